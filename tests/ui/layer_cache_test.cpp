// SPDX-License-Identifier: GPL-3.0-or-later
// The table's layer cache (docs/UI.md "Painting: layers and dirty regions"): what the cached
// paint shows must be what a paint of everything shows, pixel for pixel, after every event of a
// whole seeded hand and at three points of every animation (where only the changed region is
// repainted, over what was there), after a resize, a theme, colour and language change, hover
// and selection. The "screen" is an image that only ever receives what the table repaints: the
// full table after a change of state, the dirty region during an animation, as the backing
// store does. Run under QT_SCALE_FACTOR=2 too (docs/UI.md): the layers are then 2× pixmaps.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QImage>
#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "haolao/agent.h"
#include "i18n.h"
#include "mainwindow.h"
#include "pool_paint.h"
#include "recorded_feed.h"
#include "table_test_util.h"
#include "tablewidget.h"
#include "uncached_paint.h"

namespace haolao::ui {
namespace {

using testing::RecordedFeed;
using testing::wait_until;

// Paints `region` of the table into `screen` through the cache (the table's own children, the
// buttons, are not part of it).
void repaint_into(TableWidget& t, QImage& screen, const QRegion& region) {
    t.set_layer_cache(true);
    // (render() puts the region's bounding rectangle at the offset given.)
    t.render(&screen, region.boundingRect().topLeft(), region, QWidget::RenderFlags());
}

using testing::uncached_paint;

// The panels, hint line and chips are painted onto the table in the cache as in an uncached
// paint, so the two are equal bit for bit (testing::compare). (When they lived in a transparent
// layer blended on top, antialiased text edges differed by up to 40 levels.)
using testing::compare;

std::vector<Event> seeded_hand(std::uint64_t seed) {
    return testing::baseline_hand(ruleset_by_id("hefei-classic"), seed);
}

// A table at 1280 × 800, shown, over the seeded hefei-classic hand `seed`.
struct ShownTable {
    ShownTable(std::uint64_t seed, Speed speed)
        : feed(ruleset_by_id("hefei-classic"), seeded_hand(seed)), table(&feed, speed) {
        table.resize(1280, 800);
        table.show();
    }
    RecordedFeed feed;
    TableWidget table;
};

// A whole hand, event by event, animated at normal speed: after each event the full table, and
// at t = 0.2, 0.5, 0.85 of its animation the dirty region alone, must match an uncached paint.
TEST(LayerCache, EqualsUncachedThroughAWholeHand) {
    ShownTable shown(21, Speed::Normal);
    RecordedFeed& feed = shown.feed;
    TableWidget& table = shown.table;
    QImage screen = testing::blank_canvas(table);
    repaint_into(table, screen, QRegion(table.rect()));
    std::vector<std::string> problems;
    int frames = 0;
    int partial = 0;
    while (!feed.finished()) {
        const int at = feed.position();
        feed.step_forward();
        ASSERT_TRUE(wait_until([&] { return feed.position() > at; }));
        const std::string kind = std::to_string(feed.events().back().index());
        // The event shown: a change of state repaints everything.
        repaint_into(table, screen, QRegion(table.rect()));
        if (auto d = compare(screen, uncached_paint(table)); !d.empty())
            problems.push_back("event " + std::to_string(at) + " (kind " + kind + "): " + d);
        if (table.animating()) {
            for (const qreal t : {0.2, 0.5, 0.85}) {
                const QRegion dirty = table.seek_animation(t);
                partial += dirty != QRegion(table.rect());
                repaint_into(table, screen, dirty);
                ++frames;
                if (auto d = compare(screen, uncached_paint(table)); !d.empty())
                    problems.push_back("event " + std::to_string(at) + " (kind " + kind +
                                       ") at t=" + std::to_string(t) + ": " + d);
            }
            // The end of the animation: the moved tile joins the still layer.
            const QRegion dirty = table.seek_animation(1);
            repaint_into(table, screen, dirty);
            if (auto d = compare(screen, uncached_paint(table)); !d.empty())
                problems.push_back("event " + std::to_string(at) + " (kind " + kind +
                                   ") finished: " + d);
        }
        if (feed.hand_over_pending()) feed.next_hand();
        if (problems.size() > 5) break;
    }
    EXPECT_GT(frames, 100);
    EXPECT_GT(partial, frames / 2) << "animation frames repaint only a part of the table";
    for (const auto& p : problems) ADD_FAILURE() << p;
}

// The layers and the live paint draw their texts through one cache: once the layers hold a
// text, a paint of everything (by the window's painter or render()'s) renders none again. (The
// layers' painters once kept Auto as their layout direction, the widget's painter the widget's:
// every label was rendered and kept twice, and a live frame over a panel rendered its texts.)
TEST(LayerCache, TheLivePaintReusesTheLayersTexts) {
    ShownTable shown(23, Speed::Instant);
    RecordedFeed& feed = shown.feed;
    TableWidget& table = shown.table;
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&table));
    for (int i = 0; i < 30 && !feed.finished(); ++i) {
        const int at = feed.position();
        feed.step_forward();
        ASSERT_TRUE(wait_until([&] { return feed.position() > at && !table.animating(); }));
    }
    QImage screen = testing::blank_canvas(table);
    repaint_into(table, screen, QRegion(table.rect()));
    const int misses = table.text_cache().misses();
    ASSERT_GT(misses, 10) << "the layers drew the table's labels";
    // Everything painted by the window's painter (into the backing store), and by render()'s.
    const int hits = table.text_cache().hits();
    table.set_layer_cache(false);
    table.repaint();
    table.set_layer_cache(true);
    EXPECT_GT(table.text_cache().hits(), hits + 10);
    EXPECT_EQ(table.text_cache().misses(), misses) << "the window's paint";
    (void)uncached_paint(table);
    EXPECT_EQ(table.text_cache().misses(), misses) << "render()";
}

// A new pixmap's memory is touched page by page as it is first drawn: at 4K the layer below
// what moves (33 MB) cost 85-131 ms of page faults on our CI machine, and it was made at the
// first frame that moved a tile (a discard, a kong), a visible hitch. It is made while the table
// is still: after the first paint and after a resize, before anything moves.
TEST(LayerCache, TheLayerBelowIsMadeBeforeAnythingMoves) {
    ShownTable shown(24, Speed::Normal);
    RecordedFeed& feed = shown.feed;
    TableWidget& table = shown.table;
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&table));
    table.repaint();
    auto made = [&] { return table.layer_stats().made; };
    // The still table (made at the first paint), then the layer below, while nothing moves.
    ASSERT_TRUE(wait_until([&] { return made() >= 2; }, 3000)) << "made " << made();
    EXPECT_FALSE(table.animating());
    // Steps to the next event that moves a tile and paints its first frames; false at the end.
    auto next_move = [&] {
        while (!feed.finished()) {
            const int at = feed.position();
            feed.step_forward();
            if (!wait_until([&] { return feed.position() > at; })) return false;
            table.repaint();
            if (!table.animating()) continue;
            for (const qreal t : {0.2, 0.6}) table.repaint(table.seek_animation(t));
            table.repaint(table.seek_animation(1));
            return true;
        }
        return false;
    };
    ASSERT_TRUE(next_move());
    EXPECT_EQ(made(), 2) << "the first move made a layer";
    table.resize(1100, 720);
    table.repaint();
    EXPECT_EQ(made(), 3) << "the still table at the new size";
    ASSERT_TRUE(wait_until([&] { return made() >= 4; }, 3000)) << "made " << made();
    ASSERT_TRUE(next_move());
    EXPECT_EQ(made(), 4) << "the first move after the resize made a layer";
}

// A banner's title is drawn large: its first rendering into the text cache took up to 1.9 ms of
// the frame where it first showed at 4K. Every title is rendered while the table is still, with
// the layer below (centred, and towards each seat): a banner's frames then render no title.
TEST(LayerCache, BannerTitlesAreRenderedBeforeTheyShow) {
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    RecordedFeed feed(rules, testing::baseline_hands(rules, 24, 4));
    TableWidget table(&feed, Speed::Normal);
    table.resize(1280, 800);
    table.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&table));
    table.repaint();
    ASSERT_TRUE(wait_until([&] { return table.layer_stats().made >= 2; }, 3000));
    const TextCache& cache = table.text_cache();
    auto title = [](const Event& e) -> QString {
        if (const auto* w = std::get_if<Won>(&e))
            return w->by == WinBy::SelfDraw ? TableWidget::tr("Self-draw", "banner")
                                            : TableWidget::tr("Win", "banner");
        if (std::holds_alternative<KongDeclared>(e)) return TableWidget::tr("Kong", "banner");
        if (std::holds_alternative<HaolaoStarted>(e)) return TableWidget::tr("Haolao", "banner");
        if (const auto* h = std::get_if<HandEnded>(&e); h && h->drawn)
            return TableWidget::tr("Draw", "banner");
        return {};
    };
    for (const QString& t :
         {TableWidget::tr("Self-draw", "banner"), TableWidget::tr("Win", "banner"),
          TableWidget::tr("Kong", "banner"), TableWidget::tr("Haolao", "banner"),
          TableWidget::tr("Draw", "banner")})
        EXPECT_GT(cache.kept_of(t), 0) << t.toStdString() << " was not rendered while still";
    // (Rendered, not shown: the texts the table says it drew are the last paint's.)
    const std::vector<QString>& texts = table.drawn_texts();
    EXPECT_EQ(std::count(texts.begin(), texts.end(), TableWidget::tr("Kong", "banner")), 0);
    std::set<QString> shown;
    while (!feed.finished()) {
        if (feed.hand_over_pending()) feed.next_hand();
        const int at = feed.position();
        feed.step_forward();
        ASSERT_TRUE(wait_until([&] { return feed.position() > at; }));
        const QString big = title(feed.events().back());
        const int kept = big.isEmpty() ? 0 : cache.kept_of(big);
        const int misses = cache.misses();
        table.repaint();
        if (!table.animating()) continue;
        for (const qreal t : {0.3, 0.5, 0.7}) table.repaint(table.seek_animation(t));
        table.repaint(table.seek_animation(1));
        if (big.isEmpty()) continue;
        EXPECT_EQ(cache.kept_of(big), kept)
            << big.toStdString() << " (event " << at << ") was rendered when it showed";
        // (A line shown before is kept: every haolao start's names the same count of tiles.)
        if (shown.insert(big).second) {
            EXPECT_GT(cache.misses(), misses) << "the line under " << big.toStdString()
                                              << " (event " << at << ") is rendered as it shows";
        }
    }
    EXPECT_GE(shown.size(), 3u) << "four hands show a win, a kong, a haolao start or a draw";
    // A new size: the titles are rendered again, at it, while the table is still.
    const QString kong = TableWidget::tr("Kong", "banner");
    const int kept = cache.kept_of(kong);
    table.resize(1100, 720);
    table.repaint();
    EXPECT_TRUE(wait_until([&] { return cache.kept_of(kong) > kept; }, 3000)) << "after a resize";
}

// Mid-hand: resize, theme, colour, language, corner index, hints: each change shows at once.
TEST(LayerCache, EqualsUncachedAfterLayoutThemeAndLanguageChanges) {
    ShownTable shown(22, Speed::Instant);
    RecordedFeed& feed = shown.feed;
    TableWidget& table = shown.table;
    feed.seek(40);
    QImage screen = testing::blank_canvas(table);
    auto check = [&](const char* what) {
        screen = testing::blank_canvas(table);  // (a resize gives the backing store a new size)
        repaint_into(table, screen, QRegion(table.rect()));
        EXPECT_EQ(compare(screen, uncached_paint(table)), "") << what;
    };
    check("mid-hand");
    table.resize(1000, 700);
    check("after a resize");
    table.resize(1920, 1080);
    check("after a second resize");
    table.set_tile_theme(TileTheme::HighContrast);
    check("high-contrast theme");
    table.set_table_colour(QColor(0x20, 0x40, 0x80));
    check("blue felt");
    table.renderer().set_corner_index(true);
    check("corner index");
    const QString before = apply_language(Language::Chinese);
    check("Chinese");
    apply_language(Language::English);
    check("English");
    apply_language(Language::System);
    (void)before;
    table.set_hints(true);
    table.show_legend(false);
    check("hints on");
}

// The human's turn in a live game: hovering, selecting with the keys and T (declare mode) each
// change the still layers, and must show.
TEST(LayerCache, EqualsUncachedOnHoverAndSelection) {
    GameOptions o = testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 5);
    o.seed_given = true;
    MainWindow w(o);
    w.show();
    w.start();
    TableWidget& table = *w.table();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    ASSERT_TRUE(wait_until([&] { return !table.animating(); }));
    QImage screen = testing::blank_canvas(table);
    auto check = [&](const std::string& what) {
        repaint_into(table, screen, QRegion(table.rect()));
        EXPECT_EQ(compare(screen, uncached_paint(table)), "") << what;
    };
    check("the human's turn");
    const int n = static_cast<int>(table.hand_tiles().size());
    ASSERT_GT(n, 3);
    for (int i : {0, 3, n - 1}) {
        QTest::mouseMove(&table, table.hand_tile_center(i));
        QCoreApplication::processEvents();
        check("hovering tile " + std::to_string(i));
    }
    QTest::mouseMove(&table, QPoint(5, 5));
    QCoreApplication::processEvents();
    check("hover left");
    QTest::keyClick(&table, Qt::Key_Left);
    check("selection moved left");
    QTest::keyClick(&table, Qt::Key_Left);
    check("selection moved left again");
}

// With every thread of the pool busy, a paint waits for one instead of running on the calling
// thread: which thread paints (and so the pixels of a scaled blit) must not depend on the load.
// (With a fallback to the calling thread, PartialLayers.EqualsUncachedThroughAWholeHand failed
// about 2 runs in 9 on a loaded machine, one pixel of a flipping kong tile.)
TEST(LayerCache, ABusyPoolIsWaitedFor) {
    QThreadPool* pool = QThreadPool::globalInstance();
    ASSERT_TRUE(pool_painting());
    const int threads = pool->maxThreadCount();
    QSemaphore hold;
    QSemaphore busy;
    for (int i = 0; i < threads; ++i)
        pool->start([&hold, &busy] {
            busy.release();
            hold.acquire();
        });
    if (!busy.tryAcquire(threads, 5000)) {
        hold.release(threads);  // (the blocking jobs must not outlive this test's semaphores)
        pool->waitForDone();
        FAIL() << "the pool's threads did not start";
    }
    std::thread release([&hold, threads] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        hold.release(threads);
    });
    bool on_pool = false;
    const int before = pool_paints();
    paint_in_pool([&] { on_pool = pool->contains(QThread::currentThread()); });
    release.join();
    pool->waitForDone();
    EXPECT_TRUE(on_pool) << "painted on the calling thread while the pool was busy";
    EXPECT_EQ(pool_paints(), before + 1);
}

// The table paints on a pool thread (pool_paint.h: Qt's fills then run inline instead of being
// handed to the pool shape by shape). Through a whole hand with its animations, a screen painted
// that way must equal one painted on the GUI thread, bit for bit, and the pool must be used.
// (Not so for every frame: a flipping tile's scaled blit can differ by a level in a pixel, as in
// seed 21's first kong halfway, at DPR 2. So a paint never falls back to the GUI thread when the
// pool is busy: ABusyPoolIsWaitedFor.)
TEST(LayerCache, PoolThreadPaintEqualsGuiThreadPaint) {
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    RecordedFeed feed(rules, seeded_hand(23));
    RecordedFeed feed_b(rules, seeded_hand(23));
    TableWidget pooled(&feed, Speed::Normal);
    TableWidget inline_(&feed_b, Speed::Normal);
    for (TableWidget* t : {&pooled, &inline_}) {
        t->resize(1280, 800);
        t->show();
    }
    QImage a = testing::blank_canvas(pooled);
    QImage b = testing::blank_canvas(inline_);
    const bool was = pool_painting();
    int pool_used = 0;
    // Both tables repaint the same region of their own screen, one from a pool thread.
    auto paint_both = [&](const QRegion& pa, const QRegion& pb) {
        set_pool_painting(true);
        const int before = pool_paints();
        repaint_into(pooled, a, pa);
        pool_used += pool_paints() > before;
        set_pool_painting(false);
        const int inline_before = pool_paints();
        repaint_into(inline_, b, pb);
        EXPECT_EQ(pool_paints(), inline_before) << "switched off, the pool is not used";
    };
    paint_both(QRegion(pooled.rect()), QRegion(inline_.rect()));
    std::vector<std::string> problems;
    int frames = 0;
    while (!feed.finished() && frames < 400) {
        const int at = feed.position();
        feed.step_forward();
        feed_b.step_forward();
        ASSERT_TRUE(wait_until([&] { return feed.position() > at && feed_b.position() > at; }));
        paint_both(QRegion(pooled.rect()), QRegion(inline_.rect()));
        if (auto d = compare(a, b); !d.empty())
            problems.push_back("event " + std::to_string(at) + ": " + d);
        if (pooled.animating() && inline_.animating()) {
            for (const qreal t : {0.3, 0.7}) {
                const QRegion da = pooled.seek_animation(t);
                const QRegion db = inline_.seek_animation(t);
                paint_both(da, db);
                ++frames;
                if (auto d = compare(a, b); !d.empty())
                    problems.push_back("event " + std::to_string(at) +
                                       " at t=" + std::to_string(t) + ": " + d);
            }
            paint_both(pooled.seek_animation(1), inline_.seek_animation(1));
        }
        if (feed.hand_over_pending()) feed.next_hand();
        if (feed_b.hand_over_pending()) feed_b.next_hand();
        if (problems.size() > 5) break;
    }
    set_pool_painting(was);
    EXPECT_GT(frames, 50);
    EXPECT_GT(pool_used, frames) << "the pooled table painted on a pool thread";
    EXPECT_EQ(compare(a, uncached_paint(pooled)), "");
    for (const auto& p : problems) ADD_FAILURE() << p;
}

}  // namespace
}  // namespace haolao::ui
