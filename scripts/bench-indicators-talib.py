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


def stochrsi(n, m, ks, d):
    """TradingView's StochRSI as our STOCHRSI returns it: slow stochastic (K smoothed over KS, D over D) of RSI(N)."""
    rsi = talib.RSI(c, n)
    return talib.STOCH(rsi, rsi, rsi, m, ks, 0, d, 0)


def ppo(fast, slow, signal):
    """PPO with EMAs, its EMA signal line and the histogram, as our PPO returns them."""
    line = talib.PPO(c, fast, slow, 1)
    sig = talib.EMA(line, signal)
    return line, sig, line - sig


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
    "STOCH": lambda: talib.STOCH(h, l, c, 14, 3, 0, 3, 0),
    "STOCHF": lambda: talib.STOCHF(h, l, c, 14, 3, 0),
    "STOCHRSI": lambda: stochrsi(14, 14, 3, 3),
    "MFI14": lambda: talib.MFI(h, l, c, v, 14),
    "ADX14": lambda: talib.ADX(h, l, c, 14),
    "DX14": lambda: talib.DX(h, l, c, 14),
    "AROON14": lambda: talib.AROON(h, l, 14),
    "AROONOSC14": lambda: talib.AROONOSC(h, l, 14),
    "ULTOSC": lambda: talib.ULTOSC(h, l, c, 7, 14, 28),
    "CMO14": lambda: talib.CMO(c, 14),
    "PPO": lambda: ppo(12, 26, 9),
    "APO": lambda: talib.APO(c, 12, 26, 1),
    "NATR14": lambda: talib.NATR(h, l, c, 14),
    "BOP": lambda: talib.BOP(o, h, l, c),
    "KAMA10": lambda: talib.KAMA(c, 10),
    "DEMA9": lambda: talib.DEMA(c, 9),
    "TEMA9": lambda: talib.TEMA(c, 9),
    "T3": lambda: talib.T3(c, 5, 0.7),
    "TRIMA20": lambda: talib.TRIMA(c, 20),
    "AD": lambda: talib.AD(h, l, c, v),
    "ADOSC": lambda: talib.ADOSC(h, l, c, v, 3, 10),
}

for label, run in cases.items():
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    print(f"talib\t{label}\t{best * 1000:.3f}")
