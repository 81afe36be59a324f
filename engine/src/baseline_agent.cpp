// The baseline agent: always takes a win, always kongs, declares when it can in a declaring
// room, and discards by a cheap connectivity score (no search), so four of them play fast.
#include <bit>
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
            if (a.type == ActionType::Win) return a;
        for (const Action& a : legal)
            if (a.type == ActionType::Kong) return a;
        if (view.phase == Phase::Response) return Action::pass();  // (Win was not legal)

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

        // Keep tiles that connect and the main suit (the 8-tile rule); throw the loosest.
        const Hand& h = view.hand;
        std::array<int, 3> suit_n{};
        for (int s = 0; s < 3; ++s) suit_n[s] = h.suit_count(static_cast<Suit>(s));
        int main_suit = 0;
        for (int s = 1; s < 3; ++s)
            if (suit_n[s] > suit_n[main_suit]) main_suit = s;

        int best_value = 1 << 30;
        Action best = legal[0];
        const int jitter = static_cast<int>(rng_.below(2));
        for (const Action& a : legal) {
            if (a.type != ActionType::Discard || a.declare) continue;
            const int c = a.tile.code();
            const int suit = c / 9;
            const int rank = c % 9;
            auto at = [&](int r) { return (r >= 0 && r < 9) ? int(h.concealed[suit * 9 + r]) : 0; };
            int conn = 0;
            conn += 6 * (at(rank) - 1);  // pairs and pungs
            conn += 3 * ((at(rank - 1) > 0) + (at(rank + 1) > 0));
            conn += 1 * ((at(rank - 2) > 0) + (at(rank + 2) > 0));
            int value = 2 * conn + 2 * suit_n[suit];
            if (suit == main_suit) value += 8;
            value = 4 * value + ((c + jitter) & 3);  // deterministic, slightly varied ties
            if (value < best_value) {
                best_value = value;
                best = a;
            }
        }
        return best;
    }

private:
    Rng rng_;
};

}  // namespace

std::unique_ptr<Agent> make_baseline_agent(std::uint64_t seed) {
    return std::make_unique<BaselineAgent>(seed);
}

}  // namespace haolao
