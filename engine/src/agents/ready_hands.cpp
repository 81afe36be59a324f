// SPDX-License-Identifier: GPL-3.0-or-later
// The ready hands of hard's sampled danger (ready_hands.h).
#include "agents/ready_hands.h"

#include <algorithm>
#include <bit>

namespace haolao::ai {

int passed_since_draw(const SeatView& view, int o, std::array<Tile, 3>& out) {
    int n = 0;
    for (Seat x = next(seat_from_index(o)); x != view.seat; x = next(x)) {
        const Pond& pond = view.ponds[index(x)];
        if (pond.size > 0) out[n++] = pond.tiles[pond.size - 1];
    }
    return n;
}

void never_waits(const SeatView& view, int o, std::uint64_t& never, std::uint64_t& thrown) {
    const Pond& pond = view.ponds[o];
    never = 0;
    std::array<Tile, 3> passed{};
    const int passed_n = passed_since_draw(view, o, passed);
    for (int i = 0; i < passed_n; ++i) never |= std::uint64_t{1} << passed[i].code();
    int since = -1;  // own discards after the declaring one
    if (view.declared_seats[o])
        for (int i = 0; i < pond.size; ++i)
            if ((pond.declare_bits >> i) & 1u) since = pond.size - 1 - i;
    if (since > 0) {
        for (int i = pond.size - since; i < pond.size; ++i)
            never |= std::uint64_t{1} << pond.tiles[i].code();
        for (int x = 0; x < 4; ++x) {
            if (x == o) continue;
            const Pond& px = view.ponds[x];
            for (int i = std::max(0, px.size - since + 1); i < px.size; ++i)
                never |= std::uint64_t{1} << px.tiles[i].code();
        }
    }
    thrown = 0;
    for (int i = 0; i < pond.size; ++i) thrown |= std::uint64_t{1} << pond.tiles[i].code();
}

namespace {

// Sets and a pair for opponent o's public size (`want` + 1 tiles into `tiles`); returns the count,
// 0 when the draw failed. build_ready_hand's first part, drawing from `rng` in the same order.
int build_complete(const SeatView& view, const Table& table, int o, Rng& rng,
                   std::array<int, 14>& tiles, const TileCounts* from) {
    const int want = view.concealed_counts[o];
    if (want % 3 != 1) return 0;
    TileCounts left = from ? *from : table.unseen;
    const auto& share = table.suit_share[o];
    auto pick_suit = [&]() {
        const float x = float(rng.below(1000)) / 1000.f * (share[0] + share[1] + share[2]);
        return x < share[0] ? 0 : x < share[0] + share[1] ? 1 : 2;
    };
    const int main = pick_suit();
    int got = 0;
    const int sets = want / 3;
    for (int k = 0; k <= sets; ++k) {
        const bool pair = k == sets;
        bool ok = false;
        for (int attempt = 0; attempt < 12 && !ok; ++attempt) {
            const int suit = rng.below(10) < kMainTenths ? main : pick_suit();
            const int kind = pair ? 2 : (rng.below(4) == 0 ? 1 : 0);  // 0 chow, 1 pung
            const int r = static_cast<int>(rng.below(kind == 0 ? 7 : 9));
            const int c = suit * 9 + r;
            if (kind == 0) {
                if (!left[c] || !left[c + 1] || !left[c + 2]) continue;
                for (int d = 0; d < 3; ++d) {
                    --left[c + d];
                    tiles[got++] = c + d;
                }
            } else {
                const int need = kind == 1 ? 3 : 2;
                if (left[c] < need) continue;
                left[c] = static_cast<std::uint8_t>(left[c] - need);
                for (int d = 0; d < need; ++d) tiles[got++] = c;
            }
            ok = true;
        }
        if (!ok) return 0;
    }
    return got;
}

}  // namespace

bool build_ready_hand(const SeatView& view, const Table& table, int o, Rng& rng, Hand& h,
                      const TileCounts* from) {
    const Ruleset& rules = *table.rules;
    std::array<int, 14> tiles{};
    const int got = build_complete(view, table, o, rng, tiles, from);
    if (!got) return false;
    h = Hand{};
    h.kongs = view.kongs[o];
    h.kong_count = view.kong_counts[o];
    const int drop = static_cast<int>(rng.below(static_cast<std::uint32_t>(got)));
    for (int i = 0; i < got; ++i)
        if (i != drop) h.add(Tile::from_code(tiles[i]));
    return shanten(h, rules) == 0;
}

bool last_discard_fits(const SeatView& view, int o, const Hand& h) {
    const Pond& pond = view.ponds[o];
    if (pond.size == 0 || view.declared_seats[o]) return true;
    const Tile d = pond.tiles[pond.size - 1];
    SeatView v = view;
    v.seat = seat_from_index(o);
    v.turn = v.seat;
    v.phase = Phase::Turn;
    v.hand = h;
    v.hand.add(d);
    v.declared = false;
    v.locked = false;
    if (is_winning(v.hand, v.rules())) return false;
    // Take back the discards since: o's own, and one of each seat after it before the viewer.
    int drawn = 1;  // the viewer's draw
    auto take_back = [](Pond& p) {
        const Tile t = p.tiles[p.size - 1];
        --p.size;
        p.counts[t.code()] = static_cast<std::uint8_t>(p.counts[t.code()] - 1);
    };
    take_back(v.ponds[o]);
    for (Seat x = next(v.seat); x != view.seat; x = next(x)) {
        if (v.ponds[index(x)].size > 0) take_back(v.ponds[index(x)]);
        ++drawn;
    }
    Table t = read_table(v);
    set_wall_left(t, t.wall_left + drawn);
    Tile best;
    return normal_best_discard(v, t, best) && best == d;
}

BuiltWaits sample_built_waits(const SeatView& view, const Table& table, int o, Rng& rng,
                              const std::array<Candidate, 14>& cands, int n, bool policy,
                              float policy_miss, int samples, bool all_drops) {
    const Ruleset& rules = *table.rules;
    std::uint64_t never = 0, thrown = 0;
    never_waits(view, o, never, thrown);
    BuiltWaits out;
    out.never = never;
    // A ready hand h with waits `mask`, built with weight `share`: weighed by what o did.
    auto tally = [&](const Hand& h, std::uint64_t mask, float share) {
        if (mask & never) return;
        float w = share;
        for (std::uint64_t m = mask & thrown; m; m &= m - 1) w *= kOwnPondWeight;
        out.plain += w;
        if (policy && !last_discard_fits(view, o, h)) w *= policy_miss;
        out.weight += w;
        out.wait_kinds += w * float(std::popcount(mask));
        for (int i = 0; i < n; ++i)
            if ((mask >> cands[i].tile.code()) & 1u) out.hits[i] += w;
    };
    if (all_drops) {
        // Each built set of tiles gives every ready hand one drop away, weighed by its share of
        // the drops: the same distribution as one random drop, with less spread.
        for (int tries = 0; out.built < float(samples) - 0.5f && tries < 4 * samples; ++tries) {
            std::array<int, 14> tiles{};
            const int got = build_complete(view, table, o, rng, tiles, nullptr);
            if (!got) continue;
            Hand full;
            full.kongs = view.kongs[o];
            full.kong_count = view.kong_counts[o];
            for (int i = 0; i < got; ++i) full.add(Tile::from_code(tiles[i]));
            for (int c = 0; c < kNumTileKinds; ++c) {
                const int k = full.concealed[c];
                if (!k) continue;
                Hand h = full;
                h.remove(Tile::from_code(c));
                const std::uint64_t mask = wait_mask(h, rules);
                if (!mask) continue;  // (the 8-tile rule)
                const float share = float(k) / float(got);
                out.built += share;
                tally(h, mask, share);
            }
        }
        return out;
    }
    for (int tries = 0; out.built < float(samples) && tries < 4 * samples; ++tries) {
        Hand h;
        if (!build_ready_hand(view, table, o, rng, h)) continue;
        out.built += 1;
        tally(h, wait_mask(h, rules), 1.f);
    }
    return out;
}

}  // namespace haolao::ai
