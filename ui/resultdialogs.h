// SPDX-License-Identifier: GPL-3.0-or-later
// End-of-hand dialog (every hand revealed, each winner's itemised payments, deltas, standings) and
// the end-of-pot ranking, for any TableFeed (a live or a recorded game). Figures come from the
// engine's HandResult, scored again from the shown events (TableFeed::hand_result); widgets
// carrying a figure have object names ("delta_0", "total_0", "payment_<win>_<payer>") so tests can
// read them.
#pragma once

#include <QDialog>
#include <QPointer>
#include <QTimer>

#include "haolao/game.h"
#include "tablefeed.h"

namespace haolao::ui {

class TileRenderer;

class HandResultDialog : public QDialog {
    Q_OBJECT
  public:
    HandResultDialog(const TableFeed& feed, TileRenderer& tiles, QWidget* parent = nullptr);

    // Watch mode: accepts by itself after `seconds` (the Next button counts down); "Stay"
    // (object name "stay") stops the count. seconds_left(): 0 when not counting.
    void count_down(int seconds);
    int seconds_left() const { return left_; }

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: built again

  private:
    void build();
    void show_count();
    QTimer* tick_ = nullptr;
    int left_ = 0;
    QPointer<const TableFeed> c_;
    HandResult result_;  // the hand shown, scored once
    TileRenderer& tiles_;
};

class PotSummaryDialog : public QDialog {
    Q_OBJECT
  public:
    PotSummaryDialog(const TableFeed& feed, QWidget* parent = nullptr);
    bool new_pot() const { return new_pot_; }

  protected:
    void changeEvent(QEvent* e) override;

  private:
    void build();
    QPointer<const TableFeed> c_;
    bool new_pot_ = false;
};

}  // namespace haolao::ui
