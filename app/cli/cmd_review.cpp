// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli review: every decision one seat took in a recorded pot, next to the advisor's
// ranking (review.h; docs/CLI.md "review").
#include <charconv>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "haolao/advisor.h"
#include "haolao/replay.h"
#include "haolao/review.h"
#include "json_util.h"

namespace haolao::cli {

namespace {

using nlohmann::ordered_json;

constexpr std::string_view kUsage =
    R"(usage: haolao-cli review FILE --seat S [--budget-ms N | --sims N]

Reviews every decision seat S took in the recorded game FILE (docs/REPLAY_FORMAT.md; it may stop
inside a hand): its non-automatic discards (declaring ones included), kongs, wins (not a
declared hand's, which the engine takes) and passed wins (Handan: also pongs, exposed and added
kongs and passed claims), each next to the advisor's ranking of
the same position (as in `advise`). Prints one JSON object on stdout:

  {"seat":"S","decisions":[{"hand":1,"event":57,"chosen":{"type":"discard","tile":"5m",
    "declare":false},"best":{...},"candidates":[{"action":{...},"ev":1.23,"deal_in":0.03},...],
    "gap":0.41,"match":false},...],"match_rate":0.87,"ev_lost":2.35,"worst":[57,131,212]}

  hand        the hand of the pot (from 1)
  event       the index of the event recording the decision (from 0, as in `replay --print`)
  chosen      what the seat did; best: the advisor's first choice
  candidates  every legal action, best first, with ev (expected points) and deal_in
  gap         best's ev minus chosen's ev (never below 0)
  match       chosen is best, or within 0.1 points of it
  ranked      (only when false) the advisor has no figure for the action taken: no candidates,
              best = chosen, gap 0, match false, and a "note" saying so; left out of
              match_rate, ev_lost and worst (Handan claims and kongs are ranked as the rest)
  match_rate  matches / ranked decisions; ev_lost: the sum of the gaps; unranked (only when
              above 0): how many decisions were not ranked
  worst       the events of the (up to) three non-matching decisions with the largest gaps

  --seat S       E, S, W or N
  --sims N       the advisor's simulations per searched candidate (1-1000; default 24, hard's
                 own): the advisor's seed is the seat's agent seed, so a seat hard played with
                 the same budget matches itself
  --budget-ms N  a time budget per decision in milliseconds instead (1-1000; not reproducible)
Malformed input: exit status 2, one line on stderr, nothing on stdout.
)";

ordered_json review_json(const Review& review) {
    ordered_json out;
    out["seat"] = std::string(1, seat_letter(review.seat));
    ordered_json decisions = ordered_json::array();
    for (const ReviewDecision& d : review.decisions) {
        ordered_json j;
        j["hand"] = d.hand;
        j["event"] = d.event;
        j["chosen"] = action_json(d.chosen);
        j["best"] = action_json(d.best);
        ordered_json candidates = ordered_json::array();
        for (const Advice& a : d.candidates) {
            ordered_json c;
            c["action"] = action_json(a.action);
            c["ev"] = rounded(a.ev);
            c["deal_in"] = rounded(a.deal_in);
            candidates.push_back(std::move(c));
        }
        j["candidates"] = std::move(candidates);
        j["gap"] = rounded(d.gap);
        j["match"] = d.match;
        if (!d.ranked) j["ranked"] = false;  // written only when false: Hefei output unchanged
        if (!d.ranked) j["note"] = "not ranked: the advisor has no figures for the action taken";
        decisions.push_back(std::move(j));
    }
    out["decisions"] = std::move(decisions);
    out["match_rate"] = rounded(review.match_rate);
    out["ev_lost"] = rounded(review.ev_lost);
    if (review.unranked > 0) out["unranked"] = review.unranked;
    ordered_json worst = ordered_json::array();
    for (std::size_t i : review.worst) worst.push_back(review.decisions[i].event);
    out["worst"] = std::move(worst);
    return out;
}

}  // namespace

int run_review(Args args, std::ostream& out, std::ostream& err) {
    if (wants_help(args)) {
        out << kUsage;
        return kExitOk;
    }
    try {
        // FILE is the one argument that is neither an option nor an option's value.
        std::vector<std::string> files;
        std::vector<std::string> rest;
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& a = args[i];
            if (a.size() >= 2 && a.compare(0, 2, "--") == 0) {
                rest.push_back(a);
                if (a.find('=') == std::string::npos && i + 1 < args.size())
                    rest.push_back(args[++i]);
            } else {
                files.push_back(a);
            }
        }
        if (files.empty()) throw InputError("missing the replay FILE (see --help)");
        if (files.size() > 1) throw InputError("unexpected argument " + in_quotes(files[1]));
        const Options options = parse_options(rest, {"--seat", "--sims", "--budget-ms"});
        if (!options.contains("--seat")) throw InputError("missing option --seat (see --help)");
        const std::string& seat_text = options.find("--seat")->second;
        const auto seat = parse_seat(seat_text);
        if (!seat || seat_text.size() != 1)
            throw InputError("--seat must be E, S, W or N, got " + in_quotes(seat_text));
        if (options.contains("--sims") && options.contains("--budget-ms"))
            throw InputError("give --sims or --budget-ms, not both");
        ReviewOptions review_options;
        if (options.contains("--sims"))
            review_options.budget.simulations =
                static_cast<int>(integer_option(options, "--sims", 1, kAdviceMaxSimulations));
        if (options.contains("--budget-ms"))
            review_options.budget.milliseconds =
                static_cast<int>(integer_option(options, "--budget-ms", 1, kAdviceMaxMilliseconds));

        const std::string& path = files[0];
        Review review;
        try {
            const Replay replay = parse_replay(read_replay_file(path));
            review = review_pot(replay.header, replay.events, *seat, review_options);
        } catch (const ReplayError& e) {
            throw InputError(path + ": " + e.what());
        }
        out << review_json(review).dump() << '\n';
        return kExitOk;
    } catch (const InputError& e) {
        return report_malformed(err, "review", e.what());
    }
}

}  // namespace haolao::cli
