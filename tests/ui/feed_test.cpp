// SPDX-License-Identifier: GPL-3.0-or-later
// TableFeed: the table and the result dialogs draw any feed of events. A finished pot played by
// agents in the engine alone is shown through a test-only RecordedFeed (no GameController, no
// Game behind the table): the hands are drawn, every hand reaches hand_over with a result dialog
// whose payments are the engine's, and the pot reaches pot_over.
#include <gtest/gtest.h>

#include <QLabel>
#include <memory>
#include <vector>

#include "haolao/agent.h"
#include "recorded_feed.h"
#include "resultdialogs.h"
#include "table_test_util.h"
#include "tablewidget.h"

namespace haolao::ui {
namespace {

using testing::RecordedFeed;
using testing::wait_until;

TEST(TableRecordedFeed, DrawsAFinishedPotAndReachesEveryHandOver) {
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    Game game(rules, 5);
    std::array<std::unique_ptr<Agent>, 4> agents;
    std::array<Agent*, 4> seats{};
    for (int i = 0; i < 4; ++i) {
        agents[static_cast<std::size_t>(i)] = make_agent("baseline", 100 + i);
        seats[static_cast<std::size_t>(i)] = agents[static_cast<std::size_t>(i)].get();
    }
    std::vector<HandResult> results;
    while (!game.pot_over()) results.push_back(play_hand(game, seats));
    ASSERT_GE(results.size(), 1u);

    RecordedFeed feed(rules, game.events());
    TableWidget table(&feed, Speed::Instant);
    table.resize(1280, 800);
    table.show();
    std::size_t hands = 0;
    bool pot_over = false;
    std::vector<std::string> problems;
    QObject::connect(&feed, &TableFeed::event_shown, &table, [&](int i) {
        // Mid-hand, after the deal: all four hands drawn, face up (a recorded game is open).
        if (!std::holds_alternative<Discarded>(feed.events()[static_cast<std::size_t>(i)])) return;
        table.repaint();
        std::array<int, 4> up{};
        for (const auto& t : table.drawn_tiles())
            if (t.place == TableWidget::TilePlace::Hand && t.seat && t.face)
                ++up[static_cast<std::size_t>(index(*t.seat))];
        for (int s = 0; s < 4; ++s) {
            const int held = feed.shown().seats[static_cast<std::size_t>(s)].hand.concealed_count();
            if (up[static_cast<std::size_t>(s)] != held)
                problems.push_back("event " + std::to_string(i) + ": seat " + std::to_string(s) +
                                   " shows " + std::to_string(up[static_cast<std::size_t>(s)]) +
                                   " of " + std::to_string(held) + " tiles");
        }
    });
    QObject::connect(&feed, &TableFeed::hand_over, &table, [&] {
        ASSERT_LT(hands, results.size());
        const HandResult& want = results[hands];
        // The dialog reads the feed only: the engine's result, scored again from the events.
        HandResultDialog d(feed, table.renderer());
        for (int s = 0; s < 4; ++s) {
            auto* delta = d.findChild<QLabel*>(QStringLiteral("delta_%1").arg(s));
            ASSERT_NE(delta, nullptr);
            EXPECT_EQ(delta->text().toInt(), want.deltas[static_cast<std::size_t>(s)]);
        }
        for (std::size_t w = 0; w < want.wins.size(); ++w)
            for (const Payment& pay : want.wins[w].result.payments) {
                auto* label = d.findChild<QLabel*>(
                    QStringLiteral("payment_%1_%2").arg(w).arg(index(pay.payer)));
                ASSERT_NE(label, nullptr) << "hand " << hands << " win " << w;
                EXPECT_EQ(label->text().toInt(), pay.points);
            }
        ++hands;
        QTimer::singleShot(0, &feed, [&] { feed.next_hand(); });
    });
    QObject::connect(&feed, &TableFeed::pot_over, &table, [&] { pot_over = true; });
    feed.start();
    ASSERT_TRUE(wait_until([&] { return pot_over; }, 60000));
    EXPECT_EQ(hands, results.size());
    EXPECT_TRUE(feed.finished());
    EXPECT_TRUE(problems.empty()) << problems.front();
    // No human: no buttons, no prompt, no hints.
    EXPECT_FALSE(table.autoplay_button()->isVisible());
    EXPECT_FALSE(table.win_button()->isVisible());
    EXPECT_TRUE(table.hint_line().isEmpty());
    PotSummaryDialog summary(feed);
    for (int s = 0; s < 4; ++s) {
        auto* final_score = summary.findChild<QLabel*>(QStringLiteral("final_%1").arg(s));
        ASSERT_NE(final_score, nullptr);
        EXPECT_EQ(final_score->text().toInt(), game.state().standings[static_cast<std::size_t>(s)]);
    }
}

// A table can be handed another feed: it draws the new one's shown state.
TEST(TableRecordedFeed, SetFeedRedrawsFromTheNewFeed) {
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    Game game(rules, 9);
    std::array<std::unique_ptr<Agent>, 4> agents;
    std::array<Agent*, 4> seats{};
    for (int i = 0; i < 4; ++i) {
        agents[static_cast<std::size_t>(i)] = make_agent("baseline", 200 + i);
        seats[static_cast<std::size_t>(i)] = agents[static_cast<std::size_t>(i)].get();
    }
    play_hand(game, seats);
    RecordedFeed empty(rules, {});
    RecordedFeed hand(rules, game.events());
    TableWidget table(&empty, Speed::Instant);
    table.resize(1280, 800);
    table.show();
    table.repaint();
    EXPECT_TRUE(table.wall_items().empty());
    table.set_feed(&hand);
    bool over = false;
    QObject::connect(&hand, &TableFeed::hand_over, &table, [&] { over = true; });
    hand.start();
    ASSERT_TRUE(wait_until([&] { return over; }));
    EXPECT_EQ(table.feed(), &hand);
    table.repaint();
    int up = 0;
    for (const auto& t : table.drawn_tiles())
        up += t.place == TableWidget::TilePlace::Hand && t.face;
    EXPECT_GT(up, 0);
}

}  // namespace
}  // namespace haolao::ui
