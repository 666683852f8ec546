package modules_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestDecimalExponentRange: exponents past pyinterp's ±2**30 (CPython's
// reach ±999999999999999999) raise NotImplementedError naming the
// limitation, in contexts whose Emax or Emin allow them, instead of an
// Overflow, an InvalidOperation or a NaN CPython would not give.
// Results within the range under such contexts are computed
// (conformance/cases/mod_decimal/huge_exponents.py).
func TestDecimalExponentRange(t *testing.T) {
	src := `import decimal
from decimal import Decimal
C = decimal.Context(Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN, prec=28, traps=[])
for f in [lambda: C.multiply(Decimal('1e600000000'), Decimal('1e600000000')),
          lambda: C.create_decimal('1e3000000000'),
          lambda: C.add(Decimal('1e-3000000000'), 0),
          lambda: C.divide(Decimal('1e-600000000'), Decimal('1e600000000')),
          lambda: C.power(Decimal(10), 10**12),
          lambda: C.exp(Decimal('1e10')),
          lambda: C.scaleb(Decimal(1), 2**31)]:
    try:
        print('computed', f())
    except NotImplementedError as e:
        print(type(e).__name__, e)
print(C.multiply(Decimal('1e999999999'), 10), C.flags[decimal.Overflow], C.flags[decimal.InvalidOperation])
`
	var out bytes.Buffer
	opts := runner.Options{Limits: eval.Limits{MaxOperations: 10_000_000, Deadline: time.Now().Add(30 * time.Second)}}
	th, err := runner.Run("range.py", []byte(src), &out, opts)
	if err != nil {
		t.Fatalf("run: %s", runner.FormatError(th, err))
	}
	lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
	if len(lines) != 8 {
		t.Fatalf("got %q", out.String())
	}
	for _, l := range lines[:7] {
		if !strings.HasPrefix(l, "NotImplementedError: decimal: ") && !strings.HasPrefix(l, "NotImplementedError decimal: ") || !strings.Contains(l, "±1073741824") {
			t.Errorf("got %q, want NotImplementedError naming the range", l)
		}
	}
	if want := "1.0E+1000000000 False False"; lines[7] != want {
		t.Errorf("got %q, want %q", lines[7], want)
	}
}
