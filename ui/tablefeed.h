// SPDX-License-Identifier: GPL-3.0-or-later
// What a table needs to draw and animate a feed of events, live or recorded (docs/UI.md "Feeds").
// TableWidget and the result dialogs read only this interface: GameController is the live feed
// (it owns the engine Game and asks the seats); a replay viewer implements the same interface
// over a recorded log (tests/ui/recorded_feed.h is a minimal one) and has no human to ask.
//
// The protocol: the feed emits event_shown(i) once shown() includes events()[i]; the table
// animates it and calls event_done(); only then does the feed move on. hand_over() follows a
// shown HandEnded (call next_hand() after the dialog), pot_over() a shown PotEnded.
#pragma once

#include <QObject>
#include <QString>
#include <span>
#include <string>

#include "haolao/advisor.h"
#include "haolao/events.h"
#include "haolao/game.h"
#include "haolao/hints.h"
#include "haolao/ruleset.h"

namespace haolao::ui {

class TableFeed : public QObject {
    Q_OBJECT
  public:
    explicit TableFeed(QObject* parent = nullptr) : QObject(parent) {}
    ~TableFeed() override = default;

    // ---- The events shown so far -----------------------------------------------------------
    virtual const Ruleset& rules() const = 0;
    // The events delivered to the view so far, in order.
    virtual std::span<const Event> events() const = 0;
    // Their fold (apply_event), and the state just before the latest one (animations run from
    // `before` to `shown`).
    virtual const GameState& shown() const = 0;
    virtual const GameState& before() const = 0;
    int shown_count() const { return static_cast<int>(events().size()); }
    const Event* last_event() const;
    // The view finished showing the latest event.
    virtual void event_done() = 0;
    // After the end-of-hand dialog: the next hand, or the pot summary.
    virtual void next_hand() = 0;

    // ---- Who looks, and what they may see ------------------------------------------------------
    // The seat drawn at the bottom (the human deciding, or the last one; else East).
    virtual Seat viewer() const = 0;
    // Whether seat `s`'s concealed tiles are drawn face up now: the single model of privacy.
    virtual bool face_up(Seat s) const = 0;
    // Hot-seat privacy screen: up until confirm_privacy().
    virtual bool privacy() const { return false; }
    virtual void confirm_privacy() {}
    virtual bool has_human() const { return false; }
    virtual bool human_seat(Seat) const { return false; }
    // The seat's player name (dialogs, the privacy screen).
    virtual QString seat_name(Seat s) const = 0;
    // The name on the seat's panel as the viewer sees it (hot-seat: "You" for the viewer).
    virtual QString seat_label(Seat s) const { return seat_name(s); }
    // The agent kind playing an AI seat ("normal", "hard"…; empty for a human or when unknown),
    // for the level on its panel.
    virtual std::string seat_agent(Seat) const { return {}; }
    // 托管: a human seat played by an agent.
    virtual bool autoplay(Seat) const { return false; }
    virtual void set_autoplay(Seat, bool) {}

    // ---- A human decision (a recorded feed has none) -----------------------------------------
    // A human must decide now (privacy screen down); human_actions() lists what is legal.
    virtual bool awaiting_human() const { return false; }
    virtual ActionList human_actions() const { return {}; }
    // Applies the human's action; false (and nothing changes) if it is not legal.
    virtual bool submit(const Action&) { return false; }
    // The player tried an action human_actions() does not list (a click on a tile it would not
    // take): a feed may say why (the guided hand does; elsewhere nothing happens).
    virtual void not_offered(const Action&) {}
    // The turn timer ran out: an agent plays this one decision.
    virtual void auto_act() {}
    // The engine's advisor on the pending human decision (advise() over the deciding seat's own
    // SeatView: every legal action, best first, with expected points, win chance and deal-in
    // risk). Empty unless awaiting_human(); a recorded feed has none.
    virtual std::vector<Advice> advice() const { return {}; }

    // ---- Derived from the shown events by the engine -----------------------------------------
    // Seat `s`'s hints from what it may see in the state shown (seat_hints over Game::view_of).
    SeatHints hints(Seat s) const;
    // The latest finished hand shown (valid once a HandEnded is shown), scored again by the
    // engine from the shown events (resume_game): the dialog's items and payments.
    HandResult hand_result() const;
    // The shown hand was the pot's last.
    bool pot_complete() const;

  signals:
    void event_shown(int index);  // shown() now includes events()[index]; ack with event_done()
    void human_to_act();
    void privacy_needed(haolao::Seat seat);  // the screen is up for `seat`; confirm_privacy()
    void hand_over();  // the HandEnded event was shown; call next_hand() to go on
    void pot_over();
};

}  // namespace haolao::ui
