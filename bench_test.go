package pyinterp

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkLimits runs the evaluator workloads (bench/*.py) through the
// embedding API with every limit on (set high enough not to trigger, so
// every check runs) and with every limit off, to measure what the limit
// checks cost. Workloads the evaluator cannot run yet are skipped.
//
//	go test -run '^$' -bench BenchmarkLimits -count 4 -benchtime 2x . | tee /tmp/limits.txt
func BenchmarkLimits(b *testing.B) {
	files, _ := filepath.Glob("bench/*.py")
	on := Options{
		MaxOperations: 1 << 40, MaxWhileIterations: 1 << 40, MaxMemory: 1 << 40,
		MaxOutput: 1 << 30, MaxRecursionDepth: 5000, Timeout: 1 << 40,
	}
	off := Options{
		MaxOperations: -1, MaxWhileIterations: -1, MaxMemory: -1, MaxOutput: -1,
		MaxRecursionDepth: 5000, Timeout: -1,
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".py")
		if name == "empty" {
			continue
		}
		src, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		for _, mode := range []struct {
			name string
			opts Options
		}{{"limits", on}, {"nolimits", off}} {
			b.Run(name+"/"+mode.name, func(b *testing.B) {
				ex, err := New(mode.opts)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := ex.Run(context.Background(), string(src)); err != nil {
					b.Skipf("cannot run %s yet: %v", name, err)
				}
				cpu0, n := cpuTime(), 0
				for b.Loop() {
					ex.Reset()
					if _, err := ex.Run(context.Background(), string(src)); err != nil {
						b.Fatal(err)
					}
					n++
				}
				// CPU time is less disturbed than wall time by a loaded
				// machine (the comparison this benchmark is for).
				b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/float64(n), "cpu-ms/op")
			})
		}
	}
}
