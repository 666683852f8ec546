package eval_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/parser"
)

// run executes src in a fresh interpreter with a builtin "boom" that
// panics, returning output and error.
func runWithBoom(t *testing.T, in *eval.Interp, g *eval.Globals, src string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	th := eval.NewThread(in, eval.Limits{MaxRecursionDepth: 200}, &out, nil)
	mod, err := parser.Compile("test.py", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	prog, err := in.Compile("test.py", []byte(src), mod, g)
	if err != nil {
		return out.String(), err
	}
	_, err = th.Run(prog, g)
	return out.String(), err
}

func newBoomInterp() (*eval.Interp, *eval.Globals) {
	in := eval.NewInterp()
	builtins.Install(in)
	in.Builtins.Set("boom", eval.NewBuiltin("boom", func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		var m map[string]int
		//lint:ignore SA5000 the Go bug under test: assignment to a nil map panics
		m["x"]++
		return eval.None, nil
	}))
	return in, eval.NewGlobals(in.Builtins)
}

// TestPanicBecomesInternalError: a Go panic anywhere inside evaluation is
// an *InternalError naming the bug, user code cannot catch it, and the
// interpreter keeps working afterwards.
func TestPanicBecomesInternalError(t *testing.T) {
	for _, src := range []string{
		"print('before')\nboom()",
		"try:\n    boom()\nexcept BaseException:\n    print('swallowed')",
		"def f():\n    return boom()\nprint('before')\nf()",
		"def g():\n    yield 1\n    boom()\nprint('before')\nlist(g())",
		"print('before')\nx = [boom() for i in range(3)]",
	} {
		in, g := newBoomInterp()
		out, err := runWithBoom(t, in, g, src)
		var ie *eval.InternalError
		if !errors.As(err, &ie) {
			t.Errorf("%q: got error %v (%T), want *InternalError", src, err, err)
			continue
		}
		if !strings.Contains(ie.Msg, "nil map") {
			t.Errorf("%q: internal error %q does not name the bug", src, ie.Msg)
		}
		if strings.Contains(out, "swallowed") {
			t.Errorf("%q: user code caught the internal error", src)
		}
		// The interpreter is still usable.
		out, err = runWithBoom(t, in, g, "print(6 * 7)")
		if err != nil || out != "42\n" {
			t.Errorf("%q: interpreter unusable after panic: out %q err %v", src, out, err)
		}
	}
}

// TestNamespacePersists: a second program sees the first one's names, and
// the per-call cost does not depend on how many programs ran before.
func TestNamespacePersists(t *testing.T) {
	in, g := newBoomInterp()
	if _, err := runWithBoom(t, in, g, "x = 1\ndef inc(n):\n    return n + 1"); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100; i++ {
		if _, err := runWithBoom(t, in, g, "x = inc(x)"); err != nil {
			t.Fatal(err)
		}
	}
	out, err := runWithBoom(t, in, g, "print(x)")
	if err != nil || out != "101\n" {
		t.Fatalf("out %q err %v", out, err)
	}
}
