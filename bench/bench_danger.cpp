// SPDX-License-Identifier: GPL-3.0-or-later
// Labelled data for the deal-in model of "hard:model" (engine/src/agents/danger_model.h; docs/AI.md
// "hard").
//
//   bench_danger --hands N --seed S [--ruleset ID] --out FILE
//
// Plays N seeded hands of 4 × normal. At every own-turn decision of an undeclared seat, for each
// distinct legal discard and each opponent that may win on it, writes one row of float32:
// label (1 when the opponent's true hand wins on the tile), chosen (normal's discard), the hand
// number, then the model's features (danger_features, as the deciding seat sees them, with hard's
// sampled chance for that decision). scripts/fit_danger_model.py fits the rows.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "agents/danger_model.h"
#include "agents/eval.h"
#include "bench_hands.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/hand.h"
#include "haolao/ruleset.h"

using namespace haolao;

namespace {

using bench::mix;

}  // namespace

int main(int argc, char** argv) {
    bench::DumpArgs args;
    std::FILE* f = bench::open_dump(argc, argv, "bench_danger", args);
    if (!f) return 2;
    const Ruleset& rules = args.rules;
    long rows = 0, positives = 0;
    std::vector<float> row;
    bench::normal_discards(
        args,
        [&](long h, std::uint64_t deal_seed, const Game& game, Seat s, const SeatView& v,
            const Action& a) {
            const auto risk = ai::sampled_risk(v, agent_seed(deal_seed, s));
            const ai::Table table = ai::read_table(v);
            const GameState& st = game.state();
            bench::for_each_discard_kind(v, [&](Tile tile) {
                const int code = tile.code();
                for (int o = 0; o < 4; ++o) {
                    if (o == index(s)) continue;
                    if (rules.declare_ready_required && !st.seats[o].declared) continue;
                    Hand w = st.seats[o].hand;
                    w.add(tile);
                    const bool label = is_winning(w, rules);
                    const ai::DangerFeatures x = ai::danger_features(
                        v, table, o, tile, risk[static_cast<std::size_t>(code)][o]);
                    row.assign({label ? 1.f : 0.f, tile == a.tile ? 1.f : 0.f, float(h)});
                    row.insert(row.end(), x.begin(), x.end());
                    std::fwrite(row.data(), sizeof(float), row.size(), f);
                    ++rows;
                    positives += label;
                }
            });
        },
        [&](long h, const Game&) {
            if ((h + 1) % 500 == 0)
                std::fprintf(stderr, "%ld hands, %ld rows, %ld positive\n", h + 1, rows, positives);
        });
    std::fclose(f);
    std::printf("%ld rows (%d floats each), %ld positive\n", rows, 3 + ai::kDangerFeatures,
                positives);
    return 0;
}
