package eval

import "github.com/pyinterp/pyinterp/ast"

// tryStar compiles try with except* clauses (PEP 654), as CPython 3.11
// runs it: each clause takes the part of the exception group its classes
// match (a plain exception is wrapped in a group) and runs with it as the
// current exception; what the clauses raise and the unmatched rest are
// combined afterwards (prepReraiseStar). else and finally are try's.
func (c *compiler) tryStar(s *ast.TryStar) stmtFn {
	bodyFn := c.block(s.Body)
	hs := astMake[handler](len(s.Handlers))
	for i, h := range s.Handlers {
		hs[i].typ = c.expr(h.Type) // the parser requires a type
		if h.Name != "" {
			hs[i].name = c.storeName(h.Name)
			hs[i].del = c.deleteName(h.Name)
		}
		hs[i].body = c.block(h.Body)
		hs[i].line = h.Lineno
	}
	var elseFn, finallyFn stmtFn
	if len(s.Orelse) > 0 {
		elseFn = c.block(s.Orelse)
	}
	if len(s.Finalbody) > 0 {
		finallyFn = c.block(s.Finalbody)
	}
	return tryShape(bodyFn, elseFn, finallyFn, func(fr *Frame, exc *Exception) (ctrl, error) {
		return runStarHandlers(fr, hs, exc)
	})
}

// runStarHandlers runs the except* clauses for orig and returns what the
// statement raises then (nothing when every part was handled).
func runStarHandlers(fr *Frame, hs []handler, orig *Exception) (ctrl, error) {
	rest := orig
	var raised []raisedInHandler
	for i := range hs {
		h := &hs[i]
		tv, err := h.typ(fr)
		if err == nil {
			err = checkExceptStarType(tv)
		}
		var match *Exception
		if err == nil {
			// The frame's thread after each child that may have yielded
			// (internal/lint/rethread).
			match, rest, err = exceptGroupMatch(fr.t, rest, tv)
		}
		if err != nil {
			if e, ok := err.(*Exception); ok && e != orig && e.Context == nil {
				e.Context = orig
			}
			return 0, err
		}
		if match == nil {
			continue
		}
		if h.name != nil {
			if err := h.name(fr, match); err != nil {
				return 0, err
			}
		}
		tbLen := len(match.Traceback)
		t := fr.t
		t.excStack = append(t.excStack, match)
		_, err = h.body(fr) // break, continue and return are SyntaxErrors here
		t = fr.t
		t.excStack = t.excStack[:len(t.excStack)-1]
		if h.del != nil {
			//limiterr:ok the name is unbound after the handler (it may already be: that error is CPython's silence)
			h.del(fr)
			t = fr.t
		}
		if err == nil {
			continue
		}
		e, ok := err.(*Exception)
		if !ok {
			return 0, err // limits
		}
		if e != match && e.Context == nil {
			e.Context = match
		}
		if raised, err = Append(t, raised, raisedInHandler{e, e == match && len(e.Traceback) == tbLen}); err != nil {
			return 0, err
		}
	}
	raised, err := Append(fr.t, raised, raisedInHandler{rest, true})
	if err != nil {
		return 0, err
	}
	result, err := prepReraiseStar(fr.t, orig, raised)
	if err != nil {
		return 0, err
	}
	if result == nil {
		return ctrlNext, nil
	}
	return 0, result
}
