// SPDX-License-Identifier: GPL-3.0-or-later
// Reviewing a recorded pot (the issue "Look back and learn…": a whole 16-hand pot reviewed for
// one seat in under 10 s on one core at the default budget). Run pinned:
//   taskset -c 1 build/release/bench/bench_review
// BM_ReviewPot: review_pot for East on a 16-hand hefei-classic pot (hard in East, normal
// elsewhere, seated by agent_seed), at the default budget (24 simulations) and at 200
// simulations for scale. The counter `decisions` is East's decisions reviewed.
#include <benchmark/benchmark.h>

#include <array>
#include <memory>
#include <variant>
#include <vector>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/replay.h"
#include "haolao/review.h"

namespace {

using namespace haolao;

Replay played_pot(int hands, std::uint64_t seed) {
    Replay pot;
    pot.header.rules = ruleset_by_id("hefei-classic");
    pot.header.rules.pot_length = PotLength::Hands;
    pot.header.rules.pot_hands = hands;
    pot.header.seed = seed;
    std::array<std::unique_ptr<Agent>, 4> owned;
    std::array<Agent*, 4> agents{};
    for (std::size_t i = 0; i < 4; ++i) {
        pot.header.seats[i].agent = i == 0 ? "hard" : "normal";
        owned[i] = make_agent(pot.header.seats[i].agent,
                              agent_seed(seed, seat_from_index(static_cast<int>(i))));
        agents[i] = owned[i].get();
    }
    Game game(pot.header.rules, seed);
    play_pot(game, agents);
    pot.events = game.events();
    return pot;
}

void BM_ReviewPot(benchmark::State& state) {
    static const Replay pot = played_pot(16, 11);
    ReviewOptions options;
    options.budget.simulations = static_cast<int>(state.range(0));
    std::size_t decisions = 0;
    for (auto _ : state) {
        const Review review = review_pot(pot.header, pot.events, Seat::East, options);
        decisions = review.decisions.size();
        benchmark::DoNotOptimize(review.ev_lost);
    }
    state.counters["decisions"] = static_cast<double>(decisions);
    state.counters["events"] = static_cast<double>(pot.events.size());
    int hands = 0;
    for (const Event& e : pot.events) hands += std::holds_alternative<HandStarted>(e);
    state.counters["hands"] = hands;
}
BENCHMARK(BM_ReviewPot)
    ->Arg(kAdviceDefaultSimulations)
    ->Arg(200)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

}  // namespace

BENCHMARK_MAIN();
