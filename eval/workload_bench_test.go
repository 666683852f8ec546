package eval_test

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp/internal/runner"
)

// BenchmarkWorkload runs each program of bench/ (the workloads that
// go run ./bench/compare times against CPython) once per iteration, with
// no limits: go test ./eval -run '^$' -bench Workload/method_calls
// -cpuprofile cpu.out profiles one of them.
func BenchmarkWorkload(b *testing.B) {
	files, err := filepath.Glob("../bench/*.py")
	if err != nil || len(files) == 0 {
		b.Skip("no workloads in ../bench")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".py")
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := runner.Run(name+".py", src, io.Discard, runner.Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkStrKeyBuild measures d["key" + str(i)] = i: str() of an int,
// str concatenation and a dict store with a fresh str key.
func BenchmarkStrKeyBuild(b *testing.B) { benchSnippet(b, `d["key" + str(i)] = i`) }
