package eval

import "github.com/pyinterp/pyinterp/ast"

// Coroutines (async def) and await.
//
// A coroutine is a *Generator of kind kindCoroutine: calling an async def
// function creates its heap frame and returns the coroutine unstarted, and
// its body runs on the coroutine engine of generator.go (iter.Pull), so it
// shares the generators' lifetime rules: one coroutine per started and
// suspended body, released without running user code when the handle is
// garbage, capped per interpreter, every limit of the run applying to the
// code it runs. "await x" is "yield from" over x's awaitable iterator
// (CPython's GET_AWAITABLE): a coroutine directly, the iterator __await__
// returns otherwise. What the awaited chain yields (a Future, None for a
// bare yield) goes out to whoever called send() on the outermost
// coroutine: the event loop of package modules' asyncio.
//
// Coroutines are not iterable and have no __next__; their send, throw and
// close are the generators'; __await__ returns a coroutine_wrapper, an
// iterator over the coroutine.

// genKind tells generators, coroutines and async generators apart; they
// share the Generator struct and its engines.
type genKind uint8

const (
	kindGenerator genKind = iota
	kindCoroutine
	kindAsyncGen
)

func (g *Generator) kindName() string { return g.kind.name() }

func (k genKind) name() string {
	switch k {
	case kindCoroutine:
		return "coroutine"
	case kindAsyncGen:
		return "async generator"
	}
	return "generator"
}

// pep479 turns a StopIteration (or, in an async generator,
// StopAsyncIteration) leaving the body into RuntimeError.
func (g *Generator) pep479(err error) error { return g.kind.pep479(err) }

func (k genKind) pep479(err error) error {
	exc, ok := err.(*Exception)
	if !ok {
		return err
	}
	var msg string
	switch {
	case exc.cls.IsSubtype(StopIterationType):
		msg = k.name() + " raised StopIteration"
	case k == kindAsyncGen && exc.cls.IsSubtype(StopAsyncIterationType):
		msg = "async generator raised StopAsyncIteration"
	default:
		return err
	}
	re := Errorf(RuntimeErrorType, "%s", msg)
	re.Cause = exc
	re.Context = exc
	re.SuppressContext = true
	return re
}

func isGeneratorExit(err error) bool {
	e, ok := err.(*Exception)
	return ok && e.cls.IsSubtype(GeneratorExitType)
}

// CoroutineType is type(c) for coroutines; CoroutineWrapperType is the
// type of c.__await__().
var (
	CoroutineType        = newBuiltinType("coroutine")
	CoroutineWrapperType = newBuiltinType("coroutine_wrapper")
)

// coroWrapper is the iterator c.__await__() returns.
type coroWrapper struct{ g *Generator }

func (*coroWrapper) Type() *Type { return CoroutineWrapperType }

// Next implements Iterator.
func (w *coroWrapper) Next(t *Thread) (Value, error) { return w.g.resume(t, None, nil) }

func init() {
	CoroutineType.setBase(ObjectType)
	CoroutineType.NoSubclass = true
	CoroutineType.Repr = func(t *Thread, v Value) (string, error) {
		g := v.(*Generator)
		_, qualname := g.names()
		return "<coroutine object " + qualname + " at " + t.Interp.fakeAddress(v) + ">", nil
	}
	CoroutineType.Hash = identityHash
	CoroutineType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		g := v.(*Generator)
		switch name {
		case "__name__":
			name, _ := g.names()
			return NewStrT(t, name), nil
		case "__qualname__":
			_, qualname := g.names()
			return NewStrT(t, qualname), nil
		case "cr_running":
			return MakeBool(g.running), nil
		case "cr_suspended":
			return MakeBool(g.started && !g.finished && !g.running), nil
		}
		return genericGetAttr(t, v, name)
	}
	methods := generatorMethods("coroutine")
	methods["__await__"] = func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
		if err := UnpackArgs(t, "__await__", args, kwnames); err != nil {
			return nil, err
		}
		return &coroWrapper{self.(*Generator)}, nil
	}
	addMethods(CoroutineType, methods)

	CoroutineWrapperType.setBase(ObjectType)
	CoroutineWrapperType.NoSubclass = true
	CoroutineWrapperType.Hash = identityHash
	CoroutineWrapperType.Iter = func(t *Thread, v Value) (Iterator, error) { return v.(*coroWrapper), nil }
	wm := generatorMethods("coroutine_wrapper")
	for name, f := range wm {
		f := f
		wm[name] = func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			return f(t, self.(*coroWrapper).g, args, kwnames)
		}
	}
	wm["__iter__"] = func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
		if err := UnpackArgs(t, "__iter__", args, kwnames); err != nil {
			return nil, err
		}
		return self, nil
	}
	addMethods(CoroutineWrapperType, wm)
}

// generatorMethods returns send, throw, close and __next__ over a
// *Generator receiver, with errors naming the type as CPython does.
func generatorMethods(typ string) map[string]BuiltinFunc {
	return map[string]BuiltinFunc{
		"__next__": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "__next__", args, kwnames); err != nil {
				return nil, err
			}
			return self.(*Generator).nextOrStop(t, None, nil)
		},
		"send": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			if len(kwnames) > 0 {
				return nil, Errorf(TypeErrorType, "%s.send() takes no keyword arguments", typ)
			}
			if len(args) != 1 {
				return nil, Errorf(TypeErrorType, "%s.send() takes exactly one argument (%d given)", typ, len(args))
			}
			return self.(*Generator).nextOrStop(t, args[0], nil)
		},
		"throw": generatorThrow,
		"close": generatorClose,
	}
}

// awaitIter returns the iterator "await v" delegates to (CPython's
// _PyCoro_GetAwaitableIter), or the coroutine itself.
func awaitIter(t *Thread, v Value) (Value, error) {
	if g, ok := v.(*Generator); ok && (g.kind == kindCoroutine || g.iterableCoro) {
		return g, nil
	}
	m := v.Type().Lookup("__await__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "object %s can't be used in 'await' expression", TypeName(v))
	}
	r, err := callCM(t, v, "__await__", m, nil)
	if err != nil {
		return nil, err
	}
	if g, ok := r.(*Generator); ok && g.kind == kindCoroutine {
		return nil, Errorf(TypeErrorType, "__await__() returned a coroutine")
	}
	if r.Type().Lookup("__next__") == nil && r.Type().Iter == nil {
		return nil, Errorf(TypeErrorType, "__await__() returned non-iterator of type '%s'", TypeName(r))
	}
	return r, nil
}

// MarkIterableCoroutine is types.coroutine on a generator function (a
// Python function whose body yields): its generators become awaitable, as
// CPython's CO_ITERABLE_COROUTINE flag makes them. It reports whether f was
// such a function.
func MarkIterableCoroutine(f Value) bool {
	fn, ok := f.(*Function)
	if !ok || !fn.code.isGenerator || fn.code.isAsync {
		return false
	}
	fn.iterableCoro = true
	return true
}

// CoroutineStep is coro.send(send), or coro.throw(throw) when throw is
// not nil, for the event loop's Task step: the value the coroutine
// yielded, or done and the value it returned (no StopIteration is made).
// ok is false when coro is not a coroutine of this engine (the caller
// then calls its send or throw).
func CoroutineStep(t *Thread, coro Value, send Value, throw error) (yielded Value, done bool, ret Value, ok bool, err error) {
	g, isGen := coro.(*Generator)
	if !isGen || g.kind != kindCoroutine {
		return nil, false, nil, false, nil
	}
	if g.finished {
		_, err = g.nextOrStop(t, send, throw)
		return nil, false, nil, true, err
	}
	v, err := g.resume(t, send, throw)
	if err != nil {
		return nil, false, nil, true, err
	}
	if v == nil {
		ret = None
		if g.co != nil && g.co.retVal != nil {
			ret = g.co.retVal
			g.co.retVal = nil
		}
		return nil, true, ret, true, nil
	}
	return v, false, nil, true, nil
}

// CoroutineLocation is where a coroutine of this engine is, for asyncio's
// reprs (CPython's _format_coroutine): its file, and either the line it
// is suspended at (running: started and not finished; a coroutine not
// started yet is at its first line) or, once finished, its first line.
// ok is false for anything else.
func CoroutineLocation(v Value) (filename string, line int, running, ok bool) {
	g, isGen := v.(*Generator)
	if !isGen || g.kind != kindCoroutine || g.co == nil || g.co.fr == nil {
		return "", 0, false, false
	}
	fr := g.co.fr
	filename, line = fr.code.Filename, fr.code.Line
	if g.finished {
		return filename, line, false, true
	}
	if g.started && fr.awaitLine > 0 {
		line = int(fr.awaitLine)
	}
	return filename, line, true, true
}

// isAwaitable reports whether await accepts v (a coroutine, an iterable
// coroutine or an object whose type has __await__).
func isAwaitable(v Value) bool {
	if g, ok := v.(*Generator); ok && (g.kind == kindCoroutine || g.iterableCoro) {
		return true
	}
	return v.Type().Lookup("__await__") != nil
}

// awaitChecked is awaitValue for the awaits async for and async with imply:
// a value that is not awaitable raises CPython's message naming the
// statement ("'async with' received an object from __aenter__ that does
// not implement __await__: int").
func awaitChecked(fr *Frame, v Value, what string) (Value, error) {
	if !isAwaitable(v) {
		return nil, Errorf(TypeErrorType, "%s: %s", what, TypeName(v))
	}
	return awaitValue(fr, v)
}

// awaitValue runs "await v" in fr, which runs on a coroutine.
func awaitValue(fr *Frame, v Value) (Value, error) {
	if fr.gen == nil {
		return nil, Errorf(SystemErrorType, "await outside a coroutine frame")
	}
	a, err := awaitIter(fr.t, v)
	if err != nil {
		return nil, err
	}
	if g, ok := a.(*Generator); ok {
		switch g.kind {
		case kindCoroutine:
			if !g.started && !g.running && !g.finished && g.co.fr.code.step == nil && fr.gen.coState != nil && fr.gen.next != nil {
				return awaitInline(fr, g)
			}
			if g.awaitedBy || g.started && !g.finished {
				// Suspended at an await: someone is driving it already.
				return nil, Errorf(RuntimeErrorType, "coroutine is being awaited already")
			}
			g.awaitedBy = true
			r, err := yieldFromGenerator(fr, g)
			g.awaitedBy = false
			return r, err
		case kindGenerator:
			return yieldFromGenerator(fr, g)
		}
	}
	if inst, ok := a.(*Instance); ok {
		// A user iterator: its StopIteration carries the await's value.
		return yieldFromIter(fr, dunderNext{inst})
	}
	it, err := Iterate(fr.t, a)
	if err != nil {
		return nil, err
	}
	return yieldFromIter(fr, it)
}

// dunderNext iterates a user iterator by calling its __next__, keeping the
// StopIteration it raises (whose value "yield from" and await return).
type dunderNext struct{ v *Instance }

// Next implements Iterator; the end is the StopIteration error itself.
func (d dunderNext) Next(t *Thread) (Value, error) {
	v, ok, err := CallDunder(t, d.v, "__next__")
	if !ok && err == nil {
		err = Errorf(TypeErrorType, "'%s' object is not an iterator", TypeName(d.v))
	}
	return v, err
}

// iterValue is the Python object behind an iterator, whose send, throw
// and close yield from calls (nil when there is none).
func iterValue(it Iterator) Value {
	if d, ok := it.(dunderNext); ok {
		return d.v
	}
	v, _ := it.(Value)
	return v
}

func (c *compiler) await(e *ast.Await) exprFn {
	line := int32(e.Lineno)
	if call, ok := e.Value.(*ast.Call); ok && plainCall(call) {
		return c.awaitCall(call, line)
	}
	val := c.expr(e.Value)
	return func(fr *Frame) (Value, error) {
		v, err := val(fr)
		if err != nil {
			return nil, err
		}
		fr.awaitLine = line
		return awaitValue(fr, v)
	}
}

// IsCoroutineFunction reports whether v is a function defined by async
// def (not an async generator function): inspect.iscoroutinefunction.
func IsCoroutineFunction(v Value) bool {
	for {
		switch f := v.(type) {
		case *Function:
			return f.code.isAsync && !f.code.isGenerator
		case *BoundMethod:
			v = f.fn
			continue
		}
		return false
	}
}

// Aiter is the builtin aiter(v).
func Aiter(t *Thread, v Value) (Value, error) {
	m := v.Type().Lookup("__aiter__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not an async iterable", TypeName(v))
	}
	it, err := callCM(t, v, "__aiter__", m, nil)
	if err != nil {
		return nil, err
	}
	if it.Type().Lookup("__anext__") == nil {
		return nil, Errorf(TypeErrorType, "aiter() returned not an async iterator of type '%s'", TypeName(it))
	}
	return it, nil
}

// Anext is the builtin anext(v[, def]): the awaitable of type(v).__anext__,
// wrapped when def is given so that StopAsyncIteration becomes def.
func Anext(t *Thread, v Value, def Value) (Value, error) {
	m := v.Type().Lookup("__anext__")
	if m == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not an async iterator", TypeName(v))
	}
	aw, err := callCM(t, v, "__anext__", m, nil)
	if err != nil || def == nil {
		return aw, err
	}
	it, err := awaitIter(t, aw)
	if err != nil {
		return nil, err
	}
	return &anextAwaitable{it: it, def: def}, nil
}

// anextAwaitable is anext(it, default): it steps the awaitable of
// __anext__ and turns its StopAsyncIteration into StopIteration(default).
type anextAwaitable struct {
	it  Value
	def Value
}

// AnextAwaitableType is the type of anext(it, default).
var AnextAwaitableType = newBuiltinType("anext_awaitable")

func (*anextAwaitable) Type() *Type { return AnextAwaitableType }

// Next implements Iterator: one step of the inner awaitable.
func (a *anextAwaitable) Next(t *Thread) (Value, error) {
	var v Value
	var err error
	switch x := a.it.(type) {
	case *Generator:
		v, err = x.nextOrStop(t, None, nil)
	case Iterator:
		v, err = x.Next(t)
		if err == nil && v == nil {
			err = NewException(StopIterationType)
		}
	default:
		var ok bool
		if v, ok, err = CallDunder(t, a.it, "__next__"); !ok && err == nil {
			err = Errorf(TypeErrorType, "'%s' object is not an iterator", TypeName(a.it))
		}
	}
	if e, ok := err.(*Exception); ok && e.cls.IsSubtype(StopAsyncIterationType) {
		s := NewException(StopIterationType)
		s.Args = []Value{a.def}
		s.Value = a.def
		return nil, s
	}
	return v, err
}

func init() {
	AnextAwaitableType.setBase(ObjectType)
	AnextAwaitableType.NoSubclass = true
	AnextAwaitableType.Hash = identityHash
	AnextAwaitableType.Iter = func(t *Thread, v Value) (Iterator, error) { return v.(*anextAwaitable), nil }
	self := func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
		if err := UnpackArgs(t, "__await__", args, kwnames); err != nil {
			return nil, err
		}
		return self, nil
	}
	addMethods(AnextAwaitableType, map[string]BuiltinFunc{"__await__": self, "__iter__": self})
}

// hasAwait reports whether an await occurs under n.
func hasAwait(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if _, ok := x.(*ast.Await); ok {
			found = true
		}
		return !found
	})
	return found
}

// awaitInline runs a coroutine that has not started on the stack of the
// coroutine awaiting it, as a call: its awaits yield straight to that
// coroutine's driver (the event loop), and values sent or exceptions
// thrown in reach it through the same genCoro, as they would through the
// "yield from" chain. A task therefore holds one goroutine whatever the
// depth of its awaits, and a resume costs one coroutine switch. When the
// chain suspends, resume records the inline frames and their depth
// (genCoro.inner) and restores them at the next resume.
func awaitInline(fr *Frame, g *Generator) (Value, error) {
	gfr := g.co.fr
	// Its Go stack is the awaiting coroutine's (gostack.go).
	if err := Reserve(fr.t, inlineAwaitBytes(gfr.code)); err != nil {
		return nil, err
	}
	g.started, g.running = true, true
	g.settle()
	gfr.gen = fr.gen
	gfr.t = fr.t
	r, err := runAwaited(fr, gfr)
	g.running, g.finished = false, true
	gfr.ret = nil
	return r, err
}

// restoreInner puts back the frames of coroutines awaited inline, and
// their depth, on the thread resuming (or releasing) co.
func (co *genCoro) restoreInner(t *Thread) {
	for f := co.inner; f != nil && f != co.fr; f = f.back {
		f.t = t
	}
	t.frame = co.inner
	t.depth += int(co.extraDepth)
	t.codeStack += co.extraStack
	co.inner, co.extraDepth, co.extraStack = nil, 0, 0
}

// HasTopLevelAwait reports whether a module body awaits outside any
// function (code compiled with parser.CompileTopLevelAwait).
func HasTopLevelAwait(body []ast.Stmt) bool {
	found := false
	for _, s := range body {
		ast.Inspect(s, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.Lambda, *ast.ClassDef, *ast.GeneratorExp:
				return false
			case *ast.Await, *ast.AsyncFor, *ast.AsyncWith:
				found = true
			case *ast.Comprehension:
				if x.IsAsync != 0 {
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// runAwait runs a module with top-level await: its frame is a coroutine,
// run to completion by asyncio's event loop (asyncio._run_toplevel, the
// interpreter's loop, kept from one run to the next as a notebook keeps
// its loop). The value of a trailing expression is the coroutine's result.
func (t *Thread) runAwait(prog *Program, fr *Frame) (Value, error) {
	co := newCoroGen(fr)
	co.renamed, co.name, co.qualname = true, "<module>", "<module>"
	fr.gen = co
	g := &Generator{co: co, code: fr.code, kind: kindCoroutine}
	mod, err := t.Interp.ImportUnchecked(t, "asyncio")
	if err != nil {
		return nil, err
	}
	run, ok := mod.Attrs.Get("_run_toplevel")
	if !ok {
		return nil, Errorf(SystemErrorType, "asyncio has no _run_toplevel")
	}
	v, err := Call(t, run, []Value{g}, nil)
	if err != nil {
		return nil, err
	}
	if !prog.last || v == nil {
		return None, nil
	}
	return v, nil
}

// SetCoroutineName names a coroutine (its __name__, __qualname__ and
// repr), as if an async def of that name had made it.
func SetCoroutineName(v Value, name string) {
	if g, ok := v.(*Generator); ok && g.kind == kindCoroutine && g.co != nil && g.co.coState != nil {
		g.co.renamed, g.co.name, g.co.qualname = true, name, name
	}
}
