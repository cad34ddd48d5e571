"""Times TA-Lib on the bars LiveChartBench wrote (five float64 arrays: open, high, low, close,
volume) and prints `talib<TAB>LABEL<TAB>ms` lines, best of five runs, labels as LiveChartBench's.

Each case computes the lines our indicator returns, so both sides do the same work: MTM, ROC,
TRIX and OBV come with their moving average, ATR with the true range, DMI with ADX as well as
ADXR, KDJ with J = 3K − 2D."""
import sys
import time

import numpy as np
import talib

data = np.fromfile(sys.argv[1], dtype=np.float64)
o, h, l, c, v = data.reshape(5, -1)

def with_ma(line, period):
    """The line and its simple moving average, as our MTM, ROC, TRIX and OBV return them."""
    return line, talib.SMA(line, period)


def kdj(k, d):
    """K, D and J = 3K − 2D, as our KDJ returns them."""
    return k, d, 3 * k - 2 * d


cases = {
    "SMA20": lambda: talib.SMA(c, 20),
    "EMA12": lambda: talib.EMA(c, 12),
    "MACD": lambda: talib.MACD(c, 12, 26, 9),
    "RSI14": lambda: talib.RSI(c, 14),
    "BOLL": lambda: talib.BBANDS(c, 20, 2, 2, 0),
    "KDJ": lambda: kdj(*talib.STOCH(h, l, c, 9, 3, 0, 3, 0)),
    "WMA10": lambda: talib.WMA(c, 10),
    "ATR14": lambda: (talib.TRANGE(h, l, c), talib.ATR(h, l, c, 14)),
    "OBV": lambda: with_ma(talib.OBV(c, v), 30),
    "SAR": lambda: talib.SAR(h, l, 0.02, 0.2),
    "DMI": lambda: (talib.PLUS_DI(h, l, c, 14), talib.MINUS_DI(h, l, c, 14), talib.ADX(h, l, c, 14), talib.ADXR(h, l, c, 14)),
    "CCI14": lambda: talib.CCI(h, l, c, 14),
    "ROC12": lambda: with_ma(talib.ROC(c, 12), 6),
    "MTM12": lambda: with_ma(talib.MOM(c, 12), 6),
    "TRIX12": lambda: with_ma(talib.TRIX(c, 12), 9),
    "WR10": lambda: talib.WILLR(h, l, c, 10),
}

for label, run in cases.items():
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    print(f"talib\t{label}\t{best * 1000:.3f}")
