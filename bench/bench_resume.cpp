// SPDX-License-Identifier: GPL-3.0-or-later
// Recording and resuming a pot (the issue "Nothing lost…": recording < 1 ms per event, resuming a
// 2,000-event pot < 200 ms). Run pinned, e.g.
//   taskset -c 1 build/release/bench/bench_resume --benchmark_repetitions=5
// BM_RecordEvent: one event as its JSON line, appended to a file and flushed to the system (what
// the game does after every event; the GUI's own figure, through Qt, is in BENCHMARKS.md too).
// BM_ResumePot: resume_game on a whole 40-hand pot's log (about 2,000 events), cut before its
// last event, so the rebuilt game stands at a pending decision.
#include <benchmark/benchmark.h>

#include <unistd.h>
#include <array>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/replay.h"
#include "haolao/rng.h"

namespace {

using namespace haolao;

struct Pot {
    ReplayHeader header;
    std::vector<Event> events;
};

// A pot of `hands` hands of four normal agents (the events a GUI pot records).
Pot played_pot(int hands, std::uint64_t seed) {
    Pot pot;
    pot.header.rules = ruleset_by_id("hefei-classic");
    pot.header.rules.pot_length = PotLength::Hands;
    pot.header.rules.pot_hands = hands;
    pot.header.seed = seed;
    std::array<std::unique_ptr<Agent>, 4> owned;
    std::array<Agent*, 4> agents{};
    for (int i = 0; i < 4; ++i) {
        owned[static_cast<std::size_t>(i)] =
            make_agent("normal", agent_seed(seed, seat_from_index(i)));
        agents[static_cast<std::size_t>(i)] = owned[static_cast<std::size_t>(i)].get();
        pot.header.seats[static_cast<std::size_t>(i)].agent = "normal";
    }
    Game game(pot.header.rules, seed);
    play_pot(game, agents);
    pot.events = game.events();
    return pot;
}

void BM_RecordEvent(benchmark::State& state) {
    const Pot pot = played_pot(4, 9);
    char path[] = "/tmp/haolao-bench-record-XXXXXX";
    const int fd = mkstemp(path);
    if (fd < 0) {
        state.SkipWithError("cannot create a temporary file");
        return;
    }
    close(fd);
    std::FILE* file = std::fopen(path, "ab");
    std::size_t i = 0;
    for (auto _ : state) {
        std::string line = event_to_json(pot.events[i]);
        line += '\n';
        std::fwrite(line.data(), 1, line.size(), file);
        std::fflush(file);  // to the system: a killed process loses nothing written
        if (++i == pot.events.size()) i = 0;
    }
    std::fclose(file);
    std::remove(path);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RecordEvent)->Unit(benchmark::kMicrosecond);

void BM_ResumePot(benchmark::State& state) {
    const Pot pot = played_pot(40, 12);
    const std::vector<Event> cut(pot.events.begin(), pot.events.end() - 1);
    for (auto _ : state) {
        const Game game = resume_game(pot.header, cut);
        benchmark::DoNotOptimize(game.events().size());
    }
    state.counters["events"] = static_cast<double>(cut.size());
}
BENCHMARK(BM_ResumePot)->Unit(benchmark::kMillisecond);

// The same pot read from its text first (what a launch does with the saved file).
void BM_ParseAndResumePot(benchmark::State& state) {
    const Pot pot = played_pot(40, 12);
    const std::vector<Event> cut(pot.events.begin(), pot.events.end() - 1);
    const std::string text = write_replay(pot.header, cut);
    for (auto _ : state) {
        const Replay r = parse_replay(text);
        const Game game = resume_game(r.header, r.events);
        benchmark::DoNotOptimize(game.events().size());
    }
    state.counters["events"] = static_cast<double>(cut.size());
    state.counters["bytes"] = static_cast<double>(text.size());
}
BENCHMARK(BM_ParseAndResumePot)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
