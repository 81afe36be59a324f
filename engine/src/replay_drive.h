// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's one re-drive of a replay log (replay.cpp), shared by resume_game, verify_events
// and review_pot: a Game is driven through the events, each engine event compared with the
// file's, each decision event turned into the Action it records and applied.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "haolao/events.h"
#include "haolao/game.h"
#include "haolao/replay.h"

namespace haolao {

// Sees each decision of the log just before it is applied: `game` stands at the pending
// decision, `seat` takes `action`, recorded as event `at` (its index in the log; declined offers
// recorded before it are not decisions). Returning false stops the re-drive there.
using DecisionHook =
    std::function<bool(const Game& game, Seat seat, const Action& action, std::size_t at)>;

// Throws ReplayError (Kind::Illegal) at the first event the engine does not produce.
Game rebuild(const Ruleset& rules, std::uint64_t seed, const std::vector<Event>& events,
             const VerifyOptions& options, ReplayCheck& check, const DecisionHook& hook);

}  // namespace haolao
