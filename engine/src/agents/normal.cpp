// SPDX-License-Identifier: GPL-3.0-or-later
// The normal agent: tile efficiency under the real rules (rule-aware shanten, ukeire over unseen
// tiles), hand value against speed, defence by expected deal-in cost, 报听 when it pays. No search
// and no randomness: a decision is a pure function of the SeatView (the seed is unused).
#include <memory>

#include "agents/eval.h"
#include "agents/handan_play.h"
#include "haolao/agent.h"

namespace haolao {

namespace {

class NormalAgent final : public Agent {
  public:
    Action decide(const SeatView& view) override {
        if (view.rules().scoring == ScoringModel::HandanFan)
            return ai::handan_decide(view, ai::HandanLevel::Normal);
        return ai::normal_decide(view, {}, &waits_);
    }

  private:
    ai::WaitScoreCache waits_;  // a ready hand's wait scores, kept across this agent's turns
};

}  // namespace

std::unique_ptr<Agent> make_normal_agent(std::uint64_t /*seed*/) {
    // Default-initialised, not make_unique's value-initialisation: that zero-fills the whole
    // 3.4 KB wait cache first (self-play makes four agents a hand), and the cache reads only the
    // slots it has set (WaitScoreCache::entry).
    return std::unique_ptr<Agent>(new NormalAgent);
}

}  // namespace haolao
