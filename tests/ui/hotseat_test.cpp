// Hot-seat, auto-play, the turn timer and settings in the game, driven through the real window:
// two humans never see each other's concealed tiles, the privacy screen comes and goes, 托管
// finishes a hand alone, a timeout plays the turn, and accepted rules wait for the next pot.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <string>
#include <vector>

#include "mainwindow.h"
#include "settingsdialog.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

GameOptions options(const std::array<std::string, 4>& seats, std::uint64_t seed = 7) {
    GameOptions o;
    o.seats = seats;
    o.seed = seed;
    o.speed = Speed::Instant;
    o.mute = true;
    o.width = 1280;
    o.height = 800;
    return o;
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
    // Checked at every event too: never two seats' concealed tiles at once mid-hand.
    std::vector<std::string> problems;
    QObject::connect(c, &GameController::event_shown, t, [&](int) {
        const Phase ph = c->shown().phase;
        if (ph == Phase::HandOver || ph == Phase::PotOver) return;
        if (face_up_seats(*t).size() > 1) problems.push_back("two hands face up");
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
    // The end-of-hand reveal is for everyone.
    EXPECT_EQ(face_up_seats(*t).size(), 4U);
}

INSTANTIATE_TEST_SUITE_P(Seeds, TwoHumans, ::testing::Values(1ULL, 2ULL, 3ULL));

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
