// SPDX-License-Identifier: GPL-3.0-or-later
// Tooltips on the wall's markers: the head and tail chips (and the stacks they mark), the haolao
// zone's tiles and its label, the dice on the info card. The places are the painter's
// (table_overlays.cpp draws the chips from the same layout constants, table_layout.h).
#include <QCoreApplication>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QToolTip>
#include <algorithm>

#include "table_layout.h"
#include "tablewidget.h"

namespace haolao::ui {

using namespace layout;

namespace {

bool in_play(const GameState& st) {
    return st.wall.shape().size() > 0 && (st.phase == Phase::Turn || st.phase == Phase::Response);
}

}  // namespace

QRect TableWidget::marker_rect(Marker m) const {
    const GameState& st = feed_->shown();
    const WallShape& shape = st.wall.shape();
    const QTransform map = to_widget();
    switch (m) {
        case Marker::Head:
        case Marker::Tail: {
            if (!in_play(st)) return {};
            const int pos = m == Marker::Head ? shape.head() : shape.tail();
            if (pos < 0) return {};
            bool up = false;
            QRectF stack = wall_rect(shape, pos, &up);
            const QRectF chip = wall_chip_virtual(shape, pos, m);
            if (up) stack.translate(0, -kLift);
            return map.mapRect(chip.united(stack)).toAlignedRect();
        }
        case Marker::HaolaoZone: {
            QRect u;
            for (const WallItem& item : wall_items())
                if (item.haolao_zone) u = u.united(item.rect.toAlignedRect());
            return u;
        }
        case Marker::HaolaoLabel: {
            if (!in_play(st) || !st.haolao || shape.head() < 0) return {};
            const int pos = shape.head();
            const QRectF r = wall_rect(shape, pos, nullptr);
            const int side = screen_side(shape.spot(pos).owner);
            const QString text = tr("Haolao · %1 left").arg(shape.remaining());
            const qreal w =
                std::max(124, QFontMetrics(font_px(18, true)).horizontalAdvance(text) + 28);
            return map.mapRect(haolao_chip(r, side, w, wall_chip_virtual(shape, pos, Marker::Head)))
                .toAlignedRect();
        }
        case Marker::DrawnHandLimit: {
            // Handan (table_melds.cpp): the mark across the wall.
            if (!in_play(st)) return {};
            return drawn_hand_mark().toAlignedRect();
        }
        case Marker::Dice:
            if (!in_play(st)) return {};
            return map.mapRect(kInfoCard).toAlignedRect();
    }
    return {};
}

QRectF TableWidget::wall_chip_virtual(const WallShape& shape, int position, Marker m) const {
    auto chip_at = [&](int pos, Marker which) {
        const QString text = which == Marker::Head ? tr("Head") : tr("Tail");
        const qreal w = std::max(40, QFontMetrics(font_px(14, true)).horizontalAdvance(text) + 16);
        return wall_chip(wall_rect(shape, pos, nullptr), screen_side(shape.spot(pos).owner), w);
    };
    QRectF chip = chip_at(position, m);
    // The last tiles (the haolao phase) bring the head and the tail to neighbouring stacks of one
    // wall, then to one stack, and their chips overlapped ("Tail" over "Head"): there they sit
    // side by side along the wall, centred where the two were.
    const bool head = m == Marker::Head;
    const int other_pos = head ? shape.tail() : shape.head();
    if (position != (head ? shape.head() : shape.tail()) || other_pos < 0) return chip;
    const int side = screen_side(shape.spot(position).owner);
    if (screen_side(shape.spot(other_pos).owner) != side) return chip;
    const QRectF other = chip_at(other_pos, head ? Marker::Tail : Marker::Head);
    if (!chip.intersects(other)) return chip;
    const bool across = side == 0 || side == 2;  // the wall runs across the screen
    auto centre = [&](const QRectF& r) { return across ? r.center().x() : r.center().y(); };
    auto length = [&](const QRectF& r) { return across ? r.width() : r.height(); };
    constexpr qreal kGap = 2;
    const qreal start = (centre(chip) + centre(other) - length(chip) - length(other) - kGap) / 2;
    // First along the wall: the one further that way; on one stack, the head.
    const bool first = centre(chip) < centre(other) || (centre(chip) == centre(other) && head);
    const qreal at = first ? start : start + length(other) + kGap;
    if (across)
        chip.moveLeft(at);
    else
        chip.moveTop(at);
    return chip;
}

QRectF TableWidget::wall_chip_rect(Marker m, int position) const {
    const WallShape& shape = feed_->shown().wall.shape();
    if (position < 0 || position >= shape.size() || (m != Marker::Head && m != Marker::Tail))
        return {};
    return to_widget().mapRect(wall_chip_virtual(shape, position, m));
}

QString TableWidget::marker_tip(QPoint pos) const {
    const int zone = feed_->rules().haolao_tiles;
    QString zone_tip =
        tr("Haolao zone (海捞): the last %1 tiles. When only they are left, each player draws one "
           "in turn without discarding; the first to complete a hand wins.")
            .arg(zone);
    // The chips lie over the wall: they come first.
    if (marker_rect(Marker::Head).contains(pos))
        return tr("Head (牌头): the next tile drawn comes from here; draws go clockwise.");
    if (marker_rect(Marker::Tail).contains(pos))
        return tr("Tail (牌尾): the replacement tile after a kong (补牌) comes from here.");
    if (marker_rect(Marker::HaolaoLabel).contains(pos)) return zone_tip;
    const std::vector<int> reserved = reserved_positions(feed_->shown());
    bool on_reserved = false;
    if (in_play(feed_->shown()))
        for (const WallItem& item : wall_items())
            on_reserved |= item.rect.contains(pos) && std::find(reserved.begin(), reserved.end(),
                                                                item.position) != reserved.end();
    if (on_reserved || marker_rect(Marker::DrawnHandLimit).contains(pos))
        return tr("Drawn-hand limit: the last %1 stacks (6, and 1 more per kong) stay in the "
                  "wall; when the draws reach this mark the hand is drawn.")
            .arg(reserved_stacks());
    if (zone > 0)
        for (const WallItem& item : wall_items())
            if (item.haolao_zone && item.rect.contains(pos)) return zone_tip;
    if (marker_rect(Marker::Dice).contains(pos))
        return tr(
            "The dealer's dice: their sum picks the wall that is broken, the smaller die "
            "the stack where the head starts.");
    return {};
}

bool TableWidget::event(QEvent* e) {
    if (e->type() == QEvent::WindowActivate || e->type() == QEvent::WindowDeactivate) {
        // QWidget repaints itself whole here when its palette's active and inactive colours
        // differ (Windows, macOS), and every dialog deactivates the window and activates it
        // again; the table paints none of the palette's colours (see focusInEvent). The
        // buttons on it still get the event, as QWidget::event passes it on.
        for (QObject* child : children())
            if (auto* w = qobject_cast<QWidget*>(child); w && w->isVisible() && !w->isWindow())
                QCoreApplication::sendEvent(w, e);
        return true;
    }
    if (e->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(e);
        const QString tip = marker_tip(help->pos());
        if (!tip.isEmpty()) {
            QToolTip::showText(help->globalPos(), tip, this);
            return true;
        }
    }
    return QWidget::event(e);
}

}  // namespace haolao::ui
