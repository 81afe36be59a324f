// SPDX-License-Identifier: GPL-3.0-or-later
// The game's own tooling, outside the game's classes: the hidden --bench run and the hidden
// --screenshot mode of scripts/screenshots. Both watch a MainWindow from outside through its
// public API and its controller's signals; MainWindow and TableWidget know nothing of them.
#pragma once

#include <QElapsedTimer>

namespace haolao::ui {
class MainWindow;
}

namespace haolao::app {

// --bench: time to the first painted table, the median of 200 full repaints mid-hand, and the
// resident memory after a whole watched pot, printed as one JSON line; then quits.
void run_bench(haolao::ui::MainWindow& window, const QElapsedTimer& since_start);

// --screenshot FILE --after-events WHEN: plays on (a baseline agent deciding for the human) until
// WHEN, grabs the window with any result dialog composited over it, saves FILE and quits. WHEN is
// an event count N, "turn:N", "action", "timer:N", "privacy:N", "kong", "haolao" or "hand-end"
// (docs/UI.md). Call before window.start().
void direct_screenshot(haolao::ui::MainWindow& window);

}  // namespace haolao::app
