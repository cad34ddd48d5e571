"""Renders the peer chart for scripts/bench-vs-mplfinance.sh: what a user of mplfinance would write
for the same job (candles, MA 5/10/20, volume, a 1200x800 PNG). Usage: mpf_render.py IN.csv OUT.png"""
import sys

import matplotlib

matplotlib.use("Agg")
import mplfinance as mpf  # noqa: E402
import pandas as pd  # noqa: E402

frame = pd.read_csv(sys.argv[1], index_col=0, parse_dates=True)
mpf.plot(frame, type="candle", mav=(5, 10, 20), volume=True, figsize=(12, 8),
         savefig=dict(fname=sys.argv[2], dpi=100))
