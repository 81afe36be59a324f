// SPDX-License-Identifier: GPL-3.0-or-later
// hard's 清一色 plan (agents/eval.h, internal): the distance to a one-suit win, its useful tiles
// and when there is no such plan, checked on hand-worked rows and against the shape shanten of
// one-suit hands.
#include <gtest/gtest.h>

#include <string>

#include "agents/eval.h"
#include "game_test_util.h"
#include "haolao/game.h"
#include "haolao/hand.h"
#include "haolao/rng.h"

namespace haolao {
namespace {

using testing::one_hand;

// A table where nothing is seen yet: every copy not in `hand` is unseen, 50 tiles in the wall.
ai::Table fresh_table(const Hand& hand, const Ruleset& rules) {
    ai::Table t;
    t.rules = &rules;
    for (Tile x : rules.tiles.tiles()) {
        int own = hand.concealed[x.code()];
        for (int k = 0; k < hand.kong_count; ++k) own += hand.kongs[k] == x ? 4 : 0;
        t.unseen[x.code()] = static_cast<std::uint8_t>(4 - own);
        t.unseen_total += 4 - own;
    }
    t.wall_left = 50;
    t.rounds_left = 11.5f;
    t.haolao_draw = true;
    return t;
}

Hand parse_hand(const std::string& text) {
    Hand h;
    for (Tile t : parse_tiles(text, TileSet::hefei())) h.add(t);
    return h;
}

struct PureRow {
    const char* ruleset;
    const char* hand;  // 13 tiles
    const char* kong;  // "" or the tile of one declared kong
    int suit;          // -1: no plan
    int shanten;
    int ukeire;
};
class PurePlanRows : public ::testing::TestWithParam<PureRow> {};
TEST_P(PurePlanRows, DistanceAndUsefulTiles) {
    const PureRow& row = GetParam();
    const Ruleset rules = one_hand(row.ruleset);
    Hand h = parse_hand(row.hand);
    if (*row.kong) h.kongs[h.kong_count++] = testing::T(row.kong);
    Game game(rules, 1);
    game.start_hand();
    const SeatView view = game.view(Seat::East);
    const ai::Table table = fresh_table(h, rules);
    const ai::PurePlan p = ai::pure_plan(h, table, view, true);
    EXPECT_EQ(p.suit, row.suit) << row.hand;
    if (row.suit < 0) {
        EXPECT_EQ(p.ev, 0.f);
        return;
    }
    EXPECT_EQ(p.shanten, row.shanten) << row.hand;
    EXPECT_EQ(p.ukeire, row.ukeire) << row.hand;
    if (rules.value(Item::Pure) > 0) {
        // Worth at least base + 清一色 + both 缺门, and a real chance with useful tiles left.
        EXPECT_GE(p.value, float(rules.value(Item::Base) + rules.value(Item::Pure) +
                                 2 * rules.value(Item::Que)));
        EXPECT_GT(p.ev, 0.f);
    } else {
        EXPECT_EQ(p.ev, 0.f);
    }
}
INSTANTIATE_TEST_SUITE_P(
    Rows, PurePlanRows,
    ::testing::Values(
        // 12 m in four sets and a lone 4p: any live m tile gives a single wait. Unseen: 2m 3,
        // 3m 2, 4m 2, 5m 2, 6m 3, 7m 3, 8m 1 — every one of them works: 16.
        PureRow{"hefei-classic", "234m 567m 888m 345m 4p", "", 0, 1, 16},
        // Already one suit and ready: 8m (pair wait, 3 live), 2m (22 234 345 567 678, 2 live)
        // and 5m (55 234 234 567 678, 2 live).
        PureRow{"hefei-classic", "234m 234m 567m 567m 8m", "", 0, 0, 7},
        // The longest suit is p; the m and s tiles are junk to throw. 9 p tiles (222 345 678)
        // need a set and a pair more: 5 additions, shanten 4, and every unseen p tile helps
        // (2p 1 + six ranks × 3 = 19).
        PureRow{"hefei-classic", "2345678p 22p 34m 56s", "", 1, 4, 19},
        // A kong in another suit makes a one-suit hand impossible.
        PureRow{"hefei-classic", "234m 567m 888m 4p", "5s", -1, 0, 0},
        // A kong in the suit itself counts as one of its sets: 234 234 888 + 6666m need a pair,
        // which a single wait on 2m 3m 4m 5m 7m starts (2 + 2 + 2 + 4 + 4 = 14); not 8m: 8888m
        // would wait on a fifth copy.
        PureRow{"hefei-classic", "234m 234m 888m 4p", "6m", 0, 1, 14},
        // hefei-ting scores no 清一色: no plan.
        PureRow{"hefei-ting", "234m 567m 888m 345m 4p", "", -1, 0, 0}));

// One-suit hands: the plan's distance is the shape shanten and its useful tiles are exactly the
// unseen tiles that lower it (one-suit hands other than seven pairs, which the plan ignores).
TEST(PurePlan, OneSuitHandsMatchTheShapeShanten) {
    const Ruleset rules = one_hand("hefei-classic");
    Game game(rules, 1);
    game.start_hand();
    const SeatView view = game.view(Seat::East);
    Rng rng(7);
    int checked = 0;
    for (int i = 0; i < 400; ++i) {
        const int suit = static_cast<int>(rng.below(3));
        Hand h;
        for (int n = 0; n < 13;) {
            const int c = suit * 9 + 1 + static_cast<int>(rng.below(7));
            if (h.concealed[c] >= 4) continue;
            ++h.concealed[c];
            ++n;
        }
        const ai::Table table = fresh_table(h, rules);
        const ai::PurePlan p = ai::pure_plan(h, table, view, true);
        const int sh = standard_shanten(h);
        ASSERT_EQ(p.suit, suit) << i;
        std::string text;
        for (int c = 0; c < 27; ++c)
            for (int k = 0; k < h.concealed[c]; ++k) text += Tile::from_code(c).str() + " ";
        ASSERT_EQ(p.shanten, sh) << text;
        int uke = 0;
        for (int c = suit * 9 + 1; c < suit * 9 + 8; ++c) {
            if (!table.unseen[c]) continue;
            Hand x = h;
            ++x.concealed[c];
            const int best = standard_shanten(x);  // 14 tiles: -1 when complete
            if (best < sh) uke += table.unseen[c];
        }
        ASSERT_EQ(p.ukeire, uke) << i;
        ++checked;
    }
    EXPECT_EQ(checked, 400);
}

}  // namespace
}  // namespace haolao
