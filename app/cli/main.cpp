// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli: the command-line front end to the engine (docs/CLI.md). Each command prints one
// JSON document on stdout; malformed input exits with status 2 and one line on stderr.
#include <array>
#include <exception>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "commands.h"
#include "json_util.h"

namespace {

using haolao::cli::Args;

struct Command {
    std::string_view name;
    std::string_view summary;
    int (*run)(Args, std::istream&, std::ostream&, std::ostream&);
};

#ifdef HAOLAO_CLI_STATS
constexpr std::size_t kCommandCount = 7;
#else
constexpr std::size_t kCommandCount = 6;  // built without Qt: no stats (the store needs Qt SQL)
#endif

constexpr std::array<Command, kCommandCount> kCommands = {{
    {"score", "score one win (JSON request on stdin)",
     [](Args a, std::istream& in, std::ostream& out, std::ostream& err) {
         return haolao::cli::run_score(a, in, out, err);
     }},
    {"analyze", "shanten, waits and discards of a hand",
     [](Args a, std::istream&, std::ostream& out, std::ostream& err) {
         return haolao::cli::run_analyze(a, out, err);
     }},
    {"selfplay", "play AI-only games and report the results",
     [](Args a, std::istream&, std::ostream& out, std::ostream& err) {
         return haolao::cli::run_selfplay(a, out, err);
     }},
    {"replay", "re-run a recorded game and verify it",
     [](Args a, std::istream&, std::ostream& out, std::ostream& err) {
         return haolao::cli::run_replay(a, out, err);
     }},
    {"advise", "rank a seat's legal actions at one point of a recorded game",
     [](Args a, std::istream&, std::ostream& out, std::ostream& err) {
         return haolao::cli::run_advise(a, out, err);
     }},
    {"review", "every decision of one seat in a recorded game, next to the advisor's",
     [](Args a, std::istream&, std::ostream& out, std::ostream& err) {
         return haolao::cli::run_review(a, out, err);
     }},
#ifdef HAOLAO_CLI_STATS
    {"stats", "the player database: rebuild it from the recorded pots, or print statistics",
     [](Args a, std::istream&, std::ostream& out, std::ostream& err) {
         return haolao::cli::run_stats(a, out, err);
     }},
#endif
}};

std::string command_list() {
    std::string list;
    for (const Command& c : kCommands) list += (list.empty() ? "" : ", ") + std::string(c.name);
    return list;
}

void print_usage(std::ostream& out) {
    out << "usage: haolao-cli <command> [arguments]\n"
           "       haolao-cli <command> --help\n\n"
           "Haolao (海捞) Hefei mahjong engine tool. Every command prints one JSON document on\n"
           "stdout; malformed input exits with status 2 and a one-line error on stderr.\n\n"
           "commands:\n";
    for (const Command& c : kCommands) {
        std::string name(c.name);
        name.resize(10, ' ');
        out << "  " << name << c.summary << '\n';
    }
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        return haolao::cli::report_malformed(
            std::cerr, "", "missing command (commands: " + command_list() + "; see --help)");
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        print_usage(std::cout);
        return 0;
    }
    for (const Command& c : kCommands) {
        if (c.name != args[0]) continue;
        try {
            return c.run(Args(args).subspan(1), std::cin, std::cout, std::cerr);
        } catch (const std::exception& e) {
            // A bug, not bad input: say so, distinctly from the malformed-input status 2.
            std::cerr << "haolao-cli " << c.name
                      << ": internal error: " << haolao::cli::one_line(e.what()) << '\n';
            return 3;
        }
    }
    return haolao::cli::report_malformed(std::cerr, "",
                                         "unknown command " + haolao::cli::in_quotes(args[0]) +
                                             " (commands: " + command_list() + ")");
}
