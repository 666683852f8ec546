package pyinterp

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestScriptsAsPython3: the namespace is __main__, SystemExit ends a run
// with a result that says so, sys.stderr is reported apart, and sys.argv
// and sys.stdin are the host's.
func TestScriptsAsPython3(t *testing.T) {
	type outcome struct {
		Logs, Stderr string
		Exited       bool
		ExitCode     int
		ErrType      string
	}
	for _, tc := range []struct {
		name string
		code string
		want outcome
	}{
		{"__name__", "print(__name__)\nif __name__ == '__main__':\n    print('main')", outcome{Logs: "__main__\nmain\n"}},
		{"sys.exit()", "import sys\nprint(1)\nsys.exit()\nprint(2)", outcome{Logs: "1\n", Exited: true}},
		{"sys.exit(3)", "import sys\nsys.exit(3)", outcome{Exited: true, ExitCode: 3}},
		{"exit status modulo 256", "raise SystemExit(257)", outcome{Exited: true, ExitCode: 1}},
		{"negative status", "raise SystemExit(-1)", outcome{Exited: true, ExitCode: 255}},
		{"huge status", "raise SystemExit(2**70)", outcome{Exited: true, ExitCode: 255}},
		{"str code", "exit('bye')", outcome{Stderr: "bye\n", Exited: true, ExitCode: 1}},
		{"None code", "quit(None)", outcome{Exited: true}},
		{"True code", "raise SystemExit(True)", outcome{Exited: true, ExitCode: 1}},
		{"several args", "raise SystemExit(1, 2)", outcome{Stderr: "(1, 2)\n", Exited: true, ExitCode: 1}},
		{"caught", "try:\n    exit(2)\nexcept SystemExit as e:\n    print('caught', e.code)", outcome{Logs: "caught 2\n"}},
		{"not an Exception", "try:\n    exit(2)\nexcept Exception:\n    print('wrong')", outcome{Exited: true, ExitCode: 2}},
		{"finally runs", "try:\n    exit(2)\nfinally:\n    print('finally')", outcome{Logs: "finally\n", Exited: true, ExitCode: 2}},
		{"in a function", "def main():\n    raise SystemExit(4)\nmain()", outcome{Exited: true, ExitCode: 4}},
		{"stderr apart", "import sys\nprint('a')\nprint('b', file=sys.stderr)\nsys.stderr.write('c\\n')\nsys.stdout.write('d\\n')", outcome{Logs: "a\nd\n", Stderr: "b\nc\n"}},
		{"stderr of a failed run", "import sys\nprint('x', file=sys.stderr)\n1/0", outcome{Stderr: "x\n", ErrType: "ZeroDivisionError"}},
		{"argv default", "import sys\nprint(sys.argv)", outcome{Logs: "['']\n"}},
		{"stdin empty", "import sys\nprint(repr(sys.stdin.read()), sys.stdin.readline() == '')", outcome{Logs: "'' True\n"}},
		{"KeyboardInterrupt is an error", "raise KeyboardInterrupt", outcome{ErrType: "KeyboardInterrupt"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ex := mustNew(t, Options{})
			defer ex.Close()
			res, perr := runErr(t, ex, tc.code)
			got := outcome{Logs: res.Logs, Stderr: res.Stderr, Exited: res.Exited, ExitCode: res.ExitCode}
			if perr != nil {
				got.ErrType = perr.Type
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%s: (-want +got)\n%s", tc.code, diff)
			}
		})
	}
}

// TestExitKeepsTheSession: after SystemExit the executor goes on with
// the namespace as the code left it.
func TestExitKeepsTheSession(t *testing.T) {
	ex := mustNew(t, Options{})
	defer ex.Close()
	if res, perr := runErr(t, ex, "x = 1\nexit(5)\nx = 2"); perr != nil || !res.Exited || res.ExitCode != 5 {
		t.Fatalf("got %+v, %v", res, perr)
	}
	res, perr := runErr(t, ex, "x")
	if perr != nil || res.Repr != "1" || res.Exited {
		t.Fatalf("after exit: %+v, %v", res, perr)
	}
	vars, err := ex.Variables()
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]any{"x": int64(1)}, vars); diff != "" {
		t.Errorf("Variables (-want +got), __name__ is not a variable:\n%s", diff)
	}
}

// TestSysHostInput: Options.Argv and Options.Stdin reach sys; Options.Stderr
// receives sys.stderr as it is written.
func TestSysHostInput(t *testing.T) {
	var errOut strings.Builder
	ex := mustNew(t, Options{Argv: []string{"prog.py", "-v"}, Stdin: strings.NewReader("one\ntwo\nthree"), Stderr: &errOut})
	defer ex.Close()
	res, err := ex.Run(context.Background(), `import sys
print(sys.argv)
print(repr(sys.stdin.readline()))
for line in sys.stdin:
    print(repr(line))
print("warn", file=sys.stderr)`)
	if err != nil {
		t.Fatal(err)
	}
	if want := "['prog.py', '-v']\n'one\\n'\n'two\\n'\n'three'\n"; res.Logs != want {
		t.Errorf("Logs %q, want %q", res.Logs, want)
	}
	if res.Stderr != "warn\n" || errOut.String() != "warn\n" {
		t.Errorf("Stderr %q, host writer %q", res.Stderr, errOut.String())
	}
}

// TestInputBuiltin: with Options.Stdin, input() writes its prompt to the
// output and reads a line of the same stream sys.stdin reads, EOFError at
// its end (outputs as python3 prints them for this program with the same
// standard input); without it, input() is refused as the policy says.
func TestInputBuiltin(t *testing.T) {
	ex := mustNew(t, Options{Stdin: strings.NewReader("one\ntwo\nthree")})
	defer ex.Close()
	res, perr := runErr(t, ex, `import sys
a = input("> ")
b = sys.stdin.readline()
c = input()
print([a, b, c])
try:
    input("? ")
except EOFError as e:
    print(type(e).__name__, e)`)
	if perr != nil {
		t.Fatal(perr)
	}
	if want := "> ['one', 'two\\n', 'three']\n? EOFError EOF when reading a line\n"; res.Logs != want {
		t.Errorf("Logs %q, want %q", res.Logs, want)
	}
	res, perr = runErr(t, ex, "import io, sys\nsys.stdin = io.StringIO('x\\n')\nprint(input() * 2)")
	if perr != nil || res.Logs != "xx\n" {
		t.Errorf("input() from a replaced sys.stdin: %q %v", res.Logs, perr)
	}
	ex2 := mustNew(t, Options{})
	defer ex2.Close()
	_, perr = runErr(t, ex2, "input()")
	if perr == nil || perr.Type != "InterpreterError" || !strings.Contains(perr.Message, "'input'") {
		t.Errorf("input() without Options.Stdin: %v", perr)
	}
}

// TestSysLimits: the output limit counts sys.stderr; setrecursionlimit
// cannot raise the configured depth; sys.modules is absent with its reason.
func TestSysLimits(t *testing.T) {
	ex := mustNew(t, Options{MaxOutput: 10, MaxRecursionDepth: 50})
	defer ex.Close()
	_, perr := runErr(t, ex, "import sys\nsys.stderr.write('x' * 100)")
	if perr == nil || perr.Limit != LimitOutput {
		t.Fatalf("stderr past the output limit: %v", perr)
	}
	res, perr := runErr(t, ex, "import sys\nsys.setrecursionlimit(10**6)\nprint(sys.getrecursionlimit())")
	if perr != nil || res.Logs != "50\n" {
		t.Fatalf("setrecursionlimit above the limit: %q %v", res.Logs, perr)
	}
	_, perr = runErr(t, ex, "def f(n): return f(n + 1)\nf(0)")
	if perr == nil || perr.Limit != LimitRecursion {
		t.Fatalf("recursion: %v", perr)
	}
	_, perr = runErr(t, ex, "import sys\nsys.modules")
	if perr == nil || perr.Type != "AttributeError" || !strings.Contains(perr.Message, "import allowlist") {
		t.Fatalf("sys.modules: %v", perr)
	}
}

// TestTracebackSourceLines: Run's tracebacks show each frame's line and
// CPython's markers (as python3 prints them for this code in a file)
// for code named <string>; Options.CPythonTracebacks
// leaves them out, as CPython does.
func TestTracebackSourceLines(t *testing.T) {
	code := "def f(d):\n    return d['k'] + 1\nv = [f({'k': 'a'})]"
	const withLines = "Traceback (most recent call last):\n" +
		"  File \"<string>\", line 3, in <module>\n    v = [f({'k': 'a'})]\n         ^^^^^^^^^^^^^\n" +
		"  File \"<string>\", line 2, in f\n    return d['k'] + 1\n           ~~~~~~~^~~\n" +
		"TypeError: can only concatenate str (not \"int\") to str\n"
	const cpython = "Traceback (most recent call last):\n" +
		"  File \"<string>\", line 3, in <module>\n  File \"<string>\", line 2, in f\n" +
		"TypeError: can only concatenate str (not \"int\") to str\n"
	for _, tc := range []struct {
		opts Options
		want string
	}{{Options{}, withLines}, {Options{CPythonTracebacks: true}, cpython}} {
		ex := mustNew(t, tc.opts)
		_, perr := runErr(t, ex, code)
		ex.Close()
		if perr == nil {
			t.Fatal("no error")
		}
		if diff := cmp.Diff(tc.want, perr.Traceback); diff != "" {
			t.Errorf("CPythonTracebacks=%v (-want +got):\n%s", tc.opts.CPythonTracebacks, diff)
		}
	}
}

// TestModuleSource: a host module written in Python is imported like
// any other, runs under the same policy, shows its lines in tracebacks,
// and cannot import itself in a loop.
func TestModuleSource(t *testing.T) {
	helpers := Module{Name: "helpers", Values: map[string]any{"SEP": "-"}, Source: `
import math
def slug(s):
    return s.lower().replace(' ', SEP)
def area(r):
    return math.pi * r * r
def boom(x):
    return x + 1
class Point:
    pass
`}
	loop := Module{Name: "loop", Source: "import loop\n"}
	bad := Module{Name: "bad", Source: "import os\n"}
	ex := mustNew(t, Options{Modules: []Module{helpers, loop, bad}})
	defer ex.Close()
	res := mustRun(t, ex, "import helpers\nfrom helpers import area, Point\n(helpers.slug('A B'), round(area(1), 2), Point.__module__, helpers.__name__)")
	if diff := cmp.Diff(Tuple{"a-b", 3.14, "helpers", "helpers"}, res.Value); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
	_, perr := runErr(t, ex, "import helpers\nhelpers.boom('s')")
	if perr == nil || !strings.Contains(perr.Traceback, "  File \"helpers.py\", line 8, in boom\n    return x + 1\n           ~~^~~\n") {
		t.Errorf("traceback through the module: %v", perr)
	}
	_, perr = runErr(t, ex, "import loop")
	if perr == nil || perr.Type != "ImportError" {
		t.Errorf("circular import: %v", perr)
	}
	_, perr = runErr(t, ex, "import bad")
	if perr == nil || perr.Kind != KindPolicy {
		t.Errorf("a module's own import is held to the policy: %v", perr)
	}
	if _, err := New(Options{Modules: []Module{{Name: "broken", Source: "def f(:\n"}}}); err == nil {
		t.Error("New accepted a module with a syntax error")
	}
}
