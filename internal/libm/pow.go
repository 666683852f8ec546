package libm

import "math"

// Pow is C's pow for finite x > 0 and finite y != 0 (the caller handles
// signs, zeros, infinities and NaNs as C99's Annex F says), rounded as
// glibc's pow (which CPython calls) rounds: correctly, in all but
// vanishingly rare cases. Go's math.Pow is up to a few ulps off, so the
// result is computed in double-double arithmetic: exact products for
// small integer and half-integer exponents, log and exp otherwise.
func Pow(x, y float64) float64 {
	if y == 0.5 {
		return math.Sqrt(x)
	}
	if y == 1 {
		return x
	}
	if y == math.Trunc(y) && math.Abs(y) <= 64 {
		n := int(math.Abs(y))
		r := dd{1, 0}
		p := dd{x, 0}
		for ; n > 0; n >>= 1 {
			if n&1 == 1 {
				r = r.mul(p)
			}
			p = p.mul(p)
		}
		// Below 2**-968 a low part is not a normal number and loses
		// bits; past the largest double the product is not finite. The
		// log and exp path takes those (and rounds subnormals once).
		inRange := func(d dd) bool { a := math.Abs(d.hi); return a >= 0x1p-968 && a <= math.MaxFloat64 }
		if inRange(r) {
			if y < 0 {
				r = dd{1, 0}.div(r)
			}
			if inRange(r) {
				return r.f()
			}
		}
	} else if y2 := y * 2; y2 == math.Trunc(y2) && math.Abs(y) <= 64 {
		// A half-integer (x**1.5, x**-0.5): x**n times sqrt(x), both in
		// double-double; far cheaper than log and exp.
		if r, ok := powHalf(x, y); ok {
			return r
		}
	}
	// Far out of range, the double-double product overflows to NaN.
	if g := math.Log(x) * y; g > 710 {
		return math.Inf(1)
	} else if g < -746 {
		return math.Pow(x, y) // 0
	}
	t := logDD(x).mulF(y)
	if t.hi > 709.8 {
		return math.Inf(1)
	}
	e, k := expDD(t)
	if t.hi < -708 {
		// Near or below the smallest normal: rounded once, at the
		// precision of the result (Go's math.Pow is far off there).
		return ldexpRounded(e, k)
	}
	return math.Ldexp(e.f(), k)
}

// ldexpRounded is e * 2**k rounded once to the nearest double, also when
// the result is subnormal (where math.Ldexp(e.f(), k) would round twice),
// for e within [0.5, 2].
func ldexpRounded(e dd, k int) float64 {
	h := math.Ldexp(e.hi, k) // e.hi * 2**k correctly rounded
	if math.Abs(h) > 0x1p-1022 {
		// Normal, so exact; e.hi is e rounded (dd keeps hi = hi + lo).
		return h
	}
	// d is what h leaves out of e.hi, exactly: h * 2**-k is e.hi
	// rounded to the result's grid, whose step 2**(-1074-k) is at least
	// e.hi's ulp, so |d| <= half a step; only a tie of e.hi (which
	// math.Ldexp broke to even) can e.lo turn the other way.
	d := e.hi - math.Ldexp(h, -k)
	half := math.Ldexp(1, -1075-k)
	switch {
	case d == half && e.lo > 0:
		return math.Nextafter(h, math.Inf(1))
	case d == -half && e.lo < 0:
		return math.Nextafter(h, math.Inf(-1))
	}
	return h
}

// powHalf is Pow for y = ±(n + 1/2), n <= 64; ok is false when the
// result is out of the normal range (the caller takes the general path).
func powHalf(x, y float64) (float64, bool) {
	if x < 0x1p-900 {
		// The square root's remainder would underflow.
		return 0, false
	}
	s := math.Sqrt(x)
	// x - s*s is exact with a fused multiply-add: the sqrt's remainder.
	r := quickTwoSum(s, -math.FMA(s, s, -x)/(2*s))
	// Every intermediate stays where its low part is a normal number, so
	// no precision is lost: x**n and the product within 2**±900.
	inRange := func(d dd) bool { a := math.Abs(d.hi); return a > 0x1p-900 && a < 0x1p900 }
	p := dd{x, 0}
	for n := int(math.Abs(y)); n > 0; n >>= 1 {
		if n&1 == 1 {
			if r = r.mul(p); !inRange(r) {
				return 0, false
			}
		}
		if n > 1 {
			if p = p.mul(p); !inRange(p) {
				return 0, false
			}
		}
	}
	if !inRange(r) {
		return 0, false
	}
	if y < 0 {
		r = r.recip()
	}
	return r.f(), true
}
