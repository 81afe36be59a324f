#include "names.h"

#include <QCoreApplication>

namespace haolao::ui {

namespace {
QString tr(const char* s) {
    return QCoreApplication::translate("haolao", s);
}
}  // namespace

QString wind_char(Seat s) {
    static const char16_t* kWinds[] = {u"東", u"南", u"西", u"北"};
    return QString::fromUtf16(kWinds[index(s)]);
}

QString wind_name(Seat s) {
    switch (s) {
        case Seat::East:
            return tr("East");
        case Seat::South:
            return tr("South");
        case Seat::West:
            return tr("West");
        case Seat::North:
            return tr("North");
    }
    return {};
}

QString tile_name(Tile t) {
    return QString::fromStdString(t.str());
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
    return n < kNumItems ? QString::fromUtf16(k[n]) : QString();
}

QString item_english(Item i) {
    switch (i) {
        case Item::Base:
            return tr("Win");
        case Item::Zhi:
            return tr("Suit over 8");
        case Item::DoubleEight:
            return tr("Two suits of 8");
        case Item::Que:
            return tr("Missing suit");
        case Item::Tong:
            return tr("Five of a rank");
        case Item::Kan:
            return tr("Concealed pung");
        case Item::Kong:
            return tr("Kong");
        case Item::Huo:
            return tr("Four as pung + chow");
        case Item::Ka:
            return tr("Closed wait");
        case Item::Shuangpu:
            return tr("Twin chows");
        case Item::TwoFiveEight:
            return tr("2-5-8");
        case Item::ThreeSeven:
            return tr("3-7");
        case Item::Pinghu:
            return tr("Plain hand");
        case Item::SevenPairs:
            return tr("Seven pairs");
        case Item::SuperSevenPairs:
            return tr("Super seven pairs");
        case Item::LuxurySevenPairs:
            return tr("Luxury seven pairs");
        case Item::Pure:
            return tr("Pure suit");
        case Item::FourKan:
            return tr("Four concealed pungs");
        case Item::KongBloom:
            return tr("Win on kong replacement");
        case Item::Haolao:
            return tr("Haolao (last tiles)");
        case Item::KongDiscard:
            return tr("Discard after kong");
        case Item::Heavenly:
            return tr("Heavenly hand");
        case Item::Earthly:
            return tr("Earthly hand");
        case Item::Dealer:
            return tr("Dealer");
        case Item::Count:
            break;
    }
    return {};
}

QString ruleset_name(const Ruleset& r) {
    if (r.id == "hefei-classic") return tr("Hefei Classic");
    if (r.id == "hefei-ting") return tr("Hefei Declaring Room");
    if (r.id == "hefei-bianfeng") return tr("Hefei Bianfeng");
    if (r.id == "handan") return tr("Handan");
    return QString::fromStdString(r.id);
}

}  // namespace haolao::ui
