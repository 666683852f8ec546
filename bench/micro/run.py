"""Micro-benchmarks of single operations, pyinterp against CPython side by side.

Each case of cases.txt (setup, then a loop body) becomes a program that runs the body
1,000,000 times inside a function; both interpreters run it (best of --n runs, CPU time
user+system of the child, each interpreter's empty-program time subtracted) and the table is
sorted by the ratio, worst first. A case whose outputs differ is reported.

    python3 bench/micro/run.py [--bin PATH] [--n 3] [NAME ...]

Without --bin, pyinterp is built from this checkout (go build ./cmd/pyinterp).
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LOOPS = 1000000
FLAGS = ["--timeout", "120s", "--max-memory", "1GiB", "--max-operations", "none",
         "--max-while-iterations", "none"]


def parse(path):
    cases, name, setup, body, part = [], None, [], [], None
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("#") and name is None:
            continue
        if line.startswith("== "):
            if name:
                cases.append((name, setup, body))
            name, setup, body, part = line[3:].strip(), [], [], setup
            part = setup
        elif line == "--":
            part = body
        elif line.strip() and part is not None:
            part.append(line)
    if name:
        cases.append((name, setup, body))
    return cases


def program(setup, body):
    src = "\n".join(setup) + "\ndef run():\n    for i in range(%d):\n" % LOOPS
    src += "".join("        " + b + "\n" for b in body)
    return src + "run()\nprint('done')\n"


def cpu(cmd, n):
    best, out = None, None
    for _ in range(n):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = t if best is None else min(best, t)
        out = p.stdout
    return best, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin")
    ap.add_argument("--n", type=int, default=3)
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="pyinterp-micro-")
    pyi = a.bin
    if not pyi:
        pyi = os.path.join(tmp, "pyinterp")
        subprocess.run(["go", "build", "-o", pyi, "./cmd/pyinterp"], check=True,
                       cwd=os.path.dirname(os.path.dirname(HERE)))
    empty = os.path.join(tmp, "empty.py")
    open(empty, "w").write("pass\n")
    c0, _ = cpu([sys.executable, empty], a.n)
    p0, _ = cpu([pyi] + FLAGS + [empty], a.n)
    rows = []
    for name, setup, body in parse(os.path.join(HERE, "cases.txt")):
        if a.names and name not in a.names:
            continue
        f = os.path.join(tmp, name + ".py")
        open(f, "w").write(program(setup, body))
        c, cout = cpu([sys.executable, f], a.n)
        p, pout = cpu([pyi] + FLAGS + [f], a.n)
        c, p = max(c - c0, 1e-3), max(p - p0, 1e-3)
        rows.append((p / c, name, c, p, cout != pout))
    print("%-20s %9s %9s %7s" % ("case", "CPython s", "pyinterp", "ratio"))
    for ratio, name, c, p, differs in sorted(rows, reverse=True):
        print("%-20s %9.3f %9.3f %6.2fx%s" % (name, c, p, ratio, "  OUTPUT DIFFERS" if differs else ""))


if __name__ == "__main__":
    main()
