// SPDX-License-Identifier: GPL-3.0-or-later
// The player's settings (rules, seats, play, display, sound) as plain values, stored with
// QSettings. Loading never fails: a missing key takes its default silently, a corrupt or
// out-of-range one takes its default with one warning naming the key and the value.
// See docs/SETTINGS.md for every key.
#pragma once

#include <QByteArrayView>
#include <QColor>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <array>
#include <string>
#include <vector>

#include "haolao/ruleset.h"
#include "haolao/seat.h"
#include "options.h"

namespace haolao::ui {

// A rule set saved under a name: a copy of a preset with edited scoring values. Only the values
// are the player's; the scoring formula, tiles and wall stay the base preset's.
struct CustomRuleset {
    QString name;      // shown in the chooser; never a preset id
    std::string base;  // preset id, e.g. "hefei-classic"
    std::array<int, kNumItems> values{};
    int super_seven_pairs_per_four = 0;
    int base_without_declaring = 0;
    int huo_exposed = 0;
    int shuangpu_exposed = 0;

    bool operator==(const CustomRuleset&) const = default;
};

// A copy of `preset`'s values under `name`.
CustomRuleset make_custom(const Ruleset& preset, const QString& name);

// Scoring values outside Ruleset::values (shown and edited as extra rows of the scoring table).
enum class Extra { SuperSevenPairsPerFour, BaseWithoutDeclaring, HuoExposed, ShuangpuExposed };
inline constexpr int kNumExtras = 4;
const char* extra_id(Extra e);  // "huo_exposed"
int extra_value(const Ruleset& r, Extra e);
int& extra_value(CustomRuleset& c, Extra e);

inline constexpr int kMaxValue = kMaxRuleValue;  // one scoring value (the engine's limit)

struct RuleSettings {
    // A preset id ("hefei-ting") or the name of one of `custom`. Changing it in the dialog resets
    // the switches below to that preset's.
    QString ruleset = QStringLiteral("hefei-classic");
    // The table switches; override the preset's (defaults: hefei-classic's).
    FirstDealer first_dealer = FirstDealer::Dice;
    WallLayout wall_layout = WallLayout::DealerTwelve;
    // After another player's win: to the dealer's 下家 (Hefei) or 上家 (Handan, RULES.md §3).
    DealerPasses dealer_passes_to = DealerPasses::Next;
    bool declare_ready_required = false;  // 报听房
    bool missed_win_lock = true;          // 胡前不胡后
    PotLength pot_length = PotLength::Rounds;
    int pot_rounds = 4;  // kMinRounds..kMaxRounds
    int pot_hands = 16;  // kMinHands..kMaxHands
    std::vector<CustomRuleset> custom;

    bool operator==(const RuleSettings&) const = default;
};
// The engine's limits (ruleset.h), so every table stored here is one a replay file can hold.
inline constexpr int kMinRounds = 1, kMaxRounds = kMaxPotRounds;
inline constexpr int kMinHands = 1, kMaxHands = kMaxPotHands;

struct SeatSetting {
    std::string kind = "human";  // "human" or one of agent_names()
    QString name;                // empty: the default name (default_seat_name)

    bool human() const { return kind == "human"; }
    bool operator==(const SeatSetting&) const = default;
};

struct PlaySettings {
    bool hints = false;
    Speed speed = Speed::Normal;   // Slow, Normal or Fast (Instant is for scripts only)
    bool confirm_pass_win = true;  // ask before passing a win on a discard
    bool auto_sort = true;
    int turn_timer = 0;  // seconds: 0 (off), 15 or 30; on timeout the turn is auto-played
    // Handan claim offers (win / kong / pong on a discard or an added kong): seconds before the
    // human's offer passes by itself; 0: wait. 0..kMaxClaimTimeout.
    int claim_timeout = 10;
    // Watch mode (no human seat): seconds after a hand ends before the next one starts by itself;
    // 0: the end-of-hand dialog waits for "Next hand". 0..kMaxWatchPause.
    int watch_pause = 3;

    bool operator==(const PlaySettings&) const = default;
};
inline constexpr int kMaxWatchPause = 10;
inline constexpr int kMaxClaimTimeout = 60;

enum class TileTheme { Classic, HighContrast };  // ivory faces; black on white, bold
enum class TableColour { Green, Blue, Red, Wood, Slate };
enum class Language { System, Chinese, English };  // system, zh_CN, en
inline constexpr int kNumTableColours = 5;

struct DisplaySettings {
    TileTheme theme = TileTheme::Classic;
    bool corner_index = false;  // small "5m" in the tile's corner
    TableColour table = TableColour::Green;
    Language language = Language::System;
    bool fullscreen = false;

    bool operator==(const DisplaySettings&) const = default;
};

struct SoundSettings {  // as Audio's defaults
    int volume = 80;    // 0..100
    bool effects = true;
    bool voice = true;
    bool music = false;

    bool operator==(const SoundSettings&) const = default;
};

std::array<SeatSetting, 4> default_seats();

struct Settings {
    RuleSettings rules;
    std::array<SeatSetting, 4> seats = default_seats();  // by Seat index
    PlaySettings play;
    DisplaySettings display;
    SoundSettings sound;

    // Everything back to its default, except the saved custom rule sets (the player's work).
    void restore_defaults();
    bool operator==(const Settings&) const = default;
};

// Reads every key (one qWarning per bad key; never throws). A custom rule set that is corrupt as a
// whole (no name, duplicate, unknown base) is dropped with a warning. Each warning is also added
// to `problems`, if given (without the "settings: " prefix), for the player's notice.
// The warnings are in English; `problems` holds them in the language installed when it is
// called (see stored_language).
Settings load_settings(QSettings& store, QStringList* problems = nullptr);
// The language the settings ask for, read quietly (a bad value gives the default, which
// load_settings then reports): installed before load_settings, the player's notice of bad values
// is in the language the game will be shown in.
Language stored_language(QSettings& store);
// After load_settings found problems in a settings file: the file as it was is copied beside it
// (`<file>.corrupt-YYYYmmdd-HHMMSS`, as scrub_settings_file keeps one) and `s` is written over
// it, so the bad values read as their defaults from now on and nothing the player had is lost.
// Returns the copy's path; empty, with nothing written, if the store is not a file (the Windows
// registry) or the copy failed.
QString set_aside_bad_settings(const Settings& s, QSettings& store);
// Writes every key (and removes custom rule sets no longer in `s`).
void save_settings(const Settings& s, QSettings& store);

// Drops every line of an INI settings file that QSettings could read as a serialized QVariant
// ("@Variant(…)" or "@DateTime(…)", however it is spelled: escaped, quoted, split over a
// continuation line or inside a list), with a warning. The game never writes one, and QSettings
// decodes it with QDataStream as it opens the file, where a corrupt length asks for any amount of
// memory (a fuzzed file asked for 44 GB and aborted). Call before a QSettings opens `path`.
// Returns the lines dropped; the file is rewritten (QSaveFile) only when there were some, the
// original kept beside it as <path>.corrupt-YYYYmmdd-HHMMSS; the file is left alone when it cannot
// be read.
int scrub_settings_file(const QString& path);
// Whether QSettings could decode some value on this line of an INI file (one line, without its
// '\n') as a serialized QVariant. Errs towards yes: a line the game writes is always no.
bool may_hold_serialized_value(QByteArrayView line);
// Whether QSettings can have read `v` without QDataStream: text, bytes ("@ByteArray(…)"), a list
// of them, its geometry forms ("@Rect(…)", "@Size(…)", "@Point(…)"), or nothing ("@Invalid()").
// For the tests and the fuzz target: after scrub_settings_file, every value is one.
bool plain_settings_value(const QVariant& v);
// The player's files the default QSettings of this application reads, where they are INI files
// (Linux and the other Unix desktops): the application's, then the organization's, which QSettings
// falls back on; empty elsewhere (the Windows registry, macOS property lists).
QStringList native_settings_files();

// The engine rule set: the chosen preset (or a custom set's base preset with its values), with the
// table switches applied. An unknown ruleset name gives hefei-classic (load_settings never
// produces one). Ruleset::id stays the preset's id, so replays and the engine know the formula.
Ruleset build_ruleset(const RuleSettings& r);
// Why the table `r` describes is no game the rules describe (the engine's validate_table, on the
// table as given: nothing clamped), in the engine's words; empty when it is sound. load_settings
// falls back to the default rules on a problem, the dialog disables OK.
QString rules_problem(const RuleSettings& r);
// The preset (or custom set's base preset) behind `ruleset`; nullptr if unknown.
const Ruleset* base_preset(const RuleSettings& r, const QString& ruleset);
const CustomRuleset* find_custom(const RuleSettings& r, const QString& name);
// The switches a preset brings (first dealer, wall, declaring room, lock, pot length).
void apply_preset_switches(RuleSettings& r, const Ruleset& preset);
// Wall layouts that fit the preset's tiles (Hefei: 10+12 or 11/10; Handan: 17 each).
std::vector<WallLayout> wall_layouts_for(const Ruleset& preset);
// Why `name` cannot name a new custom rule set ("" if it can).
QString custom_name_problem(const RuleSettings& r, const QString& name);

// The name a pot's rules go by for the player. The preset's name when the scoring values are the
// preset's; else the name of the first of `custom` (the player's saved sets) with this base and
// exactly these values ("My Hefei"); else the preset's name marked "(own values)" (a set since
// changed or deleted, a file from elsewhere). Only the values make a custom set, so a pot's
// rules name it whether it is live, resumed or replayed.
QString rules_title(const Ruleset& r, const std::vector<CustomRuleset>& custom = {});

// "human" then agent_names(), in menu order.
std::vector<std::string> seat_kinds();
bool known_seat_kind(const std::string& kind);
// The name shown when the player gave none: "You" for the first human, "Player 2"... for other
// humans, the wind for AI seats.
QString default_seat_name(const Settings& s, Seat seat);
QString seat_name(const Settings& s, Seat seat);  // the given name, else the default
int human_seats(const Settings& s);

QColor table_colour(TableColour c);
// "zh_CN", "en", or "" for the system language.
QString language_code(Language l);

// Stored ids of the enumerations ("dice", "eleven_ten", "high_contrast", …).
QString first_dealer_id(FirstDealer f);
QString wall_layout_id(WallLayout w);
QString dealer_passes_id(DealerPasses d);
QString pot_length_id(PotLength p);
QString theme_id(TileTheme t);
QString table_colour_id(TableColour c);
QString language_id(Language l);

}  // namespace haolao::ui
