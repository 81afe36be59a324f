// SPDX-License-Identifier: GPL-3.0-or-later
// Melds (RULES.md §3): pongs and kongs laid down by a player, each with the seat it was claimed
// from, and the hand analysis of a hand that holds them (win test, shanten, waits, ukeire,
// discards). Handan only: Hefei's one call, the concealed kong, lives in Hand::kongs.
//
// The analysis reuses hand.h unchanged: every meld is one set already made, like a declared
// kong there. Kongs (any kind) are passed to hand.h as its kongs (all four copies are out, so
// their rank is blocked exactly as hand.h blocks a kong). A pong leaves one copy in play, so it
// is passed as a stand-in kong of a kind that cannot matter: the pong's own honor, or a free
// honor, or a suited kind with no concealed tile within two ranks (docs/HANDAN.md). The pong's
// three copies count as held for waits and ukeire.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "haolao/hand.h"
#include "haolao/ruleset.h"
#include "haolao/seat.h"
#include "haolao/tile.h"

namespace haolao {

enum class MeldType : std::uint8_t {
    Pong,           // 碰: three of a kind claimed from a discard
    ExposedKong,    // 明杠: the fourth claimed from a discard while holding three
    AddedKong,      // 加杠: the fourth added, on one's own turn, to an own pong
    ConcealedKong,  // 暗杠: four held, declared on one's own turn
};
inline constexpr int kNumMeldTypes = 4;

struct Meld {
    MeldType type = MeldType::Pong;
    Tile tile;
    // The seat the meld was claimed from (pong, exposed kong); for an added kong the seat that
    // fed the pong it grew from; for a concealed kong the owner itself.
    Seat from = Seat::East;
    bool operator==(const Meld&) const = default;
};

// "pong", "exposed_kong", "added_kong", "concealed_kong".
std::string_view meld_type_id(MeldType type);
std::optional<MeldType> meld_type_from_id(std::string_view id);
constexpr bool is_kong(MeldType type) {
    return type != MeldType::Pong;
}
// Tiles the meld holds: 3 for a pong, 4 for a kong.
constexpr int meld_tiles(MeldType type) {
    return is_kong(type) ? 4 : 3;
}

// Malformed meld text; what() names the offending text and what was expected.
class MeldParseError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

// One meld from its parts as the CLI and the replay give them: a type id, a tile ("5z") of
// `allowed`, and optionally the feeder's seat letter ("E"; empty: the owner's own, i.e. unknown).
// Throws MeldParseError naming the bad part.
Meld parse_meld(std::string_view type_id, std::string_view tile, TileSet allowed,
                std::optional<Seat> from = std::nullopt);
// A comma-separated list "pong:5z,exposed_kong:3m@W" (the CLI's --melds): type:tile, optionally
// @seat for the feeder. Spaces around items are ignored; empty text gives no melds.
std::vector<Meld> parse_meld_list(std::string_view text, TileSet allowed);
// The replay/CLI JSON form: {"type":"pong","tile":"5z","from":"E"}.
std::string meld_json(const Meld& meld);
// "pong:5z@E": parse_meld_list's item form.
std::string format_meld(const Meld& meld);

inline constexpr int kMaxMelds = 4;

// A player's tiles with melds: concealed tiles (the winning or drawn tile included when the
// hand is complete) and up to four melds, concealed kongs among them. A complete hand holds
// 14 - 3 × melds concealed tiles, a waiting one 13 - 3 × melds.
struct MeldedHand {
    TileCounts concealed{};
    std::array<Meld, kMaxMelds> melds{};
    std::uint8_t meld_count = 0;

    int concealed_count() const { return total(concealed); }
    // Copies of each kind in the melds (3 per pong, 4 per kong).
    TileCounts meld_counts() const;
    // Concealed tiles and melds together.
    TileCounts all_counts() const;
    // Throws std::length_error beyond four melds.
    void add_meld(const Meld& m) {
        if (meld_count >= kMaxMelds) throw std::length_error("a hand has at most 4 melds");
        melds[meld_count++] = m;
    }
    void add(Tile t) { ++concealed[t.code()]; }
    void remove(Tile t) { --concealed[t.code()]; }
    bool operator==(const MeldedHand&) const = default;
};

// Why `hand` (plus `extra`, a winning tile not yet in it) is not a possible hand, one sentence
// naming the problem, or nullopt: more than four melds, two melds of one kind, a tile outside
// `allowed`, a fifth copy across concealed tiles, melds and `extra`, or a concealed count that
// is not 13 - 3 × melds (waiting; 14 - 3 × melds with `complete`).
std::optional<std::string> melded_hand_problem(const MeldedHand& hand, TileSet allowed,
                                               bool complete,
                                               std::optional<Tile> extra = std::nullopt);

// The hand.h view of `hand` (see the file comment): concealed tiles as they are, every kong as
// a kong, every pong as a stand-in kong. For analysis only; exact for every function below.
Hand analysis_hand(const MeldedHand& hand);

// RULES.md §3 shapes with melds: standard (pair + 4 sets, each meld one set) or, with no meld
// at all, seven pairs (ruleset permitting). Shape only; Handan has no other condition.
bool is_winning(const MeldedHand& hand, const Ruleset& rules);
// Shanten as hand.h's shanten (rule-aware), with each meld one set made; seven pairs only
// without melds.
int shanten(const MeldedHand& hand, const Ruleset& rules);
// Waits of a hand one tile short: the tiles that complete it, with the copies not in the
// concealed tiles, the melds or `seen`. A tile of which the player holds all four (melds
// included) is no wait.
std::vector<Wait> waits(const MeldedHand& hand, const Ruleset& rules, const TileCounts& seen = {});
// Unseen tiles that lower the shanten of a hand one tile short (melds' copies count as held).
int ukeire(const MeldedHand& hand, const Ruleset& rules, const TileCounts& seen = {});
// Each distinct discard of a complete-count hand, best first, as hand.h's discard_options.
std::vector<DiscardOption> discard_options(const MeldedHand& hand, const Ruleset& rules,
                                           const TileCounts& seen = {});

}  // namespace haolao
