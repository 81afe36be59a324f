// SPDX-License-Identifier: GPL-3.0-or-later
// Internal (meld.cpp and its tests): hand.cpp's table machinery for a hand whose melds already
// make some sets (docs/HANDAN.md "How melds are analysed"). The 136 tiles, no 8-tile rule, no
// seven pairs: the concealed tiles aim for `sets` sets + a pair, and the suited kinds in
// `blocked` (bit per Tile::code(): a kong's rank, all four copies out) take no tile, so no chow
// crosses them.
#pragma once

#include <cstdint>

#include "haolao/hand.h"
#include "haolao/tile.h"

namespace haolao::detail {

// Shanten of the concealed tiles `c` (at most 3 × sets + 2 of them).
int melded_shanten(const TileCounts& c, int sets, std::uint64_t blocked);

// Shanten of such a hand one tile short (at most 3 × sets + 1 concealed tiles) and its ukeire:
// the copies left of each kind x in `drawable` (4 - c[x] - out_of_hand[x], where out_of_hand
// holds the melds' copies and the tiles seen) that lower it. `tile` of the result is unset.
DiscardOption melded_shanten_and_ukeire(const TileCounts& c, int sets, std::uint64_t blocked,
                                        const TileCounts& out_of_hand, std::uint64_t drawable);

}  // namespace haolao::detail
