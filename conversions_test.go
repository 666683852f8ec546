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

// Conversions between Go and Python values, both ways, and their bounds.

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
		RawFunc("raw", func(_ context.Context, args []any, kwargs map[string]any) (any, error) {
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
	vars := mustVariables(t, ex)
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

// TestVariablesOneDeadline: Variables() gave each variable a fresh
// one-second budget for its repr, so a program binding 20,000 names to
// one object whose __repr__ loops held the host for minutes (about 5 ms
// per name). The budgets now share one deadline.
func TestVariablesOneDeadline(t *testing.T) {
	baseG, baseMem := runtime.NumGoroutine(), heapInUse()
	ex := mustNew(t, Options{})
	defer ex.Close()
	names := make([]string, 20000)
	for i := range names {
		names[i] = fmt.Sprintf("v%d", i)
	}
	mustRun(t, ex, "class R:\n    def __repr__(self):\n        while True:\n            pass\n"+strings.Join(names, " = ")+" = R()")
	var vars map[string]any
	_, elapsed := within(t, 60*time.Second, func() string { vars = mustVariables(t, ex); return "" })
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

// TestHostCopiesBounded: converting a program's values to Go copies
// bytes, bytearrays and big ints, and typed tool arguments expand
// aliased lists; none of it was bounded, so a few MB of Python data made
// the host allocate GBs (TBs at the element cap), outside every limit.
func TestHostCopiesBounded(t *testing.T) {
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
					got = mustVariables(t, ex)["v49"]
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

// TestConvertCapBeforeAllocating: a list or dict past the conversion's
// element cap becomes Opaque before its Go slice or map is made (the
// slice of a 5 million element list was made, 80 MB, before the count
// of converted values reached the cap).
func TestConvertCapBeforeAllocating(t *testing.T) {
	for _, code := range []string{"[0] * (5 * 10**6)", "dict.fromkeys(range(5 * 10**6))"} {
		t.Run(code, func(t *testing.T) {
			ex := mustNew(t, Options{Timeout: 20 * time.Second, MaxMemory: 1 << 30})
			defer ex.Close()
			if _, err := ex.Run(context.Background(), "x = "+code+"\ny = 1"); err != nil {
				t.Fatal(err)
			}
			runtime.GC()
			before := totalAlloc()
			v := mustVariables(t, ex)["x"]
			if a := totalAlloc() - before; a > 32<<20 {
				t.Errorf("Variables allocated %d MiB", a>>20)
			}
			if o, ok := v.(Opaque); !ok || o.Repr != "..." {
				t.Errorf("x is %T %.100v, want Opaque(...)", v, v)
			}
		})
	}
}
