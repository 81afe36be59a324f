// SPDX-License-Identifier: GPL-3.0-or-later
// The table painted whole without its layer cache: what the cached paint must equal.
#pragma once

#include <QImage>
#include <QPainter>
#include <QPoint>
#include <QRegion>
#include <QWidget>
#include <string>

#include "image_compare.h"
#include "table_test_util.h"
#include "tablewidget.h"

namespace haolao::ui::testing {

// Leaves the cache on again afterwards.
inline QImage uncached_paint(TableWidget& t) {
    QImage img = blank_canvas(t);
    t.set_layer_cache(false);
    t.render(&img, QPoint(), QRegion(), QWidget::RenderFlags());
    t.set_layer_cache(true);
    return img;
}

// Settled, the table in the window (its backing store, where a region left out of a repaint keeps
// its old picture) against what an uncached paint draws: "" when they agree (no channel more than
// `tolerance` apart), else what differs. The widgets over the table (its buttons), drawn by
// themselves, are left out of both. Settles again afterwards (the uncached paint's own whole
// repaints). At a device pixel ratio of 1 (see window_image).
inline std::string window_vs_uncached(TableWidget& table, int tolerance = 0) {
    if (!settle_paints(table, [&] { return !table.animating(); }))
        return "the table's paints never settled";
    QImage shown = window_image(table);
    QImage fresh = uncached_paint(table);
    for (const QWidget* c : table.findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (!c->isVisible()) continue;
        for (QImage* img : {&shown, &fresh}) {
            QPainter p(img);
            p.fillRect(c->geometry(), Qt::magenta);
        }
    }
    const std::string d = compare(shown, fresh, tolerance);
    if (!settle_paints(table, [] { return true; }))
        return d + (d.empty() ? "" : "; ") + "the uncached paint's repaints never settled";
    return d;
}

}  // namespace haolao::ui::testing
