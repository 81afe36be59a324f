// SPDX-License-Identifier: GPL-3.0-or-later
#include "json_util.h"

#include "haolao/agent.h"
#include "haolao/strict_json.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <istream>
#include <ostream>

namespace haolao::cli {

std::string one_line(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\t') {
            out += "\\t";
        } else if (u < 0x20 || u == 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", u);
            out += buf;
        } else {
            out += c;
        }
    }
    return out;
}

std::string in_quotes(std::string_view text) {
    // Built by appending: `"\"" + string` trips g++ 12's -Wrestrict false positive.
    std::string out(1, '"');
    out.append(one_line(text));
    out.push_back('"');
    return out;
}

int report_malformed(std::ostream& err, std::string_view command, std::string_view message) {
    err << "haolao-cli";
    if (!command.empty()) err << ' ' << command;
    err << ": " << one_line(message) << '\n';
    return kExitMalformed;
}

bool wants_help(Args args) {
    return args.size() == 1 && (args[0] == "--help" || args[0] == "-h");
}

Options parse_options(Args args, std::initializer_list<std::string_view> known) {
    Options options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg.size() < 3 || arg.compare(0, 2, "--") != 0)
            throw InputError("unexpected argument " + in_quotes(arg) + " (options start with --)");
        const auto eq = arg.find('=');
        std::string name = arg.substr(0, eq);
        bool is_known = false;
        for (std::string_view k : known) is_known = is_known || k == name;
        if (!is_known) {
            std::string list;
            for (std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
            throw InputError("unknown option " + in_quotes(name) + " (known: " + list + ")");
        }
        if (options.contains(name)) throw InputError("option " + name + " given twice");
        if (eq != std::string::npos) {
            options[name] = arg.substr(eq + 1);
        } else if (i + 1 < args.size()) {
            options[name] = args[++i];
        } else {
            throw InputError("option " + name + " needs a value");
        }
    }
    return options;
}

nlohmann::json parse_json_input(std::string_view text, std::string_view what, int max_depth) {
    try {
        return parse_strict_json(text, max_depth);
    } catch (const JsonInputError& e) {
        throw InputError("invalid JSON in " + std::string(what) + ": " + e.what());
    }
}

std::string read_all(std::istream& in, std::size_t max_bytes, std::string_view what) {
    std::string text;
    char buf[1 << 14];
    while (in) {
        in.read(buf, sizeof buf);
        text.append(buf, static_cast<std::size_t>(in.gcount()));
        if (text.size() > max_bytes)
            throw InputError(std::string(what) + " is larger than " + std::to_string(max_bytes) +
                             " bytes");
    }
    return text;
}

namespace {
[[noreturn]] void wrong_type(std::string_view name, std::string_view expected,
                             const nlohmann::json& value) {
    throw InputError("field \"" + std::string(name) + "\" must be " + std::string(expected) +
                     ", got " + json_type_name(value));
}
}  // namespace

std::string string_field(const nlohmann::json& j, std::string_view name) {
    if (!j.is_string()) wrong_type(name, "a string", j);
    return j.get<std::string>();
}

bool bool_field(const nlohmann::json& j, std::string_view name) {
    if (!j.is_boolean()) wrong_type(name, "true or false", j);
    return j.get<bool>();
}

long long integer_field(const nlohmann::json& j, std::string_view name) {
    long long v = 0;
    // Anything beyond long long is out of every range a caller checks.
    switch (read_integer(j, INT64_MIN, INT64_MAX, v)) {
        case IntegerCheck::Ok:
            return v;
        case IntegerCheck::OutOfRange:
            return INT64_MAX;
        case IntegerCheck::NotInteger:
            break;
    }
    wrong_type(name, "an integer", j);
}

std::string known_agents() {
    std::string known;
    for (std::string_view n : agent_names()) known += (known.empty() ? "" : ", ") + std::string(n);
    return known;
}

std::array<std::string, 4> parse_seat_agents(std::string_view text) {
    std::vector<std::string> names;
    std::size_t pos = 0;
    for (;;) {
        const std::size_t comma = text.find(',', pos);
        names.emplace_back(text.substr(
            pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos));
        if (comma == std::string_view::npos) break;
        pos = comma + 1;
    }
    if (names.size() != 4)
        throw InputError("option --seats needs four agent names separated by commas, got " +
                         in_quotes(text));
    std::array<std::string, 4> out;
    for (std::size_t i = 0; i < 4; ++i) {
        if (!make_agent(names[i], 0))
            throw InputError("unknown agent " + in_quotes(names[i]) +
                             " in --seats (known: " + known_agents() + ")");
        out[i] = names[i];
    }
    return out;
}

nlohmann::ordered_json action_json(const Action& a) {
    nlohmann::ordered_json j;
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
        case ActionType::Pong:
            j["type"] = "pong";
            j["tile"] = a.tile.str();
            break;
        case ActionType::ExposedKong:
            j["type"] = "exposed_kong";
            j["tile"] = a.tile.str();
            break;
        case ActionType::AddedKong:
            j["type"] = "added_kong";
            j["tile"] = a.tile.str();
            break;
    }
    return j;
}

double rounded(double x) {
    return std::round(x * 10000.0) / 10000.0;
}

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

Seat seat_field(const nlohmann::json& request, std::string_view name) {
    const std::string text = string_field(request.at(std::string(name)), name);
    const auto seat = parse_seat(text);
    if (!seat) {
        throw InputError("field \"" + std::string(name) + "\": bad seat " + in_quotes(text) +
                         " (expected E, S, W or N)");
    }
    return *seat;
}

}  // namespace haolao::cli
