"""A loopback Binance-style market feed for LiveChart's fault-injection tests.

Replays a recording as Binance's kline stream would send it, then injects one fault, chosen by the
path: ws://127.0.0.1:PORT/ws/MODE/SESSION (each SESSION keeps its own place in the replay across
reconnects). It also answers Binance's REST klines at /api/v3/klines?session=SESSION&startTime=MS with the
bars the stream has closed so far, for the client's backfill.

The recording: every daily bar of BARS.csv (Binance's own BTCUSDT candles, Tests/Fixtures) as four kline
updates 1 s apart, the last one (x: true) carrying the file's exact values, the three before it partial
values on the way there. The drawn bars must equal the file's after every fault.

MODE:
  clean      the replay, then silence (the connection stays open)
  drop       the TCP connection is cut in the middle of a bar; the next 10 updates are lost
  dup        every update twice, and every 9th followed by a closed bar from 3 days before
  reorder    each bar's 2nd update sent before its 1st
  garbage    every 20th update followed by a bad message (not JSON, binary, 2 MiB, a hex price, …)
  badutf8    in the middle of a bar, a text frame whose bytes are not UTF-8 (the client must fail the connection
             with 1007, RFC 6455 §8.1, and open it again)
  stall      after a third of the replay nothing more is sent on that connection (it stays open)
  refuse     the first 3 handshakes are answered 503, then the replay
  flood      not the recording: ?count=N&start=MS minute klines (four updates a minute from MS, prices walking)
             sent as fast as the server can, then silence (LiveChartBench feed)

Usage: python server.py BARS.csv [--forever] [--tls CERT.pem KEY.pem]   (prints "PORT n"; exits when its
standard input closes, or with --forever when it is killed; with --tls, wss:// and https:// on the same port)
"""

import asyncio
import csv
import datetime
import json
import ssl
import sys
import threading
import urllib.parse

from websockets.asyncio.server import serve

UPDATES_PER_BAR = 4


def recording(path):
    """The bars (open time in ms and the file's texts) and the stream's messages, in order."""
    bars, messages = [], []
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            day = datetime.datetime.strptime(row["timestamp"], "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
            t = int(day.timestamp()) * 1000
            bars.append((t, row))
            o, h, l, c, v = (float(row[k]) for k in ("open", "high", "low", "close", "volume"))
            for j in range(1, UPDATES_PER_BAR + 1):
                final = j == UPDATES_PER_BAR
                share = j / UPDATES_PER_BAR
                if final:
                    texts = {k: row[k] for k in ("open", "high", "low", "close", "volume")}
                else:
                    cj = round(o + (c - o) * share, 2)
                    texts = {"open": row["open"], "close": f"{cj:.2f}",
                             "high": f"{max(o, cj, round(o + (h - o) * share, 2)):.2f}",
                             "low": f"{min(o, cj, round(o - (o - l) * share, 2)):.2f}",
                             "volume": f"{v * share:.6f}"}
                messages.append({"bar": len(bars) - 1, "final": final, "text": json.dumps({
                    "e": "kline", "E": t + j * 1000, "s": "BTCUSDT",
                    "k": {"t": t, "T": t + 86_399_999, "s": "BTCUSDT", "i": "1d",
                          "o": texts["open"], "h": texts["high"], "l": texts["low"], "c": texts["close"],
                          "v": texts["volume"], "q": "0", "n": j, "x": final}}, separators=(",", ":"))})
    return bars, messages


BARS, MESSAGES = recording(sys.argv[1])
GARBAGE = [
    "not json at all",
    '{"e":"kline","E":1',
    b"\x00\x01binary",
    '{"e":"depthUpdate","E":2,"s":"BTCUSDT"}',
    "x" * (2 << 20),
    '{"e":"kline","E":3,"k":{"t":0,"o":"0x10","h":"1","l":"1","c":"1","v":"1","q":"0"}}',
    '{"e":"kline","E":4,"k":{"t":0,"o":"2","h":"1","l":"3","c":"2","v":"1","q":"0"}}',
    '{"code":-1121,"msg":"Invalid symbol."}',
]


class Session:
    def __init__(self):
        self.position = 0      # the next message to send
        self.connections = 0
        self.refused = 0


SESSIONS = {}


def session(name):
    return SESSIONS.setdefault(name, Session())


def klines(query):
    """Binance's REST klines: the bars closed before the stream's position, from startTime on."""
    q = urllib.parse.parse_qs(query)
    s = session(q.get("session", [""])[0])
    start = int(q.get("startTime", ["0"])[0])
    sent = MESSAGES[s.position - 1]["bar"] if s.position > 0 else -1
    rows = []
    for t, row in BARS[: max(sent, 0)]:
        if t >= start:
            rows.append([t, row["open"], row["high"], row["low"], row["close"], row["volume"], t + 86_399_999, "0", 0, "0", "0", "0"])
    return json.dumps(rows)


async def process_request(connection, request):
    parts = urllib.parse.urlsplit(request.path)
    if parts.path == "/api/v3/klines":
        return connection.respond(200, klines(parts.query))
    segments = parts.path.strip("/").split("/")
    if len(segments) != 3 or segments[0] != "ws":
        return connection.respond(404, "no such stream\n")
    s = session(segments[2])
    if segments[1] == "refuse" and s.refused < 3:
        s.refused += 1
        return connection.respond(503, "try later\n")
    return None


def flood(query):
    """N minute-kline messages from startTime MS, four a minute, as Binance formats them (pre-encoded; the quote
    volume q is close × volume, so a timeline's average price follows the price)."""
    q = urllib.parse.parse_qs(query)
    count, start = int(q.get("count", ["1000"])[0]), int(q.get("start", ["0"])[0])
    texts, price = [], 100.0
    for i in range(count):
        t = start + (i // UPDATES_PER_BAR) * 60_000
        price = max(1.0, price + ((i * 7919) % 13 - 6) * 0.01)
        texts.append('{"e":"kline","E":%d,"s":"BENCH","k":{"t":%d,"T":%d,"s":"BENCH","i":"1m","o":"%.2f","c":"%.2f",'
                     '"h":"%.2f","l":"%.2f","v":"%d","q":"%.2f","x":%s}}'
                     % (t + (i % UPDATES_PER_BAR + 1) * 1000, t, t + 59_999, price, price, price + 0.05, price - 0.05,
                        i % 97 + 1, price * (i % 97 + 1), "true" if i % UPDATES_PER_BAR == UPDATES_PER_BAR - 1 else "false"))
    return texts


async def handler(ws):
    parts = urllib.parse.urlsplit(ws.request.path)
    _, mode, name = parts.path.strip("/").split("/")
    if mode == "flood":
        for text in flood(parts.query):
            await ws.send(text)
        await asyncio.Future()
    s = session(name)
    s.connections += 1
    if mode == "drop" and s.connections > 1:
        s.position = min(len(MESSAGES), s.position + 10)
    stall_at = len(MESSAGES) // 3 if mode == "stall" and s.connections == 1 else None
    drop_at = None
    bad_at = len(MESSAGES) // 2 + 1 if mode == "badutf8" and s.connections == 1 else None
    if mode == "drop" and s.connections == 1:
        drop_at = next(i for i in range(len(MESSAGES) * 2 // 5, len(MESSAGES)) if (i % UPDATES_PER_BAR) == 1)
    while s.position < len(MESSAGES):
        i = s.position
        if i == stall_at:
            await asyncio.Future()  # silent for good; the client must hang up
        if i == drop_at:
            ws.transport.abort()
            return
        if i == bad_at:
            await ws.send(b'{"e":"kline","s":"BTC\xff\xfeUSDT"}', text=True)
        message = MESSAGES[i]
        if mode == "reorder" and i % UPDATES_PER_BAR == 0 and i + 1 < len(MESSAGES):
            await ws.send(MESSAGES[i + 1]["text"])
            await ws.send(message["text"])
            s.position += 2
            await asyncio.sleep(0.002)
            continue
        await ws.send(message["text"])
        if mode == "dup":
            await ws.send(message["text"])
            if i % 9 == 0 and i >= 3 * UPDATES_PER_BAR:
                await ws.send(MESSAGES[i - 3 * UPDATES_PER_BAR - (i % UPDATES_PER_BAR) + UPDATES_PER_BAR - 1]["text"])
        if mode == "garbage" and i % 20 == 0:
            await ws.send(GARBAGE[(i // 20) % len(GARBAGE)])
        s.position += 1
        await asyncio.sleep(0.002)
    await asyncio.Future()  # the replay is over: stay open and quiet


async def main():
    tls = None
    if "--tls" in sys.argv:
        at = sys.argv.index("--tls")
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        tls.load_cert_chain(sys.argv[at + 1], sys.argv[at + 2])
    async with serve(handler, "127.0.0.1", 0, process_request=process_request, max_size=None, ping_interval=None,
                     compression=None, ssl=tls) as server:
        print("PORT", server.sockets[0].getsockname()[1], flush=True)
        done = asyncio.get_running_loop().create_future()
        loop = asyncio.get_running_loop()
        if "--forever" not in sys.argv:
            threading.Thread(target=lambda: (sys.stdin.read(), loop.call_soon_threadsafe(done.set_result, None)), daemon=True).start()
        await done


asyncio.run(main())
