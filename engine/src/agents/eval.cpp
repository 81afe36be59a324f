// SPDX-License-Identifier: GPL-3.0-or-later
// Shared evaluation for the AI agents (see eval.h). All numbers are in points of the ruleset.
#include "agents/eval.h"

#include "suit_table.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>
#include <tuple>

namespace haolao::ai {

// The constants (Tuning's defaults, eval.h) were tuned on duplicate selfplay against easy (see
// docs/AI.md).

bool parse_tuning(std::string_view text, Tuning& tune) {
    if (text.empty()) return false;
    struct Field {
        std::string_view name;
        float Tuning::*member;
    };
    static constexpr Field kFields[] = {
        {"loss", &Tuning::loss},
        {"threat_slope", &Tuning::threat_slope},
        {"threat_cap", &Tuning::threat_cap},
        {"defence", &Tuning::defence},
        {"alive", &Tuning::alive},
        {"final_wait", &Tuning::final_wait},
        {"tsumo_share", &Tuning::tsumo_share},
        {"pass_ron", &Tuning::pass_ron},
        {"zhi", &Tuning::zhi},
        {"zhi_start", &Tuning::zhi_start},
        {"que_thin", &Tuning::que_thin},
        {"pure_near1", &Tuning::pure_near1},
        {"pure_near2", &Tuning::pure_near2},
        {"kan", &Tuning::kan},
        {"seven_pairs", &Tuning::seven_pairs},
        {"slower_bar", &Tuning::slower_bar},
        {"future_defence", &Tuning::future_defence},
        {"future_threat", &Tuning::future_threat},
    };
    for (bool more = true; more;) {
        const std::size_t comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        more = comma != std::string_view::npos;  // (a trailing comma leaves an empty item)
        text = more ? text.substr(comma + 1) : std::string_view{};
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos) return false;
        const std::string_view name = item.substr(0, eq);
        const std::string value(item.substr(eq + 1));
        const Field* field = nullptr;
        for (const Field& f : kFields)
            if (f.name == name) field = &f;
        if (!field || value.empty()) return false;
        char* end = nullptr;
        const float v = std::strtof(value.c_str(), &end);
        if (end != value.c_str() + value.size() || !std::isfinite(v)) return false;
        tune.*(field->member) = v;
    }
    return true;
}

namespace {

// Counts eight bytes a word (read_table, count_pungs_pairs): a 1 in every byte, and the sum of a
// word's bytes (each sum here ≤ 255, so it fits the top byte).
constexpr std::uint64_t kOnes = 0x0101010101010101ull;
inline int byte_sum(std::uint64_t x) {
    return static_cast<int>((x * kOnes) >> 56);
}

// Selects by masks: c ? a : b without a branch (g++ turns some ternaries whose condition
// follows the hand into branches, which mispredict). The very value of a or b (its bits).
inline int select_int(bool c, int a, int b) {
    return b ^ ((a ^ b) & -int(c));
}
inline float select_float(bool c, float a, float b) {
    const auto ua = std::bit_cast<std::uint32_t>(a);
    const auto ub = std::bit_cast<std::uint32_t>(b);
    return std::bit_cast<float>(ub ^ ((ua ^ ub) & -std::uint32_t{c}));
}

// e^(−0.45 k): how much less likely a suit holds an opponent's waits after k discards of it.
const std::array<float, 32> kThrownWeight = [] {
    std::array<float, 32> w{};
    for (int k = 0; k < 32; ++k) w[k] = std::exp(-0.45f * float(k));
    return w;
}();

int own_copies(const Hand& hand, int code) {
    int own = hand.concealed[code];
    for (int k = 0; k < hand.kong_count; ++k)
        if (hand.kongs[k].code() == code) own += 4;
    return own;
}

int total_discards(const SeatView& view) {
    int n = 0;
    for (const Pond& p : view.ponds) n += p.size;
    return n;
}

int base_points(const Ruleset& rules) {
    if (rules.scoring == ScoringModel::HefeiTing && !rules.declare_ready_required)
        return rules.base_without_declaring;
    return rules.value(Item::Base);
}

}  // namespace

float wait_shapes(const Table& table, Tile t) {
    const int suit = static_cast<int>(t.suit());
    const int r = t.rank();
    auto u = [&](int rank) -> float {
        if (rank < 1 || rank > 9) return 0;
        const Tile x(static_cast<Suit>(suit), rank);
        return table.rules->tiles.contains(x) ? float(table.unseen[x.code()]) : 0.f;
    };
    return u(r - 1) * u(r + 1) + u(r - 2) * u(r - 1) + u(r + 1) * u(r + 2) + 1.5f * u(r);
}

namespace {

// Every member of two rulesets equal. The structured bindings name every member: one added to
// Ruleset stops this compiling until it is compared here too (score_win may read any of them).
bool same_ruleset(const Ruleset& x, const Ruleset& y) {
    const auto& [id, scoring, tiles, pong, exposed_kong, added_kong, rob_kong, eight, sevens,
                 first_dealer, layout, passes, haolao, kong_wall, dead_wall, declare, lock,
                 pot_length, pot_rounds, pot_hands, values, super_four, base_free, huo, shuangpu] =
        x;
    const auto& [id2, scoring2, tiles2, pong2, exposed_kong2, added_kong2, rob_kong2, eight2,
                 sevens2, first_dealer2, layout2, passes2, haolao2, kong_wall2, dead_wall2,
                 declare2, lock2, pot_length2, pot_rounds2, pot_hands2, values2, super_four2,
                 base_free2, huo2, shuangpu2] = y;
    return tiles.bits() == tiles2.bits() &&
           std::tie(id, scoring, pong, exposed_kong, added_kong, rob_kong, eight, sevens,
                    first_dealer, layout, passes, haolao, kong_wall, dead_wall, declare, lock,
                    pot_length, pot_rounds, pot_hands, values, super_four, base_free, huo,
                    shuangpu) == std::tie(id2, scoring2, pong2, exposed_kong2, added_kong2,
                                          rob_kong2, eight2, sevens2, first_dealer2, layout2,
                                          passes2, haolao2, kong_wall2, dead_wall2, declare2, lock2,
                                          pot_length2, pot_rounds2, pot_hands2, values2,
                                          super_four2, base_free2, huo2, shuangpu2);
}

}  // namespace

bool WaitScoreCache::bound_to(const Ruleset& rules, Seat seat, Seat dealer, int streak) const {
    return bound_ && seat_ == seat && dealer_ == dealer && streak_ == streak &&
           same_ruleset(rules_, rules);
}

void WaitScoreCache::bind(const Ruleset& rules, Seat seat, Seat dealer, int streak) {
    if (bound_to(rules, seat, dealer, streak)) return;
    bound_ = true;
    rules_ = rules;
    seat_ = seat;
    dealer_ = dealer;
    streak_ = streak;
    used_ = 0;
    next_ = 0;
}

WaitScoreCache::Entry& WaitScoreCache::entry(const Hand& hand) {
    for (int i = 0; i < used_; ++i)
        if (slots_[i].hand == hand) return slots_[i];
    Entry* slot = nullptr;
    if (used_ < kSlots) {
        slot = &slots_[used_++];
    } else {
        slot = &slots_[next_];
        next_ = (next_ + 1) % kSlots;
    }
    Entry& e = *slot;
    e = Entry{};
    e.hand = hand;
    e.mask = wait_mask(hand, rules_);
    return e;
}

void set_wall_left(Table& t, int wall_left) {
    const Ruleset& rules = *t.rules;
    t.wall_left = wall_left;
    const int normal = std::max(0, t.wall_left - rules.haolao_tiles);
    t.rounds_left = float(normal) / 4.f;
    t.haolao_draw = rules.haolao_tiles > 0 && t.wall_left > 0;
}

Table read_table(const SeatView& view, const Tuning& tune) {
    Table t;
    const Ruleset& rules = view.rules();
    t.rules = &rules;
    t.tune = &tune;
    t.me = view.seat;
    t.seen = view.seen();
    TileCounts own = view.hand.concealed;  // own_copies of every kind
    for (int k = 0; k < view.hand.kong_count; ++k)
        own[view.hand.kongs[k].code()] =
            static_cast<std::uint8_t>(own[view.hand.kongs[k].code()] + 4);
    // max(0, 4 - own - seen) for the kinds played, 0 for the others: eight kinds a word
    // (own + seen ≤ 8 per byte, so 0x84 - it neither borrows nor leaves its top bit set
    // unless it is ≤ 4, when the low bits hold 4 - it), the last two one at a time.
    const std::uint64_t played = rules.tiles.bits();
    constexpr std::uint64_t kLow = 0x7f7f7f7f7f7f7f7full;
    int unseen_total = 0;
    for (int i = 0; i + 8 <= kNumTileKinds; i += 8) {
        std::uint64_t o = 0;
        std::uint64_t sn = 0;
        std::memcpy(&o, own.data() + i, 8);
        std::memcpy(&sn, t.seen.data() + i, 8);
        const std::uint64_t d = 0x84 * kOnes - (o + sn);
        const std::uint64_t fits = (d >> 7) & kOnes;  // 1 where own + seen ≤ 4
        // 1 where the kind is played: bit j of the byte spread to byte j, then tested.
        const std::uint64_t spread = (((played >> i) & 0xffu) * kOnes) & 0x8040201008040201ull;
        const std::uint64_t in = ((spread + kLow) >> 7) & kOnes;
        const std::uint64_t left = d & kLow & ((fits & in) * 0xffu);
        std::memcpy(t.unseen.data() + i, &left, 8);
        unseen_total += byte_sum(left);
    }
    for (int c = kNumTileKinds / 8 * 8; c < kNumTileKinds; ++c) {
        if (!((played >> c) & 1u)) continue;
        const int left = 4 - own[c] - t.seen[c];
        t.unseen[c] = static_cast<std::uint8_t>(std::max(0, left));
        unseen_total += t.unseen[c];
    }
    t.unseen_total = unseen_total;
    set_wall_left(t, view.wall.remaining());
    t.ron_allowed = !rules.declare_ready_required || view.declared;

    const bool classic = rules.scoring == ScoringModel::HefeiClassic;
    for (int o = 0; o < 4; ++o) {
        if (o == index(view.seat)) continue;
        const Pond& pond = view.ponds[o];
        if (rules.declare_ready_required) {
            t.threat[o] = view.declared_seats[o] ? 1.f : 0.f;
        } else {
            // No calls in Hefei, so only the number of discards tells how far a hand has come.
            t.threat[o] =
                std::clamp((float(pond.size) - 2.f) / tune.threat_slope, 0.f, tune.threat_cap);
        }
        // A seat collecting a suit (the 8-tile rule) throws few of it.
        std::array<float, 3> w{};
        std::array<int, 3>& thrown = t.suit_discards[o];
        for (int s = 0; s < 3; ++s) {  // the pond's kind counts, nine a suit (the sum ≤ 36)
            std::uint64_t w8 = 0;
            std::memcpy(&w8, pond.counts.data() + 9 * s, 8);
            thrown[s] = byte_sum(w8) + pond.counts[9 * s + 8];
        }
        float sum = 0;
        for (int s = 0; s < 3; ++s) {
            w[s] = kThrownWeight[std::min(thrown[s], int(kThrownWeight.size()) - 1)];
            for (int k = 0; k < view.kong_counts[o]; ++k)
                if (static_cast<int>(view.kongs[o][k].suit()) == s) w[s] *= 2.f;
            sum += w[s];
        }
        for (int s = 0; s < 3; ++s) t.suit_share[o][s] = 0.8f * w[s] / sum + 0.2f / 3.f;
        // (The streak added as a select: + 0 leaves the loss, ≥ +0, as it was.)
        const bool streak_pays = classic & ((o == index(view.dealer)) | (view.seat == view.dealer));
        t.loss[o] = tune.loss * float(base_points(rules)) +
                    select_float(streak_pays, float(view.streak), 0.f);
    }
    return t;
}

float deal_in_chance(const Table& table, Tile t) {
    const int suit = static_cast<int>(t.suit());
    if (suit > 2) return 0;
    const float shapes = wait_shapes(table, t);
    float miss = 1;
    for (int o = 0; o < 4; ++o) {
        if (table.threat[o] <= 0) continue;
        // Calibrated on selfplay: shape count 20 in the wait suit ≈ 0.27 chance of a wait.
        const float p = table.threat[o] * 3.f * table.suit_share[o][suit] * 0.09f * shapes / 20.f;
        miss *= 1.f - std::min(p, 0.9f);
    }
    return 1.f - miss;
}

namespace {

// deal_in_cost with each opponent's factor per suit (threat × 3 × suit share × 0.09, in that
// order, so the product is the same float) worked out once per decision; 0 = no threat.
// Also wait_shapes' unseen counts per suit and rank, padded (rank + 2, ranks -1..11; 0 outside
// 1-9 and for tiles not in the ruleset), so a shape count is the same sum of the same floats.
struct DangerCoefficients {
    // (Every element written by the constructor: no zero-fill of the arrays first.)
    std::array<std::array<float, 3>, 4> k;
    std::array<std::array<float, 14>, 3> u;
    // The opponents with a threat (> 0, or NaN: every seat deal_in_cost does not skip), in seat
    // order: deal_in_cost visits only those, the same terms in the same order.
    std::array<std::uint8_t, 4> threats;
    int threat_count = 0;
    explicit DangerCoefficients(const Table& table) {
        for (int o = 0; o < 4; ++o) {
            // (Appended without a branch: written, then counted when it is a threat.)
            threats[threat_count] = static_cast<std::uint8_t>(o);
            threat_count += int(!(table.threat[o] <= 0));
            for (int s = 0; s < 3; ++s)
                k[o][s] = table.threat[o] <= 0
                              ? 0.f
                              : table.threat[o] * 3.f * table.suit_share[o][s] * 0.09f;
        }
        // (A kind not played: its count masked to 0 before the conversion, float(0) = +0, the
        // same as the 0.f of a select; no branch per kind.)
        const std::uint64_t played = table.rules->tiles.bits();
        for (int s = 0; s < 3; ++s) {
            for (int i : {0, 1, 2, 12, 13}) u[s][i] = 0;
            for (int r = 0; r < 9; ++r) {
                const int code = 9 * s + r;
                const int in = -int((played >> code) & 1u);
                u[s][r + 3] = float(int(table.unseen[code]) & in);
            }
        }
    }
    float shapes(int suit, int r) const {
        const float* v = u[suit].data() + 2;
        return v[r - 1] * v[r + 1] + v[r - 2] * v[r - 1] + v[r + 1] * v[r + 2] + 1.5f * v[r];
    }
};

float deal_in_cost(const Table& table, const DangerCoefficients& dc, Tile t) {
    const int suit = static_cast<int>(t.suit());
    if (suit > 2) return 0;
    const float shapes = dc.shapes(suit, t.rank());
    float cost = 0;
    for (int j = 0; j < dc.threat_count; ++j) {
        const int o = dc.threats[j];
        const float p = dc.k[o][suit] * shapes / 20.f;
        cost += std::min(p, 0.9f) * table.loss[o];
    }
    return cost;
}

// hand.h counts the copies neither in `hand` nor in `seen`; expresses the table's unseen counts
// (which may differ from `hand`'s own copies by a discarded or drawn tile) that way. `exact` is
// cleared when a count had to be clamped at 0 (the two disagree).
TileCounts seen_for(const Hand& hand, const Table& table, bool* exact = nullptr) {
    TileCounts seen{};
    if (hand.kong_count == 0) {
        // Byte arithmetic (counts ≤ 4, sums ≤ 8), so the loop vectorises: the same values.
        std::uint8_t clamped = 0;
        for (int c = 0; c < kNumTileKinds; ++c) {
            const std::uint8_t sum = static_cast<std::uint8_t>(hand.concealed[c] + table.unseen[c]);
            const std::uint8_t over = sum > 4;
            clamped |= over;
            seen[c] = over ? std::uint8_t{0} : static_cast<std::uint8_t>(4 - sum);
        }
        if (clamped && exact) *exact = false;
        return seen;
    }
    for (int c = 0; c < kNumTileKinds; ++c) {
        const int x = 4 - own_copies(hand, c) - table.unseen[c];
        if (x < 0 && exact) *exact = false;
        seen[c] = static_cast<std::uint8_t>(std::max(0, x));
    }
    return seen;
}

}  // namespace

int unseen_ukeire(const Hand& hand, const Table& table, int shanten_now) {
    (void)shanten_now;  // hand.h's ukeire finds it in the same pass
    return ukeire(hand, *table.rules, seen_for(hand, table));
}

int next_step_ukeire(const Hand& hand, const Table& table, int shanten_now) {
    const Ruleset& rules = *table.rules;
    Hand h = hand;
    long weighted = 0;
    int draws = 0;
    for (int c = 0; c < kNumTileKinds; ++c) {
        const int left = table.unseen[c];
        if (!left || h.concealed[c] >= 4) continue;
        ++h.concealed[c];
        if (shanten(h, rules) < shanten_now) {
            // Best discard keeping the gain; the drawn tile is no longer unseen.
            Table after = table;
            --after.unseen[c];
            --after.unseen_total;
            int best = 0;
            for (int e = 0; e < kNumTileKinds; ++e) {
                if (!h.concealed[e] || e == c) continue;
                --h.concealed[e];
                const int s = shanten(h, rules);
                if (s < shanten_now) {
                    int u = 0;
                    if (s == 0) {
                        const std::uint64_t mask = wait_mask(h, rules);
                        for (int x = 0; x < kNumTileKinds; ++x)
                            if ((mask >> x) & 1u) u += after.unseen[x];
                    } else {
                        u = unseen_ukeire(h, after, s);
                    }
                    best = std::max(best, u);
                }
                ++h.concealed[e];
            }
            weighted += long(left) * best;
            draws += left;
        }
        --h.concealed[c];
    }
    return draws ? static_cast<int>((weighted + draws / 2) / draws) : -1;
}

namespace {

// hand_value with the suit sizes (kongs included) already counted.
float hand_value_sized(const Hand& hand, const Table& table, const SeatView& view, int shanten_now,
                       const std::array<int, 3>& n);
// The same with the concealed pungs (kinds held ≥ 3) and pairs (≥ 2) counted too.
float hand_value_counted(const Hand& hand, const Table& table, const SeatView& view,
                         int shanten_now, const std::array<int, 3>& n, int pungs, int pairs);

// Kinds held ≥ 3 and ≥ 2 times, eight counts (each ≤ 4) a word: a byte plus 125 (126) reaches
// its top bit exactly when it is ≥ 3 (≥ 2), without carrying into the next byte.
void count_pungs_pairs(const Hand& hand, int& pungs, int& pairs) {
    const std::uint8_t* c = hand.concealed.data();
    pungs = 0;
    pairs = 0;
    for (int i = 0; i + 8 <= kNumTileKinds; i += 8) {
        std::uint64_t w = 0;
        std::memcpy(&w, c + i, 8);
        pungs += byte_sum(((w + 125 * kOnes) >> 7) & kOnes);
        pairs += byte_sum(((w + 126 * kOnes) >> 7) & kOnes);
    }
    for (int i = kNumTileKinds / 8 * 8; i < kNumTileKinds; ++i) {
        pungs += c[i] >= 3;
        pairs += c[i] >= 2;
    }
}

}  // namespace

float hand_value(const Hand& hand, const Table& table, const SeatView& view, int shanten_now) {
    std::array<int, 3> n{};
    for (int s = 0; s < 3; ++s) n[s] = hand.suit_count(static_cast<Suit>(s));
    return hand_value_sized(hand, table, view, shanten_now, n);
}

namespace {

float hand_value_sized(const Hand& hand, const Table& table, const SeatView& view, int shanten_now,
                       const std::array<int, 3>& n) {
    int pungs = 0;
    int pairs = 0;
    count_pungs_pairs(hand, pungs, pairs);
    return hand_value_counted(hand, table, view, shanten_now, n, pungs, pairs);
}

float hand_value_counted(const Hand& hand, const Table& table, const SeatView& view,
                         int shanten_now, const std::array<int, 3>& n, int pungs, int pairs) {
    const Ruleset& rules = *table.rules;
    if (shanten_now == 0) {
        // Ready: score each live wait as a self-draw, per payer.
        float sum = 0;
        int weight = 0;
        WaitScoreCache* cache = table.wait_cache;
        if (cache && (cache->in_decision(view, rules) ||
                      cache->bound_to(rules, view.seat, view.dealer, view.streak))) {
            // The same scores from the agent's cache (bound to this context by normal_decide;
            // checked again here, so a table copied into another context never reads it: within
            // the decision that bound it, by its view and ruleset's address, else in full).
            WaitScoreCache::Entry& e = cache->entry(hand);
            for (int c = 0; c < kNumTileKinds; ++c) {
                if (!((e.mask >> c) & 1u) || !table.unseen[c]) continue;
                if (!((e.known >> c) & 1u)) {
                    const WinDeltas r = score_win_deltas(
                        WinContext::self_draw(hand, Tile::from_code(c), view.seat, view.dealer,
                                              view.streak, 0, rules.declare_ready_required),
                        rules);
                    e.known |= std::uint64_t{1} << c;
                    if (r.win) e.wins |= std::uint64_t{1} << c;
                    e.delta[c] = r.deltas[index(view.seat)];
                }
                if (!((e.wins >> c) & 1u)) continue;
                sum += float(table.unseen[c]) * float(e.delta[c]) / 3.f;
                weight += table.unseen[c];
            }
        } else {
            const std::uint64_t mask = wait_mask(hand, rules);
            for (int c = 0; c < kNumTileKinds; ++c) {
                if (!((mask >> c) & 1u) || !table.unseen[c]) continue;
                const WinDeltas r = score_win_deltas(
                    WinContext::self_draw(hand, Tile::from_code(c), view.seat, view.dealer,
                                          view.streak, 0, rules.declare_ready_required),
                    rules);
                if (!r.win) continue;
                sum += float(table.unseen[c]) * float(r.deltas[index(view.seat)]) / 3.f;
                weight += table.unseen[c];
            }
        }
        if (weight) return sum / float(weight);
    }
    const int total = n[0] + n[1] + n[2];
    // The first largest suit (as std::max_element), by selects.
    int main = n[1] > n[0] ? 1 : 0;
    main = select_int(n[2] > n[main], 2, main);
    float v = float(base_points(rules)) + float(rules.value(Item::Pinghu));
    const Tuning& tune = *table.tune;
    v += float(rules.value(Item::Zhi)) * tune.zhi * std::max(0.f, float(n[main]) - tune.zhi_start);
    const auto que = float(rules.value(Item::Que));
    // The terms below are added as selects, not branches (the suit sizes change from call to
    // call): a term not taken adds +0, which leaves v as it was (v is never -0: it starts from
    // ints and round-to-nearest sums give -0 only from two -0s).
    int others = 0;
    for (const int s : {main == 0 ? 1 : 0, main == 2 ? 1 : 2}) {  // the other two, in order
        others += n[s];
        // (The quotient worked out either way, so that the choice is a select.)
        const float share = que * tune.que_thin / float(std::max(n[s], 1));
        // (likely to go before the hand is ready)
        const float thin = select_float((n[s] <= 2) & (shanten_now >= 2), share, 0.f);
        v += n[s] == 0 ? que : thin;
    }
    const auto pure = float(rules.value(Item::Pure));
    const float near_share = pure * (others == 1 ? tune.pure_near1 : tune.pure_near2);
    const float near_pure =
        select_float((others <= 2) & (shanten_now >= 2) & (total > 0), near_share, 0.f);
    v += others == 0 ? pure : near_pure;
    v += float(rules.value(Item::Kan)) * tune.kan * float(pungs);
    v += float(rules.value(Item::Kong)) * float(hand.kong_count);
    if (rules.seven_pairs && hand.kong_count == 0 && pairs >= 5)
        v += float(rules.value(Item::SevenPairs)) * tune.seven_pairs;
    v += select_float(view.seat == view.dealer, float(view.streak), 0.f);  // (+0: v as it was)
    return v;
}

}  // namespace

float win_chance(const Table& table, int shanten, int ukeire, bool ron) {
    return win_chance_steps(table, shanten, ukeire, -1, ron);
}

namespace {

// win_chance_steps reads five numbers of the table (unseen_total, rounds_left rounded,
// haolao_draw, full_own_draw, ron_discount); with the call's own five they are the key of a small
// per-thread cache (direct-mapped, exact keys: a hit returns the very float computed before).
struct WinChanceKey {
    std::uint64_t a = ~std::uint64_t{0};  // counts and flags
    std::uint64_t b = 0;                  // ron_discount and ron_factor bits
    bool operator==(const WinChanceKey&) const = default;
};
struct WinChanceSlot {
    WinChanceKey key;
    float win = 0;
};

}  // namespace

// std::lround (half away from zero) inline: x minus its truncation is exact below 2^22
// (Sterbenz), so comparing it with ±0.5 rounds as lround does; NaN and large values go to
// std::lround itself.
long round_half_away(float x) {
    if (!(std::fabs(x) < 4194304.f)) return std::lround(x);
    long r = static_cast<long>(x);
    const float frac = x - static_cast<float>(r);
    // (Without branches: the fraction of rounds_left changes from one decision to the next.)
    r += long{frac >= 0.5f};
    r -= long{frac <= -0.5f};
    return r;
}

float win_chance_steps(const Table& table, int shanten, int ukeire, int next_ukeire, bool ron,
                       float ron_factor) {
    if (shanten < 0) return 1;
    const long rounds = round_half_away(table.rounds_left);
    // Keys outside these ranges are computed every time.
    if (shanten > 60 || ukeire < 0 || ukeire > 0xffff || next_ukeire < -1 || next_ukeire > 0xfffe ||
        table.unseen_total < 0 || table.unseen_total > 0xffff || rounds < 0 || rounds > 0xff ||
        table.tune != &kDefaultTuning)  // (a tuned table: not keyed)
        return win_chance_steps_uncached(table, shanten, ukeire, next_ukeire, ron, ron_factor);
    WinChanceKey key;
    key.a = std::uint64_t(shanten) | std::uint64_t(ukeire) << 6 |
            std::uint64_t(next_ukeire + 1) << 22 | std::uint64_t(table.unseen_total) << 38 |
            std::uint64_t(rounds) << 54 | std::uint64_t(ron) << 62 |
            std::uint64_t(table.haolao_draw) << 63;
    key.b = std::uint64_t(std::bit_cast<std::uint32_t>(table.ron_discount)) |
            std::uint64_t(std::bit_cast<std::uint32_t>(ron_factor)) << 32;
    const bool full = table.full_own_draw;
    static thread_local std::array<WinChanceSlot, 2 * 256> cache;
    std::uint64_t hash = (key.a ^ (key.b * 0x9E3779B97F4A7C15ull)) * 0xBF58476D1CE4E5B9ull;
    hash ^= hash >> 29;
    WinChanceSlot& slot = cache[2 * (hash & 255) + (full ? 1 : 0)];
    if (slot.key == key) return slot.win;
    slot.win = win_chance_steps_uncached(table, shanten, ukeire, next_ukeire, ron, ron_factor);
    slot.key = key;
    return slot.win;
}

namespace {

// win_chance_normal's cache (eval.h): 16,384 direct-mapped slots of 8 bytes (a 29-bit key and
// the float). Zero-filled (thread-local storage without an initial image): every key has bit 28
// set, so no key is 0.
struct NormalChanceSlot {
    std::uint32_t key;
    float win;
};
constexpr std::uint32_t kNormalChanceSlots = 16384;

}  // namespace

float win_chance_normal(const Table& table, int shanten, int ukeire, bool ron) {
    const long rounds = round_half_away(table.rounds_left);
    if (shanten < 0 || shanten > 15 || ukeire < 0 || ukeire > 0xff || table.unseen_total < 0 ||
        table.unseen_total > 0xff || rounds < 0 || rounds > 0x3f || table.full_own_draw ||
        std::bit_cast<std::uint32_t>(table.ron_discount) != std::bit_cast<std::uint32_t>(0.6f) ||
        table.tune != &kDefaultTuning)
        return win_chance_steps_uncached(table, shanten, ukeire, -1, ron);
    const std::uint32_t key = std::uint32_t(shanten) | std::uint32_t(ukeire) << 4 |
                              std::uint32_t(table.unseen_total) << 12 |
                              std::uint32_t(rounds) << 20 | std::uint32_t(ron) << 26 |
                              std::uint32_t(table.haolao_draw) << 27 | std::uint32_t{1} << 28;
    static thread_local std::array<NormalChanceSlot, kNormalChanceSlots> cache{};
    std::uint32_t hash = key * 0x9E3779B1u;
    hash ^= hash >> 15;
    NormalChanceSlot& slot = cache[hash & (kNormalChanceSlots - 1)];
    if (slot.key == key) return slot.win;
    slot.win = win_chance_steps_uncached(table, shanten, ukeire, -1, ron);
    slot.key = key;
    return slot.win;
}

float win_chance_steps_uncached(const Table& table, int shanten, int ukeire, int next_ukeire,
                                bool ron, float ron_factor) {
    if (shanten < 0) return 1;
    const float unseen = float(std::max(table.unseen_total, 1));
    const float q = std::min(1.f, float(ukeire) / unseen);
    // Later steps: the measured next-step ukeire when known, else the same as the first.
    const float q_next = next_ukeire >= 0 ? std::min(1.f, float(next_ukeire) / unseen) : q;
    // Final wait: known when ready (or one step away with next_ukeire), else a typical one.
    float w = std::min(q, table.tune->final_wait / unseen);
    if (shanten == 0)
        w = q;
    else if (shanten == 1 && next_ukeire >= 0)
        w = q_next;
    // Ready: a round gives my draw and, with ron, three discards (others avoid feeding a
    // ready hand, hence the discount).
    const float miss = 1.f - std::min(0.95f, w * table.ron_discount * ron_factor);
    const float own = table.full_own_draw ? 1.f - w : miss;
    const float pw = ron ? 1.f - own * (miss * miss * miss) : w;
    constexpr int kMaxSteps = 8;
    const int steps = std::min(shanten, kMaxSteps - 1);
    std::array<float, kMaxSteps> p{};
    p[0] = 1;
    float win = 0;
    float alive = 1;
    const int rounds = static_cast<int>(round_half_away(table.rounds_left));
    const float alive_per_round = table.tune->alive;
    for (int r = 0; r < rounds; ++r) {
        alive *= alive_per_round;  // someone else may end the hand first
        win += alive * p[steps] * pw;
        p[steps] *= 1.f - pw;
        // Earlier stages advance on my draw.
        for (int k = steps - 1; k >= 0; --k) {
            const float move = p[k] * (k == 0 ? q : q_next);
            p[k] -= move;
            p[k + 1] += move;
        }
    }
    if (table.haolao_draw) win += alive * p[steps] * w;
    return std::min(win, 1.f);
}

float payout_factor(const Table& table, bool ron) {
    if (!ron) return 3.f;
    const float share = table.tune->tsumo_share;
    return share * 3.f + (1.f - share);
}

namespace {

// The candidates' order: higher ev, then lower shanten, then lower tile code (a total order:
// the codes differ).
bool ranks_before(const Candidate& a, const Candidate& b) {
    if (a.ev != b.ev) return a.ev > b.ev;
    if (a.shanten != b.shanten) return a.shanten < b.shanten;
    return a.tile.code() < b.tile.code();
}

// rank_discards; with `sort_all` false only the best candidate is put first (the rest in no
// particular order), which is all normal_decide reads.
int rank_discards_impl(const SeatView& view, const Table& table, const RankOptions& options,
                       std::array<Candidate, 14>& out, bool sort_all) {
    const Ruleset& rules = *table.rules;
    Hand h = view.hand;
    // Every discard's shanten and, at the lowest, its ukeire in one pass (hand.h). unseen_ukeire
    // counts the copies neither in the hand after the discard nor unseen as seen: that is this
    // `seen` with the discarded copy added, which discard_analysis adds itself.
    bool exact = true;
    const TileCounts seen = seen_for(h, table, &exact);
    static thread_local DiscardAnalysis analysis;  // (not cleared per call: 400 bytes)
    discard_analysis(h, rules, seen, analysis, exact ? 0 : -1);
    const int n = std::min(analysis.count, int(out.size()));
    const int s_min = analysis.min_shanten;
    for (int i = 0; i < n; ++i) {  // (each field set: no memset of the whole array first)
        Candidate& cand = out[i];
        cand.tile = analysis.option[i].tile;
        cand.declare = false;
        cand.shanten = analysis.option[i].shanten;
        cand.ukeire = -1;
        cand.win = 0;
        cand.value = 0;
        cand.danger = 0;
        cand.ev = 0;
    }
    std::array<int, 3> suit_n{};
    for (int s = 0; s < 3; ++s) suit_n[s] = h.suit_count(static_cast<Suit>(s));
    // The whole hand's pungs and pairs; a discard of a kind held m times loses a pung when
    // m = 3 and a pair when m = 2.
    int pungs_all = 0;
    int pairs_all = 0;
    count_pungs_pairs(h, pungs_all, pairs_all);
    float defence = table.tune->defence;
    if (options.fold_shanten > 0 && s_min >= options.fold_shanten &&
        table.rounds_left <= options.fold_rounds)
        defence *= options.fold_weight;
    const DangerCoefficients danger_k(table);
    // Away from ready the value reads the hand only through the suit sizes, the pungs and pairs
    // and whether shanten ≥ 2 (hand_value_counted: shanten only as == 0 and ≥ 2, the hand only
    // through its kong count): discards alike in those share it. The candidates are worked in
    // passes without a branch per candidate on what is already known (which value keys were
    // seen, which discards are at the lowest shanten): each distinct key's value once, from its
    // first candidate; each ready discard's own value; then the lowest-shanten bookkeeping in
    // candidate order, as selects. The same calls with the same arguments and the same float
    // maxima in the same order as one loop with a memo test.
    // value_memo[32]: the slot of ready candidates, overwritten by their own value afterwards.
    std::array<float, 33> value_memo;     // read only where `need` has its bit (and slot 32)
    std::array<std::uint8_t, 14> vkey{};  // (zeroed: 14 bytes)
    std::array<std::uint8_t, 64> rep;     // a key's first candidate (+ 32: ready, unused)
    std::uint32_t need = 0;               // bit per value key with a candidate away from ready
    std::uint32_t ready = 0;              // bit per candidate at shanten ≤ 0
    for (int i = n - 1; i >= 0; --i) {    // (backwards: rep keeps the first candidate of a key)
        Candidate& cand = out[i];
        if (options.defence) cand.danger = deal_in_cost(table, danger_k, cand.tile) * defence;
        const int code = cand.tile.code();
        const int m = h.concealed[code];  // held before the discard
        const int key =
            ((std::min(code / 9, 3) * 2 + (cand.shanten >= 2)) * 2 + (m == 3)) * 2 + (m == 2);
        const bool away = cand.shanten > 0;
        need |= std::uint32_t{away} << key;
        ready |= std::uint32_t{!away} << i;
        rep[key + (away ? 0 : 32)] = static_cast<std::uint8_t>(i);
        vkey[i] = static_cast<std::uint8_t>(away ? key : 32);
    }
    if (options.values) {
        auto value_of = [&](int i) {
            const Candidate& cand = out[i];
            const int code = cand.tile.code();
            std::array<int, 3> sized = suit_n;
            if (code < 27) --sized[code / 9];
            const int m = h.concealed[code];
            h.remove(cand.tile);
            const float v = hand_value_counted(h, table, view, cand.shanten, sized,
                                               pungs_all - (m == 3), pairs_all - (m == 2));
            h.add(cand.tile);
            return v;
        };
        for (std::uint32_t k = need; k; k &= k - 1) {
            const int key = std::countr_zero(k);
            value_memo[key] = value_of(rep[key]);
        }
        value_memo[32] = 0;
        for (int i = 0; i < n; ++i) out[i].value = value_memo[vkey[i]];
        for (std::uint32_t r = ready; r; r &= r - 1) {
            const int i = std::countr_zero(r);
            out[i].value = value_of(i);
        }
    } else {
        for (int i = 0; i < n; ++i) out[i].value = float(base_points(rules));
    }
    float best_value_at_min = 0;
    int best_u = 0;
    // Ukeire for every discard at the lowest shanten (computing it only for the few a cheap
    // keep score likes best saved 30 % of the time but cost 0.19 points per hand).
    if (exact) {
        for (int i = 0; i < n; ++i) {
            Candidate& cand = out[i];
            const bool at_min = cand.shanten == s_min;
            cand.ukeire =
                select_int(at_min, analysis.option[i].ukeire, -1);  // -1: not at the lowest
            best_value_at_min =
                select_float(at_min, std::max(best_value_at_min, cand.value), best_value_at_min);
            best_u = select_int(at_min, std::max(best_u, cand.ukeire), best_u);
        }
    } else {
        for (int i = 0; i < n; ++i) {
            Candidate& cand = out[i];
            if (cand.shanten != s_min) continue;
            h.remove(cand.tile);
            cand.ukeire = unseen_ukeire(h, table, cand.shanten);
            h.add(cand.tile);
            best_value_at_min = std::max(best_value_at_min, cand.value);
            best_u = std::max(best_u, cand.ukeire);
        }
    }
    // A slower hand is worth a look only when it is worth clearly more (清一色, 缺门…): those
    // found as a mask first (almost always none), then worked out in candidate order.
    std::uint32_t slower = 0;
    {
        const int reach = s_min + int(options.slack);
        const float bar = best_value_at_min * table.tune->slower_bar;
        for (int i = 0; i < n; ++i) {
            const Candidate& cand = out[i];
            const bool look = (cand.ukeire < 0) & (cand.shanten <= reach) & (cand.value > bar);
            slower |= std::uint32_t{look} << i;
        }
    }
    for (std::uint32_t sl = slower; sl; sl &= sl - 1) {
        Candidate& cand = out[std::countr_zero(sl)];
        h.remove(cand.tile);
        cand.ukeire = unseen_ukeire(h, table, cand.shanten);
        h.add(cand.tile);
    }
    // Many candidates share (shanten, ukeire): with sort_all the win chance is computed once for
    // each. (The three as one 64-bit key, shanten in the high word, ukeire and ron in the low
    // one, both ≥ 0 here, anything else not memoised; 32 direct-mapped slots, one probe, a slot
    // valid once its bit in `memo_used` is set: no search whose length varies.) normal_decide's
    // path goes straight to win_chance_normal, whose own cache holds these keys (a hit there
    // costs about what this memo did, without its hit-or-miss branch, which mispredicted: 4 %
    // faster self-play).
    struct Memo {
        std::uint64_t key;
        float win;
    };
    std::array<Memo, 32> memo;
    std::uint32_t memo_used = 0;
    auto chance = [&](int sh, int u, bool ron) {
        // normal_decide's path (not sort_all) reads its own larger cache (win_chance_normal).
        // The same float either way (the caches return what the computation gave).
        auto compute = [&] {
            return sort_all ? win_chance(table, sh, u, ron) : win_chance_normal(table, sh, u, ron);
        };
        if (!sort_all || sh < 0 || u < 0) return compute();  // (see above)
        const std::uint64_t key = std::uint64_t(sh) << 32 | std::uint64_t(u) << 1 | ron;
        const unsigned slot = (unsigned(sh) * 7u + unsigned(u) * 2u + unsigned(ron)) & 31u;
        Memo& m = memo[slot];
        if (((memo_used >> slot) & 1u) && m.key == key) return m.win;
        const float w = compute();
        m = {key, w};
        memo_used |= 1u << slot;
        return w;
    };
    for (int i = 0; i < n; ++i) {
        Candidate& cand = out[i];
        // Not computed (slower and not worth more): 70 % of the best.
        const int u = cand.ukeire >= 0 ? cand.ukeire : (best_u * 7) / 10;
        bool ron = table.ron_allowed;
        if (cand.shanten == 0 && rules.declare_ready_required && !view.declared &&
            view.legal.contains(Action::discard(cand.tile, true))) {
            // 报听: discards may win, but the hand is locked. Worth it when it pays more.
            const float with = chance(0, u, true) * payout_factor(table, true);
            const float without = chance(0, u, false) * payout_factor(table, false);
            if (u > 0 && (with >= without || options.always_declare)) {
                cand.declare = true;
                ron = true;
            }
        }
        cand.win = chance(cand.shanten, u, ron);
        cand.ev = cand.win * cand.value * payout_factor(table, ron);
        if (options.defence) cand.ev -= cand.danger;
    }
    if (table.tune->future_defence != 0.f && options.defence) {
        // (Development, off by default.) What each tile would cost later, when more are ready.
        Table later = table;
        for (int o = 0; o < 4; ++o)
            if (o != index(view.seat))
                later.threat[o] = std::max(later.threat[o], table.tune->future_threat);
        const DangerCoefficients later_k(later);
        for (int i = 0; i < n; ++i)
            out[i].ev += table.tune->future_defence * deal_in_cost(later, later_k, out[i].tile);
    }
    if (sort_all) {
        std::sort(out.begin(), out.begin() + n, ranks_before);
    } else if (n > 1) {
        // ranks_before as one expression of flags and the index as a select (which candidate
        // leads follows the hand: a branch here mispredicts). The same order: a NaN ev
        // compares neither greater nor equal, as ranks_before gives false for it.
        int best = 0;
        for (int i = 1; i < n; ++i) {
            const Candidate& a = out[i];
            const Candidate& b = out[best];
            const bool before =
                (a.ev > b.ev) |
                ((a.ev == b.ev) & ((a.shanten < b.shanten) |
                                   ((a.shanten == b.shanten) & (a.tile.code() < b.tile.code()))));
            best = select_int(before, i, best);
        }
        std::swap(out[0], out[best]);
    }
    return n;
}

}  // namespace

int rank_discards(const SeatView& view, const Table& table, const RankOptions& options,
                  std::array<Candidate, 14>& out) {
    return rank_discards_impl(view, table, options, out, true);
}

bool normal_best_discard(const SeatView& view, const Table& table, Tile& best) {
    static thread_local std::array<Candidate, 14> cands;
    const int n = rank_discards_impl(view, table, RankOptions{}, cands, false);
    if (n > 0) best = cands[0].tile;
    return n > 0;
}

PurePlan pure_plan(const Hand& hand, const Table& table, const SeatView& view, bool ron) {
    PurePlan plan;
    const Ruleset& rules = *table.rules;
    if (rules.value(Item::Pure) <= 0 || rules.tiles.bits() != TileSet::hefei().bits()) return plan;
    std::array<int, 3> n{};
    for (int s = 0; s < 3; ++s) n[s] = hand.suit_count(static_cast<Suit>(s));
    const int s = static_cast<int>(std::max_element(n.begin(), n.end()) - n.begin());
    for (int k = 0; k < hand.kong_count; ++k)
        if (static_cast<int>(hand.kongs[k].suit()) != s) return plan;
    // The suit's rank counts (2-8) as a base-5 pattern: its cost to reach the sets and pair.
    static const detail::SuitTable& t7 = detail::run_table(7);
    const std::uint8_t* c = hand.concealed.data() + 9 * s + 1;
    const std::uint32_t code = detail::code7(c);
    const int slot = 2 * (4 - hand.kong_count) + 1;
    const int cost = t7.costs(code)[slot];
    if (cost >= detail::kUnreachable) return plan;
    int uke = 0;
    for (int r = 0; r < 7; ++r) {
        const int kind = 9 * s + 1 + r;
        if (c[r] >= 4 || !table.unseen[kind]) continue;
        if (t7.costs(code + detail::kPow5[r])[slot] < cost) uke += table.unseen[kind];
    }
    plan.suit = s;
    plan.shanten = cost - 1;
    plan.ukeire = uke;
    if (uke == 0) return plan;
    // Valued as a finished one-suit hand: 13 tiles of the suit, the other two absent.
    std::array<int, 3> sized{};
    sized[s] = 13 + hand.kong_count;
    plan.value = hand_value_sized(hand, table, view, std::max(plan.shanten, 1), sized);
    plan.ev = win_chance(table, plan.shanten, uke, ron) * plan.value * payout_factor(table, ron);
    return plan;
}

WinContext discard_win_context(const SeatView& view) {
    const Ruleset& rules = view.rules();
    return WinContext::on_discard(
        view.hand, view.discard, view.seat, view.turn, view.dealer, view.streak,
        discard_win_situations(rules, view.seat, view.turn, view.dealer, view.discard_after_kong,
                               total_discards(view), view.kongs_this_hand),
        rules.declare_ready_required);
}

int discard_win_points(const SeatView& view) {
    const WinDeltas r = score_win_deltas(discard_win_context(view), view.rules());
    return r.win ? r.deltas[index(view.seat)] : 0;
}

bool kong_is_good(const SeatView& view, const Table& table, Tile t) {
    const Ruleset& rules = *table.rules;
    Hand k = view.hand;
    k.concealed[t.code()] = static_cast<std::uint8_t>(k.concealed[t.code()] - 4);
    k.kongs[k.kong_count++] = t;
    const int s_kong = shanten(k, rules);
    if (view.declared) return s_kong == 0 && unseen_ukeire(k, table, 0) > 0;
    DiscardAnalysis a;
    discard_analysis(view.hand, rules, table.seen, a, -1);  // shanten only
    return s_kong <= a.min_shanten;
}

float keep_wait_value(const SeatView& view, const Table& table, float* win) {
    const int waits = unseen_ukeire(view.hand, table, 0);
    const float chance = win_chance(table, 0, waits, table.ron_allowed);
    if (win) *win = chance;
    return chance * hand_value(view.hand, table, view, 0) * payout_factor(table, table.ron_allowed);
}

Action normal_decide(const SeatView& view, const RankOptions& options, WaitScoreCache* cache) {
    const ActionList& legal = view.legal;
    if (legal.empty()) return Action::pass();
    // (ActionList::has reads the list's summary of types without a scan: no Win (Kong) listed,
    // no scan for one.)
    const bool may_win = legal.has(ActionType::Win) && legal.contains(Action::win());
    if (view.phase == Phase::Response) {
        if (!may_win) return Action::pass();
        Table table = read_table(view, *options.tune);
        // Passing keeps the wait for a self-draw (paid by three) but locks discard wins until
        // the next draw unless they pay more (§1.8). Pass only when that is clearly better.
        const int now = discard_win_points(view);
        // The wait's scores through the agent's cache too (the same floats; the hand was often
        // scored on the seat's own turn already).
        if (cache) {
            cache->bind(view.rules(), view.seat, view.dealer, view.streak);
            table.wait_cache = cache;
            cache->set_decision(&view);
        }
        const float later = keep_wait_value(view, table);
        if (cache) cache->set_decision(nullptr);
        return later > options.tune->pass_ron * float(now) ? Action::pass() : Action::win();
    }
    if (may_win) return Action::win();
    const Table table = read_table(view, *options.tune);
    if (legal.has(ActionType::Kong))
        for (const Action& a : legal)
            if (a.type == ActionType::Kong && kong_is_good(view, table, a.tile)) return a;
    if (view.declared) {
        for (const Action& a : legal)
            if (a.type == ActionType::Discard) return a;
        return legal[0];
    }
    // (Not constructed per decision: 14 candidates' default members were a loop of stores and
    // a branch each; rank_discards_impl sets every field of the n it returns.)
    static thread_local std::array<Candidate, 14> cands;
    if (cache) {
        cache->bind(view.rules(), view.seat, view.dealer, view.streak);
        Table cached = table;
        cached.wait_cache = cache;
        cache->set_decision(&view);
        const int n = rank_discards_impl(view, cached, options, cands, false);
        cache->set_decision(nullptr);
        if (n == 0) return legal[0];
        const Action best = Action::discard(cands[0].tile, cands[0].declare);
        return legal.contains(best) ? best : Action::discard(cands[0].tile);
    }
    const int n = rank_discards_impl(view, table, options, cands, false);
    if (n == 0) return legal[0];
    const Action best = Action::discard(cands[0].tile, cands[0].declare);
    return legal.contains(best) ? best : Action::discard(cands[0].tile);
}

}  // namespace haolao::ai
