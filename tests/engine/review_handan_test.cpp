// SPDX-License-Identifier: GPL-3.0-or-later
// Review of a Handan pot (review.h, haolao-cli review): every claim decision appears with its
// action, and the ones the advisor cannot rank (it scores by Hefei's rules) say so instead of
// carrying figures.
#include <gtest/gtest.h>

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

// One seeded Handan pot written by self-play; its path. The folder is this process's own: ctest
// runs the tests of this file in parallel processes, and a shared folder let one process delete
// the file another was reading.
std::string handan_pot_file() {
    static const std::string path = [] {
        const std::filesystem::path dir =
            std::filesystem::path(::testing::TempDir()) /
            ("haolao_review_handan_" + std::to_string(std::random_device{}()));
        std::filesystem::remove_all(dir);
        SelfplayConfig config;
        config.rules = handan_ruleset();
        config.seed = 5;
        config.pots = 1;
        config.replay_dir = dir.string();
        run_selfplay(config);
        return std::filesystem::directory_iterator(dir)->path().string();
    }();
    return path;
}

TEST(ReviewHandan, ClaimsAreDecisionsAndUnrankedOnesSaySo) {
    const Replay replay = parse_replay(test::read_file(handan_pot_file()));
    int claims_seen = 0;
    for (int s = 0; s < 4; ++s) {
        const Seat seat = seat_from_index(s);
        ReviewOptions options;
        options.budget.simulations = 1;
        const Review review = review_pot(replay.header, replay.events, seat, options);
        EXPECT_EQ(static_cast<int>(review.decisions.size()), count_decisions(replay.events, seat));
        int claimed = 0, added = 0, passed = 0;
        for (const Event& e : replay.events) {
            if (const auto* c = std::get_if<Claimed>(&e)) claimed += c->seat == seat;
            if (const auto* a = std::get_if<KongAdded>(&e)) added += a->seat == seat;
            if (const auto* p = std::get_if<ClaimPassed>(&e)) passed += p->seat == seat;
        }
        int pongs = 0, exposed = 0, adds = 0, unranked = 0;
        for (const ReviewDecision& d : review.decisions) {
            pongs += d.chosen.type == ActionType::Pong;
            exposed += d.chosen.type == ActionType::ExposedKong;
            adds += d.chosen.type == ActionType::AddedKong;
            if (d.chosen.type == ActionType::Pong || d.chosen.type == ActionType::ExposedKong ||
                d.chosen.type == ActionType::AddedKong || d.chosen.type == ActionType::Kong) {
                EXPECT_FALSE(d.ranked);
            }
            if (!d.ranked) {
                ++unranked;
                EXPECT_TRUE(d.candidates.empty());
                EXPECT_FALSE(d.match);
                EXPECT_EQ(d.gap, 0.f);
                EXPECT_EQ(d.best, d.chosen);
            } else {
                EXPECT_FALSE(d.candidates.empty());
            }
        }
        EXPECT_EQ(pongs + exposed, claimed) << s;
        EXPECT_EQ(adds, added) << s;
        EXPECT_EQ(review.unranked, unranked) << s;
        EXPECT_GE(unranked, claimed + added + passed) << s;
        EXPECT_GE(review.match_rate, 0.0);
        EXPECT_LE(review.match_rate, 1.0);
        for (std::size_t w : review.worst) {
            EXPECT_TRUE(review.decisions[w].ranked);
        }
        claims_seen += claimed;
    }
    EXPECT_GT(claims_seen, 0);  // the seed must exercise claims
}

TEST(ReviewHandan, CliReviewsAHandanPot) {
    int claims = 0;
    for (const char* seat : {"E", "S", "W", "N"}) {
        const test::CliRun run =
            test::run_cli({"review", handan_pot_file(), "--seat", seat, "--sims", "1"});
        ASSERT_EQ(run.status, 0) << run.err;
        const auto j = nlohmann::json::parse(run.out);
        int unranked = 0;
        for (const auto& d : j["decisions"]) {
            const std::string type = d["chosen"]["type"];
            if (type == "pong" || type == "exposed_kong" || type == "added_kong") ++claims;
            if (d.contains("ranked")) {
                EXPECT_FALSE(d["ranked"].get<bool>());
                ++unranked;
                EXPECT_TRUE(d["candidates"].empty());
                EXPECT_NE(d["note"].get<std::string>().find("not ranked"), std::string::npos);
            } else {
                EXPECT_FALSE(d.contains("note"));
            }
        }
        EXPECT_EQ(j.value("unranked", 0), unranked);
    }
    EXPECT_GT(claims, 0);
}

TEST(ReviewHandan, CliAdviseSaysAClaimIsNotRanked) {
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
    EXPECT_FALSE(j["ranked"].get<bool>());
    EXPECT_NE(j["note"].get<std::string>().find("not ranked"), std::string::npos);
    bool pong_listed = false;
    for (const auto& c : j["candidates"]) {
        EXPECT_FALSE(c.contains("ev"));
        pong_listed |= c["action"]["type"] == "pong" || c["action"]["type"] == "exposed_kong";
    }
    EXPECT_TRUE(pong_listed);
}

}  // namespace
}  // namespace haolao
