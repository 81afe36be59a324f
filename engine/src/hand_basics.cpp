// The plain counting parts of Hand; the table-driven analysis lives in hand.cpp.
#include "haolao/hand.h"

namespace haolao {

int Hand::concealed_count() const { return total(concealed); }

int Hand::suit_count(Suit suit) const {
    const int first = static_cast<int>(suit) * 9;
    const int last = suit == Suit::Honors ? kNumTileKinds : first + 9;
    int n = 0;
    for (int c = first; c < last; ++c) n += concealed[c];
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
