// SPDX-License-Identifier: GPL-3.0-or-later
// A rigged 136-tile Handan wall for the UI tests (the same construction as
// tests/engine/handan_game_test.cpp's handan_wall): hands by Seat index ("" = filler: one copy
// each of kinds that make no set and no pair), head draws after the deal in order, tail
// replacements in order ("" = filler).
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "haolao/ruleset.h"
#include "haolao/tile.h"
#include "haolao/wall.h"

namespace haolao::ui::testing {

struct HandanRig {
    Seat dealer = Seat::East;
    std::array<std::string, 4> hands;
    std::vector<std::string> draws;
    std::vector<std::string> tail;
};

inline Tile handan_tile(const char* text) {
    return parse_tile(text, handan_ruleset().tiles);
}

inline std::vector<Tile> handan_wall(const HandanRig& rig) {
    const TileSet set = handan_ruleset().tiles;
    const int size = kMaxWallTiles;
    TileCounts left{};
    for (Tile t : set.tiles()) left[t.code()] = 4;
    std::vector<Tile> wall(size);
    std::vector<bool> fixed(size, false);
    auto place = [&](int pos, Tile t) {
        if (left[t.code()] == 0) throw std::logic_error("rig uses a fifth " + t.str());
        if (fixed[pos]) throw std::logic_error("rig places two tiles at one position");
        --left[t.code()];
        wall[pos] = t;
        fixed[pos] = true;
    };
    std::array<std::vector<int>, 4> seat_positions;
    for (const DealStep& step : deal_steps())
        seat_positions[(index(rig.dealer) + step.seat_offset) % 4].push_back(step.position);
    for (int s = 0; s < 4; ++s) {
        if (rig.hands[s].empty()) continue;
        const auto tiles = parse_tiles(rig.hands[s], set);
        if (tiles.size() != seat_positions[s].size())
            throw std::logic_error("rig hand has the wrong size: " + rig.hands[s]);
        for (std::size_t i = 0; i < tiles.size(); ++i) place(seat_positions[s][i], tiles[i]);
    }
    for (std::size_t i = 0; i < rig.draws.size(); ++i)
        if (!rig.draws[i].empty())
            place(kDealtTiles + static_cast<int>(i), parse_tile(rig.draws[i], set));
    for (std::size_t i = 0; i < rig.tail.size(); ++i) {
        if (rig.tail[i].empty()) continue;
        const int k = size / 2 - 1 - static_cast<int>(i) / 2;
        place(2 * k + static_cast<int>(i) % 2, parse_tile(rig.tail[i], set));
    }
    std::vector<int> order;
    for (int start = 0; start < 3; ++start)
        for (int suit = 0; suit < 3; ++suit)
            for (int r = start; r < 9; r += 3) order.push_back(suit * 9 + r);
    for (int c = 27; c < kNumTileKinds; ++c) order.push_back(c);
    for (int s = 0; s < 4; ++s) {
        if (!rig.hands[s].empty()) continue;
        TileCounts mine{};
        std::size_t next = 0;
        for (int pos : seat_positions[s]) {
            while (next < order.size() && (!left[order[next]] || mine[order[next]])) ++next;
            if (next == order.size()) throw std::logic_error("rig ran out of filler kinds");
            const int c = order[next++];
            --left[c];
            ++mine[c];
            wall[pos] = Tile::from_code(c);
            fixed[pos] = true;
        }
    }
    int c = 0;
    for (int pos = 0; pos < size; ++pos) {
        if (fixed[pos]) continue;
        while (c < kNumTileKinds && !left[c]) ++c;
        if (c == kNumTileKinds) throw std::logic_error("rig ran out of tiles");
        --left[c];
        wall[pos] = Tile::from_code(c);
    }
    return wall;
}

// Hands of the engine tests (E dealer 14, the others 13).
inline constexpr const char* kHandanEast = "5m 23p 68p 23s 689s 235z 9m";   // throws 5m first
inline constexpr const char* kHandanPonger = "55m 29m 58p 9p 57s 467z 3m";  // pong 5m
inline constexpr const char* kHandanKonger = "555m 29m 58p 9p 57s 67z 3m";  // kong / pong 5m
inline constexpr const char* kHandanTanki5m = "123m 456p 789p 234s 5m";     // waits on 5m
inline constexpr const char* kHandanRyanmen = "34m 456p 789p 234s 99s";     // waits 2m / 5m

}  // namespace haolao::ui::testing
