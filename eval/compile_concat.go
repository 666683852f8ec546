package eval

import "github.com/pyinterp/pyinterp/ast"

// Concatenations whose left operand CPython builds only to drop it.
//
// `(x,) + t` and `[x] + l` build a display that the addition copies and
// drops; `l[:i] + l[i + 1:]` builds two slices that it copies and drops.
// When the operands turn out to be exact tuples or lists (no dunder of
// a subclass can run: tuple and list define no __add__/__radd__ slot
// beyond sq_concat), the result is made directly from the display's
// items or from the selections, copied to the Go stack. Everything is
// charged as it was, in the same order (the display's header and slots
// before its items are evaluated, each selection's items, header and
// slots when it is taken, then the result), and the evaluation order is
// CPython's: the left operand's selection is a copy taken before the
// right operand is evaluated, as the list it would have been. Any other
// operand makes the value CPython makes and goes through Binary.

// concat compiles a + b when it is one of the shapes above; nil for any
// other.
func (c *compiler) concat(e *ast.BinOp) exprFn {
	if e.Op != ast.Add {
		return nil
	}
	if f := c.displayConcat(e); f != nil {
		return f
	}
	return c.sliceConcat(e)
}

// displayConcat compiles `(a, b) + t` and `[a, b] + l`: a tuple or list
// display of 1 to smallTupleMax items without starred ones (and not a
// constant tuple, which is made once) added to anything. When the right
// operand is a non-empty tuple (for a tuple display; an empty one is the
// display itself, which Concat returns) or a list (for a list display),
// the result is made without the display's object.
func (c *compiler) displayConcat(e *ast.BinOp) exprFn {
	var elts []ast.Expr
	tuple, even := false, false
	switch l := e.Left.(type) {
	case *ast.Tuple:
		if _, ok := c.constTuple(l); ok {
			return nil
		}
		elts, tuple = l.Elts, true
	case *ast.List:
		elts, even = l.Elts, constantDisplay(l.Elts)
	default:
		return nil
	}
	n := len(elts)
	// The display's charge, as smallDisplay makes it.
	room, charge, ok := smallDisplayCharge(elts, tuple, even)
	if !ok {
		return nil
	}
	fns := astMake[exprFn](n)
	for i, x := range elts {
		fns[i] = c.expr(x)
	}
	r := c.operand(e.Right)
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
		b, err := r.fast(fr), error(nil)
		if b == nil {
			b, err = r.slow(fr)
		}
		if err != nil {
			return nil, err
		}
		t := fr.t
		if tuple {
			if y, ok := b.(*Tuple); ok && len(y.elems) > 0 {
				// TupleType.Concat's charges and copies.
				res, err := newTupleN(t, n+len(y.elems))
				if err != nil {
					return nil, fr.at(err, e)
				}
				storeValues(res.elems, arr[:n])
				if err := copyValues(t, res.elems[n:], y.elems); err != nil {
					return nil, fr.at(err, e)
				}
				return res, nil
			}
		} else if y, ok := b.(*List); ok {
			// ListType.Concat's.
			res, err := newListSized(t, n+len(y.elems))
			if err != nil {
				return nil, fr.at(err, e)
			}
			storeValues(res.elems, arr[:n])
			if err := copyValues(t, res.elems[n:], y.elems); err != nil {
				return nil, fr.at(err, e)
			}
			return res, nil
		}
		var a Value
		if tuple {
			a = smallTuple(arr[:n])
		} else {
			a = smallList(arr[:n], room)
		}
		res, err := Binary(t, OpAdd, a, b)
		if err != nil {
			return nil, fr.at(err, e)
		}
		return res, nil
	}
}

// sliceOperand is a slice x[a:b:c] as an operand of a concatenation.
type sliceOperand struct {
	obj    exprFn
	bounds sliceBounds
	node   *ast.Subscript
}

// isSlice reports whether e is a slice x[a:b:c].
func isSlice(e ast.Expr) bool {
	if s, ok := e.(*ast.Subscript); ok {
		_, ok = s.Slice.(*ast.Slice)
		return ok
	}
	return false
}

// sliceOperandOf compiles e, a slice (isSlice).
func (c *compiler) sliceOperandOf(e ast.Expr) sliceOperand {
	s := e.(*ast.Subscript)
	return sliceOperand{obj: c.expr(s.Value), bounds: c.sliceBounds(s.Slice.(*ast.Slice)), node: s}
}

// eval evaluates the slice as subscriptSlice does. The selection of a
// list of at most listInlineMax items is copied to buf and returned as
// items, charged as listSelect charges the list it makes; any other
// selection is made (v).
func (o *sliceOperand) eval(fr *Frame, buf *[listInlineMax]Value) (items []Value, v Value, err error) {
	y, err := o.obj(fr)
	if err != nil {
		return nil, nil, err
	}
	var s Slice
	if err := o.bounds.eval(fr, &s); err != nil {
		return nil, nil, err
	}
	l, ok := y.(*List)
	if !ok {
		hs := new(Slice)
		*hs = s
		if v, err = GetItem(fr.t, y, hs); err != nil {
			return nil, nil, fr.at(err, o.node)
		}
		return nil, v, nil
	}
	t := fr.t
	start, stop, step, err := s.Unpack(t)
	if err != nil {
		return nil, nil, fr.at(err, o.node)
	}
	// The length is read after the bounds' __index__ (listSlice).
	start, _, n := SliceAdjust(len(l.elems), start, stop, step)
	if n > listInlineMax {
		if v, err = listSelect(t, l.elems, start, step, n); err != nil {
			return nil, nil, fr.at(err, o.node)
		}
		return nil, v, nil
	}
	if err := chargeSelection(t, n); err != nil {
		return nil, nil, fr.at(err, o.node)
	}
	n = max(n, 0)
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		buf[i] = l.elems[j]
	}
	return buf[:n], nil, nil
}

// chargeSelection charges what listSelect charges for a selection of n
// items (n <= listInlineMax), without making the list: the items
// counted, then the list's slots and header (newListSized), or only the
// header of an empty list (NewListT).
func chargeSelection(t *Thread, n int) error {
	if n > 0 {
		if err := seqSteps(t, n); err != nil {
			return err
		}
		if err := ReserveArray(t, int64(n), sizeOf[Value]()); err != nil {
			return err
		}
	}
	t.ChargeObject(containerBytes)
	return nil
}

// selectionList makes the list of a selection chargeSelection charged.
func selectionList(items []Value) *List {
	l := listBlock(len(items))
	l.elems = l.elems[:len(items)]
	copy(l.elems, items)
	return l
}

// sliceConcat compiles x[a:b] + y[c:d] (any steps): when both are
// selections of lists, the result is made from their copies, without
// the two lists CPython makes and drops.
func (c *compiler) sliceConcat(e *ast.BinOp) exprFn {
	if !isSlice(e.Left) || !isSlice(e.Right) {
		return nil
	}
	left, right := c.sliceOperandOf(e.Left), c.sliceOperandOf(e.Right)
	return func(fr *Frame) (Value, error) {
		var lbuf, rbuf [listInlineMax]Value
		litems, lv, err := left.eval(fr, &lbuf)
		if err != nil {
			return nil, err
		}
		ritems, rv, err := right.eval(fr, &rbuf)
		if err != nil {
			return nil, err
		}
		t := fr.t
		if lv == nil && rv == nil {
			// ListType.Concat's charges.
			res, err := newListSized(t, len(litems)+len(ritems))
			if err != nil {
				return nil, fr.at(err, e)
			}
			storeValues(res.elems, litems)
			storeValues(res.elems[len(litems):], ritems)
			return res, nil
		}
		if lv == nil {
			lv = selectionList(litems)
		}
		if rv == nil {
			rv = selectionList(ritems)
		}
		res, err := Binary(t, OpAdd, lv, rv)
		if err != nil {
			return nil, fr.at(err, e)
		}
		return res, nil
	}
}
