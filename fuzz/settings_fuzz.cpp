// SPDX-License-Identifier: GPL-3.0-or-later
// load_settings (ui/settings.h) on any INI file: the fuzz input is the file.
// Properties (docs/SETTINGS.md "Keys", "Bad values"): loading never throws and every value is
// one the game can use: the ruleset a preset or a saved custom set, its wall layout one that
// fits, rounds 1-16, hands 1-999, at most 100 custom sets with unique names of 1-32 characters
// (not a preset id), a preset base and values 0-1000, known seat kinds, seat names of at most
// 32 characters, speed slow/normal/fast, turn timer 0/15/30, volume 0-100. And what loads
// saves and loads back unchanged. After scrub_settings_file no value is read through QDataStream
// (docs/SETTINGS.md "Bad values").
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <string>

#include "fuzz_check.h"
#include "haolao/ruleset.h"
#include "settings.h"

using namespace haolao;
using namespace haolao::ui;

namespace {

// The warnings for bad keys are the expected outcome here, not news.
void quiet(QtMsgType, const QMessageLogContext&, const QString&) {}

// Made once, removed at exit: not a function-local static, which would be destroyed before
// the atexit handler runs.
const QString* scratch = nullptr;

QString make_scratch_dir() {
    // /dev/shm when there is one: thousands of small files a second.
    const QString base =
        QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm") : QDir::tempPath();
    const QString d =
        base + QStringLiteral("/haolao-fuzz-settings-%1").arg(QCoreApplication::applicationPid());
    QDir().mkpath(d);
    return d;
}

// A new file name each time: QSettings caches parsed files by name.
QString next_file() {
    static std::uint64_t n = 0;
    return *scratch + QStringLiteral("/%1.ini").arg(++n);
}

void check_in_range(const Settings& s) {
    const RuleSettings& r = s.rules;
    const Ruleset* preset = base_preset(r, r.ruleset);
    FUZZ_CHECK(preset, "ruleset is neither a preset nor a custom set: " + r.ruleset.toStdString());
    const auto walls = wall_layouts_for(*preset);
    FUZZ_CHECK(std::find(walls.begin(), walls.end(), r.wall_layout) != walls.end(),
               "a wall layout that does not fit " + preset->id);
    FUZZ_CHECK(r.pot_rounds >= kMinRounds && r.pot_rounds <= kMaxRounds, "pot_rounds");
    FUZZ_CHECK(r.pot_hands >= kMinHands && r.pot_hands <= kMaxHands, "pot_hands");
    FUZZ_CHECK(r.custom.size() <= 100, "more than 100 custom rule sets");
    for (std::size_t i = 0; i < r.custom.size(); ++i) {
        const CustomRuleset& c = r.custom[i];
        FUZZ_CHECK(!c.name.isEmpty() && c.name.size() <= 32 && c.name == c.name.trimmed(),
                   "custom name \"" + c.name.toStdString() + "\"");
        FUZZ_CHECK(!find_ruleset(c.name.toStdString()), "a custom set named as a preset");
        for (std::size_t k = 0; k < i; ++k)
            FUZZ_CHECK(r.custom[k].name != c.name, "two custom sets named " + c.name.toStdString());
        FUZZ_CHECK(find_ruleset(c.base), "custom base " + c.base);
        for (int v : c.values) FUZZ_CHECK(v >= 0 && v <= kMaxValue, "a custom value out of range");
        CustomRuleset copy = c;
        for (int k = 0; k < kNumExtras; ++k) {
            const int v = extra_value(copy, Extra(k));
            FUZZ_CHECK(v >= 0 && v <= kMaxValue, std::string("custom ") + extra_id(Extra(k)));
        }
    }
    for (const SeatSetting& seat : s.seats) {
        FUZZ_CHECK(known_seat_kind(seat.kind), "seat kind " + seat.kind);
        FUZZ_CHECK(seat.name.size() <= 32, "a seat name over 32 characters");
    }
    FUZZ_CHECK(
        s.play.speed == Speed::Slow || s.play.speed == Speed::Normal || s.play.speed == Speed::Fast,
        "speed");
    FUZZ_CHECK(s.play.turn_timer == 0 || s.play.turn_timer == 15 || s.play.turn_timer == 30,
               "turn_timer " + std::to_string(s.play.turn_timer));
    FUZZ_CHECK(s.sound.volume >= 0 && s.sound.volume <= 100, "volume");
    FUZZ_CHECK(static_cast<int>(s.display.table) >= 0 &&
                   static_cast<int>(s.display.table) < kNumTableColours,
               "table colour");
    FUZZ_CHECK(!table_colour_id(s.display.table).isEmpty(), "table colour id");
    FUZZ_CHECK(!theme_id(s.display.theme).isEmpty(), "theme id");
    FUZZ_CHECK(!language_id(s.display.language).isEmpty(), "language id");
    FUZZ_CHECK(!first_dealer_id(r.first_dealer).isEmpty(), "first dealer id");
    FUZZ_CHECK(!pot_length_id(r.pot_length).isEmpty(), "pot length id");
    // What the game makes of it.
    const Ruleset built = build_ruleset(r);
    FUZZ_CHECK(find_ruleset(built.id), "build_ruleset gave an unknown id " + built.id);
}

// `input`: the fuzz input, read from the disk (QSettings caches a file it wrote, with its values as
// they were set, so the saved copy holds numbers and booleans).
Settings load(const QString& path, bool input) {
    // As the game does before it opens its settings; the copy it keeps aside is not needed here
    // (thousands of inputs a second would fill the scratch folder).
    if (scrub_settings_file(path) > 0) {
        const QFileInfo info(path);
        QDir dir(info.absolutePath());
        for (const QString& kept :
             dir.entryList({info.fileName() + QStringLiteral(".corrupt-*")}, QDir::Files))
            dir.remove(kept);
    }
    QSettings store(path, QSettings::IniFormat);
    // What the scrub leaves is never read through QDataStream (a corrupt length there asks for
    // any amount of memory; most payloads decode to some other type, which this catches).
    for (const QString& key : input ? store.allKeys() : QStringList())
        FUZZ_CHECK(plain_settings_value(store.value(key)),
                   "a value read through QDataStream after the scrub: " + key.toStdString());
    try {
        return load_settings(store);
    } catch (const std::exception& e) {
        FUZZ_CHECK(false, std::string("load_settings threw: ") + e.what());
    }
    return {};
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    qInstallMessageHandler(quiet);
    scratch = new QString(make_scratch_dir());
    std::atexit([] { QDir(*scratch).removeRecursively(); });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QString path = next_file();
    {
        QFile f(path);
        FUZZ_CHECK(f.open(QIODevice::WriteOnly), "cannot write " + path.toStdString());
        f.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
    }
    const Settings loaded = load(path, true);
    QFile::remove(path);
    check_in_range(loaded);

    // Saved and read back: the same settings.
    const QString saved_path = next_file();
    {
        QSettings store(saved_path, QSettings::IniFormat);
        save_settings(loaded, store);
        store.sync();
        FUZZ_CHECK(store.status() == QSettings::NoError, "cannot save the settings");
    }
    const Settings reloaded = load(saved_path, false);
    QFile::remove(saved_path);
    FUZZ_CHECK(reloaded == loaded, "saved and loaded back, the settings differ");
    return 0;
}
