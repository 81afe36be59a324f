// SPDX-License-Identifier: GPL-3.0-or-later
// The one JSON strictness of every reader (haolao/strict_json.h), row by row.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "haolao/strict_json.h"

namespace haolao {
namespace {

using Kind = JsonInputError::Kind;

struct StrictRow {
    const char* name;
    std::string text;
    bool accepted;
    Kind kind = Kind::Syntax;
    const char* message = "";  // a part of what()
};
std::ostream& operator<<(std::ostream& os, const StrictRow& row) {
    return os << row.name;
}

const std::vector<StrictRow> kRows = {
    {"Object", R"({"a":1,"b":[true,null,"x"],"c":{"a":2}})", true},
    {"SameKeyInNestedObjects", R"({"a":{"a":{"a":1}},"b":[{"a":1},{"a":2}]})", true},
    {"Int64Extremes", R"([-9223372036854775808,18446744073709551615,0,-0])", true},
    {"Utf8Text", "{\"name\":\"东风 player \xF0\x9F\x80\x84\"}", true},
    {"WhitespaceAround", " \t{\"a\":1}\r\n", true},
    {"DuplicateKey", R"({"a":1,"a":2})", false, Kind::DuplicateKey,
     "the key \"a\" appears twice in one object"},
    {"DuplicateKeyDeep", R"({"x":[{"k":1,"b":2,"k":3}]})", false, Kind::DuplicateKey, "\"k\""},
    {"DuplicateEscapedKey", R"({"a":1,"\u0061":2})", false, Kind::DuplicateKey, "\"a\""},
    {"Fraction", R"({"a":2.0})", false, Kind::NumberForm, "number 2.0 has a fraction"},
    {"Exponent", R"({"a":1e3})", false, Kind::NumberForm, "number 1e3 has"},
    {"NegativeExponent", R"([5E-1])", false, Kind::NumberForm, "number 5E-1 has"},
    {"BeyondDouble", R"([1e400])", false, Kind::NumberForm, "at column 2"},
    {"JustBeyondUnsigned", R"([18446744073709551616])", false, Kind::NumberRange,
     "integer of 20 digits out of range at column 2"},
    {"JustBelowSigned", R"([-9223372036854775809])", false, Kind::NumberRange,
     "integer of 19 digits"},
    {"HundredThousandDigits", "[" + std::string(100000, '1') + "]", false, Kind::NumberRange,
     "integer of 100000 digits"},
    {"ByteOrderMark", "\xEF\xBB\xBF{}", false, Kind::ByteOrderMark, "byte-order mark"},
    {"InvalidByte", "{\"a\":\"\xFF\"}", false, Kind::InvalidUtf8, "invalid UTF-8 at byte 7"},
    {"Overlong", "[\"\xC0\xAF\"]", false, Kind::InvalidUtf8, "invalid UTF-8 at byte 3"},
    {"Surrogate", "[\"\xED\xA0\x80\"]", false, Kind::InvalidUtf8, "at byte 3"},
    {"BeyondUnicode", "[\"\xF4\x90\x80\x80\"]", false, Kind::InvalidUtf8, "at byte 3"},
    {"Truncated", "[\"\xE4\xB8\"]", false, Kind::InvalidUtf8, "at byte 3"},
    {"TooDeep", std::string(9, '[') + std::string(9, ']'), false, Kind::TooDeep,
     "nested deeper than 8 levels at column 9"},
    {"SyntaxColumn", R"({"a":1,})", false, Kind::Syntax, "JSON syntax error at column 8"},
    {"SyntaxLineAndColumn", "{\n\"a\":\n tru}", false, Kind::Syntax,
     "JSON syntax error at line 3, column"},
    {"Empty", "", false, Kind::Syntax, "JSON syntax error"},
    {"TwoValues", "{} {}", false, Kind::Syntax, "JSON syntax error at column"},
    {"Comment", "{} // no", false, Kind::Syntax, "JSON syntax error"},
    {"LongTokenKeptShort", "[\"" + std::string(5000, 'x') + "\" x]", false, Kind::Syntax, "..."},
};

class StrictJson : public ::testing::TestWithParam<StrictRow> {};

TEST_P(StrictJson, AcceptsOrNamesTheFault) {
    const StrictRow& row = GetParam();
    try {
        parse_strict_json(row.text, 8);
        EXPECT_TRUE(row.accepted) << "accepted";
    } catch (const JsonInputError& e) {
        ASSERT_FALSE(row.accepted) << e.what();
        EXPECT_EQ(e.kind(), row.kind) << e.what();
        EXPECT_NE(std::string(e.what()).find(row.message), std::string::npos) << e.what();
        EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
        EXPECT_LT(std::string(e.what()).size(), 400u);
    }
}

INSTANTIATE_TEST_SUITE_P(Rows, StrictJson, ::testing::ValuesIn(kRows),
                         [](const auto& info) { return std::string(info.param.name); });

struct IntegerRow {
    const char* name;
    const char* text;
    long long lo, hi;
    IntegerCheck want;
};
std::ostream& operator<<(std::ostream& os, const IntegerRow& row) {
    return os << row.name;
}

class StrictInteger : public ::testing::TestWithParam<IntegerRow> {};

TEST_P(StrictInteger, IsOneRule) {
    const IntegerRow& row = GetParam();
    long long v = 0;
    EXPECT_EQ(read_integer(parse_strict_json(row.text, 8), row.lo, row.hi, v), row.want);
}

INSTANTIATE_TEST_SUITE_P(
    Rows, StrictInteger,
    ::testing::Values(IntegerRow{"InRange", "5", 1, 999, IntegerCheck::Ok},
                      IntegerRow{"AtTheTop", "999", 1, 999, IntegerCheck::Ok},
                      IntegerRow{"AboveTheTop", "1000", 1, 999, IntegerCheck::OutOfRange},
                      IntegerRow{"Negative", "-1", 0, 10, IntegerCheck::OutOfRange},
                      IntegerRow{"HugeUnsigned", "18446744073709551615", 0, 10,
                                 IntegerCheck::OutOfRange},
                      IntegerRow{"String", "\"5\"", 0, 10, IntegerCheck::NotInteger},
                      IntegerRow{"Null", "null", 0, 10, IntegerCheck::NotInteger},
                      IntegerRow{"Boolean", "true", 0, 10, IntegerCheck::NotInteger}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace haolao
