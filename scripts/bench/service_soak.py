"""Mixed good and bad requests against a running `livechart serve`, for a soak (scripts/soak-service.sh).

Usage: service_soak.py PORT PID SECONDS TOKEN [RATE]   (RATE: requests a second in all; 0 or none: as fast as answered)
Four client threads send, in a fixed shuffled cycle, good charts of every type and format (some of random
length, so they render rather than come from the cache), and requests that must be refused: unknown options, bad values, traversal names, missing files,
bad JSON, oversized bodies, wrong methods, no or a wrong API key, and slow clients that send half a request
and stall. Every answer's status must be the expected one. Every 10 s it samples the server's resident memory
and open file descriptors from /proc; at the end it prints the samples at each tenth of the run, the first after
the warm-up (the first quarter), the last, and the growth between them, and exits 1 on an unexpected status, RSS growth over 10 % or descriptor growth over 8.
"""
import http.client, itertools, json, os, random, socket, sys, threading, time

port, pid, seconds, token = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
rate = float(sys.argv[5]) if len(sys.argv) > 5 else 0
key = {"Authorization": f"Bearer {token}"}
bars = [{"date": f"2024-01-{d:02d}", "open": 10 + d, "high": 12 + d, "low": 9 + d, "close": 11 + d, "volume": 100 * d} for d in range(2, 30)]

def get(q, status=200, headers=key):
    return ("GET", "/v1/chart?" + q, None, headers, status)

def post(spec, status=200, headers=key):
    return ("POST", "/v1/chart", json.dumps(spec).encode(), {**headers, "Content-Type": "application/json"}, status)

cases = [
    get("file=SPY.csv&last={n}&panes=VOL,MACD"),  # {n}: 20…300 at random, so most are renders, not cache hits
    get("file=SPY.csv&last={n}&format=svg&theme=dark"),
    get("file=SPY.csv&last=250&style=renko&box-size=atr:14&format=pdf"),
    get("file=SPY.csv&describe=1"),
    get("type=timeline&file=timeline.csv&theme=dark"),
    get("type=timeline&simulate=3&until=11:00"),
    get("type=curve&values=1,4,2,8,5,7&interpolation=catmull-rom:0.5"),
    get("type=score&file=game.json&x=clock"),
    post({"bars": bars, "options": {"ma": "5,10", "hline": [20]}}),
    post({"type": "curve", "csv": "x,a\n1,2\n2,4\n3,3\n", "format": "svg"}),
    get("file=SPY.csv&lst=3", 400),
    get("file=SPY.csv&size=90000x90000", 400),
    get("file=SPY.csv&last=NaN", 400),
    get("file=../../etc/passwd", 404),
    get("file=%2e%2e/%2e%2e/etc/passwd", 404),
    get("file=/etc/passwd", 404),
    get("file=out.csv", 404),  # a link out of the folder
    get("file=nosuch.csv", 404),
    get("file=bad.csv", 422),
    get("type=pie&file=SPY.csv", 400),
    get("type=score&file=game.json&animate=x.mp4", 400),
    post({"bars": [{"date": "2024-01-02", "open": 1, "high": 0.5, "low": 2, "close": 1}]}, 422),
    ("POST", "/v1/chart", b"{not json", key, 400),
    ("POST", "/v1/chart", b"x" * (5 << 20), key, 413),
    ("DELETE", "/v1/chart", None, key, 405),
    ("GET", "/nothing", None, key, 404),
    get("file=SPY.csv", 401, headers={}),
    get("file=SPY.csv", 401, headers={"Authorization": "Bearer wrong-token-0000000000"}),
    ("GET", "/healthz", None, {}, 200),
    ("GET", "/metrics", None, key, 200),
]

lock = threading.Lock()
counts, unexpected = {}, []
stop = time.monotonic() + seconds

def record(case, status):
    with lock:
        counts[status] = counts.get(status, 0) + 1
        if status != case[4] and len(unexpected) < 20:
            unexpected.append(f"{case[0]} {case[1][:80]}: {status}, expected {case[4]}")

def slow_client():
    """Half a request, then silence until the server's --timeout closes the connection."""
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"GET /v1/chart?file=SPY.csv HTTP/1.1\r\nHost: x\r\n")
    s.settimeout(30)
    try:
        closed = s.recv(1) == b""
    except (socket.timeout, ConnectionResetError):
        closed = False
    s.close()
    with lock:
        counts["slow closed" if closed else "slow still open"] = counts.get("slow closed" if closed else "slow still open", 0) + 1

def worker(seed):
    order = cases[:]
    rng = random.Random(seed)
    rng.shuffle(order)
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    due = time.monotonic()
    for case in itertools.cycle(order):
        if time.monotonic() > stop:
            return
        if rate > 0:  # each of the four workers a quarter of the rate
            due += 4 / rate
            time.sleep(max(0, due - time.monotonic()))
        method, path, body, headers, _ = case
        path = path.replace("{n}", str(rng.randint(20, 300)))
        try:
            conn.request(method, path, body=body, headers=headers)
            r = conn.getresponse()
            r.read()
            record(case, r.status)
            if r.getheader("Connection", "").lower() == "close":
                conn.close()
        except (http.client.HTTPException, OSError):
            conn.close()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            if case[4] != 413:  # the server may close on an oversized body before reading it
                record(case, "connection error")

def sample():
    rss = int(next(l.split()[1] for l in open(f"/proc/{pid}/status") if l.startswith("VmRSS:")))
    return rss, len(os.listdir(f"/proc/{pid}/fd"))

threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
for t in threads:
    t.start()
samples = []
# The first quarter is warm-up: the image cache fills (at 10 requests a second an 8 MiB cache takes minutes), and
# glibc's arenas reach their size; growth after it is what a leak would show.
warm = seconds / 4
start = time.monotonic()
next_slow = start
while any(t.is_alive() for t in threads):
    now = time.monotonic()
    if now >= next_slow and now < stop - 15:
        threading.Thread(target=slow_client, daemon=True).start()
        next_slow = now + 5
    if now - start >= warm:
        samples.append(sample())
    time.sleep(10 if seconds > 120 else 1)
time.sleep(1)
samples.append(sample())
(rss0, fd0), (rss1, fd1) = samples[0], samples[-1]
tenths = [samples[min(len(samples) - 1, len(samples) * k // 7)] for k in range(8)]  # the quarter mark to the end
print("soak: resident MiB from the end of warm-up to the end: " + ", ".join(f"{r / 1024:.1f}" for r, _ in tenths))
growth = (rss1 - rss0) / rss0 * 100
print(f"soak: {seconds:.0f} s, answers {dict(sorted(counts.items(), key=str))}")
print(f"soak: resident {rss0 / 1024:.1f} MiB after warm-up, {rss1 / 1024:.1f} MiB at the end ({growth:+.1f} %), peak sample "
      f"{max(s[0] for s in samples) / 1024:.1f} MiB; open files {fd0} then {fd1}")
for line in unexpected:
    print("soak: unexpected:", line)
sys.exit(1 if unexpected or growth > 10 or fd1 - fd0 > 8 or counts.get("slow still open") else 0)
