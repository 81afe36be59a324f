#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Searches the evaluation's constants (eval.h's Tuning) by self-play: SPSA on duplicate points
per hand of `normal:tune=…` against three normal players (bench_agents --duplicate).

Every step perturbs all constants at once by ±c (relative, random signs), plays both on the same
fresh deals (the two runs in parallel), and moves each constant along the measured difference.
Development only: it prints the path and the final constants; nothing is written.

  scripts/tune_eval.py build/release/bench/bench_agents --steps 120 --deals 10000
"""
import argparse
import concurrent.futures
import math
import random
import re
import subprocess

DEFAULTS = {
    "loss": 1.7, "threat_slope": 14.0, "alive": 0.93, "final_wait": 5.0, "tsumo_share": 0.5,
    "pass_ron": 1.3, "zhi": 1.0, "zhi_start": 7.5, "que_thin": 0.3, "pure_near2": 0.08,
    "kan": 0.7, "seven_pairs": 0.5, "slower_bar": 1.2,
}
# Bounds that keep a constant meaningful (a chance stays a chance).
BOUNDS = {"alive": (0.5, 0.999), "tsumo_share": (0.0, 1.0), "slower_bar": (1.0, 3.0)}


def tune_name(values):
    return "normal:tune=" + ",".join(f"{k}={v:.5g}" for k, v in values.items())


def points(bench, values, seed, deals, ruleset):
    out = subprocess.run([bench, "--duplicate", tune_name(values), "normal", str(deals),
                          "--seed", str(seed), "--ruleset", ruleset],
                         capture_output=True, text=True, check=True).stdout
    m = re.search(r"^mean ([+-]?[0-9.]+) points/hand", out, re.M)
    if not m:
        raise RuntimeError("no mean in bench_agents output:\n" + out)
    return float(m.group(1))


def clamp(name, v):
    lo, hi = BOUNDS.get(name, (1e-3, 1e3))
    return min(hi, max(lo, v))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bench")
    ap.add_argument("--steps", type=int, default=120)
    ap.add_argument("--deals", type=int, default=10000)
    ap.add_argument("--ruleset", default="hefei-classic")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--c", type=float, default=0.1, help="relative perturbation")
    ap.add_argument("--a", type=float, default=0.3, help="step size (log units per point)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    # Searched in log space: a relative change of each constant.
    x = {k: math.log(v) for k, v in DEFAULTS.items()}
    pool = concurrent.futures.ThreadPoolExecutor(2)
    for k in range(args.steps):
        ck = args.c / (k + 1) ** 0.101
        ak = args.a / (k + 1 + 10) ** 0.602
        delta = {n: rng.choice((-1.0, 1.0)) for n in x}
        plus = {n: clamp(n, math.exp(x[n] + ck * delta[n])) for n in x}
        minus = {n: clamp(n, math.exp(x[n] - ck * delta[n])) for n in x}
        seed = 1_000_000 * args.seed + k
        fp, fm = pool.map(lambda v: points(args.bench, v, seed, args.deals, args.ruleset),
                          (plus, minus))
        for n in x:
            # (A step moves a constant by at most 5 %: one noisy pair cannot throw it far.)
            step = max(-0.05, min(0.05, ak * (fp - fm) / (2 * ck * delta[n])))
            x[n] = math.log(clamp(n, math.exp(x[n] + step)))
        print(f"step {k:3d} f+ {fp:+.3f} f- {fm:+.3f}  " +
              " ".join(f"{n}={math.exp(v):.3g}" for n, v in x.items()), flush=True)
    final = {n: math.exp(v) for n, v in x.items()}
    print(tune_name(final))


if __name__ == "__main__":
    main()
