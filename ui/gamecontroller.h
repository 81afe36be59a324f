// Runs a pot: owns the engine Game, asks each seat in turn (the human through the table, AI
// agents on a worker thread so the window never freezes) and feeds the events to the view one at
// a time. The view animates each event and calls event_done(); the controller then moves on.
#pragma once

#include <QObject>
#include <QPointer>
#include <QThread>
#include <array>
#include <memory>
#include <string>

#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao::ui {

class GameController : public QObject {
    Q_OBJECT
  public:
    // `seats` by Seat index: "human" or an agent name. Throws std::invalid_argument for an
    // unknown ruleset or agent.
    GameController(const Ruleset& rules, std::uint64_t seed,
                   const std::array<std::string, 4>& seats, QObject* parent = nullptr);
    ~GameController() override;

    const Game& game() const { return game_; }
    Game& game_for_tests() { return game_; }  // rigging before start()
    const Ruleset& rules() const { return game_.rules(); }

    // The table as shown: the fold of the events delivered so far, and the state just before
    // the latest one (animations run from `before` to `shown`).
    const GameState& shown() const { return shown_; }
    const GameState& before() const { return before_; }
    int shown_count() const { return shown_count_; }
    const Event* last_event() const;

    // The seat the table is drawn from (the human, else East), and whether a seat is human.
    Seat viewer() const { return viewer_; }
    bool has_human() const { return has_human_; }
    bool is_human(Seat s) const { return has_human_ && s == viewer_ && !autoplay_; }
    QString seat_name(Seat s) const;

    // 托管: the human seat is played by the baseline agent while on.
    void set_autoplay(bool on);
    bool autoplay() const { return autoplay_; }

    // The human must decide now; `human_actions` lists what is legal.
    bool awaiting_human() const { return awaiting_human_; }
    ActionList human_actions() const;
    // Applies the human's action; false (and nothing changes) if it is not legal.
    bool submit(const Action& action);

    // Starts the pot (first hand).
    void start();
    // The view finished showing the latest event.
    void event_done();
    // After the end-of-hand dialog: the next hand, or the pot summary.
    void next_hand();
    bool waiting_for_next_hand() const { return hand_over_pending_; }
    bool agent_running() const { return worker_ != nullptr; }

  signals:
    void event_shown(int index);  // shown() now includes events()[index]; ack with event_done()
    void human_to_act();
    void hand_over();  // the HandEnded event was shown; call next_hand() to go on
    void pot_over();
    void failed(const QString& message);

  private:
    void schedule();
    void pump();
    void run_agent(Seat s);

    Game game_;
    std::array<std::unique_ptr<Agent>, 4> agents_;
    std::unique_ptr<Agent> autoplay_agent_;
    std::array<std::string, 4> seat_kinds_;
    Seat viewer_ = Seat::East;
    bool has_human_ = false;
    bool autoplay_ = false;

    GameState shown_;
    GameState before_;
    int shown_count_ = 0;
    bool waiting_view_ = false;
    bool awaiting_human_ = false;
    bool hand_over_pending_ = false;
    bool pump_scheduled_ = false;
    QThread* worker_ = nullptr;
    Action worker_result_;
};

}  // namespace haolao::ui
