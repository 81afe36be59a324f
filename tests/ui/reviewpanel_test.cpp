// SPDX-License-Identifier: GPL-3.0-or-later
// ReviewPanel (ui/reviewpanel.h) offscreen: a review run on a worker thread gives review_pot's
// numbers, "Differences only" hides the matches, previous / next difference and the worst list
// select decisions (decision_selected carries the event index), Cancel stops early. With
// HAOLAO_SCREENSHOT_DIR set, the panel is saved there as review-panel.png.
#include <gtest/gtest.h>

#include <QCheckBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <array>
#include <memory>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/replay.h"
#include "haolao/review.h"
#include "replayviewer.h"
#include "resultdialogs.h"
#include "reviewpanel.h"
#include "table_test_util.h"
#include "tablewidget.h"
#include "uncached_paint.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

// Two hands of hefei-classic, baseline in South (a seat with differences), normal elsewhere.
const Replay& small_pot() {
    static const Replay pot = [] {
        Replay r;
        r.header.rules = ruleset_by_id("hefei-classic");
        r.header.rules.pot_length = PotLength::Hands;
        r.header.rules.pot_hands = 2;
        r.header.seed = 4;
        std::array<std::unique_ptr<Agent>, 4> owned;
        std::array<Agent*, 4> agents{};
        for (std::size_t i = 0; i < 4; ++i) {
            r.header.seats[i].agent = i == 1 ? "baseline" : "normal";
            owned[i] = make_agent(r.header.seats[i].agent,
                                  agent_seed(r.header.seed, seat_from_index(static_cast<int>(i))));
            agents[i] = owned[i].get();
        }
        Game game(r.header.rules, r.header.seed);
        play_pot(game, agents);
        r.events = game.events();
        return parse_replay(write_replay(r.header, r.events));
    }();
    return pot;
}

template <class W>
W* child(const QWidget& panel, const char* name) {
    W* w = panel.findChild<W*>(QString::fromLatin1(name));
    EXPECT_NE(w, nullptr) << name;
    return w;
}

bool run_review(ReviewPanel& panel) {
    QSignalSpy finished(&panel, &ReviewPanel::review_finished);
    child<QPushButton>(panel, "review")->click();
    return wait_until([&] { return finished.count() == 1; }, 30000);
}

int visible_rows(const QTableWidget& table) {
    int n = 0;
    for (int r = 0; r < table.rowCount(); ++r) n += !table.isRowHidden(r);
    return n;
}

TEST(ReviewPanel, SummaryIsReviewPots) {
    const Replay& pot = small_pot();
    ReviewPanel panel(pot, Seat::South);
    panel.resize(520, 720);
    panel.show();
    ASSERT_TRUE(run_review(panel));
    ASSERT_TRUE(panel.has_review());
    EXPECT_TRUE(panel.error().isEmpty());

    const Review expected = review_pot(pot.header, pot.events, Seat::South);
    const Review& got = panel.review();
    EXPECT_FALSE(got.cancelled);
    ASSERT_EQ(got.decisions.size(), expected.decisions.size());
    EXPECT_EQ(got.match_rate, expected.match_rate);
    EXPECT_EQ(got.ev_lost, expected.ev_lost);
    EXPECT_EQ(got.worst, expected.worst);
    ASSERT_FALSE(expected.worst.empty()) << "the baseline seat should differ somewhere";

    const QString summary = child<QLabel>(panel, "summary")->text();
    EXPECT_TRUE(summary.contains(QString::number(expected.match_rate * 100.0, 'f', 1)))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QString::number(expected.ev_lost, 'f', 2)))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("Expected points lost"))) << summary.toStdString();
    EXPECT_EQ(child<QTableWidget>(panel, "candidates")->horizontalHeaderItem(1)->text(),
              QStringLiteral("Expected points"));
    auto* table = child<QTableWidget>(panel, "decisions");
    EXPECT_EQ(table->rowCount(), static_cast<int>(expected.decisions.size()));
    EXPECT_EQ(child<QListWidget>(panel, "worst")->count(), static_cast<int>(expected.worst.size()));
    auto* bar = child<QProgressBar>(panel, "progress");
    EXPECT_EQ(bar->value(), bar->maximum());
    EXPECT_TRUE(child<QPushButton>(panel, "review")->isEnabled());
    EXPECT_FALSE(child<QPushButton>(panel, "cancel")->isEnabled());

    // Actions in the table's notation.
    const ReviewDecision& d = expected.decisions.front();
    if (d.chosen.type == ActionType::Discard && !d.chosen.declare) {
        EXPECT_EQ(table->item(0, 1)->text(),
                  QStringLiteral("discard ") + QString::fromStdString(d.chosen.tile.str()));
    }

    if (const QString dir = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR"); !dir.isEmpty()) {
        panel.findChild<QCheckBox*>(QStringLiteral("differences_only"))->setChecked(true);
        panel.select_decision(static_cast<int>(expected.worst.front()));
        // Let the item views lay out and scroll (their layout is deferred).
        QElapsedTimer settle;
        settle.start();
        while (settle.elapsed() < 200) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        EXPECT_TRUE(panel.grab().save(QDir(dir).filePath(QStringLiteral("review-panel.png"))));
    }
}

// The Match column: ✓ for the advisor's own choice, ≈ for another choice within the threshold
// (a match, as review_pot counts it), ✗ for a difference. Another choice said ✓ too, so "kong 4m"
// beside "discard 3s" read as if they were the same.
TEST(ReviewPanel, TheMatchColumnTellsAnotherChoiceAsGoodFromTheSame) {
    const Replay& pot = small_pot();
    int near = 0;
    for (const Seat s : {Seat::East, Seat::South, Seat::West, Seat::North}) {
        ReviewPanel panel(pot, s);
        panel.show();
        ASSERT_TRUE(run_review(panel));
        const Review& review = panel.review();
        auto* table = child<QTableWidget>(panel, "decisions");
        ASSERT_EQ(table->rowCount(), static_cast<int>(review.decisions.size()));
        for (int r = 0; r < table->rowCount(); ++r) {
            const ReviewDecision& d = review.decisions[static_cast<std::size_t>(r)];
            if (!d.ranked) continue;
            const QTableWidgetItem* cell = table->item(r, 4);
            ASSERT_NE(cell, nullptr);
            const bool same = d.chosen == d.best;
            const std::string want = !d.match ? "✗" : same ? "✓" : "≈";
            EXPECT_EQ(cell->text().toStdString(), want) << r;
            if (d.match && !same) {
                ++near;
                EXPECT_TRUE(cell->toolTip().contains(QStringLiteral("within 0.1 points")))
                    << cell->toolTip().toStdString();
            }
        }
    }
    EXPECT_GT(near, 0) << "no other choice as good as the advisor's in the pot: the rig is weak";
}

TEST(ReviewPanel, DifferencesOnlyAndSelection) {
    const Replay& pot = small_pot();
    ReviewPanel panel(pot, Seat::South);
    panel.show();
    ASSERT_TRUE(run_review(panel));
    const Review& review = panel.review();
    int differences = 0;
    for (const ReviewDecision& d : review.decisions) differences += !d.match;
    ASSERT_GT(differences, 0);
    ASSERT_LT(differences, static_cast<int>(review.decisions.size()));

    auto* table = child<QTableWidget>(panel, "decisions");
    auto* only = child<QCheckBox>(panel, "differences_only");
    EXPECT_EQ(visible_rows(*table), table->rowCount());
    only->setChecked(true);
    EXPECT_EQ(visible_rows(*table), differences);
    for (int r = 0; r < table->rowCount(); ++r)
        if (!table->isRowHidden(r)) {
            EXPECT_FALSE(review.decisions[static_cast<std::size_t>(r)].match) << r;
        }
    only->setChecked(false);
    EXPECT_EQ(visible_rows(*table), table->rowCount());

    // Selecting a row emits its event index and lists its candidates.
    QSignalSpy selected(&panel, &ReviewPanel::decision_selected);
    table->selectRow(0);
    ASSERT_EQ(selected.count(), 1);
    EXPECT_EQ(selected.takeFirst().at(0).toInt(), static_cast<int>(review.decisions[0].event));
    EXPECT_EQ(child<QTableWidget>(panel, "candidates")->rowCount(),
              static_cast<int>(review.decisions[0].candidates.size()));

    // Next / previous difference walk the non-matching decisions in order.
    std::vector<int> diffs;
    for (std::size_t i = 0; i < review.decisions.size(); ++i)
        if (!review.decisions[i].match) diffs.push_back(static_cast<int>(i));
    table->clearSelection();
    selected.clear();
    for (int i : diffs) {
        child<QPushButton>(panel, "next_difference")->click();
        EXPECT_EQ(panel.selected_decision(), i);
    }
    ASSERT_EQ(selected.count(), static_cast<int>(diffs.size()));
    EXPECT_EQ(selected.back().at(0).toInt(),
              static_cast<int>(review.decisions[static_cast<std::size_t>(diffs.back())].event));
    child<QPushButton>(panel, "next_difference")->click();  // none after the last
    EXPECT_EQ(panel.selected_decision(), diffs.back());
    if (diffs.size() > 1) {
        child<QPushButton>(panel, "previous_difference")->click();
        EXPECT_EQ(panel.selected_decision(), diffs[diffs.size() - 2]);
    }

    // A click on a worst decision selects it.
    auto* worst = child<QListWidget>(panel, "worst");
    ASSERT_GT(worst->count(), 0);
    selected.clear();
    emit worst->itemClicked(worst->item(0));
    EXPECT_EQ(panel.selected_decision(), static_cast<int>(review.worst.front()));
    ASSERT_EQ(selected.count(), 1);
    EXPECT_EQ(selected.front().at(0).toInt(),
              static_cast<int>(review.decisions[review.worst.front()].event));
}

TEST(ReviewPanel, CancelStopsEarly) {
    const Replay& pot = small_pot();
    const int total = count_decisions(pot.events, Seat::South);
    ReviewPanel panel(pot, Seat::South);
    panel.set_budget(AdviceBudget{kAdviceMaxSimulations, 0});  // slow: each decision takes long
    panel.show();
    QSignalSpy finished(&panel, &ReviewPanel::review_finished);
    child<QPushButton>(panel, "review")->click();
    EXPECT_TRUE(panel.running());
    EXPECT_TRUE(child<QPushButton>(panel, "cancel")->isEnabled());
    child<QPushButton>(panel, "cancel")->click();
    ASSERT_TRUE(wait_until([&] { return finished.count() == 1; }, 60000));
    EXPECT_FALSE(panel.running());
    EXPECT_TRUE(panel.review().cancelled);
    EXPECT_LT(static_cast<int>(panel.review().decisions.size()), total);
    EXPECT_TRUE(child<QLabel>(panel, "summary")->text().contains(QStringLiteral("Cancelled")));
}

TEST(ReviewPanel, ClosingWhileRunningWaitsForTheWorker) {
    const Replay& pot = small_pot();
    auto panel = std::make_unique<ReviewPanel>(pot, Seat::East);
    panel->set_budget(AdviceBudget{kAdviceMaxSimulations, 0});
    panel->start();
    EXPECT_TRUE(panel->running());
    panel.reset();  // cancels and joins; nothing left to crash later
    QCoreApplication::processEvents();
}

// In the replay viewer: "Review… (R)" opens the panel for the chosen seat beside the table and
// starts it; choosing a decision seeks the viewer to just before it.
TEST(ReviewPanel, InTheViewerADecisionSeeksTheTable) {
    ReplayViewer viewer(small_pot(), QStringLiteral("small pot"));
    viewer.show();
    viewer.set_decision_seat(Seat::South);
    auto* open = viewer.findChild<QToolButton*>(QStringLiteral("open_review"));
    ASSERT_NE(open, nullptr);
    open->click();
    ReviewPanel* panel = viewer.review_panel();
    ASSERT_NE(panel, nullptr);
    EXPECT_EQ(panel->seat(), Seat::South);
    ASSERT_TRUE(wait_until([&] { return panel->has_review() && !panel->running(); }, 30000));
    const Review& r = panel->review();
    ASSERT_GE(r.decisions.size(), 3u);
    for (int i : {2, 0, static_cast<int>(r.decisions.size()) - 1}) {
        panel->select_decision(i);
        EXPECT_EQ(viewer.feed()->position(),
                  static_cast<int>(r.decisions[static_cast<std::size_t>(i)].event))
            << "decision " << i;
        EXPECT_EQ(viewer.decision_seat(), Seat::South);
    }
    // Another seat replaces the panel.
    ReviewPanel* west = viewer.open_review(Seat::West);
    EXPECT_EQ(west->seat(), Seat::West);
    EXPECT_EQ(viewer.findChildren<ReviewPanel*>().size(), 1);
}

// The window as the review is used: the panel opening beside the table (the table narrower),
// each decision chosen in the panel (a seek, maybe into another hand), a step forward from there,
// and another seat's panel replacing it. At each settled point the table in the window (its
// backing store) is what an uncached paint draws: a region left out of a repaint, or layers kept
// from the wider table, would show.
TEST(ReviewPanel, InTheViewerTheWindowShowsEachDecision) {
    ReplayViewer viewer(small_pot(), QStringLiteral("small pot"));
    viewer.resize(1400, 860);
    viewer.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&viewer));
    TableWidget& table = *viewer.table();
    ASSERT_EQ(table.devicePixelRatioF(), 1);  // (the offscreen grab is at logical size)
    auto expect_window_right = [&](const std::string& what) {
        const std::string d = testing::window_vs_uncached(table);
        EXPECT_TRUE(d.empty()) << what << " at " << viewer.feed()->position() << ": " << d;
    };
    viewer.feed()->seek(40);
    expect_window_right("before the panel");
    const int wide = table.width();
    ReviewPanel* panel = viewer.open_review(Seat::South);
    ASSERT_TRUE(wait_until([&] { return panel->has_review() && !panel->running(); }, 30000));
    EXPECT_LT(table.width(), wide) << "the panel did not take its place beside the table";
    expect_window_right("the panel open");
    const Review& r = panel->review();
    ASSERT_GE(r.decisions.size(), 4u);
    int hands_seen = 0;
    int last_hand = -1;
    for (std::size_t i = 0; i < r.decisions.size(); i += 3) {
        panel->select_decision(static_cast<int>(i));
        ASSERT_EQ(viewer.feed()->position(), static_cast<int>(r.decisions[i].event));
        hands_seen += viewer.feed()->current_hand() != last_hand;
        last_hand = viewer.feed()->current_hand();
        expect_window_right("decision " + std::to_string(i));
        viewer.feed()->step_forward();
        expect_window_right("a step after decision " + std::to_string(i));
    }
    EXPECT_EQ(hands_seen, 2) << "the decisions chosen did not cover both hands";
    ReviewPanel* west = viewer.open_review(Seat::West);
    ASSERT_TRUE(wait_until([&] { return west->has_review() && !west->running(); }, 30000));
    west->select_decision(0);
    expect_window_right("West's first decision");
}

}  // namespace
}  // namespace haolao::ui
