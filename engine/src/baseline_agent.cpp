// SPDX-License-Identifier: GPL-3.0-or-later
// The baseline agent: always takes a win, always kongs, declares when it can in a declaring
// room, and discards by a cheap connectivity score (no search), so four of them play fast.
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>

#include "haolao/agent.h"
#include "haolao/hand.h"
#include "haolao/meld.h"
#include "haolao/rng.h"

namespace haolao {

namespace {

// 2 × (3 × (neighbours held) + (tiles two ranks away held)): a kind's connection score, doubled
// as the key uses it, from the five presence bits around its rank (bit 2 is the rank itself).
constexpr std::array<std::uint8_t, 32> kConnections2 = [] {
    std::array<std::uint8_t, 32> t{};
    for (int w = 0; w < 32; ++w)
        t[w] = static_cast<std::uint8_t>(
            2 * (3 * (((w >> 1) & 1) + ((w >> 3) & 1)) + ((w & 1) + ((w >> 4) & 1))));
    return t;
}();

// The low byte of a kind's key: the jittered tie-break, then the code itself.
constexpr std::array<std::array<std::uint8_t, 27>, 2> kTieBreaks = [] {
    std::array<std::array<std::uint8_t, 27>, 2> t{};
    for (int jitter = 0; jitter < 2; ++jitter)
        for (int code = 0; code < 27; ++code)
            t[jitter][code] = static_cast<std::uint8_t>((((code + jitter) & 3) << 6) | code);
    return t;
}();

class BaselineAgent final : public Agent {
  public:
    explicit BaselineAgent(std::uint64_t seed) : seed_(seed) {}

    Action decide(const SeatView& view) override {
        const ActionList& legal = view.legal;
        if (legal.has(ActionType::Win) || legal.has(ActionType::Kong))
            for (const Action& a : legal)
                if (a.type == ActionType::Win || a.type == ActionType::Kong) return a;  // win first
        if (view.rules().scoring == ScoringModel::HandanFan) return decide_handan(view);
        if (view.phase == Phase::Response) return Action::pass();  // (Win was not legal)
        if (view.declared) return legal[0];                        // the only discard

        // Declaring room: declare with the discard that leaves the most waits.
        if (legal.has_declare()) {
            int best_waits = 0;
            Action declare{};
            for (const Action& a : legal) {
                if (a.type != ActionType::Discard || !a.declare) continue;
                Hand h = view.hand;
                h.remove(a.tile);
                const int n = std::popcount(wait_mask(h, view.rules()));
                if (n > best_waits) {
                    best_waits = n;
                    declare = a;
                }
            }
            if (best_waits > 0) return declare;
        }
        return Action::discard(loosest_tile(view.hand, decision_seed(seed_, view) & 1u));
    }

  private:
    // Handan (RULES.md §3), after a win and a concealed kong were not available: a pong or kong
    // whenever it does not raise the shanten (meld.h), else pass or the loosest discard.
    Action decide_handan(const SeatView& view) const {
        const ActionList& legal = view.legal;
        const Ruleset& rules = view.rules();
        const MeldedHand now = view.melded_hand();
        const int before = shanten(now, rules);
        const Action* pong = nullptr;
        for (const Action& a : legal) {
            const int code = a.tile.code();
            MeldedHand h = now;
            if (a.type == ActionType::Pong) {
                h.concealed[code] = static_cast<std::uint8_t>(h.concealed[code] - 2);
                h.add_meld(Meld{MeldType::Pong, a.tile, view.turn});
            } else if (a.type == ActionType::ExposedKong) {
                h.concealed[code] = static_cast<std::uint8_t>(h.concealed[code] - 3);
                h.add_meld(Meld{MeldType::ExposedKong, a.tile, view.turn});
            } else if (a.type == ActionType::AddedKong) {
                h.remove(a.tile);
                for (int k = 0; k < h.meld_count; ++k)
                    if (h.melds[k].type == MeldType::Pong && h.melds[k].tile == a.tile)
                        h.melds[k].type = MeldType::AddedKong;
            } else {
                continue;
            }
            if (shanten(h, rules) > before) continue;
            if (a.type == ActionType::Pong) {
                pong = &a;  // (a kong of the same tile, listed after, is preferred)
                continue;
            }
            return a;
        }
        if (pong) return *pong;
        if (view.phase == Phase::Response) return Action::pass();
        return Action::discard(handan_discard(view.hand, decision_seed(seed_, view) & 1u));
    }

    // A lone honor first (it joins no run), else the loosest suited tile, else any honor.
    static Tile handan_discard(const Hand& h, unsigned tie_break) {
        constexpr int kFirstHonor = 27;
        for (int c = kFirstHonor; c < kNumTileKinds; ++c)
            if (h.concealed[c] == 1) return Tile::from_code(c);
        for (int c = 0; c < kFirstHonor; ++c)
            if (h.concealed[c]) return loosest_tile(h, tie_break);
        for (int c = kFirstHonor; c < kNumTileKinds; ++c)
            if (h.concealed[c]) return Tile::from_code(c);
        return Tile{};  // (no tile: not reached, a turn holds tiles)
    }

    // Keep tiles that connect and the longest suit (the 8-tile rule asks for 8 of one suit);
    // throw the loosest: one packed key per held kind, the minimum wins.
    static Tile loosest_tile(const Hand& h, unsigned tie_break) {
        // Per suit: its tile count (kongs included) and the ranks held (bit r), eight ranks at a
        // time as bytes.
        int suit_n[3];
        unsigned held[3];
        for (int s = 0; s < 3; ++s) {
            suit_n[s] = h.suit_count(static_cast<Suit>(s));
            const std::uint8_t* n = h.concealed.data() + 9 * s;
            std::uint64_t low;  // ranks 1-8, one count (0-4) per byte
            std::memcpy(&low, n, sizeof low);
            // A byte's top bit: count ≠ 0; one multiply gathers the eight top bits.
            const std::uint64_t nonzero = (low + 0x7f7f7f7f7f7f7f7full) & 0x8080808080808080ull;
            held[s] = static_cast<unsigned>((nonzero * 0x0002040810204081ull) >> 56) |
                      (static_cast<unsigned>(n[8] != 0) << 8);
        }
        int main_suit = 0;
        for (int s = 1; s < 3; ++s)
            if (suit_n[s] > suit_n[main_suit]) main_suit = s;

        const std::uint8_t* tie_breaks = kTieBreaks[tie_break].data();
        unsigned best = ~0u;
        for (int s = 0; s < 3; ++s) {
            const std::uint8_t* n = h.concealed.data() + 9 * s;
            const std::uint8_t* tie = tie_breaks + 9 * s;
            // Shifted up by two so the five bits around rank r start at bit r.
            const unsigned padded = held[s] << 2;
            // value = 2 × connection + suit weight + 16, the connection being
            // 6 × (count - 1) + 3 × neighbours + two-aways.
            const int base = 2 * suit_n[s] + (s == main_suit ? 12 : 0) + 16 - 12;
            for (unsigned bits = held[s]; bits; bits &= bits - 1) {
                const int r = std::countr_zero(bits);
                const auto value =
                    static_cast<unsigned>(12 * n[r] + kConnections2[(padded >> r) & 31u] + base);
                const unsigned key = (value << 8) | tie[r];
                best = key < best ? key : best;
            }
        }
        return Tile::from_code(static_cast<int>(best & 63u));
    }

    std::uint64_t seed_;  // the tie-break is a pure function of it and the decision (agent.h)
};

}  // namespace

std::unique_ptr<Agent> make_baseline_agent(std::uint64_t seed) {
    return std::make_unique<BaselineAgent>(seed);
}

}  // namespace haolao
