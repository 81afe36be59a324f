// SPDX-License-Identifier: GPL-3.0-or-later
// Seats and play order (RULES.md §0).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace haolao {

// 东南西北. Play order E → S → W → N → E.
enum class Seat : std::uint8_t { East = 0, South = 1, West = 2, North = 3 };
inline constexpr int kNumSeats = 4;

constexpr Seat seat_from_index(int i) {
    return static_cast<Seat>(((i % 4) + 4) % 4);
}
constexpr int index(Seat s) {
    return static_cast<int>(s);
}
// 下家: plays after `s`, on their right.
constexpr Seat next(Seat s) {
    return seat_from_index(index(s) + 1);
}
// 上家: plays before `s`.
constexpr Seat previous(Seat s) {
    return seat_from_index(index(s) + 3);
}
constexpr Seat opposite(Seat s) {
    return seat_from_index(index(s) + 2);
}
// Steps in play order from `from` to `to` (0-3).
constexpr int distance(Seat from, Seat to) {
    return (index(to) - index(from) + 4) % 4;
}

constexpr char seat_letter(Seat s) {
    return "ESWN"[index(s)];
}
std::optional<Seat> parse_seat(std::string_view text);  // "E", "S", "W", "N"

}  // namespace haolao
