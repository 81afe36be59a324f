// SPDX-License-Identifier: GPL-3.0-or-later
#include "agents/rollout.h"

#include <algorithm>
#include <span>
#include <stdexcept>
#include <string>

namespace haolao::ai {

GameState determinised_state(const SeatView& view, const Playout& p) {
    GameState st;
    st.phase = view.phase;
    st.first_dealer = view.dealer;
    st.dealer = view.dealer;
    st.streak = view.streak;
    st.hands_played = view.hands_played;
    st.rounds_done = view.rounds_done;
    st.standings = view.standings;
    st.turn = view.turn;
    st.discard = view.discard;
    st.discard_after_kong = view.discard_after_kong;
    st.kongs = view.kongs_this_hand;
    st.haolao = view.haolao;
    // The wall: the undrawn positions get p's tiles in draw order (the head runs up from 0, the
    // tail down from the end); a taken position's tile is history nobody reads.
    const WallShape& shape = view.wall;
    std::array<Tile, kMaxWallTiles> sequence{};
    const Tile filler = p.wall[static_cast<std::size_t>(p.head)];
    int next = p.head;
    for (int pos = 0; pos < shape.size(); ++pos)
        sequence[static_cast<std::size_t>(pos)] =
            shape.taken(pos) ? filler : p.wall[static_cast<std::size_t>(next++)];
    st.wall = Wall(std::span<const Tile>(sequence.data(), static_cast<std::size_t>(shape.size())),
                   shape.layout(), shape.dealer(), shape.dice());
    for (int pos = 0; pos < shape.size(); ++pos)
        if (shape.taken(pos)) st.wall.take(pos, shape.state(pos));
    int discards = 0;
    for (int i = 0; i < 4; ++i) {
        SeatState& ss = st.seats[static_cast<std::size_t>(i)];
        const Seat s = seat_from_index(i);
        ss.hand = p.hands[static_cast<std::size_t>(i)];
        ss.pond = view.ponds[static_cast<std::size_t>(i)];
        ss.declared = view.declared_seats[static_cast<std::size_t>(i)];
        // Head draws: one per discard, the dealer's first turn none, the turn's fresh draw one.
        int draws = ss.pond.size - (s == view.dealer ? 1 : 0);
        if (view.phase == Phase::Turn && s == view.turn && s == view.seat && view.has_fresh)
            ++draws;
        ss.draws = static_cast<std::uint8_t>(std::max(draws, 0));
        discards += ss.pond.size;
    }
    SeatState& mine = st.seat(view.seat);
    mine.has_fresh = view.has_fresh;
    mine.last_drawn = view.last_drawn;
    mine.locked = view.locked;
    mine.locked_points = view.locked_points;
    st.discards = discards;
    return st;
}

int rollout(const Game& start, Seat me, const Action& first, const std::array<Agent*, 4>& agents) {
    Game game = start;
    const ActionError err = game.act(me, first);
    if (err != ActionError::Ok)
        throw std::logic_error("rollout: illegal first action: " +
                               std::string(action_error_id(err)));
    play_to_hand_end(game, agents);
    return game.state().hand_deltas[index(me)];
}

}  // namespace haolao::ai
