package eval

import "github.com/pyinterp/pyinterp/ast"

// yield from on steppers (genstep.go): the statements "yield from x",
// "target = yield from x" and "return (yield from x)" in a steppable body.
// The sub-iterator is kept in the stepper's state; each resume passes the
// value sent (or the exception thrown) straight to it, so a chain of
// delegating generators (a recursive tree walk) runs with no coroutine at
// any level, as yieldFromGenerator and yieldFromIter do on the coroutine
// engine.

// yieldFromValue returns the yield from of a statement that steppable
// accepts with one, or nil.
func yieldFromValue(s ast.Stmt) *ast.YieldFrom {
	var v ast.Expr
	switch s := s.(type) {
	case *ast.ExprStmt:
		v = s.Value
	case *ast.Assign:
		if len(s.Targets) != 1 || hasYield(s.Targets[0]) {
			return nil
		}
		v = s.Value
	case *ast.Return:
		v = s.Value
	}
	yf, ok := v.(*ast.YieldFrom)
	if !ok || hasYield(yf.Value) {
		return nil
	}
	return yf
}

// stepYieldFrom compiles a statement yieldFromValue accepted; done
// receives the value of the yield from (the sub-iterator's return value).
func (c *compiler) stepYieldFrom(s ast.Stmt) stepFn {
	yf := yieldFromValue(s)
	src := c.expr(yf.Value)
	var done func(fr *Frame, r Value) (ctrl, error)
	switch s := s.(type) {
	case *ast.Assign:
		store := c.target(s.Targets[0])
		done = func(fr *Frame, r Value) (ctrl, error) { return ctrlNext, store(fr, r) }
	case *ast.Return:
		done = func(fr *Frame, r Value) (ctrl, error) { fr.ret = r; return ctrlReturn, nil }
	default:
		done = func(fr *Frame, r Value) (ctrl, error) { return ctrlNext, nil }
	}
	id := c.newStep()
	return func(fr *Frame, resume bool) (ctrl, error) {
		t := fr.t
		co := fr.gen
		st := &fr.gen.steps[id]
		var it Iterator
		var x Value
		var err error
		if !resume {
			var v Value
			if v, err = src(fr); err != nil {
				return 0, err
			}
			if it, err = yieldFromIterator(t, v); err != nil {
				return 0, err
			}
			if g, ok := it.(*Generator); ok {
				x, err = g.resume(t, None, nil)
			} else {
				x, err = it.Next(t)
			}
		} else {
			it = st.it
			st.it = nil
			send, throw := co.sendVal, co.throwExc
			co.sendVal, co.throwExc = nil, nil
			if send == nil {
				send = None
			}
			if co.delegated {
				// resumeSteps resumed the delegate generator (see there)
				x, err = co.delegVal, co.delegErr
				co.delegated, co.delegVal, co.delegErr = false, nil, nil
			} else if g, ok := it.(*Generator); ok {
				if ge, ok := throw.(*Exception); ok && ge.cls.IsSubtype(GeneratorExitType) {
					if err := g.close(t); err != nil {
						return 0, err
					}
					return 0, throw
				}
				x, err = g.resume(t, send, throw)
			} else {
				switch {
				case throw != nil:
					var raiseHere bool
					if x, raiseHere, err = throwIntoIterator(t, it, throw); raiseHere {
						return 0, throw
					}
				case send != None:
					var m Value
					if m, err = GetAttr(t, iterValue(it), "send"); err == nil {
						x, err = Call(t, m, []Value{send}, nil)
					}
				default:
					x, err = it.Next(t)
				}
			}
		}
		if err != nil {
			if _, isGen := it.(*Generator); !isGen {
				if exc, ok := err.(*Exception); ok && exc.cls.IsSubtype(StopIterationType) {
					return done(fr, stopIterationValue(exc))
				}
			}
			return 0, err
		}
		if x == nil {
			var r Value = None
			if g, ok := it.(*Generator); ok && g.co != nil && g.co.retVal != nil {
				r = g.co.retVal
				g.co.retVal = nil
			}
			return done(fr, r)
		}
		st.it = it
		co.yielded = x
		if g, ok := it.(*Generator); ok {
			co.delegate = g // resumeSteps resumes it directly
		}
		return ctrlYield, nil
	}
}

// yieldFromIterator is what yield from v delegates to: v itself when it
// is a generator, the iterator of a user iterable whose __iter__ returns
// a user iterator (so that its StopIteration's value is seen), or iter(v).
func yieldFromIterator(t *Thread, v Value) (Iterator, error) {
	if g, ok := v.(*Generator); ok {
		switch g.kind {
		case kindGenerator:
			return g, nil
		case kindCoroutine:
			return nil, Errorf(TypeErrorType, "cannot 'yield from' a coroutine object in a non-coroutine generator")
		}
	}
	if inst, ok := v.(*Instance); ok {
		if r, ok, err := CallDunder(t, inst, "__iter__"); ok {
			if err != nil {
				return nil, err
			}
			if ri, ok := r.(*Instance); ok && ri.Type().Lookup("__next__") != nil {
				return dunderNext{ri}, nil
			}
			v = r // __iter__ is called once
		}
	}
	return Iterate(t, v)
}
