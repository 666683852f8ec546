package eval

import "github.com/pyinterp/pyinterp/ast"

// Resumable generator bodies: the second engine for generator functions.
//
// A generator function whose yields are all statements of the form "yield",
// "yield expr", "target = yield expr", "yield from x", "target = yield
// from x" or "return (yield from x)" (genstep_yieldfrom.go), standing directly in the body or
// in the bodies of for, while and if statements (nested to any depth, but
// not inside try, with or match, and not in a loop's else clause), runs
// without a coroutine. Its body is compiled into steppers (stepFn):
// closures that run like the ordinary statement closures but can stop at a
// yield, returning ctrlYield, and later be re-entered with resume set,
// skipping what already ran. The state a stepper must keep across a yield
// (the position in a block, the iterator of a for loop, the branch an if
// took, the iteration count of a while loop) lives in the generator's
// genCoro.steps, one genStep per stepper, numbered at compile time.
// Statements without a yield are compiled as usual and run unchanged, so
// semantics, operation charges and tracebacks are those of the coroutine
// engine; a resume costs a few function calls instead of two coroutine
// switches. Every other generator function runs on a coroutine.

// stepFn is a resumable statement: with resume false it starts, with
// resume true it continues after the yield where it last stopped.
type stepFn func(fr *Frame, resume bool) (ctrl, error)

// ctrlYield is the control result of a stepper stopping at a yield; the
// yielded value is in genCoro.yielded.
const ctrlYield = ctrlReturn + 1

// genStep is the state of one stepper of a suspended generator.
type genStep struct {
	pc int      // block: the statement that yielded; if: the branch taken
	n  int64    // while: iterations so far
	it Iterator // for: the loop's iterator
}

// hasYield reports whether a yield (or yield from, or await, or an async
// comprehension: each of its iterations awaits __anext__) occurs
// anywhere under n, nested scopes included (a conservative answer).
func hasYield(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.Yield, *ast.YieldFrom, *ast.Await:
			found = true
		case *ast.Comprehension:
			found = x.IsAsync != 0
		}
		return !found
	})
	return found
}

func blockHasYield(stmts []ast.Stmt) bool {
	for _, s := range stmts {
		if hasYield(s) {
			return true
		}
	}
	return false
}

// steppable reports whether a generator body can run on steppers.
func steppable(stmts []ast.Stmt) bool {
	for _, s := range stmts {
		if !hasYield(s) {
			continue
		}
		if yieldFromValue(s) != nil {
			continue
		}
		switch s := s.(type) {
		case *ast.ExprStmt:
			y, ok := s.Value.(*ast.Yield)
			if !ok || y.Value != nil && hasYield(y.Value) {
				return false
			}
		case *ast.Assign:
			y, ok := s.Value.(*ast.Yield)
			if !ok || len(s.Targets) != 1 || hasYield(s.Targets[0]) || y.Value != nil && hasYield(y.Value) {
				return false
			}
		case *ast.For:
			if hasYield(s.Iter) || hasYield(s.Target) || blockHasYield(s.Orelse) || !steppable(s.Body) {
				return false
			}
		case *ast.While:
			if hasYield(s.Test) || blockHasYield(s.Orelse) || !steppable(s.Body) {
				return false
			}
		case *ast.If:
			if hasYield(s.Test) || !steppable(s.Body) || !steppable(s.Orelse) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// newStep numbers a stepper's state in the code being compiled.
func (c *compiler) newStep() int {
	c.code.nsteps++
	return c.code.nsteps - 1
}

// stepBlock compiles a statement list that steppable accepted.
func (c *compiler) stepBlock(stmts []ast.Stmt) stepFn {
	if len(stmts) == 1 {
		if x, ok := stmts[0].(*ast.ExprStmt); ok && hasYield(x) && yieldFromValue(x) == nil {
			return c.stepYieldStmt(x)
		}
	}
	type entry struct {
		fn   stmtFn
		step stepFn // non-nil for statements containing a yield
		cost int64
		stmt ast.Stmt
		line int32
	}
	entries := astMake[entry](len(stmts))
	for i, s := range stmts {
		e := entry{cost: stmtCost(s), stmt: s, line: int32(s.Position().Lineno)}
		if hasYield(s) {
			// Noting the statement's line as c.stmt does: its
			// expressions on that line need no lineAt of their own.
			saved := c.stmtLine
			c.stmtLine = s.Position().Lineno
			e.step = c.stepStmt(s)
			c.stmtLine = saved
		} else {
			e.fn = c.stmt(s)
		}
		entries[i] = e
	}
	if len(entries) == 1 && entries[0].step != nil {
		// A loop body of one yield or if: no position to keep.
		e := entries[0]
		return func(fr *Frame, resume bool) (ctrl, error) {
			if !resume {
				t := fr.t
				t.budget -= e.cost
				if t.budget < 0 {
					if err := t.slowStep(0); err != nil {
						return 0, err
					}
				}
			}
			fr.line = e.line // as block notes it (warnings read it)
			ctl, err := e.step(fr, resume)
			if err != nil {
				return 0, fr.traceback(err, e.stmt)
			}
			return ctl, nil
		}
	}
	id := c.newStep()
	return func(fr *Frame, resume bool) (ctrl, error) {
		t := fr.t
		st := &fr.gen.steps[id]
		i := 0
		if resume {
			i = st.pc
		}
		for ; i < len(entries); i++ {
			e := &entries[i]
			var ctl ctrl
			var err error
			if resume {
				resume = false
				fr.line = e.line
				ctl, err = e.step(fr, true)
			} else {
				t.budget -= e.cost
				if t.budget < 0 {
					if err := t.slowStep(0); err != nil {
						return 0, err
					}
				}
				fr.line = e.line // as block notes it (warnings read it)
				if e.step != nil {
					ctl, err = e.step(fr, false)
				} else {
					ctl, err = e.fn(fr)
				}
			}
			if err != nil {
				return 0, fr.traceback(err, e.stmt)
			}
			if ctl != ctrlNext {
				if ctl == ctrlYield {
					st.pc = i
				}
				return ctl, nil
			}
		}
		return ctrlNext, nil
	}
}

// stepStmt compiles a statement containing a yield.
func (c *compiler) stepStmt(s ast.Stmt) stepFn {
	if yieldFromValue(s) != nil {
		return c.stepYieldFrom(s)
	}
	switch s := s.(type) {
	case *ast.ExprStmt:
		return c.stepYield(s.Value.(*ast.Yield), nil)
	case *ast.Assign:
		// The value first (it yields), then the target's expressions.
		y := s.Value.(*ast.Yield)
		return c.stepYield(y, c.target(s.Targets[0]))
	case *ast.For:
		return c.stepFor(s)
	case *ast.While:
		return c.stepWhile(s)
	case *ast.If:
		return c.stepIf(s)
	}
	panic("stepStmt: not steppable")
}

// stepYieldStmt is a block of one statement "yield expr" (the body of an
// if or a loop): stepBlock's charge, line and traceback entry and
// stepYield in one stepper.
func (c *compiler) stepYieldStmt(s *ast.ExprStmt) stepFn {
	cost, line := stmtCost(s), int32(s.Lineno)
	saved := c.stmtLine
	c.stmtLine = s.Lineno
	var val exprFn
	if y := s.Value.(*ast.Yield); y.Value != nil {
		val = c.expr(y.Value)
	}
	c.stmtLine = saved
	return func(fr *Frame, resume bool) (ctrl, error) {
		co := fr.gen
		fr.line = line
		if resume {
			co.sendVal = nil
			if e := co.throwExc; e != nil {
				co.throwExc = nil
				return 0, fr.traceback(e, s)
			}
			return ctrlNext, nil
		}
		t := fr.t
		t.budget -= cost
		if t.budget < 0 {
			if err := t.slowStep(0); err != nil {
				return 0, err
			}
		}
		var v Value = None
		if val != nil {
			var err error
			if v, err = val(fr); err != nil {
				return 0, fr.traceback(err, s)
			}
		}
		co.yielded = v
		return ctrlYield, nil
	}
}

// stepYield is the statement "yield expr", or "target = yield expr" when
// store is not nil: an exception thrown in is raised here, a value sent
// in (None for next()) is stored or discarded.
func (c *compiler) stepYield(y *ast.Yield, store storeFn) stepFn {
	var val exprFn
	if y.Value != nil {
		val = c.expr(y.Value)
	}
	return func(fr *Frame, resume bool) (ctrl, error) {
		co := fr.gen
		if resume {
			sent := co.sendVal
			co.sendVal = nil
			if e := co.throwExc; e != nil {
				co.throwExc = nil
				return 0, e
			}
			if store != nil {
				if sent == nil {
					sent = None
				}
				return ctrlNext, store(fr, sent)
			}
			return ctrlNext, nil
		}
		var v Value = None
		if val != nil {
			var err error
			if v, err = val(fr); err != nil {
				return 0, err
			}
		}
		co.yielded = v
		return ctrlYield, nil
	}
}

func (c *compiler) stepIf(s *ast.If) stepFn {
	test := c.cond(s.Test)
	body := c.stepBlock(s.Body)
	orelse := c.stepBlock(s.Orelse)
	id := c.newStep()
	return func(fr *Frame, resume bool) (ctrl, error) {
		st := &fr.gen.steps[id]
		if resume {
			if st.pc == 0 {
				return body(fr, true)
			}
			return orelse(fr, true)
		}
		ok, err := test(fr)
		if err != nil {
			return 0, err
		}
		if ok {
			st.pc = 0
			return body(fr, false)
		}
		st.pc = 1
		return orelse(fr, false)
	}
}

// stepWhile is whileStmt with a resumable body.
func (c *compiler) stepWhile(s *ast.While) stepFn {
	test := c.cond(s.Test)
	testCost := nodeCount(s.Test)
	body := c.stepBlock(s.Body)
	var orelse stmtFn
	if len(s.Orelse) > 0 {
		orelse = c.block(s.Orelse)
	}
	id := c.newStep()
	return func(fr *Frame, resume bool) (ctrl, error) {
		t := fr.t
		st := &fr.gen.steps[id]
		max := t.limits.MaxWhileIterations
		if !resume {
			st.n = 0
		}
		for {
			if !resume {
				ok, err := test(fr)
				if err != nil {
					return 0, err
				}
				if !ok {
					break
				}
				st.n++
				if max > 0 && st.n > max {
					return 0, &LimitError{Kind: LimitWhile, Limit: max}
				}
			}
			ctl, err := body(fr, resume)
			resume = false
			if err != nil {
				return 0, err
			}
			switch ctl {
			case ctrlYield:
				return ctrlYield, nil
			case ctrlBreak:
				return ctrlNext, nil
			case ctrlReturn:
				return ctrlReturn, nil
			}
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

// stepFor is forStmt with a resumable body.
func (c *compiler) stepFor(s *ast.For) stepFn {
	if len(s.Body) == 1 {
		return c.stepForOne(s)
	}
	iter := c.expr(s.Iter)
	store := c.target(s.Target)
	body := c.stepBlock(s.Body)
	var orelse stmtFn
	if len(s.Orelse) > 0 {
		orelse = c.block(s.Orelse)
	}
	id := c.newStep()
	return func(fr *Frame, resume bool) (ctrl, error) {
		t := fr.t
		st := &fr.gen.steps[id]
		var it Iterator
		if resume {
			it = st.it
		} else {
			src, err := iter(fr)
			if err != nil {
				return 0, err
			}
			if it, err = Iterate(t, src); err != nil {
				return 0, err
			}
		}
		for {
			if !resume {
				x, err := it.Next(t)
				if err != nil {
					st.it = nil
					return 0, err
				}
				if x == nil {
					break
				}
				if err := t.Step(); err != nil {
					st.it = nil
					return 0, err
				}
				if err := store(fr, x); err != nil {
					st.it = nil
					return 0, err
				}
			}
			ctl, err := body(fr, resume)
			resume = false
			if err != nil {
				st.it = nil
				return 0, err
			}
			switch ctl {
			case ctrlYield:
				st.it = it
				return ctrlYield, nil
			case ctrlBreak:
				st.it = nil
				return ctrlNext, nil
			case ctrlReturn:
				st.it = nil
				return ctrlReturn, nil
			}
		}
		st.it = nil
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNext, nil
	}
}

// stepForOne is stepFor for a body of one statement, which yields (the
// usual generator loop: "for x in it: yield f(x)", "for x in it: if
// p(x): yield x"): the body's block is run inline (its charge, line and
// traceback entry), a plain local target is stored in its slot, and a
// body "yield expr" is run inline too, so that a resume does not go
// through the body's steppers.
func (c *compiler) stepForOne(s *ast.For) stepFn {
	k := &forOneStep{iter: c.expr(s.Iter), store: c.target(s.Target)}
	k.slot, k.local = c.localSlot(s.Target)
	k.bs = s.Body[0]
	k.cost, k.line = stmtCost(k.bs), int32(k.bs.Position().Lineno)
	saved := c.stmtLine
	c.stmtLine = k.bs.Position().Lineno
	if x, ok := k.bs.(*ast.ExprStmt); ok && yieldFromValue(k.bs) == nil {
		k.yield = true
		if y := x.Value.(*ast.Yield); y.Value != nil {
			k.val = c.expr(y.Value)
		}
	} else {
		k.step = c.stepStmt(k.bs)
	}
	c.stmtLine = saved
	if len(s.Orelse) > 0 {
		k.orelse = c.block(s.Orelse)
	}
	k.id = c.newStep()
	// One pointer captured: a closure over the fields themselves loaded
	// and spilled all twelve at each call (~30 instructions a resume).
	return func(fr *Frame, resume bool) (ctrl, error) {
		t := fr.t
		co := fr.gen
		st := &co.steps[k.id]
		var it Iterator
		if resume {
			it = st.it
			fr.line = k.line
			if k.yield {
				// stepYield's resume, the value sent discarded
				co.sendVal = nil
				if e := co.throwExc; e != nil {
					co.throwExc = nil
					st.it = nil
					return 0, fr.traceback(e, k.bs)
				}
			} else {
				ctl, err := k.step(fr, true)
				if ctl, done, err := forBodyDone(fr, st, it, ctl, err, k.bs); done {
					return ctl, err
				}
			}
		} else {
			src, err := k.iter(fr)
			if err != nil {
				return 0, err
			}
			if it, err = Iterate(t, src); err != nil {
				return 0, err
			}
		}
		for {
			x, err := it.Next(t)
			if err != nil {
				st.it = nil
				return 0, err
			}
			if x == nil {
				break
			}
			if err := t.Step(); err != nil {
				st.it = nil
				return 0, err
			}
			if k.local {
				fr.slots[k.slot] = x
			} else if err := k.store(fr, x); err != nil {
				st.it = nil
				return 0, err
			}
			t.budget -= k.cost
			if t.budget < 0 {
				if err := t.slowStep(0); err != nil {
					st.it = nil
					return 0, err
				}
			}
			fr.line = k.line
			if k.yield {
				var v Value = None
				if k.val != nil {
					if v, err = k.val(fr); err != nil {
						st.it = nil
						return 0, fr.traceback(err, k.bs)
					}
				}
				co.yielded = v
				st.it = it
				return ctrlYield, nil
			}
			ctl, err := k.step(fr, false)
			if ctl, done, err := forBodyDone(fr, st, it, ctl, err, k.bs); done {
				return ctl, err
			}
		}
		st.it = nil
		if k.orelse != nil {
			return k.orelse(fr)
		}
		return ctrlNext, nil
	}
}

// forOneStep is what stepForOne's stepper runs.
type forOneStep struct {
	iter   exprFn
	store  storeFn
	slot   int
	local  bool // a plain local target, stored in slot
	bs     ast.Stmt
	cost   int64
	line   int32
	yield  bool   // the body is "yield val" (val nil: a bare yield)
	val    exprFn // with yield
	step   stepFn // the body's stepper, without yield
	orelse stmtFn
	id     int
}

// forBodyDone is what stepForOne does with the outcome of its body's
// stepper: done reports that the loop stops (a yield, break, return or
// an error, with ctl and err its result), else it goes on.
func forBodyDone(fr *Frame, st *genStep, it Iterator, ctl ctrl, err error, bs ast.Stmt) (ctrl, bool, error) {
	if err != nil {
		st.it = nil
		return 0, true, fr.traceback(err, bs)
	}
	switch ctl {
	case ctrlYield:
		st.it = it
		return ctrlYield, true, nil
	case ctrlBreak:
		st.it = nil
		return ctrlNext, true, nil
	case ctrlReturn:
		st.it = nil
		return ctrlReturn, true, nil
	}
	return 0, false, nil
}

// resumeSteps runs a stepper-compiled generator to its next yield, as
// resume does with a coroutine.
func (g *Generator) resumeSteps(t *Thread, send Value, throw error, first bool) (Value, error) {
	co := g.co
	if co.delegate != nil && throw == nil {
		return g.resumeChain(t, send)
	}
	co.delegate = nil
	if err := g.pushFrame(t, co.fr); err != nil {
		return nil, err
	}
	return g.stepPushed(t, send, throw, first)
}

// stepPushed runs g's steppers, its frame pushed (pushFrame), to the
// next yield or the end, and pops the frame.
func (g *Generator) stepPushed(t *Thread, send Value, throw error, first bool) (Value, error) {
	co := g.co
	fr := co.fr
	co.sendVal, co.throwExc = send, throw
	ctl, err := fr.code.step(fr, !first)
	g.popFrame(t, fr)
	if err == nil && ctl == ctrlYield {
		v := co.yielded
		co.yielded = nil
		return v, nil
	}
	g.finished = true
	clear(co.steps) // the states may be in the generator's block (genblock.go)
	co.steps = nil
	co.sendVal, co.throwExc = nil, nil
	if err != nil {
		return nil, pep479(err)
	}
	if fr.ret != nil {
		co.retVal = fr.ret
	}
	return nil, nil
}

// chainBlock is how many delegating generators resumeChain walks down
// at once; a longer chain goes on in a nested resume.
const chainBlock = 32

// resumeChain resumes g, suspended in a yield from over the generator
// co.delegate, with send: the delegate is resumed with g's frame on the
// stack, as the yield from step would, without walking down g's steps
// to it (a chain of n delegating generators walks n step trees per item
// otherwise). Down a chain of such generators (a recursive tree walk,
// nested pipelines) it pushes each one's frame in turn, outermost first,
// each counting one level of depth and marked running, and resumes the
// innermost delegate once; a value it yields goes straight up. When a
// delegate finishes or fails, the generator above it runs its steps with
// the outcome in delegated, delegVal and delegErr (stepYieldFrom), and
// so on up. The frames are those, and in the order, that nested resumes
// would push, so depth, tracebacks and "already executing" are the same.
func (g *Generator) resumeChain(t *Thread, send Value) (Value, error) {
	if send == nil {
		send = None
	}
	var chain [chainBlock]*Generator
	n := 0
	var x Value
	var err error
	for cur := g; ; {
		if err = cur.pushFrame(t, cur.co.fr); err != nil {
			break // the generator above gets the error, as from its delegate
		}
		chain[n] = cur
		n++
		d := cur.co.delegate
		if n < chainBlock && d.co != nil && d.co.delegate != nil && d.co.fr.code.step != nil &&
			d.started && !d.finished && !d.running && d.gx == nil {
			cur = d
			continue
		}
		x, err = d.resume(t, send, nil)
		break
	}
	for i := n - 1; i >= 0; i-- {
		h := chain[i]
		if err == nil && x != nil {
			h.popFrame(t, h.co.fr)
			continue
		}
		hco := h.co
		hco.delegated, hco.delegVal, hco.delegErr = true, x, err
		hco.delegate = nil
		x, err = h.stepPushed(t, None, nil, false)
	}
	return x, err
}
