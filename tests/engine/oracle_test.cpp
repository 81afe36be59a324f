// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis-only oracles (haolao/oracle.h): legal play in every Hefei preset, the same game for
// the same deal, and ahead of three normal players ("oracle" sees every hand and the wall,
// "oracle:hands" the hands, "oracle:wall" the wall).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/oracle.h"
#include "watched_hand.h"

namespace haolao {
namespace {

using testing::one_hand;

// The oracle `name` in seat h % 4 of hand h, normal elsewhere: its total points over `hands` hands.
int oracle_total(std::string_view ruleset, int hands, std::vector<Event>* log = nullptr,
                 std::string_view name = "oracle") {
    const Ruleset rules = one_hand(ruleset);
    int total = 0;
    for (int h = 0; h < hands; ++h) {
        Game game(rules, 500 + static_cast<std::uint64_t>(h));
        const Seat me = seat_from_index(h % 4);
        const HandResult& r =
            testing::play_named_hand(game, name, me, 500);  // throws on an illegal action
        EXPECT_EQ(check_invariants(game.state(), rules), "") << ruleset << " hand " << h;
        total += r.deltas[index(me)];
        if (log) log->insert(log->end(), game.events().begin(), game.events().end());
    }
    return total;
}

class Oracle : public ::testing::TestWithParam<const char*> {};

TEST_P(Oracle, LegalDeterministicAndAheadOfNormal) {
    std::vector<Event> a, b;
    const int total = oracle_total(GetParam(), 60, &a);
    oracle_total(GetParam(), 60, &b);
    EXPECT_EQ(a, b);
    // Seeing the hands is worth several points a hand (docs/AI.md "The oracle"): 60 hands are
    // enough to see it ahead.
    EXPECT_GT(total, 0) << GetParam();
}

struct VariantRow {
    const char* name;
    const char* ruleset;
};

class OracleVariant : public ::testing::TestWithParam<VariantRow> {};

TEST_P(OracleVariant, LegalDeterministicAndAheadOfNormal) {
    const VariantRow& row = GetParam();
    std::vector<Event> a, b;
    const int total = oracle_total(row.ruleset, 60, &a, row.name);
    oracle_total(row.ruleset, 60, &b, row.name);
    EXPECT_EQ(a, b) << row.name << " " << row.ruleset;
    // Reading the hands is worth +1.7 a hand against normal, the wall +4.3 (BENCHMARKS.md
    // "2026-12-02: hard's strength, part 2"); 60 hands show either ahead.
    EXPECT_GT(total, 0) << row.name << " " << row.ruleset;
}

INSTANTIATE_TEST_SUITE_P(Rows, OracleVariant,
                         ::testing::Values(VariantRow{"oracle:hands", "hefei-classic"},
                                           VariantRow{"oracle:hands", "hefei-ting"},
                                           VariantRow{"oracle:hands", "hefei-bianfeng"},
                                           VariantRow{"oracle:wall", "hefei-classic"},
                                           VariantRow{"oracle:wall", "hefei-ting"},
                                           VariantRow{"oracle:wall", "hefei-bianfeng"}));

TEST(OracleNames, OnlyTheOraclesAndNeverASeat) {
    const Game game(one_hand("hefei-classic"), 1);
    for (std::string_view n :
         {"oracle", "oracle:hands", "oracle:wall", "oracle:ready", "oracle:suit", "oracle:waits",
          "oracle:ready:s", "oracle:est:s", "oracle:est:p", "oracle:est:rd", "oracle:live",
          "oracle:est:live", "oracle:live:suit", "oracle:draws=1", "oracle:draws=3",
          "oracle:draws=9"}) {
        EXPECT_TRUE(is_oracle_name(n)) << n;
        EXPECT_NE(make_oracle_agent(game, Seat::East, n, 1), nullptr) << n;
        EXPECT_EQ(make_agent(n, 1), nullptr) << n;  // analysis only
    }
    for (std::string_view n :
         {"oracle:", "oracle:all", "hard", "oracle:hands2", "oracle:ready:", "oracle:s",
          "oracle:est", "oracle:wait", "oracle:est:r", "oracle:rd", "oracle:live:", "oracle:draws=",
          "oracle:draws=0", "oracle:draws=10", "oracle:draws", "oracle:draws=x"}) {
        EXPECT_FALSE(is_oracle_name(n)) << n;
        EXPECT_EQ(make_oracle_agent(game, Seat::East, n, 1), nullptr) << n;
    }
}

INSTANTIATE_TEST_SUITE_P(Presets, Oracle,
                         ::testing::Values("hefei-classic", "hefei-ting", "hefei-bianfeng"),
                         [](const auto& info) {
                             std::string n = info.param;
                             std::replace(n.begin(), n.end(), '-', '_');
                             return n;
                         });

}  // namespace
}  // namespace haolao
