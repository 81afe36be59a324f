// SPDX-License-Identifier: GPL-3.0-or-later
// `haolao --help` and `haolao --version` print and exit like any command-line program, with no
// display at all (they used to fail with "could not connect to display"), and so does a command
// line the game refuses.
#include <gtest/gtest.h>

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <ostream>
#include <vector>

namespace {

struct GameRun {
    int status = -1;
    QString out;
    QString err;
};

// The real game binary, with no display to connect to and a platform that would need one.
GameRun run_without_display(const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HAOLAO_GUI_PATH), args);
    GameRun r;
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

struct TextRow {
    const char* arg;
    const char* expect;  // in stdout
};

class GameCommandLine : public ::testing::TestWithParam<TextRow> {};

TEST_P(GameCommandLine, PrintsAndExitsWithoutADisplay) {
    const GameRun r = run_without_display({QString::fromLatin1(GetParam().arg)});
    EXPECT_EQ(r.status, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QString::fromLatin1(GetParam().expect))) << r.out.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("display"))) << r.err.toStdString();
}

INSTANTIATE_TEST_SUITE_P(Rows, GameCommandLine,
                         ::testing::Values(TextRow{"--help", "--rules"}, TextRow{"-h", "--seats"},
                                           TextRow{"--version", "haolao " HAOLAO_VERSION},
                                           TextRow{"-v", "haolao " HAOLAO_VERSION}),
                         [](const auto& info) {
                             std::string n = info.param.arg;
                             std::string out;
                             for (char c : n)
                                 if (c != '-') out += c;
                             return out;
                         });

// Qt's own options beside --help (QApplication would take them out) leave it help.
TEST(GameCommandLine, HelpBesideQtsOwnOptionsIsHelp) {
    for (const QStringList& args :
         {QStringList{QStringLiteral("--help"), QStringLiteral("-platform"),
                      QStringLiteral("offscreen")},
          QStringList{QStringLiteral("--style=fusion"), QStringLiteral("-reverse"),
                      QStringLiteral("--help")},
          QStringList{QStringLiteral("--version"), QStringLiteral("--platform"),
                      QStringLiteral("xcb")}}) {
        const GameRun r = run_without_display(args);
        const std::string line = args.join(u' ').toStdString() + ": " + r.err.toStdString();
        EXPECT_EQ(r.status, 0) << line;
        EXPECT_TRUE(r.out.contains(QStringLiteral("--rules")) ||
                    r.out.contains(QStringLiteral("haolao " HAOLAO_VERSION)))
            << line << r.out.toStdString();
    }
}

// A malformed option next to --help is still a command-line answer: status 2, one line on stderr.
TEST(GameCommandLine, AnUnknownOptionWithHelpExits2WithoutADisplay) {
    const GameRun r = run_without_display({QStringLiteral("--help"), QStringLiteral("--bogus")});
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.err.startsWith(QStringLiteral("haolao: "))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("bogus"))) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("display"))) << r.err.toStdString();
}

// A command line the game refuses is refused before the GUI starts: its own error, status 2, and
// no word of a display (it used to end in Qt's "could not connect to display", the error lost).
struct RefusedRow {
    const char* name;
    std::vector<const char*> args;
    const char* expect;  // in stderr
    friend void PrintTo(const RefusedRow& r, std::ostream* os) { *os << r.name; }
};

class RefusedCommandLine : public ::testing::TestWithParam<RefusedRow> {};

TEST_P(RefusedCommandLine, ExitsWithItsErrorWithoutADisplay) {
    QStringList args;
    for (const char* a : GetParam().args) args << QString::fromLatin1(a);
    const GameRun r = run_without_display(args);
    EXPECT_EQ(r.status, 2) << r.err.toStdString();
    EXPECT_TRUE(r.err.startsWith(QStringLiteral("haolao: "))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QString::fromLatin1(GetParam().expect))) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("display"))) << r.err.toStdString();
    EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Rows, RefusedCommandLine,
    ::testing::Values(
        RefusedRow{"UnknownOption", {"--bogus"}, "bogus"},
        RefusedRow{"MisspeltOption", {"--sead", "5"}, "sead"},
        RefusedRow{"BadSeed", {"--seed", "x"}, "--seed: 'x' is not a number"},
        RefusedRow{"UnknownRules", {"--rules", "nope"}, "unknown ruleset 'nope'"},
        RefusedRow{
            "BadSeats", {"--seats", "human,human"}, "--seats: need 4 comma-separated seats, got 2"},
        RefusedRow{"ResumeAndNew", {"--resume", "--new"}, "--resume and --new exclude each other"},
        RefusedRow{"TwoFiles", {"a.haolao", "b.haolao"}, "one replay file at a time"},
        RefusedRow{"AfterTheHelpShot", {"--screenshot-help", "x.png", "--bogus"}, "bogus"},
        // Beside Qt's own options, which are set aside as QApplication would take them out (the
        // check waited for a display, and without one the game's error was lost).
        RefusedRow{"BesideQtsPlatform", {"--platform", "xcb", "--bogus"}, "bogus"},
        RefusedRow{"BesideQtsSingleDashPlatform", {"-platform", "xcb", "--sead", "5"}, "sead"},
        RefusedRow{"BesideQtsStyle",
                   {"--style=fusion", "-reverse", "--rules", "nope"},
                   "unknown ruleset 'nope'"}),
    [](const auto& info) { return std::string(info.param.name); });

// Qt's own options (-platform, -style…) are not the game's unknown options: with one on the
// command line, the game's check waits for the GUI to take Qt's out, and the error is the game's.
// (Qt takes them with two dashes and with =value too.)
TEST(RefusedCommandLine, QtsOwnOptionsAreNotReadAsTheGames) {
    const QStringList seed{QStringLiteral("--seed"), QStringLiteral("x")};
    for (const QStringList& qt :
         {QStringList{QStringLiteral("-platform"), QStringLiteral("offscreen")},
          QStringList{QStringLiteral("--platform"), QStringLiteral("offscreen")},
          QStringList{QStringLiteral("--platform"), QStringLiteral("offscreen"),
                      QStringLiteral("--style=fusion")}}) {
        const GameRun r = run_without_display(qt + seed);
        const std::string line = qt.join(u' ').toStdString() + ": " + r.err.toStdString();
        EXPECT_EQ(r.status, 2) << line;
        EXPECT_TRUE(r.err.contains(QStringLiteral("--seed: 'x' is not a number"))) << line;
    }
}

}  // namespace
