// SPDX-License-Identifier: GPL-3.0-or-later
// The reading oracles (haolao/oracle.h "oracle:ready", "oracle:suit", "oracle:waits",
// "oracle:ready:s", and the controls "oracle:est:s", ":est:p", ":est:rd"; agents/oracle_read.h):
// what they take from the true deal, and that it changes normal's play the way it should.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <string_view>
#include <vector>

#include "agents/eval.h"
#include "agents/oracle_read.h"
#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/oracle.h"
#include "watched_hand.h"

namespace haolao {
namespace {

using testing::one_hand;

// A rigged deal: South holds a ready hand (nine bamboo; waits 2 and 5 of characters), the others
// filler hands that cannot be ready.
GameState rigged_state(const Ruleset& rules) {
    testing::Rig rig;
    rig.hands[1] = "234s 567s 678s 34m 55p";
    return testing::start(rules, rig).state();
}

TEST(OracleRead, TrueThreatAndWaitsOfAReadyHand) {
    const Ruleset rules = one_hand("hefei-classic");
    const GameState st = rigged_state(rules);
    ASSERT_EQ(wait_mask(st.seats[1].hand, rules),
              (std::uint64_t{1} << testing::T("2m").code()) |
                  (std::uint64_t{1} << testing::T("5m").code()));
    const std::array<float, 4> threat = ai::true_threat(st, Seat::East, rules);
    EXPECT_EQ(threat, (std::array<float, 4>{0, 1, 0, 0}));
    const std::array<std::uint64_t, 4> waits = ai::true_waits(st, Seat::East, rules);
    EXPECT_EQ(waits[1], wait_mask(st.seats[1].hand, rules));
    EXPECT_EQ(waits[0] | waits[2] | waits[3], 0u);
    // The seat asking is never a threat to itself, ready or not.
    EXPECT_EQ(ai::true_threat(st, Seat::South, rules)[1], 0.f);
    // Where only declared hands may win on a discard, an undeclared ready hand is no threat.
    const Ruleset ting = one_hand("hefei-ting");
    const GameState st2 = rigged_state(ting);
    EXPECT_EQ(ai::true_threat(st2, Seat::East, ting)[1], 0.f);
    EXPECT_EQ(ai::true_waits(st2, Seat::East, ting)[1], 0u);
}

// oracle:est:rd's read: the prior's odds × the ratio of its last three discards' middle tiles.
TEST(OracleRead, MidReadReady) {
    Pond pond;
    for (const char* t : {"2m", "8s", "4m", "5p", "6s"}) pond.push(testing::T(t), false, false);
    const float all_mid = 0.2f * 1.697f;  // 4m 5p 6s: three middle tiles (the 2m, 8s before)
    EXPECT_FLOAT_EQ(ai::mid_read_ready(0.2f, pond), all_mid / (all_mid + 0.8f));
    Pond edges;
    for (const char* t : {"5m", "2m", "8p", "2s"}) edges.push(testing::T(t), false, false);
    const float none = 0.2f * 0.396f;
    EXPECT_FLOAT_EQ(ai::mid_read_ready(0.2f, edges), none / (none + 0.8f));
    Pond two;  // fewer than three discards: those there
    for (const char* t : {"3m", "7p"}) two.push(testing::T(t), false, false);
    const float k2 = 0.1f * 1.146f;
    EXPECT_FLOAT_EQ(ai::mid_read_ready(0.1f, two), k2 / (k2 + 0.9f));
    EXPECT_FLOAT_EQ(ai::mid_read_ready(0.f, pond), 0.f);
}

struct Tally {
    int points = 0;
    int deal_ins = 0;
    std::vector<Event> log;
};

// `name` (an oracle, or a seat name) in seat h % 4 of hand h, normal elsewhere.
Tally play(std::string_view ruleset, std::string_view name, int hands) {
    const Ruleset rules = one_hand(ruleset);
    Tally t;
    for (int h = 0; h < hands; ++h) {
        Game game(rules, 900 + static_cast<std::uint64_t>(h));
        const Seat me = seat_from_index(h % 4);
        const HandResult& r =
            testing::play_named_hand(game, name, me, 900);  // throws on an illegal action
        EXPECT_EQ(check_invariants(game.state(), rules), "") << name << " hand " << h;
        t.points += r.deltas[index(me)];
        for (const WinRecord& w : r.wins)
            if (w.context.win_by == WinBy::Discard && w.context.discarder == me) ++t.deal_ins;
        t.log.insert(t.log.end(), game.events().begin(), game.events().end());
    }
    return t;
}

// The two readiness reads of the pre-registered run (no truth): legal, deterministic, and not
// hard's read (each plays some hand differently from oracle:est:s).
TEST(OracleRead, EstimatedReadsAreLegalDeterministicAndTheirOwn) {
    const Tally s = play("hefei-classic", "oracle:est:s", 40);
    for (std::string_view name : {"oracle:est:p", "oracle:est:rd"}) {
        const Tally a = play("hefei-classic", name, 40);
        const Tally b = play("hefei-classic", name, 40);
        EXPECT_EQ(a.log, b.log) << name;
        EXPECT_NE(a.log, s.log) << name;
    }
}

// In hefei-ting only declared hands may win on a discard, and normal already knows who declared:
// oracle:ready knows nothing more, so it plays exactly as normal.
TEST(OracleRead, ReadyIsNormalWhereReadinessIsPublic) {
    const Tally normal = play("hefei-ting", "normal", 40);
    const Tally ready = play("hefei-ting", "oracle:ready", 40);
    EXPECT_EQ(ready.log, normal.log);
}

// normal in every seat; at each turn of `me`, the oracle `name` (built on the same game) is asked
// too. Where no other seat is truly ready, a reading oracle has nothing to fear: it must choose
// what normal's ranking chooses with its defence off. Returns how many decisions were compared.
class Watcher final : public Agent {
  public:
    Watcher(const Game& game, Seat me, std::string_view name, std::uint64_t seed)
        : game_(game), me_(me), oracle_(make_oracle_agent(game, me, name, seed)) {}
    Action decide(const SeatView& view) override {
        const Action normal = ai::normal_decide(view, {});
        if (view.phase != Phase::Turn || view.declared) return normal;
        const std::array<float, 4> threat = ai::true_threat(game_.state(), me_, view.rules());
        if (threat[0] + threat[1] + threat[2] + threat[3] > 0) return normal;
        ai::RankOptions off;
        off.defence = false;
        EXPECT_EQ(oracle_->decide(view), ai::normal_decide(view, off));
        ++compared;
        return normal;
    }
    int compared = 0;

  private:
    const Game& game_;
    Seat me_;
    std::unique_ptr<Agent> oracle_;
};

class OracleReadNobodyReady : public ::testing::TestWithParam<const char*> {};

TEST_P(OracleReadNobodyReady, PlaysNormalWithoutDefence) {
    const Ruleset rules = one_hand("hefei-classic");
    int compared = 0;
    for (int h = 0; h < 40; ++h) {
        Game game(rules, 700 + static_cast<std::uint64_t>(h));
        const Seat me = seat_from_index(h % 4);
        Watcher watcher(game, me, GetParam(), agent_seed(700, me));
        testing::play_watched_hand(game, watcher, me, 700);
        compared += watcher.compared;
    }
    EXPECT_GT(compared, 150) << GetParam();
}

INSTANTIATE_TEST_SUITE_P(Rows, OracleReadNobodyReady,
                         ::testing::Values("oracle:ready", "oracle:suit", "oracle:waits",
                                           "oracle:ready:s"));

struct ReadRow {
    const char* name;
    const char* ruleset;
    int max_deal_ins;  // over 200 hands; normal deals in on ≈ 11 % of them (22)
};

class OracleReadVariant : public ::testing::TestWithParam<ReadRow> {};

// Legal and deterministic; knowing the readiness (and the waits' suits, the waits) cuts normal's
// deal-ins: on hefei-classic (80,000 hands, BENCHMARKS.md "2026-12-03 (session 16)") 11.3 % →
// 9.2 % (ready), 4.3 % (suit), 0.3 % (waits), 8.0 % (ready:s); est:s (no oracle) 10.1 %.
TEST_P(OracleReadVariant, LegalDeterministicAndDealsInLess) {
    const ReadRow& row = GetParam();
    const Tally a = play(row.ruleset, row.name, 200);
    const Tally b = play(row.ruleset, row.name, 200);
    EXPECT_EQ(a.log, b.log) << row.name;
    const Tally normal = play(row.ruleset, "normal", 200);
    EXPECT_LE(a.deal_ins, row.max_deal_ins) << row.name << " normal " << normal.deal_ins;
    EXPECT_LT(a.deal_ins, normal.deal_ins) << row.name;
}

INSTANTIATE_TEST_SUITE_P(Rows, OracleReadVariant,
                         ::testing::Values(ReadRow{"oracle:ready", "hefei-classic", 21},
                                           ReadRow{"oracle:suit", "hefei-classic", 12},
                                           ReadRow{"oracle:waits", "hefei-classic", 2},
                                           ReadRow{"oracle:ready:s", "hefei-classic", 20},
                                           ReadRow{"oracle:ready", "hefei-bianfeng", 21},
                                           ReadRow{"oracle:waits", "hefei-bianfeng", 2}));

}  // namespace
}  // namespace haolao
