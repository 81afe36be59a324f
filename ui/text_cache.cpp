// SPDX-License-Identifier: GPL-3.0-or-later
#include "text_cache.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPaintEngine>
#include <QtMath>
#include <algorithm>
#include <cmath>

#include "paint_record.h"

namespace haolao::ui {

size_t qHash(const TextCache::Key& k, size_t seed) {
    return qHashMulti(seed, k.text, k.font, k.flags, k.colour, k.hints, k.direction, k.w, k.h,
                      k.m11, k.m12, k.m21, k.m22, k.fx, k.fy, k.dpr, k.shape);
}

namespace {

// The smallest rectangle holding every pixel that is not 0 (transparent); empty if none.
QRect ink_box(const QImage& img) {
    const int w = img.width();
    int top = -1, bottom = -1, left = w, right = -1;
    for (int y = 0; y < img.height(); ++y) {
        const auto* row = reinterpret_cast<const quint32*>(img.constScanLine(y));
        int x0 = 0;
        while (x0 < w && row[x0] == 0) ++x0;
        if (x0 == w) continue;
        int x1 = w - 1;
        while (row[x1] == 0) --x1;
        if (top < 0) top = y;
        bottom = y;
        left = std::min(left, x0);
        right = std::max(right, x1);
    }
    return top < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

}  // namespace

TextCache::TextCache(int max_kb) : cache_(max_kb) {}

int TextCache::kept_of(const QString& text) const {
    const QList<Key> keys = cache_.keys();
    return static_cast<int>(
        std::count_if(keys.begin(), keys.end(), [&text](const Key& k) { return k.text == text; }));
}

template <class BoxOf, class Render, class Direct>
void TextCache::through(QPainter& p, const QRectF& r, Key key, const BoxOf& box_of,
                        const Render& render, const Direct& direct) {
    const QPaintDevice* dev = p.device();
    const auto* recorder = dynamic_cast<const PaintRecorder*>(dev);
    // The device pixel ratio the painter scales by (the recorder's: the one it records for).
    const qreal dpr = recorder ? recorder->device_pixel_ratio()
                               : std::max<qreal>(1, dev ? dev->devicePixelRatio() : 1);
    QTransform d = p.deviceTransform();
    if (recorder) d *= QTransform::fromScale(dpr, dpr);
    if (d.type() > QTransform::TxRotate ||
        p.compositionMode() != QPainter::CompositionMode_SourceOver) {
        direct();
        return;
    }
    const QPointF at = d.map(r.topLeft());
    const QPoint whole(static_cast<int>(std::floor(at.x())), static_cast<int>(std::floor(at.y())));
    key.hints = static_cast<int>(p.renderHints());
    key.w = r.width();
    key.h = r.height();
    key.m11 = d.m11();
    key.m12 = d.m12();
    key.m21 = d.m21();
    key.m22 = d.m22();
    key.fx = at.x() - whole.x();
    key.fy = at.y() - whole.y();
    key.dpr = dpr;
    const Entry* e = cache_.object(key);
    if (e) {
        ++hits_;
    } else {
        ++misses_;
        // Rendered for the rect at the origin; the linear part of the transform, then the
        // sub-pixel offset: determined by the key alone.
        const QRectF r0(QPointF(0, 0), r.size());
        const QTransform lin(key.m11, key.m12, key.m21, key.m22, 0, 0);
        const QRectF dev_box = lin.mapRect(box_of(r0)).translated(key.fx, key.fy);
        const QRect px(QPoint(static_cast<int>(std::floor(dev_box.left())),
                              static_cast<int>(std::floor(dev_box.top()))),
                       QPoint(static_cast<int>(std::ceil(dev_box.right())) - 1,
                              static_cast<int>(std::ceil(dev_box.bottom())) - 1));
        if (px.isEmpty()) return;  // nothing to draw (an empty rect clips it all)
        // Rendered into the scratch image, then only its inked part kept: the box allows for
        // glyphs reaching past their cell, so most of it stays transparent, and the first touch
        // of a fresh image's pages is what a miss cost (page faults: a 4K tiles-left number's
        // 270 KB box took 1 ms, its digits' 30 KB a tenth of that; BENCHMARKS.md, session 24).
        // (Not while the scratch holds a drawing being rendered: a shape's paint that draws a
        // text through this cache renders it in an image of its own.)
        QImage img;
        if (!rendering_ && static_cast<qint64>(px.width()) * px.height() <= kScratchPixels) {
            // One buffer for every shape, made and zeroed whole at the first miss: a view of
            // px.size() with rows px.width() apart. (An image grown to each new width or height
            // was a fresh allocation whose fill faulted its pages in: 120-165 page faults, about
            // 2 ms here, in the frame of a pot's first banner of each kind; session 25.)
            if (scratch_.empty()) scratch_.assign(static_cast<std::size_t>(kScratchPixels), 0);
            img =
                QImage(reinterpret_cast<uchar*>(scratch_.data()), px.width(), px.height(),
                       static_cast<qsizetype>(px.width()) * 4, QImage::Format_ARGB32_Premultiplied);
        } else {
            img = QImage(px.size(), QImage::Format_ARGB32_Premultiplied);
        }
        img.fill(Qt::transparent);
        {
            const bool outer = rendering_;
            rendering_ = true;
            QPainter ip(&img);
            ip.setRenderHints(p.renderHints());
            ip.setTransform(lin * QTransform::fromTranslate(key.fx - px.left(), key.fy - px.top()));
            render(ip, r0);
            ip.end();
            rendering_ = outer;
        }
        // (Premultiplied: a pixel left untouched, or painted over with nothing, is 0; blitting
        // one changes nothing, so the cut pixmap draws exactly what the whole box drew.)
        const QRect inked = ink_box(img);
        auto* entry = new Entry{inked.isEmpty() ? QPixmap() : QPixmap::fromImage(img.copy(inked)),
                                px.topLeft() + inked.topLeft()};
        entry->pm.setDevicePixelRatio(dpr);
        const int kb = std::max<qsizetype>(1, inked.width() * inked.height() * 4 / 1024);
        if (!cache_.insert(key, entry, kb)) {
            // Larger than the whole cache: drawn directly.
            direct();
            return;
        }
        e = cache_.object(key);
    }
    if (e->pm.isNull()) return;  // nothing inked (blank text)
    const QPoint to = whole + e->offset;
    const QTransform world = p.worldTransform();
    p.resetTransform();
    // The device pixel `to` in the painter's untransformed coordinates (the device pixel ratio,
    // a redirection's offset), and the pixmap's device pixels one to one (also at a fractional
    // ratio: TextCache.BlitsOneToOneAtEveryRatio).
    QTransform reset = p.deviceTransform();
    if (recorder) reset *= QTransform::fromScale(dpr, dpr);
    const QPointF pos = reset.inverted().map(QPointF(to));
    p.drawPixmap(QRectF(pos, e->pm.deviceIndependentSize()), e->pm, QRectF(e->pm.rect()));
    p.setWorldTransform(world);
}

void TextCache::draw(QPainter& p, const QRectF& r, int flags, const QString& text) {
    const QPen& pen = p.pen();
    if (text.isEmpty() || pen.style() == Qt::NoPen || pen.brush().style() != Qt::SolidPattern) {
        p.drawText(r, flags, text);
        return;
    }
    Key key;
    key.text = text;
    key.font = p.font();
    key.flags = flags;
    key.colour = pen.color().rgba();
    key.direction = static_cast<int>(p.layoutDirection());
    // (`p` is not touched until the text is drawn: its font, pen and direction are the key's.)
    through(
        p, r, key,
        [&](const QRectF& r0) {
            const QFontMetricsF fm(p.font());
            const qreal m = fm.height() / 2 + 2;  // glyphs reaching past their box
            // (Where the text overflows its rect drawText clips it to the rect.)
            QRectF box = fm.boundingRect(r0, flags, text).adjusted(-m, -m, m, m);
            if (!(flags & Qt::TextDontClip)) box &= r0.adjusted(-m, -m, m, m);
            return box;
        },
        [&](QPainter& ip, const QRectF& r0) {
            ip.setLayoutDirection(p.layoutDirection());
            ip.setFont(p.font());
            ip.setPen(pen.color());
            ip.drawText(r0, flags, text);
        },
        [&] { p.drawText(r, flags, text); });
}

void TextCache::draw_shape(QPainter& p, const QRectF& bounds, quint64 id,
                           const std::function<void(QPainter&)>& paint) {
    Key key;
    key.shape = id;
    through(
        p, bounds, key, [](const QRectF& r0) { return r0; },
        [&](QPainter& ip, const QRectF&) {
            ip.translate(-bounds.topLeft());
            paint(ip);
        },
        [&] {
            p.save();
            paint(p);
            p.restore();
        });
}

}  // namespace haolao::ui
