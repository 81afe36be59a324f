// SPDX-License-Identifier: GPL-3.0-or-later
// Labelled data for the win chance of the offence (issue 17, session 12: is normal's heuristic
// P(win) calibrated?).
//
//   bench_value --hands N --seed S [--ruleset ID] --out FILE
//
// Plays N seeded hands of 4 × normal. At every own-turn discard of an undeclared seat, writes one
// row of float32 for the chosen discard (kValueColumns): whether that seat won the hand and its
// points, the hand number, then what the seat saw: normal's predicted win chance of the discard
// (rank_discards), hard's (the same chain with its own draw in full and the 0.8 discount), the
// shanten and unseen ukeire after the discard, its draws left, unseen tiles, wall, haolao draw,
// whether discards may win, declared opponents, normal's threat sum and maximum, the hand value,
// its own discards, dealer. scripts/fit_value_model.py reads the rows.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "agents/eval.h"
#include "bench_hands.h"
#include "haolao/agent.h"
#include "haolao/game.h"
#include "haolao/hand.h"
#include "haolao/ruleset.h"

using namespace haolao;

namespace {

using bench::mix;
constexpr int kValueColumns = 19;

}  // namespace

int main(int argc, char** argv) {
    bench::DumpArgs args;
    std::FILE* f = bench::open_dump(argc, argv, "bench_value", args);
    if (!f) return 2;
    long rows = 0, wins = 0;
    std::vector<std::array<float, kValueColumns>> pending;
    std::vector<int> pending_seat;
    bench::normal_discards(
        args,
        [&](long h, std::uint64_t, const Game&, Seat s, const SeatView& v, const Action& a) {
            const ai::Table table = ai::read_table(v);
            std::array<ai::Candidate, 14> cands;
            const int n = ai::rank_discards(v, table, {}, cands);
            int c = 0;
            while (c < n && cands[c].tile != a.tile) ++c;
            if (c < n) {
                const ai::Candidate& k = cands[c];
                Hand after = v.hand;
                after.remove(a.tile);
                const int uke =
                    k.ukeire >= 0 ? k.ukeire : ai::unseen_ukeire(after, table, k.shanten);
                const bool ron = k.declare || table.ron_allowed;
                ai::Table hard_table = table;
                hard_table.full_own_draw = true;
                hard_table.ron_discount = 0.8f;
                int declared = 0;
                float threat_sum = 0, threat_max = 0;
                for (int o = 0; o < 4; ++o) {
                    if (o == index(s)) continue;
                    declared += v.declared_seats[o] ? 1 : 0;
                    threat_sum += table.threat[o];
                    threat_max = std::max(threat_max, table.threat[o]);
                }
                pending.push_back({0.f, 0.f, float(h), k.win,
                                   ai::win_chance(hard_table, k.shanten, uke, ron),
                                   float(k.shanten), float(uke), table.rounds_left,
                                   float(table.unseen_total), float(table.wall_left),
                                   table.haolao_draw ? 1.f : 0.f, ron ? 1.f : 0.f, float(declared),
                                   threat_sum, threat_max, k.value, float(v.ponds[index(s)].size),
                                   v.dealer == s ? 1.f : 0.f, k.declare ? 1.f : 0.f});
                pending_seat.push_back(index(s));
            }
        },
        [&](long h, const Game& game) {
            const HandResult& r = game.last_hand();
            for (std::size_t i = 0; i < pending.size(); ++i) {
                const int s = pending_seat[i];
                bool won = false;
                for (const WinRecord& w : r.wins) won |= index(w.context.winner) == s;
                pending[i][0] = won ? 1.f : 0.f;
                pending[i][1] = float(r.deltas[s]);
                std::fwrite(pending[i].data(), sizeof(float), kValueColumns, f);
                ++rows;
                wins += won;
            }
            if ((h + 1) % 2000 == 0)
                std::fprintf(stderr, "%ld hands, %ld rows, %ld won\n", h + 1, rows, wins);
            pending.clear();
            pending_seat.clear();
        });
    std::fclose(f);
    std::printf("%ld rows (%d floats each), %ld from a seat that won\n", rows, kValueColumns, wins);
    return 0;
}
