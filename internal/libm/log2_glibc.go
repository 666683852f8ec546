package libm

import "math"

// log2 as glibc 2.36 computes it (sysdeps/ieee754/dbl-64/e_log2.c, from
// ARM's optimized-routines): log's method (log_glibc.go) with 64
// subintervals and r/ln2 in two parts. Debian 12's glibc (2.36-9+deb12u14,
// whose release branch has glibc 2.39's FMA variants of log2, expm1 and
// log1p on x86-64) runs its FMA variant, so products are fused as GCC
// fuses them there (see exp_glibc.go).

// log2C is glibc's c for each subinterval as chi + clo (e_log2_data.c,
// ARM's math/log2_data.c): c was picked near the subinterval's centre by
// a search for one whose log2 is within 2**-68 of a multiple of 2**-42,
// so the values are quoted, not derivable. 1/c and log2(c) are computed
// from them (log2Tab).
var log2C = [64][2]float64{
	{0x1.6200012b90a8ep-1, 0x1.904ab0644b605p-55},
	{0x1.66000045734a6p-1, 0x1.1ff9bea62f7a9p-57},
	{0x1.69fffc325f2c5p-1, 0x1.27ecfcb3c90bap-55},
	{0x1.6e00038b95a04p-1, 0x1.8ff8856739326p-55},
	{0x1.71fffe09994e3p-1, 0x1.afd40275f82b1p-55},
	{0x1.7600015590e1p-1, -0x1.2fd75b4238341p-56},
	{0x1.7a00012655bd5p-1, 0x1.808e67c242b76p-56},
	{0x1.7e0003259e9a6p-1, -0x1.208e426f622b7p-57},
	{0x1.81fffedb4b2d2p-1, -0x1.402461ea5c92fp-55},
	{0x1.860002dfafcc3p-1, 0x1.df7f4a2f29a1fp-57},
	{0x1.89ffff78c6b5p-1, -0x1.e0453094995fdp-55},
	{0x1.8e00039671566p-1, -0x1.a04f3bec77b45p-55},
	{0x1.91fffe2bf1745p-1, -0x1.7fa34400e203cp-56},
	{0x1.95fffcc5c9fd1p-1, -0x1.6ff8005a0695dp-56},
	{0x1.9a0003bba4767p-1, 0x1.0f8c4c4ec7e03p-56},
	{0x1.9dfffe7b92da5p-1, 0x1.e7fd9478c4602p-55},
	{0x1.a1fffd72efdafp-1, -0x1.a0c554dcdae7ep-57},
	{0x1.a5fffde04ff95p-1, 0x1.67da98ce9b26bp-55},
	{0x1.a9fffca5e8d2bp-1, -0x1.284c9b54c13dep-55},
	{0x1.adfffddad03eap-1, 0x1.812c8ea602e3cp-58},
	{0x1.b1ffff10d3d4dp-1, -0x1.efaddad27789cp-55},
	{0x1.b5fffce21165ap-1, 0x1.3cb1719c61237p-58},
	{0x1.b9fffd950e674p-1, 0x1.3f7d94194cep-56},
	{0x1.be000139ca8afp-1, 0x1.50ac4215d9bcp-56},
	{0x1.c20005b46df99p-1, 0x1.beea653e9c1c9p-57},
	{0x1.c600040b9f7aep-1, -0x1.c079f274a70d6p-56},
	{0x1.ca0006255fd8ap-1, -0x1.a0b4076e84c1fp-56},
	{0x1.cdfffd94c095dp-1, 0x1.8f933f99ab5d7p-55},
	{0x1.d1ffff975d6cfp-1, -0x1.82c08665fe1bep-58},
	{0x1.d5fffa2561c93p-1, -0x1.b04289bd295f3p-56},
	{0x1.d9fff9d228b0cp-1, 0x1.70251340fa236p-55},
	{0x1.de00065bc7e16p-1, -0x1.5011e16a4d80cp-56},
	{0x1.e200002f64791p-1, 0x1.9802f09ef62ep-55},
	{0x1.e600057d7a6d8p-1, -0x1.e0b75580cf7fap-56},
	{0x1.ea00027edc00cp-1, -0x1.c848309459811p-55},
	{0x1.ee0006cf5cb7cp-1, -0x1.f8027951576f4p-55},
	{0x1.f2000782b7dccp-1, -0x1.f81d97274538fp-55},
	{0x1.f6000260c450ap-1, -0x1.071002727ffdcp-59},
	{0x1.f9fffe88cd533p-1, -0x1.81bdce1fda8bp-58},
	{0x1.fdfffd50f8689p-1, 0x1.7f91acb918e6ep-55},
	{0x1.0200004292367p+0, 0x1.b7ff365324681p-54},
	{0x1.05fffe3e3d668p+0, 0x1.6fa08ddae957bp-55},
	{0x1.0a0000a85a757p+0, -0x1.7e2de80d3fb91p-58},
	{0x1.0e0001a5f3fccp+0, -0x1.1823305c5f014p-54},
	{0x1.11ffff8afbaf5p+0, -0x1.bfabb6680bac2p-55},
	{0x1.15fffe54d91adp+0, -0x1.d7f121737e7efp-54},
	{0x1.1a00011ac36e1p+0, 0x1.c000a0516f5ffp-54},
	{0x1.1e00019c84248p+0, -0x1.082fbe4da5dap-54},
	{0x1.220000ffe5e6ep+0, -0x1.8fdd04c9cfb43p-55},
	{0x1.26000269fd891p+0, 0x1.cfe2a7994d182p-55},
	{0x1.2a00029a6e6dap+0, -0x1.00273715e8bc5p-56},
	{0x1.2dfffe0293e39p+0, 0x1.b7c39dab2a6f9p-54},
	{0x1.31ffff7dcf082p+0, 0x1.df1336edc5254p-56},
	{0x1.35ffff05a8b6p+0, -0x1.e03564ccd31ebp-54},
	{0x1.3a0002e0eaeccp+0, 0x1.5f0e74bd3a477p-56},
	{0x1.3e000043bb236p+0, 0x1.c7dcb149d8833p-54},
	{0x1.4200002d187ffp+0, 0x1.e08afcf2d3d28p-56},
	{0x1.460000d387cb1p+0, 0x1.20837856599a6p-55},
	{0x1.4a00004569f89p+0, -0x1.9fa5c904fbcd2p-55},
	{0x1.4e000043543f3p+0, -0x1.81125ed175329p-56},
	{0x1.51fffcc027f0fp+0, 0x1.883d8847754dcp-54},
	{0x1.55ffffd87b36fp+0, -0x1.709e731d02807p-55},
	{0x1.59ffff21df7bap+0, 0x1.7f79f68727b02p-55},
	{0x1.5dfffebfc3481p+0, -0x1.180902e30e93ep-54},
}

// log2Tab is, for each subinterval, 1/c and log2(c) rounded to float64, as
// glibc's table has them (computed here in double-double: c = chi + clo,
// log(c) = log(chi) + clo/chi to 2**-106).
var log2Tab = func() (t [64]struct{ invc, logc float64 }) {
	for i, c := range log2C {
		cd := quickTwoSum(c[0], c[1])
		t[i].invc = cd.recip().f()
		l := logDD(c[0]).add(dd{c[1] / c[0], 0})
		t[i].logc = l.div(ln2DD).f()
	}
	return t
}()

// The constants of glibc's log2 (e_log2_data.c): 1/ln2 split so that
// r*log2InvLn2hi is exact for a 21-bit r, and the minimax polynomials
// (rounded, quoted): log2B near 1, log2A for r = z/c - 1.
const (
	log2InvLn2hi = 0x1.7154765200000p+0
	log2InvLn2lo = 0x1.705fc2eefa200p-33
)

var (
	log2B = [10]float64{
		-0x1.71547652b82fep-1, 0x1.ec709dc3a03f7p-2, -0x1.71547652b7c3fp-2, 0x1.2776c50f05be4p-2,
		-0x1.ec709dd768fe5p-3, 0x1.a61761ec4e736p-3, -0x1.7153fbc64a79bp-3, 0x1.484d154f01b4ap-3,
		-0x1.289e4a72c383cp-3, 0x1.0b32f285aee66p-3,
	}
	log2A = [6]float64{
		-0x1.71547652b8339p-1, 0x1.ec709dc3a04bep-2, -0x1.7154764702ffbp-2, 0x1.2776c50034c48p-2,
		-0x1.ec7b328ea92bcp-3, 0x1.a6225e117f92ep-3,
	}
)

// Log2 is glibc's log2 (see above).
func Log2(x float64) float64 {
	ix := math.Float64bits(x)
	const lo, hi = 0x3feea4af00000000, 0x3ff0b55900000000 // 1 - 0x1.5b51p-5, 1 + 0x1.6ab2p-5
	if ix-lo < hi-lo {
		if ix == 0x3ff0000000000000 {
			return 0
		}
		b := &log2B
		r := x - 1
		h := float64(r * log2InvLn2hi)
		l := math.FMA(r, log2InvLn2lo, math.FMA(r, log2InvLn2hi, -h))
		r2 := float64(r * r)
		r4 := float64(r2 * r2)
		// p = r2*(B0 + r*B1) has two uses, both sums: fused into each.
		p0 := math.FMA(r, b[1], b[0])
		y := math.FMA(r2, p0, h)
		l += math.FMA(r2, p0, h-y)
		q := math.FMA(r2, math.FMA(r, b[9], b[8]), math.FMA(r, b[7], b[6]))
		q = math.FMA(r4, q, math.FMA(r2, math.FMA(r, b[5], b[4]), math.FMA(r, b[3], b[2])))
		l = math.FMA(r4, q, l)
		return y + l
	}
	top := uint32(ix >> 48)
	if top-0x0010 >= 0x7ff0-0x0010 {
		switch {
		case ix<<1 == 0:
			return math.Inf(-1)
		case math.IsInf(x, 1):
			return x
		case top&0x8000 != 0 || top&0x7ff0 == 0x7ff0:
			return math.NaN()
		}
		ix = math.Float64bits(x*0x1p52) - 52<<52
	}
	tmp := ix - logOff
	i := (tmp >> 46) % 64
	k := int64(tmp) >> 52
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	kd := float64(k)
	e := &log2Tab[i]
	r := math.FMA(z, e.invc, -1)
	t1 := float64(r * log2InvLn2hi)
	t2 := math.FMA(r, log2InvLn2lo, math.FMA(r, log2InvLn2hi, -t1))
	t3 := kd + e.logc
	h := t3 + t1
	l := t3 - h + t1 + t2
	a := &log2A
	r2 := float64(r * r)
	r4 := float64(r2 * r2)
	p := math.FMA(r4, math.FMA(r, a[5], a[4]), math.FMA(r2, math.FMA(r, a[3], a[2]), math.FMA(r, a[1], a[0])))
	return math.FMA(r2, p, l) + h
}
