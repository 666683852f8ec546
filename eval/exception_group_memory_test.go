package eval_test

import (
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestExceptionGroupChargesGoExceptions: the exceptions made by Go code
// (a dict's KeyError, int()'s ValueError) that reach the program through
// except* (and then split, subgroup, derive) are
// charged as an except clause charges what it catches: keeping n of them
// charges at least n exception headers. (They were uncharged: a list of a
// million of them held far more than the run was charged.)
func TestExceptionGroupChargesGoExceptions(t *testing.T) {
	const n = 20000
	const lim = 1 << 30
	prelude := "d = {}\nkept = [None] * 20000\nfor i in range(20000):\n    "
	cases := []struct{ name, keep string }{
		{"except star", `try:
        RAISE
    except* KeyError as eg:
        kept[i] = eg.exceptions[0]`},
		{"subgroup of a derived group", `try:
        RAISE
    except* KeyError as eg:
        kept[i] = eg.derive(eg.exceptions).subgroup(lambda e: True).exceptions[0]`},
	}
	charged := func(src string) int64 {
		t.Helper()
		_, th, err := runPy(t, src, runner.Options{Limits: eval.Limits{MaxMemory: lim}})
		if err != nil {
			t.Fatalf("%s", runner.FormatError(th, err))
		}
		return lim - th.MemoryRoom()
	}
	// Keeping Go-made KeyErrors (d[i]) must charge about what keeping
	// program-made ones (raise KeyError(i)) charges: the exception and its
	// argument.
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			goMade := charged(prelude + strings.ReplaceAll(c.keep, "RAISE", "d[i]") + "\n")
			progMade := charged(prelude + strings.ReplaceAll(c.keep, "RAISE", "raise KeyError(i)") + "\n")
			if goMade < progMade-64*n {
				t.Errorf("keeping %d Go-made exceptions charged %d bytes, keeping as many made by the program %d", n, goMade, progMade)
			}
		})
	}
}
