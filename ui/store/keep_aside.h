// SPDX-License-Identifier: GPL-3.0-or-later
// Names for files the game writes beside others: a new pot's file, and a damaged file (pot,
// settings, player database) kept aside as BASE.corrupt-STAMP… so that nothing the player had is
// lost. Qt Core only: the player database (haolao_store) and the GUI (haolao_ui) both use it.
#pragma once

#include <QDateTime>
#include <QFileInfo>
#include <QString>

namespace haolao::ui {

// Local time as yyyyMMdd-HHmmss: sorts by time, and is readable in a file name.
inline QString file_stamp() {
    return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

// DIR/BASE EXT, or DIR/BASE-2 EXT, DIR/BASE-3 EXT … whichever does not exist yet.
inline QString unused_path(const QString& dir, const QString& base, const QString& ext) {
    QString path = dir + QLatin1Char('/') + base + ext;
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = dir + QLatin1Char('/') + base + QLatin1Char('-') + QString::number(n) + ext;
    return path;
}

// Where to keep a damaged DIR/BASE EXT: DIR/BASE.corrupt-STAMP EXT (-2, -3 … when taken).
inline QString corrupt_copy_path(const QString& dir, const QString& base, const QString& ext) {
    return unused_path(dir, base + QLatin1String(".corrupt-") + file_stamp(), ext);
}

}  // namespace haolao::ui
