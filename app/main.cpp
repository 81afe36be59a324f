#include <QApplication>
#include <QIcon>
#include <QMessageBox>
#include <cstdio>

#include "mainwindow.h"
#include "options.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Haolao"));
    QApplication::setOrganizationName(QStringLiteral("Haolao"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/haolao.svg")));

    haolao::ui::GameOptions options;
    QString help;
    const QString error = haolao::ui::parse_options(QApplication::arguments(), options, &help);
    if (error == QLatin1String("help")) {
        std::fputs(qPrintable(help), stdout);
        return 0;
    }
    if (!error.isEmpty()) {
        std::fprintf(stderr, "haolao: %s\n", qPrintable(error));
        return 2;
    }
    haolao::ui::MainWindow window(options);
    window.show();
    window.start();
    return QApplication::exec();
}
