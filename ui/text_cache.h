// SPDX-License-Identifier: GPL-3.0-or-later
// Laid-out text kept as pixmaps: the table's labels (panels, centre, hint line, chips, banners)
// are drawn by blitting a pixmap of the text rendered once, instead of shaping and rasterising
// it again at every paint (docs/UI.md "The change-of-state frame"). The pixmap is rendered in
// device pixels for the painter's transform (its linear part, the device pixel ratio and the
// text's sub-pixel offset are the key, with the text, flags, rect size, font, colour and render
// hints) and blitted at whole device pixels: a clip cuts it anywhere exactly, and the cached and
// the uncached paint of the table, which both draw through it, are the same bit for bit.
#pragma once

#include <QCache>
#include <QFont>
#include <QPainter>
#include <QPixmap>
#include <QPoint>
#include <QRectF>
#include <QString>
#include <functional>
#include <vector>

namespace haolao::ui {

class TextCache {
  public:
    // `max_kb`: the pixmaps kept, in KiB (least recently used dropped first).
    explicit TextCache(int max_kb = 64 * 1024);
    // As p.drawText(r, flags, text), through the cache when the painter allows it (an affine
    // transform, a solid pen, source-over); otherwise drawn directly.
    void draw(QPainter& p, const QRectF& r, int flags, const QString& text);
    // As `paint(p)` (in a save/restore), for a drawing that lies within `bounds` (the painter's
    // logical coordinates, pen reach and antialiasing included) and that, seen from the top-left
    // of `bounds`, is fixed by `id` and the size of `bounds`: kept and blitted like a text, so a
    // clip cuts it exactly (the table's centre plate and panels: a new tiles-left number or turn
    // light redraws just that, not the whole plate).
    void draw_shape(QPainter& p, const QRectF& bounds, quint64 id,
                    const std::function<void(QPainter&)>& paint);
    void clear() { cache_.clear(); }
    int size() const { return static_cast<int>(cache_.size()); }
    // The pixmaps kept, in KiB (each counted as its pixels × 4, rounded down, at least 1).
    int kept_kb() const { return static_cast<int>(cache_.totalCost()); }
    // How many pixmaps of `text` are kept (at any size, place or font).
    int kept_of(const QString& text) const;
    // Renders (misses) and blits (hits) so far.
    int misses() const { return misses_; }
    int hits() const { return hits_; }

    struct Key {
        QString text;
        QFont font;
        int flags = 0;
        QRgb colour = 0;
        int hints = 0;
        int direction = 0;
        qreal w = 0, h = 0;                        // the rect's size (logical)
        qreal m11 = 1, m12 = 0, m21 = 0, m22 = 1;  // device transform, linear part
        qreal fx = 0, fy = 0;  // the rect's top-left's sub-pixel offset (device)
        qreal dpr = 1;
        quint64 shape = 0;  // draw_shape's id (0: a text)
        bool operator==(const Key&) const = default;
    };

  private:
    struct Entry {
        QPixmap pm;     // device pixels, device pixel ratio = the key's; null if nothing inked
        QPoint offset;  // its top-left, from the rect's top-left's whole device pixel
    };
    // Both draws: the rendering of `r` (at the origin) by `render` into a kept pixmap, blitted at
    // whole device pixels; `direct` where the painter does not allow it. (Callables, not
    // std::function: every text of every paint comes through here, mostly as a hit that calls
    // neither `box_of` nor `render`.)
    template <class BoxOf, class Render, class Direct>
    void through(QPainter& p, const QRectF& r, Key key, const BoxOf& box_of, const Render& render,
                 const Direct& direct);
    QCache<Key, Entry> cache_;
    // Where misses are rendered (kept, so its pages are touched once): 4 MiB, larger drawings
    // in an image of their own.
    static constexpr qint64 kScratchPixels = 1 << 20;
    std::vector<quint32> scratch_;
    bool rendering_ = false;  // a miss is being rendered (in the scratch, if it fits)
    int misses_ = 0;
    int hits_ = 0;
};

size_t qHash(const TextCache::Key& k, size_t seed = 0);

}  // namespace haolao::ui
