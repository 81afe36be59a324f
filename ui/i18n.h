// SPDX-License-Identifier: GPL-3.0-or-later
// The one place that installs translators: the game's own (":/i18n/haolao_<code>.qm", built from
// translations/*.ts) and qtbase's (standard buttons: OK, Cancel…), replacing the previous pair.
// Installing makes Qt post QEvent::LanguageChange to every window; each widget retranslates in
// its changeEvent (MainWindow rebuilds its menus, TableWidget re-labels its buttons and repaints,
// the dialogs rebuild their content). See docs/UI.md, "Translations".
#pragma once

#include <QLocale>
#include <QString>

#include "settings.h"

namespace haolao::ui {

// The translation `l` stands for: "zh_CN" or "en". System: the first of the system's UI
// languages that we translate to (any Chinese → zh_CN, English → en), else English.
QString resolved_language(Language l);
// The locale for dates and numbers under the translation `code`: the system's where it is of that
// language; else for English the English of the system's country where Qt has it (en_DE writes
// 07/12/2026 where en_US wrote 12/7/26 to a player in Germany), else en_US; for Chinese zh_CN.
QLocale locale_for(const QString& code, const QLocale& system = QLocale::system());
// Installs the translators for `l` (a no-op when that translation is already in place) and makes
// locale_for its code the default QLocale. Returns the code now installed.
QString apply_language(Language l);
// Removes the translators (the source strings, plain English, show) and the default locale goes
// back to the system's. For tests.
void clear_language();
// The code installed by apply_language ("" when none).
QString current_language();

}  // namespace haolao::ui
