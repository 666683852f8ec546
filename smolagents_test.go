package pyinterp

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The expected values follow smolagents' evaluate_ast (local_python_executor.py):
// evaluate_assign returns the assigned value, evaluate_augassign the new
// value, evaluate_for/evaluate_if the last non-None value of a body
// statement, evaluate_while/try/with/import None, function and class
// definitions the object defined.
func TestSmolagentsLastValue(t *testing.T) {
	cases := []struct {
		code string
		repr string // repr of Result.Value; "" for None
	}{
		{"x = 3", "3"},
		{"a, b = 1, 2", "(1, 2)"},
		{"x = y = [1]", "[1]"},
		{"x = 5\nx += 2", "7"},
		{"d = {}\nd['k'] = 1\nd['k'] += 41", "42"},
		{"x: int", ""},
		{"x: int = 4", "4"},
		{"class C:\n    pass", "<class '__main__.C'>"},
		{"for i in range(3):\n    y = i * 10", "20"},
		{"for i in range(3):\n    if i == 1:\n        z = 'one'", "'one'"},
		{"for i in range(3):\n    print(i)", ""},
		{"for i in range(3):\n    i\n    None", "2"},
		{"for i in range(5):\n    if i == 2:\n        break\n    w = i", "1"},
		{"for i in []:\n    w = i", ""},
		{"for i in range(2):\n    for j in range(3):\n        k = (i, j)\n    pass", "(1, 2)"},
		{"if True:\n    q = 1\n    q + 1\nelse:\n    q = 2", "2"},
		{"if False:\n    q = 1\nelse:\n    q = 'no'", "'no'"},
		{"n = 0\nwhile n < 3:\n    n += 1", ""},
		{"try:\n    v = 1\nexcept Exception:\n    pass", ""},
		{"import math", ""},
		{"x = 1\ndel x", ""},
		{"pass", ""},
		{"6 * 7", "42"}, // an expression statement, as by CPython's rule
		{"x = 1\nx", "1"},
	}
	for _, c := range cases {
		ex := mustNew(t, Options{SmolagentsLastValue: true})
		res := mustRun(t, ex, c.code)
		want := c.repr
		if want == "" {
			want = "None"
		}
		if res.Repr != want {
			t.Errorf("%q: value %s, want %s", c.code, res.Repr, want)
		}
		for name := range mustVariables(t, ex) {
			if strings.HasPrefix(name, "<") {
				t.Errorf("%q: hidden variable %q left in the namespace", c.code, name)
			}
		}
	}

	// A function definition gives the function.
	ex := mustNew(t, Options{SmolagentsLastValue: true})
	if res := mustRun(t, ex, "def f():\n    return 1"); !strings.HasPrefix(res.Repr, "<function f at ") {
		t.Errorf("def: value %s", res.Repr)
	}
	// Off by default: CPython's rule.
	if res := mustRun(t, mustNew(t, Options{}), "x = 3"); res.Value != nil {
		t.Errorf("default rule: x = 3 gave %#v", res.Value)
	}
}

func TestSmolagentsLastValueErrors(t *testing.T) {
	ex := mustNew(t, Options{SmolagentsLastValue: true})
	_, err := runErr(t, ex, "a = 1\nb = 1 / 0")
	if err == nil || err.Statement != "b = 1 / 0" || err.Type != "ZeroDivisionError" || err.Line != 2 {
		t.Fatalf("got %#v", err)
	}
	if _, ok := mustVariables(t, ex)["b"]; ok {
		t.Error("b bound after a failed assignment")
	}
	for name := range mustVariables(t, ex) {
		if strings.HasPrefix(name, "<") {
			t.Errorf("hidden variable %q left after a failure", name)
		}
	}
	// final_answer in the last statement still ends the run.
	res := mustRun(t, ex, "for i in range(3):\n    final_answer(i * 7)")
	if !res.IsFinalAnswer || res.Value != int64(0) {
		t.Fatalf("got %#v", res)
	}
}

func TestProtectedNames(t *testing.T) {
	ex := mustNew(t, Options{ProtectedNames: []string{"print", "len"}})
	for _, code := range []string{"print = 3", "def len(x):\n    return 0", "for print in range(2):\n    pass", "import math as len"} {
		_, err := runErr(t, ex, code)
		if err == nil || !strings.Contains(err.Message, "Cannot assign to name") || !strings.Contains(err.Message, "would erase the existing tool") {
			t.Errorf("%q: got %v", code, err)
		}
	}
	if res := mustRun(t, ex, "print('ok')\nlen('abc')"); res.Logs != "ok\n" || res.Value != int64(3) {
		t.Errorf("protected builtins no longer work: %#v", res)
	}
	// Other builtins may still be shadowed, as in Python.
	if res := mustRun(t, ex, "max = 3\nmax"); res.Value != int64(3) {
		t.Errorf("got %#v", res.Value)
	}
	if _, err := New(Options{ProtectedNames: []string{"not a name"}}); err == nil {
		t.Error("New accepted a protected name that is not an identifier")
	}
}

func TestAllowedDunders(t *testing.T) {
	code := "class A:\n    __tool_meta__ = {'v': 1}\nA.__tool_meta__['v'] + A().__tool_meta__['v']"
	_, err := runErr(t, mustNew(t, Options{}), code)
	if err == nil || !strings.Contains(err.Message, "Forbidden access to dunder attribute: __tool_meta__") {
		t.Fatalf("without the option: %v", err)
	}
	ex := mustNew(t, Options{AllowedDunders: []string{"__tool_meta__"}})
	if res := mustRun(t, ex, code); res.Value != int64(2) {
		t.Fatalf("got %#v", res.Value)
	}
	// Still refused on modules, and the rest of the policy is unchanged.
	for _, code := range []string{"import math\nmath.__tool_meta__", "(lambda: 0).__globals__", "().__class__.__subclasses__"} {
		if _, err := runErr(t, ex, code); err == nil || err.Type != "InterpreterError" {
			t.Errorf("%q: got %v", code, err)
		}
	}
	for _, bad := range []string{"__globals__", "__subclasses__", "tool_meta", "__x"} {
		if _, err := New(Options{AllowedDunders: []string{bad}}); err == nil {
			t.Errorf("New allowed the dunder %q", bad)
		}
	}
}

func TestOrderedDicts(t *testing.T) {
	ex := mustNew(t, Options{OrderedDicts: true})
	res := mustRun(t, ex, "d = {'b': 1, 'a': [2, {'z': 0, 'y': 1}], 3: 'x', (1, 2): None}\nd")
	want := Dict{{"b", int64(1)}, {"a", []any{int64(2), Dict{{"z", int64(0)}, {"y", int64(1)}}}}, {int64(3), "x"}, {Tuple{int64(1), int64(2)}, nil}}
	if diff := cmp.Diff(want, res.Value); diff != "" {
		t.Errorf("Result.Value (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want, mustVariables(t, ex)["d"]); diff != "" {
		t.Errorf("Variables (-want +got):\n%s", diff)
	}
	// Without the option, dicts are Go maps.
	if res := mustRun(t, mustNew(t, Options{}), "{'b': 1}"); !cmp.Equal(res.Value, map[string]any{"b": int64(1)}) {
		t.Errorf("default: %#v", res.Value)
	}
	// A Dict passed to Python keeps its order and its keys' types.
	if err := ex.SetVariables(map[string]any{"e": Dict{{"z", 1}, {"a", 2}, {Tuple{1, 2}, 3}}}); err != nil {
		t.Fatal(err)
	}
	if res := mustRun(t, ex, "list(e.items())"); res.Repr != "[('z', 1), ('a', 2), ((1, 2), 3)]" {
		t.Errorf("got %s", res.Repr)
	}
	// RawFunc arguments follow the option too.
	var got any
	if err := ex.AddTool(RawFunc("probe", func(_ context.Context, args []any, kwargs map[string]any) (any, error) {
		got = args[0]
		return Dict{{"k2", 1}, {"k1", 2}}, nil
	})); err != nil {
		t.Fatal(err)
	}
	if res := mustRun(t, ex, "list(probe({'q': 1, 'p': 2}))"); res.Repr != "['k2', 'k1']" {
		t.Errorf("tool result: %s", res.Repr)
	}
	if diff := cmp.Diff(Dict{{"q", int64(1)}, {"p", int64(2)}}, got); diff != "" {
		t.Errorf("tool argument (-want +got):\n%s", diff)
	}
}
