package libm

import (
	"hash/fnv"
	"math"
	"testing"
)

// fnvBits is the FNV-1a hash of the little-endian bytes of ws.
func fnvBits(ws []uint64) uint64 {
	h := fnv.New64a()
	for _, w := range ws {
		var b [8]byte
		for i := range b {
			b[i] = byte(w >> (8 * i))
		}
		h.Write(b[:])
	}
	return h.Sum64()
}

// TestGlibcTables checks the tables computed at initialisation against
// glibc 2.36's (e_exp_data.c's tab, e_log_data.c's tab as invc, logc
// pairs, e_pow_log_data.c's tab as invc, logc, logctail), by the FNV-1a
// hash of their bits in that order, which a script computed from glibc's
// files.
func TestGlibcTables(t *testing.T) {
	var logw, poww []uint64
	for i := range logInvC {
		logw = append(logw, math.Float64bits(logInvC[i]), math.Float64bits(logC[i]))
	}
	for _, e := range powTab {
		poww = append(poww, math.Float64bits(e.invc), math.Float64bits(e.logc), math.Float64bits(e.logctail))
	}
	for _, c := range []struct {
		name string
		ws   []uint64
		want uint64
	}{
		{"exp", expTab[:], 0x30250b75e556caa5},
		{"log", logw, 0xd2ccf1f3d957f817},
		{"pow", poww, 0x5c73149c871d8107},
	} {
		if got := fnvBits(c.ws); got != c.want {
			t.Errorf("%s table hash %#x, glibc's %#x", c.name, got, c.want)
		}
	}
}

// TestExpLogPowGlibc checks Exp, Exp2, Log and Pow against CPython 3.11
// on glibc 2.36 (x86-64) where glibc's result is not the correctly
// rounded one (an ulp from it), in each range of its method, and at
// overflow and underflow. conformance/cases/mod_math/exp_log_pow_glibc.py
// has more.
func TestExpLogPowGlibc(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func(float64) float64
		x, y float64
	}{
		{"exp", Exp, -0x1.6d7fcf00fa616p+02, 0x1.b1cbfbebdb183p-09},
		{"exp", Exp, 0x1.15d6e2ec8631p-01, 0x1.b87736920896cp+00},
		{"exp", Exp, 0x1.1d59637ad391cp+03, 0x1.d22e377ad0aeap+12},
		{"exp", Exp, -0x1.62568d23300ep+09, 0x1.830d80e8801p-1023},
		{"exp", Exp, -0x1.6137b16a0855bp+09, 0x1.c6f4a32b5b72cp-1020},
		{"exp", Exp, 0x1.616acce13216cp+09, 0x1.ad7b2d9376c9dp+1019},
		{"exp", Exp, 709.782712893384, 0x1.fffffffffff2ap+1023},
		{"exp", Exp, 709.7827128933841, math.Inf(1)},
		{"exp", Exp, -745.1332191019411, 0x0.0000000000001p-1022},
		{"exp", Exp, -745.1332191019412, 0},
		{"exp", Exp, 0x1p-54, 1},
		{"exp2", Exp2, -1074.5, 0x0.0000000000001p-1022},
		{"exp2", Exp2, 1023.9999999999999, 0x1.ffffffffffd3ap+1023},
		{"exp2", Exp2, 0.5, 0x1.6a09e667f3bcdp+0},
		{"log", Log, 0x1.43941f8e6eaf8p+00, 0x1.dfc62211ce913p-03},
		{"log", Log, 0x1.8963848d734cp-02, -0x1.e9d11c895a574p-01},
		{"log", Log, 0x1.05eaba35ac816p+03, 0x1.0d17e25ebf275p+01},
		{"log", Log, 0x1.16f13a0424fep+00, 0x1.5f8ca183dd96ep-04},
		{"log", Log, 5e-324, -0x1.74385446d71c3p+9},
		{"log", Log, math.MaxFloat64, 0x1.62e42fefa39efp+9},
	} {
		if got := c.f(c.x); got != c.y {
			t.Errorf("%s(%x) = %x, CPython %x", c.name, c.x, got, c.y)
		}
	}
	for _, c := range []struct{ x, y, want float64 }{
		{0x1.e0605ec1655ap-206, -0x1.8492862d24e92p+00, 0x1.3b682b2dfd79ap+311},
		{0x1.ffc595843b4a6p-01, -0x1.8c947bda18209p+15, 0x1.90abeee73739cp+32},
		{0x1.43b0a1baace28p+02, -0x1.c0a650a00ddc8p+00, 0x1.de4a838197ce7p-05},
		{0x1.5cd930fca002cp-02, 0x1.ac7f98ac8862p+04, 0x1.5077213e6aab6p-42},
		{0x1.ffec486ca7bc8p-01, 0x1.a523dc6556fap+11, 0x1.346c3a449d8b6p-01},
		{2, -1074.5, 0x0.0000000000001p-1022},
		{2, -1074, 0x0.0000000000001p-1022},
		{10, 308, 0x1.1ccf385ebc8a0p+1023},
		{10, 308.25, 0x1.fa788589d81d3p+1023},
		{10, 309, math.Inf(1)},
	} {
		if got := Pow(c.x, c.y); got != c.want {
			t.Errorf("Pow(%x, %x) = %x, CPython %x", c.x, c.y, got, c.want)
		}
	}
}
