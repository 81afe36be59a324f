// SPDX-License-Identifier: GPL-3.0-or-later
// The hard agent: normal's evaluation, with its danger heuristic replaced by a deal-in chance
// measured on ready hands built for each opponent (sampled_danger), a sharper win chance for
// ready hands (its own draw in full, and waits in the suits the others throw are won on more
// often: live_waits), and a 清一色 plan beside the fastest shape (pure_plans), picks a short list
// of discards; when more than one is close, they are re-ranked by two-step tile efficiency (the
// ukeire after the next useful draw), and when an opponent may be ready the safest discard joins
// them; then determinised Monte Carlo may overrule the first choice. Each simulation deals the
// tiles this seat has not seen into the other hands (their sizes are public) and the wall: for
// each opponent the suits its discards show it collects are favoured, and of up to 16 dealt hands
// the first whose shanten matches one drawn from what normal players hold after that many discards
// is kept (a ready hand that would have won on a tile thrown since its last draw is unlikely, since
// agents take discard wins). Every candidate is then played out to the end of the hand with a fast
// policy for all four seats (the same deal for every candidate: common random numbers). A candidate
// whose mean points for this seat (deal-ins and others' self-draws included) beat the first choice
// by two standard errors of the paired difference replaces it.
//
// The advisor (advisor.h) is this agent's ranking of every legal action: decide() is "advise,
// then take the first", so the advice is hard's own play.
//
// Names: "hard" (24 simulations per candidate, reproducible), "hard:sims=N" (N ≤ 1000),
// "hard:ms=N" (time budget per decision, N ≤ 1000; not reproducible across machines), and
// "expert" = the search with a 1-second budget per decision ("expert:ms=N", N ≤ 10000), its
// playouts played by normal agents in every seat (agents/rollout.h) and every decision with two
// or more candidates searched ("hard:np", "…:wide" give these to hard). "hard:distil" (a fitted
// model of those rollouts' judgement, agents/distil.h) and "hard:label=N" (its data) are
// development names.
#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <chrono>
#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "agents/danger_model.h"
#include "agents/distil.h"
#include "agents/eval.h"
#include "agents/hand_filter.h"
#include "agents/handan_play.h"
#include "agents/playout.h"
#include "agents/ready_hands.h"
#include "agents/rollout.h"
#include "haolao/advisor.h"
#include "haolao/agent.h"
#include "haolao/rng.h"

namespace haolao {

namespace {

constexpr int kDefaultSims = 24;
constexpr int kMaxBudgetMs = 1000;
// expert: hard's search with a time budget per decision (1 s, up to 10 s).
constexpr int kExpertDefaultMs = 1000;
constexpr int kExpertMaxBudgetMs = 10000;
constexpr int kMaxSims = 1000;
constexpr int kDeclaredSamples = 768;  // built hands for a declared opponent (HardConfig)
constexpr int kCloseCandidates = 4;    // close calls searched…
constexpr int kMaxCandidates = 5;      // …plus the safest discard
// A candidate replaces normal's choice only when its mean paired gain is above this many
// standard errors: with a few dozen simulations of a high-variance game, a lower bar lets noise
// pick (selfplay: 1 SE −0.03 ± 0.20, 2 SE +0.04 ± 0.07 points per hand against three normal).
constexpr float kSwitchSe = 2.f;
constexpr float kMarginBase = 0.5f;  // candidates within 0.5 + 15 % of the best ev are searched
constexpr float kMarginRel = 0.15f;
// Defence: the safest discard is searched too when an opponent is ready with at least this
// chance and the discard saves at least this much expected deal-in cost (points).
constexpr float kSafeThreat = 0.15f;
constexpr float kSafeGain = 0.1f;
// Dealt hands tried per opponent to match the shanten its discards suggest. 16 (40 until
// 2026-12-02: the tries were a third of a searched decision; BENCHMARKS.md "hard's decision
// speed").
constexpr int kDealTries = 16;
// pc: an inconsistent draw's key, against 4 per step of shanten from the target (a consistent
// draw one step off is still worse than an inconsistent one on target).
constexpr int kPolicyKey = 3;
// ps: draw-and-discard rounds per dealt hand (at most one per own discard).
constexpr int kShapeRounds = 6;
// sv: deals tried for one kept by survival.
constexpr int kSurvivalTries = 8;
// Win chance of a ready hand (paired runs against 3 × normal, 10,000 hands, same deals): its own
// draw counts in full (normal discounts it like the others' discards) and a wait tile is thrown
// with 0.8 × the chance of being drawn (normal 0.6): +0.07 ± 0.03 points per hand; 0.4 was
// worse, 1.0-1.3 the same. Both say hard should value being ready more than normal does.
constexpr float kRonDiscount = 0.8f;

// pe / pb: the weight a built ready hand keeps when normal would not have thrown its owner's
// last discard from it.
constexpr float kPolicyMiss = 0.1f;

struct HardConfig {
    // Development ("…:pe", "…:pb"): sampled danger weighs each built ready hand by whether
    // normal would have thrown its owner's last discard from it (ready_hands.h
    // last_discard_fits); pe: for the waits only, pb: P(ready) too.
    int policy_evidence = 0;
    float policy_miss = kPolicyMiss;  // "…:pm=N": N hundredths
    // Ready hands built for a declared opponent ("…:ds=N" in development). A declared opponent
    // is ready for certain and, in a declaring room, the only one who can win on a discard, so
    // its waits are the whole read: with 48 hands a true wait was left at chance 0 in 7 % of
    // cases; 768 was ahead of 48 on hefei-ting by +0.077 ± 0.025 points per hand (pre-registered,
    // 40,000 hands; BENCHMARKS.md session 20) at a median decision 10 µs longer.
    int declared_samples = kDeclaredSamples;
    int danger_samples = ai::kDangerSamples;  // development ("…:as=N"): the undeclared ones'
    // Development ("…:fl=N"): each tile's sampled chance drawn towards an even spread of the
    // built hands' waits over the kinds the opponent may wait on, as if N hands more had been
    // built (0: off).
    float wait_floor = 0;
    // BuiltWaits' all_drops for the undeclared opponents (a declared one keeps its 768 hands):
    // 48 built sets of tiles read as well as 768 hands for a median decision 45 µs longer, and
    // were ahead of one drop per hand by +0.049 ± 0.009 points per hand on hefei-classic
    // (pre-registered, 800,000 hands; BENCHMARKS.md session 21). Development "…:od": one drop
    // per built hand, session 20's hard.
    bool all_drops = true;
    int sims = kDefaultSims;  // per candidate; 0 = time budget
    // The evaluation's constants (development: "hard:tune=name=v,…", eval.h's Tuning).
    ai::Tuning tune;
    int budget_ms = 0;
    // Deal-in chances from the fitted model (danger_model.h) over the sampled ones: only in
    // "hard:model" (not shown stronger than hard in the pre-registered runs: BENCHMARKS.md
    // "2026-12-02 (session 11)"), so hard's play stays the sampled chances alone.
    bool danger_model = false;
    // Win chances recalibrated by a model fitted on 4 × normal selfplay (`value_win`): only in
    // "hard:value" (BENCHMARKS.md "2026-12-03 (session 12)").
    bool value_model = false;
    // Playouts with normal's own policy for every seat (agents/rollout.h) instead of the fast
    // one: "hard:np", "expert:np" (BENCHMARKS.md "2026-12-03 (session 14)").
    bool normal_playouts = false;
    // Development knobs (names "…:wide", "…:se1"): search every decision with two or more
    // candidates (up to kCloseCandidates, then the safest), and the switch bar in SE.
    bool wide = false;
    float switch_se = kSwitchSe;
    // The distilled search (agents/distil.h): "hard:distil" takes the candidate with the highest
    // fitted advantage over the first choice when it exceeds `distil_margin` points (else hard's
    // search as usual); "hard:label=N" plays hard and writes N-rollout labels of every decision
    // with two or more candidates to distil_sink() (data for the fit).
    bool distil = false;
    float distil_margin = 0.3f;
    int distil_side = 0;  // development: 1 = only safer candidates, 2 = only more dangerous
    int label_sims = 0;
    // Development ("…:dr"): a dealt opponent meant to be ready gets a hand built like sampled
    // danger's (sets and a pair in the suits it collects, less one tile; waits not on what it
    // passed) instead of the closest of a few random draws.
    // "…:db" (development): each opponent is dealt ready with sampled danger's Bayes-lowered
    // P(ready), then a built ready hand consistent with its play (weighted as sampled danger
    // weights them); not ready: today's draws aiming at a shanten of 1 or more.
    // "…:drl", "…:dbl": in the labels' deals only (hard's play unchanged).
    // "…:dw", "…:dwl": db with the built hands' live waits (copies unseen by the seat)
    // reweighted to those of real ready hands (kLiveWaitPermille).
    // "…:dh", "…:dhl": db only when the seat's first choice leaves it not ready (today's deal
    // otherwise: db overrates every alternative of a ready first choice by ≈ 1 point).
    int ready_deal = 0;  // 0 off, 1 dr, 2 db, 3 dw, 4 dh
    bool ready_labels_only = false;
    // "…:pc" (development; "…:pcl" in the labels' deals only): policy consistency. An
    // opponent's last discard d was thrown from its dealt hand H + d, so a dealt H that d would
    // have brought closer to ready (shanten(H + d) < shanten(H): its policy would have kept d) is
    // unlikely: a random draw that is inconsistent counts as kPolicyKey in the closest-draw key,
    // and a built ready hand waiting on d (it would have won) is refused. Real opponents' last
    // discards are consistent in 96-100 % of hands one to two steps from ready, db's random draws
    // in 75-88 % (BENCHMARKS.md "2026-12-03 (session 16)").
    bool policy_deal = false;
    bool policy_labels_only = false;
    // "…:pf" (development; "…:pfl" labels only; "…:pfn=N" N particles): each opponent's hand in
    // the search's deals is one of the hand filter's particles (hand_filter.h: its whole pond
    // read against normal's policy), drawn by weight; the wall is what is left (BENCHMARKS.md
    // "2026-12-04 (session 19)").
    bool filter_deal = false;
    bool filter_labels_only = false;
    int filter_particles = 2048;
    // "…:ps" (development; "…:psl" labels only): policy-shaped random draws. Each dealt hand is
    // then drawn and discarded through up to kShapeRounds rounds as a player shapes it (keep
    // the lowest shanten, throw the least connected tile): real opponents' hands at a given
    // shanten are wider than random ones (unseen ukeire one step away 8.5-9.2 against 7.8-8.3).
    bool shape_deal = false;
    bool shape_labels_only = false;
    // "…:sv" (development; "…:svl" labels only): survival. A dealt opponent that is ready and
    // has not won yet most likely did not see its waits drawn in the draws since it became
    // ready: a whole deal is kept with the chance (1 − its waits' copies in the wall / the
    // wall)^draws, the draws 4 × its expected turns ready (from kReadyPermille), redealt up to
    // kSurvivalTries times. Real ready opponents have 0.78 copies of their waits in the wall
    // when the seat's first choice is ready, db's 1.13 (BENCHMARKS.md "2026-12-03 (session 16)").
    // "…:sn" ("…:snl"): the same chance relative to that of its live copies placed at random
    // between the wall and the other hands (min 1), so that P(ready) stays db's.
    // "…:sr" ("…:srl"): sv's chance, the redeals keeping db's ready draws of the first deal
    // (so survival reshapes the ready hands and the wall, not how many opponents are ready).
    int survival_deal = 0;  // 0 off, 1 sv, 2 sn, 3 sr
    bool survival_labels_only = false;
};

// P(the seat wins the hand) for a discard, fitted (logistic, scripts/fit_value_model.py) on
// 7.1 million own-turn discards of 4 × normal selfplay (hefei-classic, -ting, -bianfeng) labelled
// with whether the seat won: the chain's chance (hard's table) is miscalibrated by shanten (2
// steps away: 0.15 predicted, 0.07 actual; 3 steps: 0.19 / 0.04) and by the draws left.
// Features: the chain's logit, shanten 0/1/2 (each also × rounds left / 10), shanten 3+ ×
// rounds / 10, rounds / 10, log(1 + ukeire), ukeire / unseen when ready, discards may win,
// declared opponents, normal's threat sum. Calibrated (held out: 0.072 predicted / 0.071 actual
// at 2 steps, 0.042 / 0.040 at 3), but a weaker player: −0.116 ± 0.050 points per hand paired
// with hard over 20,000 hefei-classic hands (less offence for far hands, so it folds more:
// deal-ins 8.1 % against 9.5 % on seed 6201).
float value_win(const ai::Table& table, const SeatView& view, float chain, int shanten, int ukeire,
                bool ron) {
    constexpr std::array<double, 15> w = {
        -1.3950930835, 0.8278208572,  1.4614363923,  0.0699524608,  0.5255120247,
        1.0852169978,  -0.5855946392, 1.5473521814,  -1.0187766712, 1.6837449688,
        -0.0701817764, -0.4398286203, -0.6642983720, -0.1924846788, -0.3089243620};
    if (shanten < 0) return 1.f;
    const double p = std::clamp(double(chain), 1e-4, 0.999);
    const double r = double(table.rounds_left) / 10.0;
    int declared = 0;
    double threat = 0;
    for (int o = 0; o < 4; ++o) {
        if (o == index(view.seat)) continue;
        declared += view.declared_seats[o] ? 1 : 0;
        threat += double(table.threat[o]);
    }
    const double u = double(std::max(ukeire, 0));
    double z = w[0] + w[1] * std::log(p / (1 - p));
    if (shanten == 0) z += w[2] + w[3] * r;
    if (shanten == 1) z += w[4] + w[5] * r;
    if (shanten == 2) z += w[6] + w[7] * r;
    if (shanten >= 3) z += w[8] * r;
    z += w[9] * r + w[10] * std::log1p(u);
    if (shanten == 0) z += w[11] * u / double(std::max(table.unseen_total, 1));
    z += w[12] * (ron ? 1 : 0) + w[13] * declared + w[14] * threat;
    return float(1.0 / (1.0 + std::exp(-z)));
}

// normal's evaluation with a fold: when the hand is two or more steps from ready, the deal-in
// cost weighs double (alone: +0.003 ± 0.008 points per hand, deal-ins 11.22 % vs 11.31 %).
ai::RankOptions hard_rank_options(const ai::Tuning& tune) {
    ai::RankOptions r;
    r.fold_shanten = 2;
    r.fold_weight = 2;
    r.tune = &tune;
    return r;
}

using ai::fast_discard;
using ai::play_out;
using ai::Playout;

// Best expected points first. Stable: ties keep the earlier order (normal's); std::sort also trips
// a false -Warray-bounds in g++ 12 here.
void sort_by_ev(std::array<ai::Candidate, 14>& cands, int n) {
    std::stable_sort(cands.begin(), cands.begin() + n,
                     [](const ai::Candidate& a, const ai::Candidate& b) { return a.ev > b.ev; });
}

// Where a ranking is written: one entry per legal action at most.
using Ranking = std::array<Advice, ActionList::kCapacity>;

Advice advice_of(Action a) {
    Advice ad;
    ad.action = a;
    return ad;
}

class HardAgent final : public Agent {
  public:
    HardAgent(HardConfig config, std::uint64_t seed) : config_(config), seed_(seed), rng_(seed) {
        if (config_.normal_playouts || config_.label_sims > 0)
            for (int s = 0; s < 4; ++s) {
                normals_[static_cast<std::size_t>(s)] = make_agent("normal", 0);
                normal_ptrs_[static_cast<std::size_t>(s)] =
                    normals_[static_cast<std::size_t>(s)].get();
            }
    }

    // Advise, then take the best: the advisor (advisor.h) and hard are this one ranking.
    Action decide(const SeatView& view) override {
        Ranking out;
        return rank(view, false, out) > 0 ? out[0].action : Action::pass();
    }

    // Ranks the legal actions, the decision first. With `all` false only the decision is written
    // (the agent needs no more); with `all` every legal action is, the rest by expected points.
    // The extra work of `all` comes after every random draw the decision uses, so both give the
    // same decision.
    int rank(const SeatView& view, bool all, Ranking& out) {
        rng_.reseed(decision_seed(seed_, view));  // resumable: see agent.h
        filter_read_ = false;
        const auto start = std::chrono::steady_clock::now();  // the budget covers the danger too
        if (view.legal.empty()) return 0;
        if (view.rules().scoring == ScoringModel::HandanFan) return rank_handan(view, all, out);
        if (view.phase == Phase::Response) return rank_response(view, all, out);
        Action pick;
        bool picked = false;
        if (view.phase != Phase::Turn || view.declared || view.legal.contains(Action::win())) {
            pick = ai::normal_decide(view, hard_rank_options(config_.tune));
            picked = true;
        }
        ai::Table table = ai::read_table(view, config_.tune);
        table.full_own_draw = true;
        table.ron_discount = kRonDiscount;
        for (const Action& a : view.legal)
            if (!picked && a.type == ActionType::Kong && ai::kong_is_good(view, table, a.tile)) {
                pick = a;
                picked = true;
            }
        if (picked && !all) {
            out[0] = advice_of(pick);
            return 1;
        }

        std::array<ai::Candidate, 14> cands;
        const int n = ai::rank_discards(view, table, hard_rank_options(config_.tune), cands);
        risk_.fill({});
        p_ready_.fill(-1.f);
        searched_ = false;
        int k = 0;
        if (n > 0) k = refine(view, table, cands, n);
        if (n > 0 && config_.ready_deal == 4) {
            Hand after = view.hand;
            after.remove(cands[0].tile);
            first_ready_ = shanten(after, *table.rules) == 0;
        }
        if (!picked) {
            if (n == 0) {
                pick = view.legal[0];
            } else {
                int i = config_.distil && n > 1 ? distil_pick(view, table, cands, n, k) : 0;
                if (i == 0 && k > 1) i = search(view, table, cands, k, start);
                pick = Action::discard(cands[i].tile, cands[i].declare);
                if (!view.legal.contains(pick)) pick = Action::discard(cands[i].tile);
                if (config_.label_sims > 0 && n > 1 && ai::distil_sink())
                    label(view, table, cands, n, k);
            }
            if (!all) {
                out[0] = advice_of(pick);
                return 1;
            }
        }
        // A searched close call clearly better than the first choice in the playouts (the 2 SE
        // bar of the decision) is worth the first choice's points plus its mean paired gain; the
        // others keep their evaluation (a noisy gain would rank them above the decision).
        if (searched_)
            for (int i = 1; i < k; ++i)
                if (mc_gain_[i] > 0) cands[i].ev = cands[0].ev + mc_gain_[i];
        return list_turn(view, table, cands, n, pick, out);
    }

    // The deal-in chances alone (with the model off: bench_danger's sampled feature): the
    // decision's steps up to its danger, with the same random draws.
    std::array<std::array<float, 4>, kNumTileKinds> risk_only(const SeatView& view) {
        rng_.reseed(decision_seed(seed_, view));
        risk_.fill({});
        if (view.phase != Phase::Turn || view.legal.empty()) return risk_;
        ai::Table table = ai::read_table(view, config_.tune);
        table.full_own_draw = true;
        table.ron_discount = kRonDiscount;
        std::array<ai::Candidate, 14> cands;
        const int n = ai::rank_discards(view, table, hard_rank_options(config_.tune), cands);
        if (n > 0) sampled_danger(view, table, cands, n);
        return risk_;
    }

  private:
    // The candidates the distilled search compares: the first four in hard's order (its search
    // set first), then the safest of all if not among them. Returns the count; `safest` receives
    // the index of the safest of all.
    static int distil_set(const std::array<ai::Candidate, 14>& cands, int n,
                          std::array<int, kMaxCandidates>& idx, int& safest) {
        safest = 0;
        for (int i = 1; i < n; ++i)
            if (cands[i].danger < cands[safest].danger) safest = i;
        int m = 0;
        for (int i = 0; i < std::min(n, kCloseCandidates); ++i) idx[m++] = i;
        if (safest >= kCloseCandidates) idx[m++] = safest;
        return m;
    }

    // What hard knows of candidate i against the first choice (distil.h's raw features).
    static std::array<float, ai::kDistilRaw> distil_features(
        const SeatView& view, const ai::Table& table, const std::array<ai::Candidate, 14>& cands,
        int n, int k, int i, int safest, std::array<int, 14>& uke_memo) {
        auto uke = [&](int j) {
            if (uke_memo[j] >= 0) return uke_memo[j];
            int u = cands[j].ukeire;
            if (u < 0) {
                Hand after = view.hand;
                after.remove(cands[j].tile);
                u = ai::unseen_ukeire(after, table, cands[j].shanten);
            }
            return uke_memo[j] = u;
        };
        const ai::Candidate& a = cands[i];
        const ai::Candidate& b = cands[0];
        float threat_max = 0, threat_sum = 0;
        int declared = 0;
        for (int o = 0; o < 4; ++o) {
            if (o == index(view.seat)) continue;
            threat_max = std::max(threat_max, table.threat[o]);
            threat_sum += table.threat[o];
            declared += view.declared_seats[o] ? 1 : 0;
        }
        return {float(std::min(i, kCloseCandidates)),
                i == safest ? 1.f : 0.f,
                a.ev - b.ev,
                a.win - b.win,
                a.value - b.value,
                a.win * a.value - b.win * b.value,
                a.danger - b.danger,
                float(a.shanten - b.shanten),
                float(uke(i) - uke(0)),
                float(b.shanten),
                float(uke(0)),
                b.win,
                b.danger,
                b.ev,
                table.rounds_left,
                threat_max,
                threat_sum,
                float(declared),
                float(view.streak),
                view.dealer == view.seat ? 1.f : 0.f,
                table.ron_allowed ? 1.f : 0.f,
                a.declare ? 1.f : 0.f,
                b.declare ? 1.f : 0.f,
                float(view.ponds[index(view.seat)].size),
                i < k ? 1.f : 0.f,
                float(n)};
    }

    // The candidate with the highest fitted advantage over the first choice when it exceeds the
    // margin, else 0.
    int distil_pick(const SeatView& view, const ai::Table& table,
                    const std::array<ai::Candidate, 14>& cands, int n, int k) {
        std::array<int, kMaxCandidates> idx{};
        int safest = 0;
        const int m = distil_set(cands, n, idx, safest);
        std::array<int, 14> memo;
        memo.fill(-1);
        int best = 0;
        float best_adv = config_.distil_margin;
        for (int j = 1; j < m; ++j) {
            const float dd = cands[idx[j]].danger - cands[0].danger;
            if ((config_.distil_side == 1 && dd > 0) || (config_.distil_side == 2 && dd <= 0))
                continue;
            const float adv = ai::distil_advantage(
                distil_features(view, table, cands, n, k, idx[j], safest, memo));
            if (adv > best_adv) {
                best_adv = adv;
                best = idx[j];
            }
        }
        return best;
    }

    // Labels (hard:label=N): every candidate of the distilled set played out N times with
    // normal's policy for every seat on the same deals; one row per candidate to distil_sink().
    void label(const SeatView& view, const ai::Table& table,
               const std::array<ai::Candidate, 14>& cands, int n, int k) {
        static int decision = 0;
        std::array<int, kMaxCandidates> idx{};
        int safest = 0;
        const int m = distil_set(cands, n, idx, safest);
        std::array<Action, kMaxCandidates> first{};
        for (int j = 0; j < m; ++j) {
            const ai::Candidate& c = cands[idx[j]];
            first[j] = Action::discard(c.tile, c.declare);
            if (!view.legal.contains(first[j])) first[j] = Action::discard(c.tile);
        }
        std::array<double, kMaxCandidates> diff{}, diff_sq{};
        int sims = 0;
        const GameState* truth = ai::distil_truth();
        labelling_ = true;
        for (int s = 0; s < config_.label_sims; ++s) {
            Playout base;
            if (truth) {
                truth_deal(view, *truth, *table.rules, base);
            } else if (!deal_survived(view, table, base)) {
                break;
            }
            std::array<int, kMaxCandidates> points{};
            try {
                const Game at = Game::at_state(*table.rules, ai::determinised_state(view, base));
                for (int j = 0; j < m; ++j)
                    points[j] = ai::rollout(at, view.seat, first[j], normal_ptrs_);
            } catch (const std::exception&) {
                break;
            }
            for (int j = 1; j < m; ++j) {
                const double d = points[j] - points[0];
                diff[j] += d;
                diff_sq[j] += d * d;
            }
            ++sims;
        }
        labelling_ = false;
        if (sims < 2) return;
        std::array<int, 14> memo;
        memo.fill(-1);
        for (int j = 1; j < m; ++j) {
            ai::DistilRow r;
            r.decision = decision;
            r.candidate = idx[j];
            r.sims = sims;
            const double mean = diff[j] / sims;
            r.label = float(mean);
            r.label_se =
                float(std::sqrt(std::max(0.0, diff_sq[j] / sims - mean * mean) / double(sims - 1)));
            r.x = distil_features(view, table, cands, n, k, idx[j], safest, memo);
            ai::distil_sink()->push_back(r);
        }
        ++decision;
    }

    // The true hands of `state` and its undrawn wall tiles, reshuffled (labels only).
    void truth_deal(const SeatView& view, const GameState& state, const Ruleset& rules,
                    Playout& p) {
        p.rules = &rules;
        p.dealer = view.dealer;
        p.streak = view.streak;
        for (int i = 0; i < 4; ++i) {
            p.hands[i] = state.seats[i].hand;
            p.declared[i] = view.declared_seats[i];
        }
        const WallShape& shape = state.wall.shape();
        p.head = 0;
        p.end = 0;
        for (int pos = 0; pos < shape.size(); ++pos)
            if (!shape.taken(pos)) p.wall[static_cast<std::size_t>(p.end++)] = state.wall.at(pos);
        rng_.shuffle(p.wall.data(), p.end);
    }

    // normal's ranking with hard's danger, ready-hand win chance and 清一色 plan; then the close
    // calls (two-step efficiency) and, under threat, the safest discard. Returns how many of the
    // first candidates the search compares.
    int refine(const SeatView& view, const ai::Table& table, std::array<ai::Candidate, 14>& cands,
               int n) {
        // Sharper defence: normal's danger heuristic is replaced by the deal-in cost measured
        // on ready hands built for each opponent.
        sampled_danger(view, table, cands, n);
        live_waits(view, table, cands, n);
        if (config_.value_model) value_wins(view, table, cands, n);
        pure_plans(view, table, cands, n);
        // Close calls only: within a margin of the best expected points.
        const float margin = kMarginBase + kMarginRel * std::abs(cands[0].ev);
        int k = 1;
        while (k < n && k < kCloseCandidates && cands[k].ev >= cands[0].ev - margin) ++k;
        // Two-step efficiency for the close calls (re-ranking wider candidates, one shanten
        // slower included, measured worse: −0.34 ± 0.14 points per hand).
        if (k > 1) lookahead(view, table, cands, k);
        // Wider: every decision with two or more candidates (the extra ones in ev order).
        if (config_.wide) k = std::min(n, kCloseCandidates);
        // Defence: when an opponent may well be ready, the safest discard is searched too (the
        // playouts count the deal-ins against opponents dealt hands as far along as theirs).
        if (k < n) {
            const float threat = *std::max_element(table.threat.begin(), table.threat.end());
            int safest = k;
            for (int i = k + 1; i < n; ++i)
                if (cands[i].danger < cands[safest].danger) safest = i;
            if (threat >= kSafeThreat && cands[safest].danger < cands[0].danger - kSafeGain) {
                std::swap(cands[k], cands[safest]);
                ++k;
            }
        }
        return k;
    }

    // Handan (handan_play.h): every legal action by its expected units, no search.
    static int rank_handan(const SeatView& view, bool all, Ranking& out) {
        std::array<ai::HandanChoice, ActionList::kCapacity> ranked;
        const int n = ai::handan_rank(view, ai::HandanLevel::Hard, ranked);
        const int m = all ? n : std::min(n, 1);
        for (int i = 0; i < m; ++i) {
            Advice ad = advice_of(ranked[i].action);
            ad.ev = ranked[i].ev;
            ad.win = ranked[i].win;
            ad.deal_in = ranked[i].deal_in;
            ad.deal_in_by = ranked[i].deal_in_by;
            out[i] = ad;
        }
        return m;
    }

    // Response: win or pass, as normal weighs it (a pass keeps the wait for a self-draw).
    int rank_response(const SeatView& view, bool all, Ranking& out) {
        const Action pick = ai::normal_decide(view, hard_rank_options(config_.tune));
        out[0] = advice_of(pick);
        if (!all) return 1;
        int n = 0;
        for (const Action& a : view.legal) {
            Advice ad = advice_of(a);
            if (a.type == ActionType::Win) {
                ad.ev = float(ai::discard_win_points(view));
                ad.win = 1;
            } else {
                ad.ev = ai::keep_wait_value(view, ai::read_table(view, config_.tune), &ad.win);
            }
            out[n++] = ad;
        }
        return order(out, n, pick);
    }

    // Every legal action of a Turn, from the refined candidates.
    int list_turn(const SeatView& view, const ai::Table& table,
                  const std::array<ai::Candidate, 14>& cands, int n, Action pick, Ranking& out) {
        int m = 0;
        for (const Action& a : view.legal) {
            Advice ad = advice_of(a);
            if (a.type == ActionType::Win) {
                ad.ev = float(self_draw_points(view));
                ad.win = 1;
            } else if (a.type == ActionType::Kong) {
                kong_value(view, table, a.tile, ad);
            } else if (a.type == ActionType::Discard) {
                for (int i = 0; i < n; ++i) {
                    if (cands[i].tile != a.tile) continue;
                    if (cands[i].declare == a.declare) {
                        ad.ev = cands[i].ev;
                        ad.win = cands[i].win;
                    } else {
                        other_declare(view, table, cands[i], a.declare, ad);
                    }
                }
                const auto& by = risk_[static_cast<std::size_t>(a.tile.code())];
                float miss = 1;
                for (int o = 0; o < 4; ++o) {
                    ad.deal_in_by[static_cast<std::size_t>(o)] = by[static_cast<std::size_t>(o)];
                    miss *= 1.f - by[static_cast<std::size_t>(o)];
                }
                ad.deal_in = 1.f - miss;
            }
            out[m++] = ad;
        }
        return order(out, m, pick);
    }

    // The decision first, then by expected points (ties in legal order).
    static int order(Ranking& out, int n, Action pick) {
        auto* const first = std::find_if(out.begin(), out.begin() + n,
                                         [&](const Advice& a) { return a.action == pick; });
        if (first != out.begin() + n) std::rotate(out.begin(), first, first + 1);
        std::stable_sort(out.begin() + 1, out.begin() + n,
                         [](const Advice& a, const Advice& b) { return a.ev > b.ev; });
        return n;
    }

    // The self-draw's points from what the view shows (杠上开花 is not visible in a view: a win
    // on a kong's replacement tile is scored without it).
    static int self_draw_points(const SeatView& view) {
        const Ruleset& rules = view.rules();
        WinContext ctx = WinContext::self_draw(view.hand, Tile{}, view.seat, view.dealer,
                                               view.streak, 0, rules.declare_ready_required);
        int discards = 0;
        for (const Pond& p : view.ponds) discards += p.size;
        if (view.has_fresh) {
            ctx.win_tile = view.last_drawn;
            ctx.hand.remove(view.last_drawn);
            if (view.haolao) ctx.situations |= kHaolao;
            if (view.seat != view.dealer && view.ponds[index(view.seat)].size == 0 &&
                view.kongs_this_hand == 0 && !view.haolao)
                ctx.situations |= kEarthly;
            const WinResult r = score_win(ctx, rules);
            return r.win ? r.deltas[index(view.seat)] : 0;
        }
        // The dealer's dealt 14 (天胡 when nothing happened yet): the best winning tile.
        if (view.seat == view.dealer && discards == 0 && view.kongs_this_hand == 0)
            ctx.situations |= kHeavenly;
        int best = 0;
        for (int c = 0; c < kNumTileKinds; ++c) {
            if (!view.hand.concealed[c]) continue;
            WinContext w = ctx;
            w.win_tile = Tile::from_code(c);
            w.hand.remove(w.win_tile);
            const WinResult r = score_win(w, rules);
            if (r.win) best = std::max(best, r.deltas[index(view.seat)]);
        }
        return best;
    }

    // A kong: the hand it leaves (before its replacement draw), valued like a discard's.
    static void kong_value(const SeatView& view, const ai::Table& table, Tile t, Advice& ad) {
        const Ruleset& rules = *table.rules;
        Hand k = view.hand;
        k.concealed[t.code()] = static_cast<std::uint8_t>(k.concealed[t.code()] - 4);
        k.kongs[k.kong_count++] = t;
        const int sh = shanten(k, rules);
        int u = 0;
        if (sh == 0) {
            const std::uint64_t mask = wait_mask(k, rules);
            for (int c = 0; c < kNumTileKinds; ++c)
                if ((mask >> c) & 1u) u += table.unseen[c];
        } else {
            u = ai::unseen_ukeire(k, table, sh);
        }
        const bool ron = table.ron_allowed;
        ad.win = ai::win_chance(table, sh, u, ron);
        ad.ev = ad.win * ai::hand_value(k, table, view, sh) * ai::payout_factor(table, ron);
    }

    // A ready discard's other choice of 报听 than the one the ranking made (declaring lets
    // discards win, with live_waits' factor; not declaring keeps self-draws only).
    static void other_declare(const SeatView& view, const ai::Table& table, const ai::Candidate& c,
                              bool declare, Advice& ad) {
        Hand h = view.hand;
        h.remove(c.tile);
        const bool ron = declare || table.ron_allowed;
        int live = 0;
        const float f = wait_factor(view, table, h, live);
        ad.win = ron ? ai::win_chance_steps(table, 0, live, -1, true, live ? f : 1.f)
                     : ai::win_chance(table, 0, live, false);
        ad.ev = ad.win * c.value * ai::payout_factor(table, ron) - c.danger;
    }

    // Ready discards: a wait in a suit the others throw is won on far more often than one in a
    // suit they collect (the 8-tile rule makes every hand keep one suit and throw the rest).
    // The discard-win part of the win chance is scaled by how often the others' discards fall
    // in the waits' suits.
    static void live_waits(const SeatView& view, const ai::Table& table,
                           std::array<ai::Candidate, 14>& cands, int n) {
        bool changed = false;
        Hand h = view.hand;
        for (int i = 0; i < n; ++i) {
            ai::Candidate& c = cands[i];
            const bool ron = c.declare || table.ron_allowed;
            if (c.shanten != 0 || !ron) continue;
            h.remove(c.tile);
            int live = 0;
            const float f = wait_factor(view, table, h, live);
            h.add(c.tile);
            if (live == 0) continue;
            const float win = ai::win_chance_steps(table, 0, live, -1, true, f);
            c.ev += (win - c.win) * c.value * ai::payout_factor(table, true);
            c.win = win;
            changed = true;
        }
        if (changed) sort_by_ev(cands, n);
    }

    // For a waiting-size hand: its live waits (unseen copies) and the live-weighted mean, over
    // the waits, of the others' share of discards in the wait's suit (× 3).
    static float wait_factor(const SeatView& view, const ai::Table& table, const Hand& h,
                             int& live) {
        std::array<float, 3> thrown{};  // mean share of the others' discards per suit, × 3
        for (int o = 0; o < 4; ++o) {
            if (o == index(view.seat)) continue;
            const auto& k = table.suit_discards[o];
            const auto size = float(view.ponds[o].size);
            constexpr float prior = 2.f;  // discards per suit assumed before any is seen
            for (int su = 0; su < 3; ++su)
                thrown[su] += 3.f * (float(k[su]) + prior) / (size + 3.f * prior);
        }
        for (float& t : thrown) t /= 3.f;
        const std::uint64_t mask = wait_mask(h, *table.rules);
        live = 0;
        float weighted = 0;
        for (std::uint64_t m = mask; m; m &= m - 1) {
            const int code = std::countr_zero(m);
            live += table.unseen[code];
            weighted += float(table.unseen[code]) * (code < 27 ? thrown[code / 9] : 1.f);
        }
        return live ? weighted / float(live) : 0.f;
    }

    // hard:value: every candidate's win chance through the fitted model (value_win).
    static void value_wins(const SeatView& view, const ai::Table& table,
                           std::array<ai::Candidate, 14>& cands, int n) {
        int best_u = 0;
        for (int i = 0; i < n; ++i) best_u = std::max(best_u, cands[i].ukeire);
        for (int i = 0; i < n; ++i) {
            ai::Candidate& c = cands[i];
            const bool ron = c.declare || table.ron_allowed;
            const int u = c.ukeire >= 0 ? c.ukeire : (best_u * 7) / 10;
            const float win = value_win(table, view, c.win, c.shanten, u, ron);
            c.ev += (win - c.win) * c.value * ai::payout_factor(table, ron);
            c.win = win;
        }
        sort_by_ev(cands, n);
    }

    // 清一色: a discard is worth the better of its fastest shape and the one-suit plan (normal
    // values a pure hand only once it is nearly there, and never wins one in selfplay).
    void pure_plans(const SeatView& view, const ai::Table& table,
                    std::array<ai::Candidate, 14>& cands, int n) const {
        bool changed = false;
        Hand h = view.hand;
        for (int i = 0; i < n; ++i) {
            ai::Candidate& c = cands[i];
            h.remove(c.tile);
            const bool ron = c.declare || table.ron_allowed;
            ai::PurePlan p = ai::pure_plan(h, table, view, ron);
            h.add(c.tile);
            if (config_.value_model && p.ev > 0) {
                const float chain = ai::win_chance(table, p.shanten, p.ukeire, ron);
                if (chain > 0)
                    p.ev *= value_win(table, view, chain, p.shanten, p.ukeire, ron) / chain;
            }
            const float ev = p.ev - c.danger;
            if (ev > c.ev) {
                c.ev = ev;
                changed = true;
            }
        }
        if (changed) sort_by_ev(cands, n);
    }

    // Two-step efficiency for the close candidates one or two steps from ready: the win chance
    // is recomputed with the ukeire the hand will have after its next useful draw, then the
    // candidates are re-ranked.
    void lookahead(const SeatView& view, const ai::Table& table,
                   std::array<ai::Candidate, 14>& cands, int k) const {
        for (int i = 0; i < k; ++i) {
            ai::Candidate& c = cands[i];
            if (c.shanten < 1 || c.shanten > 2) continue;
            Hand h = view.hand;
            h.remove(c.tile);
            if (c.ukeire < 0) c.ukeire = ai::unseen_ukeire(h, table, c.shanten);
            if (c.ukeire <= 0) continue;
            const int next = ai::next_step_ukeire(h, table, c.shanten);
            const bool ron = c.declare || table.ron_allowed;
            const float pay = c.value * ai::payout_factor(table, ron);
            float win = ai::win_chance_steps(table, c.shanten, c.ukeire, next, ron);
            if (config_.value_model) win = value_win(table, view, win, c.shanten, c.ukeire, ron);
            c.ev += (win - c.win) * pay;
            c.win = win;
        }
        sort_by_ev(cands, k);
    }

    // The deal-in cost of every candidate, from ready hands built for each opponent that may win
    // on a discard. Its chance of being ready comes from what normal players hold after that many
    // discards (target_shanten's table), lowered by what its hand did not do: a sample that would
    // have won on a tile thrown since its last draw (agents take discard wins), or after it
    // declared (报听: a locked hand throws every draw that does not win), is impossible; one
    // waiting on its own discards is unlikely. The cost of a candidate is the sum over opponents
    // of P(ready) × the weighted share of samples waiting on the tile × normal's loss for that
    // opponent (1.7 × base). Scoring the sampled hands instead (score_win) made hard too timid:
    // −0.15 ± 0.07 points per hand, deal-ins 8.5 %. Replaces normal's heuristic and re-sorts:
    // the chance is sharper, the fear the same. normal's ×2 fold is not applied on top (it gave
    // +0.086 against +0.133 without, same deals).
    void sampled_danger(const SeatView& view, const ai::Table& table,
                        std::array<ai::Candidate, 14>& cands, int n) {
        const Ruleset& rules = *table.rules;
        std::array<float, 14> cost{};
        bool any = false;
        for (int o = 0; o < 4; ++o) {
            if (o == index(view.seat)) continue;
            const bool declared = view.declared_seats[o];
            if (rules.declare_ready_required && !declared) continue;  // cannot win on a discard
            if (config_.danger_model) {
                // The fitted model reads the sampled chance (0 when none) with the pond.
                std::array<float, 14> raw{};
                sample_waits(view, table, o, cands, n, raw);
                any = true;
                for (int i = 0; i < n; ++i) {
                    const float p = ai::danger_model(
                        ai::danger_features(view, table, o, cands[i].tile, raw[i]));
                    cost[i] += p * table.loss[o];
                    risk_[static_cast<std::size_t>(cands[i].tile.code())][o] = p;
                }
                continue;
            }
            std::array<float, 14> raw{};
            if (!sample_waits(view, table, o, cands, n, raw)) continue;
            any = true;
            for (int i = 0; i < n; ++i) {
                cost[i] += raw[i] * table.loss[o];
                risk_[static_cast<std::size_t>(cands[i].tile.code())][o] = raw[i];
            }
        }
        if (!any) return;
        for (int i = 0; i < n; ++i) {
            cands[i].ev += cands[i].danger - cost[i];
            cands[i].danger = cost[i];
        }
        sort_by_ev(cands, n);
    }

    // hard's sampled chance, for each candidate, that opponent `o` is ready and waits on it
    // (`out`; 0 when no built hand fits its play). False when no ready hand could be built.
    bool sample_waits(const SeatView& view, const ai::Table& table, int o,
                      const std::array<ai::Candidate, 14>& cands, int n,
                      std::array<float, 14>& out) {
        {
            const bool declared = view.declared_seats[o];
            const Pond& pond = view.ponds[o];
            const float prior =
                declared ? 1.f
                         : float(ai::kReadyPermille[std::clamp(pond.size - 1, 0, 6)]) / 1000.f;
            if (prior <= 0) return false;
            const ai::BuiltWaits bw = ai::sample_built_waits(
                view, table, o, rng_, cands, n, config_.policy_evidence > 0, config_.policy_miss,
                declared ? config_.declared_samples : config_.danger_samples,
                config_.all_drops && !declared);
            const std::array<float, 14>& hits = bw.hits;
            const float weight = bw.weight;
            if (bw.built < 0.5f) return false;  // (all_drops: under half a hand's share)
            if (weight <= 0) {
                p_ready_[o] = 0;
                return true;  // no ready hand fits what it did: not ready
            }
            // Bayes: the share of built hands consistent with its play lowers P(ready).
            // (pe: the policy factor shapes the waits only, not P(ready).)
            const float fit = prior * (config_.policy_evidence == 1 ? bw.plain : weight) / bw.built;
            const float ready = declared ? 1.f : fit / (fit + 1.f - prior);
            p_ready_[o] = ready;
            if (config_.wait_floor > 0) {
                // The built hands' wait count spread evenly over the kinds o may wait on.
                int kinds = 0;
                for (int c = 0; c < kNumTileKinds; ++c)
                    kinds += table.unseen[c] && !((bw.never >> c) & 1u) ? 1 : 0;
                const float even = kinds ? bw.wait_kinds / weight / float(kinds) : 0.f;
                const float a = config_.wait_floor;
                for (int i = 0; i < n; ++i) {
                    const int c = cands[i].tile.code();
                    const float spread = table.unseen[c] && !((bw.never >> c) & 1u) ? even : 0.f;
                    out[i] = ready * (hits[i] + a * spread) / (weight + a);
                }
            } else {
                for (int i = 0; i < n; ++i) out[i] = ready * hits[i] / weight;
            }
        }
        return true;
    }

    int search(const SeatView& view, const ai::Table& table,
               const std::array<ai::Candidate, 14>& cands, int k,
               std::chrono::steady_clock::time_point start) {
        using Clock = std::chrono::steady_clock;
        const int budget = std::min(config_.budget_ms, kExpertMaxBudgetMs);
        const auto deadline = start + std::chrono::milliseconds(budget);
        // Paired differences against normal's choice (candidate 0) under the same deal.
        std::array<double, kMaxCandidates> diff{};
        std::array<double, kMaxCandidates> diff_sq{};
        int sims = 0;
        const int max_sims = config_.sims > 0 ? config_.sims : 1 << 20;
        std::array<Action, kMaxCandidates> first{};
        for (int i = 0; i < k; ++i) {
            first[i] = Action::discard(cands[i].tile, cands[i].declare);
            if (!view.legal.contains(first[i])) first[i] = Action::discard(cands[i].tile);
        }
        while (sims < max_sims) {
            Playout base;
            if (!deal_survived(view, table, base)) break;
            std::array<int, kMaxCandidates> points{};
            if (config_.normal_playouts) {
                // Every seat plays normal from here on, the same deal for every candidate.
                try {
                    const Game at =
                        Game::at_state(*table.rules, ai::determinised_state(view, base));
                    for (int i = 0; i < k; ++i)
                        points[i] = ai::rollout(at, view.seat, first[i], normal_ptrs_);
                } catch (const std::exception&) {
                    break;  // cannot happen with a consistent view and deal
                }
            } else {
                std::array<std::uint8_t, kMaxWallTiles> memo;
                memo.fill(0xFF);
                base.memo = &memo;
                for (int i = 0; i < k; ++i) {
                    Playout p = base;
                    Hand& mine = p.hands[index(view.seat)];
                    mine.remove(cands[i].tile);
                    if (cands[i].declare) p.declared[index(view.seat)] = true;
                    points[i] = play_out(p, view.seat, view.seat, cands[i].tile);
                }
            }
            for (int i = 1; i < k; ++i) {
                const double d = points[i] - points[0];
                diff[i] += d;
                diff_sq[i] += d * d;
            }
            ++sims;
            // Fixed mode never looks at the clock: the same seed, the same decisions.
            if (config_.sims == 0 && sims >= 4 && Clock::now() >= deadline) break;
        }
        if (sims < 2) return 0;
        searched_ = true;
        // Leave the first choice only for a candidate clearly better than it (kSwitchSe).
        int best = 0;
        double best_mean = 0;
        for (int i = 1; i < k; ++i) {
            const double n = sims;
            const double mean = diff[i] / n;
            const double var = std::max(0.0, diff_sq[i] / n - mean * mean) / (n - 1);
            const bool sure = mean > double(config_.switch_se) * std::sqrt(var);
            mc_gain_[i] = sure ? static_cast<float>(mean) : 0.f;
            if (mean > best_mean && sure) {
                best = i;
                best_mean = mean;
            }
        }
        return best;
    }

    // Deals the unseen tiles: each opponent gets its public number of concealed tiles, drawn
    // with its collected suits favoured, the best-shaped of a few draws the longer it has
    // played; the rest is the wall.
    bool deal(const SeatView& view, const ai::Table& table, Playout& p) {
        const Ruleset& rules = *table.rules;
        std::array<Tile, kMaxWallTiles> pool{};
        int size = 0;
        for (int c = 0; c < kNumTileKinds; ++c)
            for (int i = 0; i < table.unseen[c]; ++i) pool[size++] = Tile::from_code(c);
        int needed = view.wall.remaining();
        for (int o = 0; o < 4; ++o)
            if (o != index(view.seat)) needed += view.concealed_counts[o];
        if (needed != size) return false;  // cannot happen with a consistent view
        rng_.shuffle(pool.data(), size);

        p.rules = &rules;
        p.dealer = view.dealer;
        p.streak = view.streak;
        p.hands[index(view.seat)] = view.hand;
        for (int o = 0; o < 4; ++o) {
            p.declared[o] = view.declared_seats[o];
            if (o == index(view.seat)) continue;
            Hand& h = p.hands[o];
            h = Hand{};
            h.kongs = view.kongs[o];
            h.kong_count = view.kong_counts[o];
            const int want = view.concealed_counts[o];
            // How far along the hand is: a shanten drawn from what normal players' hands show
            // after that many discards, then the closest of a few dealt hands is kept.
            int target = view.declared_seats[o] ? 0 : target_shanten(view.ponds[o].size);
            // db: ready with sampled danger's P(ready) (unknown: today's draw).
            const bool bayes =
                (ready_on(2) || ready_on(3) || (ready_on(4) && !first_ready_)) && p_ready_[o] >= 0;
            bool want_ready = false;
            if (bayes) {
                want_ready = float(rng_.below(1000)) < 1000.f * p_ready_[o];
                if (forced_ready_[o] >= 0) want_ready = forced_ready_[o] == 1;
                dealt_ready_[o] = want_ready ? 1 : 0;
                if (!want_ready && !view.declared_seats[o])
                    for (int t = 0; target == 0 && t < 16; ++t)
                        target = target_shanten(view.ponds[o].size);
                if (want_ready) target = 0;
            }
            // Tiles thrown since this seat last drew: it did not win on them (agents take a
            // discard win), so a dealt hand that would have is unlikely.
            std::array<Tile, 3> passed{};
            const int passed_n = ai::passed_since_draw(view, o, passed);
            // A tile of suit s is accepted when below(1000) < this (honors: a third).
            std::array<float, 4> accept{};
            for (int su = 0; su < 4; ++su) {
                const float w = su < 3 ? table.suit_share[o][su] : 1.f / 3.f;
                accept[su] = 1000.f * std::min(1.f, 1.6f * w);
            }
            const bool policy = policy_on() && !view.declared_seats[o];
            const bool shape = shape_on() && !view.declared_seats[o];
            int best_key = 1 << 30;
            std::array<int, 14> best_idx{};
            if (filter_on() && filtered_hand(view, o, pool, size, want, best_idx)) best_key = 0;
            if (want_ready && deal_ready(view, table, o, pool, size, best_idx)) best_key = 0;
            for (int t = 0; best_key != 0 && t < kDealTries; ++t) {
                std::array<int, 14> idx{};
                std::array<std::uint64_t, (kMaxWallTiles + 63) / 64> used{};
                auto taken = [&](int j) { return (used[j >> 6] >> (j & 63)) & 1u; };
                Hand trial = h;
                int got = 0;
                // Rejection by suit share: keeps the sample exact in tiles, biased in suits.
                for (int scan = 0; got < want && scan < 4 * size; ++scan) {
                    const int j = static_cast<int>(rng_.below(static_cast<std::uint32_t>(size)));
                    if (taken(j)) continue;
                    const int s = static_cast<int>(pool[j].suit());
                    if (float(rng_.below(1000)) >= accept[s]) continue;
                    used[j >> 6] |= std::uint64_t{1} << (j & 63);
                    idx[got++] = j;
                    trial.add(pool[j]);
                }
                for (int j = 0; got < want && j < size; ++j)
                    if (!taken(j)) {
                        used[j >> 6] |= std::uint64_t{1} << (j & 63);
                        idx[got++] = j;
                        trial.add(pool[j]);
                    }
                // ps: the hand as draws and discards shape it: up to kShapeRounds rounds (one
                // per own discard) of drawing a pool tile (suits accepted as above) and
                // throwing the tile whose loss leaves the lowest shanten, the least connected
                // of those.
                const int rounds = shape ? std::min(int(view.ponds[o].size), kShapeRounds) : 0;
                for (int r = 0; r < rounds && got == want && want < 14; ++r) {
                    int j = -1;
                    for (int scan = 0; j < 0 && scan < 64; ++scan) {
                        const int c =
                            static_cast<int>(rng_.below(static_cast<std::uint32_t>(size)));
                        if (!taken(c) &&
                            float(rng_.below(1000)) < accept[static_cast<int>(pool[c].suit())])
                            j = c;
                    }
                    if (j < 0) break;
                    used[j >> 6] |= std::uint64_t{1} << (j & 63);
                    idx[got] = j;
                    trial.add(pool[j]);
                    int victim = got, victim_sh = 99, victim_conn = 99;
                    std::uint64_t tried = 0;
                    for (int i = 0; i <= got; ++i) {
                        const Tile t = pool[idx[i]];
                        if ((tried >> t.code()) & 1u) continue;
                        tried |= std::uint64_t{1} << t.code();
                        trial.remove(t);
                        const int s2 = shanten(trial, rules);
                        trial.add(t);
                        const int conn = connections(trial, t);
                        if (s2 < victim_sh || (s2 == victim_sh && conn < victim_conn)) {
                            victim = i;
                            victim_sh = s2;
                            victim_conn = conn;
                        }
                    }
                    const int v = idx[victim];
                    trial.remove(pool[v]);
                    used[v >> 6] &= ~(std::uint64_t{1} << (v & 63));
                    idx[victim] = idx[got];
                }
                const int sh = shanten(trial, rules);
                int key = 4 * std::abs(sh - target);
                if (policy && !policy_consistent(view, o, trial, sh, rules)) key += kPolicyKey;
                if (sh == 0)
                    for (int i = 0; i < passed_n; ++i) {
                        Hand w = trial;
                        w.add(passed[i]);
                        if (is_winning(w, rules)) key += 8;
                    }
                if (key < best_key) {
                    best_key = key;
                    best_idx = idx;
                    if (key == 0) break;
                }
            }
            // ready_deal: a ready target the random draws missed gets a built ready hand.
            if (ready_on(1) && target == 0 && best_key != 0) {
                TileCounts left{};
                for (int j = 0; j < size; ++j) ++left[pool[j].code()];
                for (int t = 0; t < 24; ++t) {
                    Hand built;
                    if (!ai::build_ready_hand(view, table, o, rng_, built, &left)) continue;
                    const std::uint64_t mask = wait_mask(built, rules);
                    bool bad = policy && !policy_consistent(view, o, built, 0, rules);
                    for (int i = 0; i < passed_n; ++i)
                        bad |= ((mask >> passed[i].code()) & 1u) != 0;
                    if (bad) continue;
                    if (pool_indices(built, pool, size, want, best_idx)) break;
                }
            }
            // Take the chosen tiles out of the pool.
            std::sort(best_idx.begin(), best_idx.begin() + want, std::greater<>());
            for (int i = 0; i < want; ++i) {
                const int j = best_idx[i];
                h.add(pool[j]);
                pool[j] = pool[--size];
            }
        }
        p.head = 0;
        p.end = size;
        for (int i = 0; i < size; ++i) p.wall[i] = pool[i];
        return true;
    }

    // dw: acceptance of a built ready hand by its live waits 0..9+: real ready hands' share
    // over built hands' (hard:label vs normal, seed 15003, 1,500 hands, the truth's 2,992
    // ready opponents against 25,197 built hands), the largest ratio as 1000.
    static constexpr std::array<int, 10> kLiveWaitPermille = {1000, 860, 1000, 920, 640,
                                                              550,  420, 390,  300, 90};

    // The pool indices of a built hand's `want` concealed tiles (the pool holds each copy once);
    // false when the pool lacks one.
    static bool pool_indices(const Hand& built, const std::array<Tile, kMaxWallTiles>& pool,
                             int size, int want, std::array<int, 14>& idx) {
        std::array<std::uint8_t, kNumTileKinds> need{};
        for (int c = 0; c < kNumTileKinds; ++c) need[c] = built.concealed[c];
        int got = 0;
        for (int j = 0; j < size && got < want; ++j)
            if (need[pool[j].code()] > 0) {
                --need[pool[j].code()];
                idx[got++] = j;
            }
        return got == want;
    }

    // pf: opponent o's hand drawn from the hand filter's particles by weight (the filter run
    // once per decision, on its own random stream so that the deals' draws stay in step); false
    // when the filter could not read o (kongs) or no drawn particle fits in the pool left.
    bool filtered_hand(const SeatView& view, int o, const std::array<Tile, kMaxWallTiles>& pool,
                       int size, int want, std::array<int, 14>& idx) {
        if (!filter_read_) {
            Rng frng(decision_seed(seed_, view) ^ 0x5046u);
            ai::FilterOptions options;
            options.particles = config_.filter_particles;
            for (int x = 0; x < 4; ++x)
                filter_reads_[x] = x == index(view.seat) ? ai::HandRead{}
                                                         : ai::filter_hand(view, x, frng, options);
            filter_read_ = true;
        }
        const ai::HandRead& read = filter_reads_[o];
        if (!read.ok) return false;
        for (int t = 0; t < 32; ++t) {
            float x = float(rng_.below(1u << 20)) / float(1u << 20);
            std::size_t i = 0;
            for (; i + 1 < read.hands.size(); ++i) {
                x -= read.weight[i];
                if (x < 0) break;
            }
            if (read.weight[i] <= 0) continue;
            if (read.hands[i].concealed_count() == want &&
                pool_indices(read.hands[i], pool, size, want, idx))
                return true;
        }
        return false;
    }

    // A development deal option applies in the search's deals, or only in label()'s ("…l").
    bool deal_option(bool on, bool labels_only) const { return on && (!labels_only || labelling_); }

    bool ready_on(int kind) const {
        return deal_option(config_.ready_deal == kind, config_.ready_labels_only);
    }

    bool survival_on() const {
        return deal_option(config_.survival_deal > 0, config_.survival_labels_only);
    }

    // deal(), then (sv) kept with the chance that its ready opponents survived their draws.
    bool deal_survived(const SeatView& view, const ai::Table& table, Playout& p) {
        if (!survival_on()) return deal(view, table, p);
        dealt_ready_.fill(-1);
        forced_ready_.fill(-1);
        for (int t = 0; t < kSurvivalTries; ++t) {
            if (!deal(view, table, p)) {
                forced_ready_.fill(-1);
                return false;
            }
            // sr: the redeals keep the first deal's ready draws (db's P(ready) unchanged).
            if (t == 0 && config_.survival_deal == 3) forced_ready_ = dealt_ready_;
            if (t + 1 == kSurvivalTries) break;
            double keep = 1;
            for (int o = 0; o < 4; ++o) {
                if (o == index(view.seat) || p.end <= 0) continue;
                const Hand& h = p.hands[o];
                if (shanten(h, *table.rules) != 0) continue;
                const std::uint64_t mask = wait_mask(h, *table.rules);
                int copies = 0;
                for (int w = p.head; w < p.end; ++w) copies += int((mask >> p.wall[w].code()) & 1u);
                const double draws = 4.0 * turns_ready(view.ponds[o].size);
                const double wall = double(p.end - p.head);
                double ratio = 1.0 - double(copies) / wall;
                if (config_.survival_deal == 2) {
                    // sn: relative to its live copies placed at random between the wall and
                    // the other opponents' hands (so P(ready) keeps sampled danger's value).
                    int live = 0, hidden = p.end - p.head;
                    for (int c = 0; c < kNumTileKinds; ++c)
                        if ((mask >> c) & 1u) live += table.unseen[c] - h.concealed[c];
                    for (int x = 0; x < 4; ++x)
                        if (x != o && x != index(view.seat)) hidden += view.concealed_counts[x];
                    const double expect = double(live) * wall / double(std::max(hidden, 1));
                    ratio = std::min(1.0, ratio / std::max(1e-3, 1.0 - expect / wall));
                }
                keep *= std::pow(ratio, draws);
            }
            if (keep >= 1 || double(rng_.below(1000)) < 1000.0 * keep) break;
        }
        forced_ready_.fill(-1);
        return true;
    }

    // sv: the expected number of turns an opponent ready after `discards` discards has been
    // ready (kReadyPermille's increments as when it became ready).
    static double turns_ready(int discards) {
        const int n = std::clamp(discards, 1, 7);
        double sum = 0, weight = 0;
        int before = 0;
        for (int j = 1; j <= n; ++j) {
            const int inc = ai::kReadyPermille[j - 1] - before;
            before = ai::kReadyPermille[j - 1];
            sum += double(inc) * double(n - j);
            weight += double(inc);
        }
        return weight > 0 ? sum / weight + double(std::max(0, discards - 7)) : 0.0;
    }

    bool shape_on() const { return deal_option(config_.shape_deal, config_.shape_labels_only); }

    // ps: how many of `h`'s tiles are within two ranks of `t` in its suit (its own other
    // copies included; `t` itself not).
    static int connections(const Hand& h, Tile t) {
        const int c = t.code();
        if (c >= 27) return h.concealed[c] - 1;
        const int r = c % 9;
        int n = -1;
        for (int d = std::max(0, r - 2); d <= std::min(8, r + 2); ++d) n += h.concealed[c - r + d];
        return n;
    }

    bool filter_on() const { return deal_option(config_.filter_deal, config_.filter_labels_only); }

    bool policy_on() const { return deal_option(config_.policy_deal, config_.policy_labels_only); }

    // pc: an undeclared opponent's last discard d did not bring its dealt hand `h` (shanten
    // `sh`) closer to ready: shanten(h + d) is not below sh (and h + d is no win). True when it
    // has no discard yet.
    static bool policy_consistent(const SeatView& view, int o, const Hand& h, int sh,
                                  const Ruleset& rules) {
        const Pond& pond = view.ponds[o];
        if (pond.size == 0) return true;
        Hand w = h;
        w.add(pond.tiles[pond.size - 1]);
        return shanten(w, rules) >= sh;
    }

    // db: pool indices of a ready hand for opponent `o` built from the pool left, its waits not
    // on tiles it surely would have won on, weighted by ai::kOwnPondWeight per wait in its own pond
    // (as sampled danger weights them). False when none was found.
    bool deal_ready(const SeatView& view, const ai::Table& table, int o,
                    const std::array<Tile, kMaxWallTiles>& pool, int size,
                    std::array<int, 14>& idx) {
        const Ruleset& rules = *table.rules;
        const int want = view.concealed_counts[o];
        std::uint64_t never = 0, thrown = 0;
        ai::never_waits(view, o, never, thrown);
        TileCounts left{};
        for (int j = 0; j < size; ++j) ++left[pool[j].code()];
        for (int t = 0; t < 4 * ai::kDangerSamples; ++t) {
            Hand built;
            if (!ai::build_ready_hand(view, table, o, rng_, built, &left)) continue;
            const std::uint64_t mask = wait_mask(built, rules);
            if (mask & never) continue;
            if (policy_on() && !view.declared_seats[o] &&
                !policy_consistent(view, o, built, 0, rules))
                continue;
            float w = 1;
            for (std::uint64_t m = mask & thrown; m; m &= m - 1) w *= ai::kOwnPondWeight;
            if (ready_on(3)) {
                int live = 0;
                for (int c = 0; c < kNumTileKinds; ++c)
                    if ((mask >> c) & 1u) live += table.unseen[c] - built.concealed[c];
                w *= float(kLiveWaitPermille[std::clamp(live, 0, 9)]) / 1000.f;
            }
            if (w < 1 && float(rng_.below(1000)) >= 1000.f * w) continue;
            if (pool_indices(built, pool, size, want, idx)) return true;
        }
        return false;
    }

    // A shanten for an opponent's 13 tiles after `discards` discards, drawn from what four
    // normal agents' hands show (3,000 hands of selfplay, hefei-classic).
    int target_shanten(int discards) {
        static constexpr std::array<std::array<int, 5>, 7> kPermille = {{
            {11, 171, 536, 275, 7},  // shanten 0..4 after 0 discards
            {43, 327, 516, 113, 1},
            {100, 462, 396, 42, 0},
            {181, 531, 272, 16, 0},
            {265, 550, 179, 6, 0},
            {341, 516, 134, 9, 0},
            {389, 441, 152, 18, 0},
        }};
        const auto& row = kPermille[std::clamp(discards - 1, 0, 6)];
        int x = static_cast<int>(rng_.below(1000));
        for (int sh = 0; sh < 5; ++sh) {
            x -= row[sh];
            if (x < 0) return sh;
        }
        return 2;
    }

    HardConfig config_;
    std::uint64_t seed_;
    Rng rng_;
    // The last ranking's sampled chance that each opponent waits on a tile (by code, by seat),
    // and the searched candidates' mean paired gain over the first choice (0 unless above 2 SE).
    std::array<std::array<float, 4>, kNumTileKinds> risk_{};
    std::array<float, kMaxCandidates> mc_gain_{};
    bool searched_ = false;
    bool first_ready_ = false;  // dh: the first choice leaves the seat ready
    // sr: db's ready draw of each opponent in the last deal, and the one the redeals keep (−1:
    // drawn afresh).
    std::array<int, 4> dealt_ready_{-1, -1, -1, -1};
    // pf: the hand filter's reads of this decision (computed at its first deal).
    bool filter_read_ = false;
    std::array<ai::HandRead, 4> filter_reads_;
    std::array<int, 4> forced_ready_{-1, -1, -1, -1};
    bool labelling_ = false;  // in label(): the labels-only deal options apply
    // sampled danger's P(ready) of each opponent at this decision (−1: not computed).
    std::array<float, 4> p_ready_{-1.f, -1.f, -1.f, -1.f};
    // The rollouts' players (normal_playouts): normal agents, one per seat (each keeps its own
    // wait-score cache; normal's decision is a pure function of the view).
    std::array<std::unique_ptr<Agent>, 4> normals_{};
    std::array<Agent*, 4> normal_ptrs_{};
};

bool parse_option(std::string_view text, std::string_view key, int& out) {
    if (!text.starts_with(key)) return false;
    text.remove_prefix(key.size());
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc{} && r.ptr == text.data() + text.size() && out > 0;
}

}  // namespace

namespace {

// The configuration a hard or expert name asks for; false for a malformed option.
bool parse_hard_name(std::string_view name, HardConfig& config) {
    const bool expert = name.starts_with("expert");
    if (expert) {
        config.sims = 0;
        config.budget_ms = kExpertDefaultMs;
        // Normal's own playouts over every decision with two or more candidates: ahead of hard
        // at 95 % at its 10 ms count (+0.102 ± 0.023 points per hand paired over 80,000 hands
        // against today's hard; BENCHMARKS.md "2026-12-04 (session 22)").
        config.normal_playouts = true;
        config.wide = true;
    }
    // Options after the level's name, each after a ':' (hard: model, value, sims=N, ms=N, np,
    // wide, se1; expert: ms=N, sims=N, np, wide, se1).
    std::string_view rest = name.substr(expert ? 6 : 4);
    while (!rest.empty()) {
        if (rest[0] != ':') return false;
        rest.remove_prefix(1);
        const std::string_view opt = rest.substr(0, rest.find(':'));
        rest.remove_prefix(opt.size());
        int v = 0;
        if (!expert && opt == "model") {
            config.danger_model = true;  // hard with the fitted deal-in model
        } else if (!expert && opt == "value") {
            config.value_model = true;  // hard with the fitted win chance
        } else if (opt == "np") {
            config.normal_playouts = true;  // playouts with normal's policy
        } else if (opt == "wide") {
            config.wide = true;
        } else if (opt == "se1") {
            config.switch_se = 1.f;
        } else if (!expert && opt == "distil") {
            config.distil = true;  // the distilled search (agents/distil.h)
        } else if (!expert && parse_option(opt, "side=", v) && v <= 2) {
            config.distil_side = v;  // development: 1 safer only, 2 more dangerous only
        } else if (!expert && parse_option(opt, "dm=", v) && v <= 1000) {
            config.distil_margin = float(v) / 100.f;  // development: margin in hundredths
        } else if (opt == "dr" || opt == "drl" || opt == "db" || opt == "dbl" || opt == "dw" ||
                   opt == "dwl" || opt == "dh" || opt == "dhl") {
            config.ready_deal = opt[1] == 'r'   ? 1
                                : opt[1] == 'b' ? 2
                                : opt[1] == 'w' ? 3
                                                : 4;  // development
            config.ready_labels_only = opt.size() == 3;
        } else if (opt == "sv" || opt == "svl" || opt == "sn" || opt == "snl" || opt == "sr" ||
                   opt == "srl") {
            // development: survival-weighted deals
            config.survival_deal = opt[1] == 'v' ? 1 : opt[1] == 'n' ? 2 : 3;
            config.survival_labels_only = opt.size() == 3;
        } else if (opt == "ps" || opt == "psl") {
            config.shape_deal = true;  // development: policy-shaped draws
            config.shape_labels_only = opt.size() == 3;
        } else if (opt == "pf" || opt == "pfl") {
            config.filter_deal = true;  // development: deals from the hand filter
            config.filter_labels_only = opt.size() == 3;
        } else if (parse_option(opt, "pfn=", v) && v >= 8 && v <= 65536) {
            config.filter_particles = v;  // development
        } else if (opt == "pc" || opt == "pcl") {
            config.policy_deal = true;  // development: policy-consistent deals
            config.policy_labels_only = opt.size() == 3;
        } else if (opt == "pe" || opt == "pb") {
            config.policy_evidence = opt == "pe" ? 1 : 2;  // development
        } else if (parse_option(opt, "ds=", v) && v >= 8 && v <= 4096) {
            config.declared_samples = v;  // development
        } else if (parse_option(opt, "as=", v) && v >= 8 && v <= 4096) {
            config.danger_samples = v;  // development
        } else if (opt == "ad" || opt == "od") {
            config.all_drops = opt == "ad";  // "ad" is the default; "od" development
        } else if (parse_option(opt, "fl=", v) && v <= 4096) {
            config.wait_floor = float(v);  // development
        } else if (parse_option(opt, "pm=", v) && v <= 100) {
            config.policy_miss = float(v) / 100.f;  // development
        } else if (opt.starts_with("tune=")) {
            if (!ai::parse_tuning(opt.substr(5), config.tune)) return false;  // development
        } else if (!expert && parse_option(opt, "label=", v) && v <= kMaxSims) {
            config.label_sims = v;  // data for the fit (bench_distil)
        } else if (parse_option(opt, "sims=", v) && v <= kMaxSims) {
            // expert:sims=N is expert's search at a fixed count: reproducible, so a test can
            // see that expert keeps its own search (AgentSignature).
            config.sims = v;
            config.budget_ms = 0;
        } else if (parse_option(opt, "ms=", v) &&
                   v <= (expert ? kExpertMaxBudgetMs : kMaxBudgetMs)) {
            config.sims = 0;
            config.budget_ms = v;
        } else {
            return false;
        }
    }
    return true;
}

}  // namespace

std::vector<Advice> advise(const SeatView& view, const AdviceBudget& budget, std::uint64_t seed) {
    HardConfig config;
    if (budget.milliseconds > 0) {
        config.sims = 0;
        config.budget_ms = std::min(budget.milliseconds, kAdviceMaxMilliseconds);
    } else {
        config.sims = std::clamp(budget.simulations, 1, kAdviceMaxSimulations);
    }
    HardAgent agent(config, seed);
    Ranking out;
    const int n = agent.rank(view, true, out);
    return {out.begin(), out.begin() + n};
}

std::array<std::array<float, 4>, kNumTileKinds> ai::sampled_risk(const SeatView& view,
                                                                 std::uint64_t seed,
                                                                 std::string_view hard_name) {
    HardConfig config;
    if (!parse_hard_name(hard_name, config)) throw std::invalid_argument(std::string(hard_name));
    config.danger_model = false;
    HardAgent agent(config, seed);
    return agent.risk_only(view);
}

std::array<std::array<float, 4>, kNumTileKinds> ai::model_risk(const SeatView& view,
                                                               std::uint64_t seed) {
    HardConfig config;
    config.danger_model = true;
    HardAgent agent(config, seed);
    return agent.risk_only(view);
}

std::unique_ptr<Agent> make_hard_agent(std::string_view name, std::uint64_t seed) {
    HardConfig config;
    if (!parse_hard_name(name, config)) return nullptr;
    return std::make_unique<HardAgent>(config, seed);
}

}  // namespace haolao
