// SPDX-License-Identifier: GPL-3.0-or-later
// The easy agent: keeps pairs and runs and the suit it holds most (more so as the hand goes on),
// never makes the hand slower in shanten, wins whenever it can, and now and then (1 in 6) throws
// a tile that is merely not worse in shanten instead of the one it likes best. No defence.
#include <array>
#include <memory>

#include "agents/eval.h"
#include "agents/handan_play.h"
#include "haolao/agent.h"
#include "haolao/rng.h"

namespace haolao {

namespace {

class EasyAgent final : public Agent {
  public:
    explicit EasyAgent(std::uint64_t seed) : seed_(seed), rng_(seed) {}

    Action decide(const SeatView& view) override {
        rng_.reseed(decision_seed(seed_, view));  // resumable: see agent.h
        if (view.rules().scoring == ScoringModel::HandanFan)
            return ai::handan_easy_decide(view, rng_);
        const ActionList& legal = view.legal;
        if (legal.empty()) return Action::pass();
        if (legal.contains(Action::win())) return Action::win();
        if (view.phase == Phase::Response) return Action::pass();
        const ai::Table table = ai::read_table(view);
        for (const Action& a : legal)
            if (a.type == ActionType::Kong && ai::kong_is_good(view, table, a.tile)) return a;
        if (view.declared) {
            for (const Action& a : legal)
                if (a.type == ActionType::Discard) return a;
            return legal[0];
        }

        const Ruleset& rules = view.rules();
        Hand h = view.hand;
        std::array<int, 3> suit_n{};
        for (int s = 0; s < 3; ++s) suit_n[s] = h.suit_count(static_cast<Suit>(s));
        const int turns = view.ponds[index(view.seat)].size;

        struct Option {
            Tile tile;
            int shanten;
            int keep;  // how much the hand wants to keep this tile
        };
        std::array<Option, 14> opts{};
        int n = 0;
        int s_min = 99;
        for (int c = 0; c < kNumTileKinds; ++c) {
            if (!h.concealed[c]) continue;
            --h.concealed[c];
            const int sh = shanten(h, rules);
            ++h.concealed[c];
            const int suit = c / 9;
            const int rank = c % 9;
            auto at = [&](int r) { return (r >= 0 && r < 9) ? int(h.concealed[suit * 9 + r]) : 0; };
            int keep = 10 * (at(rank) - 1);  // pairs and pungs
            keep += 5 * ((at(rank - 1) > 0) + (at(rank + 1) > 0));
            keep += 2 * ((at(rank - 2) > 0) + (at(rank + 2) > 0));
            // Drift toward one suit: the longer the hand runs, the more suit size counts.
            if (suit < 3) keep += suit_n[suit] * (1 + turns / 3);
            opts[n++] = {Tile::from_code(c), sh, keep};
            s_min = std::min(s_min, sh);
        }
        int pick = -1;
        if (rng_.below(6) == 0) {
            // A slip: any tile that keeps the shanten.
            int ok = 0;
            for (int i = 0; i < n; ++i) ok += opts[i].shanten == s_min;
            int k = static_cast<int>(rng_.below(static_cast<std::uint32_t>(ok)));
            for (int i = 0; i < n && pick < 0; ++i)
                if (opts[i].shanten == s_min && k-- == 0) pick = i;
        } else {
            for (int i = 0; i < n; ++i) {
                if (opts[i].shanten != s_min) continue;
                if (pick < 0 || opts[i].keep < opts[pick].keep) pick = i;
            }
        }
        const Tile t = opts[pick].tile;
        if (s_min == 0 && legal.contains(Action::discard(t, true))) return Action::discard(t, true);
        return Action::discard(t);
    }

  private:
    std::uint64_t seed_;
    Rng rng_;
};

}  // namespace

std::unique_ptr<Agent> make_easy_agent(std::uint64_t seed) {
    return std::make_unique<EasyAgent>(seed);
}

}  // namespace haolao
