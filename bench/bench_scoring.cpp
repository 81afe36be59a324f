// SPDX-License-Identifier: GPL-3.0-or-later
// Full scoring (score_win: validation, every decomposition × placement, per-payer totals and the
// result vectors) of a fixed, seeded set of random winning hands.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "haolao/hand.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"

using namespace haolao;

namespace {

// Random legal winning hands: random sets (chow or pung, kongs sometimes) plus a pair, kept
// when no tile exceeds 4 copies and the 8-tile rule holds. Sets lean towards one suit, as real
// Hefei hands do.
std::vector<WinContext> make_hands(std::size_t n, std::uint32_t seed) {
    std::mt19937 rng(seed);
    std::vector<WinContext> out;
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    auto uni = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    while (out.size() < n) {
        Hand hand;
        TileCounts all{};
        const int main_suit = uni(0, 2);
        auto suit = [&] { return uni(0, 9) < 6 ? main_suit : uni(0, 2); };
        const int kongs = uni(0, 9) < 8 ? 0 : uni(1, 2);
        bool ok = true;
        for (int k = 0; k < kongs; ++k) {
            const Tile t(static_cast<Suit>(suit()), uni(2, 8));
            for (int j = 0; j < k; ++j) ok = ok && hand.kongs[j] != t;
            hand.kongs[hand.kong_count++] = t;
        }
        for (int s = kongs; s < 4; ++s) {
            const int su = suit();
            if (uni(0, 2) == 0) {
                all[Tile(static_cast<Suit>(su), uni(2, 8)).code()] += 3;
            } else {
                const int r = uni(2, 6);
                for (int d = 0; d < 3; ++d) ++all[Tile(static_cast<Suit>(su), r + d).code()];
            }
        }
        all[Tile(static_cast<Suit>(suit()), uni(2, 8)).code()] += 2;
        for (int c = 0; c < kNumTileKinds; ++c) {
            int copies = all[c];
            for (int k = 0; k < hand.kong_count; ++k) copies += hand.kongs[k].code() == c ? 4 : 0;
            ok = ok && copies <= 4;
        }
        if (!ok) continue;
        // Winning tile: a random one of the concealed tiles.
        int pick = uni(0, total(all) - 1);
        int win = 0;
        while (pick >= all[win]) pick -= all[win++];
        hand.concealed = all;
        if (!meets_eight_tile_rule(hand, rules)) continue;
        --hand.concealed[win];
        const Tile win_tile = Tile::from_code(win);
        // Drawn one by one, in this order, so the random stream stays the same.
        const WinBy by = uni(0, 1) ? WinBy::SelfDraw : WinBy::Discard;
        const Seat winner = seat_from_index(uni(0, 3));
        const Seat dealer = seat_from_index(uni(0, 3));
        const Seat discarder = seat_from_index(index(winner) + uni(1, 3));
        const int streak = uni(1, 3);
        out.push_back(by == WinBy::SelfDraw
                          ? WinContext::self_draw(hand, win_tile, winner, dealer, streak, 0, true)
                          : WinContext::on_discard(hand, win_tile, winner, discarder, dealer,
                                                   streak, 0, true));
    }
    return out;
}

void BM_ScoreWin(benchmark::State& state, const char* preset) {
    const Ruleset& rules = ruleset_by_id(preset);
    const std::vector<WinContext> hands = make_hands(4096, 20261130);
    std::size_t i = 0;
    for (auto _ : state) {
        WinResult r = score_win(hands[i], rules);
        benchmark::DoNotOptimize(r);
        if (++i == hands.size()) i = 0;
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

BENCHMARK_CAPTURE(BM_ScoreWin, classic, "hefei-classic");
BENCHMARK_CAPTURE(BM_ScoreWin, ting, "hefei-ting");
BENCHMARK_CAPTURE(BM_ScoreWin, bianfeng, "hefei-bianfeng");

}  // namespace

BENCHMARK_MAIN();
