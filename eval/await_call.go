package eval

import "github.com/pyinterp/pyinterp/ast"

// "await f(args)": a coroutine function called and awaited at once.
//
// This is the common shape of asyncio code (total += await fetch(i),
// await asyncio.sleep(0)). The coroutine object such an expression makes
// is unreachable by the program: nobody but the await ever holds it, it
// starts at once (so it cannot be "never awaited") and it is finished
// when the await returns. awaitCall therefore runs the function's body
// as awaitInline runs a fresh coroutine, on the stack of the coroutine
// awaiting it, without making the coroutine at all: no Generator, no
// coroutine record, no "never awaited" record, three allocations and
// their bookkeeping fewer per call. The frame is a heap frame as a
// coroutine's (it lives across suspensions, when the awaiting
// coroutine's driver reuses the thread's value stack), charged as the
// coroutine would be; its awaits yield to the awaiting coroutine's
// driver through the same genCoro, as awaitInline's do. Anything else (a
// callee that is not a Python coroutine function, or an await outside a
// coroutine running on the coroutine engine) makes the value with an
// ordinary call and awaits it.

// plainCall reports whether a call has no *args or **kwargs.
func plainCall(e *ast.Call) bool {
	for _, a := range e.Args {
		if _, ok := a.(*ast.Starred); ok {
			return false
		}
	}
	for _, k := range e.Keywords {
		if k.Arg == "" {
			return false
		}
	}
	return true
}

// awaitCall compiles "await f(args)" for a call plainCall accepts.
func (c *compiler) awaitCall(e *ast.Call, line int32) exprFn {
	fn := c.expr(e.Func)
	argFns := astMakeCap[operand](0, len(e.Args)+len(e.Keywords))
	for _, a := range e.Args {
		argFns = append(argFns, c.operand(a))
	}
	var kwnames []string
	for _, k := range e.Keywords {
		argFns = append(argFns, c.operand(k.Value))
		kwnames = append(kwnames, k.Arg)
	}
	callLine := int32(e.Position().Lineno)
	return func(fr *Frame) (Value, error) {
		f, err := fn(fr)
		if err != nil {
			return nil, err
		}
		t := fr.t
		args, err := Make[Value](t, len(argFns))
		if err != nil {
			return nil, err
		}
		for i := range argFns {
			v, err := argFns[i].fast(fr), error(nil)
			if v == nil {
				v, err = argFns[i].fn(fr)
			}
			if err != nil {
				return nil, err
			}
			args[i] = v
		}
		fr.line = callLine
		if pf, ok := f.(*Function); ok && pf.code.isAsync && !pf.code.isGenerator &&
			fr.gen != nil && fr.gen.next != nil && !t.hostOnly {
			fr.awaitLine = line
			return callAwaited(fr, pf, args, kwnames, e)
		}
		v, err := Call(t, f, args, kwnames)
		if err != nil {
			return nil, fr.at(err, e)
		}
		fr.awaitLine = line
		return awaitValue(fr, v)
	}
}

// callAwaited calls the coroutine function f and awaits the coroutine it
// would make, running its body on fr's coroutine (see above). Errors
// binding the arguments are the call's (at node call), as Function.Call
// would raise them; the body's pass through as awaitInline's do.
func callAwaited(fr *Frame, f *Function, args []Value, kwnames []string, call ast.Node) (Value, error) {
	t := fr.t
	c := f.code
	// The frame outlives a suspension: charged as the coroutine's.
	if err := Reserve(t, generatorBytes+cellBytes*int64(len(c.cellSlots))); err != nil {
		return nil, err
	}
	slots, err := Make[Value](t, c.nslots)
	if err != nil {
		return nil, err
	}
	t.serial++
	gfr := &Frame{t: t, code: c, slots: slots, free: f.closure, globals: f.globals, fn: f, serial: t.serial, gen: fr.gen}
	if err := f.bindArgs(t, slots, args, kwnames); err != nil {
		return nil, fr.at(err, call)
	}
	for _, s := range c.cellSlots {
		slots[s] = &Cell{v: slots[s]}
	}
	if err := t.enter(); err != nil {
		return nil, err
	}
	gfr.back = t.frame
	t.frame = gfr
	_, err = c.body(gfr)
	t = gfr.t // the thread of the last resume
	t.frame = gfr.back
	t.leave()
	if err != nil {
		return nil, kindCoroutine.pep479(err)
	}
	if gfr.ret == nil {
		return None, nil
	}
	return gfr.ret, nil
}
