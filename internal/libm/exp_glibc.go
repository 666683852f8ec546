package libm

import (
	"math"
	"math/big"
)

// exp, exp2 and the exponential of pow as glibc 2.36 computes them
// (sysdeps/ieee754/dbl-64/e_exp.c, e_exp2.c, e_pow.c: Szabolcs Nagy's
// method from ARM's optimized-routines): not correctly rounded (up to
// 0.51 ulp), so a correctly rounded exp differs from CPython's in about
// one argument in a thousand. The method: x = k*ln2/128 + r with
// |r| <= ln2/256, exp(x) = 2^(k/128) * exp(r), 2^(j/128) from a table as
// a float64 H and a relative correction T (2^(j/128) ~= H*(1+T)), exp(r)-1
// by a polynomial of degree 5 added to T, and the result
// scale + scale*tmp. On x86-64 CPython calls glibc's FMA variant of exp
// and pow (built with -mfma, where GCC fuses a product into the addition
// that uses it); exp2 has no such variant, so nothing is fused there.
// Products that must not be fused are written float64(a*b), which keeps
// Go from fusing them on the processors where it would.

// The constants of glibc's exp (e_exp_data.c). expInvLn2N is the float64
// nearest 1/ln2 times 128; expNegLn2hiN and expNegLn2loN split -ln2/128
// (the high part with 16 zero bits at the end, so that k times it is
// exact); the polynomial coefficients are glibc's minimax fit
// (rounded, not derivable: quoted from glibc's e_exp_data.c, ARM's
// math/exp_data.c).
const (
	expInvLn2N   = 0x1.71547652b82fep0 * 128
	expNegLn2hiN = -0x1.62e42fefa0000p-8
	expNegLn2loN = -0x1.cf79abc9e3b3ap-47
	expShift     = 0x1.8p52
	expC2        = 0x1.ffffffffffdbdp-2
	expC3        = 0x1.555555555543cp-3
	expC4        = 0x1.55555cf172b91p-5
	expC5        = 0x1.1111167a4d017p-7

	exp2Shift = 0x1.8p52 / 128
	exp2C1    = 0x1.62e42fefa39efp-1
	exp2C2    = 0x1.ebfbdff82c424p-3
	exp2C3    = 0x1.c6b08d70cf4b5p-5
	exp2C4    = 0x1.3b2abd24650ccp-7
	exp2C5    = 0x1.5d7e09b4e3a84p-10
)

// expTab is glibc's table of 2^(j/128), j = 0..127: expTab[2j] is the
// bits of T, expTab[2j+1] the bits of H minus j<<45 (so that adding
// k<<45 for k = 128*e + j gives the bits of H * 2^e). H is 2^(j/128)
// rounded to the nearest float64, T = 2^(j/128)/H - 1 rounded; both are
// computed here from 2^(1/128) at 300 bits (seven square roots).
//
//allocpath:ok math/big at a constant 300-bit precision, at package initialisation
var expTab = func() (tab [256]uint64) {
	const prec = 300
	root := new(big.Float).SetPrec(prec).SetInt64(2)
	for i := 0; i < 7; i++ {
		root.Sqrt(root)
	}
	p := new(big.Float).SetPrec(prec).SetInt64(1)
	q := new(big.Float).SetPrec(prec)
	for j := 0; j < 128; j++ {
		h, _ := p.Float64()
		q.Quo(p, new(big.Float).SetPrec(prec).SetFloat64(h))
		q.Sub(q, new(big.Float).SetPrec(prec).SetInt64(1))
		t, _ := q.Float64()
		tab[2*j] = math.Float64bits(t)
		tab[2*j+1] = math.Float64bits(h) - uint64(j)<<45
		p.Mul(p, root)
	}
	return tab
}()

// top12 is the sign and exponent bits of x.
func top12(x float64) uint32 { return uint32(math.Float64bits(x) >> 52) }

// Exp is glibc's exp (see above).
func Exp(x float64) float64 {
	abstop := top12(x) & 0x7ff
	if abstop-top12(0x1p-54) >= top12(512)-top12(0x1p-54) {
		if int32(abstop-top12(0x1p-54)) < 0 {
			// Tiny x (0 included): 1 + x rounds to 1.
			return 1 + x
		}
		if abstop >= top12(1024) {
			switch {
			case math.IsInf(x, -1):
				return 0
			case abstop >= 0x7ff:
				return 1 + x // +Inf and NaN
			case x < 0:
				return 0
			}
			return math.Inf(1)
		}
		// Large |x|: the result may overflow or be subnormal.
		abstop = 0
	}
	return expCore(x, 0, abstop == 0)
}

// Exp2 is glibc's exp2 (see above; not fused).
func Exp2(x float64) float64 {
	abstop := top12(x) & 0x7ff
	if abstop-top12(0x1p-54) >= top12(512)-top12(0x1p-54) {
		if int32(abstop-top12(0x1p-54)) < 0 {
			return 1 + x
		}
		if abstop >= top12(1024) {
			switch {
			case math.IsInf(x, -1):
				return 0
			case abstop >= 0x7ff:
				return 1 + x
			case x > 0:
				return math.Inf(1)
			case x <= -1075:
				return 0
			}
		}
		if 2*math.Float64bits(x) > 2*math.Float64bits(928) {
			// The result may overflow or be subnormal.
			abstop = 0
		}
	}
	// x = k/128 + r, |r| <= 1/256.
	kd := x + exp2Shift
	ki := math.Float64bits(kd)
	kd -= exp2Shift
	r := x - kd
	idx := 2 * (ki % 128)
	top := ki << 45
	tail := math.Float64frombits(expTab[idx])
	sbits := expTab[idx+1] + top
	r2 := float64(r * r)
	tmp := tail + float64(r*exp2C1) + float64(r2*(exp2C2+float64(r*exp2C3))) +
		float64(float64(r2*r2)*(exp2C4+float64(r*exp2C5)))
	if abstop == 0 {
		return expSpecial(tmp, sbits, ki, false)
	}
	scale := math.Float64frombits(sbits)
	return scale + float64(scale*tmp)
}

// expCore is glibc's exp_inline of pow (exp of e_exp.c when xtail is
// 0) for a positive result: exp(x + xtail); special is true when the
// result may overflow or underflow.
func expCore(x, xtail float64, special bool) float64 {
	// z = InvLn2N*x; kd = z + Shift: GCC fuses the two.
	kd := math.FMA(expInvLn2N, x, expShift)
	ki := math.Float64bits(kd)
	kd -= expShift
	r := math.FMA(kd, expNegLn2loN, math.FMA(kd, expNegLn2hiN, x))
	r += xtail
	idx := 2 * (ki % 128)
	top := ki << 45
	tail := math.Float64frombits(expTab[idx])
	sbits := expTab[idx+1] + top
	r2 := float64(r * r)
	// tail + r + r2*(C2 + r*C3) + r2*r2*(C4 + r*C5), as GCC fuses it.
	tmp := math.FMA(float64(r2*r2), math.FMA(r, expC5, expC4), math.FMA(r2, math.FMA(r, expC3, expC2), tail+r))
	if special {
		return expSpecial(tmp, sbits, ki, true)
	}
	scale := math.Float64frombits(sbits)
	return math.FMA(scale, tmp, scale)
}

// expSpecial is glibc's specialcase of exp, exp2 and pow: scale*(1 + tmp)
// where the bits sbits of scale may have an exponent out of range; ki's
// sign says which way. In the FMA variants of exp and pow (fused true)
// GCC fuses the product of the overflow side; on the underflow side
// scale*tmp has two uses, in two blocks, and stays a product.
func expSpecial(tmp float64, sbits, ki uint64, fused bool) float64 {
	if ki&0x80000000 == 0 {
		// k > 0: the exponent of scale may have overflowed by <= 460
		// (by 1 in exp2).
		if !fused {
			scale := math.Float64frombits(sbits - 1<<52)
			return 2 * (scale + float64(scale*tmp))
		}
		scale := math.Float64frombits(sbits - 1009<<52)
		return 0x1p1009 * math.FMA(scale, tmp, scale)
	}
	// k < 0: scale by 2**1022 and round once in the subnormal range.
	sbits += 1022 << 52
	scale := math.Float64frombits(sbits)
	st := float64(scale * tmp)
	y := scale + st
	if math.Abs(y) < 1 {
		one := 1.0
		if y < 0 {
			one = -1
		}
		lo := scale - y + st
		hi := one + y
		lo = one - hi + y + lo
		y = (hi + lo) - one
		if y == 0 {
			y = math.Float64frombits(sbits & (1 << 63))
		}
	}
	return 0x1p-1022 * y
}
