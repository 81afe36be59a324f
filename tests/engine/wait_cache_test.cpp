// SPDX-License-Identifier: GPL-3.0-or-later
// normal's wait-score cache (agents/eval.h, internal; owned by the agent) changes no number: the
// agents and one shared cache live through pots of every preset (Handan included) and of
// modified rulesets keeping a preset's id, their dealers and streaks changing; every own-turn
// decision and every ready discard's hand_value read through the cache is then compared, on a
// fresh thread, with the uncached computation, to the bit. So is every decision on a discard the
// seat may win on (normal values keeping the wait through the cache too).
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <thread>
#include <vector>

#include "agents/eval.h"
#include "haolao/agent.h"
#include "haolao/game.h"

namespace haolao {
namespace {

struct Record {
    SeatView view;
    Action agent;                       // the cached agent's decision
    Action shared;                      // normal_decide with the test's shared cache
    std::vector<std::uint32_t> values;  // hand_value (cached) of each ready discard, in code order
};

// The values a ready discard gets, in discard code order; `cache` nullptr: uncached.
std::vector<std::uint32_t> ready_values(const SeatView& v, ai::WaitScoreCache* cache) {
    ai::Table table = ai::read_table(v);
    if (cache) {
        cache->bind(v.rules(), v.seat, v.dealer, v.streak);
        table.wait_cache = cache;
    }
    std::vector<std::uint32_t> out;
    Hand h = v.hand;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!h.concealed[c]) continue;
        --h.concealed[c];
        if (shanten(h, v.rules()) == 0)
            out.push_back(std::bit_cast<std::uint32_t>(ai::hand_value(h, table, v, 0)));
        ++h.concealed[c];
    }
    return out;
}

// Plays with a long-lived normal agent and records its own-turn decisions (Hefei rules).
class Recorder final : public Agent {
  public:
    Recorder(ai::WaitScoreCache& shared, std::vector<Record>& out) : shared_(shared), out_(out) {}
    Action decide(const SeatView& view) override {
        const Action a = inner_->decide(view);
        if (view.phase == Phase::Turn && !view.declared &&
            view.rules().scoring != ScoringModel::HandanFan)
            out_.push_back(
                {view, a, ai::normal_decide(view, {}, &shared_), ready_values(view, &shared_)});
        if (view.phase == Phase::Response && view.legal.contains(Action::win()) &&
            view.rules().scoring != ScoringModel::HandanFan)
            out_.push_back({view, a, ai::normal_decide(view, {}, &shared_), {}});
        return a;
    }

  private:
    std::unique_ptr<Agent> inner_ = make_agent("normal", 0);
    ai::WaitScoreCache& shared_;
    std::vector<Record>& out_;
};

std::vector<Ruleset> rulesets() {
    std::vector<Ruleset> all;
    for (const Ruleset& p : presets()) {
        Ruleset r = p;
        r.pot_length = PotLength::Hands;
        r.pot_hands = 8;
        all.push_back(r);
    }
    // Same ids, other numbers and switches: a cache keyed by the id alone would mix them.
    const std::size_t n = all.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (all[i].scoring == ScoringModel::HandanFan) continue;
        Ruleset a = all[i];
        a.values[static_cast<int>(Item::Pure)] += 7;
        a.values[static_cast<int>(Item::Base)] += 3;
        all.push_back(a);
        Ruleset b = all[i];
        b.seven_pairs = !b.seven_pairs;
        b.values[static_cast<int>(Item::SevenPairs)] += 5;
        all.push_back(b);
        Ruleset c = all[i];
        c.eight_tile_rule = !c.eight_tile_rule;
        c.super_seven_pairs_per_four += 4;
        all.push_back(c);
    }
    return all;
}

TEST(WaitScoreCache, CachedDecisionsEqualAFreshThreadsUncached) {
    const std::vector<Ruleset> all = rulesets();
    std::vector<std::unique_ptr<Game>> games;  // the views point at their game's ruleset
    std::vector<Record> records;
    // One thread plays everything, three times over the rulesets, with the same agents
    // and cache throughout.
    std::thread player([&] {
        ai::WaitScoreCache shared;
        std::array<std::unique_ptr<Recorder>, 4> seats;
        std::array<Agent*, 4> agents{};
        for (int s = 0; s < 4; ++s) {
            seats[s] = std::make_unique<Recorder>(shared, records);
            agents[s] = seats[s].get();
        }
        for (int round = 0; round < 3; ++round)
            for (std::size_t i = 0; i < all.size(); ++i) {
                games.push_back(std::make_unique<Game>(all[i], 700 + 31 * round + i));
                play_pot(*games.back(), agents);
            }
        // One-hand pots of the same seed under each ruleset in turn (Handan between them): the
        // same deal, dealer and streak, so the cache meets the same hands under rulesets that
        // share an id but not their numbers.
        for (std::uint64_t seed = 0; seed < 40; ++seed)
            for (Ruleset r : all) {
                r.pot_hands = 1;
                games.push_back(std::make_unique<Game>(r, 900 + seed));
                play_pot(*games.back(), agents);
            }
    });
    player.join();
    ASSERT_GT(records.size(), 3000u);
    long ready = 0;
    long responses = 0;
    long mismatches = 0;
    std::thread fresh([&] {
        for (const Record& r : records) {
            const Action plain = ai::normal_decide(r.view, {});
            const bool turn = r.view.phase == Phase::Turn;
            responses += !turn;
            const std::vector<std::uint32_t> values =
                turn ? ready_values(r.view, nullptr) : std::vector<std::uint32_t>{};
            ready += static_cast<long>(values.size());
            if (plain != r.agent || plain != r.shared || values != r.values) ++mismatches;
        }
    });
    fresh.join();
    EXPECT_EQ(mismatches, 0);
    EXPECT_GT(ready, 3000);
    EXPECT_GT(responses, 200);  // (265 on this code)
}

// The context: the same hand under another ruleset value, seat, dealer or streak is scored anew.
TEST(WaitScoreCache, BindEmptiesOnAnyContextChange) {
    ai::WaitScoreCache cache;
    Ruleset rules = ruleset_by_id("hefei-classic");
    Hand h;
    h.concealed[1] = 3;
    cache.bind(rules, Seat::East, Seat::East, 1);
    cache.entry(h).known = 5;
    cache.bind(rules, Seat::East, Seat::East, 1);
    EXPECT_EQ(cache.entry(h).known, 5u);
    auto rebound_is_empty = [&](const Ruleset& r, Seat seat, Seat dealer, int streak) {
        cache.bind(rules, Seat::East, Seat::East, 1);
        cache.entry(h).known = 5;
        cache.bind(r, seat, dealer, streak);
        return cache.entry(h).known == 0;
    };
    Ruleset other = rules;
    other.values[static_cast<int>(Item::Kan)] += 1;
    EXPECT_TRUE(rebound_is_empty(other, Seat::East, Seat::East, 1));
    EXPECT_TRUE(rebound_is_empty(rules, Seat::South, Seat::East, 1));
    EXPECT_TRUE(rebound_is_empty(rules, Seat::East, Seat::West, 1));
    EXPECT_TRUE(rebound_is_empty(rules, Seat::East, Seat::East, 2));
}

// normal_decide's mark: the cache skips the ruleset comparison only for the very view it was
// marked with, reading that view's own ruleset object, and never once the mark is cleared.
TEST(WaitScoreCache, InDecisionOnlyForTheMarkedViewAndItsRuleset) {
    const Game game(ruleset_by_id("hefei-classic"), 3);
    const SeatView v = game.view(Seat::East);
    const SeatView w = game.view(Seat::East);  // equal, another object
    const Ruleset copy = v.rules();            // equal, another object
    ai::WaitScoreCache cache;
    EXPECT_FALSE(cache.in_decision(v, v.rules()));
    cache.set_decision(&v);
    EXPECT_TRUE(cache.in_decision(v, v.rules()));
    EXPECT_FALSE(cache.in_decision(w, w.rules()));
    EXPECT_FALSE(cache.in_decision(v, copy));
    cache.set_decision(nullptr);
    EXPECT_FALSE(cache.in_decision(v, v.rules()));
}

}  // namespace
}  // namespace haolao
