package eval

import (
	"math/big"
)

// bigRange holds the bounds of a range that do not all fit in int64
// (range(2**64, 2**64 + 10, 3)): the slow path of Range, with CPython's
// arbitrary-precision semantics. Its fields are never modified.
type bigRange struct {
	start, stop, step, n *big.Int
}

// newBigRange returns range(start, stop, step) for ints of any size (step
// is not zero), as a fast Range when all three fit in int64.
func newBigRange(start, stop, step *big.Int) *Range {
	if start.IsInt64() && stop.IsInt64() && step.IsInt64() {
		return NewRange(start.Int64(), stop.Int64(), step.Int64())
	}
	n := new(big.Int)
	switch {
	case step.Sign() > 0 && start.Cmp(stop) < 0:
		// (stop - start - 1) // step + 1
		n.Sub(stop, start)
		n.Sub(n, bigOne)
		n.Quo(n, step)
		n.Add(n, bigOne)
	case step.Sign() < 0 && start.Cmp(stop) > 0:
		n.Sub(start, stop)
		n.Sub(n, bigOne)
		n.Quo(n, new(big.Int).Neg(step))
		n.Add(n, bigOne)
	}
	return &Range{big: &bigRange{start: start, stop: stop, step: step, n: n}}
}

var bigOne = big.NewInt(1)

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
func (b *bigRange) item(i *big.Int) *big.Int {
	x := new(big.Int).Mul(i, b.step)
	return x.Add(x, b.start)
}

// indexOf returns the position of x in the range, or nil.
func (b *bigRange) indexOf(x *big.Int) *big.Int {
	if b.n.Sign() == 0 {
		return nil
	}
	if b.step.Sign() > 0 {
		if x.Cmp(b.start) < 0 || x.Cmp(b.stop) >= 0 {
			return nil
		}
	} else if x.Cmp(b.start) > 0 || x.Cmp(b.stop) <= 0 {
		return nil
	}
	off := new(big.Int).Sub(x, b.start)
	q, m := new(big.Int).QuoRem(off, b.step, new(big.Int))
	if m.Sign() != 0 {
		return nil
	}
	return q
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
	i = new(big.Int).Set(i)
	if i.Sign() < 0 {
		i.Add(i, b.n)
	}
	if i.Sign() < 0 || i.Cmp(b.n) >= 0 {
		return nil, Errorf(IndexErrorType, "range object index out of range")
	}
	return MakeBigInt(b.item(i)), nil
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
		return new(big.Int).Set(x), nil
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
	lower, upper := new(big.Int), new(big.Int).Set(b.n)
	if step.Sign() < 0 {
		lower.SetInt64(-1)
		upper.Sub(b.n, bigOne)
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
			x.Add(x, b.n)
			if x.Cmp(lower) < 0 {
				x.Set(lower)
			}
		} else if x.Cmp(upper) > 0 {
			x.Set(upper)
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
	return newBigRange(b.item(start), b.item(stop), new(big.Int).Mul(b.step, step)), nil
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
	v := MakeBigInt(it.cur)
	it.cur = new(big.Int).Add(it.cur, it.step)
	it.left = new(big.Int).Sub(it.left, bigOne)
	return v, nil
}

func (b *bigRange) iter() Iterator {
	return &bigRangeIterator{cur: b.start, step: b.step, left: b.n}
}

func (b *bigRange) reversed() Value {
	if b.n.Sign() == 0 {
		return &rangeIterator{}
	}
	last := b.item(new(big.Int).Sub(b.n, bigOne))
	return &bigRangeIterator{cur: last, step: new(big.Int).Neg(b.step), left: b.n}
}
