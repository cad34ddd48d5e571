"""The batch peer for scripts/bench-batch.sh: a plain mplfinance loop, as a Python user would write it, drawing
the chart of scripts/bench/mpf_render.py (candles, MA 5/10/20, volume, 1200x800 PNG) for each CSV named in
LIST (one path a line) into OUT_DIR, in one process. Usage: mpf_batch.py LIST OUT_DIR. Prints charts/s."""
import os, sys, time

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import mplfinance as mpf  # noqa: E402
import pandas as pd  # noqa: E402

paths = [line.strip() for line in open(sys.argv[1]) if line.strip()]
start = time.perf_counter()
for path in paths:
    frame = pd.read_csv(path, index_col=0, parse_dates=True)
    mpf.plot(frame, type="candle", mav=(5, 10, 20), volume=True, figsize=(12, 8),
             savefig=dict(fname=os.path.join(sys.argv[2], os.path.basename(path)[:-4] + ".png"), dpi=100))
    plt.close("all")
elapsed = time.perf_counter() - start
print(f"mplfinance loop: {len(paths)} charts in {elapsed:.1f} s, {len(paths) / elapsed:.2f} charts/s")
