package libm

import (
	"math"
	"testing"
)

// BenchmarkSin is math.sin's float core over the integers below 100,000
// (bench/float_objects.py's arguments); BenchmarkCos over [0, 10).
// BenchmarkSinSeries is the double-double series sin was before it
// followed glibc (the full series; a fast route in front of it was about
// 4x the series' speed on these arguments, not quite glibc's method's).
func BenchmarkSin(b *testing.B) {
	var s float64
	for i := 0; b.Loop(); i++ {
		s += Sin(float64(i % 100000))
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

func BenchmarkSinSeries(b *testing.B) {
	var s float64
	for i := 0; b.Loop(); i++ {
		r, n := reducePio2(float64(i % 100000))
		r2 := r.mul(r)
		if n&1 == 0 {
			s += sinDD(r, r2).f()
		} else {
			s += cosDD(r2).f()
		}
	}
	_ = s
}

// BenchmarkGoSin is Go's math.Sin on the same arguments, for scale.
func BenchmarkGoSin(b *testing.B) {
	var s float64
	for i := 0; b.Loop(); i++ {
		s += math.Sin(float64(i % 100000))
	}
	_ = s
}
