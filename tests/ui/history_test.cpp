// SPDX-License-Identifier: GPL-3.0-or-later
// Game → History: the pots of a Store (rigged pots in a temporary directory), newest first, with
// preset, standings and places; their hands with winner, how and points; a hand opening in the
// replay viewer at that hand; export (a copy) and delete (rows and file).
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include "filefolders.h"
#include "haolao/ruleset.h"
#include "historywindow.h"
#include "i18n.h"
#include "names.h"
#include "replayviewer.h"
#include "resultdialogs.h"
#include "rigged_pots.h"
#include "settings.h"
#include "statswindow.h"

namespace haolao::ui {
namespace {

using testing::rigged_pot;
using testing::RiggedPot;

class History : public testing::RiggedStoreTest {
  protected:
    void SetUp() override {
        record({rigged_pot(QStringLiteral("pot-20261101-100000-a.jsonl"), 3, 41,
                           QStringLiteral("Ada")),
                rigged_pot(QStringLiteral("pot-20261102-100000-b.jsonl"), 2, 42,
                           QStringLiteral("Ada"), 2, "hefei-ting")});
    }
};

TEST_F(History, ListsPotsNewestFirstWithTheirHands) {
    apply_language(Language::English);  // the player's English: plural forms ("%n point(s)")
    HistoryWindow w(*store_);
    QTreeWidget* t = w.tree();
    ASSERT_EQ(t->topLevelItemCount(), 2);
    for (int row = 0; row < 2; ++row) {
        const RiggedPot& p = pots_[static_cast<std::size_t>(1 - row)];  // newest first
        QTreeWidgetItem* item = t->topLevelItem(row);
        EXPECT_EQ(item->text(1), ruleset_name(p.header.rules));
        const std::array<int, 4> standing = testing::by_hand({&p}, 0).standings[0];
        const int hands = p.header.rules.pot_hands;
        EXPECT_EQ(item->text(2), QStringLiteral("%1 hands").arg(hands));
        // "1 東 Ada +12 · 2 …": every seat with its place and points.
        const std::array<int, 4> places = shared_places(standing);
        for (int s = 0; s < 4; ++s) {
            const QString name = p.header.seats[static_cast<std::size_t>(s)].name.empty()
                                     ? wind_name(seat_from_index(s))
                                     : QStringLiteral("Ada");
            const int v = standing[static_cast<std::size_t>(s)];
            const QString part =
                QStringLiteral("%1 %2 %3 %4")
                    .arg(places[static_cast<std::size_t>(s)])
                    .arg(wind_char(seat_from_index(s)), name)
                    .arg((v > 0 ? QStringLiteral("+") : QString()) + QString::number(v));
            EXPECT_TRUE(item->text(3).contains(part))
                << item->text(3).toStdString() << " lacks " << part.toStdString();
        }
        // The hands: winner and how from the Won events.
        ASSERT_EQ(item->childCount(), hands);
        int h = -1;
        std::vector<const Won*> first_win(static_cast<std::size_t>(hands), nullptr);
        for (const Event& e : p.events) {
            if (std::holds_alternative<HandStarted>(e)) ++h;
            if (const auto* won = std::get_if<Won>(&e);
                won && !first_win[static_cast<std::size_t>(h)])
                first_win[static_cast<std::size_t>(h)] = won;
        }
        for (int c = 0; c < hands; ++c) {
            QTreeWidgetItem* hand = item->child(c);
            EXPECT_EQ(hand->text(0), QStringLiteral("Hand %1").arg(c + 1));
            const Won* won = first_win[static_cast<std::size_t>(c)];
            if (!won) {
                EXPECT_EQ(hand->text(1), QStringLiteral("Drawn (荒庄)"));
                continue;
            }
            EXPECT_TRUE(hand->text(1).startsWith(wind_char(won->winner))) << c;
            EXPECT_TRUE(hand->text(2).startsWith(
                won->by == WinBy::SelfDraw
                    ? QStringLiteral("self-draw")
                    : QStringLiteral("on %1's discard").arg(wind_name(won->discarder))))
                << hand->text(2).toStdString();
            EXPECT_TRUE(hand->text(3).startsWith(
                QStringLiteral("%1 points")
                    .arg(won->deltas[static_cast<std::size_t>(index(won->winner))])))
                << hand->text(3).toStdString();
        }
    }
    clear_language();
}

class OnePot : public testing::RiggedStoreTest {
  protected:
    void SetUp() override {
        record({rigged_pot(QStringLiteral("pot-20261103-100000-c.jsonl"), 1, 43,
                           QStringLiteral("Ada"))});
    }
};

// Counts read as words: one pot of one hand is "1 pot, 1 hand recorded" and "1 hand" (they read
// "1 pots, 1 hands recorded" and "1 hands"); more are plural; Chinese has no plural.
TEST_F(OnePot, TheHistoryCountsInWords) {
    apply_language(Language::English);
    {
        HistoryWindow w(*store_);
        EXPECT_EQ(w.findChild<QLabel*>(QStringLiteral("summary"))->text(),
                  QStringLiteral("1 pot, 1 hand recorded"));
        ASSERT_EQ(w.tree()->topLevelItemCount(), 1);
        EXPECT_EQ(w.tree()->topLevelItem(0)->text(2), QStringLiteral("1 hand"));
    }
    record(
        {rigged_pot(QStringLiteral("pot-20261104-100000-d.jsonl"), 2, 44, QStringLiteral("Ada"))});
    apply_language(Language::English);  // (record() took it away)
    {
        HistoryWindow w(*store_);
        EXPECT_EQ(w.findChild<QLabel*>(QStringLiteral("summary"))->text(),
                  QStringLiteral("2 pots, 3 hands recorded"));
        EXPECT_EQ(w.tree()->topLevelItem(0)->text(2), QStringLiteral("2 hands"));
        // A won hand's points, through the same plural form.
        bool won = false;
        for (int c = 0; c < 2; ++c) {
            const QString hand = w.tree()->topLevelItem(0)->child(c)->text(3);
            EXPECT_FALSE(hand.contains(QStringLiteral("(s)"))) << hand.toStdString();
            won |= hand.contains(QRegularExpression(QStringLiteral("^[0-9]+ points? — ")));
        }
        EXPECT_TRUE(won);
    }
    apply_language(Language::Chinese);
    {
        HistoryWindow w(*store_);
        EXPECT_EQ(w.findChild<QLabel*>(QStringLiteral("summary"))->text(),
                  QStringLiteral("已记录 2 锅、3 局"));
    }
    clear_language();
}

// A pot left before its first hand ended: who sat where, not four seats placed 1st with 0.
TEST_F(History, APotWithNoHandOverListsItsSeatsWithoutPlaces) {
    const RiggedPot fresh = testing::rigged_pot_with_no_hand_over(
        QStringLiteral("pot-20261103-100000-c.jsonl"), 43, QStringLiteral("Ada"));
    QString error;
    ASSERT_TRUE(testing::record_rigged(*store_, dir_.path(), fresh, &error)) << error.toStdString();
    HistoryWindow w(*store_);
    QTreeWidgetItem* item = w.tree()->topLevelItem(0);  // the newest
    ASSERT_NE(item, nullptr);
    EXPECT_EQ(item->text(2), HistoryWindow::tr("%n hands (unfinished)", nullptr, 0));
    EXPECT_EQ(item->text(3).toStdString(),
              QStringLiteral("東 Ada · %1 · %2 · %3")
                  .arg(wind_label(Seat::South), wind_label(Seat::West), wind_label(Seat::North))
                  .toStdString());
    EXPECT_EQ(item->childCount(), 0);
}

// Escape and Ctrl+W close the history and the statistics, as they close the replay viewer and
// the rules help (the statistics have no Close button): with the focus in the list, the chooser
// or nowhere in particular.
TEST_F(History, EscapeClosesTheHistoryAndTheStatistics) {
    for (const QKeySequence& key :
         {QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)}) {
        HistoryWindow h(*store_);
        StatsWindow st(*store_);
        for (QWidget* w : {static_cast<QWidget*>(&h), static_cast<QWidget*>(&st)}) {
            w->show();
            QApplication::setActiveWindow(w);
            ASSERT_TRUE(QTest::qWaitForWindowActive(w));
            QWidget* focus = w == &h ? static_cast<QWidget*>(h.tree())
                                     : static_cast<QWidget*>(w->findChild<QComboBox*>());
            ASSERT_NE(focus, nullptr);
            focus->setFocus();
            QTest::keySequence(w, key);
            EXPECT_FALSE(w->isVisible())
                << w->objectName().toStdString() << " " << key.toString().toStdString();
        }
    }
}

// At the keyboard: the history opens on the newest pot, its buttons on (they were off, with
// nothing selected, until a click); Enter folds a pot out and back; ↓ goes to its first hand,
// which Open then opens.
TEST_F(History, TheKeyboardReachesAPotAndItsHands) {
    HistoryWindow w(*store_);
    w.show();
    QApplication::setActiveWindow(&w);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
    QTreeWidget* t = w.tree();
    auto* open = w.findChild<QPushButton*>(QStringLiteral("open"));
    ASSERT_EQ(t->currentItem(), t->topLevelItem(0));
    EXPECT_TRUE(open->isEnabled());
    EXPECT_TRUE(w.findChild<QPushButton*>(QStringLiteral("export"))->isEnabled());
    t->setFocus();
    QTest::keyClick(t, Qt::Key_Return);
    EXPECT_TRUE(t->topLevelItem(0)->isExpanded());
    QTest::keyClick(t, Qt::Key_Down);
    ASSERT_EQ(t->currentItem(), t->topLevelItem(0)->child(0));
    EXPECT_TRUE(open->isEnabled());
    EXPECT_EQ(open->text(), HistoryWindow::tr("&Open hand in replay viewer"));
    // Enter on a hand opens it in the viewer, at that hand.
    QTest::keyClick(t, Qt::Key_Return);
    ReplayViewer* v = w.findChild<ReplayViewer*>();
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(v->feed()->current_hand(), w.selected_hand().value_or(-1));
    delete v;
    QTest::keyClick(t, Qt::Key_Up);
    QTest::keyClick(t, Qt::Key_Return);
    EXPECT_FALSE(t->topLevelItem(0)->isExpanded());
    EXPECT_EQ(open->text(), HistoryWindow::tr("&Open in replay viewer"));
    QTest::keyClick(t, Qt::Key_Down);
    ASSERT_EQ(t->currentItem(), t->topLevelItem(1));
    // Reloaded (a hand ended), the current pot stays current.
    w.reload();
    EXPECT_EQ(t->currentItem(), t->topLevelItem(1));
}

// An expanded pot's hands show their whole texts: the columns were fitted to the pot rows only,
// so a Chinese hand row read 胡东家… for 胡东家的牌 (and "on South's dis…" in English).
TEST_F(History, ExpandedHandsShowTheirWholeTexts) {
    for (const bool chinese : {false, true}) {
        if (chinese)
            apply_language(Language::Chinese);
        else
            clear_language();
        HistoryWindow w(*store_);
        w.show();
        QTreeWidget* t = w.tree();
        ASSERT_EQ(t->topLevelItemCount(), 2);
        for (int row = 0; row < t->topLevelItemCount(); ++row) t->expandItem(t->topLevelItem(row));
        QCoreApplication::processEvents();
        int wins = 0;
        for (int row = 0; row < t->topLevelItemCount(); ++row) {
            const QTreeWidgetItem* pot = t->topLevelItem(row);
            for (int c = 0; c < pot->childCount(); ++c) {
                const QTreeWidgetItem* hand = pot->child(c);
                wins += !hand->text(2).isEmpty();
                for (int col = 0; col < 3; ++col) {
                    const QRect cell = t->visualItemRect(hand).intersected(
                        QRect(t->header()->sectionViewportPosition(col), 0,
                              t->header()->sectionSize(col), t->viewport()->height()));
                    const int need = t->fontMetrics().horizontalAdvance(hand->text(col));
                    EXPECT_GE(cell.width(), need + (col == 0 ? t->indentation() : 0))
                        << (chinese ? "zh " : "en ") << hand->text(col).toStdString();
                }
            }
        }
        EXPECT_GT(wins, 2);
    }
    clear_language();
}

TEST_F(History, OpensAHandInTheReplayViewer) {
    HistoryWindow w(*store_);
    const std::int64_t oldest = store_->pots().back().id;
    ASSERT_TRUE(w.select(oldest, 2));
    EXPECT_EQ(w.selected_hand(), 2);
    ReplayViewer* v = w.open_selected();
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(v->feed()->current_hand(), 2);
    EXPECT_EQ(v->feed()->size(), static_cast<int>(pots_[0].events.size()));
    v->close();
    delete v;
    ASSERT_TRUE(w.select(oldest));
    EXPECT_FALSE(w.selected_hand());
    v = w.open_selected();
    ASSERT_NE(v, nullptr);
    delete v;
}

TEST_F(History, ExportCopiesAndDeleteRemovesRowsAndFile) {
    HistoryWindow w(*store_);
    const std::int64_t newest = store_->pots().front().id;
    ASSERT_TRUE(w.select(newest));
    const QString to = dir_.filePath(QStringLiteral("copy.jsonl"));
    QString error;
    ASSERT_TRUE(w.export_selected(to, &error)) << error.toStdString();
    QFile a(to);
    QFile b(w.pot_path(newest));
    ASSERT_TRUE(a.open(QIODevice::ReadOnly));
    ASSERT_TRUE(b.open(QIODevice::ReadOnly));
    EXPECT_EQ(a.readAll(), b.readAll());
    b.close();
    EXPECT_FALSE(w.export_selected(dir_.filePath(QStringLiteral("no/dir/x.jsonl")), &error));
    EXPECT_FALSE(error.isEmpty());

    const QString file = w.pot_path(newest);
    ASSERT_TRUE(w.delete_selected(false, &error)) << error.toStdString();
    EXPECT_EQ(w.tree()->topLevelItemCount(), 1);
    EXPECT_EQ(store_->pots().size(), 1u);
    EXPECT_FALSE(QFile::exists(file));
}

// A pot played under a saved rule set is named by that set, in the history and in the
// statistics' pot chooser, and follows a rename; under values no saved set has it is
// "Preset (own values)"; under a preset's values, the preset.
class HistoryNames : public testing::RiggedStoreTest {
  protected:
    void SetUp() override {
        const Ruleset classic = ruleset_by_id("hefei-classic");
        Ruleset friday = classic;
        friday.values[static_cast<int>(Item::Base)] = 7;
        record({testing::rigged_pot_under(friday, QStringLiteral("pot-20261103-100000-c.jsonl"), 2,
                                          43, QStringLiteral("Ada")),
                rigged_pot(QStringLiteral("pot-20261101-100000-a.jsonl"), 2, 41,
                           QStringLiteral("Ada"))});
        custom_ = make_custom(classic, QStringLiteral("Friday"));
        custom_.values = friday.values;
        own_values_ = rules_title(friday);
    }
    CustomRuleset custom_;
    QString own_values_;
};

TEST_F(HistoryNames, APotUnderASavedSetIsNamedByIt) {
    const QString classic = ruleset_name(ruleset_by_id("hefei-classic"));
    ASSERT_NE(own_values_, classic);
    Settings look;
    look.rules.custom = {custom_};
    HistoryWindow w(*store_, nullptr, &look);
    ASSERT_EQ(w.tree()->topLevelItemCount(), 2);
    EXPECT_EQ(w.tree()->topLevelItem(0)->text(1), QStringLiteral("Friday"));
    EXPECT_EQ(w.tree()->topLevelItem(1)->text(1), classic);

    StatsWindow stats(*store_, nullptr, &look);
    stats.set_filter(store::Filter{QStringLiteral("Ada"), {}, {}, {}});
    auto* chooser = stats.findChild<QComboBox*>(QStringLiteral("balance_pot"));
    ASSERT_NE(chooser, nullptr);
    ASSERT_EQ(chooser->count(), 2);
    EXPECT_TRUE(chooser->itemText(0).endsWith(QStringLiteral(" · Friday")))
        << chooser->itemText(0).toStdString();
    EXPECT_TRUE(chooser->itemText(1).endsWith(QStringLiteral(" · ") + classic));

    look.rules.custom[0].name = QStringLiteral("Saturday");
    w.reload();
    stats.reload();
    EXPECT_EQ(w.tree()->topLevelItem(0)->text(1), QStringLiteral("Saturday"));
    EXPECT_TRUE(chooser->itemText(0).endsWith(QStringLiteral(" · Saturday")));

    // The set deleted (or a window without the player's settings): its own values.
    look.rules.custom.clear();
    w.reload();
    EXPECT_EQ(w.tree()->topLevelItem(0)->text(1), own_values_);
    HistoryWindow bare(*store_);
    EXPECT_EQ(bare.tree()->topLevelItem(0)->text(1), own_values_);
    EXPECT_EQ(bare.tree()->topLevelItem(1)->text(1), classic);
}

// Export over a file already there: the old file stays whole when the copy cannot be made (the
// pot's replay is gone), and is replaced by the replay when it can.
TEST_F(History, ExportOverAFileKeepsItUntilTheCopyIsWhole) {
    HistoryWindow w(*store_);
    const std::int64_t newest = store_->pots().front().id;
    ASSERT_TRUE(w.select(newest));
    const QString to = dir_.filePath(QStringLiteral("earlier.jsonl"));
    const QByteArray earlier = "an export from last week\n";
    {
        QFile f(to);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        ASSERT_EQ(f.write(earlier), earlier.size());
    }
    const QString replay = w.pot_path(newest);
    QFile in(replay);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    const QByteArray bytes = in.readAll();
    in.close();

    ASSERT_TRUE(QFile::rename(replay, replay + QStringLiteral(".away")));
    QString error;
    EXPECT_FALSE(w.export_selected(to, &error));
    EXPECT_TRUE(error.contains(replay)) << error.toStdString();
    QFile kept(to);
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_EQ(kept.readAll(), earlier);
    kept.close();

    ASSERT_TRUE(QFile::rename(replay + QStringLiteral(".away"), replay));
    ASSERT_TRUE(w.export_selected(to, &error)) << error.toStdString();
    QFile replaced(to);
    ASSERT_TRUE(replaced.open(QIODevice::ReadOnly));
    EXPECT_EQ(replaced.readAll(), bytes);
    EXPECT_TRUE(QDir(dir_.path()).entryList({QStringLiteral("earlier.jsonl.*")}).isEmpty())
        << "no temporary file is left beside the export";
}

// The export dialog opens in the folder the player last chose a file in, else Documents (or
// home), never the working directory; the folder chosen is remembered for the next dialog.
TEST_F(History, TheExportDialogOpensWhereThePlayerLastSaved) {
    const QString key = QStringLiteral("files/last_folder");
    const QVariant kept = QSettings().value(key);
    QSettings().remove(key);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString fallback = QFileInfo(documents).isDir() ? documents : QDir::homePath();
    EXPECT_EQ(file_dialog_folder(), fallback);
    remember_file_folder(QString());
    EXPECT_EQ(file_dialog_folder(), fallback);

    HistoryWindow w(*store_);
    const std::int64_t newest = store_->pots().front().id;
    ASSERT_TRUE(w.select(newest));
    // Shown by the Export button: read where it opens, then save into a folder of the test's.
    QTemporaryDir chosen;
    const QString to = QDir(chosen.path()).filePath(QStringLiteral("mine.jsonl"));
    QString opened_in, suggested;
    QTimer::singleShot(0, [&] {
        for (QWidget* top : QApplication::topLevelWidgets()) {
            auto* d = qobject_cast<QFileDialog*>(top);
            if (!d || !d->isVisible()) continue;
            opened_in = d->directory().absolutePath();
            const QStringList picked = d->selectedFiles();
            suggested = picked.isEmpty() ? QString() : QFileInfo(picked.front()).fileName();
            d->selectFile(to);
            static_cast<QDialog*>(d)->accept();  // QFileDialog::accept, by its public base
        }
    });
    w.findChild<QPushButton*>(QStringLiteral("export"))->click();
    EXPECT_EQ(QDir(opened_in).canonicalPath(), QDir(fallback).canonicalPath());
    EXPECT_EQ(suggested, QFileInfo(w.pot_path(newest)).fileName());
    ASSERT_TRUE(QFile::exists(to));
    EXPECT_EQ(file_dialog_folder(), chosen.path());
    EXPECT_EQ(file_dialog_path(QStringLiteral("a.csv")), chosen.path() + QStringLiteral("/a.csv"));
    // A remembered folder since deleted: the dialog opens in Documents again.
    chosen.remove();
    EXPECT_EQ(file_dialog_folder(), fallback);
    if (kept.isValid())
        QSettings().setValue(key, kept);
    else
        QSettings().remove(key);
}

}  // namespace
}  // namespace haolao::ui
