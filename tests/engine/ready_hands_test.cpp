// SPDX-License-Identifier: GPL-3.0-or-later
// The ready hands of hard's sampled danger (agents/ready_hands.h, internal): reading every drop of
// each built set of tiles ("hard:ad") estimates the same waits as one random drop per build.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <vector>

#include "agents/eval.h"
#include "agents/ready_hands.h"
#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao {
namespace {

using testing::one_hand;

// Every 3rd own-turn view of an undeclared seat in seeded 4 × normal hands of hefei-classic,
// after the 6th discard (the games are kept: a view points at its game's ruleset).
std::vector<SeatView> late_views(int hands) {
    static std::vector<std::unique_ptr<Game>> games;
    std::vector<SeatView> views;
    int k = 0;
    for (int h = 0; h < hands; ++h) {
        std::array<std::unique_ptr<Agent>, 4> agents;
        for (int s = 0; s < 4; ++s)
            agents[s] = make_agent("normal", agent_seed(2000 + h, seat_from_index(s)));
        games.push_back(std::make_unique<Game>(one_hand("hefei-classic"), 2100 + h));
        Game& game = *games.back();
        game.start_hand();
        while (game.hand_running()) {
            const Seat s = game.to_act().seats(game.state().turn).front();
            const SeatView v = game.view(s);
            if (v.phase == Phase::Turn && !v.declared && v.ponds[index(s)].size >= 6 &&
                k++ % 3 == 0)
                views.push_back(v);
            game.act(s, agents[index(s)]->decide(v));
        }
    }
    return views;
}

// The share of the consistent ready hands waiting on each of the seat's kinds, and the share of
// built hands consistent with o's play, from `samples` builds.
struct Read {
    std::array<float, 14> share{};
    float fit = 0;
};
Read read(const SeatView& v, const ai::Table& table, int o, std::uint64_t seed, int samples,
          bool all_drops, const std::array<ai::Candidate, 14>& cands, int n) {
    Rng rng(seed);
    const ai::BuiltWaits bw =
        ai::sample_built_waits(v, table, o, rng, cands, n, false, 0.f, samples, all_drops);
    Read r;
    if (bw.weight <= 0) return r;
    for (int i = 0; i < n; ++i) r.share[i] = bw.hits[i] / bw.weight;
    r.fit = bw.weight / bw.built;
    return r;
}

TEST(BuiltWaits, AllDropsReadTheSameWaitsAsOneRandomDrop) {
    double err_all = 0, err_plain = 0, fit_gap = 0;
    long cells = 0, reads = 0;
    for (const SeatView& v : late_views(40)) {
        const ai::Table table = ai::read_table(v);
        std::array<ai::Candidate, 14> cands{};
        int n = 0;
        for (int c = 0; c < kNumTileKinds && n < 14; ++c)
            if (v.hand.concealed[c]) cands[n++].tile = Tile::from_code(c);
        for (int o = 0; o < 4; ++o) {
            if (o == index(v.seat)) continue;
            const std::uint64_t seed = static_cast<std::uint64_t>(reads++) * 3 + 1;
            // The reference: one random drop per build, many builds.
            const Read ref = read(v, table, o, seed, 6144, false, cands, n);
            const Read all = read(v, table, o, seed + 1, 96, true, cands, n);
            const Read plain = read(v, table, o, seed + 2, 96, false, cands, n);
            fit_gap += std::abs(all.fit - ref.fit);
            for (int i = 0; i < n; ++i, ++cells) {
                err_all += (all.share[i] - ref.share[i]) * (all.share[i] - ref.share[i]);
                err_plain += (plain.share[i] - ref.share[i]) * (plain.share[i] - ref.share[i]);
            }
        }
    }
    ASSERT_GT(reads, 60) << reads;
    // Closer to the reference than one drop per build by more than 4× in squared error (5.4×
    // here; weighing each kind dropped once, whatever its copies, gives 2.9× and fails).
    EXPECT_LT(err_all * 4, err_plain) << "squared error per cell: all drops " << err_all / cells
                                      << ", one drop " << err_plain / cells;
    EXPECT_LT(fit_gap / reads, 0.03) << "consistent share differs by " << fit_gap / reads;
}

}  // namespace
}  // namespace haolao
