package eval_test

import (
	"fmt"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestConcatCharges: a concatenation compiled without its left
// operand's object (compile_concat.go) is charged the operations and the
// memory it was charged when both operands were made: the same program
// with the operands first bound to locals (which no fusion applies to)
// costs the same memory, and as many more operations as binding two
// plain names costs (measured on int operands).
func TestConcatCharges(t *testing.T) {
	const setup = "t = (1, 2, 3)\nl = list(range(10))\nbig = list(range(40))\nx = 7\n" +
		"class T(tuple):\n    pass\n"
	// Operands that fail (a tuple and a list) are left out: the charges
	// of the exception's traceback depend on the text of its line.
	measure := func(body string) (ops, mem int64) {
		t.Helper()
		src := setup + "def f(i):\n" + body + "for i in range(-12, 13):\n    f(i)\n"
		lim := int64(1 << 30)
		_, th, err := runPy(t, src, runner.Options{Limits: eval.Limits{MaxMemory: lim}})
		if err != nil {
			t.Fatalf("%s: %s", body, runner.FormatError(th, err))
		}
		return th.Operations(), lim - th.MemoryRoom()
	}
	fused := func(left, right string) string {
		return fmt.Sprintf("    try:\n        r = %s + %s\n    except TypeError:\n        pass\n", left, right)
	}
	apart := func(left, right string) string {
		return fmt.Sprintf("    try:\n        a = %s\n        b = %s\n        r = a + b\n    except TypeError:\n        pass\n", left, right)
	}
	o1, m1 := measure(fused("x", "i"))
	o2, m2 := measure(apart("x", "i"))
	extra := o2 - o1
	if m1 != m2 || extra <= 0 {
		t.Fatalf("int operands: %d ops, %d bytes fused; %d ops, %d bytes apart", o1, m1, o2, m2)
	}
	for _, c := range []struct{ left, right string }{
		{"(x,)", "t"},
		{"(x, i)", "t"},
		{"(x, i, x, i)", "(t + t)"},
		{"(x,)", "()"},
		{"(x,)", "T((1, 2))"},
		{"(x,)", "tuple(big)"},

		{"[x]", "l"},
		{"[x, 1, 2]", "l"},
		{"[x]", "[]"},
		{"[x]", "big"},
		{"l[:i]", "l[i + 1:]"},
		{"l[i:]", "l[:i:2]"},
		{"l[::-1]", "l[::i or 1]"},
		{"big[:i]", "l[i:]"},
		{"l[:i]", "big[i:]"},
		{"big[i:]", "big[:i]"},
		{"t[:i]", "t[1:]"},
	} {
		fo, fm := measure(fused(c.left, c.right))
		ao, am := measure(apart(c.left, c.right))
		if fm != am || ao-fo != extra {
			t.Errorf("%s + %s: %d ops, %d bytes fused; %d ops (%d more, want %d), %d bytes apart",
				c.left, c.right, fo, fm, ao, ao-fo, extra, am)
		}
	}
}
