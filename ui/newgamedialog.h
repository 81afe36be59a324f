// SPDX-License-Identifier: GPL-3.0-or-later
// Game → New game… (Ctrl+N): the choices of one pot in one dialog, and the pot starts when it is
// accepted. Rule set (with its one-line summary, SettingsDialog::preset_summary), the four seats
// (a human with a profile, or an AI level; every level described in one line with its measured
// strength), the pot length (PotLengthEdit), the turn timer and, for rules with claims (Handan),
// the claim timeout. It opens on the stored settings (the last choices) and gives back those
// settings with its choices applied: the choices are settings keys, so they are remembered with
// the settings and the settings dialog shows them. Widgets have object names ("preset",
// "seat_kind_2", "seat_profile_0", "claim_timeout", "problem", …) for tests.
#pragma once

#include <QDialog>
#include <QStringList>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "settings.h"

class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace haolao::ui {

class PotLengthEdit;

class NewGameDialog : public QDialog {
    Q_OBJECT
  public:
    // `initial`: the stored settings; `profiles`: the profile names a human seat may take
    // (MainWindow::profile_names()); a name typed in is a new profile.
    NewGameDialog(const Settings& initial, const QStringList& profiles, QWidget* parent = nullptr);

    // A note that accepting leaves the unfinished pot (kept as history, not resumed).
    void set_leaving_pot(bool on);

    // `initial` with the dialog's choices: rule set (a different rule set brings its preset's
    // table switches, as in the settings dialog), pot length, seats (a human seat's name is its
    // profile), turn timer, claim timeout (kept as stored while the rules have no claims).
    Settings settings() const;
    // Why these choices cannot start a pot ("" if they can): a human seat without a profile, two
    // human seats with the same profile, rules the engine cannot play. OK is disabled meanwhile.
    QString problem() const;
    // The human seats' profiles that were not in `profiles` (typed in).
    QStringList new_profiles() const;
    // Whether the chosen rules have claims on discards (Handan): the claim timeout row shows.
    bool claims() const;

    // One line on how an AI level plays and how strong it measured (docs/AI.md, duplicate
    // matches); "" for a kind that is not an AI level.
    static QString ai_level_description(const std::string& kind);

  signals:
    // Accepted: the caller stores `s` and starts the new pot with it at once.
    void newGameAccepted(const haolao::ui::Settings& s);

  public slots:
    void accept() override;

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: built again, choices kept
    bool eventFilter(QObject* watched, QEvent* e) override;  // the levels box's resizes

  private:
    void build();
    void load(const Settings& s);
    void on_kind_changed(int seat);
    void refresh();     // summary, notes, the levels in use, the problem and OK
    void fit_levels();  // each level's wrapped line as tall as its text at the box's width

    Settings initial_;
    QStringList profiles_;
    bool leaving_ = false;
    bool loading_ = false;

    QWidget* body_ = nullptr;
    QComboBox* preset_ = nullptr;
    QLabel* summary_ = nullptr;
    PotLengthEdit* pot_ = nullptr;
    QComboBox* timer_ = nullptr;
    QSpinBox* claim_ = nullptr;      // Handan's claim timeout (play/claim_timeout), seconds
    QLabel* claim_label_ = nullptr;  // (the row is shown for rules with claims only)
    std::array<QComboBox*, 4> kind_{};
    std::array<QComboBox*, 4> profile_{};
    QLabel* seats_note_ = nullptr;
    std::vector<std::pair<std::string, QLabel*>> levels_;
    QGroupBox* levels_box_ = nullptr;
    QLabel* problem_ = nullptr;
    QLabel* leaving_note_ = nullptr;
    QPushButton* ok_ = nullptr;
};

}  // namespace haolao::ui
