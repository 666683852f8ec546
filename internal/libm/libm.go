package libm

import (
	"math"
	"math/big"
)

// Double-double arithmetic for the math functions whose Go versions are
// not rounded as glibc's (which CPython calls): glibc's exp and log are
// correctly rounded in all but vanishingly rare cases, Go's are up to a
// few ulps off. Evaluating in double-double (about 106 bits) and rounding
// once gives the correctly rounded result.

type dd struct{ hi, lo float64 }

func twoSum(a, b float64) dd {
	s := a + b
	bb := s - a
	return dd{s, (a - (s - bb)) + (b - bb)}
}

func quickTwoSum(a, b float64) dd {
	s := a + b
	return dd{s, b - (s - a)}
}

func (a dd) add(b dd) dd {
	s := twoSum(a.hi, b.hi)
	t := twoSum(a.lo, b.lo)
	s.lo += t.hi
	s = quickTwoSum(s.hi, s.lo)
	s.lo += t.lo
	return quickTwoSum(s.hi, s.lo)
}

func (a dd) mul(b dd) dd {
	p := a.hi * b.hi
	e := math.FMA(a.hi, b.hi, -p)
	e += a.hi*b.lo + a.lo*b.hi
	return quickTwoSum(p, e)
}

func (a dd) mulF(b float64) dd {
	p := a.hi * b
	e := math.FMA(a.hi, b, -p)
	e += a.lo * b
	return quickTwoSum(p, e)
}

func (a dd) div(b dd) dd {
	q1 := a.hi / b.hi
	r := a.add(b.mulF(-q1))
	q2 := r.hi / b.hi
	r = r.add(b.mulF(-q2))
	q3 := r.hi / b.hi
	return quickTwoSum(q1, q2).add(dd{q3, 0})
}

func (a dd) f() float64 { return a.hi + a.lo }

// recip is 1/a for a normal a, as accurate as dd{1, 0}.div(a) and
// cheaper: q = 1/a.hi rounded, then one Newton step, q + q*(1 - a*q),
// whose residual 1 - a.hi*q a fused multiply-add gives exactly.
func (a dd) recip() dd {
	q := 1 / a.hi
	e := math.FMA(-a.hi, q, 1) - a.lo*q
	return quickTwoSum(q, e*q)
}

var (
	ln2DD   = dd{0.6931471805599453, 2.3190468138462996e-17}
	logCoef = func() (c [26]dd) {
		for n := range c {
			c[n] = dd{1, 0}.div(dd{float64(2*n + 1), 0})
		}
		return c
	}()
)

// logDD is log(x) for finite x > 0.
func logDD(x float64) dd {
	m, k := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m *= 2
		k--
	}
	// log(m) = 2 atanh(s), s = (m-1)/(m+1).
	s := dd{m - 1, 0}.div(twoSum(m, 1))
	return ln2DD.mulF(float64(k)).add(atanhSeries(s).mulF(2))
}

// atanhSeries is atanh(s) for |s| < 0.18.
func atanhSeries(s dd) dd {
	s2 := s.mul(s)
	sum := logCoef[len(logCoef)-1]
	for n := len(logCoef) - 2; n >= 0; n-- {
		sum = sum.mul(s2).add(logCoef[n])
	}
	return s.mul(sum)
}

// Cosh, Sinh and Tanh are fdlibm's (glibc's e_cosh.c,
// e_sinh.c, s_tanh.c) on glibc's exp and expm1, so that they round as
// CPython's do.
// The thresholds compare as fdlibm's high words do.
var (
	logMaxDouble = math.Float64frombits(0x40862e4200000000) // about log(DBL_MAX)
	sinhOverflow = math.Float64frombits(0x408633ce8fb9f87d) // where exp(|x|)/2 overflows
	coshHalfLn2  = math.Float64frombits(0x3fd62e4300000000) // about 0.5 * ln 2
)

func Cosh(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case math.IsNaN(x):
		return x
	case ax < coshHalfLn2:
		t := Expm1(ax)
		w := 1 + t
		if ax < 0x1p-55 {
			return 1
		}
		return 1 + (t*t)/(w+w)
	case ax < 22:
		t := Exp(ax)
		return 0.5*t + 0.5/t
	case ax < logMaxDouble:
		return 0.5 * Exp(ax)
	case ax <= sinhOverflow:
		w := Exp(0.5 * ax)
		t := 0.5 * w
		return t * w
	}
	return math.Inf(1)
}

func Sinh(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return x
	case ax < 22:
		return sinhSmall(x)
	case ax < logMaxDouble:
		return math.Copysign(0.5*Exp(ax), x)
	case ax <= sinhOverflow:
		w := Exp(0.5 * ax)
		t := 0.5 * w
		return math.Copysign(t*w, x)
	}
	return math.Copysign(math.Inf(1), x)
}

func Tanh(x float64) float64 {
	ax := math.Abs(x)
	var z float64
	switch {
	case math.IsNaN(x):
		return x
	case ax >= 22:
		z = 1
	case ax < 0x1p-55:
		return x * (1 + x)
	case ax >= 1:
		t := Expm1(2 * ax)
		z = 1 - 2/(t+2)
	default:
		t := Expm1(-2 * ax)
		z = -t / (t + 2)
	}
	return math.Copysign(z, x)
}

// Trigonometric functions, correctly rounded in practice (as glibc's):
// the argument is reduced modulo pi/2 exactly enough (a triple-double
// pi/2 for moderate arguments, a 1200-bit pi for huge ones) and the
// series is summed in double-double.

var (
	pio2Parts [3]float64
	pio2Big   *big.Float // pi/2 to 1300 bits
	invTwoPi  float64
)

// init computes pi/2 once for every interpreter (read only afterwards).
//
//allocpath:ok math/big at a constant 1300-bit precision, at package initialisation
func init() {
	pio2Big = bigPi(1300)
	pio2Big.Quo(pio2Big, big.NewFloat(2))
	rem := new(big.Float).SetPrec(1300).Set(pio2Big)
	for i := range pio2Parts {
		f, _ := rem.Float64()
		pio2Parts[i] = f
		rem.Sub(rem, new(big.Float).SetFloat64(f))
	}
	invTwoPi = 2 / math.Pi
}

// bigPi computes pi to prec bits with Machin's formula.
//
//allocpath:ok called once, by init, with a constant precision
func bigPi(prec uint) *big.Float {
	p := prec + 64
	atanInv := func(n int64) *big.Float {
		// atan(1/n) = sum (-1)^k / ((2k+1) n^(2k+1))
		sum := new(big.Float).SetPrec(p)
		nn := new(big.Float).SetPrec(p).SetInt64(n * n)
		term := new(big.Float).SetPrec(p).Quo(big.NewFloat(1).SetPrec(p), new(big.Float).SetPrec(p).SetInt64(n))
		eps := new(big.Float).SetPrec(p).SetMantExp(big.NewFloat(1), -int(p))
		for k := int64(0); ; k++ {
			t := new(big.Float).SetPrec(p).Quo(term, new(big.Float).SetPrec(p).SetInt64(2*k+1))
			if k%2 == 0 {
				sum.Add(sum, t)
			} else {
				sum.Sub(sum, t)
			}
			if t.Cmp(eps) < 0 {
				break
			}
			term.Quo(term, nn)
		}
		return sum
	}
	a := atanInv(5)
	a.Mul(a, big.NewFloat(16))
	b := atanInv(239)
	b.Mul(b, big.NewFloat(4))
	return a.Sub(a, b).SetPrec(prec)
}

// twoProd is a*b exactly as a double-double.
func twoProd(a, b float64) dd {
	p := a * b
	return dd{p, math.FMA(a, b, -p)}
}

// reducePio2 returns r and n with x = n*pi/2 + r, |r| <= pi/4 (about).
//
//allocpath:ok math/big on one float64 at a constant 1300-bit precision: constant work
func reducePio2(x float64) (dd, int) {
	if math.Abs(x) <= math.Pi/4 {
		return dd{x, 0}, 0
	}
	if math.Abs(x) < 0x1p25 {
		k := math.Round(x * invTwoPi)
		r := dd{x, 0}
		for _, p := range pio2Parts {
			r = r.add(twoProd(-k, p))
		}
		return r, int(int64(k) & 3)
	}
	bx := new(big.Float).SetPrec(1300).SetFloat64(x)
	q := new(big.Float).SetPrec(1300).Quo(bx, pio2Big)
	ki, _ := q.Int(nil)
	// round to nearest
	frac := new(big.Float).SetPrec(1300).Sub(q, new(big.Float).SetInt(ki))
	if frac.Cmp(big.NewFloat(0.5)) > 0 {
		ki.Add(ki, big.NewInt(1))
	} else if frac.Cmp(big.NewFloat(-0.5)) < 0 {
		ki.Sub(ki, big.NewInt(1))
	}
	r := new(big.Float).SetPrec(1300).Mul(new(big.Float).SetInt(ki), pio2Big)
	r.Sub(bx, r)
	hi, _ := r.Float64()
	r.Sub(r, new(big.Float).SetFloat64(hi))
	lo, _ := r.Float64()
	n := new(big.Int).And(ki, big.NewInt(3)).Int64()
	return dd{hi, lo}, int(n)
}

var invFact = func() (c [30]dd) {
	c[0] = dd{1, 0}
	for n := 1; n < len(c); n++ {
		c[n] = c[n-1].div(dd{float64(n), 0})
	}
	return c
}()

// sinCosDD returns sin(r) and cos(r) for |r| <= ~pi/4.
func sinCosDD(r dd) (dd, dd) {
	r2 := r.mul(r)
	return sinDD(r, r2), cosDD(r2)
}

// sinDD is sin(r) for |r| <= ~pi/4, given r2 = r*r.
func sinDD(r, r2 dd) dd {
	s := invFact[27]
	for n := 25; n >= 1; n -= 2 {
		s = s.mul(r2).mulF(-1).add(invFact[n])
	}
	return s.mul(r)
}

// cosDD is cos(r) for |r| <= ~pi/4, given r2 = r*r.
func cosDD(r2 dd) dd {
	c := invFact[28]
	for n := 26; n >= 0; n -= 2 {
		c = c.mul(r2).mulF(-1).add(invFact[n])
	}
	return c
}

func Tan(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.NaN()
	}
	if math.Abs(x) < 0x1p-27 {
		return x
	}
	r, n := reducePio2(x)
	s, c := sinCosDD(r)
	if n&1 == 0 {
		return s.div(c).f()
	}
	return c.div(s).mulF(-1).f()
}

// sinhSmall is fdlibm's sinh for |x| < 22, on a correctly rounded
// expm1 (glibc's arrangement).
func sinhSmall(x float64) float64 {
	h := math.Copysign(0.5, x)
	ax := math.Abs(x)
	if ax < 0x1p-28 {
		return x
	}
	t := Expm1(ax)
	if ax < 1 {
		return h * (2.0*t - t*t/(t+1.0))
	}
	return h * (t + t/(t+1.0))
}

// sinCos returns sin(y) and cos(y) in double-double for any finite y.
func sinCos(y float64) (dd, dd) {
	r, n := reducePio2(y)
	s, c := sinCosDD(r)
	neg := func(x dd) dd { return dd{-x.hi, -x.lo} }
	switch n {
	case 1:
		return c, neg(s)
	case 2:
		return neg(s), neg(c)
	case 3:
		return neg(c), s
	}
	return s, c
}

// The inverse trigonometric functions: Go's result refined by one Newton
// step in double-double, which makes it correctly rounded in practice.

func Atan(x float64) float64 {
	if math.IsNaN(x) || math.Abs(x) > 0x1p26 || math.Abs(x) < 0x1p-27 {
		return math.Atan(x)
	}
	y := math.Atan(x)
	s, c := sinCos(y)
	// tan(y+d) = x  =>  d ~ (x c - s) c
	d := c.mulF(x).add(dd{-s.hi, -s.lo}).mul(c)
	return dd{y, 0}.add(d).f()
}

func Asin(x float64) float64 {
	if math.IsNaN(x) || math.Abs(x) > 1 {
		return math.NaN()
	}
	if math.Abs(x) < 0x1p-26 || math.Abs(x) == 1 {
		return math.Asin(x)
	}
	y := math.Asin(x)
	s, c := sinCos(y)
	d := dd{x, 0}.add(dd{-s.hi, -s.lo}).div(c)
	return dd{y, 0}.add(d).f()
}

func Acos(x float64) float64 {
	if math.IsNaN(x) || math.Abs(x) > 1 {
		return math.NaN()
	}
	if math.Abs(x) == 1 {
		return math.Acos(x)
	}
	y := math.Acos(x)
	s, c := sinCos(y)
	d := c.add(dd{-x, 0}).div(s)
	return dd{y, 0}.add(d).f()
}

func Atan2(y, x float64) float64 {
	r := math.Copysign(math.Atan2(y, x), y)
	if x == 0 || y == 0 || math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsNaN(x) || math.IsNaN(y) {
		return r
	}
	// Scale both by the same power of two (exact) to keep products finite.
	_, e := math.Frexp(math.Max(math.Abs(x), math.Abs(y)))
	xs, ys := math.Ldexp(x, -e), math.Ldexp(y, -e)
	if xs == 0 || ys == 0 || math.Abs(xs) < 0x1p-900 || math.Abs(ys) < 0x1p-900 {
		return r
	}
	s, c := sinCos(r)
	num := c.mulF(ys).add(s.mulF(-xs))
	den := c.mulF(xs).add(s.mulF(ys))
	return dd{r, 0}.add(num.div(den)).f()
}

// Cbrt is glibc's cbrt (sysdeps/ieee754/dbl-64): a polynomial first
// guess and one Halley step; not correctly rounded, and CPython shows
// its results (cbrt(27) == 3.0000000000000004).
func Cbrt(x float64) float64 {
	// float64 variables, not constants: C divides the rounded doubles,
	// where Go's constant arithmetic would divide the exact decimals.
	var cbrt2, sqrCbrt2 float64 = 1.2599210498948731648, 1.5874010519681994748
	factor := [5]float64{1.0 / sqrCbrt2, 1.0 / cbrt2, 1.0, cbrt2, sqrCbrt2}
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return x + x
	}
	xm, xe := math.Frexp(math.Abs(x))
	u := 0.354895765043919860 + ((1.50819193781584896 + ((-2.11499494167371287 + ((2.44693122563534430 +
		((-1.83469277483613086 + (0.784932344976639262-0.145263899385486377*xm)*xm) * xm)) * xm)) * xm)) * xm)
	t2 := u * u * u
	ym := u * (t2 + 2.0*xm) / (2.0*t2 + xm) * factor[2+xe%3]
	if x < 0 {
		ym = -ym
	}
	return math.Ldexp(ym, xe/3)
}
