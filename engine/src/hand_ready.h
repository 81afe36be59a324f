// SPDX-License-Identifier: GPL-3.0-or-later
// Internal (engine and its tests): which discards leave a hand ready, in one pass. The Game asks
// this for every declaring decision (报听, RULES.md §1.6), so it must not cost a wait search per
// candidate.
#pragma once

#include <array>
#include <cstdint>

#include "haolao/hand.h"
#include "haolao/ruleset.h"
#include "haolao/tile.h"

namespace haolao {

// For a hand of 14 - 3k concealed tiles: bit c set when discarding kind c (held) leaves a hand
// with waits, i.e. wait_mask(hand - c) != 0. With `out`, also out[c] = wait_mask(hand - c) for
// each kind c in the answer; the other entries are left as they are (their wait mask is 0).
// Exactly equal to calling wait_mask per discard (any hand size: a wrong-sized hand has no
// waits), but each discard only re-reads its own suit, and suits that cannot reach a wait are
// skipped.
std::uint64_t discard_wait_masks(const Hand& hand, const Ruleset& rules,
                                 std::array<std::uint64_t, kNumTileKinds>* out = nullptr);

}  // namespace haolao
