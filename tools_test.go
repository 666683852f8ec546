package pyinterp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"runtime"
	"strings"
	"testing"
	"time"
)

// Tools: binding, errors, final_answer, context, panics, limits on
// their arguments.

func TestFinalAnswer(t *testing.T) {
	for _, code := range []string{
		"final_answer(42)\nprint('not reached')",
		"try:\n    final_answer(42)\nexcept BaseException:\n    print('caught')",
		"try:\n    final_answer(42)\nexcept:\n    print('caught')",
		"try:\n    final_answer(42)\nfinally:\n    print('finally')",
		"def f():\n    final_answer(42)\n    return 1\nx = f()\nprint('not reached')",
		"def g():\n    yield final_answer(answer=42)\nnext(g())",
		"[final_answer(42) for _ in range(3)]",
	} {
		ex := mustNew(t, Options{})
		res := mustRun(t, ex, "print('start')\n"+code)
		if !res.IsFinalAnswer || res.Value != int64(42) || res.Logs != "start\n" {
			t.Errorf("%q: got %+v", code, res)
		}
		ex.Close()
	}
}

func TestFinalAnswerHostTool(t *testing.T) {
	ex := mustNew(t, Options{})
	err := ex.AddTool(Func("final_answer", func(answer string) string { return "answer: " + answer }, "answer"))
	if err != nil {
		t.Fatal(err)
	}
	res := mustRun(t, ex, "final_answer('x')")
	if !res.IsFinalAnswer || res.Value != "answer: x" {
		t.Fatalf("got %+v", res)
	}
}

// TestToolErrors: a function and parameter list that do not match panic
// when the tool is made (a programming error); a name that is not an
// identifier, or a default that does not evaluate, fails AddTool.
func TestToolErrors(t *testing.T) {
	badFuncs := map[string]func(){
		"not a function":         func() { Func("x", 3) },
		"nil function":           func() { Func("x", (func())(nil)) },
		"too few names":          func() { Func("x", func(a int) {}) },
		"too many names":         func() { Func("x", func() {}, "a") },
		"default then required":  func() { Func("x", func(a, b int) {}, "a=1", "b") },
		"two non-error results":  func() { Func("x", func() (int, int) { return 0, 0 }) },
		"three results":          func() { Func("x", func() (int, int, error) { return 0, 0, nil }) },
		"bad parameter name":     func() { Func("x", func(a int) {}, "a b") },
		"keyword parameter":      func() { Func("x", func(a int) {}, "if") },
		"parameter named twice":  func() { Func("x", func(a, b int) {}, "a", "a") },
		"empty default":          func() { Func("x", func(a int) {}, "a=") },
		"variadic without star":  func() { Func("x", func(a ...int) {}, "a") },
		"channel parameter":      func() { Func("x", func(c chan int) {}, "c") },
		"func parameter":         func() { Func("x", func(f func()) {}, "f") },
		"map of funcs parameter": func() { Func("x", func(m map[string]func()) {}, "m") },
		"func result":            func() { Func("x", func() func() { return nil }) },
		"nil RawFunc":            func() { RawFunc("x", nil) },
	}
	for name, f := range badFuncs {
		func() {
			defer func() {
				r := recover()
				if err, ok := r.(error); !ok || !strings.HasPrefix(err.Error(), "pyinterp: tool x: ") {
					if s, ok := r.(string); !ok || !strings.HasPrefix(s, "pyinterp: tool x: ") {
						t.Errorf("%s: recovered %v, want a pyinterp: tool x: panic", name, r)
					}
				}
			}()
			f()
		}()
	}
	ex := mustNew(t, Options{})
	badTools := []Tool{
		Func("1x", func() {}),
		Func("if", func() {}),
		Func("a€", func() {}),
		Func("a-b", func() {}),
		Func("", func() {}),
		Func("ｆｏｏ", func() {}), // not NFKC: code could never name it
		Func("x", func(a int) {}, "a=)"),
		Func("x", func(a int) {}, "a=undefined_name"),
		{Name: "x"},
	}
	for i, tool := range badTools {
		if err := ex.AddTool(tool); err == nil {
			t.Errorf("tool %d (%q): no error", i, tool.Name)
		}
	}
	// Unicode identifiers in NFKC form are names like any other.
	if err := ex.AddTool(Func("température", func() int { return 21 })); err != nil {
		t.Fatal(err)
	}
	if res := mustRun(t, ex, "température()"); res.Value != int64(21) {
		t.Errorf("got %v", res.Value)
	}
}

func TestToolPanicIsInternal(t *testing.T) {
	ex := mustNew(t, Options{})
	ex.AddTool(Func("boom", func() int { panic("kaboom") }))
	res, err := runErr(t, ex, "print('a')\ntry:\n    boom()\nexcept BaseException:\n    print('caught')")
	if err == nil || err.Kind != KindInternal || !strings.Contains(err.Error(), "kaboom") || res.Logs != "a\n" {
		t.Fatalf("got %v (%v), logs %q", err, err.Kind, res.Logs)
	}
	// The executor stays usable.
	if res := mustRun(t, ex, "x = 1\nx + 1"); res.Value != int64(2) {
		t.Fatalf("after panic: %v", res.Value)
	}
}

func TestToolContext(t *testing.T) {
	ex := mustNew(t, Options{Timeout: 100 * time.Millisecond})
	ex.AddTool(Func("slow", func(ctx context.Context) error {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(10 * time.Second):
			return nil
		}
	}))
	start := time.Now()
	_, err := runErr(t, ex, "try:\n    slow()\nexcept BaseException:\n    pass")
	if err == nil || err.Kind != KindLimit || !strings.Contains(err.Error(), "InterpreterError: Code execution exceeded the maximum execution time of 100ms") {
		t.Fatalf("got %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("took %v", d)
	}
}

// TestToolArgumentsCharged: a typed tool argument is converted under the
// run's limits. A [][][]int argument aliasing one 1000-int list made
// 3*10^8 Go ints (2.4 GB) and ran six times past the run's deadline; the
// limit reached while converting used to come back as a catchable
// RuntimeError.
func TestToolArgumentsCharged(t *testing.T) {
	nest := "l = [0] * 1000\nm = [l] * 1000\nn = [m] * 300\n"
	cases := []struct {
		name string
		opts Options
		code string
		want string
		kind ErrorKind
	}{
		{"nested ints", Options{}, nest + "nested(n)", "InterpreterError: Reached the max number of operations of ", KindLimit},
		{"nested ints caught", Options{}, nest + "try:\n    nested(n)\nexcept BaseException:\n    pass", "InterpreterError: Reached the max number of operations of ", KindLimit},
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

// TestToolReentrancy: a tool (or the event hook) that calls its own
// executor's methods gets ErrBusy at once instead of waiting for ever for
// the run that called it; Tools works from anywhere.
func TestToolReentrancy(t *testing.T) {
	var hookErr error
	var hookTools int
	var ex *Executor
	ex = mustNew(t, Options{Timeout: 5 * time.Second, OnEvent: func(ev Event) {
		if ev.Kind == EventRunStart && ev.Code == "1" {
			_, hookErr = ex.Variables()
			hookTools = len(ex.Tools())
		}
	}})
	calls := map[string]func() error{
		"Variables":    func() error { _, err := ex.Variables(); return err },
		"Get":          func() error { var x any; return ex.Get("x", &x) },
		"SetVariables": func() error { return ex.SetVariables(map[string]any{"y": 1}) },
		"Run":          func() error { _, err := ex.Run(context.Background(), "1"); return err },
		"Call":         func() error { _, err := ex.Call(context.Background(), "f"); return err },
		"AddTool":      func() error { return ex.AddTool(Func("other", func() {})) },
		"Reset":        ex.Reset,
		"Close":        ex.Close,
	}
	got := map[string]error{}
	ex.AddTool(Func("reenter", func(which string) int {
		got[which] = calls[which]()
		return len(ex.Tools())
	}, "which"))
	mustRun(t, ex, "x = 1\ndef f(): pass")
	for name := range calls {
		out, elapsed := within(t, 10*time.Second, func() string {
			res, err := runErr(t, ex, "reenter('"+name+"')")
			if err != nil {
				return err.Error()
			}
			if res.Value != int64(2) {
				return fmt.Sprintf("Tools() from the tool: %v tools", res.Value)
			}
			return ""
		})
		if out != "" {
			t.Errorf("%s: %s", name, out)
		}
		if !errors.Is(got[name], ErrBusy) {
			t.Errorf("%s from a tool: got %v, want ErrBusy", name, got[name])
		}
		if elapsed > 2*time.Second {
			t.Errorf("%s: took %v", name, elapsed)
		}
	}
	mustRun(t, ex, "1")
	if !errors.Is(hookErr, ErrBusy) || hookTools != 2 {
		t.Errorf("from the event hook: Variables %v, %d tools", hookErr, hookTools)
	}
	// Outside runs, the executor is as it was.
	if vars := mustVariables(t, ex); vars["x"] != int64(1) {
		t.Errorf("x = %v", vars["x"])
	}
}

// TestToolCallHandle: a tool reaches the running namespace and the
// program's output through ToolCallFrom(ctx), under the run's limits.
func TestToolCallHandle(t *testing.T) {
	ex := mustNew(t, Options{MaxOutput: 100})
	var kept *ToolCall
	ex.AddTools(
		Func("peek", func(ctx context.Context, name string) (string, error) {
			c := ToolCallFrom(ctx)
			if c == nil || c.Tool() != "peek" {
				return "", errors.New("no tool call in the context")
			}
			var prices []float64
			if err := c.Get(name, &prices); err != nil {
				return "", err
			}
			vars, err := c.Variables()
			if err != nil {
				return "", err
			}
			if err := c.Set("total", prices[0]+prices[1]); err != nil {
				return "", err
			}
			fmt.Fprintf(c, "peeked at %d variables\n", len(vars))
			kept = c
			return fmt.Sprint(prices), nil
		}, "name"),
		RawFunc("shout", func(ctx context.Context, args []any, _ map[string]any) (any, error) {
			_, err := io.WriteString(ToolCallFrom(ctx), strings.Repeat("!", int(args[0].(int64))))
			return nil, err // the output limit's error, returned as is, ends the run
		}),
	)
	res := mustRun(t, ex, "prices = [1.5, 2]\nprint('before')\nr = peek('prices')\nprint('after')\n(r, total)")
	if res.Repr != "('[1.5 2]', 3.5)" || res.Logs != "before\npeeked at 1 variables\nafter\n" {
		t.Errorf("got %s, logs %q", res.Repr, res.Logs)
	}
	// After the tool returned, the handle refuses.
	if err := kept.Set("x", 1); err == nil {
		t.Error("Set after the call returned: no error")
	}
	if _, err := kept.Write([]byte("late")); err == nil {
		t.Error("Write after the call returned: no error")
	}
	// Conversion errors raise their Python exception; unknown names too.
	_, perr := runErr(t, ex, "prices = 'x'\npeek('prices')")
	if perr == nil || !strings.Contains(perr.Error(), "TypeError: must be a list, not str") {
		t.Errorf("bad type: %v", perr)
	}
	_, perr = runErr(t, ex, "peek('nothing')")
	if perr == nil || !strings.Contains(perr.Error(), "RuntimeError: pyinterp: name is not defined: nothing") {
		t.Errorf("unknown name: %v", perr)
	}
	// The output limit applies to a tool's output, and is terminal.
	res, perr = runErr(t, ex, "try:\n    shout(500)\nexcept BaseException:\n    print('caught')")
	if perr == nil || perr.Limit != LimitOutput || strings.Contains(res.Logs, "caught") || len(res.Logs) != 100 {
		t.Errorf("output limit from a tool: %v, logs %q", perr, res.Logs)
	}
	if ToolCallFrom(context.Background()) != nil {
		t.Error("ToolCallFrom of a plain context is not nil")
	}
}

// TestToolSignature: the signatures hosts put in prompts.
func TestToolSignature(t *testing.T) {
	type hit struct{ Title string }
	cases := []struct {
		tool Tool
		want string
	}{
		{Func("web_search", func(ctx context.Context, query string, limit int) ([]string, error) { return nil, nil }, "query", "limit=10"),
			"web_search(query: str, limit: int = 10) -> list[str]"},
		{Func("f", func(x any, y float64, z *int) {}, "x", "y=1.5", "z=None"), "f(x, y: float = 1.5, z: int | None = None) -> None"},
		{Func("g", func(m map[string][]int, s map[string]struct{}, b []byte, h hit, t time.Time) error { return nil }, "m", "s", "b", "h", "t"),
			"g(m: dict[str, list[int]], s: set[str], b: bytes, h: dict, t: str) -> None"},
		{Func("h", func(names ...string) map[string]any { return nil }, "*names"), "h(*names: str) -> dict[str, Any]"},
		{Func("k", func(x Tuple, y Set, z *big.Int) any { return nil }, "x", "y", "z"), "k(x: tuple, y: set, z: int)"},
		{RawFunc("raw", func(context.Context, []any, map[string]any) (any, error) { return nil, nil }), "raw(*args, **kwargs)"},
	}
	for _, c := range cases {
		if got := c.tool.Signature(); got != c.want {
			t.Errorf("Signature() = %q, want %q", got, c.want)
		}
	}
	// The doc is the tool's __doc__; a tool without one has None.
	ex := mustNew(t, Options{})
	ex.AddTools(cases[0].tool.WithDoc("Searches the web."), cases[1].tool)
	if res := mustRun(t, ex, "(web_search.__doc__, f.__doc__, final_answer.__doc__)"); res.Repr != "('Searches the web.', None, 'Provides a final answer to the given problem.')" {
		t.Errorf("docs: %s", res.Repr)
	}
	tools := ex.Tools()
	if len(tools) != 3 || tools[0].Name != "final_answer" || tools[1].Doc != "Searches the web." || tools[0].Signature() != "final_answer(answer)" {
		t.Errorf("Tools() = %+v", tools)
	}
}

// TestPythonErrorTypes: a tool's PythonError raises the builtin exception
// it names; a name that is not a builtin exception class is the host's
// bug, an internal error (not silently a RuntimeError).
func TestPythonErrorTypes(t *testing.T) {
	ex := mustNew(t, Options{})
	ex.AddTool(Func("fail", func(typ string) error { return &PythonError{Type: typ, Message: "m"} }, "typ"))
	res := mustRun(t, ex, "out = []\nfor name in ['ValueError', 'KeyError', 'TimeoutError']:\n    try:\n        fail(name)\n    except Exception as e:\n        out.append(type(e).__name__)\nout")
	if res.Repr != "['ValueError', 'KeyError', 'TimeoutError']" {
		t.Errorf("got %s", res.Repr)
	}
	for _, typ := range []string{"NoSuchError", "int", "object", ""} {
		_, perr := runErr(t, ex, "try:\n    fail('"+typ+"')\nexcept BaseException:\n    pass")
		if perr == nil || perr.Kind != KindInternal || !strings.Contains(perr.Error(), "not a builtin exception class") {
			t.Errorf("%q: got %v", typ, perr)
		}
	}
}
