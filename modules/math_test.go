package modules_test

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/modules"
)

// newThread returns a thread of a fresh interpreter with the modules
// installed.
func newThread(opts modules.Options) *eval.Thread {
	in := eval.NewInterp()
	modules.Install(in, opts)
	return eval.NewThread(in, eval.Limits{}, nil, nil)
}

func mustImport(t testing.TB, th *eval.Thread, name string) eval.Value {
	m, err := th.Interp.Import(th, name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// resultString renders a call's outcome as gen.py does.
func resultString(th *eval.Thread, r eval.Value, err error) string {
	if err != nil {
		if e, ok := err.(*eval.Exception); ok {
			return "!" + e.Type().Name + ": " + e.Message(th)
		}
		return "!" + err.Error()
	}
	if f, ok := r.(eval.Float); ok {
		return pyHex(float64(f))
	}
	s, _ := eval.Repr(th, r)
	return s
}

// pyHex is float.hex.
func pyHex(f float64) string {
	switch {
	case f != f:
		return "nan"
	case f > math.MaxFloat64:
		return "inf"
	case f < -math.MaxFloat64:
		return "-inf"
	}
	s := strconv.FormatFloat(f, 'x', -1, 64)
	// Go: 0x1.8p+01; Python: 0x1.8000000000000p+1
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	mant, exp, _ := strings.Cut(s[2:], "p")
	e, _ := strconv.Atoi(exp)
	lead, frac, _ := strings.Cut(mant, ".")
	if f == 0 {
		return sign + "0x0.0p+0"
	}
	if lead == "0" { // subnormal handled by Go as 0x0.xxx? normalise via bits
		return sign + s
	}
	// Python prints subnormals as 0x0.<13 hex>p-1022
	bits := strconv.FormatFloat(f, 'b', -1, 64)
	_ = bits
	if e < -1022 {
		m := uint64(0)
		fb := mathFloat64bits(f) & (1<<52 - 1)
		m = fb
		return sign + fmt.Sprintf("0x0.%013xp-1022", m)
	}
	frac = (frac + "0000000000000")[:13]
	return fmt.Sprintf("%s0x%s.%sp%+d", sign, lead, frac, e)
}

func parseHex(s string) float64 {
	switch s {
	case "nan":
		return nan()
	case "inf":
		return inf(1)
	case "-inf":
		return inf(-1)
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		panic(err)
	}
	return f
}

// mathSkip lists functions whose libm implementation in glibc is not
// correctly rounded and which Go's math package does not reproduce bit for
// bit; a mismatch of at most one ulp is tolerated for them.
var mathSkip = map[string]int{
	// glibc's are (nearly) correctly rounded; Go's are within 1-2 ulps.
	"sin": 1, "cos": 1, "tan": 2, "atan": 1, "atan2": 1, "asin": 2, "acos": 2,
	"erf": 1, "erfc": 3, "cbrt": 3,
}

// ulpDiff is the distance in ulps between two results ("!" errors and
// NaN must match exactly).
func ulpDiff(a, b string) int {
	if strings.HasPrefix(a, "!") || strings.HasPrefix(b, "!") || a == "nan" || b == "nan" {
		return 1 << 30
	}
	x, y := parseHex(a), parseHex(b)
	bx, by := int64(mathFloat64bits(x)), int64(mathFloat64bits(y))
	if (bx < 0) != (by < 0) {
		return 1 << 30
	}
	d := bx - by
	if d < 0 {
		d = -d
	}
	return int(d)
}

func TestMathGolden(t *testing.T) {
	f, err := os.Open("testdata/math/golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	th := newThread(modules.Options{})
	m := mustImport(t, th, "math")
	fails := map[string]int{}
	total := map[string]int{}
	examples := map[string][]string{}
	inexact := map[string]int{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "\t")
		name := parts[0]
		var args []eval.Value
		if parts[1] != "" {
			for _, a := range strings.Split(parts[1], " ") {
				args = append(args, eval.Float(parseHex(a)))
			}
		}
		var r eval.Value
		fnv, err := eval.GetAttr(th, m, name)
		if err == nil {
			if name == "fsum" {
				r, err = eval.Call(th, fnv, []eval.Value{eval.NewList(args)}, nil)
			} else {
				r, err = eval.Call(th, fnv, args, nil)
			}
		}
		got := resultString(th, r, err)
		total[name]++
		if got != parts[2] {
			inexact[name]++
		}
		if got != parts[2] && ulpDiff(got, parts[2]) > mathSkip[name] {
			fails[name]++
			if len(examples[name]) < 3 {
				examples[name] = append(examples[name], fmt.Sprintf("%s(%s) = %s, want %s", name, parts[1], got, parts[2]))
			}
		}
	}
	for name, n := range inexact {
		t.Logf("%s: %d of %d not bit-exact", name, n, total[name])
	}
	for name, n := range fails {
		t.Errorf("%s: %d of %d differ, e.g.\n  %s", name, n, total[name], strings.Join(examples[name], "\n  "))
	}
}

func nan() float64      { return mathNaN() }
func inf(s int) float64 { return mathInf(s) }
