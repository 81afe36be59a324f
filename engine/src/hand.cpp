// Hand analysis (RULES.md §1.6-§1.7), table-driven (see suit_table.h).
//
// A hand is cut into parts, one table lookup each: the three suits (ranks 2-8 when the hand and
// the ruleset hold only Hefei tiles, else 1-9) and, for a full tile set, the honors. A declared
// kong's rank can take no more tiles, so a part holding a kong is cut at that rank into shorter
// runs (slower path, kong hands only).
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <vector>

#include "haolao/hand.h"
#include "suit_table.h"

namespace haolao {

namespace {

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
inline std::uint32_t code7(const std::uint8_t* c) {
    return c[0] + 5 * (c[1] + 5 * (c[2] + 5 * (c[3] + 5 * (c[4] + 5 * (c[5] + 5u * c[6])))));
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
            std::uint64_t x;
            std::memcpy(&x, c + 9 * s + 1, 8);
            p.table[s] = &t7;
            p.code[s] = code7(c + 9 * s + 1);
            p.tiles[s] = byte_sum(x & 0x00ffffffffffffffull);
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

// Min-plus convolution of two parts' costs, up to `Sets` sets (fixed so the loops unroll).
template <int Sets>
inline CostVector conv_fixed(const CostVector& a, const CostVector& b) {
    CostVector out;
    out.fill(kUnreachable);
    for (int k = 0; k <= Sets; ++k) {
        int p0 = kUnreachable, p1 = kUnreachable;
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

const CostVector& part_costs(const Hand& hand, const Parts& p, int part, CostVector& scratch) {
    if (p.kong_tiles[part]) {
        scratch = blocked_costs(hand, p, part);
        return scratch;
    }
    return p.table[part]->costs(p.code[part]);
}

// Tiles to add for `Sets` sets + a pair, over the parts (fewest first).
template <int Sets>
int standard_distance_fixed(const std::array<const CostVector*, 4>& v, int n) {
    CostVector acc = conv_fixed<Sets>(*v[0], *v[1]);
    if (n == 4) acc = conv_fixed<Sets>(acc, *v[2]);
    const CostVector& last = *v[n - 1];
    int best = kUnreachable;
    for (int k = 0; k <= Sets; ++k) {
        best = std::min(best, acc[2 * k] + last[2 * (Sets - k) + 1]);
        best = std::min(best, acc[2 * k + 1] + last[2 * (Sets - k)]);
    }
    return best;
}

int standard_distance(const std::array<const CostVector*, 4>& v, int n, int sets) {
    switch (sets) {
        case 0:
            return standard_distance_fixed<0>(v, n);
        case 1:
            return standard_distance_fixed<1>(v, n);
        case 2:
            return standard_distance_fixed<2>(v, n);
        case 3:
            return standard_distance_fixed<3>(v, n);
        default:
            return standard_distance_fixed<4>(v, n);
    }
}

// The same, over final hands where some suit holds ≥ 8 tiles, kongs included.
int standard_distance_eight(const std::array<const CostVector*, 4>& v, const Parts& p, int sets) {
    for (int s = 0; s < kNumSuitedSuits; ++s)
        if (p.kong_tiles[s] >= 8) return standard_distance(v, p.n, sets);
    int best = kUnreachable;
    for (int x = 0; x < kNumSuitedSuits; ++x) {
        // The other parts combined.
        std::array<const CostVector*, 4> o{};
        int m = 0;
        for (int i = 0; i < p.n; ++i)
            if (i != x) o[m++] = v[i];
        CostVector rest = conv(*o[0], *o[1], sets);
        if (m == 3) rest = conv(rest, *o[2], sets);
        const CostVector& vx = *v[x];
        for (int k = 0; k <= sets; ++k) {
            for (int pair = 0; pair < 2; ++pair) {
                if (3 * k + 2 * pair + p.kong_tiles[x] < 8) continue;
                best = std::min(best, vx[2 * k + pair] + rest[2 * (sets - k) + 1 - pair]);
            }
        }
    }
    return best;
}

// The cheapest n pair slots from a pool with z free slots, o one-tile slots and enough two-tile
// ones (a kind held 0-4 times gives its first and second pair for 2/0/0/0/0 and 2/2/2/1/0).
inline int cheapest_pairs(int n, int z, int o) {
    if (n <= z) return 0;
    if (n - z <= o) return n - z;
    return o + 2 * (n - z - o);
}

// Seven pairs: tiles to add; four identical tiles are two pairs.
int seven_pairs_distance(const Hand& hand, const Parts& p, bool eight_rule) {
    if (hand.kong_count) return kUnreachable;
    // Per part: z = kinds held ≥ 2 plus kinds held 4 (free pair slots), o = odd kinds.
    std::array<int, 4> z{}, o{};
    const std::uint8_t* c = hand.concealed.data();
    for (int part = 0; part < p.n; ++part) {
        const int len = part == 3 ? 7 : p.table[part]->length;
        std::uint64_t x = 0;
        std::memcpy(&x, c + p.first[part], std::min(len, 8));
        constexpr std::uint64_t kOnes = 0x0101010101010101ull;
        z[part] = std::popcount(((x >> 1) | (x >> 2)) & kOnes) + std::popcount((x >> 2) & kOnes);
        o[part] = std::popcount(x & kOnes);
        if (len == 9) {
            const int n = c[p.first[part] + 8];
            z[part] += (n >= 2) + (n == 4);
            o[part] += n & 1;
        }
    }
    const int zt = z[0] + z[1] + z[2] + z[3], ot = o[0] + o[1] + o[2] + o[3];
    if (!eight_rule) return cheapest_pairs(7, zt, ot);
    int best = kUnreachable;
    for (int x = 0; x < kNumSuitedSuits; ++x)
        for (int j = 4; j <= 7; ++j)
            best = std::min(
                best, cheapest_pairs(j, z[x], o[x]) + cheapest_pairs(7 - j, zt - z[x], ot - o[x]));
    return best;
}

int to_shanten(int distance) {
    return distance >= kUnreachable ? kNoShanten : distance - 1;
}

int standard_distance_of(const Hand& hand, const Parts& p, bool eight_rule) {
    if (hand.kong_count > 4) return kUnreachable;
    std::array<CostVector, 4> scratch;
    std::array<const CostVector*, 4> v{};
    for (int i = 0; i < p.n; ++i) v[i] = &part_costs(hand, p, i, scratch[i]);
    const int sets = 4 - hand.kong_count;
    return eight_rule ? standard_distance_eight(v, p, sets) : standard_distance(v, p.n, sets);
}

int distance(const Hand& hand, const Ruleset& rules, bool eight_rule) {
    const Words w(hand.concealed);
    Parts p;
    split(hand, w, use_hefei(hand, w, rules.tiles), p);
    int d = standard_distance_of(hand, p, eight_rule);
    if (rules.seven_pairs) d = std::min(d, seven_pairs_distance(hand, p, eight_rule));
    return d;
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
        for (int s = 0; s < 3; ++s) {
            std::uint64_t x;
            std::memcpy(&x, c + 9 * s + 1, 8);
            n[s] = byte_sum(x & 0x00ffffffffffffffull);
        }
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

std::uint64_t wait_mask(const Hand& hand, const Ruleset& rules) {
    const Words w(hand.concealed);
    Parts p;
    // The waits depend on the tile set: 23m waits on 1m too when 1s exist.
    split(hand, w, use_hefei(hand, w, rules.tiles), p);
    if (hand.kong_count > 4 || p.total != 13 - 3 * hand.kong_count) return 0;
    std::uint64_t mask = 0;

    // Standard: the tile goes to one part; every other part must already be complete. A kong's
    // rank holds no concealed tile, so the plain tables are right here; adding that rank is
    // masked out below.
    std::array<bool, 4> complete{};
    int incomplete = 0, pairs = 0;
    for (int i = 0; i < p.n; ++i) {
        complete[i] = p.table[i]->is_complete(p.code[i]);
        incomplete += !complete[i];
        pairs += complete[i] && p.tiles[i] % 3 == 2;
    }
    const int best_suit = std::max({p.suit_tiles(0), p.suit_tiles(1), p.suit_tiles(2)});
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

    // Seven pairs: one odd kind, its pair completes.
    if (rules.seven_pairs && hand.kong_count == 0) {
        int odd = -1, odds = 0;
        for (int c = 0; c < kNumTileKinds; ++c)
            if (hand.concealed[c] & 1) odd = c, ++odds;
        if (odds == 1) {
            const int s = odd / 9;
            const bool eight = !rules.eight_tile_rule ||
                               (s < 3 ? std::max(best_suit, p.suit_tiles(s) + 1) : best_suit) >= 8;
            if (eight) mask |= std::uint64_t{1} << odd;
        }
    }

    // Only tiles of this ruleset that can still be drawn.
    mask &= rules.tiles.bits() & ~p.kong_kinds;
    return mask;
}

std::vector<Wait> waits(const Hand& hand, const Ruleset& rules, const TileCounts& seen) {
    std::vector<Wait> out;
    const std::uint64_t mask = wait_mask(hand, rules);
    for (int c = 0; c < kNumTileKinds; ++c)
        if ((mask >> c) & 1u) out.push_back({Tile::from_code(c), remaining_copies(hand, c, seen)});
    return out;
}

int ukeire(const Hand& hand, const Ruleset& rules, const TileCounts& seen) {
    const int now = shanten(hand, rules);
    int n = 0;
    Hand h = hand;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!rules.tiles.contains(Tile::from_code(c)) || !can_draw(hand, c)) continue;
        const int left = remaining_copies(hand, c, seen);
        if (!left) continue;
        ++h.concealed[c];
        if (shanten(h, rules) < now) n += left;
        --h.concealed[c];
    }
    return n;
}

std::vector<DiscardOption> discard_options(const Hand& hand, const Ruleset& rules,
                                           const TileCounts& seen) {
    std::vector<DiscardOption> out;
    Hand h = hand;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!hand.concealed[c]) continue;
        --h.concealed[c];
        out.push_back({Tile::from_code(c), shanten(h, rules), ukeire(h, rules, seen)});
        ++h.concealed[c];
    }
    std::sort(out.begin(), out.end(), [](const DiscardOption& a, const DiscardOption& b) {
        if (a.shanten != b.shanten) return a.shanten < b.shanten;
        if (a.ukeire != b.ukeire) return a.ukeire > b.ukeire;
        return a.tile.code() < b.tile.code();
    });
    return out;
}

}  // namespace haolao
