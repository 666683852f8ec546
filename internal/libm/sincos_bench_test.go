package libm

import (
	"math"
	"testing"
)

// sinFastRoute is Sin without the table route (the fast route, then the
// full series), for the benchmarks' comparison.
func sinFastRoute(x float64) float64 {
	if math.Abs(x) < 0x1p-26 {
		return x
	}
	r, n := reducePio2(x)
	r2 := r.mul(r)
	switch n {
	case 0:
		return sinPoly(r, r2)
	case 1:
		return cosPoly(r2)
	case 2:
		return -sinPoly(r, r2)
	}
	return -cosPoly(r2)
}

// BenchmarkSin is math.sin's float core over the integers below 100,000
// (bench/float_objects.py's arguments); BenchmarkSinFastRoute is the
// route it had before the table route.
func BenchmarkSin(b *testing.B) {
	var s float64
	for i := 0; b.Loop(); i++ {
		s += Sin(float64(i % 100000))
	}
	_ = s
}

func BenchmarkSinFastRoute(b *testing.B) {
	var s float64
	for i := 0; b.Loop(); i++ {
		s += sinFastRoute(float64(i % 100000))
	}
	_ = s
}

func BenchmarkCos(b *testing.B) {
	var s float64
	for i := 0; b.Loop(); i++ {
		s += Cos(float64(i%1000) * 0.01)
	}
	_ = s
}
