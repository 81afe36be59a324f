// SPDX-License-Identifier: GPL-3.0-or-later
// Translations: the committed .ts files are complete and match the sources (lupdate run on the
// sources into temporary copies must find nothing new and nothing gone), and switching the
// language at run time relabels the menus, the table, the window title and open dialogs.
#include <gtest/gtest.h>
#include <QDateTime>
#include <QLocale>

#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <map>

#include "historywindow.h"
#include "i18n.h"
#include "mainwindow.h"
#include "names.h"
#include "replayviewer.h"
#include "settingsdialog.h"
#include "statswindow.h"
#include "table_test_util.h"
#include "tablewidget.h"

namespace haolao::ui {
namespace {

using testing::grab_settings_pages;
using testing::wait_until;

struct Message {
    QString context, source, comment, translation;
    QString type;  // "" (finished), "unfinished", "obsolete", "vanished"
    bool numerus = false;
    QString key() const { return context + QChar(1) + source + QChar(1) + comment; }
};

// Every <message> of a .ts file.
std::vector<Message> read_ts(const QString& path, QString* error) {
    std::vector<Message> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open ") + path;
        return out;
    }
    QXmlStreamReader x(&f);
    QString context;
    Message m;
    bool in_message = false;
    while (!x.atEnd()) {
        x.readNext();
        if (x.isStartElement()) {
            const auto n = x.name();
            if (n == QLatin1String("context")) {
                context.clear();
            } else if (n == QLatin1String("name") && !in_message) {
                context = x.readElementText();
            } else if (n == QLatin1String("message")) {
                m = Message{};
                m.context = context;
                m.numerus = x.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                in_message = true;
            } else if (in_message && n == QLatin1String("source")) {
                m.source = x.readElementText();
            } else if (in_message && n == QLatin1String("comment")) {
                m.comment = x.readElementText();
            } else if (in_message && n == QLatin1String("translation")) {
                m.type = x.attributes().value(QLatin1String("type")).toString();
                m.translation = x.readElementText(QXmlStreamReader::IncludeChildElements);
            }
        } else if (x.isEndElement() && x.name() == QLatin1String("message")) {
            out.push_back(m);
            in_message = false;
        }
    }
    if (x.hasError()) *error = path + QStringLiteral(": ") + x.errorString();
    return out;
}

QString ts_path(const QString& lang) {
    return QStringLiteral(HAOLAO_SOURCE_DIR "/translations/haolao_%1.ts").arg(lang);
}

// The %1 %2 … a string uses, as a sorted list.
QStringList placeholders(const QString& s) {
    static const QRegularExpression re(QStringLiteral("%L?(\\d+)"));
    QStringList out;
    for (auto it = re.globalMatch(s); it.hasNext();) out << it.next().captured(1);
    out.sort();
    out.removeDuplicates();
    return out;
}

class TsFile : public ::testing::TestWithParam<const char*> {};

TEST_P(TsFile, EveryMessageIsTranslated) {
    QString error;
    const auto messages = read_ts(ts_path(QLatin1String(GetParam())), &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_GT(messages.size(), 100u);
    for (const Message& m : messages) {
        const std::string where = (m.context + QStringLiteral(": ") + m.source).toStdString();
        EXPECT_EQ(m.type.toStdString(), "") << where;  // unfinished, obsolete or vanished
        EXPECT_FALSE(m.translation.trimmed().isEmpty()) << where;
        if (!m.numerus) {
            EXPECT_EQ(placeholders(m.translation), placeholders(m.source)) << where;
        }
    }
}

// The Chinese wind names already end in 家 (东家, 南家 …), and the strings that take one must not
// add a second: "胡东家家的牌", "东家家的复盘" were shown.
TEST(ChineseWording, NoPlaceholderIsFollowedBy家) {
    QString error;
    const auto messages = read_ts(ts_path(QStringLiteral("zh_CN")), &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    static const QRegularExpression re(QStringLiteral("%\\d+家"));
    for (const Message& m : messages)
        EXPECT_FALSE(re.match(m.translation).hasMatch())
            << (m.context + QStringLiteral(": ") + m.translation).toStdString();
    // (The wind names this relies on.)
    int winds = 0;
    for (const Message& m : messages)
        if (m.source == QLatin1String("East")) {
            ++winds;
            EXPECT_EQ(m.translation, QStringLiteral("东家"));
        }
    EXPECT_GT(winds, 0);
}

// One word for a replay: the File menu said 录像 and the history 回放 for the same file. For a
// deal-in, 点炮 (or 放炮, RULES.md's two): the review's column said 放铳. For the advisor, 参谋:
// three of the review's lines said 顾问.
TEST(ChineseWording, OneWordForAReplayADealInAndTheAdvisor) {
    QString error;
    const auto messages = read_ts(ts_path(QStringLiteral("zh_CN")), &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    int replay = 0;
    for (const Message& m : messages) {
        for (const QString& word :
             {QStringLiteral("录像"), QStringLiteral("放铳"), QStringLiteral("顾问")})
            EXPECT_FALSE(m.translation.contains(word))
                << (m.context + QStringLiteral(": ") + m.translation).toStdString();
        replay += m.translation.contains(QStringLiteral("回放"));
    }
    EXPECT_GT(replay, 10);
}

// One English message reads the same in Chinese wherever it is: the history said 第 3 局 and the
// replay viewer 第3局, the statistics "胡西家打出的 五条" and the hand result "西家点炮 五条", the
// help's column 分数 and the settings' 分值. (A message that must differ gets a disambiguation.)
TEST(ChineseWording, OneMessageOneTranslationInEveryContext) {
    QString error;
    const auto messages = read_ts(ts_path(QStringLiteral("zh_CN")), &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    std::map<std::pair<QString, QString>, const Message*> first;
    int shared = 0;
    for (const Message& m : messages) {
        const auto [it, fresh] = first.try_emplace({m.source, m.comment}, &m);
        if (fresh) continue;
        ++shared;
        EXPECT_EQ(m.translation.toStdString(), it->second->translation.toStdString())
            << m.source.toStdString() << " in " << m.context.toStdString() << " and "
            << it->second->context.toStdString();
    }
    EXPECT_GT(shared, 10);  // (East, the items, "self-draw on %1", …)
}

// Tiles in the UI's lines: suited by their code in English (5m) and by name in Chinese (五万),
// honours by name in the UI language; the hint line said "discard 3z", and "打 2p" in Chinese.
// The claim prompt and the win cards add the glyph to a name that is not Chinese already:
// "五萬 (5m)", but "五万" alone, not "五萬（五万）".
struct TileNameRow {
    Tile tile;
    const char* en;
    const char* zh;
    const char* en_label;
};

class TileName : public ::testing::TestWithParam<TileNameRow> {
  protected:
    void TearDown() override { clear_language(); }
};

TEST_P(TileName, InTheHintLineInBothLanguages) {
    const TileNameRow& r = GetParam();
    const std::vector<Advice> advice = {{Action::discard(r.tile), 1.5f, 0.3f, 0.f, {}}};
    for (const bool chinese : {false, true}) {
        if (chinese)
            apply_language(Language::Chinese);
        else
            clear_language();
        const QString want = QString::fromUtf8(chinese ? r.zh : r.en);
        EXPECT_EQ(tile_name(r.tile), want);
        EXPECT_EQ(tile_label(r.tile), chinese ? want : QString::fromUtf8(r.en_label));
        const QString line = TableWidget::advice_line(advice, false);
        EXPECT_TRUE(line.contains(want)) << line.toStdString();
        EXPECT_FALSE(line.contains(QString::fromStdString(r.tile.str())) &&
                     (chinese || r.tile.is_honor()))
            << line.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(
    Tiles, TileName,
    ::testing::Values(
        TileNameRow{Tile(Suit::Characters, 1), "1m", "一万", "一萬 (1m)"},
        TileNameRow{Tile(Suit::Characters, 5), "5m", "五万", "五萬 (5m)"},
        TileNameRow{Tile(Suit::Dots, 2), "2p", "二饼", "二饼 (2p)"},
        TileNameRow{Tile(Suit::Dots, 8), "8p", "八饼", "八饼 (8p)"},
        TileNameRow{Tile(Suit::Bamboo, 3), "3s", "三条", "三条 (3s)"},
        TileNameRow{Tile(Suit::Bamboo, 9), "9s", "九条", "九条 (9s)"},
        TileNameRow{Tile(Suit::Honors, 1), "East wind", "东风", "東 (East wind)"},
        TileNameRow{Tile(Suit::Honors, 2), "South wind", "南风", "南 (South wind)"},
        TileNameRow{Tile(Suit::Honors, 3), "West wind", "西风", "西 (West wind)"},
        TileNameRow{Tile(Suit::Honors, 4), "North wind", "北风", "北 (North wind)"},
        TileNameRow{Tile(Suit::Honors, 5), "White dragon", "白板", "白 (White dragon)"},
        TileNameRow{Tile(Suit::Honors, 6), "Green dragon", "发财", "發 (Green dragon)"},
        TileNameRow{Tile(Suit::Honors, 7), "Red dragon", "红中", "中 (Red dragon)"}),
    [](const ::testing::TestParamInfo<TileNameRow>& i) { return i.param.tile.str(); });

// A seat's label: its glyph beside an English name (東 East), the name alone in Chinese (东家,
// not 東 东家), in the settings' and new game's seat rows and the result and history windows.
TEST(WindLabel, GlyphBesideAnEnglishNameOnlyInBothLanguages) {
    const char* en[] = {"東 East", "南 South", "西 West", "北 North"};
    const char* zh[] = {"东家", "南家", "西家", "北家"};
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        clear_language();
        EXPECT_EQ(wind_label(s), QString::fromUtf8(en[i]));
        EXPECT_EQ(wind_label(s, u"  "), wind_char(s) + QStringLiteral("  ") + wind_name(s));
        apply_language(Language::Chinese);
        EXPECT_EQ(wind_label(s), QString::fromUtf8(zh[i]));
        SettingsDialog d(Settings{});
        for (const QLabel* l : d.findChildren<QLabel*>())
            EXPECT_FALSE(l->text().contains(wind_char(s) + QStringLiteral("  ") + wind_name(s)))
                << l->text().toStdString();
        int rows = 0;
        for (const QLabel* l : d.findChildren<QLabel*>()) rows += l->text() == wind_name(s);
        EXPECT_EQ(rows, 1) << "the seats page names " << wind_name(s).toStdString() << " once";
    }
    clear_language();
}

// Every suited tile has its own Chinese name, and no two share one.
TEST(TileNames, EverySuitedTileHasItsOwnChineseName) {
    apply_language(Language::Chinese);
    QStringList seen;
    for (const Suit s : {Suit::Characters, Suit::Dots, Suit::Bamboo})
        for (int r = 1; r <= 9; ++r) {
            const Tile t(s, r);
            const QString n = tile_name(t);
            EXPECT_EQ(n.size(), 2) << t.str();
            EXPECT_EQ(n.front().script(), QChar::Script_Han) << t.str();
            EXPECT_FALSE(seen.contains(n)) << n.toStdString();
            seen << n;
        }
    clear_language();
}

// lupdate on the sources, into a copy: the copy must hold exactly the committed messages.
TEST_P(TsFile, MatchesTheSources) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString lang = QLatin1String(GetParam());
    const QString copy = dir.filePath(QStringLiteral("haolao_%1.ts").arg(lang));
    ASSERT_TRUE(QFile::copy(ts_path(lang), copy));
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(HAOLAO_SOURCE_DIR));
    // The same inputs and options as scripts/update_translations and ui/CMakeLists.txt.
    lupdate.start(QStringLiteral(HAOLAO_LUPDATE_PATH),
                  {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                   QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("ui"),
                   QStringLiteral("app/main.cpp"), QStringLiteral("-ts"), copy});
    ASSERT_TRUE(lupdate.waitForFinished(60000));
    ASSERT_EQ(lupdate.exitCode(), 0) << lupdate.readAllStandardError().toStdString();

    QString error;
    const auto committed = read_ts(ts_path(lang), &error);
    const auto fresh = read_ts(copy, &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    QSet<QString> in_committed;
    QSet<QString> in_fresh;
    for (const Message& m : committed) in_committed.insert(m.key());
    for (const Message& m : fresh) {
        in_fresh.insert(m.key());
        EXPECT_TRUE(in_committed.contains(m.key()))
            << "not in " << ts_path(lang).toStdString() << " (run scripts/update_translations): "
            << (m.context + QStringLiteral(": ") + m.source).toStdString();
    }
    for (const Message& m : committed)
        EXPECT_TRUE(in_fresh.contains(m.key()))
            << "no longer in the sources: "
            << (m.context + QStringLiteral(": ") + m.source).toStdString();
}

INSTANTIATE_TEST_SUITE_P(Languages, TsFile, ::testing::Values("zh_CN", "en"),
                         [](const auto& info) { return std::string(info.param); });

// ---- Switching at run time ---------------------------------------------------------------------

struct LiveLanguage : ::testing::Test {
    void SetUp() override {
        clear_language();  // whatever an earlier test applied (MainWindow::apply_display does)
        QCoreApplication::processEvents();
    }
    void TearDown() override {
        clear_language();  // the other tests read the source strings
        QCoreApplication::processEvents();
    }
};

GameOptions quiet(const std::array<std::string, 4>& seats) {
    return testing::quiet_options(seats, 3);
}

void switch_to(Language l) {
    apply_language(l);
    QCoreApplication::processEvents();  // LanguageChange is posted to each window
}

struct Texts {
    QString game_menu, help_menu, title, win_button, auto_button;
};

Texts texts(const MainWindow& w) {
    Texts t;
    const auto menus = w.menuBar()->actions();
    t.game_menu = menus.value(1) ? menus.value(1)->text() : QString();  // after File
    t.help_menu = menus.value(menus.size() - 1) ? menus.value(menus.size() - 1)->text() : QString();
    t.title = w.windowTitle();
    t.win_button = w.table()->win_button()->text();
    t.auto_button = w.table()->autoplay_button()->text();
    return t;
}

TEST_F(LiveLanguage, MenusTitleAndTableFollowTheLanguage) {
    MainWindow w(quiet({"human", "baseline", "baseline", "baseline"}));
    w.show();
    const Texts source = texts(w);
    EXPECT_EQ((source.game_menu).toStdString(), "&Game");
    EXPECT_EQ((source.win_button).toStdString(), "Win (H)");

    for (int round = 0; round < 2; ++round) {
        switch_to(Language::Chinese);
        EXPECT_EQ((current_language()).toStdString(), "zh_CN");
        Texts zh = texts(w);
        EXPECT_EQ((zh.game_menu).toStdString(), "游戏(&G)");
        EXPECT_EQ((zh.help_menu).toStdString(), "帮助(&H)");
        EXPECT_EQ((zh.title).toStdString(), "海捞 — 合肥麻将");
        EXPECT_EQ((zh.win_button).toStdString(), "胡 (H)");
        EXPECT_EQ((zh.auto_button).toStdString(), "托管 (F3)");
        EXPECT_EQ((wind_name(Seat::South)).toStdString(), "南家");

        switch_to(Language::English);
        Texts en = texts(w);
        EXPECT_EQ((en.game_menu).toStdString(), "&Game");
        EXPECT_EQ((en.help_menu).toStdString(), "&Help");
        EXPECT_EQ((en.title).toStdString(), "Haolao 海捞 — Hefei Mahjong");
        EXPECT_EQ((en.win_button).toStdString(), "胡 Win (H)");
        EXPECT_EQ((wind_name(Seat::South)).toStdString(), "South");
    }
    // The menus were built again, not added to: one Game menu, and the F3 action still works.
    int game_menus = 0;
    for (QAction* a : w.menuBar()->actions()) game_menus += a->text() == QStringLiteral("&Game");
    EXPECT_EQ(game_menus, 1);
}

// The window's title names the game on the table: a Handan pot's window said "Hefei mahjong".
TEST_F(LiveLanguage, TheTitleNamesTheGameOnTheTable) {
    struct Row {
        const char* rules;
        const char* en;
        const char* zh;
    };
    for (const Row& r : {Row{"hefei-classic", "Haolao 海捞 — Hefei Mahjong", "海捞 — 合肥麻将"},
                         Row{"hefei-bianfeng", "Haolao 海捞 — Hefei Mahjong", "海捞 — 合肥麻将"},
                         Row{"handan", "Haolao 海捞 — Handan Mahjong", "海捞 — 邯郸麻将"}}) {
        GameOptions o = quiet({"human", "baseline", "baseline", "baseline"});
        o.rules = r.rules;
        MainWindow w(o);
        switch_to(Language::English);
        EXPECT_EQ(w.windowTitle().toStdString(), r.en) << r.rules;
        switch_to(Language::Chinese);
        EXPECT_EQ(w.windowTitle().toStdString(), r.zh) << r.rules;
        switch_to(Language::English);
        w.new_pot(4);  // a new pot's table: the title stays the game's
        EXPECT_EQ(w.windowTitle().toStdString(), r.en) << r.rules;
    }
}

// A window of its own (the taskbar and the window list show its title) names the game, as the
// main window, the rules help and the keyboard shortcuts do. History and Statistics said only
// "History" and "Statistics", and the replay viewer "Replay — pot-….jsonl".
TEST_F(LiveLanguage, EveryWindowOfItsOwnNamesTheGame) {
    QTemporaryDir data;
    GameOptions o = quiet({"baseline", "baseline", "baseline", "baseline"});
    o.data_dir = data.path();
    o.resume = GameOptions::Resume::New;
    o.auto_next = true;
    MainWindow w(o);
    w.show();
    w.start();
    ASSERT_TRUE(testing::wait_until([&] { return w.store() && !w.store()->pots().empty(); }));
    HistoryWindow* history = w.open_history();
    StatsWindow* stats = w.open_statistics();
    ReplayViewer* replay = w.open_replay(w.recorder()->path());
    ASSERT_NE(history, nullptr);
    ASSERT_NE(stats, nullptr);
    ASSERT_NE(replay, nullptr);
    const QString file = QFileInfo(w.recorder()->path()).fileName();
    switch_to(Language::English);
    EXPECT_EQ(history->windowTitle().toStdString(), "History — Haolao");
    EXPECT_EQ(stats->windowTitle().toStdString(), "Statistics — Haolao");
    EXPECT_EQ(replay->windowTitle().toStdString(),
              ("Replay of " + file + " — Haolao").toStdString());
    switch_to(Language::Chinese);
    EXPECT_EQ(history->windowTitle().toStdString(), "历史记录 — 海捞");
    EXPECT_EQ(stats->windowTitle().toStdString(), "统计 — 海捞");
    EXPECT_EQ(replay->windowTitle().toStdString(), ("回放：" + file + " — 海捞").toStdString());
    // The rest of the game's own windows (the table, the rules help, the keyboard shortcuts)
    // already did.
    QList<QWidget*> windows = w.findChildren<QWidget*>();
    windows << &w;
    int named = 0;
    for (QWidget* top : windows)
        if (top->isVisible() && top->isWindow() && !qobject_cast<QDialog*>(top)) {
            ++named;
            EXPECT_TRUE(top->windowTitle().endsWith(QStringLiteral("海捞")) ||
                        top->windowTitle().startsWith(QStringLiteral("海捞 — ")))
                << top->windowTitle().toStdString();
        }
    EXPECT_GE(named, 4);
}

TEST_F(LiveLanguage, SettingsDialogSwitchesWhileOpen) {
    MainWindow w(quiet({"human", "baseline", "baseline", "baseline"}));
    w.show();
    w.open_settings();
    auto* d = w.findChild<SettingsDialog*>();
    ASSERT_NE(d, nullptr);
    d->tabs()->setCurrentIndex(3);  // Display
    EXPECT_EQ((d->tabs()->tabText(0)).toStdString(), "Rules");
    auto language = [&] { return d->findChild<QComboBox*>(QStringLiteral("language")); };
    language()->setCurrentIndex(language()->findData(static_cast<int>(Language::Chinese)));
    QCoreApplication::processEvents();
    EXPECT_EQ((current_language()).toStdString(), "zh_CN");
    EXPECT_EQ((d->tabs()->tabText(0)).toStdString(), "规则");
    EXPECT_EQ((d->windowTitle()).toStdString(), "设置");
    EXPECT_EQ(d->tabs()->currentIndex(), 3);  // the page stays
    EXPECT_EQ(language()->currentData().toInt(), static_cast<int>(Language::Chinese));
    EXPECT_EQ((w.menuBar()->actions().value(1)->text()).toStdString(), "游戏(&G)");
    // Only the rebuilt widgets are left.
    EXPECT_EQ(d->findChildren<QComboBox*>(QStringLiteral("language")).size(), 1);

    language()->setCurrentIndex(language()->findData(static_cast<int>(Language::English)));
    QCoreApplication::processEvents();
    EXPECT_EQ((d->tabs()->tabText(0)).toStdString(), "Rules");
    // Cancel takes the preview back: the language the window had when the dialog opened.
    d->reject();
    QCoreApplication::processEvents();
    EXPECT_EQ(current_language(), resolved_language(Language::System));
}

TEST_F(LiveLanguage, OpenHandResultIsRebuilt) {
    MainWindow w(quiet({"baseline", "baseline", "baseline", "baseline"}));
    w.show();
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.hand_dialog() && w.hand_dialog()->isVisible(); }, 30000));
    HandResultDialog* d = w.hand_dialog();
    auto next = [&] { return d->findChild<QPushButton*>(QStringLiteral("next"))->text(); };
    auto delta = [&] { return d->findChild<QLabel*>(QStringLiteral("delta_0"))->text(); };
    const QString before = delta();
    EXPECT_EQ((next()).toStdString(), "Next hand");
    switch_to(Language::Chinese);
    EXPECT_EQ((next()).toStdString(), "下一局");
    EXPECT_EQ(delta(), before);  // the same figures
    EXPECT_EQ(d->findChildren<QPushButton*>(QStringLiteral("next")).size(), 1);
    switch_to(Language::English);
    EXPECT_EQ((next()).toStdString(), "Next hand");
}

// HAOLAO_SCREENSHOT_DIR=dir: the settings pages and the end-of-hand dialog in each language
// (<name>_zh_CN.png, <name>_en.png), to check by eye that no text is clipped.
TEST_F(LiveLanguage, Screenshots) {
    const QString dir = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR");
    if (dir.isEmpty()) GTEST_SKIP() << "set HAOLAO_SCREENSHOT_DIR to save the dialogs";
    for (Language l : {Language::Chinese, Language::English}) {
        const QString code = apply_language(l);
        SettingsDialog d(Settings{});
        d.resize(1024, 640);
        d.show();
        for (const auto& [page, img] : grab_settings_pages(d))
            EXPECT_TRUE(
                img.save(QDir(dir).filePath(QStringLiteral("settings-%1_%2.png").arg(page, code))));
        MainWindow w(quiet({"baseline", "baseline", "baseline", "baseline"}));
        w.show();
        w.start();
        auto shown = [&] { return w.hand_dialog() && w.hand_dialog()->isVisible(); };
        ASSERT_TRUE(wait_until(shown, 30000));
        while (w.controller()->game().last_hand().drawn) {  // a hand with items to show
            w.hand_dialog()->accept();
            ASSERT_TRUE(wait_until([&] { return !shown(); }));
            ASSERT_TRUE(wait_until(shown, 30000));
        }
        QCoreApplication::processEvents();
        EXPECT_TRUE(w.hand_dialog()->grab().save(
            QDir(dir).filePath(QStringLiteral("hand-end_%1.png").arg(code))));
    }
}

// Dates in the UI's language: the history listed "6 Dec 2026 21:03" among Chinese words when
// Chinese was chosen on an English (or C) system.
TEST(Language, DatesFollowTheChosenLanguage) {
    const QDateTime when(QDate(2026, 12, 6), QTime(21, 3, 25));
    apply_language(Language::Chinese);
    EXPECT_EQ(QLocale().language(), QLocale::Chinese);
    const QString zh = QLocale().toString(when, QLocale::ShortFormat);
    EXPECT_TRUE(zh.startsWith(QStringLiteral("2026/12/6"))) << zh.toStdString();
    apply_language(Language::English);
    EXPECT_EQ(QLocale().language(), QLocale::English);
    const QString en = QLocale().toString(when, QLocale::ShortFormat);
    EXPECT_FALSE(en.startsWith(QStringLiteral("2026/12/6"))) << en.toStdString();
    EXPECT_TRUE(en.contains(QStringLiteral("21:03")) || en.contains(QStringLiteral("9:03")))
        << en.toStdString();
    // The system's own locale where it speaks the chosen language.
    if (QLocale::system().language() == QLocale::English) {
        EXPECT_EQ(locale_for(QStringLiteral("en")), QLocale::system());
    }
    EXPECT_EQ(locale_for(QStringLiteral("zh_CN")).language(), QLocale::Chinese);
    clear_language();
    EXPECT_EQ(QLocale(), QLocale::system());
}

// The locale for dates under each language, on systems of other languages: English takes the
// system's country where Qt has that English (a player in Germany read 12/7/26 for 7 December).
struct LocaleRow {
    const char* system;
    const char* code;
    const char* locale;  // QLocale::name()
    const char* date;    // 2026-12-07 17:05, short format, starts with
    friend void PrintTo(const LocaleRow& r, std::ostream* os) { *os << r.system << " " << r.code; }
};

class LocaleFor : public ::testing::TestWithParam<LocaleRow> {};

TEST_P(LocaleFor, DatesInTheLanguageAndTheSystemsCountry) {
    const LocaleRow& r = GetParam();
    const QLocale l =
        locale_for(QString::fromLatin1(r.code), QLocale(QString::fromLatin1(r.system)));
    EXPECT_EQ(l.name().toStdString(), r.locale);
    const QString date =
        l.toString(QDateTime(QDate(2026, 12, 7), QTime(17, 5)), QLocale::ShortFormat);
    EXPECT_TRUE(date.startsWith(QString::fromLatin1(r.date))) << date.toStdString();
}

INSTANTIATE_TEST_SUITE_P(Rows, LocaleFor,
                         ::testing::Values(LocaleRow{"de_DE", "en", "en_DE", "07/12/2026"},
                                           LocaleRow{"en_GB", "en", "en_GB", "07/12/2026"},
                                           LocaleRow{"en_US", "en", "en_US", "12/7/26"},
                                           LocaleRow{"zh_CN", "en", "en_US",
                                                     "12/7/26"},  // no en_CN in Qt
                                           LocaleRow{"en_GB", "zh_CN", "zh_CN", "2026/12/7"},
                                           LocaleRow{"de_DE", "zh_CN", "zh_CN", "2026/12/7"},
                                           LocaleRow{"zh_CN", "zh_CN", "zh_CN", "2026/12/7"}),
                         [](const auto& info) {
                             return std::string(info.param.system) + "_" +
                                    std::string(info.param.code);
                         });

TEST(Language, SystemFollowsTheLocaleElseEnglish) {
    EXPECT_EQ((resolved_language(Language::Chinese)).toStdString(), "zh_CN");
    EXPECT_EQ((resolved_language(Language::English)).toStdString(), "en");
    const QString system = resolved_language(Language::System);
    EXPECT_TRUE(system == QStringLiteral("zh_CN") || system == QStringLiteral("en"));
}

}  // namespace
}  // namespace haolao::ui
