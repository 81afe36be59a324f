// SPDX-License-Identifier: GPL-3.0-or-later
// How well the hand filter (engine/src/agents/hand_filter.h, development "hard:pf") reads the
// opponents, against hard's sampled danger, on 4 × normal self-play with the true hands.
//
//   bench_filter --hands N --seed S [--ruleset ID] [--particles P] [--every K] [--miss W]
//                [--passed W] [--adapt 0|1|2] [--hard NAME] --out FILE
//
// At every K-th own-turn decision of an undeclared seat, for each opponent that may win on a
// discard: the filter's P(ready) against the truth, and for each distinct legal discard the
// chance it deals in to that opponent (the filter's, hard's sampled one) against the truth.
// Prints log-loss and AUC of each, and the particles' distinct hands; writes the rows (label,
// hard, filter) as float32 to FILE. --adapt: FilterOptions::adapt (default 1, the declaration);
// --hard: the hard agent whose sampled danger is compared (default hard).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "agents/danger_model.h"
#include "agents/hand_filter.h"
#include "agents/ready_hands.h"
#include "bench_hands.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/hand.h"

using namespace haolao;

namespace {

double log_loss(const std::vector<float>& p, const std::vector<float>& y) {
    double s = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const double q = std::clamp(double(p[i]), 1e-4, 1 - 1e-4);
        s -= y[i] > 0.5f ? std::log(q) : std::log(1 - q);
    }
    return p.empty() ? 0 : s / double(p.size());
}

// Mann-Whitney AUC with ties counted half.
double auc(const std::vector<float>& p, const std::vector<float>& y) {
    std::vector<std::size_t> idx(p.size());
    for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
    std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
    double pos = 0, neg = 0, rank_sum = 0;
    for (std::size_t i = 0; i < idx.size();) {
        std::size_t j = i;
        while (j < idx.size() && p[idx[j]] == p[idx[i]]) ++j;
        const double mid = (double(i) + double(j - 1)) / 2 + 1;
        for (std::size_t k = i; k < j; ++k)
            if (y[idx[k]] > 0.5f) rank_sum += mid;
        i = j;
    }
    for (float v : y) (v > 0.5f ? pos : neg) += 1;
    if (pos == 0 || neg == 0) return 0.5;
    return (rank_sum - pos * (pos + 1) / 2) / (pos * neg);
}

}  // namespace

int main(int argc, char** argv) {
    int particles = 128;
    int every = 1;
    ai::FilterOptions weights;
    const char* hard_name = "hard";
    for (int i = 1; i + 1 < argc; ++i) {
        if (!std::strcmp(argv[i], "--particles")) particles = std::atoi(argv[i + 1]);
        if (!std::strcmp(argv[i], "--every")) every = std::max(1, std::atoi(argv[i + 1]));
        if (!std::strcmp(argv[i], "--miss")) weights.miss = std::strtof(argv[i + 1], nullptr);
        if (!std::strcmp(argv[i], "--hard")) {
            hard_name = argv[i + 1];
            if (!make_agent(hard_name, 1) || std::strncmp(hard_name, "hard", 4)) {
                std::fprintf(stderr, "bench_filter: --hard takes a hard agent's name, not '%s'\n",
                             hard_name);
                return 2;
            }
        }
        if (!std::strcmp(argv[i], "--adapt")) {
            const int a = std::atoi(argv[i + 1]);
            if (a < 0 || a > 2) {
                std::fprintf(
                    stderr,
                    "bench_filter: --adapt takes 0 (none), 1 (declaration), 2 (every turn)\n");
                return 2;
            }
            weights.adapt = static_cast<ai::FilterOptions::Adapt>(a);
        }
        if (!std::strcmp(argv[i], "--passed"))
            weights.passed_win = std::strtof(argv[i + 1], nullptr);
    }
    bench::DumpArgs args;
    std::FILE* f = bench::open_dump(argc, argv, "bench_filter", args);
    if (!f) return 2;
    const Ruleset& rules = args.rules;
    std::vector<int> ready_n;
    std::vector<float> ready_y, ready_f, ready_p, tile_y, tile_h, tile_f;
    long decisions = 0, filtered = 0, skipped = 0;
    double filter_s = 0;
    double hold_f = 0, hold_u = 0;
    long hold_n = 0;
    std::vector<float> ess;
    std::vector<int> distinct;
    bench::normal_discards(
        args,
        [&](long, std::uint64_t deal_seed, const Game& game, Seat s, const SeatView& v,
            const Action&) {
            if (decisions++ % every) return;
            const auto risk = ai::sampled_risk(v, agent_seed(deal_seed, s), hard_name);
            const GameState& st = game.state();
            Rng rng(bench::mix(deal_seed, static_cast<std::uint64_t>(decisions)));
            for (int o = 0; o < 4; ++o) {
                if (o == index(s)) continue;
                if (rules.declare_ready_required && !st.seats[o].declared) continue;
                const auto t0 = std::chrono::steady_clock::now();
                ai::FilterOptions opt = weights;
                opt.particles = particles;
                const ai::HandRead read = ai::filter_hand(v, o, rng, opt);
                filter_s +=
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                if (!read.ok) {
                    ++skipped;
                    continue;
                }
                ++filtered;
                ess.push_back(read.ess);
                distinct.push_back(ai::distinct_hands(read));
                const Hand& truth = st.seats[o].hand;
                ready_y.push_back(wait_mask(truth, rules) ? 1.f : 0.f);
                ready_f.push_back(read.p_ready);
                ready_n.push_back(v.ponds[o].size);
                ready_p.push_back(v.ponds[o].size == 0
                                      ? 0.f
                                      : float(ai::kReadyPermille[static_cast<std::size_t>(
                                            std::min<int>(v.ponds[o].size, 7) - 1)]) /
                                            1000.f);
                {
                    const ai::Table vt = ai::read_table(v);
                    for (int c = 0; c < kNumTileKinds; ++c) {
                        if (!vt.unseen[c]) continue;
                        double e = 0;
                        for (std::size_t i = 0; i < read.hands.size(); ++i)
                            e += double(read.weight[i]) * read.hands[i].concealed[c];
                        const double u = double(vt.unseen[c]) * truth.concealed_count() /
                                         double(vt.unseen_total);
                        const double y = truth.concealed[c];
                        hold_f += (e - y) * (e - y);
                        hold_u += (u - y) * (u - y);
                        ++hold_n;
                    }
                }
                bench::for_each_discard_kind(v, [&](Tile tile) {
                    const int code = tile.code();
                    Hand w = truth;
                    w.add(tile);
                    const float y = is_winning(w, rules) ? 1.f : 0.f;
                    const float row[3] = {y, risk[static_cast<std::size_t>(code)][o],
                                          read.wait[static_cast<std::size_t>(code)]};
                    std::fwrite(row, sizeof(float), 3, f);
                    tile_y.push_back(y);
                    tile_h.push_back(row[1]);
                    tile_f.push_back(row[2]);
                });
            }
        },
        [&](long h, const Game&) {
            if ((h + 1) % 50 == 0)
                std::fprintf(stderr, "%ld hands, %ld reads, %.2f ms a read\n", h + 1, filtered,
                             1e3 * filter_s / double(std::max(1L, filtered + skipped)));
        });
    std::fclose(f);
    std::sort(ess.begin(), ess.end());
    std::sort(distinct.begin(), distinct.end());
    double base = 0;
    for (float y : ready_y) base += y;
    base /= double(std::max<std::size_t>(1, ready_y.size()));
    std::vector<float> prior(ready_y.size(), float(base));
    std::printf(
        "reads %ld (skipped %ld), %.3f ms each, median ESS %.1f of %d, distinct hands median %d "
        "p10 %d\n",
        filtered, skipped, 1e3 * filter_s / double(std::max(1L, filtered + skipped)),
        ess.empty() ? 0.f : ess[ess.size() / 2], particles,
        distinct.empty() ? 0 : distinct[distinct.size() / 2],
        distinct.empty() ? 0 : distinct[distinct.size() / 10]);
    std::printf(
        "ready: base rate %.4f  log-loss base %.4f count prior %.4f filter %.4f  AUC count prior "
        "%.3f filter %.3f\n",
        base, log_loss(prior, ready_y), log_loss(ready_p, ready_y), log_loss(ready_f, ready_y),
        auc(ready_p, ready_y), auc(ready_f, ready_y));
    double tb = 0;
    for (float y : tile_y) tb += y;
    tb /= double(std::max<std::size_t>(1, tile_y.size()));
    std::vector<float> tprior(tile_y.size(), float(tb));
    std::printf(
        "deal-in rows %zu: base rate %.4f  log-loss base %.4f hard %.4f filter %.4f  AUC hard "
        "%.3f filter %.3f\n",
        tile_y.size(), tb, log_loss(tprior, tile_y), log_loss(tile_h, tile_y),
        log_loss(tile_f, tile_y), auc(tile_h, tile_y), auc(tile_f, tile_y));
    {  // within a discard count: what the filter adds to the count prior
        double num = 0, den = 0;
        for (int c = 1; c <= 20; ++c) {
            std::vector<float> p, y;
            for (std::size_t i = 0; i < ready_y.size(); ++i)
                if (ready_n[i] == c) p.push_back(ready_f[i]), y.push_back(ready_y[i]);
            double pos = 0;
            for (float x : y) pos += x;
            const double pairs = pos * (double(y.size()) - pos);
            if (pairs == 0) continue;
            num += auc(p, y) * pairs;
            den += pairs;
        }
        std::printf("ready within a discard count: AUC filter %.3f\n", den ? num / den : 0.5);
    }
    std::printf("holdings: per-kind MSE uniform %.4f filter %.4f (%ld kind-reads)\n",
                hold_u / double(std::max(1L, hold_n)), hold_f / double(std::max(1L, hold_n)),
                hold_n);
    return 0;
}
