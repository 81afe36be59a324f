// SPDX-License-Identifier: GPL-3.0-or-later
#include "filefolders.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace haolao::ui {

namespace {
const QString kKey = QStringLiteral("files/last_folder");
}

QString file_dialog_folder() {
    const QString last = QSettings().value(kKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir()) return documents;
    return QDir::homePath();
}

QString file_dialog_path(const QString& name) {
    return QDir(file_dialog_folder()).filePath(name);
}

void remember_file_folder(const QString& path) {
    if (path.isEmpty()) return;
    QSettings().setValue(kKey, QFileInfo(path).absolutePath());
}

}  // namespace haolao::ui
