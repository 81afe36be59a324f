// SPDX-License-Identifier: GPL-3.0-or-later
// Table settings against the rules (validate_table), the limits derived from them (the longest
// pot, the replay reader's event and byte limits), the uncapped dealer streak and win_passed
// points with the missed-win lock off.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "haolao/game.h"
#include "haolao/replay.h"
#include "haolao/ruleset.h"

namespace haolao {
namespace {

struct TableRow {
    const char* name;
    std::function<void(Ruleset&)> change;
    const char* problem;      // a part of the first problem; "" when the table is sound
    bool hefei_only = false;  // a change that means something else (or nothing) on Handan
};
std::ostream& operator<<(std::ostream& os, const TableRow& row) {
    return os << row.name;
}

const std::vector<TableRow> kTableRows = {
    {"Preset", [](Ruleset&) {}, ""},
    {"NoHaolaoKongsToTheLastTile",
     [](Ruleset& r) {
         r.haolao_tiles = 0;
         r.min_wall_for_kong = 1;
     },
     ""},
    {"KongAtTheEdgeOfTheZone", [](Ruleset& r) { r.min_wall_for_kong = 5; }, ""},
    {"KongIntoTheZone", [](Ruleset& r) { r.min_wall_for_kong = 4; },
     "min_wall_for_kong 4 must exceed haolao_tiles 4", true},
    {"ShortZoneKongIntoIt",
     [](Ruleset& r) {
         r.haolao_tiles = 3;
         r.min_wall_for_kong = 3;
     },
     "min_wall_for_kong 3 must exceed haolao_tiles 3", true},
    {"ZoneOfFive",
     [](Ruleset& r) {
         r.haolao_tiles = 5;
         r.min_wall_for_kong = 6;
     },
     "haolao_tiles is 5; it must be 0 to 4"},
    {"NegativeZone", [](Ruleset& r) { r.haolao_tiles = -1; }, "haolao_tiles is -1"},
    {"KongNeedsAReplacement",
     [](Ruleset& r) {
         r.haolao_tiles = 0;
         r.min_wall_for_kong = 0;
     },
     "min_wall_for_kong is 0; it must be 1 to 31", true},
    {"KongBeyondTheLiveWall", [](Ruleset& r) { r.min_wall_for_kong = 32; },
     "min_wall_for_kong is 32; it must be 1 to 31", true},
    {"KongOnlyAtTheStart", [](Ruleset& r) { r.min_wall_for_kong = 31; }, ""},
    {"NoRounds", [](Ruleset& r) { r.pot_rounds = 0; }, "pot_rounds is 0; it must be 1 to 16"},
    {"MostRounds", [](Ruleset& r) { r.pot_rounds = kMaxPotRounds; }, ""},
    {"TooManyRounds", [](Ruleset& r) { r.pot_rounds = 17; }, "pot_rounds is 17"},
    {"MostHands", [](Ruleset& r) { r.pot_hands = kMaxPotHands; }, ""},
    {"TooManyHands", [](Ruleset& r) { r.pot_hands = 1000; },
     "pot_hands is 1000; it must be 1 to 999"},
    {"ValueTooLarge", [](Ruleset& r) { r.values[static_cast<int>(Item::Pure)] = 1001; },
     "values.pure is 1001"},
    {"NegativeExtra", [](Ruleset& r) { r.huo_exposed = -1; }, "huo_exposed is -1"},
    {"OtherScoring", [](Ruleset& r) { r.scoring = ScoringModel::HandanFan; }, "scoring must be",
     true},
    {"OtherTiles", [](Ruleset& r) { r.tiles = TileSet::handan(); }, "the tiles must be", true},
    {"PongsInHefei", [](Ruleset& r) { r.allow_pong = true; }, "the calls", true},
    {"DeadWall", [](Ruleset& r) { r.dead_wall_stacks = 2; }, "dead_wall_stacks must be 0", true},
    {"HandanWallForHefeiTiles", [](Ruleset& r) { r.wall_layout = WallLayout::Seventeen; },
     "the wall layout does not hold", true},
    {"UnknownId", [](Ruleset& r) { r.id = "hefei-cheat"; }, "is not a rule set id"},
};

class TableProblems : public ::testing::TestWithParam<TableRow> {};

// What defines Handan is its own: each change away from it is named.
const TableRow kHandanRows[] = {
    {"HefeiScoring", [](Ruleset& r) { r.scoring = ScoringModel::HefeiClassic; }, "scoring must be"},
    {"HefeiTiles", [](Ruleset& r) { r.tiles = TileSet::hefei(); }, "the tiles must be"},
    {"NoPongs", [](Ruleset& r) { r.allow_pong = false; }, "the calls"},
    {"DeadWall", [](Ruleset& r) { r.dead_wall_stacks = 2; }, "dead_wall_stacks must be 6"},
    {"Sound", [](Ruleset&) {}, ""},
};

class HandanTableProblems : public ::testing::TestWithParam<TableRow> {};

TEST_P(HandanTableProblems, AreNamed) {
    Ruleset r = ruleset_by_id("handan");
    GetParam().change(r);
    const auto problem = validate_table(r);
    if (std::string(GetParam().problem).empty()) {
        EXPECT_FALSE(problem) << *problem;
    } else {
        ASSERT_TRUE(problem);
        EXPECT_NE(problem->find(GetParam().problem), std::string::npos) << *problem;
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, HandanTableProblems, ::testing::ValuesIn(kHandanRows),
                         [](const auto& info) { return std::string(info.param.name); });

TEST_P(TableProblems, AreNamedForEveryPreset) {
    for (const Ruleset& preset : presets()) {
        if (GetParam().hefei_only && preset.scoring == ScoringModel::HandanFan) continue;
        Ruleset r = preset;
        GetParam().change(r);
        const auto problem = validate_table(r);
        if (std::string(GetParam().problem).empty()) {
            EXPECT_FALSE(problem) << preset.id << ": " << *problem;
        } else {
            ASSERT_TRUE(problem) << preset.id;
            EXPECT_NE(problem->find(GetParam().problem), std::string::npos) << *problem;
            EXPECT_EQ(problem->find('\n'), std::string::npos);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, TableProblems, ::testing::ValuesIn(kTableRows),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(TableProblems, ListsEveryProblem) {
    Ruleset r = ruleset_by_id("hefei-classic");
    r.pot_rounds = 0;
    r.pot_hands = 0;
    r.min_wall_for_kong = 2;
    EXPECT_EQ(table_problems(r).size(), 3u);
}

// Plays as no one would: never wins, never declares, never kongs. Every hand is then drawn
// (haolao_tiles 0: no automatic haolao win), so the dealer keeps the deal hand after hand.
void play_never_winning(Game& game) {
    while (!game.pot_over()) {
        if (!game.hand_running()) game.start_hand();
        while (game.hand_running()) {
            const Seat s = game.to_act().seats().front();
            Action choice = Action::pass();
            for (const Action& a : game.legal_actions(s)) {
                if (a.type == ActionType::Discard && !a.declare) {
                    choice = a;
                    break;
                }
            }
            ASSERT_EQ(game.act(s, choice), ActionError::Ok);
        }
    }
}

// The longest pot there is: kMaxPotHands drawn hands of one dealer, the streak beyond the
// 255 it was once capped at. It is written, read with the default limits and verified.
TEST(LongestPot, EndsAtTheHandCapWithItsStreakAndLoadsBack) {
    Ruleset rules = ruleset_by_id("hefei-classic");
    rules.haolao_tiles = 0;
    rules.min_wall_for_kong = 1;
    rules.pot_length = PotLength::Rounds;
    rules.pot_rounds = kMaxPotRounds;
    ASSERT_FALSE(validate_table(rules));
    Game game(rules, 7);
    play_never_winning(game);
    ASSERT_TRUE(game.pot_over());
    EXPECT_EQ(game.state().hands_played, kMaxPotHands);
    EXPECT_EQ(game.state().rounds_done, 0);  // the rounds never came: the hand cap ended it

    int last_streak = 0;
    std::size_t hand_events = 0;
    std::size_t most_hand_events = 0;
    for (const Event& e : game.events()) {
        ++hand_events;
        if (const auto* hs = std::get_if<HandStarted>(&e)) {
            EXPECT_EQ(hs->streak, last_streak + 1);  // every hand drawn: the streak grows by one
            last_streak = hs->streak;
            hand_events = 1;
        }
        if (std::holds_alternative<HandEnded>(e))
            most_hand_events = std::max(most_hand_events, hand_events);
    }
    EXPECT_EQ(last_streak, kMaxPotHands);
    EXPECT_LE(most_hand_events, max_events_per_hand(rules));
    EXPECT_LE(game.events().size(), max_pot_events(rules));

    ReplayHeader header;
    header.rules = rules;
    header.seed = 7;
    const std::string text = write_replay(header, game.events());
    EXPECT_LE(text.size(), largest_replay_bytes());
    const Replay back = load_replay(text);  // default limits
    EXPECT_EQ(back.events, game.events());
}

// The reader's event limit comes from the header: the most events its pot can log are
// accepted, one more is not (the lines need only be well-formed: parse_replay does not verify).
struct LimitRow {
    const char* name;
    PotLength length;
    int hands;
};
std::ostream& operator<<(std::ostream& os, const LimitRow& row) {
    return os << row.name;
}

class EventLimit : public ::testing::TestWithParam<LimitRow> {};

TEST_P(EventLimit, AdmitsTheLongestPotOfTheHeaderAndNoMore) {
    Ruleset rules = ruleset_by_id("hefei-classic");
    rules.pot_length = GetParam().length;
    rules.pot_hands = GetParam().hands;
    const std::size_t bound = max_pot_events(rules);
    EXPECT_LE(bound, largest_pot_events());
    ReplayHeader header;
    header.rules = rules;
    std::string text = header_to_json(header) + "\n";
    const std::string line = "{\"event\":\"dealt\"}\n";
    text.reserve(text.size() + (bound + 1) * line.size());
    for (std::size_t i = 0; i < bound; ++i) text += line;
    EXPECT_EQ(parse_replay(text).events.size(), bound);
    text += line;
    try {
        parse_replay(text);
        FAIL() << "accepted " << bound + 1 << " events";
    } catch (const ReplayError& e) {
        EXPECT_EQ(e.line(), bound + 2);
        EXPECT_NE(e.problem().find("more than " + std::to_string(bound) + " events"),
                  std::string::npos)
            << e.what();
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, EventLimit,
                         ::testing::Values(LimitRow{"OneHand", PotLength::Hands, 1},
                                           LimitRow{"MostHands", PotLength::Hands, kMaxPotHands}),
                         [](const auto& info) { return std::string(info.param.name); });

// A pot of rounds may run to the hand cap: its bound is the longest pot's, the default limit.
TEST(EventLimit, PotOfRoundsIsBoundByTheHandCap) {
    Ruleset rounds = ruleset_by_id("hefei-classic");
    rounds.pot_length = PotLength::Rounds;
    rounds.pot_rounds = 1;
    Ruleset hands = rounds;
    hands.pot_length = PotLength::Hands;
    hands.pot_hands = kMaxPotHands;
    EXPECT_EQ(max_pot_events(rounds), max_pot_events(hands));
    // Handan's calls and kong money make its hands the longest.
    Ruleset handan = ruleset_by_id("handan");
    handan.pot_length = PotLength::Rounds;
    EXPECT_LT(max_pot_events(rounds), max_pot_events(handan));
    EXPECT_EQ(max_pot_events(handan), largest_pot_events());
    EXPECT_EQ(ReplayLimits{}.max_events, largest_pot_events());
    EXPECT_EQ(ReplayLimits{}.max_file_bytes, largest_replay_bytes());
    EXPECT_GE(largest_replay_bytes(), max_replay_bytes(hands));
}

// win_passed points are what the win would have paid, with the missed-win lock on or off.
// A version-2 file wrote 0 with the lock off; it still verifies, a version-3 one does not.
struct PassRow {
    const char* name;
    bool lock;
    int version;
    bool zero_points;
    bool accepted;
};
std::ostream& operator<<(std::ostream& os, const PassRow& row) {
    return os << row.name;
}

class WinPassedPoints : public ::testing::TestWithParam<PassRow> {};

TEST_P(WinPassedPoints, AreTheWinsValue) {
    const PassRow& row = GetParam();
    Ruleset rules = ruleset_by_id("hefei-classic");
    rules.missed_win_lock = row.lock;
    rules.haolao_tiles = 0;
    rules.min_wall_for_kong = 1;
    rules.pot_length = PotLength::Hands;
    rules.pot_hands = 40;
    Game game(rules, 3);
    play_never_winning(game);
    std::vector<Event> events = game.events();
    int passes = 0;
    for (Event& e : events) {
        if (auto* p = std::get_if<WinPassed>(&e)) {
            ++passes;
            EXPECT_GT(p->points, 0);  // every win pays
            if (row.zero_points) p->points = 0;
        }
    }
    ASSERT_GT(passes, 0) << "no win was passed in 40 hands";
    ReplayHeader header;
    header.rules = rules;
    header.seed = 3;
    header.version = row.version;
    if (row.accepted) {
        EXPECT_NO_THROW(load_replay(write_replay(header, events)));
    } else {
        EXPECT_THROW(load_replay(write_replay(header, events)), ReplayError);
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, WinPassedPoints,
                         ::testing::Values(PassRow{"LockOn", true, kReplayVersion, false, true},
                                           PassRow{"LockOff", false, kReplayVersion, false, true},
                                           PassRow{"LockOffZeroInVersion3", false, 3, true, false},
                                           PassRow{"LockOffZeroInVersion2", false, 2, true, true},
                                           PassRow{"LockOnZeroInVersion2", true, 2, true, false}),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace haolao
