// SPDX-License-Identifier: GPL-3.0-or-later
// Hefei's kongs, laid face up beside each hand (docs/UI.md "Layout"): with one to
// four kongs at every seat and each hand at its longest (the fresh tile set apart), no kong tile
// overlaps a hand tile, a pond tile, a wall stack, a panel, the info card, the prompt and hint
// line, the buttons' row, 托管, the timer, a head or tail chip or another kong tile, and every
// one lies inside the window, at the window's least size, the canvas's own size, 4K and a
// squarer window, hands face up and down.
// (Laid left of a full hand, the top seat's second kong lay under the info card, its face-up
// tiles hidden from the player.)
#include <gtest/gtest.h>

#include <QRectF>
#include <QTransform>
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "state_feed.h"
#include "table_layout.h"
#include "table_test_util.h"
#include "tablewidget.h"

namespace haolao::ui {
namespace {

using testing::StateFeed;

struct LayoutRow {
    const char* name;
    int w;
    int h;
    bool up;
};

class HefeiLayout : public ::testing::TestWithParam<LayoutRow> {};

// A Hefei hand a few turns in where every seat holds `kongs` concealed kongs (暗杠, laid face up)
// and its longest hand beside them: 14 − 3 × kongs tiles, the last one fresh.
std::pair<GameState, std::vector<Event>> with_kongs(int kongs) {
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    std::vector<Event> log = testing::baseline_hand(rules, 5);
    log.resize(std::min<std::size_t>(30, log.size()));
    GameState st = replay_events(log, rules);
    for (SeatState& ss : st.seats) {
        ss.hand = Hand{};
        for (int k = 0; k < kongs; ++k)
            ss.hand.kongs[static_cast<std::size_t>(ss.hand.kong_count++)] =
                Tile(Suit::Characters, 1 + k);
        for (int k = 0; k < 14 - 3 * kongs; ++k) ss.hand.add(Tile(Suit::Dots, 1 + k % 9));
        ss.has_fresh = true;
        ss.last_drawn = Tile(Suit::Dots, 1);
        ss.pond = {};
        for (int k = 0; k < 19; ++k) ss.pond.push(Tile(Suit::Bamboo, 1 + k % 9), false, false);
    }
    return {st, log};
}

// What lies at fixed places (widget coordinates): the wall stacks, the info card, the hint line,
// 托管, the timer, the buttons' row, and the head and tail chips wherever the head or tail is.
std::vector<QRectF> fixed_places(const TableWidget& table, const WallShape& shape,
                                 const LayoutRow& row) {
    const qreal scale = std::min(row.w / layout::kW, row.h / layout::kH);
    QTransform tr;
    tr.translate((row.w - layout::kW * scale) / 2, (row.h - layout::kH * scale) / 2);
    tr.scale(scale, scale);
    std::vector<QRectF> out;
    for (const auto& item : table.wall_items()) out.push_back(item.rect);
    for (const QRectF& r :
         {layout::kInfoCard, layout::kHintStrip, layout::kAutoButton, layout::kTimerRing,
          QRectF(layout::kButtonsRight - 4 * layout::kButtonPitch, layout::kButtonsTop,
                 4 * layout::kButtonPitch, layout::kButton.height())})
        out.push_back(tr.mapRect(r));
    for (const auto m : {TableWidget::Marker::Head, TableWidget::Marker::Tail})
        for (int p = 0; p < shape.size(); ++p) {
            const QRectF chip = table.wall_chip_rect(m, p);
            if (chip.isEmpty()) ADD_FAILURE() << row.name << ": no chip at position " << p;
            out.push_back(chip);
        }
    return out;
}

// Each of `tiles` (seat, rectangle) lies inside the window and clears every one of `others` and
// every other seat's tile (every other tile, its own seat's too, with `own_seat_too`); the first
// 8 failures are reported, each naming `kind` and the tile's index among its seat's `per_seat`.
void expect_clear(const std::vector<std::pair<int, QRectF>>& tiles,
                  const std::vector<QRectF>& others, const LayoutRow& row, bool own_seat_too,
                  const std::string& what, const char* kind, std::size_t per_seat) {
    const QRectF window(0, 0, row.w, row.h);
    int failures = 0;
    for (std::size_t a = 0; a < tiles.size(); ++a) {
        const auto& [seat, rect] = tiles[a];
        // (A shared edge is not an overlap: shrink by a hair.)
        const QRectF r = rect.adjusted(0.5, 0.5, -0.5, -0.5);
        if (!window.contains(rect) && failures++ < 8)
            ADD_FAILURE() << what << ": seat " << seat << "'s " << kind << " " << a % per_seat
                          << " leaves the window";
        for (const QRectF& o : others)
            if (r.intersects(o) && failures++ < 8)
                ADD_FAILURE() << what << ": seat " << seat << "'s " << kind << " " << a % per_seat
                              << " at " << rect.x() << "," << rect.y() << " overlaps " << o.x()
                              << "," << o.y() << " " << o.width() << "×" << o.height();
        for (std::size_t b = a + 1; b < tiles.size(); ++b)
            if ((own_seat_too || tiles[b].first != seat) && r.intersects(tiles[b].second) &&
                failures++ < 8)
                ADD_FAILURE() << what << ": " << kind << "s " << a << " (seat " << seat << ") and "
                              << b << " (seat " << tiles[b].first << ") overlap";
    }
    EXPECT_EQ(failures, 0) << what;
}

TEST_P(HefeiLayout, KongsClearEverythingElse) {
    const LayoutRow row = GetParam();
    for (int kongs = 1; kongs <= 4; ++kongs) {
        auto [st, log] = with_kongs(kongs);
        StateFeed feed(ruleset_by_id("hefei-classic"), st, log, row.up);
        TableWidget table(&feed, Speed::Instant);
        table.resize(row.w, row.h);
        ASSERT_FALSE(table.handan_table());
        const std::string what = std::string(row.name) + ", " + std::to_string(kongs) + " kong(s)";
        // Everything that is not a kong.
        std::vector<QRectF> others = fixed_places(table, st.wall.shape(), row);
        for (int i = 0; i < 4; ++i) {
            const Seat s = seat_from_index(i);
            others.push_back(table.panel_rect(s));
            for (int k = 0; k < 19; ++k) others.push_back(table.pond_tile_rect(s, k));
            for (int k = 0; k < 14 - 3 * kongs; ++k) others.push_back(table.hand_tile_rect(s, k));
        }
        std::vector<std::pair<int, QRectF>> tiles;  // (seat, rectangle)
        for (int i = 0; i < 4; ++i) {
            const auto rects = table.kong_tile_rects(seat_from_index(i));
            ASSERT_EQ(rects.size(), static_cast<std::size_t>(4 * kongs)) << "seat " << i;
            for (const QRectF& r : rects) tiles.emplace_back(i, r);
        }
        expect_clear(tiles, others, row, true, what, "kong tile",
                     static_cast<std::size_t>(4 * kongs));
    }
}

// Every hand at its longest (14 tiles, the fresh one set apart, with the side drawn below each
// tile), no kong: no hand tile overlaps a wall stack, a pond tile, a panel, the info card, the
// hint line, the buttons' row, 托管, the timer, a head or tail chip or another seat's hand tile.
TEST_P(HefeiLayout, HandsClearEverythingElse) {
    const LayoutRow row = GetParam();
    const qreal scale = std::min(row.w / layout::kW, row.h / layout::kH);
    auto [st, log] = with_kongs(0);
    StateFeed feed(ruleset_by_id("hefei-classic"), st, log, row.up);
    TableWidget table(&feed, Speed::Instant);
    table.resize(row.w, row.h);
    std::vector<QRectF> others = fixed_places(table, st.wall.shape(), row);
    std::vector<std::pair<int, QRectF>> tiles;  // (seat, rectangle with its side)
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        others.push_back(table.panel_rect(s));
        for (int k = 0; k < 19; ++k) others.push_back(table.pond_tile_rect(s, k));
        const int side = table.screen_side(s);
        const qreal thick = side == 0 ? 12 : (side == 2 && !feed.face_up(s) ? 40 : 14);
        ASSERT_EQ(st.seat(s).hand.concealed_count(), 14);
        for (int k = 0; k < 14; ++k)
            tiles.emplace_back(i, table.hand_tile_rect(s, k).adjusted(0, 0, 0, thick * scale));
    }
    expect_clear(tiles, others, row, false, row.name, "hand tile", 14);
}

INSTANTIATE_TEST_SUITE_P(Sizes, HefeiLayout,
                         ::testing::Values(LayoutRow{"least", 1024, 640, false},
                                           LayoutRow{"canvas", 1600, 1000, false},
                                           LayoutRow{"canvas_up", 1600, 1000, true},
                                           LayoutRow{"uhd", 3840, 2160, false},
                                           LayoutRow{"square_up", 1200, 1100, true},
                                           LayoutRow{"viewer_least_up", 640, 400, true}),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace haolao::ui
