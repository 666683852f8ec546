package eval

import "github.com/pyinterp/pyinterp/ast"

// Subscripts by a slice expression, x[a:b:c]. A list subject is sliced with
// the slice object on the Go stack: the common case allocates only the
// result. Any other subject gets a slice object of its own, as in CPython.

// sliceBounds is the compiled bounds of a slice expression (nil when absent).
type sliceBounds struct{ lo, hi, st exprFn }

func (c *compiler) sliceBounds(e *ast.Slice) sliceBounds {
	var b sliceBounds
	if e.Lower != nil {
		b.lo = c.expr(e.Lower)
	}
	if e.Upper != nil {
		b.hi = c.expr(e.Upper)
	}
	if e.Step != nil {
		b.st = c.expr(e.Step)
	}
	return b
}

// eval evaluates the bounds left to right into s (None where absent).
func (b *sliceBounds) eval(fr *Frame, s *Slice) (err error) {
	s.Start, s.Stop, s.Step = None, None, None
	if b.lo != nil {
		if s.Start, err = b.lo(fr); err != nil {
			return err
		}
	}
	if b.hi != nil {
		if s.Stop, err = b.hi(fr); err != nil {
			return err
		}
	}
	if b.st != nil {
		if s.Step, err = b.st(fr); err != nil {
			return err
		}
	}
	return nil
}

// subscriptSlice compiles the load x[a:b:c].
func (c *compiler) subscriptSlice(e *ast.Subscript, sl *ast.Slice) exprFn {
	obj := c.expr(e.Value)
	bounds := c.sliceBounds(sl)
	return func(fr *Frame) (Value, error) {
		v, err := obj(fr)
		if err != nil {
			return nil, err
		}
		var s Slice
		if err := bounds.eval(fr, &s); err != nil {
			return nil, err
		}
		var res Value
		if l, ok := v.(*List); ok {
			res, err = listSlice(fr.t, l, &s)
		} else {
			hs := new(Slice)
			*hs = s
			res, err = GetItem(fr.t, v, hs)
		}
		if err != nil {
			return nil, fr.at(err, e)
		}
		return res, nil
	}
}

// targetSlice compiles the store x[a:b:c] = v.
func (c *compiler) targetSlice(e *ast.Subscript, sl *ast.Slice) storeFn {
	obj := c.expr(e.Value)
	bounds := c.sliceBounds(sl)
	return func(fr *Frame, v Value) error {
		o, err := obj(fr)
		if err != nil {
			return err
		}
		var s Slice
		if err := bounds.eval(fr, &s); err != nil {
			return err
		}
		if l, ok := o.(*List); ok {
			err = listSetSlice(fr.t, l, &s, v)
		} else {
			hs := new(Slice)
			*hs = s
			err = SetItem(fr.t, o, hs, v)
		}
		if err != nil {
			return fr.at(err, e)
		}
		return nil
	}
}

// sliceCopyMax is the most items sliceAssignSlice copies through the Go
// stack; a longer selection is made into a list, as CPython makes it.
const sliceCopyMax = 16

// sliceAssignSlice compiles x[a:b:c] = y[d:e:f] (one target, both sides
// slices): nil for any other assignment. When y is a list, the selected
// items (at most sliceCopyMax) are copied to an array on the Go stack and
// x's items replaced from it, without the list CPython builds for the
// right-hand side and drops after the store (bench/fannkuch.py's
// perm[:k + 1] = perm[k::-1]). The order is CPython's: y, its bounds and
// their __index__, the selection, then x, its bounds and the store. The
// copy is the snapshot the list would have been, so whatever the target's
// bounds run cannot change what is stored.
func (c *compiler) sliceAssignSlice(target, value ast.Expr) stmtFn {
	ts, ok := target.(*ast.Subscript)
	if !ok {
		return nil
	}
	tsl, ok := ts.Slice.(*ast.Slice)
	if !ok {
		return nil
	}
	vs, ok := value.(*ast.Subscript)
	if !ok {
		return nil
	}
	vsl, ok := vs.Slice.(*ast.Slice)
	if !ok {
		return nil
	}
	src, srcBounds := c.expr(vs.Value), c.sliceBounds(vsl)
	obj, bounds := c.expr(ts.Value), c.sliceBounds(tsl)
	return func(fr *Frame) (ctrl, error) {
		y, err := src(fr)
		if err != nil {
			return 0, err
		}
		var s Slice
		if err := srcBounds.eval(fr, &s); err != nil {
			return 0, err
		}
		var buf [sliceCopyMax]Value
		var items []Value // the selection, on the stack
		var v Value       // or a value made as CPython makes it
		if l, ok := y.(*List); ok {
			start, stop, step, err := s.Unpack(fr.t)
			if err != nil {
				return 0, fr.at(err, vs)
			}
			start, _, n := SliceAdjust(len(l.elems), start, stop, step)
			if n <= sliceCopyMax {
				if n > 0 {
					if err := seqSteps(fr.t, n); err != nil {
						return 0, fr.at(err, vs)
					}
				}
				for i, j := 0, start; i < n; i, j = i+1, j+step {
					buf[i] = l.elems[j]
				}
				items = buf[:max(n, 0)]
			} else if v, err = listSelect(fr.t, l.elems, start, step, n); err != nil {
				return 0, fr.at(err, vs)
			}
		} else {
			hs := new(Slice)
			*hs = s
			if v, err = GetItem(fr.t, y, hs); err != nil {
				return 0, fr.at(err, vs)
			}
		}
		o, err := obj(fr)
		if err != nil {
			return 0, err
		}
		if err := bounds.eval(fr, &s); err != nil {
			return 0, err
		}
		l, isList := o.(*List)
		switch {
		case isList && v == nil:
			err = listSetSliceElems(fr.t, l, &s, items)
		case isList:
			err = listSetSlice(fr.t, l, &s, v)
		default:
			if v == nil {
				// Any other target is given the list CPython would
				// have made (its items were counted when copied).
				var nl *List
				if nl, err = newListSized(fr.t, len(items)); err != nil {
					return 0, fr.at(err, ts)
				}
				copy(nl.elems, items)
				v = nl
			}
			hs := new(Slice)
			*hs = s
			err = SetItem(fr.t, o, hs, v)
		}
		if err != nil {
			return 0, fr.at(err, ts)
		}
		return ctrlNext, nil
	}
}
