// SPDX-License-Identifier: GPL-3.0-or-later
// The scene: the felt, then every tile (walls, hands, kongs, ponds, tiles in flight) as sprites
// sorted back to front, then the overlays (table_overlays.cpp) and the turn timer.
#include <QElapsedTimer>
#include <QPaintEvent>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <array>
#include <cmath>
#include <span>

#include "exact_stroke.h"
#include "paint_record.h"
#include "pool_paint.h"
#include "table_layout.h"
#include "tablewidget.h"

namespace haolao::ui {

using namespace layout;

namespace {

// Every painter of the table, the widget's and the layers', set up alike: the render hints, and the
// widget's layout direction (a painter on a pixmap or on the recorder starts at Auto). The text
// cache keys a text by its painter's direction: with Auto here, every text the live paint draws
// over a layer was rendered and kept a second time (BENCHMARKS.md, session 24).
void set_up_painter(QPainter& q, Qt::LayoutDirection direction) {
    q.setRenderHint(QPainter::Antialiasing);
    q.setRenderHint(QPainter::SmoothPixmapTransform);
    q.setRenderHint(QPainter::TextAntialiasing);
    q.setLayoutDirection(direction);
}

}  // namespace

void TableWidget::paintEvent(QPaintEvent* e) {
    // (Set here too: a painter that render() points at an image starts at Auto.)
    QPainter p(this);
    set_up_painter(p, layoutDirection());
    // The legend, the privacy and pause screens cover the table: painted whole (they are rare and
    // still).
    const bool covered = legend_ || screened();
    if (layer_cache_ && !covered) {
        paint_cached(p, e->region());
        if (e->region().contains(rect())) window_covered_ = false;
    } else {
        paint_off_gui([&] { paint_all(p); });
        if (covered) window_covered_ = true;
    }
    // The haolao glow pulses: its step advances while it is on, a change of state (with the
    // layers cached, only the glowing tiles are redrawn into them and repainted).
    if (feed_->shown().haolao &&
        (feed_->shown().phase == Phase::Turn || feed_->shown().phase == Phase::Response) &&
        !animating() && !pulse_posted_) {
        pulse_posted_ = true;
        QTimer::singleShot(1200 / kPulseSteps, this, [this] {
            pulse_posted_ = false;
            pulse_step_ = (pulse_step_ + 1) % kPulseSteps;
            update_state();
        });
    }
}

void TableWidget::paint_off_gui(const std::function<void()>& paint) {
    paint_in_pool(paint);
    std::vector<std::function<void()>> after;
    after.swap(gui_after_);
    for (const auto& fn : after) fn();
}

void TableWidget::on_gui(std::function<void()> fn) {
    if (QThread::currentThread() == thread())
        fn();
    else
        gui_after_.push_back(std::move(fn));
}

void TableWidget::paint_all(QPainter& p) {
    drawn_texts_.clear();
    const std::vector<QRectF> layer_rects = above_rects_;  // (the cached layers')
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
        drawn_tiles_.push_back({s.place, s.seat, s.look.face, s.matched});
    }
    live_region_ = region_of_live(sprites, true);
    paint_panels(p);
    paint_handan_marks(p);
    paint_hints(p);
    paint_overlays(p);
    paint_timer(p);
    paint_legend(p);
    paint_privacy(p);
    paint_pause(p);
    above_rects_ = layer_rects;
}

void TableWidget::set_layer_cache(bool on) {
    // (The layers are kept: the key says when they are stale, also after uncached paints.)
    layer_cache_ = on;
    update();
}

TableWidget::LayerKey TableWidget::layer_key() const {
    LayerKey k;
    k.size = size();
    k.dpr = devicePixelRatioF();
    k.shown = feed_->shown_count();
    const Event* ev = animated_event();
    k.animating = ev != nullptr;
    k.anim_event = ev ? anim_event_ : -1;
    if (ev && std::holds_alternative<Dealt>(*ev)) k.deal_chunk = static_cast<int>(t_ * 17);
    k.selected = selected_;
    k.hover = hover_;
    k.pointed = pointed_ ? index(pointed_->first) * 32 + pointed_->second : -1;
    k.declare_mode = declare_mode_;
    k.hints = hints_;
    k.strip_hover = strip_hover_;
    k.awaiting = feed_->awaiting_human();
    k.corner_index = renderer_.corner_index();
    k.viewer = index(feed_->viewer());
    int bit = 0;
    for (const QPushButton* b : {win_, kong_, declare_, pass_})
        k.buttons |= (!b->isHidden()) << bit++;
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        k.face_up |= (feed_->face_up(s) ? 1U : 0U) << i;
        k.autoplay |= (feed_->autoplay(s) ? 1U : 0U) << i;
        k.labels[static_cast<std::size_t>(i)] = feed_->seat_label(s);
        k.agents[static_cast<std::size_t>(i)] = feed_->seat_agent(s);
    }
    k.colour = table_colour_.rgba();
    k.theme = static_cast<int>(renderer_.theme());
    k.generation = generation_;
    k.pulse = feed_->shown().haolao ? pulse_step_ : 0;
    return k;
}

std::size_t TableWidget::first_live(const std::vector<Sprite>& sprites) {
    // Everything from the first moving tile on (back to front) is drawn each frame: a still
    // tile in front of a moving one must stay in front.
    for (std::size_t i = 0; i < sprites.size(); ++i)
        if (sprites[i].live) return i;
    return sprites.size();
}

QRegion TableWidget::region_of_live(const std::vector<Sprite>& sprites, bool overlays) const {
    const QTransform tr = to_widget();
    QRegion r;
    for (const Sprite& s : sprites) {
        if (!s.live) continue;
        // The pixmap with its shadow margin, the glow's outline, and a device pixel of rounding.
        const qreal m = TileRenderer::margin(s.look) + 4;
        const QRectF box(s.pos - QPointF(m, m),
                         s.look.surface + QSizeF(2 * m, 2 * m + s.look.thickness));
        r += tr.mapRect(box).toAlignedRect().adjusted(-2, -2, 2, 2);
    }
    if (!overlays) return r;
    if (const Event* ev = animated_event()) {
        // (The deal's steps change the layers: the whole table when they are redrawn whole.)
        if (std::holds_alternative<Dealt>(*ev) && !partial_layers_) return QRegion(rect());
        const QRectF o = overlay_live_rect(*ev);
        if (!o.isEmpty()) r += tr.mapRect(o).toAlignedRect().adjusted(-2, -2, 2, 2);
    }
    return r;
}

void TableWidget::paint_above(QPainter& p) {
    above_rects_.clear();
    paint_panels(p);
    for (int i = 0; i < 4; ++i) note_above(kPanel[i].adjusted(-8, -8, 8, 8));
    paint_handan_marks(p);
    paint_hints(p);
    note_above(kHintStrip.adjusted(-4, -4, 4, 4));
    paint_overlays_static(p);
    note_above(kInfoCard.adjusted(-4, -4, 4, 4));
}

PaintItem TableWidget::sprite_item(const Sprite& s, const QTransform& tr) {
    // As region_of_live: the pixmap with its shadow margin, the glow's outline, rounding.
    const qreal m = TileRenderer::margin(s.look) + 4;
    const QRectF box(s.pos - QPointF(m, m),
                     s.look.surface + QSizeF(2 * m, 2 * m + s.look.thickness));
    const QRect rect = tr.mapRect(box).toAlignedRect().adjusted(-2, -2, 2, 2);
    quint64 h = hash_mix(0x7113, s.look.face ? static_cast<quint64>(s.look.face->code()) + 1 : 0);
    for (const qreal v : {s.look.surface.width(), s.look.surface.height(), s.look.thickness,
                          s.pos.x(), s.pos.y(), s.flip, s.opacity})
        h = hash_real(h, v);
    h = hash_mix(h, static_cast<quint64>(s.look.rotation) | static_cast<quint64>(s.look.dim) << 16 |
                        static_cast<quint64>(s.look.standing) << 17 |
                        static_cast<quint64>(s.glow) << 20 | static_cast<quint64>(s.danger) << 28 |
                        static_cast<quint64>(s.pulse) << 40 |
                        static_cast<quint64>(s.matched) << 48);
    return {rect, hash_rect(h, rect),
            s.glow == Glow::None && s.danger == 0 && s.flip >= 1 && !s.matched};
}

bool TableWidget::layers_compatible(const LayerKey& a, const LayerKey& b) {
    return a.size == b.size && a.dpr == b.dpr && a.colour == b.colour && a.theme == b.theme &&
           a.corner_index == b.corner_index && a.generation == b.generation;
}

namespace {

// Whether `pm` is already a layer of `px` device pixels at device pixel ratio `dpr`.
bool fits(const QPixmap& pm, QSize px, qreal dpr) {
    return pm.size() == px && pm.devicePixelRatio() == dpr;
}

double area_share(const QRegion& r, const QSize& size) {
    double a = 0;
    for (const QRect& x : r) a += static_cast<double>(x.width()) * x.height();
    const double all = static_cast<double>(size.width()) * size.height();
    return all > 0 ? a / all : 1.0;
}

}  // namespace

void TableWidget::paint_layer_part(QPixmap& pm, std::span<const QRect> rects,
                                   const std::vector<Sprite>& sprites, std::size_t live_from,
                                   bool front) {
    // Two painters per rectangle, as the whole redraw (each part starts from a fresh painter's
    // state), each clipped to one of the disjoint device-pixel-aligned rectangles: inside them
    // the raster engine draws exactly what an unclipped paint draws (paths, linear gradients,
    // text, pixmaps at whole device pixels); items it cannot cut exactly (a radial gradient) lie
    // in one whole (redraw_rects). The centre and the panels are painted only where the clip
    // reaches them. One rectangle at a time: a clip of several is a banded region (a hand
    // start's 17-19 rectangles are 111-113 bands), through which every blit goes span by span; one
    // rectangle keeps the raster engine's rectangle paths (BENCHMARKS.md, session 26).
    const QTransform tr = to_widget();
    const qreal scale = tr.m11();
    const std::vector<QString> texts = drawn_texts_;
    const std::vector<QRectF> rects_above = above_rects_;
    // (The whole layer: unclipped, as a clip changes thin strokes.)
    const bool everywhere = rects.size() == 1 && rects.front().contains(rect());
    std::vector<QRect> at(sprites.size());
    for (std::size_t i = 0; i < sprites.size(); ++i)
        if (i < live_from || (front && !sprites[i].live)) at[i] = sprite_item(sprites[i], tr).rect;
    auto reaches = [](const QRect& clip, const std::vector<PaintItem>& items) {
        for (const PaintItem& it : items)
            if (clip.intersects(it.rect)) return true;
        return false;
    };
    for (const QRect& clip : rects) {
        part_clip_ = everywhere ? QRegion() : QRegion(clip);
        {
            QPainter b(&pm);
            set_up_painter(b, layoutDirection());
            if (!everywhere) b.setClipRect(clip);
            paint_felt(b);
            b.setTransform(tr);
            if (everywhere || reaches(clip, centre_items_)) paint_centre(b);
            for (std::size_t i = 0; i < live_from; ++i)
                if (everywhere || clip.intersects(at[i])) draw_sprite(b, sprites[i], scale);
        }
        if (front) {
            QPainter f(&pm);
            set_up_painter(f, layoutDirection());
            if (!everywhere) f.setClipRect(clip);
            f.setTransform(tr);
            for (std::size_t i = live_from; i < sprites.size(); ++i)
                if (!sprites[i].live && (everywhere || clip.intersects(at[i])))
                    draw_sprite(f, sprites[i], scale);
            if (everywhere || reaches(clip, above_items_)) paint_above(f);
        }
    }
    drawn_texts_ = texts;
    above_rects_ = rects_above;
    part_clip_ = QRegion();
}

bool TableWidget::part_reaches(const QRectF& virt) const {
    if (part_clip_.isEmpty()) return true;
    return part_clip_.intersects(
        to_widget().mapRect(virt.adjusted(-12, -12, 12, 12)).toAlignedRect());
}

QRegion TableWidget::rebuild_layers(const LayerKey& key, const std::vector<Sprite>& sprites,
                                    std::size_t live_from) {
    QElapsedTimer clock;
    clock.start();
    const qreal dpr = key.dpr;
    const QSize px = (QSizeF(size()) * dpr).toSize();
    const QTransform tr = to_widget();
    const qreal scale = tr.m11();
    const bool moving = live_from < sprites.size();

    // What the layers are to hold, item by item (docs/UI.md "The change-of-state frame"): the
    // centre, the still tiles, the panels, hint line, info card and chips, recorded (not drawn;
    // this also sets the texts drawn, the badge rects and the hint line as a paint does).
    std::vector<PaintItem>& centre = centre_items_;
    {
        PaintRecorder rec(*this);
        rec.set_device_pixel_ratio(dpr);
        QPainter q(&rec);
        set_up_painter(q, layoutDirection());
        q.setTransform(tr);
        drawn_texts_.clear();
        paint_centre(q);
        centre = rec.take();
        below_texts_ = drawn_texts_;
        drawn_texts_.clear();
        paint_above(q);
        above_items_ = rec.take();
        above_texts_ = drawn_texts_;
        // The live overlays (a banner, its line) are painted by the frame on a pool thread,
        // whose font caches are its own (Qt keeps them per thread): a banner's first glyphs
        // there loaded their font afresh, up to 9 ms at 4K. Recorded here and thrown away, their
        // texts are rendered into the text cache on this thread instead, where the table's
        // fonts are loaded (BENCHMARKS.md, session 24). (The texts they add are reset below.)
        paint_overlays_live(q);
        (void)rec.take();
    }
    std::vector<PaintItem> full_items = centre;
    full_items.reserve(centre.size() + sprites.size() + above_items_.size());
    for (const Sprite& s : sprites)
        if (!s.live) full_items.push_back(sprite_item(s, tr));
    full_items.insert(full_items.end(), above_items_.begin(), above_items_.end());
    std::vector<PaintItem> below_items;
    if (moving) {
        below_items = centre;
        for (std::size_t i = 0; i < live_from; ++i)
            below_items.push_back(sprite_item(sprites[i], tr));
    }

    // Redrawn in part where only some items changed; whole after a new size, device pixel
    // ratio, felt, tile theme, corner index or generation, or most of the table changed. At a
    // fractional ratio the rectangles are grown to a grid that falls on whole device pixels (at
    // 1.5 every second logical pixel; a ratio no grid fits is redrawn whole).
    const int step = device_grid(dpr);
    QRegion full_dirty;
    bool full_whole = !partial_layers_ || step == 0 || !layers_valid_ ||
                      !layers_compatible(key, key_) || !fits(full_, px, dpr);
    if (!full_whole) paint_diff(full_items_, full_items, &full_dirty);
    full_whole = full_whole || area_share(full_dirty, size()) > kWholeShare;
    QRegion below_dirty;
    bool below_whole = false;
    if (moving && !full_whole) {
        below_whole =
            !below_valid_ || !layers_compatible(key, below_key_) || !fits(below_, px, dpr);
        if (!below_whole) paint_diff(below_items_, below_items, &below_dirty);
        below_whole = below_whole || area_share(below_dirty, size()) > kWholeShare;
    }

    // The rectangles to redraw; a thin stroke reached by them makes it a whole redraw.
    std::vector<QRect> full_rects;
    if (!full_whole && !full_dirty.isEmpty()) {
        full_rects = redraw_rects(full_items, full_dirty, step);
        QRegion reach;
        for (const QRect& r : full_rects) reach += r;
        for (const PaintItem& it : full_items)
            if (it.thin && reach.intersects(it.rect)) full_whole = true;
    }
    std::vector<QRect> below_rects;
    if (moving && !full_whole && !below_whole && !below_dirty.isEmpty()) {
        below_rects = redraw_rects(below_items, below_dirty, step);
        QRegion reach;
        for (const QRect& r : below_rects) reach += r;
        for (const PaintItem& it : below_items)
            if (it.thin && reach.intersects(it.rect)) below_whole = true;
    }
    QRegion dirty;
    paint_off_gui([&] {
        if (full_whole) {
            fit_layer(full_, px, dpr);
            {
                // Below what moves: the felt, the centre, the still tiles behind the first moving
                // one.
                QPainter b(&full_);
                set_up_painter(b, layoutDirection());
                paint_felt(b);
                b.setTransform(tr);
                paint_centre(b);
                for (std::size_t i = 0; i < live_from; ++i) draw_sprite(b, sprites[i], scale);
            }
            if (moving) {
                // Copied into a kept pixmap: a new 33 MB one per event (4K) costs its page faults.
                fit_layer(below_, px, dpr);
                QPainter c(&below_);
                c.setCompositionMode(QPainter::CompositionMode_Source);
                c.drawPixmap(QPointF(0, 0), full_);
                below_items_ = std::move(below_items);
                below_key_ = key;
                below_valid_ = true;
            }
            {
                // The whole still table: the still tiles in front too, and the panels, hint line,
                // info card and chips drawn onto it (as an uncached paint draws them).
                QPainter f(&full_);
                set_up_painter(f, layoutDirection());
                f.setTransform(tr);
                for (std::size_t i = live_from; i < sprites.size(); ++i)
                    if (!sprites[i].live) draw_sprite(f, sprites[i], scale);
                const std::vector<QString> texts = drawn_texts_;
                paint_above(f);
                drawn_texts_ = texts;
            }
            ++layer_stats_.whole;
            layer_stats_.last_share = 1;
            dirty = QRegion(rect());
        } else {
            if (!full_dirty.isEmpty()) {
                for (const QRect& r : full_rects) dirty += r;
                paint_layer_part(full_, full_rects, sprites, live_from, true);
                ++layer_stats_.partial;
            } else {
                ++layer_stats_.unchanged;
            }
            layer_stats_.last_share = area_share(dirty, size());
            if (moving) {
                // (Nothing moving: below_ is neither used nor touched; its items say what it
                // holds.)
                if (below_whole) {
                    fit_layer(below_, px, dpr);
                    const QRect all = rect();
                    paint_layer_part(below_, {&all, 1}, sprites, live_from, false);
                } else if (!below_dirty.isEmpty()) {
                    paint_layer_part(below_, below_rects, sprites, live_from, false);
                }
                below_items_ = std::move(below_items);
                below_key_ = key;
                below_valid_ = true;
            }
        }
    });
    full_items_ = std::move(full_items);
    drawn_texts_ = below_texts_;
    drawn_texts_.insert(drawn_texts_.end(), above_texts_.begin(), above_texts_.end());
    key_ = key;
    layers_valid_ = true;
    if (!moving && speed_ != Speed::Instant &&
        (!fits(below_, px, dpr) || banners_warm_ != banners_key()) && !below_warm_->isActive())
        below_warm_->start();
    layer_stats_.last_ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    return dirty;
}

void TableWidget::warm_below() {
    // A fresh pixmap's memory is touched page by page as it is first drawn: at 4K (33 MB) that
    // is 8,100 page faults, which took 85-131 ms on our CI machine (BENCHMARKS.md, session 25).
    // Made at the first moving frame after a new size, it made that frame (the first discard, a
    // kong) a visible hitch; made and filled here, while the table is still, the first move
    // only draws into it. (Filled opaque: the pixmap keeps the format a layer has.)
    const qreal dpr = devicePixelRatioF();
    const QSize px = (QSizeF(size()) * dpr).toSize();
    if (!layer_cache_ || px.isEmpty()) return;
    if (banners_warm_ != banners_key()) warm_banners();
    if (!fit_layer(below_, px, dpr)) return;
    below_.fill(Qt::black);
    below_valid_ = false;
}

TableWidget::BannersKey TableWidget::banners_key() const {
    return {size(), devicePixelRatioF(), generation_};
}

void TableWidget::warm_banners() {
    // A banner's title is drawn large (at 4K a 135-pixel serif glyph, drawn as a path): its
    // first rendering into the text cache took 0.2-1.9 ms, in the frame where it first showed
    // (BENCHMARKS.md, session 26). Every title, centred and towards each seat, is rendered here
    // while the table is still (recorded, not drawn: the text cache keeps what the frames
    // blit). The line under it names players and tiles, and is rendered when it shows.
    banners_warm_ = banners_key();
    const std::vector<QString> texts = drawn_texts_;  // (what the last paint drew)
    PaintRecorder rec(*this);
    rec.set_device_pixel_ratio(devicePixelRatioF());
    QPainter q(&rec);
    set_up_painter(q, layoutDirection());
    q.setTransform(to_widget());
    const QColor bg(0x30, 0x30, 0x30, 235);
    for (const QString& big : {tr("Haolao", "banner"), tr("Draw", "banner")})
        paint_banner(q, big, QString(), bg, std::nullopt, 0.5);
    const bool pong = feed_->rules().allow_pong;
    for (int i = 0; i < 4; ++i)
        for (const QString& big : {tr("Self-draw", "banner"), tr("Win", "banner"),
                                   tr("Kong", "banner"), tr("Pong", "banner")})
            if (pong || big != tr("Pong", "banner"))
                paint_banner(q, big, QString(), bg, seat_from_index(i), 0.5);
    q.end();
    (void)rec.take();
    drawn_texts_ = texts;
}

bool TableWidget::fit_layer(QPixmap& pm, QSize px, qreal dpr) {
    if (fits(pm, px, dpr)) return false;
    pm = QPixmap(px);
    pm.setDevicePixelRatio(dpr);
    ++layer_stats_.made;
    return true;
}

void TableWidget::paint_cached(QPainter& p, const QRegion& region) {
    const QTransform tr = to_widget();
    const qreal scale = tr.m11();
    std::vector<Sprite> sprites;
    sprites.reserve(260);
    collect(sprites);
    const std::size_t live_from = first_live(sprites);
    const LayerKey key = layer_key();
    if (!layers_valid_ || !(key == key_)) {
        // Something changed that no update_state() announced: what changed follows.
        const QRegion changed = rebuild_layers(key, sprites, live_from) | live_region_ |
                                region_of_live(sprites, true) | timer_rect();
        if (!(changed - region).isEmpty()) update(changed - region);
    }
    paint_off_gui([&] {
        // Where nothing moves the still table is exact: one blit (clipped to the region painted).
        p.drawPixmap(QPointF(0, 0), full_);
        drawn_tiles_.clear();
        for (const Sprite& s : sprites)
            drawn_tiles_.push_back({s.place, s.seat, s.look.face, s.matched});
        live_region_ = region_of_live(sprites, true);
        const QRegion moving = region_of_live(sprites, false) & region;
        if (!moving.isEmpty() && !below_.isNull()) {
            // Where tiles move: what lies below them, the tiles from the first moving one on, and
            // whatever of the panels, hint line and chips lies over them.
            p.save();
            p.setClipRegion(moving);
            p.drawPixmap(QPointF(0, 0), below_);
            p.setTransform(tr);
            for (std::size_t i = live_from; i < sprites.size(); ++i)
                draw_sprite(p, sprites[i], scale);
            QRegion over;
            for (const QRectF& v : above_rects_) over += tr.mapRect(v).toAlignedRect();
            if (over.intersects(moving)) {
                const std::vector<QString> texts = drawn_texts_;
                const std::vector<QRectF> rects = above_rects_;
                paint_above(p);
                drawn_texts_ = texts;
                above_rects_ = rects;
            }
            p.restore();
        }
        drawn_texts_ = below_texts_;
        drawn_texts_.insert(drawn_texts_.end(), above_texts_.begin(), above_texts_.end());
        p.setTransform(tr);
        paint_overlays_live(p);
        paint_timer(p);
    });
}

QRect TableWidget::timer_rect() const {
    return to_widget().mapRect(kTimerRing.adjusted(-8, -8, 8, 8)).toAlignedRect();
}

bool TableWidget::layers_usable() const {
    // (Not while the window still shows a screen or legend painted over it: the layers know
    // nothing of that, and only a whole repaint takes it away.)
    return layer_cache_ && layers_valid_ && !legend_ && !screened() && isVisible() &&
           !window_covered_;
}

void TableWidget::update_state() {
    // A change of state: the layers are redrawn where their items changed (once, whatever the
    // number of calls before the event loop runs on), and only that part of the window, with
    // the moving items' old and new places and the timer, is repainted.
    if (!partial_layers_ || !layers_usable()) {
        update();
        return;
    }
    if (sync_posted_) return;
    sync_posted_ = true;
    QMetaObject::invokeMethod(
        this, [this] { sync_layers(); }, Qt::QueuedConnection);
}

void TableWidget::sync_layers() {
    sync_posted_ = false;
    if (!layers_usable()) {
        update();
        return;
    }
    std::vector<Sprite> sprites;
    sprites.reserve(260);
    collect(sprites);
    const LayerKey key = layer_key();
    QRegion changed = live_region_ | region_of_live(sprites, true) | timer_rect();
    if (!(key == key_)) changed |= rebuild_layers(key, sprites, first_live(sprites));
    ++layer_stats_.syncs;
    update(changed);
}

QRegion TableWidget::live_region() {
    std::vector<Sprite> sprites;
    collect(sprites);
    return region_of_live(sprites, true);
}

void TableWidget::schedule_animation_frame() {
    // The layers hold everything still: only the moving items' old and new places change.
    if (!layers_usable()) {
        update();
        return;
    }
    if (!(layer_key() == key_)) {
        update_state();  // a change of state (an animation's start, a deal step)
        return;
    }
    const QRegion now = live_region();
    const QRegion dirty = live_region_ | now;
    if (!dirty.isEmpty()) update(dirty);
}

QRegion TableWidget::seek_animation(qreal t) {
    if (t >= 1) {
        // To the end: the animation finishes (the event is acknowledged); the layers change.
        if (anim_.state() != QAbstractAnimation::Stopped) anim_.setCurrentTime(anim_.duration());
        return QRegion(rect());
    }
    if (anim_.state() == QAbstractAnimation::Running) anim_.pause();
    t_ = std::clamp(t, 0.0, 0.999);
    if (!layer_cache_ || !layers_valid_ || !(layer_key() == key_)) return QRegion(rect());
    return live_region_ | live_region();
}

void TableWidget::resume_animation() {
    if (anim_.state() == QAbstractAnimation::Paused) anim_.resume();
}

void TableWidget::draw_text(QPainter& p, const QRectF& r, int flags, const QString& text) {
    text_cache_.draw(p, r, flags, text);
    drawn_texts_.push_back(text);
}

void TableWidget::add_wall(std::vector<Sprite>& out, const WallShape& shape, Glow zone_glow) const {
    std::array<int, 8> zone{};
    const int nz = shape.tail_positions(std::min(feed_->rules().haolao_tiles, 8),
                                        std::span<int>(zone.data(), zone.size()));
    // Handan: the stacks reserved at the tail (the drawn-hand limit) are washed instead.
    std::array<int, 64> reserved{};
    int nr = 0;
    if (handan_table()) {
        const int want = 2 * drawn_hand_stacks(feed_->rules(), feed_->shown().kongs) +
                         (shape.tail_single() ? 1 : 0);
        nr = shape.tail_positions(std::min(want, 64),
                                  std::span<int>(reserved.data(), reserved.size()));
    }
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
            if (zone[static_cast<std::size_t>(k)] == p) {
                s.glow = zone_glow;
                if (zone_glow == Glow::HaolaoZone) s.pulse = pulse_step_;
            }
        for (int k = 0; k < nr; ++k)
            if (reserved[static_cast<std::size_t>(k)] == p) s.glow = Glow::Reserved;
        out.push_back(s);
    }
}

std::optional<Seat> TableWidget::latest_discard() const {
    // From the events shown, not from the events as they arrive: a resumed pot, a replay's seek
    // or a step back shows its latest discard as playing on to it does.
    const auto events = feed_->events();
    for (std::size_t i = events.size(); i-- > 0;) {
        if (const auto* d = std::get_if<Discarded>(&events[i])) return d->seat;
        if (std::holds_alternative<HandStarted>(events[i])) break;
        // Handan: a claimed discard left its pond; the pond's new last tile is not the latest.
        if (std::holds_alternative<Claimed>(events[i])) break;
    }
    return std::nullopt;
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
    const std::optional<Seat> latest = latest_discard();
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
        // Handan: melds and concealed kongs beside the hand (table_melds.cpp).
        if (handan_table()) add_melds(out, *vs, seat, n, fresh, konging, t);
        // Kongs, laid face up; the newest flips over during its animation.
        for (int k = 0; k < (handan_table() ? 0 : ss.hand.kong_count); ++k) {
            for (int j = 0; j < 4; ++j) {
                const QRectF r = kong_rect(seat, k, j, side == 0 ? n : 0, ss.hand.kong_count);
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
                    s.live = true;
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
            if (latest == seat && k == ss.pond.size - 1) s.glow = Glow::Highlight;
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
            s.live = true;
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
        s.live = true;
        out.push_back(s);
    }
    // Handan: a claimed discard, an added kong's tile (table_melds.cpp).
    if (ev) add_meld_flights(out, *ev, t);
    // Copies of the tile pointed at in the hand, where everyone sees them: ponds and melds.
    if (const std::optional<Tile> m = matched_tile())
        for (Sprite& s : out)
            if ((s.place == TilePlace::Pond || s.place == TilePlace::Kong) && s.look.face == m)
                s.matched = true;
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
                                       QColor(90, 150, 255),
                                       QColor(150, 170, 200)};
        QColor c = kGlow[static_cast<int>(s.glow)];
        qreal w = 3;
        const qreal r = 0.13 * std::min(s.look.surface.width(), s.look.surface.height());
        const QRectF box = surface.adjusted(-1.5, -1.5, 1.5, 1.5 + s.look.thickness);
        QPainterPath outline;
        outline.addRoundedRect(box, r + 1.5, r + 1.5);
        // (Outlines filled, not stroked: see exact_stroke.h.)
        if (s.glow == Glow::HaolaoZone) {
            // Pulses during the haolao phase, over a warm wash.
            const qreal phase = static_cast<qreal>(s.pulse) / kPulseSteps;
            c.setAlphaF(static_cast<float>(0.7 + 0.3 * std::sin(phase * 2 * M_PI)));
            w = 4;
            p.fillPath(outline, QColor(255, 170, 60, 70));
        }
        if (s.glow == Glow::Zone) {
            // Before the phase: steady and pale, on a dark edge so it reads on any felt and
            // tile back.
            w = 2.5;
            p.fillPath(outline, QColor(255, 200, 110, 38));
            stroke_as_fill(p, outline, QPen(QColor(0, 0, 0, 110), 4.5));
        }
        if (s.glow == Glow::Reserved) {
            // Handan's reserved stacks: a dim slate wash, a thin outline (the mark across the
            // wall says where they begin).
            w = 1.5;
            p.fillPath(outline, QColor(20, 30, 60, 90));
        }
        stroke_as_fill(p, outline, QPen(c, w));
    }
    if (s.matched) {
        // A cool wash over the face and a thin rim: apart from the gold, green and blue
        // outlines, and over them where a copy is also the latest or a declaring discard.
        const qreal r = 0.13 * std::min(s.look.surface.width(), s.look.surface.height());
        QPainterPath face;
        face.addRoundedRect(surface, r, r);
        p.fillPath(face, palette::kMatchedWash);
        stroke_as_fill(p, face, QPen(palette::kMatchedRim, 2));
    }
    if (s.danger > 0) draw_danger(p, s);
}

void TableWidget::paint_felt(QPainter& p) {
    const qreal dpr = devicePixelRatioF();
    if (felt_size_ != size() || felt_dpr_ != dpr || felt_.isNull()) {
        felt_size_ = size();
        felt_dpr_ = dpr;
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
