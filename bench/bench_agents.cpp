// SPDX-License-Identifier: GPL-3.0-or-later
// AI agents: decision speed, selfplay throughput, and (with --duplicate) 1-vs-3 duplicate strength
// matches.
//
//   bench_agents                                  Google Benchmark speed figures
//   bench_agents --duplicate normal easy 25000    one agent vs three copies of another: every deal
//                [--ruleset hefei-classic]        is played 4 times with the tested agent in each
//                [--seed 1] [--threads 1]         seat (same wall, same dice), 1-hand pots;
//                [--deals-out FILE]               FILE gets "deal mean" lines: two agents run on
//                                                 the same seed compare paired, deal by deal
//   bench_agents --duplicate oracle normal 5000   "oracle" (tested or field): the analysis-only
//                                                 agent that sees every hand and the wall;
//                                                 "oracle:hands" / "oracle:wall" see one of them;
//                                                 "oracle:ready", ":suit", ":waits", ":ready:s",
//                                                 ":est:s" part of the hands; "oracle:live",
//                                                 "oracle:draws=K" the wall's counts, the next
//                                                 K draws (haolao/oracle.h)
//
// Duplicate output: mean points per hand of the tested agent with its standard error (over deals,
// each deal averaged over its 4 seatings), win, self-draw, deal-in and draw rates.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "bench_hands.h"
#include "haolao/advisor.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/oracle.h"
#include "haolao/ruleset.h"

using namespace haolao;

namespace {

using bench::mix;

Ruleset one_hand(const Ruleset& base) {
    Ruleset r = base;
    r.pot_length = PotLength::Hands;
    r.pot_hands = 1;
    return r;
}

struct Tally {
    double sum = 0, sum_sq = 0;  // per deal (the 4 seatings averaged)
    long deals = 0, hands = 0, wins = 0, self_draws = 0, deal_ins = 0, draws = 0;
    std::vector<std::pair<long, double>> per_deal;  // (deal, its mean) for --deals-out
    void add(const Tally& o) {
        sum += o.sum;
        sum_sq += o.sum_sq;
        deals += o.deals;
        hands += o.hands;
        wins += o.wins;
        self_draws += o.self_draws;
        deal_ins += o.deal_ins;
        draws += o.draws;
        per_deal.insert(per_deal.end(), o.per_deal.begin(), o.per_deal.end());
    }
};

// Deals [first, first + count) of a duplicate match.
Tally run_deals(const Ruleset& rules, const std::string& tested, const std::string& field,
                std::uint64_t seed, long first, long count) {
    Tally t;
    for (long d = first; d < first + count; ++d) {
        const std::uint64_t deal_seed = mix(seed, static_cast<std::uint64_t>(d));
        double deal_points = 0;
        for (int r = 0; r < 4; ++r) {
            Game game(rules, deal_seed);
            std::array<std::unique_ptr<Agent>, 4> owned;
            std::array<Agent*, 4> agents{};
            for (int s = 0; s < 4; ++s) {
                const std::string& name = s == r ? tested : field;
                const std::uint64_t seat_seed = agent_seed(deal_seed, seat_from_index(s));
                owned[s] = is_oracle_name(name)
                               ? make_oracle_agent(game, seat_from_index(s), name, seat_seed)
                               : make_agent(name, seat_seed);
                agents[s] = owned[s].get();
            }
            const HandResult& hr = play_hand(game, agents);
            const Seat me = seat_from_index(r);
            deal_points += hr.deltas[r];
            ++t.hands;
            if (hr.drawn) ++t.draws;
            for (const WinRecord& w : hr.wins) {
                if (w.context.winner == me) {
                    ++t.wins;
                    if (w.context.win_by == WinBy::SelfDraw) ++t.self_draws;
                }
                if (w.context.win_by == WinBy::Discard && w.context.discarder == me) ++t.deal_ins;
            }
        }
        const double x = deal_points / 4.0;
        t.per_deal.emplace_back(d, x);
        t.sum += x;
        t.sum_sq += x * x;
        ++t.deals;
        if (first == 0 && t.deals % 100 == 0) {
            // Progress of the first worker, for long runs: deals, mean, SE, win/deal-in %.
            const auto n = double(t.deals);
            const double mean = t.sum / n;
            const double se = std::sqrt(std::max(0.0, t.sum_sq / n - mean * mean) / n);
            std::fprintf(stderr, "%ld deals: mean %+.3f SE %.3f win %.2f%% deal-in %.2f%%\n",
                         t.deals, mean, se, 100.0 * double(t.wins) / double(t.hands),
                         100.0 * double(t.deal_ins) / double(t.hands));
        }
    }
    return t;
}

int run_duplicate(int argc, char** argv) {
    if (argc < 5) {
        std::fprintf(stderr,
                     "usage: bench_agents --duplicate TESTED FIELD DEALS [--ruleset ID] "
                     "[--seed N] [--threads N] [--deals-out FILE]\n");
        return 2;
    }
    const std::string tested = argv[2];
    const std::string field = argv[3];
    const long deals = std::atol(argv[4]);
    std::string ruleset = "hefei-classic";
    std::uint64_t seed = 1;
    int threads = 1;
    const char* deals_out = nullptr;
    for (int i = 5; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--ruleset"))
            ruleset = argv[i + 1];
        else if (!std::strcmp(argv[i], "--seed"))
            seed = std::strtoull(argv[i + 1], nullptr, 10);
        else if (!std::strcmp(argv[i], "--threads"))
            threads = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--deals-out"))
            deals_out = argv[i + 1];
    }
    // "oracle" (analysis only, oracle.h) is built here, where the Game is at hand.
    auto known = [](const std::string& n) {
        return is_oracle_name(n) || make_agent(n, 0) != nullptr;
    };
    for (const std::string& n : {tested, field})
        if (!known(n)) {
            // (A malformed option, e.g. a tune=… list, names no agent either.)
            std::fprintf(stderr,
                         "unknown agent or malformed option: \"%s\" (docs/AI.md lists the names)\n",
                         n.c_str());
            return 2;
        }
    FILE* out = deals_out ? std::fopen(deals_out, "w") : nullptr;
    if (deals_out && !out) {
        std::fprintf(stderr, "cannot write --deals-out file %s\n", deals_out);
        return 2;
    }
    // (handan_ruleset() until Handan joins the presets.)
    const Ruleset rules =
        one_hand(ruleset == handan_ruleset().id ? handan_ruleset() : ruleset_by_id(ruleset));
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<Tally> parts(static_cast<std::size_t>(threads));
    std::vector<std::thread> pool;
    const long chunk = (deals + threads - 1) / threads;
    for (int k = 0; k < threads; ++k) {
        const long first = k * chunk;
        const long count = std::max(0L, std::min(deals, first + chunk) - first);
        pool.emplace_back([&, k, first, count] {
            parts[k] = run_deals(rules, tested, field, seed, first, count);
        });
    }
    for (auto& th : pool) th.join();
    Tally t;
    for (const Tally& p : parts) t.add(p);
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const auto n = double(t.deals);
    const double mean = t.sum / n;
    const double var = (t.sum_sq - n * mean * mean) / std::max(1.0, n - 1);
    const double se = std::sqrt(var / n);
    const auto h = double(t.hands);
    std::printf("%s vs 3x %s, %s, seed %llu: %ld deals x 4 seatings = %ld hands in %.1f s\n",
                tested.c_str(), field.c_str(), ruleset.c_str(),
                static_cast<unsigned long long>(seed), t.deals, t.hands, secs);
    std::printf("mean %+.3f points/hand, SE %.3f, 95%% CI [%+.3f, %+.3f]\n", mean, se,
                mean - 1.96 * se, mean + 1.96 * se);
    if (out) {
        std::sort(t.per_deal.begin(), t.per_deal.end());
        for (const auto& [d, x] : t.per_deal) std::fprintf(out, "%ld %.4f\n", d, x);
        std::fclose(out);
    }
    std::printf("win %.2f%%  self-draw %.2f%%  deal-in %.2f%%  draw %.2f%%\n",
                100 * double(t.wins) / h, 100 * double(t.self_draws) / h,
                100 * double(t.deal_ins) / h, 100 * double(t.draws) / h);
    return 0;
}

// ---- Speed ------------------------------------------------------------------------------------

// Views of `agent`'s own-turn decisions in a seeded 4-seat selfplay. A view points at its game's
// ruleset, so the games are kept alive.
std::vector<SeatView> collect_views(const std::string& agent, int hands,
                                    const char* ruleset = "hefei-classic") {
    static std::vector<std::unique_ptr<Game>> games;
    const Ruleset rules = one_hand(ruleset_by_id(ruleset));
    std::vector<SeatView> views;
    for (int h = 0; h < hands; ++h) {
        std::array<std::unique_ptr<Agent>, 4> owned;
        std::array<Agent*, 4> agents{};
        for (int s = 0; s < 4; ++s) {
            owned[s] = make_agent(
                agent, agent_seed(mix(11, static_cast<std::uint64_t>(h)), seat_from_index(s)));
            agents[s] = owned[s].get();
        }
        games.push_back(std::make_unique<Game>(rules, mix(11, static_cast<std::uint64_t>(h))));
        Game& game = *games.back();
        game.start_hand();
        while (game.hand_running()) {
            const Seat s = game.to_act().seats(game.state().turn).front();
            SeatView v = game.view(s);
            if (v.phase == Phase::Turn && !v.declared) views.push_back(v);
            game.act(s, agents[index(s)]->decide(v));
        }
    }
    return views;
}

// Thread CPU time in µs: a decision's own cost, not the other processes sharing the core.
double cpu_us() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e6 + double(ts.tv_nsec) / 1e3;
}

// Times each decision alone (thread CPU time); reports the median and p99 in µs as counters.
// With `wall`, wall-clock time instead (a time budget is wall-clock).
// `views_of`: whose selfplay gives the views (default: the agent's own).
void time_decisions(benchmark::State& state, const std::string& agent, int hands, bool wall = false,
                    const std::string& views_of = {}, const char* ruleset = "hefei-classic") {
    const std::vector<SeatView> views =
        collect_views(views_of.empty() ? agent : views_of, hands, ruleset);
    std::vector<double> us;
    us.reserve(views.size());
    for (auto _ : state) {
        us.clear();
        auto a = make_agent(agent, 3);
        for (const SeatView& v : views) {
            const auto w0 = std::chrono::steady_clock::now();
            const double t0 = cpu_us();
            benchmark::DoNotOptimize(a->decide(v));
            us.push_back(wall ? std::chrono::duration<double, std::micro>(
                                    std::chrono::steady_clock::now() - w0)
                                    .count()
                              : cpu_us() - t0);
        }
    }
    std::sort(us.begin(), us.end());
    state.counters["decisions"] = double(us.size());
    state.counters["median_us"] = us[us.size() / 2];
    state.counters["p99_us"] = us[us.size() * 99 / 100];
    state.counters["max_us"] = us.back();
}

void BM_DecideEasy(benchmark::State& state) {
    time_decisions(state, "easy", 200);
}
void BM_DecideNormal(benchmark::State& state) {
    time_decisions(state, "normal", 200);
}
void BM_DecideHard(benchmark::State& state) {
    time_decisions(state, "hard", 10);
}
// hard with the deal-in model (danger_model.h), on hard's own views.
void BM_DecideHardModel(benchmark::State& state) {
    time_decisions(state, "hard:model", 10, false, "hard");
}
// hard with the distilled search (agents/distil.h), on hard's own views.
void BM_DecideHardDistil(benchmark::State& state) {
    time_decisions(state, "hard:distil", 10, false, "hard");
}
// hard with the policy evidence of sampled danger (hard.cpp pe), on hard's own views.
void BM_DecideHardPolicy(benchmark::State& state) {
    time_decisions(state, "hard:pe:pm=1", 10, false, "hard");
}
// hard on hefei-ting (a declared opponent is read from 768 built hands), on hard's own views.
void BM_DecideHardTing(benchmark::State& state) {
    time_decisions(state, "hard", 10, false, "hard", "hefei-ting");
}
// A development variant of hard on hard's own views of a preset (sampled danger's built hands).
void BM_DecideHardVariant(benchmark::State& state, const char* name, const char* ruleset) {
    time_decisions(state, name, 10, false, "hard", ruleset);
}
// The GUI's budget, wall-clock: every decision must stay within 200 ms (+ one simulation).
void BM_DecideHard200ms(benchmark::State& state) {
    time_decisions(state, "hard:ms=200", 2, true);
}
// The advisor at its default budget (every legal action ranked) on hard's decisions.
void BM_AdviseDefault(benchmark::State& state) {
    const std::vector<SeatView> views = collect_views("hard", 10);
    std::vector<double> us;
    for (auto _ : state) {
        us.clear();
        for (const SeatView& v : views) {
            const double t0 = cpu_us();
            benchmark::DoNotOptimize(advise(v, {}, 3));
            us.push_back(cpu_us() - t0);
        }
    }
    std::sort(us.begin(), us.end());
    state.counters["decisions"] = double(us.size());
    state.counters["median_us"] = us[us.size() / 2];
    state.counters["p99_us"] = us[us.size() * 99 / 100];
    state.counters["max_us"] = us.back();
}
BENCHMARK(BM_DecideEasy)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecideNormal)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecideHard)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecideHardModel)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecideHardDistil)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecideHardPolicy)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecideHardTing)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DecideHardVariant, ting_ds48, "hard:ds=48", "hefei-ting")
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DecideHardVariant, classic_od_as192, "hard:od:as=192", "hefei-classic")
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DecideHardVariant, classic_od_as768, "hard:od:as=768", "hefei-classic")
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DecideHardVariant, classic_od, "hard:od", "hefei-classic")
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DecideHardVariant, classic_ad_as24, "hard:ad:as=24", "hefei-classic")
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DecideHardVariant, ting_ad_ds48, "hard:ad:ds=48", "hefei-ting")
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DecideHard200ms)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AdviseDefault)->Iterations(1)->Unit(benchmark::kMillisecond);

// Whole hands with four copies of one agent, one core.
void selfplay(benchmark::State& state, const std::string& agent) {
    const Ruleset rules = one_hand(ruleset_by_id("hefei-classic"));
    std::uint64_t h = 0;
    for (auto _ : state) {
        std::array<std::unique_ptr<Agent>, 4> owned;
        std::array<Agent*, 4> agents{};
        for (int s = 0; s < 4; ++s) {
            owned[s] = make_agent(agent, agent_seed(mix(13, h), seat_from_index(s)));
            agents[s] = owned[s].get();
        }
        Game game(rules, mix(13, h++));
        benchmark::DoNotOptimize(play_hand(game, agents).deltas);
    }
    state.counters["hands_per_s"] =
        benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}
void BM_SelfplayBaseline(benchmark::State& state) {
    selfplay(state, "baseline");
}
void BM_SelfplayEasy(benchmark::State& state) {
    selfplay(state, "easy");
}
void BM_SelfplayNormal(benchmark::State& state) {
    selfplay(state, "normal");
}
BENCHMARK(BM_SelfplayBaseline)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SelfplayEasy)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SelfplayNormal)->Unit(benchmark::kMicrosecond);

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1 && !std::strcmp(argv[1], "--duplicate")) return run_duplicate(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
