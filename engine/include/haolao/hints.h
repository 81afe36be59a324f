// SPDX-License-Identifier: GPL-3.0-or-later
// What the table's hints show one seat (F2): computed by the engine from that seat's SeatView
// alone, so a hint can never carry another seat's concealed tiles (hot-seat privacy) and the UI
// holds no rule, count or formula of its own.
#pragma once

#include <vector>

#include "haolao/agent.h"
#include "haolao/hand.h"
#include "haolao/tile.h"

namespace haolao {

struct SeatHints {
    // Tiles this seat sees outside its own hand (all ponds, the others' kongs).
    TileCounts seen{};
    // On its own turn with a complete-count hand (not declared): each distinct discard, best
    // first (discard_options), with the tiles left counted from `seen`.
    std::vector<DiscardOption> discards;
    // With a hand one tile short (waiting for a draw or a discard): its waits, each with the
    // copies this seat cannot see (0 when all are visible; still listed).
    std::vector<Wait> waits;
    // Rule-aware shanten of the hand as held (-1 complete, 0 ready).
    int shanten = 0;
    // Discards sharing the best (lowest) shanten after the discard: bit per Tile::code().
    std::uint64_t best_discards = 0;
};

// The hints for `view.seat` from what that seat may see. Empty lists outside a running hand.
SeatHints seat_hints(const SeatView& view);

}  // namespace haolao
