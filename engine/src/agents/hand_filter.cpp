// SPDX-License-Identifier: GPL-3.0-or-later
// A particle filter over an opponent's hand against normal's policy (hand_filter.h).
#include "agents/hand_filter.h"

#include <algorithm>
#include <bit>

#include "agents/eval.h"

namespace haolao::ai {

namespace {

// The pond as it stood with its first `n` tiles (counts and bits kept with it).
void truncate(Pond& p, int n) {
    if (n >= p.size) return;
    for (int i = n; i < p.size; ++i) {
        const int c = p.tiles[i].code();
        p.counts[c] = static_cast<std::uint8_t>(p.counts[c] - 1);
    }
    p.size = static_cast<std::uint8_t>(n);
    const std::uint64_t keep = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    p.declare_bits &= keep;
    p.automatic_bits &= keep;
}

// A random tile from `left` (total `n`).
int draw_kind(const TileCounts& left, int n, Rng& rng) {
    int x = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (x < left[c]) return c;
        x -= left[c];
    }
    return -1;
}

}  // namespace

int rebuild_turn(const SeatView& view, int o, int j, SeatView& v) {
    auto pos = [&](int x) { return distance(view.dealer, seat_from_index(x)); };
    v.ponds = view.ponds;
    int d_now = 0, d_then = 0;
    for (int x = 0; x < 4; ++x) {
        d_now += view.ponds[x].size;
        truncate(v.ponds[x], pos(x) < pos(o) ? j + 1 : j);
        d_then += v.ponds[x].size;
        v.declared_seats[x] = v.ponds[x].declare_bits != 0;
    }
    v.seat = seat_from_index(o);
    v.turn = v.seat;
    v.phase = Phase::Turn;
    v.locked = false;
    v.declared = false;
    v.has_fresh = !(o == index(view.dealer) && j == 0);
    // One draw for every turn since (each has thrown a tile) and the viewer's own.
    return view.wall.remaining() + (d_now - d_then);
}

bool normal_throws(SeatView& v, int wall, const Hand& hand, Tile drawn, Tile d) {
    v.hand = hand;
    v.last_drawn = drawn;
    Table t = read_table(v);
    set_wall_left(t, wall);
    Tile best;
    return normal_best_discard(v, t, best) && best == d;
}

int history_fits(const SeatView& view, int o, const Hand& dealt, const std::vector<Tile>& draws) {
    const Pond& pond = view.ponds[o];
    SeatView v = view;
    Hand hand = dealt;
    std::size_t next_draw = 0;
    int fits = 0;
    for (int j = 0; j < pond.size; ++j) {
        const int wall = rebuild_turn(view, o, j, v);
        Tile drawn;
        if (hand.concealed_count() % 3 == 1) {
            if (next_draw >= draws.size()) break;
            drawn = draws[next_draw++];
            hand.add(drawn);
        }
        if (hand.concealed[pond.tiles[j].code()] == 0) break;
        // A declared hand throws its draw by itself (automatic_bits).
        if ((pond.automatic_bits >> j) & 1u ? pond.tiles[j] == drawn
                                            : normal_throws(v, wall, hand, drawn, pond.tiles[j]))
            ++fits;
        hand.remove(pond.tiles[j]);
    }
    return fits;
}

bool HandFilter::start(const SeatView& view, int o, const FilterOptions& options,
                       std::uint64_t seed) {
    ok_ = false;
    const Ruleset& rules = view.rules();
    if (rules.tiles.bits() != TileSet::hefei().bits() || view.kong_counts[o] != 0 ||
        view.phase != Phase::Turn || o == index(view.seat))
        return false;
    o_ = o;
    options_ = options;
    rng_.reseed(seed);
    // o's tiles over the hand are its deal and draws: all from what the viewer has not seen
    // (the wall and the others' hands now) or o's own pond.
    TileCounts pool = read_table(view).unseen;
    int pool_n = 0;
    for (int c = 0; c < kNumTileKinds; ++c) {
        pool[c] = static_cast<std::uint8_t>(pool[c] + view.ponds[o].counts[c]);
        pool_n += pool[c];
    }
    if (pool_n < 14 + view.ponds[o].size) return false;
    const int n = std::max(8, options.particles);
    ps_.assign(static_cast<std::size_t>(n), Particle{});
    for (Particle& p : ps_) {
        p.left = pool;
        p.left_n = pool_n;
        for (int i = 0; i < 13; ++i) {  // the dealer's 14th tile is its first "draw"
            const int c = draw_kind(p.left, p.left_n, rng_);
            --p.left[c];
            --p.left_n;
            p.hand.add(Tile::from_code(c));
        }
    }
    ok_ = true;
    return run(view);
}

float HandFilter::normalise() {
    float sum = 0;
    for (const Particle& p : ps_) sum += p.w;
    if (sum <= 0) return 0.f;
    float sq = 0;
    for (Particle& p : ps_) {
        p.w /= sum;
        sq += p.w * p.w;
    }
    return 1.f / sq;
}

bool HandFilter::settle() {
    const float ess = normalise();
    if (ess == 0) return ok_ = false;
    const int n = static_cast<int>(ps_.size());
    if (ess >= 0.5f * float(n)) return true;
    // Systematic resampling.
    next_.resize(ps_.size());
    const float step = 1.f / float(n);
    float u = float(rng_.below(1u << 20)) / float(1u << 20) * step;
    float cum = 0;
    int k = 0;
    const Particle* last = nullptr;
    for (const Particle& p : ps_) {
        if (p.w <= 0) continue;
        last = &p;
        cum += p.w;
        while (k < n && u < cum) {
            next_[static_cast<std::size_t>(k)] = p;
            next_[static_cast<std::size_t>(k++)].w = step;
            u += step;
        }
    }
    for (; k < n; ++k) {  // (rounding at the end of the cumulative sum)
        next_[static_cast<std::size_t>(k)] = *last;
        next_[static_cast<std::size_t>(k)].w = step;
    }
    ps_.swap(next_);
    return true;
}

// The tiles the others threw after o's j-th discard and before its next draw (as far as thrown
// yet): a particle that would have won on one passed it (only when o could win on a discard then:
// a declaring room needs its declaration, `declared_at`).
void HandFilter::check_passes(const SeatView& view, int j, int declared_at) {
    const Ruleset& rules = view.rules();
    if (rules.declare_ready_required && !(declared_at >= 0 && j >= declared_at)) return;
    const Seat o = seat_from_index(o_);
    std::uint64_t passed = 0;
    for (int x = 0; x < 4; ++x) {
        if (x == o_) continue;
        const Seat sx = seat_from_index(x);
        const int at = distance(view.dealer, sx) > distance(view.dealer, o) ? j : j + 1;
        if (at < view.ponds[x].size) passed |= std::uint64_t{1} << view.ponds[x].tiles[at].code();
    }
    if (passed)
        for (Particle& p : ps_)
            if (p.w > 0 && (wait_mask(p.hand, rules) & passed)) p.w *= options_.passed_win;
}

bool HandFilter::adapted_draw(Particle& p, SeatView& v, int wall, Tile d, bool declaring) {
    const Ruleset& rules = v.rules();
    const int dc = d.code();
    std::array<float, kNumTileKinds> fit{};
    float sum = 0;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!p.left[c] || (c != dc && !p.hand.concealed[dc])) continue;
        Hand h = p.hand;
        h.add(Tile::from_code(c));
        if (is_winning(h, rules)) continue;  // normal takes every self-draw
        if (declaring) {
            Hand after = h;
            after.remove(d);
            if (shanten(after, rules) != 0) continue;
        }
        fit[static_cast<std::size_t>(c)] =
            float(p.left[c]) *
            (normal_throws(v, wall, h, Tile::from_code(c), d) ? 1.f : options_.miss);
        sum += fit[static_cast<std::size_t>(c)];
    }
    if (sum <= 0) return false;
    // The chance of this turn given the history so far: p(c) · fit(c) summed over the draws c.
    p.w *= sum / float(p.left_n);
    float x = float(rng_.below(1u << 24)) / float(1u << 24) * sum;
    int c = 0;
    for (; c < kNumTileKinds - 1; ++c) {
        if (x < fit[static_cast<std::size_t>(c)]) break;
        x -= fit[static_cast<std::size_t>(c)];
    }
    while (!fit[static_cast<std::size_t>(c)]) --c;  // (rounding at the end of the sum)
    --p.left[c];
    --p.left_n;
    p.hand.add(Tile::from_code(c));
    return true;
}

bool HandFilter::run(const SeatView& view) {
    if (!ok_) return false;
    const Ruleset& rules = view.rules();
    const Pond& pond = view.ponds[o_];
    int declared_at = -1;
    for (int i = 0; i < pond.size; ++i)
        if ((pond.declare_bits >> i) & 1u) declared_at = i;
    normalise();             // (a pond with no discard yet: the weights as they are)
    scratch_.emplace(view);  // (SeatView has no public default: built from this one)
    SeatView& v = *scratch_;
    for (int j = 0; j < pond.size; ++j) {
        const Tile d = pond.tiles[j];
        const int dc = d.code();
        const bool locked_hand = declared_at >= 0 && j > declared_at;
        // The table at o's j-th turn, the ponds and the wall's count put back.
        const int wall_then = rebuild_turn(view, o_, j, v);
        const bool adapt =
            !locked_hand &&
            (options_.adapt == FilterOptions::Adapt::Every ||
             (options_.adapt == FilterOptions::Adapt::Declaration && j == declared_at));
        for (Particle& p : ps_) {
            if (p.w <= 0) continue;
            if (adapt) {
                if (!adapted_draw(p, v, wall_then, d, j == declared_at)) p.w = 0;
                continue;
            }
            // The draw: o must hold the tile it threw, so a history without it draws it (weighed
            // by that draw's chance); else a random tile of the pool.
            int c;
            if (p.hand.concealed[dc] == 0 || locked_hand) {
                if (p.left[dc] == 0) {
                    p.w = 0;
                    continue;
                }
                p.w *= float(p.left[dc]) / float(p.left_n);
                c = dc;
            } else {
                c = draw_kind(p.left, p.left_n, rng_);
            }
            --p.left[c];
            --p.left_n;
            p.hand.add(Tile::from_code(c));
            if (is_winning(p.hand, rules)) {  // normal takes every self-draw
                p.w = 0;
                continue;
            }
            if (locked_hand) continue;  // a declared hand throws its draw
            if (!normal_throws(v, wall_then, p.hand, Tile::from_code(c), d)) p.w *= options_.miss;
            if (j == declared_at) {
                Hand after = p.hand;
                after.remove(d);
                if (shanten(after, rules) != 0) p.w = 0;
            }
        }
        for (Particle& p : ps_)
            if (p.w > 0) p.hand.remove(d);
        check_passes(view, j, declared_at);
        if (!settle()) return false;
    }
    return true;
}

HandRead HandFilter::read(const Ruleset& rules) const {
    HandRead r;
    if (!ok_) return r;
    r.ok = true;
    r.hands.reserve(ps_.size());
    r.weight.reserve(ps_.size());
    float sq = 0;
    for (const Particle& p : ps_) {
        r.hands.push_back(p.hand);
        r.weight.push_back(p.w);
        sq += p.w * p.w;
        if (p.w <= 0) continue;
        const std::uint64_t mask = wait_mask(p.hand, rules);
        if (!mask) continue;
        r.p_ready += p.w;
        for (std::uint64_t m = mask; m; m &= m - 1) r.wait[std::countr_zero(m)] += p.w;
    }
    r.ess = sq > 0 ? 1.f / sq : 0.f;
    return r;
}

int distinct_hands(const HandRead& read) {
    std::vector<Hand> seen;
    for (std::size_t i = 0; i < read.hands.size(); ++i)
        if (read.weight[i] > 0 && std::find(seen.begin(), seen.end(), read.hands[i]) == seen.end())
            seen.push_back(read.hands[i]);
    return static_cast<int>(seen.size());
}

HandRead filter_hand(const SeatView& view, int o, Rng& rng, const FilterOptions& options) {
    HandFilter filter;
    if (!filter.start(view, o, options, rng.next())) return {};
    return filter.read(view.rules());
}

}  // namespace haolao::ai
