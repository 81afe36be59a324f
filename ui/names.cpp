// SPDX-License-Identifier: GPL-3.0-or-later
#include "names.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <iterator>

#include "haolao/scoring.h"

namespace haolao::ui {

namespace {

// Context "haolao": free functions have no class for tr(); lupdate reads the literal context.
QString tr_haolao(const char* s) {
    return QCoreApplication::translate("haolao", s);
}

// A name in Han script needs no glyph beside it: 东家 beside 東, 五万 beside 五萬.
bool reads_as_chinese(const QString& name) {
    return !name.isEmpty() && name.front().script() == QChar::Script_Han;
}

}  // namespace

QString wind_char(Seat s) {
    static const char16_t* kWinds[] = {u"東", u"南", u"西", u"北"};
    return QString::fromUtf16(kWinds[index(s)]);
}

QString wind_name(Seat s) {
    static const char* kNames[] = {
        QT_TRANSLATE_NOOP("haolao", "East"), QT_TRANSLATE_NOOP("haolao", "South"),
        QT_TRANSLATE_NOOP("haolao", "West"), QT_TRANSLATE_NOOP("haolao", "North")};
    return tr_haolao(kNames[index(s)]);
}

QString wind_label(Seat s, QStringView gap) {
    const QString name = wind_name(s);
    if (reads_as_chinese(name)) return name;
    return wind_char(s) + gap.toString() + name;
}

QString tile_name(Tile t) {
    // An honour's code (3z) means nothing to most players: its name in the UI language.
    static const char* kHonours[] = {
        QT_TRANSLATE_NOOP("haolao", "East wind"),    QT_TRANSLATE_NOOP("haolao", "South wind"),
        QT_TRANSLATE_NOOP("haolao", "West wind"),    QT_TRANSLATE_NOOP("haolao", "North wind"),
        QT_TRANSLATE_NOOP("haolao", "White dragon"), QT_TRANSLATE_NOOP("haolao", "Green dragon"),
        QT_TRANSLATE_NOOP("haolao", "Red dragon")};
    if (t.is_honor()) return tr_haolao(kHonours[t.rank() - 1]);
    // A suited tile by its code in English (players of both riichi and Chinese rules read it),
    // by its spoken name in Chinese (五万): "打 2p" read as a code in a Chinese line.
    static const char* kSuited[] = {
        QT_TRANSLATE_NOOP("tile", "1m"), QT_TRANSLATE_NOOP("tile", "2m"),
        QT_TRANSLATE_NOOP("tile", "3m"), QT_TRANSLATE_NOOP("tile", "4m"),
        QT_TRANSLATE_NOOP("tile", "5m"), QT_TRANSLATE_NOOP("tile", "6m"),
        QT_TRANSLATE_NOOP("tile", "7m"), QT_TRANSLATE_NOOP("tile", "8m"),
        QT_TRANSLATE_NOOP("tile", "9m"), QT_TRANSLATE_NOOP("tile", "1p"),
        QT_TRANSLATE_NOOP("tile", "2p"), QT_TRANSLATE_NOOP("tile", "3p"),
        QT_TRANSLATE_NOOP("tile", "4p"), QT_TRANSLATE_NOOP("tile", "5p"),
        QT_TRANSLATE_NOOP("tile", "6p"), QT_TRANSLATE_NOOP("tile", "7p"),
        QT_TRANSLATE_NOOP("tile", "8p"), QT_TRANSLATE_NOOP("tile", "9p"),
        QT_TRANSLATE_NOOP("tile", "1s"), QT_TRANSLATE_NOOP("tile", "2s"),
        QT_TRANSLATE_NOOP("tile", "3s"), QT_TRANSLATE_NOOP("tile", "4s"),
        QT_TRANSLATE_NOOP("tile", "5s"), QT_TRANSLATE_NOOP("tile", "6s"),
        QT_TRANSLATE_NOOP("tile", "7s"), QT_TRANSLATE_NOOP("tile", "8s"),
        QT_TRANSLATE_NOOP("tile", "9s"),
    };
    return QCoreApplication::translate("tile",
                                       kSuited[static_cast<int>(t.suit()) * 9 + t.rank() - 1]);
}

QString tile_label(Tile t) {
    const QString name = tile_name(t);
    if (reads_as_chinese(name)) return name;  // 五万, 东风: the glyph would say it again
    return QStringLiteral("%1 (%2)").arg(tile_chinese(t), name);
}

QString tile_chinese(Tile t) {
    static const char16_t* kNums[] = {u"一", u"二", u"三", u"四", u"五",
                                      u"六", u"七", u"八", u"九"};
    static const char16_t* kSuits[] = {u"萬", u"饼", u"条"};
    static const char16_t* kHonors[] = {u"東", u"南", u"西", u"北", u"白", u"發", u"中"};
    if (t.is_honor()) return QString::fromUtf16(kHonors[t.rank() - 1]);
    return QString::fromUtf16(kNums[t.rank() - 1]) +
           QString::fromUtf16(kSuits[static_cast<int>(t.suit())]);
}

QString item_chinese(Item i) {
    static const char16_t* k[] = {u"胡牌", u"支",   u"双八支",     u"缺门",     u"同",     u"坎",
                                  u"杠",   u"活",   u"卡",         u"双扑",     u"258",    u"37",
                                  u"平胡", u"七对", u"超级七小对", u"豪华七对", u"清一色", u"四坎",
                                  u"杠开", u"海捞", u"杠后放炮",   u"天胡",     u"地胡",   u"庄分"};
    const int n = static_cast<int>(i);
    return n >= 0 && n < kNumItems ? QString::fromUtf16(k[n]) : QString();
}

QString item_gloss(Item i) {
    // By Item order. The definitions are RULES.md §2.2's.
    static const char* k[] = {
        QT_TRANSLATE_NOOP("haolao", "Win"),
        QT_TRANSLATE_NOOP("haolao", "Suit over %1"),
        QT_TRANSLATE_NOOP("haolao", "Two suits of %1 or more"),
        QT_TRANSLATE_NOOP("haolao", "Missing suit"),
        QT_TRANSLATE_NOOP("haolao", "%1 or more of a rank"),
        QT_TRANSLATE_NOOP("haolao", "Concealed pung"),
        QT_TRANSLATE_NOOP("haolao", "Concealed kong"),
        QT_TRANSLATE_NOOP("haolao", "Four alike as pung + chow"),
        QT_TRANSLATE_NOOP("haolao", "Closed wait"),
        QT_TRANSLATE_NOOP("haolao", "Twin chows"),
        QT_TRANSLATE_NOOP("haolao", "Ranks 2, 5, 8"),
        QT_TRANSLATE_NOOP("haolao", "Ranks 3, 7"),
        QT_TRANSLATE_NOOP("haolao", "Standard hand"),
        QT_TRANSLATE_NOOP("haolao", "Seven pairs"),
        QT_TRANSLATE_NOOP("haolao", "Super seven pairs"),
        QT_TRANSLATE_NOOP("haolao", "Luxury seven pairs"),
        QT_TRANSLATE_NOOP("haolao", "Pure suit"),
        QT_TRANSLATE_NOOP("haolao", "Four concealed pungs"),
        QT_TRANSLATE_NOOP("haolao", "Win on a kong replacement"),
        QT_TRANSLATE_NOOP("haolao", "Haolao (last-tiles draw)"),
        QT_TRANSLATE_NOOP("haolao", "Discard right after a kong"),
        QT_TRANSLATE_NOOP("haolao", "Heavenly hand"),
        QT_TRANSLATE_NOOP("haolao", "Earthly hand"),
        QT_TRANSLATE_NOOP("haolao", "Dealer bonus"),
    };
    static_assert(std::size(k) == kNumItems);
    const int n = static_cast<int>(i);
    if (n < 0 || n >= kNumItems) return {};
    // The counts are the engine's (scoring.h).
    switch (i) {
        case Item::Zhi:
            return tr_haolao(k[n]).arg(kZhiCount.over);
        case Item::DoubleEight:
            return tr_haolao(k[n]).arg(kZhiCount.from);
        case Item::Tong:
            return tr_haolao(k[n]).arg(kTongCount.from);
        default:
            return tr_haolao(k[n]);
    }
}

QString ai_level_name(const std::string& kind) {
    if (kind.empty() || kind == "human") return {};
    //: An AI seat's level on its panel; %1 is easy, normal, hard, expert or baseline.
    const char* form = QT_TRANSLATE_NOOP("haolao", "AI · %1");
    QString level;
    if (kind == "easy")
        level = tr_haolao(QT_TRANSLATE_NOOP("haolao", "easy"));
    else if (kind == "normal")
        level = tr_haolao(QT_TRANSLATE_NOOP("haolao", "normal"));
    else if (kind == "hard" || kind.starts_with("hard:"))
        level = tr_haolao(QT_TRANSLATE_NOOP("haolao", "hard"));
    else if (kind == "expert" || kind.starts_with("expert:"))
        level = tr_haolao(QT_TRANSLATE_NOOP("haolao", "expert"));
    else if (kind == "baseline")
        level = tr_haolao(QT_TRANSLATE_NOOP("haolao", "baseline"));
    else
        level = QString::fromStdString(kind);
    return tr_haolao(form).arg(level);
}

QString signed_number(int v) {
    return (v > 0 ? QStringLiteral("+") : QString()) + QString::number(v);
}

QString ruleset_name(const Ruleset& r) {
    return ruleset_name(r.id);
}

QString ruleset_name(const std::string& id) {
    if (id == "hefei-classic") return QCoreApplication::translate("haolao", "Hefei Classic");
    if (id == "hefei-ting") return QCoreApplication::translate("haolao", "Hefei Declaring Room");
    if (id == "hefei-bianfeng") return QCoreApplication::translate("haolao", "Hefei Bianfeng");
    if (id == "handan") return QCoreApplication::translate("haolao", "Handan");
    return QString::fromStdString(id);
}

QString profile_title(const QString& key) {
    if (key == QLatin1String("Player"))
        //: An unnamed player's profile (stored as "Player" where the system gives no user name).
        return QCoreApplication::translate("profile", "Player");
    static const QRegularExpression nth(QStringLiteral("^Player ([2-4])$"));
    if (const QRegularExpressionMatch m = nth.match(key); m.hasMatch())
        //: The profile of the second, third or fourth unnamed human in a hot-seat pot.
        return QCoreApplication::translate("profile", "Player %1").arg(m.captured(1));
    return key;
}

}  // namespace haolao::ui
