// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis only: oracle agents that see hidden information. They measure what it is worth (the
// ceiling for the seated levels, docs/AI.md "The oracle"); they are never offered as a seat:
// make_agent does not know them and agent_names() does not list them. Only a caller that holds
// the Game itself (the duplicate runner in bench_agents) can build one.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao {

// Whether `name` is one of the oracles below.
bool is_oracle_name(std::string_view name);

// An agent for `seat` of `game` (which must outlive it). It reads game.state() on every decision.
// Turn: every discard normal would consider is played out to the end of the hand (every seat
// with the playouts' fast policy); the best mean wins, ties to normal's order. Wins whenever it
// can; kongs and declared hands as normal. By name:
//   "oracle"        sees every concealed hand and the wall's order: one playout on the true deal,
//                   its own seat never throwing a tile another hand waits on while it has another;
//   "oracle:hands"  sees every concealed hand, not the wall: the wall's order is sampled (its
//                   tiles are known by elimination) for 16 playouts per discard, common to all
//                   discards; its own seat avoids the others' waits as above;
//   "oracle:wall"   sees the wall's order, not the hands: the other hands are dealt at random from
//                   the tiles neither in its hand, seen, nor in the wall, for 16 playouts per
//                   discard.
// `seed` seeds the sampling variants. nullptr for an unknown name.
std::unique_ptr<Agent> make_oracle_agent(const Game& game, Seat seat,
                                         std::string_view name = "oracle", std::uint64_t seed = 0);

}  // namespace haolao
