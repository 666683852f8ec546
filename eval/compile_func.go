package eval

import (
	"sync/atomic"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// function compiles a def or lambda into an expression that creates the
// function object (evaluating defaults in the enclosing scope).
func (c *compiler) function(node ast.Node, name string, args *ast.Arguments, body []ast.Stmt, decorators []ast.Expr, returns ast.Expr) exprFn {
	return c.functionOf(node, name, args, body, returns, false)
}

// asyncFunction compiles an async def.
func (c *compiler) asyncFunction(s *ast.AsyncFunctionDef) exprFn {
	return c.functionOf(s, s.Name, s.Args, s.Body, s.Returns, true)
}

func (c *compiler) functionOf(node ast.Node, name string, args *ast.Arguments, body []ast.Stmt, returns ast.Expr, async bool) exprFn {
	scope := c.info.Scopes[node]
	if scope == nil {
		c.fail(node, SystemErrorType, "no scope for function %s", name)
	}
	// Defaults are evaluated in the enclosing scope.
	defaults := astMake[exprFn](len(args.Defaults))
	for i, d := range args.Defaults {
		defaults[i] = c.expr(d)
	}
	kwdefaults := astMake[exprFn](len(args.KwDefaults))
	for i, d := range args.KwDefaults {
		if d != nil {
			kwdefaults[i] = c.expr(d)
		}
	}
	anns := c.funcAnnotations(scope, args, returns)
	qual := c.qualify(name)

	code := &Code{
		Name:        name,
		QualName:    qual,
		Filename:    c.src.Filename,
		Source:      c.src,
		Line:        node.Position().Lineno,
		col:         node.Position().ColOffset,
		nfree:       len(scope.FreeVars),
		nslots:      scope.NumSlots,
		cellSlots:   scope.CellSlots,
		varargSlot:  -1,
		kwargSlot:   -1,
		isGenerator: scope.IsGenerator,
		isAsync:     async,
	}
	nodes := astMake[ast.Node](len(body))
	for i, st := range body {
		nodes[i] = st
	}
	if scope.IsGenerator || async {
		code.suspendDepth = suspendNesting(nodes...)
	}
	code.stackBytes = codeStackBytes(nodes...)
	c.codes.codes = append(c.codes.codes, code)
	for i, fv := range scope.FreeVars {
		if fv.Name == "__class__" {
			code.classFree = i + 1
		}
	}
	for _, b := range scope.Bindings() {
		if b.Kind == resolve.Local || b.Kind == resolve.Cell {
			code.varnames = append(code.varnames, b.Name)
		}
	}
	slotOf := func(a *ast.Arg) int {
		b := scope.Lookup(a.Arg)
		if b.Kind != resolve.Local && b.Kind != resolve.Cell {
			c.fail(a, SystemErrorType, "parameter %s is not local", a.Arg)
		}
		return b.Index
	}
	for _, a := range args.Posonlyargs {
		c.checkToolName(a.Arg)
		code.argNames = append(code.argNames, a.Arg)
		code.paramSlots = append(code.paramSlots, slotOf(a))
	}
	code.nposonly = len(args.Posonlyargs)
	for _, a := range args.Args {
		c.checkToolName(a.Arg)
		code.argNames = append(code.argNames, a.Arg)
		code.paramSlots = append(code.paramSlots, slotOf(a))
	}
	code.nargs = len(code.argNames)
	for _, a := range args.Kwonlyargs {
		c.checkToolName(a.Arg)
		code.argNames = append(code.argNames, a.Arg)
		code.paramSlots = append(code.paramSlots, slotOf(a))
	}
	code.nkwonly = len(args.Kwonlyargs)
	if args.Vararg != nil {
		c.checkToolName(args.Vararg.Arg)
		code.varargSlot = slotOf(args.Vararg)
		code.varargName = args.Vararg.Arg
	}
	if args.Kwarg != nil {
		c.checkToolName(args.Kwarg.Arg)
		code.kwargSlot = slotOf(args.Kwarg)
		code.kwargName = args.Kwarg.Arg
	}
	code.setCallShape()

	// Free variables: where each lives in the defining frame.
	type freeSrc struct {
		cell bool // from the defining frame's cell slot (else its free list)
		idx  int
	}
	frees := astMake[freeSrc](len(scope.FreeVars))
	for i, fv := range scope.FreeVars {
		switch fv.Kind {
		case resolve.Cell:
			frees[i] = freeSrc{true, fv.Index}
		case resolve.Free, resolve.ClassFree:
			frees[i] = freeSrc{false, fv.Index}
		default:
			c.fail(node, SystemErrorType, "free variable %s has binding kind %v", fv.Name, fv.Kind)
		}
	}

	// Compile the body in the function's scope.
	saved, savedCode, savedQual := c.scope, c.code, c.qual
	c.scope, c.code = scope, code
	c.qual = append(append([]string{}, c.qual...), name, "<locals>")
	switch {
	case code.isGenerator && !async && steppable(body):
		code.step = c.stepBlock(body)
		code.genBlock = genBlockFor(code.nsteps, code.nslots)
	case c.lazy && !code.isGenerator && !async:
		code.body = c.lazyBody(body)
	default:
		code.body = c.block(body)
	}
	var doc Value = None
	if _, isLambda := node.(*ast.Lambda); !isLambda && len(body) > 0 {
		if es, ok := body[0].(*ast.ExprStmt); ok {
			if k, ok := es.Value.(*ast.Constant); ok {
				if s, ok := k.Value.(string); ok {
					doc = NewStr(s) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
				}
			}
		}
	}
	c.scope, c.code, c.qual = saved, savedCode, savedQual

	cglobals := c.globals
	return func(fr *Frame) (Value, error) {
		if err := Reserve(fr.t, functionBytes); err != nil {
			return nil, err
		}
		globals := cglobals
		if globals == nil { // a Library's code: the namespace it runs in
			globals = fr.globals
		}
		f := &Function{code: code, name: name, qualname: qual, globals: globals, doc: doc, module: globals.moduleName()}
		if len(defaults) > 0 {
			var err error
			if f.defaults, err = Make[Value](fr.t, len(defaults)); err != nil {
				return nil, err
			}
			for i, d := range defaults {
				v, err := d(fr)
				if err != nil {
					return nil, err
				}
				f.defaults[i] = v
			}
		}
		if len(kwdefaults) > 0 {
			var err error
			if f.kwdefaults, err = Make[Value](fr.t, len(kwdefaults)); err != nil {
				return nil, err
			}
			for i, d := range kwdefaults {
				if d == nil {
					continue
				}
				v, err := d(fr)
				if err != nil {
					return nil, err
				}
				f.kwdefaults[i] = v
			}
		}
		if len(anns) > 0 {
			// CPython evaluates annotations after the defaults, before
			// the function exists (a NameError stops the def).
			d := NewDictT(fr.t)
			for _, a := range anns {
				v, err := a.val(fr)
				if err != nil {
					return nil, err
				}
				if err := d.SetItem(fr.t, a.key, v); err != nil {
					return nil, err
				}
			}
			f.annotations = d
		}
		if len(frees) > 0 {
			var err error
			if f.closure, err = Make[*Cell](fr.t, len(frees)); err != nil {
				return nil, err
			}
			for i, s := range frees {
				if s.cell {
					f.closure[i] = fr.slots[s.idx].(*Cell)
				} else {
					f.closure[i] = fr.free[s.idx]
				}
			}
		}
		return f, nil
	}
}

// funcAnnotation is one entry of a function's __annotations__.
type funcAnnotation struct {
	key *Str // the parameter's (mangled) name, or "return"
	val exprFn
}

// funcAnnotations compiles the annotations of a def's parameters and
// return, in CPython's order (parameters, positional-only ones, *args,
// keyword-only ones, **kwargs, return), as expressions of the enclosing
// scope, or as their source text under "from __future__ import
// annotations" (never evaluated).
func (c *compiler) funcAnnotations(scope *resolve.Scope, args *ast.Arguments, returns ast.Expr) []funcAnnotation {
	var out []funcAnnotation
	future := c.futureAnnotations()
	add := func(name string, e ast.Expr) {
		if e == nil {
			return
		}
		var fn exprFn
		if future {
			text := NewStr(unparseAnnotation(e)) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
			fn = func(*Frame) (Value, error) { return text, nil }
		} else {
			fn = c.expr(e)
		}
		out = append(out, funcAnnotation{NewStr(name), fn}) //allocpath:ok made once per site when the program is compiled (the source it comes from is charged)
	}
	param := func(a *ast.Arg) {
		if a != nil && a.Annotation != nil {
			add(scope.Mangle(a.Arg), a.Annotation)
		}
	}
	if args != nil {
		for _, a := range args.Args {
			param(a)
		}
		for _, a := range args.Posonlyargs {
			param(a)
		}
		param(args.Vararg)
		for _, a := range args.Kwonlyargs {
			param(a)
		}
		param(args.Kwarg)
	}
	add("return", returns)
	return out
}

type compKind uint8

const (
	compList compKind = iota
	compSet
	compDict
)

// comprehension compiles a list, set or dict comprehension inline: its
// variables live in fresh slots of the enclosing frame (PEP 709). An
// exception leaving it still shows the frame CPython 3.11 runs it in
// (<listcomp>, ...: see Frame.inlinedFrame).
func (c *compiler) comprehension(node ast.Expr, gens []*ast.Comprehension, elt, val ast.Expr, kind compKind) exprFn {
	scope := c.info.Scopes[node]
	if scope == nil {
		c.fail(node, SystemErrorType, "no scope for comprehension")
	}
	for _, g := range gens {
		if g.IsAsync != 0 && (c.code == nil || !c.code.isAsync) {
			c.fail(node, SyntaxErrorType, "asynchronous comprehension outside of an asynchronous function")
		}
	}
	iter0 := c.expr(gens[0].Iter) // in the enclosing scope
	saved := c.scope
	c.scope = scope
	levels := c.compLevels(gens)
	eltFn := c.expr(elt)
	var valFn exprFn
	if val != nil {
		valFn = c.expr(val)
	}
	cost := nodeCount(elt)
	if val != nil {
		cost += nodeCount(val)
	}
	c.scope = saved
	cellSlots := scope.CellSlots
	frameName := [...]string{compList: "<listcomp>", compSet: "<setcomp>", compDict: "<dictcomp>"}[kind]
	// One clause without conditions makes one item per item of its
	// iterable: the result's room can be made at once (compListFor).
	presize := len(levels) == 1 && len(levels[0].ifs) == 0 && !levels[0].async

	return func(fr *Frame) (Value, error) {
		first, err := iter0(fr)
		if err != nil {
			return nil, err
		}
		if err := Reserve(fr.t, containerBytes+cellBytes*int64(len(cellSlots))); err != nil {
			return nil, err
		}
		for _, s := range cellSlots {
			fr.slots[s] = &Cell{}
		}
		var list *List
		var set *Set
		var dict *Dict
		switch kind {
		case compList:
			if list, err = compListFor(fr.t, first, presize); err != nil {
				return nil, err
			}
		case compSet:
			if set, err = compSetFor(fr.t, first, presize); err != nil {
				return nil, err
			}
		case compDict:
			dict = NewDict() //allocpath:ok its header was reserved with the cells above
		}
		leaf := func(fr *Frame) error {
			if err := fr.t.Steps(cost); err != nil {
				return err
			}
			v, err := eltFn(fr)
			if err != nil {
				return err
			}
			switch kind {
			case compList:
				if len(list.elems) < cap(list.elems) {
					list.elems = append(list.elems, v) // room made and charged
					return nil
				}
				if cap(list.elems) == 0 {
					// Room for 4 first, as CPython's first append.
					if list.elems, err = MakeCap[Value](fr.t, 0, 4); err != nil {
						return err
					}
				}
				if list.elems, err = Append(fr.t, list.elems, v); err != nil {
					return err
				}
			case compSet:
				if err := set.Add(fr.t, v); err != nil {
					return err
				}
			case compDict:
				w, err := valFn(fr)
				if err != nil {
					return err
				}
				if err := dict.SetItem(fr.t, v, w); err != nil {
					return err
				}
			}
			return nil
		}
		if l, ok := first.(*List); ok && !levels[0].async {
			err = runCompList(fr, levels, 0, l, leaf)
		} else {
			it, ierr := levels[0].iterate(fr, first) // in the enclosing frame, as CPython's GET_ITER/GET_AITER
			if ierr != nil {
				return nil, fr.at(ierr, node)
			}
			err = runCompLevels(fr, levels, 0, it, leaf)
		}
		if err != nil {
			return nil, fr.inlinedFrame(err, frameName, node)
		}
		switch kind {
		case compSet:
			return set, nil
		case compDict:
			return dict, nil
		}
		return list, nil
	}
}

// lazyBody returns a stand-in for the body of the function being compiled
// that compiles the body at the first call and then replaces itself with
// it (CompileLibrary). It keeps a copy of the compiler's state: the scope,
// the code and the qualified-name prefix of the function. The body is
// listed in the program's code table as pending, so that restoring a
// snapshot can find the codes of the functions it defines before any
// call (codeTable.force).
func (c *compiler) lazyBody(body []ast.Stmt) stmtFn {
	lb := &lazyFunc{c: compiler{interp: c.interp, src: c.src, info: c.info, globals: c.globals, scope: c.scope, code: c.code,
		qual: append([]string{}, c.qual...), lazy: true, strs: c.strs, names: c.names, codes: c.codes, lib: c.lib}, body: body}
	c.codes.pending = append(c.codes.pending, lb)
	return lb.run
}

// lazyFunc is a function body compiled at its first call (lazyBody).
type lazyFunc struct {
	c    compiler
	body []ast.Stmt
	done bool
	// compiled is the body once compiled, in a Library's shared code
	// (whose code's body stays this stand-in: other interpreters may be
	// calling it).
	compiled atomic.Pointer[stmtFn]
}

// compile compiles the body once and installs it as its code's body (in
// a Library: the library's lock held).
func (lb *lazyFunc) compile() (stmtFn, error) {
	if lb.done {
		if p := lb.compiled.Load(); p != nil {
			return *p, nil
		}
		return lb.c.code.body, nil
	}
	run, err := lb.c.compileBody(lb.body)
	if err != nil {
		return nil, err
	}
	lb.done = true
	if lb.c.lib != nil {
		lb.compiled.Store(&run)
	} else {
		lb.c.code.body = run
	}
	return run, nil
}

func (lb *lazyFunc) run(fr *Frame) (ctrl, error) {
	if p := lb.compiled.Load(); p != nil {
		return (*p)(fr)
	}
	var run stmtFn
	var err error
	if l := lb.c.lib; l != nil {
		l.mu.Lock()
		run, err = lb.compile()
		l.mu.Unlock()
	} else {
		run, err = lb.compile()
	}
	if err != nil {
		return 0, err
	}
	return run(fr)
}

// codeTable lists the codes of a program's functions and lambdas, at any
// depth, and the bodies still to compile (CompileLibrary), whose nested
// functions have no code yet.
type codeTable struct {
	codes   []*Code
	pending []*lazyFunc
	lib     *Library // the Library whose lock guards the table, nil for a program's own
}

// force compiles every pending body (and the bodies those define), so
// that codes lists all the program's functions.
// In a Library, the caller holds its lock.
func (t *codeTable) force() error {
	for len(t.pending) > 0 {
		lb := t.pending[len(t.pending)-1]
		t.pending = t.pending[:len(t.pending)-1]
		if _, err := lb.compile(); err != nil {
			return err
		}
	}
	return nil
}

// compileBody compiles a function body, turning the compiler's failures
// into the error Compile would have returned.
func (c *compiler) compileBody(body []ast.Stmt) (run stmtFn, err error) {
	defer func() {
		if r := recover(); r != nil {
			ce, ok := r.(compileError)
			if !ok {
				panic(r)
			}
			run, err = nil, ce.exc
		}
	}()
	return c.block(body), nil
}

// inlinedFrame records in an exception leaving an inlined comprehension
// node the frame CPython 3.11 would have run it in (named name: the
// comprehension's code), placed at the innermost expression the exception
// went through; the enclosing frame's position is then the comprehension.
func (fr *Frame) inlinedFrame(err error, name string, node ast.Node) error {
	exc := tracebackCarrier(err)
	if exc == nil || exc.tbSerial == fr.serial {
		return err
	}
	inner := node
	if exc.atSerial == fr.serial && exc.at != nil {
		inner = exc.at
	}
	line := inner.Position().Lineno
	exc.appendTraceback(fr.t, TracebackEntry{
		Filename: fr.code.Filename, Line: line, Func: name, Source: fr.code.Source.Line(line),
		Node: inner, src: fr.code.Source,
	})
	exc.at, exc.atSerial = node, fr.serial
	return err
}
