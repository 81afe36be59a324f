// SPDX-License-Identifier: GPL-3.0-or-later
// Internal: the playouts of hard's search (and of the analysis-only oracle): a hand played on to
// its end from four known hands and a known wall, every seat with one fast discard policy.
#pragma once

#include <array>
#include <cstdint>

#include "haolao/hand.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"
#include "haolao/seat.h"
#include "haolao/tile.h"
#include "haolao/wall.h"

namespace haolao::ai {

// A determinised hand in progress: four hands and the wall in draw order. No kongs are declared
// in a playout (the tiles stay concealed), which keeps it fast; scoring is the real score_win.
struct Playout {
    const Ruleset* rules = nullptr;
    std::array<Hand, 4> hands{};
    std::array<bool, 4> declared{};
    std::array<Tile, kMaxWallTiles> wall{};
    int head = 0;
    int end = 0;
    Seat dealer = Seat::East;
    int streak = 1;
    // The other seats' play does not depend on this seat's (no calls in a playout, the draws
    // rotate from the same wall), so every candidate of one deal replays the first one's: their
    // discards are kept by wall index (code, | 0x80 when it declared after; 0xFF: not yet).
    std::array<std::uint8_t, kMaxWallTiles>* memo = nullptr;
    // Whether each hand (13 tiles, between its turns) is ready: 1 yes, 0 no, -1 not known. A hand
    // that is not ready cannot win on the next tile, so its win tests are skipped.
    std::array<std::int8_t, 4> ready{-1, -1, -1, -1};
    // The analysis-only oracle: this seat (-1: none) sees the others' hands in its playout and
    // does not throw a tile one of them would win on while it has another.
    int sees_all = -1;

    int remaining() const { return end - head; }
};

// Fast discard: lowest shanten; then the tile of the suit held least (the 8-tile rule wants one
// long suit), then the least connected. Every discard's shanten comes from one
// discard_analysis (equal to a shanten call per discard, several times faster).
// Discards in `avoid` (by code) are passed over while any other exists.
inline Tile fast_discard(const Hand& hand, const Ruleset& rules, int& shanten_after,
                         std::uint64_t avoid = 0) {
    std::array<int, 3> suit_n{};
    for (int s = 0; s < 3; ++s) suit_n[s] = hand.suit_count(static_cast<Suit>(s));
    DiscardAnalysis a;
    discard_analysis(hand, rules, TileCounts{}, a, -1);
    const Hand& h = hand;
    int best_key = 1 << 30;
    Tile best;
    shanten_after = a.min_shanten;
    for (int i = 0; i < a.count; ++i) {
        const int sh = a.option[static_cast<std::size_t>(i)].shanten;
        if (sh > a.min_shanten && !avoid) continue;
        const int c = a.option[static_cast<std::size_t>(i)].tile.code();
        const int suit = c / 9;
        const int rank = c % 9;
        auto at = [&](int r) { return (r >= 0 && r < 9) ? int(h.concealed[suit * 9 + r]) : 0; };
        const int conn = 4 * (at(rank) - 1) + 2 * ((at(rank - 1) > 0) + (at(rank + 1) > 0)) +
                         ((at(rank - 2) > 0) + (at(rank + 2) > 0));
        const int key = sh * 10000 + (((avoid >> c) & 1u) ? 100000 : 0) +
                        (suit < 3 ? suit_n[suit] : 0) * 100 + conn * 2 + (c & 1);
        if (key < best_key) {
            best_key = key;
            best = Tile::from_code(c);
            shanten_after = sh;
        }
    }
    return best;
}

inline WinContext playout_context(const Playout& p, Seat winner, Tile tile, WinBy by,
                                  Seat discarder, unsigned situations) {
    const bool room = p.rules->declare_ready_required;
    if (by == WinBy::Discard) {
        return WinContext::on_discard(p.hands[index(winner)], tile, winner, discarder, p.dealer,
                                      p.streak, situations, room);
    }
    Hand hand = p.hands[index(winner)];
    hand.remove(tile);
    return WinContext::self_draw(hand, tile, winner, p.dealer, p.streak, situations, room);
}

inline int self_draw_delta(const Playout& p, Seat s, Tile t, unsigned situations, Seat me) {
    const WinResult r =
        score_win(playout_context(p, s, t, WinBy::SelfDraw, s, situations), *p.rules);
    return r.win ? r.deltas[index(me)] : 0;
}

// Plays on from `discarder`'s discard of `tile` (already out of its hand); returns `me`'s points.
inline int play_out(Playout& p, Seat me, Seat discarder, Tile tile) {
    const Ruleset& rules = *p.rules;
    for (int guard = 0; guard < 200; ++guard) {
        // Wins on the discard (every winner is paid, §1.4).
        int delta = 0;
        bool any = false;
        for (Seat s = next(discarder); s != discarder; s = next(s)) {
            if (rules.declare_ready_required && !p.declared[index(s)]) continue;
            if (p.ready[index(s)] == 0) continue;
            Hand h = p.hands[index(s)];
            h.add(tile);
            if (!is_winning(h, rules)) continue;
            const WinResult r =
                score_win(playout_context(p, s, tile, WinBy::Discard, discarder, 0), rules);
            if (!r.win) continue;
            any = true;
            delta += r.deltas[index(me)];
        }
        if (any) return delta;
        if (p.remaining() == 0) return 0;
        if (rules.haolao_tiles > 0 && p.remaining() <= rules.haolao_tiles) {
            Seat s = discarder;
            while (p.remaining() > 0) {
                s = next(s);
                const Tile t = p.wall[p.head++];
                p.hands[index(s)].add(t);
                if (is_winning(p.hands[index(s)], rules))
                    return self_draw_delta(p, s, t, kHaolao, me);
            }
            return 0;
        }
        const Seat s = next(discarder);
        const int at = p.head;
        const Tile t = p.wall[p.head++];
        Hand& h = p.hands[index(s)];
        h.add(t);
        if (p.ready[index(s)] != 0 && is_winning(h, rules)) return self_draw_delta(p, s, t, 0, me);
        std::uint8_t* const memo = (s != me && p.memo) ? &(*p.memo)[at] : nullptr;
        Tile d;
        if (p.declared[index(s)]) {
            d = t;  // a declared hand stays ready
            h.remove(d);
        } else if (memo && *memo != 0xFF) {
            d = Tile::from_code(*memo & 0x3F);
            h.remove(d);
            p.ready[index(s)] = (*memo & 0x40) ? 1 : 0;
            if (*memo & 0x80) p.declared[index(s)] = true;
        } else {
            std::uint64_t avoid = 0;
            if (index(s) == p.sees_all)
                for (int o = 0; o < 4; ++o) {
                    if (o == index(s) || p.ready[o] == 0) continue;
                    if (rules.declare_ready_required && !p.declared[o]) continue;
                    avoid |= wait_mask(p.hands[o], rules);
                }
            int sh = 0;
            d = fast_discard(h, rules, sh, avoid);
            h.remove(d);
            p.ready[index(s)] = sh == 0 ? 1 : 0;
            if (rules.declare_ready_required && sh == 0) p.declared[index(s)] = true;
            if (memo)
                *memo = static_cast<std::uint8_t>(d.code() | (sh == 0 ? 0x40 : 0) |
                                                  (p.declared[index(s)] ? 0x80 : 0));
        }
        discarder = s;
        tile = d;
    }
    return 0;
}

}  // namespace haolao::ai
