// SPDX-License-Identifier: GPL-3.0-or-later
// Hand analysis (RULES.md §1.6-§1.7), table-driven (see suit_table.h).
//
// A hand is cut into parts, one table lookup each: the three suits (ranks 2-8 when the hand and
// the ruleset hold only Hefei tiles, else 1-9) and, for a full tile set, the honors. A declared
// kong's rank can take no more tiles, so a part holding a kong is cut at that rank into shorter
// runs (slower path, kong hands only).
//
// Speed (BENCHMARKS.md "Hand analysis"): the parts' cost vectors are combined by min-plus
// convolution; everything but one part is combined once ("Rest") and that part is read straight
// from its packed table entry, so ukeire and discard_options cost one lookup per drawn kind.
// Whole hands without kongs skip the convolution: each part's class indexes small combining
// tables (suit_table.h, "equivalence classes"; BENCHMARKS.md "Shanten by equivalence classes").
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <type_traits>
#include <vector>

// The SSE2 paths (every x86-64 build). HAOLAO_NO_SIMD builds the portable loops instead, the
// ones arm64 runs; the asan preset builds them so the whole suite checks them too.
#if defined(__SSE2__) && !defined(HAOLAO_NO_SIMD)
#define HAOLAO_SSE2 1
#include <emmintrin.h>
#endif

#include "hand_melded.h"
#include "hand_ready.h"
#include "haolao/hand.h"
#include "suit_table.h"

namespace haolao {

namespace {

using detail::code7;
using detail::CostVector;
using detail::kCostSlots;
using detail::kPow5;
using detail::kUnreachable;
using detail::SuitTable;

constexpr int kNoShanten = 99;

constexpr std::uint64_t hefei_bits() {
    std::uint64_t bits = 0;
    for (int suit = 0; suit < 3; ++suit)
        for (int rank = 2; rank <= 8; ++rank) bits |= std::uint64_t{1} << (suit * 9 + rank - 1);
    return bits;
}
constexpr std::uint64_t kHefeiBits = hefei_bits();

// The 34 counts as five little-endian words (the last holds bytes 32-33).
struct Words {
    std::array<std::uint64_t, 5> w{};
    explicit Words(const TileCounts& c) {
        std::memcpy(w.data(), c.data(), 32);
        w[4] = std::uint64_t{c[32]} | std::uint64_t{c[33]} << 8;
    }
};

// Byte mask over the words of the kinds outside the Hefei set (1s, 9s, honors).
constexpr std::array<std::uint64_t, 5> non_hefei_masks() {
    std::array<std::uint64_t, 5> m{};
    for (int c = 0; c < kNumTileKinds; ++c)
        if (!((kHefeiBits >> c) & 1u)) m[c / 8] |= std::uint64_t{0xff} << (8 * (c % 8));
    return m;
}
constexpr std::array<std::uint64_t, 5> kNonHefei = non_hefei_masks();

inline int byte_sum(std::uint64_t x) {
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}

// The counts of Hefei suit `s` (ranks 2-8, codes 9s+1 … 9s+7) as one word, a byte per rank.
inline std::uint64_t hefei_run(const std::uint8_t* c, int s) {
    std::uint64_t x;
    std::memcpy(&x, c + 9 * s + 1, 8);  // fixed size: no library call
    return x & 0x00ffffffffffffffull;
}

bool only_hefei_tiles(const Hand& hand, const Words& w) {
    std::uint64_t any = 0;
    for (int i = 0; i < 5; ++i) any |= w.w[i] & kNonHefei[i];
    if (any) return false;
    for (int k = 0; k < hand.kong_count; ++k)
        if (!((kHefeiBits >> hand.kongs[k].code()) & 1u)) return false;
    return true;
}

// Base-5 code of n consecutive counts, lowest rank in the lowest digit.
inline std::uint32_t code_of(const std::uint8_t* c, int n) {
    std::uint32_t code = 0;
    for (int i = n - 1; i >= 0; --i) code = code * 5 + c[i];
    return code;
}
inline std::uint32_t code9(const std::uint8_t* c) {
    return code7(c) + 78125u * (c[7] + 5u * c[8]);
}

struct Parts {
    int n = 0;
    int total = 0;  // concealed tiles
    std::array<const SuitTable*, 4> table{};
    std::array<std::uint32_t, 4> code{};
    std::array<int, 4> tiles{};       // concealed tiles in the part
    std::array<int, 4> first{};       // tile code of the part's lowest rank
    std::array<int, 4> kong_tiles{};  // 4 per declared kong in the part
    std::uint64_t kong_kinds = 0;
    // 支 counts for the 8-tile rule: the whole suit, kongs included (parts 0-2 are the suits).
    int suit_tiles(int part) const { return tiles[part] + kong_tiles[part]; }
};

// `hefei`: the three 2-8 runs (the hand must hold only Hefei tiles); else 1-9 runs + honors.
void split(const Hand& hand, const Words& w, bool hefei, Parts& p) {
    const std::uint8_t* c = hand.concealed.data();
    if (hefei) {
        static const SuitTable& t7 = detail::run_table(7);
        p.n = 3;
        for (int s = 0; s < 3; ++s) {
            p.table[s] = &t7;
            p.code[s] = code7(c + 9 * s + 1);
            p.tiles[s] = byte_sum(hefei_run(c, s));
            p.first[s] = 9 * s + 1;
        }
        p.total = p.tiles[0] + p.tiles[1] + p.tiles[2];
    } else {
        static const SuitTable& t9 = detail::run_table(9);
        static const SuitTable& th = detail::honor_table();
        p.n = 4;
        for (int s = 0; s < 3; ++s) {
            p.table[s] = &t9;
            p.code[s] = code9(c + 9 * s);
            p.first[s] = 9 * s;
            int n = 0;
            for (int i = 0; i < 9; ++i) n += c[9 * s + i];
            p.tiles[s] = n;
        }
        p.table[3] = &th;
        p.code[3] = code7(c + 27);
        p.first[3] = 27;
        int n = 0;
        for (int i = 27; i < kNumTileKinds; ++i) n += c[i];
        p.tiles[3] = n;
        p.total = p.tiles[0] + p.tiles[1] + p.tiles[2] + p.tiles[3];
        (void)w;
    }
    for (int k = 0; k < hand.kong_count; ++k) {
        const int code = hand.kongs[k].code();
        p.kong_tiles[code / 9] += 4;
        p.kong_kinds |= std::uint64_t{1} << code;
    }
}

// Which parts to use for a ruleset: the short Hefei runs only when both agree on Hefei tiles.
bool use_hefei(const Hand& hand, const Words& w, TileSet tiles) {
    return tiles.bits() == kHefeiBits && only_hefei_tiles(hand, w);
}

#if defined(HAOLAO_SSE2)
// SSE2 min-plus for the full 4 sets (a whole hand without kongs, the hot case): out[2K + P] is
// the minimum over a's slot 2j + q of a[2j + q] + b[2K + P - 2j - q], so each of a's slots is
// one broadcast, one byte shift of b and a saturating add. Shifted-in and padding bytes are
// 255 and saturate, standing for "no such split". Results are not capped at kUnreachable:
// every consumer only asks whether a sum stays below it.
namespace simd {

inline __m128i load(const CostVector& v) {
    alignas(16) std::uint8_t buf[16];
    std::memset(buf, 255, sizeof buf);
    std::memcpy(buf, v.data(), kCostSlots);
    return _mm_load_si128(reinterpret_cast<const __m128i*>(buf));
}

inline CostVector store(__m128i x) {
    alignas(16) std::uint8_t buf[16];
    _mm_store_si128(reinterpret_cast<__m128i*>(buf), x);
    CostVector v;
    std::memcpy(v.data(), buf, kCostSlots);
    return v;
}

// b moved up by N slots, the N lowest slots 255.
template <int N>
inline __m128i up(__m128i b) {
    alignas(16) static constexpr std::uint8_t kFill[32] = {255, 255, 255, 255, 255, 255, 255, 255,
                                                           255, 255, 255, 255, 255, 255, 255, 255};
    const __m128i fill = _mm_loadu_si128(reinterpret_cast<const __m128i*>(kFill + 16 - N));
    return _mm_or_si128(_mm_slli_si128(b, N), fill);
}

template <int Slot>
inline __m128i term(const CostVector& a, __m128i b, __m128i b_no_pair) {
    const __m128i x = _mm_set1_epi8(static_cast<char>(a[Slot]));
    // A pair slot of a (odd) meets only b's pair-free slots.
    return _mm_adds_epu8(x, up<Slot>(Slot % 2 ? b_no_pair : b));
}

inline __m128i no_pair(__m128i b) {
    return _mm_or_si128(b, _mm_set1_epi16(static_cast<short>(0xff00)));
}

inline CostVector conv4(const CostVector& a, const CostVector& b) {
    const __m128i vb = load(b);
    const __m128i ve = no_pair(vb);
    __m128i m = _mm_min_epu8(term<0>(a, vb, ve), term<1>(a, vb, ve));
    m = _mm_min_epu8(m, _mm_min_epu8(term<2>(a, vb, ve), term<3>(a, vb, ve)));
    m = _mm_min_epu8(m, _mm_min_epu8(term<4>(a, vb, ve), term<5>(a, vb, ve)));
    m = _mm_min_epu8(m, _mm_min_epu8(term<6>(a, vb, ve), term<7>(a, vb, ve)));
    m = _mm_min_epu8(m, _mm_min_epu8(term<8>(a, vb, ve), term<9>(a, vb, ve)));
    return store(m);
}

// Only a's shares of ≥ 8 tiles without kongs: 3-4 sets, or 2-4 sets + the pair.
inline CostVector conv4_eight(const CostVector& a, const CostVector& b) {
    const __m128i vb = load(b);
    const __m128i ve = no_pair(vb);
    __m128i m = _mm_min_epu8(term<5>(a, vb, ve), term<6>(a, vb, ve));
    m = _mm_min_epu8(m, _mm_min_epu8(term<7>(a, vb, ve), term<8>(a, vb, ve)));
    m = _mm_min_epu8(m, term<9>(a, vb, ve));
    return store(m);
}

}  // namespace simd
#endif

// Min-plus convolution of two parts' costs, up to `Sets` sets (fixed so the loops unroll).
template <int Sets>
inline CostVector conv_fixed(const CostVector& a, const CostVector& b) {
#if defined(HAOLAO_SSE2)
    if constexpr (Sets == 4) return simd::conv4(a, b);
#endif
    CostVector out;
    out.fill(kUnreachable);
    for (int k = 0; k <= Sets; ++k) {
        int p0 = kUnreachable;
        int p1 = kUnreachable;
        for (int j = 0; j <= k; ++j) {
            const int i = k - j;
            p0 = std::min(p0, a[2 * j] + b[2 * i]);
            p1 = std::min(p1, std::min(a[2 * j + 1] + b[2 * i], a[2 * j] + b[2 * i + 1]));
        }
        out[2 * k] = static_cast<std::uint8_t>(std::min(p0, kUnreachable));
        out[2 * k + 1] = static_cast<std::uint8_t>(std::min(p1, kUnreachable));
    }
    return out;
}

CostVector conv(const CostVector& a, const CostVector& b, int max_sets) {
    switch (max_sets) {
        case 0:
            return conv_fixed<0>(a, b);
        case 1:
            return conv_fixed<1>(a, b);
        case 2:
            return conv_fixed<2>(a, b);
        case 3:
            return conv_fixed<3>(a, b);
        default:
            return conv_fixed<4>(a, b);
    }
}

constexpr CostVector identity_costs() {
    CostVector v{};
    for (auto& x : v) x = kUnreachable;
    v[0] = 0;
    return v;
}

// Shanten only (a win test needs no cut: the kong's rank holds no concealed tile).
// A part with a kong: its rank takes no tile, so chows cannot cross it; the runs on either side
// are separate smaller tables. Honors are all separate ranks.
CostVector blocked_costs(const Hand& hand, const Parts& p, int part) {
    const std::uint8_t* c = hand.concealed.data();
    const int len = part == 3 ? 7 : p.table[part]->length;
    const bool chows = part != 3;
    CostVector acc = identity_costs();
    int r = 0;
    while (r < len) {
        if ((p.kong_kinds >> (p.first[part] + r)) & 1u) {
            ++r;
            continue;
        }
        const int start = r;
        while (r < len && !((p.kong_kinds >> (p.first[part] + r)) & 1u) && (chows || r == start))
            ++r;
        const int n = r - start;
        const SuitTable& t = detail::run_table(n);
        acc = conv(acc, t.costs(code_of(c + p.first[part] + start, n)), detail::kMaxSets);
    }
    return acc;
}

CostVector part_costs(const Hand& hand, const Parts& p, int part) {
    if (p.kong_tiles[part]) return blocked_costs(hand, p, part);
    return p.table[part]->costs(p.code[part]);
}

// k sets + `pair` pairs in one suit, with its kongs, reach the 8 tiles of §1.7.
inline bool meets_eight(int k, int pair, int kong_tiles) {
    return 3 * k + 2 * pair + kong_tiles >= 8;
}

// Like conv, but only over the splits where `a`'s share (with its kongs) meets the 8-tile rule:
// j sets + q pairs with 3j + 2q + kong_tiles ≥ 8, so j starts at jmin[q].
template <int Sets, typename J0, typename J1>
inline CostVector conv_eight_from(const CostVector& a, const CostVector& b, J0 jmin0, J1 jmin1) {
    CostVector out;
    out.fill(kUnreachable);
    for (int k = 0; k <= Sets; ++k) {
        int p0 = kUnreachable;
        int p1 = kUnreachable;
        for (int j = jmin0; j <= k; ++j) {
            p0 = std::min(p0, a[2 * j] + b[2 * (k - j)]);
            p1 = std::min(p1, a[2 * j] + b[2 * (k - j) + 1]);
        }
        for (int j = jmin1; j <= k; ++j) p1 = std::min(p1, a[2 * j + 1] + b[2 * (k - j)]);
        out[2 * k] = static_cast<std::uint8_t>(std::min(p0, kUnreachable));
        out[2 * k + 1] = static_cast<std::uint8_t>(std::min(p1, kUnreachable));
    }
    return out;
}

// Like conv, but only over the splits where `a`'s share (with its kongs) meets the 8-tile rule:
// j sets + q pairs with 3j + 2q + kong_tiles ≥ 8, so j starts at jmin[q] (3 and 2 without
// kongs, the common case, fixed at compile time so the loops unroll).
template <int Sets>
CostVector conv_eight(const CostVector& a, const CostVector& b, int kong_tiles) {
#if defined(HAOLAO_SSE2)
    if constexpr (Sets == 4)
        if (kong_tiles == 0) return simd::conv4_eight(a, b);
#endif
    if (kong_tiles == 0)
        return conv_eight_from<Sets>(a, b, std::integral_constant<int, 3>{},
                                     std::integral_constant<int, 2>{});
    const int need = 8 - kong_tiles;
    return conv_eight_from<Sets>(a, b, std::max(0, (need + 2) / 3), std::max(0, need / 3));
}

// Everything but part t, combined: `all` over any final hand, `eight` over final hands where
// some other suit meets the 8-tile rule. Part t's costs then finish the distance in one pass
// (see finish), so a tile drawn into t costs one lookup and ten additions.
struct Rest {
    CostVector all;
    CostVector eight;
};

template <int Sets>
Rest rest_without_fixed(const std::array<CostVector, 4>& v, const Parts& p, int t,
                        bool eight_rule) {
    std::array<int, 3> o{};
    int m = 0;
    for (int i = 0; i < p.n; ++i)
        if (i != t) o[m++] = i;
    Rest r;
    r.all = conv_fixed<Sets>(v[o[0]], v[o[1]]);
    if (m == 3) r.all = conv_fixed<Sets>(r.all, v[o[2]]);
    if (!eight_rule) return r;
    r.eight.fill(kUnreachable);
    for (int i = 0; i < m; ++i) {
        const int x = o[i];
        if (x >= kNumSuitedSuits) continue;  // honors never make 支
        CostVector others;
        if (m == 2) {
            others = v[o[1 - i]];
        } else {
            const int a = o[i == 0 ? 1 : 0];
            const int b = o[i == 2 ? 1 : 2];
            others = conv_fixed<Sets>(v[a], v[b]);
        }
        const CostVector e = conv_eight<Sets>(v[x], others, p.kong_tiles[x]);
        for (int j = 0; j < kCostSlots; ++j) r.eight[j] = std::min(r.eight[j], e[j]);
    }
    return r;
}

Rest rest_without(const std::array<CostVector, 4>& v, const Parts& p, int t, int sets,
                  bool eight_rule) {
    switch (sets) {
        case 0:
            return rest_without_fixed<0>(v, p, t, eight_rule);
        case 1:
            return rest_without_fixed<1>(v, p, t, eight_rule);
        case 2:
            return rest_without_fixed<2>(v, p, t, eight_rule);
        case 3:
            return rest_without_fixed<3>(v, p, t, eight_rule);
        default:
            return rest_without_fixed<4>(v, p, t, eight_rule);
    }
}

// Tiles to add for `sets` sets + a pair: part t's costs against the rest.
int finish(const CostVector& vt, const Rest& r, int t, int kong_tiles, int sets, bool eight_rule) {
    int best = kUnreachable;
    const bool suit = eight_rule && t < kNumSuitedSuits;
    for (int k = 0; k <= sets; ++k) {
        for (int pair = 0; pair < 2; ++pair) {
            const bool own = !eight_rule || (suit && meets_eight(k, pair, kong_tiles));
            const CostVector& rest = own ? r.all : r.eight;
            best = std::min(best, vt[2 * k + pair] + rest[2 * (sets - k) + 1 - pair]);
        }
    }
    return best;
}

// finish() with the rest's side laid out per slot of t: slot 2k + pair of t meets slot
// 2(sets - k) + 1 - pair of `all` or `eight`. Unused slots hold kUnreachable.
CostVector mirrored(const Rest& r, int t, int kong_tiles, int sets, bool eight_rule) {
    CostVector m;
    m.fill(kUnreachable);
    const bool suit = eight_rule && t < kNumSuitedSuits;
    for (int k = 0; k <= sets; ++k) {
        for (int pair = 0; pair < 2; ++pair) {
            const bool own = !eight_rule || (suit && meets_eight(k, pair, kong_tiles));
            m[2 * k + pair] = (own ? r.all : r.eight)[2 * (sets - k) + 1 - pair];
        }
    }
    return m;
}

// finish() straight from a packed table entry. Its unreachable slots read as 15 instead of
// kUnreachable; a reachable distance is at most 14 (a whole hand), so a result below 15 is
// exact and anything else returns kUnreachable for the caller to redo exactly.
#if defined(HAOLAO_SSE2)
// With the mirrored rest held in a register: the entry's nibbles spread to bytes
// (slots 10-15 meet the 255 padding and saturate), one saturating add, a horizontal minimum.
struct Mirror {
    __m128i v;  // wrapped: a raw vector type loses its attributes in std::array
};
inline Mirror make_mirror(const CostVector& m) {
    return {simd::load(m)};
}
inline int finish_packed(detail::PackedEntry e, const Mirror& m) {
    const __m128i x = _mm_cvtsi64_si128(static_cast<long long>(e));
    const __m128i nib = _mm_set1_epi8(15);
    const __m128i lo = _mm_and_si128(x, nib);
    const __m128i hi = _mm_and_si128(_mm_srli_epi16(x, 4), nib);
    __m128i v = _mm_adds_epu8(_mm_unpacklo_epi8(lo, hi), m.v);
    v = _mm_min_epu8(v, _mm_srli_si128(v, 8));
    v = _mm_min_epu8(v, _mm_srli_si128(v, 4));
    v = _mm_min_epu8(v, _mm_srli_si128(v, 2));
    v = _mm_min_epu8(v, _mm_srli_si128(v, 1));
    const int best = _mm_cvtsi128_si32(v) & 0xff;
    return best < int(detail::kPackedUnreachable) ? best : kUnreachable;
}
#else
// Without SSE2: the scalar loop over the slots.
inline int finish_packed(detail::PackedEntry e, const CostVector& m) {
    int best = kUnreachable;
    for (int j = 0; j < kCostSlots; ++j) best = std::min(best, int((e >> (4 * j)) & 15u) + m[j]);
    return best < int(detail::kPackedUnreachable) ? best : kUnreachable;
}
using Mirror = CostVector;
inline Mirror make_mirror(const CostVector& m) {
    return m;
}
#endif

// The cheapest n pair slots from a pool with z free slots, o one-tile slots and enough two-tile
// ones (a kind held 0-4 times gives its first and second pair for 2/0/0/0/0 and 2/2/2/1/0).
// Branch-free: max(0, n - z, 2(n - z) - o) is the same piecewise-linear function.
inline int cheapest_pairs(int n, int z, int o) {
    const int m = n - z;
    return std::max({0, m, 2 * m - o});
}

// Seven pairs per part: z = kinds held ≥ 2 plus kinds held 4 (free pair slots), o = odd kinds.
struct PairSlots {
    std::array<int, 4> z{}, o{};
    // A part's counts as a word of bytes (each 0-4): each masked byte is 0 or 1 and a byte sum
    // counts them (no popcnt instruction needed on a baseline x86-64 build).
    void set(int part, std::uint64_t x) {
        constexpr std::uint64_t kOnes = 0x0101010101010101ull;
        z[part] = byte_sum(((x >> 1) | (x >> 2)) & kOnes) + byte_sum((x >> 2) & kOnes);
        o[part] = byte_sum(x & kOnes);
    }
    // The same for a run of at most 7 ranks (bytes 7 of x zero) with one byte sum: z (≤ 14)
    // in the low nibble, o (≤ 7) in the high one.
    void set7(int part, std::uint64_t x) {
        constexpr std::uint64_t kOnes = 0x0101010101010101ull;
        const std::uint64_t zs = (((x >> 1) | (x >> 2)) & kOnes) + ((x >> 2) & kOnes);
        const int both = byte_sum(zs + ((x & kOnes) << 4));
        z[part] = both & 15;
        o[part] = both >> 4;
    }
    // One more (delta +1) or one fewer (-1) tile of a kind held n times before.
    // Without a branch on the count: an odd count gains a pair and loses its odd tile going
    // up (z + 1, o - 1), an even one gains an odd tile (o + 1); going down, an odd count loses
    // its odd tile (o - 1), an even one breaks a pair (z - 1, o + 1). So o moves by 1 - 2 × odd.
    void change(int part, int n, int delta) {
        const int odd = n & 1;
        z[part] += delta > 0 ? odd : odd - 1;
        o[part] += 1 - 2 * odd;
    }
};

PairSlots pair_slots(const Hand& hand, const Parts& p) {
    PairSlots s;
    const std::uint8_t* c = hand.concealed.data();
    for (int part = 0; part < p.n; ++part) {
        const int len = part == 3 ? 7 : p.table[part]->length;
        std::uint64_t x = 0;
        if (p.first[part] + 8 <= kNumTileKinds) {
            std::memcpy(&x, c + p.first[part], 8);  // fixed size: no library call
            if (len == 7) x &= 0x00ffffffffffffffull;
        } else {
            std::memcpy(&x, c + p.first[part], 7);  // honors, the last 7 codes
        }
        s.set(part, x);
        if (len == 9) {
            const int n = c[p.first[part] + 8];
            s.z[part] += (n >= 2) + (n == 4);
            s.o[part] += n & 1;
        }
    }
    return s;
}

// Seven pairs: tiles to add; four identical tiles are two pairs. No kongs. Once the bound
// without the 8-tile rule reaches `cutoff` (a distance already found), any value ≥ cutoff will
// do, so the 8-tile search is skipped.
int seven_pairs_distance(const PairSlots& s, bool eight_rule, int cutoff = kUnreachable) {
    const auto& z = s.z;
    const auto& o = s.o;
    const int zt = z[0] + z[1] + z[2] + z[3];
    const int ot = o[0] + o[1] + o[2] + o[3];
    const int unconstrained = cheapest_pairs(7, zt, ot);
    if (!eight_rule || unconstrained >= cutoff) return unconstrained;
    int best = kUnreachable;
    for (int x = 0; x < kNumSuitedSuits; ++x)
        for (int j = 4; j <= 7; ++j)
            best = std::min(
                best, cheapest_pairs(j, z[x], o[x]) + cheapest_pairs(7 - j, zt - z[x], ot - o[x]));
    return best;
}

int seven_pairs_distance(const Hand& hand, const Parts& p, bool eight_rule) {
    if (hand.kong_count) return kUnreachable;
    return seven_pairs_distance(pair_slots(hand, p), eight_rule);
}

int standard_distance_of(const Hand& hand, const Parts& p, bool eight_rule) {
    if (hand.kong_count > 4) return kUnreachable;
    const int sets = 4 - hand.kong_count;
    std::array<CostVector, 4> v{};
    for (int i = 0; i < p.n; ++i) v[i] = part_costs(hand, p, i);
    const int t = p.n - 1;
    return finish(v[t], rest_without(v, p, t, sets, eight_rule), t, p.kong_tiles[t], sets,
                  eight_rule);
}

int to_shanten(int distance) {
    return distance >= kUnreachable ? kNoShanten : distance - 1;
}

// A hand cut into parts with each part's costs, ready for one-tile changes: a tile added to
// part t changes only t's costs, so the other parts are combined once (Rest) and reused.
struct Analysis {
    Hand hand;
    Parts p;
    bool eight_rule = false;
    bool sevens = false;  // seven pairs possible: allowed and no kongs
    int sets = 0;         // sets still to make: 4 - kongs
    std::array<CostVector, 4> v{};
    PairSlots slots;

    Analysis(const Hand& h, const Ruleset& rules, bool eight) : hand(h), eight_rule(eight) {
        const Words w(hand.concealed);
        split(hand, w, use_hefei(hand, w, rules.tiles), p);
        sets = 4 - hand.kong_count;
        sevens = rules.seven_pairs && hand.kong_count == 0;
        if (sets >= 0)
            for (int i = 0; i < p.n; ++i) v[i] = part_costs(hand, p, i);
        if (sevens) slots = pair_slots(hand, p);
    }

    Rest rest(int t) const { return rest_without(v, p, t, sets, eight_rule); }

    int standard(const CostVector& vt, const Rest& r, int t) const {
        return finish(vt, r, t, p.kong_tiles[t], sets, eight_rule);
    }

    int distance() const {
        const int t = p.n - 1;
        int d = sets >= 0 ? standard(v[t], rest(t), t) : kUnreachable;
        if (sevens) d = std::min(d, seven_pairs_distance(slots, eight_rule, d));
        return d;
    }

    Mirror mirror(int t, const Rest& r) const {
        return make_mirror(mirrored(r, t, p.kong_tiles[t], sets, eight_rule));
    }

    // Whether drawing tile `code` (in part t, whose Rest is r and mirror(t, r) is m) brings the
    // distance below `target`. Exact, but stops as soon as the answer is known.
    bool improves(int code, int t, const Rest& r, const Mirror& m, int target) {
        if (sets >= 0) {
            int d = kUnreachable;
            if (!p.kong_tiles[t])
                d = finish_packed(p.table[t]->packed(p.code[t] + kPow5[code - p.first[t]]), m);
            if (d < target) return true;
            // A packed miss means ≥ 15 tiles: worth redoing only against a larger target.
            // Parts cut by a kong have no packed entry.
            if (p.kong_tiles[t] || target > int(detail::kPackedUnreachable)) {
                CostVector vt;
                if (p.kong_tiles[t]) {
                    ++hand.concealed[code];
                    vt = blocked_costs(hand, p, t);
                    --hand.concealed[code];
                } else {
                    vt = p.table[t]->costs(p.code[t] + kPow5[code - p.first[t]]);
                }
                if (standard(vt, r, t) < target) return true;
            }
        }
        if (!sevens) return false;
        // Seven pairs depend only on the part and the count drawn into: memoized per hand
        // (-1 unknown).
        std::int8_t& known = seven_pairs_improves[4 * t + hand.concealed[code]];
        if (known < 0) {
            PairSlots s = slots;
            s.change(t, hand.concealed[code], +1);
            known = static_cast<std::int8_t>(seven_pairs_distance(s, eight_rule, target) < target);
        }
        return known;
    }
    std::array<std::int8_t, 16> seven_pairs_improves = {-1, -1, -1, -1, -1, -1, -1, -1,
                                                        -1, -1, -1, -1, -1, -1, -1, -1};
};

// A packed entry's costs as they are stored, 15 for unreachable (a SWAR nibble-to-byte spread,
// little-endian like Words). Every reachable cost and every sum of them on the way to a whole
// hand is at most 14, so with these a result below 15 is exact; anything else means some
// unreachable slot was used, i.e. the hand cannot be completed that way.
inline CostVector raw_costs(detail::PackedEntry e) {
    std::uint64_t t = e & 0xffffffffu;
    t = (t | t << 16) & 0x0000ffff0000ffffull;
    t = (t | t << 8) & 0x00ff00ff00ff00ffull;
    t = (t | t << 4) & 0x0f0f0f0f0f0f0f0full;
    CostVector v;
    std::memcpy(v.data(), &t, 8);
    v[8] = static_cast<std::uint8_t>((e >> 32) & 15u);
    v[9] = static_cast<std::uint8_t>((e >> 36) & 15u);
    return v;
}

// Hot path of distance(): a hand of Hefei tiles without kongs in a Hefei game. Three class
// lookups and two small combining tables (suit_table.h); 15 from the tables means no
// completion within 14 tiles, as a packed entry's 15 does.
int hefei_standard_distance(const std::uint8_t* c, bool eight_rule) {
    static const detail::HefeiClassTables& k = detail::hefei_class_tables();
    const std::uint32_t a = code7(c + 1);
    const std::uint32_t b = code7(c + 10);
    const std::uint32_t x = code7(c + 19);
    const int d = eight_rule ? k.distance8(a, b, x) : k.distance(a, b, x);
    return d < int(detail::kPackedUnreachable) ? d : kUnreachable;
}

// Hot path for the 136 tiles: a hand without kongs of at most 14 tiles (every distance is then
// below 15), no 8-tile rule. Four class lookups and three small combining tables.
int full_standard_distance(const std::uint8_t* c) {
    static const detail::FullClassTables& k = detail::full_class_tables();
    const int d = k.distance(code9(c), code9(c + 9), code9(c + 18), code7(c + 27));
    return d < int(detail::kPackedUnreachable) ? d : kUnreachable;
}

int words_total(const Words& w) {
    int n = 0;
    for (int i = 0; i < 5; ++i) n += byte_sum(w.w[i]);
    return n;
}

// Seven pairs without the 8-tile rule: only the totals of free pair slots and odd kinds count
// (as PairSlots::set, over all 34 kinds at once).
int seven_pairs_plain(const Words& w) {
    constexpr std::uint64_t kOnes = 0x0101010101010101ull;
    // Per-byte sums first (each byte stays ≤ 10), one byte sum each at the end.
    std::uint64_t z = 0;
    std::uint64_t o = 0;
    for (int i = 0; i < 5; ++i) {
        const std::uint64_t x = w.w[i];
        z += (((x >> 1) | (x >> 2)) & kOnes) + ((x >> 2) & kOnes);
        o += x & kOnes;
    }
    return cheapest_pairs(7, byte_sum(z), byte_sum(o));
}

int hefei_distance(const std::uint8_t* c, const Words& w, bool eight_rule, bool seven_pairs) {
    int d = hefei_standard_distance(c, eight_rule);
    if (!seven_pairs) return d;
    if (!eight_rule) return std::min(d, seven_pairs_plain(w));
    PairSlots slots;
    for (int s = 0; s < 3; ++s) slots.set7(s, hefei_run(c, s));
    return std::min(d, seven_pairs_distance(slots, eight_rule, d));
}

int distance(const Hand& hand, const Ruleset& rules, bool eight_rule) {
    if (hand.kong_count == 0) {
        const Words w(hand.concealed);
        if (use_hefei(hand, w, rules.tiles))
            return hefei_distance(hand.concealed.data(), w, eight_rule, rules.seven_pairs);
        if (!eight_rule && words_total(w) <= 14) {
            const int d = full_standard_distance(hand.concealed.data());
            return rules.seven_pairs ? std::min(d, seven_pairs_plain(w)) : d;
        }
    }
    return Analysis(hand, rules, eight_rule).distance();
}

bool standard_complete(const Hand& hand, const Parts& p) {
    if (hand.kong_count > 4 || p.total != 14 - 3 * hand.kong_count) return false;
    int pairs = 0;
    for (int i = 0; i < p.n; ++i) {
        if (!p.table[i]->is_complete(p.code[i])) return false;
        pairs += p.tiles[i] % 3 == 2;
    }
    return pairs == 1;
}

bool seven_pairs_complete(const Hand& hand, const Words& w) {
    if (hand.kong_count) return false;
    std::uint64_t odd = 0;
    int n = 0;
    for (int i = 0; i < 5; ++i) {
        odd |= w.w[i] & 0x0101010101010101ull;
        n += byte_sum(w.w[i]);
    }
    return n == 14 && !odd;
}

bool eight_tile_rule_holds(const Parts& p) {
    for (int s = 0; s < kNumSuitedSuits; ++s)
        if (p.suit_tiles(s) >= 8) return true;
    return false;
}

int remaining_copies(const Hand& hand, int code, const TileCounts& seen) {
    int own = hand.concealed[code];
    for (int k = 0; k < hand.kong_count; ++k)
        if (hand.kongs[k].code() == code) own += 4;
    return std::max(0, 4 - own - int(seen[code]));
}

bool can_draw(const Hand& hand, int code) {
    if (hand.concealed[code] >= 4) return false;
    for (int k = 0; k < hand.kong_count; ++k)
        if (hand.kongs[k].code() == code) return false;
    return true;
}

}  // namespace

bool is_standard_shape(const Hand& hand) {
    const Words w(hand.concealed);
    Parts p;
    split(hand, w, only_hefei_tiles(hand, w), p);
    return standard_complete(hand, p);
}

bool is_seven_pairs(const Hand& hand) {
    return seven_pairs_complete(hand, Words(hand.concealed));
}

bool is_winning_shape(const Hand& hand, const Ruleset& rules) {
    const Words w(hand.concealed);
    if (rules.seven_pairs && seven_pairs_complete(hand, w)) return true;
    Parts p;
    split(hand, w, only_hefei_tiles(hand, w), p);
    return standard_complete(hand, p);
}

bool is_winning(const Hand& hand, const Ruleset& rules) {
    const Words w(hand.concealed);
    if (hand.kong_count == 0 && only_hefei_tiles(hand, w)) {
        // Hot path: counts first, then one lookup per suit.
        const std::uint8_t* c = hand.concealed.data();
        std::array<int, 3> n{};
        for (int s = 0; s < 3; ++s) n[s] = byte_sum(hefei_run(c, s));
        if (n[0] + n[1] + n[2] != 14) return false;
        if (rules.eight_tile_rule && std::max({n[0], n[1], n[2]}) < 8) return false;
        if (rules.seven_pairs &&
            !((w.w[0] | w.w[1] | w.w[2] | w.w[3] | w.w[4]) & 0x0101010101010101ull))
            return true;
        // 14 tiles in complete parts: the residues (0 or 2 each) leave exactly one pair.
        static const SuitTable& t7 = detail::run_table(7);
        return t7.is_complete(code7(c + 1)) && t7.is_complete(code7(c + 10)) &&
               t7.is_complete(code7(c + 19));
    }
    Parts p;
    split(hand, w, only_hefei_tiles(hand, w), p);
    if (rules.eight_tile_rule && !eight_tile_rule_holds(p)) return false;
    return (rules.seven_pairs && seven_pairs_complete(hand, w)) || standard_complete(hand, p);
}

int standard_shanten(const Hand& hand) {
    const Words w(hand.concealed);
    if (hand.kong_count == 0) {
        if (only_hefei_tiles(hand, w))
            return to_shanten(hefei_standard_distance(hand.concealed.data(), false));
        if (words_total(w) <= 14) return to_shanten(full_standard_distance(hand.concealed.data()));
    }
    Parts p;
    split(hand, w, only_hefei_tiles(hand, w), p);
    return to_shanten(standard_distance_of(hand, p, false));
}

int seven_pairs_shanten(const Hand& hand) {
    const Words w(hand.concealed);
    Parts p;
    split(hand, w, only_hefei_tiles(hand, w), p);
    return to_shanten(seven_pairs_distance(hand, p, false));
}

int shape_shanten(const Hand& hand, const Ruleset& rules) {
    return to_shanten(distance(hand, rules, false));
}

int shanten(const Hand& hand, const Ruleset& rules) {
    return to_shanten(distance(hand, rules, rules.eight_tile_rule));
}

namespace {

// The most tiles in one suit (kongs included): the 8-tile rule's measure.
inline int best_suit_of(const Parts& p) {
    return std::max({p.suit_tiles(0), p.suit_tiles(1), p.suit_tiles(2)});
}

// wait_mask's standard shapes for a hand of 13 - 3k concealed tiles cut into parts, each part's
// completeness given: the tile goes to one part; every other part must already be complete. A
// kong's rank holds no concealed tile, so the plain tables are right here; adding that rank is
// masked out by the caller.
inline std::uint64_t standard_waits(const Parts& p, const std::array<bool, 4>& complete,
                                    int best_suit, const Ruleset& rules) {
    int incomplete = 0;
    int pairs = 0;
    for (int i = 0; i < p.n; ++i) {
        incomplete += !complete[i];
        pairs += complete[i] && p.tiles[i] % 3 == 2;
    }
    std::uint64_t mask = 0;
    for (int x = 0; x < p.n && incomplete <= 1; ++x) {
        if (incomplete == 1 && complete[x]) continue;
        const int pairs_after =
            pairs - (complete[x] && p.tiles[x] % 3 == 2) + ((p.tiles[x] + 1) % 3 == 2);
        if (pairs_after != 1) continue;
        if (rules.eight_tile_rule) {
            const int most = x < 3 ? std::max(best_suit, p.suit_tiles(x) + 1) : best_suit;
            if (most < 8) continue;
        }
        mask |= std::uint64_t{p.table[x]->completing_ranks(p.code[x])} << p.first[x];
    }
    return mask;
}

// Seven pairs: with exactly one kind held an odd number of times (`odd_kinds`, bit per code),
// its pair completes (8-tile rule permitting). No kongs.
inline std::uint64_t seven_pairs_wait(std::uint64_t odd_kinds, const Parts& p, int best_suit,
                                      const Ruleset& rules) {
    // (Exactly one bit, without std::popcount: a libgcc call on baseline x86-64.)
    if (!odd_kinds || (odd_kinds & (odd_kinds - 1))) return 0;
    const int odd = std::countr_zero(odd_kinds);
    const int s = odd / 9;
    const bool eight = !rules.eight_tile_rule ||
                       (s < 3 ? std::max(best_suit, p.suit_tiles(s) + 1) : best_suit) >= 8;
    return eight ? odd_kinds : 0;
}

// Bit c: kind c is held an odd number of times. Each byte's low bit moved to its top, then one
// multiply gathers a word's eight top bits into a byte.
std::uint64_t odd_kinds_of(const Words& w) {
    std::uint64_t odd = 0;
    for (int k = 0; k < 5; ++k) {
        const std::uint64_t top = (w.w[k] & 0x0101010101010101ull) << 7;
        odd |= ((top * 0x0002040810204081ull) >> 56) << (8 * k);
    }
    return odd;
}

}  // namespace

namespace {

// Hot path of wait_mask: Hefei tiles without kongs in a Hefei game, the three 2-8 runs read
// straight from the counts (the same tests as the general path below, in the same order).
std::uint64_t hefei_wait_mask(const std::uint8_t* c, const Words& w, const Ruleset& rules) {
    static const SuitTable& t7 = detail::run_table(7);
    std::array<int, 3> tiles;
    for (int s = 0; s < 3; ++s) tiles[s] = byte_sum(hefei_run(c, s));
    if (tiles[0] + tiles[1] + tiles[2] != 13) return 0;
    const int best_suit = std::max({tiles[0], tiles[1], tiles[2]});
    // Every wait makes some suit one longer: none reaches 8 from 6.
    if (rules.eight_tile_rule && best_suit < 7) return 0;
    std::array<std::uint32_t, 3> code;
    std::array<bool, 3> complete;
    int incomplete = 0;
    int pairs = 0;
    for (int s = 0; s < 3; ++s) {
        code[s] = code7(c + 9 * s + 1);
        complete[s] = t7.is_complete(code[s]);
        incomplete += !complete[s];
        pairs += complete[s] && tiles[s] % 3 == 2;
    }
    std::uint64_t mask = 0;
    for (int x = 0; x < 3 && incomplete <= 1; ++x) {
        if (incomplete == 1 && complete[x]) continue;
        const int pairs_after =
            pairs - (complete[x] && tiles[x] % 3 == 2) + ((tiles[x] + 1) % 3 == 2);
        if (pairs_after != 1) continue;
        if (rules.eight_tile_rule && std::max(best_suit, tiles[x] + 1) < 8) continue;
        mask |= std::uint64_t{t7.completing_ranks(code[x])} << (9 * x + 1);
    }
    if (rules.seven_pairs) {
        const std::uint64_t odd = odd_kinds_of(w);
        if (odd && !(odd & (odd - 1))) {
            const int s = std::countr_zero(odd) / 9;  // a Hefei tile: a suit
            if (!rules.eight_tile_rule || std::max(best_suit, tiles[s] + 1) >= 8) mask |= odd;
        }
    }
    return mask & rules.tiles.bits();
}

}  // namespace

std::uint64_t wait_mask(const Hand& hand, const Ruleset& rules) {
    const Words w(hand.concealed);
    if (hand.kong_count == 0 && use_hefei(hand, w, rules.tiles))
        return hefei_wait_mask(hand.concealed.data(), w, rules);
    Parts p;
    // The waits depend on the tile set: 23m waits on 1m too when 1s exist.
    split(hand, w, use_hefei(hand, w, rules.tiles), p);
    if (hand.kong_count > 4 || p.total != 13 - 3 * hand.kong_count) return 0;
    std::array<bool, 4> complete{};
    for (int i = 0; i < p.n; ++i) complete[i] = p.table[i]->is_complete(p.code[i]);
    const int best_suit = best_suit_of(p);
    std::uint64_t mask = standard_waits(p, complete, best_suit, rules);
    if (rules.seven_pairs && hand.kong_count == 0)
        mask |= seven_pairs_wait(odd_kinds_of(w), p, best_suit, rules);
    // Only tiles of this ruleset that can still be drawn.
    return mask & rules.tiles.bits() & ~p.kong_kinds;
}

std::uint64_t discard_wait_masks(const Hand& hand, const Ruleset& rules,
                                 std::array<std::uint64_t, kNumTileKinds>* out) {
    const Words w(hand.concealed);
    const bool hefei = use_hefei(hand, w, rules.tiles);
    Parts p;
    split(hand, w, hefei, p);
    std::uint64_t ready = 0;
    // A Hefei game with a tile outside the Hefei set (tests only) may change its cut when that
    // tile goes, and a wrong-sized hand has no waits after any discard: one wait_mask each.
    if (hand.kong_count > 4 || p.total != 14 - 3 * hand.kong_count ||
        (!hefei && rules.tiles.bits() == kHefeiBits)) {
        Hand h = hand;
        for (int c = 0; c < kNumTileKinds; ++c) {
            if (!hand.concealed[c]) continue;
            --h.concealed[c];
            const std::uint64_t m = wait_mask(h, rules);
            ++h.concealed[c];
            if (out && m) (*out)[c] = m;
            ready |= std::uint64_t{m != 0} << c;
        }
        return ready;
    }
    // One discard changes one part: recount that part only. A standard wait needs every part
    // but one complete after the discard, so with two other parts incomplete a part's discards
    // can only reach seven pairs: one odd kind left, i.e. none or two odd kinds now.
    std::array<bool, 4> complete{};
    int incomplete = 0;
    for (int i = 0; i < p.n; ++i) {
        complete[i] = p.table[i]->is_complete(p.code[i]);
        incomplete += !complete[i];
    }
    const std::uint64_t odd = odd_kinds_of(w);
    std::uint64_t seven_discards = 0;  // discards that leave exactly one odd kind
    if (rules.seven_pairs && hand.kong_count == 0) {
        const std::uint64_t rest = odd & (odd - 1);
        if (!odd)
            seven_discards = ~std::uint64_t{0};
        else if (rest && !(rest & (rest - 1)))
            seven_discards = odd;
    }
    const std::uint64_t drawable = rules.tiles.bits() & ~p.kong_kinds;
    for (int i = 0; i < p.n; ++i) {
        const int length = p.table[i]->length;
        const int incomplete_others = incomplete - !complete[i];
        const bool standard = incomplete_others <= 1;
        const std::uint64_t sevens =
            seven_discards & (((std::uint64_t{1} << length) - 1) << p.first[i]);
        if (!standard && !sevens) continue;
        const std::uint32_t code = p.code[i];
        const bool was_complete = complete[i];
        // With another part incomplete, this one must be complete after the discard (standard
        // waits need all parts but one complete): only its completing removals qualify.
        // (Seven pairs alone need no table entry: their test reads tile counts only.)
        const unsigned removals = standard ? p.table[i]->completing_removals(code) : 0u;
        const unsigned ranks = incomplete_others == 0 ? (1u << length) - 1 : removals;
        const unsigned candidates =
            (standard ? ranks : 0u) | static_cast<unsigned>(sevens >> p.first[i]);
        --p.tiles[i];
        for (unsigned bits = candidates; bits; bits &= bits - 1) {
            const int r = std::countr_zero(bits);
            const int c = p.first[i] + r;
            if (!hand.concealed[c]) continue;
            p.code[i] = code - kPow5[r];
            complete[i] = (removals >> r) & 1u;
            const bool seven = (sevens >> c) & 1u;
            // (standard_waits finds nothing with two parts incomplete.)
            const bool try_standard = standard && incomplete_others + !complete[i] <= 1;
            if (!try_standard && !seven) continue;
            const int best_suit = best_suit_of(p);
            std::uint64_t m = try_standard ? standard_waits(p, complete, best_suit, rules) : 0;
            if (seven) m |= seven_pairs_wait(odd ^ (std::uint64_t{1} << c), p, best_suit, rules);
            m &= drawable;
            if (out && m) (*out)[c] = m;
            ready |= std::uint64_t{m != 0} << c;
        }
        ++p.tiles[i];
        p.code[i] = code;
        complete[i] = was_complete;
    }
    return ready;
}

std::vector<Wait> waits(const Hand& hand, const Ruleset& rules, const TileCounts& seen) {
    std::vector<Wait> out;
    const std::uint64_t mask = wait_mask(hand, rules);
    for (int c = 0; c < kNumTileKinds; ++c)
        if ((mask >> c) & 1u) out.push_back({Tile::from_code(c), remaining_copies(hand, c, seen)});
    return out;
}

namespace {

// shanten_and_ukeire for a hand of Hefei tiles without kongs in a Hefei game, at most 13 tiles
// (so every distance, drawn tile included, is below 15 and the class tables are exact): the
// other two suits' combined class once per suit, then one class lookup and one table read per
// drawable kind. Seven pairs as in Analysis::improves, memoized per suit and count.
DiscardOption hefei_shanten_and_ukeire(const Hand& hand, const Words& w, const Ruleset& rules,
                                       const TileCounts& seen) {
    static const detail::HefeiClassTables& k = detail::hefei_class_tables();
    const std::uint8_t* c = hand.concealed.data();
    const bool eight = rules.eight_tile_rule;
    const int n = k.n;
    std::array<std::uint32_t, 3> code;
    std::array<unsigned, 3> cls;
    for (int s = 0; s < 3; ++s) {
        code[s] = code7(c + 9 * s + 1);
        cls[s] = k.of(code[s]);
    }
    // Suit t's partners combined, as a row of the final table.
    std::array<const std::uint8_t*, 3> row;
    for (int t = 0; t < 3; ++t) {
        const unsigned x = cls[t == 0 ? 1 : 0] * n + cls[t == 2 ? 1 : 2];
        row[t] = eight ? &k.finish8[std::size_t(k.pair8[x]) * n] : &k.finish[k.pair[x] * n];
    }
    int d = row[2][cls[2]];
    d = d < int(detail::kPackedUnreachable) ? d : kUnreachable;
    const bool sevens = rules.seven_pairs;
    PairSlots slots;
    if (sevens) {
        for (int s = 0; s < 3; ++s) slots.set7(s, hefei_run(c, s));
        d = std::min(d, eight ? seven_pairs_distance(slots, true, d) : seven_pairs_plain(w));
    }
    DiscardOption out;
    out.shanten = to_shanten(d);
    const int target = std::min(d, int(kUnreachable));
    std::array<std::int8_t, 12> seven_memo;
    seven_memo.fill(-1);
    for (int t = 0; t < 3; ++t) {
        for (int r = 0; r < 7; ++r) {
            const int x = 9 * t + 1 + r;
            if (c[x] >= 4) continue;
            const int left = 4 - c[x] - int(seen[x]);
            if (left <= 0) continue;
            bool better = row[t][k.of(code[t] + kPow5[r])] < target;
            if (!better && sevens) {
                std::int8_t& known = seven_memo[4 * t + c[x]];
                if (known < 0) {
                    PairSlots p = slots;
                    p.change(t, c[x], +1);
                    known =
                        static_cast<std::int8_t>(seven_pairs_distance(p, eight, target) < target);
                }
                better = known;
            }
            if (better) out.ukeire += left;
        }
    }
    return out;
}

// A 136-tile hand's four class lookups, kept for ukeire to re-read one kind at a time: each
// kind's base-5 code and class; for a suit t the other two suits' pair class times n (a row of
// `triple`); the three suits' class times nh (a row of `finish`).
struct ClassRead {
    std::array<std::uint32_t, 4> code;
    std::array<unsigned, 4> cls;
    std::array<unsigned, 3> others;
    unsigned suits;
};

inline ClassRead read_classes(const detail::FullClassTables& k, const std::uint8_t* c) {
    ClassRead r;
    for (int s = 0; s < 3; ++s) {
        r.code[s] = code9(c + 9 * s);
        r.cls[s] = k.suit->of[r.code[s]];
    }
    r.code[3] = code7(c + 27);
    r.cls[3] = k.honors->of[r.code[3]];
    for (int t = 0; t < 3; ++t)
        r.others[t] = k.pair[r.cls[t == 0 ? 1 : 0] * k.n + r.cls[t == 2 ? 1 : 2]] * k.n;
    r.suits = k.triple[r.others[2] + r.cls[2]] * k.nh;
    return r;
}

// The same for the 136 tiles without the 8-tile rule (no kongs, at most 13 tiles): suit or
// honors part t's three partners combined once, then one class lookup and two table reads per
// drawable kind.
DiscardOption full_shanten_and_ukeire(const Hand& hand, const Words& w, const Ruleset& rules,
                                      const TileCounts& seen) {
    static const detail::FullClassTables& k = detail::full_class_tables();
    const std::uint8_t* c = hand.concealed.data();
    const int nh = k.nh;
    const auto [code, cls, others, suits] = read_classes(k, c);
    int d = k.finish[suits + cls[3]];
    d = d < int(detail::kPackedUnreachable) ? d : kUnreachable;
    const bool sevens = rules.seven_pairs;
    int z = 0;
    int o = 0;
    if (sevens) {
        constexpr std::uint64_t kOnes = 0x0101010101010101ull;
        std::uint64_t zs = 0;
        std::uint64_t os = 0;
        for (int i = 0; i < 5; ++i) {
            const std::uint64_t x = w.w[i];
            zs += (((x >> 1) | (x >> 2)) & kOnes) + ((x >> 2) & kOnes);
            os += x & kOnes;
        }
        z = byte_sum(zs);
        o = byte_sum(os);
        d = std::min(d, cheapest_pairs(7, z, o));
    }
    DiscardOption out;
    out.shanten = to_shanten(d);
    const int target = std::min(d, int(kUnreachable));
    // Seven pairs after one more tile of a kind held m times: by m alone.
    std::array<bool, 4> seven_better{};
    if (sevens) {
        for (int m = 0; m < 4; ++m) {
            PairSlots p;
            p.z[0] = z;
            p.o[0] = o;
            p.change(0, m, +1);
            seven_better[m] = cheapest_pairs(7, p.z[0], p.o[0]) < target;
        }
    }
    for (std::uint64_t bits = rules.tiles.bits(); bits; bits &= bits - 1) {
        const int x = std::countr_zero(bits);
        if (c[x] >= 4) continue;
        const int left = 4 - c[x] - int(seen[x]);
        if (left <= 0) continue;
        int after;
        if (x >= 27) {
            after = k.finish[suits + k.honors->of[code[3] + kPow5[x - 27]]];
        } else {
            const int t = x / 9;
            const unsigned drawn = k.suit->of[code[t] + kPow5[x - 9 * t]];
            after = k.finish[k.triple[others[t] + drawn] * nh + cls[3]];
        }
        if (after < target || (sevens && seven_better[c[x]])) out.ukeire += left;
    }
    return out;
}

// Rule-aware shanten of a hand one tile short, and its ukeire: each drawable kind is one table
// lookup combined with the other parts' costs, which are combined once per part (by class
// tables for whole hands without kongs, above).
DiscardOption shanten_and_ukeire(const Hand& hand, const Ruleset& rules, const TileCounts& seen) {
    if (hand.kong_count == 0) {
        const Words w(hand.concealed);
        if (words_total(w) <= 13) {
            if (use_hefei(hand, w, rules.tiles))
                return hefei_shanten_and_ukeire(hand, w, rules, seen);
            if (!rules.eight_tile_rule && rules.tiles.bits() == TileSet::handan().bits())
                return full_shanten_and_ukeire(hand, w, rules, seen);
        }
    }
    Analysis a(hand, rules, rules.eight_tile_rule);
    std::array<Rest, 4> rest;
    std::array<Mirror, 4> mirror;
    std::array<bool, 4> have{};
    const int t0 = a.p.n - 1;
    rest[t0] = a.rest(t0);
    mirror[t0] = a.mirror(t0, rest[t0]);
    have[t0] = true;
    int d = a.sets >= 0 ? a.standard(a.v[t0], rest[t0], t0) : kUnreachable;
    if (a.sevens) d = std::min(d, seven_pairs_distance(a.slots, a.eight_rule, d));
    DiscardOption out;
    out.shanten = to_shanten(d);
    // A lower shanten is a distance below this (any reachable one when there is none yet).
    const int target = std::min(d, int(kUnreachable));
    for (std::uint64_t bits = rules.tiles.bits(); bits; bits &= bits - 1) {
        const int c = std::countr_zero(bits);
        if (!can_draw(hand, c)) continue;
        const int left = remaining_copies(hand, c, seen);
        if (!left) continue;
        const int t = c < 27 ? c / 9 : 3;
        if (!have[t]) {
            rest[t] = a.rest(t);
            mirror[t] = a.mirror(t, rest[t]);
            have[t] = true;
        }
        if (a.improves(c, t, rest[t], mirror[t], target)) out.ukeire += left;
    }
    return out;
}

}  // namespace

int ukeire(const Hand& hand, const Ruleset& rules, const TileCounts& seen) {
    return shanten_and_ukeire(hand, rules, seen).ukeire;
}

std::vector<DiscardOption> discard_options(const Hand& hand, const Ruleset& rules,
                                           const TileCounts& seen) {
    std::vector<DiscardOption> out;
    Hand h = hand;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!hand.concealed[c]) continue;
        --h.concealed[c];
        DiscardOption o = shanten_and_ukeire(h, rules, seen);
        o.tile = Tile::from_code(c);
        out.push_back(o);
        ++h.concealed[c];
    }
    std::sort(out.begin(), out.end(), [](const DiscardOption& a, const DiscardOption& b) {
        if (a.shanten != b.shanten) return a.shanten < b.shanten;
        if (a.ukeire != b.ukeire) return a.ukeire > b.ukeire;
        return a.tile.code() < b.tile.code();
    });
    return out;
}

namespace {

// Any hand: one shanten (and ukeire) call per discard.
void discard_analysis_each(const Hand& hand, const Ruleset& rules, const TileCounts& seen,
                           DiscardAnalysis& out, int ukeire_slack) {
    Hand h = hand;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!hand.concealed[c]) continue;
        --h.concealed[c];
        DiscardOption& o = out.option[out.count++];
        o = {Tile::from_code(c), shanten(h, rules), -1};
        out.min_shanten = std::min(out.min_shanten, o.shanten);
        ++h.concealed[c];
    }
    if (ukeire_slack < 0) return;
    TileCounts s = seen;
    for (int i = 0; i < out.count; ++i) {
        DiscardOption& o = out.option[i];
        if (o.shanten > out.min_shanten + ukeire_slack) continue;
        const int c = o.tile.code();
        h.remove(o.tile);
        ++s[c];
        o.ukeire = ukeire(h, rules, s);
        --s[c];
        h.add(o.tile);
    }
}

// seven_pairs_distance for the discard analysis (at most 15 tiles, no honors): the same value,
// but the 8-tile search (4-7 pairs from one suit, the rest from the others) is one table read
// per suit. kEightPairs[z][o][z'][o']: the cheapest split, min over j = 4..7 of
// cheapest_pairs(j, z, o) + cheapest_pairs(7 - j, z', o').
constexpr int kPairZ = 8;
constexpr int kPairO = 8;
constexpr int kPairOthersO = 16;
const auto kEightPairs = [] {
    std::array<std::uint8_t, kPairZ * kPairO * kPairZ * kPairOthersO> g{};
    for (int z = 0; z < kPairZ; ++z)
        for (int o = 0; o < kPairO; ++o)
            for (int zr = 0; zr < kPairZ; ++zr)
                for (int orr = 0; orr < kPairOthersO; ++orr) {
                    int best = kUnreachable;
                    for (int j = 4; j <= 7; ++j)
                        best = std::min(best,
                                        cheapest_pairs(j, z, o) + cheapest_pairs(7 - j, zr, orr));
                    g[((z * kPairO + o) * kPairZ + zr) * kPairOthersO + orr] =
                        static_cast<std::uint8_t>(best);
                }
    return g;
}();

// The seven-pairs distance without the 8-tile rule: a lower bound of the distance with it (a
// split's two sums of cheapest_pairs are at least the sum's), and one tile more lowers either by
// at most 1 (each cheapest_pairs term does; so does their minimum over the splits).
inline int seven_pairs_unconstrained(const PairSlots& s) {
    return cheapest_pairs(7, s.z[0] + s.z[1] + s.z[2] + s.z[3], s.o[0] + s.o[1] + s.o[2] + s.o[3]);
}

// seven_pairs_fast's 8-tile split search (the caller has checked the unconstrained bound).
[[gnu::noinline]] int seven_pairs_eight(const PairSlots& s, int zt, int ot) {
    const auto& z = s.z;
    const auto& o = s.o;
    if (z[3] || o[3] || zt >= kPairZ || ot >= kPairOthersO) return seven_pairs_distance(s, true);
    int best = kUnreachable;
    for (int x = 0; x < kNumSuitedSuits; ++x) {
        // (z[x] ≤ zt < 8 and o[x] ≤ 7: a suit has 7 kinds here.)
        if (o[x] >= kPairO) return seven_pairs_distance(s, true);
        best = std::min(
            best, int(kEightPairs[((z[x] * kPairO + o[x]) * kPairZ + zt - z[x]) * kPairOthersO +
                                  ot - o[x]]));
    }
    return best;
}

// The same as seven_pairs_distance(s, eight_rule, cutoff) for the discard analysis; the cheap
// part inline.
inline int seven_pairs_fast(const PairSlots& s, bool eight_rule, int cutoff = kUnreachable) {
    const int zt = s.z[0] + s.z[1] + s.z[2] + s.z[3];
    const int ot = s.o[0] + s.o[1] + s.o[2] + s.o[3];
    const int unconstrained = cheapest_pairs(7, zt, ot);
    if (!eight_rule || unconstrained >= cutoff) return unconstrained;
    return seven_pairs_eight(s, zt, ot);
}

// A Hefei draw j = 7t + r: its suit t.
constexpr std::array<std::uint8_t, 21> kDrawSuit = {0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1,
                                                    1, 1, 1, 2, 2, 2, 2, 2, 2, 2};

// Hefei tiles without kongs in a Hefei game, 14 tiles: the three 2-8 runs, read by their
// equivalence classes (suit_table.h, as hefei_shanten_and_ukeire). Each suit's two partners are
// combined once into a row of the final table; a discard from suit s then costs one class lookup
// (s's pattern after it) in s's row, and its ukeire one class lookup per draw (into s: s's row;
// into another suit t: the row of s-after-the-discard combined with the third suit, one more
// table read per discard and suit). The tables' 15 means none within 14 tiles, as a packed
// entry's 15 does: a distance below 15 is exact and every distance of such a hand is below 15
// (anything else is redone the slow way).
void hefei_discard_analysis(const Hand& hand, const Ruleset& rules, const TileCounts& seen,
                            DiscardAnalysis& out, int ukeire_slack) {
    static const detail::HefeiClassTables& k = detail::hefei_class_tables();
    const std::uint8_t* c = hand.concealed.data();
    const bool eight_rule = rules.eight_tile_rule;
    const bool sevens = rules.seven_pairs;
    const unsigned n = static_cast<unsigned>(k.n);
    // The final table's row for two suits' classes a (the lower suit) and b.
    auto row_of = [&](unsigned a, unsigned b) -> const std::uint8_t* {
        const unsigned x = a * n + b;
        return eight_rule ? &k.finish8[std::size_t(k.pair8[x]) * n] : &k.finish[k.pair[x] * n];
    };
    std::array<std::uint32_t, 3> code;
    std::array<unsigned, 3> cls;
    PairSlots slots;
    for (int s = 0; s < 3; ++s) {
        code[s] = code7(c + 9 * s + 1);
        cls[s] = k.of(code[s]);
        slots.set(s, hefei_run(c, s));
    }
    const std::array<const std::uint8_t*, 3> rest = {row_of(cls[1], cls[2]), row_of(cls[0], cls[2]),
                                                     row_of(cls[0], cls[1])};
    auto exact = [](int d) { return d < int(detail::kPackedUnreachable) ? d : kUnreachable; };
    std::array<int, kNumTileKinds> dist;
    std::array<unsigned, kNumTileKinds> down;  // the class of the discard's suit after it
    // Seven pairs after a discard depend only on its suit and the count held: the distance with
    // the 8-tile rule is worked out once per suit and count, when the unconstrained bound is
    // below the discard's standard distance (min(d, that) is what seven_pairs_fast with cutoff
    // d gives too). -1: not yet known.
    std::array<int, 12> seven_after;
    seven_after.fill(-1);
    // The kinds held (bit x: kind x, x < 32), so that the loop visits only those (in the same
    // ascending order) without a branch per kind.
    std::uint32_t held_kinds = 0;
#if defined(HAOLAO_SSE2)
    for (int h = 0; h < 2; ++h) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(c + 16 * h));
        const auto none = std::uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128())));
        held_kinds |= (~none & 0xffffu) << (16 * h);
    }
#else
    for (int x = 0; x < 32; ++x) held_kinds |= std::uint32_t{c[x] != 0} << x;
#endif
    // The three suits' held kinds as one 21-bit mask (bit 7s + r: kind 9s + 1 + r), visited in
    // one loop (the same ascending order as suit by suit; one loop exit, not three).
    std::uint32_t held21 = 0;
    for (int s = 0; s < 3; ++s) held21 |= ((held_kinds >> (9 * s + 1)) & 0x7fu) << (7 * s);
    for (std::uint32_t hs = held21; hs; hs &= hs - 1) {
        const int x = std::countr_zero(hs);
        const int s = kDrawSuit[x];
        const int r = x - 7 * s;
        const int kind = 9 * s + 1 + r;
        down[out.count] = k.of(code[s] - kPow5[r]);
        int d = exact(rest[s][down[out.count]]);
        if (sevens) {
            PairSlots after = slots;
            after.change(s, c[kind], -1);
            if (seven_pairs_unconstrained(after) < d) {
                int& sp = seven_after[4 * s + c[kind] - 1];
                if (sp < 0) sp = seven_pairs_fast(after, eight_rule);
                d = std::min(d, sp);
            }
        }
        dist[out.count] = d;
        DiscardOption& o = out.option[out.count++];
        o = {Tile::from_code(kind), to_shanten(d), -1};
        out.min_shanten = std::min(out.min_shanten, o.shanten);
    }
    if (ukeire_slack < 0) return;
    // Each draw into the whole hand: its suit's class (the same after a discard from another
    // suit) and lower bounds for every discard's distance after it, standard and seven pairs
    // (more tiles never take longer: h - d + x holds less than h + x). A draw whose bound does
    // not reach below a discard's distance is not tried for it. Seven pairs depend only on the
    // suit and the count drawn into.
    // The options asked about (bit i: within the slack), found without a branch per option.
    std::uint32_t asked = 0;
    for (int i = 0; i < out.count; ++i)
        asked |= std::uint32_t{out.option[i].shanten <= out.min_shanten + ukeire_slack} << i;
    int cutoff = 0;  // the largest distance asked about: bounds at or above it are all alike
    for (std::uint32_t a = asked; a; a &= a - 1)
        cutoff = std::max(cutoff, dist[std::countr_zero(a)]);
    std::array<unsigned, 21> up;
    // Each draw's bound as a byte (0-14 or kUnreachable), padded with a value no target
    // reaches: std_below below compares all 21 at once.
    alignas(16) std::array<std::int8_t, 32> bound;
    bound.fill(127);
    std::array<int, 12> seven_by_count;
    seven_by_count.fill(-1);
    // One tile more lowers the unconstrained seven-pairs bound by at most 1: when the hand's is
    // above the cutoff, no draw's seven pairs reach below any target (kUnreachable compares
    // the same as a value ≥ cutoff).
    const bool seven_draws = sevens && seven_pairs_unconstrained(slots) <= cutoff;
    for (int t = 0; t < 3; ++t) {
        for (int j = 0; j < 7; ++j) {
            const int x = 7 * t + j;
            const int held = c[9 * t + 1 + j];
            bound[x] = kUnreachable;
            if (held >= 4) continue;
            up[x] = k.of(code[t] + kPow5[j]);
            bound[x] = static_cast<std::int8_t>(exact(rest[t][up[x]]));
        }
    }
    // A draw's seven-pairs bound, worked out when a discard first needs it (once per suit and
    // count drawn into).
    auto seven_bound_of = [&](int x) {
        const int t = kDrawSuit[x];
        const int held = c[9 * t + 1 + (x - 7 * t)];
        if (!seven_draws || held >= 4) return kUnreachable;
        int& sp = seven_by_count[4 * t + held];
        if (sp < 0) {
            PairSlots p = slots;
            p.change(t, held, +1);
            sp = seven_pairs_fast(p, eight_rule, cutoff);
        }
        return sp;
    };
    // Copies of each Hefei kind left to draw (a discarded copy counts as seen: 4 - (c - 1) -
    // (seen + 1) is the same number); ≤ 0 when none, which also covers a kind held 4 times (so
    // drawing back a fourth copy after discarding it never counts). `avail`: the draws with
    // copies left, one bit per Hefei kind (7t + r).
    // (Kept as max(0, that): only the draws in `avail` are ever read.)
    std::array<std::uint8_t, 21> draw_left;
    std::uint32_t avail = 0;
#if defined(HAOLAO_SSE2)
    {
        // All 32 first kinds at once, saturating: 4 - c - seen where positive, else 0.
        alignas(16) std::array<std::uint8_t, 32> left;
        const __m128i four = _mm_set1_epi8(4);
        std::uint32_t none = 0;  // bit x: no copy of kind x left
        for (int h = 0; h < 2; ++h) {
            const __m128i held = _mm_loadu_si128(reinterpret_cast<const __m128i*>(c + 16 * h));
            const __m128i sn =
                _mm_loadu_si128(reinterpret_cast<const __m128i*>(seen.data() + 16 * h));
            const __m128i l = _mm_subs_epu8(four, _mm_adds_epu8(held, sn));
            _mm_store_si128(reinterpret_cast<__m128i*>(left.data() + 16 * h), l);
            none |= std::uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(l, _mm_setzero_si128())))
                    << (16 * h);
        }
        for (int t = 0; t < 3; ++t) {
            std::memcpy(draw_left.data() + 7 * t, left.data() + 9 * t + 1, 7);
            avail |= ((~none >> (9 * t + 1)) & 0x7fu) << (7 * t);
        }
    }
#else
    for (int t = 0; t < 3; ++t)
        for (int r = 0; r < 7; ++r) {
            const int x = 9 * t + 1 + r;
            const int left = 4 - int(c[x]) - int(seen[x]);
            draw_left[7 * t + r] = static_cast<std::uint8_t>(std::max(0, left));
            avail |= std::uint32_t{left > 0} << (7 * t + r);
        }
#endif
    // Per target, the draws whose standard bound and whose seven-pairs bound reach below it
    // (bit `target` of `targets_known` once worked out).
    std::array<std::uint32_t, 16> std_below;
    std::array<std::uint32_t, 16> seven_below;
    std::uint32_t targets_known = 0;
    std::uint32_t seven_targets_known = 0;
    for (std::uint32_t a = asked; a; a &= a - 1) {
        const int i = std::countr_zero(a);
        DiscardOption& o = out.option[i];
        const int kind = o.tile.code();
        const int s = kind / 9;
        const int rk = kind - 9 * s - 1;
        const int target = dist[i];
        if (target >= int(detail::kPackedUnreachable)) {  // not expected: the slow way
            Hand h = hand;
            h.remove(o.tile);
            TileCounts sn = seen;
            ++sn[kind];
            o.ukeire = ukeire(h, rules, sn);
            continue;
        }
        const std::uint32_t after = code[s] - kPow5[rk];
        PairSlots pairs = slots;
        if (sevens) pairs.change(s, c[kind], -1);
        // The same bound after the discard: above the target, no draw's seven pairs reach
        // below it.
        const bool seven_here = sevens && seven_pairs_unconstrained(pairs) <= target;
        std::array<std::int8_t, 12> seven_memo;  // per suit and count drawn into; -1 unknown
        seven_memo.fill(-1);
        if (!((targets_known >> target) & 1u)) {
            targets_known |= 1u << target;
#if defined(HAOLAO_SSE2)
            const __m128i t = _mm_set1_epi8(static_cast<char>(target));  // (target < 15)
            const __m128i lo = _mm_load_si128(reinterpret_cast<const __m128i*>(bound.data()));
            const __m128i hi = _mm_load_si128(reinterpret_cast<const __m128i*>(bound.data() + 16));
            const std::uint32_t sb = std::uint32_t(_mm_movemask_epi8(_mm_cmpgt_epi8(t, lo))) |
                                     std::uint32_t(_mm_movemask_epi8(_mm_cmpgt_epi8(t, hi))) << 16;
#else
            std::uint32_t sb = 0;
            for (int x = 0; x < 21; ++x) sb |= std::uint32_t{bound[x] < target} << x;
#endif
            std_below[target] = sb;
        }
        if (seven_here && !((seven_targets_known >> target) & 1u)) {
            seven_targets_known |= 1u << target;
            std::uint32_t vb = 0;
            if (seven_draws)
                for (int x = 0; x < 21; ++x) vb |= std::uint32_t{seven_bound_of(x) < target} << x;
            seven_below[target] = vb;
        }
        const std::uint32_t std_draws = std_below[target] & avail;
        const std::uint32_t seven_draws_here = seven_here ? seven_below[target] & avail : 0;
        // Seven pairs after drawing j reach below the target (memo per suit and count).
        auto seven_better = [&](int j) {
            const int t = kDrawSuit[j];
            const int x = 9 * t + 1 + (j - 7 * t);
            const int held = c[x] - (x == kind);
            std::int8_t& known = seven_memo[4 * t + held];
            if (known < 0) {
                PairSlots p = pairs;
                p.change(t, held, +1);
                known = static_cast<std::int8_t>(seven_pairs_fast(p, eight_rule, target) < target);
            }
            return known != 0;
        };
        // The row a draw into suit t reads: s's own for t = s, else s after the discard
        // combined with the third suit (lower suit first), made once per suit drawn into.
        // Suit by suit, the standard test without a branch (a draw either reaches below the
        // target or not: an unpredictable branch); the draws it misses are then tried for seven
        // pairs. The same sum: each counted draw adds its copies once.
        int u = 0;
        std::uint32_t missed = 0;
        {
            const std::uint32_t own = std_draws & (0x7fu << (7 * s));
            const int base = 7 * s;
            for (std::uint32_t draws = own; draws; draws &= draws - 1) {
                const int j = std::countr_zero(draws);
                const bool hit = rest[s][k.of(after + kPow5[j - base])] < target;
                u += draw_left[j] & -int(hit);  // (a mask: no branch)
                missed |= std::uint32_t{!hit} << j;
            }
        }
        // The other two suits (the sum is the same in any order) in one loop over their draws:
        // each reads the row of s-after-the-discard combined with the third suit, both rows
        // made first (one loop whose trip count follows the hand instead of a test and a loop
        // per suit).
        std::array<const std::uint8_t*, 3> row_by_suit;
        for (const int t : {s == 0 ? 1 : 0, s == 2 ? 1 : 2}) {
            const int third = 3 - s - t;
            row_by_suit[t] = s < third ? row_of(down[i], cls[third]) : row_of(cls[third], down[i]);
        }
        for (std::uint32_t draws = std_draws & ~(0x7fu << (7 * s)); draws; draws &= draws - 1) {
            const int j = std::countr_zero(draws);
            const bool hit = row_by_suit[kDrawSuit[j]][up[j]] < target;
            u += draw_left[j] & -int(hit);  // (a mask: no branch)
            missed |= std::uint32_t{!hit} << j;
        }
        for (std::uint32_t draws = seven_draws_here & (missed | ~std_draws); draws;
             draws &= draws - 1) {
            const int j = std::countr_zero(draws);
            u += draw_left[j] & -int(seven_better(j));
        }
        o.ukeire = u;
    }
}

}  // namespace

void discard_analysis(const Hand& hand, const Ruleset& rules, const TileCounts& seen,
                      DiscardAnalysis& out, int ukeire_slack) {
    out.count = 0;
    out.min_shanten = kNoShanten;
    if (hand.kong_count == 0 && hand.concealed_count() == 14) {
        const Words w(hand.concealed);
        if (use_hefei(hand, w, rules.tiles)) {
            hefei_discard_analysis(hand, rules, seen, out, ukeire_slack);
            return;
        }
    }
    discard_analysis_each(hand, rules, seen, out, ukeire_slack);
}

namespace {

// A suit of the 136 tiles (c: its nine counts) with the ranks in `blocked` (bit r: rank r + 1)
// taking no tile: the runs between them, each read from its own table and combined. Raw costs
// (15 and sums of it mean unreachable, as raw_costs).
CostVector blocked_suit_costs(const std::uint8_t* c, unsigned blocked) {
    CostVector acc = identity_costs();
    bool first = true;
    int r = 0;
    while (r < 9) {
        if ((blocked >> r) & 1u) {
            ++r;
            continue;
        }
        const int start = r;
        while (r < 9 && !((blocked >> r) & 1u)) ++r;
        const int n = r - start;
        const CostVector v = raw_costs(detail::run_table(n).packed(code_of(c + start, n)));
        acc = first ? v : conv_fixed<4>(acc, v);
        first = false;
    }
    return acc;
}

// finish_packed for a cost vector (raw or capped): below 15 exact, else kUnreachable.
inline int finish_costs(const CostVector& v, const Mirror& m) {
#if defined(HAOLAO_SSE2)
    __m128i x = _mm_adds_epu8(simd::load(v), m.v);
    x = _mm_min_epu8(x, _mm_srli_si128(x, 8));
    x = _mm_min_epu8(x, _mm_srli_si128(x, 4));
    x = _mm_min_epu8(x, _mm_srli_si128(x, 2));
    x = _mm_min_epu8(x, _mm_srli_si128(x, 1));
    const int best = _mm_cvtsi128_si32(x) & 0xff;
#else
    int best = kUnreachable;
    for (int j = 0; j < kCostSlots; ++j) best = std::min(best, v[j] + m[j]);
#endif
    return best < int(detail::kPackedUnreachable) ? best : kUnreachable;
}

// The four parts of a 136-tile hand with blocked suits, as raw cost vectors, and each part's
// partners combined (three suits and the honors: two pairs combined once, 6 convolutions).
struct MeldedParts {
    std::array<std::uint32_t, 4> code{};
    std::array<unsigned, 3> blocked{};  // per suit, bit r: rank r + 1
    std::array<CostVector, 4> v{};
    CostVector v01, v23;

    MeldedParts(const std::uint8_t* c, std::uint64_t blocked_kinds) {
        static const SuitTable& t9 = detail::run_table(9);
        static const SuitTable& th = detail::honor_table();
        for (int s = 0; s < 3; ++s) {
            code[s] = code9(c + 9 * s);
            blocked[s] = static_cast<unsigned>(blocked_kinds >> (9 * s)) & 0x1ffu;
            v[s] = blocked[s] ? blocked_suit_costs(c + 9 * s, blocked[s])
                              : raw_costs(t9.packed(code[s]));
        }
        code[3] = code7(c + 27);
        v[3] = raw_costs(th.packed(code[3]));
        v01 = conv_fixed<4>(v[0], v[1]);
    }

    // Part t's partners combined (call pairs() first for t = 0, 1).
    CostVector rest_costs(int t) const {
        switch (t) {
            case 0:
                return conv_fixed<4>(v[1], v23);
            case 1:
                return conv_fixed<4>(v[0], v23);
            case 2:
                return conv_fixed<4>(v01, v[3]);
            default:
                return conv_fixed<4>(v01, v[2]);
        }
    }
    void pairs() { v23 = conv_fixed<4>(v[2], v[3]); }

    static Mirror mirror(const CostVector& rest, int sets) {
        Rest r;
        r.all = rest;
        return make_mirror(mirrored(r, 0, 0, sets, false));
    }
};

// melded_shanten_and_ukeire without blocked ranks (at most 13 tiles): as
// full_shanten_and_ukeire, with the final table for `sets` and no seven pairs.
DiscardOption melded_class_ukeire(const std::uint8_t* c, int sets, const TileCounts& out_of_hand,
                                  std::uint64_t drawable) {
    static const detail::FullClassTables& k = detail::full_class_tables();
    const std::uint8_t* fin = k.finish_sets[sets].data();
    const int nh = k.nh;
    const auto [code, cls, others, suits] = read_classes(k, c);
    int d = fin[suits + cls[3]];
    d = d < int(detail::kPackedUnreachable) ? d : kUnreachable;
    DiscardOption out;
    out.shanten = to_shanten(d);
    const int target = std::min(d, int(kUnreachable));
    for (std::uint64_t bits = drawable; bits; bits &= bits - 1) {
        const int x = std::countr_zero(bits);
        const int left = 4 - c[x] - int(out_of_hand[x]);
        if (left <= 0 || c[x] >= 4) continue;
        int after;
        if (x >= 27) {
            after = fin[suits + k.honors->of[code[3] + kPow5[x - 27]]];
        } else {
            const int t = x / 9;
            const unsigned drawn = k.suit->of[code[t] + kPow5[x - 9 * t]];
            after = fin[k.triple[others[t] + drawn] * nh + cls[3]];
        }
        if (after < target) out.ukeire += left;
    }
    return out;
}

}  // namespace

namespace detail {

int melded_shanten(const TileCounts& counts, int sets, std::uint64_t blocked) {
    const std::uint8_t* c = counts.data();
    if (sets < 0 || sets > kMaxSets) return kNoShanten;
    if (!blocked) {
        static const FullClassTables& k = full_class_tables();
        const unsigned ab = k.pair[k.suit->of[code9(c)] * k.n + k.suit->of[code9(c + 9)]];
        const unsigned abc = k.triple[ab * k.n + k.suit->of[code9(c + 18)]];
        const int d = k.finish_sets[sets][abc * k.nh + k.honors->of[code7(c + 27)]];
        return to_shanten(d < int(kPackedUnreachable) ? d : kUnreachable);
    }
    const unsigned b0 = static_cast<unsigned>(blocked) & 0x1ffu;
    const unsigned b1 = static_cast<unsigned>(blocked >> 9) & 0x1ffu;
    const unsigned b2 = static_cast<unsigned>(blocked >> 18) & 0x1ffu;
    if ((b0 != 0) + (b1 != 0) + (b2 != 0) == 1) {
        // One suit t cut: the other two suits and the honors combined by class, then t's runs.
        static const FullClassTables& k = full_class_tables();
        const int t = b0 ? 0 : b1 ? 1 : 2;
        const int x = t == 0 ? 1 : 0;
        const int y = t == 2 ? 1 : 2;
        const unsigned xy =
            k.pair[k.suit->of[code9(c + 9 * x)] * k.n + k.suit->of[code9(c + 9 * y)]];
        const CostVector rest = raw_costs(k.pair_honors[xy * k.nh + k.honors->of[code7(c + 27)]]);
        const CostVector vt = blocked_suit_costs(c + 9 * t, b0 | b1 | b2);
        int best = kUnreachable;
        for (int j = 0; j <= 2 * sets + 1; ++j)
            best = std::min(best, vt[j] + rest[2 * sets + 1 - j]);
        return to_shanten(best < int(kPackedUnreachable) ? best : kUnreachable);
    }
    const MeldedParts p(c, blocked);
    return to_shanten(finish_costs(p.v[3], MeldedParts::mirror(p.rest_costs(3), sets)));
}

DiscardOption melded_shanten_and_ukeire(const TileCounts& counts, int sets, std::uint64_t blocked,
                                        const TileCounts& out_of_hand, std::uint64_t drawable) {
    const std::uint8_t* c = counts.data();
    if (sets < 0 || sets > kMaxSets) return {Tile{}, kNoShanten, 0};
    if (!blocked) return melded_class_ukeire(c, sets, out_of_hand, drawable);
    static const SuitTable& t9 = run_table(9);
    static const SuitTable& th = honor_table();
    MeldedParts p(c, blocked);
    p.pairs();
    std::array<CostVector, 4> rest;
    for (int t = 0; t < 4; ++t) rest[t] = p.rest_costs(t);
    const int d = finish_costs(p.v[3], MeldedParts::mirror(rest[3], sets));
    DiscardOption out;
    out.shanten = to_shanten(d);
    const int target = std::min(d, int(kUnreachable));
    std::uint64_t draws = drawable & ~blocked;
    for (int t = 0; t < 4; ++t) {
        const int first = 9 * t;
        const int len = t < 3 ? 9 : 7;
        std::uint64_t mine = (draws >> first) & ((1u << len) - 1);
        // Kinds with copies left (a kind held four times has none).
        for (std::uint64_t bits = mine; bits; bits &= bits - 1) {
            const int x = first + std::countr_zero(bits);
            if (4 - c[x] - int(out_of_hand[x]) <= 0 || c[x] >= 4)
                mine &= ~(std::uint64_t{1} << (x - first));
        }
        if (!mine) continue;
        if (t == 3 || !p.blocked[t]) {
            const Mirror m = MeldedParts::mirror(rest[t], sets);
            const SuitTable& table = t == 3 ? th : t9;
            for (; mine; mine &= mine - 1) {
                const int r = std::countr_zero(mine);
                const int x = first + r;
                if (finish_packed(table.packed(p.code[t] + kPow5[r]), m) < target)
                    out.ukeire += 4 - c[x] - int(out_of_hand[x]);
            }
            continue;
        }
        // A blocked suit: its runs between blocked ranks. A draw changes one run: the others
        // and the rest of the hand are combined once per run, then one packed lookup per draw.
        const unsigned bl = p.blocked[t];
        std::array<int, 5> start{}, length{};
        std::array<CostVector, 5> rv;
        int runs = 0;
        for (int r = 0; r < 9;) {
            if ((bl >> r) & 1u) {
                ++r;
                continue;
            }
            start[runs] = r;
            while (r < 9 && !((bl >> r) & 1u)) ++r;
            length[runs] = r - start[runs];
            rv[runs] = raw_costs(
                run_table(length[runs]).packed(code_of(c + first + start[runs], length[runs])));
            ++runs;
        }
        for (int i = 0; i < runs; ++i) {
            const unsigned span = ((1u << length[i]) - 1) << start[i];
            unsigned in = static_cast<unsigned>(mine) & span;
            if (!in) continue;
            CostVector others = rest[t];
            for (int j = 0; j < runs; ++j)
                if (j != i) others = conv_fixed<4>(others, rv[j]);
            const Mirror m = MeldedParts::mirror(others, sets);
            const SuitTable& table = run_table(length[i]);
            const std::uint32_t code = code_of(c + first + start[i], length[i]);
            for (; in; in &= in - 1) {
                const int r = std::countr_zero(in);
                const int x = first + r;
                if (finish_packed(table.packed(code + kPow5[r - start[i]]), m) < target)
                    out.ukeire += 4 - c[x] - int(out_of_hand[x]);
            }
        }
    }
    return out;
}

}  // namespace detail

}  // namespace haolao
