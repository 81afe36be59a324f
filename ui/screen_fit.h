// SPDX-License-Identifier: GPL-3.0-or-later
// A window's first size on the player's screen (docs/UI.md "Small screens").
#pragma once

#include <QRect>
#include <QSize>
#include <QString>

class QMessageBox;
class QWidget;

namespace haolao::ui {

// Room kept for the window's frame and title bar, which a window's size does not include and
// which are unknown until it is first shown.
inline constexpr QSize kFrameRoom{40, 60};

// `preferred` (what the window is designed for) within `available` less kFrameRoom, never below
// `minimum`: 1440 × 900 on a 1920 × 1080 laptop at 150 % (1280 × 688 logical pixels free of the
// taskbar) would spill off the screen, its status bar and buttons out of reach.
QSize fit_within(QSize preferred, QSize minimum, QSize available);

// Where a window of `size` (its frame included as kFrameRoom) sits centred in `available`, kept
// inside it from the top left when it is too big.
QRect centred_in(QSize size, const QRect& available);

// Moves a top-level window to centred_in(its size, its screen's free area).
void centre_on_screen(QWidget* w);

// Resizes a window not yet shown to fit_within(preferred, its minimum size, its screen's
// available area) and, when it has no parent to be placed over, centres it there.
void resize_for_screen(QWidget* w, QSize preferred);

// A window's size and place as the player last left them (QSettings `window/<key>`, through
// Qt's restoreGeometry, which keeps it on a screen), else resize_for_screen(w, preferred); saved
// again whenever the window is hidden or closed. For the windows a player opens again and again
// (history, statistics, replay viewer, rules help): each opened at its designed size, however
// the player had made it.
void remember_geometry(QWidget* w, const QString& key, QSize preferred);
// Its first half: restores `window/<key>`, else resize_for_screen(w, preferred). The game window
// uses it alone: it saves its geometry when it closes (MainWindow::closeEvent).
void restore_geometry(QWidget* w, const QString& key, QSize preferred);
QString geometry_key(const QString& key);

// Escape and the platform's Close keys (Ctrl+W; Ctrl+F4 on Windows) close the window `w`, as
// they close the replay viewer and the rules help (a dialog): the history and the statistics
// are plain windows, and the statistics have no Close button.
void close_on_escape(QWidget* w);

// A message box's details (its informative text) keep their lines whole: the box widens to the
// longest instead of wrapping a seat from its score or a file name from "kept as". Qt names that
// label qt_msgbox_informativelabel; were a later Qt to rename it, the lines would wrap again
// (Resume.AskingOffersResumeAsTheDefault would say so).
void keep_detail_lines_whole(QMessageBox* box);

}  // namespace haolao::ui
