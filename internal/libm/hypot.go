package libm

import "math"

// Hypot is glibc's hypot (since 2.35, without FMA as x86-64's is built):
// sqrt(x*x + y*y) with Borges' correction, within an ulp but not
// correctly rounded. CPython's complex abs and ** call it.
func Hypot(x, y float64) float64 {
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return math.Inf(1)
	}
	if math.IsNaN(x) || math.IsNaN(y) {
		return x + y
	}
	const (
		scale = 0x1p-600
		large = 0x1p+511
		tiny  = 0x1p-459
		eps   = 0x1p-54
	)
	ax, ay := math.Abs(x), math.Abs(y)
	if ax < ay {
		ax, ay = ay, ax
	}
	switch {
	case ax > large: // scale both down
		if ay <= ax*eps {
			return ax + ay
		}
		return hypotKernel(ax*scale, ay*scale) / scale
	case ay < tiny: // scale both up
		if ax >= ay/eps {
			return ax + ay
		}
		return hypotKernel(ax/scale, ay/scale) * scale
	case ay <= ax*eps:
		return ax + ay
	}
	return hypotKernel(ax, ay)
}

// hypotKernel is hypot for ax >= ay >= 0 whose squares neither overflow
// nor underflow. The float64 conversions keep each product rounded on
// its own (Go may otherwise fuse x*y+z), as glibc's code is compiled.
func hypotKernel(ax, ay float64) float64 {
	h := math.Sqrt(float64(ax*ax) + float64(ay*ay))
	var t1, t2 float64
	if h <= 2*ay {
		delta := h - ay
		t1 = float64(ax * (2*delta - ax))
		t2 = float64((delta - 2*(ax-ay)) * delta)
	} else {
		delta := h - ax
		t1 = float64(2 * delta * (ax - 2*ay))
		t2 = float64(float64((4*delta-ay)*ay) + float64(delta*delta))
	}
	return h - (t1+t2)/(2*h)
}
