package eval

import "github.com/pyinterp/pyinterp/ast"

// async for, async with and asynchronous comprehensions. They only occur
// in the bodies of async def functions (the parser rejects them
// elsewhere), whose frames run on a coroutine, so each await they imply
// is awaitValue in the frame.

// asyncIterator adapts an asynchronous iterator to Iterator: each Next
// awaits __anext__() in fr, and StopAsyncIteration ends the iteration.
type asyncIterator struct {
	fr    *Frame
	it    Value
	anext Value
}

// asyncIterate is the start of async for: type(v).__aiter__(v), checked
// for an __anext__.
func asyncIterate(fr *Frame, v Value) (*asyncIterator, error) {
	t := fr.t
	m := v.Type().Lookup("__aiter__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "'async for' requires an object with __aiter__ method, got %s", TypeName(v))
	}
	it, err := callCM(t, v, "__aiter__", m, nil)
	if err != nil {
		return nil, err
	}
	n := it.Type().Lookup("__anext__")
	if n == nil {
		return nil, Errorf(TypeErrorType, "'async for' received an object from __aiter__ that does not implement __anext__: %s", TypeName(it))
	}
	return &asyncIterator{fr: fr, it: it, anext: n}, nil
}

// Next implements Iterator.
func (a *asyncIterator) Next(t *Thread) (Value, error) {
	aw, err := callCM(t, a.it, "__anext__", a.anext, nil)
	if err != nil {
		return nil, err
	}
	v, err := awaitValue(a.fr, aw)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls.IsSubtype(StopAsyncIterationType) {
			return nil, nil
		}
		return nil, err
	}
	return v, nil
}

// Type makes asyncIterator a Value (it never reaches a program).
func (*asyncIterator) Type() *Type { return ObjectType }

// asyncFor compiles async for: for with an asyncIterator.
func (c *compiler) asyncFor(s *ast.AsyncFor) stmtFn {
	iter := c.expr(s.Iter)
	store := c.target(s.Target)
	body := c.block(s.Body)
	var orelse stmtFn
	if len(s.Orelse) > 0 {
		orelse = c.block(s.Orelse)
	}
	return func(fr *Frame) (ctrl, error) {
		src, err := iter(fr)
		if err != nil {
			return 0, err
		}
		it, err := asyncIterate(fr, src)
		if err != nil {
			return 0, err
		}
		for {
			x, err := it.Next(fr.t)
			if err != nil {
				return 0, err
			}
			if x == nil {
				break
			}
			if err := fr.t.Step(); err != nil {
				return 0, err
			}
			if err := store(fr, x); err != nil {
				return 0, err
			}
			ctl, err := body(fr)
			if err != nil {
				return 0, err
			}
			switch ctl {
			case ctrlBreak:
				return ctrlNext, nil
			case ctrlReturn:
				return ctrlReturn, nil
			}
		}
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNext, nil
	}
}

// asyncWith compiles async with, as CPython 3.11 runs it:
//
//	mgr = EXPR
//	aexit = type(mgr).__aexit__
//	value = await type(mgr).__aenter__(mgr)
//	try:
//	    TARGET = value
//	    BODY
//	except BaseException as e:
//	    if not await aexit(mgr, type(e), e, None):
//	        raise
//	else:
//	    await aexit(mgr, None, None, None)
func (c *compiler) asyncWith(s *ast.AsyncWith) stmtFn {
	body := c.block(s.Body)
	for i := len(s.Items) - 1; i >= 0; i-- {
		body = c.asyncWithItem(s.Items[i], body)
	}
	return body
}

func (c *compiler) asyncWithItem(item *ast.WithItem, inner stmtFn) stmtFn {
	mgrFn := c.expr(item.ContextExpr)
	cost := nodeCount(item.ContextExpr)
	var store storeFn
	if item.OptionalVars != nil {
		store = c.target(item.OptionalVars)
		cost += nodeCount(item.OptionalVars)
	}
	return func(fr *Frame) (ctrl, error) {
		t := fr.t
		if err := t.Steps(cost); err != nil {
			return 0, err
		}
		mgr, err := mgrFn(fr)
		if err != nil {
			return 0, err
		}
		enter, ok := lookupCM(mgr, "__aenter__")
		if !ok {
			return 0, Errorf(TypeErrorType, "'%s' object does not support the asynchronous context manager protocol", TypeName(mgr))
		}
		exit, ok := lookupCM(mgr, "__aexit__")
		if !ok {
			return 0, Errorf(TypeErrorType, "'%s' object does not support the asynchronous context manager protocol (missed __aexit__ method)", TypeName(mgr))
		}
		aw, err := callCM(t, mgr, "__aenter__", enter, nil)
		if err != nil {
			return 0, err
		}
		val, err := awaitValue(fr, aw)
		if err != nil {
			return 0, err
		}
		ctl := ctrlNext
		if store != nil {
			err = store(fr, val)
		}
		if err == nil {
			ctl, err = inner(fr)
		}
		t = fr.t
		if err == nil {
			ret := fr.ret
			aw, err := callCM(t, mgr, "__aexit__", exit, []Value{None, None, None})
			if err == nil {
				_, err = awaitValue(fr, aw)
			}
			if err != nil {
				return 0, err
			}
			fr.ret = ret
			return ctl, nil
		}
		exc, isExc := err.(*Exception)
		if !isExc {
			return 0, err // limits and released coroutines skip __aexit__
		}
		t.excStack = append(t.excStack, exc)
		depth := len(t.excStack)
		r, xerr := callCM(t, mgr, "__aexit__", exit, []Value{exc.cls, exc, None})
		if xerr == nil {
			r, xerr = awaitValue(fr, r)
		}
		var suppress bool
		if xerr == nil {
			suppress, xerr = Truth(fr.t, r)
		}
		t = fr.t
		if len(t.excStack) >= depth {
			t.excStack = t.excStack[:depth-1]
		}
		if xerr != nil {
			if xe, ok := xerr.(*Exception); ok && xe != exc && xe.Context == nil {
				xe.Context = exc
			}
			return 0, xerr
		}
		if suppress {
			return ctrlNext, nil
		}
		return 0, exc
	}
}
