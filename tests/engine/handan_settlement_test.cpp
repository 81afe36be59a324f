// SPDX-License-Identifier: GPL-3.0-or-later
// Handan settlement (RULES.md §3): every win payment, kong money, 跟打, several winners, whole
// wins with melds, score_win's HandanFan model, and dealer rotation. Each row is worked by hand
// from §3; the arithmetic is in its comment. Deltas are E, S, W, N.
#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <numeric>
#include <ostream>
#include <string>
#include <vector>

#include "haolao/handan.h"
#include "haolao/meld.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"
#include "haolao/wall.h"

namespace haolao {
namespace {

constexpr Seat E = Seat::East;
constexpr Seat S = Seat::South;
constexpr Seat W = Seat::West;
constexpr Seat N = Seat::North;
using Deltas = std::array<int, 4>;

const Ruleset& rules() {
    return handan_ruleset();
}

int sum(const Deltas& d) {
    return std::accumulate(d.begin(), d.end(), 0);
}

// ---------------------------------------------------------------------------------------------
// One win's payments.

struct WinRow {
    const char* name;
    Seat winner;
    Seat dealer;
    HandanWinBy by;
    Seat discarder;
    bool bloom;
    Deltas deltas;
    PaymentReason reason;
    int lines;
};
void PrintTo(const WinRow& r, std::ostream* os) {
    *os << r.name;
}

class HandanWinPayments : public ::testing::TestWithParam<WinRow> {};

TEST_P(HandanWinPayments, DeltasAndLines) {
    const WinRow& r = GetParam();
    const Settlement s =
        handan_win_payments(rules(), r.winner, r.dealer, r.by, r.discarder, r.bloom);
    EXPECT_EQ(s.deltas, r.deltas);
    EXPECT_EQ(sum(s.deltas), 0);
    ASSERT_EQ(static_cast<int>(s.lines.size()), r.lines);
    Deltas from_lines{};
    for (const PaymentLine& l : s.lines) {
        EXPECT_EQ(l.reason, r.reason);
        EXPECT_EQ(l.payee, r.winner);
        EXPECT_NE(l.payer, r.winner);
        EXPECT_EQ(l.dealer_doubled, l.payer == r.dealer || l.payee == r.dealer);
        from_lines[index(l.payer)] -= l.amount;
        from_lines[index(l.payee)] += l.amount;
    }
    EXPECT_EQ(from_lines, r.deltas);
}

INSTANTIATE_TEST_SUITE_P(
    Rules3, HandanWinPayments,
    ::testing::Values(
        // Ron between two non-dealers: the discarder W pays 1.
        WinRow{"RonNoDealer",
               S,
               E,
               HandanWinBy::Discard,
               W,
               false,
               {0, 1, -1, 0},
               PaymentReason::Ron,
               1},
        // Dealer E wins on S's discard: 1 × 2 = 2.
        WinRow{"RonDealerWins",
               E,
               E,
               HandanWinBy::Discard,
               S,
               false,
               {2, -2, 0, 0},
               PaymentReason::Ron,
               1},
        // Dealer E deals in to non-dealer S: 1 × 2 = 2 (003: 庄家出冲，一闲家胡，结算为：2番).
        WinRow{"RonDealerPays",
               S,
               E,
               HandanWinBy::Discard,
               E,
               false,
               {-2, 2, 0, 0},
               PaymentReason::Ron,
               1},
        // Dealer W deals in to N: 2.
        WinRow{"RonDealerWestPays",
               N,
               W,
               HandanWinBy::Discard,
               W,
               false,
               {0, 0, -2, 2},
               PaymentReason::Ron,
               1},
        // Non-dealer N wins on non-dealer S while W deals: S pays 1.
        WinRow{"RonDealerElsewhere",
               N,
               W,
               HandanWinBy::Discard,
               S,
               false,
               {0, -1, 0, 1},
               PaymentReason::Ron,
               1},
        // Non-dealer S self-draws, E dealer: E 2 × 2 = 4, W 2, N 2; S + 8.
        WinRow{"SelfDrawDealerPays",
               S,
               E,
               HandanWinBy::SelfDraw,
               S,
               false,
               {-4, 8, -2, -2},
               PaymentReason::SelfDraw,
               3},
        // Dealer E self-draws: (2 + 2) × 3 = 12 (003's example); 4 from each.
        WinRow{"SelfDrawDealerWins",
               E,
               E,
               HandanWinBy::SelfDraw,
               E,
               false,
               {12, -4, -4, -4},
               PaymentReason::SelfDraw,
               3},
        // N self-draws, W dealer: E 2, S 2, W 4; N + 8.
        WinRow{"SelfDrawDealerWest",
               N,
               W,
               HandanWinBy::SelfDraw,
               N,
               false,
               {-2, -2, -4, 8},
               PaymentReason::SelfDraw,
               3},
        // The discarder field is ignored on a self-draw.
        WinRow{"SelfDrawIgnoresDiscarder",
               S,
               E,
               HandanWinBy::SelfDraw,
               W,
               false,
               {-4, 8, -2, -2},
               PaymentReason::SelfDraw,
               3},
        // Kong bloom = self-draw: N on a replacement, E dealer: E 4, S 2, W 2; N + 8.
        WinRow{"KongBloom",
               N,
               E,
               HandanWinBy::SelfDraw,
               N,
               true,
               {-4, -2, -2, 8},
               PaymentReason::KongBloom,
               3},
        // Dealer's kong bloom: 4 from each, + 12.
        WinRow{"KongBloomDealer",
               E,
               E,
               HandanWinBy::SelfDraw,
               E,
               true,
               {12, -4, -4, -4},
               PaymentReason::KongBloom,
               3},
        // S robs W's added kong, E dealer: paid as a ron by W: 1.
        WinRow{"RobKong",
               S,
               E,
               HandanWinBy::RobKong,
               W,
               false,
               {0, 1, -1, 0},
               PaymentReason::RobKong,
               1},
        // Dealer E robs N's added kong: N pays 2.
        WinRow{"RobKongDealerWins",
               E,
               E,
               HandanWinBy::RobKong,
               N,
               false,
               {2, 0, 0, -2},
               PaymentReason::RobKong,
               1},
        // S robs dealer E's added kong: E pays 2.
        WinRow{"RobKongDealerPays",
               S,
               E,
               HandanWinBy::RobKong,
               E,
               false,
               {-2, 2, 0, 0},
               PaymentReason::RobKong,
               1}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(HandanWinPayments, RejectsImpossibleWins) {
    EXPECT_THROW(handan_win_payments(rules(), S, E, HandanWinBy::Discard, S),
                 std::invalid_argument);
    EXPECT_THROW(handan_win_payments(rules(), S, E, HandanWinBy::RobKong, S),
                 std::invalid_argument);
    EXPECT_THROW(handan_win_payments(rules(), S, E, HandanWinBy::Discard, W, true),
                 std::invalid_argument);
}

// ---------------------------------------------------------------------------------------------
// Several winners (一炮多响): the discarder pays each in full.

struct MultiRow {
    const char* name;
    std::vector<Seat> winners;
    Seat dealer;
    HandanWinBy by;
    Seat discarder;
    Deltas deltas;
};
void PrintTo(const MultiRow& r, std::ostream* os) {
    *os << r.name;
}

class HandanMultiWin : public ::testing::TestWithParam<MultiRow> {};

TEST_P(HandanMultiWin, EachWinnerPaid) {
    const MultiRow& r = GetParam();
    const Settlement s = handan_multi_win_payments(rules(), r.winners, r.dealer, r.by, r.discarder);
    EXPECT_EQ(s.deltas, r.deltas);
    EXPECT_EQ(s.lines.size(), r.winners.size());
    for (std::size_t i = 0; i < s.lines.size(); ++i) EXPECT_EQ(s.lines[i].payee, r.winners[i]);
}

INSTANTIATE_TEST_SUITE_P(
    Rules3, HandanMultiWin,
    ::testing::Values(
        // W discards, S and N win, E dealer: 1 + 1; W - 2.
        MultiRow{"TwoNonDealers", {S, N}, E, HandanWinBy::Discard, W, {0, 1, -2, 1}},
        // W discards, dealer E and S win: E 2, S 1; W - 3.
        MultiRow{"DealerAmongWinners", {E, S}, E, HandanWinBy::Discard, W, {2, 1, -3, 0}},
        // Dealer E discards, the three others win: 2 each; E - 6.
        MultiRow{"DealerDealsInToThree", {S, W, N}, E, HandanWinBy::Discard, E, {-6, 2, 2, 2}},
        // Two players rob N's added kong, dealer S among them: S 2, E 1; N - 3.
        MultiRow{"TwoRobTheKong", {E, S}, S, HandanWinBy::RobKong, N, {1, 2, 0, -3}}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(HandanMultiWin, RejectsBadWinnerLists) {
    const std::vector<Seat> twice = {S, S};
    const std::vector<Seat> with_discarder = {S, W};
    const std::vector<Seat> none;
    EXPECT_THROW(handan_multi_win_payments(rules(), twice, E, HandanWinBy::Discard, W),
                 std::invalid_argument);
    EXPECT_THROW(handan_multi_win_payments(rules(), with_discarder, E, HandanWinBy::Discard, W),
                 std::invalid_argument);
    EXPECT_THROW(handan_multi_win_payments(rules(), none, E, HandanWinBy::Discard, W),
                 std::invalid_argument);
    EXPECT_THROW(handan_multi_win_payments(rules(), with_discarder, E, HandanWinBy::SelfDraw, N),
                 std::invalid_argument);
}

// ---------------------------------------------------------------------------------------------
// Kong money and 跟打: on the spot, never doubled (the dealer's seat changes nothing).

struct MoneyRow {
    const char* name;
    Seat owner;
    Meld kong;
    Deltas deltas;
    PaymentReason reason;
};
void PrintTo(const MoneyRow& r, std::ostream* os) {
    *os << r.name;
}

class HandanKongMoney : public ::testing::TestWithParam<MoneyRow> {};

TEST_P(HandanKongMoney, Paid) {
    const MoneyRow& r = GetParam();
    const Settlement s = handan_kong_payments(r.owner, r.kong);
    EXPECT_EQ(s.deltas, r.deltas);
    for (const PaymentLine& l : s.lines) {
        EXPECT_EQ(l.reason, r.reason);
        EXPECT_FALSE(l.dealer_doubled);
    }
}

INSTANTIATE_TEST_SUITE_P(Rules3, HandanKongMoney,
                         ::testing::Values(
                             // S's exposed kong fed by W: W pays 1.
                             MoneyRow{"Exposed",
                                      S,
                                      {MeldType::ExposedKong, Tile(Suit::Dots, 5), W},
                                      {0, 1, -1, 0},
                                      PaymentReason::ExposedKong},
                             // East's (the dealer's) exposed kong fed by S: still 1.
                             MoneyRow{"ExposedByDealer",
                                      E,
                                      {MeldType::ExposedKong, Tile(Suit::Honors, 5), S},
                                      {1, -1, 0, 0},
                                      PaymentReason::ExposedKong},
                             // N's added kong on a pong fed by E: E pays 1.
                             MoneyRow{"Added",
                                      N,
                                      {MeldType::AddedKong, Tile(Suit::Characters, 9), E},
                                      {-1, 0, 0, 1},
                                      PaymentReason::AddedKong},
                             // W's concealed kong: 2 from each of three; W + 6.
                             MoneyRow{"Concealed",
                                      W,
                                      {MeldType::ConcealedKong, Tile(Suit::Bamboo, 1), W},
                                      {-2, -2, 6, -2},
                                      PaymentReason::ConcealedKong},
                             // The dealer's concealed kong: 2 each, not doubled; E + 6.
                             MoneyRow{"ConcealedByDealer",
                                      E,
                                      {MeldType::ConcealedKong, Tile(Suit::Honors, 1), E},
                                      {6, -2, -2, -2},
                                      PaymentReason::ConcealedKong}),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(HandanKongMoney, RejectsPongAndSelfFed) {
    EXPECT_THROW(handan_kong_payments(S, {MeldType::Pong, Tile(Suit::Dots, 5), W}),
                 std::invalid_argument);
    EXPECT_THROW(handan_kong_payments(S, {MeldType::ExposedKong, Tile(Suit::Dots, 5), S}),
                 std::invalid_argument);
}

TEST(HandanFollowDiscard, FollowedPaysEachOne) {
    // S followed: S pays E, W, N 1 each: S - 3.
    Settlement s = handan_follow_discard_payments(S);
    EXPECT_EQ(s.deltas, (Deltas{1, -3, 1, 1}));
    ASSERT_EQ(s.lines.size(), 3u);
    for (const PaymentLine& l : s.lines) {
        EXPECT_EQ(l.reason, PaymentReason::FollowDiscard);
        EXPECT_EQ(l.amount, 1);
    }
    // The dealer E followed: 3, not doubled.
    EXPECT_EQ(handan_follow_discard_payments(E).deltas, (Deltas{-3, 1, 1, 1}));
    const Tile east(Suit::Honors, 1);
    const Tile south(Suit::Honors, 2);
    const std::vector<Tile> four = {east, east, east, east};
    const std::vector<Tile> broken = {east, east, south, east};
    const std::vector<Tile> three = {east, east, east};
    EXPECT_TRUE(is_follow_discard(four));
    EXPECT_FALSE(is_follow_discard(broken));
    EXPECT_FALSE(is_follow_discard(three));
}

// 003's example: one exposed kong, then a concealed kong and a kong bloom: self-draw + 1 × exposed
// + 2 × concealed. Non-dealer S, fed by W, E dealer: exposed W→S 1; concealed 2 from each
// (+6); bloom E 4, W 2, N 2 (+8). S 15, E -6, W -5, N -4.
TEST(HandanSettlement, SourceExampleKongsThenBloom) {
    Settlement s;
    s.add(handan_kong_payments(S, {MeldType::ExposedKong, Tile(Suit::Dots, 3), W}));
    s.add(handan_kong_payments(S, {MeldType::ConcealedKong, Tile(Suit::Dots, 7), S}));
    s.add(handan_win_payments(rules(), S, E, HandanWinBy::SelfDraw, S, true));
    EXPECT_EQ(s.deltas, (Deltas{-6, 15, -5, -4}));
    EXPECT_EQ(s.lines.size(), 1u + 3u + 3u);
}

TEST(HandanSettlement, Ids) {
    EXPECT_EQ(payment_reason_id(PaymentReason::FollowDiscard), "follow_discard");
    EXPECT_EQ(payment_reason_id(PaymentReason::KongBloom), "kong_bloom");
    EXPECT_EQ(handan_win_by_id(HandanWinBy::RobKong), "rob_kong");
    EXPECT_EQ(handan_win_by_from_id("self_draw"), HandanWinBy::SelfDraw);
    EXPECT_FALSE(handan_win_by_from_id("tsumo"));
}

// ---------------------------------------------------------------------------------------------
// Whole wins: the hand is checked, then paid.

MeldedHand melded(const char* concealed, std::initializer_list<Meld> melds) {
    MeldedHand h;
    h.concealed = to_counts(parse_tiles(concealed, TileSet::handan()));
    for (const Meld& m : melds) h.add_meld(m);
    return h;
}
Tile tile(const char* t) {
    return parse_tile(t, TileSet::handan());
}

struct FullWinRow {
    const char* name;
    HandanWin win;
    const char* reason;  // "" for a win
    Shape shape;
    Deltas deltas;
};
void PrintTo(const FullWinRow& r, std::ostream* os) {
    *os << r.name;
}

class HandanFullWin : public ::testing::TestWithParam<FullWinRow> {};

TEST_P(HandanFullWin, Settles) {
    const FullWinRow& r = GetParam();
    const HandanWinResult res = settle_handan_win(r.win, rules());
    EXPECT_EQ(res.reason, r.reason) << res.detail;
    EXPECT_EQ(res.win, std::string(r.reason).empty());
    if (!res.win) return;
    EXPECT_EQ(res.shape, r.shape);
    EXPECT_EQ(res.settlement.deltas, r.deltas);
}

HandanWin win(MeldedHand h, const char* t, HandanWinBy by, Seat winner, Seat discarder,
              bool bloom = false) {
    HandanWin w;
    w.hand = h;
    w.win_tile = tile(t);
    w.by = by;
    w.winner = winner;
    w.dealer = E;
    w.discarder = discarder;
    w.kong_bloom = bloom;
    return w;
}

const Meld kPong7z{MeldType::Pong, Tile(Suit::Honors, 7), W};

INSTANTIATE_TEST_SUITE_P(
    Rules3, HandanFullWin,
    ::testing::Values(
        // 123m 456m 789m + pong 中, 5z pair on W's discard: ron 1.
        FullWinRow{"PongRon",
                   win(melded("123m456m789m5z", {kPong7z}), "5z", HandanWinBy::Discard, S, W),
                   "",
                   Shape::Standard,
                   {0, 1, -1, 0}},
        // The same tiles, self-drawn: E 4, W 2, N 2.
        FullWinRow{"PongSelfDraw",
                   win(melded("123m456m789m5z", {kPong7z}), "5z", HandanWinBy::SelfDraw, S, S),
                   "",
                   Shape::Standard,
                   {-4, 8, -2, -2}},
        // Seven pairs, four 1m counting as two pairs, on dealer E's discard: 2.
        FullWinRow{"SevenPairsFourOfAKind",
                   win(melded("1111m3355m77p99p5s", {}), "5s", HandanWinBy::Discard, S, E),
                   "",
                   Shape::SevenPairs,
                   {-2, 2, 0, 0}},
        // Seven pairs need 14 concealed tiles: with a pong they are no win.
        FullWinRow{"NoSevenPairsWithMeld",
                   win(melded("1133m5577p99s", {kPong7z}), "9s", HandanWinBy::Discard, S, W),
                   "not_a_winning_shape",
                   Shape::Standard,
                   {}},
        // Exposed kong fed by N, then a bloom on the replacement: a self-draw.
        FullWinRow{
            "KongBloomExposedKong",
            win(melded("123m456p789s1z", {{MeldType::ExposedKong, Tile(Suit::Honors, 6), N}}), "1z",
                HandanWinBy::SelfDraw, S, S, true),
            "",
            Shape::Standard,
            {-4, 8, -2, -2}},
        // S robs W's added kong of 5m (W holds the other three): W pays 1.
        FullWinRow{"RobKong",
                   win(melded("46m123p789p11z222z", {}), "5m", HandanWinBy::RobKong, S, W),
                   "",
                   Shape::Standard,
                   {0, 1, -1, 0}},
        // Three sets and two pairs: no win.
        FullWinRow{"TwoPairs",
                   win(melded("123m456p789s11z22z", {}), "3z", HandanWinBy::Discard, S, N),
                   "not_a_winning_shape",
                   Shape::Standard,
                   {}},
        // No 8-tile rule: a hand of every suit and honors wins (N pays 1).
        FullWinRow{"NoEightTileRuleWins",
                   win(melded("123m456p789s111z2z", {}), "2z", HandanWinBy::Discard, S, N),
                   "",
                   Shape::Standard,
                   {0, 1, 0, -1}},
        // Rejections.
        FullWinRow{"RobbedTileInHand",
                   win(melded("456m123p789p11z22z", {}), "5m", HandanWinBy::RobKong, S, W),
                   "too_many_copies",
                   Shape::Standard,
                   {}},
        FullWinRow{
            "FifthCopy",
            win(melded("555m123p789p11z2z", {{MeldType::Pong, Tile(Suit::Characters, 5), W}}), "2z",
                HandanWinBy::Discard, S, W),
            "too_many_copies",
            Shape::Standard,
            {}},
        FullWinRow{"WrongCount",
                   win(melded("123m456m789m5z", {}), "5z", HandanWinBy::Discard, S, W),
                   "wrong_tile_count",
                   Shape::Standard,
                   {}},
        FullWinRow{"PongFromWinner",
                   win(melded("123m456m789m5z", {{MeldType::Pong, Tile(Suit::Honors, 7), S}}), "5z",
                       HandanWinBy::Discard, S, W),
                   "feeder_is_winner",
                   Shape::Standard,
                   {}},
        FullWinRow{"DiscarderIsWinner",
                   win(melded("123m456m789m5z", {kPong7z}), "5z", HandanWinBy::Discard, S, S),
                   "discarder_is_winner",
                   Shape::Standard,
                   {}},
        FullWinRow{
            "BloomWithoutKong",
            win(melded("123m456m789m5z", {kPong7z}), "5z", HandanWinBy::SelfDraw, S, S, true),
            "kong_bloom_needs_kong",
            Shape::Standard,
            {}},
        FullWinRow{
            "BloomOnDiscard",
            win(melded("123m456p789s1z", {{MeldType::ExposedKong, Tile(Suit::Honors, 6), N}}), "1z",
                HandanWinBy::Discard, S, W, true),
            "kong_bloom_needs_self_draw",
            Shape::Standard,
            {}}),
    [](const auto& info) { return std::string(info.param.name); });

// score_win dispatches HandanFan here: concealed kongs from ctx.hand, kRobKong, kKongBloom.
TEST(HandanScoreWin, ThroughScoreWin) {
    Hand h;
    h.concealed = to_counts(parse_tiles("123m456p789s1z", TileSet::handan()));
    h.kongs[h.kong_count++] = tile("6z");
    // A concealed kong and a bloom by S, E dealer: E 4, W 2, N 2 (kong money is not in a win).
    const WinResult bloom =
        score_win(WinContext::self_draw(h, tile("1z"), S, E, 1, kKongBloom, false), rules());
    ASSERT_TRUE(bloom.win) << bloom.reason;
    EXPECT_EQ(bloom.deltas, (Deltas{-4, 8, -2, -2}));
    ASSERT_EQ(bloom.payments.size(), 3u);
    EXPECT_EQ(bloom.payments[0].payer, W);  // play order from the winner
    EXPECT_EQ(bloom.payments[2].payer, E);
    // E pays 2 × 2: base 2, dealer × 2; the steps read 2 then × 2 = 4.
    const std::vector<ScoreStep> steps = explain_payment(bloom.payments[2], rules());
    ASSERT_EQ(steps.size(), 2u);
    EXPECT_EQ(steps[0].item, Item::Base);
    EXPECT_EQ(steps[0].total, 2);
    EXPECT_TRUE(steps[1].times);
    EXPECT_EQ(steps[1].total, 4);

    Hand rob;
    rob.concealed = to_counts(parse_tiles("46m123p789p11z222z", TileSet::handan()));
    const WinResult robbed =
        score_win(WinContext::on_discard(rob, tile("5m"), N, E, E, 3, kRobKong, false), rules());
    ASSERT_TRUE(robbed.win) << robbed.reason;
    EXPECT_EQ(robbed.deltas, (Deltas{-2, 0, 0, 2}));  // the dealer adding the kong pays 2

    const WinResult no =
        score_win(WinContext::on_discard(rob, tile("9m"), N, E, E, 1, 0, false), rules());
    EXPECT_FALSE(no.win);
    EXPECT_EQ(no.reason, "not_a_winning_shape");
}

// ---------------------------------------------------------------------------------------------
// Dealer rotation (§1.9, §3).

struct RotationRow {
    const char* name;
    DealerPasses passes;
    Seat dealer;
    int streak;
    bool drawn;
    bool dealer_won;
    DealerChange next;
};
void PrintTo(const RotationRow& r, std::ostream* os) {
    *os << r.name;
}

class DealerRotation : public ::testing::TestWithParam<RotationRow> {};

TEST_P(DealerRotation, Next) {
    const RotationRow& r = GetParam();
    EXPECT_EQ(next_dealer(r.dealer, r.streak, r.drawn, r.dealer_won, r.passes), r.next);
}

INSTANTIATE_TEST_SUITE_P(
    Rules3, DealerRotation,
    ::testing::Values(
        // Handan (previous): another seat wins → the previous dealer's 上家, streak 1.
        RotationRow{
            "PreviousOtherWinsEast", DealerPasses::Previous, E, 3, false, false, {N, 1, true}},
        RotationRow{
            "PreviousOtherWinsNorth", DealerPasses::Previous, N, 1, false, false, {W, 1, true}},
        RotationRow{
            "PreviousOtherWinsSouth", DealerPasses::Previous, S, 2, false, false, {E, 1, true}},
        // Dealer wins (also among several winners) or the hand is drawn: stays, streak + 1.
        RotationRow{"PreviousDealerWins", DealerPasses::Previous, E, 1, false, true, {E, 2, false}},
        RotationRow{"PreviousDrawn", DealerPasses::Previous, W, 4, true, false, {W, 5, false}},
        // Hefei (next): to the 下家.
        RotationRow{"NextOtherWinsEast", DealerPasses::Next, E, 3, false, false, {S, 1, true}},
        RotationRow{"NextOtherWinsNorth", DealerPasses::Next, N, 1, false, false, {E, 1, true}},
        RotationRow{"NextDealerWins", DealerPasses::Next, S, 2, false, true, {S, 3, false}},
        RotationRow{"NextDrawn", DealerPasses::Next, E, 1, true, false, {E, 2, false}}),
    [](const auto& info) { return std::string(info.param.name); });

// ---------------------------------------------------------------------------------------------
// The rule set.

TEST(HandanRuleset, Settings) {
    const Ruleset& r = rules();
    EXPECT_EQ(r.id, "handan");
    EXPECT_EQ(r.scoring, ScoringModel::HandanFan);
    EXPECT_EQ(r.tiles.size(), 34);
    EXPECT_TRUE(r.allow_pong && r.allow_exposed_kong && r.allow_added_kong && r.allow_rob_kong);
    EXPECT_FALSE(r.eight_tile_rule);
    EXPECT_TRUE(r.seven_pairs);
    EXPECT_EQ(r.first_dealer, FirstDealer::East);
    EXPECT_EQ(r.wall_layout, WallLayout::Seventeen);
    EXPECT_EQ(r.dealer_passes_to, DealerPasses::Previous);
    EXPECT_EQ(r.dead_wall_stacks, 6);
    EXPECT_EQ(r.haolao_tiles, 0);
    EXPECT_TRUE(table_problems(r).empty()) << table_problems(r).front();
    // Playable: among the presets, the same table as handan_ruleset().
    ASSERT_NE(find_ruleset("handan"), nullptr);
    EXPECT_EQ(find_ruleset("handan")->wall_layout, r.wall_layout);
    EXPECT_EQ(find_ruleset("handan")->scoring, r.scoring);
    // A Handan table must keep Handan's calls and drawn-hand limit.
    Ruleset other = r;
    other.dead_wall_stacks = 5;
    EXPECT_FALSE(table_problems(other).empty());
}

}  // namespace
}  // namespace haolao
