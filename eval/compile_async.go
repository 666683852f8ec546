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
	line  int32 // of the async for statement (the frame's awaitLine); 0 in comprehensions
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
	if a.line > 0 {
		a.fr.awaitLine = a.line
	}
	v, err := awaitChecked(a.fr, aw, "'async for' received an invalid object from __anext__")
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
	// An async generator made by the statement's own expression (async
	// for x in agen(): ... break) is garbage once the loop leaves it
	// early: CPython then calls the finalizer hook, with which asyncio's
	// loop schedules its aclose(), running its finally blocks. The loop
	// does the same here (finalizeDropped), as the for statement closes
	// the generators it drops.
	_, ownsIter := s.Iter.(*ast.Call)
	return func(fr *Frame) (ctrl, error) {
		src, err := iter(fr)
		if err != nil {
			return 0, err
		}
		var owned *Generator
		if g, ok := src.(*Generator); ok && ownsIter && g.kind == kindAsyncGen && !g.started {
			owned = g
		}
		it, err := asyncIterate(fr, src)
		if err != nil {
			return 0, err
		}
		it.line = int32(s.Lineno)
		for {
			x, err := it.Next(fr.t)
			if err != nil {
				// Left while awaiting __anext__ (the consumer closed,
				// cancelled or released): a generator an exception
				// ended is finished and finalizes nothing; one still
				// running (close() does not reach it, as in CPython)
				// goes to the hook, whose aclose() fails with "already
				// running" as CPython's does.
				return 0, finalizeDropped(fr.t, owned, err)
			}
			if x == nil {
				break
			}
			if err := fr.t.Step(); err != nil {
				return 0, err
			}
			if err := store(fr, x); err != nil {
				return 0, finalizeDropped(fr.t, owned, err)
			}
			if stop, ctl, err := runLoopBody(fr, body); stop {
				return ctl, finalizeDropped(fr.t, owned, err)
			}
		}
		if orelse != nil {
			return orelse(fr)
		}
		return ctrlNext, nil
	}
}

// finalizeDropped hands an async generator that an async for statement
// made and leaves unfinished to the finalizer hook recorded at its first
// iteration (the running loop's), and returns err, the error leaving the
// loop (nil for break and return). A limit runs nothing. When the loop is
// left because its frame is being released (errGeneratorStopped: on the
// runtime's cleanup goroutine, while the run that owns the generator may
// be running), the generator is only queued for that run to finalize
// (asyncgen_drop.go): nothing of it is read here.
func finalizeDropped(t *Thread, g *Generator, err error) error {
	if g == nil {
		return err
	}
	if err == errGeneratorStopped {
		t.Interp.generators().drop(g)
		return err
	}
	if _, ok := err.(*LimitError); ok {
		return err
	}
	if ferr := callFinalizer(t, g); ferr != nil {
		return ferr
	}
	return err
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
		body = c.withItem(s.Items[i], body, asyncCM)
	}
	return body
}

// asyncGeneratorExp compiles an asynchronous generator expression ((x
// async for x in ait), or one that awaits): an async generator whose body
// runs the for clauses (async ones through asyncIterate) on the coroutine
// engine and yields each element wrapped, as an async def with yield
// would. The first iterable is evaluated eagerly in the enclosing scope
// (and, when its clause is async, its __aiter__ called), as CPython does.
// codeBytes is what a copy of a Code costs.
const codeBytes = 256

func (c *compiler) asyncGeneratorExp(e *ast.GeneratorExp, scope resolveScope) exprFn {
	first := e.Generators[0]
	iter0 := c.expr(first.Iter)
	code := &Code{Name: "<genexpr>", QualName: "<genexpr>", Filename: c.src.Filename, Source: c.src,
		Line: e.Lineno, nslots: scope.NumSlots, cellSlots: scope.CellSlots, varargSlot: -1, kwargSlot: -1,
		isGenerator: true, isAsync: true, suspendDepth: suspendNesting(e) + 4, stackBytes: codeStackBytes(e)}
	if len(c.qual) > 0 {
		code.QualName = joinQual(c.qual, "<genexpr>")
	}
	saved, savedCode := c.scope, c.code
	c.scope, c.code = scope, code
	levels := c.compLevels(e.Generators)
	elt := c.expr(e.Elt)
	cost := nodeCount(e.Elt)
	c.scope, c.code = saved, savedCode

	leaf := func(fr *Frame) error {
		if err := fr.t.Steps(cost); err != nil {
			return err
		}
		v, err := elt(fr)
		if err != nil {
			return err
		}
		if err := Reserve(fr.t, 16); err != nil {
			return err
		}
		_, err = fr.yieldValue(&agWrapped{v})
		return err
	}
	closure := c.closureMaker(scope)
	cglobals := c.globals
	return func(fr *Frame) (Value, error) {
		globals := cglobals
		if globals == nil { // a Library's code
			globals = fr.globals
		}
		src, err := iter0(fr)
		if err != nil {
			return nil, err
		}
		// The closure's cells first: the thread is read after the calls
		// given the frame (internal/lint/rethread).
		free, err := closure(fr)
		if err != nil {
			return nil, err
		}
		t := fr.t
		if err := Reserve(t, generatorBytes+cellBytes*int64(len(code.cellSlots))); err != nil {
			return nil, err
		}
		slots, err := Make[Value](t, code.nslots)
		if err != nil {
			return nil, err
		}
		gfr := &Frame{t: t, code: code, globals: globals, slots: slots, free: free}
		for _, s := range code.cellSlots {
			gfr.slots[s] = &Cell{}
		}
		// The first iterable is iterated by the generator's frame: an
		// async one awaits in that frame.
		it0, err := levels[0].iterate(gfr, src)
		if err != nil {
			return nil, err
		}
		// Each generator gets its own copy of the code, whose body closes
		// over its first iterator.
		if err := Reserve(t, codeBytes); err != nil {
			return nil, err
		}
		code := *code
		code.body = func(fr *Frame) (ctrl, error) { return ctrlNext, runCompLevels(fr, levels, 0, it0, leaf) }
		gfr.code = &code
		g, err := newGenerator(t, gfr, nil, nil)
		if err != nil {
			return nil, err
		}
		return g, nil
	}
}
