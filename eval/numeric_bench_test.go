package eval_test

import "testing"

// Per-operation benchmarks of the shapes the numeric workloads spend
// their time in (issue 15, numeric pass): bench/fannkuch.py's slices,
// bench/nbody.py's d2 ** -1.5, bench/unpack_sequence.py's starred targets.

// BenchmarkListSliceCopy measures p = l[:] on a 9-item list.
func BenchmarkListSliceCopy(b *testing.B) {
	benchShapes(b, "l = list(range(9))", "p = l[:]")
}

// BenchmarkListSliceAssignReversed measures l[:k + 1] = l[k::-1], a
// prefix reversed through a slice of the same list.
func BenchmarkListSliceAssignReversed(b *testing.B) {
	benchShapes(b, "l = list(range(9))\nk = 5", "l[:k + 1] = l[k::-1]")
}

// BenchmarkListSliceAssignShift measures l[:r] = l[1:r + 1].
func BenchmarkListSliceAssignShift(b *testing.B) {
	benchShapes(b, "l = list(range(9))\nr = 5", "l[:r] = l[1:r + 1]")
}

// BenchmarkFloatPowHalfNeg measures d ** -1.5 (nbody's distance term).
func BenchmarkFloatPowHalfNeg(b *testing.B) {
	benchShapes(b, "d = 2.718281828", "m = 0.01 * (d ** -1.5)")
}

// BenchmarkUnpackStarred measures first, *middle, last = l on an
// 8-item list.
func BenchmarkUnpackStarred(b *testing.B) {
	benchShapes(b, "l = list(range(8))", "first, *middle, last = l")
}

// BenchmarkSumFloats measures sum() of a 100-float list (the total kept
// unboxed, as CPython keeps it).
func BenchmarkSumFloats(b *testing.B) {
	benchShapes(b, "fl = [x * 0.5 for x in range(100)]", "s = sum(fl)")
}

// BenchmarkBigTempSum measures 4 * q + r - t on 1,000-digit ints: the
// product's digits take the sum and the difference (numBigInPlace).
func BenchmarkBigTempSum(b *testing.B) {
	benchShapes(b, "q, r, t = 3 ** 2000, 5 ** 1400, 7 ** 1100", "a = 4 * q + r - t")
}

// BenchmarkFloatBoxed measures dx = p[0] - q[0]: a float result stored in
// a local, boxed in the thread's array of boxes (scalarbox.go).
func BenchmarkFloatBoxed(b *testing.B) {
	benchShapes(b, "p = [1.5, 2.5]\nq = [0.25, 0.5]", "dx = p[0] - q[0]")
}

// BenchmarkFloatPowInTree measures dt * (d ** -1.5): the power's result
// passed unboxed to the product (floatPowF).
func BenchmarkFloatPowInTree(b *testing.B) {
	benchShapes(b, "d = 2.718281828\ndt = 0.01", "m = dt * (d ** -1.5)")
}

// BenchmarkUnpackStarredLocals measures first, *middle, last = l in a
// function: stored into the frame's slots, the list unpacked in place.
func BenchmarkUnpackStarredLocals(b *testing.B) {
	benchShapes(b, "def f(l, n):\n    for _ in range(n):\n        first, *middle, last = l", "f(list(range(8)), 100)")
}
