package eval_test

import (
	"bytes"
	"testing"

	"github.com/pyinterp/pyinterp/builtins"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/parser"
	"github.com/pyinterp/pyinterp/resolve"
)

// CompileLibrary compiles a plain function's body at its first call: the
// function works as compiled eagerly, nested functions and closures
// included, and a second interpreter sharing the resolved tree gets its
// own code.
func TestCompileLibraryDefersBodies(t *testing.T) {
	src := []byte(`
def outer(n):
    def inner(k):
        return k * n
    return [inner(i) for i in range(3)]

class C:
    def m(self, x):
        return x + 1

def gen(n):
    yield from range(n)

r = (outer(2), C().m(41), list(gen(3)))
`)
	mod, err := parser.Compile("<lib>", src)
	if err != nil {
		t.Fatal(err)
	}
	info, err := resolve.File(mod, "<lib>")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		in := eval.NewInterp()
		builtins.Install(in)
		g := eval.NewGlobals(in.Builtins)
		prog, err := in.CompileLibrary("<lib>", src, mod, info, g)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		th := eval.NewThread(in, eval.Limits{}, &out, nil)
		if _, err := th.Run(prog, g); err != nil {
			t.Fatal(err)
		}
		r, _ := g.Get("r")
		got, err := eval.Repr(th, r)
		if err != nil {
			t.Fatal(err)
		}
		if want := "([0, 2, 4], 42, [0, 1, 2])"; got != want {
			t.Errorf("interpreter %d: r = %s, want %s", i, got, want)
		}
	}
}
