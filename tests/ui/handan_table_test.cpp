// SPDX-License-Identifier: GPL-3.0-or-later
// The Handan table's painting (docs/UI.md "Handan table"): 17-stack walls, melds beside every
// hand clear of the hands, ponds, walls, panels and the buttons' row at three window sizes, the
// drawn-hand limit's mark moving one stack per kong, the kong money chips, pixels that change
// where melds are (and nowhere else), the layer cache's exactness through a whole Handan hand,
// the end-of-hand list of kong money and 跟打, and every honour face in every theme.
#include <gtest/gtest.h>

#include <QImage>
#include <QLabel>
#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "handan_rig.h"
#include "haolao/agent.h"
#include "haolao/wall.h"
#include "i18n.h"
#include "names.h"
#include "recorded_feed.h"
#include "resultdialogs.h"
#include "state_feed.h"
#include "table_layout.h"
#include "table_test_util.h"
#include "tablewidget.h"
#include "uncached_paint.h"

namespace haolao::ui {
namespace {

using testing::RecordedFeed;
using testing::wait_until;

// A whole Handan hand played by baseline agents.
std::vector<Event> handan_hand(std::uint64_t seed) {
    return testing::baseline_hand(handan_ruleset(), seed);
}

// The first of the seeded hands with a kong paid on the spot, and where the payment is in it.
std::pair<std::vector<Event>, int> hand_with_a_kong_paid() {
    for (std::uint64_t seed = 1; seed < 60; ++seed) {
        std::vector<Event> log = handan_hand(seed);
        const auto paid = std::find_if(log.begin(), log.end(), [](const Event& e) {
            return std::holds_alternative<KongPaid>(e);
        });
        if (paid != log.end()) {
            const int at = static_cast<int>(paid - log.begin());
            return {std::move(log), at};
        }
    }
    return {{}, -1};
}

using testing::StateFeed;

// A mid-hand Handan state (after the deal, a few turns in).
std::pair<GameState, std::vector<Event>> mid_hand(int events_in = 30) {
    std::vector<Event> log = handan_hand(3);
    log.resize(static_cast<std::size_t>(std::min<int>(events_in, static_cast<int>(log.size()))));
    return {replay_events(log, handan_ruleset()), log};
}

// Seat s gets four melds (a pong from each other seat and an added kong) and the 2 concealed
// tiles such a hand keeps; with `kongs`, a concealed kong replaces the last pong.
void four_melds(GameState& st, bool concealed_kong) {
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        SeatState& ss = st.seat(s);
        ss.meld_count = 0;
        ss.hand.kong_count = 0;
        ss.melds[ss.meld_count++] = Meld{MeldType::Pong, Tile(Suit::Characters, 1), next(s)};
        ss.melds[ss.meld_count++] = Meld{MeldType::ExposedKong, Tile(Suit::Honors, 5), opposite(s)};
        ss.melds[ss.meld_count++] = Meld{MeldType::AddedKong, Tile(Suit::Dots, 9), previous(s)};
        if (concealed_kong)
            ss.hand.kongs[ss.hand.kong_count++] = Tile(Suit::Honors, 1);
        else
            ss.melds[ss.meld_count++] = Meld{MeldType::ExposedKong, Tile(Suit::Bamboo, 4), next(s)};
        ss.hand.concealed = {};
        ss.hand.concealed[Tile(Suit::Characters, 2).code()] = 2;
        // A long pond: 19 discards (the most a Handan hand leaves a seat).
        ss.pond = {};
        for (int k = 0; k < 19; ++k) ss.pond.push(Tile(Suit::Bamboo, 1 + k % 9), false, false);
    }
}

struct SizeRow {
    const char* name;
    int w;
    int h;
    bool up;
};

class HandanLayout : public ::testing::TestWithParam<SizeRow> {};

// The Head and Tail chips as they lie with the head (or tail) at each position of `shape`, drawn
// or not: none overlaps any of `others` (widget coordinates).
void expect_chips_clear(const TableWidget& table, const WallShape& shape,
                        const std::vector<QRectF>& others, const std::string& what) {
    int checked = 0;
    int failures = 0;
    for (const auto m : {TableWidget::Marker::Head, TableWidget::Marker::Tail})
        for (int p = 0; p < shape.size(); ++p) {
            const QRectF chip = table.wall_chip_rect(m, p);
            ASSERT_FALSE(chip.isEmpty()) << what << ": no chip at " << p;
            ++checked;
            for (const QRectF& o : others)
                if (chip.adjusted(0.5, 0.5, -0.5, -0.5).intersects(o) && failures++ < 8)
                    ADD_FAILURE() << what << ": the "
                                  << (m == TableWidget::Marker::Head ? "head" : "tail")
                                  << " chip at position " << p << " (" << chip.x() << ","
                                  << chip.y() << ") overlaps " << o.x() << "," << o.y() << " "
                                  << o.width() << "×" << o.height();
        }
    EXPECT_EQ(checked, 2 * 136) << what;
    EXPECT_EQ(failures, 0) << what;
}

// Four melds at every seat (an added kong among them): no meld tile overlaps a hand tile, a pond
// tile, a wall stack, a panel, the info card, the buttons' row, another seat's meld or another
// tile of its own meld (the added kong's stacked tile excepted: it lies on its turned tile), and
// every tile lies inside the window.
TEST_P(HandanLayout, MeldsClearEverythingElse) {
    const SizeRow row = GetParam();
    const qreal scale = std::min(row.w / layout::kW, row.h / layout::kH);
    const QTransform tr = [&] {
        QTransform t;
        t.translate((row.w - layout::kW * scale) / 2, (row.h - layout::kH * scale) / 2);
        t.scale(scale, scale);
        return t;
    }();
    for (const bool concealed : {false, true}) {
        auto [st, log] = mid_hand();
        four_melds(st, concealed);
        StateFeed feed(handan_ruleset(), st, log, row.up);
        TableWidget table(&feed, Speed::Instant);
        table.resize(row.w, row.h);
        std::vector<QRectF> others;  // everything that is not a meld
        for (const auto& item : table.wall_items()) others.push_back(item.rect);
        others.push_back(tr.mapRect(layout::kInfoCard));
        others.push_back(
            tr.mapRect(QRectF(layout::kButtonsRight - 4 * layout::kButtonPitch, layout::kButtonsTop,
                              4 * layout::kButtonPitch, layout::kButton.height())));
        others.push_back(tr.mapRect(layout::kTimerRing));
        for (int i = 0; i < 4; ++i) {
            const Seat s = seat_from_index(i);
            others.push_back(table.panel_rect(s));
            for (int k = 0; k < 19; ++k) others.push_back(table.pond_tile_rect(s, k));
            for (int k = 0; k < 2; ++k) others.push_back(table.hand_tile_rect(s, k));
        }
        std::vector<std::pair<int, TableWidget::MeldItem>> melds;
        for (int i = 0; i < 4; ++i) {
            const auto items = table.meld_items(seat_from_index(i));
            ASSERT_EQ(items.size(), 15U) << "seat " << i;
            for (const auto& m : items) melds.emplace_back(i, m);
        }
        const QRectF window(0, 0, row.w, row.h);
        for (const auto& [seat, m] : melds) {
            // (A shared edge is not an overlap: shrink by a hair.)
            const QRectF r = m.rect.adjusted(0.5, 0.5, -0.5, -0.5);
            EXPECT_TRUE(window.contains(m.rect)) << "seat " << seat << " meld " << m.meld;
            for (const QRectF& o : others)
                EXPECT_FALSE(r.intersects(o))
                    << row.name << (concealed ? " concealed" : "") << ": seat " << seat << " meld "
                    << m.meld << " overlaps something at " << o.x() << "," << o.y();
            for (const auto& [seat2, m2] : melds) {
                if (&m2 == &m) continue;
                if (seat2 == seat && m2.meld == m.meld && (m.stacked || m2.stacked)) continue;
                EXPECT_FALSE(r.intersects(m2.rect))
                    << row.name << ": seat " << seat << " meld " << m.meld << " overlaps seat "
                    << seat2 << " meld " << m2.meld;
            }
        }
        // The head and tail chips, wherever the head or tail is, clear every meld tile (with its
        // side, drawn below its face) and the long ponds.
        std::vector<QRectF> tiles;
        for (const auto& [seat, m] : melds) tiles.push_back(m.rect.adjusted(0, 0, 0, 9 * scale));
        for (int i = 0; i < 4; ++i)
            for (int k = 0; k < 19; ++k)
                tiles.push_back(table.pond_tile_rect(seat_from_index(i), k));
        expect_chips_clear(table, st.wall.shape(), tiles,
                           std::string(row.name) + (concealed ? " concealed" : ""));
    }
    // …and every hand tile (14, the fresh one set apart, with their sides) of every seat, the
    // prompt line, the buttons' row and the timer.
    auto [st, log] = mid_hand();
    for (SeatState& ss : st.seats) {
        ss.meld_count = 0;
        ss.hand = Hand{};
        for (int k = 0; k < 14; ++k)
            ss.hand.add(Tile(k < 9 ? Suit::Characters : Suit::Dots, 1 + k % 9));
        ss.has_fresh = true;
        ss.last_drawn = Tile(Suit::Dots, 5);
    }
    StateFeed feed(handan_ruleset(), st, log, row.up);
    TableWidget table(&feed, Speed::Instant);
    table.resize(row.w, row.h);
    std::vector<QRectF> tiles;
    int in_hands = 0;
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        const int side = table.screen_side(s);
        const qreal thick = side == 0 ? 12 : (side == 2 && !feed.face_up(s) ? 40 : 14);
        const int n = st.seat(s).hand.concealed_count();
        for (int k = 0; k < n; ++k)
            tiles.push_back(table.hand_tile_rect(s, k).adjusted(0, 0, 0, thick * scale));
        in_hands += n;
    }
    EXPECT_EQ(in_hands, 56);
    tiles.push_back(tr.mapRect(layout::kHintStrip));
    tiles.push_back(
        tr.mapRect(QRectF(layout::kButtonsRight - 5 * layout::kButtonPitch, layout::kButtonsTop,
                          5 * layout::kButtonPitch, layout::kButton.height())));
    tiles.push_back(tr.mapRect(layout::kTimerRing));
    expect_chips_clear(table, st.wall.shape(), tiles, std::string(row.name) + " hands");
}

INSTANTIATE_TEST_SUITE_P(Rows, HandanLayout,
                         ::testing::Values(SizeRow{"small_1024x640", 1024, 640, false},
                                           SizeRow{"hd_1920x1080_up", 1920, 1080, true},
                                           SizeRow{"uhd_3840x2160", 3840, 2160, false},
                                           SizeRow{"small_up", 1024, 640, true},
                                           SizeRow{"viewer_least_up", 640, 400, true}),
                         [](const auto& info) { return std::string(info.param.name); });

// The turned tile lies where its feeder sits: 上家 first, the opposite seat in the middle, 下家
// last (the owner's left to right), and an added kong's fourth tile lies on it.
TEST(HandanMelds, TurnedTileFacesItsFeeder) {
    auto [st, log] = mid_hand();
    four_melds(st, false);
    StateFeed feed(handan_ruleset(), st, log, true);
    TableWidget table(&feed, Speed::Instant);
    table.resize(1600, 1000);
    const auto items = table.meld_items(Seat::East);  // the bottom seat: left to right is +x
    auto turned_slot = [&](int meld) {
        std::vector<TableWidget::MeldItem> row;
        for (const auto& m : items)
            if (m.meld == meld && !m.stacked) row.push_back(m);
        std::sort(row.begin(), row.end(),
                  [](const auto& a, const auto& b) { return a.rect.x() < b.rect.x(); });
        for (int i = 0; i < static_cast<int>(row.size()); ++i)
            if (row[static_cast<std::size_t>(i)].sideways) return i;
        return -1;
    };
    EXPECT_EQ(turned_slot(0), 2);  // pong from 下家 (South): rightmost of 3
    EXPECT_EQ(turned_slot(1), 1);  // exposed kong from the opposite seat: second
    EXPECT_EQ(turned_slot(2), 0);  // added kong from 上家 (North): leftmost
    int stacked = 0;
    for (const auto& m : items)
        if (m.stacked) {
            ++stacked;
            EXPECT_EQ(m.meld, 2);
            EXPECT_TRUE(m.sideways);
        }
    EXPECT_EQ(stacked, 1);
    for (const auto& m : items)
        if (m.sideways) {
            EXPECT_GT(m.rect.width(), m.rect.height());
        }
}

// The drawn-hand limit: 6 stacks + 1 per kong reserved at the tail; the mark lies on the edge of
// the reserved stack nearest the head, touching it and the live stack beyond.
class DrawnHandMark : public ::testing::TestWithParam<int> {};

TEST_P(DrawnHandMark, SixStacksPlusOnePerKong) {
    const int kongs = GetParam();
    auto [st, log] = mid_hand(24);
    st.kongs = kongs;
    StateFeed feed(handan_ruleset(), st, log, false);
    TableWidget table(&feed, Speed::Instant);
    table.resize(1600, 1000);
    EXPECT_EQ(table.reserved_stacks(), 6 + kongs);
    const QRectF mark = table.drawn_hand_mark();
    ASSERT_FALSE(mark.isEmpty());
    const WallShape& shape = st.wall.shape();
    std::vector<int> tail(static_cast<std::size_t>(2 * (6 + kongs)));
    ASSERT_EQ(shape.tail_positions(static_cast<int>(tail.size()), tail), 2 * (6 + kongs));
    const int first_reserved = tail.back();
    int live_neighbour = -1;  // the next undrawn position towards the head, in the next stack
    for (int p = first_reserved - 1; p >= 0; --p)
        if (!shape.taken(p) && p / 2 != first_reserved / 2) {
            live_neighbour = p;
            break;
        }
    ASSERT_GE(live_neighbour, 0);
    QRectF reserved_rect;
    QRectF live_rect;
    for (const auto& item : table.wall_items()) {
        if (item.position == first_reserved) reserved_rect = item.rect;
        if (item.position == live_neighbour) live_rect = item.rect;
    }
    EXPECT_TRUE(mark.intersects(reserved_rect)) << "kongs " << kongs;
    if (shape.spot(first_reserved).owner == shape.spot(live_neighbour).owner) {
        EXPECT_TRUE(mark.intersects(live_rect)) << "kongs " << kongs;
    }
    // Further towards the tail than the mark, only reserved tiles.
    const QPointF c = mark.center();
    for (const auto& item : table.wall_items()) {
        const bool reserved = std::find(tail.begin(), tail.end(), item.position) != tail.end();
        if (item.owner != shape.spot(first_reserved).owner || reserved) continue;
        // A live tile of the same wall never lies across the mark from its live neighbour.
        const QPointF d = item.rect.center() - c;
        const QPointF dl = live_rect.center() - c;
        EXPECT_GE(d.x() * dl.x() + d.y() * dl.y(), 0)
            << "kongs " << kongs << ": live position " << item.position << " beyond the mark";
    }
    // The tooltip names the limit.
    EXPECT_TRUE(table.marker_tip(mark.center().toPoint()).contains(QString::number(6 + kongs)));
}

INSTANTIATE_TEST_SUITE_P(Kongs, DrawnHandMark, ::testing::Values(0, 1, 2, 3, 4));

// Hefei tables have no mark, no melds and no reserved stacks.
TEST(DrawnHandMarkHefei, NoneOnAHefeiTable) {
    RecordedFeed feed(ruleset_by_id("hefei-classic"), {});
    TableWidget table(&feed, Speed::Instant);
    EXPECT_FALSE(table.handan_table());
    EXPECT_EQ(table.reserved_stacks(), 0);
    EXPECT_TRUE(table.drawn_hand_mark().isEmpty());
}

QImage paint(TableWidget& t) {
    QImage img(t.size(), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::magenta);
    t.set_layer_cache(false);
    t.render(&img, QPoint(), QRegion(), QWidget::RenderFlags());
    return img;
}

// Melds change the painted pixels where they lie (each meld tile's own rect) and nowhere else.
TEST(HandanPaint, PixelsChangeWhereMeldsAre) {
    auto [st, log] = mid_hand();
    four_melds(st, true);
    GameState bare = st;
    for (auto& ss : bare.seats) {
        ss.meld_count = 0;
        ss.hand.kong_count = 0;
    }
    StateFeed with(handan_ruleset(), st, log, true);
    StateFeed without(handan_ruleset(), bare, log, true);
    TableWidget a(&with, Speed::Instant);
    TableWidget b(&without, Speed::Instant);
    a.resize(1280, 800);
    b.resize(1280, 800);
    const QImage ia = paint(a);
    const QImage ib = paint(b);
    QRegion melds;
    std::vector<QRect> tiles;
    for (int i = 0; i < 4; ++i)
        for (const auto& m : a.meld_items(seat_from_index(i))) {
            tiles.push_back(m.rect.toAlignedRect());
            // Shadow, side and glow around the tile.
            melds += m.rect.toAlignedRect().adjusted(-10, -10, 10, 16);
        }
    ASSERT_EQ(tiles.size(), 60U);
    for (const QRect& r : tiles) {
        int differ = 0;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x) differ += ia.pixel(x, y) != ib.pixel(x, y);
        EXPECT_GT(differ, r.width() * r.height() / 3)
            << "no meld drawn at " << r.x() << "," << r.y();
    }
    int outside = 0;
    for (int y = 0; y < ia.height(); ++y)
        for (int x = 0; x < ia.width(); ++x)
            if (ia.pixel(x, y) != ib.pixel(x, y) && !melds.contains(QPoint(x, y))) ++outside;
    if (outside) {
        QImage diff = ia;
        for (int y = 0; y < ia.height(); ++y)
            for (int x = 0; x < ia.width(); ++x)
                if (ia.pixel(x, y) != ib.pixel(x, y) && !melds.contains(QPoint(x, y)))
                    diff.setPixel(x, y, qRgb(255, 0, 255));
        diff.save(QStringLiteral("/tmp/handan-meld-diff.png"));
    }
    EXPECT_EQ(outside, 0) << "see /tmp/handan-meld-diff.png";
}

// A kong's money shows on the panels (+ for the payee, − for each payer) right after it is paid,
// and the end-of-hand list has one line per payment, each summing to 0.
TEST(HandanPaint, KongMoneyChipsAndTheHandsList) {
    // A hand with a kong paid: search a few seeds.
    for (std::uint64_t seed = 1; seed < 60; ++seed) {
        const std::vector<Event> log = handan_hand(seed);
        const auto paid = std::find_if(log.begin(), log.end(), [](const Event& e) {
            return std::holds_alternative<KongPaid>(e);
        });
        if (paid == log.end()) continue;
        RecordedFeed feed(handan_ruleset(), log);
        TableWidget table(&feed, Speed::Instant);
        table.resize(1280, 800);
        feed.seek(static_cast<int>(paid - log.begin()) + 1);
        const KongPaid& k = std::get<KongPaid>(*paid);
        EXPECT_EQ(table.money_chips(), k.deltas);
        (void)paint(table);
        const auto& texts = table.drawn_texts();
        const QString payee = QStringLiteral("+") + QString::number(k.deltas[index(k.seat)]);
        EXPECT_NE(std::find(texts.begin(), texts.end(), payee), texts.end()) << payee.toStdString();
        // Long after, the chips are gone.
        feed.seek(static_cast<int>(paid - log.begin()) + 12);
        EXPECT_EQ(table.money_chips(), (std::array<int, 4>{}));
        // The whole hand's list.
        const auto lines = side_payments(log);
        const auto count = std::count_if(log.begin(), log.end(), [](const Event& e) {
            return std::holds_alternative<KongPaid>(e) ||
                   std::holds_alternative<FollowDiscardPaid>(e);
        });
        EXPECT_EQ(static_cast<long>(lines.size()), count);
        for (const auto& l : lines) {
            int sum = 0;
            for (int d : l.deltas) sum += d;
            EXPECT_EQ(sum, 0) << l.text.toStdString();
            EXPECT_FALSE(l.text.isEmpty());
        }
        // The end-of-hand dialog lists them, with each seat's total.
        feed.seek(static_cast<int>(log.size()));
        ASSERT_TRUE(std::holds_alternative<HandEnded>(log.back()));
        HandResultDialog dialog(feed, table.renderer());
        std::array<int, 4> sum{};
        for (const auto& l : lines)
            for (int i = 0; i < 4; ++i)
                sum[static_cast<std::size_t>(i)] += l.deltas[static_cast<std::size_t>(i)];
        for (int i = 0; i < 4; ++i) {
            const auto* total = dialog.findChild<QLabel*>(QStringLiteral("side_total_%1").arg(i));
            ASSERT_NE(total, nullptr) << "no kong money card";
            EXPECT_EQ(total->text().toInt(), sum[static_cast<std::size_t>(i)]);
        }
        return;
    }
    GTEST_SKIP() << "no kong paid in 60 seeded Handan hands";
}

// "This hand" in the end-of-hand dialog is the hand's whole change, the win and the money paid
// on the spot: the standing before the hand (0, the pot's first) plus it is the standing shown.
// It gave the win's part alone, so a seat paid kong money read "+2" beside a standing of 3.
TEST(HandanResult, ThisHandIsTheWinAndTheMoneyPaidOnTheSpot) {
    for (std::uint64_t seed = 1; seed < 200; ++seed) {
        const std::vector<Event> log = handan_hand(seed);
        std::array<int, 4> on_the_spot{};
        for (const SidePayment& l : side_payments(log))
            for (std::size_t i = 0; i < 4; ++i) on_the_spot[i] += l.deltas[i];
        if (on_the_spot == std::array<int, 4>{}) continue;  // none, or paid back and forth
        RecordedFeed feed(handan_ruleset(), log);
        TableWidget table(&feed, Speed::Instant);
        feed.seek(static_cast<int>(log.size()));
        ASSERT_TRUE(std::holds_alternative<HandEnded>(log.back()));
        HandResultDialog dialog(feed, table.renderer());
        const HandResult hr = last_hand_of(log, handan_ruleset());
        for (int i = 0; i < 4; ++i) {
            const auto idx = static_cast<std::size_t>(i);
            const auto* delta = dialog.findChild<QLabel*>(QStringLiteral("delta_%1").arg(i));
            const auto* standing = dialog.findChild<QLabel*>(QStringLiteral("total_%1").arg(i));
            ASSERT_NE(delta, nullptr);
            ASSERT_NE(standing, nullptr);
            EXPECT_EQ(delta->text().toInt(), hr.deltas[idx] + on_the_spot[idx]) << i;
            EXPECT_EQ(delta->text().toInt(), standing->text().toInt()) << i;
            EXPECT_EQ(feed.shown().standings[idx], standing->text().toInt()) << i;
            // The split, where there is one to give.
            EXPECT_EQ(delta->toolTip().isEmpty(), on_the_spot[idx] == 0)
                << i << " " << delta->toolTip().toStdString();
        }
        return;
    }
    GTEST_SKIP() << "no kong money left standing in 200 seeded Handan hands";
}

// A Handan hand's melds show up (face up, beside the hand) as the agents make them.
TEST(HandanPaint, AgentsMeldsAreDrawn) {
    for (std::uint64_t seed = 1; seed < 60; ++seed) {
        const std::vector<Event> log = handan_hand(seed);
        const auto claim = std::find_if(log.begin(), log.end(), [](const Event& e) {
            return std::holds_alternative<Claimed>(e);
        });
        if (claim == log.end()) continue;
        RecordedFeed feed(handan_ruleset(), log);
        TableWidget table(&feed, Speed::Instant);
        table.resize(1280, 800);
        const int at = static_cast<int>(claim - log.begin());
        feed.seek(at);
        const Claimed& c = std::get<Claimed>(*claim);
        const int pond_before = feed.shown().seat(c.from).pond.size;
        feed.seek(at + 1);
        EXPECT_EQ(feed.shown().seat(c.from).pond.size, pond_before - 1)
            << "the claimed discard leaves the pond";
        const auto items = table.meld_items(c.seat);
        ASSERT_EQ(items.size(), c.type == MeldType::Pong ? 3U : 4U);
        int turned = 0;
        for (const auto& m : items) {
            EXPECT_EQ(m.tile, c.tile);
            turned += m.sideways;
        }
        EXPECT_EQ(turned, 1);
        (void)paint(table);
        int kong_tiles = 0;
        for (const auto& d : table.drawn_tiles())
            kong_tiles +=
                d.place == TableWidget::TilePlace::Kong && d.seat == c.seat && d.face == c.tile;
        EXPECT_EQ(kong_tiles, static_cast<int>(items.size()));
        return;
    }
    GTEST_SKIP() << "no claim in 60 seeded Handan hands";
}

// The 17-stack walls: 136 tiles before the deal, 68 per row… drawn inside the window at every
// size, none overlapping another.
TEST(HandanPaint, SeventeenStackWallsDoNotOverlap) {
    std::vector<Event> log = handan_hand(4);
    RecordedFeed feed(handan_ruleset(), log);
    TableWidget table(&feed, Speed::Instant);
    for (const QSize size : {QSize(1024, 640), QSize(1600, 1000), QSize(3840, 2160)}) {
        table.resize(size);
        feed.seek(3);  // dice rolled, nothing dealt
        const auto items = table.wall_items();
        ASSERT_EQ(items.size(), 136U);
        for (const auto& a : items) {
            EXPECT_TRUE(QRectF(QPointF(0, 0), QSizeF(size)).contains(a.rect));
            for (const auto& b : items) {
                // (An upper tile is drawn lifted over the lower row: rows are compared alone.)
                if (&a == &b || a.top != b.top) continue;
                EXPECT_FALSE(a.rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.rect))
                    << a.position << " and " << b.position;
            }
        }
        int per_wall[4] = {};
        for (const auto& a : items) per_wall[index(a.owner)] += a.top;
        for (int n : per_wall) EXPECT_EQ(n, 17);
    }
}

// ---- The layer cache through a whole Handan hand -----------------------------------------------

std::pair<std::vector<Event>, int> hand_with(const std::function<bool(const Event&)>& pick);

// Through whole hands (seed 7's, and the first with an added kong and with 跟打): after every
// event and twice during each animation (the claimed tile and the added kong's tile in flight,
// the money chips rising) the cached paint equals the uncached one.
TEST(HandanPaint, LayerCacheEqualsUncachedThroughAHand) {
    std::vector<std::vector<Event>> hands = {handan_hand(7)};
    for (const auto pick :
         {+[](const Event& e) { return std::holds_alternative<KongAdded>(e); },
          +[](const Event& e) { return std::holds_alternative<FollowDiscardPaid>(e); }})
        if (auto [log, at] = hand_with(pick); at >= 0) hands.push_back(log);
    std::array<int, 4> animated{};  // Claimed, KongAdded, KongPaid, FollowDiscardPaid
    int problems = 0;
    for (const std::vector<Event>& hand : hands) {
        RecordedFeed feed(handan_ruleset(), hand);
        TableWidget table(&feed, Speed::Normal);
        table.resize(1280, 800);
        table.show();
        QImage screen = testing::blank_canvas(table);
        auto cached = [&](const QRegion& r) {
            table.set_layer_cache(true);
            table.render(&screen, r.boundingRect().topLeft(), r, QWidget::RenderFlags());
        };
        auto whole = [&] { return testing::uncached_paint(table); };
        while (!feed.finished() && problems < 5) {
            const int at = feed.position();
            feed.step_forward();
            ASSERT_TRUE(wait_until([&] { return feed.position() > at; }));
            const Event& e = feed.events().back();
            cached(QRegion(table.rect()));
            if (const std::string d = testing::compare(screen, whole()); !d.empty()) {
                ++problems;
                ADD_FAILURE() << "event " << at << " differs: " << d;
            }
            if (table.animating()) {
                animated[0] += std::holds_alternative<Claimed>(e);
                animated[1] += std::holds_alternative<KongAdded>(e);
                animated[2] += std::holds_alternative<KongPaid>(e);
                animated[3] += std::holds_alternative<FollowDiscardPaid>(e);
                for (const qreal t : {0.3, 0.7}) {
                    cached(table.seek_animation(t));
                    if (const std::string d = testing::compare(screen, whole()); !d.empty()) {
                        ++problems;
                        ADD_FAILURE() << "event " << at << " (kind " << e.index() << ") at t=" << t
                                      << " differs: " << d;
                    }
                }
                cached(table.seek_animation(1));
                if (const std::string d = testing::compare(screen, whole()); !d.empty()) {
                    ++problems;
                    ADD_FAILURE() << "event " << at << " finished differs: " << d;
                }
            }
            if (feed.hand_over_pending()) feed.next_hand();
        }
    }
    EXPECT_GT(animated[0], 0) << "no claim animated";
    EXPECT_GT(animated[2], 0) << "no kong money animated";
    if (hands.size() > 1) {
        EXPECT_GT(animated[1], 0) << "no added kong animated";
    }
    RecordProperty("claims", animated[0]);
    RecordProperty("added_kongs", animated[1]);
    RecordProperty("kong_paid", animated[2]);
    RecordProperty("follow_paid", animated[3]);
}

// The chip lies at the right of the score line, where an AI seat's level is written: the level
// gives way while the chip is there ("A" stood out beside the chip), and comes back after.
TEST(HandanPaint, AMoneyChipTakesTheLevelsPlace) {
    const auto [log, paid] = hand_with_a_kong_paid();
    ASSERT_GE(paid, 0) << "no kong paid in 60 seeded hands";
    Replay r;
    r.header.rules = handan_ruleset();
    for (auto& seat : r.header.seats) seat = {"normal", ""};
    r.events = log;
    RecordedFeed feed(r);
    TableWidget table(&feed, Speed::Instant);
    table.resize(1280, 800);
    const int at = paid + 1;  // the payment shown
    const QString level = ai_level_name("normal");
    auto levels_drawn = [&] {
        (void)paint(table);
        const auto& texts = table.drawn_texts();
        return std::count(texts.begin(), texts.end(), level);
    };
    feed.seek(at - 1);
    EXPECT_EQ(levels_drawn(), 4);
    feed.seek(at);
    const KongPaid& k = std::get<KongPaid>(log[static_cast<std::size_t>(paid)]);
    const auto chips = std::count_if(k.deltas.begin(), k.deltas.end(), [](int d) { return d; });
    ASSERT_GT(chips, 0);
    EXPECT_EQ(levels_drawn(), 4 - chips);
    feed.seek(at + 12);  // the chips gone
    EXPECT_EQ(levels_drawn(), 4);
    // Step by step in the window (partial repaints): the level comes back whole. (The window's
    // picture is compared at a pixel ratio of 1; the scaled runs stop here.)
    if (table.devicePixelRatioF() != 1) return;
    table.show();
    feed.seek(at);
    for (int step = 0; step < 8 && feed.position() < feed.size(); ++step) {
        const int before = feed.position();
        feed.step_forward();
        ASSERT_TRUE(testing::wait_until([&] { return feed.position() > before; }));
        EXPECT_EQ(testing::window_vs_uncached(table), "") << "after event " << before;
    }
}

// 跟打: the three others follow the dealer's first discard, so the dealer pays each 1 on the
// spot. During the payment's animation the chips (−3 on the payer's panel, +1 on each other)
// rise onto the panels, drawn the same with the layer cache as without; they stay after it.
// (The agents' hands above rarely follow, so the payment is rigged: RULES.md §3.)
TEST(HandanPaint, FollowDiscardChipsRiseOntoThePanels) {
    testing::HandanRig rig;
    rig.hands = {"147m 258p 369s 14567z", "147m 147p 147s 1237z", "258m 258p 258s 1237z",
                 "369m 369p 369s 4567z"};
    Game g = handan_rig::start(rig);
    for (int i = 0; i < 4; ++i) handan_rig::throw_tile(g, testing::handan_tile("7z"));
    const std::vector<Event> log(g.events().begin(), g.events().end());
    const auto paid = std::find_if(log.begin(), log.end(), [](const Event& e) {
        return std::holds_alternative<FollowDiscardPaid>(e);
    });
    ASSERT_NE(paid, log.end()) << "the rig did not make a 跟打 payment";
    const int at = static_cast<int>(paid - log.begin());
    RecordedFeed feed(handan_ruleset(), log);
    TableWidget table(&feed, Speed::Normal);
    table.resize(1280, 800);
    table.show();
    feed.seek(at);
    feed.step_forward();
    ASSERT_TRUE(wait_until([&] { return feed.position() > at; }));
    ASSERT_TRUE(table.animating()) << "the payment is not animated";
    EXPECT_EQ(table.money_chips(), (std::array<int, 4>{-3, 1, 1, 1}));
    // The chips' fills (paint_money_chips: red for the payer, green for the payees; opaque
    // from t = 0.4 on), found by colour in a frame.
    const QRgb red = qRgb(0xb7, 0x1c, 0x1c);
    const QRgb green = qRgb(0x2e, 0x7d, 0x32);
    auto box_of = [](const QImage& img, QRgb c) {
        QRect box;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x)
                if ((img.pixel(x, y) & 0xffffffu) == (c & 0xffffffu)) box |= QRect(x, y, 1, 1);
        return box;
    };
    QImage screen = testing::blank_canvas(table);
    auto frame = [&](qreal t) {
        const QRegion changed = table.seek_animation(t);
        table.set_layer_cache(true);
        table.render(&screen, changed.boundingRect().topLeft(), changed, QWidget::RenderFlags());
        EXPECT_EQ(screen, testing::uncached_paint(table)) << "t=" << t;
        return screen.copy();
    };
    table.set_layer_cache(true);
    table.render(&screen);
    const QImage rising = frame(0.5);
    const QImage settled = frame(1);
    const QRect red_rising = box_of(rising, red);
    const QRect red_settled = box_of(settled, red);
    ASSERT_FALSE(red_rising.isEmpty()) << "no payer's chip half-way";
    ASSERT_FALSE(red_settled.isEmpty()) << "no payer's chip at the end";
    EXPECT_GT(red_rising.top(), red_settled.top() + 2) << "the chip does not rise";
    EXPECT_NEAR(red_rising.height(), red_settled.height(), 1);  // sub-pixel positions
    // East (the payer) sits at the bottom: its chip lies in the lower half; the payees' chips
    // are on the three other panels, so the green spans most of the table both ways.
    EXPECT_GT(red_settled.top(), table.height() / 2);
    const QRect green_settled = box_of(settled, green);
    EXPECT_GT(green_settled.width(), table.width() / 2);
    EXPECT_GT(green_settled.height(), table.height() / 3);
    // Each chip's amount is drawn on it (the panels' standings also read +1 and −3 now).
    const auto& texts = table.drawn_texts();
    EXPECT_GE(std::count(texts.begin(), texts.end(), QStringLiteral("\u22123")), 1);
    EXPECT_GE(std::count(texts.begin(), texts.end(), QStringLiteral("+1")), 3);
    // The animation over, the chips stay on the panels.
    table.resume_animation();
    ASSERT_TRUE(wait_until([&] { return !table.animating(); }));
    table.set_layer_cache(false);
    EXPECT_EQ(box_of(testing::uncached_paint(table), red), red_settled);
}

// ---- Claims and added kongs, animated ---------------------------------------------------------

// The first seeded Handan hand of the agents (seeds 1…) with an event `pick` accepts, and that
// event's index (-1: none in 200 hands).
std::pair<std::vector<Event>, int> hand_with(const std::function<bool(const Event&)>& pick) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        std::vector<Event> log = handan_hand(seed);
        for (std::size_t i = 0; i < log.size(); ++i)
            if (pick(log[i])) return {log, static_cast<int>(i)};
    }
    return {{}, -1};
}

bool near(QPointF a, QPointF b, qreal px) {
    return std::abs(a.x() - b.x()) <= px && std::abs(a.y() - b.y()) <= px;
}

// Shows event `at` of the feed (seeked to it) animated, paused at progress t.
void show_at(RecordedFeed& feed, TableWidget& table, int at, qreal t) {
    feed.seek(at);
    feed.step_forward();
    ASSERT_TRUE(wait_until([&] { return feed.position() > at; }));
    ASSERT_TRUE(table.animating()) << "event " << at << " is not animated";
    table.seek_animation(t);
}

// A pong or kong claimed: the discard slides from the end of the discarder's pond (where it lay)
// to its place turned in the claimer's meld, face up and alone in flight; at instant speed
// nothing moves.
TEST(HandanAnimation, ClaimedTileSlidesFromThePondToTheMeld) {
    const auto [log, at] =
        hand_with([](const Event& e) { return std::holds_alternative<Claimed>(e); });
    if (at < 0) GTEST_SKIP() << "no claim in 200 seeded hands";
    const Claimed c = std::get<Claimed>(log[static_cast<std::size_t>(at)]);
    RecordedFeed feed(handan_ruleset(), log);
    TableWidget table(&feed, Speed::Normal);
    table.resize(1280, 800);
    table.show();
    feed.seek(at);
    const QRectF pond = table.pond_tile_rect(c.from, feed.shown().seat(c.from).pond.size - 1);
    show_at(feed, table, at, 0);
    auto flying = table.flying_tiles();
    ASSERT_EQ(flying.size(), 1U);
    EXPECT_EQ(flying[0].second, std::optional<Tile>(c.tile));
    EXPECT_TRUE(near(flying[0].first.center(), pond.center(), 1.5))
        << "starts where the discard lay";
    QRectF turned;
    for (const auto& m : table.meld_items(c.seat))
        if (m.sideways && !m.stacked && m.meld == feed.shown().seat(c.seat).meld_count - 1)
            turned = m.rect;
    ASSERT_FALSE(turned.isEmpty());
    table.seek_animation(0.5);
    flying = table.flying_tiles();
    ASSERT_EQ(flying.size(), 1U);
    EXPECT_FALSE(near(flying[0].first.center(), pond.center(), 10)) << "half-way it has moved";
    // The meld is drawn without its turned tile meanwhile.
    QImage img(table.size(), QImage::Format_ARGB32_Premultiplied);
    table.render(&img);
    int in_meld = 0;
    for (const auto& d : table.drawn_tiles())
        in_meld += d.place == TableWidget::TilePlace::Kong && d.seat == c.seat && d.face == c.tile;
    EXPECT_EQ(in_meld, static_cast<int>(table.meld_items(c.seat).size()) - 1);
    table.seek_animation(0.999);
    flying = table.flying_tiles();
    ASSERT_EQ(flying.size(), 1U);
    EXPECT_TRUE(near(flying[0].first.center(), turned.center(), 1.5)) << "ends turned in the meld";
    EXPECT_TRUE(near(QPointF(flying[0].first.width(), flying[0].first.height()),
                     QPointF(turned.width(), turned.height()), 1.5));
    table.seek_animation(1);
    EXPECT_TRUE(table.flying_tiles().empty());
    // Instant: no animation at all.
    table.set_speed(Speed::Instant);
    EXPECT_EQ(table.duration_for(log[static_cast<std::size_t>(at)]), 0);
    feed.seek(at);
    feed.step_forward();
    ASSERT_TRUE(wait_until([&] { return feed.position() > at; }));
    EXPECT_FALSE(table.animating());
    EXPECT_TRUE(table.flying_tiles().empty());
}

// An added kong: during KongAdded the tile goes from the hand to beside its pong, where it waits
// (outlined, out of the hand) through the rob window; when paid (KongPaid) it slides onto the
// pong's turned tile while the kong money chips rise onto the panels.
TEST(HandanAnimation, AddedKongWaitsBesideItsPongThenLiesOnIt) {
    const auto [log, at] =
        hand_with([](const Event& e) { return std::holds_alternative<KongAdded>(e); });
    if (at < 0) GTEST_SKIP() << "no added kong in 200 seeded hands";
    const KongAdded k = std::get<KongAdded>(log[static_cast<std::size_t>(at)]);
    RecordedFeed feed(handan_ruleset(), log);
    TableWidget table(&feed, Speed::Normal);
    table.resize(1280, 800);
    table.show();
    feed.seek(at);
    const int hand_before = feed.shown().seat(k.seat).hand.concealed_count();
    show_at(feed, table, at, 0.999);
    TableWidget::MeldItem pending;
    int pendings = 0;
    for (const auto& m : table.meld_items(k.seat))
        if (m.pending) {
            pending = m;
            ++pendings;
        }
    ASSERT_EQ(pendings, 1);
    EXPECT_EQ(pending.tile, k.tile);
    EXPECT_TRUE(pending.sideways);
    auto flying = table.flying_tiles();
    ASSERT_EQ(flying.size(), 1U);
    EXPECT_EQ(flying[0].second, std::optional<Tile>(k.tile));
    EXPECT_TRUE(near(flying[0].first.center(), pending.rect.center(), 1.5));
    table.seek_animation(1);
    // The window: the tile beside the pong, not in the hand (one tile fewer drawn there).
    QImage img(table.size(), QImage::Format_ARGB32_Premultiplied);
    table.render(&img);
    int in_hand = 0;
    int beside = 0;
    for (const auto& d : table.drawn_tiles()) {
        in_hand += d.place == TableWidget::TilePlace::Hand && d.seat == k.seat;
        beside += d.place == TableWidget::TilePlace::Kong && d.seat == k.seat && d.face == k.tile;
    }
    EXPECT_EQ(in_hand, hand_before - 1);
    EXPECT_EQ(beside, 4) << "the pong's three and the added tile";
    for (const auto& m : table.meld_items(k.seat))
        if (!m.pending) {
            EXPECT_FALSE(m.rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(pending.rect));
        }
    for (int i = 0; i < in_hand; ++i)
        EXPECT_FALSE(table.hand_tile_rect(k.seat, i).intersects(pending.rect));
    // Paid (not robbed): from beside the pong onto it.
    int paid = -1;
    for (int i = at + 1; i < static_cast<int>(log.size()); ++i) {
        if (std::holds_alternative<Won>(log[static_cast<std::size_t>(i)])) break;
        if (const auto* p = std::get_if<KongPaid>(&log[static_cast<std::size_t>(i)]);
            p && p->type == MeldType::AddedKong) {
            paid = i;
            break;
        }
    }
    if (paid < 0) GTEST_SKIP() << "the added kong was robbed";
    feed.seek(paid);
    QRectF waiting;
    for (const auto& m : table.meld_items(k.seat))
        if (m.pending) waiting = m.rect;
    ASSERT_FALSE(waiting.isEmpty()) << "still beside the pong until paid";
    show_at(feed, table, paid, 0);
    flying = table.flying_tiles();
    ASSERT_EQ(flying.size(), 1U);
    EXPECT_TRUE(near(flying[0].first.center(), waiting.center(), 1.5));
    QRectF stacked;
    for (const auto& m : table.meld_items(k.seat)) {
        EXPECT_FALSE(m.pending);
        if (m.stacked) stacked = m.rect;
    }
    ASSERT_FALSE(stacked.isEmpty());
    // The chips rise meanwhile: drawn over the animation, with the payee's amount.
    const KongPaid& p = std::get<KongPaid>(log[static_cast<std::size_t>(paid)]);
    table.seek_animation(0.5);
    table.set_layer_cache(false);
    table.render(&img);
    const QString payee = QStringLiteral("+") + QString::number(p.deltas[index(p.seat)]);
    const auto& texts = table.drawn_texts();
    EXPECT_NE(std::find(texts.begin(), texts.end(), payee), texts.end()) << payee.toStdString();
    table.seek_animation(0.999);
    flying = table.flying_tiles();
    ASSERT_EQ(flying.size(), 1U);
    EXPECT_TRUE(near(flying[0].first.center(), stacked.center(), 1.5)) << "ends on the pong";
    table.seek_animation(1);
    EXPECT_TRUE(table.flying_tiles().empty());
}

// Every Handan animation has a duration at normal speed and none at instant.
TEST(HandanAnimation, InstantSpeedAnimatesNothing) {
    RecordedFeed feed(handan_ruleset(), {});
    TableWidget table(&feed, Speed::Normal);
    const std::vector<Event> events = {
        Claimed{Seat::South, MeldType::Pong, Tile(Suit::Dots, 5), Seat::East},
        KongAdded{Seat::South, Tile(Suit::Dots, 5)},
        KongPaid{Seat::South, MeldType::AddedKong, Tile(Suit::Dots, 5), Seat::East, {-1, 1, 0, 0}},
        FollowDiscardPaid{Seat::East, Tile(Suit::Honors, 1), {-3, 1, 1, 1}}};
    for (const Event& e : events) {
        table.set_speed(Speed::Normal);
        EXPECT_GT(table.duration_for(e), 0) << e.index();
        table.set_speed(Speed::Instant);
        EXPECT_EQ(table.duration_for(e), 0) << e.index();
    }
}

// The rob window laid out at every seat: a pong among three exposed kongs with its fourth tile
// waiting beside it clears the hands, ponds, walls, panels, the info card, the buttons' row and
// the other meld tiles at three sizes; outside the window nothing waits and the hand keeps it.
TEST_P(HandanLayout, RobWindowTileClearsEverythingElse) {
    const SizeRow row = GetParam();
    for (int adder = 0; adder < 4; ++adder) {
        auto [st, log] = mid_hand();
        const Tile added(Suit::Honors, 5);
        for (int i = 0; i < 4; ++i) {
            const Seat s = seat_from_index(i);
            SeatState& ss = st.seat(s);
            ss.meld_count = 0;
            ss.hand.kong_count = 0;
            ss.melds[ss.meld_count++] =
                Meld{MeldType::ExposedKong, Tile(Suit::Characters, 1), next(s)};
            ss.melds[ss.meld_count++] = Meld{MeldType::Pong, added, opposite(s)};
            ss.melds[ss.meld_count++] =
                Meld{MeldType::ExposedKong, Tile(Suit::Dots, 9), previous(s)};
            ss.melds[ss.meld_count++] = Meld{MeldType::ExposedKong, Tile(Suit::Bamboo, 4), next(s)};
            ss.hand.concealed = {};
            ss.hand.concealed[Tile(Suit::Characters, 2).code()] = 1;
            if (i == adder) ss.hand.concealed[added.code()] = 1;
            ss.pond = {};
            for (int k = 0; k < 19; ++k) ss.pond.push(Tile(Suit::Bamboo, 1 + k % 9), false, false);
        }
        const Seat s = seat_from_index(adder);
        st.phase = Phase::Response;
        st.turn = s;
        st.discard = added;
        for (const bool window : {false, true}) {
            st.rob_window = window;
            StateFeed feed(handan_ruleset(), st, log, row.up);
            TableWidget table(&feed, Speed::Instant);
            table.resize(row.w, row.h);
            const auto items = table.meld_items(s);
            const auto pending =
                std::count_if(items.begin(), items.end(), [](const auto& m) { return m.pending; });
            EXPECT_EQ(pending, window ? 1 : 0) << row.name << " seat " << adder;
            QImage img(table.size(), QImage::Format_ARGB32_Premultiplied);
            table.render(&img);
            int in_hand = 0;
            for (const auto& d : table.drawn_tiles())
                in_hand += d.place == TableWidget::TilePlace::Hand && d.seat == s;
            EXPECT_EQ(in_hand, window ? 1 : 2) << row.name << " seat " << adder;
            if (!window) continue;
            std::vector<QRectF> others;
            for (const auto& w : table.wall_items()) others.push_back(w.rect);
            for (int i = 0; i < 4; ++i) {
                const Seat o = seat_from_index(i);
                others.push_back(table.panel_rect(o));
                for (int k = 0; k < 19; ++k) others.push_back(table.pond_tile_rect(o, k));
                for (int k = 0; k < (o == s ? 1 : 2); ++k)
                    others.push_back(table.hand_tile_rect(o, k));
                for (const auto& m : table.meld_items(o))
                    if (!m.pending) others.push_back(m.rect);
            }
            const qreal sc = std::min(row.w / layout::kW, row.h / layout::kH);
            QTransform tr;
            tr.translate((row.w - layout::kW * sc) / 2, (row.h - layout::kH * sc) / 2);
            tr.scale(sc, sc);
            others.push_back(tr.mapRect(layout::kInfoCard));
            others.push_back(tr.mapRect(QRectF(layout::kButtonsRight - 4 * layout::kButtonPitch,
                                               layout::kButtonsTop, 4 * layout::kButtonPitch,
                                               layout::kButton.height())));
            for (const auto& m : items) {
                if (!m.pending) continue;
                EXPECT_TRUE(QRectF(0, 0, row.w, row.h).contains(m.rect));
                for (const QRectF& o : others)
                    EXPECT_FALSE(m.rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(o))
                        << row.name << ": seat " << adder << "'s waiting tile overlaps " << o.x()
                        << "," << o.y();
            }
            // The melds after the pong moved along to make room, and still clear the rest.
            for (const auto& m : items)
                for (const QRectF& o : {tr.mapRect(layout::kInfoCard), table.panel_rect(s)})
                    EXPECT_FALSE(m.rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(o))
                        << row.name << " seat " << adder;
        }
    }
}

// ---- Screenshots -----------------------------------------------------------------------------

// docs/screenshots/handan-table.png (HAOLAO_SCREENSHOT_LANG=zh_CN: handan-table-zh_CN.png): a
// seeded Handan hand of the agents at its busiest mid-hand moment (most melds on the table, in
// play, kong money chips when there are). Skipped unless HAOLAO_SCREENSHOT_DIR is set.
TEST(HandanScreenshot, Table) {
    const QString out = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR");
    if (out.isEmpty()) GTEST_SKIP() << "set HAOLAO_SCREENSHOT_DIR to save the screenshots";
    const bool zh = qEnvironmentVariable("HAOLAO_SCREENSHOT_LANG") == QLatin1String("zh_CN");
    const QString before = apply_language(zh ? Language::Chinese : Language::English);
    std::vector<Event> best_log;
    int best_at = -1;
    int best_score = 0;
    for (std::uint64_t seed = 1; seed < 80; ++seed) {
        const std::vector<Event> log = handan_hand(seed);
        GameState st;
        for (int i = 0; i < static_cast<int>(log.size()); ++i) {
            apply_event(st, log[static_cast<std::size_t>(i)], handan_ruleset());
            if (st.phase != Phase::Turn) continue;
            int seats = 0;
            int melds = 0;
            int kongs = 0;
            for (const auto& ss : st.seats) {
                const int m = ss.meld_count + ss.hand.kong_count;
                seats += m > 0;
                melds += m;
                kongs += ss.hand.kong_count;
                for (int k = 0; k < ss.meld_count; ++k)
                    kongs += is_kong(ss.melds[static_cast<std::size_t>(k)].type);
            }
            // Kong money on the panels: a payment among the last few events.
            bool chips = false;
            for (int k = i; k >= 0 && k > i - 5; --k)
                chips |= std::holds_alternative<KongPaid>(log[static_cast<std::size_t>(k)]);
            const int score = seats * 10 + melds * 3 + std::min(kongs, 2) * 8 + (chips ? 12 : 0);
            if (score > best_score) {
                best_score = score;
                best_log = log;
                best_at = i + 1;
            }
        }
    }
    ASSERT_GT(best_at, 0);
    RecordedFeed feed(handan_ruleset(), best_log);
    TableWidget table(&feed, Speed::Instant);
    table.resize(1600, 1000);
    table.show();
    feed.seek(best_at);
    QCoreApplication::processEvents();
    const QString file = out + (zh ? QStringLiteral("/handan-table-zh_CN.png")
                                   : QStringLiteral("/handan-table.png"));
    EXPECT_TRUE(table.grab().save(file));
    apply_language(Language::English);
    (void)before;
}

// Moments of the claim animations, for looking at (not in docs/): a claimed tile half-way, an
// added kong's tile waiting beside its pong (the rob window), its kong money chips rising, and a
// table with four melds at every seat and the head chip on the top wall. Skipped unless
// HAOLAO_SCREENSHOT_DIR is set.
TEST(HandanScreenshot, ClaimMoments) {
    const QString out = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR");
    if (out.isEmpty()) GTEST_SKIP() << "set HAOLAO_SCREENSHOT_DIR to save the screenshots";
    auto grab = [&](RecordedFeed& feed, int at, qreal t, const QString& name) {
        TableWidget table(&feed, Speed::Normal);
        table.resize(1600, 1000);
        table.show();
        feed.seek(at);
        feed.step_forward();
        ASSERT_TRUE(wait_until([&] { return feed.position() > at; }));
        table.seek_animation(t);
        table.set_layer_cache(false);
        EXPECT_TRUE(table.grab().save(out + name));
    };
    if (auto [log, at] =
            hand_with([](const Event& e) { return std::holds_alternative<Claimed>(e); });
        at >= 0) {
        RecordedFeed feed(handan_ruleset(), log);
        grab(feed, at, 0.45, QStringLiteral("/handan-claim-flight.png"));
    }
    if (auto [log, at] =
            hand_with([](const Event& e) { return std::holds_alternative<KongAdded>(e); });
        at >= 0) {
        RecordedFeed feed(handan_ruleset(), log);
        grab(feed, at, 0.999, QStringLiteral("/handan-rob-window.png"));
        for (int i = at + 1; i < static_cast<int>(log.size()); ++i)
            if (std::holds_alternative<KongPaid>(log[static_cast<std::size_t>(i)])) {
                RecordedFeed again(handan_ruleset(), log);
                grab(again, i, 0.35, QStringLiteral("/handan-kong-paid.png"));
                break;
            }
    }
    auto [st, log] = mid_hand();
    four_melds(st, false);
    StateFeed feed(handan_ruleset(), st, log, true);
    TableWidget table(&feed, Speed::Instant);
    table.resize(1600, 1000);
    table.show();
    EXPECT_TRUE(table.grab().save(out + QStringLiteral("/handan-four-melds.png")));
}

// docs/screenshots/handan-hand-end.png: the end-of-hand dialog of a hand with kong money.
TEST(HandanScreenshot, HandEnd) {
    const QString out = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR");
    if (out.isEmpty()) GTEST_SKIP() << "set HAOLAO_SCREENSHOT_DIR to save the screenshots";
    const bool zh = qEnvironmentVariable("HAOLAO_SCREENSHOT_LANG") == QLatin1String("zh_CN");
    apply_language(zh ? Language::Chinese : Language::English);
    for (std::uint64_t seed = 1; seed < 80; ++seed) {
        const std::vector<Event> log = handan_hand(seed);
        if (side_payments(log).size() < 2) continue;
        if (std::none_of(log.begin(), log.end(),
                         [](const Event& e) { return std::holds_alternative<Won>(e); }))
            continue;
        RecordedFeed feed(handan_ruleset(), log);
        TableWidget table(&feed, Speed::Instant);
        table.resize(1600, 1000);
        feed.seek(static_cast<int>(log.size()));
        HandResultDialog dialog(feed, table.renderer());
        dialog.show();
        QCoreApplication::processEvents();
        EXPECT_TRUE(dialog.grab().save(out + (zh ? QStringLiteral("/handan-hand-end-zh_CN.png")
                                                 : QStringLiteral("/handan-hand-end.png"))));
        break;
    }
    apply_language(Language::English);
}

// ---- Honour faces in every theme ------------------------------------------------------------

struct FaceRow {
    const char* name;
    TileTheme theme;
    bool corner;
};

class HandanFaces : public ::testing::TestWithParam<FaceRow> {};

// Every one of the 34 kinds (winds, dragons, 1 and 9 included) is drawn face up with its art;
// with the corner index on, the top-left corner changes and nothing else; high contrast leaves
// none of the classic art colours.
TEST_P(HandanFaces, EveryFaceRenders) {
    const FaceRow row = GetParam();
    TileRenderer r;
    r.set_theme(row.theme);
    for (Tile t : TileSet::handan().tiles()) {
        const TileLook look{t, QSizeF(60, 80), 0, 0, false, false};
        r.set_corner_index(false);
        const QImage plain = r.tile(look, 2).toImage();
        const QImage art = r.face(t, QSize(60, 80)).toImage();
        int inked = 0;
        for (int y = 0; y < art.height(); ++y)
            for (int x = 0; x < art.width(); ++x) inked += qAlpha(art.pixel(x, y)) > 0;
        EXPECT_GT(inked, 100) << t.str();
        if (row.theme == TileTheme::HighContrast) {
            for (const QRgb classic : {0xffc0161fU, 0xff1d3f8fU, 0xff11723cU, 0xff161c33U}) {
                int left = 0;
                for (int y = 0; y < plain.height(); ++y)
                    for (int x = 0; x < plain.width(); ++x) left += plain.pixel(x, y) == classic;
                EXPECT_EQ(left, 0) << t.str() << " keeps a classic colour";
            }
        }
        if (!row.corner) continue;
        r.set_corner_index(true);
        const QImage indexed = r.tile(look, 2).toImage();
        int corner = 0;
        int elsewhere = 0;
        for (int y = 0; y < plain.height(); ++y)
            for (int x = 0; x < plain.width(); ++x) {
                if (plain.pixel(x, y) == indexed.pixel(x, y)) continue;
                (x < plain.width() / 2 && y < plain.height() / 2 ? corner : elsewhere)++;
            }
        EXPECT_GT(corner, 40) << t.str() << ": no corner index";
        EXPECT_EQ(elsewhere, 0) << t.str();
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, HandanFaces,
                         ::testing::Values(FaceRow{"classic", TileTheme::Classic, false},
                                           FaceRow{"classic_index", TileTheme::Classic, true},
                                           FaceRow{"high_contrast", TileTheme::HighContrast, false},
                                           FaceRow{"high_contrast_index", TileTheme::HighContrast,
                                                   true}),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace haolao::ui
