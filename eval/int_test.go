package eval

import (
	"errors"
	"math"
	"math/big"
	"math/rand"
	"testing"
	"time"
)

func TestMakeIntCache(t *testing.T) {
	for _, i := range []int64{-5, 0, 1, 1024} {
		if n := testing.AllocsPerRun(100, func() { _ = MakeInt(i) }); n != 0 {
			t.Errorf("MakeInt(%d) allocates %v times", i, n)
		}
		if MakeInt(i) != Value(Int(i)) {
			t.Errorf("MakeInt(%d) = %v", i, MakeInt(i))
		}
	}
	th := numNewThread()
	if n := testing.AllocsPerRun(100, func() { _, _ = Binary(th, OpAdd, Int(3), Int(4)) }); n != 0 {
		t.Errorf("3 + 4 allocates %v times", n)
	}
	if v := MakeBigInt(big.NewInt(42)); v != Value(Int(42)) {
		t.Errorf("MakeBigInt(42) = %#v, want Int", v)
	}
}

// TestIntFast checks the int64 fast path against math/big on edge values
// and random operands.
func TestIntFast(t *testing.T) {
	edges := []int64{0, 1, -1, 2, -2, 3, 63, 64, -64, math.MaxInt32, math.MinInt32,
		math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1, 3037000499, 3037000500, -3037000500}
	rng := rand.New(rand.NewSource(1))
	vals := append([]int64(nil), edges...)
	for i := 0; i < 200; i++ {
		vals = append(vals, rng.Int63()>>uint(rng.Intn(63))*int64(1-2*rng.Intn(2)))
	}
	th := numNewThread()
	ops := []BinaryOp{OpAdd, OpSub, OpMul, OpFloorDiv, OpMod, OpAnd, OpOr, OpXor, OpLShift, OpRShift, OpPow, OpTrueDiv}
	for _, x := range vals {
		for _, y := range vals {
			for _, op := range ops {
				if (op == OpLShift || op == OpPow) && (y > 200 || y < 0) {
					continue
				}
				fast, ok := intFast(op, x, y)
				if !ok {
					continue
				}
				// The general path on BigInt operands.
				bx, by := &BigInt{}, &BigInt{}
				bx.v.SetInt64(x)
				by.v.SetInt64(y)
				slow, err := intBinary(th, op, bx, by)
				if err != nil {
					t.Fatalf("%d %s %d: %v", x, op.Symbol(), y, err)
				}
				if eq, _ := Equal(th, fast, slow); !eq {
					t.Errorf("%d %s %d: fast %v, general %v", x, op.Symbol(), y, fast, slow)
				}
			}
		}
	}
}

func TestIntLimits(t *testing.T) {
	isMemoryError := func(err error) bool {
		var exc *Exception
		return errors.As(err, &exc) && exc.Type() == MemoryErrorType && len(exc.Args) == 0
	}
	th := numNewThread()
	big10 := MakeInt(10)
	e, _ := Binary(th, OpPow, big10, big10) // 10**10
	start := time.Now()
	if _, err := Binary(th, OpPow, big10, e); !isMemoryError(err) {
		t.Errorf("10**10**10: %v, want MemoryError", err)
	}
	if _, err := Binary(th, OpLShift, MakeInt(1), e); !isMemoryError(err) {
		t.Errorf("1 << 10**10: %v, want MemoryError", err)
	}
	if _, err := Binary(th, OpPow, MakeInt(3), e); !isMemoryError(err) {
		t.Errorf("3 ** 10**10: %v, want MemoryError", err)
	}
	if time.Since(start) > time.Second {
		t.Errorf("refusing huge results took %v", time.Since(start))
	}

	// The memory budget is charged before big results are computed.
	limited := NewThread(NewInterp(), Limits{MaxMemory: 1 << 20}, nil, nil)
	var le *LimitError
	if _, err := Binary(limited, OpPow, MakeInt(2), MakeInt(100_000_000)); !errors.As(err, &le) || le.Kind != LimitMemory {
		t.Errorf("2**10**8 under 1 MiB: %v, want memory limit", err)
	}
	if _, err := Binary(limited, OpPow, MakeInt(7), MakeInt(10_000_000)); !errors.As(err, &le) || le.Kind != LimitMemory {
		t.Errorf("7**10**7 under 1 MiB: %v, want memory limit", err)
	}

	// The operation budget stops a doubling loop of squarings.
	ops := NewThread(NewInterp(), Limits{MaxOperations: 100_000}, nil, nil)
	x := MakeInt(3)
	var err error
	start = time.Now()
	for i := 0; i < 40 && err == nil; i++ {
		x, err = Binary(ops, OpMul, x, x)
	}
	if !errors.As(err, &le) || le.Kind != LimitOperations {
		t.Errorf("x*x loop: %v, want operation limit", err)
	}
	if time.Since(start) > 2*time.Second {
		t.Errorf("x*x loop took %v", time.Since(start))
	}
}

func TestIntConversions(t *testing.T) {
	th := numNewThread()
	for _, c := range []struct {
		v    Value
		base int
		want string
	}{
		{MakeInt(255), 16, "ff"}, {MakeInt(-255), 2, "-11111111"}, {True, 10, "1"},
		{MakeBigInt(new(big.Int).Lsh(big.NewInt(1), 64)), 16, "10000000000000000"},
	} {
		got, err := IntToString(th, c.v, c.base)
		if err != nil || got != c.want {
			t.Errorf("IntToString(%v, %d) = %q, %v; want %q", c.v, c.base, got, err, c.want)
		}
	}
	huge, _ := Binary(th, OpPow, MakeInt(10), MakeInt(5000))
	if _, err := Repr(th, huge); err == nil {
		t.Errorf("repr(10**5000) succeeded")
	}
	if s, err := IntToString(th, huge, 16); err != nil || len(s) < 4000 {
		t.Errorf("hex of 10**5000: %v", err)
	}
	if f, err := FloatOf(th, MakeInt(3)); err != nil || f != 3 {
		t.Errorf("FloatOf(3) = %v, %v", f, err)
	}
	if _, err := FloatOf(th, huge); err == nil {
		t.Errorf("FloatOf(10**5000) succeeded")
	}
	if b, ok := AsBig(MakeInt(-7)); !ok || b.Int64() != -7 {
		t.Errorf("AsBig(-7) = %v, %v", b, ok)
	}
}

func BenchmarkIntAdd(b *testing.B) {
	th := numNewThread()
	x := Value(Int(0))
	one := MakeInt(1)
	for i := 0; i < b.N; i++ {
		x, _ = Binary(th, OpAdd, x, one)
	}
}

func BenchmarkIntAddSmall(b *testing.B) {
	th := numNewThread()
	x, y := MakeInt(300), MakeInt(400)
	for i := 0; i < b.N; i++ {
		_, _ = Binary(th, OpAdd, x, y)
	}
}

func BenchmarkIntMul(b *testing.B) {
	th := numNewThread()
	x, y := Value(Int(123456)), Value(Int(654321))
	for i := 0; i < b.N; i++ {
		_, _ = Binary(th, OpMul, x, y)
	}
}

func BenchmarkIntFloorDivMod(b *testing.B) {
	th := numNewThread()
	x, y := Value(Int(-123456789)), MakeInt(7)
	for i := 0; i < b.N; i++ {
		_, _ = Binary(th, OpFloorDiv, x, y)
		_, _ = Binary(th, OpMod, x, y)
	}
}

func BenchmarkIntCompare(b *testing.B) {
	th := numNewThread()
	x, y := Value(Int(123456)), Value(Int(654321))
	for i := 0; i < b.N; i++ {
		_, _ = Compare(th, LT, x, y)
	}
}

func BenchmarkBigIntMul(b *testing.B) {
	th := numNewThread()
	x, _ := Binary(th, OpPow, MakeInt(3), MakeInt(1000))
	for i := 0; i < b.N; i++ {
		_, _ = Binary(th, OpMul, x, x)
	}
}

func BenchmarkFloatAdd(b *testing.B) {
	th := numNewThread()
	x, y := Value(Float(1.5)), Value(Float(2.25))
	for i := 0; i < b.N; i++ {
		_, _ = Binary(th, OpAdd, x, y)
	}
}

func BenchmarkFloatPow(b *testing.B) {
	th := numNewThread()
	x, y := Value(Float(1.7)), Value(Float(2.3))
	for i := 0; i < b.N; i++ {
		_, _ = Binary(th, OpPow, x, y)
	}
}
