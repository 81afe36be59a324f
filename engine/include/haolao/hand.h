// SPDX-License-Identifier: GPL-3.0-or-later
// Hand analysis: win test, shanten, waits, discards (RULES.md §1.6-§1.7).
// Hot paths use precomputed per-suit tables (a suit of ranks 2-8 has at most 5^7 = 78,125 count
// patterns); nothing here allocates except the functions returning vectors.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "haolao/ruleset.h"
#include "haolao/tile.h"

namespace haolao {

// A player's tiles as the rules see them: concealed tiles and declared concealed kongs (暗杠).
// A complete hand has 14 - 3 × kong_count concealed tiles (the winning tile included); a
// waiting hand has one fewer.
struct Hand {
    TileCounts concealed{};
    std::array<Tile, 4> kongs{};
    std::uint8_t kong_count = 0;

    int concealed_count() const;
    // Tiles of `suit` in the whole hand, kong tiles (4 each) included.
    int suit_count(Suit suit) const;
    void add(Tile t) { ++concealed[t.code()]; }
    void remove(Tile t) { --concealed[t.code()]; }
    bool operator==(const Hand&) const = default;
};

// 8-tile rule alone (§1.7.1): some suit has ≥ 8 tiles, kongs included. Always true when the
// ruleset has no such rule.
bool meets_eight_tile_rule(const Hand& hand, const Ruleset& rules);

// The concealed tiles form pair + (4 - kongs) sets, or seven pairs (no kongs; four identical
// tiles count as two pairs) when the ruleset allows them. Shape only, no 8-tile rule.
bool is_winning_shape(const Hand& hand, const Ruleset& rules);
bool is_standard_shape(const Hand& hand);
bool is_seven_pairs(const Hand& hand);

// A legal winning hand: shape and the 8-tile rule (§1.7).
bool is_winning(const Hand& hand, const Ruleset& rules);

// Shanten: tiles still to exchange before the hand is ready; 0 = ready (听牌), -1 = complete.
// For a 13-tile (or 14-tile) hand; counts with kongs as above.
int standard_shanten(const Hand& hand);     // shape only
int seven_pairs_shanten(const Hand& hand);  // shape only; 99 when kongs make it impossible
// The smaller of the two (seven pairs only where the ruleset allows it); ignores the 8-tile rule.
int shape_shanten(const Hand& hand, const Ruleset& rules);
// Distance to a legal winning hand: the final hand must also meet the 8-tile rule.
int shanten(const Hand& hand, const Ruleset& rules);

// Bitmask over Tile::code() of tiles that would complete the hand into a legal win
// (shape + 8-tile rule) — ignoring how many copies are left.
std::uint64_t wait_mask(const Hand& hand, const Ruleset& rules);

struct Wait {
    Tile tile;
    int remaining = 0;  // copies not in this hand, its kongs, or `seen`
};
// Waits of a hand one tile short of complete; `seen` counts tiles visible to the player outside
// their own hand (discards, others' kongs). Waits with no copy left are still listed (0).
std::vector<Wait> waits(const Hand& hand, const Ruleset& rules, const TileCounts& seen = {});

// Ukeire: how many unseen tiles reduce the shanten (rule-aware) of a hand one tile short.
int ukeire(const Hand& hand, const Ruleset& rules, const TileCounts& seen = {});

struct DiscardOption {
    Tile tile;
    int shanten = 0;  // rule-aware shanten after the discard
    int ukeire = 0;   // unseen tiles that then reduce it
};
// For a complete-count hand (14 - 3k concealed): each distinct discard, best first (lowest
// shanten, then most ukeire, then tile code).
std::vector<DiscardOption> discard_options(const Hand& hand, const Ruleset& rules,
                                           const TileCounts& seen = {});

// All discards of a complete-count hand in one pass (the AI asks this every turn): each distinct
// discard d, ascending tile code, with shanten(hand - d) and — for the discards within
// `ukeire_slack` of the lowest shanten (none when negative) — ukeire(hand - d, rules, seen + d):
// the discarded copy counts as seen. The others' ukeire is -1. Exactly equal to those calls
// (any hand, any ruleset), but a Hefei hand without kongs reads each suit's table entry once and
// a discard or draw re-reads only its own suit.
struct DiscardAnalysis {
    int count = 0;
    int min_shanten = 99;  // 99 when there is no discard
    std::array<DiscardOption, kNumTileKinds> option{};
};
void discard_analysis(const Hand& hand, const Ruleset& rules, const TileCounts& seen,
                      DiscardAnalysis& out, int ukeire_slack = 0);

}  // namespace haolao
