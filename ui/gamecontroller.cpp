// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <stdexcept>
#include <utility>

#include "names.h"

namespace haolao::ui {

namespace {

// The settings' default name of the first human seat ("You"), in the language shown.
bool is_settings_you(const QString& name) {
    return name == QCoreApplication::translate("Settings", "You");
}

}  // namespace

GameController::GameController(const Ruleset& rules, std::uint64_t seed,
                               std::array<std::string, 4> seats, QObject* parent)
    : TableFeed(parent), game_(rules, seed), seed_(seed), seat_kinds_(std::move(seats)) {
    seat_agents();
}

GameController::GameController(Game resumed, std::uint64_t seed, std::array<std::string, 4> seats,
                               QObject* parent)
    : TableFeed(parent),
      game_(std::move(resumed)),
      seed_(seed),
      resumed_(true),
      seat_kinds_(std::move(seats)) {
    seat_agents();
    shown_ = game_.state();
    before_ = shown_;
    shown_count_ = static_cast<int>(game_.events().size());
}

// Each seat's agent, and a human seat's stand-in (auto-play, the turn timer: the baseline agent),
// seated by the one derivation agent_seed. Agents reseed per decision from it (decision_seed),
// so the agents of a pot resumed from its file go on exactly as the uninterrupted pot's.
void GameController::seat_agents() {
    for (int i = 0; i < 4; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const Seat s = seat_from_index(i);
        const std::string& kind = seat_kinds_[k];
        if (kind == "human") {
            if (!humans_) viewer_ = s;
            human_[k] = true;
            ++humans_;
            agents_[k] = make_agent("baseline", agent_seed(seed_, s));
        } else {
            agents_[k] = make_agent(kind, agent_seed(seed_, s));
            if (!agents_[k]) throw std::invalid_argument("unknown agent: " + kind);
        }
    }
}

GameController::~GameController() {
    // An agent still thinking finishes first. Its thread is deleted here: the finished handler
    // that would have deleted it is never run for a controller being destroyed (LeakSanitizer
    // saw the thread when a window closed during an AI's turn).
    if (worker_) {
        worker_->wait();
        delete worker_;
    }
}

int GameController::human_number(Seat s) const {
    int n = 0;  // the k-th human seat is "Player k"
    for (int i = 0; i <= index(s); ++i) n += human_[static_cast<std::size_t>(i)];
    return n;
}

QString GameController::seat_name(Seat s) const {
    const QString& given = names_[index(s)];
    // Hot-seat: the settings' default "You" for the first human is "Player 1" to the whole table
    // (the hand's result and the pot's standings said "East — You" to two players).
    if (humans_ > 1 && human_seat(s) && is_settings_you(given))
        return tr("Player %1").arg(human_number(s));
    if (!given.isEmpty()) return given;
    if (human_seat(s)) return humans_ == 1 ? tr("You") : tr("Player %1").arg(human_number(s));
    // An unnamed AI seat (`--seats`) by its wind, its level beside it on the panel, as the
    // settings' default names and the replay viewer have it: the panel showed "AI · normal" in
    // the name's place and no wind.
    return wind_name(s);
}

QString GameController::seat_label(Seat s) const {
    if (humans_ < 2 || !human_seat(s)) return seat_name(s);
    // Hot-seat: the panel of the human at the screen says "You" and only theirs; the others go
    // by their names, and a default "You" among them by their number. At the reveal (a hand or
    // the pot over) everyone looks at the table, as the result dialog names them: no "You".
    // Nor before a player has taken the first screen: nobody has said who sits there yet.
    const bool reveal = shown_.phase == Phase::HandOver || shown_.phase == Phase::PotOver;
    if (s == viewer_ && !reveal && seen_any_) return tr("You");
    return seat_name(s);
}

void GameController::set_autoplay(Seat s, bool on) {
    if (!human_seat(s) || autoplay_[index(s)] == on) return;
    autoplay_[index(s)] = on;
    if (on && awaiting_human_ && s == viewer_) {
        // Hand the pending decision (screen or not) to the agent.
        awaiting_human_ = false;
        privacy_ = false;
        schedule();
    } else if (!on && !awaiting_human_) {
        schedule();  // the seat may be the one to act now
    }
}

bool GameController::face_up(Seat s) const {
    const Phase ph = shown_.phase;
    if (ph == Phase::HandOver || ph == Phase::PotOver) return true;  // the reveal is for all
    if (!humans_) return true;                                       // watch mode
    if (privacy_) return false;
    // Hot-seat: no hand is face up before a player has confirmed a privacy screen, so nobody has
    // said who sits at the screen yet: the first deal, and a resumed pot behind its resume
    // question, showed East's (or the saved pot's viewer's) tiles to whoever was looking.
    if (humans_ > 1 && !seen_any_) return false;
    return s == viewer_;
}

void GameController::confirm_privacy() {
    if (!privacy_) return;
    privacy_ = false;
    seen_any_ = true;
    emit human_to_act();
}

void GameController::auto_act() {
    if (!awaiting_human() || worker_) return;
    awaiting_human_ = false;
    run_agent(viewer_);
}

ActionList GameController::human_actions() const {
    return awaiting_human() ? game_.legal_actions(viewer_) : ActionList{};
}

std::vector<Advice> GameController::advice() const {
    if (!awaiting_human()) return {};
    // The deciding seat's own view only (hot-seat privacy), with hard's budget and the seed that
    // seat's agent would get: the same decision always gets the same advice.
    const int key = static_cast<int>(game_.events().size());
    if (advice_key_ != key || advice_seat_ != viewer_) {
        QElapsedTimer clock;
        clock.start();
        advice_ = advise(game_.view(viewer_), AdviceBudget{}, agent_seed(seed_, viewer_));
        advice_ms_ = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        advice_key_ = key;
        advice_seat_ = viewer_;
    }
    return advice_;
}

bool GameController::submit(const Action& action) {
    if (!awaiting_human() || !game_.legal_actions(viewer_).contains(action)) return false;
    if (game_.act(viewer_, action) != ActionError::Ok) return false;
    emit events_added();
    awaiting_human_ = false;
    schedule();
    return true;
}

void GameController::start() {
    if (game_.pot_over()) {
        // A resumed log that ended with its pot: nothing left to play.
        if (resumed_ && shown_count_ == static_cast<int>(game_.events().size())) emit pot_over();
        return;
    }
    if (game_.hand_running()) {
        schedule();  // a resumed pot: the pending decision
        return;
    }
    if (resumed_ && !game_.events().empty() &&
        std::holds_alternative<HandEnded>(game_.events().back()) && !hand_over_pending_) {
        // Saved while the result of its last hand was up: show that result again first.
        hand_over_pending_ = true;
        QTimer::singleShot(0, this, [this] { emit hand_over(); });
        return;
    }
    game_.start_hand();
    emit events_added();
    schedule();
}

void GameController::set_paused(bool on) {
    if (paused_ == on) return;
    paused_ = on;
    if (!on) schedule();
}

void GameController::event_done() {
    if (!waiting_view_) return;
    waiting_view_ = false;
    schedule();
}

void GameController::next_hand() {
    if (!hand_over_pending_) return;
    hand_over_pending_ = false;
    if (game_.pot_over()) {
        // Deliver PotEnded (if any) before the summary.
        schedule();
        return;
    }
    game_.start_hand();
    emit events_added();
    schedule();
}

// Queued, so a view that acknowledges at once does not recurse.
void GameController::schedule() {
    if (pump_scheduled_) return;
    pump_scheduled_ = true;
    QTimer::singleShot(0, this, [this] {
        pump_scheduled_ = false;
        pump();
    });
}

void GameController::pump() {
    if (paused_ || waiting_view_ || worker_ || awaiting_human_ || hand_over_pending_) return;
    const auto& events = game_.events();
    if (shown_count_ < static_cast<int>(events.size())) {
        const Event& e = events[static_cast<std::size_t>(shown_count_)];
        // A hand's end is shown once every earlier event is; the dialog comes after it.
        before_ = shown_;
        apply_event(shown_, e, game_.rules());
        ++shown_count_;
        waiting_view_ = true;
        if (std::holds_alternative<HandEnded>(e)) hand_over_pending_ = true;
        emit event_shown(shown_count_ - 1);
        if (std::holds_alternative<PotEnded>(e)) {
            hand_over_pending_ = false;
            emit pot_over();
        } else if (hand_over_pending_) {
            emit hand_over();
        }
        return;
    }
    if (!game_.hand_running()) return;
    const SeatMask mask = game_.to_act();
    if (mask.empty()) return;
    // Ask in play order from the seat on turn, like play_hand.
    const Seat first = game_.state().turn;
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(index(first) + i);
        if (!mask.has(s)) continue;
        if (is_human(s)) {
            // A declared hand's wins (自动胡牌) are the engine's: Game takes them before asking.
            awaiting_human_ = true;
            if (humans_ > 1 && (!seen_any_ || s != viewer_)) {
                viewer_ = s;
                privacy_ = true;
                emit privacy_needed(s);
                return;
            }
            viewer_ = s;
            seen_any_ = true;
            emit human_to_act();
        } else {
            run_agent(s);
        }
        return;
    }
}

void GameController::run_agent(Seat s) {
    Agent* agent = agents_[index(s)].get();
    const SeatView view = game_.view(s);
    worker_ = QThread::create([this, agent, view] { worker_result_ = agent->decide(view); });
    connect(worker_, &QThread::finished, this, [this, s] {
        worker_->deleteLater();
        worker_ = nullptr;
        const ActionError err = game_.act(s, worker_result_);
        if (err != ActionError::Ok) {
            emit failed(
                tr("Seat %1 chose an illegal action: %2")
                    .arg(QChar(seat_letter(s)))
                    .arg(QString::fromUtf8(action_error_id(err).data(),
                                           static_cast<qsizetype>(action_error_id(err).size()))));
            return;
        }
        emit events_added();
        schedule();
    });
    worker_->start();
}

}  // namespace haolao::ui
