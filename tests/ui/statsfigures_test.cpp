// SPDX-License-Identifier: GPL-3.0-or-later
// The Statistics window's plain figures: the CSV export (every figure, quoting), a pot's running
// balance and the points-per-hand histogram's bins.
#include <gtest/gtest.h>

#include <QDateTime>
#include <QSet>
#include <QTimeZone>
#include <ostream>

#include "i18n.h"
#include "statsfigures.h"

namespace haolao::ui {
namespace {

store::Statistics rigged() {
    store::Statistics s;
    s.pots = 3;
    s.hands = 12;
    s.wins = 5;
    s.self_draws = 2;
    s.deal_ins = 3;
    s.haolao_wins = 1;
    s.kongs = 4;
    s.longest_streak = 3;
    s.points = -7;
    s.places = {1, 0, 2, 0};
    s.win_value_total = 86;
    Won w;
    w.winner = Seat::South;
    w.deltas = {-12, 36, -12, -12};
    s.biggest = w;
    return s;
}

TEST(StatisticsCsv, WritesEveryFigure) {
    clear_language();
    store::Filter f;
    f.profile = QStringLiteral("Ada, \"the\" player");
    f.preset = QStringLiteral("hefei-classic");
    f.from = QDate(2026, 11, 1);
    const QString csv = statistics_csv(f, rigged(), 150, 2);
    const QString want = QStringLiteral(
        "figure,label,value\r\n"
        "profile,Profile,\"Ada, \"\"the\"\" player\"\r\n"
        "preset,Preset,hefei-classic\r\n"
        "from,From,2026-11-01\r\n"
        "to,To,\r\n"
        "rank_points,Rank points,150\r\n"
        "level,Level,2\r\n"
        "pots,Pots,3\r\n"
        "hands,Hands,12\r\n"
        "wins,Wins,5\r\n"
        "win_percent,Win %,41.7\r\n"
        "self_draw_percent,Self-draw %,16.7\r\n"
        "deal_in_percent,Deal-in %,25.0\r\n"
        "points,Net points,-7\r\n"
        "points_per_hand,Average points per hand,-0.6\r\n"
        "average_win_value,Average win value,17.2\r\n"
        "biggest_hand,Biggest hand,36\r\n"
        "haolao_wins,Haolao wins (海捞),1\r\n"
        "kongs,Kongs declared,4\r\n"
        "longest_dealer_streak,Longest dealer streak,3\r\n"
        "place_1,1st places,1\r\n"
        "place_2,2nd places,0\r\n"
        "place_3,3rd places,2\r\n"
        "place_4,4th places,0\r\n");
    EXPECT_EQ(csv.toStdString(), want.toStdString());
}

TEST(StatisticsCsv, NoHandsNoDivisionAndNoBiggest) {
    const QString csv = statistics_csv({}, store::Statistics{}, 0, 1);
    EXPECT_TRUE(csv.contains(QStringLiteral("win_percent,Win %,0.0\r\n")));
    EXPECT_TRUE(csv.contains(QStringLiteral("biggest_hand,Biggest hand,\r\n")));
    EXPECT_TRUE(csv.contains(QStringLiteral("profile,Profile,\r\n")));
}

struct CsvFieldRow {
    const char* in;
    const char* out;
};
class CsvField : public ::testing::TestWithParam<CsvFieldRow> {};
TEST_P(CsvField, QuotesWhenNeeded) {
    EXPECT_EQ(csv_field(QString::fromUtf8(GetParam().in)), QString::fromUtf8(GetParam().out));
}
INSTANTIATE_TEST_SUITE_P(Rows, CsvField,
                         ::testing::Values(CsvFieldRow{"plain", "plain"}, CsvFieldRow{"", ""},
                                           CsvFieldRow{"a,b", "\"a,b\""},
                                           CsvFieldRow{"say \"hi\"", "\"say \"\"hi\"\"\""},
                                           CsvFieldRow{"two\nlines", "\"two\nlines\""},
                                           CsvFieldRow{"东 East", "东 East"}));

TEST(RunningBalance, SumsTheDeltasHandByHand) {
    std::vector<store::HandRow> hands(3);
    hands[0].deltas = {12, -4, -4, -4};
    hands[1].deltas = {-8, 0, 8, 0};
    hands[2].deltas = {0, 0, 0, 0};
    const auto rows = running_balance(hands);
    ASSERT_EQ(rows.size(), 4u);
    EXPECT_EQ(rows[0], (std::array<int, 4>{0, 0, 0, 0}));
    EXPECT_EQ(rows[1], (std::array<int, 4>{12, -4, -4, -4}));
    EXPECT_EQ(rows[2], (std::array<int, 4>{4, -4, 4, -4}));
    EXPECT_EQ(rows[3], (std::array<int, 4>{4, -4, 4, -4}));
    EXPECT_EQ(running_balance({}).size(), 1u);
}

struct HistogramRow {
    std::vector<int> samples;
    int max_bins;
    std::vector<Bin> bins;
};
class Histogram : public ::testing::TestWithParam<HistogramRow> {};
TEST_P(Histogram, RoundBinsCoverEverySample) {
    const auto bins = histogram(GetParam().samples, GetParam().max_bins);
    EXPECT_EQ(bins, GetParam().bins);
    int total = 0;
    for (const Bin& b : bins) total += b.count;
    EXPECT_EQ(total, static_cast<int>(GetParam().samples.size()));
}
INSTANTIATE_TEST_SUITE_P(
    Rows, Histogram,
    ::testing::Values(
        HistogramRow{{}, 12, {}}, HistogramRow{{5}, 12, {{5, 6, 1}}},
        HistogramRow{{0, 1, 1, 3}, 12, {{0, 1, 1}, {1, 2, 2}, {2, 3, 0}, {3, 4, 1}}},
        HistogramRow{{-12, 0, 7, 24}, 4, {{-20, 0, 1}, {0, 20, 2}, {20, 40, 1}}},
        HistogramRow{{-4, -4, 8}, 3, {{-5, 0, 2}, {0, 5, 0}, {5, 10, 1}}},
        HistogramRow{
            {0, 99}, 5, {{0, 20, 1}, {20, 40, 0}, {40, 60, 0}, {60, 80, 0}, {80, 100, 1}}}));

struct TicksRow {
    std::int64_t lo, hi;
    int max_ticks;
    IntegerTicks ticks;
};
class Ticks : public ::testing::TestWithParam<TicksRow> {};
TEST_P(Ticks, WholeRoundStepsWithTheEndsOnThem) {
    const TicksRow& r = GetParam();
    const IntegerTicks t = integer_ticks(r.lo, r.hi, r.max_ticks);
    EXPECT_EQ(t, r.ticks);
    EXPECT_LE(t.low, r.lo);
    EXPECT_GE(t.high, r.hi);
    EXPECT_EQ((t.high - t.low) % t.step, 0);
    EXPECT_LE((t.high - t.low) / t.step + 1, std::max(2, r.max_ticks));
}
INSTANTIATE_TEST_SUITE_P(
    Rows, Ticks,
    ::testing::Values(TicksRow{0, 6, 6, {0, 6, 2}},  // (Qt Charts: 0, 1.2, 2.4 … labelled 0 1 2 …)
                      TicksRow{0, 5, 6, {0, 5, 1}}, TicksRow{0, 0, 6, {0, 1, 1}},
                      TicksRow{3, 3, 6, {3, 4, 1}}, TicksRow{-13, 23, 7, {-20, 30, 10}},
                      TicksRow{0, 15, 11, {0, 16, 2}}, TicksRow{0, 100, 6, {0, 100, 20}},
                      TicksRow{0, 2350, 6, {0, 2500, 500}}, TicksRow{-7, -2, 7, {-7, -2, 1}},
                      TicksRow{0, 1, 1, {0, 1, 1}}));

}  // namespace
// The rank chart's time axis: round steps on the local clock, the points clear of the ends. One
// pot's point sat on two minutes labelled "13:59:32", "14:00:02" … (a pad of a minute each side).
struct TimeTicksRow {
    const char* first;
    const char* last;
    const char* low;
    const char* high;
    int ticks;
    const char* format;
    friend void PrintTo(const TimeTicksRow& r, std::ostream* os) {
        *os << r.first << " to " << r.last;
    }
};
class TimeAxis : public ::testing::TestWithParam<TimeTicksRow> {};
TEST_P(TimeAxis, RoundStepsOnTheLocalClock) {
    const TimeTicksRow& r = GetParam();
    const QTimeZone beijing(8 * 3600);
    const auto at = [&](const char* text) {
        QDateTime t = QDateTime::fromString(QString::fromLatin1(text), Qt::ISODate);
        return QDateTime(t.date(), t.time(), beijing);
    };
    const QDateTime first = at(r.first);
    const QDateTime last = at(r.last);
    const TimeTicks t = time_ticks(first, last, 6);
    const auto shown = [&](const QDateTime& d) {
        return d.toTimeZone(beijing).toString(QStringLiteral("yyyy-MM-ddTHH:mm")).toStdString();
    };
    EXPECT_EQ(shown(t.low), r.low);
    EXPECT_EQ(shown(t.high), r.high);
    EXPECT_EQ(t.ticks, r.ticks);
    EXPECT_EQ(t.format.toStdString(), r.format);
    // Every point inside, a quarter step clear of the ends; whole steps between the ticks.
    ASSERT_GE(t.ticks, 3);
    ASSERT_LE(t.ticks, 6);
    const qint64 step = t.low.secsTo(t.high) / (t.ticks - 1);
    EXPECT_EQ(t.low.secsTo(t.high) % (t.ticks - 1), 0);
    EXPECT_GE(t.low.secsTo(first), step / 4);
    EXPECT_GE(last.secsTo(t.high), step / 4);
    // No two labels alike.
    QSet<QString> labels;
    for (int i = 0; i < t.ticks; ++i)
        labels.insert(t.low.addSecs(step * i).toTimeZone(beijing).toString(t.format));
    EXPECT_EQ(labels.size(), t.ticks);
}
INSTANTIATE_TEST_SUITE_P(Rows, TimeAxis,
                         ::testing::Values(
                             // One pot: ten minutes around it, on whole five minutes.
                             TimeTicksRow{"2026-12-07T14:00:32", "2026-12-07T14:00:32",
                                          "2026-12-07T13:55", "2026-12-07T14:05", 3, "HH:mm"},
                             // Between two ticks: a third on the side with less room.
                             TimeTicksRow{"2026-12-07T14:02:30", "2026-12-07T14:02:30",
                                          "2026-12-07T14:00", "2026-12-07T14:10", 3, "HH:mm"},
                             // Quick pots, four minutes apart: every two minutes, or every minute.
                             TimeTicksRow{"2026-12-07T14:00:00", "2026-12-07T14:04:00",
                                          "2026-12-07T13:58", "2026-12-07T14:06", 5, "HH:mm"},
                             TimeTicksRow{"2026-12-07T14:10:40", "2026-12-07T14:13:50",
                                          "2026-12-07T14:10", "2026-12-07T14:15", 6, "HH:mm"},
                             // An hour and more: half hours.
                             TimeTicksRow{"2026-12-07T14:00:00", "2026-12-07T15:10:00",
                                          "2026-12-07T13:30", "2026-12-07T15:30", 5, "HH:mm"},
                             // An afternoon and evening: every two hours.
                             TimeTicksRow{"2026-12-07T14:00:00", "2026-12-07T21:30:00",
                                          "2026-12-07T12:00", "2026-12-07T22:00", 6, "HH:mm"},
                             // Over midnight: the date with the time.
                             TimeTicksRow{"2026-12-06T20:00:00", "2026-12-07T10:00:00",
                                          "2026-12-06T18:00", "2026-12-07T12:00", 4, "MM-dd HH:mm"},
                             // Over two days: days from noon.
                             TimeTicksRow{"2026-12-05T09:00:00", "2026-12-07T21:00:00",
                                          "2026-12-04T12:00", "2026-12-08T12:00", 5, "MM-dd"},
                             // Ten days: weeks from Monday.
                             TimeTicksRow{"2026-11-28T09:00:00", "2026-12-07T21:00:00",
                                          "2026-11-23T12:00", "2026-12-14T12:00", 4, "MM-dd"},
                             // Over a new year: the year too.
                             TimeTicksRow{"2025-11-15T10:00:00", "2026-12-07T21:00:00",
                                          "2025-04-28T12:00", "2027-04-26T12:00", 5, "yyyy-MM-dd"},
                             // Years.
                             TimeTicksRow{"2019-03-01T10:00:00", "2026-12-07T21:00:00",
                                          "2017-11-06T12:00", "2027-10-25T12:00", 6,
                                          "yyyy-MM-dd"}));

}  // namespace haolao::ui
