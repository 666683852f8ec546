package pyinterp

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"runtime"
	"strings"
	"testing"
	"time"
)

// The second red-team pass: host-side calls into program code and
// host-side copies of program data. Each finding ran program code with no
// budget (or no attribute policy) after the run, or made the host
// allocate far past the run's memory limit, before its fix.

// within runs f in a goroutine and reports its result, a panic, or a hang
// past d (the goroutine is then abandoned: the test fails anyway).
func within(t *testing.T, d time.Duration, f func() string) (string, time.Duration) {
	t.Helper()
	start := time.Now()
	done := make(chan string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Sprintf("PANIC: %v", r)
			}
		}()
		done <- f()
	}()
	select {
	case s := <-done:
		return s, time.Since(start)
	case <-time.After(d):
		t.Fatalf("still running after %v", d)
		return "", d
	}
}

// totalAlloc returns the bytes the process has allocated so far.
func totalAlloc() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.TotalAlloc
}

// checkBaseline fails when goroutines or the heap stay above their
// baseline.
func checkBaseline(t *testing.T, baseG int, baseMem uint64) {
	t.Helper()
	if n := waitGoroutines(baseG); n > baseG {
		t.Errorf("goroutines: %d before, %d after", baseG, n)
	}
	if m := heapInUse(); m > baseMem+64<<20 {
		t.Errorf("heap in use: %d MiB before, %d MiB after", baseMem>>20, m>>20)
	}
}

// TestRedteam2ExceptionText: the text of the exception a failed run
// returns (errors.Unwrap(err).Error(), which a host logging the cause
// calls after the run) is made without running program code. Before the
// fix, Exception.Error formatted the arguments on a nil thread or on a
// scratch thread with no limits, no interpreter and so no attribute
// policy: a __str__ panicked the host with a nil dereference, a __repr__
// inside a container ran forever (holding nothing, racing the next run),
// and a __repr__ read what the policy forbids.
func TestRedteam2ExceptionText(t *testing.T) {
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

// TestRedteam2VariablesDeadline: Variables() gave each variable a fresh
// one-second budget for its repr, so a program binding 20,000 names to
// one object whose __repr__ loops held the host for minutes (about 5 ms
// per name). The budgets now share one deadline.
func TestRedteam2VariablesDeadline(t *testing.T) {
	baseG, baseMem := runtime.NumGoroutine(), heapInUse()
	ex := mustNew(t, Options{})
	defer ex.Close()
	names := make([]string, 20000)
	for i := range names {
		names[i] = fmt.Sprintf("v%d", i)
	}
	mustRun(t, ex, "class R:\n    def __repr__(self):\n        while True:\n            pass\n"+strings.Join(names, " = ")+" = R()")
	var vars map[string]any
	_, elapsed := within(t, 60*time.Second, func() string { vars = ex.Variables(); return "" })
	if elapsed > 3*time.Second {
		t.Errorf("Variables() took %v", elapsed)
	}
	if len(vars) != len(names)+1 {
		t.Errorf("%d variables", len(vars))
	}
	if o, ok := vars["v7"].(Opaque); !ok || o.Type != "R" || o.Repr != "<R object>" {
		t.Errorf("v7 = %#v", vars["v7"])
	}
	checkBaseline(t, baseG, baseMem)
}

// TestRedteam2HostCopies: converting a program's values to Go copies
// bytes, bytearrays and big ints, and typed tool arguments expand
// aliased lists; none of it was bounded, so a few MB of Python data made
// the host allocate GBs (TBs at the element cap), outside every limit.
func TestRedteam2HostCopies(t *testing.T) {
	names := make([]string, 50)
	for i := range names {
		names[i] = fmt.Sprintf("v%d", i)
	}
	cases := []struct {
		name string
		code string
		// value is the type of Result.Value (or, with vars, of
		// Variables()["v49"]).
		value string
		vars  bool
	}{
		{"result bytes alias", "[b'x' * 10**6] * 4000", "pyinterp.Opaque", false},
		{"result bytearray alias", "b = bytearray(10**6)\n[b] * 4000", "pyinterp.Opaque", false},
		{"final_answer bytes alias", "final_answer([b'x' * 10**6] * 4000)", "pyinterp.Opaque", false},
		{"variables share the cap", "b = b'x' * 10**8\n" + strings.Join(names, " = ") + " = [b]", "pyinterp.Opaque", true},
	}
	baseG, baseMem := runtime.NumGoroutine(), heapInUse()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ex := mustNew(t, Options{Timeout: 10 * time.Second})
			defer ex.Close()
			runtime.GC()
			before := totalAlloc()
			var got any
			out, elapsed := within(t, 30*time.Second, func() string {
				res, err := ex.Run(context.Background(), c.code)
				if err != nil {
					return err.Error()
				}
				got = res.Value
				if c.vars {
					got = ex.Variables()["v49"]
				}
				return ""
			})
			if out != "" {
				t.Fatal(out)
			}
			if typ := fmt.Sprintf("%T", got); typ != c.value {
				t.Errorf("value is a %s, want %s", typ, c.value)
			}
			if o, ok := got.(Opaque); ok && o.Repr != "..." && o.Repr != "<list object>" {
				t.Errorf("value %#.100v", o)
			}
			if a := totalAlloc() - before; a > 1<<30 {
				t.Errorf("host allocated %d MiB", a>>20)
			}
			if elapsed > 8*time.Second {
				t.Errorf("took %v", elapsed)
			}
		})
	}
	checkBaseline(t, baseG, baseMem)
}

// TestRedteam2ToolArguments: a typed tool argument is converted under the
// run's limits. A [][][]int argument aliasing one 1000-int list made
// 3*10^8 Go ints (2.4 GB) and ran six times past the run's deadline; the
// limit reached while converting used to come back as a catchable
// RuntimeError.
func TestRedteam2ToolArguments(t *testing.T) {
	nest := "l = [0] * 1000\nm = [l] * 1000\nn = [m] * 300\n"
	cases := []struct {
		name string
		opts Options
		code string
		want string
		kind ErrorKind
	}{
		{"nested ints", Options{}, nest + "nested(n)", opsLimit, KindLimit},
		{"nested ints caught", Options{}, nest + "try:\n    nested(n)\nexcept BaseException:\n    pass", opsLimit, KindLimit},
		{"nested ints no op limit", Options{MaxOperations: -1, MaxMemory: 32 << 20, Timeout: 20 * time.Second}, nest + "nested(n)", "MemoryError", KindLimit},
		{"bytes alias", Options{}, "blobs([b'x' * 10**6] * 1000)", "MemoryError", KindLimit},
		{"big int alias", Options{}, "ints([10**4000] * 10**6)", "MemoryError", KindLimit},
	}
	baseG, baseMem := runtime.NumGoroutine(), heapInUse()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ex := mustNew(t, c.opts)
			defer ex.Close()
			if err := ex.AddTools(
				Func("nested", func(x [][][]int) int { return len(x) }, "x"),
				Func("blobs", func(x [][]byte) int { return len(x) }, "x"),
				Func("ints", func(x []*big.Int) int { return len(x) }, "x"),
			); err != nil {
				t.Fatal(err)
			}
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
			if msg := perr.Error(); !strings.Contains(msg, c.want) || perr.Kind != c.kind {
				t.Errorf("got %s error %.300q, want %s error containing %q", perr.Kind, msg, c.kind, c.want)
			}
			// Unbounded, the conversion ran for minutes; the bound leaves
			// room for a 2-core machine loaded by parallel test binaries
			// (about 1 s when idle, 5 s seen under load).
			if elapsed > 15*time.Second {
				t.Errorf("took %v", elapsed)
			}
			if a := totalAlloc() - before; a > 1<<30 {
				t.Errorf("host allocated %d MiB", a>>20)
			}
		})
	}
	checkBaseline(t, baseG, baseMem)
}

// TestRedteam2ReprMemory: the repr of a container was not charged for the
// text of its elements' reprs, so repr of a list aliasing one 1 MB bytes
// 2000 times built a 2 GB string under a 16 MiB memory limit (stopped only
// by the operation limit after some seconds, or never without one).
func TestRedteam2ReprMemory(t *testing.T) {
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

// TestRedteam2Concurrency: one executor used from several goroutines.
// Runs are serialised (a counter incremented by 40 runs ends at 40);
// Variables, Vars, Reset and Close called during runs wait for them; a
// context cancelled while a tool runs ends the run with the limit error,
// which the program cannot catch.
func TestRedteam2Concurrency(t *testing.T) {
	baseG, baseMem := runtime.NumGoroutine(), heapInUse()
	ex := mustNew(t, Options{})
	defer ex.Close()
	mustRun(t, ex, "n = 0")
	done := make(chan error, 4)
	for range 2 {
		go func() {
			for range 20 {
				if _, err := ex.Run(context.Background(), "m = n\nfor i in range(1000):\n    pass\nn = m + 1"); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	go func() {
		for range 50 {
			ex.Variables()
			ex.Vars()
		}
		done <- nil
	}()
	go func() {
		for range 20 {
			ex.Close()
			ex.Tools()
		}
		done <- nil
	}()
	for range 4 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	if v := ex.Variables()["n"]; v != int64(40) {
		t.Errorf("n = %v after 40 serialised increments", v)
	}

	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan bool)
	if err := ex.AddTool(Func("slow", func(ctx context.Context) error {
		close(started)
		<-ctx.Done()
		return ctx.Err()
	})); err != nil {
		t.Fatal(err)
	}
	go func() { <-started; cancel() }()
	_, err := runErrCtx(ctx, ex, "try:\n    slow()\nexcept BaseException:\n    pass\n'swallowed'")
	if err == nil || err.Kind != KindLimit {
		t.Errorf("cancelled mid-tool: %v", err)
	}
	ex.Reset()
	if res := mustRun(t, ex, "1 + 1"); res.Value != int64(2) {
		t.Errorf("after reset: %v", res.Value)
	}
	checkBaseline(t, baseG, baseMem)
}

func runErrCtx(ctx context.Context, ex *Executor, code string) (*Result, *Error) {
	res, err := ex.Run(ctx, code)
	var perr *Error
	if err != nil && !errors.As(err, &perr) {
		panic(err)
	}
	return res, perr
}
