// SPDX-License-Identifier: GPL-3.0-or-later
#include "statsfigures.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTimeZone>
#include <algorithm>
#include <cmath>

namespace haolao::ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("Statistics", text);
}

QString percent(double rate) {
    return QString::number(rate * 100.0, 'f', 1);
}

QString one_decimal(double v) {
    return QString::number(v, 'f', 1);
}

}  // namespace

std::vector<Figure> statistics_figures(const store::Statistics& s) {
    std::vector<Figure> f;
    auto add = [&f](const char* key, const QString& label, const QString& value) {
        f.push_back({QString::fromLatin1(key), label, value});
    };
    add("pots", QCoreApplication::translate("Statistics", "Pots"), QString::number(s.pots));
    add("hands", QCoreApplication::translate("Statistics", "Hands"), QString::number(s.hands));
    add("wins", QCoreApplication::translate("Statistics", "Wins"), QString::number(s.wins));
    add("win_percent", QCoreApplication::translate("Statistics", "Win %"), percent(s.win_rate()));
    add("self_draw_percent", QCoreApplication::translate("Statistics", "Self-draw %"),
        percent(s.self_draw_rate()));
    add("deal_in_percent", QCoreApplication::translate("Statistics", "Deal-in %"),
        percent(s.deal_in_rate()));
    add("points", QCoreApplication::translate("Statistics", "Net points"),
        QString::number(s.points));
    add("points_per_hand", QCoreApplication::translate("Statistics", "Average points per hand"),
        one_decimal(s.points_per_hand()));
    add("average_win_value", QCoreApplication::translate("Statistics", "Average win value"),
        one_decimal(s.average_win_value()));
    const int biggest =
        s.biggest ? s.biggest->deltas[static_cast<std::size_t>(index(s.biggest->winner))] : 0;
    add("biggest_hand", QCoreApplication::translate("Statistics", "Biggest hand"),
        s.biggest ? QString::number(biggest) : QString());
    add("haolao_wins", QCoreApplication::translate("Statistics", "Haolao wins (海捞)"),
        QString::number(s.haolao_wins));
    add("kongs", QCoreApplication::translate("Statistics", "Kongs declared"),
        QString::number(s.kongs));
    add("longest_dealer_streak", QCoreApplication::translate("Statistics", "Longest dealer streak"),
        QString::number(s.longest_streak));
    static const char* const kPlaces[] = {QT_TRANSLATE_NOOP("Statistics", "1st places"),
                                          QT_TRANSLATE_NOOP("Statistics", "2nd places"),
                                          QT_TRANSLATE_NOOP("Statistics", "3rd places"),
                                          QT_TRANSLATE_NOOP("Statistics", "4th places")};
    for (int i = 0; i < 4; ++i)
        add(("place_" + std::to_string(i + 1)).c_str(), translated(kPlaces[i]),
            QString::number(s.places[static_cast<std::size_t>(i)]));
    return f;
}

QString csv_field(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString q = text;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString statistics_csv(const store::Filter& filter, const store::Statistics& s,
                       std::int64_t rank_points, int level) {
    QString out;
    auto line = [&out](const QString& key, const QString& label, const QString& value) {
        out += csv_field(key) + QLatin1Char(',') + csv_field(label) + QLatin1Char(',') +
               csv_field(value) + QLatin1String("\r\n");
    };
    line(QStringLiteral("figure"), QStringLiteral("label"), QStringLiteral("value"));
    const QString iso = QStringLiteral("yyyy-MM-dd");
    line(QStringLiteral("profile"), QCoreApplication::translate("Statistics", "Profile"),
         filter.profile);
    line(QStringLiteral("preset"), QCoreApplication::translate("Statistics", "Preset"),
         filter.preset);
    line(QStringLiteral("from"), QCoreApplication::translate("Statistics", "From"),
         filter.from.isValid() ? filter.from.toString(iso) : QString());
    line(QStringLiteral("to"), QCoreApplication::translate("Statistics", "To"),
         filter.to.isValid() ? filter.to.toString(iso) : QString());
    line(QStringLiteral("rank_points"), QCoreApplication::translate("Statistics", "Rank points"),
         QString::number(rank_points));
    line(QStringLiteral("level"), QCoreApplication::translate("Statistics", "Level"),
         QString::number(level));
    for (const Figure& f : statistics_figures(s)) line(f.key, f.label, f.value);
    return out;
}

std::vector<std::array<int, 4>> running_balance(const std::vector<store::HandRow>& hands) {
    std::vector<std::array<int, 4>> rows{{0, 0, 0, 0}};
    for (const store::HandRow& h : hands) {
        std::array<int, 4> next = rows.back();
        for (std::size_t i = 0; i < 4; ++i) next[i] += h.deltas[i];
        rows.push_back(next);
    }
    return rows;
}

IntegerTicks integer_ticks(std::int64_t lo, std::int64_t hi, int max_ticks) {
    if (hi <= lo) hi = lo + 1;
    max_ticks = std::max(2, max_ticks);
    auto floor_to = [](std::int64_t v, std::int64_t w) {
        return v >= 0 ? v / w * w : -((-v + w - 1) / w) * w;
    };
    for (std::int64_t scale = 1;; scale *= 10)
        for (const std::int64_t m : {1, 2, 5}) {
            const std::int64_t step = m * scale;
            const std::int64_t low = floor_to(lo, step);
            const std::int64_t high = -floor_to(-hi, step);
            if ((high - low) / step + 1 <= max_ticks) return {low, high, step};
        }
}

TimeTicks time_ticks(const QDateTime& first, const QDateTime& last, int max_ticks) {
    max_ticks = std::max(3, max_ticks);
    constexpr std::int64_t hour = 3600;
    constexpr std::int64_t day = 24 * hour;
    constexpr std::int64_t week = 7 * day;
    constexpr std::int64_t monday = 4 * day;  // 1970-01-01 was a Thursday
    const std::int64_t offset = first.offsetFromUtc();
    // Seconds on the local clock of `first` (the axis shows local times).
    const std::int64_t t0 = first.toSecsSinceEpoch() + offset;
    const std::int64_t t1 = std::max<std::int64_t>(t0, last.toSecsSinceEpoch() + offset);
    auto floor_to = [](std::int64_t v, std::int64_t step, std::int64_t origin) {
        const std::int64_t x = v - origin;
        return (x >= 0 ? x / step : -((-x + step - 1) / step)) * step + origin;
    };
    for (std::int64_t k = 0;; ++k) {
        static constexpr std::int64_t minute = 60;
        static constexpr std::array<std::int64_t, 19> kSteps{
            minute,   2 * minute, 5 * minute, 10 * minute, 15 * minute, 30 * minute, hour,
            2 * hour, 3 * hour,   6 * hour,   12 * hour,   day,         2 * day,     week,
            2 * week, 4 * week,   13 * week,  26 * week,   52 * week};
        const std::int64_t step =
            k < static_cast<std::int64_t>(kSteps.size())
                ? kSteps[static_cast<std::size_t>(k)]
                : (k - static_cast<std::int64_t>(kSteps.size()) + 2) * 52 * week;
        // Days from noon: a tick an hour off at a change of summer time keeps its date.
        const std::int64_t origin = step >= week ? monday + 12 * hour : step >= day ? 12 * hour : 0;
        std::int64_t low = floor_to(t0, step, origin);
        if (t0 - low < step / 4) low -= step;
        std::int64_t high = floor_to(t1, step, origin);
        if (high < t1) high += step;
        if (high - t1 < step / 4) high += step;
        // Three ticks at least: a step more on the side with less room.
        if (high - low < 2 * step) {
            if (t0 - low < high - t1)
                low -= step;
            else
                high += step;
        }
        const std::int64_t ticks = (high - low) / step + 1;
        // Five minutes at least: one pot's point is not alone on a minute or two.
        if (ticks > max_ticks || high - low < 5 * 60) continue;
        TimeTicks t;
        const QTimeZone zone = first.timeZone();
        t.low = QDateTime::fromSecsSinceEpoch(low - offset, zone);
        t.high = QDateTime::fromSecsSinceEpoch(high - offset, zone);
        t.ticks = static_cast<int>(ticks);
        if (step < day)
            t.format = floor_to(low, day, 0) == floor_to(high - 1, day, 0)
                           ? QStringLiteral("HH:mm")
                           : QStringLiteral("MM-dd HH:mm");
        else
            t.format = t.low.date().year() == t.high.addSecs(-1).date().year()
                           ? QStringLiteral("MM-dd")
                           : QStringLiteral("yyyy-MM-dd");
        return t;
    }
}

std::vector<Bin> histogram(const std::vector<int>& samples, int max_bins) {
    if (samples.empty()) return {};
    max_bins = std::max(1, max_bins);
    const auto [lo_it, hi_it] = std::minmax_element(samples.begin(), samples.end());
    const std::int64_t lo = *lo_it;
    const std::int64_t hi = *hi_it;
    // The smallest round width with at most max_bins bins from floor(lo) to past hi.
    std::int64_t width = 1;
    auto floor_to = [](std::int64_t v, std::int64_t w) {
        return v >= 0 ? v / w * w : -((-v + w - 1) / w) * w;
    };
    for (std::int64_t step = 1;; step *= 10) {
        bool done = false;
        for (std::int64_t m : {1, 2, 5}) {
            width = m * step;
            const std::int64_t start = floor_to(lo, width);
            if ((hi - start) / width + 1 <= max_bins) {
                done = true;
                break;
            }
        }
        if (done) break;
    }
    const std::int64_t start = floor_to(lo, width);
    const int n = static_cast<int>((hi - start) / width + 1);
    std::vector<Bin> bins(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        bins[static_cast<std::size_t>(i)].low = static_cast<int>(start + i * width);
        bins[static_cast<std::size_t>(i)].high = static_cast<int>(start + (i + 1) * width);
    }
    for (int v : samples) ++bins[static_cast<std::size_t>((v - start) / width)].count;
    return bins;
}

}  // namespace haolao::ui
