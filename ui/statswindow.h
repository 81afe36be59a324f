// SPDX-License-Identifier: GPL-3.0-or-later
// Game → Statistics… (docs/UI.md "History and statistics"): one profile's figures over one preset
// or all, over all time or a date range, read from the store: its rank card, the figures
// (statsfigures.h), the biggest hand with its breakdown, and three charts (rank points over
// time, points per hand, a pot's running balance). Export CSV… writes statistics_csv().
#pragma once

#include <QWidget>
#include <cstdint>

#include "store/store.h"

class QCheckBox;
class QChart;
class QComboBox;
class QDateEdit;
class QGridLayout;
class QGroupBox;
class QLabel;
class QVBoxLayout;
class QBarSet;
class QLineSeries;
class QPushButton;
class QChartView;

namespace haolao::ui {

class RankCard;
struct Settings;

class StatsWindow : public QWidget {
    Q_OBJECT
  public:
    // A top-level window over `store` (which must outlive it). `look`, the player's settings
    // (which must outlive it), names a pot played under a saved rule set by that set.
    explicit StatsWindow(store::Store& store, QWidget* parent = nullptr,
                         const Settings* look = nullptr);

    // The filter shown (profile, preset, dates); set_filter selects it in the choosers.
    store::Filter filter() const;
    void set_filter(const store::Filter& f);
    // Reads everything again from the store (after a pot, a rebuild).
    void reload();

    // ---- For tests -------------------------------------------------------------------------
    // The shown value of the figure `key` (statistics_figures' keys); "" if none.
    QString figure(const QString& key) const;
    RankCard* rank_card() const { return card_; }
    QString biggest_text() const;
    QLineSeries* rank_series() const { return rank_series_; }
    QBarSet* histogram_set() const { return histogram_set_; }
    QLineSeries* balance_series(int seat) const;
    QComboBox* balance_pot() const { return balance_pot_; }
    // Writes the CSV export to `path`; false with the reason in `error`.
    bool export_csv(const QString& path, QString* error) const;

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: built again

  private:
    void build();
    void retranslate();
    void refresh();          // figures, card, charts from the filter
    void refresh_balance();  // the running-balance chart for the chosen pot
    void fill_choosers();

    store::Store& store_;
    const Settings* look_ = nullptr;
    QComboBox* profile_ = nullptr;
    QComboBox* preset_ = nullptr;
    QCheckBox* all_time_ = nullptr;
    QDateEdit* from_ = nullptr;
    QDateEdit* to_ = nullptr;
    QLabel* profile_label_ = nullptr;
    QLabel* preset_label_ = nullptr;
    QLabel* from_label_ = nullptr;
    QLabel* to_label_ = nullptr;
    QLabel* balance_label_ = nullptr;
    QPushButton* export_ = nullptr;
    RankCard* card_ = nullptr;
    QGroupBox* figures_box_ = nullptr;
    QGridLayout* figures_ = nullptr;
    QGroupBox* biggest_box_ = nullptr;
    QLabel* biggest_ = nullptr;
    QChartView* rank_view_ = nullptr;
    QChartView* histogram_view_ = nullptr;
    QChartView* balance_view_ = nullptr;
    QComboBox* balance_pot_ = nullptr;
    QLineSeries* rank_series_ = nullptr;
    QBarSet* histogram_set_ = nullptr;
    std::vector<QLineSeries*> balance_series_;
    std::vector<store::PotRow> pots_;  // the filter's pots, for the balance chooser
    bool filling_ = false;
};

}  // namespace haolao::ui
