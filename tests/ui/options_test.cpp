// SPDX-License-Identifier: GPL-3.0-or-later
// Command-line parsing: every bad option is refused with a message naming it.
#include <gtest/gtest.h>

#include "options.h"

namespace haolao::ui {
namespace {

struct OptionCase {
    const char* args;       // after the program name, space-separated
    const char* error_has;  // "" when the arguments are valid
};

class Options : public ::testing::TestWithParam<OptionCase> {};

TEST_P(Options, ParseOrNameTheBadOption) {
    QStringList args{QStringLiteral("haolao")};
    const QString line = QString::fromUtf8(GetParam().args);
    if (!line.isEmpty()) args += line.split(' ');
    GameOptions o;
    const QString err = parse_options(args, o);
    if (GetParam().error_has[0] == '\0') {
        EXPECT_TRUE(err.isEmpty()) << err.toStdString();
    } else {
        EXPECT_TRUE(err.contains(QString::fromUtf8(GetParam().error_has)))
            << "got: " << err.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(
    Rows, Options,
    ::testing::Values(
        OptionCase{"", ""}, OptionCase{"--rules hefei-ting --seed 42", ""},
        OptionCase{"--seats human,baseline,baseline,baseline --speed fast", ""},
        OptionCase{"--seats baseline,baseline,baseline,baseline", ""},
        OptionCase{"--speed slow --hints --auto --size 1024x640", ""},
        OptionCase{"--rules nope", "--rules"}, OptionCase{"--seed abc", "--seed"},
        OptionCase{"--seats human,baseline", "--seats"},
        OptionCase{"--seats human,robot,baseline,baseline", "robot"},
        OptionCase{"--seats human,human,baseline,baseline", ""},  // hot-seat
        OptionCase{"--seats human,human,human,human", ""}, OptionCase{"--speed warp", "--speed"},
        OptionCase{"--size big", "--size"}, OptionCase{"--screenshot /tmp/x.png", "--screenshot"},
        OptionCase{"--theme high_contrast", ""}, OptionCase{"--theme neon", "--theme"},
        OptionCase{"--frobnicate", "frobnicate"},
        OptionCase{"--data-dir /tmp/haolao --resume --hands 3", ""},
        OptionCase{"--new --auto-next --exit-at-pot-end", ""},
        OptionCase{"--resume --new", "--resume and --new"}, OptionCase{"--hands 0", "--hands"},
        OptionCase{"--hands many", "--hands"}, OptionCase{"--data-dir", "data-dir"},
        OptionCase{"--replay /tmp/pot.jsonl", ""}, OptionCase{"--replay", "replay"},
        OptionCase{"--replay a.jsonl --replay-at 40", ""},
        OptionCase{"--replay a.jsonl --replay-at x", "--replay-at"},
        // `haolao FILE` (a file manager opening a replay) is `haolao --replay FILE`.
        OptionCase{"/tmp/pot.jsonl", ""}, OptionCase{"a.jsonl --replay-at 40", ""},
        OptionCase{"--replay-at 3 a.jsonl", ""}, OptionCase{"a.jsonl b.jsonl", "one replay file"},
        OptionCase{"a.jsonl --replay b.jsonl", "both given"},
        OptionCase{"--seed 7 a.jsonl --frobnicate", "frobnicate"}));

TEST(OptionsValues, ReplayFileIsStored) {
    GameOptions o;
    ASSERT_TRUE(
        parse_options(
            {QStringLiteral("haolao"), QStringLiteral("--replay"), QStringLiteral("a.jsonl")}, o)
            .isEmpty());
    EXPECT_EQ(o.replay, QStringLiteral("a.jsonl"));
}

TEST(OptionsValues, PositionalFileIsTheReplayFile) {
    GameOptions o;
    ASSERT_TRUE(parse_options({QStringLiteral("haolao"), QStringLiteral("/home/p/hand 1.jsonl"),
                               QStringLiteral("--replay-at"), QStringLiteral("5")},
                              o)
                    .isEmpty());
    EXPECT_EQ(o.replay, QStringLiteral("/home/p/hand 1.jsonl"));
    EXPECT_EQ(o.replay_at, 5);
    GameOptions none;
    ASSERT_TRUE(parse_options({QStringLiteral("haolao")}, none).isEmpty());
    EXPECT_TRUE(none.replay.isEmpty());  // no file: a game, not the viewer
}

TEST(OptionsValues, SaveOptionsAreStored) {
    GameOptions o;
    ASSERT_TRUE(parse_options({QStringLiteral("haolao"), QStringLiteral("--data-dir"),
                               QStringLiteral("/tmp/d"), QStringLiteral("--resume"),
                               QStringLiteral("--hands"), QStringLiteral("2"),
                               QStringLiteral("--auto-next"), QStringLiteral("--exit-at-pot-end")},
                              o)
                    .isEmpty());
    EXPECT_EQ(o.data_dir, QStringLiteral("/tmp/d"));
    EXPECT_TRUE(o.data_dir_given);
    EXPECT_EQ(o.resume, GameOptions::Resume::Resume);
    EXPECT_EQ(o.pot_hands, 2);
    EXPECT_TRUE(o.auto_next);
    EXPECT_TRUE(o.exit_at_pot_end);
    GameOptions d;
    ASSERT_TRUE(parse_options({QStringLiteral("haolao")}, d).isEmpty());
    EXPECT_TRUE(d.data_dir.isEmpty());  // app/main.cpp fills in the standard place
    EXPECT_EQ(d.resume, GameOptions::Resume::Ask);
    EXPECT_EQ(d.pot_hands, 0);
}

TEST(OptionsValues, SeatsAndSpeedAreStored) {
    GameOptions o;
    ASSERT_TRUE(parse_options(
                    {QStringLiteral("haolao"), QStringLiteral("--seats"),
                     QStringLiteral("baseline,human,baseline,baseline"), QStringLiteral("--speed"),
                     QStringLiteral("slow"), QStringLiteral("--seed"), QStringLiteral("9")},
                    o)
                    .isEmpty());
    EXPECT_EQ(o.seats[1], "human");
    EXPECT_EQ(o.seats[0], "baseline");
    EXPECT_EQ(o.speed, Speed::Slow);
    EXPECT_EQ(o.seed, 9u);
    EXPECT_TRUE(o.seed_given);
}

}  // namespace
}  // namespace haolao::ui
