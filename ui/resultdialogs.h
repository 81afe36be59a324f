// SPDX-License-Identifier: GPL-3.0-or-later
// End-of-hand dialog (every hand revealed, each winner's itemised payments, deltas, standings) and
// the end-of-pot ranking, for any TableFeed (a live or a recorded game). Figures come from the
// engine's HandResult, scored again from the shown events (TableFeed::hand_result); widgets
// carrying a figure have object names ("delta_0", "total_0", "payment_<win>_<payer>") so tests can
// read them.
#pragma once

#include <QDialog>
#include <QPointer>

#include "haolao/game.h"
#include "tablefeed.h"

namespace haolao::ui {

class TileRenderer;

class HandResultDialog : public QDialog {
    Q_OBJECT
  public:
    HandResultDialog(const TableFeed& feed, TileRenderer& renderer, QWidget* parent = nullptr);

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: built again

  private:
    void build();
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
