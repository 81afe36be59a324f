// SPDX-License-Identifier: GPL-3.0-or-later
// A Handan pot (claims, kong money, 跟打, several winners) downstream of its file: the replay
// viewer opens it and seeks through every position, the history window lists it and opens it in
// the viewer, and the review panel reviews it, claims shown with their action and ranked as
// other decisions (the advisor's candidates listed). With HAOLAO_SCREENSHOT_DIR set, the history
// window and the review panel are saved as history-handan.png and review-handan.png.
#include <gtest/gtest.h>

// Before any Qt header: its `slots` macro would break SelfplayResult::slots.
#include "haolao/selfplay.h"  // IWYU pragma: keep

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <filesystem>
#include <variant>

#include "haolao/replay.h"
#include "haolao/review.h"
#include "haolao/ruleset.h"
#include "historywindow.h"
#include "i18n.h"
#include "recordedfeed.h"
#include "replayviewer.h"
#include "resultdialogs.h"
#include "reviewpanel.h"
#include "store.h"

namespace haolao::ui {
namespace {

bool settle_until(const std::function<bool()>& done, int ms) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return done();
}

// A seeded Handan pot (self-play, East a human) as a Replay.
const Replay& handan_pot() {
    static const Replay replay = [] {
        QTemporaryDir tmp;
        SelfplayConfig config;
        config.rules = handan_ruleset();
        config.seed = 5;
        config.pots = 1;
        config.replay_dir = tmp.path().toStdString();
        run_selfplay(config);
        Replay r = parse_replay(read_replay_file(tmp.path().toStdString() + "/pot-000000.jsonl"));
        r.header.seats[0] = ReplaySeat{"human", ""};
        return r;
    }();
    return replay;
}

// The pot cut after its first hand that has a claim (the review of a whole pot with the
// default budget takes long).
Replay first_claim_hand() {
    Replay r = handan_pot();
    std::vector<Event> cut;
    bool claimed = false;
    for (const Event& e : r.events) {
        cut.push_back(e);
        claimed |= std::holds_alternative<Claimed>(e);
        if (claimed && std::holds_alternative<HandEnded>(e)) break;
    }
    r.events = std::move(cut);
    return r;
}

TEST(HandanViewer, OpensAndSeeksEveryPosition) {
    clear_language();
    const Replay& pot = handan_pot();
    ReplayViewer v(pot, QStringLiteral("handan"));
    v.resize(1200, 800);
    v.show();
    ASSERT_EQ(v.feed()->size(), static_cast<int>(pot.events.size()));
    for (int i = 0; i <= v.feed()->size(); i += 7) v.seek(i);
    v.seek(v.feed()->size());
    EXPECT_FALSE(v.position_text().isEmpty());
}

TEST(HandanViewer, HistoryWindowListsAndOpensIt) {
    clear_language();
    QTemporaryDir dir;
    QDir().mkpath(dir.path() + "/pots");
    const Replay& pot = handan_pot();
    save_replay((dir.path() + "/pots/pot-20261202-050000-1.jsonl").toStdString(), pot.header,
                pot.events);
    auto store = store::Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    const auto pots = store->pots();
    ASSERT_EQ(pots.size(), 1u);
    EXPECT_EQ(pots[0].preset, QStringLiteral("handan"));
    EXPECT_TRUE(pots[0].finished);
    HistoryWindow w(*store);
    w.resize(1280, 800);
    w.show();
    ASSERT_TRUE(w.select(pots[0].id, 1));
    if (const QString shots = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR"); !shots.isEmpty()) {
        settle_until([] { return false; }, 300);
        EXPECT_TRUE(w.grab().save(QDir(shots).filePath(QStringLiteral("history-handan.png"))));
    }
    ReplayViewer* v = w.open_selected();
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(v->feed()->size(), static_cast<int>(pot.events.size()));
    EXPECT_EQ(v->feed()->current_hand(), 1);
    delete v;
}

TEST(HandanViewer, ReviewPanelRanksClaims) {
    clear_language();
    const Replay pot = first_claim_hand();
    // The seat with the most claims in that hand.
    std::array<int, 4> claims{};
    for (const Event& e : pot.events)
        if (const auto* c = std::get_if<Claimed>(&e))
            ++claims[static_cast<std::size_t>(index(c->seat))];
    const auto best = std::max_element(claims.begin(), claims.end());
    ASSERT_GT(*best, 0);
    const Seat seat = seat_from_index(static_cast<int>(best - claims.begin()));
    ReviewPanel panel(pot, seat);
    panel.set_budget(AdviceBudget{2, 0});
    panel.resize(520, 720);
    panel.show();
    QSignalSpy finished(&panel, &ReviewPanel::review_finished);
    panel.findChild<QPushButton*>(QStringLiteral("review"))->click();
    ASSERT_TRUE(settle_until([&] { return finished.count() == 1; }, 120000));
    ASSERT_TRUE(panel.has_review());
    EXPECT_TRUE(panel.error().isEmpty()) << panel.error().toStdString();
    const Review& got = panel.review();
    EXPECT_EQ(got.unranked, 0);  // the advisor ranks Handan claims and kongs as other decisions
    auto* table = panel.findChild<QTableWidget*>(QStringLiteral("decisions"));
    ASSERT_EQ(table->rowCount(), static_cast<int>(got.decisions.size()));
    int pong_rows = 0;
    for (int r = 0; r < table->rowCount(); ++r) {
        const ReviewDecision& d = got.decisions[static_cast<std::size_t>(r)];
        const QString text = table->item(r, 1)->text();
        const QString tile = QString::fromStdString(d.chosen.tile.str());
        if (d.chosen.type == ActionType::Pong) {
            EXPECT_EQ(text, QStringLiteral("pong ") + tile);
        }
        if (d.chosen.type == ActionType::ExposedKong) {
            EXPECT_EQ(text, QStringLiteral("exposed kong ") + tile);
        }
        if (d.chosen.type == ActionType::AddedKong) {
            EXPECT_EQ(text, QStringLiteral("added kong ") + tile);
        }
        if (d.chosen.type == ActionType::Pass) {
            EXPECT_EQ(text, QStringLiteral("pass"));
        }
        EXPECT_TRUE(d.ranked) << r;
        EXPECT_NE(table->item(r, 2)->text(), QStringLiteral("not ranked")) << r;
        if (d.chosen.type == ActionType::Pong || d.chosen.type == ActionType::ExposedKong) {
            ++pong_rows;
            // The claim's candidates are listed as for a Hefei decision, the pong among them.
            panel.select_decision(r);
            auto* candidates = panel.findChild<QTableWidget*>(QStringLiteral("candidates"));
            ASSERT_NE(candidates, nullptr);
            EXPECT_EQ(candidates->rowCount(), static_cast<int>(d.candidates.size()));
            EXPECT_GE(candidates->rowCount(), 2) << r;  // the claim and pass at least
        }
    }
    EXPECT_EQ(pong_rows, *best);
    const QString summary = panel.findChild<QLabel*>(QStringLiteral("summary"))->text();
    EXPECT_FALSE(summary.contains(QStringLiteral("Not ranked"))) << summary.toStdString();
    // Handan is settled in 番: the figures are named so, not "points".
    EXPECT_TRUE(summary.contains(QStringLiteral("Expected 番 lost"))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(QStringLiteral("points"))) << summary.toStdString();
    auto* candidates = panel.findChild<QTableWidget*>(QStringLiteral("candidates"));
    ASSERT_NE(candidates, nullptr);
    EXPECT_EQ(candidates->horizontalHeaderItem(1)->text(), QStringLiteral("Expected 番"));
    auto* worst = panel.findChild<QListWidget*>(QStringLiteral("worst"));
    ASSERT_NE(worst, nullptr);
    for (int i = 0; i < worst->count(); ++i)
        EXPECT_FALSE(worst->item(i)->text().contains(QStringLiteral("points")))
            << worst->item(i)->text().toStdString();
    if (const QString shots = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR"); !shots.isEmpty()) {
        for (int r = 0; r < table->rowCount(); ++r)
            if (got.decisions[static_cast<std::size_t>(r)].chosen.type == ActionType::Pong) {
                panel.select_decision(r);
                break;
            }
        settle_until([] { return false; }, 300);
        EXPECT_TRUE(panel.grab().save(QDir(shots).filePath(QStringLiteral("review-handan.png"))));
    }
}

}  // namespace
}  // namespace haolao::ui
