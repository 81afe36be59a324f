// SPDX-License-Identifier: GPL-3.0-or-later
// The scene: the felt, then every tile (walls, hands, kongs, ponds, tiles in flight) as sprites
// sorted back to front, then the overlays (table_overlays.cpp) and the turn timer.
#include <QDateTime>
#include <QPainter>
#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>
#include <array>
#include <cmath>
#include <span>

#include "table_layout.h"
#include "tablewidget.h"

namespace haolao::ui {

using namespace layout;

void TableWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setRenderHint(QPainter::TextAntialiasing);
    drawn_texts_.clear();
    paint_felt(p);
    const QTransform tr = to_widget();
    p.setTransform(tr);
    const qreal scale = tr.m11();

    paint_centre(p);
    std::vector<Sprite> sprites;
    sprites.reserve(260);
    collect(sprites);
    drawn_tiles_.clear();
    for (const Sprite& s : sprites) {
        draw_sprite(p, s, scale);
        drawn_tiles_.push_back({s.place, s.seat, s.look.face});
    }
    paint_panels(p);
    paint_hints(p);
    paint_overlays(p);
    paint_timer(p);
    paint_legend(p);
    paint_privacy(p);
    // The haolao glow pulses: keep repainting gently while it is on.
    if (feed_->shown().haolao &&
        (feed_->shown().phase == Phase::Turn || feed_->shown().phase == Phase::Response) &&
        !animating())
        QTimer::singleShot(80, this, [this] { update(); });
}

void TableWidget::draw_text(QPainter& p, const QRectF& r, int flags, const QString& text) {
    p.drawText(r, flags, text);
    drawn_texts_.push_back(text);
}

void TableWidget::add_wall(std::vector<Sprite>& out, const WallShape& shape, Glow zone_glow) const {
    std::array<int, 8> zone{};
    const int nz = shape.tail_positions(std::min(feed_->rules().haolao_tiles, 8),
                                        std::span<int>(zone.data(), zone.size()));
    for (int p = 0; p < shape.size(); ++p) {
        if (shape.taken(p)) continue;
        bool up = false;
        const QRectF r = wall_rect(shape, p, &up);
        const int side = screen_side(shape.spot(p).owner);
        Sprite s;
        s.look = TileLook{std::nullopt, r.size(), kWallThick, rotation_of(side), false};
        s.pos = r.topLeft() - QPointF(0, up ? kLift : 0);
        s.z = r.bottom() * 2 + (up ? 1 : 0);
        for (int k = 0; k < nz; ++k)
            if (zone[static_cast<std::size_t>(k)] == p) s.glow = zone_glow;
        out.push_back(s);
    }
}

void TableWidget::collect(std::vector<Sprite>& out) {
    const GameState& st = feed_->shown();
    const Event* ev = animated_event();
    const qreal t = t_;

    // The state to draw: during the deal, the pre-deal state with the first steps applied.
    GameState dealing;
    const GameState* vs = &st;
    if (ev && std::holds_alternative<Dealt>(*ev)) {
        dealing = feed_->before();
        // Two stacks (4 tiles) per step for 12 steps, then the 5 jump tiles one by one.
        const int chunk = static_cast<int>(t * 17);
        const int steps = chunk <= 12 ? chunk * 4 : 48 + (chunk - 12);
        for (int k = 0; k < std::min(steps, kDealtTiles); ++k) {
            const DealStep& step = deal_steps()[static_cast<std::size_t>(k)];
            const Seat s = seat_from_index(index(dealing.dealer) + step.seat_offset);
            dealing.seat(s).hand.add(dealing.wall.take(step.position, WallTileState::Drawn));
        }
        vs = &dealing;
    }

    // Walls: the zone is marked from the start and glows in the haolao phase.
    if (vs->wall.shape().size() > 0 && st.phase != Phase::NotStarted)
        add_wall(out, vs->wall.shape(), st.haolao ? Glow::HaolaoZone : Glow::Zone);

    // Seat of a tile in flight.
    std::optional<Seat> drawing;
    std::optional<Seat> discarding;
    std::optional<Seat> konging;
    if (ev) {
        if (const auto* d = std::get_if<Drew>(ev)) drawing = d->seat;
        if (const auto* d = std::get_if<Discarded>(ev)) discarding = d->seat;
        if (const auto* d = std::get_if<KongDeclared>(ev)) konging = d->seat;
    }

    refresh_hints();
    // Hints on: the advisor's best discard is outlined and each discard carries its danger mark.
    const std::optional<Tile> hinted = hints_ ? hint_tile() : std::nullopt;
    const int best = hinted ? hinted->code() : -1;
    hand_danger_.clear();
    hand_hint_.clear();

    hand_hits_.clear();
    const ActionList acts = feed_->human_actions();
    for (int i = 0; i < 4; ++i) {
        const Seat seat = seat_from_index(i);
        const int side = screen_side(seat);
        const SeatState& ss = vs->seat(seat);
        bool fresh = false;
        const std::vector<Tile> tiles = hand_of(*vs, seat, &fresh);
        const int n = static_cast<int>(tiles.size());
        const bool up = face_up(seat);
        const bool human = feed_->has_human() && seat == feed_->viewer() && !feed_->privacy();
        for (int k = 0; k < n; ++k) {
            QRectF r = hand_rect(seat, k, n, fresh);
            if (human) hand_hits_.push_back(r);
            if (drawing == seat && k == n - 1) continue;  // still in flight
            Sprite s;
            s.pos = r.topLeft();
            s.place = TilePlace::Hand;
            s.seat = seat;
            if (side == 0 && up) {
                s.look = TileLook{tiles[static_cast<std::size_t>(k)], r.size(), 12, 0, false};
                if (human && feed_->awaiting_human() && st.phase == Phase::Turn) {
                    const Action a =
                        Action::discard(tiles[static_cast<std::size_t>(k)], declare_mode_);
                    s.look.dim = !acts.contains(a);
                    if (k == selected_)
                        s.pos.ry() -= kSelectedLift;
                    else if (k == hover_)
                        s.pos.ry() -= kHoverLift;
                    const Tile tile = tiles[static_cast<std::size_t>(k)];
                    if (const Advice* adv = advice_for(Action::discard(tile, declare_mode_)))
                        s.danger = danger_level(adv->deal_in);
                    if (best == tile.code()) s.glow = Glow::Hint;
                    if (k == selected_) s.glow = Glow::Highlight;
                    hand_danger_.resize(static_cast<std::size_t>(n), 0);
                    hand_hint_.resize(static_cast<std::size_t>(n), false);
                    hand_danger_[static_cast<std::size_t>(k)] = s.danger;
                    hand_hint_[static_cast<std::size_t>(k)] = best == tile.code();
                }
            } else if (up) {
                s.look = TileLook{tiles[static_cast<std::size_t>(k)], r.size(), 6,
                                  rotation_of(side), false};
            } else {
                s.look = TileLook{std::nullopt,      r.size(), side == 2 ? 40.0 : 14.0,
                                  rotation_of(side), false,    true};
            }
            s.z = r.bottom() * 2 + 1;
            out.push_back(s);
        }
        // Kongs, laid face up; the newest flips over during its animation.
        for (int k = 0; k < ss.hand.kong_count; ++k) {
            for (int j = 0; j < 4; ++j) {
                const QRectF r = kong_rect(seat, k, j, side == 0 ? n : 0);
                Sprite s;
                s.pos = r.topLeft();
                s.place = TilePlace::Kong;
                s.seat = seat;
                s.look = TileLook{ss.hand.kongs[static_cast<std::size_t>(k)], r.size(),
                                  side == 0 ? 9.0 : 6.0, rotation_of(side), false};
                s.z = r.bottom() * 2;
                if (konging == seat && k == ss.hand.kong_count - 1) {
                    const qreal local = std::clamp(t * 1.6 - j * 0.15, 0.0, 1.0);
                    if (local < 0.5) s.look.face.reset();
                    s.flip = std::abs(1 - 2 * local);
                    s.flip = std::max(s.flip, 0.02);
                    s.glow = Glow::Highlight;
                }
                out.push_back(s);
            }
        }
        // The pond.
        for (int k = 0; k < ss.pond.size; ++k) {
            if (discarding == seat && k == ss.pond.size - 1) continue;
            const QRectF r = pond_rect(seat, k);
            Sprite s;
            s.pos = r.topLeft();
            s.place = TilePlace::Pond;
            s.seat = seat;
            s.look = TileLook{ss.pond.tiles[static_cast<std::size_t>(k)], r.size(), kPondThick,
                              rotation_of(side), false};
            s.z = r.bottom() * 2;
            if (last_discard_ == seat && k == ss.pond.size - 1) s.glow = Glow::Highlight;
            if (ss.pond.declare_bits >> k & 1) s.glow = Glow::Declared;
            out.push_back(s);
        }
    }

    // Tiles in flight.
    if (ev && drawing) {
        const Drew& d = std::get<Drew>(*ev);
        const WallShape& before = feed_->before().wall.shape();
        const int pos = d.replacement ? before.tail() : before.head();
        if (pos >= 0) {
            bool elevated = false;
            QRectF from = wall_rect(before, pos, &elevated);
            if (elevated) from.translate(0, -kLift);
            bool fresh = false;
            const auto tiles = hand_of(st, d.seat, &fresh);
            const int n = static_cast<int>(tiles.size());
            const QRectF to = hand_rect(d.seat, n - 1, n, fresh);
            Sprite s;
            const qreal e = ease(t);
            const QRectF r = lerp(from, to, e);
            s.pos = r.topLeft();
            s.place = TilePlace::InFlight;
            s.seat = d.seat;
            const bool show = face_up(d.seat) && e > 0.6;
            s.look = TileLook{show ? std::optional<Tile>(d.tile) : std::nullopt, r.size(), 8,
                              rotation_of(screen_side(d.seat)), false};
            s.z = 1e6;
            out.push_back(s);
        }
    }
    if (ev && discarding) {
        const auto& d = std::get<Discarded>(*ev);
        const GameState& b = feed_->before();
        bool fresh = false;
        const auto tiles = hand_of(b, d.seat, &fresh);
        const int n = static_cast<int>(tiles.size());
        int from_i = n - 1;
        if (face_up(d.seat)) {
            for (int k = n - 1; k >= 0; --k)
                if (tiles[static_cast<std::size_t>(k)] == d.tile) {
                    from_i = k;
                    break;
                }
        }
        const QRectF from = hand_rect(d.seat, from_i, n, fresh);
        const QRectF to = pond_rect(d.seat, st.seat(d.seat).pond.size - 1);
        const qreal e = ease(t);
        Sprite s;
        const QRectF r = lerp(from, to, e);
        s.pos = r.topLeft() - QPointF(0, std::sin(e * M_PI) * 30);
        s.place = TilePlace::InFlight;
        s.seat = d.seat;
        s.look = TileLook{d.tile, r.size(), kPondThick, rotation_of(screen_side(d.seat)), false};
        s.z = 1e6;
        s.glow = Glow::Highlight;
        out.push_back(s);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Sprite& a, const Sprite& b) { return a.z < b.z; });
}

void TableWidget::draw_sprite(QPainter& p, const Sprite& s, qreal scale) {
    const qreal dpr = devicePixelRatioF();
    const QPixmap pm = renderer_.tile(s.look, scale, dpr);
    const qreal m = TileRenderer::margin(s.look);
    const QRectF surface(s.pos, s.look.surface);
    if (s.flip < 1) {
        p.save();
        p.translate(surface.center());
        p.scale(s.flip, 1);
        p.translate(-surface.center());
        p.scale(1 / scale, 1 / scale);
        p.drawPixmap(QPointF(s.pos.x() - m, s.pos.y() - m) * scale, pm);
        p.restore();
    } else {
        // Blit untransformed at whole device pixels: the pixmap already has the exact size.
        const QTransform tr = p.transform();
        const QPointF at = tr.map(QPointF(s.pos.x() - m, s.pos.y() - m));
        p.save();
        p.resetTransform();
        p.drawPixmap(QPointF(std::round(at.x() * dpr) / dpr, std::round(at.y() * dpr) / dpr), pm);
        p.restore();
    }
    if (s.glow != Glow::None) {
        static const QColor kGlow[] = {QColor(),
                                       palette::kGold,
                                       QColor(255, 170, 60),
                                       QColor(120, 230, 140),
                                       QColor(255, 200, 110),
                                       QColor(90, 150, 255)};
        QColor c = kGlow[static_cast<int>(s.glow)];
        qreal w = 3;
        const qreal r = 0.13 * std::min(s.look.surface.width(), s.look.surface.height());
        const QRectF outline = surface.adjusted(-1.5, -1.5, 1.5, 1.5 + s.look.thickness);
        if (s.glow == Glow::HaolaoZone) {
            // Pulses during the haolao phase, over a warm wash.
            const auto ms = static_cast<int>(QDateTime::currentMSecsSinceEpoch() % 1200);
            const qreal phase = ms / 1200.0;
            c.setAlphaF(static_cast<float>(0.7 + 0.3 * std::sin(phase * 2 * M_PI)));
            w = 4;
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(255, 170, 60, 70));
            p.drawRoundedRect(outline, r + 1.5, r + 1.5);
        }
        if (s.glow == Glow::Zone) {
            // Before the phase: steady and pale, on a dark edge so it reads on any felt and
            // tile back.
            w = 2.5;
            p.setPen(QPen(QColor(0, 0, 0, 110), 4.5));
            p.setBrush(QColor(255, 200, 110, 38));
            p.drawRoundedRect(outline, r + 1.5, r + 1.5);
        }
        p.setPen(QPen(c, w));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(outline, r + 1.5, r + 1.5);
    }
    if (s.danger > 0) draw_danger(p, s);
}

void TableWidget::paint_felt(QPainter& p) {
    const qreal dpr = devicePixelRatioF();
    if (felt_size_ != size() || felt_.isNull()) {
        felt_size_ = size();
        felt_ = QPixmap((QSizeF(size()) * dpr).toSize());
        felt_.setDevicePixelRatio(dpr);
        QPainter f(&felt_);
        f.setRenderHint(QPainter::Antialiasing);
        const QRectF all(0, 0, width(), height());
        QRadialGradient g(all.center(), std::max(width(), height()) * 0.75);
        const QColor base = table_colour_.darker(renderer_.style().felt_darker);
        g.setColorAt(0, base.lighter(130));
        g.setColorAt(0.55, base);
        g.setColorAt(1, base.darker(210));
        f.fillRect(all, g);
        // Felt grain: faint random specks, fixed seed so it does not shimmer.
        QRandomGenerator rng(7);
        const int specks = width() * height() / 60;
        for (int i = 0; i < specks; ++i) {
            const bool light = rng.bounded(2) == 0;
            f.setPen(light ? QColor(255, 255, 255, 10) : QColor(0, 0, 0, 14));
            f.drawPoint(QPointF(rng.bounded(width()), rng.bounded(height())));
        }
        // A darker inset ring around the play area.
        const QTransform tr = to_widget();
        const QRectF ring = tr.mapRect(
            QRectF(kCx - kFeltRingHalf, kCy - kFeltRingHalf, 2 * kFeltRingHalf, 2 * kFeltRingHalf));
        f.setPen(QPen(QColor(0, 0, 0, 40), 2 * tr.m11()));
        f.setBrush(QColor(0, 0, 0, 18));
        f.drawRoundedRect(ring, 40 * tr.m11(), 40 * tr.m11());
    }
    p.drawPixmap(0, 0, felt_);
}

}  // namespace haolao::ui
