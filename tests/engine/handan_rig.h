// SPDX-License-Identifier: GPL-3.0-or-later
// A rigged Handan wall for the engine and UI tests (tests/ui/handan_rig.h uses it): set hands, head
// draws and tail replacements, filler elsewhere; the hands and set-ups several tests share.
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "haolao/game.h"
#include "haolao/ruleset.h"
#include "haolao/tile.h"
#include "haolao/wall.h"

namespace haolao::handan_rig {

inline const Ruleset& rules() {
    return handan_ruleset();
}

inline Tile T(const char* text) {
    return parse_tile(text, rules().tiles);
}

// A rigged 136-tile wall: hands by Seat index ("" = filler: one copy each of kinds that make no
// set, no pair), head draws after the deal in order and tail replacements in order ("" = filler).
struct HRig {
    Seat dealer = Seat::East;
    std::array<std::string, 4> hands;
    std::vector<std::string> draws;
    std::vector<std::string> tail;
};

inline std::vector<Tile> handan_wall(const HRig& rig) {
    const TileSet set = rules().tiles;
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
    // Filler hands: distinct kinds, ranks 1-4-7 first, then 2-5-8, 3-6-9 and honors (no pair, few
    // runs), so a filler seat that throws what it draws never pongs or wins.
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

inline Game start(const HRig& rig) {
    Game g(rules(), 1);
    g.rig_first_dealer(rig.dealer);
    g.rig_next_hand(handan_wall(rig), Dice{3, 4});
    g.start_hand();
    return g;
}

inline void act(Game& g, Seat s, const Action& a) {
    const ActionError err = g.act(s, a);
    if (err != ActionError::Ok)
        throw std::runtime_error(std::string(1, seat_letter(s)) + ": " +
                                 std::string(action_error_id(err)));
}

// Every seat asked about the current discard passes (a filler seat that drew a pair).
inline void pass_claims(Game& g) {
    while (g.hand_running() && g.state().phase == Phase::Response)
        for (Seat s : g.to_act().seats()) act(g, s, Action::pass());
}

// The seat on turn throws `t`; any claim offered on it is passed.
inline void throw_tile(Game& g, Tile t) {
    act(g, g.state().turn, Action::discard(t));
    pass_claims(g);
}

// The seat on turn throws its fresh draw; any claim offered on it is passed.
inline void tsumogiri(Game& g) {
    throw_tile(g, g.state().seat(g.state().turn).last_drawn);
}

// Hands used by several tests (E dealer 14, the others 13).
inline constexpr const char* kEast = "5m 23p 68p 23s 689s 235z 9m";   // throws 5m first
inline constexpr const char* kPonger = "55m 29m 58p 9p 57s 467z 3m";  // S or N: pong 5m
inline constexpr const char* kKonger = "555m 29m 58p 9p 57s 67z 3m";  // exposed kong (or pong) 5m
inline constexpr const char* kTanki5m = "123m 456p 789p 234s 5m";     // waits on 5m alone
inline constexpr const char* kRyanmen = "34m 456p 789p 234s 99s";     // waits on 2m / 5m

// E throws 5m (a West that wins on it passes), S (kPonger) pongs it and throws 9m; W, N, E throw
// their draws; S draws the fourth 5m and is on turn, holding it beside its pong (tail: 7p).
inline Game pong_then_fourth(const std::string& west) {
    HRig rig;
    rig.hands = {kEast, kPonger, west, ""};
    rig.draws = {"", "", "", "5m"};
    rig.tail = {"7p"};
    Game g = start(rig);
    act(g, Seat::East, Action::discard(T("5m")));
    if (g.to_act().has(Seat::West)) act(g, Seat::West, Action::pass());
    act(g, Seat::South, Action::pong(T("5m")));
    act(g, Seat::South, Action::discard(T("9m")));
    for (int i = 0; i < 3; ++i) tsumogiri(g);
    return g;
}

}  // namespace haolao::handan_rig
