// SPDX-License-Identifier: GPL-3.0-or-later
// meld.h's fast analysis (stand-in triplets read from hand.h's class tables) against the
// reference through analysis_hand (stand-in kongs), on thousands of random Handan hands with
// 0-4 melds (BENCHMARKS.md "Handan hand analysis with melds").
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "haolao/hand.h"
#include "haolao/meld.h"
#include "haolao/ruleset.h"

namespace haolao {
namespace {

// `melds` melds of distinct random kinds (pongs mostly, kongs of every kind), their copies taken
// from a shuffled 136-tile wall, then 13 - 3 × melds (+1 if `complete`) concealed tiles from the
// rest. `near_melds`: the concealed tiles are drawn mostly near the meld kinds (so stand-ins are
// pushed away from them and pongs' fourth copies are often held).
MeldedHand random_hand(std::mt19937& rng, int melds, bool complete) {
    std::vector<int> kinds(kNumTileKinds);
    for (int c = 0; c < kNumTileKinds; ++c) kinds[c] = c;
    std::shuffle(kinds.begin(), kinds.end(), rng);
    MeldedHand h;
    TileCounts used{};
    for (int m = 0; m < melds; ++m) {
        const int r = int(rng() % 8);
        const MeldType type = r < 5 ? MeldType::Pong : static_cast<MeldType>(r % 3 + 1);
        h.add_meld({type, Tile::from_code(kinds[m]), Seat::North});
        used[kinds[m]] = static_cast<std::uint8_t>(meld_tiles(type));
    }
    // Half the hands from one or two suits plus honors only (crowded: stand-ins hard to find).
    const int suits = int(rng() % 2) ? 3 : 1 + int(rng() % 2);
    std::vector<int> wall;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (c < 27 && c / 9 >= suits) continue;
        for (int k = used[c]; k < 4; ++k) wall.push_back(c);
    }
    std::shuffle(wall.begin(), wall.end(), rng);
    const int n = (complete ? 14 : 13) - 3 * melds;
    for (int j = 0; j < n; ++j) ++h.concealed[wall[j]];
    return h;
}

// The reference: meld.cpp's analysis before the fast path, through public functions only.
int ref_shanten(const MeldedHand& h, const Ruleset& r) {
    return shanten(analysis_hand(h), r);
}
bool ref_winning(const MeldedHand& h, const Ruleset& r) {
    if (h.concealed_count() != 14 - 3 * h.meld_count) return false;
    return is_winning(analysis_hand(h), r);
}
int ref_ukeire(const MeldedHand& hand, const Ruleset& rules, const TileCounts& seen) {
    const Hand h = analysis_hand(hand);
    TileCounts s = seen;
    for (int i = 0; i < hand.meld_count; ++i)
        if (!is_kong(hand.melds[i].type)) s[hand.melds[i].tile.code()] += 3;
    int u = ukeire(h, rules, s);
    const int before = shanten(h, rules);
    const TileCounts held = hand.all_counts();
    for (int k = 0; k < h.kong_count; ++k) {
        const Tile x = h.kongs[k];
        if (held[x.code()] || !rules.tiles.contains(x)) continue;
        const int left = 4 - int(seen[x.code()]);
        if (left <= 0) continue;
        MeldedHand more = hand;
        more.add(x);
        if (ref_shanten(more, rules) < before) u += left;
    }
    return u;
}
std::vector<Wait> ref_waits(const MeldedHand& hand, const Ruleset& rules, const TileCounts& seen) {
    std::vector<Wait> out;
    const std::uint64_t mask = wait_mask(analysis_hand(hand), rules);
    const TileCounts held = hand.all_counts();
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!((mask >> c) & 1u) || held[c] >= 4) continue;
        out.push_back({Tile::from_code(c), std::max(0, 4 - int(held[c]) - int(seen[c]))});
    }
    return out;
}
void expect_same_waits(const std::vector<Wait>& a, const std::vector<Wait>& b) {
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t k = 0; k < a.size(); ++k) {
        EXPECT_EQ(a[k].tile, b[k].tile);
        EXPECT_EQ(a[k].remaining, b[k].remaining);
    }
}
std::vector<DiscardOption> ref_discards(const MeldedHand& hand, const Ruleset& rules,
                                        const TileCounts& seen) {
    std::vector<DiscardOption> out;
    MeldedHand h = hand;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!hand.concealed[c]) continue;
        const Tile t = Tile::from_code(c);
        h.remove(t);
        out.push_back({t, ref_shanten(h, rules), ref_ukeire(h, rules, seen)});
        h.add(t);
    }
    std::sort(out.begin(), out.end(), [](const DiscardOption& a, const DiscardOption& b) {
        if (a.shanten != b.shanten) return a.shanten < b.shanten;
        if (a.ukeire != b.ukeire) return a.ukeire > b.ukeire;
        return a.tile.code() < b.tile.code();
    });
    return out;
}

std::string describe(const MeldedHand& h) {
    std::string s;
    for (int c = 0; c < kNumTileKinds; ++c)
        for (int k = 0; k < h.concealed[c]; ++k) s += Tile::from_code(c).str();
    for (int i = 0; i < h.meld_count; ++i) {
        s.push_back(' ');
        s.append(format_meld(h.melds[i]));
    }
    return s;
}

TEST(HandanMeldFast, EqualsTheReferenceOnRandomHands) {
    const Ruleset& rules = handan_ruleset();
    std::mt19937 rng(20261202);
    int checked = 0;
    int wins = 0;
    for (int i = 0; i < 6000; ++i) {
        const int melds = i % 5;
        const MeldedHand w = random_hand(rng, melds, false);  // waiting count
        const MeldedHand c = random_hand(rng, melds, true);   // complete count
        TileCounts seen{};
        if (i % 3 == 0)
            for (int k = 0; k < 6; ++k) {
                const int x = int(rng() % kNumTileKinds);
                if (w.all_counts()[x] + seen[x] < 4) ++seen[x];
            }
        std::string trace = describe(w);
        trace.append(" | ").append(describe(c));
        SCOPED_TRACE(trace);
        ASSERT_EQ(shanten(w, rules), ref_shanten(w, rules));
        ASSERT_EQ(shanten(c, rules), ref_shanten(c, rules));
        ASSERT_EQ(is_winning(c, rules), ref_winning(c, rules));
        ASSERT_EQ(is_winning(w, rules), ref_winning(w, rules));
        ASSERT_EQ(ukeire(w, rules, seen), ref_ukeire(w, rules, seen));
        expect_same_waits(waits(w, rules, seen), ref_waits(w, rules, seen));
        expect_same_waits(waits(c, rules, seen), ref_waits(c, rules, seen));
        ASSERT_EQ(ukeire(w, rules), ref_ukeire(w, rules, {}));
        const auto fast = discard_options(c, rules, seen);
        const auto ref = ref_discards(c, rules, seen);
        ASSERT_EQ(fast.size(), ref.size());
        for (std::size_t k = 0; k < fast.size(); ++k) {
            EXPECT_EQ(fast[k].tile, ref[k].tile);
            EXPECT_EQ(fast[k].shanten, ref[k].shanten);
            EXPECT_EQ(fast[k].ukeire, ref[k].ukeire);
        }
        wins += is_winning(c, rules);
        ++checked;
    }
    EXPECT_EQ(checked, 6000);
    EXPECT_GT(wins, 0);
}

// Kong-heavy hands: 1-3 suited kongs (a pong besides sometimes), the concealed tiles from the
// kongs' suits only (so every cut matters), against the reference.
TEST(HandanMeldFast, KongHandsEqualTheReference) {
    const Ruleset& rules = handan_ruleset();
    std::mt19937 rng(15);
    for (int i = 0; i < 3000; ++i) {
        const int kongs = 1 + i % 3;
        MeldedHand w;
        TileCounts used{};
        std::uint32_t suits = 0;
        while (w.meld_count < kongs) {
            const int c = int(rng() % 27);
            if (used[c]) continue;
            w.add_meld({static_cast<MeldType>(1 + rng() % 3), Tile::from_code(c), Seat::East});
            used[c] = 4;
            suits |= 1u << (c / 9);
        }
        if (i % 4 == 0 && w.meld_count < 4) {
            const int c = int(rng() % kNumTileKinds);
            if (!used[c]) {
                w.add_meld({MeldType::Pong, Tile::from_code(c), Seat::West});
                used[c] = 3;
            }
        }
        std::vector<int> wall;
        for (int c = 0; c < kNumTileKinds; ++c) {
            if (c < 27 && !((suits >> (c / 9)) & 1u) && rng() % 4) continue;
            if (c >= 27 && rng() % 4) continue;
            for (int k = used[c]; k < 4; ++k) wall.push_back(c);
        }
        std::shuffle(wall.begin(), wall.end(), rng);
        const int n = 13 - 3 * w.meld_count;
        for (int j = 0; j < n; ++j) ++w.concealed[wall[j]];
        MeldedHand c = w;
        ++c.concealed[wall[n]];
        SCOPED_TRACE(describe(w) + " | " + describe(c));
        ASSERT_EQ(shanten(w, rules), ref_shanten(w, rules));
        ASSERT_EQ(shanten(c, rules), ref_shanten(c, rules));
        ASSERT_EQ(is_winning(c, rules), ref_winning(c, rules));
        ASSERT_EQ(ukeire(w, rules), ref_ukeire(w, rules, {}));
        expect_same_waits(waits(w, rules), ref_waits(w, rules, {}));
        const auto fast = discard_options(c, rules);
        const auto ref = ref_discards(c, rules, {});
        ASSERT_EQ(fast.size(), ref.size());
        for (std::size_t k = 0; k < fast.size(); ++k) {
            ASSERT_EQ(fast[k].tile, ref[k].tile);
            ASSERT_EQ(fast[k].shanten, ref[k].shanten);
            ASSERT_EQ(fast[k].ukeire, ref[k].ukeire);
        }
    }
}

// Complete hands built as sets (so wins are many): each must win, and win both ways.
TEST(HandanMeldFast, BuiltWinsWin) {
    const Ruleset& rules = handan_ruleset();
    std::mt19937 rng(7);
    for (int i = 0; i < 2000; ++i) {
        const int melds = i % 5;
        MeldedHand h;
        TileCounts all{};
        std::vector<int> kinds(kNumTileKinds);
        for (int c = 0; c < kNumTileKinds; ++c) kinds[c] = c;
        std::shuffle(kinds.begin(), kinds.end(), rng);
        for (int m = 0; m < melds; ++m) {
            h.add_meld({MeldType::Pong, Tile::from_code(kinds[m]), Seat::East});
            all[kinds[m]] += 3;
        }
        int sets = melds;
        int guard = 0;
        while (sets < 4 && ++guard < 1000) {
            const int c = int(rng() % kNumTileKinds);
            if (rng() % 2 && c < 27 && c % 9 <= 6) {
                if (all[c] < 4 && all[c + 1] < 4 && all[c + 2] < 4) {
                    for (int d = 0; d < 3; ++d) ++h.concealed[c + d], ++all[c + d];
                    ++sets;
                }
            } else if (all[c] == 0) {
                h.concealed[c] += 3, all[c] += 3;
                ++sets;
            }
        }
        for (guard = 0; guard < 1000; ++guard) {
            const int c = int(rng() % kNumTileKinds);
            if (all[c] <= 2) {
                h.concealed[c] += 2;
                break;
            }
        }
        if (h.concealed_count() != 14 - 3 * melds) continue;
        SCOPED_TRACE(describe(h));
        EXPECT_TRUE(is_winning(h, rules));
        EXPECT_TRUE(ref_winning(h, rules));
        EXPECT_EQ(shanten(h, rules), -1);
    }
}

}  // namespace
}  // namespace haolao

namespace haolao {
namespace {

// Kongs where the cut matters (rank 1, 5, 9, two in one suit, an isolated one, an honour): the
// fast analysis against the reference, and the values worked out by hand.
struct KongRow {
    const char* name;
    const char* concealed;
    const char* melds;  // parse_meld_list form
    int shanten;
    const char* waits;  // "4mx4 " = 4m with 4 copies left; waiting hands only
    int ukeire;         // waiting-count hands; -1 for complete-count hands
};
void PrintTo(const KongRow& r, std::ostream* os) {
    *os << r.name;
}

class HandanMeldKongs : public ::testing::TestWithParam<KongRow> {};

TEST_P(HandanMeldKongs, EqualTheReferenceAndTheHandCount) {
    const KongRow& r = GetParam();
    const Ruleset& rules = handan_ruleset();
    MeldedHand h;
    for (const Tile t : parse_tiles(r.concealed, TileSet::handan())) h.add(t);
    for (const Meld& m : parse_meld_list(r.melds, TileSet::handan())) h.add_meld(m);
    ASSERT_EQ(melded_hand_problem(h, TileSet::handan(), r.ukeire < 0), std::nullopt);
    EXPECT_EQ(shanten(h, rules), r.shanten);
    EXPECT_EQ(shanten(h, rules), ref_shanten(h, rules));
    EXPECT_EQ(is_winning(h, rules), ref_winning(h, rules));
    EXPECT_EQ(is_winning(h, rules), r.shanten == -1);
    if (r.ukeire >= 0) {
        std::string text;
        for (const Wait& w : waits(h, rules))
            text += w.tile.str() + "x" + std::to_string(w.remaining) + " ";
        EXPECT_EQ(text, r.waits);
        expect_same_waits(waits(h, rules), ref_waits(h, rules, {}));
        EXPECT_EQ(ukeire(h, rules), r.ukeire);
        EXPECT_EQ(ukeire(h, rules), ref_ukeire(h, rules, {}));
    } else {
        const auto fast = discard_options(h, rules);
        const auto ref = ref_discards(h, rules, {});
        ASSERT_EQ(fast.size(), ref.size());
        for (std::size_t k = 0; k < fast.size(); ++k) {
            EXPECT_EQ(fast[k].tile, ref[k].tile);
            EXPECT_EQ(fast[k].shanten, ref[k].shanten);
            EXPECT_EQ(fast[k].ukeire, ref[k].ukeire);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(
    Rows, HandanMeldKongs,
    ::testing::Values(
        // 23m beside a kong of 1m: only 4m completes it (1m is all out).
        KongRow{"KongRank1", "23m456p789s11z", "exposed_kong:1m", 0, "4mx4 ", 4},
        // 78s beside a kong of 9s: only 6s.
        KongRow{"KongRank9", "78s123m456p11z", "concealed_kong:9s", 0, "6sx4 ", 4},
        // 46m around a kong of 5m is no partial: one set and the pair to go from 46m 11z:
        // shanten 1. Ukeire: 1z (111z, 2 left), 4m or 6m (a pair, 3 each), 2m, 3m, 7m or 8m
        // (a partial beside 4m or 6m, 4 each): 24.
        KongRow{"KongRank5CutsTheKanchan", "46m123p456p11z", "exposed_kong:5m", 1, "", 24},
        // Two kongs in one suit (3m, 7m): 456m between them is a set; 1z / 2z pair waits.
        KongRow{"TwoKongsInOneSuit", "456m11z22z", "added_kong:3m,exposed_kong:7m", 0, "1zx2 2zx2 ",
                4},
        // An isolated kong of 5m (no concealed man): a single 1z wait; man draws gain nothing.
        KongRow{"IsolatedKong", "123p456p789s1z", "exposed_kong:5m", 0, "1zx3 ", 3},
        // An honour kong: blocks nothing (no chows); the 2z pair wait.
        KongRow{"HonourKong", "123m456p789s2z", "concealed_kong:1z", 0, "2zx3 ", 3},
        // Complete: 46m cannot take the 5m, so the 14-tile hand with 5m kong and 456... wins
        // through 123m 789m.
        KongRow{"KongRank5Wins", "123m789m456p11z", "exposed_kong:5m", -1, "", -1},
        // Complete count, one short: discards against the reference (kong 5m, 46m cut).
        KongRow{"KongRank5Discards", "46m123p456p11z9s", "exposed_kong:5m", 1, "", -1}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace haolao
