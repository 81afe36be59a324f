// SPDX-License-Identifier: GPL-3.0-or-later
// `haolao-cli score` (app/cli/cmd_score.cpp) on any request: the fuzz input is its stdin.
// Properties (docs/CLI.md): the exit status is 0 or 2, never an exception (main() would turn
// one into status 3, "internal error") and never a crash; on 0 one line of JSON on out and
// nothing on err; on 2 exactly one line on err and nothing on out.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "fuzz_check.h"

namespace {

std::string show(const std::string& text) {
    return "\"" + text.substr(0, 300) + "\"";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string request(reinterpret_cast<const char*>(data), size);
    std::istringstream in(request);
    std::ostringstream out;
    std::ostringstream err;
    const std::vector<std::string> args;
    int status = -1;
    try {
        status = haolao::cli::run_score(args, in, out, err);
    } catch (const std::exception& e) {
        FUZZ_CHECK(false, std::string("exit 3 (internal error): ") + e.what() + "; request " +
                              show(request));
    }
    const std::string o = out.str();
    const std::string e = err.str();
    FUZZ_CHECK(status == 0 || status == 2, "exit status " + std::to_string(status));
    if (status == 2) {
        FUZZ_CHECK(o.empty(), "status 2 with output " + show(o));
        FUZZ_CHECK(!e.empty() && e.back() == '\n' && std::count(e.begin(), e.end(), '\n') == 1,
                   "status 2 without exactly one line on err: " + show(e));
        FUZZ_CHECK(e.rfind("haolao-cli score: ", 0) == 0, "error without its prefix: " + show(e));
    } else {
        FUZZ_CHECK(e.empty(), "status 0 with errors " + show(e));
        FUZZ_CHECK(!o.empty() && o.back() == '\n' && std::count(o.begin(), o.end(), '\n') == 1,
                   "status 0 without exactly one line on out: " + show(o));
        const auto answer = nlohmann::json::parse(o, nullptr, /*allow_exceptions=*/false);
        FUZZ_CHECK(answer.is_object() && answer.contains("win"), "not an answer: " + show(o));
        if (answer["win"] == true) {
            // The deltas settle the win: they add up to zero.
            long long sum = 0;
            for (const auto& [seat, delta] : answer["deltas"].items())
                sum += delta.get<long long>();
            FUZZ_CHECK(sum == 0, "deltas do not add up to 0: " + show(o));
        }
    }
    return 0;
}
