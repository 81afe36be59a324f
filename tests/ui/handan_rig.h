// SPDX-License-Identifier: GPL-3.0-or-later
// A rigged 136-tile Handan wall for the UI tests: the engine tests' rig (tests/engine/handan_rig.h:
// hands by Seat index, "" = filler; head draws after the deal; tail replacements), and hands.
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "../engine/handan_rig.h"
#include "haolao/ruleset.h"
#include "haolao/tile.h"
#include "haolao/wall.h"

namespace haolao::ui::testing {

// The engine tests' rig (tests/engine/handan_rig.h), under the UI tests' names.
using HandanRig = handan_rig::HRig;

inline Tile handan_tile(const char* text) {
    return parse_tile(text, handan_ruleset().tiles);
}

using handan_rig::handan_wall;

// Hands of the engine tests (tests/engine/handan_rig.h: E dealer 14, the others 13).
inline constexpr const char* kHandanEast = handan_rig::kEast;        // throws 5m first
inline constexpr const char* kHandanPonger = handan_rig::kPonger;    // pong 5m
inline constexpr const char* kHandanKonger = handan_rig::kKonger;    // kong / pong 5m
inline constexpr const char* kHandanTanki5m = handan_rig::kTanki5m;  // waits on 5m
inline constexpr const char* kHandanRyanmen = handan_rig::kRyanmen;  // waits 2m / 5m

}  // namespace haolao::ui::testing
