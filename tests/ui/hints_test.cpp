// SPDX-License-Identifier: GPL-3.0-or-later
// The hints (F2) drawn from the engine's advisor: a declared opponent's wait is not recommended
// and carries a danger mark with its risk in the tooltip; a kong gets advice; the legend lists
// every mark and shows once; hints off shows nothing.
#include <gtest/gtest.h>

#include <QAction>
#include <QSettings>
#include <QTest>
#include <algorithm>
#include <iostream>
#include <set>
#include <vector>

#include "../engine/game_test_util.h"
#include "haolao/advisor.h"
#include "haolao/hints.h"
#include "mainwindow.h"
#include "names.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

Tile T(const char* s) {
    return parse_tile(s, TileSet::hefei());
}

GameOptions ting_options(const std::array<std::string, 4>& seats) {
    GameOptions o = testing::quiet_options(seats, 1);
    o.seed_given = true;
    o.rules = "hefei-ting";
    return o;
}

// Plays the seats (all human, through the feed) until `me` decides with `script` done: scripted
// actions first, else pass a response, else throw the fresh draw (as the engine's advisor tests).
void play_until(MainWindow& w, Seat me, std::vector<std::pair<Seat, Action>> script) {
    GameController* c = w.controller();
    std::size_t next = 0;
    for (int guard = 0; guard < 200; ++guard) {
        ASSERT_TRUE(wait_until([&] { return c->privacy() || c->awaiting_human(); }));
        if (c->privacy()) c->confirm_privacy();
        ASSERT_TRUE(c->awaiting_human());
        const Seat s = c->viewer();
        if (s == me && next == script.size()) return;
        const SeatView v = c->game().view(s);
        Action a = v.legal[0];
        if (next < script.size() && script[next].first == s)
            a = script[next++].second;
        else if (v.phase == Phase::Response)
            a = Action::pass();
        else if (v.has_fresh)
            a = Action::discard(v.last_drawn);
        ASSERT_TRUE(c->submit(a)) << "seat " << seat_letter(s);
    }
    FAIL() << "never reached " << seat_letter(me);
}

int index_in_hand(const TableWidget& t, Tile tile) {
    const auto tiles = t.hand_tiles();
    for (int i = 0; i < static_cast<int>(tiles.size()); ++i)
        if (tiles[static_cast<std::size_t>(i)] == tile) return i;
    return -1;
}

// hefei-ting, South deals and declares ready on a single 4p wait with its first discard (3s),
// then throws its next draw, 7p. East, to discard, holds both 4p (South's wait: dangerous) and
// 7p (thrown by South since declaring: safe). (The position of the engine's
// Advisor.DealInRiskNamesTheDeclaredSeatOnItsWait, played through the table.)
TEST(Hints, DeclaredOpponentsWaitIsMarkedAndNotRecommended) {
    MainWindow w(ting_options({"human", "human", "human", "human"}));
    w.show();
    TableWidget* t = w.table();
    t->set_confirm_pass(false);
    t->set_hints(true);
    t->show_legend(false);
    GameController* c = w.controller();
    haolao::testing::Rig rig;
    rig.dealer = Seat::South;
    rig.hands[1] = "234m 567m 345m 888m 4p 3s";
    rig.hands[0] = "4p 7p 2p 3p 6p 2s 5s 6s 8s 2m 5m 6m 7m";
    rig.draws = {"8p", "8p", "8p", "7p", "6m", "5s", "2p"};
    c->game_for_tests().rig_first_dealer(Seat::South);
    c->game_for_tests().rig_next_hand(haolao::testing::build_wall(rig), Dice{3, 4});
    w.start();
    play_until(
        w, Seat::East,
        {{Seat::South, Action::discard(T("3s"), true)}, {Seat::East, Action::discard(T("8p"))}});
    if (HasFatalFailure()) return;
    ASSERT_EQ(c->viewer(), Seat::East);
    ASSERT_TRUE(c->game().state().seat(Seat::South).declared);
    t->repaint();

    // The advice shown is the advisor's on East's own view, with East's agent seed.
    const std::vector<Advice> want =
        advise(c->game().view(Seat::East), {}, agent_seed(c->seed(), Seat::East));
    ASSERT_EQ(t->advice_now(), want);
    std::cout << "[ advice  ] " << c->advice_ms() << " ms for " << want.size() << " actions\n";
    const Advice* wait = nullptr;
    for (const Advice& a : want)
        if (a.action == Action::discard(T("4p"))) wait = &a;
    ASSERT_NE(wait, nullptr);
    std::cout << "[ 4p      ] deal-in " << wait->deal_in << "\n";

    // Not recommended: the hint line names another discard, and 4p has no hint outline.
    EXPECT_EQ(t->hint_line(), TableWidget::advice_line(want, false));
    EXPECT_NE(want.front().action.tile, T("4p"));
    EXPECT_FALSE(t->hint_line().contains(tile_name(T("4p"))));
    const int at = index_in_hand(*t, T("4p"));
    ASSERT_GE(at, 0);
    EXPECT_FALSE(t->tile_hinted(at));
    // The hint outline is on the recommended tile.
    const int best = index_in_hand(*t, want.front().action.tile);
    ASSERT_GE(best, 0);
    EXPECT_TRUE(t->tile_hinted(best));
    // 4p carries a danger mark; 7p (safe against South) none.
    EXPECT_GE(t->tile_danger(at), 1);
    EXPECT_EQ(t->tile_danger(at), TableWidget::danger_level(wait->deal_in));
    EXPECT_EQ(t->tile_danger(index_in_hand(*t, T("7p"))), 0);

    // Hovering 4p: the line gives its numbers, the tooltip its risk and who: South, declared.
    QTest::mouseMove(t, t->hand_tile_center(at));
    t->repaint();
    EXPECT_EQ(t->hint_line(), TableWidget::discard_line(*wait));
    const QString tip = t->toolTip();
    EXPECT_EQ(tip, TableWidget::risk_tip(*wait, c->shown()));
    EXPECT_TRUE(tip.contains(wind_name(Seat::South))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("declared"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("%1%").arg(std::lround(wait->deal_in * 100))))
        << tip.toStdString();
    QTest::mouseMove(t, QPoint(5, 5));
    t->repaint();
    EXPECT_TRUE(t->toolTip().isEmpty());
}

// East is dealt 5555m: its first decision offers the kong; the hint line speaks of it and the
// Kong button is outlined when the advisor prefers the kong.
TEST(Hints, KongAdvice) {
    GameOptions o = testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 5);
    o.seed_given = true;
    MainWindow w(o);
    w.show();
    TableWidget* t = w.table();
    t->set_confirm_pass(false);
    t->set_hints(true);
    t->show_legend(false);
    GameController* c = w.controller();
    haolao::testing::Rig rig;
    rig.dealer = Seat::East;
    rig.hands[0] = "5555m 234p 567p 67p 88p";
    c->game_for_tests().rig_first_dealer(Seat::East);
    c->game_for_tests().rig_next_hand(haolao::testing::build_wall(rig), Dice{3, 4});
    w.start();
    ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }));
    ASSERT_TRUE(c->human_actions().contains(Action::kong(T("5m"))));
    t->repaint();
    const std::vector<Advice>& advice = t->advice_now();
    ASSERT_FALSE(advice.empty());
    const bool kong_best = advice.front().action == Action::kong(T("5m"));
    const QString line = t->hint_line();
    EXPECT_EQ(line, TableWidget::advice_line(advice, false));
    EXPECT_TRUE(line.contains(tile_name(T("5m")))) << line.toStdString();
    EXPECT_TRUE(
        line.contains(kong_best ? QStringLiteral("Hint: kong") : QStringLiteral("don't kong")))
        << line.toStdString();
    if (kong_best)
        EXPECT_EQ(t->hinted_button(), t->kong_button());
    else
        EXPECT_NE(t->hinted_button(), t->kong_button());
    std::cout << "[ kong    ] " << line.toStdString() << "\n";
}

// A rigged line with the kong not best and best: both wordings.
TEST(Hints, AdviceLineWordsEveryDecision) {
    Advice discard{Action::discard(T("4p")), 3.21F, 0.18F, 0.0F, {}};
    Advice kong{Action::kong(T("5m")), 1.0F, 0.1F, 0.0F, {}};
    Advice win{Action::win(), 8.0F, 1.0F, 0.0F, {}};
    Advice pass{Action::pass(), 9.5F, 0.6F, 0.0F, {}};
    Advice declare{Action::discard(T("8s"), true), 4.0F, 0.3F, 0.0F, {}};
    EXPECT_EQ(TableWidget::advice_line({discard}, false),
              QStringLiteral("Hint: discard 4p — +3.2 points expected, 18% to win"));
    EXPECT_TRUE(TableWidget::advice_line({discard, kong}, false).contains("don't kong 5m"));
    EXPECT_TRUE(TableWidget::advice_line({kong, discard}, false).startsWith("Hint: kong 5m"));
    EXPECT_TRUE(TableWidget::advice_line({win, pass}, false).startsWith("Hint: win"));
    EXPECT_TRUE(TableWidget::advice_line({pass, win}, false).startsWith("Hint: pass"));
    EXPECT_TRUE(TableWidget::advice_line({declare, discard}, false).contains("declare ready"));
    EXPECT_TRUE(TableWidget::advice_line({discard, declare}, true).contains("8s"));
    EXPECT_EQ(TableWidget::danger_level(0), 0);
    EXPECT_LT(TableWidget::danger_level(0.05F), TableWidget::danger_level(0.5F));
}

// The legend lists every mark the table can show, shows the first time hints go on (once), and
// closes with Esc (one row per preset: Handan has no haolao zone, only a 报听房 declares).
struct LegendRow {
    const char* rules;
    bool zone;      // a haolao phase
    bool declared;  // discards that declare ready
};

void PrintTo(const LegendRow& row, std::ostream* os) {
    *os << row.rules;
}

class Legend : public ::testing::TestWithParam<LegendRow> {};

TEST_P(Legend, ListsTheTablesMarksAndShowsOnce) {
    const LegendRow& row = GetParam();
    GameOptions o = testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 3);
    o.rules = row.rules;
    MainWindow w(o);
    w.show();
    w.start();
    TableWidget* t = w.table();
    t->set_hints(false);
    QSettings().remove(QStringLiteral("hints/legendShown"));
    EXPECT_FALSE(t->legend_shown());
    const Ruleset& rules = w.controller()->rules();
    ASSERT_EQ(rules.id, row.rules);
    const auto items = TableWidget::legend_items(rules);
    std::set<TableWidget::Mark> marks;
    for (const auto& i : items) marks.insert(i.mark);
    for (auto m :
         {TableWidget::Mark::Hint, TableWidget::Mark::HintButton, TableWidget::Mark::Danger1,
          TableWidget::Mark::Danger2, TableWidget::Mark::Danger3, TableWidget::Mark::Selected,
          TableWidget::Mark::Matched})
        EXPECT_TRUE(marks.count(m)) << static_cast<int>(m);
    EXPECT_EQ(marks.count(TableWidget::Mark::Zone) == 1, row.zone);
    EXPECT_EQ(marks.count(TableWidget::Mark::Declared) == 1, row.declared);
    EXPECT_EQ(marks.size(), items.size());
    t->set_hints(true);
    EXPECT_TRUE(t->legend_shown());
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    t->repaint();
    const auto& texts = t->drawn_texts();
    for (const auto& i : items)
        EXPECT_NE(std::find(texts.begin(), texts.end(), i.text), texts.end())
            << i.text.toStdString();
    // Nothing of a mark the table cannot show: the zone's row names the haolao zone.
    const auto zone_named = [](const QString& text) {
        return text.contains(QStringLiteral("haolao zone"));
    };
    if (!row.zone) {
        EXPECT_EQ(std::count_if(texts.begin(), texts.end(), zone_named), 0);
    }
    for (const auto& i : items) EXPECT_TRUE(TableWidget::legend_text(rules).contains(i.text));
    EXPECT_EQ(TableWidget::legend_text(rules).count(QLatin1Char('\n')),
              static_cast<qsizetype>(items.size()) + 1);  // the title, the marks, the hover line
    QTest::keyClick(t, Qt::Key_Escape);
    EXPECT_FALSE(t->legend_shown());
    t->set_hints(false);
    t->set_hints(true);
    EXPECT_FALSE(t->legend_shown());  // once
    EXPECT_TRUE(QSettings().value(QStringLiteral("hints/legendShown")).toBool());
}

INSTANTIATE_TEST_SUITE_P(Presets, Legend,
                         ::testing::Values(LegendRow{"hefei-classic", true, false},
                                           LegendRow{"hefei-ting", true, true},
                                           LegendRow{"hefei-bianfeng", true, false},
                                           LegendRow{"handan", false, false}),
                         [](const auto& info) {
                             std::string n = info.param.rules;
                             std::erase(n, '-');
                             return n;
                         });

// F2 off: no hint line, no marks, no outlined button, no tooltip, no advice.
TEST(Hints, OffShowsNothing) {
    GameOptions o = testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 5);
    o.seed_given = true;
    MainWindow w(o);
    w.show();
    TableWidget* t = w.table();
    t->set_confirm_pass(false);
    haolao::testing::Rig rig;
    rig.dealer = Seat::East;
    rig.hands[0] = "5555m 234p 567p 67p 88p";
    w.controller()->game_for_tests().rig_first_dealer(Seat::East);
    w.controller()->game_for_tests().rig_next_hand(haolao::testing::build_wall(rig), Dice{3, 4});
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    for (bool on : {true, false}) {
        t->set_hints(on);
        t->show_legend(false);
        QTest::mouseMove(t, t->hand_tile_center(0));
        t->repaint();
        const int n = static_cast<int>(t->hand_tiles().size());
        int marked = 0;
        int outlined = 0;
        for (int i = 0; i < n; ++i) {
            marked += t->tile_danger(i) > 0;
            outlined += t->tile_hinted(i);
        }
        if (on) {
            EXPECT_FALSE(t->hint_line().isEmpty());
            EXPECT_FALSE(t->advice_now().empty());
            EXPECT_TRUE(outlined > 0 || t->hinted_button() != nullptr);
        } else {
            EXPECT_TRUE(t->hint_line().isEmpty()) << t->hint_line().toStdString();
            EXPECT_TRUE(t->advice_now().empty());
            EXPECT_EQ(marked, 0);
            EXPECT_EQ(outlined, 0);
            EXPECT_EQ(t->hinted_button(), nullptr);
            EXPECT_TRUE(t->toolTip().isEmpty());
        }
        QTest::mouseMove(t, QPoint(5, 5));
    }
}

// Help → Hint marks opens the legend on the table at any time.
TEST(Hints, HelpMenuOpensTheLegend) {
    MainWindow w(testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 3));
    w.show();
    w.start();
    w.table()->show_legend(false);
    ASSERT_FALSE(w.table()->legend_shown());
    auto* action = w.findChild<QAction*>(QStringLiteral("hintLegend"));
    ASSERT_NE(action, nullptr);
    action->trigger();
    EXPECT_TRUE(w.table()->legend_shown());
}

}  // namespace
}  // namespace haolao::ui
