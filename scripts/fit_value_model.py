#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Calibration of the offence's win chance and the fit of hard:value's model (issue 17, session 12).

    build/release/bench/bench_value --hands 200000 --seed 6101 --out /tmp/value-classic.bin
    /usr/bin/python3 scripts/fit_value_model.py /tmp/value-*.bin

Reads bench_value's rows (19 float32: won, points, hand, normal's predicted win chance, hard's
chain chance, shanten, ukeire, rounds left, unseen, wall, haolao draw, discards may win, declared
opponents, threat sum, threat max, value, own discards, dealer, declares). Prints the calibration
of normal's and hard's chain by predicted chance and by shanten, fits a logistic regression
(Newton, ridge 1e-4 × rows; hands with number % 5 == 0 held out), prints the held-out log-loss and
calibration, and the coefficients in the order of hard.cpp's `value_win` (the haolao-draw column
is constant in the data: folded into the intercept). Needs numpy (Debian python3-numpy).
"""
import sys

import numpy as np

COLUMNS = 19
NAMES = ("1 logit_chain sh0 sh0*r sh1 sh1*r sh2 sh2*r sh3+*r r log1p_uke uke/unseen*ready ron "
         "declared_opp threat_sum").split()


def features(d):
    chain = np.clip(d[:, 4], 1e-4, 0.999)
    sh, uke, r, unseen = d[:, 5], d[:, 6], d[:, 7] / 10, d[:, 8]
    cols = [np.ones(len(d)), np.log(chain / (1 - chain))]
    for s in (0, 1, 2):
        one = (sh == s).astype(float)
        cols += [one, one * r]
    cols += [(sh >= 3) * r, r, np.log1p(uke), uke / np.maximum(unseen, 1) * (sh == 0), d[:, 11],
             d[:, 12], d[:, 13]]
    return np.stack(cols, 1)


def log_loss(p, y):
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-(y * np.log(p) + (1 - y) * np.log(1 - p)).mean())


def main():
    files = sys.argv[1:]
    data = [np.fromfile(f, dtype=np.float32).reshape(-1, COLUMNS).astype(np.float64)
            for f in files]
    bins = [0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1.01]
    for f, d in zip(files, data):
        won, sh = d[:, 0], d[:, 5]
        print(f"{f}: {len(d)} rows, the seat won {won.mean():.4f}")
        for name, p in (("normal", d[:, 3]), ("hard chain", d[:, 4])):
            print(f"  {name}: [bin) rows predicted actual")
            for lo, hi in zip(bins[:-1], bins[1:]):
                m = (p >= lo) & (p < hi)
                if m.sum():
                    print(f"    [{lo:.2f},{hi:.2f}) {m.sum():8d} {p[m].mean():.3f} "
                          f"{won[m].mean():.3f}")
        print("  by shanten: rows, normal, hard chain, actual")
        for s in range(5):
            m = (sh == s) if s < 4 else (sh >= 4)
            if m.sum():
                print(f"    {s}{'+' if s == 4 else ' '} {m.sum():8d} {d[m, 3].mean():.3f} "
                      f"{d[m, 4].mean():.3f} {won[m].mean():.3f}")
    d = np.concatenate(data)
    x, y = features(d), d[:, 0]
    test = d[:, 2] % 5 == 0
    train = ~test
    w = np.zeros(x.shape[1])
    ridge = 1e-4 * train.sum()
    for _ in range(30):
        p = 1 / (1 + np.exp(-(x[train] @ w)))
        g = x[train].T @ (p - y[train]) + ridge * w
        h = (x[train] * (p * (1 - p))[:, None]).T @ x[train] + ridge * np.eye(len(w))
        step = np.linalg.solve(h, g)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    pm = 1 / (1 + np.exp(-(x @ w)))
    print("held-out log-loss: base", round(log_loss(np.full(test.sum(), y[train].mean()), y[test]), 5),
          "normal", round(log_loss(d[test, 3], y[test]), 5), "hard chain",
          round(log_loss(d[test, 4], y[test]), 5), "model", round(log_loss(pm[test], y[test]), 5))
    print("held-out by shanten: rows, model, actual")
    for s in range(5):
        m = test & ((d[:, 5] == s) if s < 4 else (d[:, 5] >= 4))
        print(f"  {s}{'+' if s == 4 else ' '} {m.sum():8d} {pm[m].mean():.3f} {y[m].mean():.3f}")
    for n, v in zip(NAMES, w):
        print(f"  {n:16s} {v:+.10f}")
    print("constexpr std::array<double, %d> w = {%s};" % (len(w), ", ".join(f"{v:.10f}" for v in w)))


if __name__ == "__main__":
    main()
