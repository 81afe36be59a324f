// SPDX-License-Identifier: GPL-3.0-or-later
// Hot-seat privacy at every human decision, with 2, 3 and 4 humans (the humans' moves chosen by
// an agent and submitted through the feed): everything the table shows — panel labels, the
// prompt, hint and waits lines (also while hovering tiles), the advice behind the hint marks,
// tooltips, every face-up tile — is what the deciding seat may see: its own hand and public
// information only; behind the privacy screen no hint, mark, outlined button or tooltip.
#include <gtest/gtest.h>

#include <QDialog>
#include <QPushButton>
#include <QTest>
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "haolao/advisor.h"
#include "haolao/hints.h"
#include "mainwindow.h"
#include "names.h"
#include "settings.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

// The hint line (and tooltip) the table must show `me` (hints on), from `me`'s own view only:
// the advisor on me's SeatView (Game::view: its hand, public information and its legal
// actions) with `me`'s agent seed; `hover`: the tile under
// the mouse (else none).
struct Expected {
    QString line;
    QString tip;
};
std::vector<Advice> own_advice(const GameController& c, Seat me) {
    if (!c.awaiting_human()) return {};
    return advise(c.game().view(me), {}, agent_seed(c.seed(), me));
}
Expected expected_hint(const GameController& c, Seat me, std::optional<Tile> hover) {
    const GameState& st = c.shown();
    const std::vector<Advice> advice = own_advice(c, me);
    if (!advice.empty()) {
        if (hover && st.phase == Phase::Turn)
            for (const Advice& a : advice)
                if (a.action == Action::discard(*hover))
                    return {TableWidget::discard_line(a), TableWidget::risk_tip(a, st)};
        return {TableWidget::advice_line(advice, false), {}};
    }
    const SeatHints h = seat_hints(Game::view_of(c.rules(), st, me));
    if (!h.waits.empty()) {
        QStringList parts;
        for (const Wait& w : h.waits)
            parts << TableWidget::tr("%1 (%2 left)").arg(tile_name(w.tile)).arg(w.remaining);
        return {TableWidget::tr("Waits: %1").arg(parts.join(QStringLiteral(", "))), {}};
    }
    return {};
}

// Every text a widget of the table exposes beyond its painting: tooltips, button texts.
std::vector<QString> widget_texts(const TableWidget& t) {
    std::vector<QString> out{t.toolTip()};
    for (const QWidget* w : t.findChildren<QWidget*>()) {
        if (!w->isVisible()) continue;
        out.push_back(w->toolTip());
        if (const auto* b = qobject_cast<const QPushButton*>(w)) out.push_back(b->text());
    }
    return out;
}

struct Case {
    std::array<std::string, 4> seats;
    std::uint64_t seed;
};
void PrintTo(const Case& c, std::ostream* os) {
    for (const std::string& s : c.seats) *os << s << ' ';
    *os << "seed " << c.seed;
}

class HotSeatPrivacy : public ::testing::TestWithParam<Case> {};

TEST_P(HotSeatPrivacy, EveryDecisionShowsOnlyWhatTheDecidingSeatMaySee) {
    MainWindow w(testing::quiet_options(GetParam().seats, GetParam().seed));
    w.show();
    TableWidget* t = w.table();
    t->set_confirm_pass(false);
    t->set_hints(true);
    GameController* c = w.controller();
    const TableFeed& feed = *c;
    // The names the settings give (the first human "You", the next "Player 2"…), as in the game.
    Settings settings;
    std::array<QString, 4> names;
    for (int i = 0; i < 4; ++i)
        settings.seats[static_cast<std::size_t>(i)].kind =
            GetParam().seats[static_cast<std::size_t>(i)];
    for (int i = 0; i < 4; ++i)
        names[static_cast<std::size_t>(i)] = seat_name(settings, seat_from_index(i));
    c->set_seat_names(names);
    w.start();
    // The pointer may still rest where an earlier test left it, over the same tile: a move to
    // where it already is sends nothing, so the first hover would not be seen.
    QTest::mouseMove(t, QPoint(5, 5));
    auto agent = make_agent("baseline", GetParam().seed);
    std::vector<std::string> problems;
    auto fail = [&](Seat me, const std::string& what) {
        problems.push_back("event " + std::to_string(feed.shown_count()) + ", " +
                           std::string(1, seat_letter(me)) + " deciding: " + what);
    };
    int decisions = 0;
    int handovers = 0;
    int hinted_turns = 0;
    int hands = 0;
    std::vector<double> advice_ms;  // the advisor's time per decision, in the GUI thread
    std::optional<Seat> last;
    for (int step = 0; step < 1200; ++step) {
        ASSERT_TRUE(wait_until(
            [&] { return c->privacy() || c->awaiting_human() || w.hand_dialog() != nullptr; }));
        if (w.hand_dialog()) {
            // Two hands each: the next one starts with a handover too.
            if (++hands == 2) break;
            ASSERT_TRUE(testing::close_hand_result(w));
            continue;
        }
        if (c->privacy()) {
            t->repaint();
            for (const auto& d : t->drawn_tiles())
                if (d.place == TableWidget::TilePlace::Hand && d.face)
                    fail(c->viewer(), "a hand tile face up behind the screen");
            if (!t->hint_line().isEmpty()) fail(c->viewer(), "a hint behind the screen");
            if (!t->advice_now().empty()) fail(c->viewer(), "advice behind the screen");
            if (t->hinted_button()) fail(c->viewer(), "a hinted button behind the screen");
            if (!t->toolTip().isEmpty()) fail(c->viewer(), "a tooltip behind the screen");
            for (int k = 0; k < 14; ++k)
                if (t->tile_danger(k) || t->tile_hinted(k))
                    fail(c->viewer(), "a hint mark behind the screen");
            QTest::keyClick(t, Qt::Key_Space);
            ASSERT_TRUE(c->awaiting_human());
        }
        const Seat me = feed.viewer();
        if (last && *last != me) ++handovers;
        last = me;
        ++decisions;
        t->repaint();
        const GameState& st = feed.shown();
        // Face-up tiles: only `me`'s concealed hand, exactly as held.
        std::vector<Tile> mine;
        for (const auto& d : t->drawn_tiles()) {
            if (d.place != TableWidget::TilePlace::Hand &&
                d.place != TableWidget::TilePlace::InFlight)
                continue;
            if (d.face && d.seat != me)
                fail(me,
                     "seat " + std::string(1, seat_letter(*d.seat)) + "'s concealed tile face up");
            if (d.face && d.seat == me && d.place == TableWidget::TilePlace::Hand)
                mine.push_back(*d.face);
        }
        std::vector<Tile> held = to_tiles(st.seat(me).hand.concealed);
        std::sort(mine.begin(), mine.end());
        std::sort(held.begin(), held.end());
        if (mine != held) fail(me, "its own hand is not drawn as held");
        // Panel labels: "You" on the deciding human's panel only.
        const QString you = feed.seat_label(me);
        if (you != GameController::tr("You")) fail(me, "own panel reads " + you.toStdString());
        for (int i = 0; i < 4; ++i) {
            const Seat s = seat_from_index(i);
            if (s != me && feed.seat_label(s) == you)
                fail(me, "seat " + std::string(1, seat_letter(s)) + "'s panel also reads You");
        }
        const std::vector<QString>& texts = t->drawn_texts();
        if (std::count(texts.begin(), texts.end(), you) != 1)
            fail(me, "\"You\" drawn " +
                         std::to_string(std::count(texts.begin(), texts.end(), you)) + " times");
        // The hint / waits line: exactly what `me`'s own view gives; the advice is the
        // advisor's on `me`'s own view.
        const QString want = expected_hint(*c, me, std::nullopt).line;
        if (t->advice_now() != own_advice(*c, me)) fail(me, "advice not from its own view");
        if (t->hint_line() != want)
            fail(me, "hint line \"" + t->hint_line().toStdString() + "\", want \"" +
                         want.toStdString() + "\"");
        if (st.phase == Phase::Turn && !st.seat(me).declared && !want.isEmpty()) ++hinted_turns;
        // No other seat's hint or waits anywhere.
        for (int i = 0; i < 4; ++i) {
            const Seat s = seat_from_index(i);
            if (s == me || !c->human_seat(s)) continue;
            const SeatHints other = seat_hints(Game::view_of(feed.rules(), st, s));
            if (other.waits.empty()) continue;
            QStringList parts;
            for (const Wait& wt : other.waits)
                parts << TableWidget::tr("%1 (%2 left)").arg(tile_name(wt.tile)).arg(wt.remaining);
            const QString theirs =
                TableWidget::tr("Waits: %1").arg(parts.join(QStringLiteral(", ")));
            if (theirs != want && std::find(texts.begin(), texts.end(), theirs) != texts.end())
                fail(me, "seat " + std::string(1, seat_letter(s)) + "'s waits shown");
        }
        // Tooltips and button texts: nothing about hands (the table has no tooltip).
        for (const QString& text : widget_texts(*t))
            if (text.contains(QStringLiteral("Waits")) || text.contains(QStringLiteral("Hint")))
                fail(me, "a widget text carries a hint: " + text.toStdString());
        // Hover texts, over the first and the last tile of the hand.
        const auto tiles = t->hand_tiles();
        for (int k : {0, static_cast<int>(tiles.size()) - 1}) {
            if (k < 0 || st.phase != Phase::Turn) break;
            QTest::mouseMove(t, t->hand_tile_center(k));
            t->repaint();
            const Expected hover = expected_hint(*c, me, tiles[static_cast<std::size_t>(k)]);
            if (t->hint_line() != hover.line)
                fail(me, "hover line \"" + t->hint_line().toStdString() + "\", want \"" +
                             hover.line.toStdString() + "\"");
            if (t->toolTip() != hover.tip)
                fail(me, "hover tooltip \"" + t->toolTip().toStdString() + "\", want \"" +
                             hover.tip.toStdString() + "\"");
        }
        QTest::mouseMove(t, QPoint(5, 5));
        if (!problems.empty()) break;
        if (!t->advice_now().empty()) advice_ms.push_back(c->advice_ms());
        // The agent chooses for the human, through the feed.
        ASSERT_TRUE(c->submit(agent->decide(c->game().view(me))));
    }
    EXPECT_TRUE(problems.empty()) << problems.front();
    EXPECT_GT(decisions, 10);
    EXPECT_GT(handovers, 2);
    EXPECT_GT(hinted_turns, 0);
    if (!advice_ms.empty()) {
        std::sort(advice_ms.begin(), advice_ms.end());
        std::cout << "[ advice  ] " << advice_ms.size() << " decisions, median "
                  << advice_ms[advice_ms.size() / 2] << " ms, max " << advice_ms.back() << " ms\n";
    }
}

INSTANTIATE_TEST_SUITE_P(Humans, HotSeatPrivacy,
                         ::testing::Values(Case{{"human", "baseline", "human", "baseline"}, 1},
                                           Case{{"human", "human", "baseline", "baseline"}, 4},
                                           Case{{"human", "human", "baseline", "human"}, 2},
                                           Case{{"human", "human", "human", "human"}, 3},
                                           Case{{"human", "human", "human", "human"}, 8}),
                         [](const ::testing::TestParamInfo<Case>& info) {
                             const auto& s = info.param.seats;
                             const long n = std::count(s.begin(), s.end(), std::string("human"));
                             return std::to_string(n) + "humans_seed" +
                                    std::to_string(info.param.seed);
                         });

}  // namespace
}  // namespace haolao::ui
