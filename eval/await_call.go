package eval

import (
	"unsafe"

	"github.com/pyinterp/pyinterp/ast"
)

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
	// Arguments that cannot suspend are evaluated into the thread's
	// value stack (see call), released once they are bound.
	direct := true
	for _, a := range e.Args {
		direct = direct && !hasYield(a)
	}
	for _, k := range e.Keywords {
		direct = direct && !hasYield(k.Value)
	}
	return func(fr *Frame) (Value, error) {
		f, err := fn(fr)
		if err != nil {
			return nil, err
		}
		t := fr.t
		pf, inline := f.(*Function)
		inline = inline && pf.code.isAsync && !pf.code.isGenerator && fr.gen != nil && fr.gen.coState != nil && fr.gen.next != nil && !t.hostOnly
		var args []Value
		if inline && direct {
			args, err = t.allocSlots(len(argFns))
		} else {
			args, err = Make[Value](t, len(argFns))
		}
		if err != nil {
			return nil, err
		}
		err = evalOperands(fr, argFns, args)
		// An argument that awaits may have suspended the frame: it
		// resumes on the resuming run's thread (not on the direct path,
		// whose arguments cannot suspend).
		t = fr.t
		if err != nil {
			if inline && direct {
				t.freeSlots(args)
			}
			return nil, err
		}
		fr.line = callLine
		if inline {
			fr.awaitLine = line
			gfr, err := awaitedFrame(fr, pf, args, kwnames, e)
			if direct {
				t.freeSlots(args)
			}
			if err != nil {
				return nil, err
			}
			v, err := runAwaited(fr, gfr)
			if err == nil {
				fr.t.freeHeapFrame(gfr)
			}
			return v, err
		}
		v, err := Call(t, f, args, kwnames)
		if err != nil {
			return nil, fr.at(err, e)
		}
		fr.awaitLine = line
		return awaitValue(fr, v)
	}
}

// awaitedFrame makes the frame of a call of the coroutine function f
// awaited at once (see above), with the arguments bound: the heap frame
// a coroutine would have, charged as the coroutine would be. Errors
// binding the arguments are the call's (at node call), as Function.Call
// would raise them.
func awaitedFrame(fr *Frame, f *Function, args []Value, kwnames []string, call ast.Node) (*Frame, error) {
	t := fr.t
	c := f.code
	// Its Go stack is the awaiting coroutine's (gostack.go).
	if err := Reserve(t, generatorBytes+cellBytes*int64(len(c.cellSlots))+inlineAwaitBytes(c)); err != nil {
		return nil, err
	}
	gfr, err := newHeapFrame(t, c.nslots)
	if err != nil {
		return nil, err
	}
	t.serial++
	gfr.t, gfr.code, gfr.free, gfr.globals, gfr.fn, gfr.serial, gfr.gen = t, c, f.closure, f.globals, f, t.serial, fr.gen
	if err := f.bindArgs(t, gfr.slots, args, kwnames); err != nil {
		return nil, fr.at(err, call)
	}
	for _, s := range c.cellSlots {
		gfr.slots[s] = &Cell{v: gfr.slots[s]}
	}
	return gfr, nil
}

// runAwaited runs the body of a coroutine's frame gfr on the stack of
// fr's coroutine, as a call (awaitInline for a coroutine that has not
// started, awaitCall for a frame awaitedFrame made) and returns what it
// returns; a StopIteration leaving the body becomes a RuntimeError.
func runAwaited(fr *Frame, gfr *Frame) (Value, error) {
	t := fr.t
	if err := t.enter(); err != nil {
		return nil, err
	}
	t.codeStack += gfr.code.stackBytes
	gfr.back = t.frame
	t.frame = gfr
	_, err := gfr.code.body(gfr)
	t = gfr.t // the thread of the last resume
	t.frame = gfr.back
	t.codeStack -= gfr.code.stackBytes
	t.leave()
	if err != nil {
		return nil, kindCoroutine.pep479(err)
	}
	if gfr.ret == nil {
		return None, nil
	}
	return gfr.ret, nil
}

// heapFrame4 and heapFrame8 are a heap frame and its slots in one
// allocation (newHeapFrame).
type (
	heapFrame4 struct {
		fr Frame
		s  [4]Value
	}
	heapFrame8 struct {
		fr Frame
		s  [8]Value
	}
)

// heapFramePoolMax bounds each of a thread's pools of finished heap frames.
const heapFramePoolMax = 64

// newHeapFrame returns a frame on the heap with n cleared slots, charged:
// for a few slots, one allocation holds both, taken from the thread's
// pool of finished ones when it has one (freeHeapFrame).
func newHeapFrame(t *Thread, n int) (*Frame, error) {
	if err := ReserveArray(t, int64(n), sizeOf[Value]()); err != nil {
		return nil, err
	}
	switch {
	case n <= 4:
		var b *heapFrame4
		if k := len(t.heapFrames4); k > 0 {
			b = t.heapFrames4[k-1]
			t.heapFrames4[k-1] = nil
			t.heapFrames4 = t.heapFrames4[:k-1]
		} else {
			b = new(heapFrame4)
		}
		b.fr.slots = b.s[:n:n]
		return &b.fr, nil
	case n <= 8:
		var b *heapFrame8
		if k := len(t.heapFrames8); k > 0 {
			b = t.heapFrames8[k-1]
			t.heapFrames8[k-1] = nil
			t.heapFrames8 = t.heapFrames8[:k-1]
		} else {
			b = new(heapFrame8)
		}
		b.fr.slots = b.s[:n:n]
		return &b.fr, nil
	}
	return &Frame{slots: make([]Value, n)}, nil //allocpath:ok n slots charged by ReserveArray above
}

// freeHeapFrame returns the frame of an awaited call (awaitedFrame) that
// finished normally to t's pool, cleared. Nothing holds such a frame once
// its body has returned: no coroutine object was made for it, a
// suspension's record of it (genCoro.inner) is dropped at the resume, and
// tracebacks note frames by serial. A frame unwound by an error (a
// released coroutine's, on a scratch thread) is left to the collector.
func (t *Thread) freeHeapFrame(fr *Frame) {
	switch n := fr.code.nslots; {
	case n <= 4:
		if len(t.heapFrames4) < heapFramePoolMax {
			b := (*heapFrame4)(unsafe.Pointer(fr))
			*b = heapFrame4{}
			t.heapFrames4 = append(t.heapFrames4, b)
		}
	case n <= 8:
		if len(t.heapFrames8) < heapFramePoolMax {
			b := (*heapFrame8)(unsafe.Pointer(fr))
			*b = heapFrame8{}
			t.heapFrames8 = append(t.heapFrames8, b)
		}
	}
}
