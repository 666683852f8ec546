#!/usr/bin/env bash
# Parse the benchmark files with pyinterp's parser and with CPython's
# ast.parse in one run and print both throughputs and their ratio.
# Usage: parser/bench/compare.sh   (needs python3 on PATH)
set -euo pipefail
cd "$(dirname "$0")/../.."
PYINTERP_BENCH=1 go test ./parser -run '^TestParseThroughputVsCPython$' -count=1 -v | grep -E 'throughput|ratio|FAIL|ok|SKIP'
