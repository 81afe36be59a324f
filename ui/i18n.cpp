// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace haolao::ui {

namespace {

struct Installed {
    QTranslator* app = nullptr;
    QTranslator* qt = nullptr;
    QString code;
};

Installed& installed() {
    static Installed i;
    return i;
}

}  // namespace

QString resolved_language(Language l) {
    switch (l) {
        case Language::Chinese:
            return QStringLiteral("zh_CN");
        case Language::English:
            return QStringLiteral("en");
        case Language::System:
            break;
    }
    // uiLanguages(): LANGUAGE, then LC_ALL / LC_MESSAGES / LANG on Unix, in preference order.
    // A Traditional Chinese reader still reads 简体 better than English.
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QLocale::Language lang = QLocale(name).language();
        if (lang == QLocale::Chinese) return QStringLiteral("zh_CN");
        if (lang == QLocale::English) return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QLocale locale_for(const QString& code, const QLocale& system) {
    const QLocale::Language wanted =
        code == QLatin1String("zh_CN") ? QLocale::Chinese : QLocale::English;
    if (system.language() == wanted) return system;  // en_GB keeps its day-month order
    if (wanted == QLocale::Chinese) return QLocale(QLocale::Chinese, QLocale::China);
    // Qt answers a pair it lacks (English in France) with the language's default, en_US.
    const QLocale local(QLocale::English, system.territory());
    return local.territory() == system.territory()
               ? local
               : QLocale(QLocale::English, QLocale::UnitedStates);
}

QString apply_language(Language l) {
    Installed& in = installed();
    QString code = resolved_language(l);
    if (code == in.code) return code;
    clear_language();
    // Dates and numbers that QLocale() writes (the history's and the statistics' dates) in the
    // UI's language: "6 Dec 2026 21:03" stood among Chinese words on an English system.
    QLocale::setDefault(locale_for(code));
    auto* app = new QTranslator(QCoreApplication::instance());
    if (app->load(QStringLiteral(":/i18n/haolao_%1.qm").arg(code))) {
        QCoreApplication::installTranslator(app);
        in.app = app;
    } else {
        qWarning("no translation :/i18n/haolao_%s.qm", qPrintable(code));
        delete app;
    }
    // qtbase's own strings (QDialogButtonBox, QMessageBox), when the system has them
    // (Debian: qt6-translations-l10n). English needs none.
    if (code != QLatin1String("en")) {
        auto* qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(QStringLiteral("qtbase_") + code,
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            in.qt = qt;
        } else {
            delete qt;
        }
    }
    in.code = code;
    return code;
}

void clear_language() {
    Installed& in = installed();
    for (QTranslator** t : {&in.app, &in.qt}) {
        if (!*t) continue;
        QCoreApplication::removeTranslator(*t);
        delete *t;
        *t = nullptr;
    }
    in.code.clear();
    QLocale::setDefault(QLocale::system());
}

QString current_language() {
    return installed().code;
}

}  // namespace haolao::ui
