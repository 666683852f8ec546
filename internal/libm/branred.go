package libm

import "math"

// The reduction of sin's and cos's arguments of magnitude 105414350 and
// above as glibc does it (its branred): x scaled by 2**-600 and split in
// two halves of 26 bits (Dekker's split; glibc compiles it without fused
// multiply-adds), each half's products with 2/pi in base 2**24 summed
// with their integer parts removed, then the fraction times pi/2 as a
// pair a + aa. Its error, far larger than that of an exact reduction
// when the result is near 0 (6381956970095103 * 2.0 ** 797), is what
// CPython's sin and cos give there. The float64 conversions keep Go
// from fusing a product into the sum that uses it (as it may on arm64).

// branredDigits is 2/pi in base 2**24: 2/pi = sum of d[i] * 2**(-24*(i+1))
// (TestBranredDigits derives them from the 1,900-bit pi).
var branredDigits = [75]float64{
	10680707, 7228996, 1387004, 2578385, 16069853,
	12639074, 9804092, 4427841, 16666979, 11263675,
	12935607, 2387514, 4345298, 14681673, 3074569,
	13734428, 16653803, 1880361, 10960616, 8533493,
	3062596, 8710556, 7349940, 6258241, 3772886,
	3769171, 3798172, 8675211, 12450088, 3874808,
	9961438, 366607, 15675153, 9132554, 7151469,
	3571407, 2607881, 12013382, 4155038, 6285869,
	7677882, 13102053, 15825725, 473591, 9065106,
	15363067, 6271263, 9264392, 5636912, 4652155,
	7056368, 13614112, 10155062, 1944035, 9527646,
	15080200, 6658437, 6231200, 6832269, 16767104,
	5075751, 3212806, 1398474, 7579849, 6349435,
	12618859, 4703257, 12806093, 14477321, 2786137,
	12875403, 9837734, 14528324, 13719321, 343717,
}

const (
	branredSplit = 0x1p27 + 1
	branredBig   = 0x1.8p52 // adding it rounds to an integer
	branredBig1  = 0x1.8p54 // adding it rounds to a multiple of 4
	branredMp1   = 0x1.921FB58000000p0
	branredMp2   = -0x1.DDE974p-27
)

// branredHalf is one half's sum of products with 2/pi: its fraction as
// b + bb and its integer part modulo 4 (sum).
func branredHalf(x float64) (b, bb, sum float64) {
	k := int((math.Float64bits(x)>>52)&2047-450) / 24
	if k < 0 {
		k = 0
	}
	gor := math.Float64frombits(math.Float64bits(0x1p576) - uint64(k*24)<<52)
	var r [6]float64
	for i := range r {
		r[i] = float64(x * branredDigits[k+i] * gor)
		gor *= 0x1p-24
	}
	for i := 0; i < 3; i++ {
		s := (r[i] + branredBig) - branredBig
		sum += s
		r[i] -= s
	}
	t := 0.0
	for i := 5; i >= 0; i-- {
		t += r[i]
	}
	bb = (((((r[0] - t) + r[1]) + r[2]) + r[3]) + r[4]) + r[5]
	s := (t + branredBig) - branredBig
	sum += s
	t -= s
	b = t + bb
	bb = (t - b) + bb
	s = (sum + branredBig1) - branredBig1
	sum -= s
	return b, bb, sum
}

// branred returns a, aa and n with x = n*pi/2 + a + aa (n modulo 4) for
// finite |x| >= 105414350.
func branred(x float64) (a, aa float64, n int) {
	x *= 0x1p-600
	t := float64(x * branredSplit)
	x1 := t - (t - x)
	x2 := x - x1
	b1, bb1, sum1 := branredHalf(x1)
	b2, bb2, sum2 := branredHalf(x2)
	sum := sum1 + sum2
	b := b1 + b2
	var bb float64
	if math.Abs(b1) > math.Abs(b2) {
		bb = (b1 - b) + b2
	} else {
		bb = (b2 - b) + b1
	}
	if b > 0.5 {
		b--
		sum++
	} else if b < -0.5 {
		b++
		sum--
	}
	s := b + (bb + bb1 + bb2)
	t = ((b - s) + bb) + (bb1 + bb2)
	b = float64(s * branredSplit)
	t1 := b - (b - s)
	t2 := s - t1
	b = float64(s * gsHp0)
	bb = (((float64(t1*branredMp1) - b) + float64(t1*branredMp2)) + float64(t2*branredMp1)) +
		(float64(t2*branredMp2) + float64(s*gsHp1) + float64(t*gsHp0))
	s = b + bb
	t = (b - s) + bb
	return s, t, int(int64(sum)) & 3
}
