package eval

// Tuple is a Python tuple.
type Tuple struct {
	elems []Value
}

func (*Tuple) Type() *Type { return TupleType }

// NewTuple returns a tuple of elems (not copied).
func NewTuple(elems []Value) *Tuple {
	if len(elems) == 0 {
		return emptyTuple
	}
	return &Tuple{elems: elems}
}

// emptyTuple is the one empty tuple, as in CPython (() is ()): tuples are
// immutable, so every interpreter may share it.
var emptyTuple = &Tuple{}

// tupleHeaderBytes is the memory charged for a tuple besides its element
// slots (the Tuple struct and its slice header).
const tupleHeaderBytes = 32

// TupleElems returns the elements of a new tuple of n elements, charged
// (slots and header) before they are allocated: the caller fills them and
// passes them to NewTuple. Every tuple whose size the program chooses is
// made this way.
func TupleElems(t *Thread, n int) ([]Value, error) {
	if err := Reserve(t, tupleHeaderBytes); err != nil {
		return nil, err
	}
	return Make[Value](t, n)
}

// ReserveTuple charges what TupleElems(t, n) charges, for the tuple of n
// arguments CPython makes where a builtin reads them in place (min(a, b)).
func ReserveTuple(t *Thread, n int) error {
	if err := Reserve(t, tupleHeaderBytes); err != nil {
		return err
	}
	return ReserveArray(t, int64(n), sizeOf[Value]())
}

// NewTupleT is NewTuple for a tuple made for the program whose elements
// slice the caller made (a builtin's result: divmod, partition, a match's
// groups): the tuple and its slots are charged to t's memory as it is
// made (ChargeObject).
func NewTupleT(t *Thread, elems []Value) *Tuple {
	if len(elems) == 0 {
		return emptyTuple
	}
	t.ChargeObject(tupleHeaderBytes + valueSize*int64(cap(elems)))
	return &Tuple{elems: elems}
}

// NewTupleOf is NewTuple for a tuple made for the program whose element
// slots were charged where they were allocated (Make, Collect, a
// sequence repeat or slice): the tuple's header is charged to t's memory
// as it is made (ChargeObject).
func NewTupleOf(t *Thread, elems []Value) *Tuple {
	if len(elems) == 0 {
		return emptyTuple
	}
	t.ChargeObject(tupleHeaderBytes)
	return &Tuple{elems: elems}
}

// NewTupleCharged is NewTuple for the small tuples of a constant size that
// iterators build per element (enumerate, zip of two, dict items,
// pairwise): the tuple is charged to the run's memory, so materialising
// such an iterator is stopped by the memory limit.
func NewTupleCharged(t *Thread, elems ...Value) (*Tuple, error) {
	if err := Reserve(t, tupleHeaderBytes+valueSize*int64(len(elems))); err != nil {
		return nil, err
	}
	if len(elems) == 0 {
		return emptyTuple, nil
	}
	// Copied, so that elems does not escape: a caller's argument list
	// stays on its stack and the tuple is one allocation.
	var tu *Tuple
	if len(elems) <= tupleBlockMax {
		tu = tupleBlock(len(elems))
	} else {
		tu = &Tuple{elems: make([]Value, len(elems))} //allocpath:ok charged above (header and slots)
	}
	copy(tu.elems, elems)
	return tu, nil
}

// tupleBlockMax is the largest tuple tupleBlock makes.
const tupleBlockMax = 8

// tupleBlock returns a tuple of n nil elements (1 <= n <= tupleBlockMax)
// whose element array is allocated with the Tuple itself: one allocation
// instead of two, as CPython's tuples hold their items inline. Each size
// has its own exact array, so the block's size class never exceeds what
// is charged for the tuple (tupleHeaderBytes + valueSize*n: a shared
// [6] or [8] array for 5 or 7 items would be 16 bytes over). Not
// charged: the caller charged the header and the slots.
func tupleBlock(n int) *Tuple {
	switch n {
	case 1:
		o := &struct {
			Tuple
			a [1]Value
		}{}
		o.elems = o.a[:]
		return &o.Tuple
	case 2:
		o := &struct {
			Tuple
			a [2]Value
		}{}
		o.elems = o.a[:]
		return &o.Tuple
	case 3:
		o := &struct {
			Tuple
			a [3]Value
		}{}
		o.elems = o.a[:]
		return &o.Tuple
	case 4:
		o := &struct {
			Tuple
			a [4]Value
		}{}
		o.elems = o.a[:]
		return &o.Tuple
	case 5:
		o := &struct {
			Tuple
			a [5]Value
		}{}
		o.elems = o.a[:]
		return &o.Tuple
	case 6:
		o := &struct {
			Tuple
			a [6]Value
		}{}
		o.elems = o.a[:]
		return &o.Tuple
	case 7:
		o := &struct {
			Tuple
			a [7]Value
		}{}
		o.elems = o.a[:]
		return &o.Tuple
	}
	o := &struct {
		Tuple
		a [8]Value
	}{}
	o.elems = o.a[:n:n]
	return &o.Tuple
}

// newTupleN returns a new tuple of n nil elements for the caller to fill
// (before the tuple is seen by the program), charged exactly as
// TupleElems charges; tuples of up to tupleBlockMax elements are one
// allocation (tupleBlock).
func newTupleN(t *Thread, n int) (*Tuple, error) {
	if n < 1 || n > tupleBlockMax {
		elems, err := TupleElems(t, n)
		if err != nil {
			return nil, err
		}
		return NewTuple(elems), nil
	}
	if err := Reserve(t, tupleHeaderBytes); err != nil {
		return nil, err
	}
	if err := Reserve(t, valueSize*int64(n)); err != nil {
		return nil, err
	}
	return tupleBlock(n), nil
}

// Elems returns the tuple's elements; the caller must not modify them.
func (tu *Tuple) Elems() []Value { return tu.elems }

// Len returns len(tu).
func (tu *Tuple) Len() int { return len(tu.elems) }

func init() {
	seqSetObjectBase(TupleType)
	TupleType.New = tupleNew
	TupleType.Repr = func(t *Thread, v Value) (string, error) {
		return seqRepr(t, v, "(", ")", v.(*Tuple).Elems)
	}
	TupleType.Hash = func(t *Thread, v Value) (int64, error) { return tupleHash(t, v.(*Tuple).elems) }
	TupleType.Compare = func(t *Thread, op CompareOp, a, b Value) (Value, error) {
		x, ok1 := a.(*Tuple)
		y, ok2 := b.(*Tuple)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		return seqCompare(t, op, x.Elems, y.Elems, false)
	}
	TupleType.Len = func(t *Thread, v Value) (int, error) { return len(v.(*Tuple).elems), nil }
	TupleType.Truth = func(t *Thread, v Value) (bool, error) { return len(v.(*Tuple).elems) > 0, nil }
	TupleType.Iter = func(t *Thread, v Value) (Iterator, error) { return &tupleIterator{elems: v.(*Tuple).elems}, nil }
	TupleType.GetItem = tupleGetItem
	TupleType.Contains = func(t *Thread, v, x Value) (bool, error) { return seqContains(t, v.(*Tuple).Elems, x) }
	TupleType.Concat = func(t *Thread, a, b Value) (Value, error) {
		x := a.(*Tuple)
		y, ok := As[*Tuple](b)
		if !ok {
			return nil, Errorf(TypeErrorType, "can only concatenate tuple (not \"%s\") to tuple", TypeName(b))
		}
		if len(y.elems) == 0 && x.Type() == TupleType {
			return x, nil
		}
		if len(x.elems) == 0 && y.Type() == TupleType {
			return y, nil
		}
		tu, err := newTupleN(t, len(x.elems)+len(y.elems))
		if err != nil {
			return nil, err
		}
		if err := copyValues(t, tu.elems, x.elems); err != nil {
			return nil, err
		}
		if err := copyValues(t, tu.elems[len(x.elems):], y.elems); err != nil {
			return nil, err
		}
		return tu, nil
	}
	TupleType.Repeat = func(t *Thread, a, n Value) (Value, error) {
		x := a.(*Tuple)
		if c, ok := n.(Int); ok && c == 1 {
			return x, nil
		}
		out, err := seqRepeat(t, x.Elems, n)
		if err != nil {
			return nil, err
		}
		return NewTupleOf(t, out), nil
	}
	addMethods(TupleType, map[string]BuiltinFunc{
		"index": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			return seqIndexMethod(t, "index", "tuple", self.(*Tuple).Elems, args, kwnames)
		},
		"count": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			return seqCountMethod(t, "tuple", self.(*Tuple).Elems, args, kwnames)
		},
	})
}

func tupleNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "tuple() takes no keyword arguments")
	}
	switch len(args) {
	case 0:
		return NewTuple(nil), nil
	case 1:
		if tu, ok := args[0].(*Tuple); ok {
			return tu, nil
		}
		elems, err := Collect(t, args[0])
		if err != nil {
			return nil, err
		}
		return NewTupleOf(t, elems), nil
	}
	return nil, Errorf(TypeErrorType, "tuple expected at most 1 argument, got %d", len(args))
}

func tupleGetItem(t *Thread, v, key Value) (Value, error) {
	tu := v.(*Tuple)
	if k, ok := key.(Int); ok {
		i, ok := seqItemIndex(int(k), len(tu.elems))
		if !ok {
			return nil, Errorf(IndexErrorType, "tuple index out of range")
		}
		return tu.elems[i], nil
	}
	if s, ok := key.(*Slice); ok {
		start, _, step, n, err := s.Indices(t, len(tu.elems))
		if err != nil {
			return nil, err
		}
		if n == len(tu.elems) && step == 1 {
			return tu, nil
		}
		out, err := sliceSelect(t, tu.elems, start, step, n)
		if err != nil {
			return nil, err
		}
		return NewTupleOf(t, out), nil // the slots were charged by sliceSelect
	}
	k, ok, err := seqIndexArg(t, key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, Errorf(TypeErrorType, "tuple indices must be integers or slices, not %s", TypeName(key))
	}
	return tupleGetItem(t, v, Int(k))
}

// The constants of CPython's tuple hash (xxHash64-based, since 3.8).
const (
	tupleXXPrime1 uint64 = 11400714785074694791
	tupleXXPrime2 uint64 = 14029467366897019727
	tupleXXPrime5 uint64 = 2870177450012600261
)

// tupleHash is CPython's tuplehash: equal to hash() of a tuple of elems.
// Tuples nested in tuples are hashed with an explicit stack, not Go
// recursion: CPython hashes a tuple nested 100000 deep, and so must we,
// without the Go stack growing with the depth.
func tupleHash(t *Thread, elems []Value) (int64, error) {
	type frame struct {
		elems []Value
		i     int
		acc   uint64
	}
	// CPython does not cache a tuple's hash: hashing a long tuple again
	// and again is work the program asks for, charged per element.
	if err := t.Work(int64(len(elems))); err != nil {
		return 0, err
	}
	var stack []frame
	cur := frame{elems: elems, acc: tupleXXPrime5}
	for {
		if cur.i == len(cur.elems) {
			h := tupleHashEnd(cur.acc, len(cur.elems))
			if len(stack) == 0 {
				return h, nil
			}
			cur = stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			cur.acc = tupleHashMix(cur.acc, h)
			cur.i++
			continue
		}
		e := cur.elems[cur.i]
		if sub, ok := e.(*Tuple); ok {
			if err := t.Step(); err != nil {
				return 0, err
			}
			var err error
			if stack, err = Append(t, stack, cur); err != nil {
				return 0, err
			}
			if err := t.Work(int64(len(sub.elems))); err != nil {
				return 0, err
			}
			cur = frame{elems: sub.elems, acc: tupleXXPrime5}
			continue
		}
		h, err := Hash(t, e)
		if err != nil {
			return 0, err
		}
		cur.acc = tupleHashMix(cur.acc, h)
		cur.i++
	}
}

func tupleHashMix(acc uint64, h int64) uint64 {
	acc += uint64(h) * tupleXXPrime2
	acc = acc<<31 | acc>>33
	return acc * tupleXXPrime1
}

func tupleHashEnd(acc uint64, n int) int64 {
	acc += uint64(n) ^ (tupleXXPrime5 ^ 3527539)
	if acc == ^uint64(0) {
		return 1546275796
	}
	return int64(acc)
}
