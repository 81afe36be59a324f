// SPDX-License-Identifier: GPL-3.0-or-later
// Geometry: where each wall stack, pond tile, hand tile and kong lies on the virtual canvas
// (table_layout.h), the mapping to the widget, and the action buttons' places and fitted fonts.
#include <QFontMetricsF>
#include <QPushButton>
#include <array>
#include <span>

#include "table_layout.h"
#include "tablewidget.h"

namespace haolao::ui {

using namespace layout;

int TableWidget::screen_side(Seat s) const {
    return distance(feed_->viewer(), s);
}

QPointF TableWidget::table_centre() const {
    return to_widget().map(QPointF(kCx, kCy));
}

QTransform TableWidget::to_widget() const {
    const qreal s = std::min(width() / kW, height() / kH);
    QTransform t;
    t.translate((width() - kW * s) / 2, (height() - kH * s) / 2);
    t.scale(s, s);
    return t;
}

QPointF TableWidget::to_virtual(QPointF p) const {
    return to_widget().inverted().map(p);
}

QFont TableWidget::fitted_button_font(const QString& text, QSizeF size, qreal px) {
    // Qt clips a centred label that is too wide at both ends ("过 Pass (Space)" lost its glyph
    // and its bracket): the font shrinks until the text fits inside the border and padding
    // (button_style in tablewidget.cpp; the checked and hinted borders are 3 px).
    const qreal room = size.width() - kButtonInset;
    QFont f = font_px(px, true);
    while (px > 6 && (QFontMetricsF(f).horizontalAdvance(text) > room ||
                      QFontMetricsF(f).height() > size.height() - 4)) {
        px -= 1;
        f = font_px(px, true);
    }
    return f;
}

void TableWidget::layout_buttons() {
    const QTransform tr = to_widget();
    const qreal s = tr.m11();
    if (!auto_->isHidden()) {
        // Beside the bottom seat's panel, so it reads as that seat's switch.
        const QRect r = tr.mapRect(kAutoButton).toAlignedRect();
        auto_->setGeometry(r);
        auto_->setFont(fitted_button_font(auto_->text(), r.size(), 17 * s));
    }
    qreal x = kButtonsRight;
    for (QPushButton* b : {pass_, declare_, pong_, kong_, win_}) {
        if (!b->isVisible()) continue;
        const QRect r =
            tr.mapRect(QRectF(QPointF(x - kButton.width(), kButtonsTop), kButton)).toAlignedRect();
        b->setGeometry(r);
        b->setFont(fitted_button_font(b->text(), r.size(), 20 * s));
        x -= kButtonPitch;
    }
}

std::vector<QRectF> TableWidget::badge_rects(Seat s) const {
    std::vector<QRectF> out;
    for (const QRectF& r : badge_rects_[static_cast<std::size_t>(index(s))])
        out.push_back(to_widget().mapRect(r));
    return out;
}

QRectF TableWidget::pond_tile_rect(Seat s, int i) const {
    return to_widget().mapRect(pond_rect(s, i));
}

QRectF TableWidget::panel_rect(Seat s) const {
    return to_widget().mapRect(kPanel[screen_side(s)]);
}

QRectF TableWidget::wall_rect(const WallShape& shape, int position, bool* elevated) const {
    const WallSpot spot = shape.spot(position);
    const int side = screen_side(spot.owner);
    const qreal n = shape.stacks_of(spot.owner);
    const qreal k = spot.stack;
    if (elevated) *elevated = spot.top;
    switch (side) {
        case 0:
            return {kCx + n * kStack / 2 - (k + 1) * kStack, kCy + kWallIn, kStack, kDepth};
        case 1:
            return {kCx + kWallIn, kCy - n * kStack / 2 + k * kStack, kDepth, kStack};
        case 2:
            return {kCx - n * kStack / 2 + k * kStack, kCy - kWallIn - kDepth - kWallThick, kStack,
                    kDepth};
        default:
            return {kCx - kWallIn - kDepth, kCy + n * kStack / 2 - (k + 1) * kStack, kDepth,
                    kStack};
    }
}

QRectF TableWidget::pond_rect(Seat s, int i) const {
    // Past three rows (a long Handan hand) the third row runs on towards the corner: a fourth
    // row would reach the wall.
    const int row = std::min(i / kPondRow, 2);
    const int col = i < 3 * kPondRow ? i % kPondRow : i - 2 * kPondRow;
    const qreal half = kPondRow * (kPondW + 1) / 2;
    switch (screen_side(s)) {
        case 0:
            return {kCx - half + col * (kPondW + 1), kCy + kPondIn + row * kPondRowPitch, kPondW,
                    kPondH};
        case 1:
            return {kCx + kPondIn + row * kPondRowPitch, kCy + half - (col + 1) * (kPondW + 1),
                    kPondH, kPondW};
        case 2:
            return {kCx + half - (col + 1) * (kPondW + 1),
                    kCy - kPondIn - kPondH - kPondThick - row * kPondRowPitch, kPondW, kPondH};
        default:
            return {kCx - kPondIn - kPondH - row * kPondRowPitch, kCy - half + col * (kPondW + 1),
                    kPondH, kPondW};
    }
}

std::vector<Tile> TableWidget::hand_of(const GameState& st, Seat s, bool* fresh) {
    const SeatState& ss = st.seat(s);
    Hand h = ss.hand;
    // An added kong's tile is shown beside its pong during the rob window (meld_spots).
    if (const std::optional<Tile> adding = adding_tile(st, s)) h.remove(*adding);
    const bool has_fresh = ss.has_fresh && h.concealed[ss.last_drawn.code()] > 0;
    if (has_fresh) h.remove(ss.last_drawn);
    std::vector<Tile> tiles = to_tiles(h.concealed);
    if (has_fresh) tiles.push_back(ss.last_drawn);
    if (fresh) *fresh = has_fresh;
    return tiles;
}

QRectF TableWidget::hand_rect(Seat s, int i, int n, bool fresh_gap) const {
    const bool last = fresh_gap && i == n - 1;
    const bool up = face_up(s);
    switch (screen_side(s)) {
        case 0:
            return {kHandX + i * kHandPitch + (last ? kFreshGap : 0), kHandY, kHandW, kHandH};
        case 2: {
            const qreal x = kCx + 7 * kTopPitch - (i + 1) * kTopPitch - (last ? kTopFreshGap : 0);
            return up ? QRectF(QPointF(x + 2, kTopY + 4), kTopTileUp)
                      : QRectF(QPointF(x, kTopY), kTopTileBack);
        }
        case 3: {
            const qreal y = kCy - 7 * kSidePitch + i * kSidePitch + (last ? kSideFreshGap : 0);
            return up ? QRectF(QPointF(kLeftX - 4, y), kSideTileUp)
                      : QRectF(QPointF(kLeftX + 6, y), kSideTileBack);
        }
        default: {
            const qreal y =
                kCy + 7 * kSidePitch - (i + 1) * kSidePitch - (last ? kSideFreshGap : 0);
            return up ? QRectF(QPointF(kRightX - 4, y), kSideTileUp)
                      : QRectF(QPointF(kRightX + 6, y), kSideTileBack);
        }
    }
}

QRectF TableWidget::kong_rect(Seat s, int kong, int tile, int hand_n, int kongs) const {
    const qreal kong_pitch = 4 * kOpponentKongPitch + kOpponentKongGap;
    switch (screen_side(s)) {
        case 0:
            return {
                kHandX + hand_n * kHandPitch + kFreshGap + kBottomKongAfter +
                    kong * (4 * kBottomKong.width() + kBottomKongGap) + tile * kBottomKong.width(),
                kHandY + kHandH - kBottomKong.height(), kBottomKong.width(), kBottomKong.height()};
        case 2: {
            // Left of the hand at its longest (each kong takes 3 tiles from it). Laid left of a
            // full hand, a second kong went under the info card: its face-up tiles hidden.
            const int longest = 14 - 3 * kongs;
            return {kCx + 7 * kTopPitch - longest * kTopPitch - kTopKongAfter - kong * kong_pitch -
                        (tile + 1) * kOpponentKongPitch,
                    kTopY + 4, kTopKong.width(), kTopKong.height()};
        }
        case 3:
            // A fourth kong would reach the hint line above the bottom hand: the column rises.
            return {kLeftX - 66,
                    kCy - 200 - (kongs >= 4 ? kSideKongsRise : 0) + kong * kong_pitch +
                        tile * kOpponentKongPitch,
                    kSideKong.width(), kSideKong.height()};
        default:
            // A fourth kong would reach the top seat's panel: the column sinks.
            return {kRightX + 60,
                    kCy + 170 + (kongs >= 4 ? kSideKongsRise : 0) - kong * kong_pitch -
                        (tile + 1) * kOpponentKongPitch,
                    kSideKong.width(), kSideKong.height()};
    }
}

std::vector<QRectF> TableWidget::kong_tile_rects(Seat s) const {
    std::vector<QRectF> out;
    if (handan_table()) return out;
    const GameState& st = feed_->shown();
    bool fresh = false;
    const int n = static_cast<int>(hand_of(st, s, &fresh).size());
    const int kongs = st.seat(s).hand.kong_count;
    for (int k = 0; k < kongs; ++k)
        for (int j = 0; j < 4; ++j)
            out.push_back(to_widget().mapRect(kong_rect(s, k, j, n, kongs)));
    return out;
}

std::vector<Tile> TableWidget::hand_tiles() const {
    bool fresh = false;
    return hand_of(feed_->shown(), feed_->viewer(), &fresh);
}

QPoint TableWidget::hand_tile_center(int i) const {
    return hand_tile_center(feed_->viewer(), i);
}

std::vector<Tile> TableWidget::hand_tiles(Seat s) const {
    return hand_of(feed_->shown(), s, nullptr);
}

QPoint TableWidget::hand_tile_center(Seat s, int i) const {
    bool fresh = false;
    const auto tiles = hand_of(feed_->shown(), s, &fresh);
    const QRectF r = hand_rect(s, i, static_cast<int>(tiles.size()), fresh);
    return to_widget().map(r.center()).toPoint();
}

std::vector<TableWidget::WallItem> TableWidget::wall_items() const {
    std::vector<WallItem> out;
    const WallShape& shape = feed_->shown().wall.shape();
    std::array<int, 8> zone{};
    const int nz = shape.size() ? shape.tail_positions(std::min(feed_->rules().haolao_tiles, 8),
                                                       std::span<int>(zone.data(), zone.size()))
                                : 0;
    const QTransform tr = to_widget();
    for (int p = 0; p < shape.size(); ++p) {
        if (shape.taken(p)) continue;
        bool up = false;
        QRectF r = wall_rect(shape, p, &up);
        if (up) r.translate(0, -kLift);
        const WallSpot spot = shape.spot(p);
        WallItem item{p, spot.owner, spot.stack, spot.top, tr.mapRect(r), false};
        for (int k = 0; k < nz; ++k) item.haolao_zone |= zone[static_cast<std::size_t>(k)] == p;
        out.push_back(item);
    }
    return out;
}

}  // namespace haolao::ui
