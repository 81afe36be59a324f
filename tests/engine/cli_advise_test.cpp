// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli advise end to end: a recorded game with a hard seat; at each of its decisions the
// command's first candidate is what it played, every legal action is listed once, and malformed
// input exits 2 with one line on stderr.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_runner.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/replay.h"

namespace haolao {
namespace {

using nlohmann::json;
using test::CliRun;
using test::run_cli;

constexpr std::uint64_t kSeed = 41;

// One hand of hefei-classic, hard in East and normal elsewhere, seated as the game seats them
// (agent_seed), saved as a replay file. `decisions`: event index → (seat, action) for East's.
struct Recorded {
    std::string path;
    std::vector<std::pair<std::size_t, Action>> east;  // (events before the action, action)
    std::size_t events = 0;
};

Recorded record() {
    Ruleset rules = ruleset_by_id("hefei-classic");
    rules.pot_length = PotLength::Hands;
    rules.pot_hands = 1;
    const std::array<std::string, 4> names = {"hard", "normal", "normal", "normal"};
    std::array<std::unique_ptr<Agent>, 4> agents;
    for (int i = 0; i < 4; ++i)
        agents[static_cast<std::size_t>(i)] =
            make_agent(names[static_cast<std::size_t>(i)], agent_seed(kSeed, seat_from_index(i)));
    Game game(rules, kSeed);
    Recorded r;
    game.start_hand();
    while (game.hand_running()) {
        const Seat s = game.to_act().seats(game.state().turn).front();
        const Action a = agents[static_cast<std::size_t>(index(s))]->decide(game.view(s));
        if (s == Seat::East) r.east.emplace_back(game.events().size(), a);
        EXPECT_EQ(game.act(s, a), ActionError::Ok);
    }
    ReplayHeader header;
    header.rules = rules;
    header.seed = kSeed;
    for (std::size_t i = 0; i < 4; ++i) header.seats[i].agent = names[i];
    r.path = test::temp_file("advise_replay");
    save_replay(r.path, header, game.events());
    r.events = game.events().size();
    return r;
}

json action_json(const Action& a) {
    switch (a.type) {
        case ActionType::Discard:
            return {{"type", "discard"}, {"tile", a.tile.str()}, {"declare", a.declare}};
        case ActionType::Kong:
            return {{"type", "kong"}, {"tile", a.tile.str()}};
        case ActionType::Win:
            return {{"type", "win"}};
        case ActionType::Pass:
            return {{"type", "pass"}};
        case ActionType::Pong:
            return {{"type", "pong"}, {"tile", a.tile.str()}};
        case ActionType::ExposedKong:
            return {{"type", "exposed_kong"}, {"tile", a.tile.str()}};
        case ActionType::AddedKong:
            return {{"type", "added_kong"}, {"tile", a.tile.str()}};
    }
    return {};
}

TEST(CliAdvise, FirstCandidateIsWhatHardPlayedThere) {
    const Recorded r = record();
    ASSERT_GE(r.east.size(), 5u);
    int checked = 0;
    for (std::size_t i = 0; i < r.east.size(); i += 2) {  // every other decision: a few seconds
        const auto& [at, played] = r.east[i];
        const std::vector<std::string> args = {"advise",           "--replay", r.path, "--event",
                                               std::to_string(at), "--seat",   "E"};
        const CliRun run = run_cli(args);
        ASSERT_EQ(run.status, 0) << run.err;
        EXPECT_EQ(run.err, "");
        const json out = json::parse(run.out);
        EXPECT_EQ(out["seat"], "E");
        ASSERT_FALSE(out["candidates"].empty());
        EXPECT_EQ(out["candidates"][0]["action"], action_json(played)) << "event " << at;
        for (const json& c : out["candidates"]) {
            EXPECT_TRUE(c["ev"].is_number());
            EXPECT_TRUE(c["win"].is_number());
            if (c["action"]["type"] == "discard") {
                EXPECT_TRUE(c["deal_in"].is_number());
                EXPECT_EQ(c["deal_in_by"].size(), 4u);
            }
        }
        EXPECT_EQ(run_cli(args).out, run.out) << "not deterministic at event " << at;
        ++checked;
    }
    EXPECT_GE(checked, 3);
}

struct AdviseMalformedRow {
    const char* name;
    std::vector<std::string> args;  // "FILE" is replaced by the recorded file
    const char* must_mention;
};
class CliAdviseMalformed : public ::testing::TestWithParam<AdviseMalformedRow> {};
TEST_P(CliAdviseMalformed, ExitsTwoWithOneLine) {
    static const Recorded r = record();
    std::vector<std::string> args = GetParam().args;
    for (std::string& a : args)
        if (a == "FILE")
            a = r.path;
        else if (a == "END+1")
            a = std::to_string(r.events + 1);
    const CliRun run = run_cli(args);
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.out, "");
    ASSERT_FALSE(run.err.empty());
    EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << run.err;
    EXPECT_NE(run.err.find(GetParam().must_mention), std::string::npos) << run.err;
}
INSTANTIATE_TEST_SUITE_P(
    Rows, CliAdviseMalformed,
    ::testing::Values(
        AdviseMalformedRow{"MissingSeat", {"advise", "--replay", "FILE", "--event", "4"}, "--seat"},
        AdviseMalformedRow{
            "BadSeat", {"advise", "--replay", "FILE", "--event", "4", "--seat", "X"}, "\"X\""},
        AdviseMalformedRow{"EventPastTheEnd",
                           {"advise", "--replay", "FILE", "--event", "END+1", "--seat", "E"},
                           "--event"},
        AdviseMalformedRow{"EventNotANumber",
                           {"advise", "--replay", "FILE", "--event", "x", "--seat", "E"},
                           "--event"},
        AdviseMalformedRow{"NoDecision",
                           {"advise", "--replay", "FILE", "--event", "0", "--seat", "E"},
                           "no decision"},
        AdviseMalformedRow{"SimsAndMs",
                           {"advise", "--replay", "FILE", "--event", "4", "--seat", "E", "--sims",
                            "4", "--ms", "10"},
                           "not both"},
        AdviseMalformedRow{
            "ViewUnknownField",
            {"advise", "--rules", "hefei-classic", "--view", R"({"seat":"E","colour":"red"})"},
            "\"colour\""},
        AdviseMalformedRow{"ViewMissingField",
                           {"advise", "--rules", "hefei-classic", "--view", R"({"seat":"E"})"},
                           "\"dealer\""},
        AdviseMalformedRow{"ViewInvalidJson",
                           {"advise", "--rules", "hefei-classic", "--view", "{"},
                           "invalid JSON"},
        AdviseMalformedRow{"ViewBadPhase",
                           {"advise", "--rules", "hefei-classic", "--view",
                            R"({"seat":"E","dealer":"E","phase":"dance","turn":"E","hand":"2m"})"},
                           "\"phase\""},
        AdviseMalformedRow{"ViewWrongHandSize",
                           {"advise", "--rules", "hefei-classic", "--view",
                            R"({"seat":"E","dealer":"E","phase":"turn","turn":"E","hand":"234m"})"},
                           "\"hand\""},
        AdviseMalformedRow{
            "ViewFifthCopy",
            {"advise", "--rules", "hefei-classic", "--view",
             R"({"seat":"E","dealer":"S","phase":"turn","turn":"E","hand":"2222m34m567m88p66s5s","drawn":"5s","ponds":{"S":"2m"}})"},
            "5 copies of 2m"},
        AdviseMalformedRow{
            "ViewNoDraw",
            {"advise", "--rules", "hefei-classic", "--view",
             R"({"seat":"E","dealer":"S","phase":"turn","turn":"E","hand":"2222m34m567m88p66s5s","ponds":{"S":"3m"}})"},
            "\"drawn\""},
        AdviseMalformedRow{
            "ViewNotItsDecision",
            {"advise", "--rules", "hefei-classic", "--view",
             R"({"seat":"E","dealer":"S","phase":"turn","turn":"W","hand":"234m567m345m888m4p","ponds":{"S":"3m"}})"},
            "no decision"},
        AdviseMalformedRow{
            "ViewDeclaredOutsideTing",
            {"advise", "--rules", "hefei-classic", "--view",
             // NOLINTNEXTLINE(bugprone-suspicious-missing-comma): one JSON text on two lines
             R"({"seat":"E","dealer":"S","phase":"response","turn":"S",)"
             R"("hand":"234m567m345m888m4p","ponds":{"S":"4p"},"declared":{"S":0}})"},
            "declaring"},
        AdviseMalformedRow{
            "ViewAndReplay",
            {"advise", "--replay", "FILE", "--rules", "hefei-classic", "--view", "{}"},
            "not both"},
        AdviseMalformedRow{
            "ViewWallDisagrees",
            {"advise", "--rules", "hefei-classic", "--view",
             R"({"seat":"E","dealer":"S","phase":"response","turn":"S","hand":"234m567m345m888m4p","ponds":{"S":"4p"},"wall":50})"},
            "31 tiles in the wall"},
        AdviseMalformedRow{"ViewWithoutRules", {"advise", "--view", "{}"}, "--rules"},
        AdviseMalformedRow{
            "NoFile",
            {"advise", "--replay", "/nonexistent/x.jsonl", "--event", "4", "--seat", "E"},
            "/nonexistent/x.jsonl"}),
    [](const auto& info) { return std::string(info.param.name); });

// --view: the position of Advisor.DealInRiskNamesTheDeclaredSeatOnItsWait described in JSON.
// South declared on its first discard (3s) and threw 7p since: 4p, its wait, is a risk named
// South; 7p is not.
TEST(CliAdvise, ViewJsonNamesTheDeclaredSeatOnItsWait) {
    const std::string view =
        R"({"seat":"E","dealer":"S","phase":"turn","turn":"E","hand":"4p7p2p2p3p6p2s5s6s8s2m5m6m7m",)"
        R"("drawn":"2p","ponds":{"S":"3s7p","W":"8p6m","N":"8p5s","E":"8p"},"declared":{"S":0}})";
    const std::vector<std::string> args = {"advise", "--rules", "hefei-ting", "--view", view};
    const CliRun run = run_cli(args);
    ASSERT_EQ(run.status, 0) << run.err;
    const json out = json::parse(run.out);
    EXPECT_EQ(out["seat"], "E");
    // 13 distinct tiles (2p twice): 13 discards, no declaring one (not ready).
    EXPECT_EQ(out["candidates"].size(), 13u);
    double wait = -1;
    double safe = -1;
    for (const json& c : out["candidates"]) {
        if (c["action"]["tile"] == "4p") wait = c["deal_in_by"]["S"].get<double>();
        if (c["action"]["tile"] == "7p") safe = c["deal_in_by"]["S"].get<double>();
    }
    EXPECT_GT(wait, 0.0);
    EXPECT_EQ(safe, 0.0);
    EXPECT_EQ(run_cli(args).out, run.out);
    // The same view from a file.
    const std::string path = test::temp_file("advise_view", view);
    EXPECT_EQ(run_cli({"advise", "--rules", "hefei-ting", "--view-file", path}).out, run.out);
}

// --view in a response: East, ready on 4p (single wait), is offered South's 4p.
TEST(CliAdvise, ViewJsonResponseListsWinAndPass) {
    const CliRun run = run_cli(
        {"advise", "--rules", "hefei-classic", "--view",
         R"({"seat":"E","dealer":"S","phase":"response","turn":"S","hand":"234m567m345m888m4p","ponds":{"S":"4p"}})"});
    ASSERT_EQ(run.status, 0) << run.err;
    const json out = json::parse(run.out);
    ASSERT_EQ(out["candidates"].size(), 2u);
    EXPECT_EQ(out["candidates"][0]["action"]["type"], "win");
    EXPECT_EQ(out["candidates"][1]["action"]["type"], "pass");
    EXPECT_EQ(out["candidates"][0]["win"], 1.0);
    EXPECT_GT(out["candidates"][0]["ev"].get<double>(), 0.0);
}

TEST(CliAdvise, HelpNamesTheOptions) {
    const CliRun run = run_cli({"advise", "--help"});
    EXPECT_EQ(run.status, 0);
    EXPECT_NE(run.out.find("--replay"), std::string::npos);
    EXPECT_NE(run.out.find("deal_in_by"), std::string::npos);
    EXPECT_NE(run_cli({"--help"}).out.find("advise"), std::string::npos);
}

}  // namespace
}  // namespace haolao
