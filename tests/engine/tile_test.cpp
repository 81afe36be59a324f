// SPDX-License-Identifier: GPL-3.0-or-later
#include <gtest/gtest.h>

#include "haolao/ruleset.h"
#include "haolao/tile.h"

using namespace haolao;

TEST(Tile, ParseAndFormatRoundTrip) {
    auto tiles = parse_tiles("234m 55p 678s", TileSet::hefei());
    ASSERT_EQ(tiles.size(), 8u);
    EXPECT_EQ(format_tiles(tiles, true), "234m 55p 678s");
    EXPECT_EQ(format_tiles(tiles), "234m55p678s");
}

struct BadTileRow {
    const char* text;
    const char* must_mention;
};

class TileParseErrors : public ::testing::TestWithParam<BadTileRow> {};

TEST_P(TileParseErrors, NamesTheProblem) {
    const auto& row = GetParam();
    try {
        parse_tiles(row.text, TileSet::hefei());
        FAIL() << "accepted " << row.text;
    } catch (const TileParseError& e) {
        EXPECT_NE(std::string(e.what()).find(row.must_mention), std::string::npos) << e.what();
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, TileParseErrors,
                         ::testing::Values(BadTileRow{"23x", "'x'"}, BadTileRow{"19m", "\"1m\""},
                                           BadTileRow{"22222m", "more than 4"},
                                           BadTileRow{"m", "no ranks"},
                                           BadTileRow{"234", "no suit"}, BadTileRow{"5z", "\"5z\""},
                                           BadTileRow{"0p", "\"0p\""}));

TEST(Tile, HandanAllowsHonors) {
    auto tiles = parse_tiles("19m 1234567z", TileSet::handan());
    EXPECT_EQ(tiles.size(), 9u);
    EXPECT_THROW(parse_tiles("8z", TileSet::handan()), TileParseError);
}

TEST(Ruleset, PresetsById) {
    EXPECT_EQ(ruleset_by_id("hefei-classic").value(Item::Base), 10);
    EXPECT_EQ(ruleset_by_id("hefei-ting").value(Item::Base), 12);
    EXPECT_TRUE(ruleset_by_id("hefei-ting").declare_ready_required);
    EXPECT_FALSE(ruleset_by_id("hefei-ting").missed_win_lock);
    EXPECT_EQ(find_ruleset("nope"), nullptr);
    EXPECT_THROW(ruleset_by_id("nope"), std::invalid_argument);
    for (int i = 0; i < kNumItems; ++i) {
        auto item = static_cast<Item>(i);
        EXPECT_EQ(item_from_id(item_id(item)), item);
    }
}
