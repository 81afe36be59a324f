// SPDX-License-Identifier: GPL-3.0-or-later
// Hand analysis throughput over fixed seeded sets of random hands: Hefei (84 tiles) and, for the
// standard and shape shanten, the 136-tile set (1-9 and honours, Handan's tiles).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "../engine/src/hand_ready.h"
#include "bench_hands.h"
#include "haolao/hand.h"

using namespace haolao;

namespace {

using bench::kHands;
using bench::make_hands;

const std::vector<Hand>& hands13() {
    static const auto h = make_hands(13, 1);
    return h;
}
const std::vector<Hand>& hands14() {
    static const auto h = make_hands(14, 2);
    return h;
}
const std::vector<Hand>& mixed() {
    static const auto h = bench::mixed_hands(1, 2, TileSet::hefei());
    return h;
}

// The 136-tile set, 50/50 13 and 14 tiles.
const std::vector<Hand>& mixed136() {
    static const auto h = bench::mixed_hands(3, 4, TileSet::handan());
    return h;
}

const Ruleset& rules() {
    return bench::hefei_rules();
}
const Ruleset& rules136() {
    return bench::rules136();
}

template <typename F>
void run(benchmark::State& state, const std::vector<Hand>& hands, F f) {
    benchmark::DoNotOptimize(f(hands[0]));  // tables are built on first use: not timed
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(f(hands[i]));
        i = (i + 1) & (kHands - 1);
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_IsWinning(benchmark::State& s) {
    run(s, mixed(), [](const Hand& h) { return is_winning(h, rules()); });
}
void BM_ShapeShanten(benchmark::State& s) {
    run(s, mixed(), [](const Hand& h) { return shape_shanten(h, rules()); });
}
void BM_StandardShanten(benchmark::State& s) {
    run(s, mixed(), [](const Hand& h) { return standard_shanten(h); });
}
void BM_ShapeShanten136(benchmark::State& s) {
    run(s, mixed136(), [](const Hand& h) { return shape_shanten(h, rules136()); });
}
void BM_StandardShanten136(benchmark::State& s) {
    run(s, mixed136(), [](const Hand& h) { return standard_shanten(h); });
}
void BM_Shanten136(benchmark::State& s) {
    run(s, mixed136(), [](const Hand& h) { return shanten(h, rules136()); });
}
void BM_Ukeire136(benchmark::State& s) {
    static const auto hands = make_hands(13, 5, TileSet::handan());
    run(s, hands, [](const Hand& h) { return ukeire(h, rules136()); });
}
void BM_Shanten(benchmark::State& s) {
    run(s, mixed(), [](const Hand& h) { return shanten(h, rules()); });
}
void BM_WaitMask13(benchmark::State& s) {
    run(s, hands13(), [](const Hand& h) { return wait_mask(h, rules()); });
}
void BM_Waits13(benchmark::State& s) {
    run(s, hands13(), [](const Hand& h) { return waits(h, rules()).size(); });
}
void BM_Ukeire13(benchmark::State& s) {
    run(s, hands13(), [](const Hand& h) { return ukeire(h, rules()); });
}
void BM_DiscardOptions14(benchmark::State& s) {
    run(s, hands14(), [](const Hand& h) { return discard_options(h, rules()).size(); });
}

// Which discards leave a 14-tile hand ready (the declaring room's legal declarations): one pass
// (discard_wait_masks) against one wait_mask per distinct discard.
void BM_ReadyDiscards14(benchmark::State& s) {
    run(s, hands14(), [](const Hand& h) { return discard_wait_masks(h, rules()); });
}
void BM_ReadyDiscards14PerDiscard(benchmark::State& s) {
    run(s, hands14(), [](const Hand& h) {
        std::uint64_t ready = 0;
        Hand x = h;
        for (int c = 0; c < kNumTileKinds; ++c) {
            if (!h.concealed[c]) continue;
            --x.concealed[c];
            ready |= std::uint64_t{wait_mask(x, rules()) != 0} << c;
            ++x.concealed[c];
        }
        return ready;
    });
}

}  // namespace

BENCHMARK(BM_IsWinning);
BENCHMARK(BM_ShapeShanten);
BENCHMARK(BM_StandardShanten);
BENCHMARK(BM_Shanten);
BENCHMARK(BM_ShapeShanten136);
BENCHMARK(BM_StandardShanten136);
BENCHMARK(BM_Shanten136);
BENCHMARK(BM_Ukeire136);
BENCHMARK(BM_WaitMask13);
BENCHMARK(BM_Waits13);
BENCHMARK(BM_Ukeire13);
BENCHMARK(BM_DiscardOptions14);
BENCHMARK(BM_ReadyDiscards14);
BENCHMARK(BM_ReadyDiscards14PerDiscard);

BENCHMARK_MAIN();
