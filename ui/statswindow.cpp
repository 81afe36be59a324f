// SPDX-License-Identifier: GPL-3.0-or-later
#include "statswindow.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDateTimeAxis>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QRawFont>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <set>

#include "filefolders.h"
#include "haolao/rank.h"
#include "haolao/ruleset.h"
#include "historywindow.h"
#include "names.h"
#include "rankcard.h"
#include "screen_fit.h"
#include "statsfigures.h"

namespace haolao::ui {

namespace {

const QColor kSeatColours[4] = {QColor(0xd6, 0x32, 0x3b), QColor(0x2e, 0x7d, 0x32),
                                QColor(0x15, 0x65, 0xc0), QColor(0x8e, 0x44, 0xad)};

QChartView* chart_view() {
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    auto* view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    // Three side by side with the figures fit a screen 1024 wide (docs/UI.md "Small screens").
    view->setMinimumSize(290, 250);
    return view;
}

// Whole numbers only, on round ticks (integer_ticks): the counts, points and hands. A `margin`
// (a fraction of a step) widens the range past the end ticks, so a point drawn on an end tick is
// not cut in half by the plot's edge; the ticks and their labels stay on the whole numbers.
void set_integer_range(QValueAxis* axis, std::int64_t lo, std::int64_t hi, int max_ticks,
                       double margin = 0.0) {
    const IntegerTicks t = integer_ticks(lo, hi, max_ticks);
    const qreal pad = margin * static_cast<qreal>(t.step);
    axis->setRange(static_cast<qreal>(t.low) - pad, static_cast<qreal>(t.high) + pad);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(static_cast<qreal>(t.low));
    axis->setTickInterval(static_cast<qreal>(t.step));
    axis->setMinorTickCount(0);
    axis->setLabelFormat(QStringLiteral("%d"));
}

// Qt Charts makes room for a vertical axis title by its font's own height, then elides the title
// to the box its glyphs need: Chinese drawn from a fallback font is taller, so "局数" came out as
// a rotated "…". A title font whose first family draws the title makes the two agree.
void fit_title_font(QAbstractAxis* axis) {
    QFont font = axis->titleFont();
    const QRawFont raw = QRawFont::fromFont(font);
    const QList<uint> text = axis->titleText().toUcs4();
    const bool drawn_by_fallback = std::any_of(text.begin(), text.end(), [&](uint c) {
        return !QChar::isSpace(c) && !raw.supportsCharacter(c);
    });
    if (!drawn_by_fallback) return;
    static const QString chinese = [] {
        const QStringList have = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
        for (const char* want : {"Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei",
                                 "PingFang SC", "WenQuanYi Micro Hei"})
            if (have.contains(QLatin1String(want))) return QString::fromLatin1(want);
        return have.isEmpty() ? QString() : have.front();
    }();
    if (chinese.isEmpty()) return;
    font.setFamilies({chinese});
    axis->setTitleFont(font);
}

void reset(QChart* chart) {
    chart->removeAllSeries();
    for (QAbstractAxis* a : chart->axes()) {
        chart->removeAxis(a);
        delete a;
    }
}

}  // namespace

StatsWindow::StatsWindow(store::Store& store, QWidget* parent, const Settings* look)
    : QWidget(parent, Qt::Window), store_(store), look_(look) {
    setObjectName(QStringLiteral("statistics"));
    close_on_escape(this);
    build();
    retranslate();
    fill_choosers();
    refresh();
    remember_geometry(this, QStringLiteral("statistics"), {1360, 880});
}

void StatsWindow::build() {
    auto* v = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    profile_label_ = new QLabel;
    profile_ = new QComboBox;
    profile_->setObjectName(QStringLiteral("profile"));
    profile_->setMinimumContentsLength(12);
    preset_label_ = new QLabel;
    preset_ = new QComboBox;
    preset_->setObjectName(QStringLiteral("preset"));
    all_time_ = new QCheckBox;
    all_time_->setObjectName(QStringLiteral("all_time"));
    all_time_->setChecked(true);
    from_label_ = new QLabel;
    to_label_ = new QLabel;
    from_ = new QDateEdit(QDate::currentDate().addMonths(-1));
    to_ = new QDateEdit(QDate::currentDate());
    for (QDateEdit* d : {from_, to_}) {
        d->setCalendarPopup(true);
        d->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        d->setEnabled(false);
    }
    export_ = new QPushButton;
    export_->setObjectName(QStringLiteral("export_csv"));
    profile_label_->setBuddy(profile_);
    preset_label_->setBuddy(preset_);
    for (QWidget* w :
         std::initializer_list<QWidget*>{profile_label_, profile_, preset_label_, preset_,
                                         all_time_, from_label_, from_, to_label_, to_})
        bar->addWidget(w);
    bar->addStretch();
    bar->addWidget(export_);
    v->addLayout(bar);

    auto* body = new QHBoxLayout;
    // Left: the rank card, the figures, the biggest hand.
    auto* left = new QVBoxLayout;
    card_ = new RankCard;
    left->addWidget(card_);
    figures_box_ = new QGroupBox;
    figures_ = new QGridLayout(figures_box_);
    figures_->setColumnStretch(0, 1);
    figures_->setVerticalSpacing(3);
    left->addWidget(figures_box_);
    biggest_box_ = new QGroupBox;
    auto* bl = new QVBoxLayout(biggest_box_);
    biggest_ = new QLabel;
    biggest_->setObjectName(QStringLiteral("biggest"));
    biggest_->setWordWrap(true);
    biggest_->setTextFormat(Qt::RichText);
    bl->addWidget(biggest_);
    left->addWidget(biggest_box_);
    left->addStretch();
    auto* left_widget = new QWidget;
    left_widget->setLayout(left);
    left_widget->setMinimumWidth(380);
    // It scrolls where the screen is shorter than the card and sixteen figures (Chinese lines
    // are taller): the window fits where the game fits (docs/UI.md "Small screens").
    auto* left_scroll = new QScrollArea;
    left_scroll->setObjectName(QStringLiteral("figures_scroll"));
    left_scroll->setWidget(left_widget);
    left_scroll->setWidgetResizable(true);
    left_scroll->setFrameShape(QFrame::NoFrame);
    left_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const int scroll_bar = left_scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    left_scroll->setMinimumWidth(380 + scroll_bar);
    left_scroll->setMaximumWidth(460 + scroll_bar);
    body->addWidget(left_scroll);

    // Right: the charts.
    auto* charts = new QGridLayout;
    rank_view_ = chart_view();
    rank_view_->setObjectName(QStringLiteral("rank_chart"));
    histogram_view_ = chart_view();
    histogram_view_->setObjectName(QStringLiteral("histogram_chart"));
    balance_view_ = chart_view();
    balance_view_->setObjectName(QStringLiteral("balance_chart"));
    balance_pot_ = new QComboBox;
    balance_pot_->setObjectName(QStringLiteral("balance_pot"));
    balance_label_ = new QLabel;
    balance_label_->setBuddy(balance_pot_);
    auto* pot_bar = new QHBoxLayout;
    pot_bar->addWidget(balance_label_);
    pot_bar->addWidget(balance_pot_, 1);
    charts->addWidget(rank_view_, 0, 0, 1, 2);
    charts->addWidget(histogram_view_, 1, 0, 2, 1);
    charts->addLayout(pot_bar, 1, 1);
    charts->addWidget(balance_view_, 2, 1);
    charts->setRowStretch(0, 1);
    charts->setRowStretch(2, 1);
    body->addLayout(charts, 1);
    v->addLayout(body, 1);

    auto refilter = [this] {
        if (!filling_) refresh();
    };
    connect(profile_, &QComboBox::currentIndexChanged, this, refilter);
    connect(preset_, &QComboBox::currentIndexChanged, this, refilter);
    connect(all_time_, &QCheckBox::toggled, this, [this, refilter](bool on) {
        from_->setEnabled(!on);
        to_->setEnabled(!on);
        refilter();
    });
    connect(from_, &QDateEdit::dateChanged, this, refilter);
    connect(to_, &QDateEdit::dateChanged, this, refilter);
    connect(balance_pot_, &QComboBox::currentIndexChanged, this, [this] {
        if (!filling_) refresh_balance();
    });
    connect(export_, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export statistics"),
                                         file_dialog_path(QStringLiteral("haolao-statistics.csv")),
                                         tr("CSV files (*.csv);;All files (*)"));
        if (path.isEmpty()) return;
        remember_file_folder(path);
        QString error;
        if (!export_csv(path, &error)) QMessageBox::warning(this, tr("Export statistics"), error);
    });
}

void StatsWindow::retranslate() {
    setWindowTitle(tr("Statistics — Haolao"));
    profile_label_->setText(tr("&Profile:"));
    preset_label_->setText(tr("P&reset:"));
    all_time_->setText(tr("&All time"));
    from_label_->setText(tr("From:"));
    to_label_->setText(tr("To:"));
    export_->setText(tr("&Export CSV…"));
    figures_box_->setTitle(tr("Figures"));
    biggest_box_->setTitle(tr("Biggest hand"));
    balance_label_->setText(tr("P&ot:"));
    rank_view_->chart()->setTitle(tr("Rank points over time"));
    histogram_view_->chart()->setTitle(tr("Points per hand"));
    balance_view_->chart()->setTitle(tr("Running balance within the pot"));
    const QSignalBlocker block(preset_);
    if (preset_->count() > 0) preset_->setItemText(0, tr("All presets"));
    for (int i = 1; i < preset_->count(); ++i)
        preset_->setItemText(i, ruleset_name(preset_->itemData(i).toString().toStdString()));
    for (int i = 0; i < profile_->count(); ++i)
        profile_->setItemText(i, profile_title(profile_->itemData(i).toString()));
}

void StatsWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && profile_) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(e);
}

void StatsWindow::fill_choosers() {
    filling_ = true;
    const QString profile = profile_->currentData().toString();
    const QString preset = preset_->currentData().toString();
    profile_->clear();
    for (const store::Profile& p : store_.profiles())
        profile_->addItem(profile_title(p.name), p.name);
    preset_->clear();
    preset_->addItem(tr("All presets"), QString());
    std::set<QString> ids;
    for (const Ruleset& r : presets()) ids.insert(QString::fromStdString(r.id));
    for (const store::PotRow& p : store_.pots()) ids.insert(p.preset);
    for (const QString& id : ids) preset_->addItem(ruleset_name(id.toStdString()), id);
    if (const int i = profile_->findData(profile); i >= 0) profile_->setCurrentIndex(i);
    if (const int i = preset_->findData(preset); i >= 0) preset_->setCurrentIndex(i);
    filling_ = false;
}

store::Filter StatsWindow::filter() const {
    store::Filter f;
    f.profile = profile_->currentData().toString();
    f.preset = preset_->currentData().toString();
    if (!all_time_->isChecked()) {
        f.from = from_->date();
        f.to = to_->date();
    }
    return f;
}

void StatsWindow::set_filter(const store::Filter& f) {
    filling_ = true;
    if (const int i = profile_->findData(f.profile); i >= 0) profile_->setCurrentIndex(i);
    const int p = preset_->findData(f.preset);
    preset_->setCurrentIndex(std::max(0, p));
    all_time_->setChecked(!f.from.isValid() && !f.to.isValid());
    if (f.from.isValid()) from_->setDate(f.from);
    if (f.to.isValid()) to_->setDate(f.to);
    filling_ = false;
    refresh();
}

void StatsWindow::reload() {
    fill_choosers();
    refresh();
}

QString StatsWindow::figure(const QString& key) const {
    const auto* l = findChild<QLabel*>(QStringLiteral("figure_") + key);
    return l ? l->text() : QString();
}

QString StatsWindow::biggest_text() const {
    return biggest_->text();
}

QLineSeries* StatsWindow::balance_series(int seat) const {
    return seat >= 0 && seat < static_cast<int>(balance_series_.size())
               ? balance_series_[static_cast<std::size_t>(seat)]
               : nullptr;
}

bool StatsWindow::export_csv(const QString& path, QString* error) const {
    const store::Filter f = filter();
    const store::Statistics s = store_.statistics(f);
    const std::optional<store::Profile> p = store_.profile(f.profile);
    const QByteArray data =
        statistics_csv(f, s, p ? p->rank_points : 0, p ? kept_level(p->level, p->rank_points) : 1)
            .toUtf8();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        if (error) *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void StatsWindow::refresh() {
    const store::Filter f = filter();
    const store::Statistics s = store_.statistics(f);

    // The rank card: the profile's rank now (the ladder does not depend on the filter).
    const std::optional<store::Profile> p = store_.profile(f.profile);
    card_->set_rank(profile_title(f.profile), p ? p->rank_points : 0, p ? p->level : 1);

    // The figures.
    while (QLayoutItem* item = figures_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    int row = 0;
    for (const Figure& fig : statistics_figures(s)) {
        if (fig.key == QLatin1String("biggest_hand")) continue;  // its own box
        auto* label = new QLabel(fig.label);
        auto* value = new QLabel(fig.value);
        value->setObjectName(QStringLiteral("figure_") + fig.key);
        QFont bold = value->font();
        bold.setBold(true);
        value->setFont(bold);
        if (fig.key.endsWith(QLatin1String("percent")))
            value->setText(fig.value + QLatin1Char('%'));
        figures_->addWidget(label, row, 0);
        figures_->addWidget(value, row, 1, Qt::AlignRight);
        ++row;
    }

    // The biggest hand and its breakdown, per payer (as the end-of-hand dialog shows a win).
    if (!s.biggest) {
        biggest_->setText(tr("No win yet."));
    } else {
        const Won& w = *s.biggest;
        const int gain = w.deltas[static_cast<std::size_t>(index(w.winner))];
        const QString how =
            w.by == WinBy::SelfDraw
                ? tr("self-draw on %1").arg(tile_label(w.tile))
                : tr("on %1's discard %2").arg(wind_name(w.discarder), tile_label(w.tile));
        QString html = QStringLiteral("<p><b style='font-size:large'>+%1</b> — %2</p>")
                           .arg(gain)
                           .arg(how.toHtmlEscaped());
        // One row per item, one column per payer (the items a payer does not pay are blank).
        std::vector<Item> items;
        for (const Payment& pay : w.payments)
            for (const ItemScore& it : pay.items)
                if (std::find(items.begin(), items.end(), it.item) == items.end())
                    items.push_back(it.item);
        std::sort(items.begin(), items.end());
        html += QStringLiteral("<table cellspacing='0' cellpadding='2'><tr><td></td><td></td>");
        for (const Payment& pay : w.payments)
            html += QStringLiteral("<td align='right'><b>&nbsp;%1</b></td>")
                        .arg(wind_name(pay.payer).toHtmlEscaped());
        html += QStringLiteral("</tr>");
        for (Item item : items) {
            html += QStringLiteral("<tr><td>%1</td><td>%2</td>")
                        .arg(item_chinese(item).toHtmlEscaped(), item_gloss(item).toHtmlEscaped());
            for (const Payment& pay : w.payments) {
                QString fig;
                for (const ItemScore& it : pay.items) {
                    if (it.item != item) continue;
                    if (it.points) fig = QString::number(it.points);
                    if (it.multiplier != 1)
                        fig += (fig.isEmpty() ? QString() : QStringLiteral(" ")) +
                               QStringLiteral("×%1").arg(it.multiplier);
                }
                html += QStringLiteral("<td align='right'>%1</td>").arg(fig);
            }
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("<tr><td colspan='2'><b>%1</b></td>").arg(tr("Pays"));
        for (const Payment& pay : w.payments)
            html += QStringLiteral("<td align='right'><b>%1</b></td>").arg(pay.points);
        html += QStringLiteral("</tr></table>");
        biggest_->setText(html);
    }

    // Rank points over time (the profile's, after each finished pot).
    {
        QChart* chart = rank_view_->chart();
        reset(chart);
        rank_series_ = new QLineSeries;
        rank_series_->setName(tr("Rank points"));
        rank_series_->setPointsVisible(true);
        const std::vector<store::RankPoint> history = store_.rank_history(f.profile);
        QDateTime first = QDateTime::currentDateTime().addDays(-1);
        QDateTime last = QDateTime::currentDateTime();
        std::int64_t top = 0;
        for (const store::RankPoint& r : history) {
            if (rank_series_->count() == 0 || r.when < first) first = r.when;
            if (rank_series_->count() == 0 || r.when > last) last = r.when;
            rank_series_->append(static_cast<qreal>(r.when.toMSecsSinceEpoch()),
                                 static_cast<qreal>(r.rank_points));
            top = std::max(top, r.rank_points);
        }
        chart->addSeries(rank_series_);
        auto* x = new QDateTimeAxis;
        // Round times (whole hours, days from noon, weeks): no label reads "13:59:32".
        const TimeTicks ticks = time_ticks(first, last, 6);
        x->setRange(ticks.low, ticks.high);
        x->setFormat(ticks.format);
        x->setTickCount(ticks.ticks);
        auto* y = new QValueAxis;
        // Up to the next level's threshold, so the line shows how far it is.
        const RankLevel& next = rank_level(level_for_points(top));
        // Rank points never go below 0, so a new profile's points lie on the lowest tick: the
        // margin keeps their marks whole.
        set_integer_range(y, 0, std::max<std::int64_t>(top, next.next), 6, 0.15);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        rank_series_->attachAxis(x);
        rank_series_->attachAxis(y);
        chart->legend()->hide();
    }

    // Points per hand.
    {
        QChart* chart = histogram_view_->chart();
        reset(chart);
        const std::vector<Bin> bins = histogram(store_.points_per_hand(f));
        auto* series = new QBarSeries;
        histogram_set_ = new QBarSet(tr("Hands"));
        histogram_set_->setColor(QColor(0x2e, 0x7d, 0x32));
        QStringList categories;
        int most = 0;
        for (const Bin& b : bins) {
            *histogram_set_ << b.count;
            most = std::max(most, b.count);
            categories << QString::number(b.low);  // each bin by its lowest value
        }
        if (bins.empty()) {
            // No hand yet: one empty bin, else the axis has no room and its title lands on top.
            *histogram_set_ << 0;
            categories << QStringLiteral("0");
        }
        series->append(histogram_set_);
        series->setBarWidth(0.9);
        chart->addSeries(series);
        auto* x = new QBarCategoryAxis;
        x->append(categories);
        const int width = bins.empty() ? 1 : bins.front().high - bins.front().low;
        // The bins' width on a line of its own (an axis title may be HTML): on one line Qt Charts
        // cut the title short in a narrow window.
        x->setTitleText(width == 1 ? tr("Points in the hand")
                                   : QStringLiteral("<div align=\"center\">%1<br>%2</div>")
                                         .arg(tr("Points in the hand"),
                                              tr("(bins of %1 from the label)").arg(width)));
        fit_title_font(x);
        x->setLabelsAngle(categories.size() > 5 ? -90 : 0);
        // Upright, a label needs only its height across, and histogram() makes at most 12 bins,
        // so they fit; but Qt Charts cuts labels by its own measure ("-10" showed as "-…", and
        // upright ones as "…"). Slanted and whole, it dropped the first and set the others off.
        x->setTruncateLabels(false);
        auto* y = new QValueAxis;
        set_integer_range(y, 0, most, 7);
        y->setTitleText(tr("Hands"));
        fit_title_font(y);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(x);
        series->attachAxis(y);
        chart->legend()->hide();
    }

    // The pots of the filter for the running balance, newest first: those with a hand over. A pot
    // left before its first hand ended (a new pot closed at once) has no balance, and as the
    // newest it opened the chart empty.
    filling_ = true;
    const std::int64_t chosen = balance_pot_->currentData().toLongLong();
    balance_pot_->clear();
    pots_ = store_.pots(f);
    std::erase_if(pots_, [](const store::PotRow& pot) { return pot.hands == 0; });
    for (const store::PotRow& pot : pots_)
        balance_pot_->addItem(
            QStringLiteral("%1 · %2").arg(QLocale().toString(pot.started, QLocale::ShortFormat),
                                          history_pot_title(pot, look_)),
            QVariant::fromValue<qlonglong>(pot.id));
    if (const int i = balance_pot_->findData(QVariant::fromValue<qlonglong>(chosen)); i >= 0)
        balance_pot_->setCurrentIndex(i);
    filling_ = false;
    refresh_balance();
}

void StatsWindow::refresh_balance() {
    QChart* chart = balance_view_->chart();
    reset(chart);
    balance_series_.clear();
    const int i = balance_pot_->currentIndex();
    if (i < 0 || i >= static_cast<int>(pots_.size())) return;
    const store::PotRow& pot = pots_[static_cast<std::size_t>(i)];
    const std::vector<std::array<int, 4>> rows = running_balance(store_.hands(pot.id));
    int lo = 0;
    int hi = 0;
    for (int s = 0; s < 4; ++s) {
        auto* series = new QLineSeries;
        const store::SeatResult& seat = pot.seats[static_cast<std::size_t>(s)];
        series->setName(history_seat_name(seat, s));
        QPen pen(kSeatColours[s]);
        pen.setWidth(seat.agent == QLatin1String("human") ? 3 : 2);
        series->setPen(pen);
        for (std::size_t h = 0; h < rows.size(); ++h) {
            const int v = rows[h][static_cast<std::size_t>(s)];
            series->append(static_cast<qreal>(h), v);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        chart->addSeries(series);
        balance_series_.push_back(series);
    }
    auto* x = new QValueAxis;
    set_integer_range(x, 0, static_cast<std::int64_t>(rows.size()) - 1, 11);
    x->setTitleText(tr("Hand"));
    auto* y = new QValueAxis;
    set_integer_range(y, lo, hi, 7);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries* s : balance_series_) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    // One seat a line, beside the plot: four names in a row did not fit a narrow window.
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->show();
}

}  // namespace haolao::ui
