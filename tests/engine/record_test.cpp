// SPDX-License-Identifier: GPL-3.0-or-later
// summarize_pot (engine/include/haolao/record.h): the rows of the player database folded from a
// pot's events, checked against figures worked out by hand for a small rigged log.
#include <gtest/gtest.h>

#include "haolao/record.h"

namespace haolao {
namespace {

Won win(Seat winner, WinBy by, Seat discarder, std::array<int, 4> deltas,
        std::uint8_t situations = 0) {
    Won w;
    w.winner = winner;
    w.by = by;
    w.discarder = discarder;
    w.deltas = deltas;
    w.situations = situations;
    for (int i = 0; i < 4; ++i)
        if (deltas[static_cast<std::size_t>(i)] < 0)
            w.payments.push_back(Payment{
                seat_from_index(i), -deltas[static_cast<std::size_t>(i)], Shape::Standard, {}});
    return w;
}

HandStarted started(Seat dealer, int streak) {
    HandStarted h;
    h.dealer = dealer;
    h.streak = streak;
    return h;
}

// Hand 0: E deals, S self-draws 30 (10 from each). Hand 1: S deals, E kongs twice and wins 12 on
// N's discard with haolao; W also wins 8 on the same discard. Hand 2: S deals again (streak 2),
// drawn, W declares a kong. Hand 3 starts and is cut off.
std::vector<Event> rigged_log(bool ended) {
    std::vector<Event> ev;
    ev.emplace_back(PotStarted{});
    ev.emplace_back(started(Seat::East, 1));
    ev.emplace_back(win(Seat::South, WinBy::SelfDraw, Seat::East, {-10, 30, -10, -10}));
    ev.emplace_back(HandEnded{false, Seat::South, 1, 0});
    ev.emplace_back(started(Seat::South, 1));
    ev.emplace_back(KongDeclared{Seat::East, Tile{}});
    ev.emplace_back(KongDeclared{Seat::East, Tile{}});
    ev.emplace_back(win(Seat::East, WinBy::Discard, Seat::North, {12, 0, 0, -12}, kHaolao));
    ev.emplace_back(win(Seat::West, WinBy::Discard, Seat::North, {0, 0, 8, -8}));
    ev.emplace_back(HandEnded{false, Seat::South, 2, 0});
    ev.emplace_back(started(Seat::South, 2));
    ev.emplace_back(KongDeclared{Seat::West, Tile{}});
    ev.emplace_back(HandEnded{true, Seat::South, 3, 0});
    ev.emplace_back(started(Seat::South, 3));
    ev.emplace_back(KongDeclared{Seat::North, Tile{}});  // in the unfinished hand: not counted
    if (ended) ev.emplace_back(PotEnded{});
    return ev;
}

TEST(Record, FoldsFinishedHandsOnly) {
    const PotRecord pot = summarize_pot({}, rigged_log(false));
    ASSERT_EQ(pot.hands.size(), 3u);
    EXPECT_FALSE(pot.finished);
    EXPECT_EQ(pot.points, (std::array<int, 4>{2, 30, -2, -30}));
    EXPECT_EQ(pot.places, (std::array<int, 4>{2, 1, 3, 4}));

    const HandRecord& h0 = pot.hands[0];
    EXPECT_EQ(h0.index, 0);
    EXPECT_EQ(h0.dealer, Seat::East);
    EXPECT_FALSE(h0.drawn);
    ASSERT_EQ(h0.wins.size(), 1u);
    EXPECT_EQ(h0.wins[0].winner, Seat::South);
    EXPECT_EQ(win_value(h0.wins[0]), 30);

    const HandRecord& h1 = pot.hands[1];
    EXPECT_EQ(h1.dealer, Seat::South);
    ASSERT_EQ(h1.wins.size(), 2u);
    EXPECT_EQ(h1.deltas, (std::array<int, 4>{12, 0, 8, -20}));
    EXPECT_EQ(h1.kongs, (std::array<int, 4>{2, 0, 0, 0}));
    EXPECT_EQ(h1.wins[0].situations & kHaolao, kHaolao);
    EXPECT_EQ(win_value(h1.wins[1]), 8);

    const HandRecord& h2 = pot.hands[2];
    EXPECT_TRUE(h2.drawn);
    EXPECT_EQ(h2.streak, 2);
    EXPECT_TRUE(h2.wins.empty());
    EXPECT_EQ(h2.deltas, (std::array<int, 4>{}));
    EXPECT_EQ(h2.kongs, (std::array<int, 4>{0, 0, 1, 0}));
}

TEST(Record, PotEndedMarksTheRecordFinished) {
    EXPECT_TRUE(summarize_pot({}, rigged_log(true)).finished);
}

TEST(Record, APrefixGivesThePrefixsHands) {
    std::vector<Event> log = rigged_log(true);
    for (std::size_t n = 0; n <= log.size(); ++n) {
        const std::vector<Event> prefix(log.begin(), log.begin() + static_cast<long>(n));
        const PotRecord pot = summarize_pot({}, prefix);
        std::size_t ended = 0;
        for (const Event& e : prefix) ended += std::holds_alternative<HandEnded>(e) ? 1 : 0;
        EXPECT_EQ(pot.hands.size(), ended) << n;
    }
}

TEST(Record, EventsOutsideAHandAreIgnored) {
    std::vector<Event> log{win(Seat::East, WinBy::SelfDraw, Seat::East, {30, -10, -10, -10}),
                           HandEnded{}, KongDeclared{}};
    const PotRecord pot = summarize_pot({}, log);
    EXPECT_TRUE(pot.hands.empty());
    EXPECT_EQ(pot.points, (std::array<int, 4>{}));
    EXPECT_EQ(pot.places, (std::array<int, 4>{1, 1, 1, 1}));
}

struct PlacesRow {
    std::array<int, 4> points, places;
};
class RecordPlaces : public ::testing::TestWithParam<PlacesRow> {};
TEST_P(RecordPlaces, TiesShareTheBetterPlace) {
    EXPECT_EQ(places_of(GetParam().points), GetParam().places);
}
INSTANTIATE_TEST_SUITE_P(Rows, RecordPlaces,
                         ::testing::Values(PlacesRow{{40, 10, -20, -30}, {1, 2, 3, 4}},
                                           PlacesRow{{-30, -20, 10, 40}, {4, 3, 2, 1}},
                                           PlacesRow{{10, 10, -10, -10}, {1, 1, 3, 3}},
                                           PlacesRow{{0, 0, 0, 0}, {1, 1, 1, 1}},
                                           PlacesRow{{5, 20, 20, -45}, {3, 1, 1, 4}}));

}  // namespace
}  // namespace haolao
