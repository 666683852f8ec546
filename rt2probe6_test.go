package pyinterp

import (
	"context"
	"runtime"
	"testing"
	"time"
)

func TestRT2Probe6(t *testing.T) {
	base := runtime.NumGoroutine()
	for _, code := range []string{
		"def gen():\n    try:\n        yield 1\n    finally:\n        while True:\n            pass\ng = gen()\nnext(g)",
		"class C:\n    def __enter__(self): return self\n    def __exit__(self, *a):\n        while True:\n            pass\ndef gen():\n    with C():\n        yield 1\ng = gen()\nnext(g)",
		"def gen():\n    try:\n        yield 1\n    finally:\n        while True:\n            pass\ng = gen()\nnext(g)\ndel g",
		"def gen():\n    try:\n        yield 1\n    except BaseException:\n        while True:\n            pass\ng = gen()\nnext(g)\ng = None",
	} {
		ex := mustNew(t, Options{Timeout: 2 * time.Second})
		start := time.Now()
		res, err := ex.Run(context.Background(), code)
		t.Logf("run %v %v %v", time.Since(start), res.Repr, err)
		start = time.Now()
		runtime.GC()
		runtime.GC()
		time.Sleep(100 * time.Millisecond)
		t.Logf("gc %v goroutines %d (base %d)", time.Since(start), runtime.NumGoroutine(), base)
		start = time.Now()
		ex.Close()
		t.Logf("close %v goroutines %d", time.Since(start), runtime.NumGoroutine())
	}
	time.Sleep(500 * time.Millisecond)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("goroutines %d", runtime.NumGoroutine())
}
