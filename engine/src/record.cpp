// SPDX-License-Identifier: GPL-3.0-or-later
#include "haolao/record.h"

#include <optional>
#include <type_traits>
#include <variant>

namespace haolao {

int win_value(const Won& won) {
    int v = 0;
    for (const Payment& p : won.payments) v += p.points;
    return v;
}

WinKind win_kind(const Won& won) {
    if (won.by == WinBy::Discard)
        return (won.situations & kRobKong) ? WinKind::RobKong : WinKind::Ron;
    return (won.situations & kKongBloom) ? WinKind::KongBloom : WinKind::SelfDraw;
}

const char* win_kind_id(WinKind kind) {
    switch (kind) {
        case WinKind::Ron:
            return "ron";
        case WinKind::SelfDraw:
            return "self_draw";
        case WinKind::KongBloom:
            return "kong_bloom";
        case WinKind::RobKong:
            return "rob_kong";
    }
    return "ron";
}

std::array<int, 4> places_of(const std::array<int, 4>& points) {
    std::array<int, 4> places{};
    for (std::size_t i = 0; i < 4; ++i) {
        int better = 0;
        for (std::size_t j = 0; j < 4; ++j)
            if (points[j] > points[i]) ++better;
        places[i] = better + 1;
    }
    return places;
}

PotRecord summarize_pot(const ReplayHeader& /*header*/, const std::vector<Event>& events) {
    PotRecord pot;
    std::optional<HandRecord> hand;
    for (const Event& event : events) {
        std::visit(
            [&](const auto& e) {
                using T = std::decay_t<decltype(e)>;
                if constexpr (std::is_same_v<T, HandStarted>) {
                    hand.emplace();
                    hand->index = static_cast<int>(pot.hands.size());
                    hand->dealer = e.dealer;
                    hand->streak = e.streak;
                } else if constexpr (std::is_same_v<T, KongDeclared>) {
                    // A concealed kong (Hefei and Handan; Handan then pays it with KongPaid).
                    if (hand) ++hand->kongs[static_cast<std::size_t>(index(e.seat))];
                } else if constexpr (std::is_same_v<T, KongPaid>) {
                    // Handan kong money. Exposed and added kongs are counted here (an added
                    // kong robbed is never paid, so not counted); a concealed one was counted
                    // at its KongDeclared.
                    if (!hand) return;
                    if (e.type != MeldType::ConcealedKong)
                        ++hand->kongs[static_cast<std::size_t>(index(e.seat))];
                    for (std::size_t i = 0; i < 4; ++i) {
                        hand->kong_money[i] += e.deltas[i];
                        hand->deltas[i] += e.deltas[i];
                    }
                } else if constexpr (std::is_same_v<T, FollowDiscardPaid>) {
                    if (!hand) return;
                    for (std::size_t i = 0; i < 4; ++i) {
                        hand->follow_money[i] += e.deltas[i];
                        hand->deltas[i] += e.deltas[i];
                    }
                } else if constexpr (std::is_same_v<T, Won>) {
                    if (!hand) return;
                    hand->wins.push_back(e);
                    for (std::size_t i = 0; i < 4; ++i) hand->deltas[i] += e.deltas[i];
                } else if constexpr (std::is_same_v<T, HandEnded>) {
                    if (!hand) return;
                    hand->drawn = e.drawn;
                    for (std::size_t i = 0; i < 4; ++i) pot.points[i] += hand->deltas[i];
                    pot.hands.push_back(std::move(*hand));
                    hand.reset();
                } else if constexpr (std::is_same_v<T, PotEnded>) {
                    pot.finished = true;
                }
            },
            event);
    }
    pot.places = places_of(pot.points);
    return pot;
}

}  // namespace haolao
