// SPDX-License-Identifier: GPL-3.0-or-later
// Command-line options of the game window (`haolao --rules ID --seed N --seats … --speed …`).
#pragma once

#include <QString>
#include <QStringList>
#include <array>
#include <cstdint>
#include <string>

namespace haolao::ui {

// Animation speed. Instant: no animation at all (tests, screenshots); the others scale durations.
enum class Speed { Instant, Fast, Normal, Slow };

struct GameOptions {
    std::string rules = "hefei-classic";
    std::uint64_t seed = 0;
    bool seed_given = false;
    // By Seat index (East, South, West, North): "human" or an agent name known to make_agent.
    std::array<std::string, 4> seats{"human", "baseline", "baseline", "baseline"};
    Speed speed = Speed::Normal;
    bool hints = false;
    bool autoplay = false;  // 托管: the human seat is played by the baseline agent
    bool mute = false;      // no Audio at all (tests, screenshots)
    // Hidden, for scripts/screenshots: grab the window to `screenshot` once `shot_when` happens
    // ("N" events shown, or the first "kong", "haolao", "hand-end"), then quit.
    QString screenshot;
    QString shot_when;
    // Hidden, for scripts/screenshots: the tile theme of a run without stored settings
    // ("classic", "high_contrast"; empty: classic).
    QString theme;
    // Hidden, for BENCHMARKS.md: time to first paint, full-repaint times, resident memory after a
    // pot in watch mode; printed as JSON, then quit.
    bool bench = false;
    // Hidden, for BENCHMARKS.md: paint on the GUI thread (as before session 13), not a pool
    // thread (pool_paint.h).
    bool paint_inline = false;
    // Which options the command line gave: they override the stored settings for this run.
    bool rules_given = false;
    bool seats_given = false;
    bool speed_given = false;
    // Where pots are recorded (docs/SAVES.md): `--data-dir DIR`; empty: no recording (tests,
    // scripts). app/main.cpp fills in the standard place for a normal run.
    QString data_dir;
    bool data_dir_given = false;
    // An unfinished pot at start: ask (Resume / New pot), or decide without asking.
    enum class Resume { Ask, Resume, New };
    Resume resume = Resume::Ask;
    // A pot of this many hands (`--hands N`; 0: the rules' own length).
    int pot_hands = 0;
    // `--auto-next`: the end-of-hand result closes by itself and the next hand starts (watch
    // mode left alone); `--exit-at-pot-end`: quit once the pot is over and saved.
    bool auto_next = false;
    bool exit_at_pot_end = false;
    // `--replay FILE` or `FILE` alone: open a replay file in the replay viewer instead of playing.
    QString replay;
    int replay_at = 0;  // `--replay-at N`: open it showing the first N events
    int width = 0;      // initial window size when > 0
    int height = 0;
};

// Parses the arguments (argv[0] first). Returns "" on success, else a message naming the bad
// option. `help` is set to the usage text when --help was given.
QString parse_options(const QStringList& args, GameOptions& out, QString* help = nullptr);

QString speed_name(Speed s);

}  // namespace haolao::ui
