package eval

import "github.com/pyinterp/pyinterp/ast"

// Small tuple, list and set displays in one allocation.
//
// A display of one to four items without *x (`(a, b)`, `return x, y`,
// `[i]`) makes its object and its element array at once: the array is a
// field of the same allocation (smallTuple, smallList), so `(a, b)` is
// one allocation instead of two. Both are charged as the separate array
// was (header and slots). A list that later grows past the array moves
// its items to a new array, as before; the inline one (at most 64 bytes)
// stays with the list. A set display of one to four items is made with
// its first table (8 entries, CPython's smalltable) in the set's
// allocation, and its items are not collected into a slice first.

// smallTupleMax is the most items a display made by smallDisplay has.
const smallTupleMax = 4

// smallDisplayCharge reports whether es is a display smallDisplay makes
// (1 to smallTupleMax items, none starred), with the room it makes and
// what it charges: a tuple's or a list's header and the room's slots.
func smallDisplayCharge(es []ast.Expr, tuple, even bool) (room int, charge int64, ok bool) {
	n := len(es)
	if n == 0 || n > smallTupleMax {
		return 0, 0, false
	}
	for _, e := range es {
		if _, ok := e.(*ast.Starred); ok {
			return 0, 0, false
		}
	}
	room = n
	if even && !tuple {
		room += n % 2
	}
	header := int64(containerBytes)
	if tuple {
		header = tupleHeaderBytes
	}
	return room, header + valueSize*int64(room), true
}

// smallDisplay compiles a tuple (tuple) or list display of 1 to
// smallTupleMax items without starred ones; nil for any other. even:
// the list's room is its length rounded up to even (a display of three
// or more constants, as CPython's: sys.getsizeof reads it).
func (c *compiler) smallDisplay(es []ast.Expr, tuple, even bool) exprFn {
	n := len(es)
	room, charge, ok := smallDisplayCharge(es, tuple, even)
	if !ok {
		return nil
	}
	fns := astMake[exprFn](n)
	for i, e := range es {
		fns[i] = c.expr(e)
	}
	return func(fr *Frame) (Value, error) {
		if err := Reserve(fr.t, charge); err != nil {
			return nil, err
		}
		var arr [smallTupleMax]Value
		for i, f := range fns {
			v, err := f(fr)
			if err != nil {
				return nil, err
			}
			arr[i] = v
		}
		if tuple {
			return smallTuple(arr[:n]), nil
		}
		return smallList(arr[:n], room), nil
	}
}

// smallTuple returns a tuple of vs (1 to smallTupleMax items, copied)
// made with its element array in one allocation. Not charged: the
// caller charged it.
func smallTuple(vs []Value) *Tuple {
	tu := tupleBlock(len(vs))
	copy(tu.elems, vs)
	return tu
}

// smallList returns a list of vs (1 to smallTupleMax items, copied) with
// room for room items (len(vs) <= room <= smallTupleMax) made with its
// element array in one allocation. Not charged: the caller charged it.
func smallList(vs []Value, room int) *List {
	if room <= 2 {
		o := &struct {
			List
			a [2]Value
		}{}
		copy(o.a[:], vs)
		o.elems = o.a[:len(vs):room]
		return &o.List
	}
	o := &struct {
		List
		a [4]Value
	}{}
	copy(o.a[:], vs)
	o.elems = o.a[:len(vs):room]
	return &o.List
}

// smallSetDisplay compiles a set display of 1 to smallTupleMax items
// without starred ones ({start}, {a, b}); nil for any other. The items
// are added in order as they are evaluated after all of them (CPython
// evaluates them all, then BUILD_SET adds them), so an unhashable item
// fails after the others were evaluated.
func (c *compiler) smallSetDisplay(es []ast.Expr) exprFn {
	n := len(es)
	if n == 0 || n > smallTupleMax {
		return nil
	}
	for _, e := range es {
		if _, ok := e.(*ast.Starred); ok {
			return nil
		}
	}
	fns := astMake[exprFn](n)
	for i, e := range es {
		fns[i] = c.expr(e)
	}
	return func(fr *Frame) (Value, error) {
		if err := Reserve(fr.t, containerBytes); err != nil {
			return nil, err
		}
		var arr [smallTupleMax]Value
		for i, f := range fns {
			v, err := f(fr)
			if err != nil {
				return nil, err
			}
			arr[i] = v
		}
		s, err := newSmallSet(fr.t)
		if err != nil {
			return nil, err
		}
		for _, v := range arr[:n] {
			if err := s.Add(fr.t, v); err != nil {
				return nil, err
			}
		}
		return s, nil
	}
}

// newSmallSet returns an empty set whose first table (setMinSize
// entries, charged here as firstTable charges it) is part of the set's
// allocation. The header is the caller's to charge. The table is only
// ever reached through s.table, so a set that grows, clears or hands its
// table to another set (set.__init__ of a subclass) leaves the inline
// one as plain memory, never reused.
func newSmallSet(t *Thread) (*Set, error) {
	if err := Reserve(t, setMinSize*setEntryBytes); err != nil {
		return nil, err
	}
	o := &struct {
		Set
		tab [setMinSize]setEntry
	}{}
	o.table = o.tab[:]
	return &o.Set, nil
}

// constTuple returns the value of a tuple display whose items are all
// constants (literals, signed int and float literals, tuples of them),
// made once when the program is compiled: CPython's compiler folds such a
// display into one constant, so `return 1, -2` allocates nothing and
// returns the same object each time (f() is f()). An empty display is
// not folded here (the empty tuple is already one object).
func (c *compiler) constTuple(e *ast.Tuple) (*Tuple, bool) {
	if len(e.Elts) == 0 {
		return nil, false
	}
	vs := astMake[Value](len(e.Elts))
	for i, x := range e.Elts {
		v, ok := c.constItem(x)
		if !ok {
			return nil, false
		}
		vs[i] = v
	}
	return NewTuple(vs), true //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
}

// constItem is the value of e, an item of a constant tuple display, when
// it is a constant.
func (c *compiler) constItem(e ast.Expr) (Value, bool) {
	switch e := e.(type) {
	case *ast.Constant:
		return c.constant(e.Value), true
	case *ast.Tuple:
		if t, ok := c.constTuple(e); ok {
			return t, true
		}
	case *ast.UnaryOp:
		k, ok := e.Operand.(*ast.Constant)
		if !ok || (e.Op != ast.USub && e.Op != ast.UAdd) {
			return nil, false
		}
		neg := e.Op == ast.USub
		switch v := k.Value.(type) {
		case int64: // a literal: never negative, so -v fits
			if neg {
				v = -v
			}
			return MakeInt(v), true
		case float64:
			if neg {
				v = -v
			}
			return Float(v), true
		}
	}
	return nil, false
}
