#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fits hard's deal-in model (engine/src/agents/danger_model.h) on bench_danger's rows.

    # the rows of danger_model_coef.h (2026-12-02; seconds each):
    build/release/bench/bench_danger --hands 8000 --seed 5101 --out /tmp/danger-hefei-classic.bin
    build/release/bench/bench_danger --hands 6000 --seed 5102 --ruleset hefei-ting \
        --out /tmp/danger-hefei-ting.bin
    build/release/bench/bench_danger --hands 3000 --seed 5103 --ruleset hefei-bianfeng \
        --out /tmp/danger-hefei-bianfeng.bin
    /usr/bin/python3 scripts/fit_danger_model.py /tmp/danger-hefei-classic.bin \
        /tmp/danger-hefei-ting.bin /tmp/danger-hefei-bianfeng.bin \
        --header engine/src/agents/danger_model_coef.h
    clang-format -i engine/src/agents/danger_model_coef.h

Each row: label, chosen, hand, then the features (feature 0 is 1). Hands with number % 5 == 0 are
held out; the fit is a logistic regression by Newton's method with a small ridge (not on the
constant). Prints the held-out log-loss and calibration of the model, hard's sampled chance and
normal's heuristic, then writes the coefficients as a C++ header. Needs numpy (Debian:
python3-numpy).
"""
import argparse
import sys

import numpy as np

NAMES = ["one", "sampled", "log_sampled", "heur", "log_heur", "threat", "declared", "discards",
         "thrown", "passed", "suji_full", "suji_half", "suit_share", "suit_count", "unseen",
         "unseen0", "edge", "near_edge", "wall_left", "decl_log_sampled"]
NF = len(NAMES)


def load(paths):
    parts = [np.fromfile(p, dtype=np.float32).reshape(-1, 3 + NF) for p in paths]
    return parts


def logloss(y, p):
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def fit(X, y, ridge=1e-4, iters=40):
    """Newton's method with step halving on the penalised log-loss (ridge × rows on every
    coefficient but the constant)."""
    w = np.zeros(X.shape[1])
    w[0] = np.log(y.mean() / (1 - y.mean()))  # start at the base rate
    reg = np.full(X.shape[1], ridge * len(y))
    reg[0] = 0

    def loss(w):
        z = np.clip(X @ w, -30, 30)
        return float(np.sum(np.logaddexp(0, z) - y * z) + 0.5 * np.sum(reg * w * w))

    cur = loss(w)
    for _ in range(iters):
        z = np.clip(X @ w, -30, 30)
        p = 1 / (1 + np.exp(-z))
        g = X.T @ (p - y) + reg * w
        s = p * (1 - p)
        H = (X * s[:, None]).T @ X + np.diag(reg) + 1e-9 * np.eye(X.shape[1])
        step = np.linalg.solve(H, g)
        t = 1.0
        while t > 1e-4:
            nw = w - t * step
            nl = loss(nw)
            if nl <= cur:
                break
            t /= 2
        if nl > cur:
            break
        w, done = nw, cur - nl < 1e-7 * abs(cur)
        cur = nl
        if done:
            break
    return w


def calibration(name, y, p, bins=(0, .005, .01, .02, .05, .1, .2, .3, .5, 1.01)):
    print(f"  calibration of {name}: bin, rows, predicted mean, actual rate")
    for lo, hi in zip(bins[:-1], bins[1:]):
        m = (p >= lo) & (p < hi)
        if m.sum():
            print(f"    [{lo:.3f},{hi:.3f}) {int(m.sum()):8d} {p[m].mean():.4f} {y[m].mean():.4f}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--header")
    ap.add_argument("--ridge", type=float, default=1e-4)
    ap.add_argument("--max-rows", type=int, default=0, help="use only the first N rows per file")
    args = ap.parse_args()
    parts = load(args.files)
    if args.max_rows:
        parts = [p[:args.max_rows] for p in parts]
    rows = np.concatenate(parts)
    y = rows[:, 0].astype(np.float64)
    chosen = rows[:, 1] > 0.5
    hand = rows[:, 2].astype(np.int64)
    X = rows[:, 3:].astype(np.float64)
    test = hand % 5 == 0
    train = ~test
    print(f"rows {len(y)} (train {int(train.sum())}, held out {int(test.sum())}), "
          f"positive rate {y.mean():.4f}")
    w = fit(X[train], y[train], args.ridge)
    p_model = 1 / (1 + np.exp(-np.clip(X @ w, -30, 30)))
    # Baselines: hard's sampled chance, normal's heuristic, and the sampled chance recalibrated
    # (a logistic on its log alone), all on the held-out hands.
    cols_s = [0, 2]
    ws = fit(X[train][:, cols_s], y[train], args.ridge)
    p_srec = 1 / (1 + np.exp(-np.clip(X[:, cols_s] @ ws, -30, 30)))
    yt = y[test]
    res = {
        "model": logloss(yt, p_model[test]),
        "sampled (hard now)": logloss(yt, X[test, 1]),
        "sampled recalibrated": logloss(yt, p_srec[test]),
        "heuristic (normal)": logloss(yt, X[test, 3]),
        "base rate": logloss(yt, np.full(len(yt), y[train].mean())),
    }
    print("held-out log-loss:")
    for k, v in res.items():
        print(f"  {k:24s} {v:.5f}")
    # Ranking quality: AUC by the Mann-Whitney statistic.
    def auc(p):
        order = np.argsort(p, kind="stable")
        ranks = np.empty(len(p))
        ranks[order] = np.arange(1, len(p) + 1)
        pos = yt > 0.5
        npos = pos.sum()
        return float((ranks[pos].sum() - npos * (npos + 1) / 2) / (npos * (len(p) - npos)))
    print("held-out AUC: model %.4f, sampled %.4f, heuristic %.4f" %
          (auc(p_model[test]), auc(X[test, 1] + 1e-9 * X[test, 3]), auc(X[test, 3])))
    ct = chosen & test
    print("held-out chosen discards (normal's): rows %d, deal-ins %d, predicted: model %.1f, "
          "sampled %.1f, heuristic %.1f" % (ct.sum(), y[ct].sum(), p_model[ct].sum(),
                                            X[ct, 1].sum(), X[ct, 3].sum()))
    calibration("model", yt, p_model[test])
    calibration("sampled", yt, X[test, 1])
    print("coefficients:")
    for n, c in zip(NAMES, w):
        print(f"  {n:18s} {c:+.5f}")
    if args.header:
        with open(args.header, "w") as f:
            f.write("// SPDX-License-Identifier: GPL-3.0-or-later\n")
            f.write("// Generated by scripts/fit_danger_model.py (see its docstring for the\n")
            f.write("// commands): a logistic regression on bench_danger's rows from\n// ")
            f.write(", ".join(a.split('/')[-1] for a in args.files) + ".\n")
            f.write(f"// {len(y)} rows, held-out log-loss {res['model']:.5f} (hard's sampled\n"
                    f"// chance {res['sampled (hard now)']:.5f}, normal's heuristic "
                    f"{res['heuristic (normal)']:.5f}).\n")
            f.write("#pragma once\n\n#include <array>\n\nnamespace haolao::ai {\n\n")
            f.write(f"// By feature (danger_model.h's kDangerFeatureNames).\n")
            f.write(f"inline constexpr std::array<float, {NF}> kDangerCoef = {{\n")
            for n, c in zip(NAMES, w):
                f.write(f"    {c:+.6e}f,  // {n}\n")
            f.write("};\n\n}  // namespace haolao::ai\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
