#!/usr/bin/env python3
"""Writes Tests/Fixtures/talib-stochrsi-400.csv: TA-Lib's stochastic RSI over the closes of
Tests/Fixtures/talib-synthetic-400.csv for parameter sets beyond talib-more-400.csv's 14,14,3, so the
warm-up of STOCHRSI is checked where its periods differ (N != M, D != KS, D = 1, M = 1).

Usage (any venv with the PyPI wheels numpy and TA-Lib 0.8.2):
    python3 -m venv /tmp/ta-venv && /tmp/ta-venv/bin/pip install numpy TA-Lib==0.8.2
    /tmp/ta-venv/bin/python scripts/golden/talib-stochrsi.py

Two kinds of columns, every value computed by TA-Lib:
- STOCHRSI_N_M_D_K/_D = talib.STOCHRSI(close, N, M, D, SMA): TA-Lib's own function, the fast stochastic
  of RSI(N); its lookback is RSI's (N) plus STOCHF's ((M - 1) + (D - 1)), so both lines start at N + M + D - 2.
- STOCHRSI_SLOW_N_M_KS_D_K/_D = talib.STOCH(rsi, rsi, rsi, M, KS, SMA, D, SMA) over rsi = talib.RSI(close, N):
  the slow stochastic of the RSI (TradingView's Stoch RSI), which TA-Lib has no single function for.
"""
import csv
import os
import numpy as np
import talib

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
SOURCE = os.path.join(ROOT, "Tests", "Fixtures", "talib-synthetic-400.csv")
TARGET = os.path.join(ROOT, "Tests", "Fixtures", "talib-stochrsi-400.csv")

FAST = [(14, 5, 3), (5, 14, 3), (14, 14, 1), (6, 9, 4), (2, 1, 1)]  # (N, M, D); 14,5,3 are TA-Lib's defaults
SLOW = [(14, 14, 2, 5), (9, 5, 4, 2)]  # (N, M, KS, D)

rows = [r for r in csv.reader(open(SOURCE)) if r and not r[0].startswith("#")]
header, body = rows[0], rows[1:]
c = np.array([float(r[header.index("Close")]) for r in body])
out = {"Close": c}
for n, m, d in FAST:
    out[f"STOCHRSI_{n}_{m}_{d}_K"], out[f"STOCHRSI_{n}_{m}_{d}_D"] = talib.STOCHRSI(c, n, m, d, 0)
for n, m, ks, d in SLOW:
    rsi = talib.RSI(c, n)
    out[f"STOCHRSI_SLOW_{n}_{m}_{ks}_{d}_K"], out[f"STOCHRSI_SLOW_{n}_{m}_{ks}_{d}_D"] = talib.STOCH(rsi, rsi, rsi, m, ks, 0, d, 0)

with open(TARGET, "w", newline="") as f:
    f.write("# Close of talib-synthetic-400.csv (own numpy random walk, default_rng(2026), 0.01 tick), public domain.\n")
    f.write(f"# TA-Lib C library {talib.__ta_version__.decode().split()[0]} via the PyPI wheel TA-Lib {talib.__version__}, float64 input, SMA (matype 0):\n")
    f.write("#   STOCHRSI_N_M_D_K/_D = talib.STOCHRSI(C, N, M, D, 0); STOCHRSI_SLOW_N_M_KS_D_K/_D = talib.STOCH(R, R, R, M, KS, 0, D, 0)\n")
    f.write("#   with R = talib.RSI(C, N). Regenerate: scripts/golden/talib-stochrsi.py.\n")
    names = list(out)
    f.write(",".join(names) + "\n")
    for i in range(len(c)):
        f.write(",".join(repr(float(out[k][i])) for k in names) + "\n")
print(f"wrote {TARGET}: {len(c)} rows, {len(names)} columns")
