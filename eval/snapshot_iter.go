package eval

// Iterators over containers in snapshots: an iterator is saved as its
// container and its position (counted in elements, not in table slots,
// which differ once the container is rebuilt), and rebuilt at that
// position.

// The kinds of iterators a snapshot saves.
const (
	IterList = iota + 1
	IterListReversed
	IterTuple // Container is a tuple of the elements not yet produced
	IterDict
	IterRange
	IterStr
	IterSet
)

// IterState is an iterator over a container, at a position.
type IterState struct {
	Kind      int
	Container Value // nil: exhausted
	// Pos: list: the next index; reversed list: the next index (-1 at
	// the end); dict and set: elements produced so far; str: byte offset.
	Pos int64
	// Dict: which view (0 keys, 1 values, 2 items) and direction; Size
	// and Left as the iterator counts them (a dict or set changed during
	// the loop keeps failing as it did).
	View    int64
	Reverse bool
	Size    int64
	Left    int64
	// Range: the next value, the step and the values left.
	Cur, Step int64
}

// IteratorState returns the state of an iterator over a container; ok
// is false for any other value (generators, map, zip, ...).
func IteratorState(v Value) (st IterState, ok bool) {
	switch it := v.(type) {
	case *listIterator:
		st = IterState{Kind: IterList, Pos: int64(it.i)}
		if it.l != nil {
			st.Container = it.l
		}
	case *listReverseIterator:
		st = IterState{Kind: IterListReversed, Pos: int64(it.i)}
		if it.l != nil {
			st.Container = it.l
		}
	case *tupleIterator:
		st = IterState{Kind: IterTuple}
		if it.i < len(it.elems) {
			st.Container = NewTuple(it.elems[it.i:]) //allocpath:ok host side: a snapshot's encoding of an iterator
		}
	case *dictIterator:
		st = IterState{Kind: IterDict, View: int64(it.kind), Reverse: it.reverse, Size: int64(it.size), Left: int64(it.left)}
		if it.d != nil {
			st.Container = it.d
			n := 0
			if it.reverse {
				for p := len(it.d.entries) - 1; p > it.pos && p >= 0; p-- {
					if it.d.entries[p].key != nil {
						n++
					}
				}
			} else {
				for p := 0; p < it.pos && p < len(it.d.entries); p++ {
					if it.d.entries[p].key != nil {
						n++
					}
				}
			}
			st.Pos = int64(n)
		}
	case *rangeIterator:
		st = IterState{Kind: IterRange, Cur: it.cur, Step: it.step, Left: int64(it.left)}
		if it.left > 1<<62 {
			return st, false
		}
	case *strIterator:
		st = IterState{Kind: IterStr, Container: it.s, Pos: int64(it.off)}
	case *setIterator:
		st = IterState{Kind: IterSet, Size: int64(it.size)}
		if it.s != nil {
			st.Container = it.s
			n := 0
			for p := 0; p < it.pos && p < len(it.s.table); p++ {
				if k := it.s.table[p].key; k != nil && k != setDummy {
					n++
				}
			}
			st.Pos = int64(n)
		}
	default:
		return st, false
	}
	return st, true
}

// RestoreIterator makes the iterator st describes, over its container
// (complete: a dict or set filled), charged. The position is checked
// against the container.
func RestoreIterator(t *Thread, st IterState) (Value, error) {
	if err := Reserve(t, 64); err != nil {
		return nil, err
	}
	bad := func() (Value, error) {
		return nil, Errorf(ValueErrorType, "iterator position out of range")
	}
	if st.Container == nil {
		switch st.Kind {
		case IterList:
			return &listIterator{}, nil
		case IterListReversed:
			return &listReverseIterator{}, nil
		case IterTuple:
			return &tupleIterator{}, nil
		case IterDict:
			if st.View < 0 || st.View > 2 {
				return bad()
			}
			return &dictIterator{kind: int(st.View), reverse: st.Reverse, size: int(st.Size)}, nil
		case IterSet:
			return &setIterator{size: int(st.Size)}, nil
		case IterRange:
			if st.Left < 0 || st.Step == 0 {
				return bad()
			}
			return &rangeIterator{cur: st.Cur, step: st.Step, left: uint64(st.Left)}, nil
		}
		return bad()
	}
	switch c := st.Container.(type) {
	case *List:
		switch st.Kind {
		case IterList:
			if st.Pos < 0 || st.Pos > int64(len(c.elems)) {
				return bad()
			}
			return &listIterator{l: c, i: int(st.Pos)}, nil
		case IterListReversed:
			if st.Pos < -1 || st.Pos >= int64(len(c.elems)) {
				return bad()
			}
			return &listReverseIterator{l: c, i: int(st.Pos)}, nil
		}
	case *Tuple:
		if st.Kind == IterTuple {
			return &tupleIterator{elems: c.elems}, nil
		}
	case *Dict:
		if st.Kind != IterDict || st.View < 0 || st.View > 2 || st.Pos < 0 || st.Pos > int64(c.used) {
			return bad()
		}
		if err := t.Work(int64(len(c.entries))); err != nil {
			return nil, err
		}
		it := &dictIterator{d: c, kind: int(st.View), reverse: st.Reverse, size: int(st.Size), left: int(st.Left)}
		n := st.Pos
		if st.Reverse {
			it.pos = len(c.entries) - 1
			for n > 0 && it.pos >= 0 {
				if c.entries[it.pos].key != nil {
					n--
				}
				it.pos--
			}
		} else {
			for n > 0 && it.pos < len(c.entries) {
				if c.entries[it.pos].key != nil {
					n--
				}
				it.pos++
			}
		}
		return it, nil
	case *Str:
		if st.Kind != IterStr || st.Pos < 0 || st.Pos > int64(len(c.s)) {
			return bad()
		}
		// The offset must start a character.
		if p := int(st.Pos); p < len(c.s) && c.s[p]&0xC0 == 0x80 {
			return bad()
		}
		return &strIterator{s: c, off: int(st.Pos)}, nil
	case *Set:
		if st.Kind != IterSet || st.Pos < 0 || st.Pos > int64(c.used) {
			return bad()
		}
		if err := t.Work(int64(len(c.table))); err != nil {
			return nil, err
		}
		it := &setIterator{s: c, size: int(st.Size)}
		for n := st.Pos; n > 0 && it.pos < len(c.table); it.pos++ {
			if k := c.table[it.pos].key; k != nil && k != setDummy {
				n--
			}
		}
		return it, nil
	}
	return bad()
}
