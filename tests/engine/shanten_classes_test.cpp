// SPDX-License-Identifier: GPL-3.0-or-later
// The class tables behind the shanten hot paths (suit_table.h): every pattern's class carries
// its own costs, and the combining tables equal the plain definition — the minimum over every
// way to share 4 sets and the pair among the parts — exhaustively for the Hefei tables and on
// a large sample for the 136-tile ones. Whole random hands are checked against the same
// definition here (fast, many hands) and against the slow search in hand_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <vector>

#include "haolao/hand.h"
#include "suit_table.h"

using namespace haolao;
using namespace haolao::detail;

namespace {

constexpr int kCap = 15;  // what the tables give for "no completion within 14 tiles"

int slot(ClassCosts v, int j) {
    return static_cast<int>((v >> (4 * j)) & 15u);
}

// The definition: parts i get k_i sets (Σ = 4) and exactly one part the pair; the distance is
// the cheapest such share (capped). With `eight`, some suited part (index < `suits`) must take
// ≥ 8 tiles (3 sets, or 2 sets and the pair).
int by_definition(const std::vector<ClassCosts>& part, bool eight, int suits) {
    const int n = static_cast<int>(part.size());  // 3 or 4
    int best = kCap;
    std::array<int, 4> k{};
    for (k[0] = 0; k[0] <= kMaxSets; ++k[0])
        for (k[1] = 0; k[0] + k[1] <= kMaxSets; ++k[1])
            for (k[2] = 0; k[0] + k[1] + k[2] <= kMaxSets; ++k[2]) {
                k[3] = kMaxSets - k[0] - k[1] - k[2];
                if (n == 3 && k[3]) continue;
                for (int pair = 0; pair < n; ++pair) {
                    int cost = 0;
                    bool meets = !eight;
                    for (int i = 0; i < n; ++i) {
                        const int p = i == pair;
                        cost += slot(part[i], 2 * k[i] + p);
                        if (i < suits && 3 * k[i] + 2 * p >= 8) meets = true;
                    }
                    if (meets) best = std::min(best, cost);
                }
            }
    return std::min(best, kCap);
}

ClassCosts entry_costs(const SuitTable& t, std::uint32_t code) {
    return t.packed(code) & ((ClassCosts{1} << (4 * kCostSlots)) - 1);
}

TEST(ShantenClasses, EveryPatternCarriesItsOwnCosts) {
    const HefeiClassTables& h = hefei_class_tables();
    const FullClassTables& f = full_class_tables();
    const struct {
        const SuitTable& table;
        const SuitClasses& classes;
        int expected;
    } cases[] = {
        {run_table(7), *h.suit, 106}, {run_table(9), *f.suit, 126}, {honor_table(), *f.honors, 55}};
    for (const auto& c : cases) {
        EXPECT_EQ(c.classes.count, c.expected);
        ASSERT_EQ(c.classes.of.size(), c.table.entry.size());
        std::vector<bool> used(c.classes.count, false);
        for (std::uint32_t code = 0; code < c.table.entry.size(); ++code) {
            const unsigned k = c.classes.of[code];
            ASSERT_LT(k, unsigned(c.classes.count)) << code;
            ASSERT_EQ(c.classes.costs[k], entry_costs(c.table, code)) << code;
            used[k] = true;
        }
        // Distinct classes have distinct costs, and each is some pattern's.
        EXPECT_EQ(std::count(used.begin(), used.end(), true), c.classes.count);
        std::vector<ClassCosts> sorted = c.classes.costs;
        std::sort(sorted.begin(), sorted.end());
        EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end());
    }
    EXPECT_EQ(h.pairs, 180);
    EXPECT_EQ(f.pairs, 180);
    EXPECT_EQ(f.triples, 180);
}

// All 106³ Hefei suit-class triples, with and without the 8-tile rule.
TEST(ShantenClasses, HefeiTablesEqualTheDefinitionExhaustively) {
    const HefeiClassTables& t = hefei_class_tables();
    const auto& v = t.suit->costs;
    const int n = t.n;
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b)
            for (int c = 0; c < n; ++c) {
                const std::vector<ClassCosts> parts = {v[a], v[b], v[c]};
                ASSERT_EQ(t.finish[t.pair[a * n + b] * n + c], by_definition(parts, false, 3))
                    << a << " " << b << " " << c;
                ASSERT_EQ(t.finish8[t.pair8[a * n + b] * n + c], by_definition(parts, true, 3))
                    << a << " " << b << " " << c;
            }
}

// The 136-tile tables: 126³ × 55 combinations, a seeded sample of them.
TEST(ShantenClasses, FullTablesEqualTheDefinitionOnASample) {
    const FullClassTables& t = full_class_tables();
    const auto& v = t.suit->costs;
    const auto& hv = t.honors->costs;
    std::mt19937 rng(2026);
    for (int i = 0; i < 200000; ++i) {
        const unsigned a = rng() % t.n;
        const unsigned b = rng() % t.n;
        const unsigned c = rng() % t.n;
        const unsigned h = rng() % t.nh;
        const int got = t.finish[t.triple[t.pair[a * t.n + b] * t.n + c] * t.nh + h];
        ASSERT_EQ(got, by_definition({v[a], v[b], v[c], hv[h]}, false, 3))
            << a << " " << b << " " << c << " " << h;
    }
}

// Whole hands, many of them: the public functions against the definition on each part's own
// table entry (standard form) and seven pairs counted directly (four of a kind = two pairs).
int seven_pairs_by_definition(const Hand& h) {
    int pairs = 0;
    int singles = 0;
    for (int c = 0; c < kNumTileKinds; ++c) {
        pairs += h.concealed[c] / 2;
        singles += h.concealed[c] % 2;
    }
    // Each single makes a pair with one tile; any other pair takes two.
    const int need = std::max(0, 7 - pairs);
    return std::min(need, singles) + 2 * std::max(0, need - singles);
}

std::uint32_t code_at(const Hand& h, int first, int len) {
    std::uint32_t code = 0;
    for (int i = len - 1; i >= 0; --i) code = code * 5 + h.concealed[first + i];
    return code;
}

int standard_by_definition(const Hand& h, bool hefei) {
    std::vector<ClassCosts> parts;
    if (hefei) {
        for (int s = 0; s < 3; ++s)
            parts.push_back(entry_costs(run_table(7), code_at(h, 9 * s + 1, 7)));
    } else {
        for (int s = 0; s < 3; ++s)
            parts.push_back(entry_costs(run_table(9), code_at(h, 9 * s, 9)));
        parts.push_back(entry_costs(honor_table(), code_at(h, 27, 7)));
    }
    return by_definition(parts, false, 3);
}

Hand deal(std::mt19937& rng, TileSet set, int tiles, bool pairs) {
    std::vector<Tile> kinds = set.tiles();
    Hand h;
    if (pairs) {  // pairs and four-of-a-kinds, then a single if odd
        std::shuffle(kinds.begin(), kinds.end(), rng);
        int have = 0;
        for (std::size_t k = 0; have + 2 <= tiles; ++k) {
            const int n = (rng() % 3 == 0 && have + 4 <= tiles) ? 4 : 2;
            h.concealed[kinds[k].code()] = static_cast<std::uint8_t>(n);
            have += n;
        }
        if (have < tiles) ++h.concealed[kinds.back().code()];
        return h;
    }
    std::vector<int> wall;
    for (Tile t : kinds)
        for (int i = 0; i < 4; ++i) wall.push_back(t.code());
    std::shuffle(wall.begin(), wall.end(), rng);
    for (int j = 0; j < tiles; ++j) ++h.concealed[wall[j]];
    return h;
}

TEST(ShantenClasses, RandomHandsEqualTheDefinition) {
    const Ruleset& hefei = ruleset_by_id("hefei-classic");
    Ruleset full = hefei;
    full.tiles = TileSet::handan();
    full.eight_tile_rule = false;
    std::mt19937 rng(17);
    for (int i = 0; i < 60000; ++i) {
        const bool is_hefei = i % 2 == 0;
        const int tiles = std::array{14, 13, 14, 13, 11, 8, 2, 0}[(i / 2) % 8];
        const bool pairs = i % 5 == 4;
        const Hand h = deal(rng, is_hefei ? TileSet::hefei() : TileSet::handan(), tiles, pairs);
        const Ruleset& rules = is_hefei ? hefei : full;
        const int standard = standard_by_definition(h, is_hefei);
        const int sevens = seven_pairs_by_definition(h);
        const std::string s = format_counts(h.concealed, true);
        ASSERT_EQ(standard_shanten(h), standard - 1) << s;
        ASSERT_EQ(shape_shanten(h, rules), std::min(standard, sevens) - 1) << s;
        if (!is_hefei) {
            ASSERT_EQ(shanten(h, rules), std::min(standard, sevens) - 1) << s;
        }
    }
}

}  // namespace
