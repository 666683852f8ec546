package eval

import "github.com/pyinterp/pyinterp/ast"

// Small tuple and list displays in one allocation.
//
// A display of one to four items without *x (`(a, b)`, `return x, y`,
// `[i]`) makes its object and its element array at once: the array is a
// field of the same allocation (smallTuple, smallList), so `(a, b)` is
// one allocation instead of two. Both are charged as the separate array
// was (header and slots). A list that later grows past the array moves
// its items to a new array, as before; the inline one (at most 64 bytes)
// stays with the list.

// smallTupleMax is the most items a display made by smallDisplay has.
const smallTupleMax = 4

// smallDisplay compiles a tuple (tuple) or list display of 1 to
// smallTupleMax items without starred ones; nil for any other. even:
// the list's room is its length rounded up to even (a display of three
// or more constants, as CPython's: sys.getsizeof reads it).
func (c *compiler) smallDisplay(es []ast.Expr, tuple, even bool) exprFn {
	n := len(es)
	if n == 0 || n > smallTupleMax {
		return nil
	}
	for _, e := range es {
		if _, ok := e.(*ast.Starred); ok {
			return nil
		}
	}
	room := n
	if even && !tuple {
		room += n % 2
	}
	fns := astMake[exprFn](n)
	for i, e := range es {
		fns[i] = c.expr(e)
	}
	header := int64(containerBytes)
	if tuple {
		header = tupleHeaderBytes
	}
	charge := header + valueSize*int64(room)
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
	switch len(vs) {
	case 1:
		o := &struct {
			Tuple
			a [1]Value
		}{}
		copy(o.a[:], vs)
		o.elems = o.a[:]
		return &o.Tuple
	case 2:
		o := &struct {
			Tuple
			a [2]Value
		}{}
		copy(o.a[:], vs)
		o.elems = o.a[:]
		return &o.Tuple
	case 3:
		o := &struct {
			Tuple
			a [3]Value
		}{}
		copy(o.a[:], vs)
		o.elems = o.a[:]
		return &o.Tuple
	}
	o := &struct {
		Tuple
		a [4]Value
	}{}
	copy(o.a[:], vs)
	o.elems = o.a[:len(vs)]
	return &o.Tuple
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
