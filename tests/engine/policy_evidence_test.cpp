// SPDX-License-Identifier: GPL-3.0-or-later
// hard's policy evidence (development "hard:pe", "hard:pb"): ready_hands.h's last_discard_fits
// rebuilds an opponent's turn from the viewer's view and asks normal what it would throw. Against
// normal players it must say yes for every opponent's true hand (the rebuilt turn is the real one),
// and no for hands that would have kept the tile.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <string>

#include "agents/ready_hands.h"
#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "watched_hand.h"

namespace haolao {
namespace {

using testing::one_hand;

// normal at its seat; on each of its plain turns (no kong yet this hand) asks last_discard_fits of
// every opponent's true hand, and of that hand with its last discard swapped back in for each of
// its tiles (a hand from which the discard was kept: it fits only when normal would also have
// thrown that other tile, never for all of them).
class Watcher final : public Agent {
  public:
    explicit Watcher(const Game& game) : game_(game), normal_(make_agent("normal", 0)) {}
    Action decide(const SeatView& view) override {
        if (view.phase == Phase::Turn && view.kongs_this_hand == 0 && !view.declared)
            for (int o = 0; o < 4; ++o) {
                if (o == index(view.seat) || view.ponds[o].size == 0) continue;
                const Hand& truth = game_.state().seats[o].hand;
                ++checked;
                if (ai::last_discard_fits(view, o, truth))
                    ++fits;
                else
                    misses.push_back(std::string(1, seat_letter(seat_from_index(o))) + " after " +
                                     std::to_string(view.ponds[o].size) + " discards");
                // The hand that kept the last discard d and threw another tile x instead.
                const Tile d = view.ponds[o].tiles[view.ponds[o].size - 1];
                int kept_fit = 0, kept = 0;
                for (int c = 0; c < kNumTileKinds; ++c) {
                    if (!truth.concealed[c] || c == d.code()) continue;
                    Hand other = truth;
                    other.remove(Tile::from_code(c));
                    other.add(d);
                    ++kept;
                    kept_fit += ai::last_discard_fits(view, o, other) ? 1 : 0;
                }
                if (kept > 0 && kept_fit == kept) ++all_kept_fit;
                swapped += kept;
                swapped_fit += kept_fit;
            }
        return normal_->decide(view);
    }
    int checked = 0, fits = 0, all_kept_fit = 0, swapped = 0, swapped_fit = 0;
    std::vector<std::string> misses;

  private:
    const Game& game_;
    std::unique_ptr<Agent> normal_;
};

class LastDiscardFits : public ::testing::TestWithParam<const char*> {};

TEST_P(LastDiscardFits, EveryTrueHandFitsAndKeptDiscardsMostlyDoNot) {
    const Ruleset rules = one_hand(GetParam());
    int checked = 0, fits = 0, all_kept_fit = 0, swapped = 0, swapped_fit = 0;
    for (int h = 0; h < 24; ++h) {
        Game game(rules, 1800 + static_cast<std::uint64_t>(h));
        Watcher w(game);
        testing::play_watched_hand(game, w, seat_from_index(h % 4), 1800);
        for (const std::string& m : w.misses) ADD_FAILURE() << "hand " << h << ": " << m;
        checked += w.checked;
        fits += w.fits;
        all_kept_fit += w.all_kept_fit;
        swapped += w.swapped;
        swapped_fit += w.swapped_fit;
    }
    EXPECT_GT(checked, 300);
    EXPECT_EQ(fits, checked);
    // The rebuilt turn tells hands apart: most hands that kept the discard would not have
    // thrown it (a check that said yes to everything would fail here).
    EXPECT_LT(swapped_fit * 2, swapped) << swapped_fit << " of " << swapped;
    EXPECT_LT(all_kept_fit * 10, checked);
}

// Declaring rooms are left out: an undeclared opponent there cannot win on a discard, so sampled
// danger never asks (and the rebuilt turn would need its own 报听 options).
INSTANTIATE_TEST_SUITE_P(Presets, LastDiscardFits,
                         ::testing::Values("hefei-classic", "hefei-bianfeng"));

}  // namespace
}  // namespace haolao
