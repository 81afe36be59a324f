// SPDX-License-Identifier: GPL-3.0-or-later
// `haolao-cli score` with "rules":"handan": one Handan win and its payments (RULES.md §3).
// Kong money and 跟打 are paid on the spot during play, not as part of a win: not here.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "handan_cli.h"
#include "haolao/handan.h"
#include "haolao/meld.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"
#include "haolao/seat.h"
#include "haolao/tile.h"
#include "json_util.h"

namespace haolao::cli {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;

constexpr std::array<std::string_view, 10> kFields = {"rules",  "hand",     "win_tile",  "win_by",
                                                      "winner", "dealer",   "discarder", "kongs",
                                                      "melds",  "situation"};
constexpr std::array<std::string_view, 6> kRequired = {"rules",  "hand",   "win_tile",
                                                       "win_by", "winner", "dealer"};

std::string field_list() {
    std::string list;
    for (std::string_view f : kFields) list += (list.empty() ? "" : ", ") + std::string(f);
    return list;
}

void check_fields(const json& request) {
    for (const auto& [key, value] : request.items()) {
        bool known = false;
        for (std::string_view f : kFields) known = known || f == key;
        if (known) continue;
        if (key == "dealer_streak" || key == "declare_ready_required") {
            throw InputError("field " + in_quotes(key) +
                             " does not apply to handan (its payments depend only on who wins, "
                             "who pays and the dealer; fields: " +
                             field_list() + ")");
        }
        throw InputError("unknown field " + in_quotes(key) + " (handan fields: " + field_list() +
                         ")");
    }
    for (std::string_view f : kRequired)
        if (!request.contains(f)) throw InputError("missing field \"" + std::string(f) + "\"");
}

Tile one_tile(const json& value, std::string_view name, const Ruleset& rules) {
    const std::string text = string_field(value, name);
    try {
        return parse_tile(text, rules.tiles);
    } catch (const TileParseError& e) {
        throw InputError("field \"" + std::string(name) + "\": " + e.what());
    }
}

// {"type":"pong","tile":"5z","from":"E"}; "from" optional. Concealed kongs go in "kongs".
Meld meld_of(const json& value, std::size_t i, Seat winner, const Ruleset& rules) {
    const std::string name = "melds[" + std::to_string(i) + "]";
    if (!value.is_object()) {
        throw InputError("field \"" + name +
                         R"(" must be an object like {"type":"pong","tile":"5z"}, got )" +
                         json_type_name(value));
    }
    for (const auto& [key, v] : value.items()) {
        if (key != "type" && key != "tile" && key != "from")
            throw InputError("field \"" + name + "\": unknown key " + in_quotes(key) +
                             " (known: type, tile, from)");
    }
    for (const char* key : {"type", "tile"})
        if (!value.contains(key))
            throw InputError("field \"" + name + "\": missing key \"" + key + "\"");
    const std::string type = string_field(value.at("type"), name + ".type");
    if (type == "concealed_kong") {
        throw InputError("field \"" + name +
                         R"(": a concealed kong goes in "kongs" (melds: pong, exposed_kong, )"
                         "added_kong)");
    }
    std::optional<Seat> from;
    if (value.contains("from")) {
        const std::string text = string_field(value.at("from"), name + ".from");
        from = parse_seat(text);
        if (!from) {
            throw InputError("field \"" + name + ".from\": bad seat " + in_quotes(text) +
                             " (expected E, S, W or N)");
        }
        if (*from == winner) {
            throw InputError("field \"" + name + "\": a " + type + " claimed from the winner " +
                             std::string(1, seat_letter(winner)) +
                             " (a meld is claimed from another seat)");
        }
    }
    Meld m;
    try {
        m = parse_meld(type, string_field(value.at("tile"), name + ".tile"), rules.tiles, from);
    } catch (const MeldParseError& e) {
        throw InputError("field \"" + name + "\": " + e.what());
    }
    // Without "from" the feeder is unknown; any other seat will do for the win's payments.
    if (!from) m.from = next(winner);
    return m;
}

HandanWin parse(const json& request, const Ruleset& rules) {
    check_fields(request);
    HandanWin w;
    w.winner = seat_field(request, "winner");
    w.dealer = seat_field(request, "dealer");

    const std::string hand_text = string_field(request.at("hand"), "hand");
    try {
        for (Tile t : parse_tiles(hand_text, rules.tiles)) w.hand.add(t);
    } catch (const TileParseError& e) {
        throw InputError(std::string("field \"hand\": ") + e.what());
    }
    if (request.contains("kongs")) {
        const json& kongs = request.at("kongs");
        if (!kongs.is_array()) {
            throw InputError(R"(field "kongs" must be an array of tiles like ["5s"], got )" +
                             json_type_name(kongs));
        }
        for (const json& k : kongs) {
            if (w.hand.meld_count >= 4)
                throw InputError(R"(fields "kongs" and "melds" list more than 4 in all)");
            w.hand.add_meld({MeldType::ConcealedKong, one_tile(k, "kongs[]", rules), w.winner});
        }
    }
    if (request.contains("melds")) {
        const json& melds = request.at("melds");
        if (!melds.is_array()) {
            throw InputError(
                R"(field "melds" must be an array like [{"type":"pong","tile":"5z"}], got )" +
                json_type_name(melds));
        }
        for (std::size_t i = 0; i < melds.size(); ++i) {
            if (w.hand.meld_count >= 4)
                throw InputError(R"(fields "kongs" and "melds" list more than 4 in all)");
            w.hand.add_meld(meld_of(melds[i], i, w.winner, rules));
        }
    }
    w.win_tile = one_tile(request.at("win_tile"), "win_tile", rules);
    if (const auto problem =
            melded_hand_problem(w.hand, rules.tiles, /*complete=*/true, w.win_tile)) {
        throw InputError(*problem + R"( (hand: the concealed tiles before the winning tile; )"
                                    R"(kongs and melds: 3 fewer each))");
    }

    const std::string by_text = string_field(request.at("win_by"), "win_by");
    const auto by = handan_win_by_from_id(by_text);
    if (!by) {
        throw InputError("field \"win_by\": unknown value " + in_quotes(by_text) +
                         R"( (expected "discard", "self_draw" or "rob_kong"))");
    }
    w.by = *by;
    w.discarder = w.winner;
    if (request.contains("discarder")) {
        const Seat d = seat_field(request, "discarder");
        if (w.by != HandanWinBy::SelfDraw) w.discarder = d;  // ignored on a self-draw
    } else if (w.by != HandanWinBy::SelfDraw) {
        throw InputError(
            std::string(R"(missing field "discarder" (required when win_by is ")") + by_text +
            (w.by == HandanWinBy::RobKong ? "\": the player adding the kong)" : "\")"));
    }
    if (w.by != HandanWinBy::SelfDraw && w.discarder == w.winner) {
        throw InputError(R"(field "discarder" must differ from "winner" on a )" + by_text + " win");
    }
    if (w.by == HandanWinBy::RobKong) {
        const int held = w.hand.all_counts()[w.win_tile.code()];
        if (held > 0) {
            throw InputError("win_by \"rob_kong\": the winner holds " + std::to_string(held) +
                             " of " + w.win_tile.str() +
                             ", but the player adding the kong holds the other three");
        }
    }

    if (request.contains("situation")) {
        const json& value = request.at("situation");
        if (!value.is_array()) {
            throw InputError("field \"situation\" must be an array of strings, got " +
                             json_type_name(value));
        }
        for (const json& entry : value) {
            const std::string id = string_field(entry, "situation[]");
            if (id != "kong_bloom") {
                throw InputError("situation " + in_quotes(id) +
                                 " does not apply to handan (known: kong_bloom)");
            }
            if (w.kong_bloom) throw InputError("situation \"kong_bloom\" listed twice");
            w.kong_bloom = true;
        }
        if (w.kong_bloom) {
            if (w.by != HandanWinBy::SelfDraw)
                throw InputError(R"(situation "kong_bloom" needs win_by "self_draw")");
            bool kong = false;
            for (int i = 0; i < w.hand.meld_count; ++i)
                kong = kong || is_kong(w.hand.melds[i].type);
            if (!kong) {
                throw InputError(
                    R"(situation "kong_bloom" needs a kong in "kongs" or "melds" (a replacement )"
                    "tile follows a kong)");
            }
        }
    }
    return w;
}

}  // namespace

ordered_json score_handan(const json& request) {
    const Ruleset& rules = handan_ruleset();
    const HandanWin w = parse(request, rules);
    const HandanWinResult r = settle_handan_win(w, rules);
    ordered_json out;
    out["win"] = r.win;
    if (!r.win) {
        out["reason"] = r.reason;
        return out;
    }
    ordered_json payments = ordered_json::array();
    const std::vector<Payment> items = handan_payments_as_items(r.settlement, r.shape, rules);
    for (std::size_t i = 0; i < r.settlement.lines.size(); ++i) {
        const PaymentLine& line = r.settlement.lines[i];
        ordered_json list = ordered_json::array();
        for (const ItemScore& s : items[i].items) {
            ordered_json item;
            item["id"] = item_id(s.item);
            if (s.multiplier == 1)
                item["points"] = s.points;
            else
                item["multiplier"] = s.multiplier;
            list.push_back(std::move(item));
        }
        ordered_json p;
        p["payer"] = std::string(1, seat_letter(line.payer));
        p["payee"] = std::string(1, seat_letter(line.payee));
        p["points"] = line.amount;
        p["reason"] = payment_reason_id(line.reason);
        p["shape"] = r.shape == Shape::SevenPairs ? "seven_pairs" : "standard";
        p["items"] = std::move(list);
        payments.push_back(std::move(p));
    }
    out["payments"] = std::move(payments);
    ordered_json deltas;
    for (int i = 0; i < kNumSeats; ++i)
        deltas[std::string(1, seat_letter(seat_from_index(i)))] = r.settlement.deltas[i];
    out["deltas"] = std::move(deltas);
    return out;
}

}  // namespace haolao::cli
