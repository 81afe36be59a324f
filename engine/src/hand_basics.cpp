// SPDX-License-Identifier: GPL-3.0-or-later
// The plain counting parts of Hand; the table-driven analysis lives in hand.cpp.
#include "haolao/hand.h"

#include <cstdint>
#include <cstring>

namespace haolao {

int Hand::concealed_count() const {
    return total(concealed);
}

int Hand::suit_count(Suit suit) const {
    const int first = static_cast<int>(suit) * 9;
    int n = 0;
    if (suit == Suit::Honors) {
        for (int c = first; c < kNumTileKinds; ++c) n += concealed[c];
    } else {
        // Ranks 1-8 are one word of byte counts (each ≤ 4), summed by one multiply; rank 9
        // apart (the AI and the 8-tile checks ask this on hot paths).
        std::uint64_t w;
        std::memcpy(&w, concealed.data() + first, sizeof w);
        n = static_cast<int>((w * 0x0101010101010101ull) >> 56) + concealed[first + 8];
    }
    for (int k = 0; k < kong_count; ++k)
        if (kongs[k].suit() == suit) n += 4;
    return n;
}

bool meets_eight_tile_rule(const Hand& hand, const Ruleset& rules) {
    if (!rules.eight_tile_rule) return true;
    for (int s = 0; s < kNumSuitedSuits; ++s)
        if (hand.suit_count(static_cast<Suit>(s)) >= 8) return true;
    return false;
}

}  // namespace haolao
