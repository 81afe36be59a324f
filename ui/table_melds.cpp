// SPDX-License-Identifier: GPL-3.0-or-later
// The Handan table (docs/UI.md "Handan table"): melds beside each hand (the claimed tile turned
// towards the seat it came from, an added kong's fourth tile lying on it), the drawn-hand
// limit's mark on the wall (6 stacks + 1 per kong from the tail, RULES.md §3) with the reserved
// stacks washed, and the kong money / 跟打 chips on the panels as they are paid.
#include <QPainter>
#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <optional>
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
constexpr qreal kRobLift = 12;        // the tile added to a pong, during its rob window
// The money chips: a payment stays shown for this many events after it; while it is paid
// (animated) its chips rise this far into place, fading in.
constexpr int kMoneyEvents = 6;
constexpr qreal kChipRise = 16;

}  // namespace

bool TableWidget::handan_table() const {
    const Ruleset& r = feed_->rules();
    return r.wall_layout == WallLayout::Seventeen || r.dead_wall_stacks > 0;
}

std::optional<Tile> TableWidget::adding_tile(const GameState& st, Seat s) {
    // The rob window: from KongAdded until its KongPaid (or, robbed, to the next hand).
    if (!st.rob_window || st.turn != s || st.phase == Phase::Turn) return std::nullopt;
    if (st.seat(s).hand.concealed[st.discard.code()] <= 0) return std::nullopt;
    return st.discard;
}

std::vector<TableWidget::MeldSpot> TableWidget::meld_spots(const GameState& st, Seat s, int hand_n,
                                                           bool fresh) const {
    const SeatState& ss = st.seat(s);
    const std::optional<Tile> adding = adding_tile(st, s);
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
    // One tile: `a` along the row from the origin, its length there, stacked level (in units of
    // `lift`, towards the centre).
    auto place = [&](qreal a, bool sideways, qreal level) -> QRectF {
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
        if (adding && row.type == MeldType::Pong && row.tile == *adding) {
            // The rob window: the added tile beside its pong, turned as it will lie, lifted a
            // little towards the centre (kRobLift).
            a += m.gap / 2;
            out.push_back(
                {k, row.tile, true, false, place(a, true, kRobLift / lift), turned_rot, true});
            a += m.h + 1;
        }
        a += m.gap;
    }
    return out;
}

void TableWidget::add_melds(std::vector<Sprite>& out, const GameState& st, Seat s, int hand_n,
                            bool fresh, std::optional<Seat> konging, qreal t) const {
    const int side = screen_side(s);
    const SeatState& ss = st.seat(s);
    const std::vector<MeldSpot> spots = meld_spots(st, s, hand_n, fresh);
    // The tile in flight now (add_meld_flights draws it): a claimed discard's turned tile, the
    // added tile on its way beside the pong or onto it.
    bool claimed_flying = false;
    bool adding_flying = false;
    bool stacking_flying = false;
    if (const Event* ev = animated_event()) {
        if (const auto* c = std::get_if<Claimed>(ev); c && c->seat == s) claimed_flying = true;
        if (const auto* k = std::get_if<KongAdded>(ev); k && k->seat == s) adding_flying = true;
        if (const auto* k = std::get_if<KongPaid>(ev);
            k && k->seat == s && k->type == MeldType::AddedKong)
            stacking_flying = true;
    }
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
        if (claimed_flying && sp.meld == ss.meld_count - 1 && sp.sideways && !sp.stacked) continue;
        if (adding_flying && sp.pending) continue;
        if (stacking_flying && sp.stacked && sp.tile == std::get<KongPaid>(*animated_event()).tile)
            continue;
        Sprite spr;
        spr.pos = sp.rect.topLeft();
        spr.place = TilePlace::Kong;
        spr.seat = s;
        spr.look = TileLook{sp.tile, sp.rect.size(), kMeldMetrics[side].thick, sp.rotation, false};
        spr.z = sp.rect.bottom() * 2 + (sp.stacked ? 1 : 0);
        if (sp.meld == newest) spr.glow = Glow::Highlight;
        if (sp.pending) {
            spr.glow = Glow::Highlight;
            spr.z = 5e5;  // over its neighbours, under the tiles in flight
        }
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
    for (const MeldSpot& sp : meld_spots(st, s, n, fresh))
        out.push_back({sp.meld, sp.tile, sp.sideways, sp.stacked, tr.mapRect(sp.rect), sp.pending});
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
    // (While a payment is animated its chips rise in paint_overlays_live.)
    if (!money_chips_rising()) paint_money_chips(p, money_chips(), 1);
}

bool TableWidget::money_chips_rising() const {
    const Event* ev = animated_event();
    return ev && handan_table() &&
           (std::holds_alternative<KongPaid>(*ev) ||
            std::holds_alternative<FollowDiscardPaid>(*ev));
}

QRectF TableWidget::money_chips_live_rect() const {
    QRectF out;
    if (!money_chips_rising()) return out;
    const std::array<int, 4> chips = money_chips();
    for (int i = 0; i < 4; ++i)
        if (chips[static_cast<std::size_t>(i)] != 0)
            out |=
                money_chip_rect(screen_side(seat_from_index(i))).adjusted(-4, -4, 4, 4 + kChipRise);
    return out;
}

void TableWidget::paint_money_chips(QPainter& p, const std::array<int, 4>& chips, qreal t) {
    const qreal e = ease(std::clamp(t, 0.0, 1.0));
    for (int i = 0; i < 4; ++i) {
        const int d = chips[static_cast<std::size_t>(i)];
        if (d == 0) continue;
        const QRectF r =
            money_chip_rect(screen_side(seat_from_index(i))).translated(0, (1 - e) * kChipRise);
        p.save();
        if (t < 1) p.setOpacity(std::min(1.0, t * 2.5));
        p.setPen(QPen(QColor(0, 0, 0, 160), 1.5));
        p.setBrush(d > 0 ? QColor(0x2e, 0x7d, 0x32) : QColor(0xb7, 0x1c, 0x1c));
        p.drawRoundedRect(r, 9, 9);
        p.setPen(QColor(0xff, 0xf8, 0xe0));
        p.setFont(font_px(21, true));
        draw_text(p, r, Qt::AlignCenter,
                  (d > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) +
                      QString::number(std::abs(d)));
        p.restore();
        if (t >= 1) note_above(r.adjusted(-3, -3, 3, 3));
    }
}

std::vector<std::pair<QRectF, std::optional<Tile>>> TableWidget::flying_tiles() {
    std::vector<Sprite> sprites;
    collect(sprites);
    std::vector<std::pair<QRectF, std::optional<Tile>>> out;
    const QTransform tr = to_widget();
    for (const Sprite& s : sprites)
        if (s.place == TilePlace::InFlight)
            out.emplace_back(tr.mapRect(QRectF(s.pos, s.look.surface)), s.look.face);
    return out;
}

namespace {

// A tile flying from `from` (turned `from_rot`) to `to` (`to_rot`) at eased progress e: its short
// and long sides go from the one's to the other's, it turns half-way, and it arcs up a little.
QRectF flight_rect(const QRectF& from, const QRectF& to, qreal e, int rot) {
    auto shorter = [](const QRectF& r) { return std::min(r.width(), r.height()); };
    auto longer = [](const QRectF& r) { return std::max(r.width(), r.height()); };
    const qreal a = shorter(from) + (shorter(to) - shorter(from)) * e;
    const qreal b = longer(from) + (longer(to) - longer(from)) * e;
    const QSizeF size = rot % 180 == 0 ? QSizeF(a, b) : QSizeF(b, a);
    const QPointF c = from.center() + (to.center() - from.center()) * e -
                      QPointF(0, std::sin(e * 3.14159265358979) * 24);
    return {c - QPointF(size.width() / 2, size.height() / 2), size};
}

}  // namespace

void TableWidget::add_meld_flights(std::vector<Sprite>& out, const Event& ev, qreal t) const {
    if (!handan_table()) return;
    const GameState& st = feed_->shown();
    const GameState& was = feed_->before();
    auto spot = [&](const GameState& g, Seat s,
                    const std::function<bool(const MeldSpot&)>& pick) -> std::optional<MeldSpot> {
        bool fresh = false;
        const int n = static_cast<int>(hand_of(g, s, &fresh).size());
        for (const MeldSpot& sp : meld_spots(g, s, n, fresh))
            if (pick(sp)) return sp;
        return std::nullopt;
    };
    Seat seat = Seat::East;
    Tile tile;
    QRectF from;
    int from_rot = 0;
    qreal from_thick = kPondThick;
    std::optional<MeldSpot> to;
    if (const auto* c = std::get_if<Claimed>(&ev)) {
        // The claimed discard: from the end of the discarder's pond to its meld, turned.
        const int last = was.seat(c->from).pond.size - 1;
        if (last < 0) return;
        seat = c->seat;
        tile = c->tile;
        from = pond_rect(c->from, last);
        from_rot = rotation_of(screen_side(c->from));
        const int newest = st.seat(c->seat).meld_count - 1;
        to = spot(st, c->seat,
                  [&](const MeldSpot& m) { return m.meld == newest && m.sideways && !m.stacked; });
    } else if (const auto* k = std::get_if<KongAdded>(&ev)) {
        // The added tile: from the adder's hand (its own place when the hand is face up) to
        // beside its pong, where it waits while others may rob it.
        seat = k->seat;
        tile = k->tile;
        bool fresh = false;
        const std::vector<Tile> tiles = hand_of(was, k->seat, &fresh);
        const int n = static_cast<int>(tiles.size());
        int from_i = n - 1;
        if (face_up(k->seat))
            for (int i = n - 1; i >= 0; --i)
                if (tiles[static_cast<std::size_t>(i)] == k->tile) {
                    from_i = i;
                    break;
                }
        if (n <= 0) return;
        from = hand_rect(k->seat, from_i, n, fresh);
        from_rot = rotation_of(screen_side(k->seat));
        from_thick = 8;
        to = spot(st, k->seat, [](const MeldSpot& m) { return m.pending; });
    } else if (const auto* p = std::get_if<KongPaid>(&ev); p && p->type == MeldType::AddedKong) {
        // Not robbed: from beside the pong onto its turned tile.
        seat = p->seat;
        tile = p->tile;
        const std::optional<MeldSpot> waiting =
            spot(was, p->seat, [](const MeldSpot& m) { return m.pending; });
        if (!waiting) return;
        from = waiting->rect;
        from_rot = waiting->rotation;
        from_thick = kMeldMetrics[screen_side(p->seat)].thick;
        to = spot(st, p->seat, [&](const MeldSpot& m) { return m.stacked && m.tile == p->tile; });
    } else {
        return;
    }
    if (!to) return;
    const qreal e = ease(t);
    const int rot = e < 0.5 ? from_rot : to->rotation;
    const QRectF r = flight_rect(from, to->rect, e, rot);
    const qreal thick = from_thick + (kMeldMetrics[screen_side(seat)].thick - from_thick) * e;
    Sprite s;
    s.pos = r.topLeft();
    s.place = TilePlace::InFlight;
    s.seat = seat;
    s.look = TileLook{tile, r.size(), thick, rot, false};
    s.z = 1e6;
    s.glow = Glow::Highlight;
    s.live = true;
    out.push_back(s);
}

}  // namespace haolao::ui
