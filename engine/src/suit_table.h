// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: per-suit tables behind hand.cpp. A suit's tiles are read as a base-5 number of its
// rank counts (count of the lowest rank in the lowest digit); each entry says whether that
// pattern splits into sets (+ one pair) and how many tiles must be added before it contains
// k sets (and a pair) — the "tomohxx" shanten method.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace haolao::detail {

inline constexpr int kMaxSets = 4;
inline constexpr int kCostSlots = 2 * (kMaxSets + 1);  // index 2k + p: k sets, p pairs
inline constexpr int kUnreachable = 60;                // no such target within 4 copies

inline constexpr std::array<std::uint32_t, 10> kPow5 = {1,    5,     25,    125,    625,
                                                        3125, 15625, 78125, 390625, 1953125};

// The pattern of 7 consecutive rank counts (a Hefei suit, 2-8): base 5, lowest rank in the
// lowest digit.
inline std::uint32_t code7(const std::uint8_t* c) {
    return c[0] + 5 * (c[1] + 5 * (c[2] + 5 * (c[3] + 5 * (c[4] + 5 * (c[5] + 5u * c[6])))));
}

// Min additions for each (k, p), for one suit pattern or several combined.
using CostVector = std::array<std::uint8_t, kCostSlots>;

// One table entry in a 64-bit word, so a lookup is one load and a suit table stays compact
// (625 KB for a 2-8 suit, half the byte-per-cost layout): bits 4j..4j+3 hold cost slot j
// (costs are 0-14 — building 4 sets + a pair from nothing takes 14 tiles — and 15 stands for
// kUnreachable), bits 40-48 the completing ranks, bits 49-57 the completing removals.
using PackedEntry = std::uint64_t;
inline constexpr int kCompletingShift = 40;
inline constexpr int kRemovingShift = 49;
inline constexpr unsigned kPackedUnreachable = 15;

inline CostVector unpack_costs(PackedEntry e) {
    CostVector v;
    for (int j = 0; j < kCostSlots; ++j) {
        const unsigned x = (e >> (4 * j)) & 15u;
        v[j] = static_cast<std::uint8_t>(x == kPackedUnreachable ? kUnreachable : x);
    }
    return v;
}

struct SuitTable {
    int length = 0;      // ranks in the run
    bool chows = false;  // honors: pungs and pairs only
    // Bit `code`: the pattern is exactly sets (count % 3 == 0) or sets + one pair
    // (count % 3 == 2). A bitset (10 KB for a 2-8 suit) so the win test stays in L1.
    std::vector<std::uint64_t> complete;
    std::vector<PackedEntry> entry;

    bool is_complete(std::uint32_t code) const { return (complete[code >> 6] >> (code & 63)) & 1u; }
    CostVector costs(std::uint32_t code) const { return unpack_costs(entry[code]); }
    PackedEntry packed(std::uint32_t code) const { return entry[code]; }
    // Bit r: one more tile of rank r (not a fifth) makes the pattern complete.
    unsigned completing_ranks(std::uint32_t code) const {
        return static_cast<unsigned>(entry[code] >> kCompletingShift) & 0x1ffu;
    }
    // Bit r: one tile of rank r fewer (one held) makes the pattern complete.
    unsigned completing_removals(std::uint32_t code) const {
        return static_cast<unsigned>(entry[code] >> kRemovingShift) & 0x1ffu;
    }
};

// A run of `length` consecutive ranks (1-9) where chows may form: 7 for a Hefei suit (2-8),
// 9 for a full suit, shorter for the pieces a kong's rank cuts a suit into. Built on first use,
// thread-safe; length 7 takes a few ms, length 9 a few hundred.
const SuitTable& run_table(int length);
// The 7 honors: no chows.
const SuitTable& honor_table();

}  // namespace haolao::detail
