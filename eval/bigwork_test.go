package eval

import (
	"errors"
	"math"
	"math/big"
	"math/rand"
	"strings"
	"testing"
	"time"
)

// bigRand returns a random number of about bits bits (either sign).
func bigRand(r *rand.Rand, bits int) *big.Int {
	x := new(big.Int).Rand(r, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
	if r.Intn(2) == 0 {
		x.Neg(x)
	}
	return x
}

// TestBigWorkResults checks the work path's functions against math/big
// (and CPython's definitions) on random operands of many sizes.
func TestBigWorkResults(t *testing.T) {
	th := numNewThread()
	r := rand.New(rand.NewSource(1))
	for _, bits := range []int{1, 7, 63, 64, 65, 200, 1000, 5000, 70000} {
		for i := 0; i < 5; i++ {
			a, b := bigRand(r, bits), bigRand(r, bits/2+1)
			if b.Sign() == 0 {
				b.SetInt64(3)
			}
			abs := new(big.Int).Abs(a)
			if got, err := BigIsqrt(th, abs); err != nil || got.Cmp(new(big.Int).Sqrt(abs)) != 0 {
				t.Errorf("isqrt(%d bits): %v, %v", bits, got, err)
			}
			q, m, err := BigDivMod(th, a, b)
			wq, wm := new(big.Int).Div(a, b), new(big.Int).Mod(a, b) // Euclidean
			if b.Sign() < 0 && wm.Sign() != 0 {
				wq.Sub(wq, bigOne)
				wm.Add(wm, b)
			}
			if err != nil || q.Cmp(wq) != 0 || m.Cmp(wm) != 0 {
				t.Errorf("divmod of %d-bit ints: %v", bits, err)
			}
			if g, err := BigGCD(th, a, b); err != nil || g.Cmp(new(big.Int).GCD(nil, nil, new(big.Int).Abs(a), new(big.Int).Abs(b))) != 0 {
				t.Errorf("gcd: %v, %v", g, err)
			}
			if a.Sign() != 0 {
				m, e := BigFrexp(nil, a)
				f, _ := new(big.Float).SetInt(a).Float64()
				if fm, fe := math.Frexp(f); !math.IsInf(f, 0) && (fm != m || int64(fe) != e) {
					t.Errorf("frexp(%v) = %v, %v; want %v, %v", a, m, e, fm, fe)
				}
				if got, err := bigToFloat(a); bits <= 1000 && (err != nil || got != f) {
					t.Errorf("float(%v) = %v, %v; want %v", a, got, err, f)
				}
			}
			s, err := BigText(th, a, 10)
			if err != nil || s != a.String() {
				t.Errorf("text: %v", err)
			}
			if x, ok, err := BigParse(th, new(big.Int).Abs(a).Text(7), 7); err != nil || !ok || x.Cmp(abs) != 0 {
				t.Errorf("parse base 7: %v %v %v", x, ok, err)
			}
		}
	}
	for _, c := range []struct{ lo, hi int64 }{{1, 1}, {1, 20}, {5, 300}, {-7, -1}, {-8, -1}, {-3, 4}, {1000, 5000}} {
		got, err := BigMulRange(th, c.lo, c.hi)
		want := big.NewInt(1)
		for i := c.lo; i <= c.hi; i++ {
			want.Mul(want, big.NewInt(i))
		}
		if err != nil || got.Cmp(want) != 0 {
			t.Errorf("mulrange(%d, %d) = %v, %v", c.lo, c.hi, got, err)
		}
	}
	n := new(big.Int).Lsh(big.NewInt(1), 100)
	got, err := BigFallingProduct(th, n, 37)
	want := big.NewInt(1)
	for i := int64(0); i < 37; i++ {
		want.Mul(want, new(big.Int).Sub(n, big.NewInt(i)))
	}
	if err != nil || got.Cmp(want) != 0 {
		t.Errorf("falling product: %v", err)
	}
	for _, c := range []struct{ x, n int64 }{{3, 0}, {3, 1}, {-3, 5}, {2, 100}, {-2, 101}, {10, 2000}, {7, 333}} {
		got, err := BigPow(th, big.NewInt(c.x), uint64(c.n))
		if err != nil || got.Cmp(new(big.Int).Exp(big.NewInt(c.x), big.NewInt(c.n), nil)) != 0 {
			t.Errorf("pow(%d, %d): %v", c.x, c.n, err)
		}
	}
}

// TestBigWorkCharges checks that every result is charged to the run's
// memory (not only large ones) and that work predicted past the deadline
// is refused before it runs.
func TestBigWorkCharges(t *testing.T) {
	th := NewThread(NewInterp(), Limits{MaxMemory: 1 << 40}, nil, nil)
	a := new(big.Int).Lsh(big.NewInt(1), 1000)
	before := th.memUsed
	for i := 0; i < 100; i++ {
		if _, err := BigAdd(th, a, a); err != nil {
			t.Fatal(err)
		}
	}
	if got := th.memUsed - before; got < 100*(1000/8) {
		t.Errorf("100 sums of 1000-bit ints charged %d bytes", got)
	}
	// A gcd of two 4-Mbit numbers takes seconds in one math/big call.
	slow := NewThread(NewInterp(), Limits{Deadline: time.Now().Add(50 * time.Millisecond)}, nil, nil)
	x := new(big.Int).Lsh(big.NewInt(3), 1<<22)
	y := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(5), 1<<22), bigOne)
	start := time.Now()
	_, err := BigGCD(slow, x, y)
	var le *LimitError
	if !errors.As(err, &le) || le.Kind != LimitTimeout {
		t.Errorf("gcd of 4 Mbit ints: %v, want the timeout", err)
	}
	if d := time.Since(start); d > 40*time.Millisecond {
		t.Errorf("refused after %v", d)
	}
	// Past the ceiling: MemoryError whatever the budget.
	if _, err := BigLsh(nil, a, intMaxBits); err == nil {
		t.Errorf("a shift past intMaxBits succeeded")
	}
}

// TestBigFrexp checks BigFrexp against math/big's exact float conversion
// (m * 2**e rounded half to even, ties decided by every lower bit) and
// that it reads a huge int's top words only: no copy, no allocation.
func TestBigFrexp(t *testing.T) {
	pow2 := func(n uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), n) }
	add := func(xs ...*big.Int) *big.Int {
		s := new(big.Int)
		for _, x := range xs {
			s.Add(s, x)
		}
		return s
	}
	cases := []*big.Int{
		big.NewInt(1), big.NewInt(-3), big.NewInt(1 << 62), pow2(64), add(pow2(64), big.NewInt(1)),
		add(pow2(10000), pow2(9947)),                // a tie: to even (down)
		add(pow2(10000), pow2(9947), big.NewInt(1)), // the tie broken by the lowest bit
		add(pow2(10000), pow2(9947), pow2(9948)),    // a tie: to even (up)
		new(big.Int).Neg(add(pow2(100000), pow2(99947), pow2(5))),
		new(big.Int).Exp(big.NewInt(7), big.NewInt(30000), nil),
	}
	for _, x := range cases {
		m, e := BigFrexp(nil, x)
		// The exact value, rounded by big.Float to 53 bits half to even.
		f, _ := new(big.Float).SetInt(x).Float64()
		wantM, wantE := math.Frexp(f) // f is finite only for small x
		if math.IsInf(f, 0) {
			bf := new(big.Float).SetPrec(53).SetMode(big.ToNearestEven).SetInt(x)
			mant := new(big.Float)
			wantE = bf.MantExp(mant)
			wantM, _ = mant.Float64()
		}
		if m != wantM || e != int64(wantE) {
			t.Errorf("BigFrexp(%d bits) = %v, %d; want %v, %d", x.BitLen(), m, e, wantM, wantE)
		}
	}
	huge := new(big.Int).Exp(big.NewInt(7), big.NewInt(300000), nil)
	if n := testing.AllocsPerRun(10, func() { BigFrexp(nil, huge) }); n != 0 {
		t.Errorf("BigFrexp of a huge int allocates %v times", n)
	}
}

// TestLog2Base checks that log2Base's constants are math.Log2's values, so
// that BigText charges what it charged with the call.
func TestLog2Base(t *testing.T) {
	for b := 2; b <= 36; b++ {
		if got, want := log2Base(b), math.Log2(float64(b)); got != want {
			t.Errorf("log2Base(%d) = %v, want %v", b, got, want)
		}
	}
}

// TestSmallIntText checks smallIntText and smallDecimal against BigText
// and bigDecimal of the same int: the digits, and the memory and work
// charged.
func TestSmallIntText(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	vals := []int64{0, 1, -1, 7, -8, 9, 10, -10, 255, 1 << 32, math.MaxInt64, math.MinInt64, math.MinInt64 + 1}
	for i := 0; i < 200; i++ {
		vals = append(vals, r.Int63()>>uint(r.Intn(63))*int64(1-2*r.Intn(2)))
	}
	for _, v := range vals {
		for _, base := range []int{8, 10, 16} {
			small := NewThread(NewInterp(), Limits{MaxMemory: 1 << 40}, nil, nil)
			bigT := NewThread(NewInterp(), Limits{MaxMemory: 1 << 40}, nil, nil)
			var got, want string
			var err1, err2 error
			if base == 10 {
				got, err1 = smallDecimal(small, v)
				want, err2 = bigDecimal(bigT, big.NewInt(v))
			} else {
				got, err1 = smallIntText(small, v, base)
				want, err2 = BigText(bigT, big.NewInt(v), base)
			}
			if err1 != nil || err2 != nil {
				t.Fatalf("%d base %d: %v, %v", v, base, err1, err2)
			}
			if want = strings.TrimPrefix(want, "-"); got != want {
				t.Errorf("%d base %d: %q, want %q", v, base, got, want)
			}
			if small.memUsed != bigT.memUsed || small.budget != bigT.budget {
				t.Errorf("%d base %d: charged %d bytes and %d operations left, BigText %d and %d",
					v, base, small.memUsed, small.budget, bigT.memUsed, bigT.budget)
			}
		}
	}
}
