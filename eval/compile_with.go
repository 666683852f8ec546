package eval

import "github.com/pyinterp/pyinterp/ast"

// The with statement, as CPython 3.11 runs it:
//
//	mgr = EXPR
//	enter = type(mgr).__enter__     # looked up on the type, bound to mgr
//	exit = type(mgr).__exit__
//	value = enter()
//	try:
//	    TARGET = value              # the store is inside the protected region
//	    BODY
//	except BaseException as e:
//	    if not exit(type(e), e, None):   # tracebacks are not exposed: None
//	        raise
//	else:                           # also on return/break/continue
//	    exit(None, None, None)
//
// A statement with several items is the same as nested statements. Limit
// errors and released generators (anything that is not a Python
// exception) leave without calling __exit__: no user code runs after a
// limit.

// withStmt compiles a with statement.
func (c *compiler) withStmt(s *ast.With) stmtFn {
	body := c.block(s.Body)
	for i := len(s.Items) - 1; i >= 0; i-- {
		body = c.withItem(s.Items[i], body)
	}
	return body
}

// withItem compiles one context manager wrapped around inner.
func (c *compiler) withItem(item *ast.WithItem, inner stmtFn) stmtFn {
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
		enter, ok := lookupCM(mgr, "__enter__")
		if !ok {
			return 0, Errorf(TypeErrorType, "'%s' object does not support the context manager protocol", TypeName(mgr))
		}
		exit, ok := lookupCM(mgr, "__exit__")
		if !ok {
			return 0, Errorf(TypeErrorType, "'%s' object does not support the context manager protocol (missed __exit__ method)", TypeName(mgr))
		}
		val, err := callCM(t, mgr, "__enter__", enter, nil)
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
		if err == nil {
			ret := fr.ret
			if _, err := callCM(t, mgr, "__exit__", exit, []Value{None, None, None}); err != nil {
				return 0, err
			}
			fr.ret = ret
			return ctl, nil
		}
		exc, isExc := err.(*Exception)
		if !isExc {
			return 0, err // limits and released generators skip __exit__
		}
		t.excStack = append(t.excStack, exc)
		r, xerr := callCM(t, mgr, "__exit__", exit, []Value{exc.cls, exc, None})
		var suppress bool
		if xerr == nil {
			suppress, xerr = Truth(t, r)
		}
		t.excStack = t.excStack[:len(t.excStack)-1]
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

// lookupCM finds a special method on the type of v, as CPython's
// _PyObject_LookupSpecial does (the instance dictionary is not consulted).
func lookupCM(v Value, name string) (Value, bool) {
	m := v.Type().Lookup(name)
	return m, m != nil
}

// callCM calls a special method found by lookupCM with self = v:
// functions and builtin methods are called with v prepended, anything
// else (a descriptor such as staticmethod) is bound by attribute access.
func callCM(t *Thread, v Value, name string, m Value, args []Value) (Value, error) {
	switch f := m.(type) {
	case *Function:
		return f.Call(t, append([]Value{v}, args...), nil)
	case *Method:
		return f.fn(t, v, args, nil)
	}
	bound, err := GetAttr(t, v, name)
	if err != nil {
		return nil, err
	}
	return Call(t, bound, args, nil)
}
