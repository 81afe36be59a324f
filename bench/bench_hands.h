// SPDX-License-Identifier: GPL-3.0-or-later
// The random hands and rule sets shared by bench_hand and bench_peer_shanten, so that the side by
// side comparison measures exactly the hands bench_hand does.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/hand.h"
#include "haolao/ruleset.h"

namespace haolao::bench {

// A well-mixed 64-bit seed from two numbers (splitmix64's finaliser): one deal's or run's seed.
inline std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
    std::uint64_t z = a * 0x9E3779B97F4A7C15ull + b + 0x632BE59BD9B4E019ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

inline constexpr int kHands = 4096;

// `tiles` tiles dealt from a freshly shuffled wall of `set`, kHands times.
inline std::vector<Hand> make_hands(int tiles, unsigned seed, TileSet set = TileSet::hefei()) {
    std::mt19937 rng(seed);
    std::vector<int> wall;
    for (Tile t : set.tiles())
        for (int i = 0; i < 4; ++i) wall.push_back(t.code());
    std::vector<Hand> hands;
    for (int i = 0; i < kHands; ++i) {
        std::shuffle(wall.begin(), wall.end(), rng);
        Hand h;
        for (int j = 0; j < tiles; ++j) ++h.concealed[wall[j]];
        hands.push_back(h);
    }
    return hands;
}

// 50/50 13 and 14 tiles.
inline std::vector<Hand> mixed_hands(unsigned seed13, unsigned seed14, TileSet set) {
    const auto a = make_hands(13, seed13, set);
    const auto b = make_hands(14, seed14, set);
    std::vector<Hand> out;
    out.reserve(kHands);
    for (int i = 0; i < kHands; ++i) out.push_back(i % 2 ? a[i] : b[i]);
    return out;
}

// Looked up once: ruleset_by_id compares names, which is not what is measured.
inline const Ruleset& hefei_rules() {
    static const Ruleset& r = ruleset_by_id("hefei-classic");
    return r;
}

// hefei-classic with the 136 tiles and no 8-tile rule (as in the tests): the shape analysis of
// Handan hands, with the figures comparable to the ones before the Handan preset existed.
inline const Ruleset& rules136() {
    static const Ruleset r = [] {
        Ruleset x = ruleset_by_id("hefei-classic");
        x.tiles = TileSet::handan();
        x.eight_tile_rule = false;
        return x;
    }();
    return r;
}

// The row-dumping tools' arguments (bench_danger, bench_value): `--hands N --seed S [--ruleset
// ID] --out FILE`, and the ruleset of one-hand pots they deal.
struct DumpArgs {
    long hands = 1000;
    std::uint64_t seed = 1;
    std::string ruleset = "hefei-classic";
    const char* out = nullptr;
    Ruleset rules;
};

// The file to write the rows to, or null (after printing why) when --out is missing or cannot
// be opened.
inline std::FILE* open_dump(int argc, char** argv, const char* tool, DumpArgs& a) {
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--hands"))
            a.hands = std::atol(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--seed"))
            a.seed = std::strtoull(argv[i + 1], nullptr, 10);
        else if (!std::strcmp(argv[i], "--ruleset"))
            a.ruleset = argv[i + 1];
        else if (!std::strcmp(argv[i], "--out"))
            a.out = argv[i + 1];
    }
    if (!a.out) {
        std::fprintf(stderr, "usage: %s --hands N --seed S [--ruleset ID] --out FILE\n", tool);
        return nullptr;
    }
    a.rules = ruleset_by_id(a.ruleset);
    a.rules.pot_length = PotLength::Hands;
    a.rules.pot_hands = 1;
    std::FILE* f = std::fopen(a.out, "wb");
    if (!f) std::fprintf(stderr, "%s: cannot write %s\n", tool, a.out);
    return f;
}

// Calls fn(tile) once for each distinct kind among the view's legal discards (the row-dumping
// tools write one row per kind).
template <class Fn>
void for_each_discard_kind(const SeatView& v, Fn fn) {
    std::uint64_t done = 0;
    for (const Action& d : v.legal) {
        if (d.type != ActionType::Discard) continue;
        const int code = d.tile.code();
        if ((done >> code) & 1u) continue;
        done |= std::uint64_t{1} << code;
        fn(d.tile);
    }
}

// The row-dumping tools' self-play: `a.hands` one-hand pots of 4 × normal, each dealt from
// mix(a.seed, hand number). `on_discard(h, deal_seed, game, seat, view, action)` sees every
// discard of a seat not yet declared, before it is played; `on_end(h, game)` each hand's end.
template <class OnDiscard, class OnEnd>
void normal_discards(const DumpArgs& a, OnDiscard on_discard, OnEnd on_end) {
    for (long h = 0; h < a.hands; ++h) {
        const std::uint64_t deal_seed = mix(a.seed, static_cast<std::uint64_t>(h));
        Game game(a.rules, deal_seed);
        std::array<std::unique_ptr<Agent>, 4> agents;
        for (int s = 0; s < 4; ++s)
            agents[s] = make_agent("normal", agent_seed(deal_seed, seat_from_index(s)));
        game.start_hand();
        while (game.hand_running()) {
            const Seat s = game.to_act().seats(game.state().turn).front();
            const SeatView v = game.view(s);
            const Action act = agents[index(s)]->decide(v);
            if (v.phase == Phase::Turn && !v.declared && act.type == ActionType::Discard)
                on_discard(h, deal_seed, game, s, v, act);
            game.act(s, act);
        }
        on_end(h, game);
    }
}

}  // namespace haolao::bench
