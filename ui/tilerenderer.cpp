#include "tilerenderer.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>
#include <cmath>

namespace haolao::ui {

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

QSvgRenderer* TileRenderer::svg(const QString& id) {
    auto it = svgs_.find(id);
    if (it == svgs_.end())
        it = svgs_.insert(id,
                          std::make_shared<QSvgRenderer>(QStringLiteral(":/tiles/%1.svg").arg(id)));
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
    const QString key = QStringLiteral("%1/%2x%3/%4/%5/%6/%7/%8/%9")
                            .arg(look.face ? look.face->code() : -1)
                            .arg(w)
                            .arg(h)
                            .arg(th)
                            .arg(look.rotation)
                            .arg(look.dim)
                            .arg(m)
                            .arg(look.standing)
                            .arg(dpr);
    if (auto it = cache_.constFind(key); it != cache_.constEnd()) return it.value();

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
        back.setColorAt(0, palette::kJade.lighter(120));
        back.setColorAt(1, palette::kJadeDark);
        p.setBrush(back);
        p.setPen(QPen(palette::kJadeDark.darker(130), std::max(1.0, 0.03 * w)));
        p.drawRoundedRect(body.adjusted(0.5, 0.5, -0.5, -0.5), rs, rs);
        // The top edge: half ivory (the face's side), half jade.
        QRectF ivory = top;
        switch (look.rotation) {
            case 90:
                ivory.setWidth(w * 0.5);
                break;
            case 270:
                ivory.setLeft(top.left() + w * 0.5);
                break;
            default:
                ivory.setHeight(h * 0.5);
                break;
        }
        p.setPen(Qt::NoPen);
        p.setBrush(palette::kJade.lighter(135));
        p.drawRoundedRect(top.adjusted(1, 1, -1, -1), rs * 0.6, rs * 0.6);
        p.setBrush(palette::kIvoryShade);
        p.drawRoundedRect(ivory.adjusted(1, 1, -1, -1), rs * 0.6, rs * 0.6);
        p.setPen(QPen(QColor(255, 255, 255, 60), std::max(1.0, 0.03 * w)));
        p.drawLine(QPointF(body.left() + w * 0.15, top.bottom() + 2),
                   QPointF(body.right() - w * 0.15, top.bottom() + 2));
    } else if (look.face) {
        // Face up: ivory body with the jade back layer at the bottom of the side.
        p.setBrush(palette::kJadeDark);
        p.drawRoundedRect(body, r, r);
        if (th > 0) {
            QLinearGradient side(0, body.top() + h * 0.5, 0, body.bottom());
            side.setColorAt(0, palette::kIvorySide);
            side.setColorAt(1, palette::kIvorySide.darker(115));
            p.setBrush(side);
            p.drawRoundedRect(QRectF(body.left(), body.top(), w, h + th * 0.55), r, r);
        }
        QLinearGradient g(top.topLeft(), top.bottomLeft());
        g.setColorAt(0, palette::kIvory);
        g.setColorAt(1, palette::kIvoryShade);
        p.setBrush(g);
        p.setPen(QPen(QColor(0xb9, 0xa5, 0x7c), std::max(1.0, 0.02 * w)));
        p.drawRoundedRect(top.adjusted(0.5, 0.5, -0.5, -0.5), r, r);
        // A thin highlight along the upper edge reads as a bevel.
        p.setPen(QPen(QColor(255, 255, 255, 200), std::max(1.0, 0.025 * w)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(top.adjusted(w * 0.04, h * 0.03, -w * 0.04, -h * 0.03), r * 0.8, r * 0.8);

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
        // Face down: the ivory face layer shows at the bottom of the side, jade above.
        p.setPen(Qt::NoPen);
        p.setBrush(palette::kIvorySide);
        p.drawRoundedRect(body, r, r);
        if (th > 0) {
            p.setBrush(palette::kJadeDark);
            p.drawRoundedRect(QRectF(body.left(), body.top(), w, h + th * 0.5), r, r);
        }
        QLinearGradient g(top.topLeft(), top.bottomRight());
        g.setColorAt(0, palette::kJade.lighter(125));
        g.setColorAt(1, palette::kJade.darker(110));
        p.setBrush(g);
        p.setPen(QPen(palette::kJadeDark.darker(120), std::max(1.0, 0.02 * w)));
        p.drawRoundedRect(top.adjusted(0.5, 0.5, -0.5, -0.5), r, r);
        if (QSvgRenderer* s = svg(QStringLiteral("back"))) {
            p.save();
            p.setOpacity(0.55);
            p.translate(top.center());
            p.rotate(look.rotation);
            const bool sideways = look.rotation == 90 || look.rotation == 270;
            const qreal bw = sideways ? h : w;
            const qreal bh = sideways ? w : h;
            s->render(&p, QRectF(-bw / 2, -bh / 2, bw, bh));
            p.restore();
        }
        p.setPen(QPen(QColor(255, 255, 255, 70), std::max(1.0, 0.025 * w)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(top.adjusted(w * 0.05, h * 0.04, -w * 0.05, -h * 0.04), r * 0.8, r * 0.8);
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
