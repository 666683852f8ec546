package eval

import (
	"math"
	"math/big"
	"math/bits"
	"time"
)

// Long big-int operations in pieces.
//
// One math/big call cannot be interrupted: ChargeIntWork refuses a call
// predicted to end past the deadline, but a call it lets through runs to
// its end, and a prediction off by half on a call of seconds holds the
// run that long past its timeout. So the products and the parses whose
// predicted cost is past a slice (bigSliceWork, a few milliseconds) are
// computed here as sequences of math/big calls no longer than that slice,
// each accounted before it runs (ChargeIntWork polls the deadline and the
// cancellation): products by Karatsuba's recursion down to leaves
// math/big multiplies (math/big's own algorithm, so about its cost), and
// parses of long digit strings by halves (hi * base**k + lo), which is
// also faster than math/big's quadratic parse.
//
// The results are exactly math/big's: only the order of the work differs.

// bigSliceWork is the most work (in ChargeIntWork's units, about 1.5 ns
// each) one math/big call of a split operation does: about 3 ms.
const bigSliceWork = 1 << 21

// bigParseLeaf is the most digits a split parse hands to math/big at once
// (its parse is quadratic: 4096 decimal digits cost about 20,000 units).
const bigParseLeaf = 4096

// bigMulSplit returns a * b for non-negative a and b, as products of at
// most leaf work each (the caller charged the result's memory). The
// linear work between the products (sums, shifts) is counted too.
func bigMulSplit(t *Thread, a, b *big.Int, leaf int64) (*big.Int, error) {
	wa, wb := bigWords(a), bigWords(b)
	if wa > wb {
		a, b, wa, wb = b, a, wb, wa
	}
	if work := intMulWork(wa, wb); work <= leaf || wa < 2 {
		if err := ChargeIntWork(t, work); err != nil {
			return nil, err
		}
		start := intWorkStart(work)
		z := new(big.Int).Mul(a, b)
		intWorkDone(t, start, work)
		return z, nil
	}
	if wb >= 2*wa {
		// Unbalanced: a times each half of b.
		k := int(wb / 2)
		b0, b1 := bigSplitAt(b, k)
		lo, err := bigMulSplit(t, a, b0, leaf)
		if err != nil {
			return nil, err
		}
		hi, err := bigMulSplit(t, a, b1, leaf)
		if err != nil {
			return nil, err
		}
		return bigJoin(t, hi, lo, k)
	}
	// Karatsuba: with a = a1*B + a0 and b = b1*B + b0 (B = 2**(64k)),
	// a*b = z2*B*B + (z1 - z2 - z0)*B + z0 where z0 = a0*b0, z2 = a1*b1
	// and z1 = (a0+a1)*(b0+b1).
	k := int((wb + 1) / 2)
	sq := a == b // a square: its parts are squares too
	a0, a1 := bigSplitAt(a, k)
	b0, b1 := a0, a1
	if !sq {
		b0, b1 = bigSplitAt(b, k)
	}
	z0, err := bigMulSplit(t, a0, b0, leaf)
	if err != nil {
		return nil, err
	}
	z2, err := bigMulSplit(t, a1, b1, leaf)
	if err != nil {
		return nil, err
	}
	if err := ChargeIntWork(t, 2*wb); err != nil {
		return nil, err
	}
	sa := new(big.Int).Add(a0, a1)
	sb := sa
	if !sq {
		sb = new(big.Int).Add(b0, b1)
	}
	z1, err := bigMulSplit(t, sa, sb, leaf)
	if err != nil {
		return nil, err
	}
	if err := ChargeIntWork(t, 3*wb); err != nil {
		return nil, err
	}
	z1.Sub(z1, z0)
	z1.Sub(z1, z2)
	mid, err := bigJoin(t, z2, z1, k)
	if err != nil {
		return nil, err
	}
	return bigJoin(t, mid, z0, k)
}

// bigSplitAt returns the k low words of the non-negative x and the words
// above them, as numbers sharing x's digits (read only).
func bigSplitAt(x *big.Int, k int) (lo, hi *big.Int) {
	ws := x.Bits()
	if k >= len(ws) {
		return x, new(big.Int)
	}
	return new(big.Int).SetBits(ws[:k:k]), new(big.Int).SetBits(ws[k:len(ws):len(ws)])
}

// bigJoin returns hi * 2**(64k) + lo (lo >= 0), counting its linear work.
func bigJoin(t *Thread, hi, lo *big.Int, k int) (*big.Int, error) {
	if err := ChargeIntWork(t, 2*(bigWords(hi)+int64(k))); err != nil {
		return nil, err
	}
	z := new(big.Int).Lsh(hi, uint(k*bits.UintSize))
	return z.Add(z, lo), nil
}

// bigParseSplit parses s (digits of base, at least one) by halves: the
// number of its high digits times base**len(low digits) plus the number
// of its low digits, with leaves of at most bigParseLeaf digits parsed by
// math/big. ok is false when s holds a character that is not a digit of
// base. The caller charged the result's memory.
func bigParseSplit(t *Thread, s string, base int) (x *big.Int, ok bool, err error) {
	for i := 0; i < len(s); i++ {
		if digitValue(s[i]) >= base {
			return nil, false, nil
		}
	}
	pows := map[int]*big.Int{} // base**k for the lengths k of low halves
	var parse func(s string) (*big.Int, error)
	parse = func(s string) (*big.Int, error) {
		if len(s) <= bigParseLeaf {
			w := intWords(int(float64(len(s))*math.Log2(float64(base))) + 1)
			if err := ChargeIntWork(t, w*w/2+int64(len(s))/8); err != nil {
				return nil, err
			}
			x, _ := new(big.Int).SetString(s, base)
			return x, nil
		}
		k := len(s) / 2
		hi, err := parse(s[:len(s)-k])
		if err != nil {
			return nil, err
		}
		lo, err := parse(s[len(s)-k:])
		if err != nil {
			return nil, err
		}
		p := pows[k]
		if p == nil {
			if p, err = BigPow(t, big.NewInt(int64(base)), uint64(k)); err != nil {
				return nil, err
			}
			pows[k] = p
		}
		if hi, err = bigMulSplit(t, hi, p, bigSliceWork); err != nil {
			return nil, err
		}
		if err := ChargeIntWork(t, bigWords(hi)); err != nil {
			return nil, err
		}
		return hi.Add(hi, lo), nil
	}
	x, err = parse(s)
	return x, err == nil, err
}

// digitValue is the value of the digit c in bases up to 36 (letters in
// either case), or 36 for a character that is no digit.
func digitValue(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'z':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'Z':
		return int(c-'A') + 10
	}
	return 36
}

// bigWatched runs f, one uninterruptible math/big call of the predicted
// work (already accounted by the caller), so that the run ends by its
// deadline or its cancellation however long the call takes: a call past
// bigSliceWork runs on a goroutine of its own while the run's goroutine
// waits for it, the deadline or the cancellation flag (polled every
// bigWatchPoll). When the deadline or the cancellation comes first, the
// run ends with its terminal limit at once and the call is abandoned: it
// finishes in the background (its operands are immutable ints, its
// result is dropped) after at most what the prediction let through, so
// that a misprediction costs CPU time after the run, never the run's
// timeout. A panic of f is re-raised on the run's goroutine.
//
// f must write only variables of its own that the caller reads after a
// nil error, never on the error path (named results included): an
// abandoned call writes them while the run goes on.
//
// The operations that cannot be split into short math/big calls
// (divisions, conversions to text, gcds and inverses, modular powers)
// run through it.
func bigWatched(t *Thread, work int64, f func()) error {
	if t == nil || work <= bigSliceWork {
		f()
		return nil
	}
	done := make(chan any, 1)
	go func() {
		defer func() { done <- recover() }()
		f()
	}()
	var deadline <-chan time.Time
	if dl := t.limits.Deadline; !dl.IsZero() {
		timer := time.NewTimer(time.Until(dl))
		defer timer.Stop()
		deadline = timer.C
	}
	tick := time.NewTicker(bigWatchPoll)
	defer tick.Stop()
	for {
		select {
		case p := <-done:
			if p != nil {
				panic(p)
			}
			return nil
		case <-deadline:
			t.limits.Deadline = time.Now()
			return t.timedOut()
		case <-tick.C:
			if t.cancel.Load() {
				t.budget, t.chunk = 0, 0
				return &LimitError{Kind: LimitCancelled}
			}
		}
	}
}

// bigWatchPoll is how often a watched call's run polls its cancellation.
const bigWatchPoll = 10 * time.Millisecond
