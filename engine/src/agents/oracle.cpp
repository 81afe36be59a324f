// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis-only oracle (oracle.h): normal's candidate discards, each played out once on the
// true deal.
#include "haolao/oracle.h"

#include <algorithm>
#include <array>
#include <memory>

#include "agents/eval.h"
#include "agents/playout.h"

namespace haolao {

namespace {

class OracleAgent final : public Agent {
  public:
    OracleAgent(const Game& game, Seat seat) : game_(game), seat_(seat) {}

    Action decide(const SeatView& view) override {
        if (view.legal.empty()) return Action::pass();
        if (view.legal.contains(Action::win())) return Action::win();
        if (view.phase != Phase::Turn || view.declared) return ai::normal_decide(view, {});
        const Action normal = ai::normal_decide(view, {});
        if (normal.type != ActionType::Discard) return normal;  // a kong
        const ai::Table table = ai::read_table(view);
        std::array<ai::Candidate, 14> cands;
        const int n = ai::rank_discards(view, table, {}, cands);
        if (n == 0) return normal;

        const GameState& st = game_.state();
        ai::Playout base;
        base.rules = &view.rules();
        base.dealer = st.dealer;
        base.streak = st.streak;
        base.sees_all = index(seat_);
        for (int o = 0; o < 4; ++o) {
            base.hands[o] = st.seats[o].hand;
            base.declared[o] = st.seats[o].declared;
        }
        // The undrawn tiles in head order (kongs' replacements come from the tail, which a
        // playout never takes).
        const WallShape& shape = st.wall.shape();
        for (int pos = 0; pos < shape.size(); ++pos)
            if (!shape.taken(pos)) base.wall[base.end++] = st.wall.at(pos);
        std::array<std::uint8_t, kMaxWallTiles> memo;
        memo.fill(0xFF);
        base.memo = &memo;

        // normal's ranking first (ties go to it), then every other legal discard.
        std::array<Action, ActionList::kCapacity> order{};
        int m = 0;
        for (int i = 0; i < n; ++i) {
            const Action a = Action::discard(cands[i].tile, cands[i].declare);
            if (view.legal.contains(a)) order[m++] = a;
        }
        for (const Action& a : view.legal)
            if (a.type == ActionType::Discard &&
                std::find(order.begin(), order.begin() + m, a) == order.begin() + m)
                order[m++] = a;
        Action best = normal;
        int best_points = 0;
        for (int i = 0; i < m; ++i) {
            ai::Playout p = base;
            p.hands[index(seat_)].remove(order[i].tile);
            if (order[i].declare) p.declared[index(seat_)] = true;
            const int points = ai::play_out(p, seat_, seat_, order[i].tile);
            if (i == 0 || points > best_points) {
                best = order[i];
                best_points = points;
            }
        }
        return best;
    }

  private:
    const Game& game_;
    Seat seat_;
};

}  // namespace

std::unique_ptr<Agent> make_oracle_agent(const Game& game, Seat seat) {
    return std::make_unique<OracleAgent>(game, seat);
}

}  // namespace haolao
