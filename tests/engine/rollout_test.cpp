// SPDX-License-Identifier: GPL-3.0-or-later
// hard's playouts with normal's own policy ("hard:np", agents/rollout.h): the state rebuilt from
// a seat's view and the true hidden tiles plays out exactly as the real game does.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <string>

#include "agents/rollout.h"
#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao {
namespace {

using testing::one_hand;

struct Normals {
    std::array<std::unique_ptr<Agent>, 4> owned;
    std::array<Agent*, 4> agents{};
    Normals() {
        for (int s = 0; s < 4; ++s) {
            owned[s] = make_agent("normal", 0);
            agents[s] = owned[s].get();
        }
    }
};

// The hidden truth of `state` as a determinised deal: every hand, the undrawn wall tiles in
// position order (the head first).
ai::Playout truth(const GameState& state, const Ruleset& rules) {
    ai::Playout p;
    p.rules = &rules;
    for (int i = 0; i < 4; ++i) p.hands[i] = state.seats[i].hand;
    const WallShape& shape = state.wall.shape();
    for (int pos = 0; pos < shape.size(); ++pos)
        if (!shape.taken(pos)) p.wall[static_cast<std::size_t>(p.end++)] = state.wall.at(pos);
    return p;
}

class NormalRollout : public ::testing::TestWithParam<const char*> {};

// At every own-turn discard of 4 × normal hands (kongs, declarations and the haolao phase
// included as they come), a rollout on the state rebuilt from the view gives the seat the
// points that the real game, played on by normal agents, gives it. (Seen to fail with the
// declarations left out of the rebuilt state, and with the wall filled tail first.)
TEST_P(NormalRollout, RebuiltStatePlaysLikeTheRealGame) {
    const Ruleset rules = one_hand(GetParam());
    Normals players;
    int checked = 0;
    int nonzero = 0;
    for (int h = 0; h < 6; ++h) {
        Game game(rules, 4200 + static_cast<std::uint64_t>(h));
        game.start_hand();
        while (game.hand_running()) {
            const Seat s = game.state().phase == Phase::Turn
                               ? game.state().turn
                               : game.to_act().seats(game.state().turn)[0];
            const SeatView view = game.view(s);
            const Action a = players.agents[index(s)]->decide(view);
            if (game.state().phase == Phase::Turn && a.type == ActionType::Discard) {
                Normals fresh;
                const int real = ai::rollout(game, s, a, fresh.agents);
                const Game rebuilt =
                    Game::at_state(rules, ai::determinised_state(view, truth(game.state(), rules)));
                Normals fresh2;
                EXPECT_EQ(ai::rollout(rebuilt, s, a, fresh2.agents), real)
                    << GetParam() << " hand " << h << " discard " << game.state().discards;
                ++checked;
                nonzero += real != 0;
            }
            ASSERT_EQ(game.act(s, a), ActionError::Ok);
        }
    }
    EXPECT_GT(checked, 100);
    EXPECT_GT(nonzero, 20);
}
INSTANTIATE_TEST_SUITE_P(Presets, NormalRollout,
                         ::testing::Values("hefei-classic", "hefei-ting", "hefei-bianfeng"));

}  // namespace
}  // namespace haolao
