package modules_test

import (
	"testing"

	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/modules"
)

// benchCounter times collections.Counter(data) over a list of 1e6
// items (BENCHMARKS.md's Counter rows).
func benchCounter(b *testing.B, data *eval.List) {
	// The Python parts of modules need the builtins (object, dict, ...).
	in := eval.NewInterp()
	builtins.Install(in)
	modules.Install(in, modules.Options{})
	th := eval.NewThread(in, eval.Limits{}, nil, nil)
	m := mustImport(b, th, "collections")
	counter, err := eval.GetAttr(th, m, "Counter")
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := eval.Call(th, counter, []eval.Value{data}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCounterInts(b *testing.B) {
	elems := make([]eval.Value, 1_000_000)
	for i := range elems {
		elems[i] = eval.MakeInt(int64(i % 1000))
	}
	benchCounter(b, eval.NewList(elems))
}

func BenchmarkCounterStrs(b *testing.B) {
	elems := make([]eval.Value, 1_000_000)
	for i := range elems {
		elems[i] = eval.NewStr(itoa(i % 5000))
	}
	benchCounter(b, eval.NewList(elems))
}
