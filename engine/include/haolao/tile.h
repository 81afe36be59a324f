// SPDX-License-Identifier: GPL-3.0-or-later
// Tiles and the 234m notation (RULES.md §0).
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace haolao {

// m 万 characters, p 饼/筒 dots, s 条 bamboo, z honors (Handan only).
enum class Suit : std::uint8_t { Characters = 0, Dots = 1, Bamboo = 2, Honors = 3 };

inline constexpr int kNumSuitedSuits = 3;
inline constexpr int kNumTileKinds = 34;  // 9 × 3 suited kinds + 7 honors

// One tile kind. Code layout: m1-m9 = 0-8, p1-p9 = 9-17, s1-s9 = 18-26, z1-z7 = 27-33.
class Tile {
  public:
    constexpr Tile() = default;
    constexpr Tile(Suit suit, int rank)
        : code_(static_cast<std::uint8_t>(static_cast<int>(suit) * 9 + rank - 1)) {}
    static constexpr Tile from_code(int code) {
        Tile t;
        t.code_ = static_cast<std::uint8_t>(code);
        return t;
    }

    constexpr int code() const { return code_; }
    constexpr Suit suit() const { return static_cast<Suit>(code_ / 9); }
    constexpr int rank() const { return code_ % 9 + 1; }  // 1-9 (1-7 for honors)
    constexpr bool is_honor() const { return code_ >= 27; }

    constexpr bool operator==(const Tile&) const = default;
    // clang-tidy 14 misreads the defaulted <=> (its synthesized comparison with 0) as a null
    // pointer constant: a known false positive, fixed in later releases.
    // NOLINTNEXTLINE(modernize-use-nullptr)
    constexpr auto operator<=>(const Tile&) const = default;

    std::string str() const;  // "4m"

  private:
    std::uint8_t code_ = 0;
};

// Which tile kinds a ruleset plays with: bit i set for Tile::from_code(i).
class TileSet {
  public:
    constexpr TileSet() = default;
    constexpr explicit TileSet(std::uint64_t bits) : bits_(bits) {}
    constexpr bool contains(Tile t) const { return (bits_ >> t.code()) & 1u; }
    constexpr std::uint64_t bits() const { return bits_; }
    int size() const;
    std::vector<Tile> tiles() const;  // in code order

    static TileSet hefei();   // 2-8 of m, p, s: 21 kinds, 84 tiles
    static TileSet handan();  // 1-9 of m, p, s and the 7 honors: 34 kinds, 136 tiles

  private:
    std::uint64_t bits_ = 0;
};

// How many of each kind: index by Tile::code().
using TileCounts = std::array<std::uint8_t, kNumTileKinds>;

// Malformed tile text. what() names the offending text, e.g. "unknown suit letter 'x' in \"23x\"".
class TileParseError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

// Parses "234m 55p 678s" (spaces ignored). Throws TileParseError for an unknown letter, a digit
// without a suit letter, a rank outside `allowed` or a fifth copy of a tile (more than
// `max_copies`).
std::vector<Tile> parse_tiles(std::string_view text, TileSet allowed, int max_copies = 4);
// Parses exactly one tile ("6m").
Tile parse_tile(std::string_view text, TileSet allowed);

// Prints in canonical grouped form, sorted: "234m55p678s". With `spaced`, groups are separated
// by spaces: "234m 55p 678s".
std::string format_tiles(const std::vector<Tile>& tiles, bool spaced = false);
std::string format_counts(const TileCounts& counts, bool spaced = false);

TileCounts to_counts(const std::vector<Tile>& tiles);
std::vector<Tile> to_tiles(const TileCounts& counts);
int total(const TileCounts& counts);

}  // namespace haolao
