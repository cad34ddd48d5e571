#!/usr/bin/env python3
"""Writes Tests/Fixtures/talib-more-400.csv: TA-Lib's values for the indicators added in issue 16
(part 5) over the bars of Tests/Fixtures/talib-synthetic-400.csv.

Usage (any venv with the PyPI wheels numpy and TA-Lib 0.8.2):
    python3 -m venv /tmp/ta-venv && /tmp/ta-venv/bin/pip install numpy TA-Lib==0.8.2
    /tmp/ta-venv/bin/python scripts/golden/talib-more.py

Columns come in three kinds, each named in the file's header comment:
- TA-Lib functions called directly (talib.NAME, float64 input, parameters as in the column name);
- definitions composed from TA-Lib functions (HMA from talib.WMA, Keltner from talib.EMA and
  talib.ATR, Donchian/Ichimoku/Chandelier from talib.MAX/MIN, AO from talib.SMA, CMF from talib.SUM);
- definitions written out below as plain numpy loops (PVT, anchored VWAP, Supertrend after
  TradingView's Pine reference `pine_supertrend`), for indicators TA-Lib lacks.
Bar i is dated i days after 1970-01-01 (as the Swift tests label it), which the VWAP anchors use.
"""
import csv
import os
import numpy as np
import talib

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
SOURCE = os.path.join(ROOT, "Tests", "Fixtures", "talib-synthetic-400.csv")
TARGET = os.path.join(ROOT, "Tests", "Fixtures", "talib-more-400.csv")

rows = [r for r in csv.reader(open(SOURCE)) if r and not r[0].startswith("#")]
header, body = rows[0], rows[1:]
cols = {name: np.array([float(r[k]) for r in body]) for k, name in enumerate(header[:5])}
o, h, l, c, v = (cols[k] for k in ("Open", "High", "Low", "Close", "Volume"))
n = len(c)
out = {k: cols[k] for k in ("Open", "High", "Low", "Close", "Volume")}

def lag(x, k):
    y = np.full(n, np.nan)
    y[k:] = x[:n - k]
    return y

# --- TA-Lib functions, directly -------------------------------------------------------------
out["STOCH_K"], out["STOCH_D"] = talib.STOCH(h, l, c, 14, 3, 0, 3, 0)
out["STOCHF_K"], out["STOCHF_D"] = talib.STOCHF(h, l, c, 14, 3, 0)
out["STOCHRSI_K"], out["STOCHRSI_D"] = talib.STOCHRSI(c, 14, 14, 3, 0)
rsi = talib.RSI(c, 14)
out["STOCHRSI_SLOW_K"], out["STOCHRSI_SLOW_D"] = talib.STOCH(rsi, rsi, rsi, 14, 3, 0, 3, 0)
out["MFI14"] = talib.MFI(h, l, c, v, 14)
out["DX14"] = talib.DX(h, l, c, 14)
out["ADX14"] = talib.ADX(h, l, c, 14)
out["ADXR14"] = talib.ADXR(h, l, c, 14)
out["AROON_DOWN14"], out["AROON_UP14"] = talib.AROON(h, l, 14)
out["AROONOSC14"] = talib.AROONOSC(h, l, 14)
out["ULTOSC"] = talib.ULTOSC(h, l, c, 7, 14, 28)
out["CMO14"] = talib.CMO(c, 14)
out["PPO"] = talib.PPO(c, 12, 26, 1)  # matype 1 = EMA
out["PPO_signal"] = talib.EMA(out["PPO"], 9)  # TA-Lib EMA of the PPO line (the wrapper skips its leading NaNs)
out["APO"] = talib.APO(c, 12, 26, 1)
out["NATR14"] = talib.NATR(h, l, c, 14)
out["BOP"] = talib.BOP(o, h, l, c)
out["KAMA10"] = talib.KAMA(c, 10)
out["DEMA9"] = talib.DEMA(c, 9)
out["TEMA9"] = talib.TEMA(c, 9)
out["T3_5"] = talib.T3(c, 5, 0.7)
out["TRIMA20"] = talib.TRIMA(c, 20)
out["TRIMA21"] = talib.TRIMA(c, 21)
out["AD"] = talib.AD(h, l, c, v)
out["ADOSC"] = talib.ADOSC(h, l, c, v, 3, 10)

# --- composed from TA-Lib functions ---------------------------------------------------------
out["HMA9"] = talib.WMA(2 * talib.WMA(c, 9 // 2) - talib.WMA(c, 9), int(np.sqrt(9)))
ema20, atr10 = talib.EMA(c, 20), talib.ATR(h, l, c, 10)
out["KC_UPPER"], out["KC_MIDDLE"], out["KC_LOWER"] = ema20 + 2 * atr10, ema20, ema20 - 2 * atr10
up20, dn20 = talib.MAX(h, 20), talib.MIN(l, 20)
out["DC_UPPER"], out["DC_MIDDLE"], out["DC_LOWER"] = up20, (up20 + dn20) / 2, dn20
mid = lambda k: (talib.MAX(h, k) + talib.MIN(l, k)) / 2
tenkan, kijun = mid(9), mid(26)
out["ICH_TENKAN"], out["ICH_KIJUN"] = tenkan, kijun
out["ICH_SPANA"], out["ICH_SPANB"] = lag((tenkan + kijun) / 2, 25), lag(mid(52), 25)  # TradingView: offset 26 − 1
median = talib.MEDPRICE(h, l)
out["AO"] = talib.SMA(median, 5) - talib.SMA(median, 34)
spread = h - l
mfv = np.where(spread > 0, ((c - l) - (h - c)) / np.where(spread > 0, spread, 1), 0.0) * v
out["CMF20"] = talib.SUM(mfv, 20) / talib.SUM(v, 20)
atr22 = talib.ATR(h, l, c, 22)
out["CE_LONG"], out["CE_SHORT"] = talib.MAX(h, 22) - 3 * atr22, talib.MIN(l, 22) + 3 * atr22

# --- written-out definitions ----------------------------------------------------------------
pvt = np.zeros(n)
for i in range(1, n):
    pvt[i] = pvt[i - 1] + v[i] * (c[i] - c[i - 1]) / c[i - 1]
out["PVT"] = pvt

days = np.arange(n)
typical = (h + l + c) / 3
def vwap(keys):
    y, pv, vv, key = np.full(n, np.nan), 0.0, 0.0, None
    for i in range(n):
        if keys[i] != key:
            pv, vv, key = 0.0, 0.0, keys[i]
        pv += typical[i] * v[i]
        vv += v[i]
        y[i] = pv / vv if vv > 0 else typical[i]
    return y
out["VWAP_WEEK"] = vwap((days + 3) // 7)  # weeks start on Monday; 1970-01-01 was a Thursday
out["VWAP_MONTH"] = vwap((np.datetime64("1970-01-01") + days).astype("datetime64[M]").astype(int))
out["VWAP_ANCHOR100"] = np.where(days >= 100, vwap(days >= 100), np.nan)

def supertrend(atr, factor):
    """TradingView's Pine reference pine_supertrend(factor, atrPeriod) over the given ATR."""
    up, dn = np.full(n, np.nan), np.full(n, np.nan)
    pu = pl = pst = None  # previous final upper and lower band, previous supertrend
    for i in range(n):
        if np.isnan(atr[i]):
            pu = pl = pst = None
            continue
        src = (h[i] + l[i]) / 2
        upper, lower = src + factor * atr[i], src - factor * atr[i]
        if pu is None:
            direction = 1
        else:
            lower = lower if (lower > pl or c[i - 1] < pl) else pl
            upper = upper if (upper < pu or c[i - 1] > pu) else pu
            direction = (-1 if c[i] > upper else 1) if pst == pu else (1 if c[i] < lower else -1)
        st = lower if direction == -1 else upper
        (up if direction == -1 else dn)[i] = st
        pu, pl, pst = upper, lower, st
    return up, dn
out["ST_UP"], out["ST_DOWN"] = supertrend(atr10, 3)

with open(TARGET, "w", newline="") as f:
    f.write("# Bars: Open..Volume of talib-synthetic-400.csv (own numpy random walk, default_rng(2026), 0.01 tick), public domain.\n")
    f.write(f"# TA-Lib C library via the PyPI wheel TA-Lib {talib.__version__} (talib.<NAME>, float64 input, parameters as named):\n")
    f.write("#   STOCH(14,3,SMA,3,SMA) STOCHF(14,3,SMA) STOCHRSI(14,14,3,SMA) MFI DX ADX ADXR AROON AROONOSC ULTOSC(7,14,28) CMO\n")
    f.write("#   PPO/APO(12,26,EMA) NATR BOP KAMA DEMA TEMA T3(5,0.7) TRIMA AD ADOSC(3,10); PPO_signal = talib.EMA(PPO,9);\n")
    f.write("#   STOCHRSI_SLOW = talib.STOCH(RSI14,RSI14,RSI14,14,3,SMA,3,SMA) (TradingView's Stoch RSI 14,14,3,3).\n")
    f.write("# Composed from TA-Lib functions: HMA9 = WMA(2*WMA(C,4) - WMA(C,9), 3) (Alan Hull); KC = EMA(C,20) +- 2*ATR(10)\n")
    f.write("#   (StockCharts ChartSchool 'Keltner Channels'); DC = MAX(H,20)/MIN(L,20); Ichimoku tenkan 9, kijun 26, spans\n")
    f.write("#   from 52 shown 25 bars later (TradingView offset 26-1); AO = SMA(MEDPRICE,5) - SMA(MEDPRICE,34) (Bill Williams);\n")
    f.write("#   CMF20 = SUM(MFV,20)/SUM(V,20) (StockCharts ChartSchool 'Chaikin Money Flow'); CE = MAX(H,22) - 3*ATR(22),\n")
    f.write("#   MIN(L,22) + 3*ATR(22) (StockCharts ChartSchool 'Chandelier Exit').\n")
    f.write("# Written-out definitions (scripts/golden/talib-more.py): PVT (cumulative V*(C-C')/C'), VWAP of (H+L+C)/3 per\n")
    f.write("#   Monday week, per month and from bar 100 (bar i dated i days after 1970-01-01), Supertrend(10,3) after\n")
    f.write("#   TradingView's Pine reference pine_supertrend over talib.ATR(10). Regenerate: scripts/golden/talib-more.py.\n")
    names = list(out)
    f.write(",".join(names) + "\n")
    for i in range(n):
        f.write(",".join(repr(float(out[k][i])) for k in names) + "\n")
print(f"wrote {TARGET}: {n} rows, {len(names)} columns")
