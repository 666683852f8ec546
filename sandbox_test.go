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
)

// The sandbox beyond the payloads of testdata/payloads: module isolation,
// host-side formatting that must not run program code, generator and
// goroutine cleanup, bounded tracebacks.

// TestGeneratorBombMemory: a million generators, many of them started,
// must not outlive their executor, on either generator engine: the
// stepper (yield statements only) and the coroutine (a yield expression),
// whose released coroutines used to stay reachable from their runtime
// cleanups (generator → frame → globals → list of generators).
func TestGeneratorBombMemory(t *testing.T) {
	for _, code := range []string{
		"def g():\n    yield 1\ngs = [g() for _ in range(10**6)]\nfor x in gs:\n    next(x)",
		"def g():\n    x = yield 1\n    yield x\ngs = [g() for _ in range(10**6)]\nfor x in gs[:9000]:\n    next(x)",
	} {
		base := heapInUse()
		baseG := runtime.NumGoroutine()
		func() {
			ex := mustNew(t, Options{})
			runErr(t, ex, code)
			ex.Close()
		}()
		if m := heapInUse(); m > base+64<<20 {
			t.Errorf("%q: heap in use: %d MiB before, %d MiB after", code, base>>20, m>>20)
		}
		if n := waitGoroutines(baseG); n > baseG {
			t.Errorf("%q: goroutines: %d before, %d after", code, baseG, n)
		}
	}
}

// TestImportWildcardNotImplemented: a dotted import authorized by a
// wildcard pattern but not implemented fails as CPython's does, naming the
// first missing parent; a from-import of a refused module is refused in
// smolagents' words for from-imports.
func TestImportWildcardNotImplemented(t *testing.T) {
	ex := mustNew(t, Options{AuthorizedImports: []string{"os.*", "json.*"}})
	cases := []struct{ code, want string }{
		{"import os.path", "ModuleNotFoundError: No module named 'os'"},
		{"import os", "ModuleNotFoundError: No module named 'os'"},
		{"from os import path", "ModuleNotFoundError: No module named 'os'"},
		{"from os.path import join", "ModuleNotFoundError: No module named 'os'"},
		{"import json.zzz", "ModuleNotFoundError: No module named 'json.zzz'"},
		{"from subprocess import run", "InterpreterError: Import from subprocess is not allowed. Authorized imports are: ['__future__', "},
	}
	for _, c := range cases {
		_, err := runErr(t, ex, c.code)
		if err == nil || !strings.Contains(err.Error(), "due to: "+c.want) {
			t.Errorf("%q: got %v, want %q", c.code, err, c.want)
		}
	}
	mustRun(t, ex, "import json\nfrom json import dumps")
}

// TestReleasedGeneratorResumes: a coroutine generator suspended when its
// interpreter's generators are released (as Close and Reset release them)
// is exhausted afterwards: resuming it neither hangs nor panics. Through
// the API such a generator is unreachable after Close or Reset; the
// release is called directly to keep the interpreter sane regardless.
func TestReleasedGeneratorResumes(t *testing.T) {
	ex := mustNew(t, Options{})
	// (A yield inside try needs a coroutine; plain yield statements run
	// on eval's steppers, which hold no coroutine to release.)
	mustRun(t, ex, "def g():\n    try:\n        x = yield 1\n        yield x\n    finally:\n        pass\nit = g()\nnext(it)")
	ex.mu.Lock()
	ex.in.ReleaseGenerators()
	ex.mu.Unlock()
	res := mustRun(t, ex, "next(it, 'done')")
	if res.Value != "done" {
		t.Errorf("got %v", res.Value)
	}
}

// TestTracebackChainBounded: a long chain is cut to its newest
// exceptions, saying how many were left out, and cycles end.
func TestTracebackChainBounded(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	_, err := runErr(t, ex, "s = 'x' * 10**5\ne = ValueError(0)\nfor i in range(100):\n    x = ValueError(s)\n    x.__cause__ = e\n    e = x\nraise KeyError('last') from e")
	if err == nil {
		t.Fatal("no error")
	}
	tb := err.Traceback
	if !strings.Contains(tb, "earlier chained exceptions not shown") || !strings.HasSuffix(tb, "KeyError: 'last'\n") || len(tb) > 2<<20 {
		t.Errorf("traceback (%d bytes): %.200q ... %.200q", len(tb), tb, tb[max(0, len(tb)-200):])
	}
	_, err = runErr(t, ex, "a = ValueError('a')\nb = ValueError('b')\na.__context__ = b\nb.__context__ = a\nraise a")
	want := "ValueError: b\n\nDuring handling of the above exception, another exception occurred:\n\n"
	if err == nil || !strings.Contains(err.Traceback, want) || !strings.HasSuffix(err.Traceback, "ValueError: a\n") {
		t.Errorf("cycle traceback: %v", err)
	}
}

// TestNestingBelowLimits: ordinary nesting below the limit keeps
// working after the iterator and call nesting fixes.
func TestNestingBelowLimits(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	res := mustRun(t, ex, "import itertools\ng = [1, 2]\nfor i in range(400):\n    g = filter(None, enumerate(g))\n"+
		"def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nlen(list(g)) + f(990) + len(list(itertools.chain(*[[1]] * 100)))")
	if res.Value != int64(2+990+100) {
		t.Errorf("got %v", res.Value)
	}
}

// TestModulesIsolatedUnderPoison: executors running in parallel poison the
// module objects, builtin types and builtins they can reach; none of it
// is visible to the others.
func TestModulesIsolatedUnderPoison(t *testing.T) {
	poison := "import math, json, re, string, datetime, enum, functools, collections\n" +
		"math.pi = 3\njson.dumps = None\nstring.ascii_letters = 'x'\ndel math.sqrt\n" +
		"datetime.date.today = None\nenum.Enum.x = 1\nfunctools.partial.x = 1\nre.compile = None\n" +
		"collections.OrderedDict.popitem = None\nabs = None\n" +
		"for s in ['int.x = 1', 'list.append = None', 'type.__setattr__(int, \"x\", 1)', 'ValueError.x = 1']:\n    pass\n"
	check := "import math, json, re, string, datetime, enum, functools, collections\n" +
		"r = (math.pi, json.dumps([1]), string.ascii_letters[:3], math.sqrt(4), callable(datetime.date.today), " +
		"hasattr(enum.Enum, 'x'), hasattr(functools.partial, 'x'), re.compile('a').pattern, " +
		"callable(collections.OrderedDict.popitem), abs(-1))\nrepr(r)"
	want := "(3.141592653589793, '[1]', 'abc', 2.0, True, False, False, 'a', True, 1)"
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := 0; i < 32; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			ex, err := New(Options{})
			if err != nil {
				errs <- err
				return
			}
			defer ex.Close()
			for round := 0; round < 3; round++ {
				if i%2 == 0 {
					ex.Run(t.Context(), poison)
					continue
				}
				res, err := ex.Run(t.Context(), check)
				if err != nil {
					errs <- err
					return
				}
				if res.Repr != fmt.Sprintf("%q", want) && res.Value != want {
					errs <- fmt.Errorf("executor %d sees %v", i, res.Value)
					return
				}
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
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

// TestExceptionTextRunsNoProgramCode: the text of the exception a failed run
// returns (errors.Unwrap(err).Error(), which a host logging the cause
// calls after the run) is made without running program code. Before the
// fix, Exception.Error formatted the arguments on a nil thread or on a
// scratch thread with no limits, no interpreter and so no attribute
// policy: a __str__ panicked the host with a nil dereference, a __repr__
// inside a container ran forever (holding nothing, racing the next run),
// and a __repr__ read what the policy forbids.
func TestExceptionTextRunsNoProgramCode(t *testing.T) {
	const loopRepr = "class S:\n    def __repr__(self):\n        while True:\n            pass\n"
	cases := []struct {
		name string
		code string
		want string // Error() text of the *Error (a substring)
		// cause is errors.Unwrap(err).Error(), exactly.
		cause string
	}{
		{"str of argument panicked",
			"class S:\n    def __str__(self):\n        while True:\n            pass\nraise ValueError(S())",
			"ValueError: <exception str() failed>", "ValueError: <exception str() failed>"},
		{"repr in container hung",
			loopRepr + "raise ValueError([S()])",
			"ValueError: <exception str() failed>", "ValueError: <exception str() failed>"},
		{"repr in tuple of args hung",
			loopRepr + "raise ValueError(1, {'k': S()})",
			"ValueError: <exception str() failed>", "ValueError: <exception str() failed>"},
		{"repr without policy",
			"def f(a=42):\n    pass\nclass S:\n    def __repr__(self):\n        return repr(f.__defaults__)\nraise KeyError([S()])",
			"KeyError: <exception str() failed>", "KeyError: <exception str() failed>"},
		{"repr of user exception arg in container",
			"class E(Exception):\n    def __repr__(self):\n        return 'E!'\nraise ValueError([E()])",
			"ValueError: [E!]", "ValueError: <exception str() failed>"},
		{"alias bomb in args",
			"raise ValueError(['x' * 10**6] * 10**4)",
			"ValueError: <exception str() failed>", "ValueError: <exception str() failed>"},
		{"nested exception args",
			"e = ValueError(0)\nfor i in range(10**5):\n    e = ValueError(e)\nraise e",
			"ValueError: <exception str() failed>", "ValueError: <exception str() failed>"},
		// Builtin values still format as before.
		{"key error", "raise KeyError('k')", "KeyError: 'k'", "KeyError: 'k'"},
		{"several args", "raise ValueError('a', [1, 2.5], {'b': None})",
			"ValueError: ('a', [1, 2.5], {'b': None})", "ValueError: ('a', [1, 2.5], {'b': None})"},
	}
	baseG, baseMem := runtime.NumGoroutine(), heapInUse()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ex := mustNew(t, Options{Timeout: 10 * time.Second})
			defer ex.Close()
			var perr *Error
			out, elapsed := within(t, 20*time.Second, func() string {
				_, err := ex.Run(context.Background(), c.code)
				if !errors.As(err, &perr) {
					return fmt.Sprintf("run error %v", err)
				}
				return ""
			})
			if out != "" {
				t.Fatal(out)
			}
			if elapsed > 12*time.Second {
				t.Errorf("run took %v", elapsed)
			}
			if msg := perr.Error(); !strings.Contains(msg, c.want) {
				t.Errorf("Error() = %.300q, want it to contain %q", msg, c.want)
			}
			cause, elapsed := within(t, 10*time.Second, func() string { return errors.Unwrap(perr).Error() })
			if cause != c.cause {
				t.Errorf("errors.Unwrap(err).Error() = %.300q, want %q", cause, c.cause)
			}
			if elapsed > 2*time.Second {
				t.Errorf("errors.Unwrap(err).Error() took %v", elapsed)
			}
		})
	}
	checkBaseline(t, baseG, baseMem)
}

// TestReprMemoryCharged: the repr of a container was not charged for the
// text of its elements' reprs, so repr of a list aliasing one 1 MB bytes
// 2000 times built a 2 GB string under a 16 MiB memory limit (stopped only
// by the operation limit after some seconds, or never without one).
func TestReprMemoryCharged(t *testing.T) {
	cases := []struct{ name, code string }{
		{"bytes", "x = [b'x' * 10**6] * 2000\nrepr(x)"},
		{"str", "x = ['x' * 10**6] * 2000\nstr(x)"},
		{"bytearray", "x = [bytearray(10**6)] * 2000\nrepr(x)"},
		{"big int", "x = [10**4000] * 10**5\nrepr(x)"},
		{"f-string", "x = {1: ['y' * 10**6] * 2000}\nf'{x!r}'"},
		{"no op limit", "x = [b'x' * 10**6] * 20000\nrepr(x)"},
	}
	baseG, baseMem := runtime.NumGoroutine(), heapInUse()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ex := mustNew(t, Options{MaxMemory: 16 << 20, MaxOperations: -1, Timeout: 20 * time.Second})
			defer ex.Close()
			runtime.GC()
			before := totalAlloc()
			var perr *Error
			out, elapsed := within(t, 60*time.Second, func() string {
				_, err := ex.Run(context.Background(), c.code)
				if !errors.As(err, &perr) {
					return fmt.Sprintf("run error %v", err)
				}
				return ""
			})
			if out != "" {
				t.Fatal(out)
			}
			if perr.Kind != KindLimit || perr.Type != "MemoryError" {
				t.Errorf("got %s error %.300q, want MemoryError", perr.Kind, perr.Error())
			}
			if elapsed > 3*time.Second {
				t.Errorf("took %v", elapsed)
			}
			if a := totalAlloc() - before; a > 512<<20 {
				t.Errorf("host allocated %d MiB", a>>20)
			}
		})
	}
	checkBaseline(t, baseG, baseMem)
}

// hostMath is a host module standing in for math in these tests: each
// executor builds its own instance.
var hostMath = Module{Name: "hostmath", Values: map[string]any{"pi": math.Pi}}

// TestConcurrentExecutors runs 100 executors in parallel (run it with
// -race); one of them poisons an attribute of a host module, which the
// others must not see.
func TestConcurrentExecutors(t *testing.T) {
	const n = 100
	baseG := runtime.NumGoroutine()
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ex, err := New(Options{Modules: []Module{hostMath}})
			if err != nil {
				errs <- err
				return
			}
			defer ex.Close()
			ex.AddTool(Func("ident", func(x int) int { return x }, "x"))
			ctx := context.Background()
			if i == 0 {
				if _, err := ex.Run(ctx, "import hostmath as math\nmath.pi = 3\nmath.extra = 'poison'"); err != nil {
					errs <- err
				}
			}
			for j := range 20 {
				code := fmt.Sprintf("import hostmath as math\nx = ident(%d)\nd = {k: str(k) * 2 for k in range(200)}\ns = sorted(d, reverse=True)\n(math.pi, x, len(s))", j)
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
				_, err := ex.Run(ctx, "import hostmath as math\nmath.extra")
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
