// SPDX-License-Identifier: GPL-3.0-or-later
// Game → Statistics: every figure shown for a profile against the rows worked out by hand from
// a small rigged set of pots recorded into a Store in a temporary directory; the charts' data;
// the rank card; the CSV export; the preset and date filters.
#include <gtest/gtest.h>

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QDateTimeAxis>
#include <QFile>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QValueAxis>
#include <cmath>

#include "i18n.h"
#include "names.h"
#include "rankcard.h"
#include "rigged_pots.h"
#include "statsfigures.h"
#include "statswindow.h"

namespace haolao::ui {
namespace {

using testing::by_hand;
using testing::rigged_pot;
using testing::RiggedPot;

class Stats : public testing::RiggedStoreTest {
  protected:
    void SetUp() override {
        // Ada sits East in the first two pots, South in the third (another preset).
        record({rigged_pot(QStringLiteral("pot-20261101-100000-a.jsonl"), 8, 11,
                           QStringLiteral("Ada")),
                rigged_pot(QStringLiteral("pot-20261103-100000-b.jsonl"), 6, 12,
                           QStringLiteral("Ada")),
                rigged_pot(QStringLiteral("pot-20261105-100000-c.jsonl"), 6, 13,
                           QStringLiteral("Ada"), 1, "hefei-ting")});
    }
    static store::Filter of(const QString& profile) {
        store::Filter f;
        f.profile = profile;
        return f;
    }
    static store::Filter ada() { return of(QStringLiteral("Ada")); }
};

// Ada's figures over all three pots, by hand.
testing::ByHand ada_by_hand(const std::vector<RiggedPot>& pots) {
    testing::ByHand first = by_hand({pots.data(), &pots[1]}, 0);
    testing::ByHand third = by_hand({&pots[2]}, 1);
    store::Statistics& s = first.stats;
    const store::Statistics& t = third.stats;
    s.pots += t.pots;
    s.hands += t.hands;
    s.wins += t.wins;
    s.self_draws += t.self_draws;
    s.deal_ins += t.deal_ins;
    s.haolao_wins += t.haolao_wins;
    s.kongs += t.kongs;
    s.longest_streak = std::max(s.longest_streak, t.longest_streak);
    s.points += t.points;
    for (std::size_t i = 0; i < 4; ++i) s.places[i] += t.places[i];
    s.win_value_total += t.win_value_total;
    if (t.biggest && (!s.biggest || t.biggest->deltas[1] > s.biggest->deltas[0]))
        s.biggest = t.biggest;
    first.per_hand.insert(first.per_hand.end(), third.per_hand.begin(), third.per_hand.end());
    for (int d : third.per_hand) first.rank_points = add_rank_points(first.rank_points, d);
    return first;
}

TEST_F(Stats, TheStoreCountsWhatTheEventsSay) {
    const testing::ByHand want = ada_by_hand(pots_);
    const store::Statistics got = store_->statistics(ada());
    EXPECT_EQ(got.pots, 3);
    EXPECT_EQ(got.hands, 20);
    EXPECT_EQ(got.wins, want.stats.wins);
    EXPECT_EQ(got.self_draws, want.stats.self_draws);
    EXPECT_EQ(got.deal_ins, want.stats.deal_ins);
    EXPECT_EQ(got.haolao_wins, want.stats.haolao_wins);
    EXPECT_EQ(got.kongs, want.stats.kongs);
    EXPECT_EQ(got.longest_streak, want.stats.longest_streak);
    EXPECT_EQ(got.points, want.stats.points);
    EXPECT_EQ(got.places, want.stats.places);
    EXPECT_EQ(got.win_value_total, want.stats.win_value_total);
    ASSERT_EQ(got.biggest.has_value(), want.stats.biggest.has_value());
    if (got.biggest) {
        EXPECT_EQ(got.biggest->deltas, want.stats.biggest->deltas);
    }
    std::vector<int> samples = store_->points_per_hand(ada());
    std::vector<int> by_hand_samples = want.per_hand;
    std::sort(samples.begin(), samples.end());
    std::sort(by_hand_samples.begin(), by_hand_samples.end());
    EXPECT_EQ(samples, by_hand_samples);
    // The rig is worth testing: Ada won, dealt in, and the figures are not all zero.
    EXPECT_GT(want.stats.wins, 0);
    EXPECT_GT(want.stats.deal_ins + want.stats.self_draws, 0);
    EXPECT_NE(want.stats.points, 0);
    EXPECT_GT(want.stats.longest_streak, 0);
}

TEST_F(Stats, EveryFigureShownIsTheHandWorkedOne) {
    const testing::ByHand want = ada_by_hand(pots_);
    StatsWindow w(*store_);
    w.set_filter(ada());
    store::Statistics expected = want.stats;
    for (const Figure& f : statistics_figures(expected)) {
        if (f.key == QLatin1String("biggest_hand")) continue;
        const QString shown = w.figure(f.key);
        const QString value =
            f.key.endsWith(QLatin1String("percent")) ? f.value + QLatin1Char('%') : f.value;
        EXPECT_EQ(shown, value) << f.key.toStdString();
    }
    EXPECT_EQ(w.figure(QStringLiteral("pots")), QStringLiteral("3"));
    EXPECT_EQ(w.figure(QStringLiteral("hands")), QStringLiteral("20"));
    if (expected.biggest) {
        const int gain =
            expected.biggest->deltas[static_cast<std::size_t>(index(expected.biggest->winner))];
        EXPECT_TRUE(w.biggest_text().contains(QStringLiteral("+%1").arg(gain)))
            << w.biggest_text().toStdString();
        for (const Payment& pay : expected.biggest->payments)
            for (const ItemScore& it : pay.items)
                EXPECT_TRUE(w.biggest_text().contains(item_gloss(it.item).toHtmlEscaped()));
    }
    // The rank card: Ada's rank points hand by hand, the level they give.
    EXPECT_EQ(w.rank_card()->points(), want.rank_points);
    EXPECT_EQ(w.rank_card()->level(), level_for_points(want.rank_points));
    // The charts: every hand in the histogram, one rank point per finished pot, the newest pot's
    // running balance ending at its standings.
    int hands = 0;
    for (int i = 0; i < w.histogram_set()->count(); ++i)
        hands += static_cast<int>(w.histogram_set()->at(i));
    EXPECT_EQ(hands, 20);
    ASSERT_EQ(w.rank_series()->count(), 3);
    EXPECT_EQ(static_cast<std::int64_t>(w.rank_series()->at(2).y()), want.rank_points);
    ASSERT_EQ(w.balance_pot()->count(), 3);
    w.balance_pot()->setCurrentIndex(0);  // newest: the third pot
    const std::array<int, 4> standing = by_hand({&pots_[2]}, 1).standings[0];
    for (int s = 0; s < 4; ++s) {
        QLineSeries* series = w.balance_series(s);
        ASSERT_NE(series, nullptr);
        ASSERT_EQ(series->count(), 7);  // 0, then 6 hands
        EXPECT_EQ(series->at(0).y(), 0);
        EXPECT_EQ(static_cast<int>(series->at(6).y()), standing[static_cast<std::size_t>(s)]);
    }
}

TEST_F(Stats, PresetAndDatesFilter) {
    StatsWindow w(*store_);
    store::Filter f = ada();
    f.preset = QStringLiteral("hefei-ting");
    w.set_filter(f);
    EXPECT_EQ(w.figure(QStringLiteral("pots")), QStringLiteral("1"));
    EXPECT_EQ(w.figure(QStringLiteral("hands")), QStringLiteral("6"));
    f.preset.clear();
    f.from = QDate(2026, 11, 2);
    f.to = QDate(2026, 11, 4);
    w.set_filter(f);
    EXPECT_EQ(w.figure(QStringLiteral("pots")), QStringLiteral("1"));
    EXPECT_EQ(w.figure(QStringLiteral("wins")),
              QString::number(by_hand({&pots_[1]}, 0).stats.wins));
}

TEST_F(Stats, ExportWritesTheCsvOfTheFilter) {
    StatsWindow w(*store_);
    w.set_filter(ada());
    const QString path = dir_.filePath(QStringLiteral("out.csv"));
    QString error;
    ASSERT_TRUE(w.export_csv(path, &error)) << error.toStdString();
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    const std::optional<store::Profile> p = store_->profile(QStringLiteral("Ada"));
    ASSERT_TRUE(p);
    EXPECT_EQ(text, statistics_csv(ada(), store_->statistics(ada()), p->rank_points,
                                   kept_level(p->level, p->rank_points)));
    EXPECT_TRUE(text.contains(QStringLiteral("hands,Hands,20\r\n")));
    EXPECT_FALSE(w.export_csv(dir_.filePath(QStringLiteral("no/such/dir/out.csv")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("Cannot write"))) << error.toStdString();
}

// Every number axis (rank points, hands per bin, hand number, points) has whole-number ticks on
// round steps: Qt Charts' own split 0..6 into fifths, the label "1" standing at 1.2.
TEST_F(Stats, NumberAxesTickOnWholeRoundSteps) {
    StatsWindow w(*store_);
    w.set_filter(ada());
    w.resize(1360, 880);
    w.show();
    QApplication::processEvents();
    int axes = 0;
    for (QChartView* view : w.findChildren<QChartView*>()) {
        // The rank axis runs 0.15 of a step past its end ticks (TheRankPointsAtZeroAreDrawnWhole).
        const bool rank = view->objectName() == QLatin1String("rank_chart");
        for (QAbstractAxis* a : view->chart()->axes())
            if (auto* v = qobject_cast<QValueAxis*>(a)) {
                ++axes;
                const std::string name = v->titleText().toStdString();
                EXPECT_EQ(v->tickType(), QValueAxis::TicksDynamic) << name;
                const qreal step = v->tickInterval();
                EXPECT_GE(step, 1) << name;
                EXPECT_EQ(step, std::round(step)) << name;
                const qreal margin = rank ? 0.15 * step : 0.0;
                EXPECT_NEAR(std::fmod(v->min() + margin - v->tickAnchor(), step), 0, 1e-9) << name;
                EXPECT_NEAR(std::fmod(v->max() - v->min() - 2 * margin, step), 0, 1e-9) << name;
            }
    }
    EXPECT_EQ(axes, 4);  // rank points; hands per bin; the balance's hand and points
}

// The rank chart's one axis of orientation `o`, as an `Axis`; null when there is not exactly one.
template <class Axis>
const Axis* rank_axis(const StatsWindow& w, Qt::Orientation o) {
    const auto* view = w.findChild<QChartView*>(QStringLiteral("rank_chart"));
    if (!view) return nullptr;
    const auto axes = view->chart()->axes(o);
    return axes.size() == 1 ? qobject_cast<const Axis*>(axes.front()) : nullptr;
}

// The rank chart's time axis stands on round times (time_ticks, tests/ui/statsfigures_test.cpp):
// it ran a minute or 5 % past the pots, labelled "13:59:32", "14:00:02" … for a first pot.
TEST_F(Stats, TheRankAxisStandsOnRoundTimes) {
    StatsWindow w(*store_);
    w.set_filter(ada());
    const auto* x = rank_axis<QDateTimeAxis>(w, Qt::Horizontal);
    ASSERT_NE(x, nullptr);
    for (const QDateTime& end : {x->min(), x->max()}) {
        EXPECT_EQ(end.time().minute() % 5, 0) << end.toString(Qt::ISODate).toStdString();
        EXPECT_EQ(end.time().second(), 0) << end.toString(Qt::ISODate).toStdString();
    }
    EXPECT_FALSE(x->format().contains(QStringLiteral("ss"))) << x->format().toStdString();
    EXPECT_GE(x->tickCount(), 3);
    const std::vector<store::RankPoint> points = store_->rank_history(QStringLiteral("Ada"));
    ASSERT_FALSE(points.empty());
    for (const store::RankPoint& p : points) {
        EXPECT_LT(x->min(), p.when);
        EXPECT_GT(x->max(), p.when);
    }
}

// Rank points never go below 0, so a new profile's points lie on the lowest tick; they sat on the
// plot's edge, half their mark cut off. The range runs a little past both end ticks, while the
// ticks and labels stay on whole numbers from 0 (no "-3" under the axis).
TEST_F(Stats, TheRankPointsAtZeroAreDrawnWhole) {
    // Bo's pots, the first ones lost: the profile stays at 0 points.
    std::uint64_t seed = 30;
    for (; seed < 60; ++seed) {
        RiggedPot lost = rigged_pot(QStringLiteral("pot-20261108-100000-%1.jsonl").arg(seed), 2,
                                    seed, QStringLiteral("Bo"));
        QString error;
        ASSERT_TRUE(testing::record_rigged(*store_, dir_.path(), lost, &error))
            << error.toStdString();
        const std::vector<store::RankPoint> points = store_->rank_history(QStringLiteral("Bo"));
        if (!points.empty() && points.back().rank_points > 0) break;
    }
    const std::vector<store::RankPoint> points = store_->rank_history(QStringLiteral("Bo"));
    ASSERT_GE(points.size(), 2u);
    EXPECT_EQ(points.front().rank_points, 0);  // the rig is worth testing: a point at 0
    EXPECT_GT(points.back().rank_points, 0);   // and one above it
    for (const QString& profile : {QStringLiteral("Bo"), QStringLiteral("Ada")}) {
        StatsWindow w(*store_);
        w.set_filter(of(profile));
        w.resize(1360, 880);
        w.show();
        QApplication::processEvents();
        const auto* view = w.findChild<QChartView*>(QStringLiteral("rank_chart"));
        ASSERT_NE(view, nullptr);
        const auto* y = rank_axis<QValueAxis>(w, Qt::Vertical);
        ASSERT_NE(y, nullptr);
        // The ticks from 0, a whole step apart; the ends a fraction of a step past them.
        EXPECT_EQ(y->tickType(), QValueAxis::TicksDynamic);
        EXPECT_EQ(y->tickAnchor(), 0.0);
        const qreal step = y->tickInterval();
        ASSERT_GE(step, 1.0);
        EXPECT_EQ(step, std::round(step));
        EXPECT_LE(y->min(), -0.1 * step);
        EXPECT_GT(y->min(), -step);
        for (const store::RankPoint& p : store_->rank_history(profile)) {
            EXPECT_GE(static_cast<qreal>(p.rank_points) - y->min(), 0.1 * step);
            EXPECT_GE(y->max() - static_cast<qreal>(p.rank_points), 0.1 * step);
        }
        // No label below 0.
        int labels = 0;
        for (QGraphicsItem* item : view->scene()->items()) {
            auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            if (!text || !text->isVisible()) continue;
            bool number = false;
            const int value = text->toPlainText().toInt(&number);
            if (!number) continue;
            ++labels;
            EXPECT_GE(value, 0) << profile.toStdString();
        }
        EXPECT_GE(labels, 3) << profile.toStdString();
    }
}

// Every chart's labels are whole: with more than five bins the histogram's labels are drawn
// slanted, and Qt Charts still cut them to the bin's width, so "-10", "-12"… showed as "-…".
TEST_F(Stats, EveryAxisLabelIsWhole) {
    // The fixture's hands, and one hand that lost 25: bins of 5 from -25, labels of 3 characters.
    RiggedPot big =
        rigged_pot(QStringLiteral("pot-20261107-100000-d.jsonl"), 4, 21, QStringLiteral("Ada"));
    QString error;
    ASSERT_TRUE(testing::record_rigged(*store_, dir_.path(), big, &error)) << error.toStdString();
    for (const Language language : {Language::English, Language::Chinese}) {
        apply_language(language);
        StatsWindow w(*store_);
        w.set_filter(ada());
        // The size the window opens at on a large screen, and its smallest (a 1024 × 600 screen).
        for (const QSize size : {QSize(1360, 880), w.minimumSizeHint()}) {
            w.resize(size);
            w.show();
            QApplication::processEvents();
            int labels = 0;
            for (QChartView* view : w.findChildren<QChartView*>()) {
                for (QAbstractAxis* a : view->chart()->axes())
                    EXPECT_FALSE(a->labelsTruncated())
                        << a->titleText().toStdString() << " at " << size.width();
                for (QGraphicsItem* item : view->scene()->items()) {
                    auto* text = dynamic_cast<QGraphicsTextItem*>(item);
                    if (!text || !text->isVisible()) continue;
                    const QString shown = text->toPlainText();
                    ++labels;
                    EXPECT_FALSE(shown.contains(QStringLiteral("...")) ||
                                 shown.contains(QChar(0x2026)))
                        << shown.toStdString() << " at " << size.width();
                }
            }
            EXPECT_GT(labels, 20);
        }
        QBarCategoryAxis* bins = nullptr;
        for (QChartView* view : w.findChildren<QChartView*>())
            for (QAbstractAxis* a : view->chart()->axes())
                if (auto* c = qobject_cast<QBarCategoryAxis*>(a)) bins = c;
        ASSERT_NE(bins, nullptr);
        EXPECT_GT(bins->count(), 5);  // upright
        // Every bin's label shown, apart from the others and above the axis title.
        const auto* view = w.findChild<QChartView*>(QStringLiteral("histogram_chart"));
        ASSERT_NE(view, nullptr);
        std::vector<QRectF> label_rects;
        QRectF title;
        for (QGraphicsItem* item : view->scene()->items()) {
            auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            if (!text || !text->isVisible()) continue;
            const QRectF plot = view->chart()->mapRectToScene(view->chart()->plotArea());
            if (bins->categories().contains(text->toPlainText()) &&
                text->sceneBoundingRect().center().y() > plot.bottom())  // not the counts' axis
                label_rects.push_back(text->sceneBoundingRect());
            if (text->toPlainText().startsWith(StatsWindow::tr("Points in the hand")))
                title = text->sceneBoundingRect();
        }
        ASSERT_EQ(static_cast<int>(label_rects.size()), bins->count())
            << bins->categories().join(u' ').toStdString();
        ASSERT_FALSE(title.isNull());
        std::sort(label_rects.begin(), label_rects.end(),
                  [](const QRectF& a, const QRectF& b) { return a.left() < b.left(); });
        for (std::size_t i = 0; i < label_rects.size(); ++i) {
            // (A text item's box has a few units of margin around its glyphs.)
            EXPECT_LE(label_rects[i].bottom(), title.top() + 8) << i;
            if (i > 0) {
                EXPECT_LE(label_rects[i - 1].center().x() + label_rects[i - 1].height() / 4,
                          label_rects[i].center().x())
                    << i;
            }
        }
        const QStringList categories = bins->categories();
        EXPECT_TRUE(std::any_of(categories.begin(), categories.end(), [](const QString& c) {
            return c.size() >= 3;
        })) << categories.join(u' ').toStdString();
    }
    clear_language();
}

// A pot left before its first hand ended has no running balance. As the newest pot it opened the
// chart empty; the chooser now lists only pots with a hand over. The Pots figure counts the
// same pots (it said 4 over a chooser of 3).
TEST_F(Stats, ThePotChooserListsPotsWithAHandOver) {
    const RiggedPot fresh = testing::rigged_pot_with_no_hand_over(
        QStringLiteral("pot-20261107-100000-d.jsonl"), 14, QStringLiteral("Ada"));
    QString error;
    ASSERT_TRUE(testing::record_rigged(*store_, dir_.path(), fresh, &error)) << error.toStdString();
    ASSERT_EQ(store_->pots(ada()).size(), 4u);
    ASSERT_EQ(store_->pots(ada()).front().hands, 0);
    StatsWindow w(*store_);
    w.set_filter(ada());
    const auto* chooser = w.findChild<QComboBox*>(QStringLiteral("balance_pot"));
    ASSERT_NE(chooser, nullptr);
    EXPECT_EQ(chooser->count(), 3);
    EXPECT_EQ(chooser->currentData().toLongLong(), store_->pots(ada())[1].id);
    const auto* balance = w.findChild<QChartView*>(QStringLiteral("balance_chart"));
    ASSERT_NE(balance, nullptr);
    ASSERT_FALSE(balance->chart()->series().isEmpty());
    EXPECT_GT(static_cast<QLineSeries*>(balance->chart()->series().front())->count(), 0);
    EXPECT_EQ(store_->statistics(ada()).pots, 3);
    EXPECT_EQ(w.figure(QStringLiteral("pots")).toStdString(), "3");
    EXPECT_EQ(store_->statistics(store::Filter{}).pots, 3);
}

// The histogram's side title in Chinese: Qt Charts elided "局数" to a rotated "…" (its room was
// measured with the Latin font, the glyphs drawn from a taller Chinese one).
// (Narrow labels, 0 and 1, leave it no slack: a new player's statistics, before any hand.)
TEST(StatsBeforeAnyHand, TheHistogramsSideTitleIsWholeInChinese) {
    QTemporaryDir dir;
    QString notice;
    const auto s = store::Store::open(dir.path(), &notice);
    ASSERT_NE(s, nullptr) << notice.toStdString();
    apply_language(Language::Chinese);
    StatsWindow w(*s);
    w.resize(1360, 880);
    w.show();
    QApplication::processEvents();
    const QString title = StatsWindow::tr("Hands");
    ASSERT_EQ(title, QStringLiteral("局数"));
    int whole = 0;
    for (QChartView* view : w.findChildren<QChartView*>())
        for (QGraphicsItem* item : view->scene()->items())
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible()) {
                const QString shown = text->toPlainText();
                EXPECT_FALSE(shown.contains(QStringLiteral("...")) || shown.contains(QChar(0x2026)))
                    << shown.toStdString();
                whole += shown == title;
            }
    clear_language();
    EXPECT_EQ(whole, 1);
}

// Before the first hand: the histogram keeps one empty bin. A category axis with none has no
// height, and Qt Charts drew its title over the top of the chart.
TEST(StatsBeforeAnyHand, TheHistogramsAxisTitleStaysBelowThePlot) {
    QTemporaryDir dir;
    QString notice;
    const auto s = store::Store::open(dir.path(), &notice);
    ASSERT_NE(s, nullptr) << notice.toStdString();
    StatsWindow w(*s);
    w.resize(1360, 880);
    w.show();
    QApplication::processEvents();
    int found = 0;
    for (QChartView* view : w.findChildren<QChartView*>())
        for (QGraphicsItem* item : view->scene()->items())
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item);
                text && text->isVisible() &&
                text->toPlainText() == StatsWindow::tr("Points in the hand")) {
                ++found;
                EXPECT_GE(text->sceneBoundingRect().top(), view->chart()->plotArea().bottom());
            }
    EXPECT_EQ(found, 1);
}

}  // namespace
}  // namespace haolao::ui
