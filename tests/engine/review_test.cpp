// SPDX-License-Identifier: GPL-3.0-or-later
// review_pot (review.h): a hard seat matches itself, weaker seats lose expected points, a rigged
// bad choice shows up, cancelling stops early, and every decision of the seat is listed once.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/replay.h"
#include "haolao/review.h"

namespace haolao {
namespace {

using testing::Rig;
using testing::T;

constexpr std::uint64_t kSeed = 97;

// A pot of `hands` hands of hefei-classic, `name` in `seat` and normal elsewhere, every agent
// seeded by agent_seed as the engine's drivers seat them.
Replay record(const std::string& name, Seat seat, int hands, std::uint64_t seed = kSeed,
              std::string_view rules = "hefei-classic") {
    Replay r;
    r.header.rules = ruleset_by_id(rules);
    r.header.rules.pot_length = PotLength::Hands;
    r.header.rules.pot_hands = hands;
    r.header.seed = seed;
    std::array<std::unique_ptr<Agent>, 4> agents;
    std::array<Agent*, 4> seats{};
    for (int i = 0; i < 4; ++i) {
        const auto s = static_cast<std::size_t>(i);
        r.header.seats[s].agent = seat_from_index(i) == seat ? name : "normal";
        agents[s] = make_agent(r.header.seats[s].agent, agent_seed(seed, seat_from_index(i)));
        seats[s] = agents[s].get();
    }
    Game game(r.header.rules, seed);
    play_pot(game, seats);
    r.events = game.events();
    // What a file gives back (the walls as built, …).
    return parse_replay(write_replay(r.header, r.events));
}

// The seat's decisions, counted from the events alone: (event index, action). A declared hand's
// wins are the engine's (automatic), like its thrown draws.
std::vector<std::pair<std::size_t, Action>> decisions_in(const std::vector<Event>& events,
                                                         Seat seat) {
    std::vector<std::pair<std::size_t, Action>> out;
    bool declared = false;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        if (std::holds_alternative<HandStarted>(e)) declared = false;
        if (const auto* d = std::get_if<Discarded>(&e); d && d->seat == seat && d->declare)
            declared = true;
        if (const auto* d = std::get_if<Discarded>(&e); d && d->seat == seat && !d->automatic)
            out.emplace_back(i, Action::discard(d->tile, d->declare));
        if (const auto* k = std::get_if<KongDeclared>(&e); k && k->seat == seat)
            out.emplace_back(i, Action::kong(k->tile));
        if (const auto* w = std::get_if<Won>(&e); w && w->winner == seat && !declared)
            out.emplace_back(i, Action::win());
        if (const auto* p = std::get_if<WinPassed>(&e); p && p->seat == seat)
            out.emplace_back(i, Action::pass());
    }
    return out;
}

class ReviewHardSelf : public ::testing::TestWithParam<const char*> {};
TEST_P(ReviewHardSelf, MatchesItselfAtTheSameSeedAndBudget) {
    const Replay r = record("hard", Seat::South, 6, kSeed, GetParam());
    const Review review = review_pot(r.header, r.events, Seat::South);
    ASSERT_GE(review.decisions.size(), 20u);
    // The advisor's first entry is hard's decision for the same view, seed and simulation
    // budget (advisor.h), and the re-drive rebuilds the very views hard saw: every decision
    // matches with a fixed simulation budget, with nothing lost.
    EXPECT_GE(review.match_rate, 0.95);
    EXPECT_EQ(review.match_rate, 1.0);
    EXPECT_EQ(review.ev_lost, 0.0);
    EXPECT_TRUE(review.worst.empty());
    for (const ReviewDecision& d : review.decisions) {
        EXPECT_EQ(d.chosen, d.best) << "event " << d.event;
        EXPECT_TRUE(d.match);
    }
    EXPECT_FALSE(review.cancelled);
}
INSTANTIATE_TEST_SUITE_P(Rooms, ReviewHardSelf,
                         ::testing::Values("hefei-classic", "hefei-ting", "hefei-bianfeng"));

TEST(Review, HardMatchesItselfWithAnotherSimulationBudget) {
    // hard:sims=6 — the agent and the review with the same smaller budget.
    Replay r = record("hard:sims=6", Seat::West, 2, 12);
    ReviewOptions options;
    options.budget.simulations = 6;
    const Review review = review_pot(r.header, r.events, Seat::West, options);
    ASSERT_FALSE(review.decisions.empty());
    EXPECT_EQ(review.match_rate, 1.0);
}

TEST(Review, WeakerSeatsMatchLessAndLosePoints) {
    const Replay h = record("hard", Seat::East, 4);
    const Review hard = review_pot(h.header, h.events, Seat::East);
    for (const char* name : {"baseline", "easy"}) {
        const Replay r = record(name, Seat::East, 4);
        const Review review = review_pot(r.header, r.events, Seat::East);
        ASSERT_FALSE(review.decisions.empty()) << name;
        EXPECT_LT(review.match_rate, hard.match_rate) << name;
        EXPECT_LT(review.match_rate, 0.95) << name;
        EXPECT_GT(review.ev_lost, 0.0) << name;
        ASSERT_FALSE(review.worst.empty()) << name;
        EXPECT_LE(review.worst.size(), 3u);
        // Worst first, and each a non-match with a positive gap.
        for (std::size_t k = 0; k < review.worst.size(); ++k) {
            const ReviewDecision& d = review.decisions[review.worst[k]];
            EXPECT_FALSE(d.match);
            EXPECT_GT(d.gap, 0.f);
            if (k > 0) {
                EXPECT_LE(d.gap, review.decisions[review.worst[k - 1]].gap);
            }
        }
        double lost = 0;
        int matches = 0;
        for (const ReviewDecision& d : review.decisions) {
            lost += d.gap;
            matches += d.match;
            EXPECT_GE(d.gap, 0.f);
            EXPECT_EQ(d.gap > kReviewDefaultThreshold && !(d.chosen == d.best), !d.match);
        }
        EXPECT_DOUBLE_EQ(review.ev_lost, lost);
        EXPECT_DOUBLE_EQ(review.match_rate, double(matches) / double(review.decisions.size()));
    }
}

// Both rooms: hefei-ting has declaring discards and automatic ones (a declared hand's draws).
class ReviewEveryDecision : public ::testing::TestWithParam<const char*> {};
TEST_P(ReviewEveryDecision, ListedOnce) {
    const Replay r = record("baseline", Seat::North, 6, kSeed, GetParam());
    for (Seat seat : {Seat::East, Seat::North}) {
        const auto expected = decisions_in(r.events, seat);
        EXPECT_EQ(count_decisions(r.events, seat), static_cast<int>(expected.size()));
        const Review review = review_pot(r.header, r.events, seat);
        ASSERT_EQ(review.decisions.size(), expected.size()) << index(seat);
        int hand = 0;
        std::size_t next = 0;
        for (std::size_t i = 0; i < r.events.size() && next < expected.size(); ++i) {
            hand += std::holds_alternative<HandStarted>(r.events[i]);
            if (expected[next].first != i) continue;
            const ReviewDecision& d = review.decisions[next];
            EXPECT_EQ(d.event, i);
            EXPECT_EQ(d.chosen, expected[next].second) << "event " << i;
            EXPECT_EQ(d.hand, hand) << "event " << i;
            // Every legal action once, the chosen one among them.
            bool listed = false;
            for (const Advice& a : d.candidates) listed |= a.action == d.chosen;
            EXPECT_TRUE(listed) << "event " << i;
            EXPECT_EQ(d.best, d.candidates.front().action);
            ++next;
        }
        EXPECT_EQ(next, expected.size());
    }
}
INSTANTIATE_TEST_SUITE_P(Rooms, ReviewEveryDecision,
                         ::testing::Values("hefei-classic", "hefei-ting", "hefei-bianfeng"));

TEST(Review, DeterministicForASeed) {
    const Replay r = record("easy", Seat::West, 2);
    const Review a = review_pot(r.header, r.events, Seat::West);
    const Review b = review_pot(r.header, r.events, Seat::West);
    ASSERT_EQ(a.decisions.size(), b.decisions.size());
    for (std::size_t i = 0; i < a.decisions.size(); ++i) {
        EXPECT_EQ(a.decisions[i].candidates, b.decisions[i].candidates);
        EXPECT_EQ(a.decisions[i].gap, b.decisions[i].gap);
    }
    EXPECT_EQ(a.ev_lost, b.ev_lost);
}

// East, the dealer, is dealt a complete hand (a heavenly win) and throws 4p instead: the review
// lists the discard (the declined offer before it is not a decision of its own) as a non-match
// with a positive gap, the win as the advisor's best.
TEST(Review, PassingAHeavenlyWinIsANonMatch) {
    Ruleset rules = ruleset_by_id("hefei-classic");
    rules.pot_length = PotLength::Hands;
    rules.pot_hands = 1;
    Game game(rules, 5);
    Rig rig;
    rig.hands[0] = "234m 567m 345m 888m 44p";
    game.rig_first_dealer(Seat::East);
    game.rig_next_hand(testing::build_wall(rig), Dice{3, 4});
    game.start_hand();
    ASSERT_TRUE(game.view(Seat::East).legal.contains(Action::win()));
    ASSERT_EQ(game.act(Seat::East, Action::discard(T("4p"))), ActionError::Ok);
    ReplayHeader header;
    header.rules = rules;
    header.seed = 5;
    const Replay r = parse_replay(write_replay(header, game.events()));
    std::size_t discard_at = 0;
    for (std::size_t i = 0; i < r.events.size(); ++i)
        if (std::holds_alternative<Discarded>(r.events[i])) discard_at = i;
    ASSERT_TRUE(std::holds_alternative<Declined>(r.events[discard_at - 1]));

    const Review review = review_pot(r.header, r.events, Seat::East);
    ASSERT_EQ(review.decisions.size(), 1u);
    const ReviewDecision& d = review.decisions[0];
    EXPECT_EQ(d.event, discard_at);
    EXPECT_EQ(d.hand, 1);
    EXPECT_EQ(d.chosen, Action::discard(T("4p")));
    EXPECT_EQ(d.best, Action::win());
    EXPECT_FALSE(d.match);
    EXPECT_GT(d.gap, 1.f);
    EXPECT_EQ(review.match_rate, 0.0);
    EXPECT_EQ(review.worst, std::vector<std::size_t>{0});
    EXPECT_FLOAT_EQ(static_cast<float>(review.ev_lost), d.gap);
}

// East, ready on a single 4p, passes the win on South's 4p: the review lists the pass (the
// win_passed event) as a non-match with a positive gap, the win as the advisor's best.
TEST(Review, PassingADiscardWinIsANonMatch) {
    Ruleset rules = ruleset_by_id("hefei-classic");
    rules.pot_length = PotLength::Hands;
    rules.pot_hands = 1;
    Game game(rules, 6);
    Rig rig;
    rig.dealer = Seat::South;
    rig.hands[0] = "234m 567m 345m 888m 4p";                     // East: ready on 4p
    rig.hands[1] = "2p 4p 5p 7p 8p 3s 4s 6s 7s 8s 2s 5s 6m 7m";  // South (dealer): 14
    game.rig_first_dealer(Seat::South);
    game.rig_next_hand(testing::build_wall(rig), Dice{3, 4});
    game.start_hand();
    ASSERT_EQ(game.act(Seat::South, Action::discard(T("4p"))), ActionError::Ok);
    ASSERT_TRUE(game.to_act().has(Seat::East));
    ASSERT_TRUE(game.view(Seat::East).legal.contains(Action::win()));
    ASSERT_EQ(game.act(Seat::East, Action::pass()), ActionError::Ok);
    ReplayHeader header;
    header.rules = rules;
    header.seed = 6;
    const Replay r = parse_replay(write_replay(header, game.events()));
    std::size_t passed_at = 0;
    for (std::size_t i = 0; i < r.events.size(); ++i)
        if (std::holds_alternative<WinPassed>(r.events[i])) passed_at = i;
    ASSERT_GT(passed_at, 0u);

    const Review review = review_pot(r.header, r.events, Seat::East);
    ASSERT_EQ(review.decisions.size(), 1u);
    const ReviewDecision& d = review.decisions[0];
    EXPECT_EQ(d.event, passed_at);
    EXPECT_EQ(d.chosen, Action::pass());
    EXPECT_EQ(d.best, Action::win());
    EXPECT_FALSE(d.match);
    EXPECT_GT(d.gap, 0.5f);
    EXPECT_EQ(review.worst, std::vector<std::size_t>{0});
    // South's one decision, the discard, is South's review.
    const Review south = review_pot(r.header, r.events, Seat::South);
    ASSERT_EQ(south.decisions.size(), 1u);
    EXPECT_EQ(south.decisions[0].chosen, Action::discard(T("4p")));
}

TEST(Review, ProgressCallbackCancels) {
    const Replay r = record("baseline", Seat::East, 2);
    const int total = count_decisions(r.events, Seat::East);
    ASSERT_GT(total, 5);
    std::vector<std::pair<int, int>> calls;
    ReviewOptions options;
    options.progress = [&](int done, int all) {
        calls.emplace_back(done, all);
        return done < 3;
    };
    const Review review = review_pot(r.header, r.events, Seat::East, options);
    EXPECT_TRUE(review.cancelled);
    EXPECT_EQ(review.decisions.size(), 3u);
    ASSERT_EQ(calls.size(), 3u);
    for (int k = 0; k < 3; ++k) EXPECT_EQ(calls[k], std::make_pair(k + 1, total));

    // Without cancelling: called once per decision, ending at (total, total).
    calls.clear();
    options.progress = [&](int done, int all) {
        calls.emplace_back(done, all);
        return true;
    };
    const Review full = review_pot(r.header, r.events, Seat::East, options);
    EXPECT_FALSE(full.cancelled);
    ASSERT_EQ(calls.size(), static_cast<std::size_t>(total));
    EXPECT_EQ(calls.back(), std::make_pair(total, total));
}

TEST(Review, IllegalLogThrows) {
    Replay r = record("baseline", Seat::East, 1);
    // A draw the wall does not give.
    for (Event& e : r.events)
        if (auto* d = std::get_if<Drew>(&e); d && d->seat == Seat::South) {
            d->tile = Tile(d->tile.suit(), d->tile.rank() == 1 ? 2 : 1);
            break;
        }
    EXPECT_THROW(review_pot(r.header, r.events, Seat::East), ReplayError);
}

}  // namespace
}  // namespace haolao
