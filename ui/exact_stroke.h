// SPDX-License-Identifier: GPL-3.0-or-later
// Outlines filled, not stroked, where the table's layers are redrawn in part.
//
// Why: Qt's raster engine draws an antialiased pen no wider than one device pixel (its width
// times the painter's scale at most 1) with its cosmetic line stroker, whose antialiasing depends
// on the painter's clip. A layer redrawn in part (clipped to the items that changed) then differs
// from one painted whole by a few levels along such a line: the danger corners at any table
// smaller than 1:1, Handan's reserved stacks at 1024 × 640. Filled, the outline goes through the
// rasterizer every other shape does, and comes out the same whatever the clip.
#pragma once

#include <QPainter>
#include <QPainterPath>
#include <QPen>

namespace haolao::ui {

// What p.strokePath(path, pen) draws, the same under any clip.
inline void stroke_as_fill(QPainter& p, const QPainterPath& path, const QPen& pen) {
    p.fillPath(QPainterPathStroker(pen).createStroke(path), pen.brush());
}

}  // namespace haolao::ui
