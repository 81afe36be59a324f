// SPDX-License-Identifier: GPL-3.0-or-later
// UTF-8 well-formedness, shared by the strict JSON reader and the settings scrub (ui/settings.cpp).
#pragma once

#include <cstddef>
#include <string_view>

namespace haolao {

// Length of the UTF-8 sequence at text[i] (1 for ASCII; i < text.size()), or 0 when it is not one:
// overlong forms, surrogates, code points above U+10FFFF, a sequence cut short.
std::size_t utf8_length(std::string_view text, std::size_t i);

}  // namespace haolao
