// SPDX-License-Identifier: GPL-3.0-or-later
// A callout for the guided first hand (guide.h): a bubble with a short text and Next / Skip
// guide buttons, placed beside what it explains, with rings around those places and an arrow
// from the bubble to them. The bubble and the rings are children of the widget they explain
// (the table, or the scoring dialog); the rings let every click through.
#pragma once

#include <QFrame>
#include <QPointer>
#include <QRect>
#include <QString>
#include <vector>

class QLabel;
class QPushButton;

namespace haolao::ui {

class Callout : public QFrame {
    Q_OBJECT
  public:
    explicit Callout(QWidget* host);
    ~Callout() override;

    void set_text(const QString& text);
    QString text() const;
    // The places explained, in the host's coordinates (empty: the bubble sits in the middle).
    void set_targets(const std::vector<QRect>& targets);
    const std::vector<QRect>& targets() const { return targets_; }
    // Places the bubble stays clear of as well (the action buttons).
    void set_avoid(const std::vector<QRect>& avoid);
    void set_next_text(const QString& text);
    QPushButton* next_button() const { return next_; }
    QPushButton* skip_button() const { return skip_; }
    // Lays the bubble out again (the host was resized, a target moved).
    void place();
    // Where the arrow points (host coordinates; null when there is no target).
    QPoint arrow_tip() const { return tip_; }

  signals:
    void next_clicked();
    void skip_clicked();

  protected:
    bool eventFilter(QObject* o, QEvent* e) override;

  private:
    QLabel* label_ = nullptr;
    QPushButton* next_ = nullptr;
    QPushButton* skip_ = nullptr;
    QPointer<QWidget> rings_;
    std::vector<QRect> targets_;
    std::vector<QRect> avoid_;
    QPoint tip_;
    QPoint from_;
    friend class CalloutRings;
};

}  // namespace haolao::ui
