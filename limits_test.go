package pyinterp

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

func TestLimitMessages(t *testing.T) {
	cases := []struct {
		opts  Options
		code  string
		want  string
		limit Limit
	}{
		{Options{MaxOperations: 1000}, "for i in range(10**6): pass",
			"InterpreterError: Reached the max number of operations of 1000. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations.", LimitOperations},
		{Options{MaxWhileIterations: 10}, "i = 0\nwhile True:\n    i += 1",
			"InterpreterError: Maximum number of 10 iterations in While loop exceeded", LimitWhileIterations},
		{Options{MaxRecursionDepth: 50}, "def f(n): return f(n + 1)\nf(0)", "RecursionError: maximum recursion depth exceeded", LimitRecursion},
		{Options{MaxMemory: 1 << 20}, "x = 'a' * (2 << 20)", "MemoryError", LimitMemory},
		{Options{MaxMemory: 1 << 20}, "x = [0] * (1 << 20)", "MemoryError", LimitMemory},
		{Options{MaxOutput: 10}, "print('0123456789abc')", "InterpreterError: Output limit of 10 bytes exceeded", LimitOutput},
		{Options{Timeout: 50 * time.Millisecond, MaxOperations: -1, MaxWhileIterations: -1}, "while True: pass",
			"InterpreterError: Code execution exceeded the maximum execution time of 50ms", LimitTime},
	}
	for _, c := range cases {
		ex := mustNew(t, c.opts)
		// Every limit is terminal: neither except nor finally intercepts it.
		for _, code := range []string{
			c.code,
			"try:\n" + indent(c.code) + "\nexcept BaseException:\n    print('caught')",
			"try:\n" + indent(c.code) + "\nfinally:\n    print('finally')",
		} {
			res, err := runErr(t, ex, code)
			if err == nil || err.Kind != KindLimit || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%q: got %v, want limit error containing %q", code, err, c.want)
				continue
			}
			if err.Limit != c.limit {
				t.Errorf("%q: Limit = %v, want %v", code, err.Limit, c.limit)
			}
			if got := errors.Is(err, context.DeadlineExceeded); got != (c.limit == LimitTime) {
				t.Errorf("%q: errors.Is(err, context.DeadlineExceeded) = %v", code, got)
			}
			if errors.Is(err, context.Canceled) {
				t.Errorf("%q: errors.Is(err, context.Canceled)", code)
			}
			if strings.Contains(res.Logs, "caught") || strings.Contains(res.Logs, "finally") {
				t.Errorf("%q: limit intercepted: logs %q", code, res.Logs)
			}
		}
	}
}

func indent(code string) string {
	return "    " + strings.ReplaceAll(code, "\n", "\n    ")
}

func TestOutputKeptOnLimit(t *testing.T) {
	ex := mustNew(t, Options{MaxOutput: 10})
	res, err := runErr(t, ex, "print('0123456789abc')")
	if err == nil || res.Logs != "0123456789" {
		t.Fatalf("got %v, logs %q", err, res.Logs)
	}
}

// TestTimeoutInsideBuiltins checks that a deadline is honoured within
// milliseconds while a builtin loops over a huge input.
func TestTimeoutInsideBuiltins(t *testing.T) {
	for _, code := range []string{
		"sum(range(10**18))",
		"max(range(10**18))",
		"any(x < 0 for x in range(10**18))",
		"sorted(range(10**7))",
	} {
		ex := mustNew(t, Options{Timeout: 30 * time.Millisecond, MaxOperations: -1, MaxMemory: -1})
		start := time.Now()
		_, err := runErr(t, ex, code)
		d := time.Since(start)
		if err == nil || err.Kind != KindLimit {
			t.Errorf("%s: got %v", code, err)
		}
		// The slack allows for a loaded 2-core CI machine running other
		// packages' tests in parallel; an unbounded builtin would take
		// minutes here.
		if d > time.Second {
			t.Errorf("%s: deadline honoured after %v", code, d)
		}
	}
}

func TestCtxDeadline(t *testing.T) {
	ex := mustNew(t, Options{MaxOperations: -1, MaxWhileIterations: -1})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	_, err := ex.Run(ctx, "while True: pass")
	if err == nil || !strings.Contains(err.Error(), "exceeded the maximum execution time of the context's deadline") {
		t.Fatalf("got %v", err)
	}
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != KindLimit || pe.Limit != LimitTime {
		t.Errorf("got %#v, want KindLimit, LimitTime", err)
	}
	if !errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		t.Errorf("errors.Is: DeadlineExceeded %v, Canceled %v", errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled))
	}
	// A context already past its deadline refuses to start, with the same error.
	_, err = ex.Run(ctx, "1")
	if !errors.As(err, &pe) || pe.Limit != LimitTime || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("expired context: got %v", err)
	}
}

// TestCodeSizeLimitKind: code larger than the memory limit allows is a
// limit of its own kind.
func TestCodeSizeLimitKind(t *testing.T) {
	ex := mustNew(t, Options{MaxMemory: 1 << 20})
	_, err := runErr(t, ex, strings.Repeat("#\n", 1<<20))
	if err == nil || err.Kind != KindLimit || err.Limit != LimitCodeSize {
		t.Fatalf("got %v", err)
	}
}

// TestMemoryBombsStayNearCap runs allocation bombs and checks that the
// process's memory stays near the cap.
func TestMemoryBombsStayNearCap(t *testing.T) {
	const limit = 64 << 20
	bombs := []string{
		"'a' * 10**12",
		"[0] * 10**10",
		"bytearray(2**40)",
		"'x'.ljust(10**12)",
		"s = 'a'\nwhile True:\n    s = s + s",
		"l = [0]\nwhile True:\n    l = l + l",
		"l = []\nwhile True:\n    l.append('x' * 1000)",
		"d = {}\ni = 0\nwhile True:\n    d[i] = i\n    i += 1",
		"b = bytearray()\nwhile True:\n    b += b'x' * 4096",
	}
	for _, code := range bombs {
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		ex := mustNew(t, Options{MaxMemory: limit, MaxOperations: -1, MaxWhileIterations: -1, Timeout: 20 * time.Second})
		start := time.Now()
		_, err := runErr(t, ex, code)
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), "MemoryError") {
			t.Errorf("%q: got %v", code, err)
		}
		grew := int64(after.TotalAlloc - before.TotalAlloc)
		peak := int64(after.HeapSys) - int64(before.HeapSys)
		if testing.Verbose() {
			t.Logf("%q: %v, allocated %d MiB, heap grew %d MiB", code, time.Since(start), grew>>20, peak>>20)
		}
		// Charges are cumulative and allocation sites charge before they
		// allocate, so a run allocates at most about its cap (plus the
		// interpreter's own bookkeeping).
		if grew > 4*limit {
			t.Errorf("%q: allocated %d MiB under a %d MiB cap", code, grew>>20, limit>>20)
		}
	}
}

// TestMemoryRefund: memory charges are cumulative, but a run whose
// charges reach the limit while it holds little measures the heap and
// goes on, so a loop that allocates and discards 2 GB runs under the
// default 256 MiB limit, while bombs still fail at once with the
// terminal MemoryError and the heap stays near the cap.
func TestMemoryRefund(t *testing.T) {
	ok := []string{
		"for i in range(200):\n    s = 'x' * 10**7\nlen(s)",
		"for i in range(40):\n    l = [i] * 10**6\nlen(l)",
		"for i in range(200):\n    b = bytes(10**7)\nlen(b)",
		"import json\ndata = ['x' * 10000] * 1000\nfor i in range(60):\n    s = json.dumps(data)\nlen(s)",
	}
	for _, code := range ok {
		// Operations are not what this test is about (building a 10 MB
		// string counts as many operations as bytes).
		ex := mustNew(t, Options{MaxOperations: -1})
		start := time.Now()
		res, err := runErr(t, ex, code)
		if err != nil {
			t.Errorf("%q: %v", code, err)
			continue
		}
		if testing.Verbose() {
			t.Logf("%q: %v in %v, %d operations", code, res.Value, time.Since(start), res.Operations)
		}
	}
	const limit = DefaultMaxMemory
	bombs := []string{
		"[0] * 10**10",
		"'a' * 10**12",
		"s = 'a'\nwhile True:\n    s = s + s",
		"l = [0]\nwhile True:\n    l = l + l",
		"l = []\nwhile True:\n    l.append('x' * 10**5)",
		"b = b'x'\nwhile True:\n    b = b * 2",
		// Discarding first does not help a doubling bomb either.
		"s = 'a'\nwhile True:\n    s = (s + s)[:]\n    t = s * 1",
	}
	for _, code := range bombs {
		for _, wrap := range []string{code, "try:\n" + indent(code) + "\nexcept BaseException:\n    print('caught')"} {
			runtime.GC()
			var before runtime.MemStats
			runtime.ReadMemStats(&before)
			ex := mustNew(t, Options{MaxOperations: -1, MaxWhileIterations: -1})
			start := time.Now()
			res, err := runErr(t, ex, wrap)
			took := time.Since(start)
			var after runtime.MemStats
			runtime.ReadMemStats(&after)
			if err == nil || err.Kind != KindLimit || err.Type != "MemoryError" || !strings.HasSuffix(err.Error(), "due to: MemoryError") {
				t.Errorf("%q: got %v", wrap, err)
			}
			if strings.Contains(res.Logs, "caught") {
				t.Errorf("%q: memory limit caught", wrap)
			}
			peak := int64(after.HeapSys) - int64(before.HeapSys)
			if peak > 3*limit/2 {
				t.Errorf("%q: heap grew %d MiB under a %d MiB cap", wrap, peak>>20, limit>>20)
			}
			if took > 5*time.Second {
				t.Errorf("%q: took %v", wrap, took)
			}
			if testing.Verbose() {
				t.Logf("%q: %v, heap grew %d MiB", wrap, took, peak>>20)
			}
		}
	}
}

// TestBigIntSquaringDeadline: squaring a big int is one uninterruptible
// math/big call, so each operation's time is predicted before it runs
// and one that would end past the deadline is refused: a loop of
// squarings stops within ~100 ms of the deadline, with the timeout
// message, under every limit configuration.
func TestBigIntSquaringDeadline(t *testing.T) {
	const opsLimit = "Reached the max number of operations of 10000000."
	cases := []struct {
		code string
		opts Options
		want string // default: the timeout message
	}{
		{"x = 3\nwhile True:\n    x = x * x", Options{Timeout: 200 * time.Millisecond}, ""},
		// The work of the next squaring, counted as operations before it
		// runs, exceeds the operation limit first (or, on a slower run
		// such as under -race, the predicted time the deadline: either
		// refusal comes before the squaring).
		{"x = 2**64\nwhile True:\n    x = x * x", Options{Timeout: 300 * time.Millisecond}, opsLimit},
		{"x = 2**64\nwhile True:\n    x = x * x", Options{Timeout: 20 * time.Second}, opsLimit},
		{"x = 2**64 + 1\nwhile True:\n    x = x * x", Options{Timeout: 300 * time.Millisecond, MaxOperations: -1, MaxMemory: -1, MaxWhileIterations: -1}, ""},
		{"x = 7**10**6\nwhile True:\n    y = x * x\n    x = y // 3 + x", Options{Timeout: 250 * time.Millisecond, MaxOperations: -1, MaxMemory: -1, MaxWhileIterations: -1}, ""},
		{"x = 3\nwhile True:\n    x = x ** 2 + 1", Options{Timeout: 200 * time.Millisecond, MaxOperations: -1, MaxMemory: -1, MaxWhileIterations: -1}, ""},
		{"x = 10**(10**8)", Options{Timeout: 200 * time.Millisecond, MaxOperations: -1, MaxMemory: -1}, ""},
	}
	for _, c := range cases {
		ex := mustNew(t, c.opts)
		start := time.Now()
		_, err := runErr(t, ex, c.code)
		took := time.Since(start)
		want := c.want
		if want == "" {
			want = "Code execution exceeded the maximum execution time of " + c.opts.Timeout.String()
		}
		timedOut := "Code execution exceeded the maximum execution time of " + c.opts.Timeout.String()
		if err == nil || !strings.Contains(err.Error(), want) && !(want == opsLimit && strings.Contains(err.Error(), timedOut)) {
			t.Errorf("%q: got %v, want %q", c.code, err, want)
		}
		// 100 ms on a quiet machine; the slack allows for a loaded CI
		// machine (unbounded, these ran for 28 s).
		if took > min(c.opts.Timeout, time.Second)+600*time.Millisecond {
			t.Errorf("%q: stopped after %v, deadline %v", c.code, took, c.opts.Timeout)
		}
		if testing.Verbose() {
			t.Logf("%q: %v: %v", c.code, took, err)
		}
	}
}

// poisonModule is a stand-in for a stdlib module in these tests: each
// interpreter gets its own instance.
func poisonModule(in *eval.Interp) {
	in.RegisterModule("math", func(t *eval.Thread) (*eval.Module, error) {
		m := eval.NewModule("math")
		m.Attrs.Set("pi", eval.Float(math.Pi))
		return m, nil
	})
}

// TestConcurrentExecutors runs 100 executors in parallel (run it with
// -race); one of them poisons a module attribute, which the others must
// not see.
func TestConcurrentExecutors(t *testing.T) {
	const n = 100
	baseG := runtime.NumGoroutine()
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ex, err := New(Options{Modules: poisonModule})
			if err != nil {
				errs <- err
				return
			}
			defer ex.Close()
			ex.AddTool(Func("ident", func(x int) int { return x }, "x"))
			ctx := context.Background()
			if i == 0 {
				if _, err := ex.Run(ctx, "import math\nmath.pi = 3\nmath.extra = 'poison'"); err != nil {
					errs <- err
				}
			}
			for j := range 20 {
				code := fmt.Sprintf("import math\nx = ident(%d)\nd = {k: str(k) * 2 for k in range(200)}\ns = sorted(d, reverse=True)\n(math.pi, x, len(s))", j)
				res, err := ex.Run(ctx, code)
				if err != nil {
					errs <- err
					return
				}
				tup := res.Value.(Tuple)
				wantPi := math.Pi
				if i == 0 {
					wantPi = 3
				}
				pi, _ := tup[0].(float64)
				if i == 0 {
					pi = float64(tup[0].(int64))
				}
				if pi != wantPi || tup[1] != int64(j) || tup[2] != int64(200) {
					errs <- fmt.Errorf("executor %d: got %v", i, tup)
					return
				}
			}
			if i != 0 {
				_, err := ex.Run(ctx, "import math\nmath.extra")
				if err == nil || !strings.Contains(err.Error(), "AttributeError") {
					errs <- fmt.Errorf("executor %d sees the poison: %v", i, err)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if g := waitGoroutines(baseG); g > baseG {
		t.Errorf("goroutines: %d before, %d after", baseG, g)
	}
}

// TestNoGoroutineLeft checks that runs leave no goroutine behind, also
// when they are cancelled, time out or leave generators suspended.
func TestNoGoroutineLeft(t *testing.T) {
	base := runtime.NumGoroutine()
	for _, code := range []string{
		"1",
		"while True: pass",
		"def g():\n    yield 1\n    yield 2\ngs = [g() for _ in range(100)]\nfor x in gs:\n    next(x)",
	} {
		ex := mustNew(t, Options{Timeout: 50 * time.Millisecond, MaxWhileIterations: -1, MaxOperations: -1})
		ctx, cancel := context.WithCancel(context.Background())
		ex.Run(ctx, code)
		cancel()
		ex.Close()
	}
	if n := waitGoroutines(base); n > base {
		t.Errorf("goroutines: %d before, %d after", base, n)
	}
}

// TestRealModulesIsolated poisons the default standard library modules in
// one executor and checks another executor does not see it.
func TestRealModulesIsolated(t *testing.T) {
	a, b := mustNew(t, Options{}), mustNew(t, Options{})
	mustRun(t, a, "import math, json\nmath.pi = 3\njson.dumps = None")
	res := mustRun(t, b, "import math, json\n(math.pi, json.dumps([1]))")
	if tup := res.Value.(Tuple); tup[0] != math.Pi || tup[1] != "[1]" {
		t.Fatalf("poison visible: %v", res.Value)
	}
	_, err := runErr(t, b, "import random\nrandom._os")
	if err == nil || err.Kind != KindPolicy {
		t.Fatalf("random._os: %v", err)
	}
}
