// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring of a win for every preset (RULES.md §2, §2.6), with per-payer payments.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "haolao/hand.h"
#include "haolao/ruleset.h"
#include "haolao/seat.h"
#include "haolao/tile.h"

namespace haolao {

enum class WinBy : std::uint8_t { Discard, SelfDraw };

// Situations the game detects and passes in (§2.2).
enum Situation : std::uint8_t {
    kKongBloom = 1 << 0,    // 杠开
    kHaolao = 1 << 1,       // 海捞
    kKongDiscard = 1 << 2,  // 杠后放炮
    kHeavenly = 1 << 3,     // 天胡
    kEarthly = 1 << 4,      // 地胡
    kRobKong = 1 << 5,      // 抢杠 (HandanFan: a discard win robbing an added kong)
};

// The counts behind the per-tile items (RULES.md §1.7, §2.2), shared by score_win and the texts
// that explain it: an item scores once its count reaches `from`, per tile over `over`.
struct TileCountRule {
    int from = 0;
    int over = 0;
};
inline constexpr TileCountRule kZhiCount{8, 8};           // 支 (and the 8-tile rule): a suit
inline constexpr TileCountRule kTongCount{5, 4};          // 同: one rank in all suits
inline constexpr TileCountRule kTwoFiveEightCount{7, 6};  // 258: ranks 2, 5, 8
inline constexpr TileCountRule kThreeSevenCount{5, 4};    // 37: ranks 3, 7

struct WinContext {
    Hand hand;  // concealed tiles BEFORE the winning tile, plus declared kongs
    Tile win_tile;
    WinBy win_by = WinBy::Discard;
    Seat winner = Seat::South;
    Seat dealer = Seat::East;
    Seat discarder = Seat::East;  // only for WinBy::Discard
    int dealer_streak = 1;
    unsigned situations = 0;      // Situation bits
    bool declaring_room = false;  // 报听房 (hefei-ting base 12 vs 10)

    // A win on the winner's own draw (自摸): `hand` without `win_tile`; the discarder field is
    // the winner (nobody discarded).
    static WinContext self_draw(const Hand& hand, Tile win_tile, Seat winner, Seat dealer,
                                int dealer_streak, unsigned situations, bool declaring_room) {
        return {hand,   win_tile,      WinBy::SelfDraw, winner,        dealer,
                winner, dealer_streak, situations,      declaring_room};
    }

    // A win on `discarder`'s discard `win_tile` (点炮); `hand` is the winner's before it.
    static WinContext on_discard(const Hand& hand, Tile win_tile, Seat winner, Seat discarder,
                                 Seat dealer, int dealer_streak, unsigned situations,
                                 bool declaring_room) {
        return {hand,      win_tile,      WinBy::Discard, winner,        dealer,
                discarder, dealer_streak, situations,     declaring_room};
    }
};

enum class Shape : std::uint8_t { Standard, SevenPairs };

struct ItemScore {
    Item item;
    int points = 0;      // points added (0 for a pure multiplier)
    int multiplier = 1;  // × applied to the total (1 when none)
    bool operator==(const ItemScore&) const = default;
};

struct Payment {
    Seat payer;
    int points = 0;
    Shape shape = Shape::Standard;
    std::vector<ItemScore> items;  // in Item order; only items that score
    bool operator==(const Payment&) const = default;
};

struct WinResult {
    bool win = false;
    // When !win: a stable id, "wrong_tile_count", "not_a_winning_shape", "no_suit_with_eight",
    // "tile_not_in_ruleset", "too_many_copies"; also "discarder_is_winner" (a discard win whose
    // discarder is the winner); HandanFan adds settle_handan_win's ids (handan.h).
    std::string reason;
    std::vector<Payment> payments;  // one per paying seat (1 on a discard win, 3 on self-draw)
    std::array<int, 4> deltas{};    // by Seat index; sums to 0
};

// One step of a payment's arithmetic, in the order the preset's formula applies it (RULES.md
// §2.3-§2.5): the items added first, then each multiplier over the subtotal so far, then the items
// added after the multipliers (hefei-ting: 庄分 after 豪华七对's ×; hefei-bianfeng: 清一色 and
// 庄分 after 杠开's ×2). Read top to bottom, the running totals end at the payment's points.
struct ScoreStep {
    Item item;
    bool times = false;  // a multiplier (× value) rather than points added (+ value)
    int value = 0;
    int total = 0;  // the running total after this step
    bool operator==(const ScoreStep&) const = default;
};

// The steps of `payment` (one of score_win's, under `rules`). The last step's total equals
// payment.points for every payment score_win makes; an empty payment gives no steps.
std::vector<ScoreStep> explain_payment(const Payment& payment, const Ruleset& rules);

// Scores the highest-scoring decomposition and winning-tile placement, for each payer.
WinResult score_win(const WinContext& ctx, const Ruleset& rules);

// score_win's win and deltas only (no payments built: no allocation on a win), the same numbers;
// for callers that read nothing else (the AI's wait scores).
struct WinDeltas {
    bool win = false;
    std::array<int, 4> deltas{};
};
WinDeltas score_win_deltas(const WinContext& ctx, const Ruleset& rules);

// 庄分 (§2.2) in the payment from `payer` for the win `ctx` (0 when none), as score_win counts it.
int dealer_points(const WinContext& ctx, const Ruleset& rules, Seat payer);
// 缺门 of a one-suit hand: every other suit is absent.
int one_suit_que_points(const Ruleset& rules);

}  // namespace haolao
