// SPDX-License-Identifier: GPL-3.0-or-later
// Handan settlement (RULES.md §3) as pure functions: the payments of a win, of kong money and
// of 跟打, each as per-seat deltas summing to zero and payment lines the UI can explain; the
// full win (hand check + payments); and dealer rotation. No game state: the claim phase
// (docs/HANDAN.md) calls these.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "haolao/meld.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"
#include "haolao/seat.h"
#include "haolao/tile.h"

namespace haolao {

// Units (番) of RULES.md §3. The win amounts come from the ruleset (values[Base] = 1 per ron,
// × kHandanSelfDrawFactor on a self-draw, × values[Dealer] when the dealer wins or pays); kong
// money and 跟打 are fixed and never doubled.
inline constexpr int kHandanSelfDrawFactor = 2;
inline constexpr int kExposedKongMoney = 1;    // from the feeder
inline constexpr int kAddedKongMoney = 1;      // from the pong's feeder
inline constexpr int kConcealedKongMoney = 2;  // from each of the three
inline constexpr int kFollowDiscardMoney = 1;  // 跟打: the followed player to each of the three

enum class HandanWinBy : std::uint8_t {
    Discard,   // 点炮: paid by the discarder
    SelfDraw,  // 自摸 (a win on a kong replacement too: 杠开)
    RobKong,   // 抢杠: settled as a discard win paid by the player adding the kong
};
// "discard", "self_draw", "rob_kong".
std::string_view handan_win_by_id(HandanWinBy by);
std::optional<HandanWinBy> handan_win_by_from_id(std::string_view id);

// Why money changes hands; ids for the UI (which translates them) and the CLI.
enum class PaymentReason : std::uint8_t {
    Ron,            // "ron": a win on a discard
    SelfDraw,       // "self_draw"
    KongBloom,      // "kong_bloom": a self-draw on a kong replacement (paid as a self-draw)
    RobKong,        // "rob_kong": a win robbing an added kong
    ExposedKong,    // "exposed_kong" money
    AddedKong,      // "added_kong" money
    ConcealedKong,  // "concealed_kong" money
    FollowDiscard,  // "follow_discard": 跟打
};
std::string_view payment_reason_id(PaymentReason reason);

struct PaymentLine {
    Seat payer = Seat::East;
    Seat payee = Seat::East;
    int amount = 0;
    PaymentReason reason = PaymentReason::Ron;
    bool dealer_doubled = false;  // a win payment doubled because the dealer wins or pays
    bool operator==(const PaymentLine&) const = default;
};

// Payment lines and their sum per seat (by Seat index; always sums to zero).
struct Settlement {
    std::vector<PaymentLine> lines;
    std::array<int, 4> deltas{};
    void add(const PaymentLine& line);
    void add(const Settlement& other);
    bool operator==(const Settlement&) const = default;
};

// A win's payments (RULES.md §3): ron 1 from the discarder; self-draw 2 from each of the three;
// a payment is × 2 when the dealer is the winner or that payer. Robbing the kong is paid like a
// ron by `discarder` (the player adding the kong); `kong_bloom` marks a self-draw on a kong
// replacement (paid as a self-draw). `discarder` is ignored on a self-draw. Throws
// std::invalid_argument when the discarder is the winner or kong_bloom is not a self-draw.
Settlement handan_win_payments(const Ruleset& rules, Seat winner, Seat dealer, HandanWinBy by,
                               Seat discarder, bool kong_bloom = false);
// Several winners on one discard (一炮多响) or one robbed kong: each is paid in full by
// `discarder`, lines in the order given. Throws std::invalid_argument for a self-draw, no
// winner, a repeated winner or a winner who is the discarder.
Settlement handan_multi_win_payments(const Ruleset& rules, std::span<const Seat> winners,
                                     Seat dealer, HandanWinBy by, Seat discarder);

// Kong money for `owner`'s kong (RULES.md §3), paid on the spot and never doubled: exposed 1 from
// kong.from (the feeder), added 1 from kong.from (the pong's feeder), concealed 2 from each of
// the three. Throws std::invalid_argument for a pong or a feeder who is the owner.
Settlement handan_kong_payments(Seat owner, const Meld& kong);

// 跟打: `followed` discarded a tile and the three others each discarded the same tile in turn in
// the first go-round: `followed` pays each of them 1.
Settlement handan_follow_discard_payments(Seat followed);
// Whether four discards in a row, the first by `first`, make a 跟打 (all the same tile, in play
// order, no call between them: the caller passes only uninterrupted runs).
bool is_follow_discard(std::span<const Tile> run);

// A whole win checked and paid: the hand (with melds, the winning tile not included) must be a
// legal winning hand of `rules` (melded_hand_problem for the tiles, then the shape).
struct HandanWin {
    MeldedHand hand;  // before the winning tile
    Tile win_tile;
    HandanWinBy by = HandanWinBy::Discard;
    Seat winner = Seat::South;
    Seat dealer = Seat::East;
    Seat discarder = Seat::East;  // discard and robbed-kong wins only
    bool kong_bloom = false;      // self-draw on a kong replacement (needs a kong among melds)
};
struct HandanWinResult {
    bool win = false;
    // When !win, a stable id: "wrong_tile_count", "too_many_copies", "tile_not_in_ruleset",
    // "too_many_melds", "discarder_is_winner", "kong_bloom_needs_self_draw",
    // "kong_bloom_needs_kong", "feeder_is_winner", "not_a_winning_shape"; `detail` says more.
    std::string reason;
    std::string detail;
    Shape shape = Shape::Standard;
    Settlement settlement;
};
HandanWinResult settle_handan_win(const HandanWin& win, const Ruleset& rules);

// The payments of a settlement's win lines as score_win's Payment list (one per payer, items
// base and, when doubled, dealer ×2), for score_win and the CLI.
std::vector<Payment> handan_payments_as_items(const Settlement& s, Shape shape,
                                              const Ruleset& rules);
// score_win for ScoringModel::HandanFan: ctx.hand's kongs are concealed kongs; kRobKong in the
// situations makes a discard win a robbed kong, kKongBloom a kong-replacement self-draw.
WinResult score_handan_win(const WinContext& ctx, const Ruleset& rules);

// Dealer rotation (RULES.md §1.9, §3): the dealer stays with streak + 1 on a draw or a win of
// theirs (alone or among several winners); otherwise the deal passes to the dealer's 下家
// (DealerPasses::Next, Hefei) or 上家 (Previous, Handan) with streak 1.
struct DealerChange {
    Seat dealer = Seat::East;
    int streak = 1;
    bool passed = false;  // the dealership moved (a round counts these)
    bool operator==(const DealerChange&) const = default;
};
DealerChange next_dealer(Seat dealer, int streak, bool drawn, bool dealer_won, DealerPasses passes);

}  // namespace haolao
