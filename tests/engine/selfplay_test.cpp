// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play: the property test (thousands of seeded hands with every invariant checked after
// every event), determinism over threads, duplicate deals, and `haolao-cli selfplay`.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <set>

#include <sstream>
#include <string>
#include <vector>
#include "cli_runner.h"

#include "haolao/replay.h"
#include "haolao/selfplay.h"

namespace haolao {
namespace {

using test::CliRun;
using test::run_cli;

using nlohmann::json;

// HAOLAO_PROPERTY_HANDS=100000 runs the big count (outside CI); the default keeps the test
// within a few seconds under ASan.
long long property_deals() {
    if (const char* env = std::getenv("HAOLAO_PROPERTY_HANDS")) {
        const long long n = std::atoll(env);
        if (n > 0) return n;
    }
    return 1500;
}

SelfplayConfig config_for(const std::string& rules_id, long long deals, std::uint64_t seed) {
    SelfplayConfig c;
    c.rules = ruleset_by_id(rules_id);
    c.deals = deals;
    c.seed = seed;
    return c;
}

std::string result_text(const SelfplayResult& r) {
    std::ostringstream s;
    s << r.hands << ' ' << r.draws << ' ' << r.invariant_violations;
    for (const SlotStats& slot : r.slots)
        s << " [" << slot.agent << ' ' << slot.wins << ' ' << slot.self_draws << ' '
          << slot.deal_ins << ' ' << slot.points << ']';
    return s.str();
}

// Totals that must hold whatever the agents do.
void expect_consistent(const SelfplayResult& r) {
    long long wins = 0;
    long long self_draws = 0;
    long long deal_ins = 0;
    long long points = 0;
    for (const SlotStats& s : r.slots) {
        EXPECT_GE(s.wins, s.self_draws);
        wins += s.wins;
        self_draws += s.self_draws;
        deal_ins += s.deal_ins;
        points += s.points;
    }
    EXPECT_EQ(points, 0);                    // every hand's deltas sum to 0
    EXPECT_LE(deal_ins, wins - self_draws);  // a discard can pay several winners
    EXPECT_LE(r.draws + deal_ins + self_draws, r.hands + (wins - self_draws - deal_ins));
    EXPECT_GE(r.hands - r.draws, deal_ins + self_draws);  // each non-drawn hand has a win
    EXPECT_GT(wins, 0);
    EXPECT_GT(r.draws, 0);
}

class SelfplayProperty : public ::testing::TestWithParam<std::string> {};

TEST_P(SelfplayProperty, SeededHandsKeepEveryInvariant) {
    SelfplayConfig c = config_for(GetParam(), property_deals(), 20261130);
    c.check = true;
    c.threads = 2;
    const SelfplayResult r = run_selfplay(c);
    EXPECT_EQ(r.hands, c.deals);
    EXPECT_EQ(r.invariant_violations, 0);
    for (const std::string& v : r.violations) ADD_FAILURE() << v;
    expect_consistent(r);
}

INSTANTIATE_TEST_SUITE_P(Presets, SelfplayProperty,
                         ::testing::Values("hefei-classic", "hefei-ting", "hefei-bianfeng"),
                         [](const auto& info) {
                             std::string n = info.param;
                             for (char& ch : n)
                                 if (ch == '-') ch = '_';
                             return n;
                         });

TEST(Selfplay, ResultsDoNotDependOnThreads) {
    SelfplayConfig c = config_for("hefei-classic", 200, 99);
    c.threads = 1;
    const std::string one = result_text(run_selfplay(c));
    c.threads = 3;
    EXPECT_EQ(result_text(run_selfplay(c)), one);
    c.duplicate = true;
    c.threads = 1;
    const std::string dup = result_text(run_selfplay(c));
    c.threads = 4;
    EXPECT_EQ(result_text(run_selfplay(c)), dup);
}

TEST(Selfplay, SeedChangesTheDeals) {
    EXPECT_NE(result_text(run_selfplay(config_for("hefei-classic", 300, 1))),
              result_text(run_selfplay(config_for("hefei-classic", 300, 2))));
    EXPECT_NE(selfplay_deal_seed(1, 0), selfplay_deal_seed(1, 1));
    EXPECT_NE(selfplay_deal_seed(1, 0), selfplay_deal_seed(2, 0));
}

TEST(Selfplay, DuplicateDealsEachWallFourTimesWithTheAgentsRotated) {
    const std::filesystem::path dir =
        std::filesystem::path(::testing::TempDir()) / "haolao_selfplay_duplicate";
    std::filesystem::remove_all(dir);
    SelfplayConfig c = config_for("hefei-classic", 3, 5);
    c.duplicate = true;
    c.agents = {"baseline", "baseline", "baseline", "baseline"};
    c.replay_dir = dir.string();
    const SelfplayResult r = run_selfplay(c);
    EXPECT_EQ(r.hands, 12);
    expect_consistent(r);
    // The four rotations of a deal share the wall and dice; each file verifies on its own.
    for (int deal = 0; deal < 3; ++deal) {
        std::vector<Replay> rotations;
        for (int rot = 0; rot < 4; ++rot) {
            char name[32];
            std::snprintf(name, sizeof name, "hand-%06d.jsonl", deal * 4 + rot);
            rotations.push_back(load_replay(read_replay_file((dir / name).string())));
        }
        for (int rot = 1; rot < 4; ++rot) {
            EXPECT_EQ(rotations[rot].events[1], rotations[0].events[1]);  // hand_started: wall
            EXPECT_EQ(rotations[rot].events[2], rotations[0].events[2]);  // dice_rolled
            EXPECT_EQ(rotations[rot].header.seed, rotations[0].header.seed);
        }
    }
    std::filesystem::remove_all(dir);
}

TEST(Selfplay, SlotsFollowTheirAgentThroughTheRotations) {
    // Three different agents: in rotation r (hand h, r = h mod 4) slot k sits at seat
    // (k + r) mod 4. Each replay file names its seats' agents, and the slots' totals must be
    // what the files' wins and deltas give when each seat is credited to that slot.
    const std::filesystem::path dir =
        std::filesystem::path(::testing::TempDir()) / "haolao_selfplay_slots";
    std::filesystem::remove_all(dir);
    SelfplayConfig c = config_for("hefei-classic", 30, 8);
    c.duplicate = true;
    c.agents = {"easy", "baseline", "normal", "baseline"};
    c.replay_dir = dir.string();
    const SelfplayResult dup = run_selfplay(c);
    ASSERT_EQ(dup.hands, 120);
    std::array<long long, 4> wins{};
    std::array<long long, 4> self_draws{};
    std::array<long long, 4> points{};
    for (long long h = 0; h < dup.hands; ++h) {
        char name[32];
        std::snprintf(name, sizeof name, "hand-%06lld.jsonl", h);
        const Replay replay = load_replay(read_replay_file((dir / name).string()));
        const int rotation = static_cast<int>(h % 4);
        std::array<int, 4> slot_of{};
        for (int seat = 0; seat < 4; ++seat) {
            const int slot = (seat - rotation + 4) % 4;
            slot_of[static_cast<std::size_t>(seat)] = slot;
            EXPECT_EQ(replay.header.seats[static_cast<std::size_t>(seat)].agent,
                      c.agents[static_cast<std::size_t>(slot)])
                << name << " seat " << seat;
        }
        for (const Event& e : replay.events) {
            const auto* won = std::get_if<Won>(&e);
            if (!won) continue;
            const auto slot = static_cast<std::size_t>(slot_of[index(won->winner)]);
            ++wins[slot];
            if (won->by == WinBy::SelfDraw) ++self_draws[slot];
            for (int seat = 0; seat < 4; ++seat)
                points[static_cast<std::size_t>(slot_of[static_cast<std::size_t>(seat)])] +=
                    won->deltas[static_cast<std::size_t>(seat)];
        }
    }
    int slots_with_wins = 0;
    for (std::size_t k = 0; k < 4; ++k) {
        EXPECT_EQ(dup.slots[k].agent, c.agents[k]);
        EXPECT_EQ(dup.slots[k].wins, wins[k]) << k;
        EXPECT_EQ(dup.slots[k].self_draws, self_draws[k]) << k;
        EXPECT_EQ(dup.slots[k].points, points[k]) << k;
        slots_with_wins += wins[k] > 0;
    }
    EXPECT_GE(slots_with_wins, 3);  // the check above has something to compare
    expect_consistent(dup);
    std::filesystem::remove_all(dir);
}

// ---- Whole pots ------------------------------------------------------------------------------

TEST(SelfplayPots, WholePotsRotateTheDealerAndVerify) {
    const std::filesystem::path dir =
        std::filesystem::path(::testing::TempDir()) / "haolao_selfplay_pots";
    std::filesystem::remove_all(dir);
    SelfplayConfig c = config_for("hefei-classic", 0, 17);
    c.pots = 3;
    c.check = true;
    c.verify_replays = true;
    c.threads = 2;
    c.replay_dir = dir.string();
    const SelfplayResult r = run_selfplay(c);
    EXPECT_EQ(r.pots, 3);
    EXPECT_EQ(r.replays_verified, 3);
    EXPECT_EQ(r.invariant_violations, 0);
    for (const std::string& v : r.violations) ADD_FAILURE() << v;
    expect_consistent(r);
    long long hands = 0;
    for (int pot = 0; pot < 3; ++pot) {
        char name[32];
        std::snprintf(name, sizeof name, "pot-%06d.jsonl", pot);
        const Replay replay = load_replay(read_replay_file((dir / name).string()));
        EXPECT_EQ(replay.header.seed, selfplay_deal_seed(17, static_cast<std::uint64_t>(pot)));
        // §1.9: a pot is 4 rounds; each round passes the dealership through all four seats, so
        // the pot has at least 16 hands, the dealer changes at least 15 times, some dealer
        // stays at least once (streak 2) unless every hand went to another seat, and the log
        // ends the pot.
        int started = 0;
        int changes = 0;
        std::set<int> dealers;
        Seat last = Seat::East;
        for (const Event& e : replay.events) {
            const auto* hs = std::get_if<HandStarted>(&e);
            if (!hs) continue;
            if (started > 0 && hs->dealer != last) ++changes;
            last = hs->dealer;
            dealers.insert(index(hs->dealer));
            ++started;
        }
        EXPECT_GE(started, 16) << name;
        EXPECT_GE(changes, 15) << name;
        EXPECT_EQ(dealers.size(), 4u) << name;
        EXPECT_TRUE(std::holds_alternative<PotEnded>(replay.events.back())) << name;
        hands += started;
    }
    EXPECT_EQ(r.hands, hands);
    std::filesystem::remove_all(dir);
}

TEST(SelfplayPots, SameResultForAnyThreadCount) {
    SelfplayConfig c = config_for("hefei-bianfeng", 0, 5);
    c.pots = 4;
    c.threads = 1;
    const std::string one = result_text(run_selfplay(c));
    c.threads = 3;
    EXPECT_EQ(result_text(run_selfplay(c)), one);
}

TEST(SelfplayPots, DuplicateIsRefused) {
    SelfplayConfig c = config_for("hefei-classic", 0, 5);
    c.pots = 1;
    c.duplicate = true;
    EXPECT_THROW(run_selfplay(c), std::invalid_argument);
}

// Without a replay directory the written text is verified in memory, one per hand.
TEST(SelfplayPots, VerifyCountsEveryHand) {
    SelfplayConfig c = config_for("hefei-ting", 40, 3);
    c.verify_replays = true;
    const SelfplayResult r = run_selfplay(c);
    EXPECT_EQ(r.replays_verified, 40);
    EXPECT_EQ(r.invariant_violations, 0);
    for (const std::string& v : r.violations) ADD_FAILURE() << v;
}

TEST(Selfplay, UnknownAgentIsRejectedBeforePlaying) {
    SelfplayConfig c = config_for("hefei-classic", 10, 1);
    c.agents[2] = "grandmaster";
    EXPECT_THROW(run_selfplay(c), std::invalid_argument);
}

// ---- play_hand_checked catches a broken agent ----------------------------------------------

class IllegalAgent final : public Agent {
  public:
    Action decide(const SeatView&) override { return Action::kong(Tile(Suit::Dots, 5)); }
};

TEST(Selfplay, AnIllegalActionIsAViolationAndEndsTheHand) {
    Game game(ruleset_by_id("hefei-classic"), 4);
    IllegalAgent bad;
    const std::array<Agent*, 4> agents{&bad, &bad, &bad, &bad};
    std::vector<std::string> violations;
    EXPECT_GE(play_hand_checked(game, agents, true, violations), 1);
    ASSERT_FALSE(violations.empty());
    EXPECT_NE(violations[0].find("not listed as legal"), std::string::npos) << violations[0];
}

// ---- haolao-cli selfplay --------------------------------------------------------------------

json without_timing(json j) {
    j.erase("elapsed_s");
    j.erase("hands_per_s");
    return j;
}

TEST(SelfplayCli, PrintsTheDocumentedShape) {
    const CliRun run = run_cli({"selfplay", "--rules", "hefei-bianfeng", "--hands", "200", "--seed",
                                "3", "--seats", "baseline,baseline,baseline,baseline", "--check"});
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.err, "");
    const json j = json::parse(run.out);
    const std::vector<std::string> keys = {"hands",
                                           "pots",
                                           "draws",
                                           "seats",
                                           "elapsed_s",
                                           "hands_per_s",
                                           "replays_verified",
                                           "invariant_violations"};
    std::vector<std::string> got;
    for (auto it = j.begin(); it != j.end(); ++it) got.push_back(it.key());
    std::sort(got.begin(), got.end());
    std::vector<std::string> want = keys;
    std::sort(want.begin(), want.end());
    EXPECT_EQ(got, want);
    EXPECT_EQ(j["hands"], 200);
    EXPECT_EQ(j["invariant_violations"], 0);
    ASSERT_EQ(j["seats"].size(), 4u);
    const char* letters[] = {"E", "S", "W", "N"};
    long long points = 0;
    for (int i = 0; i < 4; ++i) {
        const json& s = j["seats"][i];
        EXPECT_EQ(s["seat"], letters[i]);
        EXPECT_EQ(s["agent"], "baseline");
        for (const char* k : {"wins", "self_draws", "deal_ins", "points"})
            EXPECT_TRUE(s[k].is_number_integer()) << k;
        points += s["points"].get<long long>();
    }
    EXPECT_EQ(points, 0);
    EXPECT_TRUE(j["elapsed_s"].is_number());
    EXPECT_TRUE(j["hands_per_s"].is_number());
}

TEST(SelfplayCli, SameOutputForAnyThreadCountAndDuplicateCountsEveryHand) {
    const CliRun one = run_cli({"selfplay", "--hands", "300", "--seed", "11", "--threads", "1"});
    const CliRun two = run_cli({"selfplay", "--hands", "300", "--seed", "11", "--threads", "2"});
    ASSERT_EQ(one.status, 0) << one.err;
    ASSERT_EQ(two.status, 0) << two.err;
    EXPECT_EQ(without_timing(json::parse(one.out)), without_timing(json::parse(two.out)));
    const CliRun dup = run_cli({"selfplay", "--hands", "25", "--seed", "11", "--duplicate"});
    ASSERT_EQ(dup.status, 0) << dup.err;
    EXPECT_EQ(json::parse(dup.out)["hands"], 100);
}

TEST(SelfplayCli, ReplaysDirectoryHoldsOneVerifiableFilePerHand) {
    const std::filesystem::path dir =
        std::filesystem::path(::testing::TempDir()) / "haolao_selfplay_cli_replays";
    std::filesystem::remove_all(dir);
    const CliRun run =
        run_cli({"selfplay", "--rules", "hefei-ting", "--hands", "5", "--replays", dir.string()});
    ASSERT_EQ(run.status, 0) << run.err;
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        ++files;
        const CliRun v = run_cli({"replay", "--verify", entry.path().string()});
        EXPECT_EQ(v.status, 0) << entry.path() << ": " << v.out << v.err;
        EXPECT_EQ(json::parse(v.out)["hands"], 1);
    }
    EXPECT_EQ(files, 5);
    std::filesystem::remove_all(dir);
}

TEST(SelfplayCli, PotsWriteOneVerifiableFilePerPot) {
    const std::filesystem::path dir =
        std::filesystem::path(::testing::TempDir()) / "haolao_selfplay_cli_pots";
    std::filesystem::remove_all(dir);
    const CliRun run = run_cli({"selfplay", "--rules", "hefei-ting", "--pots", "2", "--seed", "4",
                                "--threads", "2", "--check", "--verify", "--replays", dir.string(),
                                "--seats", "baseline,easy,baseline,normal"});
    ASSERT_EQ(run.status, 0) << run.err;
    const json j = json::parse(run.out);
    EXPECT_EQ(j["pots"], 2);
    EXPECT_EQ(j["replays_verified"], 2);
    EXPECT_EQ(j["invariant_violations"], 0);
    long long hands = 0;
    for (const char* name : {"pot-000000.jsonl", "pot-000001.jsonl"}) {
        const CliRun v = run_cli({"replay", "--verify", (dir / name).string()});
        ASSERT_EQ(v.status, 0) << name << ": " << v.out << v.err;
        const json vj = json::parse(v.out);
        EXPECT_GE(vj["hands"].get<long long>(), 16) << name;  // 4 rounds (§1.9)
        hands += vj["hands"].get<long long>();
    }
    EXPECT_EQ(j["hands"], hands);
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir),
                            std::filesystem::directory_iterator()),
              2);
    std::filesystem::remove_all(dir);
}

TEST(SelfplayCli, ListRulesPrintsEveryPreset) {
    const CliRun run = run_cli({"selfplay", "--list-rules"});
    ASSERT_EQ(run.status, 0) << run.err;
    std::string want;
    for (const Ruleset& r : presets()) want += r.id + "\n";
    EXPECT_EQ(run.out, want);
    EXPECT_EQ(run.out, "hefei-classic\nhefei-ting\nhefei-bianfeng\nhandan\n");
}

struct BadArgsRow {
    const char* name;
    std::vector<std::string> args;
    const char* message_part;
};
std::ostream& operator<<(std::ostream& os, const BadArgsRow& row) {
    return os << row.name;
}

class SelfplayCliBadArgs : public ::testing::TestWithParam<BadArgsRow> {};

TEST_P(SelfplayCliBadArgs, ExitsWith2AndOneLineOnStderrNothingOnStdout) {
    std::vector<std::string> args = {"selfplay"};
    args.insert(args.end(), GetParam().args.begin(), GetParam().args.end());
    const CliRun run = run_cli(args);
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.out, "");
    ASSERT_FALSE(run.err.empty());
    EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << run.err;
    EXPECT_EQ(run.err.rfind("haolao-cli selfplay: ", 0), 0u) << run.err;
    EXPECT_NE(run.err.find(GetParam().message_part), std::string::npos) << run.err;
}

INSTANTIATE_TEST_SUITE_P(
    Rows, SelfplayCliBadArgs,
    ::testing::Values(
        BadArgsRow{"UnknownRuleset", {"--rules", "hefei-x"}, "unknown ruleset \"hefei-x\""},
        BadArgsRow{"ZeroHands", {"--hands", "0"}, "--hands must be an integer from 1"},
        BadArgsRow{"NegativeHands", {"--hands", "-5"}, "--hands must be"},
        BadArgsRow{"HandsNotANumber", {"--hands", "ten"}, "--hands must be"},
        BadArgsRow{"HandsTrailingJunk", {"--hands", "10x"}, "--hands must be"},
        BadArgsRow{"HandsHuge", {"--hands", "99999999999999999999"}, "--hands must be"},
        BadArgsRow{"SeedNegative", {"--seed", "-1"}, "--seed must be"},
        BadArgsRow{"SeedFloat", {"--seed", "1.5"}, "--seed must be"},
        BadArgsRow{"SeedEmpty", {"--seed="}, "--seed must be"},
        BadArgsRow{"ThreeSeats", {"--seats", "baseline,baseline,baseline"}, "four agent names"},
        BadArgsRow{"FiveSeats",
                   {"--seats", "baseline,baseline,baseline,baseline,baseline"},
                   "four agent names"},
        BadArgsRow{"UnknownAgent",
                   {"--seats", "baseline,baseline,baseline,nobody"},
                   "unknown agent \"nobody\""},
        BadArgsRow{"EmptyAgent", {"--seats", "baseline,,baseline,baseline"}, "unknown agent \"\""},
        BadArgsRow{"ZeroThreads", {"--threads", "0"}, "--threads must be"},
        BadArgsRow{"UnknownOption", {"--turbo", "1"}, "unknown option \"--turbo\""},
        BadArgsRow{"Positional", {"fast"}, "unexpected argument"},
        BadArgsRow{"MissingValue", {"--hands"}, "needs a value"},
        BadArgsRow{"FlagWithValue", {"--duplicate=yes"}, "takes no value"},
        BadArgsRow{"FlagTwice", {"--check", "--check"}, "given twice"},
        BadArgsRow{"OptionTwice", {"--hands", "1", "--hands", "2"}, "given twice"},
        BadArgsRow{"ZeroPots", {"--pots", "0"}, "--pots must be an integer from 1"},
        BadArgsRow{"PotsAndHands", {"--pots", "2", "--hands", "5"}, "exclude each other"},
        BadArgsRow{
            "PotsAndDuplicate", {"--pots", "2", "--duplicate"}, "cannot be combined with --pots"},
        BadArgsRow{"VerifyWithValue", {"--verify=1"}, "takes no value"},
        BadArgsRow{"ReplaysUnwritable",
                   {"--hands", "1", "--replays", "/proc/haolao/x"},
                   "replay directory"}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace haolao
