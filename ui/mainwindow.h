// SPDX-License-Identifier: GPL-3.0-or-later
// The game window: the table as central widget, menus (new pot, hints, speed, auto-play,
// fullscreen), the end-of-hand and end-of-pot dialogs, remembered geometry. (The hidden
// screenshot and benchmark runs watch it from outside: app/tooling.h.)
#pragma once

#include <QMainWindow>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "gamecontroller.h"
#include "options.h"
#include "potsave.h"
#include "rankcard.h"
#include "replayviewer.h"
#include "resultdialogs.h"
#include "settings.h"
#include "tablewidget.h"

namespace haolao::store {
class Store;
}

namespace haolao::ui {

class NewGameDialog;
class HistoryWindow;
class StatsWindow;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    // With `settings` (the stored ones, at start): they apply, except what the command line gave
    // (rules, seats, speed). Without: the options alone (tests, scripts).
    explicit MainWindow(const GameOptions& options, const Settings* settings = nullptr,
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    const GameOptions& options() const { return options_; }
    TableWidget* table() const { return table_; }
    Audio* audio() const { return audio_; }
    // The end-of-hand dialog while it is open.
    HandResultDialog* hand_dialog() const { return hand_dialog_; }
    PotSummaryDialog* pot_dialog() const { return pot_dialog_; }
    // Begins a new pot (seed + 1 each time after the first), recorded when there is a data
    // directory (docs/SAVES.md).
    void new_pot(std::uint64_t seed);
    // The pot's file being written (null: not recording).
    const PotRecorder* recorder() const { return recorder_.get(); }
    // The player database (docs/STORE.md), open while recording (null: no data directory, or
    // no database could be made; the status bar said why). Every hand is in it once it ends.
    store::Store* store() const { return store_.get(); }
    // What was wrong with the saved pot found at start ("" if nothing).
    const QString& save_problem() const { return save_problem_; }
    // A modal dialog is open, or the player paused: the table is paused (no event shown, no
    // agent started, the turn timer stopped).
    bool paused() const { return !modals_.empty() || held_; }
    // Game → Pause (F4, the Pause key), and a minimised window: the player's own pause, with a
    // screen over the table until they go on (a click or Space on it, or F4 again). A new or
    // resumed pot starts unpaused.
    void set_held(bool on);
    bool held() const { return held_; }
    // Starts play (separate so tests can rig the game first). An unfinished pot's resume question
    // is asked here, over the window (show it first), and a declined pot gives way to a new one.
    void start();

    // Settings: the dialog (Game → Settings…, Ctrl+,), and what its signals do. Accepted rules
    // and seats wait for the next pot; play, display and sound apply at once.
    void open_settings();
    void accept_settings(const Settings& s);
    void apply_play(const PlaySettings& p);
    void apply_display(const DisplaySettings& d);
    void apply_sound(const SoundSettings& s);
    const Settings& settings() const { return settings_; }
    // Game → New game… (Ctrl+N): the new-game dialog over the stored settings (the last choices).
    // Accepted, start_new_game stores its choices and starts the new pot at once.
    NewGameDialog* open_new_game();
    void start_new_game(const Settings& s);
    // The profiles a human seat may take in the new-game dialog: the names the settings know
    // (each human seat's name, else its default) and the default ("You"). The one place to read
    // the player database's profiles from instead.
    QStringList profile_names() const;
    // The rules the next pot will use (the current pot's are controller()->rules()).
    const Ruleset& next_rules() const { return rules_; }

    // Replays (ui/mainwindow_replay.cpp): File → Open replay… / Open recorded pot…, and a .jsonl
    // file dropped on the window, open in a replay viewer window (null: refused, and said why).
    ReplayViewer* open_replay(const QString& path);

    // History and statistics (ui/mainwindow_history.cpp): Game → History…, Statistics… (one
    // window each, raised again; null without a database), and the rank moments of the pot just
    // recorded (its human profiles; the pot summary shows them).
    HistoryWindow* open_history();
    StatsWindow* open_statistics();
    std::vector<RankMoment> pot_rank_moments() const;
  public slots:
    // Drops the database's rows and reads every recorded pot again (a menu action's slot);
    // returns the pots read (-1: no database) and says so in the status bar.
    int rebuild_store();
  signals:
    // A controller and its table were installed (a new or resumed pot): controller(), table().
    void controller_installed();
    // The database has new rows (a hand ended) or was rebuilt.
    void store_updated();

  protected:
    void closeEvent(QCloseEvent* e) override;
    // Watches every window's Show/Hide: modal dialogs pause the table; focus goes back to the
    // table when a dialog closes.
    bool eventFilter(QObject* o, QEvent* e) override;
    // LanguageChange (ui/i18n.h): title, menus (built again) and seat names in the new language.
    void changeEvent(QEvent* e) override;
    bool event(QEvent* e) override;  // an empty status tip (a menu's hover) keeps the message
    void dragEnterEvent(QDragEnterEvent* e) override;
    void dropEvent(QDropEvent* e) override;

  private:
    // Every menu of the menu bar, Help included: called again on a language change, so menus and
    // actions are created here only.
    void build_menus();
    QMenu* build_file_menu();  // File: the replay viewer's entries (mainwindow_replay.cpp)
    void build_history_menu(QMenu* game);  // Game: History, Statistics, Rebuild
    void retranslate();
    void on_hand_over();
    void on_pot_over();

    void apply_seats(const Settings& s);
    void apply_to_table();
    // Shows `controller` on a new table (the old ones go).
    void install(GameController* controller);
    // The unfinished pot of the last session, resumed (true), or nothing to resume / declined /
    // bad (false; a bad file is reported and moved aside). When the player is to be asked, the
    // pot is on the table but neither recorded nor started: start() asks (pending_resume_).
    bool resume_saved();
    struct PendingResume {
        QString path;              // the pot's file
        std::size_t recorded = 0;  // events already in it
        bool repaired = false;     // a torn last line was cut off
    };
    bool ask_resume();  // about the pot on the table; true: resume
    // Resumes writing the pot on the table to its file; the next pot's seed follows its seed.
    void go_on_recording(const PendingResume& pending);
    void report_bad_save(const SavedPot& saved);
    void start_recording();
    void record();
    void open_store();
    void record_store();  // after a hand's end or the pot's: the pot's rows (docs/STORE.md)
    void update_pause();
    void when_unpaused(std::function<void()> f);
    void store_settings();  // the menus' play switches (F2 hints, speed) persist

    GameOptions options_;
    Settings settings_;
    bool has_settings_ = false;
    Ruleset rules_;  // for the next pot
    std::array<QString, 4> names_;
    // The seat settings names_ came from (default names such as "You" are translated), for the
    // next pot and for the pot being played.
    std::optional<std::array<SeatSetting, 4>> names_from_, pot_names_from_;
    QAction* autoplay_action_ = nullptr;
    QAction* hints_action_ = nullptr;
    std::vector<QAction*> speed_actions_;
    Audio* audio_ = nullptr;
    GameController* controller_ = nullptr;
    TableWidget* table_ = nullptr;
    QPointer<HandResultDialog> hand_dialog_;
    QPointer<PotSummaryDialog> pot_dialog_;
    QPointer<HistoryWindow> history_;
    QPointer<StatsWindow> stats_;

    std::unique_ptr<PotRecorder> recorder_;
    std::optional<PendingResume> pending_resume_;  // to be asked by start()
    ReplayHeader pot_header_;                      // the recorded pot's header
    std::size_t store_seen_ = 0;                   // events looked at by record_store
    std::unique_ptr<store::Store> store_;
    QString save_problem_;
    std::vector<QPointer<QWidget>> modals_;  // open modal windows
    std::vector<std::function<void()>> after_pause_;
    bool held_ = false;
    QAction* pause_action_ = nullptr;
};

}  // namespace haolao::ui
