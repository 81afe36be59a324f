// SPDX-License-Identifier: GPL-3.0-or-later
// review_pot (review.h): one re-drive of the log, the advisor asked at each of the seat's
// decisions.
#include "haolao/review.h"

#include <algorithm>
#include <numeric>
#include <variant>

#include "haolao/agent.h"
#include "replay_drive.h"

namespace haolao {

int count_decisions(const std::vector<Event>& events, Seat seat) {
    int n = 0;
    bool declared = false;  // the seat declared ready this hand: the engine takes its wins
    for (const Event& e : events) {
        if (std::holds_alternative<HandStarted>(e)) {
            declared = false;
        } else if (const auto* d = std::get_if<Discarded>(&e)) {
            n += d->seat == seat && !d->automatic;
            declared |= d->seat == seat && d->declare;
        } else if (const auto* k = std::get_if<KongDeclared>(&e)) {
            n += k->seat == seat;
        } else if (const auto* w = std::get_if<Won>(&e)) {
            n += w->winner == seat && !declared;
        } else if (const auto* p = std::get_if<WinPassed>(&e)) {
            n += p->seat == seat;
        } else if (const auto* c = std::get_if<Claimed>(&e)) {
            n += c->seat == seat;
        } else if (const auto* a = std::get_if<KongAdded>(&e)) {
            n += a->seat == seat;
        } else if (const auto* cp = std::get_if<ClaimPassed>(&e)) {
            n += cp->seat == seat;
        }
    }
    return n;
}

Review review_pot(const ReplayHeader& header, const std::vector<Event>& events, Seat seat,
                  const ReviewOptions& options) {
    Review review;
    review.seat = seat;
    const std::uint64_t seed = agent_seed(header.seed, seat);
    const int total = count_decisions(events, seat);
    int done = 0;

    // Keeps one decision and reports progress; false when the reader cancels.
    auto record = [&](ReviewDecision d) {
        review.decisions.push_back(std::move(d));
        ++done;
        if (options.progress && !options.progress(done, std::max(total, done))) {
            review.cancelled = true;
            return false;
        }
        return true;
    };
    const DecisionHook hook = [&](const Game& game, Seat who, const Action& action,
                                  std::size_t at) {
        if (who != seat) return true;
        ReviewDecision d;
        d.hand = game.state().hands_played + 1;
        d.event = at;
        d.chosen = action;
        d.candidates = advise(game.view(seat), options.budget, seed);
        if (!d.candidates.empty()) {
            d.best = d.candidates.front().action;
            d.best_ev = d.candidates.front().ev;
        }
        d.chosen_ev = d.best_ev;
        bool listed = false;
        for (const Advice& a : d.candidates)
            if (a.action == action) {
                d.chosen_ev = a.ev;
                listed = true;
            }
        if (!listed) {  // no figure for what the seat did: say so rather than count a match
            d.ranked = false;
            d.candidates.clear();
            d.best = action;
            d.best_ev = d.chosen_ev = 0;
            ++review.unranked;
            return record(std::move(d));
        }
        // The ranking puts hard's decision first, which in rare cases has an ev below another
        // entry's (docs/AI.md "The advisor"): the gap is measured from the first entry.
        d.gap = std::max(0.f, d.best_ev - d.chosen_ev);
        d.match = d.chosen == d.best || d.gap <= options.threshold;
        return record(std::move(d));
    };

    VerifyOptions verify;
    verify.allow_unfinished = true;
    verify.version = header.version;
    ReplayCheck check;
    rebuild(header.rules, header.seed, events, verify, check, hook);

    int matches = 0;
    for (const ReviewDecision& d : review.decisions) {
        matches += d.match;
        review.ev_lost += d.gap;
    }
    const std::size_t ranked = review.decisions.size() - std::size_t(review.unranked);
    if (ranked > 0) review.match_rate = double(matches) / double(ranked);
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < review.decisions.size(); ++i)
        if (!review.decisions[i].match && review.decisions[i].ranked) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return review.decisions[a].gap > review.decisions[b].gap;
    });
    if (order.size() > 3) order.resize(3);
    review.worst = std::move(order);
    return review;
}

}  // namespace haolao
