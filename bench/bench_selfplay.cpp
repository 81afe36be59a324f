// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play throughput: four `baseline` agents playing independent seeded hands on one thread
// (the target: ≥ 100,000 hands/s on one core). Run pinned, e.g.
//   taskset -c 1 build/release/bench/bench_selfplay --benchmark_repetitions=5
// items_per_second is hands per CPU-second.
#include <benchmark/benchmark.h>

#include <array>
#include <memory>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/replay.h"
#include "haolao/selfplay.h"

namespace {

using namespace haolao;

constexpr long long kDealsPerRun = 2000;

// The CLI's path: run_selfplay (fresh Game and agents per hand), no checks.
void BM_SelfplayBaseline(benchmark::State& state, const char* rules_id, bool check) {
    SelfplayConfig config;
    config.rules = ruleset_by_id(rules_id);
    config.deals = check ? kDealsPerRun / 10 : kDealsPerRun;
    config.check = check;
    std::uint64_t seed = 1;
    long long hands = 0;
    long long violations = 0;
    for (auto _ : state) {
        config.seed = seed++;
        const SelfplayResult r = run_selfplay(config);
        hands += r.hands;
        violations += r.invariant_violations;
        benchmark::DoNotOptimize(r.draws);
    }
    state.SetItemsProcessed(hands);
    state.counters["violations"] = static_cast<double>(violations);
}
BENCHMARK_CAPTURE(BM_SelfplayBaseline, hefei_classic, "hefei-classic", false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SelfplayBaseline, hefei_ting, "hefei-ting", false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SelfplayBaseline, hefei_bianfeng, "hefei-bianfeng", false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SelfplayBaseline, hefei_classic_checked, "hefei-classic", true)
    ->Unit(benchmark::kMillisecond);

// The bare engine loop, for comparison: one Game and four agents per hand, play_hand.
void BM_PlayHandBaseline(benchmark::State& state) {
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    std::uint64_t seed = 1;
    for (auto _ : state) {
        Game game(rules, seed);
        std::array<std::unique_ptr<Agent>, 4> owned;
        std::array<Agent*, 4> agents{};
        for (int i = 0; i < 4; ++i) {
            owned[i] = make_agent("baseline", agent_seed(seed, seat_from_index(i)));
            agents[i] = owned[i].get();
        }
        benchmark::DoNotOptimize(play_hand(game, agents).drawn);
        ++seed;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_PlayHandBaseline);

// Replay files: write, parse and verify one hand.
void BM_ReplayRoundTrip(benchmark::State& state) {
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    Game game(rules, 42);
    std::array<std::unique_ptr<Agent>, 4> owned;
    std::array<Agent*, 4> agents{};
    for (int i = 0; i < 4; ++i) {
        owned[i] = make_agent("baseline", agent_seed(42, seat_from_index(i)));
        agents[i] = owned[i].get();
    }
    play_hand(game, agents);
    ReplayHeader header;
    header.rules = rules;
    header.seed = 42;
    for (auto _ : state) {
        const std::string text = write_replay(header, game.events());
        const Replay r = load_replay(text);
        benchmark::DoNotOptimize(r.events.size());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ReplayRoundTrip);

}  // namespace

BENCHMARK_MAIN();
