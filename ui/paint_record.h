// SPDX-License-Identifier: GPL-3.0-or-later
// A paint device that draws nothing: it records, for each primitive painted on it, where it may
// touch (a conservative rectangle, widget coordinates) and a hash of what it draws (the
// primitive, the text, the pen, brush, font, transform, clip and opacity it is drawn with). The
// table's layers keep such a list from their last paint and redraw, after a change of state,
// only where the new list differs (docs/UI.md "Painting: layers and dirty regions").
#pragma once

#include <QPaintDevice>
#include <QRect>
#include <QRegion>
#include <QtGlobal>
#include <memory>
#include <vector>

namespace haolao::ui {

struct PaintItem {
    QRect rect;        // where it may touch, widget coordinates (logical pixels), padded
    quint64 hash = 0;  // what it draws, its rect included
    // A pixmap blitted at whole device pixels: clipping it anywhere gives the same pixels.
    // Anything else (a path, a stroke, a gradient) is redrawn whole or not at all: the raster
    // engine's antialiasing and gradient stepping can differ by a level where a clip cuts it.
    bool blit = false;
    // A stroke at most one device pixel wide: the raster engine draws it with its cosmetic
    // stroker, which steps from the clip's edge, so any clip (even one holding it whole) can
    // change its pixels: a layer it lies in is redrawn whole when it must be redrawn.
    bool thin = false;
    bool operator==(const PaintItem&) const = default;
};

// 64-bit mixing for the items' hashes.
inline quint64 hash_mix(quint64 h, quint64 v) {
    v *= 0xff51afd7ed558ccdULL;
    v ^= v >> 33;
    return (h ^ v) * 0x100000001b3ULL + 0x9e3779b97f4a7c15ULL;
}
quint64 hash_real(quint64 h, qreal v);
quint64 hash_rect(quint64 h, const QRect& r);

class PaintRecordEngine;

class PaintRecorder : public QPaintDevice {
  public:
    // `like`: the widget whose metrics (size, DPI) text is laid out with.
    explicit PaintRecorder(const QPaintDevice& like);
    ~PaintRecorder() override;
    QPaintEngine* paintEngine() const override;
    // The items recorded so far, in paint order (taken: the list starts again).
    std::vector<PaintItem> take();
    // The device pixel ratio the recorded paint will be drawn at (thin strokes are judged in
    // device pixels).
    void set_device_pixel_ratio(qreal dpr);
    qreal device_pixel_ratio() const;

  protected:
    int metric(PaintDeviceMetric m) const override;

  private:
    std::unique_ptr<PaintRecordEngine> engine_;
    int width_, height_, dpi_x_, dpi_y_, pdpi_x_, pdpi_y_;
};

// What changed between two paints given as item lists (paint order): the union of the rects of
// the items of either list that the other lacks, and of the items both have that are painted in
// another order (from the first place the orders differ to the last).
void paint_diff(const std::vector<PaintItem>& before, const std::vector<PaintItem>& after,
                QRegion* dirty);

// `dirty` as a few disjoint rectangles to paint one at a time (touching parts merged into their
// bounding rectangle where it is at most 1.25 × their area; merged until none overlap). A painter
// clipped to a rectangle draws exactly what an unclipped one draws there; clipped to a region of
// several rectangles, the raster engine blends antialiased text through another path, a level apart
// on glyph edges.
std::vector<QRect> clip_rects(const QRegion& dirty);

// The step, in logical pixels, of the grid whose lines fall on whole device pixels at device
// pixel ratio `dpr`: 1 at 1, 2 and 3; 2 at 1.5 and 2.5; 4 at 1.25 and 1.75; 0 when no step up to
// 16 does (then nothing can be cut exactly at that ratio).
int device_grid(qreal dpr);

// `r` grown outward to the lines of a grid of `step` logical pixels.
QRegion snapped(const QRegion& r, int step);

// The rectangles to redraw `dirty` in, exactly: disjoint (clip_rects), each non-blit item of
// `items` inside one of them whole or outside all (a clip cutting a path or a gradient fill
// changes its antialiasing by a level or two), every edge on the grid of `step` logical pixels
// (device_grid: at a fractional pixel ratio a clip between device pixels would blend the edge).
std::vector<QRect> redraw_rects(const std::vector<PaintItem>& items, QRegion dirty, int step = 1);

}  // namespace haolao::ui
