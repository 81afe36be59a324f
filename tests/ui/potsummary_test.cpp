// SPDX-License-Identifier: GPL-3.0-or-later
// The pot summary: "1 hand" / "%n hands", tied seats sharing a place, no empty band under the
// ranking, and a way to start again after Close (the table's "Start a new pot").
#include <gtest/gtest.h>

#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QTest>
#include <memory>

#include "haolao/agent.h"
#include "mainwindow.h"
#include "names.h"
#include "recordedfeed.h"
#include "resultdialogs.h"
#include "store.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

struct PlaceRow {
    std::array<int, 4> standings;
    std::array<int, 4> places;
};

class SharedPlaces : public ::testing::TestWithParam<PlaceRow> {};

TEST_P(SharedPlaces, TiedSeatsShareTheBetterPlace) {
    EXPECT_EQ(shared_places(GetParam().standings), GetParam().places);
}

INSTANTIATE_TEST_SUITE_P(Rows, SharedPlaces,
                         ::testing::Values(PlaceRow{{0, 0, 0, 0}, {1, 1, 1, 1}},
                                           PlaceRow{{10, 0, 0, -10}, {1, 2, 2, 4}},
                                           PlaceRow{{5, 5, -5, -5}, {1, 1, 3, 3}},
                                           PlaceRow{{1, 2, 3, 4}, {4, 3, 2, 1}},
                                           PlaceRow{{-3, 9, 9, 9}, {4, 1, 1, 1}},
                                           PlaceRow{{40, -20, -10, -10}, {1, 4, 2, 2}}));

// The events of a pot of `hands` hands played by the baseline agent.
std::vector<Event> played_pot(int hands, std::uint64_t seed) {
    Ruleset rules = ruleset_by_id("hefei-classic");
    rules.pot_length = PotLength::Hands;
    rules.pot_hands = hands;
    Game game(rules, seed);
    std::array<std::unique_ptr<Agent>, 4> agents;
    std::array<Agent*, 4> seats{};
    for (std::size_t i = 0; i < 4; ++i) {
        agents[i] = make_agent("baseline", 300 + i);
        seats[i] = agents[i].get();
    }
    while (!game.pot_over()) play_hand(game, seats);
    return game.events();
}

QString heading(const PotSummaryDialog& d) {
    return d.findChild<QLabel*>(QStringLiteral("heading"))->text();
}

TEST(PotSummary, AllTiedAtZeroAreAllFirst) {
    RecordedFeed feed(ruleset_by_id("hefei-classic"), {});
    PotSummaryDialog d(feed);
    for (int s = 0; s < 4; ++s) {
        auto* place = d.findChild<QLabel*>(QStringLiteral("place_%1").arg(s));
        ASSERT_NE(place, nullptr);
        EXPECT_EQ(place->text(), QStringLiteral("<b>1</b>")) << s;
    }
    EXPECT_EQ(heading(d), QStringLiteral("The pot is over — 0 hands"));
}

// A recorded pot names its seats as the game and the history do: an unnamed human by the
// profile it counts for, an unnamed AI by its wind with its level beside. (The viewer said
// "Player 1" for the player and "Player 2-4" for the AIs; the dialogs showed the wind twice,
// "南 South — South".)
TEST(RecordedNames, AsTheGameAndTheHistoryNameThem) {
    Replay r;
    r.header.rules = ruleset_by_id("hefei-classic");
    r.header.seats = {{{"human", ""}, {"normal", ""}, {"human", ""}, {"baseline", "Bot"}}};
    r.events = played_pot(1, 5);
    RecordedFeed feed(r);
    EXPECT_EQ(feed.seat_name(Seat::East), store::default_profile_name());
    EXPECT_EQ(feed.seat_name(Seat::South), wind_name(Seat::South));
    EXPECT_EQ(feed.seat_name(Seat::West), QStringLiteral("Player 2"));
    EXPECT_EQ(feed.seat_name(Seat::North), QStringLiteral("Bot"));
    EXPECT_EQ(feed.seat_agent(Seat::East), "");
    EXPECT_EQ(feed.seat_agent(Seat::South), "normal");
    EXPECT_EQ(feed.seat_agent(Seat::West), "");
    feed.seek(feed.size());
    PotSummaryDialog d(feed);
    QStringList texts;
    for (const QLabel* l : d.findChildren<QLabel*>()) texts << l->text();
    const QString south = wind_label(Seat::South);
    EXPECT_EQ(south, QStringLiteral("南 South"));
    EXPECT_TRUE(texts.contains(south + QStringLiteral(" — ") + ai_level_name("normal")))
        << texts.join(QLatin1Char('|')).toStdString();
    EXPECT_FALSE(texts.contains(south + QStringLiteral(" — ") + wind_name(Seat::South)));
    EXPECT_TRUE(texts.contains(wind_label(Seat::North) + QStringLiteral(" — Bot")));
}

struct PluralRow {
    int hands;
    const char* text;
};

class PotSummaryPlural : public ::testing::TestWithParam<PluralRow> {};

TEST_P(PotSummaryPlural, CountsHands) {
    Ruleset rules = ruleset_by_id("hefei-classic");
    RecordedFeed feed(rules, played_pot(GetParam().hands, 11));
    feed.seek(feed.size());
    ASSERT_EQ(feed.shown().hands_played, GetParam().hands);
    PotSummaryDialog d(feed);
    EXPECT_EQ(heading(d), QString::fromUtf8(GetParam().text));
    // The places the standings give, shared on a tie.
    const std::array<int, 4> places = shared_places(feed.shown().standings);
    for (int s = 0; s < 4; ++s)
        EXPECT_EQ(d.findChild<QLabel*>(QStringLiteral("place_%1").arg(s))->text(),
                  QStringLiteral("<b>%1</b>").arg(places[static_cast<std::size_t>(s)]));
}

INSTANTIATE_TEST_SUITE_P(Rows, PotSummaryPlural,
                         ::testing::Values(PluralRow{1, "The pot is over — 1 hand"},
                                           PluralRow{2, "The pot is over — 2 hands"}));

TEST(PotSummary, NoEmptyBandUnderTheRanking) {
    RecordedFeed feed(ruleset_by_id("hefei-classic"), {});
    PotSummaryDialog d(feed);
    d.show();
    QCoreApplication::processEvents();
    auto* card = d.findChild<QFrame*>(QStringLiteral("card"));
    auto* close = d.findChild<QPushButton*>(QStringLiteral("close"));
    ASSERT_NE(card, nullptr);
    ASSERT_NE(close, nullptr);
    const int card_bottom = card->geometry().bottom();
    const int buttons_top = close->geometry().top();
    EXPECT_LT(buttons_top - card_bottom, 30)
        << "card ends at " << card_bottom << ", buttons start at " << buttons_top;
    EXPECT_LE(d.height(), d.layout()->sizeHint().height() + 4);
}

TEST(PotSummary, NewPotButtonAsksForANewPot) {
    RecordedFeed feed(ruleset_by_id("hefei-classic"), {});
    PotSummaryDialog d(feed);
    auto* again = d.findChild<QPushButton*>(QStringLiteral("new_pot"));
    ASSERT_NE(again, nullptr);
    again->click();
    EXPECT_TRUE(d.new_pot());
    EXPECT_EQ(d.result(), QDialog::Accepted);
}

// Enter hammered or held through the last hands does not go on into a new pot: the summary takes
// Enter and Space only after kKeyGuardMs without one, and never a held key's repeats. Then Enter
// is its default button, New pot, as before.
TEST(PotSummary, EnterAtOnceOrHeldDoesNotStartANewPot) {
    RecordedFeed feed(ruleset_by_id("hefei-classic"), {});
    PotSummaryDialog d(feed);
    d.show();
    auto* again = d.findChild<QPushButton*>(QStringLiteral("new_pot"));
    ASSERT_NE(again, nullptr);
    QTest::keyClick(&d, Qt::Key_Return);
    QTest::keyClick(again, Qt::Key_Space);
    QTest::keyClick(again, Qt::Key_Enter);
    EXPECT_TRUE(d.isVisible());
    EXPECT_FALSE(d.new_pot());
    // Hammered for twice the wait: each press starts it again.
    for (int t = 0; t < 2 * PotSummaryDialog::kKeyGuardMs; t += PotSummaryDialog::kKeyGuardMs / 4) {
        QTest::qWait(PotSummaryDialog::kKeyGuardMs / 4);
        QTest::keyClick(&d, Qt::Key_Return);
    }
    EXPECT_TRUE(d.isVisible());
    EXPECT_FALSE(d.new_pot());
    QTest::qWait(PotSummaryDialog::kKeyGuardMs + 100);
    for (QWidget* to : {static_cast<QWidget*>(&d), static_cast<QWidget*>(again)}) {
        QKeyEvent held(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QString(), true);
        QCoreApplication::sendEvent(to, &held);
    }
    EXPECT_TRUE(d.isVisible());
    EXPECT_FALSE(d.new_pot());
    QTest::qWait(PotSummaryDialog::kKeyGuardMs + 100);
    QTest::keyClick(&d, Qt::Key_Return);
    EXPECT_TRUE(d.new_pot());
    EXPECT_EQ(d.result(), QDialog::Accepted);
}

// Close, and the table still offers a new pot; taking it starts one.
TEST(PotSummary, AfterCloseTheTableOffersANewPot) {
    GameOptions o = testing::quiet_options({"baseline", "baseline", "baseline", "baseline"}, 21);
    o.pot_hands = 1;
    o.auto_next = true;
    MainWindow w(o);
    w.show();
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.pot_dialog() && w.pot_dialog()->isVisible(); }, 60000));
    const GameController* first = w.controller();
    auto* close = w.pot_dialog()->findChild<QPushButton*>(QStringLiteral("close"));
    ASSERT_NE(close, nullptr);
    close->click();
    QPushButton* offer = nullptr;
    ASSERT_TRUE(wait_until([&] {
        offer = w.table()->findChild<QPushButton*>(QStringLiteral("new_pot_offer"));
        return offer && offer->isVisible();
    }));
    EXPECT_EQ(w.controller(), first);
    const QRect r = offer->geometry();
    EXPECT_TRUE(w.table()->rect().contains(r)) << r.x() << "," << r.y();
    offer->click();
    ASSERT_TRUE(wait_until([&] { return w.controller() != first; }));
    EXPECT_FALSE(w.controller()->game().pot_over());
    EXPECT_EQ(w.table()->findChild<QPushButton*>(QStringLiteral("new_pot_offer")), nullptr);
}

}  // namespace
}  // namespace haolao::ui
