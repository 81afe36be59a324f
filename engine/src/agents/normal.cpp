// SPDX-License-Identifier: GPL-3.0-or-later
// The normal agent: tile efficiency under the real rules (rule-aware shanten, ukeire over unseen
// tiles), hand value against speed, defence by expected deal-in cost, 报听 when it pays. No search
// and no randomness: a decision is a pure function of the SeatView (the seed is unused).
#include <memory>
#include <string_view>

#include "agents/eval.h"
#include "agents/handan_play.h"
#include "haolao/agent.h"

namespace haolao {

namespace {

class NormalAgent final : public Agent {
  public:
    NormalAgent() = default;
    // normal with other constants (development: "normal:tune=…", scripts/tune_eval.py).
    explicit NormalAgent(const ai::Tuning& tune) : tune_(tune) { options_.tune = &tune_; }
    Action decide(const SeatView& view) override {
        if (view.rules().scoring == ScoringModel::HandanFan)
            return ai::handan_decide(view, ai::HandanLevel::Normal);
        return ai::normal_decide(view, options_, &waits_);
    }

  private:
    ai::Tuning tune_;           // read only when options_ points at it (a tuned agent)
    ai::RankOptions options_;   // normal's: the default constants
    ai::WaitScoreCache waits_;  // a ready hand's wait scores, kept across this agent's turns
};

}  // namespace

std::unique_ptr<Agent> make_normal_agent(std::uint64_t /*seed*/) {
    // Default-initialised, not make_unique's value-initialisation: that zero-fills the whole
    // 3.4 KB wait cache first (self-play makes four agents a hand), and the cache reads only the
    // slots it has set (WaitScoreCache::entry).
    return std::unique_ptr<Agent>(new NormalAgent);
}

std::unique_ptr<Agent> make_tuned_normal_agent(std::string_view tuning) {
    ai::Tuning tune;
    if (!ai::parse_tuning(tuning, tune)) return nullptr;
    return std::make_unique<NormalAgent>(tune);
}

}  // namespace haolao
