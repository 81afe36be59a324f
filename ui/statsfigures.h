// SPDX-License-Identifier: GPL-3.0-or-later
// The figures of the Statistics window (docs/UI.md "History and statistics"), as plain data
// computed from the store's rows: the list of figures shown (and exported as CSV), a pot's
// running balance, the points-per-hand histogram's bins. No widgets: tested alone.
#pragma once

#include <QDateTime>
#include <QString>
#include <array>
#include <cstdint>
#include <vector>

#include "store/store.h"

namespace haolao::ui {

// One figure: a stable key (the CSV's first column), its label (tr'd) and its value as shown.
struct Figure {
    QString key;
    QString label;
    QString value;
};

// Every figure of `s`, in the window's order: pots, hands, win %, self-draw %, deal-in %,
// average points per hand, average win value, biggest hand, haolao wins, kongs, longest dealer
// streak, 1st-4th places. Rates as percentages with one decimal, averages with one decimal.
std::vector<Figure> statistics_figures(const store::Statistics& s);

// The CSV export: a header line "figure,label,value", the filter (profile, preset, from, to),
// the profile's rank (rank_points, level), then one line per figure. Fields are quoted when they
// hold a comma, a quote or a line break (RFC 4180); lines end in \r\n.
QString statistics_csv(const store::Filter& filter, const store::Statistics& s,
                       std::int64_t rank_points, int level);
QString csv_field(const QString& text);

// A pot's standings after each hand by Seat index, starting with the zeros before the first
// hand (hands.size() + 1 rows).
std::vector<std::array<int, 4>> running_balance(const std::vector<store::HandRow>& hands);

// The histogram of points per hand: equal bins of a round width (1, 2, 5, 10, 20, 50 …) that
// cover every sample, at most `max_bins` of them; empty with no samples.
struct Bin {
    int low = 0;   // inclusive
    int high = 0;  // exclusive
    int count = 0;
    bool operator==(const Bin&) const = default;
};
std::vector<Bin> histogram(const std::vector<int>& samples, int max_bins = 12);

// A chart axis of whole numbers over `lo`..`hi`: a round step (1, 2, 5, 10, 20, 50 …) giving at
// most `max_ticks` ticks, the ends on multiples of it (hi ≤ lo is taken as lo..lo + 1). Qt
// Charts' own ticks split the range into equal parts: 0..6 with six ticks put the label "1" at
// 1.2 and "4" at 4.8, so a bar of 3 hands looked like 2.5.
struct IntegerTicks {
    std::int64_t low = 0;
    std::int64_t high = 1;
    std::int64_t step = 1;
    bool operator==(const IntegerTicks&) const = default;
};
IntegerTicks integer_ticks(std::int64_t lo, std::int64_t hi, int max_ticks);

// A chart axis of times over `first`..`last` (a profile's pots), on the local clock of `first`:
// a round step (1, 2, 5, 10, 15, 30 minutes; 1, 2, 3, 6, 12 hours; 1, 2 days from noon; 1, 2, 4
// weeks from a Monday noon; 13, 26, 52 weeks and multiples of 52), the ends on whole steps, no
// point within a quarter step of an end, five minutes at least, at most `max_ticks` ticks (at
// least 3). `format` for the labels (QDateTime::toString):
// hours and minutes within one day, with the date across days, dates from a step of a day, the year
// too when the ends' years differ. One pot's point used to sit on an axis of two minutes labelled
// "13:59:32", "14:00:02" …
struct TimeTicks {
    QDateTime low;
    QDateTime high;
    int ticks = 3;
    QString format;
};
TimeTicks time_ticks(const QDateTime& first, const QDateTime& last, int max_ticks);

}  // namespace haolao::ui
