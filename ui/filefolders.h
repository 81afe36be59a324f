// SPDX-License-Identifier: GPL-3.0-or-later
// Where the game's file dialogs open (File → Open replay, the history's Export replay, the
// statistics' Export CSV): the folder the player last chose a file in, else Documents, else home.
// Not the working directory, which is wherever the game was started from ("/" for a macOS app
// bundle, the install folder from some launchers) and often not writable.
#pragma once

#include <QString>

namespace haolao::ui {

// The folder (QSettings "files/last_folder" while it still exists, else Documents, else home).
QString file_dialog_folder();
// `name` inside file_dialog_folder(): a save dialog's suggested file.
QString file_dialog_path(const QString& name);
// Remembers the folder of `path`, a file the player chose in a dialog ("" is ignored).
void remember_file_folder(const QString& path);

}  // namespace haolao::ui
