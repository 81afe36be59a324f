// SPDX-License-Identifier: GPL-3.0-or-later
#include "guideoverlay.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>

namespace haolao::ui {

namespace {

constexpr int kBubbleWidth = 400;
constexpr int kGap = 34;  // between the bubble and what it points at

QRect united(const std::vector<QRect>& rects) {
    QRect u;
    for (const QRect& r : rects) u = u.united(r);
    return u;
}

// The point of `r` nearest to `p`.
QPoint nearest_on(const QRect& r, QPoint p) {
    return {std::clamp(p.x(), r.left(), r.right()), std::clamp(p.y(), r.top(), r.bottom())};
}

}  // namespace

// The rings around the targets and the arrow from the bubble: a see-through layer over the host
// that every mouse event passes through.
class CalloutRings : public QWidget {
  public:
    CalloutRings(QWidget* host, Callout* c) : QWidget(host), c_(c) {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setGeometry(host->rect());
    }

  protected:
    void paintEvent(QPaintEvent*) override {
        if (!c_) return;
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QColor gold(0xff, 0xd8, 0x5a);
        for (const QRect& r : c_->targets_) {
            p.setPen(QPen(QColor(0, 0, 0, 120), 7));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(QRectF(r).adjusted(-6, -6, 6, 6), 10, 10);
            p.setPen(QPen(gold, 3.5));
            p.drawRoundedRect(QRectF(r).adjusted(-6, -6, 6, 6), 10, 10);
        }
        if (c_->targets_.empty() || !c_->isVisible()) return;
        // The arrow: a tapered wedge from the bubble's edge to just short of the target.
        const QPointF a = c_->from_;
        const QPointF b = c_->tip_;
        const QPointF d = b - a;
        const qreal len = std::hypot(d.x(), d.y());
        if (len < 4) return;
        const QPointF u = d / len;
        const QPointF n(-u.y(), u.x());
        QPainterPath wedge;
        wedge.moveTo(a + n * 13);
        wedge.lineTo(b);
        wedge.lineTo(a - n * 13);
        wedge.closeSubpath();
        p.setPen(QPen(QColor(0x6b, 0x4a, 0x08), 2));
        p.setBrush(QColor(0xff, 0xf4, 0xd0));
        p.drawPath(wedge);
    }

  private:
    QPointer<Callout> c_;
};

Callout::Callout(QWidget* host) : QFrame(host) {
    setObjectName(QStringLiteral("guide_callout"));
    setFrameShape(QFrame::NoFrame);
    setAutoFillBackground(false);
    setStyleSheet(QStringLiteral(
        "QFrame#guide_callout { background: #fff4d0; border: 2px solid #6b4a08;"
        " border-radius: 12px; }"
        "QLabel { color: #2a1c02; font-size: 15px; background: transparent; border: none; }"
        "QPushButton { color: #fff8e0; border: 2px solid #f2c14e; border-radius: 8px;"
        " background: qlineargradient(x1:0,y1:0,x2:0,y2:1, stop:0 #3a62b8, stop:1 #1d3f8f);"
        " padding: 4px 14px; font-weight: bold; font-size: 14px; }"
        "QPushButton#guide_skip { background: #7a6a48; border-color: #c9b27a; }"));
    rings_ = new CalloutRings(host, this);
    rings_->show();
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(16, 12, 16, 12);
    label_ = new QLabel(this);
    label_->setObjectName(QStringLiteral("guide_text"));
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::RichText);
    v->addWidget(label_);
    auto* row = new QHBoxLayout;
    skip_ = new QPushButton(tr("Skip guide"), this);
    skip_->setObjectName(QStringLiteral("guide_skip"));
    next_ = new QPushButton(tr("Next"), this);
    next_->setObjectName(QStringLiteral("guide_next"));
    for (QPushButton* b : {skip_, next_}) {
        b->setFocusPolicy(Qt::NoFocus);
        b->setCursor(Qt::PointingHandCursor);
    }
    row->addWidget(skip_);
    row->addStretch(1);
    row->addWidget(next_);
    v->addLayout(row);
    connect(next_, &QPushButton::clicked, this, &Callout::next_clicked);
    connect(skip_, &QPushButton::clicked, this, &Callout::skip_clicked);
    host->installEventFilter(this);
    raise();
    show();
}

Callout::~Callout() {
    if (rings_) {
        rings_->hide();
        rings_->deleteLater();
    }
}

void Callout::set_text(const QString& text) {
    label_->setText(text);
    place();
}

QString Callout::text() const {
    return label_->text();
}

void Callout::set_targets(const std::vector<QRect>& targets) {
    targets_ = targets;
    place();
}

void Callout::set_avoid(const std::vector<QRect>& avoid) {
    avoid_ = avoid;
    place();
}

void Callout::set_next_text(const QString& text) {
    next_->setText(text);
}

bool Callout::eventFilter(QObject* o, QEvent* e) {
    if (o == parent() && e->type() == QEvent::Resize) place();
    return QFrame::eventFilter(o, e);
}

void Callout::place() {
    auto* host = parentWidget();
    if (!host) return;
    if (rings_) rings_->setGeometry(host->rect());
    const int w = std::min(kBubbleWidth, host->width() - 20);
    // (The style sheet's fonts first: the wrapped text's height depends on them.)
    ensurePolished();
    label_->ensurePolished();
    next_->ensurePolished();
    const QMargins m = layout()->contentsMargins();
    const int h = m.top() + label_->heightForWidth(w - m.left() - m.right()) + layout()->spacing() +
                  std::max(next_->sizeHint().height(), 30) + m.bottom() + 4;
    const QSize size(w, h);
    const QRect area = host->rect().adjusted(8, 8, -8, -8);
    auto clamp_in = [&](QRect r) {
        r.moveLeft(std::clamp(r.left(), area.left(), std::max(area.left(), area.right() - w)));
        r.moveTop(std::clamp(r.top(), area.top(), std::max(area.top(), area.bottom() - h)));
        return r;
    };
    QRect best;
    if (targets_.empty()) {
        best = QRect(QPoint(0, 0), size);
        best.moveCenter(host->rect().center());
    } else {
        const QRect t = united(targets_);
        const QPoint c = t.center();
        // Below, above, right of, left of what it explains; the first that covers the least of
        // the targets and of the places to avoid.
        const std::vector<QRect> tries = {
            QRect(QPoint(c.x() - w / 2, t.bottom() + kGap), size),
            QRect(QPoint(c.x() - w / 2, t.top() - kGap - h), size),
            QRect(QPoint(t.right() + kGap, c.y() - h / 2), size),
            QRect(QPoint(t.left() - kGap - w, c.y() - h / 2), size),
        };
        long long best_cost = std::numeric_limits<long long>::max();
        for (const QRect& raw : tries) {
            const QRect r = clamp_in(raw);
            long long cost = 0;
            for (const QRect& x : targets_) {
                const QRect i = r.intersected(x.adjusted(-8, -8, 8, 8));
                cost += 4LL * i.width() * i.height();
            }
            for (const QRect& x : avoid_) {
                const QRect i = r.intersected(x);
                cost += 1LL * i.width() * i.height();
            }
            // A bubble pushed far from where it wanted to be points a long way.
            cost += (r.topLeft() - raw.topLeft()).manhattanLength() * 40LL;
            if (cost < best_cost) {
                best_cost = cost;
                best = r;
            }
        }
    }
    setGeometry(best);
    if (!targets_.empty()) {
        // The arrow runs between the bubble's centre and the nearest target, each end on an
        // edge.
        const QRect* nearest = &targets_.front();
        int nd = std::numeric_limits<int>::max();
        for (const QRect& x : targets_) {
            const int d = (nearest_on(x, best.center()) - best.center()).manhattanLength();
            if (d < nd) {
                nd = d;
                nearest = &x;
            }
        }
        const QRect grown = nearest->adjusted(-8, -8, 8, 8);
        tip_ = nearest_on(grown, best.center());
        from_ = nearest_on(best.adjusted(12, 12, -12, -12), tip_);
    } else {
        tip_ = from_ = QPoint();
    }
    raise();
    if (rings_) {
        rings_->raise();
        raise();
        rings_->update();
    }
}

}  // namespace haolao::ui
