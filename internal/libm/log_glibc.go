package libm

import "math"

// log as glibc 2.36 computes it (sysdeps/ieee754/dbl-64/e_log.c, from
// ARM's optimized-routines; CPython calls its FMA variant on x86-64):
// not correctly rounded (up to 0.52 ulp). The method: near 1
// (1 - 2**-4 < x < 1 + 0x1.09p-4) a polynomial of degree 11 in r = x - 1
// with r**2/2 split exactly; elsewhere x = 2**k * z, z in
// [0x1.6p-1, 0x1.6p0) split into 128 subintervals, a point c in each
// with its 1/c and log(c) in a table, and log(x) = k*ln2 + log(c) + r +
// r**2*poly(r), r = z/c - 1 by one fused multiply-add. Products are
// fused where GCC fuses them in that variant (see exp_glibc.go).

// logInvC is glibc's 1/c for each subinterval (e_log_data.c, ARM's
// math/log_data.c): c was picked near the subinterval's centre by a
// search over 2**30 candidates for one whose log is within 2**-66 of a
// multiple of 2**-43, so the values are quoted, not derivable. log(c)
// is computed from them (logC).
var logInvC = [128]float64{
	0x1.734f0c3e0de9fp+0, 0x1.713786a2ce91fp+0, 0x1.6f26008fab5a0p+0, 0x1.6d1a61f138c7dp+0,
	0x1.6b1490bc5b4d1p+0, 0x1.69147332f0cbap+0, 0x1.6719f18224223p+0, 0x1.6524f99a51ed9p+0,
	0x1.63356aa8f24c4p+0, 0x1.614b36b9ddc14p+0, 0x1.5f66452c65c4cp+0, 0x1.5d867b5912c4fp+0,
	0x1.5babccb5b90dep+0, 0x1.59d61f2d91a78p+0, 0x1.5805612465687p+0, 0x1.56397cee76bd3p+0,
	0x1.54725e2a77f93p+0, 0x1.52aff42064583p+0, 0x1.50f22dbb2bddfp+0, 0x1.4f38f4734ded7p+0,
	0x1.4d843cfde2840p+0, 0x1.4bd3ec078a3c8p+0, 0x1.4a27fc3e0258ap+0, 0x1.4880524d48434p+0,
	0x1.46dce1b192d0bp+0, 0x1.453d9d3391854p+0, 0x1.43a2744b4845ap+0, 0x1.420b54115f8fbp+0,
	0x1.40782da3ef4b1p+0, 0x1.3ee8f5d57fe8fp+0, 0x1.3d5d9a00b4ce9p+0, 0x1.3bd60c010c12bp+0,
	0x1.3a5242b75dab8p+0, 0x1.38d22cd9fd002p+0, 0x1.3755bc5847a1cp+0, 0x1.35dce49ad36e2p+0,
	0x1.34679984dd440p+0, 0x1.32f5cceffcb24p+0, 0x1.3187775a10d49p+0, 0x1.301c8373e3990p+0,
	0x1.2eb4ebb95f841p+0, 0x1.2d50a0219a9d1p+0, 0x1.2bef9a8b7fd2ap+0, 0x1.2a91c7a0c1babp+0,
	0x1.293726014b530p+0, 0x1.27dfa5757a1f5p+0, 0x1.268b39b1d3bbfp+0, 0x1.2539d838ff5bdp+0,
	0x1.23eb7aac9083bp+0, 0x1.22a012ba940b6p+0, 0x1.2157996cc4132p+0, 0x1.201201dd2fc9bp+0,
	0x1.1ecf4494d480bp+0, 0x1.1d8f5528f6569p+0, 0x1.1c52311577e7cp+0, 0x1.1b17c74cb26e9p+0,
	0x1.19e010c2c1ab6p+0, 0x1.18ab07bb670bdp+0, 0x1.1778a25efbcb6p+0, 0x1.1648d354c31dap+0,
	0x1.151b990275fddp+0, 0x1.13f0ea432d24cp+0, 0x1.12c8b7210f9dap+0, 0x1.11a3028ecb531p+0,
	0x1.107fbda8434afp+0, 0x1.0f5ee0f4e6bb3p+0, 0x1.0e4065d2a9fcep+0, 0x1.0d244632ca521p+0,
	0x1.0c0a77ce2981ap+0, 0x1.0af2f83c636d1p+0, 0x1.09ddb98a01339p+0, 0x1.08cabaf52e7dfp+0,
	0x1.07b9f2f4e28fbp+0, 0x1.06ab58c358f19p+0, 0x1.059eea5ecf92cp+0, 0x1.04949cdd12c90p+0,
	0x1.038c6c6f0ada9p+0, 0x1.02865137932a9p+0, 0x1.0182427ea7348p+0, 0x1.008040614b195p+0,
	0x1.fe01ff726fa1ap-1, 0x1.fa11cc261ea74p-1, 0x1.f6310b081992ep-1, 0x1.f25f63ceeadcdp-1,
	0x1.ee9c8039113e7p-1, 0x1.eae8078cbb1abp-1, 0x1.e741aa29d0c9bp-1, 0x1.e3a91830a99b5p-1,
	0x1.e01e009609a56p-1, 0x1.dca01e577bb98p-1, 0x1.d92f20b7c9103p-1, 0x1.d5cac66fb5ccep-1,
	0x1.d272caa5ede9dp-1, 0x1.cf26e3e6b2ccdp-1, 0x1.cbe6da2a77902p-1, 0x1.c8b266d37086dp-1,
	0x1.c5894bd5d5804p-1, 0x1.c26b533bb9f8cp-1, 0x1.bf583eeece73fp-1, 0x1.bc4fd75db96c1p-1,
	0x1.b951e0c864a28p-1, 0x1.b65e2c5ef3e2cp-1, 0x1.b374867c9888bp-1, 0x1.b094b211d304ap-1,
	0x1.adbe885f2ef7ep-1, 0x1.aaf1d31603da2p-1, 0x1.a82e63fd358a7p-1, 0x1.a5740ef09738bp-1,
	0x1.a2c2a90ab4b27p-1, 0x1.a01a01393f2d1p-1, 0x1.9d79f24db3c1bp-1, 0x1.9ae2505c7b190p-1,
	0x1.9852ef297ce2fp-1, 0x1.95cbaeea44b75p-1, 0x1.934c69de74838p-1, 0x1.90d4f2f6752e6p-1,
	0x1.8e6528effd79dp-1, 0x1.8bfce9fcc007cp-1, 0x1.899c0dabec30ep-1, 0x1.87427aa2317fbp-1,
	0x1.84f00acb39a08p-1, 0x1.82a49e8653e55p-1, 0x1.8060195f40260p-1, 0x1.7e22563e0a329p-1,
	0x1.7beb377dcb5adp-1, 0x1.79baa679725c2p-1, 0x1.77907f2170657p-1, 0x1.756cadbd6130cp-1,
}

// logC is log(c) = -log(logInvC[i]) rounded to float64, as glibc's table
// has it (log(c) is within 2**-66 of that float64, so the double-double
// logarithm rounds it exactly).
var logC = func() (t [128]float64) {
	for i, v := range logInvC {
		t[i] = -logDD(v).f()
	}
	return t
}()

// The constants of glibc's log (e_log_data.c): ln2 split so that k*ln2hi
// is exact, and the minimax polynomials (rounded, quoted): logB near 1,
// logA for r = z/c - 1.
const (
	logLn2hi = 0x1.62e42fefa3800p-1
	logLn2lo = 0x1.ef35793c76730p-45
	logOff   = 0x3fe6000000000000
)

var (
	logB = [11]float64{
		-0x1p-1, 0x1.5555555555577p-2, -0x1.ffffffffffdcbp-3, 0x1.999999995dd0cp-3,
		-0x1.55555556745a7p-3, 0x1.24924a344de3p-3, -0x1.fffffa4423d65p-4, 0x1.c7184282ad6cap-4,
		-0x1.999eb43b068ffp-4, 0x1.78182f7afd085p-4, -0x1.5521375d145cdp-4,
	}
	logA = [5]float64{
		-0x1.0000000000001p-1, 0x1.555555551305bp-2, -0x1.fffffffeb459p-3, 0x1.999b324f10111p-3,
		-0x1.55575e506c89fp-3,
	}
)

// Log is glibc's log (see above).
func Log(x float64) float64 {
	ix := math.Float64bits(x)
	const lo, hi = 0x3fee000000000000, 0x3ff1090000000000 // 1 - 2**-4, 1 + 0x1.09p-4
	if ix-lo < hi-lo {
		if ix == 0x3ff0000000000000 {
			return 0
		}
		b := &logB
		r := x - 1
		r2 := float64(r * r)
		r3 := float64(r * r2)
		p := math.FMA(r3, b[10], math.FMA(r2, b[9], math.FMA(r, b[8], b[7])))
		p = math.FMA(r3, p, math.FMA(r2, b[6], math.FMA(r, b[5], b[4])))
		p = math.FMA(r3, p, math.FMA(r2, b[3], math.FMA(r, b[2], b[1])))
		// r**2/2 as rhi**2/2 (exact) and the rest.
		w := float64(r * 0x1p27)
		rhi := r + w - w
		rlo := r - rhi
		w = float64(float64(rhi*rhi) * b[0])
		h := r + w
		l := r - h + w
		l = math.FMA(float64(b[0]*rlo), rhi+r, l)
		return math.FMA(r3, p, l) + h
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
		// Subnormal: normalise.
		ix = math.Float64bits(x*0x1p52) - 52<<52
	}
	tmp := ix - logOff
	i := (tmp >> 45) % 128
	k := int64(tmp) >> 52
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	r := math.FMA(z, logInvC[i], -1)
	kd := float64(k)
	w := math.FMA(kd, logLn2hi, logC[i])
	h := w + r
	l := math.FMA(kd, logLn2lo, w-h+r)
	a := &logA
	r2 := float64(r * r)
	q := math.FMA(r2, math.FMA(r, a[4], a[3]), math.FMA(r, a[2], a[1]))
	return math.FMA(float64(r*r2), q, math.FMA(r2, a[0], l)) + h
}
