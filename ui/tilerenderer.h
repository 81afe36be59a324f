// SPDX-License-Identifier: GPL-3.0-or-later
// Tile pictures: the SVG face art (assets/tiles, compiled in as Qt resources) on a body drawn by
// code (ivory face, rounded corners, jade back layer, side thickness, soft shadow). Rendered at
// the exact device size (logical size × scale × devicePixelRatio) and cached, so tiles stay
// crisp from 100 % to 300 % and a repaint is only pixmap blits. The theme (TileStyle) is data:
// body colours plus a recolouring of the one SVG art set, applied to the SVG text at load.
#pragma once

#include <QColor>
#include <QHash>
#include <QPixmap>
#include <QSizeF>
#include <QString>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "haolao/tile.h"
#include "settings.h"

class QSvgRenderer;
class QPainter;

namespace haolao::ui {

// How a tile lies on the table.
struct TileLook {
    std::optional<Tile> face;  // nullopt: face down (the back is up)
    QSizeF surface;            // the visible top surface, logical units
    qreal thickness = 0;       // the front side seen below the surface, logical units
    int rotation = 0;          // of the face art, degrees clockwise: 0, 90, 180, 270
    bool dim = false;          // greyed (e.g. a tile that cannot be played)
    // Standing upright with its back to us (an opponent's concealed tile): `surface` is the top
    // edge, `thickness` the back; `rotation` says where the face is (180 far, 90 left, 270 right).
    bool standing = false;
};

// A tile theme. Classic: ivory face, jade back. High contrast (low vision, bright rooms): pure
// white face with a thick black outline, the art's colours darkened to ≥ 7:1 against white,
// thicker strokes, amber backs outlined in black, and a darker felt so both stand out.
struct TileStyle {
    QColor face_top, face_bottom;  // the face's vertical gradient
    QColor face_edge;              // outline of the face
    qreal face_edge_width = 0.02;  // × tile width
    QColor bevel;                  // highlight just inside the face's upper edge
    QColor side, side_shade;       // the face layer seen on the side (thickness)
    QColor back_light, back_dark;  // the back's gradient
    QColor back_layer;             // the back layer seen under a face-up tile's side
    QColor back_edge;
    qreal back_edge_width = 0.02;  // × tile width
    QColor back_rim;               // a line just inside the back's edge
    qreal back_art = 0.55;         // opacity of back.svg's lattice (0: none)
    QColor body_edge;              // outline of the whole body, side included (transparent: none)
    // Text substitutions on the SVG source ("#c0161f" → "#b3000c"), in order, then every
    // stroke-width multiplied by `stroke_scale`.
    std::vector<std::pair<QString, QString>> recolour;
    qreal stroke_scale = 1;
    // The felt: the chosen table colour darkened by this QColor::darker factor (100: as is).
    int felt_darker = 100;

    static const TileStyle& of(TileTheme t);
    // The SVG text as this theme draws it.
    QByteArray apply(const QByteArray& svg) const;
};

// WCAG contrast ratio of two opaque colours (1 … 21); 4.5 is the bar for normal text.
double contrast_ratio(const QColor& a, const QColor& b);

class TileRenderer {
  public:
    TileRenderer();
    ~TileRenderer();

    // The tile as a pixmap of (logical size × scale × dpr) device pixels whose devicePixelRatio
    // is `dpr`, with a shadow margin of margin(look) logical units on every side: draw it at
    // (x - margin, y - margin) to put the surface's top-left corner at (x, y). `scale` is the
    // table's layout scale (virtual canvas → widget pixels).
    QPixmap tile(const TileLook& look, qreal scale, qreal dpr = 1);
    static qreal margin(const TileLook& look);

    // The face art alone, transparent background, at `px` device pixels.
    QPixmap face(Tile t, QSize px);

    // The small corner index ("5" and a suit mark) for players who do not read Chinese
    // numerals; drawn over face-up tiles when on.
    void set_corner_index(bool on);
    bool corner_index() const { return corner_index_; }

    // The theme: cached tiles and loaded art of the old theme are dropped.
    void set_theme(TileTheme t);
    TileTheme theme() const { return theme_; }
    const TileStyle& style() const { return TileStyle::of(theme_); }

    int cached() const { return static_cast<int>(cache_.size()); }
    void clear() { cache_.clear(); }

    // Ids of the faces, "5m": the resource path is ":/tiles/<id>.svg".
    static QString face_id(Tile t);

  private:
    QSvgRenderer* svg(const QString& id);
    QHash<QString, QPixmap> cache_;
    QHash<QString, std::shared_ptr<QSvgRenderer>> svgs_;
    bool corner_index_ = false;
    TileTheme theme_ = TileTheme::Classic;
};

// Colours shared by the table.
namespace palette {
inline const QColor kJade{0x16, 0x7a, 0x48};
inline const QColor kJadeDark{0x0d, 0x52, 0x30};
inline const QColor kIvory{0xff, 0xfc, 0xf1};
inline const QColor kIvoryShade{0xee, 0xe4, 0xc9};
inline const QColor kIvorySide{0xdc, 0xcf, 0xac};
inline const QColor kGold{0xf2, 0xc1, 0x4e};
inline const QColor kRed{0xc0, 0x16, 0x1f};
// The copies of the hand tile pointed at: a cool wash and rim.
inline const QColor kMatchedWash{60, 200, 255, 80};
inline const QColor kMatchedRim{60, 200, 255};
}  // namespace palette

}  // namespace haolao::ui
