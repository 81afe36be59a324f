// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Random Hefei wins for the scoring property tests (scoring_test, score_steps_test): mostly
// winning shapes (four sets and a pair, or seven pairs) leaning to one suit, sometimes random
// tiles, at most one concealed kong; then random seats, streak, situations and room.

#include <optional>
#include <random>

#include "haolao/hand.h"
#include "haolao/scoring.h"
#include "haolao/seat.h"
#include "haolao/tile.h"

namespace haolao::test {

struct RandomWinMix {
    int random_tiles_one_in = 0;  // 0: never; else one hand in N is random tiles
    int main_suit_tenths = 8;     // a set comes from the main suit this often in 10
    int kong_one_in = 5;          // one hand in N holds a concealed kong
    int pairs_one_in = 3;         // one kong-free shaped hand in N is seven pairs
};

struct RandomWin {
    Hand hand;  // the whole hand, winning tile in
    WinContext ctx;
};

// nullopt when the draw put more than four of a kind in the hand (the caller draws again).
inline std::optional<RandomWin> random_win(std::mt19937& rng, const RandomWinMix& mix) {
    auto uni = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Hand hand;
    TileCounts all{};
    const int kongs = uni(1, mix.kong_one_in) == 1 ? 1 : 0;
    if (kongs) hand.kongs[hand.kong_count++] = Tile(static_cast<Suit>(uni(0, 2)), uni(2, 8));
    const int main_suit = uni(0, 2);
    auto suit = [&] {
        return static_cast<Suit>(uni(0, 9) < mix.main_suit_tenths ? main_suit : uni(0, 2));
    };
    if (mix.random_tiles_one_in > 0 && uni(1, mix.random_tiles_one_in) == 1) {
        for (int k = 0; k < 14 - 3 * kongs; ++k) ++all[Tile(suit(), uni(2, 8)).code()];
    } else if (kongs == 0 && uni(1, mix.pairs_one_in) == 1) {
        for (int k = 0; k < 7; ++k) all[Tile(suit(), uni(2, 8)).code()] += 2;
    } else {
        for (int s = kongs; s < 4; ++s) {
            if (uni(0, 2) == 0) {
                all[Tile(suit(), uni(2, 8)).code()] += 3;
            } else {
                const Tile t(suit(), uni(2, 6));
                for (int d = 0; d < 3; ++d) ++all[t.code() + d];
            }
        }
        all[Tile(suit(), uni(2, 8)).code()] += 2;
    }
    for (int c = 0; c < kNumTileKinds; ++c)
        if (all[c] + (kongs && hand.kongs[0].code() == c ? 4 : 0) > 4) return std::nullopt;
    int pick = uni(0, total(all) - 1);
    int win = 0;
    while (pick >= all[win]) pick -= all[win++];
    hand.concealed = all;
    Hand before = hand;
    --before.concealed[win];
    const Tile win_tile = Tile::from_code(win);
    // Drawn one by one, in this order, so the random stream is the same on every compiler.
    const WinBy by = uni(0, 1) ? WinBy::SelfDraw : WinBy::Discard;
    const Seat winner = seat_from_index(uni(0, 3));
    const Seat dealer = seat_from_index(uni(0, 3));
    const Seat discarder = seat_from_index(index(winner) + uni(1, 3));
    const int streak = uni(1, 4);
    const auto situations = static_cast<unsigned>(uni(0, 31));
    const bool declaring_room = uni(0, 1) == 1;
    return RandomWin{hand, by == WinBy::SelfDraw
                               ? WinContext::self_draw(before, win_tile, winner, dealer, streak,
                                                       situations, declaring_room)
                               : WinContext::on_discard(before, win_tile, winner, discarder, dealer,
                                                        streak, situations, declaring_room)};
}

}  // namespace haolao::test
