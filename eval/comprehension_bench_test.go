package eval_test

import (
	"fmt"
	"testing"
)

// BenchmarkListCompOverList measures one element of a list comprehension
// over a list (walked by index, without an iterator): b.N elements, in
// comprehensions of 1,000 over 10 rows of 100.
func BenchmarkListCompOverList(b *testing.B) {
	src := fmt.Sprintf("rows = [list(range(100)) for _ in range(10)]\n"+
		"for _ in range(%d):\n    r = [x + 1 for row in rows for x in row]\n", b.N/1000+1)
	runBench(b, src)
}

// BenchmarkSmallListComp measures a list comprehension of 10 items over a
// list (one clause, no condition: its result sized at once): b.N
// comprehensions.
func BenchmarkSmallListComp(b *testing.B) {
	src := fmt.Sprintf("l = list(range(10))\nfor _ in range(%d):\n    r = [x * 2 for x in l]\n", b.N)
	runBench(b, src)
}

// BenchmarkSmallSetComp measures a set comprehension of 8 items over a
// list (its first table made with the set): b.N comprehensions.
func BenchmarkSmallSetComp(b *testing.B) {
	src := fmt.Sprintf("cols = list(range(8))\nfor _ in range(%d):\n    r = {cols[j] + j for j in cols}\n", b.N)
	runBench(b, src)
}
