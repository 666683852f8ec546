package pyinterp

import (
	"context"
	"runtime"
	"testing"
)

// Benchmarks of what an executor costs outside the program's own work
// (issue 15's targets: New plus five imports under 1 ms, a persistent
// namespace step under 3 µs and 30 allocations, a first call that does
// not pay for a whole value stack).
//
//	go test -run '^$' -bench 'Executor' -benchmem .

func BenchmarkExecutorNewImport(b *testing.B) {
	ctx := context.Background()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		ex, err := New(Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := ex.Run(ctx, "import math, json, re, collections, datetime"); err != nil {
			b.Fatal(err)
		}
		ex.Close()
	}
}

func BenchmarkExecutorStep(b *testing.B) {
	b.ReportAllocs()
	benchSteps(b, Options{}, "x = 0", "x = x + 1")
}

func BenchmarkExecutorFirstCall(b *testing.B) {
	b.ReportAllocs()
	benchSteps(b, Options{}, "def f(a):\n    return a + 1\n", "f(1)")
}

// benchSteps runs setup once on a fresh executor made with opts, then
// times step run again and again on its namespace (setup untimed); it
// returns how many times step ran.
func benchSteps(b *testing.B, opts Options, setup, step string) int {
	b.Helper()
	ex, err := New(opts)
	if err != nil {
		b.Fatal(err)
	}
	defer ex.Close()
	ctx := context.Background()
	if _, err := ex.Run(ctx, setup); err != nil {
		b.Fatal(err)
	}
	n := 0
	for b.Loop() {
		if _, err := ex.Run(ctx, step); err != nil {
			b.Fatal(err)
		}
		n++
	}
	return n
}

// BenchmarkExecutorRetained measures what an idle executor keeps alive
// after New and importing math, json, re, collections and datetime: the
// live heap with 200 of them held, over 200 (issue 15: under 300 KiB).
func BenchmarkExecutorRetained(b *testing.B) {
	ctx := context.Background()
	live := func() uint64 {
		runtime.GC()
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	const n = 200
	var per float64
	for i := 0; i < b.N; i++ {
		before := live()
		exs := make([]*Executor, n)
		for j := range exs {
			ex, err := New(Options{})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := ex.Run(ctx, "import math, json, re, collections, datetime"); err != nil {
				b.Fatal(err)
			}
			exs[j] = ex
		}
		after := live()
		per = float64(after-before) / n
		runtime.KeepAlive(exs)
		for _, ex := range exs {
			ex.Close()
		}
	}
	b.ReportMetric(per, "retained-B/executor")
}
