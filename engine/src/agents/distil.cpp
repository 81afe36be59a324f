// SPDX-License-Identifier: GPL-3.0-or-later
// The distilled search's model (distil.h): a linear function of the raw features and a few
// interactions, fitted by scripts/fit_distil_model.py (which mirrors expand() below).
#include "agents/distil.h"

#include "agents/distil_model_coef.h"

namespace haolao::ai {

namespace {

// The raw features (hard.cpp's distil_features), by position.
enum Raw {
    kRank,
    kSafest,
    kEv,
    kWin,
    kValue,
    kWinValue,
    kDanger,
    kShanten,
    kUke,
    kShanten0,
    kUke0,
    kWin0,
    kDanger0,
    kEv0,
    kRounds,
    kThreatMax,
    kThreatSum,
    kDeclared,
    kStreak,
    kDealer,
    kRon,
    kDeclare,
    kDeclare0,
    kPond,
    kInSearch,
    kCount
};

// Constant, the raw features, then the interactions (the fit's columns, in order).
std::array<float, kDistilFeatures> expand(const std::array<float, kDistilRaw>& x) {
    std::array<float, kDistilFeatures> f{};
    int j = 0;
    f[j++] = 1.f;
    for (int i = 0; i < kDistilRaw; ++i) f[j++] = x[i];
    const float far = x[kShanten0] >= 2 ? 1.f : 0.f;
    f[j++] = x[kDanger] * x[kThreatMax];
    f[j++] = x[kDanger] * x[kRounds];
    f[j++] = x[kDanger] * far;
    f[j++] = x[kWin] * x[kRounds];
    f[j++] = x[kWinValue] * x[kRounds];
    f[j++] = x[kShanten] * x[kRounds];
    f[j++] = x[kShanten] * x[kThreatMax];
    f[j++] = x[kEv] * x[kThreatMax];
    f[j++] = x[kSafest] * x[kThreatMax];
    f[j++] = x[kSafest] * x[kShanten0];
    f[j++] = x[kUke] * x[kRounds];
    f[j++] = x[kRank] == 1 ? 1.f : 0.f;
    f[j++] = x[kRank] == 2 ? 1.f : 0.f;
    f[j++] = x[kRank] == 3 ? 1.f : 0.f;
    f[j++] = x[kShanten0] == 0 ? 1.f : 0.f;
    f[j++] = x[kShanten0] == 1 ? 1.f : 0.f;
    return f;
}

}  // namespace

std::vector<DistilRow>*& distil_sink() {
    static std::vector<DistilRow>* sink = nullptr;
    return sink;
}

const GameState*& distil_truth() {
    static const GameState* truth = nullptr;
    return truth;
}

float distil_advantage(const std::array<float, kDistilRaw>& x) {
    const auto f = expand(x);
    float z = 0;
    for (int i = 0; i < kDistilFeatures; ++i) z += kDistilCoef[i] * f[i];
    return z;
}

}  // namespace haolao::ai
