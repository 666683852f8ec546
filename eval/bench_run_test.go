package eval_test

import (
	"testing"

	"github.com/pyinterp/pyinterp/internal/runner"
)

// runBench is the timed part the evaluator's benchmarks share: src is a
// program whose loop does the benchmark's b.N operations (built by
// benchShapes, benchInFunc, benchLocal, benchSnippet or the benchmark
// itself); the timer restarts, src runs once with default options, and
// an error ends the benchmark with its Python traceback.
func runBench(b *testing.B, src string) {
	b.Helper()
	b.ResetTimer()
	if _, th, err := runPy(b, src, runner.Options{}); err != nil {
		b.Fatal(runner.FormatError(th, err))
	}
}
