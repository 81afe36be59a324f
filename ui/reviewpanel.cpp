// SPDX-License-Identifier: GPL-3.0-or-later
// ReviewPanel (reviewpanel.h): review_pot on a worker thread, its result as a summary and tables.
#include "reviewpanel.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>
#include <algorithm>
#include <atomic>
#include <exception>
#include <utility>

#include "names.h"

namespace haolao::ui {

// What the worker thread and the panel share: the panel may be gone before the thread's last
// progress report is read, so the thread only touches this.
struct ReviewPanel::Worker {
    std::atomic<bool> cancel{false};
    Review result;
    QString error;
};

ReviewPanel::ReviewPanel(Replay replay, Seat seat, QWidget* parent)
    : QWidget(parent), replay_(std::move(replay)), seat_(seat) {
    auto* layout = new QVBoxLayout(this);

    heading_ = new QLabel(this);
    heading_->setObjectName(QStringLiteral("heading"));
    layout->addWidget(heading_);

    auto* run_row = new QHBoxLayout;
    review_button_ = new QPushButton(this);
    review_button_->setObjectName(QStringLiteral("review"));
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("progress"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
    cancel_button_ = new QPushButton(this);
    cancel_button_->setObjectName(QStringLiteral("cancel"));
    cancel_button_->setEnabled(false);
    run_row->addWidget(review_button_);
    run_row->addWidget(progress_, 1);
    run_row->addWidget(cancel_button_);
    layout->addLayout(run_row);

    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("summary"));
    summary_->setWordWrap(true);
    layout->addWidget(summary_);
    worst_label_ = new QLabel(this);
    layout->addWidget(worst_label_);
    worst_ = new QListWidget(this);
    worst_->setObjectName(QStringLiteral("worst"));
    worst_->setMaximumHeight(worst_->fontMetrics().height() * 5);
    layout->addWidget(worst_);

    auto* filter_row = new QHBoxLayout;
    differences_only_ = new QCheckBox(this);
    differences_only_->setObjectName(QStringLiteral("differences_only"));
    previous_ = new QPushButton(this);
    previous_->setObjectName(QStringLiteral("previous_difference"));
    next_ = new QPushButton(this);
    next_->setObjectName(QStringLiteral("next_difference"));
    filter_row->addWidget(differences_only_);
    filter_row->addStretch(1);
    filter_row->addWidget(previous_);
    filter_row->addWidget(next_);
    layout->addLayout(filter_row);

    auto* split = new QSplitter(Qt::Vertical, this);
    decisions_ = new QTableWidget(0, 5, split);
    decisions_->setObjectName(QStringLiteral("decisions"));
    decisions_->setSelectionBehavior(QAbstractItemView::SelectRows);
    decisions_->setSelectionMode(QAbstractItemView::SingleSelection);
    decisions_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    decisions_->verticalHeader()->hide();
    decisions_->horizontalHeader()->setStretchLastSection(true);
    auto* lower = new QWidget(split);
    auto* lower_layout = new QVBoxLayout(lower);
    lower_layout->setContentsMargins(0, 0, 0, 0);
    candidates_label_ = new QLabel(lower);
    candidates_ = new QTableWidget(0, 3, lower);
    candidates_->setObjectName(QStringLiteral("candidates"));
    candidates_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    candidates_->setSelectionMode(QAbstractItemView::NoSelection);
    candidates_->verticalHeader()->hide();
    candidates_->horizontalHeader()->setStretchLastSection(true);
    lower_layout->addWidget(candidates_label_);
    lower_layout->addWidget(candidates_);
    split->addWidget(decisions_);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    connect(review_button_, &QPushButton::clicked, this, &ReviewPanel::start);
    connect(cancel_button_, &QPushButton::clicked, this, &ReviewPanel::cancel);
    connect(differences_only_, &QCheckBox::toggled, this, &ReviewPanel::set_differences_only);
    connect(previous_, &QPushButton::clicked, this, &ReviewPanel::previous_difference);
    connect(next_, &QPushButton::clicked, this, &ReviewPanel::next_difference);
    connect(decisions_, &QTableWidget::itemSelectionChanged, this, &ReviewPanel::on_row_changed);
    connect(worst_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { select_decision(item->data(Qt::UserRole).toInt()); });
    connect(worst_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { select_decision(item->data(Qt::UserRole).toInt()); });

    retranslate();
}

QSize ReviewPanel::sizeHint() const {
    return QWidget::sizeHint().expandedTo(QSize(440, 0));
}

ReviewPanel::~ReviewPanel() {
    if (thread_) {
        worker_->cancel = true;
        thread_->disconnect(this);
        thread_->wait();
        delete thread_;
    }
}

void ReviewPanel::start() {
    if (thread_) return;
    worker_ = std::make_shared<Worker>();
    error_.clear();
    progress_->setRange(0, 0);  // busy until the first report names the total
    progress_->setValue(0);
    review_button_->setEnabled(false);
    cancel_button_->setEnabled(true);
    summary_->setText(tr("Reviewing…"));

    ReviewOptions options = options_;
    std::shared_ptr<Worker> worker = worker_;
    QPointer<ReviewPanel> self(this);
    options.progress = [worker, self](int done, int total) {
        // Queued to the panel's thread; dropped if the panel is gone.
        QMetaObject::invokeMethod(
            self.data(),
            [self, done, total] {
                if (self) self->on_progress(done, total);
            },
            Qt::QueuedConnection);
        return !worker->cancel.load();
    };
    const Replay* replay = &replay_;  // the panel outlives the thread (the destructor waits)
    const Seat seat = seat_;
    thread_ = QThread::create([worker, replay, seat, options] {
        try {
            worker->result = review_pot(replay->header, replay->events, seat, options);
        } catch (const std::exception& e) {
            worker->error = QString::fromStdString(e.what());
        }
    });
    connect(thread_, &QThread::finished, this, &ReviewPanel::on_thread_finished);
    thread_->start();
}

void ReviewPanel::cancel() {
    if (worker_) worker_->cancel = true;
    cancel_button_->setEnabled(false);
}

void ReviewPanel::on_progress(int done, int total) {
    if (!thread_) return;
    progress_->setRange(0, total);
    progress_->setValue(done);
}

void ReviewPanel::on_thread_finished() {
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
    review_ = std::move(worker_->result);
    error_ = worker_->error;
    has_review_ = error_.isEmpty();
    if (!has_review_) review_ = Review{};
    worker_.reset();
    review_button_->setEnabled(true);
    cancel_button_->setEnabled(false);
    if (has_review_ && !review_.cancelled) {
        const int n = std::max(1, static_cast<int>(review_.decisions.size()));
        progress_->setRange(0, n);
        progress_->setValue(n);
    } else if (progress_->maximum() == 0) {
        progress_->setRange(0, 1);  // no report came: not busy any more
        progress_->setValue(0);
    }
    fill();
    emit review_finished();
}

QString ReviewPanel::action_text(const Action& a) {
    switch (a.type) {
        case ActionType::Discard:
            return a.declare ? tr("declare %1").arg(tile_name(a.tile))
                             : tr("discard %1").arg(tile_name(a.tile));
        case ActionType::Kong:
            return tr("kong %1").arg(tile_name(a.tile));
        case ActionType::Win:
            return tr("win");
        case ActionType::Pass:
            return tr("pass");
        case ActionType::Pong:
            return tr("pong %1").arg(tile_name(a.tile));
        case ActionType::ExposedKong:
            return tr("exposed kong %1").arg(tile_name(a.tile));
        case ActionType::AddedKong:
            return tr("added kong %1").arg(tile_name(a.tile));
    }
    return {};
}

bool ReviewPanel::fan() const {
    return replay_.header.rules.scoring == ScoringModel::HandanFan;
}

void ReviewPanel::retranslate() {
    heading_->setText(tr("Review of %1's play").arg(wind_name(seat_)));
    review_button_->setText(tr("Review"));
    review_button_->setToolTip(
        tr("Compare every decision of this seat with what the advisor (the hard AI) would play"));
    cancel_button_->setText(tr("Cancel"));
    worst_label_->setText(tr("Worst decisions:"));
    differences_only_->setText(tr("Differences only"));
    previous_->setText(tr("Previous difference"));
    next_->setText(tr("Next difference"));
    decisions_->setHorizontalHeaderLabels(
        {tr("Hand"), tr("Player's choice"), tr("Advisor's best"), tr("Gap"), tr("Match")});
    candidates_label_->setText(tr("The advisor's ranking:"));
    // Handan settles in 番 (units), and the advisor ranks its decisions in them (docs/AI.md).
    candidates_->setHorizontalHeaderLabels(
        {tr("Action"), fan() ? tr("Expected 番") : tr("Expected points"), tr("Deal-in risk")});
    if (thread_) {
        summary_->setText(tr("Reviewing…"));
    } else {
        const int selected = selected_decision();
        fill();
        if (selected >= 0) select_decision(selected);
    }
}

void ReviewPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void ReviewPanel::fill() {
    filling_ = true;
    worst_->clear();
    decisions_->clearContents();
    decisions_->setRowCount(0);
    candidates_->setRowCount(0);
    if (!error_.isEmpty()) {
        summary_->setText(tr("This log cannot be reviewed: %1").arg(error_));
    } else if (!has_review_) {
        summary_->setText(tr("Press Review to compare this seat's decisions with the advisor's."));
    } else {
        const int n = static_cast<int>(review_.decisions.size());
        QString text = (fan() ? tr("Decisions reviewed: %1. Match rate: %2 %. Expected 番 lost: "
                                   "%3.")
                              : tr("Decisions reviewed: %1. Match rate: %2 %. Expected points "
                                   "lost: %3."))
                           .arg(n)
                           .arg(QString::number(review_.match_rate * 100.0, 'f', 1))
                           .arg(QString::number(review_.ev_lost, 'f', 2));
        if (review_.unranked > 0)
            text +=
                QLatin1Char(' ') +
                tr("Not ranked: %1 (the advisor has no figures for them).").arg(review_.unranked);
        if (review_.cancelled) text += QLatin1Char(' ') + tr("(Cancelled: partial review.)");
        summary_->setText(text);
        for (std::size_t k : review_.worst) {
            const ReviewDecision& d = review_.decisions[k];
            auto* item = new QListWidgetItem((fan() ? tr("Hand %1: %2 instead of %3 (−%4 番)")
                                                    : tr("Hand %1: %2 instead of %3 (−%4 points)"))
                                                 .arg(d.hand)
                                                 .arg(action_text(d.chosen), action_text(d.best))
                                                 .arg(QString::number(d.gap, 'f', 2)),
                                             worst_);
            item->setData(Qt::UserRole, static_cast<int>(k));
        }
        if (review_.worst.empty()) new QListWidgetItem(tr("None: every decision matched."), worst_);
        decisions_->setRowCount(n);
        for (int i = 0; i < n; ++i) {
            const ReviewDecision& d = review_.decisions[static_cast<std::size_t>(i)];
            auto cell = [&](int col, const QString& text) {
                auto* item = new QTableWidgetItem(text);
                item->setData(Qt::UserRole, i);
                if (!d.match && d.ranked) item->setForeground(QColor(0xb0, 0x20, 0x20));
                if (!d.ranked) item->setForeground(QColor(0x70, 0x70, 0x70));
                decisions_->setItem(i, col, item);
            };
            cell(0, QString::number(d.hand));
            cell(1, action_text(d.chosen));
            if (!d.ranked) {
                cell(2, tr("not ranked"));
                cell(3, QStringLiteral("—"));
                cell(4, QStringLiteral("—"));
                decisions_->item(i, 2)->setToolTip(
                    tr("The advisor cannot rank this decision: it has no figures for the action "
                       "taken."));
                continue;
            }
            cell(2, action_text(d.best));
            cell(3, QString::number(d.gap, 'f', 2));
            // ≈: another choice, as good within the threshold. A ✓ beside "kong 4m" and
            // "discard 3s" read as if the two were the same.
            const bool same = d.chosen == d.best;
            cell(4, !d.match ? QStringLiteral("✗")
                    : same   ? QStringLiteral("✓")
                             : QStringLiteral("≈"));
            const QString near =
                fan() ? tr("Another choice, within %1 番 of the advisor's best: counted as a match")
                      : tr("Another choice, within %1 points of the advisor's best: counted as a "
                           "match");
            decisions_->item(i, 4)->setToolTip(
                !d.match ? tr("Differs from the advisor")
                : same   ? tr("Matches the advisor")
                         : near.arg(QString::number(options_.threshold, 'g', 3)));
        }
        decisions_->resizeColumnsToContents();
        set_differences_only(differences_only_->isChecked());
    }
    const bool any_difference = has_review_ && !review_.worst.empty();
    previous_->setEnabled(any_difference);
    next_->setEnabled(any_difference);
    filling_ = false;
}

int ReviewPanel::selected_decision() const {
    const auto rows = decisions_->selectionModel()->selectedRows();
    if (rows.isEmpty()) return -1;
    const QTableWidgetItem* item = decisions_->item(rows.front().row(), 0);
    return item ? item->data(Qt::UserRole).toInt() : -1;
}

int ReviewPanel::row_of(int decision) const {
    return decision >= 0 && decision < decisions_->rowCount() ? decision : -1;
}

void ReviewPanel::select_decision(int i) {
    const int row = row_of(i);
    if (row < 0) return;
    decisions_->setRowHidden(row, false);  // shown even among "differences only"
    if (selected_decision() == i) {
        emit decision_selected(
            static_cast<int>(review_.decisions[static_cast<std::size_t>(i)].event));
        return;
    }
    decisions_->selectRow(row);
    decisions_->scrollToItem(decisions_->item(row, 0));
}

void ReviewPanel::on_row_changed() {
    if (filling_) return;
    const int i = selected_decision();
    show_candidates(i);
    set_differences_only(differences_only_->isChecked());  // a match left behind hides again
    if (i >= 0)
        emit decision_selected(
            static_cast<int>(review_.decisions[static_cast<std::size_t>(i)].event));
}

void ReviewPanel::show_candidates(int i) {
    candidates_->setRowCount(0);
    if (i < 0 || i >= static_cast<int>(review_.decisions.size())) return;
    const ReviewDecision& d = review_.decisions[static_cast<std::size_t>(i)];
    candidates_label_->setText(d.ranked ? tr("The advisor's ranking:")
                                        : tr("The advisor's ranking: none (this decision is "
                                             "not ranked)."));
    candidates_->setRowCount(static_cast<int>(d.candidates.size()));
    for (int r = 0; r < static_cast<int>(d.candidates.size()); ++r) {
        const Advice& a = d.candidates[static_cast<std::size_t>(r)];
        QString text = action_text(a.action);
        if (a.action == d.chosen) text += QLatin1Char(' ') + tr("(played)");
        auto* action = new QTableWidgetItem(text);
        if (a.action == d.chosen) {
            QFont f = action->font();
            f.setBold(true);
            action->setFont(f);
        }
        candidates_->setItem(r, 0, action);
        candidates_->setItem(r, 1, new QTableWidgetItem(QString::number(a.ev, 'f', 2)));
        candidates_->setItem(
            r, 2,
            new QTableWidgetItem(a.action.type == ActionType::Discard
                                     ? QStringLiteral("%1 %").arg(a.deal_in * 100.0, 0, 'f', 1)
                                     : QStringLiteral("—")));
    }
    candidates_->resizeColumnsToContents();
    // The played action in view (the rows laid out first: item views defer their layout).
    candidates_->doItemsLayout();
    for (int r = 0; r < candidates_->rowCount(); ++r)
        if (d.candidates[static_cast<std::size_t>(r)].action == d.chosen)
            candidates_->scrollToItem(candidates_->item(r, 0));
}

void ReviewPanel::set_differences_only(bool on) {
    if (differences_only_->isChecked() != on) {
        differences_only_->setChecked(on);  // toggled() calls back here
        return;
    }
    const int selected = selected_decision();
    for (int row = 0; row < decisions_->rowCount(); ++row) {
        const ReviewDecision& d = review_.decisions[static_cast<std::size_t>(row)];
        const bool match = d.match || !d.ranked;  // an unranked decision is no difference
        decisions_->setRowHidden(row, on && match && row != selected);
    }
}

void ReviewPanel::step_difference(int direction) {
    const int n = static_cast<int>(review_.decisions.size());
    if (n == 0) return;
    int i = selected_decision();
    if (i < 0) i = direction > 0 ? -1 : n;
    for (i += direction; i >= 0 && i < n; i += direction)
        if (const ReviewDecision& d = review_.decisions[static_cast<std::size_t>(i)];
            !d.match && d.ranked) {  // as "Differences only": an unranked one is no difference
            select_decision(i);
            return;
        }
}

void ReviewPanel::previous_difference() {
    step_difference(-1);
}
void ReviewPanel::next_difference() {
    step_difference(+1);
}

}  // namespace haolao::ui
