// SPDX-License-Identifier: GPL-3.0-or-later
// The AI levels in Handan (docs/AI.md "Handan"): their claim decisions on rigged tables (win on
// a discard, rob the kong, pong, exposed / added / concealed kong, pass), one row per situation
// and level, and every agent playing Handan hands with the invariants checked after every event.
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "agents/handan_play.h"
#include "handan_rig.h"
#include "haolao/advisor.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/selfplay.h"

namespace haolao {
namespace {

using namespace handan_rig;

// A table where `seat` decides; `game` holds it.
struct Table {
    Game game;
    Seat seat;
};

// E throws 5m; `south` (holding 55m or 555m) is asked to claim it.
Table claim_5m(const std::string& south, const std::string& west = "") {
    HRig rig;
    rig.hands = {kEast, south, west, ""};
    Game g = start(rig);
    act(g, Seat::East, Action::discard(T("5m")));
    const Seat seat = g.to_act().has(Seat::West) ? Seat::West : Seat::South;
    return {std::move(g), seat};
}

// E throws 5m, S pongs it and throws 9m; W, N, E throw their draws; S draws the fourth 5m and
// (with a West waiting on 5m) adds it to the pong: West decides on robbing it.
Table fourth_5m(const std::string& west, bool add) {
    Game g = pong_then_fourth(west);
    if (!add) return {std::move(g), Seat::South};
    act(g, Seat::South, Action::added_kong(T("5m")));
    return {std::move(g), Seat::West};
}

// 跟打: E leads with 9m, S throws `south_throws`, W follows with 9m; North (by default 9m and 6z
// drawn both idle, the hand no faster either way) decides. With S following, N's 9m completes
// the run.
Table follow_9m(const char* south_throws, const char* north = "9m 123p 456p 78s 11z 44m") {
    HRig rig;
    rig.hands = {kEast, kPonger, "69m 147p 147s 23457z", north};
    rig.draws = {"", "", "6z"};
    Game g = start(rig);
    throw_tile(g, T("9m"));
    throw_tile(g, T(south_throws));
    throw_tile(g, T("9m"));
    return {std::move(g), Seat::North};
}

Table dealer_turn(const std::string& east) {
    HRig rig;
    rig.hands = {east, "", "", ""};
    return {start(rig), Seat::East};
}

struct Row {
    const char* name;
    std::function<Table()> table;
    // Expected action per level: easy, normal, hard ("" = not checked).
    std::array<const char*, 3> expected;
};

std::string describe(const Action& a) {
    switch (a.type) {
        case ActionType::Win:
            return "win";
        case ActionType::Pass:
            return "pass";
        case ActionType::Pong:
            return "pong " + a.tile.str();
        case ActionType::ExposedKong:
            return "exposed_kong " + a.tile.str();
        case ActionType::AddedKong:
            return "added_kong " + a.tile.str();
        case ActionType::Kong:
            return "kong " + a.tile.str();
        case ActionType::Discard:
            return "discard " + a.tile.str();
    }
    return "?";
}

const std::vector<Row>& rows() {
    static const std::vector<Row> r = {
        // West waits on 5m alone: the discard wins.
        {"WinOnDiscard", [] { return claim_5m(kPonger, kTanki5m); }, {"win", "win", "win"}},
        // West waits on 2m / 5m; South adds the fourth 5m to its pong: rob it.
        {"RobTheKong", [] { return fourth_5m(kRyanmen, true); }, {"win", "win", ""}},
        // One step away; the pong of 5m (then 9m out) makes it ready on 6s / 9s.
        {"PongThatMakesReady",
         [] { return claim_5m("55m 123p 456p 78s 11z 9m"); },
         {"pong 5m", "pong 5m", "pong 5m"}},
        // Ready on 2s / 5s with 55m the pair: a pong leaves at best a single wait.
        {"PongThatBreaksReady",
         [] { return claim_5m("55m 123p 456p 789s 34s"); },
         {"pass", "pass", "pass"}},
        // Holding three: the exposed kong (1 from the feeder and a replacement).
        {"ExposedKong",
         [] { return claim_5m("555m 29m 58p 9p 57s 67z 1z"); },
         {"exposed_kong 5m", "exposed_kong 5m", "exposed_kong 5m"}},
        // The fourth 5m onto the pong: 1 from the pong's feeder and a replacement.
        {"AddedKong",
         [] { return fourth_5m("", false); },
         {"added_kong 5m", "added_kong 5m", "added_kong 5m"}},
        // Four held: the concealed kong (2 from each of the three).
        {"ConcealedKong",
         [] { return dealer_turn("5555m 23p 68p 23s 689s 2z"); },
         {"kong 5m", "kong 5m", "kong 5m"}},
        // 跟打: the last follower follows when it costs no speed (the leader pays it 1)...
        {"FollowsTheLeader", [] { return follow_9m("9m"); }, {"", "discard 9m", "discard 9m"}},
        // ...and with the run broken throws its lone honour as usual.
        {"NoRunNoFollow", [] { return follow_9m("3m"); }, {"", "discard 6z", "discard 6z"}},
        // ...and not when the 9m's penchan brings 13 tiles of ukeire more than a lone honour
        // would (same shanten: 1 unit would outweigh the slower hand's ev, the speed guard not).
        {"NoFollowThatCostsSpeed",
         [] { return follow_9m("9m", "89m 123p 456p 78s 24s 1z"); },
         {"", "discard 1z", "discard 1z"}},
        // The lone honour goes first.
        {"LoneHonourFirst",
         [] { return dealer_turn("123m 456p 78s 11z 23m 5z 9p"); },
         {"", "discard 5z", "discard 5z"}},
    };
    return r;
}

class HandanClaimRows : public ::testing::TestWithParam<std::size_t> {};

TEST_P(HandanClaimRows, EachLevelDecides) {
    const Row& row = rows()[GetParam()];
    const char* levels[] = {"easy", "normal", "hard"};
    for (int l = 0; l < 3; ++l) {
        if (!*row.expected[l]) continue;
        Table t = row.table();
        const SeatView view = t.game.view(t.seat);
        ASSERT_FALSE(view.legal.empty()) << row.name;
        auto agent = make_agent(levels[l], agent_seed(1, t.seat));
        const Action a = agent->decide(view);
        EXPECT_TRUE(view.legal.contains(a)) << row.name << " " << levels[l];
        EXPECT_EQ(describe(a), row.expected[l]) << row.name << " " << levels[l];
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, HandanClaimRows, ::testing::Range<std::size_t>(0, 11),
                         [](const auto& info) { return std::string(rows()[info.param].name); });

// The advisor ranks Handan too: every legal action once, hard's choice first.
TEST(HandanAdvisor, RanksEveryLegalActionHardsChoiceFirst) {
    for (const Row& row : rows()) {
        Table t = row.table();
        const SeatView view = t.game.view(t.seat);
        const std::vector<Advice> advice = advise(view, {}, agent_seed(1, t.seat));
        ASSERT_EQ(int(advice.size()), view.legal.size()) << row.name;
        auto hard = make_agent("hard", agent_seed(1, t.seat));
        EXPECT_EQ(advice[0].action, hard->decide(view)) << row.name;
    }
}

// A seat with three open melds is a threat; one with none early is not.
TEST(HandanThreat, OpenMeldsRaiseIt) {
    EXPECT_EQ(ai::handan_threat(0, 2), 0.f);
    EXPECT_GT(ai::handan_threat(1, 6), ai::handan_threat(0, 6));
    EXPECT_GE(ai::handan_threat(3, 4), 0.5f);
    EXPECT_GT(ai::handan_threat(4, 4), ai::handan_threat(3, 4));
}

// Every level plays Handan hands (duplicate seatings, each level beside the others) with the
// invariants verified after every event.
TEST(HandanSelfplay, EveryAgentPlaysWithInvariantsHolding) {
    SelfplayConfig c;
    c.rules = handan_ruleset();
    c.seed = 20261202;
    c.deals = 25;  // 100 hands
    c.agents = {"hard", "normal", "easy", "baseline"};
    c.duplicate = true;
    c.check = true;
    c.verify_replays = true;  // every hand written, read back and re-driven
    const SelfplayResult r = run_selfplay(c);
    EXPECT_EQ(r.hands, 100);
    EXPECT_EQ(r.invariant_violations, 0) << (r.violations.empty() ? "" : r.violations[0]);
    EXPECT_EQ(r.replays_verified, 100);
    long long wins = 0;
    for (const SlotStats& s : r.slots) {
        EXPECT_GT(s.wins, 0) << s.agent;
        wins += s.wins;
    }
    EXPECT_GT(wins, 50);
}

}  // namespace
}  // namespace haolao
