// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablefeed.h"

#include "haolao/agent.h"

namespace haolao::ui {

const Event* TableFeed::last_event() const {
    const std::span<const Event> e = events();
    return e.empty() ? nullptr : &e.back();
}

SeatHints TableFeed::hints(Seat s) const {
    return seat_hints(Game::view_of(rules(), shown(), s));
}

HandResult TableFeed::hand_result() const {
    // The Won events carry the hand and its scoring as settled (replay format version 2).
    return last_hand_of(events(), rules());
}

bool TableFeed::pot_complete() const {
    return haolao::pot_complete(shown(), rules());
}

}  // namespace haolao::ui
