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
