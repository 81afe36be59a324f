// SPDX-License-Identifier: GPL-3.0-or-later
// Hints for one seat, from its SeatView only (hints.h).
#include "haolao/hints.h"

namespace haolao {

SeatHints seat_hints(const SeatView& view) {
    SeatHints h;
    if (view.phase != Phase::Turn && view.phase != Phase::Response) return h;
    h.seen = view.seen();
    const Hand& hand = view.hand;
    // A complete hand has 14 - 3k concealed tiles with k kongs (hand.h); one fewer is waiting.
    const int complete = 14 - 3 * hand.kong_count;
    const int have = hand.concealed_count();
    h.shanten = shanten(hand, view.rules());
    if (have == complete && view.phase == Phase::Turn && view.turn == view.seat && !view.declared) {
        h.discards = discard_options(hand, view.rules(), h.seen);
        if (!h.discards.empty()) {
            const int best = h.discards.front().shanten;
            for (const DiscardOption& o : h.discards)
                if (o.shanten == best) h.best_discards |= 1ull << o.tile.code();
        }
    } else if (have == complete - 1) {
        h.waits = waits(hand, view.rules(), h.seen);
    }
    return h;
}

}  // namespace haolao
