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
    Action decide(const SeatView& view) override {
        if (view.rules().scoring == ScoringModel::HandanFan)
            return ai::handan_decide(view, ai::HandanLevel::Normal);
        return ai::normal_decide(view, {}, &waits_);
    }

  private:
    ai::WaitScoreCache waits_;  // a ready hand's wait scores, kept across this agent's turns
};

// normal with other constants (development: "normal:tune=…", scripts/tune_eval.py).
class TunedNormalAgent final : public Agent {
  public:
    explicit TunedNormalAgent(const ai::Tuning& tune) : tune_(tune) { options_.tune = &tune_; }
    Action decide(const SeatView& view) override {
        if (view.rules().scoring == ScoringModel::HandanFan)
            return ai::handan_decide(view, ai::HandanLevel::Normal);
        return ai::normal_decide(view, options_, &waits_);
    }

  private:
    ai::Tuning tune_;
    ai::RankOptions options_;
    ai::WaitScoreCache waits_;
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
    return std::make_unique<TunedNormalAgent>(tune);
}

}  // namespace haolao
