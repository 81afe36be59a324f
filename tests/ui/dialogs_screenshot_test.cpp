// SPDX-License-Identifier: GPL-3.0-or-later
// The screenshots of docs/screenshots/ for the history, statistics and rank-card windows
// (docs/UI.md "History, statistics and the rank ladder"). Skipped unless HAOLAO_SCREENSHOT_DIR
// is set. HAOLAO_SCREENSHOT_DATA: a data directory with recorded pots (the game's --data-dir;
// else the rigged pots of the tests); HAOLAO_SCREENSHOT_LANG: zh_CN or en (files get a
// "-zh_CN" suffix for Chinese); HAOLAO_SCREENSHOT_QM: a .qm file installed on top (strings not
// yet in translations/*.ts).
#include <gtest/gtest.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QHeaderView>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeWidget>

#include "haolao/rank.h"
#include "historywindow.h"
#include "i18n.h"
#include "recordedfeed.h"
#include "replayviewer.h"
#include "resultdialogs.h"
#include "rigged_pots.h"
#include "statswindow.h"

namespace haolao::ui {
namespace {

// Lets the charts drop the axes they replaced (deferred deletes) and paint.
void settle() {
    for (int i = 0; i < 20; ++i) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

TEST(DialogsScreenshots, HistoryStatisticsAndRank) {
    const QString out = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR");
    if (out.isEmpty()) GTEST_SKIP() << "set HAOLAO_SCREENSHOT_DIR to save the screenshots";
    const QString lang = qEnvironmentVariable("HAOLAO_SCREENSHOT_LANG");
    // English through its own translation, as the game shows it ("10 pots", not "10 pot(s)").
    if (lang == QLatin1String("zh_CN"))
        apply_language(Language::Chinese);
    else if (lang == QLatin1String("en"))
        apply_language(Language::English);
    else
        clear_language();
    QTranslator extra;
    if (const QString qm = qEnvironmentVariable("HAOLAO_SCREENSHOT_QM"); !qm.isEmpty()) {
        ASSERT_TRUE(extra.load(qm)) << qm.toStdString();
        QCoreApplication::installTranslator(&extra);
    }
    const QString suffix = lang == QLatin1String("zh_CN") ? QStringLiteral("-zh_CN") : QString();
    QTemporaryDir tmp;
    QString data = qEnvironmentVariable("HAOLAO_SCREENSHOT_DATA");
    QString notice;
    std::unique_ptr<store::Store> s;
    if (data.isEmpty()) {
        data = tmp.path();
        s = store::Store::open(data, &notice);
        ASSERT_NE(s, nullptr);
        for (int i = 0; i < 4; ++i) {
            QString error;
            ASSERT_TRUE(testing::record_rigged(
                *s, data,
                testing::rigged_pot(QStringLiteral("pot-202611%1-100000-s.jsonl").arg(10 + i), 4,
                                    50 + i, QStringLiteral("Ada")),
                &error));
        }
    } else {
        s = store::Store::open(data, &notice);
        ASSERT_NE(s, nullptr) << notice.toStdString();
    }
    // The human profile with the most pots.
    QString profile;
    int most = -1;
    for (const store::Profile& p : s->profiles()) {
        store::Filter f;
        f.profile = p.name;
        const int n = s->statistics(f).pots;
        if (n > most) most = n, profile = p.name;
    }

    {
        HistoryWindow w(*s);
        w.resize(1180, 720);
        w.show();
        if (w.tree()->topLevelItemCount() > 1) {
            const auto pots = s->pots();
            w.select(pots[1].id, 1);
        }
        for (int c = 0; c < 4; ++c) w.tree()->resizeColumnToContents(c);
        settle();
        EXPECT_TRUE(w.grab().save(QDir(out).filePath(QStringLiteral("history%1.png").arg(suffix))));
    }
    {
        StatsWindow w(*s);
        store::Filter f;
        f.profile = profile;
        w.set_filter(f);
        w.resize(1400, 900);
        w.show();
        // The pot with the most hands in the running balance.
        int best = 0;
        int hands = -1;
        const auto pots = s->pots(f);
        for (std::size_t i = 0; i < pots.size(); ++i)
            if (pots[i].hands > hands) hands = pots[i].hands, best = static_cast<int>(i);
        w.balance_pot()->setCurrentIndex(best);
        settle();
        EXPECT_TRUE(
            w.grab().save(QDir(out).filePath(QStringLiteral("statistics%1.png").arg(suffix))));
    }
    {
        // The pot summary of the pot that took the profile to a new level (else the newest).
        const std::vector<store::RankPoint> history = s->rank_history(profile);
        std::size_t at = history.empty() ? 0 : history.size() - 1;
        for (std::size_t i = 1; i < history.size(); ++i)
            if (level_for_points(history[i].rank_points) >
                level_for_points(history[i - 1].rank_points)) {
                at = i;
                break;
            }
        const auto pots = s->pots();
        QString file;
        for (const store::PotRow& p : pots)
            if (!history.empty() && p.started == history[at].when) file = p.file;
        ASSERT_FALSE(file.isEmpty());
        ViewerFile vf = load_for_viewer(QDir(data).filePath(QStringLiteral("pots/") + file));
        ASSERT_TRUE(vf.replay) << vf.error.toStdString();
        RecordedFeed feed(std::move(*vf.replay));
        feed.seek(feed.size());
        std::vector<store::RankPoint> upto(history.begin(),
                                           history.begin() + static_cast<std::ptrdiff_t>(at + 1));
        const std::int64_t points = upto.back().rank_points;
        PotSummaryDialog d(feed);
        d.set_rank_moments({rank_moment(profile, upto, points, level_for_points(points))});
        d.show();
        settle();
        EXPECT_TRUE(d.grab().save(
            QDir(out).filePath(QStringLiteral("pot-summary-level-up%1.png").arg(suffix))));
    }
    QCoreApplication::removeTranslator(&extra);
    clear_language();
}

}  // namespace
}  // namespace haolao::ui
