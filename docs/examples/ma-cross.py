#!/usr/bin/env python3
"""An MA 5/20 crossover on a daily bar file: long when the 5-day mean of closes crosses above the 20-day
mean, flat when it crosses below; trades at the close of the crossing day, no costs. Writes the entries
and exits as a LiveChart marker file and the strategy's equity (1.0 at the start) as a series file.

    docs/examples/ma-cross.py BARS.csv MARKERS.csv EQUITY.csv [LAST_N_BARS]
    livechart kline BARS.csv --last N --markers MARKERS.csv --join EQUITY.csv --plot equity:area@new

Reads a CSV with `date` and `close` columns (the SPY_D.csv layout); standard library only."""
import csv
import sys

bars_path, markers_path, equity_path = sys.argv[1:4]
last = int(sys.argv[4]) if len(sys.argv) > 4 else None
rows = list(csv.DictReader(open(bars_path, newline="")))
dates = [r["date"] for r in rows]
closes = [float(r["close"]) for r in rows]
start = 0 if last is None else max(0, len(rows) - last)


def mean(n, i):
    return sum(closes[i - n + 1:i + 1]) / n if i >= n - 1 else None


equity, cash, shares = [], 1.0, 0.0
with open(markers_path, "w", newline="") as out:
    w = csv.writer(out)
    w.writerow(["time", "position", "shape", "color", "text"])
    for i in range(max(start, 20), len(rows)):
        fast, slow, fast0, slow0 = mean(5, i), mean(20, i), mean(5, i - 1), mean(20, i - 1)
        if shares == 0 and fast0 <= slow0 and fast > slow:
            shares, cash = cash / closes[i], 0.0
            w.writerow([dates[i], "below", "arrowUp", "", f"Buy {closes[i]:.2f}"])
        elif shares > 0 and fast0 >= slow0 and fast < slow:
            cash, shares = shares * closes[i], 0.0
            w.writerow([dates[i], "above", "arrowDown", "", f"Sell {closes[i]:.2f}"])
        equity.append((dates[i], cash + shares * closes[i]))
with open(equity_path, "w", newline="") as out:
    w = csv.writer(out)
    w.writerow(["date", "equity"])
    w.writerows((d, f"{e:.6f}") for d, e in equity)
