#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Paired difference of two bench_agents --deals-out files over the same deals.

    scripts/paired_deals.py NEW.txt OLD.txt

Each file has "deal mean" lines (mean points per hand of the tested agent over the deal's four
seatings). Prints both means over the common deals and the mean of the per-deal difference NEW −
OLD with its standard error.
"""
import math
import sys


def read(path):
    out = {}
    with open(path) as f:
        for line in f:
            parts = line.split()
            if len(parts) == 2:
                out[int(parts[0])] = float(parts[1])
    return out


def main():
    a, b = read(sys.argv[1]), read(sys.argv[2])
    common = sorted(set(a) & set(b))
    n = len(common)
    if n < 2:
        print("fewer than 2 common deals")
        return 1
    d = [a[k] - b[k] for k in common]
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1)
    ma = sum(a[k] for k in common) / n
    mb = sum(b[k] for k in common) / n
    print(f"deals {n}: new {ma:+.4f} old {mb:+.4f} paired difference {mean:+.4f} "
          f"± {math.sqrt(var / n):.4f} (SE); deals that differ {sum(1 for x in d if x != 0)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
