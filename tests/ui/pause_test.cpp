// SPDX-License-Identifier: GPL-3.0-or-later
// Pause and focus: while a modal dialog is open the table stands still (no event shown, no agent
// or auto-play move, the turn timer stopped with its time kept, no result popping up over it);
// after any dialog closes the keyboard drives the table again (real key events sent to the
// window, routed by Qt to the focus widget). Also: the menus' play switches persist, and a new pot
// mid-pot is asked for first.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPaintEvent>
#include <QPalette>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <tuple>

#include "helpwindow.h"
#include "mainwindow.h"
#include "settingsdialog.h"
#include "table_test_util.h"
#include "uncached_paint.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

GameOptions options(const std::array<std::string, 4>& seats) {
    GameOptions o = testing::quiet_options(seats, 5);
    o.seed_given = true;
    return o;
}

const std::array<std::string, 4> kOneHuman{"human", "baseline", "baseline", "baseline"};
const QKeySequence kNewPot(Qt::CTRL | Qt::SHIFT | Qt::Key_N);  // (Ctrl+N: New game…)

QAction* action_with(const MainWindow& w, const QKeySequence& key) {
    for (QAction* a : w.findChildren<QAction*>())
        if (a->shortcut() == key) return a;
    return nullptr;
}

// Shown and active, so key events sent to the window reach its focus widget.
void show_active(MainWindow& w) {
    w.show();
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
}

SettingsDialog* open_settings(MainWindow& w) {
    w.open_settings();
    SettingsDialog* d = nullptr;
    EXPECT_TRUE(wait_until([&] {
        d = w.findChild<SettingsDialog*>();
        return d && d->isVisible();
    }));
    return d;
}

void close_dialog(QDialog* d) {
    d->reject();
    QCoreApplication::processEvents();
}

int events_of(const MainWindow& w) {
    return static_cast<int>(w.controller()->game().events().size());
}

// One human seat, on 托管 from the start: the machine plays every seat.
GameOptions options_on_autoplay() {
    GameOptions o = options(kOneHuman);
    o.autoplay = true;
    return o;
}

void show_and_start(MainWindow& w) {
    ASSERT_NO_FATAL_FAILURE(show_active(w));
    w.start();
}

// Shown and active, the turn timer set, the game started: the player's first turn.
void start_to_the_first_turn(MainWindow& w, int turn_timer_ms) {
    show_active(w);
    w.table()->set_turn_timer(turn_timer_ms);
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
}

// The window's sound (not muted) tells the settings whether it found a device: the Sound page's
// note shows exactly when it did not (this machine may have one or not).
TEST(SoundNote, SettingsSayWhenTheGameFoundNoAudioDevice) {
    GameOptions o = options(kOneHuman);
    o.mute = false;
    MainWindow w(o);
    ASSERT_NE(w.audio(), nullptr);
    SettingsDialog* d = open_settings(w);
    ASSERT_NE(d, nullptr);
    auto* note = d->findChild<QLabel*>(QStringLiteral("no_audio_device"));
    ASSERT_NE(note, nullptr);
    EXPECT_EQ(!note->isHidden(), w.audio()->no_device());
    close_dialog(d);
}

TEST(Pause, TurnTimerStopsBehindSettingsAndKeepsItsTimeLeft) {
    MainWindow w(options(kOneHuman));
    ASSERT_NO_FATAL_FAILURE(start_to_the_first_turn(w, 700));
    SettingsDialog* d = open_settings(w);
    ASSERT_TRUE(w.paused());
    EXPECT_TRUE(w.controller()->paused());
    EXPECT_TRUE(w.table()->paused());
    const int left = w.table()->timer_remaining();
    ASSERT_GT(left, 0);
    const int events = events_of(w);
    QTest::qWait(1200);  // well past the 0.7 s
    EXPECT_EQ(events_of(w), events) << "the turn timed out behind the settings";
    EXPECT_TRUE(w.controller()->awaiting_human());
    EXPECT_EQ(w.table()->timer_remaining(), left);
    w.table()->set_turn_timer(700);  // (Cancel puts back the stored timer for later turns)
    close_dialog(d);
    EXPECT_FALSE(w.paused());
    // Goes on from the time left: the turn is auto-played soon after.
    EXPECT_TRUE(wait_until([&] { return w.table()->timer_remaining() < left; }, 2000));
    EXPECT_TRUE(wait_until([&] { return events_of(w) > events; }, 3000));
}

TEST(Pause, AutoPlayAndAgentsWaitBehindSettings) {
    MainWindow w(options_on_autoplay());
    ASSERT_NO_FATAL_FAILURE(show_and_start(w));
    ASSERT_TRUE(wait_until([&] { return w.controller()->shown_count() > 12; }));
    SettingsDialog* d = open_settings(w);
    const int shown = w.controller()->shown_count();
    const int events = events_of(w);
    QTest::qWait(600);  // at instant speed a whole hand would be over by now
    EXPECT_EQ(w.controller()->shown_count(), shown);
    EXPECT_LE(events_of(w), events + 4);  // at most the decision already being thought out
    EXPECT_FALSE(w.hand_dialog() && w.hand_dialog()->isVisible());
    EXPECT_EQ(QApplication::activeModalWidget(), d);
    close_dialog(d);
    EXPECT_TRUE(wait_until([&] { return w.controller()->shown_count() > shown + 5; }));
}

TEST(Pause, TheHandResultWaitsForAnOpenDialog) {
    MainWindow w(options_on_autoplay());
    ASSERT_NO_FATAL_FAILURE(show_and_start(w));
    // Open the settings as the hand's last event arrives: the result comes after they close.
    bool opened = false;
    QObject::connect(w.controller(), &GameController::hand_over, &w, [&] {
        if (!opened) {
            opened = true;
            w.open_settings();
        }
    });
    ASSERT_TRUE(wait_until([&] { return opened; }, 30000));
    auto* d = w.findChild<SettingsDialog*>();
    ASSERT_NE(d, nullptr);
    QTest::qWait(300);
    EXPECT_FALSE(w.hand_dialog() && w.hand_dialog()->isVisible()) << "popped up over Settings";
    close_dialog(d);
    EXPECT_TRUE(wait_until([&] { return w.hand_dialog() && w.hand_dialog()->isVisible(); }));
}

bool drew(const TableWidget& t, const QString& text) {
    const auto& texts = t.drawn_texts();
    return std::find(texts.begin(), texts.end(), text) != texts.end();
}

// The player's own pause (F4): the table stands still behind a screen that hides the hands,
// the timer keeps its time, and no key or click behind it plays; Space goes on, and the turn
// timer counts on from where it stopped.
TEST(Pause, ThePlayersPauseHoldsTheTableBehindAScreen) {
    MainWindow w(options(kOneHuman));
    ASSERT_NO_FATAL_FAILURE(start_to_the_first_turn(w, 1500));
    TableWidget& t = *w.table();
    ASSERT_TRUE(wait_until([&] { return !t.animating(); }));
    QTest::keyClick(w.windowHandle(), Qt::Key_F4);
    ASSERT_TRUE(w.held());
    EXPECT_TRUE(w.paused());
    EXPECT_TRUE(w.controller()->paused());
    EXPECT_TRUE(t.pause_screen());
    auto* pause = w.findChild<QAction*>(QStringLiteral("pause"));
    ASSERT_NE(pause, nullptr);
    EXPECT_TRUE(pause->isChecked());
    t.repaint();
    EXPECT_TRUE(drew(t, TableWidget::tr("Paused")));
    EXPECT_FALSE(t.autoplay_button()->isVisible());
    const int left = t.timer_remaining();
    ASSERT_GT(left, 0);
    const int events = events_of(w);
    const int selected = t.selected();
    // Nothing behind the screen: no tile chosen, pointed at or thrown.
    QTest::keyClick(w.windowHandle(), Qt::Key_Left);
    QTest::keyClick(w.windowHandle(), Qt::Key_H);
    QTest::mouseMove(&t, t.hand_tile_center(0));
    EXPECT_EQ(t.selected(), selected);
    EXPECT_FALSE(t.matched_tile().has_value());
    QTest::mouseMove(&t, QPoint(5, 5));  // (not left over a tile for a later test's first move)
    QTest::qWait(2000);                  // past the 1.5 s
    EXPECT_EQ(events_of(w), events) << "the turn timed out behind the pause";
    EXPECT_EQ(t.timer_remaining(), left);
    EXPECT_TRUE(w.held());
    QTest::keyClick(w.windowHandle(), Qt::Key_Space);  // goes on (and passes nothing)
    EXPECT_FALSE(w.held());
    EXPECT_FALSE(w.paused());
    EXPECT_FALSE(t.pause_screen());
    EXPECT_FALSE(pause->isChecked());
    EXPECT_EQ(events_of(w), events);
    EXPECT_TRUE(w.controller()->awaiting_human());
    t.repaint();
    EXPECT_FALSE(drew(t, TableWidget::tr("Paused")));
    EXPECT_TRUE(t.autoplay_button()->isVisible());
    EXPECT_TRUE(wait_until([&] { return t.timer_remaining() < left; }, 2000));
    EXPECT_TRUE(wait_until([&] { return events_of(w) > events; }, 4000));
}

// A click on the screen goes on and plays nothing, nor does a double click's second half; the
// menu's Pause (F4) toggles it too, and a new pot begins unpaused.
TEST(Pause, AClickOnTheScreenGoesOnWithoutPlaying) {
    MainWindow w(options(kOneHuman));
    ASSERT_NO_FATAL_FAILURE(start_to_the_first_turn(w, 0));
    TableWidget& t = *w.table();
    ASSERT_TRUE(wait_until([&] { return !t.animating(); }));
    const std::size_t tiles = t.hand_tiles().size();
    const int events = events_of(w);
    auto* pause = w.findChild<QAction*>(QStringLiteral("pause"));
    ASSERT_NE(pause, nullptr);
    pause->trigger();
    ASSERT_TRUE(t.pause_screen());
    QTest::mouseClick(&t, Qt::LeftButton, {}, t.hand_tile_center(0));
    EXPECT_FALSE(w.held());
    EXPECT_EQ(events_of(w), events) << "the click that ended the pause threw a tile";
    EXPECT_EQ(t.hand_tiles().size(), tiles);
    // A double click out of habit: its first press goes on, its second half plays nothing.
    pause->trigger();
    ASSERT_TRUE(t.pause_screen());
    const QPoint at = t.hand_tile_center(1);
    QTest::mouseClick(&t, Qt::LeftButton, {}, at);
    QMouseEvent second(QEvent::MouseButtonDblClick, QPointF(at), t.mapToGlobal(QPointF(at)),
                       Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&t, &second);
    EXPECT_FALSE(w.held());
    EXPECT_EQ(events_of(w), events) << "the double click that ended the pause threw a tile";
    EXPECT_EQ(t.hand_tiles().size(), tiles);
    QTest::mouseMove(&t, QPoint(5, 5));
    QTest::keyClick(w.windowHandle(), Qt::Key_F4);
    EXPECT_TRUE(w.held());
    QTest::keyClick(w.windowHandle(), Qt::Key_F4);
    EXPECT_FALSE(w.held());
    pause->trigger();
    ASSERT_TRUE(w.held());
    w.new_pot(77);
    EXPECT_FALSE(w.held());
    EXPECT_FALSE(w.paused());
    EXPECT_FALSE(w.table()->pause_screen());
    EXPECT_FALSE(w.findChild<QAction*>(QStringLiteral("pause"))->isChecked());
}

// Minimised, the pot waits (an AI turn or a turn timer would go on unseen), and the window comes
// back paused; the hand's result waits for the player too.
TEST(Pause, AMinimisedWindowWaitsForThePlayer) {
    MainWindow w(options_on_autoplay());
    ASSERT_NO_FATAL_FAILURE(show_and_start(w));
    ASSERT_TRUE(wait_until([&] { return w.controller()->shown_count() > 12; }));
    bool over = false;
    QObject::connect(w.controller(), &GameController::hand_over, &w, [&] {
        if (!over) {
            over = true;
            w.setWindowState(w.windowState() | Qt::WindowMinimized);
        }
    });
    ASSERT_TRUE(wait_until([&] { return over; }, 30000));
    ASSERT_TRUE(w.held());
    const int shown = w.controller()->shown_count();
    QTest::qWait(400);
    EXPECT_EQ(w.controller()->shown_count(), shown);
    EXPECT_FALSE(w.hand_dialog() && w.hand_dialog()->isVisible()) << "the result came while away";
    w.setWindowState(w.windowState() & ~Qt::WindowMinimized);
    show_active(w);
    EXPECT_TRUE(w.held()) << "back, the window must say it is paused";
    EXPECT_TRUE(w.table()->pause_screen());
    QTest::keyClick(w.windowHandle(), Qt::Key_Space);
    EXPECT_FALSE(w.held());
    EXPECT_TRUE(wait_until([&] { return w.hand_dialog() && w.hand_dialog()->isVisible(); }));
}

// A dialog opening and closing pauses the table, takes the focus and deactivates the window,
// then the reverse: only the turn timer's ring shows any of it. Each of the three once repainted
// the whole table, and the result dialog's closing put that into each hand start's frame
// (BENCHMARKS.md, session 29). The palette's inactive colours differ here, as they do on Windows
// and macOS (Qt repaints such a widget when its window's activation changes; Linux's Fusion
// palette has no difference).
TEST(Pause, ADialogRepaintsOnlyTheTimerRing) {
    MainWindow w(options(kOneHuman));
    QPalette pal = w.table()->palette();
    pal.setColor(QPalette::Inactive, QPalette::Highlight, Qt::gray);
    w.table()->setPalette(pal);
    ASSERT_FALSE(w.table()->palette().isEqual(QPalette::Active, QPalette::Inactive));
    show_active(w);
    w.table()->set_turn_timer(60000);
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    // The table settled (its last animation's frames painted; the ring alone repaints on).
    ASSERT_TRUE(testing::settle_paints(*w.table(), [&] { return !w.table()->animating(); }));
    testing::PaintWatch share(*w.table());
    SettingsDialog* d = open_settings(w);
    ASSERT_TRUE(w.table()->paused());
    QTest::qWait(100);
    EXPECT_LT(share.largest, 0.05) << "opening a dialog repainted the table";
    share.largest = 0;
    close_dialog(d);
    ASSERT_FALSE(w.table()->paused());
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
    // (Waited for, not a fixed time: a sanitizer's build can take longer to the ring's tick.)
    EXPECT_TRUE(wait_until([&] { return share.largest > 0; }, 5000))
        << "the ring, running again, was not repainted";
    QTest::qWait(100);
    EXPECT_LT(share.largest, 0.05) << "closing a dialog repainted the table";
}

// Moving the selection with the arrows redraws and repaints only the tiles it moves between
// (the selection is in the layers' key); a plain update() repainted the whole table at each key.
TEST(Keys, MovingTheSelectionRepaintsLittle) {
    MainWindow w(options(kOneHuman));
    show_active(w);
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    ASSERT_TRUE(wait_until([&] { return QApplication::focusWidget() == w.table(); }, 1000));
    ASSERT_TRUE(testing::settle_paints(*w.table(), [&] { return !w.table()->animating(); }));
    testing::PaintWatch share(*w.table());
    const int whole = w.table()->layer_stats().whole;
    const int syncs = w.table()->layer_stats().syncs;
    for (int i = 0; i < 3; ++i) {
        QTest::keyClick(w.windowHandle(), Qt::Key_Right);
        ASSERT_TRUE(testing::settle_paints(*w.table(), [] { return true; }));
    }
    EXPECT_GT(share.largest, 0) << "the selection was not repainted";
    EXPECT_LT(share.largest, 0.05);
    EXPECT_GE(w.table()->layer_stats().syncs, syncs + 3);
    EXPECT_EQ(w.table()->layer_stats().whole, whole);
}

// A turn whose timer lapses is auto-played like a discard by key: only the tiles it moves and the
// ring are repainted (the tick once ended in a plain update(), the whole table).
TEST(Timer, ALapsedTurnRepaintsLittle) {
    MainWindow w(options(kOneHuman));
    ASSERT_NO_FATAL_FAILURE(start_to_the_first_turn(w, 600));
    // The deal's paints (whole) done before watching; the ring runs on.
    ASSERT_TRUE(testing::settle_paints(*w.table(), [&] { return !w.table()->animating(); }));
    testing::PaintWatch share(*w.table());
    const int events = events_of(w);
    ASSERT_TRUE(wait_until([&] { return events_of(w) > events; }, 3000)) << "the turn never lapsed";
    // The discard's first frame painted (waited for: a sanitizer's build is slow to it), then
    // the rest of its frames.
    EXPECT_TRUE(wait_until([&] { return share.largest > 0; }, 5000));
    QTest::qWait(150);
    EXPECT_LT(share.largest, 0.3) << "the lapse repainted the table";  // (8 % here: the hand)
}

// The window shows what an uncached paint draws (testing::window_vs_uncached). `tolerance`: the
// privacy screen, painted directly (not blitted), comes out one level apart in a row where the
// table lies below the menu bar in the window.
void expect_window_shows_uncached(MainWindow& w, const std::string& what, int tolerance = 0) {
    const std::string d = testing::window_vs_uncached(*w.table(), tolerance);
    EXPECT_TRUE(d.empty()) << what << ": " << d;
}

// The player's turns by key (Hefei and Handan), the window checked against an uncached paint at
// each settled point: the turn's start or a claim offer (passed), the selection moved (two keys),
// a hovered tile and none, after the discard the next turn. (Each of these once repainted the whole
// table, which hides a region left out; now each repaints only what changed, so the backing store
// must be right where it was not repainted.)
// Rows at 1280 × 800 and at the window's least size, 1024 × 640, where a pen of 1.5 units is under
// a device pixel wide (see ui/exact_stroke.h: Handan's reserved stacks once differed there).
class WindowPaintTurns : public ::testing::TestWithParam<std::tuple<const char*, int>> {};

TEST_P(WindowPaintTurns, ThePlayersTurnsByKeys) {
    const std::string rules = std::get<0>(GetParam());
    GameOptions o = options(kOneHuman);
    o.rules = rules;
    o.width = std::get<1>(GetParam());
    o.height = o.width * 5 / 8;
    MainWindow w(o);
    show_active(w);
    TableWidget& table = *w.table();
    table.set_turn_timer(0);  // (a running ring differs from one paint to the next)
    w.start();
    auto check = [&](const char* what, int turn) {
        expect_window_shows_uncached(w, what + std::string(", turn ") + std::to_string(turn));
    };
    ASSERT_EQ(table.devicePixelRatioF(), 1);
    int turns = 0;
    int claims = 0;
    for (; turns < 6 && !w.controller()->game().hand_over(); ++turns) {
        if (!wait_until([&] { return w.controller()->awaiting_human(); }, 20000)) break;
        check("the turn's start", turns);
        if (table.claim_decision()) {  // (Handan: a claim offered on a discard; passed)
            ++claims;
            const int events = events_of(w);
            QTest::keyClick(w.windowHandle(), Qt::Key_Space);
            ASSERT_TRUE(wait_until([&] { return events_of(w) > events; }, 2000));
            continue;
        }
        QTest::keyClick(w.windowHandle(), Qt::Key_Left);
        check("one key", turns);
        QTest::keyClick(w.windowHandle(), Qt::Key_Left);
        check("two keys", turns);
        QTest::mouseMove(&table, table.hand_tile_center(turns % 5));
        check("hover", turns);
        QTest::mouseMove(&table, QPoint(5, 5));
        check("hover gone", turns);
        const int events = events_of(w);
        QTest::keyClick(w.windowHandle(), Qt::Key_Return);
        ASSERT_TRUE(wait_until([&] { return events_of(w) > events; }, 2000));
    }
    EXPECT_GE(turns, 3);
    // (The seeded Handan hand offers the player one claim in these turns: its prompt checked.)
    EXPECT_GE(claims, rules == "handan" ? 1 : 0);
}

INSTANTIATE_TEST_SUITE_P(Rules, WindowPaintTurns,
                         ::testing::Combine(::testing::Values("hefei-classic", "handan"),
                                            ::testing::Values(1280, 1024)),
                         [](const auto& info) {
                             return std::string(std::get<0>(info.param)) == "handan"
                                        ? "handan_" + std::to_string(std::get<1>(info.param))
                                        : "hefei_" + std::to_string(std::get<1>(info.param));
                         });

// The player follows the hints (F2) by key through two whole hands: the outlined action (H win,
// K kong, P pong, Space pass, T declare ready) or the outlined tile (arrows, Enter); the hand's
// result closed and the next hand dealt. The window is checked against an uncached paint at each
// decision, after the selection moved and in declare mode (each player's decision, not the
// moments between: the seats after it play on at once). A claimed tile leaves a pond for a
// meld, a kong's replacement comes from the wall's far end, a declared discard lies sideways, the
// next deal turns everything over: each moves items between layers, where a region left out of
// the repaint would keep its old picture. (Played by the hints so that the hand gets somewhere:
// ready, kongs, wins; a discard at random rarely does.)
struct FollowRow {
    const char* name;
    const char* rules;
    std::uint64_t seed;
    int min_claims;  // pongs, kongs and wins on others' discards
    int min_kongs;   // concealed or added, on the player's turn
    int min_declared;
    int min_wins;
    int width = 1280;  // (1024: the window's least size, 1024 × 640)
};

class WindowPaintHints : public ::testing::TestWithParam<FollowRow> {};

TEST_P(WindowPaintHints, ThePlayerFollowsThemThroughTwoHands) {
    const FollowRow& row = GetParam();
    QSettings().setValue(QStringLiteral("hints/legendShown"), true);
    GameOptions o = options(kOneHuman);
    o.rules = row.rules;
    o.seed = row.seed;
    o.width = row.width;
    o.height = row.width * 5 / 8;
    MainWindow w(o);
    show_active(w);
    TableWidget& table = *w.table();
    table.set_turn_timer(0);
    w.start();
    ASSERT_EQ(table.devicePixelRatioF(), 1);
    int hands = 0;
    int claims = 0;
    int kongs = 0;
    int declared = 0;
    int wins = 0;
    for (int step = 0; step < 300; ++step) {
        ASSERT_TRUE(wait_until(
            [&] { return w.controller()->awaiting_human() || w.hand_dialog() != nullptr; }, 20000));
        const std::string at = "hand " + std::to_string(hands) + ", step " + std::to_string(step);
        if (w.hand_dialog()) {
            if (++hands == 2) break;
            ASSERT_TRUE(testing::close_hand_result(w));
            continue;
        }
        if (!table.hints()) QTest::keyClick(w.windowHandle(), Qt::Key_F2);
        ASSERT_TRUE(table.hints());
        // (The table takes the advice at its next hint refresh, after F2 or the state shown
        // catching up: wait for it; the marks' paint is settled below.)
        ASSERT_TRUE(wait_until([&] { return !table.advice_now().empty(); }, 20000)) << at;
        expect_window_shows_uncached(w, at + ": the decision");
        const int events = events_of(w);
        auto act = [&](Qt::Key key, const char* what) {
            QTest::keyClick(w.windowHandle(), key);
            ASSERT_TRUE(wait_until([&] { return events_of(w) > events || w.hand_dialog(); }, 5000))
                << at << ": " << what << " did nothing";
        };
        const bool offer = table.claim_decision();
        QPushButton* b = table.hinted_button();
        // A win is taken even when the hint passes it for more later (as it may).
        if (table.win_button()->isVisible()) {
            claims += offer;
            ++wins;
            act(Qt::Key_H, "H");
            continue;
        }
        if (table.kong_button()->isVisible()) {  // (taken even when not hinted: kongs are rare)
            (offer ? claims : kongs) += 1;
            act(Qt::Key_K, "K");
            continue;
        }
        if (b == table.pong_button()) {
            ++claims;
            act(Qt::Key_P, "P");
            continue;
        }
        if (b == table.pass_button() || (offer && !b)) {
            act(Qt::Key_Space, "Space");
            continue;
        }
        if (b == table.declare_button()) {
            QTest::keyClick(w.windowHandle(), Qt::Key_T);
            ASSERT_TRUE(table.declare_button()->isChecked()) << at;
            ++declared;
            expect_window_shows_uncached(w, at + ": declare mode");
        }
        const int n = static_cast<int>(table.hand_tiles().size());
        int target = -1;
        for (int i = 0; i < n; ++i)
            if (table.tile_hinted(i)) target = i;
        for (int k = 0; target >= 0 && table.selected() != target && k < 20; ++k)
            QTest::keyClick(w.windowHandle(), Qt::Key_Right);
        if (target >= 0) {
            ASSERT_EQ(table.selected(), target) << at;
            expect_window_shows_uncached(w, at + ": the hinted tile selected");
        }
        act(Qt::Key_Return, "Enter");
    }
    std::printf(
        "[ hints followed ] %s seed %llu: %d hands, %d claims, %d kongs, %d declared, %d wins\n",
        row.rules, static_cast<unsigned long long>(o.seed), hands, claims, kongs, declared, wins);
    EXPECT_EQ(hands, 2);
    EXPECT_GE(claims, row.min_claims);
    EXPECT_GE(kongs, row.min_kongs);
    EXPECT_GE(declared, row.min_declared);
    EXPECT_GE(wins, row.min_wins);
}

INSTANTIATE_TEST_SUITE_P(Rows, WindowPaintHints,
                         ::testing::Values(FollowRow{"hefei_kong", "hefei-classic", 37, 0, 1, 0, 0},
                                           FollowRow{"hefei_win", "hefei-classic", 5, 0, 0, 0, 1},
                                           FollowRow{"hefei_ting", "hefei-ting", 1, 0, 0, 2, 0},
                                           FollowRow{"handan", "handan", 3, 1, 1, 0, 1},
                                           FollowRow{"hefei_ting_1024", "hefei-ting", 1, 0, 0, 2, 0,
                                                     1024},
                                           FollowRow{"handan_1024", "handan", 3, 1, 1, 0, 1, 1024}),
                         [](const auto& info) { return std::string(info.param.name); });

// Hints: F2 turns them on and the legend of the marks covers the table (the first time), Escape
// takes it away; then the marks and the advice line through a few turns, and F2 off.
// The window is checked at each point, as above.
TEST(WindowPaint, HintsAndTheirLegend) {
    QSettings().remove(QStringLiteral("hints/legendShown"));
    MainWindow w(options(kOneHuman));
    show_active(w);
    TableWidget& table = *w.table();
    table.set_turn_timer(0);
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    QTest::keyClick(w.windowHandle(), Qt::Key_F2);
    ASSERT_TRUE(table.hints());
    ASSERT_TRUE(table.legend_shown());
    expect_window_shows_uncached(w, "the legend", 1);
    QTest::keyClick(w.windowHandle(), Qt::Key_Escape);
    ASSERT_FALSE(table.legend_shown());
    expect_window_shows_uncached(w, "the legend gone");
    // Exactly, danger corners too (from the third turn, when the first marks show): their edges
    // were once stroked by Qt's cosmetic line stroker, up to 2 levels apart between the layers'
    // partial redraw and a whole paint; now filled (paint_danger).
    for (int turn = 0; turn < 5 && !w.controller()->game().hand_over(); ++turn) {
        ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }, 20000));
        expect_window_shows_uncached(w, "a turn with hints " + std::to_string(turn));
        QTest::keyClick(w.windowHandle(), Qt::Key_Left);
        expect_window_shows_uncached(w, "a key with hints " + std::to_string(turn));
        const int events = events_of(w);
        QTest::keyClick(w.windowHandle(), Qt::Key_Return);
        ASSERT_TRUE(wait_until([&] { return events_of(w) > events; }, 2000));
    }
    QTest::keyClick(w.windowHandle(), Qt::Key_F2);
    ASSERT_FALSE(table.hints());
    expect_window_shows_uncached(w, "hints off");
}

// Hot-seat: the privacy screen (painted whole, uncached) comes and goes between two players'
// turns; the window shows the table right after each: the screen, the next player's turn, a key.
// (Lifting the screen once repainted only what changed in the layers: the rest of the screen
// stayed on the window, the next player's hand hidden under it.)
class WindowPaintHotSeat : public ::testing::TestWithParam<const char*> {};

TEST_P(WindowPaintHotSeat, ScreensComeAndGo) {
    GameOptions o = options({"human", "baseline", "human", "baseline"});
    o.rules = GetParam();
    MainWindow w(o);
    show_active(w);
    w.table()->set_turn_timer(0);
    w.start();
    int screens = 0;
    int claims = 0;
    int pongs = 0;
    for (int k = 0; k < 14 && !w.controller()->game().hand_over(); ++k) {
        ASSERT_TRUE(wait_until(
            [&] { return w.controller()->privacy() || w.controller()->awaiting_human(); }, 20000));
        if (w.controller()->privacy()) {
            ++screens;
            expect_window_shows_uncached(w, "the screen " + std::to_string(k), 1);
            QTest::keyClick(w.windowHandle(), Qt::Key_Space);
            ASSERT_TRUE(wait_until([&] { return !w.controller()->privacy(); }, 2000));
            continue;
        }
        expect_window_shows_uncached(w, "a turn " + std::to_string(k));
        const int events = events_of(w);
        if (w.table()->claim_decision()) {  // (Handan: a claim offered to either player)
            ++claims;
            const bool pong = w.table()->pong_button()->isVisible();
            pongs += pong;
            QTest::keyClick(w.windowHandle(), pong ? Qt::Key_P : Qt::Key_Space);
            ASSERT_TRUE(wait_until(
                [&] {
                    return events_of(w) > events || w.controller()->privacy() ||
                           !w.controller()->awaiting_human();
                },
                2000));
            continue;
        }
        QTest::keyClick(w.windowHandle(), Qt::Key_Right);
        expect_window_shows_uncached(w, "a key " + std::to_string(k));
        QTest::keyClick(w.windowHandle(), Qt::Key_Return);
        ASSERT_TRUE(wait_until([&] { return events_of(w) > events; }, 2000));
    }
    std::printf("[ hot-seat window ] %s: %d screens, %d claim offers, %d taken\n", GetParam(),
                screens, claims, pongs);
    EXPECT_GE(screens, 3);
    // (The seeded Handan hand offers a pong, taken: the meld laid, then that player's discard.)
    EXPECT_GE(pongs, std::string(GetParam()) == "handan" ? 1 : 0);
}

INSTANTIATE_TEST_SUITE_P(Rules, WindowPaintHotSeat, ::testing::Values("hefei-classic", "handan"),
                         [](const auto& info) {
                             return std::string(info.param) == "handan" ? "handan" : "hefei";
                         });

// Keyboard play after a dialog: Enter discards.
void expect_keyboard_discard(MainWindow& w) {
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    EXPECT_TRUE(wait_until([&] { return QApplication::focusWidget() == w.table(); }, 1000))
        << "focus: "
        << (QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className()
                                        : "none")
        << " active: "
        << (QApplication::activeWindow() ? QApplication::activeWindow()->metaObject()->className()
                                         : "none");
    const int events = events_of(w);
    QTest::keyClick(w.windowHandle(), Qt::Key_Return);
    EXPECT_TRUE(wait_until([&] { return events_of(w) > events; }, 2000))
        << "Enter did not reach the table";
}

TEST(Focus, KeysDriveTheTableAfterSettingsClose) {
    MainWindow w(options(kOneHuman));
    show_active(w);
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    SettingsDialog* d = open_settings(w);
    // Clicked around inside: focus moves into the dialog.
    d->findChild<QPushButton*>()->setFocus();
    close_dialog(d);
    expect_keyboard_discard(w);
}

TEST(Focus, SpaceLiftsThePrivacyScreenAfterSettingsClose) {
    MainWindow w(options({"human", "baseline", "human", "baseline"}));
    show_active(w);
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->privacy(); }));
    close_dialog(open_settings(w));
    QTest::keyClick(w.windowHandle(), Qt::Key_Space);
    EXPECT_TRUE(wait_until([&] { return !w.controller()->privacy(); }, 2000));
}

TEST(Focus, KeysDriveTheTableAfterTheHandResult) {
    MainWindow w(options_on_autoplay());
    ASSERT_NO_FATAL_FAILURE(show_and_start(w));
    ASSERT_TRUE(wait_until([&] { return w.hand_dialog() && w.hand_dialog()->isVisible(); }, 30000));
    w.controller()->set_autoplay(false);
    QTest::keyClick(w.hand_dialog(), Qt::Key_Return);  // "Next hand" by keyboard
    ASSERT_TRUE(wait_until([&] { return !w.hand_dialog(); }));
    expect_keyboard_discard(w);
}

TEST(Focus, KeysDriveTheTableAfterTheHelpCloses) {
    MainWindow w(options(kOneHuman));
    show_active(w);
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    QAction* help = action_with(w, QKeySequence(Qt::Key_F1));
    ASSERT_NE(help, nullptr);
    help->trigger();
    auto* h = w.findChild<HelpWindow*>();
    ASSERT_TRUE(h && h->isVisible());
    h->close();
    QCoreApplication::processEvents();
    w.activateWindow();  // (the window manager's part)
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
    expect_keyboard_discard(w);
}

TEST(Focus, KeysDriveTheTableAfterAConfirmation) {
    MainWindow w(options(kOneHuman));
    show_active(w);
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    // Game → New pot mid-pot asks; "No" keeps the pot.
    GameController* before = w.controller();
    bool asked = false;
    QTimer::singleShot(50, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = true;
            EXPECT_TRUE(w.paused());
            box->button(QMessageBox::No)->click();
        }
    });
    action_with(w, kNewPot)->trigger();
    EXPECT_TRUE(asked);
    EXPECT_EQ(w.controller(), before);
    expect_keyboard_discard(w);
    // "Yes": a new pot.
    QTimer::singleShot(50, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Yes)->click();
    });
    action_with(w, kNewPot)->trigger();
    EXPECT_NE(w.controller(), before);
}

TEST(SettingsPersist, HintsAndSpeedFromTheMenusSurviveARestart) {
    QSettings().clear();
    {
        QSettings store;
        const Settings s = load_settings(store);
        ASSERT_FALSE(s.play.hints);
        MainWindow w(options(kOneHuman), &s);
        QAction* hints = action_with(w, QKeySequence(Qt::Key_F2));
        ASSERT_NE(hints, nullptr);
        hints->trigger();  // F2
        EXPECT_TRUE(w.table()->hints());
        for (QAction* a : w.findChildren<QAction*>())
            if (a->isCheckable() && a->data().toInt() == static_cast<int>(Speed::Slow))
                a->trigger();
    }
    QSettings store;
    const Settings again = load_settings(store);
    EXPECT_TRUE(again.play.hints);
    EXPECT_EQ(again.play.speed, Speed::Slow);
    GameOptions o = options(kOneHuman);
    o.speed_given = false;
    MainWindow w(o, &again);
    EXPECT_TRUE(w.table()->hints());
    EXPECT_TRUE(action_with(w, QKeySequence(Qt::Key_F2))->isChecked());
    EXPECT_EQ(w.table()->speed(), Speed::Slow);
    QSettings().clear();
}

}  // namespace
}  // namespace haolao::ui
