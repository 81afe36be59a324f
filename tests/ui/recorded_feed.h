// A recorded game as a TableFeed: the smallest feed a replay viewer needs. It delivers a finished
// log's events one at a time (the next once the table acknowledges), waits after each hand for
// next_hand(), and shows every hand face up from East's seat. There is no human: no decisions.
// Nothing in TableWidget or the dialogs knows it exists (tests/ui/feed_test.cpp).
#pragma once

#include <QTimer>
#include <utility>
#include <vector>

#include "tablefeed.h"

namespace haolao::ui::testing {

class RecordedFeed : public TableFeed {
  public:
    RecordedFeed(const Ruleset& rules, std::vector<Event> log, QObject* parent = nullptr)
        : TableFeed(parent), rules_(rules), log_(std::move(log)) {}

    // Shows the first event.
    void start() { step(); }

    const Ruleset& rules() const override { return rules_; }
    std::span<const Event> events() const override { return {log_.data(), shown_}; }
    const GameState& shown() const override { return state_; }
    const GameState& before() const override { return before_; }
    void event_done() override {
        if (!waiting_) return;
        waiting_ = false;
        if (!hand_over_pending_) QTimer::singleShot(0, this, [this] { step(); });
    }
    void next_hand() override {
        if (!hand_over_pending_) return;
        hand_over_pending_ = false;
        QTimer::singleShot(0, this, [this] { step(); });
    }
    Seat viewer() const override { return Seat::East; }
    bool face_up(Seat) const override { return true; }
    QString seat_name(Seat s) const override {
        return QStringLiteral("Player %1").arg(index(s) + 1);
    }
    bool finished() const { return shown_ == log_.size(); }

  private:
    void step() {
        if (waiting_ || hand_over_pending_ || shown_ >= log_.size()) return;
        const Event& e = log_[shown_];
        before_ = state_;
        apply_event(state_, e, rules_);
        ++shown_;
        waiting_ = true;
        hand_over_pending_ = std::holds_alternative<HandEnded>(e);
        emit event_shown(static_cast<int>(shown_) - 1);
        if (std::holds_alternative<PotEnded>(e))
            emit pot_over();
        else if (hand_over_pending_)
            emit hand_over();
    }

    Ruleset rules_;
    std::vector<Event> log_;
    std::size_t shown_ = 0;
    GameState state_;
    GameState before_;
    bool waiting_ = false;
    bool hand_over_pending_ = false;
};

}  // namespace haolao::ui::testing
