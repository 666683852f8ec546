package eval

import (
	"math"
)

// Helpers shared by the container types (list, tuple, range, dict, set):
// memory and operation accounting, index normalisation, repr with
// recursion detection, lexicographic comparison and iteration into a Go
// slice.

// seqSlotBytes is the memory charged per element slot of a container (the
// size of a Value interface).
const seqSlotBytes = 16

// seqMaxBytes is the largest single container allocation attempted even
// when the run has no memory limit; larger requests raise MemoryError
// before anything is allocated.
const seqMaxBytes = 1 << 32

// seqMemoryError is the MemoryError CPython raises for absurd sizes.
func seqMemoryError(t *Thread) error { return memoryError(t) }

// seqCharge accounts n new element slots (and n operations) before they
// are allocated.
func seqCharge(t *Thread, n int) error {
	if n <= 0 {
		return nil
	}
	return seqChargeBytes(t, n, seqSlotBytes, true)
}

// seqChargeBytes charges n slots of size bytes each: the run's memory
// limit decides first (its LimitError is what a budgeted run reports),
// then sizes beyond seqMaxBytes raise MemoryError even without a limit.
// steps also counts n operations.
func seqChargeBytes(t *Thread, n, size int, steps bool) error {
	if t != nil {
		total := int64(math.MaxInt64)
		if int64(n) <= math.MaxInt64/int64(size) {
			total = int64(n) * int64(size)
		}
		if err := t.Charge(total); err != nil {
			return err
		}
	}
	if int64(n) > seqMaxBytes/int64(size) {
		return seqMemoryError(t)
	}
	if steps && t != nil {
		return t.Steps(int64(n))
	}
	return nil
}

// seqSteps counts n elements processed by a builtin.
func seqSteps(t *Thread, n int) error {
	if t == nil || n <= 0 {
		return nil
	}
	return t.Steps(int64(n))
}

// seqAppend appends vs to elems, charging the new backing array when it
// has to be reallocated (Grow).
func seqAppend(t *Thread, elems []Value, vs ...Value) ([]Value, error) {
	if len(elems)+len(vs) > cap(elems) {
		grown, err := Grow(t, elems, len(vs))
		if err != nil {
			return elems, err
		}
		elems = grown
	}
	return append(elems, vs...), nil
}

// seqBigSign returns the sign of a *BigInt (never 0: big ints are
// normalised).
func seqBigSign(b *BigInt) int { return b.Big().Sign() }

// seqIndexArg converts a sequence subscript to an int as
// PyNumber_AsSsize_t(key, IndexError) does; ok is false when key is not an
// integer at all (the caller then raises its own TypeError).
func seqIndexArg(t *Thread, key Value) (int, bool, error) {
	switch k := key.(type) {
	case Int:
		return int(k), true, nil
	case Bool:
		if k {
			return 1, true, nil
		}
		return 0, true, nil
	case *BigInt:
		return 0, true, Errorf(IndexErrorType, "cannot fit 'int' into an index-sized integer")
	}
	if key.Type().Index == nil {
		return 0, false, nil
	}
	r, err := Index(t, key)
	if err != nil {
		return 0, true, err
	}
	return seqIndexArg(t, r)
}

// seqItemIndex resolves an integer subscript of a sequence of length n,
// with negative indices counting from the end; ok is false when the index
// is out of range.
func seqItemIndex(i, n int) (int, bool) {
	if i < 0 {
		i += n
	}
	return i, i >= 0 && i < n
}

// seqSliceIndexNotNone converts the start/stop arguments of index() as
// _PyEval_SliceIndexNotNone does (big ints clamp).
func seqSliceIndexNotNone(t *Thread, v Value) (int, error) {
	switch x := v.(type) {
	case Int:
		return int(x), nil
	case *BigInt:
		if seqBigSign(x) < 0 {
			return math.MinInt, nil
		}
		return math.MaxInt, nil
	}
	if v.Type().Index == nil {
		if _, ok := v.(Bool); !ok {
			return 0, Errorf(TypeErrorType, "slice indices must be integers or have an __index__ method")
		}
	}
	r, err := Index(t, v)
	if err != nil {
		return 0, err
	}
	return seqSliceIndexNotNone(t, r)
}

// seqIndexRange normalises the optional start and stop arguments of
// index() against a sequence of length n.
func seqIndexRange(t *Thread, start, stop Value, n int) (int, int, error) {
	lo, hi := 0, n
	if start != nil {
		i, err := seqSliceIndexNotNone(t, start)
		if err != nil {
			return 0, 0, err
		}
		lo = i
	}
	if stop != nil {
		i, err := seqSliceIndexNotNone(t, stop)
		if err != nil {
			return 0, 0, err
		}
		hi = i
	}
	if lo < 0 {
		lo += n
		if lo < 0 {
			lo = 0
		}
	}
	if hi < 0 {
		hi += n
		if hi < 0 {
			hi = 0
		}
	}
	if hi > n {
		hi = n
	}
	return lo, hi, nil
}

// seqRepeatCount converts the count of seq * n; ok is false when n is not
// an integer.
func seqRepeatCount(t *Thread, n Value) (int, bool, error) {
	switch x := n.(type) {
	case Int:
		return int(x), true, nil
	case Bool:
		if x {
			return 1, true, nil
		}
		return 0, true, nil
	case *BigInt:
		if seqBigSign(x) < 0 {
			return 0, true, nil
		}
		return 0, true, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
	}
	if n.Type().Index == nil {
		return 0, false, nil
	}
	r, err := Index(t, n)
	if err != nil {
		return 0, true, err
	}
	return seqRepeatCount(t, r)
}

// seqRepeat returns the elements repeated n times, charging for the
// result before allocating it. The count is converted first (its
// __index__ may change a list), then elems is read.
func seqRepeat(t *Thread, elems func() []Value, nv Value) ([]Value, error) {
	n, ok, err := seqRepeatCount(t, nv)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, Errorf(TypeErrorType, "can't multiply sequence by non-int of type '%s'", TypeName(nv))
	}
	src := elems()
	if n <= 0 || len(src) == 0 {
		return nil, nil
	}
	if n > math.MaxInt/len(src) {
		return nil, seqMemoryError(t)
	}
	total := n * len(src)
	out, err := Make[Value](t, total)
	if err != nil {
		return nil, err
	}
	if err := seqSteps(t, total); err != nil {
		return nil, err
	}
	if err := RepeatInto(t, out, src); err != nil {
		return nil, err
	}
	return out, nil
}

// seqThread returns t, or a host thread when a repr is requested
// without one (Exception.Message(nil) renders KeyError arguments): its
// limits bound the text, and it runs none of the program's code.
func seqThread(t *Thread) *Thread {
	if t == nil {
		return HostThread()
	}
	return t
}

// seqRepr writes the reprs of the elements separated by ", " between
// open and close; a tuple of one element gets its trailing comma. elems
// is re-read after each element's repr, which may change a list (CPython's
// list_repr reads the size at each step).
func seqRepr(t *Thread, v Value, open, close string, elems func() []Value) (string, error) {
	t = seqThread(t)
	if !t.ReprEnter(v) {
		return open + "..." + close, nil
	}
	defer t.ReprLeave(v)
	return seqReprElems(t, open, close, elems)
}

// seqReprElems is seqRepr once the recursion guard is taken (t is not
// nil).
func seqReprElems(t *Thread, open, close string, elems func() []Value) (string, error) {
	b := NewBuilder(t, 0)
	b.WriteString(open)
	for i := 0; i < len(elems()); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		s, err := Repr(t, elems()[i])
		if err != nil {
			return "", err
		}
		if _, err := b.WriteString(s); err != nil {
			return "", err
		}
		if err := seqSteps(t, 1); err != nil {
			return "", err
		}
	}
	if close == ")" && len(elems()) == 1 {
		b.WriteByte(',')
	}
	b.WriteString(close)
	return b.String(), b.Err()
}

// seqCompare is the rich comparison of two sequences of the same type
// (list_richcompare / tuplerichcompare): the first differing pair decides,
// otherwise the lengths. sizeShortcut enables list's early answer for ==
// and != on sequences of different lengths. a and b are re-read through
// the accessor because comparisons may mutate lists.
func seqCompare(t *Thread, op CompareOp, a, b func() []Value, sizeShortcut bool) (Value, error) {
	if sizeShortcut && (op == EQ || op == NE) && len(a()) != len(b()) {
		return MakeBool(op == NE), nil
	}
	i := 0
	for ; i < len(a()) && i < len(b()); i++ {
		x, y := a()[i], b()[i]
		eq, err := Equal(t, x, y)
		if err != nil {
			return nil, err
		}
		if !eq {
			break
		}
		if err := seqSteps(t, 1); err != nil {
			return nil, err
		}
	}
	la, lb := len(a()), len(b())
	if i >= la || i >= lb {
		return MakeBool(compareInts(op, int64(la), int64(lb))), nil
	}
	switch op {
	case EQ:
		return False, nil
	case NE:
		return True, nil
	}
	return Compare(t, op, a()[i], b()[i])
}

// seqContains reports whether x == some element (identity first).
func seqContains(t *Thread, elems func() []Value, x Value) (bool, error) {
	for i := 0; i < len(elems()); i++ {
		eq, err := Equal(t, elems()[i], x)
		if err != nil || eq {
			return eq, err
		}
		if err := seqSteps(t, 1); err != nil {
			return false, err
		}
	}
	return false, nil
}

// seqCountMethod implements count(x) of list and tuple.
func seqCountMethod(t *Thread, typeName string, elems func() []Value, args []Value, kwnames []string) (Value, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "%s.count() takes no keyword arguments", typeName)
	}
	if len(args) != 1 {
		return nil, Errorf(TypeErrorType, "%s.count() takes exactly one argument (%d given)", typeName, len(args))
	}
	x := args[0]
	n := 0
	for i := 0; i < len(elems()); i++ {
		eq, err := Equal(t, elems()[i], x)
		if err != nil {
			return nil, err
		}
		if eq {
			n++
		}
		if err := seqSteps(t, 1); err != nil {
			return nil, err
		}
	}
	return Int(n), nil
}

// seqIndexMethod implements index(x[, start[, stop]]) of list and tuple.
func seqIndexMethod(t *Thread, name, typ string, elems func() []Value, args []Value, kwnames []string) (Value, error) {
	if err := seqCheckArgs(typ, name, args, kwnames, 1, 3); err != nil {
		return nil, err
	}
	x := args[0]
	var start, stop Value
	if len(args) > 1 {
		start = args[1]
	}
	if len(args) > 2 {
		stop = args[2]
	}
	lo, hi, err := seqIndexRange(t, start, stop, len(elems()))
	if err != nil {
		return nil, err
	}
	for i := lo; i < hi && i < len(elems()); i++ {
		eq, err := Equal(t, elems()[i], x)
		if err != nil {
			return nil, err
		}
		if eq {
			return Int(i), nil
		}
		if err := seqSteps(t, 1); err != nil {
			return nil, err
		}
	}
	if typ == "list" {
		s, err := Repr(t, x)
		if err != nil {
			return nil, err
		}
		return nil, Errorf(ValueErrorType, "%s is not in list", s)
	}
	return nil, Errorf(ValueErrorType, "tuple.index(x): x not in tuple")
}

// Collect returns the elements of an iterable as a new Go slice (the
// caller may keep and modify it), counting one operation per element and
// charging memory as the slice grows.
func Collect(t *Thread, v Value) ([]Value, error) {
	switch x := v.(type) {
	case *List:
		if err := seqCharge(t, len(x.elems)); err != nil {
			return nil, err
		}
		return append([]Value(nil), x.elems...), nil
	case *Tuple:
		if err := seqCharge(t, len(x.elems)); err != nil {
			return nil, err
		}
		return append([]Value(nil), x.elems...), nil
	}
	it, err := Iterate(t, v)
	if err != nil {
		return nil, err
	}
	var out []Value
	if n, ok := seqLenHint(v); ok && n > 0 {
		if err := seqSteps(t, n); err != nil {
			return nil, err
		}
		var err error
		if out, err = MakeCap[Value](t, 0, n); err != nil {
			return nil, err
		}
	}
	for {
		e, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if e == nil {
			return out, nil
		}
		if len(out) == cap(out) {
			if out, err = seqAppend(t, out, e); err != nil {
				return nil, err
			}
		} else {
			out = append(out, e)
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
	}
}

// seqLenHint returns the length of builtin containers whose size is known in
// advance.
func seqLenHint(v Value) (int, bool) {
	switch x := v.(type) {
	case *Dict:
		return x.used, true
	case *Set:
		return x.used, true
	case *Range:
		if x.lenOK && x.n <= math.MaxInt32 {
			return int(x.n), true
		}
	case *dictView:
		return x.d.used, true
	}
	return 0, false
}

// seqCallMethod calls the method name of v's class with args: a builtin
// method directly, any other callable with v prepended (a Python
// function stored in a user class).
func seqCallMethod(t *Thread, v Value, name string, args ...Value) (Value, bool, error) {
	m := v.Type().Lookup(name)
	if m == nil {
		return nil, false, nil
	}
	if bm, ok := m.(*Method); ok {
		r, err := bm.CallMethod(t, v, args, nil)
		return r, true, err
	}
	r, err := Call(t, m, append([]Value{v}, args...), nil)
	return r, true, err
}

// seqSetObjectBase makes object the base of a builtin type. Unlike
// setBase it does not depend on object's MRO having been set, which
// object.go's init does after the init functions of files sorted before
// it have run.
func seqSetObjectBase(typ *Type) {
	typ.Base = ObjectType
	typ.Bases = []*Type{ObjectType}
	typ.MRO = []*Type{typ, ObjectType}
}

// seqCheckArgs checks the argument count of a positional-only builtin
// method as CPython's _PyArg_CheckPositional words it ("insert expected 2
// arguments, got 1").
func seqCheckArgs(typ, name string, args []Value, kwnames []string, min, max int) error {
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s.%s() takes no keyword arguments", typ, name)
	}
	n := len(args)
	if n >= min && n <= max {
		return nil
	}
	var which string
	want := min
	switch {
	case min == max:
	case n < min:
		which = "at least "
	default:
		which, want = "at most ", max
	}
	plural := "s"
	if want == 1 {
		plural = ""
	}
	return Errorf(TypeErrorType, "%s expected %s%d argument%s, got %d", name, which, want, plural, n)
}
