// SPDX-License-Identifier: GPL-3.0-or-later
// Random access into a recorded log (the replay viewer's seeking, docs/UI.md "Replay viewer").
// Qt-free, so bench/bench_replay_seek.cpp compiles it with the engine alone.
//
// state_at(n) is exactly replay_events(first n events): the fold is resumed from the nearest
// snapshot at or before n. Snapshots are taken at every hand start and every kSnapshotEvery
// events, so a seek folds at most kSnapshotEvery events.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "haolao/events.h"
#include "haolao/game.h"
#include "haolao/ruleset.h"
#include "haolao/seat.h"

namespace haolao::ui {

class ReplayCursor {
  public:
    static constexpr std::size_t kSnapshotEvery = 32;

    ReplayCursor(const Ruleset& rules, std::span<const Event> events);

    std::size_t size() const { return events_.size(); }
    // The fold of the first n events (n clamped to size()); with `before`, also the fold of the
    // first n - 1 (the state before the latest event; the same as the result when n is 0).
    GameState state_at(std::size_t n, GameState* before = nullptr) const;

    // Index of every HandStarted event, in order.
    const std::vector<std::size_t>& hand_starts() const { return hand_starts_; }
    // The hand (0-based index into hand_starts()) that event index i belongs to (-1: before the
    // first hand).
    int hand_of(std::size_t i) const;
    // Whether events[i] is a decision of `seat`: a discard it chose (not automatic), a kong, its
    // win, a win it passed, an offer it declined.
    static bool is_decision(const Event& e, Seat seat);
    // The first decision of `seat` at index >= from / the last at index < before (nullopt: none).
    std::optional<std::size_t> next_decision(Seat seat, std::size_t from) const;
    std::optional<std::size_t> prev_decision(Seat seat, std::size_t before) const;
    std::size_t snapshots() const { return snapshots_.size(); }

  private:
    struct Snapshot {
        std::size_t count = 0;  // events folded
        GameState state;
    };
    const Ruleset* rules_;
    std::span<const Event> events_;
    std::vector<Snapshot> snapshots_;  // by count, ascending; the first is the empty state
    std::vector<std::size_t> hand_starts_;
};

}  // namespace haolao::ui
