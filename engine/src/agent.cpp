// SPDX-License-Identifier: GPL-3.0-or-later
// SeatView helpers, the agent factory and the play drivers.
#include "haolao/agent.h"

#include <array>
#include <cstring>
#include <stdexcept>
#include <string>

#include "haolao/rng.h"

namespace haolao {

std::unique_ptr<Agent> make_baseline_agent(std::uint64_t seed);  // baseline_agent.cpp
std::unique_ptr<Agent> make_easy_agent(std::uint64_t seed);      // agents/easy.cpp
std::unique_ptr<Agent> make_normal_agent(std::uint64_t seed);    // agents/normal.cpp
// agents/normal.cpp: normal with other evaluation constants ("normal:tune=name=v,…"; nullptr
// for a malformed list). Development only, like hard's options.
std::unique_ptr<Agent> make_tuned_normal_agent(std::string_view tuning);
// agents/hard.cpp: "hard", or "hard:sims=N" / "hard:ms=N" / "hard:model" / "hard:value", "expert",
// "expert:ms=N"
// (nullptr for a malformed option).
std::unique_ptr<Agent> make_hard_agent(std::string_view name, std::uint64_t seed);

Agent::~Agent() = default;

TileCounts SeatView::seen() const {
    TileCounts seen{};
    for (const Pond& pond : ponds)  // (byte sums ≤ 4: the loop vectorises)
        for (int c = 0; c < kNumTileKinds; ++c)
            seen[c] = static_cast<std::uint8_t>(seen[c] + pond.counts[c]);
    // No kong and no meld on the table (almost every Hefei decision): nothing more, without a
    // loop over the seats whose own-seat test mispredicts.
    static_assert(sizeof kong_counts == 4 && sizeof meld_counts == 4, "one byte a seat");
    std::uint32_t kong_bytes = 0;
    std::uint32_t meld_bytes = 0;
    std::memcpy(&kong_bytes, kong_counts.data(), sizeof kong_bytes);
    std::memcpy(&meld_bytes, meld_counts.data(), sizeof meld_bytes);
    if ((kong_bytes | meld_bytes) == 0) return seen;
    for (int i = 0; i < 4; ++i) {
        if (i == index(seat)) continue;
        for (int k = 0; k < kong_counts[i]; ++k)
            seen[kongs[i][k].code()] = static_cast<std::uint8_t>(seen[kongs[i][k].code()] + 4);
        for (int k = 0; k < meld_counts[i]; ++k) {
            const Meld& m = melds[i][k];
            seen[m.tile.code()] =
                static_cast<std::uint8_t>(seen[m.tile.code()] + meld_tiles(m.type));
        }
    }
    return seen;
}

MeldedHand SeatView::melded_hand() const {
    MeldedHand h;
    h.concealed = hand.concealed;
    for (int k = 0; k < hand.kong_count; ++k)
        h.add_meld(Meld{MeldType::ConcealedKong, hand.kongs[k], seat});
    for (int k = 0; k < meld_counts[index(seat)]; ++k) h.add_meld(melds[index(seat)][k]);
    return h;
}

std::uint64_t agent_seed(std::uint64_t pot_seed, Seat seat) {
    return mix64(mix64(pot_seed) ^ (0xA6E47ull * static_cast<std::uint64_t>(index(seat) + 1)));
}

std::uint64_t decision_seed(std::uint64_t agent_seed, const SeatView& view) {
    // A decision's place in the pot: the hand, how far its wall has gone, the discards and kongs
    // so far, the phase and the seat. Two decisions of one seat never share all of these.
    auto key = static_cast<std::uint64_t>(view.hands_played);
    key = key * 257 + static_cast<std::uint64_t>(view.wall.remaining());
    int discards = 0;
    for (const Pond& p : view.ponds) discards += p.size;
    key = key * 257 + static_cast<std::uint64_t>(discards);
    key = key * 17 + static_cast<std::uint64_t>(view.kongs_this_hand);
    key = key * 8 + static_cast<std::uint64_t>(view.phase);
    key = key * 4 + static_cast<std::uint64_t>(index(view.seat));
    return mix64(agent_seed ^ mix64(key));
}

namespace {
constexpr std::array<std::string_view, 5> kAgentNames = {"baseline", "easy", "normal", "hard",
                                                         "expert"};
}

std::span<const std::string_view> agent_names() {
    return kAgentNames;
}

std::unique_ptr<Agent> make_agent(std::string_view name, std::uint64_t seed) {
    if (name == "baseline") return make_baseline_agent(seed);
    if (name == "easy") return make_easy_agent(seed);
    if (name == "normal") return make_normal_agent(seed);
    if (name.starts_with("normal:tune=")) return make_tuned_normal_agent(name.substr(12));
    if (name == "hard" || name.starts_with("hard:")) return make_hard_agent(name, seed);
    if (name == "expert" || name.starts_with("expert:")) return make_hard_agent(name, seed);
    return nullptr;
}

const HandResult& play_hand(Game& game, const std::array<Agent*, 4>& agents) {
    game.start_hand();
    return play_to_hand_end(game, agents);
}

const HandResult& play_to_hand_end(Game& game, const std::array<Agent*, 4>& agents) {
    while (game.hand_running()) {
        const SeatMask pending = game.to_act();
        const Seat first = game.state().turn;
        for (int i = 0; i < 4; ++i) {
            const Seat s = seat_from_index(index(first) + i);
            if (!pending.has(s)) continue;
            const Action a = agents[index(s)]->decide(game.view(s));
            const ActionError err = game.act(s, a);
            if (err != ActionError::Ok)
                throw std::logic_error(
                    std::string("agent at seat ") + seat_letter(s) +
                    " chose an illegal action: " + std::string(action_error_id(err)));
            break;  // the set of seats to ask may have changed
        }
    }
    return game.last_hand();
}

void play_pot(Game& game, const std::array<Agent*, 4>& agents) {
    play_to_hand_end(game, agents);  // (a resumed game may stop inside a hand)
    while (!game.pot_over()) play_hand(game, agents);
}

}  // namespace haolao
