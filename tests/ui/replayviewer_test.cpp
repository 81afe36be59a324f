// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer (ui/replayviewer.h, ui/recordedfeed.h, ui/replaycursor.h): files are opened
// or refused with the line and the problem, never a crash; seeking gives exactly the fold of the
// first N events; decision and hand jumps land where they say; one seat's view hides the others'
// tiles; the end-of-hand dialog appears when a hand ends during play.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QProcess>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "haolao/agent.h"
#include "haolao/replay.h"
#include "haolao/rng.h"
#include "i18n.h"
#include "keyshelp.h"
#include "mainwindow.h"
#include "names.h"
#include "potsave.h"
#include "recordedfeed.h"
#include "replaycursor.h"
#include "replayviewer.h"
#include "resultdialogs.h"
#include "table_test_util.h"
#include "tablewidget.h"
#include "uncached_paint.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

// A whole pot played by baseline agents, as a replay.
Replay played_pot(std::uint64_t seed, int hands = 0) {
    Ruleset rules = ruleset_by_id("hefei-classic");
    if (hands > 0) {
        rules.pot_length = PotLength::Hands;
        rules.pot_hands = hands;
    }
    Game game(rules, seed);
    std::array<std::unique_ptr<Agent>, 4> agents;
    std::array<Agent*, 4> seats{};
    for (int i = 0; i < 4; ++i) {
        agents[static_cast<std::size_t>(i)] = make_agent("baseline", seed * 10 + 1 + i);
        seats[static_cast<std::size_t>(i)] = agents[static_cast<std::size_t>(i)].get();
    }
    while (!game.pot_over()) play_hand(game, seats);
    Replay r;
    r.header.rules = rules;
    r.header.seed = seed;
    for (int i = 0; i < 4; ++i)
        r.header.seats[static_cast<std::size_t>(i)] = {"baseline", "Bot " + std::to_string(i)};
    r.events = game.events();
    return r;
}

const Replay& pot() {
    static const Replay r = played_pot(7, 3);
    return r;
}

std::string text_of(const Replay& r) {
    return write_replay(r.header, r.events);
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t nl = text.find('\n', at);
        out.push_back(text.substr(at, nl - at));
        at = nl == std::string::npos ? text.size() : nl + 1;
    }
    return out;
}

std::string join(const std::vector<std::string>& lines) {
    std::string s;
    for (const auto& l : lines) s += l + "\n";
    return s;
}

std::size_t first_of(const std::vector<Event>& events, auto pred, std::size_t from = 0) {
    for (std::size_t i = from; i < events.size(); ++i)
        if (pred(events[i])) return i;
    return events.size();
}

// ---- Loading ------------------------------------------------------------------------------------

struct LoadRow {
    const char* name;
    std::string text;
    ReplayLimits limits;
    bool opens;
    std::string error_has;  // a part of the message when refused
};

TEST(ReplayViewerLoad, OpensOrRefusesWithTheLineAndTheProblem) {
    const std::string good = text_of(pot());
    const std::vector<std::string> lines = lines_of(good);
    ASSERT_GT(lines.size(), 40u);
    std::vector<LoadRow> rows;
    rows.push_back({"good", good, {}, true, ""});
    // A torn last line (a crash mid-write): left out, the rest is an unfinished pot.
    rows.push_back({"torn last line", good.substr(0, good.size() - 9), {}, true, ""});
    {
        // Cut mid-line in the header: nothing to show.
        rows.push_back({"torn header", lines[0].substr(0, 30), {}, false, "Line 1:"});
    }
    rows.push_back({"garbage",
                    "\x01\x02garbage\xff\n{{{{\n",
                    {},
                    false,
                    "It is not a Haolao replay, or it is damaged.\nLine 1:"});
    rows.push_back({"empty", "", {}, false, "empty"});
    rows.push_back({"other format",
                    "{\"format\":\"something-else\",\"version\":1}\n{\"event\":\"drew\"}\n",
                    {},
                    false,
                    "Line 1:"});
    rows.push_back(
        {"settings json", "{\"display\":{\"language\":\"en\"}}\n", {}, false, "Line 1:"});
    {
        std::string future = good;
        const std::string current = "\"version\":" + std::to_string(kReplayVersion);
        const std::size_t v = future.find(current);
        ASSERT_NE(v, std::string::npos);
        future.replace(v, current.size(), "\"version\":9");
        rows.push_back({"future version", future, {}, false, "Line 1:"});
    }
    {
        ReplayLimits small;
        small.max_file_bytes = 1000;
        rows.push_back({"oversized file", good, small, false, ""});
        ReplayLimits short_lines;
        short_lines.max_line_bytes = 100;
        rows.push_back({"oversized line", good, short_lines, false, "Line "});
        ReplayLimits few;
        few.max_events = 10;
        rows.push_back({"too many events", good, few, false, ""});
    }
    {
        // An illegal event: a seat discards a tile it does not hold (another tile's text).
        std::vector<std::string> l = lines;
        const std::size_t i = first_of(
            pot().events, [](const Event& e) { return std::holds_alternative<Discarded>(e); });
        std::string& line = l[i + 1];
        const std::size_t t = line.find(R"("tile":")");
        ASSERT_NE(t, std::string::npos);
        const char suit = line[t + 9] == 'z' ? 'm' : 'z';
        line[t + 9] = suit;
        line[t + 8] = '1';
        rows.push_back(
            {"illegal discard", join(l), {}, false, "Line " + std::to_string(i + 2) + ":"});
    }
    {
        // Valid lines, but in an order the engine never produces.
        std::vector<std::string> l = lines;
        std::swap(l[5], l[6]);
        rows.push_back({"swapped events",
                        join(l),
                        {},
                        false,
                        "Its moves are not legal under its own rules: it was changed or damaged "
                        "after it was written.\nLine "});
    }
    for (const LoadRow& row : rows) {
        const ViewerFile f = load_text_for_viewer(row.text, row.limits);
        EXPECT_EQ(f.replay.has_value(), row.opens) << row.name << ": " << f.error.toStdString();
        if (row.opens) {
            EXPECT_TRUE(f.error.isEmpty()) << row.name;
        } else {
            EXPECT_FALSE(f.error.isEmpty()) << row.name;
            EXPECT_TRUE(f.error.contains(QString::fromStdString(row.error_has)))
                << row.name << ": " << f.error.toStdString();
        }
    }
    const ViewerFile torn = load_text_for_viewer(good.substr(0, good.size() - 9));
    EXPECT_TRUE(torn.torn);
    EXPECT_TRUE(torn.unfinished);
    ASSERT_TRUE(torn.replay);
    EXPECT_EQ(torn.replay->events.size(), pot().events.size() - 1);
    const ViewerFile whole = load_text_for_viewer(good);
    EXPECT_FALSE(whole.unfinished);
    EXPECT_FALSE(whole.torn);
    // The last line whole but without its newline: kept.
    const ViewerFile no_newline = load_text_for_viewer(good.substr(0, good.size() - 1));
    ASSERT_TRUE(no_newline.replay);
    EXPECT_EQ(no_newline.replay->events.size(), pot().events.size());
    EXPECT_FALSE(no_newline.torn);
}

// The engine's detail is English; the line above it is in the UI language.
TEST(ReplayViewerLoad, TheProblemIsSaidInChineseBeforeTheEnglishDetail) {
    apply_language(Language::Chinese);
    const ViewerFile f = load_text_for_viewer("\x01\x02garbage\xff\n{{{{\n");
    clear_language();
    ASSERT_FALSE(f.replay);
    const QStringList lines = f.error.split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 2) << f.error.toStdString();
    EXPECT_EQ(lines[0].front().script(), QChar::Script_Han) << f.error.toStdString();
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("第 1 行"))) << f.error.toStdString();
}

TEST(ReplayViewerLoad, FileLevelProblemsAreNamed) {
    QTemporaryDir dir;
    const ViewerFile missing = load_for_viewer(dir.filePath(QStringLiteral("nope.jsonl")));
    EXPECT_FALSE(missing.replay);
    EXPECT_FALSE(missing.error.isEmpty());
    const QString path = dir.filePath(QStringLiteral("pot.jsonl"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(text_of(pot())));
    f.close();
    EXPECT_TRUE(load_for_viewer(path).replay);
    ReplayLimits small;
    small.max_file_bytes = 100;
    const ViewerFile big = load_for_viewer(path, small);
    EXPECT_FALSE(big.replay);
    EXPECT_FALSE(big.error.isEmpty());
}

// An autosave stopped mid-hand opens, and is shown up to where it stops.
TEST(ReplayViewerLoad, UnfinishedPotOpensToWhereItStops) {
    const std::vector<Event>& all = pot().events;
    const std::size_t second_hand = first_of(
        all, [](const Event& e) { return std::holds_alternative<HandStarted>(e); },
        first_of(all, [](const Event& e) { return std::holds_alternative<HandStarted>(e); }) + 1);
    ASSERT_LT(second_hand + 30, all.size());
    Replay part = pot();
    part.events.resize(second_hand + 30);
    const ViewerFile f = load_text_for_viewer(text_of(part));
    ASSERT_TRUE(f.replay) << f.error.toStdString();
    EXPECT_TRUE(f.unfinished);
    ReplayViewer v(*f.replay, QStringLiteral("part"), f.unfinished);
    v.seek(1 << 20);
    EXPECT_EQ(v.feed()->position(), static_cast<int>(second_hand + 30));
    EXPECT_EQ(v.feed()->shown(),
              replay_events(std::span(all).first(second_hand + 30), pot().header.rules));
    EXPECT_TRUE(v.position_text().contains(QStringLiteral("unfinished")));
}

// ReplayFuzz's mutations through the viewer's loader: each one opens or is refused with a
// message of at most two lines; what opens can be sought to its end.
TEST(ReplayViewerLoad, RandomMutationsOpenOrAreRefused) {
    const Replay small = played_pot(11, 1);
    const std::string base = text_of(small);
    Rng rng(77);
    int refused = 0;
    const int rounds = 400;
    for (int round = 0; round < rounds; ++round) {
        std::string text = base;
        const int edits = 1 + static_cast<int>(rng.below(4));
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::uint32_t pos = rng.below(static_cast<std::uint32_t>(text.size()));
            switch (rng.below(6)) {
                case 0:
                    text[pos] = static_cast<char>(rng.below(256));
                    break;
                case 1:
                    text[pos] = "0123456789[]{}\",:-eE.mpsz"[rng.below(25)];
                    break;
                case 2:
                    text.erase(pos, 1 + rng.below(40));
                    break;
                case 3:
                    text.insert(pos,
                                std::string(1 + rng.below(8), static_cast<char>(rng.below(256))));
                    break;
                case 4:
                    text.resize(pos);
                    break;
                case 5: {
                    std::vector<std::string> l = lines_of(text);
                    if (l.empty()) break;
                    const std::size_t from = rng.below(static_cast<std::uint32_t>(l.size()));
                    const std::size_t to = rng.below(static_cast<std::uint32_t>(l.size()));
                    l.insert(l.begin() + static_cast<std::ptrdiff_t>(to), l[from]);
                    text = join(l);
                    break;
                }
            }
        }
        const ViewerFile f = load_text_for_viewer(text);
        if (!f.replay) {
            ++refused;
            EXPECT_FALSE(f.error.isEmpty()) << "round " << round;
            // At most what went wrong, then the line and the engine's detail: nothing of the
            // file's own bytes breaks the message into more lines.
            EXPECT_LE(f.error.count(QLatin1Char('\n')), 1) << "round " << round;
            continue;
        }
        RecordedFeed feed(*f.replay);
        feed.seek(feed.size());
        EXPECT_EQ(feed.shown(), replay_events(feed.log(), f.replay->header.rules))
            << "round " << round;
    }
    EXPECT_GT(refused, rounds / 2);
}

// ---- Seeking ------------------------------------------------------------------------------------

TEST(ReplayViewerSeek, EveryPositionIsTheFoldOfItsFirstEvents) {
    const Replay& r = pot();
    const ReplayCursor cursor(r.header.rules, r.events);
    GameState fold;
    for (std::size_t n = 0; n <= r.events.size(); ++n) {
        ASSERT_EQ(cursor.state_at(n), fold) << "position " << n;
        if (n < r.events.size()) apply_event(fold, r.events[n], r.header.rules);
    }
    // Forward and back, in any order, through the feed: shown() and before() are the folds.
    RecordedFeed feed(r);
    Rng rng(5);
    const auto size = static_cast<std::uint32_t>(r.events.size());
    for (int k = 0; k < 200; ++k) {
        const int n = static_cast<int>(rng.below(size + 1));
        feed.seek(n);
        ASSERT_EQ(feed.position(), n);
        const std::span<const Event> all(r.events);
        ASSERT_EQ(feed.shown(),
                  replay_events(all.first(static_cast<std::size_t>(n)), r.header.rules));
        if (n > 0) {
            ASSERT_EQ(feed.before(),
                      replay_events(all.first(static_cast<std::size_t>(n - 1)), r.header.rules));
        }
        ASSERT_EQ(feed.events().size(), static_cast<std::size_t>(n));
    }
    // One step back and forward.
    feed.seek(100);
    feed.step_back();
    EXPECT_EQ(feed.position(), 99);
    EXPECT_EQ(feed.shown(), replay_events(std::span(r.events).first(99), r.header.rules));
}

TEST(ReplayViewerSeek, SliderAndStepsMoveTheTable) {
    ReplayViewer v(pot(), QStringLiteral("pot"));
    v.set_speed(Speed::Instant);
    v.resize(1280, 900);
    v.show();
    QApplication::processEvents();  // the layout sizes the table
    v.slider()->setValue(120);
    EXPECT_EQ(v.feed()->position(), 120);
    EXPECT_EQ(v.feed()->shown(),
              replay_events(std::span(pot().events).first(120), pot().header.rules));
    v.feed()->step_forward();
    EXPECT_EQ(v.feed()->position(), 121);
    EXPECT_EQ(v.slider()->value(), 121);
    EXPECT_FALSE(v.feed()->playing());
    ASSERT_TRUE(wait_until([&] { return !v.table()->animating(); }));
    QApplication::processEvents();
    EXPECT_EQ(v.feed()->position(), 121);  // a step shows one event, then stops
    v.feed()->step_back();
    EXPECT_EQ(v.slider()->value(), 120);
    EXPECT_TRUE(v.position_text().contains(QStringLiteral("120")));
}

// The latest discard is outlined gold however the position was reached: playing on to it, a
// seek, a step back. (It was kept from the events as they came, so after a seek or a step back
// no pond had it, nor did a resumed pot's table: Resume.TheWindowContinuesThePotItsFileDescribes.)
TEST(ReplayViewerSeek, TheLatestDiscardIsOutlinedHoweverItWasReached) {
    ReplayViewer v(pot(), QStringLiteral("pot"));
    v.resize(1280, 900);
    v.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&v));
    TableWidget& table = *v.table();
    RecordedFeed& feed = *v.feed();
    auto settled = [&] {
        EXPECT_TRUE(testing::settle_paints(table, [&] { return !table.animating(); }));
        return testing::uncached_paint(table);
    };
    // Positions just after a discard, and one event later.
    const std::vector<Event>& log = pot().events;
    std::vector<int> at;
    for (int i = 100; i < static_cast<int>(log.size()) && at.size() < 4; ++i)
        if (std::holds_alternative<Discarded>(log[static_cast<std::size_t>(i)]))
            at.insert(at.end(), {i + 1, i + 2});
    ASSERT_EQ(at.size(), 4u);
    for (const int n : at) {
        feed.seek(n - 1);
        settled();
        feed.step_forward();  // played on to it, animated
        ASSERT_EQ(feed.position(), n);
        const QImage played = settled();
        const std::optional<Seat> latest = table.latest_discard();
        ASSERT_TRUE(latest) << "at " << n;
        feed.seek(0);
        settled();
        feed.seek(n);  // a jump
        EXPECT_EQ(table.latest_discard(), latest) << "at " << n;
        EXPECT_EQ(testing::compare(settled(), played), "") << "a seek to " << n;
        feed.seek(n + 1);
        settled();
        feed.step_back();  // a step back
        EXPECT_EQ(testing::compare(settled(), played), "") << "a step back to " << n;
    }
    // Before a hand's first discard, none.
    ASSERT_TRUE(feed.jump_to_hand(1));
    settled();
    EXPECT_EQ(table.latest_discard(), std::nullopt);
}

// Stepping back, and jumping between one seat's decisions, within a hand: the table redraws in
// part what differs (a seek was once a new feed, a whole redraw and repaint at every key), and
// what it shows equals an uncached paint after every move.
TEST(ReplayViewerSeek, StepsWithinAHandRedrawOnlyWhatDiffers) {
    ReplayViewer v(pot(), QStringLiteral("pot"));
    v.resize(1280, 900);
    v.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&v));
    TableWidget& table = *v.table();
    v.feed()->seek(120);
    // The sync and the paint (a whole redraw, from the first position), done before counting.
    ASSERT_TRUE(testing::settle_paints(table, [&] { return !table.animating(); }));
    const int hand = v.feed()->current_hand();
    const TableWidget::LayerStats before = table.layer_stats();
    testing::PaintWatch watch(table);
    QImage screen = testing::blank_canvas(table);
    double step_paint = 0;  // the largest share of the table one step's repaint covered
    auto check = [&](const char* what, int k) {
        watch.largest = 0;
        ASSERT_TRUE(testing::settle_paints(table, [&] { return !table.animating(); }));
        step_paint = std::max(step_paint, watch.largest);
        // What the window shows, its backing store: a region left out of a repaint keeps the
        // old picture there. (The offscreen platform grabs it at logical size: at a ratio of 1.)
        const bool grab = table.devicePixelRatioF() == 1;
        const QImage shown = grab ? testing::window_image(table) : QImage();
        table.render(&screen, QPoint(), QRegion(table.rect()), QWidget::RenderFlags());
        const QImage fresh = testing::uncached_paint(table);
        const std::string d = testing::compare(screen, fresh);
        EXPECT_TRUE(d.empty()) << what << " " << k << " at " << v.feed()->position() << ": " << d;
        if (grab) {
            const std::string ds = testing::compare(shown, fresh);
            EXPECT_TRUE(ds.empty())
                << what << " " << k << " at " << v.feed()->position() << ", the window: " << ds;
        }
        // (The uncached paint's own whole repaints, not counted.)
        ASSERT_TRUE(testing::settle_paints(table, [] { return true; }));
    };
    for (int k = 0; k < 6; ++k) {
        v.feed()->step_back();
        check("step back", k);
    }
    EXPECT_EQ(table.layer_stats().whole, before.whole) << "a step back redrew the table whole";
    EXPECT_GE(table.layer_stats().partial, before.partial + 6);
    EXPECT_GT(step_paint, 0);
    EXPECT_LT(step_paint, 0.3) << "a step back repainted most of the table";
    // Further: a redraw in part where the items allow it; exact in any case.
    for (int k = 0; k < 4; ++k)
        if (v.feed()->next_decision(seat_from_index(k))) check("next decision of seat", k);
    // A step forward while the last one still slides: it stops where it is, and the next event
    // shows at once (the tile that was moving must not stay drawn where it was).
    int caught = 0;
    for (int k = 0; k < 6 && caught < 3; ++k) {
        v.feed()->step_forward();
        if (!table.animating()) continue;  // (an event shown at once)
        ++caught;
        table.repaint(table.seek_animation(0.5));  // the tile half-way, painted there
        v.feed()->step_forward();
        EXPECT_FALSE(table.animating());
        check("step forward mid-animation", k);
    }
    EXPECT_EQ(caught, 3);
    ASSERT_EQ(v.feed()->current_hand(), hand) << "the moves left the hand: pick another position";
}

// Stepping back from the end of a pot, 150 events over several hands, with the layers kept: each
// step within a hand is a redraw in part. Prints the median and 90th percentile of a step (the
// seek, the layers' redraw and the repaint, as the event loop runs them). HAOLAO_STEP_SIZE=WxH sets
// the table's size (BENCHMARKS.md "2026-12-05 (session 30): a replay's steps").
TEST(ReplayViewerSeek, StepsBackFromTheEndRedrawInPart) {
    ReplayViewer v(played_pot(7, 4), QStringLiteral("pot"));
    QSize size(1600, 1000);
    if (const QByteArray s = qgetenv("HAOLAO_STEP_SIZE"); !s.isEmpty()) {
        const QList<QByteArray> wh = s.split('x');
        ASSERT_EQ(wh.size(), 2) << "HAOLAO_STEP_SIZE=" << s.constData() << ": not WxH";
        size = QSize(wh[0].toInt(), wh[1].toInt());
        ASSERT_FALSE(size.isEmpty()) << "HAOLAO_STEP_SIZE=" << s.constData();
    }
    v.resize(size.width(), size.height() + 50);
    v.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&v));
    v.resize(v.size() + size - v.table()->size());  // the table at `size`, with the controls
    QTest::qWait(50);
    ASSERT_EQ(v.table()->size(), size);
    v.feed()->seek(v.feed()->size());
    // The first paints (whole) done before counting, and the layer below warmed.
    ASSERT_TRUE(testing::settle_paints(*v.table(), [&] { return !v.table()->animating(); }));
    QTest::qWait(200);
    const int whole = v.table()->layer_stats().whole;
    const int hand = v.feed()->current_hand();
    std::vector<double> ms;
    for (int k = 0; k < 150; ++k) {
        QElapsedTimer t;
        t.start();
        v.feed()->step_back();
        QApplication::sendPostedEvents();
        QApplication::processEvents();  // the queued sync, then the paint it asked for
        ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    // (A step back over a hand's start changes most of the table: redrawn whole, by the share.)
    const int starts = hand - v.feed()->current_hand();
    ASSERT_GE(starts, 1);
    EXPECT_LE(v.table()->layer_stats().whole, whole + starts)
        << "a step within a hand redrew whole";
    std::sort(ms.begin(), ms.end());
    std::printf("[ step ] %dx%d, 150 steps back: median %.2f ms, p90 %.2f ms\n", v.table()->width(),
                v.table()->height(), ms[75], ms[135]);
}

// Seeking in a pot of at least 2,000 events: the feed's seek (the fold from a snapshot) well
// under 50 ms, and with the table's redraw too. Prints the medians (BENCHMARKS.md "Replay viewer").
TEST(ReplayViewerSeek, SeekingInA2000EventPotIsFast) {
    Replay big;
    for (int hands = 16; big.events.size() < 2000; hands += 16) big = played_pot(3, hands);
    ReplayViewer v(big, QStringLiteral("big"));
    v.set_speed(Speed::Instant);
    v.resize(1600, 1000);
    v.show();
    QApplication::processEvents();
    Rng rng(9);
    std::vector<double> seek_ms;
    std::vector<double> redraw_ms;
    for (int k = 0; k < 100; ++k) {
        const int n =
            static_cast<int>(rng.below(static_cast<std::uint32_t>(big.events.size() + 1)));
        QElapsedTimer t;
        t.start();
        v.feed()->seek(n);
        seek_ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        v.table()->repaint();
        redraw_ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::sort(seek_ms.begin(), seek_ms.end());
    std::sort(redraw_ms.begin(), redraw_ms.end());
    std::printf(
        "[ seek ] %zu events: seek median %.3f ms (max %.3f), seek + repaint median %.1f ms "
        "(max %.1f)\n",
        big.events.size(), seek_ms[50], seek_ms.back(), redraw_ms[50], redraw_ms.back());
    EXPECT_LT(seek_ms[50], 50.0);
    EXPECT_LT(seek_ms[90], 50.0);
}

// ---- Decisions and hands ------------------------------------------------------------------------

TEST(ReplayViewerJumps, DecisionSteppingLandsOnTheChosenSeatsDecisions) {
    const Replay& r = pot();
    for (Seat seat : {Seat::East, Seat::South, Seat::West, Seat::North}) {
        ReplayViewer v(r, QStringLiteral("pot"));
        v.set_decision_seat(seat);
        std::vector<int> want;
        for (std::size_t i = 0; i < r.events.size(); ++i)
            if (ReplayCursor::is_decision(r.events[i], seat)) want.push_back(static_cast<int>(i));
        ASSERT_FALSE(want.empty());
        std::vector<int> got;
        while (v.feed()->next_decision(seat)) got.push_back(v.feed()->position());
        // From 0, a decision at event 0 would be skipped; there is none (the pot starts first).
        EXPECT_EQ(got, want);
        for (int p : got) {
            const Event& e = r.events[static_cast<std::size_t>(p)];
            EXPECT_TRUE(ReplayCursor::is_decision(e, seat));
            const bool auto_discard =
                std::holds_alternative<Discarded>(e) && std::get<Discarded>(e).automatic;
            EXPECT_FALSE(auto_discard);
        }
        std::vector<int> back;
        while (v.feed()->prev_decision(seat)) back.push_back(v.feed()->position());
        std::reverse(back.begin(), back.end());
        want.pop_back();  // starting on the last one, the previous ones
        EXPECT_EQ(back, want);
    }
}

TEST(ReplayViewerJumps, HandJumpsLandOnHandStarts) {
    const Replay& r = pot();
    ReplayViewer v(r, QStringLiteral("pot"));
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < r.events.size(); ++i)
        if (std::holds_alternative<HandStarted>(r.events[i])) starts.push_back(i);
    ASSERT_EQ(v.feed()->hand_count(), static_cast<int>(starts.size()));
    ASSERT_GE(starts.size(), 3u);
    for (int h = static_cast<int>(starts.size()) - 1; h >= 0; --h) {
        ASSERT_TRUE(v.feed()->jump_to_hand(h));
        EXPECT_EQ(v.feed()->position(), static_cast<int>(starts[static_cast<std::size_t>(h)]) + 1);
        EXPECT_TRUE(std::holds_alternative<HandStarted>(*v.feed()->last_event()));
        EXPECT_EQ(v.feed()->current_hand(), h);
    }
    EXPECT_FALSE(v.feed()->jump_to_hand(static_cast<int>(starts.size())));
}

// The hand box names the hand shown, and before the first event the first hand (it was blank).
TEST(ReplayViewerJumps, TheHandBoxNamesTheHandFromTheStart) {
    ReplayViewer v(pot(), QStringLiteral("pot"));
    auto* box = v.findChild<QComboBox*>(QStringLiteral("hand"));
    ASSERT_NE(box, nullptr);
    v.seek(0);
    EXPECT_EQ(box->currentText(), ReplayViewer::tr("Hand %1").arg(1));
    ASSERT_TRUE(v.feed()->jump_to_hand(2));
    EXPECT_EQ(box->currentText(), ReplayViewer::tr("Hand %1").arg(3));
    v.seek(0);
    EXPECT_EQ(box->currentIndex(), 0);
}

// The decision chooser names each seat by its wind and its player; an unnamed seat (the game's AI
// seats, selfplay files) once: "East", not "East (East)" (东家（东家）in Chinese).
TEST(ReplayViewerJumps, TheSeatChooserNamesAnUnnamedSeatOnce) {
    Replay r = pot();
    r.header.seats[0].name = "Ada";
    r.header.seats[1].name = "";
    r.header.seats[2].name = "  ";
    for (const bool chinese : {false, true}) {
        if (chinese)
            apply_language(Language::Chinese);
        else
            clear_language();
        ReplayViewer v(r, QStringLiteral("pot"));
        auto* box = v.findChild<QComboBox*>(QStringLiteral("decision_seat"));
        ASSERT_NE(box, nullptr);
        ASSERT_EQ(box->count(), 4);
        EXPECT_EQ(box->itemText(0),
                  ReplayViewer::tr("%1 (%2)").arg(wind_name(Seat::East), QStringLiteral("Ada")));
        EXPECT_EQ(box->itemText(1), wind_name(Seat::South));
        EXPECT_EQ(box->itemText(2), wind_name(Seat::West));
        EXPECT_EQ(box->itemText(3),
                  ReplayViewer::tr("%1 (%2)").arg(wind_name(Seat::North), QStringLiteral("Bot 3")));
    }
    clear_language();
}

// ---- Views --------------------------------------------------------------------------------------

TEST(ReplayViewerView, OneSeatsViewHidesTheOthersTiles) {
    const Replay& r = pot();
    ReplayViewer v(r, QStringLiteral("pot"));
    v.set_speed(Speed::Instant);
    v.resize(1280, 900);
    v.show();
    QApplication::processEvents();  // the layout sizes the table
    // Mid-hand: some discards after the deal.
    const std::size_t dealt =
        first_of(r.events, [](const Event& e) { return std::holds_alternative<Dealt>(e); });
    v.seek(static_cast<int>(dealt) + 12);
    ASSERT_EQ(v.feed()->shown().phase == Phase::HandOver, false);
    auto count_up = [&] {
        v.table()->repaint();
        std::array<int, 4> up{};
        std::array<int, 4> down{};
        for (const auto& t : v.table()->drawn_tiles())
            if (t.place == TableWidget::TilePlace::Hand && t.seat)
                ++(t.face ? up : down)[static_cast<std::size_t>(index(*t.seat))];
        return std::pair(up, down);
    };
    auto [up, down] = count_up();
    for (int s = 0; s < 4; ++s) {
        const auto held =
            v.feed()->shown().seats[static_cast<std::size_t>(s)].hand.concealed_count();
        EXPECT_EQ(up[static_cast<std::size_t>(s)], held) << "all face up, seat " << s;
    }
    v.set_view(Seat::West);
    EXPECT_EQ(v.table()->screen_side(Seat::West), 0);  // the seat viewed sits at the bottom
    std::tie(up, down) = count_up();
    for (int s = 0; s < 4; ++s) {
        const auto held =
            v.feed()->shown().seats[static_cast<std::size_t>(s)].hand.concealed_count();
        if (s == index(Seat::West)) {
            EXPECT_EQ(up[static_cast<std::size_t>(s)], held);
        } else {
            EXPECT_EQ(up[static_cast<std::size_t>(s)], 0) << "seat " << s << " shown to West";
            EXPECT_EQ(down[static_cast<std::size_t>(s)], held);
        }
    }
    v.set_view(std::nullopt);
    std::tie(up, down) = count_up();
    for (int s = 0; s < 4; ++s) EXPECT_EQ(down[static_cast<std::size_t>(s)], 0);
}

// ---- Play ---------------------------------------------------------------------------------------

TEST(ReplayViewerPlay, TheEndOfHandDialogAppearsDuringPlay) {
    const Replay& r = pot();
    ReplayViewer v(r, QStringLiteral("pot"));
    v.set_speed(Speed::Instant);
    v.resize(1280, 900);
    v.show();
    QApplication::processEvents();  // the layout sizes the table
    const std::size_t end =
        first_of(r.events, [](const Event& e) { return std::holds_alternative<HandEnded>(e); });
    ASSERT_LT(end, r.events.size());
    v.seek(static_cast<int>(end) - 5);
    v.feed()->play();
    ASSERT_TRUE(wait_until([&] { return v.hand_dialog() && v.hand_dialog()->isVisible(); }));
    EXPECT_EQ(v.feed()->position(), static_cast<int>(end) + 1);
    EXPECT_TRUE(v.feed()->hand_over_pending());
    const HandResult want = last_hand_of(std::span(r.events).first(end + 1), r.header.rules);
    for (int s = 0; s < 4; ++s) {
        auto* delta = v.hand_dialog()->findChild<QLabel*>(QStringLiteral("delta_%1").arg(s));
        ASSERT_NE(delta, nullptr);
        EXPECT_EQ(delta->text().toInt(), want.deltas[static_cast<std::size_t>(s)]);
    }
    // Another view keeps it (and the pot waiting for it); closing it plays on into the next hand.
    v.set_view(Seat::North);
    ASSERT_NE(v.hand_dialog(), nullptr);
    EXPECT_TRUE(v.feed()->hand_over_pending());
    v.hand_dialog()->accept();
    ASSERT_TRUE(wait_until([&] { return v.feed()->position() > static_cast<int>(end) + 3; }));
    EXPECT_EQ(v.feed()->current_hand(), 1);
    v.feed()->pause();
    // Seeking away closes an open dialog.
    v.seek(static_cast<int>(end) + 1);
    EXPECT_EQ(v.hand_dialog(), nullptr);
}

// ---- Opening files ------------------------------------------------------------------------------

// The pots the window records itself (DATA/pots/, docs/SAVES.md) open, mid-hand too.
TEST(ReplayViewerOpen, APotTheGameIsRecordingOpensUpToWhereItStops) {
    QTemporaryDir dir;
    GameOptions o = testing::quiet_options({"baseline", "baseline", "baseline", "baseline"}, 4);
    o.data_dir = dir.path();
    MainWindow w(o);
    w.show();
    w.start();
    ASSERT_NE(w.recorder(), nullptr);
    ASSERT_TRUE(wait_until([&] { return w.controller()->shown_count() >= 40; }));
    const QString path = w.recorder()->path();
    EXPECT_TRUE(path.startsWith(pots_dir(dir.path())));
    const ViewerFile f = load_for_viewer(path);
    ASSERT_TRUE(f.replay) << f.error.toStdString();
    EXPECT_TRUE(f.unfinished);
    EXPECT_GE(f.replay->events.size(), 40u);
    ReplayViewer* v = w.open_replay(path);
    ASSERT_NE(v, nullptr);
    v->seek(v->feed()->size());
    EXPECT_EQ(v->feed()->shown(), replay_events(f.replay->events, f.replay->header.rules));
    v->close();
}

// Files written by `haolao-cli selfplay --replays DIR` (one hand each) open.
TEST(ReplayViewerOpen, SelfplayReplayFilesOpen) {
    QTemporaryDir dir;
    QProcess cli;
    cli.start(
        QStringLiteral(HAOLAO_CLI_PATH),
        {QStringLiteral("selfplay"), QStringLiteral("--rules"), QStringLiteral("hefei-classic"),
         QStringLiteral("--hands"), QStringLiteral("3"), QStringLiteral("--seed"),
         QStringLiteral("3"), QStringLiteral("--replays"), dir.path()});
    ASSERT_TRUE(cli.waitForFinished(60000));
    ASSERT_EQ(cli.exitCode(), 0);
    const QStringList files =
        QDir(dir.path()).entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    ASSERT_EQ(files.size(), 3);
    for (const QString& name : files) {
        const ViewerFile f = load_for_viewer(dir.filePath(name));
        ASSERT_TRUE(f.replay) << name.toStdString() << ": " << f.error.toStdString();
        RecordedFeed feed(*f.replay);
        EXPECT_EQ(feed.hand_count(), 1);
    }
}

// A .jsonl file dropped on the game window opens in a viewer; another file does not.
TEST(ReplayViewerOpen, DroppingAReplayOnTheWindowOpensIt) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pot.jsonl"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(text_of(pot())));
    f.close();
    MainWindow w(testing::quiet_options({"baseline", "baseline", "baseline", "baseline"}, 4));
    w.show();
    auto viewers = [&] { return w.findChildren<ReplayViewer*>().size(); };
    auto drop = [&](const QString& file) {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(file)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QDropEvent dropped(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &dropped);
        return enter.isAccepted();
    };
    EXPECT_FALSE(drop(dir.filePath(QStringLiteral("notes.txt"))));
    EXPECT_EQ(viewers(), 0);
    EXPECT_TRUE(drop(path));
    ASSERT_EQ(viewers(), 1);
    ReplayViewer* v = w.findChildren<ReplayViewer*>().front();
    EXPECT_TRUE(v->isWindow());
    EXPECT_EQ(v->feed()->size(), static_cast<int>(pot().events.size()));
    // The File menu holds the two ways in.
    QStringList texts;
    for (QAction* a : w.menuBar()->actions().value(0)->menu()->actions()) texts << a->text();
    EXPECT_TRUE(texts.contains(QStringLiteral("&Open replay…")));
    EXPECT_TRUE(texts.contains(QStringLiteral("Open &recorded pot…")));
}

// Help → Keyboard shortcuts (ui/keyshelp.h) lists exactly the keys the viewer takes: a key added
// to the viewer, or one dropped, without the page would fail here.
TEST(ReplayViewerKeys, TheKeysHelpListsExactlyTheViewersKeys) {
    ReplayViewer v(pot(), QStringLiteral("pot"));
    QStringList taken;
    for (const QAction* a : v.actions())
        for (const QKeySequence& k : a->shortcuts()) taken << k.toString();
    QStringList listed;
    for (const KeyRow& r : replay_keys())
        for (const QKeySequence& k : r.keys) listed << k.toString();
    taken.sort();
    listed.sort();
    EXPECT_EQ(taken, listed);
}

// The keys drive the viewer.
TEST(ReplayViewerKeys, ShortcutsStepJumpAndSwitchTheView) {
    ReplayViewer v(pot(), QStringLiteral("pot"));
    v.set_speed(Speed::Instant);
    v.resize(1280, 900);
    v.show();
    QApplication::setActiveWindow(&v);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&v));
    v.seek(50);
    QTest::keyClick(&v, Qt::Key_Left);
    EXPECT_EQ(v.feed()->position(), 49);
    QTest::keyClick(&v, Qt::Key_Right);
    EXPECT_EQ(v.feed()->position(), 50);
    const int hand = v.feed()->current_hand();
    QTest::keyClick(&v, Qt::Key_PageDown);
    EXPECT_EQ(v.feed()->current_hand(), hand + 1);
    EXPECT_TRUE(std::holds_alternative<HandStarted>(*v.feed()->last_event()));
    QTest::keyClick(&v, Qt::Key_PageUp);  // at a hand's start: the hand before
    EXPECT_EQ(v.feed()->current_hand(), hand);
    QTest::keyClick(&v, Qt::Key_2);
    EXPECT_EQ(v.decision_seat(), Seat::South);
    QTest::keyClick(&v, Qt::Key_Right, Qt::ShiftModifier);
    EXPECT_TRUE(ReplayCursor::is_decision(
        pot().events[static_cast<std::size_t>(v.feed()->position())], Seat::South));
    QTest::keyClick(&v, Qt::Key_V);
    EXPECT_EQ(v.feed()->view(), std::optional<Seat>(Seat::East));
    QTest::keyClick(&v, Qt::Key_End);
    EXPECT_TRUE(v.feed()->finished());
    QTest::keyClick(&v, Qt::Key_Home);
    EXPECT_EQ(v.feed()->position(), 0);
    QTest::keyClick(&v, Qt::Key_Space);
    EXPECT_TRUE(v.feed()->playing());
    QTest::keyClick(&v, Qt::Key_Space);
    EXPECT_FALSE(v.feed()->playing());
}

}  // namespace
}  // namespace haolao::ui
