// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: the deal-in model of "hard:model" (docs/AI.md "hard", "Deal-in model"; not hard's
// default: not shown stronger in the pre-registered runs). The chance that opponent
// `o` is ready and waits on tile `t`, from features the deciding seat can see (its SeatView):
// hard's sampled estimate, normal's heuristic, the opponent's pond (the tile or the same kind
// thrown, suji, discards per suit), the visible copies, the turn. A logistic regression fitted on
// 4 × normal selfplay labelled with the true hands (bench_danger writes the rows,
// scripts/fit_danger_model.py fits them and writes danger_model_coef.h).
#pragma once

#include <array>
#include <string_view>

#include "agents/eval.h"
#include "haolao/agent.h"

namespace haolao::ai {

inline constexpr int kDangerFeatures = 20;
using DangerFeatures = std::array<float, kDangerFeatures>;

// The names of the features, in order (for the data file's header and the fit).
extern const std::array<const char*, kDangerFeatures> kDangerFeatureNames;

// Features of "opponent `o` deals in on my discard of `t`" (feature 0 is the constant 1).
// `sampled`: hard's sampled chance for that opponent and tile (0 when it has none).
DangerFeatures danger_features(const SeatView& view, const Table& table, int o, Tile t,
                               float sampled);

// The fitted chance (logistic of the coefficients in danger_model_coef.h · the features).
float danger_model(const DangerFeatures& x);

// hard's raw sampled chance per tile kind and opponent for this view (the model off), as hard
// computes it for its decision with this seed (0 where not computed), or as the hard agent
// `hard_name` ("hard:ds=192", …) would. For bench_danger and bench_filter.
std::array<std::array<float, 4>, kNumTileKinds> sampled_risk(const SeatView& view,
                                                             std::uint64_t seed,
                                                             std::string_view hard_name = "hard");
// "hard:model"'s deal-in chances (the model on the sampled ones) for the same decision.
std::array<std::array<float, 4>, kNumTileKinds> model_risk(const SeatView& view,
                                                           std::uint64_t seed);

}  // namespace haolao::ai
