// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: hard's playouts with normal's own policy ("hard:np", "expert:np"). A determinised
// deal (playout.h's Playout: the other hands and the wall in draw order, as hard's `deal` samples
// them) is turned into the full GameState the seat would stand in, and a candidate is played out
// by the real engine with a normal agent in every seat (the seat itself included) to the hand's
// end: rollout policy improvement over normal, whose opponents' model is exact against normal
// players apart from the sampled hidden tiles.
#pragma once

#include <array>

#include "agents/playout.h"
#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao::ai {

// The state behind `view` with the hidden tiles of `p` (p.hands: every seat's hand, kongs
// included; p.wall[p.head, p.end): the undrawn tiles, head first). Public fields come from the
// view; what no view shows (the others' missed-win locks, whether the seat's fresh tile was a
// kong replacement) is left at its default; the seats' head draws are inferred from the ponds.
GameState determinised_state(const SeatView& view, const Playout& p);

// Plays `first` for `me` on `start` (a copy), then `agents` (by seat) to the hand's end
// (play_to_hand_end); returns `me`'s points of the hand. Throws like play_to_hand_end.
int rollout(const Game& start, Seat me, const Action& first, const std::array<Agent*, 4>& agents);

}  // namespace haolao::ai
