package eval_test

import (
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/parser"
)

// session is one persistent namespace that runs snippets, as an agent
// executor does step after step.
type session struct {
	in *eval.Interp
	g  *eval.Globals
}

func newSession() *session {
	in := eval.NewInterp()
	builtins.Install(in)
	return &session{in: in, g: eval.NewGlobals(in.Builtins)}
}

func (s *session) run(tb testing.TB, src string) {
	mod, err := parser.Compile("<snippet>", []byte(src))
	if err != nil {
		tb.Fatal(err)
	}
	prog, err := s.in.Compile("<snippet>", []byte(src), mod, s.g)
	if err != nil {
		tb.Fatal(err)
	}
	t := eval.NewThread(s.in, eval.Limits{MaxRecursionDepth: 1000}, io.Discard, nil)
	if _, err := t.Run(prog, s.g); err != nil {
		tb.Fatal(err)
	}
}

// TestSnippetCostFlat: the cost of one more step on a persistent namespace
// does not grow with its history. Allocations are deterministic, so they
// are the measure: the 10,000th call allocates no more than the 100th.
func TestSnippetCostFlat(t *testing.T) {
	s := newSession()
	s.run(t, "x = 10**6") // outside the small-int cache, so every value boxes alike
	runs := 0
	measure := func() float64 {
		return testing.AllocsPerRun(20, func() { runs++; s.run(t, "x = x + 1") })
	}
	for i := 0; i < 100; i++ {
		s.run(t, "x = x + 1")
	}
	early := measure()
	for i := 0; i < 10000; i++ {
		s.run(t, "x = x + 1")
	}
	late := measure()
	if late > early {
		t.Errorf("allocations per snippet grew with history: %v after 100 calls, %v after 10,000", early, late)
	}
	s.run(t, "assert x == 10**6 + 10100 + "+strconv.Itoa(runs)+", x")
}

func BenchmarkSnippetPersistent(b *testing.B) {
	s := newSession()
	s.run(b, "x = 0")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.run(b, "x = x + 1")
	}
}

// TestSnippetVsCPython compares one "x = x + 1" step on a persistent
// namespace with CPython's exec of the same source in a persistent dict
// (set PYINTERP_BENCH=1; needs python3). It prints both and the ratio.
func TestSnippetVsCPython(t *testing.T) {
	if os.Getenv("PYINTERP_BENCH") == "" {
		t.Skip("set PYINTERP_BENCH=1 to compare with CPython")
	}
	const n = 10000
	py := `import time
g = {'x': 0}
best = None
for _ in range(5):
    t0 = time.perf_counter()
    for i in range(` + strconv.Itoa(n) + `):
        exec("x = x + 1", g)
    d = time.perf_counter() - t0
    best = d if best is None or d < best else best
print(best)`
	out, err := exec.Command("python3", "-c", py).Output()
	if err != nil {
		t.Skipf("python3: %v", err)
	}
	cpy, _ := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	var best time.Duration
	for r := 0; r < 5; r++ {
		s := newSession()
		s.run(t, "x = 0")
		start := time.Now()
		for i := 0; i < n; i++ {
			s.run(t, "x = x + 1")
		}
		if d := time.Since(start); r == 0 || d < best {
			best = d
		}
	}
	t.Logf("x = x + 1, %d steps on one namespace: CPython %.1f ms, pyinterp %.1f ms, ratio %.2f",
		n, cpy*1000, best.Seconds()*1000, best.Seconds()/cpy)
}
