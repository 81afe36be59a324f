// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis-only oracles (oracle.h): normal's candidate discards, each played out on the true
// deal ("oracle") or on deals that keep what the variant sees and sample the rest; or normal's
// ranking with part of its read of the others replaced by the truth ("oracle:hands",
// "oracle:ready", "oracle:waits").
#include "haolao/oracle.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <string_view>
#include <utility>

#include "agents/eval.h"
#include "agents/hand_filter.h"
#include "agents/oracle_read.h"
#include "agents/playout.h"
#include "agents/ready_hands.h"
#include "haolao/rng.h"

namespace haolao {

namespace ai {

std::array<float, 4> true_threat(const GameState& st, Seat me, const Ruleset& rules) {
    std::array<float, 4> threat{};
    for (int o = 0; o < 4; ++o) {
        if (o == index(me)) continue;
        if (rules.declare_ready_required && !st.seats[o].declared) continue;
        threat[o] = wait_mask(st.seats[o].hand, rules) != 0 ? 1.f : 0.f;
    }
    return threat;
}

std::array<std::uint64_t, 4> true_waits(const GameState& st, Seat me, const Ruleset& rules) {
    const std::array<float, 4> threat = true_threat(st, me, rules);
    std::array<std::uint64_t, 4> waits{};
    for (int o = 0; o < 4; ++o)
        if (threat[o] > 0) waits[o] = wait_mask(st.seats[o].hand, rules);
    return waits;
}

namespace {

// Likelihood ratio P(k | ready) / P(k | not ready) of k middle tiles (ranks 3-7) among an
// opponent's last three discards, counted at 3-7 discards over 1,500 deals of oracle:est:s
// against 3 × normal (seed 77, 100,527 opponent reads; BENCHMARKS.md "2026-12-03 (session 16)").
constexpr std::array<float, 4> kMidRatio = {0.396f, 0.696f, 1.146f, 1.697f};

}  // namespace

float mid_read_ready(float prior, const Pond& pond) {
    int mid = 0;
    for (int i = std::max(0, pond.size - 3); i < pond.size; ++i)
        mid += pond.tiles[i].rank() >= 3 && pond.tiles[i].rank() <= 7;
    const float odds = prior * kMidRatio[static_cast<std::size_t>(mid)];
    return odds / (odds + 1.f - prior);
}

TileCounts wall_counts(const GameState& st) {
    TileCounts n{};
    const WallShape& shape = st.wall.shape();
    for (int pos = 0; pos < shape.size(); ++pos)
        if (!shape.taken(pos)) ++n[st.wall.at(pos).code()];
    return n;
}

namespace {

// The discard action of a candidate, declaring when it may (else plain); pass when illegal.
Action legal_discard(const SeatView& view, const Candidate& c) {
    const Action a = Action::discard(c.tile, c.declare);
    if (view.legal.contains(a)) return a;
    const Action plain = Action::discard(c.tile);
    return view.legal.contains(plain) ? plain : Action::pass();
}

// The first legal candidate of the highest ev (the candidates in normal's order, so ties go to
// normal); normal when none is legal.
Action best_candidate(const SeatView& view, const std::array<Candidate, 14>& cands, int n,
                      Action normal) {
    Action best = normal;
    float best_ev = 0;
    bool any = false;
    for (int i = 0; i < n; ++i) {
        const Action a = legal_discard(view, cands[i]);
        if (a.type != ActionType::Discard) continue;
        if (!any || cands[i].ev > best_ev) {
            best = a;
            best_ev = cands[i].ev;
            any = true;
        }
    }
    return best;
}

bool plain_discard_turn(const SeatView& view) {
    return view.phase == Phase::Turn && !view.declared && !view.legal.contains(Action::win());
}

}  // namespace

Action live_discard(const SeatView& view, const TileCounts& live) {
    const Action normal = normal_decide(view, {});
    if (!plain_discard_turn(view) || normal.type != ActionType::Discard) return normal;
    const Table table = read_table(view);
    std::array<Candidate, 14> guess;
    const int n_guess = rank_discards(view, table, {}, guess);
    Table wall = table;
    wall.unseen_total = 0;
    for (int c = 0; c < kNumTileKinds; ++c) {
        wall.unseen[c] = table.rules->tiles.contains(Tile::from_code(c)) ? live[c] : 0;
        wall.unseen_total += wall.unseen[c];
    }
    std::array<Candidate, 14> cands;
    const int n = rank_discards(view, wall, {}, cands);
    // The deal-in cost stays normal's (the difference is exactly 0 when the two tables agree).
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n_guess; ++j)
            if (guess[j].tile == cands[i].tile) cands[i].ev += cands[i].danger - guess[j].danger;
    return best_candidate(view, cands, n, normal);
}

namespace {

// The unseen counts of `t` × each suit's share `keep` of its unseen copies still in the wall,
// relative to the average share (no tilt: no change), rounded, at most 4.
TileCounts tilted_live(const Table& t, const std::array<float, 3>& keep) {
    float kept = 0;
    int all = 0;
    for (int c = 0; c < 27; ++c) {
        kept += keep[static_cast<std::size_t>(c / 9)] * float(t.unseen[c]);
        all += t.unseen[c];
    }
    TileCounts live = t.unseen;
    if (kept <= 0) return live;
    const float mean = kept / float(all);
    for (int c = 0; c < 27; ++c) {
        const float x = float(t.unseen[c]) * keep[static_cast<std::size_t>(c / 9)] / mean;
        live[c] = static_cast<std::uint8_t>(std::min(4L, std::lround(x)));
    }
    return live;
}

std::array<int, 3> suit_sums(const TileCounts& n) {
    std::array<int, 3> sum{};
    for (int c = 0; c < 27; ++c) sum[static_cast<std::size_t>(c / 9)] += n[c];
    return sum;
}

}  // namespace

TileCounts estimated_live(const SeatView& view) {
    const Table t = read_table(view);
    const std::array<int, 3> suit_unseen = suit_sums(t.unseen);
    std::array<float, 3> held{};
    for (int o = 0; o < 4; ++o) {
        if (o == index(view.seat)) continue;
        for (int s = 0; s < 3; ++s) held[s] += float(view.concealed_counts[o]) * t.suit_share[o][s];
    }
    std::array<float, 3> keep{};
    for (int s = 0; s < 3; ++s)
        if (suit_unseen[s] > 0) keep[s] = 1.f - std::min(1.f, held[s] / float(suit_unseen[s]));
    return tilted_live(t, keep);
}

TileCounts suit_live(const SeatView& view, const TileCounts& wall) {
    const Table t = read_table(view);
    const std::array<int, 3> suit_unseen = suit_sums(t.unseen);
    const std::array<int, 3> suit_wall = suit_sums(wall);
    std::array<float, 3> keep{};
    for (int s = 0; s < 3; ++s)
        if (suit_unseen[s] > 0) keep[s] = float(suit_wall[s]) / float(suit_unseen[s]);
    return tilted_live(t, keep);
}

int next_own_draws(const GameState& st, int k, std::array<Tile, 9>& out) {
    const WallShape& shape = st.wall.shape();
    int head = 0;  // undrawn tiles seen in head order
    int got = 0;
    for (int pos = 0; pos < shape.size() && got < std::min(k, 9); ++pos) {
        if (shape.taken(pos)) continue;
        if (head % 4 == 3) out[static_cast<std::size_t>(got++)] = st.wall.at(pos);
        ++head;
    }
    return got;
}

Action draws_discard(const SeatView& view, const Tile* draws, int k) {
    const Action normal = normal_decide(view, {});
    if (!plain_discard_turn(view) || normal.type != ActionType::Discard) return normal;
    const Table table = read_table(view);
    const Ruleset& rules = view.rules();
    std::array<Candidate, 14> cands;
    const int n = rank_discards(view, table, {}, cands);
    static thread_local DiscardAnalysis analysis;
    for (int i = 0; i < n && k > 0; ++i) {
        Hand h = view.hand;
        h.remove(cands[i].tile);
        TileCounts seen = table.seen;
        ++seen[cands[i].tile.code()];
        for (int d = 0; d < k; ++d) {
            h.add(draws[d]);
            if (is_winning(h, rules)) {
                cands[i].ev = cands[i].value * payout_factor(table, false) - cands[i].danger;
                break;
            }
            discard_analysis(h, rules, seen, analysis);
            if (analysis.count == 0) break;
            h.remove(analysis.option[0].tile);
            ++seen[analysis.option[0].tile.code()];
        }
    }
    return best_candidate(view, cands, n, normal);
}

}  // namespace ai

namespace {

enum class Sees {
    All,
    Hands,
    Wall,
    Ready,
    Suit,
    Waits,
    ReadySampled,
    EstSampled,
    EstPrior,
    EstMid,
    EstFilter,       // oracle:est:pf
    EstFilterWaits,  // oracle:est:pfw
    Live,
    EstLive,
    SuitLive,
    Draws
};

// How the sampled variants read an opponent's chance of being ready.
enum class ReadyRead {
    Truth,  // oracle:ready:s
    Hard,   // oracle:est:s: hard's (the prior for its discard count, Bayes-lowered)
    Prior,  // oracle:est:p: the prior alone
    Mid,    // oracle:est:rd: the prior × how many of its last three discards were middle tiles
    Filter  // oracle:est:pf: the hand filter's (hand_filter.h: its whole pond against normal)
};

// The hand filter's particles in oracle:est:pf / pfw (4,096: its P(ready) beats the discard-count
// prior's log-loss by 11 %; BENCHMARKS.md "2026-12-04 (session 19)").
constexpr int kFilterParticles = 4096;

// Playouts per discard of the sampling variants.
constexpr int kSamples = 16;

class OracleAgent final : public Agent {
  public:
    OracleAgent(const Game& game, Seat seat, Sees sees, std::uint64_t seed, int draws = 0)
        : game_(game), seat_(seat), sees_(sees), seed_(seed), draws_(draws) {}

    Action decide(const SeatView& view) override {
        if (view.legal.empty()) return Action::pass();
        if (sees_ == Sees::Live) return ai::live_discard(view, ai::wall_counts(game_.state()));
        if (sees_ == Sees::EstLive) return ai::live_discard(view, ai::estimated_live(view));
        if (sees_ == Sees::SuitLive)
            return ai::live_discard(view, ai::suit_live(view, ai::wall_counts(game_.state())));
        if (sees_ == Sees::Draws) {
            std::array<Tile, 9> draws{};
            const int k = ai::next_own_draws(game_.state(), draws_, draws);
            return ai::draws_discard(view, draws.data(), k);
        }
        if (sees_ != Sees::All && sees_ != Sees::Hands && sees_ != Sees::Wall)
            return read_ready(view);
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
    // oracle:ready and oracle:waits: normal in every phase (its own Response and kong rules, so
    // the only difference from normal is the read), except a discard's ranking. oracle:ready:
    // normal's danger heuristic with each opponent's chance of being ready (Table::threat) set
    // to the truth, its waits still guessed from the pond. oracle:waits: the ready opponents'
    // true waits, each costing normal's estimated loss (Table::loss) instead of the true score
    // (the one difference from oracle:hands).
    Action read_ready(const SeatView& view) {
        if (view.phase != Phase::Turn || view.declared || view.legal.contains(Action::win()))
            return ai::normal_decide(view, {});
        const Action normal = ai::normal_decide(view, {});
        if (normal.type != ActionType::Discard) return normal;  // a kong
        const GameState& st = game_.state();
        ai::Table table = ai::read_table(view);
        const std::array<float, 4> truth = ai::true_threat(st, seat_, view.rules());
        // oracle:est:s keeps normal's heuristic in the ranking's first pass (the sampled danger
        // replaces it afterwards where it can build hands, as hard's does).
        if (sees_ == Sees::Ready || sees_ == Sees::Suit || sees_ == Sees::Waits)
            table.threat = truth;
        if (sees_ == Sees::Suit) {
            // The suits of the true waits: each suit's share of the wait kinds replaces the
            // share normal reads from the pond.
            const std::array<std::uint64_t, 4> waits = ai::true_waits(st, seat_, view.rules());
            for (int o = 0; o < 4; ++o) {
                if (waits[o] == 0) continue;
                std::array<int, 3> k{};
                for (int c = 0; c < 27; ++c) k[c / 9] += int((waits[o] >> c) & 1u);
                const int all = k[0] + k[1] + k[2];
                if (all == 0) continue;  // honour waits only (not in Hefei)
                for (int x = 0; x < 3; ++x) table.suit_share[o][x] = float(k[x]) / float(all);
            }
        }
        std::array<ai::Candidate, 14> cands;
        // oracle:ready:s ranks without normal's heuristic: the sampled cost is its whole danger.
        ai::RankOptions options;
        options.defence = sees_ != Sees::ReadySampled;
        const int n = ai::rank_discards(view, table, options, cands);
        if (n == 0) return normal;
        if (sees_ == Sees::ReadySampled || sees_ == Sees::EstSampled || sees_ == Sees::EstPrior ||
            sees_ == Sees::EstMid || sees_ == Sees::EstFilter || sees_ == Sees::EstFilterWaits) {
            rng_.reseed(decision_seed(seed_, view));
            std::array<float, 14> cost{};
            // (oracle:ready:s: no heuristic to replace; nobody ready costs nothing.)
            bool any = false;
            for (int o = 0; o < 4; ++o) {
                if (o == index(seat_)) continue;
                const Ruleset& rules = view.rules();
                if (rules.declare_ready_required && !view.declared_seats[o]) continue;
                std::array<float, 14> p{};
                ReadyRead read = sees_ == Sees::ReadySampled ? ReadyRead::Truth
                                 : sees_ == Sees::EstSampled ? ReadyRead::Hard
                                 : sees_ == Sees::EstPrior   ? ReadyRead::Prior
                                 : sees_ == Sees::EstMid     ? ReadyRead::Mid
                                                             : ReadyRead::Filter;
                // oracle:est:pf / pfw: the hand filter's read of o (hard's estimate when it
                // cannot read it: kongs).
                ai::HandRead filtered;
                if (read == ReadyRead::Filter) {
                    ai::FilterOptions fo;
                    fo.particles = kFilterParticles;
                    filtered = ai::filter_hand(view, o, rng_, fo);
                    if (!filtered.ok) read = ReadyRead::Hard;
                }
                if (filtered.ok && sees_ == Sees::EstFilterWaits) {
                    for (int i = 0; i < n; ++i)
                        p[i] = filtered.wait[static_cast<std::size_t>(cands[i].tile.code())];
                } else if (!sampled_waits(view, table, o, cands, n, read,
                                          filtered.ok ? filtered.p_ready : truth[o], p)) {
                    continue;
                }
                any = true;
                for (int i = 0; i < n; ++i) cost[i] += p[i] * table.loss[o];
            }
            if (any)
                for (int i = 0; i < n; ++i) {
                    cands[i].ev += cands[i].danger - cost[i];
                    cands[i].danger = cost[i];
                }
            return ai::best_candidate(view, cands, n, normal);
        }
        if (sees_ == Sees::Waits) {
            const std::array<std::uint64_t, 4> waits = ai::true_waits(st, seat_, view.rules());
            for (int i = 0; i < n; ++i) {
                float cost = 0;
                for (int o = 0; o < 4; ++o)
                    if ((waits[o] >> cands[i].tile.code()) & 1u) cost += table.loss[o];
                cands[i].ev += cands[i].danger - cost;
            }
            return ai::best_candidate(view, cands, n, normal);
        }
        const Action a = Action::discard(cands[0].tile, cands[0].declare);
        return view.legal.contains(a) ? a : Action::discard(cands[0].tile);
    }

    // oracle:ready:s / oracle:est:s: hard's sampled danger (hard.cpp sample_waits, with the
    // ready hands it builds, ready_hands.h) with the chance of being ready chosen by `read`: for
    // opponent `o`, the weighted share of ready hands built from the unseen tiles (sets in the
    // suits it collects, less one tile; none waiting on what it let pass since its last draw,
    // fewer on its own discards) that wait on each candidate, × its chance of being ready: the
    // truth, hard's estimate (the selfplay prior for its discard count lowered by the share of
    // built hands consistent with its play), the prior alone, or mid_read_ready.
    // False when no ready hand could be built (or it cannot be ready).
    bool sampled_waits(const SeatView& view, const ai::Table& table, int o,
                       const std::array<ai::Candidate, 14>& cands, int n, ReadyRead read,
                       float truth, std::array<float, 14>& out) {
        const bool declared = view.declared_seats[o];
        const Pond& pond = view.ponds[o];
        const float prior =
            declared ? 1.f : float(ai::kReadyPermille[std::clamp(pond.size - 1, 0, 6)]) / 1000.f;
        if (read == ReadyRead::Truth || read == ReadyRead::Filter ? truth == 0 : prior <= 0)
            return false;
        const ai::BuiltWaits bw = ai::sample_built_waits(view, table, o, rng_, cands, n);
        const std::array<float, 14>& hits = bw.hits;
        const float weight = bw.weight;
        const float built = bw.built;
        if (built == 0 || weight <= 0)
            return read == ReadyRead::Truth || read == ReadyRead::Filter ? false : built > 0;
        float ready = truth;  // (the filter's P(ready) comes in this argument too)
        if (read == ReadyRead::Hard) {
            const float fit = prior * weight / built;
            ready = declared ? 1.f : fit / (fit + 1.f - prior);
        } else if (read == ReadyRead::Prior) {
            ready = prior;
        } else if (read == ReadyRead::Mid) {
            ready = declared ? 1.f : ai::mid_read_ready(prior, pond);
        }
        for (int i = 0; i < n; ++i) out[i] = ready * hits[i] / weight;
        return true;
    }

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
    int draws_;  // oracle:draws=K: K
    Rng rng_;
};

// K of "oracle:draws=K" (1-9), else 0.
int draws_of(std::string_view name) {
    constexpr std::string_view kPrefix = "oracle:draws=";
    if (name.size() != kPrefix.size() + 1 || name.substr(0, kPrefix.size()) != kPrefix) return 0;
    const char k = name.back();
    return k >= '1' && k <= '9' ? k - '0' : 0;
}

}  // namespace

namespace {

// Every oracle name but "oracle:draws=K" (draws_of), with what it sees.
constexpr std::array<std::pair<std::string_view, Sees>, 15> kOracleNames = {{
    {"oracle", Sees::All},
    {"oracle:hands", Sees::Hands},
    {"oracle:wall", Sees::Wall},
    {"oracle:ready", Sees::Ready},
    {"oracle:suit", Sees::Suit},
    {"oracle:waits", Sees::Waits},
    {"oracle:ready:s", Sees::ReadySampled},
    {"oracle:est:s", Sees::EstSampled},
    {"oracle:est:p", Sees::EstPrior},
    {"oracle:est:rd", Sees::EstMid},
    {"oracle:est:pf", Sees::EstFilter},
    {"oracle:est:pfw", Sees::EstFilterWaits},
    {"oracle:live", Sees::Live},
    {"oracle:est:live", Sees::EstLive},
    {"oracle:live:suit", Sees::SuitLive},
}};

const std::pair<std::string_view, Sees>* oracle_entry(std::string_view name) {
    for (const auto& entry : kOracleNames)
        if (entry.first == name) return &entry;
    return nullptr;
}

}  // namespace

bool is_oracle_name(std::string_view name) {
    return oracle_entry(name) != nullptr || draws_of(name) > 0;
}

std::unique_ptr<Agent> make_oracle_agent(const Game& game, Seat seat, std::string_view name,
                                         std::uint64_t seed) {
    if (const int k = draws_of(name); k > 0)
        return std::make_unique<OracleAgent>(game, seat, Sees::Draws, seed, k);
    const auto* entry = oracle_entry(name);
    if (!entry) return nullptr;
    return std::make_unique<OracleAgent>(game, seat, entry->second, seed);
}

}  // namespace haolao
