// SPDX-License-Identifier: GPL-3.0-or-later
// End-of-hand dialog (every hand revealed, each winner's itemised payments, deltas, standings) and
// the end-of-pot ranking, for any TableFeed (a live or a recorded game). Figures come from the
// engine's HandResult, scored again from the shown events (TableFeed::hand_result); widgets
// carrying a figure have object names ("delta_0", "total_0", "payment_<win>_<payer>", each
// breakdown line's figure "step_<win>_<payer>_<line>") so tests can read them.
#pragma once

#include <QDialog>
#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <array>
#include <optional>
#include <span>
#include <vector>

#include "haolao/game.h"
#include "rankcard.h"
#include "tablefeed.h"

namespace haolao::ui {

class Audio;
class TileRenderer;

// One line of a payment's breakdown, in the order the engine's explain_payment gives: the
// Chinese term, its gloss and the figure ("10", "+1", "×3 = 39"); a subtotal line (before a
// multiplier) has no term. Read top to bottom, the figures add up to the payment's points.
struct BreakdownLine {
    QString term;
    QString gloss;
    QString figure;
    bool subtotal = false;
};
std::vector<BreakdownLine> breakdown_lines(const Payment& payment, const Ruleset& rules);

// A seat's hand as the hand's result shows it: the concealed tiles, each kong and pong set apart
// (a kong four tiles, a pong three), and a winner's winning tile apart at the end, taken out of
// the concealed tiles on a self-draw as it is added to them on a discard. In a drawn hand (荒庄)
// a seat still holding its last draw (each seat after Hefei's haolao phase) holds it apart at the
// end, as the table shows it.
struct ShownHand {
    std::vector<Tile> concealed;
    std::vector<std::vector<Tile>> melds;
    std::optional<Tile> win;
    std::optional<Tile> drawn;  // a drawn hand's last draw
};
ShownHand shown_hand(const SeatState& ss, const HandResult& hr, Seat s);

// Handan's payments on the spot during the hand (kong money, 跟打), from the hand's events (the
// last HandStarted on): one line each, "East · 明杠 exposed kong 五萬 (5m), from South", with its
// deltas by Seat index, and their sum per seat. Empty for a Hefei hand.
struct SidePayment {
    QString text;
    std::array<int, 4> deltas{};
};
std::vector<SidePayment> side_payments(std::span<const Event> events);

class HandResultDialog : public QDialog {
    Q_OBJECT
  public:
    HandResultDialog(const TableFeed& feed, TileRenderer& renderer, QWidget* parent = nullptr);

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

// Final places from the standings, by Seat index: 1 + the number of seats strictly ahead, so
// tied seats share the better place (all at 0: all 1st).
std::array<int, 4> shared_places(const std::array<int, 4>& standings);

// The end-of-pot ranking ("final_<seat>", "place_<seat>"), then each human profile's rank moment
// (points gained, the progress bar, a level-up banner "level_up_<i>"), and "New pot" / "Close".
class PotSummaryDialog : public QDialog {
    Q_OBJECT
  public:
    PotSummaryDialog(const TableFeed& feed, QWidget* parent = nullptr);
    bool new_pot() const { return new_pot_; }
    // The rank moments of the pot's human profiles (from the store). A level-up plays the win
    // cue on `audio` (once), and shows a banner.
    void set_rank_moments(std::vector<RankMoment> moments, Audio* audio = nullptr);
    const std::vector<RankMoment>& rank_moments() const { return moments_; }
    // The keys that take a button (Enter, Space) count only after this long without one since
    // the summary showed (each key pressed sooner starts the wait again), and never as a held
    // key's repeats: Enter hammered or held through the last hands went on into the summary and
    // started a new pot before the standings (and a level-up) could be read.
    static constexpr int kKeyGuardMs = 600;

  protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;
    bool eventFilter(QObject* o, QEvent* e) override;

  private:
    void build();
    void fit();  // as large as the content, no empty band
    QPointer<const TableFeed> c_;
    QElapsedTimer quiet_;  // since the summary showed, or since a key it did not take
    bool new_pot_ = false;
    std::vector<RankMoment> moments_;
};

// After the pot summary is closed: a "New pot" button over the table's centre (object name
// "new_pot_offer"; it follows the table's size and goes with the table). The caller connects its
// clicked() signal.
class QPushButton* offer_new_pot(QWidget* table);

}  // namespace haolao::ui
