package eval

import (
	"errors"
	"iter"

	"github.com/pyinterp/pyinterp/ast"
)

// Generators run their frame on a coroutine (iter.Pull, which switches
// goroutines with the runtime's coroutine handoff rather than channels), so
// a yield may stand anywhere in an expression and the evaluator needs no
// second, resumable execution mode. The coroutine is created on the first
// next() and released when the generator finishes, when it is closed, or
// when the run ends (Interp.releaseGenerators), so an abandoned generator
// holds no goroutine after its run.
type Generator struct {
	fr       *Frame
	name     string
	qualname string

	next func() (Value, bool)
	stop func()

	started  bool
	finished bool
	running  bool

	// Exchange with the coroutine.
	sendVal  Value
	throwExc error
	result   error // error that ended the body
	retVal   Value // return value (StopIteration.value)
	yieldFn  func(Value) bool
}

// errGeneratorStopped unwinds a generator's frame when its coroutine is
// released; it skips finally blocks (no user code runs after a run ends).
var errGeneratorStopped = errors.New("generator released")

// GeneratorType is type(g) for generators.
var GeneratorType = newBuiltinType("generator")

func init() {
	GeneratorType.setBase(ObjectType)
	GeneratorType.NoSubclass = true
	GeneratorType.Iter = func(t *Thread, v Value) (Iterator, error) { return v.(*Generator), nil }
	GeneratorType.Repr = func(t *Thread, v Value) (string, error) {
		g := v.(*Generator)
		return "<generator object " + g.qualname + " at " + t.Interp.fakeAddress(v) + ">", nil
	}
	GeneratorType.Hash = identityHash
	addMethods(GeneratorType, map[string]BuiltinFunc{
		"__next__": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "__next__", args, kwnames); err != nil {
				return nil, err
			}
			return self.(*Generator).nextOrStop(t, None, nil)
		},
		"send": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var v Value
			if err := UnpackArgs(t, "send", args, kwnames, "value", &v); err != nil {
				return nil, err
			}
			return self.(*Generator).nextOrStop(t, v, nil)
		},
		"throw": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var typ, val, tb Value = nil, None, None
			if err := UnpackArgs(t, "throw", args, kwnames, "typ", &typ, "val?", &val, "tb?", &tb); err != nil {
				return nil, err
			}
			exc, err := makeException(t, typ, val)
			if err != nil {
				return nil, err
			}
			return self.(*Generator).nextOrStop(t, None, exc)
		},
		"close": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "close", args, kwnames); err != nil {
				return nil, err
			}
			return None, self.(*Generator).close(t)
		},
	})
}

func (*Generator) Type() *Type { return GeneratorType }

func newGenerator(t *Thread, fr *Frame) *Generator {
	g := &Generator{fr: fr, name: fr.code.Name, qualname: fr.code.QualName}
	fr.gen = g
	return g
}

// Next implements Iterator: (nil, nil) when exhausted.
func (g *Generator) Next(t *Thread) (Value, error) {
	return g.resume(t, None, nil)
}

// nextOrStop is __next__/send/throw: exhaustion raises StopIteration.
func (g *Generator) nextOrStop(t *Thread, send Value, throw error) (Value, error) {
	v, err := g.resume(t, send, throw)
	if err != nil {
		return nil, err
	}
	if v == nil {
		exc := NewException(StopIterationType)
		if g.retVal != nil && g.retVal != None {
			exc.Args = []Value{g.retVal}
			exc.Value = g.retVal
		}
		g.retVal = nil
		return nil, exc
	}
	return v, nil
}

// resume runs the generator to its next yield. It returns (nil, nil) when
// the body finishes (retVal holds the return value).
func (g *Generator) resume(t *Thread, send Value, throw error) (Value, error) {
	if g.running {
		return nil, Errorf(ValueErrorType, "generator already executing")
	}
	if g.finished {
		if throw != nil {
			return nil, throw
		}
		return nil, nil
	}
	if !g.started {
		if send != None && send != nil {
			return nil, Errorf(TypeErrorType, "can't send non-None value to a just-started generator")
		}
		if throw != nil {
			g.finished = true
			return nil, throw
		}
		g.started = true
		fr := g.fr
		g.next, g.stop = iter.Pull(func(yield func(Value) bool) {
			g.yieldFn = yield
			_, err := fr.code.body(fr)
			if err == nil && fr.ret != nil {
				g.retVal = fr.ret
			}
			g.result = err
		})
		t.Interp.trackGenerator(g)
	}
	g.sendVal, g.throwExc = send, throw
	g.fr.t = t
	if err := t.enter(); err != nil {
		return nil, err
	}
	g.fr.back = t.frame
	t.frame = g.fr
	g.running = true
	v, ok := g.next()
	g.running = false
	t.frame = g.fr.back
	t.leave()
	if ok {
		return v, nil
	}
	g.finish(t)
	err := g.result
	g.result = nil
	if err != nil {
		if exc, ok := err.(*Exception); ok && exc.cls.IsSubtype(StopIterationType) {
			re := Errorf(RuntimeErrorType, "generator raised StopIteration")
			re.Cause = exc
			re.Context = exc
			return nil, re
		}
		return nil, err
	}
	return nil, nil
}

func (g *Generator) finish(t *Thread) {
	g.finished = true
	if g.stop != nil {
		g.stop()
		g.stop, g.next = nil, nil
	}
	t.Interp.untrackGenerator(g)
}

// close throws GeneratorExit into a suspended generator.
func (g *Generator) close(t *Thread) error {
	if g.finished || !g.started {
		g.finished = true
		return nil
	}
	v, err := g.resume(t, None, NewException(GeneratorExitType))
	if err != nil {
		if exc, ok := err.(*Exception); ok && (exc.cls.IsSubtype(GeneratorExitType) || exc.cls.IsSubtype(StopIterationType)) {
			return nil
		}
		return err
	}
	if v != nil {
		g.release()
		return Errorf(RuntimeErrorType, "generator ignored GeneratorExit")
	}
	return nil
}

// release ends the coroutine without running user code.
func (g *Generator) release() {
	g.finished = true
	if g.stop != nil {
		g.stop()
		g.stop, g.next = nil, nil
	}
}

// yieldValue is called by a yield expression inside the generator body.
func (fr *Frame) yieldValue(v Value) (Value, error) {
	g := fr.gen
	if !g.yieldFn(v) {
		return nil, errGeneratorStopped
	}
	if g.throwExc != nil {
		e := g.throwExc
		g.throwExc = nil
		return nil, e
	}
	s := g.sendVal
	g.sendVal = nil
	if s == nil {
		s = None
	}
	return s, nil
}

func (c *compiler) yield(e *ast.Yield) exprFn {
	var val exprFn
	if e.Value != nil {
		val = c.expr(e.Value)
	}
	return func(fr *Frame) (Value, error) {
		var v Value = None
		if val != nil {
			var err error
			if v, err = val(fr); err != nil {
				return nil, err
			}
		}
		return fr.yieldValue(v)
	}
}

func (c *compiler) yieldFrom(e *ast.YieldFrom) exprFn {
	src := c.expr(e.Value)
	return func(fr *Frame) (Value, error) {
		v, err := src(fr)
		if err != nil {
			return nil, err
		}
		if inner, ok := v.(*Generator); ok {
			// Delegate send/throw to the inner generator (PEP 380).
			var send Value = None
			var throw error
			for {
				x, err := inner.resume(fr.t, send, throw)
				if err != nil {
					return nil, err
				}
				if x == nil {
					r := inner.retVal
					inner.retVal = nil
					if r == nil {
						r = None
					}
					return r, nil
				}
				g := fr.gen
				if !g.yieldFn(x) {
					return nil, errGeneratorStopped
				}
				send, throw = g.sendVal, g.throwExc
				g.sendVal, g.throwExc = nil, nil
				if send == nil {
					send = None
				}
			}
		}
		it, err := Iterate(fr.t, v)
		if err != nil {
			return nil, err
		}
		for {
			x, err := it.Next(fr.t)
			if err != nil {
				return nil, err
			}
			if x == nil {
				return None, nil
			}
			if _, err := fr.yieldValue(x); err != nil {
				return nil, err
			}
		}
	}
}

// generatorExp compiles (elt for ... ) as a generator function called
// with the first iterable.
func (c *compiler) generatorExp(e *ast.GeneratorExp) exprFn {
	scope := c.info.Scopes[e]
	if scope == nil {
		c.fail(e, SystemErrorType, "no scope for generator expression")
	}
	iter0 := c.expr(e.Generators[0].Iter)
	code := &Code{Name: "<genexpr>", QualName: "<genexpr>", Filename: c.src.Filename, Source: c.src,
		Line: e.Lineno, nslots: scope.NumSlots + 1, cellSlots: scope.CellSlots, varargSlot: -1, kwargSlot: -1,
		isGenerator: true}
	if len(c.qual) > 0 {
		code.QualName = joinQual(c.qual, "<genexpr>")
	}
	iterSlot := scope.NumSlots // the first iterator is passed in this extra slot
	saved, savedCode := c.scope, c.code
	c.scope, c.code = scope, code
	type level struct {
		iter   exprFn
		target storeFn
		ifs    []exprFn
	}
	levels := make([]level, len(e.Generators))
	for i, g := range e.Generators {
		if i > 0 {
			levels[i].iter = c.expr(g.Iter)
		}
		levels[i].target = c.target(g.Target)
		for _, cond := range g.Ifs {
			levels[i].ifs = append(levels[i].ifs, c.expr(cond))
		}
	}
	elt := c.expr(e.Elt)
	cost := nodeCount(e.Elt)
	c.scope, c.code = saved, savedCode

	var run func(fr *Frame, i int, src Value) error
	run = func(fr *Frame, i int, src Value) error {
		lv := &levels[i]
		var it Iterator
		if i == 0 {
			it = src.(iteratorValue).it
		} else {
			var err error
			if it, err = Iterate(fr.t, src); err != nil {
				return err
			}
		}
	next:
		for {
			x, err := it.Next(fr.t)
			if err != nil || x == nil {
				return err
			}
			if err := fr.t.Step(); err != nil {
				return err
			}
			if err := lv.target(fr, x); err != nil {
				return err
			}
			for _, cond := range lv.ifs {
				v, err := cond(fr)
				if err != nil {
					return err
				}
				ok, err := truth(fr.t, v)
				if err != nil {
					return err
				}
				if !ok {
					continue next
				}
			}
			if i+1 < len(levels) {
				src, err := levels[i+1].iter(fr)
				if err != nil {
					return err
				}
				if err := run(fr, i+1, src); err != nil {
					return err
				}
				continue
			}
			if err := fr.t.Steps(cost); err != nil {
				return err
			}
			v, err := elt(fr)
			if err != nil {
				return err
			}
			if _, err := fr.yieldValue(v); err != nil {
				return err
			}
		}
	}
	code.body = func(fr *Frame) (ctrl, error) {
		return ctrlNext, run(fr, 0, fr.slots[iterSlot])
	}
	closure := c.closureMaker(scope)
	globals := c.globals
	return func(fr *Frame) (Value, error) {
		src, err := iter0(fr)
		if err != nil {
			return nil, err
		}
		it, err := Iterate(fr.t, src) // evaluated eagerly, as CPython does
		if err != nil {
			return nil, err
		}
		fr.t.serial++
		gfr := &Frame{t: fr.t, code: code, globals: globals, slots: make([]Value, code.nslots), serial: fr.t.serial}
		gfr.free = closure(fr)
		for _, s := range code.cellSlots {
			gfr.slots[s] = &Cell{}
		}
		gfr.slots[iterSlot] = iteratorValue{it}
		return newGenerator(fr.t, gfr), nil
	}
}

// iteratorValue carries a Go iterator in a frame slot.
type iteratorValue struct{ it Iterator }

func (iteratorValue) Type() *Type { return ObjectType }

func joinQual(prefix []string, name string) string {
	s := ""
	for _, p := range prefix {
		s += p + "."
	}
	return s + name
}

// closureMaker returns a function building the closure cells of scope
// from the defining frame.
func (c *compiler) closureMaker(scope resolveScope) func(fr *Frame) []*Cell {
	type src struct {
		cell bool
		idx  int
	}
	var srcs []src
	for _, fv := range scope.FreeVars {
		srcs = append(srcs, src{fv.Kind == bindingCell, fv.Index})
	}
	if len(srcs) == 0 {
		return func(*Frame) []*Cell { return nil }
	}
	return func(fr *Frame) []*Cell {
		cells := make([]*Cell, len(srcs))
		for i, s := range srcs {
			if s.cell {
				cells[i] = fr.slots[s.idx].(*Cell)
			} else {
				cells[i] = fr.free[s.idx]
			}
		}
		return cells
	}
}
