package eval

import (
	"math/big"
)

// bigRange holds the bounds of a range that do not all fit in int64
// (range(2**64, 2**64 + 10, 3)): the slow path of Range, with CPython's
// arbitrary-precision semantics. Its fields are never modified. Its
// arithmetic goes through bigwork.go, so it is charged like any int's.
type bigRange struct {
	start, stop, step, n *big.Int
}

// newBigRange returns range(start, stop, step) for ints of any size (step
// is not zero), as a fast Range when all three fit in int64.
func newBigRange(t *Thread, start, stop, step *big.Int) (*Range, error) {
	if start.IsInt64() && stop.IsInt64() && step.IsInt64() {
		return NewRange(start.Int64(), stop.Int64(), step.Int64()), nil
	}
	n := new(big.Int)
	var err error
	lo, hi, st := start, stop, step
	if step.Sign() < 0 {
		lo, hi = stop, start
		if st, err = BigNeg(t, step); err != nil {
			return nil, err
		}
	}
	c, err := BigCmp(t, lo, hi)
	if err != nil {
		return nil, err
	}
	if c < 0 {
		// (hi - lo - 1) // |step| + 1
		if n, err = BigSub(t, hi, lo); err != nil {
			return nil, err
		}
		if n, err = BigAddInt64(t, n, -1); err != nil {
			return nil, err
		}
		if n, err = BigQuo(t, n, st); err != nil {
			return nil, err
		}
		if n, err = BigAddInt64(t, n, 1); err != nil {
			return nil, err
		}
	}
	return &Range{big: &bigRange{start: start, stop: stop, step: step, n: n}}, nil
}

// bigParts returns the range's start, stop, step and length as big ints
// (fresh values for a fast range); callers must not modify them.
func (r *Range) bigParts() *bigRange {
	if r.big != nil {
		return r.big
	}
	return &bigRange{
		start: big.NewInt(r.start),
		stop:  big.NewInt(r.stop),
		step:  big.NewInt(r.step),
		n:     new(big.Int).SetUint64(r.n),
	}
}

// item returns start + i*step.
func (b *bigRange) item(t *Thread, i *big.Int) (*big.Int, error) {
	x, err := BigMul(t, i, b.step)
	if err != nil {
		return nil, err
	}
	return BigAdd(t, x, b.start)
}

// indexOf returns the position of x in the range, or nil.
func (b *bigRange) indexOf(t *Thread, x *big.Int) (*big.Int, error) {
	if b.n.Sign() == 0 {
		return nil, nil
	}
	c1, err := BigCmp(t, x, b.start)
	if err != nil {
		return nil, err
	}
	c2, err := BigCmp(t, x, b.stop)
	if err != nil {
		return nil, err
	}
	if b.step.Sign() > 0 {
		if c1 < 0 || c2 >= 0 {
			return nil, nil
		}
	} else if c1 > 0 || c2 <= 0 {
		return nil, nil
	}
	off, err := BigSub(t, x, b.start)
	if err != nil {
		return nil, err
	}
	q, m, err := BigQuoRem(t, off, b.step)
	if err != nil || m.Sign() != 0 {
		return nil, err
	}
	return q, nil
}

// rangeBigIntArg returns x as a big int when range membership can be
// answered arithmetically (an exact int or a bool).
func rangeBigIntArg(x Value) (*big.Int, bool) {
	switch x.(type) {
	case Int, *BigInt, Bool:
		return AsBig(x)
	}
	return nil, false
}

// getItem is r[key] for a big range.
func (b *bigRange) getItem(t *Thread, key Value) (Value, error) {
	if s, ok := key.(*Slice); ok {
		return b.slice(t, s)
	}
	if key.Type().Index == nil && !isIntValue(key) {
		return nil, Errorf(TypeErrorType, "range indices must be integers or slices, not %s", TypeName(key))
	}
	iv, err := Index(t, key)
	if err != nil {
		return nil, err
	}
	i, _ := AsBig(iv)
	if i.Sign() < 0 {
		if i, err = BigAdd(t, i, b.n); err != nil {
			return nil, err
		}
	}
	c, err := BigCmp(t, i, b.n)
	if err != nil {
		return nil, err
	}
	if i.Sign() < 0 || c >= 0 {
		return nil, Errorf(IndexErrorType, "range object index out of range")
	}
	x, err := b.item(t, i)
	if err != nil {
		return nil, err
	}
	return intOwn(x), nil
}

// slice is r[s] for a big range (CPython's compute_slice with
// _PySlice_GetLongIndices).
func (b *bigRange) slice(t *Thread, s *Slice) (Value, error) {
	bound := func(v Value) (*big.Int, error) {
		if !isIntValue(v) && v.Type().Index == nil {
			return nil, Errorf(TypeErrorType, "slice indices must be integers or None or have an __index__ method")
		}
		iv, err := Index(t, v)
		if err != nil {
			return nil, err
		}
		x, _ := AsBig(iv)
		return x, nil
	}
	step := big.NewInt(1)
	if s.Step != None {
		var err error
		if step, err = bound(s.Step); err != nil {
			return nil, err
		}
		if step.Sign() == 0 {
			return nil, Errorf(ValueErrorType, "slice step cannot be zero")
		}
	}
	lower, upper := new(big.Int), b.n
	if step.Sign() < 0 {
		var err error
		lower = big.NewInt(-1)
		if upper, err = BigAddInt64(t, b.n, -1); err != nil {
			return nil, err
		}
	}
	clamp := func(v Value, dflt *big.Int) (*big.Int, error) {
		if v == None {
			return dflt, nil
		}
		x, err := bound(v)
		if err != nil {
			return nil, err
		}
		if x.Sign() < 0 {
			if x, err = BigAdd(t, x, b.n); err != nil {
				return nil, err
			}
			if c, err := BigCmp(t, x, lower); err != nil || c < 0 {
				return lower, err
			}
		} else if c, err := BigCmp(t, x, upper); err != nil || c > 0 {
			return upper, err
		}
		return x, nil
	}
	dStart, dStop := lower, upper
	if step.Sign() < 0 {
		dStart, dStop = upper, lower
	}
	start, err := clamp(s.Start, dStart)
	if err != nil {
		return nil, err
	}
	stop, err := clamp(s.Stop, dStop)
	if err != nil {
		return nil, err
	}
	first, err := b.item(t, start)
	if err != nil {
		return nil, err
	}
	last, err := b.item(t, stop)
	if err != nil {
		return nil, err
	}
	st, err := BigMul(t, b.step, step)
	if err != nil {
		return nil, err
	}
	return newBigRange(t, first, last, st)
}

// bigRangeIterator iterates over a big range.
type bigRangeIterator struct {
	cur, step, left *big.Int
}

func (*bigRangeIterator) Type() *Type { return RangeIteratorType }

func (it *bigRangeIterator) Next(t *Thread) (Value, error) {
	if it.left.Sign() == 0 {
		return nil, nil
	}
	next, err := BigAdd(t, it.cur, it.step)
	if err != nil {
		return nil, err
	}
	left, err := BigAddInt64(t, it.left, -1)
	if err != nil {
		return nil, err
	}
	v := it.cur
	it.cur, it.left = next, left
	// cur is never modified: the Value may share it.
	return MakeBigInt(v), nil
}

func (b *bigRange) iter() Iterator {
	return &bigRangeIterator{cur: b.start, step: b.step, left: b.n}
}

func (b *bigRange) reversed(t *Thread) (Value, error) {
	if b.n.Sign() == 0 {
		return &rangeIterator{}, nil
	}
	n1, err := BigAddInt64(t, b.n, -1)
	if err != nil {
		return nil, err
	}
	last, err := b.item(t, n1)
	if err != nil {
		return nil, err
	}
	step, err := BigNeg(t, b.step)
	if err != nil {
		return nil, err
	}
	return &bigRangeIterator{cur: last, step: step, left: b.n}, nil
}

// bigRangeRepr is repr(r) for a big range: its bounds' decimal text, with
// CPython's limit on the digits of int conversions.
func (b *bigRange) repr(t *Thread) (string, error) {
	parts := []*big.Int{b.start, b.stop}
	if !b.step.IsInt64() || b.step.Int64() != 1 {
		parts = append(parts, b.step)
	}
	out := NewBuilder(t, 0)
	out.WriteString("range(")
	for i, p := range parts {
		if i > 0 {
			out.WriteString(", ")
		}
		s, err := bigDecimal(t, p)
		if err != nil {
			return "", err
		}
		out.WriteString(s)
	}
	out.WriteByte(')')
	return out.String(), out.Err()
}
