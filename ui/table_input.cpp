// SPDX-License-Identifier: GPL-3.0-or-later
// Input: the action buttons (shown for the legal actions, laid out above the hand), clicks and
// keys on the hand, confirmations before passing a win. Everything goes to the feed's submit().
#include <QKeyEvent>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>

#include "table_layout.h"
#include "tablewidget.h"

namespace haolao::ui {

using namespace layout;

void TableWidget::update_buttons() {
    const bool waiting = feed_->awaiting_human();
    const ActionList acts = feed_->human_actions();
    bool win = false;
    bool kong = false;
    bool declare = false;
    bool pass = false;
    for (const Action& a : acts) {
        win |= a.type == ActionType::Win;
        kong |= a.type == ActionType::Kong;
        pass |= a.type == ActionType::Pass;
        declare |= a.type == ActionType::Discard && a.declare;
    }
    auto_->setVisible(feed_->has_human() && !feed_->privacy());
    auto_->setChecked(
        feed_->autoplay(feed_->viewer()));  // the shown seat's state (its toggle is a no-op then)
    win_->setVisible(waiting && win);
    kong_->setVisible(waiting && kong);
    declare_->setVisible(waiting && declare);
    pass_->setVisible(waiting && pass);
    if (!(waiting && declare)) {
        declare_->setChecked(false);
        declare_mode_ = false;
    }
    layout_buttons();
}

bool TableWidget::legal(const Action& a) const {
    return feed_->human_actions().contains(a);
}
bool TableWidget::win_legal() const {
    return legal(Action::win());
}

void TableWidget::discard(int i, bool declare) {
    const auto tiles = hand_tiles();
    if (!feed_->awaiting_human() || i < 0 || i >= static_cast<int>(tiles.size())) return;
    const Action a = Action::discard(tiles[static_cast<std::size_t>(i)], declare);
    if (!legal(a)) return;
    if (win_legal() && confirm_pass_ &&
        QMessageBox::question(this, tr("Pass on a win?"),
                              tr("Your hand is a winning hand. Discard instead of winning?"),
                              QMessageBox::Yes | QMessageBox::No,
                              QMessageBox::No) != QMessageBox::Yes)
        return;
    declare_->setChecked(false);
    feed_->submit(a);
    update_buttons();
}

void TableWidget::do_win() {
    if (feed_->submit(Action::win())) update_buttons();
}

void TableWidget::do_kong() {
    const ActionList acts = feed_->human_actions();
    const auto tiles = hand_tiles();
    // The selected tile's kong if there is one, else the first legal kong.
    if (selected_ >= 0 && selected_ < static_cast<int>(tiles.size()) &&
        acts.contains(Action::kong(tiles[static_cast<std::size_t>(selected_)]))) {
        feed_->submit(Action::kong(tiles[static_cast<std::size_t>(selected_)]));
    } else {
        for (const Action& a : acts)
            if (a.type == ActionType::Kong) {
                feed_->submit(a);
                break;
            }
    }
    update_buttons();
}

void TableWidget::do_pass() {
    if (!legal(Action::pass())) return;
    if (confirm_pass_ && QMessageBox::question(this, tr("Pass on a win?"),
                                               tr("You can win on this tile. Pass anyway?"),
                                               QMessageBox::Yes | QMessageBox::No,
                                               QMessageBox::No) != QMessageBox::Yes)
        return;
    feed_->submit(Action::pass());
    update_buttons();
}

void TableWidget::compute_hits() {
    hand_hits_.clear();
    if (!feed_->has_human()) return;
    bool fresh = false;
    const auto tiles = hand_of(feed_->shown(), feed_->viewer(), &fresh);
    const int n = static_cast<int>(tiles.size());
    for (int k = 0; k < n; ++k) hand_hits_.push_back(hand_rect(feed_->viewer(), k, n, fresh));
}

void TableWidget::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return;
    if (feed_->privacy()) {
        feed_->confirm_privacy();
        return;
    }
    const QPointF v = to_virtual(e->position());
    if (legend_ && legend_rect().contains(v)) {
        show_legend(false);
        return;
    }
    compute_hits();
    for (int i = static_cast<int>(hand_hits_.size()) - 1; i >= 0; --i) {
        QRectF r = hand_hits_[static_cast<std::size_t>(i)];
        r.adjust(0, -kHandHitAbove, 0, kHandHitBelow);
        if (r.contains(v)) {
            selected_ = i;
            discard(i, declare_mode_);
            update();
            return;
        }
    }
}

void TableWidget::mouseMoveEvent(QMouseEvent* e) {
    const QPointF v = to_virtual(e->position());
    compute_hits();
    int h = -1;
    for (int i = 0; i < static_cast<int>(hand_hits_.size()); ++i)
        if (hand_hits_[static_cast<std::size_t>(i)]
                .adjusted(0, -kHandHitAbove, 0, kHandHitBelow)
                .contains(v))
            h = i;
    const bool strip = kHintStrip.contains(v);
    if (h != hover_ || strip != strip_hover_) {
        hover_ = h;
        strip_hover_ = strip;
        update();
    }
}

void TableWidget::leaveEvent(QEvent*) {
    hover_ = -1;
    strip_hover_ = false;
    update();
}

void TableWidget::keyPressEvent(QKeyEvent* e) {
    if (feed_->privacy()) {
        if (e->key() == Qt::Key_Space || e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter)
            feed_->confirm_privacy();
        else
            QWidget::keyPressEvent(e);
        return;
    }
    const int n = static_cast<int>(hand_tiles().size());
    switch (e->key()) {
        case Qt::Key_Left:
            if (n) selected_ = selected_ <= 0 ? n - 1 : selected_ - 1;
            break;
        case Qt::Key_Right:
            if (n) selected_ = selected_ < 0 || selected_ >= n - 1 ? 0 : selected_ + 1;
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            discard(selected_, declare_mode_);
            break;
        case Qt::Key_H:
            do_win();
            break;
        case Qt::Key_K:
            do_kong();
            break;
        case Qt::Key_T:
            if (declare_->isVisible()) declare_->toggle();
            break;
        case Qt::Key_Escape:
            if (legend_)
                show_legend(false);
            else if (declare_mode_)
                declare_->setChecked(false);
            else
                QWidget::keyPressEvent(e);
            break;
        case Qt::Key_Space:
            do_pass();
            break;
        default:
            QWidget::keyPressEvent(e);
            return;
    }
    update();
}

}  // namespace haolao::ui
