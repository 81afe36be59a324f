// SPDX-License-Identifier: GPL-3.0-or-later
// A feed showing a state made up for a test (melds or kongs the agents rarely make), after the
// events of a real hand (the money chips read them), from East's seat.
#pragma once

#include <QString>
#include <span>
#include <utility>
#include <vector>

#include "haolao/events.h"
#include "haolao/game.h"
#include "haolao/ruleset.h"
#include "tablefeed.h"

namespace haolao::ui::testing {

class StateFeed : public TableFeed {
  public:
    // Every hand face up with `up`, else East's only.
    StateFeed(const Ruleset& rules, GameState st, std::vector<Event> events, bool up)
        : rules_(rules), st_(std::move(st)), events_(std::move(events)), up_(up) {}
    const Ruleset& rules() const override { return rules_; }
    std::span<const Event> events() const override { return events_; }
    const GameState& shown() const override { return st_; }
    const GameState& before() const override { return st_; }
    void event_done() override {}
    void next_hand() override {}
    Seat viewer() const override { return Seat::East; }
    bool face_up(Seat s) const override { return up_ || s == Seat::East; }
    QString seat_name(Seat s) const override { return wind_label(s); }
    static QString wind_label(Seat s) { return QString::number(index(s)); }
    Ruleset rules_;
    GameState st_;
    std::vector<Event> events_;
    bool up_ = false;
};

}  // namespace haolao::ui::testing
