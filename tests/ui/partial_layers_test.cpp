// SPDX-License-Identifier: GPL-3.0-or-later
// The partial layer redraw (docs/UI.md "The change-of-state frame"): a change of state redraws
// the layers only where the items drawn changed. After every event of a seeded hand, and at
// three points of each animation, the cached paint (the layers brought up to date in part) must
// equal an uncached paint bit for bit, and most redraws must be partial. Run it under
// QT_SCALE_FACTOR=2 too. (Before thin strokes forced a whole redraw it failed: ≈ 800 pixels by
// up to 2 levels, the centre box's 1-unit outline at 1280×800.)
#include <gtest/gtest.h>

#include <QImage>
#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "haolao/agent.h"
#include "paint_record.h"
#include "recorded_feed.h"
#include "table_test_util.h"
#include "tablewidget.h"
#include "uncached_paint.h"

namespace haolao::ui {
namespace {

using testing::RecordedFeed;
using testing::wait_until;

std::vector<Event> partial_hand(std::uint64_t seed) {
    return testing::baseline_hand(ruleset_by_id("hefei-classic"), seed);
}

// The bounding box of the pixels that differ, and their count ("" when equal).
std::string diff_box(const QImage& a, const QImage& b) {
    QRect box;
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) {
                box |= QRect(x, y, 1, 1);
                ++n;
            }
    if (!n) return {};
    return std::to_string(n) + " pixels in " + std::to_string(box.x()) + "," +
           std::to_string(box.y()) + " " + std::to_string(box.width()) + "x" +
           std::to_string(box.height());
}

TEST(PartialLayers, EqualsUncachedThroughAWholeHand) {
    // Two hands: the second's dice roll reorders the wall's tiles among the items.
    RecordedFeed feed(ruleset_by_id("hefei-classic"),
                      testing::baseline_hands(ruleset_by_id("hefei-classic"), 21, 2));
    TableWidget table(&feed, Speed::Normal);
    table.set_partial_layers(true);
    table.resize(1280, 800);
    table.show();
    QImage screen = testing::blank_canvas(table);
    auto cached = [&] {
        table.set_layer_cache(true);
        table.render(&screen, QPoint(), QRegion(table.rect()), QWidget::RenderFlags());
    };
    auto whole = [&] { return testing::uncached_paint(table); };
    cached();
    int problems = 0;
    while (!feed.finished() && problems < 5) {
        const int at = feed.position();
        feed.step_forward();
        ASSERT_TRUE(wait_until([&] { return feed.position() > at; }));
        const std::string kind = std::to_string(feed.events().back().index());
        cached();
        if (screen != whole()) {
            ++problems;
            ADD_FAILURE() << "event " << at << " (kind " << kind << ") differs";
        }
        if (table.animating()) {
            for (const qreal t : {0.2, 0.5, 0.85}) {
                table.seek_animation(t);
                cached();
                if (screen != whole()) {
                    ++problems;
                    ADD_FAILURE() << "event " << at << " (kind " << kind << ") at t=" << t;
                }
            }
            table.seek_animation(1);
            cached();
            if (const std::string d = diff_box(screen, whole()); !d.empty()) {
                ++problems;
                ADD_FAILURE() << "event " << at << " (kind " << kind << ") finished: " << d;
            }
        }
        if (feed.hand_over_pending()) feed.next_hand();
    }
    EXPECT_GT(table.layer_stats().partial, 20) << "the layers were redrawn in part";
}

// Items both paints have but in another order are changed (from the first place the orders
// differ to the last), as are items only one has; items in the same order are not.
TEST(PaintDiff, ReorderedItemsAreChanged) {
    auto item = [](int x, quint64 h) { return PaintItem{QRect(x, 0, 10, 10), h, true, false}; };
    const std::vector<PaintItem> before = {item(0, 1), item(20, 2), item(40, 3), item(60, 4),
                                           item(80, 5)};
    const std::vector<PaintItem> after = {item(0, 1), item(40, 3), item(20, 2), item(60, 4),
                                          item(100, 6)};
    QRegion dirty;
    paint_diff(before, after, &dirty);
    EXPECT_EQ(dirty, QRegion(20, 0, 10, 10) + QRegion(40, 0, 10, 10) + QRegion(80, 0, 10, 10) +
                         QRegion(100, 0, 10, 10));
    paint_diff(before, before, &dirty);
    EXPECT_TRUE(dirty.isEmpty());
}

// A draw or a discard redraws a small part of the table: the tiles that moved, the tiles-left
// number, the turn lights and the lit panel's rim; the dice roll is redrawn in part. (Before the
// centre plate and the panels were kept pixmaps a clip cuts exactly, a draw redrew the whole plate
// and a lit panel whole.)
TEST(PartialLayers, DrawsDiscardsAndTheDiceRedrawLittle) {
    // The second hand of a pot (the first's dice roll finds the walls it builds already drawn).
    RecordedFeed feed(ruleset_by_id("hefei-classic"),
                      testing::baseline_hands(ruleset_by_id("hefei-classic"), 21, 2));
    TableWidget table(&feed, Speed::Normal);
    table.set_partial_layers(true);
    table.set_layer_cache(true);
    table.resize(2400, 1350);
    table.show();
    QImage screen = testing::blank_canvas(table);
    auto cached = [&] {
        table.render(&screen, QPoint(), QRegion(table.rect()), QWidget::RenderFlags());
    };
    cached();
    auto hand_start = [](const Event& e) { return std::holds_alternative<HandStarted>(e); };
    const auto first = std::find_if(feed.log().begin(), feed.log().end(), hand_start);
    const int second = static_cast<int>(std::find_if(first + 1, feed.log().end(), hand_start) -
                                        feed.log().begin());
    ASSERT_LT(second, feed.size());
    feed.seek(second);
    ASSERT_TRUE(wait_until([&] { return feed.position() == second && !table.animating(); }));
    cached();
    std::vector<double> draws;
    std::vector<double> discards;
    int dice = 0;
    while (!feed.finished() && !feed.hand_over_pending()) {
        const int at = feed.position();
        const int partial = table.layer_stats().partial;
        feed.step_forward();
        ASSERT_TRUE(wait_until([&] { return feed.position() > at; }));
        cached();
        if (table.layer_stats().partial == partial) continue;
        const Event& e = feed.log()[static_cast<std::size_t>(at)];
        // (It reorders the wall's tiles among the items: a whole redraw before.)
        if (std::holds_alternative<DiceRolled>(e)) ++dice;
        if (std::holds_alternative<Drew>(e)) draws.push_back(table.layer_stats().last_share);
        if (std::holds_alternative<Discarded>(e))
            discards.push_back(table.layer_stats().last_share);
        if (table.animating()) {
            table.seek_animation(1);
            cached();
        }
    }
    EXPECT_EQ(dice, 1) << "the dice roll redrawn in part";
    ASSERT_GE(draws.size(), 10u);
    ASSERT_GE(discards.size(), 10u);
    std::sort(draws.begin(), draws.end());
    std::sort(discards.begin(), discards.end());
    // Medians at 2400 × 1350: 0.045 and 0.029 (with the plate and panels drawn as paths, seen
    // to fail: 0.094 and 0.079).
    EXPECT_LT(draws[draws.size() / 2], 0.06);
    EXPECT_LT(discards[discards.size() / 2], 0.04);
}

// The haolao zone's glow pulses (a step advanced by a timer, state the layers know), also when
// the layers are cached and redrawn in part: it was frozen there before (the layers kept the
// glow of their last redraw, read from the clock). Cached and uncached paints agree at any step.
TEST(PartialLayers, TheHaolaoGlowPulsesWithTheLayersCached) {
    // The first seeded hand that reaches the haolao phase with a draw in it: shown up to that
    // draw (a turn in the haolao phase).
    std::vector<Event> events;
    int at_draw = 0;
    for (std::uint64_t seed = 1; seed < 100 && events.empty(); ++seed) {
        std::vector<Event> hand = partial_hand(seed);
        const auto haolao = std::find_if(hand.begin(), hand.end(), [](const Event& e) {
            return std::holds_alternative<HaolaoStarted>(e);
        });
        const auto draw = std::find_if(
            haolao, hand.end(), [](const Event& e) { return std::holds_alternative<Drew>(e); });
        if (draw != hand.end()) {
            at_draw = static_cast<int>(draw - hand.begin()) + 1;
            events = std::move(hand);
        }
    }
    ASSERT_FALSE(events.empty());
    RecordedFeed feed(ruleset_by_id("hefei-classic"), events);
    TableWidget table(&feed, Speed::Normal);
    table.set_partial_layers(true);
    table.set_layer_cache(true);
    table.resize(1280, 800);
    table.show();
    feed.seek(at_draw);
    ASSERT_TRUE(wait_until([&] { return feed.position() == at_draw && !table.animating(); }));
    ASSERT_TRUE(feed.shown().haolao &&
                (feed.shown().phase == Phase::Turn || feed.shown().phase == Phase::Response));
    auto cached = [&] {
        QImage img = testing::blank_canvas(table);
        table.render(&img, QPoint(), QRegion(table.rect()), QWidget::RenderFlags());
        return img;
    };
    const QImage first = cached();
    ASSERT_TRUE(wait_until([&] { return cached() != first; }, 2000)) << "the glow never changed";
    const QImage later = cached();
    EXPECT_EQ(diff_box(later, testing::uncached_paint(table)), "");
}

}  // namespace
}  // namespace haolao::ui
