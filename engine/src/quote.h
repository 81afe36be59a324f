// SPDX-License-Identifier: GPL-3.0-or-later
// Text from the user inside an error message (engine-internal: tile.cpp and meld.cpp).
#pragma once

#include <string>
#include <string_view>

namespace haolao::detail {

// Control characters (a NUL, a newline) as \xNN, so what() is never cut short and stays on one
// line whatever the text holds.
std::string printable(std::string_view text);
// The same in double quotes.
std::string quoted(std::string_view text);

}  // namespace haolao::detail
