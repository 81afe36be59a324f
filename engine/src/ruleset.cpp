// SPDX-License-Identifier: GPL-3.0-or-later
#include "haolao/ruleset.h"

#include <stdexcept>

namespace haolao {

namespace {

constexpr std::array<std::string_view, kNumItems> kItemIds = {
    "base",          "zhi",           "double_eight",      "que",
    "tong",          "kan",           "kong",              "huo",
    "ka",            "shuangpu",      "two_five_eight",    "three_seven",
    "pinghu",        "seven_pairs",   "super_seven_pairs", "luxury_seven_pairs",
    "pure",          "four_kan",      "kong_bloom",        "haolao",
    "kong_discard",  "heavenly",      "earthly",           "dealer",
};

void set(Ruleset& r, Item item, int v) { r.values[static_cast<int>(item)] = v; }

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
    set(r, Item::Dealer, 1);    // 1 × streak on a ron, 2 × streak on a self-draw
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
    set(r, Item::Dealer, 1);     // 1 × streak on a ron, 2 × streak on a self-draw
    set(r, Item::Heavenly, 100);
    set(r, Item::Earthly, 80);
    return r;
}

const std::vector<Ruleset>& all_presets() {
    static const std::vector<Ruleset> presets = {hefei_classic(), hefei_ting(), hefei_bianfeng()};
    return presets;
}

}  // namespace

std::string_view item_id(Item item) { return kItemIds[static_cast<int>(item)]; }

std::optional<Item> item_from_id(std::string_view id) {
    for (int i = 0; i < kNumItems; ++i)
        if (kItemIds[i] == id) return static_cast<Item>(i);
    return std::nullopt;
}

std::span<const Ruleset> presets() { return all_presets(); }

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

}  // namespace haolao
