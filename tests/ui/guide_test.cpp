// SPDX-License-Identifier: GPL-3.0-or-later
// The guided first hand (ui/guide.h): the rigged wall tells the same story whatever the AI seats
// do; the window plays through every callout to the scoring dialog, by the player's own clicks
// and by Next alone; the first-launch offer comes once and never when the command line starts a
// game; the wall markers' tooltips.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <map>

#include <QGuiApplication>
#include <QScreen>
#include <QTranslator>

#include "guide.h"
#include "guideoverlay.h"
#include "i18n.h"
#include "mainwindow.h"
#include "names.h"
#include "resultdialogs.h"
#include "table_test_util.h"
#include "tablewidget.h"

namespace haolao::ui {
namespace {

using testing::wait_until;
using Step = GuideWindow::Step;

// ---- The rig, in the engine alone ---------------------------------------------------------------

TEST(GuideRig, WallHoldsEveryTileOnce) {
    const auto wall = guide_wall();
    ASSERT_EQ(static_cast<int>(wall.size()), kHefeiWallTiles);
    std::map<int, int> counts;
    for (Tile t : wall) ++counts[t.code()];
    EXPECT_EQ(counts.size(), 21u);  // 2-8 of three suits
    for (const auto& [code, n] : counts) EXPECT_EQ(n, 4) << Tile::from_code(code).str();
}

struct RigRow {
    const char* agent;
    std::uint64_t seed;
};

class GuideRigStory : public ::testing::TestWithParam<RigRow> {};

void play_rig(const char* agent, std::uint64_t seed);

// Whatever the AI seats choose, the player (taking the guide's first choice each time) discards,
// kongs, discards, declares, and wins by self-draw in the haolao phase; nobody else wins or kongs.
TEST_P(GuideRigStory, EndsWithTheHaolaoWin) {
    const RigRow row = GetParam();
    for (std::uint64_t seed = row.seed; seed < row.seed + 5; ++seed) {
        SCOPED_TRACE(seed);
        play_rig(row.agent, seed);
        if (HasFatalFailure()) return;
    }
}

void play_rig(const char* agent, std::uint64_t seed) {
    Game g = guide_game();
    std::array<std::unique_ptr<Agent>, 4> agents;
    for (int i = 1; i < 4; ++i)
        agents[static_cast<std::size_t>(i)] =
            make_agent(agent, agent_seed(seed, seat_from_index(i)));
    g.start_hand();
    std::vector<ActionType> mine;
    int guard = 0;
    while (g.hand_running() && ++guard < 500) {
        const SeatMask mask = g.to_act();
        for (int i = 0; i < 4; ++i) {
            const Seat s = seat_from_index(index(g.state().turn) + i);
            if (!mask.has(s)) continue;
            Action a;
            if (s == Seat::East) {
                const ActionList choices =
                    guide_choices(g.legal_actions(s), static_cast<int>(mine.size()));
                ASSERT_FALSE(choices.empty());
                a = choices[0];
                mine.push_back(a.declare ? ActionType::Win : a.type);  // Win: "declared" here
            } else {
                a = agents[index(s)]->decide(g.view(s));
            }
            ASSERT_EQ(g.act(s, a), ActionError::Ok);
            break;
        }
    }
    ASSERT_FALSE(g.hand_running());
    // Discard, kong, discard, declaring discard; then every draw was thrown for the player.
    EXPECT_EQ(mine, (std::vector<ActionType>{ActionType::Discard, ActionType::Kong,
                                             ActionType::Discard, ActionType::Win}));
    int kongs = 0;
    int wins = 0;
    bool haolao = false;
    for (const Event& e : g.events()) {
        if (const auto* k = std::get_if<KongDeclared>(&e)) {
            ++kongs;
            EXPECT_EQ(k->seat, Seat::East);
        }
        if (std::holds_alternative<HaolaoStarted>(e)) haolao = true;
        if (const auto* w = std::get_if<Won>(&e)) {
            ++wins;
            EXPECT_EQ(w->winner, Seat::East);
            EXPECT_EQ(w->by, WinBy::SelfDraw);
            EXPECT_EQ(w->tile.str(), "4p");
        }
    }
    EXPECT_EQ(kongs, 1);
    EXPECT_EQ(wins, 1);
    EXPECT_TRUE(haolao);
    const HandResult& r = g.last_hand();
    ASSERT_EQ(r.wins.size(), 1u);
    bool haolao_item = false;
    for (const Payment& p : r.wins[0].result.payments)
        for (const ItemScore& it : p.items) haolao_item |= it.item == Item::Haolao;
    EXPECT_TRUE(haolao_item);
    EXPECT_GT(r.deltas[0], 0);
}

INSTANTIATE_TEST_SUITE_P(Agents, GuideRigStory,
                         ::testing::Values(RigRow{"easy", 1}, RigRow{"easy", 50},
                                           RigRow{"normal", 1}, RigRow{"normal", 70},
                                           RigRow{"hard", 3}, RigRow{"baseline", 4},
                                           RigRow{"baseline", 99}),
                         [](const ::testing::TestParamInfo<RigRow>& i) {
                             return std::string(i.param.agent) + "_" + std::to_string(i.param.seed);
                         });

// ---- The window ---------------------------------------------------------------------------------

// Waits for the next callout (or the end), then returns the step shown.
Step wait_callout(GuideWindow& g) {
    wait_until([&] { return g.callout() != nullptr || g.step() == Step::Done; }, 60000);
    QCoreApplication::processEvents();
    return g.step();
}

// A callout is readable and points at what it explains: inside its host, clear of its targets,
// with targets inside the host.
void expect_placed(const GuideWindow& g, Step s) {
    Callout* c = g.callout();
    ASSERT_NE(c, nullptr);
    const QWidget* host = c->parentWidget();
    EXPECT_TRUE(host->rect().contains(c->geometry())) << static_cast<int>(s);
    EXPECT_FALSE(c->text().isEmpty());
    EXPECT_FALSE(c->targets().empty()) << "step " << static_cast<int>(s);
    for (const QRect& t : c->targets()) {
        EXPECT_TRUE(host->rect().intersects(t)) << static_cast<int>(s);
        EXPECT_FALSE(c->geometry().intersects(t)) << "step " << static_cast<int>(s);
    }
}

void click_bamboo(TableWidget* t) {
    const auto hand = t->hand_tiles();
    for (int i = 0; i < static_cast<int>(hand.size()); ++i)
        if (hand[static_cast<std::size_t>(i)].suit() == Suit::Bamboo) {
            QTest::mouseClick(t, Qt::LeftButton, {}, t->hand_tile_center(i));
            return;
        }
    ADD_FAILURE() << "no bamboo tile in the hand";
}

// To look at it (docs/UI.md): HAOLAO_GUIDE_SHOTS=DIR saves the screen at each callout (run
// under Xvfb with QT_QPA_PLATFORM=xcb); HAOLAO_GUIDE_LANG=zh_CN and HAOLAO_GUIDE_QM=FILE (an extra
// translation) for the Chinese one.
void shoot(const GuideWindow& g, Step s, bool by_hand) {
    const QString dir = qEnvironmentVariable("HAOLAO_GUIDE_SHOTS");
    if (dir.isEmpty() || !by_hand) return;
    QTest::qWait(150);
    const QRect r = g.geometry();
    QGuiApplication::primaryScreen()
        ->grabWindow(0, r.x(), r.y(), r.width(), r.height())
        .save(
            QStringLiteral("%1/guide-%2.png").arg(dir).arg(static_cast<int>(s), 2, 10, QChar('0')));
}

// The keyboard's way to a bamboo tile: → until one is selected, then Enter.
void key_bamboo(TableWidget* t) {
    const auto hand = t->hand_tiles();
    for (std::size_t i = 0; i <= hand.size(); ++i) {
        const int k = t->selected();
        if (k >= 0 && hand[static_cast<std::size_t>(k)].suit() == Suit::Bamboo) {
            QTest::keyClick(t, Qt::Key_Return);
            return;
        }
        QTest::keyClick(t, Qt::Key_Right);
    }
    ADD_FAILURE() << "no bamboo tile in the hand";
}

enum class Input { ByHand, ByNext, ByKeys };

class GuidePlay : public ::testing::TestWithParam<Input> {};

// Every step in order, to the scoring dialog. ByHand: the player clicks the tiles and buttons
// the callouts ask for (a wrong tile does nothing); ByNext: Next does each action; ByKeys: the
// keyboard alone (Enter or Space for Next, the table's keys for the actions).
TEST_P(GuidePlay, EveryStepToTheScoringDialog) {
    const bool by_hand = GetParam() == Input::ByHand;
    const bool by_keys = GetParam() == Input::ByKeys;
    QTranslator extra;
    if (qEnvironmentVariable("HAOLAO_GUIDE_LANG") == QLatin1String("zh_CN")) {
        apply_language(Language::Chinese);
        if (extra.load(qEnvironmentVariable("HAOLAO_GUIDE_QM")))
            QCoreApplication::installTranslator(&extra);
    }
    QSettings().remove(QLatin1String(kGuideDoneKey));
    // (HAOLAO_GUIDE_SPEED=normal: at the game's own pace, to watch it.)
    const bool normal = qEnvironmentVariable("HAOLAO_GUIDE_SPEED") == QLatin1String("normal");
    GuideWindow g(normal ? Speed::Normal : Speed::Instant, nullptr);
    g.resize(1280, 800);
    g.show();
    g.start();
    TableWidget* t = g.table();
    const std::vector<Step> expected = {Step::Dice,        Step::Head,    Step::Tail,
                                        Step::EightTiles,  Step::Discard, Step::Kong,
                                        Step::Replacement, Step::Declare, Step::Locked,
                                        Step::Zone,        Step::Haolao,  Step::Scoring};
    for (Step want : expected) {
        const Step s = wait_callout(g);
        ASSERT_EQ(s, want) << "got step " << static_cast<int>(s);
        expect_placed(g, s);
        shoot(g, s, by_hand);
        const int events = static_cast<int>(g.controller()->game().events().size());
        if (by_keys && (s == Step::Discard || s == Step::Replacement)) {
            key_bamboo(t);
        } else if (by_keys && s == Step::Kong) {
            QTest::keyClick(t, Qt::Key_K);
        } else if (by_keys && s == Step::Declare) {
            QTest::keyClick(t, Qt::Key_T);
            key_bamboo(t);
        } else if (by_keys && s == Step::Scoring) {
            QTest::keyClick(g.result_dialog(), Qt::Key_Return);
        } else if (by_keys) {
            // A key held from before repeats onto the callout: it does not go on.
            QKeyEvent held(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QString(), true);
            QCoreApplication::sendEvent(t, &held);
            QCoreApplication::processEvents();
            EXPECT_EQ(g.step(), s);
            ASSERT_NE(g.callout(), nullptr) << static_cast<int>(s);
            // Nothing was played beneath the callout, and the next fresh key goes on.
            EXPECT_EQ(static_cast<int>(g.controller()->game().events().size()), events);
            QTest::keyClick(t, s == Step::Head ? Qt::Key_Space : Qt::Key_Return);
        } else if (by_hand && s == Step::Discard) {
            // A character is not what the guide asks for: nothing is played, and the callout
            // says what is (it said nothing: a newcomer was left clicking).
            QTest::mouseClick(t, Qt::LeftButton, {}, t->hand_tile_center(0));
            EXPECT_EQ(static_cast<int>(g.controller()->game().events().size()), events);
            EXPECT_TRUE(g.callout_text().contains(
                GuideWindow::tr("Not that tile: throw one of the ringed bamboo tiles (条).")))
                << g.callout_text().toStdString();
            expect_placed(g, s);
            click_bamboo(t);
        } else if (by_hand && s == Step::Replacement) {
            click_bamboo(t);
        } else if (by_hand && s == Step::Kong) {
            ASSERT_TRUE(t->kong_button()->isVisible());
            click_bamboo(t);  // a discard before the kong: refused
            EXPECT_EQ(static_cast<int>(g.controller()->game().events().size()), events);
            EXPECT_TRUE(
                g.callout_text().contains(GuideWindow::tr("First the kong: press Kong (K).")));
            QTest::mouseClick(t->kong_button(), Qt::LeftButton);
        } else if (by_hand && s == Step::Declare) {
            ASSERT_TRUE(t->declare_button()->isVisible());
            click_bamboo(t);  // without Declare: refused, and the callout says why
            EXPECT_EQ(static_cast<int>(g.controller()->game().events().size()), events);
            EXPECT_TRUE(g.callout_text().contains(
                GuideWindow::tr("Press Declare (T) first, then the bamboo tile.")))
                << g.callout_text().toStdString();
            QTest::mouseClick(t->declare_button(), Qt::LeftButton);
            click_bamboo(t);
        } else if (s == Step::Scoring) {
            ASSERT_NE(g.result_dialog(), nullptr);
            EXPECT_TRUE(g.result_dialog()->isVisible());
            EXPECT_EQ(g.callout()->parentWidget(), g.result_dialog());
            QTest::mouseClick(g.callout()->next_button(), Qt::LeftButton);
        } else {
            QTest::mouseClick(g.callout()->next_button(), Qt::LeftButton);
        }
        if (s == Step::Zone) {
            EXPECT_EQ(g.step(), Step::Watch);
        } else if (s != Step::Scoring) {
            EXPECT_TRUE(wait_until([&] { return !g.callout() || g.step() != s; }, 60000));
        }
    }
    ASSERT_TRUE(wait_until([&] { return g.step() == Step::Done; }, 60000));
    EXPECT_FALSE(g.isVisible());
    EXPECT_TRUE(QSettings().value(QLatin1String(kGuideDoneKey)).toBool());
    // The hand was the rigged one: East won in the haolao phase.
    const HandResult& r = g.controller()->game().last_hand();
    ASSERT_EQ(r.wins.size(), 1u);
    EXPECT_EQ(r.wins[0].context.winner, Seat::East);
}

INSTANTIATE_TEST_SUITE_P(Input, GuidePlay,
                         ::testing::Values(Input::ByHand, Input::ByNext, Input::ByKeys),
                         [](const ::testing::TestParamInfo<Input>& i) {
                             return std::string(i.param == Input::ByHand   ? "ByHand"
                                                : i.param == Input::ByNext ? "ByNext"
                                                                           : "ByKeys");
                         });

// Help → Guided first hand opens the guide over the game window: the pot there waits (paused)
// and keeps its events; the guide's hand is never recorded; Skip guide closes it.
TEST(GuideWindowTest, FromTheHelpMenuWithoutTouchingThePot) {
    QTemporaryDir dir;
    GameOptions o = testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 11);
    o.data_dir = dir.path();
    MainWindow w(o);
    w.show();
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    auto files = [&] {
        QStringList out;
        QDirIterator it(dir.path(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) out << it.next();
        return out;
    };
    const QStringList before = files();
    const std::size_t events = w.controller()->game().events().size();
    auto* action = w.findChild<QAction*>(QStringLiteral("guide"));
    ASSERT_NE(action, nullptr);
    action->trigger();
    auto* g = w.findChild<GuideWindow*>();
    ASSERT_NE(g, nullptr);
    EXPECT_TRUE(w.paused());
    ASSERT_EQ(wait_callout(*g), Step::Dice);
    QTest::mouseClick(g->callout()->next_button(), Qt::LeftButton);
    ASSERT_EQ(wait_callout(*g), Step::Head);
    QTest::mouseClick(g->callout()->skip_button(), Qt::LeftButton);
    EXPECT_TRUE(wait_until([&] { return !w.findChild<GuideWindow*>() && !w.paused(); }));
    EXPECT_EQ(w.controller()->game().events().size(), events);
    EXPECT_EQ(files(), before);
}

// Escape is Skip guide: the window goes, the pot behind it resumes, and the guide is not marked
// done (Help → Guided first hand still offers it as new).
TEST(GuideWindowTest, EscapeSkipsTheGuide) {
    QSettings().remove(QLatin1String(kGuideDoneKey));
    QTemporaryDir dir;
    GameOptions o = testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 12);
    o.data_dir = dir.path();
    MainWindow w(o);
    w.show();
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    w.findChild<QAction*>(QStringLiteral("guide"))->trigger();
    QPointer<GuideWindow> g = w.findChild<GuideWindow*>();
    ASSERT_NE(g, nullptr);
    ASSERT_EQ(wait_callout(*g), Step::Dice);
    QTest::keyClick(g->table(), Qt::Key_Escape);
    EXPECT_TRUE(wait_until([&] { return !g && !w.paused(); }));
    EXPECT_FALSE(QSettings().value(QLatin1String(kGuideDoneKey)).toBool());
}

// The guide's panels name the AI seats by their winds, as a game does by default, with the level
// beside (they showed "AI · normal" in the name's place); the player is "You".
TEST(GuideSeats, NamedAsAGameNamesThemByDefault) {
    GuideController c;
    EXPECT_EQ(c.seat_label(Seat::East), GameController::tr("You"));
    for (const Seat s : {Seat::South, Seat::West, Seat::North}) {
        EXPECT_EQ(c.seat_label(s), wind_name(s));
        EXPECT_EQ(ai_level_name(c.seat_agent(s)), ai_level_name("normal"));
    }
    apply_language(Language::Chinese);
    EXPECT_EQ(c.seat_label(Seat::South), QStringLiteral("南家"));
    clear_language();
}

// ---- The first-launch offer ---------------------------------------------------------------------

struct OfferRow {
    QStringList args;
    bool offered;
};

class GuideOffer : public ::testing::TestWithParam<OfferRow> {};

TEST_P(GuideOffer, OnlyWhenTheCommandLineStartsNoGame) {
    QTemporaryDir dir;
    QSettings store(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    GameOptions o;
    QStringList args{QStringLiteral("haolao")};
    args << GetParam().args;
    ASSERT_EQ(parse_options(args, o), QString()) << args.join(' ').toStdString();
    EXPECT_EQ(guide_offer_due(o, store), GetParam().offered) << args.join(' ').toStdString();
    // Once offered (or played), never again.
    store.setValue(QLatin1String(kGuideOfferedKey), true);
    EXPECT_FALSE(guide_offer_due(o, store));
    store.remove(QLatin1String(kGuideOfferedKey));
    store.setValue(QLatin1String(kGuideDoneKey), true);
    EXPECT_FALSE(guide_offer_due(o, store));
}

QStringList L(std::initializer_list<const char*> a) {
    QStringList out;
    for (const char* s : a) out << QString::fromLatin1(s);
    return out;
}

INSTANTIATE_TEST_SUITE_P(
    Args, GuideOffer,
    ::testing::Values(OfferRow{{}, true}, OfferRow{L({"--speed", "fast"}), true},
                      OfferRow{L({"--size", "1200x800"}), true}, OfferRow{L({"--mute"}), true},
                      OfferRow{L({"--hints"}), true}, OfferRow{L({"--seed", "5"}), false},
                      OfferRow{L({"--rules", "hefei-ting"}), false},
                      OfferRow{L({"--seats", "human,easy,easy,easy"}), false},
                      OfferRow{L({"--hands", "2"}), false}, OfferRow{L({"--resume"}), false},
                      OfferRow{L({"--new"}), false}, OfferRow{L({"--auto"}), false},
                      OfferRow{L({"--auto-next"}), false},
                      OfferRow{L({"--exit-at-pot-end"}), false},
                      OfferRow{L({"--replay", "x.jsonl"}), false}, OfferRow{L({"x.jsonl"}), false},
                      OfferRow{L({"--screenshot", "a.png", "--after-events", "5"}), false},
                      OfferRow{L({"--bench"}), false},
                      OfferRow{L({"--data-dir", "/tmp/x"}), false}));

// The offer asks once (remembered at once) and "Play the guided hand" opens the guide.
TEST(GuideOfferBox, AsksOnceAndOpensTheGuide) {
    QSettings().remove(QLatin1String(kGuideOfferedKey));
    QSettings().remove(QLatin1String(kGuideDoneKey));
    GameOptions plain;
    ASSERT_TRUE(guide_offer_due(plain, QSettings()));
    QWidget parent;
    parent.resize(1280, 800);
    parent.show();
    offer_guide(&parent, Speed::Instant, nullptr);
    EXPECT_FALSE(guide_offer_due(plain, QSettings()));
    auto* box = parent.findChild<QMessageBox*>(QStringLiteral("guide_offer"));
    ASSERT_NE(box, nullptr);
    auto* yes = box->findChild<QPushButton*>(QStringLiteral("guide_offer_yes"));
    ASSERT_NE(yes, nullptr);
    QTest::mouseClick(yes, Qt::LeftButton);
    auto* g = parent.findChild<GuideWindow*>();
    ASSERT_NE(g, nullptr);
    EXPECT_TRUE(g->isVisible());
    EXPECT_EQ(wait_callout(*g), Step::Dice);
    g->skip();
    EXPECT_TRUE(wait_until([&] { return !parent.findChild<GuideWindow*>(); }));
    EXPECT_FALSE(QSettings().value(QLatin1String(kGuideDoneKey)).toBool());  // skipped
}

// A message already up at start (a saved pot that cannot be resumed opens one) is not covered by
// the offer: the offer waits until it is closed. Both were shown at once, one over the other.
TEST(GuideOfferBox, WaitsForAMessageAlreadyUp) {
    QSettings().remove(QLatin1String(kGuideOfferedKey));
    QSettings().remove(QLatin1String(kGuideDoneKey));
    QWidget parent;
    parent.resize(1280, 800);
    parent.show();
    auto* message = new QMessageBox(QMessageBox::Warning, QStringLiteral("Haolao"),
                                    QStringLiteral("The saved pot cannot be resumed."),
                                    QMessageBox::Ok, &parent);
    message->setAttribute(Qt::WA_DeleteOnClose);
    message->open();
    ASSERT_TRUE(wait_until([&] { return message->isVisible(); }));
    offer_guide(&parent, Speed::Instant, nullptr);
    // A while later the offer is still not up, and not yet remembered as made.
    QElapsedTimer t;
    t.start();
    wait_until([&] { return t.elapsed() > 700; }, 2000);
    EXPECT_EQ(parent.findChild<QMessageBox*>(QStringLiteral("guide_offer")), nullptr);
    EXPECT_TRUE(guide_offer_due(GameOptions{}, QSettings()));
    message->close();
    ASSERT_TRUE(wait_until([&] {
        auto* box = parent.findChild<QMessageBox*>(QStringLiteral("guide_offer"));
        return box && box->isVisible();
    }));
    EXPECT_FALSE(guide_offer_due(GameOptions{}, QSettings()));
    parent.findChild<QMessageBox*>(QStringLiteral("guide_offer"))->close();
}

// ---- Tooltips on the wall's markers -------------------------------------------------------------

QString tip_at(TableWidget* t, QPoint p) {
    QHelpEvent he(QEvent::ToolTip, p, t->mapToGlobal(p));
    QApplication::sendEvent(t, &he);
    return QToolTip::isVisible() ? QToolTip::text() : QString();
}

TEST(TableTooltips, HeadTailZoneAndDice) {
    GuideWindow g(Speed::Instant, nullptr);
    g.resize(1280, 800);
    g.show();
    g.start();
    ASSERT_EQ(wait_callout(g), Step::Dice);
    TableWidget* t = g.table();
    using M = TableWidget::Marker;
    const QRect head = t->marker_rect(M::Head);
    const QRect tail = t->marker_rect(M::Tail);
    ASSERT_FALSE(head.isEmpty());
    ASSERT_FALSE(tail.isEmpty());
    // On the stacks the engine names head and tail, and on their chips.
    const WallShape& shape = g.controller()->shown().wall.shape();
    auto stack_at = [&](int pos) {
        for (const TableWidget::WallItem& item : t->wall_items())
            if (item.position == pos) return item.rect.center().toPoint();
        ADD_FAILURE() << "no wall tile at " << pos;
        return QPoint();
    };
    for (const QPoint p : {stack_at(shape.head()), head.center()})
        EXPECT_TRUE(t->marker_tip(p).startsWith(TableWidget::tr("Head (牌头)")))
            << t->marker_tip(p).toStdString();
    for (const QPoint p : {stack_at(shape.tail()), tail.center()})
        EXPECT_TRUE(t->marker_tip(p).startsWith(TableWidget::tr("Tail (牌尾)")))
            << t->marker_tip(p).toStdString();
    // A zone tile away from the tail's stack.
    int zone_tiles = 0;
    for (const TableWidget::WallItem& item : t->wall_items()) {
        if (!item.haolao_zone) continue;
        ++zone_tiles;
        const QPoint c = item.rect.center().toPoint();
        if (tail.contains(c) || head.contains(c)) continue;
        EXPECT_TRUE(t->marker_tip(c).startsWith(TableWidget::tr("Haolao zone (海捞)")))
            << t->marker_tip(c).toStdString();
    }
    EXPECT_EQ(zone_tiles, 4);
    EXPECT_FALSE(t->marker_tip(t->marker_rect(M::Dice).center()).isEmpty());
    // The felt between the ponds and the hand: nothing.
    EXPECT_EQ(t->marker_tip(QPoint(t->width() / 2, t->height() - 5)), QString());
    // Through the widget's ToolTip event.
    EXPECT_EQ(tip_at(t, head.center()), t->marker_tip(head.center()));
    // In the haolao phase, the label too.
    EXPECT_TRUE(t->marker_rect(M::HaolaoLabel).isEmpty());
}

}  // namespace
}  // namespace haolao::ui
