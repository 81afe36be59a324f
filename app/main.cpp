#include <QApplication>

#include "mainwindow.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Haolao"));
    QApplication::setOrganizationName(QStringLiteral("Haolao"));
    haolao::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
