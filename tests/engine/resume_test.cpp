// SPDX-License-Identifier: GPL-3.0-or-later
// The one way back from a log (resume_game): for many seeded pots, the log is cut at random
// points, the game rebuilt from the cut log, and played on by fresh agents seated with
// agent_seed; the continued log must be exactly the uncut one. Also: the rebuilt game stands
// where the log ends (state, pending seats, legal actions), replay format version 2 carries what
// it promises (the wall as built, scoring in `won`, the next dealer in `hand_ended`, declined
// offers), and version 1 files still load.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <string>
#include <vector>

#include "cli_runner.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/replay.h"
#include "haolao/rng.h"

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace haolao {
namespace {

struct Seated {
    std::array<std::unique_ptr<Agent>, 4> owned;
    std::array<Agent*, 4> agents{};
    Seated(const std::array<std::string, 4>& names, std::uint64_t pot_seed) {
        for (int i = 0; i < 4; ++i) {
            owned[static_cast<std::size_t>(i)] = make_agent(
                names[static_cast<std::size_t>(i)], agent_seed(pot_seed, seat_from_index(i)));
            agents[static_cast<std::size_t>(i)] = owned[static_cast<std::size_t>(i)].get();
        }
    }
};

ReplayHeader header_of(const Ruleset& rules, std::uint64_t seed,
                       const std::array<std::string, 4>& names) {
    ReplayHeader h;
    h.rules = rules;
    h.seed = seed;
    for (int i = 0; i < 4; ++i)
        h.seats[static_cast<std::size_t>(i)].agent = names[static_cast<std::size_t>(i)];
    return h;
}

Ruleset short_pot(const char* id, int hands) {
    Ruleset r = ruleset_by_id(id);
    r.pot_length = PotLength::Hands;
    r.pot_hands = hands;
    return r;
}

struct ResumeRow {
    const char* name;
    const char* rules;
    int hands;  // pot length
    std::array<std::string, 4> seats;
    int pots;
    int cuts;  // random cut points per pot
};

std::ostream& operator<<(std::ostream& os, const ResumeRow& row) {
    return os << row.name;
}

class Resume : public ::testing::TestWithParam<ResumeRow> {};

TEST_P(Resume, CutAnywhereAndPlayOnGivesTheUncutLog) {
    const ResumeRow& row = GetParam();
    const Ruleset rules = short_pot(row.rules, row.hands);
    Rng cut_rng(0xC07ull + static_cast<std::uint64_t>(row.hands));
    int checked = 0;
    for (int pot = 0; pot < row.pots; ++pot) {
        const std::uint64_t seed = mix64(1000 + static_cast<std::uint64_t>(pot));
        Game whole(rules, seed);
        Seated table(row.seats, seed);
        play_pot(whole, table.agents);
        ASSERT_TRUE(whole.pot_over());
        const std::vector<Event>& full = whole.events();
        const ReplayHeader header = header_of(rules, seed, row.seats);

        for (int c = 0; c < row.cuts; ++c) {
            // Cut points anywhere, including the very start and the very end.
            const std::size_t cut =
                c == 0   ? 0
                : c == 1 ? full.size()
                         : 1 + cut_rng.below(static_cast<std::uint32_t>(full.size() - 1));
            const std::vector<Event> prefix(full.begin(),
                                            full.begin() + static_cast<std::ptrdiff_t>(cut));
            Game resumed = resume_game(header, prefix);
            // It stands where the log ends: the rebuilt log starts with the cut one, and any
            // events beyond it are the engine's own automatic steps (no decision was taken).
            ASSERT_GE(resumed.events().size(), prefix.size());
            for (std::size_t i = 0; i < prefix.size(); ++i)
                ASSERT_TRUE(resumed.events()[i] == prefix[i]) << "event " << i;
            if (resumed.events().size() == prefix.size() && cut > 0) {
                EXPECT_TRUE(resumed.state() == replay_events(prefix, rules)) << "cut " << cut;
            }

            Seated fresh(row.seats, seed);
            play_pot(resumed, fresh.agents);
            ASSERT_EQ(resumed.events().size(), full.size()) << "pot " << pot << " cut at " << cut;
            for (std::size_t i = 0; i < full.size(); ++i)
                ASSERT_TRUE(resumed.events()[i] == full[i])
                    << "pot " << pot << " cut at " << cut << ": event " << i
                    << " differs: " << event_to_json(resumed.events()[i]) << " vs "
                    << event_to_json(full[i]);
            EXPECT_EQ(resumed.state().standings, whole.state().standings);
            ++checked;
        }
    }
    EXPECT_EQ(checked, row.pots * row.cuts);
}

INSTANTIATE_TEST_SUITE_P(
    Rows, Resume,
    ::testing::Values(
        ResumeRow{"ClassicBaseline",
                  "hefei-classic",
                  4,
                  {"baseline", "baseline", "baseline", "baseline"},
                  12,
                  8},
        ResumeRow{"TingEasyNormal", "hefei-ting", 3, {"easy", "normal", "easy", "baseline"}, 6, 6},
        ResumeRow{
            "BianfengMixed", "hefei-bianfeng", 3, {"normal", "easy", "baseline", "normal"}, 6, 6},
        ResumeRow{"ClassicHard",
                  "hefei-classic",
                  2,
                  {"hard:sims=4", "normal", "easy", "baseline"},
                  2,
                  4}),
    [](const auto& info) { return std::string(info.param.name); });

// The pending decision of a rebuilt game is the original's: same seats to act, same legal
// actions, same view.
TEST(ResumeStandsWhereTheLogEnds, PendingSeatsAndLegalActionsMatchTheOriginal) {
    const Ruleset rules = short_pot("hefei-ting", 2);
    const std::uint64_t seed = 77;
    const std::array<std::string, 4> names = {"easy", "easy", "baseline", "normal"};
    Game live(rules, seed);
    Seated table(names, seed);
    const ReplayHeader header = header_of(rules, seed, names);
    int compared = 0;
    while (!live.pot_over()) {
        live.start_hand();
        while (live.hand_running()) {
            const Game back = resume_game(header, live.events());
            ASSERT_EQ(back.events().size(), live.events().size());
            ASSERT_EQ(back.to_act(), live.to_act());
            for (int i = 0; i < 4; ++i) {
                const Seat s = seat_from_index(i);
                ASSERT_EQ(back.legal_actions(s), live.legal_actions(s));
            }
            ASSERT_TRUE(back.state() == live.state());
            ++compared;
            const Seat s = live.to_act().seats(live.state().turn).front();
            ASSERT_EQ(live.act(s, table.agents[index(s)]->decide(live.view(s))), ActionError::Ok);
        }
    }
    EXPECT_GT(compared, 20);
}

// A rigged hand (tests, tutorials) does not draw from the random stream; rebuilding rigs it
// again and leaves the stream where the original left it.
TEST(ResumeStandsWhereTheLogEnds, RiggedHandsKeepTheStreamInStep) {
    const Ruleset rules = short_pot("hefei-classic", 3);
    const std::array<std::string, 4> names = {"baseline", "baseline", "baseline", "baseline"};
    Game whole(rules, 5);
    Seated table(names, 5);
    // Hand 1 rigged: a wall sorted by tile, dice 3+4.
    std::vector<Tile> wall;
    for (std::uint64_t k = rules.tiles.bits(); k; k &= k - 1)
        for (int n = 0; n < 4; ++n) wall.push_back(Tile::from_code(std::countr_zero(k)));
    whole.rig_next_hand(wall, Dice{3, 4});
    play_pot(whole, table.agents);
    const std::vector<Event>& full = whole.events();
    const ReplayHeader header = header_of(rules, 5, names);
    for (std::size_t cut : {std::size_t{3}, full.size() / 2, full.size() - 2}) {
        Game resumed =
            resume_game(header, {full.begin(), full.begin() + static_cast<std::ptrdiff_t>(cut)});
        Seated fresh(names, 5);
        play_pot(resumed, fresh.agents);
        EXPECT_TRUE(resumed.events() == full) << "cut " << cut;
    }
}

// A log whose seed does not give its pot start (a hand-edited seed, found by fuzzing the pot
// saves): the rebuilt game keeps the logged first-dealer roll, not dice 0+0, and every hand.
TEST(ResumeStandsWhereTheLogEnds, APotStartTheSeedDoesNotGiveKeepsItsRoll) {
    const Ruleset rules = short_pot("hefei-classic", 2);
    const std::array<std::string, 4> names = {"baseline", "baseline", "baseline", "baseline"};
    Game whole(rules, 5);
    Seated table(names, 5);
    play_pot(whole, table.agents);
    const std::vector<Event>& full = whole.events();
    const auto* logged = std::get_if<PotStarted>(&full.front());
    ASSERT_NE(logged, nullptr);
    ASSERT_NE(logged->dice.sum(), 0);
    for (std::uint64_t other_seed : {6u, 77u, 1234u}) {
        // Only meaningful where the other seed rolls another pot start.
        Game probe(rules, other_seed);
        probe.start_pot();
        if (probe.events().front() == full.front()) continue;
        for (std::size_t cut : {std::size_t{1}, std::size_t{2}, full.size() / 2}) {
            Game resumed =
                resume_game(header_of(rules, other_seed, names),
                            {full.begin(), full.begin() + static_cast<std::ptrdiff_t>(cut)});
            ASSERT_GE(resumed.events().size(), cut);
            EXPECT_TRUE(std::equal(full.begin(), full.begin() + static_cast<std::ptrdiff_t>(cut),
                                   resumed.events().begin()))
                << "seed " << other_seed << ", cut " << cut;
        }
    }
}

// ---- Version 2 content -------------------------------------------------------------------------

Game one_pot(const Ruleset& rules, std::uint64_t seed, const std::array<std::string, 4>& names) {
    Game g(rules, seed);
    Seated t(names, seed);
    play_pot(g, t.agents);
    return g;
}

TEST(ReplayVersion2, TheWallIsStoredAsBuiltAndTheDiceBreakIt) {
    const Ruleset rules = short_pot("hefei-classic", 2);
    const Game g = one_pot(rules, 11, {"baseline", "baseline", "baseline", "baseline"});
    int hands = 0;
    for (std::size_t i = 0; i < g.events().size(); ++i) {
        const auto* hs = std::get_if<HandStarted>(&g.events()[i]);
        if (!hs) continue;
        ++hands;
        ASSERT_TRUE(std::holds_alternative<DiceRolled>(g.events()[i + 1]));
        EXPECT_EQ(std::get<DiceRolled>(g.events()[i + 1]).dice, hs->dice);
        // The first tile dealt (draw position 0) is the top of the stack the dice pick: with
        // dealer D and sum n, the wall of the seat n - 1 places after D, stack (low die - 1)
        // from its right end; as built, East's stacks come first, then South's, West's, North's.
        const WallShape shape(rules.wall_layout, hs->dealer, hs->dice);
        const Seat broken = seat_from_index(index(hs->dealer) + hs->dice.sum() - 1);
        int before = 0;
        for (int s = 0; s < index(broken); ++s) before += shape.stacks_of(seat_from_index(s));
        const int built_pos = 2 * (before + hs->dice.low() - 1);
        const std::vector<Tile> sequence = wall_sequence(hs->wall, shape);
        EXPECT_EQ(sequence[0], hs->wall[static_cast<std::size_t>(built_pos)]);
        EXPECT_EQ(wall_as_built(sequence, shape), hs->wall);
    }
    EXPECT_EQ(hands, 2);
}

TEST(ReplayVersion2, WonCarriesTheScoringAndHandEndedTheNextDealer) {
    const Ruleset rules = short_pot("hefei-classic", 8);
    int wins = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const Game g = one_pot(rules, seed, {"normal", "normal", "normal", "normal"});
        GameState st;
        for (const Event& e : g.events()) {
            if (const auto* w = std::get_if<Won>(&e)) {
                ++wins;
                // The recorded scoring is score_win's answer for the recorded context.
                const WinContext ctx =
                    w->by == WinBy::SelfDraw
                        ? WinContext::self_draw(w->hand, w->tile, w->winner, st.dealer, st.streak,
                                                w->situations, rules.declare_ready_required)
                        : WinContext::on_discard(w->hand, w->tile, w->winner, w->discarder,
                                                 st.dealer, st.streak, w->situations,
                                                 rules.declare_ready_required);
                const WinResult r = score_win(ctx, rules);
                ASSERT_TRUE(r.win) << r.reason;
                EXPECT_EQ(r.deltas, w->deltas);
                EXPECT_EQ(r.payments, w->payments);
                EXPECT_EQ(w->payments.size(), w->by == WinBy::SelfDraw ? 3u : 1u);
            }
            if (const auto* h = std::get_if<HandEnded>(&e)) {
                GameState after = st;
                apply_event(after, e, rules);
                EXPECT_EQ(h->next_dealer, after.dealer);
                EXPECT_EQ(h->streak, after.streak);
                EXPECT_EQ(h->rounds_done, after.rounds_done);
            }
            apply_event(st, e, rules);
        }
    }
    EXPECT_GT(wins, 5);
}

// A seat that discards with a self-draw win or a kong in hand leaves a `declined` record right
// before its discard; the record round-trips through the file.
TEST(ReplayVersion2, DeclinedOffersAreRecorded) {
    const Ruleset rules = ruleset_by_id("hefei-classic");
    // East (dealer) holds 4 × 2m and a complete hand: heavenly win and a kong on offer.
    std::vector<Tile> wall(84);
    // Build by rigging a wall where the dealer's dealt 14 tiles are known: use the deal steps.
    const std::vector<Tile> hand = parse_tiles("222234678m345p44s", rules.tiles);
    TileCounts left{};
    for (std::uint64_t k = rules.tiles.bits(); k; k &= k - 1) left[std::countr_zero(k)] = 4;
    for (Tile t : hand) --left[t.code()];
    std::vector<Tile> rest;
    for (int c = 0; c < kNumTileKinds; ++c)
        for (int n = 0; n < left[c]; ++n) rest.push_back(Tile::from_code(c));
    std::vector<bool> dealer_pos(84, false);
    for (const DealStep& s : deal_steps())
        if (s.seat_offset == 0) dealer_pos[s.position] = true;
    std::size_t h = 0;
    std::size_t r = 0;
    for (int p = 0; p < 84; ++p)
        wall[static_cast<std::size_t>(p)] =
            dealer_pos[static_cast<std::size_t>(p)] ? hand[h++] : rest[r++];
    Game g(rules, 3);
    g.rig_first_dealer(Seat::East);
    g.rig_next_hand(wall, Dice{3, 4});
    g.start_hand();
    ASSERT_TRUE(g.legal_actions(Seat::East).contains(Action::win()));
    ASSERT_TRUE(g.legal_actions(Seat::East).contains(Action::kong(parse_tile("2m", rules.tiles))));
    ASSERT_EQ(g.act(Seat::East, Action::discard(parse_tile("3m", rules.tiles))), ActionError::Ok);
    std::vector<Declined> declined;
    std::size_t discard_at = 0;
    for (std::size_t i = 0; i < g.events().size(); ++i) {
        if (const auto* d = std::get_if<Declined>(&g.events()[i])) declined.push_back(*d);
        if (std::holds_alternative<Discarded>(g.events()[i]) && !discard_at) discard_at = i;
    }
    ASSERT_EQ(declined.size(), 2u);
    EXPECT_EQ(declined[0].offer, Offer::Heavenly);
    EXPECT_EQ(declined[1].offer, Offer::Kong);
    EXPECT_EQ(declined[1].tile, parse_tile("2m", rules.tiles));
    EXPECT_TRUE(std::holds_alternative<Declined>(g.events()[discard_at - 1]));
    ReplayHeader header;
    header.rules = rules;
    header.seed = 3;
    const std::string text = write_replay(header, g.events());
    EXPECT_NE(text.find("{\"event\":\"declined\",\"seat\":\"E\",\"offer\":\"heavenly\""),
              std::string::npos);
    const Replay back = parse_replay(text);
    EXPECT_TRUE(back.events == g.events());
    EXPECT_NO_THROW(verify_replay(back, VerifyOptions{.allow_unfinished = true}));
}

// Version 1 (the wall already broken, no dice in hand_started, no scoring in won, no next dealer
// in hand_ended, no declined records) still loads, verifies and resumes.
TEST(ReplayVersion1, StillLoadsVerifiesAndResumes) {
    const Ruleset rules = short_pot("hefei-classic", 3);
    const std::array<std::string, 4> names = {"easy", "baseline", "normal", "baseline"};
    const Game g = one_pot(rules, 21, names);
    // Write it as version 1 would have: from the version-2 text, strip what v1 lacked.
    ReplayHeader header = header_of(rules, 21, names);
    std::string v1;
    header.version = 1;
    v1 += header_to_json(header) + "\n";
    for (const Event& e : g.events()) {
        if (std::holds_alternative<Declined>(e)) continue;
        Event old = e;
        if (auto* hs = std::get_if<HandStarted>(&old)) {
            hs->wall = wall_sequence(hs->wall, WallShape(rules.wall_layout, hs->dealer, hs->dice));
        }
        std::string line = event_to_json(old);
        auto cut = [&](const std::string& from) {
            const std::size_t p = line.find(from);
            if (p != std::string::npos) line = line.substr(0, p) + "}";
        };
        if (std::holds_alternative<HandStarted>(old)) {
            const std::size_t p = line.find(",\"dice\":[");
            line.erase(p, line.find(']', p) + 1 - p);
        }
        if (std::holds_alternative<Won>(old)) cut(",\"hand\":");
        if (std::holds_alternative<HandEnded>(old)) cut(",\"next_dealer\":");
        v1 += line + "\n";
    }
    const Replay r = load_replay(v1);
    EXPECT_EQ(r.header.version, 1);
    const ReplayCheck check = verify_replay(r);
    EXPECT_TRUE(check.finished);
    EXPECT_EQ(check.final_state.standings, g.state().standings);
    // Resuming a cut version-1 log continues as the original did (in version 2).
    std::vector<Event> cut(r.events.begin(),
                           r.events.begin() + static_cast<std::ptrdiff_t>(r.events.size() / 2));
    Game resumed = resume_game(r.header, cut);
    Seated fresh(names, 21);
    play_pot(resumed, fresh.agents);
    EXPECT_TRUE(resumed.events() == g.events());
}

// The end-of-hand breakdown of a recorded game comes from its events alone (last_hand_of): the
// same as the live game's last_hand() after every hand.
TEST(ReplayVersion2, LastHandOfTheEventsIsTheGamesLastHand) {
    const Ruleset rules = short_pot("hefei-ting", 6);
    int wins = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        Game g(rules, seed);
        Seated t({"normal", "easy", "normal", "baseline"}, seed);
        while (!g.pot_over()) {
            const HandResult& live = play_hand(g, t.agents);
            const HandResult back = last_hand_of(g.events(), rules);
            EXPECT_EQ(back.drawn, live.drawn);
            EXPECT_EQ(back.dealer, live.dealer);
            EXPECT_EQ(back.streak, live.streak);
            EXPECT_EQ(back.deltas, live.deltas);
            ASSERT_EQ(back.wins.size(), live.wins.size());
            for (std::size_t i = 0; i < live.wins.size(); ++i) {
                const WinRecord& a = back.wins[i];
                const WinRecord& b = live.wins[i];
                EXPECT_TRUE(a.context.hand == b.context.hand);
                EXPECT_EQ(a.context.win_tile, b.context.win_tile);
                EXPECT_EQ(a.context.win_by, b.context.win_by);
                EXPECT_EQ(a.context.winner, b.context.winner);
                EXPECT_EQ(a.context.dealer, b.context.dealer);
                EXPECT_EQ(a.context.dealer_streak, b.context.dealer_streak);
                EXPECT_EQ(a.context.situations, b.context.situations);
                EXPECT_EQ(a.result.payments, b.result.payments);
                EXPECT_EQ(a.result.deltas, b.result.deltas);
                ++wins;
            }
        }
    }
    EXPECT_GT(wins, 4);
}

// ---- haolao-cli: an unfinished pot verifies (and says so); --continue plays it to the end ------

std::string read_all(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

TEST(ResumeCli, VerifySaysWhetherThePotIsFinishedAndContinueCompletesIt) {
    const Ruleset rules = short_pot("hefei-classic", 3);
    const std::array<std::string, 4> names = {"normal", "easy", "baseline", "normal"};
    const std::uint64_t seed = 4242;
    const Game whole = one_pot(rules, seed, names);
    const ReplayHeader header = header_of(rules, seed, names);
    const std::string full_text = write_replay(header, whole.events());
    const std::size_t cut = whole.events().size() * 2 / 3;
    const std::vector<Event> prefix(whole.events().begin(),
                                    whole.events().begin() + static_cast<std::ptrdiff_t>(cut));
    const std::string part = test::temp_file("part", write_replay(header, prefix));
    const std::string full = test::temp_file("full", full_text);

    test::CliRun run = test::run_cli({"replay", "--verify", part});
    ASSERT_EQ(run.status, 0) << run.err;
    nlohmann::json j = nlohmann::json::parse(run.out);
    EXPECT_EQ(j["ok"], true);
    EXPECT_EQ(j["finished"], false);
    EXPECT_EQ(j["events"], cut);
    run = test::run_cli({"replay", "--verify", full});
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(nlohmann::json::parse(run.out)["finished"], true);

    // The file alone (its header names the agents and the seed) is enough to play on.
    const std::string out = test::temp_file("continued");
    run = test::run_cli({"replay", "--continue", part, "--out", out});
    ASSERT_EQ(run.status, 0) << run.err;
    j = nlohmann::json::parse(run.out);
    EXPECT_EQ(j["resumed_at"], cut);
    EXPECT_EQ(j["events"], whole.events().size());
    EXPECT_EQ(read_all(out), full_text);

    // A human seat needs --seats; an unknown agent is named.
    ReplayHeader human = header;
    human.seats[1].agent = "human";
    const std::string hpart = test::temp_file("hpart", write_replay(human, prefix));
    run = test::run_cli({"replay", "--continue", hpart, "--out", out});
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("seat S is played by \"human\""), std::string::npos) << run.err;
    run = test::run_cli(
        {"replay", "--continue", hpart, "--out", out, "--seats", "normal,easy,baseline,normal"});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(nlohmann::json::parse(run.out)["events"], whole.events().size());
    run = test::run_cli({"replay", "--verify", part, "--out", out});
    EXPECT_EQ(run.status, 2);
    for (const std::string& p : {part, full, out, hpart}) std::remove(p.c_str());
}

}  // namespace
}  // namespace haolao
