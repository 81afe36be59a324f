// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: a particle filter over one opponent's concealed hand, read from its whole pond
// against normal's own policy (development "hard:pf"; docs/AI.md "hard", BENCHMARKS.md
// "2026-12-04 (session 19)").
//
// Against normal players an opponent's policy is known exactly, and Hefei has no calls: its
// tiles are the deal and one draw per turn, every one of them from what the viewer has not
// seen plus its own pond. A particle is one history of those tiles: the deal, then at each of
// its turns a draw and the discard it made. Each turn is weighed by whether normal, holding
// the particle's 14 tiles on the table as it stood then (the ponds and the wall's count put
// back), would have thrown what it threw, and whether it would have won on a tile it passed;
// particles are resampled when their weights spread. What is left is a sample of its hand now.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "haolao/agent.h"
#include "haolao/hand.h"
#include "haolao/rng.h"

namespace haolao::ai {

struct FilterOptions {
    int particles = 128;
    // A turn where normal would have thrown another tile keeps this weight (normal's ranking
    // is exact, but the table is rebuilt without the other seats' kongs and locks). 0.05 left
    // so much weight on histories that broke a turn or two that P(ready) was no better than the
    // discard-count prior; 0.01 beats it by 11 % in log-loss (BENCHMARKS.md session 19).
    float miss = 0.01f;
    // A tile the particle would have won on and passed keeps this weight (normal passes a win
    // only when waiting is worth 1.3 × more).
    float passed_win = 0.02f;
    // Which turns draw from the "adapted" proposal: every kind the particle could draw is weighed
    // by how well it fits the turn (normal's throw, no self-draw, a declaration leaving the hand
    // ready), the particle's weight becomes their sum and the draw is taken in proportion. The
    // plain proposal draws at random and weighs afterwards: on a declaring turn one tile in a few
    // dozen fits, so a declared opponent's particles were copies of a few histories (hefei-ting,
    // BENCHMARKS.md session 20). Adapting that turn costs nothing and keeps 1.4-3× the hands;
    // adapting every turn costs 8× a read and reads worse than the plain proposal given that time.
    enum class Adapt : std::uint8_t { None, Declaration, Every };
    Adapt adapt = Adapt::Declaration;
};

struct HandRead {
    bool ok = false;            // false: not filtered (kongs, not a Hefei tile set); use a fallback
    std::vector<Hand> hands;    // o's concealed hand now, one per particle
    std::vector<float> weight;  // normalised
    float p_ready = 0;          // weight of the ready hands (wait_mask non-empty)
    // Per kind: weight of the ready hands that win on it (a discard of it deals in).
    std::array<float, kNumTileKinds> wait{};
    float ess = 0;  // effective sample size at the end
};

// Opponent `o`'s j-th turn (0-based) as it stood, rebuilt from the viewer's `view` on its own
// turn into `v` (a copy of `view`): the ponds as they were (the seats before o from the dealer had
// thrown j + 1 tiles, o and those after it j), who had declared, o on turn. Returns the wall's
// count then (a draw for every turn since, the viewer's included; kong replacements aside).
int rebuild_turn(const SeatView& view, int o, int j, SeatView& v);

// Would normal, holding `hand` (14 tiles; `drawn` its fresh draw) on the turn rebuilt in `v` with
// `wall` tiles left, throw `d`? Sets v's hand.
bool normal_throws(SeatView& v, int wall, const Hand& hand, Tile drawn, Tile d);

// Of opponent o's turns so far, how many normal would have played as o did, were its deal
// `dealt` (13 tiles, the dealer's 14) and its draws `draws` in order. Every turn of a normal
// player's true history fits (tests/engine/hand_filter_test.cpp); stops at a turn whose discard
// the history does not hold.
int history_fits(const SeatView& view, int o, const Hand& dealt, const std::vector<Tile>& draws);

// The filter for one opponent, read from the viewer's own turn (filter_hand).
class HandFilter {
  public:
    // Reads o's pond so far. False when o cannot be read (kongs, not a Hefei tile set, not the
    // viewer's turn) or every history was ruled out.
    bool start(const SeatView& view, int o, const FilterOptions& options, std::uint64_t seed);
    HandRead read(const Ruleset& rules) const;

  private:
    struct Particle {
        Hand hand;
        TileCounts left{};  // the pool less what this history has drawn
        int left_n = 0;
        float w = 1;
    };
    bool run(const SeatView& view);  // o's turns in order
    float normalise();
    bool settle();  // normalise, resample when the weights spread; false: none left
    void check_passes(const SeatView& view, int j, int declared_at);
    // Turn j's draw for `p` from the adapted proposal (FilterOptions::adapt); false: no draw fits.
    bool adapted_draw(Particle& p, SeatView& v, int wall, Tile d, bool declaring);

    bool ok_ = false;
    int o_ = 0;
    FilterOptions options_;
    Rng rng_;
    std::vector<Particle> ps_, next_;
    std::optional<SeatView> scratch_;
};

// The particles' distinct hands of positive weight: what the ESS after a resampling does not show
// (copies of one history count once).
int distinct_hands(const HandRead& read);

// Reads opponent `o`'s hand from the viewer's own turn in `view` (a HandFilter started there).
HandRead filter_hand(const SeatView& view, int o, Rng& rng, const FilterOptions& options = {});

}  // namespace haolao::ai
