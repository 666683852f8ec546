package eval

// Reductions: what CPython's __reduce__ returns for the objects it
// implements in C, for the objects pyinterp implements in Go, so that
// the copy module rebuilds them as CPython's does (copy.py's
// _reconstruct over the callable, its arguments and the state).

// CopyReducer is a Go-backed value the copy module can rebuild: CopyReduce
// returns what CPython's __reduce__ of the object returns, a tuple
// (callable, args) or (callable, args, state), charged to t.
type CopyReducer interface {
	CopyReduce(t *Thread) (Value, error)
}

// CopyReduce is BaseException.__reduce__: (type(e), e.args) and the
// instance's attributes as the state when it has any. An OSError with a
// filename is rebuilt from (errno, strerror, filename[, None,
// filename2]), as CPython's OSError.__reduce__.
func (e *Exception) CopyReduce(t *Thread) (Value, error) {
	args := e.Args
	skip := map[string]bool{}
	if e.cls.IsSubtype(OSErrorType) && e.Dict != nil {
		for _, name := range []string{"errno", "strerror", "filename", "filename2"} {
			skip[name] = true
		}
		if fn, ok := e.Dict.Get("filename"); ok && len(args) == 2 {
			args = []Value{args[0], args[1], fn}
			if fn2, ok := e.Dict.Get("filename2"); ok {
				args = append(args, None, fn2)
			}
		}
	}
	argt, err := NewTupleCharged(t, args...)
	if err != nil {
		return nil, err
	}
	var state *Dict
	if e.Dict != nil {
		if err := t.Work(int64(e.Dict.Len())); err != nil {
			return nil, err
		}
		var serr error
		e.Dict.Range(func(name string, v Value) bool {
			if skip[name] {
				return true
			}
			if state == nil {
				state = NewDictT(t)
			}
			serr = state.SetItem(t, NewStrT(t, name), v)
			return serr == nil
		})
		if serr != nil {
			return nil, serr
		}
	}
	if state == nil {
		return NewTupleCharged(t, e.cls, argt)
	}
	return NewTupleCharged(t, e.cls, argt, state)
}

// CopyReduce is slice.__reduce__: (slice, (start, stop, step)).
func (s *Slice) CopyReduce(t *Thread) (Value, error) {
	args, err := NewTupleCharged(t, s.Start, s.Stop, s.Step)
	if err != nil {
		return nil, err
	}
	return NewTupleCharged(t, SliceType, args)
}

// iterValues returns the iterators its as values, ok false when one is
// a Go iterator the program never sees (it cannot be rebuilt).
func iterValues(t *Thread, first Value, its []Iterator) ([]Value, bool, error) {
	n := len(its)
	if first != nil {
		n++
	}
	out, err := TupleElems(t, n)
	if err != nil {
		return nil, false, err
	}
	i := 0
	if first != nil {
		out[0], i = first, 1
	}
	for _, it := range its {
		v, ok := it.(Value)
		if !ok {
			return nil, false, nil
		}
		out[i] = v
		i++
	}
	return out, true, nil
}

// notCopyable is the error for an iterator that wraps one pyinterp
// cannot rebuild (CPython's reduction would copy it).
func notCopyable(v Value) error {
	return Errorf(TypeErrorType, "pyinterp cannot copy '%s' objects", TypeName(v))
}

// CopyReduce is map.__reduce__: (map, (func, *iterators)).
func (m *mapIter) CopyReduce(t *Thread) (Value, error) {
	args, ok, err := iterValues(t, m.fn, m.its)
	if err != nil || !ok {
		return nil, orErr(err, notCopyable(m))
	}
	return NewTupleCharged(t, MapType, NewTuple(args)) //allocpath:ok its elements from TupleElems (charged)
}

// CopyReduce is filter.__reduce__: (filter, (func, iterator)).
func (f *filterIter) CopyReduce(t *Thread) (Value, error) {
	args, ok, err := iterValues(t, f.fn, []Iterator{f.it})
	if err != nil || !ok {
		return nil, orErr(err, notCopyable(f))
	}
	return NewTupleCharged(t, FilterType, NewTuple(args)) //allocpath:ok its elements from TupleElems (charged)
}

// CopyReduce is zip.__reduce__: (zip, iterators); a strict zip (whose
// reduction CPython completes with __setstate__) is not copied.
func (z *zipIter) CopyReduce(t *Thread) (Value, error) {
	args, ok, err := iterValues(t, nil, z.its)
	if err != nil || !ok || z.strict {
		return nil, orErr(err, notCopyable(z))
	}
	return NewTupleCharged(t, ZipType, NewTuple(args)) //allocpath:ok its elements from TupleElems (charged)
}

// CopyReduce is enumerate.__reduce__: (enumerate, (iterator, count)).
func (e *enumerateIter) CopyReduce(t *Thread) (Value, error) {
	it, ok := e.it.(Value)
	if !ok {
		return nil, notCopyable(e)
	}
	args, err := NewTupleCharged(t, it, e.n)
	if err != nil {
		return nil, err
	}
	return NewTupleCharged(t, EnumerateType, args)
}

// orErr is err, or alt when err is nil.
func orErr(err, alt error) error {
	if err != nil {
		return err
	}
	return alt
}
