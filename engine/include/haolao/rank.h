// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The rank ladder of RULES.md §4 (seed 004): 24 levels, each with a level name (级别名称) and a
// 段位 name, entered at a threshold of rank points. Rank points are a profile's net result over
// every finished hand it played, never below 0; a level once reached is kept (no demotion).
// The engine gives ids and numbers; the UI shows the Chinese names with an English gloss.

#include <array>
#include <cstdint>
#include <string_view>

namespace haolao {

inline constexpr int kRankLevels = 24;

struct RankLevel {
    int level = 1;           // 1-24 (级数)
    std::string_view title;  // 级别名称, UTF-8 (待业 … 财神)
    std::string_view dan;    // 段位名称, UTF-8 (麻袋 … 麻将无敌)
    std::int64_t entry = 0;  // rank points at which this level starts
    std::int64_t next = 0;   // points to reach the next level (the seed's column)
};

// Level `level` (1-24); out-of-range values are clamped.
const RankLevel& rank_level(int level);
const std::array<RankLevel, kRankLevels>& rank_levels();

// The highest level whose entry `points` reached (points below 0 count as 0).
int level_for_points(std::int64_t points);

// Rank points after a finished hand's net result `delta`: never below 0.
std::int64_t add_rank_points(std::int64_t points, std::int64_t delta);

// The level shown: the higher of the level reached before (kept) and the one `points` give.
int kept_level(int reached_before, std::int64_t points);

// Progress towards the next threshold for a profile at `level` with `points`: 0.0-1.0 (1.0 at
// the top level, and while points are below a kept level's entry it is 0.0).
double rank_progress(int level, std::int64_t points);

}  // namespace haolao
