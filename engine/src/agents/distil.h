// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: the distilled search ("hard:distil", issue 17, session 15). expert's search plays each
// candidate discard out with normal's policy for every seat (rollout.h); its judgement, the mean
// paired gain of a candidate over hard's first choice, is fitted here as a cheap function of what
// hard already computes for the candidate, so that hard can afford it. "hard:label=N" writes the
// labelled rows (N rollouts per candidate on the same deals) to distil_sink(); bench_distil reads
// them and scripts/fit_distil_model.py fits distil_model_coef.h.
#pragma once

#include <array>
#include <vector>

namespace haolao {
struct GameState;
}

namespace haolao::ai {

// Raw features of one candidate against the first choice (hard.cpp's distil_features).
inline constexpr int kDistilRaw = 26;

struct DistilRow {
    int decision = 0;  // which decision (rows of one decision share it)
    int candidate = 0;
    float label = 0;  // mean rollout points of this candidate − of the first choice
    float label_se = 0;
    int sims = 0;
    std::array<float, kDistilRaw> x{};
};

// Where "hard:label=N" agents append their rows (nullptr: nowhere). Single-threaded tools only.
std::vector<DistilRow>*& distil_sink();

// The true state of the game being labelled (nullptr: none). When set, "hard:label=N" plays
// its rollouts on the true hands with the undrawn wall reshuffled per rollout, instead of on
// hands dealt from the view: the label is then the rollouts' value under the true posterior of
// the hidden hands (the fitted model still reads only what the seat sees), free of the bias of
// the view's sampling. Single-threaded tools only.
const GameState*& distil_truth();

// The fitted advantage (points) of a candidate over the first choice, from its raw features.
float distil_advantage(const std::array<float, kDistilRaw>& x);

}  // namespace haolao::ai
