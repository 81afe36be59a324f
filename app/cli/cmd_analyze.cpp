// SPDX-License-Identifier: GPL-3.0-or-later
// `haolao-cli analyze`: shanten, waits and discard choices of one hand (RULES.md §1.6-§1.7).
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "haolao/hand.h"
#include "haolao/meld.h"
#include "haolao/ruleset.h"
#include "haolao/tile.h"
#include "json_util.h"

namespace haolao::cli {

namespace {

using nlohmann::ordered_json;

constexpr std::string_view kUsage =
    R"(usage: haolao-cli analyze --rules ID --hand TILES [--kongs T,T] [--melds M,M] [--seen TILES]

Analyses one hand and prints one JSON object on stdout.

  --rules ID     preset id: hefei-classic, hefei-ting, hefei-bianfeng, handan
  --hand TILES   concealed tiles: 13 (a waiting hand) or 14 (a hand that must discard),
                 3 fewer per declared kong, e.g. "234m234m567m78m55p"
  --kongs T,T    declared concealed kongs, one tile each, comma-separated: "5s,6p"
  --melds M,M    handan only: claimed melds as type:tile, comma-separated, e.g.
                 "pong:5z,exposed_kong:3m,added_kong:7p" (3 fewer concealed tiles each)
  --seen TILES   tiles visible outside this hand (discards, others' kongs), for "remaining"
                 and "ukeire"

Answer: {"tiles":13,"shape_shanten":0,"shanten":0,"waits":[{"tile":"6m","remaining":3}]}
        (14 tiles: "discards":[{"tile":"3s","shanten":0,"ukeire":3},...] instead of "waits")
  tiles          concealed tiles + 3 per kong or meld: 13 or 14
  shape_shanten  tiles to exchange for a winning shape, the 8-tile rule ignored (min of standard
                 and seven pairs); 0 ready, -1 complete
  shanten        the same for a legal win (8-tile rule included)
  waits          tiles that give a legal win, with copies not in the hand, kongs, melds or --seen
  discards       each distinct discard, best first: shanten after it and its ukeire
Malformed input: exit status 2, one line on stderr, nothing on stdout.
)";

std::vector<Tile> tiles_option(const Options& options, std::string_view name,
                               const Ruleset& rules) {
    const auto it = options.find(name);
    if (it == options.end()) return {};
    try {
        return parse_tiles(it->second, rules.tiles);
    } catch (const TileParseError& e) {
        throw InputError(std::string(name) + ": " + e.what());
    }
}

std::vector<Tile> kongs_option(const Options& options, const Ruleset& rules) {
    const auto it = options.find("--kongs");
    if (it == options.end()) return {};
    std::vector<Tile> kongs;
    std::string_view rest = it->second;
    while (true) {
        const auto comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        try {
            kongs.push_back(parse_tile(item, rules.tiles));
        } catch (const TileParseError& e) {
            throw InputError(std::string("--kongs: ") + e.what());
        }
        if (comma == std::string_view::npos) break;
        rest.remove_prefix(comma + 1);
    }
    if (kongs.size() > 4)
        throw InputError("--kongs lists " + std::to_string(kongs.size()) + " kongs (at most 4)");
    return kongs;
}

// A hand with melds (handan): the same answer through meld.h.
ordered_json analyze_melded(const MeldedHand& hand, const Ruleset& rules, const TileCounts& seen,
                            int size) {
    ordered_json out;
    out["tiles"] = size;
    out["shape_shanten"] = shape_shanten(analysis_hand(hand), rules);
    out["shanten"] = shanten(hand, rules);
    ordered_json list = ordered_json::array();
    if (size == 13) {
        for (const Wait& w : waits(hand, rules, seen))
            list.push_back(ordered_json{{"tile", w.tile.str()}, {"remaining", w.remaining}});
        out["waits"] = std::move(list);
    } else {
        for (const DiscardOption& d : discard_options(hand, rules, seen)) {
            list.push_back(
                ordered_json{{"tile", d.tile.str()}, {"shanten", d.shanten}, {"ukeire", d.ukeire}});
        }
        out["discards"] = std::move(list);
    }
    return out;
}

ordered_json analyze(const Options& options) {
    for (std::string_view required : {"--rules", "--hand"})
        if (!options.contains(required))
            throw InputError("missing option " + std::string(required) + " (see --help)");

    const std::string& rules_id = options.find("--rules")->second;
    const Ruleset* found = find_ruleset(rules_id);
    if (!found && rules_id != handan_ruleset().id) {
        try {
            ruleset_by_id(rules_id);  // throws with the message naming the known ids
        } catch (const std::invalid_argument& e) {
            throw InputError(std::string("--rules: ") + e.what() + "; analyze also takes handan");
        }
    }
    const Ruleset& rules = found ? *found : handan_ruleset();

    const std::vector<Tile> concealed = tiles_option(options, "--hand", rules);
    const std::vector<Tile> kongs = kongs_option(options, rules);
    std::vector<Meld> melds;
    if (const auto it = options.find("--melds"); it != options.end()) {
        if (!rules.allow_pong) {
            throw InputError("--melds: " + rules.id +
                             " has no pong or exposed kong (its only call is the concealed "
                             "kong: --kongs)");
        }
        try {
            melds = parse_meld_list(it->second, rules.tiles);
        } catch (const MeldParseError& e) {
            throw InputError(std::string("--melds: ") + e.what());
        }
        for (const Meld& m : melds)
            if (m.type == MeldType::ConcealedKong)
                throw InputError("--melds: a concealed kong goes in --kongs");
    }
    if (kongs.size() + melds.size() > 4) {
        throw InputError("--kongs and --melds list " + std::to_string(kongs.size() + melds.size()) +
                         " in all (at most 4)");
    }
    MeldedHand mh;
    mh.concealed = to_counts(concealed);
    for (Tile k : kongs) mh.add_meld({MeldType::ConcealedKong, k, Seat::East});
    for (const Meld& m : melds) mh.add_meld(m);
    for (int i = 0; i < mh.meld_count; ++i)
        for (int j = 0; j < i; ++j)
            if (mh.melds[i].tile == mh.melds[j].tile)
                throw InputError("--kongs/--melds: two of " + mh.melds[i].tile.str());
    Hand hand;
    hand.concealed = mh.concealed;
    for (Tile k : kongs) hand.kongs[hand.kong_count++] = k;
    const TileCounts all = mh.all_counts();
    const TileCounts seen = to_counts(tiles_option(options, "--seen", rules));
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (all[c] + seen[c] > 4) {
            throw InputError(std::to_string(all[c] + seen[c]) + " copies of " +
                             Tile::from_code(c).str() +
                             (melds.empty() ? " across --hand, --kongs and --seen (at most 4)"
                                            : " across --hand, --kongs, --melds and --seen (at "
                                              "most 4)"));
        }
    }

    const int size = static_cast<int>(concealed.size()) + 3 * mh.meld_count;
    if (size != 13 && size != 14) {
        const int k = mh.meld_count;
        throw InputError("--hand has " + std::to_string(concealed.size()) + " tiles; with " +
                         std::to_string(k) +
                         (melds.empty() ? (k == 1 ? " kong" : " kongs")
                                        : (k == 1 ? " meld" : " kongs and melds")) +
                         " it needs " + std::to_string(13 - 3 * k) + " (waiting) or " +
                         std::to_string(14 - 3 * k) + " (to discard)");
    }
    if (!melds.empty()) return analyze_melded(mh, rules, seen, size);

    ordered_json out;
    out["tiles"] = size;
    out["shape_shanten"] = shape_shanten(hand, rules);
    out["shanten"] = shanten(hand, rules);
    if (size == 13) {
        ordered_json list = ordered_json::array();
        for (const Wait& w : waits(hand, rules, seen))
            list.push_back(ordered_json{{"tile", w.tile.str()}, {"remaining", w.remaining}});
        out["waits"] = std::move(list);
    } else {
        ordered_json list = ordered_json::array();
        for (const DiscardOption& d : discard_options(hand, rules, seen)) {
            list.push_back(
                ordered_json{{"tile", d.tile.str()}, {"shanten", d.shanten}, {"ukeire", d.ukeire}});
        }
        out["discards"] = std::move(list);
    }
    return out;
}

}  // namespace

int run_analyze(Args args, std::ostream& out, std::ostream& err) {
    if (wants_help(args)) {
        out << kUsage;
        return kExitOk;
    }
    try {
        const Options options =
            parse_options(args, {"--rules", "--hand", "--kongs", "--melds", "--seen"});
        const ordered_json result = analyze(options);
        out << result.dump() << '\n';
        return kExitOk;
    } catch (const InputError& e) {
        return report_malformed(err, "analyze", e.what());
    }
}

}  // namespace haolao::cli
