// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzzers (fuzz/, docs/FUZZING.md) found wrong in the engine's readers, each kept as a
// test; the failing inputs are in fuzz/corpus/<target>/ as well.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "haolao/tile.h"

using namespace haolao;

namespace {

struct ControlCharacterRow {
    const char* name;
    std::string_view text;  // may hold a NUL
    const char* must_mention;
};

class FuzzRegressionTileMessage : public ::testing::TestWithParam<ControlCharacterRow> {};

// fuzz_tiles: a control character in tile text went into the TileParseError as it was, so a
// NUL cut what() short (a CLI error read `field "hand": unknown character '`) and a newline
// broke the one-line message. Control characters now show as \xNN.
TEST_P(FuzzRegressionTileMessage, ShowsControlCharactersEscapedOnOneLine) {
    const ControlCharacterRow& row = GetParam();
    try {
        parse_tiles(row.text, TileSet::hefei());
        FAIL() << "accepted " << row.name;
    } catch (const TileParseError& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find(row.must_mention), std::string::npos) << what;
        for (const char c : what) {
            const auto u = static_cast<unsigned char>(c);
            EXPECT_FALSE(u < 0x20 || u == 0x7f) << "control character " << int(u) << " in " << what;
        }
    }
}

using namespace std::string_view_literals;

INSTANTIATE_TEST_SUITE_P(
    Rows, FuzzRegressionTileMessage,
    ::testing::Values(
        ControlCharacterRow{"Nul", "23\0m"sv,
                            "unknown character '\\x00' at position 3 in \"23\\x00m\""},
        ControlCharacterRow{"NulAfterTheText", "234m\0"sv, "in \"234m\\x00\""},
        ControlCharacterRow{"Newline", "23\nm"sv, "unknown character '\\x0a'"},
        ControlCharacterRow{"Delete", "\x7f"sv, "'\\x7f'"},
        ControlCharacterRow{"ControlInTheTextOfAnotherError", "\x01 19m"sv,
                            "unknown character '\\x01' at position 1"},
        ControlCharacterRow{"RankErrorQuotesTheTextEscaped", "19m\t\x1b"sv, "\"1m\""}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace
