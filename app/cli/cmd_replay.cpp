// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli replay: verifies (--verify) or prints (--print) a replay file (docs/CLI.md,
// docs/REPLAY_FORMAT.md).
#include <array>
#include <memory>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "haolao/agent.h"
#include "haolao/replay.h"
#include "json_util.h"

namespace haolao::cli {

namespace {

using nlohmann::ordered_json;

constexpr const char* kUsage =
    "usage: haolao-cli replay --verify FILE\n"
    "       haolao-cli replay --print FILE\n"
    "       haolao-cli replay --continue FILE --out OUT [--seats A,B,C,D]\n\n"
    "--verify re-plays FILE through the engine and prints\n"
    "{\"ok\":true,\"events\":N,\"hands\":H,\"finished\":F} (exit 0; F is false for a pot saved\n"
    "before its end), or the first event that diverges: "
    "{\"ok\":false,\"line\":L,\"error\":\"...\"}\n"
    "(exit 1).\n"
    "--print prints the verified file as one JSON document: {\"header\":{...},\"events\":[...]}.\n"
    "--continue rebuilds the game FILE records, plays it to the end of the pot with the agents of\n"
    "its header (or --seats; a \"human\" seat needs one), seated as the game seats them, and "
    "writes\n"
    "the whole pot to OUT (version 2); it prints {\"ok\":true,\"resumed_at\":K,\"events\":N,\n"
    "\"standings\":[E,S,W,N]}.\n"
    "A file that is unreadable or not a replay file exits 2 with one line on stderr.\n";

// --continue: the recorded game, played on to the end of its pot.
int continue_pot(const Replay& replay, const Options& options, std::ostream& out,
                 std::ostream& err) {
    if (!options.contains("--out"))
        return report_malformed(err, "replay", "--continue needs --out OUT");
    std::array<std::string, 4> names;
    try {
        if (options.contains("--seats")) {
            names = parse_seat_agents(options.at("--seats"));
        } else {
            for (std::size_t i = 0; i < 4; ++i) {
                names[i] = replay.header.seats[i].agent;
                if (!make_agent(names[i], 0))
                    throw InputError(
                        "seat " +
                        std::string(1, seat_letter(seat_from_index(static_cast<int>(i)))) +
                        " is played by " + in_quotes(names[i]) +
                        ", which is no agent: give --seats");
            }
        }
    } catch (const InputError& e) {
        return report_malformed(err, "replay", e.what());
    }
    Game game = resume_game(replay.header, replay.events);
    const std::size_t resumed_at = replay.events.size();
    std::array<std::unique_ptr<Agent>, 4> owned;
    std::array<Agent*, 4> agents{};
    for (int i = 0; i < 4; ++i) {
        owned[static_cast<std::size_t>(i)] = make_agent(
            names[static_cast<std::size_t>(i)], agent_seed(replay.header.seed, seat_from_index(i)));
        agents[static_cast<std::size_t>(i)] = owned[static_cast<std::size_t>(i)].get();
    }
    play_pot(game, agents);  // (from the pending decision, when the log stops inside a hand)
    ReplayHeader header = replay.header;
    header.version = kReplayVersion;
    try {
        save_replay(options.at("--out"), header, game.events());
    } catch (const std::exception& e) {
        return report_malformed(err, "replay", e.what());
    }
    ordered_json j;
    j["ok"] = true;
    j["resumed_at"] = resumed_at;
    j["events"] = game.events().size();
    j["standings"] = game.state().standings;
    out << j.dump() << '\n';
    return kExitOk;
}

}  // namespace

int run_replay(Args args, std::ostream& out, std::ostream& err) {
    if (wants_help(args)) {
        out << kUsage;
        return kExitOk;
    }
    Options options;
    try {
        options = parse_options(args, {"--verify", "--print", "--continue", "--out", "--seats"});
        const int modes = static_cast<int>(options.contains("--verify")) +
                          static_cast<int>(options.contains("--print")) +
                          static_cast<int>(options.contains("--continue"));
        if (modes != 1)
            throw InputError("give exactly one of --verify FILE, --print FILE or --continue FILE");
        if (!options.contains("--continue") &&
            (options.contains("--out") || options.contains("--seats")))
            throw InputError("--out and --seats go with --continue");
    } catch (const InputError& e) {
        return report_malformed(err, "replay", e.what());
    }
    const bool print = options.contains("--print");
    const bool resume = options.contains("--continue");
    const std::string path = options.at(print ? "--print" : resume ? "--continue" : "--verify");

    Replay replay;
    try {
        replay = parse_replay(read_replay_file(path));
    } catch (const ReplayError& e) {
        return report_malformed(err, "replay", path + ": " + e.what());
    }
    try {
        VerifyOptions verify;
        verify.allow_unfinished = true;  // a pot saved mid-play verifies as far as it goes
        const ReplayCheck check = verify_replay(replay, verify);
        if (resume) return continue_pot(replay, options, out, err);
        if (print) {
            ordered_json j;
            j["header"] = ordered_json::parse(header_to_json(replay.header));
            ordered_json events = ordered_json::array();
            for (const Event& e : replay.events)
                events.push_back(ordered_json::parse(event_to_json(e)));
            j["events"] = std::move(events);
            out << j.dump() << '\n';
        } else {
            ordered_json j;
            j["ok"] = true;
            j["events"] = check.events;
            j["hands"] = check.hands;
            j["finished"] = check.finished;
            out << j.dump() << '\n';
        }
        return kExitOk;
    } catch (const ReplayError& e) {
        ordered_json j;
        j["ok"] = false;
        j["line"] = e.line();
        j["error"] = e.problem();
        out << j.dump(-1, ' ', false, ordered_json::error_handler_t::replace) << '\n';
        return 1;
    }
}

}  // namespace haolao::cli
