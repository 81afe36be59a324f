// SPDX-License-Identifier: GPL-3.0-or-later
// How the AI agents play Handan (see handan_play.h and docs/AI.md "Handan").
#include "agents/handan_play.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "agents/eval.h"
#include "haolao/handan.h"
#include "haolao/meld.h"
#include "haolao/wall.h"

namespace haolao::ai {

namespace {

constexpr int kFirstHonor = 27;
// A ready opponent waits on about this many kinds (the danger's normalisation).
constexpr float kWaitKinds = 2.f;
// A tile in the opponent's own pond: it rarely waits on what it threw (no furiten in Handan, so
// not safe).
constexpr float kOwnPondFactor = 0.2f;
// Share of a ready hand's wins that are self-draws (its own draw against three discards).
constexpr float kSelfDrawShare = 0.4f;
// Hard: a win on a discard is passed only when keeping the wait for a self-draw is worth this
// many times the ron (the pass locks discard wins until the next own turn).
constexpr float kHardPassRon = 1.5f;
// Hard: chance per round that nobody else ends the hand, in keep_wait.
constexpr float kHardAlive = 0.95f;
// Hard: the others' threat (so the deal-in chance) weighs this much of normal's. A deal-in costs
// 1-2 units and a self-draw brings 6-12: attack pays (duplicate runs against 3 × normal, 4,000
// hands on each of seeds 7 and 8: 0 → +0.03 / +0.05, 0.25 → +0.03 / +0.06, 0.5 → +0.03 / +0.05,
// 2 → −0.06 / −0.10 points per hand).
constexpr float kHardThreat = 0.4f;
// 跟打: following the leader's tile must cost no speed: the same shanten as the fastest discard
// and at most this many fewer tiles that help.
constexpr int kFollowUkeireMargin = 2;
// 跟打: the chance a later follower holds (or draws) a copy and throws it.
constexpr float kFollowThrows = 0.5f;

struct HTable {
    const Ruleset* rules = nullptr;
    TileCounts seen{};
    TileCounts unseen{};
    Table wc;  // win_chance_steps' inputs (unseen_total, rounds_left, ron discount)
    std::array<float, 4> threat{};
    // P(opponent waits on kind c | ready).
    std::array<std::array<float, kNumTileKinds>, 4> wait{};
    std::array<float, 4> pay{};  // a deal-in to that seat costs this (units)
    float value = 0;             // a win's mean units (self-draw and ron mixed)
    float ron_value = 0;         // a ron's mean units
    float self_value = 0;        // a self-draw's units
};

int dealer_factor(const Ruleset& rules) {
    return std::max(1, rules.value(Item::Dealer));
}

float shapes(const TileCounts& unseen, const Ruleset& rules, int code) {
    auto u = [&](int c) -> float {
        return rules.tiles.contains(Tile::from_code(c)) ? float(unseen[c]) : 0.f;
    };
    if (code >= kFirstHonor) return 1.5f * u(code);
    const int suit = code / 9;
    const int r = code % 9;
    auto at = [&](int rank) -> float { return rank < 0 || rank > 8 ? 0.f : u(suit * 9 + rank); };
    return at(r - 1) * at(r + 1) + at(r - 2) * at(r - 1) + at(r + 1) * at(r + 2) + 1.5f * at(r);
}

HTable read_handan_table(const SeatView& view, HandanLevel level) {
    HTable t;
    const Ruleset& rules = view.rules();
    t.rules = &rules;
    t.seen = view.seen();
    const TileCounts own = view.melded_hand().all_counts();
    int total = 0;
    for (std::uint64_t bits = rules.tiles.bits(); bits; bits &= bits - 1) {
        const int c = std::countr_zero(bits);
        const int left = 4 - own[c] - t.seen[c];
        t.unseen[c] = static_cast<std::uint8_t>(std::max(0, left));
        total += t.unseen[c];
    }
    t.wc.rules = &rules;
    t.wc.me = view.seat;
    t.wc.unseen = t.unseen;
    t.wc.unseen_total = total;
    t.wc.wall_left = view.wall.remaining();
    t.wc.rounds_left = float(std::max(0, live_tiles(view.wall, rules, view.kongs_this_hand))) / 4.f;
    t.wc.haolao_draw = false;
    t.wc.ron_allowed = true;
    const int base = std::max(1, rules.value(Item::Base));
    const int dx = dealer_factor(rules);
    const bool me_dealer = view.seat == view.dealer;
    t.self_value = float(base * kHandanSelfDrawFactor * (me_dealer ? 3 * dx : 2 + dx));
    t.ron_value = me_dealer ? float(base * dx) : float(base) * (2.f + float(dx)) / 3.f;
    t.value = kSelfDrawShare * t.self_value + (1.f - kSelfDrawShare) * t.ron_value;

    std::array<float, kNumTileKinds> sh{};
    for (int c = 0; c < kNumTileKinds; ++c) sh[c] = shapes(t.unseen, rules, c);
    for (int o = 0; o < 4; ++o) {
        if (o == index(view.seat)) continue;
        const Seat os = static_cast<Seat>(o);
        t.pay[o] = float(base * ((me_dealer || os == view.dealer) ? dx : 1));
        const int melds = view.meld_counts[o] + view.kong_counts[o];
        t.threat[o] = handan_threat(melds, view.ponds[o].size);
        if (level == HandanLevel::Hard) t.threat[o] *= kHardThreat;
        const Pond& pond = view.ponds[o];
        std::array<float, kNumTileKinds> w = sh;
        for (int k = 0; k < pond.size; ++k)
            w[pond.tiles[k].code()] = sh[pond.tiles[k].code()] * kOwnPondFactor;
        float sum = 0;
        for (float x : w) sum += x;
        if (sum <= 0) continue;
        for (int c = 0; c < kNumTileKinds; ++c)
            t.wait[o][c] = std::min(0.9f, kWaitKinds * w[c] / sum);
    }
    return t;
}

// Chance of dealing in with `t` now, by seat.
float deal_in(const HTable& t, Tile tile, std::array<float, 4>* by = nullptr) {
    float miss = 1;
    for (int o = 0; o < 4; ++o) {
        const float p = t.threat[o] * t.wait[o][tile.code()];
        if (by) (*by)[o] = p;
        miss *= 1.f - p;
    }
    return 1.f - miss;
}

float deal_in_cost(const HTable& t, Tile tile) {
    float cost = 0;
    for (int o = 0; o < 4; ++o) cost += t.threat[o] * t.wait[o][tile.code()] * t.pay[o];
    return cost;
}

float chance(const HTable& t, int shanten, int ukeire, float extra_rounds = 0) {
    if (shanten < 0) return 1;
    if (extra_rounds == 0) return win_chance_steps(t.wc, shanten, ukeire, -1, true);
    Table more = t.wc;
    more.rounds_left += extra_rounds;
    return win_chance_steps(more, shanten, ukeire, -1, true);
}

// The best discard of a complete-count melded hand: (shanten, ukeire) and its ev.
struct Pick {
    Tile tile;
    int shanten = 99;
    int ukeire = 0;
    float win = 0;
    float ev = -1e9f;
    float deal_in = 0;
};

// Prefers, among discards alike in speed, lone and dead honours, then terminals.
float tie_bonus(const HTable& t, const MeldedHand& h, Tile tile) {
    const int c = tile.code();
    if (c >= kFirstHonor) {
        if (h.concealed[c] == 1) return 0.002f + 0.0005f * float(3 - t.unseen[c]);
        return 0;
    }
    const int r = c % 9;
    return (r == 0 || r == 8) ? 0.001f : 0.f;
}

// Every discard of `h` (complete count) scored: ev = (1 − deal-in) × win × value − deal-in cost.
template <class F>
void each_discard(const HTable& t, const MeldedHand& h, float extra_rounds, F&& f) {
    const std::vector<DiscardOption> opts = discard_options(h, *t.rules, t.seen);
    if (opts.empty()) return;
    // A slower discard keeps more tiles that help (a wider, rawer hand), but the win chance's
    // later steps read them as if the hand stayed that wide: capped at the fastest discards'
    // best, a slower discard is never read as faster (it is thrown for safety only).
    const int s_min = opts[0].shanten;
    const int u_cap = opts[0].ukeire;
    std::array<Pick, 14> picks;
    const int n = std::min(int(opts.size()), int(picks.size()));
    for (int i = 0; i < n; ++i) {
        const DiscardOption& o = opts[static_cast<std::size_t>(i)];
        Pick& p = picks[static_cast<std::size_t>(i)];
        p.tile = o.tile;
        p.shanten = o.shanten;
        p.ukeire = o.shanten > s_min ? std::min(o.ukeire, u_cap) : o.ukeire;
        p.win = chance(t, o.shanten, p.ukeire, extra_rounds);
    }
    for (int i = 0; i < n; ++i) {
        Pick& p = picks[static_cast<std::size_t>(i)];
        p.deal_in = deal_in(t, p.tile);
        p.ev =
            (1.f - p.deal_in) * p.win * t.value - deal_in_cost(t, p.tile) + tie_bonus(t, h, p.tile);
        f(p);
    }
}

Pick best_discard(const HTable& t, const MeldedHand& h, float extra_rounds = 0) {
    Pick best;
    each_discard(t, h, extra_rounds, [&](const Pick& p) {
        if (p.ev > best.ev) best = p;
    });
    return best;
}

// A waiting-size hand's own chance (no discard to make).
float waiting_chance(const HTable& t, const MeldedHand& h, float extra_rounds = 0) {
    const int s = shanten(h, *t.rules);
    return chance(t, s, ukeire(h, *t.rules, t.seen), extra_rounds);
}

// Hard: what keeping a ready hand's wait is worth against a ron now (units): its chance of winning
// later, mostly by self-draw, minus what the others' self-draws cost meanwhile.
float keep_wait(const SeatView& view, const HTable& t) {
    const MeldedHand h = view.melded_hand();
    int live = 0;
    for (const Wait& w : waits(h, *t.rules, t.seen)) live += w.remaining;
    const float unseen = float(std::max(t.wc.unseen_total, 1));
    const float p_self = float(live) / unseen;
    const float p_ron = std::min(0.9f, 3.f * p_self * t.wc.ron_discount);
    const int rounds = static_cast<int>(std::lround(t.wc.rounds_left));
    float alive = 1;
    float ev = 0;
    float others_end = 0;
    for (int r = 0; r < rounds; ++r) {
        alive *= kHardAlive;
        others_end += alive / kHardAlive * (1.f - kHardAlive);
        // The first round's discards are locked (the pass): only the own draw.
        const float pr = r == 0 ? 0.f : p_ron;
        ev += alive * (p_self * t.self_value + (1.f - p_self) * pr * t.ron_value);
        alive *= (1.f - p_self) * (1.f - pr);
    }
    // A third of the others' wins are self-draws, paid 2-4 by this seat.
    const float self_cost = float(std::max(1, t.rules->value(Item::Base)) * kHandanSelfDrawFactor) *
                            (view.seat == view.dealer ? float(dealer_factor(*t.rules)) : 1.2f);
    return ev - others_end * 0.35f * self_cost;
}

float ron_points(const SeatView& view) {
    const Ruleset& rules = view.rules();
    const int base = std::max(1, rules.value(Item::Base));
    return float(
        base * ((view.seat == view.dealer || view.turn == view.dealer) ? dealer_factor(rules) : 1));
}

// The melded hand after claiming `t` from the discarder: a pong (two from the hand) or an exposed
// kong (three).
MeldedHand after_claim(const SeatView& view, MeldType type, Tile t) {
    MeldedHand h = view.melded_hand();
    const int c = t.code();
    h.concealed[c] = static_cast<std::uint8_t>(h.concealed[c] - (type == MeldType::Pong ? 2 : 3));
    h.add_meld(Meld{type, t, view.turn});
    return h;
}

int rank_response(const SeatView& view, HandanLevel level, const HTable& t,
                  std::array<HandanChoice, ActionList::kCapacity>& out) {
    const MeldedHand now = view.melded_hand();
    const float pass_win = waiting_chance(t, now);
    int n = 0;
    for (const Action& a : view.legal) {
        HandanChoice c;
        c.action = a;
        switch (a.type) {
            case ActionType::Win:
                c.ev = ron_points(view);
                c.win = 1;
                if (level != HandanLevel::Hard) c.key = 1000.f;  // always taken
                break;
            case ActionType::Pass:
                c.win = pass_win;
                c.ev = pass_win * t.value;
                if (view.legal.has(ActionType::Win) && level == HandanLevel::Hard)
                    c.ev = keep_wait(view, t) / kHardPassRon;
                break;
            case ActionType::Pong: {
                const Pick p = best_discard(t, after_claim(view, MeldType::Pong, a.tile));
                c.win = p.win;
                // Passing keeps the hand's flexibility: a pong must be strictly faster.
                c.ev = p.win * t.value - 1e-3f;
                break;
            }
            case ActionType::ExposedKong: {
                const MeldedHand h = after_claim(view, MeldType::ExposedKong, a.tile);
                c.win = waiting_chance(t, h, 0.25f);  // the replacement is a free draw
                c.ev = c.win * t.value + float(kExposedKongMoney);
                break;
            }
            default:
                break;
        }
        c.key += c.ev;
        out[n++] = c;
    }
    return n;
}

// 跟打 (RULES.md §3): the tile this seat would follow with, and the chance the run then completes
// (the leader pays each follower kFollowDiscardMoney). Open only on a follower's first turn of
// the first go-round while every discard so far repeats the dealer's first one, with no meld and
// no kong anywhere (any call or kong ends the go-round); else `tile` is none. All of it is public:
// the ponds, the melds and the kong count.
struct Follow {
    Tile tile;
    float complete = 0;
};

Follow follow_open(const SeatView& view, const HTable& t) {
    Follow f;
    if (view.phase != Phase::Turn || view.kongs_this_hand != 0) return f;
    for (std::uint8_t m : view.meld_counts)
        if (m) return f;
    const int k = (index(view.seat) - index(view.dealer) + 4) % 4;  // followers before me + 1
    if (k == 0) return f;
    const Pond& lead = view.ponds[index(view.dealer)];
    if (lead.size != 1) return f;
    for (int i = 1; i < 4; ++i) {
        const Pond& p = view.ponds[(index(view.dealer) + i) % 4];
        const int want = i < k ? 1 : 0;
        if (p.size != want || (want && p.tiles[0] != lead.tiles[0])) return f;
    }
    f.tile = lead.tiles[0];
    // The followers after me must each hold or draw one of the copies nobody has shown (13 + 1
    // tiles of the unseen) and throw it.
    const int remaining = 3 - k;
    const int copies = t.unseen[f.tile.code()];
    if (copies < remaining) return f;
    const float hold = std::min(1.f, float(copies) * 14.f / float(std::max(1, t.wc.unseen_total)));
    f.complete = 1;
    for (int i = 0; i < remaining; ++i) f.complete *= kFollowThrows * hold;
    return f;
}

int rank_turn(const SeatView& view, const HTable& t,
              std::array<HandanChoice, ActionList::kCapacity>& out) {
    const MeldedHand now = view.melded_hand();
    std::array<Pick, kNumTileKinds> by_tile{};
    std::array<bool, kNumTileKinds> have{};
    int fastest = 99, widest = 0;  // the fastest discards' shanten and their best ukeire
    each_discard(t, now, 0, [&](const Pick& p) {
        by_tile[p.tile.code()] = p;
        have[p.tile.code()] = true;
        if (p.shanten < fastest) widest = 0;
        fastest = std::min(fastest, p.shanten);
        if (p.shanten == fastest) widest = std::max(widest, p.ukeire);
    });
    // 跟打: the follow tile earns its chance of the leader's payment when it costs no speed.
    const Follow follow = follow_open(view, t);
    if (follow.complete > 0 && have[follow.tile.code()]) {
        Pick& p = by_tile[follow.tile.code()];
        if (p.shanten == fastest && p.ukeire >= widest - kFollowUkeireMargin)
            p.ev += follow.complete * float(kFollowDiscardMoney);
    }
    int n = 0;
    for (const Action& a : view.legal) {
        HandanChoice c;
        c.action = a;
        const int code = a.tile.code();
        switch (a.type) {
            case ActionType::Win:  // a self-draw: always taken
                c.ev = t.self_value;
                c.win = 1;
                c.key = 1000.f;
                break;
            case ActionType::Discard:
                if (have[code]) {
                    const Pick& p = by_tile[code];
                    c.ev = p.ev;
                    c.win = p.win;
                    c.deal_in = deal_in(t, a.tile, &c.deal_in_by);
                }
                break;
            case ActionType::Kong: {  // concealed: 2 from each of the three, on the spot
                MeldedHand h = now;
                h.concealed[code] = static_cast<std::uint8_t>(h.concealed[code] - 4);
                h.add_meld(Meld{MeldType::ConcealedKong, a.tile, view.seat});
                c.win = waiting_chance(t, h, 0.25f);
                c.ev = c.win * t.value + 3.f * float(kConcealedKongMoney);
                break;
            }
            case ActionType::AddedKong: {  // 1 from the pong's feeder, unless it is robbed
                MeldedHand h = now;
                h.concealed[code] = static_cast<std::uint8_t>(h.concealed[code] - 1);
                for (int k = 0; k < h.meld_count; ++k)
                    if (h.melds[k].type == MeldType::Pong && h.melds[k].tile == a.tile)
                        h.melds[k].type = MeldType::AddedKong;
                const float rob = deal_in(t, a.tile);
                c.win = waiting_chance(t, h, 0.25f);
                c.ev = (1.f - rob) * (c.win * t.value + float(kAddedKongMoney)) -
                       deal_in_cost(t, a.tile);
                break;
            }
            default:
                break;
        }
        c.key += c.ev;
        out[n++] = c;
    }
    return n;
}

}  // namespace

float handan_threat(int melds, int discards) {
    const float base = std::clamp((float(discards) - 3.f) / 14.f, 0.f, 0.6f);
    float t = base + 0.12f * float(melds);
    if (melds >= 3) t = std::max(t, 0.5f);
    return std::clamp(t, 0.f, melds >= 4 ? 0.9f : 0.8f);
}

int handan_rank(const SeatView& view, HandanLevel level,
                std::array<HandanChoice, ActionList::kCapacity>& out) {
    if (view.legal.empty()) return 0;
    const HTable t = read_handan_table(view, level);
    const int n = view.phase == Phase::Response ? rank_response(view, level, t, out)
                                                : rank_turn(view, t, out);
    std::stable_sort(out.begin(), out.begin() + n,
                     [](const HandanChoice& a, const HandanChoice& b) { return a.key > b.key; });
    return n;
}

Action handan_decide(const SeatView& view, HandanLevel level) {
    std::array<HandanChoice, ActionList::kCapacity> out;
    return handan_rank(view, level, out) > 0 ? out[0].action : Action::pass();
}

Action handan_easy_decide(const SeatView& view, Rng& rng) {
    const ActionList& legal = view.legal;
    if (legal.empty()) return Action::pass();
    if (legal.has(ActionType::Win)) return Action::win();
    const Ruleset& rules = view.rules();
    const MeldedHand now = view.melded_hand();
    if (view.phase == Phase::Response) {
        const int before = shanten(now, rules);
        for (const Action& a : legal) {
            if (a.type != ActionType::Pong && a.type != ActionType::ExposedKong) continue;
            const MeldType type =
                a.type == ActionType::Pong ? MeldType::Pong : MeldType::ExposedKong;
            const MeldedHand h = after_claim(view, type, a.tile);
            const int after =
                type == MeldType::Pong ? discard_options(h, rules)[0].shanten : shanten(h, rules);
            if (after < before || (type == MeldType::ExposedKong && after == before)) return a;
        }
        return Action::pass();
    }
    // Own turn: kongs that do not slow the hand.
    const std::vector<DiscardOption> opts = discard_options(now, rules);
    const int s_min = opts.empty() ? 99 : opts[0].shanten;
    for (const Action& a : legal) {
        if (a.type != ActionType::Kong && a.type != ActionType::AddedKong) continue;
        MeldedHand h = now;
        const int code = a.tile.code();
        if (a.type == ActionType::Kong) {
            h.concealed[code] = static_cast<std::uint8_t>(h.concealed[code] - 4);
            h.add_meld(Meld{MeldType::ConcealedKong, a.tile, view.seat});
        } else {
            h.concealed[code] = static_cast<std::uint8_t>(h.concealed[code] - 1);
            for (int k = 0; k < h.meld_count; ++k)
                if (h.melds[k].type == MeldType::Pong && h.melds[k].tile == a.tile)
                    h.melds[k].type = MeldType::AddedKong;
        }
        if (shanten(h, rules) <= s_min) return a;
    }
    // Keep pairs and neighbours; lone honours go first.
    const TileCounts& hc = now.concealed;
    struct Option {
        Tile tile;
        int shanten;
        int keep;
    };
    std::array<Option, kNumTileKinds> list{};
    int n = 0;
    for (const DiscardOption& o : opts) {
        const int c = o.tile.code();
        int keep = 10 * (hc[c] - 1);
        if (c >= kFirstHonor) {
            keep += hc[c] >= 2 ? 6 : -6;
        } else {
            const int suit = c / 9;
            const int rank = c % 9;
            auto at = [&](int r) { return (r >= 0 && r < 9) ? int(hc[suit * 9 + r]) : 0; };
            keep += 5 * ((at(rank - 1) > 0) + (at(rank + 1) > 0));
            keep += 2 * ((at(rank - 2) > 0) + (at(rank + 2) > 0));
            if (rank == 0 || rank == 8) keep -= 2;
        }
        list[n++] = {o.tile, o.shanten, keep};
    }
    if (n == 0) return legal[0];
    int pick = -1;
    if (rng.below(6) == 0) {
        int ok = 0;
        for (int i = 0; i < n; ++i) ok += list[i].shanten == s_min;
        int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(ok)));
        for (int i = 0; i < n && pick < 0; ++i)
            if (list[i].shanten == s_min && k-- == 0) pick = i;
    } else {
        for (int i = 0; i < n; ++i) {
            if (list[i].shanten != s_min) continue;
            if (pick < 0 || list[i].keep < list[pick].keep) pick = i;
        }
    }
    return Action::discard(list[pick].tile);
}

}  // namespace haolao::ai
