// SPDX-License-Identifier: GPL-3.0-or-later
// The player database (docs/STORE.md). One QSQLITE connection per Store; every write is one
// transaction; every row is derived from the replay files (summarize_pot).
#include "store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <atomic>
#include <map>
#include <set>
#include <string>

#include "haolao/rank.h"
#include "haolao/record.h"
#include "haolao/ruleset.h"
#include "keep_aside.h"

namespace haolao::store {

namespace {

// SQLite's own words ("file is not a database"), else Qt's.
QString error_text(const QSqlError& e) {
    return e.databaseText().isEmpty() ? e.text() : e.databaseText();
}

// The texts' translation context is "Store".
class Text {
    Q_DECLARE_TR_FUNCTIONS(Store)
};

const QString kTimeFormat = QStringLiteral("yyyy-MM-ddTHH:mm:ss");

QString time_text(const QDateTime& t) {
    return t.isValid() ? t.toString(kTimeFormat) : QString();
}
QDateTime time_from(const QString& s) {
    return s.isEmpty() ? QDateTime() : QDateTime::fromString(s, kTimeFormat);
}

QString pots_dir_of(const QString& data_dir) {
    return QDir(data_dir).filePath(QStringLiteral("pots"));
}

// pot-YYYYmmdd-HHMMSS-<seed>[-n].jsonl → its local start time (invalid when not that form).
QDateTime started_from_name(const QString& file) {
    static const QRegularExpression re(QStringLiteral("^pot-(\\d{8}-\\d{6})-"));
    const QRegularExpressionMatch m = re.match(file);
    if (!m.hasMatch()) return {};
    return QDateTime::fromString(m.captured(1), QStringLiteral("yyyyMMdd-HHmmss"));
}

// A replay file of the history (not a kept-aside .corrupt- file, not a lock).
bool is_pot_file(const QString& name) {
    return name.endsWith(QStringLiteral(".jsonl")) && !name.contains(QStringLiteral(".corrupt-"));
}

// The Won event as one replay line, and back (a header line makes it a parseable log).
QString won_to_text(const Won& w) {
    return QString::fromStdString(event_to_json(Event{w}));
}
std::optional<Won> won_from_text(const QString& text) {
    if (text.isEmpty()) return std::nullopt;
    try {
        ReplayHeader h;
        h.rules = presets().front();
        const std::string log = header_to_json(h) + "\n" + text.toStdString() + "\n";
        const Replay r = parse_replay(log);
        if (r.events.size() == 1 && std::holds_alternative<Won>(r.events[0]))
            return std::get<Won>(r.events[0]);
    } catch (const std::exception&) {
    }
    return std::nullopt;
}

// A pot file's header line, checked by parsing it; "" when the file or its first line is not one.
// Reads the first line only (a whole pot can be megabytes).
QString header_line_of(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray line = f.readLine(ReplayLimits{}.max_line_bytes + 1).trimmed();
    try {
        return QString::fromStdString(header_to_json(parse_replay(line.toStdString()).header));
    } catch (const std::exception&) {
        return {};
    }
}

// Reads a pot file: syntax only (parse_replay; `haolao-cli replay --verify` checks the rules).
// A torn last line (a kill inside a write) is left out, as the resume does.
std::optional<Replay> read_pot_file(const QString& path, QString* problem) {
    try {
        std::string text = read_replay_file(path.toStdString());
        const std::size_t cut = text.rfind('\n');
        if (cut != std::string::npos && cut + 1 < text.size()) text.resize(cut + 1);
        return parse_replay(text);
    } catch (const std::exception& e) {
        *problem = QString::fromStdString(e.what());
        return std::nullopt;
    }
}

std::atomic<int> connection_counter{0};

// ---- Schema ---------------------------------------------------------------------------------
// Version 1, the first schema. Never edited: a change is a new version and a migration below.
const char* const kSchemaV1[] = {
    "CREATE TABLE profiles(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
    " created TEXT NOT NULL, rank_points INTEGER NOT NULL DEFAULT 0,"
    " level INTEGER NOT NULL DEFAULT 1)",
    // The names replay headers give a human seat → its profile ("" = the default profile). A
    // renamed profile keeps its old name here, so the files it was recorded under still map.
    "CREATE TABLE profile_names(name TEXT NOT NULL PRIMARY KEY,"
    " profile_id INTEGER NOT NULL REFERENCES profiles(id))",
    "CREATE TABLE pots(id INTEGER PRIMARY KEY, file TEXT NOT NULL UNIQUE, started TEXT NOT NULL,"
    " preset TEXT NOT NULL, hands INTEGER NOT NULL, finished INTEGER NOT NULL,"
    " bytes INTEGER NOT NULL)",
    "CREATE TABLE pot_seats(pot_id INTEGER NOT NULL REFERENCES pots(id) ON DELETE CASCADE,"
    " seat INTEGER NOT NULL, agent TEXT NOT NULL, name TEXT NOT NULL, profile_id INTEGER,"
    " points INTEGER NOT NULL, place INTEGER NOT NULL, PRIMARY KEY(pot_id, seat))",
    "CREATE TABLE hands(pot_id INTEGER NOT NULL REFERENCES pots(id) ON DELETE CASCADE,"
    " idx INTEGER NOT NULL, dealer INTEGER NOT NULL, streak INTEGER NOT NULL,"
    " drawn INTEGER NOT NULL, winner INTEGER NOT NULL, winners INTEGER NOT NULL,"
    " win_by INTEGER NOT NULL, discarder INTEGER NOT NULL, situations INTEGER NOT NULL,"
    " value INTEGER NOT NULL, ended TEXT NOT NULL, PRIMARY KEY(pot_id, idx))",
    "CREATE TABLE hand_seats(pot_id INTEGER NOT NULL REFERENCES pots(id) ON DELETE CASCADE,"
    " idx INTEGER NOT NULL, seat INTEGER NOT NULL, delta INTEGER NOT NULL,"
    " kongs INTEGER NOT NULL, won INTEGER NOT NULL, win_value INTEGER NOT NULL,"
    " self_draw INTEGER NOT NULL, dealt_in INTEGER NOT NULL, haolao INTEGER NOT NULL,"
    " PRIMARY KEY(pot_id, idx, seat))",
    // Pots deleted from the history whose file was kept: catch-up and rebuild skip them.
    "CREATE TABLE forgotten(file TEXT PRIMARY KEY)",
};
const QStringList kTablesV1 = {QStringLiteral("forgotten"), QStringLiteral("hand_seats"),
                               QStringLiteral("hands"),     QStringLiteral("pot_seats"),
                               QStringLiteral("pots"),      QStringLiteral("profile_names"),
                               QStringLiteral("profiles")};

}  // namespace

std::optional<Ruleset> pot_rules(const PotRow& pot) {
    if (pot.header.isEmpty()) return std::nullopt;
    try {
        return parse_replay(pot.header.toStdString()).header.rules;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

QString default_profile_name() {
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty()) user = qEnvironmentVariable("USERNAME");
    user = user.trimmed();
    if (user.isEmpty() || user == QStringLiteral("root")) return QStringLiteral("Player");
    return user;
}

std::optional<QString> seat_profile_key(const ReplayHeader& header, int seat) {
    if (seat < 0 || seat > 3) return std::nullopt;
    if (header.seats[static_cast<std::size_t>(seat)].agent != "human") return std::nullopt;
    const QString name =
        QString::fromStdString(header.seats[static_cast<std::size_t>(seat)].name).trimmed();
    if (!name.isEmpty()) return name;
    int nth = 0;
    for (int k = 0; k <= seat; ++k)
        nth += header.seats[static_cast<std::size_t>(k)].agent == "human";
    return nth == 1 ? QString() : QStringLiteral("Player %1").arg(nth);
}

struct Store::Impl {
    QString data_dir, path, connection;
    QString error;    // the last SQL error
    int version = 0;  // the file's schema version once open

    QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }

    bool exec(QSqlQuery& q) {
        if (q.exec()) return true;
        error = error_text(q.lastError());
        return false;
    }
    bool exec(const QString& sql) {
        QSqlQuery q(db());
        if (q.exec(sql)) return true;
        error = error_text(q.lastError());
        return false;
    }
    QVariant scalar(const QString& sql, bool* ok = nullptr) {
        QSqlQuery q(db());
        const bool good = q.exec(sql) && q.next();
        if (!good) error = error_text(q.lastError());
        if (ok) *ok = good;
        return good ? q.value(0) : QVariant();
    }

    // ---- Schema ----
    bool create_v1() {
        for (const char* sql : kSchemaV1)
            if (!exec(QString::fromLatin1(sql))) return false;
        return exec(QStringLiteral("PRAGMA user_version = 1"));
    }
    // 1 → 2: each seat's winning Won event (a replay line), so the biggest win shows its
    // breakdown even when the pot's file is gone; and an index for the date filters. Rows
    // recorded by version 1 are filled from their files where the files still exist.
    bool migrate_1_to_2() {
        if (!exec(QStringLiteral("ALTER TABLE hand_seats ADD COLUMN win TEXT")) ||
            !exec(QStringLiteral("CREATE INDEX pots_started ON pots(started)")))
            return false;
        QSqlQuery pots(db());
        pots.setForwardOnly(true);
        if (!pots.exec(QStringLiteral("SELECT id, file FROM pots WHERE id IN "
                                      "(SELECT pot_id FROM hand_seats WHERE won = 1)")))
            return false;
        std::vector<std::pair<qint64, QString>> list;
        while (pots.next()) list.emplace_back(pots.value(0).toLongLong(), pots.value(1).toString());
        for (const auto& [id, file] : list) {
            QString problem;
            const auto replay = read_pot_file(QDir(pots_dir_of(data_dir)).filePath(file), &problem);
            if (!replay) continue;  // the file is gone: no breakdown for its wins
            const PotRecord rec = summarize_pot(replay->header, replay->events);
            for (const HandRecord& h : rec.hands)
                for (const Won& w : h.wins) {
                    QSqlQuery q(db());
                    q.prepare(QStringLiteral(
                        "UPDATE hand_seats SET win = ? WHERE pot_id = ? AND idx = ? AND seat = ?"));
                    q.addBindValue(won_to_text(w));
                    q.addBindValue(id);
                    q.addBindValue(h.index);
                    q.addBindValue(index(w.winner));
                    if (!exec(q)) return false;
                }
        }
        return exec(QStringLiteral("PRAGMA user_version = 2"));
    }
    // 2 → 3: each pot's header line, so the history names a pot played under a saved rule set
    // by that set (its rules' values). Filled from the files that still exist.
    bool migrate_2_to_3() {
        if (!exec(QStringLiteral("ALTER TABLE pots ADD COLUMN header TEXT"))) return false;
        QSqlQuery pots(db());
        pots.setForwardOnly(true);
        if (!pots.exec(QStringLiteral("SELECT id, file FROM pots"))) return false;
        std::vector<std::pair<qint64, QString>> list;
        while (pots.next()) list.emplace_back(pots.value(0).toLongLong(), pots.value(1).toString());
        for (const auto& [id, file] : list) {
            const QString header = header_line_of(QDir(pots_dir_of(data_dir)).filePath(file));
            if (header.isEmpty()) continue;  // the file is gone: the preset names the pot
            QSqlQuery q(db());
            q.prepare(QStringLiteral("UPDATE pots SET header = ? WHERE id = ?"));
            q.addBindValue(header);
            q.addBindValue(id);
            if (!exec(q)) return false;
        }
        return exec(QStringLiteral("PRAGMA user_version = 3"));
    }
    // From `from` (0: empty file) to kSchemaVersion, each step in its own transaction.
    bool migrate(int from, int to) {
        if (from == 0) {
            if (!db().transaction() || !create_v1() || !db().commit()) return rollback();
            from = 1;
        }
        if (from == 1 && to >= 2) {
            if (!db().transaction() || !migrate_1_to_2() || !db().commit()) return rollback();
            from = 2;
        }
        if (from == 2 && to >= 3) {
            if (!db().transaction() || !migrate_2_to_3() || !db().commit()) return rollback();
            from = 3;
        }
        version = from;
        return from == to;
    }
    bool rollback() {
        if (error.isEmpty()) error = error_text(db().lastError());
        db().rollback();
        return false;
    }

    // ---- Profiles ----
    // A key as bound: never a null QString (that binds SQL NULL, and "" is the default profile).
    static QString key_text(const QString& key) { return key.isNull() ? QStringLiteral("") : key; }
    std::optional<qint64> profile_id_of_key(const QString& key) {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("SELECT profile_id FROM profile_names WHERE name = ?"));
        q.addBindValue(key_text(key));
        if (exec(q) && q.next()) return q.value(0).toLongLong();
        return std::nullopt;
    }
    std::optional<qint64> profile_id_by_name(const QString& name) {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("SELECT id FROM profiles WHERE name = ?"));
        q.addBindValue(name);
        if (exec(q) && q.next()) return q.value(0).toLongLong();
        return std::nullopt;
    }
    bool add_name(const QString& key, qint64 id) {
        QSqlQuery q(db());
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO profile_names(name, profile_id) "
                           "VALUES(?, ?)"));
        q.addBindValue(key_text(key));
        q.addBindValue(id);
        return exec(q);
    }
    std::optional<qint64> insert_profile(const QString& name) {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("INSERT INTO profiles(name, created) VALUES(?, ?)"));
        q.addBindValue(name);
        q.addBindValue(time_text(QDateTime::currentDateTime()));
        if (!exec(q)) return std::nullopt;
        const qint64 id = q.lastInsertId().toLongLong();
        if (!add_name(name, id)) return std::nullopt;
        return id;
    }
    // The profile a key names, created when new ("" → the default profile).
    std::optional<qint64> resolve(const QString& key) {
        if (auto id = profile_id_of_key(key)) return id;
        const QString name = key.isEmpty() ? default_profile_name() : key;
        std::optional<qint64> id = profile_id_by_name(name);
        if (!id) id = insert_profile(name);
        if (!id || !add_name(key, *id)) return std::nullopt;
        return id;
    }

    // Rank points and level of one profile: its finished hands in order (pots by start, hands
    // by index), each hand's net (several seats of one profile: their sum) through
    // add_rank_points; the level is the highest one reached on the way (no demotion).
    bool update_rank(qint64 profile) {
        QSqlQuery q(db());
        q.setForwardOnly(true);
        q.prepare(
            QStringLiteral("SELECT hs.pot_id, hs.idx, SUM(hs.delta) FROM hand_seats hs"
                           " JOIN pot_seats ps ON ps.pot_id = hs.pot_id AND ps.seat = hs.seat"
                           " JOIN pots p ON p.id = hs.pot_id WHERE ps.profile_id = ?"
                           " GROUP BY hs.pot_id, hs.idx ORDER BY p.started, p.file, hs.idx"));
        q.addBindValue(profile);
        if (!exec(q)) return false;
        std::int64_t points = 0;
        int level = 1;
        while (q.next()) {
            points = add_rank_points(points, q.value(2).toLongLong());
            level = kept_level(level, points);
        }
        QSqlQuery u(db());
        u.prepare(QStringLiteral("UPDATE profiles SET rank_points = ?, level = ? WHERE id = ?"));
        u.addBindValue(static_cast<qint64>(points));
        u.addBindValue(level);
        u.addBindValue(profile);
        return exec(u);
    }
    bool update_all_ranks() {
        QSqlQuery q(db());
        if (!q.exec(QStringLiteral("SELECT id FROM profiles"))) return false;
        std::vector<qint64> ids;
        while (q.next()) ids.push_back(q.value(0).toLongLong());
        return std::ranges::all_of(ids, [this](qint64 id) { return update_rank(id); });
    }

    // ---- Recording (inside a transaction) ----
    bool record(const QString& file, const ReplayHeader& header, const std::vector<Event>& events,
                const QDateTime& ended, std::set<qint64>* touched) {
        const QFileInfo info(QDir(pots_dir_of(data_dir)).filePath(file));
        QDateTime started = started_from_name(file);
        if (!started.isValid()) started = info.exists() ? info.lastModified() : ended;
        const PotRecord rec = summarize_pot(header, events);

        std::optional<qint64> pot_id;
        int stored_hands = 0;
        {
            QSqlQuery q(db());
            q.prepare(
                QStringLiteral("SELECT id, (SELECT COUNT(*) FROM hands WHERE pot_id = "
                               "pots.id) FROM pots WHERE file = ?"));
            q.addBindValue(file);
            if (!exec(q)) return false;
            if (q.next()) {
                pot_id = q.value(0).toLongLong();
                stored_hands = q.value(1).toInt();
            }
        }
        QSqlQuery q(db());
        // A file held at an older version (tests' fixtures) has no header column.
        const bool with_header = version >= 3;
        const QString header_set = with_header ? QStringLiteral(", header = ?") : QString();
        if (pot_id) {
            q.prepare(QStringLiteral("UPDATE pots SET preset = ?, hands = ?, finished = ?, "
                                     "bytes = ?%1 WHERE id = ?")
                          .arg(header_set));
        } else {
            q.prepare(
                with_header
                    ? QStringLiteral("INSERT INTO pots(preset, hands, finished, bytes, header, "
                                     "file, started) VALUES(?, ?, ?, ?, ?, ?, ?)")
                    : QStringLiteral("INSERT INTO pots(preset, hands, finished, bytes, file, "
                                     "started) VALUES(?, ?, ?, ?, ?, ?)"));
        }
        q.addBindValue(QString::fromStdString(header.rules.id));
        q.addBindValue(static_cast<int>(rec.hands.size()));
        q.addBindValue(rec.finished ? 1 : 0);
        q.addBindValue(info.exists() ? info.size() : qint64(-1));
        if (with_header) q.addBindValue(QString::fromStdString(header_to_json(header)));
        if (pot_id) {
            q.addBindValue(*pot_id);
        } else {
            q.addBindValue(file);
            q.addBindValue(time_text(started));
        }
        if (!exec(q)) return false;
        if (!pot_id) pot_id = q.lastInsertId().toLongLong();

        for (int s = 0; s < 4; ++s) {
            const auto k = static_cast<std::size_t>(s);
            QVariant profile;
            if (const auto key = seat_profile_key(header, s)) {
                const auto id = resolve(*key);
                if (!id) return false;
                profile = *id;
                touched->insert(*id);
            }
            QSqlQuery p(db());
            p.prepare(QStringLiteral(
                "INSERT OR REPLACE INTO pot_seats(pot_id, seat, agent, name, profile_id, points, "
                "place) VALUES(?, ?, ?, ?, ?, ?, ?)"));
            p.addBindValue(*pot_id);
            p.addBindValue(s);
            p.addBindValue(QString::fromStdString(header.seats[k].agent));
            p.addBindValue(QString::fromStdString(header.seats[k].name));
            p.addBindValue(profile);
            p.addBindValue(rec.points[k]);
            p.addBindValue(rec.places[k]);
            if (!exec(p)) return false;
        }

        // Hands already stored are the same rows (the same prefix of the same file): only the
        // new ones are written, so their end times stay those of the first recording.
        if (stored_hands > static_cast<int>(rec.hands.size())) {
            for (const char* table : {"hands", "hand_seats"}) {
                QSqlQuery d(db());
                d.prepare(QStringLiteral("DELETE FROM %1 WHERE pot_id = ? AND idx >= ?")
                              .arg(QLatin1String(table)));
                d.addBindValue(*pot_id);
                d.addBindValue(static_cast<int>(rec.hands.size()));
                if (!exec(d)) return false;
            }
            stored_hands = static_cast<int>(rec.hands.size());
        }
        for (auto i = static_cast<std::size_t>(stored_hands); i < rec.hands.size(); ++i) {
            const HandRecord& h = rec.hands[i];
            const Won* first = h.wins.empty() ? nullptr : &h.wins.front();
            int winners = 0;
            for (const Won& w : h.wins) winners |= 1 << index(w.winner);
            QSqlQuery hq(db());
            hq.prepare(QStringLiteral(
                "INSERT INTO hands(pot_id, idx, dealer, streak, drawn, winner, winners, win_by, "
                "discarder, situations, value, ended) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
            hq.addBindValue(*pot_id);
            hq.addBindValue(h.index);
            hq.addBindValue(index(h.dealer));
            hq.addBindValue(h.streak);
            hq.addBindValue(h.drawn ? 1 : 0);
            hq.addBindValue(first ? index(first->winner) : -1);
            hq.addBindValue(winners);
            hq.addBindValue(first ? static_cast<int>(first->by)
                                  : static_cast<int>(WinBy::SelfDraw));
            hq.addBindValue(first && first->by == WinBy::Discard ? index(first->discarder) : -1);
            hq.addBindValue(first ? int(first->situations) : 0);
            hq.addBindValue(first ? win_value(*first) : 0);
            hq.addBindValue(time_text(ended));
            if (!exec(hq)) return false;
            for (int s = 0; s < 4; ++s) {
                const auto k = static_cast<std::size_t>(s);
                const Won* mine = nullptr;
                bool dealt_in = false;
                for (const Won& w : h.wins) {
                    if (index(w.winner) == s) mine = &w;
                    if (w.by == WinBy::Discard && index(w.discarder) == s) dealt_in = true;
                }
                QSqlQuery sq(db());
                sq.prepare(
                    QStringLiteral(
                        "INSERT INTO hand_seats(pot_id, idx, seat, delta, kongs, won, win_value, "
                        "self_draw, dealt_in, haolao%1) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?%2)")
                        .arg(version >= 2 ? QStringLiteral(", win") : QString(),
                             version >= 2 ? QStringLiteral(", ?") : QString()));
                sq.addBindValue(*pot_id);
                sq.addBindValue(h.index);
                sq.addBindValue(s);
                sq.addBindValue(h.deltas[k]);
                sq.addBindValue(h.kongs[k]);
                sq.addBindValue(mine ? 1 : 0);
                sq.addBindValue(mine ? win_value(*mine) : 0);
                sq.addBindValue(mine && mine->by == WinBy::SelfDraw ? 1 : 0);
                sq.addBindValue(dealt_in ? 1 : 0);
                sq.addBindValue(mine && (mine->situations & kHaolao) ? 1 : 0);
                if (version >= 2) sq.addBindValue(mine ? QVariant(won_to_text(*mine)) : QVariant());
                if (!exec(sq)) return false;
            }
        }
        return true;
    }

    // Reads one file of DATA/pots/ and records it (inside a transaction).
    bool record_file(const QString& name, std::set<qint64>* touched, QString* problem) {
        const QString full = QDir(pots_dir_of(data_dir)).filePath(name);
        const auto replay = read_pot_file(full, problem);
        if (!replay) return false;
        if (!record(name, replay->header, replay->events, QFileInfo(full).lastModified(),
                    touched)) {
            *problem = error;
            return false;
        }
        return true;
    }

    QStringList pot_files() const {
        QStringList files;
        for (const QString& f :
             QDir(pots_dir_of(data_dir))
                 .entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name))
            if (is_pot_file(f)) files << f;
        return files;
    }

    // Every file in one transaction; `only_changed`: files whose size differs from the size
    // recorded (or never recorded). Returns files read, -1 on a database failure.
    int read_files(bool only_changed, QStringList* skipped) {
        std::map<QString, qint64> sizes;
        std::set<QString> forgotten;
        {
            QSqlQuery q(db());
            if (!q.exec(QStringLiteral("SELECT file, bytes FROM pots"))) return -1;
            while (q.next()) sizes[q.value(0).toString()] = q.value(1).toLongLong();
            if (!q.exec(QStringLiteral("SELECT file FROM forgotten"))) return -1;
            while (q.next()) forgotten.insert(q.value(0).toString());
        }
        QStringList todo;
        for (const QString& f : pot_files()) {
            if (forgotten.contains(f)) continue;
            if (only_changed) {
                const auto it = sizes.find(f);
                const qint64 size = QFileInfo(QDir(pots_dir_of(data_dir)).filePath(f)).size();
                if (it != sizes.end() && it->second == size) continue;
            }
            todo << f;
        }
        if (todo.isEmpty()) return 0;
        if (!db().transaction()) return -1;
        std::set<qint64> touched;
        int read = 0;
        for (const QString& f : todo) {
            QString problem;
            // Each file behind a savepoint: a bad one leaves no half rows.
            if (!exec(QStringLiteral("SAVEPOINT pot"))) return rollback(), -1;
            if (record_file(f, &touched, &problem)) {
                ++read;
                if (!exec(QStringLiteral("RELEASE pot"))) return rollback(), -1;
            } else {
                if (!exec(QStringLiteral("ROLLBACK TO pot")) ||
                    !exec(QStringLiteral("RELEASE pot")))
                    return rollback(), -1;
                if (skipped) skipped->append(QStringLiteral("%1: %2").arg(f, problem));
            }
        }
        for (qint64 id : touched)
            if (!update_rank(id)) return rollback(), -1;
        if (!db().commit()) return rollback(), -1;
        return read;
    }

    // The default profile exists without asking.
    bool ensure_default_profile() {
        if (profile_id_of_key(QString())) return true;
        if (!db().transaction()) return false;
        if (!resolve(QString())) return rollback();
        return db().commit() || rollback();
    }

    // ---- Queries ----
    // WHERE clause over pots p (and pot_seats ps when profile-bound), with its bound values.
    struct Where {
        QString sql;
        QVariantList values;
    };
    Where where(const Filter& f, bool seat_bound) {
        Where w;
        QStringList parts;
        if (seat_bound) {
            if (f.profile.isEmpty()) {
                parts << QStringLiteral("ps.profile_id IS NOT NULL");
            } else {
                parts << QStringLiteral("ps.profile_id = ?");
                const auto id = profile_id_by_name(f.profile);
                w.values << (id ? *id : qint64(-1));
            }
        } else if (!f.profile.isEmpty()) {
            parts << QStringLiteral("p.id IN (SELECT pot_id FROM pot_seats WHERE profile_id = ?)");
            const auto id = profile_id_by_name(f.profile);
            w.values << (id ? *id : qint64(-1));
        }
        if (!f.preset.isEmpty()) {
            parts << QStringLiteral("p.preset = ?");
            w.values << f.preset;
        }
        if (f.from.isValid()) {
            parts << QStringLiteral("p.started >= ?");
            w.values << f.from.toString(QStringLiteral("yyyy-MM-dd"));
        }
        if (f.to.isValid()) {
            parts << QStringLiteral("p.started < ?");
            w.values << f.to.addDays(1).toString(QStringLiteral("yyyy-MM-dd"));
        }
        w.sql = parts.isEmpty() ? QStringLiteral("1") : parts.join(QStringLiteral(" AND "));
        return w;
    }
    QSqlQuery prepared(const QString& sql, const QVariantList& values) const {
        QSqlQuery q(db());
        q.setForwardOnly(true);
        q.prepare(sql);
        for (const QVariant& v : values) q.addBindValue(v);
        return q;
    }

    // Why an open database file cannot be used as ours ("" if it can), and its schema version.
    QString check_file(int* version) {
        Impl& s = *this;
        bool ok = false;
        const QString integrity = s.scalar(QStringLiteral("PRAGMA quick_check"), &ok).toString();
        if (!ok) return Text::tr("it is not a database (%1)").arg(s.error);
        if (integrity != QStringLiteral("ok")) return Text::tr("it is damaged (%1)").arg(integrity);
        *version = s.scalar(QStringLiteral("PRAGMA user_version"), &ok).toInt();
        if (!ok) return Text::tr("its version cannot be read (%1)").arg(s.error);
        QSqlQuery q(s.db());
        QStringList tables;
        if (q.exec(
                QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT "
                               "LIKE 'sqlite_%' ORDER BY name")))
            while (q.next()) tables << q.value(0).toString();
        if (*version == 0) {
            if (!tables.isEmpty())
                return Text::tr("it is another program's database (tables: %1)")
                    .arg(tables.join(QStringLiteral(", ")));
            return {};
        }
        if (*version > kSchemaVersion)
            return Text::tr(
                       "it was made by a newer version of Haolao (schema %1; this one knows %2)")
                .arg(*version)
                .arg(kSchemaVersion);
        for (const QString& t : kTablesV1)
            if (!tables.contains(t)) return Text::tr("its table %1 is missing").arg(t);
        return {};
    }

    bool open_connection() {
        Impl& s = *this;
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), s.connection);
        db.setDatabaseName(s.path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open()) {
            s.error = error_text(db.lastError());
            return false;
        }
        return true;
    }

    void close_connection() {
        Impl& s = *this;
        {
            QSqlDatabase db = s.db();
            if (db.isOpen()) db.close();
        }
        QSqlDatabase::removeDatabase(s.connection);
    }
};

Store::Store(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

Store::~Store() {
    if (!impl_) return;
    {
        QSqlDatabase db = impl_->db();
        if (db.isOpen()) db.close();
    }
    QSqlDatabase::removeDatabase(impl_->connection);
}

std::unique_ptr<Store> Store::open(const QString& data_dir, QString* notice) {
    return open_at_version(data_dir, kSchemaVersion, notice);
}

std::unique_ptr<Store> Store::open_at_version(const QString& data_dir, int target,
                                              QString* notice) {
    target = std::clamp(target, 1, kSchemaVersion);
    QString dummy;
    if (!notice) notice = &dummy;
    notice->clear();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        *notice = Text::tr("No player database: Qt's SQLite driver (QSQLITE) is not installed.");
        return nullptr;
    }
    if (data_dir.isEmpty() || !QDir().mkpath(data_dir)) {
        *notice = Text::tr("No player database: the folder %1 cannot be made.").arg(data_dir);
        return nullptr;
    }
    auto impl = std::make_unique<Impl>();
    impl->data_dir = QDir(data_dir).absolutePath();
    impl->path = QDir(impl->data_dir).filePath(QStringLiteral("haolao.sqlite"));
    impl->connection = QStringLiteral("haolao-store-%1").arg(connection_counter.fetch_add(1));

    QString problem;
    int version = 0;
    if (!impl->open_connection()) {
        problem = impl->error;
    } else {
        problem = impl->check_file(&version);
    }
    bool rebuilt = false;
    if (!problem.isEmpty() && QFileInfo::exists(impl->path)) {
        // Kept aside, never deleted; a fresh file is rebuilt from the replay files.
        impl->close_connection();
        const QString aside = ui::corrupt_copy_path(impl->data_dir, QStringLiteral("haolao"),
                                                    QStringLiteral(".sqlite"));
        if (!QFile::rename(impl->path, aside)) {
            *notice =
                Text::tr("No player database: %1 cannot be used (%2) and cannot be moved aside.")
                    .arg(impl->path, problem);
            return nullptr;
        }
        for (const char* suffix : {"-wal", "-shm", "-journal"})
            if (QFileInfo::exists(impl->path + QLatin1String(suffix)))
                QFile::rename(impl->path + QLatin1String(suffix), aside + QLatin1String(suffix));
        *notice = Text::tr(
                      "The player database could not be used: %1. It was kept as %2 and a new one "
                      "was built from the recorded pots.")
                      .arg(problem, QFileInfo(aside).fileName());
        rebuilt = true;
        version = 0;
        if (!impl->open_connection()) {
            *notice = Text::tr("No player database: %1 cannot be opened (%2).")
                          .arg(impl->path, impl->error);
            return nullptr;
        }
    } else if (!problem.isEmpty()) {
        impl->close_connection();
        *notice =
            Text::tr("No player database: %1 cannot be opened (%2).").arg(impl->path, problem);
        return nullptr;
    }
    const bool fresh = version == 0;
    impl->version = version;
    if (!impl->exec(QStringLiteral("PRAGMA journal_mode = WAL")) ||
        !impl->exec(QStringLiteral("PRAGMA synchronous = NORMAL")) ||
        !impl->exec(QStringLiteral("PRAGMA foreign_keys = ON")) ||
        (version < target && !impl->migrate(version, target)) || !impl->ensure_default_profile()) {
        const QString why = impl->error;
        impl->close_connection();
        *notice = Text::tr("No player database: %1 cannot be written (%2).").arg(impl->path, why);
        return nullptr;
    }
    std::unique_ptr<Store> store(new Store(std::move(impl)));
    QStringList skipped;
    if (fresh) {
        store->rebuild(&skipped);
    } else {
        store->catch_up(&skipped);
    }
    if (!skipped.isEmpty() && notice->isEmpty() && !rebuilt)
        *notice = Text::tr("%n recorded pot(s) could not be read: %1", "", int(skipped.size()))
                      .arg(skipped.join(QStringLiteral("; ")));
    return store;
}

std::vector<Profile> Store::profiles() const {
    std::vector<Profile> out;
    QSqlQuery q(impl_->db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral(
            "SELECT id, name, rank_points, level, created FROM profiles ORDER BY id")))
        return out;
    while (q.next())
        out.push_back(Profile{q.value(0).toLongLong(), q.value(1).toString(),
                              q.value(2).toLongLong(), q.value(3).toInt(),
                              time_from(q.value(4).toString())});
    return out;
}

std::optional<Profile> Store::profile(const QString& name) const {
    for (Profile& p : profiles())
        if (p.name == name) return std::move(p);
    return std::nullopt;
}

namespace {
QString name_problem(const QString& name) {
    if (name.trimmed().isEmpty()) return Text::tr("A profile needs a name.");
    if (name != name.trimmed()) return Text::tr("A profile name cannot start or end with a space.");
    if (name.size() > 40) return Text::tr("A profile name has at most 40 characters.");
    return {};
}
}  // namespace

bool Store::add_profile(const QString& name, QString* error) {
    QString dummy;
    if (!error) error = &dummy;
    if (QString p = name_problem(name); !p.isEmpty()) return *error = p, false;
    if (impl_->profile_id_of_key(name) || impl_->profile_id_by_name(name))
        return *error = Text::tr("A profile named %1 exists already.").arg(name), false;
    if (!impl_->db().transaction()) return *error = error_text(impl_->db().lastError()), false;
    if (!impl_->insert_profile(name) || !impl_->db().commit()) {
        impl_->rollback();
        *error = impl_->error;
        return false;
    }
    return true;
}

bool Store::rename_profile(const QString& from, const QString& to, QString* error) {
    QString dummy;
    if (!error) error = &dummy;
    const auto id = impl_->profile_id_by_name(from);
    if (!id) return *error = Text::tr("There is no profile named %1.").arg(from), false;
    if (from == to) return true;
    if (QString p = name_problem(to); !p.isEmpty()) return *error = p, false;
    const auto taken = impl_->profile_id_of_key(to);
    if ((taken && *taken != *id) || impl_->profile_id_by_name(to))
        return *error = Text::tr("A profile named %1 exists already.").arg(to), false;
    if (!impl_->db().transaction()) return *error = error_text(impl_->db().lastError()), false;
    QSqlQuery q(impl_->db());
    q.prepare(QStringLiteral("UPDATE profiles SET name = ? WHERE id = ?"));
    q.addBindValue(to);
    q.addBindValue(*id);
    // The old name stays a name of the profile: files recorded under it still map here.
    if (!impl_->exec(q) || !impl_->add_name(to, *id) || !impl_->db().commit()) {
        impl_->rollback();
        *error = impl_->error;
        return false;
    }
    return true;
}

bool Store::record_pot(const QString& file, const ReplayHeader& header,
                       const std::vector<Event>& events, QString* error) {
    QString dummy;
    if (!error) error = &dummy;
    const QString name = QFileInfo(file).fileName();
    if (name.isEmpty()) return *error = Text::tr("A pot needs a file name."), false;
    if (!impl_->db().transaction()) return *error = error_text(impl_->db().lastError()), false;
    std::set<qint64> touched;
    // A pot deleted from the history and recorded again (played on) comes back.
    QSqlQuery f(impl_->db());
    f.prepare(QStringLiteral("DELETE FROM forgotten WHERE file = ?"));
    f.addBindValue(name);
    bool ok = impl_->exec(f) &&
              impl_->record(name, header, events, QDateTime::currentDateTime(), &touched);
    for (qint64 id : touched) ok = ok && impl_->update_rank(id);
    if (!ok || !impl_->db().commit()) {
        impl_->rollback();
        *error = impl_->error;
        return false;
    }
    return true;
}

int Store::rebuild(QStringList* skipped) {
    Impl& s = *impl_;
    if (!s.db().transaction()) return 0;
    for (const char* table : {"hand_seats", "hands", "pot_seats", "pots"})
        if (!s.exec(QStringLiteral("DELETE FROM %1").arg(QLatin1String(table))))
            return s.rollback();
    if (!s.exec(QStringLiteral("UPDATE profiles SET rank_points = 0, level = 1")) ||
        !s.db().commit())
        return s.rollback();
    const int read = s.read_files(false, skipped);
    return std::max(read, 0);
}

int Store::catch_up(QStringList* skipped) {
    return std::max(impl_->read_files(true, skipped), 0);
}

std::vector<PotRow> Store::pots(const Filter& filter) const {
    std::vector<PotRow> out;
    const Impl::Where w = impl_->where(filter, false);
    QSqlQuery q = impl_->prepared(
        QStringLiteral("SELECT p.id, p.file, p.started, p.preset, p.hands, p.finished, %1 FROM "
                       "pots p WHERE %2 ORDER BY p.started DESC, p.file DESC")
            .arg(impl_->version >= 3 ? QStringLiteral("p.header") : QStringLiteral("NULL"), w.sql),
        w.values);
    if (!impl_->exec(q)) return out;
    while (q.next()) {
        PotRow r;
        r.id = q.value(0).toLongLong();
        r.file = q.value(1).toString();
        r.started = time_from(q.value(2).toString());
        r.preset = q.value(3).toString();
        r.hands = q.value(4).toInt();
        r.finished = q.value(5).toBool();
        r.header = q.value(6).toString();
        out.push_back(std::move(r));
    }
    for (PotRow& r : out) {
        QSqlQuery s = impl_->prepared(QStringLiteral("SELECT seat, agent, name, points, place FROM "
                                                     "pot_seats WHERE pot_id = ?"),
                                      {qint64(r.id)});
        if (!impl_->exec(s)) continue;
        while (s.next()) {
            const int seat = s.value(0).toInt();
            if (seat < 0 || seat > 3) continue;
            r.seats[static_cast<std::size_t>(seat)] =
                SeatResult{s.value(1).toString(), s.value(2).toString(), s.value(3).toInt(),
                           s.value(4).toInt()};
        }
    }
    return out;
}

std::vector<HandRow> Store::hands(std::int64_t pot_id) const {
    std::vector<HandRow> out;
    QSqlQuery q = impl_->prepared(
        QStringLiteral("SELECT idx, dealer, streak, drawn, winner, winners, win_by, discarder, "
                       "situations, value, ended FROM hands WHERE pot_id = ? ORDER BY idx"),
        {qint64(pot_id)});
    if (!impl_->exec(q)) return out;
    while (q.next()) {
        HandRow h;
        h.pot_id = pot_id;
        h.index = q.value(0).toInt();
        h.dealer = q.value(1).toInt();
        h.streak = q.value(2).toInt();
        h.drawn = q.value(3).toBool();
        h.winner = q.value(4).toInt();
        h.winners = static_cast<std::uint8_t>(q.value(5).toInt());
        h.by = q.value(6).toInt() == static_cast<int>(WinBy::Discard) ? WinBy::Discard
                                                                      : WinBy::SelfDraw;
        h.discarder = q.value(7).toInt();
        h.situations = static_cast<std::uint8_t>(q.value(8).toInt());
        h.value = q.value(9).toInt();
        h.ended = time_from(q.value(10).toString());
        out.push_back(h);
    }
    for (HandRow& h : out) {
        QSqlQuery s = impl_->prepared(
            QStringLiteral(
                "SELECT seat, delta, kongs FROM hand_seats WHERE pot_id = ? AND idx = ?"),
            {qint64(pot_id), h.index});
        if (!impl_->exec(s)) continue;
        while (s.next()) {
            const int seat = s.value(0).toInt();
            if (seat < 0 || seat > 3) continue;
            h.deltas[static_cast<std::size_t>(seat)] = s.value(1).toInt();
            h.kongs[static_cast<std::size_t>(seat)] = s.value(2).toInt();
        }
    }
    return out;
}

bool Store::delete_pot(std::int64_t pot_id, bool delete_file, QString* error) {
    QString dummy;
    if (!error) error = &dummy;
    Impl& s = *impl_;
    QSqlQuery q =
        s.prepared(QStringLiteral("SELECT file FROM pots WHERE id = ?"), {qint64(pot_id)});
    if (!s.exec(q) || !q.next())
        return *error = Text::tr("There is no such pot in the history."), false;
    const QString file = q.value(0).toString();
    q.finish();
    std::set<qint64> touched;
    QSqlQuery p = s.prepared(
        QStringLiteral(
            "SELECT profile_id FROM pot_seats WHERE pot_id = ? AND profile_id IS NOT NULL"),
        {qint64(pot_id)});
    if (s.exec(p))
        while (p.next()) touched.insert(p.value(0).toLongLong());
    if (!s.db().transaction()) return *error = error_text(s.db().lastError()), false;
    bool ok = true;
    for (const char* table : {"hand_seats", "hands", "pot_seats"}) {
        QSqlQuery d =
            s.prepared(QStringLiteral("DELETE FROM %1 WHERE pot_id = ?").arg(QLatin1String(table)),
                       {qint64(pot_id)});
        ok = ok && s.exec(d);
    }
    QSqlQuery d = s.prepared(QStringLiteral("DELETE FROM pots WHERE id = ?"), {qint64(pot_id)});
    ok = ok && s.exec(d);
    if (!delete_file) {
        QSqlQuery f =
            s.prepared(QStringLiteral("INSERT OR REPLACE INTO forgotten(file) VALUES(?)"), {file});
        ok = ok && s.exec(f);
    }
    for (qint64 id : touched) ok = ok && s.update_rank(id);
    if (!ok || !s.db().commit()) {
        s.rollback();
        *error = s.error;
        return false;
    }
    if (delete_file) {
        const QString path = QDir(pots_dir_of(s.data_dir)).filePath(file);
        if (QFileInfo::exists(path) && !QFile::remove(path)) {
            *error = Text::tr("The pot left the history but its file %1 could not be deleted.")
                         .arg(path);
            return false;
        }
    }
    return true;
}

Statistics Store::statistics(const Filter& filter) const {
    Statistics st;
    Impl& s = *impl_;
    const Impl::Where w = s.where(filter, true);
    const QString from = QStringLiteral(
        " FROM hand_seats hs JOIN pot_seats ps ON ps.pot_id = hs.pot_id AND ps.seat = hs.seat"
        " JOIN pots p ON p.id = hs.pot_id JOIN hands h ON h.pot_id = hs.pot_id AND h.idx = hs.idx"
        " WHERE ");
    QSqlQuery q = s.prepared(
        QStringLiteral("SELECT COUNT(*), COALESCE(SUM(hs.won), 0), COALESCE(SUM(hs.self_draw), 0),"
                       " COALESCE(SUM(hs.dealt_in), 0), COALESCE(SUM(hs.haolao), 0),"
                       " COALESCE(SUM(hs.kongs), 0), COALESCE(SUM(hs.delta), 0),"
                       " COALESCE(SUM(hs.win_value), 0),"
                       " COALESCE(MAX(CASE WHEN h.dealer = hs.seat THEN h.streak END), 0)") +
            from + w.sql,
        w.values);
    if (s.exec(q) && q.next()) {
        st.hands = q.value(0).toInt();
        st.wins = q.value(1).toInt();
        st.self_draws = q.value(2).toInt();
        st.deal_ins = q.value(3).toInt();
        st.haolao_wins = q.value(4).toInt();
        st.kongs = q.value(5).toInt();
        st.points = q.value(6).toLongLong();
        st.win_value_total = q.value(7).toLongLong();
        st.longest_streak = q.value(8).toInt();
    }
    // A pot left before its first hand ended is not counted: nothing was played in it (the
    // running balance's chooser leaves it out too).
    QSqlQuery pots = s.prepared(
        QStringLiteral("SELECT COUNT(DISTINCT ps.pot_id) FROM pot_seats ps JOIN pots p ON p.id = "
                       "ps.pot_id WHERE p.hands > 0 AND ") +
            w.sql,
        w.values);
    if (s.exec(pots) && pots.next()) st.pots = pots.value(0).toInt();
    QSqlQuery places = s.prepared(
        QStringLiteral("SELECT ps.place, COUNT(*) FROM pot_seats ps JOIN pots p ON p.id = "
                       "ps.pot_id WHERE p.finished = 1 AND ") +
            w.sql + QStringLiteral(" GROUP BY ps.place"),
        w.values);
    if (s.exec(places))
        while (places.next()) {
            const int place = places.value(0).toInt();
            if (place >= 1 && place <= 4)
                st.places[static_cast<std::size_t>(place - 1)] += places.value(1).toInt();
        }
    QSqlQuery big = s.prepared(
        (s.version >= 2 ? QStringLiteral("SELECT hs.win, p.file, hs.idx, hs.seat")
                        : QStringLiteral("SELECT NULL, p.file, hs.idx, hs.seat")) +
            from + w.sql +
            QStringLiteral(" AND hs.won = 1 ORDER BY hs.win_value DESC, p.started, p.file, hs.idx "
                           "LIMIT 1"),
        w.values);
    if (s.exec(big) && big.next()) {
        st.biggest = won_from_text(big.value(0).toString());
        if (!st.biggest) {  // recorded without the breakdown: the pot's file has it
            QString problem;
            const auto replay = read_pot_file(
                QDir(pots_dir_of(s.data_dir)).filePath(big.value(1).toString()), &problem);
            if (replay) {
                const PotRecord rec = summarize_pot(replay->header, replay->events);
                const auto idx = static_cast<std::size_t>(big.value(2).toInt());
                if (idx < rec.hands.size())
                    for (const Won& won : rec.hands[idx].wins)
                        if (index(won.winner) == big.value(3).toInt()) st.biggest = won;
            }
        }
    }
    return st;
}

std::vector<int> Store::points_per_hand(const Filter& filter) const {
    std::vector<int> out;
    const Impl::Where w = impl_->where(filter, true);
    QSqlQuery q = impl_->prepared(
        QStringLiteral("SELECT hs.delta FROM hand_seats hs JOIN pot_seats ps ON ps.pot_id = "
                       "hs.pot_id AND ps.seat = hs.seat JOIN pots p ON p.id = hs.pot_id WHERE ") +
            w.sql + QStringLiteral(" ORDER BY p.started, p.file, hs.idx, hs.seat"),
        w.values);
    if (!impl_->exec(q)) return out;
    while (q.next()) out.push_back(q.value(0).toInt());
    return out;
}

std::vector<RankPoint> Store::rank_history(const QString& profile) const {
    std::vector<RankPoint> out;
    const auto id = impl_->profile_id_by_name(profile);
    if (!id) return out;
    QSqlQuery q = impl_->prepared(
        QStringLiteral("SELECT hs.pot_id, p.started, SUM(hs.delta) FROM hand_seats hs"
                       " JOIN pot_seats ps ON ps.pot_id = hs.pot_id AND ps.seat = hs.seat"
                       " JOIN pots p ON p.id = hs.pot_id WHERE ps.profile_id = ?"
                       " GROUP BY hs.pot_id, hs.idx ORDER BY p.started, p.file, hs.idx"),
        {*id});
    if (!impl_->exec(q)) return out;
    std::int64_t points = 0;
    qint64 pot = -1;
    while (q.next()) {
        points = add_rank_points(points, q.value(2).toLongLong());
        if (q.value(0).toLongLong() != pot) {
            pot = q.value(0).toLongLong();
            out.push_back(RankPoint{time_from(q.value(1).toString()), points});
        } else {
            out.back().rank_points = points;
        }
    }
    return out;
}

int Store::schema_version() const {
    return impl_->version;
}

QString Store::path() const {
    return impl_->path;
}
QString Store::data_dir() const {
    return impl_->data_dir;
}

}  // namespace haolao::store
