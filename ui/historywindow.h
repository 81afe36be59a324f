// SPDX-License-Identifier: GPL-3.0-or-later
// Game → History… (docs/UI.md "History and statistics"): every recorded pot from the store,
// newest first, with its date, preset, seats and final standings; expanded, its hands (winner,
// how, points). The selected pot or hand opens in the replay viewer (a hand: the viewer jumps to
// it); a pot can be deleted (its rows and its replay file) or its replay file exported (copied).
#pragma once

#include <QWidget>
#include <cstdint>
#include <optional>
#include <vector>

#include "store/store.h"

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace haolao::ui {

class ReplayViewer;
struct Settings;

class HistoryWindow : public QWidget {
    Q_OBJECT
  public:
    // A top-level window over `store` (which must outlive it). The viewers it opens look as
    // `look` (the player's settings, which must outlive it) says, when given.
    explicit HistoryWindow(store::Store& store, QWidget* parent = nullptr,
                           const Settings* look = nullptr);

    // Reads the pots again from the store.
    void reload();

    // ---- The actions (the buttons call these; tests too) ----------------------------------
    // Selects pot `pot_id`, or its hand `hand` (0-based) when given.
    bool select(std::int64_t pot_id, std::optional<int> hand = std::nullopt);
    // The selection: a pot id, and the hand index when a hand row is selected.
    std::optional<std::int64_t> selected_pot() const;
    std::optional<int> selected_hand() const;
    // Opens the selected pot (or hand) in the replay viewer; null: refused (a message says why).
    ReplayViewer* open_selected();
    // Deletes the selected pot (rows and replay file). `ask`: confirm first.
    bool delete_selected(bool ask, QString* error = nullptr);
    // Copies the selected pot's replay file to `to`.
    bool export_selected(const QString& to, QString* error) const;
    // The replay file of pot `pot_id` (DATA/pots/<file>).
    QString pot_path(std::int64_t pot_id) const;

    QTreeWidget* tree() const { return tree_; }

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: built again

  private:
    void retranslate();
    void update_buttons();
    void fit_columns();  // columns 0-2 to the rows shown (a pot's hands once it is expanded)
    const store::PotRow* pot_row(std::int64_t id) const;

    store::Store& store_;
    const Settings* look_ = nullptr;
    std::vector<store::PotRow> pots_;
    QTreeWidget* tree_ = nullptr;
    QLabel* summary_ = nullptr;
    QPushButton* open_ = nullptr;
    QPushButton* export_ = nullptr;
    QPushButton* delete_ = nullptr;
    QPushButton* close_ = nullptr;
};

// A pot's rules as the player knows them (`look`: the player's settings, may be null): a saved
// rule set's name when its values are the pot's, "Preset (own values)" for values no saved set
// has, else the preset's name (also when no header was recorded).
QString history_pot_title(const store::PotRow& pot, const Settings* look);
// A seat as history lists it: "東 name" (the wind's name when the seat has none).
QString history_seat_name(const store::SeatResult& seat, int index);
// A pot's final standings in place order: "1 東 You +120 · 2 南 South +40 …" (tied seats share
// a place).
QString history_standings(const store::PotRow& pot);

}  // namespace haolao::ui
