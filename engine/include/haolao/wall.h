// SPDX-License-Identifier: GPL-3.0-or-later
// The wall (RULES.md §1.2-§1.3, §1.5): stacks in front of each player, broken by two dice into
// one ordered sequence. Position 0 is the top tile of the starting stack, position 1 its bottom,
// 2 the top of the next stack clockwise, …; the head (normal draws) runs up from 0, the tail
// (kong replacements) runs down from the end, top of the last remaining stack first.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "haolao/ruleset.h"
#include "haolao/seat.h"
#include "haolao/tile.h"

namespace haolao {

inline constexpr int kHefeiWallTiles = 84;  // 42 stacks
inline constexpr int kMaxWallTiles = 136;   // Handan: 68 stacks
inline constexpr int kDealtTiles = 53;      // 14 + 3 × 13, jump included
inline constexpr int kDieFaces = 6;
inline constexpr int kCopiesPerKind = 4;      // four of each tile kind
inline constexpr int kDealRounds = 3;         // the deal goes three times round the table …
inline constexpr int kDealStacksPerTake = 2;  // … each player taking 2 stacks, then the jump

struct Dice {
    std::uint8_t a = 0;
    std::uint8_t b = 0;
    constexpr int sum() const { return a + b; }
    constexpr int low() const { return a < b ? a : b; }
    constexpr bool operator==(const Dice&) const = default;
};

// Stacks in each seat's wall, by Seat index.
std::array<int, 4> wall_stacks(WallLayout layout, Seat dealer);
// §1.3: counting the dealer as 1 in play order, the dice sum picks whose wall is broken.
constexpr Seat break_owner(Seat dealer, int dice_sum) {
    return seat_from_index(index(dealer) + dice_sum - 1);
}

// Where the deal starts: the wall (whose owner) and its 0-based stack counted from that wall's
// right end as its owner sees it (WallSpot::stack), i.e. sequence position 0.
// - Hefei layouts (§1.3): break_owner(dealer, sum), the smaller die's stack.
// - WallLayout::Seventeen (Handan, §3): break_owner(dealer, sum) at the sum's stack; a sum of 5
//   or 9 (the dealer's own wall) starts at the 14th stack of the wall opposite the dealer.
struct WallBreak {
    Seat wall = Seat::East;
    int stack = 0;
    constexpr bool operator==(const WallBreak&) const = default;
};
inline constexpr int kHandanOppositeBreakStack = 14;  // §3: 5 or 9 → the 14th stack opposite
constexpr WallBreak wall_break(WallLayout layout, Seat dealer, Dice dice) {
    if (layout == WallLayout::Seventeen) {
        const int sum = dice.sum();
        if (sum == 5 || sum == 9) return {opposite(dealer), kHandanOppositeBreakStack - 1};
        return {break_owner(dealer, sum), sum - 1};
    }
    return {break_owner(dealer, dice.sum()), dice.low() - 1};
}

// The wall and deal arithmetic of a rule set (RULES.md §1.2-§1.3, §1.5, §1.6), so that texts
// (the rules help) show the engine's numbers instead of computing their own.
struct WallFacts {
    int kinds = 0;            // tile kinds in the set
    int copies = 0;           // copies of each kind
    int tiles = 0;            // tiles in the wall
    int stacks = 0;           // stacks (墩) of two tiles
    int dealer_stacks = 0;    // stacks in front of the dealer
    int opposite_stacks = 0;  // in front of the player opposite the dealer
    int side_stacks = 0;      // in front of 下家 and in front of 上家, each
    int deal_rounds = 0;      // times round the table in the deal, before the jump
    int stacks_per_take = 0;  // stacks a player takes each time round
    int dealer_tiles = 0;     // the dealer's hand after the deal, jump included
    int player_tiles = 0;     // each other player's hand after the deal
    int dealt = 0;            // tiles dealt in all
    int live_after_deal = 0;  // tiles left in the wall after the deal
    int haolao_zone = 0;      // the last tiles of the wall that form the haolao zone (0: none)
    int no_kong_left = 0;     // no kong once only this many tiles are left (0: kongs to the end)
    bool operator==(const WallFacts&) const = default;
};
WallFacts wall_facts(const Ruleset& rules);
// The wall layouts whose stacks hold exactly the rule set's tiles, in enum order (a choice for
// the settings: 84 Hefei tiles fit 12+10+10+10 and 11+10+11+10, 136 Handan tiles 4 × 17).
std::vector<WallLayout> fitting_wall_layouts(const Ruleset& rules);

// The sums of two dice (ascending) for which break_owner(dealer, sum) is the seat `offset` places
// after the dealer in play order (0: the dealer's own wall). The same count from East picks the
// first dealer when the dice choose it (§1.1).
std::vector<int> dice_sums_for_offset(int offset);

// Where one sequence position sits on the table.
struct WallSpot {
    Seat owner = Seat::East;  // the wall in front of this seat
    // 0-based stack in that wall, counted from the wall's RIGHT end as its owner sees it, going
    // towards the owner's left (the direction tiles are taken in: clockwise).
    std::uint8_t stack = 0;
    bool top = true;  // upper tile of the stack
    constexpr bool operator==(const WallSpot&) const = default;
};

enum class WallTileState : std::uint8_t {
    Undrawn,
    Drawn,        // taken from the head (deal, jump or a normal draw)
    Replacement,  // taken from the tail after a kong (补牌)
};

// Everything about the wall that every player can see: layout, break, which positions are gone.
// No tile identities (those live in Wall, which only the engine holds).
class WallShape {
  public:
    WallShape() = default;
    WallShape(WallLayout layout, Seat dealer, Dice dice);

    WallLayout layout() const { return layout_; }
    Seat dealer() const { return dealer_; }
    Dice dice() const { return dice_; }
    int size() const { return size_; }  // tiles: 84 (Hefei), 136 (Handan)
    int stack_count() const { return size_ / 2; }
    int stacks_of(Seat owner) const { return stacks_[index(owner)]; }
    Seat broken_wall() const { return wall_break(layout_, dealer_, dice_).wall; }
    int break_stack() const { return wall_break(layout_, dealer_, dice_).stack; }  // position 0's

    WallSpot spot(int position) const;
    int position(WallSpot spot) const;  // inverse of spot()

    int remaining() const { return remaining_; }
    WallTileState state(int position) const;
    bool taken(int position) const { return state(position) != WallTileState::Undrawn; }
    // The next head / tail position, -1 when the wall is empty.
    int head() const;
    int tail() const;
    // The last `n` undrawn positions at the tail end, in tail order (next replacement first):
    // with n = Ruleset::haolao_tiles, the haolao zone (§1.5). Returns how many were written.
    int tail_positions(int n, std::span<int> out) const;
    bool in_tail_zone(int position, int n) const;
    // Stacks whose two tiles are both still in the wall.
    int full_stacks() const;
    // A single tile left at the tail end: the stack the last replacement came from still holds
    // its bottom tile.
    bool tail_single() const;

    // Marks a position taken (engine use).
    void take(int position, WallTileState how);

    bool operator==(const WallShape&) const = default;

  private:
    WallLayout layout_ = WallLayout::DealerTwelve;
    Seat dealer_ = Seat::East;
    Dice dice_{};
    std::int16_t size_ = 0;
    std::int16_t remaining_ = 0;
    std::array<std::uint8_t, 4> stacks_{};
    std::array<std::uint64_t, 3> taken_{};        // bit per position
    std::array<std::uint64_t, 3> replacement_{};  // bit per position taken from the tail
};

// The wall as built, before the dice (replay files store it so): the stacks of East's, South's,
// West's and North's walls in turn, each from its right end (WallSpot::stack 0) onwards, top
// tile before bottom. `shape` gives the break; both functions take and give shape.size() tiles.
int built_index(const WallShape& shape, int position);
std::vector<Tile> wall_as_built(std::span<const Tile> sequence, const WallShape& shape);
std::vector<Tile> wall_sequence(std::span<const Tile> built, const WallShape& shape);

// The deal (§1.3) as positions: step k (0-52) gives `position` to the seat `seat_offset` steps
// after the dealer in play order. Steps 0-47 are the three rounds of 2 stacks each; 48-52 the
// jump (dealer: 1st and 3rd remaining stacks' tops, 下家 bottom of the 1st, opposite top of the
// 2nd, 上家 bottom of the 2nd). The first normal draw is then position 53.
struct DealStep {
    std::uint8_t seat_offset = 0;
    std::uint8_t position = 0;
};
const std::array<DealStep, kDealtTiles>& deal_steps();

// Handan's drawn hand (RULES.md §3): the hand is drawn when dead_wall_stacks full stacks remain,
// plus one per kong declared (by anyone: exposed, added or concealed; a robbed kong does not
// count), a single tile left at the tail by replacements not counted. The reserved stacks are
// the last ones at the tail end; normal draws stop where they begin.
int drawn_hand_stacks(const Ruleset& rules, int kongs);
// Tiles normal draws may still take before the reserved stacks: remaining() − 2 × stacks − the
// tail single. At 0 (or below, after a late kong) a normal draw is due no more: the hand is
// drawn. Hefei rulesets (dead_wall_stacks 0) give remaining().
int live_tiles(const WallShape& shape, const Ruleset& rules, int kongs);
inline bool hand_drawn(const WallShape& shape, const Ruleset& rules, int kongs) {
    return live_tiles(shape, rules, kongs) <= 0;
}

// A wall with its tiles: the engine's private truth.
class Wall {
  public:
    Wall() = default;
    // `sequence` holds the tiles in position order (size 84 for Hefei layouts).
    Wall(std::span<const Tile> sequence, WallLayout layout, Seat dealer, Dice dice);

    const WallShape& shape() const { return shape_; }
    int remaining() const { return shape_.remaining(); }
    Tile at(int position) const { return tiles_[position]; }

    // Take the tile at the head / tail. Precondition: remaining() > 0.
    Tile draw_head();
    Tile draw_tail();
    Tile take(int position, WallTileState how);

    bool operator==(const Wall&) const = default;

  private:
    WallShape shape_;
    std::array<Tile, kMaxWallTiles> tiles_{};
};

}  // namespace haolao
