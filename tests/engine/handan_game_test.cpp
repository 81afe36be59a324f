// SPDX-License-Identifier: GPL-3.0-or-later
// The Handan claim phase in the game state machine (RULES.md §3, docs/HANDAN.md §2): claim
// priority, several winners, pong then discard, exposed / added / concealed kongs and their
// money, robbing the kong, the go-round locks, 跟打, the drawn hand, and invariants after every
// event of baseline-played hands.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "handan_rig.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/handan.h"
#include "haolao/meld.h"
#include "haolao/replay.h"
#include "haolao/ruleset.h"
#include "haolao/tile.h"
#include "haolao/wall.h"

namespace haolao {
namespace {

using handan_rig::act;
using handan_rig::handan_wall;
using handan_rig::HRig;
using handan_rig::kEast;
using handan_rig::kKonger;
using handan_rig::kPonger;
using handan_rig::kRyanmen;
using handan_rig::kTanki5m;
using handan_rig::pass_claims;
using handan_rig::pong_then_fourth;
using handan_rig::rules;
using handan_rig::start;  // dealt with dice 3 + 4
using handan_rig::T;
using handan_rig::throw_tile;
using handan_rig::tsumogiri;

template <class E>
std::vector<E> all_of(const Game& g) {
    std::vector<E> out;
    for (const Event& e : g.events())
        if (const auto* x = std::get_if<E>(&e)) out.push_back(*x);
    return out;
}

template <class E>
E last_of(const Game& g) {
    const auto v = all_of<E>(g);
    if (v.empty()) throw std::logic_error("no such event");
    return v.back();
}

constexpr std::array<int, 4> D(int e, int s, int w, int n) {
    return {e, s, w, n};
}

// ---- Claim priority and several winners -------------------------------------------------

TEST(HandanClaims, WinBeatsPong) {
    HRig rig;
    rig.hands = {kEast, kPonger, kTanki5m, ""};
    Game g = start(rig);
    act(g, Seat::East, Action::discard(T("5m")));
    // Only the winner is asked: the pong waits for the win stage, which ends the hand.
    EXPECT_EQ(g.to_act(), SeatMask(1u << index(Seat::West)));
    EXPECT_TRUE(g.legal_actions(Seat::South).empty());
    const Game::Prospect p = g.prospect(Seat::West);  // what the win would pay
    EXPECT_TRUE(p.ok);
    EXPECT_EQ(p.result.deltas, D(-2, 0, 2, 0));
    EXPECT_FALSE(g.prospect(Seat::South).ok);
    act(g, Seat::West, Action::win());
    EXPECT_TRUE(g.hand_over());
    EXPECT_TRUE(all_of<Claimed>(g).empty());
    const Won w = last_of<Won>(g);
    EXPECT_EQ(w.winner, Seat::West);
    EXPECT_EQ(w.by, WinBy::Discard);
    EXPECT_EQ(w.discarder, Seat::East);
    EXPECT_EQ(w.deltas, D(-2, 0, 2, 0));  // a dealer dealing in pays 2
}

TEST(HandanClaims, PassedWinThenPong) {
    HRig rig;
    rig.hands = {kEast, kPonger, kTanki5m, ""};
    Game g = start(rig);
    act(g, Seat::East, Action::discard(T("5m")));
    act(g, Seat::West, Action::pass());
    EXPECT_EQ(last_of<ClaimPassed>(g).offer, ClaimOffer::Win);
    EXPECT_TRUE(g.state().seat(Seat::West).passed_win);
    // Now the pong stage.
    EXPECT_EQ(g.to_act(), SeatMask(1u << index(Seat::South)));
    act(g, Seat::South, Action::pong(T("5m")));
    EXPECT_EQ(g.state().turn, Seat::South);
}

TEST(HandanClaims, SeveralWinnersAllWin) {
    HRig rig;
    rig.hands = {kEast, "", kTanki5m, "789m 123s 567s 111z 5m"};
    Game g = start(rig);
    act(g, Seat::East, Action::discard(T("5m")));
    EXPECT_EQ(g.to_act(), SeatMask((1u << index(Seat::West)) | (1u << index(Seat::North))));
    act(g, Seat::West, Action::win());
    EXPECT_FALSE(g.hand_over());  // North still decides
    act(g, Seat::North, Action::win());
    EXPECT_TRUE(g.hand_over());
    EXPECT_EQ(all_of<Won>(g).size(), 2u);
    EXPECT_EQ(g.state().hand_deltas, D(-4, 0, 2, 2));
    // The dealer did not win: the deal passes to the dealer's 上家 (North).
    EXPECT_EQ(last_of<HandEnded>(g).next_dealer, Seat::North);
    EXPECT_EQ(g.state().dealer, Seat::North);
}

// ---- Pong, exposed kong ------------------------------------------------------------------

TEST(HandanClaims, PongThenDiscardWithoutDraw) {
    HRig rig;
    rig.hands = {kEast, kPonger, "", ""};
    Game g = start(rig);
    act(g, Seat::East, Action::discard(T("5m")));
    ASSERT_EQ(g.to_act(), SeatMask(1u << index(Seat::South)));
    ActionList want;
    want.push(Action::pong(T("5m")));
    want.push(Action::pass());
    EXPECT_EQ(g.legal_actions(Seat::South), want);
    const int remaining = g.state().wall.remaining();
    act(g, Seat::South, Action::pong(T("5m")));
    const GameState& st = g.state();
    EXPECT_EQ(st.phase, Phase::Turn);
    EXPECT_EQ(st.turn, Seat::South);
    EXPECT_FALSE(st.seat(Seat::South).has_fresh);
    EXPECT_EQ(st.wall.remaining(), remaining);  // no draw
    EXPECT_EQ(st.seat(Seat::East).pond.size, 0);
    ASSERT_EQ(st.seat(Seat::South).meld_count, 1);
    EXPECT_EQ(st.seat(Seat::South).melds[0], (Meld{MeldType::Pong, T("5m"), Seat::East}));
    EXPECT_EQ(last_of<Claimed>(g), (Claimed{Seat::South, MeldType::Pong, T("5m"), Seat::East}));
    EXPECT_FALSE(g.legal_actions(Seat::South).has(ActionType::Win));
    EXPECT_EQ(check_invariants(st, rules()), "");
    act(g, Seat::South, Action::discard(T("9m")));
    // Play goes on from the ponger: West draws next.
    EXPECT_EQ(last_of<Drew>(g).seat, Seat::West);
    EXPECT_EQ(g.state().turn, Seat::West);
}

TEST(HandanClaims, ExposedKongPaysAndDrawsFromTheTail) {
    HRig rig;
    rig.hands = {kEast, kKonger, "", ""};
    rig.tail = {"7p"};
    Game g = start(rig);
    act(g, Seat::East, Action::discard(T("5m")));
    ActionList want;
    want.push(Action::pong(T("5m")));
    want.push(Action::exposed_kong(T("5m")));
    want.push(Action::pass());
    EXPECT_EQ(g.legal_actions(Seat::South), want);
    act(g, Seat::South, Action::exposed_kong(T("5m")));
    const KongPaid paid = last_of<KongPaid>(g);
    EXPECT_EQ(paid.type, MeldType::ExposedKong);
    EXPECT_EQ(paid.from, Seat::East);
    EXPECT_EQ(paid.deltas, D(-1, 1, 0, 0));
    const Drew d = last_of<Drew>(g);
    EXPECT_EQ(d.seat, Seat::South);
    EXPECT_TRUE(d.replacement);
    EXPECT_EQ(d.tile, T("7p"));
    EXPECT_EQ(g.state().kongs, 1);
    EXPECT_EQ(g.state().standings, D(-1, 1, 0, 0));
    EXPECT_EQ(check_invariants(g.state(), rules()), "");
}

// ---- Refused actions: a clear error, nothing changes --------------------------------------

struct ErrorRow {
    const char* name;
    bool after_discard;  // East threw 5m and South (holding two) is asked; else East's first turn
    Seat seat;
    Action action;
    ActionError want;
};

class HandanErrors : public ::testing::TestWithParam<ErrorRow> {};

TEST_P(HandanErrors, RefusedWithItsReason) {
    const ErrorRow& row = GetParam();
    HRig rig;
    rig.hands = {kEast, kPonger, "", ""};
    Game g = start(rig);
    if (row.after_discard) act(g, Seat::East, Action::discard(T("5m")));
    const std::size_t events = g.events().size();
    const GameState before = g.state();
    EXPECT_EQ(action_error_id(g.act(row.seat, row.action)), action_error_id(row.want));
    EXPECT_EQ(g.events().size(), events);
    EXPECT_EQ(g.state(), before);
}

INSTANTIATE_TEST_SUITE_P(
    Rows, HandanErrors,
    ::testing::Values(
        ErrorRow{"kong_holding_two", true, Seat::South, Action::exposed_kong(T("5m")),
                 ActionError::NotAClaim},
        ErrorRow{"pong_other_tile", true, Seat::South, Action::pong(T("9m")),
                 ActionError::NotAClaim},
        ErrorRow{"win_not_a_win", true, Seat::South, Action::win(), ActionError::NotAWin},
        ErrorRow{"discard_in_claims", true, Seat::South, Action::discard(T("9m")),
                 ActionError::WrongActionType},
        ErrorRow{"not_asked", true, Seat::West, Action::pong(T("5m")), ActionError::NotToAct},
        ErrorRow{"added_kong_no_pong", false, Seat::East, Action::added_kong(T("5m")),
                 ActionError::NoPong},
        ErrorRow{"kong_no_four", false, Seat::East, Action::kong(T("5m")),
                 ActionError::NoFourTiles},
        ErrorRow{"tile_not_held", false, Seat::East, Action::discard(T("1m")),
                 ActionError::TileNotHeld},
        ErrorRow{"declare_not_allowed", false, Seat::East, Action::discard(T("5m"), true),
                 ActionError::DeclareNotAllowed},
        ErrorRow{"pass_on_turn", false, Seat::East, Action::pass(), ActionError::WrongActionType},
        ErrorRow{"pong_on_turn", false, Seat::East, Action::pong(T("5m")),
                 ActionError::WrongActionType}),
    [](const auto& info) { return std::string(info.param.name); });

// ---- Added kong: completed, or robbed ----------------------------------------------------

TEST(HandanClaims, AddedKongNotRobbedIsPaidByThePongsFeeder) {
    Game g = pong_then_fourth("");
    ASSERT_EQ(g.state().turn, Seat::South);
    ASSERT_TRUE(g.legal_actions(Seat::South).contains(Action::added_kong(T("5m"))));
    act(g, Seat::South, Action::added_kong(T("5m")));
    EXPECT_EQ(last_of<KongAdded>(g), (KongAdded{Seat::South, T("5m")}));
    const KongPaid paid = last_of<KongPaid>(g);
    EXPECT_EQ(paid.type, MeldType::AddedKong);
    EXPECT_EQ(paid.from, Seat::East);
    EXPECT_EQ(paid.deltas, D(-1, 1, 0, 0));
    EXPECT_EQ(g.state().seat(Seat::South).melds[0].type, MeldType::AddedKong);
    EXPECT_EQ(g.state().kongs, 1);
    EXPECT_TRUE(last_of<Drew>(g).replacement);
    EXPECT_EQ(g.state().turn, Seat::South);
    EXPECT_EQ(check_invariants(g.state(), rules()), "");
}

TEST(HandanClaims, AddedKongRobbedIsADiscardWinAndNoKong) {
    Game g = pong_then_fourth(kRyanmen);
    act(g, Seat::South, Action::added_kong(T("5m")));
    // The rob window: West (waiting on 2m / 5m; its pass on East's 5m ended at its draw).
    ASSERT_EQ(g.to_act(), SeatMask(1u << index(Seat::West)));
    EXPECT_TRUE(g.view(Seat::West).rob_window);
    EXPECT_EQ(check_invariants(g.state(), rules()), "");
    act(g, Seat::West, Action::win());
    EXPECT_TRUE(g.hand_over());
    const Won w = last_of<Won>(g);
    EXPECT_EQ(w.winner, Seat::West);
    EXPECT_EQ(w.by, WinBy::Discard);
    EXPECT_EQ(w.discarder, Seat::South);
    EXPECT_TRUE(w.situations & kRobKong);
    EXPECT_EQ(w.deltas, D(0, -1, 1, 0));
    EXPECT_TRUE(all_of<KongPaid>(g).empty());  // neither completed nor paid
    EXPECT_EQ(g.state().kongs, 0);
    EXPECT_EQ(g.state().seat(Seat::South).melds[0].type, MeldType::Pong);
    EXPECT_EQ(check_invariants(g.state(), rules()), "");
}

TEST(HandanClaims, ConcealedKongTwoFromEach) {
    HRig rig;
    rig.hands = {"5555m 23p 68p 23s 689s 2z", "", "", ""};
    Game g = start(rig);
    ASSERT_TRUE(g.legal_actions(Seat::East).contains(Action::kong(T("5m"))));
    act(g, Seat::East, Action::kong(T("5m")));
    const KongPaid paid = last_of<KongPaid>(g);
    EXPECT_EQ(paid.type, MeldType::ConcealedKong);
    EXPECT_EQ(paid.deltas, D(6, -2, -2, -2));
    EXPECT_TRUE(last_of<Drew>(g).replacement);
    EXPECT_EQ(g.state().standings, D(6, -2, -2, -2));
    EXPECT_EQ(check_invariants(g.state(), rules()), "");
}

TEST(HandanClaims, ALetGoKongIsRecordedBeforeTheDiscard) {
    HRig rig;
    rig.hands = {"5555m 23p 68p 23s 689s 2z", "", "", ""};
    Game g = start(rig);
    const std::size_t at = g.events().size();
    act(g, Seat::East, Action::discard(T("2z")));
    ASSERT_GT(g.events().size(), at + 1);
    EXPECT_EQ(g.events()[at], Event(Declined{Seat::East, Offer::Kong, T("5m")}));
    EXPECT_EQ(g.events()[at + 1], Event(Discarded{Seat::East, T("2z"), false, false}));
}

// ---- Go-round locks ----------------------------------------------------------------------

TEST(HandanLocks, PassedPongOnATileUntilOwnDraw) {
    HRig rig;
    // North passes East's 5m; South throws the last 5m: North is not asked again.
    rig.hands = {kEast, "5m 147p 147s 1234z 67z", "", kPonger};
    Game g = start(rig);
    act(g, Seat::East, Action::discard(T("5m")));
    ASSERT_EQ(g.to_act(), SeatMask(1u << index(Seat::North)));
    act(g, Seat::North, Action::pass());
    EXPECT_EQ(last_of<ClaimPassed>(g), (ClaimPassed{Seat::North, ClaimOffer::Pong, T("5m")}));
    act(g, Seat::South, Action::discard(T("5m")));
    EXPECT_EQ(last_of<Drew>(g).seat, Seat::West);  // North was not asked
    EXPECT_TRUE((g.state().seat(Seat::North).passed_pong >> T("5m").code()) & 1u);
    EXPECT_TRUE((g.view(Seat::North).pong_locks >> T("5m").code()) & 1u);
    tsumogiri(g);  // West
    EXPECT_EQ(last_of<Drew>(g).seat, Seat::North);
    EXPECT_EQ(g.state().seat(Seat::North).passed_pong, 0u);
}

TEST(HandanLocks, PassedWinUntilOwnDraw) {
    HRig rig;
    rig.hands = {kEast, "2m 147p 147s 1234z 67z", "", kRyanmen};
    Game g = start(rig);
    act(g, Seat::East, Action::discard(T("5m")));
    ASSERT_EQ(g.to_act(), SeatMask(1u << index(Seat::North)));
    act(g, Seat::North, Action::pass());
    EXPECT_TRUE(g.view(Seat::North).win_locked);
    act(g, Seat::South, Action::discard(T("2m")));  // North's other wait: locked
    EXPECT_EQ(last_of<Drew>(g).seat, Seat::West);
    EXPECT_TRUE(all_of<Won>(g).empty());
    tsumogiri(g);  // West
    EXPECT_FALSE(g.state().seat(Seat::North).passed_win);
}

// ---- 跟打 --------------------------------------------------------------------------------

struct FollowRow {
    const char* name;
    std::array<bool, 3> follows;  // South, West, North throw 7z (else their draw)
    bool paid;
};

class HandanFollow : public ::testing::TestWithParam<FollowRow> {};

TEST_P(HandanFollow, ThreeFollowersArePaidByTheFirst) {
    const FollowRow& row = GetParam();
    HRig rig;
    rig.hands = {"147m 258p 369s 14567z", "147m 147p 147s 1237z", "258m 258p 258s 1237z",
                 "369m 369p 369s 4567z"};
    Game g = start(rig);
    throw_tile(g, T("7z"));
    for (int i = 0; i < 3; ++i) {
        if (row.follows[static_cast<std::size_t>(i)])
            throw_tile(g, T("7z"));
        else
            tsumogiri(g);
    }
    const auto paid = all_of<FollowDiscardPaid>(g);
    ASSERT_EQ(paid.size(), row.paid ? 1u : 0u);
    if (row.paid) {
        EXPECT_EQ(paid[0].seat, Seat::East);
        EXPECT_EQ(paid[0].deltas, D(-3, 1, 1, 1));
        EXPECT_EQ(g.state().standings, D(-3, 1, 1, 1));
    }
    EXPECT_FALSE(g.state().first_go_round);
    EXPECT_EQ(check_invariants(g.state(), rules()), "");
}

INSTANTIATE_TEST_SUITE_P(Rows, HandanFollow,
                         ::testing::Values(FollowRow{"all_three", {true, true, true}, true},
                                           FollowRow{"second_breaks", {true, false, true}, false},
                                           FollowRow{"last_breaks", {true, true, false}, false}),
                         [](const auto& info) { return std::string(info.param.name); });

// ---- Drawn hand ----------------------------------------------------------------------------

struct DrawnRow {
    const char* name;
    const char* east;
    const char* west;
    bool kong;             // East declares its concealed kong of 5m first
    int remaining_at_end;  // 6 stacks + 1 per kong, a tail single not counted
};

class HandanDrawn : public ::testing::TestWithParam<DrawnRow> {};

TEST_P(HandanDrawn, AtSixStacksPlusKongs) {
    const DrawnRow& row = GetParam();
    HRig rig;
    rig.hands = {row.east, "147m 147p 147s 1237z", row.west, "369m 369p 369s 4567z"};
    Game g = start(rig);
    if (row.kong) {
        act(g, Seat::East, Action::kong(T("5m")));
        tsumogiri(g);
    } else {
        throw_tile(g, T("1z"));
    }
    int guard = 0;
    while (g.hand_running() && ++guard < 200) {
        ASSERT_EQ(g.state().phase, Phase::Turn);
        tsumogiri(g);
    }
    ASSERT_TRUE(g.hand_over());
    EXPECT_TRUE(last_of<HandEnded>(g).drawn);
    EXPECT_TRUE(all_of<Won>(g).empty());
    EXPECT_EQ(g.state().wall.remaining(), row.remaining_at_end);
    EXPECT_EQ(live_tiles(g.state().wall.shape(), rules(), g.state().kongs), 0);
    // A drawn hand keeps the dealer.
    EXPECT_EQ(g.state().dealer, Seat::East);
    EXPECT_EQ(check_invariants(g.state(), rules()), "");
}

INSTANTIATE_TEST_SUITE_P(Rows, HandanDrawn,
                         ::testing::Values(DrawnRow{"no_kong", "147m 258p 369s 14567z",
                                                    "258m 258p 258s 1237z", false, 12},
                                           DrawnRow{"one_kong", "5555m 258p 369s 1456z",
                                                    "28m 258p 258s 1237z 9p", true, 15}),
                         [](const auto& info) { return std::string(info.param.name); });

// ---- Rule choices where RULES.md §3 is silent (docs/RULE_CHOICES.md 31-34) ---------------

// 31. Any kong, a concealed one too, ends the first go-round: the 跟打 run is broken even when
// every discard of the round is the leader's tile.
struct FollowKongRow {
    const char* name;
    std::array<const char*, 4> hands;  // every seat holds one 7z
    int konger;                        // Seat index declaring a concealed kong of 1p first; -1 none
    bool paid;
};

class HandanRuleChoiceFollow : public ::testing::TestWithParam<FollowKongRow> {};

TEST_P(HandanRuleChoiceFollow, AnyKongEndsTheFirstGoRound) {
    const FollowKongRow& row = GetParam();
    HRig rig;
    for (int s = 0; s < 4; ++s) rig.hands[static_cast<std::size_t>(s)] = row.hands[s];
    rig.tail = {"9p", "9p"};
    Game g = start(rig);
    for (int s = 0; s < 4; ++s) {
        ASSERT_EQ(g.state().turn, seat_from_index(s));
        if (s == row.konger) {
            act(g, seat_from_index(s), Action::kong(T("1p")));
            EXPECT_FALSE(g.state().first_go_round);
        }
        throw_tile(g, T("7z"));  // every discard of the go-round is the leader's 7z
    }
    EXPECT_EQ(all_of<FollowDiscardPaid>(g).size(), row.paid ? 1u : 0u);
    EXPECT_EQ(check_invariants(g.state(), rules()), "");
}

INSTANTIATE_TEST_SUITE_P(
    Rows, HandanRuleChoiceFollow,
    ::testing::Values(FollowKongRow{"no_kong",
                                    {"147m 258p 369s 14567z", "147m 147p 147s 1237z",
                                     "258m 258p 258s 1237z", "369m 369p 369s 4567z"},
                                    -1,
                                    true},
                      FollowKongRow{"follower_concealed_kong",
                                    {"147m 258p 369s 14567z", "1111p 47p 147s 1237z",
                                     "258m 258p 258s 1237z", "369m 369p 369s 4567z"},
                                    1,
                                    false},
                      FollowKongRow{"leader_concealed_kong",
                                    {"1111p 258p 369s 4567z", "147m 47p 147s 1237z 9m",
                                     "258m 258p 258s 1237z", "369m 369p 369s 4567z"},
                                    0,
                                    false}),
    [](const auto& info) { return std::string(info.param.name); });

// 32. The pong lock stops the pong only, not an exposed kong of that tile. (In play the lock
// never meets a fourth copy: a seat holding three that passes the fourth sees no fifth, and a
// seat holding two gains a tile only by its own draw or call, which clears the lock. So the
// position is built: North holds three 5m with the 5m lock set when East throws 5m.)
TEST(HandanRuleChoice, PongLockLeavesTheExposedKong) {
    HRig rig;
    rig.hands = {kEast, "", "", kKonger};
    Game g = start(rig);
    act(g, Seat::East, Action::discard(T("5m")));
    ActionList unlocked;
    unlocked.push(Action::pong(T("5m")));
    unlocked.push(Action::exposed_kong(T("5m")));
    unlocked.push(Action::pass());
    ASSERT_EQ(g.legal_actions(Seat::North), unlocked);
    GameState st = g.state();
    st.seat(Seat::North).passed_pong |= 1ull << T("5m").code();
    Game locked = Game::at_state(rules(), st);
    ActionList want;
    want.push(Action::exposed_kong(T("5m")));
    want.push(Action::pass());
    EXPECT_EQ(locked.to_act(), SeatMask(1u << index(Seat::North)));
    EXPECT_EQ(locked.legal_actions(Seat::North), want);
    act(locked, Seat::North, Action::exposed_kong(T("5m")));
    EXPECT_EQ(last_of<KongPaid>(locked).deltas, D(-1, 0, 0, 1));
}

// 33. The dealer's dealt 14 may win at once (天胡), paid exactly as the dealer's self-draw: 4
// from each, no bonus and no situation of its own.
TEST(HandanRuleChoice, DealersDealtFourteenWinsAsASelfDraw) {
    HRig rig;
    rig.hands = {"123m 456m 789m 123p 55p", "", "", ""};
    Game g = start(rig);
    ASSERT_EQ(g.state().turn, Seat::East);
    EXPECT_FALSE(g.state().seat(Seat::East).has_fresh);
    ASSERT_TRUE(g.legal_actions(Seat::East).has(ActionType::Win));
    act(g, Seat::East, Action::win());
    EXPECT_TRUE(g.hand_over());
    const Won w = last_of<Won>(g);
    EXPECT_EQ(w.winner, Seat::East);
    EXPECT_EQ(w.by, WinBy::SelfDraw);
    EXPECT_EQ(w.situations, 0);
    EXPECT_EQ(w.deltas, D(12, -4, -4, -4));
    EXPECT_EQ(g.state().dealer, Seat::East);  // the dealer won: the deal stays
}

// 34. The claim stages: the seats a discard completes answer first; the pong is offered only
// once they all passed (so the pong claimer learns that nobody won), which gives the same result
// as simultaneous answers where a win beats the pong.
TEST(HandanRuleChoice, ClaimStagesAskWinnersBeforeThePong) {
    for (const bool west_wins : {true, false}) {
        HRig rig;
        rig.hands = {kEast, kPonger, kTanki5m, ""};
        Game g = start(rig);
        act(g, Seat::East, Action::discard(T("5m")));
        // Stage 1: the winner alone; the ponger is not asked yet.
        EXPECT_EQ(g.to_act(), SeatMask(1u << index(Seat::West)));
        EXPECT_TRUE(g.legal_actions(Seat::South).empty());
        EXPECT_TRUE(g.view(Seat::South).legal.empty());
        act(g, Seat::West, west_wins ? Action::win() : Action::pass());
        if (west_wins) {  // the pong is never offered
            EXPECT_TRUE(g.hand_over());
            EXPECT_TRUE(all_of<Claimed>(g).empty());
            for (const ClaimPassed& p : all_of<ClaimPassed>(g)) EXPECT_NE(p.seat, Seat::South);
            continue;
        }
        // Stage 2: nobody won, now the pong.
        EXPECT_EQ(g.to_act(), SeatMask(1u << index(Seat::South)));
        EXPECT_TRUE(g.legal_actions(Seat::South).contains(Action::pong(T("5m"))));
        act(g, Seat::South, Action::pong(T("5m")));
        EXPECT_EQ(last_of<Claimed>(g), (Claimed{Seat::South, MeldType::Pong, T("5m"), Seat::East}));
    }
}

// ---- Baseline-played hands: invariants after every event ----------------------------------

std::array<int, 4> event_deltas(const Event& e) {
    if (const auto* w = std::get_if<Won>(&e)) return w->deltas;
    if (const auto* k = std::get_if<KongPaid>(&e)) return k->deltas;
    if (const auto* f = std::get_if<FollowDiscardPaid>(&e)) return f->deltas;
    return {};
}

TEST(HandanPlayed, InvariantsAfterEveryEvent) {
    std::array<int, 8> seen{};  // claimed, kong_paid, kong_added, won, drawn, follow, passed, rob
    for (std::uint64_t seed = 1; seed <= 150; ++seed) {
        Game g(rules(), seed);
        std::array<std::unique_ptr<Agent>, 4> agents;
        std::array<Agent*, 4> raw{};
        for (int i = 0; i < 4; ++i) {
            agents[static_cast<std::size_t>(i)] =
                make_agent("baseline", agent_seed(seed, seat_from_index(i)));
            raw[static_cast<std::size_t>(i)] = agents[static_cast<std::size_t>(i)].get();
        }
        // Two hands each (the second after the dealer rotation).
        for (int hand = 0; hand < 2 && !g.pot_over(); ++hand) play_hand(g, raw);
        GameState st;
        std::array<int, 4> sum{};
        for (std::size_t i = 0; i < g.events().size(); ++i) {
            const Event& e = g.events()[i];
            apply_event(st, e, rules());
            const std::string bad = check_invariants(st, rules());
            ASSERT_EQ(bad, "") << "seed " << seed << " event " << i << " " << event_id(e);
            const auto d = event_deltas(e);
            int zero = 0;
            for (int k = 0; k < 4; ++k) {
                sum[static_cast<std::size_t>(k)] += d[static_cast<std::size_t>(k)];
                zero += d[static_cast<std::size_t>(k)];
            }
            ASSERT_EQ(zero, 0) << "seed " << seed << " event " << i;
            ASSERT_EQ(st.standings, sum) << "seed " << seed << " event " << i;
            if (std::holds_alternative<Claimed>(e)) ++seen[0];
            if (std::holds_alternative<KongPaid>(e)) ++seen[1];
            if (std::holds_alternative<KongAdded>(e)) ++seen[2];
            if (std::holds_alternative<Won>(e)) ++seen[3];
            if (const auto* h = std::get_if<HandEnded>(&e); h && h->drawn) ++seen[4];
            if (std::holds_alternative<FollowDiscardPaid>(e)) ++seen[5];
            if (std::holds_alternative<ClaimPassed>(e)) ++seen[6];
            if (const auto* w = std::get_if<Won>(&e); w && (w->situations & kRobKong)) ++seen[7];
        }
        ASSERT_EQ(st, g.state()) << "seed " << seed << ": the fold differs from the game";
        // Every meld is a real meld: its tile's copies are all in it (pong 3, kong 4) or the
        // fourth of a pong elsewhere.
        for (const SeatState& ss : st.seats)
            for (int k = 0; k < ss.meld_count; ++k)
                EXPECT_TRUE(rules().tiles.contains(ss.melds[k].tile));
    }
    const char* names[] = {"claimed", "kong_paid",           "kong_added",   "won",
                           "drawn",   "follow_discard_paid", "claim_passed", "rob_kong"};
    for (std::size_t k = 0; k < seen.size(); ++k) RecordProperty(names[k], seen[k]);
    // The baseline makes these happen over 300 hands (else the test would prove little).
    EXPECT_GT(seen[0], 50) << "claims";
    EXPECT_GT(seen[1], 5) << "kongs paid";
    EXPECT_GT(seen[2], 5) << "added kongs";
    EXPECT_GT(seen[3], 50) << "wins";
    EXPECT_GT(seen[4], 0) << "drawn hands";
    EXPECT_GT(seen[6], 0) << "passed claims";
}

// Every record written and read back unchanged, and the log verified by re-driving the engine
// (claims, added kongs and passes are decisions; kong money and 跟打 automatic).
TEST(HandanReplay, RoundTripAndVerify) {
    int claims = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Game g(rules(), seed);
        std::array<std::unique_ptr<Agent>, 4> agents;
        std::array<Agent*, 4> raw{};
        for (int i = 0; i < 4; ++i) {
            agents[static_cast<std::size_t>(i)] =
                make_agent("baseline", agent_seed(seed, seat_from_index(i)));
            raw[static_cast<std::size_t>(i)] = agents[static_cast<std::size_t>(i)].get();
        }
        for (int hand = 0; hand < 3; ++hand) play_hand(g, raw);
        for (const Event& e : g.events()) claims += std::holds_alternative<Claimed>(e);
        // (parse_replay reads only presets' headers: the event lines one by one.)
        for (std::size_t i = 0; i < g.events().size(); ++i) {
            const std::string line = event_to_json(g.events()[i]);
            ASSERT_EQ(parse_event_line(line, rules()), g.events()[i])
                << "seed " << seed << " event " << i << ": " << line;
        }
        VerifyOptions options;
        options.allow_unfinished = true;  // (three hands, not a whole pot)
        const ReplayCheck check = verify_events(rules(), seed, g.events(), options);
        EXPECT_EQ(check.events, g.events().size());
        EXPECT_EQ(check.final_state, g.state());
    }
    EXPECT_GT(claims, 10);
}

TEST(HandanReplay, ClaimRecordsAreHandanOnly) {
    // A Hefei log may not hold a claim record.
    const std::string line =
        R"({"event":"claimed","seat":"S","type":"pong","tile":"5m","from":"E"})";
    ReplayHeader header;
    header.rules = presets().front();
    const std::string head = write_replay(header, {});
    EXPECT_THROW(parse_replay(head + line + "\n"), ReplayError);
}

TEST(HandanPlayed, HandanIsTheFourthPreset) {
    ASSERT_EQ(presets().size(), 4U);
    EXPECT_EQ(presets()[3].id, "handan");
    EXPECT_EQ(&ruleset_by_id("handan"), &presets()[3]);
}

}  // namespace
}  // namespace haolao
