// SPDX-License-Identifier: GPL-3.0-or-later
// The head and tail chips through the last tiles of real hands (docs/UI.md "Layout"): the haolao
// phase brings the head and the tail to neighbouring stacks, then to one stack, where the two
// chips overlapped ("Tail" over "Head"). At every turn of the hands' last 24 events, in Hefei and
// Handan, at the window's least size and the canvas's: the chips do not overlap each other, lie
// inside the window and clear every hand tile, pond tile and panel.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "haolao/events.h"
#include "state_feed.h"
#include "table_test_util.h"
#include "tablewidget.h"

namespace haolao::ui {
namespace {

using testing::StateFeed;

struct ChipRow {
    const char* name;
    const char* rules;
    int w, h;
};

class WallChips : public ::testing::TestWithParam<ChipRow> {};

TEST_P(WallChips, HeadAndTailStayApartToTheLastTile) {
    const ChipRow& row = GetParam();
    const Ruleset& rules = ruleset_by_id(row.rules);
    const QRectF window(0, 0, row.w, row.h);
    int checked = 0;
    int close = 0;  // turns with the head and tail chips' own places overlapping
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const std::vector<Event> log = testing::baseline_hand(rules, seed);
        const std::size_t from = log.size() > 24 ? log.size() - 24 : 0;
        for (std::size_t n = from; n <= log.size(); ++n) {
            const std::vector<Event> prefix(log.begin(), log.begin() + static_cast<long>(n));
            const GameState st = replay_events(prefix, rules);
            if (st.phase != Phase::Turn && st.phase != Phase::Response) continue;
            const WallShape& shape = st.wall.shape();
            if (shape.head() < 0 || shape.tail() < 0) continue;
            StateFeed feed(rules, st, prefix, true);
            TableWidget table(&feed, Speed::Instant);
            table.resize(row.w, row.h);
            const QRectF head = table.wall_chip_rect(TableWidget::Marker::Head, shape.head());
            const QRectF tail = table.wall_chip_rect(TableWidget::Marker::Tail, shape.tail());
            const std::string what = std::string(row.name) + " seed " + std::to_string(seed) +
                                     " event " + std::to_string(n) + ", " +
                                     std::to_string(shape.remaining()) + " left";
            ASSERT_FALSE(head.isEmpty()) << what;
            ASSERT_FALSE(tail.isEmpty()) << what;
            ++checked;
            // (A shared edge is not an overlap.)
            EXPECT_FALSE(head.adjusted(0.5, 0.5, -0.5, -0.5).intersects(tail)) << what;
            for (const QRectF& chip : {head, tail}) {
                EXPECT_TRUE(window.contains(chip)) << what;
                const QRectF c = chip.adjusted(0.5, 0.5, -0.5, -0.5);
                for (int i = 0; i < 4; ++i) {
                    const Seat s = seat_from_index(i);
                    EXPECT_FALSE(c.intersects(table.panel_rect(s))) << what << " panel " << i;
                    for (int k = 0; k < st.seat(s).hand.concealed_count(); ++k)
                        EXPECT_FALSE(c.intersects(table.hand_tile_rect(s, k)))
                            << what << " hand " << i << " tile " << k;
                    for (int k = 0; k < st.seat(s).pond.size; ++k)
                        EXPECT_FALSE(c.intersects(table.pond_tile_rect(s, k)))
                            << what << " pond " << i << " tile " << k;
                }
            }
            close += shape.remaining() <= 4;
        }
    }
    EXPECT_GT(checked, 100);
    // Hefei hands reach the last stacks (Handan's end before its reserved stacks).
    if (rules.dead_wall_stacks == 0) {
        EXPECT_GT(close, 5);
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, WallChips,
                         ::testing::Values(ChipRow{"hefei_least", "hefei-classic", 1024, 640},
                                           ChipRow{"hefei_canvas", "hefei-classic", 1600, 1000},
                                           ChipRow{"handan_least", "handan", 1024, 640},
                                           ChipRow{"handan_canvas", "handan", 1600, 1000}),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace haolao::ui
