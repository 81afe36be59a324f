// SPDX-License-Identifier: GPL-3.0-or-later
#include "potlengthedit.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace haolao::ui {

PotLengthEdit::PotLengthEdit(QWidget* parent) : QWidget(parent) {
    count_ = new QSpinBox;
    count_->setObjectName(QStringLiteral("pot_count"));
    count_->setMinimumWidth(70);
    unit_ = new QComboBox;
    unit_->setObjectName(QStringLiteral("pot_length"));
    unit_->addItem(QString(), int(PotLength::Rounds));
    unit_->addItem(QString(), int(PotLength::Hands));
    note_ = new QLabel;
    note_->setObjectName(QStringLiteral("pot_length_note"));
    note_->setWordWrap(true);
    note_->setStyleSheet(QStringLiteral("color: #a05a00;"));
    note_->hide();

    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(count_);
    row->addWidget(unit_);
    row->addStretch(1);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(4);
    v->addLayout(row);
    v->addWidget(note_);
    set(PotLength::Rounds, RuleSettings{}.pot_rounds);
    retranslate();

    connect(unit_, &QComboBox::currentIndexChanged, this, [this] { on_unit_changed(); });
    connect(count_, &QSpinBox::valueChanged, this, [this] {
        // A number the player chose: the clamp note is out of date.
        note_from_ = 0;
        note_->hide();
        emit changed();
    });
}

int PotLengthEdit::min_count(PotLength unit) {
    return unit == PotLength::Rounds ? kMinRounds : kMinHands;
}

int PotLengthEdit::max_count(PotLength unit) {
    return unit == PotLength::Rounds ? kMaxRounds : kMaxHands;
}

QString PotLengthEdit::unit_label(PotLength unit) {
    // Both with their Chinese word: 圈 (a round of dealers), 局 (one hand).
    return unit == PotLength::Rounds ? tr("Rounds (圈)") : tr("Hands (局)");
}

void PotLengthEdit::set(PotLength unit, int count) {
    const QSignalBlocker b1(unit_);
    const QSignalBlocker b2(count_);
    unit_->setCurrentIndex(std::max(unit_->findData(int(unit)), 0));
    count_->setRange(min_count(unit), max_count(unit));
    count_->setValue(std::clamp(count, min_count(unit), max_count(unit)));
    note_from_ = 0;
    note_->hide();
    retranslate();
}

void PotLengthEdit::load(const RuleSettings& r) {
    set(r.pot_length, r.pot_length == PotLength::Rounds ? r.pot_rounds : r.pot_hands);
}

void PotLengthEdit::store(RuleSettings& r) const {
    r.pot_length = unit();
    (r.pot_length == PotLength::Rounds ? r.pot_rounds : r.pot_hands) = count();
}

PotLength PotLengthEdit::unit() const {
    return static_cast<PotLength>(unit_->currentData().toInt());
}

int PotLengthEdit::count() const {
    return count_->value();
}

QString PotLengthEdit::note() const {
    return note_->isHidden() ? QString() : note_->text();
}

void PotLengthEdit::on_unit_changed() {
    // The number stays what the player typed; only a number the new unit cannot hold changes,
    // and the note says so.
    const PotLength u = unit();
    const int typed = count_->value();
    const int kept = std::clamp(typed, min_count(u), max_count(u));
    {
        const QSignalBlocker block(count_);
        count_->setRange(min_count(u), max_count(u));
        count_->setValue(kept);
    }
    note_from_ = kept != typed ? typed : 0;
    retranslate();
    emit changed();
}

void PotLengthEdit::retranslate() {
    unit_->setItemText(0, unit_label(PotLength::Rounds));
    unit_->setItemText(1, unit_label(PotLength::Hands));
    const bool rounds = unit() == PotLength::Rounds;
    count_->setToolTip(rounds ? tr("1 round: the dealership passes through all four seats once")
                              : tr("The pot ends after this many hands"));
    unit_->setToolTip(tr("Changing the unit keeps the number"));
    if (note_from_ == 0) {
        note_->hide();
        return;
    }
    note_->setText((rounds ? tr("A pot has at most %1 rounds: %2 became %1.")
                           : tr("A pot has at most %1 hands: %2 became %1."))
                       .arg(count())
                       .arg(note_from_));
    note_->show();
}

void PotLengthEdit::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

}  // namespace haolao::ui
