package eval

// Iterator objects of the builtin containers. Each is a Python value
// (type list_iterator, range_iterator, ...) whose __iter__ returns itself
// and whose __next__ raises StopIteration when exhausted, and also a Go
// Iterator, which for loops use directly without Python-level calls.
// Once exhausted an iterator stays exhausted, as in CPython.

// newIteratorType makes the type of a builtin iterator. Its base is set
// by iterInit, once object's MRO exists.
func newIteratorType(name string) *Type {
	typ := newBuiltinType(name)
	iterTypes = append(iterTypes, typ)
	typ.NoSubclass = true
	typ.Iter = func(t *Thread, v Value) (Iterator, error) { return v.(Iterator), nil }
	addMethods(typ, map[string]BuiltinFunc{
		"__next__": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "__next__", args, kwnames); err != nil {
				return nil, err
			}
			v, err := self.(Iterator).Next(t)
			if err != nil {
				return nil, err
			}
			if v == nil {
				return nil, NewException(StopIterationType)
			}
			return v, nil
		},
		"__iter__": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "__iter__", args, kwnames); err != nil {
				return nil, err
			}
			return self, nil
		},
	})
	return typ
}

// iterTypes lists the iterator types made by newIteratorType.
var iterTypes []*Type

func init() {
	for _, typ := range iterTypes {
		seqSetObjectBase(typ)
	}
}

// The iterator types.
var (
	ListIteratorType        = newIteratorType("list_iterator")
	ListReverseIteratorType = newIteratorType("list_reverseiterator")
	TupleIteratorType       = newIteratorType("tuple_iterator")
	ReversedType            = newIteratorType("reversed")
)

// listIterator iterates over a list, seeing changes made during the loop
// (CPython's listiter: the index is checked against the current length).
type listIterator struct {
	l *List
	i int
}

func (*listIterator) Type() *Type { return ListIteratorType }

func (it *listIterator) Next(t *Thread) (Value, error) {
	if it.l != nil {
		if it.i < len(it.l.elems) {
			v := it.l.elems[it.i]
			it.i++
			return v, nil
		}
		it.l = nil
	}
	return nil, nil
}

// listReverseIterator is reversed(list).
type listReverseIterator struct {
	l *List
	i int
}

func (*listReverseIterator) Type() *Type { return ListReverseIteratorType }

func (it *listReverseIterator) Next(t *Thread) (Value, error) {
	if it.l != nil {
		if it.i >= 0 && it.i < len(it.l.elems) {
			v := it.l.elems[it.i]
			it.i--
			return v, nil
		}
		it.l = nil
	}
	return nil, nil
}

// tupleIterator iterates over a tuple's elements.
type tupleIterator struct {
	elems []Value
	i     int
}

func (*tupleIterator) Type() *Type { return TupleIteratorType }

func (it *tupleIterator) Next(t *Thread) (Value, error) {
	if it.i < len(it.elems) {
		v := it.elems[it.i]
		it.i++
		return v, nil
	}
	it.elems = nil
	return nil, nil
}

// seqReverseIterator is reversed(seq) for tuples and any sequence with
// __len__ and __getitem__: it indexes from len-1 down to 0.
type seqReverseIterator struct {
	seq Value
	i   int
}

func (*seqReverseIterator) Type() *Type { return ReversedType }

func (it *seqReverseIterator) Next(t *Thread) (Value, error) {
	if it.seq == nil || it.i < 0 {
		it.seq = nil
		return nil, nil
	}
	var v Value
	var err error
	if tu, ok := it.seq.(*Tuple); ok {
		v = tu.elems[it.i]
	} else if v, err = GetItem(t, it.seq, Int(it.i)); err != nil {
		it.seq = nil
		if exc, ok := err.(*Exception); ok && (exc.cls.IsSubtype(IndexErrorType) || exc.cls.IsSubtype(StopIterationType)) {
			return nil, nil
		}
		return nil, err
	}
	it.i--
	return v, nil
}

// Reversed returns reversed(v) for the builtin sequences and mappings
// (list, tuple, range, dict and its views), any value whose class defines
// __reversed__, and sequences with __len__ and __getitem__; otherwise it
// raises TypeError "'set' object is not reversible".
func Reversed(t *Thread, v Value) (Value, error) {
	switch x := v.(type) {
	case *List:
		return &listReverseIterator{l: x, i: len(x.elems) - 1}, nil
	case *Tuple:
		return &seqReverseIterator{seq: x, i: len(x.elems) - 1}, nil
	case *Range:
		return x.reversed(t)
	case *Dict:
		return newDictIterator(x, dictIterKeys, true), nil
	case *dictView:
		return newDictIterator(x.d, x.kind, true), nil
	case *Set:
		return nil, Errorf(TypeErrorType, "'%s' object is not reversible", TypeName(v))
	}
	if r, ok, err := seqCallMethod(t, v, "__reversed__"); ok {
		return r, err
	}
	if in, ok := v.(*Instance); ok && in.base != nil {
		// A builtin subclass without __reversed__ of its own: the
		// builtin's reversed, as list.__reversed__ and dict.__reversed__
		// ignore overridden __getitem__.
		switch in.base.(type) {
		case *List, *Dict:
			return Reversed(t, in.base)
		}
	}
	typ := v.Type()
	if typ.Len != nil && typ.GetItem != nil {
		n, err := Len(t, v)
		if err != nil {
			return nil, err
		}
		return &seqReverseIterator{seq: v, i: n - 1}, nil
	}
	return nil, Errorf(TypeErrorType, "'%s' object is not reversible", TypeName(v))
}

// Every builtin iterator is both a Python value and a Go Iterator.
var (
	_ Iterator = (*listIterator)(nil)
	_ Iterator = (*listReverseIterator)(nil)
	_ Iterator = (*tupleIterator)(nil)
	_ Iterator = (*seqReverseIterator)(nil)
	_ Iterator = (*rangeIterator)(nil)
	_ Iterator = (*dictIterator)(nil)
	_ Iterator = (*setIterator)(nil)
)
