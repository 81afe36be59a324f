// SPDX-License-Identifier: GPL-3.0-or-later
#include "haolao/tile.h"

#include "quote.h"

#include <algorithm>
#include <bit>

namespace haolao {

namespace {
constexpr char kSuitLetters[] = {'m', 'p', 's', 'z'};

int suit_from_letter(char c) {
    switch (c) {
        case 'm':
            return 0;
        case 'p':
            return 1;
        case 's':
            return 2;
        case 'z':
            return 3;
        default:
            return -1;
    }
}

}  // namespace

namespace detail {
std::string printable(std::string_view text) {
    std::string out;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f) {
            constexpr char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[u >> 4];
            out += kHex[u & 0xf];
        } else {
            out += c;
        }
    }
    return out;
}

std::string quoted(std::string_view text) {
    // Appended step by step: g++ 12 warns (-Wrestrict, a false positive) on "\"" + s + "\"".
    std::string out = "\"";
    out += printable(text);
    out += '"';
    return out;
}
}  // namespace detail

using detail::printable;
using detail::quoted;

std::string Tile::str() const {
    return std::string{static_cast<char>('0' + rank()), kSuitLetters[code_ / 9]};
}

int TileSet::size() const {
    return std::popcount(bits_);
}

std::vector<Tile> TileSet::tiles() const {
    std::vector<Tile> out;
    for (int c = 0; c < kNumTileKinds; ++c)
        if ((bits_ >> c) & 1u) out.push_back(Tile::from_code(c));
    return out;
}

TileSet TileSet::hefei() {
    std::uint64_t bits = 0;
    for (int suit = 0; suit < 3; ++suit)
        for (int rank = 2; rank <= 8; ++rank) bits |= std::uint64_t{1} << (suit * 9 + rank - 1);
    return TileSet(bits);
}

TileSet TileSet::handan() {
    return TileSet((std::uint64_t{1} << kNumTileKinds) - 1);
}

std::vector<Tile> parse_tiles(std::string_view text, TileSet allowed, int max_copies) {
    std::vector<Tile> out;
    std::vector<std::pair<int, std::size_t>> pending;  // rank, position in text
    TileCounts counts{};
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ' || c == '\t') continue;
        if (c >= '0' && c <= '9') {
            pending.emplace_back(c - '0', i);
            continue;
        }
        const int suit = suit_from_letter(c);
        if (suit < 0) {
            throw TileParseError("unknown character '" + printable(std::string_view(&c, 1)) +
                                 "' at position " + std::to_string(i + 1) + " in " + quoted(text) +
                                 " (expected digits followed by m, p, s or z)");
        }
        if (pending.empty()) {
            throw TileParseError("suit letter '" + std::string(1, c) + "' at position " +
                                 std::to_string(i + 1) + " has no ranks before it in " +
                                 quoted(text));
        }
        for (auto [rank, pos] : pending) {
            const int max_rank = suit == 3 ? 7 : 9;
            const std::string name = std::to_string(rank) + c;
            if (rank < 1 || rank > max_rank) {
                throw TileParseError("no such tile \"" + name + "\" in " + quoted(text));
            }
            const Tile t(static_cast<Suit>(suit), rank);
            if (!allowed.contains(t)) {
                throw TileParseError("tile \"" + name + "\" is not in this ruleset's tile set (" +
                                     quoted(text) + ")");
            }
            if (++counts[t.code()] > max_copies) {
                throw TileParseError("more than " + std::to_string(max_copies) + " copies of \"" +
                                     name + "\" in " + quoted(text));
            }
            out.push_back(t);
            (void)pos;
        }
        pending.clear();
    }
    if (!pending.empty()) {
        throw TileParseError("ranks at the end of " + quoted(text) +
                             " have no suit letter (m, p, s or z)");
    }
    return out;
}

Tile parse_tile(std::string_view text, TileSet allowed) {
    auto tiles = parse_tiles(text, allowed);
    if (tiles.size() != 1) {
        throw TileParseError("expected exactly one tile, got " + std::to_string(tiles.size()) +
                             " in " + quoted(text));
    }
    return tiles.front();
}

std::string format_counts(const TileCounts& counts, bool spaced) {
    std::string out;
    for (int suit = 0; suit < 4; ++suit) {
        std::string group;
        for (int rank = 1; rank <= 9; ++rank) {
            const int code = suit * 9 + rank - 1;
            if (code >= kNumTileKinds) break;
            group.append(counts[code], static_cast<char>('0' + rank));
        }
        if (group.empty()) continue;
        if (spaced && !out.empty()) out += ' ';
        out += group;
        out += kSuitLetters[suit];
    }
    return out;
}

std::string format_tiles(const std::vector<Tile>& tiles, bool spaced) {
    return format_counts(to_counts(tiles), spaced);
}

TileCounts to_counts(const std::vector<Tile>& tiles) {
    TileCounts counts{};
    for (Tile t : tiles) ++counts[t.code()];
    return counts;
}

std::vector<Tile> to_tiles(const TileCounts& counts) {
    std::vector<Tile> out;
    for (int c = 0; c < kNumTileKinds; ++c) out.insert(out.end(), counts[c], Tile::from_code(c));
    return out;
}

int total(const TileCounts& counts) {
    int n = 0;
    for (auto c : counts) n += c;
    return n;
}

}  // namespace haolao
