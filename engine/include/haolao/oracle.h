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
// The reading oracles (normal in every phase but a discard's ranking, which reads part of the
// truth; docs/AI.md "The oracle"):
//   "oracle:ready"   normal's danger heuristic with each opponent's readiness (0/1) true;
//   "oracle:suit"    the same, and the suits of the ready opponents' waits true;
//   "oracle:waits"   the ready opponents' true waits, each costing normal's estimated loss;
//   "oracle:ready:s" the readiness true, the waits read by hard's sampled danger;
//   "oracle:est:s"   that read with hard's own estimate of readiness (sees nothing: the
//                    control for oracle:ready:s); "oracle:est:p" with the discard-count prior
//                    alone, "oracle:est:rd" with the prior × the last discards' middle tiles.
// The offence oracles (normal's deal-in cost unchanged):
//   "oracle:live"      normal's offence on the true copies of each kind left in the wall;
//   "oracle:live:suit" only each suit's true share of its unseen copies in the wall;
//   "oracle:est:live"  that share read from the ponds (sees nothing: the control);
//   "oracle:draws=K"   (K 1-9) knows its next K draws: a discard they complete counts as won.
// `seed` seeds the sampling variants. nullptr for an unknown name.
std::unique_ptr<Agent> make_oracle_agent(const Game& game, Seat seat,
                                         std::string_view name = "oracle", std::uint64_t seed = 0);

}  // namespace haolao
