// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring of a Hefei win (RULES.md §2): validation, every decomposition × winning-tile placement,
// the preset's formula per payer, and settlement (§2.6).
//
// Choices where RULES.md is silent (also listed in docs by the lead):
// - Situation bits are only honoured where they can happen: kong_bloom and haolao need a
//   self-draw, kong_discard a ron; heavenly needs the dealer to self-draw; earthly needs a
//   non-dealer winner and, in hefei-classic, a self-draw or a ron on the dealer's discard, in
//   hefei-ting / hefei-bianfeng a self-draw (their 地胡 is a self-draw only). A bit that cannot
//   apply is ignored and the hand scores normally.
// - hefei-classic: pure (清一色) and four_kan (四坎) give their 50 once: a hand that is both lists
//   `pure` only. heavenly (×6) and earthly (×3) multiply the whole total, dealer bonus included;
//   they cannot both apply (different winners).
// - hefei-bianfeng 活 "in either shape": every kind held four times among the concealed tiles and
//   the winning tile (not a declared kong) is one 活, however the decomposition uses the four —
//   pung + chow, pair + two chows, four chows, or two pairs of a seven-pairs hand. A pung that is
//   part of a 活 is never also a 坎.
// - 双扑 with k identical chows counts k − 1; in hefei-ting, when the discard-won tile sits in one
//   of them, exactly one of those counts is 明 (the chow with the winning tile pairs with one
//   other), the rest stay 暗.
// - 明活 (hefei-ting): the ron tile's kind is a 活 kind.
#include "haolao/scoring.h"

#include <bit>

#include "decompose.h"
#include "haolao/handan.h"

namespace haolao {

namespace {

using detail::Decomposition;
using detail::Group;
using detail::GroupKind;

constexpr int kItem(Item i) {
    return static_cast<int>(i);
}

// Counts that do not depend on the decomposition.
struct HandFacts {
    TileCounts all{};  // concealed tiles + winning tile (kongs not included)
    int win = 0;       // winning tile code
    bool ron = false;
    int kongs = 0;
    int zhi = 0;
    bool eight_rule_met = false;  // some suit has 8 or more tiles (§1.7.1)
    bool double_eight = false;
    int que = 0;
    int tong = 0;
    int n258 = 0;
    int n37 = 0;
    bool pure = false;
    int fours = 0;  // kinds held four times, concealed (the winning tile counts)
};

// What one decomposition + placement of the winning tile contributes.
struct Candidate {
    Shape shape = Shape::Standard;
    int kan = 0;
    int huo = 0;
    int huo_exposed = 0;  // of `huo`, how many are 明活
    int ka = 0;
    int shuangpu = 0;
    int shuangpu_exposed = 0;  // of `shuangpu`, how many are 明双扑
    bool four_kan = false;
};

// Situations that apply (see the choices above).
struct Situations {
    bool kong_bloom = false;
    bool haolao = false;
    bool kong_discard = false;
    bool heavenly = false;
    bool earthly = false;
};

// Item table: points and multiplier per item; `on` marks items that score.
struct Table {
    std::array<int, kNumItems> points{};
    std::array<int, kNumItems> mult{};
    std::uint32_t on = 0;
    int total = 0;

    void add(Item i, int p) {
        if (p == 0) return;
        points[kItem(i)] = p;
        mult[kItem(i)] = 1;
        on |= 1u << kItem(i);
    }
    void times(Item i, int m) {
        points[kItem(i)] = 0;
        mult[kItem(i)] = m;
        on |= 1u << kItem(i);
    }
    int p(Item i) const { return points[kItem(i)]; }
    int m(Item i) const { return (on >> kItem(i)) & 1u ? mult[kItem(i)] : 1; }
    int sum() const {
        int s = 0;
        for (int i = 0; i < kNumItems; ++i) s += points[i];
        return s;
    }
};

// One pass over the concealed tiles + winning tile: everything validation and the counting
// items need (the pass is a large share of the work for a typical hand).
struct TileScan {
    int tiles = 0;
    std::uint64_t held = 0;  // bit c: kind c present
    bool over = false;       // some kind more than 4 times
    bool all_even = true;    // seven-pairs counts
    int fours = 0;
    std::array<int, 4> per_suit{};  // m, p, s, honors
    std::array<int, 9> per_rank{};  // suited ranks 1-9
};

TileScan scan(const TileCounts& all) {
    TileScan t;
    // By suit and rank (no division per kind): the three suits, then the honors.
    auto one = [&t](int c, int n) {
        t.tiles += n;
        t.held |= std::uint64_t{n != 0} << c;
        t.over |= n > 4;
        t.all_even &= n % 2 == 0;
        t.fours += n == 4;
    };
    for (int su = 0; su < 3; ++su)
        for (int r = 0; r < 9; ++r) {
            const int c = 9 * su + r;
            const int n = all[c];
            one(c, n);
            t.per_suit[su] += n;
            t.per_rank[r] += n;
        }
    for (int c = 27; c < kNumTileKinds; ++c) {
        const int n = all[c];
        one(c, n);
        t.per_suit[3] += n;
    }
    return t;
}

HandFacts hand_facts(const WinContext& ctx, const TileCounts& all, const TileScan& ts) {
    HandFacts f;
    f.all = all;
    f.win = ctx.win_tile.code();
    f.ron = ctx.win_by == WinBy::Discard;
    f.kongs = ctx.hand.kong_count;

    // Whole hand, kongs included, for the counting items.
    std::array<int, 4> suit_n = ts.per_suit;
    std::array<int, 9> rank_n = ts.per_rank;
    for (int k = 0; k < ctx.hand.kong_count; ++k) {
        const Tile t = ctx.hand.kongs[k];
        suit_n[t.code() / 9] += 4;
        if (!t.is_honor()) rank_n[t.rank() - 1] += 4;
    }
    int suits_present = 0;
    int eights = 0;
    for (int s = 0; s < kNumSuitedSuits; ++s) {
        const int n = suit_n[s];
        if (n >= kZhiCount.from) {
            f.zhi += n - kZhiCount.over;
            ++eights;
        }
        if (n == 0) ++f.que;
        if (n > 0) ++suits_present;
    }
    f.eight_rule_met = eights > 0;
    f.double_eight = eights >= 2;
    f.pure = suits_present == 1;
    for (int r = 1; r <= 9; ++r) {
        const int n = rank_n[r - 1];
        if (n >= kTongCount.from) f.tong += n - kTongCount.over;
        if (r == 2 || r == 5 || r == 8) f.n258 += n;
        if (r == 3 || r == 7) f.n37 += n;
    }
    f.fours = ts.fours;
    return f;
}

// 卡: the winning tile placed in `g` can only have been waited on alone.
bool is_ka(const Group& g, int win, const Ruleset& rules) {
    switch (g.kind) {
        case GroupKind::Pair:
            return true;  // 单钓
        case GroupKind::Pung:
            return false;
        case GroupKind::Chow:
            break;
    }
    const int pos = win - g.code;
    if (pos == 1) return true;  // 嵌张: 3_5 → 4
    if (pos == 2) {             // 23 → 4 when there is no 1: the lower end does not exist
        return g.code % 9 == 0 || !rules.tiles.contains(Tile::from_code(g.code - 1));
    }
    // pos == 0: 78 → 6 when there is no 9
    return g.code % 9 + 3 > 8 || !rules.tiles.contains(Tile::from_code(g.code + 3));
}

Candidate standard_candidate(const Decomposition& d, int placed, const HandFacts& f,
                             const Ruleset& rules) {
    Candidate c;
    c.shape = Shape::Standard;
    const bool bianfeng = rules.scoring == ScoringModel::HefeiBianfeng;
    bool win_kind_is_huo = false;
    for (int i = 1; i < d.size(); ++i) {
        const Group& g = d.groups[i];
        if (g.kind != GroupKind::Pung) continue;
        if (f.all[g.code] == 4) {
            // Pung + the fourth in a chow: a 活, not a 坎.
            if (!bianfeng) ++c.huo;
            if (g.code == f.win) win_kind_is_huo = true;
            continue;
        }
        if (f.ron && i == placed) continue;  // completed by the discard: not concealed
        ++c.kan;
    }
    if (bianfeng) {
        c.huo = f.fours;
        win_kind_is_huo = f.all[f.win] == 4;
    }
    if (f.ron && win_kind_is_huo && c.huo > 0) c.huo_exposed = 1;

    c.ka = is_ka(d.groups[placed], f.win, rules) ? 1 : 0;

    // 双扑: runs of identical chows (the enumerator emits sets in tile order).
    for (int i = 1; i < d.size();) {
        int j = i + 1;
        while (j < d.size() && d.groups[j] == d.groups[i]) ++j;
        const int k = j - i;
        if (d.groups[i].kind == GroupKind::Chow && k >= 2) {
            c.shuangpu += k - 1;
            if (f.ron && placed >= i && placed < j) c.shuangpu_exposed = 1;
        }
        i = j;
    }
    c.four_kan = c.kan + f.kongs == 4;
    return c;
}

Candidate seven_pairs_candidate(const HandFacts& f, const Ruleset& rules) {
    Candidate c;
    c.shape = Shape::SevenPairs;
    if (rules.scoring == ScoringModel::HefeiBianfeng) {
        c.huo = f.fours;
        if (f.ron && f.all[f.win] == 4 && c.huo > 0) c.huo_exposed = 1;
    }
    return c;
}

// The decomposition-dependent points of a standard candidate, as `score` adds them (the rest
// of a standard total does not depend on the decomposition).
int standard_key(const Candidate& c, const HandFacts& f, const Ruleset& rules) {
    int k = c.kan * rules.value(Item::Kan) + c.ka * rules.value(Item::Ka);
    const int huo_exp = rules.huo_exposed > 0 ? c.huo_exposed : 0;
    k += (c.huo - huo_exp) * rules.value(Item::Huo) + huo_exp * rules.huo_exposed;
    const int sp_exp = rules.shuangpu_exposed > 0 ? c.shuangpu_exposed : 0;
    k += (c.shuangpu - sp_exp) * rules.value(Item::Shuangpu) + sp_exp * rules.shuangpu_exposed;
    if (c.four_kan && !(f.pure && rules.value(Item::Pure) > 0)) k += rules.value(Item::FourKan);
    return k;
}

Situations situations(const WinContext& ctx, const Ruleset& rules) {
    Situations s;
    const bool self = ctx.win_by == WinBy::SelfDraw;
    const bool dealer_wins = ctx.winner == ctx.dealer;
    s.kong_bloom = (ctx.situations & kKongBloom) && self;
    s.haolao = (ctx.situations & kHaolao) && self;
    s.kong_discard = (ctx.situations & kKongDiscard) && !self;
    s.heavenly = (ctx.situations & kHeavenly) && self && dealer_wins;
    if ((ctx.situations & kEarthly) && !dealer_wins) {
        s.earthly = rules.scoring == ScoringModel::HefeiClassic
                        ? (self || ctx.discarder == ctx.dealer)
                        : self;
    }
    return s;
}

Table score(const Candidate& c, const HandFacts& f, const Situations& s, int dealer,
            const WinContext& ctx, const Ruleset& rules) {
    Table t;
    const ScoringModel model = rules.scoring;
    const int base = (model == ScoringModel::HefeiTing && !ctx.declaring_room)
                         ? rules.base_without_declaring
                         : rules.value(Item::Base);

    if (model != ScoringModel::HefeiClassic && (s.heavenly || s.earthly)) {
        // 天胡 / 地胡 in hefei-ting and hefei-bianfeng: base + fixed points (+ dealer), nothing
        // else.
        t.add(Item::Base, base);
        if (s.heavenly) t.add(Item::Heavenly, rules.value(Item::Heavenly));
        if (s.earthly) t.add(Item::Earthly, rules.value(Item::Earthly));
        t.add(Item::Dealer, dealer);
        t.total = t.sum();
        return t;
    }

    t.add(Item::Base, base);
    t.add(Item::Zhi, f.zhi * rules.value(Item::Zhi));
    if (f.double_eight) t.add(Item::DoubleEight, rules.value(Item::DoubleEight));
    t.add(Item::Que, f.que * rules.value(Item::Que));
    t.add(Item::Tong, f.tong * rules.value(Item::Tong));
    t.add(Item::Kan, c.kan * rules.value(Item::Kan));
    t.add(Item::Kong, f.kongs * rules.value(Item::Kong));
    {
        const int exposed = rules.huo_exposed > 0 ? c.huo_exposed : 0;
        t.add(Item::Huo, (c.huo - exposed) * rules.value(Item::Huo) + exposed * rules.huo_exposed);
    }
    t.add(Item::Ka, c.ka * rules.value(Item::Ka));
    {
        const int exposed = rules.shuangpu_exposed > 0 ? c.shuangpu_exposed : 0;
        t.add(Item::Shuangpu, (c.shuangpu - exposed) * rules.value(Item::Shuangpu) +
                                  exposed * rules.shuangpu_exposed);
    }
    if (f.n258 >= kTwoFiveEightCount.from)
        t.add(Item::TwoFiveEight,
              (f.n258 - kTwoFiveEightCount.over) * rules.value(Item::TwoFiveEight));
    if (f.n37 >= kThreeSevenCount.from)
        t.add(Item::ThreeSeven, (f.n37 - kThreeSevenCount.over) * rules.value(Item::ThreeSeven));
    if (c.shape == Shape::Standard) {
        t.add(Item::Pinghu, rules.value(Item::Pinghu));
    } else if (f.fours > 0 && rules.value(Item::SuperSevenPairs) > 0) {
        t.add(Item::SuperSevenPairs,
              rules.value(Item::SuperSevenPairs) + rules.super_seven_pairs_per_four * f.fours);
    } else {
        t.add(Item::SevenPairs, rules.value(Item::SevenPairs));
        if (f.fours > 0 && rules.value(Item::LuxurySevenPairs) > 0)
            t.times(Item::LuxurySevenPairs, 1 + f.fours);
    }
    // 清一色; hefei-classic gives the same 50 for 四坎, once.
    if (f.pure && rules.value(Item::Pure) > 0) {
        t.add(Item::Pure, rules.value(Item::Pure));
    } else if (c.four_kan) {
        t.add(Item::FourKan, rules.value(Item::FourKan));
    }
    if (s.kong_bloom && rules.value(Item::KongBloom) > 0) {
        if (model == ScoringModel::HefeiBianfeng) {
            t.times(Item::KongBloom, rules.value(Item::KongBloom));
        } else {
            t.add(Item::KongBloom, rules.value(Item::KongBloom));
        }
    }
    if (s.haolao) t.add(Item::Haolao, rules.value(Item::Haolao));
    if (s.kong_discard) t.add(Item::KongDiscard, rules.value(Item::KongDiscard));
    if (model == ScoringModel::HefeiClassic) {
        if (s.heavenly) t.times(Item::Heavenly, rules.value(Item::Heavenly));
        if (s.earthly) t.times(Item::Earthly, rules.value(Item::Earthly));
    }
    t.add(Item::Dealer, dealer);

    const int sum = t.sum();
    switch (model) {
        case ScoringModel::HefeiTing:
            // 豪华七对 multiplies everything but the dealer bonus.
            t.total = (sum - dealer) * t.m(Item::LuxurySevenPairs) + dealer;
            break;
        case ScoringModel::HefeiBianfeng: {
            // Base score × 2 for 杠开, then + 清一色, then + 庄分.
            const int pure = t.p(Item::Pure);
            t.total = (sum - pure - dealer) * t.m(Item::KongBloom) + pure + dealer;
            break;
        }
        default:
            // hefei-classic: the multipliers apply to the whole total.
            t.total = sum * t.m(Item::Heavenly) * t.m(Item::Earthly);
            break;
    }
    return t;
}

std::vector<ItemScore> to_items(const Table& t) {
    std::vector<ItemScore> items;
    items.reserve(static_cast<std::size_t>(std::popcount(t.on)));
    for (std::uint32_t on = t.on; on != 0; on &= on - 1) {
        const int i = std::countr_zero(on);
        items.push_back(ItemScore{static_cast<Item>(i), t.points[i], t.mult[i]});
    }
    return items;
}

WinResult reject(const char* reason) {
    WinResult r;
    r.win = false;
    r.reason = reason;
    return r;
}

}  // namespace

// 庄分 in the payment from `payer`.
int dealer_points(const WinContext& ctx, const Ruleset& rules, Seat payer) {
    const int unit = rules.value(Item::Dealer) * ctx.dealer_streak;
    if (rules.scoring == ScoringModel::HefeiClassic) {
        // The dealer's streak counts whenever the dealer wins or pays.
        return (ctx.winner == ctx.dealer || payer == ctx.dealer) ? unit : 0;
    }
    // 庄分额外算: only the winning dealer, doubled on a self-draw.
    if (ctx.winner != ctx.dealer) return 0;
    return ctx.win_by == WinBy::SelfDraw ? 2 * unit : unit;
}

int one_suit_que_points(const Ruleset& rules) {
    return (kNumSuitedSuits - 1) * rules.value(Item::Que);  // every other suit is absent
}

std::vector<ScoreStep> explain_payment(const Payment& payment, const Ruleset& rules) {
    // The items score() adds after its multipliers, by model (the switch at the end of score()).
    auto after = [&](Item i) {
        switch (rules.scoring) {
            case ScoringModel::HefeiTing:
                return i == Item::Dealer;
            case ScoringModel::HefeiBianfeng:
                return i == Item::Pure || i == Item::Dealer;
            default:
                return false;  // hefei-classic: the multipliers apply to the whole total
        }
    };
    std::vector<ScoreStep> steps;
    steps.reserve(payment.items.size());
    int total = 0;
    auto add = [&](const ItemScore& it) {
        total += it.points;
        steps.push_back(ScoreStep{it.item, false, it.points, total});
    };
    for (const ItemScore& it : payment.items)
        if (it.multiplier == 1 && !after(it.item)) add(it);
    for (const ItemScore& it : payment.items) {
        if (it.multiplier == 1) continue;
        total *= it.multiplier;
        steps.push_back(ScoreStep{it.item, true, it.multiplier, total});
    }
    for (const ItemScore& it : payment.items)
        if (it.multiplier == 1 && after(it.item)) add(it);
    return steps;
}

namespace {

// score_win; without `payments` only win, reason and deltas are filled (the same numbers).
WinResult score_win_impl(const WinContext& ctx, const Ruleset& rules, bool payments) {
    const Hand& hand = ctx.hand;

    // --- Validation (stable reason ids, see scoring.h), in this order ---
    if (hand.kong_count > 4) return reject("wrong_tile_count");
    // A tile code outside the 34 kinds is in no tile set (and must not index the counts).
    if (ctx.win_tile.code() >= kNumTileKinds) return reject("tile_not_in_ruleset");
    for (int k = 0; k < hand.kong_count; ++k)
        if (hand.kongs[k].code() >= kNumTileKinds) return reject("tile_not_in_ruleset");
    TileCounts all = hand.concealed;
    ++all[ctx.win_tile.code()];
    const TileScan ts = scan(all);
    if (ts.tiles != 14 - 3 * hand.kong_count) return reject("wrong_tile_count");
    if (ts.held & ~rules.tiles.bits()) return reject("tile_not_in_ruleset");
    for (int k = 0; k < hand.kong_count; ++k)
        if (!rules.tiles.contains(hand.kongs[k])) return reject("tile_not_in_ruleset");
    {
        bool over = ts.over;
        for (int k = 0; k < hand.kong_count; ++k) {
            over |= all[hand.kongs[k].code()] > 0;  // the kong's four + a concealed copy
            for (int j = 0; j < k; ++j) over |= hand.kongs[j] == hand.kongs[k];
        }
        if (over) return reject("too_many_copies");
    }
    if (ctx.win_by == WinBy::Discard && ctx.discarder == ctx.winner)
        return reject("discarder_is_winner");
    // Handan pays in 番 by who wins and who pays (RULES.md §3), not by items: handan.cpp.
    if (rules.scoring == ScoringModel::HandanFan) return score_handan_win(ctx, rules);

    const HandFacts facts = hand_facts(ctx, all, ts);
    const Situations sit = situations(ctx, rules);

    // Payers: the discarder, or the other three in play order from the winner.
    std::array<Seat, 3> payers{};
    int num_payers = 0;
    if (ctx.win_by == WinBy::Discard) {
        payers[num_payers++] = ctx.discarder;
    } else {
        for (int k = 1; k < kNumSeats; ++k)
            payers[num_payers++] = seat_from_index(index(ctx.winner) + k);
    }
    std::array<int, 3> dealer_pts{};
    for (int p = 0; p < num_payers; ++p) dealer_pts[p] = dealer_points(ctx, rules, payers[p]);

    // The dealer bonus is the only per-payer term, and it enters every candidate's total the
    // same way (added last, or × the situation multipliers in hefei-classic), so the candidate
    // that is best without it is best for every payer. Standard candidates differ only in
    // additive points (scaled by a candidate-independent multiplier), so `standard_key` orders
    // them like their totals; the best one is then compared in full with seven pairs. Ties keep
    // the first candidate in enumeration order, standard before seven pairs.
    bool found = false;
    Candidate best;
    int best_key = 0;
    const int sets = 4 - hand.kong_count;
    detail::for_each_standard_decomposition(
        all, sets, ts.per_suit, ts.held, [&](const Decomposition& d) {
            for (int i = 0; i < d.size(); ++i) {
                if (!d.groups[i].contains(facts.win)) continue;
                // The same group twice gives the same placement.
                bool seen = false;
                for (int j = 0; j < i; ++j) seen = seen || d.groups[j] == d.groups[i];
                if (seen) continue;
                const Candidate c = standard_candidate(d, i, facts, rules);
                const int key = standard_key(c, facts, rules);
                if (!found || key > best_key) {
                    found = true;
                    best = c;
                    best_key = key;
                }
            }
            return true;
        });
    if (rules.seven_pairs && hand.kong_count == 0 && ts.all_even) {  // 14 tiles, all pairs
        const Candidate c = seven_pairs_candidate(facts, rules);
        if (!found || score(c, facts, sit, 0, ctx, rules).total >
                          score(best, facts, sit, 0, ctx, rules).total) {
            found = true;
            best = c;
        }
    }

    if (!found) return reject("not_a_winning_shape");
    if (rules.eight_tile_rule && !facts.eight_rule_met) return reject("no_suit_with_eight");

    WinResult result;
    result.win = true;
    if (payments) result.payments.reserve(static_cast<std::size_t>(num_payers));
    Table t;
    for (int p = 0; p < num_payers; ++p) {
        // Payers with the same dealer bonus get the same table.
        if (p == 0 || dealer_pts[p] != dealer_pts[p - 1])
            t = score(best, facts, sit, dealer_pts[p], ctx, rules);
        result.deltas[index(payers[p])] -= t.total;
        result.deltas[index(ctx.winner)] += t.total;
        if (!payments) continue;
        Payment pay;
        pay.payer = payers[p];
        pay.points = t.total;
        pay.shape = best.shape;
        pay.items = to_items(t);
        result.payments.push_back(std::move(pay));
    }
    return result;
}

}  // namespace

WinResult score_win(const WinContext& ctx, const Ruleset& rules) {
    return score_win_impl(ctx, rules, true);
}

WinDeltas score_win_deltas(const WinContext& ctx, const Ruleset& rules) {
    const WinResult r = score_win_impl(ctx, rules, false);
    return {r.win, r.deltas};
}

}  // namespace haolao
