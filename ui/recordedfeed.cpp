// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordedfeed.h"

#include <QTimer>
#include <algorithm>
#include <utility>

#include "names.h"
#include "store.h"

namespace haolao::ui {

RecordedFeed::RecordedFeed(Ruleset rules, std::vector<Event> log, QObject* parent)
    : TableFeed(parent), rules_(std::move(rules)), log_(std::move(log)), cursor_(rules_, log_) {}

RecordedFeed::RecordedFeed(Replay replay, QObject* parent)
    : RecordedFeed(replay.header.rules, std::move(replay.events), parent) {
    // An unnamed human seat goes by the profile it counts for, as in the history and the
    // statistics (the default profile, then "Player 2" …); an unnamed AI seat by its wind.
    for (std::size_t i = 0; i < 4; ++i) {
        names_[i] = QString::fromStdString(replay.header.seats[i].name);
        if (replay.header.seats[i].agent != "human") agents_[i] = replay.header.seats[i].agent;
        if (const auto key = store::seat_profile_key(replay.header, static_cast<int>(i));
            names_[i].trimmed().isEmpty() && key)
            names_[i] = key->isEmpty() ? store::default_profile_name() : *key;
    }
}

QString RecordedFeed::seat_name(Seat s) const {
    const QString& name = names_[static_cast<std::size_t>(index(s))];
    // (The wind at the time of asking: it follows the language.)
    return name.trimmed().isEmpty() ? wind_name(s) : profile_title(name);
}

bool RecordedFeed::face_up(Seat s) const {
    if (state_.phase == Phase::HandOver || state_.phase == Phase::PotOver) return true;
    return !view_ || *view_ == s;
}

int RecordedFeed::current_hand() const {
    return shown_ == 0 ? -1 : cursor_.hand_of(shown_ - 1);
}

void RecordedFeed::seek(int n) {
    ++generation_;
    shown_ = static_cast<std::size_t>(std::clamp(n, 0, size()));
    state_ = cursor_.state_at(shown_, &before_);
    waiting_ = false;
    hand_over_pending_ = false;
    single_step_ = false;
    emit jumped();
    emit position_changed(position());
    if (playing_) {
        if (finished())
            pause();
        else
            schedule_step();
    }
}

void RecordedFeed::step_forward() {
    pause();
    if (finished()) return;
    if (waiting_) {
        // The table is still animating the last event: show this one from where it ends.
        seek(position() + 1);
        return;
    }
    hand_over_pending_ = false;
    single_step_ = true;
    step();
}

void RecordedFeed::step_back() {
    pause();
    if (position() > 0) seek(position() - 1);
}

bool RecordedFeed::prev_decision(Seat seat) {
    const auto i = cursor_.prev_decision(seat, shown_);
    if (!i) return false;
    pause();
    seek(static_cast<int>(*i));
    return true;
}

bool RecordedFeed::next_decision(Seat seat) {
    const auto i = cursor_.next_decision(seat, shown_ + 1);
    if (!i) return false;
    pause();
    seek(static_cast<int>(*i));
    return true;
}

bool RecordedFeed::jump_to_hand(int hand) {
    if (hand < 0 || hand >= hand_count()) return false;
    seek(static_cast<int>(cursor_.hand_starts()[static_cast<std::size_t>(hand)]) + 1);
    return true;
}

void RecordedFeed::play() {
    if (finished()) seek(0);
    if (!playing_) {
        playing_ = true;
        emit playing_changed(true);
    }
    single_step_ = false;
    hand_over_pending_ = false;
    if (!waiting_) schedule_step();
}

void RecordedFeed::pause() {
    if (!playing_) return;
    playing_ = false;
    emit playing_changed(false);
}

void RecordedFeed::set_view(std::optional<Seat> seat) {
    view_ = seat;
    emit view_changed();
}

void RecordedFeed::event_done() {
    if (!waiting_) return;
    waiting_ = false;
    if (single_step_) {
        single_step_ = false;
        return;
    }
    if (playing_ && !hand_over_pending_) schedule_step();
}

void RecordedFeed::next_hand() {
    if (!hand_over_pending_) return;
    hand_over_pending_ = false;
    if (playing_) schedule_step();
}

void RecordedFeed::schedule_step() {
    QTimer::singleShot(0, this, [this, g = generation_] {
        if (g == generation_) step();
    });
}

void RecordedFeed::step() {
    if (waiting_ || hand_over_pending_) return;
    if (finished()) {
        pause();
        return;
    }
    const Event& e = log_[shown_];
    before_ = state_;
    apply_event(state_, e, rules_);
    ++shown_;
    waiting_ = true;
    hand_over_pending_ = std::holds_alternative<HandEnded>(e);
    emit event_shown(position() - 1);
    emit position_changed(position());
    if (std::holds_alternative<PotEnded>(e)) {
        pause();
        emit pot_over();
    } else if (hand_over_pending_) {
        emit hand_over();
    }
}

}  // namespace haolao::ui
