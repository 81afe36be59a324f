// SPDX-License-Identifier: GPL-3.0-or-later
// The player database (ui/store, docs/STORE.md): every statistics figure against values worked
// out by hand for a small rigged history; rank points (clamped at 0 hand by hand); idempotent
// recording; rebuild equals live recording; corrupt, foreign, newer and unwritable files; the
// migration of the committed version-1 fixture.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTemporaryDir>
#include <memory>
#include <random>
#include <utility>

#include "haolao/rank.h"
#include "haolao/record.h"
#include "haolao/replay.h"
#include "mainwindow.h"
#include "store.h"
#include "table_test_util.h"

namespace haolao::store {
namespace {

// ---- The rigged history ---------------------------------------------------------------------

Tile five_m() {
    return parse_tile("5m", TileSet::hefei());
}

Won win(Seat winner, WinBy by, Seat discarder, std::array<int, 4> deltas,
        std::uint8_t situations = 0) {
    Won w;
    w.winner = winner;
    w.tile = five_m();
    w.by = by;
    w.discarder = discarder;
    w.deltas = deltas;
    w.situations = situations;
    for (int i = 0; i < 4; ++i)
        if (deltas[static_cast<std::size_t>(i)] < 0)
            w.payments.push_back(
                Payment{seat_from_index(i),
                        -deltas[static_cast<std::size_t>(i)],
                        Shape::Standard,
                        {ItemScore{Item{}, -deltas[static_cast<std::size_t>(i)], 1}}});
    return w;
}

HandStarted started(Seat dealer, int streak) {
    HandStarted h;
    h.dealer = dealer;
    h.streak = streak;
    h.dice = Dice{3, 4};
    for (Tile t : TileSet::hefei().tiles())
        for (int k = 0; k < 4; ++k) h.wall.push_back(t);
    return h;
}

ReplayHeader header(const char* preset, std::array<ReplaySeat, 4> seats) {
    ReplayHeader h;
    h.rules = ruleset_by_id(preset);
    h.seed = 7;
    h.seats = std::move(seats);
    return h;
}

const ReplaySeat kMe{"human", ""};  // the default profile (an unnamed first human seat)
const ReplaySeat kAlice{"human", "Alice"};
const ReplaySeat kBot{"baseline", ""};

// Pot A, 2026-11-01, hefei-classic, finished. E (me) deals; S self-draws 30. S deals; E declares
// two kongs and wins 12 on N's discard in the haolao phase, W wins 8 on the same discard. S deals
// again (streak 2): drawn, W declares a kong. Standings E 2, S 30, W -2, N -30: E is 2nd.
std::vector<Event> pot_a() {
    return {PotStarted{},
            started(Seat::East, 1),
            win(Seat::South, WinBy::SelfDraw, Seat::South, {-10, 30, -10, -10}),
            HandEnded{false, Seat::South, 1, 0},
            started(Seat::South, 1),
            KongDeclared{Seat::East, five_m()},
            KongDeclared{Seat::East, five_m()},
            win(Seat::East, WinBy::Discard, Seat::North, {12, 0, 0, -12}, kHaolao),
            win(Seat::West, WinBy::Discard, Seat::North, {0, 0, 8, -8}),
            HandEnded{false, Seat::South, 2, 0},
            started(Seat::South, 2),
            KongDeclared{Seat::West, five_m()},
            HandEnded{true, Seat::South, 3, 0},
            PotEnded{}};
}

// Pot B, 2026-11-05, hefei-ting, unfinished; E me, S Alice. E deals, declares a kong and
// self-draws 45. E deals again (streak 2) and deals in: S wins 20 on E's discard. S deals; N
// self-draws 24. A fourth hand is being played (not counted).
std::vector<Event> pot_b() {
    return {PotStarted{},
            started(Seat::East, 1),
            KongDeclared{Seat::East, five_m()},
            win(Seat::East, WinBy::SelfDraw, Seat::East, {45, -15, -15, -15}),
            HandEnded{false, Seat::East, 2, 0},
            started(Seat::East, 2),
            win(Seat::South, WinBy::Discard, Seat::East, {-20, 20, 0, 0}),
            HandEnded{false, Seat::South, 1, 0},
            started(Seat::South, 1),
            win(Seat::North, WinBy::SelfDraw, Seat::North, {-8, -8, -8, 24}),
            HandEnded{false, Seat::West, 1, 0},
            started(Seat::West, 1),
            KongDeclared{Seat::East, five_m()}};
}

// Pot C, 2026-11-03: no human seat (watch mode): in the history, counted for nobody.
std::vector<Event> pot_c() {
    return {PotStarted{}, started(Seat::East, 1),
            win(Seat::East, WinBy::SelfDraw, Seat::East, {60, -20, -20, -20}),
            HandEnded{false, Seat::East, 2, 0}};
}

const QString kFileA = QStringLiteral("pot-20261101-100000-1.jsonl");
const QString kFileB = QStringLiteral("pot-20261105-203000-2.jsonl");
const QString kFileC = QStringLiteral("pot-20261103-090000-3.jsonl");

void write_pot(const QString& data_dir, const QString& file, const ReplayHeader& h,
               const std::vector<Event>& events) {
    QDir().mkpath(data_dir + "/pots");
    save_replay((data_dir + "/pots/" + file).toStdString(), h, events);
}

void write_history(const QString& data_dir) {
    write_pot(data_dir, kFileA, header("hefei-classic", {kMe, kBot, kBot, kBot}), pot_a());
    write_pot(data_dir, kFileB, header("hefei-ting", {kMe, kAlice, kBot, kBot}), pot_b());
    write_pot(data_dir, kFileC, header("hefei-classic", {kBot, kBot, kBot, kBot}), pot_c());
}

struct Dir {
    QTemporaryDir tmp;
    QString path() const { return tmp.path(); }
};

// ---- Figures --------------------------------------------------------------------------------

struct FigureRow {
    const char* name;
    Filter filter;
    int pots, hands, wins, self_draws, deal_ins, haolao, kongs, longest_streak;
    std::int64_t points, win_value_total;
    std::array<int, 4> places;
    int biggest;  // value of the biggest win (0: none)
};

std::vector<FigureRow> figure_rows() {
    const QString me = default_profile_name();
    return {
        // Me over A and B: hands 3 + 3; wins 12 (A, haolao) and 45 (B, self-draw); dealt in
        // once (B); kongs 2 + 1; points 2 + 17; streak 2 (B); finished pots: A, 2nd.
        {"me_all", Filter{me, {}, {}, {}}, 2, 6, 2, 1, 1, 1, 3, 2, 19, 57, {0, 1, 0, 0}, 45},
        {"me_classic",
         Filter{me, "hefei-classic", {}, {}},
         1,
         3,
         1,
         0,
         0,
         1,
         2,
         1,
         2,
         12,
         {0, 1, 0, 0},
         12},
        {"me_ting",
         Filter{me, "hefei-ting", {}, {}},
         1,
         3,
         1,
         1,
         1,
         0,
         1,
         2,
         17,
         45,
         {0, 0, 0, 0},
         45},
        {"me_nov_1_only",
         Filter{me, {}, QDate(2026, 11, 1), QDate(2026, 11, 1)},
         1,
         3,
         1,
         0,
         0,
         1,
         2,
         1,
         2,
         12,
         {0, 1, 0, 0},
         12},
        {"me_from_nov_2",
         Filter{me, {}, QDate(2026, 11, 2), {}},
         1,
         3,
         1,
         1,
         1,
         0,
         1,
         2,
         17,
         45,
         {0, 0, 0, 0},
         45},
        {"me_to_nov_4",
         Filter{me, {}, {}, QDate(2026, 11, 4)},
         1,
         3,
         1,
         0,
         0,
         1,
         2,
         1,
         2,
         12,
         {0, 1, 0, 0},
         12},
        {"me_december",
         Filter{me, {}, QDate(2026, 12, 1), QDate(2026, 12, 31)},
         0,
         0,
         0,
         0,
         0,
         0,
         0,
         0,
         0,
         0,
         {0, 0, 0, 0},
         0},
        // Alice: B only; -15 + 20 - 8; her win of 20 on my discard; she never dealt.
        {"alice", Filter{"Alice", {}, {}, {}}, 1, 3, 1, 0, 0, 0, 0, 1, -3, 20, {0, 0, 0, 0}, 20},
        {"nobody", Filter{"Nobody", {}, {}, {}}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, {0, 0, 0, 0}, 0},
        // Every human seat (pot C has none).
        {"all_humans", Filter{}, 2, 9, 3, 1, 1, 1, 3, 2, 16, 77, {0, 1, 0, 0}, 45},
    };
}

class StoreFigures : public ::testing::TestWithParam<FigureRow> {};

TEST_P(StoreFigures, MatchTheHandWorkedValues) {
    const FigureRow& r = GetParam();
    Dir dir;
    write_history(dir.path());
    QString notice;
    auto store = Store::open(dir.path(), &notice);
    ASSERT_TRUE(store) << notice.toStdString();
    EXPECT_TRUE(notice.isEmpty()) << notice.toStdString();
    const Statistics s = store->statistics(r.filter);
    EXPECT_EQ(s.pots, r.pots);
    EXPECT_EQ(s.hands, r.hands);
    EXPECT_EQ(s.wins, r.wins);
    EXPECT_EQ(s.self_draws, r.self_draws);
    EXPECT_EQ(s.deal_ins, r.deal_ins);
    EXPECT_EQ(s.haolao_wins, r.haolao);
    EXPECT_EQ(s.kongs, r.kongs);
    EXPECT_EQ(s.longest_streak, r.longest_streak);
    EXPECT_EQ(s.points, r.points);
    EXPECT_EQ(s.win_value_total, r.win_value_total);
    EXPECT_EQ(s.places, r.places);
    ASSERT_EQ(s.biggest.has_value(), r.biggest != 0);
    if (s.biggest) {
        EXPECT_EQ(win_value(*s.biggest), r.biggest);
    }
    // The rates are these counts over hands.
    if (r.hands) {
        EXPECT_DOUBLE_EQ(s.win_rate(), double(r.wins) / r.hands);
        EXPECT_DOUBLE_EQ(s.self_draw_rate(), double(r.self_draws) / r.hands);
        EXPECT_DOUBLE_EQ(s.deal_in_rate(), double(r.deal_ins) / r.hands);
        EXPECT_DOUBLE_EQ(s.points_per_hand(), double(r.points) / r.hands);
    }
    if (r.wins) {
        EXPECT_DOUBLE_EQ(s.average_win_value(), double(r.win_value_total) / r.wins);
    }
    EXPECT_EQ(static_cast<int>(store->points_per_hand(r.filter).size()), r.hands);
}

INSTANTIATE_TEST_SUITE_P(Rows, StoreFigures, ::testing::ValuesIn(figure_rows()),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(Store, BiggestWinKeepsItsBreakdown) {
    Dir dir;
    write_history(dir.path());
    auto store = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    const Statistics s = store->statistics(Filter{default_profile_name(), {}, {}, {}});
    ASSERT_TRUE(s.biggest);
    EXPECT_EQ(*s.biggest, std::get<Won>(pot_b()[3]));
}

TEST(Store, HistoryRowsNewestFirst) {
    Dir dir;
    write_history(dir.path());
    auto store = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    const std::vector<PotRow> pots = store->pots();
    ASSERT_EQ(pots.size(), 3u);
    EXPECT_EQ(pots[0].file, kFileB);
    EXPECT_EQ(pots[1].file, kFileC);
    EXPECT_EQ(pots[2].file, kFileA);
    EXPECT_EQ(pots[0].started, QDateTime(QDate(2026, 11, 5), QTime(20, 30, 0)));
    EXPECT_EQ(pots[0].preset, "hefei-ting");
    // The whole header is kept: its rules are the file's, values and all.
    const std::optional<Ruleset> rules = pot_rules(pots[0]);
    ASSERT_TRUE(rules);
    EXPECT_EQ(rules->id, "hefei-ting");
    EXPECT_EQ(rules->values, ruleset_by_id("hefei-ting").values);
    EXPECT_EQ(pots[0].hands, 3);
    EXPECT_FALSE(pots[0].finished);
    EXPECT_EQ(pots[0].seats[1], (SeatResult{"human", "Alice", -3, 3}));  // E 17, N 9
    EXPECT_EQ(pots[2].seats[0], (SeatResult{"human", "", 2, 2}));
    EXPECT_TRUE(pots[2].finished);
    EXPECT_EQ(store->pots(Filter{"Alice", {}, {}, {}}).size(), 1u);

    const std::vector<HandRow> hands = store->hands(pots[2].id);
    ASSERT_EQ(hands.size(), 3u);
    EXPECT_EQ(hands[1].winner, 0);
    EXPECT_EQ(hands[1].winners, 0b0101);
    EXPECT_EQ(hands[1].by, WinBy::Discard);
    EXPECT_EQ(hands[1].discarder, 3);
    EXPECT_EQ(hands[1].value, 12);
    EXPECT_EQ(hands[1].situations & kHaolao, kHaolao);
    EXPECT_EQ(hands[1].deltas, (std::array<int, 4>{12, 0, 8, -20}));
    EXPECT_EQ(hands[1].kongs, (std::array<int, 4>{2, 0, 0, 0}));
    EXPECT_TRUE(hands[2].drawn);
    EXPECT_EQ(hands[2].winner, -1);
    EXPECT_EQ(hands[2].streak, 2);
}

TEST(Store, RankPointsNeverGoBelowZeroHandByHand) {
    Dir dir;
    write_history(dir.path());
    auto store = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    // Me: A: -10 → 0 (not -10), +12 → 12, 0; B: +45 → 57, -20 → 37, -8 → 29. The net is 19.
    const auto me = store->profile(default_profile_name());
    ASSERT_TRUE(me);
    EXPECT_EQ(me->rank_points, 29);
    EXPECT_EQ(me->level, 1);
    // Alice: -15 → 0, +20 → 20, -8 → 12.
    const auto alice = store->profile("Alice");
    ASSERT_TRUE(alice);
    EXPECT_EQ(alice->rank_points, 12);
    const auto history = store->rank_history(default_profile_name());
    ASSERT_EQ(history.size(), 2u);
    EXPECT_EQ(history[0].rank_points, 12);
    EXPECT_EQ(history[1].rank_points, 29);
    EXPECT_EQ(history[0].when.date(), QDate(2026, 11, 1));
    // No profile for the AI seats.
    EXPECT_EQ(store->profiles().size(), 2u);
}

TEST(Store, LevelIsKeptWhenPointsFall) {
    Dir dir;
    std::vector<Event> ev{PotStarted{}};
    const std::array<int, 2> nets{250, -200};  // level 3 at 200, then 50 points
    for (int net : nets) {
        ev.emplace_back(started(Seat::East, 1));
        ev.emplace_back(win(net > 0 ? Seat::East : Seat::South, WinBy::Discard,
                            net > 0 ? Seat::South : Seat::East, {net, -net, 0, 0}));
        ev.emplace_back(HandEnded{false, Seat::East, 1, 0});
    }
    write_pot(dir.path(), kFileA, header("hefei-classic", {kMe, kBot, kBot, kBot}), ev);
    auto store = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    const auto me = store->profile(default_profile_name());
    ASSERT_TRUE(me);
    EXPECT_EQ(me->rank_points, 50);
    EXPECT_EQ(me->level, level_for_points(250));
    EXPECT_GT(me->level, level_for_points(50));
}

TEST(Store, RecordPotIsIdempotentAndGrowsHandByHand) {
    Dir dir;
    auto store = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    const ReplayHeader h = header("hefei-classic", {kMe, kBot, kBot, kBot});
    const std::vector<Event> all = pot_a();
    QString error;
    for (std::size_t n = 1; n <= all.size(); ++n) {
        const std::vector<Event> prefix(all.begin(), all.begin() + static_cast<long>(n));
        ASSERT_TRUE(store->record_pot(kFileA, h, prefix, &error)) << error.toStdString();
    }
    const auto pots = store->pots();
    const auto hands = store->hands(pots.at(0).id);
    const Statistics st = store->statistics({});
    const auto me = store->profile(default_profile_name());
    ASSERT_TRUE(store->record_pot(kFileA, h, all, &error));
    ASSERT_TRUE(store->record_pot(kFileA, h, all, &error));
    EXPECT_EQ(store->pots(), pots);
    EXPECT_EQ(store->hands(pots.at(0).id), hands);
    EXPECT_EQ(store->statistics({}), st);
    EXPECT_EQ(store->profile(default_profile_name()), me);
    EXPECT_EQ(pots.size(), 1u);
    EXPECT_EQ(hands.size(), 3u);
    EXPECT_TRUE(pots[0].finished);
    EXPECT_EQ(st.points, 2);
}

TEST(Store, ProfilesAddRenameAndTheDefault) {
    Dir dir;
    write_history(dir.path());
    auto store = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    QString error;
    EXPECT_TRUE(store->profile(default_profile_name()));
    EXPECT_TRUE(store->add_profile("Bo", &error)) << error.toStdString();
    EXPECT_FALSE(store->add_profile("Bo", &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(store->add_profile("  ", &error));
    EXPECT_FALSE(store->rename_profile("Alice", "Bo", &error));
    EXPECT_FALSE(store->rename_profile("Nobody", "Zed", &error));
    // A renamed profile keeps its history, also across a rebuild from the files (which still
    // hold the old name), and the default profile keeps the unnamed seats.
    ASSERT_TRUE(store->rename_profile("Alice", "Alicia", &error)) << error.toStdString();
    ASSERT_TRUE(store->rename_profile(default_profile_name(), "Me", &error));
    EXPECT_EQ(store->rebuild(nullptr), 3);
    EXPECT_FALSE(store->profile("Alice"));
    EXPECT_EQ(store->statistics(Filter{"Alicia", {}, {}, {}}).hands, 3);
    EXPECT_EQ(store->statistics(Filter{"Me", {}, {}, {}}).hands, 6);
    EXPECT_EQ(store->profile("Me")->rank_points, 29);
}

TEST(Store, HotSeatHumansCountTheirOwnSeats) {
    Dir dir;
    const ReplaySeat second{"human", ""};  // the second unnamed human: "Player 2"
    write_pot(dir.path(), kFileB, header("hefei-ting", {kMe, kAlice, second, kBot}), pot_b());
    auto store = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    EXPECT_EQ(store->statistics(Filter{default_profile_name(), {}, {}, {}}).points, 17);
    EXPECT_EQ(store->statistics(Filter{"Alice", {}, {}, {}}).points, -3);
    EXPECT_EQ(store->statistics(Filter{"Player 3", {}, {}, {}}).points, -23);
    EXPECT_EQ(seat_profile_key(header("hefei-ting", {kBot, second, kMe, kBot}), 2),
              QStringLiteral("Player 2"));
    EXPECT_EQ(seat_profile_key(header("hefei-ting", {kBot, second, kMe, kBot}), 1), QString());
    EXPECT_FALSE(seat_profile_key(header("hefei-ting", {kBot, second, kMe, kBot}), 0));
}

TEST(Store, DeletedPotsLeaveTheHistory) {
    Dir dir;
    write_history(dir.path());
    auto store = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    QString error;
    const auto pots = store->pots();
    ASSERT_TRUE(store->delete_pot(pots[0].id, false, &error)) << error.toStdString();  // B
    EXPECT_EQ(store->pots().size(), 2u);
    EXPECT_EQ(store->profile(default_profile_name())->rank_points, 12);
    EXPECT_TRUE(QFileInfo::exists(dir.path() + "/pots/" + kFileB));
    EXPECT_EQ(store->catch_up(nullptr), 0);  // a kept file does not come back
    store.reset();
    store = Store::open(dir.path(), nullptr);
    EXPECT_EQ(store->pots().size(), 2u);
    ASSERT_TRUE(store->delete_pot(store->pots()[0].id, true, &error));  // C, with its file
    EXPECT_FALSE(QFileInfo::exists(dir.path() + "/pots/" + kFileC));
    EXPECT_EQ(store->pots().size(), 1u);
    EXPECT_FALSE(store->delete_pot(12345, false, &error));
    EXPECT_FALSE(error.isEmpty());
}

// ---- Rebuild equals live ----------------------------------------------------------------------

// A whole real pot from the engine (haolao-cli selfplay: selfplay.h's `slots` is a Qt keyword),
// seat E sat by the default profile and W by Alice.
Replay real_pot(const QString& dir) {
    QProcess p;
    p.start(QStringLiteral(HAOLAO_CLI_PATH), {"selfplay", "--pots", "1", "--seed", "11", "--rules",
                                              "hefei-classic", "--replays", dir});
    EXPECT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const QStringList files = QDir(dir).entryList({"*.jsonl"}, QDir::Files);
    EXPECT_EQ(files.size(), 1);
    if (files.isEmpty()) return {};
    Replay r = parse_replay(read_replay_file((dir + "/" + files[0]).toStdString()));
    r.header.seats[0] = ReplaySeat{"human", ""};
    r.header.seats[2] = ReplaySeat{"human", "Alice"};
    return r;
}

void expect_same_rows(Store& a, Store& b) {
    auto pa = a.pots();
    auto pb = b.pots();
    ASSERT_EQ(pa.size(), pb.size());
    for (std::size_t i = 0; i < pa.size(); ++i) {
        auto ha = a.hands(pa[i].id);
        auto hb = b.hands(pb[i].id);
        ASSERT_EQ(ha.size(), hb.size()) << pa[i].file.toStdString();
        for (std::size_t k = 0; k < ha.size(); ++k) {
            ha[k].ended = hb[k].ended = {};  // when it was recorded, not what
            ha[k].pot_id = hb[k].pot_id = 0;
            EXPECT_EQ(ha[k], hb[k]) << pa[i].file.toStdString() << " hand " << k;
        }
        pa[i].id = pb[i].id = 0;
        EXPECT_EQ(pa[i], pb[i]);
    }
    auto fa = a.profiles();
    auto fb = b.profiles();
    ASSERT_EQ(fa.size(), fb.size());
    for (std::size_t i = 0; i < fa.size(); ++i) {
        EXPECT_EQ(fa[i].name, fb[i].name);
        EXPECT_EQ(fa[i].rank_points, fb[i].rank_points);
        EXPECT_EQ(fa[i].level, fb[i].level);
        const Filter f{fa[i].name, {}, {}, {}};
        EXPECT_EQ(a.statistics(f), b.statistics(f));
        EXPECT_EQ(a.points_per_hand(f), b.points_per_hand(f));
    }
}

TEST(Store, RebuildEqualsLiveRecording) {
    Dir dir;
    Dir play;
    const Replay pot = real_pot(play.path());
    const QString file = QStringLiteral("pot-20261120-120000-11.jsonl");
    auto live = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(live);
    // As the window does: the file grows, and the store records at each hand's end.
    QString error;
    std::vector<Event> so_far;
    for (const Event& e : pot.events) {
        so_far.push_back(e);
        if (std::holds_alternative<HandEnded>(e) || std::holds_alternative<PotEnded>(e)) {
            write_pot(dir.path(), file, pot.header, so_far);
            ASSERT_TRUE(live->record_pot(file, pot.header, so_far, &error)) << error.toStdString();
        }
    }
    ASSERT_FALSE(pot.events.empty());
    EXPECT_GT(live->pots().at(0).hands, 4);
    EXPECT_GT(live->statistics({}).wins, 0);

    Dir other;
    QDir().mkpath(other.path() + "/pots");
    QFile::copy(dir.path() + "/pots/" + file, other.path() + "/pots/" + file);
    auto rebuilt = Store::open(other.path(), nullptr);
    ASSERT_TRUE(rebuilt);
    expect_same_rows(*live, *rebuilt);
    // And the store's own rebuild gives the same rows again.
    QStringList skipped;
    EXPECT_EQ(live->rebuild(&skipped), 1);
    EXPECT_TRUE(skipped.isEmpty());
    expect_same_rows(*live, *rebuilt);
}

TEST(Store, CatchUpReadsWhatAKillLeftUnrecorded) {
    Dir dir;
    const ReplayHeader h = header("hefei-classic", {kMe, kBot, kBot, kBot});
    const std::vector<Event> all = pot_a();
    const std::vector<Event> first(all.begin(), all.begin() + 4);  // hand 0 ended
    write_pot(dir.path(), kFileA, h, first);
    {
        auto store = Store::open(dir.path(), nullptr);
        ASSERT_TRUE(store);
        EXPECT_EQ(store->pots().at(0).hands, 1);
    }
    // The file grew, but the process died before recording it.
    write_pot(dir.path(), kFileA, h, pot_a());
    auto store = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(store);
    EXPECT_EQ(store->pots().at(0).hands, 3);
    EXPECT_TRUE(store->pots().at(0).finished);
}

TEST(Store, UnreadableReplayFilesAreSkippedAndNamed) {
    Dir dir;
    write_history(dir.path());
    QFile bad(dir.path() + "/pots/pot-20261110-100000-9.jsonl");
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write("{\"format\":\"not-ours\"}\n");
    bad.close();
    QString notice;
    auto store = Store::open(dir.path(), &notice);
    ASSERT_TRUE(store);
    EXPECT_TRUE(notice.contains("pot-20261110-100000-9.jsonl")) << notice.toStdString();
    QStringList skipped;
    EXPECT_EQ(store->rebuild(&skipped), 3);
    ASSERT_EQ(skipped.size(), 1);
    EXPECT_TRUE(skipped[0].startsWith("pot-20261110-100000-9.jsonl: ")) << skipped[0].toStdString();
}

// ---- Bad database files -----------------------------------------------------------------------

void write_bytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

QByteArray random_bytes(int n) {
    std::mt19937 rng(5);
    QByteArray b;
    for (int i = 0; i < n; ++i) b.append(static_cast<char>(rng() & 0xff));
    return b;
}

// A SQLite file made by raw SQL (another program's, or ours with an odd version).
void make_sqlite(const QString& path, const QStringList& statements) {
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "make_sqlite");
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        QSqlQuery q(db);
        for (const QString& s : statements) ASSERT_TRUE(q.exec(s)) << s.toStdString();
        db.close();
    }
    QSqlDatabase::removeDatabase("make_sqlite");
}

struct BadFileRow {
    const char* name;
    std::function<void(const QString& path)> make;
    const char* says;  // in the notice
};

class StoreBadFile : public ::testing::TestWithParam<BadFileRow> {};

TEST_P(StoreBadFile, IsKeptAsideAndRebuiltFromThePots) {
    Dir dir;
    write_history(dir.path());
    const QString path = dir.path() + "/haolao.sqlite";
    GetParam().make(path);
    QString notice;
    auto store = Store::open(dir.path(), &notice);
    ASSERT_TRUE(store) << notice.toStdString();
    EXPECT_TRUE(notice.contains(GetParam().says)) << notice.toStdString();
    EXPECT_TRUE(notice.contains("haolao.corrupt-")) << notice.toStdString();
    const QStringList aside = QDir(dir.path()).entryList({"haolao.corrupt-*.sqlite"}, QDir::Files);
    EXPECT_EQ(aside.size(), 1) << aside.join(",").toStdString();
    EXPECT_EQ(store->pots().size(), 3u);
    EXPECT_EQ(store->profile(default_profile_name())->rank_points, 29);
    EXPECT_EQ(store->schema_version(), kSchemaVersion);
    // The new file is sound: opening again says nothing.
    store.reset();
    store = Store::open(dir.path(), &notice);
    ASSERT_TRUE(store);
    EXPECT_TRUE(notice.isEmpty()) << notice.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, StoreBadFile,
    ::testing::Values(
        BadFileRow{"random_bytes", [](const QString& p) { write_bytes(p, random_bytes(8192)); },
                   "not a database"},
        BadFileRow{"empty_header_then_garbage",
                   [](const QString& p) {
                       write_bytes(p, QByteArray("SQLite format 3") + '\0' + random_bytes(4000));
                   },
                   "could not be used"},
        BadFileRow{"foreign_sqlite",
                   [](const QString& p) {
                       make_sqlite(p, {"CREATE TABLE invoices(id INTEGER, total REAL)",
                                       "INSERT INTO invoices VALUES(1, 2.5)"});
                   },
                   "another program's database (tables: invoices)"},
        BadFileRow{
            "newer_version",
            [](const QString& p) {
                make_sqlite(p, {"CREATE TABLE profiles(id INTEGER)", "PRAGMA user_version = 99"});
            },
            "newer version of Haolao (schema 99"},
        BadFileRow{
            "our_version_missing_a_table",
            [](const QString& p) {
                make_sqlite(p, {"CREATE TABLE profiles(id INTEGER)", "PRAGMA user_version = 2"});
            },
            "table forgotten is missing"}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(Store, AMissingFolderIsMade) {
    Dir dir;
    const QString deep = dir.path() + "/a/b/c";
    QString notice;
    auto store = Store::open(deep, &notice);
    ASSERT_TRUE(store) << notice.toStdString();
    EXPECT_TRUE(QFileInfo::exists(deep + "/haolao.sqlite"));
    EXPECT_EQ(store->data_dir(), QDir(deep).absolutePath());
    EXPECT_EQ(store->path(), QDir(deep).absolutePath() + "/haolao.sqlite");
}

TEST(Store, AnUnwritableFolderIsSaidNeverACrash) {
    Dir dir;
    const QString ro = dir.path() + "/ro";
    ASSERT_TRUE(QDir().mkpath(ro));
    QFile::setPermissions(ro, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    QFile probe(ro + "/probe");
    if (probe.open(QIODevice::WriteOnly)) GTEST_SKIP() << "running as root: nothing is read-only";
    QString notice;
    auto store = Store::open(ro, &notice);
    EXPECT_FALSE(store);
    EXPECT_TRUE(notice.startsWith("No player database: ")) << notice.toStdString();
    QFile::setPermissions(ro,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

TEST(Store, AFolderThatCannotBeMadeIsSaid) {
    Dir dir;
    QString notice;
    write_bytes(dir.path() + "/file", "x");  // a folder path through a file
    EXPECT_FALSE(Store::open(dir.path() + "/file/sub", &notice));
    EXPECT_TRUE(notice.startsWith("No player database: ")) << notice.toStdString();
    EXPECT_TRUE(notice.contains("cannot be made")) << notice.toStdString();
    EXPECT_FALSE(Store::open(QString(), &notice));
    EXPECT_FALSE(notice.isEmpty());
}

TEST(Store, TwoStoresOnOneFile) {
    Dir dir;
    write_history(dir.path());
    auto a = Store::open(dir.path(), nullptr);
    auto b = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(a && b);
    QString error;
    ASSERT_TRUE(a->add_profile("Bo", &error));
    EXPECT_TRUE(b->profile("Bo"));
}

// ---- Migrations -------------------------------------------------------------------------------

QString fixture_dir() {
    return QStringLiteral(HAOLAO_SOURCE_DIR "/tests/ui/data/store-v1");
}

// Writes the committed fixture: HAOLAO_WRITE_STORE_FIXTURE=1 haolao_ui_tests
// --gtest_filter=StoreMigration.WriteVersion1Fixture (with the history above in its pots/).
TEST(StoreMigration, WriteVersion1Fixture) {
    if (qEnvironmentVariableIsEmpty("HAOLAO_WRITE_STORE_FIXTURE")) GTEST_SKIP();
    const QString d = fixture_dir();
    QDir(d).removeRecursively();
    write_history(d);
    {
        auto store = Store::open_at_version(d, 1, nullptr);
        ASSERT_TRUE(store);
        ASSERT_EQ(store->schema_version(), 1);
    }
    // One file, no WAL beside it.
    make_sqlite(d + "/haolao.sqlite", {"PRAGMA journal_mode = DELETE"});
}

TEST(StoreMigration, Version1FixtureMigratesKeepingEveryRow) {
    ASSERT_TRUE(QFileInfo::exists(fixture_dir() + "/haolao.sqlite"));
    Dir dir;
    QDir().mkpath(dir.path() + "/pots");
    QFile::copy(fixture_dir() + "/haolao.sqlite", dir.path() + "/haolao.sqlite");
    for (const QString& f : QDir(fixture_dir() + "/pots").entryList(QDir::Files))
        QFile::copy(fixture_dir() + "/pots/" + f, dir.path() + "/pots/" + f);
    QFile::setPermissions(dir.path() + "/haolao.sqlite",
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    {
        // The fixture is version 1 with no breakdowns stored.
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "fixture");
        db.setDatabaseName(dir.path() + "/haolao.sqlite");
        ASSERT_TRUE(db.open());
        QSqlQuery q(db);
        ASSERT_TRUE(q.exec("PRAGMA user_version") && q.next());
        EXPECT_EQ(q.value(0).toInt(), 1);
        EXPECT_FALSE(q.exec("SELECT win FROM hand_seats"));
        db.close();
    }
    QSqlDatabase::removeDatabase("fixture");

    // Its pot B file is gone: that pot's rows survive from the database alone.
    QFile::remove(dir.path() + "/pots/" + kFileB);
    QString notice;
    auto store = Store::open(dir.path(), &notice);
    ASSERT_TRUE(store) << notice.toStdString();
    EXPECT_TRUE(notice.isEmpty()) << notice.toStdString();
    EXPECT_EQ(store->schema_version(), kSchemaVersion);
    const std::vector<PotRow> pots = store->pots();
    ASSERT_EQ(pots.size(), 3u);
    // Headers (version 3) come from the files that exist: pot B's is gone, so it has none.
    for (const PotRow& p : pots) {
        EXPECT_EQ(p.header.isEmpty(), p.file == kFileB) << p.file.toStdString();
        EXPECT_EQ(pot_rules(p).has_value(), p.file != kFileB) << p.file.toStdString();
    }
    // The default profile as the fixture named it (me_name where it was made).
    const auto profiles = store->profiles();
    ASSERT_EQ(profiles.size(), 2u);
    const QString me_name = profiles[0].name;
    EXPECT_EQ(profiles[1].name, "Alice");
    const Statistics me = store->statistics(Filter{me_name, {}, {}, {}});
    EXPECT_EQ(me.hands, 6);
    EXPECT_EQ(me.points, 19);
    EXPECT_EQ(store->profile(me_name)->rank_points, 29);
    // Breakdowns were filled from the files that exist (pot A): the biggest win of pot B (45,
    // its file gone) has none any more, so over pot A the 12 shows its breakdown.
    const Statistics classic = store->statistics(Filter{me_name, "hefei-classic", {}, {}});
    ASSERT_TRUE(classic.biggest);
    EXPECT_EQ(*classic.biggest, std::get<Won>(pot_a()[7]));
    EXPECT_FALSE(me.biggest);  // the 45 of pot B: no breakdown left anywhere
    // The migrated file now has the column and the index.
    store.reset();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "migrated");
        db.setDatabaseName(dir.path() + "/haolao.sqlite");
        ASSERT_TRUE(db.open());
        QSqlQuery q(db);
        EXPECT_TRUE(q.exec("SELECT win FROM hand_seats"));
        ASSERT_TRUE(q.exec("SELECT COUNT(*) FROM sqlite_master WHERE name = 'pots_started'") &&
                    q.next());
        EXPECT_EQ(q.value(0).toInt(), 1);
        db.close();
    }
    QSqlDatabase::removeDatabase("migrated");
}

TEST(StoreMigration, AFreshFileIsVersion1ThenMigrated) {
    Dir dir;
    write_history(dir.path());
    auto v1 = Store::open_at_version(dir.path(), 1, nullptr);
    ASSERT_TRUE(v1);
    EXPECT_EQ(v1->schema_version(), 1);
    const auto rows = v1->pots();
    v1.reset();
    auto v3 = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(v3);
    EXPECT_EQ(v3->schema_version(), kSchemaVersion);
    // The same rows, each with its file's header line added by the step to version 3.
    std::vector<PotRow> migrated = v3->pots();
    ASSERT_EQ(migrated.size(), rows.size());
    for (PotRow& p : migrated) {
        const auto replay =
            parse_replay(read_replay_file((dir.path() + "/pots/" + p.file).toStdString()));
        EXPECT_EQ(p.header.toStdString(), header_to_json(replay.header));
        p.header.clear();
    }
    EXPECT_EQ(migrated, rows);
    EXPECT_TRUE(v3->statistics({}).biggest);
}

// 2 → 3 on its own: a pot whose first line is not a header (a damaged file) and one whose file
// is gone keep no header, and are named by their preset; the others get theirs.
TEST(StoreMigration, Version2RowsGetTheirFilesHeaders) {
    Dir dir;
    write_history(dir.path());
    {
        auto v2 = Store::open_at_version(dir.path(), 2, nullptr);
        ASSERT_TRUE(v2);
        ASSERT_EQ(v2->schema_version(), 2);
        for (const PotRow& p : v2->pots()) EXPECT_TRUE(p.header.isEmpty());
    }
    QFile::remove(dir.path() + "/pots/" + kFileB);
    {
        QFile c(dir.path() + "/pots/" + kFileC);
        ASSERT_TRUE(c.open(QIODevice::ReadWrite));
        ASSERT_TRUE(c.seek(0));
        c.write("{not a header");
    }
    auto v3 = Store::open(dir.path(), nullptr);
    ASSERT_TRUE(v3);
    EXPECT_EQ(v3->schema_version(), 3);
    for (const PotRow& p : v3->pots()) {
        if (p.file == kFileA) {
            const std::optional<Ruleset> rules = pot_rules(p);
            ASSERT_TRUE(rules);
            EXPECT_EQ(rules->id, "hefei-classic");
        } else {
            EXPECT_TRUE(p.header.isEmpty()) << p.file.toStdString();
            EXPECT_FALSE(pot_rules(p));
        }
    }
}

// ---- The window records every hand --------------------------------------------------------------

TEST(StoreWindow, RecordsEachHandAsItEndsAndRebuildsOnRequest) {
    Dir dir;
    ui::GameOptions o = ui::testing::quiet_options({"human", "baseline", "normal", "easy"}, 31);
    o.seed_given = true;
    o.data_dir = dir.path();
    o.resume = ui::GameOptions::Resume::New;
    o.autoplay = true;  // 托管: the human seat plays itself
    o.auto_next = true;
    o.pot_hands = 2;
    ui::MainWindow w(o);
    ASSERT_NE(w.store(), nullptr);
    int updates = 0;
    QObject::connect(&w, &ui::MainWindow::store_updated, [&] { ++updates; });
    w.show();
    w.start();
    // After the first hand: one hand in the database, while the pot goes on.
    ASSERT_TRUE(ui::testing::wait_until(
        [&] { return !w.store()->pots().empty() && w.store()->pots()[0].hands >= 1; }, 60000));
    ASSERT_TRUE(ui::testing::wait_until([&] { return w.store()->pots()[0].finished; }, 60000));
    const PotRow pot = w.store()->pots()[0];
    EXPECT_EQ(pot.hands, 2);
    EXPECT_EQ(pot.file, QFileInfo(w.recorder()->path()).fileName());
    EXPECT_EQ(pot.seats[0].agent, "human");
    EXPECT_GE(updates, 2);
    // The human seat (no name given) is the default profile's.
    const Statistics me = w.store()->statistics(Filter{default_profile_name(), {}, {}, {}});
    EXPECT_EQ(me.hands, 2);
    EXPECT_EQ(me.pots, 1);
    EXPECT_EQ(me.points, pot.seats[0].points);
    // What the window recorded is what a rebuild from the file gives.
    Dir other;
    QDir().mkpath(other.path() + "/pots");
    QFile::copy(w.recorder()->path(), other.path() + "/pots/" + pot.file);
    auto rebuilt = Store::open(other.path(), nullptr);
    ASSERT_TRUE(rebuilt);
    expect_same_rows(*w.store(), *rebuilt);
    EXPECT_EQ(w.rebuild_store(), 1);
    EXPECT_TRUE(w.statusBar()->currentMessage().contains("rebuilt from 1 recorded pot"))
        << w.statusBar()->currentMessage().toStdString();
    expect_same_rows(*w.store(), *rebuilt);
}

// ---- haolao-cli stats ---------------------------------------------------------------------------

struct CliRun {
    int status = -1;
    QByteArray out, err;
};

CliRun run_cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(HAOLAO_CLI_PATH), QStringList{"stats"} + args);
    CliRun r;
    if (!p.waitForFinished(30000)) return r;
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

TEST(CliStats, RebuildPrintsOneLine) {
    Dir dir;
    write_history(dir.path());
    const CliRun r = run_cli({"--rebuild", dir.path()});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    EXPECT_EQ(r.out.count('\n'), 1);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    EXPECT_EQ(j["pots"].toInt(), 3);
    EXPECT_EQ(j["skipped"].toArray().size(), 0);
    EXPECT_EQ(j["database"].toString(), QDir(dir.path()).absolutePath() + "/haolao.sqlite");
}

TEST(CliStats, PrintsTheFiguresOfAFilter) {
    Dir dir;
    write_history(dir.path());
    const CliRun r = run_cli({"--data-dir", dir.path(), "--profile", default_profile_name(),
                              "--from", "2026-11-01", "--to", "2026-11-30"});
    ASSERT_EQ(r.status, 0) << r.err.toStdString();
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    const QJsonObject st = j["statistics"].toObject();
    EXPECT_EQ(st["hands"].toInt(), 6);
    EXPECT_EQ(st["points"].toInt(), 19);
    EXPECT_EQ(st["places"].toArray(), (QJsonArray{0, 1, 0, 0}));
    EXPECT_DOUBLE_EQ(st["average_win_value"].toDouble(), 28.5);
    EXPECT_EQ(st["biggest"].toObject()["value"].toInt(), 45);
    EXPECT_EQ(st["biggest"].toObject()["event"].toString(), "won");
    EXPECT_EQ(j["profiles"].toArray().size(), 2);
    const CliRun ting = run_cli({"--data-dir", dir.path(), "--rules", "hefei-ting"});
    ASSERT_EQ(ting.status, 0) << ting.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(ting.out).object()["statistics"].toObject()["hands"].toInt(),
              6);  // me and Alice, 3 hands each
}

struct CliBadRow {
    const char* name;
    QStringList args;  // "DIR": the history's folder
    const char* says;
};

class CliStatsBad : public ::testing::TestWithParam<CliBadRow> {};

TEST_P(CliStatsBad, ExitsTwoWithOneLine) {
    Dir dir;
    write_history(dir.path());
    QStringList args = GetParam().args;
    for (QString& a : args) a.replace("DIR", dir.path());
    const CliRun r = run_cli(args);
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(GetParam().says)) << r.err.toStdString();
    EXPECT_TRUE(r.err.startsWith("haolao-cli stats: ")) << r.err.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, CliStatsBad,
    ::testing::Values(
        CliBadRow{"nothing", {}, "give --rebuild DIR or --data-dir DIR"},
        CliBadRow{"both", {"--rebuild", "DIR", "--data-dir", "DIR"}, "give --rebuild"},
        CliBadRow{"not_a_dir", {"--data-dir", "DIR/nope"}, "is not a directory"},
        CliBadRow{"no_pots", {"--rebuild", "DIR/pots"}, "has no pots/ folder"},
        CliBadRow{"unknown_profile",
                  {"--data-dir", "DIR", "--profile", "Zed"},
                  "no profile named \"Zed\" (profiles: "},
        CliBadRow{"unknown_preset",
                  {"--data-dir", "DIR", "--rules", "riichi"},
                  "unknown preset \"riichi\" (known: hefei-classic"},
        CliBadRow{"bad_date",
                  {"--data-dir", "DIR", "--from", "2026-13-01"},
                  "--from must be a date YYYY-MM-DD"},
        CliBadRow{"short_date",
                  {"--data-dir", "DIR", "--to", "2026-1-1"},
                  "--to must be a date YYYY-MM-DD"},
        CliBadRow{"from_after_to",
                  {"--data-dir", "DIR", "--from", "2026-11-05", "--to", "2026-11-01"},
                  "--from must not be after --to"},
        CliBadRow{"filter_with_rebuild",
                  {"--rebuild", "DIR", "--profile", "Alice"},
                  "--profile goes with --data-dir"},
        CliBadRow{"unknown_option", {"--data-dir", "DIR", "--colour", "red"}, "--colour"}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(CliStats, HelpListsTheCommandAndItsOptions) {
    const CliRun help = run_cli({"--help"});
    EXPECT_EQ(help.status, 0);
    EXPECT_TRUE(help.out.contains("usage: haolao-cli stats --rebuild DIR"));
    QProcess top;
    top.start(QStringLiteral(HAOLAO_CLI_PATH), {"--help"});
    ASSERT_TRUE(top.waitForFinished(10000));
    EXPECT_TRUE(top.readAllStandardOutput().contains("  stats"));
}

}  // namespace
}  // namespace haolao::store
