// SPDX-License-Identifier: GPL-3.0-or-later
// Review of a Handan pot (review.h, haolao-cli review / advise): every claim decision appears with
// its action and is ranked like any other decision (the advisor ranks Handan by hard's Handan
// evaluation): candidates with figures, a match and a gap, counted in the match rate and the
// worst list. A seat hard played matches itself, claims included.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <random>
#include <string>
#include <variant>

#include <nlohmann/json.hpp>

#include "cli_runner.h"
#include "haolao/replay.h"
#include "haolao/review.h"
#include "haolao/ruleset.h"
#include "haolao/selfplay.h"

namespace haolao {
namespace {

// The levels by seat in the pot: hard sits East, so East's review matches itself.
constexpr std::array<const char*, 4> kAgents = {"hard", "normal", "easy", "baseline"};

// One seeded Handan pot written by self-play; its path. The folder is this process's own and is
// removed when it exits: ctest runs the tests of this file in parallel processes, and a shared
// folder let one process delete the file another was reading.
std::string handan_pot_file() {
    static const std::string path = [] {
        const std::filesystem::path dir =
            std::filesystem::path(::testing::TempDir()) /
            ("haolao_review_handan_" + std::to_string(std::random_device{}()));
        std::filesystem::remove_all(dir);
        test::temp_paths().add(dir.string());
        SelfplayConfig config;
        config.rules = handan_ruleset();
        config.seed = 5;
        config.pots = 1;
        for (std::size_t k = 0; k < 4; ++k) config.agents[k] = kAgents[k];
        config.replay_dir = dir.string();
        run_selfplay(config);
        return std::filesystem::directory_iterator(dir)->path().string();
    }();
    return path;
}

bool is_claim(const Action& a) {
    return a.type == ActionType::Pong || a.type == ActionType::ExposedKong ||
           a.type == ActionType::AddedKong || a.type == ActionType::Kong;
}

TEST(ReviewHandan, ClaimsAreRankedWithCandidates) {
    const Replay replay = parse_replay(test::read_file(handan_pot_file()));
    int claims_seen = 0, answers_seen = 0, claims_missed = 0;
    for (int s = 0; s < 4; ++s) {
        const Seat seat = seat_from_index(s);
        ReviewOptions options;
        options.budget.simulations = 1;
        const Review review = review_pot(replay.header, replay.events, seat, options);
        EXPECT_EQ(static_cast<int>(review.decisions.size()), count_decisions(replay.events, seat));
        int claimed = 0, added = 0;
        for (const Event& e : replay.events) {
            if (const auto* c = std::get_if<Claimed>(&e)) claimed += c->seat == seat;
            if (const auto* a = std::get_if<KongAdded>(&e)) added += a->seat == seat;
        }
        int pongs = 0, exposed = 0, adds = 0, matches = 0;
        double lost = 0;
        for (const ReviewDecision& d : review.decisions) {
            pongs += d.chosen.type == ActionType::Pong;
            exposed += d.chosen.type == ActionType::ExposedKong;
            adds += d.chosen.type == ActionType::AddedKong;
            answers_seen += d.chosen.type == ActionType::Pass;
            // Every decision is ranked: the chosen action among the candidates, the best first.
            ASSERT_TRUE(d.ranked) << "seat " << s << " event " << d.event;
            ASSERT_FALSE(d.candidates.empty()) << "seat " << s << " event " << d.event;
            EXPECT_EQ(d.best, d.candidates.front().action);
            EXPECT_EQ(d.best_ev, d.candidates.front().ev);
            bool listed = false;
            for (const Advice& a : d.candidates)
                if (a.action == d.chosen) {
                    listed = true;
                    EXPECT_EQ(d.chosen_ev, a.ev);
                }
            EXPECT_TRUE(listed) << "seat " << s << " event " << d.event;
            EXPECT_GE(d.gap, 0.f);
            EXPECT_FLOAT_EQ(d.gap, std::max(0.f, d.best_ev - d.chosen_ev));
            EXPECT_EQ(d.match, d.chosen == d.best || d.gap <= options.threshold);
            if (is_claim(d.chosen)) {
                // A claim or a kong is weighed against what else was legal (pass, a discard).
                EXPECT_GE(d.candidates.size(), 2u);
                claims_missed += !d.match;
            }
            matches += d.match;
            lost += d.gap;
        }
        EXPECT_EQ(pongs + exposed, claimed) << s;
        EXPECT_EQ(adds, added) << s;
        EXPECT_EQ(review.unranked, 0) << s;
        EXPECT_DOUBLE_EQ(review.match_rate, double(matches) / double(review.decisions.size()));
        EXPECT_NEAR(review.ev_lost, lost, 1e-3);
        for (std::size_t w : review.worst) EXPECT_FALSE(review.decisions[w].match);
        if (kAgents[static_cast<std::size_t>(s)] == std::string("hard")) {
            // Hard played this seat with the review's seed: it matches itself, claims included.
            EXPECT_EQ(review.match_rate, 1.0) << s;
            EXPECT_TRUE(review.worst.empty()) << s;
            EXPECT_GT(claimed, 0) << "the hard seat must claim in this pot";
        }
        claims_seen += claimed + added;
    }
    EXPECT_GT(claims_seen, 0);   // the seed must exercise claims
    EXPECT_GT(answers_seen, 0);  // and passed claims or passed wins
    // The other levels do not always claim as hard would: some claims are differences.
    EXPECT_GT(claims_missed, 0);
}

TEST(ReviewHandan, CliReviewsAHandanPot) {
    int claims = 0;
    for (const char* seat : {"E", "S", "W", "N"}) {
        const test::CliRun run =
            test::run_cli({"review", handan_pot_file(), "--seat", seat, "--sims", "1"});
        ASSERT_EQ(run.status, 0) << run.err;
        const auto j = nlohmann::json::parse(run.out);
        for (const auto& d : j["decisions"]) {
            const std::string type = d["chosen"]["type"];
            // As for Hefei: no "ranked" or "note" field, candidates with their figures.
            EXPECT_FALSE(d.contains("ranked"));
            EXPECT_FALSE(d.contains("note"));
            ASSERT_FALSE(d["candidates"].empty()) << type;
            bool listed = false;
            for (const auto& c : d["candidates"]) {
                EXPECT_TRUE(c.contains("ev"));
                EXPECT_TRUE(c.contains("deal_in"));
                listed |= c["action"] == d["chosen"];
            }
            EXPECT_TRUE(listed) << d.dump();
            EXPECT_EQ(d["best"], d["candidates"][0]["action"]);
            EXPECT_GE(d["gap"].get<double>(), 0.0);
            if (type == "pong" || type == "exposed_kong" || type == "added_kong") {
                ++claims;
                EXPECT_GE(d["candidates"].size(), 2u);
            }
        }
        EXPECT_FALSE(j.contains("unranked"));
        EXPECT_TRUE(j.contains("match_rate"));
    }
    EXPECT_GT(claims, 0);
}

TEST(ReviewHandan, CliAdviseRanksAClaim) {
    const Replay replay = parse_replay(test::read_file(handan_pot_file()));
    std::size_t at = 0;
    const Claimed* claim = nullptr;
    for (; at < replay.events.size(); ++at)
        if ((claim = std::get_if<Claimed>(&replay.events[at]))) break;
    ASSERT_NE(claim, nullptr);
    const std::string seat(1, seat_letter(claim->seat));
    const test::CliRun run = test::run_cli({"advise", "--replay", handan_pot_file(), "--event",
                                            std::to_string(at), "--seat", seat, "--sims", "1"});
    ASSERT_EQ(run.status, 0) << run.err;
    const auto j = nlohmann::json::parse(run.out);
    EXPECT_EQ(j["seat"], seat);
    EXPECT_FALSE(j.contains("ranked"));
    EXPECT_FALSE(j.contains("note"));
    bool claim_listed = false, pass_listed = false;
    for (const auto& c : j["candidates"]) {
        EXPECT_TRUE(c.contains("ev"));
        EXPECT_TRUE(c.contains("win"));
        claim_listed |= c["action"]["type"] == "pong" || c["action"]["type"] == "exposed_kong";
        pass_listed |= c["action"]["type"] == "pass";
    }
    EXPECT_TRUE(claim_listed);
    EXPECT_TRUE(pass_listed);
    // The same ranking review shows at that decision: its first choice first.
    ReviewOptions options;
    options.budget.simulations = 1;
    const Review review = review_pot(replay.header, replay.events, claim->seat, options);
    const ReviewDecision* d = nullptr;
    for (const ReviewDecision& x : review.decisions)
        if (x.event == at) d = &x;
    ASSERT_NE(d, nullptr);
    ASSERT_EQ(j["candidates"].size(), d->candidates.size());
    for (std::size_t i = 0; i < d->candidates.size(); ++i) {
        const Action& a = d->candidates[i].action;
        const auto& c = j["candidates"][i];
        EXPECT_EQ(c["action"]["type"], test::cli_action_type(a.type)) << i;
        if (c["action"].contains("tile")) {
            EXPECT_EQ(c["action"]["tile"], a.tile.str()) << i;
        }
    }
}

}  // namespace
}  // namespace haolao
