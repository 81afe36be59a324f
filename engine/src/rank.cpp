// SPDX-License-Identifier: GPL-3.0-or-later
#include "haolao/rank.h"

#include <algorithm>

namespace haolao {

namespace {

// RULES.md §4: level n + 1 starts at level n's "points to reach the next level".
constexpr std::array<RankLevel, kRankLevels> kLevels{{
    {1, "待业", "麻袋", 0, 100},
    {2, "临时工", "街头一段", 100, 200},
    {3, "合同工", "街头二段", 200, 400},
    {4, "正式工", "街头三段", 400, 800},
    {5, "助理主管", "街头霸王", 800, 1600},
    {6, "副主管", "茶室一段", 1600, 3200},
    {7, "主管", "茶室二段", 3200, 6400},
    {8, "助理经理", "茶室三段", 6400, 12800},
    {9, "副经理", "茶室不败", 12800, 25600},
    {10, "经理", "酒店一段", 25600, 51200},
    {11, "助理总裁", "酒店二段", 51200, 102400},
    {12, "副总裁", "酒店三段", 102400, 204800},
    {13, "总裁", "酒店至尊", 204800, 409600},
    {14, "董事", "县级大师", 409600, 819200},
    {15, "副董事长", "市级大师", 819200, 1638400},
    {16, "董事长", "省级大师", 1638400, 3276800},
    {17, "赌王", "国家大师", 3276800, 6553600},
    {18, "赌圣", "国际大师", 6553600, 13107200},
    {19, "赌神", "特级大师", 13107200, 26214400},
    {20, "边锋首富", "麻将部长", 26214400, 52428800},
    {21, "中国首富", "麻将总理", 52428800, 104857600},
    {22, "亚洲首富", "麻将总统", 104857600, 209715200},
    {23, "世界首富", "麻将皇帝", 209715200, 419430400},
    {24, "财神", "麻将无敌", 419430400, 838860800},
}};

}  // namespace

const std::array<RankLevel, kRankLevels>& rank_levels() {
    return kLevels;
}

const RankLevel& rank_level(int level) {
    return kLevels[static_cast<std::size_t>(std::clamp(level, 1, kRankLevels) - 1)];
}

int level_for_points(std::int64_t points) {
    int level = 1;
    for (const RankLevel& l : kLevels)
        if (points >= l.entry) level = l.level;
    return level;
}

std::int64_t add_rank_points(std::int64_t points, std::int64_t delta) {
    return std::max<std::int64_t>(0, points + delta);
}

int kept_level(int reached_before, std::int64_t points) {
    return std::max(std::clamp(reached_before, 1, kRankLevels), level_for_points(points));
}

double rank_progress(int level, std::int64_t points) {
    const RankLevel& l = rank_level(level);
    if (l.level == kRankLevels) return 1.0;
    if (points <= l.entry) return 0.0;
    const auto span = static_cast<double>(l.next - l.entry);
    return std::min(1.0, static_cast<double>(points - l.entry) / span);
}

}  // namespace haolao
