package eval_test

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// runPy runs src with a fresh interpreter and returns its output.
func runPy(t testing.TB, src string, opts runner.Options) (string, *eval.Thread, error) {
	t.Helper()
	var out strings.Builder
	th, err := runner.Run("test.py", []byte(src), &out, opts)
	return out.String(), th, err
}

// needClasses fails a test whose program needs class statements, with a
// clear message, when they stop working.
func needClasses(t *testing.T) {
	t.Helper()
	_, _, err := runPy(t, "class C:\n    pass\n", runner.Options{})
	if err != nil {
		t.Fatalf("class statements do not work: %v", err)
	}
}

// waitGoroutines waits for the goroutine count to drop to at most n,
// running the garbage collector so cleanups of abandoned generators run.
func waitGoroutines(n int) int {
	deadline := time.Now().Add(5 * time.Second)
	for {
		runtime.GC()
		got := runtime.NumGoroutine()
		if got <= n || time.Now().After(deadline) {
			return got
		}
		time.Sleep(10 * time.Millisecond)
	}
}

const abandonSrc = `
def gen(i):
    try:
        yield i
        yield i + 1
    finally:
        print("finally must not run")
total = 0
for i in range(%d):
    g = gen(i)
    total += next(g)
print(total)
`

// TestAbandonedGeneratorsHoldNoGoroutines runs a program that abandons
// 100k partially consumed generators with a cap of 1000 live coroutines:
// the run must succeed (abandoned coroutines are collected when the cap
// is reached), no finally block may run, and no goroutine may remain.
func TestAbandonedGeneratorsHoldNoGoroutines(t *testing.T) {
	runtime.GC()
	before := runtime.NumGoroutine()
	var in *eval.Interp
	n := 100000
	out, _, err := runPy(t, fmt.Sprintf(abandonSrc, n), runner.Options{Setup: func(i *eval.Interp) {
		in = i
		i.SetMaxLiveGenerators(1000)
	}})
	if err != nil {
		t.Fatalf("run failed: %v", err)
	}
	if want := fmt.Sprintf("%d\n", n*(n-1)/2); out != want {
		t.Fatalf("output %q, want %q", out, want)
	}
	if live := in.LiveGenerators(); live > 1000 {
		t.Errorf("%d live generators after the run, cap is 1000", live)
	}
	in = nil
	if got := waitGoroutines(before + 2); got > before+2 {
		t.Errorf("goroutines: %d before, %d after the run", before, got)
	}
}

// TestReleasedHandlerLeavesLiveThread abandons generators suspended in
// an except clause while the run is itself in one: their release unwinds
// each handler on the cleanup goroutine, which popped the handled
// exception off the thread the handler had started on (the live run's)
// instead of the scratch one, so the run's own handler found its stack
// empty (an InternalError: slice bounds out of range [:-1]) and a bare
// raise lost its exception.
func TestReleasedHandlerLeavesLiveThread(t *testing.T) {
	src := `def g():
    try:
        raise ValueError
    except ValueError:
        yield 1
try:
    raise KeyError('outer')
except KeyError:
    for i in range(3000):
        x = g(); next(x); del x
    try:
        raise
    except KeyError as e:
        print('ok', e)
print('done')
`
	out, _, err := runPy(t, src, runner.Options{Setup: func(i *eval.Interp) { i.SetMaxLiveGenerators(20) }})
	if err != nil {
		t.Fatalf("run failed: %v", err)
	}
	if want := "ok 'outer'\ndone\n"; out != want {
		t.Fatalf("output %q, want %q", out, want)
	}
}

// TestReleaseDoesNotCloseLoopGenerator abandons generators suspended in a
// for loop over a generator the loop made: releasing one (on the cleanup
// goroutine) closed that inner generator with the live run's thread,
// running its finally block concurrently with the run, until the frame
// chain they shared made a cycle and the process hung. No finally block
// may run at a release.
func TestReleaseDoesNotCloseLoopGenerator(t *testing.T) {
	src := `def inner():
    try:
        yield 1
        yield 2
    finally:
        print('finally ran')
def outer():
    for x in inner():
        print((yield x))
total = 0
for i in range(3000):
    g = outer(); next(g); del g
    total += i
print(total)
`
	out, _, err := runPy(t, src, runner.Options{Setup: func(i *eval.Interp) { i.SetMaxLiveGenerators(20) }})
	if err != nil {
		t.Fatalf("run failed: %v", err)
	}
	if want := "4498500\n"; out != want {
		t.Fatalf("output %q, want %q", out, want)
	}
}

// TestLiveGeneratorCap checks that generators kept alive beyond the cap
// stop the run with a memory limit error. (A yield inside try needs a
// coroutine; see TestStatementGeneratorsNeedNoCoroutine.)
func TestLiveGeneratorCap(t *testing.T) {
	src := "def g():\n    try:\n        yield 1\n        yield 2\n    finally:\n        pass\nkeep = []\nfor i in range(500):\n    x = g()\n    next(x)\n    keep.append(x)\nprint('unreachable')\n"
	out, _, err := runPy(t, src, runner.Options{Setup: func(i *eval.Interp) { i.SetMaxLiveGenerators(100) }})
	var le *eval.LimitError
	if !errors.As(err, &le) || le.Kind != eval.LimitMemory {
		t.Fatalf("err = %v, want a memory LimitError", err)
	}
	if out != "" {
		t.Errorf("output %q", out)
	}
}

// TestReleaseGenerators checks that ReleaseGenerators ends suspended
// coroutines without running their finally blocks.
func TestReleaseGenerators(t *testing.T) {
	runtime.GC()
	before := runtime.NumGoroutine()
	src := "def g():\n    try:\n        yield 1\n        yield 2\n    finally:\n        print('finally')\nkeep = [g() for _ in range(50)]\nfor x in keep:\n    next(x)\n"
	var in *eval.Interp
	out, _, err := runPy(t, src, runner.Options{Setup: func(i *eval.Interp) { in = i }})
	if err != nil {
		t.Fatal(err)
	}
	if got := in.LiveGenerators(); got != 50 {
		t.Fatalf("LiveGenerators = %d, want 50", got)
	}
	in.ReleaseGenerators()
	if got := in.LiveGenerators(); got != 0 {
		t.Errorf("LiveGenerators after release = %d", got)
	}
	if out != "" {
		t.Errorf("output %q: a finally block ran", out)
	}
	if got := waitGoroutines(before + 2); got > before+2 {
		t.Errorf("goroutines: %d before, %d after release", before, got)
	}
}

// TestGeneratorExpressionsNeedNoCoroutine: generator expressions run
// without a coroutine, so none is live while one is suspended.
func TestGeneratorExpressionsNeedNoCoroutine(t *testing.T) {
	var in *eval.Interp
	_, _, err := runPy(t, "gs = [(x for x in range(3)) for _ in range(100)]\nfor g in gs:\n    next(g)\n", runner.Options{Setup: func(i *eval.Interp) { in = i }})
	if err != nil {
		t.Fatal(err)
	}
	if got := in.LiveGenerators(); got != 0 {
		t.Errorf("LiveGenerators = %d, want 0", got)
	}
}

// TestStatementGeneratorsNeedNoCoroutine: generator functions whose
// yields are statements (yield x, t = yield x) in for/while/if bodies run
// on steppers (genstep.go), without a coroutine; others still get one.
func TestStatementGeneratorsNeedNoCoroutine(t *testing.T) {
	var in *eval.Interp
	src := "def g(n):\n    i = 0\n    while i < n:\n        for j in range(i):\n            if j % 2:\n                yield j\n            else:\n                yield -j\n        i += 1\n    yield\n" +
		"def h():\n    x = 1 + (yield 1)\n    yield x\n" +
		"gs = [g(4) for _ in range(100)]\nfor x in gs:\n    next(x)\n    next(x)\nhs = [h() for _ in range(3)]\nfor x in hs:\n    next(x)\n" +
		"print(list(g(5)))\n"
	out, _, err := runPy(t, src, runner.Options{Setup: func(i *eval.Interp) { in = i }})
	if err != nil {
		t.Fatal(err)
	}
	if want := "[0, 0, 1, 0, 1, -2, 0, 1, -2, 3, None]\n"; out != want {
		t.Errorf("output %q, want %q", out, want)
	}
	if got := in.LiveGenerators(); got != 3 {
		t.Errorf("LiveGenerators = %d, want 3 (the h generators)", got)
	}
}

// TestGeneratorLimitSkipsFinally: an operation limit reached inside a
// generator stops the run without running its finally block.
func TestGeneratorLimitSkipsFinally(t *testing.T) {
	src := "def g():\n    try:\n        while True:\n            yield 1\n    finally:\n        print('finally')\nfor x in g():\n    pass\n"
	out, _, err := runPy(t, src, runner.Options{Limits: eval.Limits{MaxOperations: 10000}})
	var le *eval.LimitError
	if !errors.As(err, &le) || le.Kind != eval.LimitOperations {
		t.Fatalf("err = %v, want an operations LimitError", err)
	}
	if out != "" {
		t.Errorf("output %q: finally ran after the limit", out)
	}
}

// BenchmarkGeneratorNext measures one resume of a generator function
// (a for loop over a generator: b.N yields).
func BenchmarkGeneratorNext(b *testing.B) {
	src := fmt.Sprintf("def g(n):\n    for i in range(n):\n        yield i\nfor x in g(%d):\n    pass\n", b.N)
	runBench(b, src)
}

// BenchmarkGeneratorExpNext measures one element of a generator
// expression (no coroutine).
func BenchmarkGeneratorExpNext(b *testing.B) {
	src := fmt.Sprintf("for x in (i for i in range(%d)):\n    pass\n", b.N)
	runBench(b, src)
}

// BenchmarkYieldFromChain measures one item passed up a chain of 20
// generators each suspended in a yield from (b.N items).
func BenchmarkYieldFromChain(b *testing.B) {
	src := fmt.Sprintf("def leaf(n):\n    for i in range(n):\n        yield i\n"+
		"def chain(d, n):\n    if d == 0:\n        yield from leaf(n)\n    else:\n        yield from chain(d - 1, n)\n"+
		"for x in chain(20, %d):\n    pass\n", b.N)
	runBench(b, src)
}

// TestLiveGeneratorCapError holds more suspended generators than the cap
// allows: the run ends with the memory limit, which no except clause
// catches, and its message names the count that was reached (a bare
// MemoryError for 10,000 asyncio tasks told the program nothing).
func TestLiveGeneratorCapError(t *testing.T) {
	src := `def g():
    try:  # not steppable: each suspended g holds a coroutine
        yield 1
    finally:
        pass
keep = []
try:
    for i in range(60):
        x = g()
        next(x)
        keep.append(x)
except MemoryError:
    print('caught')
print('not reached')
`
	out, _, err := runPy(t, src, runner.Options{Setup: func(i *eval.Interp) { i.SetMaxLiveGenerators(50) }})
	var lim *eval.LimitError
	if !errors.As(err, &lim) || lim.Kind != eval.LimitMemory {
		t.Fatalf("got %v (output %q), want the memory limit", err, out)
	}
	if out != "" {
		t.Errorf("output %q: the limit was caught or the run went on", out)
	}
	want := "MemoryError: too many generators and coroutines alive at once (the interpreter allows 50; each asyncio task holds one)"
	if got := lim.Error(); got != want {
		t.Errorf("message %q, want %q", got, want)
	}
}

// BenchmarkGeneratorCreate measures creating a stepper generator and
// running it to its end (two yields): b.N generators.
func BenchmarkGeneratorCreate(b *testing.B) {
	src := fmt.Sprintf("def g():\n    yield 1\n    yield 2\nfor i in range(%d):\n    for x in g():\n        pass\n", b.N)
	runBench(b, src)
}
