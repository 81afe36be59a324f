// SPDX-License-Identifier: GPL-3.0-or-later
// The table painted whole without its layer cache: what the cached paint must equal.
#pragma once

#include <QImage>
#include <QPoint>
#include <QRegion>
#include <QWidget>
#include <string>

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

// The count of the pixels that differ and their bounding box, in device pixels ("" when equal):
// what a failed comparison prints.
inline std::string diff_box(const QImage& a, const QImage& b) {
    if (a.size() != b.size()) return "sizes differ";
    QRect box;
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) {
                box |= QRect(x, y, 1, 1);
                ++n;
            }
    if (!n) return {};
    return std::to_string(n) + " pixels in " + std::to_string(box.x()) + "," +
           std::to_string(box.y()) + " " + std::to_string(box.width()) + "x" +
           std::to_string(box.height());
}

}  // namespace haolao::ui::testing
