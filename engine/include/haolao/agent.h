// SPDX-License-Identifier: GPL-3.0-or-later
// Seats' decisions: a SeatView holds only what one seat may see, and an Agent turns it into an
// Action. Humans (through the UI) and AI agents sit behind the same interface.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

#include "haolao/game.h"
#include "haolao/hand.h"
#include "haolao/meld.h"
#include "haolao/ruleset.h"
#include "haolao/seat.h"
#include "haolao/tile.h"
#include "haolao/wall.h"

namespace haolao {

// One seat's view of the table. Only the engine builds one (Game::view): it has no field for
// other seats' concealed tiles or the wall's order, so an agent cannot see them. Copyable and
// allocation-free (fixed-size arrays), so it can be handed to a worker thread.
class SeatView {
  public:
    const Ruleset& rules() const { return *rules_; }

    Seat seat = Seat::East;
    Phase phase = Phase::NotStarted;
    Seat turn = Seat::East;  // seat on turn (the discarder during Response)

    // Own tiles.
    Hand hand;               // concealed tiles (fresh draw included) and own kongs
    bool has_fresh = false;  // own turn began with a draw
    Tile last_drawn;         // the fresh draw (valid when has_fresh)
    bool declared = false;   // this seat declared ready
    bool locked = false;     // missed-win lock (§1.8): discard wins must pay more than…
    int locked_points = 0;   // …this

    // The discard being decided on (Response).
    Tile discard;
    bool discard_after_kong = false;

    // Public table.
    std::array<Pond, 4> ponds{};                 // by Seat index
    std::array<std::array<Tile, 4>, 4> kongs{};  // revealed kongs by Seat index
    std::array<std::uint8_t, 4> kong_counts{};
    std::array<std::uint8_t, 4> concealed_counts{};
    std::array<bool, 4> declared_seats{};
    WallShape wall;  // layout, dice, which positions are gone; no tiles
    bool haolao = false;
    int kongs_this_hand = 0;

    // Handan (docs/HANDAN.md §2.4): every seat's exposed melds (pongs, exposed and added kongs;
    // concealed kongs are in `kongs`), and this seat's go-round locks.
    std::array<std::array<Meld, kMaxMelds>, 4> melds{};
    std::array<std::uint8_t, 4> meld_counts{};
    std::uint64_t pong_locks = 0;  // bit c: may not pong kind c until own next turn
    bool win_locked = false;       // passed a win: no discard win until own next turn
    bool rob_window = false;       // deciding on an added kong's tile (`discard`), not a discard

    // Pot.
    Seat dealer = Seat::East;
    int streak = 1;
    int rounds_done = 0;
    int hands_played = 0;
    std::array<int, 4> standings{};

    // What this seat may do now (empty: nothing to decide).
    ActionList legal;

    // Tiles this seat sees outside its own hand: all ponds, the other seats' kongs and every
    // seat's exposed melds except its own.
    TileCounts seen() const;
    // Own concealed tiles, concealed kongs and exposed melds as one hand (meld.h).
    MeldedHand melded_hand() const;

  private:
    friend class Game;
    SeatView() = default;
    // Game::view: every field straight from the state (no zero-fill first: a view is built for
    // every decision).
    SeatView(const Ruleset& rules, const GameState& state, Seat seat, const ActionList& legal);
    const Ruleset* rules_ = nullptr;
};

class Agent {
  public:
    virtual ~Agent();
    // Must return one of view.legal.
    virtual Action decide(const SeatView& view) = 0;
};

// "baseline": wins whenever it can, kongs whenever it can, declares when ready in a declaring
// room, discards by a cheap connectivity heuristic. Deterministic for a seed. Returns nullptr
// for an unknown name.
std::unique_ptr<Agent> make_agent(std::string_view name, std::uint64_t seed);

// The one derivation of a seat's agent seed from the pot's seed: the GUI, haolao-cli, the tests
// and the benchmarks all seat agents with it, so a recorded pot can be continued anywhere from
// its file alone. The seat's stand-in (auto-play, turn timer) uses the same seed.
std::uint64_t agent_seed(std::uint64_t pot_seed, Seat seat);

// Where an agent's random stream restarts for one decision: a pure function of its seed and the
// decision's place in the pot, so a game rebuilt from its log (resume_game) is continued by fresh
// agents exactly as the uninterrupted game would have been.
std::uint64_t decision_seed(std::uint64_t agent_seed, const SeatView& view);
std::span<const std::string_view> agent_names();

// Drivers. Each asks the seats that must decide (in play order) until the hand / pot is over.
// An agent returning an illegal action throws std::logic_error naming the action error id.
const HandResult& play_hand(Game& game, const std::array<Agent*, 4>& agents);
// The running hand's remaining decisions (none when no hand runs): a resumed game goes on here.
const HandResult& play_to_hand_end(Game& game, const std::array<Agent*, 4>& agents);
// The rest of the pot, from wherever the game stands.
void play_pot(Game& game, const std::array<Agent*, 4>& agents);

}  // namespace haolao
