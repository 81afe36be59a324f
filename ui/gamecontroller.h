// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a pot: owns the engine Game, asks each seat in turn (the human through the table, AI
// agents on a worker thread so the window never freezes) and feeds the events to the view one at
// a time. The view animates each event and calls event_done(); the controller then moves on.
// It is the live TableFeed (tablefeed.h): the table and the dialogs see it only through that.
#pragma once

#include <QObject>
#include <QPointer>
#include <QThread>
#include <array>
#include <memory>
#include <string>
#include <utility>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "tablefeed.h"

namespace haolao::ui {

class GameController : public TableFeed {
    Q_OBJECT
  public:
    // `seats` by Seat index: "human" or an agent name. Throws std::invalid_argument for an
    // unknown ruleset or agent.
    GameController(const Ruleset& rules, std::uint64_t seed, std::array<std::string, 4> seats,
                   QObject* parent = nullptr);
    // A pot rebuilt from its log (resume_game): the table shows the log's end state (shown() is
    // the game's state, shown_count() its number of events) and play goes on from the pending
    // decision, or with the next hand when the log ends between hands. `seed` is the pot's seed
    // (the replay header's): the agents are seated by agent_seed exactly as in the recorded pot.
    GameController(Game resumed, std::uint64_t seed, std::array<std::string, 4> seats,
                   QObject* parent = nullptr);
    ~GameController() override;

    const Game& game() const { return game_; }
    const Ruleset& rules() const override { return game_.rules(); }
    std::uint64_t seed() const { return seed_; }
    const std::array<std::string, 4>& seat_kinds() const { return seat_kinds_; }
    bool resumed() const { return resumed_; }
    Game& game_for_tests() { return game_; }  // rigging before start()

    // The table as shown: the fold of the events delivered so far, and the state just before
    // the latest one (animations run from `before` to `shown`).
    std::span<const Event> events() const override {
        return {game_.events().data(), static_cast<std::size_t>(shown_count_)};
    }
    const GameState& shown() const override { return shown_; }
    const GameState& before() const override { return before_; }

    // The seat the table is drawn from: the human whose hand is shown (in hot-seat, the last
    // human asked), else East.
    Seat viewer() const override { return viewer_; }
    bool has_human() const override { return humans_ > 0; }
    int human_count() const { return humans_; }
    bool human_seat(Seat s) const override { return human_[index(s)]; }
    // Played by a person now (a human seat not on auto-play).
    bool is_human(Seat s) const { return human_[index(s)] && !autoplay_[index(s)]; }
    // The seat's name; hot-seat numbers the unnamed humans ("Player 2"), the first one too.
    QString seat_name(Seat s) const override;
    // Hot-seat: "You" on the panel of the human at the screen; the other humans by name.
    QString seat_label(Seat s) const override;
    std::string seat_agent(Seat s) const override {
        return human_seat(s) ? std::string() : seat_kinds_[index(s)];
    }
    // Names shown on the panels (empty: the default).
    void set_seat_names(const std::array<QString, 4>& names) { names_ = names; }

    // 托管: a human seat is played by the baseline agent while on. Without a seat: the viewer's.
    void set_autoplay(bool on) { set_autoplay(viewer_, on); }
    void set_autoplay(Seat s, bool on) override;
    bool autoplay() const { return autoplay_[index(viewer_)]; }
    bool autoplay(Seat s) const override { return autoplay_[index(s)]; }

    // Hot-seat privacy screen: up when the decision passes to a human other than the last one
    // who saw their hand; every concealed hand is hidden until that human confirms.
    bool privacy() const override { return privacy_; }
    void confirm_privacy() override;
    // The model of what is face up: whether seat `s`'s concealed tiles are shown now.
    bool face_up(Seat s) const override;

    // Turn timer ran out: the baseline agent plays this one decision for the human.
    void auto_act() override;

    // The human must decide now (and the privacy screen is down); `human_actions` lists what is
    // legal.
    bool awaiting_human() const override { return awaiting_human_ && !privacy_; }
    ActionList human_actions() const override;
    // Applies the human's action; false (and nothing changes) if it is not legal.
    bool submit(const Action& action) override;
    // advise() on game().view(deciding seat) with the default budget and the seat's agent seed
    // (agent_seed(seed(), seat)), computed once per decision (cached by event count and seat).
    std::vector<Advice> advice() const override;
    // How long the last advice computation took (ms; 0 before any).
    double advice_ms() const { return advice_ms_; }

    // Starts the pot (first hand).
    void start();
    // The view finished showing the latest event.
    void event_done() override;
    // After the end-of-hand dialog: the next hand, or the pot summary.
    void next_hand() override;
    bool waiting_for_next_hand() const { return hand_over_pending_; }
    bool agent_running() const { return worker_ != nullptr; }

    // While paused (a modal dialog is open) no event is delivered and no agent or auto-play is
    // started; an agent already thinking finishes, and its action is applied (and recorded) but
    // shown only after set_paused(false).
    void set_paused(bool on);
    bool paused() const { return paused_; }

  signals:
    // (event_shown, human_to_act, privacy_needed, hand_over and pot_over: TableFeed's.)
    void failed(const QString& message);
    // The engine appended events (game().events() grew): emitted synchronously after each
    // start of a hand and each applied action, before anything is shown (the autosave).
    void events_added();

  private:
    void schedule();
    void pump();
    void run_agent(Seat s);
    void seat_agents();
    int human_number(Seat s) const;  // the k-th human seat, counted from East

    Game game_;
    std::uint64_t seed_ = 0;
    bool resumed_ = false;
    bool paused_ = false;
    std::array<std::string, 4> seat_kinds_;
    std::array<QString, 4> names_;
    Seat viewer_ = Seat::East;
    // By seat: its agent, or for a human seat the stand-in playing it on auto-play or timeout.
    std::array<std::unique_ptr<Agent>, 4> agents_;
    std::array<bool, 4> human_{};
    std::array<bool, 4> autoplay_{};
    int humans_ = 0;
    bool privacy_ = false;
    bool seen_any_ = false;  // some human has seen their hand (viewer_ is that human)

    GameState shown_;
    GameState before_;
    int shown_count_ = 0;
    bool waiting_view_ = false;
    bool awaiting_human_ = false;
    bool hand_over_pending_ = false;
    bool pump_scheduled_ = false;
    QThread* worker_ = nullptr;
    Action worker_result_;
    // The advice cache: the decision it was computed for (event count, seat) and the result.
    mutable int advice_key_ = -1;
    mutable Seat advice_seat_ = Seat::East;
    mutable std::vector<Advice> advice_;
    mutable double advice_ms_ = 0;
};

}  // namespace haolao::ui
