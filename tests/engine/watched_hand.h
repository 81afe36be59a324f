// SPDX-License-Identifier: GPL-3.0-or-later
// One hand with a test's own agent at seat `me` and normal at the other three seats: the set-up of
// the tests that compare an agent's choice with another's at each of the watched seat's decisions.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/oracle.h"

namespace haolao::testing {

// Plays the game's next hand; the normal seats are seeded agent_seed(seed, seat), as in self-play.
inline const HandResult& play_watched_hand(Game& game, Agent& watched, Seat me,
                                           std::uint64_t seed) {
    std::array<std::unique_ptr<Agent>, 4> owned;
    std::array<Agent*, 4> agents{};
    for (int s = 0; s < 4; ++s) {
        const Seat seat = seat_from_index(s);
        if (seat == me) {
            agents[s] = &watched;
            continue;
        }
        owned[s] = make_agent("normal", agent_seed(seed, seat));
        agents[s] = owned[s].get();
    }
    return play_hand(game, agents);
}

// The same with the agent `name` at seat `me`: an oracle (seeing `game`) or any seat name.
inline const HandResult& play_named_hand(Game& game, std::string_view name, Seat me,
                                         std::uint64_t seed) {
    const std::unique_ptr<Agent> agent =
        is_oracle_name(name) ? make_oracle_agent(game, me, name, agent_seed(seed, me))
                             : make_agent(name, agent_seed(seed, me));
    return play_watched_hand(game, *agent, me, seed);
}

}  // namespace haolao::testing
