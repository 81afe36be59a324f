// SPDX-License-Identifier: GPL-3.0-or-later
// Handan hands with melds (win test, shanten, waits, ukeire, discards; meld text) and the Handan
// wall (RULES.md §3): the break for every dice sum, the deal, the drawn-hand limit with 0-3
// kongs. Rows are worked by hand; the arithmetic is in the comments.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "haolao/meld.h"
#include "haolao/ruleset.h"
#include "haolao/wall.h"

namespace haolao {
namespace {

constexpr Seat E = Seat::East;
constexpr Seat S = Seat::South;
constexpr Seat W = Seat::West;
constexpr Seat N = Seat::North;

const Ruleset& rules() {
    return handan_ruleset();
}
Tile tile(const char* t) {
    return parse_tile(t, TileSet::handan());
}

MeldedHand melded(const char* concealed, std::initializer_list<Meld> melds) {
    MeldedHand h;
    h.concealed = to_counts(parse_tiles(concealed, TileSet::handan()));
    for (const Meld& m : melds) h.add_meld(m);
    return h;
}
Meld pong(const char* t) {
    return {MeldType::Pong, tile(t), W};
}
Meld exposed(const char* t) {
    return {MeldType::ExposedKong, tile(t), N};
}
Meld concealed_kong(const char* t) {
    return {MeldType::ConcealedKong, tile(t), S};
}

std::string waits_text(const std::vector<Wait>& ws) {
    std::string out;
    for (const Wait& w : ws) out += w.tile.str() + "x" + std::to_string(w.remaining) + " ";
    return out;
}

// ---------------------------------------------------------------------------------------------
// Waiting hands with melds.

struct WaitRow {
    const char* name;
    MeldedHand hand;
    int shanten;
    const char* waits;  // "5zx3 " = 5z with 3 copies left
    int ukeire;
};
void PrintTo(const WaitRow& r, std::ostream* os) {
    *os << r.name;
}

class HandanMeldWaits : public ::testing::TestWithParam<WaitRow> {};

TEST_P(HandanMeldWaits, ShantenWaitsUkeire) {
    const WaitRow& r = GetParam();
    EXPECT_EQ(shanten(r.hand, rules()), r.shanten);
    EXPECT_EQ(waits_text(waits(r.hand, rules())), r.waits);
    EXPECT_EQ(ukeire(r.hand, rules()), r.ukeire);
}

INSTANTIATE_TEST_SUITE_P(
    Rules3, HandanMeldWaits,
    ::testing::Values(
        // 123m 456m 789m + pong 中, single 5z: waits 5z, 4 - 1 held = 3 left.
        WaitRow{"PongSingleWait", melded("123m456m789m5z", {pong("7z")}), 0, "5zx3 ", 3},
        // 46m waits on 5m; the pong of 5m holds three, one left.
        WaitRow{"PongTileStillWaitable", melded("46m789p123s11z", {pong("5m")}), 0, "5mx1 ", 1},
        // A single 5m beside a pong of 5m: all four held, no wait (RULE_CHOICES 9).
        WaitRow{"AllFourHeld", melded("5m789p123s456s", {pong("5m")}), 0, "", 0},
        // An exposed kong is one set: 1z pair wait, 3 left.
        WaitRow{"ExposedKong", melded("123m456p789s1z", {exposed("6z")}), 0, "1zx3 ", 3},
        // Two melds, 13m 57p 9s 1z 2z: two partials, no pair: 8 - 2 × 2 - 2 = 2.
        // Ukeire: 2m or 6p make a set (4 + 4); a pair of 9s, 1z or 2z (3 + 3 + 3): 17. A pair
        // of 1m, 3m, 5p or 7p breaks a partial and gains nothing (four blocks already).
        WaitRow{"TwoMeldsShanten2", melded("13m57p9s1z2z", {pong("7z"), pong("9m")}), 2, "", 17},
        // Four melds, a single 3p: waits 3p, 3 left.
        WaitRow{"FourMelds",
                melded("3p", {pong("1z"), pong("9s"), exposed("2m"), concealed_kong("8p")}), 0,
                "3px3 ", 3},
        // Every honor concealed: the pong's stand-in is a suited kind (5m: nothing within two
        // ranks). Ten isolated tiles, three sets and a pair to go: 8 - 2 × 1 = 6. Ukeire: a pair
        // of any single (7 honors × 3 + 1m, 9p, 5s × 3 = 30) or a partial (2m 3m, 7p 8p,
        // 3s 4s 6s 7s: 8 kinds × 4 = 32): 62. 5m (one left) is alone: nothing.
        WaitRow{"NoFreeHonor", melded("1234567z1m9p5s", {pong("5m")}), 6, "", 62}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(HandanMeldWaits, UkeireCountsSeenTiles) {
    // 46m + pong 5m waits on the last 5m; once it is seen, nothing is left.
    const MeldedHand h = melded("46m789p123s11z", {pong("5m")});
    TileCounts seen{};
    seen[tile("5m").code()] = 1;
    EXPECT_EQ(ukeire(h, rules(), seen), 0);
    EXPECT_EQ(waits_text(waits(h, rules(), seen)), "5mx0 ");
}

TEST(HandanMeldWaits, StandInKinds) {
    // An honor pong stands in for itself; a suited pong takes the first free honor; with every
    // honor concealed, an isolated suited kind.
    EXPECT_EQ(analysis_hand(melded("123m456m789m5z", {pong("7z")})).kongs[0], tile("7z"));
    EXPECT_EQ(analysis_hand(melded("46m789p123s11z", {pong("5m")})).kongs[0], tile("2z"));
    EXPECT_EQ(analysis_hand(melded("1234567z1m9p5s", {pong("5m")})).kongs[0], tile("5m"));
    // Kongs are passed as themselves.
    EXPECT_EQ(analysis_hand(melded("123m456p789s1z", {exposed("6z")})).kongs[0], tile("6z"));
}

TEST(HandanMeldWaits, DiscardOptions) {
    // 123m 456m 789m 5z 1p + pong 中: discard 1p (wait 5z, 3 left) or 5z (wait 1p, 3 left),
    // ties by tile code: 1p first.
    const auto options = discard_options(melded("123m456m789m5z1p", {pong("7z")}), rules());
    ASSERT_GE(options.size(), 2u);
    EXPECT_EQ(options[0].tile, tile("1p"));
    EXPECT_EQ(options[0].shanten, 0);
    EXPECT_EQ(options[0].ukeire, 3);
    EXPECT_EQ(options[1].tile, tile("5z"));
    EXPECT_EQ(options[1].shanten, 0);
    EXPECT_EQ(options[1].ukeire, 3);
    for (const DiscardOption& o : options) EXPECT_NE(o.tile, tile("7z"));  // never a meld tile
}

// ---------------------------------------------------------------------------------------------
// Win test.

struct WinTestRow {
    const char* name;
    MeldedHand hand;  // complete: the winning tile included
    bool wins;
};
void PrintTo(const WinTestRow& r, std::ostream* os) {
    *os << r.name;
}

class HandanMeldWin : public ::testing::TestWithParam<WinTestRow> {};

TEST_P(HandanMeldWin, IsWinning) {
    EXPECT_EQ(is_winning(GetParam().hand, rules()), GetParam().wins);
}

INSTANTIATE_TEST_SUITE_P(
    Rules3, HandanMeldWin,
    ::testing::Values(
        WinTestRow{"PongPair", melded("123m456m789m55z", {pong("7z")}), true},
        WinTestRow{"FourMeldsPair",
                   melded("33p", {pong("1z"), pong("9s"), exposed("2m"), concealed_kong("8p")}),
                   true},
        WinTestRow{"FourthCopyInChow", melded("456m789p123s11z", {pong("5m")}), true},
        WinTestRow{"SevenPairs", melded("1111m3355m77p99p55s", {}), true},
        WinTestRow{"NoSevenPairsWithMeld", melded("1133m5577p99s", {pong("7z")}), false},
        WinTestRow{"HonorsDoNotChain", melded("123z456m789m11p", {pong("7z")}), false},
        WinTestRow{"NoEightTileRule", melded("123m456p789s11z222z", {}), true},
        WinTestRow{"WrongCount", melded("123m456m789m55z", {}), false}),
    [](const auto& info) { return std::string(info.param.name); });

// The stand-in is exact: a pong is one complete set, like a concealed pung of an honor the hand
// does not hold. Random hands with one or two pongs, against that reference (seven pairs off).
TEST(HandanMeldWin, PongEqualsAnAbsentHonorPung) {
    std::mt19937 rng(20261202u);
    Ruleset ref_rules = rules();
    ref_rules.seven_pairs = false;
    int checked = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const int pongs = 1 + static_cast<int>(rng() % 2);
        const int size = (trial % 2 ? 13 : 14) - 3 * pongs;
        MeldedHand h;
        TileCounts used{};
        for (int p = 0; p < pongs; ++p) {
            int c = 0;
            do c = static_cast<int>(rng() % 34);
            while (used[c]);
            used[c] = 3;
            h.add_meld({MeldType::Pong, Tile::from_code(c), E});
        }
        // Mostly suited tiles, so that chows cross the pongs' ranks.
        for (int n = 0; n < size;) {
            const int c = static_cast<int>(rng() % (rng() % 4 ? 27 : 34));
            if (used[c] >= 4) continue;
            ++used[c];
            ++h.concealed[c];
            ++n;
        }
        Hand ref;
        ref.concealed = h.concealed;
        int honors = 0;
        for (int c = 27; c < 34 && honors < pongs; ++c) {
            if (used[c]) continue;
            ref.concealed[c] = 3;
            ++honors;
        }
        if (honors < pongs) continue;
        ++checked;
        ASSERT_EQ(shanten(h, rules()), shanten(ref, ref_rules)) << format_counts(h.concealed);
        if (size + 3 * pongs == 13) {
            std::uint64_t ref_mask = wait_mask(ref, ref_rules);
            const TileCounts held = h.all_counts();
            std::uint64_t mask = 0;
            for (const Wait& w : waits(h, rules())) mask |= std::uint64_t{1} << w.tile.code();
            for (int c = 0; c < 34; ++c)
                if (held[c] >= 4 || (ref.concealed[c] == 3 && !h.concealed[c]))
                    ref_mask &= ~(std::uint64_t{1} << c);
            ASSERT_EQ(mask, ref_mask) << format_counts(h.concealed);
        } else {
            MeldedHand done = h;
            ASSERT_EQ(is_winning(done, rules()), is_winning(ref, ref_rules));
        }
    }
    EXPECT_GT(checked, 2500);
}

// ---------------------------------------------------------------------------------------------
// Melds as text and problems.

TEST(Meld, ParseAndFormat) {
    const auto melds =
        parse_meld_list(" pong:5z , exposed_kong:3m@W,added_kong:7p", TileSet::handan());
    ASSERT_EQ(melds.size(), 3u);
    EXPECT_EQ(melds[0], (Meld{MeldType::Pong, tile("5z"), E}));
    EXPECT_EQ(melds[1], (Meld{MeldType::ExposedKong, tile("3m"), W}));
    EXPECT_EQ(melds[2].type, MeldType::AddedKong);
    EXPECT_EQ(format_meld(melds[1]), "exposed_kong:3m@W");
    EXPECT_EQ(meld_json(melds[1]), R"({"type":"exposed_kong","tile":"3m","from":"W"})");
    EXPECT_TRUE(parse_meld_list("", TileSet::handan()).empty());
    for (int i = 0; i < kNumMeldTypes; ++i) {
        const auto type = static_cast<MeldType>(i);
        EXPECT_EQ(meld_type_from_id(meld_type_id(type)), type);
    }
    EXPECT_EQ(meld_tiles(MeldType::Pong), 3);
    EXPECT_EQ(meld_tiles(MeldType::AddedKong), 4);
}

struct MeldErrorRow {
    const char* name;
    const char* text;
    const char* mention;
};
void PrintTo(const MeldErrorRow& r, std::ostream* os) {
    *os << r.name;
}

class MeldErrors : public ::testing::TestWithParam<MeldErrorRow> {};

TEST_P(MeldErrors, NameTheProblem) {
    try {
        parse_meld_list(GetParam().text, TileSet::handan());
        FAIL() << "no error";
    } catch (const MeldParseError& e) {
        EXPECT_NE(std::string(e.what()).find(GetParam().mention), std::string::npos) << e.what();
    }
}

INSTANTIATE_TEST_SUITE_P(
    Rules3, MeldErrors,
    ::testing::Values(MeldErrorRow{"NoColon", "pong5z", "is not type:tile"},
                      MeldErrorRow{"UnknownType", "bong:5z", "unknown meld type \"bong\""},
                      MeldErrorRow{"NoSuchTile", "pong:8z", "no such tile \"8z\""},
                      MeldErrorRow{"TwoTiles", "pong:55z", "exactly one tile"},
                      MeldErrorRow{"BadSeat", "pong:5z@X", "bad seat \"X\""}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(Meld, HandProblems) {
    const TileSet all = TileSet::handan();
    EXPECT_FALSE(melded_hand_problem(melded("123m456m789m5z", {pong("7z")}), all, false));
    EXPECT_FALSE(
        melded_hand_problem(melded("123m456m789m5z", {pong("7z")}), all, true, tile("5z")));
    const auto fifth = melded_hand_problem(melded("55m456m789m5z", {pong("5m")}), all, false);
    ASSERT_TRUE(fifth);
    EXPECT_NE(fifth->find("6 copies of 5m"), std::string::npos) << *fifth;
    const auto count = melded_hand_problem(melded("123m456m789m5z", {}), all, false);
    ASSERT_TRUE(count);
    EXPECT_NE(count->find("a waiting hand has 13"), std::string::npos) << *count;
    const auto twice =
        melded_hand_problem(melded("123m456m5z", {pong("7z"), exposed("7z")}), all, false);
    ASSERT_TRUE(twice);
    EXPECT_NE(twice->find("two melds of 7z"), std::string::npos) << *twice;
    const auto hefei =
        melded_hand_problem(melded("123m456m789m5z", {pong("7z")}), TileSet::hefei(), false);
    ASSERT_TRUE(hefei);
    EXPECT_NE(hefei->find("not in this ruleset"), std::string::npos) << *hefei;
}

// ---------------------------------------------------------------------------------------------
// The break (RULES.md §3): counting the dealer as 1 in play order the sum names the wall, the sum
// the stack from its right end; 5 or 9 → the 14th stack of the wall opposite the dealer.

struct BreakRow {
    Seat dealer;
    Dice dice;
    Seat wall;
    int stack;  // 1-based, as RULES.md counts
};
void PrintTo(const BreakRow& r, std::ostream* os) {
    *os << "dealer " << seat_letter(r.dealer) << " dice " << int(r.dice.a) << "+" << int(r.dice.b);
}

class HandanBreak : public ::testing::TestWithParam<BreakRow> {};

TEST_P(HandanBreak, WallAndStack) {
    const BreakRow& r = GetParam();
    const WallBreak b = wall_break(WallLayout::Seventeen, r.dealer, r.dice);
    EXPECT_EQ(b.wall, r.wall);
    EXPECT_EQ(b.stack + 1, r.stack);
    const WallShape shape(WallLayout::Seventeen, r.dealer, r.dice);
    EXPECT_EQ(shape.broken_wall(), r.wall);
    // The first tile dealt is the top of that stack, the last (the tail) the stack before it.
    EXPECT_EQ(shape.spot(0), (WallSpot{r.wall, static_cast<std::uint8_t>(r.stack - 1), true}));
    EXPECT_EQ(shape.spot(shape.size() - 1),
              (WallSpot{r.wall, static_cast<std::uint8_t>(r.stack - 2), false}));
    for (int p = 0; p < shape.size(); ++p) ASSERT_EQ(shape.position(shape.spot(p)), p);
}

INSTANTIATE_TEST_SUITE_P(
    Rules3, HandanBreak,
    ::testing::Values(
        // Dealer East: 2 → S (下家) 2nd; 3 → W 3rd; 4 → N (上家) 4th; 5 → W 14th (choice);
        // 6 → S 6th; 7 → W 7th; 8 → N 8th; 9 → W 14th (choice); 10 → S 10th; 11 → W 11th;
        // 12 → N 12th.
        BreakRow{E, {1, 1}, S, 2}, BreakRow{E, {1, 2}, W, 3}, BreakRow{E, {1, 3}, N, 4},
        BreakRow{E, {1, 4}, W, 14}, BreakRow{E, {2, 3}, W, 14}, BreakRow{E, {2, 4}, S, 6},
        BreakRow{E, {3, 4}, W, 7}, BreakRow{E, {4, 4}, N, 8}, BreakRow{E, {4, 5}, W, 14},
        BreakRow{E, {3, 6}, W, 14}, BreakRow{E, {4, 6}, S, 10}, BreakRow{E, {5, 6}, W, 11},
        BreakRow{E, {6, 6}, N, 12},
        // Dealer South: 7 counts S W N E S W N → N 7th; 9 → opposite of S = N 14th; 2 → W.
        BreakRow{S, {3, 4}, N, 7}, BreakRow{S, {4, 5}, N, 14}, BreakRow{S, {1, 1}, W, 2},
        // Dealer North: 5 → opposite = S 14th; 12 counts N E S W N E S W N E S W → W 12th.
        BreakRow{N, {2, 3}, S, 14}, BreakRow{N, {6, 6}, W, 12}));

// Hefei layouts keep §1.3: the smaller die on the sum's wall (4 + 5 = 9: own wall, 4th stack).
TEST(HandanBreak, HefeiUnchanged) {
    EXPECT_EQ(wall_break(WallLayout::DealerTwelve, E, Dice{4, 5}), (WallBreak{E, 3}));
    // 6 + 1 = 7 from South: S W N E S W N → North's wall, the smaller die: 1st stack.
    EXPECT_EQ(wall_break(WallLayout::ElevenTen, S, Dice{6, 1}), (WallBreak{N, 0}));
    const WallShape shape(WallLayout::DealerTwelve, E, Dice{4, 5});
    EXPECT_EQ(shape.break_stack(), 3);
    EXPECT_EQ(shape.broken_wall(), E);
}

// ---------------------------------------------------------------------------------------------
// The deal: 136 tiles, 4 × 17 stacks; the dealer 4 × 3 + 2 = 14, the others 13; 136 - 53 = 83.

TEST(HandanDeal, FourteenThirteen) {
    const WallFacts f = wall_facts(rules());
    EXPECT_EQ(f.tiles, 136);
    EXPECT_EQ(f.stacks, 68);
    EXPECT_EQ(f.dealer_stacks, 17);
    EXPECT_EQ(f.side_stacks, 17);
    EXPECT_EQ(f.dealer_tiles, 14);
    EXPECT_EQ(f.player_tiles, 13);
    EXPECT_EQ(f.live_after_deal, 83);
    EXPECT_EQ(f.haolao_zone, 0);

    std::vector<Tile> sequence;
    for (int k = 0; k < 4; ++k)
        for (Tile t : TileSet::handan().tiles()) sequence.push_back(t);
    Wall wall(sequence, WallLayout::Seventeen, W, Dice{2, 5});
    std::array<int, 4> dealt{};
    for (const DealStep& step : deal_steps()) {
        wall.take(step.position, WallTileState::Drawn);
        ++dealt[step.seat_offset];
    }
    EXPECT_EQ(dealt, (std::array<int, 4>{14, 13, 13, 13}));
    EXPECT_EQ(wall.remaining(), 83);
    EXPECT_EQ(wall.shape().head(), 53);
    // 2 + 5 = 7 from West: W N E S W N E → East's wall, 7th stack.
    EXPECT_EQ(wall.shape().spot(0), (WallSpot{E, 6, true}));
    EXPECT_EQ(wall.shape().full_stacks(), 41);  // 53 = 26 stacks + 1 (the 27th's top taken)
}

// ---------------------------------------------------------------------------------------------
// The drawn-hand limit: 6 full stacks + 1 per kong; a single tile left at the tail not counted.

struct LimitRow {
    int kongs;
    int head_draws;  // normal draws after the deal before the hand is drawn
    int left;        // tiles still in the wall then
};
void PrintTo(const LimitRow& r, std::ostream* os) {
    *os << r.kongs << " kongs";
}

class HandanDrawnHand : public ::testing::TestWithParam<LimitRow> {};

TEST_P(HandanDrawnHand, Limit) {
    const LimitRow& r = GetParam();
    WallShape shape(WallLayout::Seventeen, E, Dice{3, 4});
    for (const DealStep& step : deal_steps()) shape.take(step.position, WallTileState::Drawn);
    for (int k = 0; k < r.kongs; ++k) shape.take(shape.tail(), WallTileState::Replacement);
    EXPECT_EQ(drawn_hand_stacks(rules(), r.kongs), 6 + r.kongs);
    int draws = 0;
    while (!hand_drawn(shape, rules(), r.kongs)) {
        shape.take(shape.head(), WallTileState::Drawn);
        ++draws;
    }
    EXPECT_EQ(draws, r.head_draws);
    EXPECT_EQ(shape.remaining(), r.left);
    EXPECT_EQ(shape.full_stacks(), 6 + r.kongs);
    EXPECT_EQ(shape.tail_single(), r.kongs % 2 == 1);
}

INSTANTIATE_TEST_SUITE_P(Rules3, HandanDrawnHand,
                         ::testing::Values(
                             // 136 - 53 dealt - 12 = 71 draws, 12 left.
                             LimitRow{0, 71, 12},
                             // One kong: a replacement (the last stack's top), 7 stacks + its
                             // bottom kept: 136 - 53 - 1 - 14 - 1 = 67 draws, 15 left.
                             LimitRow{1, 67, 15},
                             // Two: the last stack gone; 136 - 53 - 2 - 16 = 65 draws, 16 left.
                             LimitRow{2, 65, 16},
                             // Three (003's example: 6 + 1 + 2 = 9 stacks, the single ignored):
                             // 136 - 53 - 3 - 18 - 1 = 61 draws, 19 left.
                             LimitRow{3, 61, 19}));

TEST(HandanDrawnHand, HefeiHasNoLimit) {
    WallShape shape(WallLayout::DealerTwelve, E, Dice{3, 4});
    EXPECT_EQ(live_tiles(shape, ruleset_by_id("hefei-classic"), 2), 84);
    EXPECT_EQ(drawn_hand_stacks(ruleset_by_id("hefei-classic"), 2), 0);
}

// A late kong can push the limit past the head: the hand is then drawn at once.
TEST(HandanDrawnHand, LateKong) {
    WallShape shape(WallLayout::Seventeen, E, Dice{1, 1});
    for (const DealStep& step : deal_steps()) shape.take(step.position, WallTileState::Drawn);
    for (int i = 0; i < 70; ++i) shape.take(shape.head(), WallTileState::Drawn);
    EXPECT_EQ(live_tiles(shape, rules(), 0), 1);
    shape.take(shape.tail(), WallTileState::Replacement);
    EXPECT_LT(live_tiles(shape, rules(), 1), 0);  // 12 left - 14 - the single
    EXPECT_TRUE(hand_drawn(shape, rules(), 1));
}

}  // namespace
}  // namespace haolao
