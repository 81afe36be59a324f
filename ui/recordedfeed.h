// SPDX-License-Identifier: GPL-3.0-or-later
// A recorded game as a TableFeed, with random access (the replay viewer, docs/UI.md "Replay
// viewer"). It never asks anyone anything: there is no human and no decision.
//
// Position: position() events are shown (0 … size()). Playing delivers the next event once the
// table acknowledges the last one (event_done), waits after a shown HandEnded for next_hand() (the
// end-of-hand dialog), and stops at the end. step_forward() shows one event the same way, then
// stops. seek(n), step_back() and the decision and hand jumps move without animation: they emit
// jumped(), and whoever drew the feed redraws it (TableWidget::set_feed). Seeks fold from the
// nearest snapshot (ReplayCursor), so they cost at most a few dozen apply_event calls.
//
// View: everything face up (view() empty), or one seat's view, where only that seat's concealed
// tiles are face up until the hand is over (as in play, the end of a hand reveals all).
#pragma once

#include <QString>
#include <array>
#include <optional>
#include <vector>

#include "haolao/replay.h"
#include "replaycursor.h"
#include "tablefeed.h"

namespace haolao::ui {

class RecordedFeed : public TableFeed {
    Q_OBJECT
  public:
    // A log played under `rules`; `names` are the seats' names (empty: "Player N").
    RecordedFeed(Ruleset rules, std::vector<Event> log, QObject* parent = nullptr);
    // A replay file's header (rules, seat names) and events.
    explicit RecordedFeed(Replay replay, QObject* parent = nullptr);

    // ---- Position --------------------------------------------------------------------------
    int size() const { return static_cast<int>(log_.size()); }
    int position() const { return static_cast<int>(shown_); }
    const std::vector<Event>& log() const { return log_; }
    const ReplayCursor& cursor() const { return cursor_; }
    // Shows the first n events (clamped to 0 … size()) at once; playing goes on from there.
    void seek(int n);
    // One event on, animated (the table acknowledges it); pauses.
    void step_forward();
    // One event back (at once); pauses.
    void step_back();
    // To just before the previous / next decision of `seat` (ReplayCursor::is_decision): the
    // table shows what the seat saw, and the decision is the next event. False: there is none.
    bool prev_decision(Seat seat);
    bool next_decision(Seat seat);
    // To hand `hand` (0-based): its HandStarted shown. False: no such hand.
    bool jump_to_hand(int hand);
    int hand_count() const { return static_cast<int>(cursor_.hand_starts().size()); }
    // The hand the latest shown event belongs to (-1: none yet).
    int current_hand() const;
    bool finished() const { return shown_ == log_.size(); }

    // ---- Playing ---------------------------------------------------------------------------
    // Plays from the position (from the first event if at the end).
    void play();
    void pause();
    bool playing() const { return playing_; }
    // Compatibility with the first test-only feed: play().
    void start() { play(); }
    // Waiting for next_hand() after a shown HandEnded.
    bool hand_over_pending() const { return hand_over_pending_; }

    // ---- View ------------------------------------------------------------------------------
    // Empty: everything face up, from East. A seat: that seat at the bottom, the others hidden.
    void set_view(std::optional<Seat> seat);
    std::optional<Seat> view() const { return view_; }

    // ---- TableFeed -------------------------------------------------------------------------
    const Ruleset& rules() const override { return rules_; }
    std::span<const Event> events() const override { return {log_.data(), shown_}; }
    const GameState& shown() const override { return state_; }
    const GameState& before() const override { return before_; }
    void event_done() override;
    void next_hand() override;
    Seat viewer() const override { return view_.value_or(Seat::East); }
    bool face_up(Seat s) const override;
    QString seat_name(Seat s) const override;
    // From the file's header: the AI seats' levels on their panels, as in the game.
    std::string seat_agent(Seat s) const override {
        return agents_[static_cast<std::size_t>(index(s))];
    }

  signals:
    // The position moved without animation (seek, step back, jumps): redraw.
    void jumped();
    // set_view: the same position seen otherwise (repaint; an animation or dialog goes on).
    void view_changed();
    // position() or playing() changed.
    void position_changed(int position);
    void playing_changed(bool playing);

  private:
    void step();  // delivers the next event
    void schedule_step();

    Ruleset rules_;
    std::vector<Event> log_;
    ReplayCursor cursor_;
    std::array<QString, 4> names_;
    std::array<std::string, 4> agents_;  // "" for a human seat or a file without a header
    std::size_t shown_ = 0;
    GameState state_;
    GameState before_;
    bool waiting_ = false;  // event_shown emitted, event_done not yet
    bool hand_over_pending_ = false;
    bool playing_ = false;
    bool single_step_ = false;  // step_forward: stop after this event
    int generation_ = 0;        // bumped by each jump: stale scheduled steps do nothing
    std::optional<Seat> view_;
};

}  // namespace haolao::ui
