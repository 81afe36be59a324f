// SPDX-License-Identifier: GPL-3.0-or-later
// Replay files: round trips for every preset, one row per corruption (each rejected with the
// right kind, line and message), random mutations that must never crash, and `haolao-cli replay`.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>

#include <sstream>
#include <string>
#include <vector>
#include "cli_runner.h"

#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/replay.h"
#include "haolao/rng.h"

namespace haolao {
namespace {

using test::CliRun;
using test::run_cli;
using test::temp_file;

using nlohmann::json;
using Lines = std::vector<std::string>;
using Kind = ReplayError::Kind;

// Plays `hands` hands (0: the whole pot) of `rules` with four baseline agents.
Game played(const Ruleset& rules, std::uint64_t seed, int hands) {
    Game game(rules, seed);
    std::array<std::unique_ptr<Agent>, 4> owned;
    std::array<Agent*, 4> agents{};
    for (int i = 0; i < 4; ++i) {
        owned[i] = make_agent("baseline", agent_seed(seed, seat_from_index(i)));
        agents[i] = owned[i].get();
    }
    if (hands == 0) {
        play_pot(game, agents);
    } else {
        for (int h = 0; h < hands && !game.pot_over(); ++h) play_hand(game, agents);
    }
    return game;
}

ReplayHeader header_for(const Ruleset& rules, std::uint64_t seed) {
    ReplayHeader h;
    h.rules = rules;
    h.seed = seed;
    for (auto& s : h.seats) s.agent = "baseline";
    h.seats[0].name = "东风 player";  // UTF-8 survives the round trip
    return h;
}

bool has_discard_win(const std::vector<Event>& events) {
    for (const Event& e : events)
        if (const auto* w = std::get_if<Won>(&e); w && w->by == WinBy::Discard) return true;
    return false;
}

// The file every corruption row starts from: one hefei-classic hand that ends in a discard win.
const std::string& base_text() {
    static const std::string text = [] {
        const Ruleset& rules = ruleset_by_id("hefei-classic");
        for (std::uint64_t seed = 1;; ++seed) {
            Game game = played(rules, seed, 1);
            if (has_discard_win(game.events()))
                return write_replay(header_for(rules, seed), game.events());
        }
    }();
    return text;
}

Lines split_lines(const std::string& text) {
    Lines lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::string join(const Lines& lines) {
    std::string out;
    for (const std::string& l : lines) out += l + "\n";
    return out;
}

// 1-based line number of the n-th event line with this id.
std::size_t line_of(const Lines& lines, const std::string& id, int n = 0) {
    const std::string needle = R"("event":")" + id + "\"";
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].find(needle) != std::string::npos && n-- == 0) return i + 1;
    throw std::logic_error("base replay has no " + id + " line");
}

// Rewrites line `line` (1-based) through a JSON edit.
void patch(Lines& lines, std::size_t line, const std::function<void(json&)>& edit) {
    json j = json::parse(lines[line - 1]);
    edit(j);
    lines[line - 1] = j.dump();
}

// The discarder's hand just before `line` (a discarded line), from the fold of the events.
Hand hand_before(const Lines& lines, std::size_t line, Seat seat) {
    const Replay r = parse_replay(
        join(Lines(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(line) - 1)));
    return replay_events(r.events, r.header.rules).seat(seat).hand;
}

struct CorruptRow {
    const char* name;
    // Edits the lines; returns the line the error must name.
    std::function<std::size_t(Lines&)> mutate;
    Kind kind;
    const char* message_part;
    ReplayLimits limits{};
};

std::ostream& operator<<(std::ostream& os, const CorruptRow& row) {
    return os << row.name;
}

const std::vector<CorruptRow>& corrupt_rows() {
    static const std::vector<CorruptRow> rows = {
        // ---- Malformed: size, bytes, JSON ----
        {"EmptyFile",
         [](Lines& l) {
             l.clear();
             return std::size_t{1};
         },
         Kind::Malformed, "empty"},
        {"HeaderNotJson",
         [](Lines& l) {
             l[0] = "hello";
             return std::size_t{1};
         },
         Kind::Malformed, "JSON syntax error at column 1"},
        {"BinaryGarbage",
         [](Lines& l) {
             l[2] = std::string("\x00\xff\xfe{\x01\x80", 6);
             return std::size_t{3};
         },
         Kind::Malformed, "invalid UTF-8 at byte 2"},
        {"InvalidUtf8InString",
         [](Lines& l) {
             l[0].replace(l[0].find("东风"), 3, "\xff\xfe\xfd");
             return std::size_t{1};
         },
         Kind::Malformed, "invalid UTF-8 at byte"},
        {"TruncatedMidLine",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             l.resize(n);
             l[n - 1].resize(l[n - 1].size() / 2);
             return n;
         },
         Kind::Malformed, "JSON syntax error at column"},
        {"DeepNesting",
         [](Lines& l) {
             l[2] = std::string(100000, '[') + std::string(100000, ']');
             return std::size_t{3};
         },
         Kind::Malformed, "nested", ReplayLimits{.max_line_bytes = 1u << 20}},
        {"OverlongLine",
         [](Lines& l) {
             l[2] = R"({"event":"dealt","pad":")" + std::string(20000, 'x') + "\"}";
             return std::size_t{3};
         },
         Kind::Malformed, "longer than"},
        {"BlankLineInside",
         [](Lines& l) {
             l.insert(l.begin() + 2, "");
             return std::size_t{3};
         },
         Kind::Malformed, "empty line"},
        {"TooManyEvents", [](Lines&) { return std::size_t{12}; }, Kind::Malformed,
         "more than 10 events", ReplayLimits{.max_events = 10}},
        {"FileTooLarge", [](Lines&) { return std::size_t{0}; }, Kind::Malformed, "larger than",
         ReplayLimits{.max_file_bytes = 1000}},
        // ---- Malformed: the one JSON strictness (haolao/strict_json.h) ----
        {"ByteOrderMarkBeforeHeader",
         [](Lines& l) {
             l[0] = "\xEF\xBB\xBF" + l[0];
             return std::size_t{1};
         },
         Kind::Malformed, "byte-order mark"},
        {"ByteOrderMarkBeforeAnEvent",
         [](Lines& l) {
             l[3] = "\xEF\xBB\xBF" + l[3];
             return std::size_t{4};
         },
         Kind::Malformed, "byte-order mark"},
        {"TrailingBlankLine",
         [](Lines& l) {
             l.push_back("");
             return l.size();
         },
         Kind::Malformed, "empty line"},
        {"TrailingCrLfBlankLine",
         [](Lines& l) {
             for (std::string& line : l) line += "\r";
             l.push_back("\r");
             return l.size();
         },
         Kind::Malformed, "empty line"},
        {"SyntaxErrorColumn",
         [](Lines& l) {
             l[2] = R"({"event":"dice_rolled","dice":[1,2],})";
             return std::size_t{3};
         },
         Kind::Malformed, "JSON syntax error at column 37"},
        {"InvalidUtf8Column",
         [](Lines& l) {
             l[2] = "{\"event\":\"dealt\xC0\xAF\"}";  // an overlong "/"
             return std::size_t{3};
         },
         Kind::Malformed, "invalid UTF-8 at byte 16"},
        {"DuplicateKeyInHeader",
         [](Lines& l) {
             l[0].insert(1, "\"seed\":1,");
             return std::size_t{1};
         },
         Kind::Malformed, "the key \"seed\" appears twice"},
        {"DuplicateKeyInEvent",
         [](Lines& l) {
             const std::size_t n = line_of(l, "drew");
             l[n - 1].insert(1, R"("tile":"9m",)");
             return n;
         },
         Kind::Malformed, "the key \"tile\" appears twice"},
        {"DuplicateKeyInRulesetValues",
         [](Lines& l) {
             l[0].replace(l[0].find("\"values\":{"), 10, R"("values":{"zhi":1,)");
             return std::size_t{1};
         },
         Kind::Malformed, "the key \"zhi\" appears twice"},
        {"IntegerWithFraction",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             l[n - 1].replace(l[n - 1].find("\"streak\":1"), 10, "\"streak\":1.0");
             return n;
         },
         Kind::Malformed, "number 1.0 has a fraction or an exponent"},
        {"IntegerWithExponent",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             l[n - 1].replace(l[n - 1].find("\"streak\":1"), 10, "\"streak\":1e0");
             return n;
         },
         Kind::Malformed, "number 1e0 has a fraction or an exponent"},
        {"NumberBeyondDouble",
         [](Lines& l) {
             const std::size_t n = line_of(l, "dice_rolled");
             l[n - 1] = R"({"event":"dice_rolled","dice":[1e400,1]})";
             return n;
         },
         Kind::Malformed, "number 1e400"},
        {"IntegerOf5000Digits",
         [](Lines& l) {
             const std::size_t n = line_of(l, "dice_rolled");
             l[n - 1] = R"({"event":"dice_rolled","dice":[)" + std::string(5000, '9') + ",1]}";
             return n;
         },
         Kind::Malformed, "integer of 5000 digits out of range at column 32"},
        {"IntegerJustBeyond64Bits",
         [](Lines& l) {
             l[0].replace(l[0].find("\"seed\":"), 7, R"("seed":18446744073709551616,"x":)");
             return std::size_t{1};
         },
         Kind::Malformed, "integer of 20 digits out of range"},
        {"NullIsNotAbsent",
         [](Lines& l) {
             const std::size_t n = line_of(l, "discarded");
             patch(l, n, [](json& j) { j["declare"] = nullptr; });
             return n;
         },
         Kind::Malformed, "\"declare\" must be true or false, got null"},
        // ---- Malformed: header ----
        {"HeaderNotObject",
         [](Lines& l) {
             l[0] = "[1,2]";
             return std::size_t{1};
         },
         Kind::Malformed, "must be a JSON object"},
        {"WrongFormat",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["format"] = "haolao-save"; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"format\""},
        {"FutureVersion",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["version"] = 4; });
             return std::size_t{1};
         },
         Kind::Malformed, "reads versions 1 to 3"},
        {"VersionAsString",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["version"] = "1"; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"version\" must be an integer"},
        {"VersionHuge",
         [](Lines& l) {
             l[0].replace(l[0].find("\"version\":3"), 11,
                          "\"version\":123456789012345678901234567890");
             return std::size_t{1};
         },
         // (Was a field range error: every reader now refuses integers beyond 64 bits.)
         Kind::Malformed, "integer of 30 digits out of range at column 37"},
        {"VersionFloat",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["version"] = 1.0; });
             return std::size_t{1};
         },
         // (Was a type error on the field; every reader now refuses 1.0 as a number form.)
         Kind::Malformed, "number 1.0 has a fraction"},
        {"UnknownRuleset",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["id"] = "hefei-cheat"; });
             return std::size_t{1};
         },
         Kind::Malformed, "unknown ruleset id"},
        {"RulesetScoringOfAnotherPreset",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["scoring"] = "hefei_ting"; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"scoring\" must be"},
        {"RulesetTilesChanged",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["tiles"] = "123456789m"; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"tiles\" must be"},
        {"RulesetWallLayoutDoesNotFitTiles",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["wall_layout"] = "seventeen"; });
             return std::size_t{1};
         },
         Kind::Malformed, R"("wall_layout" must be "dealer_twelve" or "eleven_ten")"},
        {"RulesetOptionOutOfRange",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["haolao_tiles"] = 99; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"haolao_tiles\" must be from 0 to 4"},
        // ---- Malformed: table settings the rules do not describe (validate_table) ----
        {"KongAllowedInTheHaolaoZone",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["min_wall_for_kong"] = 4; });
             return std::size_t{1};
         },
         Kind::Malformed, "min_wall_for_kong 4 must exceed haolao_tiles 4"},
        {"HaolaoZoneOfFive",
         [](Lines& l) {
             patch(l, 1, [](json& j) {
                 j["ruleset"]["haolao_tiles"] = 5;
                 j["ruleset"]["min_wall_for_kong"] = 6;
             });
             return std::size_t{1};
         },
         Kind::Malformed, "\"haolao_tiles\" must be from 0 to 4"},
        {"PotOf1000Hands",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["pot_hands"] = 1000; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"pot_hands\" must be from 1 to 999"},
        {"PotOf17Rounds",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["pot_rounds"] = 17; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"pot_rounds\" must be from 1 to 16"},
        {"KongWithNoReplacementLeft",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["min_wall_for_kong"] = 32; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"min_wall_for_kong\" must be from 1 to 31"},
        {"RulesetOptionWrongType",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["missed_win_lock"] = 1; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"missed_win_lock\" must be true or false"},
        {"RulesetOptionMissing",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"].erase("pot_rounds"); });
             return std::size_t{1};
         },
         Kind::Malformed, "\"pot_rounds\" is missing"},
        {"RulesetUnknownOption",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["cheat"] = true; });
             return std::size_t{1};
         },
         Kind::Malformed, "unknown field \"cheat\""},
        {"RulesetUnknownEnumValue",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["first_dealer"] = "coin"; });
             return std::size_t{1};
         },
         Kind::Malformed, "unknown value \"coin\""},
        {"RulesetValueMissing",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["values"].erase("base"); });
             return std::size_t{1};
         },
         Kind::Malformed, "\"base\" is missing"},
        {"RulesetValueNegative",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["ruleset"]["values"]["zhi"] = -5; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"zhi\" must be from 0 to 1000"},
        {"SeedNegative",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["seed"] = -1; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"seed\""},
        {"SeedFloat",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["seed"] = 1.5; });
             return std::size_t{1};
         },
         // (Was a field type error: every reader now refuses the number form itself.)
         Kind::Malformed, "number 1.5 has a fraction"},
        {"ThreeSeats",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["seats"].erase(3); });
             return std::size_t{1};
         },
         Kind::Malformed, "\"seats\" must have 4 entries"},
        {"SeatsOutOfOrder",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["seats"][0]["seat"] = "S"; });
             return std::size_t{1};
         },
         Kind::Malformed, "seats are listed E, S, W, N"},
        {"AgentNotAString",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j["seats"][2]["agent"] = 5; });
             return std::size_t{1};
         },
         Kind::Malformed, "\"agent\" must be a string"},
        {"HeaderFieldMissing",
         [](Lines& l) {
             patch(l, 1, [](json& j) { j.erase("seats"); });
             return std::size_t{1};
         },
         Kind::Malformed, "\"seats\" is missing"},
        // ---- Malformed: events ----
        {"EventNotObject",
         [](Lines& l) {
             l[3] = "42";
             return std::size_t{4};
         },
         Kind::Malformed, "must be a JSON object"},
        {"UnknownEvent",
         [](Lines& l) {
             const std::size_t n = line_of(l, "dealt");
             patch(l, n, [](json& j) { j["event"] = "shuffled"; });
             return n;
         },
         Kind::Malformed, "unknown value \"shuffled\""},
        {"EventFieldMissing",
         [](Lines& l) {
             const std::size_t n = line_of(l, "drew");
             patch(l, n, [](json& j) { j.erase("tile"); });
             return n;
         },
         Kind::Malformed, "drew: field \"tile\" is missing"},
        {"EventExtraField",
         [](Lines& l) {
             const std::size_t n = line_of(l, "drew");
             patch(l, n, [](json& j) { j["x"] = 1; });
             return n;
         },
         Kind::Malformed, "unknown field \"x\""},
        {"TileNotInRuleset",
         [](Lines& l) {
             const std::size_t n = line_of(l, "drew");
             patch(l, n, [](json& j) { j["tile"] = "9m"; });
             return n;
         },
         Kind::Malformed, "does not use"},
        {"TileBadText",
         [](Lines& l) {
             const std::size_t n = line_of(l, "discarded");
             patch(l, n, [](json& j) { j["tile"] = "4x"; });
             return n;
         },
         Kind::Malformed, "tile text"},
        {"TileAsNumber",
         [](Lines& l) {
             const std::size_t n = line_of(l, "discarded");
             patch(l, n, [](json& j) { j["tile"] = 44; });
             return n;
         },
         Kind::Malformed, "tile text"},
        {"BadSeat",
         [](Lines& l) {
             const std::size_t n = line_of(l, "discarded");
             patch(l, n, [](json& j) { j["seat"] = "X"; });
             return n;
         },
         Kind::Malformed, "seat E, S, W or N"},
        {"StreakZero",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             patch(l, n, [](json& j) { j["streak"] = 0; });
             return n;
         },
         Kind::Malformed, "\"streak\" must be from 1 to 999"},
        {"StreakBeyondTheLongestPot",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             patch(l, n, [](json& j) { j["streak"] = 1000; });
             return n;
         },
         Kind::Malformed, "\"streak\" must be from 1 to 999"},
        {"DieSeven",
         [](Lines& l) {
             const std::size_t n = line_of(l, "dice_rolled");
             patch(l, n, [](json& j) { j["dice"] = {7, 1}; });
             return n;
         },
         Kind::Malformed, "\"dice\" must be from 0 to 6"},
        {"WallShort",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             patch(l, n, [](json& j) { j["wall"].erase(0); });
             return n;
         },
         Kind::Malformed, "\"wall\" must have 84 entries"},
        {"ThreeDeltas",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) { j["deltas"].erase(0); });
             return n;
         },
         Kind::Malformed, "\"deltas\" must have 4 entries"},
        {"HugeDelta",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) { j["deltas"][0] = 1e30; });
             return n;
         },
         // (Was a field type error: every reader now refuses the number form itself.)
         Kind::Malformed, "number 1e+30 has a fraction or an exponent"},
        {"HugeIntegerDelta",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) { j["deltas"][0] = 10'000'001; });
             return n;
         },
         Kind::Malformed, "\"deltas\" must be from -10000000 to 10000000"},
        {"UnknownSituation",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) { j["situations"] = {"lucky"}; });
             return n;
         },
         Kind::Malformed, "unknown situation \"lucky\""},
        {"SituationTwice",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) { j["situations"] = {"haolao", "haolao"}; });
             return n;
         },
         Kind::Malformed, "twice"},
        {"WinByUnknown",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) { j["by"] = "magic"; });
             return n;
         },
         Kind::Malformed, "unknown value \"magic\""},
        // ---- Illegal: well-formed, but not what the engine does ----
        {"HeaderOnly",
         [](Lines& l) {
             l.resize(1);
             return std::size_t{2};
         },
         Kind::Illegal, "no events"},
        {"EndsBeforeHandEnded",
         [](Lines& l) {
             l.pop_back();
             return l.size() + 1;
         },
         Kind::Illegal, "ends early"},
        {"EndsInsideTheHand",
         [](Lines& l) {
             l.resize(line_of(l, "drew", 2));  // the drawer must now decide
             return l.size() + 1;
         },
         Kind::Illegal, "ends inside a hand"},
        {"FirstEventNotPotStarted",
         [](Lines& l) {
             l.erase(l.begin() + 1);
             return std::size_t{2};
         },
         Kind::Illegal, "expected pot_started"},
        {"PotDiceDisagreeWithDealer",
         [](Lines& l) {
             patch(l, 2, [](json& j) {
                 const int a = j["dice"][0];
                 j["dice"][0] = a == 6 ? 5 : a + 1;
             });
             return std::size_t{2};
         },
         Kind::Illegal, "the dealer, not"},
        {"HandDealerWrong",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             patch(l, n, [](json& j) { j["dealer"] = j["dealer"] == "E" ? "S" : "E"; });
             return n;
         },
         Kind::Illegal, "hand_started: the dealer is"},
        {"WallWithAFifthTile",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             patch(l, n, [](json& j) {
                 for (std::size_t i = 1; i < j["wall"].size(); ++i)
                     if (j["wall"][i] != j["wall"][0]) {
                         j["wall"][i] = j["wall"][0];
                         break;
                     }
             });
             return n;
         },
         Kind::Illegal, "fifth"},
        {"DealtMissing",
         [](Lines& l) {
             const std::size_t n = line_of(l, "dealt");
             l.erase(l.begin() + static_cast<std::ptrdiff_t>(n - 1));
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"dealt")"},
        {"DiscardOfATileNotHeld",
         [](Lines& l) {
             const std::size_t n = line_of(l, "discarded", 1);
             const json j0 = json::parse(l[n - 1]);
             const Seat seat = *parse_seat(j0["seat"].get<std::string>());
             const Hand hand = hand_before(l, n, seat);
             for (Tile t : TileSet::hefei().tiles())
                 if (!hand.concealed[t.code()]) {
                     patch(l, n, [&](json& j) { j["tile"] = t.str(); });
                     break;
                 }
             return n;
         },
         Kind::Illegal, "tile_not_held"},
        {"DeclareInANonDeclaringRoom",
         [](Lines& l) {
             const std::size_t n = line_of(l, "discarded");
             patch(l, n, [](json& j) { j["declare"] = true; });
             return n;
         },
         Kind::Illegal, "declare_not_allowed"},
        {"AutomaticDiscardTheEngineDoesNotMake",
         [](Lines& l) {
             const std::size_t n = line_of(l, "discarded");
             patch(l, n, [](json& j) { j["automatic"] = true; });
             return n;
         },
         Kind::Illegal, "automatic"},
        {"DrawOfAnotherTile",
         [](Lines& l) {
             const std::size_t n = line_of(l, "drew");
             patch(l, n, [](json& j) { j["tile"] = j["tile"] == "5m" ? "6m" : "5m"; });
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"drew")"},
        {"DrawMissing",
         [](Lines& l) {
             const std::size_t n = line_of(l, "drew");
             l.erase(l.begin() + static_cast<std::ptrdiff_t>(n - 1));
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"drew")"},
        {"EventsSwapped",
         [](Lines& l) {
             const std::size_t n = line_of(l, "drew");
             std::swap(l[n - 1], l[n]);
             return n;
         },
         Kind::Illegal, "the engine gives"},
        {"PassWhenNotAsked",
         [](Lines& l) {
             const std::size_t n = line_of(l, "dealt") + 1;
             l.insert(l.begin() + static_cast<std::ptrdiff_t>(n - 1),
                      R"({"event":"win_passed","seat":"N","points":0})");
             return n;
         },
         Kind::Illegal, "not legal here"},
        {"WinDeltasChanged",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) {
                 const int w = index(*parse_seat(j["winner"].get<std::string>()));
                 const int d = index(*parse_seat(j["discarder"].get<std::string>()));
                 j["deltas"][w] = j["deltas"][w].get<int>() + 1;
                 j["deltas"][d] = j["deltas"][d].get<int>() - 1;
             });
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"won")"},
        {"WinSituationAdded",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) { j["situations"].push_back("heavenly"); });
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"won")"},
        {"EventAfterTheHand",
         [](Lines& l) {
             l.push_back(R"({"event":"drew","seat":"E","tile":"5m","replacement":false})");
             return l.size();
         },
         Kind::Illegal, "expected hand_started, found drew"},
        {"SecondPotStarted",
         [](Lines& l) {
             l.push_back(l[1]);
             return l.size();
         },
         Kind::Illegal, "a second pot_started"},
        {"HandEndedTooSoon",
         [](Lines& l) {
             const std::size_t n = line_of(l, "drew", 3);
             l[n - 1] =
                 "{\"event\":\"hand_ended\",\"drawn\":true,\"next_dealer\":\"E\",\"streak\":2,"
                 "\"rounds_done\":0}";
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"drew")"},
        // ---- Version 2 fields
        {"HandStartedWithoutDice",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             patch(l, n, [](json& j) { j.erase("dice"); });
             return n;
         },
         Kind::Malformed, "field \"dice\" is missing"},
        {"HandStartedDiceZero",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             patch(l, n, [](json& j) { j["dice"] = {0, 3}; });
             return n;
         },
         Kind::Malformed, "two dice from 1 to 6"},
        {"HandStartedDiceDisagree",
         [](Lines& l) {
             const std::size_t n = line_of(l, "dice_rolled");
             patch(l, n, [](json& j) {
                 j["dice"] = {j["dice"][0].get<int>() % 6 + 1, j["dice"][1].get<int>()};
             });
             return n;
         },
         Kind::Illegal, "dice_rolled: the hand_started line says the dice are"},
        {"WallAsBuiltSwapped",  // the first tile drawn after the deal swapped in the built wall
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_started");
             patch(l, n, [](json& j) {
                 const Seat dealer = *parse_seat(j["dealer"].get<std::string>());
                 const Dice dice{j["dice"][0].get<std::uint8_t>(),
                                 j["dice"][1].get<std::uint8_t>()};
                 const WallShape shape(WallLayout::DealerTwelve, dealer, dice);
                 const auto first = static_cast<std::size_t>(built_index(shape, kDealtTiles));
                 for (int p = kDealtTiles + 1; p < 84; ++p) {
                     const auto other = static_cast<std::size_t>(built_index(shape, p));
                     if (j["wall"][first] == j["wall"][other]) continue;
                     std::swap(j["wall"][first], j["wall"][other]);
                     break;
                 }
             });
             return line_of(l, "drew");
         },
         Kind::Illegal, R"(the engine gives {"event":"drew")"},
        {"WonHandNotTiles",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) { j["hand"] = "9z9z"; });
             return n;
         },
         Kind::Malformed, "\"hand\" is not a tile list"},
        {"WonPaymentItemUnknown",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) { j["payments"][0]["items"][0]["item"] = "luck"; });
             return n;
         },
         Kind::Malformed, "not a scoring item id: \"luck\""},
        {"WonPaymentChanged",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) {
                 j["payments"][0]["points"] = j["payments"][0]["points"].get<int>() + 1;
             });
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"won")"},
        {"WonHandChanged",
         [](Lines& l) {
             const std::size_t n = line_of(l, "won");
             patch(l, n, [](json& j) { j["kongs"] = {"5m"}; });
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"won")"},
        {"HandEndedWrongNextDealer",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_ended");
             patch(l, n, [](json& j) { j["next_dealer"] = j["next_dealer"] == "N" ? "E" : "N"; });
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"hand_ended")"},
        {"HandEndedWrongStreak",
         [](Lines& l) {
             const std::size_t n = line_of(l, "hand_ended");
             patch(l, n, [](json& j) { j["streak"] = j["streak"].get<int>() + 1; });
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"hand_ended")"},
        {"DeclinedUnknownOffer",
         [](Lines& l) {
             const std::size_t n = line_of(l, "discarded");
             l.insert(l.begin() + static_cast<std::ptrdiff_t>(n - 1),
                      R"({"event":"declined","seat":"E","offer":"chow","tile":"5m"})");
             return n;
         },
         Kind::Malformed, "unknown value \"chow\""},
        {"DeclinedNothingOffered",
         [](Lines& l) {
             const std::size_t n = line_of(l, "discarded");
             l.insert(l.begin() + static_cast<std::ptrdiff_t>(n - 1),
                      R"({"event":"declined","seat":"E","offer":"self_draw","tile":"5m"})");
             return n;
         },
         Kind::Illegal, R"(the engine gives {"event":"discarded")"},
    };
    return rows;
}

class ReplayCorrupt : public ::testing::TestWithParam<CorruptRow> {};

TEST_P(ReplayCorrupt, IsRejectedNamingTheLineAndTheProblem) {
    const CorruptRow& row = GetParam();
    Lines lines = split_lines(base_text());
    const std::size_t want_line = row.mutate(lines);
    const std::string text = join(lines);
    try {
        load_replay(text, row.limits);
        FAIL() << "accepted";
    } catch (const ReplayError& e) {
        EXPECT_EQ(e.kind(), row.kind) << e.what();
        EXPECT_EQ(e.line(), want_line) << e.what();
        EXPECT_NE(e.problem().find(row.message_part), std::string::npos) << e.what();
        // what() is "line N: problem", on one line.
        if (e.line()) {
            EXPECT_EQ(std::string(e.what()).rfind("line " + std::to_string(e.line()) + ": ", 0),
                      0u);
        }
        EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, ReplayCorrupt, ::testing::ValuesIn(corrupt_rows()),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(ReplayCorrupt, BaseFileIsAccepted) {
    const Replay r = load_replay(base_text());
    EXPECT_TRUE(has_discard_win(r.events));
}

// ---- Accepted variants ----------------------------------------------------------------------

struct VariantRow {
    const char* name;
    std::function<std::string(const std::string&)> edit;
};
std::ostream& operator<<(std::ostream& os, const VariantRow& row) {
    return os << row.name;
}

class ReplayVariant : public ::testing::TestWithParam<VariantRow> {};

TEST_P(ReplayVariant, IsAcceptedWithTheSameEvents) {
    const Replay want = load_replay(base_text());
    const Replay got = load_replay(GetParam().edit(base_text()));
    EXPECT_EQ(got.events, want.events);
    EXPECT_EQ(header_to_json(got.header), header_to_json(want.header));
}

INSTANTIATE_TEST_SUITE_P(
    Rows, ReplayVariant,
    ::testing::Values(VariantRow{"AsWritten", [](const std::string& t) { return t; }},
                      VariantRow{"CrLfLineEnds",
                                 [](const std::string& t) {
                                     std::string out;
                                     for (char c : t)
                                         out += c == '\n' ? std::string("\r\n") : std::string(1, c);
                                     return out;
                                 }},
                      VariantRow{"NoFinalNewline",
                                 [](const std::string& t) { return t.substr(0, t.size() - 1); }},
                      VariantRow{"KeysReorderedAndSpaced",
                                 [](const std::string& t) {
                                     std::string out;
                                     for (const std::string& l : split_lines(t))
                                         out += json::parse(l).dump(1) + "\n";
                                     // dump(1) spreads an object over lines; put each back on one
                                     // line.
                                     std::string joined;
                                     for (std::size_t i = 0; i < out.size(); ++i) {
                                         if (out[i] == '\n' && i + 1 < out.size() &&
                                             (out[i + 1] == ' ' || out[i + 1] == '}' ||
                                              out[i + 1] == ']'))
                                             continue;
                                         joined += out[i];
                                     }
                                     return joined;
                                 }}),
    [](const auto& info) { return std::string(info.param.name); });

// ---- Round trips --------------------------------------------------------------------------------

class ReplayRoundTrip : public ::testing::TestWithParam<std::string> {};

TEST_P(ReplayRoundTrip, SingleHandsWriteReadVerifyAndRewriteIdentically) {
    const Ruleset& rules = ruleset_by_id(GetParam());
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Game game = played(rules, seed, 1);
        const std::string text = write_replay(header_for(rules, seed), game.events());
        const Replay r = load_replay(text);
        ASSERT_EQ(r.events, game.events()) << "seed " << seed;
        EXPECT_EQ(r.header.seed, seed);
        EXPECT_EQ(r.header.seats[0].name, "东风 player");
        EXPECT_EQ(write_replay(r.header, r.events), text) << "seed " << seed;
        const ReplayCheck check = verify_replay(r);
        EXPECT_EQ(check.hands, 1);
        EXPECT_EQ(check.events, game.events().size());
        EXPECT_TRUE(check.final_state == game.state()) << "seed " << seed;
    }
}

TEST_P(ReplayRoundTrip, AWholePotReplaysToTheSameStandings) {
    const Ruleset& rules = ruleset_by_id(GetParam());
    const Game game = played(rules, 7, 0);
    ASSERT_TRUE(game.pot_over());
    const Replay r = load_replay(write_replay(header_for(rules, 7), game.events()));
    const ReplayCheck check = verify_replay(r);
    EXPECT_EQ(check.hands, game.state().hands_played);
    EXPECT_EQ(check.final_state.standings, game.state().standings);
    EXPECT_TRUE(check.final_state == game.state());
    EXPECT_TRUE(std::holds_alternative<PotEnded>(r.events.back()));
}

TEST_P(ReplayRoundTrip, ChangedTableSettingsAreRecordedAndReplayed) {
    Ruleset rules = ruleset_by_id(GetParam());
    rules.first_dealer = FirstDealer::East;
    rules.pot_length = PotLength::Hands;
    rules.pot_hands = 3;
    rules.missed_win_lock = !rules.missed_win_lock;
    rules.haolao_tiles = 0;
    // Settings may swap the Hefei wall layouts (10+12 vs 11/10).
    rules.wall_layout = rules.wall_layout == WallLayout::DealerTwelve ? WallLayout::ElevenTen
                                                                      : WallLayout::DealerTwelve;
    const Game game = played(rules, 3, 0);
    const Replay r = load_replay(write_replay(header_for(rules, 3), game.events()));
    EXPECT_EQ(r.header.rules.first_dealer, FirstDealer::East);
    EXPECT_EQ(r.header.rules.pot_hands, 3);
    EXPECT_EQ(r.header.rules.haolao_tiles, 0);
    EXPECT_EQ(r.header.rules.missed_win_lock, rules.missed_win_lock);
    EXPECT_EQ(r.header.rules.wall_layout, rules.wall_layout);
    EXPECT_EQ(verify_replay(r).hands, 3);
}

INSTANTIATE_TEST_SUITE_P(Presets, ReplayRoundTrip,
                         ::testing::Values("hefei-classic", "hefei-ting", "hefei-bianfeng"),
                         [](const auto& info) {
                             std::string n = info.param;
                             for (char& c : n)
                                 if (c == '-') c = '_';
                             return n;
                         });

TEST(ReplayVerify, UnfinishedLogIsAcceptedOnlyWhenAllowed) {
    Lines lines = split_lines(base_text());
    lines.resize(line_of(lines, "discarded", 2));
    const Replay r = parse_replay(join(lines));
    EXPECT_THROW(verify_replay(r), ReplayError);
    const ReplayCheck check = verify_replay(r, VerifyOptions{.allow_unfinished = true});
    EXPECT_EQ(check.hands, 1);
    EXPECT_EQ(check.final_state.phase, Phase::Response);
}

// ---- Hostile bytes
// --------------------------------------------------------------------------------

// Random damage to a valid file: every result is accepted or rejected with a ReplayError; no
// other exception, crash (ASan/UBSan in the asan preset) or hang.
TEST(ReplayFuzz, RandomMutationsNeverCrash) {
    const std::string& base = base_text();
    Rng rng(2024);
    int rejected = 0;
    const int rounds = 1500;
    for (int round = 0; round < rounds; ++round) {
        std::string text = base;
        const int edits = 1 + static_cast<int>(rng.below(4));
        for (int e = 0; e < edits; ++e) {
            const std::uint32_t pos = rng.below(static_cast<std::uint32_t>(text.size()));
            switch (rng.below(6)) {
                case 0:
                    text[pos] = static_cast<char>(rng.below(256));
                    break;  // any byte
                case 1:
                    text[pos] = "0123456789[]{}\",:-eE.mpsz"[rng.below(25)];
                    break;
                case 2:
                    text.erase(pos, 1 + rng.below(40));
                    break;
                case 3:
                    text.insert(pos,
                                std::string(1 + rng.below(8), static_cast<char>(rng.below(256))));
                    break;
                case 4:
                    text.resize(pos);
                    break;  // truncated
                case 5: {
                    // Duplicate one line somewhere.
                    const Lines l = split_lines(text);
                    if (l.empty()) break;
                    Lines m = l;
                    const std::size_t from = rng.below(static_cast<std::uint32_t>(l.size()));
                    const std::size_t to = rng.below(static_cast<std::uint32_t>(l.size()));
                    m.insert(m.begin() + static_cast<std::ptrdiff_t>(to), l[from]);
                    text = join(m);
                    break;
                }
            }
            if (text.empty()) break;
        }
        try {
            load_replay(text);
        } catch (const ReplayError& e) {
            ++rejected;
            EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
        } catch (const std::exception& e) {
            ADD_FAILURE() << "round " << round << ": unexpected exception " << e.what();
        }
    }
    EXPECT_GT(rejected, rounds * 9 / 10);
}

// ---- haolao-cli replay --------------------------------------------------------------------------

TEST(ReplayCli, VerifyAcceptsAGoodFile) {
    const std::string path = temp_file("good", base_text());
    const CliRun run = run_cli({"replay", "--verify", path});
    EXPECT_EQ(run.status, 0) << run.err;
    const json j = json::parse(run.out);
    EXPECT_EQ(j["ok"], true);
    EXPECT_EQ(j["events"], split_lines(base_text()).size() - 1);
    EXPECT_EQ(j["hands"], 1);
    EXPECT_EQ(run.err, "");
    std::remove(path.c_str());
}

TEST(ReplayCli, VerifyReportsTheFirstDivergenceWithExit1) {
    Lines lines = split_lines(base_text());
    const std::size_t n = line_of(lines, "won");
    patch(lines, n, [](json& j) { j["situations"].push_back("heavenly"); });
    const std::string path = temp_file("diverge", join(lines));
    const CliRun run = run_cli({"replay", "--verify", path});
    EXPECT_EQ(run.status, 1);
    const json j = json::parse(run.out);
    EXPECT_EQ(j["ok"], false);
    EXPECT_EQ(j["line"], n);
    EXPECT_NE(j["error"].get<std::string>().find("won"), std::string::npos);
    std::remove(path.c_str());
}

struct CliErrorRow {
    const char* name;
    std::function<std::vector<std::string>(const std::string& bad_path)> args;
    const char* message_part;
};
std::ostream& operator<<(std::ostream& os, const CliErrorRow& row) {
    return os << row.name;
}

class ReplayCliError : public ::testing::TestWithParam<CliErrorRow> {};

TEST_P(ReplayCliError, ExitsWith2AndOneLineOnStderr) {
    const std::string bad = temp_file("bad", "{\"format\":\"haolao-replay\",\"version\":7}\n");
    const CliRun run = run_cli(GetParam().args(bad));
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.out, "");
    ASSERT_FALSE(run.err.empty());
    EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << run.err;
    EXPECT_NE(run.err.find(GetParam().message_part), std::string::npos) << run.err;
    std::remove(bad.c_str());
}

INSTANTIATE_TEST_SUITE_P(
    Rows, ReplayCliError,
    ::testing::Values(
        CliErrorRow{"MalformedFile",
                    [](const std::string& p) {
                        return std::vector<std::string>{"replay", "--verify", p};
                    },
                    "line 1: header: field \"version\""},
        CliErrorRow{
            "MissingFile",
            [](const std::string&) {
                return std::vector<std::string>{"replay", "--verify", "/nonexistent/x.jsonl"};
            },
            "cannot open"},
        CliErrorRow{"NoMode", [](const std::string&) { return std::vector<std::string>{"replay"}; },
                    "exactly one of"},
        CliErrorRow{"BothModes",
                    [](const std::string& p) {
                        return std::vector<std::string>{"replay", "--verify", p, "--print", p};
                    },
                    "exactly one of"},
        CliErrorRow{"UnknownOption",
                    [](const std::string& p) {
                        return std::vector<std::string>{"replay", "--check", p};
                    },
                    "unknown option"},
        CliErrorRow{"MissingValue",
                    [](const std::string&) {
                        return std::vector<std::string>{"replay", "--verify"};
                    },
                    "needs a value"}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(ReplayCli, PrintGivesHeaderAndEvents) {
    const std::string path = temp_file("print", base_text());
    const CliRun run = run_cli({"replay", "--print", path});
    EXPECT_EQ(run.status, 0) << run.err;
    const json j = json::parse(run.out);
    EXPECT_EQ(j["header"]["format"], "haolao-replay");
    EXPECT_EQ(j["events"].size(), split_lines(base_text()).size() - 1);
    EXPECT_EQ(j["events"][0]["event"], "pot_started");
    std::remove(path.c_str());
}

}  // namespace
}  // namespace haolao
