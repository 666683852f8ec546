package libm

import "math"

// erf and erfc as glibc computes them (CPython calls the C library's):
// the fdlibm method that Go's math.Erf also follows, with glibc's order of
// evaluation of the rational approximations (each polynomial split into
// pairs of terms in powers of its square, which rounds differently from
// Horner's rule) and its exp (Exp, not Go's).

// The coefficients of fdlibm's approximations (s_erf.c).
const (
	erfErx  = 8.45062911510467529297e-01
	erfEfx  = 1.28379167095512586316e-01
	erfEfx8 = 1.02703333676410069053e+00
	erfTiny = 1e-300
)

var (
	erfPP = [5]float64{1.28379167095512558561e-01, -3.25042107247001499370e-01, -2.84817495755985104766e-02, -5.77027029648944159157e-03, -2.37630166566501626084e-05}
	erfQQ = [6]float64{0, 3.97917223959155352819e-01, 6.50222499887672944485e-02, 5.08130628187576562776e-03, 1.32494738004321644526e-04, -3.96022827877536812320e-06}
	erfPA = [7]float64{-2.36211856075265944077e-03, 4.14856118683748331666e-01, -3.72207876035701323847e-01, 3.18346619901161753674e-01, -1.10894694282396677476e-01, 3.54783043256182359371e-02, -2.16637559486879084300e-03}
	erfQA = [7]float64{0, 1.06420880400844228286e-01, 5.40397917702171048937e-01, 7.18286544141962662868e-02, 1.26171219808761642112e-01, 1.36370839120290507362e-02, 1.19844998467991074170e-02}
	erfRA = [8]float64{-9.86494403484714822705e-03, -6.93858572707181764372e-01, -1.05586262253232909814e+01, -6.23753324503260060396e+01, -1.62396669462573470355e+02, -1.84605092906711035994e+02, -8.12874355063065934246e+01, -9.81432934416914548592e+00}
	erfSA = [9]float64{0, 1.96512716674392571292e+01, 1.37657754143519042600e+02, 4.34565877475229228821e+02, 6.45387271733267880336e+02, 4.29008140027567833386e+02, 1.08635005541779435134e+02, 6.57024977031928170135e+00, -6.04244152148580987438e-02}
	erfRB = [7]float64{-9.86494292470009928597e-03, -7.99283237680523006574e-01, -1.77579549177547519889e+01, -1.60636384855821916062e+02, -6.37566443368389627722e+02, -1.02509513161107724954e+03, -4.83519191608651397019e+02}
	erfSB = [8]float64{0, 3.03380607434824582924e+01, 3.25792512996573918826e+02, 1.53672958608443695994e+03, 3.19985821950859553908e+03, 2.55305040643316442583e+03, 4.74528541206955367215e+02, -2.24409524465858183362e+01}
)

// erfHigh is the upper 32 bits of x's representation without its sign,
// which fdlibm compares with its interval bounds.
func erfHigh(x float64) uint32 { return uint32(math.Float64bits(x)>>32) & 0x7fffffff }

// erfSmall is R(x*x) of erf(x) = x + x*R for |x| < 0.84375.
func erfSmall(x float64) float64 {
	pp, qq := &erfPP, &erfQQ
	z := x * x
	r1, z2 := pp[0]+z*pp[1], z*z
	r2, z4 := pp[2]+z*pp[3], z2*z2
	s1 := 1 + z*qq[1]
	s2 := qq[2] + z*qq[3]
	s3 := qq[4] + z*qq[5]
	r := r1 + z2*r2 + z4*pp[4]
	s := s1 + z2*s2 + z4*s3
	return r / s
}

// erfNearOne is P/Q of erf(|x|) = erx + P/Q for 0.84375 <= |x| < 1.25.
func erfNearOne(x float64) float64 {
	pa, qa := &erfPA, &erfQA
	s := math.Abs(x) - 1
	p1, s2 := pa[0]+s*pa[1], s*s
	q1, s4 := 1+s*qa[1], s2*s2
	p2, s6 := pa[2]+s*pa[3], s4*s2
	q2 := qa[2] + s*qa[3]
	p3 := pa[4] + s*pa[5]
	q3 := qa[4] + s*qa[5]
	p := p1 + s2*p2 + s4*p3 + s6*pa[6]
	q := q1 + s2*q2 + s4*q3 + s6*qa[6]
	return p / q
}

// erfcTail is erfc(x)*x for 1.25 <= x < 28 (high: erfHigh(x)):
// exp(-x*x - 0.5625 + R/S), with -x*x taken in two parts.
func erfcTail(x float64, high uint32, bound uint32) float64 {
	s := 1 / (x * x)
	var r, q float64
	if high < bound { // |x| < 1/0.35
		ra, sa := &erfRA, &erfSA
		r1, s2 := ra[0]+s*ra[1], s*s
		q1, s4 := 1+s*sa[1], s2*s2
		r2, s6 := ra[2]+s*ra[3], s4*s2
		q2, s8 := sa[2]+s*sa[3], s4*s4
		r3 := ra[4] + s*ra[5]
		q3 := sa[4] + s*sa[5]
		r4 := ra[6] + s*ra[7]
		q4 := sa[6] + s*sa[7]
		r = r1 + s2*r2 + s4*r3 + s6*r4
		q = q1 + s2*q2 + s4*q3 + s6*q4 + s8*sa[8]
	} else {
		rb, sb := &erfRB, &erfSB
		r1, s2 := rb[0]+s*rb[1], s*s
		q1, s4 := 1+s*sb[1], s2*s2
		r2, s6 := rb[2]+s*rb[3], s4*s2
		q2 := sb[2] + s*sb[3]
		r3 := rb[4] + s*rb[5]
		q3 := sb[4] + s*sb[5]
		q4 := sb[6] + s*sb[7]
		r = r1 + s2*r2 + s4*r3 + s6*rb[6]
		q = q1 + s2*q2 + s4*q3 + s6*q4
	}
	z := math.Float64frombits(math.Float64bits(x) &^ 0xffffffff)
	return Exp(-z*z-0.5625) * Exp((z-x)*(z+x)+r/q)
}

// Erf is glibc's erf.
func Erf(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	if math.IsInf(x, 0) {
		return math.Copysign(1, x)
	}
	high := erfHigh(x)
	switch {
	case high < 0x3feb0000: // |x| < 0.84375
		if high < 0x3e300000 { // |x| < 2**-28
			if high < 0x00800000 {
				return 0.0625 * (16*x + (16*erfEfx)*x)
			}
			return x + erfEfx*x
		}
		return x + x*erfSmall(x)
	case high < 0x3ff40000: // |x| < 1.25
		if x >= 0 {
			return erfErx + erfNearOne(x)
		}
		return -erfErx - erfNearOne(x)
	case high >= 0x40180000: // |x| >= 6
		if x >= 0 {
			return 1 - erfTiny
		}
		return erfTiny - 1
	}
	ax := math.Abs(x)
	r := erfcTail(ax, high, 0x4006DB6E)
	if x >= 0 {
		return 1 - r/ax
	}
	return r/ax - 1
}

// Erfc is glibc's erfc.
func Erfc(x float64) float64 {
	if math.IsNaN(x) {
		return x
	}
	if math.IsInf(x, 0) {
		if x > 0 {
			return 0
		}
		return 2
	}
	high := erfHigh(x)
	neg := math.Signbit(x)
	switch {
	case high < 0x3feb0000: // |x| < 0.84375
		if high < 0x3c700000 { // |x| < 2**-56
			return 1 - x
		}
		y := erfSmall(x)
		if neg || high < 0x3fd00000 { // x < 1/4
			return 1 - (x + x*y)
		}
		r := x * y
		r += x - 0.5
		return 0.5 - r
	case high < 0x3ff40000: // |x| < 1.25
		if !neg {
			return (1 - erfErx) - erfNearOne(x)
		}
		return 1 + (erfErx + erfNearOne(x))
	case high < 0x403c0000: // |x| < 28
		if neg && high >= 0x40180000 {
			return 2 - erfTiny
		}
		ax := math.Abs(x)
		r := erfcTail(ax, high, 0x4006DB6D)
		if !neg {
			return r / ax
		}
		return 2 - r/ax
	}
	if !neg {
		return 0
	}
	return 2 - erfTiny
}
