#!/usr/bin/env bash
# Differential test: run a generator, execute its program under CPython and pyinterp, diff.
# usage: conformance/difftest/run.sh GEN.py [SEED] [PYINTERP-BINARY]
set -euo pipefail
gen=$1; seed=${2:-1}; pyi=${3:-/tmp/pyi-diff}
dir=$(mktemp -d)
python3 "$gen" "$seed" > "$dir/prog.py"
PYTHONHASHSEED=0 python3 "$dir/prog.py" > "$dir/cpython.out" 2>&1 || true
"$pyi" "$dir/prog.py" > "$dir/pyinterp.out" 2>&1 || true
if diff "$dir/cpython.out" "$dir/pyinterp.out" > "$dir/diff"; then echo "same ($(wc -l < "$dir/cpython.out") lines)"; rm -r "$dir"
else echo "DIFF in $dir/prog.py:"; head -60 "$dir/diff"; exit 1; fi
