// SPDX-License-Identifier: GPL-3.0-or-later
// The distilled search's data and model (agents/distil.h, internal): "hard:label=N" plays exactly
// as hard does (its labels come after the decision), writes one row per candidate but the first
// choice with N rollouts each, and "hard:distil" is reproducible and plays differently from hard.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "agents/distil.h"
#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao {
namespace {

using testing::one_hand;

// The events of `hands` seeded one-hand pots with `agent` in seat h % 4 and normal elsewhere.
std::vector<Event> play(const std::string& agent, int hands) {
    const Ruleset rules = one_hand("hefei-classic");
    std::vector<Event> all;
    for (int h = 0; h < hands; ++h) {
        std::array<std::string, 4> names;
        for (int s = 0; s < 4; ++s) names[s] = s == h % 4 ? agent : "normal";
        std::array<std::unique_ptr<Agent>, 4> owned;
        std::array<Agent*, 4> agents{};
        for (int s = 0; s < 4; ++s) {
            owned[s] = make_agent(names[s], agent_seed(31 + h, seat_from_index(s)));
            agents[s] = owned[s].get();
        }
        Game game(rules, 4100 + h);
        play_hand(game, agents);
        all.insert(all.end(), game.events().begin(), game.events().end());
    }
    return all;
}

TEST(Distil, LabelRowsAndTheSamePlayAsHard) {
    std::vector<ai::DistilRow> rows;
    ai::distil_sink() = &rows;
    const auto labelled = play("hard:label=3", 16);
    ai::distil_sink() = nullptr;
    EXPECT_EQ(labelled, play("hard", 16));  // the labels do not change the decision
    ASSERT_GT(rows.size(), 10u);
    int safest = 0;
    for (const ai::DistilRow& r : rows) {
        EXPECT_EQ(r.sims, 3);
        EXPECT_GE(r.candidate, 1);
        EXPECT_EQ(r.x[0], float(std::min(r.candidate, 4)));  // rank
        EXPECT_GE(r.label_se, 0.f);
        safest += r.x[1] > 0 ? 1 : 0;
    }
    EXPECT_GT(safest, 0);
}

TEST(Distil, ReproducibleAndNotHard) {
    const auto a = play("hard:distil", 8);
    EXPECT_EQ(a, play("hard:distil", 8));
    EXPECT_NE(a, play("hard", 8));
}

// The labels of `hands` pots of "hard:label=4" + `options`, checking hard's play is unchanged.
std::vector<ai::DistilRow> labels(const std::string& options, int hands) {
    std::vector<ai::DistilRow> rows;
    ai::distil_sink() = &rows;
    const auto events = play("hard:label=4" + options, hands);
    ai::distil_sink() = nullptr;
    EXPECT_EQ(events, play("hard", hands));  // labels only: hard's play is unchanged
    return rows;
}

// How many rows of `a` and `b` (the same decisions and features) have other labels.
int differing(const std::vector<ai::DistilRow>& a, const std::vector<ai::DistilRow>& b) {
    EXPECT_EQ(a.size(), b.size());
    int differ = 0;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
        EXPECT_EQ(a[i].x, b[i].x);
        differ += a[i].label != b[i].label ? 1 : 0;
    }
    return differ;
}

// "…:drl" (development): opponents meant to be ready are dealt built ready hands in the labels'
// rollouts; "…:dbl": ready with sampled danger's Bayes P(ready), then a consistent built hand.
// The same decisions and features, other labels (dbl also other than drl's; dhl than both).
TEST(Distil, ReadyDealsChangeTheLabels) {
    const auto plain = labels("", 4);
    const auto dr = labels(":drl", 4);
    const auto db = labels(":dbl", 4);
    EXPECT_GT(differing(plain, dr), int(plain.size()) / 10);
    EXPECT_GT(differing(plain, db), int(plain.size()) / 10);
    EXPECT_GT(differing(dr, db), int(plain.size()) / 10);
    // "…:dhl": db's deals unless the first choice leaves the seat ready (then the plain ones).
    const auto dh = labels(":dhl", 8);
    const auto db8 = labels(":dbl", 8);
    const auto plain8 = labels("", 8);
    EXPECT_GT(differing(dh, db8), 0);
    EXPECT_GT(differing(dh, plain8), 0);
}

// "…:pcl" (development, session 16): policy-consistent deals in the labels' rollouts (a dealt
// hand that its owner's last discard would have brought closer to ready is avoided); "…:psl":
// policy-shaped draws; "…:svl" / "…:snl" / "…:srl": survival-weighted deals. The same
// decisions and features, other labels, alone and with db.
TEST(Distil, PolicyAndSurvivalDealsChangeTheLabels) {
    const auto plain = labels("", 8);
    const auto pc = labels(":pcl", 8);
    const auto db = labels(":dbl", 8);
    const auto dbpc = labels(":dbl:pcl", 8);
    EXPECT_GT(differing(plain, pc), int(plain.size()) / 20);
    EXPECT_GT(differing(db, dbpc), int(db.size()) / 20);
    // "…:psl": random draws shaped by draw-and-discard rounds.
    EXPECT_GT(differing(plain, labels(":psl", 8)), int(plain.size()) / 20);
    EXPECT_GT(differing(db, labels(":dbl:psl", 8)), int(db.size()) / 20);
    // "…:svl", "…:snl": deals kept by the chance that their ready opponents survived.
    const auto sv = labels(":dbl:svl", 8);
    const auto sn = labels(":dbl:snl", 8);
    EXPECT_GT(differing(db, sv), int(db.size()) / 20);
    EXPECT_GT(differing(db, sn), int(db.size()) / 20);
    EXPECT_GT(differing(sv, sn), 0);
    // "…:srl": sv's redeals keep the first deal's ready draws.
    EXPECT_GT(differing(sv, labels(":dbl:srl", 8)), 0);
}

// "…:pfl" (development, session 19): each opponent's hand in the labels' rollouts drawn from the
// hand filter's particles (hand_filter.h). The same decisions and features, other labels.
TEST(Distil, FilterDealsChangeTheLabels) {
    const auto plain = labels("", 4);
    const auto pf = labels(":pfl:pfn=64", 4);
    EXPECT_GT(differing(plain, pf), int(plain.size()) / 10);
}

}  // namespace
}  // namespace haolao
