// SPDX-License-Identifier: GPL-3.0-or-later
// The table painted whole without its layer cache: what the cached paint must equal.
#pragma once

#include <QImage>
#include <QPoint>
#include <QRegion>
#include <QWidget>

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

}  // namespace haolao::ui::testing
