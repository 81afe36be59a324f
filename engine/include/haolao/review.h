// SPDX-License-Identifier: GPL-3.0-or-later
// Review of a recorded pot (docs/AI.md "Review"): every decision one seat took, next to the
// advisor's ranking of the same position — what the seat chose, what the advisor would have
// played, and the expected points the difference cost.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "haolao/advisor.h"
#include "haolao/events.h"
#include "haolao/game.h"
#include "haolao/replay.h"
#include "haolao/seat.h"

namespace haolao {

// A choice within this many expected points of the advisor's best counts as a match: a tolerance
// for the advisor's approximations (a judgement, not a measured noise level; docs/AI.md "Review").
inline constexpr float kReviewDefaultThreshold = 0.1f;

struct ReviewOptions {
    AdviceBudget budget{};  // the advisor's budget at each decision (default: hard's own)
    float threshold = kReviewDefaultThreshold;  // points; a gap ≤ threshold is a match
    // Called after each reviewed decision with (decisions done, decisions in the log); returning
    // false cancels the review (review_pot then returns what it has, with cancelled set).
    std::function<bool(int done, int total)> progress;
};

// One decision of the seat: the action it took (a discard, declaring or not, a kong, a win, or a
// pass on a discard it could win on) at the position before the event that records it. What
// the engine does for a declared hand (throw a non-winning draw, take a win) is not a decision.
struct ReviewDecision {
    int hand = 0;           // 1-based hand of the pot
    std::size_t event = 0;  // index of the decision's event in the log (declined offers excluded)
    Action chosen;
    Action best;                     // the advisor's first choice
    std::vector<Advice> candidates;  // every legal action, ranked, best first (advise)
    float chosen_ev = 0;
    float best_ev = 0;
    float gap = 0;       // best_ev − chosen_ev, never below 0
    bool match = false;  // chosen == best, or gap ≤ threshold
    // False when the advisor has no figure for what the seat did (an action it did not list).
    // Then `candidates` is empty, best == chosen, the figures are 0, match is false, and the
    // decision is left out of match_rate, ev_lost and worst. Handan claims, kongs and answers to
    // a discard or added kong are ranked like every other decision (the advisor ranks them by
    // hard's Handan evaluation, in Handan units).
    bool ranked = true;
};

struct Review {
    Seat seat = Seat::East;
    std::vector<ReviewDecision> decisions;  // in log order, each decision of the seat once
    double match_rate = 1;                  // matches / ranked decisions (1 when there are none)
    int unranked = 0;    // decisions the advisor could not rank (ReviewDecision::ranked)
    double ev_lost = 0;  // Σ gap over all decisions
    // Indices into `decisions`: the (up to) three non-matching decisions with the largest gaps,
    // largest first (ties: earlier first).
    std::vector<std::size_t> worst;
    bool cancelled = false;  // the progress callback stopped the review early
};

// The seat's decisions in `events` (a log as parse_replay reads it: a whole pot, or one cut
// short), each ranked by advise(view, options.budget, agent_seed(header.seed, seat)), so a seat
// the hard AI played with that seed and budget matches itself. One Game is driven through the
// log once (the re-drive of resume_game / verify_replay). Throws ReplayError (Kind::Illegal) at
// an event the engine does not produce. Thread-safe: it shares nothing between calls.
Review review_pot(const ReplayHeader& header, const std::vector<Event>& events, Seat seat,
                  const ReviewOptions& options = {});

// The number of decisions of `seat` in `events`, counted from the events alone (the progress
// total): its discards that were not automatic, its kongs, its wins (not a declared hand's: the
// engine takes those) and its passed wins; in Handan also its pongs and exposed kongs (claimed),
// added kongs and passed claims.
int count_decisions(const std::vector<Event>& events, Seat seat);

}  // namespace haolao
