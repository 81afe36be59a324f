// SPDX-License-Identifier: GPL-3.0-or-later
// Seeking in the replay viewer (the issue "Look back and learn…": seeking to any event of a
// 2,000-event pot < 50 ms). ui/replaycursor.cpp is Qt-free and compiled in here. Run pinned, e.g.
//   taskset -c 1 build/release/bench/bench_replay_seek --benchmark_repetitions=5
// BM_SeekRandom: ReplayCursor::state_at to a random event of a pot of at least 2,000 events,
// with the state before it too (what RecordedFeed::seek computes).
// BM_SeekFoldFromStart: the same without snapshots (replay_events of the first N events), for
// comparison.
// BM_BuildCursor: indexing the pot once when the viewer opens (snapshots, hand starts).
#include <benchmark/benchmark.h>

#include <array>
#include <memory>
#include <vector>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/rng.h"
#include "replaycursor.h"

namespace {

using namespace haolao;

struct Pot {
    Ruleset rules;
    std::vector<Event> events;
};

const Pot& pot() {
    static const Pot p = [] {
        // Pots of more and more hands until one holds at least 2,000 events.
        Pot out;
        for (int hands = 16; out.events.size() < 2000; hands += 8) {
            out.rules = ruleset_by_id("hefei-classic");
            out.rules.pot_length = PotLength::Hands;
            out.rules.pot_hands = hands;
            std::array<std::unique_ptr<Agent>, 4> owned;
            std::array<Agent*, 4> agents{};
            for (int i = 0; i < 4; ++i) {
                owned[static_cast<std::size_t>(i)] =
                    make_agent("normal", agent_seed(9, seat_from_index(i)));
                agents[static_cast<std::size_t>(i)] = owned[static_cast<std::size_t>(i)].get();
            }
            Game game(out.rules, 9);
            play_pot(game, agents);
            out.events = game.events();
        }
        return out;
    }();
    return p;
}

void BM_SeekRandom(benchmark::State& state) {
    const Pot& p = pot();
    const ui::ReplayCursor cursor(p.rules, p.events);
    Rng rng(1);
    for (auto _ : state) {
        const std::size_t n = rng.below(static_cast<std::uint32_t>(p.events.size() + 1));
        GameState before;
        GameState s = cursor.state_at(n, &before);
        benchmark::DoNotOptimize(s);
        benchmark::DoNotOptimize(before);
    }
    state.counters["events"] = static_cast<double>(p.events.size());
    state.counters["snapshots"] = static_cast<double>(cursor.snapshots());
}
BENCHMARK(BM_SeekRandom)->Unit(benchmark::kMicrosecond);

void BM_SeekFoldFromStart(benchmark::State& state) {
    const Pot& p = pot();
    Rng rng(1);
    for (auto _ : state) {
        const std::size_t n = rng.below(static_cast<std::uint32_t>(p.events.size() + 1));
        GameState s = replay_events(std::span(p.events).first(n), p.rules);
        benchmark::DoNotOptimize(s);
    }
    state.counters["events"] = static_cast<double>(p.events.size());
}
BENCHMARK(BM_SeekFoldFromStart)->Unit(benchmark::kMicrosecond);

void BM_BuildCursor(benchmark::State& state) {
    const Pot& p = pot();
    for (auto _ : state) {
        ui::ReplayCursor cursor(p.rules, p.events);
        benchmark::DoNotOptimize(cursor);
    }
}
BENCHMARK(BM_BuildCursor)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
