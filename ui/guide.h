// SPDX-License-Identifier: GPL-3.0-or-later
// The guided first hand (docs/UI.md "Guided first hand"): one rigged hand on the real table, in
// a window of its own over the game window, with callouts that point at the wall and dice, the
// head and tail, the 8-tile rule, a concealed kong, declaring ready, the haolao phase and the
// scoring dialog. The player's own pot waits behind it, paused (the guide window is modal), and
// the guide's hand is never recorded.
//
// The story is made certain by the wall (guide_wall): the three AI seats' tiles, all they are
// dealt and draw, can never form a set (guide.cpp), so whatever they discard and whatever is
// discarded to them, they never win, declare or kong; the only calls in Hefei are wins and
// concealed kongs, so the head draws come in a fixed order. The player's choices are narrowed
// to the story (guide_choices). The player, East and dealer, throws bamboo, draws the fourth 3 of
// characters (kong), the 8 of characters (ready, waiting for the 4 of dots: every other copy is
// out of the AI seats' reach), and wins by self-draw in the haolao phase (海捞).
#pragma once

#include <QDialog>
#include <QPointer>
#include <QSettings>
#include <array>
#include <string>
#include <vector>

#include "gamecontroller.h"
#include "guideoverlay.h"
#include "haolao/game.h"
#include "options.h"
#include "resultdialogs.h"

namespace haolao::ui {

class Audio;
class TableWidget;

// ---- The rigged hand (no Qt) --------------------------------------------------------------------

// The declaring room (hefei-ting, so that 报听 can be shown), a pot of one hand.
Ruleset guide_rules();
// The 84 tiles in wall-sequence order, and the dealer's dice (3 + 4: the opposite wall).
std::vector<Tile> guide_wall();
Dice guide_dice();
// The rigged game, not started: East deals, the wall and dice above.
Game guide_game();
inline constexpr std::uint64_t kGuideSeed = 20240214;
// The AI seats of the guide (any agent works: the wall decides the story).
std::array<std::string, 4> guide_seats();

// The player's choices among the legal actions `legal` when `acted` actions were taken before:
// throw a bamboo tile, kong, throw a bamboo tile, declare ready with a bamboo tile.
ActionList guide_choices(const ActionList& legal, int acted);

// ---- The first-launch offer ---------------------------------------------------------------------

// QSettings keys: the guide was offered at start (asked once), and played to its end.
inline constexpr const char* kGuideOfferedKey = "guide/offered";
inline constexpr const char* kGuideDoneKey = "guide/done";
// Whether to offer the guide at start: never offered before, and the command line does not start
// a game of its own (a seed, rules, seats, a pot length, --resume/--new, auto-play, a replay,
// the scripted runs, a data directory).
bool guide_offer_due(const GameOptions& options, const QSettings& store);

// ---- The guide's controller: the player's choices narrowed to the story -----------------------

class GuideController : public GameController {
    Q_OBJECT
  public:
    explicit GuideController(QObject* parent = nullptr);
    // guide_choices of the legal actions.
    ActionList human_actions() const override;
    bool submit(const Action& action) override;
    // A legal action the story does not take: refused().
    void not_offered(const Action& action) override;
    std::vector<Advice> advice() const override { return {}; }
    // No auto-play or turn timer in the guide: the player plays every step.
    void set_autoplay(Seat, bool) override {}
    void auto_act() override {}
    int acted() const { return acted_; }
  signals:
    void human_acted(const haolao::Action& action);
    // A legal action the story does not take (another tile, a discard before the kong): the
    // window says what the step asks for instead of doing nothing.
    void refused(const haolao::Action& action);

  private:
    int acted_ = 0;
};

// ---- The guide window ---------------------------------------------------------------------------

class GuideWindow : public QDialog {
    Q_OBJECT
  public:
    enum class Step {
        Start,  // the deal is shown; the first callout comes when the player is to act
        Dice,
        Head,
        Tail,
        EightTiles,
        Discard,
        Kong,
        Replacement,
        Declare,
        Locked,
        Zone,
        Watch,  // no callout: the AI seats play on towards the haolao zone
        Haolao,
        Scoring,
        Done,
    };
    GuideWindow(Speed speed, Audio* audio, QWidget* parent = nullptr);
    ~GuideWindow() override;

    GuideController* controller() const { return controller_; }
    TableWidget* table() const { return table_; }
    Step step() const { return step_; }
    // The callout shown (null between callouts), and its text.
    Callout* callout() const { return callout_; }
    QString callout_text() const;
    HandResultDialog* result_dialog() const { return result_; }
    // What Next does: go on, or on a step that asks for an action, play it for the player.
    void next();
    void skip();
    // Begins play (the window is shown first).
    void start();
    // Every step seen so far, in order (tests).
    const std::vector<Step>& steps_seen() const { return seen_; }

  signals:
    void step_changed(haolao::ui::GuideWindow::Step step);

  protected:
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;
    // On a callout that only explains, Enter or Space is Next: the table's own keys (discard,
    // pass) do nothing there, and without it a player at the keyboard could not go on.
    bool eventFilter(QObject* o, QEvent* e) override;

  private:
    void enter(Step s);
    void show_callout();
    void on_event(int index);
    void on_human();
    void on_acted(const Action& a);
    void on_refused(const Action& a);
    void on_hand_over();
    void finish(bool done);
    void refresh();  // the callout's targets again (the table changed or was resized)
    std::vector<QRect> targets() const;
    std::vector<QRect> hand_rects(bool (*keep)(Tile)) const;
    std::vector<QRect> zone_rects() const;
    static QString text_for(Step s);
    // What to do instead of `a` on an action step (shown under the step's text).
    static QString refusal_for(Step s, const Action& a);
    static bool next_pauses(Step s);

    GuideController* controller_ = nullptr;
    TableWidget* table_ = nullptr;
    QPointer<Callout> callout_;
    QPointer<HandResultDialog> result_;
    Step step_ = Step::Start;
    bool started_ = false;
    std::vector<Step> seen_;
};

// Opens the guide over `parent` (window-modal: the pot behind it waits), at that speed.
GuideWindow* open_guide(QWidget* parent, Speed speed, Audio* audio);
// Asks once whether to play the guided hand (remembered in kGuideOfferedKey), then opens it.
// While another modal window is up (a message at start), it asks once that one is gone.
void offer_guide(QWidget* parent, Speed speed, Audio* audio);

}  // namespace haolao::ui
