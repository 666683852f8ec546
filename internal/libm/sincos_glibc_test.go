package libm

import (
	"math"
	"testing"
)

// TestSinCosGlibc checks Sin and Cos against CPython 3.11's math.sin and
// math.cos on glibc 2.36 (x86-64), one argument per range of glibc's
// method; at 200 and 448 glibc's cos is not the correctly rounded value
// (it is an ulp below it). conformance/cases/mod_math/sin_cos_glibc.py
// has 1,400 more.
func TestSinCosGlibc(t *testing.T) {
	for _, c := range []struct{ x, sin, cos float64 }{
		{200.0, -0x1.bf20d2c67047fp-1, 0x1.f2e1536cad6e8p-2},
		{448.0, 0x1.e583fb8a35814p-1, -0x1.451385e17c1f8p-2},
		{0.1, 0x1.98eaecb8bcb2cp-4, 0x1.fd712f9a817c1p-1},
		{0.5, 0x1.eaee8744b05f0p-2, 0x1.c1528065b7d50p-1},
		{1.0, 0x1.aed548f090ceep-1, 0x1.14a280fb5068cp-1},
		{2.0, 0x1.d18f6ead1b446p-1, -0x1.aa22657537205p-2},
		{3.0, 0x1.210386db6d55bp-3, -0x1.fae04be85e5d2p-1},
		{1000000.0, -0x1.6664b2568d867p-2, 0x1.df9df9906d32cp-1},
		{-7.25, -0x1.a56adb62a27b9p-1, 0x1.22c6f50dc3fbep-1},
		{1e+300, -0x1.a2c16b010e385p-1, -0x1.2699022adc4c1p-1},
	} {
		if got := Sin(c.x); got != c.sin {
			t.Errorf("Sin(%v) = %x, CPython %x", c.x, got, c.sin)
		}
		if got := Cos(c.x); got != c.cos {
			t.Errorf("Cos(%v) = %x, CPython %x", c.x, got, c.cos)
		}
	}
	for _, x := range []float64{math.Inf(1), math.Inf(-1), math.NaN()} {
		if !math.IsNaN(Sin(x)) || !math.IsNaN(Cos(x)) {
			t.Errorf("Sin/Cos(%v) not NaN", x)
		}
	}
	if s := Sin(math.Copysign(0, -1)); s != 0 || !math.Signbit(s) {
		t.Errorf("Sin(-0) = %v", s)
	}
}
