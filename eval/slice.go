package eval

import "math"

// Slice is a Python slice object: the value of a[start:stop:step]. Absent
// bounds are None.
type Slice struct {
	Start, Stop, Step Value
}

// SliceType is the type of slice objects.
var SliceType = newBuiltinType("slice")

func (*Slice) Type() *Type { return SliceType }

// NewSlice returns slice(start, stop, step); nil arguments mean None.
func NewSlice(start, stop, step Value) *Slice {
	if start == nil {
		start = None
	}
	if stop == nil {
		stop = None
	}
	if step == nil {
		step = None
	}
	return &Slice{Start: start, Stop: stop, Step: step}
}

func init() {
	seqSetObjectBase(SliceType)
	SliceType.NoSubclass = true
	SliceType.New = sliceNew
	SliceType.Repr = func(t *Thread, v Value) (string, error) {
		s := v.(*Slice)
		return seqRepr(t, s, "slice(", ")", func() []Value { return []Value{s.Start, s.Stop, s.Step} })
	}
	SliceType.Compare = func(t *Thread, op CompareOp, a, b Value) (Value, error) {
		x, ok1 := a.(*Slice)
		y, ok2 := b.(*Slice)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		if x == y && (op == EQ || op == NE) {
			return MakeBool(op == EQ), nil
		}
		return seqCompare(t, op,
			func() []Value { return []Value{x.Start, x.Stop, x.Step} },
			func() []Value { return []Value{y.Start, y.Stop, y.Step} }, false)
	}
	SliceType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		s := v.(*Slice)
		switch name {
		case "start":
			return s.Start, nil
		case "stop":
			return s.Stop, nil
		case "step":
			return s.Step, nil
		}
		return genericGetAttr(t, v, name)
	}
	addMethods(SliceType, map[string]BuiltinFunc{
		"indices": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var lv Value
			if err := UnpackArgs(t, "indices", args, kwnames, "length/", &lv); err != nil {
				return nil, err
			}
			length, err := AsInt(t, lv)
			if err != nil {
				return nil, err
			}
			if length < 0 {
				return nil, Errorf(ValueErrorType, "length should not be negative")
			}
			start, stop, step, _, err := self.(*Slice).Indices(t, length)
			if err != nil {
				return nil, err
			}
			return NewTupleT(t, []Value{Int(start), Int(stop), Int(step)}), nil
		},
	})
}

func sliceNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "slice() takes no keyword arguments")
	}
	if err := Reserve(t, sliceBytes); err != nil {
		return nil, err
	}
	switch len(args) {
	case 0:
		return nil, Errorf(TypeErrorType, "slice expected at least 1 argument, got 0")
	case 1:
		return NewSlice(None, args[0], None), nil
	case 2:
		return NewSlice(args[0], args[1], None), nil
	case 3:
		return NewSlice(args[0], args[1], args[2]), nil
	}
	return nil, Errorf(TypeErrorType, "slice expected at most 3 arguments, got %d", len(args))
}

// sliceIndex converts a slice bound as _PyEval_SliceIndex does: ints
// beyond the machine range clamp.
func sliceIndex(t *Thread, v Value) (int, error) {
	switch x := v.(type) {
	case Int:
		return int(x), nil
	case Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	case *BigInt:
		if seqBigSign(x) < 0 {
			return math.MinInt, nil
		}
		return math.MaxInt, nil
	}
	if v.Type().Index == nil {
		return 0, Errorf(TypeErrorType, "slice indices must be integers or None or have an __index__ method")
	}
	r, err := Index(t, v)
	if err != nil {
		return 0, err
	}
	return sliceIndex(t, r)
}

// Indices resolves the slice against a sequence of the given length as
// CPython's PySlice_Unpack followed by PySlice_AdjustIndices: it returns
// the first index, the stop index, the step and the number of selected
// elements. Immutable sequences slice through it; a mutable one calls
// Unpack, then SliceAdjust with its length read afterwards, since the
// bounds' __index__ may change it.
func (s *Slice) Indices(t *Thread, length int) (start, stop, step, n int, err error) {
	if start, stop, step, err = s.Unpack(t); err != nil {
		return
	}
	start, stop, n = SliceAdjust(length, start, stop, step)
	return
}

// Unpack converts the slice's bounds to ints as CPython's PySlice_Unpack
// does: None becomes the extreme value for the step's direction, ints
// beyond the machine range clamp, and any other bound is converted with
// its __index__ (which may run program code).
func (s *Slice) Unpack(t *Thread) (start, stop, step int, err error) {
	step = 1
	if s.Step != None {
		if step, err = sliceIndex(t, s.Step); err != nil {
			return
		}
		if step == 0 {
			err = Errorf(ValueErrorType, "slice step cannot be zero")
			return
		}
		if step < -math.MaxInt {
			step = -math.MaxInt
		}
	}
	if s.Start == None {
		if step < 0 {
			start = math.MaxInt
		} else {
			start = 0
		}
	} else if start, err = sliceIndex(t, s.Start); err != nil {
		return
	}
	if s.Stop == None {
		if step < 0 {
			stop = math.MinInt
		} else {
			stop = math.MaxInt
		}
	} else if stop, err = sliceIndex(t, s.Stop); err != nil {
		return
	}
	return
}

// SliceAdjust is CPython's PySlice_AdjustIndices: it clips the bounds
// Unpack returned to a sequence of the given length and counts the
// selected elements.
func SliceAdjust(length, start, stop, step int) (int, int, int) {
	start = sliceAdjust(start, length, step)
	stop = sliceAdjust(stop, length, step)
	n := 0
	if step < 0 {
		if stop < start {
			n = (start-stop-1)/(-step) + 1
		}
	} else if start < stop {
		n = (stop-start-1)/step + 1
	}
	return start, stop, n
}

func sliceAdjust(i, length, step int) int {
	if i < 0 {
		i += length
		if i < 0 {
			if step < 0 {
				return -1
			}
			return 0
		}
	} else if i >= length {
		if step < 0 {
			return length - 1
		}
		return length
	}
	return i
}

// sliceSelect returns the elements of elems selected by start, step, n
// as a new slice.
func sliceSelect(t *Thread, elems []Value, start, step, n int) ([]Value, error) {
	if n <= 0 {
		return nil, nil
	}
	if err := seqSteps(t, n); err != nil {
		return nil, err
	}
	out, err := Make[Value](t, n)
	if err != nil {
		return nil, err
	}
	if step == 1 {
		copy(out, elems[start:start+n])
		return out, nil
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		out[i] = elems[j]
	}
	return out, nil
}
