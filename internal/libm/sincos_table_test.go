package libm

import (
	"math"
	"math/rand/v2"
	"testing"
)

// sinSeries and cosSeries are Sin and Cos without the table route: the
// reduction to [-pi/4, pi/4] and the fast or full double-double series.
func sinSeries(x float64) float64 {
	if math.Abs(x) < 0x1p-26 {
		return x
	}
	r, n := reducePio2(x)
	r2 := r.mul(r)
	switch n {
	case 0:
		return sinDD(r, r2).f()
	case 1:
		return cosDD(r2).f()
	case 2:
		return -sinDD(r, r2).f()
	}
	return -cosDD(r2).f()
}

func cosSeries(x float64) float64 {
	r, n := reducePio2(x)
	r2 := r.mul(r)
	switch n {
	case 0:
		return cosDD(r2).f()
	case 1:
		return -sinDD(r, r2).f()
	case 2:
		return -cosDD(r2).f()
	}
	return sinDD(r, r2).f()
}

// sinCosTableArgs are arguments of every scale below 2**25 and beyond,
// integers, table points and the midpoints between them, and neighbours
// of multiples of pi/4.
func sinCosTableArgs(n int) []float64 {
	rng := rand.New(rand.NewPCG(15, 27))
	var xs []float64
	for i := 0; i < n; i++ {
		e := rng.IntN(62) - 30
		xs = append(xs, math.Ldexp(rng.Float64()*2-1, e))
	}
	for i := 0; i < n; i++ {
		xs = append(xs, float64(i), -float64(i)/7, float64(i)*0.001)
	}
	for j := 0; j <= 52*2; j++ {
		a := float64(j) / 128
		for _, d := range []float64{0, 1e-17, -1e-17, 1e-12, -1e-12} {
			xs = append(xs, a+d, -a-d, math.Nextafter(a, 0), math.Nextafter(a, 1))
		}
	}
	for k := -4000; k <= 4000; k++ {
		c := float64(k) * math.Pi / 4
		for _, d := range []float64{0, 1e-9, -1e-9, 1e-15, -1e-15, 1e-7} {
			xs = append(xs, c+d, math.Nextafter(c, math.Inf(1)), math.Nextafter(c, math.Inf(-1)))
		}
	}
	xs = append(xs, 0x1p25, math.Nextafter(0x1p25, 0), -0x1p25, 1e22, 1e300, 0x1p-26, 0x1p-1074,
		math.Pi/4, math.Nextafter(math.Pi/4, 1), 0.5, 1, 2, 3, 100, 1e6, 6381956970095103*0x1p797)
	return xs
}

// TestSinCosTableRoute checks Sin and Cos (the table route first) against
// the full double-double series on each argument, and that the table
// route's rounding test rarely fails.
func TestSinCosTableRoute(t *testing.T) {
	n := 100000
	if testing.Short() {
		n = 30000
	}
	xs := sinCosTableArgs(n)
	fell, tried := 0, 0
	for _, x := range xs {
		if got, want := Sin(x), sinSeries(x); got != want && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Fatalf("Sin(%v) = %v, series %v", x, got, want)
		}
		if got, want := Cos(x), cosSeries(x); got != want {
			t.Fatalf("Cos(%v) = %v, series %v", x, got, want)
		}
		if rh, rl, _, ok := reduceSmall(x); ok {
			tried++
			if _, ok := sinTab(rh, rl); !ok {
				fell++
			}
			if _, ok := cosTab(rh, rl); !ok {
				fell++
			}
		}
	}
	t.Logf("table route: rounding test failed for %d of 2x%d", fell, tried)
	if fell > tried/50 {
		t.Errorf("the table route's rounding test failed for %d of 2x%d evaluations", fell, tried)
	}
}
