// SPDX-License-Identifier: GPL-3.0-or-later
#include "paint_record.h"

#include <algorithm>

#include <QBrush>
#include <QFont>
#include <QGradient>
#include <QHash>
#include <QImage>
#include <QPaintEngine>
#include <QPainterPath>
#include <QPen>
#include <QPixmap>
#include <QTextItem>
#include <cmath>
#include <cstring>
#include <unordered_map>

namespace haolao::ui {

quint64 hash_real(quint64 h, qreal v) {
    quint64 bits = 0;
    static_assert(sizeof(bits) == sizeof(double));
    const double d = static_cast<double>(v) + 0.0;  // (-0 and 0 alike)
    std::memcpy(&bits, &d, sizeof bits);
    return hash_mix(h, bits);
}

quint64 hash_rect(quint64 h, const QRect& r) {
    h = hash_mix(
        h, static_cast<quint64>(static_cast<quint32>(r.x())) << 32 | static_cast<quint32>(r.y()));
    return hash_mix(h, static_cast<quint64>(static_cast<quint32>(r.width())) << 32 |
                           static_cast<quint32>(r.height()));
}

namespace {

quint64 hash_colour(quint64 h, const QColor& c) {
    return hash_mix(h, c.rgba64());
}

quint64 hash_transform(quint64 h, const QTransform& t) {
    for (const qreal v :
         {t.m11(), t.m12(), t.m13(), t.m21(), t.m22(), t.m23(), t.m31(), t.m32(), t.m33()})
        h = hash_real(h, v);
    return h;
}

quint64 hash_brush(quint64 h, const QBrush& b) {
    h = hash_mix(h, static_cast<quint64>(b.style()));
    h = hash_colour(h, b.color());
    h = hash_transform(h, b.transform());
    if (const QGradient* g = b.gradient()) {
        h = hash_mix(h, static_cast<quint64>(g->type()) << 8 | static_cast<quint64>(g->spread()) |
                            static_cast<quint64>(g->coordinateMode()) << 16);
        for (const auto& [at, colour] : g->stops()) h = hash_colour(hash_real(h, at), colour);
        if (g->type() == QGradient::LinearGradient) {
            const auto* l = static_cast<const QLinearGradient*>(g);
            for (const qreal v :
                 {l->start().x(), l->start().y(), l->finalStop().x(), l->finalStop().y()})
                h = hash_real(h, v);
        } else if (g->type() == QGradient::RadialGradient) {
            const auto* r = static_cast<const QRadialGradient*>(g);
            for (const qreal v : {r->center().x(), r->center().y(), r->focalPoint().x(),
                                  r->focalPoint().y(), r->centerRadius(), r->focalRadius()})
                h = hash_real(h, v);
        } else if (g->type() == QGradient::ConicalGradient) {
            const auto* c = static_cast<const QConicalGradient*>(g);
            for (const qreal v : {c->center().x(), c->center().y(), c->angle()})
                h = hash_real(h, v);
        }
    }
    if (b.style() == Qt::TexturePattern)
        h = hash_mix(h, static_cast<quint64>(b.texture().cacheKey()));
    return h;
}

quint64 hash_pen(quint64 h, const QPen& p) {
    h = hash_mix(h, static_cast<quint64>(p.style()) | static_cast<quint64>(p.capStyle()) << 8 |
                        static_cast<quint64>(p.joinStyle()) << 16 |
                        static_cast<quint64>(p.isCosmetic()) << 32);
    h = hash_real(h, p.widthF());
    h = hash_real(h, p.miterLimit());
    h = hash_real(h, p.dashOffset());
    for (const qreal d : p.dashPattern()) h = hash_real(h, d);
    return hash_brush(h, p.brush());
}

}  // namespace

class PaintRecordEngine : public QPaintEngine {
  public:
    PaintRecordEngine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice*) override {
        state_hash_ = 0;
        transform_ = QTransform();
        pen_ = QPen();
        return true;
    }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }

    void updateState(const QPaintEngineState& s) override {
        const DirtyFlags f = s.state();
        if (f & DirtyPen) pen_ = s.pen();
        if (f & DirtyBrush) brush_ = s.brush();
        if (f & DirtyBrushOrigin) brush_origin_ = s.brushOrigin();
        // (Not the font: it changes only a text's pixels, and a text item hashes its own.
        // Kept in every item's hash, a shape drawn after a text in a new font (the info card
        // after the hint line on the player's turn) counted as changed and was redrawn.)
        if (f & DirtyTransform) transform_ = s.transform();
        if (f & DirtyOpacity) opacity_ = s.opacity();
        if (f & DirtyHints) hints_ = static_cast<quint64>(s.renderHints());
        if (f & DirtyCompositionMode) composition_ = static_cast<quint64>(s.compositionMode());
        if (f & DirtyBackground) background_ = s.backgroundBrush();
        if (f & DirtyBackgroundMode) background_mode_ = static_cast<quint64>(s.backgroundMode());
        if (f & (DirtyClipPath | DirtyClipRegion | DirtyClipEnabled)) {
            // Where the painter clips: a clip only removes pixels, so the items keep their
            // unclipped rects; the hash sees the clip's bounds.
            clip_ = 0;
            if (s.isClipEnabled()) {
                clip_ = hash_mix(clip_, static_cast<quint64>(s.clipOperation()) + 1);
                if (f & DirtyClipPath)
                    clip_ = hash_rect(clip_, s.clipPath().boundingRect().toAlignedRect());
                if (f & DirtyClipRegion) clip_ = hash_rect(clip_, s.clipRegion().boundingRect());
            }
        }
        quint64 h = hash_pen(0x51ed, pen_);
        h = hash_brush(h, brush_);
        h = hash_real(hash_real(h, brush_origin_.x()), brush_origin_.y());
        h = hash_transform(h, transform_);
        h = hash_real(h, opacity_);
        h = hash_mix(h, hints_ | composition_ << 32 | background_mode_ << 56);
        h = hash_brush(h, background_);
        state_hash_ = hash_mix(h, clip_);
        // The pen's reach beyond the geometry, in widget pixels.
        const qreal scale = std::sqrt(std::abs(transform_.determinant()));
        const qreal w = pen_.widthF() <= 0 ? 1 : pen_.widthF();
        pen_reach_ = pen_.style() == Qt::NoPen ? 0 : (pen_.isCosmetic() ? w : w * scale) * 0.5;
        if (pen_.style() != Qt::NoPen && pen_.joinStyle() == Qt::MiterJoin)
            pen_reach_ *= std::max<qreal>(1, pen_.miterLimit());
        // (QRasterPaintEngine's fast_pen: cosmetic and ≤ 1, or width × scale ≤ 1 device pixel.)
        thin_pen_ = pen_.style() != Qt::NoPen &&
                    (pen_.isCosmetic() ? w <= 1 : w * scale * device_ratio <= 1.0001);
    }

    void drawPath(const QPainterPath& path) override {
        quint64 h = hash_mix(state_hash_, 1);
        h = hash_mix(h, static_cast<quint64>(path.fillRule()));
        for (int i = 0; i < path.elementCount(); ++i) {
            const QPainterPath::Element e = path.elementAt(i);
            h = hash_real(hash_real(hash_mix(h, static_cast<quint64>(e.type)), e.x), e.y);
        }
        add(transform_.mapRect(path.controlPointRect()), pen_reach_, h, thin_pen_);
    }
    void drawPolygon(const QPointF* points, int n, PolygonDrawMode mode) override {
        if (n <= 0) return;
        quint64 h = hash_mix(state_hash_, 2 + static_cast<quint64>(mode));
        // (Not a union of empty rects: QRectF's | ignores an empty one, which left a line's rect
        // at its first point, and a redraw across the rest of the line painted the felt over
        // it.)
        QPointF lo = points[0];
        QPointF hi = points[0];
        for (int i = 0; i < n; ++i) {
            h = hash_real(hash_real(h, points[i].x()), points[i].y());
            lo = QPointF(std::min(lo.x(), points[i].x()), std::min(lo.y(), points[i].y()));
            hi = QPointF(std::max(hi.x(), points[i].x()), std::max(hi.y(), points[i].y()));
        }
        add(transform_.mapRect(QRectF(lo, hi)), pen_reach_, h, thin_pen_);
    }
    void drawPixmap(const QRectF& r, const QPixmap& pm, const QRectF& sr) override {
        quint64 h = hash_mix(state_hash_, 10);
        h = hash_mix(h, static_cast<quint64>(pm.cacheKey()));
        for (const qreal v :
             {r.x(), r.y(), r.width(), r.height(), sr.x(), sr.y(), sr.width(), sr.height()})
            h = hash_real(h, v);
        add(transform_.mapRect(r), 0, h);
        // Unscaled at whole device pixels (the text cache's blits): any clip cuts it exactly.
        const QTransform dt = transform_ * QTransform::fromScale(device_ratio, device_ratio);
        if (dt.type() <= QTransform::TxScale) {
            const QRectF d = dt.mapRect(r);
            auto whole = [](qreal v) { return std::abs(v - std::round(v)) < 1e-6; };
            if (whole(d.left()) && whole(d.top()) && std::abs(d.width() - sr.width()) < 1e-6 &&
                std::abs(d.height() - sr.height()) < 1e-6 && whole(sr.width()) &&
                whole(sr.height()))
                items.back().blit = true;
        }
    }
    void drawImage(const QRectF& r, const QImage& img, const QRectF& sr,
                   Qt::ImageConversionFlags) override {
        quint64 h = hash_mix(state_hash_, 11);
        h = hash_mix(h, static_cast<quint64>(img.cacheKey()));
        for (const qreal v :
             {r.x(), r.y(), r.width(), r.height(), sr.x(), sr.y(), sr.width(), sr.height()})
            h = hash_real(h, v);
        add(transform_.mapRect(r), 0, h);
    }
    void drawTiledPixmap(const QRectF& r, const QPixmap& pm, const QPointF& at) override {
        quint64 h = hash_mix(state_hash_, 12);
        h = hash_mix(h, static_cast<quint64>(pm.cacheKey()));
        for (const qreal v : {r.x(), r.y(), r.width(), r.height(), at.x(), at.y()})
            h = hash_real(h, v);
        add(transform_.mapRect(r), 0, h);
    }
    void drawTextItem(const QPointF& at, const QTextItem& ti) override {
        quint64 h = hash_mix(state_hash_, 13);
        h = hash_mix(h, qHash(ti.text()));
        h = hash_mix(h, qHash(ti.font().key()));
        h = hash_mix(h, static_cast<quint64>(ti.renderFlags()));
        h = hash_real(hash_real(h, at.x()), at.y());
        const qreal a = ti.ascent();
        const qreal d = ti.descent();
        // Glyphs may reach past the advance and the ascent (italics, CJK, accents): a margin
        // of half the line height on every side.
        const qreal m = (a + d) / 2 + 2;
        const QRectF box(at.x() - m, at.y() - a - m, ti.width() + 2 * m, a + d + 2 * m);
        add(transform_.mapRect(box), pen_reach_, h);
    }

    std::vector<PaintItem> items;
    qreal device_ratio = 1;

  private:
    void add(const QRectF& r, qreal reach, quint64 h, bool thin = false) {
        // Two pixels for antialiasing and rounding, and the pen's reach.
        const qreal m = reach + 2;
        const QRect rect = r.adjusted(-m, -m, m, m).toAlignedRect();
        items.push_back({rect, hash_rect(h, rect), false, thin});
    }
    bool thin_pen_ = false;

    quint64 state_hash_ = 0;
    QPen pen_;
    QBrush brush_;
    QPointF brush_origin_;
    QTransform transform_;
    qreal opacity_ = 1;
    quint64 hints_ = 0, composition_ = 0, background_mode_ = 0, clip_ = 0;
    QBrush background_;
    qreal pen_reach_ = 0.5;
};

PaintRecorder::PaintRecorder(const QPaintDevice& like)
    : engine_(std::make_unique<PaintRecordEngine>()),
      width_(like.width()),
      height_(like.height()),
      dpi_x_(like.logicalDpiX()),
      dpi_y_(like.logicalDpiY()),
      pdpi_x_(like.physicalDpiX()),
      pdpi_y_(like.physicalDpiY()) {}

PaintRecorder::~PaintRecorder() = default;

QPaintEngine* PaintRecorder::paintEngine() const {
    return engine_.get();
}

void PaintRecorder::set_device_pixel_ratio(qreal dpr) {
    engine_->device_ratio = dpr;
}

qreal PaintRecorder::device_pixel_ratio() const {
    return engine_->device_ratio;
}

std::vector<PaintItem> PaintRecorder::take() {
    return std::exchange(engine_->items, {});
}

int PaintRecorder::metric(PaintDeviceMetric m) const {
    switch (m) {
        case PdmWidth:
            return width_;
        case PdmHeight:
            return height_;
        case PdmWidthMM:
            return width_ * 254 / std::max(1, dpi_x_ * 10);
        case PdmHeightMM:
            return height_ * 254 / std::max(1, dpi_y_ * 10);
        case PdmNumColors:
            return 0x7fffffff;
        case PdmDepth:
            return 32;
        case PdmDpiX:
            return dpi_x_;
        case PdmDpiY:
            return dpi_y_;
        case PdmPhysicalDpiX:
            return pdpi_x_;
        case PdmPhysicalDpiY:
            return pdpi_y_;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(devicePixelRatioFScale());
        default:
            return QPaintDevice::metric(m);
    }
}

void paint_diff(const std::vector<PaintItem>& before, const std::vector<PaintItem>& after,
                QRegion* dirty) {
    std::unordered_map<quint64, int> in_before;
    std::unordered_map<quint64, int> in_after;
    in_before.reserve(before.size());
    in_after.reserve(after.size());
    for (const PaintItem& i : before) ++in_before[i.hash];
    for (const PaintItem& i : after) ++in_after[i.hash];
    // The items both lists have (as many times as the fewer has them), in each list's order.
    std::vector<const PaintItem*> kept_before;
    std::vector<const PaintItem*> kept_after;
    std::vector<QRect> rects;
    auto walk = [&rects](const std::vector<PaintItem>& list, std::unordered_map<quint64, int> other,
                         std::vector<const PaintItem*>& kept) {
        for (const PaintItem& i : list) {
            auto it = other.find(i.hash);
            if (it != other.end() && it->second > 0) {
                --it->second;
                kept.push_back(&i);
            } else {
                rects.push_back(i.rect);
            }
        }
    };
    walk(before, in_after, kept_before);
    walk(after, in_before, kept_after);
    // Kept items painted in another order (the dice roll moves the wall's tiles in the list):
    // everything from the first place the two orders differ to the last is redrawn, in the new
    // order, wherever it lies.
    const std::size_t n = kept_before.size();
    std::size_t first = 0;
    while (first < n && kept_before[first]->hash == kept_after[first]->hash) ++first;
    std::size_t last = n;
    while (last > first && kept_before[last - 1]->hash == kept_after[last - 1]->hash) --last;
    for (std::size_t k = first; k < last; ++k) {
        rects.push_back(kept_before[k]->rect);
        rects.push_back(kept_after[k]->rect);
    }
    QRegion r;
    r.setRects(nullptr, 0);
    for (const QRect& x : rects) r += x;
    *dirty = r;
}

namespace {

// Two touching rectangles become their bounding box when it is not much larger than they are (the
// bands of one rectangle cut by another), and stay apart otherwise (a lit panel's rim: four strips
// around a body that need no redraw).
bool worth_merging(const QRect& a, const QRect& b) {
    auto area = [](const QRect& r) { return static_cast<qint64>(r.width()) * r.height(); };
    return 4 * area(a | b) <= 5 * (area(a) + area(b));
}

}  // namespace

std::vector<QRect> clip_rects(const QRegion& dirty) {
    std::vector<QRect> rects(dirty.begin(), dirty.end());
    for (bool merged = true; merged;) {
        merged = false;
        for (std::size_t i = 0; i < rects.size() && !merged; ++i)
            for (std::size_t j = i + 1; j < rects.size(); ++j)
                if (rects[i].intersects(rects[j]) ||
                    (rects[i].intersects(rects[j].adjusted(-1, -1, 1, 1)) &&
                     worth_merging(rects[i], rects[j]))) {
                    rects[i] |= rects[j];
                    rects.erase(rects.begin() + static_cast<std::ptrdiff_t>(j));
                    merged = true;
                    break;
                }
    }
    return rects;
}

int device_grid(qreal dpr) {
    for (int step = 1; step <= 16; ++step) {
        const qreal px = dpr * step;
        if (std::abs(px - std::round(px)) < 1e-6) return step;
    }
    return 0;
}

QRegion snapped(const QRegion& r, int step) {
    if (step <= 1) return r;
    auto down = [step](int v) { return static_cast<int>(std::floor(double(v) / step)) * step; };
    auto up = [step](int v) { return static_cast<int>(std::ceil(double(v) / step)) * step; };
    QRegion out;
    for (const QRect& x : r)
        out += QRect(QPoint(down(x.left()), down(x.top())),
                     QPoint(up(x.right() + 1) - 1, up(x.bottom() + 1) - 1));
    return out;
}

std::vector<QRect> redraw_rects(const std::vector<PaintItem>& items, QRegion dirty, int step) {
    for (;;) {
        for (bool grew = true; grew;) {
            grew = false;
            for (const PaintItem& i : items)
                // (QRegion::contains(QRect) says whether they overlap.)
                if (!i.blit && dirty.intersects(i.rect) && !(QRegion(i.rect) - dirty).isEmpty()) {
                    dirty += i.rect;
                    grew = true;
                }
            // (Rectangles of a region on the grid have their edges on it: clip_rects keeps them.)
            if (step > 1) {
                if (const QRegion on_grid = snapped(dirty, step); on_grid != dirty) {
                    dirty = on_grid;
                    grew = true;
                }
            }
        }
        std::vector<QRect> rects = clip_rects(dirty);
        QRegion boxes;
        for (const QRect& r : rects) boxes += r;
        // A non-blit item lies in one rectangle: drawn across two (touching rectangles left
        // apart) it is not drawn exactly (HandanPaint.LayerCacheEqualsUncachedThroughAHand
        // failed so: a kong's money chips). Its rectangles become one box.
        for (const PaintItem& i : items) {
            if (i.blit || !boxes.intersects(i.rect)) continue;
            if (std::any_of(rects.begin(), rects.end(),
                            [&i](const QRect& r) { return r.contains(i.rect); }))
                continue;
            QRect box = i.rect;
            for (const QRect& r : rects)
                if (r.intersects(i.rect)) box |= r;
            boxes += box;
        }
        if (boxes == dirty) return rects;
        dirty = boxes;
    }
}

}  // namespace haolao::ui
