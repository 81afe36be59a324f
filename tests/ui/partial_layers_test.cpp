// SPDX-License-Identifier: GPL-3.0-or-later
// The partial layer redraw (docs/UI.md "The change-of-state frame"): a change of state redraws
// the layers only where the items drawn changed. After every event of a seeded hand, and at
// three points of each animation, the cached paint (the layers brought up to date in part) must
// equal an uncached paint bit for bit, and most redraws must be partial. Run it under
// QT_SCALE_FACTOR=2 too. (Before thin strokes forced a whole redraw it failed: ≈ 800 pixels by
// up to 2 levels, the centre box's 1-unit outline at 1280×800.)
#include <gtest/gtest.h>

#include <QImage>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "haolao/agent.h"
#include "recorded_feed.h"
#include "table_test_util.h"
#include "tablewidget.h"

namespace haolao::ui {
namespace {

using testing::RecordedFeed;
using testing::wait_until;

std::vector<Event> partial_hand(std::uint64_t seed) {
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    Game game(rules, seed);
    std::array<std::unique_ptr<Agent>, 4> agents;
    std::array<Agent*, 4> seats{};
    for (int i = 0; i < 4; ++i) {
        agents[static_cast<std::size_t>(i)] = make_agent("baseline", seed * 10 + i);
        seats[static_cast<std::size_t>(i)] = agents[static_cast<std::size_t>(i)].get();
    }
    play_hand(game, seats);
    return game.events();
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
    auto whole = [&] {
        QImage img = testing::blank_canvas(table);
        table.set_layer_cache(false);
        table.render(&img, QPoint(), QRegion(), QWidget::RenderFlags());
        table.set_layer_cache(true);
        return img;
    };
    cached();
    int problems = 0;
    while (!feed.finished() && problems < 5) {
        const int at = feed.position();
        feed.step_forward();
        ASSERT_TRUE(wait_until([&] { return feed.position() > at; }));
        if (feed.shown().haolao) {  // (the zone pulses with the clock)
            table.seek_animation(1);
            if (feed.hand_over_pending()) feed.next_hand();
            continue;
        }
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

}  // namespace
}  // namespace haolao::ui
