package eval_test

import (
	"encoding/json"
	"errors"
	"io"
	"math"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/runner"
)

// testdata/format/format.json holds CPython 3.11's answers, written by
// testdata/format/gen.py: format(value, spec) for every type code, flag,
// width and precision combination it generates, float reprs (with the
// float formats that take the same digits), and str.format/format_map
// expressions. Each test checks every case and reports all mismatches.

type formatValue struct {
	I *string  `json:"i"` // hex
	B *bool    `json:"b"`
	F *string  `json:"f"` // float.hex
	C []string `json:"c"`
	S *string  `json:"s"`
}

type formatData struct {
	Spec      []json.RawMessage `json:"spec"`       // [value, spec, want]
	FloatRepr [][]string        `json:"float_repr"` // hex, repr, format(x, spec) for formatReprSpecs
	StrFormat [][2]string       `json:"str_format"` // expression, repr(result) or exception
	Percent   [][2]string       `json:"percent"`    // str % args and bytes % args, as StrFormat
}

// formatReprSpecs are the specs of the columns of float_repr after the repr.
var formatReprSpecs = []string{">1", ".17g", ".12", "e", ".3f", "#.5g"}

func loadFormatData(tb testing.TB) *formatData {
	b, err := os.ReadFile("testdata/format/format.json")
	if err != nil {
		tb.Fatal(err)
	}
	var d formatData
	if err := json.Unmarshal(b, &d); err != nil {
		tb.Fatal(err)
	}
	return &d
}

func parseHexFloat(tb testing.TB, s string) float64 {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		tb.Fatalf("bad float %q: %v", s, err)
	}
	return f
}

func (v formatValue) value(tb testing.TB) eval.Value {
	switch {
	case v.I != nil:
		x, ok := new(big.Int).SetString(*v.I, 0)
		if !ok {
			tb.Fatalf("bad int %q", *v.I)
		}
		return eval.MakeBigInt(x)
	case v.B != nil:
		return eval.MakeBool(*v.B)
	case v.F != nil:
		return eval.Float(parseHexFloat(tb, *v.F))
	case v.C != nil:
		return eval.Complex(complex(parseHexFloat(tb, v.C[0]), parseHexFloat(tb, v.C[1])))
	case v.S != nil:
		return eval.NewStr(*v.S)
	}
	tb.Fatal("empty value")
	return nil
}

func newFormatThread() *eval.Thread {
	return eval.NewThread(eval.NewInterp(), eval.Limits{}, io.Discard, nil)
}

// formatOutcome is format(v, spec) or "ExcType: message".
func formatOutcome(t *eval.Thread, v eval.Value, spec string) string {
	s, err := eval.Format(t, v, spec)
	if err != nil {
		var e *eval.Exception
		if errors.As(err, &e) {
			return e.Type().Name + ": " + e.Message(t)
		}
		return "Go error: " + err.Error()
	}
	return s
}

// reportMismatches fails tb with every mismatch, after a count.
func reportMismatches(tb testing.TB, what string, total int, diffs []string) {
	tb.Helper()
	if len(diffs) == 0 {
		tb.Logf("%s: %d cases, all pass", what, total)
		return
	}
	tb.Errorf("%s: %d of %d cases differ from CPython:\n%s", what, len(diffs), total, strings.Join(diffs, "\n"))
}

func TestFormatSpec(t *testing.T) {
	d := loadFormatData(t)
	th := newFormatThread()
	var diffs []string
	for _, raw := range d.Spec {
		var row [3]json.RawMessage
		if err := json.Unmarshal(raw, &row); err != nil {
			t.Fatal(err)
		}
		var fv formatValue
		var spec, want string
		if json.Unmarshal(row[0], &fv) != nil || json.Unmarshal(row[1], &spec) != nil || json.Unmarshal(row[2], &want) != nil {
			t.Fatalf("bad case %s", raw)
		}
		v := fv.value(t)
		got := formatOutcome(th, v, spec)
		if got != want {
			diffs = append(diffs, "format("+string(row[0])+", "+strconv.Quote(spec)+") (-CPython +pyinterp):\n"+cmp.Diff(want, got))
		}
	}
	reportMismatches(t, "format(value, spec)", len(d.Spec), diffs)
}

func TestFormatFloatRepr(t *testing.T) {
	d := loadFormatData(t)
	th := newFormatThread()
	var diffs []string
	n := 0
	for _, row := range d.FloatRepr {
		x := eval.Float(parseHexFloat(t, row[0]))
		n++
		if got, err := eval.Repr(th, x); err != nil || got != row[1] {
			diffs = append(diffs, "repr("+row[0]+"):\n"+cmp.Diff(row[1], got))
		}
		for i, spec := range formatReprSpecs {
			n++
			if got := formatOutcome(th, x, spec); got != row[i+2] {
				diffs = append(diffs, "format("+row[0]+", "+strconv.Quote(spec)+") (-CPython +pyinterp):\n"+cmp.Diff(row[i+2], got))
			}
		}
	}
	reportMismatches(t, "float repr and formats", n, diffs)
}

// runFormatExpr runs a program printing repr(expr), or the exception it
// raises, and returns what it printed.
func runFormatExpr(expr string) string {
	src := "try:\n    __r = repr(" + expr + ")\nexcept Exception as __e:\n    print(type(__e).__name__ + ': ' + str(__e), end='')\nelse:\n    print(__r, end='')\n"
	var out strings.Builder
	th, err := runner.Run("<format>", []byte(src), &out, runner.Options{})
	if err != nil {
		return out.String() + "<uncaught: " + strings.TrimSpace(runner.FormatError(th, err)) + ">"
	}
	return out.String()
}

func TestStrFormatMethod(t *testing.T) {
	d := loadFormatData(t)
	var diffs []string
	for _, c := range d.StrFormat {
		if got := runFormatExpr(c[0]); got != c[1] {
			diffs = append(diffs, c[0]+" (-CPython +pyinterp):\n"+cmp.Diff(c[1], got))
		}
	}
	reportMismatches(t, "str.format", len(d.StrFormat), diffs)
}

// percentKnown lists %-formatting cases known to differ, with the reason;
// a listed case that passes fails the test, so the list only shrinks.
var percentKnown = map[string]string{}

func TestPercentFormat(t *testing.T) {
	d := loadFormatData(t)
	var diffs []string
	for _, c := range d.Percent {
		got := runFormatExpr(c[0])
		if reason, known := percentKnown[c[0]]; known {
			if got == c[1] {
				t.Errorf("%s now matches CPython: remove it from percentKnown (%s)", c[0], reason)
			} else {
				t.Logf("known difference: %s: %s", c[0], reason)
			}
			continue
		}
		if got != c[1] {
			diffs = append(diffs, c[0]+" (-CPython +pyinterp):\n"+cmp.Diff(c[1], got))
		}
	}
	reportMismatches(t, "%-formatting (less the known differences)", len(d.Percent)-len(percentKnown), diffs)
}

// TestFormatHugeWidth checks that absurd widths and precisions fail
// before anything is allocated: past Py_ssize_t with CPython's
// ValueError, beyond the string size bound with MemoryError, and within
// it against the run's memory limit.
func TestFormatHugeWidth(t *testing.T) {
	th := newFormatThread()
	for _, c := range []struct {
		v    eval.Value
		spec string
		want string
	}{
		{eval.MakeInt(1), ">99999999999999999999", "ValueError: Too many decimal digits in format string"},
		{eval.MakeInt(1), ">999999999999", "MemoryError: "},
		{eval.Float(1), ".999999999999f", "ValueError: precision too big"},
		{eval.Float(1), "999999999999.2f", "MemoryError: "},
		{eval.NewStr("a"), "x^999999999999", "MemoryError: "},
		{eval.Complex(1i), "999999999999", "MemoryError: "},
		{eval.MakeInt(1), "0999999999999,", "MemoryError: "},
	} {
		if got := formatOutcome(th, c.v, c.spec); got != c.want {
			t.Errorf("format(%v, %q) = %q, want %q", c.v, c.spec, got, c.want)
		}
	}
	limited := eval.NewThread(eval.NewInterp(), eval.Limits{MaxMemory: 1 << 20}, io.Discard, nil)
	for _, spec := range []string{">100000000", ".100000000f", "#.100000000g", ",>100000000", "0100000000_"} {
		_, err := eval.Format(limited, eval.Float(math.Pi), spec)
		var le *eval.LimitError
		if !errors.As(err, &le) {
			t.Errorf("format(pi, %q) with a 1 MiB limit: err = %v, want a memory LimitError", spec, err)
		}
	}
	// A large-but-legal width within the limit works.
	if s, err := eval.Format(newFormatThread(), eval.MakeInt(7), "*>100000"); err != nil || len(s) != 100000 || s[99999] != '7' {
		t.Errorf("format(7, '*>100000') = %d bytes, %v", len(s), err)
	}
}

func BenchmarkFormatFloatComma(b *testing.B) {
	th := newFormatThread()
	x := eval.Float(1234567.891)
	for b.Loop() {
		if _, err := eval.Format(th, x, ",.2f"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFormatInt(b *testing.B) {
	th := newFormatThread()
	x := eval.MakeInt(123456789)
	for b.Loop() {
		if _, err := eval.Format(th, x, ">12,"); err != nil {
			b.Fatal(err)
		}
	}
}

func benchProgram(b *testing.B, src string) {
	b.Helper()
	for b.Loop() {
		if _, err := runner.Run("<bench>", []byte(src), io.Discard, runner.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFormatFString(b *testing.B) {
	benchProgram(b, "x = 3.14159\nfor i in range(10000):\n    s = f'{i:>6} {x:.3f} {i!r}'\n")
}

func BenchmarkFormatStrFormat(b *testing.B) {
	benchProgram(b, "for i in range(10000):\n    s = '{} {}'.format(i, 'abc')\n")
}

func BenchmarkFormatBuiltinFormat(b *testing.B) {
	benchProgram(b, "for i in range(10000):\n    s = format(i * 1.5, ',.2f')\n")
}
