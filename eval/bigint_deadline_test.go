package eval_test

import (
	"errors"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// bigDeadlineCases are programs whose big-int operations grow until the
// run's deadline stops them: each step is about 1.3 (or 2) times the
// last, so that the last operation let through is as long as the
// prediction allows, on hostile operands (products, powers, conversions
// to and from text, divisions, modular powers and inverses, gcds, square
// roots, factorials and binomials).
var bigDeadlineCases = []struct{ name, src string }{
	{"int**int", "n = 10000\nwhile True:\n    g = 7 ** n\n    n = n * 13 // 10"},
	{"int**int at once", "g = 3 ** (10**8)"},
	{"int*int", "n = 10000\nwhile True:\n    g = (7 ** n) * (3 ** n)\n    n = n * 13 // 10"},
	{"int*int squares", "x = 7 ** 100000\nwhile True:\n    x = x * x"},
	{"int*int unbalanced", "a = 7 ** 100000\nb = 3 ** 1000\nwhile True:\n    c = a * b\n    a = a * a"},
	{"str(int)", "import sys\nsys.set_int_max_str_digits(0)\nn = 10000\nwhile True:\n    s = str(7 ** n)\n    n = n * 13 // 10"},
	{"hex(int)", "n = 10000\nwhile True:\n    s = hex(7 ** n)\n    n = n * 13 // 10"},
	{"int(str)", "import sys\nsys.set_int_max_str_digits(0)\nn = 10000\nwhile True:\n    x = int('7' * n)\n    n = n * 13 // 10"},
	{"divmod", "n = 10000\nwhile True:\n    q, r = divmod(7 ** n, 5 ** (n // 2))\n    n = n * 13 // 10"},
	{"floor division by a third", "n = 10000\nwhile True:\n    q = 7 ** n // 5 ** (n // 3)\n    n = n * 13 // 10"},
	{"pow(a, b, m)", "n = 100\nwhile True:\n    g = pow(3, 7 ** n, 5 ** n)\n    n = n * 13 // 10"},
	{"pow(a, -1, m)", "n = 1000\nwhile True:\n    g = pow(7 ** n, -1, 5 ** n)\n    n = n * 13 // 10"},
	{"math.factorial", "import math\nn = 10000\nwhile True:\n    g = math.factorial(n)\n    n = n * 13 // 10"},
	{"math.comb", "import math\nn = 10000\nwhile True:\n    g = math.comb(n, n // 3)\n    n = n * 13 // 10"},
	{"math.perm", "import math\nn = 10000\nwhile True:\n    g = math.perm(n, n // 2)\n    n = n * 13 // 10"},
	{"math.isqrt", "import math\nn = 10000\nwhile True:\n    g = math.isqrt(7 ** n)\n    n = n * 13 // 10"},
	{"math.gcd", "import math\nn = 1000\nwhile True:\n    g = math.gcd(7 ** n, 5 ** n)\n    n = n * 13 // 10"},
	{"math.lcm", "import math\nn = 1000\nwhile True:\n    g = math.lcm(7 ** n, 5 ** n)\n    n = n * 13 // 10"},
}

// TestBigIntDeadline: every big-int operation ends its run by the
// deadline plus a short delay (issue 11: an operation let through by its
// prediction ran until it was done, up to a quarter of a second and more
// past the timeout). The operations are split into short math/big calls
// or watched (bigsplit.go), so the delay is the machine's scheduling, not
// the operation's length; the bound is generous for loaded machines, but
// an operation that runs seconds past the deadline fails clearly.
func TestBigIntDeadline(t *testing.T) {
	const (
		timeout = 500 * time.Millisecond
		slack   = time.Second
	)
	for _, c := range bigDeadlineCases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			_, th, err := runPy(t, c.src, runner.Options{Limits: eval.Limits{MaxMemory: 1 << 30, Deadline: start.Add(timeout)}})
			el := time.Since(start)
			var lim *eval.LimitError
			if !errors.As(err, &lim) || lim.Kind != eval.LimitTimeout {
				t.Fatalf("got %v, want the timeout", runner.FormatError(th, err))
			}
			t.Logf("ended %v after the deadline", el-timeout)
			if el > timeout+slack {
				t.Errorf("the run ended %v after its deadline of %v (at most %v allowed)", el-timeout, timeout, slack)
			}
		})
	}
}
