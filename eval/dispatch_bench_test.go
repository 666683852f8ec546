package eval_test

import (
	"fmt"
	"strings"
	"testing"
)

// benchInFunc runs body b.N times in a function after setup (in the same
// function, so its names are locals), reporting allocations: the
// per-statement benchmarks of the evaluator's dispatch (issue 15).
func benchInFunc(b *testing.B, globals, setup, body string) {
	indent := func(s string) string {
		if s == "" {
			return ""
		}
		return "    " + strings.ReplaceAll(s, "\n", "\n    ") + "\n"
	}
	src := fmt.Sprintf("%s\ndef f():\n%s    for i in range(%d):\n%s\nf()\n",
		globals, indent(setup), b.N, indent(indent(body)))
	b.ReportAllocs()
	runBench(b, src)
}

// BenchmarkIfCompareLocals measures `if x == y:` on two int locals: the
// test decided without a bool object (compile_cond.go).
func BenchmarkIfCompareLocals(b *testing.B) {
	benchInFunc(b, "", "x, y = 1, 2", "if x == y:\n    pass")
}

// BenchmarkIfAndCompare measures `if c == k and n not in s:`, go_board's
// flood-fill test, with a global constant.
func BenchmarkIfAndCompare(b *testing.B) {
	benchInFunc(b, "K = 1", "c, n, s = 1, 5, {1, 2}", "if c == K and n not in s:\n    pass")
}

// BenchmarkWhileNot measures a `while not done:` test on a local.
func BenchmarkWhileNot(b *testing.B) {
	benchInFunc(b, "", "", "done = False\nwhile not done:\n    done = True")
}

// BenchmarkGlobalMethodCall measures c.get() at module level: the object
// a global read from its cell (operand.cell).
func BenchmarkGlobalMethodCall(b *testing.B) {
	benchShapes(b, "class C:\n    def get(self):\n        return 1\nc = C()", "c.get()")
}

// BenchmarkAttrLoadOtherMethod measures self.x read in a method other than
// the one that stored it: the two sites share the attribute name's string
// (compiler.attrName), so the instance lookup compares it by pointer.
func BenchmarkAttrLoadOtherMethod(b *testing.B) {
	benchInFunc(b, "class C:\n    def __init__(self):\n        self.alpha = 1\n        self.beta = 2\n",
		"o = C()", "x = o.beta")
}

// BenchmarkFreeOperand measures board[k] where board is a free variable
// of the function (an operand read from its cell).
func BenchmarkFreeOperand(b *testing.B) {
	src := fmt.Sprintf(`def outer():
    board = [1, 2, 3]
    def inner():
        k = 1
        for i in range(%d):
            v = board[k]
    inner()
outer()
`, b.N)
	b.ReportAllocs()
	runBench(b, src)
}

// BenchmarkForRange measures a for loop over range(8) (counted directly,
// no iterator).
func BenchmarkForRange(b *testing.B) {
	benchInFunc(b, "", "", "for x in range(8):\n    pass")
}

// BenchmarkForTuple measures a for loop over a 4-item tuple of pairs,
// unpacked (walked by index, no iterator).
func BenchmarkForTuple(b *testing.B) {
	benchInFunc(b, "", "t = ((1, 0), (0, 1), (-1, 0), (0, -1))", "for dx, dy in t:\n    pass")
}

// BenchmarkConstTupleReturn measures a, b = f() where f returns a tuple
// display of constants: one object made at compile time, as CPython's.
func BenchmarkConstTupleReturn(b *testing.B) {
	benchInFunc(b, "def pair():\n    return 1, -2\n", "", "a, c = pair()")
}

// BenchmarkListAppendPop measures xs.append(i); xs.pop(): builtin
// methods with call1/call0, called without an argument slice.
func BenchmarkListAppendPop(b *testing.B) {
	benchInFunc(b, "", "xs = [0]", "xs.append(i)\nxs.pop()")
}

// BenchmarkSetAdd measures s.add(k) of a key already in the set.
func BenchmarkSetAdd(b *testing.B) {
	benchInFunc(b, "", "s = {1}\nk = 1", "s.add(k)")
}
