package libm

import "math"

// sin and cos as glibc 2.36 computes them on x86-64 (its FMA variant,
// which CPython's math.sin and math.cos call on any processor with FMA
// and AVX2): glibc's results are not correctly rounded (up to 0.55 ulp),
// so the correctly rounded value differs from CPython's in about one
// argument in 700. The method: |x| < 0.126 by a Taylor polynomial; up to
// 0.855 by a table of sin and cos at multiples of 1/128 (as a value and
// its correction) and short polynomials of the remainder; up to 2.426 as
// the other function of pi/2 - |x|; beyond, x reduced by pi/2 to a pair
// a + da (in three parts up to 105414350, then by branred.go) and the
// same two evaluations. The products and sums are in the
// order glibc's C gives them, with a product fused into the addition or
// subtraction that uses it wherever GCC fuses it for that variant
// (-ffp-contract=fast: each product whose only uses are additions or
// subtractions, the first one of a sum of two products). The table is
// computed here from the double-double series.

// The coefficients of glibc's polynomials.
const (
	gsS1 = -0x1.5555555555555p-3
	gsS2 = 0x1.1111111110ECEp-7
	gsS3 = -0x1.A01A019DB08B8p-13
	gsS4 = 0x1.71DE27B9A7ED9p-19
	gsS5 = -0x1.ADDFFC2FCDF59p-26

	gsSn3 = -1.66666666666664880952546298448555e-01
	gsSn5 = 8.33333214285722277379541354343671e-03
	gsCs2 = 4.99999999999999999999950396842453e-01
	gsCs4 = -4.16666666666664434524222570944589e-02
	gsCs6 = 1.38888874007937613028114285595617e-03

	gsBig   = 0x1.8p45 // adding it rounds to a multiple of 1/128
	gsHp0   = 0x1.921FB54442D18p0
	gsHp1   = 0x1.1A62633145C07p-54
	gsMp1   = 0x1.921FB58000000p0
	gsMp2   = -0x1.DDE973C000000p-27
	gsPp3   = -0x1.CB3B398000000p-55
	gsPp4   = -0x1.d747f23e32ed7p-83
	gsHpinv = 0x1.45F306DC9C883p-1
	gsToint = 0x1.8p52
)

// gsTab holds, for i = 0..110, sin(i/128) and cos(i/128) each as its
// float64 and the float64 of the rest.
var gsTab = func() (tab [111][4]float64) {
	for i := range tab {
		a := dd{float64(i) / 128, 0}
		a2 := a.mul(a)
		s, c := sinDD(a, a2), cosDD(a2)
		sh := s.hi + s.lo
		ch := c.hi + c.lo
		tab[i] = [4]float64{sh, (s.hi - sh) + s.lo, ch, (c.hi - ch) + c.lo}
	}
	return tab
}()

// gsTaylorSin is sin(a + da) for |a| < 0.126.
func gsTaylorSin(a, da float64) float64 {
	xx := a * a
	p := math.FMA(math.FMA(math.FMA(math.FMA(gsS5, xx, gsS4), xx, gsS3), xx, gsS2), xx, gsS1)
	t := math.FMA(math.FMA(p, a, -(0.5*da)), xx, da)
	return a + t
}

// gsTabIndex returns the table index nearest |x| (ties to even, as
// adding gsBig rounds) and |x| minus its point, exactly.
func gsTabIndex(ax float64) (int, float64) {
	u := gsBig + ax
	return int(uint32(math.Float64bits(u))), ax - (u - gsBig)
}

// gsDoSin is glibc's do_sin: sin(x + dx).
func gsDoSin(x, dx float64) float64 {
	if math.Abs(x) < 0.126 {
		return gsTaylorSin(x, dx)
	}
	xold := x
	if x <= 0 {
		dx = -dx
	}
	i, r := gsTabIndex(math.Abs(x))
	xx := r * r
	s := r + math.FMA(r*xx, math.FMA(xx, gsSn5, gsSn3), dx)
	c := math.FMA(r, dx, xx*math.FMA(xx, math.FMA(xx, gsCs6, gsCs4), gsCs2))
	e := &gsTab[i]
	sn, ssn, cs, ccs := e[0], e[1], e[2], e[3]
	cor := math.FMA(cs, s, math.FMA(-sn, c, math.FMA(s, ccs, ssn)))
	return math.Copysign(sn+cor, xold)
}

// gsDoCos is glibc's do_cos: cos(x + dx).
func gsDoCos(x, dx float64) float64 {
	if x < 0 {
		dx = -dx
	}
	i, r := gsTabIndex(math.Abs(x))
	r += dx
	xx := r * r
	s := math.FMA(r*xx, math.FMA(xx, gsSn5, gsSn3), r)
	c := xx * math.FMA(xx, math.FMA(xx, gsCs6, gsCs4), gsCs2)
	e := &gsTab[i]
	sn, ssn, cs, ccs := e[0], e[1], e[2], e[3]
	cor := math.FMA(-sn, s, math.FMA(-cs, c, math.FMA(-s, ssn, ccs)))
	return cs + cor
}

// gsReduce is glibc's reduce_sincos: x = n*pi/2 + a + da for
// |x| < 105414350.
func gsReduce(x float64) (a, da float64, n int) {
	t := math.FMA(x, gsHpinv, gsToint)
	xn := t - gsToint
	n = int(int64(xn) & 3)
	y := math.FMA(-xn, gsMp2, math.FMA(-xn, gsMp1, x))
	t2 := math.FMA(-xn, gsPp3, y)
	db := math.FMA(-xn, gsPp3, y-t2)
	b := math.FMA(-xn, gsPp4, t2)
	db += math.FMA(-xn, gsPp4, t2-b)
	return b, db, n
}

// gsSinCos is glibc's do_sincos: sin(a + da + n*pi/2).
func gsSinCos(a, da float64, n int) float64 {
	var r float64
	if n&1 != 0 {
		r = gsDoCos(a, da)
	} else {
		r = gsDoSin(a, da)
	}
	if n&2 != 0 {
		return -r
	}
	return r
}

// Sin is the C library's sin (see above); NaN for infinities and NaN.
func Sin(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case ax < 0x1p-26:
		return x
	case ax < 0.85546875:
		return gsDoSin(x, 0)
	case ax < gsMid:
		return math.Copysign(gsDoCos(gsHp0-ax, gsHp1), x)
	case ax < gsFar:
		a, da, n := gsReduce(x)
		return gsSinCos(a, da, n)
	case ax <= math.MaxFloat64:
		a, da, n := branred(x)
		return gsSinCos(a, da, n)
	}
	return math.NaN()
}

// Cos is the C library's cos (see above); NaN for infinities and NaN.
func Cos(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case ax < 0x1p-27:
		return 1
	case ax < 0.85546875:
		return gsDoCos(x, 0)
	case ax < gsMid:
		y := gsHp0 - ax
		a := y + gsHp1
		da := (y - a) + gsHp1
		return gsDoSin(a, da)
	case ax < gsFar:
		a, da, n := gsReduce(x)
		return gsSinCos(a, da, n+1)
	case ax <= math.MaxFloat64:
		a, da, n := branred(x)
		return gsSinCos(a, da, n+1)
	}
	return math.NaN()
}

// The bounds of glibc's ranges (the high words 0x400368fd and 0x419921FB
// with zero low words).
var (
	gsMid = math.Float64frombits(0x400368fd << 32)
	gsFar = math.Float64frombits(0x419921FB << 32)
)
