package eval

// Lists of a few items made with their item array in the same
// allocation: a slice of a short list (perm1[:], perm[k::-1]) or the
// starred part of an unpacking costs one allocation instead of two.

// listInlineMax is the most items newListSized keeps in the list's own
// allocation.
const listInlineMax = 16

// newListSized returns a list of n nil items (n >= 0) with room for
// exactly n, charged as Make and NewListT charge it. Up to listInlineMax
// items share the list's allocation (a list that grows later leaves that
// array unused: at most listInlineMax slots, not charged again).
func newListSized(t *Thread, n int) (*List, error) {
	if n > listInlineMax {
		e, err := Make[Value](t, n)
		if err != nil {
			return nil, err
		}
		return NewListT(t, e), nil
	}
	if err := ReserveArray(t, int64(n), sizeOf[Value]()); err != nil {
		return nil, err
	}
	t.ChargeObject(containerBytes)
	l := listBlock(n)
	l.elems = l.elems[:n]
	return l, nil
}

// listBlock returns an empty list with room for n items (0 <= n <=
// listInlineMax) in its own allocation. Not charged: the caller charges
// the header and the n slots.
func listBlock(n int) *List {
	switch {
	case n == 0:
		return &List{}
	case n <= 4:
		o := &struct {
			List
			a [4]Value
		}{}
		o.elems = o.a[:0:n]
		return &o.List
	case n <= 8:
		o := &struct {
			List
			a [8]Value
		}{}
		o.elems = o.a[:0:n]
		return &o.List
	case n <= 12:
		// 224 bytes, a size class: 9 items with a [16] array took 288
		// bytes of heap, charged 224.
		o := &struct {
			List
			a [12]Value
		}{}
		o.elems = o.a[:0:n]
		return &o.List
	}
	o := &struct {
		List
		a [listInlineMax]Value
	}{}
	o.elems = o.a[:0:n]
	return &o.List
}

// listSelect returns a new list of the n items of elems from start by
// step (a slice already adjusted to elems: sliceSelect's contract).
func listSelect(t *Thread, elems []Value, start, step, n int) (*List, error) {
	if n <= 0 {
		return NewListT(t, nil), nil
	}
	if err := seqSteps(t, n); err != nil {
		return nil, err
	}
	l, err := newListSized(t, n)
	if err != nil {
		return nil, err
	}
	out := l.elems
	if step == 1 {
		copy(out, elems[start:start+n])
		return l, nil
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		out[i] = elems[j]
	}
	return l, nil
}
