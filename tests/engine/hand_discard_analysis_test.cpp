// SPDX-License-Identifier: GPL-3.0-or-later
// discard_analysis (hand.h) against one shanten / ukeire call per discard, on random hands of
// every preset and of variants (no 8-tile rule, no seven pairs, Handan's tiles), with kongs,
// hands rich in pairs (seven pairs) and hands heavy in one suit (the 8-tile rule's edge).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <random>
#include <string>
#include <vector>

#include "haolao/hand.h"

using namespace haolao;

namespace {

enum class Shape { Random, Pairs, OneSuit };

struct Row {
    std::string name;
    Ruleset rules;
    int kongs;  // declared kongs in every hand
    Shape shape;
    int slack;  // ukeire_slack
};

void PrintTo(const Row& r, std::ostream* os) {
    *os << r.name;
}

Ruleset variant(const char* id, bool eight, bool sevens, bool handan_tiles) {
    Ruleset r = ruleset_by_id(id);
    r.eight_tile_rule = eight;
    r.seven_pairs = sevens;
    if (handan_tiles) r.tiles = TileSet::handan();
    return r;
}

// A hand of 14 - 3k concealed tiles from the ruleset's tiles, at most 4 of a kind.
Hand random_hand(std::mt19937& rng, const Row& row) {
    const std::vector<Tile> kinds = row.rules.tiles.tiles();
    auto pick = [&] { return kinds[rng() % kinds.size()]; };
    Hand h;
    std::array<int, kNumTileKinds> used{};
    while (h.kong_count < row.kongs) {
        const Tile t = pick();
        if (used[t.code()]) continue;
        used[t.code()] = 4;
        h.kongs[h.kong_count++] = t;
    }
    const int suit = static_cast<int>(rng() % 3);
    int n = 0;
    while (n < 14 - 3 * row.kongs) {
        Tile t = pick();
        if (row.shape == Shape::OneSuit && rng() % 4 != 0) {
            const int lo = row.rules.tiles.contains(Tile(Suit(suit), 1)) ? 1 : 2;
            const int hi = lo == 1 ? 9 : 8;
            t = Tile(Suit(suit), lo + static_cast<int>(rng() % (hi - lo + 1)));
        }
        const int copies = row.shape == Shape::Pairs && n + 2 <= 14 - 3 * row.kongs ? 2 : 1;
        if (used[t.code()] + copies > 4) continue;
        used[t.code()] += copies;
        h.concealed[t.code()] = static_cast<std::uint8_t>(h.concealed[t.code()] + copies);
        n += copies;
    }
    return h;
}

// Seen copies: some of what is left outside the hand, now and then one too many (clamped by
// the functions alike).
TileCounts random_seen(std::mt19937& rng, const Hand& h) {
    TileCounts seen{};
    for (int c = 0; c < kNumTileKinds; ++c) {
        int own = h.concealed[c];
        for (int k = 0; k < h.kong_count; ++k) own += h.kongs[k].code() == c ? 4 : 0;
        const int room = 4 - own + (rng() % 16 == 0);
        seen[c] = static_cast<std::uint8_t>(room > 0 ? rng() % (room + 1) : 0);
    }
    return seen;
}

void expect_equal(const Hand& h, const Ruleset& rules, const TileCounts& seen, int slack) {
    DiscardAnalysis a;
    a.count = 99;  // stale values must not survive
    discard_analysis(h, rules, seen, a, slack);
    int n = 0;
    int lowest = 99;
    Hand x = h;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!h.concealed[c]) continue;
        x.concealed[c]--;
        lowest = std::min(lowest, shanten(x, rules));
        x.concealed[c]++;
    }
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!h.concealed[c]) continue;
        ASSERT_LT(n, a.count);
        const DiscardOption& o = a.option[n++];
        ASSERT_EQ(o.tile.code(), c);
        x.concealed[c]--;
        const int s = shanten(x, rules);
        EXPECT_EQ(o.shanten, s) << "discard " << c;
        if (slack >= 0 && s <= lowest + slack) {
            TileCounts after = seen;
            after[c]++;  // the discarded copy is seen
            EXPECT_EQ(o.ukeire, ukeire(x, rules, after)) << "discard " << c;
        } else {
            EXPECT_EQ(o.ukeire, -1) << "discard " << c;
        }
        x.concealed[c]++;
    }
    EXPECT_EQ(a.count, n);
    EXPECT_EQ(a.min_shanten, lowest);
}

class DiscardAnalysisMatches : public ::testing::TestWithParam<Row> {};

TEST_P(DiscardAnalysisMatches, EachDiscardCall) {
    const Row& row = GetParam();
    std::mt19937 rng(static_cast<unsigned>(std::hash<std::string>{}(row.name)));
    for (int i = 0; i < 1500; ++i) {
        const Hand h = random_hand(rng, row);
        const TileCounts seen = random_seen(rng, h);
        expect_equal(h, row.rules, seen, row.slack);
        if (::testing::Test::HasFailure())
            FAIL() << "hand " << format_counts(h.concealed) << " kongs " << int(h.kong_count);
    }
}

std::vector<Row> rows() {
    std::vector<Row> out;
    for (const Ruleset& r : presets()) {
        const std::string id(r.id);
        for (int k = 0; k <= 2; ++k)
            out.push_back({id + " kongs" + std::to_string(k), r, k, Shape::Random, 0});
        out.push_back({id + " pairs", r, 0, Shape::Pairs, 0});
        out.push_back({id + " one-suit", r, 0, Shape::OneSuit, 0});
        out.push_back({id + " one-suit kong", r, 1, Shape::OneSuit, 0});
        out.push_back({id + " slack1", r, 0, Shape::OneSuit, 1});
        out.push_back({id + " slack-all", r, 0, Shape::Random, 99});
        out.push_back({id + " no-ukeire", r, 0, Shape::Random, -1});
    }
    const Ruleset no8 = variant("hefei-classic", false, true, false);
    const Ruleset no7 = variant("hefei-classic", true, false, false);
    const Ruleset handan = variant("hefei-classic", false, true, true);
    const Ruleset handan8 = variant("hefei-classic", true, true, true);
    out.push_back({"no-eight random", no8, 0, Shape::Random, 0});
    out.push_back({"no-eight pairs", no8, 0, Shape::Pairs, 1});
    out.push_back({"no-seven-pairs pairs", no7, 0, Shape::Pairs, 0});
    out.push_back({"no-seven-pairs one-suit", no7, 0, Shape::OneSuit, 1});
    out.push_back({"136-tile random", handan, 0, Shape::Random, 0});
    out.push_back({"136-tile pairs", handan, 0, Shape::Pairs, 0});
    out.push_back({"136-tile kongs1", handan, 1, Shape::Random, 1});
    out.push_back({"136-tile eight one-suit", handan8, 0, Shape::OneSuit, 0});
    return out;
}

INSTANTIATE_TEST_SUITE_P(Rows, DiscardAnalysisMatches, ::testing::ValuesIn(rows()),
                         [](const ::testing::TestParamInfo<Row>& info) {
                             std::string s = info.param.name;
                             for (char& ch : s)
                                 if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                             return s;
                         });

// Hands the fast path must hand over: a Hefei game with a 1 in hand (tests only), wrong sizes.
struct OddRow {
    const char* name;
    const char* hand;
};
class DiscardAnalysisOdd : public ::testing::TestWithParam<OddRow> {};

TEST_P(DiscardAnalysisOdd, EachDiscardCall) {
    Hand h;
    h.concealed = to_counts(parse_tiles(GetParam().hand, TileSet::handan()));
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    expect_equal(h, rules, TileCounts{}, 0);
    expect_equal(h, rules, TileCounts{}, 99);
}

INSTANTIATE_TEST_SUITE_P(Rows, DiscardAnalysisOdd,
                         ::testing::Values(OddRow{"terminal", "1234567m 2345678p"},
                                           OddRow{"short", "234567m 234567p"},
                                           OddRow{"long", "2345678m 2345678p 2s"},
                                           OddRow{"ready_sevens", "22334455667788m"},
                                           OddRow{"complete", "22233344455566m"}),
                         [](const ::testing::TestParamInfo<OddRow>& info) {
                             return std::string(info.param.name);
                         });

}  // namespace
