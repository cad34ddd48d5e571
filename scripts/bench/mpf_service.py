"""The peer of `livechart serve` for scripts/bench-service.sh: what a Python user would deploy for the same
job, a Flask app under gunicorn rendering with mplfinance. GET /v1/chart?file=NAME&last=N answers a 1200x800
PNG of the newest N daily candles with MA 5/10/20 and volume, drawn as scripts/bench/mpf_render.py draws it.

The parsed CSV is kept per file (a fair server would not parse it again for every request); every chart is
rendered anew (no image cache). Files come only from inside the folder named by MPF_SERVICE_DATA.
pyplot is not thread-safe: serve it with gunicorn's sync workers, one process per core:
    MPF_SERVICE_DATA=DIR gunicorn -w "$(nproc)" -b 127.0.0.1:8090 --chdir scripts/bench mpf_service:app
"""
import functools
import io
import os

import matplotlib

matplotlib.use("Agg")
import mplfinance as mpf  # noqa: E402
import pandas as pd  # noqa: E402
from flask import Flask, Response, abort, request  # noqa: E402

DATA = os.path.realpath(os.environ["MPF_SERVICE_DATA"])
app = Flask(__name__)


@functools.lru_cache(maxsize=64)
def bars(path, size, mtime_ns):
    """The file's bars; size and modification time in the key, so a changed file is read again."""
    return pd.read_csv(path, index_col=0, parse_dates=True)


def data_file(name):
    """The path of NAME inside DATA, or a 404 (a name leading outside, or no such file)."""
    path = os.path.realpath(os.path.join(DATA, name))
    if not name or os.path.commonpath([DATA, path]) != DATA or not os.path.isfile(path):
        abort(404)
    return path


@app.get("/healthz")
def healthz():
    return Response("ok\n", mimetype="text/plain")


@app.get("/v1/chart")
def chart():
    path = data_file(request.args.get("file", ""))
    last = request.args.get("last", "0")
    if not last.isdigit():
        abort(400)
    stat = os.stat(path)
    frame = bars(path, stat.st_size, stat.st_mtime_ns)
    if int(last) > 0:
        frame = frame.tail(int(last))
    png = io.BytesIO()
    # savefig makes mplfinance close the figure after writing it, so no figure outlives its request.
    mpf.plot(frame, type="candle", mav=(5, 10, 20), volume=True, figsize=(12, 8),
             savefig=dict(fname=png, dpi=100, format="png"))
    return Response(png.getvalue(), mimetype="image/png")
