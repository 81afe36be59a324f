// SPDX-License-Identifier: GPL-3.0-or-later
#include "haolao/ruleset.h"

#include <algorithm>
#include <stdexcept>

#include "haolao/wall.h"

namespace haolao {

namespace {

constexpr std::array<std::string_view, kNumItems> kItemIds = {
    "base",
    "zhi",
    "double_eight",
    "que",
    "tong",
    "kan",
    "kong",
    "huo",
    "ka",
    "shuangpu",
    "two_five_eight",
    "three_seven",
    "pinghu",
    "seven_pairs",
    "super_seven_pairs",
    "luxury_seven_pairs",
    "pure",
    "four_kan",
    "kong_bloom",
    "haolao",
    "kong_discard",
    "heavenly",
    "earthly",
    "dealer",
};

void set(Ruleset& r, Item item, int v) {
    r.values[static_cast<int>(item)] = v;
}

// RULES.md §2.3, sources 000/002.
Ruleset hefei_classic() {
    Ruleset r;
    r.id = "hefei-classic";
    r.scoring = ScoringModel::HefeiClassic;
    r.first_dealer = FirstDealer::Dice;
    r.wall_layout = WallLayout::DealerTwelve;
    r.declare_ready_required = false;
    r.missed_win_lock = true;
    set(r, Item::Base, 10);
    set(r, Item::Zhi, 1);
    set(r, Item::Que, 5);
    set(r, Item::Tong, 1);
    set(r, Item::Kan, 1);
    set(r, Item::Kong, 5);
    set(r, Item::Huo, 5);
    set(r, Item::Ka, 1);
    set(r, Item::Dealer, 1);  // × streak
    set(r, Item::TwoFiveEight, 1);
    set(r, Item::ThreeSeven, 1);
    set(r, Item::Shuangpu, 5);
    set(r, Item::Pinghu, 1);
    set(r, Item::SevenPairs, 5);
    set(r, Item::SuperSevenPairs, 10);
    r.super_seven_pairs_per_four = 5;
    set(r, Item::Pure, 50);
    set(r, Item::FourKan, 50);  // given as 清一色's bonus, once, not twice
    set(r, Item::KongBloom, 5);
    set(r, Item::Haolao, 5);
    set(r, Item::KongDiscard, 5);
    set(r, Item::Heavenly, 6);  // × total
    set(r, Item::Earthly, 3);   // × total
    return r;
}

// RULES.md §2.4, source 001.
Ruleset hefei_ting() {
    Ruleset r;
    r.id = "hefei-ting";
    r.scoring = ScoringModel::HefeiTing;
    r.first_dealer = FirstDealer::Random;
    r.wall_layout = WallLayout::ElevenTen;
    r.declare_ready_required = true;
    r.missed_win_lock = false;  // 001: 不支持漏胡
    set(r, Item::Base, 12);
    r.base_without_declaring = 10;
    set(r, Item::Zhi, 1);
    set(r, Item::DoubleEight, 50);
    set(r, Item::Que, 1);
    set(r, Item::Tong, 1);
    set(r, Item::Kan, 1);
    set(r, Item::Kong, 2);
    set(r, Item::Huo, 4);
    r.huo_exposed = 2;
    set(r, Item::Ka, 1);
    set(r, Item::Shuangpu, 2);
    r.shuangpu_exposed = 1;
    set(r, Item::SevenPairs, 5);
    set(r, Item::LuxurySevenPairs, 1);  // × (1 + fours)
    set(r, Item::Haolao, 10);
    set(r, Item::Dealer, 1);  // 1 × streak on a ron, 2 × streak on a self-draw
    set(r, Item::Heavenly, 100);
    set(r, Item::Earthly, 80);
    return r;
}

// RULES.md §2.5, source 004.
Ruleset hefei_bianfeng() {
    Ruleset r;
    r.id = "hefei-bianfeng";
    r.scoring = ScoringModel::HefeiBianfeng;
    r.first_dealer = FirstDealer::Dice;
    r.wall_layout = WallLayout::DealerTwelve;
    r.declare_ready_required = false;
    r.missed_win_lock = true;
    set(r, Item::Base, 10);
    set(r, Item::Zhi, 1);
    set(r, Item::DoubleEight, 50);
    set(r, Item::Que, 1);
    set(r, Item::Tong, 1);
    set(r, Item::Kan, 1);
    set(r, Item::Kong, 2);
    set(r, Item::Huo, 4);
    set(r, Item::Ka, 1);
    set(r, Item::Shuangpu, 2);
    set(r, Item::SevenPairs, 5);
    set(r, Item::Haolao, 10);
    set(r, Item::KongBloom, 2);  // × base score
    set(r, Item::Pure, 30);
    set(r, Item::Dealer, 1);  // 1 × streak on a ron, 2 × streak on a self-draw
    set(r, Item::Heavenly, 100);
    set(r, Item::Earthly, 80);
    return r;
}

// RULES.md §3, source 003. Units (番): values[Base] per ron (× 2 on a self-draw, handan.h),
// values[Dealer] the × when the dealer wins or pays.
Ruleset handan() {
    Ruleset r;
    r.id = "handan";
    r.scoring = ScoringModel::HandanFan;
    r.tiles = TileSet::handan();
    r.allow_pong = true;
    r.allow_exposed_kong = true;
    r.allow_added_kong = true;
    r.allow_rob_kong = true;
    r.eight_tile_rule = false;
    r.seven_pairs = true;
    r.first_dealer = FirstDealer::East;
    r.wall_layout = WallLayout::Seventeen;
    r.dealer_passes_to = DealerPasses::Previous;
    r.haolao_tiles = 0;       // no haolao phase
    r.min_wall_for_kong = 1;  // the dead stacks always hold a replacement
    r.dead_wall_stacks = 6;
    r.declare_ready_required = false;
    r.missed_win_lock = true;  // §3's go-round locks (the claim phase implements them)
    set(r, Item::Base, 1);
    set(r, Item::Dealer, 2);  // × when the dealer wins or pays
    return r;
}

const std::vector<Ruleset>& all_presets() {
    static const std::vector<Ruleset> presets = {hefei_classic(), hefei_ting(), hefei_bianfeng(),
                                                 handan()};
    return presets;
}

}  // namespace

std::string_view item_id(Item item) {
    return kItemIds[static_cast<int>(item)];
}

std::optional<Item> item_from_id(std::string_view id) {
    for (int i = 0; i < kNumItems; ++i)
        if (kItemIds[i] == id) return static_cast<Item>(i);
    return std::nullopt;
}

std::span<const Ruleset> presets() {
    return all_presets();
}

const Ruleset& handan_ruleset() {
    static const Ruleset r = handan();
    return r;
}

const Ruleset* find_ruleset(std::string_view id) {
    for (const Ruleset& r : all_presets())
        if (r.id == id) return &r;
    return nullptr;
}

const Ruleset& ruleset_by_id(std::string_view id) {
    if (const Ruleset* r = find_ruleset(id)) return *r;
    std::string known;
    for (const Ruleset& r : all_presets()) known += (known.empty() ? "" : ", ") + r.id;
    throw std::invalid_argument("unknown ruleset \"" + std::string(id) + "\" (known: " + known +
                                ")");
}

std::vector<std::string> table_problems(const Ruleset& r) {
    std::vector<std::string> problems;
    auto need = [&](bool ok, std::string problem) {
        if (!ok) problems.push_back(std::move(problem));
    };
    auto range = [&](std::string_view name, int v, int lo, int hi) {
        need(v >= lo && v <= hi, std::string(name) + " is " + std::to_string(v) + "; it must be " +
                                     std::to_string(lo) + " to " + std::to_string(hi));
    };
    const Ruleset* preset = find_ruleset(r.id);
    if (!preset && r.id == handan_ruleset().id) preset = &handan_ruleset();
    if (!preset) {
        problems.push_back("\"" + r.id + "\" is not a rule set id");
        return problems;
    }
    // What defines the game is the preset's: the table settings below may differ.
    need(r.scoring == preset->scoring, "scoring must be " + r.id + "'s");
    need(r.tiles.bits() == preset->tiles.bits(), "the tiles must be " + r.id + "'s");
    need(r.allow_pong == preset->allow_pong && r.allow_exposed_kong == preset->allow_exposed_kong &&
             r.allow_added_kong == preset->allow_added_kong &&
             r.allow_rob_kong == preset->allow_rob_kong,
         "the calls (pong, exposed, added and robbed kongs) must be " + r.id + "'s");
    need(r.dead_wall_stacks == preset->dead_wall_stacks,
         "dead_wall_stacks must be " + std::to_string(preset->dead_wall_stacks) + " for " + r.id);

    const std::vector<WallLayout> layouts = fitting_wall_layouts(r);
    const bool layout_fits =
        std::find(layouts.begin(), layouts.end(), r.wall_layout) != layouts.end();
    need(layout_fits, "the wall layout does not hold " + r.id + "'s " +
                          std::to_string(r.tiles.size() * 4) + " tiles");

    range("haolao_tiles", r.haolao_tiles, 0, kMaxHaolaoTiles);
    const int live = layout_fits ? wall_facts(r).live_after_deal : 0;
    if (layout_fits) range("min_wall_for_kong", r.min_wall_for_kong, 1, live);
    // A kong takes its replacement from the wall: with as few tiles left as the haolao zone, it
    // would start the haolao phase short of a tile for each seat.
    if (r.haolao_tiles > 0)
        need(r.min_wall_for_kong > r.haolao_tiles,
             "min_wall_for_kong " + std::to_string(r.min_wall_for_kong) +
                 " must exceed haolao_tiles " + std::to_string(r.haolao_tiles) +
                 " (no kong may draw a replacement from the haolao zone)");

    range("pot_rounds", r.pot_rounds, 1, kMaxPotRounds);
    range("pot_hands", r.pot_hands, 1, kMaxPotHands);
    for (int i = 0; i < kNumItems; ++i)
        range(std::string("values.") + std::string(item_id(static_cast<Item>(i))), r.values[i], 0,
              kMaxRuleValue);
    range("super_seven_pairs_per_four", r.super_seven_pairs_per_four, 0, kMaxRuleValue);
    range("base_without_declaring", r.base_without_declaring, 0, kMaxRuleValue);
    range("huo_exposed", r.huo_exposed, 0, kMaxRuleValue);
    range("shuangpu_exposed", r.shuangpu_exposed, 0, kMaxRuleValue);
    return problems;
}

std::optional<std::string> validate_table(const Ruleset& rules) {
    std::vector<std::string> problems = table_problems(rules);
    if (problems.empty()) return std::nullopt;
    return std::move(problems.front());
}

std::size_t max_events_per_hand(const Ruleset& rules) {
    // Counted generously from what the wall allows; each bound below is the most of its kind.
    const WallFacts wall = wall_facts(rules);
    const auto draws =  // the live wall, drawn to the last tile (replacements included)
        static_cast<std::size_t>(std::max(rules.tiles.size() * 4 - wall.dealt, 0));
    // Each kong takes a replacement draw, and no kind is declared twice.
    const std::size_t kongs = std::min(draws, static_cast<std::size_t>(rules.tiles.size()));
    // Calls (Handan): a pong is a discard without a draw; a seat holds at most 4 melds.
    const std::size_t calls = rules.allow_pong || rules.allow_exposed_kong ? 16 : 0;
    const std::size_t discards =
        draws + 1 + calls;                     // after each draw or pong, and the dealer's first
    const std::size_t answers = 3 * discards;  // win_passed or won, by each other seat
    // Declined offers: a self-draw win before each turn decision (a discard or a kong), and
    // the kongs a 14-tile hand could declare (at most 3) before each discard.
    const std::size_t declined = (discards + kongs) + 3 * discards;
    const std::size_t fixed = 3 /* hand_started, dice_rolled, dealt */ + 1 /* haolao_started */ +
                              3 /* won: several winners */ + 1 /* hand_ended */;
    // Handan's money and claims: a passed pong or kong per discard, each call's claimed line,
    // each kong's kong_added and kong_paid with three passed robs, and one 跟打.
    const std::size_t handan = calls == 0 ? 0 : discards + calls + 5 * kongs + 1;
    return fixed + draws + kongs + discards + answers + declined + handan;
}

std::size_t max_pot_events(const Ruleset& rules) {
    const int hands = rules.pot_length == PotLength::Hands
                          ? std::clamp(rules.pot_hands, 1, kMaxPotHands)
                          : kMaxPotHands;
    return 2 /* pot_started, pot_ended */ +
           static_cast<std::size_t>(hands) * max_events_per_hand(rules);
}

}  // namespace haolao
