// SPDX-License-Identifier: GPL-3.0-or-later
// explain_payment (scoring.h): a payment's arithmetic step by step in the order each preset's
// formula applies it (RULES.md §2.3-§2.5), so a breakdown read top to bottom adds up. One row
// per case, the steps worked out by hand; then every payment of many random wins ends at its
// points.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "haolao/hand.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"
#include "haolao/tile.h"
#include "random_wins.h"

using namespace haolao;

namespace {

struct StepRow {
    const char* name;
    const char* preset;
    const char* hand;   // concealed, before the winning tile
    const char* kongs;  // declared concealed kongs
    const char* win;
    bool self_draw;
    char winner, dealer, discarder;
    int streak;
    unsigned situations;
    bool declaring;
    char payer;         // the payment explained
    const char* steps;  // "item+points=total" or "item*factor=total", in order
};

std::ostream& operator<<(std::ostream& os, const StepRow& r) {
    return os << r.name;
}

Seat seat(char c) {
    return *parse_seat(std::string(1, c));
}

WinContext context(const StepRow& r) {
    const TileSet any = TileSet::handan();
    Hand hand;
    hand.concealed = to_counts(parse_tiles(r.hand, any, 8));
    const TileCounts kongs = to_counts(parse_tiles(r.kongs, any, 8));
    for (int c = 0; c < kNumTileKinds; ++c)
        for (int k = 0; k < kongs[c] / 4; ++k) hand.kongs[hand.kong_count++] = Tile::from_code(c);
    const Tile win = parse_tile(r.win, any);
    if (r.self_draw)
        return WinContext::self_draw(hand, win, seat(r.winner), seat(r.dealer), r.streak,
                                     r.situations, r.declaring);
    return WinContext::on_discard(hand, win, seat(r.winner), seat(r.discarder), seat(r.dealer),
                                  r.streak, r.situations, r.declaring);
}

std::string describe(const std::vector<ScoreStep>& steps) {
    std::string out;
    for (const ScoreStep& s : steps) {
        if (!out.empty()) out += ' ';
        out += item_id(s.item);
        out += s.times ? '*' : '+';
        out += std::to_string(s.value) + '=' + std::to_string(s.total);
    }
    return out;
}

const StepRow kStepRows[] = {
    // Classic earthly ron on the dealer's discard: 10 + 1 + 1 + dealer 1 = 13, × 3 = 39 (the
    // dealer bonus is inside the multiplied total, §2.3).
    {"classic_earthly_ron", "hefei-classic", "234m 567m 88m 345p 78s", "", "6s", false, 'S', 'E',
     'E', 1, kEarthly, false, 'E', "base+10=10 ka+1=11 pinghu+1=12 dealer+1=13 earthly*3=39"},
    // Classic heavenly: (10+1+1+2+1+1) × 6 = 96.
    {"classic_heavenly", "hefei-classic", "234m 567m 888m 55p 67s", "", "8s", true, 'E', 'E', '-',
     1, kHeavenly, false, 'S',
     "base+10=10 zhi+1=11 kan+1=12 two_five_eight+2=14 pinghu+1=15 dealer+1=16 heavenly*6=96"},
    // Classic without a multiplier: the items in order, the last total the points (12).
    {"classic_plain", "hefei-classic", "234m 567m 88m 345p 78s", "", "6s", false, 'S', 'E', 'W', 1,
     0, false, 'W', "base+10=10 ka+1=11 pinghu+1=12"},
    // Ting luxury seven pairs, two fours, dealer W self-draw streak 2: (12+4+1+5) × 3 = 66,
    // + dealer 4 after the multiplier = 70 (§2.4).
    {"ting_luxury_dealer_after", "hefei-ting", "2222m 3333m 55m 66m 7s", "", "7s", true, 'W', 'W',
     '-', 2, 0, true, 'S',
     "base+12=12 zhi+4=16 que+1=17 seven_pairs+5=22 luxury_seven_pairs*3=66 dealer+4=70"},
    // Bianfeng kong bloom, pure: (10+7+2+2+4+1) × 2 = 52, + pure 30 = 82, + dealer 2 = 84
    // (§2.5).
    {"bianfeng_bloom_pure_dealer", "hefei-bianfeng", "234m 678m 777m 3m", "5555m", "3m", true, 'N',
     'N', '-', 1, kKongBloom, false, 'E',
     "base+10=10 zhi+7=17 que+2=19 kong+2=21 huo+4=25 ka+1=26 kong_bloom*2=52 pure+30=82 "
     "dealer+2=84"},
};

class ScoreSteps : public ::testing::TestWithParam<StepRow> {};

TEST_P(ScoreSteps, AddUpInReadingOrder) {
    const StepRow& row = GetParam();
    const Ruleset& rules = ruleset_by_id(row.preset);
    const WinResult res = score_win(context(row), rules);
    ASSERT_TRUE(res.win) << res.reason;
    bool found = false;
    for (const Payment& p : res.payments) {
        if (p.payer != seat(row.payer)) continue;
        found = true;
        const std::vector<ScoreStep> steps = explain_payment(p, rules);
        EXPECT_EQ(describe(steps), row.steps);
        ASSERT_FALSE(steps.empty());
        EXPECT_EQ(steps.back().total, p.points);
    }
    EXPECT_TRUE(found) << "no payment from " << row.payer;
}

INSTANTIATE_TEST_SUITE_P(Hefei, ScoreSteps, ::testing::ValuesIn(kStepRows),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(ScoreSteps, EmptyPaymentHasNoSteps) {
    EXPECT_TRUE(explain_payment(Payment{}, ruleset_by_id("hefei-classic")).empty());
}

// Every payment of random wins in the three Hefei presets, every situation: the steps end at
// its points, and each step's total follows from the one before.
TEST(ScoreSteps, EveryRandomPaymentEndsAtItsPoints) {
    std::mt19937 rng(23);
    int checked = 0;
    int multiplied = 0;
    for (int iter = 0; iter < 20000; ++iter) {
        const Ruleset& rules = presets()[static_cast<std::size_t>(iter % 3)];
        const auto drawn = test::random_win(rng, {});
        if (!drawn) continue;
        const WinContext& ctx = drawn->ctx;
        const WinResult r = score_win(ctx, rules);
        if (!r.win) continue;
        for (const Payment& p : r.payments) {
            const std::vector<ScoreStep> steps = explain_payment(p, rules);
            ASSERT_EQ(steps.size(), p.items.size());
            ASSERT_EQ(steps.back().total, p.points) << describe(steps);
            int running = 0;
            for (const ScoreStep& s : steps) {
                running = s.times ? running * s.value : running + s.value;
                ASSERT_EQ(s.total, running) << describe(steps);
                multiplied += s.times;
            }
            ++checked;
        }
    }
    EXPECT_GT(checked, 1000);
    EXPECT_GT(multiplied, 50);  // the multipliers were exercised
}

}  // namespace
