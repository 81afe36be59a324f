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

// ---- Equivalence classes: a whole hand without kongs in a few small lookups ----------------
//
// Two patterns whose costs agree (capped at kPackedUnreachable = 15: no hand of at most 14
// tiles needs 15 additions, so every distance below 15 stays exact) behave alike in every
// combination. A suit has few such classes (106 for 2-8, 126 for 1-9, 55 for the honors), and
// so do two or three suits combined (180, by min-plus convolution). A hand's distance to
// 4 sets + a pair is then: each suit's class (one byte per pattern), the classes of the suits
// combined pairwise (small square tables) and a final table giving the distance itself. The
// same scheme is public (e.g. Cryolite's nyanten); the tables here are built from ours.

// Costs capped at 15, one nibble per slot as in a PackedEntry's low 40 bits.
using ClassCosts = std::uint64_t;

struct SuitClasses {
    int count = 0;
    std::vector<std::uint8_t> of;   // class of each pattern code (indexed like SuitTable::entry)
    std::vector<ClassCosts> costs;  // each class's costs
};

// A whole hand of Hefei tiles (three 2-8 suits) without kongs.
struct HefeiClassTables {
    const SuitClasses* suit = nullptr;
    int n = 0;  // suit classes
    // Two suits combined: pair[a * n + b] (any split) and pair8[a * n + b] (the same together
    // with its 8-tile variant: the splits where one of the two suits holds ≥ 8 tiles).
    std::vector<std::uint8_t> pair;
    std::vector<std::uint16_t> pair8;
    int pairs = 0, pairs8 = 0;
    // Tiles to add (15 = none within 14) for 4 sets + a pair: finish[ab * n + c] for the
    // combined class ab and the third suit's class c; finish8 for a final hand meeting the
    // 8-tile rule (some suit ≥ 8 tiles).
    std::vector<std::uint8_t> finish;
    std::vector<std::uint8_t> finish8;

    int distance(std::uint32_t a, std::uint32_t b, std::uint32_t c) const {
        return finish[pair[of(a) * n + of(b)] * n + of(c)];
    }
    int distance8(std::uint32_t a, std::uint32_t b, std::uint32_t c) const {
        return finish8[pair8[of(a) * n + of(b)] * n + of(c)];
    }
    unsigned of(std::uint32_t code) const { return suit->of[code]; }
};

// A whole hand of the 136 tiles (three 1-9 suits and the honors) without kongs; no 8-tile rule.
struct FullClassTables {
    const SuitClasses* suit = nullptr;
    const SuitClasses* honors = nullptr;
    int n = 0, nh = 0;
    std::vector<std::uint8_t> pair;    // a * n + b: two suits
    std::vector<std::uint8_t> triple;  // ab * n + c: three suits
    std::vector<std::uint8_t> finish;  // abc * nh + h: tiles to add (15 = none within 14)
    // The same for s sets + a pair (s = 0-4; finish_sets[4] equals finish): a hand whose melds
    // make 4 - s sets already (meld.cpp).
    std::array<std::vector<std::uint8_t>, kMaxSets + 1> finish_sets;
    // Two suits (pair class ab) and the honors (class h) combined: their costs, pair_honors[ab *
    // nh + h]; a hand whose third suit is cut by a kong finishes against these (meld.cpp).
    std::vector<ClassCosts> pair_honors;
    int pairs = 0, triples = 0;

    int distance(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t h) const {
        const unsigned ab = pair[suit->of[a] * n + suit->of[b]];
        return finish[triple[ab * n + suit->of[c]] * nh + honors->of[h]];
    }
};

// Built on first use, thread-safe (from run_table(7) / run_table(9) and honor_table()).
const HefeiClassTables& hefei_class_tables();
const FullClassTables& full_class_tables();

}  // namespace haolao::detail
