package eval

import (
	"github.com/pyinterp/pyinterp/ast"
)

func (c *compiler) ifStmt(s *ast.If) stmtFn {
	test := c.cond(s.Test)
	body := c.block(s.Body)
	var orelse stmtFn
	if len(s.Orelse) > 0 {
		orelse = c.block(s.Orelse)
	}
	return func(fr *Frame) (ctrl, error) {
		ok, err := test(fr)
		if err != nil {
			return 0, err
		}
		if ok {
			return body(fr)
		}
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNext, nil
	}
}

func (c *compiler) whileStmt(s *ast.While) stmtFn {
	test := c.cond(s.Test)
	testCost := nodeCount(s.Test)
	body := c.block(s.Body)
	var orelse stmtFn
	if len(s.Orelse) > 0 {
		orelse = c.block(s.Orelse)
	}
	return func(fr *Frame) (ctrl, error) {
		t := fr.t
		max := t.limits.MaxWhileIterations
		var n int64
		for {
			ok, err := test(fr)
			if err != nil {
				return 0, err
			}
			if !ok {
				break
			}
			n++
			if max > 0 && n > max {
				return 0, &LimitError{Kind: LimitWhile, Limit: max}
			}
			if stop, ctl, err := runLoopBody(fr, body); stop {
				return ctl, err
			}
			t = fr.t // the body may have yielded: resumed by a later run
			if err := t.Steps(testCost); err != nil {
				return 0, err
			}
		}
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNext, nil
	}
}

func (c *compiler) forStmt(s *ast.For) stmtFn {
	iter := c.expr(s.Iter)
	store := c.target(s.Target)
	pair := c.pairTarget(s.Target)
	body := c.block(s.Body)
	var orelse stmtFn
	if len(s.Orelse) > 0 {
		orelse = c.block(s.Orelse)
	}
	// A generator made by the for statement's own expression (for x in
	// g(): ... break) is referenced by nothing else in almost every
	// program: CPython's reference counting closes it as soon as the loop
	// drops it, running its finally blocks then. Without reference counts
	// the loop closes such a generator itself when it leaves early (break,
	// return, an exception in the body), if the generator had not been
	// started before the loop. A generator the program keeps elsewhere and
	// abandons later is not closed (see docs: no reference counting).
	_, ownsIter := s.Iter.(*ast.Call)
	slot, local := c.localSlot(s.Target)
	return func(fr *Frame) (ctrl, error) {
		src, err := iter(fr)
		if err != nil {
			return 0, err
		}
		t := fr.t
		var elems *[]Value
		switch x := src.(type) {
		case *List:
			elems = &x.elems
		case *Tuple:
			elems = &x.elems
		case *Range:
			if x.big != nil {
				break
			}
			// A range is counted here, and its ints boxed, as its
			// iterator counts and boxes them (scalarbox.go), without the
			// iterator object and its calls.
			cur, step := x.start, x.step
			for left := x.n; left > 0; left-- {
				v := t.boxInt(cur)
				cur += step
				if err := t.Step(); err != nil {
					return 0, err
				}
				if local {
					fr.slots[slot] = v
				} else if err := store(fr, v); err != nil {
					return 0, err
				}
				if stop, ctl, err := runLoopBody(fr, body); stop {
					return ctl, err
				}
				t = fr.t // the body may have yielded: resumed by a later run
			}
			if orelse != nil {
				return orelse(fr)
			}
			return ctrlNext, nil
		}
		if elems != nil {
			// A list or tuple is walked by index here, as its iterator
			// walks it (the length read at each step: the body may
			// change a list), without the iterator object and its
			// calls; a plain local target is stored in its slot.
			for i := 0; i < len(*elems); i++ {
				x := (*elems)[i]
				if err := t.Step(); err != nil {
					return 0, err
				}
				if local {
					fr.slots[slot] = x
				} else if p, ok := x.(*Tuple); ok && pair != nil && len(p.elems) == 2 {
					// for a, b in pairs: the two names stored as
					// unpacking the tuple stores them.
					if err := pair(fr, p.elems[0], p.elems[1]); err != nil {
						return 0, err
					}
				} else if err := store(fr, x); err != nil {
					return 0, err
				}
				if stop, ctl, err := runLoopBody(fr, body); stop {
					return ctl, err
				}
				t = fr.t // the body may have yielded: resumed by a later run
			}
			if orelse != nil {
				return orelse(fr)
			}
			return ctrlNext, nil
		}
		var owned *Generator
		if g, ok := src.(*Generator); ok && ownsIter && !g.started {
			owned = g
		}
		it, err := Iterate(t, src)
		if err != nil {
			return 0, err
		}
		pairs := asPairs(it, pair)
		for {
			var x, a, b Value
			if pairs != nil {
				var ok bool
				if a, b, ok, err = pairs.nextPair(t); err != nil {
					return 0, err
				}
				if !ok {
					break
				}
			} else {
				if x, err = it.Next(t); err != nil {
					return 0, err
				}
				if x == nil {
					break
				}
			}
			//rethread:ok Iterate makes no iterator that suspends the frame (only async for and async comprehensions make one: asyncIterator)
			if err := t.Step(); err != nil {
				return 0, err
			}
			if pairs != nil {
				err = pair(fr, a, b)
			} else {
				err = store(fr, x)
			}
			if err != nil {
				return 0, closeDropped(fr.t, owned, err)
			}
			if stop, ctl, err := runLoopBody(fr, body); stop {
				return ctl, closeDropped(fr.t, owned, err) // fr.t: the body may have yielded
			}
			t = fr.t // the body may have yielded: resumed by a later run
		}
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNext, nil
	}
}

// runLoopBody runs a loop's body once; stop reports that the loop ends
// there (a break, a return or an error), with what the loop statement
// then returns. Small enough to be inlined into the loops.
func runLoopBody(fr *Frame, body stmtFn) (stop bool, ctl ctrl, err error) {
	ctl, err = body(fr)
	if err != nil {
		return true, 0, err
	}
	switch ctl {
	case ctrlBreak:
		return true, ctrlNext, nil
	case ctrlReturn:
		return true, ctrlReturn, nil
	}
	return false, ctrlNext, nil
}

// closeDropped closes g, the generator a for loop leaves early (nil: none)
// and returns err, the loop's own outcome: as when CPython drops the last
// reference, an exception raised by the close is not the loop's (CPython
// reports it as unraisable), but a limit stops the run.
func closeDropped(t *Thread, g *Generator, err error) error {
	if g == nil || err == errGeneratorStopped {
		// A generator's frame released on the cleanup goroutine runs no
		// code (see Generator): closing g there ran its finally blocks
		// on that goroutine, racing the live run.
		return err
	}
	if _, limit := err.(*LimitError); limit {
		return err
	}
	if cerr := g.close(t); cerr != nil {
		if _, limit := cerr.(*LimitError); limit {
			return cerr
		}
	}
	return err
}

type handler struct {
	typ  exprFn // nil: bare except
	name storeFn
	del  stmtFn
	body stmtFn
	line int
}

func (c *compiler) tryStmt(body []ast.Stmt, handlers []*ast.ExceptHandler, orelse, finalbody []ast.Stmt) stmtFn {
	bodyFn := c.block(body)
	hs := astMake[handler](len(handlers))
	for i, h := range handlers {
		if h.Type != nil {
			hs[i].typ = c.expr(h.Type)
		}
		if h.Name != "" {
			hs[i].name = c.storeName(h.Name)
			hs[i].del = c.deleteName(h.Name)
		}
		hs[i].body = c.block(h.Body)
		hs[i].line = h.Lineno
	}
	var elseFn, finallyFn stmtFn
	if len(orelse) > 0 {
		elseFn = c.block(orelse)
	}
	if len(finalbody) > 0 {
		finallyFn = c.block(finalbody)
	}
	return tryShape(bodyFn, elseFn, finallyFn, func(fr *Frame, exc *Exception) (ctrl, error) {
		if len(hs) == 0 {
			return 0, exc
		}
		return runHandlers(fr, hs, exc)
	})
}

// tryShape is the statement try and try with except* share: the body,
// the handlers (handle) for an exception it raises, else when it did not,
// and finally.
func tryShape(bodyFn, elseFn, finallyFn stmtFn, handle func(*Frame, *Exception) (ctrl, error)) stmtFn {
	return func(fr *Frame) (ctrl, error) {
		ctl, err := bodyFn(fr)
		if err != nil {
			if exc, ok := err.(*Exception); ok {
				ctl, err = handle(fr, exc)
			}
		} else if ctl == ctrlNext && elseFn != nil {
			ctl, err = elseFn(fr)
		}
		if finallyFn == nil {
			return ctl, err
		}
		return runFinally(fr, finallyFn, ctl, err)
	}
}

// runFinally runs a finally block after the rest of its try statement
// ended with ctl or err.
func runFinally(fr *Frame, finallyFn stmtFn, ctl ctrl, err error) (ctrl, error) {
	t := fr.t
	pending, isExc := err.(*Exception)
	if err != nil && !isExc {
		return ctl, err // limits and internal errors skip finally blocks
	}
	if isExc {
		t.excStack = append(t.excStack, pending)
	}
	ret := fr.ret
	fctl, ferr := finallyFn(fr)
	t = fr.t
	if isExc {
		t.excStack = t.excStack[:len(t.excStack)-1]
	}
	if ferr != nil {
		if fe, ok := ferr.(*Exception); ok && isExc && fe != pending && fe.Context == nil {
			fe.Context = pending
		}
		return 0, ferr
	}
	if fctl != ctrlNext {
		return fctl, nil // return/break/continue in finally discards the pending exception
	}
	if ctl == ctrlReturn {
		fr.ret = ret
	}
	return ctl, err
}

func runHandlers(fr *Frame, hs []handler, exc *Exception) (ctrl, error) {
	for i := range hs {
		h := &hs[i]
		if h.typ != nil {
			tv, err := h.typ(fr)
			if err != nil {
				return 0, err
			}
			ok, err := exceptionMatches(exc, tv)
			if err != nil {
				return 0, err
			}
			if !ok {
				continue
			}
		}
		// The frame's thread where it is used: the type's expression
		// may have yielded (internal/lint/rethread).
		exc.chargeReached(fr.t)
		if h.name != nil {
			if err := h.name(fr, exc); err != nil {
				return 0, err
			}
		}
		t := fr.t
		t.excStack = append(t.excStack, exc)
		ctl, err := h.body(fr)
		// A generator's handler may yield: its frame may resume on
		// another thread (a later run's, or the scratch thread its
		// release unwinds it on, on the cleanup goroutine), so the
		// handled exception is popped off the frame's thread, not off
		// the one the handler started on.
		t = fr.t
		t.excStack = t.excStack[:len(t.excStack)-1]
		if h.del != nil {
			//limiterr:ok the name is unbound after the handler (it may already be: that error is CPython's silence)
			h.del(fr)
		}
		if err != nil {
			if e2, ok := err.(*Exception); ok && e2 != exc && e2.Context == nil {
				e2.Context = exc
			}
		}
		return ctl, err
	}
	return 0, exc
}

// exceptionMatches reports whether exc matches an except clause's class
// or tuple of classes.
func exceptionMatches(exc *Exception, cls Value) (bool, error) {
	switch c := cls.(type) {
	case *Type:
		if !IsExceptionClass(c) {
			return false, Errorf(TypeErrorType, "catching classes that do not inherit from BaseException is not allowed")
		}
		return exc.cls.IsSubtype(c), nil
	case *Tuple:
		// Every item must be an exception class; nested tuples are not
		// allowed (CPython 3.11 checks them all before matching).
		matched := false
		for _, x := range c.elems {
			xt, ok := x.(*Type)
			if !ok || !IsExceptionClass(xt) {
				return false, Errorf(TypeErrorType, "catching classes that do not inherit from BaseException is not allowed")
			}
			if exc.cls.IsSubtype(xt) {
				matched = true
			}
		}
		return matched, nil
	}
	return false, Errorf(TypeErrorType, "catching classes that do not inherit from BaseException is not allowed")
}

func (c *compiler) raise(s *ast.Raise) stmtFn {
	if s.Exc == nil {
		return func(fr *Frame) (ctrl, error) {
			if n := len(fr.t.excStack); n > 0 {
				return 0, fr.t.excStack[n-1]
			}
			return 0, Errorf(RuntimeErrorType, "No active exception to reraise")
		}
	}
	excFn := c.expr(s.Exc)
	var causeFn exprFn
	if s.Cause != nil {
		causeFn = c.expr(s.Cause)
	}
	return func(fr *Frame) (ctrl, error) {
		v, err := excFn(fr)
		if err != nil {
			return 0, err
		}
		exc, err := makeException(fr.t, v, nil)
		if err != nil {
			return 0, err
		}
		if causeFn != nil {
			cv, err := causeFn(fr)
			if err != nil {
				return 0, err
			}
			if cv == None {
				exc.Cause = nil
			} else {
				cause, err := makeException(fr.t, cv, nil)
				if err != nil {
					if e, ok := err.(*Exception); ok && e.cls == TypeErrorType {
						return 0, Errorf(TypeErrorType, "exception causes must derive from BaseException")
					}
					return 0, err
				}
				exc.Cause = cause
			}
			exc.SuppressContext = true
		}
		if n := len(fr.t.excStack); n > 0 && exc.Context == nil && fr.t.excStack[n-1] != exc {
			exc.Context = fr.t.excStack[n-1]
		}
		if exc.atSerial == fr.serial {
			exc.at = nil // raised again: the raise statement is its position
		}
		if exc.tbSerial == fr.serial {
			exc.tbSerial = 0 // raised again in the frame that caught it: a new entry, as CPython adds
		}
		return 0, exc
	}
}

// makeException turns the operand of raise (a class or an instance) into
// an exception instance; val, if not nil/None, is the argument.
func makeException(t *Thread, v Value, val Value) (*Exception, error) {
	switch x := v.(type) {
	case *Exception:
		return x, nil
	case *Type:
		if IsExceptionClass(x) {
			var args []Value
			if val != nil && val != None {
				args = []Value{val}
			}
			r, err := Call(t, x, args, nil)
			if err != nil {
				return nil, err
			}
			if e, ok := r.(*Exception); ok {
				return e, nil
			}
			return nil, Errorf(TypeErrorType, "calling %s should have returned an instance of BaseException, not %s", x.Name, TypeName(r))
		}
	}
	return nil, Errorf(TypeErrorType, "exceptions must derive from BaseException")
}

func (c *compiler) assert(s *ast.Assert) stmtFn {
	test := c.cond(s.Test)
	// CPython places a failed assert at its test when the test is a
	// comparison (compiled as a compare-and-jump), else at the statement.
	var at ast.Node
	if cmp, ok := s.Test.(*ast.Compare); ok {
		at = cmp
	}
	var msg exprFn
	if s.Msg != nil {
		msg = c.expr(s.Msg)
	}
	return func(fr *Frame) (ctrl, error) {
		ok, err := test(fr)
		if err != nil || ok {
			return ctrlNext, err
		}
		if msg == nil {
			return 0, fr.at(NewException(AssertionErrorType), at)
		}
		m, err := msg(fr)
		if err != nil {
			return 0, err
		}
		return 0, fr.at(NewException(AssertionErrorType, m), at)
	}
}

func (c *compiler) importStmt(s *ast.Import) stmtFn {
	type imp struct {
		name    string
		store   storeFn
		bindTop bool
	}
	imps := astMake[imp](len(s.Names))
	for i, a := range s.Names {
		bind := a.Asname
		top := false
		if bind == "" {
			bind = a.Name
			for j := 0; j < len(a.Name); j++ {
				if a.Name[j] == '.' {
					bind = a.Name[:j]
					top = true
					break
				}
			}
		}
		imps[i] = imp{a.Name, c.storeName(bind), top}
	}
	return func(fr *Frame) (ctrl, error) {
		for _, im := range imps {
			m, err := fr.t.Interp.Import(fr.t, im.name)
			if err != nil {
				return 0, err
			}
			if im.bindTop {
				if m, err = fr.t.Interp.Import(fr.t, topLevel(im.name)); err != nil {
					return 0, err
				}
			}
			if err := im.store(fr, m); err != nil {
				return 0, err
			}
		}
		return ctrlNext, nil
	}
}

func topLevel(name string) string {
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return name[:i]
		}
	}
	return name
}

func (c *compiler) importFrom(s *ast.ImportFrom) stmtFn {
	if s.Level > 0 {
		return func(*Frame) (ctrl, error) {
			return 0, Errorf(ImportErrorType, "attempted relative import with no known parent package")
		}
	}
	modName := s.Module
	type imp struct {
		name  string
		store storeFn
	}
	var imps []imp
	star := false
	for _, a := range s.Names {
		if a.Name == "*" {
			star = true
			continue
		}
		bind := a.Asname
		if bind == "" {
			bind = a.Name
		}
		imps = append(imps, imp{a.Name, c.storeName(bind)})
	}
	cglobals := c.globals
	return func(fr *Frame) (ctrl, error) {
		globals := cglobals
		if globals == nil { // a Library's code
			globals = fr.globals
		}
		m, err := fr.t.Interp.ImportFrom(fr.t, modName)
		if err != nil {
			return 0, err
		}
		if star {
			mod, ok := m.(*Module)
			if !ok {
				return 0, Errorf(ImportErrorType, "cannot import * from %s", modName)
			}
			if err := mod.LoadAll(fr.t); err != nil {
				return 0, err
			}
			for _, name := range mod.PublicNames() {
				v, _ := mod.Attrs.Get(name)
				if fr.t.Interp.protected[name] {
					continue // host tools cannot be rebound
				}
				globals.Set(name, v)
			}
			return ctrlNext, nil
		}
		for _, im := range imps {
			v, err := GetAttr(fr.t, m, im.name)
			if err != nil {
				if e, ok := err.(*Exception); ok && e.cls.IsSubtype(AttributeErrorType) {
					sub, subErr := fr.t.Interp.Import(fr.t, modName+"."+im.name)
					if subErr == nil {
						v = sub
					} else {
						return 0, Errorf(ImportErrorType, "cannot import name '%s' from '%s' (unknown location)", im.name, modName)
					}
				} else {
					return 0, err
				}
			}
			if err := im.store(fr, v); err != nil {
				return 0, err
			}
		}
		return ctrlNext, nil
	}
}
