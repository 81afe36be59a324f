// SPDX-License-Identifier: GPL-3.0-or-later
// Game events (libriichi style): every state change is one event, and the game state is the fold
// of the event log through apply_event (game.h). Random things (the wall order, dice) are IN the
// events, so a replay needs no RNG. Events carry ids and numbers only; the UI translates.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <variant>
#include <vector>

#include "haolao/meld.h"
#include "haolao/scoring.h"
#include "haolao/seat.h"
#include "haolao/tile.h"
#include "haolao/wall.h"

namespace haolao {

// The pot begins. `dice` is East's roll when the first dealer was chosen by dice (§1.1), {0, 0}
// when drawn at random or fixed to East.
struct PotStarted {
    Seat first_dealer = Seat::East;
    Dice dice{};
    bool operator==(const PotStarted&) const = default;
};

// A hand begins: the wall is built and the dealer will roll `dice` (the next event). `wall`
// holds the tiles in wall-sequence order (WallShape: position 0 = the top of the starting
// stack), which is where the dice break the wall as built; replay files store the wall as built
// instead (wall_as_built), so a reader can check the break. Dealer and streak repeat the state.
struct HandStarted {
    Seat dealer = Seat::East;
    int streak = 1;  // 1 … kMaxPotHands (ruleset.h): no cap of its own
    std::vector<Tile> wall;
    Dice dice{};  // the same as the DiceRolled that follows
    bool operator==(const HandStarted&) const = default;
};

// The dealer's dice break the wall (§1.3).
struct DiceRolled {
    Dice dice{};
    bool operator==(const DiceRolled&) const = default;
};

// The whole deal and jump, per deal_steps(): 14 tiles to the dealer, 13 to the others.
struct Dealt {
    bool operator==(const Dealt&) const = default;
};

// A tile drawn: from the head (a normal or haolao draw) or from the tail (kong replacement).
struct Drew {
    Seat seat = Seat::East;
    Tile tile;
    bool replacement = false;
    bool operator==(const Drew&) const = default;
};

// A concealed kong (暗杠), laid face up. The replacement follows as a Drew event.
struct KongDeclared {
    Seat seat = Seat::East;
    Tile tile;
    bool operator==(const KongDeclared&) const = default;
};

// A discard. `declare`: declared ready with it (报听). `automatic`: a declared hand's non-winning
// draw thrown by the engine.
struct Discarded {
    Seat seat = Seat::East;
    Tile tile;
    bool declare = false;
    bool automatic = false;
    bool operator==(const Discarded&) const = default;
};

// A seat that could win on the current discard passed. `points` is what that win would have
// paid it: with missed_win_lock it may not win on a discard until its next draw unless the win
// pays strictly more than the largest such amount (§1.8).
struct WinPassed {
    Seat seat = Seat::East;
    int points = 0;
    bool operator==(const WinPassed&) const = default;
};

// A win, settled (§2.6): `deltas` (by Seat index, sum 0) are added to the pot standings.
// `hand` and `payments` are the scoring as it was settled (score_win's answer for this context),
// so a reader shows the breakdown without a scorer of its own.
struct Won {
    Seat winner = Seat::East;
    Tile tile;  // the winning tile (heavenly: the tile scored as winning)
    WinBy by = WinBy::SelfDraw;
    Seat discarder = Seat::East;  // meaningful for WinBy::Discard
    std::uint8_t situations = 0;  // Situation bits passed to score_win
    std::array<int, 4> deltas{};
    Hand hand;                      // the winner's tiles before the winning tile, kongs included
    std::vector<Payment> payments;  // one per payer, with its items (scoring.h)
    // Handan: the winner's exposed melds (pongs, exposed and added kongs; its concealed kongs are
    // in `hand`). A robbed kong is by = Discard with kRobKong in `situations`, `discarder` the
    // player who added the kong. Always empty in Hefei.
    std::array<Meld, kMaxMelds> melds{};
    std::uint8_t meld_count = 0;
    bool operator==(const Won&) const = default;
};

// The turn ended with haolao_tiles left: each seat, starting with the next, draws one (§1.5).
struct HaolaoStarted {
    bool operator==(const HaolaoStarted&) const = default;
};

// The hand is over: won (one or more Won events came before) or drawn (荒庄). The dealership,
// streak and round move (§1.9): `next_dealer`, `streak` and `rounds_done` are the result, as the
// reducer computes it (next_hand_after), written out for readers.
struct HandEnded {
    bool drawn = false;
    Seat next_dealer = Seat::East;
    int streak = 1;       // the next hand's dealer streak (连庄数)
    int rounds_done = 0;  // complete rounds (圈) after this hand
    bool operator==(const HandEnded&) const = default;
};

// The pot is complete (pot_rounds rounds or pot_hands hands).
struct PotEnded {
    bool operator==(const PotEnded&) const = default;
};

// An offer the seat on turn let go (a record for review and statistics; it changes no state):
// a self-draw or heavenly win it did not take, or a concealed kong it did not declare before
// discarding. Appended just before the action the seat took instead.
enum class Offer : std::uint8_t { SelfDraw, Heavenly, Kong };
struct Declined {
    Seat seat = Seat::East;
    Offer offer = Offer::SelfDraw;
    Tile tile;  // the kong's tile; for a win, the tile it would have been scored on
    bool operator==(const Declined&) const = default;
};

// ---- Handan claims (RULES.md §3, docs/HANDAN.md §2.3) ----------------------------------------

// A pong or exposed kong taking `from`'s current discard: the tile leaves the end of `from`'s
// pond and joins the meld; `seat` is then on turn (a pong discards next, with no draw; an exposed
// kong's KongPaid and replacement Drew follow).
struct Claimed {
    Seat seat = Seat::East;
    MeldType type = MeldType::Pong;  // Pong or ExposedKong
    Tile tile;
    Seat from = Seat::East;
    bool operator==(const Claimed&) const = default;
};

// `seat` adds the fourth `tile` to its own pong: the rob window opens (phase Response, the tile
// as the current discard, still in the adder's hand). Then either Won events (robbed: the kong is
// neither completed nor paid) or KongPaid (completed).
struct KongAdded {
    Seat seat = Seat::East;
    Tile tile;
    bool operator==(const KongAdded&) const = default;
};

// Kong money, on the spot (handan_kong_payments): exposed 1 from the feeder, added 1 from the
// pong's feeder, concealed 2 from each of the three. For an added kong this event also completes
// the kong (the pong becomes an added kong, the fourth tile leaves the hand). `deltas` by Seat
// index, sum 0, added to the standings.
struct KongPaid {
    Seat seat = Seat::East;
    MeldType type = MeldType::ConcealedKong;
    Tile tile;
    Seat from = Seat::East;  // the feeder; the owner for a concealed kong
    std::array<int, 4> deltas{};
    bool operator==(const KongPaid&) const = default;
};

// 跟打: after `seat`'s discard in the first go-round the three others each discarded the same
// `tile` in turn with no call between; `seat` pays each of them 1 (deltas, sum 0).
struct FollowDiscardPaid {
    Seat seat = Seat::East;
    Tile tile;
    std::array<int, 4> deltas{};
    bool operator==(const FollowDiscardPaid&) const = default;
};

// A Handan seat let a claim on the current discard (or added kong) go: the go-round locks' input.
// Win: it may not win on a discard until its own next draw or call. Pong / Kong: it may not pong
// `tile` until then.
enum class ClaimOffer : std::uint8_t { Win, Pong, Kong };
struct ClaimPassed {
    Seat seat = Seat::East;
    ClaimOffer offer = ClaimOffer::Win;
    Tile tile;
    bool operator==(const ClaimPassed&) const = default;
};

using Event = std::variant<PotStarted, HandStarted, DiceRolled, Dealt, Drew, KongDeclared,
                           Discarded, WinPassed, Won, HaolaoStarted, HandEnded, PotEnded, Declined,
                           Claimed, KongAdded, KongPaid, FollowDiscardPaid, ClaimPassed>;

// "pot_started", "hand_started", "dice_rolled", "dealt", "drew", "kong", "discarded",
// "win_passed", "won", "haolao_started", "hand_ended", "pot_ended", "declined", "claimed",
// "kong_added", "kong_paid", "follow_discard_paid", "claim_passed".
std::string_view event_id(const Event& event);

}  // namespace haolao
