// SPDX-License-Identifier: GPL-3.0-or-later
// The replay reader (engine/include/haolao/replay.h) on any file text.
// Properties: parse_replay either throws ReplayError (Malformed, with a message) or gives a
// replay; one of the current version (kReplayVersion, what writers write) the writer turns into
// text that parses again to the same header and events and is written out byte-identically
// (the writer's output is canonical); verify_replay on whatever parses either accepts it or
// throws ReplayError (Illegal); nothing else is ever thrown.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "haolao/replay.h"

using namespace haolao;

namespace {

std::string show(std::string_view text) {
    return "\"" + std::string(text.substr(0, 400)) + "\"";
}

// The semantic check: accepted, or refused as Illegal; a cut log too (half the inputs).
int verify(const Replay& replay, std::size_t size) {
    VerifyOptions options;
    options.allow_unfinished = size % 2 == 1;
    try {
        (void)verify_replay(replay, options);
    } catch (const ReplayError& e) {
        FUZZ_CHECK(e.kind() == ReplayError::Kind::Illegal,
                   std::string("verify_replay threw Malformed: ") + e.what());
    }
    return 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Replay replay;
    try {
        replay = parse_replay(text);
    } catch (const ReplayError& e) {
        FUZZ_CHECK(e.kind() == ReplayError::Kind::Malformed, "parse_replay threw Illegal");
        FUZZ_CHECK(!e.problem().empty(), "a ReplayError without a problem");
        return 0;
    }

    // Round trip through the writer, for the version writers write. An older replay is kept
    // in memory with what its version lacks left empty (no scoring in `won`, no next dealer in
    // `hand_ended`), so it has no faithful text but its own; only the re-driven game is
    // written out again (cmd_replay --continue, a resumed pot: the current version).
    if (replay.header.version != kReplayVersion) return verify(replay, size);
    const std::string written = write_replay(replay.header, replay.events);
    Replay again;
    try {
        again = parse_replay(written);
    } catch (const ReplayError& e) {
        FUZZ_CHECK(false, std::string("the writer's text does not parse: ") + e.what() +
                              "\n  input: " + show(text) + "\n  written: " + show(written));
    }
    FUZZ_CHECK(header_to_json(again.header) == header_to_json(replay.header),
               "the header changed: " + header_to_json(replay.header) + " -> " +
                   header_to_json(again.header));
    FUZZ_CHECK(again.events.size() == replay.events.size(), "the event count changed");
    for (std::size_t i = 0; i < replay.events.size(); ++i)
        FUZZ_CHECK(again.events[i] == replay.events[i],
                   "event " + std::to_string(i) + " changed: " + event_to_json(replay.events[i]) +
                       " -> " + event_to_json(again.events[i]));
    FUZZ_CHECK(write_replay(again.header, again.events) == written,
               "the writer's text is not stable: " + show(written));

    return verify(replay, size);
}
