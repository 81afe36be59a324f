// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli review end to end: the JSON shape, the numbers review_pot gives, and malformed input
// exiting 2 with one line on stderr.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_runner.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/replay.h"
#include "haolao/review.h"

namespace haolao {
namespace {

using json = nlohmann::ordered_json;
using test::CliRun;
using test::run_cli;

constexpr std::uint64_t kSeed = 43;

// Two hands of hefei-classic, hard in East and baseline in South, saved as a replay file.
struct Recorded {
    std::string path;
    Replay replay;
};

const Recorded& recorded() {
    static const Recorded r = [] {
        Recorded out;
        Ruleset rules = ruleset_by_id("hefei-classic");
        rules.pot_length = PotLength::Hands;
        rules.pot_hands = 2;
        const std::array<std::string, 4> names = {"hard", "baseline", "normal", "normal"};
        std::array<std::unique_ptr<Agent>, 4> agents;
        std::array<Agent*, 4> seats{};
        for (std::size_t i = 0; i < 4; ++i) {
            agents[i] = make_agent(names[i], agent_seed(kSeed, seat_from_index(int(i))));
            seats[i] = agents[i].get();
        }
        Game game(rules, kSeed);
        play_pot(game, seats);
        out.replay.header.rules = rules;
        out.replay.header.seed = kSeed;
        for (std::size_t i = 0; i < 4; ++i) out.replay.header.seats[i].agent = names[i];
        out.path = test::temp_file("review_replay");
        save_replay(out.path, out.replay.header, game.events());
        out.replay = parse_replay(test::read_file(out.path));
        return out;
    }();
    return r;
}

std::string action_type(const Action& a) {
    return test::cli_action_type(a.type);
}

TEST(CliReview, PrintsReviewPotsNumbers) {
    const Recorded& r = recorded();
    for (const char* seat_text : {"E", "S"}) {
        const Seat seat = *parse_seat(seat_text);
        const CliRun run = run_cli({"review", r.path, "--seat", seat_text});
        ASSERT_EQ(run.status, 0) << run.err;
        const json j = json::parse(run.out);
        const Review review = review_pot(r.replay.header, r.replay.events, seat);
        ASSERT_EQ(j.size(), 5u);
        EXPECT_EQ(j["seat"], seat_text);
        ASSERT_EQ(j["decisions"].size(), review.decisions.size());
        EXPECT_EQ(static_cast<int>(review.decisions.size()),
                  count_decisions(r.replay.events, seat));
        for (std::size_t i = 0; i < review.decisions.size(); ++i) {
            const ReviewDecision& d = review.decisions[i];
            const json& jd = j["decisions"][i];
            std::vector<std::string> keys;
            for (const auto& [k, v] : jd.items()) keys.push_back(k);
            EXPECT_EQ(keys, (std::vector<std::string>{"hand", "event", "chosen", "best",
                                                      "candidates", "gap", "match"}));
            EXPECT_EQ(jd["hand"], d.hand);
            EXPECT_EQ(jd["event"], d.event);
            EXPECT_EQ(jd["chosen"]["type"], action_type(d.chosen));
            EXPECT_EQ(jd["best"]["type"], action_type(d.best));
            if (d.chosen.type == ActionType::Discard) {
                EXPECT_EQ(jd["chosen"]["tile"], d.chosen.tile.str());
                EXPECT_EQ(jd["chosen"]["declare"], d.chosen.declare);
            }
            ASSERT_EQ(jd["candidates"].size(), d.candidates.size());
            for (std::size_t k = 0; k < d.candidates.size(); ++k) {
                const json& c = jd["candidates"][k];
                EXPECT_EQ(c.size(), 3u);
                EXPECT_EQ(c["action"]["type"], action_type(d.candidates[k].action));
                EXPECT_NEAR(c["ev"].get<double>(), d.candidates[k].ev, 1e-4);
                EXPECT_NEAR(c["deal_in"].get<double>(), d.candidates[k].deal_in, 1e-4);
            }
            EXPECT_NEAR(jd["gap"].get<double>(), d.gap, 1e-4);
            EXPECT_EQ(jd["match"], d.match);
        }
        EXPECT_NEAR(j["match_rate"].get<double>(), review.match_rate, 1e-4);
        EXPECT_NEAR(j["ev_lost"].get<double>(), review.ev_lost, 1e-4);
        ASSERT_EQ(j["worst"].size(), review.worst.size());
        for (std::size_t k = 0; k < review.worst.size(); ++k)
            EXPECT_EQ(j["worst"][k], review.decisions[review.worst[k]].event);
        if (seat == Seat::East) {
            EXPECT_EQ(j["match_rate"], 1.0);  // hard matches itself
        }
        // Deterministic at the default (simulation) budget.
        EXPECT_EQ(run_cli({"review", "--seat", seat_text, r.path}).out, run.out);
    }
}

TEST(CliReview, SimsOptionIsTheAdvisorsBudget) {
    const Recorded& r = recorded();
    const CliRun run = run_cli({"review", r.path, "--seat=W", "--sims", "4"});
    ASSERT_EQ(run.status, 0) << run.err;
    ReviewOptions options;
    options.budget.simulations = 4;
    const Review review = review_pot(r.replay.header, r.replay.events, Seat::West, options);
    EXPECT_NEAR(json::parse(run.out)["ev_lost"].get<double>(), review.ev_lost, 1e-4);
    const CliRun timed = run_cli({"review", r.path, "--seat", "N", "--budget-ms", "1"});
    ASSERT_EQ(timed.status, 0) << timed.err;
    EXPECT_EQ(json::parse(timed.out)["decisions"].size(),
              static_cast<std::size_t>(count_decisions(r.replay.events, Seat::North)));
}

struct ReviewMalformedRow {
    const char* name;
    std::vector<std::string> args;  // "FILE" is replaced by the recorded file
    const char* must_mention;
};
class CliReviewMalformed : public ::testing::TestWithParam<ReviewMalformedRow> {};
TEST_P(CliReviewMalformed, ExitsTwoWithOneLine) {
    std::vector<std::string> args = GetParam().args;
    for (std::string& a : args)
        if (a == "FILE")
            a = recorded().path;
        else if (a == "GARBAGE")
            a = test::temp_file("review_garbage", "not json\n");
    const CliRun run = run_cli(args);
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.out, "");
    ASSERT_FALSE(run.err.empty());
    EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << run.err;
    EXPECT_NE(run.err.find(GetParam().must_mention), std::string::npos) << run.err;
}
INSTANTIATE_TEST_SUITE_P(
    Rows, CliReviewMalformed,
    ::testing::Values(
        ReviewMalformedRow{"MissingFile", {"review", "--seat", "E"}, "FILE"},
        ReviewMalformedRow{"MissingSeat", {"review", "FILE"}, "--seat"},
        ReviewMalformedRow{"BadSeat", {"review", "FILE", "--seat", "X"}, "\"X\""},
        ReviewMalformedRow{"TwoFiles", {"review", "FILE", "FILE", "--seat", "E"}, "unexpected"},
        ReviewMalformedRow{"BothBudgets",
                           {"review", "FILE", "--seat", "E", "--sims", "4", "--budget-ms", "5"},
                           "not both"},
        ReviewMalformedRow{
            "SimsOutOfRange", {"review", "FILE", "--seat", "E", "--sims", "0"}, "--sims"},
        ReviewMalformedRow{
            "MsNotANumber", {"review", "FILE", "--seat", "E", "--budget-ms", "x"}, "--budget-ms"},
        ReviewMalformedRow{
            "UnknownOption", {"review", "FILE", "--seat", "E", "--seed", "1"}, "--seed"},
        ReviewMalformedRow{
            "NoSuchFile", {"review", "/nonexistent/x.jsonl", "--seat", "E"}, "cannot open"},
        ReviewMalformedRow{"NotAReplay", {"review", "GARBAGE", "--seat", "E"}, "line 1"}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(CliReview, HelpNamesTheOptions) {
    const CliRun run = run_cli({"review", "--help"});
    EXPECT_EQ(run.status, 0);
    for (const char* o : {"--seat", "--sims", "--budget-ms", "match_rate", "ev_lost", "worst"})
        EXPECT_NE(run.out.find(o), std::string::npos) << o;
}

}  // namespace
}  // namespace haolao
