// SPDX-License-Identifier: GPL-3.0-or-later
// Input: the action buttons (shown for the legal actions, laid out above the hand), clicks and
// keys on the hand, confirmations before passing a win. Everything goes to the feed's submit().
#include <QKeyEvent>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>

#include "names.h"
#include "table_layout.h"
#include "tablewidget.h"

namespace haolao::ui {

using namespace layout;

void TableWidget::update_buttons() {
    const bool waiting = feed_->awaiting_human() && !pause_screen_;
    const ActionList acts = feed_->human_actions();
    bool win = false;
    bool kong = false;
    bool declare = false;
    bool pass = false;
    bool pong = false;
    for (const Action& a : acts) {
        win |= a.type == ActionType::Win;
        // 杠: a concealed kong, an added kong (own turn) or an exposed kong on a discard.
        kong |= a.type == ActionType::Kong || a.type == ActionType::AddedKong ||
                a.type == ActionType::ExposedKong;
        pong |= a.type == ActionType::Pong;
        pass |= a.type == ActionType::Pass;
        declare |= a.type == ActionType::Discard && a.declare;
    }
    auto_->setVisible(feed_->has_human() && !screened());
    auto_->setChecked(
        feed_->autoplay(feed_->viewer()));  // the shown seat's state (its toggle is a no-op then)
    win_->setVisible(waiting && win);
    kong_->setVisible(waiting && kong);
    declare_->setVisible(waiting && declare);
    pass_->setVisible(waiting && pass);
    pong_->setVisible(waiting && pong);
    // Handan: the claim priority on every claim button (Hefei tables have no claims).
    const QString tip =
        feed_->rules().scoring == ScoringModel::HandanFan ? claim_priority_text() : QString();
    for (QPushButton* b : {win_, kong_, pong_, pass_})
        if (b->toolTip() != tip) b->setToolTip(tip);
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
    if (!legal(a)) return feed_->not_offered(a);
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

QString TableWidget::claim_priority_text() {
    //: Tooltip of the claim buttons and part of the claim prompt (Handan, RULES.md §3).
    return tr("Win beats Kong and Pong");
}

QString TableWidget::claim_prompt() const {
    if (!claim_decision()) return {};
    const GameState& st = feed_->shown();
    const ActionList acts = feed_->human_actions();
    const QString tile = tile_label(st.discard);
    QString offer;
    if (acts.has(ActionType::Win))
        offer = st.rob_window ? tr("Rob the kong on %1: Win or Pass").arg(tile)
                              : tr("Claim %1: Win or Pass").arg(tile);
    else if (acts.has(ActionType::ExposedKong) && acts.has(ActionType::Pong))
        offer = tr("Claim %1: Kong, Pong or Pass").arg(tile);
    else if (acts.has(ActionType::ExposedKong))
        offer = tr("Claim %1: Kong or Pass").arg(tile);
    else if (acts.has(ActionType::Pong))
        offer = tr("Claim %1: Pong or Pass").arg(tile);
    else
        return {};
    //: The claim prompt: the offer, then the priority rule.
    return tr("%1 · %2").arg(offer, claim_priority_text());
}

void TableWidget::do_kong() {
    const ActionList acts = feed_->human_actions();
    const auto tiles = hand_tiles();
    // The selected tile's kong (concealed or added) if there is one, else the first legal kong
    // of any kind (the exposed kong on a discard is the only one then).
    if (selected_ >= 0 && selected_ < static_cast<int>(tiles.size())) {
        const Tile t = tiles[static_cast<std::size_t>(selected_)];
        for (const Action& a : {Action::kong(t), Action::added_kong(t)})
            if (acts.contains(a)) {
                feed_->submit(a);
                update_buttons();
                return;
            }
    }
    for (const Action& a : acts)
        if (a.type == ActionType::Kong || a.type == ActionType::AddedKong ||
            a.type == ActionType::ExposedKong) {
            feed_->submit(a);
            break;
        }
    update_buttons();
}

void TableWidget::do_pong() {
    for (const Action& a : feed_->human_actions())
        if (a.type == ActionType::Pong) {
            feed_->submit(a);
            break;
        }
    update_buttons();
}

void TableWidget::do_pass() {
    if (!legal(Action::pass())) return;
    // Ask only when a win is let go (a pong or kong offer passes at once).
    if (confirm_pass_ && win_legal() &&
        QMessageBox::question(
            this, tr("Pass on a win?"), tr("You can win on this tile. Pass anyway?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    feed_->submit(Action::pass());
    update_buttons();
}

std::vector<QRectF> TableWidget::hand_rects(Seat s) const {
    bool fresh = false;
    const auto tiles = hand_of(feed_->shown(), s, &fresh);
    const int n = static_cast<int>(tiles.size());
    std::vector<QRectF> out;
    for (int k = 0; k < n; ++k) out.push_back(hand_rect(s, k, n, fresh));
    return out;
}

std::optional<std::pair<Seat, int>> TableWidget::pointed_at(QPointF v) const {
    if (feed_->has_human()) return std::nullopt;
    std::optional<std::pair<Seat, int>> best;
    qreal nearest = 0;
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        if (s == feed_->viewer() || !feed_->face_up(s)) continue;
        const std::vector<QRectF> rects = hand_rects(s);
        // A side hand's tiles overlap: the one whose centre is nearest.
        for (int k = 0; k < static_cast<int>(rects.size()); ++k) {
            const QRectF& r = rects[static_cast<std::size_t>(k)];
            if (!r.contains(v)) continue;
            const qreal d = QLineF(r.center(), v).length();
            if (!best || d < nearest) {
                best = {s, k};
                nearest = d;
            }
        }
    }
    return best;
}

void TableWidget::compute_hits() {
    if (feed_->has_human())
        hand_hits_ = bottom_hand_rects();
    else
        hand_hits_.clear();
}

void TableWidget::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return;
    if (pause_screen_) {
        press_ended_pause_ = true;
        emit resume_requested();  // and no tile is played by the click that ends the pause
        return;
    }
    press_ended_pause_ = false;
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
            update_state();
            return;
        }
    }
}

// Hot-seat: a tile is discarded by one click, and many players double-click out of habit. When
// the discard passes the turn straight to another human, the second click arrives (as a double
// click) on that player's privacy screen: it must not take the screen down before the computer
// has changed hands. Otherwise a double click is two presses (QWidget's default).
void TableWidget::mouseDoubleClickEvent(QMouseEvent* e) {
    // Nor may a double click whose first press took the pause screen down play with its second.
    if (screened() || std::exchange(press_ended_pause_, false)) return;
    mousePressEvent(e);
}

void TableWidget::mouseMoveEvent(QMouseEvent* e) {
    if (pause_screen_) return;
    const QPointF v = to_virtual(e->position());
    compute_hits();
    // A replay, or a table of AI seats alone: the hand at the bottom can be pointed at (its
    // copies marked) though never played (hand_hits_, which clicks use, stays empty).
    const std::vector<QRectF> hits =
        feed_->has_human() || !feed_->face_up(feed_->viewer()) ? hand_hits_ : bottom_hand_rects();
    int h = -1;
    for (int i = 0; i < static_cast<int>(hits.size()); ++i)
        if (hits[static_cast<std::size_t>(i)]
                .adjusted(0, -kHandHitAbove, 0, kHandHitBelow)
                .contains(v))
            h = i;
    const bool strip = kHintStrip.contains(v);
    const std::optional<std::pair<Seat, int>> pointed = h < 0 ? pointed_at(v) : std::nullopt;
    if (h != hover_ || strip != strip_hover_ || pointed != pointed_) {
        hover_ = h;
        strip_hover_ = strip;
        pointed_ = pointed;
        update_state();
    }
}

std::optional<Tile> TableWidget::matched_tile() const {
    // Only a hand face up to whoever looks: the one at the bottom (the player's own; in a replay
    // the seat shown there), and in a replay any other face up. Never behind the privacy or
    // pause screen, nor while the deal still lays the hands out (the pointer's index is into the
    // whole hand).
    if (screened()) return std::nullopt;
    if (const Event* ev = animated_event(); ev && std::holds_alternative<Dealt>(*ev))
        return std::nullopt;
    if (pointed_ && !feed_->has_human() && feed_->face_up(pointed_->first)) {
        const std::vector<Tile> tiles = hand_of(feed_->shown(), pointed_->first, nullptr);
        if (pointed_->second < static_cast<int>(tiles.size()))
            return tiles[static_cast<std::size_t>(pointed_->second)];
    }
    if (!feed_->face_up(feed_->viewer())) return std::nullopt;
    const std::vector<Tile> tiles = hand_tiles();
    const int n = static_cast<int>(tiles.size());
    if (hover_ >= 0 && hover_ < n) return tiles[static_cast<std::size_t>(hover_)];
    if (feed_->awaiting_human() && feed_->shown().phase == Phase::Turn && selected_ >= 0 &&
        selected_ < n)
        return tiles[static_cast<std::size_t>(selected_)];
    return std::nullopt;
}

void TableWidget::leaveEvent(QEvent*) {
    hover_ = -1;
    pointed_.reset();
    strip_hover_ = false;
    update_state();
}

// QWidget repaints a widget whole when it gains or loses the keyboard focus, and every dialog
// takes the focus and gives it back: the table, which draws no focus frame, was repainted
// whole as each one opened and closed, and the hand result's closing put that into the next
// hand start's frame (at 4K a 33 MB blit and flush instead of a fifth of it; BENCHMARKS.md,
// session 29).
void TableWidget::focusInEvent(QFocusEvent*) {}

void TableWidget::focusOutEvent(QFocusEvent*) {}

void TableWidget::keyPressEvent(QKeyEvent* e) {
    if (pause_screen_) {
        // Only going on: no key plays or chooses a tile behind the screen.
        if (e->isAutoRepeat()) return;
        if (e->key() == Qt::Key_Space || e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter ||
            e->key() == Qt::Key_Escape)
            emit resume_requested();
        else
            QWidget::keyPressEvent(e);
        return;
    }
    if (feed_->privacy()) {
        // A key held down since the discard or pass that raised the screen (Enter, Space) repeats
        // onto it: only a fresh press confirms.
        if (e->isAutoRepeat()) return;
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
        case Qt::Key_P:
            do_pong();
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
    // The selection, the declare mode and the buttons are in the layers' key: only what they
    // change is redrawn and repainted (a plain update() repainted the whole table at each key).
    update_state();
}

}  // namespace haolao::ui
