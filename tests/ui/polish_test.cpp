// SPDX-License-Identifier: GPL-3.0-or-later
// Table polish (docs/UI.md "Fitting at every size"): action buttons and panel badges fit their
// rects at every window size in both languages; a payment's breakdown adds up in reading order;
// the centre names the coming hand during the roll and at a new pot; banners say "You win" for
// the single human and name hot-seat players; AI panels show their level; pond tiles stay
// readable in a 1024 × 640 window and clear of each other and of the wall.
#include <gtest/gtest.h>

#include <QApplication>
#include <QFontMetricsF>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <algorithm>

#include "gamecontroller.h"
#include "haolao/scoring.h"
#include "i18n.h"
#include "mainwindow.h"
#include "names.h"
#include "pot_steps.h"
#include "recordedfeed.h"
#include "resultdialogs.h"
#include "table_layout.h"
#include "table_test_util.h"
#include "tablewidget.h"
#include "tilerenderer.h"
#include "uncached_paint.h"

namespace haolao::ui {
namespace {

using testing::wait_until;

struct Size {
    int w, h;
};
struct FitCase {
    Size size;
    Language language;
};

std::string name_of(const FitCase& c) {
    return std::to_string(c.size.w) + "x" + std::to_string(c.size.h) +
           (c.language == Language::Chinese ? "_zh" : "_en");
}

class Fit : public ::testing::TestWithParam<FitCase> {
  protected:
    void SetUp() override { apply_language(GetParam().language); }
    void TearDown() override {
        clear_language();
        QCoreApplication::processEvents();
    }
};

// A label's text width within its button, as Qt draws it (border 2-3 px and padding 8 px a side).
void expect_fits(const QPushButton* b) {
    const QFontMetricsF fm(b->font());
    EXPECT_LE(fm.horizontalAdvance(b->text()), b->width() - 22)
        << b->objectName().toStdString() << " \"" << b->text().toStdString() << "\" in "
        << b->width() << " px at font " << b->font().pixelSize() << " px";
    EXPECT_GE(b->font().pixelSize(), 9) << b->objectName().toStdString();
}

TEST_P(Fit, ButtonsAndBadgesFitAtEverySize) {
    const FitCase& fc = GetParam();
    GameController c(ruleset_by_id("hefei-ting"), 1, {"human", "baseline", "baseline", "baseline"});
    TableWidget t(&c, Speed::Instant);
    t.resize(fc.size.w, fc.size.h);
    t.show();
    c.start();
    ASSERT_TRUE(wait_until([&] { return c.awaiting_human(); }));
    const qreal s = std::min(fc.size.w / layout::kW, fc.size.h / layout::kH);
    // Every action button's label, at this size, laid out as layout_buttons lays them.
    for (QPushButton* b : {t.win_button(), t.kong_button(), t.declare_button(), t.pass_button()}) {
        b->show();
        const QSize px = QRectF(0, 0, layout::kButton.width() * s, layout::kButton.height() * s)
                             .toAlignedRect()
                             .size();
        const QFont f = TableWidget::fitted_button_font(b->text(), px, 20 * s);
        EXPECT_LE(QFontMetricsF(f).horizontalAdvance(b->text()), px.width() - 22)
            << b->text().toStdString();
        b->hide();
    }
    // The buttons actually shown (托管 always; the decision's own).
    expect_fits(t.autoplay_button());
    for (QPushButton* b : {t.win_button(), t.kong_button(), t.declare_button(), t.pass_button()})
        if (b->isVisible()) expect_fits(b);

    // Badges: the worst case (dealer, declared, won, 托管) fits the panel's text room…
    const QStringList worst = {TableWidget::tr("Dealer ×%1").arg(12), TableWidget::tr("Ready"),
                               TableWidget::tr("Won"), TableWidget::tr("Auto")};
    const qreal room = layout::kPanel[0].width() - layout::kPanelTextLeft - layout::kPanelTextRight;
    const TableWidget::BadgeFit fit = TableWidget::fit_badges(worst, room);
    EXPECT_LE(fit.width, room);
    EXPECT_GE(fit.px, 11) << "badges shrunk below a readable size";
    // …and those painted lie inside their panels (托管 on the human's, the dealer's).
    c.set_autoplay(Seat::East, true);
    t.grab();
    int badges = 0;
    for (int i = 0; i < 4; ++i) {
        const Seat seat = seat_from_index(i);
        const QRectF panel = t.panel_rect(seat).adjusted(-0.5, -0.5, 0.5, 0.5);
        for (const QRectF& b : t.badge_rects(seat)) {
            ++badges;
            EXPECT_TRUE(panel.contains(b)) << "seat " << i << " badge past its panel";
        }
    }
    EXPECT_GE(badges, 2);
    c.set_autoplay(Seat::East, false);
}

INSTANTIATE_TEST_SUITE_P(Sizes, Fit,
                         ::testing::Values(FitCase{{1024, 640}, Language::English},
                                           FitCase{{1024, 640}, Language::Chinese},
                                           FitCase{{1920, 1080}, Language::English},
                                           FitCase{{1920, 1080}, Language::Chinese},
                                           FitCase{{3200, 2000}, Language::English},
                                           FitCase{{3200, 2000}, Language::Chinese}),
                         [](const auto& info) { return name_of(info.param); });

// ---- The hand breakdown adds up in reading order -------------------------------------------

struct BreakdownRow {
    const char* name;
    const char* preset;
    const char* hand;
    const char* kongs;
    const char* win;
    bool self_draw;
    char winner, dealer, discarder;
    int streak;
    unsigned situations;
    bool declaring;
    char payer;
    const char* figures;  // the figure column top to bottom, "|"-separated
};

std::ostream& operator<<(std::ostream& os, const BreakdownRow& r) {
    return os << r.name;
}

Seat seat_of(char c) {
    return *parse_seat(std::string(1, c));
}

const BreakdownRow kBreakdownRows[] = {
    // Earthly ×3 then the dealer bonus read 10, 1, 1, ×3, 1 = 39 before: the bonus is inside
    // the multiplied total (RULES.md §2.3), so it comes first and a subtotal precedes ×3.
    {"classic_earthly", "hefei-classic", "234m 567m 88m 345p 78s", "", "6s", false, 'S', 'E', 'E',
     1, kEarthly, false, 'E', "10|+1|+1|+1|13|×3 = 39"},
    // hefei-ting: 庄分 after 豪华七对's ×3.
    {"ting_luxury", "hefei-ting", "2222m 3333m 55m 66m 7s", "", "7s", true, 'W', 'W', '-', 2, 0,
     true, 'S', "12|+4|+1|+5|22|×3 = 66|+4"},
    // hefei-bianfeng: 清一色 and 庄分 after 杠开's ×2.
    {"bianfeng_bloom", "hefei-bianfeng", "234m 678m 777m 3m", "5555m", "3m", true, 'N', 'N', '-', 1,
     kKongBloom, false, 'E', "10|+7|+2|+2|+4|+1|26|×2 = 52|+30|+2"},
};

// The row's win as the end-of-hand dialog gets it (the hand over, the win the only event of note).
std::vector<Event> one_win(const BreakdownRow& row) {
    const Ruleset& rules = ruleset_by_id(row.preset);
    const TileSet any = TileSet::handan();
    Hand hand;
    hand.concealed = to_counts(parse_tiles(row.hand, any, 8));
    const TileCounts kongs = to_counts(parse_tiles(row.kongs, any, 8));
    for (int c = 0; c < kNumTileKinds; ++c)
        for (int k = 0; k < kongs[c] / 4; ++k) hand.kongs[hand.kong_count++] = Tile::from_code(c);
    const Tile win = parse_tile(row.win, any);
    const WinContext ctx =
        row.self_draw ? WinContext::self_draw(hand, win, seat_of(row.winner), seat_of(row.dealer),
                                              row.streak, row.situations, row.declaring)
                      : WinContext::on_discard(hand, win, seat_of(row.winner),
                                               seat_of(row.discarder), seat_of(row.dealer),
                                               row.streak, row.situations, row.declaring);
    const WinResult res = score_win(ctx, rules);
    Won w;
    w.winner = seat_of(row.winner);
    w.tile = win;
    w.by = row.self_draw ? WinBy::SelfDraw : WinBy::Discard;
    if (!row.self_draw) w.discarder = seat_of(row.discarder);
    w.situations = static_cast<std::uint8_t>(row.situations);
    w.deltas = res.deltas;
    w.hand = hand;
    w.payments = res.payments;
    return {HandStarted{}, w, HandEnded{}};
}

class Breakdown : public ::testing::TestWithParam<BreakdownRow> {};

TEST_P(Breakdown, AddsUpInReadingOrder) {
    const BreakdownRow& row = GetParam();
    const Ruleset& rules = ruleset_by_id(row.preset);
    const std::vector<Event> events = one_win(row);
    const Won& won = std::get<Won>(events[1]);
    ASSERT_FALSE(won.payments.empty()) << "not a win";
    for (const Payment& p : won.payments) {
        if (p.payer != seat_of(row.payer)) continue;
        QStringList figures;
        int running = 0;
        for (const BreakdownLine& l : breakdown_lines(p, rules)) {
            figures << l.figure;
            // Read in order: a plain number starts or restates the running total, "+n" adds,
            // "×n = t" multiplies and says the result.
            if (l.figure.startsWith(QChar(0xd7))) {
                const QStringList parts = l.figure.mid(1).split(QStringLiteral(" = "));
                running *= parts[0].toInt();
                EXPECT_EQ(running, parts[1].toInt()) << l.figure.toStdString();
            } else if (l.figure.startsWith('+') || l.figure.startsWith('-')) {
                running += l.figure.toInt();
            } else {
                if (l.subtotal) {
                    EXPECT_EQ(running, l.figure.toInt()) << "subtotal";
                }
                running = l.figure.toInt();
            }
            EXPECT_EQ(l.subtotal, l.term.isEmpty());
        }
        EXPECT_EQ(figures.join('|').toStdString(), row.figures);
        EXPECT_EQ(running, p.points);
    }
}

INSTANTIATE_TEST_SUITE_P(Hefei, Breakdown, ::testing::ValuesIn(kBreakdownRows),
                         [](const auto& info) { return std::string(info.param.name); });

// A finished hand with one win, for a look at the dialog (HAOLAO_SCREENSHOT_DIR): the rows'
// classic earthly ron, the dealer East paying.
class OneWinFeed : public TableFeed {
  public:
    OneWinFeed(const Ruleset& rules, std::vector<Event> events)
        : rules_(rules), events_(std::move(events)) {
        state_.phase = Phase::HandOver;
        state_.hands_played = 1;
    }
    const Ruleset& rules() const override { return rules_; }
    std::span<const Event> events() const override { return events_; }
    const GameState& shown() const override { return state_; }
    const GameState& before() const override { return state_; }
    void event_done() override {}
    void next_hand() override {}
    Seat viewer() const override { return Seat::East; }
    bool face_up(Seat) const override { return true; }
    QString seat_name(Seat s) const override { return wind_name(s); }

  private:
    const Ruleset& rules_;
    std::vector<Event> events_;
    GameState state_;
};

// The end-of-hand dialog is as tall as its content within the window: in a 1440 × 900 window no
// row's breakdown scrolls unless it needs more than the window. A fixed 700 px cap scrolled a
// self-drawn win's three payers by a few dozen pixels with room to spare.
TEST_P(Breakdown, TheResultDialogScrollsOnlyWhenTheWindowIsFull) {
    const BreakdownRow& row = GetParam();
    const Ruleset& rules = ruleset_by_id(row.preset);
    OneWinFeed feed(rules, one_win(row));
    QWidget window;
    window.resize(1440, 900);
    TileRenderer tiles;
    HandResultDialog d(feed, tiles, &window);
    d.show();
    QCoreApplication::processEvents();
    const auto* scroll = d.findChild<QScrollArea*>();
    ASSERT_NE(scroll, nullptr);
    if (d.height() < window.height() - 30) {
        EXPECT_EQ(scroll->verticalScrollBar()->maximum(), 0) << d.height();
    }
}

TEST(Breakdown, Screenshot) {
    const QString dir = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR");
    if (dir.isEmpty()) GTEST_SKIP() << "set HAOLAO_SCREENSHOT_DIR to save the dialog";
    const BreakdownRow& row = kBreakdownRows[0];
    const Ruleset& rules = ruleset_by_id(row.preset);
    OneWinFeed feed(rules, one_win(row));
    TileRenderer tiles;
    HandResultDialog d(feed, tiles);
    d.resize(760, 900);
    d.show();
    QCoreApplication::processEvents();
    EXPECT_TRUE(d.grab().save(dir + QStringLiteral("/breakdown.png")));
}

// ---- The centre's hand number ----------------------------------------------------------------

TEST(CentreHandNumber, TheComingHandDuringTheRollAndAtANewPot) {
    Game g(ruleset_by_id("hefei-classic"), 9);
    g.start_pot();
    GameState st = replay_events(g.events(), g.rules());
    EXPECT_EQ(TableWidget::hand_number(st), 1) << "a new pot names hand 1, not 0";
    for (int hand = 1; hand <= 2; ++hand) {
        const std::size_t from = g.events().size();
        g.start_hand();
        // Every state of the hand: the hand being started, rolled, dealt and played.
        auto play_out = [&] {
            while (g.hand_running()) {
                const SeatMask m = g.to_act();
                for (int i = 0; i < 4; ++i) {
                    const Seat s = seat_from_index(i);
                    if (!m.has(s)) continue;
                    const ActionList acts = g.legal_actions(s);
                    ASSERT_FALSE(acts.empty());
                    ASSERT_EQ(g.act(s, acts[acts.size() - 1]), ActionError::Ok);
                    break;
                }
            }
        };
        play_out();
        const auto& ev = g.events();
        for (std::size_t n = from + 1; n <= ev.size(); ++n) {
            st = replay_events(std::span<const Event>(ev.data(), n), g.rules());
            const bool over = std::holds_alternative<HandEnded>(ev[n - 1]) ||
                              std::holds_alternative<PotEnded>(ev[n - 1]);
            EXPECT_EQ(TableWidget::hand_number(st), hand)
                << "hand " << hand << ", after event " << n << (over ? " (hand over)" : "");
        }
    }
}

// Between hands the state holds the next hand's dealer, streak and round (HandEnded moved them),
// while the table still shows the hand just over: its dealer badge, the centre's red wind and
// its round are that hand's until the next HandStarted, as the end-of-hand dialog's rows say.
TEST(CentreHandNumber, TheDealerBadgeAndRoundStayTheHandJustOversUntilTheNext) {
    const Ruleset rules = ruleset_by_id("hefei-classic");
    const std::vector<Event> log = testing::baseline_hands(rules, 4, 24);
    int draws = 0, passes = 0, round_turns = 0, hands = 0;
    GameState during;  // the hand's own dealer, streak and round (as its HandStarted set them)
    for (std::size_t n = 1; n <= log.size(); ++n) {
        const std::span<const Event> shown(log.data(), n);
        const GameState st = replay_events(shown, rules);
        if (std::holds_alternative<HandStarted>(log[n - 1])) {
            during = st;
            ++hands;
        }
        if (hands == 0) continue;
        if (std::holds_alternative<HandEnded>(log[n - 1])) {
            draws += st.drawn;
            passes += st.dealer != during.dealer;
            round_turns += st.rounds_done != during.rounds_done;
        }
        const TableWidget::HandOnTable on = TableWidget::hand_on_table(st, shown);
        EXPECT_EQ(on.dealer, during.dealer) << "hand " << hands << ", after event " << n;
        EXPECT_EQ(on.streak, during.streak) << "hand " << hands << ", after event " << n;
        EXPECT_EQ(on.rounds_done, during.rounds_done) << "hand " << hands << ", event " << n;
    }
    // The pot had what the test is about: the deal kept after a draw, passed, and a new round.
    EXPECT_GT(draws, 0);
    EXPECT_GE(passes, 4);
    EXPECT_GT(round_turns, 0);

    // Painted: the badge on the finished hand's dealer, with that hand's streak.
    RecordedFeed feed(rules, log);
    TableWidget table(&feed, Speed::Instant);
    table.resize(1280, 800);
    int checked = 0;
    for (std::size_t n = 1; n < log.size(); ++n) {
        if (!std::holds_alternative<HandEnded>(log[n])) continue;
        const GameState before = replay_events(std::span<const Event>(log.data(), n), rules);
        feed.seek(static_cast<int>(n) + 1);
        (void)table.grab();
        const auto& texts = table.drawn_texts();
        EXPECT_EQ(std::count(texts.begin(), texts.end(),
                             TableWidget::tr("Dealer ×%1").arg(before.streak)),
                  1)
            << "after the HandEnded at " << n;
        if (feed.shown().streak != before.streak) {
            EXPECT_EQ(std::count(texts.begin(), texts.end(),
                                 TableWidget::tr("Dealer ×%1").arg(feed.shown().streak)),
                      0)
                << "the next hand's streak, after the HandEnded at " << n;
        }
        ++checked;
    }
    EXPECT_GT(checked, 4);
}

// ---- Names: "You win", hot-seat players, AI levels -------------------------------------------

Won won(Seat winner, WinBy by, Seat discarder = Seat::East) {
    Won w;
    w.winner = winner;
    w.by = by;
    w.discarder = discarder;
    w.tile = parse_tile("5m", TileSet::hefei());
    return w;
}

TEST(Names, BannerSaysYouForTheSingleHuman) {
    MainWindow w(testing::quiet_options({"human", "baseline", "baseline", "baseline"}, 3));
    TableWidget* t = w.table();
    EXPECT_EQ(t->win_line(won(Seat::East, WinBy::SelfDraw)).toStdString(),
              "You win by self-draw on 5m");
    EXPECT_EQ(t->win_line(won(Seat::East, WinBy::Discard, Seat::West)).toStdString(),
              "You win on West's 5m");
    EXPECT_EQ(t->win_line(won(Seat::South, WinBy::Discard, Seat::East)).toStdString(),
              "South wins on your 5m");
    EXPECT_EQ(t->win_line(won(Seat::North, WinBy::Discard, Seat::West)).toStdString(),
              "North wins on West's 5m");
    EXPECT_EQ(t->win_line(won(Seat::West, WinBy::SelfDraw)).toStdString(),
              "West wins by self-draw on 5m");
}

TEST(Names, HotSeatBannersNameThePlayers) {
    MainWindow w(testing::quiet_options({"human", "baseline", "human", "baseline"}, 3));
    w.controller()->set_seat_names({"Alice", "South", "Bob", "North"});
    TableWidget* t = w.table();
    EXPECT_EQ(t->win_line(won(Seat::East, WinBy::SelfDraw)).toStdString(),
              "Alice wins by self-draw on 5m");
    EXPECT_EQ(t->win_line(won(Seat::West, WinBy::Discard, Seat::East)).toStdString(),
              "Bob wins on Alice's 5m");
    EXPECT_EQ(t->win_line(won(Seat::South, WinBy::Discard, Seat::West)).toStdString(),
              "South wins on Bob's 5m");
    // Default names from the settings ("You", "Player 2"): the first human is Player 1.
    w.controller()->set_seat_names({"You", "South", "Player 2", "North"});
    EXPECT_EQ(t->win_line(won(Seat::East, WinBy::SelfDraw)).toStdString(),
              "Player 1 wins by self-draw on 5m");
}

// At the reveal the viewer's panel gives its name, not "You"; the banners went on comparing
// names with that label and called the viewer "Player 1" in place of their name.
TEST(Names, HotSeatBannersNameTheViewerAtTheReveal) {
    MainWindow w(testing::quiet_options({"human", "baseline", "human", "baseline"}, 3));
    GameController* c = w.controller();
    c->set_seat_names({"Alice", "South", "Bob", "North"});
    c->set_autoplay(Seat::East, true);
    c->set_autoplay(Seat::West, true);
    w.show();
    w.start();
    ASSERT_TRUE(testing::wait_until([&] { return w.hand_dialog() != nullptr; }, 30000));
    TableWidget* t = w.table();
    EXPECT_EQ(t->win_line(won(Seat::East, WinBy::SelfDraw)).toStdString(),
              "Alice wins by self-draw on 5m");
    EXPECT_EQ(t->win_line(won(Seat::West, WinBy::Discard, Seat::East)).toStdString(),
              "Bob wins on Alice's 5m");
}

// A replay names its players as its panels do: the banners said "East wins…" under a panel that
// said "Alice", and a recording has no "You" (whoever watches may not have played it).
TEST(Names, ReplayBannersNameThePlayersAsThePanels) {
    const Ruleset rules = ruleset_by_id("hefei-classic");
    Replay r;
    r.header.rules = rules;
    r.header.seats = {{{"human", "Alice"}, {"normal", ""}, {"human", "Bob"}, {"baseline", ""}}};
    r.events = testing::baseline_hands(rules, 3, 1);
    RecordedFeed feed(r);
    TableWidget t(&feed, Speed::Instant);
    EXPECT_EQ(t.win_line(won(Seat::East, WinBy::SelfDraw)).toStdString(),
              "Alice wins by self-draw on 5m");
    EXPECT_EQ(t.win_line(won(Seat::West, WinBy::Discard, Seat::East)).toStdString(),
              "Bob wins on Alice's 5m");
    EXPECT_EQ(t.win_line(won(Seat::North, WinBy::Discard, Seat::West)).toStdString(),
              "North wins on Bob's 5m");
    // One human: named as on the panel (the profile), not "You".
    r.header.seats[2] = {"baseline", ""};
    RecordedFeed one(r);
    TableWidget t1(&one, Speed::Instant);
    EXPECT_EQ(t1.win_line(won(Seat::South, WinBy::Discard, Seat::East)).toStdString(),
              "South wins on Alice's 5m");
    r.header.seats[0] = {"human", ""};
    RecordedFeed unnamed(r);
    TableWidget t2(&unnamed, Speed::Instant);
    EXPECT_EQ(t2.win_line(won(Seat::East, WinBy::SelfDraw)).toStdString(),
              unnamed.seat_name(Seat::East).toStdString() + " wins by self-draw on 5m");
    EXPECT_NE(unnamed.seat_name(Seat::East), wind_name(Seat::East));
}

TEST(Names, PanelsShowTheAiLevel) {
    MainWindow w(testing::quiet_options({"human", "easy", "normal", "hard"}, 3));
    w.show();
    // Names as the settings give them: the winds for AI seats.
    w.controller()->set_seat_names({"You", "South", "West", "North"});
    w.table()->grab();
    const auto& texts = w.table()->drawn_texts();
    auto count = [&](const char* s) {
        return std::count(texts.begin(), texts.end(), QString::fromUtf8(s));
    };
    EXPECT_EQ(count("South"), 1);
    EXPECT_EQ(count("AI · easy"), 1);
    EXPECT_EQ(count("AI · normal"), 1);
    EXPECT_EQ(count("AI · hard"), 1);
    if (const QString dir = qEnvironmentVariable("HAOLAO_SCREENSHOT_DIR"); !dir.isEmpty())
        w.table()->grab().save(dir + QStringLiteral("/panels.png"));
    // Without names (`--seats`) an AI seat goes by its wind too, its level beside it once, as
    // the replay viewer names it (the panel showed "AI · easy" in the name's place, no wind).
    w.controller()->set_seat_names({});
    EXPECT_EQ(w.controller()->seat_name(Seat::South), wind_name(Seat::South));
    w.table()->grab();
    const auto& plain = w.table()->drawn_texts();
    for (const char* s : {"South", "West", "North", "AI · easy", "AI · normal", "AI · hard"}) {
        EXPECT_EQ(std::count(plain.begin(), plain.end(), QString::fromUtf8(s)), 1) << s;
    }
    EXPECT_EQ(ai_level_name("human").toStdString(), "");
    EXPECT_EQ(ai_level_name("hard:sims=50").toStdString(), "AI · hard");
}

// ---- Ponds at a small window ------------------------------------------------------------------

TEST(Ponds, ReadableAt1024x640AndClearOfEachOtherAndTheWall) {
    GameController c(ruleset_by_id("hefei-classic"), 2,
                     {"human", "baseline", "baseline", "baseline"});
    TableWidget t(&c, Speed::Instant);
    t.resize(1024, 640);
    t.show();
    c.start();
    ASSERT_TRUE(wait_until([&] { return c.awaiting_human(); }));
    const auto wall = t.wall_items();
    ASSERT_FALSE(wall.empty());
    std::vector<std::pair<Seat, QRectF>> ponds;
    for (int i = 0; i < 4; ++i)
        for (int k = 0; k < 18; ++k) {
            const Seat s = seat_from_index(i);
            const QRectF r = t.pond_tile_rect(s, k);
            EXPECT_GE(std::min(r.width(), r.height()), 22.0) << "pond tile too small";
            ponds.emplace_back(s, r);
        }
    for (const auto& [s, r] : ponds) {
        for (const auto& [s2, r2] : ponds) {
            if (s != s2) {
                EXPECT_FALSE(r.intersects(r2)) << "ponds overlap";
            }
        }
        for (const auto& item : wall) EXPECT_FALSE(r.intersects(item.rect)) << "pond under wall";
    }
}

// ---- The result's hands: melds and the winning tile set apart ------------------------------

// One row: the seat's concealed tiles and melds at the hand's end, how it won (or not), and the
// rows the result shows. The self-drawn tile was sorted in among the others, and Handan's pongs
// ran on from the concealed tiles with no gap.
struct ShownRow {
    const char* name;
    const char* concealed;
    const char* kongs;  // concealed kongs, one tile each
    const char* pongs;  // Handan's exposed pongs, one tile each
    std::optional<WinBy> by;
    const char* win;
    const char* want_concealed;
    std::size_t want_melds;
    const char* want_win;  // "" for none
};

class ShownHands : public ::testing::TestWithParam<ShownRow> {};

TEST_P(ShownHands, MeldsAndTheWinningTileStandApart) {
    const ShownRow& r = GetParam();
    const TileSet all = TileSet::handan();
    SeatState ss;
    for (Tile t : parse_tiles(r.concealed, all)) ss.hand.add(t);
    for (Tile t : parse_tiles(r.kongs, all)) ss.hand.kongs[ss.hand.kong_count++] = t;
    for (Tile t : parse_tiles(r.pongs, all))
        ss.melds[ss.meld_count++] = Meld{MeldType::Pong, t, Seat::North};
    HandResult hr;
    if (r.by) {
        WinRecord w;
        w.context.winner = Seat::South;
        w.context.win_by = *r.by;
        w.context.win_tile = parse_tile(r.win, all);
        hr.wins.push_back(w);
    }
    const ShownHand shown = shown_hand(ss, hr, Seat::South);
    std::vector<Tile> want = parse_tiles(r.want_concealed, all);
    std::sort(want.begin(), want.end());
    EXPECT_EQ(shown.concealed, want);
    EXPECT_EQ(shown.melds.size(), r.want_melds);
    for (const auto& m : shown.melds) EXPECT_TRUE(m.size() == 3 || m.size() == 4);
    EXPECT_EQ(shown.win.has_value(), *r.want_win != 0);
    if (shown.win) {
        EXPECT_EQ(*shown.win, parse_tile(r.want_win, all));
    }
    // Another seat's row never shows this win.
    EXPECT_FALSE(shown_hand(ss, hr, Seat::West).win.has_value());
}

INSTANTIATE_TEST_SUITE_P(
    Results, ShownHands,
    ::testing::Values(ShownRow{"SelfDraw", "234m345m456p66788s", "", "", WinBy::SelfDraw, "8s",
                               "234m345m456p6678s", 0, "8s"},
                      ShownRow{"OnADiscard", "234m345m456p6678s", "", "", WinBy::Discard, "8s",
                               "234m345m456p6678s", 0, "8s"},
                      ShownRow{"SelfDrawBesideAKong", "345p456p66788s", "5m", "", WinBy::SelfDraw,
                               "6s", "345p456p6788s", 1, "6s"},
                      ShownRow{"HandanPongs", "345p234s22s", "", "7z5z", WinBy::SelfDraw, "2s",
                               "345p234s2s", 2, "2s"},
                      ShownRow{"NotAWinner", "345p234s2s", "", "7z5z", std::nullopt, "",
                               "345p234s2s", 2, ""}),
    [](const ::testing::TestParamInfo<ShownRow>& i) { return std::string(i.param.name); });

// In a drawn hand each seat that drew in the haolao phase (Hefei) and did not discard
// holds its last draw apart, as the table beside the result shows it; it was sorted in.
TEST(ShownHands, ADrawnHandsLastDrawStandsApart) {
    const TileSet all = TileSet::handan();
    HandResult drawn;
    drawn.drawn = true;
    SeatState ss;
    for (Tile t : parse_tiles("234556889m9p1888s", all)) ss.hand.add(t);
    ss.has_fresh = true;
    ss.last_drawn = parse_tile("9p", all);
    ShownHand shown = shown_hand(ss, drawn, Seat::East);
    EXPECT_EQ(shown.concealed, parse_tiles("234556889m1888s", all));
    ASSERT_TRUE(shown.drawn.has_value());
    EXPECT_EQ(*shown.drawn, parse_tile("9p", all));
    EXPECT_FALSE(shown.win.has_value());
    // Not after a win: nothing apart for a seat that did not win.
    EXPECT_FALSE(shown_hand(ss, HandResult{}, Seat::East).drawn.has_value());
    // Thirteen tiles (the draw was discarded; has_fresh not yet cleared): nothing apart.
    ss.hand.remove(parse_tile("1s", all));
    shown = shown_hand(ss, drawn, Seat::East);
    EXPECT_FALSE(shown.drawn.has_value());
    EXPECT_EQ(shown.concealed.size(), 13u);
    // A seat that did not draw (the dealer's fourteen at the start): nothing apart.
    ss.hand.add(parse_tile("1s", all));
    ss.has_fresh = false;
    EXPECT_FALSE(shown_hand(ss, drawn, Seat::East).drawn.has_value());
}

// The result of a real drawn hand: in Hefei each of the four haolao draws apart; in Handan (no
// haolao phase) none, as on the table: the hand ends after the last draw's discard.
TEST(ShownHands, TheLastDrawsOfARealDrawnHandStandApart) {
    const std::pair<const char*, int> rows[] = {{"hefei-classic", 4}, {"handan", 0}};
    for (const auto& [rules, want] : rows) {
        bool found = false;
        for (std::uint64_t seed = 1; seed < 400 && !found; ++seed) {
            Game g(ruleset_by_id(rules), seed);
            auto agents = pot_test::baseline_agents(seed);
            while (pot_test::step(g, agents))
                if (std::holds_alternative<HandEnded>(g.events().back())) break;
            if (!g.last_hand().drawn) continue;
            found = true;
            int apart = 0;
            for (int i = 0; i < 4; ++i) {
                const Seat s = seat_from_index(i);
                const SeatState& ss = g.state().seat(s);
                const ShownHand shown = shown_hand(ss, g.last_hand(), s);
                EXPECT_TRUE(std::is_sorted(shown.concealed.begin(), shown.concealed.end()));
                EXPECT_EQ(shown.concealed.size() + (shown.drawn ? 1u : 0u),
                          static_cast<std::size_t>(ss.hand.concealed_count()));
                if (shown.drawn) {
                    ++apart;
                    EXPECT_EQ(*shown.drawn, ss.last_drawn);
                }
            }
            EXPECT_EQ(apart, want) << rules << ", seed " << seed;
        }
        EXPECT_TRUE(found) << rules << ": no drawn hand in 400 seeds";
    }
}

// ---- The rules' name on the table ---------------------------------------------------------------

// A pot under the player's saved set is named by the set's name on the info card and the centre
// plate; the table said "Hefei Classic" over the player's own values.
TEST(RulesOnTheTable, APotUnderASavedSetShowsItsName) {
    Ruleset rules = ruleset_by_id("hefei-classic");
    rules.values[static_cast<int>(Item::Haolao)] = 20;
    RecordedFeed feed(rules, testing::baseline_hands(rules, 3, 1));
    TableWidget table(&feed, Speed::Instant);
    table.resize(1280, 800);
    feed.seek(10);
    const auto drawn = [&table](const QString& text) {
        (void)testing::uncached_paint(table);
        const std::vector<QString>& texts = table.drawn_texts();
        return std::count(texts.begin(), texts.end(), text);
    };
    // No saved set has these values: the preset's name, marked (whole on the card).
    EXPECT_GE(drawn(QStringLiteral("Hefei Classic (own values)")), 1);
    EXPECT_EQ(drawn(QStringLiteral("Hefei Classic")), 0);
    CustomRuleset mine = make_custom(ruleset_by_id("hefei-classic"), QStringLiteral("My rules"));
    mine.values[static_cast<int>(Item::Haolao)] = 20;
    table.set_custom_rulesets({mine});
    EXPECT_EQ(drawn(QStringLiteral("My rules")), 2);  // the card and the plate
    // A long name (32 characters) shrinks, then is elided: it stays on the card.
    mine.name = QString(32, QLatin1Char('W'));
    table.set_custom_rulesets({mine});
    (void)testing::uncached_paint(table);
    const std::vector<QString>& texts = table.drawn_texts();
    EXPECT_TRUE(std::any_of(texts.begin(), texts.end(), [](const QString& t) {
        return t.startsWith(QStringLiteral("WWWW")) && t.endsWith(QChar(0x2026));
    }));
}

}  // namespace
}  // namespace haolao::ui
