// SPDX-License-Identifier: GPL-3.0-or-later
// Replay files (docs/REPLAY_FORMAT.md): versioned UTF-8 JSON Lines. Line 1 is a header (format,
// version, the ruleset with all its options, seed, seats); every further line is one Event in a
// readable form (tiles as "4m", seats as "E").
//
// Reading is two steps, so callers can tell a malformed file from an illegal game:
//   parse_replay  — syntax: size limits, JSON, field names and types, tile texts, seats, ranges;
//   verify_replay — semantics: re-drives a Game with the file's walls and dice and the actions the
//                   events imply, and compares every event the engine produces with the file's.
// load_replay does both. Neither crashes, hangs or allocates without bound on hostile input.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "haolao/events.h"
#include "haolao/game.h"
#include "haolao/ruleset.h"
#include "haolao/seat.h"

namespace haolao {

inline constexpr std::string_view kReplayFormat = "haolao-replay";
// Version 3: win_passed points are the win's value with the missed-win lock off too (version 2
// wrote 0 there). Versions 1 and 2 are still read.
inline constexpr int kReplayVersion = 3;

struct ReplaySeat {
    std::string agent;  // "baseline", "human", … (free text, not checked against make_agent)
    std::string name;   // display name; may be empty
    bool operator==(const ReplaySeat&) const = default;
};

struct ReplayHeader {
    int version = kReplayVersion;
    Ruleset rules;
    std::uint64_t seed = 0;  // the Game's seed (informative: the walls and dice are in the events)
    std::array<ReplaySeat, 4> seats{};  // by Seat index
};

struct Replay {
    ReplayHeader header;
    std::vector<Event> events;
};

// The most bytes a file of a pot played under `rules` can have (header, kMaxPotHands or
// pot_hands hands of max_events_per_hand lines each, every line at its longest form), and that
// bound and max_pot_events over every table the settings allow: the default limits, so the
// longest legal pot always loads.
std::size_t max_replay_bytes(const Ruleset& rules);
std::size_t largest_replay_bytes();
std::size_t largest_pot_events();

// Size limits checked before anything is parsed. The event limit is also tightened to
// max_pot_events of the file's own header.
struct ReplayLimits {
    std::size_t max_file_bytes = largest_replay_bytes();  // ~50 MiB
    std::size_t max_line_bytes = 16u << 10;         // 16 KiB (a hand_started line is ~0.5 KiB)
    std::size_t max_events = largest_pot_events();  // ~335,000
    int max_depth = 8;                              // JSON nesting ([ and {) in one line
};

// A rejected file: `line` is 1-based (0 when the problem is the file as a whole, e.g. its size).
// what() is "line N: problem".
class ReplayError : public std::runtime_error {
  public:
    enum class Kind : std::uint8_t {
        Malformed,  // unreadable: not the format (syntax, types, tile texts, limits)
        Illegal,    // well-formed, but an event is not what the engine does in that state
    };
    ReplayError(Kind kind, std::size_t line, std::string problem);
    Kind kind() const { return kind_; }
    std::size_t line() const { return line_; }
    const std::string& problem() const { return problem_; }

  private:
    Kind kind_;
    std::size_t line_;
    std::string problem_;
};

// ---- Writing ------------------------------------------------------------------------------------

// One event as a single JSON line (no newline): {"event":"drew","seat":"S","tile":"4m",...}.
std::string event_to_json(const Event& event);
// The header line (no newline).
std::string header_to_json(const ReplayHeader& header);
// The whole file: header line, then one line per event, each ending in '\n'.
std::string write_replay(const ReplayHeader& header, const std::vector<Event>& events);
// Writes write_replay(…) to `path`; throws std::runtime_error naming the path on failure.
void save_replay(const std::string& path, const ReplayHeader& header,
                 const std::vector<Event>& events);
// Writes text already made by write_replay to `path` (for callers that keep the text too).
void save_replay_text(const std::string& path, std::string_view text);

// ---- Reading ------------------------------------------------------------------------------------

// Syntax only (see above). Throws ReplayError (Kind::Malformed).
Replay parse_replay(std::string_view text, const ReplayLimits& limits = {});
// One event line (event_to_json's form) under `rules`, reported as line 1; for tables the header
// reader does not offer yet (handan: docs/HANDAN_PROGRESS.md). Throws ReplayError (Malformed).
Event parse_event_line(std::string_view line, const Ruleset& rules, int version = kReplayVersion);

struct ReplayCheck {
    std::size_t events = 0;  // events verified
    int hands = 0;           // hands started in the log
    bool finished = false;   // the log ends with the pot (pot_ended)
    GameState final_state;   // the state after the last event
};

struct VerifyOptions {
    // Accept a log that stops inside a hand (a game saved mid-play); by default a complete file
    // ends right after a hand_ended or pot_ended event.
    bool allow_unfinished = false;
    // The file's format version: a version-1 log has no declined offers, no scoring in `won`
    // and no next dealer in `hand_ended`; those are then not compared.
    int version = kReplayVersion;
};

// Semantics: replays `events` through a Game and compares. Event i is reported as line i + 2
// (the header is line 1). Throws ReplayError (Kind::Illegal) at the first divergence.
ReplayCheck verify_events(const Ruleset& rules, std::uint64_t seed,
                          const std::vector<Event>& events, const VerifyOptions& options = {});
inline ReplayCheck verify_replay(const Replay& replay, VerifyOptions options = {}) {
    options.version = replay.header.version;
    return verify_events(replay.header.rules, replay.header.seed, replay.events, options);
}

// The one way back from a log: the Game the events describe, positioned exactly where the log
// ends, with the pending decision and its legal actions as they were. The walls and dice come
// from the log; where they are what the seed itself gives, the game's random stream is advanced
// as the uninterrupted game's was, so continuing it (with agents seated by agent_seed) produces
// exactly the events the uninterrupted game would have. An unfinished log (a pot saved mid-play,
// even between a decision and the automatic steps after it) is accepted. Throws ReplayError
// (Kind::Illegal) at the first event the engine does not produce; verify_events is this, then
// the comparison of the whole log.
Game resume_game(const ReplayHeader& header, const std::vector<Event>& events);

// parse_replay + verify_replay.
Replay load_replay(std::string_view text, const ReplayLimits& limits = {},
                   const VerifyOptions& options = {});
// Reads a file (refusing one over limits.max_file_bytes without reading it all). Throws
// ReplayError (Malformed, line 0) when it cannot be read.
std::string read_replay_file(const std::string& path, const ReplayLimits& limits = {});

}  // namespace haolao
