// SPDX-License-Identifier: GPL-3.0-or-later
// A pot's record for the player database (docs/STORE.md): the rows of every finished hand and the
// standings, folded from a replay's header and events. The live path (the window, after each
// hand) and the rebuild from DATA/pots/ both use this one summary, so they cannot differ.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "haolao/events.h"
#include "haolao/replay.h"

namespace haolao {

struct HandRecord {
    int index = 0;  // 0-based, within the pot
    Seat dealer = Seat::East;
    int streak = 1;  // the dealer's streak in this hand (HandStarted)
    bool drawn = false;
    std::vector<Won> wins;  // in order (several on one discard possible)
    // By Seat index: the hand's net, the sum of every money event's deltas in it: its wins, and
    // for Handan the kong money (KongPaid) and 跟打 (FollowDiscardPaid), drawn hands included.
    std::array<int, 4> deltas{};
    std::array<int, 4> kongs{};         // kongs made by each seat: concealed, exposed, added
    std::array<int, 4> kong_money{};    // Handan: the sum of the hand's KongPaid deltas
    std::array<int, 4> follow_money{};  // Handan: the sum of the hand's FollowDiscardPaid deltas
};

struct PotRecord {
    std::vector<HandRecord> hands;  // finished hands only (a hand in play is not counted)
    std::array<int, 4> points{};    // standings: the sum of the finished hands' deltas
    std::array<int, 4> places{};    // 1-4; tied seats share the better place
    bool finished = false;          // pot_ended seen
};

// How a win was made, for the statistics: a discard (ron), a self-draw, a kong replacement
// (kong bloom: by SelfDraw with kKongBloom) or a robbed added kong (by Discard with kRobKong).
enum class WinKind : std::uint8_t { Ron, SelfDraw, KongBloom, RobKong };
WinKind win_kind(const Won& won);
const char* win_kind_id(WinKind kind);  // "ron", "self_draw", "kong_bloom", "rob_kong"

// What a win gained its winner: the sum of its payments' points.
int win_value(const Won& won);

// The places of `points` (1 = most; ties share the better place).
std::array<int, 4> places_of(const std::array<int, 4>& points);

// Folds the events (a prefix of a pot is fine: the hand in play is left out). Never throws:
// events out of order (a Won outside a hand) are ignored.
PotRecord summarize_pot(const ReplayHeader& header, const std::vector<Event>& events);

}  // namespace haolao
