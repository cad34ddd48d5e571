#!/usr/bin/env python3
"""Cross-checks the issue-16 indicators that TA-Lib lacks against pandas-ta-classic (a second,
independent implementation; not used by the tests). Prints, per line, how many bars both have and
the largest difference. Needs a venv with pandas-ta-classic and a debug build of livechart:

    python3 -m venv /tmp/pta-venv && /tmp/pta-venv/bin/pip install pandas-ta-classic
    swift build --product livechart
    /tmp/pta-venv/bin/python scripts/golden/pandas-ta-crosscheck.py

Known differences, by definition: pandas-ta's PVT is in percent (x100 of TradingView's ta.pvt);
its Ichimoku spans are shifted 26 bars (TradingView's, and ours, 25); its Supertrend ratchets only
the band of the current trend (TradingView's pine_supertrend, which ours follows, ratchets both),
so the trend agrees but the stops differ; its PVT and CMO start one bar later or sooner.
"""
import csv, datetime, os, subprocess, tempfile, warnings
import numpy as np, pandas as pd
warnings.filterwarnings("ignore")
import pandas_ta_classic as ta

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
rows = [r for r in csv.reader(open(os.path.join(ROOT, "Tests/Fixtures/talib-synthetic-400.csv"))) if r and not r[0].startswith("#")]
tmp = tempfile.mkdtemp()
bars = os.path.join(tmp, "bars.csv")
with open(bars, "w") as f:
    f.write("Date,Open,High,Low,Close,Volume\n")
    for i, r in enumerate(rows[1:]):
        f.write(f"{datetime.date(1970, 1, 1) + datetime.timedelta(days=i)},{','.join(r[:5])}\n")
tool = os.path.join(ROOT, ".build/debug/livechart")
def ours(convention):
    out = os.path.join(tmp, f"{convention}.csv")
    subprocess.run([tool, "indicators", bars, "--only", "HMA,SUPERTREND,CMF,PVT,AO,ICHIMOKU,DC,KAMA,CMO",
                    "--convention", convention, "-o", out], check=True)
    return pd.read_csv(out)
lib, tdx = ours("taLib"), ours("tdx")
df = pd.read_csv(bars)
h, l, c, v = df.High, df.Low, df.Close, df.Volume

def compare(name, theirs, mine, start=0):
    a, b = np.asarray(theirs, float)[start:], np.asarray(mine, float)[start:]
    both = ~np.isnan(a) & ~np.isnan(b)
    worst = np.max(np.abs(a[both] - b[both])) if both.any() else float("nan")
    print(f"{name:44s} bars {both.sum():3d}  NaN differs {int((np.isnan(a) != np.isnan(b)).sum()):2d}  max |diff| {worst:.3g}")

compare("HMA(9) vs hma", ta.hma(c, 9), lib["HMA.HMA"])
compare("AO(5,34) vs ao", ta.ao(h, l, 5, 34), lib["AO.AO"])
compare("CMF(20) vs cmf", ta.cmf(h, l, c, v, length=20), lib["CMF.CMF"])
compare("PVT vs pvt/100", ta.pvt(c, v) / 100, lib["PVT.PVT"])
compare("DC(20) upper vs donchian", ta.donchian(h, l, 20, 20).iloc[:, 2], lib["DC.UPPER"])
ich = ta.ichimoku(h, l, c)[0]
compare("ICHIMOKU tenkan vs ITS_9", ich["ITS_9"], lib["ICHIMOKU.TENKAN"])
compare("ICHIMOKU spanA vs ISA_9 one bar earlier", ich["ISA_9"].shift(-1), lib["ICHIMOKU.SPANA"])
compare("KAMA(10,2,30) vs kama", ta.kama(c, 10, 2, 30), lib["KAMA.KAMA"])
compare("CMO tdx vs cmo(talib=False)", ta.cmo(c, 14, talib=False), tdx["CMO.CMO"])
st = ta.supertrend(h, l, c, 10, 3.0)
compare("SUPERTREND taLib trend vs SUPERTd (from 100)", st.iloc[:, 1] == 1, ~np.isnan(lib["SUPERTREND.UP"]), 100)
compare("SUPERTREND taLib UP vs SUPERTl (from 100)", st.iloc[:, 2], lib["SUPERTREND.UP"], 100)
