package modules

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestSinCosFastRoute checks that sin and cos through the fast route
// (sinFast, cosFast), when its rounding test passes, returns exactly what the full double-double series
// rounds to, over arguments of every scale, near multiples of pi/2 and
// at the ends of the reduced range.
func TestSinCosFastRoute(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 11))
	var xs []float64
	for i := 0; i < 200000; i++ {
		e := rng.IntN(60) - 30
		xs = append(xs, math.Ldexp(rng.Float64()*2-1, e))
	}
	for k := -2000; k <= 2000; k++ {
		c := float64(k) * math.Pi / 4
		for _, d := range []float64{0, 1e-9, -1e-9, 1e-15, -1e-15} {
			xs = append(xs, c+d, math.Nextafter(c, math.Inf(1)), math.Nextafter(c, math.Inf(-1)))
		}
	}
	xs = append(xs, 1e22, -1e22, 1e300, 0x1p-26, 0.5, 1, 2, 3, 100, 1e6)
	fell := 0
	for _, x := range xs {
		r, n := reducePio2(x)
		r2 := r.mul(r)
		got, ok := sinFast(r, r2)
		if want := sinDD(r, r2).f(); ok && got != want {
			t.Fatalf("sinFast(reduced %v, n=%d) = %v, series %v", x, n, got, want)
		}
		if !ok {
			fell++
		}
		got, ok = cosFast(r2)
		if want := cosDD(r2).f(); ok && got != want {
			t.Fatalf("cosFast(reduced %v, n=%d) = %v, series %v", x, n, got, want)
		}
		if !ok {
			fell++
		}
	}
	t.Logf("rounding test failed for %d of 2x%d", fell, len(xs))
	if fell > len(xs)/25 { // of 2*len(xs) evaluations
		t.Errorf("the rounding test failed for %d of 2x%d evaluations: the fast route rarely applies", fell, len(xs))
	}
}
