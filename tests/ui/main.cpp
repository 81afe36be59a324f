// SPDX-License-Identifier: GPL-3.0-or-later
// GoogleTest main for the UI tests: one QApplication for all of them, offscreen by default.
#include <gtest/gtest.h>

#include <QApplication>

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // Keep the tests' remembered geometry away from the player's.
    QApplication::setOrganizationName(QStringLiteral("HaolaoTests"));
    QApplication::setApplicationName(QStringLiteral("haolao_ui_tests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
