// haolao-cli advise: the advisor's ranking (advisor.h) of one seat's legal actions at one point of
// a recorded game (docs/CLI.md).
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "haolao/advisor.h"
#include "haolao/agent.h"
#include "haolao/replay.h"
#include "json_util.h"

namespace haolao::cli {

namespace {

using nlohmann::ordered_json;

constexpr std::string_view kUsage =
    R"(usage: haolao-cli advise --replay FILE --event N --seat S [--sims N | --ms N] [--seed N]

Ranks every legal action of seat S where the recorded game FILE stood after its first N events
(the decision that produced event N, counting from 0), best first, as the hard AI sees it from
that seat's view alone. Prints one JSON object on stdout:

  {"seat":"S","candidates":[{"action":{"type":"discard","tile":"5m","declare":false},
    "ev":1.23,"win":0.12,"deal_in":0.03,"deal_in_by":{"E":0.03,"S":0,"W":0,"N":0}},...]}

  --replay FILE  a replay file (docs/REPLAY_FORMAT.md); it may stop inside a hand
  --event N      how many of its events to apply (0 .. the number of events)
  --seat S       E, S, W or N: a seat with a decision pending there
  --sims N       simulations per searched candidate (1-1000; default 24, hard's own)
  --ms N         a time budget in milliseconds instead (1-1000; not reproducible)
  --seed N       the advisor's seed (default: the seed hard had in that seat, so the first
                 candidate is what hard would play there)

  type           "discard" (with "tile" and "declare"), "kong" (with "tile"), "win", "pass"
  ev             expected points of the hand for the seat after the action
  win            chance the seat wins the hand (1 for a win taken)
  deal_in        discards: chance the tile is won on now; deal_in_by: by which seat
The same file, event, seat, seed and --sims give the same answer.
Malformed input: exit status 2, one line on stderr, nothing on stdout.
)";

// A non-negative integer option in [lo, hi].
long long integer_option(const Options& options, std::string_view name, long long lo,
                         long long hi) {
    const std::string& text = options.find(name)->second;
    long long v = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (r.ec != std::errc{} || r.ptr != text.data() + text.size() || v < lo || v > hi)
        throw InputError(std::string(name) + " must be an integer from " + std::to_string(lo) +
                         " to " + std::to_string(hi) + ", got " + in_quotes(text));
    return v;
}

// Probabilities and points to 4 decimals: enough to rank, short to read.
double rounded(float x) {
    return std::round(double(x) * 10000.0) / 10000.0;
}

ordered_json action_json(const Action& a) {
    ordered_json j;
    switch (a.type) {
        case ActionType::Discard:
            j["type"] = "discard";
            j["tile"] = a.tile.str();
            j["declare"] = a.declare;
            break;
        case ActionType::Kong:
            j["type"] = "kong";
            j["tile"] = a.tile.str();
            break;
        case ActionType::Win:
            j["type"] = "win";
            break;
        case ActionType::Pass:
            j["type"] = "pass";
            break;
    }
    return j;
}

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

ordered_json advise_replay(const Options& options) {
    for (std::string_view required : {"--replay", "--event", "--seat"})
        if (!options.contains(required))
            throw InputError("missing option " + std::string(required) + " (see --help)");
    if (options.contains("--sims") && options.contains("--ms"))
        throw InputError("give --sims or --ms, not both");
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
        if (view.legal.empty()) {
            std::string message = "seat ";
            message += seat_text;
            message += " has no decision after ";
            message += std::to_string(n);
            message += " events (to act:";
            for (Seat s : game.to_act().seats()) {
                message += ' ';
                message += seat_letter(s);
            }
            if (game.to_act().empty()) message += " none";
            message += ')';
            throw InputError(message);
        }
        AdviceBudget budget;
        if (options.contains("--sims"))
            budget.simulations =
                static_cast<int>(integer_option(options, "--sims", 1, kAdviceMaxSimulations));
        if (options.contains("--ms"))
            budget.milliseconds =
                static_cast<int>(integer_option(options, "--ms", 1, kAdviceMaxMilliseconds));
        const std::uint64_t seed =
            options.contains("--seed")
                ? static_cast<std::uint64_t>(
                      integer_option(options, "--seed", 0, std::numeric_limits<long long>::max()))
                : agent_seed(replay.header.seed, *seat);
        ranking = advise(view, budget, seed);
    } catch (const ReplayError& e) {
        throw InputError(path + ": " + e.what());
    }
    return ranking_json(*seat, ranking);
}

}  // namespace

int run_advise(Args args, std::ostream& out, std::ostream& err) {
    if (wants_help(args)) {
        out << kUsage;
        return kExitOk;
    }
    try {
        const Options options =
            parse_options(args, {"--replay", "--event", "--seat", "--sims", "--ms", "--seed"});
        out << advise_replay(options).dump() << '\n';
        return kExitOk;
    } catch (const InputError& e) {
        return report_malformed(err, "advise", e.what());
    }
}

}  // namespace haolao::cli
