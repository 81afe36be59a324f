// SPDX-License-Identifier: GPL-3.0-or-later
#include "pool_paint.h"

#include <QGuiApplication>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <atomic>
#include <exception>

namespace haolao::ui {

namespace {

std::atomic<bool> g_on{true};
std::atomic<int> g_pooled{0};
// The hand-over to a pool thread, for ThreadSanitizer: released after the job is built, acquired
// before it is read. A flag inside the job could not order the job's own construction (an
// atomic's constructor is a plain write, and a load checks its address before it acquires); it
// only passed because the flag's store overwrote that write in TSan's record. This one is
// constant-initialized and only ever touched atomically.
std::atomic<unsigned> g_handed{0};

bool platform_allows() {
    // QPixmap refuses to be made off the GUI thread where the platform lacks threaded pixmaps
    // (a null pixmap, a warning); these platforms' pixmaps are raster images, safe to paint on
    // any thread.
    static const bool ok = [] {
        const QString name = QGuiApplication::platformName();
        for (const char* p : {"offscreen", "xcb", "wayland", "windows", "cocoa", "minimal"})
            if (name == QLatin1String(p)) return true;
        return false;
    }();
    return ok;
}

}  // namespace

void set_pool_painting(bool on) {
    g_on = on;
}

bool pool_painting() {
    return g_on;
}

int pool_paints() {
    return g_pooled;
}

void paint_in_pool(const std::function<void()>& fn) {
    QThreadPool* pool = QThreadPool::globalInstance();
    if (!g_on || pool == nullptr || pool->contains(QThread::currentThread()) ||
        !platform_allows()) {
        fn();
        return;
    }
    // One pointer handed over (a closure that small is kept inside the std::function Qt moves,
    // not on the heap), and the hand-over both ways also through atomics of this instrumented
    // code: Qt's own locks are invisible to ThreadSanitizer (docs/TESTING.md), these are not.
    // There, g_handed (released after the job is built, acquired before it is read); back,
    // `finished`, whose construction the pool thread has acquired by then.
    struct Job {
        const std::function<void()>* fn = nullptr;
        QSemaphore done;
        std::exception_ptr error;
        std::atomic<bool> finished{false};
    } job;
    job.fn = &fn;
    g_handed.fetch_add(1, std::memory_order_release);
    Job* const j = &job;
    // Queued, not tried: when no pool thread was free (one still finishing its last job on a
    // loaded machine) the paint used to run here instead, on this thread, where Qt hands its
    // fills to the pool; a tile's scaled blit then differs by a level in a pixel (a kong's tile
    // flipping, at DPR 2), so a frame depended on the load and a cached paint could differ from
    // the uncached one (PartialLayers.EqualsUncachedThroughAWholeHand failed so, about 2 runs in
    // 9 under load). Only this file gives the pool work of its own; Qt's parallel fills run
    // inline on a pool thread, so the wait is for a thread finishing, not for other work.
    pool->start([j] {
        (void)g_handed.load(std::memory_order_acquire);
        try {
            (*j->fn)();
        } catch (...) {
            j->error = std::current_exception();
        }
        j->finished.store(true, std::memory_order_release);
        j->done.release();
    });
    job.done.acquire();
    (void)job.finished.load(std::memory_order_acquire);
    if (job.error) std::rethrow_exception(job.error);
    ++g_pooled;
}

}  // namespace haolao::ui
