// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring (RULES.md §2): one data row per hand-scored case. Every expected value is worked out
// by hand from RULES.md in the comment beside the row. Hands are the concealed tiles BEFORE the
// winning tile; kongs are declared concealed kongs.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <sstream>
#include <string>

#include "../../engine/src/decompose.h"
#include "haolao/hand.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"
#include "haolao/tile.h"
#include "random_wins.h"

using namespace haolao;

namespace {

constexpr WinBy Ron = WinBy::Discard;
constexpr WinBy Tsumo = WinBy::SelfDraw;
constexpr bool Declaring = true;
constexpr bool Open = false;  // non-declaring room

struct Row {
    const char* name;
    const char* preset;
    const char* hand;   // concealed, before the winning tile
    const char* kongs;  // declared kongs, e.g. "5555s"
    const char* win;
    WinBy by;
    char winner;
    char dealer;
    char discarder;  // '-' on a self-draw
    int streak;
    unsigned situations;
    bool declaring;
    const char* pays;   // "E=28" or "S=29 E=30 N=29", or "reject:<reason>"
    const char* items;  // items of the FIRST payer in `pays`, in Item order; ×: "heavenly*6"
};

std::ostream& operator<<(std::ostream& os, const Row& r) {
    return os << r.name;
}

Seat seat(char c) {
    return *parse_seat(std::string(1, c));
}

WinContext context(const Row& r) {
    const TileSet any = TileSet::handan();  // so rejection rows can hold 1s and 9s
    Hand hand;
    hand.concealed = to_counts(parse_tiles(r.hand, any, 8));
    const TileCounts kongs = to_counts(parse_tiles(r.kongs, any, 8));
    for (int c = 0; c < kNumTileKinds; ++c)
        for (int k = 0; k < kongs[c] / 4; ++k) hand.kongs[hand.kong_count++] = Tile::from_code(c);
    const Tile win = parse_tile(r.win, any);
    if (r.by == WinBy::SelfDraw) {
        return WinContext::self_draw(hand, win, seat(r.winner), seat(r.dealer), r.streak,
                                     r.situations, r.declaring);
    }
    return WinContext::on_discard(hand, win, seat(r.winner),
                                  r.discarder != '-' ? seat(r.discarder) : Seat::East,
                                  seat(r.dealer), r.streak, r.situations, r.declaring);
}

std::string describe(const std::vector<ItemScore>& items) {
    std::string out;
    for (const ItemScore& i : items) {
        if (!out.empty()) out += ' ';
        out += item_id(i.item);
        if (i.points != 0) {
            out += '=';
            out += std::to_string(i.points);
        }
        if (i.multiplier != 1) {
            out += '*';
            out += std::to_string(i.multiplier);
        }
    }
    return out;
}

class ScoringRows : public ::testing::TestWithParam<Row> {};

TEST_P(ScoringRows, MatchesHandScore) {
    const Row& row = GetParam();
    const WinResult res = score_win(context(row), ruleset_by_id(row.preset));
    const std::string pays = row.pays;
    if (pays.rfind("reject:", 0) == 0) {
        EXPECT_FALSE(res.win);
        EXPECT_EQ(res.reason, pays.substr(7));
        EXPECT_TRUE(res.payments.empty());
        return;
    }
    ASSERT_TRUE(res.win) << res.reason;
    std::map<char, int> expected;
    char first = 0;
    std::istringstream in(pays);
    std::string tok;
    while (in >> tok) {
        expected[tok[0]] = std::stoi(tok.substr(2));
        if (!first) first = tok[0];
    }
    std::map<char, int> actual;
    std::array<int, 4> deltas{};
    for (const Payment& p : res.payments) {
        actual[seat_letter(p.payer)] = p.points;
        deltas[index(p.payer)] -= p.points;
        deltas[index(seat(row.winner))] += p.points;
        if (seat_letter(p.payer) == first) {
            EXPECT_EQ(describe(p.items), row.items);
        }
    }
    EXPECT_EQ(actual, expected);
    EXPECT_EQ(res.payments.size(), row.by == Ron ? 1u : 3u);
    EXPECT_EQ(res.deltas, deltas);
    EXPECT_EQ(deltas[0] + deltas[1] + deltas[2] + deltas[3], 0);
}

// clang-format off
const Row kRows[] = {
    // ---------------- RULES.md §5 worked examples ----------------
    // §5.1: 234 234 567 678m 55p, 6m completes 78m (only 6: ka 1). m 12: zhi 4; s absent: que 5;
    // two 234m: shuangpu 5; pinghu 1; dealer E pays: dealer 2. 10+4+5+1+5+1+2 = 28.
    {"ex1", "hefei-classic", "234m 234m 567m 78m 55p", "", "6m", Ron, 'S', 'E', 'E', 2, 0, Open,
     "E=28", "base=10 zhi=4 que=5 ka=1 shuangpu=5 pinghu=1 dealer=2"},
    // §5.2: ka 1 (78s → 6s), pinghu 1; 258 count 6, 37 count 4. 10+1+1 = 12.
    {"ex2", "hefei-classic", "234m 567m 88m 345p 78s", "", "6s", Ron, 'S', 'E', 'W', 1, 0, Open,
     "W=12", "base=10 ka=1 pinghu=1"},
    // §5.3: super 10+5 = 15; m 10: zhi 2; 3333m 77s: 37 6-4 = 2. 29; dealer E pays +1 = 30.
    {"ex3", "hefei-classic", "3333m 44m 66m 8m 55p 77s", "", "8m", Tsumo, 'W', 'E', '-', 1, 0,
     Open, "S=29 E=30 N=29", "base=10 zhi=2 three_seven=2 super_seven_pairs=15"},
    // §5.4: 12 + zhi 2 + seven_pairs 5 = 19, × 2 (one four) = 38, + dealer ron 1×1 = 39.
    {"ex4", "hefei-ting", "3333m 44m 66m 8m 55p 77s", "", "8m", Ron, 'W', 'W', 'N', 1, 0,
     Declaring, "N=39", "base=12 zhi=2 seven_pairs=5 luxury_seven_pairs*2 dealer=1"},
    // §5.5: p 11: zhi 3; m absent: que 1; rank 5 ×5: tong 1; kong 2; 666p kan 1; 5p completes
    // 34p (open, no ka). 18 × 2 (kong_bloom) = 36 each.
    {"ex5", "hefei-bianfeng", "234p 666p 88p 34p", "5555s", "5p", Tsumo, 'N', 'E', '-', 1,
     kKongBloom, Open, "E=36 S=36 W=36", "base=10 zhi=3 que=1 tong=1 kan=1 kong=2 kong_bloom*2"},

    // ---------------- hefei-classic ----------------
    // Pure 14 m: 222 456 678 777 33 (only decomposition). zhi 14-8 = 6; que p,s 2×5 = 10;
    // 7m ×4 as 777 + 7 in 678: huo 5 (777 not a kan); kan 222 = 1; 3m pair: ka 1 (单钓);
    // 37: 3m×2 + 7m×4 = 6 → 2; pinghu 1; pure 50. 10+6+10+1+5+1+2+1+50 = 86; E +1 = 87.
    {"c_pure_huo_tsumo", "hefei-classic", "222m 456m 678m 777m 3m", "", "3m", Tsumo, 'S', 'E',
     '-', 1, 0, Open, "W=86 E=87 N=86",
     "base=10 zhi=6 que=10 kan=1 huo=5 ka=1 three_seven=2 pinghu=1 pure=50"},
    // Ron on 8m completes 888m: not a kan; 666s is: kan 1. m 9: zhi 1; 258: 2m 5m 888m 55p
    // = 7 → 1; pinghu 1. 10+1+1+1+1 = 14; no dealer involved.
    {"c_kan_ron_exception", "hefei-classic", "234m 567m 88m 55p 666s", "", "8m", Ron, 'S', 'E',
     'N', 1, 0, Open, "N=14", "base=10 zhi=1 kan=1 two_five_eight=1 pinghu=1"},
    // Same tiles self-drawn: 888m is a kan too: kan 2. 10+1+2+1+1 = 15; dealer E pays 16.
    {"c_kan_tsumo", "hefei-classic", "234m 567m 88m 55p 666s", "", "8m", Tsumo, 'W', 'E', '-',
     1, 0, Open, "N=15 E=16 S=15", "base=10 zhi=1 kan=2 two_five_eight=1 pinghu=1"},
    // 222m 555m 888m 555s 22p, ron 5s (555s not kan). zhi 1; tong: rank 2 ×5 → 1, rank 5 ×6
    // → 2: 3; kan 3; 258: 14 tiles → 8; pinghu 1. 10+1+3+3+8+1 = 26.
    {"c_tong_258", "hefei-classic", "222m 555m 888m 22p 55s", "", "5s", Ron, 'N', 'E', 'W', 1,
     0, Open, "W=26", "base=10 zhi=1 tong=3 kan=3 two_five_eight=8 pinghu=1"},
    // Same self-drawn: kan 4 → four_kan 50. 10+1+3+4+8+1+50 = 77; dealer E 78.
    {"c_four_kan", "hefei-classic", "222m 555m 888m 22p 55s", "", "5s", Tsumo, 'N', 'E', '-', 1,
     0, Open, "E=78 S=77 W=77",
     "base=10 zhi=1 tong=3 kan=4 two_five_eight=8 pinghu=1 four_kan=50 dealer=1"},
    // Four concealed pungs, ron on the pair (单钓): all four are kan → four_kan; ka 1. zhi 1;
    // tong: rank 2 ×6 → 2, rank 5 ×5 → 1: 3; 258 14 → 8; pinghu 1; dealer E pays, streak 3.
    // 10+1+3+4+1+8+1+50+3 = 81.
    {"c_four_kan_ron_pair", "hefei-classic", "222m 555m 888m 222p 5s", "", "5s", Ron, 'S', 'E',
     'E', 3, 0, Open, "E=81",
     "base=10 zhi=1 tong=3 kan=4 ka=1 two_five_eight=8 pinghu=1 four_kan=50 dealer=3"},
    // Pure and four kan: 50 once (pure). m 14: zhi 6; que 10; kan 4; ka 1 (pair); 258: 2×3 +
    // 5×2 + 8×3 = 8 → 2; pinghu 1; dealer W wins, streak 2: +2 from each.
    // 10+6+10+4+1+2+1+50+2 = 86.
    {"c_pure_and_four_kan", "hefei-classic", "222m 444m 666m 888m 5m", "", "5m", Tsumo, 'W',
     'W', '-', 2, 0, Open, "N=86 E=86 S=86",
     "base=10 zhi=6 que=10 kan=4 ka=1 two_five_eight=2 pinghu=1 pure=50 dealer=2"},
    // Ka, middle: 4p6p + 5p. zhi 1; kan 888m; 258: 2m 5m 888m 5p 55s = 8 → 2; pinghu.
    // 10+1+1+1+2+1 = 16.
    {"c_ka_middle", "hefei-classic", "234m 567m 888m 46p 55s", "", "5p", Ron, 'S', 'E', 'W', 1,
     0, Open, "W=16", "base=10 zhi=1 kan=1 ka=1 two_five_eight=2 pinghu=1"},
    // Open wait 45p + 3p (6p exists): no ka. Dealer S wins the ron, streak 3: +3.
    // 10+1+1+2+1+3 = 18.
    {"c_open_wait_dealer_ron", "hefei-classic", "234m 567m 888m 45p 55s", "", "3p", Ron, 'S',
     'S', 'W', 3, 0, Open, "W=18", "base=10 zhi=1 kan=1 two_five_eight=2 pinghu=1 dealer=3"},
    // Ka, end 23p → 4p (no 1p). 44s pair, 567m 567m 888m: shuangpu 5, kan 1, zhi 1; 258 6,
    // 37 3. 10+1+1+1+5+1 = 19.
    {"c_ka_23_4", "hefei-classic", "567m 567m 888m 23p 44s", "", "4p", Ron, 'N', 'E', 'S', 1, 0,
     Open, "S=19", "base=10 zhi=1 kan=1 ka=1 shuangpu=5 pinghu=1"},
    // 555666777m: three 567m (shuangpu 2 × 5 = 10) beats three pungs (kan 3). zhi 1; 34s+5s
    // open; 258 = 5m×3 + 88p + 5s = 6; 37 = 4. 10+1+10+1 = 22.
    {"c_shuangpu_three", "hefei-classic", "555666777m 88p 34s", "", "5s", Ron, 'S', 'E', 'N', 1,
     0, Open, "N=22", "base=10 zhi=1 shuangpu=10 pinghu=1"},
    // RULES' tong example: 444m 444p 44s = rank 4 ×8 → 4. zhi 1; kan 2; ka 1 (单钓 4s);
    // pinghu 1; dealer N wins self-draw: +1 each. 10+1+4+2+1+1+1 = 20.
    {"c_tong_eight", "hefei-classic", "444m 567m 678m 444p 4s", "", "4s", Tsumo, 'N', 'N', '-',
     1, 0, Open, "E=20 S=20 W=20", "base=10 zhi=1 tong=4 kan=2 ka=1 pinghu=1 dealer=1"},
    // Kong bloom with a kong: m 12: zhi 4; que s 5; kan 666m 1; kong 5; 37: 3m + 7777m = 5 →
    // 1; pinghu 1; kong_bloom 5 (6p completes 45p, open). 32; dealer S streak 2 pays 34.
    {"c_kong_bloom", "hefei-classic", "234m 666m 88m 45p", "7777m", "6p", Tsumo, 'E', 'S', '-',
     2, kKongBloom, Open, "S=34 W=32 N=32",
     "base=10 zhi=4 que=5 kan=1 kong=5 three_seven=1 pinghu=1 kong_bloom=5 dealer=2"},
    // Haolao, 单钓 5p: zhi 1; kan 888m; ka 1; 258: 2m 5m 888m 55p 8s = 8 → 2; pinghu 1;
    // haolao 5. 21; dealer E 22.
    {"c_haolao", "hefei-classic", "234m 567m 888m 5p 678s", "", "5p", Tsumo, 'S', 'E', '-', 1,
     kHaolao, Open, "E=22 W=21 N=21",
     "base=10 zhi=1 kan=1 ka=1 two_five_eight=2 pinghu=1 haolao=5 dealer=1"},
    // §5.2 after the discarder's kong: + kong_discard 5 = 17.
    {"c_kong_discard", "hefei-classic", "234m 567m 88m 345p 78s", "", "6s", Ron, 'S', 'E', 'W',
     1, kKongDiscard, Open, "W=17", "base=10 ka=1 pinghu=1 kong_discard=5"},
    // Heavenly: dealer E's dealt 14. zhi 1; kan 1; 258: 2m 5m 888m 55p 8s = 8 → 2; pinghu 1;
    // dealer 1 (67s + 8s open). (10+1+1+2+1+1) × 6 = 96 from each.
    {"c_heavenly", "hefei-classic", "234m 567m 888m 55p 67s", "", "8s", Tsumo, 'E', 'E', '-', 1,
     kHeavenly, Open, "S=96 W=96 N=96",
     "base=10 zhi=1 kan=1 two_five_eight=2 pinghu=1 heavenly*6 dealer=1"},
    // Earthly, ron on the dealer's first discard: (12 + dealer 1) × 3 = 39.
    {"c_earthly_ron", "hefei-classic", "234m 567m 88m 345p 78s", "", "6s", Ron, 'S', 'E', 'E', 1,
     kEarthly, Open, "E=39", "base=10 ka=1 pinghu=1 earthly*3 dealer=1"},
    // Earthly claimed on a non-dealer's discard cannot happen: ignored, 12.
    {"c_earthly_ignored", "hefei-classic", "234m 567m 88m 345p 78s", "", "6s", Ron, 'S', 'E',
     'W', 1, kEarthly, Open, "W=12", "base=10 ka=1 pinghu=1"},
    // Earthly self-draw: (10+1+1+1+2+1) × 3 = 48; dealer E (16+1) × 3 = 51.
    {"c_earthly_tsumo", "hefei-classic", "234m 567m 888m 5p 678s", "", "5p", Tsumo, 'S', 'E',
     '-', 1, kEarthly, Open, "W=48 N=48 E=51",
     "base=10 zhi=1 kan=1 ka=1 two_five_eight=2 pinghu=1 earthly*3"},
    // Plain seven pairs: m 8 (zhi 0); 258 = 6, 37 = 4; seven_pairs 5; dealer N discards,
    // streak 2: 10+5+2 = 17.
    {"c_seven_pairs", "hefei-classic", "22m 44m 66m 88m 33p 55p 7s", "", "7s", Ron, 'S', 'N',
     'N', 2, 0, Open, "N=17", "base=10 seven_pairs=5 dealer=2"},
    // Two fours: super 10 + 2×5 = 20; m 12: zhi 4; p absent: que 5; 37 = 3333m 77s = 6 → 2.
    // 10+4+5+2+20 = 41.
    {"c_super_two_fours", "hefei-classic", "2222m 3333m 55m 66m 7s", "", "7s", Ron, 'W', 'E',
     'S', 1, 0, Open, "S=41", "base=10 zhi=4 que=5 three_seven=2 super_seven_pairs=20"},
    // Both shapes: 234 234 567 567m 88p scores 10+4+5+ka 1+shuangpu 10+pinghu 1 = 31, seven
    // pairs 10+4+5+5 = 24: standard wins.
    {"c_prefers_standard", "hefei-classic", "223344m 556677m 8p", "", "8p", Ron, 'S', 'E', 'W',
     1, 0, Open, "W=31", "base=10 zhi=4 que=5 ka=1 shuangpu=10 pinghu=1"},
    // 44m pair + 345m 345m: four 4m but not pung + chow: no huo in classic. zhi 3; que 5;
    // kan 222p; ka (78m → 6m); shuangpu 5; 258 6; 37 3; pinghu; dealer W wins: +1 each.
    // 10+3+5+1+1+5+1+1 = 27.
    {"c_four_as_pair_no_huo", "hefei-classic", "33m 4444m 55m 78m 222p", "", "6m", Tsumo, 'W',
     'W', '-', 1, 0, Open, "N=27 E=27 S=27",
     "base=10 zhi=3 que=5 kan=1 ka=1 shuangpu=5 pinghu=1 dealer=1"},

    // Three kongs, kong bloom: double_eight is not a classic item. p 9: zhi 1; que s 5; rank 6
    // 6666m + 6p: tong 1; kong 3×5 = 15; 单钓 ka 1; 258: 2222m 55p 8p = 7 → 1; 37: 3333p 7p
    // = 5 → 1; pinghu 1; kong_bloom 5; dealer E wins: 1. 42 each.
    {"c_no_double_eight", "hefei-classic", "5p 678p", "2222m 6666m 3333p", "5p", Tsumo, 'E', 'E',
     '-', 1, kKongBloom, Open, "S=42 W=42 N=42",
     "base=10 zhi=1 que=5 tong=1 kong=15 ka=1 two_five_eight=1 three_seven=1 pinghu=1 "
     "kong_bloom=5 dealer=1"},
    // Four kongs + 单钓 6p: four_kan. m 12: zhi 4; que 5; kong 20; ka 1; 258: 2222m 5555p =
    // 8 → 2; 37: 3333m = 4; pinghu 1; four_kan 50. 10+4+5+20+1+2+1+50 = 93.
    {"c_four_kongs", "hefei-classic", "6p", "2222m 3333m 4444m 5555p", "6p", Ron, 'S', 'E', 'W',
     1, 0, Open, "W=93", "base=10 zhi=4 que=5 kong=20 ka=1 two_five_eight=2 pinghu=1 four_kan=50"},

    // The ron 4m is the fourth 4m: classic has no 明活, huo 5. 345 444 678 88m 567s; 4m as
    // the middle of 345: ka 1. m 11: zhi 3; p absent: que 5; 258 = 5m 888m 5s = 5, 37 = 3;
    // pinghu 1. 10+3+5+5+1+1 = 25.
    {"c_huo_ron_fourth", "hefei-classic", "444m 35m 678m 88m 567s", "", "4m", Ron, 'S', 'E', 'W',
     1, 0, Open, "W=25", "base=10 zhi=3 que=5 huo=5 ka=1 pinghu=1"},

    // ---------------- hefei-ting ----------------
    // Non-declaring room, self-draw by S: (10 + 2 + 5) × 2 = 34 each, no dealer bonus.
    {"t_luxury_open_room", "hefei-ting", "3333m 44m 66m 8m 55p 77s", "", "8m", Tsumo, 'S', 'E',
     '-', 1, 0, Open, "W=34 N=34 E=34", "base=10 zhi=2 seven_pairs=5 luxury_seven_pairs*2"},
    // Two fours, dealer W self-draw streak 2: (12 + zhi 4 + que 1 + 5) × 3 = 66 + 2×2 = 70.
    {"t_luxury_two_fours", "hefei-ting", "2222m 3333m 55m 66m 7s", "", "7s", Tsumo, 'W', 'W',
     '-', 2, 0, Declaring, "N=70 E=70 S=70",
     "base=12 zhi=4 que=1 seven_pairs=5 luxury_seven_pairs*3 dealer=4"},
    // A discarded fourth counts: 3333m with the ron 3m. (12+2+5) × 2 = 38; the dealer E
    // discards: no bonus in ting.
    {"t_luxury_discarded_fourth", "hefei-ting", "333m 44m 66m 88m 55p 77s", "", "3m", Ron, 'S',
     'E', 'E', 1, 0, Declaring, "E=38", "base=12 zhi=2 seven_pairs=5 luxury_seven_pairs*2"},
    // 345 444 678 88m 567s, ron 4m: 明活 2 (the discard is one of the four), placed in 345
    // as the middle: ka 1. m 11: zhi 3; p absent: que 1. 12+3+1+2+1 = 19.
    {"t_ming_huo", "hefei-ting", "444m 35m 678m 88m 567s", "", "4m", Ron, 'S', 'E', 'E', 1, 0,
     Declaring, "E=19", "base=12 zhi=3 que=1 huo=2 ka=1"},
    // Same self-drawn: 暗活 4. 12+3+1+4+1 = 21 each.
    {"t_an_huo", "hefei-ting", "444m 35m 678m 88m 567s", "", "4m", Tsumo, 'S', 'E', '-', 1, 0,
     Declaring, "W=21 N=21 E=21", "base=12 zhi=3 que=1 huo=4 ka=1"},
    // 234 234 567 888m 55p, ron 4m into a 234 (23 → 4: ka 1): 明双扑 1. zhi 4; que 1; kan 1;
    // dealer N wins the ron, streak 2: 2. 12+4+1+1+1+1+2 = 22.
    {"t_ming_shuangpu", "hefei-ting", "234m 23m 567m 888m 55p", "", "4m", Ron, 'N', 'N', 'W', 2,
     0, Declaring, "W=22", "base=12 zhi=4 que=1 kan=1 ka=1 shuangpu=1 dealer=2"},
    // Three 567m, the ron 5s outside them: 暗 2 × 2 = 4 (beats pungs: kan 3). Non-declaring:
    // 10 + zhi 1 + 4 = 15.
    {"t_shuangpu_three_an", "hefei-ting", "555666777m 88p 34s", "", "5s", Ron, 'S', 'E', 'N', 1,
     0, Open, "N=15", "base=10 zhi=1 shuangpu=4"},
    // Three 567m with the ron 5m in one: one 明 (1) + one 暗 (2) = 3, beats 555 666 777 with
    // the 555 ron-completed (kan 2). 12 + 1 + 3 = 16.
    {"t_shuangpu_three_ming", "hefei-ting", "55m 666m 777m 88p 345s", "", "5m", Ron, 'S', 'E',
     'W', 1, 0, Declaring, "W=16", "base=12 zhi=1 shuangpu=3"},
    // Three kongs: m 8, p 9 → zhi 1, double_eight 50; s absent: que 1; rank 6: 6666m + 6p =
    // 5 → tong 1; kong 3×2 = 6; 单钓 5p ka 1; kong_bloom not a ting item; dealer E self-draw
    // streak 1: 2. 12+1+50+1+1+6+1+2 = 74.
    {"t_double_eight", "hefei-ting", "5p 678p", "2222m 6666m 3333p", "5p", Tsumo, 'E', 'E', '-',
     1, kKongBloom, Declaring, "S=74 W=74 N=74",
     "base=12 zhi=1 double_eight=50 que=1 tong=1 kong=6 ka=1 dealer=2"},
    // Haolao 10: 10 + zhi 1 + kan 1 + ka 1 + 10 = 23 each.
    {"t_haolao", "hefei-ting", "234m 567m 888m 5p 678s", "", "5p", Tsumo, 'S', 'E', '-', 1,
     kHaolao, Open, "E=23 W=23 N=23", "base=10 zhi=1 kan=1 ka=1 haolao=10"},
    // Heavenly: 12 + 100 + dealer 2×3 = 118 each.
    {"t_heavenly", "hefei-ting", "234m 567m 888m 55p 67s", "", "8s", Tsumo, 'E', 'E', '-', 3,
     kHeavenly, Declaring, "S=118 W=118 N=118", "base=12 heavenly=100 dealer=6"},
    // Earthly (self-draw): 10 + 80 = 90 each.
    {"t_earthly", "hefei-ting", "234m 567m 888m 5p 678s", "", "5p", Tsumo, 'S', 'E', '-', 1,
     kEarthly, Open, "E=90 W=90 N=90", "base=10 earthly=80"},
    // Earthly on a ron is not a ting 地胡: ignored. 12 + ka 1 = 13; no pinghu, the dealer
    // pays no bonus.
    {"t_earthly_ron_ignored", "hefei-ting", "234m 567m 88m 345p 78s", "", "6s", Ron, 'S', 'E',
     'E', 1, kEarthly, Declaring, "E=13", "base=12 ka=1"},
    // Pure four-pung hand: no pure or four_kan in ting; kong_discard not a ting item.
    // 12 + zhi 6 + que 2 + kan 4 + ka 1 = 25.
    {"t_no_pure", "hefei-ting", "222m 444m 666m 888m 5m", "", "5m", Ron, 'S', 'E', 'W', 1,
     kKongDiscard, Declaring, "W=25", "base=12 zhi=6 que=2 kan=4 ka=1"},

    // ---------------- hefei-bianfeng ----------------
    // 44m pair + 345m 345m: 活 in either shape: 4. zhi 3; que 1; kan 222p 1; ka (78 → 6) 1;
    // shuangpu 2; base score 22; dealer W self-draw streak 1: + 2 = 24 each.
    {"b_huo_pair_two_chows", "hefei-bianfeng", "33m 4444m 55m 78m 222p", "", "6m", Tsumo, 'W',
     'W', '-', 1, 0, Open, "N=24 E=24 S=24",
     "base=10 zhi=3 que=1 kan=1 huo=4 ka=1 shuangpu=2 dealer=2"},
    // Seven pairs with 3333m: huo 4 + seven_pairs 5; zhi 2. 10+2+4+5 = 21 each.
    {"b_seven_pairs_huo", "hefei-bianfeng", "3333m 44m 66m 8m 55p 77s", "", "8m", Tsumo, 'W',
     'E', '-', 1, 0, Open, "S=21 N=21 E=21", "base=10 zhi=2 huo=4 seven_pairs=5"},
    // Pure: 10 + zhi 6 + que 2 + kan 4 + ka 1 = 23, + pure 30, + dealer ron 1×2 = 55.
    {"b_pure_dealer_ron", "hefei-bianfeng", "222m 444m 666m 888m 5m", "", "5m", Ron, 'S', 'S',
     'E', 2, 0, Open, "E=55", "base=10 zhi=6 que=2 kan=4 ka=1 pure=30 dealer=2"},
    // Kong bloom + pure + dealer: 234 678 777 33m + 5555m. m 15: zhi 7; que 2; kong 2;
    // 7m ×4: huo 4 (777 not a kan); ka 1 (单钓). (10+7+2+2+4+1) × 2 = 52, + 30 + 2×1 = 84.
    {"b_kong_bloom_pure", "hefei-bianfeng", "234m 678m 777m 3m", "5555m", "3m", Tsumo, 'N', 'N',
     '-', 1, kKongBloom, Open, "E=84 S=84 W=84",
     "base=10 zhi=7 que=2 kong=2 huo=4 ka=1 pure=30 kong_bloom*2 dealer=2"},
    // m 8, p 9: zhi 1, double_eight 50; que 1; kong 3×2 = 6; haolao 10 (8p onto 567p is
    // open). 10+1+50+1+6+10 = 78 each.
    {"b_double_eight_haolao", "hefei-bianfeng", "55p 67p", "2222m 4444m 3333p", "8p", Tsumo, 'S',
     'E', '-', 1, kHaolao, Open, "E=78 W=78 N=78",
     "base=10 zhi=1 double_eight=50 que=1 kong=6 haolao=10"},
    // Heavenly: 10 + 100 + 2×2 = 114 each.
    {"b_heavenly", "hefei-bianfeng", "234m 567m 888m 55p 67s", "", "8s", Tsumo, 'E', 'E', '-', 2,
     kHeavenly, Open, "S=114 W=114 N=114", "base=10 heavenly=100 dealer=4"},
    // Earthly: 10 + 80 = 90 each.
    {"b_earthly", "hefei-bianfeng", "234m 567m 888m 5p 678s", "", "5p", Tsumo, 'S', 'E', '-', 1,
     kEarthly, Open, "E=90 W=90 N=90", "base=10 earthly=80"},
    // §5.1 tiles in bianfeng: zhi 4, que 1, ka 1, shuangpu 2: 18; dealer E pays no bonus.
    {"b_ex1_tiles", "hefei-bianfeng", "234m 234m 567m 78m 55p", "", "6m", Ron, 'S', 'E', 'E', 2,
     0, Open, "E=18", "base=10 zhi=4 que=1 ka=1 shuangpu=2"},
    // Ron 5s completes 555s (not a kan): kan 3; tong 3; zhi 1; no 258 in bianfeng. 17.
    {"b_kan_ron_exception", "hefei-bianfeng", "222m 555m 888m 22p 55s", "", "5s", Ron, 'N', 'E',
     'W', 1, 0, Open, "W=17", "base=10 zhi=1 tong=3 kan=3"},
    // Middle ka 5p; kan 888m; zhi 1. 10+1+1+1 = 13; dealer S wins the ron, streak 1: 14.
    {"b_ka_middle_dealer", "hefei-bianfeng", "234m 567m 888m 46p 55s", "", "5p", Ron, 'S', 'S',
     'W', 1, 0, Open, "W=14", "base=10 zhi=1 kan=1 ka=1 dealer=1"},

    // ---------------- rejections ----------------
    {"r_count_short", "hefei-classic", "234m 567m 88m 345p 7s", "", "6s", Ron, 'S', 'E', 'W', 1,
     0, Open, "reject:wrong_tile_count", ""},
    {"r_count_with_kong", "hefei-classic", "234m 567m 88m 345p 78s", "5555s", "6s", Tsumo, 'S',
     'E', '-', 1, 0, Open, "reject:wrong_tile_count", ""},
    {"r_tile_1m", "hefei-classic", "123m 567m 88m 345p 78s", "", "6s", Ron, 'S', 'E', 'W', 1, 0,
     Open, "reject:tile_not_in_ruleset", ""},
    {"r_win_tile_9s", "hefei-ting", "234m 567m 88m 345p 78s", "", "9s", Ron, 'S', 'E', 'W', 1, 0,
     Declaring, "reject:tile_not_in_ruleset", ""},
    {"r_kong_tile_9p", "hefei-bianfeng", "234m 567m 88m 34s", "9999p", "5s", Tsumo, 'S', 'E',
     '-', 1, 0, Open, "reject:tile_not_in_ruleset", ""},
    {"r_five_copies", "hefei-classic", "2222m 67m 88m 345p 78s", "", "2m", Ron, 'S', 'E', 'W', 1,
     0, Open, "reject:too_many_copies", ""},
    {"r_copies_with_kong", "hefei-bianfeng", "234m 567m 88m 55s", "5555s", "5s", Tsumo, 'S', 'E',
     '-', 1, 0, Open, "reject:too_many_copies", ""},
    {"r_shape", "hefei-classic", "234m 567m 88m 345p 78s", "", "2s", Ron, 'S', 'E', 'W', 1, 0,
     Open, "reject:not_a_winning_shape", ""},
    {"r_seven_pairs_odd", "hefei-ting", "22m 44m 66m 88m 33p 55p 7s", "", "8s", Tsumo, 'S', 'E',
     '-', 1, 0, Declaring, "reject:not_a_winning_shape", ""},
    // 234m 567m 345p 678s 55p: a shape, but no suit has 8 tiles.
    {"r_eight", "hefei-classic", "234m 567m 345p 678s 5p", "", "5p", Ron, 'S', 'E', 'W', 1, 0,
     Open, "reject:no_suit_with_eight", ""},
    {"r_eight_bianfeng", "hefei-bianfeng", "234m 567m 345p 678s 5p", "", "5p", Tsumo, 'S', 'E',
     '-', 1, 0, Open, "reject:no_suit_with_eight", ""},
    {"r_discarder_is_winner", "hefei-classic", "234m 567m 88m 345p 78s", "", "6s", Ron, 'S', 'E',
     'S', 1, 0, Open, "reject:discarder_is_winner", ""},
};
// clang-format on

INSTANTIATE_TEST_SUITE_P(Hefei, ScoringRows, ::testing::ValuesIn(kRows),
                         [](const auto& info) { return std::string(info.param.name); });

// Decomposition enumeration: each distinct multiset of groups exactly once.
struct DecompRow {
    const char* tiles;  // complete concealed tiles
    int sets;
    int expected;
};

class DecompositionCount : public ::testing::TestWithParam<DecompRow> {};

TEST_P(DecompositionCount, Enumerates) {
    const DecompRow& row = GetParam();
    const TileCounts counts = to_counts(parse_tiles(row.tiles, TileSet::hefei()));
    EXPECT_EQ(detail::count_standard_decompositions(counts, row.sets), row.expected) << row.tiles;
}

INSTANTIATE_TEST_SUITE_P(
    Rows, DecompositionCount,
    ::testing::Values(DecompRow{"234m 234m 567m 678m 55p", 4, 1},  // §5.1
                      DecompRow{"555666777m 88p 345s", 4, 2},      // 567×3 or three pungs
                      DecompRow{"222333444m 55p 678s", 4, 2},      // 234×3 or three pungs
                      DecompRow{"223344m 556677m 88p", 4, 1},      // 234 234 567 567
                      DecompRow{"2222333344445555m", 4, 0},        // 16 tiles: no
                      DecompRow{"22223333444455m", 4,
                                3},  // 55+234×4 | 55+pungs+234 | 22+234×2+345×2
                      DecompRow{"234m 55p", 1, 1}, DecompRow{"55p", 0, 1},
                      DecompRow{"22m 44m 66m 88m 33p 55p 77s", 4, 0}));

// Which shape the best scoring used (Payment::shape).
struct ShapeRow {
    const char* preset;
    const char* hand;
    const char* win;
    Shape expected;
};

class ScoringShape : public ::testing::TestWithParam<ShapeRow> {};

TEST_P(ScoringShape, ReportsTheChosenShape) {
    const ShapeRow& row = GetParam();
    Hand hand;
    hand.concealed = to_counts(parse_tiles(row.hand, TileSet::hefei()));
    const WinContext ctx = WinContext::self_draw(hand, parse_tile(row.win, TileSet::hefei()),
                                                 Seat::South, Seat::East, 1, 0, false);
    const WinResult r = score_win(ctx, ruleset_by_id(row.preset));
    ASSERT_TRUE(r.win) << r.reason;
    for (const Payment& p : r.payments) EXPECT_EQ(p.shape, row.expected) << row.hand;
}

INSTANTIATE_TEST_SUITE_P(
    Rows, ScoringShape,
    ::testing::Values(
        // Standard 234 234 567 567m 88p (31+) beats seven pairs (24).
        ShapeRow{"hefei-classic", "223344m 556677m 8p", "8p", Shape::Standard},
        // Only seven pairs.
        ShapeRow{"hefei-classic", "3333m 44m 66m 8m 55p 77s", "8m", Shape::SevenPairs},
        // hefei-ting: standard 12+4+1+ka 1+shuangpu 2×2 = 22 vs seven pairs 12+4+1+5 = 22,
        // then × 1 (no four): a tie keeps the standard shape.
        ShapeRow{"hefei-ting", "223344m 556677m 8p", "8p", Shape::Standard},
        // hefei-ting, a four: seven pairs (12+4+1+5) × 2 = 44 beats 234 234 456 456m (22).
        ShapeRow{"hefei-ting", "22m 33m 4444m 55m 66m 8p", "8p", Shape::SevenPairs}));

// 庄分 per payer (§2.2, §2.3-§2.5), worked by hand: hefei-classic counts 1 × streak whenever the
// dealer wins or pays; hefei-ting and hefei-bianfeng only for the winning dealer, doubled on a
// self-draw.
TEST(ScoringDealerPoints, PerPayer) {
    struct Row {
        const char* preset;
        WinBy by;
        char winner;
        char payer;  // also the discarder on a discard win
        int streak;
        int points;
    };
    const Row rows[] = {
        {"hefei-classic", WinBy::Discard, 'E', 'S', 2, 2},
        {"hefei-classic", WinBy::SelfDraw, 'S', 'E', 3, 3},
        {"hefei-classic", WinBy::SelfDraw, 'S', 'W', 3, 0},
        {"hefei-classic", WinBy::Discard, 'S', 'W', 1, 0},
        {"hefei-ting", WinBy::Discard, 'E', 'N', 2, 2},
        {"hefei-ting", WinBy::SelfDraw, 'E', 'N', 2, 4},
        {"hefei-ting", WinBy::SelfDraw, 'S', 'E', 2, 0},
        {"hefei-bianfeng", WinBy::SelfDraw, 'E', 'W', 1, 2},
        {"hefei-bianfeng", WinBy::Discard, 'W', 'E', 4, 0},
    };
    for (const Row& r : rows) {
        const Ruleset& rules = ruleset_by_id(r.preset);
        const WinContext ctx =
            r.by == WinBy::SelfDraw
                ? WinContext::self_draw(Hand{}, Tile{}, seat(r.winner), Seat::East, r.streak, 0,
                                        false)
                : WinContext::on_discard(Hand{}, Tile{}, seat(r.winner), seat(r.payer), Seat::East,
                                         r.streak, 0, false);
        EXPECT_EQ(dealer_points(ctx, rules, seat(r.payer)), r.points)
            << r.preset << " " << r.winner << " pays " << r.payer;
    }
}

// 缺门 of a one-suit hand: two absent suits × the value (5, 1, 1).
TEST(ScoringQue, OneSuitHand) {
    EXPECT_EQ(one_suit_que_points(ruleset_by_id("hefei-classic")), 10);
    EXPECT_EQ(one_suit_que_points(ruleset_by_id("hefei-ting")), 2);
    EXPECT_EQ(one_suit_que_points(ruleset_by_id("hefei-bianfeng")), 2);
}

// Random hands, many of them winning: score_win accepts exactly what is_winning (hand.cpp)
// accepts, rejects the rest with the matching reason, and settles to a zero sum.
TEST(ScoringProperties, AgreesWithIsWinningAndBalances) {
    std::mt19937 rng(7);
    int wins = 0;
    int shapes = 0;
    int eights = 0;
    for (int iter = 0; iter < 20000; ++iter) {
        const Ruleset& rules = presets()[static_cast<std::size_t>(iter % 3)];
        const auto drawn = test::random_win(rng, {.random_tiles_one_in = 4,
                                                  .main_suit_tenths = 7,
                                                  .kong_one_in = 10,
                                                  .pairs_one_in = 4});
        if (!drawn) continue;
        const TileCounts& all = drawn->hand.concealed;
        const bool expect_win = is_winning(drawn->hand, rules);
        const bool expect_shape = is_winning_shape(drawn->hand, rules);
        const WinContext& ctx = drawn->ctx;

        const WinResult r = score_win(ctx, rules);
        ASSERT_EQ(r.win, expect_win) << format_counts(all) << " " << r.reason;
        if (!expect_shape) {
            EXPECT_EQ(r.reason, "not_a_winning_shape");
            ++shapes;
        } else if (!expect_win) {
            EXPECT_EQ(r.reason, "no_suit_with_eight");
            ++eights;
        }
        if (!r.win) continue;
        ++wins;
        EXPECT_EQ(r.payments.size(), ctx.win_by == WinBy::Discard ? 1u : 3u);
        int sum = 0;
        for (int d : r.deltas) sum += d;
        EXPECT_EQ(sum, 0);
        for (const Payment& p : r.payments) {
            EXPECT_NE(p.payer, ctx.winner);
            EXPECT_GT(p.points, 0);
            ASSERT_FALSE(p.items.empty());
            EXPECT_EQ(p.items.front().item, Item::Base);
            for (std::size_t i = 1; i < p.items.size(); ++i)
                EXPECT_LT(p.items[i - 1].item, p.items[i].item);  // Item order, no repeats
        }
    }
    // The generator must exercise all three outcomes.
    EXPECT_GT(wins, 5000);
    EXPECT_GT(shapes, 500);
    EXPECT_GT(eights, 50);
}

// score_win_deltas (the AI's wait scores, the game's lock check) gives score_win's win and
// deltas on every hand, winning or not, under all four presets (Handan's included).
TEST(ScoringProperties, DeltasOnlyEqualScoreWin) {
    std::mt19937 rng(11);
    int wins = 0;
    for (int iter = 0; iter < 20000; ++iter) {
        const Ruleset& rules = presets()[static_cast<std::size_t>(iter) % presets().size()];
        const auto drawn = test::random_win(rng, {.random_tiles_one_in = 4,
                                                  .main_suit_tenths = 7,
                                                  .kong_one_in = 10,
                                                  .pairs_one_in = 4});
        if (!drawn) continue;
        const WinResult full = score_win(drawn->ctx, rules);
        const WinDeltas d = score_win_deltas(drawn->ctx, rules);
        ASSERT_EQ(d.win, full.win) << format_counts(drawn->hand.concealed);
        ASSERT_EQ(d.deltas, full.deltas) << format_counts(drawn->hand.concealed);
        wins += d.win;
    }
    EXPECT_GT(wins, 5000);
}

}  // namespace
