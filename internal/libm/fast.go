package libm

import "math"

// The fast route of log, log2 and log10 (Ziv's strategy): when the
// result plus or minus a bound well above the route's error rounds to the
// same float64 either way, that float64 is the correctly rounded value of
// the full double-double series too, so it is returned; otherwise the
// full series decides.

// zivRound returns the float64 of s when s plus or minus 2**-62 of it
// rounds to the same value.
func zivRound(s dd) (float64, bool) {
	f := s.hi + s.lo
	e := math.Abs(f) * 0x1p-62
	if s.hi+(s.lo+e) == s.hi+(s.lo-e) {
		return f, true
	}
	return 0, false
}

// log(x) = k*ln2 + 2*atanh(s) with s = (m-1)/(m+1) and m in
// [sqrt(2)/2, sqrt(2)), so |s| < 0.172 and s*s < 2**-5. The terms of atanh's series from
// s**8 on are summed in float64: they weigh less than 2**-20 of the
// series, so their rounding errors stay below 2**-72 of it, and the
// series is at most as large as the result (when k != 0, |k*ln2| is at
// least twice |2*atanh(s)|). The four leading steps, s, the product by
// k*ln2 and the divisions of log2 and log10 are double-double.

// logCoefF are the float64 values of logCoef.
var logCoefF = func() (c [len(logCoef)]float64) {
	for i, v := range logCoef {
		c[i] = v.hi
	}
	return c
}()

// logFastSteps is the number of leading terms of the series summed in
// double-double by logFast.
const logFastSteps = 4

// logFast is log(x) for finite x > 0 by the fast route, not rounded yet.
func logFast(x float64) dd {
	m, k := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m *= 2
		k--
	}
	s := dd{m - 1, 0}.div(twoSum(m, 1))
	s2 := s.mul(s)
	z := s2.hi
	t := logCoefF[len(logCoefF)-1]
	for n := len(logCoefF) - 2; n >= logFastSteps; n-- {
		t = math.FMA(t, z, logCoefF[n])
	}
	sum := dd{t, 0}
	for n := logFastSteps - 1; n >= 0; n-- {
		sum = sum.mul(s2).add(logCoef[n])
	}
	return ln2DD.mulF(float64(k)).add(s.mul(sum).mulF(2))
}

// logRounded is log(x)/div (div nil: log(x)) rounded once: by the fast
// route when its rounding test passes, else by the full series (logDD).
func logRounded(x float64, div *dd) float64 {
	if x > 0 && x <= math.MaxFloat64 {
		r := logFast(x)
		if div != nil {
			r = r.div(*div)
		}
		if f, ok := zivRound(r); ok {
			return f
		}
	}
	r := logDD(x)
	if div != nil {
		r = r.div(*div)
	}
	return r.f()
}
