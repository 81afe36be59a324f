// SPDX-License-Identifier: GPL-3.0-or-later
// Help → About Haolao: the program's version, copyright and licence notice. The GPL (version 3,
// §0 and §5 d) asks an interactive program to show its "Appropriate Legal Notices": the
// copyright, that there is no warranty, and that the program may be shared under the licence,
// with a way to read it. The box also credits the tile art's fonts (SIL OFL 1.1) and says where
// the player's pots are kept.
#pragma once

#include <QString>

class QMessageBox;
class QWidget;

namespace haolao::ui {

// The project's home page (cmake: HAOLAO_HOMEPAGE) and the GPL's text on the web.
QString homepage_url();
QString licence_url();

// The box's text (rich text) in the installed translation. `data_dir`, where the pots are
// recorded, is left out when empty (scripted runs that record nothing).
QString about_text(const QString& data_dir);

// Opens the box window-modal over `parent` (the table pauses behind it); deleted on close.
QMessageBox* show_about(QWidget* parent, const QString& data_dir);

}  // namespace haolao::ui
