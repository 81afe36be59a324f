// SPDX-License-Identifier: GPL-3.0-or-later
// Internal, analysis only: what the reading oracles (oracle.cpp "oracle:ready", "oracle:waits")
// take from the true deal. Exposed for tests.
#pragma once

#include <array>
#include <cstdint>

#include "haolao/game.h"
#include "haolao/ruleset.h"

namespace haolao::ai {

// Each other seat's true readiness as normal's `Table::threat` reads it: 1 when its concealed
// hand has a wait (wait_mask ≠ 0) and it may win on a discard (where only declared hands may,
// it declared), 0 otherwise; 0 for `me`.
std::array<float, 4> true_threat(const GameState& st, Seat me, const Ruleset& rules);

// Each other seat's true waits (wait_mask of its concealed hand) where true_threat is 1, else 0.
std::array<std::uint64_t, 4> true_waits(const GameState& st, Seat me, const Ruleset& rules);

// oracle:est:rd's chance that an undeclared opponent with `pond` is ready: the odds of `prior`
// (hard's count prior) × the likelihood ratio of the middle tiles (ranks 3-7) among its last
// three discards (oracle.cpp kMidRatio).
float mid_read_ready(float prior, const Pond& pond);

// The copies of each kind still in the wall (every undrawn position, head and tail), the part of
// the unseen tiles the seat may draw; the rest of its unseen tiles are in the others' hands.
TileCounts wall_counts(const GameState& st);

// oracle:live's discard (Turn, undeclared, no win; else normal's decision): normal's ranking with
// its offence (ukeire, win chance, the waits' weights in the hand's value, the 报听 choice)
// reading `live` (the copies of each kind left in the wall) in place of the unseen counts, and
// its deal-in cost (which reads the unseen counts as the tiles the others may hold) unchanged.
// With `live` equal to read_table(view).unseen it decides exactly as normal_decide.
Action live_discard(const SeatView& view, const TileCounts& live);

// oracle:est:live's read of the wall counts (sees nothing: the control of oracle:live): each
// other seat's concealed tiles spread over the suits by normal's suit shares (Table::suit_share,
// read from its pond); each kind's unseen copies × its suit's share left in the wall, relative to
// the average share (a read that tilts no suit changes no count: the expected wall count is
// proportional to the unseen one), rounded, at most 4. (Absolute estimates, which round a lone
// unseen copy to 0 about half the time, lost 1.5 points a hand against normal.)
TileCounts estimated_live(const SeatView& view);

// oracle:live:suit's counts: the same tilt with each suit's TRUE share of its unseen copies in
// `wall` (wall_counts): the suit-level part of oracle:live, what a perfect suit read would give.
TileCounts suit_live(const SeatView& view, const TileCounts& wall);

// The seat's next `k` normal draws (at most 9) if nobody wins first: the undrawn head tiles
// 4, 8, 12, … after its discard (kongs draw from the tail). Returns how many the wall holds.
int next_own_draws(const GameState& st, int k, std::array<Tile, 9>& out);

// oracle:draws=K's discard (Turn, undeclared, no win; else normal's decision): normal's ranking,
// except that a discard after which the known draws `draws[0..k)` complete a win (each draw
// added in turn; a draw that does not win is followed by the discard normal's tile efficiency
// picks, lowest shanten then most ukeire) is worth that win for certain: its value × the
// self-draw payout, less its deal-in cost now. With k = 0 it decides exactly as normal_decide.
Action draws_discard(const SeatView& view, const Tile* draws, int k);

}  // namespace haolao::ai
