// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: how the AI agents play Handan (RULES.md §3, docs/AI.md "Handan"). Every win is worth
// the same few units (a self-draw 6-12, a ron 1-2) and kong money is paid on the spot, so the play
// is speed (meld-aware shanten and live ukeire, meld.h), kong money (a concealed kong is 6 units),
// claims weighed by how much faster they make the hand, and a light defence (a deal-in costs 1-2
// units) that reads the others' open melds. Hefei never comes here.
#pragma once

#include <array>
#include <cstdint>

#include "haolao/agent.h"
#include "haolao/rng.h"

namespace haolao::ai {

enum class HandanLevel : std::uint8_t { Easy, Normal, Hard };

// One legal action with what the level expects it to bring (units for this seat).
struct HandanChoice {
    Action action;
    float ev = 0;
    float key = 0;      // the ranking's key: ev, + 1000 for a win the level always takes
    float win = 0;      // chance of winning the hand after it (1 for a win taken)
    float deal_in = 0;  // discards: chance it is won on now
    std::array<float, 4> deal_in_by{};
};

// Every legal action of the view ranked, best first (ties: legal order); returns the count.
// Normal and Hard only (Easy: handan_easy_decide).
int handan_rank(const SeatView& view, HandanLevel level,
                std::array<HandanChoice, ActionList::kCapacity>& out);

// The level's decision (the first of handan_rank; Easy: see handan_easy_decide).
Action handan_decide(const SeatView& view, HandanLevel level);

// Easy: wins always, melds only what lowers the shanten, keeps pairs and neighbours, throws lone
// honours first, slips now and then (1 in 6: any discard that keeps the shanten), no defence.
// `rng` already reseeded for the decision.
Action handan_easy_decide(const SeatView& view, Rng& rng);

// The chance that an opponent with `melds` open melds (kongs included) and `discards` in its pond
// is ready (the defence's threat; exposed for tests).
float handan_threat(int melds, int discards);

}  // namespace haolao::ai
