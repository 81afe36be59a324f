// Tile pictures are rendered at the exact device size for every scale and cached.
#include <gtest/gtest.h>

#include <cmath>

#include "tilerenderer.h"

namespace haolao::ui {
namespace {

struct ScaleCase {
    qreal scale;
    qreal dpr;
};

class RendererScale : public ::testing::TestWithParam<ScaleCase> {};

TEST_P(RendererScale, DeviceSizeMatchesAndIsCached) {
    TileRenderer r;
    const auto [scale, dpr] = GetParam();
    const TileLook look{Tile(Suit::Characters, 5), QSizeF(56, 76), 12, 0, false, false};
    const QPixmap pm = r.tile(look, scale, dpr);
    const qreal m = TileRenderer::margin(look);
    EXPECT_EQ(pm.width(), std::lround(56 * scale * dpr) + 2 * std::lround(m * scale * dpr));
    EXPECT_EQ(pm.height(), std::lround(76 * scale * dpr) + std::lround(12 * scale * dpr) +
                               2 * std::lround(m * scale * dpr));
    EXPECT_DOUBLE_EQ(pm.devicePixelRatio(), dpr);
    EXPECT_EQ(r.cached(), 1);
    EXPECT_EQ(r.tile(look, scale, dpr).cacheKey(), pm.cacheKey());
    EXPECT_EQ(r.cached(), 1);
    // The face is really drawn: the centre of the art is not the ivory body colour everywhere.
    const QImage img = pm.toImage();
    int dark = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (qGray(img.pixel(x, y)) < 120 && qAlpha(img.pixel(x, y)) > 200) ++dark;
    EXPECT_GT(dark, img.width() * img.height() / 50);
}

INSTANTIATE_TEST_SUITE_P(Rows, RendererScale,
                         ::testing::Values(ScaleCase{0.64, 1}, ScaleCase{1, 1}, ScaleCase{1, 1.5},
                                           ScaleCase{1.2, 2}, ScaleCase{1, 3}));

TEST(Renderer, EveryHefeiFaceLoads) {
    TileRenderer r;
    for (Tile t : TileSet::hefei().tiles()) {
        const QImage img = r.face(t, QSize(60, 80)).toImage();
        int inked = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x) inked += qAlpha(img.pixel(x, y)) > 0;
        EXPECT_GT(inked, 200) << t.str();
    }
}

// The corner index is drawn only when switched on, in the top-left quarter, and switching it
// drops cached tiles drawn with the old setting.
TEST(Renderer, CornerIndexIsOptional) {
    TileRenderer r;
    const TileLook look{Tile(Suit::Dots, 5), QSizeF(60, 80), 0, 0, false, false};
    const QImage plain = r.tile(look, 2).toImage();
    EXPECT_GT(r.cached(), 0);
    r.set_corner_index(true);
    EXPECT_EQ(r.cached(), 0);
    const QImage indexed = r.tile(look, 2).toImage();
    ASSERT_EQ(plain.size(), indexed.size());
    int corner = 0, elsewhere = 0;
    for (int y = 0; y < plain.height(); ++y)
        for (int x = 0; x < plain.width(); ++x) {
            if (plain.pixel(x, y) == indexed.pixel(x, y)) continue;
            (x < plain.width() / 2 && y < plain.height() / 2 ? corner : elsewhere)++;
        }
    EXPECT_GT(corner, 50);
    EXPECT_EQ(elsewhere, 0);
    r.set_corner_index(false);
    EXPECT_EQ(r.tile(look, 2).toImage(), plain);
}

}  // namespace
}  // namespace haolao::ui
