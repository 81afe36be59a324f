// SPDX-License-Identifier: GPL-3.0-or-later
// Painting on a thread of Qt's global thread pool, the calling thread waiting.
//
// Why: Qt's raster engine (qdrawhelper's parallel fills, Qt 6) hands every fill of more than
// ~96 spans (an antialiased shape over ~32 px tall, a pixmap blitted through a clip region) to
// QThreadPool::globalInstance() in pieces and waits for them; called from a thread of that pool,
// it fills inline. On a loaded or 2-core machine the hand-offs (futexes, wake-ups) cost more
// than the fills: a 4K layer repaint takes about twice as long (BENCHMARKS.md, session 13).
// Painting from a pool thread keeps one hand-off per paint instead of one per shape.
#pragma once

#include <functional>

namespace haolao::ui {

// Runs fn on a thread of the global pool and returns when it has finished (an exception it
// throws is rethrown here). The caller is blocked meanwhile, so fn may use whatever the caller
// owns, but must not call anything bound to the GUI thread (events, timers, widget updates).
// When every pool thread is busy it waits for one (a paint's pixels must not depend on the
// load). Inline instead when already on a pool thread, when painting off the GUI thread is
// switched off, or when the platform does not support pixmaps outside it.
void paint_in_pool(const std::function<void()>& fn);

// On by default where supported (the tests compare both ways; `--bench` can measure both).
void set_pool_painting(bool on);
bool pool_painting();
// How many paint_in_pool() calls ran on a pool thread so far (tests).
int pool_paints();

}  // namespace haolao::ui
