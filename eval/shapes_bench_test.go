package eval_test

import (
	"fmt"
	"testing"
)

// benchShapes runs body b.N times after setup (module level), reporting
// allocations: the per-operation benchmarks of the object shapes the
// float and object workloads make (issue 15).
func benchShapes(b *testing.B, setup, body string) {
	src := fmt.Sprintf("%s\nfor i in range(%d):\n    %s\n", setup, b.N, body)
	b.ReportAllocs()
	runBench(b, src)
}

const vecClass = `class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)
v = V(1.5, 2.5)
`

// BenchmarkNewInstance measures V(x, y): an instance whose attribute
// values share its allocation.
func BenchmarkNewInstance(b *testing.B) { benchShapes(b, vecClass, "w = V(i, i)") }

// BenchmarkUserBinary measures v + v through a user __add__ (callDunder1).
func BenchmarkUserBinary(b *testing.B) { benchShapes(b, vecClass, "w = v + v") }

// BenchmarkSmallTuple measures (i, i) and [i]: one allocation each.
func BenchmarkSmallTuple(b *testing.B) { benchShapes(b, "", "t = (i, i)") }

// BenchmarkSmallList measures [i, i].
func BenchmarkSmallList(b *testing.B) { benchShapes(b, "", "l = [i, i]") }

// BenchmarkMathSqrt measures sqrt(f): a borrowing builtin of math.
func BenchmarkMathSqrt(b *testing.B) { benchShapes(b, "from math import sqrt\nf = 2.0", "y = sqrt(f)") }

// BenchmarkSmallSet measures {i}: a set display made with its first table.
func BenchmarkSmallSet(b *testing.B) { benchShapes(b, "", "s = {i}") }

// BenchmarkListItemAugAssign measures l[0] += f on a list of floats.
func BenchmarkListItemAugAssign(b *testing.B) {
	benchShapes(b, "l = [0.5, 1.5]\nf = 0.25", "l[0] += f")
}

// BenchmarkIntOfFloat measures int(f * 7): int with one argument, borrowed
// from the value stack.
func BenchmarkIntOfFloat(b *testing.B) { benchShapes(b, "f = 1.25", "n = int(f * 7)") }

// BenchmarkForList measures a for loop over an 8-item list (walked by
// index, no iterator).
func BenchmarkForList(b *testing.B) {
	benchShapes(b, "l = list(range(8))", "for x in l: pass")
}
