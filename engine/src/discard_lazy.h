// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: hand.h's discard_analysis with each discard's ukeire computed on demand, plus an
// upper bound on it that costs next to nothing. The normal agent needs the exact ukeire of a
// discard only when that discard could still be its pick (agents/eval.cpp).
#pragma once

#include <memory>

#include "haolao/hand.h"
#include "haolao/ruleset.h"

namespace haolao::detail {

struct HefeiDiscardState;  // hand.cpp

class LazyDiscards {
  public:
    LazyDiscards();
    ~LazyDiscards();
    LazyDiscards(const LazyDiscards&) = delete;
    LazyDiscards& operator=(const LazyDiscards&) = delete;

    // Fills `out` like discard_analysis(hand, rules, seen, out, ukeire_slack) (ukeire_slack ≥ 0)
    // except that the ukeire of the options within the slack are left at -1 until asked for.
    // `out` must outlive the asking; `hand` and `seen` are copied.
    void start(const Hand& hand, const Ruleset& rules, const TileCounts& seen, DiscardAnalysis& out,
               int ukeire_slack);
    // Option i (within the slack): an upper bound on its ukeire, and the ukeire itself (computed
    // once, then stored in out.option[i].ukeire). Both exactly as discard_analysis would give.
    int upper(int i);
    int ukeire(int i);

  private:
    std::unique_ptr<HefeiDiscardState> state_;
    DiscardAnalysis* out_ = nullptr;
    bool hefei_ = false;
};

}  // namespace haolao::detail
