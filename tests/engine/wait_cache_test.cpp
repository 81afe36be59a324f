// SPDX-License-Identifier: GPL-3.0-or-later
// normal's wait-score cache (agents/eval.h, internal; owned by the agent) changes no number: the
// agents and one shared cache live through pots of every preset (Handan included) and of
// modified rulesets keeping a preset's id, their dealers and streaks changing; every own-turn
// decision and every ready discard's hand_value read through the cache is then compared, on a
// fresh thread, with the uncached computation, to the bit. So is every decision on a discard the
// seat may win on (normal values keeping the wait through the cache too). Those rarely meet a
// hand the cache scored in another context, so a second test sets that up: a Response's hand
// scored first in one context, then decided on in another (ResponseDecisionsNever…).
#include <gtest/gtest.h>

#include <algorithm>
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

// Response positions where a seat may win on the discard, each with its game's state (Hefei
// presets, normal agents).
class ResponseWatcher final : public Agent {
  public:
    struct Position {
        GameState state;
        Seat seat;
        std::size_t rules;  // index into the test's presets
    };
    ResponseWatcher(const Game*& game, std::size_t& rules, std::vector<Position>& out)
        : game_(game), rules_(rules), out_(out) {}
    Action decide(const SeatView& view) override {
        if (view.phase == Phase::Response && view.legal.contains(Action::win()))
            out_.push_back({game_->state(), view.seat, rules_});
        return inner_->decide(view);
    }

  private:
    std::unique_ptr<Agent> inner_ = make_agent("normal", 0);
    const Game*& game_;
    std::size_t& rules_;
    std::vector<Position>& out_;
};

// A scoring context: which ruleset (0: the game's preset; 1–3: variants of it keeping its id),
// the seat, the dealer and the streak.
struct Context {
    int rules;
    Seat seat;
    Seat dealer;
    int streak;
};

// The rows: one ready hand H (a seat's, on a Response where it may win) is first decided on in
// context A through a fresh cache (as the seat's agent would have in an earlier hand or pot),
// then in context B through the same cache: B's decision must equal the uncached one, and the
// cache's entry for H must then hold B's scores (score_win in B's context), wherever A's
// differ. A and B range over the position's own context and those differing from it in one
// thing: the ruleset (values, 七对, 八张), the seat (each other seat but the discarder), the
// dealer (each other seat), the streak (±1, 1, 2, 9). So a Response decision that reads the
// cache bound to another context (no bind, or a bind with any other seat, dealer or such a
// streak) meets A's entries for the very hand it decides on, in some row.
TEST(WaitScoreCache, ResponseDecisionsNeverReadAnotherContextsScores) {
    std::vector<Ruleset> bases;
    for (const Ruleset& p : presets()) {
        if (p.scoring == ScoringModel::HandanFan) continue;
        Ruleset r = p;
        r.pot_length = PotLength::Hands;
        r.pot_hands = 4;
        bases.push_back(r);
    }
    ASSERT_GE(bases.size(), 3u);
    std::vector<ResponseWatcher::Position> positions;
    {
        const Game* game = nullptr;
        std::size_t rules = 0;
        std::array<std::unique_ptr<ResponseWatcher>, 4> seats;
        std::array<Agent*, 4> agents{};
        for (int s = 0; s < 4; ++s) {
            seats[s] = std::make_unique<ResponseWatcher>(game, rules, positions);
            agents[s] = seats[s].get();
        }
        for (rules = 0; rules < bases.size(); ++rules)
            for (std::uint64_t seed = 0; seed < 40 && positions.size() < 30 * (rules + 1); ++seed) {
                Game g(bases[rules], 4100 + seed);
                game = &g;
                play_pot(g, agents);
            }
    }
    ASSERT_GE(positions.size(), 60u);

    long rows = 0;
    long telling = 0;  // rows where A's scores, read for B, give B another keep-wait value
    long flips = 0;    // rows where the uncached decision differs between A and B
    long failures = 0;
    for (const ResponseWatcher::Position& pos : positions) {
        std::array<Ruleset, 4> variants;
        variants.fill(bases[pos.rules]);
        variants[1].values[static_cast<int>(Item::Base)] += 20;
        variants[1].values[static_cast<int>(Item::Dealer)] += 3;
        variants[2].seven_pairs = !variants[2].seven_pairs;
        variants[3].eight_tile_rule = !variants[3].eight_tile_rule;
        std::vector<Game> games;  // the views point at their game's ruleset
        games.reserve(variants.size());
        for (const Ruleset& r : variants) games.push_back(Game::at_state(r, pos.state));
        const Context own{0, pos.seat, pos.state.dealer, pos.state.streak};
        std::vector<Context> contexts{own};
        for (int r = 1; r < 4; ++r) contexts.push_back({r, own.seat, own.dealer, own.streak});
        for (int i = 0; i < kNumSeats; ++i) {
            const auto s = static_cast<Seat>(i);
            if (s != own.seat && s != pos.state.turn)
                contexts.push_back({0, s, own.dealer, own.streak});
            if (s != own.dealer) contexts.push_back({0, own.seat, s, own.streak});
        }
        std::vector<int> streaks{own.streak};
        for (const int k : {own.streak - 1, own.streak + 1, 1, 2, 9})
            if (k >= 1 && std::find(streaks.begin(), streaks.end(), k) == streaks.end()) {
                streaks.push_back(k);
                contexts.push_back({0, own.seat, own.dealer, k});
            }
        auto view_in = [&](const Context& c) {
            SeatView v = games[static_cast<std::size_t>(c.rules)].view(pos.seat);
            v.seat = c.seat;
            v.dealer = c.dealer;
            v.streak = c.streak;
            return v;
        };
        for (const Context& ca : contexts)
            for (const Context& cb : contexts) {
                if (&ca == &cb) continue;
                const SeatView a = view_in(ca);
                const SeatView b = view_in(cb);
                if (!b.legal.contains(Action::win())) continue;  // (another ruleset: no win)
                // H scored in context A (as the seat's own turn in A leaves the cache; bound
                // here, not by the code under test).
                ai::WaitScoreCache cache;
                {
                    cache.bind(a.rules(), a.seat, a.dealer, a.streak);
                    ai::Table table = ai::read_table(a);
                    table.wait_cache = &cache;
                    ai::hand_value(a.hand, table, a, 0);
                }
                ++rows;
                const Action plain = ai::normal_decide(b, {});
                flips += plain != ai::normal_decide(a, {});
                {
                    // What a decision reading the cache still bound to A would weigh.
                    ai::WaitScoreCache stale = cache;
                    ai::Table table = ai::read_table(b);
                    table.wait_cache = &stale;
                    stale.set_decision(&b);
                    const float misread = ai::keep_wait_value(b, table);
                    const float right = ai::keep_wait_value(b, ai::read_table(b));
                    telling += std::bit_cast<std::uint32_t>(misread) !=
                               std::bit_cast<std::uint32_t>(right);
                }
                const Action cached = ai::normal_decide(b, {}, &cache);
                bool ok = cached == plain;
                const ai::WaitScoreCache::Entry& e = cache.entry(b.hand);
                ok = ok && e.mask == wait_mask(b.hand, b.rules());
                for (int c = 0; c < kNumTileKinds; ++c) {
                    if (!((e.known >> c) & 1u)) continue;
                    const WinDeltas r = score_win_deltas(
                        WinContext::self_draw(b.hand, Tile::from_code(c), b.seat, b.dealer,
                                              b.streak, 0, b.rules().declare_ready_required),
                        b.rules());
                    ok = ok && ((e.wins >> c) & 1u) == (r.win ? 1u : 0u) &&
                         (!r.win || e.delta[c] == r.deltas[index(b.seat)]);
                }
                if (!ok && ++failures <= 10)
                    ADD_FAILURE() << "position " << (&pos - positions.data()) << ": A (rules "
                                  << ca.rules << ", seat " << index(ca.seat) << ", dealer "
                                  << index(ca.dealer) << ", streak " << ca.streak
                                  << ") then B (rules " << cb.rules << ", seat " << index(cb.seat)
                                  << ", dealer " << index(cb.dealer) << ", streak " << cb.streak
                                  << "): decision " << (cached == plain ? "equal" : "differs");
            }
    }
    EXPECT_EQ(failures, 0);
    // (11,257 rows, 6,959 telling, 487 flips on this code.)
    EXPECT_GT(rows, 8000);
    EXPECT_GT(telling, 5000);
    EXPECT_GT(flips, 300);
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
