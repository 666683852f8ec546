package libm

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// TestLdexpRounded checks ldexpRounded against math/big's rounding of
// the exact e * 2**k (big.Float.Float64 rounds to nearest even, to a
// subnormal where it must), around the smallest normal and below it,
// including ties of e.hi on the subnormal grid broken by e.lo.
func TestLdexpRounded(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 200000; i++ {
		hi := 0.5 + 1.5*r.Float64()
		k := -1080 + r.Intn(70)
		if i%4 == 0 {
			// e.hi exactly halfway between two subnormals at this k.
			q := math.Ldexp(1, -1074-k)
			hi = (math.Floor(hi/q) + 0.5) * q
		}
		lo := math.Ldexp(r.Float64()-0.5, -53) * hi
		if i%8 == 0 {
			lo = 0
		}
		e := quickTwoSum(hi, lo)
		exact := new(big.Float).SetPrec(300).SetFloat64(e.hi)
		exact.Add(exact, new(big.Float).SetFloat64(e.lo))
		exact.SetMantExp(exact, k)
		want, _ := exact.Float64()
		if got := ldexpRounded(e, k); got != want {
			t.Fatalf("ldexpRounded(%v, %d) = %x, want %x", e, k, got, want)
		}
	}
}
