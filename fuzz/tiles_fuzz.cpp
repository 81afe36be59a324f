// SPDX-License-Identifier: GPL-3.0-or-later
// parse_tiles / parse_tile (engine/include/haolao/tile.h) on any text, with each tile set.
// Input: byte 0 picks the tile set and max_copies, the rest is the text.
// Properties: a TileParseError or tiles that are all in the set, at most max_copies of a kind,
// one per digit of the text; the canonical form (format_tiles, plain and spaced) parses back
// to the same tiles and formats identically; parse_tile agrees with parse_tiles.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "haolao/ruleset.h"
#include "haolao/tile.h"

using namespace haolao;

namespace {

TileSet pick_set(unsigned selector) {
    switch (selector % 4) {
        case 0:
            return TileSet::hefei();
        case 1:
            return TileSet::handan();
        case 2:
            return TileSet((std::uint64_t{1} << kNumTileKinds) - 1);  // as replay.cpp's "tiles"
        default: {
            const auto all = presets();
            return all[(selector / 4) % all.size()].tiles;
        }
    }
}

std::string show(std::string_view text) {
    return "\"" + std::string(text.substr(0, 200)) + "\"";
}

bool has_control(std::string_view text) {
    for (char c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return true;
    return false;
}

// A parse error is one line that names the text it refused (control characters escaped).
void check_message(const TileParseError& e, std::string_view text) {
    const std::string what = e.what();
    FUZZ_CHECK(!what.empty() && !has_control(what), "a bad error message: " + show(what));
    FUZZ_CHECK(has_control(text) || what.find(text) != std::string::npos,
               "the error does not name the text: " + what);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const unsigned selector = data[0];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    const TileSet allowed = pick_set(selector & 0x3f);
    const int max_copies = 1 + static_cast<int>(selector >> 6);  // 1-4: what callers pass

    std::size_t digits = 0;
    for (char c : text) digits += c >= '0' && c <= '9';

    std::vector<Tile> tiles;
    bool parsed = false;
    try {
        tiles = parse_tiles(text, allowed, max_copies);
        parsed = true;
    } catch (const TileParseError& e) {
        check_message(e, text);
    }
    if (parsed) {
        FUZZ_CHECK(tiles.size() == digits, "tile count differs from the digits in " + show(text));
        const TileCounts counts = to_counts(tiles);
        for (int c = 0; c < kNumTileKinds; ++c) {
            if (counts[c] == 0) continue;
            FUZZ_CHECK(allowed.contains(Tile::from_code(c)),
                       Tile::from_code(c).str() + " is outside the set, from " + show(text));
            FUZZ_CHECK(counts[c] <= max_copies, "too many " + Tile::from_code(c).str());
        }
        for (bool spaced : {false, true}) {
            const std::string canonical = format_tiles(tiles, spaced);
            const std::vector<Tile> again = parse_tiles(canonical, allowed, max_copies);
            FUZZ_CHECK(to_counts(again) == counts, "format/parse changed " + show(text));
            FUZZ_CHECK(format_tiles(again, spaced) == canonical, "format not stable: " + canonical);
            FUZZ_CHECK(format_counts(counts, spaced) == canonical, "format_counts differs");
        }
        FUZZ_CHECK(total(counts) == static_cast<int>(tiles.size()), "total() differs");
        FUZZ_CHECK(to_counts(to_tiles(counts)) == counts, "to_tiles/to_counts differ");
    }

    // parse_tile: exactly one tile under the default copies limit.
    bool one_parsed = false;
    Tile one;
    try {
        one = parse_tile(text, allowed);
        one_parsed = true;
    } catch (const TileParseError& e) {
        check_message(e, text);
    }
    if (one_parsed) {
        const std::vector<Tile> all = parse_tiles(text, allowed);
        FUZZ_CHECK(all.size() == 1 && all.front() == one, "parse_tile disagrees on " + show(text));
        FUZZ_CHECK(parse_tile(one.str(), allowed) == one, "str() does not parse back");
    } else if (parsed && max_copies == 4) {
        FUZZ_CHECK(tiles.size() != 1, "parse_tile refused one tile: " + show(text));
    }
    return 0;
}
