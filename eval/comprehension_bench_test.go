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
