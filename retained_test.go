package pyinterp

import (
	"runtime"
	"testing"
)

// TestClosedExecutorsNotRetained runs programs that number objects with
// id() (abc does, for a class with an abstract property: a property, then
// the str constants of its source, which every interpreter shares) in
// executor after executor: the live heap must not grow with the closed ones (a server
// runs session after session). Each program keeps ~1.6 MB alive in its
// globals, so one retained executor per run shows at once.
func TestClosedExecutorsNotRetained(t *testing.T) {
	programs := []string{
		"keep = [0] * 200000\nfrom abc import ABC, abstractmethod\nclass A(ABC):\n    @property\n    @abstractmethod\n    def f(self): pass",
		"keep = [0] * 200000\nimport decimal",
		"keep = [0] * 200000\nimport numbers, fractions, statistics",
	}
	for _, code := range programs {
		live := func() uint64 {
			runtime.GC()
			runtime.GC()
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			return ms.HeapAlloc
		}
		var first uint64
		const runs = 10
		for i := 0; i < runs; i++ {
			ex := mustNew(t, Options{})
			if _, err := runErr(t, ex, code); err != nil {
				t.Fatalf("%q: %v", code, err)
			}
			ex.Close()
			if i == 1 {
				first = live()
			}
		}
		if last := live(); last > first+4<<20 {
			t.Errorf("%q: live heap grew from %d to %d KiB over %d closed executors", code, first>>10, last>>10, runs-2)
		}
	}
}
