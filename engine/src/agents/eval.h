// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: what the AI agents share. A `Table` digests one SeatView (tiles not seen, threats,
// turns left); `rank_discards` scores every discard as expected points: the chance of winning
// (shanten and ukeire over unseen tiles, draws left) times the hand's value, minus the chance of
// dealing in now times what that costs. Everything here reads the SeatView only.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "haolao/agent.h"
#include "haolao/hand.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"

namespace haolao::ai {

// A ready hand's wait scores (`score_win` of each wait as a self-draw: whether it wins and the
// seat's delta), kept across one agent's decisions: a ready hand is usually kept turn after turn.
// What score_win and wait_mask read besides the hand — the whole ruleset (by value), the seat,
// the dealer and the streak — is the cache's context: `bind` empties it whenever that differs
// from the last decision's. Each entry is keyed by the whole Hand (concealed counts and kongs).
// Owned by the agent (normal.cpp), never shared between threads.
class WaitScoreCache {
  public:
    // (No member initializers: the slots are set when first used, `Entry{}` zeroes them.)
    struct Entry {
        Hand hand;
        std::uint64_t mask;   // wait_mask(hand, rules)
        std::uint64_t known;  // waits scored so far
        std::uint64_t wins;   // of those, the ones score_win counts as a win
        std::array<std::int32_t, kNumTileKinds> delta;  // the seat's delta per scored wait
    };
    void bind(const Ruleset& rules, Seat seat, Seat dealer, int streak);
    // Bound to exactly this context (every member of the ruleset equal)?
    bool bound_to(const Ruleset& rules, Seat seat, Seat dealer, int streak) const;
    // The entry for `hand` (mask computed; waits scored lazily by the caller, see eval.cpp).
    Entry& entry(const Hand& hand);
    // normal_decide marks the decision it has just bound the cache for (its view, nullptr after
    // it): hand_value then reads the cache without comparing the ruleset again, when its view
    // is that one and its table reads that view's ruleset (the very context just bound).
    void set_decision(const SeatView* view) { decision_ = view; }
    bool in_decision(const SeatView& view, const Ruleset& rules) const {
        return decision_ == &view && &view.rules() == &rules;
    }

  private:
    static constexpr int kSlots = 16;
    bool bound_ = false;
    Ruleset rules_;
    Seat seat_ = Seat::East;
    Seat dealer_ = Seat::East;
    int streak_ = 0;
    const SeatView* decision_ = nullptr;
    int used_ = 0;
    int next_ = 0;                     // round-robin replacement
    std::array<Entry, kSlots> slots_;  // the first used_ are valid
};

// The evaluation's hand-set constants (normal's defaults). A development knob, `normal:tune=…` /
// `hard:tune=…` (parse_tuning), replaces some of them to search for better ones by self-play
// (scripts/tune_eval.py); the defaults give exactly the constants' floats and play.
struct Tuning {
    float loss = 1.7f;          // a deal-in's cost, × base (+ streak)
    float threat_slope = 14.f;  // normal's P(ready) ≈ (discards − 2) / slope …
    float threat_cap = 0.65f;   // … at most this
    float defence = 1.f;        // weight of the deal-in cost
    float alive = 0.93f;        // chance per round that nobody else ends the hand
    float final_wait = 5.f;     // copies of a typical final wait (hands not yet ready)
    float tsumo_share = 0.5f;   // self-draws among wins when discard wins are allowed
    float pass_ron = 1.3f;      // pass a discard win only when waiting is worth this × more
    float zhi = 1.f;            // 支 weight …
    float zhi_start = 7.5f;     // … per tile of the main suit over this
    float que_thin = 0.3f;      // 缺门 credit of a suit down to one or two tiles (far hands)
    float pure_near1 = 0.2f;    // 清一色 credit, one off-suit tile (far hands)
    float pure_near2 = 0.08f;   // … two off-suit tiles
    float kan = 0.7f;           // 坎 credit per concealed pung
    float seven_pairs = 0.5f;   // 七对 credit at five pairs
    float slower_bar = 1.2f;    // a slower discard is looked at when worth this × more
    // Development: a discard is worth this × its deal-in cost were every opponent ready with
    // at least `future_threat` (throw now what will be dangerous later, keep what stays safe).
    float future_defence = 0.f;
    float future_threat = 0.4f;
};
inline constexpr Tuning kDefaultTuning{};

// Parses "name=value,name=value…" (Tuning's member names) over `tune`; false on an empty list, an
// unknown name or a value that is not a finite number.
bool parse_tuning(std::string_view text, Tuning& tune);

struct Table {
    const Ruleset* rules = nullptr;
    const Tuning* tune = &kDefaultTuning;
    // normal_decide's wait-score cache, bound to this view's context (nullptr: none).
    WaitScoreCache* wait_cache = nullptr;
    Seat me = Seat::East;
    TileCounts seen{};    // ponds and the others' kongs
    TileCounts unseen{};  // copies neither in my hand/kongs nor seen: in the wall or other hands
    int unseen_total = 0;
    int wall_left = 0;
    float rounds_left = 0;     // my normal draws still to come (before the haolao zone)
    bool haolao_draw = false;  // I still get a haolao draw
    // Can I win on a discard at all (non-declaring room, or declared)?
    bool ron_allowed = true;
    // Per opponent (by Seat index; 0 for me): chance it is ready and may win on my discard.
    std::array<float, 4> threat{};
    // Per opponent: its discards in each suit, and the share of its waits in each suit (its
    // discards show which suit it collects).
    std::array<std::array<int, 3>, 4> suit_discards{};
    std::array<std::array<float, 3>, 4> suit_share{};
    // Points lost when dealing in to that opponent (its expected win).
    std::array<float, 4> loss{};
    // A ready hand's own draw counts in full in the win chance (hard); normal discounts it as
    // it discounts the others' discards (×0.6), which undervalues being ready.
    bool full_own_draw = false;
    float ron_discount = 0.6f;  // a wait tile's chance of being thrown, relative to being drawn
};

// How many wait shapes could include `t` given the unseen neighbours: two-sided, closed and
// edge chows (Hefei has no 1 or 9, so 2 and 8 have fewer), plus pair / pung waits. normal's
// danger heuristic and hard:model's features read it.
float wait_shapes(const Table& table, Tile t);

Table read_table(const SeatView& view, const Tuning& tune = kDefaultTuning);
// The tiles left in the wall and what read_table derives from them (my normal draws still to come,
// the haolao draw); last_discard_fits puts back the tiles drawn since an earlier turn.
void set_wall_left(Table& t, int wall_left);

// Chance that discarding `t` now deals in (any opponent).
float deal_in_chance(const Table& table, Tile t);

// Tiles of the ruleset not in `hand` (kongs included) or seen that reduce its shanten; a 13-tile
// (waiting-size) hand. `shanten_now` is shanten(hand) when the caller has it.
int unseen_ukeire(const Hand& hand, const Table& table, int shanten_now);

// Rough points the hand (waiting size) should score if it wins: base, 支, 缺门, 坎, 杠, 清一色,
// 七对 and the dealer's share. `exact_waits`: for a ready hand, score each wait with score_win.
float hand_value(const Hand& hand, const Table& table, const SeatView& view, int shanten_now);

// Chance of winning before the hand ends from `shanten` with `ukeire` unseen useful tiles;
// `ron` whether discards count for the final tile.
float win_chance(const Table& table, int shanten, int ukeire, bool ron);
// The same with a different rate after the first step: `next_ukeire` is the average ukeire of
// the hand after a useful draw (for a 1-shanten hand: the average live waits once ready); -1 =
// like the first step. `ron_factor`: how likely the others are to throw the final waits, × an
// average tile's chance (hard's live_waits).
float win_chance_steps(const Table& table, int shanten, int ukeire, int next_ukeire, bool ron,
                       float ron_factor = 1.f);
// win_chance_steps answers from a small per-thread cache keyed by every input it reads; this is
// the computation itself (the same float), for tests.
float win_chance_steps_uncached(const Table& table, int shanten, int ukeire, int next_ukeire,
                                bool ron, float ron_factor = 1.f);
// win_chance(table, shanten, ukeire, ron), the same float, for normal_decide's ranking: its keys
// recur from one hand to the next (the same turn: the same unseen total and rounds left), not
// from one decision to the next, so it reads a larger per-thread cache than win_chance_steps'
// (16,384 slots, 128 KB; 97 % hits over 4 × normal self-play), for the common context only
// (ron_discount 0.6, full_own_draw off; others are computed), keyed by the other numbers the
// computation reads (shanten, ukeire, ron, unseen_total, rounds left rounded, haolao_draw).
float win_chance_normal(const Table& table, int shanten, int ukeire, bool ron);
// std::lround(x) (half away from zero) without the library call; win_chance_steps rounds the
// rounds left with it.
long round_half_away(float x);

// Two-step tile efficiency: over the useful draws of `hand` (waiting size, `shanten_now` ≥ 1),
// weighted by unseen copies, the ukeire after the best discard that keeps the improvement.
// Returns the weighted average (-1 when there is no useful draw).
int next_step_ukeire(const Hand& hand, const Table& table, int shanten_now);

// Payout factor of a win: self-draw is paid by three, a discard by one.
float payout_factor(const Table& table, bool ron);

struct Candidate {
    Tile tile;
    bool declare = false;
    int shanten = 0;
    int ukeire = -1;   // -1: not computed (pruned)
    float win = 0;     // win chance
    float value = 0;   // points if won
    float danger = 0;  // expected deal-in cost now (points)
    float ev = 0;
};

struct RankOptions {
    bool defence = true;          // subtract deal-in cost
    bool values = true;           // value items (else: points = base)
    float slack = 1;              // consider discards up to min shanten + slack when valuable
    bool always_declare = false;  // 报听 whenever a ready discard may declare
    // Fold: when the hand is this far (shanten) with at most `fold_rounds` draws left, the
    // deal-in cost weighs `fold_weight` × more (0 = never).
    int fold_shanten = 0;
    float fold_rounds = 99;
    float fold_weight = 1;
    const Tuning* tune = &kDefaultTuning;  // read_table's, in normal_decide
};

// Scores the seat's legal discards (Turn phase). Writes up to 14 candidates, best first; returns
// the count. Declaring discards are folded into their tile's candidate (declare set when worth it).
int rank_discards(const SeatView& view, const Table& table, const RankOptions& options,
                  std::array<Candidate, 14>& out);

// The first of rank_discards' order with normal's options (what normal_decide discards when it
// neither wins, kongs nor is declared), without ranking the rest, in `best`; false when there is
// no discard.
bool normal_best_discard(const SeatView& view, const Table& table, Tile& best);

// Points this seat would get by winning on the current discard (Response), 0 if not a win.
int discard_win_points(const SeatView& view);
// The WinContext for a win on the current discard (Response).
WinContext discard_win_context(const SeatView& view);

// Response: what passing a discard win to keep the wait is worth (win chance × value × payout of
// the hand as it stands); `win` receives the chance. normal and the advisor weigh a pass by it.
float keep_wait_value(const SeatView& view, const Table& table, float* win = nullptr);

// Whether to take the legal kong of `t` (normal-level rule: it must not cost efficiency).
bool kong_is_good(const SeatView& view, const Table& table, Tile t);

// 清一色 plan (hard): the chance-weighted points of going for a one-suit hand in the hand's
// longest suit instead of the fastest shape. For a waiting-size `hand` (after the discard):
// its distance to a pure win (the off-suit tiles are junk to throw), the unseen tiles of the suit
// that shorten it, and the expected points of that plan (win chance × pure value × payout).
// ev 0 when no pure hand is possible (a kong in another suit) or scored (no 清一色 item).
struct PurePlan {
    int suit = -1;
    int shanten = 99;
    int ukeire = 0;
    float value = 0;
    float ev = 0;
};
PurePlan pure_plan(const Hand& hand, const Table& table, const SeatView& view, bool ron);

// Normal-level decision for any phase; `options` as above. Used by normal and as hard's prior.
// `cache`: the agent's wait-score cache (bound here to the view's context), or nullptr; the
// decision is the same either way.
Action normal_decide(const SeatView& view, const RankOptions& options,
                     WaitScoreCache* cache = nullptr);

}  // namespace haolao::ai
