// SPDX-License-Identifier: GPL-3.0-or-later
// Hot-seat, auto-play, the turn timer and settings in the game, driven through the real window:
// two humans never see each other's concealed tiles, the privacy screen comes and goes, 托管
// finishes a hand alone, a timeout plays the turn, and accepted rules wait for the next pot.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <algorithm>
#include <string>
#include <vector>

#include "../engine/game_test_util.h"
#include "mainwindow.h"
#include "settingsdialog.h"
#include "table_test_util.h"
#include "uncached_paint.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

GameOptions options(const std::array<std::string, 4>& seats, std::uint64_t seed = 7) {
    return testing::quiet_options(seats, seed);
}

// The seats whose concealed tiles the table shows now.
std::vector<int> face_up_seats(const TableWidget& t) {
    std::vector<int> out;
    for (int i = 0; i < 4; ++i)
        if (t.face_up(seat_from_index(i))) out.push_back(i);
    return out;
}

// Hot-seat with two humans (East, West) over several seeds: every decision is preceded by the
// privacy screen when the previous human was the other one; while the screen is up no hand is
// face up; while a human acts only that human's hand is.
class TwoHumans : public ::testing::TestWithParam<std::uint64_t> {};

TEST_P(TwoHumans, NeverShowTheOtherHumansTiles) {
    MainWindow w(options({"human", "baseline", "human", "baseline"}, GetParam()));
    w.show();
    TableWidget* t = w.table();
    t->set_confirm_pass(false);
    GameController* c = w.controller();
    int screens = 0;
    QObject::connect(c, &GameController::privacy_needed, t, [&] { ++screens; });
    // Checked at every event too: never two seats' concealed tiles at once mid-hand, and none
    // before a player has taken the first screen (the deal showed East's tiles to whoever looked).
    std::vector<std::string> problems;
    bool screen_taken = false;
    if (!face_up_seats(*t).empty()) problems.emplace_back("a hand face up before the deal");
    QObject::connect(c, &GameController::event_shown, t, [&](int) {
        const Phase ph = c->shown().phase;
        if (ph == Phase::HandOver || ph == Phase::PotOver) return;
        if (face_up_seats(*t).size() > 1) problems.emplace_back("two hands face up");
        if (!screen_taken && !face_up_seats(*t).empty())
            problems.emplace_back("a hand face up before anyone took the screen");
        // Nor a panel that says "You" over a face-down hand: nobody has said who sits there.
        for (int i = 0; i < 4 && !screen_taken; ++i) {
            if (c->seat_label(seat_from_index(i)) == GameController::tr("You"))
                problems.emplace_back("a panel says You before anyone took the screen");
        }
    });
    w.start();
    auto agent = make_agent("baseline", 3);
    std::optional<Seat> last_human;
    int switches = 0;  // decisions by a different human than the previous one
    for (int step = 0; step < 400 && !w.hand_dialog(); ++step) {
        ASSERT_TRUE(
            wait_until([&] { return c->privacy() || c->awaiting_human() || w.hand_dialog(); }));
        if (w.hand_dialog()) break;
        if (c->privacy()) {
            ASSERT_TRUE(t->privacy_shown());
            EXPECT_TRUE(face_up_seats(*t).empty()) << "a hand shows behind the screen";
            EXPECT_FALSE(c->awaiting_human());
            EXPECT_TRUE(c->human_actions().empty());
            EXPECT_FALSE(t->autoplay_button()->isVisible());
            EXPECT_TRUE(!last_human || *last_human != c->viewer());
            // Tiles clicked behind the screen do nothing but confirm.
            QTest::keyClick(t, Qt::Key_Space);
            screen_taken = true;
            ASSERT_FALSE(c->privacy());
            ASSERT_TRUE(c->awaiting_human());
        }
        const Seat me = c->viewer();
        ASSERT_TRUE(c->human_seat(me));
        EXPECT_FALSE(t->privacy_shown());
        EXPECT_EQ(face_up_seats(*t), std::vector<int>{index(me)});
        EXPECT_EQ(t->screen_side(me), 0);  // the human asked sits at the bottom
        switches += !last_human || *last_human != me;
        last_human = me;
        ASSERT_TRUE(c->submit(agent->decide(c->game().view(me))));
    }
    ASSERT_TRUE(wait_until([&] { return w.hand_dialog() != nullptr; }));
    EXPECT_TRUE(problems.empty()) << problems.front();
    EXPECT_GE(screens, 2);
    EXPECT_EQ(screens, switches);  // a screen exactly when the human changes
    // The end-of-hand reveal is for everyone: every hand face up, and no panel says "You" (the
    // last human to decide is named as the others are).
    EXPECT_EQ(face_up_seats(*t).size(), 4U);
    EXPECT_EQ(testing::window_vs_uncached(*t), "");  // the window shows it too, not a stale "You"
    (void)testing::uncached_paint(*t);
    const std::vector<QString>& texts = t->drawn_texts();
    EXPECT_EQ(std::count(texts.begin(), texts.end(), GameController::tr("You")), 0);
    for (const Seat s : {Seat::East, Seat::West}) {
        const QString label = c->seat_label(s);
        EXPECT_EQ(label, GameController::tr("Player %1").arg(s == Seat::East ? 1 : 2));
        EXPECT_NE(std::find(texts.begin(), texts.end(), label), texts.end()) << label.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Seeds, TwoHumans, ::testing::Values(1ULL, 2ULL, 3ULL));

// A tile is discarded by one click, and players double-click out of habit: when the discard
// hands the turn to the other human, the double click's second half and a held key's repeats
// land on that human's privacy screen, and must not take it down; a fresh click or key does.
TEST(HotSeatScreen, ADoubleClickOrAHeldKeyDoesNotPassTheScreen) {
    MainWindow w(options({"human", "human", "baseline", "baseline"}, 5));
    w.show();
    TableWidget* t = w.table();
    t->set_confirm_pass(false);
    GameController* c = w.controller();
    w.start();
    ASSERT_TRUE(wait_until([&] { return c->privacy(); }));
    QTest::keyClick(t, Qt::Key_Space);  // the dealer, a human, takes the computer
    ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }));
    const Seat first = c->viewer();
    ASSERT_TRUE(c->human_actions().has(ActionType::Discard));
    // The first click of a double click discards…
    const QPoint at = t->hand_tile_center(0);
    QTest::mouseClick(t, Qt::LeftButton, {}, at);
    ASSERT_TRUE(wait_until([&] { return c->privacy() || w.hand_dialog(); }));
    ASSERT_FALSE(w.hand_dialog());
    const Seat other = c->viewer();
    ASSERT_NE(other, first);
    // …its second half arrives on the other human's screen, as Enter or Space held down would.
    QMouseEvent second(QEvent::MouseButtonDblClick, QPointF(at), t->mapToGlobal(QPointF(at)),
                       Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(t, &second);
    for (const int key : {int(Qt::Key_Return), int(Qt::Key_Space)}) {
        QKeyEvent held(QEvent::KeyPress, key, Qt::NoModifier, QString(), true);
        QApplication::sendEvent(t, &held);
    }
    EXPECT_TRUE(c->privacy());
    EXPECT_TRUE(t->privacy_shown());
    EXPECT_TRUE(face_up_seats(*t).empty()) << "a hand shows behind the screen";
    // The other human's own click takes it down.
    QTest::mouseClick(t, Qt::LeftButton, {}, QPoint(t->width() / 2, t->height() / 2));
    EXPECT_FALSE(c->privacy());
    ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }));
    EXPECT_EQ(face_up_seats(*t), std::vector<int>{index(other)});
    // Without a screen a double click is two presses, as before: the second discards too.
    if (c->human_actions().has(ActionType::Discard)) {
        const std::size_t before = c->game().events().size();
        const QPoint tile = t->hand_tile_center(1);
        QMouseEvent dbl(QEvent::MouseButtonDblClick, QPointF(tile), t->mapToGlobal(QPointF(tile)),
                        Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(t, &dbl);
        EXPECT_GT(c->game().events().size(), before);
    }
}

// The screen names the player coming to the computer as the panels and the pot summary do: the
// settings' default name of the first human is "You", and the screen said "You — click or press
// Space when ready" to whoever was handed the computer.
TEST(HotSeatScreen, NamesThePlayerAsThePanelsDo) {
    MainWindow w(options({"human", "baseline", "human", "baseline"}, 3));
    GameController* c = w.controller();
    c->set_seat_names({QCoreApplication::translate("Settings", "You"), "South",
                       QCoreApplication::translate("Settings", "Player 2"), "North"});
    w.show();
    TableWidget* t = w.table();
    t->set_confirm_pass(false);
    w.start();
    auto agent = make_agent("baseline", 3);
    std::vector<Seat> screened;
    for (int step = 0; step < 400 && screened.size() < 3 && !w.hand_dialog(); ++step) {
        ASSERT_TRUE(
            wait_until([&] { return c->privacy() || c->awaiting_human() || w.hand_dialog(); }));
        if (c->privacy()) {
            const Seat to = c->viewer();
            (void)testing::uncached_paint(*t);
            const std::vector<QString>& texts = t->drawn_texts();
            const QString expected = TableWidget::tr("%1 — click or press Space when ready")
                                         .arg(to == Seat::East ? "Player 1" : "Player 2");
            EXPECT_NE(std::find(texts.begin(), texts.end(), expected), texts.end())
                << expected.toStdString();
            screened.push_back(to);
            QTest::keyClick(t, Qt::Key_Space);
            ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }));
        }
        if (c->awaiting_human()) {
            ASSERT_TRUE(c->submit(agent->decide(c->game().view(c->viewer()))));
        }
    }
    EXPECT_NE(std::find(screened.begin(), screened.end(), Seat::East), screened.end());
    EXPECT_NE(std::find(screened.begin(), screened.end(), Seat::West), screened.end());
}

// 一炮多响 in hot-seat: four humans, one discard of 5p that the three others all wait on. Each is
// asked in seat order after the discarder (wrapping past North), each behind a privacy screen
// naming that seat, seeing only their own hand; the row says who wins (the others pass).
struct MultiWinRow {
    const char* name;
    Seat discarder;            // East (the dealer's first discard) or South (after East's)
    std::array<bool, 3> wins;  // the three others, in seat order after the discarder
};

class HotSeatMultiWin : public ::testing::TestWithParam<MultiWinRow> {};

TEST_P(HotSeatMultiWin, EachIsAskedPrivatelyInSeatOrder) {
    const MultiWinRow row = GetParam();
    MainWindow w(options({"human", "human", "human", "human"}));
    w.show();
    TableWidget* t = w.table();
    t->set_confirm_pass(false);
    GameController* c = w.controller();
    // Each waiting hand is 12 tiles of one suit and a lone 5p; the discarder holds the 4th 5p.
    constexpr const char* kWaitM = "234m 234m 567m 678m 5p";
    constexpr const char* kWaitS = "234s 234s 567s 678s 5p";
    constexpr const char* kWaitP = "234p 234p 678p 678p 5p";
    haolao::testing::Rig rig;
    rig.dealer = Seat::East;
    if (row.discarder == Seat::East) {
        rig.hands = {"5p 2m 5m 8m 2s 5s 8s 3p 6p 4m 7m 4s 7s 2p", kWaitM, kWaitS, kWaitP};
    } else {
        // East throws 8s (nobody's tile), South draws the last 5p and throws it.
        rig.hands = {std::string(kWaitM) + " 8s", "", kWaitS, kWaitP};
        rig.draws = {"5p"};
    }
    Game& g = c->game_for_tests();
    g.rig_first_dealer(Seat::East);
    g.rig_next_hand(haolao::testing::build_wall(rig), Dice{3, 4});
    std::vector<Seat> screens;
    QObject::connect(c, &GameController::privacy_needed, t, [&](Seat s) { screens.push_back(s); });
    std::vector<std::string> problems;
    QObject::connect(c, &GameController::event_shown, t, [&](int) {
        const Phase ph = c->shown().phase;
        if (ph != Phase::HandOver && ph != Phase::PotOver && face_up_seats(*t).size() > 1)
            problems.emplace_back("two hands face up");
    });
    // Behind the screen for `s`: no hand shows, the screen names `s`; then `s` confirms.
    auto pass_screen_to = [&](Seat s) {
        ASSERT_TRUE(
            wait_until([&] { return c->privacy() || c->awaiting_human() || w.hand_dialog(); }));
        ASSERT_TRUE(c->privacy()) << "no privacy screen before " << seat_letter(s);
        ASSERT_FALSE(screens.empty());
        EXPECT_EQ(screens.back(), s);
        EXPECT_EQ(c->viewer(), s);  // the seat the screen names
        EXPECT_TRUE(t->privacy_shown());
        EXPECT_TRUE(face_up_seats(*t).empty()) << "a hand shows behind the screen";
        EXPECT_TRUE(c->human_actions().empty());
        QTest::keyClick(t, Qt::Key_Space);
        ASSERT_TRUE(c->awaiting_human());
        EXPECT_FALSE(t->privacy_shown());
        EXPECT_EQ(face_up_seats(*t), std::vector<int>{index(s)});
        EXPECT_EQ(t->screen_side(s), 0);
    };
    using haolao::testing::T;
    w.start();
    std::vector<Seat> want_screens{Seat::East};
    pass_screen_to(Seat::East);
    if (::testing::Test::HasFatalFailure()) return;
    if (row.discarder == Seat::South) {
        ASSERT_TRUE(c->submit(Action::discard(T("8s"))));
        want_screens.push_back(Seat::South);
        pass_screen_to(Seat::South);
        if (::testing::Test::HasFatalFailure()) return;
    }
    ASSERT_EQ(c->viewer(), row.discarder);
    ASSERT_TRUE(c->submit(Action::discard(T("5p"))));

    std::array<Seat, 3> waiting{};
    for (int k = 0; k < 3; ++k) waiting[k] = seat_from_index(index(row.discarder) + 1 + k);
    for (std::size_t k = 0; k < waiting.size(); ++k) {
        want_screens.push_back(waiting[k]);
        pass_screen_to(waiting[k]);
        if (::testing::Test::HasFatalFailure()) return;
        // Only win or pass, on the table's buttons.
        const ActionList acts = c->human_actions();
        EXPECT_EQ(acts.size(), 2);
        EXPECT_TRUE(acts.contains(Action::win()));
        EXPECT_TRUE(acts.contains(Action::pass()));
        QPushButton* button = row.wins[k] ? t->win_button() : t->pass_button();
        ASSERT_TRUE(button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        EXPECT_FALSE(c->awaiting_human());
    }

    std::vector<Seat> want_winners;
    for (std::size_t k = 0; k < waiting.size(); ++k)
        if (row.wins[k]) want_winners.push_back(waiting[k]);
    if (want_winners.empty()) {
        // Everyone passed: the hand goes on with the next seat's draw, behind its screen.
        want_screens.push_back(waiting[0]);
        pass_screen_to(waiting[0]);
        EXPECT_EQ(c->shown().phase, Phase::Turn);
        EXPECT_EQ(c->shown().turn, waiting[0]);
    } else {
        ASSERT_TRUE(wait_until([&] { return w.hand_dialog() != nullptr; }));
        std::vector<Seat> winners;
        for (const Event& e : c->game().events())
            if (const Won* won = std::get_if<Won>(&e)) {
                winners.push_back(won->winner);
                EXPECT_EQ(won->by, WinBy::Discard);
                EXPECT_EQ(won->discarder, row.discarder);
            }
        std::sort(winners.begin(), winners.end());
        std::sort(want_winners.begin(), want_winners.end());
        EXPECT_EQ(winners, want_winners);
        // Each winner is paid by the discarder alone; a seat that passed neither pays nor gains.
        const auto& deltas = c->shown().hand_deltas;
        for (std::size_t k = 0; k < waiting.size(); ++k) {
            if (row.wins[k])
                EXPECT_GT(deltas[index(waiting[k])], 0) << seat_letter(waiting[k]);
            else
                EXPECT_EQ(deltas[index(waiting[k])], 0) << seat_letter(waiting[k]);
        }
        EXPECT_LT(deltas[index(row.discarder)], 0);
        // The end-of-hand reveal is for everyone.
        EXPECT_EQ(face_up_seats(*t).size(), 4U);
        EXPECT_FALSE(t->privacy_shown());
    }
    // One screen per change of human, none twice in a row.
    EXPECT_EQ(screens, want_screens);
    EXPECT_TRUE(problems.empty()) << problems.front();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, HotSeatMultiWin,
    ::testing::Values(MultiWinRow{"east_throws_all_three_win", Seat::East, {true, true, true}},
                      MultiWinRow{"east_throws_west_passes", Seat::East, {true, false, true}},
                      MultiWinRow{"east_throws_only_west_wins", Seat::East, {false, true, false}},
                      MultiWinRow{"east_throws_all_pass", Seat::East, {false, false, false}},
                      MultiWinRow{"south_throws_all_three_win", Seat::South, {true, true, true}},
                      MultiWinRow{"south_throws_north_passes", Seat::South, {true, false, true}}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(HotSeat, OneHumanSeesNoPrivacyScreen) {
    MainWindow w(options({"baseline", "human", "baseline", "baseline"}));
    w.show();
    GameController* c = w.controller();
    int screens = 0;
    QObject::connect(c, &GameController::privacy_needed, w.table(), [&] { ++screens; });
    w.start();
    ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }));
    EXPECT_EQ(screens, 0);
    EXPECT_EQ(face_up_seats(*w.table()), std::vector<int>{1});
    EXPECT_TRUE(w.table()->autoplay_button()->isVisible());
}

TEST(HotSeat, AutoPlayFinishesAHand) {
    MainWindow w(options({"human", "baseline", "human", "baseline"}));
    w.show();
    GameController* c = w.controller();
    int asked = 0;
    QObject::connect(c, &GameController::privacy_needed, w.table(), [&] { ++asked; });
    QObject::connect(c, &GameController::human_to_act, w.table(), [&] { ++asked; });
    c->set_autoplay(Seat::East, true);
    c->set_autoplay(Seat::West, true);
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.hand_dialog() != nullptr; }, 30000));
    EXPECT_EQ(asked, 0);
    EXPECT_TRUE(c->autoplay(Seat::East));
    EXPECT_TRUE(w.table()->autoplay_button()->isChecked());
}

TEST(HotSeat, AutoPlayButtonTakesThePendingTurn) {
    MainWindow w(options({"human", "baseline", "baseline", "baseline"}));
    w.show();
    GameController* c = w.controller();
    w.start();
    ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }));
    const int events = static_cast<int>(c->game().events().size());
    QTest::mouseClick(w.table()->autoplay_button(), Qt::LeftButton);
    EXPECT_TRUE(c->autoplay(Seat::East));
    EXPECT_FALSE(c->awaiting_human());
    ASSERT_TRUE(wait_until([&] { return static_cast<int>(c->game().events().size()) > events; }));
    // And back: the seat is asked again.
    QTest::mouseClick(w.table()->autoplay_button(), Qt::LeftButton);
    EXPECT_FALSE(c->autoplay(Seat::East));
    EXPECT_TRUE(wait_until([&] { return c->awaiting_human() || w.hand_dialog(); }, 30000));
}

TEST(TurnTimer, TimeoutPlaysThatTurnOnly) {
    MainWindow w(options({"human", "baseline", "baseline", "baseline"}));
    w.show();
    TableWidget* t = w.table();
    Audio audio(std::make_unique<SilentAudio>());
    t->set_audio(&audio);
    t->set_turn_timer(400);  // under 5 s: the warning sounds at once
    GameController* c = w.controller();
    w.start();
    ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }));
    EXPECT_GE(t->timer_remaining(), 0);
    const int events = static_cast<int>(c->game().events().size());
    // Nobody touches anything: the timer acts.
    ASSERT_TRUE(
        wait_until([&] { return static_cast<int>(c->game().events().size()) > events; }, 5000));
    EXPECT_TRUE(t->timer_warned());
    EXPECT_GE(audio.play_count(SoundId::TimerWarning), 1);
    EXPECT_FALSE(c->autoplay(Seat::East));  // just that turn
    // The next decision is the human's again, with a fresh countdown.
    ASSERT_TRUE(wait_until([&] { return c->awaiting_human() || w.hand_dialog(); }, 10000));
    if (c->awaiting_human()) {
        EXPECT_GT(t->timer_remaining(), 0);
    }
}

TEST(TurnTimer, OffByDefault) {
    MainWindow w(options({"human", "baseline", "baseline", "baseline"}));
    w.show();
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    EXPECT_EQ(w.table()->timer_remaining(), -1);
}

TEST(SettingsInGame, RulesApplyFromTheNextPot) {
    Settings s;
    for (auto& seat : s.seats) seat.kind = "baseline";
    MainWindow w(options({"human", "baseline", "baseline", "baseline"}), &s);
    EXPECT_EQ(w.controller()->rules().id, "hefei-classic");
    EXPECT_FALSE(w.controller()->has_human());  // the stored seats, not the defaults

    Settings next = s;
    next.rules.ruleset = QStringLiteral("hefei-ting");
    apply_preset_switches(next.rules, ruleset_by_id("hefei-ting"));
    next.seats[0].kind = "human";
    next.seats[2].kind = "human";
    next.play.turn_timer = 15;
    next.play.hints = true;
    w.accept_settings(next);
    // Play settings at once; rules and seats not in this pot.
    EXPECT_EQ(w.table()->turn_timer(), 15000);
    EXPECT_TRUE(w.table()->hints());
    EXPECT_EQ(w.controller()->rules().id, "hefei-classic");
    EXPECT_FALSE(w.controller()->has_human());
    EXPECT_EQ(w.next_rules().id, "hefei-ting");

    w.new_pot(8);
    EXPECT_EQ(w.controller()->rules().id, "hefei-ting");
    EXPECT_TRUE(w.controller()->rules().declare_ready_required);
    EXPECT_EQ(w.controller()->human_count(), 2);
    EXPECT_EQ(w.table()->turn_timer(), 15000);
    QSettings().clear();  // accept_settings stored them (the tests' own organisation)
}

TEST(SettingsInGame, DialogOpensFromTheGameMenuAndPreviewsPlay) {
    Settings s;
    MainWindow w(options({"human", "baseline", "baseline", "baseline"}), &s);
    w.show();
    QAction* open = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_Comma)) open = a;
    ASSERT_NE(open, nullptr);
    open->trigger();
    auto* d = w.findChild<SettingsDialog*>();
    ASSERT_NE(d, nullptr);
    auto* timer = d->findChild<QComboBox*>(QStringLiteral("turn_timer"));
    ASSERT_NE(timer, nullptr);
    timer->setCurrentIndex(timer->findData(30));  // the player picks 30 s: applies at once
    EXPECT_EQ(w.table()->turn_timer(), 30000);
    d->reject();  // Cancel takes the preview back
    EXPECT_EQ(w.table()->turn_timer(), 0);
}

TEST(SettingsInGame, CommandLineOverridesStoredRules) {
    Settings s;
    s.rules.ruleset = QStringLiteral("hefei-ting");
    GameOptions o = options({"human", "baseline", "baseline", "baseline"});
    o.rules = "hefei-bianfeng";
    o.rules_given = true;
    o.seats_given = true;
    MainWindow w(o, &s);
    EXPECT_EQ(w.controller()->rules().id, "hefei-bianfeng");
    EXPECT_EQ(w.controller()->human_count(), 1);
}

}  // namespace
}  // namespace haolao::ui
