// SPDX-License-Identifier: GPL-3.0-or-later
// A pot driven one decision at a time by baseline agents, for the tests that cut a recorded pot
// at any point (saves, fuzz regressions).
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <memory>

#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao::ui::pot_test {

// One decision of a pot played by baseline agents (starting the next hand when none runs).
// False once the pot is over.
inline bool step(Game& g, std::array<std::unique_ptr<Agent>, 4>& agents) {
    if (g.pot_over()) return false;
    if (!g.hand_running()) {
        g.start_hand();
        return true;
    }
    const SeatMask mask = g.to_act();
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(index(g.state().turn) + i);
        if (!mask.has(s)) continue;
        EXPECT_EQ(g.act(s, agents[index(s)]->decide(g.view(s))), ActionError::Ok);
        return true;
    }
    return false;
}

inline std::array<std::unique_ptr<Agent>, 4> baseline_agents(std::uint64_t seed) {
    std::array<std::unique_ptr<Agent>, 4> a;
    for (int i = 0; i < 4; ++i)
        a[static_cast<std::size_t>(i)] =
            make_agent("baseline", agent_seed(seed, seat_from_index(i)));
    return a;
}

}  // namespace haolao::ui::pot_test
