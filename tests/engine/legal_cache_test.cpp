// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's per-decision shortcuts (selfplay speed, BENCHMARKS.md "Selfplay") against plain
// recomputations: discard_wait_masks against one wait_mask per discard, and the Game's cached
// legal actions (view, legal_actions, act's validation) against the rules recomputed from the
// public state after every decision.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../../engine/src/hand_ready.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/hand.h"
#include "haolao/rng.h"
#include "haolao/ruleset.h"

namespace haolao {
namespace {

// ---- discard_wait_masks ------------------------------------------------------------------------

Ruleset variant(const char* id, bool handan_tiles, bool eight, bool sevens) {
    Ruleset r = ruleset_by_id("hefei-classic");
    r.id = id;
    if (handan_tiles) r.tiles = TileSet::handan();
    r.eight_tile_rule = eight;
    r.seven_pairs = sevens;
    return r;
}

enum class Shape : std::uint8_t {
    Random,     // tiles dealt at random
    NearWin,    // sets + pair leaning to one suit, then a few tiles swapped
    NearPairs,  // seven pairs, then a few tiles swapped
};

struct DiscardRow {
    const char* name;
    Ruleset rules;
    TileSet deal_from;  // may differ from rules.tiles (a stray tile outside the game's set)
    Shape shape;
    int kongs;
    int missing;  // tiles short of 14 - 3 × kongs (a wrong-sized hand has no waits)
    int min_ready_hands;
};

// A hand of 14 - 3 × kongs - missing tiles drawn from `set`.
Hand deal_hand(Rng& rng, TileSet set, Shape shape, int kongs, int missing) {
    const std::vector<Tile> kinds = set.tiles();
    Hand h;
    TileCounts used{};  // concealed + kong tiles
    auto any_kind = [&] { return kinds[rng.below(static_cast<std::uint32_t>(kinds.size()))]; };
    const int main_suit = static_cast<int>(rng.below(3));
    auto leaning_kind = [&] {
        for (int tries = 0; tries < 20; ++tries) {
            const Tile t = any_kind();
            if (t.is_honor() || static_cast<int>(t.suit()) == main_suit || rng.below(4) == 0)
                return t;
        }
        return any_kind();
    };
    auto add = [&](Tile t, int n) {
        if (used[t.code()] + n > 4) return false;
        for (int k = 0; k < h.kong_count; ++k)
            if (h.kongs[k] == t) return false;
        used[t.code()] = static_cast<std::uint8_t>(used[t.code()] + n);
        h.concealed[t.code()] = static_cast<std::uint8_t>(h.concealed[t.code()] + n);
        return true;
    };
    for (int k = 0; k < kongs; ++k) {
        for (;;) {
            const Tile t = leaning_kind();
            if (used[t.code()]) continue;
            used[t.code()] = 4;
            h.kongs[h.kong_count++] = t;
            break;
        }
    }
    const int target = 14 - 3 * kongs;
    if (shape == Shape::Random) {
        while (h.concealed_count() < target) add(any_kind(), 1);
    } else {
        if (shape == Shape::NearWin) {
            for (int sets = 0; sets < 4 - kongs;) {
                const Tile t = leaning_kind();
                const bool chow = !t.is_honor() && t.rank() <= 7 && rng.below(3) != 0 &&
                                  set.contains(Tile::from_code(t.code() + 1)) &&
                                  set.contains(Tile::from_code(t.code() + 2));
                if (chow) {
                    const Tile u = Tile::from_code(t.code() + 1);
                    const Tile v = Tile::from_code(t.code() + 2);
                    if (used[t.code()] < 4 && used[u.code()] < 4 && used[v.code()] < 4) {
                        add(t, 1), add(u, 1), add(v, 1);
                        ++sets;
                    }
                } else if (add(t, 3)) {
                    ++sets;
                }
            }
            while (!add(leaning_kind(), 2)) {
            }
        } else {
            for (int pairs = 0; pairs < 7;)
                if (add(leaning_kind(), 2)) ++pairs;
        }
        // Swap a few tiles so that some hands are ready after one discard and some are not.
        const int swaps = static_cast<int>(rng.below(3));
        for (int i = 0; i < swaps; ++i) {
            for (;;) {
                const Tile t = any_kind();
                if (!h.concealed[t.code()]) continue;
                --h.concealed[t.code()];
                --used[t.code()];
                break;
            }
            while (!add(leaning_kind(), 1)) {
            }
        }
    }
    for (int i = 0; i < missing; ++i) {
        for (;;) {
            const Tile t = any_kind();
            if (!h.concealed[t.code()]) continue;
            --h.concealed[t.code()];
            break;
        }
    }
    return h;
}

class DiscardWaitMasks : public ::testing::TestWithParam<DiscardRow> {};

TEST_P(DiscardWaitMasks, EqualOneWaitMaskPerDiscard) {
    const DiscardRow& row = GetParam();
    constexpr std::uint64_t kUntouched = 0xfeedfacecafebeefull;
    Rng rng(0x5EED + static_cast<std::uint64_t>(row.kongs) * 131 +
            static_cast<std::uint64_t>(row.shape) * 7 + static_cast<std::uint64_t>(row.missing));
    int ready_hands = 0;
    for (int n = 0; n < 3000; ++n) {
        const Hand hand = deal_hand(rng, row.deal_from, row.shape, row.kongs, row.missing);
        std::array<std::uint64_t, kNumTileKinds> out;
        out.fill(kUntouched);
        const std::uint64_t ready = discard_wait_masks(hand, row.rules, &out);
        ASSERT_EQ(ready, discard_wait_masks(hand, row.rules)) << row.name << " hand " << n;
        for (int c = 0; c < kNumTileKinds; ++c) {
            const bool listed = (ready >> c) & 1u;
            if (!hand.concealed[c]) {
                ASSERT_FALSE(listed) << row.name << " hand " << n << ": kind " << c;
                continue;
            }
            Hand after = hand;
            --after.concealed[c];
            const std::uint64_t expected = wait_mask(after, row.rules);
            ASSERT_EQ(listed, expected != 0) << row.name << " hand " << n << ": discard " << c;
            ASSERT_EQ(out[c], listed ? expected : kUntouched)
                << row.name << " hand " << n << ": discard " << c;
        }
        ready_hands += ready != 0;
    }
    EXPECT_GE(ready_hands, row.min_ready_hands) << row.name;
}

INSTANTIATE_TEST_SUITE_P(
    Rows, DiscardWaitMasks,
    ::testing::Values(
        DiscardRow{"classic_near", ruleset_by_id("hefei-classic"), TileSet::hefei(), Shape::NearWin,
                   0, 0, 1000},
        DiscardRow{"classic_pairs", ruleset_by_id("hefei-classic"), TileSet::hefei(),
                   Shape::NearPairs, 0, 0, 500},
        DiscardRow{"classic_random", ruleset_by_id("hefei-classic"), TileSet::hefei(),
                   Shape::Random, 0, 0, 0},
        DiscardRow{"ting_near_kong", ruleset_by_id("hefei-ting"), TileSet::hefei(), Shape::NearWin,
                   1, 0, 500},
        DiscardRow{"ting_near_two_kongs", ruleset_by_id("hefei-ting"), TileSet::hefei(),
                   Shape::NearWin, 2, 0, 500},
        DiscardRow{"bianfeng_near", ruleset_by_id("hefei-bianfeng"), TileSet::hefei(),
                   Shape::NearWin, 0, 0, 1000},
        DiscardRow{"no_eight_rule", variant("no-eight", false, false, true), TileSet::hefei(),
                   Shape::NearWin, 0, 0, 1000},
        DiscardRow{"no_seven_pairs", variant("no-sevens", false, true, false), TileSet::hefei(),
                   Shape::NearPairs, 0, 0, 0},
        DiscardRow{"handan_tiles", variant("handan-like", true, false, true), TileSet::handan(),
                   Shape::NearWin, 0, 0, 1000},
        DiscardRow{"handan_tiles_kong", variant("handan-like", true, false, true),
                   TileSet::handan(), Shape::NearWin, 1, 0, 500},
        DiscardRow{"handan_pairs", variant("handan-like", true, false, true), TileSet::handan(),
                   Shape::NearPairs, 0, 0, 500},
        // Stray 1s/9s/honors in a Hefei game: the general path, one wait_mask per discard.
        DiscardRow{"stray_tiles", variant("no-eight", false, false, true), TileSet::handan(),
                   Shape::NearWin, 0, 0, 300},
        DiscardRow{"one_short", ruleset_by_id("hefei-classic"), TileSet::hefei(), Shape::NearWin, 0,
                   1, 0}),
    [](const ::testing::TestParamInfo<DiscardRow>& info) { return std::string(info.param.name); });

// ---- Cached legal actions ----------------------------------------------------------------------

// The legal actions recomputed from the rules and the public state alone (RULES.md §1.6-§1.8),
// with none of the engine's shortcuts: no cached waits, a wait search per declaring discard.
ActionList reference_legal(const Game& g, Seat s) {
    ActionList list;
    if (!g.hand_running() || !g.to_act().has(s)) return list;
    const GameState& st = g.state();
    const Ruleset& rules = g.rules();
    if (st.phase == Phase::Response) {
        list.push(Action::win());
        list.push(Action::pass());
        return list;
    }
    const SeatState& ss = st.seat(s);
    const bool kongs =
        !st.haolao && st.wall.remaining() >= rules.min_wall_for_kong && st.wall.remaining() > 0;
    if (ss.declared) {
        for (int c = 0; c < kNumTileKinds && kongs; ++c) {
            if (ss.hand.concealed[c] != 4) continue;
            Hand h = ss.hand;
            h.concealed[c] = 0;
            h.kongs[h.kong_count++] = Tile::from_code(c);
            if (wait_mask(h, rules) != 0) list.push(Action::kong(Tile::from_code(c)));
        }
        list.push(Action::discard(ss.last_drawn));
        return list;
    }
    if (is_winning(ss.hand, rules)) list.push(Action::win());
    for (int c = 0; c < kNumTileKinds && kongs; ++c)
        if (ss.hand.concealed[c] == 4) list.push(Action::kong(Tile::from_code(c)));
    for (int c = 0; c < kNumTileKinds; ++c)
        if (ss.hand.concealed[c]) list.push(Action::discard(Tile::from_code(c)));
    for (int c = 0; c < kNumTileKinds && rules.declare_ready_required; ++c) {
        if (!ss.hand.concealed[c]) continue;
        Hand h = ss.hand;
        --h.concealed[c];
        if (wait_mask(h, rules) != 0) list.push(Action::discard(Tile::from_code(c), true));
    }
    return list;
}

// Chooses uniformly among the legal actions, so kongs and declarations happen often.
class RandomAgent final : public Agent {
  public:
    explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}
    Action decide(const SeatView& view) override {
        return view
            .legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(view.legal.size())))];
    }

  private:
    Rng rng_;
};

struct LegalRow {
    const char* preset;
    const char* agent;  // "random" or a make_agent name
    int hands;
    int min_declares;  // declaring discards taken (0 outside declaring rooms)
};

class CachedLegalActions : public ::testing::TestWithParam<LegalRow> {};

TEST_P(CachedLegalActions, EqualTheRulesAfterEveryDecision) {
    const LegalRow& row = GetParam();
    const Ruleset& rules = ruleset_by_id(row.preset);
    int declares = 0;
    int kongs = 0;
    int decisions = 0;
    for (int hand = 0; hand < row.hands; ++hand) {
        const std::uint64_t seed = 977 * static_cast<std::uint64_t>(hand) + 3;
        std::array<std::unique_ptr<Agent>, 4> agents;
        for (int i = 0; i < 4; ++i) {
            const std::uint64_t seat_seed = agent_seed(seed, seat_from_index(i));
            if (std::string(row.agent) == "random")
                agents[i] = std::make_unique<RandomAgent>(seat_seed);
            else
                agents[i] = make_agent(row.agent, seat_seed);
        }
        Game g(rules, seed);
        g.start_hand();
        while (g.hand_running()) {
            for (int i = 0; i < 4; ++i) {
                const Seat s = seat_from_index(i);
                const ActionList want = reference_legal(g, s);
                ASSERT_TRUE(g.legal_actions(s) == want)
                    << row.preset << " hand " << hand << " event " << g.events().size() << " seat "
                    << i;
                ASSERT_TRUE(g.view(s).legal == want);
            }
            const Seat s = g.to_act().seats(g.state().turn).front();
            const Action a = agents[index(s)]->decide(g.view(s));
            declares += a.declare;
            kongs += a.type == ActionType::Kong;
            ++decisions;
            ASSERT_EQ(g.act(s, a), ActionError::Ok) << row.preset << " hand " << hand;
        }
        // Nobody is asked between hands.
        for (int i = 0; i < 4; ++i) ASSERT_TRUE(g.legal_actions(seat_from_index(i)).empty());
    }
    EXPECT_GE(declares, row.min_declares) << row.preset;
    EXPECT_GT(decisions, 10 * row.hands);
    if (std::string(row.agent) == "random") {
        EXPECT_GT(kongs, 0) << row.preset;
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, CachedLegalActions,
                         ::testing::Values(LegalRow{"hefei-classic", "baseline", 150, 0},
                                           LegalRow{"hefei-ting", "baseline", 150, 50},
                                           LegalRow{"hefei-bianfeng", "baseline", 150, 0},
                                           LegalRow{"hefei-classic", "random", 150, 0},
                                           LegalRow{"hefei-ting", "random", 300, 5},
                                           LegalRow{"hefei-bianfeng", "random", 150, 0}),
                         [](const ::testing::TestParamInfo<LegalRow>& info) {
                             std::string name =
                                 std::string(info.param.preset) + "_" + info.param.agent;
                             for (char& ch : name)
                                 if (ch == '-') ch = '_';
                             return name;
                         });

}  // namespace
}  // namespace haolao
