package libm

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestLogFastRoute checks that log, log2 and log10 through the fast route
// (logFast), when its rounding test passes, return exactly what the full
// double-double series rounds to, over arguments of every scale, near 1,
// at the ends of the reduced range and on powers of 10.
func TestLogFastRoute(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 12))
	var xs []float64
	for i := 0; i < 200000; i++ {
		xs = append(xs, math.Ldexp(0.5+rng.Float64()/2, rng.IntN(2100)-1074))
	}
	for i := 0; i < 50000; i++ {
		d := math.Ldexp(rng.Float64()*2-1, -rng.IntN(52))
		xs = append(xs, 1+d, math.Sqrt2+d/8, math.Sqrt2/2+d/16, float64(i+2))
	}
	for e := -307; e <= 308; e++ {
		p := math.Pow(10, float64(e))
		xs = append(xs, p, math.Nextafter(p, 0), math.Nextafter(p, math.Inf(1)))
	}
	xs = append(xs, math.SmallestNonzeroFloat64, math.MaxFloat64, 0x1p-1022, math.E, 2, 3, 0.5, 0.1, 1e-300)
	divs := []struct {
		name string
		div  *dd
	}{{"log", nil}, {"log2", &ln2DD}, {"log10", &ln10DD}}
	fell := 0
	for _, x := range xs {
		for _, d := range divs {
			r, full := logFast(x), logDD(x)
			if d.div != nil {
				r, full = r.div(*d.div), full.div(*d.div)
			}
			got, ok := zivRound(r)
			if want := full.f(); ok && got != want {
				t.Fatalf("fast %s(%v) = %v, series %v", d.name, x, got, want)
			}
			if !ok {
				fell++
			}
		}
	}
	t.Logf("rounding test failed for %d of 3x%d", fell, len(xs))
	if fell > len(xs)*3/100 {
		t.Errorf("the rounding test failed for %d of 3x%d evaluations: the fast route rarely applies", fell, len(xs))
	}
}

// BenchmarkLog is math.log's float core (Log) over arguments of a few
// scales; BenchmarkLogSeries is the full double-double series it replaced
// on the common path.
func BenchmarkLog(b *testing.B) {
	xs := []float64{1.5, 2, 3.25, 0.1, 7, 123.456, 1e-5, 1e10}
	var s float64
	for i := 0; b.Loop(); i++ {
		s += Log(xs[i%len(xs)])
	}
	_ = s
}

func BenchmarkLogSeries(b *testing.B) {
	xs := []float64{1.5, 2, 3.25, 0.1, 7, 123.456, 1e-5, 1e10}
	var s float64
	for i := 0; b.Loop(); i++ {
		s += logDD(xs[i%len(xs)]).f()
	}
	_ = s
}
