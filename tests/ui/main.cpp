// SPDX-License-Identifier: GPL-3.0-or-later
// GoogleTest main for the UI tests: one QApplication for all of them, offscreen by default.
#include <gtest/gtest.h>

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // Keep the tests' remembered geometry away from the player's.
    QApplication::setOrganizationName(QStringLiteral("HaolaoTests"));
    QApplication::setApplicationName(QStringLiteral("haolao_ui_tests"));
    // And each test process's settings from every other's: ctest runs tests in parallel
    // processes, and one test's stored choices must not show up in another's QSettings.
    const QTemporaryDir settings_dir;
    if (settings_dir.isValid()) {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings_dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings_dir.path());
    }
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
