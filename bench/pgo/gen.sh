#!/usr/bin/env bash
# gen.sh regenerates cmd/pyinterp/default.pgo, the CPU profile that `go build`
# and `go install` use (Go's -pgo=auto) to optimise the pyinterp command.
#
# The profile is a merge of profiles of programs that are NOT the eval-bench
# workloads (bench/*.py), so that the table in BENCHMARKS.md measures the
# profile on programs it was not trained on: the programs of bench/pgo/corpus
# (agent-style text work, objects, numeric loops, generator pipelines, records),
# each run three times, and the single-operation programs of bench/micro (one
# run each), all by a binary built without a profile. It takes a few minutes;
# regenerate after changes that move where the evaluator spends its time.
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -pgo=off -o "$tmp/pyinterp" ./cmd/pyinterp
flags=(--timeout 120s --max-memory 1GiB --max-operations none --max-while-iterations none)
for f in bench/pgo/corpus/*.py; do
	name=$(basename "$f" .py)
	for i in 1 2 3; do
		"$tmp/pyinterp" --cpuprofile "$tmp/corpus-$name-$i.prof" "${flags[@]}" "$f" > /dev/null
	done
done
mkdir "$tmp/micro"
python3 - "$tmp/micro" <<'PY'
import sys
sys.path.insert(0, "bench/micro")
import run
for name, setup, body in run.parse("bench/micro/cases.txt"):
    open(f"{sys.argv[1]}/{name}.py", "w").write(run.program(setup, body))
PY
for f in "$tmp"/micro/*.py; do
	"$tmp/pyinterp" --cpuprofile "$tmp/micro-$(basename "$f" .py).prof" "${flags[@]}" "$f" > /dev/null
done
go tool pprof -proto "$tmp"/*.prof > cmd/pyinterp/default.pgo
echo "wrote cmd/pyinterp/default.pgo ($(wc -c < cmd/pyinterp/default.pgo) bytes)"
