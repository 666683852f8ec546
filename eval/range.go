package eval

import (
	"fmt"
	"math"
	"math/big"
)

// Range is a Python range object. Ranges whose bounds fit in int64 use
// the int64 fields; others (range(2**64, 2**64 + 10)) keep big-int bounds
// in big, a slow path (range_big.go), and leave the int64 fields zero.
// The length of an int64 range can exceed int64 only slightly
// (range(-2**63, 2**63-1)); such ranges, like big ones longer than
// sys.maxsize, iterate but len() raises OverflowError as in CPython.
type Range struct {
	start, stop, step int64
	n                 uint64 // number of elements
	lenOK             bool   // n fits in an int64
	big               *bigRange
}

// RangeType is the type of range objects.
var (
	RangeType         = newBuiltinType("range")
	RangeIteratorType = newIteratorType("range_iterator")
)

func (*Range) Type() *Type { return RangeType }

// NewRange returns range(start, stop, step); step must not be zero.
func NewRange(start, stop, step int64) *Range {
	r := &Range{start: start, stop: stop, step: step}
	if step > 0 && start < stop {
		r.n = (uint64(stop)-uint64(start)-1)/uint64(step) + 1
	} else if step < 0 && start > stop {
		r.n = (uint64(start)-uint64(stop)-1)/(0-uint64(step)) + 1
	}
	r.lenOK = r.n <= math.MaxInt64
	return r
}

// Len returns the number of elements, or OverflowError.
func (r *Range) Len() (int, error) {
	if r.big != nil {
		if !r.big.n.IsInt64() || r.big.n.Int64() > math.MaxInt {
			return 0, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
		}
		return int(r.big.n.Int64()), nil
	}
	if !r.lenOK || r.n > math.MaxInt {
		return 0, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return int(r.n), nil
}

// item returns the i-th element, 0 <= i < n.
func (r *Range) item(i uint64) int64 { return int64(uint64(r.start) + i*uint64(r.step)) }

// reversed returns reversed(r).
func (r *Range) reversed(t *Thread) (Value, error) {
	if r.big != nil {
		return r.big.reversed(t)
	}
	if r.n == 0 {
		return &rangeIterator{}, nil
	}
	return &rangeIterator{cur: r.item(r.n - 1), step: -r.step, left: r.n}, nil
}

func init() {
	seqSetObjectBase(RangeType)
	RangeType.NoSubclass = true
	RangeType.New = rangeNew
	RangeType.Repr = func(t *Thread, v Value) (string, error) {
		r := v.(*Range)
		if b := r.big; b != nil {
			return b.repr(t)
		}
		if r.step == 1 {
			return fmt.Sprintf("range(%d, %d)", r.start, r.stop), nil
		}
		return fmt.Sprintf("range(%d, %d, %d)", r.start, r.stop, r.step), nil
	}
	RangeType.Hash = func(t *Thread, v Value) (int64, error) {
		b := v.(*Range).bigParts()
		elems := []Value{MakeBigInt(b.n), None, None}
		if b.n.Sign() > 0 {
			elems[1] = MakeBigInt(b.start)
			if !b.n.IsInt64() || b.n.Int64() > 1 {
				elems[2] = MakeBigInt(b.step)
			}
		}
		return tupleHash(t, elems)
	}
	RangeType.Compare = func(t *Thread, op CompareOp, a, b Value) (Value, error) {
		x, ok1 := a.(*Range)
		y, ok2 := b.(*Range)
		if !ok1 || !ok2 || (op != EQ && op != NE) {
			return NotImplemented, nil
		}
		var eq bool
		if x.big == nil && y.big == nil {
			eq = x == y || (x.n == y.n && (x.n == 0 || (x.start == y.start && (x.n == 1 || x.step == y.step))))
		} else {
			bx, by := x.bigParts(), y.bigParts()
			var err error
			if eq, err = bigRangeEqual(t, bx, by); err != nil {
				return nil, err
			}
		}
		return MakeBool(eq == (op == EQ)), nil
	}
	RangeType.Len = func(t *Thread, v Value) (int, error) { return v.(*Range).Len() }
	RangeType.Truth = func(t *Thread, v Value) (bool, error) {
		r := v.(*Range)
		if r.big != nil {
			return r.big.n.Sign() > 0, nil
		}
		return r.n > 0, nil
	}
	RangeType.Iter = func(t *Thread, v Value) (Iterator, error) { return v.(*Range).iterator(), nil }
	RangeType.GetItem = rangeGetItem
	RangeType.Contains = func(t *Thread, v, x Value) (bool, error) {
		r := v.(*Range)
		if r.big == nil {
			if i, ok := rangeIntArg(x); ok {
				_, found := r.indexOf(i)
				return found, nil
			}
		}
		if i, ok := rangeBigIntArg(x); ok {
			k, err := r.bigParts().indexOf(t, i)
			return k != nil, err
		}
		return rangeSearch(t, r, x, false)
	}
	RangeType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		r := v.(*Range)
		if b := r.big; b != nil {
			switch name {
			case "start":
				return MakeBigInt(b.start), nil
			case "stop":
				return MakeBigInt(b.stop), nil
			case "step":
				return MakeBigInt(b.step), nil
			}
		}
		switch name {
		case "start":
			return MakeInt(r.start), nil
		case "stop":
			return MakeInt(r.stop), nil
		case "step":
			return MakeInt(r.step), nil
		}
		return genericGetAttr(t, v, name)
	}
	addMethods(RangeType, map[string]BuiltinFunc{
		"index": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var x Value
			if err := UnpackArgs(t, "range.index", args, kwnames, "value/", &x); err != nil {
				return nil, err
			}
			r := self.(*Range)
			if i, ok := rangeBigIntArg(x); ok {
				k, err := r.bigParts().indexOf(t, i)
				if err != nil {
					return nil, err
				}
				if k != nil {
					return intOwn(k), nil
				}
				s, err := Repr(t, x)
				if err != nil {
					return nil, err
				}
				return nil, Errorf(ValueErrorType, "%s is not in range", s)
			}
			return rangeSearchIndex(t, r, x)
		},
		"count": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var x Value
			if err := UnpackArgs(t, "range.count", args, kwnames, "value/", &x); err != nil {
				return nil, err
			}
			r := self.(*Range)
			if i, ok := rangeBigIntArg(x); ok {
				k, err := r.bigParts().indexOf(t, i)
				if err != nil {
					return nil, err
				}
				if k != nil {
					return MakeInt(1), nil
				}
				return MakeInt(0), nil
			}
			n := 0
			it := r.iterator()
			for {
				e, err := it.Next(t)
				if err != nil {
					return nil, err
				}
				if e == nil {
					return MakeInt(int64(n)), nil
				}
				eq, err := Equal(t, e, x)
				if err != nil {
					return nil, err
				}
				if eq {
					n++
				}
				if err := t.Step(); err != nil {
					return nil, err
				}
			}
		},
	})
}

// rangeIntArg returns x as an int64 when it is an exact int or a bool (the
// values range membership answers arithmetically).
func rangeIntArg(x Value) (int64, bool) {
	switch i := x.(type) {
	case Int:
		return int64(i), true
	case Bool:
		if i {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// indexOf returns the position of i in r.
func (r *Range) indexOf(i int64) (uint64, bool) {
	if r.n == 0 {
		return 0, false
	}
	var off, step uint64
	if r.step > 0 {
		if i < r.start || i >= r.stop {
			return 0, false
		}
		off, step = uint64(i)-uint64(r.start), uint64(r.step)
	} else {
		if i > r.start || i <= r.stop {
			return 0, false
		}
		off, step = uint64(r.start)-uint64(i), 0-uint64(r.step)
	}
	if off%step != 0 {
		return 0, false
	}
	return off / step, true
}

// rangeSearch tests membership of a non-int by comparing with every
// element, as CPython does.
func rangeSearch(t *Thread, r *Range, x Value, _ bool) (bool, error) {
	it := r.iterator()
	for {
		e, err := it.Next(t)
		if e == nil || err != nil {
			return false, err
		}
		eq, err := Equal(t, e, x)
		if err != nil || eq {
			return eq, err
		}
		if err := t.Step(); err != nil {
			return false, err
		}
	}
}

func rangeSearchIndex(t *Thread, r *Range, x Value) (Value, error) {
	it := r.iterator()
	for k := int64(0); ; k++ {
		e, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if e == nil {
			return nil, Errorf(ValueErrorType, "sequence.index(x): x not in sequence")
		}
		eq, err := Equal(t, e, x)
		if err != nil {
			return nil, err
		}
		if eq {
			return MakeInt(k), nil
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
	}
}

func rangeNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "range() takes no keyword arguments")
	}
	var v [3]int64
	var iv [3]Value
	small := true
	v[2] = 1
	for i, a := range args {
		if i >= 3 {
			break
		}
		r, err := Index(t, a)
		if err != nil {
			return nil, err
		}
		iv[i] = r
		x, ok := r.(Int)
		small = small && ok
		v[i] = int64(x)
	}
	if !small && len(args) <= 3 {
		return rangeNewBig(t, iv[:len(args)])
	}
	if err := Reserve(t, rangeBytes); err != nil {
		return nil, err
	}
	switch len(args) {
	case 0:
		return nil, Errorf(TypeErrorType, "range expected at least 1 argument, got 0")
	case 1:
		return NewRange(0, v[0], 1), nil
	case 2:
		return NewRange(v[0], v[1], 1), nil
	case 3:
		if v[2] == 0 {
			return nil, Errorf(ValueErrorType, "range() arg 3 must not be zero")
		}
		return NewRange(v[0], v[1], v[2]), nil
	}
	return nil, Errorf(TypeErrorType, "range expected at most 3 arguments, got %d", len(args))
}

// bigRangeEqual is range equality for big ranges: the same length, and
// when not empty the same start, and when longer than one the same step.
func bigRangeEqual(t *Thread, x, y *bigRange) (bool, error) {
	if eq, err := BigEqual(t, x.n, y.n); err != nil || !eq || x.n.Sign() == 0 {
		return eq, err
	}
	if eq, err := BigEqual(t, x.start, y.start); err != nil || !eq || (x.n.IsInt64() && x.n.Int64() == 1) {
		return eq, err
	}
	return BigEqual(t, x.step, y.step)
}

// rangeNewBig is range(...) with an argument beyond int64; args are
// the ints the arguments' __index__ returned.
func rangeNewBig(t *Thread, args []Value) (Value, error) {
	var b [3]*big.Int
	b[0], b[2] = new(big.Int), big.NewInt(1)
	for i, a := range args {
		b[i], _ = AsBig(a)
	}
	if len(args) == 1 {
		b[0], b[1] = new(big.Int), b[0]
	}
	if b[2].Sign() == 0 {
		return nil, Errorf(ValueErrorType, "range() arg 3 must not be zero")
	}
	return newBigRange(t, b[0], b[1], b[2])
}

// iterator returns an iterator over r.
func (r *Range) iterator() Iterator {
	if r.big != nil {
		return r.big.iter()
	}
	return &rangeIterator{cur: r.start, step: r.step, left: r.n}
}

func rangeGetItem(t *Thread, v, key Value) (Value, error) {
	r := v.(*Range)
	if r.big != nil {
		return r.big.getItem(t, key)
	}
	if s, ok := key.(*Slice); ok {
		n, err := r.Len()
		if err != nil {
			return nil, err
		}
		start, stop, step, _, err := s.Indices(t, n)
		if err != nil {
			return nil, err
		}
		// The new bounds are r[start], r[stop] (possibly outside r).
		b := func(i int) int64 { return r.start + int64(i)*r.step }
		return NewRange(b(start), b(stop), r.step*int64(step)), nil
	}
	if _, isBig := key.(*BigInt); isBig {
		return r.bigParts().getItem(t, key)
	}
	i, ok, err := seqIndexArg(t, key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, Errorf(TypeErrorType, "range indices must be integers or slices, not %s", TypeName(key))
	}
	var u uint64
	if i < 0 {
		u = r.n - uint64(-int64(i)) // wraps above r.n when -i > r.n
	} else {
		u = uint64(i)
	}
	if u >= r.n {
		return nil, Errorf(IndexErrorType, "range object index out of range")
	}
	return MakeInt(r.item(u)), nil
}

// rangeIterator produces the elements of a range: the loop behind
// "for i in range(n)". Each step is a compare, an add and boxing the Int
// (free for small ints).
type rangeIterator struct {
	cur, step int64
	left      uint64
}

func (*rangeIterator) Type() *Type { return RangeIteratorType }

func (it *rangeIterator) Next(t *Thread) (Value, error) {
	if it.left == 0 {
		return nil, nil
	}
	v := it.cur
	it.cur += it.step
	it.left--
	return t.boxInt(v), nil
}
