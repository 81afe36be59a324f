// SPDX-License-Identifier: GPL-3.0-or-later
// Pointing at a tile of one's own hand (the mouse over it, or the keys' selection on one's turn)
// marks its copies in the ponds and laid melds, to count what is out: exactly those copies, no
// other tile, never behind the hot-seat privacy screen, and the window (the layer cache) shows
// what an uncached paint draws; in a replay, the hand at the bottom. (The Handan melds:
// handan_claims_test.cpp.)
#include <gtest/gtest.h>

#include <QTest>
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gamecontroller.h"
#include "haolao/replay.h"
#include "mainwindow.h"
#include "recordedfeed.h"
#include "replayviewer.h"
#include "table_test_util.h"
#include "tablewidget.h"
#include "uncached_paint.h"

namespace haolao::ui {
namespace {

using testing::marks_are;
using testing::wait_until;

// Whether a tile of `hand` lies in a pond of `st`.
bool holds_a_tile_out(const std::vector<Tile>& hand, const GameState& st) {
    for (const Tile h : hand)
        for (int i = 0; i < 4; ++i) {
            const Pond& p = st.seat(seat_from_index(i)).pond;
            for (int k = 0; k < p.size; ++k)
                if (p.tiles[static_cast<std::size_t>(k)] == h) return true;
        }
    return false;
}

// Whether a tile of the hand at the bottom lies in a pond of `st`.
bool holds_a_tile_out(const TableWidget& t, const GameState& st) {
    return holds_a_tile_out(t.hand_tiles(), st);
}

// One recorded hefei-classic hand of four baseline seats (seed 4).
Replay baseline_replay() {
    Replay r;
    r.header.rules = ruleset_by_id("hefei-classic");
    r.header.seed = 4;
    for (ReplaySeat& s : r.header.seats) s.agent = "baseline";
    r.events = testing::baseline_hand(r.header.rules, 4);
    return r;
}

// A replay viewer on baseline_replay(), shown at 1280 × 900: the replay marks tests' table.
struct ViewerOnAHand {
    const Replay replay = baseline_replay();
    const int size = static_cast<int>(replay.events.size());
    ReplayViewer v{replay, QStringLiteral("marks")};
    TableWidget& t = *v.table();
    RecordedFeed& feed = *v.feed();

    ViewerOnAHand() {
        v.resize(1280, 900);
        v.show();
    }
    // Seeks to the first position past the middle of the hand where `holds` is true (`size` when
    // there is none) and returns it.
    int seek_to_first(const std::function<bool()>& holds) {
        int at = size / 2;
        for (feed.seek(at); !holds() && at < size; feed.seek(++at)) {
        }
        return at;
    }
};

// The next action of a seat that throws its fresh draw and passes every claim.
Action throw_the_draw(const SeatView& v) {
    return v.phase == Phase::Response ? Action::pass()
           : v.has_fresh              ? Action::discard(v.last_drawn)
                                      : v.legal[0];
}

// Two humans, hefei-classic: every seat throws its fresh draw until East is to discard with a
// tile in hand that lies in a pond (the hot-seat screens confirmed on the way).
struct Hotseat {
    MainWindow w{testing::quiet_options({"human", "human", "human", "human"}, 5)};
    GameController* c = nullptr;
    TableWidget* t = nullptr;

    bool east_holds_a_thrown_tile() const {
        return c->viewer() == Seat::East && c->game().state().phase == Phase::Turn &&
               holds_a_tile_out(*t, c->game().state());
    }

    void play() {
        w.show();
        c = w.controller();
        t = w.table();
        t->set_confirm_pass(false);
        w.start();
        for (int guard = 0; guard < 80; ++guard) {
            ASSERT_TRUE(wait_until([&] { return c->privacy() || c->awaiting_human(); }));
            if (c->privacy()) c->confirm_privacy();
            ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }));
            if (east_holds_a_thrown_tile()) return;
            ASSERT_TRUE(c->submit(throw_the_draw(c->game().view(c->viewer()))));
        }
        FAIL() << "East never held a tile that lies in a pond";
    }
};

TEST(MatchedTiles, TheTilePointedAtMarksItsCopiesInThePonds) {
    Hotseat h;
    h.play();
    if (HasFatalFailure()) return;
    TableWidget& t = *h.t;
    const std::vector<Tile> hand = t.hand_tiles();
    ASSERT_FALSE(hand.empty());

    // The mouse over each tile in turn: its copies, and only they.
    int most = 0;
    for (int k = 0; k < static_cast<int>(hand.size()); ++k) {
        QTest::mouseMove(&t, t.hand_tile_center(k));
        t.repaint();
        const Tile tile = hand[static_cast<std::size_t>(k)];
        EXPECT_EQ(t.matched_tile(), tile) << "tile " << k;
        int n = 0;
        EXPECT_EQ(marks_are(t, tile, &n), "") << "over " << tile.str();
        most = std::max(most, n);
        // The window, whose layers are brought up to date in part, shows the marks (and the
        // last tile's gone) as drawn whole.
        EXPECT_EQ(testing::window_vs_uncached(t), "") << "over " << tile.str();
    }
    EXPECT_GE(most, 1) << "no tile pointed at had a copy out: the test shows nothing";

    // The mouse away: the keys' selection (the fresh draw, then a step left) takes its place.
    QTest::mouseMove(&t, QPoint(5, 5));
    t.repaint();
    ASSERT_GE(t.selected(), 0);
    EXPECT_EQ(t.matched_tile(), hand[static_cast<std::size_t>(t.selected())]);
    EXPECT_EQ(marks_are(t, t.matched_tile()), "");
    QTest::keyClick(&t, Qt::Key_Left);
    t.repaint();
    ASSERT_GE(t.selected(), 0);
    EXPECT_EQ(t.matched_tile(), hand[static_cast<std::size_t>(t.selected())]);
    EXPECT_EQ(marks_are(t, t.matched_tile()), "");
    EXPECT_EQ(testing::window_vs_uncached(t), "");
}

TEST(MatchedTiles, NothingIsMarkedBehindThePrivacyScreenNorOnAnothersTurn) {
    Hotseat h;
    h.play();
    if (HasFatalFailure()) return;
    TableWidget& t = *h.t;
    GameController& c = *h.c;
    // East points at a tile, then throws another: South's screen goes up, nothing is marked.
    QTest::mouseMove(&t, t.hand_tile_center(0));
    t.repaint();
    ASSERT_TRUE(t.matched_tile());
    const SeatView v = c.game().view(Seat::East);
    ASSERT_TRUE(c.submit(Action::discard(v.last_drawn)));
    ASSERT_TRUE(wait_until([&] { return c.privacy() || c.awaiting_human(); }));
    // (A claim offered to another human also raises the screen.)
    ASSERT_TRUE(c.privacy());
    t.repaint();
    EXPECT_EQ(t.matched_tile(), std::nullopt);
    EXPECT_EQ(marks_are(t, std::nullopt), "");
    EXPECT_EQ(testing::window_vs_uncached(t), "");
}

// One human against three AI seats: the same marks, by the mouse and by the keys' selection.
TEST(MatchedTiles, AgainstTheAiTooTheTilePointedAtMarksItsCopies) {
    MainWindow w(testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 9));
    w.show();
    GameController* c = w.controller();
    TableWidget* t = w.table();
    w.start();
    // Throw the fresh draw until a pond holds a copy of a tile in hand.
    for (int guard = 0; guard < 30; ++guard) {
        ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }));
        if (c->game().state().phase == Phase::Turn && holds_a_tile_out(*t, c->game().state()))
            break;
        ASSERT_TRUE(c->submit(throw_the_draw(c->game().view(Seat::East))));
    }
    ASSERT_EQ(c->game().state().phase, Phase::Turn);
    const std::vector<Tile> hand = t->hand_tiles();
    int most = 0;
    for (int k = 0; k < static_cast<int>(hand.size()); ++k) {
        QTest::mouseMove(t, t->hand_tile_center(k));
        t->repaint();
        int n = 0;
        EXPECT_EQ(marks_are(*t, hand[static_cast<std::size_t>(k)], &n), "");
        most = std::max(most, n);
    }
    EXPECT_GE(most, 1);
    QTest::mouseMove(t, QPoint(5, 5));
    t->repaint();
    ASSERT_GE(t->selected(), 0);
    EXPECT_EQ(t->matched_tile(), hand[static_cast<std::size_t>(t->selected())]);
    EXPECT_EQ(marks_are(*t, t->matched_tile()), "");
}

// A replay (or a table of AI seats alone): the hand at the bottom can be pointed at too, in the
// view of all hands and in a seat's own, and its copies are marked; a click on it plays nothing.
TEST(MatchedTiles, InAReplayTheHandAtTheBottomMarksItsCopies) {
    ViewerOnAHand h;
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&h.v));
    TableWidget& t = h.t;
    RecordedFeed& feed = h.feed;
    for (const std::optional<Seat> view :
         {std::optional<Seat>(), std::optional<Seat>(Seat::South)}) {
        feed.set_view(view);
        // The first position where the bottom hand holds a tile that lies in a pond.
        const int at = h.seek_to_first([&] { return holds_a_tile_out(t, feed.shown()); });
        ASSERT_LT(at, h.size);
        ASSERT_TRUE(testing::settle_paints(t, [&] { return !t.animating(); }));
        const std::vector<Tile> hand = t.hand_tiles();
        int most = 0;
        for (int k = 0; k < static_cast<int>(hand.size()); ++k) {
            QTest::mouseMove(&t, t.hand_tile_center(k));
            t.repaint();
            EXPECT_EQ(t.matched_tile(), hand[static_cast<std::size_t>(k)]);
            int n = 0;
            EXPECT_EQ(marks_are(t, hand[static_cast<std::size_t>(k)], &n), "");
            most = std::max(most, n);
            EXPECT_EQ(testing::window_vs_uncached(t), "");
        }
        EXPECT_GE(most, 1);
        // A click changes nothing; the mouse away, nothing is marked (no turn to choose on).
        QTest::mouseClick(&t, Qt::LeftButton, {}, t.hand_tile_center(0));
        EXPECT_EQ(feed.position(), at);
        QTest::mouseMove(&t, QPoint(5, 5));
        t.repaint();
        EXPECT_EQ(t.matched_tile(), std::nullopt);
        EXPECT_EQ(marks_are(t, std::nullopt), "");
    }
}

// In a replay's view of all hands, the other three hands can be pointed at too: each tile's
// copies are marked, as for the hand at the bottom. In a seat's own view the others are backs,
// and pointing at them marks nothing.
TEST(MatchedTiles, InAReplayEveryFaceUpHandMarksItsCopies) {
    ViewerOnAHand h;
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&h.v));
    TableWidget& t = h.t;
    RecordedFeed& feed = h.feed;
    feed.set_view(std::nullopt);
    const std::array<Seat, 3> others{Seat::South, Seat::West, Seat::North};
    // The first position where each of the three holds a tile out.
    const int at = h.seek_to_first([&] {
        return std::all_of(others.begin(), others.end(),
                           [&](Seat s) { return holds_a_tile_out(t.hand_tiles(s), feed.shown()); });
    });
    ASSERT_LT(at, h.size);
    ASSERT_TRUE(testing::settle_paints(t, [&] { return !t.animating(); }));
    for (const Seat s : others) {
        ASSERT_TRUE(t.face_up(s));
        const std::vector<Tile> hand = t.hand_tiles(s);
        int most = 0;
        for (int k = 0; k < static_cast<int>(hand.size()); ++k) {
            QTest::mouseMove(&t, t.hand_tile_center(s, k));
            t.repaint();
            ASSERT_EQ(t.matched_tile(), hand[static_cast<std::size_t>(k)])
                << seat_letter(s) << " tile " << k;
            int n = 0;
            EXPECT_EQ(marks_are(t, hand[static_cast<std::size_t>(k)], &n), "");
            most = std::max(most, n);
            EXPECT_EQ(testing::window_vs_uncached(t), "");
        }
        EXPECT_GE(most, 1) << seat_letter(s);
    }
    QTest::mouseMove(&t, QPoint(5, 5));
    t.repaint();
    EXPECT_EQ(t.matched_tile(), std::nullopt);
    // South's own view: West's and North's hands are backs; South sits at the bottom.
    feed.set_view(Seat::South);
    ASSERT_TRUE(testing::settle_paints(t, [&] { return !t.animating(); }));
    for (const Seat s : {Seat::West, Seat::North, Seat::East}) {
        ASSERT_FALSE(t.face_up(s));
        for (int k = 0; k < static_cast<int>(t.hand_tiles(s).size()); ++k) {
            QTest::mouseMove(&t, t.hand_tile_center(s, k));
            t.repaint();
            EXPECT_EQ(t.matched_tile(), std::nullopt) << seat_letter(s) << " tile " << k;
            EXPECT_EQ(marks_are(t, std::nullopt), "");
        }
    }
    QTest::mouseMove(&t, QPoint(5, 5));
}

}  // namespace
}  // namespace haolao::ui
