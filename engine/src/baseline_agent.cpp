// The baseline agent: always takes a win, always kongs, declares when it can in a declaring
// room, and discards by a cheap connectivity score (no search), so four of them play fast.
#include <bit>
#include <cstdint>
#include <memory>

#include "haolao/agent.h"
#include "haolao/hand.h"
#include "haolao/rng.h"

namespace haolao {

namespace {

class BaselineAgent final : public Agent {
  public:
    explicit BaselineAgent(std::uint64_t seed) : rng_(seed) {}

    Action decide(const SeatView& view) override {
        const ActionList& legal = view.legal;
        for (const Action& a : legal)
            if (a.type == ActionType::Win || a.type == ActionType::Kong) return a;  // win first
        if (view.phase == Phase::Response) return Action::pass();  // (Win was not legal)
        if (view.declared) return legal[0];                        // the only discard

        // Declaring room: declare with the discard that leaves the most waits.
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
        return Action::discard(loosest_tile(view.hand));
    }

  private:
    // Keep tiles that connect and the longest suit (the 8-tile rule asks for 8 of one suit);
    // throw the loosest: one packed key per held kind, the minimum wins.
    Tile loosest_tile(const Hand& h) {
        int suit_n[3] = {0, 0, 0};
        for (int s = 0; s < 3; ++s) {
            for (int r = 0; r < 9; ++r) suit_n[s] += h.concealed[s * 9 + r];
        }
        for (int k = 0; k < h.kong_count; ++k)
            if (!h.kongs[k].is_honor()) suit_n[static_cast<int>(h.kongs[k].suit())] += 4;
        int main_suit = 0;
        for (int s = 1; s < 3; ++s)
            if (suit_n[s] > suit_n[main_suit]) main_suit = s;

        const int jitter = static_cast<int>(rng_.next() & 1u);
        unsigned best = ~0u;
        for (int s = 0; s < 3; ++s) {
            const std::uint8_t* n = h.concealed.data() + 9 * s;
            // Ranks held, shifted up by two so neighbours need no bounds checks; then only the
            // held ranks are scored (about ten kinds, not 27).
            unsigned held = 0;
            for (int r = 0; r < 9; ++r) held |= static_cast<unsigned>(n[r] != 0) << r;
            const unsigned padded = held << 2;
            const int suit_weight = 2 * suit_n[s] + (s == main_suit ? 12 : 0);
            for (unsigned bits = held; bits; bits &= bits - 1) {
                const int r = std::countr_zero(bits);
                const int near = static_cast<int>(((padded >> (r + 1)) & 1u) +
                                                  ((padded >> (r + 3)) & 1u));
                const int far =
                    static_cast<int>(((padded >> r) & 1u) + ((padded >> (r + 4)) & 1u));
                const int conn = 6 * (n[r] - 1) + 3 * near + far;
                const unsigned value = static_cast<unsigned>(2 * conn + suit_weight + 16);
                const unsigned key = (value << 8) |
                                     (static_cast<unsigned>((s * 9 + r + jitter) & 3) << 6) |
                                     static_cast<unsigned>(s * 9 + r);
                best = key < best ? key : best;
            }
        }
        return Tile::from_code(static_cast<int>(best & 63u));
    }

    Rng rng_;
};

}  // namespace

std::unique_ptr<Agent> make_baseline_agent(std::uint64_t seed) {
    return std::make_unique<BaselineAgent>(seed);
}

}  // namespace haolao
