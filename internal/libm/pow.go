package libm

import "math"

// pow as glibc 2.36 computes it (sysdeps/ieee754/dbl-64/e_pow.c, from
// ARM's optimized-routines; CPython calls its FMA variant on x86-64):
// log(x) to about 68 bits as hi + lo (x = 2**k * z, z in
// [0x1.69555p-1, 0x1.69555p0) split into 128 subintervals, a point c in
// each whose 1/c has few bits so that r = z/c - 1 is exact, log(c) from
// a table in two parts, and a polynomial of degree 8 in r), then
// y*log(x) as ehi + elo, then exp's method (exp_glibc.go) on ehi with
// the tail elo. Not correctly rounded (up to 0.52 ulp), and glibc
// special-cases no exponent (x**0.5 is not sqrt(x), x**2 not x*x).
// Products are fused where GCC fuses them in that variant.

// The constants of glibc's pow (e_pow_log_data.c): ln2 split so that
// k*ln2hi + logc is exact, and the minimax polynomial (rounded, quoted),
// its coefficients scaled by powers of -2 as glibc evaluates them.
const (
	powLn2hi = 0x1.62e42fefa3800p-1
	powLn2lo = 0x1.ef35793c76730p-45
	powOff   = 0x3fe6955500000000
)

var powA = [7]float64{
	-0x1p-1,
	0x1.555555555556p-2 * -2,
	-0x1.0000000000006p-2 * -2,
	0x1.999999959554ep-3 * 4,
	-0x1.555555529a47ap-3 * 4,
	0x1.2495b9b4845e9p-3 * -8,
	-0x1.0002b8b263fc3p-3 * -8,
}

// powTab is glibc's pow log table, computed as its comment describes:
// for subinterval i (the z whose bits minus powOff have i in bits 45-51),
// 1/c is 128/centre or 256/centre rounded to an integer, over 128 or 256
// (so it has at most 9 bits); logc is log(c) rounded to a multiple of
// 2**-43 and logctail the rest rounded to float64.
var powTab = func() (t [128]struct{ invc, logc, logctail float64 }) {
	for i := range t {
		a := math.Float64frombits(powOff + uint64(i)<<45)
		b := math.Float64frombits(powOff + uint64(i+1)<<45)
		c := (a + b) / 2
		invc := math.Round(256/c) / 256
		if c < 1 {
			invc = math.Round(128/c) / 128
		}
		l := logDD(invc) // -log(c)
		logc := -math.Round(l.hi*0x1p43) / 0x1p43
		tail := (-l.hi - logc) - l.lo
		if logc == 0 {
			// c = 1: +0, as glibc has them.
			logc, tail = 0, 0
		}
		t[i].invc = invc
		t[i].logc = logc
		t[i].logctail = tail
	}
	return t
}()

// Pow is C's pow for finite x > 0 and finite y != 0 (the caller handles
// signs, zeros, infinities and NaNs as C99's Annex F says, and a negative
// x as -Pow(-x, y) for odd y: glibc's result is symmetric), rounded as
// glibc's pow (see above).
func Pow(x, y float64) float64 {
	if r, ok := powShort(x, y); ok {
		return r
	}
	ix := math.Float64bits(x)
	topx, topy := top12(x), top12(y)&0x7ff
	if topx-1 >= 0x7ff-1 || topy-0x3be >= 0x43e-0x3be {
		if topy-0x3be >= 0x43e-0x3be {
			switch {
			case x == 1:
				return 1
			case topy < 0x3be:
				// |y| < 2**-65: x**y ~= 1 + y*log(x).
				if x > 1 {
					return 1 + y
				}
				return 1 - y
			case (x > 1) == (y > 0):
				return math.Inf(1)
			}
			return 0
		}
		if topx == 0 {
			// Subnormal x: normalise.
			ix = math.Float64bits(x*0x1p52) - 52<<52
		}
	}
	hi, lo := powLog(ix)
	ehi := float64(y * hi)
	elo := math.FMA(y, lo, math.FMA(y, hi, -ehi))
	return powExp(ehi, elo)
}

// powLog is glibc's log_inline of pow: log(x) as hi + lo for the bits ix
// of x (a subnormal normalised to a negative exponent).
func powLog(ix uint64) (hi, lo float64) {
	tmp := ix - powOff
	i := (tmp >> 45) % 128
	k := int64(tmp) >> 52
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	kd := float64(k)
	e := &powTab[i]
	r := math.FMA(z, e.invc, -1) // exact
	t1 := math.FMA(kd, powLn2hi, e.logc)
	t2 := t1 + r
	lo1 := math.FMA(kd, powLn2lo, e.logctail)
	lo2 := t1 - t2 + r
	a := &powA
	ar := float64(a[0] * r)
	ar2 := float64(r * ar)
	ar3 := float64(r * ar2)
	h := t2 + ar2
	lo3 := math.FMA(ar, r, -ar2)
	lo4 := t2 - h + ar2
	q := math.FMA(ar2, math.FMA(ar2, math.FMA(r, a[6], a[5]), math.FMA(r, a[4], a[3])), math.FMA(r, a[2], a[1]))
	l := math.FMA(ar3, q, lo1+lo2+lo3+lo4)
	y := h + l
	return y, h - y + l
}

// powExp is glibc's exp_inline of pow for a positive result: exp(x +
// xtail), |xtail| < 2**-15.
func powExp(x, xtail float64) float64 {
	abstop := top12(x) & 0x7ff
	if abstop-top12(0x1p-54) >= top12(512)-top12(0x1p-54) {
		if int32(abstop-top12(0x1p-54)) < 0 {
			return 1 + x
		}
		if abstop >= top12(1024) {
			if x < 0 {
				return 0
			}
			return math.Inf(1)
		}
		abstop = 0
	}
	return expCore(x, xtail, abstop == 0)
}

// The short routes of Pow: for y = 0.5, for integers and for
// half-integers up to 64 the power is computed in double-double (to
// about 2**-100 of it), cheaper than glibc's method. Where that value is
// less than 0.44 ulp from a float64 (which is not a power of two), that
// float64 is glibc's result too: glibc's is within 0.54 ulp of the exact
// power (e_pow.c's documented bound), and its neighbours are at least
// 0.56 ulp from it. Otherwise (an eighth of the arguments) glibc's method
// decides.

// powShort is Pow by a short route; ok is false when none applies or
// its value is too near the midpoint between two float64s.
func powShort(x, y float64) (float64, bool) {
	if y == 0.5 {
		if x < 0x1p-900 {
			// The square root's remainder would underflow.
			return 0, false
		}
		s := math.Sqrt(x)
		// x - s*s is exact with a fused multiply-add: the sqrt's remainder.
		return s, nearFloat(s, math.FMA(-s, s, x)/(2*s))
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
		// bits; past the largest double the product is not finite.
		if !powInRange(r) {
			return 0, false
		}
		if y < 0 {
			if r = r.recip(); !powInRange(r) {
				return 0, false
			}
		}
		return r.hi, nearFloat(r.hi, r.lo)
	}
	if y2 := y * 2; y2 == math.Trunc(y2) && math.Abs(y) <= 64 {
		return powHalf(x, y)
	}
	return 0, false
}

// powInRange reports whether d is within the range where double-double
// products keep their precision.
func powInRange(d dd) bool { a := math.Abs(d.hi); return a >= 0x1p-968 && a <= 0x1p1000 }

// nearFloat reports whether h + lo (|lo| at most half an ulp of h, h > 0)
// is less than 0.44 ulp from h and h is not a power of two (where the ulp
// below is half the ulp above).
func nearFloat(h, lo float64) bool {
	b := math.Float64bits(h)
	if b&(1<<52-1) == 0 {
		return false
	}
	u := math.Float64frombits(b+1) - h
	return math.Abs(lo) < 0.44*u
}

// powHalf is the short route of Pow for y = ±(n + 1/2), n <= 64: x**n
// times sqrt(x), both in double-double.
func powHalf(x, y float64) (float64, bool) {
	if x < 0x1p-900 {
		// The square root's remainder would underflow.
		return 0, false
	}
	s := math.Sqrt(x)
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
	if y < 0 {
		r = r.recip()
	}
	return r.hi, nearFloat(r.hi, r.lo)
}
