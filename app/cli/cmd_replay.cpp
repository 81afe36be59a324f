// haolao-cli replay: verifies (--verify) or prints (--print) a replay file (docs/CLI.md,
// docs/REPLAY_FORMAT.md).
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "haolao/replay.h"
#include "json_util.h"

namespace haolao::cli {

namespace {

using nlohmann::ordered_json;

constexpr const char* kUsage =
    "usage: haolao-cli replay --verify FILE\n"
    "       haolao-cli replay --print FILE\n\n"
    "--verify re-plays FILE through the engine and prints {\"ok\":true,\"events\":N,\"hands\":H}\n"
    "(exit 0), or the first event that diverges: {\"ok\":false,\"line\":L,\"error\":\"...\"} (exit "
    "1).\n"
    "--print prints the verified file as one JSON document: {\"header\":{...},\"events\":[...]}.\n"
    "A file that is unreadable or not a replay file exits 2 with one line on stderr.\n";

}  // namespace

int run_replay(Args args, std::ostream& out, std::ostream& err) {
    if (wants_help(args)) {
        out << kUsage;
        return kExitOk;
    }
    Options options;
    try {
        options = parse_options(args, {"--verify", "--print"});
        if (options.size() != 1)
            throw InputError("give exactly one of --verify FILE or --print FILE");
    } catch (const InputError& e) {
        return report_malformed(err, "replay", e.what());
    }
    const bool print = options.contains("--print");
    const std::string path = options.begin()->second;

    Replay replay;
    try {
        replay = parse_replay(read_replay_file(path));
    } catch (const ReplayError& e) {
        return report_malformed(err, "replay", path + ": " + e.what());
    }
    try {
        const ReplayCheck check = verify_replay(replay);
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
