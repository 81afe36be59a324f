// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli end to end: runs the built binary on stdin/argument rows and checks stdout JSON,
// stderr and the exit status (docs/CLI.md). Expected values are the RULES.md truth, worked out
// by hand (§5 worked examples), not whatever the engine prints.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_runner.h"

namespace {

using haolao::test::CliRun;
using haolao::test::run_cli;
using nlohmann::json;

// Parses stdout as exactly one JSON document.
json stdout_json(const CliRun& run) {
    try {
        return json::parse(run.out);
    } catch (const json::exception& e) {
        ADD_FAILURE() << "stdout is not one JSON document: " << e.what() << "\n" << run.out;
        return {};
    }
}

// A payment's items as "base:10 zhi:4 luxury_seven_pairs:x2", in printed order.
std::string items_text(const json& items) {
    std::string text;
    for (const json& item : items) {
        if (!text.empty()) text += ' ';
        text += item.value("id", std::string("?"));
        // Appends one piece at a time: `":" + std::string` trips g++ 12's -Wrestrict.
        if (item.contains("points")) text.append(":").append(item["points"].dump());
        if (item.contains("multiplier")) text.append(":x").append(item["multiplier"].dump());
    }
    return text;
}

// The RULES.md §5 worked example 1 request; other rows patch it.
json example1() {
    return json{{"rules", "hefei-classic"},
                {"hand", "234m 234m 567m 78m 55p"},
                {"win_tile", "6m"},
                {"win_by", "discard"},
                {"winner", "S"},
                {"dealer", "E"},
                {"discarder", "E"},
                {"dealer_streak", 2}};
}

json patched(json base, const json& patch) {
    base.merge_patch(patch);  // a null value removes the field
    return base;
}

// ---------------------------------------------------------------------------------------------
// score: wins

struct ExpectedPayment {
    const char* payer;
    int points;
    const char* shape;
    const char* items;
};

struct WinRow {
    const char* name;
    json request;
    std::vector<ExpectedPayment> payments;
    std::map<std::string, int> deltas;
};

class CliScoreWin : public ::testing::TestWithParam<WinRow> {};

TEST_P(CliScoreWin, PaysAsRulesSay) {
    const WinRow& row = GetParam();
    const CliRun run = run_cli({"score"}, row.request.dump());
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.err, "");
    const json result = stdout_json(run);
    ASSERT_TRUE(result.is_object()) << run.out;
    EXPECT_EQ(result.value("win", false), true) << run.out;
    ASSERT_TRUE(result.contains("payments") && result["payments"].is_array()) << run.out;
    ASSERT_EQ(result["payments"].size(), row.payments.size()) << run.out;
    for (const ExpectedPayment& want : row.payments) {
        const json* got = nullptr;
        for (const json& p : result["payments"])
            if (p.value("payer", std::string()) == want.payer) got = &p;
        ASSERT_NE(got, nullptr) << "no payment by " << want.payer << ": " << run.out;
        EXPECT_EQ(got->value("points", -1), want.points) << want.payer << ": " << run.out;
        EXPECT_EQ(got->value("shape", std::string()), want.shape) << want.payer;
        EXPECT_EQ(items_text(got->value("items", json::array())), want.items) << want.payer;
    }
    ASSERT_TRUE(result.contains("deltas")) << run.out;
    std::map<std::string, int> deltas;
    for (const auto& [seat, delta] : result["deltas"].items()) deltas[seat] = delta.get<int>();
    EXPECT_EQ(deltas, row.deltas);
}

INSTANTIATE_TEST_SUITE_P(
    Rows, CliScoreWin,
    ::testing::Values(
        // §5.1: East pays South 28.
        WinRow{"Example1ClassicRon",
               example1(),
               {{"E", 28, "standard", "base:10 zhi:4 que:5 ka:1 shuangpu:5 pinghu:1 dealer:2"}},
               {{"E", -28}, {"S", 28}, {"W", 0}, {"N", 0}}},
        // §5.2: West pays 12; 258 count 6 and 37 count 4 score nothing, m has exactly 8.
        WinRow{"Example2ClassicRonNoDealer",
               json{{"rules", "hefei-classic"},
                    {"hand", "234m 567m 88m 345p 78s"},
                    {"win_tile", "6s"},
                    {"win_by", "discard"},
                    {"winner", "S"},
                    {"dealer", "E"},
                    {"discarder", "W"}},
               {{"W", 12, "standard", "base:10 ka:1 pinghu:1"}},
               {{"E", 0}, {"S", 12}, {"W", -12}, {"N", 0}}},
        // §5.3: seven pairs with a four-of-a-kind, self-drawn; the dealer pays its bonus.
        WinRow{
            "Example3ClassicSelfDrawSuperSevenPairs",
            json{{"rules", "hefei-classic"},
                 {"hand", "3333m 44m 66m 8m 55p 77s"},
                 {"win_tile", "8m"},
                 {"win_by", "self_draw"},
                 {"winner", "W"},
                 {"dealer", "E"},
                 {"dealer_streak", 1}},
            {{"E", 30, "seven_pairs", "base:10 zhi:2 three_seven:2 super_seven_pairs:15 dealer:1"},
             {"S", 29, "seven_pairs", "base:10 zhi:2 three_seven:2 super_seven_pairs:15"},
             {"N", 29, "seven_pairs", "base:10 zhi:2 three_seven:2 super_seven_pairs:15"}},
            {{"E", -30}, {"S", -29}, {"W", 88}, {"N", -29}}},
        // The same win with every optional field present but empty: a discarder on a
        // self-draw is ignored, and the declaring switch does not touch hefei-classic's scores.
        // (dealer_streak was null here, read as absent; null is now a wrong type: one
        // strictness for every reader, see the CliStrictJson rows.)
        WinRow{
            "Example3OptionalFieldsEmptyOrIgnored",
            json{{"rules", "hefei-classic"},
                 {"hand", "3333m44m66m8m55p77s"},
                 {"win_tile", "8m"},
                 {"win_by", "self_draw"},
                 {"winner", "W"},
                 {"dealer", "E"},
                 {"discarder", "N"},
                 {"kongs", json::array()},
                 {"situation", json::array()},
                 {"declare_ready_required", true}},
            {{"E", 30, "seven_pairs", "base:10 zhi:2 three_seven:2 super_seven_pairs:15 dealer:1"},
             {"S", 29, "seven_pairs", "base:10 zhi:2 three_seven:2 super_seven_pairs:15"},
             {"N", 29, "seven_pairs", "base:10 zhi:2 three_seven:2 super_seven_pairs:15"}},
            {{"E", -30}, {"S", -29}, {"W", 88}, {"N", -29}}},
        // §5.4: hefei-ting, declaring room by default: (12 + 2 + 5) × 2 + dealer 1 = 39.
        WinRow{"Example4TingLuxurySevenPairs",
               json{{"rules", "hefei-ting"},
                    {"hand", "3333m 44m 66m 8m 55p 77s"},
                    {"win_tile", "8m"},
                    {"win_by", "discard"},
                    {"winner", "W"},
                    {"dealer", "W"},
                    {"discarder", "N"}},
               {{"N", 39, "seven_pairs",
                 "base:12 zhi:2 seven_pairs:5 luxury_seven_pairs:x2 dealer:1"}},
               {{"E", 0}, {"S", 0}, {"W", 39}, {"N", -39}}},
        // §5.5: hefei-bianfeng kong bloom: base score 18 × 2, from each of the three.
        WinRow{"Example5BianfengKongBloom",
               json{{"rules", "hefei-bianfeng"},
                    {"hand", "234p 666p 88p 34p"},
                    {"kongs", {"5s"}},
                    {"win_tile", "5p"},
                    {"win_by", "self_draw"},
                    {"winner", "N"},
                    {"dealer", "E"},
                    {"situation", {"kong_bloom"}}},
               {{"E", 36, "standard", "base:10 zhi:3 que:1 tong:1 kan:1 kong:2 kong_bloom:x2"},
                {"S", 36, "standard", "base:10 zhi:3 que:1 tong:1 kan:1 kong:2 kong_bloom:x2"},
                {"W", 36, "standard", "base:10 zhi:3 que:1 tong:1 kan:1 kong:2 kong_bloom:x2"}},
               {{"E", -36}, {"S", -36}, {"W", -36}, {"N", 108}}},
        // §5.1 self-drawn in the haolao phase: + haolao 5 for all three; the dealer also pays
        // its streak (2).
        WinRow{
            "Example1SelfDrawnInHaolao",
            patched(example1(),
                    {{"win_by", "self_draw"}, {"discarder", nullptr}, {"situation", {"haolao"}}}),
            {{"E", 33, "standard",
              "base:10 zhi:4 que:5 ka:1 shuangpu:5 pinghu:1 haolao:5 dealer:2"},
             {"W", 31, "standard", "base:10 zhi:4 que:5 ka:1 shuangpu:5 pinghu:1 haolao:5"},
             {"N", 31, "standard", "base:10 zhi:4 que:5 ka:1 shuangpu:5 pinghu:1 haolao:5"}},
            {{"E", -33}, {"S", 95}, {"W", -31}, {"N", -31}}},
        // §5.1 in a non-declaring hefei-ting room: base 10, que 1, shuangpu 2 (the 6m is not in
        // a 234m chow), no pinghu; no dealer bonus (the dealer is the payer, not the winner).
        WinRow{"Example1InTingNonDeclaringRoom",
               patched(example1(), {{"rules", "hefei-ting"}, {"declare_ready_required", false}}),
               {{"E", 18, "standard", "base:10 zhi:4 que:1 ka:1 shuangpu:2"}},
               {{"E", -18}, {"S", 18}, {"W", 0}, {"N", 0}}}),
    [](const auto& info) { return std::string(info.param.name); });

// ---------------------------------------------------------------------------------------------
// score: well-formed hands that do not win

struct NoWinRow {
    const char* name;
    json request;
    const char* reason;
};

class CliScoreNoWin : public ::testing::TestWithParam<NoWinRow> {};

TEST_P(CliScoreNoWin, SaysWhy) {
    const NoWinRow& row = GetParam();
    const CliRun run = run_cli({"score"}, row.request.dump());
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.err, "");
    EXPECT_EQ(stdout_json(run), (json{{"win", false}, {"reason", row.reason}}));
}

INSTANTIATE_TEST_SUITE_P(
    Rows, CliScoreNoWin,
    ::testing::Values(
        NoWinRow{"NotAWinningShape", patched(example1(), {{"win_tile", "2p"}}),
                 "not_a_winning_shape"},
        // A complete shape, but m and p have 6 tiles each and s 2: no suit with 8 (§1.7.1).
        NoWinRow{"EightTileRule",
                 patched(example1(), {{"hand", "234m 567m 345p 678p 5s"}, {"win_tile", "5s"}}),
                 "no_suit_with_eight"}),
    [](const auto& info) { return std::string(info.param.name); });

// ---------------------------------------------------------------------------------------------
// analyze

struct AnalyzeRow {
    const char* name;
    std::vector<std::string> args;
    int tiles;
    int shape_shanten;
    int shanten;
    const char* waits;         // 13 tiles: "6m:3 ..." (all waits, in order)
    const char* best_discard;  // 14 tiles: "3s:0:3" (tile:shanten:ukeire of the first)
    int discard_count;         // 14 tiles: distinct discards listed
};

class CliAnalyze : public ::testing::TestWithParam<AnalyzeRow> {};

TEST_P(CliAnalyze, ShantenAndWaits) {
    const AnalyzeRow& row = GetParam();
    std::vector<std::string> args = {"analyze"};
    args.insert(args.end(), row.args.begin(), row.args.end());
    const CliRun run = run_cli(args);
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.err, "");
    const json result = stdout_json(run);
    ASSERT_TRUE(result.is_object()) << run.out;
    EXPECT_EQ(result.value("tiles", -9), row.tiles) << run.out;
    EXPECT_EQ(result.value("shape_shanten", -9), row.shape_shanten) << run.out;
    EXPECT_EQ(result.value("shanten", -9), row.shanten) << run.out;
    if (row.tiles == 13) {
        EXPECT_FALSE(result.contains("discards")) << run.out;
        ASSERT_TRUE(result.contains("waits")) << run.out;
        std::string waits;
        for (const json& w : result["waits"]) {
            if (!waits.empty()) waits += ' ';
            waits +=
                w.value("tile", std::string("?")) + ":" + std::to_string(w.value("remaining", -1));
        }
        EXPECT_EQ(waits, row.waits);
    } else {
        EXPECT_FALSE(result.contains("waits")) << run.out;
        ASSERT_TRUE(result.contains("discards") && !result["discards"].empty()) << run.out;
        EXPECT_EQ(result["discards"].size(), static_cast<std::size_t>(row.discard_count));
        const json& best = result["discards"][0];
        EXPECT_EQ(best.value("tile", std::string("?")) + ":" +
                      std::to_string(best.value("shanten", -9)) + ":" +
                      std::to_string(best.value("ukeire", -9)),
                  row.best_discard);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Rows, CliAnalyze,
    ::testing::Values(
        // 78m can only become 678m (no 9m): one wait, 3 copies left.
        AnalyzeRow{"ReadyOnKanchanEnd",
                   {"--rules", "hefei-classic", "--hand", "234m234m567m78m55p"},
                   13,
                   0,
                   0,
                   "6m:3",
                   "",
                   0},
        AnalyzeRow{"SeenTilesReduceRemaining",
                   {"--rules", "hefei-classic", "--hand", "234m234m567m78m55p", "--seen", "6m"},
                   13,
                   0,
                   0,
                   "6m:2",
                   "",
                   0},
        // Shape-ready on 5s, but no suit reaches 8 (m 6, p 6, s 2): no legal wait; swapping the
        // 5s for an m tile makes it ready.
        AnalyzeRow{"EightTileRuleBlocksTheShapeWait",
                   {"--rules", "hefei-classic", "--hand", "234m 567m 345p 678p 5s"},
                   13,
                   0,
                   1,
                   "",
                   "",
                   0},
        AnalyzeRow{"SevenPairsSingleWait",
                   {"--rules", "hefei-classic", "--hand", "3333m44m66m8m55p77s"},
                   13,
                   0,
                   0,
                   "8m:3",
                   "",
                   0},
        // 10 concealed tiles + kong 5555s; m reaches 9 with the 6m.
        AnalyzeRow{"WithAKong",
                   {"--rules", "hefei-classic", "--hand", "234m234m78m55p", "--kongs", "5s"},
                   13,
                   0,
                   0,
                   "6m:4",
                   "",
                   0},
        // 14 tiles: only discarding the 3s leaves the hand ready (on 6m, 3 left); 9 kinds held.
        AnalyzeRow{"FourteenTilesDiscardTheStray",
                   {"--rules", "hefei-classic", "--hand", "234m234m567m78m55p3s"},
                   14,
                   0,
                   0,
                   "",
                   "3s:0:3",
                   9},
        AnalyzeRow{"FourteenTilesSeenLowersUkeire",
                   {"--rules=hefei-classic", "--hand=234m234m567m78m55p3s", "--seen=66m"},
                   14,
                   0,
                   0,
                   "",
                   "3s:0:1",
                   9},
        // Complete; throwing a 2m back leaves 34m open plus 345m/678m: waits 2m 5m 8m, 3 each.
        AnalyzeRow{"CompleteHand",
                   {"--rules", "hefei-classic", "--hand", "234m234m567m678m55p"},
                   14,
                   -1,
                   -1,
                   "",
                   "2m:0:9",
                   8}),
    [](const auto& info) { return std::string(info.param.name); });

// ---------------------------------------------------------------------------------------------
// Malformed input: exit 2, nothing on stdout, one stderr line naming the problem.

struct MalformedRow {
    const char* name;
    std::vector<std::string> args;
    std::string input;
    std::vector<const char*> must_mention;
};

class CliMalformed : public ::testing::TestWithParam<MalformedRow> {};

TEST_P(CliMalformed, ExitsTwoNamingTheProblem) {
    const MalformedRow& row = GetParam();
    const CliRun run = run_cli(row.args, row.input);
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.out, "");
    ASSERT_FALSE(run.err.empty());
    EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << "not one line: " << run.err;
    for (const char* word : row.must_mention)
        EXPECT_NE(run.err.find(word), std::string::npos) << "no '" << word << "' in: " << run.err;
}

// The longest streak a pot can reach (kMaxPotHands) is scored, not capped.
TEST(CliScore, LongestStreakIsScoredInFull) {
    const CliRun run = run_cli({"score"}, patched(example1(), {{"dealer_streak", 999}}).dump());
    ASSERT_EQ(run.status, 0) << run.err;
    const json out = json::parse(run.out);
    EXPECT_EQ(out["payments"][0]["items"].back(), json({{"id", "dealer"}, {"points", 999}}));
}

MalformedRow score_row(const char* name, const json& patch, std::vector<const char*> mention) {
    return {name, {"score"}, patched(example1(), patch).dump(), std::move(mention)};
}

// example1 without its dealer_streak, then `raw` (JSON text as a client may send it) as a field.
std::string example1_with_raw(const std::string& raw) {
    json request = example1();
    request.erase("dealer_streak");
    std::string text = request.dump();
    text.pop_back();
    return text + "," + raw + "}";
}

// merge_patch drops null fields; this keeps one, as a client would send it.
std::string example1_with_null(const char* field) {
    json request = example1();
    request[field] = nullptr;
    return request.dump();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, CliMalformed,
    ::testing::Values(
        MalformedRow{"InvalidJson", {"score"}, R"({"rules": "hefei-classic", )", {"invalid JSON"}},
        MalformedRow{"EmptyStdin", {"score"}, "", {"invalid JSON"}},
        MalformedRow{"TrailingGarbage", {"score"}, example1().dump() + " x", {"invalid JSON"}},
        MalformedRow{"NotAnObject", {"score"}, "[1, 2]", {"JSON object", "an array"}},
        score_row("UnknownField", {{"colour", "red"}}, {"unknown field", "\"colour\""}),
        score_row("WrongFieldType", {{"hand", 123}}, {"\"hand\"", "a string"}),
        score_row("StreakNotAnInteger", {{"dealer_streak", "2"}}, {"\"dealer_streak\"", "integer"}),
        score_row("StreakBelowOne", {{"dealer_streak", 0}}, {"\"dealer_streak\"", "got 0"}),
        score_row("StreakBeyondTheLongestPot", {{"dealer_streak", 1000}},
                  {"\"dealer_streak\"", "between 1 and 999", "got 1000"}),
        // ---- One JSON strictness (haolao/strict_json.h): every malformed request exits 2 ----
        MalformedRow{"StreakBeyondDouble",
                     {"score"},
                     example1_with_raw(R"("dealer_streak":1e400)"),
                     {"invalid JSON", "1e400", "fraction or an exponent", "column"}},
        MalformedRow{"StreakBeyondDoubleInAnArray",
                     {"score"},
                     example1_with_raw(R"("dealer_streak":[1e400])"),
                     {"invalid JSON", "1e400"}},
        MalformedRow{"StreakOf100000Digits",
                     {"score"},
                     example1_with_raw("\"dealer_streak\":" + std::string(100000, '7')),
                     {"invalid JSON", "integer of 100000 digits out of range"}},
        MalformedRow{"StreakJustBeyond64Bits",
                     {"score"},
                     example1_with_raw(R"("dealer_streak":-9223372036854775809)"),
                     {"integer of 19 digits out of range"}},
        MalformedRow{"StreakWithExponent",
                     {"score"},
                     example1_with_raw(R"("dealer_streak":1e3)"),
                     {"number 1e3 has a fraction or an exponent"}},
        MalformedRow{"StreakWithFraction",
                     {"score"},
                     example1_with_raw(R"("dealer_streak":2.0)"),
                     {"number 2.0 has a fraction or an exponent"}},
        MalformedRow{"StreakNullIsNotAbsent",
                     {"score"},
                     example1_with_raw(R"("dealer_streak":null)"),
                     {"\"dealer_streak\"", "an integer, got null"}},
        MalformedRow{"KongsNullIsNotAbsent",
                     {"score"},
                     example1_with_raw(R"("kongs":null)"),
                     {"\"kongs\"", "got null"}},
        MalformedRow{"DuplicateKey",
                     {"score"},
                     example1_with_raw(R"("winner":"N")"),
                     {"invalid JSON", "the key \"winner\" appears twice"}},
        MalformedRow{"DuplicateKeyNestedDepth",
                     {"score"},
                     example1_with_raw(R"("kongs":[{"a":1,"a":2}])"),
                     {"the key \"a\" appears twice"}},
        MalformedRow{
            "ByteOrderMark", {"score"}, "\xEF\xBB\xBF" + example1().dump(), {"byte-order mark"}},
        MalformedRow{"InvalidUtf8",
                     {"score"},
                     example1_with_raw("\"kongs\":[\"5\xC3\x28\"]"),
                     {"invalid UTF-8 at byte"}},
        MalformedRow{"SyntaxErrorPosition",
                     {"score"},
                     "{\n  \"rules\": \"hefei-classic\",\n  \"hand\" \"234m\"\n}",
                     {"JSON syntax error at line 3, column"}},
        MalformedRow{
            "NestedTooDeep",
            {"score"},
            example1_with_raw("\"kongs\":" + std::string(100, '[') + std::string(100, ']')),
            {"nested deeper than 16"}},
        MalformedRow{"RequestTooLarge",
                     {"score"},
                     example1_with_raw("\"kongs\":\"" + std::string(1u << 20, 'x') + "\""),
                     {"larger than 1048576 bytes"}},
        score_row("UnknownRules", {{"rules", "hefei-nope"}}, {"hefei-nope", "hefei-classic"}),
        score_row("BadTileText", {{"hand", "234m234m567m78m55x"}}, {"\"hand\"", "'x'"}),
        score_row("TileNotInHefei", {{"win_tile", "9m"}}, {"\"win_tile\"", "\"9m\""}),
        score_row("TwoWinTiles", {{"win_tile", "6m7m"}}, {"\"win_tile\"", "exactly one tile"}),
        score_row("BadSeatLetter", {{"winner", "Q"}}, {"\"winner\"", "\"Q\""}),
        score_row("UnknownSituation", {{"situation", {"moon"}}}, {"unknown situation", "\"moon\""}),
        score_row("SituationNotAnArray", {{"situation", "haolao"}}, {"\"situation\"", "array"}),
        score_row("KongBloomOnADiscard", {{"situation", {"kong_bloom"}}},
                  {"kong_bloom", "self_draw"}),
        score_row("DuplicateSituation",
                  {{"win_by", "self_draw"}, {"situation", {"haolao", "haolao"}}},
                  {"\"haolao\"", "twice"}),
        score_row("HeavenlyByNonDealer", {{"win_by", "self_draw"}, {"situation", {"heavenly"}}},
                  {"heavenly", "dealer"}),
        score_row("EarthlyRonOutsideClassic",
                  {{"rules", "hefei-bianfeng"}, {"situation", {"earthly"}}},
                  {"earthly", "self_draw", "hefei-bianfeng"}),
        // (Was "missing field": null meant absent. Now a present field is given.)
        MalformedRow{"NullDiscarderOnADiscardWin",
                     {"score"},
                     example1_with_null("discarder"),
                     {"\"discarder\"", "a string, got null"}},
        score_row("FifthCopy", {{"hand", "2222m34m567m78m55p"}, {"win_tile", "2m"}},
                  {"5 copies of 2m"}),
        score_row("FifthCopyInKongs", {{"hand", "234m567m78m55p"}, {"kongs", {"2m"}}},
                  {"copies of 2m"}),
        score_row("WrongTileCount", {{"hand", "234m234m567m78m5p"}}, {"\"hand\"", "12 tiles"}),
        score_row("MissingField", {{"win_tile", nullptr}}, {"missing field", "\"win_tile\""}),
        score_row("DiscardWinWithoutDiscarder", {{"discarder", nullptr}},
                  {"\"discarder\"", "discard"}),
        score_row("DiscarderIsWinner", {{"discarder", "S"}}, {"\"discarder\"", "\"winner\""}),
        score_row("UnknownWinBy", {{"win_by", "tsumo"}}, {"\"win_by\"", "\"tsumo\""}),
        MalformedRow{"ScoreTakesNoArguments", {"score", "extra"}, "", {"\"extra\""}},
        MalformedRow{"UnknownCommand", {"frobnicate"}, "", {"\"frobnicate\"", "score", "analyze"}},
        MalformedRow{"NoCommand", {}, "", {"missing command"}},
        MalformedRow{"AnalyzeWrongCount",
                     {"analyze", "--rules", "hefei-classic", "--hand", "234m234m567m78m5p"},
                     "",
                     {"12 tiles", "13"}},
        MalformedRow{"AnalyzeWrongCountWithKong",
                     {"analyze", "--rules", "hefei-classic", "--hand", "234m234m567m78m55p",
                      "--kongs", "5s"},
                     "",
                     {"13 tiles", "1 kong", "10"}},
        MalformedRow{"AnalyzeMissingHand", {"analyze", "--rules", "hefei-classic"}, "", {"--hand"}},
        MalformedRow{"AnalyzeUnknownOption",
                     {"analyze", "--rules", "hefei-classic", "--hand", "234m", "--colour", "red"},
                     "",
                     {"unknown option", "--colour"}},
        MalformedRow{"AnalyzeOptionWithoutValue",
                     {"analyze", "--hand", "234m234m567m78m55p", "--rules"},
                     "",
                     {"--rules", "value"}},
        MalformedRow{"AnalyzeUnknownRules",
                     {"analyze", "--rules", "mahjong-soul", "--hand", "234m234m567m78m55p"},
                     "",
                     {"mahjong-soul"}},
        MalformedRow{
            "AnalyzeBadSeen",
            {"analyze", "--rules", "hefei-classic", "--hand", "234m234m567m78m55p", "--seen", "6"},
            "",
            {"--seen", "no suit letter"}},
        MalformedRow{"AnalyzeFifthCopyWithSeen",
                     {"analyze", "--rules", "hefei-classic", "--hand", "234m234m567m78m55p",
                      "--seen", "222m"},
                     "",
                     {"5 copies of 2m"}}),
    [](const auto& info) { return std::string(info.param.name); });

// ---------------------------------------------------------------------------------------------
// Help

struct HelpRow {
    const char* name;
    std::vector<std::string> args;
    const char* must_mention;
};

class CliHelp : public ::testing::TestWithParam<HelpRow> {};

TEST_P(CliHelp, PrintsUsageAndExitsZero) {
    const HelpRow& row = GetParam();
    const CliRun run = run_cli(row.args);
    EXPECT_EQ(run.status, 0);
    EXPECT_EQ(run.err, "");
    EXPECT_NE(run.out.find("usage:"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(row.must_mention), std::string::npos) << run.out;
}

INSTANTIATE_TEST_SUITE_P(Rows, CliHelp,
                         ::testing::Values(HelpRow{"Top", {"--help"}, "selfplay"},
                                           HelpRow{"Score", {"score", "--help"}, "win_tile"},
                                           HelpRow{"Analyze", {"analyze", "--help"}, "--seen"}),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
