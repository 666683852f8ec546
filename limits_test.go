package pyinterp

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// The limits: messages, kinds, terminality, timing, memory accounting.

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
		clock := startRunClock()
		_, err := runErr(t, ex, code)
		wall, cpu := clock.took()
		if err == nil || err.Kind != KindLimit {
			t.Errorf("%s: got %v", code, err)
		}
		// Judged on CPU time (see runClock): tens of ms on a quiet
		// machine; an unbounded builtin would take minutes here.
		if cpu > 300*time.Millisecond {
			t.Errorf("%s: deadline honoured after %v of CPU (%v)", code, cpu, wall)
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

func TestContextCancel(t *testing.T) {
	ex := mustNew(t, Options{MaxOperations: -1, MaxWhileIterations: -1})
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		time.Sleep(50 * time.Millisecond)
		cancel()
	}()
	start := time.Now()
	_, err := ex.Run(ctx, "while True: pass")
	if err == nil || !strings.Contains(err.Error(), "InterpreterError: Code execution was cancelled") {
		t.Fatalf("got %v", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("took %v", d)
	}
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != KindLimit || pe.Limit != LimitCancelled {
		t.Errorf("got %#v, want KindLimit, LimitCancelled", err)
	}
	if !errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("errors.Is: Canceled %v, DeadlineExceeded %v", errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded))
	}
	// A cancelled context refuses to start.
	if _, err := ex.Run(ctx, "1"); err == nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("ran with a cancelled context: %v", err)
	}
}

// TestContextCancelCause: the cause given to a context's cancel function
// is in the error's chain.
func TestContextCancelCause(t *testing.T) {
	ex := mustNew(t, Options{MaxOperations: -1, MaxWhileIterations: -1})
	cause := errors.New("user pressed stop")
	ctx, cancel := context.WithCancelCause(context.Background())
	time.AfterFunc(20*time.Millisecond, func() { cancel(cause) })
	_, err := ex.Run(ctx, "while True: pass")
	if !errors.Is(err, cause) || !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v: cause in chain %v, Canceled %v", err, errors.Is(err, cause), errors.Is(err, context.Canceled))
	}
	// A tool that sees the run cancelled while it runs ends the run the same way.
	ex.AddTool(Func("wait", func(ctx context.Context) error {
		<-ctx.Done()
		return ctx.Err()
	}))
	ctx, cancel = context.WithCancelCause(context.Background())
	time.AfterFunc(20*time.Millisecond, func() { cancel(cause) })
	_, err = ex.Run(ctx, "try:\n    wait()\nexcept BaseException:\n    pass")
	var pe *Error
	if !errors.As(err, &pe) || pe.Limit != LimitCancelled || !errors.Is(err, cause) {
		t.Fatalf("tool: got %v", err)
	}
}

// TestCodeSizeLimit: a program too large to parse within the memory limit
// is refused before parsing, as a limit; one just under it runs.
func TestCodeSizeLimit(t *testing.T) {
	ex, err := New(Options{MaxMemory: 16 << 20}) // 64 KiB of code at most
	if err != nil {
		t.Fatal(err)
	}
	big := "x = [" + strings.Repeat("1,", 40000) + "1]\n" // 80 KB
	_, err = ex.Run(context.Background(), big)
	var pe *Error
	if !errors.As(err, &pe) || pe.Kind != KindLimit || !strings.Contains(pe.Message, "exceeds the maximum code size of 65536 bytes") {
		t.Fatalf("got %v, want the code size limit", err)
	}
	small := "x = [" + strings.Repeat("1,", 20000) + "1]\nlen(x)\n" // 40 KB
	res, err := ex.Run(context.Background(), small)
	if err != nil || res.Repr != "20001" {
		t.Fatalf("small program: %v %+v", err, res)
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
			clock := startRunClock()
			res, err := runErr(t, ex, wrap)
			took, cpu := clock.took()
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
			if cpu > 5*time.Second {
				t.Errorf("%q: took %v of CPU (%v)", wrap, cpu, took)
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
		clock := startRunClock()
		_, err := runErr(t, ex, c.code)
		took, cpu := clock.took()
		want := c.want
		if want == "" {
			want = "Code execution exceeded the maximum execution time of " + c.opts.Timeout.String()
		}
		timedOut := "Code execution exceeded the maximum execution time of " + c.opts.Timeout.String()
		if err == nil || !strings.Contains(err.Error(), want) && !(want == opsLimit && strings.Contains(err.Error(), timedOut)) {
			t.Errorf("%q: got %v, want %q", c.code, err, want)
		}
		// 100 ms on a quiet machine, judged on CPU time (see runClock;
		// unbounded, these ran for 28 s).
		if cpu > min(c.opts.Timeout, time.Second)+600*time.Millisecond {
			t.Errorf("%q: stopped after %v of CPU (%v), deadline %v", c.code, cpu, took, c.opts.Timeout)
		}
		if testing.Verbose() {
			t.Logf("%q: %v: %v", c.code, took, err)
		}
	}
}

// TestResultConversionWithinMemoryLimit: the Go value of a run's result
// (and a tool's arguments) is made in the host, outside the run's charges:
// it holds at most the run's memory limit. [b'x' * 2**20] * 200 holds 1
// MiB in Python but converts to 200 MiB of Go byte slices; under a 64 MiB
// limit the host copied all of them (up to a fixed 256 MiB cap).
func TestResultConversionWithinMemoryLimit(t *testing.T) {
	const limit = 64 << 20
	big := "[b'x' * 2**20] * 200"
	allocated := func(f func()) int64 {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		return int64(after.TotalAlloc - before.TotalAlloc)
	}
	cases := []struct {
		name, code string
		limit      int64
		converted  bool // Value is the Go value, not an Opaque
	}{
		{"past the limit", big, limit, false},
		{"past the fixed cap", "[b'x' * 2**20] * 300", 512 << 20, false},
		{"within the limit", "[b'x' * 2**20] * 8", limit, true},
		{"many small values past the limit", "[(1, 2)] * 2**20", 24 << 20, false},
		{"many small values within it", "[(1, 2)] * 2**16", 24 << 20, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ex := mustNew(t, Options{MaxMemory: c.limit})
			var res *Result
			grew := allocated(func() { res = mustRun(t, ex, c.code) })
			o, opaque := res.Value.(Opaque)
			if opaque == c.converted {
				t.Fatalf("Value = %T, converted = %v, want %v", res.Value, !opaque, c.converted)
			}
			if opaque && (o.Type != "list" || len(o.Repr) > 1004) {
				t.Errorf("Opaque{%q, %d bytes of repr}", o.Type, len(o.Repr))
			}
			// The run holds a few MiB; its conversion at most the limit
			// (and the fixed cap), plus the repr's scratch thread's 16 MiB.
			if max := min(c.limit, 256<<20) + 48<<20; grew > max {
				t.Errorf("the run and its conversion allocated %d MiB (at most %d MiB expected)", grew>>20, max>>20)
			}
		})
	}
	t.Run("tool arguments", func(t *testing.T) {
		ex := mustNew(t, Options{MaxMemory: limit})
		called := false
		if err := ex.AddTool(RawFunc("raw", func(_ context.Context, args []any, _ map[string]any) (any, error) {
			called = true
			return len(args), nil
		})); err != nil {
			t.Fatal(err)
		}
		var err *Error
		grew := allocated(func() { _, err = runErr(t, ex, "raw("+big+")") })
		if err == nil || !strings.Contains(err.Error(), "value too large to convert to Go (more than 64 MiB") || called {
			t.Fatalf("err = %v, called = %v", err, called)
		}
		if grew > 2*limit {
			t.Errorf("the run and its conversion allocated %d MiB under a %d MiB limit", grew>>20, limit>>20)
		}
	})
}

// TestRegexMatchObservesCancellation: a regexp2 match (a pattern the
// native matcher leaves to it: an inline flag group) backtracking for
// ever cannot be interrupted; it was given all the time left to the
// run's deadline, so a run with no timeout ignored its cancellation for
// good. It now runs in slices of time, polling the run between them: a
// cancelled run returns within about the time it had spent. With a
// timeout, the match still ends at the deadline.
func TestRegexMatchObservesCancellation(t *testing.T) {
	const code = "import re\nre.match('(?i:(a|aa)*)c', 'a' * 60)"
	ex := mustNew(t, Options{Timeout: NoLimit, MaxOperations: NoLimit})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	done := make(chan error, 1)
	start := time.Now()
	go func() {
		_, err := ex.Run(ctx, code)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "cancelled") {
			t.Errorf("err = %v, want the cancellation", err)
		}
		t.Logf("returned %v after the start, cancelled at 200ms", time.Since(start))
	case <-time.After(10 * time.Second):
		t.Fatal("the run did not return 10 s after it was cancelled")
	}

	ex = mustNew(t, Options{Timeout: 500 * time.Millisecond, MaxOperations: NoLimit})
	start = time.Now()
	_, err := runErr(t, ex, code)
	if err == nil || !strings.Contains(err.Error(), "maximum execution time") {
		t.Errorf("with a timeout: err = %v, want the timeout", err)
	}
	if el := time.Since(start); el < 450*time.Millisecond {
		t.Errorf("with a 500ms timeout the run ended after %v", el)
	}
}

// TestLimitTraceback checks that a limit's traceback names where the run
// was stopped, in every frame (the loop inside the function, not only the
// top-level statement that called it), ending with the limit's line as
// Error.Type/Message word it.
func TestLimitTraceback(t *testing.T) {
	code := "def spin():\n    n = 0\n    while True:\n        n += 1\n\ndef outer():\n    return spin()\n\nx = 1\nouter()\n"
	frames := "Traceback (most recent call last):\n" +
		"  File \"<string>\", line 10, in <module>\n    outer()\n" +
		"  File \"<string>\", line 7, in outer\n    return spin()\n           ^^^^^^\n" +
		"  File \"<string>\", line 3, in spin\n    while True:\n"
	cases := []struct {
		opts Options
		last string
	}{
		{Options{MaxOperations: 5000}, "InterpreterError: Reached the max number of operations of 5000. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations."},
		{Options{MaxWhileIterations: 100}, "InterpreterError: Maximum number of 100 iterations in While loop exceeded"},
		{Options{Timeout: 50 * time.Millisecond, MaxOperations: -1, MaxWhileIterations: -1}, "InterpreterError: Code execution exceeded the maximum execution time of 50ms"},
	}
	for _, c := range cases {
		_, err := runErr(t, mustNew(t, c.opts), code)
		if err == nil || err.Kind != KindLimit {
			t.Errorf("%s: got %v, want a limit error", c.last, err)
			continue
		}
		if diff := cmp.Diff(frames+c.last+"\n", err.Traceback); diff != "" {
			t.Errorf("traceback (-want +got):\n%s", diff)
		}
	}
	// A memory limit reached inside a builtin called from a function.
	_, err := runErr(t, mustNew(t, Options{MaxMemory: 1 << 20}), "def grow(n):\n    return 'ab' * n\n\ngrow(10**8)\n")
	want := "Traceback (most recent call last):\n  File \"<string>\", line 4, in <module>\n    grow(10**8)\n" +
		"  File \"<string>\", line 2, in grow\n    return 'ab' * n\n           ~~~~~^~~\nMemoryError\n"
	if err == nil || err.Kind != KindLimit {
		t.Fatalf("got %v, want a memory limit", err)
	}
	if diff := cmp.Diff(want, err.Traceback); diff != "" {
		t.Errorf("traceback (-want +got):\n%s", diff)
	}
}
