// SPDX-License-Identifier: GPL-3.0-or-later
// Hand analysis throughput over fixed seeded sets of random hands: Hefei (84 tiles) and, for the
// standard and shape shanten, the 136-tile set (1-9 and honours, Handan's tiles); and meld.h's
// analysis of Handan hands with 0, 1 and 2 melds (BM_Melded*/melds).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <vector>

#include "../engine/src/hand_ready.h"
#include "bench_hands.h"
#include "haolao/hand.h"
#include "haolao/meld.h"

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

template <typename H, typename F>
void run(benchmark::State& state, const std::vector<H>& hands, F f) {
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

// Handan (handan_ruleset, 136 tiles) hands with `melds` melds: distinct random kinds, each a pong
// (3 in 4) or a kong of a random kind (exposed, added, concealed), their copies taken from the
// shuffled wall, then 13 - 3 × melds (+1 with `complete`) concealed tiles dealt from the rest.
std::vector<MeldedHand> make_melded(int melds, bool complete, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<MeldedHand> out;
    for (int i = 0; i < kHands; ++i) {
        std::vector<int> kinds(kNumTileKinds);
        for (int c = 0; c < kNumTileKinds; ++c) kinds[c] = c;
        std::shuffle(kinds.begin(), kinds.end(), rng);
        MeldedHand h;
        TileCounts used{};
        for (int m = 0; m < melds; ++m) {
            const int r = int(rng() % 12);
            const MeldType type = r < 9 ? MeldType::Pong : static_cast<MeldType>(r - 8);
            h.add_meld({type, Tile::from_code(kinds[m]), Seat::South});
            used[kinds[m]] = static_cast<std::uint8_t>(meld_tiles(type));
        }
        std::vector<int> wall;
        for (int c = 0; c < kNumTileKinds; ++c)
            for (int k = used[c]; k < 4; ++k) wall.push_back(c);
        std::shuffle(wall.begin(), wall.end(), rng);
        const int n = (complete ? 14 : 13) - 3 * melds;
        for (int j = 0; j < n; ++j) ++h.concealed[wall[j]];
        out.push_back(h);
    }
    return out;
}

// Per meld count 0, 1, 2: 13-tile (waiting) hands, 14-tile hands, and 50/50 mixed.
const std::vector<MeldedHand>& melded13(int melds) {
    static const std::array<std::vector<MeldedHand>, 3> h = {
        make_melded(0, false, 11), make_melded(1, false, 12), make_melded(2, false, 13)};
    return h[melds];
}
const std::vector<MeldedHand>& melded14(int melds) {
    static const std::array<std::vector<MeldedHand>, 3> h = {
        make_melded(0, true, 21), make_melded(1, true, 22), make_melded(2, true, 23)};
    return h[melds];
}
const std::vector<MeldedHand>& melded_mixed(int melds) {
    static const std::array<std::vector<MeldedHand>, 3> h = [] {
        std::array<std::vector<MeldedHand>, 3> x;
        for (int m = 0; m < 3; ++m)
            for (int i = 0; i < kHands; ++i)
                x[m].push_back(i % 2 ? melded13(m)[i] : melded14(m)[i]);
        return x;
    }();
    return h[melds];
}

const Ruleset& handan() {
    static const Ruleset& r = handan_ruleset();
    return r;
}

// Counterparts: BM_IsWinning, BM_Shanten, BM_Waits13, BM_Ukeire13, BM_DiscardOptions14.
void BM_MeldedIsWinning(benchmark::State& s) {
    run(s, melded_mixed(int(s.range(0))),
        [](const MeldedHand& h) { return is_winning(h, handan()); });
}
void BM_MeldedShanten(benchmark::State& s) {
    run(s, melded_mixed(int(s.range(0))), [](const MeldedHand& h) { return shanten(h, handan()); });
}
void BM_MeldedWaits13(benchmark::State& s) {
    run(s, melded13(int(s.range(0))),
        [](const MeldedHand& h) { return waits(h, handan()).size(); });
}
void BM_MeldedUkeire13(benchmark::State& s) {
    run(s, melded13(int(s.range(0))), [](const MeldedHand& h) { return ukeire(h, handan()); });
}
void BM_MeldedDiscardOptions14(benchmark::State& s) {
    run(s, melded14(int(s.range(0))),
        [](const MeldedHand& h) { return discard_options(h, handan()).size(); });
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

BENCHMARK(BM_MeldedIsWinning)->DenseRange(0, 2);
BENCHMARK(BM_MeldedShanten)->DenseRange(0, 2);
BENCHMARK(BM_MeldedWaits13)->DenseRange(0, 2);
BENCHMARK(BM_MeldedUkeire13)->DenseRange(0, 2);
BENCHMARK(BM_MeldedDiscardOptions14)->DenseRange(0, 2);

BENCHMARK_MAIN();
