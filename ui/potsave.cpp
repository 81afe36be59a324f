// SPDX-License-Identifier: GPL-3.0-or-later
#include "potsave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <exception>
#include <string>
#include <utility>

#include "haolao/agent.h"
#include "keep_aside.h"

namespace haolao::ui {

namespace {

bool write_marker(const QString& data_dir, const QString& file_name, QString* error) {
    // Atomic: a reader sees the old marker or the new one, never half of one.
    QSaveFile f(current_marker(data_dir));
    if (!f.open(QIODevice::WriteOnly) || f.write(file_name.toUtf8() + '\n') < 0 || !f.commit()) {
        if (error) *error = f.errorString();
        return false;
    }
    return true;
}

QString read_marker(const QString& data_dir) {
    QFile f(current_marker(data_dir));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.read(1024)).trimmed();
}

}  // namespace

QString move_pot_aside(const QString& path) {
    const QFileInfo info(path);
    QString base = info.fileName();
    if (base.endsWith(QLatin1String(".jsonl"))) base.chop(6);
    const QString to = corrupt_copy_path(info.absolutePath(), base, QStringLiteral(".jsonl"));
    return QFile::rename(path, to) ? to : QString();
}

QString default_data_dir() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString pots_dir(const QString& data_dir) {
    return data_dir + QStringLiteral("/pots");
}

QString current_marker(const QString& data_dir) {
    return pots_dir(data_dir) + QStringLiteral("/current");
}

// ---- PotRecorder --------------------------------------------------------------------------------

PotRecorder::PotRecorder(QString data_dir, QString path, std::size_t written)
    : data_dir_(std::move(data_dir)), path_(std::move(path)), written_(written) {}

namespace {

// Takes a pot's lock (no age limit: a pot may be played for hours). A lock whose owner is gone is
// stale and taken over; so is one whose owner cannot be read at all: QLockFile creates the file,
// then writes its PID, host and name, so an empty or torn lock file is what a process killed in
// between leaves (the kill test met it), and Qt alone would keep it forever with no age limit.
bool take_pot_lock(QLockFile& lock) {
    lock.setStaleLockTime(0);
    if (lock.tryLock(0)) return true;
    qint64 pid = 0;
    QString host;
    QString app;
    if (lock.error() != QLockFile::LockFailedError || lock.getLockInfo(&pid, &host, &app))
        return false;
    lock.removeStaleLockFile();
    return lock.tryLock(0);
}

}  // namespace

bool pot_in_play(const QString& path) {
    QLockFile lock(path + QStringLiteral(".lock"));
    return !take_pot_lock(lock) && lock.error() == QLockFile::LockFailedError;
}

PotRecorder::~PotRecorder() = default;

bool PotRecorder::open(QString* error) {
    // One writer per pot: a second window never appends to it (a lock left by a killed process
    // is stale and taken over). No age limit: a pot may be played for hours.
    lock_ = std::make_unique<QLockFile>(path_ + QStringLiteral(".lock"));
    if (!take_pot_lock(*lock_)) {
        if (error) *error = QStringLiteral("%1: in use by another window").arg(path_);
        return false;
    }
    file_ = std::make_unique<QFile>(path_);
    // Unbuffered: each write() below is one system call, so once it returns the line is in the
    // kernel and survives the process being killed.
    if (!file_->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
        if (error) *error = QStringLiteral("%1: %2").arg(path_, file_->errorString());
        return false;
    }
    return true;
}

std::unique_ptr<PotRecorder> PotRecorder::create(const QString& data_dir,
                                                 const ReplayHeader& header, QString* error) {
    const QString dir = pots_dir(data_dir);
    if (!QDir().mkpath(dir)) {
        if (error) *error = QStringLiteral("%1: cannot create the directory").arg(dir);
        return nullptr;
    }
    const QString path =
        unused_path(dir, QStringLiteral("pot-%1-%2").arg(file_stamp()).arg(header.seed),
                    QStringLiteral(".jsonl"));
    std::unique_ptr<PotRecorder> r(new PotRecorder(data_dir, path, 0));
    if (!r->open(error)) return nullptr;
    const std::string line = header_to_json(header) + '\n';
    if (r->file_->write(line.data(), static_cast<qint64>(line.size())) !=
        static_cast<qint64>(line.size())) {
        if (error) *error = QStringLiteral("%1: %2").arg(path, r->file_->errorString());
        return nullptr;
    }
    // The marker only once the header is in: a marked file always has one.
    if (!write_marker(data_dir, QFileInfo(path).fileName(), error)) return nullptr;
    return r;
}

std::unique_ptr<PotRecorder> PotRecorder::resume(const QString& data_dir, const QString& path,
                                                 std::size_t recorded, QString* error) {
    std::unique_ptr<PotRecorder> r(new PotRecorder(data_dir, path, recorded));
    if (!r->open(error)) return nullptr;
    // (The pot may have been found unmarked: its first process died before writing the marker.)
    const QString name = QFileInfo(path).fileName();
    if (read_marker(data_dir) != name && !write_marker(data_dir, name, error)) return nullptr;
    return r;
}

bool PotRecorder::record(const std::vector<Event>& events) {
    std::string line;
    while (written_ < events.size()) {
        const Event& e = events[written_];
        line = event_to_json(e);
        line += '\n';
        if (file_->write(line.data(), static_cast<qint64>(line.size())) !=
            static_cast<qint64>(line.size())) {
            error_ = QStringLiteral("%1: %2").arg(path_, file_->errorString());
            return false;
        }
        ++written_;
        if (std::holds_alternative<PotEnded>(e)) {
            finished_ = true;
            forget_current_pot(data_dir_);
        }
    }
    error_.clear();
    return true;
}

// ---- Loading ------------------------------------------------------------------------------------

void forget_current_pot(const QString& data_dir) {
    QFile::remove(current_marker(data_dir));
}

// A pot whose process died between writing its header and its marker: the newest pot file,
// holding the header alone. Empty when there is none.
static QString unmarked_new_pot(const QString& data_dir) {
    const QFileInfoList files =
        QDir(pots_dir(data_dir))
            .entryInfoList({QStringLiteral("pot-*.jsonl")}, QDir::Files, QDir::Time);
    for (const QFileInfo& f : files) {
        if (f.fileName().contains(QLatin1String(".corrupt-"))) continue;
        QFile file(f.filePath());
        if (!file.open(QIODevice::ReadOnly)) return {};
        const QByteArray head = file.read(64 << 10);
        return head.count('\n') == 1 && head.endsWith('\n') && head.startsWith('{') ? f.fileName()
                                                                                    : QString();
    }
    return {};
}

SavedPot load_unfinished_pot(const QString& data_dir) {
    SavedPot out;
    QString name = read_marker(data_dir);
    if (name.isEmpty()) name = unmarked_new_pot(data_dir);
    if (name.isEmpty()) return out;
    out.path = pots_dir(data_dir) + QLatin1Char('/') + name;
    auto bad = [&](const QString& problem) {
        out.kind = SavedPot::Kind::Bad;
        out.problem = problem;
        out.game.reset();
        if (QFileInfo::exists(out.path)) out.moved_to = move_pot_aside(out.path);
        forget_current_pot(data_dir);
        return std::move(out);
    };
    if (name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')))
        return bad(QStringLiteral("the marker names \"%1\", not a file in %2")
                       .arg(name, pots_dir(data_dir)));
    QFile f(out.path);
    if (!f.exists()) return bad(QStringLiteral("the file is missing"));
    QLockFile lock(out.path + QStringLiteral(".lock"));
    if (!take_pot_lock(lock)) {  // another window is playing it: not ours to resume or repair
        out.in_use = true;
        return out;
    }
    if (!f.open(QIODevice::ReadWrite)) return bad(f.errorString());
    const ReplayLimits limits;
    if (static_cast<std::size_t>(f.size()) > limits.max_file_bytes)
        return bad(QStringLiteral("line 0: the file is larger than %1 bytes")
                       .arg(static_cast<qulonglong>(limits.max_file_bytes)));
    QByteArray text = f.readAll();
    if (!text.isEmpty() && !text.endsWith('\n')) {
        // A torn last line (the process died inside a write): it never was a whole event.
        const qsizetype keep = text.lastIndexOf('\n') + 1;
        text.truncate(keep);
        if (!f.resize(keep)) return bad(f.errorString());
        out.repaired = true;
    }
    f.close();
    if (text.isEmpty()) return bad(QStringLiteral("line 1: the file is empty (no header)"));
    try {
        Replay replay = parse_replay(
            std::string_view(text.constData(), static_cast<std::size_t>(text.size())), limits);
        out.header = std::move(replay.header);
        out.events = std::move(replay.events);
        // Seats the window can play: a human or an agent this build knows.
        for (const ReplaySeat& seat : out.header.seats)
            if (seat.agent != "human" && !make_agent(seat.agent, 0))
                return bad(QStringLiteral("line 1: unknown seat \"%1\"")
                               .arg(QString::fromStdString(seat.agent)));
        out.game.emplace(resume_game(out.header, out.events));
    } catch (const ReplayError& e) {
        return bad(QString::fromStdString(e.what()));
    } catch (const std::exception& e) {
        return bad(QString::fromStdString(e.what()));
    }
    if (out.header.version != kReplayVersion) {
        // An older file goes on in the current version (docs/REPLAY_FORMAT.md): rewritten from
        // the rebuilt game first, as the recorder appends current lines and counts the game's
        // events (a version-1 file has no declined offers, so its count is not the game's).
        out.header.version = kReplayVersion;
        out.events = out.game->events();
        const std::string text = write_replay(out.header, out.events);
        QSaveFile rewrite(out.path);
        if (!rewrite.open(QIODevice::WriteOnly) ||
            rewrite.write(text.data(), static_cast<qint64>(text.size())) !=
                static_cast<qint64>(text.size()) ||
            !rewrite.commit())
            return bad(rewrite.errorString());
    }
    if (out.game->pot_over() && out.game->events().size() == out.events.size() &&
        !out.events.empty() && std::holds_alternative<PotEnded>(out.events.back())) {
        // The pot had ended (the marker outlived it): history, nothing to resume.
        forget_current_pot(data_dir);
        out.game.reset();
        out.kind = SavedPot::Kind::None;
        return out;
    }
    out.kind = SavedPot::Kind::Resumable;
    return out;
}

}  // namespace haolao::ui
