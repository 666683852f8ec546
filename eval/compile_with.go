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
		body = c.withItem(s.Items[i], body, syncCM)
	}
	return body
}

// cmProtocol is what distinguishes with from async with: the special
// methods, the errors for a manager without them, and (async with) the
// await of what they return.
type cmProtocol struct {
	enter, exit           string
	noEnter, noExit       string // formats taking the manager's type name
	enterAwait, exitAwait string // awaitChecked's messages; "" for with
}

var (
	syncCM = &cmProtocol{
		enter: "__enter__", exit: "__exit__",
		noEnter: "'%s' object does not support the context manager protocol",
		noExit:  "'%s' object does not support the context manager protocol (missed __exit__ method)",
	}
	asyncCM = &cmProtocol{
		enter: "__aenter__", exit: "__aexit__",
		noEnter:    "'%s' object does not support the asynchronous context manager protocol",
		noExit:     "'%s' object does not support the asynchronous context manager protocol (missed __aexit__ method)",
		enterAwait: "'async with' received an object from __aenter__ that does not implement __await__",
		exitAwait:  "'async with' received an object from __aexit__ that does not implement __await__",
	}
)

// call calls the manager's method m and, for async with, awaits the
// result in fr.
func (p *cmProtocol) call(fr *Frame, mgr Value, name string, m Value, args []Value, await string, line int32) (Value, error) {
	fr.line = line // __enter__ and __exit__ run at the with's line
	v, err := callCM(fr.t, mgr, name, m, args)
	if err != nil || await == "" {
		return v, err
	}
	fr.awaitLine = line
	return awaitChecked(fr, v, await)
}

// withItem compiles one context manager wrapped around inner (with, or
// async with when p is asyncCM).
func (c *compiler) withItem(item *ast.WithItem, inner stmtFn, p *cmProtocol) stmtFn {
	mgrFn := c.expr(item.ContextExpr)
	cost := nodeCount(item.ContextExpr)
	line := int32(item.ContextExpr.Position().Lineno)
	var store storeFn
	if item.OptionalVars != nil {
		store = c.target(item.OptionalVars)
		cost += nodeCount(item.OptionalVars)
	}
	return func(fr *Frame) (ctrl, error) {
		if err := fr.t.Steps(cost); err != nil {
			return 0, err
		}
		mgr, err := mgrFn(fr)
		if err != nil {
			return 0, err
		}
		enter, ok := lookupCM(mgr, p.enter)
		if !ok {
			return 0, Errorf(TypeErrorType, p.noEnter, TypeName(mgr))
		}
		exit, ok := lookupCM(mgr, p.exit)
		if !ok {
			return 0, Errorf(TypeErrorType, p.noExit, TypeName(mgr))
		}
		val, err := p.call(fr, mgr, p.enter, enter, nil, p.enterAwait, line)
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
			if _, err := p.call(fr, mgr, p.exit, exit, []Value{None, None, None}, p.exitAwait, line); err != nil {
				return 0, err
			}
			fr.ret = ret
			return ctl, nil
		}
		exc, isExc := err.(*Exception)
		if !isExc {
			return 0, err // limits and released generators skip __exit__
		}
		// __exit__ receives it as a handler does (chargeReached).
		exc.chargeReached(fr.t)
		// The thread may change across the awaits of async with: re-read it.
		fr.t.excStack = append(fr.t.excStack, exc)
		r, xerr := p.call(fr, mgr, p.exit, exit, []Value{exc.cls, exc, None}, p.exitAwait, line)
		var suppress bool
		if xerr == nil {
			suppress, xerr = Truth(fr.t, r)
		}
		// Popped off the top, not cut at the depth it was pushed at: a
		// coroutine suspended in __aexit__ resumes with its handled
		// exceptions above the resumer's, which may be more or fewer
		// than the first caller's (the depth cut the resumer's own
		// handled exception, and an except clause around the resume
		// then popped an empty stack: a Go panic).
		if t := fr.t; len(t.excStack) > 0 && t.excStack[len(t.excStack)-1] == exc {
			t.excStack = t.excStack[:len(t.excStack)-1]
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
