// SPDX-License-Identifier: GPL-3.0-or-later
// The rules help (F1): the page is generated from the Ruleset, so every scored item's value in the
// table is the Ruleset's, custom values and switches show, the worked examples are the engine's
// totals (RULES.md §5), the window follows a language change, and F1 opens one window.
#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QMap>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <ostream>
#include <string>

#include "helpwindow.h"
#include "mainwindow.h"
#include "names.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

// The scoring table's rows: Chinese term → value cell.
QMap<QString, QString> table_rows(const QString& html) {
    QMap<QString, QString> rows;
    static const QRegularExpression re(
        QStringLiteral(R"(<td class="zh">([^<]*)(?:<br>.*?)?</td><td class="v">([^<]*)</td>)"));
    for (auto it = re.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        rows.insert(m.captured(1), m.captured(2));
    }
    return rows;
}

// Whether the item is counted by the preset's formula (豪华七对's multiplier is hefei-ting's).
bool scored(const Ruleset& r, Item i) {
    if (i == Item::LuxurySevenPairs) return r.value(i) > 0 && r.scoring == ScoringModel::HefeiTing;
    return r.value(i) > 0;
}

// Every preset × every item: a scored item's row shows the Ruleset's value; an unscored one has
// no row.
class HelpTableValues : public ::testing::TestWithParam<std::tuple<std::string, int>> {};

TEST_P(HelpTableValues, RowShowsTheRulesetsValue) {
    const Ruleset& r = ruleset_by_id(std::get<0>(GetParam()));
    const Item item = static_cast<Item>(std::get<1>(GetParam()));
    const QMap<QString, QString> rows = table_rows(rules_help_html(r));
    ASSERT_FALSE(rows.isEmpty());
    const QString name = item_chinese(item);
    if (!scored(r, item)) {
        EXPECT_FALSE(rows.contains(name)) << name.toStdString();
        return;
    }
    ASSERT_TRUE(rows.contains(name)) << name.toStdString();
    if (item == Item::LuxurySevenPairs) {
        EXPECT_EQ(rows[name], QStringLiteral("×(1 + n)"));
        return;
    }
    int v = r.value(item);
    if (item == Item::Base && r.scoring == ScoringModel::HefeiTing && !r.declare_ready_required)
        v = r.base_without_declaring;
    const QRegularExpression number(QStringLiteral("(^|[^0-9])%1([^0-9]|$)").arg(v));
    EXPECT_TRUE(number.match(rows[name]).hasMatch())
        << name.toStdString() << ": " << rows[name].toStdString() << ", want " << v;
}

INSTANTIATE_TEST_SUITE_P(Presets, HelpTableValues,
                         ::testing::Combine(::testing::Values("hefei-classic", "hefei-ting",
                                                              "hefei-bianfeng"),
                                            ::testing::Range(0, kNumItems)));

// Hand-checked against RULES.md §2.3-§2.5: the value cell, or "" for an item the preset does not
// score.
struct LiteralRow {
    const char* preset;
    Item item;
    const char* cell;
};

void PrintTo(const LiteralRow& r, std::ostream* os) {
    *os << r.preset << " " << item_id(r.item) << " \"" << r.cell << "\"";
}

class HelpTableLiterals : public ::testing::TestWithParam<LiteralRow> {};

TEST_P(HelpTableLiterals, MatchesRulesMd) {
    const LiteralRow& row = GetParam();
    const QMap<QString, QString> rows = table_rows(rules_help_html(ruleset_by_id(row.preset)));
    const QString name = item_chinese(row.item);
    if (row.cell[0] == '\0') {
        EXPECT_FALSE(rows.contains(name)) << name.toStdString();
    } else {
        EXPECT_EQ(rows.value(name), QString::fromUtf8(row.cell)) << name.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(
    Rows, HelpTableLiterals,
    ::testing::Values(
        LiteralRow{"hefei-classic", Item::Base, "+10"},
        LiteralRow{"hefei-classic", Item::Zhi, "+1"}, LiteralRow{"hefei-classic", Item::Que, "+5"},
        LiteralRow{"hefei-classic", Item::Kong, "+5"},
        LiteralRow{"hefei-classic", Item::Shuangpu, "+5"},
        LiteralRow{"hefei-classic", Item::SuperSevenPairs, "+10"},
        LiteralRow{"hefei-classic", Item::Pure, "+50"},
        LiteralRow{"hefei-classic", Item::Heavenly, "×6"},
        LiteralRow{"hefei-classic", Item::Earthly, "×3"},
        LiteralRow{"hefei-classic", Item::Dealer, "1 × streak"},
        LiteralRow{"hefei-classic", Item::DoubleEight, ""},
        LiteralRow{"hefei-ting", Item::Base, "+12"},
        LiteralRow{"hefei-ting", Item::DoubleEight, "+50"},
        LiteralRow{"hefei-ting", Item::Kong, "+2"}, LiteralRow{"hefei-ting", Item::Huo, "+4"},
        LiteralRow{"hefei-ting", Item::Haolao, "+10"},
        LiteralRow{"hefei-ting", Item::Heavenly, "+100"}, LiteralRow{"hefei-ting", Item::Pure, ""},
        LiteralRow{"hefei-ting", Item::Pinghu, ""}, LiteralRow{"hefei-bianfeng", Item::Que, "+1"},
        LiteralRow{"hefei-bianfeng", Item::KongBloom, "×2"},
        LiteralRow{"hefei-bianfeng", Item::Pure, "+30"},
        LiteralRow{"hefei-bianfeng", Item::Earthly, "+80"},
        LiteralRow{"hefei-bianfeng", Item::KongDiscard, ""},
        LiteralRow{"hefei-bianfeng", Item::LuxurySevenPairs, ""}));

// Page text per preset: hand-checked phrases (RULES.md §1, §2.4, §5) that must or must not be
// there.
struct TextRow {
    const char* preset;
    const char* text;
    bool present;
};

void PrintTo(const TextRow& r, std::ostream* os) {
    *os << r.preset << (r.present ? " has \"" : " lacks \"") << r.text << "\"";
}

class HelpText : public ::testing::TestWithParam<TextRow> {};

TEST_P(HelpText, Phrase) {
    const QString html = rules_help_html(ruleset_by_id(GetParam().preset));
    EXPECT_EQ(html.contains(QString::fromUtf8(GetParam().text)), GetParam().present)
        << GetParam().text << "\n"
        << html.mid(html.indexOf(QStringLiteral("name=\"example\""))).toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, HelpText,
    ::testing::Values(TextRow{"hefei-classic", "84 tiles: 21 kinds", true},
                      TextRow{"hefei-classic", "31 tiles stay in the wall", true},
                      TextRow{"hefei-classic",
                              "The dealer's wall has 12 stacks, the other "
                              "three 10 each",
                              true},
                      TextRow{"hefei-classic", "42 stacks (墩)", true},
                      TextRow{"hefei-classic", "takes 2 stacks at a time, 3 times round", true},
                      TextRow{"hefei-classic", "The dealer holds 14 tiles, the others 13", true},
                      TextRow{"hefei-classic", "East; 2, 6, 10: South", true},
                      TextRow{"hefei-classic", "2, 6, 10 the next player's (下家)", true},
                      TextRow{"hefei-ting", "walls have 11 stacks, the other two 10", true},
                      TextRow{"hefei-classic", "The last 4 tiles of the wall", true},
                      TextRow{"hefei-classic", "only 4 tiles are left in the wall", true},
                      TextRow{"hefei-ting", "First dealer (请庄): drawn at random", true},
                      TextRow{"hefei-classic", "Sum 5, 9: East", true},
                      TextRow{"hefei-classic", "Missed wins (胡前不胡后", true},
                      TextRow{"hefei-ting", "Missed wins (胡前不胡后", false},
                      TextRow{"hefei-ting", "This is a declaring room", true},
                      TextRow{"hefei-classic", "This is a declaring room", false},
                      TextRow{"hefei-ting",
                              "12 in a declaring room (报听房), 10 in a non-declaring", true},
                      TextRow{"hefei-ting", "2 instead (明活)", true},
                      TextRow{"hefei-ting", "1 instead (明双扑)", true},
                      TextRow{"hefei-classic", "plus 5 per four-of-a-kind", true},
                      TextRow{"hefei-classic", "Or seven pairs (七对)", true},
                      TextRow{"hefei-classic", "A pot (一锅) is 4 rounds (圈)", true},
                      // §5 examples 1, 4 and 5, scored by the engine under the preset.
                      TextRow{"hefei-classic", "East pays 28", true},
                      TextRow{"hefei-ting", "North pays 39", true},
                      TextRow{"hefei-bianfeng", "East pays 36, South pays 36, West pays 36", true},
                      TextRow{"hefei-classic", "Changed from the preset", false}));

// The wall arithmetic is the engine's (wall_facts): other rule values, other numbers.
TEST(HelpWall, NumbersFollowTheRuleset) {
    Ruleset r = ruleset_by_id("hefei-classic");
    r.haolao_tiles = 6;
    r.min_wall_for_kong = 9;
    r.wall_layout = WallLayout::ElevenTen;
    const QString html = rules_help_html(r);
    EXPECT_TRUE(html.contains(QStringLiteral("The last 6 tiles of the wall")))
        << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("only 8 tiles are left in the wall")));
    EXPECT_TRUE(html.contains(QStringLiteral("walls have 11 stacks, the other two 10")));
    EXPECT_FALSE(html.contains(QStringLiteral("The last 4 tiles of the wall")));

    r.min_wall_for_kong = 0;
    r.haolao_tiles = 0;
    const QString none = rules_help_html(r);
    EXPECT_FALSE(none.contains(QStringLiteral("tiles are left in the wall")));
    EXPECT_TRUE(none.contains(QStringLiteral("no haolao phase")));
}

TEST(HelpCustom, ChangedValueShowsWithThePresetValue) {
    Ruleset r = ruleset_by_id("hefei-classic");
    r.values[static_cast<int>(Item::Zhi)] = 3;
    r.values[static_cast<int>(Item::Que)] = 7;
    const QString html = rules_help_html(r);
    const QMap<QString, QString> rows = table_rows(html);
    EXPECT_EQ(rows.value(item_chinese(Item::Zhi)), QStringLiteral("+3"));
    EXPECT_EQ(rows.value(item_chinese(Item::Que)), QStringLiteral("+7"));
    EXPECT_TRUE(html.contains(QStringLiteral("3 per tile over 8")));
    EXPECT_TRUE(html.contains(QStringLiteral("(preset: 1)")));
    EXPECT_TRUE(html.contains(QStringLiteral("Changed from the preset")));
    // The worked example is re-scored: 支 4 × 3 and 缺门 7 instead of 4 and 5 (28 + 8 + 2).
    EXPECT_TRUE(html.contains(QStringLiteral("East pays 38"))) << html.toStdString();
}

TEST(HelpCustom, AnItemSwitchedOffLeavesTheTable) {
    Ruleset r = ruleset_by_id("hefei-bianfeng");
    r.values[static_cast<int>(Item::Haolao)] = 0;
    const QString html = rules_help_html(r);
    EXPECT_FALSE(table_rows(html).contains(item_chinese(Item::Haolao)));
    EXPECT_TRUE(html.contains(QStringLiteral("Not scored in this rule set:")));
}

TEST(HelpSwitches, DeclaringRoomOffChangesTheSectionAndTheBase) {
    Ruleset r = ruleset_by_id("hefei-ting");
    r.declare_ready_required = false;
    const QString html = rules_help_html(r);
    EXPECT_FALSE(html.contains(QStringLiteral("This is a declaring room")));
    EXPECT_TRUE(html.contains(QStringLiteral("This is not a declaring room")));
    EXPECT_FALSE(html.contains(QStringLiteral("Declare together with a discard")));
    EXPECT_EQ(table_rows(html).value(item_chinese(Item::Base)), QStringLiteral("+10"));
    EXPECT_TRUE(html.contains(QStringLiteral("Declaring room (报听房): off")));
    // Example 4 in a non-declaring room: base 10 instead of 12, × 2 → North pays 35.
    EXPECT_TRUE(html.contains(QStringLiteral("North pays 35")));
}

TEST(HelpSwitches, DeclaringRoomAndLockCanBeSwitchedOn) {
    Ruleset r = ruleset_by_id("hefei-classic");
    r.declare_ready_required = true;
    r.missed_win_lock = false;
    const QString html = rules_help_html(r);
    EXPECT_TRUE(html.contains(QStringLiteral("This is a declaring room")));
    EXPECT_FALSE(html.contains(QStringLiteral("Missed wins (胡前不胡后")));
    EXPECT_TRUE(html.contains(QStringLiteral("No missed-win lock")));
}

// The pot length switch (§1.9): rounds or hands, one or several.
struct PotRow {
    PotLength length;
    int count;
    const char* text;
};

void PrintTo(const PotRow& r, std::ostream* os) {
    *os << r.text;
}

class HelpPotLength : public ::testing::TestWithParam<PotRow> {};

TEST_P(HelpPotLength, Sentence) {
    Ruleset r = ruleset_by_id("hefei-classic");
    r.pot_length = GetParam().length;
    (GetParam().length == PotLength::Rounds ? r.pot_rounds : r.pot_hands) = GetParam().count;
    EXPECT_TRUE(rules_help_html(r).contains(QString::fromUtf8(GetParam().text))) << GetParam().text;
}

INSTANTIATE_TEST_SUITE_P(
    Rows, HelpPotLength,
    ::testing::Values(PotRow{PotLength::Rounds, 4, "A pot (一锅) is 4 rounds"},
                      PotRow{PotLength::Rounds, 1, "A pot (一锅) is one round"},
                      PotRow{PotLength::Hands, 12, "A pot (一锅) is 12 hands."},
                      PotRow{PotLength::Hands, 1, "A pot (一锅) is one hand."}));

GameOptions options(const char* rules) {
    GameOptions o = testing::quiet_options({"baseline", "baseline", "baseline", "baseline"},
                                           GameOptions{}.seed);
    o.rules = rules;
    o.width = 1024;
    o.height = 640;
    return o;
}

TEST(HelpWindowF1, OpensOneWindowOnTheCurrentPotsRules) {
    MainWindow w(options("hefei-ting"));
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    QAction* f1 = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(Qt::Key_F1)) f1 = a;
    ASSERT_NE(f1, nullptr) << "no action on F1";
    QTest::keyClick(&w, Qt::Key_F1);
    if (w.findChildren<HelpWindow*>().isEmpty()) f1->trigger();  // no active window offscreen
    auto help = w.findChildren<HelpWindow*>();
    ASSERT_EQ(help.size(), 1);
    EXPECT_TRUE(help[0]->isVisible());
    EXPECT_FALSE(help[0]->isModal());
    EXPECT_EQ(help[0]->shown_rules().id, "hefei-ting");
    EXPECT_EQ(help[0]->chooser()->currentIndex(), 0);
    EXPECT_TRUE(help[0]->browser()->toPlainText().contains(QStringLiteral("declaring room")));
    // Another preset chosen, F1 again: the same window, the reader's choice kept.
    help[0]->chooser()->setCurrentIndex(help[0]->chooser()->count() - 1);
    EXPECT_EQ(help[0]->shown_rules().id, "handan");
    f1->trigger();
    EXPECT_EQ(w.findChildren<HelpWindow*>().size(), 1);
    EXPECT_EQ(help[0]->shown_rules().id, "handan");
    // Closed and opened again: back on this pot's rules.
    help[0]->close();
    f1->trigger();
    EXPECT_TRUE(help[0]->isVisible());
    EXPECT_EQ(help[0]->shown_rules().id, "hefei-ting");
}

TEST(HelpWindowChooser, OffersTheNextPotsRulesWhenTheyDiffer) {
    HelpWindow h;
    Ruleset next = ruleset_by_id("hefei-classic");
    next.values[static_cast<int>(Item::Kong)] = 9;
    h.set_rules(ruleset_by_id("hefei-classic"), &next);
    // This pot, next pot, then the three presets.
    ASSERT_EQ(h.chooser()->count(), 2 + static_cast<int>(presets().size()));
    h.chooser()->setCurrentIndex(1);
    EXPECT_EQ(h.shown_rules().value(Item::Kong), 9);
    EXPECT_TRUE(h.browser()->toPlainText().contains(QStringLiteral("9 per declared concealed")));
    h.set_rules(ruleset_by_id("hefei-classic"), &next, true);
    EXPECT_EQ(h.chooser()->currentIndex(), 1);
    h.set_rules(ruleset_by_id("hefei-classic"), nullptr, true);
    EXPECT_EQ(h.chooser()->count(), 1 + static_cast<int>(presets().size()));
}

// Every string of the page goes through the "HelpWindow" context: a translator for it alone
// changes the title, the chooser and the page, live.
class MarkTranslator : public QTranslator {
  public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (qstrcmp(context, "HelpWindow") != 0) return {};
        return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
    }
};

TEST(HelpWindowLanguage, LanguageChangeRegeneratesThePage) {
    HelpWindow h;
    h.set_rules(ruleset_by_id("hefei-classic"));
    h.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&h));
    h.browser()->scrollToAnchor(QStringLiteral("payments"));
    const int scroll = h.browser()->verticalScrollBar()->value();
    EXPECT_GT(scroll, 0);
    EXPECT_FALSE(h.browser()->toPlainText().contains(QStringLiteral("«")));
    MarkTranslator t;
    QCoreApplication::installTranslator(&t);
    QCoreApplication::processEvents();
    // The reader keeps their place.
    EXPECT_EQ(h.browser()->verticalScrollBar()->value(), scroll);
    const QString text = h.browser()->toPlainText();
    const QString title = h.windowTitle();
    const QString choice = h.chooser()->currentText();
    QCoreApplication::removeTranslator(&t);
    QCoreApplication::processEvents();
    EXPECT_TRUE(title.startsWith(QStringLiteral("«")));
    EXPECT_TRUE(choice.startsWith(QStringLiteral("«")));
    EXPECT_TRUE(text.contains(QStringLiteral("«Tiles»")));
    EXPECT_TRUE(text.contains(QStringLiteral("«Scoring (计分)»")));
    // Every paragraph, list line and heading of the page is translated; the lines left are
    // names from names.cpp (their own context) and the table's value cells.
    QStringList names{ruleset_name(ruleset_by_id("hefei-classic"))};
    for (int i = 0; i < kNumItems; ++i)
        names << item_chinese(static_cast<Item>(i)) << item_english(static_cast<Item>(i));
    names << table_rows(rules_help_html(ruleset_by_id("hefei-classic"))).values();
    for (const QString& raw : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.contains(QStringLiteral("«"))) continue;
        EXPECT_TRUE(names.contains(line)) << "untranslated: " << line.toStdString();
    }
    EXPECT_FALSE(h.browser()->toPlainText().contains(QStringLiteral("«")));
}

}  // namespace
}  // namespace haolao::ui
