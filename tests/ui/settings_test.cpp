// SPDX-License-Identifier: GPL-3.0-or-later
// Settings: every value round-trips through QSettings, every corrupt value falls back to its
// default with exactly one warning naming the key and the value, the engine Ruleset is the preset
// plus the overrides, and the dialog's widgets load from and store to a Settings.
// Always a temporary INI file: never the player's real settings.
#include <gtest/gtest.h>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStringList>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "haolao/agent.h"
#include "haolao/ruleset.h"
#include "i18n.h"
#include "settings.h"
#include "settingsdialog.h"
#include "table_test_util.h"

using namespace haolao;
using namespace haolao::ui;

namespace {

// ---------------------------------------------------------------- helpers

// A fresh INI file per test.
class Ini {
  public:
    Ini() : path_(dir_.filePath(QStringLiteral("haolao.ini"))) {}
    std::unique_ptr<QSettings> open() const {
        return std::make_unique<QSettings>(path_, QSettings::IniFormat);
    }
    const QString& path() const { return path_; }

  private:
    QTemporaryDir dir_;
    QString path_;
};

// Records warnings while alive.
class Warnings {
  public:
    Warnings() { previous_ = qInstallMessageHandler(&Warnings::handler); }
    ~Warnings() { qInstallMessageHandler(previous_); }
    static std::vector<QString>& list() {
        static std::vector<QString> l;
        return l;
    }
    static void clear() { list().clear(); }

  private:
    static void handler(QtMsgType type, const QMessageLogContext&, const QString& msg) {
        if (type == QtWarningMsg) list().push_back(msg);
    }
    QtMessageHandler previous_;
};

Settings save_and_load(const Settings& s, const Ini& ini) {
    {
        auto store = ini.open();
        save_settings(s, *store);
    }
    auto store = ini.open();
    return load_settings(*store);
}

Settings load_with(const Ini& ini, const std::function<void(QSettings&)>& write,
                   QStringList* problems = nullptr) {
    {
        auto store = ini.open();
        write(*store);
        store->sync();
    }
    auto store = ini.open();
    return load_settings(*store, problems);
}

std::string any_other_ai(const std::string& not_this) {
    for (std::string_view n : agent_names())
        if (n != not_this) return std::string(n);
    return not_this;
}

// The fields of two engine rule sets that settings can touch or must keep.
void expect_same(const Ruleset& got, const Ruleset& want) {
    EXPECT_EQ(got.id, want.id);
    EXPECT_EQ(got.scoring, want.scoring);
    EXPECT_EQ(got.tiles.bits(), want.tiles.bits());
    EXPECT_EQ(got.first_dealer, want.first_dealer);
    EXPECT_EQ(got.wall_layout, want.wall_layout);
    EXPECT_EQ(got.dealer_passes_to, want.dealer_passes_to);
    EXPECT_EQ(got.haolao_tiles, want.haolao_tiles);
    EXPECT_EQ(got.declare_ready_required, want.declare_ready_required);
    EXPECT_EQ(got.missed_win_lock, want.missed_win_lock);
    EXPECT_EQ(got.pot_length, want.pot_length);
    EXPECT_EQ(got.pot_rounds, want.pot_rounds);
    EXPECT_EQ(got.pot_hands, want.pot_hands);
    EXPECT_EQ(got.values, want.values);
    EXPECT_EQ(got.super_seven_pairs_per_four, want.super_seven_pairs_per_four);
    EXPECT_EQ(got.base_without_declaring, want.base_without_declaring);
    EXPECT_EQ(got.huo_exposed, want.huo_exposed);
    EXPECT_EQ(got.shuangpu_exposed, want.shuangpu_exposed);
}

Settings with_custom() {
    Settings s;
    CustomRuleset c = make_custom(*find_ruleset("hefei-ting"), QStringLiteral("周末 Friday room"));
    c.values[static_cast<int>(Item::Zhi)] = 3;
    c.values[static_cast<int>(Item::Haolao)] = 25;
    c.huo_exposed = 3;
    s.rules.custom.push_back(c);
    s.rules.custom.push_back(make_custom(*find_ruleset("hefei-classic"), QStringLiteral("Plain")));
    s.rules.ruleset = c.name;
    apply_preset_switches(s.rules, *find_ruleset("hefei-ting"));
    return s;
}

// ---------------------------------------------------------------- defaults

TEST(Settings, DefaultsAreOneHumanEastAndThreeNormalAi) {
    const Settings s;
    EXPECT_TRUE(s.seats[0].human());
    for (int i = 1; i < 4; ++i) EXPECT_EQ(s.seats[i].kind, "normal") << i;
    EXPECT_EQ(human_seats(s), 1);
    EXPECT_EQ(s.rules.ruleset, QStringLiteral("hefei-classic"));
    EXPECT_EQ(seat_name(s, Seat::East), QStringLiteral("You"));
    EXPECT_EQ(s.sound.volume, 80);
    EXPECT_EQ(s.play.watch_pause, 3);  // watch mode goes on by itself after 3 s
}

TEST(Settings, EmptyFileGivesDefaultsSilently) {
    Ini ini;
    Warnings w;
    Warnings::clear();
    auto store = ini.open();
    EXPECT_EQ(load_settings(*store), Settings{});
    EXPECT_TRUE(Warnings::list().empty());
}

TEST(Settings, DefaultHumanNamesCountHumans) {
    Settings s;
    s.seats[2].kind = "human";
    EXPECT_EQ(default_seat_name(s, Seat::East), QStringLiteral("You"));
    EXPECT_EQ(default_seat_name(s, Seat::West), QStringLiteral("Player 2"));
    s.seats[2].name = QStringLiteral("Lao Wang");
    EXPECT_EQ(seat_name(s, Seat::West), QStringLiteral("Lao Wang"));
}

// ---------------------------------------------------------------- round trips

struct RoundTrip {
    const char* name;
    std::function<void(Settings&)> set;
};

void PrintTo(const RoundTrip& r, std::ostream* os) {
    *os << r.name;
}

class SettingsRoundTrip : public ::testing::TestWithParam<RoundTrip> {};

TEST_P(SettingsRoundTrip, SavesAndLoadsBack) {
    Settings s;
    GetParam().set(s);
    ASSERT_NE(s, Settings{}) << "the row must change something";
    Ini ini;
    Warnings w;
    Warnings::clear();
    EXPECT_EQ(save_and_load(s, ini), s);
    EXPECT_TRUE(Warnings::list().empty()) << Warnings::list().front().toStdString();
}

const RoundTrip kRoundTrips[] = {
    {"preset_ting",
     [](Settings& s) {
         s.rules.ruleset = QStringLiteral("hefei-ting");
         apply_preset_switches(s.rules, *find_ruleset("hefei-ting"));
     }},
    {"preset_bianfeng", [](Settings& s) { s.rules.ruleset = QStringLiteral("hefei-bianfeng"); }},
    {"first_dealer_random", [](Settings& s) { s.rules.first_dealer = FirstDealer::Random; }},
    {"first_dealer_east", [](Settings& s) { s.rules.first_dealer = FirstDealer::East; }},
    {"dealer_passes_previous",
     [](Settings& s) { s.rules.dealer_passes_to = DealerPasses::Previous; }},
    {"preset_handan",
     [](Settings& s) {
         s.rules.ruleset = QStringLiteral("handan");
         apply_preset_switches(s.rules, *find_ruleset("handan"));
     }},
    {"wall_eleven_ten", [](Settings& s) { s.rules.wall_layout = WallLayout::ElevenTen; }},
    {"declaring_room", [](Settings& s) { s.rules.declare_ready_required = true; }},
    {"no_missed_win_lock", [](Settings& s) { s.rules.missed_win_lock = false; }},
    {"pot_one_round", [](Settings& s) { s.rules.pot_rounds = 1; }},
    {"pot_max_rounds", [](Settings& s) { s.rules.pot_rounds = kMaxRounds; }},
    {"pot_hands",
     [](Settings& s) {
         s.rules.pot_length = PotLength::Hands;
         s.rules.pot_hands = 9;
     }},
    {"pot_max_hands", [](Settings& s) { s.rules.pot_hands = kMaxHands; }},
    {"custom_rulesets", [](Settings& s) { s = with_custom(); }},
    {"custom_not_chosen",
     [](Settings& s) {
         s.rules.custom.push_back(make_custom(*find_ruleset("hefei-bianfeng"), "B/x=1;[]"));
     }},
    {"east_ai", [](Settings& s) { s.seats[0].kind = "baseline"; }},
    {"south_human", [](Settings& s) { s.seats[1].kind = "human"; }},
    {"west_easy", [](Settings& s) { s.seats[2].kind = any_other_ai("normal"); }},
    {"north_hard", [](Settings& s) { s.seats[3].kind = "hard"; }},
    {"four_humans",
     [](Settings& s) {
         for (auto& seat : s.seats) seat.kind = "human";
     }},
    {"seat_names",
     [](Settings& s) {
         s.seats[0].name = QStringLiteral("小明");
         s.seats[3].name = QStringLiteral("Auntie = \"Li\", #1; [x]");
     }},
    {"hints", [](Settings& s) { s.play.hints = true; }},
    {"speed_slow", [](Settings& s) { s.play.speed = Speed::Slow; }},
    {"speed_fast", [](Settings& s) { s.play.speed = Speed::Fast; }},
    {"no_confirm_pass", [](Settings& s) { s.play.confirm_pass_win = false; }},
    {"no_auto_sort", [](Settings& s) { s.play.auto_sort = false; }},
    {"timer_15", [](Settings& s) { s.play.turn_timer = 15; }},
    {"timer_30", [](Settings& s) { s.play.turn_timer = 30; }},
    {"watch_pause_0", [](Settings& s) { s.play.watch_pause = 0; }},
    {"watch_pause_max", [](Settings& s) { s.play.watch_pause = kMaxWatchPause; }},
    {"theme_high_contrast", [](Settings& s) { s.display.theme = TileTheme::HighContrast; }},
    {"corner_index", [](Settings& s) { s.display.corner_index = true; }},
    {"table_blue", [](Settings& s) { s.display.table = TableColour::Blue; }},
    {"table_red", [](Settings& s) { s.display.table = TableColour::Red; }},
    {"table_wood", [](Settings& s) { s.display.table = TableColour::Wood; }},
    {"table_slate", [](Settings& s) { s.display.table = TableColour::Slate; }},
    {"language_zh", [](Settings& s) { s.display.language = Language::Chinese; }},
    {"language_en", [](Settings& s) { s.display.language = Language::English; }},
    {"fullscreen", [](Settings& s) { s.display.fullscreen = true; }},
    {"volume_0", [](Settings& s) { s.sound.volume = 0; }},
    {"volume_100", [](Settings& s) { s.sound.volume = 100; }},
    {"volume_37", [](Settings& s) { s.sound.volume = 37; }},
    {"no_effects", [](Settings& s) { s.sound.effects = false; }},
    {"no_voice", [](Settings& s) { s.sound.voice = false; }},
    {"music", [](Settings& s) { s.sound.music = true; }},
};

INSTANTIATE_TEST_SUITE_P(Rows, SettingsRoundTrip, ::testing::ValuesIn(kRoundTrips),
                         [](const auto& info) { return std::string(info.param.name); });

// ---------------------------------------------------------------- corrupt values

struct Corrupt {
    const char* name;
    const char* key;
    QVariant value;
    const char* shows;  // the warning must quote this much of the value
};

void PrintTo(const Corrupt& c, std::ostream* os) {
    *os << c.key << " = " << c.shows;
}

class SettingsCorrupt : public ::testing::TestWithParam<Corrupt> {};

TEST_P(SettingsCorrupt, FallsBackToTheDefaultWithOneWarning) {
    const Corrupt& c = GetParam();
    Ini ini;
    Warnings w;
    Warnings::clear();
    QStringList problems;
    const Settings got = load_with(
        ini, [&](QSettings& s) { s.setValue(QString::fromLatin1(c.key), c.value); }, &problems);
    EXPECT_EQ(got, Settings{});
    ASSERT_EQ(Warnings::list().size(), 1u);
    const QString& msg = Warnings::list().front();
    EXPECT_TRUE(msg.contains(QString::fromLatin1(c.key))) << msg.toStdString();
    EXPECT_TRUE(msg.contains(QString::fromUtf8(c.shows))) << msg.toStdString();
    // The same line for the player's notice.
    ASSERT_EQ(problems.size(), 1);
    EXPECT_EQ(QStringLiteral("settings: ") + problems.front(), msg);
}

const Corrupt kCorrupt[] = {
    {"unknown_preset", "rules/ruleset", QStringLiteral("hefei-nowhere"), "hefei-nowhere"},
    {"ruleset_list", "rules/ruleset", QStringList{"hefei-ting", "x"}, "hefei-ting"},
    {"first_dealer", "rules/first_dealer", QStringLiteral("coin"), "coin"},
    {"dealer_passes_sideways", "rules/dealer_passes_to", QStringLiteral("sideways"), "sideways"},
    {"handan_wall_on_hefei", "rules/wall_layout", QStringLiteral("seventeen"), "seventeen"},
    {"wall_number", "rules/wall_layout", 3, "3"},
    {"declare_banana", "rules/declare_ready", QStringLiteral("banana"), "banana"},
    {"lock_seven", "rules/missed_win_lock", 7, "7"},
    {"pot_length", "rules/pot_length", QStringLiteral("forever"), "forever"},
    {"rounds_negative", "rules/pot_rounds", -3, "-3"},
    {"rounds_too_many", "rules/pot_rounds", 17, "17"},
    {"hands_text", "rules/pot_hands", QStringLiteral("many"), "many"},
    {"hands_zero", "rules/pot_hands", 0, "0"},
    {"hands_huge", "rules/pot_hands", QStringLiteral("99999999999999"), "99999999999999"},
    {"unknown_agent", "seats/south/kind", QStringLiteral("grandmaster"), "grandmaster"},
    {"empty_agent", "seats/east/kind", QStringLiteral(""), "\"\""},
    {"name_too_long", "seats/west/name", QString(40, QLatin1Char('x')), "xxxxxxxx"},
    {"name_list", "seats/north/name", QStringList{"a", "b"}, R"("a", "b")"},
    {"hints_yes", "play/hints", QStringLiteral("yes"), "yes"},
    {"speed_instant", "play/speed", QStringLiteral("instant"), "instant"},
    {"speed_unknown", "play/speed", QStringLiteral("ludicrous"), "ludicrous"},
    {"confirm_two", "play/confirm_pass_win", 2, "2"},
    {"auto_sort", "play/auto_sort", QStringLiteral("sometimes"), "sometimes"},
    {"timer_20", "play/turn_timer", 20, "20"},
    {"timer_45", "play/turn_timer", 45, "45"},
    {"timer_text", "play/turn_timer", QStringLiteral("soon"), "soon"},
    {"watch_pause_11", "play/watch_pause", 11, "11"},
    {"watch_pause_negative", "play/watch_pause", -1, "-1"},
    {"watch_pause_text", "play/watch_pause", QStringLiteral("a while"), "a while"},
    {"watch_pause_list", "play/watch_pause", QStringList{"1", "2"}, R"("1", "2")"},
    {"theme_number", "display/theme", 7, "7"},
    {"corner", "display/corner_index", QStringLiteral("top-left"), "top-left"},
    {"table_plaid", "display/table_colour", QStringLiteral("plaid"), "plaid"},
    {"language_fr", "display/language", QStringLiteral("fr"), "fr"},
    {"fullscreen", "display/fullscreen", QStringLiteral("kinda"), "kinda"},
    {"volume_250", "sound/volume", 250, "250"},
    {"volume_negative", "sound/volume", -1, "-1"},
    {"volume_text", "sound/volume", QStringLiteral("loud"), "loud"},
    {"volume_fraction", "sound/volume", QStringLiteral("50.5"), "50.5"},
    {"volume_list", "sound/volume", QStringList{"10", "20"}, "10"},
    {"effects", "sound/effects", QStringLiteral("maybe"), "maybe"},
    {"voice", "sound/voice", 3, "3"},
    {"music", "sound/music", QStringLiteral("jazz"), "jazz"},
};

INSTANTIATE_TEST_SUITE_P(Rows, SettingsCorrupt, ::testing::ValuesIn(kCorrupt),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(Settings, OneWarningPerBadKey) {
    Ini ini;
    Warnings w;
    Warnings::clear();
    Settings want;
    want.play.hints = true;  // a good key among the bad ones is kept
    const Settings got = load_with(ini, [](QSettings& s) {
        s.setValue("sound/volume", 250);
        s.setValue("seats/north/kind", "grandmaster");
        s.setValue("play/turn_timer", 20);
        s.setValue("play/hints", true);
        s.setValue("display/theme", "neon");
        s.setValue("rules/ruleset", "nope");
    });
    EXPECT_EQ(got, want);
    EXPECT_EQ(Warnings::list().size(), 5u);
}

// Bad values are said to the player at start (settings_problems_box), the file as it was is kept
// aside and the defaults are written in their place: the notice comes once, nothing is lost, and
// the good values stay.
TEST(SettingsProblems, SetAsideKeepsTheFileAndWritesTheDefaultsOverTheBadValues) {
    Ini ini;
    Warnings w;
    QStringList problems;
    const Settings got = load_with(
        ini,
        [](QSettings& s) {
            s.setValue("sound/volume", 250);
            s.setValue("seats/north/kind", "grandmaster");
            s.setValue("play/hints", true);
            s.setValue("window/geometry", QByteArray("kept"));  // not a settings key: untouched
        },
        &problems);
    ASSERT_EQ(problems.size(), 2);
    QFile original(ini.path());
    ASSERT_TRUE(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();
    QString aside;
    {
        auto store = ini.open();
        aside = set_aside_bad_settings(got, *store);
    }
    ASSERT_FALSE(aside.isEmpty());
    EXPECT_TRUE(QFileInfo(aside).fileName().startsWith(QStringLiteral("haolao.ini.corrupt-")))
        << aside.toStdString();
    QFile copy(aside);
    ASSERT_TRUE(copy.open(QIODevice::ReadOnly));
    EXPECT_EQ(copy.readAll(), before);
    // Read again: nothing to say, the same settings, the good value and the other key kept.
    QStringList again;
    auto store = ini.open();
    EXPECT_EQ(load_settings(*store, &again), got);
    EXPECT_TRUE(again.isEmpty()) << again.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(got.play.hints);
    EXPECT_EQ(store->value("window/geometry").toByteArray(), QByteArray("kept"));
    EXPECT_EQ(store->value("sound/volume").toInt(), 80);
}

TEST(SettingsProblems, TheNoticeNamesEachKeyAndWhereTheFileIsKept) {
    QStringList problems;
    for (int i = 0; i < 10; ++i)
        problems << QStringLiteral(
                        "sound/volume = \"%1\" is outside 0-100; using the default \"80\"")
                        .arg(200 + i);
    for (const bool chinese : {false, true}) {
        if (chinese)
            apply_language(Language::Chinese);
        else
            clear_language();
        QMessageBox* box = settings_problems_box(nullptr, problems.mid(0, 2),
                                                 QStringLiteral("/tmp/x/Haolao.conf.corrupt-1"));
        EXPECT_EQ(box->text(), chinese ? QStringLiteral("部分设置无法使用，已恢复为默认值。")
                                       : QStringLiteral("Some settings could not be used and are "
                                                        "back to their defaults."));
        const QString info = box->informativeText();
        EXPECT_TRUE(info.startsWith(problems[0] + QLatin1Char('\n') + problems[1]))
            << info.toStdString();
        EXPECT_TRUE(info.endsWith(chinese ? QStringLiteral("原来的文件另存为 %1。")
                                                .arg(QDir::toNativeSeparators(
                                                    QStringLiteral("/tmp/x/Haolao.conf.corrupt-1")))
                                          : QStringLiteral("The file as it was is kept as %1.")
                                                .arg(QDir::toNativeSeparators(QStringLiteral(
                                                    "/tmp/x/Haolao.conf.corrupt-1")))))
            << info.toStdString();
        delete box;
        // Ten: eight shown and the count of the rest; no copy: when they go.
        box = settings_problems_box(nullptr, problems, QString());
        const QString many = box->informativeText();
        EXPECT_TRUE(many.contains(problems[7])) << many.toStdString();
        EXPECT_FALSE(many.contains(problems[8])) << many.toStdString();
        EXPECT_TRUE(many.contains(chinese ? QStringLiteral("……另有 2 项。")
                                          : QStringLiteral("…and 2 more.")))
            << many.toStdString();
        EXPECT_TRUE(many.endsWith(
            chinese ? QStringLiteral("下次更改设置时会替换它们。")
                    : QStringLiteral("They are replaced the next time you change the settings.")))
            << many.toStdString();
        delete box;
    }
    clear_language();
}

// The notice's lines are sentences of the UI language around the file's keys and values; the
// log stays English (what a bug report quotes). They were English in the Chinese notice.
TEST(SettingsProblems, TheNoticeLinesAreInTheUILanguageAndTheLogInEnglish) {
    Ini ini;
    const auto write = [](QSettings& s) {
        s.setValue("play/speed", "warp");
        s.setValue("sound/volume", "%2");  // a value that looks like a placeholder stays as it is
        s.setValue("display/language", "zh_CN");
    };
    {
        auto store = ini.open();
        write(*store);
    }
    {
        auto store = ini.open();
        EXPECT_EQ(stored_language(*store), Language::Chinese);
    }
    apply_language(Language::Chinese);
    Warnings w;
    Warnings::clear();
    QStringList problems;
    const Settings got = load_with(ini, write, &problems);
    clear_language();
    EXPECT_EQ(got.display.language, Language::Chinese);
    EXPECT_EQ(
        problems,
        (QStringList{QStringLiteral(
                         "play/speed = \"warp\" 不是 slow, normal, fast 之一；改用默认值“normal”"),
                     QStringLiteral("sound/volume = \"%2\" 不是整数；改用默认值“80”")}));
    ASSERT_EQ(Warnings::list().size(), 2u);
    EXPECT_EQ(Warnings::list()[0],
              QStringLiteral("settings: play/speed = \"warp\" is not one of slow, normal, fast; "
                             "using the default \"normal\""));
    EXPECT_EQ(Warnings::list()[1],
              QStringLiteral("settings: sound/volume = \"%2\" is not a whole number; using the "
                             "default \"80\""));
}

// The language is read before the rest (so the notice can be in it) the way load_settings reads
// it: a bad value is the default.
TEST(SettingsProblems, TheStoredLanguageIsReadAsLoadSettingsReadsIt) {
    const std::pair<QVariant, Language> rows[] = {
        {QVariant(), Language::System},
        {QStringLiteral("en"), Language::English},
        {QStringLiteral("zh_CN"), Language::Chinese},
        {QStringLiteral("system"), Language::System},
        {QStringLiteral("klingon"), Language::System},
        {QStringLiteral("ZH_CN"), Language::System},
        {QStringList{QStringLiteral("en"), QStringLiteral("zh_CN")}, Language::System},
    };
    for (const auto& [value, want] : rows) {
        Ini ini;
        const auto write = [&value](QSettings& s) {
            if (value.isValid()) s.setValue("display/language", value);
        };
        const Settings loaded = load_with(ini, write);
        auto store = ini.open();
        EXPECT_EQ(stored_language(*store), want) << value.toString().toStdString();
        EXPECT_EQ(loaded.display.language, want) << value.toString().toStdString();
    }
}

// A pot's rules are named by the saved set with exactly its values; the preset's own values by the
// preset; values no saved set has are marked. One row per case.
struct TitleRow {
    const char* name;
    const char* preset;
    int haolao;       // the pot's haolao value (-1: the preset's)
    int super_seven;  // the pot's super_seven_pairs_per_four (-1: the preset's)
    bool chinese;
    const char* want;
};

class RulesTitle : public ::testing::TestWithParam<TitleRow> {};

TEST_P(RulesTitle, NamesThePotsRules) {
    const TitleRow& row = GetParam();
    const Ruleset& preset = *find_ruleset(row.preset);
    // The player's sets: an unedited copy of Hefei Classic, then two edited ones.
    std::vector<CustomRuleset> custom;
    custom.push_back(make_custom(*find_ruleset("hefei-classic"), QStringLiteral("Plain copy")));
    CustomRuleset mine = make_custom(*find_ruleset("hefei-classic"), QStringLiteral("My rules"));
    mine.values[static_cast<int>(Item::Haolao)] = 20;
    custom.push_back(mine);
    CustomRuleset ting = make_custom(*find_ruleset("hefei-ting"), QStringLiteral("周末"));
    ting.values[static_cast<int>(Item::Haolao)] = 20;
    custom.push_back(ting);
    Ruleset r = preset;
    if (row.haolao >= 0) r.values[static_cast<int>(Item::Haolao)] = row.haolao;
    if (row.super_seven >= 0) r.super_seven_pairs_per_four = row.super_seven;
    if (row.chinese) apply_language(Language::Chinese);
    EXPECT_EQ(rules_title(r, custom).toStdString(), row.want);
    clear_language();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, RulesTitle,
    ::testing::Values(
        TitleRow{"ThePresetsValues", "hefei-classic", -1, -1, false, "Hefei Classic"},
        TitleRow{"ASavedSetsValues", "hefei-classic", 20, -1, false, "My rules"},
        TitleRow{"ASavedSetOnAnotherPreset", "hefei-ting", 20, -1, false, "周末"},
        TitleRow{"ValuesNoSetHas", "hefei-classic", 21, -1, false, "Hefei Classic (own values)"},
        TitleRow{"AnExtraValueDiffers", "hefei-classic", 20, 7, false,
                 "Hefei Classic (own values)"},
        TitleRow{"ValuesNoSetHasZh", "hefei-classic", 21, -1, true, "合肥经典（自定分值）"},
        TitleRow{"AnotherPreset", "handan", -1, -1, false, "Handan"}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(Settings, GarbageFileDoesNotCrash) {
    Ini ini;
    {
        QFile f(ini.path());
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(
            "[sound]\nvolume=250\n[[[broken\n\x01\x02=\xff\xfe\n=\n[play]\nhints\n"
            "turn_timer=15\n");
    }
    Warnings w;
    Warnings::clear();
    auto store = ini.open();
    const Settings got = load_settings(*store);
    EXPECT_EQ(got.sound.volume, 80);
    EXPECT_GE(Warnings::list().size(), 1u);
}

TEST(Settings, ChosenRulesetSwitchesDefaultToItsPreset) {
    Ini ini;
    const Settings got =
        load_with(ini, [](QSettings& s) { s.setValue("rules/ruleset", "hefei-ting"); });
    const Ruleset& ting = *find_ruleset("hefei-ting");
    EXPECT_EQ(got.rules.first_dealer, ting.first_dealer);
    EXPECT_EQ(got.rules.wall_layout, ting.wall_layout);
    EXPECT_EQ(got.rules.declare_ready_required, ting.declare_ready_required);
    EXPECT_EQ(got.rules.missed_win_lock, ting.missed_win_lock);
}

// ---------------------------------------------------------------- custom rule sets

TEST(Settings, CorruptCustomRulesets) {
    Ini ini;
    Warnings w;
    Warnings::clear();
    const Settings got = load_with(ini, [](QSettings& s) {
        s.beginWriteArray("custom_rulesets", 5);
        s.setArrayIndex(0);  // kept; one bad value
        s.setValue("name", "Good");
        s.setValue("base", "hefei-bianfeng");
        s.setValue("values/zhi", 5000);
        s.setValue("values/pure", 44);
        s.setArrayIndex(1);  // dropped: unknown base
        s.setValue("name", "Orphan");
        s.setValue("base", "hefei-moon");
        s.setArrayIndex(2);  // dropped: duplicate name
        s.setValue("name", "Good");
        s.setValue("base", "hefei-classic");
        s.setArrayIndex(3);  // dropped: a preset's id
        s.setValue("name", "hefei-ting");
        s.setValue("base", "hefei-classic");
        s.setArrayIndex(4);  // dropped: no name
        s.setValue("base", "hefei-classic");
        s.endArray();
        s.setValue("rules/ruleset", "Orphan");  // so this one is unknown too
    });
    ASSERT_EQ(got.rules.custom.size(), 1u);
    const CustomRuleset& c = got.rules.custom[0];
    const Ruleset& bf = *find_ruleset("hefei-bianfeng");
    EXPECT_EQ(c.name, QStringLiteral("Good"));
    EXPECT_EQ(c.values[static_cast<int>(Item::Zhi)], bf.value(Item::Zhi));
    EXPECT_EQ(c.values[static_cast<int>(Item::Pure)], 44);
    EXPECT_EQ(got.rules.ruleset, QStringLiteral("hefei-classic"));
    EXPECT_EQ(Warnings::list().size(), 6u);
    for (const QString& m : Warnings::list())
        EXPECT_TRUE(m.contains("settings: ")) << m.toStdString();
}

TEST(Settings, CustomNames) {
    const Settings s = with_custom();
    EXPECT_FALSE(custom_name_problem(s.rules, "").isEmpty());
    EXPECT_FALSE(custom_name_problem(s.rules, "   ").isEmpty());
    EXPECT_FALSE(custom_name_problem(s.rules, "hefei-classic").isEmpty());
    EXPECT_FALSE(custom_name_problem(s.rules, "Plain").isEmpty());
    EXPECT_FALSE(custom_name_problem(s.rules, QString(33, 'a')).isEmpty());
    EXPECT_TRUE(custom_name_problem(s.rules, "Plain 2").isEmpty());
}

TEST(Settings, RestoreDefaultsKeepsCustomRulesets) {
    Settings s = with_custom();
    s.seats[1].kind = "human";
    s.play.turn_timer = 30;
    s.display.fullscreen = true;
    s.sound.volume = 5;
    const auto custom = s.rules.custom;
    s.restore_defaults();
    Settings want;
    want.rules.custom = custom;
    EXPECT_EQ(s, want);
}

// ---------------------------------------------------------------- the engine Ruleset

class BuildRuleset : public ::testing::TestWithParam<std::string> {};

TEST_P(BuildRuleset, IsThePresetWithItsOwnSwitches) {
    const Ruleset& preset = *find_ruleset(GetParam());
    RuleSettings r;
    r.ruleset = QString::fromStdString(preset.id);
    apply_preset_switches(r, preset);
    expect_same(build_ruleset(r), preset);
}

TEST_P(BuildRuleset, IsThePresetPlusOverrides) {
    const Ruleset& preset = *find_ruleset(GetParam());
    RuleSettings r;
    r.ruleset = QString::fromStdString(preset.id);
    apply_preset_switches(r, preset);
    Ruleset want = preset;
    r.first_dealer = want.first_dealer =
        preset.first_dealer == FirstDealer::Random ? FirstDealer::East : FirstDealer::Random;
    const auto walls = wall_layouts_for(preset);
    r.wall_layout = want.wall_layout =
        walls.back() == preset.wall_layout ? walls.front() : walls.back();
    r.declare_ready_required = want.declare_ready_required = !preset.declare_ready_required;
    r.missed_win_lock = want.missed_win_lock = !preset.missed_win_lock;
    r.pot_length = want.pot_length = PotLength::Hands;
    r.pot_hands = want.pot_hands = 7;
    r.pot_rounds = want.pot_rounds = 2;
    expect_same(build_ruleset(r), want);
}

TEST_P(BuildRuleset, CustomCopyTakesItsValues) {
    const Ruleset& preset = *find_ruleset(GetParam());
    RuleSettings r;
    CustomRuleset c = make_custom(preset, "Mine");
    c.values[static_cast<int>(Item::Base)] = 77;
    c.values[static_cast<int>(Item::Kong)] = 9;
    c.huo_exposed = 13;
    r.custom.push_back(c);
    r.ruleset = "Mine";
    apply_preset_switches(r, preset);
    Ruleset want = preset;
    want.values[static_cast<int>(Item::Base)] = 77;
    want.values[static_cast<int>(Item::Kong)] = 9;
    want.huo_exposed = 13;
    expect_same(build_ruleset(r), want);  // the preset's id and formula, the copy's values
}

INSTANTIATE_TEST_SUITE_P(Presets, BuildRuleset, ::testing::ValuesIn([] {
                             std::vector<std::string> ids;
                             for (const Ruleset& r : presets()) ids.push_back(r.id);
                             return ids;
                         }()),
                         [](const auto& info) {
                             std::string n = info.param;
                             for (char& ch : n)
                                 if (ch == '-') ch = '_';
                             return n;
                         });

TEST(Settings, BuildRulesetIgnoresAWallThatDoesNotFit) {
    RuleSettings r;
    r.wall_layout = WallLayout::Seventeen;  // Handan's, on a Hefei preset
    EXPECT_EQ(build_ruleset(r).wall_layout, find_ruleset("hefei-classic")->wall_layout);
    r.ruleset = "no such rule set";
    EXPECT_EQ(build_ruleset(r).id, "hefei-classic");
}

// ---------------------------------------------------------------- the dialog

template <class W>
W* child(SettingsDialog& d, const char* name) {
    W* w = d.findChild<W*>(QString::fromLatin1(name));
    if (!w) ADD_FAILURE() << "no widget " << name;
    return w;
}

void choose(SettingsDialog& d, const char* combo, const QVariant& data) {
    auto* box = child<QComboBox>(d, combo);
    ASSERT_NE(box, nullptr);
    const int i = box->findData(data);
    ASSERT_GE(i, 0) << combo;
    box->setCurrentIndex(i);
}

Settings everything_changed() {
    Settings s = with_custom();
    s.rules.first_dealer = FirstDealer::East;
    s.rules.dealer_passes_to = DealerPasses::Previous;
    s.rules.missed_win_lock = true;
    s.rules.pot_length = PotLength::Hands;
    s.rules.pot_hands = 12;
    s.seats = {SeatSetting{"hard", "甲"}, SeatSetting{"human", "乙"}, SeatSetting{"easy", ""},
               SeatSetting{"human", "丁"}};
    s.play = {true, Speed::Fast, false, false, 30, 7};
    s.display = {TileTheme::HighContrast, true, TableColour::Wood, Language::English, true};
    s.sound = {12, false, false, true};
    return s;
}

TEST(SettingsDialog, WidgetsShowAndGiveBackTheSettings) {
    for (const Settings& s : {Settings{}, everything_changed(), with_custom()}) {
        SettingsDialog d(s);
        EXPECT_EQ(d.settings(), s);
    }
}

struct WidgetRow {
    const char* name;
    std::function<void(SettingsDialog&)> set;
    std::function<bool(const Settings&)> check;
};

void PrintTo(const WidgetRow& r, std::ostream* os) {
    *os << r.name;
}

class SettingsDialogWidget : public ::testing::TestWithParam<WidgetRow> {};

TEST_P(SettingsDialogWidget, AcceptStoresTheValue) {
    const Settings start;
    ASSERT_FALSE(GetParam().check(start)) << "the row must change something";
    SettingsDialog d(start);
    GetParam().set(d);
    Settings accepted;
    int count = 0;
    QObject::connect(&d, &SettingsDialog::settingsAccepted, [&](const Settings& s) {
        accepted = s;
        ++count;
    });
    auto* buttons = child<QDialogButtonBox>(d, "buttons");
    ASSERT_NE(buttons, nullptr);
    buttons->button(QDialogButtonBox::Ok)->click();
    ASSERT_EQ(count, 1);
    EXPECT_EQ(d.result(), QDialog::Accepted);
    EXPECT_TRUE(GetParam().check(accepted));
}

const WidgetRow kWidgetRows[] = {
    {"ruleset_ting", [](SettingsDialog& d) { choose(d, "ruleset", "hefei-ting"); },
     [](const Settings& s) {
         // The preset's switches come with it.
         const Ruleset& t = *find_ruleset("hefei-ting");
         return s.rules.ruleset == "hefei-ting" && s.rules.first_dealer == t.first_dealer &&
                s.rules.wall_layout == t.wall_layout &&
                s.rules.declare_ready_required == t.declare_ready_required &&
                s.rules.missed_win_lock == t.missed_win_lock;
     }},
    {"first_dealer", [](SettingsDialog& d) { choose(d, "first_dealer", int(FirstDealer::Random)); },
     [](const Settings& s) { return s.rules.first_dealer == FirstDealer::Random; }},
    {"dealer_passes_to",
     [](SettingsDialog& d) { choose(d, "dealer_passes_to", int(DealerPasses::Previous)); },
     [](const Settings& s) {
         return s.rules.dealer_passes_to == DealerPasses::Previous &&
                build_ruleset(s.rules).dealer_passes_to == DealerPasses::Previous;
     }},
    {"ruleset_handan", [](SettingsDialog& d) { choose(d, "ruleset", "handan"); },
     [](const Settings& s) {
         // Handan's dealership goes to the 上家 with its preset (RULES.md §3).
         return s.rules.ruleset == "handan" && s.rules.dealer_passes_to == DealerPasses::Previous &&
                build_ruleset(s.rules).dealer_passes_to == DealerPasses::Previous;
     }},
    {"wall", [](SettingsDialog& d) { choose(d, "wall_layout", int(WallLayout::ElevenTen)); },
     [](const Settings& s) { return s.rules.wall_layout == WallLayout::ElevenTen; }},
    {"declare", [](SettingsDialog& d) { child<QCheckBox>(d, "declare_ready")->setChecked(true); },
     [](const Settings& s) { return s.rules.declare_ready_required; }},
    {"lock", [](SettingsDialog& d) { child<QCheckBox>(d, "missed_win_lock")->setChecked(false); },
     [](const Settings& s) { return !s.rules.missed_win_lock; }},
    {"pot_rounds", [](SettingsDialog& d) { child<QSpinBox>(d, "pot_count")->setValue(1); },
     [](const Settings& s) {
         return s.rules.pot_length == PotLength::Rounds && s.rules.pot_rounds == 1;
     }},
    {"pot_hands",
     [](SettingsDialog& d) {
         choose(d, "pot_length", int(PotLength::Hands));
         child<QSpinBox>(d, "pot_count")->setValue(9);
     },
     [](const Settings& s) {
         return s.rules.pot_length == PotLength::Hands && s.rules.pot_hands == 9 &&
                s.rules.pot_rounds == 4;
     }},
    // Changing the unit keeps the number typed (it was the stored 16 hands, silently).
    {"pot_one_round_then_hands",
     [](SettingsDialog& d) {
         child<QSpinBox>(d, "pot_count")->setValue(1);
         choose(d, "pot_length", int(PotLength::Hands));
     },
     [](const Settings& s) {
         return s.rules.pot_length == PotLength::Hands && s.rules.pot_hands == 1 &&
                s.rules.pot_rounds == 4;
     }},
    {"pot_hands_then_rounds_clamped",
     [](SettingsDialog& d) {
         choose(d, "pot_length", int(PotLength::Hands));
         child<QSpinBox>(d, "pot_count")->setValue(40);
         choose(d, "pot_length", int(PotLength::Rounds));
         // Said, not silent.
         auto* note = child<QLabel>(d, "pot_length_note");
         EXPECT_FALSE(note->isHidden());
         EXPECT_TRUE(note->text().contains(QStringLiteral("40"))) << note->text().toStdString();
     },
     [](const Settings& s) {
         return s.rules.pot_length == PotLength::Rounds && s.rules.pot_rounds == kMaxRounds &&
                s.rules.pot_hands == 16;
     }},
    {"watch_pause", [](SettingsDialog& d) { child<QSpinBox>(d, "watch_pause")->setValue(0); },
     [](const Settings& s) { return s.play.watch_pause == 0; }},
    {"seat_kind", [](SettingsDialog& d) { choose(d, "seat_kind_2", "hard"); },
     [](const Settings& s) { return s.seats[2].kind == "hard"; }},
    {"seat_human", [](SettingsDialog& d) { choose(d, "seat_kind_1", "human"); },
     [](const Settings& s) { return s.seats[1].human() && human_seats(s) == 2; }},
    {"seat_name", [](SettingsDialog& d) { child<QLineEdit>(d, "seat_name_3")->setText(" 老王 "); },
     [](const Settings& s) { return s.seats[3].name == QStringLiteral("老王"); }},
    {"hints", [](SettingsDialog& d) { child<QCheckBox>(d, "hints")->setChecked(true); },
     [](const Settings& s) { return s.play.hints; }},
    {"speed", [](SettingsDialog& d) { choose(d, "speed", int(Speed::Slow)); },
     [](const Settings& s) { return s.play.speed == Speed::Slow; }},
    {"confirm",
     [](SettingsDialog& d) { child<QCheckBox>(d, "confirm_pass_win")->setChecked(false); },
     [](const Settings& s) { return !s.play.confirm_pass_win; }},
    {"auto_sort", [](SettingsDialog& d) { child<QCheckBox>(d, "auto_sort")->setChecked(false); },
     [](const Settings& s) { return !s.play.auto_sort; }},
    {"timer", [](SettingsDialog& d) { choose(d, "turn_timer", 15); },
     [](const Settings& s) { return s.play.turn_timer == 15; }},
    {"theme", [](SettingsDialog& d) { choose(d, "theme", int(TileTheme::HighContrast)); },
     [](const Settings& s) { return s.display.theme == TileTheme::HighContrast; }},
    {"corner", [](SettingsDialog& d) { child<QCheckBox>(d, "corner_index")->setChecked(true); },
     [](const Settings& s) { return s.display.corner_index; }},
    {"table", [](SettingsDialog& d) { choose(d, "table_colour", int(TableColour::Slate)); },
     [](const Settings& s) { return s.display.table == TableColour::Slate; }},
    {"language", [](SettingsDialog& d) { choose(d, "language", int(Language::Chinese)); },
     [](const Settings& s) { return s.display.language == Language::Chinese; }},
    {"fullscreen", [](SettingsDialog& d) { child<QCheckBox>(d, "fullscreen")->setChecked(true); },
     [](const Settings& s) { return s.display.fullscreen; }},
    {"volume", [](SettingsDialog& d) { child<QSlider>(d, "volume")->setValue(33); },
     [](const Settings& s) { return s.sound.volume == 33; }},
    {"effects", [](SettingsDialog& d) { child<QCheckBox>(d, "effects")->setChecked(false); },
     [](const Settings& s) { return !s.sound.effects; }},
    {"voice", [](SettingsDialog& d) { child<QCheckBox>(d, "voice")->setChecked(false); },
     [](const Settings& s) { return !s.sound.voice; }},
    {"music", [](SettingsDialog& d) { child<QCheckBox>(d, "music")->setChecked(true); },
     [](const Settings& s) { return s.sound.music; }},
};

INSTANTIATE_TEST_SUITE_P(Rows, SettingsDialogWidget, ::testing::ValuesIn(kWidgetRows),
                         [](const auto& info) { return std::string(info.param.name); });

// With no audio output device the Sound page says so, in the UI language, also after the
// language changes while the dialog is open; with one it says nothing.
TEST(SettingsDialog, TheSoundPageSaysWhenThereIsNoAudioDevice) {
    SettingsDialog d(Settings{});
    d.show();
    auto* tabs = d.findChild<QTabWidget*>(QStringLiteral("tabs"));
    ASSERT_NE(tabs, nullptr);
    tabs->setCurrentIndex(tabs->count() - 1);  // Sound
    auto* label = d.findChild<QLabel*>(QStringLiteral("no_audio_device"));
    ASSERT_NE(label, nullptr);
    EXPECT_FALSE(label->isVisibleTo(&d));
    d.set_no_audio_device(true);
    EXPECT_TRUE(label->isVisibleTo(&d));
    EXPECT_TRUE(label->text().startsWith(QStringLiteral("No audio output device was found")))
        << label->text().toStdString();
    apply_language(Language::Chinese);
    // (The pages are built again in the new language; their labels show once the event loop ran.)
    EXPECT_TRUE(haolao::ui::testing::wait_until([&] {
        label = d.findChild<QLabel*>(QStringLiteral("no_audio_device"));
        return label && label->text().startsWith(QStringLiteral("未找到音频输出设备")) &&
               label->isVisibleTo(&d);
    })) << (label ? label->text().toStdString() : std::string("no label"));
    clear_language();
    QCoreApplication::processEvents();
    d.set_no_audio_device(false);
    label = d.findChild<QLabel*>(QStringLiteral("no_audio_device"));
    ASSERT_NE(label, nullptr);
    EXPECT_FALSE(label->isVisibleTo(&d));
    // The pages the language changes replaced go now, not with the process: LeakSanitizer saw
    // their fonts' fontconfig patterns still held at exit.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

TEST(SettingsDialog, CancelGivesNothingAndTakesBackThePreview) {
    const Settings start;
    SettingsDialog d(start);
    std::vector<int> volumes;
    std::vector<TableColour> tables;
    QObject::connect(&d, &SettingsDialog::soundChanged,
                     [&](const SoundSettings& s) { volumes.push_back(s.volume); });
    QObject::connect(&d, &SettingsDialog::displayChanged,
                     [&](const DisplaySettings& s) { tables.push_back(s.table); });
    bool accepted = false;
    QObject::connect(&d, &SettingsDialog::settingsAccepted, [&] { accepted = true; });
    child<QSlider>(d, "volume")->setValue(20);
    choose(d, "table_colour", int(TableColour::Red));
    ASSERT_FALSE(volumes.empty());
    EXPECT_EQ(volumes.back(), 20);  // applied at once
    EXPECT_EQ(tables.back(), TableColour::Red);
    child<QDialogButtonBox>(d, "buttons")->button(QDialogButtonBox::Cancel)->click();
    EXPECT_FALSE(accepted);
    EXPECT_EQ(d.result(), QDialog::Rejected);
    EXPECT_EQ(volumes.back(), start.sound.volume);  // taken back
    EXPECT_EQ(tables.back(), start.display.table);
}

TEST(SettingsDialog, RestoreDefaultsButton) {
    const Settings s = everything_changed();
    SettingsDialog d(s);
    child<QDialogButtonBox>(d, "buttons")->button(QDialogButtonBox::RestoreDefaults)->click();
    Settings want;
    want.rules.custom = s.rules.custom;
    EXPECT_EQ(d.settings(), want);
}

TEST(SettingsDialog, PresetScoringIsAReadOnlyTable) {
    for (const Ruleset& preset : presets()) {
        Settings s;
        s.rules.ruleset = QString::fromStdString(preset.id);
        SettingsDialog d(s);
        auto* table = child<QTableWidget>(d, "scoring");
        ASSERT_NE(table, nullptr);
        int scored = 0;
        for (int v : preset.values) scored += v != 0;
        for (int k = 0; k < kNumExtras; ++k) scored += extra_value(preset, Extra(k)) != 0;
        ASSERT_EQ(table->rowCount(), scored) << preset.id;
        for (int row = 0; row < table->rowCount(); ++row) {
            EXPECT_FALSE(table->item(row, 1)->flags() & Qt::ItemIsEditable);
            const int code = table->item(row, 0)->data(Qt::UserRole).toInt();
            if (code < kNumItems) {
                EXPECT_EQ(table->item(row, 1)->data(Qt::EditRole).toInt(), preset.values[code]);
                EXPECT_EQ(table->item(row, 0)->text(), SettingsDialog::item_label(Item(code)));
            }
        }
        EXPECT_FALSE(child<QPushButton>(d, "custom_delete")->isEnabled());
        const QString desc = child<QLabel>(d, "description")->text();
        EXPECT_GT(desc.size(), 100) << preset.id;
    }
    EXPECT_EQ(SettingsDialog::item_label(Item::Zhi),
              QStringLiteral("支 Zhi (tiles over 8 in a suit)"));
    EXPECT_EQ(SettingsDialog::item_label(Item::TwoFiveEight),
              QStringLiteral("258 (7+ tiles of ranks 2, 5, 8)"));
    for (int k = 0; k < kNumItems; ++k) {
        EXPECT_FALSE(SettingsDialog::item_label(Item(k)).isEmpty());
        EXPECT_FALSE(SettingsDialog::item_label(Item(k)).contains(QLatin1Char('%'))) << k;
    }
}

TEST(SettingsDialog, CustomCopyIsEditableAndSaved) {
    SettingsDialog d{Settings{}};
    choose(d, "ruleset", "hefei-bianfeng");
    EXPECT_FALSE(d.make_custom_copy("hefei-ting").isEmpty());
    EXPECT_FALSE(d.make_custom_copy("  ").isEmpty());
    ASSERT_EQ(d.make_custom_copy("Club rules"), QString());
    EXPECT_FALSE(d.make_custom_copy("Club rules").isEmpty());  // taken now
    EXPECT_EQ(child<QComboBox>(d, "ruleset")->currentData().toString(),
              QStringLiteral("Club rules"));
    EXPECT_TRUE(child<QPushButton>(d, "custom_delete")->isEnabled());

    auto* table = child<QTableWidget>(d, "scoring");
    int zhi_row = -1;
    int pure_row = -1;
    for (int row = 0; row < table->rowCount(); ++row) {
        const int code = table->item(row, 0)->data(Qt::UserRole).toInt();
        if (code == int(Item::Zhi)) zhi_row = row;
        if (code == int(Item::Pure)) pure_row = row;
    }
    ASSERT_GE(zhi_row, 0);
    ASSERT_GE(pure_row, 0);
    EXPECT_TRUE(table->item(zhi_row, 1)->flags() & Qt::ItemIsEditable);
    table->item(zhi_row, 1)->setData(Qt::EditRole, 3);
    table->item(pure_row, 1)->setData(Qt::EditRole, 5000);  // clamped
    EXPECT_EQ(table->item(pure_row, 1)->data(Qt::EditRole).toInt(), kMaxValue);

    const Settings s = d.settings();
    ASSERT_EQ(s.rules.custom.size(), 1u);
    EXPECT_EQ(s.rules.ruleset, QStringLiteral("Club rules"));
    EXPECT_EQ(s.rules.custom[0].base, "hefei-bianfeng");
    const Ruleset built = build_ruleset(s.rules);
    EXPECT_EQ(built.id, "hefei-bianfeng");
    EXPECT_EQ(built.value(Item::Zhi), 3);
    EXPECT_EQ(built.value(Item::Pure), kMaxValue);
    EXPECT_EQ(built.value(Item::Kong), find_ruleset("hefei-bianfeng")->value(Item::Kong));

    Ini ini;
    EXPECT_EQ(save_and_load(s, ini), s);

    // A copy of the copy keeps its values; deleting goes back to the base preset.
    ASSERT_EQ(d.make_custom_copy("Club rules 2"), QString());
    EXPECT_EQ(build_ruleset(d.settings().rules).value(Item::Zhi), 3);
    child<QPushButton>(d, "custom_delete")->click();
    EXPECT_EQ(d.settings().rules.ruleset, QStringLiteral("hefei-bianfeng"));
    EXPECT_EQ(d.settings().rules.custom.size(), 1u);
}

// ---- The table against the rules (the engine's validate_table) --------------------------------

struct RulesProblemRow {
    const char* name;
    std::function<void(RuleSettings&)> change;
    const char* problem;  // a part of it; "" when the rules are sound
};
std::ostream& operator<<(std::ostream& os, const RulesProblemRow& row) {
    return os << row.name;
}

class RulesProblem : public ::testing::TestWithParam<RulesProblemRow> {};

TEST_P(RulesProblem, IsTheEnginesFirstProblem) {
    RuleSettings r;
    GetParam().change(r);
    const QString problem = rules_problem(r);
    if (std::string(GetParam().problem).empty())
        EXPECT_TRUE(problem.isEmpty()) << problem.toStdString();
    else
        EXPECT_TRUE(problem.contains(QString::fromUtf8(GetParam().problem)))
            << problem.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, RulesProblem,
    ::testing::Values(
        RulesProblemRow{"Defaults", [](RuleSettings&) {}, ""},
        RulesProblemRow{"LongestPots",
                        [](RuleSettings& r) {
                            r.pot_rounds = kMaxRounds;
                            r.pot_hands = kMaxHands;
                        },
                        ""},
        RulesProblemRow{"TooManyRounds", [](RuleSettings& r) { r.pot_rounds = kMaxRounds + 1; },
                        "pot_rounds is 17; it must be 1 to 16"},
        RulesProblemRow{"TooManyHands", [](RuleSettings& r) { r.pot_hands = kMaxHands + 1; },
                        "pot_hands is 1000; it must be 1 to 999"},
        RulesProblemRow{"HandanWallOnHefei",
                        [](RuleSettings& r) { r.wall_layout = WallLayout::Seventeen; },
                        "the wall layout does not hold"},
        RulesProblemRow{"CustomValueTooLarge",
                        [](RuleSettings& r) {
                            CustomRuleset c = make_custom(*find_ruleset("hefei-ting"), "Wild");
                            c.values[int(Item::Haolao)] = kMaxValue + 1;
                            r.custom = {c};
                            r.ruleset = QStringLiteral("Wild");
                        },
                        "values.haolao is 1001"},
        RulesProblemRow{"UnknownRuleset",
                        [](RuleSettings& r) { r.ruleset = QStringLiteral("nowhere"); },
                        "\"nowhere\" is neither a preset nor a saved rule set"}),
    [](const auto& info) { return std::string(info.param.name); });

// Settings handed to the dialog by code (not loaded) may hold what no widget can produce: the
// dialog names the problem and refuses OK until it is fixed.
TEST(SettingsDialog, RulesTheEngineCannotPlayDisableOk) {
    Settings s;
    CustomRuleset c = make_custom(*find_ruleset("hefei-classic"), "Wild");
    c.values[int(Item::Pure)] = 5000;
    s.rules.custom = {c};
    s.rules.ruleset = QStringLiteral("Wild");
    SettingsDialog d{s};
    auto* ok = child<QDialogButtonBox>(d, "buttons")->button(QDialogButtonBox::Ok);
    auto* problem = child<QLabel>(d, "table_problem");
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_FALSE(problem->isHidden());
    EXPECT_TRUE(problem->text().contains(QStringLiteral("values.pure is 5000")))
        << problem->text().toStdString();

    auto* table = child<QTableWidget>(d, "scoring");
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->data(Qt::UserRole).toInt() == int(Item::Pure))
            table->item(row, 1)->setData(Qt::EditRole, 50);
    EXPECT_TRUE(ok->isEnabled());
    EXPECT_TRUE(problem->isHidden());

    // The same check on the defaults: nothing to say.
    SettingsDialog fine{Settings{}};
    EXPECT_TRUE(
        child<QDialogButtonBox>(fine, "buttons")->button(QDialogButtonBox::Ok)->isEnabled());
    EXPECT_TRUE(child<QLabel>(fine, "table_problem")->isHidden());
}

TEST(SettingsDialog, EveryPresetHasADescription) {
    QStringList seen;
    for (const Ruleset& r : presets()) {
        const QString d = SettingsDialog::preset_description(r);
        EXPECT_GT(d.size(), 100) << r.id;
        EXPECT_FALSE(seen.contains(d));
        seen << d;
    }
}

// The description's numbers are the Ruleset's: change a value, the text follows.
struct DescriptionRow {
    const char* preset;
    const char* before;  // in the preset's description
    void (*change)(Ruleset&);
    const char* after;  // in the changed rule set's description instead
};

void PrintTo(const DescriptionRow& r, std::ostream* os) {
    *os << r.preset << ": " << r.after;
}

class SettingsDescription : public ::testing::TestWithParam<DescriptionRow> {};

TEST_P(SettingsDescription, NumbersComeFromTheRuleset) {
    const DescriptionRow& row = GetParam();
    Ruleset r = ruleset_by_id(row.preset);
    const QString before = SettingsDialog::preset_description(r);
    EXPECT_TRUE(before.contains(QString::fromUtf8(row.before))) << before.toStdString();
    row.change(r);
    const QString after = SettingsDialog::preset_description(r);
    EXPECT_TRUE(after.contains(QString::fromUtf8(row.after))) << after.toStdString();
    EXPECT_FALSE(after.contains(QString::fromUtf8(row.before))) << after.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, SettingsDescription,
    ::testing::Values(
        DescriptionRow{"hefei-classic", "a base of 10 plus",
                       [](Ruleset& r) { r.values[int(Item::Base)] = 17; }, "a base of 17 plus"},
        DescriptionRow{"hefei-classic", "a pure suit adds 50",
                       [](Ruleset& r) { r.values[int(Item::Pure)] = 40; }, "a pure suit adds 40"},
        DescriptionRow{"hefei-classic", "total by 6 and an earthly hand by 3",
                       [](Ruleset& r) { r.values[int(Item::Earthly)] = 4; },
                       "total by 6 and an earthly hand by 4"},
        DescriptionRow{"hefei-ting", "The base is 12 (10 in a room without declaring)",
                       [](Ruleset& r) { r.base_without_declaring = 8; },
                       "The base is 12 (8 in a room without declaring)"},
        DescriptionRow{"hefei-bianfeng", "multiplies the score by 2",
                       [](Ruleset& r) { r.values[int(Item::KongBloom)] = 3; },
                       "multiplies the score by 3"},
        DescriptionRow{"hefei-classic", "The last 4 tiles of the wall",
                       [](Ruleset& r) { r.haolao_tiles = 6; }, "The last 6 tiles of the wall"},
        DescriptionRow{"hefei-classic", "Anyone may win on a discard",
                       [](Ruleset& r) { r.declare_ready_required = true; },
                       "you must first declare ready"},
        DescriptionRow{"hefei-ting", "have 11 stacks, the other two 10",
                       [](Ruleset& r) { r.wall_layout = WallLayout::DealerTwelve; },
                       "The dealer's wall has 12 stacks, the others 10"}));

// The dialog shows the description of a custom copy with the copy's own values, at once.
TEST(SettingsDialog, DescriptionFollowsAnEditedValue) {
    SettingsDialog d{Settings{}};
    choose(d, "ruleset", "hefei-classic");
    auto* label = child<QLabel>(d, "description");
    EXPECT_TRUE(label->text().contains(QStringLiteral("a base of 10 plus")));
    ASSERT_EQ(d.make_custom_copy("Base 13"), QString());
    auto* table = child<QTableWidget>(d, "scoring");
    int base_row = -1;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->data(Qt::UserRole).toInt() == int(Item::Base)) base_row = row;
    ASSERT_GE(base_row, 0);
    table->item(base_row, 1)->setData(Qt::EditRole, 13);
    EXPECT_TRUE(label->text().contains(QStringLiteral("a base of 13 plus")))
        << label->text().toStdString();
    EXPECT_FALSE(label->text().contains(QStringLiteral("a base of 10 plus")));
}

// ---------------------------------------------------------------- screenshots

// HAOLAO_SCREENSHOT_DIR=docs/screenshots: saves each page as settings-<page>.png at 1024×640.
TEST(SettingsDialog, Screenshots) {
    const QString dir = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR");
    if (dir.isEmpty()) GTEST_SKIP() << "set HAOLAO_SCREENSHOT_DIR to save the dialog's pages";
    Settings s;
    s.seats[2].kind = "human";
    s.seats[2].name = QStringLiteral("小李");
    SettingsDialog d(s);
    d.resize(1024, 640);
    d.show();
    for (const auto& [page, img] : ui::testing::grab_settings_pages(d)) {
        const QString file = QDir(dir).filePath(QStringLiteral("settings-%1.png").arg(page));
        EXPECT_EQ(img.size(), QSize(1024, 640));
        EXPECT_TRUE(img.save(file)) << file.toStdString();
    }
    d.tabs()->setCurrentIndex(0);
    choose(d, "ruleset", "hefei-ting");
    ASSERT_EQ(d.make_custom_copy(QStringLiteral("Friday club")), QString());
    QCoreApplication::processEvents();
    EXPECT_TRUE(d.grab().toImage().save(QDir(dir).filePath("settings-rules-custom.png")));
}

}  // namespace

namespace haolao::ui {
namespace {

// A fuzzed settings file (fuzz/settings_fuzz.cpp found it): its "@Variant(" value made QSettings
// ask for 44 GB while opening the file. Scrubbed first, the file opens and loads as defaults plus
// its sound keys; the other lines are kept.
TEST(SettingsScrub, DropsSerializedVariantsBeforeQSettingsReadsThem) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("s.conf"));
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(
            "[rules]\npot_rounds=2\n[sound]\n'volume=@Variant(\\0\\0\\00\\volume=)\n"
            "volume=40\n");
    }
    EXPECT_EQ(scrub_settings_file(path), 1);
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray("[rules]\npot_rounds=2\n[sound]\nvolume=40\n"));
    f.close();
    // The original is kept aside, byte for byte.
    const QStringList aside =
        QDir(dir.path()).entryList({QStringLiteral("s.conf.corrupt-*")}, QDir::Files);
    ASSERT_EQ(aside.size(), 1);
    QFile kept(dir.filePath(aside.front()));
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_TRUE(kept.readAll().contains("'volume=@Variant("));
    QSettings store(path, QSettings::IniFormat);
    const Settings s = load_settings(store);
    EXPECT_EQ(s.rules.pot_rounds, 2);
    EXPECT_EQ(s.sound.volume, 40);
    // A clean file is left alone; a missing one is no error.
    EXPECT_EQ(scrub_settings_file(path), 0);
    EXPECT_EQ(scrub_settings_file(dir.filePath(QStringLiteral("none.conf"))), 0);
}

}  // namespace
}  // namespace haolao::ui
