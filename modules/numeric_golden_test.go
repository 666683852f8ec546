package modules_test

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// TestNumericGolden checks decimal and fractions arithmetic against the
// table CPython 3.11 wrote (testdata/numeric/gen_golden.py): every
// expression is evaluated under its precision and rounding, and its
// result (or exception) printed as the generator printed it.
func TestNumericGolden(t *testing.T) {
	data, err := os.ReadFile("testdata/numeric/golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	type row struct{ prec, rounding, expr, want string }
	var rows []row
	for _, l := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		f := strings.SplitN(l, "\t", 4)
		if len(f) != 4 {
			t.Fatalf("bad line %q", l)
		}
		rows = append(rows, row{f[0], f[1], f[2], f[3]})
	}
	var src strings.Builder
	src.WriteString(`import decimal, math, statistics
from decimal import Decimal as D, localcontext
from fractions import Fraction as F
def t(p, r, f):
    with localcontext(prec=p, rounding=getattr(decimal, r)):
        try:
            x = f()
            print('%s %r' % (type(x).__name__, x))
        except Exception as e:
            print('%s %s' % (type(e).__name__, e))
`)
	for _, r := range rows {
		fmt.Fprintf(&src, "t(%s, %q, lambda: %s)\n", r.prec, r.rounding, r.expr)
	}
	var out bytes.Buffer
	opts := runner.Options{Limits: eval.Limits{MaxOperations: 100_000_000, Deadline: time.Now().Add(60 * time.Second)}}
	th, err := runner.Run("golden.py", []byte(src.String()), &out, opts)
	if err != nil {
		t.Fatalf("run: %s", runner.FormatError(th, err))
	}
	got := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
	if len(got) != len(rows) {
		t.Fatalf("%d results for %d cases", len(got), len(rows))
	}
	failed := 0
	for i, r := range rows {
		if got[i] != r.want {
			failed++
			t.Errorf("prec=%s %s: %s\n got  %s\n want %s", r.prec, r.rounding, r.expr, got[i], r.want)
		}
	}
	t.Logf("%d of %d golden cases pass", len(rows)-failed, len(rows))
}
