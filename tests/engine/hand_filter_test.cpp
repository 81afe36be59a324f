// SPDX-License-Identifier: GPL-3.0-or-later
// The hand filter (agents/hand_filter.h, development "hard:pf"): it rebuilds each of an
// opponent's past turns from the viewer's view and asks normal what it would have thrown. Against
// normal players every true history must fit every turn (the rebuilt turns are the real ones),
// and the filter's hands must be hands the opponent could hold.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <vector>

#include "agents/eval.h"
#include "agents/hand_filter.h"
#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao {
namespace {

using testing::one_hand;

// Plays hand `h` of four normal agents; before each plain own-turn discard (no kong this hand)
// calls check(view, game, dealt, draws) with every seat's deal and draws so far.
template <class Check>
void play_tracked(const Ruleset& rules, std::uint64_t seed, Check check) {
    Game game(rules, seed);
    std::array<std::unique_ptr<Agent>, 4> agents;
    for (int s = 0; s < 4; ++s)
        agents[s] = make_agent("normal", agent_seed(seed, seat_from_index(s)));
    game.start_hand();
    std::array<Hand, 4> dealt;
    std::array<std::vector<Tile>, 4> draws;
    for (int s = 0; s < 4; ++s) dealt[s] = game.state().seats[s].hand;
    std::size_t events = game.events().size();
    while (game.hand_running()) {
        const Seat s = game.to_act().seats(game.state().turn).front();
        const SeatView v = game.view(s);
        if (v.phase == Phase::Turn && !v.declared && v.kongs_this_hand == 0)
            check(v, game, dealt, draws);
        game.act(s, agents[index(s)]->decide(v));
        for (; events < game.events().size(); ++events)
            if (const auto* d = std::get_if<Drew>(&game.events()[events]))
                draws[index(d->seat)].push_back(d->tile);
    }
}

class HistoryFits : public ::testing::TestWithParam<const char*> {};

TEST_P(HistoryFits, EveryTrueHistoryFitsAndReversedDrawsMostlyDoNot) {
    const Ruleset rules = one_hand(GetParam());
    int checked = 0, turns = 0, reversed = 0, reversed_fit_all = 0;
    for (int h = 0; h < 12; ++h)
        play_tracked(rules, 1900 + static_cast<std::uint64_t>(h),
                     [&](const SeatView& v, const Game&, const std::array<Hand, 4>& dealt,
                         const std::array<std::vector<Tile>, 4>& draws) {
                         for (int o = 0; o < 4; ++o) {
                             if (o == index(v.seat) || v.ponds[o].size == 0) continue;
                             ++checked;
                             turns += v.ponds[o].size;
                             EXPECT_EQ(ai::history_fits(v, o, dealt[o], draws[o]), v.ponds[o].size)
                                 << "hand " << h << ", seat " << o << " after "
                                 << int(v.ponds[o].size) << " discards";
                             // The same draws in reverse order: a history that is not o's.
                             if (draws[o].size() < 4) continue;
                             std::vector<Tile> back(draws[o].rbegin(), draws[o].rend());
                             ++reversed;
                             if (ai::history_fits(v, o, dealt[o], back) == v.ponds[o].size)
                                 ++reversed_fit_all;
                         }
                     });
    EXPECT_GT(checked, 150);
    EXPECT_GT(turns, 600);
    // The rebuilt turns tell histories apart (a check that said yes to everything fails here).
    EXPECT_GT(reversed, 50);
    EXPECT_LT(reversed_fit_all * 4, reversed) << reversed_fit_all << " of " << reversed;
}

INSTANTIATE_TEST_SUITE_P(Presets, HistoryFits,
                         ::testing::Values("hefei-classic", "hefei-bianfeng", "hefei-ting"));

// The filter's hands are hands the opponent could hold now (its public size, within what the
// viewer has not seen), its weights a distribution, and its P(ready) higher on average for the
// opponents that are ready than for those that are not.
TEST(HandFilter, ReadsHandsTheOpponentCouldHold) {
    const Ruleset rules = one_hand("hefei-classic");
    int reads = 0;
    std::array<double, 2> p_sum{}, n{};  // by the truth: not ready, ready
    for (int h = 0; h < 8; ++h)
        play_tracked(rules, 1950 + static_cast<std::uint64_t>(h),
                     [&](const SeatView& v, const Game& game, const std::array<Hand, 4>&,
                         const std::array<std::vector<Tile>, 4>&) {
                         const ai::Table table = ai::read_table(v);
                         Rng rng(static_cast<std::uint64_t>(reads) + 1);
                         for (int o = 0; o < 4; ++o) {
                             if (o == index(v.seat)) continue;
                             ai::FilterOptions options;
                             options.particles = 256;
                             const ai::HandRead read = ai::filter_hand(v, o, rng, options);
                             ASSERT_TRUE(read.ok);
                             ++reads;
                             ASSERT_EQ(read.hands.size(), 256u);
                             float sum = 0;
                             for (std::size_t i = 0; i < read.hands.size(); ++i) {
                                 sum += read.weight[i];
                                 if (read.weight[i] <= 0) continue;
                                 ASSERT_EQ(read.hands[i].concealed_count(), v.concealed_counts[o]);
                                 for (int c = 0; c < kNumTileKinds; ++c)
                                     ASSERT_LE(read.hands[i].concealed[c], table.unseen[c]);
                             }
                             EXPECT_NEAR(sum, 1.f, 1e-4f);
                             EXPECT_GE(read.p_ready, 0.f);
                             EXPECT_LE(read.p_ready, 1.f + 1e-4f);
                             const bool truth = wait_mask(game.state().seats[o].hand, rules) != 0;
                             p_sum[truth] += read.p_ready;
                             ++n[truth];
                         }
                     });
    EXPECT_GT(reads, 200);
    ASSERT_GT(n[1], 10);
    EXPECT_GT(p_sum[1] / n[1], 2 * p_sum[0] / n[0]) << n[1] << " ready, " << n[0] << " not";
}

// o's hand read with `particles` and the proposal `adapt`, from a seeded stream.
ai::HandRead read_with(const SeatView& v, int o, int particles, ai::FilterOptions::Adapt adapt,
                       std::uint64_t seed) {
    ai::FilterOptions options;
    options.particles = particles;
    options.adapt = adapt;
    Rng rng(seed);
    return ai::filter_hand(v, o, rng, options);
}

// The adapted proposal (FilterOptions::adapt) changes how each turn's draw is made, not the
// posterior: drawn in proportion to how well each kind fits the turn, with the particle weighed by
// their sum, it must read readiness better than the plain proposal at the same particles (squared
// error 0.087 against 0.124 a read on these hands). Leaving the sum out of the weight, or the
// declaration's readiness out of the fit, fails here or below.
TEST(HandFilter, AdaptedDrawsReadReadinessBetter) {
    const Ruleset rules = one_hand("hefei-classic");
    std::array<double, 2> loss{};  // plain, adapted: P(ready)'s squared error against the truth
    int reads = 0, calls = 0;
    for (int h = 0; h < 6; ++h)
        play_tracked(rules, 1970 + static_cast<std::uint64_t>(h),
                     [&](const SeatView& v, const Game& game, const std::array<Hand, 4>&,
                         const std::array<std::vector<Tile>, 4>&) {
                         if (calls++ % 3) return;
                         for (int o = 0; o < 4; ++o) {
                             if (o == index(v.seat) || v.ponds[o].size < 3) continue;
                             const bool truth = wait_mask(game.state().seats[o].hand, rules) != 0;
                             for (int a = 0; a < 2; ++a) {
                                 const ai::HandRead read =
                                     read_with(v, o, 1024,
                                               a ? ai::FilterOptions::Adapt::Every
                                                 : ai::FilterOptions::Adapt::None,
                                               static_cast<std::uint64_t>(reads) * 2 + 7);
                                 ASSERT_TRUE(read.ok);
                                 const double miss = truth ? 1 - read.p_ready : read.p_ready;
                                 loss[a] += miss * miss;
                             }
                             ++reads;
                         }
                     });
    EXPECT_GT(reads, 60);
    EXPECT_LT(loss[1], loss[0]) << "per read: plain " << loss[0] / reads << ", adapted "
                                << loss[1] / reads;
}

// In a declaring room a declared opponent is ready: every particle the filter keeps is, with the
// adapted declaration draw as with the plain one, and the adapted draw keeps more distinct hands
// (the plain one's declaring turn leaves copies of a few histories).
TEST(HandFilter, DeclaredOpponentsAreReadReadyFromMoreHistories) {
    const Ruleset rules = one_hand("hefei-ting");
    std::array<long, 2> distinct{};
    int reads = 0;
    for (int h = 0; h < 10; ++h)
        play_tracked(rules, 1990 + static_cast<std::uint64_t>(h),
                     [&](const SeatView& v, const Game&, const std::array<Hand, 4>&,
                         const std::array<std::vector<Tile>, 4>&) {
                         for (int o = 0; o < 4; ++o) {
                             if (o == index(v.seat) || !v.declared_seats[o]) continue;
                             for (int a = 0; a < 2; ++a) {
                                 const ai::HandRead read =
                                     read_with(v, o, 512,
                                               a ? ai::FilterOptions::Adapt::Declaration
                                                 : ai::FilterOptions::Adapt::None,
                                               static_cast<std::uint64_t>(reads) * 2 + 11);
                                 if (!read.ok) continue;  // (kongs)
                                 EXPECT_NEAR(read.p_ready, 1.f, 1e-4f);
                                 distinct[a] += ai::distinct_hands(read);
                             }
                             ++reads;
                         }
                     });
    EXPECT_GT(reads, 30);
    EXPECT_GT(distinct[1] * 2, distinct[0] * 3) << distinct[0] << " against " << distinct[1];
}

}  // namespace
}  // namespace haolao
