// SPDX-License-Identifier: GPL-3.0-or-later
#include "replaycursor.h"

#include <algorithm>
#include <variant>

namespace haolao::ui {

ReplayCursor::ReplayCursor(const Ruleset& rules, std::span<const Event> events)
    : rules_(&rules), events_(events) {
    GameState state;
    snapshots_.push_back({0, state});
    std::size_t since = 0;
    for (std::size_t i = 0; i < events_.size(); ++i) {
        const bool hand_start = std::holds_alternative<HandStarted>(events_[i]);
        if (hand_start) hand_starts_.push_back(i);
        // A snapshot just before each hand start, and every kSnapshotEvery events.
        if ((hand_start || since >= kSnapshotEvery) && snapshots_.back().count != i) {
            snapshots_.push_back({i, state});
            since = 0;
        }
        apply_event(state, events_[i], *rules_);
        ++since;
    }
    if (snapshots_.back().count != events_.size()) snapshots_.push_back({events_.size(), state});
}

GameState ReplayCursor::state_at(std::size_t n, GameState* before) const {
    n = std::min(n, events_.size());
    const auto it = std::upper_bound(snapshots_.begin(), snapshots_.end(), n,
                                     [](std::size_t v, const Snapshot& s) { return v < s.count; });
    const Snapshot& from = *(it - 1);  // snapshots_[0].count == 0 <= n
    GameState state = from.state;
    if (before && n == 0) *before = state;
    for (std::size_t i = from.count; i < n; ++i) {
        if (before && i + 1 == n) *before = state;
        apply_event(state, events_[i], *rules_);
    }
    if (before && from.count == n && n > 0) *before = state_at(n - 1);
    return state;
}

int ReplayCursor::hand_of(std::size_t i) const {
    const auto it = std::upper_bound(hand_starts_.begin(), hand_starts_.end(), i);
    return static_cast<int>(it - hand_starts_.begin()) - 1;
}

bool ReplayCursor::is_decision(const Event& e, Seat seat) {
    if (const auto* d = std::get_if<Discarded>(&e)) return d->seat == seat && !d->automatic;
    if (const auto* k = std::get_if<KongDeclared>(&e)) return k->seat == seat;
    if (const auto* w = std::get_if<Won>(&e)) return w->winner == seat;
    if (const auto* p = std::get_if<WinPassed>(&e)) return p->seat == seat;
    if (const auto* d = std::get_if<Declined>(&e)) return d->seat == seat;
    return false;
}

std::optional<std::size_t> ReplayCursor::next_decision(Seat seat, std::size_t from) const {
    for (std::size_t i = from; i < events_.size(); ++i)
        if (is_decision(events_[i], seat)) return i;
    return std::nullopt;
}

std::optional<std::size_t> ReplayCursor::prev_decision(Seat seat, std::size_t before) const {
    for (std::size_t i = std::min(before, events_.size()); i-- > 0;)
        if (is_decision(events_[i], seat)) return i;
    return std::nullopt;
}

}  // namespace haolao::ui
