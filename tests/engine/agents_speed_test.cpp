// SPDX-License-Identifier: GPL-3.0-or-later
// The normal agent's speed-ups change no number (agents/eval.h, internal): the per-thread win
// chance cache returns exactly what the computation gives, the ranking's shared values equal
// hand_value of each discard, normal_decide's "find the best" equals the first of the full
// ranking, over seeded selfplay positions in three presets; the game's cached wall order equals
// the library's.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <variant>
#include <vector>

#include "agents/eval.h"
#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/wall.h"

namespace haolao {
namespace {

using testing::one_hand;

// The table with the win chance's input k (0-4) changed, else unchanged: right after a call, a
// cache key missing that input would answer from the slot just filled.
ai::Table with_table_input_changed(ai::Table u, int k) {
    switch (k) {
        case 0:
            u.unseen_total += 1;
            break;
        case 1:
            u.rounds_left += 1.f;
            break;
        case 2:
            u.haolao_draw = !u.haolao_draw;
            break;
        case 3:
            u.full_own_draw = !u.full_own_draw;
            break;
        case 4:
            u.ron_discount = u.ron_discount == 0.6f ? 1.f : 0.6f;
            break;
        default:
            break;
    }
    return u;
}

// The inline rounding equals std::lround on the rounds_left values (quarters), on halves, on
// the floats next to them and on random floats of every sign and size.
TEST(WinChanceCache, RoundHalfAwayEqualsLround) {
    std::vector<float> xs;
    for (int q = -400; q <= 400; ++q) {
        const float x = float(q) / 4.f;
        xs.insert(xs.end(), {x, std::nextafter(x, 1e9f), std::nextafter(x, -1e9f)});
    }
    xs.insert(xs.end(), {0.49999997f, -0.49999997f, 4194303.5f, -4194303.5f, 4194304.f, 8388607.f,
                         1e12f, -1e12f, 0.f, -0.f});
    std::mt19937 rng(17);
    for (int i = 0; i < 100000; ++i) {
        const std::uint32_t bits = static_cast<std::uint32_t>(rng());
        const float x = std::bit_cast<float>(bits);
        if (std::isfinite(x) && std::fabs(x) < 1e15f) xs.push_back(x);
    }
    for (float x : xs) ASSERT_EQ(ai::round_half_away(x), std::lround(x)) << x;
}

TEST(WinChanceCache, EqualsTheComputationBitForBit) {
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    std::mt19937 rng(20261202);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const std::array<float, 3> discounts = {0.6f, 1.f, 0.45f};
    const std::array<float, 3> factors = {1.f, 0.5f, 1.3f};
    long checked = 0;
    for (int n = 0; n < 20000; ++n) {
        ai::Table t;
        t.rules = &rules;
        t.unseen_total = pick(20, 90);
        t.rounds_left = float(pick(0, 72)) / 4.f;
        t.haolao_draw = pick(0, 1) != 0;
        t.full_own_draw = pick(0, 1) != 0;
        t.ron_discount = discounts[pick(0, 2)];
        const int shanten = pick(-1, 6);
        const int ukeire = pick(0, 40);
        const int next = pick(-1, 30);
        const bool ron = pick(0, 1) != 0;
        const float factor = factors[pick(0, 2)];
        auto same = [&](const ai::Table& tt, int sh, int u, int nx, bool r, float f) {
            const float cached = ai::win_chance_steps(tt, sh, u, nx, r, f);
            const float direct = ai::win_chance_steps_uncached(tt, sh, u, nx, r, f);
            ++checked;
            return std::bit_cast<std::uint32_t>(cached) == std::bit_cast<std::uint32_t>(direct);
        };
        ASSERT_TRUE(same(t, shanten, ukeire, next, ron, factor)) << n;
        ASSERT_TRUE(same(t, shanten, ukeire, next, ron, factor)) << n << " (again)";
        // Right after, the same call with one input changed.
        const ai::Table u = with_table_input_changed(t, n % 10);
        const int sh2 = n % 10 == 5 ? shanten + 1 : shanten;
        const int u2 = n % 10 == 6 ? ukeire + 1 : ukeire;
        const int nx2 = n % 10 == 7 ? next + 1 : next;
        const bool ron2 = n % 10 == 8 ? !ron : ron;
        const float f2 = n % 10 == 9 ? factor * 2.f : factor;
        ASSERT_TRUE(same(u, sh2, u2, nx2, ron2, f2)) << n << " (one input changed)";
    }
    EXPECT_EQ(checked, 60000);
}

// normal_decide's larger cache (win_chance_normal) the same way: every input the computation
// reads, one at a time changed right after a call, in and out of the cached context.
TEST(WinChanceCache, NormalCacheEqualsTheComputationBitForBit) {
    const Ruleset& rules = ruleset_by_id("hefei-classic");
    std::mt19937 rng(20261203);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    long checked = 0;
    long cached_context = 0;
    for (int n = 0; n < 40000; ++n) {
        ai::Table t;
        t.rules = &rules;
        t.unseen_total = pick(20, 90);
        t.rounds_left = float(pick(0, 72)) / 4.f;
        t.haolao_draw = pick(0, 1) != 0;
        t.full_own_draw = pick(0, 7) == 0;
        t.ron_discount = pick(0, 7) == 0 ? 1.f : 0.6f;
        const int shanten = pick(-1, 6);
        const int ukeire = pick(0, 40);
        const bool ron = pick(0, 1) != 0;
        auto same = [&](const ai::Table& tt, int sh, int u, bool r) {
            const float cached = ai::win_chance_normal(tt, sh, u, r);
            const float direct = ai::win_chance_steps_uncached(tt, sh, u, -1, r);
            ++checked;
            cached_context += !tt.full_own_draw && tt.ron_discount == 0.6f;
            return std::bit_cast<std::uint32_t>(cached) == std::bit_cast<std::uint32_t>(direct);
        };
        ASSERT_TRUE(same(t, shanten, ukeire, ron)) << n;
        ASSERT_TRUE(same(t, shanten, ukeire, ron)) << n << " (again)";
        const ai::Table u = with_table_input_changed(t, n % 8);
        const int sh2 = n % 8 == 5 ? shanten + 1 : shanten;
        const int u2 = n % 8 == 6 ? ukeire + 1 : ukeire;
        const bool ron2 = n % 8 == 7 ? !ron : ron;
        ASSERT_TRUE(same(u, sh2, u2, ron2)) << n << " (one input changed)";
    }
    EXPECT_EQ(checked, 120000);
    EXPECT_GT(cached_context, 60000);
}

// The ponds' kind counts (kept by the game as discards land and claims take them back) equal
// the counts of their tiles after every action, in Hefei and in Handan (pongs and exposed kongs
// take the discard back), and SeatView::seen equals the count of the ponds and the others'
// kongs and melds.
TEST(PondCounts, FollowDiscardsAndClaims) {
    long claims = 0;
    long checked = 0;
    for (const char* id : {"hefei-classic", "handan"}) {
        const Ruleset rules = one_hand(id);
        for (int h = 0; h < 40; ++h) {
            std::array<std::unique_ptr<Agent>, 4> owned;
            for (int s = 0; s < 4; ++s) owned[s] = make_agent("normal", 700 + h);
            Game game(rules, 7000 + static_cast<std::uint64_t>(h));
            game.start_hand();
            while (game.hand_running()) {
                for (int i = 0; i < 4; ++i) {
                    const Pond& pond = game.state().seats[i].pond;
                    TileCounts counted{};
                    for (int k = 0; k < pond.size; ++k) ++counted[pond.tiles[k].code()];
                    ASSERT_EQ(pond.counts, counted) << id << " hand " << h << " seat " << i;
                    ++checked;
                }
                const Seat s = game.to_act().seats(game.state().turn).front();
                const SeatView v = game.view(s);
                TileCounts seen{};
                for (int i = 0; i < 4; ++i) {
                    const Pond& pond = v.ponds[i];
                    for (int k = 0; k < pond.size; ++k) ++seen[pond.tiles[k].code()];
                    if (i == index(s)) continue;
                    for (int k = 0; k < v.kong_counts[i]; ++k) {
                        std::uint8_t& n = seen[v.kongs[i][k].code()];
                        n = static_cast<std::uint8_t>(n + 4);
                    }
                    for (int k = 0; k < v.meld_counts[i]; ++k) {
                        std::uint8_t& n = seen[v.melds[i][k].tile.code()];
                        n = static_cast<std::uint8_t>(n + meld_tiles(v.melds[i][k].type));
                    }
                }
                ASSERT_EQ(v.seen(), seen) << id << " hand " << h;
                const Action a = owned[index(s)]->decide(v);
                claims += a.type == ActionType::Pong;
                game.act(s, a);
            }
        }
    }
    EXPECT_GT(claims, 10);
    EXPECT_GT(checked, 10000);
}

// Own-turn positions (not declared) of seeded 4 × normal selfplay.
struct Positions {
    std::vector<std::unique_ptr<Game>> games;  // a view points at its game's ruleset
    std::vector<SeatView> views;
};
Positions positions(const Ruleset& rules, int hands) {
    Positions p;
    for (int h = 0; h < hands; ++h) {
        std::array<std::unique_ptr<Agent>, 4> owned;
        for (int s = 0; s < 4; ++s) owned[s] = make_agent("normal", 500 + h);
        p.games.push_back(std::make_unique<Game>(rules, 9000 + static_cast<std::uint64_t>(h)));
        Game& game = *p.games.back();
        game.start_hand();
        while (game.hand_running()) {
            const Seat s = game.to_act().seats(game.state().turn).front();
            SeatView v = game.view(s);
            if (v.phase == Phase::Turn && !v.declared) p.views.push_back(v);
            game.act(s, owned[index(s)]->decide(v));
        }
    }
    return p;
}

class NormalRanking : public ::testing::TestWithParam<const char*> {};

// Each candidate's value (computed once per alike discards, pungs and pairs counted once) is
// hand_value of the hand after that discard, to the bit.
TEST_P(NormalRanking, ValuesEqualHandValueOfEachDiscard) {
    const Ruleset rules = one_hand(GetParam());
    const Positions p = positions(rules, 40);
    ASSERT_GT(p.views.size(), 500u);
    long checked = 0;
    for (const SeatView& v : p.views) {
        const ai::Table table = ai::read_table(v);
        std::array<ai::Candidate, 14> cands;
        const int n = ai::rank_discards(v, table, {}, cands);
        for (int i = 0; i < n; ++i) {
            Hand h = v.hand;
            h.remove(cands[i].tile);
            const float direct = ai::hand_value(h, table, v, cands[i].shanten);
            ASSERT_EQ(std::bit_cast<std::uint32_t>(cands[i].value),
                      std::bit_cast<std::uint32_t>(direct))
                << GetParam() << " discard " << cands[i].tile.str() << " shanten "
                << cands[i].shanten;
            ++checked;
        }
    }
    EXPECT_GT(checked, 5000);
}

// normal_decide looks only for the best candidate; it must be the first of the full ranking.
TEST_P(NormalRanking, DecisionIsTheFirstOfTheFullRanking) {
    const Ruleset rules = one_hand(GetParam());
    const Positions p = positions(rules, 40);
    long checked = 0;
    for (const SeatView& v : p.views) {
        if (v.legal.contains(Action::win())) continue;
        bool kong = false;
        for (const Action& a : v.legal) kong |= a.type == ActionType::Kong;
        if (kong) continue;  // (a good kong is taken before any ranking)
        const ai::Table table = ai::read_table(v);
        std::array<ai::Candidate, 14> cands;
        const int n = ai::rank_discards(v, table, {}, cands);
        ASSERT_GT(n, 0);
        Action expected = Action::discard(cands[0].tile, cands[0].declare);
        if (!v.legal.contains(expected)) expected = Action::discard(cands[0].tile);
        ASSERT_EQ(ai::normal_decide(v, {}), expected) << GetParam();
        ++checked;
    }
    EXPECT_GT(checked, 500);
}

INSTANTIATE_TEST_SUITE_P(Presets, NormalRanking,
                         ::testing::Values("hefei-classic", "hefei-ting", "hefei-bianfeng"));

// Game keeps each wall shape's position → built order per thread (game.cpp): the wall a hand
// is played from, and the built wall its HandStarted event records, must be exactly what the
// library's wall_sequence gives, over many seeds (dealers and dice) and both Hefei layouts.
TEST(WallOrderCache, HandsPlayTheLibrarysSequence) {
    long checked = 0;
    for (const WallLayout layout : {WallLayout::DealerTwelve, WallLayout::ElevenTen}) {
        Ruleset rules = one_hand("hefei-classic");
        rules.wall_layout = layout;
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            Game game(rules, seed);
            game.start_hand();
            const HandStarted* hs = nullptr;
            for (const Event& e : game.events())
                if (const auto* h = std::get_if<HandStarted>(&e)) hs = h;
            ASSERT_NE(hs, nullptr);
            const WallShape shape(layout, hs->dealer, hs->dice);
            const std::vector<Tile> sequence = wall_sequence(hs->wall, shape);
            ASSERT_EQ(wall_as_built(sequence, shape), hs->wall);
            GameState st;
            apply_event(st, Event{*hs}, rules);
            for (int p = 0; p < static_cast<int>(sequence.size()); ++p)
                ASSERT_EQ(st.wall.at(p), sequence[static_cast<std::size_t>(p)])
                    << "seed " << seed << " position " << p;
            // A rigged hand: the sequence given is recorded as the library builds it.
            std::vector<Tile> rigged = sequence;
            std::mt19937 rng(static_cast<unsigned>(seed));
            std::shuffle(rigged.begin(), rigged.end(), rng);
            const Dice dice{static_cast<std::uint8_t>(1 + seed % 6),
                            static_cast<std::uint8_t>(1 + seed / 6 % 6)};
            Game next(rules, seed);
            next.rig_first_dealer(seat_from_index(static_cast<int>(seed % 4)));
            next.rig_next_hand(rigged, dice);
            next.start_hand();
            const HandStarted* rs = nullptr;
            for (const Event& e : next.events())
                if (const auto* h = std::get_if<HandStarted>(&e)) rs = h;
            ASSERT_NE(rs, nullptr);
            ASSERT_EQ(rs->wall, wall_as_built(rigged, WallShape(layout, rs->dealer, dice)))
                << "seed " << seed;
            ++checked;
        }
    }
    EXPECT_EQ(checked, 600);
}

}  // namespace
}  // namespace haolao
