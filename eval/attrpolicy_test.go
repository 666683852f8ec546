package eval_test

import (
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestAttrSitesAskPolicy checks that attribute sites whose caches are
// filled still ask the interpreter's CheckAttr on every access unless its
// AttrNameAllowed says the name is allowed on every object: a hook that
// starts refusing a name after the sites cached it refuses the next
// access, for loads, stores, method calls and builtin method calls.
func TestAttrSitesAskPolicy(t *testing.T) {
	const src = `
class C:
    def __init__(self):
        self.x = 1
    def m(self):
        return 2
def use(c, l):
    return c.x + c.m() + len(l.copy())
c, l = C(), [1]
for i in range(50):
    use(c, l)
for i in range(50):
    c.x = i
`
	for _, name := range []string{"x", "m", "copy"} {
		for _, allowedNames := range []bool{false, true} {
			calls := 0
			opts := runner.Options{Setup: func(in *eval.Interp) {
				in.CheckAttr = func(obj eval.Value, attr string) error {
					if attr == name {
						calls++
						if calls > 30 {
							return eval.Errorf(eval.InterpreterErrorType, "refused %s", attr)
						}
					}
					return nil
				}
				if allowedNames {
					// A hook that allows every name but the one refused.
					in.AttrNameAllowed = func(attr string) bool { return attr != name }
				}
			}}
			_, _, err := runPy(t, src, opts)
			if err == nil || calls != 31 {
				t.Errorf("%s (AttrNameAllowed %v): %d checks, err %v; want 31 checks and the refusal", name, allowedNames, calls, err)
			}
		}
	}
	// Names the hook allows everywhere are asked once per cache fill.
	calls := 0
	opts := runner.Options{Setup: func(in *eval.Interp) {
		in.CheckAttr = func(obj eval.Value, attr string) error {
			if attr == "x" {
				calls++
			}
			return nil
		}
		in.AttrNameAllowed = func(string) bool { return true }
	}}
	if _, _, err := runPy(t, src, opts); err != nil {
		t.Fatal(err)
	}
	if calls > 4 {
		t.Errorf("x asked %d times with AttrNameAllowed: want once per site fill", calls)
	}
}
