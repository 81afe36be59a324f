// SPDX-License-Identifier: GPL-3.0-or-later
// Handan settlement (RULES.md §3): wins, kong money, 跟打, dealer rotation.
#include "haolao/handan.h"

#include <algorithm>
#include <stdexcept>

namespace haolao {

namespace {

constexpr std::array<std::string_view, 3> kWinByIds = {"discard", "self_draw", "rob_kong"};
constexpr std::array<std::string_view, 8> kReasonIds = {
    "ron",          "self_draw",  "kong_bloom",     "rob_kong",
    "exposed_kong", "added_kong", "concealed_kong", "follow_discard"};

// One win payment: the base units, doubled when the dealer is the winner or the payer.
PaymentLine win_line(const Ruleset& rules, Seat payer, Seat winner, Seat dealer, bool self_draw,
                     PaymentReason reason) {
    PaymentLine line;
    line.payer = payer;
    line.payee = winner;
    line.reason = reason;
    line.amount = rules.value(Item::Base) * (self_draw ? kHandanSelfDrawFactor : 1);
    line.dealer_doubled = winner == dealer || payer == dealer;
    if (line.dealer_doubled) line.amount *= rules.value(Item::Dealer);
    return line;
}

HandanWinResult reject(std::string reason, std::string detail) {
    HandanWinResult r;
    r.reason = std::move(reason);
    r.detail = std::move(detail);
    return r;
}

}  // namespace

std::string_view handan_win_by_id(HandanWinBy by) {
    return kWinByIds[static_cast<int>(by)];
}

std::optional<HandanWinBy> handan_win_by_from_id(std::string_view id) {
    for (std::size_t i = 0; i < kWinByIds.size(); ++i)
        if (kWinByIds[i] == id) return static_cast<HandanWinBy>(i);
    return std::nullopt;
}

std::string_view payment_reason_id(PaymentReason reason) {
    return kReasonIds[static_cast<int>(reason)];
}

void Settlement::add(const PaymentLine& line) {
    lines.push_back(line);
    deltas[index(line.payer)] -= line.amount;
    deltas[index(line.payee)] += line.amount;
}

void Settlement::add(const Settlement& other) {
    for (const PaymentLine& line : other.lines) add(line);
}

Settlement handan_win_payments(const Ruleset& rules, Seat winner, Seat dealer, HandanWinBy by,
                               Seat discarder, bool kong_bloom) {
    if (kong_bloom && by != HandanWinBy::SelfDraw)
        throw std::invalid_argument("a kong bloom (杠开) is a self-draw win");
    Settlement s;
    if (by == HandanWinBy::SelfDraw) {
        const PaymentReason reason =
            kong_bloom ? PaymentReason::KongBloom : PaymentReason::SelfDraw;
        for (int k = 1; k < kNumSeats; ++k)
            s.add(
                win_line(rules, seat_from_index(index(winner) + k), winner, dealer, true, reason));
        return s;
    }
    if (discarder == winner) {
        throw std::invalid_argument(
            std::string("the ") +
            (by == HandanWinBy::RobKong ? "player adding the kong" : "discarder") +
            " cannot be the winner");
    }
    s.add(win_line(rules, discarder, winner, dealer, false,
                   by == HandanWinBy::RobKong ? PaymentReason::RobKong : PaymentReason::Ron));
    return s;
}

Settlement handan_multi_win_payments(const Ruleset& rules, std::span<const Seat> winners,
                                     Seat dealer, HandanWinBy by, Seat discarder) {
    if (by == HandanWinBy::SelfDraw)
        throw std::invalid_argument("several winners need a discard or a robbed kong");
    if (winners.empty() || winners.size() > 3)
        throw std::invalid_argument("one to three winners on one discard");
    Settlement s;
    for (std::size_t i = 0; i < winners.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j)
            if (winners[j] == winners[i])
                throw std::invalid_argument(std::string("winner ") + seat_letter(winners[i]) +
                                            " listed twice");
        s.add(handan_win_payments(rules, winners[i], dealer, by, discarder));
    }
    return s;
}

Settlement handan_kong_payments(Seat owner, const Meld& kong) {
    Settlement s;
    switch (kong.type) {
        case MeldType::Pong:
            throw std::invalid_argument("a pong earns no kong money");
        case MeldType::ExposedKong:
        case MeldType::AddedKong:
            if (kong.from == owner)
                throw std::invalid_argument("a claimed kong's feeder cannot be its owner");
            s.add({kong.from, owner,
                   kong.type == MeldType::ExposedKong ? kExposedKongMoney : kAddedKongMoney,
                   kong.type == MeldType::ExposedKong ? PaymentReason::ExposedKong
                                                      : PaymentReason::AddedKong,
                   false});
            break;
        case MeldType::ConcealedKong:
            for (int k = 1; k < kNumSeats; ++k)
                s.add({seat_from_index(index(owner) + k), owner, kConcealedKongMoney,
                       PaymentReason::ConcealedKong, false});
            break;
    }
    return s;
}

Settlement handan_follow_discard_payments(Seat followed) {
    Settlement s;
    for (int k = 1; k < kNumSeats; ++k)
        s.add({followed, seat_from_index(index(followed) + k), kFollowDiscardMoney,
               PaymentReason::FollowDiscard, false});
    return s;
}

bool is_follow_discard(std::span<const Tile> run) {
    return run.size() == kNumSeats &&
           std::all_of(run.begin(), run.end(), [&](Tile t) { return t == run.front(); });
}

HandanWinResult settle_handan_win(const HandanWin& win, const Ruleset& rules) {
    const MeldedHand& hand = win.hand;
    if (hand.meld_count > 4)
        return reject("too_many_melds", std::to_string(hand.meld_count) + " melds (at most 4)");
    if (win.win_tile.code() >= kNumTileKinds || !rules.tiles.contains(win.win_tile))
        return reject("tile_not_in_ruleset", "the winning tile is not in " + rules.id);
    for (int i = 0; i < hand.meld_count; ++i) {
        const Tile t = hand.melds[i].tile;
        if (t.code() >= kNumTileKinds || !rules.tiles.contains(t))
            return reject("tile_not_in_ruleset", "a meld tile is not in " + rules.id);
    }
    for (int c = 0; c < kNumTileKinds; ++c)
        if (hand.concealed[c] && !rules.tiles.contains(Tile::from_code(c)))
            return reject("tile_not_in_ruleset",
                          Tile::from_code(c).str() + " is not in " + rules.id);
    TileCounts all = hand.all_counts();
    ++all[win.win_tile.code()];
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (all[c] > 4) {
            return reject("too_many_copies", std::to_string(all[c]) + " copies of " +
                                                 Tile::from_code(c).str() +
                                                 " across hand, melds and the winning tile");
        }
    }
    for (int i = 0; i < hand.meld_count; ++i)
        for (int j = 0; j < i; ++j)
            if (hand.melds[i].tile == hand.melds[j].tile)
                return reject("too_many_copies", "two melds of " + hand.melds[i].tile.str());
    if (win.by == HandanWinBy::RobKong && all[win.win_tile.code()] > 1) {
        // The player adding the kong holds the other three (their pong).
        return reject("too_many_copies", "a robbed kong's tile " + win.win_tile.str() +
                                             " is also in the winner's hand");
    }
    if (hand.concealed_count() != 13 - 3 * hand.meld_count) {
        return reject("wrong_tile_count", std::to_string(hand.concealed_count()) +
                                              " concealed tiles with " +
                                              std::to_string(hand.meld_count) + " melds (needs " +
                                              std::to_string(13 - 3 * hand.meld_count) + ")");
    }
    for (int i = 0; i < hand.meld_count; ++i) {
        const Meld& m = hand.melds[i];
        if (m.type != MeldType::ConcealedKong && m.from == win.winner) {
            return reject("feeder_is_winner", std::string(meld_type_id(m.type)) + " " +
                                                  m.tile.str() + " was claimed from the winner");
        }
    }
    if (win.by != HandanWinBy::SelfDraw && win.discarder == win.winner)
        return reject("discarder_is_winner", "the discarder is the winner");
    if (win.kong_bloom) {
        if (win.by != HandanWinBy::SelfDraw)
            return reject("kong_bloom_needs_self_draw", "a kong bloom is a self-draw");
        bool kong = false;
        for (int i = 0; i < hand.meld_count; ++i) kong = kong || is_kong(hand.melds[i].type);
        if (!kong) return reject("kong_bloom_needs_kong", "a kong bloom needs a kong");
    }

    MeldedHand complete = hand;
    complete.add(win.win_tile);
    if (!is_winning(complete, rules))
        return reject("not_a_winning_shape", "not pair + 4 sets or seven pairs");

    HandanWinResult r;
    r.win = true;
    // Standard first (RULE_CHOICES: ties keep standard); seven pairs only without melds.
    r.shape = Shape::Standard;
    if (hand.meld_count == 0 && is_seven_pairs(analysis_hand(complete)) &&
        !is_standard_shape(analysis_hand(complete)))
        r.shape = Shape::SevenPairs;
    r.settlement =
        handan_win_payments(rules, win.winner, win.dealer, win.by, win.discarder, win.kong_bloom);
    return r;
}

std::vector<Payment> handan_payments_as_items(const Settlement& s, Shape shape,
                                              const Ruleset& rules) {
    std::vector<Payment> out;
    for (const PaymentLine& line : s.lines) {
        Payment p;
        p.payer = line.payer;
        p.points = line.amount;
        p.shape = shape;
        const bool self_draw =
            line.reason == PaymentReason::SelfDraw || line.reason == PaymentReason::KongBloom;
        p.items.push_back(
            {Item::Base, rules.value(Item::Base) * (self_draw ? kHandanSelfDrawFactor : 1), 1});
        if (line.dealer_doubled) p.items.push_back({Item::Dealer, 0, rules.value(Item::Dealer)});
        out.push_back(std::move(p));
    }
    return out;
}

WinResult score_handan_win(const WinContext& ctx, const Ruleset& rules) {
    HandanWin w;
    for (int c = 0; c < kNumTileKinds; ++c) w.hand.concealed[c] = ctx.hand.concealed[c];
    for (int k = 0; k < ctx.hand.kong_count; ++k)
        w.hand.add_meld({MeldType::ConcealedKong, ctx.hand.kongs[k], ctx.winner});
    w.win_tile = ctx.win_tile;
    w.by = ctx.win_by == WinBy::SelfDraw ? HandanWinBy::SelfDraw
           : (ctx.situations & kRobKong) ? HandanWinBy::RobKong
                                         : HandanWinBy::Discard;
    w.winner = ctx.winner;
    w.dealer = ctx.dealer;
    w.discarder = ctx.discarder;
    w.kong_bloom =
        w.by == HandanWinBy::SelfDraw && (ctx.situations & kKongBloom) && ctx.hand.kong_count > 0;
    const HandanWinResult h = settle_handan_win(w, rules);
    WinResult r;
    r.win = h.win;
    if (!h.win) {
        r.reason = h.reason;
        return r;
    }
    r.payments = handan_payments_as_items(h.settlement, h.shape, rules);
    r.deltas = h.settlement.deltas;
    return r;
}

DealerChange next_dealer(Seat dealer, int streak, bool drawn, bool dealer_won,
                         DealerPasses passes) {
    if (drawn || dealer_won) return {dealer, streak + 1, false};
    return {passes == DealerPasses::Next ? next(dealer) : previous(dealer), 1, true};
}

}  // namespace haolao
