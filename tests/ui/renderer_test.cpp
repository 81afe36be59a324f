// SPDX-License-Identifier: GPL-3.0-or-later
// Tile pictures are rendered at the exact device size for every scale and cached; the tile
// themes draw what they promise and switch live from the settings dialog.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <cmath>

#include "mainwindow.h"
#include "settingsdialog.h"
#include "table_test_util.h"
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
    int corner = 0;
    int elsewhere = 0;
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

// ---- Themes ------------------------------------------------------------------------------------

// A face-up tile drawn flat at 2× (120 × 160 device pixels, no corner index), split into the
// face (pixels at least 4 px away from any of the art) and the rest, by colour.
struct Surface {
    QMap<QRgb, int> colours;  // opaque pixels of the surface
    int pixels = 0;
    std::vector<QRgb> face;  // the blank face, inside the outline
};

Surface surface_of(TileRenderer& r, Tile t) {
    const TileLook look{t, QSizeF(60, 80), 0, 0, false, false};
    const QImage img = r.tile(look, 2).toImage().convertToFormat(QImage::Format_ARGB32);
    const int m = static_cast<int>(std::lround(TileRenderer::margin(look) * 2));
    // The art alone where the renderer puts it (the surface inset by 2 %).
    const QImage art = r.face(t, QSize(115, 154)).toImage();
    auto art_near = [&](int x, int y) {
        for (int dy = -4; dy <= 4; ++dy)
            for (int dx = -4; dx <= 4; ++dx) {
                const QPoint p(x - m - 2 + dx, y - m - 3 + dy);
                if (art.valid(p) && qAlpha(art.pixel(p)) > 0) return true;
            }
        return false;
    };
    Surface s;
    for (int y = m; y < m + 160; ++y)
        for (int x = m; x < m + 120; ++x) {
            const QRgb px = img.pixel(x, y);
            if (qAlpha(px) != 255) continue;
            ++s.colours[px];
            ++s.pixels;
            const bool inner = x >= m + 14 && x < m + 106 && y >= m + 14 && y < m + 146;
            if (inner && !art_near(x, y)) s.face.push_back(px);
        }
    return s;
}

struct ThemeRow {
    const char* name;
    TileTheme theme;
    const char* tile;
    QRgb symbol;  // this theme's colour of the art, covering a good part of the face
    QRgb other;   // the other theme's colour for the same part: absent here
};

class RendererTheme : public ::testing::TestWithParam<ThemeRow> {};

// High contrast: a pure white face; classic: warm ivory, never pure white. The art is in the
// theme's colours (and not in the other theme's), each ≥ 4.5:1 against the face's darkest pixel.
TEST_P(RendererTheme, FaceColourAndSymbolContrast) {
    const ThemeRow row = GetParam();
    TileRenderer r;
    r.set_theme(row.theme);
    const Surface s = surface_of(r, parse_tile(row.tile, TileSet::hefei()));
    ASSERT_GT(s.pixels, 120 * 160 * 9 / 10);
    ASSERT_GT(s.face.size(), 200U) << "no blank face found";
    QColor darkest = Qt::white;
    for (QRgb px : s.face) {
        if (row.theme == TileTheme::HighContrast) {
            ASSERT_EQ(px, qRgb(255, 255, 255)) << QColor(px).name().toStdString();
        } else {
            ASSERT_NE(px, qRgb(255, 255, 255));
            ASSERT_GE(qRed(px), 0xe0) << QColor(px).name().toStdString();
            ASSERT_GT(qRed(px), qBlue(px) + 8)
                << "ivory is warm: " << QColor(px).name().toStdString();
        }
        if (qGray(px) < qGray(darkest.rgb())) darkest = QColor(px);
    }
    EXPECT_GT(s.colours.value(row.symbol), s.pixels / 100)
        << row.tile << ": no " << QColor(row.symbol).name().toStdString();
    EXPECT_EQ(s.colours.value(row.other), 0);
    EXPECT_GE(contrast_ratio(QColor(row.symbol), darkest), 4.5)
        << QColor(row.symbol).name().toStdString() << " on " << darkest.name().toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, RendererTheme,
    ::testing::Values(
        ThemeRow{"classic_5m_red", TileTheme::Classic, "5m", 0xffc0161f, 0xffb3000c},
        ThemeRow{"high_5m_red", TileTheme::HighContrast, "5m", 0xffb3000c, 0xffc0161f},
        ThemeRow{"classic_5m_numeral", TileTheme::Classic, "5m", 0xff142c66, 0xff001f7a},
        ThemeRow{"high_5m_numeral", TileTheme::HighContrast, "5m", 0xff001f7a, 0xff142c66},
        ThemeRow{"classic_2p", TileTheme::Classic, "2p", 0xff11723c, 0xff005a1e},
        ThemeRow{"high_2p", TileTheme::HighContrast, "2p", 0xff005a1e, 0xff11723c},
        ThemeRow{"classic_4p", TileTheme::Classic, "4p", 0xff1d3f8f, 0xff0030a8},
        ThemeRow{"high_4p", TileTheme::HighContrast, "4p", 0xff0030a8, 0xff1d3f8f},
        ThemeRow{"classic_8s", TileTheme::Classic, "8s", 0xff11723c, 0xff005a1e},
        ThemeRow{"high_8s", TileTheme::HighContrast, "8s", 0xff005a1e, 0xff11723c},
        ThemeRow{"high_outline", TileTheme::HighContrast, "3s", 0xff000000, 0xffb9a57c}),
    [](const auto& info) { return std::string(info.param.name); });

// The recolour map itself: each colour the high-contrast theme puts on the art is ≥ 7:1 against
// its white face (WCAG AAA), and each entry matches text in the art.
TEST(RendererTheme, HighContrastColoursAreDarkEnough) {
    const TileStyle& hc = TileStyle::of(TileTheme::HighContrast);
    EXPECT_EQ(hc.face_top, QColor(Qt::white));
    EXPECT_EQ(hc.face_bottom, QColor(Qt::white));
    EXPECT_EQ(contrast_ratio(Qt::black, Qt::white), 21);
    int colours = 0;
    for (const auto& [from, to] : hc.recolour) {
        if (from.startsWith('#')) {
            ++colours;
            EXPECT_GE(contrast_ratio(QColor(to), hc.face_top), 7.0) << to.toStdString();
        }
        // The art really has the classic text (else the entry recolours nothing).
        bool used = false;
        for (QDirIterator it(QStringLiteral(":/tiles"), {QStringLiteral("*.svg")}, QDir::Files,
                             QDirIterator::Subdirectories);
             it.hasNext() && !used;) {
            QFile f(it.next());
            used = f.open(QIODevice::ReadOnly) && f.readAll().contains(from.toUtf8());
        }
        EXPECT_TRUE(used) << from.toStdString();
    }
    EXPECT_GE(colours, 7);
}

// Face-down tiles (walls, opponents' hands) stand out from the felt in high contrast, whatever
// the table colour: the amber back against the darkened felt ≥ 4.5:1, and outlined in black.
class RendererBack : public ::testing::TestWithParam<TableColour> {};

TEST_P(RendererBack, HighContrastBackStandsOutFromTheFelt) {
    TileRenderer r;
    r.set_theme(TileTheme::HighContrast);
    const QColor felt = table_colour(GetParam()).darker(r.style().felt_darker);
    const TileLook look{std::nullopt, QSizeF(60, 80), 10, 0, false, false};
    const QImage img = r.tile(look, 2).toImage();
    const int m = static_cast<int>(std::lround(TileRenderer::margin(look) * 2));
    const QColor centre = img.pixelColor(m + 60, m + 80);
    EXPECT_GE(contrast_ratio(centre, felt), 4.5) << centre.name().toStdString();
    EXPECT_EQ(img.pixelColor(m + 2, m + 80), QColor(Qt::black));  // the outline
    // Classic keeps its jade back.
    r.set_theme(TileTheme::Classic);
    const QColor jade = r.tile(look, 2).toImage().pixelColor(m + 60, m + 80);
    EXPECT_GT(jade.green(), jade.red() + 40);
}

INSTANTIATE_TEST_SUITE_P(Rows, RendererBack,
                         ::testing::Values(TableColour::Green, TableColour::Blue, TableColour::Red,
                                           TableColour::Wood, TableColour::Slate));

// The theme is part of what a cached tile is: switching drops the old pictures and draws anew;
// switching back draws the classic tile again, pixel for pixel.
TEST(RendererTheme, SwitchingRedrawsAndCachesPerTheme) {
    TileRenderer r;
    r.set_corner_index(true);  // the index art is recoloured too
    const TileLook look{Tile(Suit::Characters, 7), QSizeF(60, 80), 12, 0, false, false};
    const QImage classic = r.tile(look, 1.5).toImage();
    ASSERT_EQ(r.cached(), 1);
    r.set_theme(TileTheme::HighContrast);
    EXPECT_EQ(r.theme(), TileTheme::HighContrast);
    EXPECT_EQ(r.cached(), 0);
    const QImage high = r.tile(look, 1.5).toImage();
    ASSERT_EQ(high.size(), classic.size());
    int differ = 0;
    for (int y = 0; y < high.height(); ++y)
        for (int x = 0; x < high.width(); ++x) differ += high.pixel(x, y) != classic.pixel(x, y);
    EXPECT_GT(differ, high.width() * high.height() / 3);
    EXPECT_EQ(r.tile(look, 1.5).cacheKey(), r.tile(look, 1.5).cacheKey());
    r.set_theme(TileTheme::Classic);
    EXPECT_EQ(r.tile(look, 1.5).toImage(), classic);
}

// Pure white pixels of the human's hand as drawn: the high-contrast faces are white, classic
// ivory never is.
QImage hand_image(TableWidget* t) {
    const int n = static_cast<int>(t->hand_tiles().size());
    const QRect hand = QRect(t->hand_tile_center(0), t->hand_tile_center(n - 1))
                           .normalized()
                           .adjusted(-30, -40, 30, 40);
    return t->grab(hand).toImage().convertToFormat(QImage::Format_RGB32);
}

int white_pixels(const QImage& img) {
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) n += img.pixel(x, y) == qRgb(255, 255, 255);
    return n;
}

// In the game: choosing the theme in the settings dialog redraws the table at once (a live
// preview), and Cancel takes it back.
TEST(RendererTheme, SettingsDialogSwitchesTheTableLive) {
    Settings s;
    for (auto& seat : s.seats) seat.kind = "baseline";
    s.seats[0].kind = "human";
    GameOptions o = testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 1);
    o.seats_given = true;
    o.speed_given = true;
    MainWindow w(o, &s);
    w.show();
    w.start();
    ASSERT_TRUE(testing::wait_until([&] { return w.controller()->awaiting_human(); }));
    TableWidget* t = w.table();
    const QImage classic = hand_image(t);
    EXPECT_LT(white_pixels(classic), 100);
    w.open_settings();
    auto* d = w.findChild<SettingsDialog*>();
    ASSERT_NE(d, nullptr);
    auto* theme = d->findChild<QComboBox*>(QStringLiteral("theme"));
    ASSERT_NE(theme, nullptr);
    theme->setCurrentIndex(theme->findData(int(TileTheme::HighContrast)));
    EXPECT_EQ(t->renderer().theme(), TileTheme::HighContrast);
    // 14 hand tiles of ~45 × 61 px, most of each face white.
    EXPECT_GT(white_pixels(hand_image(t)), 14 * 1000);
    d->reject();
    EXPECT_EQ(t->renderer().theme(), TileTheme::Classic);
    EXPECT_EQ(hand_image(t), classic);
}

}  // namespace
}  // namespace haolao::ui
