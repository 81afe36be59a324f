// SPDX-License-Identifier: GPL-3.0-or-later
// The Settings dialog: Rules, Seats, Play, Display and Sound pages over a Settings value.
// Display, sound and play changes are signalled as they happen (so the table can preview them) and
// signalled back to the starting values on Cancel; rule and seat changes take effect when the
// caller starts the next pot with settings(). Widgets have object names ("ruleset", "volume",
// "seat_kind_2", …) so tests can reach them.
#pragma once

#include <QDialog>
#include <array>

#include "settings.h"

class QCheckBox;
class QComboBox;
class QMessageBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;
class QTableWidget;
class QTabWidget;

namespace haolao::ui {

class PotLengthEdit;

class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SettingsDialog(const Settings& initial, QWidget* parent = nullptr);

    // The settings as the widgets show them now.
    Settings settings() const;
    // Shows `s` in every widget (no change signals).
    void load(const Settings& s);
    // The Sound page says that no audio output device was found (Audio::no_device): the
    // settings there change nothing that can be heard.
    void set_no_audio_device(bool none);

    // What "Custom copy…" does after asking for the name: copies the chosen rule set's values
    // under `name` and selects the copy for editing. Returns "" or why the name cannot be used.
    QString make_custom_copy(const QString& name);

    // One-paragraph description of a rule set (translated), its numbers taken from `rules`.
    static QString preset_description(const Ruleset& rules);
    // Its first sentence: what the rule set is, in one line (the new-game dialog shows it).
    static QString preset_summary(const Ruleset& rules);
    // "Human", "AI: normal", … for a seat kind (seat_kinds()).
    static QString seat_kind_label(const std::string& kind);
    // "支 Zhi (tiles over 8 in a suit)" for a scoring table row.
    static QString item_label(Item item);
    static QString extra_label(Extra extra);

    QTabWidget* tabs() const { return tabs_; }

  signals:
    void displayChanged(const haolao::ui::DisplaySettings& display);
    void soundChanged(const haolao::ui::SoundSettings& sound);
    void playChanged(const haolao::ui::PlaySettings& play);
    // OK pressed: the caller saves `s` and applies rules and seats from the next pot.
    void settingsAccepted(const haolao::ui::Settings& s);

  public slots:
    void accept() override;
    void reject() override;
    void restoreDefaults();

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: every page built again

  private:
    void build();  // body_: the tabs and the buttons, in the current language
    QWidget* build_rules_page();
    QWidget* build_seats_page();
    QWidget* build_play_page();
    QWidget* build_display_page();
    QWidget* build_sound_page();

    void fill_ruleset_combo(const QString& select);
    void on_ruleset_chosen();
    void show_switches(const RuleSettings& r);
    void show_scoring();
    void show_description();
    void on_value_edited(int row, int column);
    void ask_custom_copy();
    void delete_custom();
    void update_seat_placeholders();
    void emit_live();
    void check_table();  // shows why the rules describe no game, and disables OK then

    Settings initial_;
    RuleSettings rules_;  // the rule set list and the chosen set, as edited
    bool loading_ = false;

    QWidget* body_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    // Rules.
    QComboBox* ruleset_ = nullptr;
    QLabel* description_ = nullptr;
    QLabel* table_problem_ = nullptr;
    QPushButton* ok_ = nullptr;
    QPushButton* copy_ = nullptr;
    QPushButton* delete_ = nullptr;
    QComboBox* first_dealer_ = nullptr;
    QComboBox* dealer_passes_ = nullptr;  // after another player's win: 下家 or 上家
    QComboBox* wall_ = nullptr;
    QCheckBox* declare_ = nullptr;
    QCheckBox* lock_ = nullptr;
    PotLengthEdit* pot_ = nullptr;
    QLabel* scoring_caption_ = nullptr;
    QTableWidget* scoring_ = nullptr;
    // Seats.
    std::array<QComboBox*, 4> seat_kind_{};
    std::array<QLineEdit*, 4> seat_name_{};
    QLabel* seats_note_ = nullptr;
    // Play.
    QCheckBox* hints_ = nullptr;
    QComboBox* speed_ = nullptr;
    QCheckBox* confirm_pass_ = nullptr;
    QCheckBox* auto_sort_ = nullptr;
    QComboBox* timer_ = nullptr;
    QSpinBox* watch_pause_ = nullptr;
    QSpinBox* claim_timeout_ = nullptr;  // Handan claim offers, seconds (0: wait)
    // Display.
    QComboBox* theme_ = nullptr;
    QCheckBox* corner_ = nullptr;
    QComboBox* table_ = nullptr;
    QComboBox* language_ = nullptr;
    QCheckBox* fullscreen_ = nullptr;
    // Sound.
    QSlider* volume_ = nullptr;
    QLabel* volume_label_ = nullptr;
    QCheckBox* effects_ = nullptr;
    QCheckBox* voice_ = nullptr;
    QCheckBox* music_ = nullptr;
    QLabel* no_device_ = nullptr;
    bool no_audio_device_ = false;
};

// The notice at start when the settings file held values the game cannot use (load_settings'
// `problems`): what is back to its default, key by key, and where the file as it was is kept
// (`kept_as`, from set_aside_bad_settings; empty: the values stay until the settings are next
// saved). A player starting from a menu sees no console, so a warning there alone tells nobody.
QMessageBox* settings_problems_box(QWidget* parent, const QStringList& problems,
                                   const QString& kept_as);
// Shows it, modal.
void tell_settings_problems(QWidget* parent, const QStringList& problems, const QString& kept_as);

}  // namespace haolao::ui
