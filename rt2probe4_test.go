package pyinterp

import (
	"context"
	"runtime"
	"testing"
	"time"
)

func TestRT2Probe4(t *testing.T) {
	ex := mustNew(t, Options{Timeout: 5 * time.Second})
	if err := ex.AddTool(Func("nested", func(x [][][]int) int { return len(x) }, "x")); err != nil {
		t.Fatal(err)
	}
	if err := ex.AddTool(Func("mp", func(x map[string][]string) int { return len(x) }, "x")); err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{
		"l = [0]*1000\nm = [l]*1000\nn = [m]*300\nnested(n)",
		"s = ['x'*1000]*1000\nd = {str(i): s for i in range(3000)}\nmp(d)",
	} {
		var ms runtime.MemStats
		start := time.Now()
		res, err := ex.Run(context.Background(), code)
		runtime.ReadMemStats(&ms)
		t.Logf("%v %v %v totalalloc %dMB", time.Since(start), res.Value, err, ms.TotalAlloc>>20)
	}
}
