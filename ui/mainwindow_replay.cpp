// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's replay entries: File → Open replay…, File → Open recorded pot…, and drag and drop
// of a .jsonl file. The viewer is its own window (ui/replayviewer.h); the game goes on.
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMimeData>
#include <QUrl>

#include "filefolders.h"
#include "mainwindow.h"

namespace haolao::ui {

namespace {

QString dropped_replay(const QMimeData* mime) {
    if (!mime || !mime->hasUrls()) return {};
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() &&
            url.toLocalFile().endsWith(QLatin1String(".jsonl"), Qt::CaseInsensitive))
            return url.toLocalFile();
    return {};
}

}  // namespace

ReplayViewer* MainWindow::open_replay(const QString& path) {
    return open_replay_file(path, this, has_settings_ ? &settings_ : nullptr);
}

QMenu* MainWindow::build_file_menu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open replay…"));
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open replay"), file_dialog_folder(), tr("Replays (*.jsonl);;All files (*)"));
        if (path.isEmpty()) return;
        remember_file_folder(path);
        open_replay(path);
    });
    QAction* pots = file->addAction(tr("Open &recorded pot…"));
    pots->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(pots, &QAction::triggered, this, [this] {
        // The pots this game recorded (docs/SAVES.md), newest first in the dialog's listing.
        const QString dir =
            pots_dir(options_.data_dir.isEmpty() ? default_data_dir() : options_.data_dir);
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open recorded pot"), dir, tr("Recorded pots (pot-*.jsonl);;All files (*)"));
        if (!path.isEmpty()) open_replay(path);
    });
    return file;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* e) {
    if (!dropped_replay(e->mimeData()).isEmpty()) e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* e) {
    const QString path = dropped_replay(e->mimeData());
    if (path.isEmpty()) return;
    e->acceptProposedAction();
    open_replay(path);
}

}  // namespace haolao::ui
