// SPDX-License-Identifier: GPL-3.0-or-later
// The advisor (advisor.h): rigged positions with known answers, the shared path with hard, every
// legal action ranked once, determinism.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "game_test_util.h"
#include "haolao/advisor.h"
#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao {
namespace {

using testing::one_hand;

using testing::Rig;
using testing::T;

const Advice* find(const std::vector<Advice>& ranking, const Action& a) {
    for (const Advice& ad : ranking)
        if (ad.action == a) return &ad;
    return nullptr;
}

int rank_of(const std::vector<Advice>& ranking, const Action& a) {
    for (std::size_t i = 0; i < ranking.size(); ++i)
        if (ranking[i].action == a) return static_cast<int>(i);
    return -1;
}

// The best-ranked discard of `t` (declaring or not), -1 when none is listed.
int best_discard_of(const std::vector<Advice>& ranking, Tile t) {
    for (std::size_t i = 0; i < ranking.size(); ++i)
        if (ranking[i].action.type == ActionType::Discard && ranking[i].action.tile == t)
            return static_cast<int>(i);
    return -1;
}

// Plays the seat to act with `script` when it names that seat's action, else the drawn tile
// (or the first legal action), until `me` must decide.
void play_until(Game& game, Seat me, std::vector<std::pair<Seat, Action>> script) {
    std::size_t next_step = 0;
    for (int guard = 0; guard < 200 && game.hand_running(); ++guard) {
        const Seat s = game.to_act().seats(game.state().turn).front();
        if (s == me && next_step == script.size()) return;
        const SeatView v = game.view(s);
        Action a = v.legal[0];
        if (next_step < script.size() && script[next_step].first == s) {
            a = script[next_step++].second;
        } else if (v.phase == Phase::Response) {
            a = Action::pass();
        } else if (v.has_fresh) {
            a = Action::discard(v.last_drawn);
        }
        ASSERT_EQ(game.act(s, a), ActionError::Ok) << "seat " << index(s);
    }
}

// (a) hefei-ting: South declares ready on 4p (a single wait) with its first discard, then throws
// its next draw (7p). East holds both: 4p is a tile South can win on, 7p one it threw since
// declaring, which it cannot be waiting on (a declared hand throws every draw that does not win).
TEST(Advisor, DealInRiskNamesTheDeclaredSeatOnItsWait) {
    const Ruleset rules = one_hand("hefei-ting");
    Game game(rules, 1);
    Rig rig;
    rig.dealer = Seat::South;
    rig.hands[1] = "234m 567m 345m 888m 4p 3s";               // South (dealer): 14
    rig.hands[0] = "4p 7p 2p 3p 6p 2s 5s 6s 8s 2m 5m 6m 7m";  // East: 13
    rig.draws = {"8p", "8p", "8p", "7p", "6m", "5s", "2p"};   // W N E S W N E
    game.rig_first_dealer(Seat::South);
    game.rig_next_hand(testing::build_wall(rig), Dice{3, 4});
    game.start_hand();
    play_until(
        game, Seat::East,
        {{Seat::South, Action::discard(T("3s"), true)}, {Seat::East, Action::discard(T("8p"))}});
    ASSERT_TRUE(game.to_act().has(Seat::East));
    const SeatView v = game.view(Seat::East);
    ASSERT_TRUE(v.declared_seats[index(Seat::South)]);
    ASSERT_EQ(v.ponds[index(Seat::South)].size, 2);
    ASSERT_EQ(v.ponds[index(Seat::South)].tiles[1], T("7p"));

    const auto ranking = advise(v, {}, 7);
    const Advice* wait = find(ranking, Action::discard(T("4p")));
    const Advice* safe = find(ranking, Action::discard(T("7p")));
    ASSERT_NE(wait, nullptr);
    ASSERT_NE(safe, nullptr);
    const int south = index(Seat::South);
    EXPECT_GT(wait->deal_in_by[south], 0.f);
    EXPECT_EQ(safe->deal_in_by[south], 0.f);
    EXPECT_GT(wait->deal_in, safe->deal_in);
    // Undeclared seats cannot win on a discard in a declaring room.
    for (Seat s : {Seat::East, Seat::West, Seat::North})
        EXPECT_EQ(wait->deal_in_by[index(s)], 0.f) << index(s);
    EXPECT_LT(rank_of(ranking, Action::discard(T("7p"))),
              rank_of(ranking, Action::discard(T("4p"))));
}

// (b) hefei-ting (nobody can win on a discard: no danger to tell the discards apart): East,
// ready on a single 4p, draws 6p. Two copies of 4p are in South's and West's ponds, so keeping
// 4p leaves 1 live copy and keeping 6p leaves 3: the advisor ranks throwing 4p higher.
TEST(Advisor, KeepsTheWaitWithMoreTilesLeft) {
    const Ruleset rules = one_hand("hefei-ting");
    Game game(rules, 1);
    Rig rig;
    rig.dealer = Seat::South;
    rig.hands[0] = "234m 567m 345m 888m 4p";                     // East: ready on 4p
    rig.hands[1] = "2p 4p 5p 7p 8p 3s 4s 6s 7s 8s 2s 5s 6m 7m";  // South (dealer): 14
    rig.hands[2] = "4p 2p 5p 7p 3s 4s 6s 7s 8s 2s 5s 6m 7m";     // West: 13
    rig.draws = {"3p", "3p", "6p"};                              // W N E
    game.rig_first_dealer(Seat::South);
    game.rig_next_hand(testing::build_wall(rig), Dice{3, 4});
    game.start_hand();
    play_until(game, Seat::East,
               {{Seat::South, Action::discard(T("4p"))}, {Seat::West, Action::discard(T("4p"))}});
    ASSERT_TRUE(game.to_act().has(Seat::East));
    const SeatView v = game.view(Seat::East);
    ASSERT_EQ(v.hand.concealed[T("6p").code()], 1);

    const auto ranking = advise(v, {}, 7);
    const int throw4 = best_discard_of(ranking, T("4p"));
    const int throw6 = best_discard_of(ranking, T("6p"));
    ASSERT_GE(throw4, 0);
    ASSERT_GE(throw6, 0);
    EXPECT_LT(throw4, throw6);
    const Advice& keep6 = ranking[static_cast<std::size_t>(throw4)];
    const Advice& keep4 = ranking[static_cast<std::size_t>(throw6)];
    EXPECT_GT(keep6.win, keep4.win);
    EXPECT_GT(keep6.ev, keep4.ev);
}

// (c) The dealer's first turn: 2222m 34m 567m 88p 66s 5s is ready after throwing 6s (222m 234m
// 567m 88p 56s: 4s / 7s) or 5s (8p / 6s); the kong of 2m leaves 34m 567m 88p + two s tiles one
// step from ready. The kong ranks below the ready discards.
TEST(Advisor, KongThatBreaksReadinessRanksBelowKeepingIt) {
    Game game(one_hand("hefei-classic"), 1);
    Rig rig;
    rig.hands[0] = "2222m 34m 567m 88p 66s 5s";
    game.rig_first_dealer(Seat::East);
    game.rig_next_hand(testing::build_wall(rig), Dice{3, 4});
    game.start_hand();
    const SeatView v = game.view(Seat::East);
    const Action kong = Action::kong(T("2m"));
    ASSERT_TRUE(v.legal.contains(kong));
    const auto ranking = advise(v, {}, 7);
    ASSERT_FALSE(ranking.empty());
    EXPECT_EQ(ranking[0].action.type, ActionType::Discard);
    const int k = rank_of(ranking, kong);
    ASSERT_GE(k, 0);
    EXPECT_GT(k, rank_of(ranking, Action::discard(T("6s"))));
    EXPECT_GT(k, rank_of(ranking, Action::discard(T("5s"))));
    EXPECT_LT(ranking[static_cast<std::size_t>(k)].ev, ranking[0].ev);
    EXPECT_LT(ranking[static_cast<std::size_t>(k)].win, ranking[0].win);
}

// Decisions of a few seeded hands (four normal seats drive the game): every view that must
// decide, both phases, declared and not. A view refers to its game's rules: the games are kept.
struct Positions {
    std::vector<std::unique_ptr<Game>> games;
    std::vector<SeatView> views;
};
Positions positions(std::string_view ruleset, int hands) {
    const Ruleset rules = one_hand(ruleset);
    Positions out;
    for (int h = 0; h < hands; ++h) {
        out.games.push_back(std::make_unique<Game>(rules, 300 + static_cast<std::uint64_t>(h)));
        Game& game = *out.games.back();
        std::array<std::unique_ptr<Agent>, 4> agents;
        for (int s = 0; s < 4; ++s) agents[s] = make_agent("normal", 1);
        game.start_hand();
        while (game.hand_running()) {
            const Seat s = game.to_act().seats(game.state().turn).front();
            const SeatView v = game.view(s);
            out.views.push_back(v);
            EXPECT_EQ(game.act(s, agents[index(s)]->decide(v)), ActionError::Ok);
        }
    }
    return out;
}

// (d) The shared path: the advisor's first action is hard's decision, same seed and budget.
struct SharedRow {
    const char* ruleset;
    const char* agent;
    int sims;
};
class AdvisorShared : public ::testing::TestWithParam<SharedRow> {};
TEST_P(AdvisorShared, BestIsHardsDecision) {
    const SharedRow& row = GetParam();
    int compared = 0;
    int discards = 0;
    std::uint64_t seed = 11;
    const Positions p = positions(row.ruleset, 6);
    for (const SeatView& v : p.views) {
        ++seed;
        auto hard = make_agent(row.agent, seed);
        const Action decided = hard->decide(v);
        AdviceBudget budget;
        budget.simulations = row.sims;
        const auto ranking = advise(v, budget, seed);
        ASSERT_FALSE(ranking.empty());
        EXPECT_EQ(ranking[0].action, decided) << row.agent << " seed " << seed;
        ++compared;
        discards +=
            v.phase == Phase::Turn && !v.declared && ranking[0].action.type == ActionType::Discard;
    }
    EXPECT_GE(compared, 100);
    EXPECT_GE(discards, 50);  // the searched kind of decision
}
INSTANTIATE_TEST_SUITE_P(Rows, AdvisorShared,
                         ::testing::Values(SharedRow{"hefei-classic", "hard", 24},
                                           SharedRow{"hefei-classic", "hard:sims=6", 6},
                                           SharedRow{"hefei-ting", "hard:sims=6", 6},
                                           SharedRow{"hefei-bianfeng", "hard:sims=6", 6}));

// (e) Same view, seed and budget: the same ranking, every number included.
TEST(Advisor, DeterministicForASeedAndASimulationBudget) {
    int differ_by_seed = 0;
    int compared = 0;
    const Positions p = positions("hefei-classic", 2);
    for (const SeatView& v : p.views) {
        const auto a = advise(v, {}, 5);
        const auto b = advise(v, {}, 5);
        EXPECT_EQ(a, b);
        ++compared;
        differ_by_seed += a != advise(v, {}, 6);
    }
    EXPECT_GE(compared, 40);
    // The seed matters (sampled danger, playouts): not every ranking is the same under another.
    EXPECT_GT(differ_by_seed, 0);
}

// (f) Every legal action exactly once, in every phase; sane numbers.
class AdvisorLists : public ::testing::TestWithParam<const char*> {};
TEST_P(AdvisorLists, EveryLegalActionExactlyOnce) {
    int others = 0;
    int declaring = 0;
    const Positions p = positions(GetParam(), 12);
    for (const SeatView& v : p.views) {
        AdviceBudget budget;
        budget.simulations = 4;
        const auto ranking = advise(v, budget, 3);
        ASSERT_EQ(static_cast<int>(ranking.size()), v.legal.size());
        for (const Action& a : v.legal)
            EXPECT_EQ(std::count_if(ranking.begin(), ranking.end(),
                                    [&](const Advice& ad) { return ad.action == a; }),
                      1);
        for (const Advice& ad : ranking) {
            EXPECT_GE(ad.win, 0.f);
            EXPECT_LE(ad.win, 1.f);
            EXPECT_GE(ad.deal_in, 0.f);
            EXPECT_LE(ad.deal_in, 1.f);
            if (ad.action.type != ActionType::Discard) {
                EXPECT_EQ(ad.deal_in, 0.f);
            }
        }
        others += v.legal.has(ActionType::Win) || v.legal.has(ActionType::Kong) ||
                  v.legal.has(ActionType::Pass);
        declaring += v.legal.has_declare();
    }
    // Declaring discards where the room has them, wins, passes or kongs elsewhere (in hefei-ting
    // declared seats win automatically and the others cannot win on a discard).
    if (std::string_view(GetParam()) == "hefei-ting")
        EXPECT_GT(declaring, 0);
    else
        EXPECT_GT(others, 0);
}
INSTANTIATE_TEST_SUITE_P(Rows, AdvisorLists,
                         ::testing::Values("hefei-classic", "hefei-ting", "hefei-bianfeng"));

// Game::at_state (the position behind `haolao-cli advise --view`): a game standing at another
// game's state lists the same seats to act and legal actions, so it gives the same advice.
TEST(GameAtState, SameLegalActionsAndAdviceAsTheGameItCopies) {
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 9; ++seed) {
        const Ruleset rules = one_hand(seed % 3 == 0 ? "hefei-ting" : "hefei-classic");
        Game game(rules, seed);
        auto normal = make_agent("normal", 1);
        game.start_hand();
        while (game.hand_running()) {
            const Game copy = Game::at_state(rules, game.state());
            ASSERT_EQ(copy.to_act(), game.to_act());
            const Seat s = game.to_act().seats(game.state().turn).front();
            ASSERT_EQ(copy.legal_actions(s), game.legal_actions(s));
            if (compared % 7 == 0) {
                AdviceBudget budget;
                budget.simulations = 4;
                EXPECT_EQ(advise(copy.view(s), budget, 9), advise(game.view(s), budget, 9));
            }
            ++compared;
            ASSERT_EQ(game.act(s, normal->decide(game.view(s))), ActionError::Ok);
        }
    }
    EXPECT_GE(compared, 100);
    GameState broken = Game(one_hand("hefei-classic"), 1).state();
    EXPECT_THROW(Game::at_state(one_hand("hefei-classic"), broken), std::invalid_argument);
}

// A time budget: every legal action still ranked, within the budget (plus a simulation).
TEST(Advisor, TimeBudgetRanksEverythingInTime) {
    const Positions p = positions("hefei-classic", 1);
    AdviceBudget budget;
    budget.milliseconds = 20;
    int checked = 0;
    for (std::size_t i = 0; i < p.views.size(); i += 5) {
        const SeatView& v = p.views[i];
        const auto t0 = std::chrono::steady_clock::now();
        const auto ranking = advise(v, budget, 1);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count();
        EXPECT_EQ(static_cast<int>(ranking.size()), v.legal.size());
        EXPECT_LT(ms, 1000.0);  // 20 ms + one simulation; generous for a loaded machine
        ++checked;
    }
    EXPECT_GE(checked, 5);
}

TEST(Advisor, NothingToDecideIsAnEmptyRanking) {
    Game game(one_hand("hefei-classic"), 1);
    game.start_hand();
    const Seat waiting = next(game.state().turn);
    EXPECT_TRUE(advise(game.view(waiting)).empty());
}

}  // namespace
}  // namespace haolao
