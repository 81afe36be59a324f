// SPDX-License-Identifier: GPL-3.0-or-later
// Decomposition enumeration for scoring (RULES.md §2.1): every way to split a complete set of
// concealed tiles into one pair plus sets (standard shape). Seven pairs needs no enumeration:
// every count even (scoring.cpp). No heap allocation: the enumerator calls back with a value.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "haolao/tile.h"

namespace haolao::detail {

enum class GroupKind : std::uint8_t { Pair, Pung, Chow };

// A pair (11), pung (111) or chow (123). `code` is the tile (the lowest tile of a chow).
struct Group {
    GroupKind kind = GroupKind::Pair;
    std::uint8_t code = 0;

    constexpr bool contains(int tile_code) const {
        return kind == GroupKind::Chow ? (tile_code >= code && tile_code <= code + 2)
                                       : tile_code == code;
    }
    constexpr bool operator==(const Group&) const = default;
};

// One standard decomposition: groups[0] is the pair, then `num_sets` sets in tile order.
struct Decomposition {
    std::array<Group, 5> groups{};
    std::uint8_t num_sets = 0;

    int size() const { return 1 + num_sets; }
};

namespace internal {

// Tiles are taken lowest code first (`nonzero`: bit c set while counts[c] > 0); at that tile we
// choose how many copies go to the pair (0/2), to a pung (0/3) and to chows starting there (the
// rest). Each multiset of groups is thus produced exactly once.
template <class F>
bool enumerate(TileCounts& counts, std::uint64_t nonzero, Decomposition& d, bool have_pair,
               int sets_left, F& f) {
    if (nonzero == 0) {
        if (have_pair && sets_left == 0) return f(static_cast<const Decomposition&>(d));
        return true;
    }
    const int c = std::countr_zero(nonzero);
    const int n = counts[c];
    const bool can_chow = c < 27 && c % 9 <= 6;
    for (int pair = 0; pair <= (have_pair ? 0 : 1); ++pair) {
        for (int pung = 0; pung <= 1; ++pung) {
            const int chows = n - 2 * pair - 3 * pung;
            if (chows < 0) continue;
            if (pung + chows > sets_left) continue;
            if (chows > 0 && (!can_chow || counts[c + 1] < chows || counts[c + 2] < chows))
                continue;
            // Apply.
            const std::uint8_t saved_sets = d.num_sets;
            if (pair) d.groups[0] = Group{GroupKind::Pair, static_cast<std::uint8_t>(c)};
            if (pung)
                d.groups[1 + d.num_sets++] = Group{GroupKind::Pung, static_cast<std::uint8_t>(c)};
            for (int k = 0; k < chows; ++k)
                d.groups[1 + d.num_sets++] = Group{GroupKind::Chow, static_cast<std::uint8_t>(c)};
            std::uint64_t rest = nonzero & ~(std::uint64_t{1} << c);
            counts[c] = 0;
            if (chows > 0) {
                counts[c + 1] = static_cast<std::uint8_t>(counts[c + 1] - chows);
                counts[c + 2] = static_cast<std::uint8_t>(counts[c + 2] - chows);
                if (counts[c + 1] == 0) rest &= ~(std::uint64_t{1} << (c + 1));
                if (counts[c + 2] == 0) rest &= ~(std::uint64_t{1} << (c + 2));
            }
            const bool go_on =
                enumerate(counts, rest, d, have_pair || pair == 1, sets_left - pung - chows, f);
            // Undo.
            counts[c] = static_cast<std::uint8_t>(n);
            if (chows > 0) {
                counts[c + 1] = static_cast<std::uint8_t>(counts[c + 1] + chows);
                counts[c + 2] = static_cast<std::uint8_t>(counts[c + 2] + chows);
            }
            d.num_sets = saved_sets;
            if (!go_on) return false;
        }
    }
    return true;
}

}  // namespace internal

// Calls f(const Decomposition&) for every distinct standard decomposition of `counts` into one
// pair plus `sets` sets (sets = 4 − declared kongs). f returns false to stop early. Returns
// false if stopped. `per_suit` (tiles per suit, honors last) and `nonzero` (bit c set when
// counts[c] > 0) must describe `counts`; the overload below computes them.
template <class F>
bool for_each_standard_decomposition(const TileCounts& counts, int sets,
                                     const std::array<int, 4>& per_suit, std::uint64_t nonzero,
                                     F&& f) {
    if (per_suit[0] + per_suit[1] + per_suit[2] + per_suit[3] != 2 + 3 * sets) return true;
    // Sets take a multiple of 3 tiles from their suit, so the pair lies in the one suit whose
    // count is 2 mod 3; every other suit must be 0 mod 3. Fixing the pair first keeps the
    // search small.
    int pair_suit = -1;
    for (int su = 0; su < 4; ++su) {
        const int m = per_suit[su] % 3;
        if (m == 1) return true;
        if (m == 2) {
            if (pair_suit >= 0) return true;
            pair_suit = su;
        }
    }
    if (pair_suit < 0) return true;
    TileCounts work = counts;
    Decomposition d;
    const int last = pair_suit == 3 ? kNumTileKinds : pair_suit * 9 + 9;
    for (int c = pair_suit * 9; c < last; ++c) {
        if (work[c] < 2) continue;
        d.groups[0] = Group{GroupKind::Pair, static_cast<std::uint8_t>(c)};
        d.num_sets = 0;
        work[c] = static_cast<std::uint8_t>(work[c] - 2);
        const std::uint64_t rest = work[c] == 0 ? nonzero & ~(std::uint64_t{1} << c) : nonzero;
        const bool go_on = internal::enumerate(work, rest, d, true, sets, f);
        work[c] = static_cast<std::uint8_t>(work[c] + 2);
        if (!go_on) return false;
    }
    return true;
}

template <class F>
bool for_each_standard_decomposition(const TileCounts& counts, int sets, F&& f) {
    std::array<int, 4> per_suit{};
    std::uint64_t nonzero = 0;
    for (int c = 0; c < kNumTileKinds; ++c) {
        per_suit[c / 9] += counts[c];
        nonzero |= std::uint64_t{counts[c] != 0} << c;
    }
    return for_each_standard_decomposition(counts, sets, per_suit, nonzero, f);
}

// Number of distinct standard decompositions (0 = not a standard shape).
int count_standard_decompositions(const TileCounts& counts, int sets);

}  // namespace haolao::detail
