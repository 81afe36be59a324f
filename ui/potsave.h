// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave of the pots played in the window (docs/SAVES.md). Every pot is a replay file
// (docs/REPLAY_FORMAT.md) in DATA/pots/, written one event line at a time (append, unbuffered:
// one write per line), so a crash or a kill loses at most the event in flight. DATA/pots/current
// names the pot being played; it goes when the pot ends. Finished pots stay as history.
#pragma once

#include <QString>
#include <QtGlobal>
#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

#include "haolao/events.h"
#include "haolao/game.h"
#include "haolao/replay.h"

class QFile;
class QLockFile;

namespace haolao::ui {

// QStandardPaths::AppDataLocation (the default DATA; --data-dir overrides it).
QString default_data_dir();
// DATA/pots.
QString pots_dir(const QString& data_dir);
// DATA/pots/current: the file name of the pot being played (absent: none).
QString current_marker(const QString& data_dir);

// Writes one pot's file: the header when created, then every event the engine appends.
class PotRecorder {
  public:
    ~PotRecorder();
    PotRecorder(const PotRecorder&) = delete;
    PotRecorder& operator=(const PotRecorder&) = delete;

    // A new file DATA/pots/pot-YYYYmmdd-HHMMSS-<seed>.jsonl holding the header, marked current.
    // nullptr (and `error` set) when the directory or the file cannot be written.
    static std::unique_ptr<PotRecorder> create(const QString& data_dir, const ReplayHeader& header,
                                               QString* error);
    // Goes on writing `path`, which already holds the header and `recorded` events (a resumed
    // pot). nullptr (and `error` set) when it cannot be opened.
    static std::unique_ptr<PotRecorder> resume(const QString& data_dir, const QString& path,
                                               std::size_t recorded, QString* error);

    // Appends events[written() …] one line (one write) each. After pot_ended the current marker
    // is removed. False (error() says why) when a write fails; the next call tries again.
    bool record(const std::vector<Event>& events);

    const QString& path() const { return path_; }
    std::size_t written() const { return written_; }
    bool finished() const { return finished_; }
    const QString& error() const { return error_; }

  private:
    PotRecorder(QString data_dir, QString path, std::size_t written);
    bool open(QString* error);

    QString data_dir_;
    QString path_;
    std::unique_ptr<QLockFile> lock_;  // <file>.lock while this process writes the pot
    std::unique_ptr<QFile> file_;
    std::size_t written_ = 0;
    bool finished_ = false;
    QString error_;
};

// What the last session left behind.
struct SavedPot {
    enum class Kind {
        None,       // nothing to resume (no marker, or the marked pot had ended)
        Resumable,  // `game` continues it
        Bad,        // missing, corrupt or foreign: `problem` says why; the file was moved aside
    };
    Kind kind = Kind::None;
    QString path;  // the marked file
    ReplayHeader header;
    std::vector<Event> events;  // the file's events (game->events() may go on past them)
    std::optional<Game> game;   // Resumable: resume_game(header, events)
    QString problem;            // Bad: "line N: problem", or what is wrong with the file
    QString moved_to;           // Bad: where the file now is (empty: there was no file)
    bool repaired = false;      // a torn last line (no '\n') was cut off the file
    bool in_use = false;        // None: the pot is being played by another running window
};

// Reads the pot DATA/pots/current names (None, in_use, while another process records it). A torn
// last line is cut off (the file repaired); a file that cannot be resumed is renamed to
// <name>.corrupt-YYYYmmdd-HHMMSS.jsonl and the marker removed. Never throws.
SavedPot load_unfinished_pot(const QString& data_dir);
// Renames a pot file that cannot be resumed to <name>.corrupt-YYYYmmdd-HHMMSS.jsonl (kept, never
// deleted); returns the new path, or "" when the rename failed.
QString move_pot_aside(const QString& path);
// Forgets the current pot (the file stays, as history): the marker goes.
void forget_current_pot(const QString& data_dir);
// Whether a running window (this one or another) is recording the pot file `path`: its lock is
// held by a live process. A stale lock (its process gone) does not count.
bool pot_in_play(const QString& path);

}  // namespace haolao::ui
