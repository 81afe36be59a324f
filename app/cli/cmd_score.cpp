// SPDX-License-Identifier: GPL-3.0-or-later
// `haolao-cli score`: scores one win described by a JSON request on stdin (RULES.md §2, §2.6).
#include <array>
#include <istream>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "handan_cli.h"
#include "haolao/hand.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"
#include "haolao/seat.h"
#include "haolao/tile.h"
#include "json_util.h"

namespace haolao::cli {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;

constexpr std::string_view kUsage = R"(usage: haolao-cli score < request.json

Scores one win. Reads a JSON object on stdin, prints one JSON object on stdout.

Request fields:
  rules                   required  preset id: hefei-classic, hefei-ting, hefei-bianfeng, handan
  hand                    required  concealed tiles BEFORE the winning tile, e.g. "234m234m567m78m55p"
                                    (13 tiles, 3 fewer per declared kong)
  win_tile                required  the winning tile, e.g. "6m"
  win_by                  required  "discard" or "self_draw"
  winner                  required  seat letter: "E", "S", "W" or "N"
  dealer                  required  seat letter
  discarder               discard wins only (required there, not the winner); ignored on self_draw
  dealer_streak           optional  integer 1-999 (连庄数), default 1
  kongs                   optional  declared concealed kongs, one tile each: ["5s"]
  situation               optional  any of "kong_bloom", "haolao", "kong_discard", "heavenly",
                                    "earthly"
  declare_ready_required  optional  true/false, a declaring room (报听房); default: the preset's

Handan ("rules":"handan", RULES.md §3) takes rules, hand, win_tile, winner, dealer, kongs and
  win_by                            "discard", "self_draw" or "rob_kong" (robbing an added kong)
  discarder                         for "rob_kong": the player adding the kong, who pays
  melds                   optional  [{"type":"pong"|"exposed_kong"|"added_kong","tile":"5z",
                                    "from":"E"}]: claimed melds, "from" (optional) the feeder
  situation               optional  ["kong_bloom"] (a self-draw on a kong replacement)
  and answers the win's payments (ron 1, self-draw 2 from each, x2 when the dealer wins or pays),
  each with "payee" and "reason". Kong money and 跟打 (follow-discard) are paid on the spot
  during play, not as part of a win: they are not in this answer.

Answer: {"win":true,"payments":[{"payer":"E","points":28,"shape":"standard",
         "items":[{"id":"base","points":10},...]}],"deltas":{"E":-28,"S":28,"W":0,"N":0}}
     or {"win":false,"reason":"no_suit_with_eight"}
A field that is present is given (null is not "absent"). JSON is read strictly: UTF-8, no
repeated key, integers without fraction or exponent (docs/CLI.md).
Malformed input: exit status 2, one line on stderr, nothing on stdout.
)";

constexpr std::array<std::string_view, 12> kFields = {
    "rules",
    "hand",
    "win_tile",
    "win_by",
    "winner",
    "dealer",
    "discarder",
    "dealer_streak",
    "kongs",
    "situation",
    "declare_ready_required",
    "melds",
};
constexpr std::array<std::string_view, 6> kRequired = {"rules",  "hand",   "win_tile",
                                                       "win_by", "winner", "dealer"};

struct SituationName {
    std::string_view id;
    Situation bit;
};
constexpr std::array<SituationName, 5> kSituations = {{
    {"kong_bloom", kKongBloom},
    {"haolao", kHaolao},
    {"kong_discard", kKongDiscard},
    {"heavenly", kHeavenly},
    {"earthly", kEarthly},
}};

// An optional field is given when present: null is a value of the wrong type, not "absent"
// (one strictness for every reader, haolao/strict_json.h).
bool given(const json& request, std::string_view name) {
    return request.contains(name);
}

// Longest dealer streak: no pot has more hands (ruleset.h), so no game reaches a longer one.
constexpr long long kMaxDealerStreak = kMaxPotHands;
// A request is a few hundred bytes.
constexpr std::size_t kMaxRequestBytes = 1u << 20;

std::vector<Tile> tiles_field(const std::string& text, std::string_view name,
                              const Ruleset& rules) {
    try {
        return parse_tiles(text, rules.tiles);
    } catch (const TileParseError& e) {
        throw InputError("field \"" + std::string(name) + "\": " + e.what());
    }
}

Tile tile_field(const std::string& text, std::string_view name, const Ruleset& rules) {
    try {
        return parse_tile(text, rules.tiles);
    } catch (const TileParseError& e) {
        throw InputError("field \"" + std::string(name) + "\": " + e.what());
    }
}

void check_fields(const json& request) {
    std::string unknown;
    int unknown_count = 0;
    for (const auto& [key, value] : request.items()) {
        bool known = false;
        for (std::string_view f : kFields) known = known || f == key;
        if (!known) {
            unknown += (unknown.empty() ? "" : ", ") + in_quotes(key);
            ++unknown_count;
        }
    }
    if (unknown_count > 0) {
        std::string list;
        for (std::string_view f : kFields) list += (list.empty() ? "" : ", ") + std::string(f);
        throw InputError(std::string(unknown_count == 1 ? "unknown field " : "unknown fields ") +
                         unknown + " (known: " + list + ")");
    }
    for (std::string_view f : kRequired)
        if (!request.contains(f)) throw InputError("missing field \"" + std::string(f) + "\"");
}

// The situations a request names, checked against the rest of the win: a contradiction (a
// kong bloom on a discard, a heavenly win by a non-dealer, ...) is malformed input.
unsigned parse_situations(const json& value, const WinContext& ctx, const Ruleset& rules) {
    if (!value.is_array()) {
        throw InputError("field \"situation\" must be an array of strings, got " +
                         json_type_name(value));
    }
    unsigned bits = 0;
    for (const json& entry : value) {
        const std::string id = string_field(entry, "situation[]");
        const SituationName* found = nullptr;
        for (const SituationName& s : kSituations)
            if (s.id == id) found = &s;
        if (!found) {
            throw InputError("unknown situation " + in_quotes(id) +
                             " (known: kong_bloom, haolao, kong_discard, heavenly, earthly)");
        }
        if (bits & found->bit) throw InputError("situation " + in_quotes(id) + " listed twice");
        bits |= found->bit;
    }

    const bool self_draw = ctx.win_by == WinBy::SelfDraw;
    const bool dealer_wins = ctx.winner == ctx.dealer;
    auto need = [](bool ok, std::string_view what) {
        if (!ok) throw InputError(std::string(what));
    };
    if (bits & kKongBloom) {
        need(self_draw, R"(situation "kong_bloom" needs win_by "self_draw")");
        need(ctx.hand.kong_count > 0, R"(situation "kong_bloom" needs a declared kong in "kongs")");
    }
    if (bits & kHaolao) {
        need(self_draw, R"(situation "haolao" needs win_by "self_draw")");
        // §1.5: no kongs in the haolao phase, so no replacement tile to bloom on.
        need(!(bits & kKongBloom), R"(situations "haolao" and "kong_bloom" cannot both apply)");
    }
    if (bits & kKongDiscard) need(!self_draw, R"(situation "kong_discard" needs win_by "discard")");
    if (bits & (kHeavenly | kEarthly)) {
        // First go-round, before any kong: none of the late-hand situations can hold.
        need(!(bits & (kKongBloom | kHaolao | kKongDiscard)),
             R"(situations "heavenly"/"earthly" exclude kong_bloom, haolao and kong_discard)");
        need(ctx.hand.kong_count == 0,
             R"(situations "heavenly"/"earthly" exclude declared kongs (no kong before))");
    }
    if (bits & kHeavenly) {
        need(dealer_wins, "situation \"heavenly\" needs the winner to be the dealer");
        need(self_draw, R"(situation "heavenly" needs win_by "self_draw")");
    }
    if (bits & kEarthly) {
        need(!dealer_wins, "situation \"earthly\" needs a winner who is not the dealer");
        if (!self_draw) {
            // §2.3: only hefei-classic has the ron form, on the dealer's first discard.
            need(rules.scoring == ScoringModel::HefeiClassic,
                 R"(situation "earthly" needs win_by "self_draw" in )" + rules.id);
            need(ctx.discarder == ctx.dealer,
                 "situation \"earthly\" on a discard needs the dealer as discarder");
        }
    }
    return bits;
}

struct Request {
    const Ruleset* rules = nullptr;
    WinContext ctx;
};

Request parse_request(const json& request) {
    if (!request.is_object())
        throw InputError("the request must be a JSON object, got " + json_type_name(request));
    check_fields(request);

    Request r;
    const std::string rules_id = string_field(request.at("rules"), "rules");
    r.rules = find_ruleset(rules_id);
    if (!r.rules) {
        try {
            ruleset_by_id(rules_id);  // throws with the message naming the known ids
        } catch (const std::invalid_argument& e) {
            throw InputError(std::string("field \"rules\": ") + e.what() +
                             "; score also takes handan");
        }
    }
    const Ruleset& rules = *r.rules;
    if (given(request, "melds")) {
        throw InputError("field \"melds\": " + rules.id +
                         " has no pong or exposed kong (its only call is the concealed kong: "
                         "\"kongs\")");
    }

    // Tiles: hand, kongs and winning tile together may hold no fifth copy of a tile.
    const std::vector<Tile> concealed =
        tiles_field(string_field(request.at("hand"), "hand"), "hand", rules);
    TileCounts all = to_counts(concealed);
    Hand hand;
    hand.concealed = all;
    if (given(request, "kongs")) {
        const json& kongs = request.at("kongs");
        if (!kongs.is_array()) {
            throw InputError(R"(field "kongs" must be an array of tiles like ["5s"], got )" +
                             json_type_name(kongs));
        }
        if (kongs.size() > hand.kongs.size())
            throw InputError("field \"kongs\" lists " + std::to_string(kongs.size()) +
                             " kongs (at most 4)");
        for (const json& k : kongs) {
            const Tile t = tile_field(string_field(k, "kongs[]"), "kongs", rules);
            hand.kongs[hand.kong_count++] = t;
            all[t.code()] += 4;
        }
    }
    const Tile win_tile =
        tile_field(string_field(request.at("win_tile"), "win_tile"), "win_tile", rules);
    ++all[win_tile.code()];
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (all[c] > 4) {
            throw InputError(std::to_string(all[c]) + " copies of " + Tile::from_code(c).str() +
                             " across hand, kongs and win_tile (at most 4)");
        }
    }
    const int expected = 13 - 3 * hand.kong_count;
    if (static_cast<int>(concealed.size()) != expected) {
        throw InputError("field \"hand\" has " + std::to_string(concealed.size()) +
                         " tiles; with " + std::to_string(hand.kong_count) +
                         (hand.kong_count == 1 ? " kong" : " kongs") + " it must have " +
                         std::to_string(expected) + " (the winning tile not included)");
    }

    const std::string win_by = string_field(request.at("win_by"), "win_by");
    WinBy by = WinBy::Discard;
    if (win_by == "discard") {
        by = WinBy::Discard;
    } else if (win_by == "self_draw") {
        by = WinBy::SelfDraw;
    } else {
        throw InputError("field \"win_by\": unknown value " + in_quotes(win_by) +
                         R"( (expected "discard" or "self_draw"))");
    }

    const Seat winner = seat_field(request, "winner");
    const Seat dealer = seat_field(request, "dealer");
    Seat discarder = winner;
    if (given(request, "discarder")) {
        // Checked on a self-draw too, but then ignored: nobody discarded.
        const Seat given_discarder = seat_field(request, "discarder");
        if (by == WinBy::Discard) discarder = given_discarder;
    } else if (by == WinBy::Discard) {
        throw InputError(R"(missing field "discarder" (required when win_by is "discard"))");
    }
    if (by == WinBy::Discard && discarder == winner)
        throw InputError(R"(field "discarder" must differ from "winner" on a discard win)");

    int dealer_streak = 1;
    if (given(request, "dealer_streak")) {
        const long long streak = integer_field(request.at("dealer_streak"), "dealer_streak");
        if (streak < 1 || streak > kMaxDealerStreak) {
            throw InputError("field \"dealer_streak\" must be between 1 and " +
                             std::to_string(kMaxDealerStreak) + ", got " +
                             request.at("dealer_streak").dump());
        }
        dealer_streak = static_cast<int>(streak);
    }

    bool declaring_room = rules.declare_ready_required;
    if (given(request, "declare_ready_required"))
        declaring_room = bool_field(request.at("declare_ready_required"), "declare_ready_required");

    auto context = [&](unsigned situations) {
        return by == WinBy::Discard
                   ? WinContext::on_discard(hand, win_tile, winner, discarder, dealer,
                                            dealer_streak, situations, declaring_room)
                   : WinContext::self_draw(hand, win_tile, winner, dealer, dealer_streak,
                                           situations, declaring_room);
    };
    // The situations are checked against the rest of the win.
    r.ctx = context(given(request, "situation")
                        ? parse_situations(request.at("situation"), context(0), rules)
                        : 0u);
    return r;
}

ordered_json result_json(const WinResult& result) {
    ordered_json out;
    out["win"] = result.win;
    if (!result.win) {
        out["reason"] = result.reason;
        return out;
    }
    ordered_json payments = ordered_json::array();
    for (const Payment& p : result.payments) {
        ordered_json items = ordered_json::array();
        for (const ItemScore& s : p.items) {
            ordered_json item;
            item["id"] = item_id(s.item);
            // Additive items print "points", × items print "multiplier"; an item doing both
            // (none today) prints both.
            if (s.points != 0 || s.multiplier == 1) item["points"] = s.points;
            if (s.multiplier != 1) item["multiplier"] = s.multiplier;
            items.push_back(std::move(item));
        }
        ordered_json payment;
        payment["payer"] = std::string(1, seat_letter(p.payer));
        payment["points"] = p.points;
        payment["shape"] = p.shape == Shape::SevenPairs ? "seven_pairs" : "standard";
        payment["items"] = std::move(items);
        payments.push_back(std::move(payment));
    }
    out["payments"] = std::move(payments);
    ordered_json deltas;
    for (int i = 0; i < kNumSeats; ++i)
        deltas[std::string(1, seat_letter(seat_from_index(i)))] = result.deltas[i];
    out["deltas"] = std::move(deltas);
    return out;
}

}  // namespace

int run_score(Args args, std::istream& in, std::ostream& out, std::ostream& err) {
    if (wants_help(args)) {
        out << kUsage;
        return kExitOk;
    }
    if (!args.empty()) {
        return report_malformed(err, "score",
                                "unexpected argument " + in_quotes(args[0]) +
                                    " (score reads its request as JSON on stdin; see --help)");
    }
    try {
        const json request =
            parse_json_input(read_all(in, kMaxRequestBytes, "the request"), "the request");
        if (request.is_object() && request.contains("rules") && request.at("rules").is_string() &&
            request.at("rules").get<std::string>() == handan_ruleset().id) {
            out << score_handan(request).dump() << '\n';
            return kExitOk;
        }
        const Request r = parse_request(request);
        const WinResult result = score_win(r.ctx, *r.rules);
        out << result_json(result).dump() << '\n';
        return kExitOk;
    } catch (const InputError& e) {
        return report_malformed(err, "score", e.what());
    }
}

}  // namespace haolao::cli
