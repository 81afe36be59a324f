// SPDX-License-Identifier: GPL-3.0-or-later
// Melds and the analysis of hands that hold them (RULES.md §3), on top of hand.h.
#include "haolao/meld.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "hand_melded.h"
#include "quote.h"
#include "suit_table.h"

namespace haolao {

namespace {

constexpr std::array<std::string_view, kNumMeldTypes> kMeldTypeIds = {
    "pong", "exposed_kong", "added_kong", "concealed_kong"};

constexpr int kFirstHonor = 27;

using detail::quoted;

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

// No concealed tile of `code`'s suit within two ranks of it (the kind itself included): a kong
// there blocks nothing any chow, pair or set of the concealed tiles could use.
bool isolated(const TileCounts& concealed, int code) {
    if (code >= kFirstHonor) return concealed[code] == 0;
    const int suit = code / 9;
    const int rank = code % 9;
    for (int r = std::max(0, rank - 2); r <= std::min(8, rank + 2); ++r)
        if (concealed[9 * suit + r]) return false;
    return true;
}

// The stand-in kind for a pong of `tile` (meld.h): its own honor, a free honor, or an isolated
// suited kind, never one already used as a kong. Some kind always qualifies: with p pongs the
// hand holds at most 14 - 3p concealed tiles, so either an honor is free or a suit holds at most
// one tile, which leaves a rank of it with none within two.
int stand_in(const TileCounts& concealed, Tile tile, std::uint64_t used) {
    auto free = [&](int code) { return !((used >> code) & 1u) && isolated(concealed, code); };
    if (tile.is_honor() && free(tile.code())) return tile.code();
    for (int c = kFirstHonor; c < kNumTileKinds; ++c)
        if (free(c)) return c;
    if (free(tile.code())) return tile.code();
    for (int c = 0; c < kFirstHonor; ++c)
        if (free(c)) return c;
    throw std::logic_error("no stand-in kind for a pong of " + tile.str());
}

}  // namespace

std::string_view meld_type_id(MeldType type) {
    return kMeldTypeIds[static_cast<int>(type)];
}

std::optional<MeldType> meld_type_from_id(std::string_view id) {
    for (int i = 0; i < kNumMeldTypes; ++i)
        if (kMeldTypeIds[i] == id) return static_cast<MeldType>(i);
    return std::nullopt;
}

Meld parse_meld(std::string_view type_id, std::string_view tile, TileSet allowed,
                std::optional<Seat> from) {
    const auto type = meld_type_from_id(type_id);
    if (!type) {
        throw MeldParseError("unknown meld type " + quoted(type_id) +
                             " (expected pong, exposed_kong, added_kong or concealed_kong)");
    }
    Meld m;
    m.type = *type;
    try {
        m.tile = parse_tile(tile, allowed);
    } catch (const TileParseError& e) {
        throw MeldParseError(std::string(type_id) + " tile: " + e.what());
    }
    if (from) m.from = *from;
    return m;
}

std::vector<Meld> parse_meld_list(std::string_view text, TileSet allowed) {
    std::vector<Meld> out;
    if (trimmed(text).empty()) return out;
    std::string_view rest = text;
    while (true) {
        const auto comma = rest.find(',');
        const std::string_view item = trimmed(rest.substr(0, comma));
        const auto colon = item.find(':');
        if (colon == std::string_view::npos) {
            throw MeldParseError("meld " + quoted(item) +
                                 " is not type:tile (e.g. \"pong:5z\" or \"exposed_kong:3m@W\")");
        }
        std::string_view tile = item.substr(colon + 1);
        std::optional<Seat> from;
        if (const auto at = tile.find('@'); at != std::string_view::npos) {
            const std::string_view seat = tile.substr(at + 1);
            from = parse_seat(seat);
            if (!from) {
                throw MeldParseError("meld " + quoted(item) + ": bad seat " + quoted(seat) +
                                     " after '@' (expected E, S, W or N)");
            }
            tile = tile.substr(0, at);
        }
        out.push_back(parse_meld(item.substr(0, colon), tile, allowed, from));
        if (comma == std::string_view::npos) break;
        rest.remove_prefix(comma + 1);
    }
    return out;
}

std::string meld_json(const Meld& meld) {
    return R"({"type":")" + std::string(meld_type_id(meld.type)) + R"(","tile":")" +
           meld.tile.str() + R"(","from":")" + std::string(1, seat_letter(meld.from)) + "\"}";
}

std::string format_meld(const Meld& meld) {
    return std::string(meld_type_id(meld.type)) + ":" + meld.tile.str() + "@" +
           std::string(1, seat_letter(meld.from));
}

TileCounts MeldedHand::meld_counts() const {
    TileCounts c{};
    for (int i = 0; i < meld_count; ++i)
        c[melds[i].tile.code()] += static_cast<std::uint8_t>(meld_tiles(melds[i].type));
    return c;
}

TileCounts MeldedHand::all_counts() const {
    TileCounts c = meld_counts();
    for (int i = 0; i < kNumTileKinds; ++i) c[i] += concealed[i];
    return c;
}

std::optional<std::string> melded_hand_problem(const MeldedHand& hand, TileSet allowed,
                                               bool complete, std::optional<Tile> extra) {
    if (hand.meld_count > 4) return std::to_string(hand.meld_count) + " melds (at most 4)";
    for (int i = 0; i < hand.meld_count; ++i) {
        const Tile t = hand.melds[i].tile;
        if (t.code() >= kNumTileKinds || !allowed.contains(t))
            return "meld tile " + t.str() + " is not in this ruleset's tile set";
        for (int j = 0; j < i; ++j)
            if (hand.melds[j].tile == t) return "two melds of " + t.str();
    }
    TileCounts all = hand.all_counts();
    if (extra) {
        if (extra->code() >= kNumTileKinds || !allowed.contains(*extra))
            return "tile " + extra->str() + " is not in this ruleset's tile set";
        ++all[extra->code()];
    }
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (hand.concealed[c] && !allowed.contains(Tile::from_code(c)))
            return "tile " + Tile::from_code(c).str() + " is not in this ruleset's tile set";
        if (all[c] > 4) {
            return std::to_string(all[c]) + " copies of " + Tile::from_code(c).str() +
                   " across the concealed tiles and melds (at most 4)";
        }
    }
    const int expected = (complete ? 14 : 13) - 3 * hand.meld_count;
    const int have = hand.concealed_count() + (extra ? 1 : 0);
    if (have != expected) {
        return std::to_string(have) + " concealed tiles; with " + std::to_string(hand.meld_count) +
               (hand.meld_count == 1 ? " meld" : " melds") + " a " +
               (complete ? "complete" : "waiting") + " hand has " + std::to_string(expected);
    }
    return std::nullopt;
}

Hand analysis_hand(const MeldedHand& hand) {
    Hand h;
    h.concealed = hand.concealed;
    std::uint64_t used = 0;
    for (int i = 0; i < hand.meld_count; ++i) {
        if (!is_kong(hand.melds[i].type)) continue;
        h.kongs[h.kong_count++] = hand.melds[i].tile;
        used |= std::uint64_t{1} << hand.melds[i].tile.code();
    }
    for (int i = 0; i < hand.meld_count; ++i) {
        if (is_kong(hand.melds[i].type)) continue;
        const int code = stand_in(hand.concealed, hand.melds[i].tile, used);
        h.kongs[h.kong_count++] = Tile::from_code(code);
        used |= std::uint64_t{1} << code;
    }
    return h;
}

namespace {

// Fast path (no 8-tile rule, at least one meld, at most 14 tiles in all; BENCHMARKS.md "Handan
// hand analysis with melds"): every meld, kong or pong, becomes a concealed triplet of a
// stand-in kind isolated from the concealed tiles and from the other stand-ins. A triplet with
// nothing of its suit within two ranks is best used as a set, so the standard shape is the one of
// the concealed tiles with 4 - melds sets; with no kong in the hand, hand.h reads it from its
// class tables (Hand without kongs, at most 14 tiles). Seven pairs need no meld, so are out.
// Returns false (use analysis_hand) where the fast path does not apply.
bool fast_ok(const MeldedHand& hand, const Ruleset& rules) {
    return !rules.eight_tile_rule && hand.meld_count >= 1 && hand.meld_count <= 4 &&
           hand.concealed_count() + 3 * hand.meld_count <= 14;
}

// `out` = hand's concealed tiles plus one stand-in triplet per meld; false if no stand-in kind.
// A kong's rank takes no tile (all four copies are out): only a kong with no concealed tile
// within two ranks, which no chow or set of the concealed tiles could cross, is left out.
bool triplet_hand(const MeldedHand& hand, Hand& out) {
    for (int i = 0; i < hand.meld_count; ++i)
        if (is_kong(hand.melds[i].type) && !isolated(hand.concealed, hand.melds[i].tile.code()))
            return false;
    out.concealed = hand.concealed;
    out.kong_count = 0;
    for (int i = 0; i < hand.meld_count; ++i) {
        int code = -1;
        for (int c = kNumTileKinds - 1; c >= 0 && code < 0; --c)
            if (isolated(out.concealed, c)) code = c;
        if (code < 0) return false;
        out.concealed[code] = 3;
    }
    return true;
}

// Standard shanten of a triplet hand (no kongs, at most 14 tiles: hand.h's class tables).
inline int fast_shanten(const Hand& h) {
    return standard_shanten(h);
}

}  // namespace

namespace {

// The concealed tiles (each count 0-4, as everywhere in hand analysis).
inline int concealed_total(const TileCounts& counts) {
    const std::uint8_t* c = counts.data();
    std::uint64_t x = 0;
    std::memcpy(&x, c + 32, 2);
    std::uint64_t w[4];
    std::memcpy(w, c, 32);
    // Each byte of the sum stays ≤ 20 and their total ≤ 136: one byte sum at the end.
    const std::uint64_t sum = (w[0] + w[1]) + (w[2] + w[3]) + x;
    return static_cast<int>((sum * 0x0101010101010101ull) >> 56);
}

// The table path (hand_melded.h): the 136 tiles without the 8-tile rule. Each meld is one set
// made, so the concealed tiles aim for 4 - melds sets + a pair; a suited kong's rank takes no
// tile. A pong's kind is not blocked (its fourth copy is still in play): that is what the
// reference's isolated stand-in kong means, and the two are checked equal (HandanMeldFast).
// `limit`: most tiles with the melds (14 complete, 13 waiting).
bool table_ok(const MeldedHand& hand, const Ruleset& rules, int limit = 14) {
    return !rules.eight_tile_rule && rules.tiles.bits() == TileSet::handan().bits() &&
           hand.meld_count <= 4 && concealed_total(hand.concealed) + 3 * hand.meld_count <= limit;
}

// Suited kongs' kinds; with `all` false only those with a concealed tile within two ranks (an
// isolated kong blocks nothing a chow, pair or set of these tiles could use).
std::uint64_t blocked_kongs(const MeldedHand& hand, bool all) {
    std::uint64_t b = 0;
    for (int i = 0; i < hand.meld_count; ++i) {
        const int code = hand.melds[i].tile.code();
        if (is_kong(hand.melds[i].type) && code < kFirstHonor &&
            (all || !isolated(hand.concealed, code)))
            b |= std::uint64_t{1} << code;
    }
    return b;
}

// Shanten and ukeire of `c` (the concealed tiles of a hand with `hand`'s melds, one tile short)
// on the tables. Kongs with a concealed tile within two ranks are blocked; an isolated one
// blocks nothing, except for a draw within two ranks of it, which ends its isolation: such a
// draw is counted only if it lowers the shanten with every suited kong blocked (tried only where
// it does so unblocked: blocking only removes completions, so that is a lower bound).
DiscardOption table_ukeire(TileCounts& c, const MeldedHand& hand, const TileCounts& away,
                           std::uint64_t drawable) {
    const int sets = 4 - hand.meld_count;
    std::uint64_t all = 0;
    std::uint64_t now = 0;
    std::uint64_t near = 0;
    for (int i = 0; i < hand.meld_count; ++i) {
        const int code = hand.melds[i].tile.code();
        if (!is_kong(hand.melds[i].type) || code >= kFirstHonor) continue;
        all |= std::uint64_t{1} << code;
        if (!isolated(c, code)) {
            now |= std::uint64_t{1} << code;
        } else {
            const int lo = 9 * (code / 9) + std::max(0, code % 9 - 2);
            const int hi = 9 * (code / 9) + std::min(8, code % 9 + 2);
            near |= ((std::uint64_t{2} << hi) - 1) & ~((std::uint64_t{1} << lo) - 1);
        }
    }
    near &= ~all & drawable;
    DiscardOption o = detail::melded_shanten_and_ukeire(c, sets, now, away, drawable & ~near);
    for (; near; near &= near - 1) {
        const int x = std::countr_zero(near);
        const int left = 4 - int(c[x]) - int(away[x]);
        if (left <= 0 || c[x] >= 4) continue;
        ++c[x];
        if (detail::melded_shanten(c, sets, now) < o.shanten &&
            detail::melded_shanten(c, sets, all) < o.shanten)
            o.ukeire += left;
        --c[x];
    }
    return o;
}

// Copies out of the concealed tiles: the melds' and the tiles seen.
TileCounts out_of_hand(const MeldedHand& hand, const TileCounts& seen) {
    TileCounts s = seen;
    for (int i = 0; i < hand.meld_count; ++i)
        s[hand.melds[i].tile.code()] += static_cast<std::uint8_t>(meld_tiles(hand.melds[i].type));
    return s;
}

inline std::uint64_t load8(const std::uint8_t* p) {
    std::uint64_t x;
    std::memcpy(&x, p, 8);  // fixed size: no library call
    return x;
}
inline int byte_sum(std::uint64_t x) {
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}
constexpr std::uint64_t kOnes = 0x0101010101010101ull;

// The 34 counts as the three suits' and the honors' table codes and tile counts.
struct Codes {
    std::array<std::uint32_t, 4> code;
    std::array<int, 4> tiles;
    explicit Codes(const TileCounts& counts) {
        const std::uint8_t* c = counts.data();
        for (int s = 0; s < 3; ++s) {
            const std::uint8_t* x = c + 9 * s;
            tiles[s] = byte_sum(load8(x)) + x[8];
            code[s] = detail::code7(x) + 78125u * (x[7] + 5u * x[8]);
        }
        tiles[3] = byte_sum(load8(c + 26) >> 8);  // codes 27-33
        code[3] = detail::code7(c + 27);
    }
};

// Some kind held an odd number of times.
inline bool any_odd(const TileCounts& counts) {
    const std::uint8_t* c = counts.data();
    return ((load8(c) | load8(c + 8) | load8(c + 16) | load8(c + 24) | load8(c + 26)) & kOnes) != 0;
}

// Bit c: kind c held an odd number of times (each byte's low bit to its top, one multiply
// gathers a word's eight top bits).
inline std::uint64_t odd_kinds(const TileCounts& counts) {
    const std::uint8_t* c = counts.data();
    std::uint64_t odd = 0;
    for (int k = 0; k < 4; ++k) {
        const std::uint64_t top = (load8(c + 8 * k) & kOnes) << 7;
        odd |= ((top * 0x0002040810204081ull) >> 56) << (8 * k);
    }
    odd |= std::uint64_t{c[32] & 1u} << 32 | std::uint64_t{c[33] & 1u} << 33;
    return odd;
}

const detail::SuitTable& part_table(int part) {
    static const detail::SuitTable& t9 = detail::run_table(9);
    static const detail::SuitTable& th = detail::honor_table();
    return part < 3 ? t9 : th;
}

}  // namespace

bool is_winning(const MeldedHand& hand, const Ruleset& rules) {
    if (hand.meld_count > 4) return false;
    if (!rules.eight_tile_rule) {
        // Shape only: every part complete, exactly one holding the pair. A kong's rank holds no
        // concealed tile, so no set of them crosses it: blocking changes nothing here.
        const std::uint8_t* c = hand.concealed.data();
        const std::array<int, 4> n = {byte_sum(load8(c)) + c[8], byte_sum(load8(c + 9)) + c[17],
                                      byte_sum(load8(c + 18)) + c[26],
                                      byte_sum(load8(c + 26) >> 8)};
        if (n[0] + n[1] + n[2] + n[3] != 14 - 3 * hand.meld_count) return false;
        if (hand.meld_count == 0 && rules.seven_pairs && !any_odd(hand.concealed)) return true;
        // The parts' sizes first: none ≡ 1 (mod 3), so with the total ≡ 2 exactly one ≡ 2.
        if (n[0] % 3 == 1 || n[1] % 3 == 1 || n[2] % 3 == 1 || n[3] % 3 == 1) return false;
        static const detail::SuitTable& t9 = detail::run_table(9);
        static const detail::SuitTable& th = detail::honor_table();
        auto code9 = [](const std::uint8_t* x) {
            return detail::code7(x) + 78125u * (x[7] + 5u * x[8]);
        };
        return t9.is_complete(code9(c)) && t9.is_complete(code9(c + 9)) &&
               t9.is_complete(code9(c + 18)) && th.is_complete(detail::code7(c + 27));
    }
    if (hand.concealed_count() != 14 - 3 * hand.meld_count) return false;
    if (hand.meld_count == 0) {
        Hand h;
        h.concealed = hand.concealed;
        return is_winning(h, rules);
    }
    return is_winning(analysis_hand(hand), rules);
}

int shanten(const MeldedHand& hand, const Ruleset& rules) {
    if (hand.meld_count == 0) {
        Hand h;
        h.concealed = hand.concealed;
        return shanten(h, rules);
    }
    if (table_ok(hand, rules))
        return detail::melded_shanten(hand.concealed, 4 - hand.meld_count,
                                      blocked_kongs(hand, false));
    if (fast_ok(hand, rules)) {
        Hand h;
        if (triplet_hand(hand, h)) return fast_shanten(h);
    }
    return shanten(analysis_hand(hand), rules);
}

namespace {
// `seen` plus the three copies of each pong: held by the player, so not to be drawn.
TileCounts seen_with_pongs(const MeldedHand& hand, const TileCounts& seen) {
    TileCounts s = seen;
    for (int i = 0; i < hand.meld_count; ++i)
        if (!is_kong(hand.melds[i].type)) s[hand.melds[i].tile.code()] += 3;
    return s;
}
}  // namespace

std::vector<Wait> waits(const MeldedHand& hand, const Ruleset& rules, const TileCounts& seen) {
    std::vector<Wait> out;
    std::uint64_t mask = 0;
    if (table_ok(hand, rules)) {
        // As hand.h's wait_mask: with 13 - 3 × melds tiles, the tile goes to one part and every
        // other part is already complete; the pair count after it must be one. A kong's rank
        // holds no concealed tile, so the plain tables are right; its kind is no wait (held 4).
        const Codes k(hand.concealed);
        if (k.tiles[0] + k.tiles[1] + k.tiles[2] + k.tiles[3] != 13 - 3 * hand.meld_count)
            return out;
        // A part of 3n + 1 tiles is incomplete: with two, only seven pairs are left.
        int ones = 0;
        for (int s = 0; s < 4; ++s) ones += k.tiles[s] % 3 == 1;
        std::array<bool, 4> complete{};
        int incomplete = ones;
        int pairs = 0;
        if (ones <= 1) {
            for (int s = 0; s < 4; ++s) {
                if (k.tiles[s] % 3 == 1) continue;
                complete[s] = part_table(s).is_complete(k.code[s]);
                incomplete += !complete[s];
                pairs += complete[s] && k.tiles[s] % 3 == 2;
            }
        }
        for (int x = 0; x < 4 && incomplete <= 1; ++x) {
            if (incomplete == 1 && complete[x]) continue;
            const int after =
                pairs - (complete[x] && k.tiles[x] % 3 == 2) + ((k.tiles[x] + 1) % 3 == 2);
            if (after != 1) continue;
            mask |= std::uint64_t{part_table(x).completing_ranks(k.code[x])} << (9 * x);
        }
        if (hand.meld_count == 0 && rules.seven_pairs) {
            const std::uint64_t odd = odd_kinds(hand.concealed);
            if (odd && !(odd & (odd - 1))) mask |= odd;
        }
    } else {
        mask = wait_mask(analysis_hand(hand), rules);
    }
    if (!mask) return out;
    const TileCounts held = hand.all_counts();
    for (; mask; mask &= mask - 1) {
        const int c = std::countr_zero(mask);
        if (held[c] >= 4) continue;
        out.push_back({Tile::from_code(c), std::max(0, 4 - int(held[c]) - int(seen[c]))});
    }
    return out;
}

int ukeire(const MeldedHand& hand, const Ruleset& rules, const TileCounts& seen) {
    if (hand.meld_count == 0) {
        Hand h;
        h.concealed = hand.concealed;
        return ukeire(h, rules, seen);
    }
    if (table_ok(hand, rules, 13)) {
        TileCounts c = hand.concealed;
        return table_ukeire(c, hand, out_of_hand(hand, seen), rules.tiles.bits()).ukeire;
    }
    if (fast_ok(hand, rules) && hand.concealed_count() + 3 * hand.meld_count <= 13) {
        Hand t;
        if (triplet_hand(hand, t)) {
            // Stand-in kinds and kongs' kinds: a draw near one of them may need other
            // stand-ins, or the kong's rank blocked (the general path).
            std::uint64_t kinds = 0;
            for (int c = 0; c < kNumTileKinds; ++c)
                if (t.concealed[c] != hand.concealed[c]) kinds |= std::uint64_t{1} << c;
            for (int i = 0; i < hand.meld_count; ++i)
                if (is_kong(hand.melds[i].type))
                    kinds |= std::uint64_t{1} << hand.melds[i].tile.code();
            std::uint64_t near = 0;
            for (int c = 0; c < kNumTileKinds; ++c)
                if ((kinds >> c) & 1u) {
                    if (c >= kFirstHonor) {
                        near |= std::uint64_t{1} << c;
                    } else {
                        const int lo = 9 * (c / 9) + std::max(0, c % 9 - 2);
                        const int hi = 9 * (c / 9) + std::min(8, c % 9 + 2);
                        for (int x = lo; x <= hi; ++x) near |= std::uint64_t{1} << x;
                    }
                }
            const int before = fast_shanten(t);
            const TileCounts held = hand.all_counts();
            int u = 0;
            for (int c = 0; c < kNumTileKinds; ++c) {
                const int left = 4 - int(held[c]) - int(seen[c]);
                if (left <= 0 || !rules.tiles.contains(Tile::from_code(c))) continue;
                int after;
                if ((near >> c) & 1u) {
                    MeldedHand more = hand;
                    more.add(Tile::from_code(c));
                    after = shanten(more, rules);
                } else {
                    ++t.concealed[c];
                    after = fast_shanten(t);
                    --t.concealed[c];
                }
                if (after < before) u += left;
            }
            return u;
        }
    }
    const Hand h = analysis_hand(hand);
    int u = ukeire(h, rules, seen_with_pongs(hand, seen));
    // hand.h draws no tile of a kong's kind. A stand-in kind other than the pong's own tile is
    // really drawable: try it with a hand whose stand-ins avoid it (drawing it makes it
    // concealed, so it is no longer free).
    const int before = shanten(h, rules);
    const TileCounts held = hand.all_counts();
    for (int k = 0; k < h.kong_count; ++k) {
        const Tile x = h.kongs[k];
        if (held[x.code()] || !rules.tiles.contains(x)) continue;  // a real meld's own kind
        const int left = 4 - int(seen[x.code()]);
        if (left <= 0) continue;
        MeldedHand more = hand;
        more.add(x);
        if (shanten(more, rules) < before) u += left;
    }
    return u;
}

std::vector<DiscardOption> discard_options(const MeldedHand& hand, const Ruleset& rules,
                                           const TileCounts& seen) {
    if (hand.meld_count == 0) {
        Hand h;
        h.concealed = hand.concealed;
        return discard_options(h, rules, seen);
    }
    std::vector<DiscardOption> out;
    MeldedHand h = hand;
    if (table_ok(hand, rules)) {
        // One table pass per discard (shanten and ukeire together).
        const TileCounts away = out_of_hand(hand, seen);
        out.reserve(14);
        for (int c = 0; c < kNumTileKinds; ++c) {
            if (!hand.concealed[c]) continue;
            --h.concealed[c];
            DiscardOption o = table_ukeire(h.concealed, hand, away, rules.tiles.bits());
            o.tile = Tile::from_code(c);
            out.push_back(o);
            ++h.concealed[c];
        }
    } else {
        for (int c = 0; c < kNumTileKinds; ++c) {
            if (!hand.concealed[c]) continue;
            const Tile t = Tile::from_code(c);
            h.remove(t);
            out.push_back({t, shanten(h, rules), ukeire(h, rules, seen)});
            h.add(t);
        }
    }
    std::sort(out.begin(), out.end(), [](const DiscardOption& a, const DiscardOption& b) {
        if (a.shanten != b.shanten) return a.shanten < b.shanten;
        if (a.ukeire != b.ukeire) return a.ukeire > b.ukeire;
        return a.tile.code() < b.tile.code();
    });
    return out;
}

}  // namespace haolao
