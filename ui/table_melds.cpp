// SPDX-License-Identifier: GPL-3.0-or-later
// The Handan table (docs/UI.md "Handan table"): melds beside each hand (the claimed tile turned
// towards the seat it came from, an added kong's fourth tile lying on it), the drawn-hand
// limit's mark on the wall (6 stacks + 1 per kong from the tail, RULES.md §3) with the reserved
// stacks washed, and the kong money / 跟打 chips on the panels as they are paid.
#include <QPainter>
#include <algorithm>
#include <array>
#include <span>

#include "haolao/wall.h"
#include "table_layout.h"
#include "tablewidget.h"

namespace haolao::ui {

using namespace layout;

namespace {

// Meld tiles by screen side: the narrow side along the row (pitch: one unit more), the long one
// across it, and the gap between two melds.
struct MeldMetrics {
    qreal w;
    qreal h;
    qreal gap;
    qreal thick;
};
constexpr MeldMetrics kMeldMetrics[4] = {
    {44, 60, 14, 9}, {30, 40, 8, 6}, {30, 40, 10, 6}, {30, 40, 8, 6}};
// Side seats' meld columns: the right seat's from kRightMeldsFrom upwards, its tiles' outer
// edge at kRightMeldsEdge; the left seat's from kLeftMeldsFrom downwards, edge kLeftMeldsEdge.
constexpr qreal kRightMeldsEdge = 1248;
constexpr qreal kRightMeldsFrom = 726;
constexpr qreal kLeftMeldsEdge = 352;
constexpr qreal kLeftMeldsFrom = 146;
constexpr qreal kTopMeldsAfter = 16;  // from the top hand's left end
// The money chips: a payment stays shown for this many events after it.
constexpr int kMoneyEvents = 6;

}  // namespace

bool TableWidget::handan_table() const {
    const Ruleset& r = feed_->rules();
    return r.wall_layout == WallLayout::Seventeen || r.dead_wall_stacks > 0;
}

std::vector<TableWidget::MeldSpot> TableWidget::meld_spots(const SeatState& ss, Seat s, int hand_n,
                                                           bool fresh) const {
    std::vector<MeldSpot> out;
    const int side = screen_side(s);
    const MeldMetrics m = kMeldMetrics[side];
    // Where the row starts along the owner's left-to-right direction, and the owner's edge.
    qreal origin = 0;
    switch (side) {
        case 0:
            origin = kHandX + hand_n * kHandPitch + (fresh ? kFreshGap : 0) + kBottomKongAfter;
            break;
        case 2:
            origin = kCx + 7 * kTopPitch - hand_n * kTopPitch - (fresh ? kTopFreshGap : 0) -
                     kTopMeldsAfter;
            break;
        case 1:
            origin = kRightMeldsFrom;
            break;
        default:
            origin = kLeftMeldsFrom;
            break;
    }
    const int rot = rotation_of(side);
    // An added kong's fourth tile lies on the turned one, shifted towards the centre by two
    // thirds of its depth (the top seat's clears the wall's lifted upper row).
    const qreal lift = m.w * 2 / 3;
    // One tile: `a` along the row from the origin, its length there, stacked level.
    auto place = [&](qreal a, bool sideways, int level) -> QRectF {
        const qreal along = sideways ? m.h : m.w;
        const qreal across = sideways ? m.w : m.h;
        switch (side) {
            case 0: {
                const qreal yb = kHandY + kHandH;
                return {origin + a, yb - across - level * lift, along, across};
            }
            case 2:
                return {origin - a - along, kTopY + 4 + level * lift, along, across};
            case 1:
                return {kRightMeldsEdge - across - level * lift, origin - a - along, across, along};
            default:
                return {kLeftMeldsEdge + level * lift, origin + a, across, along};
        }
    };
    struct Row {
        MeldType type;
        Tile tile;
        Seat from;
    };
    std::vector<Row> rows;
    for (int k = 0; k < ss.meld_count; ++k) {
        const Meld& md = ss.melds[static_cast<std::size_t>(k)];
        rows.push_back({md.type, md.tile, md.from});
    }
    for (int k = 0; k < ss.hand.kong_count; ++k)
        rows.push_back({MeldType::ConcealedKong, ss.hand.kongs[static_cast<std::size_t>(k)], s});
    qreal a = 0;
    for (int k = 0; k < static_cast<int>(rows.size()); ++k) {
        const Row& row = rows[static_cast<std::size_t>(k)];
        // Standing tiles in the row: 3 for a pong and an added kong (its fourth lies on the
        // turned one), 4 for the other kongs.
        const int standing = row.type == MeldType::Pong || row.type == MeldType::AddedKong ? 3 : 4;
        // The turned tile's slot in the owner's left-to-right order: from 上家 (the seat before,
        // on the owner's left) first, from the opposite seat in the middle, from 下家 last.
        int turned = -1;
        if (row.type != MeldType::ConcealedKong) {
            const int d = distance(s, row.from);
            turned = d == 3 ? 0 : (d == 2 ? 1 : standing - 1);
        }
        // Turned towards its feeder: the upper-left seat's tile leans left, the others right.
        const int turned_rot = (rot + (distance(s, row.from) == 3 ? 90 : 270)) % 360;
        for (int j = 0; j < standing; ++j) {
            const bool sideways = j == turned;
            const QRectF r = place(a, sideways, 0);
            out.push_back({k, row.tile, sideways, false, r, sideways ? turned_rot : rot});
            if (sideways && row.type == MeldType::AddedKong)
                out.push_back({k, row.tile, true, true, place(a, true, 1), turned_rot});
            a += (sideways ? m.h : m.w) + 1;
        }
        a += m.gap;
    }
    return out;
}

void TableWidget::add_melds(std::vector<Sprite>& out, const SeatState& ss, Seat s, int hand_n,
                            bool fresh, std::optional<Seat> konging, qreal t) const {
    const int side = screen_side(s);
    const std::vector<MeldSpot> spots = meld_spots(ss, s, hand_n, fresh);
    // The newest meld glows while it is the latest event (a claim, or its kong money).
    int newest = -1;
    const auto events = feed_->events();
    if (!events.empty()) {
        const Event& last = events.back();
        if (const auto* c = std::get_if<Claimed>(&last); c && c->seat == s)
            newest = ss.meld_count - 1;
        if (const auto* k = std::get_if<KongPaid>(&last);
            k && k->seat == s && k->type != MeldType::ConcealedKong) {
            for (int i = 0; i < ss.meld_count; ++i)
                if (ss.melds[static_cast<std::size_t>(i)].tile == k->tile) newest = i;
        }
    }
    const int concealed_from = ss.meld_count;
    int j = 0;  // the tile's place in its meld
    for (std::size_t i = 0; i < spots.size(); ++i) {
        const MeldSpot& sp = spots[i];
        j = i > 0 && spots[i - 1].meld == sp.meld ? j + 1 : 0;
        Sprite spr;
        spr.pos = sp.rect.topLeft();
        spr.place = TilePlace::Kong;
        spr.seat = s;
        spr.look = TileLook{sp.tile, sp.rect.size(), kMeldMetrics[side].thick, sp.rotation, false};
        spr.z = sp.rect.bottom() * 2 + (sp.stacked ? 1 : 0);
        if (sp.meld == newest) spr.glow = Glow::Highlight;
        if (konging == s && sp.meld == concealed_from + ss.hand.kong_count - 1) {
            // The newest concealed kong flips over during its animation, as on a Hefei table.
            const qreal local = std::clamp(t * 1.6 - j * 0.15, 0.0, 1.0);
            if (local < 0.5) spr.look.face.reset();
            spr.flip = std::max(std::abs(1 - 2 * local), 0.02);
            spr.glow = Glow::Highlight;
            spr.live = true;
        }
        out.push_back(spr);
    }
}

std::vector<TableWidget::MeldItem> TableWidget::meld_items(Seat s) const {
    std::vector<MeldItem> out;
    if (!handan_table()) return out;
    const GameState& st = feed_->shown();
    bool fresh = false;
    const int n = static_cast<int>(hand_of(st, s, &fresh).size());
    const QTransform tr = to_widget();
    for (const MeldSpot& sp : meld_spots(st.seat(s), s, n, fresh))
        out.push_back({sp.meld, sp.tile, sp.sideways, sp.stacked, tr.mapRect(sp.rect)});
    return out;
}

QRectF TableWidget::hand_tile_rect(Seat s, int i) const {
    bool fresh = false;
    const int n = static_cast<int>(hand_of(feed_->shown(), s, &fresh).size());
    return to_widget().mapRect(hand_rect(s, i, n, fresh));
}

int TableWidget::reserved_stacks() const {
    if (!handan_table()) return 0;
    return drawn_hand_stacks(feed_->rules(), feed_->shown().kongs);
}

std::vector<int> TableWidget::reserved_positions(const GameState& st) const {
    const WallShape& shape = st.wall.shape();
    if (!handan_table() || shape.size() == 0) return {};
    const int stacks = drawn_hand_stacks(feed_->rules(), st.kongs);
    const int n = 2 * stacks + (shape.tail_single() ? 1 : 0);
    std::vector<int> out(static_cast<std::size_t>(std::max(n, 0)));
    const int got = shape.tail_positions(n, std::span<int>(out.data(), out.size()));
    out.resize(static_cast<std::size_t>(std::max(got, 0)));
    return out;
}

QRectF TableWidget::drawn_hand_mark_virtual(const GameState& st, QLineF* bar) const {
    const std::vector<int> reserved = reserved_positions(st);
    const WallShape& shape = st.wall.shape();
    if (reserved.empty() || (st.phase != Phase::Turn && st.phase != Phase::Response)) return {};
    // The reserved stack nearest the head: the mark lies on its edge towards the head.
    const int first = reserved.back();
    const QRectF r = wall_rect(shape, first, nullptr);
    const int side = screen_side(shape.spot(first).owner);
    const qreal out = 10;  // beyond the wall on both sides
    QLineF line;
    switch (side) {
        case 0:
            line =
                QLineF(r.right(), r.top() - kLift - out, r.right(), r.bottom() + kWallThick + out);
            break;
        case 1:
            line = QLineF(r.left() - out, r.top(), r.right() + out, r.top());
            break;
        case 2:
            line = QLineF(r.left(), r.top() - kLift - out, r.left(), r.bottom() + kWallThick + out);
            break;
        default:
            line = QLineF(r.left() - out, r.bottom(), r.right() + out, r.bottom());
            break;
    }
    if (side == 1 || side == 3) line.translate(0, -kLift / 2);
    if (bar) *bar = line;
    return QRectF(line.p1(), line.p2()).normalized().adjusted(-6, -6, 6, 6);
}

QRectF TableWidget::drawn_hand_mark() const {
    if (!handan_table()) return {};
    return to_widget().mapRect(drawn_hand_mark_virtual(feed_->shown(), nullptr));
}

std::array<int, 4> TableWidget::money_chips() const {
    const auto events = feed_->events();
    const int n = static_cast<int>(events.size());
    for (int i = n - 1; i >= 0 && i >= n - kMoneyEvents; --i) {
        const Event& e = events[static_cast<std::size_t>(i)];
        if (std::holds_alternative<HandStarted>(e) || std::holds_alternative<HandEnded>(e) ||
            std::holds_alternative<Won>(e))
            break;
        if (const auto* k = std::get_if<KongPaid>(&e)) return k->deltas;
        if (const auto* f = std::get_if<FollowDiscardPaid>(&e)) return f->deltas;
    }
    return {};
}

QRectF TableWidget::money_chip_rect(int side) {
    // On the panel's score line, at its right end.
    const QRectF& panel = kPanel[side];
    return {panel.right() - 86, panel.top() + 40, 76, 32};
}

void TableWidget::paint_handan_marks(QPainter& p) {
    if (!handan_table()) return;
    const GameState& st = feed_->shown();
    QLineF bar;
    const QRectF mark = drawn_hand_mark_virtual(st, &bar);
    if (!mark.isEmpty()) {
        p.save();
        p.setPen(QPen(QColor(0, 0, 0, 150), 8, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(bar);
        p.setPen(QPen(QColor(0xff, 0x6b, 0x5a), 4.5, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(bar);
        p.restore();
        note_above(mark);
    }
    const std::array<int, 4> chips = money_chips();
    for (int i = 0; i < 4; ++i) {
        const int d = chips[static_cast<std::size_t>(i)];
        if (d == 0) continue;
        const QRectF r = money_chip_rect(screen_side(seat_from_index(i)));
        p.save();
        p.setPen(QPen(QColor(0, 0, 0, 160), 1.5));
        p.setBrush(d > 0 ? QColor(0x2e, 0x7d, 0x32) : QColor(0xb7, 0x1c, 0x1c));
        p.drawRoundedRect(r, 9, 9);
        p.setPen(QColor(0xff, 0xf8, 0xe0));
        p.setFont(font_px(21, true));
        draw_text(p, r, Qt::AlignCenter,
                  (d > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) +
                      QString::number(std::abs(d)));
        p.restore();
        note_above(r.adjusted(-3, -3, 3, 3));
    }
}

}  // namespace haolao::ui
