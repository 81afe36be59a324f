// SPDX-License-Identifier: GPL-3.0-or-later
// The one JSON strictness of every reader in the project (replay lines, haolao-cli requests and
// views): UTF-8 only, no byte-order mark, no repeated key in an object, numbers are integers
// written without fraction or exponent that fit 64 bits, nesting limited; null is a value like
// any other (a reader that expects a type rejects it, it never means "absent").
// The parser is nlohmann's, behind a lexical pass that checks what it does not.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

namespace haolao {

// Why a text is not strict JSON. what() is one line naming the problem and where it is: "byte N"
// for an encoding fault, "column N" (bytes, 1-based) in a one-line text, "line L, column C" in a
// longer one.
class JsonInputError : public std::runtime_error {
  public:
    enum class Kind : std::uint8_t {
        InvalidUtf8,    // a byte sequence that is not UTF-8
        ByteOrderMark,  // U+FEFF at the start (JSON texts have none)
        TooDeep,        // nested deeper than the reader's limit
        NumberForm,     // a fraction or an exponent: numbers are integers
        NumberRange,    // an integer outside 64 bits
        Syntax,         // not JSON (nlohmann's reason)
        DuplicateKey,   // a key twice in one object
    };
    JsonInputError(Kind kind, std::size_t byte, const std::string& message)
        : std::runtime_error(message), kind_(kind), byte_(byte) {}
    Kind kind() const { return kind_; }
    std::size_t byte() const { return byte_; }  // 1-based; 0 when the parser gives no position

  private:
    Kind kind_;
    std::size_t byte_;
};

// Exactly one JSON value (surrounding whitespace allowed) under the rules above; throws
// JsonInputError otherwise. Never throws anything else for any input.
nlohmann::json parse_strict_json(std::string_view text, int max_depth);

// The one integer rule for a parsed value: an integer in [lo, hi].
enum class IntegerCheck : std::uint8_t { Ok, NotInteger, OutOfRange };
IntegerCheck read_integer(const nlohmann::json& value, long long lo, long long hi, long long& out);

// "null", "a string", "an integer", … for messages.
std::string json_type_name(const nlohmann::json& value);

}  // namespace haolao
