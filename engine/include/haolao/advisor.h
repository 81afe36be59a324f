// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor: every legal action of one seat, ranked, with what it is expected to bring. It is
// the hard AI's own evaluation (docs/AI.md "The advisor"): HardAgent::decide is advise, then take
// the first, so the advice is what hard would play. Reads the SeatView only.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao {

inline constexpr int kAdviceDefaultSimulations = 24;  // hard's own budget
inline constexpr int kAdviceMaxSimulations = 1000;
inline constexpr int kAdviceMaxMilliseconds = 1000;

// How much search the advisor may spend on its close calls: a fixed number of simulations per
// searched candidate (reproducible for a seed, never reads the clock), or, when milliseconds > 0,
// a time budget per call (at least 4 simulations; not reproducible). Values are clamped to
// 1..kAdviceMax*.
struct AdviceBudget {
    int simulations = kAdviceDefaultSimulations;
    int milliseconds = 0;
};

struct Advice {
    Action action;
    // Expected points of the hand for the seat after this action (wins, minus the expected cost
    // of dealing in with this discard; for the searched close calls, the Monte Carlo estimate).
    float ev = 0;
    float win = 0;  // chance the seat wins this hand (1 for a win taken)
    // Discards: the chance this tile is won on now, and by whom (by Seat index, own seat 0). 0 for
    // other actions.
    float deal_in = 0;
    std::array<float, 4> deal_in_by{};
    bool operator==(const Advice&) const = default;
};

// Each action of view.legal exactly once, best first; the first is what `hard` (with the same
// seed and budget) plays. The random stream is decision_seed(seed, view), as a hard agent made
// with `seed` uses. Empty when the seat has nothing to decide.
std::vector<Advice> advise(const SeatView& view, const AdviceBudget& budget = {},
                           std::uint64_t seed = 0);

}  // namespace haolao
