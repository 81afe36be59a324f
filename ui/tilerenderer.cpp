// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilerenderer.h"

#include <QFile>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <cmath>

namespace haolao::ui {

namespace {

TileStyle classic_style() {
    TileStyle s;
    s.face_top = palette::kIvory;
    s.face_bottom = palette::kIvoryShade;
    s.face_edge = QColor(0xb9, 0xa5, 0x7c);
    s.face_edge_width = 0.02;
    s.bevel = QColor(255, 255, 255, 200);
    s.side = palette::kIvorySide;
    s.side_shade = palette::kIvorySide.darker(115);
    s.back_light = palette::kJade.lighter(125);
    s.back_dark = palette::kJade.darker(110);
    s.back_layer = palette::kJadeDark;
    s.back_edge = palette::kJadeDark.darker(120);
    s.back_edge_width = 0.02;
    s.back_rim = QColor(255, 255, 255, 70);
    s.back_art = 0.55;
    s.body_edge = Qt::transparent;
    return s;
}

TileStyle high_contrast_style() {
    TileStyle s;
    s.face_top = s.face_bottom = Qt::white;
    s.face_edge = Qt::black;
    s.face_edge_width = 0.06;
    s.bevel = Qt::transparent;  // white on white
    s.side = QColor(0xc8, 0xc8, 0xc8);
    s.side_shade = QColor(0x9a, 0x9a, 0x9a);
    // Amber backs: far lighter than the dark felt, and a different hue from the white faces.
    s.back_light = QColor(0xff, 0xc0, 0x1e);
    s.back_dark = QColor(0xf0, 0x9a, 0x00);
    s.back_layer = QColor(0xb8, 0x6a, 0x00);
    s.back_edge = Qt::black;
    s.back_edge_width = 0.05;
    s.back_rim = QColor(0, 0, 0, 110);
    s.back_art = 0;  // a plain back: the lattice is texture, not information
    s.body_edge = Qt::black;
    // The art's colours, each ≥ 7:1 against white (the classic ones are 6-9:1 against ivory).
    s.recolour = {
        // The index plate: opaque white with a black border.
        {QStringLiteral("fill=\"#fffaf0\" fill-opacity=\"0.92\" stroke=\"#8a7a5a\" "
                        "stroke-opacity=\"0.5\""),
         QStringLiteral("fill=\"#ffffff\" stroke=\"#000000\"")},
        {QStringLiteral("#161c33"), QStringLiteral("#000000")},  // ink
        {QStringLiteral("#c0161f"), QStringLiteral("#b3000c")},  // red
        {QStringLiteral("#8e0f16"), QStringLiteral("#7a0008")},  // red, dark
        {QStringLiteral("#1d3f8f"), QStringLiteral("#0030a8")},  // indigo
        {QStringLiteral("#142c66"), QStringLiteral("#001f7a")},  // indigo, dark
        {QStringLiteral("#11723c"), QStringLiteral("#005a1e")},  // jade
        {QStringLiteral("#0b5029"), QStringLiteral("#003d12")},  // jade, dark
    };
    s.stroke_scale = 1.25;
    s.felt_darker = 230;
    return s;
}

double linear(int c8) {
    const double c = c8 / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& c) {
    return 0.2126 * linear(c.red()) + 0.7152 * linear(c.green()) + 0.0722 * linear(c.blue());
}

}  // namespace

const TileStyle& TileStyle::of(TileTheme t) {
    static const TileStyle classic = classic_style();
    static const TileStyle high = high_contrast_style();
    return t == TileTheme::HighContrast ? high : classic;
}

QByteArray TileStyle::apply(const QByteArray& svg) const {
    if (recolour.empty() && stroke_scale == 1) return svg;
    QString text = QString::fromUtf8(svg);
    for (const auto& [from, to] : recolour) text.replace(from, to, Qt::CaseInsensitive);
    if (stroke_scale != 1) {
        static const QRegularExpression kWidth(QStringLiteral("stroke-width=\"([0-9.]+)\""));
        QString out;
        qsizetype last = 0;
        for (auto it = kWidth.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            out += QStringView(text).mid(last, m.capturedStart() - last);
            out += QStringLiteral("stroke-width=\"%1\"")
                       .arg(m.captured(1).toDouble() * stroke_scale, 0, 'g', 4);
            last = m.capturedEnd();
        }
        out += QStringView(text).mid(last);
        text = out;
    }
    return text.toUtf8();
}

double contrast_ratio(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

TileRenderer::TileRenderer() = default;
TileRenderer::~TileRenderer() = default;

QString TileRenderer::face_id(Tile t) {
    static constexpr char kSuits[] = "mpsz";
    return QString::number(t.rank()) + QChar(kSuits[static_cast<int>(t.suit())]);
}

void TileRenderer::set_corner_index(bool on) {
    if (on == corner_index_) return;
    corner_index_ = on;
    cache_.clear();  // cached face-up tiles were drawn with the old setting
}

void TileRenderer::set_theme(TileTheme t) {
    if (t == theme_) return;
    theme_ = t;
    // The keys carry the theme, so nothing stale could be hit; this just frees the old pictures.
    cache_.clear();
    svgs_.clear();
}

QSvgRenderer* TileRenderer::svg(const QString& id) {
    auto it = svgs_.find(id);
    if (it == svgs_.end()) {
        QFile f(QStringLiteral(":/tiles/%1.svg").arg(id));
        const QByteArray text =
            f.open(QIODevice::ReadOnly) ? style().apply(f.readAll()) : QByteArray();
        it = svgs_.insert(id, std::make_shared<QSvgRenderer>(text));
    }
    return it.value()->isValid() ? it.value().get() : nullptr;
}

qreal TileRenderer::margin(const TileLook& look) {
    return std::ceil(0.12 * std::min(look.surface.width(), look.surface.height()) + 1);
}

QPixmap TileRenderer::face(Tile t, QSize px) {
    QPixmap pm(px);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    if (QSvgRenderer* r = svg(face_id(t))) r->render(&p, QRectF(QPointF(0, 0), QSizeF(px)));
    return pm;
}

QPixmap TileRenderer::tile(const TileLook& look, qreal layout_scale, qreal dpr) {
    const qreal scale = layout_scale * dpr;
    const int w = static_cast<int>(std::lround(look.surface.width() * scale));
    const int h = static_cast<int>(std::lround(look.surface.height() * scale));
    const int th = static_cast<int>(std::lround(look.thickness * scale));
    const int m = static_cast<int>(std::lround(margin(look) * scale));
    const QString key = QStringLiteral("%1/%2x%3/%4/%5/%6/%7/%8/%9/%10")
                            .arg(look.face ? look.face->code() : -1)
                            .arg(w)
                            .arg(h)
                            .arg(th)
                            .arg(look.rotation)
                            .arg(look.dim)
                            .arg(m)
                            .arg(look.standing)
                            .arg(dpr)
                            .arg(static_cast<int>(theme_));
    if (auto it = cache_.constFind(key); it != cache_.constEnd()) return it.value();

    const TileStyle& st = style();
    const auto visible = [](const QColor& c) { return c.alpha() > 0; };
    QPixmap pm(w + 2 * m, h + th + 2 * m);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const qreal r = 0.13 * std::min(w, h);
    const QRectF body(m, m, w, h + th);
    const QRectF top(m, m, w, h);

    // Soft shadow down and to the right: a few widening translucent layers.
    p.setPen(Qt::NoPen);
    for (int i = 3; i >= 1; --i) {
        const qreal grow = i * m / 4.0;
        p.setBrush(QColor(0, 0, 0, 22));
        p.drawRoundedRect(body.translated(m * 0.35, m * 0.55).adjusted(-grow, -grow, grow, grow),
                          r + grow, r + grow);
    }

    if (look.standing) {
        const qreal rs = 0.18 * std::min(w, h + th);
        // The back, facing us.
        QLinearGradient back(body.topLeft(), body.bottomLeft());
        back.setColorAt(0, st.back_light);
        back.setColorAt(1, st.back_layer);
        p.setBrush(back);
        p.setPen(QPen(st.back_edge, std::max(1.0, 1.5 * st.back_edge_width * w)));
        p.drawRoundedRect(body.adjusted(0.5, 0.5, -0.5, -0.5), rs, rs);
        // The top edge: half the face's colour, half the back's.
        QRectF face_half = top;
        switch (look.rotation) {
            case 90:
                face_half.setWidth(w * 0.5);
                break;
            case 270:
                face_half.setLeft(top.left() + w * 0.5);
                break;
            default:
                face_half.setHeight(h * 0.5);
                break;
        }
        p.setPen(Qt::NoPen);
        p.setBrush(st.back_light.lighter(108));
        p.drawRoundedRect(top.adjusted(1, 1, -1, -1), rs * 0.6, rs * 0.6);
        p.setBrush(st.face_bottom);
        p.drawRoundedRect(face_half.adjusted(1, 1, -1, -1), rs * 0.6, rs * 0.6);
        p.setPen(QPen(QColor(255, 255, 255, 60), std::max(1.0, 0.03 * w)));
        p.drawLine(QPointF(body.left() + w * 0.15, top.bottom() + 2),
                   QPointF(body.right() - w * 0.15, top.bottom() + 2));
    } else if (look.face) {
        // Face up: the face layer with the back layer at the bottom of the side.
        p.setBrush(st.back_layer);
        p.drawRoundedRect(body, r, r);
        if (th > 0) {
            QLinearGradient side(0, body.top() + h * 0.5, 0, body.bottom());
            side.setColorAt(0, st.side);
            side.setColorAt(1, st.side_shade);
            p.setBrush(side);
            p.drawRoundedRect(QRectF(body.left(), body.top(), w, h + th * 0.55), r, r);
        }
        QLinearGradient g(top.topLeft(), top.bottomLeft());
        g.setColorAt(0, st.face_top);
        g.setColorAt(1, st.face_bottom);
        p.setBrush(g);
        const qreal edge = std::max(1.0, st.face_edge_width * w);
        p.setPen(QPen(st.face_edge, edge));
        p.drawRoundedRect(top.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2), r, r);
        // A thin highlight along the upper edge reads as a bevel.
        if (visible(st.bevel)) {
            p.setPen(QPen(st.bevel, std::max(1.0, 0.025 * w)));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(top.adjusted(w * 0.04, h * 0.03, -w * 0.04, -h * 0.03), r * 0.8,
                              r * 0.8);
        }

        // The art keeps its 3:4 shape; rotated faces swap the box.
        if (QSvgRenderer* s = svg(face_id(*look.face))) {
            p.save();
            p.translate(top.center());
            p.rotate(look.rotation);
            const bool sideways = look.rotation == 90 || look.rotation == 270;
            const qreal bw = sideways ? h : w;
            const qreal bh = sideways ? w : h;
            const QRectF art = QRectF(-bw / 2, -bh / 2, bw, bh)
                                   .adjusted(bw * 0.02, bh * 0.02, -bw * 0.02, -bh * 0.02);
            s->render(&p, art);
            // The index overlay shares the face's 60×80 viewBox, so it lands in the corner.
            if (corner_index_)
                if (QSvgRenderer* ix = svg(QStringLiteral("index/") + face_id(*look.face)))
                    ix->render(&p, art);
            p.restore();
        }
    } else {
        // Face down: the face layer shows at the bottom of the side, the back above.
        p.setPen(Qt::NoPen);
        p.setBrush(st.side);
        p.drawRoundedRect(body, r, r);
        if (th > 0) {
            p.setBrush(st.back_layer);
            p.drawRoundedRect(QRectF(body.left(), body.top(), w, h + th * 0.5), r, r);
        }
        QLinearGradient g(top.topLeft(), top.bottomRight());
        g.setColorAt(0, st.back_light);
        g.setColorAt(1, st.back_dark);
        p.setBrush(g);
        const qreal edge = std::max(1.0, st.back_edge_width * w);
        p.setPen(QPen(st.back_edge, edge));
        p.drawRoundedRect(top.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2), r, r);
        if (st.back_art > 0)
            if (QSvgRenderer* s = svg(QStringLiteral("back"))) {
                p.save();
                p.setOpacity(st.back_art);
                p.translate(top.center());
                p.rotate(look.rotation);
                const bool sideways = look.rotation == 90 || look.rotation == 270;
                const qreal bw = sideways ? h : w;
                const qreal bh = sideways ? w : h;
                s->render(&p, QRectF(-bw / 2, -bh / 2, bw, bh));
                p.restore();
            }
        p.setPen(QPen(st.back_rim, std::max(1.0, 0.025 * w)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(top.adjusted(w * 0.05 + edge / 2, h * 0.04 + edge / 2,
                                       -w * 0.05 - edge / 2, -h * 0.04 - edge / 2),
                          r * 0.8, r * 0.8);
    }
    // The whole body outlined (high contrast): the tile's shape reads against any felt.
    if (!look.standing && visible(st.body_edge) && th > 0) {
        const qreal edge = std::max(1.0, 0.6 * st.face_edge_width * w);
        p.setPen(QPen(st.body_edge, edge));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(body.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2), r, r);
    }
    if (look.dim) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(40, 40, 40, 90));
        p.drawRoundedRect(body, r, r);
    }
    p.end();
    pm.setDevicePixelRatio(dpr);
    cache_.insert(key, pm);
    return pm;
}

}  // namespace haolao::ui
