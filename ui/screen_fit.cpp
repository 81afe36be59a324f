// SPDX-License-Identifier: GPL-3.0-or-later
#include "screen_fit.h"

#include <QEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QShortcut>
#include <QWidget>
#include <algorithm>
#include <utility>

namespace haolao::ui {

QSize fit_within(QSize preferred, QSize minimum, QSize available) {
    const QSize room = (available - kFrameRoom).expandedTo(QSize(0, 0));
    return preferred.boundedTo(room).expandedTo(minimum);
}

QRect centred_in(QSize size, const QRect& available) {
    const QSize outer = size + kFrameRoom;
    const int x = available.x() + std::max(0, (available.width() - outer.width()) / 2);
    const int y = available.y() + std::max(0, (available.height() - outer.height()) / 2);
    return {QPoint(x, y), size};
}

namespace {

const QScreen* screen_of(const QWidget* w) {
    const QScreen* screen = w->screen();
    return screen ? screen : QGuiApplication::primaryScreen();
}

}  // namespace

void centre_on_screen(QWidget* w) {
    if (const QScreen* screen = screen_of(w))
        w->move(centred_in(w->size(), screen->availableGeometry()).topLeft());
}

void resize_for_screen(QWidget* w, QSize preferred) {
    const QScreen* screen = screen_of(w);
    if (!screen) {
        w->resize(preferred);
        return;
    }
    // The layout's minimum counts as well as a set one (the statistics window sets none).
    const QSize minimum = w->minimumSize().expandedTo(w->minimumSizeHint());
    w->resize(fit_within(preferred, minimum, screen->availableGeometry().size()));
    // A window with a parent is placed over it (QDialog) or by the window manager; the main
    // window would otherwise open where the system cascades it, its bottom off a small screen.
    if (!w->parentWidget()) centre_on_screen(w);
}

namespace {

// Saves its window's geometry when the window is hidden (closing hides it first).
class GeometryKeeper : public QObject {
  public:
    GeometryKeeper(QWidget* w, QString key) : QObject(w), key_(std::move(key)) {
        w->installEventFilter(this);
    }
    bool eventFilter(QObject* o, QEvent* e) override {
        if (e->type() == QEvent::Hide && o == parent()) {
            QSettings().setValue(key_, static_cast<QWidget*>(o)->saveGeometry());
        }
        return false;
    }

  private:
    QString key_;
};

}  // namespace

QString geometry_key(const QString& key) {
    return QStringLiteral("window/") + key;
}

void restore_geometry(QWidget* w, const QString& key, QSize preferred) {
    const QByteArray saved = QSettings().value(geometry_key(key)).toByteArray();
    if (saved.isEmpty() || !w->restoreGeometry(saved)) resize_for_screen(w, preferred);
}

void remember_geometry(QWidget* w, const QString& key, QSize preferred) {
    restore_geometry(w, key, preferred);
    new GeometryKeeper(w, geometry_key(key));
}

void close_on_escape(QWidget* w) {
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Close) +
                                     QList<QKeySequence>{QKeySequence(Qt::Key_Escape)}) {
        auto* s = new QShortcut(k, w);
        QObject::connect(s, &QShortcut::activated, w, &QWidget::close);
    }
}

void keep_detail_lines_whole(QMessageBox* box) {
    if (auto* info = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_informativelabel")))
        info->setWordWrap(false);
}

}  // namespace haolao::ui
