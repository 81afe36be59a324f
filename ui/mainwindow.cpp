// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QStatusTipEvent>
#include <QTimer>
#include <algorithm>
#include <utility>

#include "about.h"
#include "guide.h"
#include "helpwindow.h"
#include "historywindow.h"
#include "i18n.h"
#include "keyshelp.h"
#include "names.h"
#include "newgamedialog.h"
#include "screen_fit.h"
#include "settingsdialog.h"
#include "statswindow.h"
#include "store.h"

namespace haolao::ui {

MainWindow::MainWindow(const GameOptions& options, const Settings* settings, QWidget* parent)
    : QMainWindow(parent), options_(options), rules_(ruleset_by_id(options.rules)) {
    retranslate();
    setWindowIcon(QIcon(QStringLiteral(":/icons/haolao.svg")));
    setMinimumSize(1024, 640);
    if (!options.mute) audio_ = new Audio(this);
    if (settings) {
        // The stored settings, then the command line on top for this run.
        has_settings_ = true;
        settings_ = *settings;
        if (!options.rules_given) rules_ = build_ruleset(settings_.rules);
        if (!options.seats_given) apply_seats(settings_);
        options_.hints = options.hints || settings_.play.hints;
        if (!options.speed_given) options_.speed = settings_.play.speed;
        apply_sound(settings_.sound);
    }
    if (options.pot_hands > 0) {
        rules_.pot_length = PotLength::Hands;
        rules_.pot_hands = options.pot_hands;
    }
    open_store();
    qApp->installEventFilter(this);
    setAcceptDrops(true);  // a replay file dropped on the window opens in the viewer
    // The window's place first: the table is built for it.
    if (options.width > 0)
        resize(options.width, options.height);
    else
        restore_geometry(this, QStringLiteral("geometry"), {1440, 900});
    if (!resume_saved()) new_pot(options.seed);
    if (settings && settings_.display.fullscreen)
        setWindowState(windowState() | Qt::WindowFullScreen);
    build_menus();
}

MainWindow::~MainWindow() {
    // The dialogs (children) die after this part of the window: they must not call back.
    qApp->removeEventFilter(this);
    for (const QPointer<QWidget>& w : modals_)
        if (w) disconnect(w, nullptr, this, nullptr);
    modals_.clear();
    // A child dialog hidden earlier is no longer in modals_ but still tells update_pause when it
    // is destroyed, which ~QWidget does below, after MainWindow's part is gone (UBSan: vptr).
    for (QObject* child : children()) disconnect(child, nullptr, this, nullptr);
}

void MainWindow::new_pot(std::uint64_t seed) {
    options_.seed = seed;
    auto* c = new GameController(rules_, seed, options_.seats, this);
    c->set_seat_names(names_);
    pot_names_from_ = names_from_;
    install(c);
    start_recording();
}

void MainWindow::install(GameController* controller) {
    auto* old_table = table_;
    auto* old_controller = controller_;
    controller_ = controller;
    // --auto: every human seat starts on 托管.
    for (int i = 0; i < 4; ++i) controller_->set_autoplay(seat_from_index(i), options_.autoplay);
    table_ = new TableWidget(controller_, options_.speed, this);
    held_ = false;  // a new or resumed pot begins at once
    if (pause_action_) pause_action_->setChecked(false);
    connect(table_, &TableWidget::resume_requested, this, [this] { set_held(false); });
    table_->set_hints(options_.hints);
    table_->set_audio(audio_);
    apply_to_table();
    connect(table_->autoplay_button(), &QPushButton::toggled, this, [this](bool on) {
        if (autoplay_action_) autoplay_action_->setChecked(on);
    });
    if (autoplay_action_) autoplay_action_->setChecked(controller_->autoplay());
    setCentralWidget(table_);
    table_->setFocus();
    if (old_table) old_table->deleteLater();
    if (old_controller) old_controller->deleteLater();
    connect(controller_, &GameController::hand_over, this, &MainWindow::on_hand_over);
    connect(controller_, &GameController::pot_over, this, &MainWindow::on_pot_over);
    connect(controller_, &GameController::failed, this,
            [this](const QString& m) { QMessageBox::critical(this, tr("Haolao"), m); });
    connect(controller_, &GameController::events_added, this, &MainWindow::record);
    controller_->set_paused(paused());
    table_->set_paused(paused());
    retranslate();  // the title names the game: Hefei or Handan
    emit controller_installed();
}

void MainWindow::start() {
    if (pending_resume_) {
        const PendingResume pending = std::move(*pending_resume_);
        pending_resume_.reset();
        if (ask_resume()) {
            go_on_recording(pending);
        } else {
            forget_current_pot(options_.data_dir);  // the file stays, as history
            new_pot(options_.seed);                 // the run's own seed, not the declined pot's
        }
    }
    controller_->start();
}

void MainWindow::retranslate() {
    // The game on the table: a Handan pot's window said "Hefei mahjong".
    const bool handan = controller_ && controller_->rules().scoring == ScoringModel::HandanFan;
    setWindowTitle(handan ? tr("Haolao — Handan mahjong") : tr("Haolao — Hefei mahjong"));
}

void MainWindow::changeEvent(QEvent* e) {
    // Minimised, the pot waits (a turn timer would play the player's decisions for them), and
    // says so when the window comes back.
    if (e->type() == QEvent::WindowStateChange && isMinimized()) set_held(true);
    if (e->type() == QEvent::LanguageChange && autoplay_action_) {
        retranslate();
        build_menus();
        // Default seat names ("You", "Player 2", the winds) in the new language.
        auto names_of = [](const std::array<SeatSetting, 4>& seats) {
            Settings s;
            s.seats = seats;
            std::array<QString, 4> n;
            for (int i = 0; i < 4; ++i)
                n[static_cast<std::size_t>(i)] = seat_name(s, seat_from_index(i));
            return n;
        };
        if (names_from_) names_ = names_of(*names_from_);
        if (pot_names_from_) controller_->set_seat_names(names_of(*pot_names_from_));
    }
    QMainWindow::changeEvent(e);
}

void MainWindow::build_menus() {
    // Built again on a language change: the old menus (and their actions) go first.
    qDeleteAll(menuBar()->findChildren<QMenu*>(QString(), Qt::FindDirectChildrenOnly));
    menuBar()->clear();
    speed_actions_.clear();
    QMenu* file = build_file_menu();
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* ng = game->addAction(tr("New &game…"));
    ng->setShortcut(QKeySequence::New);
    connect(ng, &QAction::triggered, this, &MainWindow::open_new_game);
    QAction* np = game->addAction(tr("&New pot"));  // same rules and seats, at once
    np->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(np, &QAction::triggered, this, [this] {
        // Mid-pot, ask first (the pot so far stays saved, as history).
        if (!controller_->game().pot_over() && controller_->shown_count() > 0 &&
            QMessageBox::question(this, tr("New pot"),
                                  tr("Leave this pot and start a new one? The pot so far stays "
                                     "saved, but it will not be resumed."),
                                  QMessageBox::Yes | QMessageBox::No,
                                  QMessageBox::No) != QMessageBox::Yes)
            return;
        new_pot(options_.seed + 1);
        start();
    });
    QAction* autoplay = game->addAction(tr("&Auto-play (托管)"));
    autoplay_action_ = autoplay;
    autoplay->setCheckable(true);
    autoplay->setChecked(controller_->autoplay());
    autoplay->setShortcut(QKeySequence(Qt::Key_F3));
    // The seat shown at the bottom's switch: the table's button holds the state.
    connect(autoplay, &QAction::toggled, this, [this](bool on) {
        if (controller_->has_human()) table_->autoplay_button()->setChecked(on);
    });
    QAction* pause = game->addAction(tr("&Pause"));
    pause_action_ = pause;
    pause->setObjectName(QStringLiteral("pause"));
    pause->setCheckable(true);
    pause->setChecked(held_);
    pause->setShortcuts({QKeySequence(Qt::Key_F4), QKeySequence(Qt::Key_Pause)});
    connect(pause, &QAction::toggled, this, &MainWindow::set_held);
    QAction* prefs = game->addAction(tr("&Settings…"));
    prefs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    prefs->setMenuRole(QAction::PreferencesRole);
    connect(prefs, &QAction::triggered, this, &MainWindow::open_settings);
    build_history_menu(game);
    // Quit ends the File menu, where Windows and Linux players look for it (macOS moves it to the
    // application menu); under Game, beside New pot, it sat apart from the File menu's end.
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* hints = view->addAction(tr("&Hints"));
    hints_action_ = hints;
    hints->setCheckable(true);
    hints->setChecked(options_.hints);
    hints->setShortcut(QKeySequence(Qt::Key_F2));
    connect(hints, &QAction::toggled, this, [this](bool on) {
        options_.hints = on;
        table_->set_hints(on);
        if (settings_.play.hints != on) {
            settings_.play.hints = on;
            store_settings();
        }
    });
    QMenu* speed = view->addMenu(tr("Animation &speed"));
    auto* group = new QActionGroup(speed);
    for (Speed s : {Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow}) {
        static const char* kNames[] = {QT_TR_NOOP("Instant"), QT_TR_NOOP("Fast"),
                                       QT_TR_NOOP("Normal"), QT_TR_NOOP("Slow")};
        QAction* a = speed->addAction(tr(kNames[static_cast<int>(s)]));
        a->setCheckable(true);
        a->setChecked(s == options_.speed);
        a->setData(static_cast<int>(s));
        speed_actions_.push_back(a);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, s] {
            options_.speed = s;
            table_->set_speed(s);
            if (s != Speed::Instant && settings_.play.speed != s) {  // instant: scripts only
                settings_.play.speed = s;
                store_settings();
            }
        });
    }
    QAction* full = view->addAction(tr("&Fullscreen"));
    full->setShortcut(QKeySequence(Qt::Key_F11));
    connect(full, &QAction::triggered, this,
            [this] { isFullScreen() ? showNormal() : showFullScreen(); });

    // Help → Rules help (F1): one window, raised again; it opens on the current pot's rules.
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* rules_help = help->addAction(tr("&Rules help"));
    rules_help->setShortcut(QKeySequence(Qt::Key_F1));
    connect(rules_help, &QAction::triggered, this,
            [this] { show_rules_help(this, controller_->rules(), rules_); });
    // Help → Hint marks: the legend of every outline and mark the table draws (also shown the
    // first time hints go on).
    QAction* legend = help->addAction(tr("&Hint marks"));
    legend->setObjectName(QStringLiteral("hintLegend"));
    connect(legend, &QAction::triggered, this, [this] { table_->show_legend(true); });
    // Help → Keyboard shortcuts (ui/keyshelp.h): the table's, the menus' and the replay viewer's.
    QAction* keys = help->addAction(tr("&Keyboard shortcuts"));
    keys->setObjectName(QStringLiteral("keysHelp"));
    connect(keys, &QAction::triggered, this, [this] { show_keys_help(this, menuBar()); });
    // Help → Guided first hand (ui/guide.h): a rigged hand with callouts, this pot waiting.
    QAction* guide = help->addAction(tr("&Guided first hand…"));
    guide->setObjectName(QStringLiteral("guide"));
    connect(guide, &QAction::triggered, this, [this] { open_guide(this, options_.speed, audio_); });
    // Help → About: version, copyright and the GPL's notice (ui/about.h); About Qt, Qt's own.
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Haolao"));
    about->setObjectName(QStringLiteral("about"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] { show_about(this, options_.data_dir); });
    QAction* about_qt = help->addAction(tr("About &Qt"));
    about_qt->setMenuRole(QAction::AboutQtRole);
    connect(about_qt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::apply_seats(const Settings& s) {
    for (int i = 0; i < 4; ++i) {
        const Seat seat = seat_from_index(i);
        options_.seats[static_cast<std::size_t>(i)] = s.seats[static_cast<std::size_t>(i)].kind;
        names_[static_cast<std::size_t>(i)] = seat_name(s, seat);
    }
    names_from_ = s.seats;
}

// Settings that live on the table: re-applied to each new table.
void MainWindow::apply_to_table() {
    if (!has_settings_) {
        // Scripted runs: the hidden --theme, else classic.
        table_->set_tile_theme(options_.theme == theme_id(TileTheme::HighContrast)
                                   ? TileTheme::HighContrast
                                   : TileTheme::Classic);
        return;
    }
    table_->set_confirm_pass(settings_.play.confirm_pass_win);
    table_->set_turn_timer(settings_.play.turn_timer * 1000);
    table_->set_claim_timer(settings_.play.claim_timeout * 1000);
    table_->set_look(settings_);
    // Open replay viewers (the history's too) follow the new look.
    for (ReplayViewer* v : findChildren<ReplayViewer*>()) v->table()->set_look(settings_);
}

void MainWindow::open_settings() {
    auto* d = new SettingsDialog(settings_, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->set_no_audio_device(audio_ && audio_->no_device());
    connect(d, &SettingsDialog::playChanged, this, &MainWindow::apply_play);
    connect(d, &SettingsDialog::displayChanged, this, &MainWindow::apply_display);
    connect(d, &SettingsDialog::soundChanged, this, &MainWindow::apply_sound);
    connect(d, &SettingsDialog::settingsAccepted, this, &MainWindow::accept_settings);
    d->open();
}

NewGameDialog* MainWindow::open_new_game() {
    auto* d = new NewGameDialog(settings_, profile_names(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    // Mid-pot, as Game → New pot: the pot so far stays saved (history) but is not resumed.
    d->set_leaving_pot(!controller_->game().pot_over() && controller_->shown_count() > 0);
    connect(d, &NewGameDialog::newGameAccepted, this, &MainWindow::start_new_game);
    d->open();
    return d;
}

void MainWindow::start_new_game(const Settings& s) {
    has_settings_ = true;
    // A name typed in the dialog becomes a profile now (a hand would create it too), so it is
    // offered next time even if this pot ends before its first hand.
    if (store_)
        if (const auto* d = qobject_cast<const NewGameDialog*>(sender()))
            for (const QString& name : d->new_profiles()) store_->add_profile(name, nullptr);
    settings_.rules = s.rules;
    settings_.seats = s.seats;
    settings_.play.turn_timer = s.play.turn_timer;
    settings_.play.claim_timeout = s.play.claim_timeout;
    store_settings();
    rules_ = build_ruleset(settings_.rules);
    apply_seats(settings_);
    new_pot(options_.seed + 1);  // the new table takes the turn timer (apply_to_table)
    start();
}

QStringList MainWindow::profile_names() const {
    // The player database's profiles (the default one first), then any name the seats carry
    // that has not played a hand yet; without a database, the seats' names and the default.
    QStringList names;
    if (store_) {
        names << store::default_profile_name();
        for (const store::Profile& p : store_->profiles()) names << p.name;
    }
    for (int i = 0; i < 4; ++i) {
        const SeatSetting& seat = settings_.seats[static_cast<std::size_t>(i)];
        // With a database, an unnamed seat is its default profile, already first in the list.
        if (seat.human() && (!store_ || !seat.name.trimmed().isEmpty()))
            names << seat_name(settings_, seat_from_index(i));
    }
    if (!store_) names << QCoreApplication::translate("Settings", "You");  // the default
    names.removeDuplicates();
    return names;
}

void MainWindow::accept_settings(const Settings& s) {
    has_settings_ = true;
    settings_ = s;
    QSettings store;
    save_settings(s, store);
    // Rules and seats: from the next pot (a pot is played under one rule set).
    rules_ = build_ruleset(s.rules);
    apply_seats(s);
    apply_play(s.play);
    apply_display(s.display);
    apply_sound(s.sound);
    // A saved rule set added or renamed: the pots played under it are named by it.
    if (history_) history_->reload();
    if (stats_) stats_->reload();
}

void MainWindow::apply_play(const PlaySettings& p) {
    has_settings_ = true;
    settings_.play = p;
    options_.hints = p.hints;
    options_.speed = p.speed;
    table_->set_hints(p.hints);
    table_->set_speed(p.speed);
    for (QAction* a : speed_actions_) a->setChecked(a->data().toInt() == static_cast<int>(p.speed));
    if (hints_action_) hints_action_->setChecked(p.hints);
    apply_to_table();
}

void MainWindow::apply_display(const DisplaySettings& d) {
    has_settings_ = true;
    settings_.display = d;
    apply_language(d.language);  // LanguageChange then reaches every window
    apply_to_table();
    const bool full = isFullScreen();
    if (d.fullscreen != full && isVisible()) d.fullscreen ? showFullScreen() : showNormal();
}

void MainWindow::apply_sound(const SoundSettings& s) {
    settings_.sound = s;
    if (!audio_) return;
    audio_->set_volume(s.volume);
    audio_->set_effects_enabled(s.effects);
    audio_->set_voice_enabled(s.voice);
    audio_->set_music_enabled(s.music);
}

void MainWindow::on_hand_over() {
    // Let the last event's animation play, then show the result (never over another dialog).
    auto* d = new HandResultDialog(*controller_, table_->renderer(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    hand_dialog_ = d;
    GameController* c = controller_;
    connect(d, &QDialog::finished, c, [c] { c->next_hand(); });
    const bool instant = table_->speed() == Speed::Instant;
    auto show = [this, instant, dp = QPointer<HandResultDialog>(d)] {
        if (!dp) return;
        dp->open();
        // --auto-next: the result closes by itself and the next hand starts.
        if (options_.auto_next)
            QTimer::singleShot(instant ? 0 : 1500, dp, [dp] {
                if (dp) dp->accept();
            });
        // Watch mode (no human seat): the next hand after the player's pause.
        else if (has_settings_ && !controller_->has_human())
            dp->count_down(settings_.play.watch_pause);
    };
    QTimer::singleShot(instant ? 0 : 700, d, [this, show] { when_unpaused(show); });
}

void MainWindow::on_pot_over() {
    if (recorder_) statusBar()->showMessage(tr("Pot over — saved in the history"));
    if (options_.exit_at_pot_end) {
        QTimer::singleShot(0, qApp, &QApplication::quit);
        return;
    }
    auto* d = new PotSummaryDialog(*controller_, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    pot_dialog_ = d;
    d->set_rank_moments(pot_rank_moments(), audio_);
    connect(d, &QDialog::finished, this, [this, d] {
        auto again = [this] {
            new_pot(options_.seed + 1);
            start();
        };
        if (d->new_pot())
            again();
        else  // Closed: the table keeps offering a new pot.
            connect(offer_new_pot(table_), &QPushButton::clicked, this, again);
    });
    d->open();
}

void MainWindow::closeEvent(QCloseEvent* e) {
    // No confirmation: every event is already on disk (the pot resumes next time).
    QSettings().setValue(geometry_key(QStringLiteral("geometry")), saveGeometry());
    QMainWindow::closeEvent(e);
}

void MainWindow::store_settings() {
    if (!has_settings_) return;  // scripted runs never touch the player's settings
    QSettings store;
    save_settings(settings_, store);
}

// ---- Autosave and resume (docs/SAVES.md) --------------------------------------------------------

void MainWindow::start_recording() {
    // The last pot's word ("Pot over — saved in the history", a "Not saved") is not this pot's:
    // it stayed through the next pot, since record() only fills an empty bar.
    statusBar()->clearMessage();
    recorder_.reset();
    if (options_.data_dir.isEmpty()) return;
    ReplayHeader h;
    h.rules = controller_->rules();
    h.seed = controller_->seed();
    for (int i = 0; i < 4; ++i) {
        const auto k = static_cast<std::size_t>(i);
        h.seats[k].agent = controller_->seat_kinds()[k];
        // The name the player gave (empty: the default, translated when shown).
        if (pot_names_from_) h.seats[k].name = (*pot_names_from_)[k].name.toStdString();
    }
    QString error;
    pot_header_ = h;
    store_seen_ = 0;
    recorder_ = PotRecorder::create(options_.data_dir, h, &error);
    if (!recorder_) {
        qWarning("haolao: the pot is not saved: %s", qPrintable(error));
        statusBar()->showMessage(tr("Not saved: %1").arg(error));
        return;
    }
    record();
}

void MainWindow::record() {
    if (!recorder_) return;
    if (!recorder_->record(controller_->game().events())) {
        statusBar()->showMessage(tr("Not saved: %1").arg(recorder_->error()));
        return;
    }
    if (!recorder_->finished() && statusBar()->currentMessage().isEmpty())
        statusBar()->showMessage(tr("Saved — resumes next time"));
    record_store();
}

// ---- The player database (docs/STORE.md) --------------------------------------------------------

void MainWindow::open_store() {
    if (options_.data_dir.isEmpty()) return;
    QString notice;
    store_ = store::Store::open(options_.data_dir, &notice);
    if (notice.isEmpty()) return;
    qWarning("haolao: %s", qPrintable(notice));
    QTimer::singleShot(0, this, [this, notice] { statusBar()->showMessage(notice); });
}

void MainWindow::record_store() {
    if (!store_ || !recorder_) return;
    const std::vector<Event>& events = controller_->game().events();
    bool ended = false;
    for (std::size_t i = std::min(store_seen_, events.size()); i < events.size(); ++i)
        ended = ended || std::holds_alternative<HandEnded>(events[i]) ||
                std::holds_alternative<PotEnded>(events[i]);
    store_seen_ = events.size();
    if (!ended) return;
    QString error;
    if (!store_->record_pot(recorder_->path(), pot_header_, events, &error)) {
        statusBar()->showMessage(tr("Not in the statistics: %1").arg(error));
        return;
    }
    emit store_updated();
}

int MainWindow::rebuild_store() {
    if (!store_) open_store();
    if (!store_) return -1;
    QStringList skipped;
    const int pots = store_->rebuild(&skipped);
    statusBar()->showMessage(
        skipped.isEmpty()
            ? tr("Statistics rebuilt from %n recorded pot(s)", "", pots)
            : tr("Statistics rebuilt from %n recorded pot(s); unreadable: %1", "", pots)
                  .arg(skipped.join(QStringLiteral("; "))));
    emit store_updated();
    return pots;
}

bool MainWindow::resume_saved() {
    if (options_.data_dir.isEmpty()) return false;
    SavedPot saved = load_unfinished_pot(options_.data_dir);
    if (saved.kind == SavedPot::Kind::Bad) {
        report_bad_save(saved);
        return false;
    }
    if (saved.in_use)  // (after the new pot's first message)
        QTimer::singleShot(0, this, [this] {
            statusBar()->showMessage(
                tr("The unfinished pot is open in another window; this is a new pot."));
        });
    if (saved.kind != SavedPot::Kind::Resumable) return false;
    if (options_.resume == GameOptions::Resume::New) {
        forget_current_pot(options_.data_dir);
        return false;
    }
    // The table settings the pot was played under: its header, never today's settings.
    std::array<std::string, 4> kinds;
    std::array<SeatSetting, 4> seats;
    for (int i = 0; i < 4; ++i) {
        const auto k = static_cast<std::size_t>(i);
        kinds[k] = saved.header.seats[k].agent;
        seats[k].kind = kinds[k];
        seats[k].name = QString::fromStdString(saved.header.seats[k].name);
    }
    const PendingResume pending{saved.path, saved.events.size(), saved.repaired};
    auto* c = new GameController(std::move(*saved.game), saved.header.seed, kinds, this);
    // Names as the pot showed them: the given ones; for the others the defaults of the settings
    // (the winds for AI seats) or, when the seats come from the command line, the controller's.
    const bool settings_names = has_settings_ && !options_.seats_given;
    Settings names;
    names.seats = seats;
    std::array<QString, 4> shown_names;
    for (int i = 0; i < 4; ++i)
        shown_names[static_cast<std::size_t>(i)] = settings_names
                                                       ? seat_name(names, seat_from_index(i))
                                                       : seats[static_cast<std::size_t>(i)].name;
    c->set_seat_names(shown_names);
    if (settings_names)
        pot_names_from_ = seats;
    else
        pot_names_from_.reset();
    install(c);
    pot_header_ = saved.header;
    if (options_.resume == GameOptions::Resume::Ask)
        pending_resume_ = pending;  // asked by start(), over the shown window
    else
        go_on_recording(pending);
    return true;
}

// The question is asked once the window is up: asked from the constructor, it stood alone on the
// screen (no game window behind it, none in the taskbar) and could be lost behind other windows.
// It is about the pot on the table, not yet started.
bool MainWindow::ask_resume() {
    // Where it stopped: inside a hand (the next after those finished) or at a hand's result.
    // A count of finished hands read "hands played: 0" for a pot stopped in its first hand.
    const GameState& at = controller_->game().state();
    const QString question =
        at.phase == Phase::HandOver
            ? tr("A pot was left unfinished after hand %1. Resume it?").arg(at.hands_played)
            : tr("A pot was left unfinished in hand %1. Resume it?").arg(at.hands_played + 1);
    QMessageBox box(QMessageBox::Question, tr("Haolao"), question, QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("resume_question"));
    // Which pot: its rules and standings, so a player can tell it from the one they expect.
    QStringList standings;
    for (int i = 0; i < 4; ++i) {
        const int v = at.standings[static_cast<std::size_t>(i)];
        // A seat and its figure never part at a line break.
        standings << wind_name(seat_from_index(i)) + QChar(QChar::Nbsp) + signed_number(v);
    }
    //: The resume question's details: the pot's rules, and on a line of their own the
    //: standings.
    box.setInformativeText(tr("%1\nStandings: %2")
                               .arg(rules_title(controller_->rules(), settings_.rules.custom),
                                    standings.join(QStringLiteral(" · "))));
    // The box is as wide as its question; the standings' line widens it rather than wrap.
    keep_detail_lines_whole(&box);
    QPushButton* resume = box.addButton(tr("Resume"), QMessageBox::AcceptRole);
    box.addButton(tr("New pot"), QMessageBox::RejectRole);
    box.setDefaultButton(resume);
    box.exec();
    return box.clickedButton() == resume;
}

void MainWindow::go_on_recording(const PendingResume& pending) {
    options_.seed = controller_->seed();  // the next pot's is this one's + 1
    QString error;
    store_seen_ = pending.recorded;  // the file's hands: read by open_store
    recorder_ = PotRecorder::resume(options_.data_dir, pending.path, pending.recorded, &error);
    if (!recorder_) {
        statusBar()->showMessage(tr("Not saved: %1").arg(error));
        return;
    }
    record();  // the automatic steps past the log's end, if any
    statusBar()->showMessage(pending.repaired
                                 ? tr("Resumed (an unfinished last line of the file was dropped)")
                                 : tr("Resumed — saved, resumes next time"));
}

void MainWindow::report_bad_save(const SavedPot& saved) {
    const QString name = QFileInfo(saved.path).fileName();
    // What happened in the UI language first; then where the file went and the file's line with
    // the engine's detail (English, as the replay viewer's), each on a line of its own.
    const QString headline = tr("The saved pot %1 cannot be resumed. A new pot starts.").arg(name);
    QStringList details;
    if (!saved.moved_to.isEmpty())
        details << tr("It was kept as %1.").arg(QFileInfo(saved.moved_to).fileName());
    details << saved.problem;
    save_problem_ = headline + QLatin1Char('\n') + details.join(QLatin1Char('\n'));
    qWarning("haolao: %s",
             qPrintable(QString(save_problem_).replace(QLatin1Char('\n'), QLatin1Char(' '))));
    // Once the window is up (a window-modal message: the table waits for it).
    QTimer::singleShot(0, this, [this, headline, details] {
        statusBar()->showMessage(headline);
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Haolao"), headline, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("save_problem"));
        box->setInformativeText(details.join(QLatin1Char('\n')));
        keep_detail_lines_whole(box);  // "kept as" stays beside its file name
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
}

// ---- Pause and focus ----------------------------------------------------------------------------

bool MainWindow::event(QEvent* e) {
    // No action has a status tip, so hovering a menu's entry sends an empty one, which
    // QMainWindow shows: it wiped "Saved — resumes next time" or a "Not saved" warning as soon as
    // a menu was opened. An empty tip is dropped; the message stays.
    if (e->type() == QEvent::StatusTip && static_cast<QStatusTipEvent*>(e)->tip().isEmpty())
        return true;
    return QMainWindow::event(e);
}

bool MainWindow::eventFilter(QObject* o, QEvent* e) {
    if ((e->type() == QEvent::Show || e->type() == QEvent::Hide) && o->isWidgetType()) {
        auto* w = static_cast<QWidget*>(o);
        if (w->isWindow() && w != this) {
            const auto it = std::find(modals_.begin(), modals_.end(), w);
            if (e->type() == QEvent::Show && w->isModal() && it == modals_.end()) {
                modals_.emplace_back(w);
                connect(w, &QObject::destroyed, this, &MainWindow::update_pause,
                        Qt::UniqueConnection);
                update_pause();
            } else if (e->type() == QEvent::Hide) {
                if (it != modals_.end()) modals_.erase(it);
                update_pause();
            }
        }
    }
    return QMainWindow::eventFilter(o, e);
}

void MainWindow::set_held(bool on) {
    if (held_ == on) return;
    held_ = on;
    if (pause_action_ && pause_action_->isChecked() != on) pause_action_->setChecked(on);
    if (table_) table_->set_pause_screen(on);
    update_pause();
}

void MainWindow::update_pause() {
    modals_.erase(std::remove_if(modals_.begin(), modals_.end(),
                                 [](const QPointer<QWidget>& p) { return p.isNull(); }),
                  modals_.end());
    const bool on = paused();
    if (controller_) controller_->set_paused(on);
    if (table_) table_->set_paused(on);
    if (on) return;
    // A dialog (or the help) closed: the keyboard belongs to the table again, once Qt has
    // finished passing activation around.
    QTimer::singleShot(0, this, [this] {
        if (paused() || !table_ || !isVisible()) return;
        const QWidget* active = QApplication::activeWindow();
        if (!active || !active->isVisible()) activateWindow();
        if (QApplication::activeWindow() == this || !QApplication::activeWindow())
            table_->setFocus(Qt::ActiveWindowFocusReason);
    });
    std::vector<std::function<void()>> later;
    later.swap(after_pause_);
    for (auto& f : later) QTimer::singleShot(0, this, f);
}

void MainWindow::when_unpaused(std::function<void()> f) {
    if (paused())
        after_pause_.push_back(std::move(f));
    else
        f();
}

}  // namespace haolao::ui
