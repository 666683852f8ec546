package eval

import (
	"cmp"
	"math/bits"
	"slices"
	"strings"
	"unsafe"
)

// List is a Python list.
type List struct {
	Identity // id() and the default hash, assigned on first use
	elems    []Value
}

var (
	// ListType is the type of lists.
	ListType = newBuiltinType("list")
	// TupleType is the type of tuples (see tuple.go).
	TupleType = newBuiltinType("tuple")
)

func (*List) Type() *Type { return ListType }

// NewList returns a list of elems (not copied). Its header is not
// charged: a list made for the program is made by NewListT.
func NewList(elems []Value) *List { return &List{elems: elems} }

// NewListT is NewList for a list made for the program (a builtin's or a
// method's result): its header is charged to t's memory as it is made
// (ChargeObject). The element slots are charged where they are allocated
// (Make, Append, Collect).
func NewListT(t *Thread, elems []Value) *List {
	t.ChargeObject(containerBytes)
	return &List{elems: elems}
}

// Cap is the number of elements the list has room for without growing.
func (l *List) Cap() int { return cap(l.elems) }

// Elems returns the list's elements; the slice aliases the list.
func (l *List) Elems() []Value { return l.elems }

// Len returns len(l).
func (l *List) Len() int { return len(l.elems) }

// Append appends v, charging memory when the list grows.
func (l *List) Append(t *Thread, v Value) error {
	if len(l.elems) < cap(l.elems) {
		l.elems = append(l.elems, v)
		return nil
	}
	if cap(l.elems) == 0 {
		// Room for 4, as CPython's first append makes (sys.getsizeof).
		e, err := MakeCap[Value](t, 1, 4)
		if err != nil {
			return err
		}
		e[0] = v
		l.elems = e
		return nil
	}
	e, err := Append(t, l.elems, v)
	l.elems = e
	return err
}

// Pop removes and returns the last element, or nil when l is empty.
func (l *List) Pop() Value {
	n := len(l.elems)
	if n == 0 {
		return nil
	}
	v := l.elems[n-1]
	l.elems[n-1] = nil
	l.elems = l.elems[:n-1]
	return v
}

func init() {
	seqSetObjectBase(ListType)
	ListType.New = listNew
	ListType.Repr = func(t *Thread, v Value) (string, error) {
		return seqRepr(t, v, "[", "]", v.(*List).Elems)
	}
	ListType.Compare = func(t *Thread, op CompareOp, a, b Value) (Value, error) {
		x, ok1 := a.(*List)
		y, ok2 := b.(*List)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		return seqCompare(t, op, x.Elems, y.Elems, true)
	}
	ListType.Len = func(t *Thread, v Value) (int, error) { return len(v.(*List).elems), nil }
	ListType.Truth = func(t *Thread, v Value) (bool, error) { return len(v.(*List).elems) > 0, nil }
	ListType.Iter = func(t *Thread, v Value) (Iterator, error) { return &listIterator{l: v.(*List)}, nil }
	ListType.GetItem = listGetItem
	ListType.SetItem = listSetItem
	ListType.Contains = func(t *Thread, v, x Value) (bool, error) { return seqContains(t, v.(*List).Elems, x) }
	ListType.Concat = func(t *Thread, a, b Value) (Value, error) {
		x := a.(*List)
		y, ok := As[*List](b)
		if !ok {
			return nil, Errorf(TypeErrorType, "can only concatenate list (not \"%s\") to list", TypeName(b))
		}
		// One allocation for a short result (newListSized), charged as
		// MakeCap and NewListT charged it.
		l, err := newListSized(t, len(x.elems)+len(y.elems))
		if err != nil {
			return nil, err
		}
		if err := copyValues(t, l.elems, x.elems); err != nil {
			return nil, err
		}
		if err := copyValues(t, l.elems[len(x.elems):], y.elems); err != nil {
			return nil, err
		}
		return l, nil
	}
	ListType.Repeat = func(t *Thread, a, n Value) (Value, error) {
		out, err := seqRepeat(t, a.(*List).Elems, n)
		if err != nil {
			return nil, err
		}
		return NewListT(t, out), nil
	}
	ListType.Inplace[OpAdd] = func(t *Thread, a, b Value) (Value, error) {
		if err := listExtend(t, a.(*List), b); err != nil {
			return nil, err
		}
		return a, nil
	}
	ListType.Inplace[OpMul] = func(t *Thread, a, n Value) (Value, error) {
		l := a.(*List)
		out, err := seqRepeat(t, l.Elems, n)
		if err != nil {
			return nil, err
		}
		l.elems = out
		return a, nil
	}
	addMethods(ListType, map[string]BuiltinFunc{
		"append": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if len(args) != 1 || len(kwnames) != 0 {
				return nil, listArgError(t, "append", args, kwnames, 1)
			}
			return None, self.(*List).Append(t, args[0])
		},
		"extend": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if len(args) != 1 || len(kwnames) != 0 {
				return nil, listArgError(t, "extend", args, kwnames, 1)
			}
			return None, listExtend(t, self.(*List), args[0])
		},
		"insert": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := seqCheckArgs("list", "insert", args, kwnames, 2, 2); err != nil {
				return nil, err
			}
			i, err := AsInt(t, args[0])
			if err != nil {
				return nil, err
			}
			x := args[1]
			l := self.(*List)
			n := len(l.elems)
			if i < 0 {
				i += n
				if i < 0 {
					i = 0
				}
			} else if i > n {
				i = n
			}
			if err := l.Append(t, nil); err != nil {
				return nil, err
			}
			copy(l.elems[i+1:], l.elems[i:n])
			l.elems[i] = x
			return None, seqSteps(t, n-i)
		},
		"remove": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if len(args) != 1 || len(kwnames) != 0 {
				return nil, listArgError(t, "remove", args, kwnames, 1)
			}
			l := self.(*List)
			for i := 0; i < len(l.elems); i++ {
				eq, err := Equal(t, l.elems[i], args[0])
				if err != nil {
					return nil, err
				}
				if eq {
					if i < len(l.elems) {
						listDelete(l, i, i+1)
					}
					return None, nil
				}
				if err := t.Step(); err != nil {
					return nil, err
				}
			}
			return nil, Errorf(ValueErrorType, "list.remove(x): x not in list")
		},
		"pop": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := seqCheckArgs("list", "pop", args, kwnames, 0, 1); err != nil {
				return nil, err
			}
			i := -1
			if len(args) == 1 {
				var err error
				if i, err = AsInt(t, args[0]); err != nil {
					return nil, err
				}
			}
			l := self.(*List)
			if len(l.elems) == 0 {
				return nil, Errorf(IndexErrorType, "pop from empty list")
			}
			i, ok := seqItemIndex(i, len(l.elems))
			if !ok {
				return nil, Errorf(IndexErrorType, "pop index out of range")
			}
			v := l.elems[i]
			listDelete(l, i, i+1)
			return v, nil
		},
		"index": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			return seqIndexMethod(t, "index", "list", self.(*List).Elems, args, kwnames)
		},
		"count": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			return seqCountMethod(t, "list", self.(*List).Elems, args, kwnames)
		},
		"clear": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "list.clear", args, kwnames); err != nil {
				return nil, err
			}
			self.(*List).elems = nil
			return None, nil
		},
		"copy": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "list.copy", args, kwnames); err != nil {
				return nil, err
			}
			out, err := Collect(t, self)
			return NewListT(t, out), err
		},
		"reverse": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "list.reverse", args, kwnames); err != nil {
				return nil, err
			}
			e := self.(*List).elems
			for i, j := 0, len(e)-1; i < j; i, j = i+1, j-1 {
				e[i], e[j] = e[j], e[i]
			}
			return None, seqSteps(t, len(e)/2)
		},
		"sort": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			key := Value(None)
			reverse := 0 // an int, as CPython parses it
			if len(args) > 2 {
				// The argument parser counts every argument first.
				kind := ""
				if len(args) == len(kwnames) {
					kind = "keyword "
				}
				return nil, Errorf(TypeErrorType, "sort() takes at most 2 %sarguments (%d given)", kind, len(args))
			}
			if len(args) > len(kwnames) {
				return nil, Errorf(TypeErrorType, "sort() takes no positional arguments")
			}
			for _, k := range kwnames {
				if k != "key" && k != "reverse" {
					return nil, Errorf(TypeErrorType, "'%s' is an invalid keyword argument for sort()", k)
				}
			}
			if err := UnpackArgs(t, "sort", args, kwnames, "$key?", &key, "$reverse?", &reverse); err != nil {
				return nil, err
			}
			return None, self.(*List).Sort(t, key, reverse != 0)
		},
	})
	borrowArgs(ListType, "append", "pop", "insert", "remove")
	methodCall1(ListType, "append", func(t *Thread, self, a Value) (Value, error) {
		return None, self.(*List).Append(t, a)
	})
	methodCall0(ListType, "pop", func(t *Thread, self Value) (Value, error) {
		l := self.(*List)
		n := len(l.elems)
		if n == 0 {
			return nil, Errorf(IndexErrorType, "pop from empty list")
		}
		v := l.elems[n-1]
		listDelete(l, n-1, n)
		return v, nil
	})
}

// listArgError reports a wrong argument count for a method taking exactly
// want positional arguments (METH_O style).
func listArgError(t *Thread, name string, args []Value, kwnames []string, want int) error {
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", "list."+name)
	}
	return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", "list."+name, len(args))
}

func listNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "list() takes no keyword arguments")
	}
	switch len(args) {
	case 0:
		return NewListT(t, nil), nil
	case 1:
		return listFromIterable(t, args[0])
	}
	return nil, Errorf(TypeErrorType, "list expected at most 1 argument, got %d", len(args))
}

// listFromIterable is list(x). The capacity of the new list is the room
// CPython 3.11's list(x) allocates (sys.getsizeof reads it): the length
// of a sized x rounded up to even (list_preallocate_exact), else 8 slots
// (PyObject_LengthHint's default) and then list_resize's growth.
func listFromIterable(t *Thread, x Value) (Value, error) {
	hint, sized := 0, false
	switch y := x.(type) {
	case *List:
		hint, sized = len(y.elems), true
	case *Tuple:
		hint, sized = len(y.elems), true
	case *Str, Bytes, *ByteArray:
		n, err := Len(t, y)
		if err != nil {
			return nil, err
		}
		hint, sized = n, true
	default:
		hint, sized = seqLenHint(x)
	}
	var src []Value
	switch y := x.(type) {
	case *List:
		src = y.elems
	case *Tuple:
		src = y.elems
	}
	if src != nil {
		if err := seqCharge(t, len(src)); err != nil {
			return nil, err
		}
		elems, err := MakeCap[Value](t, len(src), len(src)+len(src)%2)
		if err != nil {
			return nil, err
		}
		copy(elems, src)
		return NewListT(t, elems), nil
	}
	elems, err := Collect(t, x)
	if err != nil {
		return nil, err
	}
	want := CPythonListAlloc(len(elems), hint, sized)
	if cap(elems) != want {
		grown, err := MakeCap[Value](t, len(elems), want)
		if err != nil {
			return nil, err
		}
		copy(grown, elems)
		elems = grown
	}
	return NewListT(t, elems), nil
}

// CPythonListAlloc is the room CPython 3.11's list(x) has for the n items
// it collected: from the length hint of x (its length when sized, else
// 8) rounded up to even, then list_resize's growth.
func CPythonListAlloc(n, hint int, sized bool) int {
	alloc := 8
	if sized {
		if hint == 0 {
			alloc = 0
		} else {
			alloc = hint + hint%2
		}
	}
	//workloop:bounded each round grows alloc by at least an eighth (and 6): O(log n) rounds, about 170 for n = 10**9
	for alloc < n {
		size := alloc + 1
		alloc = (size + size>>3 + 6) &^ 3
	}
	return alloc
}

// listExtend appends the elements of any iterable to l.
func listExtend(t *Thread, l *List, x Value) error {
	switch y := x.(type) {
	case *List, *Tuple:
		var src []Value
		if yl, ok := y.(*List); ok {
			src = yl.elems
		} else {
			src = y.(*Tuple).elems
		}
		if err := seqSteps(t, len(src)); err != nil {
			return err
		}
		e, err := Append(t, l.elems, src...)
		l.elems = e
		return err
	}
	it, err := Iterate(t, x)
	if err != nil {
		return err
	}
	for {
		v, err := it.Next(t)
		if err != nil || v == nil {
			return err
		}
		if err := l.Append(t, v); err != nil {
			return err
		}
		if err := t.Step(); err != nil {
			return err
		}
	}
}

// listDelete removes l.elems[i:j].
func listDelete(l *List, i, j int) {
	n := copy(l.elems[i:], l.elems[j:])
	clear(l.elems[i+n:])
	l.elems = l.elems[:i+n]
}

func listGetItem(t *Thread, v, key Value) (Value, error) {
	l := v.(*List)
	if k, ok := key.(Int); ok {
		i, ok := seqItemIndex(int(k), len(l.elems))
		if !ok {
			return nil, Errorf(IndexErrorType, "list index out of range")
		}
		return l.elems[i], nil
	}
	if s, ok := key.(*Slice); ok {
		return listSlice(t, l, s)
	}
	k, ok, err := seqIndexArg(t, key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, Errorf(TypeErrorType, "list indices must be integers or slices, not %s", TypeName(key))
	}
	return listGetItem(t, v, Int(k))
}

// listSlice is l[s].
func listSlice(t *Thread, l *List, s *Slice) (Value, error) {
	start, stop, step, err := s.Unpack(t)
	if err != nil {
		return nil, err
	}
	// The length is read after the bounds' __index__, which may
	// change the list.
	start, _, n := SliceAdjust(len(l.elems), start, stop, step)
	r, err := listSelect(t, l.elems, start, step, n)
	if err != nil {
		return nil, err
	}
	return r, nil
}

func listSetItem(t *Thread, v, key, x Value) error {
	l := v.(*List)
	if s, ok := key.(*Slice); ok {
		return listSetSlice(t, l, s, x)
	}
	k, ok := key.(Int)
	if !ok {
		i, isInt, err := seqIndexArg(t, key)
		if err != nil {
			return err
		}
		if !isInt {
			return Errorf(TypeErrorType, "list indices must be integers or slices, not %s", TypeName(key))
		}
		k = Int(i)
	}
	i, ok := seqItemIndex(int(k), len(l.elems))
	if !ok {
		if x == nil {
			return Errorf(IndexErrorType, "list assignment index out of range")
		}
		return Errorf(IndexErrorType, "list assignment index out of range")
	}
	if x == nil {
		listDelete(l, i, i+1)
		return seqSteps(t, len(l.elems)-i)
	}
	l.elems[i] = x
	return nil
}

// listSetSlice implements l[s] = x and del l[s] (x == nil) as CPython's
// list_ass_subscript: the bounds are converted first (their __index__ may
// change the list), then adjusted to the current length; the right-hand
// side is materialised before anything is assigned (it may be l itself,
// or an iterator that changes l), and the bounds are clipped again to
// the length it leaves.
func listSetSlice(t *Thread, l *List, s *Slice, x Value) error {
	ustart, ustop, step, err := s.Unpack(t)
	if err != nil {
		return err
	}
	start, stop, n := SliceAdjust(len(l.elems), ustart, ustop, step)
	if x == nil {
		if n == 0 {
			return nil
		}
		if err := seqSteps(t, len(l.elems)); err != nil {
			return err
		}
		if step == 1 {
			listDelete(l, start, start+n)
			return nil
		}
		if step < 0 { // delete the same elements walking forwards
			start = start + (n-1)*step
			step = -step
		}
		out := l.elems[:start]
		for i := start; i < len(l.elems); i++ {
			if i >= start && (i-start)%step == 0 && (i-start)/step < n {
				continue
			}
			out = append(out, l.elems[i])
		}
		clear(l.elems[len(out):])
		l.elems = out
		return nil
	}
	var src []Value
	switch y := x.(type) {
	case *List:
		if src = y.elems; y == l {
			if src, err = MakeCap[Value](t, 0, len(y.elems)); err != nil {
				return err
			}
			src = append(src, y.elems...)
		}
	case *Tuple:
		src = y.elems
	default:
		if x.Type().Iter == nil {
			if step == 1 {
				return Errorf(TypeErrorType, "can only assign an iterable")
			}
			return Errorf(TypeErrorType, "must assign iterable to extended slice")
		}
		if src, err = Collect(t, x); err != nil {
			return err
		}
	}
	return listAssignSlice(t, l, ustart, ustop, step, start, stop, src)
}

// listSetSliceElems is l[s] = src for a src that is a snapshot no Python
// code can change (x[a:b] = y[c:d] copies y's items to the Go stack:
// sliceAssignSlice).
func listSetSliceElems(t *Thread, l *List, s *Slice, src []Value) error {
	ustart, ustop, step, err := s.Unpack(t)
	if err != nil {
		return err
	}
	start, stop, _ := SliceAdjust(len(l.elems), ustart, ustop, step)
	return listAssignSlice(t, l, ustart, ustop, step, start, stop, src)
}

// listAssignSlice replaces the items of l that the slice (ustart, ustop,
// step), adjusted to start and stop when it was unpacked, selects by src.
func listAssignSlice(t *Thread, l *List, ustart, ustop, step, start, stop int, src []Value) error {
	if step == 1 {
		// list_ass_slice: clip to the length the right-hand side left.
		size := len(l.elems)
		start = min(max(start, 0), size)
		stop = min(max(stop, start), size)
		return listReplace(t, l, start, stop, src)
	}
	// An iterator may have changed the list's length: the slice is
	// resolved again against the current one (CPython would write past
	// the end of a list that shrank).
	start, _, n := SliceAdjust(len(l.elems), ustart, ustop, step)
	if len(src) != n {
		return Errorf(ValueErrorType, "attempt to assign sequence of size %d to extended slice of size %d", len(src), n)
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		l.elems[j] = src[i]
	}
	return seqSteps(t, n)
}

// listReplace replaces l.elems[lo:hi] with src, in place when the
// backing array has room.
func listReplace(t *Thread, l *List, lo, hi int, src []Value) error {
	old := l.elems
	if err := seqSteps(t, len(old)-hi+len(src)); err != nil {
		return err
	}
	growth := len(src) - (hi - lo)
	if growth <= 0 {
		copy(old[lo:], src)
		n := copy(old[lo+len(src):], old[hi:])
		clear(old[lo+len(src)+n:])
		l.elems = old[:lo+len(src)+n]
		return nil
	}
	e, err := Grow(t, old, growth)
	if err != nil {
		return err
	}
	e = e[:len(old)+growth]
	copy(e[hi+growth:], e[hi:len(old)])
	copy(e[lo:], src)
	l.elems = e
	return nil
}

// Sort sorts l in place as list.sort(key=key, reverse=reverse) does: a
// stable sort that compares with < only, calls key once per element, and
// leaves the list empty while sorting (so a key function or comparison
// that adds to it makes the sort fail with "list modified during sort";
// clearing the empty list goes unnoticed, as in CPython). On an error the
// list holds a permutation of its elements.
func (l *List) Sort(t *Thread, key Value, reverse bool) error {
	elems := l.elems
	n := len(elems)
	if n == 0 || (n == 1 && key == None) {
		return nil
	}
	if err := seqSteps(t, n*bits.Len(uint(n))); err != nil {
		return err
	}
	// The list is empty while it sorts; mark has a backing array of its
	// own, so any growth of the list replaces it.
	mark := make([]Value, 1)[:0:0]
	l.elems = mark
	var err error
	if key == None {
		if reverse {
			slices.Reverse(elems)
		}
		err = listSortValues(t, elems)
		if reverse {
			slices.Reverse(elems)
		}
	} else {
		err = listSortKeyed(t, elems, key, reverse)
	}
	modified := len(l.elems) != 0 || (l.elems != nil && unsafe.SliceData(l.elems) != unsafe.SliceData(mark))
	l.elems = elems
	if err == nil && modified {
		err = Errorf(ValueErrorType, "list modified during sort")
	}
	return err
}

// listSortStackMax is the most ints listSortValues sorts with their
// pairs on the Go stack.
const listSortStackMax = 16

// listSortValues sorts elems by their own values.
func listSortValues(t *Thread, elems []Value) error {
	kind, err := listSortKind(t, elems)
	if err != nil {
		return err
	}
	switch kind {
	case listSortInts:
		// Sorting unboxed keys next to their values is several times
		// faster than asserting the interfaces in every comparison.
		// A short list's pairs are on the Go stack, charged as the
		// array Make would have made.
		var buf [listSortStackMax]listIntPair
		var kv []listIntPair
		if len(elems) <= listSortStackMax {
			if err := ReserveArray(t, int64(len(elems)), sizeOf[listIntPair]()); err != nil {
				return err
			}
			kv = buf[:len(elems)]
		} else if kv, err = Make[listIntPair](t, len(elems)); err != nil {
			return err
		}
		for i, e := range elems {
			kv[i] = listIntPair{int64(e.(Int)), e}
		}
		slices.SortFunc(kv, func(a, b listIntPair) int { return cmp.Compare(a.k, b.k) })
		for i := range kv {
			elems[i] = kv[i].v
		}
		return nil
	case listSortStrs:
		w := sortWork{t: t}
		slices.SortStableFunc(elems, func(a, b Value) int { return w.strs(a.(*Str), b.(*Str)) })
		return w.err
	case listSortTuples:
		w := sortWork{t: t}
		slices.SortStableFunc(elems, func(a, b Value) int { return w.tuples(a.(*Tuple), b.(*Tuple)) })
		return w.err
	}
	tmp, err := Make[Value](t, len(elems)/2+1)
	if err != nil {
		return err
	}
	less := func(a, b Value) bool {
		if err != nil {
			return false
		}
		var r bool
		r, err = listLess(t, a, b)
		return r
	}
	listMergeSort(elems, tmp, less)
	return err
}

type listSortPair struct {
	key, val Value
	idx      int // original position: ties broken by it keep the sort stable
}

type listIntPair struct {
	k int64
	v Value
}

// listSortKeyed sorts elems by key(elem).
func listSortKeyed(t *Thread, elems []Value, key Value, reverse bool) error {
	pairs, err := Make[listSortPair](t, len(elems))
	if err != nil {
		return err
	}
	keys, err := Make[Value](t, len(elems))
	if err != nil {
		return err
	}
	for i, e := range elems {
		k, err := Call1(t, key, e)
		if err != nil {
			return err
		}
		pairs[i] = listSortPair{k, e, i}
		keys[i] = k
	}
	if reverse {
		slices.Reverse(pairs)
		for i := range pairs {
			pairs[i].idx = i
		}
	}
	kind, err := listSortKind(t, keys)
	if err != nil {
		return err
	}
	w := sortWork{t: t}
	switch kind {
	case listSortInts:
		slices.SortFunc(pairs, func(a, b listSortPair) int {
			if c := cmp.Compare(a.key.(Int), b.key.(Int)); c != 0 {
				return c
			}
			return cmp.Compare(a.idx, b.idx)
		})
	case listSortStrs:
		slices.SortFunc(pairs, func(a, b listSortPair) int {
			if c := w.strs(a.key.(*Str), b.key.(*Str)); c != 0 {
				return c
			}
			return cmp.Compare(a.idx, b.idx)
		})
		if w.err != nil {
			return w.err
		}
	case listSortTuples:
		if intTuples(keys) {
			if err := listSortIntTuples(t, pairs, keys); err != nil {
				return err
			}
			break
		}
		slices.SortFunc(pairs, func(a, b listSortPair) int {
			if c := w.tuples(a.key.(*Tuple), b.key.(*Tuple)); c != 0 {
				return c
			}
			return cmp.Compare(a.idx, b.idx)
		})
		if w.err != nil {
			return w.err
		}
	default:
		less := func(a, b listSortPair) bool {
			if err != nil {
				return false
			}
			var r bool
			r, err = listLess(t, a.key, b.key)
			return r
		}
		tmp, terr := Make[listSortPair](t, len(pairs)/2+1)
		if terr != nil {
			return terr
		}
		listMergeSort(pairs, tmp, less)
	}
	if reverse {
		slices.Reverse(pairs)
	}
	for i := range pairs {
		elems[i] = pairs[i].val
	}
	return err
}

const (
	listSortGeneric = iota
	listSortInts
	listSortStrs
	listSortTuples // tuples of ints and strs, each position of one kind
)

// listSortKind reports whether all values are Ints or all are *Strs, for
// which a Go comparison gives the same order as Python's <, or tuples of
// them (scalarTuples).
func listSortKind(t *Thread, vs []Value) (int, error) {
	switch vs[0].(type) {
	case Int:
		for _, v := range vs {
			if _, ok := v.(Int); !ok {
				return listSortGeneric, nil
			}
		}
		return listSortInts, nil
	case *Str:
		for _, v := range vs {
			if _, ok := v.(*Str); !ok {
				return listSortGeneric, nil
			}
		}
		return listSortStrs, nil
	case *Tuple:
		ok, err := scalarTuples(t, vs)
		if ok {
			return listSortTuples, err
		}
		return listSortGeneric, err
	}
	return listSortGeneric, nil
}

// scalarTuples reports whether vs are all tuples whose elements are Ints
// or *Strs, the elements at any one position all of one kind: the tuples
// then compare as compareScalarTuples says, with no Python code and no
// TypeError (sort keys like (p[0], -p[1]), records like (name, count)).
//
// Its work, the elements of every tuple (the list may hold one long
// tuple a hundred thousand times), is charged tuple by tuple, which also
// polls the deadline.
func scalarTuples(t *Thread, vs []Value) (bool, error) {
	var kinds []bool // per position: true for *Str, false for Int
	for _, v := range vs {
		tu, ok := v.(*Tuple)
		if !ok {
			return false, nil
		}
		if err := t.Work(int64(len(tu.elems))); err != nil {
			return false, err
		}
		for j, e := range tu.elems {
			var isStr bool
			switch e.(type) {
			case Int:
			case *Str:
				isStr = true
			default:
				return false, nil
			}
			if j == len(kinds) {
				kinds = append(kinds, isStr)
			} else if kinds[j] != isStr {
				return false, nil
			}
		}
	}
	return true, nil
}

// intTuples reports whether the tuples vs (accepted by scalarTuples)
// hold only Ints (its scan costs no more than scalarTuples', charged
// there).
func intTuples(vs []Value) bool {
	for _, v := range vs {
		for _, e := range v.(*Tuple).elems {
			if _, ok := e.(Int); !ok {
				return false
			}
		}
	}
	return true
}

// listSortIntTuples sorts pairs whose keys are tuples of Ints (intTuples)
// with the keys unboxed into one flat array: comparing two keys is then
// slices.Compare on []int64, Python's tuple order for ints.
func listSortIntTuples(t *Thread, pairs []listSortPair, keys []Value) error {
	total := 0
	for _, k := range keys {
		total += len(k.(*Tuple).elems)
	}
	flat, err := MakeCap[int64](t, 0, total)
	if err != nil {
		return err
	}
	type intTuplePair struct {
		k   []int64
		idx int // the pair's position in pairs
	}
	tp, err := Make[intTuplePair](t, len(pairs))
	if err != nil {
		return err
	}
	for i := range pairs {
		start := len(flat)
		for _, e := range pairs[i].key.(*Tuple).elems {
			flat = append(flat, int64(e.(Int)))
		}
		tp[i] = intTuplePair{flat[start:len(flat):len(flat)], i}
	}
	slices.SortFunc(tp, func(a, b intTuplePair) int {
		if c := slices.Compare(a.k, b.k); c != 0 {
			return c
		}
		return cmp.Compare(pairs[a.idx].idx, pairs[b.idx].idx)
	})
	sorted, err := Make[listSortPair](t, len(pairs))
	if err != nil {
		return err
	}
	for i, p := range tp {
		sorted[i] = pairs[p.idx]
	}
	copy(pairs, sorted)
	return nil
}

// compareScalarTuples is Python's tuple ordering for tuples that
// scalarTuples accepted: the first unequal elements decide, then the
// lengths. It also returns its work, in steps: one per position
// compared, and strCompareWork for the strs compared.
func compareScalarTuples(a, b *Tuple) (int, int64) {
	ae, be := a.elems, b.elems
	var work int64
	for i := range min(len(ae), len(be)) {
		work++
		switch x := ae[i].(type) {
		case Int:
			if y := be[i].(Int); x != y {
				return cmp.Compare(x, y), work
			}
		case *Str:
			if y := be[i].(*Str); x != y {
				work += strCompareWork(x, y)
				if x.s != y.s {
					return strings.Compare(x.s, y.s), work
				}
			}
		}
	}
	return cmp.Compare(len(ae), len(be)), work
}

// strCompareWork is the steps of ordering two strs, as strCompare counts
// them: the shorter length, 64 bytes a step.
func strCompareWork(x, y *Str) int64 { return int64(min(len(x.s), len(y.s)) / 64) }

// sortWork charges the comparisons of a sort of strs or scalar tuples,
// whose comparators (slices.SortFunc's) cannot fail: the n log n
// comparisons Sort charged may each compare two long strs or tuples (a
// list holding the same long tuple, or two 10 MB strs, a thousand
// times), so their work is counted and charged every sortWorkChunk
// steps, which polls the deadline. After an error every comparison
// returns 0 at once, and the sort ends in its cheap comparisons.
type sortWork struct {
	t       *Thread
	pending int64
	err     error
}

const sortWorkChunk = 4096

func (w *sortWork) add(n int64) {
	if w.pending += n; w.pending >= sortWorkChunk {
		w.err = w.t.Work(w.pending)
		w.pending = 0
	}
}

func (w *sortWork) strs(a, b *Str) int {
	if w.err != nil {
		return 0
	}
	if a != b {
		w.add(strCompareWork(a, b))
	}
	return strings.Compare(a.s, b.s)
}

func (w *sortWork) tuples(a, b *Tuple) int {
	if w.err != nil {
		return 0
	}
	c, n := compareScalarTuples(a, b)
	w.add(n)
	return c
}

// listLess is a < b with fast paths for same-typed scalars.
func listLess(t *Thread, a, b Value) (bool, error) {
	switch x := a.(type) {
	case Int:
		switch y := b.(type) {
		case Int:
			return x < y, nil
		case Float:
			if x > -1<<53 && x < 1<<53 {
				return float64(x) < float64(y), nil
			}
		}
	case Float:
		switch y := b.(type) {
		case Float:
			return x < y, nil
		case Int:
			if y > -1<<53 && y < 1<<53 {
				return float64(x) < float64(y), nil
			}
		}
	case *Str:
		if y, ok := b.(*Str); ok {
			return x.s < y.s, nil
		}
	}
	return CompareBool(t, LT, a, b)
}

// listMergeSort is a stable merge sort that only asks whether the right
// element is less than the left one; tmp holds at least len(a)/2+1
// elements.
func listMergeSort[E any](a, tmp []E, less func(x, y E) bool) {
	n := len(a)
	if n <= 12 {
		for i := 1; i < n; i++ {
			for j := i; j > 0 && less(a[j], a[j-1]); j-- {
				a[j], a[j-1] = a[j-1], a[j]
			}
		}
		return
	}
	mid := n / 2
	listMergeSort(a[:mid], tmp, less)
	listMergeSort(a[mid:], tmp, less)
	if !less(a[mid], a[mid-1]) {
		return
	}
	left := tmp[:mid]
	copy(left, a[:mid])
	i, j, k := 0, mid, 0
	for i < mid && j < n {
		if less(a[j], left[i]) {
			a[k] = a[j]
			j++
		} else {
			a[k] = left[i]
			i++
		}
		k++
	}
	copy(a[k:], left[i:])
}
