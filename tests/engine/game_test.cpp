// SPDX-License-Identifier: GPL-3.0-or-later
// Game state machine scenarios (RULES.md §1, §2.6) on rigged walls, one rule per test, plus
// seeded self-play checked by event replay and invariants after every event.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "game_test_util.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/meld.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"

namespace haolao {
namespace {

using testing::build_wall;
using testing::discard;
using testing::discard_lowest;
using testing::has_action;
using testing::Rig;
using testing::start;
using testing::T;
using testing::tsumogiri;

const Ruleset& classic() {
    return ruleset_by_id("hefei-classic");
}
const Ruleset& ting() {
    return ruleset_by_id("hefei-ting");
}
const Ruleset& bianfeng() {
    return ruleset_by_id("hefei-bianfeng");
}

// South's usual waiting hand: 12 characters and a lone 5p, waiting on 5p only.
constexpr const char* kWaitOn5p = "234m 234m 567m 678m 5p";

template <class E>
std::vector<E> events_of(const Game& g) {
    std::vector<E> out;
    for (const Event& e : g.events())
        if (const E* x = std::get_if<E>(&e)) out.push_back(*x);
    return out;
}

WinContext ron_context(const Game& g, Seat winner) {
    return WinContext::on_discard(g.state().seat(winner).hand, g.state().discard, winner,
                                  g.state().turn, g.state().dealer, g.state().streak, 0,
                                  g.rules().declare_ready_required);
}

// ---- Deal ---------------------------------------------------------------------------------------

TEST(GameDeal, DealAndJumpOnAnOrderedWall) {
    for (Seat dealer : {Seat::East, Seat::West}) {
        std::vector<Tile> wall;
        for (Tile t : TileSet::hefei().tiles())
            for (int c = 0; c < 4; ++c) wall.push_back(t);
        Rng rng(5);
        rng.shuffle(wall.data(), static_cast<int>(wall.size()));
        Game g(classic(), 1);
        g.rig_first_dealer(dealer);
        g.rig_next_hand(wall, Dice{4, 5});
        g.start_hand();
        const std::array<std::vector<int>, 4> positions = {
            std::vector<int>{0, 1, 2, 3, 16, 17, 18, 19, 32, 33, 34, 35, 48, 52},
            std::vector<int>{4, 5, 6, 7, 20, 21, 22, 23, 36, 37, 38, 39, 49},
            std::vector<int>{8, 9, 10, 11, 24, 25, 26, 27, 40, 41, 42, 43, 50},
            std::vector<int>{12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 51},
        };
        for (int offset = 0; offset < 4; ++offset) {
            TileCounts want{};
            for (int p : positions[offset]) ++want[wall[p].code()];
            const Seat s = seat_from_index(index(dealer) + offset);
            EXPECT_EQ(g.state().seat(s).hand.concealed, want) << seat_letter(s);
        }
        EXPECT_EQ(g.state().wall.remaining(), 31);
        EXPECT_EQ(g.state().phase, Phase::Turn);
        EXPECT_EQ(g.state().turn, dealer);
        EXPECT_EQ(g.to_act(), SeatMask(static_cast<std::uint8_t>(1u << index(dealer))));
        // The first normal draw is the bottom of the 3rd jump stack, position 53.
        const auto& held = g.state().seat(dealer).hand.concealed;
        discard(g, Tile::from_code(static_cast<int>(
                       std::find_if(held.begin(), held.end(), [](int n) { return n > 0; }) -
                       held.begin())));
        // Someone could win on it: they pass, and the draw goes on as it would.
        while (g.state().phase == Phase::Response)
            for (Seat s : g.to_act().seats()) ASSERT_EQ(g.act(s, Action::pass()), ActionError::Ok);
        ASSERT_EQ(g.state().phase, Phase::Turn);
        EXPECT_EQ(g.state().turn, next(dealer));
        EXPECT_EQ(g.state().seat(next(dealer)).last_drawn, wall[53]);
        EXPECT_EQ(g.state().wall.shape().state(53), WallTileState::Drawn);
        EXPECT_EQ(g.state().wall.remaining(), 30);
    }
}

TEST(GameDeal, FirstDealerByEastsDice) {
    // §1.1, one row per dice sum: 5/9 East, 2/6/10 South, 3/7/11 West, 4/8/12 North. Seeds are
    // tried until every sum has come up; each row must have been met and given its seat.
    struct Row {
        int sum;
        Seat dealer;
        int met = 0;
    };
    Row rows[] = {{2, Seat::South},  {3, Seat::West},  {4, Seat::North}, {5, Seat::East},
                  {6, Seat::South},  {7, Seat::West},  {8, Seat::North}, {9, Seat::East},
                  {10, Seat::South}, {11, Seat::West}, {12, Seat::North}};
    int unmet = 11;
    for (std::uint64_t seed = 0; seed < 5000 && unmet > 0; ++seed) {
        Game g(classic(), seed);
        g.start_hand();
        const auto pots = events_of<PotStarted>(g);
        ASSERT_EQ(pots.size(), 1u);
        const int sum = pots[0].dice.sum();
        ASSERT_GE(sum, 2);
        ASSERT_LE(sum, 12);
        Row& row = rows[sum - 2];
        EXPECT_EQ(pots[0].first_dealer, row.dealer) << "sum " << sum;
        EXPECT_EQ(g.state().dealer, row.dealer) << "sum " << sum;
        if (row.met++ == 0) --unmet;
    }
    for (const Row& row : rows) EXPECT_GT(row.met, 0) << "no seed rolled " << row.sum;
    Ruleset east = classic();
    east.first_dealer = FirstDealer::East;
    Game g(east, 3);
    g.start_hand();
    EXPECT_EQ(g.state().dealer, Seat::East);
    EXPECT_EQ(events_of<PotStarted>(g)[0].dice, Dice{});
}

// ---- Kongs --------------------------------------------------------------------------------------

TEST(GameKong, ReplacementsComeFromTheTailAndKongDiscardIsFlagged) {
    Rig rig;
    rig.hands[0] = "5555s 888p 234m 67m 2p 6s";
    rig.hands[1] = "234p 234p 345p 567p 6s";  // waits on 6s
    rig.tail = {"8p", "7s"};
    Game g = start(classic(), rig);
    ASSERT_TRUE(g.legal_actions(Seat::East).contains(Action::kong(T("5s"))));
    ASSERT_EQ(g.act(Seat::East, Action::kong(T("5s"))), ActionError::Ok);
    const WallShape& w = g.state().wall.shape();
    EXPECT_EQ(w.state(82), WallTileState::Replacement);  // top of the last stack first
    EXPECT_EQ(g.state().seat(Seat::East).last_drawn, T("8p"));
    // Four 8p now: kong again, the replacement is that stack's bottom.
    ASSERT_EQ(g.act(Seat::East, Action::kong(T("8p"))), ActionError::Ok);
    EXPECT_EQ(g.state().wall.shape().state(83), WallTileState::Replacement);
    EXPECT_EQ(g.state().seat(Seat::East).last_drawn, T("7s"));
    EXPECT_EQ(g.state().seat(Seat::East).hand.kong_count, 2);
    EXPECT_EQ(g.state().kongs, 2);
    EXPECT_EQ(g.state().wall.remaining(), 29);
    const auto draws = events_of<Drew>(g);
    ASSERT_EQ(draws.size(), 2u);
    EXPECT_TRUE(draws[0].replacement && draws[1].replacement);
    discard(g, T("6s"));
    EXPECT_TRUE(g.state().discard_after_kong);
    ASSERT_EQ(g.to_act(), SeatMask(1u << index(Seat::South)));
    ASSERT_EQ(g.act(Seat::South, Action::win()), ActionError::Ok);
    const auto wins = events_of<Won>(g);
    ASSERT_EQ(wins.size(), 1u);
    EXPECT_TRUE(wins[0].situations & kKongDiscard);
    EXPECT_FALSE(wins[0].situations & kEarthly);  // a kong came before
}

TEST(GameKong, KongBloom) {
    Rig rig;
    rig.hands[0] = "5555s 234m 234m 567m 6m";
    rig.tail = {"6m"};
    Game g = start(classic(), rig);
    EXPECT_FALSE(has_action(g, Seat::East, ActionType::Win));
    ASSERT_EQ(g.act(Seat::East, Action::kong(T("5s"))), ActionError::Ok);
    ASSERT_TRUE(has_action(g, Seat::East, ActionType::Win));
    ASSERT_EQ(g.act(Seat::East, Action::win()), ActionError::Ok);
    const auto wins = events_of<Won>(g);
    ASSERT_EQ(wins.size(), 1u);
    EXPECT_EQ(wins[0].by, WinBy::SelfDraw);
    EXPECT_EQ(wins[0].tile, T("6m"));
    EXPECT_EQ(wins[0].situations, kKongBloom);
    EXPECT_EQ(g.last_hand().wins.size(), 1u);
    EXPECT_EQ(g.last_hand().wins[0].context.hand.kong_count, 1);
}

// No kong once only 4 tiles are left; then the haolao phase ends in a draw (荒庄).
TEST(GameKong, NoKongAtFourTilesThenHaolaoDraw) {
    Rig rig;
    rig.hands[3] = "5555s 234m 678p 23s 8m";  // North holds four 5s since the deal
    Game g = start(classic(), rig);
    discard_lowest(g);
    int north_turns = 0;
    bool saw_short = false;
    while (g.state().phase == Phase::Turn) {
        if (g.state().turn == Seat::North) {
            ++north_turns;
            const int left = g.state().wall.remaining();
            const bool kong_legal = g.legal_actions(Seat::North).contains(Action::kong(T("5s")));
            EXPECT_EQ(kong_legal, left >= 5) << left;
            if (left < 5) {
                saw_short = true;
                const GameState before = g.state();
                const auto n = g.events().size();
                EXPECT_EQ(g.act(Seat::North, Action::kong(T("5s"))), ActionError::WallTooShort);
                EXPECT_EQ(g.state(), before);
                EXPECT_EQ(g.events().size(), n);
            }
        }
        tsumogiri(g);
        ASSERT_NE(g.state().phase, Phase::Response);
    }
    EXPECT_TRUE(saw_short);
    EXPECT_EQ(north_turns, 7);
    EXPECT_EQ(events_of<HaolaoStarted>(g).size(), 1u);
    EXPECT_EQ(g.state().wall.remaining(), 0);
    ASSERT_EQ(g.state().phase, Phase::HandOver);
    EXPECT_TRUE(g.state().drawn);
    EXPECT_TRUE(g.last_hand().drawn);
    EXPECT_EQ(g.state().hand_deltas, (std::array<int, 4>{}));
    // The haolao draws: East, South, West, North one each, from positions 80-83.
    const auto draws = events_of<Drew>(g);
    ASSERT_GE(draws.size(), 4u);
    for (int i = 0; i < 4; ++i) EXPECT_EQ(draws[draws.size() - 4 + i].seat, seat_from_index(i));
    // Dealer stays on a draw, streak + 1.
    EXPECT_EQ(g.state().dealer, Seat::East);
    EXPECT_EQ(g.state().streak, 2);
    EXPECT_EQ(g.state().dealer_changes, 0);
}

TEST(GameHaolao, FirstWinningHaolaoDrawWins) {
    Rig rig;
    rig.hands[1] = kWaitOn5p;
    rig.draws.assign(29, "");
    rig.draws[28] = "5p";     // position 81: South's haolao draw
    rig.tail = {"5p", "5p"};  // positions 82-83 (West's and North's haolao draws)
    Game g = start(classic(), rig);
    discard_lowest(g);
    while (g.state().phase == Phase::Turn) tsumogiri(g);
    ASSERT_EQ(g.state().phase, Phase::HandOver);
    const auto wins = events_of<Won>(g);
    ASSERT_EQ(wins.size(), 1u);
    EXPECT_EQ(wins[0].winner, Seat::South);
    EXPECT_EQ(wins[0].by, WinBy::SelfDraw);
    EXPECT_EQ(wins[0].situations, kHaolao);
    EXPECT_EQ(g.state().wall.remaining(), 2);
    // Each of the three others paid; a non-dealer won: South deals next with streak 1.
    for (Seat s : {Seat::East, Seat::West, Seat::North}) EXPECT_LT(wins[0].deltas[index(s)], 0);
    EXPECT_EQ(g.state().dealer, Seat::South);
    EXPECT_EQ(g.state().streak, 1);
}

// ---- Wins ---------------------------------------------------------------------------------------

struct MultiRonRow {
    bool east_wins;
    bool west_wins;
    bool hand_over;
    Seat next_dealer;
};

class GameMultiRon : public ::testing::TestWithParam<MultiRonRow> {};

// North discards 5p; East (dealer) and West both wait on it (一炮多响).
TEST_P(GameMultiRon, EachWinnerIsPaidByTheDiscarder) {
    const MultiRonRow row = GetParam();
    Rig rig;
    rig.hands[0] = "234m 234m 567m 678m 5p 8s";
    rig.hands[1] = "5p 5m 8m 2p 3p 6p 7p 8p 5s 6s 7s 2m 3m";
    rig.hands[2] = "234s 234s 567s 678s 5p";
    rig.draws = {"", "", "5p"};
    Game g = start(classic(), rig);
    discard(g, T("8s"));
    tsumogiri(g);  // South
    tsumogiri(g);  // West
    ASSERT_EQ(g.state().turn, Seat::North);
    discard(g, T("5p"));
    ASSERT_EQ(g.to_act(), SeatMask((1u << index(Seat::East)) | (1u << index(Seat::West))));
    const WinContext east = ron_context(g, Seat::East);
    const WinContext west = ron_context(g, Seat::West);
    std::array<int, 4> want{};
    if (row.east_wins) {
        const WinResult r = score_win(east, classic());
        ASSERT_TRUE(r.win);
        for (int i = 0; i < 4; ++i) want[i] += r.deltas[i];
    }
    if (row.west_wins) {
        const WinResult r = score_win(west, classic());
        ASSERT_TRUE(r.win);
        for (int i = 0; i < 4; ++i) want[i] += r.deltas[i];
    }
    ASSERT_EQ(g.act(Seat::East, row.east_wins ? Action::win() : Action::pass()), ActionError::Ok);
    ASSERT_EQ(g.act(Seat::West, row.west_wins ? Action::win() : Action::pass()), ActionError::Ok);
    EXPECT_EQ(g.hand_over(), row.hand_over);
    EXPECT_EQ(g.state().hand_deltas, want);
    EXPECT_EQ(g.state().standings, want);
    // Only the discarder pays.
    EXPECT_EQ(want[index(Seat::South)], 0);
    if (row.hand_over) {
        EXPECT_EQ(g.state().dealer, row.next_dealer);
        EXPECT_EQ(static_cast<int>(g.last_hand().wins.size()), row.east_wins + row.west_wins);
        EXPECT_EQ(g.last_hand().deltas, want);
    } else {
        EXPECT_EQ(g.state().turn, Seat::East);  // East drew
        EXPECT_EQ(events_of<WinPassed>(g).size(), 2u);
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, GameMultiRon,
                         ::testing::Values(MultiRonRow{true, true, true, Seat::East},
                                           MultiRonRow{true, false, true, Seat::East},
                                           MultiRonRow{false, true, true, Seat::South},
                                           MultiRonRow{false, false, false, Seat::East}));

TEST(GameWin, Heavenly) {
    Rig rig;
    rig.hands[0] = "234m 234m 567m 678m 55p";
    Game g = start(classic(), rig);
    ASSERT_TRUE(has_action(g, Seat::East, ActionType::Win));
    ASSERT_EQ(g.act(Seat::East, Action::win()), ActionError::Ok);
    const auto wins = events_of<Won>(g);
    ASSERT_EQ(wins.size(), 1u);
    EXPECT_EQ(wins[0].situations, kHeavenly);
    EXPECT_EQ(wins[0].by, WinBy::SelfDraw);
    // The best-scoring tile was taken as the winning one: no other scores more.
    const WinRecord& rec = g.last_hand().wins[0];
    for (int c = 0; c < kNumTileKinds; ++c) {
        Hand full = rec.context.hand;
        full.add(rec.context.win_tile);
        if (!full.concealed[c]) continue;
        Hand before = full;
        before.remove(Tile::from_code(c));
        const WinContext& won = rec.context;
        const WinResult r =
            score_win(WinContext::self_draw(before, Tile::from_code(c), won.winner, won.dealer,
                                            won.dealer_streak, won.situations, won.declaring_room),
                      classic());
        if (r.win) {
            EXPECT_LE(r.deltas[0], wins[0].deltas[0]);
        }
    }
    EXPECT_EQ(g.state().dealer, Seat::East);
    EXPECT_EQ(g.state().streak, 2);
}

struct EarthlyRow {
    const char* preset;
    bool ron;        // on the dealer's first discard, else self-draw on the first draw
    bool second_go;  // the win comes one go-round later
    bool earthly;
};

class GameEarthly : public ::testing::TestWithParam<EarthlyRow> {};

TEST_P(GameEarthly, PerPresetDefinition) {
    const EarthlyRow row = GetParam();
    const Ruleset& rules = ruleset_by_id(row.preset);
    Rig rig;
    rig.hands[0] = "5p 2m 3m 4m 6m 7m 8m 2s 3s 4s 6s 7s 8s 2p";
    rig.hands[1] = kWaitOn5p;
    if (row.ron) {
        rig.tail = {"5p", "5p"};
    } else {
        rig.draws.assign(5, "");
        rig.draws[row.second_go ? 4 : 0] = "5p";
        rig.tail = {"5p"};
    }
    Game g = start(rules, rig);
    if (row.ron) {
        discard(g, T("5p"));
        ASSERT_EQ(g.to_act(), SeatMask(1u << index(Seat::South)));
        ASSERT_EQ(g.act(Seat::South, Action::win()), ActionError::Ok);
    } else {
        discard(g, T("2p"));
        if (row.second_go) {
            for (int i = 0; i < 4; ++i) tsumogiri(g);
        }
        ASSERT_EQ(g.state().turn, Seat::South);
        ASSERT_EQ(g.act(Seat::South, Action::win()), ActionError::Ok);
    }
    const auto wins = events_of<Won>(g);
    ASSERT_EQ(wins.size(), 1u);
    EXPECT_EQ(bool(wins[0].situations & kEarthly), row.earthly);
}

INSTANTIATE_TEST_SUITE_P(Rows, GameEarthly,
                         ::testing::Values(EarthlyRow{"hefei-classic", true, false, true},
                                           EarthlyRow{"hefei-classic", false, false, true},
                                           EarthlyRow{"hefei-classic", false, true, false},
                                           EarthlyRow{"hefei-bianfeng", true, false, false},
                                           EarthlyRow{"hefei-bianfeng", false, false, true},
                                           EarthlyRow{"hefei-ting", false, false, true},
                                           EarthlyRow{"hefei-ting", false, true, false}));

// ---- Declaring ready ----------------------------------------------------------------------------

TEST(GameDeclare, DeclaredHandThrowsDrawsAndWinsOnADiscardAutomatically) {
    Rig rig;
    rig.hands[0] = "234m 234m 567m 678m 5p 8s";
    rig.draws = {"", "", "", "", "5p"};  // East's draw (index 3) is a filler; South draws 5p
    rig.tail = {"5p", "5p"};
    Game g = start(ting(), rig);
    ASSERT_TRUE(g.legal_actions(Seat::East).contains(Action::discard(T("8s"), true)));
    EXPECT_FALSE(g.legal_actions(Seat::East).contains(Action::discard(T("2m"), true)));
    discard(g, T("8s"), true);
    EXPECT_TRUE(g.state().seat(Seat::East).declared);
    for (int i = 0; i < 4; ++i) {
        EXPECT_FALSE(g.to_act().has(Seat::East));
        tsumogiri(g);  // South, West, North, then (after East's automatic throw) South
    }
    // East's draw was thrown without asking it.
    const Pond& pond = g.state().seat(Seat::East).pond;
    ASSERT_EQ(pond.size, 2);
    EXPECT_EQ(pond.declare_bits, 1u);
    EXPECT_EQ(pond.automatic_bits, 2u);
    // South threw 5p: East's win was taken automatically.
    ASSERT_EQ(g.state().phase, Phase::HandOver);
    const auto wins = events_of<Won>(g);
    ASSERT_EQ(wins.size(), 1u);
    EXPECT_EQ(wins[0].winner, Seat::East);
    EXPECT_EQ(wins[0].by, WinBy::Discard);
    EXPECT_EQ(wins[0].discarder, Seat::South);
}

TEST(GameDeclare, DeclaredHandIsAskedOnlyForAKongThatKeepsItReady) {
    Rig rig;
    rig.hands[0] = "234m 234m 567m 666s 5p 8s";
    rig.draws = {"", "", "", "6s"};
    rig.tail = {"5p", "5p", "5p"};
    Game g = start(ting(), rig);
    discard(g, T("8s"), true);
    for (int i = 0; i < 3; ++i) tsumogiri(g);
    ASSERT_EQ(g.state().turn, Seat::East);
    ASSERT_EQ(g.to_act(), SeatMask(1u << index(Seat::East)));
    ActionList legal = g.legal_actions(Seat::East);
    ASSERT_EQ(legal.size(), 2);
    EXPECT_TRUE(legal.contains(Action::kong(T("6s"))));
    EXPECT_TRUE(legal.contains(Action::discard(T("6s"))));
    EXPECT_EQ(g.act(Seat::East, Action::discard(T("2m"))), ActionError::LockedHand);
    ASSERT_EQ(g.act(Seat::East, Action::kong(T("6s"))), ActionError::Ok);
    // The replacement 5p wins, automatically: 杠开.
    ASSERT_EQ(g.state().phase, Phase::HandOver);
    const auto wins = events_of<Won>(g);
    ASSERT_EQ(wins.size(), 1u);
    EXPECT_EQ(wins[0].situations, kKongBloom);
}

TEST(GameDeclare, WithoutDeclarationOnlySelfDrawWinsInADeclaringRoom) {
    Rig rig;
    rig.hands[0] = "5p 2m 3m 4m 6m 7m 8m 2s 3s 4s 6s 7s 8s 2p";
    rig.hands[1] = kWaitOn5p;
    rig.draws = {"5p"};
    rig.tail = {"5p"};
    Game g = start(ting(), rig);
    discard(g, T("5p"));
    // South could complete its hand with East's 5p but has not declared: not asked.
    EXPECT_EQ(g.state().phase, Phase::Turn);
    EXPECT_EQ(g.state().turn, Seat::South);
    EXPECT_TRUE(events_of<WinPassed>(g).empty());
    ASSERT_TRUE(has_action(g, Seat::South, ActionType::Win));  // its own draw: 5p
    ASSERT_EQ(g.act(Seat::South, Action::win()), ActionError::Ok);
    EXPECT_EQ(events_of<Won>(g).at(0).by, WinBy::SelfDraw);
}

// ---- Missed wins (§1.8) -------------------------------------------------------------------------

TEST(GameMissedWin, LockedUntilOwnDrawExceptABiggerWin) {
    Rig rig;
    rig.hands[1] = kWaitOn5p;
    rig.draws = {"", "5p", "5p", "5p"};  // West, North, East throw 5p in turn
    Game g = start(classic(), rig);
    discard_lowest(g);
    tsumogiri(g);  // South
    tsumogiri(g);  // West: 5p
    ASSERT_EQ(g.to_act(), SeatMask(1u << index(Seat::South)));
    const int passed = score_win(ron_context(g, Seat::South), classic()).deltas[1];
    ASSERT_EQ(g.act(Seat::South, Action::pass()), ActionError::Ok);
    EXPECT_TRUE(g.state().seat(Seat::South).locked);
    EXPECT_EQ(g.state().seat(Seat::South).locked_points, passed);
    EXPECT_TRUE(g.view(Seat::South).locked);
    tsumogiri(g);  // North: 5p, the same win: South may not take it
    ASSERT_EQ(g.state().phase, Phase::Turn);
    ASSERT_EQ(g.state().turn, Seat::East);
    tsumogiri(g);  // East, the dealer: 5p pays more (庄分): allowed
    ASSERT_EQ(g.to_act(), SeatMask(1u << index(Seat::South)));
    const int bigger = score_win(ron_context(g, Seat::South), classic()).deltas[1];
    EXPECT_GT(bigger, passed);
    ASSERT_EQ(g.act(Seat::South, Action::win()), ActionError::Ok);
    EXPECT_EQ(g.state().hand_deltas[1], bigger);
}

TEST(GameMissedWin, LockEndsWithTheSeatsOwnDraw) {
    Rig rig;
    rig.hands[1] = kWaitOn5p;
    rig.draws = {"", "5p", "", "", "", "5p"};
    rig.tail = {"5p"};
    Game g = start(classic(), rig);
    discard_lowest(g);
    tsumogiri(g);  // South
    tsumogiri(g);  // West: 5p
    ASSERT_EQ(g.act(Seat::South, Action::pass()), ActionError::Ok);
    tsumogiri(g);  // North
    EXPECT_TRUE(g.state().seat(Seat::South).locked);
    tsumogiri(g);  // East
    ASSERT_EQ(g.state().turn, Seat::South);
    EXPECT_FALSE(g.state().seat(Seat::South).locked);  // its draw cleared it
    tsumogiri(g);                                      // South
    tsumogiri(g);                                      // West: 5p again
    EXPECT_EQ(g.to_act(), SeatMask(1u << index(Seat::South)));
}

TEST(GameMissedWin, NoLockWhenTheSwitchIsOff) {
    Ruleset rules = classic();
    rules.missed_win_lock = false;
    Rig rig;
    rig.hands[1] = kWaitOn5p;
    rig.draws = {"", "5p", "5p"};
    rig.tail = {"5p"};
    Game g = start(rules, rig);
    discard_lowest(g);
    tsumogiri(g);
    tsumogiri(g);
    ASSERT_EQ(g.act(Seat::South, Action::pass()), ActionError::Ok);
    EXPECT_FALSE(g.state().seat(Seat::South).locked);
    tsumogiri(g);  // North: 5p
    EXPECT_EQ(g.to_act(), SeatMask(1u << index(Seat::South)));
}

// ---- Dealer, streak, rounds, pots (§1.9) --------------------------------------------------------

TEST(GamePot, DealerStaysOnWinAndDrawAndStreakCounts) {
    Game g(classic(), 9);
    g.rig_first_dealer(Seat::East);
    auto rig_hand = [&](Seat dealer, const char* dealer_hand, const char* south_hand,
                        std::vector<std::string> draws) {
        Rig rig;
        rig.dealer = dealer;
        rig.hands[index(dealer)] = dealer_hand;
        if (south_hand) rig.hands[1] = south_hand;
        rig.draws = std::move(draws);
        g.rig_next_hand(build_wall(rig), Dice{2, 2});
        g.start_hand();
    };
    // 1-2: East wins twice (天胡): streak 1 → 2 → 3, the streak reaching score_win.
    for (int streak = 1; streak <= 2; ++streak) {
        rig_hand(Seat::East, "234m 234m 567m 678m 55p", nullptr, {});
        EXPECT_EQ(g.state().streak, streak);
        ASSERT_EQ(g.act(Seat::East, Action::win()), ActionError::Ok);
        EXPECT_EQ(g.last_hand().wins.at(0).context.dealer_streak, streak);
        EXPECT_EQ(g.last_hand().streak, streak);
        EXPECT_EQ(g.state().dealer, Seat::East);
        EXPECT_EQ(g.state().streak, streak + 1);
    }
    // 3: South wins: South deals with streak 1.
    rig_hand(Seat::East, "5p 2m 3m 4m 6m 7m 8m 2s 3s 4s 6s 7s 8s 2p", kWaitOn5p, {"5p"});
    discard(g, T("2p"));
    ASSERT_EQ(g.act(Seat::South, Action::win()), ActionError::Ok);
    EXPECT_EQ(g.state().dealer, Seat::South);
    EXPECT_EQ(g.state().streak, 1);
    EXPECT_EQ(g.state().dealer_changes, 1);
    // 4: a draw: South stays, streak 2.
    Rig rig;
    rig.dealer = Seat::South;
    g.rig_next_hand(build_wall(rig), Dice{6, 6});
    g.start_hand();
    discard_lowest(g);
    while (g.state().phase == Phase::Turn) tsumogiri(g);
    ASSERT_TRUE(g.state().drawn);
    EXPECT_EQ(g.state().dealer, Seat::South);
    EXPECT_EQ(g.state().streak, 2);
    EXPECT_EQ(g.state().hands_played, 4);
    int total = 0;
    for (int v : g.state().standings) total += v;
    EXPECT_EQ(total, 0);
}

std::array<Agent*, 4> seats_of(std::array<std::unique_ptr<Agent>, 4>& agents) {
    return {agents[0].get(), agents[1].get(), agents[2].get(), agents[3].get()};
}

std::array<std::unique_ptr<Agent>, 4> baseline_agents(std::uint64_t seed) {
    return {make_agent("baseline", agent_seed(seed, Seat::East)),
            make_agent("baseline", agent_seed(seed, Seat::South)),
            make_agent("baseline", agent_seed(seed, Seat::West)),
            make_agent("baseline", agent_seed(seed, Seat::North))};
}

struct PotRow {
    const char* preset;
    PotLength length;
    int count;
};

class GamePotLength : public ::testing::TestWithParam<PotRow> {};

TEST_P(GamePotLength, PotEndsAfterItsRoundsOrHands) {
    const PotRow row = GetParam();
    Ruleset rules = ruleset_by_id(row.preset);
    rules.pot_length = row.length;
    rules.pot_rounds = row.count;
    rules.pot_hands = row.count;
    auto agents = baseline_agents(11);
    Game g(rules, 1234);
    play_pot(g, seats_of(agents));
    const GameState& st = g.state();
    EXPECT_EQ(st.phase, Phase::PotOver);
    EXPECT_TRUE(std::holds_alternative<PotEnded>(g.events().back()));
    if (row.length == PotLength::Rounds) {
        EXPECT_EQ(st.rounds_done, row.count);
        EXPECT_EQ(st.dealer_changes, 4 * row.count);
        EXPECT_EQ(st.dealer, st.first_dealer);  // the dealership went all the way round
        // It ended on the hand that completed the last round, not later.
        const auto ends = events_of<HandEnded>(g);
        EXPECT_EQ(static_cast<int>(ends.size()), st.hands_played);
    } else {
        EXPECT_EQ(st.hands_played, row.count);
        EXPECT_EQ(static_cast<int>(events_of<HandEnded>(g).size()), row.count);
    }
    int total = 0;
    for (int v : st.standings) total += v;
    EXPECT_EQ(total, 0);
    EXPECT_EQ(check_invariants(st, rules), "");
    EXPECT_THROW(g.start_hand(), std::logic_error);
}

INSTANTIATE_TEST_SUITE_P(Rows, GamePotLength,
                         ::testing::Values(PotRow{"hefei-classic", PotLength::Rounds, 4},
                                           PotRow{"hefei-ting", PotLength::Rounds, 4},
                                           PotRow{"hefei-bianfeng", PotLength::Rounds, 4},
                                           PotRow{"hefei-classic", PotLength::Rounds, 1},
                                           PotRow{"hefei-ting", PotLength::Hands, 5}));

// ---- Illegal actions ----------------------------------------------------------------------------

struct IllegalRow {
    const char* preset;
    Seat seat;
    Action action;
    ActionError error;
};

class GameIllegal : public ::testing::TestWithParam<IllegalRow> {};

TEST_P(GameIllegal, RejectedWithAReasonAndNothingChanges) {
    const IllegalRow row = GetParam();
    Rig rig;
    rig.hands[0] = "5555s 234m 678m 22p 3p 7p";  // not winning, never ready (no suit near 8)
    Game g = start(ruleset_by_id(row.preset), rig);
    const GameState before = g.state();
    const std::size_t n = g.events().size();
    EXPECT_EQ(g.act(row.seat, row.action), row.error);
    EXPECT_EQ(action_error_id(g.act(row.seat, row.action)), action_error_id(row.error));
    EXPECT_EQ(g.state(), before);
    EXPECT_EQ(g.events().size(), n);
    EXPECT_FALSE(g.legal_actions(row.seat).contains(row.action));
}

INSTANTIATE_TEST_SUITE_P(
    Rows, GameIllegal,
    ::testing::Values(
        IllegalRow{"hefei-classic", Seat::South, Action::discard(T("2m")), ActionError::NotToAct},
        IllegalRow{"hefei-classic", Seat::East, Action::pass(), ActionError::WrongActionType},
        IllegalRow{"hefei-classic", Seat::East, Action::discard(T("5m")), ActionError::TileNotHeld},
        IllegalRow{"hefei-classic", Seat::East, Action::kong(T("2p")), ActionError::NoFourTiles},
        IllegalRow{"hefei-classic", Seat::East, Action::win(), ActionError::NotAWin},
        IllegalRow{"hefei-classic", Seat::East, Action::discard(T("3p"), true),
                   ActionError::DeclareNotAllowed},
        IllegalRow{"hefei-ting", Seat::East, Action::discard(T("3p"), true),
                   ActionError::NotReadyAfter}));

TEST(GameIllegal, RiggedWallMustBeAFullSet) {
    std::vector<Tile> wall = build_wall(Rig{});
    Game g(classic(), 1);
    EXPECT_THROW(g.rig_next_hand(std::vector<Tile>(wall.begin(), wall.end() - 2), Dice{1, 2}),
                 std::invalid_argument);
    EXPECT_THROW(g.rig_next_hand(wall, Dice{0, 2}), std::invalid_argument);
    wall[0] = wall[0] == T("2m") ? T("3m") : T("2m");  // a fifth copy, one short elsewhere
    EXPECT_THROW(g.rig_next_hand(wall, Dice{1, 2}), std::invalid_argument);
    EXPECT_EQ(g.state(), GameState{});
    EXPECT_TRUE(g.events().empty());
}

TEST(GameIllegal, ResponsePhaseAndFinishedHand) {
    Rig rig;
    rig.hands[0] = "5p 2m 3m 4m 6m 7m 8m 2s 3s 4s 6s 7s 8s 2p";
    rig.hands[1] = kWaitOn5p;
    Game g = start(bianfeng(), rig);
    discard(g, T("5p"));
    ASSERT_EQ(g.to_act(), SeatMask(1u << index(Seat::South)));
    const GameState before = g.state();
    EXPECT_EQ(g.act(Seat::South, Action::discard(T("2m"))), ActionError::WrongActionType);
    EXPECT_EQ(g.act(Seat::West, Action::win()), ActionError::NotToAct);
    EXPECT_EQ(g.act(Seat::East, Action::win()), ActionError::NotToAct);
    EXPECT_EQ(g.state(), before);
    ASSERT_EQ(g.act(Seat::South, Action::win()), ActionError::Ok);
    EXPECT_EQ(g.act(Seat::South, Action::win()), ActionError::HandNotRunning);
    EXPECT_TRUE(g.legal_actions(Seat::South).empty());
}

// ---- Information hiding -------------------------------------------------------------------------

void expect_same_view(const SeatView& a, const SeatView& b) {
    EXPECT_EQ(a.seat, b.seat);
    EXPECT_EQ(a.hand.concealed, b.hand.concealed);
    EXPECT_EQ(a.hand.kong_count, b.hand.kong_count);
    EXPECT_EQ(a.last_drawn, b.last_drawn);
    EXPECT_EQ(a.discard, b.discard);
    EXPECT_EQ(a.ponds, b.ponds);
    EXPECT_EQ(a.kongs, b.kongs);
    EXPECT_EQ(a.kong_counts, b.kong_counts);
    EXPECT_EQ(a.concealed_counts, b.concealed_counts);
    EXPECT_EQ(a.declared_seats, b.declared_seats);
    EXPECT_EQ(a.wall, b.wall);
    EXPECT_EQ(a.standings, b.standings);
    EXPECT_TRUE(a.legal == b.legal);
}

TEST(GameView, OtherSeatsConcealedTilesAndTheWallOrderAreNotInTheView) {
    // Two deals that differ only in South's and West's concealed tiles and in undrawn wall
    // tiles: East's view must be identical.
    Rig rig;
    rig.hands[0] = "234m 68m 2p 3p 4p 6p 2s 3s 4s 5m 5s";
    std::vector<Tile> wall_a = build_wall(rig);
    std::vector<Tile> wall_b = wall_a;
    for (int p = 4; p < 8; ++p) {
        if (!(wall_b[p] == wall_b[p + 4])) {
            std::swap(wall_b[p], wall_b[p + 4]);  // a South tile for a West tile
            break;
        }
    }
    std::swap(wall_b[60], wall_b[70]);
    ASSERT_NE(wall_a, wall_b);
    Game a(classic(), 1);
    Game b(classic(), 2);
    for (Game* g : {&a, &b}) g->rig_first_dealer(Seat::East);
    a.rig_next_hand(wall_a, Dice{3, 4});
    b.rig_next_hand(wall_b, Dice{3, 4});
    a.start_hand();
    b.start_hand();
    ASSERT_NE(a.state().seat(Seat::South).hand.concealed,
              b.state().seat(Seat::South).hand.concealed);
    expect_same_view(a.view(Seat::East), b.view(Seat::East));
    EXPECT_EQ(a.view(Seat::East).hand.concealed, a.state().seat(Seat::East).hand.concealed);
    EXPECT_EQ(a.view(Seat::East).concealed_counts, (std::array<std::uint8_t, 4>{14, 13, 13, 13}));
    // After East's discard, South's view shows South's own (different) tiles but the same table.
    discard(a, T("5m"));
    discard(b, T("5m"));
    const SeatView va = a.view(Seat::North);
    const SeatView vb = b.view(Seat::North);
    expect_same_view(va, vb);
}

// ---- Replay and invariants over self-play -------------------------------------------------------

// Plays seeded pots with baseline agents; after every action the state folded event by event
// (invariants checked after each event) must equal the game's state.
void selfplay_checked(const Ruleset& rules, std::uint64_t seed, int* hands) {
    auto agents = baseline_agents(seed);
    Game g(rules, seed);
    GameState shadow;
    std::size_t folded = 0;
    auto catch_up = [&] {
        for (; folded < g.events().size(); ++folded) {
            apply_event(shadow, g.events()[folded], rules);
            const std::string broken = check_invariants(shadow, rules);
            ASSERT_EQ(broken, "") << "after event " << folded << " ("
                                  << event_id(g.events()[folded]) << "), seed " << seed;
        }
        ASSERT_TRUE(shadow == g.state()) << "seed " << seed << " at event " << folded;
    };
    while (!g.pot_over()) {
        g.start_hand();
        catch_up();
        if (::testing::Test::HasFatalFailure()) return;
        while (g.hand_running()) {
            const SeatMask pending = g.to_act();
            ASSERT_FALSE(pending.empty());
            const Seat s = pending.seats(g.state().turn).front();
            const SeatView v = g.view(s);
            ASSERT_EQ(v.hand.concealed, g.state().seat(s).hand.concealed);
            ASSERT_TRUE(v.legal == g.legal_actions(s));
            // A declared hand is never asked to win: the engine takes its wins (自动胡牌), so
            // no front end needs a rule of its own for them.
            if (v.declared) {
                ASSERT_FALSE(v.legal.contains(Action::win()));
            }
            // The engine's cached waits agree with is_winning.
            if (g.state().phase == Phase::Turn && !v.declared) {
                ASSERT_EQ(v.legal.contains(Action::win()), is_winning(v.melded_hand(), rules));
            } else if (g.state().phase == Phase::Response) {
                // Hefei asks only winners; Handan also pong and kong claimers.
                MeldedHand h = v.melded_hand();
                h.concealed[v.discard.code()]++;
                if (v.legal.contains(Action::win())) {
                    ASSERT_TRUE(is_winning(h, rules));
                }
                if (rules.scoring != ScoringModel::HandanFan) {
                    ASSERT_TRUE(v.legal.contains(Action::win()));
                }
            }
            ASSERT_EQ(g.act(s, agents[index(s)]->decide(v)), ActionError::Ok);
            catch_up();
            if (::testing::Test::HasFatalFailure()) return;
        }
        ++*hands;
    }
    ASSERT_TRUE(replay_events(g.events(), rules) == g.state());
}

TEST(GameReplay, EventFoldRebuildsTheStateInSelfPlay) {
    int hands = 0;
    for (const Ruleset& rules : presets())
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            selfplay_checked(rules, seed * 7919, &hands);
            if (::testing::Test::HasFatalFailure()) return;
        }
    EXPECT_GT(hands, 2000);
}

TEST(GameReplay, SameSeedSameGame) {
    auto a1 = baseline_agents(3);
    auto a2 = baseline_agents(3);
    Game g1(classic(), 77);
    Game g2(classic(), 77);
    play_pot(g1, seats_of(a1));
    play_pot(g2, seats_of(a2));
    EXPECT_TRUE(g1.events() == g2.events());
    EXPECT_EQ(g1.state().standings, g2.state().standings);
}

// Baseline agents must actually finish hands with wins, in every preset.
TEST(GameSelfPlay, BaselineWinsSomeHands) {
    for (const Ruleset& rules : presets()) {
        auto agents = baseline_agents(5);
        Game g(rules, 42);
        int wins = 0;
        int played = 0;
        for (int i = 0; i < 200 && !g.pot_over(); ++i, ++played)
            wins += play_hand(g, seats_of(agents)).drawn ? 0 : 1;
        EXPECT_GT(wins * 4, played) << rules.id;  // > 25% of hands won
    }
}

}  // namespace
}  // namespace haolao
