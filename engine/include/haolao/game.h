// SPDX-License-Identifier: GPL-3.0-or-later
// The Hefei game state machine (RULES.md §1, §2.6). The state is a fold over events: Game lists
// the legal actions of each seat that must decide, validates and applies one action, and appends
// the resulting events, each applied to the state by apply_event alone. Never blocks, no clock,
// no threads; a seed fixes the shuffle and the dice, and the random results are in the events.
//
// Typical loop (see play_hand in agent.h):
//   Game game(ruleset, seed);
//   while (!game.pot_over()) {
//       game.start_hand();
//       while (!game.hand_over())
//           for (Seat s : game.to_act().seats()) game.act(s,
//           agents[index(s)]->decide(game.view(s)));
//   }
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "haolao/events.h"
#include "haolao/hand.h"
#include "haolao/handan.h"
#include "haolao/meld.h"
#include "haolao/rng.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"
#include "haolao/seat.h"
#include "haolao/tile.h"
#include "haolao/wall.h"

namespace haolao {

// ---- Actions ----------------------------------------------------------------------------------

enum class ActionType : std::uint8_t {
    Discard,  // on one's turn; with `declare`, also declares ready (报听)
    Kong,     // concealed kong of `tile` on one's turn
    Win,      // self-draw on one's turn, or on the current discard
    Pass,     // decline a win on the current discard (Handan: decline a claim)
    // Handan calls (RULES.md §3, docs/HANDAN.md §2.2):
    Pong,         // 碰: on the current discard, holding two; then a discard, no draw
    ExposedKong,  // 明杠: on the current discard, holding three; then a replacement from the tail
    AddedKong,  // 加杠: on one's turn, the fourth `tile` onto an own pong (opens the rob window)
};
struct Action {
    ActionType type = ActionType::Pass;
    Tile tile;             // Discard, Kong
    bool declare = false;  // Discard only

    static constexpr Action discard(Tile t, bool declare_ready = false) {
        return {ActionType::Discard, t, declare_ready};
    }
    static constexpr Action kong(Tile t) { return {ActionType::Kong, t, false}; }
    static constexpr Action win() { return {ActionType::Win, Tile{}, false}; }
    static constexpr Action pass() { return {ActionType::Pass, Tile{}, false}; }
    static constexpr Action pong(Tile t) { return {ActionType::Pong, t, false}; }
    static constexpr Action exposed_kong(Tile t) { return {ActionType::ExposedKong, t, false}; }
    static constexpr Action added_kong(Tile t) { return {ActionType::AddedKong, t, false}; }
    constexpr bool operator==(const Action&) const = default;
};

// Fixed-capacity list (no allocation): at most 14 discards, 14 declaring discards, 3 kongs, win.
class ActionList {
  public:
    static constexpr int kCapacity = 40;
    void push(Action a) {
        items_[size_++] = a;
        summary_ |= summary_bits(a);
    }
    // Branch-free append when `keep` (the hot loops over tile kinds mispredict otherwise).
    void push_if(Action a, bool keep) {
        items_[size_] = a;
        size_ += keep;
        summary_ |= static_cast<std::uint16_t>(summary_bits(a) * keep);
    }
    // Appends one action of `type` per set bit of `kinds` (bit c: Tile::from_code(c)), in code
    // order; the count stays in a register (a push per kind reloads it through memory).
    void push_each(ActionType type, std::uint64_t kinds, bool declare = false) {
        if (!kinds) return;
        int n = size_;
        for (; kinds; kinds &= kinds - 1)
            items_[n++] = Action{type, Tile::from_code(std::countr_zero(kinds)), declare};
        size_ = n;
        summary_ |= summary_bits(Action{type, Tile{}, declare});
    }
    void clear() {
        size_ = 0;
        summary_ = 0;
    }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    // Whether some listed action has this type / is a declaring discard (no scan).
    bool has(ActionType type) const { return (summary_ >> static_cast<int>(type)) & 1u; }
    bool has_declare() const { return (summary_ >> kDeclareBit) & 1u; }
    const Action& operator[](int i) const { return items_[i]; }
    const Action* begin() const { return items_.data(); }
    const Action* end() const { return items_.data() + size_; }
    bool contains(const Action& a) const;
    bool operator==(const ActionList& o) const;

  private:
    static constexpr int kDeclareBit = 8;
    static constexpr std::uint16_t summary_bits(const Action& a) {
        return static_cast<std::uint16_t>((1u << static_cast<int>(a.type)) |
                                          (static_cast<unsigned>(a.declare) << kDeclareBit));
    }
    std::array<Action, kCapacity> items_{};
    int size_ = 0;
    std::uint16_t summary_ = 0;  // bit t: an action of type t; bit 8: a declaring discard
};

// Why act() refused an action; the state is then unchanged.
enum class ActionError : std::uint8_t {
    Ok,
    HandNotRunning,     // "hand_not_running": no hand in progress
    NotToAct,           // "not_to_act": this seat has no decision pending
    WrongActionType,    // "wrong_action_type": e.g. Pass on one's own turn, Discard on a discard
    TileNotHeld,        // "tile_not_held"
    LockedHand,         // "locked_hand": a declared hand may only throw its drawn tile or kong
    DeclareNotAllowed,  // "declare_not_allowed": not a declaring room, or already declared
    NotReadyAfter,      // "not_ready_after": declaring with a discard that leaves the hand unready
    NoFourTiles,        // "no_four_tiles"
    WallTooShort,       // "wall_too_short": no kong once ≤ 4 tiles (min_wall_for_kong - 1) remain
    KongBreaksReady,    // "kong_breaks_ready": a declared hand's kong must keep it ready
    NotAWin,            // "not_a_win"
    DeclareRequired,    // "declare_required": 报听房, a discard win needs a prior declaration
    MissedWinLock,      // "missed_win_lock": §1.8
    // Handan:
    NotAClaim,  // "not_a_claim": no such pong / kong on this discard for this seat (or locked)
    NoPong,     // "no_pong": an added kong needs an own pong of the tile and the tile in hand
};
std::string_view action_error_id(ActionError error);

// ---- State ------------------------------------------------------------------------------------

enum class Phase : std::uint8_t {
    NotStarted,  // no pot yet
    Turn,        // `turn` must win, kong or discard
    Response,    // seats that can win on `turn`'s discard decide Win or Pass
    HandOver,    // between hands
    PotOver,
};

// A seat's discards in order (河).
struct Pond {
    static constexpr int kCapacity = 40;
    std::array<Tile, kCapacity> tiles{};
    std::uint64_t declare_bits = 0;    // bit i: discard i declared ready
    std::uint64_t automatic_bits = 0;  // bit i: thrown automatically (declared hand)
    std::uint8_t size = 0;
    // Copies of each kind among the `size` tiles, kept by push and a claim's pop (game.cpp), so
    // SeatView::seen and the agents read them without counting.
    TileCounts counts{};
    void push(Tile t, bool declare, bool automatic);
    bool operator==(const Pond&) const = default;
};

struct SeatState {
    Hand hand;  // concealed tiles (the fresh draw included) and declared kongs
    Pond pond;
    bool declared = false;
    std::uint8_t draws = 0;              // head draws this hand (earthly: the first one)
    Tile last_drawn;                     // valid when has_fresh
    bool has_fresh = false;              // this turn began with a draw (not the dealer's start)
    bool last_draw_replacement = false;  // the latest draw came from the tail
    bool locked = false;                 // missed-win lock (§1.8) until the next draw
    int locked_points = 0;               // largest win passed while locked
    bool responded = false;              // answered the current discard
    bool won = false;                    // won this hand
    // Handan: exposed melds (pongs, exposed and added kongs) in the order made; concealed kongs
    // stay in hand.kongs. melded() gives both as one MeldedHand.
    std::array<Meld, kMaxMelds> melds{};
    std::uint8_t meld_count = 0;
    std::uint64_t passed_pong = 0;  // go-round lock: bit c, passed a pong on kind c (§3)
    bool passed_win = false;        // go-round lock: passed a win, no discard win until own turn
    bool claim_responded = false;   // answered the pong / kong offer on the current discard
    MeldedHand melded(Seat owner) const;
    int kong_total() const;  // concealed and exposed kongs
    bool operator==(const SeatState& o) const;
};

struct GameState {
    Phase phase = Phase::NotStarted;

    // Pot (§1.9).
    Seat first_dealer = Seat::East;
    Seat dealer = Seat::East;
    int streak = 1;          // 连庄数, 1 on a dealer's first hand
    int hands_played = 0;    // finished hands in this pot
    int dealer_changes = 0;  // times the dealership passed
    int rounds_done = 0;     // 圈: every 4 dealer changes
    std::array<int, 4> standings{};

    // Hand.
    Wall wall;
    std::array<SeatState, 4> seats{};
    Seat turn = Seat::East;  // the seat on turn; the discarder during Response
    Tile discard;            // the current discard (Response)
    bool discard_after_kong = false;
    int kongs = 0;        // declared this hand, all seats
    int discards = 0;     // this hand, all seats
    bool haolao = false;  // haolao phase (§1.5)
    bool drawn = false;   // the hand ended drawn (荒庄)
    std::array<int, 4> hand_deltas{};
    // Handan: the first go-round (no call or kong yet, fewer than 4 discards) and its 跟打 run:
    // the first discard's seat and tile and how many discards in a row repeated it (4: paid).
    bool first_go_round = false;
    Seat follow_seat = Seat::East;
    Tile follow_tile;
    int follow_count = 0;
    bool rob_window = false;  // Response on an added kong (KongAdded): only robbing wins asked

    const SeatState& seat(Seat s) const { return seats[index(s)]; }
    SeatState& seat(Seat s) { return seats[index(s)]; }
    bool operator==(const GameState&) const = default;
};

// The one reducer: applies `event` to `state`. Assumes the event is valid for the state (Game
// only appends valid events; replay readers validate with check_invariants).
void apply_event(GameState& state, const Event& event, const Ruleset& rules);
// How a hand ending in `state` (drawn or not) moves the dealership, streak and round (§1.9):
// the HandEnded event the engine appends. The reducer applies the same function.
HandEnded hand_end(const GameState& state, bool drawn, const Ruleset& rules);
// Folds a whole log from an empty state.
GameState replay_events(std::span<const Event> events, const Ruleset& rules);

// Invariants, usable after every event: 84 tiles conserved across wall, hands, kongs and discards;
// hand sizes per phase; each hand's deltas sum to 0; standings sum to 0. Returns "" when all
// hold, else a short description of the first broken one.
std::string check_invariants(const GameState& state, const Ruleset& rules);

// Whether the pot is complete after `hands_played` / `rounds_done` (§1.9).
bool pot_complete(const GameState& state, const Ruleset& rules);

// The situations (§2.2) a win on the current discard carries: 杠后放炮 after the discarder's kong,
// and in hefei-classic 地胡 on the dealer's first discard with no kong before (§2.3). One place for
// the engine and for agents that weigh a discard win (which see the same facts in their SeatView).
unsigned discard_win_situations(const Ruleset& rules, Seat winner, Seat discarder, Seat dealer,
                                bool after_kong, int discards, int kongs);

// ---- Results ----------------------------------------------------------------------------------

struct WinRecord {
    WinContext context;  // what was passed to score_win
    WinResult result;    // its full answer (items per payment)
};

// The last finished hand, with full scoring details (not part of the folded state: the events
// carry the settled deltas; rescoring a Won event's context gives these details again).
struct HandResult {
    bool drawn = false;
    Seat dealer = Seat::East;
    int streak = 1;
    std::vector<WinRecord> wins;  // in the order the Won events were appended
    std::array<int, 4> deltas{};
};

// The latest hand of a log (the one running or the last finished), as Game::last_hand() gives it,
// read from the events alone: each Won event carries its context's hand and its payments, so no
// rescoring or re-drive is needed (a table showing a recorded game uses this).
HandResult last_hand_of(std::span<const Event> events, const Ruleset& rules);

// Seats that must decide now.
class SeatMask {
  public:
    constexpr SeatMask() = default;
    constexpr explicit SeatMask(std::uint8_t bits) : bits_(bits) {}
    constexpr bool has(Seat s) const { return (bits_ >> index(s)) & 1u; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr std::uint8_t bits() const { return bits_; }
    int count() const;
    // In play order starting at `from`.
    std::vector<Seat> seats(Seat from = Seat::East) const;
    constexpr bool operator==(const SeatMask&) const = default;

  private:
    std::uint8_t bits_ = 0;
};

class SeatView;  // agent.h

class Game {
  public:
    Game(Ruleset rules, std::uint64_t seed);

    const Ruleset& rules() const { return rules_; }
    const GameState& state() const { return state_; }
    const std::vector<Event>& events() const { return events_; }

    // Rigging, for tests, tutorials and puzzles: the next hand uses exactly this wall (tiles in
    // position order, see WallShape) and these dice; the pot's first dealer is fixed by
    // rig_first_dealer (call before the first start_hand). One-shot each.
    void rig_next_hand(std::vector<Tile> wall, Dice dice);
    void rig_first_dealer(Seat dealer);
    // For rebuilding a game from its log (resume_game): makes the next start_pot / start_hand
    // give exactly this logged pot start / hand, drawing them from the game's own random stream
    // when it gives them, so the stream stays where the logged game's was; rigging them when it
    // does not (a rigged game). The wall and dice must be valid.
    void prepare_logged_pot(const PotStarted& pot);
    void prepare_logged_hand(const HandStarted& hand);

    // Starts the pot (first dealer) when needed and the next hand, then runs every automatic
    // step until some seat must decide or the hand is over. Precondition: !hand_running().
    void start_hand();
    // Only the pot's start (its first dealer), no hand yet; start_hand does it when needed.
    void start_pot();
    bool hand_running() const {
        return state_.phase == Phase::Turn || state_.phase == Phase::Response;
    }
    bool hand_over() const { return !hand_running(); }
    bool pot_over() const { return state_.phase == Phase::PotOver; }

    // Seats that must decide now (Turn: the seat on turn; Response: each seat that can still
    // win on the discard and has not answered).
    SeatMask to_act() const;
    // Empty for a seat with no decision pending.
    ActionList legal_actions(Seat seat) const;
    void legal_actions(Seat seat, ActionList& list) const;
    // Validates and applies; on error nothing changes. Afterwards runs automatic steps.
    ActionError act(Seat seat, const Action& action);

    // A game standing at `state`, a position set up by hand (haolao-cli advise --view, puzzles)
    // rather than reached by events: the seats to act and their legal actions are derived from
    // it, no automatic step is run and the log is empty. Throws std::invalid_argument naming the
    // first broken invariant (check_invariants) or a state with no hand running.
    static Game at_state(const Ruleset& rules, const GameState& state);

    // What `seat` may see (agent.h).
    SeatView view(Seat seat) const;
    // What `seat` may see in any folded state (a table showing events one by one, a recorded
    // game): the same fields as view(), with no legal actions.
    static SeatView view_of(const Ruleset& rules, const GameState& state, Seat seat);

    // The last finished hand (valid once a hand has ended).
    const HandResult& last_hand() const { return last_hand_; }

    // Scores what `seat` would win right now (its own turn: self-draw with its fresh tile; the
    // Response phase: on the current discard). `ok` false when that is not a legal winning hand.
    struct Prospect {
        bool ok = false;
        WinContext context;
        WinResult result;
    };
    Prospect prospect(Seat seat) const;

  private:
    // Appends one event, built in place in the log, and applies it.
    template <class E>
    void push(E&& event);
    void advance();
    void run_automatic();
    void refresh_legal();
    bool compute_legal(Seat seat, ActionList& list,
                       std::array<std::uint64_t, kNumTileKinds>* discard_waits,
                       std::uint64_t* ready) const;
    void begin_pot();
    PotStarted natural_pot(Rng& rng) const;
    void natural_wall(Rng& rng, std::vector<Tile>& sequence, Dice& dice) const;
    void end_turn();
    void haolao_phase();
    void finish_hand(bool drawn);
    void record_declined(Seat seat, const Action& taken);
    void win(Seat seat, WinContext ctx, WinResult result);
    bool can_win_discard(Seat seat, int* points) const;
    bool kong_allowed() const;
    bool wins_with_fresh(Seat seat) const;
    bool wins_on_discard(Seat seat) const;
    void update_waits(const Event& event);
    bool kong_keeps_ready(Seat seat, Tile t) const;
    // Handan (RULES.md §3): the claim phase and turn (game.cpp, "Handan").
    bool handan() const { return rules_.scoring == ScoringModel::HandanFan; }
    void handan_run_automatic();
    void handan_compute_legal(Seat seat, ActionList& list) const;
    ActionError handan_act(Seat seat, const Action& action);
    void handan_end_turn();
    void handan_win(Seat seat, HandanWinBy by, Tile tile);
    Prospect handan_prospect(Seat seat, HandanWinBy by, Tile tile) const;
    bool handan_can_win_discard(Seat seat) const;
    bool handan_can_claim(Seat seat, bool* kong) const;
    bool handan_self_win(Seat seat) const;
    SeatMask handan_pending() const;
    WinContext self_draw_context(Seat seat) const;
    WinContext discard_context(Seat seat) const;

    Ruleset rules_;
    Rng rng_;
    GameState state_;
    std::vector<Event> events_;
    HandResult last_hand_;
    HandResult current_;  // the running hand's wins
    SeatMask pending_;    // derived: seats that must decide now
    // Derived: the legal actions of each pending seat, computed once per decision (view, the
    // legal_actions getter and act's validation all read it).
    std::array<ActionList, 4> legal_{};
    // Derived cache: each seat's wait mask (hand.h) for its 13-tile hand since its last discard
    // (or the deal), so win checks on draws and discards are one bit test.
    std::array<std::uint64_t, 4> waits_{};
    std::uint8_t waits_valid_ = 0;
    // The wait mask after each discard of the seat on turn, when its legal actions needed them
    // (declaring rooms); its discard then sets waits_ from here. Valid until the next event.
    std::array<std::uint64_t, kNumTileKinds> turn_discard_waits_{};
    std::uint64_t turn_discard_ready_ = 0;  // the discards whose entry above is set
    bool turn_discard_waits_valid_ = false;
    std::vector<Tile> rigged_wall_;
    Dice rigged_dice_{};
    bool has_rigged_wall_ = false;
    bool has_rigged_dealer_ = false;
    // The whole rigged pot start: a rebuilt log keeps its logged roll even where the seed does
    // not give it (rig_first_dealer alone leaves no roll: dice 0+0).
    PotStarted rigged_pot_{};
};

}  // namespace haolao
