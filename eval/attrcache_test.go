package eval_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestProgramsMatchCPython runs testdata programs against their expected
// output (the .expected file next to each, from CPython): attrcache.py
// changes its output whenever an attribute site's inline cache serves a
// stale entry, genstep.py exercises generators running on steppers,
// reentrant.py changes containers from the program code builtins call,
// fastpaths.py exercises the fast paths of issue 15 (unpacking, list
// slices, yield from chains), numtree.py arithmetic trees computed
// without boxing their intermediate results (compile_num.go), operands.py
// locals and constants read without a closure call (compile_operand.go)
// and builtins called with borrowed arguments (callBorrowed), awaitcall.py
// coroutines awaited inline (await_call.go) and resumedepth.py generators
// and coroutines resumed under more or fewer handled exceptions than
// their first caller's.
func TestProgramsMatchCPython(t *testing.T) {
	for _, name := range []string{"attrcache", "genstep", "reentrant", "fastpaths", "numtree", "operands", "awaitcall", "resumedepth"} {
		src, err := os.ReadFile("testdata/" + name + ".py")
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile("testdata/" + name + ".expected")
		if err != nil {
			t.Fatal(err)
		}
		out, th, err := runPy(t, string(src), runner.Options{})
		if err != nil {
			t.Errorf("%s: %s", name, runner.FormatError(th, err))
			continue
		}
		if out != string(want) {
			t.Errorf("%s: got:\n%s\nwant:\n%s", name, out, want)
		}
	}
}

const benchClass = `class C:
    def __init__(self):
        self.a = 1
        self.x = 2
    def m(self, n):
        return n
c = C()
d = {}
`

func benchSnippet(b *testing.B, body string) {
	src := fmt.Sprintf("%sfor i in range(%d):\n    %s\n", benchClass, b.N, body)
	runBench(b, src)
}

// BenchmarkAttrLoad measures c.x on an instance (plus the loop).
func BenchmarkAttrLoad(b *testing.B) { benchSnippet(b, "c.x") }

// BenchmarkAttrStore measures c.x = i.
func BenchmarkAttrStore(b *testing.B) { benchSnippet(b, "c.x = i") }

// BenchmarkAttrAugAssign measures c.x += 1.
func BenchmarkAttrAugAssign(b *testing.B) { benchSnippet(b, "c.a += 1") }

// BenchmarkMethodCall measures c.m(i): a method call with one argument.
func BenchmarkMethodCall(b *testing.B) { benchSnippet(b, "c.m(i)") }

// BenchmarkLoopBaseline is the loop the other snippets run in.
func BenchmarkLoopBaseline(b *testing.B) { benchSnippet(b, "pass") }

// TestAttrStoreAppendCharges: an __init__'s `self.x = v` adding the
// attribute at its shape position (attrStoreSite.store, appendShaped) is
// charged what setattr's general path charges for the same attributes,
// including instances that outgrow the class's first ones (the values'
// array grows, past eight names the dict's index), and counts the same
// operations less the statement nodes.
func TestAttrStoreAppendCharges(t *testing.T) {
	measure := func(init string) int64 {
		t.Helper()
		src := "class V:\n    def __init__(self, n):\n" + init +
			"keep = [V(n % 13) for n in range(200)]\n"
		lim := int64(1 << 30)
		_, th, err := runPy(t, src, runner.Options{Limits: eval.Limits{MaxMemory: lim}})
		if err != nil {
			t.Fatalf("%s: %s", init, runner.FormatError(th, err))
		}
		return lim - th.MemoryRoom()
	}
	const names = "abcdefghijkl"
	var stores, setattrs string
	for i, c := range names {
		stores += fmt.Sprintf("        if n > %d:\n            self.%c = n\n", i, c)
		setattrs += fmt.Sprintf("        if n > %d:\n            setattr(self, %q, n)\n", i, string(c))
	}
	// A builtin call of setattr charges nothing of its own (its
	// arguments are borrowed): the two differ only in the store.
	if a, b := measure(stores), measure(setattrs); a != b {
		t.Errorf("stores charged %d bytes, setattr %d", a, b)
	}
	two := "        self.x = n\n        self.y = -n\n"
	twoSet := "        setattr(self, 'x', n)\n        setattr(self, 'y', -n)\n"
	if a, b := measure(two), measure(twoSet); a != b {
		t.Errorf("two stores charged %d bytes, setattr %d", a, b)
	}
}
