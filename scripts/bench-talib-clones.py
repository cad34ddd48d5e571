"""Times TA-Lib's two builds of T3, TEMA and ADOSC (the wheel's gcc target_clones: `.default`, baseline
x86-64, and `.fma`, AVX2+FMA, which its IFUNC resolver picks on this CPU) called through ctypes on the
bars LiveChartBench wrote, and the public talib call for reference. Offsets come from `nm` of the library."""
import ctypes, glob, subprocess, sys, time
import numpy as np, talib
lib_path = glob.glob(sys.prefix + "/lib/python3*/site-packages/ta_lib.libs/libta-lib-*.so*")[0]
lib = ctypes.CDLL(lib_path)
symbols = {}
for line in subprocess.run(["nm", lib_path], capture_output=True, text=True).stdout.splitlines():
    parts = line.split()
    if len(parts) == 3: symbols[parts[2]] = int(parts[0], 16)
base = ctypes.cast(lib.TA_T3_Lookback, ctypes.c_void_p).value - symbols["TA_T3_Lookback"]
data = np.fromfile(sys.argv[1], dtype=np.float64); o, h, l, c, v = data.reshape(5, -1)
n = len(c); P = ctypes.POINTER(ctypes.c_double); I = ctypes.c_int
def fn(name, *args):
    return ctypes.CFUNCTYPE(I, *args)(base + symbols[name])
def ptr(a): return a.ctypes.data_as(P)
beg, nb = I(), I()
def t3(f):
    out = np.empty(n); f(0, n - 1, ptr(c), 5, 0.7, ctypes.byref(beg), ctypes.byref(nb), ptr(out)); return out
def tema(f):
    out = np.empty(n); f(0, n - 1, ptr(c), 9, ctypes.byref(beg), ctypes.byref(nb), ptr(out)); return out
def adosc(f):
    out = np.empty(n); f(0, n - 1, ptr(h), ptr(l), ptr(c), ptr(v), 3, 10, ctypes.byref(beg), ctypes.byref(nb), ptr(out)); return out
sig = {"TA_T3": (I, I, P, I, ctypes.c_double, ctypes.POINTER(I), ctypes.POINTER(I), P),
       "TA_TEMA": (I, I, P, I, ctypes.POINTER(I), ctypes.POINTER(I), P),
       "TA_ADOSC": (I, I, P, P, P, P, I, I, ctypes.POINTER(I), ctypes.POINTER(I), P)}
cases = [("T3", t3, "TA_T3", lambda: talib.T3(c, 5, 0.7)), ("TEMA9", tema, "TA_TEMA", lambda: talib.TEMA(c, 9)),
         ("ADOSC", adosc, "TA_ADOSC", lambda: talib.ADOSC(h, l, c, v, 3, 10))]
def best(run):
    b = 1e9
    for _ in range(7):
        t = time.perf_counter(); run(); b = min(b, time.perf_counter() - t)
    return b * 1000
for label, call, name, public in cases:
    d, f = fn(name + ".default", *sig[name]), fn(name + ".fma", *sig[name])
    same = np.array_equal(call(d)[60:], call(f)[60:])
    print(f"talib-clones\t{label}\t{best(lambda: call(d)):.2f}\t{best(lambda: call(f)):.2f}\t{best(public):.2f}\t{same}")
