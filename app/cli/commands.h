// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli subcommands. Each takes the arguments after its name, prints one JSON document on
// `out`, and returns the exit status: 0 ok, 1 a verified failure (e.g. replay divergence),
// 2 malformed input (a one-line error on `err`, nothing on `out`).
#pragma once

#include <iosfwd>
#include <span>
#include <string>

namespace haolao::cli {

using Args = std::span<const std::string>;

int run_score(Args args, std::istream& in, std::ostream& out, std::ostream& err);
int run_analyze(Args args, std::ostream& out, std::ostream& err);
int run_selfplay(Args args, std::ostream& out, std::ostream& err);
int run_replay(Args args, std::ostream& out, std::ostream& err);
int run_advise(Args args, std::ostream& out, std::ostream& err);
int run_review(Args args, std::ostream& out, std::ostream& err);
#ifdef HAOLAO_CLI_STATS
int run_stats(Args args, std::ostream& out, std::ostream& err);  // with Qt only (cmd_stats.cpp)
#endif

}  // namespace haolao::cli
