// SPDX-License-Identifier: GPL-3.0-or-later
// Wall geometry and the tile sequence (RULES.md §1.2-§1.3, §1.5).
#include "haolao/wall.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace haolao {

std::array<int, 4> wall_stacks(WallLayout layout, Seat dealer) {
    std::array<int, 4> stacks{};
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        switch (layout) {
            case WallLayout::DealerTwelve:
                stacks[i] = s == dealer ? 12 : 10;
                break;
            case WallLayout::ElevenTen:
                stacks[i] = (s == dealer || s == opposite(dealer)) ? 11 : 10;
                break;
            case WallLayout::Seventeen:
                stacks[i] = 17;
                break;
        }
    }
    return stacks;
}

WallFacts wall_facts(const Ruleset& rules) {
    WallFacts f;
    f.kinds = rules.tiles.size();
    f.copies = kCopiesPerKind;
    const auto stacks = wall_stacks(rules.wall_layout, Seat::East);
    for (int s : stacks) f.stacks += s;
    f.tiles = 2 * f.stacks;
    f.dealer_stacks = stacks[index(Seat::East)];
    f.opposite_stacks = stacks[index(opposite(Seat::East))];
    f.side_stacks = stacks[index(next(Seat::East))];
    f.deal_rounds = kDealRounds;
    f.stacks_per_take = kDealStacksPerTake;
    for (const DealStep& d : deal_steps()) {
        if (d.seat_offset == 0) ++f.dealer_tiles;
        if (d.seat_offset == 1) ++f.player_tiles;
    }
    f.dealt = kDealtTiles;
    f.live_after_deal = f.tiles - f.dealt;
    f.haolao_zone = std::max(rules.haolao_tiles, 0);
    // Game::kong_allowed: a kong needs at least min_wall_for_kong tiles left.
    f.no_kong_left = std::max(rules.min_wall_for_kong - 1, 0);
    return f;
}

std::vector<WallLayout> fitting_wall_layouts(const Ruleset& rules) {
    std::vector<WallLayout> out;
    for (WallLayout layout :
         {WallLayout::DealerTwelve, WallLayout::ElevenTen, WallLayout::Seventeen}) {
        int stacks = 0;
        for (int s : wall_stacks(layout, Seat::East)) stacks += s;
        if (2 * stacks == rules.tiles.size() * kCopiesPerKind) out.push_back(layout);
    }
    return out;
}

std::vector<int> dice_sums_for_offset(int offset) {
    std::vector<int> sums;
    for (int sum = 2; sum <= 2 * kDieFaces; ++sum)
        if (break_owner(Seat::East, sum) == seat_from_index(offset)) sums.push_back(sum);
    return sums;
}

WallShape::WallShape(WallLayout layout, Seat dealer, Dice dice)
    : layout_(layout), dealer_(dealer), dice_(dice) {
    const auto stacks = wall_stacks(layout, dealer);
    int total_stacks = 0;
    for (int i = 0; i < 4; ++i) {
        stacks_[i] = static_cast<std::uint8_t>(stacks[i]);
        total_stacks += stacks[i];
    }
    size_ = static_cast<std::int16_t>(2 * total_stacks);
    remaining_ = size_;
}

// Stacks run from the break stack to the broken wall's left end, then along the walls of the
// players to the left (上家 side: clockwise), each from its right end, and back to the broken
// wall's stacks right of the break, which form the tail.
WallSpot WallShape::spot(int position) const {
    int k = position / 2;
    const bool top = position % 2 == 0;
    Seat owner = broken_wall();
    const int first = break_stack();
    const int rest_of_first = stacks_of(owner) - first;
    if (k < rest_of_first) return {owner, static_cast<std::uint8_t>(first + k), top};
    k -= rest_of_first;
    for (int w = 0; w < 3; ++w) {
        owner = previous(owner);
        if (k < stacks_of(owner)) return {owner, static_cast<std::uint8_t>(k), top};
        k -= stacks_of(owner);
    }
    return {broken_wall(), static_cast<std::uint8_t>(k), top};
}

int built_index(const WallShape& shape, int position) {
    const WallSpot s = shape.spot(position);
    int stacks_before = 0;
    for (int i = 0; i < index(s.owner); ++i) stacks_before += shape.stacks_of(seat_from_index(i));
    return 2 * (stacks_before + s.stack) + (s.top ? 0 : 1);
}

std::vector<Tile> wall_as_built(std::span<const Tile> sequence, const WallShape& shape) {
    std::vector<Tile> built(sequence.size());
    for (int p = 0; p < static_cast<int>(sequence.size()); ++p)
        built[static_cast<std::size_t>(built_index(shape, p))] =
            sequence[static_cast<std::size_t>(p)];
    return built;
}

std::vector<Tile> wall_sequence(std::span<const Tile> built, const WallShape& shape) {
    std::vector<Tile> sequence(built.size());
    for (int p = 0; p < static_cast<int>(built.size()); ++p)
        sequence[static_cast<std::size_t>(p)] =
            built[static_cast<std::size_t>(built_index(shape, p))];
    return sequence;
}

int WallShape::position(WallSpot s) const {
    const Seat broken = broken_wall();
    const int first = break_stack();
    int k = 0;
    if (s.owner == broken) {
        if (s.stack >= first) {
            k = s.stack - first;
        } else {
            k = stack_count() - first + s.stack;
        }
    } else {
        k = stacks_of(broken) - first;
        Seat owner = previous(broken);
        while (owner != s.owner) {
            k += stacks_of(owner);
            owner = previous(owner);
        }
        k += s.stack;
    }
    return 2 * k + (s.top ? 0 : 1);
}

WallTileState WallShape::state(int position) const {
    const std::uint64_t bit = 1ull << (position & 63);
    if (!(taken_[position >> 6] & bit)) return WallTileState::Undrawn;
    return (replacement_[position >> 6] & bit) ? WallTileState::Replacement : WallTileState::Drawn;
}

int WallShape::head() const {
    for (int w = 0; w < 3; ++w) {
        const std::uint64_t free = ~taken_[w];
        if (free) {
            const int p = 64 * w + std::countr_zero(free);
            return p < size_ ? p : -1;
        }
    }
    return -1;
}

// Tail order: stack by stack from the end, top before bottom.
int WallShape::tail() const {
    for (int w = 2; w >= 0; --w) {
        std::uint64_t free = ~taken_[w];
        const int base = 64 * w;
        if (base >= size_) continue;
        if (size_ - base < 64) free &= (1ull << (size_ - base)) - 1;
        if (free) {
            const int p = base + 63 - std::countl_zero(free);
            const int top = p & ~1;
            return taken(top) ? p : top;
        }
    }
    return -1;
}

int WallShape::tail_positions(int n, std::span<int> out) const {
    int written = 0;
    for (int k = size_ / 2 - 1; k >= 0 && written < n && written < static_cast<int>(out.size());
         --k) {
        for (int p : {2 * k, 2 * k + 1}) {
            if (written < n && written < static_cast<int>(out.size()) && !taken(p))
                out[written++] = p;
        }
    }
    return written;
}

bool WallShape::in_tail_zone(int position, int n) const {
    std::array<int, kMaxWallTiles> zone{};
    const int count = tail_positions(n, zone);
    for (int i = 0; i < count; ++i)
        if (zone[i] == position) return true;
    return false;
}

int WallShape::full_stacks() const {
    int n = 0;
    for (int k = 0; k < size_ / 2; ++k) n += !taken(2 * k) && !taken(2 * k + 1);
    return n;
}

bool WallShape::tail_single() const {
    const int t = tail();
    return t >= 0 && (t & 1) && taken(t - 1);
}

int drawn_hand_stacks(const Ruleset& rules, int kongs) {
    return rules.dead_wall_stacks > 0 ? rules.dead_wall_stacks + kongs : 0;
}

int live_tiles(const WallShape& shape, const Ruleset& rules, int kongs) {
    if (rules.dead_wall_stacks <= 0) return shape.remaining();
    return shape.remaining() - 2 * drawn_hand_stacks(rules, kongs) - (shape.tail_single() ? 1 : 0);
}

void WallShape::take(int position, WallTileState how) {
    assert(!taken(position) && how != WallTileState::Undrawn);
    const std::uint64_t bit = 1ull << (position & 63);
    taken_[position >> 6] |= bit;
    if (how == WallTileState::Replacement) replacement_[position >> 6] |= bit;
    --remaining_;
}

const std::array<DealStep, kDealtTiles>& deal_steps() {
    static const std::array<DealStep, kDealtTiles> steps = [] {
        std::array<DealStep, kDealtTiles> s{};
        int n = 0;
        // Three times round, dealer first: 2 stacks (4 tiles, top before bottom) each.
        for (int round = 0; round < kDealRounds; ++round)
            for (int seat = 0; seat < kNumSeats; ++seat)
                for (int t = 0; t < 2 * kDealStacksPerTake; ++t) {
                    s[n] = {static_cast<std::uint8_t>(seat), static_cast<std::uint8_t>(n)};
                    ++n;
                }
        // The jump (跳牌) over the next three stacks, positions 48-53.
        s[n++] = {0, 48};  // dealer: top of the 1st
        s[n++] = {0, 52};  // dealer: top of the 3rd
        s[n++] = {1, 49};  // 下家: bottom of the 1st
        s[n++] = {2, 50};  // opposite: top of the 2nd
        s[n++] = {3, 51};  // 上家: bottom of the 2nd
        return s;
    }();
    return steps;
}

Wall::Wall(std::span<const Tile> sequence, WallLayout layout, Seat dealer, Dice dice)
    : shape_(layout, dealer, dice) {
    assert(static_cast<int>(sequence.size()) == shape_.size());
    for (int i = 0; i < shape_.size() && i < static_cast<int>(sequence.size()); ++i)
        tiles_[i] = sequence[i];
}

Tile Wall::draw_head() {
    return take(shape_.head(), WallTileState::Drawn);
}
Tile Wall::draw_tail() {
    return take(shape_.tail(), WallTileState::Replacement);
}

Tile Wall::take(int position, WallTileState how) {
    shape_.take(position, how);
    return tiles_[position];
}

}  // namespace haolao
