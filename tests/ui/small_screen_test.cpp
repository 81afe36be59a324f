// SPDX-License-Identifier: GPL-3.0-or-later
// Small screens (docs/UI.md "Small screens"): every window opens within the screen's free area
// and needs no more room than the game's own window (1024 × 640), in both languages.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <algorithm>
#include <functional>
#include <memory>

#include "helpwindow.h"
#include "historywindow.h"
#include "i18n.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "replayviewer.h"
#include "reviewpanel.h"
#include "screen_fit.h"
#include "settingsdialog.h"
#include "statswindow.h"
#include "store.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

struct FitRow {
    const char* name;
    QSize preferred, minimum, available, expected;
};

class FitWithin : public ::testing::TestWithParam<FitRow> {};

TEST_P(FitWithin, KeepsTheFrameOnTheScreenAndTheMinimum) {
    const FitRow& r = GetParam();
    EXPECT_EQ(fit_within(r.preferred, r.minimum, r.available), r.expected);
}

// kFrameRoom is 40 × 60.
INSTANTIATE_TEST_SUITE_P(
    Screens, FitWithin,
    ::testing::Values(
        FitRow{"room_to_spare", {1440, 900}, {1024, 640}, {1920, 1040}, {1440, 900}},
        FitRow{"exactly_room", {1440, 900}, {1024, 640}, {1480, 960}, {1440, 900}},
        // 1920 × 1080 at 150 %, a 48-pixel taskbar: 1280 × 688 free.
        FitRow{"laptop_150", {1440, 900}, {1024, 640}, {1280, 688}, {1240, 640}},
        FitRow{"laptop_1366", {1440, 900}, {1024, 640}, {1366, 728}, {1326, 668}},
        FitRow{"stats_laptop_150", {1360, 880}, {994, 608}, {1280, 688}, {1240, 628}},
        // Smaller than the window's minimum: the minimum (the system decides the rest).
        FitRow{"below_minimum", {1440, 900}, {1024, 640}, {1024, 600}, {1024, 640}},
        FitRow{"no_screen_area", {820, 860}, {269, 148}, {0, 0}, {269, 148}}),
    [](const ::testing::TestParamInfo<FitRow>& i) { return std::string(i.param.name); });

TEST(CentredIn, CentresTheFramedWindowAndKeepsItsTopLeftOnTheScreen) {
    // 1240 × 640 + the frame room (40 × 60) in 1280 × 688 at (0, 32): 0 and 32 + (688 − 700) → 32.
    EXPECT_EQ(centred_in({1240, 628}, QRect(0, 32, 1280, 688)), QRect(0, 32, 1240, 628));
    EXPECT_EQ(centred_in({1000, 600}, QRect(0, 0, 1920, 1040)), QRect(440, 190, 1000, 600));
    EXPECT_EQ(centred_in({1024, 640}, QRect(100, 0, 1024, 600)), QRect(100, 0, 1024, 640));
}

// A one-hand pot of baseline agents.
Replay one_hand() {
    Ruleset rules = ruleset_by_id("hefei-classic");
    rules.pot_length = PotLength::Hands;
    rules.pot_hands = 1;
    Replay r;
    r.header.rules = rules;
    r.header.seed = 7;
    for (std::size_t i = 0; i < 4; ++i)
        r.header.seats[i] = {"baseline", "Bot " + std::to_string(i)};
    r.events = testing::baseline_hands(rules, 7, 1);
    return r;
}

struct Window {
    const char* name;
    QSize preferred;  // what the window asks for where there is room
    std::function<std::unique_ptr<QWidget>(store::Store&)> make;
};

const std::vector<Window>& windows() {
    static const std::vector<Window> w = {
        {"main",
         {1440, 900},
         [](store::Store&) -> std::unique_ptr<QWidget> {
             QSettings().remove(QStringLiteral("window/geometry"));  // no remembered size
             GameOptions o;
             o.mute = true;
             return std::make_unique<MainWindow>(o);
         }},
        {"statistics",
         {1360, 880},
         [](store::Store& s) -> std::unique_ptr<QWidget> {
             return std::make_unique<StatsWindow>(s);
         }},
        {"history",
         {1180, 720},
         [](store::Store& s) -> std::unique_ptr<QWidget> {
             return std::make_unique<HistoryWindow>(s);
         }},
        {"settings",
         {960, 620},
         [](store::Store&) -> std::unique_ptr<QWidget> {
             return std::make_unique<SettingsDialog>(Settings{});
         }},
        {"new_game",
         {0, 0},  // as big as its content
         [](store::Store&) -> std::unique_ptr<QWidget> {
             return std::make_unique<NewGameDialog>(Settings{}, QStringList{});
         }},
        {"rules_help",
         {820, 860},
         [](store::Store&) -> std::unique_ptr<QWidget> {
             auto h = std::make_unique<HelpWindow>();
             h->set_rules(ruleset_by_id("hefei-classic"));
             return h;
         }},
        {"replay_viewer",
         {1280, 900},
         [](store::Store&) -> std::unique_ptr<QWidget> {
             return std::make_unique<ReplayViewer>(one_hand(), QStringLiteral("pot"));
         }},
        // (Opened at the viewer's size, then made wider by the review: the row above checks it.)
        {"replay_viewer_review",
         {0, 0},
         [](store::Store&) -> std::unique_ptr<QWidget> {
             auto v = std::make_unique<ReplayViewer>(one_hand(), QStringLiteral("pot"));
             v->open_review(Seat::East);
             return v;
         }},
    };
    return w;
}

struct ScreenRow {
    std::size_t window;
    bool chinese;
};

class SmallScreen : public ::testing::TestWithParam<ScreenRow> {
  protected:
    void SetUp() override {
        // The first opening: no size the player left (remember_geometry; a window closed by an
        // earlier test would reopen as it was left).
        QSettings().remove(QStringLiteral("window"));
        if (GetParam().chinese)
            apply_language(Language::Chinese);
        else
            clear_language();
        store_ = store::Store::open(dir_.path(), &notice_);
        ASSERT_NE(store_, nullptr) << notice_.toStdString();
    }
    void TearDown() override { clear_language(); }

    QTemporaryDir dir_;
    QString notice_;
    std::unique_ptr<store::Store> store_;
};

TEST_P(SmallScreen, TheWindowOpensOnTheScreenAndFitsWhereTheGameFits) {
    const Window& win = windows()[GetParam().window];
    std::unique_ptr<QWidget> w = win.make(*store_);
    const QRect available = w->screen()->availableGeometry();
    const QSize opened = w->size();
    w->show();
    QApplication::processEvents();
    const QSize minimum = w->minimumSize().expandedTo(w->minimumSizeHint());
    // HAOLAO_SMALL_SCREEN_DIR=DIR: each window at its least size, to look at.
    if (const QString dir = qEnvironmentVariable("HAOLAO_SMALL_SCREEN_DIR"); !dir.isEmpty()) {
        w->resize(minimum);
        QApplication::processEvents();
        const QString row = QString::fromLatin1(win.name) +
                            (GetParam().chinese ? QStringLiteral("_zh_CN") : QStringLiteral("_en"));
        EXPECT_TRUE(w->grab().save(QDir(dir).filePath(row + QStringLiteral(".png"))));
    }
    // Needs no more room than the game's own window.
    EXPECT_LE(minimum.width(), 1024) << win.name;
    EXPECT_LE(minimum.height(), 640) << win.name;
    // Opens within the free area less the frame's room, or at its minimum where that is more.
    const QSize room = available.size() - kFrameRoom;
    EXPECT_LE(opened.width(), std::max(room.width(), minimum.width())) << win.name;
    EXPECT_LE(opened.height(), std::max(room.height(), minimum.height())) << win.name;
    if (!win.preferred.isEmpty()) {
        // And as big as it asks for up to there.
        EXPECT_EQ(opened, fit_within(win.preferred, minimum, available.size())) << win.name;
        if (!w->parentWidget()) {
            EXPECT_TRUE(available.contains(w->pos())) << win.name;
        }
    }
}

class Remembered : public ::testing::TestWithParam<const char*> {};

// The windows a player opens again and again reopen as they were left: the size and place at
// their last close, not the designed size each time; and a damaged remembered value is the
// designed size again (no error: it is only a size).
TEST_P(Remembered, AWindowReopensAsItWasLeft) {
    QSettings().remove(QStringLiteral("window"));
    const auto it = std::find_if(windows().begin(), windows().end(), [](const Window& w) {
        return QLatin1String(w.name) == QLatin1String(GetParam());
    });
    ASSERT_NE(it, windows().end());
    QTemporaryDir dir;
    QString notice;
    std::unique_ptr<store::Store> st = store::Store::open(dir.path(), &notice);
    ASSERT_NE(st, nullptr);
    QSize first, left;
    {
        std::unique_ptr<QWidget> w = it->make(*st);
        first = w->size();
        w->show();
        QApplication::processEvents();
        const QSize minimum = w->minimumSize().expandedTo(w->minimumSizeHint());
        left = minimum.expandedTo(QSize(600, 400)) + QSize(13, 17);
        ASSERT_NE(left, first);
        w->resize(left);
        QApplication::processEvents();
        w->close();
    }
    {
        // Reopened as left; then hidden, not closed: that is remembered too.
        std::unique_ptr<QWidget> w = it->make(*st);
        EXPECT_EQ(w->size(), left) << GetParam();
        w->show();
        QApplication::processEvents();
        left += QSize(7, 5);
        w->resize(left);
        QApplication::processEvents();
        w->hide();
    }
    {
        std::unique_ptr<QWidget> w = it->make(*st);
        EXPECT_EQ(w->size(), left) << GetParam();
    }
    QSettings().setValue(geometry_key(QString::fromLatin1(GetParam())),
                         QByteArray("not a geometry"));
    std::unique_ptr<QWidget> w = it->make(*st);
    EXPECT_EQ(w->size(), first) << GetParam();
}

INSTANTIATE_TEST_SUITE_P(Windows, Remembered,
                         ::testing::Values("statistics", "history", "rules_help", "replay_viewer"),
                         [](const ::testing::TestParamInfo<const char*>& i) {
                             return std::string(i.param);
                         });

std::vector<ScreenRow> screen_rows() {
    std::vector<ScreenRow> rows;
    for (std::size_t i = 0; i < windows().size(); ++i)
        for (const bool chinese : {false, true}) rows.push_back({i, chinese});
    return rows;
}

INSTANTIATE_TEST_SUITE_P(Windows, SmallScreen, ::testing::ValuesIn(screen_rows()),
                         [](const ::testing::TestParamInfo<ScreenRow>& i) {
                             return std::string(windows()[i.param.window].name) +
                                    (i.param.chinese ? "_zh_CN" : "_en");
                         });

}  // namespace
}  // namespace haolao::ui
