// SPDX-License-Identifier: GPL-3.0-or-later
// Labelled data for the distilled search (issue 17, session 15; agents/distil.h).
//
//   bench_distil --hands N --seed S [--ruleset ID] [--sims K] [--truth 1] [--options :OPT…] --out
//   FILE
//
// Plays N seeded one-hand pots of 1 × "hard:label=K" (the seat rotating with the hand number)
// against 3 × normal. At every own-turn discard decision of the hard seat with two or more
// candidates, each candidate of the distilled set (hard's first four, then the safest) is played
// out K times (default 16) with normal's policy for every seat on deals sampled from the seat's
// view (the same deals for every candidate), and one row of float32 per candidate other than the
// first choice is written (kColumns): hand, decision, candidate index, label (mean rollout points
// − the first choice's), its SE, simulations, then the 26 raw features.
// With --truth 1 the rollouts play on the true hidden hands (the undrawn wall reshuffled per
// rollout; distil.h's distil_truth) instead of hands dealt from the view.
// scripts/fit_distil_model.py reads the rows.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "agents/distil.h"
#include "bench_hands.h"
#include "haolao/agent.h"
#include "haolao/game.h"

using namespace haolao;

namespace {
constexpr int kColumns = 6 + ai::kDistilRaw;
}

int main(int argc, char** argv) {
    bench::DumpArgs args;
    int sims = 16;
    bool truth = false;
    std::string options;  // more of the agent's options, e.g. ":dr"
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--sims")) sims = std::atoi(argv[i + 1]);
        if (!std::strcmp(argv[i], "--truth")) truth = std::atoi(argv[i + 1]) != 0;
        if (!std::strcmp(argv[i], "--options")) options = argv[i + 1];
    }
    std::FILE* f = bench::open_dump(argc, argv, "bench_distil", args);
    if (!f) return 2;
    std::vector<ai::DistilRow> rows;
    ai::distil_sink() = &rows;
    const std::string name = "hard:label=" + std::to_string(sims) + options;
    long written = 0;
    for (long h = 0; h < args.hands; ++h) {
        const std::uint64_t deal_seed = bench::mix(args.seed, static_cast<std::uint64_t>(h));
        Game game(args.rules, deal_seed);
        const int hard_seat = static_cast<int>(h % 4);
        std::array<std::unique_ptr<Agent>, 4> agents;
        for (int s = 0; s < 4; ++s)
            agents[s] = make_agent(s == hard_seat ? name : "normal",
                                   agent_seed(deal_seed, seat_from_index(s)));
        ai::distil_truth() = truth ? &game.state() : nullptr;
        game.start_hand();
        while (game.hand_running()) {
            const Seat s = game.to_act().seats(game.state().turn).front();
            game.act(s, agents[index(s)]->decide(game.view(s)));
        }
        for (const ai::DistilRow& r : rows) {
            std::array<float, kColumns> out{};
            out[0] = float(h);
            out[1] = float(r.decision);
            out[2] = float(r.candidate);
            out[3] = r.label;
            out[4] = r.label_se;
            out[5] = float(r.sims);
            for (int i = 0; i < ai::kDistilRaw; ++i) out[6 + i] = r.x[i];
            std::fwrite(out.data(), sizeof(float), kColumns, f);
        }
        written += static_cast<long>(rows.size());
        rows.clear();
        if ((h + 1) % 100 == 0) {
            std::fprintf(stderr, "%ld hands, %ld rows\n", h + 1, written);
            std::fflush(f);
        }
    }
    std::fclose(f);
    std::printf("%ld rows (%d floats each)\n", written, kColumns);
    return 0;
}
