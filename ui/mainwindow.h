// The game window: the table as central widget, menus (new pot, hints, speed, auto-play,
// fullscreen), the end-of-hand and end-of-pot dialogs, remembered geometry, and the hidden
// screenshot mode used by scripts/screenshots.
#pragma once

#include <QMainWindow>
#include <QPointer>

#include "gamecontroller.h"
#include "options.h"
#include "resultdialogs.h"
#include "tablewidget.h"

namespace haolao::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(const GameOptions& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    TableWidget* table() const { return table_; }
    Audio* audio() const { return audio_; }
    // The end-of-hand dialog while it is open.
    HandResultDialog* hand_dialog() const { return hand_dialog_; }
    PotSummaryDialog* pot_dialog() const { return pot_dialog_; }
    // Begins a new pot (seed + 1 each time after the first).
    void new_pot(std::uint64_t seed);
    // Starts play (separate so tests can rig the game first).
    void start();

  protected:
    void closeEvent(QCloseEvent* e) override;

  private:
    void build_menus();
    void on_hand_over();
    void on_pot_over();
    void check_screenshot(int index);
    void take_screenshot();

    GameOptions options_;
    Audio* audio_ = nullptr;
    GameController* controller_ = nullptr;
    TableWidget* table_ = nullptr;
    QPointer<HandResultDialog> hand_dialog_;
    QPointer<PotSummaryDialog> pot_dialog_;
    bool shot_taken_ = false;
};

}  // namespace haolao::ui
