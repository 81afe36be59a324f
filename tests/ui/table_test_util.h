// Helpers for driving the real widgets from tests.
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTest>
#include <QThread>
#include <functional>

namespace haolao::ui::testing {

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

}  // namespace haolao::ui::testing
