// SPDX-License-Identifier: GPL-3.0-or-later
// Hand analysis: hand-checked rows, then the table-driven code cross-checked against a slow
// reference written straight from the definitions (recursive decomposition; shanten as the
// fewest tiles to add before the hand contains a legal winning hand).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "haolao/hand.h"

using namespace haolao;

namespace {

const Ruleset& hefei() {
    return ruleset_by_id("hefei-classic");
}

// No Handan preset yet: a Hefei preset with Handan's tiles and no 8-tile rule.
const Ruleset& handan() {
    static const Ruleset r = [] {
        Ruleset x = ruleset_by_id("hefei-classic");
        x.id = "handan-test";
        x.tiles = TileSet::handan();
        x.eight_tile_rule = false;
        return x;
    }();
    return r;
}

const Ruleset& no_seven_pairs() {
    static const Ruleset r = [] {
        Ruleset x = ruleset_by_id("hefei-classic");
        x.seven_pairs = false;
        return x;
    }();
    return r;
}

// "234m 55p | 5s 2m": concealed tiles, then one tile per declared kong.
Hand hand_of(const std::string& text) {
    Hand h;
    const auto bar = text.find('|');
    h.concealed = to_counts(parse_tiles(text.substr(0, bar), TileSet::handan()));
    if (bar != std::string::npos) {
        for (Tile t : parse_tiles(text.substr(bar + 1), TileSet::handan()))
            h.kongs[h.kong_count++] = t;
    }
    return h;
}

std::uint64_t mask_of(const std::string& text) {
    std::uint64_t m = 0;
    for (Tile t : parse_tiles(text, TileSet::handan())) m |= std::uint64_t{1} << t.code();
    return m;
}

// ---- The slow reference -------------------------------------------------------------------

namespace ref {

constexpr int kNone = 99;

bool decompose(TileCounts& c, int sets, bool pair) {
    int i = 0;
    while (i < kNumTileKinds && c[i] == 0) ++i;
    if (i == kNumTileKinds) return sets == 0 && !pair;
    if (c[i] >= 3 && sets > 0) {
        c[i] -= 3;
        const bool ok = decompose(c, sets - 1, pair);
        c[i] += 3;
        if (ok) return true;
    }
    const Tile t = Tile::from_code(i);
    if (!t.is_honor() && t.rank() <= 7 && sets > 0 && c[i + 1] && c[i + 2]) {
        --c[i], --c[i + 1], --c[i + 2];
        const bool ok = decompose(c, sets - 1, pair);
        ++c[i], ++c[i + 1], ++c[i + 2];
        if (ok) return true;
    }
    if (c[i] >= 2 && pair) {
        c[i] -= 2;
        const bool ok = decompose(c, sets, false);
        c[i] += 2;
        if (ok) return true;
    }
    return false;
}

int suit_total(const Hand& h, int s) {
    int n = 0;
    for (int r = 0; r < 9; ++r) n += h.concealed[s * 9 + r];
    for (int k = 0; k < h.kong_count; ++k)
        if (h.kongs[k].code() / 9 == s) n += 4;
    return n;
}

bool eight_ok(const Hand& h, const Ruleset& rules) {
    if (!rules.eight_tile_rule) return true;
    for (int s = 0; s < 3; ++s)
        if (suit_total(h, s) >= 8) return true;
    return false;
}

bool standard(const Hand& h) {
    if (total(h.concealed) != 14 - 3 * h.kong_count) return false;
    TileCounts c = h.concealed;
    return decompose(c, 4 - h.kong_count, true);
}

bool seven_pairs(const Hand& h) {
    if (h.kong_count || total(h.concealed) != 14) return false;
    return std::ranges::all_of(h.concealed, [](auto n) { return n % 2 == 0; });
}

bool winning(const Hand& h, const Ruleset& rules) {
    return eight_ok(h, rules) && (standard(h) || (rules.seven_pairs && seven_pairs(h)));
}

// Branch and bound over target hands: groups are picked in order; the cost is the number of
// target tiles the hand lacks; a kind never goes over 4 copies, kongs holding all of theirs.
struct Search {
    TileCounts have{};
    std::array<int, kNumTileKinds> cap{};
    std::array<int, 3> kong_tiles{};
    std::vector<std::vector<int>> groups;
    std::vector<int> pair_kinds;  // empty: no final pair
    bool eight_rule = false;
    TileCounts target{};
    int best = kNone;

    bool legal() const {
        if (!eight_rule) return true;
        for (int s = 0; s < 3; ++s) {
            int n = kong_tiles[s];
            for (int r = 0; r < 9; ++r) n += target[s * 9 + r];
            if (n >= 8) return true;
        }
        return false;
    }
    int lack(int kind, int extra) const {
        return std::max(0, target[kind] + extra - have[kind]) -
               std::max(0, target[kind] - have[kind]);
    }
    int have_total = 0;
    int placed = 0;  // target tiles so far
    int group_size = 3;

    void run(std::size_t start, int left, int cost) {
        // Bound: the tiles still to place beyond what the hand has left over must be added.
        const int spare = have_total - (placed - cost);
        const int to_place = group_size * left + (pair_kinds.empty() ? 0 : 2);
        if (cost + std::max(0, to_place - spare) >= best) return;
        if (left == 0) {
            if (pair_kinds.empty()) {
                if (legal()) best = cost;
                return;
            }
            for (int k : pair_kinds) {
                if (target[k] + 2 > cap[k]) continue;
                const int c = cost + lack(k, 2);
                if (c >= best) continue;
                target[k] += 2;
                if (legal()) best = c;
                target[k] -= 2;
            }
            return;
        }
        for (std::size_t g = start; g < groups.size(); ++g) {
            int c = cost;
            bool ok = true;
            for (int x : groups[g]) {
                c += lack(x, 1);
                if (++target[x] > cap[x]) ok = false;
            }
            placed += int(groups[g].size());
            if (ok) run(g, left - 1, c);
            placed -= int(groups[g].size());
            for (int x : groups[g]) --target[x];
        }
    }
};

// Iterative deepening on the bound keeps the search small: try "0 missing tiles", then 1, ….
int deepening(Search& s, int groups) {
    for (int limit = 0; limit < kNone; ++limit) {
        s.best = limit + 1;
        s.run(0, groups, 0);
        if (s.best <= limit) return s.best;
    }
    return kNone;
}

Search search_for(const Hand& h, TileSet tiles, bool eight_rule) {
    Search s;
    s.have = h.concealed;
    s.have_total = total(h.concealed);
    s.eight_rule = eight_rule;
    for (int c = 0; c < kNumTileKinds; ++c) s.cap[c] = tiles.contains(Tile::from_code(c)) ? 4 : 0;
    for (int k = 0; k < h.kong_count; ++k) {
        s.cap[h.kongs[k].code()] = 0;
        if (!h.kongs[k].is_honor()) s.kong_tiles[h.kongs[k].code() / 9] += 4;
    }
    return s;
}

int standard_distance(const Hand& h, TileSet tiles, bool eight_rule) {
    Search s = search_for(h, tiles, eight_rule);
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!s.cap[c]) continue;
        s.pair_kinds.push_back(c);
        s.groups.push_back({c, c, c});
        const Tile t = Tile::from_code(c);
        if (!t.is_honor() && t.rank() <= 7 && s.cap[c + 1] && s.cap[c + 2])
            s.groups.push_back({c, c + 1, c + 2});
    }
    return deepening(s, 4 - h.kong_count);
}

int seven_pairs_distance(const Hand& h, TileSet tiles, bool eight_rule) {
    if (h.kong_count) return kNone;
    Search s = search_for(h, tiles, false);
    for (int c = 0; c < kNumTileKinds; ++c)
        if (s.cap[c]) s.groups.push_back({c, c});
    s.group_size = 2;
    // The 8-tile rule holds when some suit gets ≥ 8 of the target's tiles (≥ 4 pairs).
    s.eight_rule = eight_rule;
    return deepening(s, 7);
}

int shanten(const Hand& h, const Ruleset& rules, bool eight_rule) {
    int d = standard_distance(h, rules.tiles, eight_rule);
    if (rules.seven_pairs) d = std::min(d, seven_pairs_distance(h, rules.tiles, eight_rule));
    return d >= kNone ? kNone : d - 1;
}

bool drawable(const Hand& h, int c) {
    int own = h.concealed[c];
    for (int k = 0; k < h.kong_count; ++k)
        if (h.kongs[k].code() == c) own += 4;
    return own < 4;
}

std::uint64_t wait_mask(const Hand& h, const Ruleset& rules) {
    std::uint64_t m = 0;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!rules.tiles.contains(Tile::from_code(c)) || !drawable(h, c)) continue;
        Hand x = h;
        ++x.concealed[c];
        if (winning(x, rules)) m |= std::uint64_t{1} << c;
    }
    return m;
}

int remaining(const Hand& h, int c, const TileCounts& seen) {
    int own = h.concealed[c];
    for (int k = 0; k < h.kong_count; ++k)
        if (h.kongs[k].code() == c) own += 4;
    return std::max(0, 4 - own - seen[c]);
}

int ukeire(const Hand& h, const Ruleset& rules, const TileCounts& seen) {
    const int now = shanten(h, rules, rules.eight_tile_rule);
    int n = 0;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!rules.tiles.contains(Tile::from_code(c)) || !drawable(h, c)) continue;
        Hand x = h;
        ++x.concealed[c];
        if (shanten(x, rules, rules.eight_tile_rule) < now) n += remaining(h, c, seen);
    }
    return n;
}

}  // namespace ref

// Seeded random hands: `kongs` kinds taken whole out of the wall first, then the concealed
// tiles (13 or 14 minus 3 per kong).
Hand random_hand(std::mt19937& rng, TileSet tiles, int concealed_before_kongs, int kongs) {
    std::vector<int> wall;
    for (Tile t : tiles.tiles())
        for (int i = 0; i < 4; ++i) wall.push_back(t.code());
    std::shuffle(wall.begin(), wall.end(), rng);
    Hand h;
    std::vector<int> kinds;
    for (Tile t : tiles.tiles()) kinds.push_back(t.code());
    std::shuffle(kinds.begin(), kinds.end(), rng);
    for (int k = 0; k < kongs; ++k) h.kongs[h.kong_count++] = Tile::from_code(kinds[k]);
    int need = concealed_before_kongs - 3 * kongs;
    for (int c : wall) {
        if (need == 0) break;
        if (std::find(kinds.begin(), kinds.begin() + kongs, c) != kinds.begin() + kongs) continue;
        ++h.concealed[c];
        --need;
    }
    return h;
}

std::string show(const Hand& h) {
    std::string s = format_counts(h.concealed, true);
    if (h.kong_count) {
        s += " |";
        for (int k = 0; k < h.kong_count; ++k) s += " " + h.kongs[k].str();
    }
    return s;
}

// Hands biased towards good shapes (so that wins and waits are common): sets and pairs.
Hand random_shaped_hand(std::mt19937& rng, TileSet tiles, int concealed_before_kongs, int kongs) {
    for (;;) {
        Hand h = random_hand(rng, tiles, 3 * kongs, kongs);  // the kongs alone
        const int need = concealed_before_kongs - 3 * kongs;
        std::vector<Tile> kinds = tiles.tiles();
        std::uniform_int_distribution<int> pick(0, int(kinds.size()) - 1);
        std::uniform_int_distribution<int> kind_of_group(0, 2);
        int have = 0;
        bool bad = false;
        auto put = [&](int code) {
            if (!tiles.contains(Tile::from_code(code)) || !ref::drawable(h, code))
                bad = true;
            else
                ++h.concealed[code], ++have;
        };
        while (have < need && !bad) {
            const Tile t = kinds[pick(rng)];
            const int c = t.code();
            const int g = kind_of_group(rng);
            if (g == 0 && !t.is_honor() && t.rank() <= 7 && need - have >= 3) {
                put(c), put(c + 1), put(c + 2);
            } else if (g == 1 && need - have >= 3) {
                put(c), put(c), put(c);
            } else {
                put(c);
                if (need - have >= 1) put(c);
            }
        }
        if (!bad && have == need) {
            // Perturb one tile half of the time.
            if (rng() % 2) {
                const auto held = to_tiles(h.concealed);
                const Tile out = held[rng() % held.size()];
                const Tile in = kinds[pick(rng)];
                h.remove(out);
                if (ref::drawable(h, in.code()))
                    h.add(in);
                else
                    h.add(out);
            }
            return h;
        }
    }
}

// Hands of pairs and four-of-a-kinds (seven pairs counts four identical tiles as two pairs),
// `concealed` tiles (a single when odd), one tile perturbed half of the time.
Hand random_pairs_hand(std::mt19937& rng, TileSet tiles, int concealed) {
    std::vector<Tile> kinds = tiles.tiles();
    std::shuffle(kinds.begin(), kinds.end(), rng);
    Hand h;
    int have = 0;
    for (std::size_t k = 0; have + 2 <= concealed; ++k) {
        const int n = (rng() % 3 == 0 && have + 4 <= concealed) ? 4 : 2;
        h.concealed[kinds[k].code()] = static_cast<std::uint8_t>(n);
        have += n;
    }
    if (have < concealed) ++h.concealed[kinds.back().code()];
    if (rng() % 2) {
        const auto held = to_tiles(h.concealed);
        const Tile out = held[rng() % held.size()];
        const Tile in = kinds[rng() % kinds.size()];
        h.remove(out);
        h.add(ref::drawable(h, in.code()) ? in : out);
    }
    return h;
}

// ---- Hand-checked rows --------------------------------------------------------------------

struct WinRow {
    const char* hand;
    bool standard;
    bool seven_pairs;
    bool winning;  // hefei-classic: shape + 8-tile rule
};

class WinRows : public ::testing::TestWithParam<WinRow> {};

TEST_P(WinRows, Classifies) {
    const auto& row = GetParam();
    const Hand h = hand_of(row.hand);
    EXPECT_EQ(is_standard_shape(h), row.standard) << row.hand;
    EXPECT_EQ(is_seven_pairs(h), row.seven_pairs) << row.hand;
    EXPECT_EQ(is_winning_shape(h, hefei()), row.standard || row.seven_pairs) << row.hand;
    EXPECT_EQ(is_winning(h, hefei()), row.winning) << row.hand;
    EXPECT_EQ(shanten(h, hefei()) == -1, row.winning) << row.hand;
    EXPECT_EQ(shape_shanten(h, hefei()) == -1, row.standard || row.seven_pairs) << row.hand;
}

INSTANTIATE_TEST_SUITE_P(Hefei, WinRows,
                         ::testing::Values(
                             // §5 example 1 with its winning tile.
                             WinRow{"234m 234m 567m 678m 55p", true, false, true},
                             // §5 example 2: m has exactly 8.
                             WinRow{"234m 567m 88m 345p 678s", true, false, true},
                             // Shape fine, but no suit reaches 8 (m 6, p 6, s 2).
                             WinRow{"234m 567m 234p 567p 88s", true, false, false},
                             // §5 example 3: seven pairs with four 3m (two pairs).
                             WinRow{"3333m 44m 66m 88m 55p 77s", false, true, true},
                             // Seven pairs that fail the 8-tile rule (m 6, p 4, s 4).
                             WinRow{"22m 44m 66m 33p 55p 77s 88s", false, true, false},
                             // Seven pairs that are also a standard hand.
                             WinRow{"223344m 556677m 88m", true, true, true},
                             // 23m cannot use a 1m; 78m cannot use a 9m: no win.
                             WinRow{"234m 23m 567m 78m 66p 5m", false, false, false},
                             // One kong: 11 concealed tiles; m has 4 + 6.
                             WinRow{"345m 678m 234p 55p | 2m", true, false, true},
                             // One kong, but its suit does not help enough (m 4, p 6, s 5).
                             WinRow{"345p 678p 234s 55s | 2m", true, false, false},
                             // Two kongs: 8 concealed; m has 8 + 3.
                             WinRow{"345m 567p 55p | 2m 8m", true, false, true},
                             // §5 example 5 with its winning tile 5p and the kong 5555s.
                             WinRow{"234p 666p 88p 345p | 5s", true, false, true},
                             // Pairs but a kong: never seven pairs (wrong count for standard, too).
                             WinRow{"22m 44m 66m 88m 33p | 5s", false, false, false},
                             // Wrong tile counts.
                             WinRow{"234m 234m 567m 678m 5p", false, false, false},

                             // 14 tiles, every suit incomplete on its own.
                             WinRow{"2345m 55p 678p 34567s", false, false, false}));

struct ShantenRow {
    const char* hand;
    int standard;     // standard_shanten
    int seven_pairs;  // seven_pairs_shanten
    int rule_aware;   // shanten(hefei-classic)
};

class ShantenRows : public ::testing::TestWithParam<ShantenRow> {};

TEST_P(ShantenRows, Matches) {
    const auto& row = GetParam();
    const Hand h = hand_of(row.hand);
    EXPECT_EQ(standard_shanten(h), row.standard) << row.hand;
    EXPECT_EQ(seven_pairs_shanten(h), row.seven_pairs) << row.hand;
    EXPECT_EQ(shape_shanten(h, hefei()), std::min(row.standard, row.seven_pairs)) << row.hand;
    EXPECT_EQ(shape_shanten(h, no_seven_pairs()), row.standard) << row.hand;
    EXPECT_EQ(shanten(h, hefei()), row.rule_aware) << row.hand;
}

INSTANTIATE_TEST_SUITE_P(
    Hefei, ShantenRows,
    ::testing::Values(
        // §5 example 1 before the 6m: ready. Pairs 22m 33m 44m 77m 55p + singles: two to pair.
        ShantenRow{"234m 234m 567m 78m 55p", 0, 1, 0},
        // Ready in shape (8s), but m and p stay at 6: a pair must move into m or p (2 tiles).
        ShantenRow{"234m 567m 234p 567p 8s", 0, 6, 1},
        // Complete shape, illegal: keeping 13 tiles m or p reaches only 7; two tiles to add.
        ShantenRow{"234m 567m 234p 567p 88s", -1, 5, 1},
        // §5 example 3 before the 8m: ready as seven pairs only; standard needs three pungs
        // (666m 555p 777s) around 333m + 44m.
        ShantenRow{"3333m 44m 66m 8m 55p 77s", 2, 0, 0},
        // Seven pairs short of the 8-tile rule (m 3 pairs): add 33m for the 8s and a 7s.
        ShantenRow{"22m 44m 66m 33p 55p 77s 8s", 3, 0, 1},
        // Four of a kind counted as two pairs: ready on 5s.
        ShantenRow{"2222m 44m 66m 88m 33p 5s", 2, 0, 0},
        // Kong hand (10 concealed): §5 example 5 before the 5p.
        ShantenRow{"234p 666p 88p 34p | 5s", 0, 99, 0}));

struct WaitRow {
    const char* hand;
    const char* ruleset;  // "hefei" or "handan"
    const char* waits;    // "" = none
};

class WaitRows : public ::testing::TestWithParam<WaitRow> {};

TEST_P(WaitRows, Matches) {
    const auto& row = GetParam();
    const Ruleset& rules = std::string(row.ruleset) == "handan" ? handan() : hefei();
    const Hand h = hand_of(row.hand);
    const std::uint64_t expected = *row.waits ? mask_of(row.waits) : 0;
    EXPECT_EQ(wait_mask(h, rules), expected) << row.hand;
    EXPECT_EQ(shanten(h, rules) == 0, expected != 0) << row.hand;
    const auto list = waits(h, rules);
    std::uint64_t from_list = 0;
    for (const Wait& w : list) from_list |= std::uint64_t{1} << w.tile.code();
    EXPECT_EQ(from_list, expected) << row.hand;
}

INSTANTIATE_TEST_SUITE_P(
    Rows, WaitRows,
    ::testing::Values(WaitRow{"234m 234m 567m 78m 55p", "hefei", "6m"},  // 78m: only 6m
                      WaitRow{"234m 567m 88m 345p 78s", "hefei", "6s"},
                      WaitRow{"23m 456m 678m 222p 55s", "hefei", "47m"},    // 23m: no 1m in Hefei
                      WaitRow{"23m 456m 678m 222p 55s", "handan", "147m"},  // … but in Handan
                      // Shape-ready on 6s, but m 6, p 3, s 5 after it: no suit of 8.
                      WaitRow{"456m 678m 222p 55s 78s", "hefei", ""},
                      WaitRow{"456m 678m 222p 55s 78s", "handan", "69s"},
                      // Seven pairs, the 8-tile rule met by m.
                      WaitRow{"3333m 44m 66m 8m 55p 77s", "hefei", "8m"},
                      // 2222m would also wait on a fifth 2m; there is none.
                      WaitRow{"2222m 345m 678m 345p", "hefei", "58m"},
                      // Shape-ready on 8s, but the 8-tile rule fails: no wait.
                      WaitRow{"234m 567m 234p 567p 8s", "hefei", ""},
                      // The same in Handan (no 8-tile rule): 8s.
                      WaitRow{"234m 567m 234p 567p 8s", "handan", "8s"},
                      // §5 example 5, kong 5555s: 5s cannot come, the open wait is 2p/5p.
                      WaitRow{"234p 666p 88p 34p | 5s", "hefei", "25p"},
                      // The kong's rank is gone: 46s would wait on 5s, so no wait at all.
                      WaitRow{"234m 567m 88m 46s | 5s", "hefei", ""},
                      // Honors: no chows; a shanpon on 3z / 9m.
                      WaitRow{"111z 222z 33z 567m 99m", "handan", "3z9m"},
                      // 123z is no chow: not ready.
                      WaitRow{"123z 456m 789m 11p 5s", "handan", ""}));

// Rows worked by hand for ukeire and discards.
TEST(Ukeire, CountsUnseenCopies) {
    const Hand h = hand_of("234m 234m 567m 78m 55p");  // waits on 6m, one held
    EXPECT_EQ(ukeire(h, hefei()), 3);
    TileCounts seen{};
    seen[parse_tile("6m", TileSet::hefei()).code()] = 2;
    EXPECT_EQ(ukeire(h, hefei(), seen), 1);
    seen[parse_tile("6m", TileSet::hefei()).code()] = 4;  // more than exist: never negative
    EXPECT_EQ(ukeire(h, hefei(), seen), 0);
    const auto w = waits(h, hefei(), seen);
    ASSERT_EQ(w.size(), 1u);
    EXPECT_EQ(w[0].remaining, 0);  // still listed
}

TEST(DiscardOptions, BestFirst) {
    // §5 example 1 hand with a stray 2s drawn: discarding 2s keeps it ready on 6m.
    const Hand h = hand_of("234m 234m 567m 78m 55p 2s");
    const auto opts = discard_options(h, hefei());
    ASSERT_FALSE(opts.empty());
    EXPECT_EQ(opts[0].tile.str(), "2s");
    EXPECT_EQ(opts[0].shanten, 0);
    EXPECT_EQ(opts[0].ukeire, 3);
    for (std::size_t i = 1; i < opts.size(); ++i) {
        const auto& a = opts[i - 1];
        const auto& b = opts[i];
        EXPECT_TRUE(a.shanten < b.shanten ||
                    (a.shanten == b.shanten &&
                     (a.ukeire > b.ukeire || (a.ukeire == b.ukeire && a.tile < b.tile))));
    }
    // One entry per distinct tile held.
    EXPECT_EQ(opts.size(), 9u);
}

// ---- Cross-checks against the reference -----------------------------------------------------

struct RandomCase {
    const char* name;
    bool handan;
    int tiles;  // 13 or 14 before kongs
    int kongs;
    bool shaped;
    int count;
    bool pairs = false;  // pairs and four-of-a-kinds (random_pairs_hand)
};

class CrossCheck : public ::testing::TestWithParam<RandomCase> {};

TEST_P(CrossCheck, FastMatchesReference) {
    const auto& rc = GetParam();
    const Ruleset& rules = rc.handan ? handan() : hefei();
    std::mt19937 rng(12345u + rc.tiles * 7u + rc.kongs * 131u + (rc.handan ? 99u : 0u) +
                     (rc.shaped ? 5u : 0u));
    int complete = 0;
    int ready = 0;
    for (int i = 0; i < rc.count; ++i) {
        const Hand h = rc.pairs    ? random_pairs_hand(rng, rules.tiles, rc.tiles)
                       : rc.shaped ? random_shaped_hand(rng, rules.tiles, rc.tiles, rc.kongs)
                                   : random_hand(rng, rules.tiles, rc.tiles, rc.kongs);
        const std::string s = show(h);
        ASSERT_EQ(is_standard_shape(h), ref::standard(h)) << s;
        ASSERT_EQ(is_seven_pairs(h), ref::seven_pairs(h)) << s;
        ASSERT_EQ(is_winning(h, rules), ref::winning(h, rules)) << s;
        const int sh = shanten(h, rules);
        ASSERT_EQ(sh, ref::shanten(h, rules, rules.eight_tile_rule)) << s;
        ASSERT_EQ(shape_shanten(h, rules), ref::shanten(h, rules, false)) << s;
        ASSERT_EQ(standard_shanten(h), ref::standard_distance(h, rules.tiles, false) - 1) << s;
        ASSERT_EQ(seven_pairs_shanten(h),
                  h.kong_count ? 99 : ref::seven_pairs_distance(h, rules.tiles, false) - 1)
            << s;
        complete += sh == -1;
        if (rc.tiles == 13) {
            const std::uint64_t m = wait_mask(h, rules);
            ASSERT_EQ(m, ref::wait_mask(h, rules)) << s;
            ASSERT_EQ(m != 0, sh == 0) << s;
            ready += sh == 0;
        }
    }
    // The shaped sets must actually exercise wins and waits (whole hands only).
    if (rc.shaped && rc.tiles >= 13) {
        EXPECT_GT(complete + ready, rc.count / 20) << rc.name;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Random, CrossCheck,
    ::testing::Values(RandomCase{"hefei13", false, 13, 0, false, 300},
                      RandomCase{"hefei14", false, 14, 0, false, 300},
                      RandomCase{"hefei13shaped", false, 13, 0, true, 1500},
                      RandomCase{"hefei14shaped", false, 14, 0, true, 1500},
                      RandomCase{"hefei13kong", false, 13, 1, true, 600},
                      RandomCase{"hefei14kong", false, 14, 1, true, 600},
                      RandomCase{"hefei13kong2", false, 13, 2, true, 300},
                      RandomCase{"hefei14kong2", false, 14, 2, false, 150},
                      RandomCase{"handan13", true, 13, 0, false, 30},
                      RandomCase{"handan14shaped", true, 14, 0, true, 200},
                      RandomCase{"handan13shaped", true, 13, 0, true, 200},
                      RandomCase{"handan13kong", true, 13, 1, true, 100},
                      // Whole hands read by class tables (no kongs): fewer
                      // tiles, unshaped 136-tile hands, seven pairs with
                      // four of a kind.
                      RandomCase{"hefei10", false, 10, 0, false, 150},
                      RandomCase{"hefei7shaped", false, 7, 0, true, 300},
                      RandomCase{"handan14", true, 14, 0, false, 20},
                      RandomCase{"handan11shaped", true, 11, 0, true, 200},
                      RandomCase{"hefei14pairs", false, 14, 0, false, 800, true},
                      RandomCase{"hefei13pairs", false, 13, 0, false, 800, true},
                      RandomCase{"handan14pairs", true, 14, 0, false, 300, true},
                      RandomCase{"handan13pairs", true, 13, 0, false, 300, true}),
    [](const auto& info) { return std::string(info.param.name); });

// Shanten obeys its own recursion: a 13-tile hand is one more than its best draw; a 14-tile hand
// (not complete) equals its best discard.
TEST(ShantenProperty, DrawAndDiscardRecursion) {
    std::mt19937 rng(777);
    for (int i = 0; i < 400; ++i) {
        const Ruleset& rules = i % 4 == 3 ? handan() : hefei();
        Hand h = random_shaped_hand(rng, rules.tiles, 13, i % 5 == 4 ? 1 : 0);
        const int sh = shanten(h, rules);
        int best_draw = 99;
        for (Tile t : rules.tiles.tiles()) {
            if (!ref::drawable(h, t.code())) continue;
            h.add(t);
            best_draw = std::min(best_draw, shanten(h, rules));
            int best_discard = 99;
            const int sh14 = shanten(h, rules);
            for (int c = 0; c < kNumTileKinds; ++c) {
                if (!h.concealed[c]) continue;
                h.remove(Tile::from_code(c));
                best_discard = std::min(best_discard, shanten(h, rules));
                h.add(Tile::from_code(c));
            }
            if (sh14 >= 0) {
                ASSERT_EQ(sh14, best_discard) << show(h);
            }
            h.remove(t);
        }
        ASSERT_EQ(sh, 1 + best_draw) << show(h);
    }
}

TEST(UkeireCrossCheck, MatchesReference) {
    std::mt19937 rng(4242);
    for (int i = 0; i < 150; ++i) {
        const Ruleset& rules = i % 5 == 4 ? handan() : hefei();
        const Hand h = random_shaped_hand(rng, rules.tiles, 13, i % 7 == 6 ? 1 : 0);
        TileCounts seen{};
        for (int j = 0; j < 20; ++j) {
            const auto tiles = rules.tiles.tiles();
            const int c = tiles[rng() % tiles.size()].code();
            if (seen[c] < 4) ++seen[c];
        }
        ASSERT_EQ(ukeire(h, rules, seen), ref::ukeire(h, rules, seen)) << show(h);
    }
}

TEST(DiscardOptions, MatchReferenceOnRandomHands) {
    std::mt19937 rng(99);
    for (int i = 0; i < 25; ++i) {
        const Hand h = random_shaped_hand(rng, TileSet::hefei(), 14, i % 4 == 3 ? 1 : 0);
        const auto opts = discard_options(h, hefei());
        int distinct = 0;
        for (auto n : h.concealed) distinct += n > 0;
        ASSERT_EQ(int(opts.size()), distinct);
        for (const auto& o : opts) {
            Hand x = h;
            x.remove(o.tile);
            ASSERT_EQ(o.shanten, ref::shanten(x, hefei(), true)) << show(h) << " -" << o.tile.str();
            ASSERT_EQ(o.ukeire, ref::ukeire(x, hefei(), {})) << show(h) << " -" << o.tile.str();
        }
    }
}

// The incremental ukeire / discard_options (one lookup per draw against the other suits
// combined once) against the plain definition over shanten(), which the rows above check
// against the reference: every ruleset shape, kongs, seen tiles, complete and ready hands.
struct IncrementalCase {
    const char* name;
    int ruleset;  // 0 Hefei, 1 Handan tiles, 2 Hefei without seven pairs
    int kongs;
    bool shaped;
};

class IncrementalCrossCheck : public ::testing::TestWithParam<IncrementalCase> {};

int plain_ukeire(const Hand& h, const Ruleset& rules, const TileCounts& seen) {
    const int now = shanten(h, rules);
    int n = 0;
    for (Tile t : rules.tiles.tiles()) {
        if (!ref::drawable(h, t.code())) continue;
        int own = h.concealed[t.code()];
        for (int k = 0; k < h.kong_count; ++k) own += h.kongs[k] == t ? 4 : 0;
        const int left = std::max(0, 4 - own - int(seen[t.code()]));
        Hand x = h;
        x.add(t);
        if (left && shanten(x, rules) < now) n += left;
    }
    return n;
}

TEST_P(IncrementalCrossCheck, MatchesPlainDefinition) {
    const auto& ic = GetParam();
    const Ruleset& rules = ic.ruleset == 1   ? handan()
                           : ic.ruleset == 2 ? no_seven_pairs()
                                             : hefei();
    std::mt19937 rng(31337u + ic.ruleset * 17u + ic.kongs * 5u + (ic.shaped ? 1u : 0u));
    for (int i = 0; i < 60; ++i) {
        const Hand h = ic.shaped ? random_shaped_hand(rng, rules.tiles, 14, ic.kongs)
                                 : random_hand(rng, rules.tiles, 14, ic.kongs);
        TileCounts seen{};
        const auto kinds = rules.tiles.tiles();
        for (int j = 0; j < i % 25; ++j) {
            const int c = kinds[rng() % kinds.size()].code();
            if (seen[c] < 4) ++seen[c];
        }
        const auto opts = discard_options(h, rules, seen);
        int distinct = 0;
        for (auto n : h.concealed) distinct += n > 0;
        ASSERT_EQ(int(opts.size()), distinct) << show(h);  // one option per kind held, never none
        for (const auto& o : opts) {
            Hand x = h;
            x.remove(o.tile);
            ASSERT_EQ(o.shanten, shanten(x, rules)) << show(h) << " -" << o.tile.str();
            ASSERT_EQ(o.ukeire, plain_ukeire(x, rules, seen)) << show(h) << " -" << o.tile.str();
            ASSERT_EQ(ukeire(x, rules, seen), o.ukeire) << show(x);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Random, IncrementalCrossCheck,
                         ::testing::Values(IncrementalCase{"hefei", 0, 0, false},
                                           IncrementalCase{"hefeiShaped", 0, 0, true},
                                           IncrementalCase{"hefeiKong", 0, 1, true},
                                           IncrementalCase{"hefeiKong2", 0, 2, true},
                                           IncrementalCase{"hefeiKong3", 0, 3, false},
                                           IncrementalCase{"handan", 1, 0, false},
                                           IncrementalCase{"handanShaped", 1, 0, true},
                                           IncrementalCase{"handanKong", 1, 1, true},
                                           IncrementalCase{"noSevenPairs", 2, 0, true}),
                         [](const auto& info) { return std::string(info.param.name); });

// Tiles outside the Hefei set in a Hefei game (not dealt in play, but legal input): the hand
// switches between the 1-9 and the 2-8 tables as such a tile is discarded.
TEST(DiscardOptions, StrayTilesOutsideTheRuleset) {
    for (const char* text : {"1m 234m 567m 78m 55p 23s 9s", "1m 9m 1z 2345p 66s 777s 88s",
                             "1m 234m 567m 55p 23s | 6s"}) {
        const Hand h = hand_of(text);
        const auto opts = discard_options(h, hefei());
        int distinct = 0;
        for (auto n : h.concealed) distinct += n > 0;
        ASSERT_EQ(int(opts.size()), distinct) << text;
        for (const auto& o : opts) {
            Hand x = h;
            x.remove(o.tile);
            EXPECT_EQ(o.shanten, shanten(x, hefei())) << text << " -" << o.tile.str();
            EXPECT_EQ(o.ukeire, plain_ukeire(x, hefei(), {})) << text << " -" << o.tile.str();
        }
    }
}

}  // namespace
