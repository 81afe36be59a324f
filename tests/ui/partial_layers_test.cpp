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
    RecordedFeed feed(ruleset_by_id("hefei-classic"), partial_hand(21));
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
