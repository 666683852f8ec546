package eval

import (
	"github.com/pyinterp/pyinterp/ast"
)

func (c *compiler) call(e *ast.Call) exprFn {
	simple := true
	for _, a := range e.Args {
		if _, ok := a.(*ast.Starred); ok {
			simple = false
		}
	}
	for _, k := range e.Keywords {
		if k.Arg == "" {
			simple = false
		}
	}
	if !simple {
		general := c.callGeneral(e)
		return func(fr *Frame) (Value, error) {
			v, err := general(fr)
			if err != nil {
				return nil, fr.at(err, e)
			}
			return v, nil
		}
	}
	line := int32(e.Position().Lineno)
	n := len(e.Args) + len(e.Keywords)
	// The direct paths below evaluate the arguments into slots of the
	// thread's value stack. An argument that yields or awaits suspends
	// the frame with those slots taken, while the thread runs other
	// frames (another task, the generator's consumer) that allocate and
	// release slots of the same stack: such a call takes the argument
	// slice of the heap instead.
	direct := true
	for _, a := range e.Args {
		direct = direct && !hasYield(a)
	}
	for _, k := range e.Keywords {
		direct = direct && !hasYield(k.Value)
	}
	argFns := astMakeCap[operand](0, n)
	for _, a := range e.Args {
		argFns = append(argFns, c.operand(a))
	}
	var kwnames []string
	for _, k := range e.Keywords {
		argFns = append(argFns, c.operand(k.Value))
		kwnames = append(kwnames, k.Arg)
	}
	evalArgs := func(fr *Frame) ([]Value, error) {
		args, err := Make[Value](fr.t, len(argFns))
		if err != nil {
			return nil, err
		}
		if err := evalOperands(fr, argFns, args); err != nil {
			return nil, err
		}
		fr.line = line
		return args, nil
	}
	// Keyword calls of Python functions bind through a per-site cache
	// (compile_callkw.go): code compiled for one namespace only (a
	// Library's code is shared by interpreters).
	var kcs *kwCallSite
	if kwnames != nil && direct && c.lib == nil {
		kcs = new(kwCallSite)
	}
	nposArgs := len(e.Args)
	// obj.method(...) without allocating a bound method.
	if attr, ok := e.Func.(*ast.Attribute); ok {
		obj := c.operand(attr.Value)
		name := c.attrName(attr.Attr)
		site := c.newMethodSite()
		nargs := len(argFns)
		// super().m(...), super(C, self).m(...): the receiver may be a
		// super object.
		_, superSite := attr.Value.(*ast.Call)
		superSite = superSite && kwnames == nil && direct
		plainCall := kwnames == nil && direct
		bit := strBit(name)
		// The closure reaches what its common paths use through one
		// pointer (Go loads and spills every captured variable when a
		// closure starts); the other paths are the closure rest.
		ms := &methodCallSite{obj: obj, site: site, name: name, bit: bit, argFns: argFns, nargs: nargs,
			directN: -1, line: line, superSite: superSite, attr: attr, e: e}
		if plainCall {
			ms.directN = nargs + 2 // Code.directN of nargs+1 parameters
		}
		ms.rest = func(fr *Frame, m, self Value) (Value, error) {
			if self != nil && kwnames == nil && direct && nargs < genArgsMax {
				if f, ok := m.(*Function); ok && (f.code.isGenerator || f.code.isAsync) {
					return callGenerator(fr, f, self, argFns, line, e)
				}
			}
			if self != nil && kcs != nil {
				if f, ok := m.(*Function); ok {
					if b := kcs.binding(f, nposArgs+1, kwnames); b != nil {
						res, rerr := callKwDirect(fr, f, b, self, argFns, nposArgs+1, line)
						if rerr != nil {
							return nil, fr.at(rerr, e)
						}
						return res, nil
					}
				}
			}
			if self == nil && kwnames == nil {
				// module.function(...) (math.log(x), re.findall(p, s)).
				if b, ok := m.(*Builtin); ok && b.borrows {
					return callBuiltinBorrowed(fr, b.fn, b.self, argFns, line, e)
				}
				// Class.method(obj, ...) (Base.__init__(self, x)), a
				// Python function read from a module or an instance:
				// the arguments straight into its frame slots, as
				// f(...) does.
				if f, ok := m.(*Function); ok && direct && f.code.simpleCall(nargs) {
					res, rerr := callDirect(fr, f, nil, argFns, line)
					if rerr != nil {
						return nil, fr.at(rerr, e)
					}
					return res, nil
				}
			}
			args, err := evalArgs(fr)
			if err != nil {
				return nil, err
			}
			if self != nil {
				if f, ok := m.(*Function); ok {
					all, err := prepend(fr.t, self, args)
					if err != nil {
						return nil, err
					}
					res, rerr := f.Call(fr.t, all, kwnames)
					if rerr != nil {
						return nil, fr.at(rerr, e)
					}
					return res, nil
				}
				res, rerr := m.(*Method).fn(fr.t, self, args, kwnames)
				if rerr != nil {
					return nil, fr.at(rerr, e)
				}
				return res, nil
			}
			res, rerr := Call(fr.t, m, args, kwnames)
			if rerr != nil {
				return nil, fr.at(rerr, e)
			}
			return res, nil
		}
		return func(fr *Frame) (Value, error) {
			s := ms
			o := s.obj.fast(fr)
			if o == nil {
				var err error
				if o, err = s.obj.slow(fr); err != nil {
					return nil, err
				}
			}
			if in, ok := o.(*Instance); ok && s.directN > 0 {
				// The site's hit on an instance's class method: the call
				// without lookup's results to test.
				if f := s.site.get(fr).direct(fr.t, in, s.bit); f != nil && f.code.directN == s.directN {
					res, rerr := callDirect(fr, f, o, s.argFns, s.line)
					if rerr != nil {
						return nil, fr.at(rerr, s.e)
					}
					return res, nil
				}
			}
			if s.superSite {
				if sp, ok := o.(*Super); ok {
					// What lookupMethod and superGetAttr do (the policy
					// asked about the super object) and the bound
					// method's call, without the bound method, the
					// argument slice and the slice with self prepended.
					if f := sp.method(s.name); f != nil && f.code.directN == s.directN {
						if err := fr.t.Interp.checkAttr(o, s.name); err != nil {
							return nil, fr.at(err, s.attr)
						}
						res, rerr := callDirect(fr, f, sp.obj, s.argFns, s.line)
						if rerr != nil {
							return nil, fr.at(rerr, s.e)
						}
						return res, nil
					}
				}
			}
			m, self, err := s.site.get(fr).lookup(fr.t, o, s.name)
			if err != nil {
				return nil, fr.at(err, s.attr) // CPython's LOAD_METHOD position
			}
			if self != nil && s.directN > 0 {
				if f, ok := m.(*Function); ok && f.code.directN == s.directN {
					res, rerr := callDirect(fr, f, self, s.argFns, s.line)
					if rerr != nil {
						return nil, fr.at(rerr, s.e)
					}
					return res, nil
				}
				if bm, ok := m.(*Method); ok {
					return s.callMethod(fr, bm, self)
				}
			}
			return s.rest(fr, m, self)
		}
	}
	fn := c.expr(e.Func)
	nargs := len(argFns)

	// The call of a Python function filling its parameters exactly is
	// the closure's fast path; the others are in a closure of their own,
	// so that this one's frame stays small (its prologue was ~10% of a
	// recursive call).
	directOK := kwnames == nil && direct
	// The closure reaches what it uses through one pointer: Go loads
	// (and spills) every captured variable when a closure starts.
	site := &funcCallSite{fn: fn, argFns: argFns, nargs: nargs, directN: -1, line: line, e: e, lib: c.lib}
	if c.lib != nil {
		// In a Library's code, the class call site is the namespace's
		// (classSite).
		site.cj = c.lib.classSiteIndex()
	}
	if directOK {
		site.directN = nargs + 1
	}
	call := func(fr *Frame) (Value, error) {
		s := site
		f, err := s.fn(fr)
		if err != nil {
			return nil, err
		}
		switch g := f.(type) {
		case *Function:
			if g.code.directN == s.directN {
				res, rerr := callDirect(fr, g, nil, s.argFns, s.line)
				if rerr != nil {
					return nil, fr.at(rerr, s.e)
				}
				return res, nil
			}
		case *Builtin:
			if g.borrows && s.directN > 0 {
				return callBuiltinBorrowed(fr, g.fn, g.self, s.argFns, s.line, s.e)
			}
		case *Type:
			if g.user != nil && s.directN > 0 {
				return s.callClass(fr, g)
			}
		}
		return s.other(fr, f)
	}
	site.other = func(fr *Frame, f Value) (Value, error) {
		if pf, ok := f.(*Function); ok && directOK && nargs <= genArgsMax && (pf.code.isGenerator || pf.code.isAsync) {
			return callGenerator(fr, pf, nil, argFns, line, e)
		}
		if kwnames == nil && direct && (nargs == 1 && (f == Value(IntType) || f == Value(FloatType) || f == Value(StrType)) ||
			nargs >= 1 && nargs <= 3 && f == Value(RangeType) || nargs <= 2 && f == Value(SuperType)) {
			// int(x), float(x), str(x), range(...), super(...): their
			// New with these arguments keeps no part of the argument
			// slice, so it is borrowed from the value stack (as a
			// borrowing builtin's).
			return callBuiltinBorrowed(fr, typeNew1, f, argFns, line, e)
		}
		if pf, ok := f.(*Function); ok && kcs != nil {
			if b := kcs.binding(pf, nposArgs, kwnames); b != nil {
				res, rerr := callKwDirect(fr, pf, b, nil, argFns, nposArgs, line)
				if rerr != nil {
					return nil, fr.at(rerr, e)
				}
				return res, nil
			}
		}
		args, err := evalArgs(fr)
		if err != nil {
			return nil, err
		}
		if pf, ok := f.(*Function); ok {
			res, rerr := pf.Call(fr.t, args, kwnames)
			if rerr != nil {
				return nil, fr.at(rerr, e)
			}
			return res, nil
		}
		res, rerr := Call(fr.t, f, args, kwnames)
		if rerr != nil {
			return nil, fr.at(rerr, e)
		}
		return res, nil
	}
	return call
}

// funcCallSite is what the closure of a call f(args...) without starred
// arguments or **mapping uses on its direct path.
type funcCallSite struct {
	fn     exprFn
	argFns []operand
	nargs  int
	// directN is Code.directN of the functions the arguments fill
	// exactly (1 + their count), -1 when the call has keywords or an
	// argument that may suspend the frame: no Code matches.
	directN int
	line    int32
	e       *ast.Call
	other   func(fr *Frame, f Value) (Value, error) // every other callee
	cs      *classCallSite                          // made at the first call of a class
	lib     *Library                                // the Library compiled for, or nil
	cj      int                                     // in a Library's code, the index of its classSite
}

// callClass is the call of a user class cls at a site with directN > 0:
// callClassDirect when the site's classCallSite accepts it, otherwise the
// closure's other paths.
func (s *funcCallSite) callClass(fr *Frame, cls *Type) (Value, error) {
	cs := s.cs
	if s.lib != nil {
		cs = fr.globals.classSite(s.lib, s.cj)
	} else if cs == nil {
		cs = new(classCallSite)
		s.cs = cs
	}
	if init := cs.lookup(cls, s.nargs); init != nil && !fr.t.hostOnly {
		res, rerr := callClassDirect(fr, cls, init, s.argFns)
		if rerr != nil {
			return nil, fr.at(rerr, s.e)
		}
		return res, nil
	}
	return s.other(fr, cls)
}

// methodCallSite is what the closure of a call obj.name(args...) without
// starred arguments or **mapping uses on its common paths.
type methodCallSite struct {
	obj    operand
	site   methodSiteRef
	name   string
	bit    uint64 // strBit(name)
	argFns []operand
	nargs  int
	// directN is Code.directN of the methods the arguments and the
	// receiver fill exactly (2 + the arguments' count), -1 when the call
	// has keywords or an argument that may suspend the frame: no Code
	// matches, and no direct path is taken.
	directN   int
	line      int32
	superSite bool // super().m(...), super(C, self).m(...)
	attr      *ast.Attribute
	e         *ast.Call
	// rest is every call the closure does not make itself, with the
	// method found (m, and self when it is to be called with it).
	rest func(fr *Frame, m, self Value) (Value, error)
}

// callMethod is the call of a builtin method bm of self at a site with
// directN > 0: through its call0, call1 or call2 when it has the one for
// the arguments' count, with the arguments borrowed when it borrows them,
// otherwise the closure's rest.
func (s *methodCallSite) callMethod(fr *Frame, bm *Method, self Value) (Value, error) {
	argFns := s.argFns
	switch {
	case s.nargs == 1 && bm.call1 != nil:
		a, err := argFns[0].fast(fr), error(nil)
		if a == nil {
			a, err = argFns[0].slow(fr)
		}
		if err != nil {
			return nil, fr.at(err, s.e)
		}
		fr.line = s.line
		res, rerr := bm.call1(fr.t, self, a)
		if rerr != nil {
			return nil, fr.at(rerr, s.e)
		}
		return res, nil
	case s.nargs == 2 && bm.call2 != nil:
		a, err := argFns[0].fast(fr), error(nil)
		if a == nil {
			a, err = argFns[0].slow(fr)
		}
		if err != nil {
			return nil, fr.at(err, s.e)
		}
		b, err := argFns[1].fast(fr), error(nil)
		if b == nil {
			b, err = argFns[1].slow(fr)
		}
		if err != nil {
			return nil, fr.at(err, s.e)
		}
		fr.line = s.line
		res, rerr := bm.call2(fr.t, self, a, b)
		if rerr != nil {
			return nil, fr.at(rerr, s.e)
		}
		return res, nil
	case s.nargs == 0 && bm.call0 != nil:
		fr.line = s.line
		res, rerr := bm.call0(fr.t, self)
		if rerr != nil {
			return nil, fr.at(rerr, s.e)
		}
		return res, nil
	case bm.borrows:
		res, rerr := callBorrowed(fr, bm.fn, self, argFns, s.line)
		if rerr != nil {
			return nil, fr.at(rerr, s.e)
		}
		return res, nil
	}
	return s.rest(fr, bm, self)
}

// genArgsMax is the most arguments callGenerator passes.
const genArgsMax = 8

// callGenerator is the call of a generator or coroutine function (f)
// with positional arguments only (none that yields), as a method of self
// when self is not nil: the arguments are evaluated into an array on the
// Go stack, which Function.Call copies into the new frame's slots,
// instead of a heap slice (and a second one with self first), charged as
// those slices were.
func callGenerator(fr *Frame, f *Function, self Value, argFns []operand, line int32, e ast.Node) (Value, error) {
	n := len(argFns)
	if err := ReserveArray(fr.t, int64(n), sizeOf[Value]()); err != nil {
		return nil, err
	}
	var buf [genArgsMax]Value
	args := buf[:n]
	if self != nil {
		args = buf[1 : n+1]
	}
	if err := evalOperands(fr, argFns, args); err != nil {
		return nil, err
	}
	fr.line = line
	t := fr.t
	if self != nil {
		// prepend's slice.
		if err := ReserveArray(t, int64(n+1), sizeOf[Value]()); err != nil {
			return nil, err
		}
		buf[0] = self
		args = buf[:n+1]
	}
	res, err := f.Call(t, args, nil)
	if err != nil {
		return nil, fr.at(err, e)
	}
	return res, nil
}

// typeNew1 is the call of int, float or str (self) with one positional
// argument, or of range: the type's New (typeCall's path for them).
func typeNew1(t *Thread, self Value, args []Value, _ []string) (Value, error) {
	cls := self.(*Type)
	return cls.New(t, cls, args, nil)
}

// evalOperands evaluates a call's operands in order into args, a slice
// of their length, and returns the first error (a caller whose args are
// slots of the thread's value stack releases them then). The direct
// paths below (callDirect, callMethodDirect, callBorrowed,
// callClassDirect) keep the loop written out: they run for every call
// of the hottest sites, and evalOperands is over the inliner's budget
// (its call costs fib 4%).
func evalOperands(fr *Frame, ops []operand, args []Value) error {
	for i := range ops {
		v, err := ops[i].fast(fr), error(nil)
		if v == nil {
			v, err = ops[i].slow(fr)
		}
		if err != nil {
			return err
		}
		args[i] = v
	}
	return nil
}

// callBorrowed calls a builtin that borrows its arguments (Builtin.borrows,
// Method.borrows) with them evaluated into a slice of the thread's value
// stack, released when it returns: no argument slice is allocated.
//
//rethread:ok the compiler takes this path only when no argument can suspend the frame (hasYield): its slots are on the thread's value stack
func callBorrowed(fr *Frame, fn BuiltinFunc, self Value, argFns []operand, line int32) (Value, error) {
	t := fr.t
	// t.allocSlots and t.freeSlots written out, as in callDirect (over
	// the inliner's budget: 66 instructions of a len(x)).
	n := len(argFns)
	var args []Value
	if free := t.stack[t.sp:]; n <= len(free) {
		t.sp += n
		args = free[:n:n]
	} else {
		var err error
		if args, err = t.allocSlotsGrow(n); err != nil {
			return nil, err
		}
	}
	for i := range argFns {
		v := argFns[i].fast(fr)
		if v == nil {
			var err error
			if v, err = argFns[i].slow(fr); err != nil {
				t.freeSlots(args)
				return nil, err
			}
		}
		args[i] = v
	}
	fr.line = line
	res, err := fn(t, self, args, nil)
	switch len(args) {
	case 0:
	case 1:
		args[0] = nil
	case 2:
		args[0], args[1] = nil, nil
	default:
		clearSlots(args)
	}
	t.sp -= len(args)
	if t.sp == 0 {
		t.leaveChunk()
	}
	return res, err
}

// callBuiltinBorrowed is callBorrowed for a call of a builtin function
// (not a method): one level of nesting around it, as Call counts for a
// builtin; the call's errors are at node call.
func callBuiltinBorrowed(fr *Frame, fn BuiltinFunc, self Value, argFns []operand, line int32, call ast.Node) (Value, error) {
	// fr.t.nest(), written out (enter is over the inliner's budget).
	t := fr.t
	d := t.depth + 1
	t.depth = d
	if uint(d) > uint(t.limits.MaxRecursionDepth-1) || d >= t.stackMark {
		if err := t.enterSlow(); err != nil {
			return nil, err
		}
	}
	res, err := callBorrowed(fr, fn, self, argFns, line)
	fr.t.depth--
	if err != nil {
		return nil, fr.at(err, call)
	}
	return res, nil
}

// classCallSite remembers, for one call site, the __init__ of the last
// class called there whose instances callClassDirect may make: a user
// class of metaclass type with object's __new__, no builtin base
// (payload) and no exception base, whose __init__ is a Python function
// the call's positional arguments fill exactly. The class's version
// (typeInfo.version) changes when the class or a base gains, loses or
// rebinds an attribute, so a rebound __init__ or __new__ refills it.
type classCallSite struct {
	cls     *Type
	version uint64
	init    *Function // nil: the class takes userNew's general path
}

// lookup returns the __init__ callClassDirect calls for cls(nargs
// positional arguments), or nil.
func (s *classCallSite) lookup(cls *Type, nargs int) *Function {
	info := cls.user
	if s.cls == cls && s.version == info.version {
		return s.init
	}
	s.cls, s.version, s.init = cls, info.version, nil
	if cls.meta != nil || info.payload != nil || info.exc {
		return nil
	}
	if _, nowner := findAttr(cls, "__new__"); nowner != nil && nowner.user != nil {
		return nil
	}
	initf, iowner := findAttr(cls, "__init__")
	if iowner == nil || iowner.user == nil {
		return nil
	}
	if f, ok := initf.(*Function); ok && f.code.simpleCall(nargs+1) {
		s.init = f
	}
	return s.init
}

// callClassDirect is cls(args...) for a class classCallSite.lookup
// accepted: what typeCall and userNew do, with the arguments evaluated
// straight into __init__'s frame slots (no argument slice). As in Call,
// the class call counts one level of nesting around the instance's
// creation and __init__, not around the arguments' evaluation.
//
//rethread:ok the compiler takes this path only when no argument can suspend the frame (hasYield): its slots are on the thread's value stack
func callClassDirect(fr *Frame, cls *Type, init *Function, argFns []operand) (Value, error) {
	t := fr.t
	c := init.code
	slots, err := t.allocSlots(c.nslots)
	if err != nil {
		return nil, err
	}
	// The parameters are slots 0 to n-1 (Code.directN).
	args := slots[1:]
	for i := range argFns {
		v := argFns[i].fast(fr)
		if v == nil {
			var err error
			if v, err = argFns[i].slow(fr); err != nil {
				t.freeSlots(slots)
				return nil, err
			}
		}
		args[i] = v
	}
	if err := t.nest(); err != nil {
		t.freeSlots(slots)
		return nil, err
	}
	in, err := newInstance(t, cls)
	if err != nil {
		t.unnest()
		t.freeSlots(slots)
		return nil, err
	}
	slots[0] = in
	r, err := init.run(t, slots)
	t.unnest()
	if err != nil {
		return nil, err
	}
	if r != None {
		return nil, Errorf(TypeErrorType, "__init__() should return None, not '%s'", TypeName(r))
	}
	return in, nil
}

// callGeneral handles calls with *args or **kwargs unpacking.
func (c *compiler) callGeneral(e *ast.Call) exprFn {
	fn := c.expr(e.Func)
	pos := c.callArgs(e.Args)
	type kw struct {
		name string // "" for **mapping
		val  exprFn
	}
	kws := astMake[kw](len(e.Keywords))
	for i, k := range e.Keywords {
		kws[i] = kw{k.Arg, c.expr(k.Value)}
	}
	return func(fr *Frame) (Value, error) {
		f, err := fn(fr)
		if err != nil {
			return nil, err
		}
		args, err := pos(fr, f)
		if err != nil {
			return nil, err
		}
		var kwnames []string
		seen := map[string]bool{}
		for _, k := range kws {
			v, err := k.val(fr)
			if err != nil {
				return nil, err
			}
			if k.name != "" {
				if seen[k.name] {
					return nil, Errorf(TypeErrorType, "%s got multiple values for keyword argument '%s'", funcDesc(f), k.name)
				}
				seen[k.name] = true
				kwnames = append(kwnames, k.name)
				args = append(args, v)
				continue
			}
			d := NewDictT(fr.t)
			if err := dictMerge(fr.t, d, v, false); err != nil {
				if exc, ok := err.(*Exception); ok && exc.cls == TypeErrorType {
					return nil, Errorf(TypeErrorType, "%s argument after ** must be a mapping, not %s", funcDesc(f), TypeName(v))
				}
				return nil, err
			}
			// One argument, one name and one entry of seen per key.
			if args, err = Grow(fr.t, args, d.Len()); err != nil {
				return nil, err
			}
			if kwnames, err = Grow(fr.t, kwnames, d.Len()); err != nil {
				return nil, err
			}
			if err := ReserveArray(fr.t, int64(d.Len()), mapEntryBytes); err != nil {
				return nil, err
			}
			var ferr error
			d.Range(func(key, val Value) bool {
				s, ok := As[*Str](key)
				if !ok {
					ferr = Errorf(TypeErrorType, "keywords must be strings")
					return false
				}
				if seen[s.s] {
					ferr = Errorf(TypeErrorType, "%s got multiple values for keyword argument '%s'", funcDesc(f), s.s)
					return false
				}
				seen[s.s] = true
				kwnames = append(kwnames, s.s)
				args = append(args, val)
				return true
			})
			if ferr != nil {
				return nil, ferr
			}
		}
		fr.line = int32(e.Position().Lineno)
		res, rerr := Call(fr.t, f, args, kwnames)
		if rerr != nil {
			return nil, fr.at(rerr, e)
		}
		return res, nil
	}
}

// funcDesc names a callable in argument errors: "f()".
func funcDesc(f Value) string {
	switch f := f.(type) {
	case *Function:
		return f.module + "." + f.qualname + "()"
	case *Builtin:
		return f.name + "()"
	case *Type:
		// _PyObject_FunctionStr: module.qualname() outside builtins.
		if f.Module != "" && f.Module != "builtins" {
			return f.Module + "." + f.QualName() + "()"
		}
		return f.QualName() + "()"
	}
	return TypeName(f) + " object"
}

// lookupMethod finds obj.name for a call. When it is a builtin method of
// obj's type, it returns the unbound *Method and self = obj, so the call
// needs no bound-method object; otherwise it returns the attribute value
// and self = nil.
func lookupMethod(t *Thread, obj Value, name string) (Value, Value, error) {
	// The attribute policy sees every method call, as it sees every
	// attribute read (attr.go): the fast paths below skip only the
	// bound-method object, never the check.
	if err := t.Interp.checkAttr(obj, name); err != nil {
		return nil, nil, err
	}
	typ := obj.Type()
	if typ.Builtin && (typ.GetAttr == nil || typ.DictMethods) {
		if m, ok := typ.Lookup(name).(*Method); ok {
			return m, obj, nil
		}
	}
	// A plain function found on a user class, not shadowed by an
	// instance attribute: call it with self, without a bound method.
	if in, ok := obj.(*Instance); ok && typ.user != nil && !typ.user.hasGetattr && !typ.user.customGetattribute {
		switch v, _ := findAttr(typ, name); f := v.(type) {
		case *Function:
			if _, shadowed := in.getAttr(name); !shadowed {
				return f, obj, nil
			}
		}
	}
	v, err := GetAttr(t, obj, name)
	return v, nil, err
}

// callArgs compiles positional arguments with *iterable unpacking; a
// non-iterable after * gets CPython's call-specific message.
func (c *compiler) callArgs(es []ast.Expr) func(fr *Frame, callee Value) ([]Value, error) {
	fns := astMake[exprFn](len(es))
	starred := astMake[bool](len(es))
	for i, e := range es {
		if s, ok := e.(*ast.Starred); ok {
			fns[i] = c.expr(s.Value)
			starred[i] = true
		} else {
			fns[i] = c.expr(e)
		}
	}
	return func(fr *Frame, callee Value) ([]Value, error) {
		vs, err := MakeCap[Value](fr.t, 0, len(fns))
		if err != nil {
			return nil, err
		}
		for i, f := range fns {
			v, err := f(fr)
			if err != nil {
				return nil, err
			}
			if !starred[i] {
				if vs, err = Append(fr.t, vs, v); err != nil {
					return nil, err
				}
				continue
			}
			if v.Type().Iter == nil {
				return nil, Errorf(TypeErrorType, "%s argument after * must be an iterable, not %s", funcDesc(callee), TypeName(v))
			}
			if vs, err = appendIterable(fr.t, vs, v); err != nil {
				return nil, err
			}
		}
		return vs, nil
	}
}
