// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis-only oracles (oracle.h): normal's candidate discards, each played out on the true
// deal ("oracle") or on deals that keep what the variant sees and sample the rest.
#include "haolao/oracle.h"

#include <algorithm>
#include <array>
#include <memory>
#include <string_view>

#include "agents/eval.h"
#include "agents/playout.h"
#include "haolao/rng.h"

namespace haolao {

namespace {

enum class Sees { All, Hands, Wall };

// Playouts per discard of the sampling variants.
constexpr int kSamples = 16;

class OracleAgent final : public Agent {
  public:
    OracleAgent(const Game& game, Seat seat, Sees sees, std::uint64_t seed)
        : game_(game), seat_(seat), sees_(sees), seed_(seed) {}

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
        if (sees_ == Sees::Hands) return read_hands(view, st, cands, n, normal);
        ai::Playout base;
        base.rules = &view.rules();
        base.dealer = st.dealer;
        base.streak = st.streak;
        base.sees_all = sees_ == Sees::Wall ? -1 : index(seat_);
        for (int o = 0; o < 4; ++o) {
            base.hands[o] = st.seats[o].hand;
            base.declared[o] = st.seats[o].declared;
        }
        // The undrawn tiles in head order (kongs' replacements come from the tail, which a
        // playout never takes).
        const WallShape& shape = st.wall.shape();
        for (int pos = 0; pos < shape.size(); ++pos)
            if (!shape.taken(pos)) base.wall[base.end++] = st.wall.at(pos);

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
        const int samples = sees_ == Sees::All ? 1 : kSamples;
        rng_.reseed(decision_seed(seed_, view));
        std::array<long, ActionList::kCapacity> total{};
        for (int k = 0; k < samples; ++k) {
            ai::Playout deal = base;
            if (sees_ == Sees::Wall) redeal_hands(deal);
            std::array<std::uint8_t, kMaxWallTiles> memo;
            memo.fill(0xFF);
            deal.memo = &memo;
            for (int i = 0; i < m; ++i) {
                ai::Playout p = deal;
                p.hands[index(seat_)].remove(order[i].tile);
                if (order[i].declare) p.declared[index(seat_)] = true;
                total[i] += ai::play_out(p, seat_, seat_, order[i].tile);
            }
        }
        Action best = normal;
        long best_points = 0;
        for (int i = 0; i < m; ++i)
            if (i == 0 || total[i] > best_points) {
                best = order[i];
                best_points = total[i];
            }
        return best;
    }

  private:
    // oracle:hands: normal's ranking with its danger guess replaced by the true deal-in cost
    // (every other hand that would win on the tile, and what it would be paid).
    Action read_hands(const SeatView& view, const GameState& st,
                      std::array<ai::Candidate, 14>& cands, int n, Action normal) const {
        const Ruleset& rules = view.rules();
        Action best = normal;
        float best_ev = 0;
        bool any = false;
        for (int i = 0; i < n; ++i) {
            const Action a = Action::discard(cands[i].tile, cands[i].declare);
            if (!view.legal.contains(a)) continue;
            float cost = 0;
            for (int o = 0; o < 4; ++o) {
                if (o == index(seat_)) continue;
                if (rules.declare_ready_required && !st.seats[o].declared) continue;
                Hand h = st.seats[o].hand;
                h.add(cands[i].tile);
                if (!is_winning(h, rules)) continue;
                const WinResult r =
                    score_win(WinContext::on_discard(st.seats[o].hand, cands[i].tile,
                                                     seat_from_index(o), seat_, st.dealer,
                                                     st.streak, 0, rules.declare_ready_required),
                              rules);
                if (r.win) cost -= float(r.deltas[index(seat_)]);
            }
            const float ev = cands[i].ev + cands[i].danger - cost;
            if (!any || ev > best_ev) {
                best = a;
                best_ev = ev;
                any = true;
            }
        }
        return best;
    }

    // oracle:wall: the other seats' concealed tiles (their kongs stay) pooled and dealt back at
    // random, each seat keeping its number of tiles.
    void redeal_hands(ai::Playout& p) {
        std::array<Tile, 4 * 18> pool{};
        int size = 0;
        std::array<int, 4> want{};
        for (int o = 0; o < 4; ++o) {
            if (o == index(seat_)) continue;
            Hand& h = p.hands[o];
            for (int c = 0; c < kNumTileKinds; ++c)
                for (int i = 0; i < h.concealed[c]; ++i) {
                    pool[size++] = Tile::from_code(c);
                    ++want[o];
                }
            Hand fresh;
            fresh.kongs = h.kongs;
            fresh.kong_count = h.kong_count;
            h = fresh;
        }
        rng_.shuffle(pool.data(), size);
        int at = 0;
        for (int o = 0; o < 4; ++o)
            for (int i = 0; i < want[o]; ++i) p.hands[o].add(pool[at++]);
    }

    const Game& game_;
    Seat seat_;
    Sees sees_;
    std::uint64_t seed_;
    Rng rng_;
};

}  // namespace

bool is_oracle_name(std::string_view name) {
    return name == "oracle" || name == "oracle:hands" || name == "oracle:wall";
}

std::unique_ptr<Agent> make_oracle_agent(const Game& game, Seat seat, std::string_view name,
                                         std::uint64_t seed) {
    if (!is_oracle_name(name)) return nullptr;
    const Sees sees = name == "oracle"         ? Sees::All
                      : name == "oracle:hands" ? Sees::Hands
                                               : Sees::Wall;
    return std::make_unique<OracleAgent>(game, seat, sees, seed);
}

}  // namespace haolao
