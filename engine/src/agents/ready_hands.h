// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: the ready hands of hard's sampled danger (hard.cpp sample_waits), shared with the
// reading oracles that reuse that read (oracle.cpp oracle:ready:s, oracle:est:*): which tiles an
// opponent surely does not wait on, and a ready hand built for it from the unseen tiles.
#pragma once

#include <array>
#include <cstdint>

#include "agents/eval.h"
#include "haolao/agent.h"
#include "haolao/hand.h"
#include "haolao/rng.h"

namespace haolao::ai {

// Of an undeclared opponent's 13 tiles after 1, 2, … 7 or more discards, the share ready (‰) in
// four normal agents' hands (3,000 hands of selfplay, hefei-classic).
inline constexpr std::array<int, 7> kReadyPermille = {11, 43, 100, 181, 265, 341, 389};

// Danger: ready hands built per opponent to estimate which discards it waits on.
inline constexpr int kDangerSamples = 48;
// A ready hand would rarely wait on a tile it threw itself (it threw the draws it did not need
// once ready): such a sample keeps this weight per own discard among its waits.
inline constexpr float kOwnPondWeight = 0.3f;

// Each set of a built hand is in its main suit with this chance (tenths), else in a suit drawn
// by what its discards show. 6 made hands too often 清一色 / 缺门 (mean 32 points a deal-in).
inline constexpr int kMainTenths = 3;

// The tiles thrown since opponent `o` last drew (by the seats after it, up to the viewer): it
// passed them. Returns how many (0-3).
int passed_since_draw(const SeatView& view, int o, std::array<Tile, 3>& out);

// Tiles opponent `o` surely would have won on (`never`): thrown since its last draw, and for a
// declared hand its own throws since declaring and what the others threw meanwhile; and the
// tiles of its own pond (`thrown`).
void never_waits(const SeatView& view, int o, std::uint64_t& never, std::uint64_t& thrown);

// A ready hand for opponent `o` (its public concealed size, its kongs) from the unseen tiles
// (`from` when given): sets and a pair, mostly in one suit chosen by what its discards show it
// collects, less one random tile. False when the draw failed or the hand is not ready under the
// rules (the 8-tile rule). Draws from `rng` in a fixed order: hard's play depends on it.
bool build_ready_hand(const SeatView& view, const Table& table, int o, Rng& rng, Hand& h,
                      const TileCounts* from = nullptr);

// Ready hands built for opponent `o` (up to kDangerSamples, 4 × as many tries), each weighted
// 0 when it waits on a tile in `never` and kOwnPondWeight per wait in its own pond (never_waits),
// and, per candidate discard, the weight of those waiting on it.
struct BuiltWaits {
    std::array<float, 14> hits{};
    float weight = 0;
    float plain = 0;          // the weight without the policy factor
    float built = 0;          // hands built (with all_drops: their shares of the drops)
    float wait_kinds = 0;     // Σ weight × its wait count (over the hands that fit)
    std::uint64_t never = 0;  // never_waits' kinds
};
// `samples` hands are built (of up to 4 × as many tries); `all_drops`: each set of tiles built
// gives every ready hand one drop away, weighed by its share (development "hard:ad"). `policy`:
// each built hand also keeps weight `policy_miss` (0-1) when normal, holding it and opponent o's
// last discard at that discard's turn, would not have thrown that tile (last_discard_fits;
// development "hard:pe").
BuiltWaits sample_built_waits(const SeatView& view, const Table& table, int o, Rng& rng,
                              const std::array<Candidate, 14>& cands, int n, bool policy = false,
                              float policy_miss = 0.f, int samples = kDangerSamples,
                              bool all_drops = false);

// Would normal, holding `h` (opponent o's concealed tiles now, kongs included) plus its last
// discard on the turn it threw it, have thrown that tile? The view at that turn is rebuilt from
// `view` (the viewer on its own turn): the discards made since are taken back and the wall
// holds the tiles drawn since (kong replacements aside). True when o has no discard, is declared
// (it throws every draw) or the rebuilt hand would have won (normal takes every self-draw: false).
bool last_discard_fits(const SeatView& view, int o, const Hand& h);

}  // namespace haolao::ai
