package pyinterp

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// The Executor: runs, errors, the namespace across runs, Reset, Close,
// concurrent calls, interactive runs.

func TestRunValueAndLogs(t *testing.T) {
	ex := mustNew(t, Options{})
	res := mustRun(t, ex, "x = 6 * 7\nprint('hello', x)\nx")
	if res.Value != int64(42) || res.Logs != "hello 42\n" || res.Repr != "42" || res.IsFinalAnswer {
		t.Fatalf("got %#v", res)
	}
	// The namespace persists.
	res = mustRun(t, ex, "x + 1")
	if res.Value != int64(43) {
		t.Fatalf("got %#v", res.Value)
	}
}

func TestErrorText(t *testing.T) {
	ex := mustNew(t, Options{})
	res, err := runErr(t, ex, "print('before')\nx = 1/0\nprint('after')")
	if err == nil {
		t.Fatal("no error")
	}
	const want = "Code execution failed at line 'x = 1/0' due to: ZeroDivisionError: division by zero"
	if err.Error() != want {
		t.Errorf("Error() = %q, want %q", err.Error(), want)
	}
	if err.Kind != KindException || err.Type != "ZeroDivisionError" || err.Line != 2 || res.Logs != "before\n" {
		t.Errorf("got %+v, logs %q", err, res.Logs)
	}
	if !strings.Contains(err.Traceback, "Traceback (most recent call last):\n  File \"<string>\", line 2, in <module>\n    x = 1/0\n        ~^~\nZeroDivisionError: division by zero") {
		t.Errorf("traceback:\n%s", err.Traceback)
	}
}

func TestSyntaxError(t *testing.T) {
	ex := mustNew(t, Options{})
	res, err := runErr(t, ex, "print('x')\nx = = 1")
	if err == nil || err.Kind != KindSyntax || err.Line != 2 || res.Logs != "" {
		t.Fatalf("got %v", err)
	}
	if !strings.HasPrefix(err.Error(), "Code parsing failed on line 2 due to: SyntaxError: invalid syntax\nx = = 1\n    ^") {
		t.Errorf("Error() = %q", err.Error())
	}
}

func TestReset(t *testing.T) {
	ex := mustNew(t, Options{})
	ex.AddTool(Func("one", func() int { return 1 }))
	mustRun(t, ex, "x = 1")
	ex.Reset()
	_, err := runErr(t, ex, "x")
	if err == nil || !strings.Contains(err.Error(), "NameError: name 'x' is not defined") {
		t.Fatalf("got %v", err)
	}
	if res := mustRun(t, ex, "one()"); res.Value != int64(1) {
		t.Fatalf("tool lost: %v", res.Value)
	}
}

// TestAnnotationsAcrossRuns: the executor compiles one top-level
// statement at a time and keeps its namespace from run to run, so
// "from __future__ import annotations" stays in effect for later
// statements and later runs (as in IPython); without it, annotations are
// evaluated when the def runs.
func TestAnnotationsAcrossRuns(t *testing.T) {
	ex := mustNew(t, Options{})
	_, err := runErr(t, ex, "def f(x: Undefined): pass")
	if err == nil || err.Error() != "Code execution failed at line 'def f(x: Undefined): pass' due to: NameError: name 'Undefined' is not defined" {
		t.Errorf("got %v", err)
	}
	res := mustRun(t, ex, "x: int = 1\ndef g(a: int) -> str: pass\n(__annotations__, g.__annotations__)")
	if res.Repr != "({'x': <class 'int'>}, {'a': <class 'int'>, 'return': <class 'str'>})" {
		t.Errorf("got %s", res.Repr)
	}

	ex = mustNew(t, Options{})
	mustRun(t, ex, "from __future__ import annotations\ndef f(x: Undefined) -> list[Undefined]: pass")
	res = mustRun(t, ex, "def g(y: Missing): pass\n(f.__annotations__, g.__annotations__)")
	if res.Repr != "({'x': 'Undefined', 'return': 'list[Undefined]'}, {'y': 'Missing'})" {
		t.Errorf("got %s", res.Repr)
	}
}

// TestConcurrentCalls: one executor used from several goroutines.
// Runs are serialised (a counter incremented by 40 runs ends at 40);
// Variables, Get, SetVariables and Tools called during runs wait for them
// (Tools does not need to); a
// context cancelled while a tool runs ends the run with the limit error,
// which the program cannot catch.
func TestConcurrentCalls(t *testing.T) {
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
			if _, err := ex.Variables(); err != nil {
				done <- err
				return
			}
			var o Opaque
			if err := ex.Get("n", &o); err != nil || o.Type != "int" {
				done <- fmt.Errorf("Get: %v %v", o, err)
				return
			}
		}
		done <- nil
	}()
	go func() {
		for range 20 {
			if err := ex.SetVariables(map[string]any{"unrelated": 1}); err != nil {
				done <- err
				return
			}
			ex.Tools()
		}
		done <- nil
	}()
	for range 4 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	if v := mustVariables(t, ex)["n"]; v != int64(40) {
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

func TestInteractive(t *testing.T) {
	ex := mustNew(t, Options{})
	for _, tc := range []struct{ code, logs string }{
		{"6 * 7\n", "42\n"},
		{"_ + 1\n", "43\n"},
		{"None\n", ""},
		{"x = 5\n", ""},
		{"1, 2\n", "(1, 2)\n"},
		{"'é' + 'a'; x\n", "'éa'\n5\n"},
		{"(1 +\n 2)\n", "3\n"},
		{"for i in range(2):\n    i\n    print('p')\n", "0\np\n1\np\n"},
		{"if x:\n    'yes'\nelse:\n    'no'\n", "'yes'\n"},
		{"def f():\n    'not echoed'\n    return 7\n", ""},
		{"f()\n", "7\n"},
		{"class A:\n    1\n", ""},
		{"try:\n    1/0\nexcept ZeroDivisionError:\n    'caught'\n", "'caught'\n"},
		{"_\n", "'caught'\n"},
	} {
		res, err := ex.Run(context.Background(), tc.code, Interactive())
		if err != nil {
			t.Errorf("Run(%q, Interactive()): %v", tc.code, err)
			continue
		}
		if res.Logs != tc.logs {
			t.Errorf("Run(%q, Interactive()) printed %q, want %q", tc.code, res.Logs, tc.logs)
		}
	}
	// Errors are reported against the code as typed.
	_, err := ex.Run(context.Background(), "1; return 2\n", Interactive())
	if err == nil || !strings.Contains(err.Error(), "'return' outside function") {
		t.Errorf("got %v, want 'return' outside function", err)
	}
	var pe *Error
	if _, err := ex.Run(context.Background(), "1/0\n", Interactive()); err == nil || !asError(err, &pe) || pe.Type != "ZeroDivisionError" || pe.Statement != "1/0" {
		t.Errorf("1/0: got %#v", err)
	}
	// The display hook cannot be rebound; the namespace listing has reprs.
	if _, err := ex.Run(context.Background(), "__displayhook__ = 1\n", Interactive()); err == nil {
		t.Error("rebinding __displayhook__ succeeded")
	}
	names := slices.Sorted(maps.Keys(mustVariables(t, ex)))
	if want := []string{"A", "f", "i", "x"}; !slices.Equal(names, want) {
		t.Errorf("variables %v, want %v", names, want)
	}
	var o Opaque
	if err := ex.Get("x", &o); err != nil || o != (Opaque{Type: "int", Repr: "5"}) {
		t.Errorf("Get(x) as Opaque: %+v, %v", o, err)
	}
}

func asError(err error, pe **Error) bool {
	e, ok := err.(*Error)
	*pe = e
	return ok
}

// TestClose: a closed executor refuses every call; closing again is a
// no-op.
func TestClose(t *testing.T) {
	ex := mustNew(t, Options{})
	mustRun(t, ex, "x = 1")
	if err := ex.Close(); err != nil {
		t.Fatal(err)
	}
	if err := ex.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	p, _ := Compile("1")
	var x any
	_, errVars := ex.Variables()
	_, errRun := ex.Run(context.Background(), "1")
	_, errProg := ex.RunProgram(context.Background(), p)
	_, errCall := ex.Call(context.Background(), "f")
	for name, err := range map[string]error{
		"Run": errRun, "RunProgram": errProg, "Call": errCall, "Variables": errVars,
		"Get": ex.Get("x", &x), "SetVariables": ex.SetVariables(map[string]any{"y": 1}),
		"AddTool": ex.AddTool(Func("t", func() {})), "Reset": ex.Reset(),
	} {
		if !errors.Is(err, ErrClosed) {
			t.Errorf("%s after Close: %v, want ErrClosed", name, err)
		}
	}
	if res, err := ex.Run(context.Background(), "1"); res == nil || res.Logs != "" || err == nil {
		t.Errorf("Run after Close: %v, %v", res, err)
	}
}

// TestClosedExecutorsAreCollected: nothing process-wide keeps a closed
// executor alive. Objects shared by every interpreter (builtin functions,
// the strings of modules written in Python) carried cleanups that held
// their interpreter's identity table, and through it the namespace of
// every executor that had asked for their id (import numbers did, in
// abc): a server lost about a MiB per session.
func TestClosedExecutorsAreCollected(t *testing.T) {
	for _, code := range []string{
		"import numbers",
		"import decimal, fractions, statistics",
		"x = [id(len), id(print), id('a'), id(iter(()))]",
		"def f(): pass\ny = f\nz = id(f), id(f.__name__), hash(f)",
		"g = (i for i in range(3)); next(g)",
	} {
		const runs = 6
		var collected atomic.Int32
		for i := 0; i < runs; i++ {
			ex := mustNew(t, Options{})
			mustRun(t, ex, code)
			if err := ex.Close(); err != nil {
				t.Fatal(err)
			}
			runtime.AddCleanup(ex, func(c *atomic.Int32) { c.Add(1) }, &collected)
		}
		deadline := time.Now().Add(5 * time.Second)
		for collected.Load() < runs && time.Now().Before(deadline) {
			runtime.GC()
			time.Sleep(10 * time.Millisecond)
		}
		if n := collected.Load(); n < runs {
			t.Errorf("%q: %d of %d closed executors collected", code, n, runs)
		}
	}
}

// TestCompileRunProgram: a program compiled once runs in any executor,
// many times, with its own filename; an executor recompiles it after
// Reset and after AddTool protects a name it binds.
func TestCompileRunProgram(t *testing.T) {
	p, err := Compile("count += 1\nprint('run', count)\ncount * 10", WithFilename("step.py"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Filename() != "step.py" || !strings.HasPrefix(p.Code(), "count += 1") {
		t.Errorf("Filename %q, Code %q", p.Filename(), p.Code())
	}
	a, b := mustNew(t, Options{}), mustNew(t, Options{})
	for _, ex := range []*Executor{a, b} {
		mustRun(t, ex, "count = 0")
	}
	for i := 1; i <= 3; i++ {
		res, err := a.RunProgram(context.Background(), p)
		if err != nil || res.Value != int64(i*10) || res.Logs != fmt.Sprintf("run %d\n", i) {
			t.Fatalf("run %d in a: %+v, %v", i, res, err)
		}
	}
	if res, err := b.RunProgram(context.Background(), p); err != nil || res.Value != int64(10) {
		t.Fatalf("in b: %+v, %v", res, err)
	}
	// The filename is the program's; a failure shows it, with the line.
	_, err = a.RunProgram(context.Background(), p, WithFilename("other.py"))
	if err == nil || !strings.Contains(err.Error(), "options of Compile") {
		t.Errorf("WithFilename on RunProgram: %v", err)
	}
	a.Reset()
	_, err = a.RunProgram(context.Background(), p)
	var pe *Error
	if !errors.As(err, &pe) || pe.Type != "NameError" || !strings.Contains(pe.Traceback, "File \"step.py\", line 1, in <module>\n    count += 1\n") {
		t.Errorf("after Reset: %v\n%s", err, pe.Traceback)
	}
	// A name that becomes a tool's cannot be rebound by a program compiled before.
	mustRun(t, a, "count = 0")
	if _, err := a.RunProgram(context.Background(), p); err != nil {
		t.Fatal(err)
	}
	a.AddTool(Func("count", func() int { return 0 }))
	_, err = a.RunProgram(context.Background(), p)
	if err == nil || !strings.Contains(err.Error(), "Cannot assign to name 'count': doing this would erase the existing tool!") {
		t.Errorf("after AddTool: %v", err)
	}
	// Syntax errors come from Compile.
	_, err = Compile("x = = 1")
	if !errors.As(err, &pe) || pe.Kind != KindSyntax || pe.Line != 1 {
		t.Errorf("syntax error: %v", err)
	}
	// Options given to Compile are the defaults of its runs.
	q, _ := Compile("while True: pass", WithLimits(Limits{MaxWhileIterations: 10}))
	_, err = b.RunProgram(context.Background(), q)
	if !errors.As(err, &pe) || pe.Limit != LimitWhileIterations || !strings.Contains(pe.Error(), "Maximum number of 10 iterations") {
		t.Errorf("Compile's limits: %v", err)
	}
	_, err = b.RunProgram(context.Background(), q, WithLimits(Limits{MaxWhileIterations: 20}))
	if !errors.As(err, &pe) || !strings.Contains(pe.Error(), "Maximum number of 20 iterations") {
		t.Errorf("RunProgram's limits: %v", err)
	}
}

// TestRunOptions: the filename, the output writer and the limits of one
// run, without a new executor.
func TestRunOptions(t *testing.T) {
	var exStdout, runStdout strings.Builder
	ex := mustNew(t, Options{Stdout: &exStdout, MaxOperations: 1000})
	code := "print('hi')\ndef f(n):\n    return 1 / n\nf(0)"
	res, err := ex.Run(context.Background(), code, WithFilename("job.py"), WithStdout(&runStdout))
	var pe *Error
	if !errors.As(err, &pe) {
		t.Fatal(err)
	}
	const want = "Traceback (most recent call last):\n  File \"job.py\", line 4, in <module>\n    f(0)\n  File \"job.py\", line 3, in f\n    return 1 / n\n           ~~^~~\nZeroDivisionError: division by zero\n"
	if pe.Traceback != want {
		t.Errorf("traceback:\n%s\nwant:\n%s", pe.Traceback, want)
	}
	if runStdout.String() != "hi\n" || exStdout.String() != "" || res.Logs != "hi\n" {
		t.Errorf("outputs: run %q, executor %q, logs %q", runStdout.String(), exStdout.String(), res.Logs)
	}
	// The executor's settings are back for the next run.
	mustRun(t, ex, "print('again')")
	if exStdout.String() != "again\n" {
		t.Errorf("executor output %q", exStdout.String())
	}
	loop := "for i in range(10**4): pass"
	if _, err := runErr(t, ex, loop); err == nil || err.Limit != LimitOperations {
		t.Errorf("executor limit: %v", err)
	}
	if _, err := ex.Run(context.Background(), loop, WithLimits(Limits{MaxOperations: NoLimit})); err != nil {
		t.Errorf("NoLimit for one run: %v", err)
	}
	if _, err := ex.Run(context.Background(), loop, WithLimits(Limits{MaxOperations: 100_000})); err != nil {
		t.Errorf("higher limit for one run: %v", err)
	}
	start := time.Now()
	_, err = ex.Run(context.Background(), "while True: pass", WithLimits(Limits{Timeout: 20 * time.Millisecond, MaxOperations: NoLimit, MaxWhileIterations: NoLimit}))
	if !errors.As(err, &pe) || pe.Limit != LimitTime || !strings.Contains(pe.Error(), "maximum execution time of 20ms") || time.Since(start) > 2*time.Second {
		t.Errorf("timeout for one run: %v", err)
	}
	if _, err := ex.Run(context.Background(), "1", WithLimits(Limits{MaxRecursionDepth: MaxRecursionLimit + 1})); err == nil {
		t.Error("recursion depth out of range: no error")
	}
	// A syntax error in a file shows the line and the caret.
	_, err = ex.Run(context.Background(), "x = (1,\ny = 2", WithFilename("bad.py"))
	if !errors.As(err, &pe) || !strings.HasPrefix(pe.Traceback, "  File \"bad.py\", line 1\n") {
		t.Errorf("syntax error traceback: %q", pe.Traceback)
	}
}

// TestCall: a function the code defined, called from Go with converted
// arguments, under the run's limits.
func TestCall(t *testing.T) {
	ex := mustNew(t, Options{MaxOperations: 10_000})
	mustRun(t, ex, "def greet(name, punct='!', *, upper=False):\n    s = 'hello ' + name + punct\n    print(s)\n    return s.upper() if upper else s\n"+
		"def spin():\n    while True: pass\ndef fail(x):\n    return {}[x]\ndef finish(x):\n    final_answer(x * 2)\nclass Point:\n    def __init__(self, x):\n        self.x = x")
	ctx := context.Background()
	res, err := ex.Call(ctx, "greet", "gopher")
	if err != nil || res.Value != "hello gopher!" || res.Logs != "hello gopher!\n" {
		t.Fatalf("greet: %+v, %v", res, err)
	}
	res, err = ex.Call(ctx, "greet", "go", "?", Kwarg{Name: "upper", Value: true})
	if err != nil || res.Value != "HELLO GO?" {
		t.Fatalf("greet with kwargs: %+v, %v", res, err)
	}
	res, err = ex.Call(ctx, "Point", 3)
	if o, ok := res.Value.(Opaque); err != nil || !ok || o.Type != "Point" {
		t.Fatalf("class: %+v, %v", res, err)
	}
	var pe *Error
	_, err = ex.Call(ctx, "fail", []int{1})
	if !errors.As(err, &pe) || pe.Type != "TypeError" || pe.Message != "unhashable type: 'list'" || !strings.Contains(pe.Traceback, "line 8, in fail") {
		t.Errorf("fail: %v", err)
	}
	_, err = ex.Call(ctx, "spin")
	if !errors.As(err, &pe) || pe.Limit != LimitWhileIterations && pe.Limit != LimitOperations {
		t.Errorf("spin: %v", err)
	}
	_, err = ex.Call(ctx, "spin", WithLimits(Limits{Timeout: 20 * time.Millisecond, MaxOperations: NoLimit, MaxWhileIterations: NoLimit}))
	if !errors.As(err, &pe) || pe.Limit != LimitTime || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("spin with a timeout: %v", err)
	}
	_, err = ex.Call(ctx, "nothing")
	if !errors.As(err, &pe) || pe.Type != "NameError" || pe.Error() != "Code execution failed due to: NameError: name 'nothing' is not defined" {
		t.Errorf("unbound: %v", err)
	}
	res, err = ex.Call(ctx, "finish", 21)
	if err != nil || !res.IsFinalAnswer || res.Value != int64(42) {
		t.Errorf("final_answer: %+v, %v", res, err)
	}
	if _, err := ex.Call(ctx, "greet", Kwarg{Name: "name", Value: "a"}, "b"); err == nil {
		t.Error("positional after Kwarg: no error")
	}
	if _, err := ex.Call(ctx, "greet", make(chan int)); !errors.As(err, &pe) || pe.Type != "TypeError" {
		t.Errorf("unconvertible argument: %v", err)
	}
}

// TestGet: a variable into a typed Go value.
func TestGet(t *testing.T) {
	ex := mustNew(t, Options{})
	mustRun(t, ex, "prices = [1.5, 2, 3]\nuser = {'name': 'ann', 'age': 7, 'tags': ['a']}\nbig = 2**80\nclass C:\n    def __repr__(self):\n        return 'C()'\nc = C()")
	var prices []float64
	if err := ex.Get("prices", &prices); err != nil || !slices.Equal(prices, []float64{1.5, 2, 3}) {
		t.Errorf("prices: %v, %v", prices, err)
	}
	var user struct {
		Name string   `json:"name"`
		Age  int      `json:"age"`
		Tags []string `json:"tags"`
	}
	if err := ex.Get("user", &user); err != nil || user.Name != "ann" || user.Age != 7 || user.Tags[0] != "a" {
		t.Errorf("user: %+v, %v", user, err)
	}
	var anyV any
	if err := ex.Get("user", &anyV); err != nil || anyV.(map[string]any)["age"] != int64(7) {
		t.Errorf("any: %#v, %v", anyV, err)
	}
	var o Opaque
	if err := ex.Get("c", &o); err != nil || o != (Opaque{Type: "C", Repr: "C()"}) {
		t.Errorf("opaque: %+v, %v", o, err)
	}
	var small int32
	err := ex.Get("big", &small)
	if err == nil || !strings.Contains(err.Error(), "variable big: OverflowError: Python int too large to convert to Go int32") {
		t.Errorf("overflow: %v", err)
	}
	if err := ex.Get("nothing", &anyV); !errors.Is(err, ErrUndefined) {
		t.Errorf("undefined: %v", err)
	}
	if err := ex.Get("prices", prices); err == nil {
		t.Error("non-pointer destination: no error")
	}
}

// TestHostModules: a Go module the code imports.
func TestHostModules(t *testing.T) {
	var log eventLog
	weather := Module{
		Name: "weather",
		Doc:  "Forecasts.",
		Functions: []Tool{
			Func("forecast", func(ctx context.Context, city string, days int) []float64 {
				return slices.Repeat([]float64{21.5}, days)
			}, "city", "days=2").WithDoc("Temperatures for the next days."),
		},
		Values: map[string]any{"UNITS": "celsius"},
	}
	ex := mustNew(t, Options{Modules: []Module{weather}, OnEvent: log.add})
	res := mustRun(t, ex, "import weather\nfrom weather import forecast\n(weather.__doc__, weather.UNITS, forecast('Paris'), weather.forecast('Oslo', days=1), forecast.__module__, forecast.__doc__)")
	if res.Repr != "('Forecasts.', 'celsius', [21.5, 21.5], [21.5], 'weather', 'Temperatures for the next days.')" {
		t.Errorf("got %s", res.Repr)
	}
	if !slices.Contains(log.summary(), "tool_call:weather.forecast") {
		t.Errorf("events: %v", log.summary())
	}
	if !slices.Contains(ex.AuthorizedImports(), "weather") {
		t.Errorf("AuthorizedImports: %v", ex.AuthorizedImports())
	}
	// Each executor builds its own module; the code may change its copy.
	mustRun(t, ex, "weather.UNITS = 'kelvin'")
	other := mustNew(t, Options{Modules: []Module{weather}})
	if res := mustRun(t, other, "import weather\nweather.UNITS"); res.Value != "celsius" {
		t.Errorf("other executor sees %v", res.Value)
	}
	for _, bad := range []Module{
		{Name: "math"}, {Name: "a.b"}, {Name: "1x"},
		{Name: "m", Functions: []Tool{{Name: "f"}}},
		{Name: "m", Values: map[string]any{"if": 1}},
	} {
		if _, err := New(Options{Modules: []Module{bad}}); err == nil {
			t.Errorf("module %+v: no error", bad)
		}
	}
	if _, err := New(Options{Modules: []Module{weather, weather}}); err == nil {
		t.Error("module given twice: no error")
	}
}

// TestOutsideWorldOptions: the clock, entropy and time zone the code sees
// are the host's to choose.
func TestOutsideWorldOptions(t *testing.T) {
	paris, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		t.Skip("no time zone database:", err)
	}
	now := time.Date(2024, 7, 1, 12, 0, 0, 0, time.UTC)
	opts := func() Options {
		return Options{
			Now:       func() time.Time { return now },
			Monotonic: func() time.Duration { return 42 * time.Second },
			Entropy:   strings.NewReader(strings.Repeat("entropy!", 1000)),
			Location:  paris,
		}
	}
	code := "import time, random, datetime\n(time.time(), time.monotonic(), time.localtime().tm_hour, random.random(), str(datetime.datetime.now()))"
	a := mustRun(t, mustNew(t, opts()), code)
	b := mustRun(t, mustNew(t, opts()), code)
	tup := a.Value.(Tuple)
	if tup[0] != float64(now.Unix()) || tup[1] != 42.0 || tup[2] != int64(14) || tup[4] != "2024-07-01 14:00:00" {
		t.Errorf("got %v", a.Repr)
	}
	if a.Repr != b.Repr {
		t.Errorf("same entropy, different runs: %s and %s", a.Repr, b.Repr)
	}
}
