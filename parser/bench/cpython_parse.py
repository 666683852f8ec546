#!/usr/bin/env python3
"""Time CPython's ast.parse on the benchmark files.

    python3 parser/bench/cpython_parse.py [RUNS]

Reads the files listed in files.txt (relative to the stdlib directory) into
memory as bytes, then RUNS times (default 10) parses all of them with
ast.parse, timing only the parsing with time.perf_counter, and prints one
line: "files=N bytes=B best_seconds=S mb_per_s=M" (best of the runs).
"""

import ast
import gc
import os
import sys
import sysconfig
import time


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    here = os.path.dirname(os.path.abspath(__file__))
    root = sysconfig.get_paths()["stdlib"]
    srcs = []
    with open(os.path.join(here, "files.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                with open(os.path.join(root, line), "rb") as g:
                    srcs.append(g.read())
    total = sum(len(s) for s in srcs)
    best = float("inf")
    for _ in range(runs):
        gc.collect()
        t0 = time.perf_counter()
        for s in srcs:
            ast.parse(s)
        best = min(best, time.perf_counter() - t0)
    print(f"files={len(srcs)} bytes={total} best_seconds={best:.6f} mb_per_s={total / best / 1e6:.3f}")


if __name__ == "__main__":
    main()
