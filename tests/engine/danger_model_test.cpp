// SPDX-License-Identifier: GPL-3.0-or-later
// The deal-in model of "hard:model" (agents/danger_model.h, internal): the features read the
// ponds as the deciding seat sees them, the fitted probability on fixed feature rows, and
// hard:model's deal-in chances are the model's on its own sampled chances (the pipeline
// bench_danger fits is the one it plays), reproducibly.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "agents/danger_model.h"
#include "agents/eval.h"
#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao {
namespace {

using testing::one_hand;

// Own-turn views of undeclared seats in seeded 4 × normal hands (the games are kept: a view
// points at its game's ruleset).
std::vector<SeatView> turn_views(std::string_view ruleset, int hands) {
    static std::vector<std::unique_ptr<Game>> games;
    static std::vector<Ruleset> keep;
    std::vector<SeatView> views;
    for (int h = 0; h < hands; ++h) {
        std::array<std::unique_ptr<Agent>, 4> agents;
        for (int s = 0; s < 4; ++s)
            agents[s] = make_agent("normal", agent_seed(7000 + h, seat_from_index(s)));
        games.push_back(std::make_unique<Game>(one_hand(ruleset), 9000 + h));
        Game& game = *games.back();
        game.start_hand();
        while (game.hand_running()) {
            const Seat s = game.to_act().seats(game.state().turn).front();
            const SeatView v = game.view(s);
            if (v.phase == Phase::Turn && !v.declared) views.push_back(v);
            EXPECT_EQ(game.act(s, agents[index(s)]->decide(v)), ActionError::Ok);
        }
    }
    return views;
}

TEST(DangerModel, FeaturesReadThePondsTheSeatSees) {
    long checked = 0;
    for (const SeatView& v : turn_views("hefei-classic", 12)) {
        const ai::Table table = ai::read_table(v);
        for (int c = 0; c < kNumTileKinds; ++c) {
            if (!v.hand.concealed[c]) continue;
            const Tile t = Tile::from_code(c);
            for (int o = 0; o < 4; ++o) {
                if (o == index(v.seat)) continue;
                const ai::DangerFeatures x = ai::danger_features(v, table, o, t, 0.25f);
                const Pond& pond = v.ponds[o];
                bool thrown = false;
                int in_suit = 0;
                for (int i = 0; i < pond.size; ++i) {
                    thrown = thrown || pond.tiles[i] == t;
                    in_suit += pond.tiles[i].suit() == t.suit();
                }
                int seen = 0;  // every pond, and the others' kongs
                for (const Pond& p : v.ponds)
                    for (int i = 0; i < p.size; ++i) seen += p.tiles[i] == t;
                for (int x2 = 0; x2 < 4; ++x2)
                    for (int k = 0; k < v.kong_counts[x2]; ++k)
                        seen += x2 != index(v.seat) && v.kongs[x2][k] == t ? 4 : 0;
                int own = v.hand.concealed[c];
                for (int k = 0; k < v.hand.kong_count; ++k) own += v.hand.kongs[k] == t ? 4 : 0;
                ASSERT_EQ(x[0], 1.f);
                ASSERT_EQ(x[1], 0.25f);
                ASSERT_FLOAT_EQ(x[2], std::log(0.252f));
                ASSERT_EQ(x[6], v.declared_seats[o] ? 1.f : 0.f);
                ASSERT_FLOAT_EQ(x[7], float(pond.size) / 10.f);
                ASSERT_EQ(x[8], thrown ? 1.f : 0.f) << t.code() << " seat " << o;
                ASSERT_FLOAT_EQ(x[13], float(in_suit) / 10.f);
                ASSERT_FLOAT_EQ(x[14], float(4 - own - seen) / 4.f) << t.code();
                ASSERT_EQ(x[15], 4 - own - seen == 0 ? 1.f : 0.f);
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 5000);
}

// The fitted probability on fixed rows (danger_model_coef.h; refitting changes these numbers:
// recompute them with the new coefficients). A middle-of-the-hand opponent: sampled chance 0.05,
// normal's 0.03, ready chance 0.3, 8 discards (2 in the tile's suit), 2 unseen copies, 40 tiles
// in the wall; then one thing changed.
struct ModelRow {
    const char* what;
    int feature;  // -1: none changed
    float value;
    double expected;
};
class DangerModelRows : public ::testing::TestWithParam<ModelRow> {};
TEST_P(DangerModelRows, Probability) {
    const ModelRow& row = GetParam();
    ai::DangerFeatures x = {1.f,
                            0.05f,
                            std::log(0.052f),
                            0.03f,
                            std::log(0.032f),
                            0.3f,
                            0.f,
                            0.8f,
                            0.f,
                            0.f,
                            0.f,
                            0.f,
                            0.25f,
                            0.2f,
                            0.5f,
                            0.f,
                            0.f,
                            0.f,
                            0.4f,
                            0.f};
    if (row.feature >= 0) x[static_cast<std::size_t>(row.feature)] = row.value;
    EXPECT_NEAR(ai::danger_model(x), row.expected, 2e-5) << row.what;
}
INSTANTIATE_TEST_SUITE_P(Rows, DangerModelRows,
                         ::testing::Values(ModelRow{"middle", -1, 0, 0.046938},
                                           ModelRow{"thrown by it", 8, 1, 0.009572},
                                           ModelRow{"passed since its draw", 9, 1, 0.025584},
                                           ModelRow{"suji on both sides", 10, 1, 0.036243},
                                           ModelRow{"no copy unseen", 15, 1, 0.051028}));

// "hard:model"'s deal-in chance of each discard and opponent is the model on the features with
// hard's own sampled chance for that decision (what bench_danger fits is what it plays), and the
// same seed gives the same chances twice.
TEST(DangerModel, HardModelReadsTheModelOnItsSampledChances) {
    long checked = 0;
    const std::vector<SeatView> views = turn_views("hefei-classic", 3);
    for (std::size_t i = 0; i < views.size(); ++i) {
        const SeatView& v = views[i];
        const std::uint64_t seed = 42 + i;
        const auto model = ai::model_risk(v, seed);
        ASSERT_EQ(model, ai::model_risk(v, seed));
        const auto raw = ai::sampled_risk(v, seed);
        const ai::Table table = ai::read_table(v);
        std::uint64_t done = 0;
        for (const Action& a : v.legal) {
            if (a.type != ActionType::Discard || ((done >> a.tile.code()) & 1u)) continue;
            done |= std::uint64_t{1} << a.tile.code();
            const auto c = static_cast<std::size_t>(a.tile.code());
            for (int o = 0; o < 4; ++o) {
                if (o == index(v.seat)) continue;
                const float want =
                    ai::danger_model(ai::danger_features(v, table, o, a.tile, raw[c][o]));
                ASSERT_EQ(model[c][o], want) << a.tile.code() << " seat " << o;
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 1000);
}

}  // namespace
}  // namespace haolao
