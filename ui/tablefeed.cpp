#include "tablefeed.h"

#include <vector>

#include "haolao/agent.h"
#include "haolao/replay.h"

namespace haolao::ui {

const Event* TableFeed::last_event() const {
    const std::span<const Event> e = events();
    return e.empty() ? nullptr : &e.back();
}

SeatHints TableFeed::hints(Seat s) const {
    return seat_hints(Game::view_of(rules(), shown(), s));
}

HandResult TableFeed::hand_result() const {
    const std::span<const Event> e = events();
    // The game the shown events describe, rebuilt and scored by the engine (the walls and dice
    // are in the events, so no seed is needed).
    ReplayHeader header;
    header.rules = rules();
    try {
        return resume_game(header, std::vector<Event>(e.begin(), e.end())).last_hand();
    } catch (const ReplayError&) {
        HandResult r;  // a log the engine does not accept: the settled deltas only
        r.drawn = shown().drawn;
        r.deltas = shown().hand_deltas;
        return r;
    }
}

bool TableFeed::pot_complete() const {
    return haolao::pot_complete(shown(), rules());
}

}  // namespace haolao::ui
