package libm

import "math"

// The table route of sin and cos, in front of the fast route (fast.go)
// for arguments of magnitude below 2**25: x = k*pi/2 + r by a Cody-Waite
// reduction whose first step is exact (one fused multiply-add), then
// r = a + t with a = j/64 a table point and |t| <= 1/128, and
//
//	sin(a+t) = sin(a) + cos(a)*t + [sin(a)*cm1 + cos(a)*t*sm1]
//	cos(a+t) = cos(a) - sin(a)*t + [cos(a)*cm1 - sin(a)*t*sm1]
//
// with cm1 = cos(t)-1 and sm1 = sin(t)/t-1 (both below 2**-15 in
// magnitude, so plain float64 polynomials suffice: their rounding
// errors weigh below 2**-66 of the result). sin(a) and cos(a) are
// double-double values computed once from the full series. The leading
// sum is exact (a two-product and a fast two-sum), the small terms are
// added in float64, and the result is returned when it passes the same
// rounding test as the fast route (zivRound: 2**-62 of the result, well
// above the error); otherwise the caller takes the fast and full routes
// as before, so every result returned is what the full double-double
// series rounds to.

// sinCosTabStep is the spacing of the table points (1/64).
const sinCosTabStep = 64

// sinCosTab holds sin(j/64) and cos(j/64) for j = 0..51 (pi/4 is 50.3/64;
// a reduced argument may pass pi/4 by a little).
var sinCosTab = func() (tab [52][2]dd) {
	for j := range tab {
		a := dd{float64(j) / sinCosTabStep, 0}
		a2 := a.mul(a)
		tab[j] = [2]dd{sinDD(a, a2), cosDD(a2)}
	}
	return tab
}()

// reduceTab returns r (as rh + rl) and n with x = n*pi/2 + r for
// pi/4 < |x| < 2**25. x - k*pio2Parts[0] is exact: k*p0 is a multiple of
// 2**-52 and x of 2**-53, and the difference is below 1.
func reduceTab(x float64) (rh, rl float64, n int) {
	k := math.Round(x * invTwoPi)
	r0 := math.FMA(-k, pio2Parts[0], x)
	h1 := k * pio2Parts[1]
	l1 := math.FMA(k, pio2Parts[1], -h1)
	// twoSum(r0, -h1)
	s := r0 - h1
	bb := s - r0
	e := (r0 - (s - bb)) + (-h1 - bb)
	tail := e - l1 - k*pio2Parts[2]
	rh = s + tail
	rl = tail - (rh - s)
	return rh, rl, int(int64(k) & 3)
}

// sinCosTabPoint returns the table point j/64 nearest to r >= 0 and
// t = r - j/64, exactly: |t| <= 1/128 <= r when j >= 1, so t is a
// multiple of r's ulp with no more bits than r. (j is found without
// adding 0.5 to r*64, which could round up past a point at 1/128.)
func sinCosTabPoint(r float64) (int, float64) {
	y := r * sinCosTabStep
	j := int(y)
	if y-float64(j) >= 0.5 {
		j++
	}
	return j, r - float64(j)/sinCosTabStep
}

// sinCosPolys returns cm1 = cos(t)-1 and sm1 = sin(t)/t-1 for
// |t| <= 1/128 + a little, given t2 = t*t.
func sinCosPolys(t2 float64) (cm1, sm1 float64) {
	cm1 = t2 * (-0.5 + t2*(1.0/24-t2*(1.0/720)))
	sm1 = t2 * (-1.0/6 + t2*(1.0/120-t2*(1.0/5040)))
	return cm1, sm1
}

// sinTab is sin(rh+rl) for |rh| <= ~pi/4 by the table route; ok is false
// when the rounding test fails.
func sinTab(rh, rl float64) (float64, bool) {
	neg := rh < 0
	if neg {
		rh, rl = -rh, -rl
	}
	j, th := sinCosTabPoint(rh)
	cm1, sm1 := sinCosPolys(math.FMA(th, th, 2*th*rl))
	var hi, lo float64
	if j == 0 {
		hi, lo = th, rl+th*sm1
	} else {
		e := &sinCosTab[j]
		sa, ca := e[0], e[1]
		p := ca.hi * th
		pe := math.FMA(ca.hi, th, -p)
		hi = sa.hi + p // |sa.hi| >= |p|: a fast two-sum
		sl := p - (hi - sa.hi)
		lo = sl + (sa.lo + pe + (ca.hi*rl + ca.lo*th) + sa.hi*cm1 + p*sm1)
	}
	f, ok := zivRound(dd{hi, lo})
	if neg {
		f = -f
	}
	return f, ok
}

// cosTab is cos(rh+rl) for |rh| <= ~pi/4 by the table route; ok is false
// when the rounding test fails.
func cosTab(rh, rl float64) (float64, bool) {
	if rh < 0 {
		rh, rl = -rh, -rl
	}
	j, th := sinCosTabPoint(rh)
	cm1, sm1 := sinCosPolys(math.FMA(th, th, 2*th*rl))
	var hi, lo float64
	if j == 0 {
		hi, lo = 1, cm1
	} else {
		e := &sinCosTab[j]
		sa, ca := e[0], e[1]
		p := sa.hi * th
		pe := math.FMA(sa.hi, th, -p)
		hi = ca.hi - p // |ca.hi| >= |p|: a fast two-sum
		cl := (ca.hi - hi) - p
		lo = cl + (ca.lo - pe - (sa.hi*rl + sa.lo*th) + ca.hi*cm1 - p*sm1)
	}
	return zivRound(dd{hi, lo})
}

// reduceSmall is the table route's reduction: r = rh + rl and n with
// x = n*pi/2 + r for |x| < 2**25, ok false for larger arguments and for
// reduced arguments below 2**-30 (near a multiple of pi/2, where the
// full reduction's accuracy is wanted).
func reduceSmall(x float64) (rh, rl float64, n int, ok bool) {
	ax := math.Abs(x)
	if ax <= math.Pi/4 {
		return x, 0, 0, true
	}
	if ax >= 0x1p25 {
		return 0, 0, 0, false
	}
	rh, rl, n = reduceTab(x)
	return rh, rl, n, math.Abs(rh) >= 0x1p-30
}
