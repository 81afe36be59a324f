// SPDX-License-Identifier: GPL-3.0-or-later
// Rule presets as data (RULES.md §1-§3). Behaviour that truly differs per preset is selected by
// small enums here (ScoringModel, WallLayout, …); everything else is values and switches.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "haolao/tile.h"

namespace haolao {

// Scoring items, ids exactly as RULES.md §2.2.
enum class Item : std::uint8_t {
    Base,              // 胡牌基本分
    Zhi,               // 支: tiles over 8 in one suit
    DoubleEight,       // 双八支
    Que,               // 缺门: an absent suit
    Tong,              // 同: five or more of one rank
    Kan,               // 坎: a concealed pung
    Kong,              // 杠: a declared concealed kong
    Huo,               // 活: four identical concealed tiles, pung + chow
    Ka,                // 卡: middle, forced end or pair wait
    Shuangpu,          // 双扑: two identical chows
    TwoFiveEight,      // 258
    ThreeSeven,        // 37
    Pinghu,            // 平胡
    SevenPairs,        // 七对
    SuperSevenPairs,   // 超级七小对
    LuxurySevenPairs,  // 豪华七对
    Pure,              // 清一色
    FourKan,           // 四坎
    KongBloom,         // 杠开
    Haolao,            // 海捞
    KongDiscard,       // 杠后放炮
    Heavenly,          // 天胡
    Earthly,           // 地胡
    Dealer,            // 庄分
    Count
};
inline constexpr int kNumItems = static_cast<int>(Item::Count);

std::string_view item_id(Item item);                    // "zhi"
std::optional<Item> item_from_id(std::string_view id);  // nullopt if unknown

// Which scoring formula combines the items (RULES.md §2.3-§2.5, §3).
enum class ScoringModel : std::uint8_t { HefeiClassic, HefeiTing, HefeiBianfeng, HandanFan };

// 请庄 (§1.1).
enum class FirstDealer : std::uint8_t { Dice, Random, East };

// Stacks per wall (§1.2).
enum class WallLayout : std::uint8_t {
    DealerTwelve,  // 10 each, the 2 extra stacks at the dealer (10+12)
    ElevenTen,     // dealer and opposite 11, the other two 10
    Seventeen,     // Handan: 17 each
};

enum class PotLength : std::uint8_t { Rounds, Hands };
enum class DealerPasses : std::uint8_t { Next, Previous };  // after a non-dealer win

struct Ruleset {
    std::string id;  // "hefei-classic"
    ScoringModel scoring = ScoringModel::HefeiClassic;

    // Tiles and calls.
    TileSet tiles = TileSet::hefei();
    bool allow_pong = false;          // Handan
    bool allow_exposed_kong = false;  // Handan (明杠)
    bool allow_added_kong = false;    // Handan (加杠)
    bool allow_rob_kong = false;      // Handan (抢杠)
    bool eight_tile_rule = true;      // §1.7: one suit with ≥ 8 tiles
    bool seven_pairs = true;          // 七对 allowed

    // Table.
    FirstDealer first_dealer = FirstDealer::Dice;
    WallLayout wall_layout = WallLayout::DealerTwelve;
    DealerPasses dealer_passes_to = DealerPasses::Next;
    int haolao_tiles = 4;       // §1.5: the last N tiles; 0 = no haolao phase
    int min_wall_for_kong = 5;  // no kong once only 4 tiles remain
    int dead_wall_stacks = 0;   // Handan: hand drawn when this many stacks remain (+1 per kong)

    // Switches.
    bool declare_ready_required = false;  // 报听房: discard wins need a declaration
    bool missed_win_lock = true;          // 胡前不胡后 / 胡大不胡小 (§1.8)

    // Pot length (§1.9).
    PotLength pot_length = PotLength::Rounds;
    int pot_rounds = 4;
    int pot_hands = 16;

    // Points per scoring item (per unit where the item counts units). Items a preset does not
    // score are 0. Multipliers (heavenly ×6, earthly ×3) are stored here too; how each value is
    // combined is the ScoringModel's business (scoring.cpp).
    std::array<int, kNumItems> values{};
    int value(Item item) const { return values[static_cast<int>(item)]; }

    // hefei-classic only: super_seven_pairs adds this per four-of-a-kind.
    int super_seven_pairs_per_four = 0;
    // hefei-ting: base in a non-declaring room (values[Base] is the declaring-room base).
    int base_without_declaring = 0;
    // hefei-ting: 明活 and 明双扑 values (the winning tile came from a discard).
    int huo_exposed = 0;
    int shuangpu_exposed = 0;
};

// ---- Table limits -------------------------------------------------------------------------------
// One set of limits for every place a table is described: the settings dialog, the stored
// settings, haolao-cli and the replay reader (docs/SETTINGS.md, docs/REPLAY_FORMAT.md).
inline constexpr int kMaxPotRounds = 16;
// Also the most hands any pot has: the engine ends a pot of rounds at this many hands too (a
// dealer who keeps the deal hand after hand would otherwise never let it end), so it bounds the
// dealer streak and the length of a replay file.
inline constexpr int kMaxPotHands = 999;
inline constexpr int kMaxRuleValue = 1000;  // one scoring value
// The haolao phase deals each seat at most one tile: a longer zone would give a seat 15.
inline constexpr int kMaxHaolaoTiles = 4;

// Why `rules` describes a game the rules (RULES.md) and the engine do not play, one sentence per
// problem naming the option ids and values ("min_wall_for_kong 4 must exceed haolao_tiles 4: ...");
// empty when the table is sound. Checks every table setting (ranges and how they combine) and
// that what defines the game is its preset's (scoring, tiles, calls).
std::vector<std::string> table_problems(const Ruleset& rules);
// The first of table_problems, or nullopt.
std::optional<std::string> validate_table(const Ruleset& rules);

// Upper bounds used to size the replay reader's limits: the events one hand can log (every draw,
// kong, discard, answer to a discard and declined offer the wall allows), and those of a whole
// pot (pot_started, kMaxPotHands or pot_hands hands, pot_ended).
std::size_t max_events_per_hand(const Ruleset& rules);
std::size_t max_pot_events(const Ruleset& rules);

// The presets, in menu order: hefei-classic, hefei-ting, hefei-bianfeng, handan.
std::span<const Ruleset> presets();
// nullptr if no preset has that id.
const Ruleset* find_ruleset(std::string_view id);

// The Handan rule set (RULES.md §3, id "handan"): 136 tiles, pong and kong calls, no 8-tile rule,
// 17-stack walls, the drawn-hand limit, dealership to the 上家. The fourth preset (docs/HANDAN.md).
const Ruleset& handan_ruleset();
// Like find_ruleset, but throws std::invalid_argument naming the id and listing the known ids.
const Ruleset& ruleset_by_id(std::string_view id);

}  // namespace haolao
