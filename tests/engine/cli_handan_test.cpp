// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli score and analyze with "handan" (RULES.md §3, docs/CLI.md): the built binary on
// request rows; expected payments worked by hand from §3.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_runner.h"

namespace {

using haolao::test::CliRun;
using haolao::test::run_cli;
using nlohmann::json;

// S wins on W's discard: 123m 456m 789m + pong 中 (fed by W), single 5z.
json base() {
    return json{{"rules", "handan"},
                {"hand", "123m 456m 789m 5z"},
                {"melds", json::array({{{"type", "pong"}, {"tile", "7z"}, {"from", "W"}}})},
                {"win_tile", "5z"},
                {"win_by", "discard"},
                {"winner", "S"},
                {"dealer", "E"},
                {"discarder", "W"}};
}

json patched(json b, const json& patch) {
    b.merge_patch(patch);  // null removes a field
    return b;
}

// "W>S:1:ron E>S:4:self_draw:x2" in printed order.
std::string lines_text(const json& payments) {
    std::string text;
    for (const json& p : payments) {
        if (!text.empty()) text += ' ';
        text += p.at("payer").get<std::string>() + ">" + p.at("payee").get<std::string>() + ":" +
                std::to_string(p.at("points").get<int>()) + ":" + p.at("reason").get<std::string>();
        for (const json& item : p.at("items"))
            if (item.contains("multiplier")) text += ":x" + item.at("multiplier").dump();
    }
    return text;
}

struct ScoreRow {
    const char* name;
    json request;
    const char* lines;
    std::vector<int> deltas;  // E, S, W, N
};
void PrintTo(const ScoreRow& r, std::ostream* os) {
    *os << r.name;
}

class CliHandanScore : public ::testing::TestWithParam<ScoreRow> {};

TEST_P(CliHandanScore, Pays) {
    const ScoreRow& r = GetParam();
    const CliRun run = run_cli({"score"}, r.request.dump());
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.err, "");
    const json out = json::parse(run.out);
    ASSERT_TRUE(out.at("win").get<bool>()) << run.out;
    EXPECT_EQ(lines_text(out.at("payments")), r.lines);
    const json& d = out.at("deltas");
    EXPECT_EQ((std::vector<int>{d.at("E"), d.at("S"), d.at("W"), d.at("N")}), r.deltas);
}

INSTANTIATE_TEST_SUITE_P(
    Rules3, CliHandanScore,
    ::testing::Values(
        // Ron between non-dealers: W pays 1.
        ScoreRow{"Ron", base(), "W>S:1:ron", {0, 1, -1, 0}},
        // The dealer E deals in: 1 × 2.
        ScoreRow{
            "DealerDealsIn", patched(base(), {{"discarder", "E"}}), "E>S:2:ron:x2", {-2, 2, 0, 0}},
        // The dealer S wins on W: 1 × 2.
        ScoreRow{
            "DealerWinsRon", patched(base(), {{"dealer", "S"}}), "W>S:2:ron:x2", {0, 2, -2, 0}},
        // Non-dealer self-draw: W 2, N 2, E (dealer) 4; S + 8.
        ScoreRow{"SelfDraw",
                 patched(base(), {{"win_by", "self_draw"}, {"discarder", nullptr}}),
                 "W>S:2:self_draw N>S:2:self_draw E>S:4:self_draw:x2",
                 {-4, 8, -2, -2}},
        // Dealer self-draw: 4 from each, 12.
        ScoreRow{
            "DealerSelfDraw",
            patched(base(), {{"win_by", "self_draw"}, {"dealer", "S"}, {"discarder", nullptr}}),
            "W>S:4:self_draw:x2 N>S:4:self_draw:x2 E>S:4:self_draw:x2",
            {-4, 12, -4, -4}},
        // Robbing N's added kong of 5m: N pays 1 (S holds no 5m: 46m waits on it).
        ScoreRow{"RobKong",
                 patched(base(), {{"hand", "46m 789m 123p 11z"},
                                  {"win_tile", "5m"},
                                  {"win_by", "rob_kong"},
                                  {"discarder", "N"}}),
                 "N>S:1:rob_kong",
                 {0, 1, 0, -1}},
        // A bloom after an exposed kong: paid as a self-draw (kong money not included).
        ScoreRow{
            "KongBloom",
            patched(base(), {{"melds", json::array({{{"type", "exposed_kong"}, {"tile", "7z"}}})},
                             {"win_by", "self_draw"},
                             {"discarder", nullptr},
                             {"situation", {"kong_bloom"}}}),
            "W>S:2:kong_bloom N>S:2:kong_bloom E>S:4:kong_bloom:x2",
            {-4, 8, -2, -2}},
        // Concealed kongs in "kongs", no melds: ron by N on S, W dealer: 1.
        ScoreRow{"ConcealedKong",
                 json{{"rules", "handan"},
                      {"hand", "123m 456p 789s 1z"},
                      {"kongs", {"6z"}},
                      {"win_tile", "1z"},
                      {"win_by", "discard"},
                      {"winner", "N"},
                      {"dealer", "W"},
                      {"discarder", "S"}},
                 "S>N:1:ron",
                 {0, -1, 0, 1}},
        // Seven pairs, E dealer deals in: 2.
        ScoreRow{"SevenPairs",
                 json{{"rules", "handan"},
                      {"hand", "1111m 3355m 77p 99p 5s"},
                      {"win_tile", "5s"},
                      {"win_by", "discard"},
                      {"winner", "W"},
                      {"dealer", "E"},
                      {"discarder", "E"}},
                 "E>W:2:ron:x2",
                 {-2, 0, 2, 0}}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(CliHandanScore, ShapeAndNoWin) {
    CliRun run = run_cli({"score"}, patched(base(), {{"win_tile", "6z"}}).dump());
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(json::parse(run.out), json::parse(R"({"win":false,"reason":"not_a_winning_shape"})"));
    run = run_cli({"score"}, base().dump());
    EXPECT_EQ(json::parse(run.out).at("payments").at(0).at("shape"), "standard");
    EXPECT_EQ(json::parse(run.out).at("payments").at(0).at("items"),
              json::parse(R"([{"id":"base","points":1}])"));
}

struct BadRow {
    const char* name;
    std::vector<std::string> args;
    std::string input;
    std::vector<const char*> mention;
};
void PrintTo(const BadRow& r, std::ostream* os) {
    *os << r.name;
}

class CliHandanMalformed : public ::testing::TestWithParam<BadRow> {};

TEST_P(CliHandanMalformed, ExitTwoNamingTheProblem) {
    const BadRow& r = GetParam();
    const CliRun run = run_cli(r.args, r.input);
    EXPECT_EQ(run.status, 2) << run.out;
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
    for (const char* m : r.mention) EXPECT_NE(run.err.find(m), std::string::npos) << run.err;
}

BadRow score_bad(const char* name, const json& patch, std::vector<const char*> mention) {
    return {name, {"score"}, patched(base(), patch).dump(), std::move(mention)};
}
BadRow analyze_bad(const char* name, std::vector<std::string> args,
                   std::vector<const char*> mention) {
    args.insert(args.begin(), "analyze");
    return {name, std::move(args), "", std::move(mention)};
}

INSTANTIATE_TEST_SUITE_P(
    Rules3, CliHandanMalformed,
    ::testing::Values(
        score_bad("MeldTileDoesNotExist",
                  {{"melds", json::array({{{"type", "pong"}, {"tile", "8z"}}})}},
                  {"melds[0]", "no such tile \"8z\""}),
        score_bad("UnknownMeldType", {{"melds", json::array({{{"type", "chow"}, {"tile", "5z"}}})}},
                  {"melds[0]", "unknown meld type \"chow\""}),
        score_bad("ConcealedKongInMelds",
                  {{"melds", json::array({{{"type", "concealed_kong"}, {"tile", "7z"}}})}},
                  {"melds[0]", "\"kongs\""}),
        score_bad("PongFromTheWinner",
                  {{"melds", json::array({{{"type", "pong"}, {"tile", "7z"}, {"from", "S"}}})}},
                  {"melds[0]", "claimed from the winner S"}),
        score_bad("MeldUnknownKey",
                  {{"melds", json::array({{{"type", "pong"}, {"tile", "7z"}, {"by", "S"}}})}},
                  {"melds[0]", "unknown key \"by\""}),
        score_bad("MeldsNotAnArray", {{"melds", "pong:7z"}}, {"\"melds\"", "array"}),
        score_bad("FiveCopies", {{"hand", "123m 456m 789m 7z"}, {"win_tile", "7z"}},
                  {"5 copies of 7z"}),
        score_bad("WrongCount", {{"hand", "123m 456m 789m 5z 1p"}}, {"concealed tiles", "has 11"}),
        score_bad("RobKongTileHeld",
                  {{"hand", "456m 789m 123p 1z"}, {"win_tile", "1z"}, {"win_by", "rob_kong"}},
                  {"rob_kong", "holds 1 of 1z"}),
        score_bad("RobKongNeedsAdder", {{"win_by", "rob_kong"}, {"discarder", nullptr}},
                  {"missing field \"discarder\"", "adding the kong"}),
        score_bad("BloomWithoutKong", {{"win_by", "self_draw"}, {"situation", {"kong_bloom"}}},
                  {"kong_bloom", "needs a kong"}),
        score_bad("BloomOnDiscard",
                  {{"melds", json::array({{{"type", "exposed_kong"}, {"tile", "7z"}}})},
                   {"situation", {"kong_bloom"}}},
                  {"kong_bloom", "self_draw"}),
        score_bad("HefeiSituation", {{"situation", {"haolao"}}},
                  {"\"haolao\"", "does not apply to handan"}),
        score_bad("DealerStreak", {{"dealer_streak", 2}},
                  {"\"dealer_streak\"", "does not apply to handan"}),
        score_bad("UnknownWinBy", {{"win_by", "tsumo"}}, {"\"tsumo\"", "rob_kong"}),
        score_bad("TooManyMelds",
                  {{"melds", json::array({{{"type", "pong"}, {"tile", "1z"}},
                                          {{"type", "pong"}, {"tile", "2z"}},
                                          {{"type", "pong"}, {"tile", "3z"}},
                                          {{"type", "pong"}, {"tile", "4z"}},
                                          {{"type", "pong"}, {"tile", "6z"}}})}},
                  {"more than 4"}),
        BadRow{"MeldsOnHefei",
               {"score"},
               R"({"rules":"hefei-classic","hand":"234m234m567m78m55p","win_tile":"6m",)"
               R"("win_by":"discard","winner":"S","dealer":"E","discarder":"E",)"
               R"("melds":[{"type":"pong","tile":"5p"}]})",
               {"\"melds\"", "hefei-classic has no pong"}},
        BadRow{"RobKongOnHefei",
               {"score"},
               R"({"rules":"hefei-classic","hand":"234m234m567m78m55p","win_tile":"6m",)"
               R"("win_by":"rob_kong","winner":"S","dealer":"E","discarder":"E"})",
               {"\"win_by\"", "\"rob_kong\""}},
        analyze_bad("AnalyzeMeldsOnHefei",
                    {"--rules", "hefei-classic", "--hand", "234m234m567m5p", "--melds", "pong:6s"},
                    {"--melds", "hefei-classic has no pong"}),
        analyze_bad("AnalyzeUnknownRules", {"--rules", "handan2", "--hand", "1m"},
                    {"\"handan2\"", "also takes handan"}),
        analyze_bad("AnalyzeBadMeld",
                    {"--rules", "handan", "--hand", "123m456m789m5z", "--melds", "pong:9z"},
                    {"--melds", "no such tile \"9z\""}),
        analyze_bad("AnalyzeMeldNoColon",
                    {"--rules", "handan", "--hand", "123m456m789m5z", "--melds", "pong7z"},
                    {"--melds", "type:tile"}),
        analyze_bad("AnalyzeWrongCount",
                    {"--rules", "handan", "--hand", "123m456m789m", "--melds", "pong:7z"},
                    {"--hand has 9 tiles", "1 meld", "10 (waiting)"}),
        analyze_bad("AnalyzeFifthCopy",
                    {"--rules", "handan", "--hand", "123m456m789m7z", "--melds", "pong:7z",
                     "--seen", "7z"},
                    {"5 copies of 7z", "--melds"})),
    [](const auto& info) { return std::string(info.param.name); });

struct AnalyzeRow {
    const char* name;
    std::vector<std::string> args;
    json expected;
};
void PrintTo(const AnalyzeRow& r, std::ostream* os) {
    *os << r.name;
}

class CliHandanAnalyze : public ::testing::TestWithParam<AnalyzeRow> {};

TEST_P(CliHandanAnalyze, Answers) {
    std::vector<std::string> args = GetParam().args;
    args.insert(args.begin(), "analyze");
    const CliRun run = run_cli(args);
    ASSERT_EQ(run.status, 0) << run.err;
    json out = json::parse(run.out);
    // Discard lists are checked as far as the row works them out (the best ones).
    const json& want = GetParam().expected;
    if (want.contains("discards") && out.contains("discards")) {
        ASSERT_GE(out["discards"].size(), want["discards"].size()) << run.out;
        json head = json::array();
        for (std::size_t i = 0; i < want["discards"].size(); ++i)
            head.push_back(out["discards"][i]);
        out["discards"] = head;
    }
    EXPECT_EQ(out, want) << run.out;
}

INSTANTIATE_TEST_SUITE_P(
    Rules3, CliHandanAnalyze,
    ::testing::Values(
        // Pong 中 + single 5z: ready on 5z, 3 left.
        AnalyzeRow{"PongWait",
                   {"--rules", "handan", "--hand", "123m456m789m5z", "--melds", "pong:7z"},
                   json::parse(R"({"tiles":13,"shape_shanten":0,"shanten":0,
                                   "waits":[{"tile":"5z","remaining":3}]})")},
        // 46m beside a pong of 5m (fed by W): the last 5m, seen once → 0 left.
        AnalyzeRow{"PongTileSeen",
                   {"--rules", "handan", "--hand", "46m789p123s11z", "--melds", "pong:5m@W",
                    "--seen", "5m"},
                   json::parse(R"({"tiles":13,"shape_shanten":0,"shanten":0,
                                   "waits":[{"tile":"5m","remaining":0}]})")},
        // 14 tiles: discard 1p or 5z, each leaving a wait with 3 left; 1p first (tile order).
        AnalyzeRow{
            "Discards",
            {"--rules", "handan", "--hand", "123m456m789m5z1p", "--melds", "exposed_kong:7z"},
            json::parse(R"({"tiles":14,"shape_shanten":0,"shanten":0,"discards":[
                     {"tile":"1p","shanten":0,"ukeire":3},{"tile":"5z","shanten":0,"ukeire":3}]})")},
        // No melds: handan's seven pairs and 136 tiles through the plain path; no 8-tile rule.
        AnalyzeRow{"SevenPairsWait",
                   {"--rules", "handan", "--hand", "1111m3355m77p99p5s"},
                   json::parse(R"({"tiles":13,"shape_shanten":0,"shanten":0,
                                   "waits":[{"tile":"5s","remaining":3}]})")}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace
