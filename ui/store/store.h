// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The player database (docs/STORE.md): profiles, pots, hands and per-seat results in one SQLite
// file through Qt SQL (QSQLITE), in DATA/haolao.sqlite (DATA: AppDataLocation or --data-dir).
// The recorded replay files in DATA/pots/ stay the source of truth: every row here is derived
// from them (summarize_pot in engine/include/haolao/record.h) and the whole database can be
// rebuilt from them. Qt Core + Qt SQL only (no widgets): the GUI and haolao-cli both link it.

#include <QDate>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "haolao/events.h"
#include "haolao/replay.h"

namespace haolao::store {

inline constexpr int kSchemaVersion = 3;  // PRAGMA user_version; older files are migrated

struct Profile {
    std::int64_t id = 0;
    QString name;                  // unique; what a human seat's ReplaySeat::name holds
    std::int64_t rank_points = 0;  // RULES.md §4: sum of net results, never below 0
    int level = 1;                 // highest level reached (kept: no demotion), 1-24
    QDateTime created;
    bool operator==(const Profile&) const = default;
};

struct SeatResult {
    QString agent;   // ReplaySeat::agent: "human", "baseline", "easy", "normal", "hard"
    QString name;    // ReplaySeat::name (the profile's name for a human seat)
    int points = 0;  // final standing (sum of the pot's deltas)
    int place = 1;   // 1-4; tied seats share the better place
    bool operator==(const SeatResult&) const = default;
};

struct PotRow {
    std::int64_t id = 0;
    QString file;       // replay file name inside DATA/pots/
    QDateTime started;  // from the file name (pot-YYYYmmdd-HHMMSS-…), else file time
    QString preset;     // Ruleset preset id ("hefei-classic", …)
    // The pot's replay header line as recorded (schema 3): its rules' own values name a pot
    // played under a saved rule set by that set's name. "" when neither the row nor the file
    // had it (a version-2 row whose file is gone).
    QString header;
    std::array<SeatResult, 4> seats{};  // by Seat index
    int hands = 0;                      // finished hands
    bool finished = false;              // pot_ended recorded
    bool operator==(const PotRow&) const = default;
};

// The rules a pot was played under, from its recorded header; nullopt when none was recorded.
std::optional<Ruleset> pot_rules(const PotRow& pot);

struct HandRow {
    std::int64_t pot_id = 0;
    int index = 0;   // 0-based hand number within the pot
    int dealer = 0;  // Seat index
    int streak = 1;
    bool drawn = false;
    int winner = -1;           // Seat index; -1 on a drawn hand (the first winner when several won)
    std::uint8_t winners = 0;  // bit (1 << Seat index) of every winner: several on one discard
    WinBy by = WinBy::SelfDraw;
    int discarder = -1;           // Seat index for a win on a discard (deal-in), else -1
    std::uint8_t situations = 0;  // Situation bits (kHaolao: a haolao win)
    int value = 0;                // what the winner gained (sum of the payments)
    std::array<int, 4> deltas{};
    std::array<int, 4> kongs{};  // kongs declared per seat in this hand
    QDateTime ended;
    bool operator==(const HandRow&) const = default;
};

// A filter for history and statistics. Empty strings / null dates mean "all".
struct Filter {
    QString profile;  // counts only the seats this profile sat in (empty: every human seat)
    QString preset;
    QDate from, to;  // inclusive, by the pot's start date
};

struct Statistics {
    int pots = 0;   // pots this profile sat in (finished or not)
    int hands = 0;  // finished hands it played
    int wins = 0;
    int self_draws = 0;
    int deal_ins = 0;  // hands where it discarded the winning tile
    int haolao_wins = 0;
    int kongs = 0;
    int longest_streak = 0;       // longest dealer streak it held
    std::int64_t points = 0;      // net over those hands
    std::array<int, 4> places{};  // finished pots by final place 1st-4th
    double win_rate() const { return hands ? double(wins) / hands : 0.0; }
    double self_draw_rate() const { return hands ? double(self_draws) / hands : 0.0; }
    double deal_in_rate() const { return hands ? double(deal_ins) / hands : 0.0; }
    double points_per_hand() const { return hands ? double(points) / hands : 0.0; }
    std::int64_t win_value_total = 0;
    double average_win_value() const { return wins ? double(win_value_total) / wins : 0.0; }
    std::optional<Won> biggest;  // the profile's largest win, its breakdown in payments
    bool operator==(const Statistics&) const = default;
};

// One point of the rank-points-over-time chart: the profile's points after each finished pot.
struct RankPoint {
    QDateTime when;
    std::int64_t rank_points = 0;
};

class Store {
  public:
    // Opens (creating or migrating) DATA/haolao.sqlite, then catches up with DATA/pots/
    // (catch_up). A corrupt, foreign or newer file is moved aside
    // (haolao.corrupt-<time>.sqlite), a fresh one is rebuilt from DATA/pots/, and `notice` says
    // so; nullptr only when no database can be made at all (`notice` says why). Every failure
    // is reported, never thrown.
    static std::unique_ptr<Store> open(const QString& data_dir, QString* notice);
    // Tests only: open() migrating no further than `version` (1 … kSchemaVersion); the committed
    // version-1 fixture of tests/ui/store_test.cpp is made with it.
    static std::unique_ptr<Store> open_at_version(const QString& data_dir, int target,
                                                  QString* notice);
    int schema_version() const;  // PRAGMA user_version of the open file
    ~Store();

    // Profiles. The default profile (default_profile_name()) exists without asking.
    std::vector<Profile> profiles() const;
    std::optional<Profile> profile(const QString& name) const;
    bool add_profile(const QString& name, QString* error);
    bool rename_profile(const QString& from, const QString& to, QString* error);

    // Recording: a pot's rows come from its replay file's header and events, written in one
    // transaction. record_pot is idempotent: calling it again with more events (after each hand
    // ends) adds the new hands and updates standings and rank points.
    bool record_pot(const QString& file, const ReplayHeader& header,
                    const std::vector<Event>& events, QString* error);
    // Drops every row and reads every replay file of DATA/pots/ again. Returns pots read;
    // unreadable files are skipped and named in `skipped`.
    int rebuild(QStringList* skipped);
    // Reads the replay files of DATA/pots/ that changed since they were recorded (or were never
    // recorded: a kill between a hand's last line and its commit); open() does this. Returns pots
    // read; unreadable files are named in `skipped`.
    int catch_up(QStringList* skipped);

    // History, newest first, and one pot's hands in order.
    std::vector<PotRow> pots(const Filter& filter = {}) const;
    std::vector<HandRow> hands(std::int64_t pot_id) const;
    bool delete_pot(std::int64_t pot_id, bool delete_file, QString* error);

    Statistics statistics(const Filter& filter) const;
    std::vector<int> points_per_hand(const Filter& filter) const;  // the histogram's samples
    std::vector<RankPoint> rank_history(const QString& profile) const;

    QString path() const;
    QString data_dir() const;

  private:
    struct Impl;
    explicit Store(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

QString default_profile_name();  // "Player" (tr'd where shown); the OS user name when known

// The profile key of a seat of a recorded pot: its ReplaySeat::name (trimmed) for a human seat;
// an unnamed first human seat gives "" (the default profile, whatever it is called now), an
// unnamed n-th human seat (hot-seat) "Player n", as the table showed it. nullopt: not human.
std::optional<QString> seat_profile_key(const ReplayHeader& header, int seat);

}  // namespace haolao::store
