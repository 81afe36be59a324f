// SPDX-License-Identifier: GPL-3.0-or-later
// meld.h's fast analysis (stand-in triplets read from hand.h's class tables) against the
// reference through analysis_hand (stand-in kongs), on thousands of random Handan hands with
// 0-4 melds (BENCHMARKS.md "Handan hand analysis with melds").
#include <gtest/gtest.h>

#include <algorithm>
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
