// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave and resume (docs/SAVES.md): PotRecorder writes a pot one event line at a time;
// load_unfinished_pot gives it back as a resumed Game, repairs a torn last line, and moves a
// missing, corrupt or foreign file aside with the problem named; the window resumes a pot with
// the rules and seats it was played under.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QStatusTipEvent>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "haolao/agent.h"
#include "haolao/replay.h"
#include "historywindow.h"
#include "i18n.h"
#include "mainwindow.h"
#include "pot_steps.h"
#include "potsave.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

ReplayHeader header_for(const Ruleset& rules, std::uint64_t seed) {
    ReplayHeader h;
    h.rules = rules;
    h.seed = seed;
    for (auto& s : h.seats) s.agent = "baseline";
    return h;
}

using pot_test::baseline_agents;
using pot_test::step;

Ruleset short_pot() {
    Ruleset r = ruleset_by_id("hefei-classic");
    r.pot_length = PotLength::Hands;
    r.pot_hands = 2;
    return r;
}

QByteArray read_all(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write_all(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

// A recorded pot, `decisions` decisions in; returns the recorder's file.
QString record_partial(const QString& dir, int decisions, std::uint64_t seed = 9) {
    Game g(short_pot(), seed);
    auto agents = baseline_agents(seed);
    QString error;
    auto rec = PotRecorder::create(dir, header_for(g.rules(), seed), &error);
    EXPECT_NE(rec, nullptr) << error.toStdString();
    if (!rec) return {};
    for (int i = 0; i < decisions && step(g, agents); ++i) EXPECT_TRUE(rec->record(g.events()));
    return rec->path();
}

TEST(PotRecorder, WritesEveryEventAndResumesWhereTheLogEnds) {
    QTemporaryDir dir;
    const Ruleset rules = short_pot();
    Game g(rules, 3);
    auto agents = baseline_agents(3);
    QString error;
    auto rec = PotRecorder::create(dir.path(), header_for(rules, 3), &error);
    ASSERT_NE(rec, nullptr) << error.toStdString();
    EXPECT_TRUE(QFile::exists(current_marker(dir.path())));
    EXPECT_TRUE(QFileInfo(rec->path()).fileName().startsWith(QLatin1String("pot-")));
    EXPECT_TRUE(rec->path().endsWith(QLatin1String("-3.jsonl")));
    for (int i = 0; i < 30; ++i) {
        ASSERT_TRUE(step(g, agents));
        ASSERT_TRUE(rec->record(g.events()));
    }
    // The file is the replay of the game so far, line for line.
    EXPECT_EQ(read_all(rec->path()).toStdString(), write_replay(header_for(rules, 3), g.events()));

    // The window quits; the next one finds the pot where it was and goes on writing it.
    const QString path = rec->path();
    rec.reset();
    SavedPot saved = load_unfinished_pot(dir.path());
    ASSERT_EQ(saved.kind, SavedPot::Kind::Resumable) << saved.problem.toStdString();
    EXPECT_EQ(saved.path, path);
    EXPECT_FALSE(saved.repaired);
    EXPECT_EQ(saved.events.size(), g.events().size());
    ASSERT_TRUE(saved.game);
    EXPECT_TRUE(saved.game->state() == g.state());
    for (Seat s : {Seat::East, Seat::South, Seat::West, Seat::North})
        EXPECT_EQ(saved.game->legal_actions(s), g.legal_actions(s));
    rec = PotRecorder::resume(dir.path(), path, saved.events.size(), &error);
    ASSERT_NE(rec, nullptr) << error.toStdString();

    // Played to its end: the marker goes, the file stays (history) and verifies.
    while (step(g, agents)) ASSERT_TRUE(rec->record(g.events()));
    ASSERT_TRUE(rec->record(g.events()));
    EXPECT_TRUE(rec->finished());
    EXPECT_FALSE(QFile::exists(current_marker(dir.path())));
    EXPECT_TRUE(QFile::exists(rec->path()));
    EXPECT_EQ(load_unfinished_pot(dir.path()).kind, SavedPot::Kind::None);
    const std::string text = read_all(rec->path()).toStdString();
    EXPECT_NO_THROW(load_replay(text));
}

// The cost of autosaving: one write() per event line. Measured over a whole pot.
TEST(PotRecorder, CostsWellUnderAMillisecondPerEvent) {
    QTemporaryDir dir;
    Game g(ruleset_by_id("hefei-classic"), 5);
    auto agents = baseline_agents(5);
    play_pot(g, {agents[0].get(), agents[1].get(), agents[2].get(), agents[3].get()});
    QString error;
    auto rec = PotRecorder::create(dir.path(), header_for(g.rules(), 5), &error);
    ASSERT_NE(rec, nullptr);
    std::vector<Event> growing;
    QElapsedTimer t;
    std::int64_t ns = 0;
    for (const Event& e : g.events()) {
        growing.push_back(e);
        t.start();
        ASSERT_TRUE(rec->record(growing));
        ns += t.nsecsElapsed();
    }
    const double per_event_us = static_cast<double>(ns) / 1e3 / static_cast<double>(growing.size());
    std::printf("[ recorder ] %zu events, %.1f us per event\n", growing.size(), per_event_us);
    EXPECT_LT(per_event_us, 1000.0);
    EXPECT_EQ(rec->written(), g.events().size());
}

TEST(PotRecorder, TwoPotsInOneSecondGetTwoFiles) {
    QTemporaryDir dir;
    QString error;
    auto a = PotRecorder::create(dir.path(), header_for(short_pot(), 1), &error);
    auto b = PotRecorder::create(dir.path(), header_for(short_pot(), 1), &error);
    ASSERT_TRUE(a && b);
    EXPECT_NE(a->path(), b->path());
}

TEST(SavedPotLoad, TornLastLineIsCutOffAndThePotResumes) {
    QTemporaryDir dir;
    const QString path = record_partial(dir.path(), 40);
    QByteArray bytes = read_all(path);
    const int lines = static_cast<int>(bytes.count('\n'));
    bytes.chop(7);  // the kill came inside the last write
    write_all(path, bytes);
    SavedPot saved = load_unfinished_pot(dir.path());
    ASSERT_EQ(saved.kind, SavedPot::Kind::Resumable) << saved.problem.toStdString();
    EXPECT_TRUE(saved.repaired);
    EXPECT_EQ(static_cast<int>(saved.events.size()), lines - 2);  // header, and the torn one
    const QByteArray repaired = read_all(path);
    EXPECT_TRUE(repaired.endsWith('\n'));
    EXPECT_EQ(repaired.count('\n'), lines - 1);
}

TEST(SavedPotLoad, APotAnotherWindowIsPlayingIsLeftAlone) {
    QTemporaryDir dir;
    Game g(short_pot(), 4);
    auto agents = baseline_agents(4);
    QString error;
    auto rec = PotRecorder::create(dir.path(), header_for(g.rules(), 4), &error);
    ASSERT_NE(rec, nullptr);
    for (int i = 0; i < 10; ++i) {
        ASSERT_TRUE(step(g, agents));
        ASSERT_TRUE(rec->record(g.events()));
    }
    const QByteArray before = read_all(rec->path());
    const SavedPot busy = load_unfinished_pot(dir.path());
    EXPECT_EQ(busy.kind, SavedPot::Kind::None);
    EXPECT_TRUE(busy.in_use);
    EXPECT_EQ(PotRecorder::resume(dir.path(), rec->path(), 0, &error), nullptr);
    EXPECT_EQ(read_all(rec->path()), before);
    const QString path = rec->path();
    rec.reset();  // that window quits
    const SavedPot free = load_unfinished_pot(dir.path());
    EXPECT_EQ(free.kind, SavedPot::Kind::Resumable);
    EXPECT_EQ(free.path, path);
}

// A process killed while creating its lock leaves an empty (or torn) lock file: that is no
// other window playing the pot, so the pot resumes and the lock is taken over.
TEST(SavedPotLoad, ALockTornByAKillIsStale) {
    for (const QByteArray& torn : {QByteArray(), QByteArray("12"), QByteArray("\xff\n")}) {
        QTemporaryDir dir;
        const QString path = record_partial(dir.path(), 12);
        write_all(path + QStringLiteral(".lock"), torn);
        const SavedPot saved = load_unfinished_pot(dir.path());
        EXPECT_EQ(saved.kind, SavedPot::Kind::Resumable) << torn.toStdString();
        EXPECT_FALSE(saved.in_use);
        EXPECT_EQ(saved.path, path);
        QString error;
        auto rec = PotRecorder::resume(dir.path(), path, 0, &error);
        EXPECT_NE(rec, nullptr) << error.toStdString();
    }
}

TEST(SavedPotLoad, NothingSavedIsNothingToResume) {
    QTemporaryDir dir;
    EXPECT_EQ(load_unfinished_pot(dir.path()).kind, SavedPot::Kind::None);
}

struct BadFile {
    const char* name;
    // Turns a valid partial file into the bad one (empty result: delete the file).
    QByteArray (*mutate)(const QByteArray& valid);
    const char* problem;  // expected in the message (a regular expression)
    bool file_left;       // there is a file to move aside
};

QByteArray replace_line(const QByteArray& valid, int line, const QByteArray& with) {
    QList<QByteArray> lines = valid.split('\n');
    lines[line - 1] = with;
    return lines.join('\n');
}

const BadFile kBadFiles[] = {
    {"missing", [](const QByteArray&) { return QByteArray(); }, "the file is missing", false},
    {"empty", [](const QByteArray&) { return QByteArray(""); }, "^line 1: ", true},
    {"torn_header", [](const QByteArray& v) { return v.left(30); }, "^line 1: ", true},
    {"garbage", [](const QByteArray&) { return QByteArray("\x01\x02\xff garbage\n\n"); },
     "^line 1: ", true},
    {"foreign_format",
     [](const QByteArray&) { return QByteArray("{\"format\":\"other-game\",\"version\":1}\n"); },
     "^line 1: ", true},
    {"other_version",
     [](const QByteArray& v) {
         QString s = QString::fromUtf8(v);
         s.replace(QRegularExpression(QStringLiteral("\"version\":\\d+")),
                   QStringLiteral("\"version\":99"));
         return s.toUtf8();
     },
     "^line 1: .*version", true},
    {"garbage_line", [](const QByteArray& v) { return replace_line(v, 6, "this is not json"); },
     "^line 6: ", true},
    {"unknown_event",
     [](const QByteArray& v) { return replace_line(v, 6, R"({"event":"teleported"})"); },
     "^line 6: ", true},
    {"unknown_seat",
     [](const QByteArray& v) {
         QByteArray b = v;
         return b.replace(R"("agent":"baseline")", R"("agent":"grandmaster")");
     },
     "^line 1: unknown seat \"grandmaster\"", true},
    {"illegal_event",
     [](const QByteArray& v) {
         // The first draw names another tile than the wall gives.
         QList<QByteArray> lines = v.split('\n');
         for (QByteArray& l : lines)
             if (l.contains("\"drew\"")) {
                 const qsizetype at = l.indexOf(R"("tile":")") + 8;
                 l[at] = l[at] == '2' ? '3' : '2';
                 break;
             }
         return lines.join('\n');
     },
     "^line \\d+: ", true},
};

class SavedPotBad : public ::testing::TestWithParam<BadFile> {};

TEST_P(SavedPotBad, IsNamedMovedAsideAndForgotten) {
    const BadFile& row = GetParam();
    QTemporaryDir dir;
    const QString path = record_partial(dir.path(), 30);
    const QByteArray bad = row.mutate(read_all(path));
    if (row.file_left)
        write_all(path, bad);
    else
        QFile::remove(path);

    const SavedPot saved = load_unfinished_pot(dir.path());
    ASSERT_EQ(saved.kind, SavedPot::Kind::Bad) << row.name;
    std::printf("[ %s ] %s\n", row.name, qPrintable(saved.problem));
    EXPECT_FALSE(saved.game);
    EXPECT_TRUE(saved.problem.contains(QRegularExpression(QString::fromLatin1(row.problem))))
        << row.name << ": " << saved.problem.toStdString();
    // Kept, under a new name; nothing resumes it again.
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_FALSE(QFile::exists(current_marker(dir.path())));
    if (row.file_left) {
        ASSERT_FALSE(saved.moved_to.isEmpty());
        EXPECT_TRUE(saved.moved_to.contains(QLatin1String(".corrupt-")));
        EXPECT_TRUE(saved.moved_to.endsWith(QLatin1String(".jsonl")));
        EXPECT_TRUE(QFile::exists(saved.moved_to));
        if (row.mutate != kBadFiles[2].mutate) {  // (the torn header was cut to nothing)
            EXPECT_EQ(read_all(saved.moved_to), bad);
        }
    } else {
        EXPECT_TRUE(saved.moved_to.isEmpty());
    }
    EXPECT_EQ(load_unfinished_pot(dir.path()).kind, SavedPot::Kind::None);
}

INSTANTIATE_TEST_SUITE_P(Rows, SavedPotBad, ::testing::ValuesIn(kBadFiles),
                         [](const auto& info) { return std::string(info.param.name); });

// ---- The window ---------------------------------------------------------------------------------

GameOptions saving_options(const QString& dir, const std::array<std::string, 4>& seats,
                           GameOptions::Resume mode) {
    GameOptions o = testing::quiet_options(seats, 21);
    o.seed_given = true;
    o.data_dir = dir;
    o.resume = mode;
    return o;
}

const std::array<std::string, 4> kOneHuman{"human", "baseline", "baseline", "baseline"};

// Plays a one-human pot in `dir` to its first human turn and leaves it unfinished, as quitting
// does; its file, and the number of its events in `events`.
QString leave_unfinished(const QString& dir, std::size_t* events = nullptr) {
    MainWindow w(saving_options(dir, kOneHuman, GameOptions::Resume::New));
    w.start();
    EXPECT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    if (events) *events = w.controller()->game().events().size();
    return w.recorder() ? w.recorder()->path() : QString();
}

// Once the resume question is up (start() asks it), `answer` gets the box.
void when_asked(std::function<void(QMessageBox*)> answer) {
    QTimer::singleShot(50, [answer = std::move(answer)] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box && box->objectName() == QLatin1String("resume_question")) answer(box);
    });
}

TEST(Resume, TheWindowContinuesThePotItsFileDescribes) {
    QTemporaryDir dir;
    std::vector<Event> before;
    GameState state;
    Ruleset rules;
    std::optional<Seat> latest;  // the pond whose last tile is outlined gold
    {
        GameOptions o = saving_options(dir.path(), {"human", "baseline", "normal", "easy"},
                                       GameOptions::Resume::New);
        o.rules = "hefei-ting";
        MainWindow w(o);
        w.show();
        ASSERT_NE(w.recorder(), nullptr);
        w.start();
        GameController* c = w.controller();
        // A few human turns, played by keyboard.
        for (int turn = 0; turn < 4; ++turn) {
            ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }, 20000));
            QTest::keyClick(w.windowHandle(), Qt::Key_Return);
            if (c->awaiting_human() && c->human_actions().contains(Action::pass()))
                c->submit(Action::pass());
        }
        ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }, 20000));
        EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("resumes next time")));
        before = c->game().events();
        state = c->game().state();
        rules = c->rules();
        latest = w.table()->latest_discard();
        ASSERT_TRUE(latest);
        // Window closed mid-pot: no question asked (a modal one would block here).
        EXPECT_TRUE(w.close());
    }
    // Other seats and rules on the command line now: the pot keeps its own.
    GameOptions o = saving_options(dir.path(), {"baseline", "baseline", "baseline", "baseline"},
                                   GameOptions::Resume::Resume);
    MainWindow w(o);
    w.show();
    GameController* c = w.controller();
    EXPECT_TRUE(c->resumed());
    EXPECT_EQ(c->seed(), 21u);
    EXPECT_EQ(header_to_json(header_for(c->rules(), 1)), header_to_json(header_for(rules, 1)));
    EXPECT_EQ(c->seat_kinds(), (std::array<std::string, 4>{"human", "baseline", "normal", "easy"}));
    EXPECT_EQ(c->game().events(), before);
    EXPECT_EQ(c->shown_count(), static_cast<int>(before.size()));
    EXPECT_TRUE(c->shown() == state);
    EXPECT_EQ(w.table()->latest_discard(), latest);  // (none was outlined on a resumed table)
    w.start();
    ASSERT_TRUE(wait_until([&] { return c->awaiting_human(); }));
    EXPECT_EQ(c->human_actions(), c->game().legal_actions(Seat::East));
    QTest::keyClick(w.windowHandle(), Qt::Key_Return);
    ASSERT_TRUE(wait_until([&] { return c->game().events().size() > before.size(); }));
    // The same file goes on.
    EXPECT_EQ(w.recorder()->written(), c->game().events().size());
}

// Saved while a hand's result was up (the log ends with hand_ended): resuming shows that result
// again, and the next hand starts when it closes.
TEST(Resume, ThePendingHandResultIsShownAgain) {
    QTemporaryDir dir;
    std::size_t logged = 0;
    std::array<int, 4> deltas{};
    {
        Game g(short_pot(), 9);
        auto agents = baseline_agents(9);
        QString error;
        auto rec = PotRecorder::create(dir.path(), header_for(g.rules(), 9), &error);
        ASSERT_NE(rec, nullptr) << error.toStdString();
        while (step(g, agents)) {
            ASSERT_TRUE(rec->record(g.events()));
            if (std::holds_alternative<HandEnded>(g.events().back())) break;
        }
        ASSERT_TRUE(std::holds_alternative<HandEnded>(g.events().back()));
        ASSERT_FALSE(g.pot_over());
        logged = g.events().size();
        deltas = g.last_hand().deltas;
    }
    GameOptions o = saving_options(dir.path(), {"baseline", "baseline", "baseline", "baseline"},
                                   GameOptions::Resume::Resume);
    o.auto_next = false;
    MainWindow w(o);
    w.show();
    GameController* c = w.controller();
    ASSERT_TRUE(c->resumed());
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.hand_dialog() && w.hand_dialog()->isVisible(); }));
    EXPECT_EQ(c->game().events().size(), logged);  // nothing played behind the result
    EXPECT_EQ(c->hand_result().deltas, deltas);
    w.hand_dialog()->accept();
    ASSERT_TRUE(wait_until([&] { return c->game().events().size() > logged; }));
    EXPECT_TRUE(std::holds_alternative<HandStarted>(c->game().events()[logged]));
}

// The question is asked by start(), over the shown window: asked from the constructor, it stood
// alone on the screen, with no game window behind it (none in the taskbar either).
TEST(Resume, AskingOffersResumeAsTheDefault) {
    QTemporaryDir dir;
    std::size_t recorded = 0;
    const QString file = leave_unfinished(dir.path(), &recorded);
    const QByteArray before = read_all(file);
    MainWindow w(saving_options(dir.path(), kOneHuman, GameOptions::Resume::Ask));
    // Not asked yet: the pot is on the table, not yet recorded to nor started.
    EXPECT_TRUE(w.controller()->resumed());
    EXPECT_EQ(w.recorder(), nullptr);
    w.show();
    bool asked = false;
    when_asked([&](QMessageBox* box) {
        asked = true;
        EXPECT_TRUE(w.isVisible());  // the game window behind it
        EXPECT_EQ(box->parentWidget(), &w);
        EXPECT_TRUE(w.paused());
        EXPECT_EQ(read_all(file), before);  // nothing written before the answer
        // It says which pot: the rules and every seat's standing (all 0 before a hand ends).
        EXPECT_EQ(
            box->informativeText().toStdString(),
            "Hefei Classic\nStandings: East\u00a00 · South\u00a00 · West\u00a00 · North\u00a00");
        const auto* info = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_informativelabel"));
        EXPECT_TRUE(info && !info->wordWrap());
        QTest::keyClick(box, Qt::Key_Return);  // the default button
    });
    w.start();
    EXPECT_TRUE(asked);
    EXPECT_TRUE(w.controller()->resumed());
    ASSERT_NE(w.recorder(), nullptr);
    EXPECT_EQ(w.recorder()->path(), file);
    EXPECT_EQ(w.controller()->game().events().size(), recorded);
    EXPECT_EQ(w.statusBar()->currentMessage(),
              QStringLiteral("Resumed — saved, resumes next time"));
}

// Declined, the pot stays as history (its file, no longer the current pot) and a new pot starts
// with the run's own seed, not the declined pot's.
TEST(Resume, DecliningStartsANewPot) {
    QTemporaryDir dir;
    const QString file = leave_unfinished(dir.path());
    const QByteArray before = read_all(file);
    GameOptions o = saving_options(dir.path(), kOneHuman, GameOptions::Resume::Ask);
    o.seed = 77;
    MainWindow w(o);
    w.show();
    bool asked = false;
    when_asked([&](QMessageBox* box) {
        asked = true;
        for (QAbstractButton* b : box->buttons())
            if (b->text() == QStringLiteral("New pot")) b->click();
    });
    w.start();
    ASSERT_TRUE(asked);
    EXPECT_FALSE(w.controller()->resumed());
    EXPECT_EQ(w.controller()->seed(), 77u);
    ASSERT_NE(w.recorder(), nullptr);
    EXPECT_NE(w.recorder()->path(), file);
    EXPECT_EQ(read_all(file), before);  // kept, as history
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    EXPECT_EQ(load_unfinished_pot(dir.path()).path, w.recorder()->path());
}

// Hot-seat: behind the question the table shows the saved pot, every hand face down, since nobody
// has said who sits at the screen. The first human's tiles were face up there, to whoever looked;
// after the answer the privacy screen comes up for the seat to act.
TEST(Resume, AHotSeatPotShowsNoHandBehindTheQuestion) {
    QTemporaryDir dir;
    const std::array<std::string, 4> seats{"human", "baseline", "human", "baseline"};
    {
        MainWindow w(saving_options(dir.path(), seats, GameOptions::Resume::Ask));
        w.start();
        ASSERT_TRUE(wait_until([&] { return w.controller()->privacy(); }));
        w.controller()->confirm_privacy();
        ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    }
    MainWindow w(saving_options(dir.path(), seats, GameOptions::Resume::Ask));
    w.show();
    bool asked = false;
    when_asked([&](QMessageBox* box) {
        asked = true;
        for (int i = 0; i < 4; ++i) EXPECT_FALSE(w.controller()->face_up(seat_from_index(i))) << i;
        QTest::keyClick(box, Qt::Key_Return);
    });
    w.start();
    ASSERT_TRUE(asked);
    ASSERT_TRUE(wait_until([&] { return w.controller()->privacy(); }));
    for (int i = 0; i < 4; ++i) EXPECT_FALSE(w.controller()->face_up(seat_from_index(i))) << i;
    const Seat to_act = w.controller()->viewer();
    w.controller()->confirm_privacy();
    EXPECT_TRUE(w.controller()->face_up(to_act));
}

// The question says where the pot stopped. It said "hands played: 0" for a pot stopped in its
// first hand, and "hands played: 1" both at hand 1's result and inside hand 2.
struct StoppedAt {
    const char* name;
    int results;     // hands whose result the log holds
    bool at_result;  // the log ends with the last of them (its result pending)
    Language language;
    const char* question;
};

const StoppedAt kStoppedAt[] = {
    {"InTheFirstHand", 0, false, Language::English,
     "A pot was left unfinished in hand 1. Resume it?"},
    {"AtTheFirstHandsResult", 1, true, Language::English,
     "A pot was left unfinished after hand 1. Resume it?"},
    {"InTheSecondHand", 1, false, Language::English,
     "A pot was left unfinished in hand 2. Resume it?"},
    {"InTheFirstHandZh", 0, false, Language::Chinese, "有一锅尚未打完（停在第1局中）。要继续吗？"},
    {"AtTheFirstHandsResultZh", 1, true, Language::Chinese,
     "有一锅尚未打完（第1局已打完）。要继续吗？"},
};

class ResumeQuestion : public ::testing::TestWithParam<StoppedAt> {};

TEST_P(ResumeQuestion, SaysWhereThePotStopped) {
    const StoppedAt& row = GetParam();
    QTemporaryDir dir;
    {
        Game g(short_pot(), 9);
        auto agents = baseline_agents(9);
        QString error;
        auto rec = PotRecorder::create(dir.path(), header_for(g.rules(), 9), &error);
        ASSERT_NE(rec, nullptr) << error.toStdString();
        int results = 0;
        int since = 0;  // events after the last result
        while (step(g, agents)) {
            ASSERT_TRUE(rec->record(g.events()));
            ++since;
            if (std::holds_alternative<HandEnded>(g.events().back())) {
                ++results;
                since = 0;
                if (row.at_result && results == row.results) break;
            }
            if (!row.at_result && results == row.results && since >= 20) break;
        }
        ASSERT_EQ(results, row.results);
        ASSERT_FALSE(g.pot_over());
    }
    apply_language(row.language);
    QString asked;
    when_asked([&](QMessageBox* box) {
        asked = box->text();
        QTest::keyClick(box, Qt::Key_Return);
    });
    MainWindow w(saving_options(dir.path(), {"human", "baseline", "baseline", "baseline"},
                                GameOptions::Resume::Ask));
    w.show();
    w.start();
    clear_language();
    EXPECT_EQ(asked.toStdString(), row.question);
    EXPECT_TRUE(w.controller()->resumed());
}

INSTANTIATE_TEST_SUITE_P(Rows, ResumeQuestion, ::testing::ValuesIn(kStoppedAt),
                         [](const auto& info) { return std::string(info.param.name); });

// The resume question sits over the middle of the shown window. (Asked before the window
// showed, it was once centred over the window's first size, 1024 × 640 at the screen's corner.)
TEST(Resume, TheQuestionIsCentredOverTheWindow) {
    QTemporaryDir dir;
    leave_unfinished(dir.path());
    QPoint asked_at;
    GameOptions o = saving_options(dir.path(), kOneHuman, GameOptions::Resume::Ask);
    o.width = 1400;  // (--size: the window's size, as a stored place gives it)
    o.height = 860;
    MainWindow w(o);
    w.show();
    when_asked([&](QMessageBox* box) {
        asked_at = box->geometry().center();
        QTest::keyClick(box, Qt::Key_Return);
    });
    w.start();
    ASSERT_TRUE(w.controller()->resumed());
    const QPoint centre = w.geometry().center();
    EXPECT_EQ(w.size(), QSize(1400, 860));
    // Over the window's middle. (Across, within the box's growth: QMessageBox places itself by its
    // size before its showEvent sizes it.)
    EXPECT_LE(std::abs(asked_at.y() - centre.y()), 20) << asked_at.y() << " vs " << centre.y();
    EXPECT_LE(std::abs(asked_at.x() - centre.x()), 100) << asked_at.x() << " vs " << centre.x();
}

// The pot on the table cannot be deleted from the history. It was: its rows and file went, the
// next hand's end wrote its rows back, and its file was gone (the viewer could not open it, and
// the next start could not resume it).
TEST(Resume, ThePotInPlayCannotBeDeletedFromTheHistory) {
    QTemporaryDir dir;
    GameOptions o = saving_options(dir.path(), {"baseline", "baseline", "baseline", "baseline"},
                                   GameOptions::Resume::New);
    o.pot_hands = 8;
    MainWindow w(o);
    w.show();
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.store() && !w.store()->pots().empty(); }, 20000));
    const QString file = w.recorder()->path();
    HistoryWindow* history = w.open_history();
    ASSERT_NE(history, nullptr);
    const std::int64_t live = w.store()->pots().front().id;
    ASSERT_EQ(history->pot_path(live), file);
    ASSERT_TRUE(history->select(live));
    QString error;
    EXPECT_FALSE(history->delete_selected(false, &error));
    EXPECT_NE(error.toStdString().find("still being played"), std::string::npos)
        << error.toStdString();
    EXPECT_TRUE(QFile::exists(file));
    EXPECT_EQ(w.store()->pots().size(), 1u);
    // Once another pot is on the table, the old one can go.
    w.new_pot(99);
    w.start();
    history->reload();
    ASSERT_TRUE(history->select(live));
    EXPECT_TRUE(history->delete_selected(false, &error)) << error.toStdString();
    EXPECT_FALSE(QFile::exists(file));
}

TEST(Resume, NewLeavesTheOldPotAsHistory) {
    QTemporaryDir dir;
    const QString first = leave_unfinished(dir.path());
    MainWindow w(saving_options(dir.path(), kOneHuman, GameOptions::Resume::New));
    EXPECT_FALSE(w.controller()->resumed());
    EXPECT_NE(w.recorder()->path(), first);
    EXPECT_TRUE(QFile::exists(first));
}

TEST(Resume, ABadFileIsReportedAndANewPotStarts) {
    QTemporaryDir dir;
    const QString path = record_partial(dir.path(), 30);
    write_all(path, replace_line(read_all(path), 4, "{\"event\":"));
    MainWindow w(saving_options(dir.path(), {"human", "baseline", "baseline", "baseline"},
                                GameOptions::Resume::Resume));
    w.show();
    EXPECT_TRUE(w.save_problem().contains(QStringLiteral("line 4: ")))
        << w.save_problem().toStdString();
    EXPECT_TRUE(w.save_problem().contains(QStringLiteral(".corrupt-")));
    EXPECT_FALSE(w.controller()->resumed());
    ASSERT_NE(w.recorder(), nullptr);
    EXPECT_NE(w.recorder()->path(), path);
    // The message is a window-modal box; the table waits for it.
    QMessageBox* box = nullptr;
    ASSERT_TRUE(wait_until([&] {
        box = w.findChild<QMessageBox*>(QStringLiteral("save_problem"));
        return box && box->isVisible();
    }));
    w.start();
    EXPECT_TRUE(w.paused());
    QTest::qWait(100);
    EXPECT_EQ(w.controller()->shown_count(), 0);
    // What happened first, in a sentence of its own; the copy and the file's line below it.
    EXPECT_EQ(box->text(), QStringLiteral("The saved pot %1 cannot be resumed. A new pot starts.")
                               .arg(QFileInfo(path).fileName()));
    EXPECT_TRUE(box->informativeText().startsWith(QStringLiteral("It was kept as ")))
        << box->informativeText().toStdString();
    EXPECT_TRUE(box->informativeText().contains(QStringLiteral("\nline 4: ")))
        << box->informativeText().toStdString();
    box->accept();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }));
    const QStringList moved =
        QDir(pots_dir(dir.path())).entryList({QStringLiteral("*.corrupt-*.jsonl")});
    EXPECT_EQ(moved.size(), 1);
}

// In Chinese the sentence that says what happened is all Chinese: the engine's English detail
// (the file's line) was in the middle of it (存档 … 无法继续：line 4: …。).
TEST(Resume, ABadFileIsSaidInChineseBeforeTheDetail) {
    QTemporaryDir dir;
    const QString path = record_partial(dir.path(), 30);
    write_all(path, replace_line(read_all(path), 4, "{\"event\":"));
    apply_language(Language::Chinese);
    MainWindow w(saving_options(dir.path(), {"human", "baseline", "baseline", "baseline"},
                                GameOptions::Resume::Resume));
    w.show();
    QMessageBox* box = nullptr;
    ASSERT_TRUE(wait_until([&] {
        box = w.findChild<QMessageBox*>(QStringLiteral("save_problem"));
        return box && box->isVisible();
    }));
    EXPECT_EQ(
        box->text(),
        QStringLiteral("存档 %1 无法继续，现在开始新的一锅。").arg(QFileInfo(path).fileName()));
    const QStringList lines = box->informativeText().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 2) << box->informativeText().toStdString();
    EXPECT_TRUE(lines[0].startsWith(QStringLiteral("文件已另存为 "))) << lines[0].toStdString();
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("line 4: "))) << lines[1].toStdString();
    box->accept();
    clear_language();
}

// Opening a menu left "Saved — resumes next time" (or a "Not saved" warning) wiped from the status
// bar: the menus' entries have no status tips, and hovering one sent an empty tip, which
// QMainWindow shows as the bar's message.
// A pot over says so; the next pot, from the pot's dialog or the table's offer, says it is saved.
TEST(Autosave, TheNextPotSaysItIsSaved) {
    QTemporaryDir dir;
    GameOptions o = saving_options(dir.path(), {"baseline", "baseline", "baseline", "baseline"},
                                   GameOptions::Resume::New);
    o.pot_hands = 1;
    o.auto_next = true;
    MainWindow w(o);
    w.show();
    w.start();
    for (const char* button : {"new_pot", "close"}) {
        ASSERT_TRUE(
            wait_until([&] { return w.pot_dialog() && w.pot_dialog()->isVisible(); }, 60000));
        EXPECT_NE(w.statusBar()->currentMessage().toStdString().find("Pot over"),
                  std::string::npos);
        const GameController* before = w.controller();
        auto* b = w.pot_dialog()->findChild<QPushButton*>(QString::fromLatin1(button));
        ASSERT_NE(b, nullptr) << button;
        b->click();
        if (std::string(button) == "close") {
            QPushButton* offer = nullptr;
            ASSERT_TRUE(wait_until([&] {
                offer = w.table()->findChild<QPushButton*>(QStringLiteral("new_pot_offer"));
                return offer && offer->isVisible();
            }));
            offer->click();
        }
        ASSERT_TRUE(wait_until([&] { return w.controller() != before; }));
        EXPECT_EQ(w.statusBar()->currentMessage().toStdString(), "Saved — resumes next time")
            << "after " << button;
    }
}

// Quit ends the File menu (Windows and Linux players look for it there; it stood under Game) and
// only there; it closes the window with the pot kept to resume.
TEST(Autosave, QuitEndsTheFileMenuAndKeepsThePot) {
    QTemporaryDir dir;
    GameOptions o = saving_options(dir.path(), {"human", "baseline", "baseline", "baseline"},
                                   GameOptions::Resume::New);
    auto w = std::make_unique<MainWindow>(o);
    w->show();
    w->start();
    ASSERT_TRUE(wait_until([&] { return w->controller()->awaiting_human(); }, 20000));
    const QList<QAction*> bar = w->menuBar()->actions();
    ASSERT_FALSE(bar.isEmpty());
    ASSERT_NE(bar.front()->menu(), nullptr);
    EXPECT_EQ(bar.front()->text(), QStringLiteral("&File"));
    QAction* quit = nullptr;
    int quits = 0;
    for (QAction* top : bar)
        if (QMenu* menu = top->menu())
            for (QAction* a : menu->actions())
                if (a->text() == QStringLiteral("&Quit")) {
                    ++quits;
                    quit = a;
                    EXPECT_EQ(menu, bar.front()->menu()) << top->text().toStdString();
                    EXPECT_EQ(a, menu->actions().back());
                    EXPECT_EQ(a->shortcuts(), QKeySequence::keyBindings(QKeySequence::Quit));
                    EXPECT_EQ(a->menuRole(), QAction::QuitRole);
                }
    ASSERT_EQ(quits, 1);
    const QList<QAction*> file = bar.front()->menu()->actions();
    ASSERT_GE(file.size(), 4);
    EXPECT_TRUE(file[file.size() - 2]->isSeparator());  // apart from the Open entries
    quit->trigger();
    EXPECT_FALSE(w->isVisible());
    w.reset();  // the process ends: the pot's lock goes
    const SavedPot saved = load_unfinished_pot(dir.path());
    EXPECT_EQ(saved.kind, SavedPot::Kind::Resumable) << saved.problem.toStdString();
}

TEST(Autosave, OpeningAMenuKeepsTheSavedMessage) {
    QTemporaryDir dir;
    GameOptions o = saving_options(dir.path(), {"human", "baseline", "baseline", "baseline"},
                                   GameOptions::Resume::New);
    MainWindow w(o);
    w.show();
    w.start();
    ASSERT_TRUE(wait_until([&] { return w.controller()->awaiting_human(); }, 20000));
    const std::string saved = w.statusBar()->currentMessage().toStdString();
    ASSERT_NE(saved.find("resumes next time"), std::string::npos);
    int hovered = 0;
    for (QAction* top : w.menuBar()->actions()) {
        QMenu* menu = top->menu();
        if (!menu) continue;
        w.menuBar()->setActiveAction(top);  // opened from the bar, as a click opens it
        ASSERT_TRUE(wait_until([&] { return menu->isVisible(); }));
        EXPECT_EQ(w.statusBar()->currentMessage().toStdString(), saved)
            << top->text().toStdString();
        for (QAction* a : menu->actions()) {
            if (a->isSeparator() || !a->isEnabled()) continue;
            menu->setActiveAction(a);  // as the mouse over it: its (empty) status tip is sent
            ++hovered;
            EXPECT_EQ(w.statusBar()->currentMessage().toStdString(), saved)
                << a->text().toStdString();
        }
        menu->hide();
    }
    EXPECT_GT(hovered, 10);
    // A real tip still shows.
    QStatusTipEvent tip(QStringLiteral("A tip"));
    QCoreApplication::sendEvent(&w, &tip);
    EXPECT_EQ(w.statusBar()->currentMessage(), QStringLiteral("A tip"));
}

}  // namespace
}  // namespace haolao::ui
