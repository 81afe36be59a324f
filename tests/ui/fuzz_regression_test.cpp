// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzzers (fuzz/, docs/FUZZING.md) found wrong in the Qt-side readers, each kept as a
// test; the failing inputs are in fuzz/corpus/<target>/ as well.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "haolao/agent.h"
#include "haolao/replay.h"
#include "haolao/wall.h"
#include "pot_steps.h"
#include "potsave.h"

namespace haolao::ui {
namespace {

using pot_test::baseline_agents;
using pot_test::step;

// The log as a version-1 file had it (docs/REPLAY_FORMAT.md "Version 1"): walls in draw order
// and no dice in hand_started, no scoring in won, only `drawn` in hand_ended, no declined offers.
std::string as_version1(ReplayHeader header, const std::vector<Event>& events) {
    header.version = 1;
    std::string text = header_to_json(header) + "\n";
    for (const Event& e : events) {
        if (std::holds_alternative<Declined>(e)) continue;
        Event old = e;
        if (auto* hs = std::get_if<HandStarted>(&old))
            hs->wall =
                wall_sequence(hs->wall, WallShape(header.rules.wall_layout, hs->dealer, hs->dice));
        std::string line = event_to_json(old);
        auto cut_from = [&](const std::string& key) {
            const std::size_t p = line.find(key);
            if (p != std::string::npos) line = line.substr(0, p) + "}";
        };
        if (std::holds_alternative<HandStarted>(old)) {
            const std::size_t p = line.find(",\"dice\":[");
            line.erase(p, line.find(']', p) + 1 - p);
        }
        if (std::holds_alternative<Won>(old)) cut_from(",\"hand\":");
        if (std::holds_alternative<HandEnded>(old)) cut_from(",\"next_dealer\":");
        text += line + "\n";
    }
    return text;
}

std::string read_all(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

struct Version1PotRow {
    const char* name;
    int decisions;  // where the version-1 file stops; -1: right after the first hand ended
};

class FuzzRegressionVersion1Pot : public ::testing::TestWithParam<Version1PotRow> {};

// fuzz_potsave: a version-1 pot resumed, then recorded on, became unreadable: the recorder
// appended version-2 lines (hand_started with "dice", …) under the version-1 header, counting
// from the file's events, which lack the declined offers the rebuilt game has. It now goes on
// in version 2: the file is rewritten from the rebuilt game and the recorder appends to that.
TEST_P(FuzzRegressionVersion1Pot, IsRewrittenInVersion2AndRecordedOn) {
    const Version1PotRow& row = GetParam();
    Ruleset rules = ruleset_by_id("hefei-classic");
    rules.pot_length = PotLength::Hands;
    rules.pot_hands = 8;  // not over after the 40 decisions recorded on below
    constexpr std::uint64_t kSeed = 11;
    ReplayHeader header;
    header.rules = rules;
    header.seed = kSeed;
    for (auto& s : header.seats) s.agent = "baseline";
    Game g(rules, kSeed);
    auto agents = baseline_agents(kSeed);
    for (int i = 0; i < row.decisions; ++i) ASSERT_TRUE(step(g, agents));
    if (row.decisions < 0) {
        ASSERT_TRUE(step(g, agents));
        while (g.hand_running()) ASSERT_TRUE(step(g, agents));
    }

    QTemporaryDir dir;
    ASSERT_TRUE(QDir().mkpath(pots_dir(dir.path())));
    const QString name = QStringLiteral("pot-20260101-120000-11.jsonl");
    const QString path = pots_dir(dir.path()) + QLatin1Char('/') + name;
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(as_version1(header, g.events())));
        QFile marker(current_marker(dir.path()));
        ASSERT_TRUE(marker.open(QIODevice::WriteOnly));
        marker.write(name.toUtf8() + '\n');
    }

    SavedPot saved = load_unfinished_pot(dir.path());
    ASSERT_EQ(saved.kind, SavedPot::Kind::Resumable) << saved.problem.toStdString();
    ASSERT_TRUE(saved.game);
    EXPECT_EQ(saved.header.version, kReplayVersion);
    EXPECT_TRUE(saved.events == saved.game->events());
    EXPECT_TRUE(saved.game->state() == g.state());
    // The file now is the rebuilt game's log, in the current version.
    EXPECT_EQ(read_all(path), write_replay(saved.header, saved.events));

    // The window records on from there, as after any resume.
    QString error;
    auto recorder = PotRecorder::resume(dir.path(), path, saved.events.size(), &error);
    ASSERT_NE(recorder, nullptr) << error.toStdString();
    Game& game = *saved.game;
    for (int i = 0; i < 40 && step(game, agents); ++i) ASSERT_TRUE(recorder->record(game.events()));
    ASSERT_FALSE(game.pot_over());
    recorder.reset();

    const SavedPot again = load_unfinished_pot(dir.path());
    ASSERT_EQ(again.kind, SavedPot::Kind::Resumable) << again.problem.toStdString();
    EXPECT_TRUE(again.events == game.events());
    EXPECT_NO_THROW(
        verify_replay(parse_replay(read_all(path)), VerifyOptions{.allow_unfinished = true}));
}

INSTANTIATE_TEST_SUITE_P(Rows, FuzzRegressionVersion1Pot,
                         ::testing::Values(Version1PotRow{"HeaderOnly", 0},
                                           Version1PotRow{"FirstHandDealt", 1},
                                           Version1PotRow{"InsideTheFirstHand", 25},
                                           Version1PotRow{"BetweenHands", -1}),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace haolao::ui
