// SPDX-License-Identifier: GPL-3.0-or-later
// summarize_pot for Handan pots: kong money (KongPaid) and 跟打 (FollowDiscardPaid) in the hand
// deltas and standings, kongs of every kind counted, several winners, robbed kongs, kong blooms and
// drawn hands with kong money. A rigged log worked out by hand, then seeded self-play pots whose
// every figure is recomputed from the events and checked against the engine's own standings.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <variant>

#include "haolao/record.h"
#include "haolao/replay.h"
#include "haolao/ruleset.h"
#include "haolao/selfplay.h"

namespace haolao {
namespace {

Won win(Seat winner, WinBy by, Seat discarder, std::array<int, 4> deltas,
        std::uint8_t situations = 0) {
    Won w;
    w.winner = winner;
    w.by = by;
    w.discarder = discarder;
    w.deltas = deltas;
    w.situations = situations;
    for (int i = 0; i < 4; ++i)
        if (deltas[static_cast<std::size_t>(i)] < 0)
            w.payments.push_back(Payment{
                seat_from_index(i), -deltas[static_cast<std::size_t>(i)], Shape::Standard, {}});
    return w;
}

HandStarted started(Seat dealer, int streak) {
    HandStarted h;
    h.dealer = dealer;
    h.streak = streak;
    return h;
}

KongPaid paid(Seat seat, MeldType type, Seat from, std::array<int, 4> deltas) {
    return KongPaid{seat, type, Tile{}, from, deltas};
}

// Hand 0 (E deals): 跟打 (E pays 1 to each), N concealed kong (2 from each), S exposed kong fed
// by W, E added kong on a pong fed by S, then S and W both win on N's discard (2 each).
// Hand 1 (S deals): E adds a kong, W robs it (4 from E): the kong is neither paid nor counted.
// Hand 2 (W deals): S concealed kong, then kong bloom (2 from each).
// Hand 3 (W deals, streak 2): E exposed kong fed by N, then the hand is drawn.
// Hand 4 starts and is cut off (its kong money is not counted).
std::vector<Event> handan_log() {
    std::vector<Event> ev;
    ev.emplace_back(PotStarted{});
    ev.emplace_back(started(Seat::East, 1));
    ev.emplace_back(FollowDiscardPaid{Seat::East, Tile{}, {-3, 1, 1, 1}});
    ev.emplace_back(KongDeclared{Seat::North, Tile{}});
    ev.emplace_back(paid(Seat::North, MeldType::ConcealedKong, Seat::North, {-2, -2, -2, 6}));
    ev.emplace_back(Claimed{Seat::South, MeldType::ExposedKong, Tile{}, Seat::West});
    ev.emplace_back(paid(Seat::South, MeldType::ExposedKong, Seat::West, {0, 1, -1, 0}));
    ev.emplace_back(KongAdded{Seat::East, Tile{}});
    ev.emplace_back(paid(Seat::East, MeldType::AddedKong, Seat::South, {1, -1, 0, 0}));
    ev.emplace_back(win(Seat::South, WinBy::Discard, Seat::North, {0, 2, 0, -2}));
    ev.emplace_back(win(Seat::West, WinBy::Discard, Seat::North, {0, 0, 2, -2}));
    ev.emplace_back(HandEnded{false, Seat::South, 1, 0});
    ev.emplace_back(started(Seat::South, 1));
    ev.emplace_back(KongAdded{Seat::East, Tile{}});
    ev.emplace_back(win(Seat::West, WinBy::Discard, Seat::East, {-4, 0, 4, 0}, kRobKong));
    ev.emplace_back(HandEnded{false, Seat::West, 1, 0});
    ev.emplace_back(started(Seat::West, 1));
    ev.emplace_back(KongDeclared{Seat::South, Tile{}});
    ev.emplace_back(paid(Seat::South, MeldType::ConcealedKong, Seat::South, {-2, 6, -2, -2}));
    ev.emplace_back(win(Seat::South, WinBy::SelfDraw, Seat::South, {-2, 6, -2, -2}, kKongBloom));
    ev.emplace_back(HandEnded{false, Seat::West, 2, 0});
    ev.emplace_back(started(Seat::West, 2));
    ev.emplace_back(Claimed{Seat::East, MeldType::ExposedKong, Tile{}, Seat::North});
    ev.emplace_back(paid(Seat::East, MeldType::ExposedKong, Seat::North, {1, 0, 0, -1}));
    ev.emplace_back(HandEnded{true, Seat::West, 3, 0});
    ev.emplace_back(started(Seat::West, 3));
    ev.emplace_back(paid(Seat::North, MeldType::ConcealedKong, Seat::North, {-2, -2, -2, 6}));
    return ev;
}

TEST(RecordHandan, RiggedPotFiguresByHand) {
    const PotRecord pot = summarize_pot({}, handan_log());
    ASSERT_EQ(pot.hands.size(), 4u);
    EXPECT_EQ(pot.points, (std::array<int, 4>{-11, 13, 0, -2}));
    EXPECT_EQ(pot.places, (std::array<int, 4>{4, 1, 2, 3}));

    const HandRecord& h0 = pot.hands[0];
    EXPECT_EQ(h0.deltas, (std::array<int, 4>{-4, 1, 0, 3}));
    EXPECT_EQ(h0.kongs, (std::array<int, 4>{1, 1, 0, 1}));
    EXPECT_EQ(h0.kong_money, (std::array<int, 4>{-1, -2, -3, 6}));
    EXPECT_EQ(h0.follow_money, (std::array<int, 4>{-3, 1, 1, 1}));
    ASSERT_EQ(h0.wins.size(), 2u);
    EXPECT_EQ(h0.wins[0].winner, Seat::South);
    EXPECT_EQ(h0.wins[1].winner, Seat::West);
    EXPECT_EQ(win_kind(h0.wins[0]), WinKind::Ron);
    EXPECT_EQ(win_kind(h0.wins[1]), WinKind::Ron);
    EXPECT_EQ(win_value(h0.wins[1]), 2);

    const HandRecord& h1 = pot.hands[1];
    EXPECT_EQ(h1.deltas, (std::array<int, 4>{-4, 0, 4, 0}));
    EXPECT_EQ(h1.kongs, (std::array<int, 4>{}));  // the robbed kong never became one
    ASSERT_EQ(h1.wins.size(), 1u);
    EXPECT_EQ(win_kind(h1.wins[0]), WinKind::RobKong);

    const HandRecord& h2 = pot.hands[2];
    EXPECT_EQ(h2.deltas, (std::array<int, 4>{-4, 12, -4, -4}));
    EXPECT_EQ(h2.kongs, (std::array<int, 4>{0, 1, 0, 0}));
    ASSERT_EQ(h2.wins.size(), 1u);
    EXPECT_EQ(win_kind(h2.wins[0]), WinKind::KongBloom);
    EXPECT_EQ(win_value(h2.wins[0]), 6);

    const HandRecord& h3 = pot.hands[3];
    EXPECT_TRUE(h3.drawn);
    EXPECT_EQ(h3.streak, 2);
    EXPECT_TRUE(h3.wins.empty());
    EXPECT_EQ(h3.deltas, (std::array<int, 4>{1, 0, 0, -1}));  // a drawn hand keeps its kong money
    EXPECT_EQ(h3.kongs, (std::array<int, 4>{1, 0, 0, 0}));
}

struct KindRow {
    WinBy by;
    std::uint8_t situations;
    WinKind kind;
    const char* id;
};
class RecordWinKind : public ::testing::TestWithParam<KindRow> {};
TEST_P(RecordWinKind, FromByAndSituations) {
    const KindRow& r = GetParam();
    const Won w = win(Seat::East, r.by, Seat::South, {}, r.situations);
    EXPECT_EQ(win_kind(w), r.kind);
    EXPECT_STREQ(win_kind_id(win_kind(w)), r.id);
}
INSTANTIATE_TEST_SUITE_P(
    Rows, RecordWinKind,
    ::testing::Values(KindRow{WinBy::Discard, 0, WinKind::Ron, "ron"},
                      KindRow{WinBy::SelfDraw, 0, WinKind::SelfDraw, "self_draw"},
                      KindRow{WinBy::SelfDraw, kKongBloom, WinKind::KongBloom, "kong_bloom"},
                      KindRow{WinBy::Discard, kRobKong, WinKind::RobKong, "rob_kong"},
                      KindRow{WinBy::Discard, kHaolao, WinKind::Ron, "ron"},
                      KindRow{WinBy::SelfDraw, kKongBloom | kHaolao, WinKind::KongBloom,
                              "kong_bloom"}));

// Seeded self-play pots written as files, read back: every figure recomputed from the events
// here (not by summarize_pot's code), and the standings equal to the engine's own (resume_game).
TEST(RecordHandan, SeededPotsFromFiles) {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / "haolao_record_handan_test";
    std::filesystem::remove_all(dir);
    SelfplayConfig config;
    config.rules = handan_ruleset();
    config.seed = 11;
    config.pots = 3;
    config.replay_dir = dir.string();
    const SelfplayResult result = run_selfplay(config);
    ASSERT_EQ(result.pots, 3);
    int kongs_seen = 0, kong_money_hands = 0, wins_seen = 0, multi = 0, drawn_with_money = 0;
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        ++files;
        const Replay replay = parse_replay(read_replay_file(entry.path().string()));
        const PotRecord pot = summarize_pot(replay.header, replay.events);
        EXPECT_EQ(pot.points, resume_game(replay.header, replay.events).state().standings)
            << entry.path();
        // Recompute per hand.
        std::vector<std::array<int, 4>> deltas, kongs;
        std::vector<std::vector<Won>> wins;
        std::vector<bool> drawn;
        bool in_hand = false;
        std::array<int, 4> d{}, k{};
        std::vector<Won> w;
        bool money = false;
        for (const Event& e : replay.events) {
            if (std::holds_alternative<HandStarted>(e)) {
                in_hand = true;
                d = {};
                k = {};
                w.clear();
                money = false;
            } else if (const auto* kp = std::get_if<KongPaid>(&e)) {
                ++k[static_cast<std::size_t>(index(kp->seat))];  // one KongPaid per kong made
                for (std::size_t i = 0; i < 4; ++i) d[i] += kp->deltas[i];
                money = true;
            } else if (const auto* f = std::get_if<FollowDiscardPaid>(&e)) {
                for (std::size_t i = 0; i < 4; ++i) d[i] += f->deltas[i];
            } else if (const auto* won = std::get_if<Won>(&e)) {
                for (std::size_t i = 0; i < 4; ++i) d[i] += won->deltas[i];
                w.push_back(*won);
            } else if (const auto* end = std::get_if<HandEnded>(&e)) {
                ASSERT_TRUE(in_hand);
                in_hand = false;
                deltas.push_back(d);
                kongs.push_back(k);
                wins.push_back(w);
                drawn.push_back(end->drawn);
                kong_money_hands += money ? 1 : 0;
                drawn_with_money += end->drawn && money ? 1 : 0;
            }
        }
        ASSERT_EQ(pot.hands.size(), deltas.size()) << entry.path();
        std::array<int, 4> points{};
        for (std::size_t h = 0; h < deltas.size(); ++h) {
            const HandRecord& r = pot.hands[h];
            EXPECT_EQ(r.deltas, deltas[h]) << entry.path() << " hand " << h;
            EXPECT_EQ(r.kongs, kongs[h]) << entry.path() << " hand " << h;
            EXPECT_EQ(r.drawn, drawn[h]) << entry.path() << " hand " << h;
            EXPECT_EQ(r.wins, wins[h]) << entry.path() << " hand " << h;
            int sum = 0;
            for (std::size_t i = 0; i < 4; ++i) {
                points[i] += deltas[h][i];
                sum += r.deltas[i];
                EXPECT_EQ(r.deltas[i], [&] {
                    int v = r.kong_money[i] + r.follow_money[i];
                    for (const Won& x : r.wins) v += x.deltas[i];
                    return v;
                }());
                kongs_seen += kongs[h][i];
            }
            EXPECT_EQ(sum, 0);
            wins_seen += static_cast<int>(wins[h].size());
            multi += wins[h].size() > 1 ? 1 : 0;
        }
        EXPECT_EQ(pot.points, points) << entry.path();
        EXPECT_TRUE(pot.finished) << entry.path();
    }
    EXPECT_EQ(files, 3);
    // The seeds must exercise what the fold is about.
    EXPECT_GT(kongs_seen, 0);
    EXPECT_GT(kong_money_hands, 0);
    EXPECT_GT(wins_seen, 0);
    std::cout << "[handan pots] kongs " << kongs_seen << ", hands with kong money "
              << kong_money_hands << ", wins " << wins_seen << ", several winners " << multi
              << ", drawn with kong money " << drawn_with_money << "\n";
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace haolao
