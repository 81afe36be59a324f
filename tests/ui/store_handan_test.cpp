// SPDX-License-Identifier: GPL-3.0-or-later
// The player database with Handan pots (docs/STORE.md "Handan pots"): seeded self-play pots with
// East as the player; every statistics figure recomputed from the events here (kong money and
// 跟打 in the points, kongs of every kind, several winners), the pot's standings equal to the
// game's, and a rebuild giving the same figures.
#include <gtest/gtest.h>

// Before any Qt header: its `slots` macro would break SelfplayResult::slots.
#include "haolao/selfplay.h"  // IWYU pragma: keep

#include <QDir>
#include <QTemporaryDir>
#include <filesystem>
#include <variant>

#include "haolao/record.h"
#include "haolao/replay.h"
#include "haolao/ruleset.h"
#include "store.h"

namespace haolao::store {
namespace {

struct Expected {
    int hands = 0, wins = 0, self_draws = 0, deal_ins = 0, kongs = 0, pots = 0;
    std::int64_t points = 0;
    std::vector<std::array<int, 4>> standings;  // by pot, in file order
};

// Writes `pots` seeded Handan pots into DATA/pots with East a human (the default profile) and
// returns the figures worked out from their events.
Expected write_handan_pots(const QString& data_dir, int pots) {
    const std::filesystem::path tmp = std::filesystem::path(data_dir.toStdString()) / "selfplay";
    SelfplayConfig config;
    config.rules = handan_ruleset();
    config.seed = 21;
    config.pots = pots;
    config.replay_dir = tmp.string();
    run_selfplay(config);
    QDir().mkpath(data_dir + "/pots");
    Expected x;
    for (int p = 0; p < pots; ++p) {
        Replay r = parse_replay(read_replay_file(
            (tmp / QStringLiteral("pot-%1.jsonl").arg(p, 6, 10, QChar('0')).toStdString())
                .string()));
        r.header.seats[0] = ReplaySeat{"human", ""};
        const QString file =
            QStringLiteral("pot-20261202-0500%1-%2.jsonl").arg(p, 2, 10, QChar('0')).arg(p + 1);
        save_replay((data_dir + "/pots/" + file).toStdString(), r.header, r.events);
        x.standings.push_back(resume_game(r.header, r.events).state().standings);
        ++x.pots;
        // East's figures, hand by hand (an unfinished hand would not count; self-play pots end).
        std::int64_t hand_points = 0;
        int hand_kongs = 0, hand_wins = 0, hand_self = 0;
        bool dealt_in = false;
        for (const Event& e : r.events) {
            if (std::holds_alternative<HandStarted>(e)) {
                hand_points = hand_kongs = hand_wins = hand_self = 0;
                dealt_in = false;
            } else if (const auto* k = std::get_if<KongPaid>(&e)) {
                hand_points += k->deltas[0];
                hand_kongs += k->seat == Seat::East;
            } else if (const auto* f = std::get_if<FollowDiscardPaid>(&e)) {
                hand_points += f->deltas[0];
            } else if (const auto* w = std::get_if<Won>(&e)) {
                hand_points += w->deltas[0];
                hand_wins += w->winner == Seat::East;
                hand_self += w->winner == Seat::East && w->by == WinBy::SelfDraw;
                dealt_in |= w->by == WinBy::Discard && w->discarder == Seat::East;
            } else if (std::holds_alternative<HandEnded>(e)) {
                ++x.hands;
                x.points += hand_points;
                x.kongs += hand_kongs;
                x.wins += hand_wins;
                x.self_draws += hand_self;
                x.deal_ins += dealt_in;
            }
        }
    }
    std::filesystem::remove_all(tmp);
    return x;
}

void expect_figures(const Statistics& s, const Expected& x) {
    EXPECT_EQ(s.pots, x.pots);
    EXPECT_EQ(s.hands, x.hands);
    EXPECT_EQ(s.points, x.points);
    EXPECT_EQ(s.kongs, x.kongs);
    EXPECT_EQ(s.wins, x.wins);
    EXPECT_EQ(s.self_draws, x.self_draws);
    EXPECT_EQ(s.deal_ins, x.deal_ins);
}

TEST(StoreHandan, FiguresFromTheEvents) {
    QTemporaryDir dir;
    const Expected x = write_handan_pots(dir.path(), 3);
    ASSERT_GT(x.hands, 0);
    EXPECT_GT(x.kongs, 0);  // the seed must exercise kongs for East
    auto store = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    const Statistics s = store->statistics(Filter{});
    expect_figures(s, x);
    // Each pot's standings are the game's own, and its hands' deltas add up to them.
    const std::vector<PotRow> pots = store->pots(Filter{});
    ASSERT_EQ(pots.size(), 3u);
    for (const PotRow& p : pots) {
        EXPECT_EQ(p.preset, QStringLiteral("handan"));
        const int n =
            p.file.section(QLatin1Char('-'), 3, 3).section(QLatin1Char('.'), 0, 0).toInt();
        ASSERT_GE(n, 1);
        std::array<int, 4> sum{};
        for (const HandRow& h : store->hands(p.id))
            for (std::size_t i = 0; i < 4; ++i) sum[i] += h.deltas[i];
        EXPECT_EQ(sum, x.standings[static_cast<std::size_t>(n - 1)]) << p.file.toStdString();
        for (std::size_t i = 0; i < 4; ++i)
            EXPECT_EQ(p.seats[i].points, sum[i]) << p.file.toStdString();
    }
    // A rebuild gives the same figures.
    QStringList skipped;
    EXPECT_EQ(store->rebuild(&skipped), 3);
    EXPECT_TRUE(skipped.isEmpty()) << skipped.join(';').toStdString();
    expect_figures(store->statistics(Filter{}), x);
}

}  // namespace
}  // namespace haolao::store
