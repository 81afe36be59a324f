// SPDX-License-Identifier: GPL-3.0-or-later
// The review of one seat's play in a recorded pot (docs/AI.md "Review"), as a standalone widget
// to dock beside the replay viewer: "Review" runs review_pot on a worker thread (progress bar,
// Cancel), then shows the summary (match rate, expected points lost, the worst three decisions),
// the table of decisions (hand, the player's choice, the advisor's best, gap, match) with
// "Differences only" and previous / next difference, and the ranked candidates of the selected
// decision. Selecting a decision emits decision_selected(event index) so the viewer can seek
// there. Child widgets have object names for tests: "review", "cancel", "progress", "summary",
// "worst", "decisions", "candidates", "differences_only", "previous_difference",
// "next_difference".
#pragma once

#include <QWidget>
#include <memory>

#include "haolao/replay.h"
#include "haolao/review.h"

class QCheckBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QThread;

namespace haolao::ui {

class ReviewPanel : public QWidget {
    Q_OBJECT
  public:
    ReviewPanel(Replay replay, Seat seat, QWidget* parent = nullptr);
    ~ReviewPanel() override;  // cancels a running review and waits for it

    // 440 wide where there is room; the viewer lets it shrink to 360 on a small screen.
    QSize sizeHint() const override;

    // The advisor's budget (default: hard's own, reproducible). Takes effect at the next start().
    void set_budget(const AdviceBudget& budget) { options_.budget = budget; }
    Seat seat() const { return seat_; }

    bool running() const { return thread_ != nullptr; }
    bool has_review() const { return has_review_; }
    // The last finished (or cancelled) review; empty before the first.
    const Review& review() const { return review_; }
    // The log could not be reviewed (an event the engine does not produce): the message, else "".
    const QString& error() const { return error_; }

    // The decision shown (index into review().decisions), -1 when none is selected.
    int selected_decision() const;

  public slots:
    void start();   // the "Review" button
    void cancel();  // the "Cancel" button: the review stops after its current decision
    // Selects decision `i` (index into review().decisions): shows it even when "Differences
    // only" hides matches, and emits decision_selected.
    void select_decision(int i);
    void previous_difference();
    void next_difference();
    void set_differences_only(bool on);

  signals:
    void decision_selected(int event_index);
    void review_finished();  // after a review ends: complete, cancelled or failed

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: texts again

  private:
    struct Worker;
    void retranslate();
    // True for a Handan pot: its figures are 番 (units), not points.
    bool fan() const;
    void on_progress(int done, int total);
    void on_thread_finished();
    void fill();  // summary, worst list, decisions table from review_
    void show_candidates(int i);
    void on_row_changed();
    int row_of(int decision) const;
    void step_difference(int direction);
    static QString action_text(const Action& a);

    Replay replay_;
    Seat seat_;
    ReviewOptions options_;
    Review review_;
    bool has_review_ = false;
    QString error_;
    QThread* thread_ = nullptr;
    std::shared_ptr<Worker> worker_;
    bool filling_ = false;

    QLabel* heading_ = nullptr;
    QPushButton* review_button_ = nullptr;
    QPushButton* cancel_button_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* summary_ = nullptr;
    QLabel* worst_label_ = nullptr;
    QListWidget* worst_ = nullptr;
    QCheckBox* differences_only_ = nullptr;
    QPushButton* previous_ = nullptr;
    QPushButton* next_ = nullptr;
    QTableWidget* decisions_ = nullptr;
    QLabel* candidates_label_ = nullptr;
    QTableWidget* candidates_ = nullptr;
};

}  // namespace haolao::ui
