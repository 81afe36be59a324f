// SPDX-License-Identifier: GPL-3.0-or-later
// Strict JSON reading shared by every reader (strict_json.h).
#include "haolao/strict_json.h"

#include <algorithm>
#include <cstdint>
#include <set>
#include <vector>

#include "haolao/utf8.h"

namespace haolao {

namespace {

using nlohmann::json;

// "column N" in a one-line text, "line L, column C" otherwise (byte is 1-based; columns count
// bytes).
std::string where(std::string_view text, std::size_t byte) {
    const std::size_t at = std::min(byte == 0 ? 0 : byte - 1, text.size());
    const std::string_view before = text.substr(0, at);
    const std::size_t line_start = before.rfind('\n');
    const std::size_t column = line_start == std::string_view::npos ? at + 1 : at - line_start;
    if (text.find('\n') == std::string_view::npos) return "column " + std::to_string(column);
    const auto line = 1 + std::count(before.begin(), before.end(), '\n');
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// Whether the digits of an integer literal (sign removed) exceed 64 bits: above 2^64 - 1, or
// below -2^63 when negative. JSON has no leading zeros, so length decides first.
bool beyond_64_bits(std::string_view digits, bool negative) {
    const std::string_view limit = negative ? "9223372036854775808" : "18446744073709551615";
    if (digits.size() != limit.size()) return digits.size() > limit.size();
    return digits > limit;
}

[[noreturn]] void fail(JsonInputError::Kind kind, std::string_view text, std::size_t byte,
                       const std::string& what) {
    throw JsonInputError(kind, byte, what + " at " + where(text, byte));
}

// What nlohmann does not check: encoding, byte-order mark, depth, number forms and ranges.
void lexical_pass(std::string_view text, int max_depth) {
    using K = JsonInputError::Kind;
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        throw JsonInputError(K::ByteOrderMark, 1,
                             "a byte-order mark (U+FEFF) at byte 1: JSON text has none");
    bool in_string = false;
    bool escaped = false;
    int depth = 0;
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        const std::size_t n = utf8_length(text, i);
        if (n == 0)
            throw JsonInputError(K::InvalidUtf8, i + 1,
                                 "invalid UTF-8 at byte " + std::to_string(i + 1));
        if (in_string) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                in_string = false;
            }
            i += n;
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > max_depth)
                fail(K::TooDeep, text, i + 1,
                     "JSON nested deeper than " + std::to_string(max_depth) + " levels");
        } else if (c == ']' || c == '}') {
            --depth;
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            // One number token: what the parser would read, so a fraction or exponent is seen.
            std::size_t end = i + 1;
            while (end < text.size() &&
                   std::string_view("0123456789.eE+-").find(text[end]) != std::string_view::npos)
                ++end;
            const std::string_view token = text.substr(i, end - i);
            if (token.find_first_of(".eE") != std::string_view::npos)
                fail(K::NumberForm, text, i + 1,
                     "number " + std::string(token.substr(0, 24)) +
                         (token.size() > 24 ? "..." : "") +
                         " has a fraction or an exponent (numbers are integers)");
            const bool negative = token[0] == '-';
            const std::string_view digits = token.substr(negative ? 1 : 0);
            if (digits.find_first_not_of("0123456789") == std::string_view::npos &&
                beyond_64_bits(digits, negative))
                fail(K::NumberRange, text, i + 1,
                     "integer of " + std::to_string(digits.size()) + " digits out of range");
            i = end;
            continue;
        }
        i += n;
    }
}

// The part of nlohmann's message after "column N: " (its own position is replaced by ours),
// kept short: it quotes the last token read, which may be a long string.
std::string parser_reason(const std::string& what) {
    constexpr std::size_t kMaxReason = 160;
    const std::size_t col = what.find("column ");
    const std::size_t colon = what.find(": ", col == std::string::npos ? 0 : col);
    std::string reason = colon == std::string::npos ? what : what.substr(colon + 2);
    if (reason.size() > kMaxReason) {
        // Cut at a character boundary so the message stays UTF-8.
        std::size_t cut = kMaxReason;
        while (cut > 0 && (static_cast<unsigned char>(reason[cut]) & 0xC0) == 0x80) --cut;
        reason = reason.substr(0, cut) + "...";
    }
    return reason;
}

}  // namespace

json parse_strict_json(std::string_view text, int max_depth) {
    using K = JsonInputError::Kind;
    lexical_pass(text, max_depth);
    // Keys seen in each open object, innermost last.
    std::vector<std::set<std::string>> keys;
    std::string duplicate;
    const json::parser_callback_t check_keys = [&](int, json::parse_event_t event, json& parsed) {
        if (event == json::parse_event_t::object_start) {
            keys.emplace_back();
        } else if (event == json::parse_event_t::object_end) {
            if (!keys.empty()) keys.pop_back();
        } else if (event == json::parse_event_t::key && duplicate.empty() && !keys.empty() &&
                   parsed.is_string()) {
            const auto& key = parsed.get_ref<const std::string&>();
            if (!keys.back().insert(key).second) duplicate = key;
        }
        return true;
    };
    json j;
    try {
        j = json::parse(text.begin(), text.end(), check_keys, /*allow_exceptions=*/true,
                        /*ignore_comments=*/false);
    } catch (const json::parse_error& e) {
        throw JsonInputError(
            K::Syntax, e.byte,
            "JSON syntax error at " + where(text, e.byte) + ": " + parser_reason(e.what()));
    } catch (const json::exception& e) {
        // (A number overflow, which the lexical pass rules out; kept so nothing else escapes.)
        throw JsonInputError(K::Syntax, 0, std::string("not valid JSON: ") + e.what());
    }
    if (!duplicate.empty()) {
        std::string shown;
        for (const char c : duplicate.substr(0, 40)) {
            const auto u = static_cast<unsigned char>(c);
            shown += (u < 0x20 || u == 0x7f) ? '?' : c;
        }
        throw JsonInputError(K::DuplicateKey, 0,
                             "the key \"" + shown + (duplicate.size() > 40 ? "..." : "") +
                                 "\" appears twice in one object");
    }
    return j;
}

IntegerCheck read_integer(const json& value, long long lo, long long hi, long long& out) {
    if (value.is_number_unsigned()) {
        const auto u = value.get<std::uint64_t>();
        if (hi < 0 || u > static_cast<std::uint64_t>(hi)) return IntegerCheck::OutOfRange;
        out = static_cast<long long>(u);
    } else if (value.is_number_integer()) {
        out = value.get<std::int64_t>();
    } else {
        return IntegerCheck::NotInteger;
    }
    return out < lo || out > hi ? IntegerCheck::OutOfRange : IntegerCheck::Ok;
}

std::string json_type_name(const json& value) {
    switch (value.type()) {
        case json::value_t::null:
            return "null";
        case json::value_t::object:
            return "an object";
        case json::value_t::array:
            return "an array";
        case json::value_t::string:
            return "a string";
        case json::value_t::boolean:
            return "a boolean";
        case json::value_t::number_float:
            return "a non-integer number";
        case json::value_t::number_integer:
        case json::value_t::number_unsigned:
            return "an integer";
        default:
            return "an unsupported value";
    }
}

}  // namespace haolao
