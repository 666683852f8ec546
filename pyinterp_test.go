package pyinterp

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"
)

// run runs code on a fresh executor (or ex) and returns the result and
// the *Error, failing the test on any other error type.
func mustNew(t testing.TB, opts Options) *Executor {
	t.Helper()
	ex, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

func runErr(t testing.TB, ex *Executor, code string) (*Result, *Error) {
	t.Helper()
	res, err := ex.Run(context.Background(), code)
	if res == nil {
		t.Fatalf("Run(%q) returned a nil Result", code)
	}
	if err == nil {
		return res, nil
	}
	var pe *Error
	if !errors.As(err, &pe) {
		t.Fatalf("Run(%q): error of type %T: %v", code, err, err)
	}
	return res, pe
}

func mustRun(t testing.TB, ex *Executor, code string) *Result {
	t.Helper()
	res, err := runErr(t, ex, code)
	if err != nil {
		t.Fatalf("Run(%q): %v\n%s", code, err, err.Traceback)
	}
	return res
}

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
	if !strings.Contains(err.Traceback, "Traceback (most recent call last):\n  File \"<string>\", line 2, in <module>\nZeroDivisionError: division by zero") {
		t.Errorf("traceback:\n%s", err.Traceback)
	}
}

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

type searchHit struct {
	Title string  `json:"title"`
	URL   string  `json:"url,omitempty"`
	Score float64 `json:"score"`
	skip  int
}

func TestToolConversions(t *testing.T) {
	ex := mustNew(t, Options{})
	var gotLimit int
	err := ex.AddTools(
		Func("web_search", func(query string, limit int) ([]string, error) {
			gotLimit = limit
			if query == "" {
				return nil, errors.New("empty query")
			}
			out := []string{}
			for i := range limit {
				out = append(out, query+string(rune('0'+i)))
			}
			return out, nil
		}, "query", "limit=2"),
		Func("hits", func() []searchHit {
			return []searchHit{{Title: "a", URL: "u", Score: 0.5, skip: 1}, {Title: "b", Score: 1}}
		}),
		Func("echo", func(x any) any { return x }, "x"),
		Func("typed", func(m map[string][]int, b []byte, f float64, big *big.Int, s Set, tup Tuple, h searchHit) string {
			return fmt.Sprint(m, string(b), f, big, len(s), len(tup), h.Title, h.Score)
		}, "m", "b", "f", "big", "s", "tup", "h"),
		Func("sum", func(xs ...int) int {
			n := 0
			for _, x := range xs {
				n += x
			}
			return n
		}, "*xs"),
		Func("pyerr", func() error { return &PythonError{Type: "KeyError", Message: "nope"} }),
		RawFunc("raw", func(args []any, kwargs map[string]any) (any, error) {
			return map[string]any{"n": len(args), "kw": kwargs}, nil
		}),
	)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ code, repr string }{
		{"web_search('q')", "['q0', 'q1']"},
		{"web_search('q', 3)", "['q0', 'q1', 'q2']"},
		{"web_search(query='q', limit=1)", "['q0']"},
		{"web_search(limit=1, query='q')", "['q0']"},
		{"hits()", "[{'title': 'a', 'url': 'u', 'score': 0.5}, {'title': 'b', 'score': 1.0}]"},
		{"echo([1, 'a', (2, 3), {'k': None}, 2**100, 1.5, b'x', True])", "[1, 'a', (2, 3), {'k': None}, 1267650600228229401496703205376, 1.5, b'x', True]"},
		{"echo({1: 2})", "{1: 2}"},
		{"echo({1, 2}) == {1, 2}", "True"},
		{"typed({'a': [1, 2]}, b'xy', 2, 2**70, {1, 2, 3}, (1,), {'title': 't', 'score': 3})", "'map[a:[1 2]]xy2 1180591620717411303424 3 1t3'"},
		{"sum()", "0"},
		{"sum(1, 2, 3)", "6"},
		{"raw(1, 2, k='v')", "{'kw': {'k': 'v'}, 'n': 2}"},
		{"try:\n    web_search('')\nexcept RuntimeError as e:\n    r = str(e)\nr", "'empty query'"},
		{"try:\n    pyerr()\nexcept KeyError as e:\n    r = repr(e)\nr", `"KeyError('nope')"`},
	}
	for _, c := range cases {
		res, perr := runErr(t, ex, c.code)
		if perr != nil {
			t.Errorf("%q: %v", c.code, perr)
			continue
		}
		if res.Repr != c.repr {
			t.Errorf("%q: got %s, want %s", c.code, res.Repr, c.repr)
		}
	}
	if gotLimit != 2 {
		t.Errorf("last limit %d", gotLimit)
	}
	errCases := []struct{ code, want string }{
		{"web_search()", "TypeError: web_search() missing 1 required positional argument: 'query'"},
		{"web_search('q', 1, 2)", "TypeError: web_search() takes from 1 to 2 positional arguments but 3 were given"},
		{"web_search('q', query='r')", "TypeError: web_search() got multiple values for argument 'query'"},
		{"web_search('q', lim=1)", "TypeError: web_search() got an unexpected keyword argument 'lim'"},
		{"web_search(1)", "TypeError: web_search() argument 'query': must be str, not int"},
		{"web_search('q', 2**70)", "OverflowError: web_search() argument 'limit': Python int too large to convert to Go int"},
		{"web_search('')", "RuntimeError: empty query"},
		{"typed({'a': ['x']}, b'', 1, 1, set(), (), {})", "TypeError: typed() argument 'm': ['a']: [0]: must be int, not str"},
		{"typed({}, b'', 1, 1, set(), (), {'nope': 1})", "TypeError: typed() argument 'h': unexpected key 'nope'"},
		{"echo(print)", "TypeError: echo() argument 'x': cannot convert 'builtin_function_or_method' object to a Go value"},
		{"l = []\nl.append(l)\necho(l)", "ValueError: echo() argument 'x': cannot convert a recursive list to a Go value"},
	}
	for _, c := range errCases {
		_, perr := runErr(t, ex, c.code)
		if perr == nil || !strings.Contains(perr.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.code, perr, c.want)
		}
	}
}

func TestToolErrors(t *testing.T) {
	ex := mustNew(t, Options{})
	bad := []Tool{
		Func("x", 3),
		Func("x", func(a int) {}),
		Func("x", func(a, b int) {}, "a=1", "b"),
		Func("x", func() (int, int) { return 0, 0 }),
		Func("1x", func() {}),
		Func("if", func() {}),
		Func("x", func(a int) {}, "a=)"),
		RawFunc("x", nil),
		{Name: "x"},
	}
	for i, tool := range bad {
		if err := ex.AddTool(tool); err == nil {
			t.Errorf("tool %d: no error", i)
		}
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

func TestVariables(t *testing.T) {
	ex := mustNew(t, Options{})
	type point struct {
		X int `json:"x"`
		Y int `json:"y"`
	}
	err := ex.SetVariables(map[string]any{
		"n": 3, "s": "str", "xs": []int{1, 2}, "p": point{1, 2}, "m": map[string]any{"k": []any{nil, true}},
		"u": uint64(1 << 63), "pp": &point{3, 4}, "np": (*point)(nil), "set": map[string]struct{}{"a": {}},
	})
	if err != nil {
		t.Fatal(err)
	}
	res := mustRun(t, ex, "out = (n, s, xs, p, m, u, pp, np, set)\ndef f(): pass\nl = [1]\nl.append(l)\nrepr(out)")
	want := "\"(3, 'str', [1, 2], {'x': 1, 'y': 2}, {'k': [None, True]}, 9223372036854775808, {'x': 3, 'y': 4}, None, {'a'})\""
	if res.Repr != want {
		t.Errorf("got %s\nwant %s", res.Repr, want)
	}
	vars := ex.Variables()
	if vars["n"] != int64(3) || vars["s"] != "str" {
		t.Errorf("got %#v", vars)
	}
	if o, ok := vars["f"].(Opaque); !ok || o.Type != "function" {
		t.Errorf("f: %#v", vars["f"])
	}
	l := vars["l"].([]any)
	if o, ok := l[1].(Opaque); !ok || o.Repr != "..." {
		t.Errorf("cycle: %#v", l)
	}
	if _, ok := vars["final_answer"]; ok {
		t.Error("tools listed in Variables")
	}
	for _, bad := range []map[string]any{
		{"final_answer": 1}, {"1x": 1}, {"ch": make(chan int)}, {"f": func() {}},
	} {
		if err := ex.SetVariables(bad); err == nil {
			t.Errorf("SetVariables(%v): no error", bad)
		}
	}
	type cyc struct{ Next *cyc }
	c := &cyc{}
	c.Next = c
	if err := ex.SetVariables(map[string]any{"c": c}); err == nil || !strings.Contains(err.Error(), "cyclic") {
		t.Errorf("cyclic: %v", err)
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
