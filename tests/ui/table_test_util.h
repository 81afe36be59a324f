// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for driving the real widgets from tests.
#pragma once

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QImage>
#include <QPaintEvent>
#include <QScreen>
#include <QTabWidget>
#include <QTest>
#include <QThread>
#include <QWidget>
#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "options.h"
#include "settingsdialog.h"
#include "tablewidget.h"

namespace haolao::ui::testing {

// `hands` hands in a row (one pot) of `rules` played by four seeded baseline agents: the log.
inline std::vector<Event> baseline_hands(const Ruleset& rules, std::uint64_t seed, int hands) {
    Game game(rules, seed);
    std::array<std::unique_ptr<Agent>, 4> agents;
    std::array<Agent*, 4> seats{};
    for (int i = 0; i < 4; ++i) {
        agents[static_cast<std::size_t>(i)] = make_agent("baseline", seed * 10 + i);
        seats[static_cast<std::size_t>(i)] = agents[static_cast<std::size_t>(i)].get();
    }
    for (int h = 0; h < hands && !game.pot_over(); ++h) play_hand(game, seats);
    return game.events();
}

// One whole hand, the same way.
inline std::vector<Event> baseline_hand(const Ruleset& rules, std::uint64_t seed) {
    return baseline_hands(rules, seed, 1);
}

// Runs the event loop until `done` holds or `ms` pass; returns done().
inline bool wait_until(const std::function<bool()>& done, int ms = 10000) {
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > ms) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QThread::yieldCurrentThread();
    }
    return true;
}

// A game for widget tests: the given seats and seed, instant animations, no sound, 1280×800.
// The window's action of that object name (a menu entry), or null.
inline QAction* named_action(const QWidget& w, const char* name) {
    for (QAction* a : w.findChildren<QAction*>())
        if (a->objectName() == QLatin1String(name)) return a;
    return nullptr;
}

inline GameOptions quiet_options(const std::array<std::string, 4>& seats, std::uint64_t seed) {
    GameOptions o;
    o.seats = seats;
    o.seed = seed;
    o.speed = Speed::Instant;
    o.mute = true;
    o.width = 1280;
    o.height = 800;
    return o;
}

// Every page of a shown settings dialog, grabbed in tab order with its short name (for the
// screenshot files).
inline std::vector<std::pair<QString, QImage>> grab_settings_pages(SettingsDialog& d) {
    static const char* const kPages[] = {"rules", "seats", "play", "display", "sound"};
    std::vector<std::pair<QString, QImage>> out;
    for (int i = 0; i < d.tabs()->count() && i < 5; ++i) {
        d.tabs()->setCurrentIndex(i);
        QCoreApplication::processEvents();
        out.emplace_back(QString::fromLatin1(kPages[i]), d.grab().toImage());
    }
    return out;
}

// The paint events of a widget, watched while this lives: how many, and the largest share of the
// widget one of them covered (0 … 1).
class PaintWatch : public QObject {
  public:
    explicit PaintWatch(QWidget& w) : w_(w) { w.installEventFilter(this); }
    int paints = 0;
    double largest = 0;
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o == &w_ && e->type() == QEvent::Paint) {
            ++paints;
            double px = 0;
            for (const QRect& r : static_cast<QPaintEvent*>(e)->region())
                px += double(r.width()) * r.height();
            largest = std::max(largest, px / (double(w_.width()) * w_.height()));
        }
        return false;
    }

  private:
    QWidget& w_;
};

// The hand's result (MainWindow::hand_dialog()) accepted once it shows, and gone: the next hand
// deals. False if it never showed or never went.
template <class Window>
bool close_hand_result(Window& w) {
    QDialog* d = w.hand_dialog();
    if (!d || !wait_until([&] { return d->isVisible(); })) return false;
    d->accept();
    return wait_until([&] { return !w.hand_dialog(); });
}

// Runs the posted events (a queued layer sync, the update request it posts, the paint) until a
// pass paints `w` no more and `still()` holds; false if that never happens. Not a wait for a
// quiet time: under a sanitizer a sync alone can take longer than any such time.
inline bool settle_paints(QWidget& w, const std::function<bool()>& still) {
    const PaintWatch watch(w);
    bool settled = false;
    for (int pass = 0; pass < 1000 && !settled; ++pass) {
        const int before = watch.paints;
        for (int k = 0; k < 3; ++k) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
        settled = still() && watch.paints == before;
        if (!settled) QTest::qWait(2);
    }
    return settled;
}

// What the window shows of `w`: its top-level window's backing store, where a region left out of
// a repaint keeps its old picture. (The offscreen platform grabs at logical size: use at a device
// pixel ratio of 1.)
inline QImage window_image(const QWidget& w) {
    const QWidget* top = w.window();
    return top->screen()
        ->grabWindow(top->winId())
        .toImage()
        .copy(QRect(w.mapTo(top, QPoint()), w.size()))
        .convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

// An image of the widget's size in device pixels (its device pixel ratio set), filled with
// magenta so anything a paint leaves out shows; for render() comparisons.
inline QImage blank_canvas(const QWidget& w) {
    const qreal dpr = w.devicePixelRatioF();
    QImage img((QSizeF(w.size()) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(Qt::magenta);
    return img;
}

// "" when the table's last paint marked exactly the pond and meld tiles showing `tile` (none
// when nullopt: TableWidget::matched_tile), else what is wrong; `count`: how many it marked.
inline std::string marks_are(const TableWidget& t, std::optional<Tile> tile, int* count = nullptr) {
    int marked = 0;
    for (const TableWidget::DrawnTile& d : t.drawn_tiles()) {
        const bool copy =
            tile &&
            (d.place == TableWidget::TilePlace::Pond || d.place == TableWidget::TilePlace::Kong) &&
            d.face == tile;
        if (d.matched != copy)
            return (d.matched ? "marked: " : "not marked: ") +
                   (d.face ? d.face->str() : std::string("a tile's back")) + " at place " +
                   std::to_string(static_cast<int>(d.place));
        marked += d.matched;
    }
    if (count) *count = marked;
    return "";
}

}  // namespace haolao::ui::testing
