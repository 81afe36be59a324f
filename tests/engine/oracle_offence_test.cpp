// SPDX-License-Identifier: GPL-3.0-or-later
// The offence oracles (haolao/oracle.h "oracle:live", "oracle:draws=K"; agents/oracle_read.h):
// equal to normal where the information they add is empty, different where it is not, and the
// draws they read are the ones the seat then draws.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <string_view>
#include <vector>

#include "agents/eval.h"
#include "agents/oracle_read.h"
#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/oracle.h"
#include "watched_hand.h"

namespace haolao {
namespace {

using testing::one_hand;

// normal in every seat; at each of `me`'s decisions the offence oracles' choices are compared:
// with the unseen counts as the "live" counts and no known draws they must be normal's; with the
// truth they sometimes differ. Also checks each predicted next draw against the draw that came.
class Watcher final : public Agent {
  public:
    Watcher(const Game& game, Seat me) : game_(game), me_(me) {}
    Action decide(const SeatView& view) override {
        const Action normal = ai::normal_decide(view, {});
        const SeatState& mine = game_.state().seats[index(me_)];
        if (view.phase == Phase::Turn) {
            if (predicted_ && view.has_fresh && !mine.last_draw_replacement) {
                EXPECT_EQ(view.last_drawn, next_);
                ++draws_checked;
            }
            predicted_ = false;
        }
        EXPECT_EQ(ai::live_discard(view, ai::read_table(view).unseen), normal);
        EXPECT_EQ(ai::draws_discard(view, nullptr, 0), normal);
        // A suit tilt equal to the unseen counts' own changes no count.
        const TileCounts unseen = ai::read_table(view).unseen;
        EXPECT_EQ(ai::suit_live(view, unseen), unseen);
        ++compared;
        if (view.phase != Phase::Turn || view.declared) return normal;
        const Action live = ai::live_discard(view, ai::wall_counts(game_.state()));
        EXPECT_TRUE(view.legal.contains(live));
        live_differs += live != normal;
        std::array<Tile, 9> draws{};
        const int k = ai::next_own_draws(game_.state(), 3, draws);
        const Action known = ai::draws_discard(view, draws.data(), k);
        EXPECT_TRUE(view.legal.contains(known));
        draws_differ += known != normal;
        if (normal.type == ActionType::Discard && k > 0) {
            predicted_ = true;
            next_ = draws[0];
        }
        return normal;
    }
    int compared = 0;
    int live_differs = 0;
    int draws_differ = 0;
    int draws_checked = 0;

  private:
    const Game& game_;
    Seat me_;
    bool predicted_ = false;
    Tile next_;
};

class OracleOffence : public ::testing::TestWithParam<const char*> {};

TEST_P(OracleOffence, NormalWithoutTheInformationAndTheDrawsComeAsRead) {
    const Ruleset rules = one_hand(GetParam());
    int compared = 0, live_differs = 0, draws_differ = 0, draws_checked = 0;
    for (int h = 0; h < 40; ++h) {
        Game game(rules, 500 + static_cast<std::uint64_t>(h));
        const Seat me = seat_from_index(h % 4);
        Watcher watcher(game, me);
        testing::play_watched_hand(game, watcher, me, 500);
        compared += watcher.compared;
        live_differs += watcher.live_differs;
        draws_differ += watcher.draws_differ;
        draws_checked += watcher.draws_checked;
    }
    EXPECT_GT(compared, 200);
    EXPECT_GT(draws_checked, 150);
    EXPECT_GT(live_differs, 0);
    EXPECT_GT(draws_differ, 0);
}

INSTANTIATE_TEST_SUITE_P(Presets, OracleOffence,
                         ::testing::Values("hefei-classic", "hefei-ting", "hefei-bianfeng"));

// A rigged deal: East (dealer, 14 tiles) may be ready three ways; normal keeps the two-sided
// wait (throws 5p: waits 2m / 5m), but its next draw is 4m (the fourth head tile after its
// discard): oracle:draws=1 keeps the 4m single wait (throws 3m) and wins on it.
TEST(OracleOffence, AKnownWinningDrawIsPlayedFor) {
    const Ruleset rules = one_hand("hefei-classic");
    testing::Rig rig;
    rig.hands[0] = "234s 567s 678s 34m 555p";
    rig.draws = {"", "", "", "4m"};
    const Game game = testing::start(rules, rig);
    const SeatView view = game.view(Seat::East);
    ASSERT_EQ(view.phase, Phase::Turn);
    std::array<Tile, 9> draws{};
    ASSERT_EQ(ai::next_own_draws(game.state(), 1, draws), 1);
    EXPECT_EQ(draws[0], testing::T("4m"));
    const Action normal = ai::normal_decide(view, {});
    EXPECT_EQ(normal.tile, testing::T("5p"));
    const Action known = ai::draws_discard(view, draws.data(), 1);
    EXPECT_EQ(known.tile, testing::T("3m"));
    // Another draw (8p: completes nothing) leaves normal's choice.
    const std::array<Tile, 1> other = {testing::T("8p")};
    EXPECT_EQ(ai::draws_discard(view, other.data(), 1), normal);
}

// Legal and deterministic through whole hands, and not normal.
TEST(OracleOffence, LegalDeterministicAndNotNormal) {
    const Ruleset rules = one_hand("hefei-classic");
    auto play = [&](std::string_view name) {
        std::vector<Event> log;
        for (int h = 0; h < 30; ++h) {
            Game game(rules, 800 + static_cast<std::uint64_t>(h));
            testing::play_named_hand(game, name, seat_from_index(h % 4),
                                     800);  // throws on an illegal action
            EXPECT_EQ(check_invariants(game.state(), rules), "") << name << " hand " << h;
            log.insert(log.end(), game.events().begin(), game.events().end());
        }
        return log;
    };
    const std::vector<Event> normal = play("normal");
    for (std::string_view name : {"oracle:live", "oracle:est:live", "oracle:live:suit",
                                  "oracle:draws=1", "oracle:draws=3"}) {
        const std::vector<Event> a = play(name);
        EXPECT_EQ(a, play(name)) << name;
        EXPECT_NE(a, normal) << name;
    }
}

}  // namespace
}  // namespace haolao
