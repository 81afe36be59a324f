// SPDX-License-Identifier: GPL-3.0-or-later
// Wall geometry, break, deal order and tail (RULES.md §1.2-§1.3, §1.5) and the PRNG.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <set>
#include <vector>

#include "haolao/rng.h"
#include "haolao/ruleset.h"
#include "haolao/wall.h"

namespace haolao {
namespace {

TEST(WallLayout, StackCounts) {
    struct Row {
        WallLayout layout;
        Seat dealer;
        std::array<int, 4> stacks;
    };
    const Row rows[] = {
        {WallLayout::DealerTwelve, Seat::East, {12, 10, 10, 10}},
        {WallLayout::DealerTwelve, Seat::West, {10, 10, 12, 10}},
        {WallLayout::ElevenTen, Seat::East, {11, 10, 11, 10}},
        {WallLayout::ElevenTen, Seat::North, {10, 11, 10, 11}},
        {WallLayout::Seventeen, Seat::South, {17, 17, 17, 17}},
    };
    for (const Row& r : rows) EXPECT_EQ(wall_stacks(r.layout, r.dealer), r.stacks);
}

// The wall arithmetic the help shows, worked by hand: 21 kinds × 4 = 84 tiles = 42 stacks;
// 12 + 10 + 10 + 10 or 11 + 10 + 11 + 10; the dealer 4 × 3 + 2 = 14, the others 4 × 3 + 1 = 13,
// 14 + 3 × 13 = 53 dealt, 84 - 53 = 31 left; the haolao zone and the last kong from the preset.
TEST(WallFacts, FromTheRuleset) {
    struct Row {
        const char* name;
        Ruleset rules;
        WallFacts facts;
    };
    Ruleset ten_tiles = ruleset_by_id("hefei-classic");
    ten_tiles.haolao_tiles = 10;
    Ruleset no_haolao = ruleset_by_id("hefei-ting");
    no_haolao.haolao_tiles = 0;
    no_haolao.min_wall_for_kong = 0;
    Ruleset seventeen = ruleset_by_id("hefei-classic");
    seventeen.tiles = TileSet::handan();
    seventeen.wall_layout = WallLayout::Seventeen;
    const Row rows[] = {
        {"hefei-classic",
         ruleset_by_id("hefei-classic"),
         {21, 4, 84, 42, 12, 10, 10, 3, 2, 14, 13, 53, 31, 4, 4}},
        {"hefei-ting",
         ruleset_by_id("hefei-ting"),
         {21, 4, 84, 42, 11, 11, 10, 3, 2, 14, 13, 53, 31, 4, 4}},
        {"hefei-bianfeng",
         ruleset_by_id("hefei-bianfeng"),
         {21, 4, 84, 42, 12, 10, 10, 3, 2, 14, 13, 53, 31, 4, 4}},
        {"haolao zone of 10", ten_tiles, {21, 4, 84, 42, 12, 10, 10, 3, 2, 14, 13, 53, 31, 10, 4}},
        {"no haolao, kongs to the end",
         no_haolao,
         {21, 4, 84, 42, 11, 11, 10, 3, 2, 14, 13, 53, 31, 0, 0}},
        // 34 kinds × 4 = 136 = 4 × 17 stacks; 136 - 53 = 83.
        {"136 tiles, 17 stacks each",
         seventeen,
         {34, 4, 136, 68, 17, 17, 17, 3, 2, 14, 13, 53, 83, 4, 4}},
    };
    for (const Row& r : rows) EXPECT_EQ(wall_facts(r.rules), r.facts) << r.name;
    for (const Ruleset& r : presets()) {
        const WallFacts f = wall_facts(r);
        EXPECT_EQ(f.kinds * f.copies, f.tiles) << r.id;  // the wall holds the whole set
    }
}

// 84 tiles (21 kinds) fit 12+10+10+10 = 42 and 11+10+11+10 = 42 stacks; 136 (34 kinds) 4 × 17.
TEST(WallLayout, LayoutsThatFitTheTiles) {
    struct Row {
        TileSet tiles;
        std::vector<WallLayout> layouts;
    };
    const Row rows[] = {
        {TileSet::hefei(), {WallLayout::DealerTwelve, WallLayout::ElevenTen}},
        {TileSet::handan(), {WallLayout::Seventeen}},
    };
    for (const Row& r : rows) {
        Ruleset rules = ruleset_by_id("hefei-classic");
        rules.tiles = r.tiles;
        EXPECT_EQ(fitting_wall_layouts(rules), r.layouts) << r.tiles.size();
    }
}

// §1.1, §1.3: two dice sum to 2-12; counting the dealer as 1, sums 5 and 9 come back to the
// dealer, 2, 6, 10 reach 下家, 3, 7, 11 the opposite seat, 4, 8, 12 上家.
TEST(WallBreak, DiceSumsPerSeat) {
    struct Row {
        int offset;
        std::vector<int> sums;
    };
    const Row rows[] = {{0, {5, 9}}, {1, {2, 6, 10}}, {2, {3, 7, 11}}, {3, {4, 8, 12}}};
    for (const Row& r : rows) EXPECT_EQ(dice_sums_for_offset(r.offset), r.sums) << r.offset;
}

// §1.3: counting the dealer as 1 in play order.
TEST(WallBreak, DiceSumPicksTheWall) {
    struct Row {
        Seat dealer;
        int sum;
        Seat owner;
    };
    const Row rows[] = {
        {Seat::East, 2, Seat::South},   {Seat::East, 3, Seat::West},
        {Seat::East, 4, Seat::North},   {Seat::East, 5, Seat::East},
        {Seat::East, 9, Seat::East},    {Seat::East, 12, Seat::North},
        {Seat::South, 7, Seat::North},  {Seat::West, 10, Seat::North},
        {Seat::North, 11, Seat::South},
    };
    for (const Row& r : rows) EXPECT_EQ(break_owner(r.dealer, r.sum), r.owner) << r.sum;
}

// The source's example: 4 + 5 = 9, the dealer's own wall from its 4th stack; stacks 1-3 of that
// wall are the very end of the sequence.
TEST(WallBreak, FourPlusFiveStartsAtDealersFourthStack) {
    const WallShape w(WallLayout::DealerTwelve, Seat::East, Dice{4, 5});
    EXPECT_EQ(w.size(), 84);
    EXPECT_EQ(w.broken_wall(), Seat::East);
    EXPECT_EQ(w.spot(0), (WallSpot{Seat::East, 3, true}));
    EXPECT_EQ(w.spot(1), (WallSpot{Seat::East, 3, false}));
    EXPECT_EQ(w.spot(17), (WallSpot{Seat::East, 11, false}));  // the dealer's left end
    // Then clockwise: the wall of the player on the dealer's left, 上家 (North), from its right.
    EXPECT_EQ(w.spot(18), (WallSpot{Seat::North, 0, true}));
    EXPECT_EQ(w.spot(38), (WallSpot{Seat::West, 0, true}));
    EXPECT_EQ(w.spot(58), (WallSpot{Seat::South, 0, true}));
    EXPECT_EQ(w.spot(77), (WallSpot{Seat::South, 9, false}));
    // Stacks 1-3 of the dealer's wall (0-2 here) close the sequence: the tail.
    EXPECT_EQ(w.spot(78), (WallSpot{Seat::East, 0, true}));
    EXPECT_EQ(w.spot(82), (WallSpot{Seat::East, 2, true}));
    EXPECT_EQ(w.spot(83), (WallSpot{Seat::East, 2, false}));
}

// §1.3, every dice sum in both Hefei layouts, worked by hand: the sum names the wall (dealer 1,
// 下家 2, opposite 3, 上家 4, round again), the smaller die the stack the sequence starts from,
// counted from that wall's right end. The sequence runs to that wall's left end, then on along the
// wall of the seat before it (上家 side), and the stacks right of the break close it (the tail);
// a break at stack 1 leaves none, so the sequence ends at the left end of the wall after it.
struct BreakRow {
    WallLayout layout;
    Seat dealer;
    Dice dice;
    Seat wall;      // the broken wall's owner
    int first;      // 1-based stack of position 0
    int wall_len;   // stacks in that wall
    WallSpot last;  // position 83
};

class WallBreakRows : public ::testing::TestWithParam<BreakRow> {};

TEST_P(WallBreakRows, StartEndAndTurnOfTheSequence) {
    const BreakRow& r = GetParam();
    const WallShape w(r.layout, r.dealer, r.dice);
    EXPECT_EQ(w.broken_wall(), r.wall);
    EXPECT_EQ(w.stacks_of(r.wall), r.wall_len);
    EXPECT_EQ(w.spot(0), (WallSpot{r.wall, std::uint8_t(r.first - 1), true}));
    EXPECT_EQ(w.spot(1), (WallSpot{r.wall, std::uint8_t(r.first - 1), false}));
    // The broken wall's left end, then the right end of the wall of the seat before it.
    const int left_end = 2 * (r.wall_len - r.first + 1) - 1;
    EXPECT_EQ(w.spot(left_end), (WallSpot{r.wall, std::uint8_t(r.wall_len - 1), false}));
    EXPECT_EQ(w.spot(left_end + 1), (WallSpot{previous(r.wall), 0, true}));
    EXPECT_EQ(w.spot(83), r.last);
    EXPECT_EQ(w.position(r.last), 83);
}

constexpr Seat E = Seat::East, S = Seat::South, W = Seat::West, N = Seat::North;
constexpr WallLayout D12 = WallLayout::DealerTwelve, L1110 = WallLayout::ElevenTen;

INSTANTIATE_TEST_SUITE_P(
    EverySum, WallBreakRows,
    ::testing::Values(
        // Dealer East, 12 + 10 + 10 + 10 (E S W N).
        BreakRow{D12, E, Dice{1, 1}, S, 1, 10, {W, 9, false}},  // 2
        BreakRow{D12, E, Dice{1, 2}, W, 1, 10, {N, 9, false}},  // 3
        BreakRow{D12, E, Dice{2, 2}, N, 2, 10, {N, 0, false}},  // 4
        BreakRow{D12, E, Dice{1, 4}, E, 1, 12, {S, 9, false}},  // 5
        BreakRow{D12, E, Dice{3, 2}, E, 2, 12, {E, 0, false}},  // 5
        BreakRow{D12, E, Dice{3, 3}, S, 3, 10, {S, 1, false}},  // 6
        BreakRow{D12, E, Dice{3, 4}, W, 3, 10, {W, 1, false}},  // 7
        BreakRow{D12, E, Dice{4, 4}, N, 4, 10, {N, 2, false}},  // 8
        BreakRow{D12, E, Dice{4, 5}, E, 4, 12, {E, 2, false}},  // 9 (the source's example)
        BreakRow{D12, E, Dice{6, 4}, S, 4, 10, {S, 2, false}},  // 10
        BreakRow{D12, E, Dice{5, 6}, W, 5, 10, {W, 3, false}},  // 11
        BreakRow{D12, E, Dice{6, 6}, N, 6, 10, {N, 4, false}},  // 12
        // Dealer North, 12 + 10 + 10 + 10 (N E S W): the dealer's wall is North's.
        BreakRow{D12, N, Dice{6, 6}, W, 6, 10, {W, 4, false}},  // 12
        BreakRow{D12, N, Dice{2, 3}, N, 2, 12, {N, 0, false}},  // 5
        // Dealer South, 11 + 10 + 11 + 10 (S W N E: dealer and opposite 11).
        BreakRow{L1110, S, Dice{1, 1}, W, 1, 10, {N, 10, false}},  // 2
        BreakRow{L1110, S, Dice{2, 1}, N, 1, 11, {E, 9, false}},   // 3
        BreakRow{L1110, S, Dice{1, 3}, E, 1, 10, {S, 10, false}},  // 4
        BreakRow{L1110, S, Dice{1, 4}, S, 1, 11, {W, 9, false}},   // 5
        BreakRow{L1110, S, Dice{2, 4}, W, 2, 10, {W, 0, false}},   // 6
        BreakRow{L1110, S, Dice{3, 4}, N, 3, 11, {N, 1, false}},   // 7
        BreakRow{L1110, S, Dice{2, 6}, E, 2, 10, {E, 0, false}},   // 8
        BreakRow{L1110, S, Dice{3, 6}, S, 3, 11, {S, 1, false}},   // 9
        BreakRow{L1110, S, Dice{5, 5}, W, 5, 10, {W, 3, false}},   // 10
        BreakRow{L1110, S, Dice{6, 5}, N, 5, 11, {N, 3, false}},   // 11
        BreakRow{L1110, S, Dice{6, 6}, E, 6, 10, {E, 4, false}},   // 12
        // Dealer East, 11 + 10 + 11 + 10 (E S W N).
        BreakRow{L1110, E, Dice{4, 5}, E, 4, 11, {E, 2, false}},   // 9
        BreakRow{L1110, E, Dice{1, 2}, W, 1, 11, {N, 9, false}}),  // 3
    [](const auto& info) {
        const BreakRow& r = info.param;
        return std::string(r.layout == D12 ? "DealerTwelve" : "ElevenTen") + "_" +
               seat_letter(r.dealer) + "_" + std::to_string(r.dice.a) + std::to_string(r.dice.b);
    });

TEST(WallBreak, SpotAndPositionAreInverseAndCoverTheTable) {
    for (auto layout : {WallLayout::DealerTwelve, WallLayout::ElevenTen})
        for (int dealer = 0; dealer < 4; ++dealer)
            for (int a = 1; a <= 6; ++a)
                for (int b = 1; b <= 6; ++b) {
                    const WallShape w(layout, seat_from_index(dealer),
                                      Dice{std::uint8_t(a), std::uint8_t(b)});
                    std::set<std::tuple<int, int, bool>> seen;
                    for (int p = 0; p < w.size(); ++p) {
                        const WallSpot s = w.spot(p);
                        ASSERT_LT(s.stack, w.stacks_of(s.owner));
                        ASSERT_EQ(w.position(s), p);
                        seen.insert({index(s.owner), s.stack, s.top});
                    }
                    ASSERT_EQ(static_cast<int>(seen.size()), 84);
                }
}

// Deal: three times round, 2 stacks each, dealer first; then the jump (跳牌).
TEST(WallDeal, DealStepsFollowTheRules) {
    std::array<std::vector<int>, 4> by_offset;
    for (const DealStep& s : deal_steps()) by_offset[s.seat_offset].push_back(s.position);
    const std::array<std::vector<int>, 4> want = {
        std::vector<int>{0, 1, 2, 3, 16, 17, 18, 19, 32, 33, 34, 35, 48, 52},  // dealer
        std::vector<int>{4, 5, 6, 7, 20, 21, 22, 23, 36, 37, 38, 39, 49},      // 下家
        std::vector<int>{8, 9, 10, 11, 24, 25, 26, 27, 40, 41, 42, 43, 50},    // opposite
        std::vector<int>{12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 51},  // 上家
    };
    for (int i = 0; i < 4; ++i) EXPECT_EQ(by_offset[i], want[i]) << "seat offset " << i;
    // Jump details: the dealer's 2 tiles are the tops of the 1st and 3rd stacks left.
    EXPECT_EQ(deal_steps()[48].position, 48);
    EXPECT_EQ(deal_steps()[49].position, 52);
}

TEST(WallDeal, AfterTheDealTheHeadIsTheBottomOfTheThirdStack) {
    WallShape w(WallLayout::DealerTwelve, Seat::South, Dice{2, 6});
    for (const DealStep& s : deal_steps()) w.take(s.position, WallTileState::Drawn);
    EXPECT_EQ(w.remaining(), 31);
    EXPECT_EQ(w.head(), 53);
    EXPECT_FALSE(w.spot(53).top);
}

// Replacements: the top of the last remaining stack, then its bottom, then the stack before.
TEST(WallTail, ReplacementOrderAndHaolaoZone) {
    WallShape w(WallLayout::DealerTwelve, Seat::East, Dice{4, 5});
    std::array<int, 4> zone{};
    ASSERT_EQ(w.tail_positions(4, zone), 4);
    EXPECT_EQ(zone, (std::array<int, 4>{82, 83, 80, 81}));
    const int order[] = {82, 83, 80, 81, 78};
    for (int p : order) {
        ASSERT_EQ(w.tail(), p);
        w.take(w.tail(), WallTileState::Replacement);
        EXPECT_EQ(w.state(p), WallTileState::Replacement);
    }
    // The zone moved one tile towards the head for each replacement.
    ASSERT_EQ(w.tail_positions(4, zone), 4);
    EXPECT_EQ(zone, (std::array<int, 4>{79, 76, 77, 74}));
    EXPECT_TRUE(w.in_tail_zone(74, 4));
    EXPECT_FALSE(w.in_tail_zone(75, 4));
    EXPECT_EQ(w.remaining(), 79);
}

TEST(WallTail, HeadAndTailMeetWithoutOverlap) {
    WallShape w(WallLayout::ElevenTen, Seat::West, Dice{1, 1});
    std::vector<int> taken;
    for (int i = 0; w.remaining() > 0; ++i) {
        const int p = i % 3 == 0 ? w.tail() : w.head();
        ASSERT_GE(p, 0);
        ASSERT_FALSE(w.taken(p));
        w.take(p, i % 3 == 0 ? WallTileState::Replacement : WallTileState::Drawn);
        taken.push_back(p);
    }
    std::sort(taken.begin(), taken.end());
    ASSERT_EQ(taken.size(), 84u);
    for (int i = 0; i < 84; ++i) EXPECT_EQ(taken[i], i);
    EXPECT_EQ(w.head(), -1);
    EXPECT_EQ(w.tail(), -1);
}

TEST(WallTiles, DrawTakesTheRightTiles) {
    std::vector<Tile> seq;
    for (Tile t : TileSet::hefei().tiles())
        for (int c = 0; c < 4; ++c) seq.push_back(t);
    Wall wall(seq, WallLayout::DealerTwelve, Seat::East, Dice{3, 3});
    EXPECT_EQ(wall.draw_head(), seq[0]);
    EXPECT_EQ(wall.draw_tail(), seq[82]);
    EXPECT_EQ(wall.draw_tail(), seq[83]);
    EXPECT_EQ(wall.draw_head(), seq[1]);
    EXPECT_EQ(wall.remaining(), 80);
}

// The PRNG is ours so that a seed means the same game everywhere: pin its output.
TEST(Rng, PinnedOutput) {
    Rng a(42);
    Rng b(42);
    for (int i = 0; i < 100; ++i) ASSERT_EQ(a.next(), b.next());
    Rng r(0);
    EXPECT_EQ(r.next(), 0x99EC5F36CB75F2B4ull);
    EXPECT_EQ(r.next(), 0xBF6E1F784956452Aull);
}

TEST(Rng, DiceAreUniformEnough) {
    Rng r(7);
    std::array<int, 7> count{};
    for (int i = 0; i < 60000; ++i) ++count[r.die()];
    EXPECT_EQ(count[0], 0);
    for (int f = 1; f <= 6; ++f) EXPECT_NEAR(count[f], 10000, 400) << f;
}

}  // namespace
}  // namespace haolao
