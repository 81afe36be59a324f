// SPDX-License-Identifier: GPL-3.0-or-later
#include "about.h"

#include <QCoreApplication>
#include <QDir>
#include <QIcon>
#include <QMessageBox>
#include <QUrl>
#include <QtGlobal>

namespace haolao::ui {

namespace {

// The box's strings' context for lupdate and the translator: "About".
struct About {
    Q_DECLARE_TR_FUNCTIONS(About)
};

QString link(const QString& url, const QString& text) {
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(url.toHtmlEscaped(), text.toHtmlEscaped());
}

}  // namespace

QString homepage_url() {
    return QStringLiteral(HAOLAO_HOMEPAGE);
}

QString licence_url() {
    return QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html");
}

QString about_text(const QString& data_dir) {
    QStringList p;
    //: The About box's headline: the program's name and its version.
    p << QStringLiteral("<h3>%1</h3>")
             .arg(About::tr("Haolao %1").arg(QStringLiteral(HAOLAO_VERSION)));
    p << QStringLiteral("<p>%1</p>")
             .arg(About::tr(
                      "Hefei mahjong (合肥麻将): a whole pot against three computer players, or "
                      "passed around one computer.")
                      .toHtmlEscaped());
    //: %1: the years.
    p << QStringLiteral("<p>%1</p>")
             .arg(About::tr("Copyright © %1 The Haolao developers")
                      .arg(QStringLiteral("2026"))
                      .toHtmlEscaped());
    //: Two sentences of one paragraph, joined: Chinese puts no space after its full stop.
    p << QStringLiteral("<p>%1</p>")
             .arg(About::tr("%1 %2").arg(
                 About::tr(
                     "Haolao is free software: you can redistribute it and/or modify it under the "
                     "terms of the GNU General Public License as published by the Free Software "
                     "Foundation, either version 3 of the License, or (at your option) any later "
                     "version.")
                     .toHtmlEscaped(),
                 //: %1: a link whose text is "the GNU General Public License".
                 About::tr("It comes with ABSOLUTELY NO WARRANTY; see %1 for details.")
                     .toHtmlEscaped()
                     .arg(link(licence_url(), About::tr("the GNU General Public License")))));
    p << QStringLiteral("<p>%1</p>")
             .arg(About::tr(
                      "The glyphs on the tiles and the icon are drawn from the Noto CJK fonts, "
                      "under the SIL Open Font License 1.1.")
                      .toHtmlEscaped());
    //: %1: the home page's address, a link.
    p << QStringLiteral("<p>%1</p>")
             .arg(About::tr("Home page: %1")
                      .toHtmlEscaped()
                      .arg(link(homepage_url(), homepage_url())));
    if (!data_dir.isEmpty()) {
        const QString shown = QDir::toNativeSeparators(data_dir);
        // The folder on a line of its own: a path broken at a slash is hard to read.
        p << QStringLiteral("<p>%1<br>%2</p>")
                 .arg(About::tr("Your pots, history and statistics are kept in this folder:")
                          .toHtmlEscaped(),
                      link(QUrl::fromLocalFile(data_dir).toString(), shown));
    }
    //: %1: the Qt version the program was built with; %2: the one it runs on.
    p << QStringLiteral("<p><small>%1</small></p>")
             .arg(About::tr("Built with Qt %1, running on Qt %2.")
                      .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()))
                      .toHtmlEscaped());
    return p.join(QString());
}

QMessageBox* show_about(QWidget* parent, const QString& data_dir) {
    auto* box = new QMessageBox(parent);
    box->setObjectName(QStringLiteral("about"));
    box->setWindowTitle(About::tr("About Haolao"));
    box->setIconPixmap(QIcon(QStringLiteral(":/icons/haolao.svg")).pixmap(64, 64));
    box->setTextFormat(Qt::RichText);
    box->setText(about_text(data_dir));
    box->setTextInteractionFlags(Qt::TextBrowserInteraction);  // the links open, the text copies
    box->setStandardButtons(QMessageBox::Close);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
    return box;
}

}  // namespace haolao::ui
