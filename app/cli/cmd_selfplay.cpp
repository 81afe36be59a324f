// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli selfplay: agents play independent seeded hands (or whole pots); prints totals per
// agent slot (docs/CLI.md, "selfplay").
#include <charconv>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "haolao/agent.h"
#include "haolao/ruleset.h"
#include "haolao/selfplay.h"
#include "json_util.h"

namespace haolao::cli {

namespace {

using nlohmann::ordered_json;

constexpr const char* kUsage =
    "usage: haolao-cli selfplay [--rules ID] [--hands N | --pots N] [--seed S]\n"
    "                           [--seats A,B,C,D] [--duplicate] [--threads T] [--replays DIR]\n"
    "                           [--check] [--verify]\n\n"
    "Plays N independent hands (each a fresh deal from the seed and the hand number), or N whole\n"
    "pots, and prints\n"
    "{\"hands\",\"pots\",\"draws\",\"seats\":[{\"seat\",\"agent\",\"wins\",\"self_draws\","
    "\"deal_ins\",\"points\"}],\n"
    "\"elapsed_s\",\"hands_per_s\",\"replays_verified\",\"invariant_violations\"}.\n\n"
    "  --rules ID      ruleset preset (default hefei-classic)\n"
    "  --list-rules    print the preset ids, one a line, and exit\n"
    "  --hands N       deals to play, 1-1000000000 (default 1000)\n"
    "  --pots N        play N whole pots instead (the ruleset's pot length: dealer rotation,\n"
    "                  streaks, pot end), 1-100000000; not with --hands or --duplicate\n"
    "  --seed S        64-bit seed (default 1)\n"
    "  --seats A,B,C,D agents for E, S, W, N (default baseline,baseline,baseline,baseline)\n"
    "  --duplicate     play every deal four times, the agents rotated through the seats;\n"
    "                  \"hands\" then counts 4 N, and seats entries aggregate each --seats slot\n"
    "  --threads T     worker threads, 1-256 (results do not depend on it)\n"
    "  --replays DIR   write one replay file per hand (per pot with --pots) into DIR\n"
    "                  (created if missing)\n"
    "  --check         verify the invariants after every event; exit 1 if any is broken\n"
    "  --verify        parse every replay back (from DIR when --replays is given) and verify it\n"
    "                  as 'replay --verify' does; a failure counts as a violation (exit 1)\n";

long long parse_count(const std::string& name, const std::string& text, long long lo,
                      long long hi) {
    long long v = 0;
    const auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || p != text.data() + text.size() || v < lo || v > hi)
        throw InputError("option " + name + " must be an integer from " + std::to_string(lo) +
                         " to " + std::to_string(hi) + ", got " + in_quotes(text));
    return v;
}

std::uint64_t parse_seed(const std::string& text) {
    std::uint64_t v = 0;
    const auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || p != text.data() + text.size())
        throw InputError("option --seed must be an integer from 0 to 18446744073709551615, got " +
                         in_quotes(text));
    return v;
}

SelfplayConfig parse_config(Args args) {
    // --duplicate, --check and --verify are flags; parse_options handles the options with values.
    SelfplayConfig config;
    std::vector<std::string> rest;
    bool duplicate = false;
    bool check = false;
    bool verify = false;
    for (const std::string& a : args) {
        bool* flag = a == "--duplicate" ? &duplicate
                     : a == "--check"   ? &check
                     : a == "--verify"  ? &verify
                                        : nullptr;
        if (!flag) {
            if (a.rfind("--duplicate=", 0) == 0 || a.rfind("--check=", 0) == 0 ||
                a.rfind("--verify=", 0) == 0)
                throw InputError("option " + a.substr(0, a.find('=')) + " takes no value");
            rest.push_back(a);
            continue;
        }
        if (*flag) throw InputError("option " + a + " given twice");
        *flag = true;
    }
    const Options options =
        parse_options(rest, {"--rules", "--hands", "--pots", "--seed", "--seats", "--threads",
                             "--replays", "--duplicate", "--check", "--verify"});
    config.duplicate = duplicate;
    config.check = check;
    config.verify_replays = verify;

    const std::string rules_id =
        options.contains("--rules") ? options.at("--rules") : "hefei-classic";
    const Ruleset* rules = find_ruleset(rules_id);
    if (!rules) {
        std::string known;
        for (const Ruleset& r : presets()) known += (known.empty() ? "" : ", ") + r.id;
        throw InputError("unknown ruleset " + in_quotes(rules_id) + " (known: " + known + ")");
    }
    config.rules = *rules;
    if (options.contains("--hands"))
        config.deals = parse_count("--hands", options.at("--hands"), 1, 1'000'000'000);
    if (options.contains("--pots")) {
        if (options.contains("--hands"))
            throw InputError("options --hands and --pots exclude each other");
        if (duplicate)
            throw InputError(
                "option --duplicate rotates the agents over single deals; it cannot be combined "
                "with --pots");
        config.pots = parse_count("--pots", options.at("--pots"), 1, 100'000'000);
    }
    if (options.contains("--seed")) config.seed = parse_seed(options.at("--seed"));
    if (options.contains("--threads"))
        config.threads =
            static_cast<int>(parse_count("--threads", options.at("--threads"), 1, 256));
    if (options.contains("--seats")) {
        const std::array<std::string, 4> names = parse_seat_agents(options.at("--seats"));
        for (std::size_t i = 0; i < 4; ++i) config.agents[i] = names[i];
    }
    if (options.contains("--replays")) {
        config.replay_dir = options.at("--replays");
        if (config.replay_dir.empty()) throw InputError("option --replays needs a directory");
    }
    return config;
}

}  // namespace

int run_selfplay(Args args, std::ostream& out, std::ostream& err) {
    if (wants_help(args)) {
        out << kUsage;
        return kExitOk;
    }
    if (args.size() == 1 && args[0] == "--list-rules") {  // for scripts (scripts/soak)
        for (const Ruleset& r : presets()) out << r.id << '\n';
        return kExitOk;
    }
    SelfplayResult result;
    try {
        const SelfplayConfig config = parse_config(args);
        result = run_selfplay(config);
    } catch (const InputError& e) {
        return report_malformed(err, "selfplay", e.what());
    } catch (const std::invalid_argument& e) {
        return report_malformed(err, "selfplay", e.what());
    } catch (const std::runtime_error& e) {  // the replay directory or a file in it
        return report_malformed(err, "selfplay", e.what());
    }

    ordered_json j;
    j["hands"] = result.hands;
    j["pots"] = result.pots;
    j["draws"] = result.draws;
    ordered_json seats = ordered_json::array();
    for (int k = 0; k < 4; ++k) {
        const SlotStats& s = result.slots[static_cast<std::size_t>(k)];
        ordered_json e;
        e["seat"] = std::string(1, seat_letter(seat_from_index(k)));
        e["agent"] = s.agent;
        e["wins"] = s.wins;
        e["self_draws"] = s.self_draws;
        e["deal_ins"] = s.deal_ins;
        e["points"] = s.points;
        seats.push_back(std::move(e));
    }
    j["seats"] = std::move(seats);
    j["elapsed_s"] = result.elapsed_s;
    j["hands_per_s"] =
        result.elapsed_s > 0 ? static_cast<double>(result.hands) / result.elapsed_s : 0.0;
    j["replays_verified"] = result.replays_verified;
    j["invariant_violations"] = result.invariant_violations;
    out << j.dump() << '\n';
    for (const std::string& v : result.violations)
        err << "haolao-cli selfplay: " << one_line(v) << '\n';
    return result.invariant_violations ? 1 : kExitOk;
}

}  // namespace haolao::cli
