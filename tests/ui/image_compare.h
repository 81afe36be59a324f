// SPDX-License-Identifier: GPL-3.0-or-later
// Images compared pixel by pixel, for tests that paint the table or a text two ways.
#pragma once

#include <QImage>
#include <QRect>
#include <algorithm>
#include <cstdlib>
#include <string>

namespace haolao::ui::testing {

// "" when equal bit for bit (or, with `tolerance`, no channel differs by more); else how many
// pixels differ, their bounding box (device pixels) and the largest difference in a channel: what
// a failed comparison prints.
inline std::string compare(const QImage& a, const QImage& b, int tolerance = 0) {
    if (a.size() != b.size()) return "sizes differ";
    int differ = 0;
    int worst = 0;
    QRect box;
    for (int y = 0; y < a.height(); ++y) {
        const auto* pa = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const auto* pb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            if (pa[x] == pb[x]) continue;
            const int by = std::max(
                {std::abs(qRed(pa[x]) - qRed(pb[x])), std::abs(qGreen(pa[x]) - qGreen(pb[x])),
                 std::abs(qBlue(pa[x]) - qBlue(pb[x])), std::abs(qAlpha(pa[x]) - qAlpha(pb[x]))});
            if (by <= tolerance) continue;
            worst = std::max(worst, by);
            box |= QRect(x, y, 1, 1);
            ++differ;
        }
    }
    if (!differ) return {};
    return std::to_string(differ) + " pixels differ in " + std::to_string(box.x()) + "," +
           std::to_string(box.y()) + " " + std::to_string(box.width()) + "x" +
           std::to_string(box.height()) + ", by up to " + std::to_string(worst);
}

// The box of the pixels that differ from the background (the top-left pixel's), device pixels.
inline QRect ink(const QImage& img) {
    const QRgb bg = img.pixel(0, 0);
    QRect box;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (img.pixel(x, y) != bg) box |= QRect(x, y, 1, 1);
    return box;
}

}  // namespace haolao::ui::testing
