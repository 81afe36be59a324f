// SPDX-License-Identifier: GPL-3.0-or-later
// RULES.md §4: one row per threshold edge, worked from the seed's table.
#include "haolao/rank.h"

#include <gtest/gtest.h>

namespace haolao {
namespace {

struct EdgeRow {
    std::int64_t points;
    int level;
};

class RankEdges : public ::testing::TestWithParam<EdgeRow> {};

TEST_P(RankEdges, LevelForPoints) {
    EXPECT_EQ(level_for_points(GetParam().points), GetParam().level) << GetParam().points;
}

// Each entry threshold, and one point below it.
INSTANTIATE_TEST_SUITE_P(
    Ladder, RankEdges,
    ::testing::Values(EdgeRow{-5, 1}, EdgeRow{0, 1}, EdgeRow{99, 1}, EdgeRow{100, 2},
                      EdgeRow{199, 2}, EdgeRow{200, 3}, EdgeRow{399, 3}, EdgeRow{400, 4},
                      EdgeRow{799, 4}, EdgeRow{800, 5}, EdgeRow{1599, 5}, EdgeRow{1600, 6},
                      EdgeRow{3199, 6}, EdgeRow{3200, 7}, EdgeRow{6399, 7}, EdgeRow{6400, 8},
                      EdgeRow{12799, 8}, EdgeRow{12800, 9}, EdgeRow{25599, 9}, EdgeRow{25600, 10},
                      EdgeRow{51199, 10}, EdgeRow{51200, 11}, EdgeRow{102399, 11},
                      EdgeRow{102400, 12}, EdgeRow{204799, 12}, EdgeRow{204800, 13},
                      EdgeRow{409599, 13}, EdgeRow{409600, 14}, EdgeRow{819199, 14},
                      EdgeRow{819200, 15}, EdgeRow{1638399, 15}, EdgeRow{1638400, 16},
                      EdgeRow{3276799, 16}, EdgeRow{3276800, 17}, EdgeRow{6553599, 17},
                      EdgeRow{6553600, 18}, EdgeRow{13107199, 18}, EdgeRow{13107200, 19},
                      EdgeRow{26214399, 19}, EdgeRow{26214400, 20}, EdgeRow{52428799, 20},
                      EdgeRow{52428800, 21}, EdgeRow{104857599, 21}, EdgeRow{104857600, 22},
                      EdgeRow{209715199, 22}, EdgeRow{209715200, 23}, EdgeRow{419430399, 23},
                      EdgeRow{419430400, 24}, EdgeRow{838860800, 24}, EdgeRow{INT64_MAX, 24}));

TEST(Rank, NamesFromTheSeed) {
    EXPECT_EQ(rank_level(1).title, "待业");
    EXPECT_EQ(rank_level(1).dan, "麻袋");
    EXPECT_EQ(rank_level(9).dan, "茶室不败");
    EXPECT_EQ(rank_level(14).title, "董事");
    EXPECT_EQ(rank_level(24).title, "财神");
    EXPECT_EQ(rank_level(24).dan, "麻将无敌");
    EXPECT_EQ(rank_level(0).level, 1);
    EXPECT_EQ(rank_level(99).level, 24);
}

TEST(Rank, EachLevelStartsWhereThePreviousSaysTheNextIs) {
    for (int n = 1; n < kRankLevels; ++n) EXPECT_EQ(rank_level(n + 1).entry, rank_level(n).next);
    EXPECT_EQ(rank_level(1).entry, 0);
}

TEST(Rank, PointsNeverBelowZero) {
    EXPECT_EQ(add_rank_points(30, -50), 0);
    EXPECT_EQ(add_rank_points(0, -1), 0);
    EXPECT_EQ(add_rank_points(30, 70), 100);
    EXPECT_EQ(add_rank_points(100, -1), 99);
}

TEST(Rank, LevelKeptAfterLosses) {
    EXPECT_EQ(kept_level(2, 99), 2);   // fell below 100 again: still level 2
    EXPECT_EQ(kept_level(2, 200), 3);  // and rises from there
    EXPECT_EQ(kept_level(1, 0), 1);
    EXPECT_EQ(kept_level(24, 0), 24);
}

TEST(Rank, Progress) {
    EXPECT_DOUBLE_EQ(rank_progress(1, 0), 0.0);
    EXPECT_DOUBLE_EQ(rank_progress(1, 50), 0.5);
    EXPECT_DOUBLE_EQ(rank_progress(2, 150), 0.5);  // 100 → 200
    EXPECT_DOUBLE_EQ(rank_progress(3, 300), 0.5);  // 200 → 400
    EXPECT_DOUBLE_EQ(rank_progress(2, 99), 0.0);   // kept level, points below its entry
    EXPECT_DOUBLE_EQ(rank_progress(24, 419430400), 1.0);
    EXPECT_DOUBLE_EQ(rank_progress(23, 419430399), 209715199.0 / 209715200.0);
}

}  // namespace
}  // namespace haolao
