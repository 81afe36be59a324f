// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play: agents play independent Hefei hands, for statistics, benchmarks and the property
// test. Every hand is a fresh Game seeded from (seed, deal index), so results do not depend on
// how hands are spread over threads. With `duplicate`, each deal is played four times with the
// agents rotated through the seats (same wall, same dice, same first dealer).
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
    bool check = false;      // verify invariants after every event (see play_hand_checked)
    std::string replay_dir;  // when set, one replay file per hand: <dir>/hand-<index>.jsonl
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
    long long draws = 0;  // hands ended drawn (荒庄)
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
int play_hand_checked(Game& game, const std::array<Agent*, 4>& agents, bool check,
                      std::vector<std::string>& violations);

}  // namespace haolao
