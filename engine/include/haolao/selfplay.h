// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play: agents play independent Hefei hands, for statistics, benchmarks and the property
// test. Every hand is a fresh Game seeded from (seed, deal index), so results do not depend on
// how hands are spread over threads. With `duplicate`, each deal is played four times with the
// agents rotated through the seats (same wall, same dice, same first dealer). With `pots`, whole
// pots are played instead (the ruleset's pot length, dealer rotation and streaks included).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/ruleset.h"

namespace haolao {

struct SelfplayConfig {
    Ruleset rules;
    std::uint64_t seed = 1;
    long long deals = 1000;  // hands played: deals, or 4 × deals with `duplicate`
    // Agent names (make_agent) by slot. Without `duplicate` slot k sits at seat k; with it, in
    // rotation r (0-3) slot k sits at seat (k + r) mod 4.
    std::array<std::string, 4> agents{"baseline", "baseline", "baseline", "baseline"};
    bool duplicate = false;
    int threads = 1;
    bool check = false;  // verify invariants after every event (see play_hand_checked)
    // When set, one replay file per hand: <dir>/hand-<index>.jsonl (per pot with `pots`:
    // <dir>/pot-<index>.jsonl, the whole pot with its rotation).
    std::string replay_dir;
    // Whole pots instead of single hands: when > 0, `deals` is ignored and this many pots are
    // played, pot i being one Game seeded selfplay_deal_seed(seed, i) with the agents seated by
    // agent_seed(pot seed, seat) for the whole pot. Not with `duplicate` (invalid_argument).
    long long pots = 0;
    // Every hand's (pot's) replay text is written, parsed back and verified (parse_replay +
    // verify_replay; with replay_dir, the file is read back from disk); a failure, or a final
    // state that differs from the game's, is a violation.
    bool verify_replays = false;
};

struct SlotStats {
    std::string agent;
    long long wins = 0;        // Won events (several on one discard count one each)
    long long self_draws = 0;  // of which self-draws
    long long deal_ins = 0;    // discards won on (a discard with two winners counts once)
    long long points = 0;      // sum of hand deltas
};

struct SelfplayResult {
    long long hands = 0;
    long long pots = 0;              // whole pots played (0 unless SelfplayConfig::pots)
    long long replays_verified = 0;  // replay texts parsed back and verified
    long long draws = 0;             // hands ended drawn (荒庄)
    std::array<SlotStats, 4> slots{};
    long long invariant_violations = 0;
    std::vector<std::string> violations;  // the first few, "hand N: …", in hand order
    double elapsed_s = 0;
};

// The seed of deal `deal` (splitmix64 of both): fixes the wall, dice and first dealer.
std::uint64_t selfplay_deal_seed(std::uint64_t seed, std::uint64_t deal);
// Each seat's agent is seeded with agent_seed(deal seed, seat) (agent.h), whichever slot sits
// there, so a self-play replay can be continued from its file alone.

// Throws std::invalid_argument for an unknown agent name or a bad count, before playing;
// std::runtime_error when a replay file cannot be written.
SelfplayResult run_selfplay(const SelfplayConfig& config);

// Plays one hand of `game` (which must be between hands) with `agents` by seat, like play_hand.
// An agent's illegal action ends the hand early and is a violation. With `check`, also verifies
// after every event: the invariants of check_invariants on the fold of the log (84 tiles
// conserved, hand sizes, deltas and standings summing to 0), each Won's deltas summing to 0, the
// agent's choice among the listed legal actions, the fold equal to the Game's state and, at the
// end, the log re-verified by verify_events (replay gives the same final state). Each broken
// check appends one message to `violations`; returns how many were appended.
// `verify_log` false leaves the replay of the log to the caller (a whole pot verifies its log
// once at its end rather than after every hand).
int play_hand_checked(Game& game, const std::array<Agent*, 4>& agents, bool check,
                      std::vector<std::string>& violations, bool verify_log = true);

}  // namespace haolao
