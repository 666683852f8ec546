package eval_test

import (
	"errors"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

const withCM = `
class CM:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, *exc):
        print("exit", exc[0])
        return True
`

// TestWithLimitSkipsExit: a limit reached inside a with block stops the
// run without calling __exit__ (which could otherwise suppress it).
func TestWithLimitSkipsExit(t *testing.T) {
	needClasses(t)
	src := withCM + "with CM():\n    while True:\n        pass\nprint('after')\n"
	out, _, err := runPy(t, src, runner.Options{Limits: eval.Limits{MaxOperations: 5000}})
	var le *eval.LimitError
	if !errors.As(err, &le) || le.Kind != eval.LimitOperations {
		t.Fatalf("err = %v, want an operations LimitError", err)
	}
	if out != "enter\n" {
		t.Errorf("output %q, want only %q", out, "enter\n")
	}
}

// TestWithReleasedGeneratorSkipsExit: releasing a generator suspended in
// a with block does not call __exit__.
func TestWithReleasedGeneratorSkipsExit(t *testing.T) {
	needClasses(t)
	src := withCM + "def g():\n    with CM():\n        yield 1\nkeep = g()\nnext(keep)\n"
	var in *eval.Interp
	out, _, err := runPy(t, src, runner.Options{Setup: func(i *eval.Interp) { in = i }})
	if err != nil {
		t.Fatal(err)
	}
	in.ReleaseGenerators()
	if out != "enter\n" {
		t.Errorf("output %q, want only %q", out, "enter\n")
	}
}

// TestWithSuppressKeepsRunning: a suppressed exception does not end the
// run, and return through a with block calls __exit__ once.
func TestWithSuppressKeepsRunning(t *testing.T) {
	needClasses(t)
	src := withCM + "def f():\n    with CM():\n        return 7\nwith CM():\n    1/0\nprint(f())\n"
	out, _, err := runPy(t, src, runner.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := "enter\nexit <class 'ZeroDivisionError'>\nenter\nexit None\n7\n"
	if out != want {
		t.Errorf("output %q, want %q", out, want)
	}
}
