#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The distilled search's model (issue 17, session 15; engine/src/agents/distil.h).

    # the committed fit (2026-12-03 session 15; rollouts on the true hidden hands; killed after
    # 8,100 and 8,200 hands, 301,596 rows):
    build/release/bench/bench_distil --hands 25000 --seed 15011 --sims 32 --truth 1 --out /tmp/t15011.bin
    build/release/bench/bench_distil --hands 25000 --seed 15012 --sims 32 --truth 1 --out /tmp/t15012.bin
    /usr/bin/python3 scripts/fit_distil_model.py /tmp/t1501*.bin \
        --header engine/src/agents/distil_model_coef.h
    clang-format -i engine/src/agents/distil_model_coef.h

Without --truth the rollouts play on hands dealt from the view (expert's search): biased towards
pushing (BENCHMARKS.md session 15). --hybrid keeps the rollouts' offence and hard's danger.

Reads bench_distil's rows (32 float32: hand, decision, candidate, label = mean rollout points of
the candidate − the first choice's, its SE, simulations, 26 raw features), expands the features as
distil.cpp's expand() does, fits a ridge least-squares model of the label (hands with number
% 5 == 0 held out; the decision ids are unique per file, so files are kept apart), and prints
on the held-out decisions what picking by the model would gain: for each margin, the mean label
of the chosen candidates per decision (an unbiased estimate of the rollouts' judgement of the
switch, since the labels are independent of the model's pick given the features). Needs numpy.
"""
import argparse

import numpy as np

COLUMNS = 32
RAW = ("rank safest ev win value winvalue danger shanten uke shanten0 uke0 win0 danger0 ev0 "
       "rounds threat_max threat_sum declared streak dealer ron declare declare0 pond in_search "
       "count").split()
R = {n: i for i, n in enumerate(RAW)}


def expand(x):
    c = lambda n: x[:, R[n]]
    far = (c("shanten0") >= 2).astype(np.float64)
    cols = [np.ones(len(x))] + [x[:, i] for i in range(len(RAW))]
    cols += [c("danger") * c("threat_max"), c("danger") * c("rounds"), c("danger") * far,
             c("win") * c("rounds"), c("winvalue") * c("rounds"), c("shanten") * c("rounds"),
             c("shanten") * c("threat_max"), c("ev") * c("threat_max"),
             c("safest") * c("threat_max"), c("safest") * c("shanten0"), c("uke") * c("rounds"),
             (c("rank") == 1) * 1.0, (c("rank") == 2) * 1.0, (c("rank") == 3) * 1.0,
             (c("shanten0") == 0) * 1.0, (c("shanten0") == 1) * 1.0]
    return np.stack(cols, 1).astype(np.float64)


NAMES = (["1"] + RAW + ["danger*threat", "danger*rounds", "danger*far", "win*rounds",
                        "winvalue*rounds", "shanten*rounds", "shanten*threat", "ev*threat",
                        "safest*threat", "safest*shanten0", "uke*rounds", "rank1", "rank2",
                        "rank3", "sh0_ready", "sh0_one"])


def load(paths):
    parts = []
    for k, p in enumerate(paths):
        d = np.fromfile(p, dtype=np.float32).reshape(-1, COLUMNS).astype(np.float64)
        d[:, 1] += 1e7 * k  # decision ids unique across files
        parts.append(d)
    return np.concatenate(parts)


def gain(d, pred, margin):
    """Mean label of the model's pick per decision (0 when it keeps the first choice)."""
    dec = d[:, 1]
    order = np.lexsort((-pred, dec))
    ds, ps, ls = dec[order], pred[order], d[order, 3]
    first = np.ones(len(ds), bool)
    first[1:] = ds[1:] != ds[:-1]
    take = first & (ps > margin)
    decisions = first.sum()
    return ls[take].sum() / decisions, take.sum() / decisions, decisions


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--header")
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--hybrid", action="store_true",
                    help="offence from the rollouts, defence from hard: the columns that read the "
                    "danger or ev are left out of the fit and the danger difference weighs -1")
    args = ap.parse_args()
    d = load(args.files)
    hold = (d[:, 0] % 5) == 0
    X = expand(d[:, 6:])
    y = d[:, 3]
    print(f"{len(d)} rows, {len(np.unique(d[:, 1]))} decisions; label mean {y.mean():+.3f} "
          f"sd {y.std():.3f}, mean SE {d[:, 4].mean():.3f}")
    drop = [i for i, n in enumerate(NAMES) if "danger" in n or n.startswith("ev")]
    if args.hybrid:
        X[:, drop] = 0
    Xt, yt = X[~hold], y[~hold]
    # Standardise for the ridge, then fold the scale back.
    mu, sd = Xt.mean(0), Xt.std(0)
    mu[0], sd[0] = 0, 1
    sd[sd == 0] = 1
    Z = (Xt - mu) / sd
    A = Z.T @ Z + args.ridge * np.eye(Z.shape[1])
    A[0, 0] -= args.ridge
    wz = np.linalg.solve(A, Z.T @ yt)
    w = wz / sd
    w[0] = wz[0] - (wz[1:] * mu[1:] / sd[1:]).sum()
    if args.hybrid:
        w[drop] = 0
        w[NAMES.index("danger")] = -1
        X = expand(d[:, 6:])
    for name, pr in (("train", ~hold), ("held out", hold)):
        p = X[pr] @ w
        res = y[pr] - p
        noise = (d[pr, 4] ** 2).mean()
        print(f"{name}: R² {1 - res.var() / y[pr].var():.4f}; explainable share "
              f"{1 - noise / y[pr].var():.4f} (label noise var {noise:.3f})")
    ph = X[hold] @ w
    dh = d[hold]
    print("held out: margin → mean label gain per decision, switch rate")
    for m in (0.0, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 1.5):
        g, rate, n = gain(dh, ph, m)
        print(f"  {m:4.2f}: {g:+.4f} points, switches {rate:.3f} of {n} decisions")
    # The labels' own pick (optimistic: selection on noise) and bare rules, for scale.
    g, rate, n = gain(dh, dh[:, 3], 0.0)
    print(f"  labels' own argmax (biased upward): {g:+.4f}, switches {rate:.3f}")
    for i, (n_, wi) in enumerate(zip(NAMES, w)):
        print(f"  {n_:16s} {wi:+.5f}")
    if args.header:
        with open(args.header, "w") as f:
            f.write("// SPDX-License-Identifier: GPL-3.0-or-later\n"
                    "// Generated by scripts/fit_distil_model.py: do not edit.\n#pragma once\n\n"
                    "#include <array>\n\nnamespace haolao::ai {\n\n"
                    f"inline constexpr int kDistilFeatures = {len(w)};\n"
                    "inline constexpr std::array<float, kDistilFeatures> kDistilCoef = {\n")
            f.write(",\n".join(f"    {v:.8e}f" for v in w))
            f.write("};\n\n}  // namespace haolao::ai\n")


if __name__ == "__main__":
    main()
