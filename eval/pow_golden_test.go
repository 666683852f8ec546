package eval

import (
	"bufio"
	"math"
	"os"
	"strings"
	"testing"
)

// TestPowGolden checks float and complex powers against CPython 3.11's
// (testdata/pow/gen.py wrote testdata/pow/golden.txt): floats bit for
// bit, complex parts within 4 ulps (sin, cos and atan2 of Go's kernels
// and glibc's differ by an ulp now and then; see numNearlyEqual), and
// exceptions by type and message.
func TestPowGolden(t *testing.T) {
	f, err := os.Open("testdata/pow/golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	th := numNewThread()
	cases, fails, approx := 0, 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		fields := strings.Fields(line)
		var a, b Value
		var want []string
		switch fields[0] {
		case "f":
			a, b = Float(numParseHex(t, fields[1])), Float(numParseHex(t, fields[2]))
			want = fields[3:]
		case "c":
			a = Complex(complex(numParseHex(t, fields[1]), numParseHex(t, fields[2])))
			b = Complex(complex(numParseHex(t, fields[3]), numParseHex(t, fields[4])))
			want = fields[5:]
		default:
			t.Fatalf("bad line %q", line)
		}
		cases++
		v, err := Binary(th, OpPow, a, b)
		ok, near := powGoldenMatch(th, v, err, strings.Join(want, " "))
		if near {
			approx++
		}
		if !ok {
			if fails++; fails <= 30 {
				t.Errorf("%s: got %s", line, numShow(th, v, err))
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cases < 6000 {
		t.Fatalf("only %d cases read", cases)
	}
	if fails > 0 {
		t.Errorf("%d of %d cases differ", fails, cases)
	}
	t.Logf("%d cases, %d complex results within 4 ulps but not equal", cases, approx)
}

// powGoldenMatch compares a result with a golden WANT field; near is set
// for a complex result equal within 4 ulps but not bit for bit.
func powGoldenMatch(th *Thread, v Value, err error, want string) (ok, near bool) {
	if msg, isExc := strings.CutPrefix(want, "!"); isExc {
		return err != nil && numShow(th, nil, err) == msg, false
	}
	if err != nil {
		return false, false
	}
	same := func(got float64, w string) bool {
		wf := numParseHex(nil, w)
		if math.IsNaN(wf) {
			return math.IsNaN(got)
		}
		return math.Float64bits(got) == math.Float64bits(wf)
	}
	if re, isComplex := strings.CutPrefix(want, "c "); isComplex {
		c, ok := v.(Complex)
		if !ok {
			return false, false
		}
		parts := strings.Fields(re)
		if same(real(c), parts[0]) && same(imag(c), parts[1]) {
			return true, false
		}
		w := complex(numParseHex(nil, parts[0]), numParseHex(nil, parts[1]))
		nearly := func(a, b float64) bool {
			return a == b || math.Abs(a-b) <= 4e-16*math.Max(math.Abs(a), math.Abs(b))
		}
		if nearly(real(c), real(w)) && nearly(imag(c), imag(w)) {
			return true, true
		}
		return false, false
	}
	fv, ok := v.(Float)
	return ok && same(float64(fv), want), false
}
