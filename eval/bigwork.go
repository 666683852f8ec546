package eval

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"time"
)

// The work path of big-int arithmetic.
//
// Every math/big operation whose cost grows with its operands (products,
// divisions, powers, gcds and inverses, square roots, shifts, sums,
// comparisons, conversions to and from text and bytes, copies) runs
// through the functions of this file, which, before calling math/big:
//
//  1. predict the size of the result and refuse, with MemoryError, a
//     result larger than intMaxBits whatever the run's budget (one
//     math/big call cannot be interrupted, nor its allocation bounded);
//  2. charge every result to the run's memory budget (its bytes plus the
//     boxes around them: a list of a million 10 KB ints is 10 GB, however
//     small each one is; allocate-and-discard loops keep working because
//     Thread.Charge re-bases on the live heap when the charges reach the
//     limit);
//  3. count the predicted work as operations, one per intWordsPerStep
//     machine-word operations, which also polls the deadline and the
//     cancellation flag;
//  4. predict the wall-clock time of the call from its work and refuse,
//     with the terminal timeout, a call that would end past the run's
//     deadline (ChargeIntWork).
//
// Long computations (powers, square roots, products of ranges) are
// sequences of such calls, so the deadline is honoured between them too.
//
// The static check of package internal/lint/allocpath rejects calls of
// math/big's methods anywhere else in the packages that handle program
// data, except the accessors that cost O(1) and allocate nothing (Sign,
// BitLen, IsInt64, Int64, Bit, ...): this file is the one place where
// the cost of a big-int operation is accounted for.
//
// The work unit is one machine-word multiply-add of a schoolbook
// multiplication; the other operations are scaled to it (intMulWork,
// intDivWork, bigGCDWork, ...), so that one measured rate predicts all of
// them. On a 2-core x86-64 a unit costs 1.8-2.8 ns for products and
// squares of 64 Kibit to 32 Mibit (Karatsuba's n**1.585 fits math/big
// within 30% over that range), and intDivWork's divisions the same within
// 20%.
//
// A nil *Thread (host work outside any run) is charged nothing; the size
// ceiling still holds.
const (
	intMaxBits      = 64 << 20 * 8 // 64 MiB
	intWordsPerStep = 32

	// bigIntOverhead is the charge of an int result besides its digits:
	// the BigInt box, the big.Int header and the allocator's rounding.
	bigIntOverhead = 48
)

// IntMaxBits is the size of the largest int any run may build: a
// predicted result past it is refused (IntTooLarge) before any work.
const IntMaxBits = intMaxBits

// IntTooLarge is the error for an int result past IntMaxBits: the run's
// terminal memory limit, or MemoryError with no limit.
func IntTooLarge(t *Thread) error { return memoryError(t) }

// intBudget accounts for an int operation producing about resBits bits
// (0: no new int, or one that fits in a machine word) and costing work
// word operations.
func intBudget(t *Thread, resBits, work int64) error {
	if resBits > intMaxBits || resBits < 0 {
		return memoryError(t)
	}
	if t == nil {
		return nil
	}
	if resBits > 63 {
		if err := t.Charge(resBits/8 + bigIntOverhead); err != nil {
			return err
		}
	}
	return ChargeIntWork(t, work)
}

// ChargeIntWork accounts for an uninterruptible computation (one math/big
// call) of work word operations about to run: it counts the operations
// (which checks the operation limit, cancellation and the deadline) and
// refuses, with the terminal timeout limit, work predicted to end past the
// deadline. Call intWorkDone with the start time afterwards to refine the
// prediction.
func ChargeIntWork(t *Thread, work int64) error {
	if t == nil || work < intWordsPerStep {
		return nil
	}
	if work < 0 {
		work = math.MaxInt64
	}
	if err := t.Steps(work / intWordsPerStep); err != nil {
		return err
	}
	return intDeadlineCheck(t, work)
}

// intDeadlineCheck refuses, with the terminal timeout limit, work
// predicted to end past the deadline (ChargeIntWork without counting the
// operations: for an operation split in pieces, each counted as it runs).
func intDeadlineCheck(t *Thread, work int64) error {
	if work < intTimedWork {
		return nil
	}
	dl := t.limits.Deadline
	if dl.IsZero() {
		return nil
	}
	// Predicted time with a margin for the estimate's error (so that an
	// operation the estimate lets through ends by the deadline even when
	// it runs 1.5 times slower than predicted).
	need := time.Duration(math.Min(float64(work)*t.intNanosPerWork()*intTimeMargin, math.MaxInt64/2))
	if time.Until(dl) < need {
		// The run is over: pull the deadline in so that every later check
		// fails the same way.
		t.limits.Deadline = time.Now()
		t.budget, t.chunk = 0, 0
		return &LimitError{Kind: LimitTimeout}
	}
	return nil
}

// intTimedWork is the least work worth timing (about 50 µs): below it the
// clock costs more than the prediction is worth, and operations are
// short enough to be checked by the next operation step.
const (
	intTimedWork  = 1 << 14
	intTimeMargin = 1.5
)

// intDefaultNanosPerWork is the rate before any operation was timed
// (measured on a 2-core x86-64, rounded down).
const intDefaultNanosPerWork = 1.5

// intNanosPerWork is the interpreter's estimate of nanoseconds per work
// unit: an exponentially weighted mean of its timed operations, so it
// follows the machine's speed and load. It lives on the Interp (one
// goroutine at a time), so interpreters share no mutable state.
func (t *Thread) intNanosPerWork() float64 {
	if t.Interp != nil && t.Interp.intRate > 0 {
		return t.Interp.intRate
	}
	return intDefaultNanosPerWork
}

// intWorkStart returns the start time of an operation worth timing, or
// the zero time.
func intWorkStart(work int64) time.Time {
	if work < intTimedWork {
		return time.Time{}
	}
	return time.Now()
}

// intWorkDone folds the measured rate of an operation started at start
// (by intWorkStart) into the estimate. Rates are clamped to a sane range
// so that one operation preempted by the scheduler or the collector
// cannot make the estimate absurd.
func intWorkDone(t *Thread, start time.Time, work int64) {
	if start.IsZero() || work <= 0 {
		return
	}
	r := float64(time.Since(start)) / float64(work)
	r = math.Max(0.2, math.Min(r, 50))
	if t == nil || t.Interp == nil {
		return
	}
	t.Interp.intRate = 0.75*t.intNanosPerWork() + 0.25*r
}

// intWords is the number of machine words of an n-bit number.
func intWords(nbits int) int64 { return int64(nbits+63) / 64 }

// intMulWork estimates the word operations of multiplying an a-word by a
// b-word number (schoolbook below math/big's Karatsuba threshold,
// Karatsuba's n**1.585 above).
func intMulWork(a, b int64) int64 {
	if a > b {
		a, b = b, a
	}
	if a < 40 {
		return a*b + b
	}
	return int64(float64(b) * math.Pow(float64(a), 0.585))
}

// intDivWork estimates the work of dividing an wa-word number by a
// wb-word one: math/big's recursive division costs about two and a half
// products of the quotient's size by the divisor's (measured: 2.2-2.6).
func intDivWork(wa, wb int64) int64 {
	if wa < wb {
		return wa
	}
	return intMulWork(wa-wb+1, wb)*5/2 + wa
}

// bigGCDWork estimates the work of math/big's Lehmer gcd of an wa-word
// and a wb-word number: a division brings the larger to the smaller's
// size, then the gcd proper is quadratic (measured: 3.5-4.5 ns per
// squared word, about two units). With cofactors (extended gcd, modular
// inverse) it costs three times as much.
func bigGCDWork(wa, wb int64, cofactors bool) int64 {
	if wa < wb {
		wa, wb = wb, wa
	}
	w := float64(intDivWork(wa, wb)) + 2*float64(wb)*float64(wb)
	if cofactors {
		w = float64(intDivWork(wa, wb)) + 6*float64(wb)*float64(wb)
	}
	return workOf(w)
}

// BigMulWork is the work, in the units ChargeIntWork counts, of
// multiplying an a-bit number by a b-bit one (for packages whose numbers
// are math/big's underneath, such as the decimal module's).
func BigMulWork(aBits, bBits int64) int64 {
	return intMulWork(intWords(int(min(aBits, intMaxBits))), intWords(int(min(bBits, intMaxBits))))
}

// BigDivWork is the work of dividing an a-bit number by a b-bit one.
func BigDivWork(aBits, bBits int64) int64 {
	return intDivWork(intWords(int(min(aBits, intMaxBits))), intWords(int(min(bBits, intMaxBits))))
}

// workOf converts a float estimate to work units, saturating.
func workOf(w float64) int64 {
	if w >= math.MaxInt64/2 || math.IsNaN(w) {
		return math.MaxInt64 / 2
	}
	return int64(w)
}

// bigWords is the number of machine words of |x|.
func bigWords(x *big.Int) int64 { return intWords(x.BitLen()) }

// BigAdd returns a + b.
func BigAdd(t *Thread, a, b *big.Int) (*big.Int, error) {
	z := new(big.Int)
	return z, bigLinearInto(t, z, a, b, OpAdd)
}

// BigSub returns a - b.
func BigSub(t *Thread, a, b *big.Int) (*big.Int, error) {
	z := new(big.Int)
	return z, bigLinearInto(t, z, a, b, OpSub)
}

// bigLinearInto sets z to a op b for the linear operators (+, -, &, |,
// ^), accounted first. The int operators write into the BigInt they
// return (one allocation per result).
func bigLinearInto(t *Thread, z, a, b *big.Int, op BinaryOp) error {
	if err := intBudget(t, int64(max(a.BitLen(), b.BitLen()))+1, bigWords(a)+bigWords(b)); err != nil {
		return err
	}
	switch op {
	case OpAdd:
		z.Add(a, b)
	case OpSub:
		z.Sub(a, b)
	case OpAnd:
		z.And(a, b)
	case OpOr:
		z.Or(a, b)
	case OpXor:
		z.Xor(a, b)
	}
	return nil
}

// BigAddInt64 returns a + n.
func BigAddInt64(t *Thread, a *big.Int, n int64) (*big.Int, error) {
	return BigAdd(t, a, big.NewInt(n))
}

// BigMul returns a * b.
func BigMul(t *Thread, a, b *big.Int) (*big.Int, error) {
	z := new(big.Int)
	return z, bigMulInto(t, z, a, b)
}

// bigMulInto sets z to a * b, accounted first.
func bigMulInto(t *Thread, z, a, b *big.Int) error {
	work := intMulWork(bigWords(a), bigWords(b))
	if work > bigSliceWork && t != nil {
		// A long product: in pieces (bigsplit.go), refused at once if
		// predicted to end past the deadline.
		if err := intBudget(t, int64(a.BitLen())+int64(b.BitLen()), 0); err != nil {
			return err
		}
		if err := intDeadlineCheck(t, work); err != nil {
			return err
		}
		ab, bb := new(big.Int).Abs(a), new(big.Int).Abs(b)
		if a == b {
			bb = ab
		}
		r, err := bigMulSplit(t, ab, bb, bigSliceWork)
		if err != nil {
			return err
		}
		if a.Sign()*b.Sign() < 0 {
			r.Neg(r)
		}
		*z = *r
		return nil
	}
	if err := intBudget(t, int64(a.BitLen())+int64(b.BitLen()), work); err != nil {
		return err
	}
	start := intWorkStart(work)
	z.Mul(a, b)
	intWorkDone(t, start, work)
	return nil
}

// BigMulInt64 returns a * n.
func BigMulInt64(t *Thread, a *big.Int, n int64) (*big.Int, error) {
	return BigMul(t, a, big.NewInt(n))
}

// BigQuoRem returns the truncated quotient and remainder of a / b (Go's
// and C's division); b must not be zero.
func BigQuoRem(t *Thread, a, b *big.Int) (q, r *big.Int, err error) {
	la, lb := a.BitLen(), b.BitLen()
	work := intDivWork(intWords(la), intWords(lb))
	if err := intBudget(t, int64(max(la-lb+1, 0))+int64(lb), work); err != nil {
		return nil, nil, err
	}
	start := intWorkStart(work)
	// The call writes only its own variables: an abandoned call (see
	// bigWatched) must share nothing the run touches afterwards.
	var wq, wr *big.Int
	if err := bigWatched(t, work, func() { wq, wr = new(big.Int).QuoRem(a, b, new(big.Int)) }); err != nil {
		return nil, nil, err
	}
	intWorkDone(t, start, work)
	return wq, wr, nil
}

// BigQuo returns the truncated quotient of a / b (b != 0).
func BigQuo(t *Thread, a, b *big.Int) (*big.Int, error) {
	q, _, err := BigQuoRem(t, a, b)
	return q, err
}

// BigDivMod returns Python's floor division and modulo of a by b
// (b != 0): the remainder has b's sign.
func BigDivMod(t *Thread, a, b *big.Int) (q, m *big.Int, err error) {
	if q, m, err = BigQuoRem(t, a, b); err != nil {
		return nil, nil, err
	}
	if m.Sign() != 0 && m.Sign() != b.Sign() {
		// Adjusting costs one pass over each.
		if err := ChargeIntWork(t, bigWords(q)+bigWords(m)); err != nil {
			return nil, nil, err
		}
		q.Sub(q, bigOne)
		m.Add(m, b)
	}
	return q, m, nil
}

// BigMod returns a mod b with b's sign (Python's %), b != 0.
func BigMod(t *Thread, a, b *big.Int) (*big.Int, error) {
	_, m, err := BigDivMod(t, a, b)
	return m, err
}

// bigLinear accounts for a linear operation producing a resBits-bit
// result from operands of words words.
func bigLinear(t *Thread, resBits int64, words int64) error {
	return intBudget(t, resBits, words)
}

// BigAnd returns a & b (two's complement semantics, as Python's).
func BigAnd(t *Thread, a, b *big.Int) (*big.Int, error) {
	z := new(big.Int)
	return z, bigLinearInto(t, z, a, b, OpAnd)
}

// BigOr returns a | b.
func BigOr(t *Thread, a, b *big.Int) (*big.Int, error) {
	z := new(big.Int)
	return z, bigLinearInto(t, z, a, b, OpOr)
}

// BigXor returns a ^ b.
func BigXor(t *Thread, a, b *big.Int) (*big.Int, error) {
	z := new(big.Int)
	return z, bigLinearInto(t, z, a, b, OpXor)
}

// BigNot returns ~a (-a-1).
func BigNot(t *Thread, a *big.Int) (*big.Int, error) {
	z := new(big.Int)
	return z, bigUnaryInto(t, z, a, true)
}

// BigNeg returns -a.
func BigNeg(t *Thread, a *big.Int) (*big.Int, error) {
	z := new(big.Int)
	return z, bigUnaryInto(t, z, a, false)
}

// bigUnaryInto sets z to ~a (not) or -a, accounted first.
func bigUnaryInto(t *Thread, z, a *big.Int, not bool) error {
	if err := bigLinear(t, int64(a.BitLen())+1, bigWords(a)); err != nil {
		return err
	}
	if not {
		z.Not(a)
	} else {
		z.Neg(a)
	}
	return nil
}

// BigAbs returns |a|.
func BigAbs(t *Thread, a *big.Int) (*big.Int, error) {
	if err := bigLinear(t, int64(a.BitLen()), bigWords(a)); err != nil {
		return nil, err
	}
	return new(big.Int).Abs(a), nil
}

// BigCopy returns a copy of a (to modify, or to keep past a's owner).
func BigCopy(t *Thread, a *big.Int) (*big.Int, error) {
	if err := bigLinear(t, int64(a.BitLen()), bigWords(a)); err != nil {
		return nil, err
	}
	return new(big.Int).Set(a), nil
}

// BigLsh returns a << n; a result past intMaxBits is MemoryError.
func BigLsh(t *Thread, a *big.Int, n uint64) (*big.Int, error) {
	z := new(big.Int)
	return z, bigShiftInto(t, z, a, n, true)
}

// BigRsh returns a >> n (floor, as Python's).
func BigRsh(t *Thread, a *big.Int, n uint64) (*big.Int, error) {
	z := new(big.Int)
	return z, bigShiftInto(t, z, a, n, false)
}

// bigShiftInto sets z to a << n (left) or a >> n, accounted first.
func bigShiftInto(t *Thread, z, a *big.Int, n uint64, left bool) error {
	if left {
		if a.Sign() == 0 {
			z.SetInt64(0)
			return nil
		}
		if n > intMaxBits {
			return memoryError(t)
		}
		res := int64(a.BitLen()) + int64(n)
		if err := bigLinear(t, res, intWords(int(res))); err != nil {
			return err
		}
		z.Lsh(a, uint(n))
		return nil
	}
	if n >= uint64(a.BitLen()) {
		if a.Sign() < 0 {
			z.SetInt64(-1)
		} else {
			z.SetInt64(0)
		}
		return nil
	}
	res := int64(a.BitLen()) - int64(n)
	if err := bigLinear(t, res, intWords(int(res))); err != nil {
		return err
	}
	z.Rsh(a, uint(n))
	return nil
}

// BigPow2 returns 2**n.
func BigPow2(t *Thread, n uint64) (*big.Int, error) {
	return BigLsh(t, bigOne, n)
}

// BigCmp compares a and b (-1, 0, +1), counting the work of comparing
// two long numbers of the same length (math/big compares lengths first).
func BigCmp(t *Thread, a, b *big.Int) (int, error) {
	if a.Sign() == b.Sign() {
		if w := bigWords(a); w > intWordsPerStep && w == bigWords(b) {
			if err := ChargeIntWork(t, w/8); err != nil {
				return 0, err
			}
		}
	}
	return a.Cmp(b), nil
}

// BigCmpAbs compares |a| and |b|.
func BigCmpAbs(t *Thread, a, b *big.Int) (int, error) {
	if w := bigWords(a); w > intWordsPerStep && w == bigWords(b) {
		if err := ChargeIntWork(t, w/8); err != nil {
			return 0, err
		}
	}
	return a.CmpAbs(b), nil
}

// BigEqual reports whether a == b (no work past a length difference).
func BigEqual(t *Thread, a, b *big.Int) (bool, error) {
	c, err := BigCmp(t, a, b)
	return c == 0, err
}

// BigPow returns x ** n (n >= 0) by left-to-right square and multiply,
// each product accounted before it runs (so the deadline is honoured
// between them too). The result's size is predicted first: one past
// intMaxBits is MemoryError at once.
func BigPow(t *Thread, x *big.Int, n uint64) (*big.Int, error) {
	switch {
	case n == 0:
		return big.NewInt(1), nil
	case x.Sign() == 0:
		return new(big.Int), nil
	case x.IsInt64() && (x.Int64() == 1 || x.Int64() == -1):
		if x.Int64() == -1 && n&1 == 1 {
			return big.NewInt(-1), nil
		}
		return big.NewInt(1), nil
	}
	la := x.BitLen()
	if uint(la-1) == x.TrailingZeroBits() {
		// ±2**k: a shift.
		k := uint64(la - 1)
		if n > intMaxBits/k+1 {
			return nil, memoryError(t)
		}
		r, err := BigLsh(t, bigOne, k*n)
		if err != nil {
			return nil, err
		}
		if x.Sign() < 0 && n&1 == 1 {
			r.Neg(r)
		}
		return r, nil
	}
	log2x := float64(la-1) + math.Log2(bigTopFraction(x))
	if predicted := float64(n) * log2x; predicted > intMaxBits {
		return nil, memoryError(t)
	}
	r, err := BigCopy(t, x)
	if err != nil {
		return nil, err
	}
	for i := bits.Len64(n) - 2; i >= 0; i-- {
		if r, err = BigMul(t, r, r); err != nil {
			return nil, err
		}
		if n>>uint(i)&1 == 1 {
			if r, err = BigMul(t, r, x); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

// bigTopFraction returns |x| / 2**(bitlen-1) as a float in [1, 2).
func bigTopFraction(x *big.Int) float64 {
	n := x.BitLen()
	if n <= 53 {
		return math.Ldexp(float64(new(big.Int).Abs(x).Uint64()), 1-n)
	}
	top := new(big.Int).Rsh(x, uint(n-53))
	return math.Ldexp(float64(top.Abs(top).Uint64()), -52)
}

// BigExpMod returns x**y mod m for y >= 0 and m > 0 (math/big's
// exponentiation, with a result in [0, m)).
func BigExpMod(t *Thread, x, y, m *big.Int) (*big.Int, error) {
	wm := bigWords(m)
	// Square and multiply: up to two modular products per exponent bit;
	// math/big's Montgomery multiplication (odd moduli) is quadratic.
	step := intMulWork(wm, wm) + intDivWork(2*wm, wm)
	if m.Bit(0) == 1 {
		step = max(step, 2*wm*wm)
	}
	// Reducing x first costs a division.
	work := workOf(float64(y.BitLen())*2*float64(step)) + intDivWork(bigWords(x), wm)
	if err := intBudget(t, int64(m.BitLen()), work); err != nil {
		return nil, err
	}
	// Not timed: the windowed exponentiation does fewer products than
	// predicted, and its rate would skew the estimate of the others.
	var r *big.Int
	if err := bigWatched(t, work, func() { r = new(big.Int).Exp(x, y, m) }); err != nil {
		return nil, err
	}
	if r.Sign() < 0 {
		r.Add(r, m)
	}
	return r, nil
}

// BigGCD returns gcd(|a|, |b|).
func BigGCD(t *Thread, a, b *big.Int) (*big.Int, error) {
	work := bigGCDWork(bigWords(a), bigWords(b), false)
	if err := intBudget(t, int64(min(a.BitLen(), b.BitLen())), work); err != nil {
		return nil, err
	}
	// math/big's gcd is of the absolute values, whatever the signs.
	var g *big.Int
	if err := bigWatched(t, work, func() { g = new(big.Int).GCD(nil, nil, a, b) }); err != nil {
		return nil, err // g is the abandoned call's: not read
	}
	return g, nil
}

// BigModInverse returns the inverse of a modulo m (m > 0) in [0, m), or
// ok false when a is not invertible.
func BigModInverse(t *Thread, a, m *big.Int) (inv *big.Int, ok bool, err error) {
	work := bigGCDWork(bigWords(a), bigWords(m), true)
	if err := intBudget(t, 2*int64(m.BitLen()), work); err != nil {
		return nil, false, err
	}
	var w *big.Int
	if err := bigWatched(t, work, func() { w = new(big.Int).ModInverse(new(big.Int).Mod(a, m), m) }); err != nil {
		return nil, false, err // w is the abandoned call's: not read
	}
	inv = w
	if inv == nil {
		return nil, false, nil
	}
	return inv, true, nil
}

// BigIsqrt returns the integer square root of n >= 0 (CPython's
// math.isqrt algorithm: each step doubles the precision of the root, so
// the whole costs about two divisions of n by its root, accounted step by
// step).
func BigIsqrt(t *Thread, n *big.Int) (*big.Int, error) {
	if n.Sign() == 0 {
		return new(big.Int), nil
	}
	if n.IsUint64() {
		return new(big.Int).SetUint64(isqrt64(n.Uint64())), nil
	}
	c := uint64(n.BitLen()-1) / 2
	a := big.NewInt(1)
	var d uint64
	for s := bits.Len64(c) - 1; s >= 0; s-- {
		e := d
		d = c >> uint(s)
		hi, err := BigLsh(t, a, d-e-1)
		if err != nil {
			return nil, err
		}
		top, err := BigRsh(t, n, 2*c-e-d+1)
		if err != nil {
			return nil, err
		}
		q, err := BigQuo(t, top, a)
		if err != nil {
			return nil, err
		}
		if a, err = BigAdd(t, hi, q); err != nil {
			return nil, err
		}
	}
	sq, err := BigMul(t, a, a)
	if err != nil {
		return nil, err
	}
	if sq.Cmp(n) > 0 {
		a.Sub(a, bigOne)
	}
	return a, nil
}

// isqrt64 is the integer square root of x.
func isqrt64(x uint64) uint64 {
	r := uint64(math.Sqrt(float64(x)))
	//workloop:bounded r starts at the float square root of x: it corrects r by one or two
	for r*r > x || r > math.MaxUint32 {
		r--
	}
	for (r+1)*(r+1) <= x && r+1 <= math.MaxUint32 {
		r++
	}
	return r
}

// bigLeafRange is the longest range BigMulRange multiplies in one
// math/big call (a product of at most 256 words, about 10 µs).
const bigLeafRange = 64

// BigMulRange returns the product of the integers in [lo, hi] (1 for an
// empty range), as a balanced product tree whose products are each
// accounted before they run.
func BigMulRange(t *Thread, lo, hi int64) (*big.Int, error) {
	if lo > hi {
		return big.NewInt(1), nil
	}
	if lo <= 0 && hi >= 0 {
		return new(big.Int), nil
	}
	if lo < 0 {
		// A product of negatives: its magnitude, signed by the count.
		r, err := BigMulRange(t, -hi, -lo)
		if err == nil && (hi-lo)%2 == 0 {
			r.Neg(r)
		}
		return r, err
	}
	if hi-lo < bigLeafRange {
		n := hi - lo + 1
		if err := intBudget(t, n*int64(bits.Len64(uint64(hi))), n*n/2); err != nil {
			return nil, err
		}
		return new(big.Int).MulRange(lo, hi), nil
	}
	mid := lo + (hi-lo)/2
	a, err := BigMulRange(t, lo, mid)
	if err != nil {
		return nil, err
	}
	b, err := BigMulRange(t, mid+1, hi)
	if err != nil {
		return nil, err
	}
	return BigMul(t, a, b)
}

// BigFallingProduct returns n * (n-1) * ... * (n-k+1) for any n (the
// product of k consecutive integers down from n), as a balanced product
// tree.
func BigFallingProduct(t *Thread, n *big.Int, k uint64) (*big.Int, error) {
	switch k {
	case 0:
		return big.NewInt(1), nil
	case 1:
		return BigCopy(t, n)
	}
	if n.IsInt64() && k <= math.MaxInt64 && n.Int64() > math.MinInt64+int64(k) {
		return BigMulRange(t, n.Int64()-int64(k)+1, n.Int64())
	}
	half := k / 2
	a, err := BigFallingProduct(t, n, half)
	if err != nil {
		return nil, err
	}
	rest, err := BigSub(t, n, new(big.Int).SetUint64(half))
	if err != nil {
		return nil, err
	}
	b, err := BigFallingProduct(t, rest, k-half)
	if err != nil {
		return nil, err
	}
	return BigMul(t, a, b)
}

// BigText formats x in base 2..36 (lower-case digits, "-" for
// negatives), charging the text and the conversion's work: linear for the
// power-of-two bases, divide and conquer (about five products of the
// number's size) for the others. Decimal conversions with more digits
// than CPython allows are refused by IntToString before they get here.
func BigText(t *Thread, x *big.Int, base int) (string, error) {
	work, err := chargeText(t, x.BitLen(), base)
	if err != nil {
		return "", err
	}
	var s string
	if err := bigWatched(t, work, func() { s = x.Text(base) }); err != nil {
		return "", err // s is the abandoned call's: not read
	}
	return s, nil
}

// chargeText charges the text of an int of nb bits in base: the digits
// and the conversion's work, which it returns (BigText, smallIntText).
func chargeText(t *Thread, nb, base int) (int64, error) {
	digits := int64(float64(nb)/log2Base(base)) + 2
	w := intWords(nb)
	work := w
	if base&(base-1) != 0 {
		work = 5*intMulWork(w, w) + w
	}
	if err := Reserve(t, digits); err != nil {
		return 0, err
	}
	return work, ChargeIntWork(t, work)
}

// log2Base is math.Log2(float64(base)), without its call for the bases
// of the text conversions (the same values: TestLog2Base).
func log2Base(base int) float64 {
	switch base {
	case 2:
		return 1
	case 8:
		return 3
	case 10:
		return 3.321928094887362
	case 16:
		return 4
	}
	return math.Log2(float64(base))
}

// smallIntText is BigText of |v| (no sign) for a word-sized int, charged
// as BigText charges it, without a big.Int.
func smallIntText(t *Thread, v int64, base int) (string, error) {
	u := uint64(v)
	if v < 0 {
		u = -u
	}
	if _, err := chargeText(t, bits.Len64(u), base); err != nil {
		return "", err
	}
	return strconv.FormatUint(u, base), nil
}

// BigAppendText appends x in base to buf (see BigText).
func BigAppendText(t *Thread, buf []byte, x *big.Int, base int) ([]byte, error) {
	s, err := BigText(t, x, base)
	if err != nil {
		return buf, err
	}
	return append(buf, s...), nil
}

// BigParse parses s, a string of digits in base 2..36 with no sign,
// prefix or underscore, charging the result and the work: linear for the
// power-of-two bases, quadratic for the others (math/big multiplies the
// number by a word per digit group). ok is false when s is not a number.
func BigParse(t *Thread, s string, base int) (x *big.Int, ok bool, err error) {
	bitsPer := math.Log2(float64(base))
	nb := float64(len(s))*bitsPer + 1
	if nb > intMaxBits {
		return nil, false, memoryError(t)
	}
	w := intWords(int(nb))
	work := w + int64(len(s))/8
	if base&(base-1) != 0 {
		work = workOf(float64(w)*float64(w)/2) + int64(len(s))/8
	}
	if work > bigSliceWork && len(s) > bigParseLeaf && t != nil {
		// A long parse: by halves (bigsplit.go), a sequence of short
		// parses and products (subquadratic).
		if err := intBudget(t, int64(nb), 0); err != nil {
			return nil, false, err
		}
		return bigParseSplit(t, s, base)
	}
	if err := intBudget(t, int64(nb), work); err != nil {
		return nil, false, err
	}
	x, ok = new(big.Int).SetString(s, base)
	return x, ok, nil
}

// BigFromBytes returns the unsigned big-endian number of data.
func BigFromBytes(t *Thread, data []byte) (*big.Int, error) {
	if int64(len(data)) > intMaxBits/8 {
		return nil, memoryError(t)
	}
	if err := intBudget(t, int64(len(data))*8, int64(len(data))/8); err != nil {
		return nil, err
	}
	return new(big.Int).SetBytes(data), nil
}

// BigFillBytes writes |x| big-endian into buf (which must hold it),
// zero-padded on the left.
func BigFillBytes(t *Thread, x *big.Int, buf []byte) error {
	if err := ChargeIntWork(t, int64(len(buf))/8); err != nil {
		return err
	}
	x.FillBytes(buf)
	return nil
}

// BigFromWords returns the non-negative number whose little-endian
// words are ws (ws is taken, not copied: the caller made it through the
// allocation path).
func BigFromWords(ws []big.Word) *big.Int {
	return new(big.Int).SetBits(ws)
}

// BigBitCount returns the number of one bits of |x|.
func BigBitCount(t *Thread, x *big.Int) (int64, error) {
	ws := x.Bits()
	if err := ChargeIntWork(t, int64(len(ws))/4); err != nil {
		return 0, err
	}
	var n int64
	for _, w := range ws {
		n += int64(bits.OnesCount(uint(w)))
	}
	return n, nil
}

// bigHash is CPython's hash of an int (reduction modulo 2**61-1, with -1
// mapped to -2), counting its work.
func bigHash(t *Thread, x *big.Int) (int64, error) {
	const mod = (1 << 61) - 1
	words := x.Bits()
	if err := ChargeIntWork(t, int64(len(words))/4); err != nil {
		return 0, err
	}
	// 2**64 = 2**3 (mod 2**61-1): fold the 64-bit words from the top.
	var h uint64
	for i := len(words) - 1; i >= 0; i-- {
		w := uint64(words[i])
		// h = h*2**64 + w (mod p) where h < p: h*2**64 = h*8 (mod p).
		h = numMulMod61(h, 8)
		h = numAddMod61(h, w%mod)
	}
	r := int64(h)
	if x.Sign() < 0 {
		r = -r
	}
	if r == -1 {
		r = -2
	}
	return r, nil
}

// BigToFloat converts x to the nearest float64 (half to even), or
// OverflowError "int too large to convert to float".
func BigToFloat(x *big.Int) (float64, error) { return bigToFloat(x) }

// bigToFloat converts x to the nearest float64 (half to even), or
// OverflowError "int too large to convert to float". It reads only the
// top bits (and scans the others for a non-zero one).
func bigToFloat(x *big.Int) (float64, error) {
	n := x.BitLen()
	if n > 1024 {
		return 0, Errorf(OverflowErrorType, "int too large to convert to float")
	}
	var f float64
	if n <= 64 {
		f = float64(new(big.Int).Abs(x).Uint64()) // rounds half to even
	} else {
		shift := uint(n - 64)
		top := new(big.Int).Rsh(new(big.Int).Abs(x), shift).Uint64()
		if x.TrailingZeroBits() < shift {
			top |= 1 // sticky: lower bits are not all zero
		}
		f = numLdexpRound(top, int(shift))
	}
	if math.IsInf(f, 0) {
		return 0, Errorf(OverflowErrorType, "int too large to convert to float")
	}
	if x.Sign() < 0 {
		f = -f
	}
	return f, nil
}

// BigFrexp returns x (non-zero) as m * 2**e with 0.5 <= |m| < 1, m
// rounded half to even from x's bits, as CPython's _PyLong_Frexp. It
// reads x's top two words; only a tie in that rounding looks at the
// words below (scanning them for a non-zero bit, charged to t).
func BigFrexp(t *Thread, x *big.Int) (m float64, e int64) {
	n := x.BitLen()
	var top uint64
	shift := 0
	if n <= 64 {
		top = bigAbsUint64(x)
	} else {
		shift = n - 64
		top = bigBits64(x.Bits(), shift)
		// float64(top) keeps 53 of its 64 bits: the bits below top decide
		// only a tie in the 11 it drops.
		if top&0x7ff == 0x400 && bigAnyBelow(t, x.Bits(), shift) {
			top |= 1
		}
	}
	// The conversion rounds half to even (to 2**64 at most: Frexp then
	// gives 0.5 and one more in the exponent).
	m, e2 := math.Frexp(float64(top))
	if x.Sign() < 0 {
		m = -m
	}
	return m, int64(e2) + int64(shift)
}

// bigBits64 returns the 64 bits of the magnitude ws from bit shift up.
func bigBits64(ws []big.Word, shift int) uint64 {
	const w = bits.UintSize
	var top uint64
	for k := 0; k < 64; k += w {
		pos := shift + k
		i, off := pos/w, uint(pos%w)
		if i >= len(ws) {
			break
		}
		v := uint64(ws[i] >> off)
		if off > 0 && i+1 < len(ws) {
			v |= uint64(ws[i+1]) << (w - off)
		}
		if w < 64 {
			v &= 1<<w - 1
		}
		top |= v << uint(k)
	}
	return top
}

// bigAnyBelow reports whether any of the magnitude ws's bits below bit
// shift is set, charging the words it reads to t.
func bigAnyBelow(t *Thread, ws []big.Word, shift int) bool {
	const w = bits.UintSize
	i := shift / w
	if off := uint(shift % w); off > 0 && i < len(ws) && ws[i]&(1<<off-1) != 0 {
		return true
	}
	if ChargeIntWork(t, int64(i)) != nil {
		// Past the deadline: the run ends at its next check; the answer
		// matters no more.
		return true
	}
	for j := i - 1; j >= 0; j-- {
		if ws[j] != 0 {
			return true
		}
	}
	return false
}

// bigAbsUint64 returns the low 64 bits of |x|.
func bigAbsUint64(x *big.Int) uint64 {
	var u uint64
	for i, w := range x.Bits() {
		if i*bits.UintSize >= 64 {
			break
		}
		u |= uint64(w) << uint(i*bits.UintSize)
	}
	return u
}

// bigFromFloat returns the integral float f (finite) as a big int (at
// most 1024 bits).
func bigFromFloat(f float64) *big.Int {
	b, _ := new(big.Float).SetFloat64(f).Int(nil)
	return b
}

// floatRatio returns the finite float f as num/den in lowest terms
// (den a power of two): float.as_integer_ratio. Both are at most 1075
// bits.
func floatRatio(f float64) (num, den *big.Int) {
	r := new(big.Rat).SetFloat64(f)
	return new(big.Int).Set(r.Num()), new(big.Int).Set(r.Denom())
}

// floatRoundDecimal rounds the finite float f to a multiple of 10**k
// (1 <= k <= 308), ties to even on f's exact value, and returns the
// nearest float to that multiple; ok is false when it overflows.
// Bounded work: f is at most 1075 bits and 10**k at most 1024.
func floatRoundDecimal(f float64, k int64) (r float64, ok bool) {
	unit := new(big.Int).Exp(big.NewInt(10), big.NewInt(k), nil)
	q := new(big.Rat).SetFloat64(f)
	q.Quo(q, new(big.Rat).SetInt(unit))
	fl, rem := new(big.Int).DivMod(q.Num(), q.Denom(), new(big.Int)) // floor, rem >= 0
	switch rem.Lsh(rem, 1).Cmp(q.Denom()) {
	case 1:
		fl.Add(fl, bigOne)
	case 0:
		if fl.Bit(0) == 1 {
			fl.Add(fl, bigOne)
		}
	}
	res, _ := new(big.Rat).SetInt(fl.Mul(fl, unit)).Float64()
	return res, !math.IsInf(res, 0)
}

// bigCmpFloat compares a finite float x with the int b exactly (-1, 0,
// +1); ints beyond the float range compare by sign alone.
func bigCmpFloat(x float64, b *big.Int) int {
	if b.BitLen() > 1100 {
		return -b.Sign()
	}
	return new(big.Float).SetFloat64(x).Cmp(new(big.Float).SetInt(b))
}

// MakeBigInt returns x as an int Value: an Int when x fits in int64,
// otherwise a *BigInt holding a copy of x (x is not retained). The copy
// is not charged: x is a result already charged by this file's functions
// (or a host value the embedding API converts, which charges it).
func MakeBigInt(x *big.Int) Value {
	if x.IsInt64() {
		return MakeInt(x.Int64())
	}
	b := &BigInt{}
	b.v.Set(x)
	return b
}

// intOwn returns x as an int Value, taking x (a fresh result of this
// file's functions, not retained by the caller): no copy.
func intOwn(x *big.Int) Value {
	if x.IsInt64() {
		return MakeInt(x.Int64())
	}
	// A shallow copy: nobody else holds x's digits.
	return &BigInt{v: *x}
}

var bigOne = big.NewInt(1)
