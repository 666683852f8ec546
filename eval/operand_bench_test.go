package eval_test

import (
	"fmt"
	"testing"
)

// benchLocal runs body b.N times in a function whose locals setup binds,
// so that names are frame slots (benchSnippet's run at module level).
func benchLocal(b *testing.B, setup, body string) {
	src := fmt.Sprintf("%sdef f(n):\n    c, s, l, d, k = C(), set(), [], {}, 'k'\n    %s\n    for i in range(n):\n        %s\nf(%d)\n",
		benchClass, setup, body, b.N)
	runBench(b, src)
}

// BenchmarkLocalAttrLoad measures c.x with c a local (compile_operand.go).
func BenchmarkLocalAttrLoad(b *testing.B) { benchLocal(b, "pass", "c.x") }

// BenchmarkLocalCompare measures i < n on locals.
func BenchmarkLocalCompare(b *testing.B) { benchLocal(b, "pass", "i < n") }

// BenchmarkLocalSubscript measures l[0] = l[0] + i on a local list.
func BenchmarkLocalSubscript(b *testing.B) { benchLocal(b, "l.append(0)", "l[0] = l[0] + i") }

// BenchmarkSetAddBorrowed measures s.add(i), a builtin method called with
// its argument on the value stack (callBorrowed).
func BenchmarkSetAddBorrowed(b *testing.B) { benchLocal(b, "pass", "s.add(i & 63)") }

// BenchmarkLenBorrowed measures len(l), a builtin function called with its
// argument on the value stack.
func BenchmarkLenBorrowed(b *testing.B) { benchLocal(b, "pass", "len(l)") }

// BenchmarkDictGetBorrowed measures d.get(k, 0).
func BenchmarkDictGetBorrowed(b *testing.B) { benchLocal(b, "pass", "d.get(k, 0)") }
