// SPDX-License-Identifier: GPL-3.0-or-later
#include "haolao/seat.h"

namespace haolao {

std::optional<Seat> parse_seat(std::string_view text) {
    if (text.size() != 1) return std::nullopt;
    switch (text[0]) {
        case 'E':
            return Seat::East;
        case 'S':
            return Seat::South;
        case 'W':
            return Seat::West;
        case 'N':
            return Seat::North;
        default:
            return std::nullopt;
    }
}

}  // namespace haolao
