// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis only: the oracle agent sees every concealed hand and the wall's order. It measures
// what hidden information is worth (the ceiling for the seated levels, docs/AI.md "The oracle");
// it is never offered as a seat: make_agent does not know it and agent_names() does not list it.
// Only a caller that holds the Game itself (the duplicate runner in bench_agents) can build one.
#pragma once

#include <cstdint>
#include <memory>

#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao {

// An agent for `seat` of `game` (which must outlive it). It reads game.state() on every decision.
// Turn: every discard normal would consider is played out to the end of the hand on the true
// deal (the real hands, the real wall order; every seat with the playouts' fast policy, its own
// seat never throwing a tile another hand waits on while it has another); the best wins, ties to
// normal's order. Wins whenever it can; kongs and declared hands as normal.
std::unique_ptr<Agent> make_oracle_agent(const Game& game, Seat seat);

}  // namespace haolao
