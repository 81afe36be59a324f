// SPDX-License-Identifier: GPL-3.0-or-later
// The rank ladder in the UI (RULES.md §4): the rank card at the threshold edges, the 24 glosses,
// the after-pot rank moment from a profile's rank history, and the pot summary's level-up
// banner and cue.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QLayout>
#include <QProgressBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <set>

#include "audio.h"
#include "haolao/rank.h"
#include "i18n.h"
#include "mainwindow.h"
#include "names.h"
#include "rankcard.h"
#include "recordedfeed.h"
#include "resultdialogs.h"
#include "store/store.h"
#include "table_test_util.h"

namespace haolao::ui {
namespace {

struct CardRow {
    std::int64_t points;
    int reached;       // the profile's kept level
    int level;         // shown
    int progress;      // of 1000
    const char* bar;   // the bar's text
    const char* next;  // rank_next's text contains this
};

class RankCardEdges : public ::testing::TestWithParam<CardRow> {};

TEST_P(RankCardEdges, ShowsTheLevelAndTheBarAtTheEdge) {
    clear_language();
    const CardRow& r = GetParam();
    RankCard card;
    card.set_rank(QStringLiteral("Ada"), r.points, r.reached);
    EXPECT_EQ(card.level(), r.level);
    EXPECT_EQ(card.findChild<QLabel*>(QStringLiteral("rank_level"))->text(),
              QStringLiteral("Level %1").arg(r.level));
    EXPECT_EQ(card.findChild<QLabel*>(QStringLiteral("rank_title"))->text(),
              rank_title_text(r.level));
    EXPECT_EQ(card.findChild<QLabel*>(QStringLiteral("rank_dan"))->text(), rank_dan_text(r.level));
    EXPECT_EQ(card.findChild<QLabel*>(QStringLiteral("rank_points"))->text(),
              QStringLiteral("%1 rank points").arg(r.points));
    EXPECT_EQ(card.progress()->value(), r.progress);
    EXPECT_EQ(card.progress()->text(), QString::fromUtf8(r.bar));
    EXPECT_TRUE(card.findChild<QLabel*>(QStringLiteral("rank_next"))
                    ->text()
                    .contains(QString::fromUtf8(r.next)))
        << card.findChild<QLabel*>(QStringLiteral("rank_next"))->text().toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Thresholds, RankCardEdges,
    ::testing::Values(CardRow{0, 1, 1, 0, "0 / 100",
                              "100 more points to level 2 — 临时工 Temp worker"},
                      CardRow{99, 1, 1, 990, "99 / 100", "1 more points to level 2"},
                      CardRow{100, 1, 2, 0, "0 / 100", "100 more points to level 3 — 合同工"},
                      CardRow{150, 1, 2, 500, "50 / 100", "50 more points to level 3"},
                      CardRow{199, 2, 2, 990, "99 / 100", "1 more points to level 3"},
                      CardRow{200, 2, 3, 0, "0 / 200", "200 more points to level 4"},
                      // Kept level: points fell below its entry; the bar is empty.
                      CardRow{50, 3, 3, 0, "0 / 200", "350 more points to level 4"},
                      CardRow{419430399, 23, 23, 999, "209715199 / 209715200",
                              "1 more points to level 24 — 财神"},
                      CardRow{419430400, 23, 24, 1000, "Top of the ladder", "The highest level"}));

TEST(RankNames, EveryLevelHasDistinctGlossesAndTheChineseNames) {
    clear_language();
    std::set<QString> titles;
    std::set<QString> dans;
    for (int l = 1; l <= kRankLevels; ++l) {
        EXPECT_FALSE(rank_title_gloss(l).isEmpty());
        EXPECT_FALSE(rank_dan_gloss(l).isEmpty());
        titles.insert(rank_title_gloss(l));
        dans.insert(rank_dan_gloss(l));
        EXPECT_TRUE(rank_title_text(l).startsWith(QString::fromUtf8(
            rank_level(l).title.data(), static_cast<qsizetype>(rank_level(l).title.size()))));
    }
    EXPECT_EQ(titles.size(), 24u);
    EXPECT_EQ(dans.size(), 24u);
    EXPECT_EQ(rank_title_text(1), QStringLiteral("待业 Jobless"));
    EXPECT_EQ(rank_dan_text(1), QStringLiteral("麻袋 Sack"));
    EXPECT_EQ(rank_title_text(24), QStringLiteral("财神 God of wealth"));
    EXPECT_EQ(rank_dan_text(0), rank_dan_text(1));  // clamped
}

struct MomentRow {
    std::vector<std::int64_t> history;  // rank points after each finished pot
    std::int64_t now;
    int level_now;
    std::int64_t before;
    int before_level, after_level;
    bool level_up;
};

class RankMoments : public ::testing::TestWithParam<MomentRow> {};

TEST_P(RankMoments, BeforeIsThePreviousPot) {
    const MomentRow& r = GetParam();
    std::vector<store::RankPoint> h;
    for (std::int64_t p : r.history) h.push_back({QDateTime(), p});
    const RankMoment m = rank_moment(QStringLiteral("Ada"), h, r.now, r.level_now);
    EXPECT_EQ(m.before_points, r.before);
    EXPECT_EQ(m.after_points, r.now);
    EXPECT_EQ(m.before_level, r.before_level);
    EXPECT_EQ(m.after_level, r.after_level);
    EXPECT_EQ(m.gained(), r.now - r.before);
    EXPECT_EQ(m.level_up(), r.level_up);
}

INSTANTIATE_TEST_SUITE_P(
    Crossings, RankMoments,
    ::testing::Values(MomentRow{{}, 0, 1, 0, 1, 1, false}, MomentRow{{99}, 99, 1, 0, 1, 1, false},
                      MomentRow{{100}, 100, 2, 0, 1, 2, true},       // first pot, at 100
                      MomentRow{{50, 99}, 99, 1, 50, 1, 1, false},   // one short
                      MomentRow{{50, 100}, 100, 2, 50, 1, 2, true},  // exactly the threshold
                      MomentRow{{120, 150}, 150, 2, 120, 2, 2, false},
                      MomentRow{{120, 90}, 90, 2, 120, 2, 2, false},  // kept: no demotion
                      MomentRow{{150, 90, 130}, 130, 2, 90, 2, 2, false},
                      MomentRow{{90, 450}, 450, 4, 90, 1, 4, true}));  // two levels at once

// A feed with no events: everyone at 0 after 0 hands.
struct SummaryWithMoments : ::testing::Test {
    RecordedFeed feed{ruleset_by_id("hefei-classic"), {}};
};

TEST_F(SummaryWithMoments, LevelUpShowsTheBannerAndPlaysTheCueOnce) {
    clear_language();
    Audio audio(std::make_unique<SilentAudio>());
    PotSummaryDialog d(feed);
    d.set_rank_moments({RankMoment{QStringLiteral("Ada"), 50, 100, 1, 2, {}}}, &audio);
    auto* banner = d.findChild<QLabel*>(QStringLiteral("level_up"));
    ASSERT_NE(banner, nullptr);
    EXPECT_TRUE(banner->text().contains(QStringLiteral("level 2")));
    EXPECT_TRUE(banner->text().contains(QStringLiteral("临时工 Temp worker")));
    EXPECT_EQ(d.findChild<QLabel*>(QStringLiteral("rank_gain_0"))->text(),
              QStringLiteral("Ada: +50 rank points this pot"));
    auto* card = d.findChild<RankCard*>(QStringLiteral("rank_card_0"));
    ASSERT_NE(card, nullptr);
    EXPECT_EQ(card->level(), 2);
    EXPECT_EQ(card->progress()->value(), 0);
    EXPECT_EQ(audio.play_count(SoundId::Win), 1);
    // Built again (a language change): the banner stays, the cue does not sound again.
    QEvent e(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&d, &e);
    EXPECT_NE(d.findChild<QLabel*>(QStringLiteral("level_up")), nullptr);
    EXPECT_EQ(audio.play_count(SoundId::Win), 1);
}

// The summary is as tall as its content at the width it opens at. Its height was the layout's
// hint at the hint's own width, narrower in Chinese, where the word-wrapped level-up banner took
// two lines; at 520 pixels it took one, and the spare height went round the heading (a band of
// green above "本锅结束").
TEST_F(SummaryWithMoments, EachPartIsAsTallAsItsContentInEitherLanguage) {
    for (const Language language : {Language::Chinese, Language::English}) {
        apply_language(language);
        for (const QString& profile : {QStringLiteral("Player"), QStringLiteral("Ada")}) {
            PotSummaryDialog d(feed);
            d.set_rank_moments({RankMoment{profile, 23, 106, 1, 2, {}}});
            d.show();
            QCoreApplication::processEvents();
            const std::string at = profile.toStdString() +
                                   (language == Language::Chinese ? " in Chinese" : " in English");
            ASSERT_NE(d.findChild<QLabel*>(QStringLiteral("level_up")), nullptr) << at;
            int parts = 0;
            for (int i = 0; i < d.layout()->count(); ++i) {
                QWidget* part = d.layout()->itemAt(i)->widget();
                if (!part || !part->isVisible()) continue;
                ++parts;
                const int needs = part->hasHeightForWidth() ? part->heightForWidth(part->width())
                                                            : part->sizeHint().height();
                EXPECT_EQ(part->height(), std::max(needs, part->minimumSizeHint().height()))
                    << part->objectName().toStdString() << ", " << at;
            }
            EXPECT_GE(parts, 3) << at;  // the heading, the standings, the rank card
        }
    }
    clear_language();
}

struct ProfileRow {
    const char* key;
    const char* en;
    const char* zh;
};

class ProfileTitle : public ::testing::TestWithParam<ProfileRow> {};

// The names the game stores for unnamed humans ("Player", "Player 2": database keys) read in the
// UI's language; any other name stays as it is.
TEST_P(ProfileTitle, GeneratedNamesAreTranslated) {
    const ProfileRow& r = GetParam();
    apply_language(Language::English);
    EXPECT_EQ(profile_title(QString::fromUtf8(r.key)), QString::fromUtf8(r.en));
    apply_language(Language::Chinese);
    EXPECT_EQ(profile_title(QString::fromUtf8(r.key)), QString::fromUtf8(r.zh));
    clear_language();
}

INSTANTIATE_TEST_SUITE_P(Rows, ProfileTitle,
                         ::testing::Values(ProfileRow{"Player", "Player", "玩家"},
                                           ProfileRow{"Player 2", "Player 2", "玩家 2"},
                                           ProfileRow{"Player 4", "Player 4", "玩家 4"},
                                           ProfileRow{"Player 5", "Player 5", "Player 5"},
                                           ProfileRow{"Player2", "Player2", "Player2"},
                                           ProfileRow{"Ada", "Ada", "Ada"},
                                           ProfileRow{"阿达", "阿达", "阿达"}));

// In Chinese the pot summary names a hot-seat pot's unnamed humans as the table does (玩家, 玩家
// 2), not by their English keys ("Player：这一锅的等级分 0").
TEST_F(SummaryWithMoments, UnnamedProfilesInTheUisLanguage) {
    apply_language(Language::Chinese);
    PotSummaryDialog d(feed);
    d.set_rank_moments({RankMoment{QStringLiteral("Player"), 0, 0, 1, 1, {}},
                        RankMoment{QStringLiteral("Player 2"), 0, 0, 1, 1, {}}});
    EXPECT_TRUE(d.findChild<QLabel*>(QStringLiteral("rank_gain_0"))
                    ->text()
                    .startsWith(QStringLiteral("玩家：")));
    EXPECT_TRUE(d.findChild<QLabel*>(QStringLiteral("rank_gain_1"))
                    ->text()
                    .startsWith(QStringLiteral("玩家 2：")));
    clear_language();
}

// Hot-seat: a card whose profile is not the name the seat had at the table says the seat first.
// The first unnamed human is "Player 1" in the standings but plays for the default profile (the
// system's user name, else "Player"); the card said only "Player", or the user's name.
TEST_F(SummaryWithMoments, HotSeatCardsNameTheSeatWhenTheProfileDiffers) {
    const std::vector<RankMoment> moments{
        RankMoment{QStringLiteral("Player"), 0, 0, 1, 1, QStringLiteral("Player 1")},
        RankMoment{QStringLiteral("Player 2"), 0, 0, 1, 1, QStringLiteral("Player 2")},
        RankMoment{QStringLiteral("Ada"), 0, 5, 1, 1, QStringLiteral("Ada")}};
    apply_language(Language::English);
    {
        PotSummaryDialog d(feed);
        d.set_rank_moments(moments);
        EXPECT_EQ(d.findChild<QLabel*>(QStringLiteral("rank_gain_0"))->text(),
                  QStringLiteral("Player 1 (Player): 0 rank points this pot"));
        EXPECT_EQ(d.findChild<QLabel*>(QStringLiteral("rank_gain_1"))->text(),
                  QStringLiteral("Player 2: 0 rank points this pot"));
        EXPECT_EQ(d.findChild<QLabel*>(QStringLiteral("rank_gain_2"))->text(),
                  QStringLiteral("Ada: +5 rank points this pot"));
    }
    apply_language(Language::Chinese);
    {
        PotSummaryDialog d(feed);
        d.set_rank_moments(
            {RankMoment{QStringLiteral("Player"), 0, 0, 1, 1, QStringLiteral("玩家 1")}});
        EXPECT_TRUE(d.findChild<QLabel*>(QStringLiteral("rank_gain_0"))
                        ->text()
                        .startsWith(QStringLiteral("玩家 1（玩家）：")));
    }
    clear_language();
}

// The game fills the seat in for a hot-seat pot, as its standings name the seat; a one-human pot's
// card stays the profile's alone.
TEST(PotRankMoments, HotSeatMomentsCarryTheSeatsName) {
    for (const bool hot_seat : {true, false}) {
        QTemporaryDir dir;
        GameOptions o = testing::quiet_options(
            {"human", "baseline", hot_seat ? "human" : "baseline", "baseline"}, 4);
        o.data_dir = dir.path();
        o.autoplay = true;
        o.pot_hands = 1;
        MainWindow w(o);
        w.show();
        w.start();
        ASSERT_TRUE(testing::wait_until(
            [&] { return w.hand_dialog() && w.hand_dialog()->isVisible(); }, 20000));
        w.hand_dialog()->accept();
        ASSERT_TRUE(testing::wait_until([&] { return w.pot_dialog() != nullptr; }, 20000));
        const std::vector<RankMoment> m = w.pot_rank_moments();
        ASSERT_EQ(m.size(), hot_seat ? 2U : 1U);
        EXPECT_EQ(m[0].profile, store::default_profile_name());
        EXPECT_EQ(m[0].seat, hot_seat ? w.controller()->seat_name(Seat::East) : QString());
        if (hot_seat) {
            EXPECT_EQ(m[0].seat, QStringLiteral("Player 1"));
            EXPECT_EQ(m[1].profile, QStringLiteral("Player 2"));
            EXPECT_EQ(m[1].seat, QStringLiteral("Player 2"));
        }
        w.pot_dialog()->reject();
    }
}

// Hot-seat names as the settings give them: the first human's default is "You", which the
// table shows as "Player 1"; the hand's result, the pot's standings and its rank card said "You"
// ("East — You", "You (Player): …") to a table of two players.
TEST(PotRankMoments, HotSeatDefaultNamesAreNumberedInTheDialogs) {
    clear_language();
    QTemporaryDir dir;
    GameOptions o = testing::quiet_options({"human", "baseline", "human", "baseline"}, 4);
    o.data_dir = dir.path();
    o.autoplay = true;
    o.pot_hands = 1;
    MainWindow w(o);
    w.controller()->set_seat_names({QCoreApplication::translate("Settings", "You"), "South",
                                    QCoreApplication::translate("Settings", "Player 2"), "North"});
    EXPECT_EQ(w.controller()->seat_name(Seat::East), QStringLiteral("Player 1"));
    EXPECT_EQ(w.controller()->seat_name(Seat::West), QStringLiteral("Player 2"));
    w.show();
    w.start();
    const QRegularExpression you(QStringLiteral("\\bYou\\b"));
    auto says_you = [&](const QWidget* d) {
        QStringList out;
        for (const QLabel* l : d->findChildren<QLabel*>())
            if (l->text().contains(you)) out << l->text();
        return out.join(u'|').toStdString();
    };
    auto names_player_1 = [&](const QWidget* d) {
        const QList<QLabel*> labels = d->findChildren<QLabel*>();
        return std::any_of(labels.begin(), labels.end(), [](const QLabel* l) {
            return l->text().contains(QStringLiteral("Player 1"));
        });
    };
    ASSERT_TRUE(testing::wait_until([&] { return w.hand_dialog() && w.hand_dialog()->isVisible(); },
                                    20000));
    EXPECT_EQ(says_you(w.hand_dialog()), "");
    EXPECT_TRUE(names_player_1(w.hand_dialog()));
    w.hand_dialog()->accept();
    ASSERT_TRUE(testing::wait_until([&] { return w.pot_dialog() != nullptr; }, 20000));
    const std::vector<RankMoment> m = w.pot_rank_moments();
    ASSERT_EQ(m.size(), 2U);
    EXPECT_EQ(m[0].seat, QStringLiteral("Player 1"));
    EXPECT_EQ(says_you(w.pot_dialog()), "");
    EXPECT_TRUE(names_player_1(w.pot_dialog()));
    w.pot_dialog()->reject();
}

TEST_F(SummaryWithMoments, NoBannerWithoutCrossing) {
    clear_language();
    Audio audio(std::make_unique<SilentAudio>());
    PotSummaryDialog d(feed);
    d.set_rank_moments({RankMoment{QStringLiteral("Ada"), 50, 99, 1, 1, {}},
                        RankMoment{QStringLiteral("Bo"), 130, 90, 2, 2, {}}},
                       &audio);
    EXPECT_EQ(d.findChild<QLabel*>(QStringLiteral("level_up")), nullptr);
    EXPECT_EQ(d.findChild<QLabel*>(QStringLiteral("rank_gain_1"))->text(),
              QStringLiteral("Bo: -40 rank points this pot"));
    EXPECT_EQ(d.findChild<RankCard*>(QStringLiteral("rank_card_0"))->progress()->value(), 990);
    EXPECT_EQ(audio.play_count(SoundId::Win), 0);
}

}  // namespace
}  // namespace haolao::ui
