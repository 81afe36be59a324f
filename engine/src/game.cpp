// SPDX-License-Identifier: GPL-3.0-or-later
// The Hefei game state machine (RULES.md §1, §2.6): the reducer, the Game's legal actions and
// its automatic steps.
#include "haolao/game.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "hand_ready.h"
#include "haolao/agent.h"

namespace haolao {

namespace {

template <class... Fs>
struct Overloaded : Fs... {
    using Fs::operator()...;
};
template <class... Fs>
Overloaded(Fs...) -> Overloaded<Fs...>;

constexpr SeatMask mask_of(Seat s) {
    return SeatMask(static_cast<std::uint8_t>(1u << index(s)));
}

// Tiles a seat holds counting kongs as 3 (the size the turn rules speak of: 13 or 14).
int effective_size(const SeatState& ss) {
    return ss.hand.concealed_count() + 3 * ss.hand.kong_count + 3 * ss.meld_count;
}

bool is_handan(const Ruleset& rules) {
    return rules.scoring == ScoringModel::HandanFan;
}

void add_deltas(GameState& st, const std::array<int, 4>& deltas) {
    for (int i = 0; i < 4; ++i) {
        st.standings[i] += deltas[i];
        st.hand_deltas[i] += deltas[i];
    }
}

// A claim takes the discard from the end of its discarder's pond.
void pop_pond(Pond& pond) {
    --pond.size;
    const std::uint64_t bit = 1ull << pond.size;
    pond.declare_bits &= ~bit;
    pond.automatic_bits &= ~bit;
    --pond.counts[pond.tiles[pond.size].code()];
    pond.tiles[pond.size] = Tile{};
}

// A seat's next draw or call ends its go-round locks (RULES.md §3).
void clear_locks(SeatState& ss) {
    ss.passed_pong = 0;
    ss.passed_win = false;
}

}  // namespace

// ---- Small types --------------------------------------------------------------------------------

std::string_view event_id(const Event& event) {
    static constexpr std::string_view ids[] = {
        "pot_started", "hand_started",        "dice_rolled", "dealt",   "drew",
        "kong",        "discarded",           "win_passed",  "won",     "haolao_started",
        "hand_ended",  "pot_ended",           "declined",    "claimed", "kong_added",
        "kong_paid",   "follow_discard_paid", "claim_passed"};
    return ids[event.index()];
}

std::string_view action_error_id(ActionError error) {
    switch (error) {
        case ActionError::Ok:
            return "ok";
        case ActionError::HandNotRunning:
            return "hand_not_running";
        case ActionError::NotToAct:
            return "not_to_act";
        case ActionError::WrongActionType:
            return "wrong_action_type";
        case ActionError::TileNotHeld:
            return "tile_not_held";
        case ActionError::LockedHand:
            return "locked_hand";
        case ActionError::DeclareNotAllowed:
            return "declare_not_allowed";
        case ActionError::NotReadyAfter:
            return "not_ready_after";
        case ActionError::NoFourTiles:
            return "no_four_tiles";
        case ActionError::WallTooShort:
            return "wall_too_short";
        case ActionError::KongBreaksReady:
            return "kong_breaks_ready";
        case ActionError::NotAWin:
            return "not_a_win";
        case ActionError::DeclareRequired:
            return "declare_required";
        case ActionError::MissedWinLock:
            return "missed_win_lock";
        case ActionError::NotAClaim:
            return "not_a_claim";
        case ActionError::NoPong:
            return "no_pong";
    }
    return "unknown";
}

bool ActionList::contains(const Action& a) const {
    return std::any_of(begin(), end(), [&](const Action& x) { return x == a; });
}

bool ActionList::operator==(const ActionList& o) const {
    if (size_ != o.size_) return false;
    for (int i = 0; i < size_; ++i)
        if (!(items_[i] == o.items_[i])) return false;
    return true;
}

void Pond::push(Tile t, bool declare, bool automatic) {
    const std::uint64_t bit = 1ull << size;
    if (declare) declare_bits |= bit;
    // (A claimed discard leaves the pond: pop_pond.)
    if (automatic) automatic_bits |= bit;
    ++counts[t.code()];
    tiles[size++] = t;
}

bool SeatState::operator==(const SeatState& o) const {
    // Hand has no operator== of its own (hand.h): compare its fields here.
    return hand.concealed == o.hand.concealed && hand.kongs == o.hand.kongs &&
           hand.kong_count == o.hand.kong_count && pond == o.pond && declared == o.declared &&
           draws == o.draws && last_drawn == o.last_drawn && has_fresh == o.has_fresh &&
           last_draw_replacement == o.last_draw_replacement && locked == o.locked &&
           locked_points == o.locked_points && responded == o.responded && won == o.won &&
           melds == o.melds && meld_count == o.meld_count && passed_pong == o.passed_pong &&
           passed_win == o.passed_win && claim_responded == o.claim_responded;
}

MeldedHand SeatState::melded(Seat owner) const {
    MeldedHand h;
    h.concealed = hand.concealed;
    for (int k = 0; k < hand.kong_count; ++k)
        h.add_meld(Meld{MeldType::ConcealedKong, hand.kongs[k], owner});
    for (int k = 0; k < meld_count; ++k) h.add_meld(melds[k]);
    return h;
}

int SeatState::kong_total() const {
    int n = hand.kong_count;
    for (int k = 0; k < meld_count; ++k) n += is_kong(melds[k].type);
    return n;
}

int SeatMask::count() const {
    return std::popcount(static_cast<unsigned>(bits_));
}

std::vector<Seat> SeatMask::seats(Seat from) const {
    std::vector<Seat> out;
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(index(from) + i);
        if (has(s)) out.push_back(s);
    }
    return out;
}

// ---- Wall order ---------------------------------------------------------------------------------

namespace {

// wall_sequence / wall_as_built with the position → built-index order of a fresh shape (it
// depends on the layout, the dealer and the dice only) kept per thread, direct-mapped by those
// with the whole key checked: the same tiles in the same places, without working out each
// position's stack again for every hand.
struct BuiltOrder {
    bool valid = false;
    WallLayout layout{};
    Seat dealer{};
    Dice dice{};
    int size = 0;
    std::array<std::uint8_t, 256> index{};
};

const BuiltOrder* built_order(const WallShape& shape, std::size_t tiles) {
    if (tiles != static_cast<std::size_t>(shape.size()) || tiles > 256) return nullptr;
    static thread_local std::array<BuiltOrder, 64> cache;
    const Dice d = shape.dice();
    const std::size_t slot =
        (static_cast<std::size_t>(shape.layout()) * 4u +
         static_cast<std::size_t>(index(shape.dealer())) + 16u * d.a + 5u * d.b) %
        cache.size();
    BuiltOrder& o = cache[slot];
    if (!o.valid || o.layout != shape.layout() || o.dealer != shape.dealer() || !(o.dice == d) ||
        o.size != shape.size()) {
        o.layout = shape.layout();
        o.dealer = shape.dealer();
        o.dice = d;
        o.size = shape.size();
        o.valid = false;
        for (int p = 0; p < o.size; ++p) {
            const int b = built_index(shape, p);
            if (b < 0 || b >= o.size) return nullptr;  // (not expected: the library's own way)
            o.index[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(b);
        }
        o.valid = true;
    }
    return &o;
}

std::vector<Tile> sequence_of(std::span<const Tile> built, const WallShape& shape) {
    const BuiltOrder* o = built_order(shape, built.size());
    if (!o) return wall_sequence(built, shape);
    std::vector<Tile> sequence(built.size());
    for (std::size_t p = 0; p < built.size(); ++p) sequence[p] = built[o->index[p]];
    return sequence;
}

std::vector<Tile> as_built(std::span<const Tile> sequence, const WallShape& shape) {
    const BuiltOrder* o = built_order(shape, sequence.size());
    if (!o) return wall_as_built(sequence, shape);
    std::vector<Tile> built(sequence.size());
    for (std::size_t p = 0; p < sequence.size(); ++p) built[o->index[p]] = sequence[p];
    return built;
}

}  // namespace

// ---- The reducer --------------------------------------------------------------------------------

void apply_event(GameState& st, const Event& event, const Ruleset& rules) {
    std::visit(Overloaded{
                   [&](const PotStarted& e) {
                       st = GameState{};
                       st.first_dealer = e.first_dealer;
                       st.dealer = e.first_dealer;
                       st.streak = 1;
                       st.phase = Phase::HandOver;
                   },
                   [&](const HandStarted& e) {
                       st.dealer = e.dealer;
                       st.streak = e.streak;
                       st.seats = {};
                       // The event holds the wall as built; the dice it names break it into the
                       // draw sequence. Until the roll (the next event) the shape shows no break.
                       const std::vector<Tile> sequence =
                           sequence_of(e.wall, WallShape(rules.wall_layout, e.dealer, e.dice));
                       st.wall = Wall(sequence, rules.wall_layout, e.dealer, Dice{1, 1});
                       st.turn = e.dealer;
                       st.discard = Tile{};
                       st.discard_after_kong = false;
                       st.kongs = 0;
                       st.discards = 0;
                       st.haolao = false;
                       st.drawn = false;
                       st.hand_deltas = {};
                       st.first_go_round = is_handan(rules);
                       st.follow_seat = e.dealer;
                       st.follow_tile = Tile{};
                       st.follow_count = 0;
                       st.rob_window = false;
                   },
                   [&](const DiceRolled& e) {
                       std::array<Tile, kMaxWallTiles> tiles{};
                       const int n = st.wall.shape().size();
                       for (int i = 0; i < n; ++i) tiles[i] = st.wall.at(i);
                       st.wall =
                           Wall(std::span<const Tile>(tiles.data(), static_cast<std::size_t>(n)),
                                rules.wall_layout, st.dealer, e.dice);
                   },
                   [&](const Dealt&) {
                       for (const DealStep& step : deal_steps()) {
                           const Seat s = seat_from_index(index(st.dealer) + step.seat_offset);
                           st.seat(s).hand.add(st.wall.take(step.position, WallTileState::Drawn));
                       }
                       st.turn = st.dealer;
                       st.phase = Phase::Turn;
                   },
                   [&](const Drew& e) {
                       SeatState& ss = st.seat(e.seat);
                       const Tile t = e.replacement ? st.wall.draw_tail() : st.wall.draw_head();
                       ss.hand.add(t);
                       ss.last_drawn = t;
                       ss.has_fresh = true;
                       ss.last_draw_replacement = e.replacement;
                       if (!e.replacement) ++ss.draws;
                       ss.locked = false;  // the lock lasts until the seat's own next draw (§1.8)
                       ss.locked_points = 0;
                       clear_locks(ss);
                       st.turn = e.seat;
                       if (!st.haolao) st.phase = Phase::Turn;
                   },
                   [&](const KongDeclared& e) {
                       SeatState& ss = st.seat(e.seat);
                       ss.hand.concealed[e.tile.code()] -= 4;
                       ss.hand.kongs[ss.hand.kong_count++] = e.tile;
                       ss.has_fresh = false;
                       ++st.kongs;
                       st.first_go_round = false;
                       st.follow_count = 0;
                   },
                   [&](const Discarded& e) {
                       SeatState& ss = st.seat(e.seat);
                       ss.hand.remove(e.tile);
                       ss.pond.push(e.tile, e.declare, e.automatic);
                       if (e.declare) ss.declared = true;
                       ss.has_fresh = false;
                       st.discard = e.tile;
                       st.discard_after_kong = ss.last_draw_replacement;
                       if (st.first_go_round) {
                           // 跟打: the first discard starts the run; each next one must repeat it.
                           if (st.discards == 0) {
                               st.follow_seat = e.seat;
                               st.follow_tile = e.tile;
                               st.follow_count = 1;
                           } else if (st.follow_count > 0 && e.tile == st.follow_tile) {
                               ++st.follow_count;
                           } else {
                               st.follow_count = 0;
                           }
                           if (st.discards + 1 >= 4) st.first_go_round = false;
                       }
                       ++st.discards;
                       st.turn = e.seat;
                       st.phase = Phase::Response;
                       st.rob_window = false;
                       for (SeatState& other : st.seats) {
                           other.responded = false;
                           other.claim_responded = false;
                       }
                   },
                   [&](const WinPassed& e) {
                       SeatState& ss = st.seat(e.seat);
                       ss.responded = true;
                       if (rules.missed_win_lock) {
                           if (!ss.locked || e.points > ss.locked_points)
                               ss.locked_points = e.points;
                           ss.locked = true;
                       }
                   },
                   [&](const Won& e) {
                       SeatState& ss = st.seat(e.winner);
                       ss.won = true;
                       ss.responded = true;
                       add_deltas(st, e.deltas);
                   },
                   [&](const HaolaoStarted&) { st.haolao = true; },
                   [&](const HandEnded& e) {
                       // (The event's next dealer, streak and round are checked against this fold
                       // by the replay verifier; the fold itself never trusts them.)
                       const HandEnded next = hand_end(st, e.drawn, rules);
                       if (next.next_dealer != st.dealer) ++st.dealer_changes;
                       st.drawn = e.drawn;
                       st.phase = Phase::HandOver;
                       ++st.hands_played;
                       st.dealer = next.next_dealer;
                       st.streak = next.streak;
                       st.rounds_done = next.rounds_done;
                   },
                   [&](const PotEnded&) { st.phase = Phase::PotOver; },
                   [&](const Declined&) {},
                   [&](const Claimed& e) {
                       SeatState& ss = st.seat(e.seat);
                       const bool kong = e.type == MeldType::ExposedKong;
                       for (int k = kong ? 3 : 2; k > 0; --k) ss.hand.remove(e.tile);
                       ss.melds[ss.meld_count++] = Meld{e.type, e.tile, e.from};
                       pop_pond(st.seat(e.from).pond);
                       clear_locks(ss);
                       ss.has_fresh = false;
                       ss.last_draw_replacement = false;
                       if (kong) ++st.kongs;
                       st.turn = e.seat;
                       st.phase = Phase::Turn;
                       st.discard = Tile{};
                       st.first_go_round = false;
                       st.follow_count = 0;
                   },
                   [&](const KongAdded& e) {
                       SeatState& ss = st.seat(e.seat);
                       ss.has_fresh = false;
                       st.turn = e.seat;
                       st.discard = e.tile;
                       st.discard_after_kong = false;
                       st.phase = Phase::Response;
                       st.rob_window = true;
                       st.first_go_round = false;
                       st.follow_count = 0;
                       for (SeatState& other : st.seats) {
                           other.responded = false;
                           other.claim_responded = false;
                       }
                   },
                   [&](const KongPaid& e) {
                       add_deltas(st, e.deltas);
                       if (e.type != MeldType::AddedKong) return;
                       // Not robbed: the added kong is completed.
                       SeatState& ss = st.seat(e.seat);
                       for (int k = 0; k < ss.meld_count; ++k)
                           if (ss.melds[k].type == MeldType::Pong && ss.melds[k].tile == e.tile)
                               ss.melds[k].type = MeldType::AddedKong;
                       ss.hand.remove(e.tile);
                       ++st.kongs;
                       st.rob_window = false;
                       st.discard = Tile{};
                       st.turn = e.seat;
                       st.phase = Phase::Turn;
                   },
                   [&](const FollowDiscardPaid& e) {
                       add_deltas(st, e.deltas);
                       st.follow_count = 0;  // paid once
                   },
                   [&](const ClaimPassed& e) {
                       SeatState& ss = st.seat(e.seat);
                       if (e.offer == ClaimOffer::Win) {
                           ss.responded = true;
                           ss.passed_win = true;
                       } else {
                           ss.claim_responded = true;
                           ss.passed_pong |= 1ull << e.tile.code();
                       }
                   },
               },
               event);
}

HandEnded hand_end(const GameState& st, bool drawn, const Ruleset& rules) {
    HandEnded e;
    e.drawn = drawn;
    e.rounds_done = st.rounds_done;
    // §1.9, §3: the dealer stays on a draw or on any win of theirs, streak + 1; else the deal
    // passes (to the 下家 or, Handan, the 上家) with streak 1.
    const DealerChange change =
        next_dealer(st.dealer, st.streak, drawn, st.seat(st.dealer).won, rules.dealer_passes_to);
    e.next_dealer = change.dealer;
    e.streak = change.streak;
    if (change.passed && (st.dealer_changes + 1) % 4 == 0)
        ++e.rounds_done;  // 圈: every 4 dealer changes
    return e;
}

HandResult last_hand_of(std::span<const Event> events, const Ruleset& rules) {
    std::size_t start = events.size();
    while (start > 0 && !std::holds_alternative<HandStarted>(events[start - 1])) --start;
    HandResult r;
    if (start == 0) return r;
    const auto& hs = std::get<HandStarted>(events[start - 1]);
    r.dealer = hs.dealer;
    r.streak = hs.streak;
    for (std::size_t i = start; i < events.size(); ++i) {
        if (const auto* w = std::get_if<Won>(&events[i])) {
            WinRecord rec;
            rec.context =
                w->by == WinBy::SelfDraw
                    ? WinContext::self_draw(w->hand, w->tile, w->winner, hs.dealer, hs.streak,
                                            w->situations, rules.declare_ready_required)
                    : WinContext::on_discard(w->hand, w->tile, w->winner, w->discarder, hs.dealer,
                                             hs.streak, w->situations,
                                             rules.declare_ready_required);
            rec.result.win = true;
            rec.result.payments = w->payments;
            rec.result.deltas = w->deltas;
            for (int k = 0; k < 4; ++k) r.deltas[k] += w->deltas[k];
            r.wins.push_back(std::move(rec));
        } else if (const auto* e = std::get_if<HandEnded>(&events[i])) {
            r.drawn = e->drawn;
        }
    }
    return r;
}

GameState replay_events(std::span<const Event> events, const Ruleset& rules) {
    GameState st;
    for (const Event& e : events) apply_event(st, e, rules);
    return st;
}

bool pot_complete(const GameState& st, const Ruleset& rules) {
    if (st.hands_played >= kMaxPotHands) return true;  // whatever the length (ruleset.h)
    if (rules.pot_length == PotLength::Hands) return st.hands_played >= rules.pot_hands;
    return st.rounds_done >= rules.pot_rounds;
}

std::string check_invariants(const GameState& st, const Ruleset& rules) {
    int standings = 0;
    int deltas = 0;
    for (int i = 0; i < 4; ++i) {
        standings += st.standings[i];
        deltas += st.hand_deltas[i];
    }
    if (standings != 0) return "standings do not sum to 0";
    if (deltas != 0) return "hand deltas do not sum to 0";
    if (st.phase == Phase::NotStarted) return "";
    const int size = st.wall.shape().size();
    if (size == 0) return "";  // pot started, no hand yet

    // Conservation: every tile is in the wall, a hand, a kong or a pond, exactly once.
    std::array<int, kNumTileKinds> count{};
    for (int p = 0; p < size; ++p)
        if (!st.wall.shape().taken(p)) ++count[st.wall.at(p).code()];
    int undrawn = 0;
    for (int c : count) undrawn += c;
    if (undrawn != st.wall.remaining()) return "wall remaining count is off";
    for (const SeatState& ss : st.seats) {
        for (int c = 0; c < kNumTileKinds; ++c) count[c] += ss.hand.concealed[c];
        for (int k = 0; k < ss.hand.kong_count; ++k) count[ss.hand.kongs[k].code()] += 4;
        for (int k = 0; k < ss.meld_count; ++k)
            count[ss.melds[k].tile.code()] += meld_tiles(ss.melds[k].type);
        for (int i = 0; i < ss.pond.size; ++i) ++count[ss.pond.tiles[i].code()];
    }
    int total = 0;
    for (int c = 0; c < kNumTileKinds; ++c) {
        const int want = rules.tiles.contains(Tile::from_code(c)) ? 4 : 0;
        if (count[c] != want) return "tile " + Tile::from_code(c).str() + " is not conserved";
        total += count[c];
    }
    if (total != size) return "tile total differs from the wall size";

    // Hand sizes (kongs counting 3): the seat on turn 14, the others 13; in the haolao phase and
    // after the hand a seat may hold its extra drawn tile.
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        const int n = effective_size(st.seat(s));
        if (st.wall.remaining() == size) {
            if (n != 0) return "tiles in hand before the deal";
            continue;
        }
        if (st.haolao) {
            if (n != 13 && n != 14) return "hand size is off in the haolao phase";
        } else if (st.phase == Phase::Turn) {
            // Between a kong and its replacement the seat on turn briefly holds 13.
            const bool ok = s != st.turn ? n == 13
                                         : (n == 14 || (n == 13 && !st.seat(s).has_fresh &&
                                                        st.seat(s).kong_total() > 0));
            if (!ok) return "hand size is off in Turn";
        } else if (st.phase == Phase::Response) {
            // (An added kong's rob window: its tile is still in the adder's hand.)
            const bool ok = n == 13 || (st.rob_window && s == st.turn && n == 14);
            if (!ok) return "hand size is off in Response";
        } else if (n != 13 && n != 14) {
            return "hand size is off";
        }
    }
    return "";
}

// ---- Game -------------------------------------------------------------------------------------

Game::Game(Ruleset rules, std::uint64_t seed) : rules_(std::move(rules)), rng_(seed) {
    events_.reserve(2048);
}

Game Game::at_state(const Ruleset& rules, const GameState& state) {
    const std::string bad = check_invariants(state, rules);
    if (!bad.empty()) throw std::invalid_argument(bad);
    Game game(rules, 0);
    game.state_ = state;
    if (!game.hand_running()) throw std::invalid_argument("no hand is running");
    // What run_automatic would leave pending, without its automatic steps (the position is
    // taken as it is given).
    if (game.handan()) {
        game.pending_ = game.handan_pending();
    } else if (state.phase == Phase::Turn) {
        game.pending_ = SeatMask(static_cast<std::uint8_t>(1u << index(state.turn)));
    } else {
        std::uint8_t bits = 0;
        for (Seat s = next(state.turn); s != state.turn; s = next(s))
            if (game.can_win_discard(s, nullptr)) bits |= static_cast<std::uint8_t>(1u << index(s));
        game.pending_ = SeatMask(bits);
    }
    game.refresh_legal();
    return game;
}

void Game::rig_next_hand(std::vector<Tile> wall, Dice dice) {
    // Checked here, before anything changes: the right size, each tile of the set 4 times.
    if (static_cast<int>(wall.size()) !=
        WallShape(rules_.wall_layout, Seat::East, Dice{1, 1}).size())
        throw std::invalid_argument("rig_next_hand: the wall has the wrong number of tiles");
    if (dice.a < 1 || dice.a > 6 || dice.b < 1 || dice.b > 6)
        throw std::invalid_argument("rig_next_hand: dice must be 1-6");
    TileCounts counts{};
    for (Tile t : wall) ++counts[t.code()];
    for (int c = 0; c < kNumTileKinds; ++c)
        if (counts[c] != (rules_.tiles.contains(Tile::from_code(c)) ? 4 : 0))
            throw std::invalid_argument(
                "rig_next_hand: the wall must hold each tile of the set 4 times");
    rigged_wall_ = std::move(wall);
    rigged_dice_ = dice;
    has_rigged_wall_ = true;
}

void Game::rig_first_dealer(Seat dealer) {
    rigged_pot_ = PotStarted{dealer, Dice{}};
    has_rigged_dealer_ = true;
}

template <class E>
void Game::push(E&& event) {
    events_.emplace_back(std::in_place_type<std::decay_t<E>>, std::forward<E>(event));
    apply_event(state_, events_.back(), rules_);
    update_waits(events_.back());
    // (Only the discard that follows the decision may use it; a Declined record comes between.)
    if (!std::holds_alternative<Declined>(events_.back())) turn_discard_waits_valid_ = false;
}

namespace {

// The most tiles in one suit, kongs included (the 8-tile rule's measure).
int longest_suit(const Hand& h) {
    return std::max(
        {h.suit_count(Suit::Characters), h.suit_count(Suit::Dots), h.suit_count(Suit::Bamboo)});
}

// wait_mask, skipping the search when the 8-tile rule already rules every wait out (a waiting
// hand needs a suit of 7 so that one more tile makes 8).
std::uint64_t waits_of(const Hand& h, const Ruleset& rules) {
    if (rules.eight_tile_rule && longest_suit(h) < 7) return 0;
    return wait_mask(h, rules);
}

// Bit c: count c is not zero / is four. SWAR over the counts (each 0-4): a byte's top bit says
// the answer, and one multiply gathers eight top bits into a byte.
struct KindMasks {
    std::uint64_t held = 0;
    std::uint64_t fours = 0;
};
KindMasks kind_masks(const TileCounts& c) {
    constexpr std::uint64_t kTop = 0x8080808080808080ull;
    constexpr std::uint64_t kGather = 0x0002040810204081ull;
    std::uint64_t w[4];
    std::memcpy(w, c.data(), sizeof w);
    KindMasks m;
    for (int k = 0; k < 4; ++k) {
        const std::uint64_t nonzero = (w[k] + 0x7f7f7f7f7f7f7f7full) & kTop;
        const std::uint64_t four = (w[k] << 5) & kTop;  // 4 is the only count with bit 2
        m.held |= ((nonzero * kGather) >> 56) << (8 * k);
        m.fours |= ((four * kGather) >> 56) << (8 * k);
    }
    for (int i = 32; i < kNumTileKinds; ++i) {
        m.held |= std::uint64_t{c[i] != 0} << i;
        m.fours |= std::uint64_t{c[i] == 4} << i;
    }
    return m;
}

}  // namespace

void Game::update_waits(const Event& event) {
    if (handan()) return;  // (the Hefei caches: Handan hands with melds are analysed by meld.h)
    if (std::holds_alternative<HandStarted>(event)) {
        waits_valid_ = 0;
    } else if (std::holds_alternative<Dealt>(event)) {
        waits_valid_ = 0;
        for (int i = 0; i < 4; ++i) {
            if (seat_from_index(i) == state_.dealer) continue;
            waits_[i] = waits_of(state_.seats[i].hand, rules_);
            waits_valid_ |= static_cast<std::uint8_t>(1u << i);
        }
    } else if (const auto* d = std::get_if<Discarded>(&event)) {
        const int i = index(d->seat);
        if (turn_discard_waits_valid_ && d->seat == state_.turn)
            waits_[i] = ((turn_discard_ready_ >> d->tile.code()) & 1u)
                            ? turn_discard_waits_[d->tile.code()]
                            : 0;
        else
            waits_[i] = waits_of(state_.seats[i].hand, rules_);
        waits_valid_ |= static_cast<std::uint8_t>(1u << i);
    } else if (const auto* k = std::get_if<KongDeclared>(&event)) {
        waits_valid_ &= static_cast<std::uint8_t>(~(1u << index(k->seat)));
    }
}

// The seat's concealed tiles (its fresh draw included) form a legal win.
bool Game::wins_with_fresh(Seat seat) const {
    const SeatState& ss = state_.seat(seat);
    if (ss.has_fresh && ((waits_valid_ >> index(seat)) & 1u))
        return (waits_[index(seat)] >> ss.last_drawn.code()) & 1u;
    return is_winning(ss.hand, rules_);
}

// The seat's tiles plus the current discard form a legal win (no declaration or lock check).
bool Game::wins_on_discard(Seat seat) const {
    if ((waits_valid_ >> index(seat)) & 1u)
        return (waits_[index(seat)] >> state_.discard.code()) & 1u;
    Hand h = state_.seat(seat).hand;
    h.add(state_.discard);
    return is_winning(h, rules_);
}

PotStarted Game::natural_pot(Rng& rng) const {
    PotStarted e;
    switch (rules_.first_dealer) {
        case FirstDealer::Dice: {
            // §1.1: East rolls; counting East as 1 in play order (5, 9 East; 2, 6, 10 South…).
            e.dice =
                Dice{static_cast<std::uint8_t>(rng.die()), static_cast<std::uint8_t>(rng.die())};
            e.first_dealer = break_owner(Seat::East, e.dice.sum());
            break;
        }
        case FirstDealer::Random:
            e.first_dealer = seat_from_index(static_cast<int>(rng.below(4)));
            break;
        case FirstDealer::East:
            e.first_dealer = Seat::East;
            break;
    }
    return e;
}

void Game::natural_wall(Rng& rng, std::vector<Tile>& sequence, Dice& dice) const {
    // Four of each kind in code order (TileSet::tiles() without its vector).
    sequence.resize(4 * static_cast<std::size_t>(rules_.tiles.size()));
    Tile* out = sequence.data();
    for (std::uint64_t kinds = rules_.tiles.bits(); kinds; kinds &= kinds - 1) {
        const Tile t = Tile::from_code(std::countr_zero(kinds));
        out[0] = out[1] = out[2] = out[3] = t;
        out += 4;
    }
    rng.shuffle(sequence.data(), static_cast<int>(sequence.size()));
    dice = Dice{static_cast<std::uint8_t>(rng.die()), static_cast<std::uint8_t>(rng.die())};
}

void Game::begin_pot() {
    PotStarted e;
    if (has_rigged_dealer_) {
        e = rigged_pot_;
        has_rigged_dealer_ = false;
    } else {
        e = natural_pot(rng_);
    }
    push(e);
}

void Game::start_pot() {
    if (state_.phase != Phase::NotStarted) throw std::logic_error("start_pot: the pot has begun");
    begin_pot();
}

// Both probe the game's own stream on a copy: where it gives what the log says, the real call
// draws it (so the stream ends where the logged game's did); else the pot or hand is rigged.
void Game::prepare_logged_pot(const PotStarted& pot) {
    Rng probe = rng_;
    if (natural_pot(probe) == pot) return;
    rigged_pot_ = pot;
    has_rigged_dealer_ = true;
}

void Game::prepare_logged_hand(const HandStarted& hand) {
    Rng probe = rng_;
    const std::vector<Tile> logged =
        wall_sequence(hand.wall, WallShape(rules_.wall_layout, hand.dealer, hand.dice));
    std::vector<Tile> sequence;
    Dice dice;
    natural_wall(probe, sequence, dice);
    if (!(dice == hand.dice) || sequence != logged) rig_next_hand(logged, hand.dice);
}

void Game::start_hand() {
    if (state_.phase == Phase::PotOver) throw std::logic_error("start_hand: the pot is over");
    if (hand_running()) throw std::logic_error("start_hand: a hand is running");
    if (state_.phase == Phase::NotStarted) begin_pot();

    HandStarted hs;
    hs.dealer = state_.dealer;
    hs.streak = state_.streak;  // ≤ kMaxPotHands: pot_complete ends every pot by then
    Dice dice;
    if (has_rigged_wall_) {
        hs.wall = std::move(rigged_wall_);
        dice = rigged_dice_;
        has_rigged_wall_ = false;
        rigged_wall_.clear();
    } else {
        natural_wall(rng_, hs.wall, dice);
    }
    current_ = HandResult{};
    current_.dealer = state_.dealer;
    current_.streak = state_.streak;
    hs.dice = dice;
    // (Shuffled in draw order, as ever, so a seed gives the same game; recorded as built.)
    hs.wall = as_built(hs.wall, WallShape(rules_.wall_layout, hs.dealer, dice));
    push(std::move(hs));
    push(DiceRolled{dice});
    push(Dealt{});
    advance();
}

// ---- Win contexts -----------------------------------------------------------------------------

WinContext Game::self_draw_context(Seat seat) const {
    const SeatState& ss = state_.seat(seat);
    Hand hand = ss.hand;
    Tile win_tile;
    unsigned sit = 0;
    if (ss.has_fresh) {
        win_tile = ss.last_drawn;
        hand.remove(ss.last_drawn);
        if (ss.last_draw_replacement) sit |= kKongBloom;
        if (state_.haolao) sit |= kHaolao;
        // 地胡 (§2.3-§2.5): a non-dealer's self-draw on its first draw, no kong before.
        if (seat != state_.dealer && ss.draws == 1 && !ss.last_draw_replacement &&
            state_.kongs == 0 && !state_.haolao)
            sit |= kEarthly;
    } else {
        // The dealer's dealt 14, before any discard or kong: 天胡. The winning tile is chosen
        // later (the best-scoring one).
        if (seat == state_.dealer && state_.discards == 0 && state_.kongs == 0) sit |= kHeavenly;
    }
    return WinContext::self_draw(hand, win_tile, seat, state_.dealer, state_.streak, sit,
                                 rules_.declare_ready_required);
}

WinContext Game::discard_context(Seat seat) const {
    return WinContext::on_discard(
        state_.seat(seat).hand, state_.discard, seat, state_.turn, state_.dealer, state_.streak,
        discard_win_situations(rules_, seat, state_.turn, state_.dealer, state_.discard_after_kong,
                               state_.discards, state_.kongs),
        rules_.declare_ready_required);
}

unsigned discard_win_situations(const Ruleset& rules, Seat winner, Seat discarder, Seat dealer,
                                bool after_kong, int discards, int kongs) {
    unsigned sit = 0;
    if (after_kong) sit |= kKongDiscard;
    // hefei-classic 地胡 also covers a win on the dealer's first discard, no kong before (§2.3).
    if (rules.scoring == ScoringModel::HefeiClassic && discarder == dealer && winner != dealer &&
        discards == 1 && kongs == 0)
        sit |= kEarthly;
    return sit;
}

namespace {

// Scores ctx; for a win without a fresh tile (天胡) tries every held tile as the winning one
// and keeps the best for the winner.
WinResult score_best(WinContext& ctx, bool choose_tile, const Ruleset& rules) {
    if (!choose_tile) return score_win(ctx, rules);
    WinResult best;
    WinContext best_ctx = ctx;
    const Hand full = ctx.hand;
    for (int c = 0; c < kNumTileKinds; ++c) {
        if (!full.concealed[c]) continue;
        WinContext trial = ctx;
        trial.win_tile = Tile::from_code(c);
        trial.hand = full;
        trial.hand.remove(trial.win_tile);
        WinResult r = score_win(trial, rules);
        if (!r.win) continue;
        if (!best.win || r.deltas[index(ctx.winner)] > best.deltas[index(ctx.winner)]) {
            best = std::move(r);
            best_ctx = trial;
        }
    }
    ctx = best_ctx;
    return best;
}

}  // namespace

Game::Prospect Game::prospect(Seat seat) const {
    if (handan()) {
        if (state_.phase == Phase::Turn && seat == state_.turn && handan_self_win(seat))
            return handan_prospect(seat, HandanWinBy::SelfDraw, Tile{});
        if (state_.phase == Phase::Response && handan_can_win_discard(seat))
            return handan_prospect(seat,
                                   state_.rob_window ? HandanWinBy::RobKong : HandanWinBy::Discard,
                                   state_.discard);
        return Prospect{};
    }
    Prospect p;
    if (state_.phase == Phase::Turn && seat == state_.turn) {
        if (!wins_with_fresh(seat)) return p;
        p.context = self_draw_context(seat);
        p.result = score_best(p.context, !state_.seat(seat).has_fresh, rules_);
    } else if (state_.phase == Phase::Response && seat != state_.turn) {
        if (!wins_on_discard(seat)) return p;
        p.context = discard_context(seat);
        p.result = score_win(p.context, rules_);
    } else {
        return p;
    }
    p.ok = p.result.win;
    return p;
}

// Can `seat` win on the current discard now (declaration, lock)? `points`: what it would win
// (only computed when the lock needs it or `want_points`).
bool Game::can_win_discard(Seat seat, int* points) const {
    const SeatState& ss = state_.seat(seat);
    if (seat == state_.turn || ss.responded || ss.won) return false;
    if (rules_.declare_ready_required && !ss.declared) return false;
    if (!wins_on_discard(seat)) return false;
    const bool lock = rules_.missed_win_lock && ss.locked;
    if (lock || points) {
        const WinContext ctx = discard_context(seat);
        const WinDeltas r = score_win_deltas(ctx, rules_);
        if (!r.win) return false;
        const int gain = r.deltas[index(seat)];
        if (points) *points = gain;
        if (lock && gain <= ss.locked_points) return false;
    }
    return true;
}

bool Game::kong_keeps_ready(Seat seat, Tile t) const {
    Hand h = state_.seat(seat).hand;
    h.concealed[t.code()] -= 4;
    h.kongs[h.kong_count++] = t;
    return wait_mask(h, rules_) != 0;
}

void Game::win(Seat seat, WinContext ctx, WinResult result) {
    Won e;
    e.winner = seat;
    e.tile = ctx.win_tile;
    e.by = ctx.win_by;
    e.discarder = ctx.win_by == WinBy::Discard ? ctx.discarder : seat;
    e.situations = static_cast<std::uint8_t>(ctx.situations);
    e.deltas = result.deltas;
    e.hand = ctx.hand;
    e.payments = result.payments;
    push(std::move(e));
    current_.wins.push_back(WinRecord{ctx, std::move(result)});
}

// The offers of the seat's turn that `taken` lets go (events.h Declined): a win it could have
// taken, and, when it discards, the kongs it could have declared.
void Game::record_declined(Seat seat, const Action& taken) {
    const ActionList& legal = legal_[index(seat)];
    if (legal.has(ActionType::Win)) {
        const Prospect p = prospect(seat);
        const bool heavenly = (p.context.situations & kHeavenly) != 0;
        push(Declined{seat, heavenly ? Offer::Heavenly : Offer::SelfDraw, p.context.win_tile});
    }
    if (taken.type == ActionType::Discard && legal.has(ActionType::Kong))
        for (const Action& a : legal)
            if (a.type == ActionType::Kong) push(Declined{seat, Offer::Kong, a.tile});
}

void Game::finish_hand(bool drawn) {
    pending_ = SeatMask{};
    push(hand_end(state_, drawn, rules_));
    current_.drawn = drawn;
    current_.deltas = state_.hand_deltas;
    last_hand_ = std::move(current_);
    current_ = HandResult{};
    if (pot_complete(state_, rules_)) push(PotEnded{});
}

void Game::haolao_phase() {
    push(HaolaoStarted{});
    Seat s = state_.turn;
    while (state_.wall.remaining() > 0) {
        s = next(s);
        push(Drew{s, state_.wall.at(state_.wall.shape().head()), false});
        if (wins_with_fresh(s)) {
            WinContext ctx = self_draw_context(s);
            WinResult r = score_win(ctx, rules_);
            if (r.win) {
                win(s, ctx, std::move(r));
                finish_hand(false);
                return;
            }
        }
    }
    finish_hand(true);
}

void Game::end_turn() {
    const int left = state_.wall.remaining();
    if (rules_.haolao_tiles > 0 && left <= rules_.haolao_tiles) {
        haolao_phase();
    } else if (left == 0) {
        finish_hand(true);
    } else {
        const Seat s = next(state_.turn);
        push(Drew{s, state_.wall.at(state_.wall.shape().head()), false});
    }
}

bool Game::kong_allowed() const {
    return !state_.haolao && state_.wall.remaining() >= rules_.min_wall_for_kong &&
           state_.wall.remaining() > 0;
}

void Game::advance() {
    run_automatic();
    refresh_legal();
}

void Game::refresh_legal() {
    turn_discard_waits_valid_ = false;
    if (!hand_running()) return;
    if (state_.phase == Phase::Turn) {
        // The declaring discards' one pass also gives the waits after the discard: keep them
        // for update_waits.
        turn_discard_waits_valid_ = compute_legal(state_.turn, legal_[index(state_.turn)],
                                                  &turn_discard_waits_, &turn_discard_ready_);
        return;
    }
    for (int i = 0; i < 4; ++i)
        if ((pending_.bits() >> i) & 1u)
            compute_legal(seat_from_index(i), legal_[i], nullptr, nullptr);
}

void Game::run_automatic() {
    if (handan()) {
        handan_run_automatic();
        return;
    }
    for (;;) {
        if (state_.phase == Phase::Turn) {
            const Seat s = state_.turn;
            const SeatState& ss = state_.seat(s);
            pending_ = mask_of(s);
            if (!ss.declared) return;
            // A declared hand (§1.6): wins are taken, non-winning draws thrown, and the seat is
            // asked only when a kong would keep it ready.
            if (wins_with_fresh(s)) {
                WinContext ctx = self_draw_context(s);
                WinResult r = score_best(ctx, !ss.has_fresh, rules_);
                if (r.win) {
                    win(s, ctx, std::move(r));
                    finish_hand(false);
                    return;
                }
            }
            if (kong_allowed()) {
                for (int c = 0; c < kNumTileKinds; ++c)
                    if (ss.hand.concealed[c] == 4 && kong_keeps_ready(s, Tile::from_code(c)))
                        return;
            }
            push(Discarded{s, ss.last_drawn, false, true});
            continue;
        }
        if (state_.phase == Phase::Response) {
            // Almost every discard completes nobody: seats with known waits that miss it can
            // neither win nor be asked, so when that is all of them the turn simply ends.
            std::uint8_t may_win = 0;
            for (int i = 0; i < 4; ++i) {
                const bool known = (waits_valid_ >> i) & 1u;
                const bool won = state_.seats[i].won;
                may_win |= static_cast<std::uint8_t>(
                    (!known || won || ((waits_[i] >> state_.discard.code()) & 1u)) << i);
            }
            may_win &= static_cast<std::uint8_t>(~(1u << index(state_.turn)));
            if (!may_win) {
                pending_ = SeatMask{};
                end_turn();
                continue;
            }
            // Declared seats take their wins automatically.
            for (Seat s = next(state_.turn); s != state_.turn; s = next(s)) {
                const SeatState& ss = state_.seat(s);
                if (!ss.declared || !can_win_discard(s, nullptr)) continue;
                WinContext ctx = discard_context(s);
                WinResult r = score_win(ctx, rules_);
                if (r.win) win(s, ctx, std::move(r));
            }
            std::uint8_t bits = 0;
            bool any_won = false;
            for (Seat s = next(state_.turn); s != state_.turn; s = next(s)) {
                if (state_.seat(s).won) any_won = true;
                if (can_win_discard(s, nullptr)) bits |= static_cast<std::uint8_t>(1u << index(s));
            }
            pending_ = SeatMask(bits);
            if (bits) return;
            if (any_won) {
                finish_hand(false);
                return;
            }
            end_turn();
            continue;
        }
        pending_ = SeatMask{};
        return;
    }
}

SeatMask Game::to_act() const {
    return hand_running() ? pending_ : SeatMask{};
}

ActionList Game::legal_actions(Seat seat) const {
    ActionList list;
    legal_actions(seat, list);
    return list;
}

void Game::legal_actions(Seat seat, ActionList& list) const {
    if (!hand_running() || !pending_.has(seat)) {
        list.clear();
        return;
    }
    list = legal_[index(seat)];
}

// The legal actions of a pending seat (advance() keeps them in legal_). When the declaring
// discards needed each discard's wait mask, the answer is true and, if given, `ready` gets the
// discards that leave waits and `discard_waits` their wait masks (discard_wait_masks).
bool Game::compute_legal(Seat seat, ActionList& list,
                         std::array<std::uint64_t, kNumTileKinds>* discard_waits,
                         std::uint64_t* ready) const {
    list.clear();
    if (handan()) {
        handan_compute_legal(seat, list);
        return false;
    }
    if (state_.phase == Phase::Response) {
        list.push(Action::win());
        list.push(Action::pass());
        return false;
    }
    const SeatState& ss = state_.seat(seat);
    const bool kongs = kong_allowed();
    const KindMasks kinds = kind_masks(ss.hand.concealed);
    if (ss.declared) {
        if (kongs)
            for (std::uint64_t f = kinds.fours; f; f &= f - 1) {
                const Tile t = Tile::from_code(std::countr_zero(f));
                if (kong_keeps_ready(seat, t)) list.push(Action::kong(t));
            }
        list.push(Action::discard(ss.last_drawn));
        return false;
    }
    if (wins_with_fresh(seat)) list.push(Action::win());
    if (kongs) list.push_each(ActionType::Kong, kinds.fours);
    list.push_each(ActionType::Discard, kinds.held);
    // Ready after a discard needs a suit one short of the 8-tile rule: skip the wait search
    // when no suit is that long.
    const bool may_declare =
        rules_.declare_ready_required && (!rules_.eight_tile_rule || longest_suit(ss.hand) >= 7);
    if (!may_declare) return false;
    // One pass over the discards (hand_ready.h), not a wait search per candidate.
    const std::uint64_t r = discard_wait_masks(ss.hand, rules_, discard_waits);
    list.push_each(ActionType::Discard, r, true);
    if (ready) *ready = r;
    return true;
}

ActionError Game::act(Seat seat, const Action& action) {
    if (!hand_running()) return ActionError::HandNotRunning;
    if (!pending_.has(seat)) return ActionError::NotToAct;
    if (handan()) return handan_act(seat, action);
    const SeatState& ss = state_.seat(seat);

    if (state_.phase == Phase::Response) {
        if (action.type == ActionType::Win) {
            WinContext ctx = discard_context(seat);
            WinResult r = score_win(ctx, rules_);
            if (!r.win) return ActionError::NotAWin;
            win(seat, ctx, std::move(r));
        } else if (action.type == ActionType::Pass) {
            // What the win would have paid (the format's meaning), with the lock on or off.
            int points = 0;
            can_win_discard(seat, &points);
            push(WinPassed{seat, points});
        } else {
            return ActionError::WrongActionType;
        }
        advance();
        return ActionError::Ok;
    }

    // Phase::Turn, seat on turn.
    switch (action.type) {
        case ActionType::Pass:
        case ActionType::Pong:  // Hefei has no calls (Handan's are handled above)
        case ActionType::ExposedKong:
        case ActionType::AddedKong:
            return ActionError::WrongActionType;
        case ActionType::Win: {
            if (ss.declared || !wins_with_fresh(seat)) return ActionError::NotAWin;
            WinContext ctx = self_draw_context(seat);
            WinResult r = score_best(ctx, !ss.has_fresh, rules_);
            if (!r.win) return ActionError::NotAWin;
            win(seat, ctx, std::move(r));
            finish_hand(false);
            return ActionError::Ok;
        }
        case ActionType::Kong: {
            if (ss.hand.concealed[action.tile.code()] != 4) return ActionError::NoFourTiles;
            if (!kong_allowed()) return ActionError::WallTooShort;
            if (ss.declared && !kong_keeps_ready(seat, action.tile))
                return ActionError::KongBreaksReady;
            record_declined(seat, action);
            push(KongDeclared{seat, action.tile});
            push(Drew{seat, state_.wall.at(state_.wall.shape().tail()), true});
            advance();
            return ActionError::Ok;
        }
        case ActionType::Discard: {
            if (!ss.hand.concealed[action.tile.code()]) return ActionError::TileNotHeld;
            if (ss.declared) {
                if (action.declare) return ActionError::DeclareNotAllowed;
                if (!ss.has_fresh || !(action.tile == ss.last_drawn))
                    return ActionError::LockedHand;
            } else if (action.declare && !legal_[index(seat)].contains(action)) {
                // (A listed declaring discard is known to leave the hand ready.)
                if (!rules_.declare_ready_required) return ActionError::DeclareNotAllowed;
                Hand h = ss.hand;
                h.remove(action.tile);
                if (wait_mask(h, rules_) == 0) return ActionError::NotReadyAfter;
            }
            record_declined(seat, action);
            push(Discarded{seat, action.tile, action.declare, false});
            advance();
            return ActionError::Ok;
        }
    }
    return ActionError::WrongActionType;
}

// ---- Handan: the claim phase and turn (RULES.md §3, docs/HANDAN.md §2) -------------------------
//
// Response is the claim phase, in two stages: first every seat the discard (or an added kong's
// tile, the rob window) completes is asked Win / Pass, several winners all winning; when nobody
// won, the one seat that may pong or exposed-kong it is asked (only one can: four copies). Kong
// and pong never collide, and win beats both, so the stages give exactly the priority rule.

bool Game::handan_can_win_discard(Seat seat) const {
    const SeatState& ss = state_.seat(seat);
    if (seat == state_.turn || ss.responded || ss.won || ss.passed_win) return false;
    if (state_.rob_window && !rules_.allow_rob_kong) return false;
    MeldedHand h = ss.melded(seat);
    h.add(state_.discard);
    return is_winning(h, rules_);
}

bool Game::handan_can_claim(Seat seat, bool* kong) const {
    if (kong) *kong = false;
    if (state_.rob_window || seat == state_.turn) return false;
    const SeatState& ss = state_.seat(seat);
    if (ss.won || ss.claim_responded) return false;
    const int code = state_.discard.code();
    const int held = ss.hand.concealed[code];
    const bool k = rules_.allow_exposed_kong && held >= 3 && state_.wall.remaining() > 0;
    const bool p = rules_.allow_pong && held >= 2 && !((ss.passed_pong >> code) & 1u);
    if (kong) *kong = k;
    return p || k;
}

bool Game::handan_self_win(Seat seat) const {
    const SeatState& ss = state_.seat(seat);
    const MeldedHand h = ss.melded(seat);
    if (ss.has_fresh) return is_winning(h, rules_);
    // The dealer's dealt 14, before any discard or kong (paid as a self-draw).
    if (seat == state_.dealer && state_.discards == 0 && state_.kongs == 0 && h.meld_count == 0)
        return is_winning(h, rules_);
    return false;
}

SeatMask Game::handan_pending() const {
    if (state_.phase == Phase::Turn) return mask_of(state_.turn);
    if (state_.phase != Phase::Response) return SeatMask{};
    std::uint8_t bits = 0;
    bool any_won = false;
    for (Seat s = next(state_.turn); s != state_.turn; s = next(s)) {
        any_won = any_won || state_.seat(s).won;
        if (handan_can_win_discard(s)) bits |= static_cast<std::uint8_t>(1u << index(s));
    }
    if (bits || any_won || state_.rob_window) return SeatMask(bits);
    for (Seat s = next(state_.turn); s != state_.turn; s = next(s))
        if (handan_can_claim(s, nullptr)) return mask_of(s);
    return SeatMask{};
}

void Game::handan_run_automatic() {
    for (;;) {
        if (!hand_running()) {
            pending_ = SeatMask{};
            return;
        }
        pending_ = handan_pending();
        if (!pending_.empty() || state_.phase != Phase::Response) return;
        bool any_won = false;
        for (const SeatState& ss : state_.seats) any_won = any_won || ss.won;
        if (any_won) {
            finish_hand(false);
            return;
        }
        if (state_.rob_window) {
            // Nobody robbed the added kong: it is completed, paid, and replaced from the tail.
            const Seat owner = state_.turn;
            const Tile t = state_.discard;
            Seat from = owner;
            const SeatState& ss = state_.seat(owner);
            for (int k = 0; k < ss.meld_count; ++k)
                if (ss.melds[k].type == MeldType::Pong && ss.melds[k].tile == t)
                    from = ss.melds[k].from;
            const Settlement money =
                handan_kong_payments(owner, Meld{MeldType::AddedKong, t, from});
            push(KongPaid{owner, MeldType::AddedKong, t, from, money.deltas});
            push(Drew{owner, state_.wall.at(state_.wall.shape().tail()), true});
            continue;
        }
        handan_end_turn();
    }
}

// Nobody claimed the discard: the next seat draws, unless the hand is drawn (6 stacks + 1 per
// kong left: hand_drawn).
void Game::handan_end_turn() {
    if (state_.wall.remaining() == 0 || hand_drawn(state_.wall.shape(), rules_, state_.kongs)) {
        finish_hand(true);
        return;
    }
    const Seat s = next(state_.turn);
    push(Drew{s, state_.wall.at(state_.wall.shape().head()), false});
}

void Game::handan_compute_legal(Seat seat, ActionList& list) const {
    list.clear();
    const SeatState& ss = state_.seat(seat);
    if (state_.phase == Phase::Response) {
        if (handan_can_win_discard(seat)) {
            list.push(Action::win());
            list.push(Action::pass());
            return;
        }
        bool kong = false;
        if (!handan_can_claim(seat, &kong)) return;
        const int code = state_.discard.code();
        if (rules_.allow_pong && ss.hand.concealed[code] >= 2 && !((ss.passed_pong >> code) & 1u))
            list.push(Action::pong(state_.discard));
        if (kong) list.push(Action::exposed_kong(state_.discard));
        list.push(Action::pass());
        return;
    }
    if (seat != state_.turn) return;
    if (handan_self_win(seat)) list.push(Action::win());
    const KindMasks kinds = kind_masks(ss.hand.concealed);
    if (state_.wall.remaining() > 0) {
        list.push_each(ActionType::Kong, kinds.fours);
        if (rules_.allow_added_kong)
            for (int k = 0; k < ss.meld_count; ++k)
                if (ss.melds[k].type == MeldType::Pong &&
                    ss.hand.concealed[ss.melds[k].tile.code()])
                    list.push(Action::added_kong(ss.melds[k].tile));
    }
    list.push_each(ActionType::Discard, kinds.held);
}

// What `seat` wins by `by` now (`tile`: the discard or robbed tile; a self-draw takes the fresh
// tile, or for the dealer's dealt 14 its lowest tile: the payment is the same), settled by
// handan.h; ok false when it is no legal win.
Game::Prospect Game::handan_prospect(Seat seat, HandanWinBy by, Tile tile) const {
    const SeatState& ss = state_.seat(seat);
    const bool self = by == HandanWinBy::SelfDraw;
    HandanWin w;
    w.hand = ss.melded(seat);
    Hand before = ss.hand;
    if (self) {
        tile = ss.last_drawn;
        if (!ss.has_fresh)
            for (int c = kNumTileKinds - 1; c >= 0; --c)
                if (ss.hand.concealed[c]) tile = Tile::from_code(c);
        w.hand.remove(tile);
        before.remove(tile);
    }
    w.win_tile = tile;
    w.by = by;
    w.winner = seat;
    w.dealer = state_.dealer;
    w.discarder = self ? seat : state_.turn;
    w.kong_bloom = self && ss.has_fresh && ss.last_draw_replacement;
    const HandanWinResult r = settle_handan_win(w, rules_);
    unsigned situations = 0;
    if (w.kong_bloom) situations |= kKongBloom;
    if (by == HandanWinBy::RobKong) situations |= kRobKong;
    Prospect p;
    p.context = self ? WinContext::self_draw(before, tile, seat, state_.dealer, state_.streak,
                                             situations, false)
                     : WinContext::on_discard(before, tile, seat, w.discarder, state_.dealer,
                                              state_.streak, situations, false);
    p.ok = r.win;
    p.result.win = r.win;
    p.result.reason = r.reason;
    if (r.win) {
        p.result.payments = handan_payments_as_items(r.settlement, r.shape, rules_);
        p.result.deltas = r.settlement.deltas;
    }
    return p;
}

void Game::handan_win(Seat seat, HandanWinBy by, Tile tile) {
    Prospect p = handan_prospect(seat, by, tile);
    if (!p.ok) throw std::logic_error("handan win refused: " + p.result.reason);
    const SeatState& ss = state_.seat(seat);
    Won e;
    e.winner = seat;
    e.tile = p.context.win_tile;
    e.by = p.context.win_by;
    e.discarder = p.context.discarder;
    e.situations = static_cast<std::uint8_t>(p.context.situations);
    e.deltas = p.result.deltas;
    e.hand = p.context.hand;
    e.melds = ss.melds;
    e.meld_count = ss.meld_count;
    e.payments = p.result.payments;
    push(std::move(e));
    current_.wins.push_back(WinRecord{std::move(p.context), std::move(p.result)});
}

ActionError Game::handan_act(Seat seat, const Action& action) {
    const ActionList& legal = legal_[index(seat)];
    const ActionType type = action.type;
    const bool response = state_.phase == Phase::Response;
    if (!legal.contains(action)) {
        // (The call types are not enumerators yet, game.h: no switch here.)
        if (type == ActionType::Win) return ActionError::NotAWin;
        if (type == ActionType::Pong || type == ActionType::ExposedKong)
            return response ? ActionError::NotAClaim : ActionError::WrongActionType;
        if (response) return ActionError::WrongActionType;
        if (type == ActionType::Kong)
            return state_.seat(seat).hand.concealed[action.tile.code()] == 4
                       ? ActionError::WallTooShort
                       : ActionError::NoFourTiles;
        if (type == ActionType::AddedKong) return ActionError::NoPong;
        if (type == ActionType::Discard)
            return action.declare ? ActionError::DeclareNotAllowed : ActionError::TileNotHeld;
        return ActionError::WrongActionType;
    }
    const Tile t = action.tile;
    if (response) {
        const Seat from = state_.turn;
        if (type == ActionType::Win) {
            handan_win(seat, state_.rob_window ? HandanWinBy::RobKong : HandanWinBy::Discard,
                       state_.discard);
        } else if (type == ActionType::Pass) {
            const ClaimOffer offer = legal.has(ActionType::Win)    ? ClaimOffer::Win
                                     : legal.has(ActionType::Pong) ? ClaimOffer::Pong
                                                                   : ClaimOffer::Kong;
            push(ClaimPassed{seat, offer, state_.discard});
        } else if (type == ActionType::Pong) {
            push(Claimed{seat, MeldType::Pong, t, from});
        } else {  // ActionType::ExposedKong
            push(Claimed{seat, MeldType::ExposedKong, t, from});
            const Settlement money =
                handan_kong_payments(seat, Meld{MeldType::ExposedKong, t, from});
            push(KongPaid{seat, MeldType::ExposedKong, t, from, money.deltas});
            push(Drew{seat, state_.wall.at(state_.wall.shape().tail()), true});
        }
        advance();
        return ActionError::Ok;
    }
    if (type == ActionType::Win) {
        handan_win(seat, HandanWinBy::SelfDraw, Tile{});
        finish_hand(false);
        return ActionError::Ok;
    }
    // The offers this action lets go (events.h Declined), as record_declined does for Hefei: a
    // self-draw (or the dealer's dealt 14) and, on a discard, each concealed kong.
    if (legal.has(ActionType::Win)) {
        const SeatState& ss = state_.seat(seat);
        Tile win_tile = ss.last_drawn;
        if (!ss.has_fresh)
            for (int c = kNumTileKinds - 1; c >= 0; --c)
                if (ss.hand.concealed[c]) win_tile = Tile::from_code(c);
        push(Declined{seat, ss.has_fresh ? Offer::SelfDraw : Offer::Heavenly, win_tile});
    }
    if (type == ActionType::Discard && legal.has(ActionType::Kong))
        for (const Action& a : legal)
            if (a.type == ActionType::Kong) push(Declined{seat, Offer::Kong, a.tile});
    if (type == ActionType::Kong) {
        push(KongDeclared{seat, t});
        const Settlement money = handan_kong_payments(seat, Meld{MeldType::ConcealedKong, t, seat});
        push(KongPaid{seat, MeldType::ConcealedKong, t, seat, money.deltas});
        push(Drew{seat, state_.wall.at(state_.wall.shape().tail()), true});
    } else if (type == ActionType::AddedKong) {
        push(KongAdded{seat, t});
    } else {  // Discard
        push(Discarded{seat, t, false, false});
        if (state_.follow_count == 4) {
            const Seat followed = state_.follow_seat;
            push(FollowDiscardPaid{followed, state_.follow_tile,
                                   handan_follow_discard_payments(followed).deltas});
        }
    }
    advance();
    return ActionError::Ok;
}

namespace {

// Concealed tiles of a hand: the 34 counts summed as words (each byte ≤ 4, so four words added
// bytewise stay ≤ 16 and the total < 256), loaded straight from the hand.
std::uint8_t concealed_total(const Hand& h) {
    std::uint64_t w[4];
    std::memcpy(w, h.concealed.data(), sizeof w);
    const std::uint64_t bytes = w[0] + w[1] + w[2] + w[3];
    return static_cast<std::uint8_t>(((bytes * 0x0101010101010101ull) >> 56) + h.concealed[32] +
                                     h.concealed[33]);
}

}  // namespace

SeatView::SeatView(const Ruleset& rules, const GameState& st, Seat s, const ActionList& legal_list)
    : seat(s),
      phase(st.phase),
      turn(st.turn),
      hand(st.seat(s).hand),
      has_fresh(st.seat(s).has_fresh),
      last_drawn(st.seat(s).has_fresh ? st.seat(s).last_drawn : Tile{}),
      declared(st.seat(s).declared),
      locked(st.seat(s).locked),
      locked_points(st.seat(s).locked_points),
      discard(st.phase == Phase::Response ? st.discard : Tile{}),
      discard_after_kong(st.phase == Phase::Response && st.discard_after_kong),
      ponds{st.seats[0].pond, st.seats[1].pond, st.seats[2].pond, st.seats[3].pond},
      kongs{st.seats[0].hand.kongs, st.seats[1].hand.kongs, st.seats[2].hand.kongs,
            st.seats[3].hand.kongs},
      kong_counts{st.seats[0].hand.kong_count, st.seats[1].hand.kong_count,
                  st.seats[2].hand.kong_count, st.seats[3].hand.kong_count},
      concealed_counts{concealed_total(st.seats[0].hand), concealed_total(st.seats[1].hand),
                       concealed_total(st.seats[2].hand), concealed_total(st.seats[3].hand)},
      declared_seats{st.seats[0].declared, st.seats[1].declared, st.seats[2].declared,
                     st.seats[3].declared},
      wall(st.wall.shape()),
      haolao(st.haolao),
      kongs_this_hand(st.kongs),
      melds{st.seats[0].melds, st.seats[1].melds, st.seats[2].melds, st.seats[3].melds},
      meld_counts{st.seats[0].meld_count, st.seats[1].meld_count, st.seats[2].meld_count,
                  st.seats[3].meld_count},
      pong_locks(st.seat(s).passed_pong),
      win_locked(st.seat(s).passed_win),
      rob_window(st.phase == Phase::Response && st.rob_window),
      dealer(st.dealer),
      streak(st.streak),
      rounds_done(st.rounds_done),
      hands_played(st.hands_played),
      standings(st.standings),
      legal(legal_list),
      rules_(&rules) {}

SeatView Game::view_of(const Ruleset& rules, const GameState& state, Seat seat) {
    static const ActionList kNone;
    return {rules, state, seat, kNone};
}

SeatView Game::view(Seat seat) const {
    static const ActionList kNone;
    const bool pending = hand_running() && pending_.has(seat);
    return {rules_, state_, seat, pending ? legal_[index(seat)] : kNone};
}

}  // namespace haolao
