// SPDX-License-Identifier: GPL-3.0-or-later
// The table played through the real widgets: a rigged hand where the human (East, dealer) kongs,
// discards by mouse and by keyboard and wins; the wall items checked against the engine's wall
// after every event; the end-of-hand dialog checked against the engine's payments; a whole pot
// watched to the final summary.
#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <random>
#include <set>
#include <vector>

#include "mainwindow.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

// East is dealt 5555m 234p 567p 67p 88p; the kong's replacement (the tail) is 4s; East's first
// head draw (position 56: South, West, North draw 53-55 first) is 2s, the next (60) 8p, which
// completes 5555m + 234p 567p 678p 88p (11 dots: the 8-tile rule holds).
std::vector<Tile> rigged_wall(const Ruleset& rules, Dice dice) {
    const WallShape shape(rules.wall_layout, Seat::East, dice);
    std::vector<std::optional<Tile>> at(static_cast<std::size_t>(shape.size()));
    const std::vector<Tile> east = parse_tiles("5555m 234p 567p 67p 88p", rules.tiles);
    std::size_t k = 0;
    for (const DealStep& step : deal_steps())
        if (step.seat_offset == 0) at[step.position] = east[k++];
    at[static_cast<std::size_t>(shape.tail())] = parse_tile("4s", rules.tiles);
    at[56] = parse_tile("2s", rules.tiles);
    at[60] = parse_tile("8p", rules.tiles);
    TileCounts pool{};
    for (Tile t : rules.tiles.tiles()) pool[t.code()] = 4;
    for (const auto& t : at)
        if (t) --pool[t->code()];
    std::vector<Tile> rest = to_tiles(pool);
    std::mt19937 rng(11);
    std::shuffle(rest.begin(), rest.end(), rng);
    std::vector<Tile> wall;
    std::size_t r = 0;
    wall.reserve(at.size());
    for (const auto& t : at) wall.push_back(t ? *t : rest[r++]);
    return wall;
}

int side_of(const QRectF& item, QPointF centre) {
    const QPointF d = item.center() - centre;
    if (std::abs(d.y()) > std::abs(d.x())) return d.y() > 0 ? 0 : 2;
    return d.x() > 0 ? 1 : 3;
}

// Wall items against the engine: exactly the undrawn positions of the engine's wall after the
// same events, each on its owner's side of the table, stacks in order along the wall.
std::string check_wall(const MainWindow& w, int shown) {
    const GameController& c = *w.controller();
    const auto& events = c.game().events();
    const GameState ref = replay_events(
        std::span<const Event>(events.data(), static_cast<std::size_t>(shown)), c.rules());
    const WallShape& shape = ref.wall.shape();
    const auto items = w.table()->wall_items();
    std::set<int> drawn;
    for (const auto& item : items) drawn.insert(item.position);
    std::set<int> want;
    for (int p = 0; p < shape.size(); ++p)
        if (!shape.taken(p)) want.insert(p);
    if (drawn != want)
        return "event " + std::to_string(shown) + ": wall items " + std::to_string(drawn.size()) +
               " vs engine undrawn " + std::to_string(want.size());
    const QPointF centre = w.table()->table_centre();
    for (const auto& item : items) {
        const WallSpot spot = shape.spot(item.position);
        if (item.owner != spot.owner || item.stack != spot.stack || item.top != spot.top)
            return "position " + std::to_string(item.position) + " drawn at the wrong spot";
        if (side_of(item.rect, centre) != w.table()->screen_side(spot.owner))
            return "position " + std::to_string(item.position) + " on the wrong side";
    }
    // Stacks of one wall run right-to-left as their owner sees them: check screen order.
    for (const auto& a : items)
        for (const auto& b : items) {
            if (a.owner != b.owner || a.stack + 1 != b.stack) continue;
            const int side = w.table()->screen_side(a.owner);
            const QPointF d = b.rect.center() - a.rect.center();
            const bool ok = side == 0   ? d.x() < 0
                            : side == 1 ? d.y() > 0
                            : side == 2 ? d.x() > 0
                                        : d.y() < 0;
            if (!ok) return "stacks out of order on side " + std::to_string(side);
        }
    return {};
}

GameOptions options(const std::array<std::string, 4>& seats) {
    GameOptions o = testing::quiet_options(seats, 5);
    o.seed_given = true;
    return o;
}

TEST(Table, RiggedHandThroughWidgets) {
    MainWindow w(options({"human", "baseline", "baseline", "baseline"}));
    w.show();
    TableWidget* table = w.table();
    table->set_confirm_pass(false);
    Audio audio(std::make_unique<SilentAudio>());
    table->set_audio(&audio);
    GameController* c = w.controller();
    const Dice dice{3, 4};
    c->game_for_tests().rig_first_dealer(Seat::East);
    c->game_for_tests().rig_next_hand(rigged_wall(c->rules(), dice), dice);

    std::vector<std::string> problems;
    QObject::connect(c, &GameController::event_shown, table, [&](int index) {
        const std::string p = check_wall(w, index + 1);
        if (!p.empty()) problems.push_back(p);
    });
    w.start();

    int clicks = 0;
    int keys = 0;
    int kongs = 0;
    int wins = 0;
    for (int turn = 0; turn < 60 && !w.hand_dialog(); ++turn) {
        ASSERT_TRUE(wait_until([&] { return c->awaiting_human() || w.hand_dialog(); }));
        if (w.hand_dialog()) break;
        const ActionList acts = c->human_actions();
        if (acts.contains(Action::win())) {
            ASSERT_TRUE(table->win_button()->isVisible());
            // Misclick protection: discarding past (or passing on) a win asks first; "No" keeps
            // the decision pending.
            table->set_confirm_pass(true);
            bool asked = false;
            QTimer::singleShot(30, [&] {
                if (QWidget* m = QApplication::activeModalWidget()) {
                    asked = true;
                    QTest::keyClick(m, Qt::Key_Escape);
                }
            });
            if (c->game().state().phase == Phase::Turn) {
                QTest::mouseClick(table, Qt::LeftButton, {}, table->hand_tile_center(0));
            } else {
                ASSERT_TRUE(table->pass_button()->isVisible());
                QTest::keyClick(table, Qt::Key_Space);  // passing on a discard win asks too
            }
            EXPECT_TRUE(asked);
            EXPECT_TRUE(c->awaiting_human());
            table->set_confirm_pass(false);
            QTest::keyClick(table, Qt::Key_H);
            ++wins;
            continue;
        }
        if (std::any_of(acts.begin(), acts.end(),
                        [](const Action& a) { return a.type == ActionType::Kong; })) {
            ASSERT_TRUE(table->kong_button()->isVisible());
            QTest::mouseClick(table->kong_button(), Qt::LeftButton);
            ++kongs;
            continue;
        }
        ASSERT_FALSE(table->pass_button()->isVisible());
        // Keep the dots; throw anything else, else the fresh draw.
        const std::vector<Tile> hand = table->hand_tiles();
        int pick = static_cast<int>(hand.size()) - 1;
        for (int i = 0; i < static_cast<int>(hand.size()); ++i)
            if (hand[static_cast<std::size_t>(i)].suit() != Suit::Dots) pick = i;
        const Tile tile = hand[static_cast<std::size_t>(pick)];
        const int before = c->game().state().seat(Seat::East).pond.size;
        if ((clicks + keys) % 2 == 1) {
            QTest::mouseClick(table, Qt::LeftButton, {}, table->hand_tile_center(pick));
            ++clicks;
        } else {
            for (int guard = 0; table->selected() != pick && guard < 20; ++guard)
                QTest::keyClick(table, Qt::Key_Right);
            ASSERT_EQ(table->selected(), pick);
            QTest::keyClick(table, Qt::Key_Return);
            ++keys;
        }
        const Pond& pond = c->game().state().seat(Seat::East).pond;
        ASSERT_EQ(pond.size, before + 1) << "the discard did not reach the engine";
        EXPECT_EQ(pond.tiles[static_cast<std::size_t>(pond.size - 1)], tile);
    }
    ASSERT_TRUE(wait_until([&] { return w.hand_dialog() && w.hand_dialog()->isVisible(); }));
    EXPECT_TRUE(problems.empty()) << problems.front();
    EXPECT_EQ(kongs, 1);
    EXPECT_EQ(wins, 1);
    EXPECT_GE(clicks, 1);
    EXPECT_GE(keys, 1);

    // The engine agrees: East kong'd 5m and won.
    const HandResult& hr = c->game().last_hand();
    ASSERT_EQ(hr.wins.size(), 1u);
    EXPECT_EQ(hr.wins[0].context.winner, Seat::East);
    EXPECT_EQ(c->game().state().seat(Seat::East).hand.kong_count, 1);

    // Each moment sounded once: every discard, the kong, the win, the dice.
    int discards = 0;
    for (int i = 0; i < c->shown_count(); ++i)
        discards +=
            std::holds_alternative<Discarded>(c->game().events()[static_cast<std::size_t>(i)]);
    EXPECT_EQ(audio.play_count(SoundId::Discard), discards);
    EXPECT_EQ(audio.play_count(SoundId::Kong), 1);
    EXPECT_EQ(audio.play_count(SoundId::Win), 1);
    EXPECT_GE(audio.play_count(SoundId::Dice), 1);
    EXPECT_GE(audio.play_count(SoundId::Click), 1);  // the kong button

    // The dialog's figures are the engine's.
    HandResultDialog* d = w.hand_dialog();
    for (int i = 0; i < 4; ++i) {
        auto* delta = d->findChild<QLabel*>(QStringLiteral("delta_%1").arg(i));
        ASSERT_NE(delta, nullptr);
        EXPECT_EQ(delta->text().toInt(), hr.deltas[static_cast<std::size_t>(i)]) << i;
        auto* total = d->findChild<QLabel*>(QStringLiteral("total_%1").arg(i));
        ASSERT_NE(total, nullptr);
        EXPECT_EQ(total->text().toInt(), c->game().state().standings[static_cast<std::size_t>(i)]);
    }
    for (const Payment& p : hr.wins[0].result.payments) {
        auto* l = d->findChild<QLabel*>(QStringLiteral("payment_0_%1").arg(index(p.payer)));
        ASSERT_NE(l, nullptr);
        EXPECT_EQ(l->text().toInt(), p.points);
    }
    // Next hand goes on.
    QTest::mouseClick(d->findChild<QPushButton*>(QStringLiteral("next")), Qt::LeftButton);
    EXPECT_TRUE(wait_until([&] { return c->game().hand_running() || c->awaiting_human(); }));
}

TEST(Table, WatchModePlaysAWholePot) {
    GameOptions o = options({"baseline", "baseline", "baseline", "baseline"});
    o.rules = "hefei-ting";
    MainWindow w(o);
    w.show();
    GameController* c = w.controller();
    w.start();
    int hands = 0;
    std::vector<int> drawn_heights;
    std::vector<int> won_heights;
    while (!w.pot_dialog()) {
        ASSERT_TRUE(wait_until(
            [&] { return (w.hand_dialog() && w.hand_dialog()->isVisible()) || w.pot_dialog(); },
            30000));
        if (w.pot_dialog()) break;
        HandResultDialog* d = w.hand_dialog();
        const HandResult& hr = c->game().last_hand();
        for (int i = 0; i < 4; ++i)
            ASSERT_EQ(d->findChild<QLabel*>(QStringLiteral("delta_%1").arg(i))->text().toInt(),
                      hr.deltas[static_cast<std::size_t>(i)]);
        EXPECT_EQ(check_wall(w, c->shown_count()), "");
        // The dialog is as tall as its content: nothing to scroll unless it hit the cap, and a
        // drawn hand (no win cards) gets a shorter one than a won hand.
        QCoreApplication::processEvents();
        const auto* scroll = d->findChild<QScrollArea*>();
        ASSERT_NE(scroll, nullptr);
        if (d->height() < w.height() - 30) {
            EXPECT_EQ(scroll->verticalScrollBar()->maximum(), 0) << "hand " << hands;
        }
        (hr.drawn ? drawn_heights : won_heights).push_back(d->height());
        ++hands;
        QTest::mouseClick(d->findChild<QPushButton*>(QStringLiteral("next")), Qt::LeftButton);
        ASSERT_TRUE(wait_until([&] { return !w.hand_dialog() || !w.hand_dialog()->isVisible(); }));
    }
    EXPECT_TRUE(c->game().pot_over());
    EXPECT_EQ(hands, c->game().state().hands_played);
    ASSERT_FALSE(drawn_heights.empty());
    ASSERT_FALSE(won_heights.empty());
    EXPECT_LT(*std::max_element(drawn_heights.begin(), drawn_heights.end()),
              *std::min_element(won_heights.begin(), won_heights.end()));
    int sum = 0;
    for (int i = 0; i < 4; ++i) {
        auto* l = w.pot_dialog()->findChild<QLabel*>(QStringLiteral("final_%1").arg(i));
        ASSERT_NE(l, nullptr);
        EXPECT_EQ(l->text().toInt(), c->game().state().standings[static_cast<std::size_t>(i)]);
        sum += l->text().toInt();
    }
    EXPECT_EQ(sum, 0);
}

}  // namespace
}  // namespace haolao::ui
