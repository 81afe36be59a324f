// SPDX-License-Identifier: GPL-3.0-or-later
// Side-by-side: the engine's shanten against a peer calculator, Cryolite's nyanten (MIT,
// header-only, standard form only), on the same random hands in one run. Built only when CMake
// is given a local copy: -DHAOLAO_PEER_NYANTEN_DIR=/path/to/nyanten (nothing is vendored; see
// BENCHMARKS.md). Before timing, every hand is checked: the engine's standard shanten + 1 must
// equal nyanten's replacement number (reported as the counter "disagree"; 0 expected).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include <nyanten/standard/replacement_number.hpp>

#include "bench_hands.h"
#include "haolao/hand.h"

using namespace haolao;

namespace {

using bench::kHands;

// The same hands as bench_hand (bench_hands.h): tiles dealt from a shuffled wall, 50/50 13 and 14.
const std::vector<Hand>& hefei_hands() {
    static const auto h = bench::mixed_hands(1, 2, TileSet::hefei());
    return h;
}
const std::vector<Hand>& full_hands() {
    static const auto h = bench::mixed_hands(3, 4, TileSet::handan());
    return h;
}

const Ruleset& hefei_rules() {
    return bench::hefei_rules();
}
const Ruleset& full_rules() {
    return bench::rules136();
}

// nyanten takes the tile count as an argument: counted beforehand, outside the timing (the
// engine's functions count for themselves), so the comparison leans its way.
std::uint_fast8_t count_of(const Hand& h) {
    return static_cast<std::uint_fast8_t>(h.concealed_count());
}
int nyanten(const Hand& h, std::uint_fast8_t n) {
    return Nyanten::Standard_::calculateReplacementNumber(h.concealed.begin(), n);
}
int nyanten(const Hand& h) {
    return nyanten(h, count_of(h));
}

int disagreements(const std::vector<Hand>& hands) {
    int bad = 0;
    for (const Hand& h : hands) bad += standard_shanten(h) + 1 != nyanten(h);
    return bad;
}

template <typename F>
void run(benchmark::State& state, const std::vector<Hand>& hands, F f) {
    state.counters["disagree"] = disagreements(hands);  // also builds every table first
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(f(hands[i]));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}

void run_nyanten(benchmark::State& state, const std::vector<Hand>& hands) {
    state.counters["disagree"] = disagreements(hands);
    std::vector<std::uint_fast8_t> n;
    n.reserve(hands.size());
    for (const Hand& h : hands) n.push_back(count_of(h));
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(nyanten(hands[i], n[i]));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_Nyanten_Hefei(benchmark::State& s) {
    run_nyanten(s, hefei_hands());
}
void BM_EngineStandard_Hefei(benchmark::State& s) {
    run(s, hefei_hands(), [](const Hand& h) { return standard_shanten(h); });
}
void BM_EngineShape_Hefei(benchmark::State& s) {
    run(s, hefei_hands(), [](const Hand& h) { return shape_shanten(h, hefei_rules()); });
}
void BM_EngineRuleAware_Hefei(benchmark::State& s) {
    run(s, hefei_hands(), [](const Hand& h) { return shanten(h, hefei_rules()); });
}
void BM_Nyanten_136(benchmark::State& s) {
    run_nyanten(s, full_hands());
}
void BM_EngineStandard_136(benchmark::State& s) {
    run(s, full_hands(), [](const Hand& h) { return standard_shanten(h); });
}
void BM_EngineShape_136(benchmark::State& s) {
    run(s, full_hands(), [](const Hand& h) { return shape_shanten(h, full_rules()); });
}

}  // namespace

BENCHMARK(BM_Nyanten_Hefei);
BENCHMARK(BM_EngineStandard_Hefei);
BENCHMARK(BM_EngineShape_Hefei);
BENCHMARK(BM_EngineRuleAware_Hefei);
BENCHMARK(BM_Nyanten_136);
BENCHMARK(BM_EngineStandard_136);
BENCHMARK(BM_EngineShape_136);

BENCHMARK_MAIN();
