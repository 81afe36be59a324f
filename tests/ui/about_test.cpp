// SPDX-License-Identifier: GPL-3.0-or-later
// Help → About Haolao: the version, the copyright, the GPL's notice with a link to its text, the
// tile art's font credit and the folder where the pots are kept, in the UI's language; the table
// waits behind it. There was no such box: the game showed no licence notice anywhere.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <vector>

#include "about.h"
#include "i18n.h"
#include "mainwindow.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

// The box's text as a player reads it (its tags gone).
QString plain(const QString& html) {
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

TEST(About, HelpMenuOpensTheNoticeOverAWaitingTable) {
    QTemporaryDir dir;
    GameOptions o = testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 5);
    o.data_dir = dir.path();
    MainWindow w(o);
    w.show();
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    QAction* about = testing::named_action(w, "about");
    ASSERT_NE(about, nullptr);
    EXPECT_EQ(about->menuRole(), QAction::AboutRole);  // macOS: in the application menu
    about->trigger();
    QPointer<QMessageBox> box;
    ASSERT_TRUE(wait_until([&] {
        box = w.findChild<QMessageBox*>(QStringLiteral("about"));
        return box && box->isVisible();
    }));
    EXPECT_TRUE(w.paused());
    EXPECT_EQ(box->windowTitle(), QStringLiteral("About Haolao"));
    const QString text = box->text();
    EXPECT_TRUE(text.contains(QStringLiteral("Haolao " HAOLAO_VERSION))) << text.toStdString();
    EXPECT_TRUE(
        text.contains(QStringLiteral("href=\"https://www.gnu.org/licenses/gpl-3.0.html\"")));
    EXPECT_TRUE(text.contains(QStringLiteral("href=\"https://github.com/haolao/haolao\"")));
    EXPECT_TRUE(text.contains(QDir::toNativeSeparators(dir.path())));
    const QString read = plain(text);
    for (const char* words :
         {"Copyright © 2026 The Haolao developers", "GNU General Public License",
          "either version 3 of the License, or (at your option) any later version",
          "ABSOLUTELY NO WARRANTY", "SIL Open Font License 1.1"})
        EXPECT_TRUE(read.contains(QString::fromUtf8(words))) << words;
    EXPECT_TRUE(box->textInteractionFlags() & Qt::LinksAccessibleByMouse);
    // A click on a link opens it (the browser, the file manager): Qt's own label does.
    const auto* label = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_label"));
    ASSERT_NE(label, nullptr);
    EXPECT_TRUE(label->openExternalLinks());
    // Closed, it is gone and the table goes on.
    QTest::keyClick(box, Qt::Key_Escape);
    ASSERT_TRUE(wait_until([&] { return box.isNull(); }));
    EXPECT_FALSE(w.paused());
    QAction* about_qt = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->menuRole() == QAction::AboutQtRole) about_qt = a;
    EXPECT_NE(about_qt, nullptr);
}

struct AboutRow {
    const char* name;
    Language language;
    const char* data_dir;  // "" for a run that records nothing
    std::vector<const char*> shown;
    std::vector<const char*> not_shown;
};

const AboutRow kRows[] = {
    {"English",
     Language::English,
     "/home/p/.local/share/Haolao/Haolao",
     {"Haolao " HAOLAO_VERSION, "a whole pot against three computer players",
      "see the GNU General Public License for details",
      "Your pots, history and statistics are kept in this folder:",
      "Built with Qt " QT_VERSION_STR},
     {}},
    {"Chinese",
     Language::Chinese,
     "/home/p/.local/share/Haolao/Haolao",
     {"海捞 " HAOLAO_VERSION, "版权所有 © 2026 海捞开发者", "GNU 通用公共许可证",
      "修改它。本程序不提供任何担保", "SIL 开放字体许可证 1.1",
      "你的牌局、历史记录和统计保存在这个文件夹："},
     {"free software:", "Your pots"}},
    {"NothingRecorded", Language::English, "", {"ABSOLUTELY NO WARRANTY"}, {"kept in this folder"}},
};

class AboutText : public ::testing::TestWithParam<AboutRow> {};

TEST_P(AboutText, ReadsInTheUisLanguage) {
    const AboutRow& row = GetParam();
    apply_language(row.language);
    const QString read = plain(about_text(QString::fromUtf8(row.data_dir)));
    clear_language();
    for (const char* s : row.shown)
        EXPECT_TRUE(read.contains(QString::fromUtf8(s))) << s << "\n" << read.toStdString();
    for (const char* s : row.not_shown)
        EXPECT_FALSE(read.contains(QString::fromUtf8(s))) << s << "\n" << read.toStdString();
    if (row.data_dir[0]) {
        EXPECT_TRUE(read.contains(QDir::toNativeSeparators(QString::fromUtf8(row.data_dir))));
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, AboutText, ::testing::ValuesIn(kRows),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace haolao::ui
