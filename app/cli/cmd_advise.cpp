// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli advise: the advisor's ranking (advisor.h) of one seat's legal actions at one point of
// a recorded game (docs/CLI.md).
#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <limits>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "haolao/advisor.h"
#include "haolao/agent.h"
#include "haolao/replay.h"
#include "haolao/ruleset.h"
#include "haolao/tile.h"
#include "haolao/wall.h"
#include "json_util.h"

namespace haolao::cli {

namespace {

using nlohmann::ordered_json;

constexpr std::string_view kUsage =
    R"(usage: haolao-cli advise --replay FILE --event N --seat S [--sims N | --ms N] [--seed N]
       haolao-cli advise --rules ID (--view JSON | --view-file F) [--sims N | --ms N] [--seed N]

Ranks every legal action of one seat, best first, as the hard AI sees it from that seat's view
alone. Prints one JSON object on stdout:

  {"seat":"S","candidates":[{"action":{"type":"discard","tile":"5m","declare":false},
    "ev":1.23,"win":0.12,"deal_in":0.03,"deal_in_by":{"E":0.03,"S":0,"W":0,"N":0}},...]}

Handan (`handan` preset): every decision is ranked the same way, claims included (win, pong,
exposed kong or pass on a discard; win or pass on an added kong; concealed and added kongs),
by hard's Handan evaluation: ev and win in Handan units.

The position: where the recorded game FILE stood after its first N events (the decision that
produced event N, counting from 0), for seat S:
  --replay FILE  a replay file (docs/REPLAY_FORMAT.md); it may stop inside a hand
  --event N      how many of its events to apply (0 .. the number of events)
  --seat S       E, S, W or N: a seat with a decision pending there
or a position described in JSON (docs/CLI.md "advise"), with the preset it is played under:
  --rules ID     hefei-classic, hefei-ting, hefei-bianfeng
  --view JSON    {"seat":"E","dealer":"S","phase":"turn","turn":"E","hand":"234m567m...",
                  "drawn":"6p","ponds":{"S":"4p3s","W":"4p","N":"3p"},"declared":{"S":0},
                  "kongs":{"N":"5s"}}
  --view-file F  the same JSON read from a file
Search:
  --sims N       simulations per searched candidate (1-1000; default 24, hard's own)
  --ms N         a time budget in milliseconds instead (1-1000; not reproducible)
  --seed N       the advisor's seed (default with --replay: the seed hard had in that seat, so
                 the first candidate is what hard would play there; with a view: 0)

  type           "discard" (with "tile" and "declare"), "kong" (with "tile"), "win", "pass";
                 Handan also "pong", "exposed_kong", "added_kong" (with "tile")
  ev             expected points of the hand for the seat after the action
  win            chance the seat wins the hand (1 for a win taken)
  deal_in        discards: chance the tile is won on now; deal_in_by: by which seat
The same position, seed and --sims give the same answer.
Malformed input: exit status 2, one line on stderr, nothing on stdout.
)";

ordered_json ranking_json(Seat seat, const std::vector<Advice>& ranking) {
    ordered_json out;
    out["seat"] = std::string(1, seat_letter(seat));
    ordered_json list = ordered_json::array();
    for (const Advice& ad : ranking) {
        ordered_json c;
        c["action"] = action_json(ad.action);
        c["ev"] = rounded(ad.ev);
        c["win"] = rounded(ad.win);
        if (ad.action.type == ActionType::Discard) {
            c["deal_in"] = rounded(ad.deal_in);
            ordered_json by;
            for (int s = 0; s < 4; ++s)
                by[std::string(1, seat_letter(seat_from_index(s)))] =
                    rounded(ad.deal_in_by[static_cast<std::size_t>(s)]);
            c["deal_in_by"] = std::move(by);
        }
        list.push_back(std::move(c));
    }
    out["candidates"] = std::move(list);
    return out;
}

AdviceBudget budget_of(const Options& options) {
    if (options.contains("--sims") && options.contains("--ms"))
        throw InputError("give --sims or --ms, not both");
    AdviceBudget budget;
    if (options.contains("--sims"))
        budget.simulations =
            static_cast<int>(integer_option(options, "--sims", 1, kAdviceMaxSimulations));
    if (options.contains("--ms"))
        budget.milliseconds =
            static_cast<int>(integer_option(options, "--ms", 1, kAdviceMaxMilliseconds));
    return budget;
}

std::uint64_t seed_of(const Options& options, std::uint64_t fallback) {
    if (!options.contains("--seed")) return fallback;
    return static_cast<std::uint64_t>(
        integer_option(options, "--seed", 0, std::numeric_limits<long long>::max()));
}

[[noreturn]] void no_decision(const Game& game, Seat seat, const std::string& where) {
    std::string message = "seat ";
    message += seat_letter(seat);
    message += " has no decision ";
    message += where;
    message += " (to act:";
    for (Seat s : game.to_act().seats()) {
        message += ' ';
        message += seat_letter(s);
    }
    if (game.to_act().empty()) message += " none";
    message += ')';
    throw InputError(message);
}

ordered_json advise_replay(const Options& options) {
    for (std::string_view required : {"--replay", "--event", "--seat"})
        if (!options.contains(required))
            throw InputError("missing option " + std::string(required) + " (see --help)");
    const AdviceBudget budget = budget_of(options);
    const std::string& seat_text = options.find("--seat")->second;
    const auto seat = parse_seat(seat_text);
    if (!seat) throw InputError("--seat must be E, S, W or N, got " + in_quotes(seat_text));

    const std::string& path = options.find("--replay")->second;
    Replay replay;
    try {
        replay = parse_replay(read_replay_file(path));
    } catch (const ReplayError& e) {
        throw InputError(path + ": " + e.what());
    }
    const auto n = static_cast<std::size_t>(
        integer_option(options, "--event", 0, static_cast<long long>(replay.events.size())));
    const std::vector<Event> prefix(replay.events.begin(),
                                    replay.events.begin() + static_cast<std::ptrdiff_t>(n));
    std::vector<Advice> ranking;
    try {
        const Game game = resume_game(replay.header, prefix);
        const SeatView view = game.view(*seat);
        if (view.legal.empty()) no_decision(game, *seat, "after " + std::to_string(n) + " events");
        ranking = advise(view, budget, seed_of(options, agent_seed(replay.header.seed, *seat)));
    } catch (const ReplayError& e) {
        throw InputError(path + ": " + e.what());
    }
    return ranking_json(*seat, ranking);
}

// ---- A position described in JSON ------------------------------------------------------------

Seat seat_value(const nlohmann::json& j, const std::string& name) {
    const std::string text = string_field(j, name);
    const auto seat = parse_seat(text);
    if (!seat)
        throw InputError("field \"" + name + "\" must be E, S, W or N, got " + in_quotes(text));
    return *seat;
}

std::vector<Tile> tiles_value(const nlohmann::json& j, const std::string& name,
                              const Ruleset& rules) {
    const std::string text = string_field(j, name);
    try {
        return parse_tiles(text, rules.tiles);
    } catch (const TileParseError& e) {
        throw InputError("field \"" + name + "\": " + e.what());
    }
}

// {"E": …, "S": …} keyed by seat letter; `read` gets each value with its field name ("ponds.S").
template <class F>
void per_seat(const nlohmann::json& j, const std::string& name, F read) {
    if (!j.is_object())
        throw InputError("field \"" + name + "\" must be an object keyed by seat, got " +
                         json_type_name(j));
    for (const auto& [key, value] : j.items()) {
        const auto seat = parse_seat(key);
        if (!seat)
            throw InputError("field \"" + name + "\": key " + in_quotes(key) +
                             " is not a seat (E, S, W, N)");
        read(*seat, value, name + "." + key);
    }
}

// The state the JSON describes. The tiles the seat cannot see (the other hands, the wall) are
// dealt from what is left in code order: the advisor reads the seat's view only, which shows
// none of them.
GameState state_from_json(const nlohmann::json& j, const Ruleset& rules, Seat& me) {
    if (!j.is_object())
        throw InputError("the view must be a JSON object, got " + json_type_name(j));
    static constexpr std::array<std::string_view, 12> kFields = {
        "seat",  "dealer",   "phase", "turn",   "hand",      "drawn",
        "ponds", "declared", "kongs", "streak", "standings", "wall"};
    for (const auto& [key, value] : j.items())
        if (std::find(kFields.begin(), kFields.end(), key) == kFields.end())
            throw InputError("unknown field " + in_quotes(key) + " in the view");
    for (const char* required : {"seat", "dealer", "phase", "turn", "hand"})
        if (!j.contains(required))
            throw InputError(std::string("missing field \"") + required + "\" in the view");
    GameState st;
    me = seat_value(j["seat"], "seat");
    st.dealer = seat_value(j["dealer"], "dealer");
    st.first_dealer = st.dealer;
    st.turn = seat_value(j["turn"], "turn");
    const std::string phase = string_field(j["phase"], "phase");
    if (phase == "turn")
        st.phase = Phase::Turn;
    else if (phase == "response")
        st.phase = Phase::Response;
    else
        throw InputError(R"(field "phase" must be "turn" or "response", got )" + in_quotes(phase));
    if (st.phase == Phase::Response && st.turn == me)
        throw InputError(
            "in a \"response\" the seat answers another seat's discard: \"turn\" "
            "must be the discarder");
    if (j.contains("streak")) {
        const long long streak = integer_field(j["streak"], "streak");
        if (streak < 1 || streak > kMaxPotHands)  // (the longest streak a pot can reach)
            throw InputError("field \"streak\" must be 1 to " + std::to_string(kMaxPotHands) +
                             ", got " + std::to_string(streak));
        st.streak = static_cast<int>(streak);
    }
    if (j.contains("standings")) {
        const auto& a = j["standings"];
        if (!a.is_array() || a.size() != 4)
            throw InputError("field \"standings\" must be an array of 4 integers (E, S, W, N)");
        long long sum = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            const long long v = integer_field(a[i], "standings");
            if (v < -1000000 || v > 1000000)
                throw InputError("field \"standings\": " + std::to_string(v) + " is out of range");
            st.standings[i] = static_cast<int>(v);
            sum += v;
        }
        if (sum != 0) throw InputError("field \"standings\" must sum to 0");
    }

    // Public tiles: kongs and ponds (with the declaring discards).
    TileCounts out{};
    auto count = [&](Tile t, int n) {
        out[t.code()] = static_cast<std::uint8_t>(out[t.code()] + n);
        if (out[t.code()] > 4)
            throw InputError(std::to_string(out[t.code()]) + " copies of " + t.str() +
                             " in the view (at most 4)");
    };
    if (j.contains("kongs"))
        per_seat(j["kongs"], "kongs", [&](Seat s, const nlohmann::json& v, const std::string& f) {
            const auto tiles = tiles_value(v, f, rules);
            if (tiles.size() > 4) throw InputError("field \"" + f + "\": more than 4 kongs");
            Hand& h = st.seat(s).hand;
            for (Tile t : tiles) {
                h.kongs[h.kong_count++] = t;
                count(t, 4);
            }
        });
    if (j.contains("ponds"))
        per_seat(j["ponds"], "ponds", [&](Seat s, const nlohmann::json& v, const std::string& f) {
            const auto tiles = tiles_value(v, f, rules);
            if (tiles.size() > 30) throw InputError("field \"" + f + "\": more than 30 discards");
            for (Tile t : tiles) {
                st.seat(s).pond.push(t, false, false);
                count(t, 1);
            }
        });
    if (j.contains("declared"))
        per_seat(j["declared"], "declared",
                 [&](Seat s, const nlohmann::json& v, const std::string& f) {
                     if (!rules.declare_ready_required)
                         throw InputError("field \"declared\": " + rules.id +
                                          " has no declaring (报听)");
                     const long long i = integer_field(v, f);
                     Pond& pond = st.seat(s).pond;
                     if (i < 0 || i >= pond.size)
                         throw InputError("field \"" + f + "\" must index the seat's pond (0 to " +
                                          std::to_string(int(pond.size) - 1) + "), got " +
                                          std::to_string(i));
                     pond.declare_bits |= std::uint64_t{1} << i;
                     st.seat(s).declared = true;
                 });

    // Own hand: 14 tiles on its own turn (a kong counting 3), else 13.
    SeatState& mine = st.seat(me);
    const bool own_turn = st.phase == Phase::Turn && st.turn == me;
    const auto hand = tiles_value(j["hand"], "hand", rules);
    const int want = (own_turn ? 14 : 13) - 3 * mine.hand.kong_count;
    if (static_cast<int>(hand.size()) != want)
        throw InputError("field \"hand\" has " + std::to_string(hand.size()) + " tiles; with " +
                         std::to_string(mine.hand.kong_count) + " kongs it needs " +
                         std::to_string(want) + " here");
    for (Tile t : hand) {
        mine.hand.add(t);
        count(t, 1);
    }
    int discards = 0;
    int kongs = 0;
    for (const SeatState& ss : st.seats) {
        discards += ss.pond.size;
        kongs += ss.hand.kong_count;
    }
    if (j.contains("drawn")) {
        if (!own_turn) throw InputError("field \"drawn\" is only for the seat's own turn");
        const auto d = tiles_value(j["drawn"], "drawn", rules);
        if (d.size() != 1) throw InputError("field \"drawn\" must be exactly one tile");
        if (!mine.hand.concealed[d[0].code()])
            throw InputError("field \"drawn\": " + d[0].str() + " is not in \"hand\"");
        mine.has_fresh = true;
        mine.last_drawn = d[0];
    } else if (own_turn && !(me == st.dealer && discards == 0 && kongs == 0)) {
        throw InputError(
            "field \"drawn\" is needed on the seat's own turn (only the dealer's "
            "first turn has no draw)");
    }
    if (st.phase == Phase::Response) {
        const Pond& p = st.seat(st.turn).pond;
        if (p.size == 0)
            throw InputError("in a \"response\" the discarder's pond must end with the discard");
        st.discard = p.tiles[p.size - 1];
    }

    // The unseen tiles: the other hands, then the wall.
    std::vector<Tile> pool;
    for (Tile t : rules.tiles.tiles())
        for (int k = out[t.code()]; k < 4; ++k) pool.push_back(t);
    std::size_t dealt = 0;
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        if (s == me) continue;
        SeatState& ss = st.seat(s);
        const int n = (st.phase == Phase::Turn && st.turn == s ? 14 : 13) - 3 * ss.hand.kong_count;
        for (int k = 0; k < n; ++k) {
            if (dealt >= pool.size())
                throw InputError("the view leaves too few tiles for the other hands");
            ss.hand.add(pool[dealt++]);
        }
        if (st.phase == Phase::Turn && st.turn == s) {
            ss.has_fresh = true;
            ss.last_drawn = pool[dealt - 1];
        }
    }
    for (SeatState& ss : st.seats) ss.draws = static_cast<std::uint8_t>(ss.pond.size + 1);
    const int remaining = static_cast<int>(pool.size() - dealt);
    if (j.contains("wall")) {
        const long long given = integer_field(j["wall"], "wall");
        if (given != remaining)
            throw InputError("field \"wall\" is " + std::to_string(given) +
                             ", but the view leaves " + std::to_string(remaining) +
                             " tiles in the wall");
    }
    if (remaining <= rules.haolao_tiles)
        throw InputError("the view leaves " + std::to_string(remaining) +
                         " tiles in the wall; positions in the haolao zone (the last " +
                         std::to_string(rules.haolao_tiles) + ") are not supported");

    // The wall: the deal and the draws taken from the head, one tail tile per kong; the unseen
    // rest in the positions left (a taken position's tile is history nobody reads).
    const Dice dice{3, 4};
    std::vector<Tile> sequence;
    for (Tile t : rules.tiles.tiles())
        for (int k = 0; k < 4; ++k) sequence.push_back(t);
    Wall probe(sequence, rules.wall_layout, st.dealer, dice);
    if (static_cast<int>(sequence.size()) != probe.shape().size() ||
        probe.shape().size() - kDealtTiles < remaining + kongs)
        throw InputError("the view does not fit this rule set's wall");
    auto take_all = [&](Wall& w) {
        for (const DealStep& step : deal_steps()) w.take(step.position, WallTileState::Drawn);
        while (w.remaining() > remaining + kongs) w.draw_head();
        for (int k = 0; k < kongs; ++k) w.draw_tail();
    };
    take_all(probe);
    TileCounts gone{};
    for (Tile t : rules.tiles.tiles()) gone[t.code()] = 4;
    for (std::size_t i = dealt; i < pool.size(); ++i) --gone[pool[i].code()];
    std::vector<Tile> gone_tiles;
    for (Tile t : rules.tiles.tiles())
        for (int k = 0; k < gone[t.code()]; ++k) gone_tiles.push_back(t);
    std::size_t wi = dealt;
    std::size_t gi = 0;
    for (int p = 0; p < probe.shape().size(); ++p)
        sequence[static_cast<std::size_t>(p)] =
            probe.shape().taken(p) ? gone_tiles[gi++] : pool[wi++];
    st.wall = Wall(sequence, rules.wall_layout, st.dealer, dice);
    take_all(st.wall);
    st.discards = discards;
    st.kongs = kongs;
    return st;
}

ordered_json advise_view(const Options& options) {
    if (!options.contains("--rules")) throw InputError("missing option --rules (see --help)");
    if (options.contains("--view") == options.contains("--view-file"))
        throw InputError("give one of --view JSON or --view-file F (or --replay FILE)");
    if (options.contains("--event") || options.contains("--seat"))
        throw InputError("--event and --seat go with --replay (a view names its seat)");
    const AdviceBudget budget = budget_of(options);
    const std::string& rules_id = options.find("--rules")->second;
    const Ruleset* rules = find_ruleset(rules_id);
    if (!rules) {
        try {
            ruleset_by_id(rules_id);  // throws with the message naming the known ids
        } catch (const std::invalid_argument& e) {
            throw InputError(std::string("--rules: ") + e.what());
        }
        throw InputError("--rules: unknown rule set " + in_quotes(rules_id));
    }
    std::string text;
    if (options.contains("--view")) {
        text = options.find("--view")->second;
    } else {
        const std::string& path = options.find("--view-file")->second;
        std::ifstream in(path, std::ios::binary);
        if (!in) throw InputError("cannot open " + in_quotes(path));
        std::ostringstream buffer;
        buffer << in.rdbuf();
        text = buffer.str();
        if (text.size() > (1u << 20)) throw InputError(path + " is over 1 MiB");
    }
    const nlohmann::json j = parse_json_input(text, "the view");
    Seat me = Seat::East;
    const GameState state = state_from_json(j, *rules, me);
    std::vector<Advice> ranking;
    try {
        const Game game = Game::at_state(*rules, state);
        const SeatView view = game.view(me);
        if (view.legal.empty()) no_decision(game, me, "in this position");
        ranking = advise(view, budget, seed_of(options, 0));
    } catch (const std::invalid_argument& e) {
        throw InputError(std::string("the view is not a consistent position: ") + e.what());
    }
    return ranking_json(me, ranking);
}

}  // namespace

int run_advise(Args args, std::ostream& out, std::ostream& err) {
    if (wants_help(args)) {
        out << kUsage;
        return kExitOk;
    }
    try {
        const Options options =
            parse_options(args, {"--replay", "--event", "--seat", "--sims", "--ms", "--seed",
                                 "--rules", "--view", "--view-file"});
        const bool replay = options.contains("--replay");
        if (replay && (options.contains("--rules") || options.contains("--view") ||
                       options.contains("--view-file")))
            throw InputError("give --replay, or --rules with --view / --view-file, not both");
        out << (replay ? advise_replay(options) : advise_view(options)).dump() << '\n';
        return kExitOk;
    } catch (const InputError& e) {
        return report_malformed(err, "advise", e.what());
    }
}

}  // namespace haolao::cli
