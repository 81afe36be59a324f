// SPDX-License-Identifier: GPL-3.0-or-later
// The pot length as one widget: a count and its unit, "Rounds (圈)" or "Hands (局)". The settings
// dialog (Rules page) and the new-game dialog both use it. Switching the unit keeps the number
// shown (1 round becomes 1 hand, never a remembered 16); when the number is outside the new
// unit's range it is clamped and a note under the widget says so. Children have object names
// ("pot_count", "pot_length", "pot_length_note") so tests can reach them.
#pragma once

#include <QWidget>

#include "settings.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace haolao::ui {

class PotLengthEdit : public QWidget {
    Q_OBJECT
  public:
    explicit PotLengthEdit(QWidget* parent = nullptr);

    // Shows `count` in `unit` (clamped to the unit's range); no signal, no note.
    void set(PotLength unit, int count);
    // The rule settings' unit and the count of that unit.
    void load(const RuleSettings& r);
    // Writes the unit and its count into `r`; the other unit's count stays as it was.
    void store(RuleSettings& r) const;

    PotLength unit() const;
    int count() const;
    // The range of a unit: kMinRounds..kMaxRounds or kMinHands..kMaxHands.
    static int min_count(PotLength unit);
    static int max_count(PotLength unit);
    // "Rounds (圈)" / "Hands (局)" in the current language.
    static QString unit_label(PotLength unit);
    // The note shown after a clamp ("" when none).
    QString note() const;

  signals:
    // The player changed the count or the unit.
    void changed();

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: labels and tooltips again

  private:
    void retranslate();
    void on_unit_changed();

    QSpinBox* count_ = nullptr;
    QComboBox* unit_ = nullptr;
    QLabel* note_ = nullptr;
    // The clamp the note describes: the number typed and the unit it did not fit (for the
    // retranslation); note_from_ == 0: no note.
    int note_from_ = 0;
};

}  // namespace haolao::ui
