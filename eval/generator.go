package eval

import (
	"errors"
	"fmt"
	"iter"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pyinterp/pyinterp/ast"
)

// Generators.
//
// # Three engines
//
// A generator function whose yields are all statements ("yield x",
// "t = yield x", "yield from x", "t = yield from x", "return (yield from
// x)") in for, while and if bodies (the common case) runs on resumable
// steppers, with no coroutine (genstep.go, genstep_yieldfrom.go):
// BenchmarkGeneratorNext measures 40-90 ns per yield on a loaded 2-core
// machine. Any other generator function (a yield in an expression, in try
// or with, yield from) runs its frame on a coroutine: iter.Pull, which
// switches goroutines with the runtime's coroutine handoff rather than
// through channels and the scheduler. A yield may then stand anywhere in an
// expression and the evaluator needs no resumable mode for it. The price is
// two coroutine switches per resume: 160-430 ns per yield, against ~60 ns
// for CPython 3.11's for loop over a generator.
//
// A generator expression has no yield of its own (its element is the
// only value it produces), so it runs without a coroutine: genexpState
// keeps the stack of its for-clause iterators and Next advances it like a
// hand-written iterator. Generator expressions are the common case
// (sum(x*x for x in xs), next(x for x in xs if p(x))) and cost no
// goroutine at all.
//
// # Coroutine lifetime and leak policy
//
// A coroutine is created on a generator's first resume and ends when the
// body finishes, when the generator is closed, or when it is released. A
// generator that is abandoned while suspended (unreachable from Python)
// would otherwise keep its goroutine forever, because a goroutine's stack
// is a GC root. So the Python-visible handle (*Generator) is kept apart
// from the state the coroutine references (*genCoro): nothing on the
// coroutine's stack points at the handle, and a runtime.AddCleanup on the
// handle releases the coroutine once the handle is garbage. Releasing
// resumes the coroutine with yield returning false, which unwinds the
// frame with errGeneratorStopped: no except clause, finally block or
// __exit__ runs (no user code runs outside a run's budget), and the
// frame is first pointed at a private scratch Thread so the unwinding
// touches no state of a live run (an async generator that an async for
// of the frame made is queued for its run to finalize: asyncgen_drop.go).
// A generator whose own frame keeps its handle reachable (a cycle
// through the suspended stack) is never collected this way.
//
// Each interpreter therefore also caps its live coroutines
// (DefaultMaxLiveGenerators, Interp.SetMaxLiveGenerators). When a new
// coroutine would exceed the cap, the interpreter forces a garbage
// collection and waits briefly for the cleanups of abandoned generators;
// if the cap is still reached the run fails with a MemoryError limit
// (a *LimitError, which no except clause catches). Interp.ReleaseGenerators
// ends every coroutine at once; the embedding API calls it when it resets
// or closes an executor. Memory is not charged per coroutine: charges are
// never refunded, so a loop creating and finishing generators would
// exhaust any budget; the cap bounds the live ones instead.
type Generator struct {
	Identity       // id() and the default hash, assigned on first use
	code     *Code // its names (__name__, __qualname__), unless renamed (coState)

	co *genCoro     // generator functions
	gx *genexpState // generator expressions

	started  bool
	finished bool
	running  bool

	kind genKind // generator, coroutine or async generator (coroutine.go)
	// Async generators: an asend/athrow is in progress; aclose() or an
	// exhausting exception closed it.
	runningAsync bool
	agClosed     bool
	awaitedBy    bool  // a coroutine delegating to this one ("being awaited already")
	hooked       bool  // async generator: the firstiter hook was called
	finalizer    Value // async generator: the finalizer hook when it was first iterated
	iterableCoro bool  // a generator of a types.coroutine function: await accepts it

	pending *pendingCoro // a coroutine not started yet (unawaited.go)
}

// genCoro is the part of a generator its coroutine references. What only
// a generator running on a coroutine uses is in its coState, so that a
// stepper generator's block (genblock.go) is smaller.
type genCoro struct {
	fr *Frame
	// *coState is nil for a stepper-compiled generator (genstep.go),
	// which has no coroutine.
	*coState

	// Exchange with the coroutine, or with the steppers.
	yieldFn  func(Value) bool
	sendVal  Value
	throwExc error
	retVal   Value // return value (StopIteration.value)

	// A stepper-compiled body (genstep.go) runs without a coroutine: the
	// state of its steppers and the value of its last yield.
	steps   []genStep
	yielded Value

	// While the body is suspended in a yield from over a generator,
	// delegate is that generator: resume passes a value sent in straight
	// to it (and on down its own chain) without switching to this
	// coroutine, so a chain of n delegating generators costs the
	// innermost one's switch per item, not n. When the delegate finishes
	// or fails, the body is resumed with its outcome in delegated,
	// delegVal and delegErr.
	delegate  *Generator
	delegated bool
	delegVal  Value
	delegErr  error
}

// coState is the part of a genCoro that only a generator running on a
// coroutine (not on steppers) uses: made with its genCoro (coroGen).
type coState struct {
	reg     *genRegistry
	next    func() (Value, bool)
	stop    func()
	cleanup runtime.Cleanup // releases the coroutine when the handle is garbage
	result  error           // error that ended the body

	// excSaved holds the exceptions the suspended body was handling
	// (its part of Thread.excStack), restored on resume.
	excSaved []*Exception

	// Coroutines awaited inline (coroutine.go, awaitInline) run their
	// frames on this coroutine's stack: while it is suspended, inner is
	// the innermost of them and extraDepth their count, restored on the
	// thread at the next resume.
	inner      *Frame
	extraStack int64 // their frames' Thread.codeStack
	extraDepth int32

	// renamed: name and qualname are the generator's names, not its
	// code's (SetCoroutineName, a module's top-level await).
	renamed        bool
	name, qualname string
}

// coroGen is a genCoro and its coState, allocated together.
type coroGen struct {
	co genCoro
	cs coState
}

// newCoroGen returns a genCoro with its coState for a generator that
// runs fr on a coroutine.
func newCoroGen(fr *Frame) *genCoro {
	x := &coroGen{}
	x.co.fr, x.co.coState = fr, &x.cs
	return &x.co
}

// names returns the generator's __name__ and __qualname__.
func (g *Generator) names() (name, qualname string) {
	if co := g.co; co != nil && co.coState != nil && co.renamed {
		return co.name, co.qualname
	}
	return g.code.Name, g.code.QualName
}

// errGeneratorStopped unwinds a generator's frame when its coroutine is
// released; it skips except clauses, finally blocks and __exit__.
var errGeneratorStopped = errors.New("generator released")

// DefaultMaxLiveGenerators is the default cap on suspended generator
// functions holding a coroutine in one interpreter.
const DefaultMaxLiveGenerators = 10000

// genRegistry tracks the live coroutines of an interpreter. Cleanups of
// abandoned generators run on the runtime's cleanup goroutine, hence the
// mutex.
type genRegistry struct {
	mu   sync.Mutex
	live map[*genCoro]struct{}
	max  int

	// Async generators a released frame dropped unfinished, for the run
	// to finalize (asyncgen_drop.go); ndropped is their number, read
	// without the mutex.
	dropped  []*Generator
	ndropped atomic.Int32
}

func newGenRegistry() *genRegistry {
	return &genRegistry{live: map[*genCoro]struct{}{}, max: DefaultMaxLiveGenerators}
}

func (r *genRegistry) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.live)
}

// add registers a new coroutine, collecting abandoned generators first
// when the cap is reached.
func (r *genRegistry) add(co *genCoro) error {
	r.mu.Lock()
	n, max := len(r.live), r.max
	r.mu.Unlock()
	if max > 0 && n >= max {
		runtime.GC()
		for i := 0; i < 50 && r.count() >= max; i++ {
			time.Sleep(time.Millisecond)
		}
		if r.count() >= max {
			return &LimitError{Kind: LimitMemory, Limit: int64(max),
				Detail: fmt.Sprintf("too many generators and coroutines alive at once (the interpreter allows %d; each asyncio task holds one)", max)}
		}
	}
	r.mu.Lock()
	r.live[co] = struct{}{}
	r.mu.Unlock()
	return nil
}

// remove unregisters co; it reports whether co was registered, so that
// exactly one caller ends it.
func (r *genRegistry) remove(co *genCoro) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.live[co]; !ok {
		return false
	}
	delete(r.live, co)
	return true
}

// release ends co's coroutine without running user code.
func (co *genCoro) release() {
	if !co.reg.remove(co) {
		return
	}
	stop := co.stop
	co.stop, co.next = nil, nil
	if stop != nil {
		// Unwind on a scratch thread: the frame's last thread may be
		// running (or be reused by) another run.
		old := co.fr.t
		scratch := &Thread{Interp: old.Interp, cancel: old.cancel}
		scratch.excStack = co.excSaved
		co.fr.t = scratch
		if co.inner != nil {
			co.restoreInner(scratch)
		}
		stop()
	}
	co.excSaved = nil
	// The cleanup's argument (co) is a GC root until the cleanup runs or
	// is stopped, and co reaches the handle through its frame's globals
	// whenever the handle is stored in a global: without Stop, a
	// generator released by ReleaseGenerators would keep its frame, its
	// globals and with them the executor's whole namespace alive forever.
	co.cleanup.Stop()
	// The frame is dead: drop what it references (a released generator
	// resumed later is exhausted, see resume).
	co.fr.slots, co.fr.free, co.fr.back, co.fr.t = nil, nil, nil, nil
}

// ReleaseGenerators ends the coroutines of all generators still
// suspended, without running their code (no finally blocks run outside a
// run's budget). The embedding API calls it when it resets or closes an
// executor; it must not be called while a run is in progress.
func (in *Interp) ReleaseGenerators() {
	r := in.generators()
	r.mu.Lock()
	cos := make([]*genCoro, 0, len(r.live)) //allocpath:ok one pointer per live coroutine, each charged coroutineBytes (8 KiB) when it started
	for co := range r.live {
		cos = append(cos, co)
	}
	r.mu.Unlock()
	for _, co := range cos {
		co.release()
	}
	r.takeDropped() // their generators are released: nothing is left to finalize
}

// LiveGenerators returns the number of suspended generators holding a
// coroutine.
func (in *Interp) LiveGenerators() int { return in.generators().count() }

// SetMaxLiveGenerators sets the cap on live coroutines (0: no cap).
func (in *Interp) SetMaxLiveGenerators(n int) {
	r := in.generators()
	r.mu.Lock()
	r.max = n
	r.mu.Unlock()
}

// GeneratorType is type(g) for generators.
var GeneratorType = newBuiltinType("generator")

func init() {
	GeneratorType.setBase(ObjectType)
	GeneratorType.NoSubclass = true
	GeneratorType.Iter = func(t *Thread, v Value) (Iterator, error) { return v.(*Generator), nil }
	GeneratorType.Repr = func(t *Thread, v Value) (string, error) {
		g := v.(*Generator)
		_, qualname := g.names()
		return "<generator object " + qualname + " at " + t.Interp.fakeAddress(v) + ">", nil
	}
	GeneratorType.Hash = identityHash
	GeneratorType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		g := v.(*Generator)
		switch name {
		case "__name__":
			name, _ := g.names()
			return NewStrT(t, name), nil
		case "__qualname__":
			_, qualname := g.names()
			return NewStrT(t, qualname), nil
		case "gi_running":
			return MakeBool(g.running), nil
		case "gi_suspended":
			return MakeBool(g.started && !g.finished && !g.running), nil
		}
		return genericGetAttr(t, v, name)
	}
	addMethods(GeneratorType, map[string]BuiltinFunc{
		"__next__": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "__next__", args, kwnames); err != nil {
				return nil, err
			}
			return self.(*Generator).nextOrStop(t, None, nil)
		},
		"__iter__": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "__iter__", args, kwnames); err != nil {
				return nil, err
			}
			return self, nil
		},
		"send": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var v Value
			if len(kwnames) > 0 {
				return nil, Errorf(TypeErrorType, "generator.send() takes no keyword arguments")
			}
			if len(args) != 1 {
				return nil, Errorf(TypeErrorType, "generator.send() takes exactly one argument (%d given)", len(args))
			}
			v = args[0]
			return self.(*Generator).nextOrStop(t, v, nil)
		},
		"throw": generatorThrow,
		"close": generatorClose,
	})
}

// throwArgs builds the exception of gen.throw(typ[, val[, tb]]).
func throwArgs(t *Thread, args []Value) (*Exception, error) {
	typ := args[0]
	var val Value = None
	if len(args) > 1 {
		val = args[1]
	}
	if len(args) > 2 && args[2] != None {
		return nil, Errorf(TypeErrorType, "throw() third argument must be a traceback object")
	}
	switch x := typ.(type) {
	case *Exception:
		if val != None {
			return nil, Errorf(TypeErrorType, "instance exception may not have a separate value")
		}
		return x, nil
	case *Type:
		if IsExceptionClass(x) {
			if e, ok := val.(*Exception); ok && e.cls.IsSubtype(x) {
				return e, nil
			}
			var cargs []Value
			if t, ok := val.(*Tuple); ok {
				cargs = t.elems
			} else if val != None {
				cargs = []Value{val}
			}
			r, err := Call(t, x, cargs, nil)
			if err != nil {
				return nil, err
			}
			if e, ok := r.(*Exception); ok {
				return e, nil
			}
			return nil, Errorf(TypeErrorType, "calling %s should have returned an instance of BaseException, not %s", x.Name, TypeName(r))
		}
	}
	return nil, Errorf(TypeErrorType, "exceptions must be classes or instances deriving from BaseException, not %s", TypeName(typ))
}

func (g *Generator) Type() *Type {
	switch g.kind {
	case kindCoroutine:
		return CoroutineType
	case kindAsyncGen:
		return AsyncGeneratorType
	}
	return GeneratorType
}

// newGenerator makes the generator running fr, in blk when the caller
// allocated one (fr is then blk's frame; steps, when not nil, the
// steppers' states in the block, charged here as Make charges them).
func newGenerator(t *Thread, fr *Frame, blk *genBlock, steps []genStep) (*Generator, error) {
	var co *genCoro
	if blk != nil {
		co = &blk.co
		co.fr = fr
	} else {
		co = newCoroGen(fr)
	}
	if fr.code.step != nil {
		if steps != nil {
			if err := ReserveArray(t, int64(fr.code.nsteps), sizeOf[genStep]()); err != nil {
				return nil, err
			}
		} else {
			var err error
			if steps, err = Make[genStep](t, fr.code.nsteps); err != nil {
				return nil, err
			}
		}
		co.steps = steps
	}
	fr.gen = co
	var g *Generator
	if blk != nil {
		g = &blk.g
		g.co, g.code = co, fr.code
	} else {
		g = &Generator{co: co, code: fr.code}
	}
	if fr.code.isAsync {
		g.kind = kindCoroutine
		if fr.code.isGenerator {
			g.kind = kindAsyncGen
		} else {
			t.Interp.trackCoroutine(g)
		}
	}
	return g, nil
}

// Next implements Iterator: (nil, nil) when exhausted.
func (g *Generator) Next(t *Thread) (Value, error) {
	if co := g.co; co != nil && g.started && !g.running && !g.finished && co.delegate == nil && co.fr.code.step != nil {
		// A suspended stepper-compiled generator, not in a yield from:
		// resume's and resumeSteps' path, without their checks.
		if err := g.pushFrame(t, co.fr); err != nil {
			return nil, err
		}
		return g.stepPushed(t, None, nil, false)
	}
	return g.resume(t, None, nil)
}

// nextOrStop is __next__/send/throw: exhaustion raises StopIteration.
func (g *Generator) nextOrStop(t *Thread, send Value, throw error) (Value, error) {
	v, err := g.resume(t, send, throw)
	if err != nil {
		return nil, err
	}
	if v == nil {
		return nil, StopIterationFor(g)
	}
	return v, nil
}

// resume runs the generator to its next yield. It returns (nil, nil) when
// the body finishes (co.retVal holds the return value).
func (g *Generator) resume(t *Thread, send Value, throw error) (Value, error) {
	if g.running {
		return nil, Errorf(ValueErrorType, "%s already executing", g.kindName())
	}
	if g.finished {
		if g.kind == kindCoroutine && !isGeneratorExit(throw) {
			return nil, Errorf(RuntimeErrorType, "cannot reuse already awaited coroutine")
		}
		if g.co != nil {
			// A finished generator's StopIteration has no value any more
			// (yield from over one exhausted elsewhere gets None).
			g.co.retVal = nil
		}
		if throw != nil {
			return nil, throw
		}
		return nil, nil
	}
	first := !g.started
	if !g.started {
		g.settle()
		if send != None && send != nil {
			return nil, Errorf(TypeErrorType, "can't send non-None value to a just-started %s", g.kindName())
		}
		if throw != nil {
			g.finished = true
			return nil, throw
		}
		if g.co != nil && g.co.fr.code.step == nil {
			if err := g.startCoroutine(t); err != nil {
				return nil, err
			}
		}
		g.started = true
	}
	if g.gx != nil {
		return g.resumeGenexp(t, throw)
	}
	if g.co.fr.code.step != nil {
		return g.resumeSteps(t, send, throw, first)
	}
	co := g.co
	if co.next == nil {
		// Released (ReleaseGenerators, on the executor's Close): its
		// frame was unwound without running its code; it is exhausted.
		g.finished = true
		if throw != nil {
			return nil, throw
		}
		return nil, nil
	}
	if d := co.delegate; d != nil && throw == nil && g.kind == kindGenerator && len(co.excSaved) == 0 && co.inner == nil {
		// Forward to the delegate with this frame on the stack (for the
		// depth limit, tracebacks and "already executing"), as the body's
		// yield from would.
		fr := co.fr
		if err := g.pushFrame(t, fr); err != nil {
			return nil, err
		}
		x, err := d.resume(t, send, nil)
		g.popFrame(t, fr)
		if err == nil && x != nil {
			return x, nil
		}
		co.delegated, co.delegVal, co.delegErr = true, x, err
		send = None
	}
	co.sendVal, co.throwExc = send, throw
	fr := co.fr
	if err := g.pushFrame(t, fr); err != nil {
		return nil, err
	}
	base := len(t.excStack)
	if len(co.excSaved) > 0 {
		t.excStack = append(t.excStack, co.excSaved...)
		co.excSaved = nil
	}
	depth, codeStack := t.depth, t.codeStack
	if co.inner != nil {
		co.restoreInner(t)
	}
	v, ok := co.next()
	if t.depth != depth {
		// Suspended inside coroutines awaited inline: keep their frames,
		// depth and stack bounds for the next resume.
		co.inner, co.extraDepth, co.extraStack = t.frame, int32(t.depth-depth), t.codeStack-codeStack
		t.depth, t.codeStack = depth, codeStack
		t.lowerStackMarkTo(depth + suspendStackLevels)
	}
	if len(t.excStack) > base {
		co.excSaved = append(co.excSaved[:0], t.excStack[base:]...)
		clear(t.excStack[base:])
		t.excStack = t.excStack[:base]
	}
	g.popFrame(t, fr)
	if ok {
		return v, nil
	}
	g.finished = true
	co.excSaved = nil
	if co.reg.remove(co) {
		co.stop()
	}
	co.stop, co.next = nil, nil
	// The cleanup's argument (co) is a GC root until it runs or is
	// stopped, and co reaches the handle through its frame's globals
	// whenever the handle is stored in a global: left registered, it kept
	// a finished generator, its frame, its globals and the whole
	// namespace alive after the executor's Close (see release).
	co.cleanup.Stop()
	err := co.result
	co.result = nil
	if err != nil {
		return nil, g.pep479(err)
	}
	return nil, nil
}

// pep479 turns a StopIteration leaving a generator's body into
// RuntimeError (PEP 479).
func pep479(err error) error {
	if exc, ok := err.(*Exception); ok && exc.cls.IsSubtype(StopIterationType) {
		re := Errorf(RuntimeErrorType, "generator raised StopIteration")
		re.Cause = exc
		re.Context = exc
		re.SuppressContext = true
		return re
	}
	return err
}

// startCoroutine creates the coroutine running the generator's frame.
func (g *Generator) startCoroutine(t *Thread) error {
	// The coroutine is a goroutine: its stack is memory the run holds
	// while the generator is suspended.
	if err := Reserve(t, coroutineBytes+suspendStackBytes(g.co.fr.code)); err != nil {
		return err
	}
	co := g.co
	co.reg = t.Interp.generators()
	if err := co.reg.add(co); err != nil {
		return err
	}
	fr := co.fr
	co.next, co.stop = iter.Pull(func(yield func(Value) bool) {
		// Nothing here may reference g: the coroutine's stack must not
		// keep the handle alive (see the type's comment).
		co.yieldFn = yield
		defer func() {
			if r := recover(); r != nil {
				co.result = &InternalError{Msg: fmt.Sprint(r), Stack: string(debug.Stack())}
			}
		}()
		_, err := fr.code.body(fr)
		if err == nil && fr.ret != nil {
			co.retVal = fr.ret
		}
		co.result = err
	})
	cl := runtime.AddCleanup(g, (*genCoro).release, co)
	co.reg.mu.Lock() // release (on the cleanup goroutine) reads it after remove locks
	co.cleanup = cl
	co.reg.mu.Unlock()
	return nil
}

// close throws GeneratorExit into a suspended generator.
func (g *Generator) close(t *Thread) error {
	if g.running {
		return Errorf(ValueErrorType, "generator already executing")
	}
	if g.finished || !g.started {
		g.finished = true
		g.settle()
		return nil
	}
	if g.gx != nil {
		g.finished = true
		g.gx.its = nil
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
		return Errorf(RuntimeErrorType, "%s ignored GeneratorExit", g.kindName())
	}
	return nil
}

// yieldValue is called by a yield expression inside the generator body.
func (fr *Frame) yieldValue(v Value) (Value, error) {
	co := fr.gen
	if !co.yieldFn(v) {
		return nil, errGeneratorStopped
	}
	if co.throwExc != nil {
		e := co.throwExc
		co.throwExc = nil
		return nil, e
	}
	s := co.sendVal
	co.sendVal = nil
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

// asyncYield compiles a yield in an async generator: the value goes out
// wrapped, to tell it from what awaits pass through.
func (c *compiler) asyncYield(e *ast.Yield) exprFn {
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
		if err := Reserve(fr.t, 16); err != nil {
			return nil, err
		}
		return fr.yieldValue(&agWrapped{v})
	}
}

// yieldFrom compiles yield from (PEP 380): values sent, exceptions thrown
// and close() are passed on to the sub-iterator, through its send, throw
// and close methods when it is not a generator.
func (c *compiler) yieldFrom(e *ast.YieldFrom) exprFn {
	src := c.expr(e.Value)
	return func(fr *Frame) (Value, error) {
		v, err := src(fr)
		if err != nil {
			return nil, err
		}
		t := fr.t
		if inner, ok := v.(*Generator); ok {
			switch inner.kind {
			case kindGenerator:
				return yieldFromGenerator(fr, inner)
			case kindCoroutine:
				return nil, Errorf(TypeErrorType, "cannot 'yield from' a coroutine object in a non-coroutine generator")
			}
		}
		if inst, ok := v.(*Instance); ok {
			// A user iterable: iterate what its __iter__ returns by
			// __next__ when that is a user iterator too, so that its
			// StopIteration's value is the value of the yield from.
			if r, ok, err := CallDunder(t, inst, "__iter__"); ok {
				if err != nil {
					return nil, err
				}
				if ri, ok := r.(*Instance); ok && ri.Type().Lookup("__next__") != nil {
					return yieldFromIter(fr, dunderNext{ri})
				}
				v = r // __iter__ is called once
			}
		}
		it, err := Iterate(t, v)
		if err != nil {
			return nil, err
		}
		return yieldFromIter(fr, it)
	}
}

// yieldFromIter delegates to an iterator that is not a generator: values
// sent and exceptions thrown in go to its send and throw methods.
func yieldFromIter(fr *Frame, it Iterator) (Value, error) {
	t := fr.t
	x, err := it.Next(t)
	{
		for {
			if err != nil {
				if exc, ok := err.(*Exception); ok && exc.cls.IsSubtype(StopIterationType) {
					return stopIterationValue(exc), nil
				}
				return nil, err
			}
			if x == nil {
				return None, nil
			}
			co := fr.gen
			if !co.yieldFn(x) {
				return nil, errGeneratorStopped
			}
			t = fr.t
			send, throw := co.sendVal, co.throwExc
			co.sendVal, co.throwExc = nil, nil
			switch {
			case throw != nil:
				var raiseHere bool
				if x, raiseHere, err = throwIntoIterator(t, it, throw); raiseHere {
					return nil, throw
				}
			case send != nil && send != None:
				var m Value
				if m, err = GetAttr(t, iterValue(it), "send"); err == nil {
					x, err = Call(t, m, []Value{send}, nil)
				}
			default:
				x, err = it.Next(t)
			}
		}
	}
}

// stopIterationValue is StopIteration.value.
func stopIterationValue(exc *Exception) Value {
	if exc.Value != nil {
		return exc.Value
	}
	if len(exc.Args) > 0 {
		return exc.Args[0]
	}
	return None
}

// throwIntoIterator passes an exception thrown into a delegating
// generator on to a sub-iterator that is not a generator: close() for
// GeneratorExit, throw() otherwise. raiseHere reports that the exception
// is to be raised at the yield from instead (after close() for
// GeneratorExit, or when there is no throw method).
func throwIntoIterator(t *Thread, it Iterator, exc error) (x Value, raiseHere bool, err error) {
	iv := iterValue(it)
	e, _ := exc.(*Exception)
	if iv == nil || e == nil {
		return nil, true, nil
	}
	if e.cls.IsSubtype(GeneratorExitType) {
		if m, err := GetAttr(t, iv, "close"); err == nil {
			if _, err := Call(t, m, nil, nil); err != nil {
				return nil, false, err
			}
		} else if !isAttributeError(err) {
			return nil, false, err
		}
		return nil, true, nil
	}
	m, err := GetAttr(t, iv, "throw")
	if err != nil {
		if isAttributeError(err) {
			return nil, true, nil
		}
		return nil, false, err
	}
	x, err = Call(t, m, []Value{e}, nil)
	return x, false, err
}

func isAttributeError(err error) bool {
	e, ok := err.(*Exception)
	return ok && e.cls.IsSubtype(AttributeErrorType)
}

// yieldFromGenerator delegates to a generator directly (no method
// lookups), as CPython does.
func yieldFromGenerator(fr *Frame, inner *Generator) (Value, error) {
	var send Value = None
	var throw error
	for {
		t := fr.t
		if ge, ok := throw.(*Exception); ok && ge.cls.IsSubtype(GeneratorExitType) {
			if err := inner.close(t); err != nil {
				return nil, err
			}
			return nil, throw
		}
		x, err := inner.resume(t, send, throw)
		co := fr.gen
		for {
			if err != nil {
				return nil, err
			}
			if x == nil {
				var r Value = None
				if inner.co != nil && inner.co.retVal != nil {
					r = inner.co.retVal
					inner.co.retVal = nil
				}
				return r, nil
			}
			co.delegate = inner
			ok := co.yieldFn(x)
			co.delegate = nil
			if !ok {
				return nil, errGeneratorStopped
			}
			if !co.delegated {
				break
			}
			// resume ran inner itself, which finished or failed.
			x, err = co.delegVal, co.delegErr
			co.delegated, co.delegVal, co.delegErr = false, nil, nil
		}
		send, throw = co.sendVal, co.throwExc
		co.sendVal, co.throwExc = nil, nil
		if send == nil {
			send = None
		}
	}
}

// genexpState runs a generator expression without a coroutine: the
// iterators of its for clauses, innermost last.
type genexpState struct {
	fr     *Frame
	node   ast.Node // the element: the frame's position when no expression is noted
	levels []genexpLevel
	its    []Iterator
	elt    exprFn
	cost   int64
}

type genexpLevel struct {
	iter   exprFn // nil for the first (evaluated by the caller)
	target storeFn
	pair   pairStoreFn // the target as two names (pairiter.go), or nil
	ifs    []condFn
}

// pushFrame puts the generator's frame fr on t's stack to run it: one
// level of depth (the recursion limit checked), fr above t's current
// frame, and the generator marked running ("generator already
// executing"). popFrame undoes it.
func (g *Generator) pushFrame(t *Thread, fr *Frame) error {
	err := t.enter()
	if err == nil {
		fr.t, fr.back, t.frame, g.running = t, t.frame, fr, true
		if fr.code != nil {
			t.codeStack += fr.code.stackBytes
		}
	}
	return err
}

// popFrame takes the generator's frame fr, pushed by pushFrame, off t's
// stack.
func (g *Generator) popFrame(t *Thread, fr *Frame) {
	g.running = false
	t.frame = fr.back
	if fr.code != nil {
		t.codeStack -= fr.code.stackBytes
	}
	t.leave()
}

// resumeGenexp produces a generator expression's next element.
func (g *Generator) resumeGenexp(t *Thread, throw error) (Value, error) {
	gx := g.gx
	if throw != nil {
		// The exception is raised at the (implicit) yield: nothing in a
		// generator expression can catch it.
		g.finished = true
		gx.its = nil
		return nil, throw
	}
	fr := gx.fr
	if err := g.pushFrame(t, fr); err != nil {
		return nil, err
	}
	v, err := gx.next(t)
	if err != nil {
		err = fr.traceback(err, gx.node)
	}
	g.popFrame(t, fr)
	if err != nil || v == nil {
		g.finished = true
		gx.its = nil
		if err != nil {
			return nil, pep479(err)
		}
	}
	return v, nil
}

func (gx *genexpState) next(t *Thread) (Value, error) {
	fr := gx.fr
next:
	for len(gx.its) > 0 {
		d := len(gx.its) - 1
		lv := &gx.levels[d]
		ok, err := nextStore(fr, gx.its[d], lv.target, lv.pair)
		if err != nil {
			return nil, err
		}
		if !ok {
			gx.its[d] = nil
			gx.its = gx.its[:d]
			continue
		}
		for _, cond := range lv.ifs {
			ok, err := cond(fr)
			if err != nil {
				return nil, err
			}
			if !ok {
				continue next
			}
		}
		if d+1 < len(gx.levels) {
			src, err := gx.levels[d+1].iter(fr)
			if err != nil {
				return nil, err
			}
			it, err := Iterate(t, src)
			if err != nil {
				return nil, err
			}
			gx.its = append(gx.its, it)
			continue
		}
		if err := t.Steps(gx.cost); err != nil {
			return nil, err
		}
		return gx.elt(fr)
	}
	return nil, nil
}

// generatorExp compiles (elt for ... ) into a generator that runs without
// a coroutine; the first iterable is evaluated eagerly, in the enclosing
// scope, as CPython does.
func (c *compiler) generatorExp(e *ast.GeneratorExp) exprFn {
	scope := c.info.Scopes[e]
	if scope == nil {
		c.fail(e, SystemErrorType, "no scope for generator expression")
	}
	for _, g := range e.Generators {
		if g.IsAsync != 0 {
			return c.asyncGeneratorExp(e, scope)
		}
	}
	if c.code != nil && c.code.isAsync && hasAwait(e) {
		return c.asyncGeneratorExp(e, scope)
	}
	iter0 := c.expr(e.Generators[0].Iter)
	code := &Code{Name: "<genexpr>", QualName: "<genexpr>", Filename: c.src.Filename, Source: c.src,
		Line: e.Lineno, nslots: scope.NumSlots, cellSlots: scope.CellSlots, varargSlot: -1, kwargSlot: -1,
		isGenerator: true, stackBytes: codeStackBytes(e)}
	if len(c.qual) > 0 {
		code.QualName = joinQual(c.qual, "<genexpr>")
	}
	saved, savedCode := c.scope, c.code
	c.scope, c.code = scope, code
	levels := astMake[genexpLevel](len(e.Generators))
	for i, g := range e.Generators {
		if i > 0 {
			levels[i].iter = c.expr(g.Iter)
		}
		levels[i].target = c.target(g.Target)
		levels[i].pair = c.pairTarget(g.Target)
		for _, cond := range g.Ifs {
			levels[i].ifs = append(levels[i].ifs, c.cond(cond))
		}
	}
	elt := c.expr(e.Elt)
	cost := nodeCount(e.Elt)
	c.scope, c.code = saved, savedCode
	code.body = func(fr *Frame) (ctrl, error) {
		return 0, Errorf(SystemErrorType, "generator expression frame run directly")
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
		it, err := Iterate(fr.t, src) // evaluated eagerly, as CPython does
		if err != nil {
			return nil, fr.at(err, e)
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
		// The generator, its state and frame, and (for the usual one
		// loop over one or two names) its slots and iterator are one
		// allocation, charged as the separate ones were.
		a := new(genexpAlloc)
		var slots []Value
		if code.nslots <= len(a.slots) {
			if err := ReserveArray(t, int64(code.nslots), sizeOf[Value]()); err != nil {
				return nil, err
			}
			slots = a.slots[:code.nslots:code.nslots]
		} else if slots, err = Make[Value](t, code.nslots); err != nil {
			return nil, err
		}
		var its []Iterator
		if len(levels) == 1 {
			if err := ReserveArray(t, 1, sizeOf[Iterator]()); err != nil {
				return nil, err
			}
			its = a.its[:1:1]
		} else if its, err = MakeCap[Iterator](t, 1, len(levels)); err != nil {
			return nil, err
		}
		t.serial++
		a.fr = Frame{t: t, code: code, globals: globals, slots: slots, free: free, serial: t.serial}
		gfr := &a.fr
		for _, s := range code.cellSlots {
			gfr.slots[s] = &Cell{}
		}
		a.gx = genexpState{fr: gfr, node: e.Elt, levels: levels, its: its, elt: elt, cost: cost}
		a.gx.its[0] = it
		a.g = Generator{gx: &a.gx, code: code}
		return &a.g, nil
	}
}

// genexpAlloc is what a generator expression makes when it is evaluated,
// in one allocation.
type genexpAlloc struct {
	g     Generator
	gx    genexpState
	fr    Frame
	slots [2]Value
	its   [1]Iterator
}

func joinQual(prefix []string, name string) string {
	s := ""
	for _, p := range prefix {
		s += p + "."
	}
	return s + name
}

// closureMaker returns a function building the closure cells of scope
// from the defining frame.
func (c *compiler) closureMaker(scope resolveScope) func(fr *Frame) ([]*Cell, error) {
	type src struct {
		cell bool
		idx  int
	}
	var srcs []src
	for _, fv := range scope.FreeVars {
		srcs = append(srcs, src{fv.Kind == bindingCell, fv.Index})
	}
	if len(srcs) == 0 {
		return func(*Frame) ([]*Cell, error) { return nil, nil }
	}
	return func(fr *Frame) ([]*Cell, error) {
		cells, err := Make[*Cell](fr.t, len(srcs))
		if err != nil {
			return nil, err
		}
		for i, s := range srcs {
			if s.cell {
				cells[i] = fr.slots[s.idx].(*Cell)
			} else {
				cells[i] = fr.free[s.idx]
			}
		}
		return cells, nil
	}
}

// StopIterationFor returns the StopIteration that next(it) raises once it
// is exhausted: for a generator that just returned a value, it carries
// that value (once, as CPython delivers it).
func StopIterationFor(it Value) *Exception {
	exc := NewException(StopIterationType)
	if g, ok := it.(*Generator); ok && g.co != nil {
		if r := g.co.retVal; r != nil && r != None {
			exc.Args = []Value{r}
			exc.Value = r
		}
		g.co.retVal = nil
	}
	return exc
}

// generatorThrow is throw() of generators and coroutines: the exception
// raised where the frame is suspended.
func generatorThrow(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "throw() takes no keyword arguments")
	}
	if len(args) < 1 {
		return nil, Errorf(TypeErrorType, "throw expected at least 1 argument, got %d", len(args))
	}
	if len(args) > 3 {
		return nil, Errorf(TypeErrorType, "throw expected at most 3 arguments, got %d", len(args))
	}
	exc, err := throwArgs(t, args)
	if err != nil {
		return nil, err
	}
	return self.(*Generator).nextOrStop(t, None, exc)
}

// generatorClose is close() of generators and coroutines.
func generatorClose(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
	if err := UnpackArgs(t, "close", args, kwnames); err != nil {
		return nil, err
	}
	return None, self.(*Generator).close(t)
}
