// SPDX-License-Identifier: GPL-3.0-or-later
// Help → Keyboard shortcuts: one page with the table's keys, every menu shortcut (read from the
// window's own actions) and the replay viewer's keys, in the UI's language; it opens beside the
// table without pausing it. The viewer's keys (Page Up, Home, +, V, 1-4…) were written down
// nowhere a player could see (ReplayViewerKeys.TheKeysHelpListsExactlyTheViewersKeys holds the
// list to the viewer).
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QMenuBar>
#include <QPointer>
#include <QTest>
#include <QTextBrowser>

#include "i18n.h"
#include "keyshelp.h"
#include "mainwindow.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

TEST(KeysHelp, OpensBesideTheTableWithEveryKey) {
    MainWindow w(testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 5));
    w.show();
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    QAction* keys = testing::named_action(w, "keysHelp");
    ASSERT_NE(keys, nullptr);
    keys->trigger();
    QPointer<KeysHelpWindow> help = w.findChild<KeysHelpWindow*>();
    ASSERT_TRUE(help && help->isVisible());
    EXPECT_FALSE(help->isModal());
    EXPECT_FALSE(w.paused());  // the table goes on beside it
    keys->trigger();           // one window, raised again
    EXPECT_EQ(w.findChildren<KeysHelpWindow*>().size(), 1);
    const QString page = help->browser()->toPlainText();
    // One line per row: the key, then what it does.
    for (const char* row : {"← / →",
                            "Enter",
                            "H",
                            "K",
                            "P",
                            "T",
                            "Space",
                            "Esc",
                            "Help → Rules help",
                            "F1",
                            "Game → History…",
                            "Ctrl+H",
                            "Game → Statistics…",
                            "Ctrl+T",
                            "View → Fullscreen",
                            "F11",
                            "Game → Auto-play (托管)",
                            "F3",
                            "Shift+← / Shift+→",
                            "PgUp / PgDown",
                            "Home / End",
                            "1 / 2 / 3 / 4",
                            "Choose a tile of your hand",
                            "Kong (杠)",
                            "Play / pause",
                            "The chosen seat's previous / next decision"})
        EXPECT_TRUE(page.contains(QString::fromUtf8(row))) << row << "\n" << page.toStdString();
    // Every menu shortcut is there, however the menus change.
    for (QAction* a : w.menuBar()->findChildren<QAction*>()) {
        if (a->shortcut().isEmpty() || !a->isVisible()) continue;
        EXPECT_TRUE(page.contains(a->shortcut().toString(QKeySequence::NativeText)))
            << a->text().toStdString();
    }
    help->close();
}

// Every key the page lists for the table is one the table takes (its keyPressEvent accepts it
// rather than pass it on), and a key it does not list is passed on.
TEST(KeysHelp, TheTableTakesEveryListedKey) {
    MainWindow w(testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 5));
    w.show();
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    TableWidget* t = w.table();
    auto taken = [&](QKeyCombination c) {
        QKeyEvent press(QEvent::KeyPress, c.key(), c.keyboardModifiers());
        QApplication::sendEvent(t, &press);
        return press.isAccepted();
    };
    for (const KeyRow& row : table_keys())
        for (const QKeySequence& k : row.keys) {
            if (k[0].key() == Qt::Key_Escape) t->show_legend(true);  // Esc closes it
            EXPECT_TRUE(taken(k[0])) << k.toString().toStdString();
        }
    EXPECT_FALSE(taken(QKeyCombination(Qt::Key_Q)));
    EXPECT_FALSE(taken(QKeyCombination(Qt::Key_Escape)));  // nothing to close
}

TEST(KeysHelp, FollowsTheLanguage) {
    MainWindow w(testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 5));
    KeysHelpWindow* help = show_keys_help(&w, w.menuBar());
    apply_language(Language::Chinese);
    ASSERT_TRUE(wait_until([&] { return help->windowTitle() == QStringLiteral("快捷键 — 海捞"); }));
    const QString page = help->browser()->toPlainText();
    clear_language();
    for (const char* words : {"牌桌上", "菜单", "回放", "选择手牌中的一张", "游戏 → 历史记录…"})
        EXPECT_TRUE(page.contains(QString::fromUtf8(words))) << words << "\n" << page.toStdString();
    EXPECT_FALSE(page.contains(QStringLiteral("Choose a tile")));
}

}  // namespace
}  // namespace haolao::ui
