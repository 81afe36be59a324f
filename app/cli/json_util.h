// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers shared by the haolao-cli subcommands: input errors, option parsing, JSON fields.
#pragma once

#include <array>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "haolao/game.h"
#include "haolao/strict_json.h"

namespace haolao::cli {

// Malformed input: the command prints what() on one line to stderr and exits with status 2.
class InputError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Exit statuses (commands.h).
inline constexpr int kExitOk = 0;
inline constexpr int kExitMalformed = 2;

// `text` in double quotes, control characters escaped, so an error message stays on one line
// whatever the user typed.
std::string in_quotes(std::string_view text);
// Escapes control characters (newlines included) so `text` prints as a single line.
std::string one_line(std::string_view text);

// Prints "haolao-cli <command>: <message>" on one line and returns kExitMalformed.
int report_malformed(std::ostream& err, std::string_view command, std::string_view message);

// True when the arguments ask for help: exactly "--help" or "-h".
bool wants_help(Args args);

// "--name value" and "--name=value" options. Throws InputError for an unknown or repeated
// option, a missing value, or a positional argument.
using Options = std::map<std::string, std::string, std::less<>>;
Options parse_options(Args args, std::initializer_list<std::string_view> known);

// The integer value of option `name` (which must be present), in [lo, hi]; else InputError
// naming the option, the range and the text.
long long integer_option(const Options& options, std::string_view name, long long lo, long long hi);

// "--seats A,B,C,D": four agent names (agent.h make_agent) for E, S, W, N. Throws InputError
// naming the option and the unknown name.
std::array<std::string, 4> parse_seat_agents(std::string_view text);
// The known agent names, "baseline, easy, …" (for error messages).
std::string known_agents();

// Requests and views are read with the project's one JSON strictness (haolao/strict_json.h):
// UTF-8, no byte-order mark, no repeated key, integers only (no fraction or exponent, 64 bits),
// nesting ≤ max_depth. Throws InputError "invalid JSON in <what>: <problem>".
nlohmann::json parse_json_input(std::string_view text, std::string_view what, int max_depth = 16);
// All of `in`, or InputError when it holds more than `max_bytes`.
std::string read_all(std::istream& in, std::size_t max_bytes, std::string_view what);

// JSON request fields. Each throws InputError naming the field when it has the wrong type
// (null included: a field that is present is given).
std::string string_field(const nlohmann::json& j, std::string_view name);
// request[name] as a seat (E, S, W or N); InputError naming the field otherwise.
Seat seat_field(const nlohmann::json& request, std::string_view name);
bool bool_field(const nlohmann::json& j, std::string_view name);
// An integer (haolao::read_integer): not a number with a fraction or exponent, not a float.
long long integer_field(const nlohmann::json& j, std::string_view name);
// JSON type names for error messages: haolao::json_type_name (strict_json.h), the one every
// reader uses.
using haolao::json_type_name;

// An action as advise and review print it: {"type":"discard","tile":"5m","declare":false},
// {"type":"kong","tile":"3p"}, {"type":"win"}, {"type":"pass"}.
nlohmann::ordered_json action_json(const Action& a);
// Probabilities and points to 4 decimals: enough to rank, short to read.
double rounded(double x);

}  // namespace haolao::cli
