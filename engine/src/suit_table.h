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

// Min additions for each (k, p), for one suit pattern or several combined.
using CostVector = std::array<std::uint8_t, kCostSlots>;

struct SuitTable {
    int length = 0;      // ranks in the run
    bool chows = false;  // honors: pungs and pairs only
    // Bit 0: the pattern is exactly sets (count % 3 == 0) or sets + one pair (count % 3 == 2).
    std::vector<std::uint8_t> complete;
    std::vector<CostVector> cost;
    // Bit r: one more tile of rank r (not a fifth) makes the pattern complete.
    std::vector<std::uint16_t> completing;

    bool is_complete(std::uint32_t code) const { return complete[code] & 1u; }
    const CostVector& costs(std::uint32_t code) const { return cost[code]; }
    unsigned completing_ranks(std::uint32_t code) const { return completing[code]; }
};

// A run of `length` consecutive ranks (1-9) where chows may form: 7 for a Hefei suit (2-8),
// 9 for a full suit, shorter for the pieces a kong's rank cuts a suit into. Built on first use,
// thread-safe; length 7 takes a few ms, length 9 a few hundred.
const SuitTable& run_table(int length);
// The 7 honors: no chows.
const SuitTable& honor_table();

}  // namespace haolao::detail
