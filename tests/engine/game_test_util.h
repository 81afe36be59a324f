// SPDX-License-Identifier: GPL-3.0-or-later
// Rigged walls for game scenario tests: hands, head draws and tail replacements by seat, with
// the rest filled by tiles that cannot make anyone ready by accident.
#pragma once

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "haolao/game.h"
#include "haolao/ruleset.h"
#include "haolao/tile.h"
#include "haolao/wall.h"

namespace haolao::testing {

// A preset's rules with a pot of one hand (tests that play single hands).
inline Ruleset one_hand(std::string_view id) {
    Ruleset r = ruleset_by_id(id);
    r.pot_length = PotLength::Hands;
    r.pot_hands = 1;
    return r;
}

struct Rig {
    Seat dealer = Seat::East;
    // By Seat index: the dealt tiles (14 for the dealer, 13 for the others); "" = filler.
    std::array<std::string, 4> hands;
    // Head draws after the deal, in order ("" = filler), and tail replacements, in order.
    std::vector<std::string> draws;
    std::vector<std::string> tail;
};

// The 84-tile wall in position order. Fillers spread each filler hand over the three suits
// (at most 5 of a suit, so never ready under the 8-tile rule).
inline std::vector<Tile> build_wall(const Rig& rig, int size = kHefeiWallTiles) {
    const TileSet set = TileSet::hefei();
    TileCounts left{};
    for (Tile t : set.tiles()) left[t.code()] = 4;
    std::vector<Tile> wall(size);
    std::vector<bool> fixed(size, false);
    auto place = [&](int pos, Tile t) {
        if (left[t.code()] == 0) throw std::logic_error("rig uses a fifth " + t.str());
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
        const int k = size / 2 - 1 - static_cast<int>(i) / 2;
        place(2 * k + static_cast<int>(i) % 2, parse_tile(rig.tail[i], set));
    }
    // Fill: filler hands take tiles cycling through the suits; everything else takes the rest.
    auto take_from_suit = [&](int suit) -> int {
        for (int r = 2; r <= 8; ++r) {
            const int c = suit * 9 + r - 1;
            if (left[c]) {
                --left[c];
                return c;
            }
        }
        return -1;
    };
    for (int s = 0; s < 4; ++s) {
        if (!rig.hands[s].empty()) continue;
        int suit = s % 3;
        for (int pos : seat_positions[s]) {
            int c = -1;
            for (int tries = 0; tries < 3 && c < 0; ++tries, suit = (suit + 1) % 3)
                c = take_from_suit(suit);
            if (c < 0) throw std::logic_error("rig ran out of tiles");
            wall[pos] = Tile::from_code(c);
            fixed[pos] = true;
        }
    }
    int suit = 0;
    for (int pos = 0; pos < size; ++pos) {
        if (fixed[pos]) continue;
        int c = -1;
        for (int tries = 0; tries < 3 && c < 0; ++tries, suit = (suit + 1) % 3)
            c = take_from_suit(suit);
        if (c < 0) throw std::logic_error("rig ran out of tiles");
        wall[pos] = Tile::from_code(c);
    }
    return wall;
}

inline Tile T(const char* text) {
    return parse_tile(text, TileSet::hefei());
}

// A game on the rigged wall `rig`, its first hand started (dice 3+4 unless given).
inline Game start(const Ruleset& rules, const Rig& rig, Dice dice = Dice{3, 4}) {
    Game g(rules, 1);
    g.rig_first_dealer(rig.dealer);
    g.rig_next_hand(build_wall(rig), dice);
    g.start_hand();
    return g;
}

// Whether `s` may take an action of this type now.
inline bool has_action(const Game& g, Seat s, ActionType type) {
    const ActionList actions = g.legal_actions(s);
    return std::any_of(actions.begin(), actions.end(),
                       [&](const Action& a) { return a.type == type; });
}

// The seat on turn throws `t` (declaring ready with it when asked); a refused action throws.
inline void discard(Game& g, Tile t, bool declare = false) {
    if (g.state().phase != Phase::Turn) throw std::runtime_error("discard: not in a Turn");
    const Seat s = g.state().turn;
    const ActionError err = g.act(s, Action::discard(t, declare));
    if (err != ActionError::Ok)
        throw std::runtime_error(std::string(1, seat_letter(s)) + " discarding " + t.str() + ": " +
                                 std::string(action_error_id(err)));
}

// The seat on turn throws its fresh tile.
inline void tsumogiri(Game& g) {
    if (g.state().phase != Phase::Turn) throw std::runtime_error("tsumogiri: not in a Turn");
    const SeatState& ss = g.state().seat(g.state().turn);
    if (!ss.has_fresh) throw std::runtime_error("tsumogiri: no fresh tile");
    discard(g, ss.last_drawn);
}

// The seat on turn throws its lowest tile (the dealer's first discard in filler hands).
inline void discard_lowest(Game& g) {
    const Hand& h = g.state().seat(g.state().turn).hand;
    for (int c = 0; c < kNumTileKinds; ++c)
        if (h.concealed[c]) return discard(g, Tile::from_code(c));
    throw std::runtime_error("discard_lowest: empty hand");
}

}  // namespace haolao::testing
