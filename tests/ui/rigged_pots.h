// SPDX-License-Identifier: GPL-3.0-or-later
// Small rigged pots for the history and statistics tests: played by the baseline agent from a
// fixed seed, written into DATA/pots/ as the game writes them and recorded into a Store; and the
// figures of one seat worked out by hand from their events, independently of the store.
#pragma once

#include <gtest/gtest.h>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/rank.h"
#include "haolao/replay.h"
#include "haolao/scoring.h"
#include "i18n.h"
#include "store/store.h"

namespace haolao::ui::testing {

struct RiggedPot {
    QString file;  // name inside DATA/pots/
    ReplayHeader header;
    std::vector<Event> events;
};

// A pot of `hands` hands under `rules`; seat `human` is a human seat named `name` (played by the
// agent).
inline RiggedPot rigged_pot_under(const Ruleset& rules, const QString& file, int hands,
                                  std::uint64_t seed, const QString& name, int human = 0) {
    RiggedPot p;
    p.file = file;
    p.header.rules = rules;
    p.header.rules.pot_length = PotLength::Hands;
    p.header.rules.pot_hands = hands;
    p.header.seed = seed;
    for (int i = 0; i < 4; ++i) {
        p.header.seats[static_cast<std::size_t>(i)].agent = i == human ? "human" : "baseline";
        if (i == human) p.header.seats[static_cast<std::size_t>(i)].name = name.toStdString();
    }
    Game game(p.header.rules, seed);
    std::array<std::unique_ptr<Agent>, 4> agents;
    std::array<Agent*, 4> seats{};
    for (std::size_t i = 0; i < 4; ++i) {
        agents[i] = make_agent("normal", seed * 10 + i);
        seats[i] = agents[i].get();
    }
    while (!game.pot_over()) play_hand(game, seats);
    p.events = game.events();
    return p;
}

// The same under a preset's own values.
inline RiggedPot rigged_pot(const QString& file, int hands, std::uint64_t seed, const QString& name,
                            int human = 0, const char* preset = "hefei-classic") {
    return rigged_pot_under(ruleset_by_id(preset), file, hands, seed, name, human);
}

// A pot left before its first hand ended (a new pot closed at once): the deal and play of its
// first hand, without the hand's end.
inline RiggedPot rigged_pot_with_no_hand_over(const QString& file, std::uint64_t seed,
                                              const QString& name) {
    RiggedPot p = rigged_pot(file, 1, seed, name);
    p.events.erase(
        std::find_if(p.events.begin(), p.events.end(),
                     [](const Event& e) { return std::holds_alternative<HandEnded>(e); }),
        p.events.end());
    return p;
}

// Writes the pot's file into DATA/pots/ and records it.
inline bool record_rigged(store::Store& s, const QString& data_dir, const RiggedPot& p,
                          QString* error) {
    QDir().mkpath(data_dir + QStringLiteral("/pots"));
    QFile f(data_dir + QStringLiteral("/pots/") + p.file);
    if (!f.open(QIODevice::WriteOnly)) return false;
    f.write(QByteArray::fromStdString(write_replay(p.header, p.events)));
    f.close();
    return s.record_pot(p.file, p.header, p.events, error);
}

// A store in a fresh data folder holding `pots`, for the history and statistics tests.
class RiggedStoreTest : public ::testing::Test {
  protected:
    void record(std::vector<RiggedPot> pots) {
        clear_language();
        ASSERT_TRUE(dir_.isValid());
        QString notice;
        store_ = store::Store::open(dir_.path(), &notice);
        ASSERT_NE(store_, nullptr) << notice.toStdString();
        pots_ = std::move(pots);
        for (const RiggedPot& p : pots_) {
            QString error;
            ASSERT_TRUE(record_rigged(*store_, dir_.path(), p, &error)) << error.toStdString();
        }
    }
    QTemporaryDir dir_;
    std::unique_ptr<store::Store> store_;
    std::vector<RiggedPot> pots_;
};

// One seat's figures over some pots, worked out from the events alone.
struct ByHand {
    store::Statistics stats;
    std::vector<int> per_hand;                  // the seat's net per finished hand
    std::int64_t rank_points = 0;               // add_rank_points hand by hand
    std::vector<std::array<int, 4>> standings;  // per pot
};

inline ByHand by_hand(const std::vector<const RiggedPot*>& pots, int seat) {
    ByHand b;
    store::Statistics& s = b.stats;
    const auto k = static_cast<std::size_t>(seat);
    for (const RiggedPot* p : pots) {
        ++s.pots;
        std::array<int, 4> standing{};
        int dealer = 0;
        int streak = 1;
        int hand_net = 0;
        bool finished = false;
        for (const Event& e : p->events) {
            if (const auto* hs = std::get_if<HandStarted>(&e)) {
                dealer = index(hs->dealer);
                streak = hs->streak;
                hand_net = 0;
            } else if (const auto* w = std::get_if<Won>(&e)) {
                for (std::size_t i = 0; i < 4; ++i) standing[i] += w->deltas[i];
                hand_net += w->deltas[k];
                if (index(w->winner) == seat) {
                    ++s.wins;
                    if (w->by == WinBy::SelfDraw) ++s.self_draws;
                    if (w->situations & kHaolao) ++s.haolao_wins;
                    s.win_value_total += w->deltas[k];
                    if (!s.biggest || w->deltas[k] > s.biggest->deltas[k]) s.biggest = *w;
                } else if (w->by == WinBy::Discard && index(w->discarder) == seat) {
                    ++s.deal_ins;
                }
            } else if (const auto* kd = std::get_if<KongDeclared>(&e)) {
                if (index(kd->seat) == seat) ++s.kongs;
            } else if (std::holds_alternative<HandEnded>(e)) {
                ++s.hands;
                s.points += hand_net;
                b.per_hand.push_back(hand_net);
                b.rank_points = add_rank_points(b.rank_points, hand_net);
                if (dealer == seat) s.longest_streak = std::max(s.longest_streak, streak);
            } else if (std::holds_alternative<PotEnded>(e)) {
                finished = true;
            }
        }
        if (finished) {
            // The place: 1 + the seats strictly ahead (tied seats share the better place).
            int place = 1;
            for (int other : standing) place += other > standing[k];
            ++s.places[static_cast<std::size_t>(place - 1)];
        }
        b.standings.push_back(standing);
    }
    return b;
}

}  // namespace haolao::ui::testing
