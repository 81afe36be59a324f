// SPDX-License-Identifier: GPL-3.0-or-later
// hard's deal-in model (danger_model.h): features from the SeatView, and the fitted logistic.
#include "agents/danger_model.h"

#include <cmath>

#include "agents/danger_model_coef.h"

namespace haolao::ai {

const std::array<const char*, kDangerFeatures> kDangerFeatureNames = {
    "one",      "sampled", "log_sampled", "heur",      "log_heur",  "threat",          "declared",
    "discards", "thrown",  "passed",      "suji_full", "suji_half", "suit_share",      "suit_count",
    "unseen",   "unseen0", "edge",        "near_edge", "wall_left", "decl_log_sampled"};

DangerFeatures danger_features(const SeatView& view, const Table& table, int o, Tile t,
                               float sampled) {
    DangerFeatures x{};
    const int suit = static_cast<int>(t.suit());
    const int r = t.rank();
    const Pond& pond = view.ponds[o];
    const bool declared = view.declared_seats[o];
    float heur = 0;
    if (suit <= 2 && table.threat[o] > 0)
        heur = std::min(table.threat[o] * 3.f * table.suit_share[o][suit] * 0.09f *
                            wait_shapes(table, t) / 20.f,
                        0.9f);
    bool thrown = false;
    bool low = false;   // threw r − 3 (same suit)
    bool high = false;  // threw r + 3
    for (int i = 0; i < pond.size; ++i) {
        const Tile p = pond.tiles[i];
        if (p == t) thrown = true;
        if (static_cast<int>(p.suit()) == suit && suit <= 2) {
            if (p.rank() == r - 3) low = true;
            if (p.rank() == r + 3) high = true;
        }
    }
    // Sides a two-sided wait on t could come from: below needs r − 3 ≥ 1, above r + 3 ≤ 9.
    const bool need_low = r - 3 >= 1;
    const bool need_high = r + 3 <= 9;
    const bool full = (!need_low || low) && (!need_high || high);
    const bool half = (need_low && low) || (need_high && high);
    bool passed = false;
    for (Seat s = next(seat_from_index(o)); s != view.seat; s = next(s)) {
        const Pond& px = view.ponds[index(s)];
        if (px.size > 0 && px.tiles[px.size - 1] == t) passed = true;
    }
    const int count = suit <= 2 ? table.suit_discards[o][suit] : 0;
    const float unseen = float(table.unseen[t.code()]);
    x[0] = 1;
    x[1] = sampled;
    x[2] = std::log(sampled + 0.002f);
    x[3] = heur;
    x[4] = std::log(heur + 0.002f);
    x[5] = declared ? 1.f : table.threat[o];
    x[6] = declared ? 1.f : 0.f;
    x[7] = float(pond.size) / 10.f;
    x[8] = thrown ? 1.f : 0.f;
    x[9] = passed ? 1.f : 0.f;
    x[10] = full ? 1.f : 0.f;
    x[11] = half ? 1.f : 0.f;
    x[12] = float(count) / float(std::max<int>(1, pond.size));
    x[13] = float(count) / 10.f;
    x[14] = unseen / 4.f;
    x[15] = unseen == 0 ? 1.f : 0.f;
    x[16] = r == 1 || r == 9 ? 1.f : 0.f;
    x[17] = r == 2 || r == 8 ? 1.f : 0.f;
    x[18] = float(table.wall_left) / 100.f;
    x[19] = declared ? x[2] : 0.f;
    return x;
}

float danger_model(const DangerFeatures& x) {
    float z = 0;
    for (int i = 0; i < kDangerFeatures; ++i)
        z += kDangerCoef[static_cast<std::size_t>(i)] * x[static_cast<std::size_t>(i)];
    return 1.f / (1.f + std::exp(-z));
}

}  // namespace haolao::ai
