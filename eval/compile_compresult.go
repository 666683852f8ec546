package eval

// The result of a list or set comprehension with one clause and no
// condition gets one item per item of its iterable: when the iterable's
// length is known (a list, tuple or range), a list's room is made at
// once, charged, instead of growing as it fills, and a set's first table
// is made with the set.

// compPresizeMax is the most items a list comprehension makes room for
// before its first item (compListFor).
const compPresizeMax = 1024

// compSourceLen is the length of a comprehension's iterable when it is
// a list, tuple or range of at most max items; 0 otherwise.
func compSourceLen(src Value, max int) int {
	n := 0
	switch s := src.(type) {
	case *List:
		n = len(s.elems)
	case *Tuple:
		n = len(s.elems)
	case *Range:
		if s.big == nil && s.lenOK && s.n <= uint64(max) {
			n = int(s.n)
		}
	}
	if n > max {
		return 0
	}
	return n
}

// compListFor returns the empty list a list comprehension fills, its
// header not charged (the comprehension reserved it). When presize (one
// clause, no condition) and the iterable's length is known, the list has
// room for its items at once, charged: the room the appends would reach
// (up to listInlineMax items in the list's own allocation). Otherwise it
// grows as appends need.
func compListFor(t *Thread, src Value, presize bool) (*List, error) {
	n := 0
	if presize {
		n = compSourceLen(src, compPresizeMax)
	}
	if n == 0 {
		return &List{}, nil //allocpath:ok its header was reserved by the comprehension
	}
	// The room CPython's appends from empty reach for n items (4, 8, 16,
	// 24, ...), as the growth from 4 would: sys.getsizeof of the result
	// is CPython's (scripts/sys_getsizeof_list_growth).
	n = CPythonListAlloc(n, 0, true)
	if n <= listInlineMax {
		if err := ReserveArray(t, int64(n), sizeOf[Value]()); err != nil {
			return nil, err
		}
		return listBlock(n), nil
	}
	e, err := MakeCap[Value](t, 0, n)
	if err != nil {
		return nil, err
	}
	return &List{elems: e}, nil //allocpath:ok its header was reserved by the comprehension
}

// compSetFor returns the empty set a set comprehension fills, its header
// not charged (the comprehension reserved it). When presize and the
// iterable is known not to be empty, the set's first table (the minimum
// one, charged as its first insertion charges it) is made in the set's own
// allocation, as CPython's sets hold their small table; the table then
// grows as it always does (a larger first table would change the order
// of iteration where keys collide).
func compSetFor(t *Thread, src Value, presize bool) (*Set, error) {
	if !presize || compSourceLen(src, compPresizeMax) == 0 {
		return NewSet(), nil //allocpath:ok its header was reserved by the comprehension
	}
	if err := Reserve(t, setCompBlockBytes-containerBytes); err != nil {
		return nil, err
	}
	o := &setCompBlock{}
	o.table = o.a[:]
	return &o.Set, nil
}

// setCompBlock is a set with its first table in the same allocation.
type setCompBlock struct {
	Set
	a [setMinSize]setEntry
}

// setCompBlockBytes is the heap a setCompBlock takes (its Go size class):
// the comprehension's header reservation (containerBytes) and the rest
// charged by compSetFor, the minimum table's charge and the 16 bytes by
// which the set's header exceeds containerBytes
// (TestSetCompBlockWithinCharge).
const setCompBlockBytes = 288
