// SPDX-License-Identifier: GPL-3.0-or-later
// Handan claims at the table (RULES.md §3, docs/UI.md "Handan claims"): the 胡 Win / 杠 Kong /
// 碰 Pong / 过 Pass buttons and their keys in the claim phase, 杠 for added and concealed kongs
// on one's turn, the claim timeout, the voice calls, hot-seat privacy in claim priority order
// (winners first, then the pong / kong claimer), and a whole Handan pot played through the
// buttons. Rigged 136-tile walls (handan_rig.h).
#include <gtest/gtest.h>

#include <QDir>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <algorithm>
#include <iostream>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "audio.h"
#include "gamecontroller.h"
#include "handan_rig.h"
#include "haolao/agent.h"
#include "helpwindow.h"
#include "i18n.h"
#include "names.h"
#include "settings.h"
#include "settingsdialog.h"
#include "table_test_util.h"
#include "tablewidget.h"
#include "uncached_paint.h"

namespace haolao::ui {
namespace {

using testing::HandanRig;
using testing::wait_until;

Tile T(const char* text) {
    return testing::handan_tile(text);
}

// A rigged Handan table: the controller, the table widget on it (instant, 1280×800) and a
// silent Audio that counts the sounds asked for. Every hot-seat privacy screen is recorded.
struct Table {
    std::unique_ptr<GameController> c;
    std::unique_ptr<TableWidget> t;
    std::unique_ptr<Audio> audio;
    std::vector<Seat> screens;
};

std::unique_ptr<Table> open_table(const HandanRig& rig, const std::array<std::string, 4>& seats,
                                  Ruleset rules = handan_ruleset()) {
    auto tb = std::make_unique<Table>();
    tb->c = std::make_unique<GameController>(rules, 1, seats);
    tb->c->game_for_tests().rig_first_dealer(rig.dealer);
    tb->c->game_for_tests().rig_next_hand(testing::handan_wall(rig), Dice{3, 4});
    tb->t = std::make_unique<TableWidget>(tb->c.get(), Speed::Instant);
    tb->audio = std::make_unique<Audio>(std::make_unique<SilentAudio>());
    tb->t->set_audio(tb->audio.get());
    tb->t->set_confirm_pass(false);
    tb->t->resize(1280, 800);
    tb->t->show();
    Table* raw = tb.get();
    QObject::connect(tb->c.get(), &GameController::privacy_needed, tb->t.get(),
                     [raw](Seat s) { raw->screens.push_back(s); });
    tb->c->start();
    return tb;
}

constexpr std::array<std::string, 4> kFourHumans{"human", "human", "human", "human"};

// The concealed tiles of `s`, sorted.
std::vector<Tile> concealed(const GameState& st, Seat s) {
    std::vector<Tile> out;
    const SeatState& ss = st.seat(s);
    for (int c = 0; c < kNumTileKinds; ++c)
        for (int k = 0; k < ss.hand.concealed[c]; ++k) out.push_back(Tile::from_code(c));
    return out;
}

// Waits for the next human decision; a privacy screen must name `who` (checked in the painted
// texts), hide every hand, and once confirmed show `who`'s own hand and no other.
void reach(Table& tb, Seat who, std::vector<std::string>& problems) {
    GameController& c = *tb.c;
    TableWidget& t = *tb.t;
    ASSERT_TRUE(wait_until([&] { return c.privacy() || c.awaiting_human(); }));
    if (c.privacy()) {
        EXPECT_EQ(c.viewer(), who);
        t.grab();  // paint
        const QString want = TableWidget::tr("Pass to %1").arg(wind_name(who));
        const auto& texts = t.drawn_texts();
        if (std::find(texts.begin(), texts.end(), want) == texts.end())
            problems.push_back("the privacy screen does not say " + want.toStdString());
        for (const auto& d : t.drawn_tiles())
            if (d.place == TableWidget::TilePlace::Hand && d.face)
                problems.push_back("a hand is face up behind the privacy screen");
        EXPECT_FALSE(t.pong_button()->isVisible());
        EXPECT_FALSE(t.win_button()->isVisible());
        c.confirm_privacy();
    }
    ASSERT_TRUE(wait_until([&] { return c.awaiting_human(); }));
    EXPECT_EQ(c.viewer(), who);
    t.grab();
    std::vector<Tile> shown = t.hand_tiles();
    std::sort(shown.begin(), shown.end());
    EXPECT_EQ(shown, concealed(c.game().state(), who))
        << "the hand shown is not " << seat_letter(who);
    for (const auto& d : t.drawn_tiles())
        if (d.place == TableWidget::TilePlace::Hand && d.face && d.seat != who)
            problems.push_back("another seat's hand is face up");
}

// The deciding human throws `tile` with a click on it.
void click_discard(TableWidget& t, Tile tile) {
    const auto tiles = t.hand_tiles();
    const auto it = std::find(tiles.begin(), tiles.end(), tile);
    ASSERT_NE(it, tiles.end()) << "not in hand: " << tile.str();
    const int i = static_cast<int>(it - tiles.begin());
    QTest::mouseClick(&t, Qt::LeftButton, {}, t.hand_tile_center(i));
}
void click_discard(Table& tb, Tile tile) {
    click_discard(*tb.t, tile);
}

// East throws 5m, South pongs it with the button and throws 9m (kHandanEast, kHandanPonger).
void east_5m_ponged_by_south(Table& tb, std::vector<std::string>& problems) {
    reach(tb, Seat::East, problems);
    click_discard(tb, T("5m"));
    reach(tb, Seat::South, problems);
    QTest::mouseClick(tb.t->pong_button(), Qt::LeftButton);
    reach(tb, Seat::South, problems);
    click_discard(tb, T("9m"));
}

template <class E>
std::vector<E> all_of(const GameController& c) {
    std::vector<E> out;
    for (const Event& e : c.game().events())
        if (const auto* x = std::get_if<E>(&e)) out.push_back(*x);
    return out;
}

// ---- Claims through the buttons and keys -------------------------------------------------

enum class Via { Button, Key };
struct ClaimRow {
    const char* name;
    std::array<std::string, 4> hands;
    Seat claimer;
    ActionType take;  // Win, Pong, ExposedKong or Pass
    Via via;
};
void PrintTo(const ClaimRow& r, std::ostream* os) {
    *os << r.name;
}

class HandanClaimInput : public ::testing::TestWithParam<ClaimRow> {};

TEST_P(HandanClaimInput, TheOfferedClaimIsTakenThroughTheTable) {
    const ClaimRow& row = GetParam();
    HandanRig rig;
    rig.hands = row.hands;
    auto tb = open_table(rig, kFourHumans);
    GameController& c = *tb->c;
    TableWidget& t = *tb->t;
    std::vector<std::string> problems;
    reach(*tb, Seat::East, problems);
    click_discard(*tb, T("5m"));
    reach(*tb, row.claimer, problems);
    ASSERT_EQ(c.game().state().phase, Phase::Response);

    // Exactly the legal claims have buttons; the prompt states the priority.
    const ActionList legal = c.human_actions();
    EXPECT_EQ(t.win_button()->isVisible(), legal.has(ActionType::Win));
    EXPECT_EQ(t.pong_button()->isVisible(), legal.has(ActionType::Pong));
    EXPECT_EQ(t.kong_button()->isVisible(), legal.has(ActionType::ExposedKong));
    EXPECT_TRUE(t.pass_button()->isVisible());
    EXPECT_FALSE(t.declare_button()->isVisible());
    EXPECT_EQ(t.pong_button()->toolTip(), TableWidget::claim_priority_text());
    EXPECT_TRUE(t.claim_prompt().contains(TableWidget::claim_priority_text()));
    // The tile by glyph and code in English; by its name alone in Chinese (not "五萬（五万）").
    EXPECT_TRUE(t.claim_prompt().startsWith(QStringLiteral("Claim 五萬 (5m): ")))
        << t.claim_prompt().toStdString();
    apply_language(Language::Chinese);
    EXPECT_TRUE(t.claim_prompt().startsWith(QStringLiteral("五万：")))
        << t.claim_prompt().toStdString();
    clear_language();
    const auto& texts = t.drawn_texts();
    EXPECT_NE(std::find(texts.begin(), texts.end(), t.claim_prompt()), texts.end())
        << "the claim prompt is not painted";

    const int wall = c.game().state().wall.remaining();
    QPushButton* button = nullptr;
    Qt::Key key = Qt::Key_unknown;
    switch (row.take) {
        case ActionType::Win:
            button = t.win_button();
            key = Qt::Key_H;
            break;
        case ActionType::Pong:
            button = t.pong_button();
            key = Qt::Key_P;
            break;
        case ActionType::ExposedKong:
            button = t.kong_button();
            key = Qt::Key_K;
            break;
        default:
            button = t.pass_button();
            key = Qt::Key_Space;
            break;
    }
    ASSERT_TRUE(button->isVisible());
    if (row.via == Via::Button)
        QTest::mouseClick(button, Qt::LeftButton);
    else
        QTest::keyClick(&t, key);
    ASSERT_TRUE(wait_until(
        [&] { return !c.human_actions().has(ActionType::Pass) || c.game().hand_over(); }));
    ASSERT_TRUE(wait_until([&] { return c.shown_count() == (int)c.game().events().size(); }));

    const GameState& st = c.game().state();
    switch (row.take) {
        case ActionType::Win: {
            ASSERT_EQ(all_of<Won>(c).size(), 1u);
            EXPECT_EQ(all_of<Won>(c)[0].winner, row.claimer);
            EXPECT_GE(tb->audio->play_count(SoundId::VoiceWin), 1);
            break;
        }
        case ActionType::Pong: {
            ASSERT_EQ(all_of<Claimed>(c).size(), 1u);
            EXPECT_EQ(all_of<Claimed>(c)[0],
                      (Claimed{row.claimer, MeldType::Pong, T("5m"), Seat::East}));
            EXPECT_EQ(tb->audio->play_count(SoundId::VoicePong), 1);
            // After the pong the claimer discards without drawing.
            EXPECT_EQ(st.phase, Phase::Turn);
            EXPECT_EQ(st.turn, row.claimer);
            EXPECT_FALSE(st.seat(row.claimer).has_fresh);
            EXPECT_EQ(st.wall.remaining(), wall);
            reach(*tb, row.claimer, problems);  // no screen: the same human goes on
            EXPECT_FALSE(t.pong_button()->isVisible());
            EXPECT_FALSE(t.pass_button()->isVisible());
            click_discard(*tb, T("9m"));
            ASSERT_TRUE(wait_until([&] { return !all_of<Drew>(c).empty(); }));
            EXPECT_EQ(all_of<Drew>(c).back().seat, seat_from_index(index(row.claimer) + 1));
            break;
        }
        case ActionType::ExposedKong: {
            ASSERT_EQ(all_of<Claimed>(c).size(), 1u);
            EXPECT_EQ(all_of<Claimed>(c)[0].type, MeldType::ExposedKong);
            ASSERT_EQ(all_of<KongPaid>(c).size(), 1u);
            EXPECT_EQ(all_of<KongPaid>(c)[0].from, Seat::East);
            ASSERT_FALSE(all_of<Drew>(c).empty());
            EXPECT_TRUE(all_of<Drew>(c).back().replacement);
            EXPECT_EQ(tb->audio->play_count(SoundId::VoiceKong), 1);
            EXPECT_EQ(tb->audio->play_count(SoundId::VoicePong), 0);
            break;
        }
        default: {
            ASSERT_EQ(all_of<ClaimPassed>(c).size(), 1u);
            EXPECT_EQ(all_of<ClaimPassed>(c)[0].seat, row.claimer);
            EXPECT_TRUE(all_of<Claimed>(c).empty());
            EXPECT_EQ(tb->audio->play_count(SoundId::VoicePong), 0);
            break;
        }
    }
    EXPECT_EQ(check_invariants(st, c.rules()), "");
    EXPECT_TRUE(problems.empty()) << problems.front();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, HandanClaimInput,
    ::testing::Values(ClaimRow{"pong_button",
                               {testing::kHandanEast, testing::kHandanPonger, "", ""},
                               Seat::South,
                               ActionType::Pong,
                               Via::Button},
                      ClaimRow{"pong_key",
                               {testing::kHandanEast, testing::kHandanPonger, "", ""},
                               Seat::South,
                               ActionType::Pong,
                               Via::Key},
                      ClaimRow{"kong_button",
                               {testing::kHandanEast, testing::kHandanKonger, "", ""},
                               Seat::South,
                               ActionType::ExposedKong,
                               Via::Button},
                      ClaimRow{"kong_key",
                               {testing::kHandanEast, testing::kHandanKonger, "", ""},
                               Seat::South,
                               ActionType::ExposedKong,
                               Via::Key},
                      ClaimRow{"win_button",
                               {testing::kHandanEast, "", testing::kHandanTanki5m, ""},
                               Seat::West,
                               ActionType::Win,
                               Via::Button},
                      ClaimRow{"win_key",
                               {testing::kHandanEast, "", testing::kHandanTanki5m, ""},
                               Seat::West,
                               ActionType::Win,
                               Via::Key},
                      ClaimRow{"pass_pong_button",
                               {testing::kHandanEast, testing::kHandanPonger, "", ""},
                               Seat::South,
                               ActionType::Pass,
                               Via::Button},
                      ClaimRow{"pass_pong_key",
                               {testing::kHandanEast, testing::kHandanPonger, "", ""},
                               Seat::South,
                               ActionType::Pass,
                               Via::Key},
                      ClaimRow{"pass_kong_key",
                               {testing::kHandanEast, testing::kHandanKonger, "", ""},
                               Seat::South,
                               ActionType::Pass,
                               Via::Key}),
    [](const ::testing::TestParamInfo<ClaimRow>& i) { return std::string(i.param.name); });

// ---- Hot-seat: every claimer behind its own screen, in priority order --------------------

TEST(HandanClaimPrivacy, WinnersFirstThenTheClaimerEachBehindItsOwnScreen) {
    HandanRig rig;
    // West waits on 5m alone, North on 2m / 5m, South holds two 5m: East's 5m is offered to
    // West and North (win) before South (pong).
    rig.hands = {testing::kHandanEast, testing::kHandanPonger, testing::kHandanTanki5m,
                 testing::kHandanRyanmen};
    auto tb = open_table(rig, kFourHumans);
    GameController& c = *tb->c;
    TableWidget& t = *tb->t;
    std::vector<std::string> problems;
    reach(*tb, Seat::East, problems);
    click_discard(*tb, T("5m"));
    tb->screens.clear();

    reach(*tb, Seat::West, problems);
    EXPECT_TRUE(t.win_button()->isVisible());
    EXPECT_FALSE(t.pong_button()->isVisible());
    QTest::keyClick(&t, Qt::Key_Space);
    reach(*tb, Seat::North, problems);
    EXPECT_TRUE(t.win_button()->isVisible());
    EXPECT_FALSE(t.pong_button()->isVisible());
    QTest::mouseClick(t.pass_button(), Qt::LeftButton);
    reach(*tb, Seat::South, problems);
    EXPECT_FALSE(t.win_button()->isVisible());
    EXPECT_TRUE(t.pong_button()->isVisible());
    QTest::keyClick(&t, Qt::Key_P);
    ASSERT_TRUE(wait_until([&] { return !all_of<Claimed>(c).empty(); }));

    EXPECT_EQ(tb->screens, (std::vector<Seat>{Seat::West, Seat::North, Seat::South}));
    const auto passed = all_of<ClaimPassed>(c);
    ASSERT_EQ(passed.size(), 2u);
    EXPECT_EQ(passed[0].seat, Seat::West);
    EXPECT_EQ(passed[1].seat, Seat::North);
    EXPECT_EQ(passed[0].offer, ClaimOffer::Win);
    EXPECT_TRUE(problems.empty()) << problems.front();
}

// ---- Kongs on one's own turn: concealed and added ----------------------------------------

TEST(HandanOwnKongs, ConcealedKongByKey) {
    HandanRig rig;
    rig.hands = {"5555m 23p 68p 23s 689s 2z", "", "", ""};
    auto tb = open_table(rig, {"human", "baseline", "baseline", "baseline"});
    GameController& c = *tb->c;
    std::vector<std::string> problems;
    reach(*tb, Seat::East, problems);
    EXPECT_TRUE(tb->t->kong_button()->isVisible());
    EXPECT_FALSE(tb->t->pong_button()->isVisible());
    QTest::keyClick(tb->t.get(), Qt::Key_K);
    ASSERT_TRUE(wait_until([&] { return !all_of<KongPaid>(c).empty(); }));
    EXPECT_EQ(all_of<KongPaid>(c)[0].type, MeldType::ConcealedKong);
    EXPECT_EQ(all_of<KongPaid>(c)[0].deltas, (std::array<int, 4>{6, -2, -2, -2}));
    EXPECT_TRUE(problems.empty()) << problems.front();
}

TEST(HandanOwnKongs, AddedKongByButtonAfterAPong) {
    HandanRig rig;
    rig.hands = {testing::kHandanEast, testing::kHandanPonger, "", ""};
    rig.draws = {"", "", "", "5m"};  // West, North, East, then South draws the fourth 5m
    auto tb = open_table(rig, kFourHumans);
    GameController& c = *tb->c;
    TableWidget& t = *tb->t;
    std::vector<std::string> problems;
    east_5m_ponged_by_south(*tb, problems);
    // West, North and East throw what they draw (claims offered on them are passed).
    int thrown = 0;
    while (thrown < 3) {
        ASSERT_TRUE(wait_until([&] { return c.privacy() || c.awaiting_human(); }));
        if (c.privacy()) c.confirm_privacy();
        ASSERT_TRUE(wait_until([&] { return c.awaiting_human(); }));
        const GameState& st = c.game().state();
        if (st.phase == Phase::Response) {
            ASSERT_TRUE(c.submit(Action::pass()));
            continue;
        }
        ASSERT_NE(c.viewer(), Seat::South);
        click_discard(*tb, st.seat(c.viewer()).last_drawn);
        ++thrown;
    }
    reach(*tb, Seat::South, problems);
    ASSERT_TRUE(c.human_actions().contains(Action::added_kong(T("5m"))));
    EXPECT_TRUE(t.kong_button()->isVisible());
    QTest::mouseClick(t.kong_button(), Qt::LeftButton);
    ASSERT_TRUE(wait_until([&] { return !all_of<KongPaid>(c).empty(); }));
    EXPECT_EQ(all_of<KongAdded>(c).size(), 1u);
    EXPECT_EQ(all_of<KongPaid>(c)[0].type, MeldType::AddedKong);
    EXPECT_EQ(all_of<KongPaid>(c)[0].from, Seat::East);
    ASSERT_TRUE(wait_until([&] { return c.awaiting_human() || c.privacy(); }));  // all shown
    EXPECT_EQ(tb->audio->play_count(SoundId::VoiceKong), 1);
    EXPECT_TRUE(problems.empty()) << problems.front();
}

// ---- The claim timeout -------------------------------------------------------------------

struct TimeoutRow {
    const char* name;
    std::array<std::string, 4> hands;
    Seat claimer;
    ClaimOffer offer;
};
void PrintTo(const TimeoutRow& r, std::ostream* os) {
    *os << r.name;
}
class HandanClaimTimeout : public ::testing::TestWithParam<TimeoutRow> {};

TEST_P(HandanClaimTimeout, TheOfferPassesWhenTheTimeRunsOut) {
    const TimeoutRow& row = GetParam();
    HandanRig rig;
    rig.hands = row.hands;
    auto tb = open_table(rig, kFourHumans);
    GameController& c = *tb->c;
    TableWidget& t = *tb->t;
    t.set_claim_timer(400);
    std::vector<std::string> problems;
    reach(*tb, Seat::East, problems);
    EXPECT_EQ(t.timer_remaining(), -1) << "the claim timer counts only claims";
    click_discard(*tb, T("5m"));
    ASSERT_TRUE(wait_until([&] { return c.privacy(); }));
    // Behind the screen nothing counts down.
    QTest::qWait(600);
    EXPECT_TRUE(all_of<ClaimPassed>(c).empty());
    reach(*tb, row.claimer, problems);
    EXPECT_TRUE(t.claim_decision());
    EXPECT_GT(t.timer_remaining(), 0);
    ASSERT_TRUE(wait_until([&] { return !all_of<ClaimPassed>(c).empty(); }, 5000));
    const ClaimPassed p = all_of<ClaimPassed>(c)[0];
    EXPECT_EQ(p.seat, row.claimer);
    EXPECT_EQ(p.offer, row.offer);
    EXPECT_EQ(p.tile, T("5m"));
    EXPECT_TRUE(all_of<Won>(c).empty());
    EXPECT_TRUE(all_of<Claimed>(c).empty());
    EXPECT_TRUE(problems.empty()) << problems.front();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, HandanClaimTimeout,
    ::testing::Values(TimeoutRow{"pong",
                                 {testing::kHandanEast, testing::kHandanPonger, "", ""},
                                 Seat::South,
                                 ClaimOffer::Pong},
                      TimeoutRow{"win",
                                 {testing::kHandanEast, "", testing::kHandanTanki5m, ""},
                                 Seat::West,
                                 ClaimOffer::Win}),
    [](const ::testing::TestParamInfo<TimeoutRow>& i) { return std::string(i.param.name); });

TEST(HandanClaimTimeout, ZeroWaitsForTheHuman) {
    HandanRig rig;
    rig.hands = {testing::kHandanEast, testing::kHandanPonger, "", ""};
    auto tb = open_table(rig, kFourHumans);
    tb->t->set_claim_timer(0);
    std::vector<std::string> problems;
    reach(*tb, Seat::East, problems);
    click_discard(*tb, T("5m"));
    reach(*tb, Seat::South, problems);
    EXPECT_EQ(tb->t->timer_remaining(), -1);
    QTest::qWait(500);
    EXPECT_TRUE(tb->c->awaiting_human());
    EXPECT_TRUE(all_of<ClaimPassed>(*tb->c).empty());
}

// ---- A whole pot through the buttons ------------------------------------------------------

// East is the human, played by the baseline agent's choices made through the table: claims by
// their buttons or keys, discards by a click on the tile.
TEST(HandanPot, AWholePotThroughTheTable) {
    Ruleset rules = handan_ruleset();
    rules.pot_length = PotLength::Hands;
    rules.pot_hands = 3;
    GameController c(rules, 7, {"human", "baseline", "baseline", "baseline"});
    TableWidget t(&c, Speed::Instant);
    Audio audio(std::make_unique<SilentAudio>());
    t.set_audio(&audio);
    t.set_confirm_pass(false);
    t.resize(1280, 800);
    t.show();
    bool over = false;
    QObject::connect(&c, &GameController::hand_over, &t, [&] { c.next_hand(); });
    QObject::connect(&c, &GameController::pot_over, &t, [&] { over = true; });
    c.start();
    auto agent = make_agent("baseline", 99);
    int decisions = 0;
    int claims = 0;
    for (int step = 0; step < 2000 && !over; ++step) {
        ASSERT_TRUE(wait_until([&] { return over || c.awaiting_human(); }, 30000));
        if (over) break;
        const Action a = agent->decide(c.game().view(Seat::East));
        const int before = static_cast<int>(c.game().events().size());
        ++decisions;
        switch (a.type) {
            case ActionType::Win:
                QTest::mouseClick(t.win_button(), Qt::LeftButton);
                break;
            case ActionType::Pong:
                ++claims;
                QTest::keyClick(&t, Qt::Key_P);
                break;
            case ActionType::Kong:
            case ActionType::AddedKong:
            case ActionType::ExposedKong:
                claims += a.type == ActionType::ExposedKong;
                QTest::mouseClick(t.kong_button(), Qt::LeftButton);
                break;
            case ActionType::Pass:
                QTest::keyClick(&t, Qt::Key_Space);
                break;
            case ActionType::Discard:
                click_discard(t, a.tile);
                break;
        }
        ASSERT_GT(static_cast<int>(c.game().events().size()), before)
            << "the table did not act on " << static_cast<int>(a.type);
    }
    EXPECT_TRUE(over);
    EXPECT_TRUE(c.game().pot_over());
    EXPECT_EQ(c.game().state().hands_played, 3);
    EXPECT_EQ(check_invariants(c.game().state(), rules), "");
    EXPECT_GT(decisions, 10);
    std::cout << "[pot] " << decisions << " human decisions, " << claims << " claims\n";
}

}  // namespace
}  // namespace haolao::ui

// ---- Rules help (F1) for Handan ----------------------------------------------------------

namespace haolao::ui {
namespace {

class HandanHelp : public ::testing::TestWithParam<const char*> {};

TEST_P(HandanHelp, ThePageExplains) {
    const QString html = rules_help_html(handan_ruleset());
    EXPECT_TRUE(html.contains(QString::fromUtf8(GetParam()))) << GetParam();
}

// Each phrase comes from the Handan ruleset or handan.h's constants (kong money, 跟打, the
// drawn hand's stacks, the dealer's ×2).
INSTANTIATE_TEST_SUITE_P(
    Phrases, HandanHelp,
    ::testing::Values("Win beats Kong and Pong", "After a pong (碰) the claimer discards at once",
                      "rob it (抢杠)", "an exposed kong 1 from the player who fed it",
                      "an added kong 1 from the player who fed the pong",
                      "a concealed kong 2 from each of the three", "跟打 (following the discard)",
                      "pays each of them 1", "only 6 full stacks (12 tiles)", "doubled (×2)",
                      "Missed wins and pongs (过圈)", "碰 Pong (P)"));

TEST(HandanHelp, NoHefeiOnlyText) {
    const QString html = rules_help_html(handan_ruleset());
    EXPECT_FALSE(html.contains(QStringLiteral("漏胡 is allowed")));
    EXPECT_FALSE(html.contains(QStringLiteral("until the wall is used up")));
}

}  // namespace
}  // namespace haolao::ui

// ---- The claim timeout setting -----------------------------------------------------------

namespace haolao::ui {
namespace {

struct StoredTimeout {
    const char* name;
    QVariant stored;  // invalid: not stored
    int want;
};
void PrintTo(const StoredTimeout& r, std::ostream* os) {
    *os << r.name;
}
class HandanClaimTimeoutSetting : public ::testing::TestWithParam<StoredTimeout> {};

TEST_P(HandanClaimTimeoutSetting, LoadsOrKeepsTheDefault) {
    QTemporaryDir dir;
    QSettings store(dir.filePath(QStringLiteral("haolao.ini")), QSettings::IniFormat);
    if (GetParam().stored.isValid())
        store.setValue(QStringLiteral("play/claim_timeout"), GetParam().stored);
    EXPECT_EQ(load_settings(store).play.claim_timeout, GetParam().want);
}

INSTANTIATE_TEST_SUITE_P(
    Rows, HandanClaimTimeoutSetting,
    ::testing::Values(StoredTimeout{"default", QVariant(), 10}, StoredTimeout{"zero_waits", 0, 0},
                      StoredTimeout{"twenty", 20, 20}, StoredTimeout{"max", kMaxClaimTimeout, 60},
                      StoredTimeout{"too_long", 61, 10}, StoredTimeout{"negative", -3, 10},
                      StoredTimeout{"text", QStringLiteral("soon"), 10}),
    [](const auto& i) { return std::string(i.param.name); });

TEST(HandanClaimTimeoutSetting, SavedAndReadBack) {
    QTemporaryDir dir;
    QSettings store(dir.filePath(QStringLiteral("haolao.ini")), QSettings::IniFormat);
    Settings s;
    s.play.claim_timeout = 25;
    save_settings(s, store);
    EXPECT_EQ(load_settings(store).play.claim_timeout, 25);
}

TEST(HandanClaimTimeoutSetting, TheDialogEditsIt) {
    Settings start;
    SettingsDialog d(start);
    auto* spin = d.findChild<QSpinBox*>(QStringLiteral("claim_timeout"));
    ASSERT_NE(spin, nullptr);
    EXPECT_EQ(spin->value(), 10);
    spin->setValue(0);
    EXPECT_EQ(d.settings().play.claim_timeout, 0);
    EXPECT_EQ(spin->text(), SettingsDialog::tr("Wait for me"));
    spin->setValue(30);
    EXPECT_EQ(d.settings().play.claim_timeout, 30);
}

}  // namespace
}  // namespace haolao::ui

// ---- Screenshots (docs/screenshots/handan-claim*.png) ------------------------------------

namespace haolao::ui {
namespace {

// Skipped unless HAOLAO_SCREENSHOT_DIR is set; HAOLAO_SCREENSHOT_LANG=zh_CN for Chinese (file
// suffix "-zh_CN"), HAOLAO_SCREENSHOT_QM: a .qm installed on top (strings not yet in the .ts).
TEST(HandanScreenshots, ClaimButtons) {
    const QString out = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR");
    if (out.isEmpty()) GTEST_SKIP() << "set HAOLAO_SCREENSHOT_DIR to save the screenshot";
    const QString lang = qEnvironmentVariable("HAOLAO_SCREENSHOT_LANG");
    if (lang == QLatin1String("zh_CN"))
        apply_language(Language::Chinese);
    else
        clear_language();
    QTranslator extra;
    if (const QString qm = qEnvironmentVariable("HAOLAO_SCREENSHOT_QM");
        !qm.isEmpty() && lang == QLatin1String("zh_CN")) {
        ASSERT_TRUE(extra.load(qm)) << qm.toStdString();
        QCoreApplication::installTranslator(&extra);
    }
    HandanRig rig;
    // East (AI) holds honors in sets and pairs and one suited tile, 5m, which it throws; South,
    // the human, holds two 5m: the pong offer.
    rig.hands = {"5m 111z 222z 333z 44z 77z", testing::kHandanPonger, "", ""};
    auto tb = open_table(rig, {"baseline", "human", "baseline", "baseline"});
    tb->t->resize(1600, 1000);
    tb->t->set_claim_timer(10000);
    ASSERT_TRUE(wait_until([&] { return tb->c->awaiting_human(); }));
    ASSERT_TRUE(tb->t->pong_button()->isVisible());
    for (int i = 0; i < 10; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    const QString suffix = lang == QLatin1String("zh_CN") ? QStringLiteral("-zh_CN") : QString();
    const QString file = QDir(out).filePath(QStringLiteral("handan-claim%1.png").arg(suffix));
    EXPECT_TRUE(tb->t->grab().save(file)) << file.toStdString();
    if (!extra.isEmpty()) QCoreApplication::removeTranslator(&extra);
    clear_language();
}

}  // namespace
}  // namespace haolao::ui

// ---- The settings' rule-set description for Handan ---------------------------------------

namespace haolao::ui {
namespace {

TEST(HandanSettingsPage, TheDescriptionNamesTheHandanRules) {
    const QString d = SettingsDialog::preset_description(handan_ruleset());
    for (const char* phrase :
         {"a win beats a kong or pong", "exposed 1, added 1, concealed 2 from each",
          "跟打 costs the followed player 1", "drawn when 6 stacks are left",
          "previous player (上家)", "(过圈)", "Every wall has 17 stacks"})
        EXPECT_TRUE(d.contains(QString::fromUtf8(phrase))) << phrase << "\n" << d.toStdString();
    EXPECT_FALSE(d.contains(QStringLiteral("missed-win lock")));
    EXPECT_FALSE(d.contains(QStringLiteral("haolao")));
}

// ---- Copies of the tile pointed at: in a laid meld too (matched_tiles_test.cpp: the ponds) ----

TEST(HandanMatchedTiles, ThePongOfTheTilePointedAtIsMarked) {
    HandanRig rig;
    // East throws 5m, South pongs it; West, to discard, holds the fourth 5m.
    rig.hands = {testing::kHandanEast, testing::kHandanPonger, "5m 14p 7p 14s 7s 13z 6z 7z 8m 2m",
                 ""};
    auto tb = open_table(rig, kFourHumans);
    GameController& c = *tb->c;
    TableWidget& t = *tb->t;
    std::vector<std::string> problems;
    east_5m_ponged_by_south(*tb, problems);
    reach(*tb, Seat::West, problems);
    ASSERT_EQ(c.game().state().phase, Phase::Turn);

    const auto tiles = t.hand_tiles();
    const auto five = std::find(tiles.begin(), tiles.end(), T("5m"));
    ASSERT_NE(five, tiles.end());
    QTest::mouseMove(&t, t.hand_tile_center(static_cast<int>(five - tiles.begin())));
    t.repaint();
    EXPECT_EQ(t.matched_tile(), T("5m"));
    EXPECT_EQ(testing::marks_are(t, T("5m")), "");
    int in_meld = 0;
    for (const TableWidget::DrawnTile& d : t.drawn_tiles())
        in_meld += d.matched && d.place == TableWidget::TilePlace::Kong && d.seat == Seat::South;
    EXPECT_EQ(in_meld, 3);  // South's pong, all three (East's pond no longer holds the 5m)
    EXPECT_EQ(testing::window_vs_uncached(t), "");
    EXPECT_TRUE(problems.empty()) << problems.front();
}

}  // namespace
}  // namespace haolao::ui
