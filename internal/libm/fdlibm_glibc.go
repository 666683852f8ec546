package libm

import "math"

// expm1, log1p and log10 as glibc 2.36 computes them (s_expm1.c,
// s_log1p.c, e_log10.c: Sun's fdlibm, with glibc's own evaluation order of
// the polynomials, which is not fdlibm's Horner scheme that Go's math
// follows). Debian 12's glibc (2.36-9+deb12u14: its release branch has
// glibc 2.39's FMA variants of expm1, log1p and log2 on x86-64) runs
// expm1 and log1p built with -mfma: a product is fused into the sum or
// difference that uses it when all its uses are sums in the same basic
// block (GCC's rule; see exp_glibc.go). log10 has no such variant: nothing
// is fused there. Products that must not be fused are written
// float64(a*b). The coefficients are fdlibm's (rounded, quoted).

// The constants of fdlibm's expm1 and log1p.
const (
	fdLn2hi  = 6.93147180369123816490e-01 // 0x3fe62e42fee00000
	fdLn2lo  = 1.90821492927058770002e-10 // 0x3dea39ef35793c76
	fdInvLn2 = 1.44269504088896338700e+00 // 0x3ff71547652b82fe
	fdOThres = 7.09782712893383973096e+02 // 0x40862e42fefa39ef
)

var (
	expm1Q = [6]float64{1.0, -3.33333333333331316428e-02, 1.58730158725481460165e-03,
		-7.93650757867487942473e-05, 4.00821782732936239552e-06, -2.01099218183624371326e-07}
	log1pLp = [8]float64{0.0, 6.666666666666735130e-01, 3.999999999940941908e-01,
		2.857142874366239149e-01, 2.222219843214978396e-01, 1.818357216161805012e-01,
		1.531383769920937332e-01, 1.479819860511658591e-01}
)

// hiWord is the high 32 bits of x; withHiWord is x with its high 32 bits
// replaced by hi.
func hiWord(x float64) uint32 { return uint32(math.Float64bits(x) >> 32) }

func withHiWord(x float64, hi uint32) float64 {
	return math.Float64frombits(uint64(hi)<<32 | math.Float64bits(x)&0xffffffff)
}

// Expm1 is glibc's expm1 (see above): not correctly rounded
// (expm1(1) is 1.718281828459045).
func Expm1(x float64) float64 {
	hx := hiWord(x)
	neg := hx&0x80000000 != 0
	hx &= 0x7fffffff
	if hx >= 0x4043687a { // |x| >= 56*ln2
		if hx >= 0x40862e42 { // |x| >= 709.78...
			if hx >= 0x7ff00000 {
				switch {
				case math.IsNaN(x):
					return x + x
				case neg:
					return -1
				}
				return x
			}
			if x > fdOThres {
				return math.Inf(1)
			}
		}
		if neg {
			return -1
		}
	}
	var hi, lo, c float64
	var k int32
	switch {
	case hx > 0x3fd62e42: // |x| > 0.5*ln2
		if hx < 0x3ff0a2b2 { // and |x| < 1.5*ln2
			if !neg {
				hi, lo, k = x-fdLn2hi, fdLn2lo, 1
			} else {
				hi, lo, k = x+fdLn2hi, -fdLn2lo, -1
			}
		} else {
			h := 0.5
			if neg {
				h = -0.5
			}
			k = int32(math.FMA(fdInvLn2, x, h))
			t := float64(k)
			hi = math.FMA(-t, fdLn2hi, x) // exact
			lo = float64(t * fdLn2lo)
		}
		x = hi - lo
		c = (hi - x) - lo
	case hx < 0x3c900000: // |x| < 2**-54
		return x
	}
	q := &expm1Q
	hfx := 0.5 * x
	hxs := float64(x * hfx)
	r1 := math.FMA(hxs, q[1], 1)
	h2 := float64(hxs * hxs)
	r2 := math.FMA(hxs, q[3], q[2])
	h4 := float64(h2 * h2)
	r3 := math.FMA(hxs, q[5], q[4])
	r1 = math.FMA(h4, r3, math.FMA(h2, r2, r1))
	t := math.FMA(-r1, hfx, 3)
	e := float64(hxs * ((r1 - t) / math.FMA(-x, t, 6)))
	if k == 0 {
		return x - math.FMA(x, e, -hxs)
	}
	e = math.FMA(x, e-c, -c)
	e -= hxs
	switch {
	case k == -1:
		return 0.5*(x-e) - 0.5
	case k == 1:
		if x < -0.25 {
			return -2 * (e - (x + 0.5))
		}
		return 1 + 2*(x-e)
	case k <= -2 || k > 56:
		y := 1 - (e - x)
		y = withHiWord(y, hiWord(y)+uint32(k)<<20)
		return y - 1
	case k < 20:
		t := withHiWord(1, 0x3ff00000-(0x200000>>k)) // 1 - 2**-k
		y := t - (e - x)
		return withHiWord(y, hiWord(y)+uint32(k)<<20)
	}
	t = withHiWord(1, uint32(0x3ff-k)<<20) // 2**-k
	y := x - (e + t)
	y++
	return withHiWord(y, hiWord(y)+uint32(k)<<20)
}

// Log1p is glibc's log1p (see above).
func Log1p(x float64) float64 {
	hx := int32(hiWord(x))
	ax := hx & 0x7fffffff
	k := int32(1)
	var f, c float64
	var hu int32
	if hx < 0x3fda827a { // x < 0.41422
		if ax >= 0x3ff00000 { // x <= -1
			if x == -1 {
				return math.Inf(-1)
			}
			return math.NaN()
		}
		if ax < 0x3e200000 { // |x| < 2**-29
			if ax < 0x3c900000 {
				return x
			}
			return x - float64(float64(x*x)*0.5)
		}
		if hx > 0 || hx <= int32(-0x402d413d) { // -0.2929 < x < 0.41422 (0xbfd2bec3)
			k, f, hu = 0, x, 1
		}
	} else if hx >= 0x7ff00000 {
		return x + x
	}
	if k != 0 {
		var u float64
		if hx < 0x43400000 {
			u = 1 + x
			hu = int32(hiWord(u))
			k = (hu >> 20) - 1023
			if k > 0 {
				c = 1 - (u - x)
			} else {
				c = x - (u - 1)
			}
			c /= u
		} else {
			u = x
			hu = int32(hiWord(u))
			k = (hu >> 20) - 1023
			c = 0
		}
		hu &= 0x000fffff
		if hu < 0x6a09e {
			u = withHiWord(u, uint32(hu|0x3ff00000)) // normalise u
		} else {
			k++
			u = withHiWord(u, uint32(hu|0x3fe00000)) // normalise u/2
			hu = (0x00100000 - hu) >> 2
		}
		f = u - 1
	}
	hfsq := float64(float64(0.5*f) * f)
	kf := float64(k)
	if hu == 0 { // |f| < 2**-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			c = math.FMA(kf, fdLn2lo, c)
			return math.FMA(kf, fdLn2hi, c)
		}
		r := float64(hfsq * math.FMA(-0.66666666666666666, f, 1))
		if k == 0 {
			return f - r
		}
		return math.FMA(kf, fdLn2hi, -((r - math.FMA(kf, fdLn2lo, c)) - f))
	}
	lp := &log1pLp
	s := f / (2 + f)
	z := float64(s * s)
	z2 := float64(z * z)
	r2 := math.FMA(z, lp[3], lp[2])
	z4 := float64(z2 * z2)
	r3 := math.FMA(z, lp[5], lp[4])
	z6 := float64(z4 * z2)
	r4 := math.FMA(z, lp[7], lp[6])
	// R1 + z2*R2 + z4*R3 + z6*R4 with R1 = z*Lp1: GCC fuses the first
	// product of the first sum, z*Lp1, and leaves z2*R2 a product.
	r := math.FMA(z6, r4, math.FMA(z4, r3, math.FMA(z, lp[1], float64(z2*r2))))
	// s*(hfsq+R) is common to both returns: computed once, not fused.
	sr := float64(s * (hfsq + r))
	if k == 0 {
		return f - (hfsq - sr)
	}
	return math.FMA(kf, fdLn2hi, -((hfsq - (sr + math.FMA(kf, fdLn2lo, c))) - f))
}

// The constants of fdlibm's log10.
const (
	log10Ivln10 = 4.34294481903251816668e-01 // 0x3fdbcb7b1526e50e
	log10Log2hi = 3.01029995663611771306e-01 // 0x3fd34413509f6000
	log10Log2lo = 3.69423907715893078616e-13 // 0x3d59fef311f12b36
)

// Log10 is glibc's log10 (see above): n*log10(2) + log(m)/ln(10) with
// glibc's log.
func Log10(x float64) float64 {
	hx := int64(math.Float64bits(x))
	k := int64(0)
	if hx < 0x0010000000000000 { // x < 2**-1022
		if hx&0x7fffffffffffffff == 0 {
			return math.Inf(-1)
		}
		if hx < 0 {
			return math.NaN()
		}
		k -= 54
		x *= 0x1p54 // subnormal: scale up
		hx = int64(math.Float64bits(x))
	}
	if hx >= 0x7ff0000000000000 {
		return x + x
	}
	k += (hx >> 52) - 1023
	i := int64(uint64(k) >> 63)
	hx = hx&0x000fffffffffffff | (0x3ff-i)<<52
	y := float64(k + i)
	x = math.Float64frombits(uint64(hx))
	z := float64(y*log10Log2lo) + float64(log10Ivln10*Log(x))
	return z + float64(y*log10Log2hi)
}

// Asinh, Acosh and Atanh are glibc's (s_asinh.c, e_acosh.c, e_atanh.c:
// fdlibm's, and glibc's own atanh) on glibc's log and log1p; built without
// FMA, nothing fused.

// Asinh is glibc's asinh.
func Asinh(x float64) float64 {
	const ln2 = 6.93147180559945286227e-01 // 0x3fe62e42fefa39ef
	ix := hiWord(x) & 0x7fffffff
	if ix < 0x3e300000 { // |x| < 2**-28
		return x
	}
	var w float64
	xa := math.Abs(x)
	switch {
	case ix > 0x41b00000: // |x| > 2**28
		if ix >= 0x7ff00000 {
			return x + x
		}
		w = Log(xa) + ln2
	case ix > 0x40000000: // 2**28 > |x| > 2
		w = Log(2*xa + 1/(math.Sqrt(float64(xa*xa)+1)+xa))
	default: // 2 > |x| > 2**-28
		t := float64(xa * xa)
		w = Log1p(xa + t/(1+math.Sqrt(1+t)))
	}
	return math.Copysign(w, x)
}

// Acosh is glibc's acosh.
func Acosh(x float64) float64 {
	const ln2 = 6.93147180559945286227e-01
	hx := int64(math.Float64bits(x))
	switch {
	case hx > 0x4000000000000000:
		if hx >= 0x41b0000000000000 { // x > 2**28
			if hx >= 0x7ff0000000000000 {
				return x + x
			}
			return Log(x) + ln2
		}
		t := float64(x * x)
		return Log(2*x - 1/(x+math.Sqrt(t-1)))
	case hx > 0x3ff0000000000000: // 1 < x < 2
		t := x - 1
		return Log1p(t + math.Sqrt(2*t+float64(t*t)))
	case hx == 0x3ff0000000000000:
		return 0
	}
	return math.NaN()
}

// Atanh is glibc's atanh.
func Atanh(x float64) float64 {
	xa := math.Abs(x)
	var t float64
	switch {
	case xa < 0.5:
		if xa < 0x1p-28 {
			return x
		}
		t = xa + xa
		t = 0.5 * Log1p(t+float64(t*xa)/(1-xa))
	case xa < 1:
		t = 0.5 * Log1p((xa+xa)/(1-xa))
	case xa > 1 || math.IsNaN(x):
		return math.NaN()
	default:
		return math.Copysign(math.Inf(1), x)
	}
	return math.Copysign(t, x)
}
