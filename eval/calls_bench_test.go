package eval_test

import (
	"fmt"
	"testing"
)

// The call sites of issue 15's ninth pass (compile_callkw.go, borrowed
// str methods), each in a function's loop as the micro-programs run them.
func benchCallLoop(b *testing.B, setup, body string) {
	src := fmt.Sprintf("%s\ndef run():\n    for i in range(%d):\n        %s\nrun()\n", setup, b.N, body)
	runBench(b, src)
}

// BenchmarkCallKeyword measures f(i, c=4) of a function with defaults.
func BenchmarkCallKeyword(b *testing.B) {
	benchCallLoop(b, "def f(a, b=2, c=3):\n    return a", "f(i, c=4)")
}

// BenchmarkCallMethodKeyword measures o.m(i, c=4) of a method with
// defaults.
func BenchmarkCallMethodKeyword(b *testing.B) {
	benchCallLoop(b, "class C:\n    def m(self, a, b=2, c=3):\n        return a\no = C()", "o.m(i, c=4)")
}

// BenchmarkStrStartswith measures s.startswith('he').
func BenchmarkStrStartswith(b *testing.B) {
	benchCallLoop(b, "s = 'hello world'", "s.startswith('he')")
}

// BenchmarkStrUpper measures s.upper() of a short ASCII str.
func BenchmarkStrUpper(b *testing.B) {
	benchCallLoop(b, "s = 'hello world'", "s.upper()")
}

// BenchmarkMinMaxArgs measures min(i, 3) and max(i, 3): the arguments
// compared in place, their tuple only charged.
func BenchmarkMinMaxArgs(b *testing.B) {
	benchCallLoop(b, "", "min(i, 3); max(i, 3)")
}

// BenchmarkFloatPowGlobal measures x ** 0.5 of a global float (Binary's float
// path, outside an arithmetic tree).
func BenchmarkFloatPowGlobal(b *testing.B) {
	benchCallLoop(b, "x = 3.0", "x ** 0.5")
}

// BenchmarkDictGet measures d.get(i, 0): the method's two-argument call
// (Method.call2), no argument slice.
func BenchmarkDictGet(b *testing.B) {
	benchCallLoop(b, "d = {1: 2}", "d.get(i, 0)")
}
