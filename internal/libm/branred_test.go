package libm

import (
	"math/big"
	"testing"
)

// TestBranredDigits checks branred's digits of 2/pi against 2/pi from
// bigPi at 1,900 bits.
func TestBranredDigits(t *testing.T) {
	p := bigPi(1900)
	v := new(big.Float).SetPrec(1900).Quo(big.NewFloat(2).SetPrec(1900), p)
	for i, want := range branredDigits {
		v.Mul(v, big.NewFloat(1<<24))
		d, _ := v.Int64()
		if float64(d) != want {
			t.Fatalf("digit %d of 2/pi = %d, table %v", i, d, want)
		}
		v.Sub(v, new(big.Float).SetInt64(d))
	}
}

// TestBranredWorstCase is CPython's sin and cos (glibc 2.36) at the
// double nearest a multiple of pi/2, where glibc's reduction is 8 ulps
// from the exact one.
func TestBranredWorstCase(t *testing.T) {
	x := 6381956970095103 * 0x1p797
	if got, want := Cos(x), -0x1.14ae72e6ba227p-61; got != want {
		t.Errorf("Cos(%v) = %x, CPython %x", x, got, want)
	}
	if got, want := Sin(x), 1.0; got != want {
		t.Errorf("Sin(%v) = %x, CPython %x", x, got, want)
	}
}
