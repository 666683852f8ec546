package eval

import (
	"bytes"
	"fmt"
	"strings"
)

// Code is a compiled function body (or module, or class body): the
// closure tree plus what a call needs to set up its frame.
type Code struct {
	Name     string // function name, "<module>", "<lambda>", "<listcomp>"...
	QualName string
	Filename string
	Source   *Source
	Line     int // first line
	nfree    int // closure cells of its functions
	col      int // column of the def or lambda (with Line, its key in its Program)

	nslots    int
	cellSlots []int // slots that hold a *Cell, created at frame entry

	// Parameters, as slots: posonly+args first (in order), then vararg,
	// kwonly, kwarg (slot -1 when absent).
	argNames   []string // names of posonly+args, then kwonly
	nposonly   int
	nargs      int // posonly + positional-or-keyword
	nkwonly    int
	varargSlot int
	kwargSlot  int
	varargName string // *args's name, for help()'s signatures
	kwargName  string // **kwargs's name
	paramSlots []int  // slot of each of argNames
	// directN is 1 + nargs when a call of exactly nargs positional
	// arguments binds them to the parameter slots with nothing else to
	// fill (no *args, no keyword-only parameters, not a generator or
	// coroutine) and those parameters are slots 0 to nargs-1 (as
	// resolve lays them out): simpleCall's one comparison, and
	// callDirect stores argument i in slot i. 0: never (the zero value,
	// for codes that are not functions').
	directN int
	// plain: a frame of this code needs no set-up besides its bound
	// parameters (no **kwargs dict, no cells): run's one test.
	plain       bool
	isGenerator bool
	isAsync     bool // async def: calls make a coroutine, or an async generator when isGenerator
	// suspendDepth is the deepest nesting of a yield or await in the
	// body (suspendNesting): the Go stack its coroutine holds suspended.
	suspendDepth int
	// stackBytes bounds the Go stack one frame of this code holds
	// besides the call machinery (levelStackBytes): its deepest syntax
	// nesting times boundStackPerNode (see Thread.codeStack).
	stackBytes int64
	classFree  int      // 1 + index in the closure of the __class__ cell (for super()), 0 if none
	varnames   []string // local variable names, for NameError suggestions

	body stmtFn
	// step replaces body for the generator functions genstep.go runs
	// without a coroutine; nsteps is the number of its steppers.
	step   stepFn
	nsteps int
	// genBlock is the block its calls allocate (genblock.go), with step.
	genBlock *genBlockKind
}

// Source is the text of a compiled file, kept for tracebacks. It holds
// the caller's bytes (not a copy) and finds a line when a traceback asks
// for it.
type Source struct {
	Filename string
	text     []byte
	// hidden: no lines are shown (code named <string>, <stdin>, ..., as
	// CPython shows none for them), unless ShowLines was called.
	hidden bool
	// parsed is the text the compiled tree was parsed from when it is a
	// rewriting of text (the interactive echo): snapshots recompile it.
	parsed []byte
}

// NewSource returns the source src named filename for traceback display.
func NewSource(filename string, src []byte) *Source {
	return &Source{Filename: filename, text: src, hidden: strings.HasPrefix(filename, "<")}
}

// Line returns line n (1-based) as a traceback shows it: without its
// indentation (CPython strips spaces, tabs and form feeds on the left
// only).
func (s *Source) Line(n int) string {
	return strings.TrimLeft(s.raw(n), " \t\f")
}

// raw returns line n (1-based) as written, without its line break; ""
// if unknown or hidden.
func (s *Source) raw(n int) string {
	if s == nil || s.hidden || n < 1 {
		return ""
	}
	text := s.text
	for ; n > 1; n-- {
		i := bytes.IndexByte(text, '\n')
		if i < 0 {
			return ""
		}
		text = text[i+1:]
	}
	if i := bytes.IndexByte(text, '\n'); i >= 0 {
		text = text[:i]
	}
	return string(bytes.TrimSuffix(text, []byte("\r")))
}

// Function is a Python function (def or lambda).
type Function struct {
	Identity    // id() and the default hash, assigned on first use
	code        *Code
	name        string
	qualname    string
	module      string
	defaults    []Value // for the last len(defaults) of the positional parameters
	kwdefaults  []Value // per kwonly parameter, nil when required
	closure     []*Cell
	globals     *Globals
	dict        *StrDict // its attributes, nil: none (or fdict holds them)
	fdict       *Dict    // its __dict__ once read: the attributes, moved there
	doc         Value
	annotations Value
	// iterableCoro: types.coroutine marked this generator function
	// (CPython's CO_ITERABLE_COROUTINE): its generators are awaitable.
	iterableCoro bool
	// textSig is the signature help() shows instead of the parameters'
	// ("" for those): SetTextSignature.
	textSig string
}

// SetTextSignature sets the signature help() shows for f, "(self, x: int)
// -> None", for a library function whose parameters are not the ones it
// stands for (dataclasses' generated __init__).
func (f *Function) SetTextSignature(sig string) { f.textSig = sig }

// FunctionType is type(f) for Python functions.
var FunctionType = newBuiltinType("function")

func init() {
	FunctionType.setBase(ObjectType)
	FunctionType.NoSubclass = true
	FunctionType.Call = func(t *Thread, v Value, args []Value, kwnames []string) (Value, error) {
		return v.(*Function).Call(t, args, kwnames)
	}
	FunctionType.Repr = func(t *Thread, v Value) (string, error) {
		f := v.(*Function)
		return fmt.Sprintf("<function %s at %s>", f.qualname, t.Interp.fakeAddress(v)), nil
	}
	FunctionType.Hash = identityHash
}

func (*Function) Type() *Type { return FunctionType }

// Name returns the function's __name__.
func (f *Function) Name() string { return f.name }

// Source returns the file and first line of f's code (co_filename,
// co_firstlineno).
func (f *Function) Source() (filename string, line int) { return f.code.Filename, f.code.Line }

// Frame is the activation of a Code.
type Frame struct {
	t       *Thread
	code    *Code
	slots   []Value
	free    []*Cell
	globals *Globals
	classNS *Dict // class body namespace, nil elsewhere
	back    *Frame
	ret     Value // value of a return statement in flight
	fn      *Function
	gen     *genCoro // coroutine running this frame, if any
	serial  uint64   // unique per activation (tracebacks record each frame once)
	// awaitLine is the line of the await (or async for/with) the frame
	// last ran: where a suspended coroutine is (the "running at" of
	// asyncio's task reprs).
	awaitLine int32
	// line is the line the frame is running: the statement it started
	// last, or the call it made last (warnings' location of a caller,
	// warncontext.go).
	line int32
}

// Call calls f with the vectorcall convention.
func (f *Function) Call(t *Thread, args []Value, kwnames []string) (Value, error) {
	if t == nil || t.hostOnly {
		return nil, errHostOnly()
	}
	c := f.code
	if c.isGenerator || c.isAsync {
		// The generator outlives the call: its frame is charged with it.
		if err := Reserve(t, generatorBytes+cellBytes*int64(len(c.cellSlots))); err != nil {
			return nil, err
		}
		var blk *genBlock
		var gsteps []genStep
		var slots []Value
		var fr *Frame
		if k := c.genBlock; k != nil && !c.isAsync {
			// A stepper generator has no coroutine (and so no cleanup
			// that needs its handle apart from its frame): the handle,
			// its state and its frame are one allocation, with its slots
			// and its steppers' states when they fit (genblock.go),
			// charged as Make charges them.
			if k.slots > 0 {
				if err := ReserveArray(t, int64(c.nslots), sizeOf[Value]()); err != nil {
					return nil, err
				}
			}
			var bsteps []genStep
			var bslots []Value
			blk, bsteps, bslots = k.make()
			if k.slots > 0 {
				slots = bslots[:c.nslots:c.nslots]
			} else {
				var err error
				if slots, err = Make[Value](t, c.nslots); err != nil {
					return nil, err
				}
			}
			if k.steps > 0 {
				gsteps = bsteps[:c.nsteps:c.nsteps]
			}
			t.serial++
			fr = &blk.fr
			// Field by field: a whole-struct assignment to the new block
			// would be a typed copy with bulk write barriers.
			fr.t, fr.code, fr.slots, fr.free, fr.globals, fr.fn, fr.serial = t, c, slots, f.closure, f.globals, f, t.serial
		} else {
			slots, err := Make[Value](t, c.nslots)
			if err != nil {
				return nil, err
			}
			t.serial++
			fr = &Frame{t: t, code: c, slots: slots, free: f.closure, globals: f.globals, fn: f, serial: t.serial}
		}
		if err := f.bindArgs(t, fr.slots, args, kwnames); err != nil {
			return nil, err
		}
		for _, s := range c.cellSlots {
			fr.slots[s] = &Cell{v: fr.slots[s]}
		}
		g, err := newGenerator(t, fr, blk, gsteps)
		if g != nil {
			g.iterableCoro = f.iterableCoro
		}
		return g, err
	}
	slots, err := t.allocSlots(c.nslots)
	if err != nil {
		return nil, err
	}
	if err := f.bindArgs(t, slots, args, kwnames); err != nil {
		t.freeSlots(slots)
		return nil, err
	}
	return f.run(t, slots)
}

// run executes the function's body in a frame whose parameter slots are
// bound. slots come from the thread's value stack and are released here.
//
// The thread's enter, newFrame/freeFrame and freeSlots are written out
// (which helpers Go inlines depends on its budget and on the command's
// profile: allocSlots, freeSlots and enter are over the budget without
// it), as in callDirect, which holds a copy of this function: keep the
// two in step (TestCallPathsInStep compares them).
func (f *Function) run(t *Thread, slots []Value) (Value, error) {
	c := f.code
	if !c.plain {
		if err := c.setUpSlots(t, slots); err != nil {
			t.freeSlots(slots)
			return nil, err
		}
	}
	// t.enter()
	d := t.depth + 1
	t.depth = d
	if uint(d) > uint(t.limits.MaxRecursionDepth-1) || d >= t.stackMark {
		if err := t.enterSlow(); err != nil {
			t.freeSlots(slots)
			return nil, err
		}
	}
	t.codeStack += c.stackBytes
	cfr := t.newFrame()
	cfr.code, cfr.slots, cfr.free, cfr.globals, cfr.fn = c, slots, f.closure, f.globals, f
	cfr.back = t.frame
	t.frame = cfr
	_, err := c.body(cfr)
	t.frame = cfr.back
	t.codeStack -= c.stackBytes
	t.depth--
	ret := cfr.ret
	t.freeFrame(cfr)
	// t.freeSlots(slots)
	switch len(slots) {
	case 1:
		slots[0] = nil
	case 2:
		slots[0], slots[1] = nil, nil
	case 3:
		slots[0], slots[1], slots[2] = nil, nil, nil
	default:
		if len(slots) <= 4 {
			for i := 0; i < len(slots); i++ { // not range: that is clear's memclrHasPointers
				slots[i] = nil
			}
		} else {
			clear(slots)
		}
	}
	t.sp -= len(slots)
	if t.sp == 0 {
		t.leaveChunk()
	}
	if err != nil {
		return nil, err
	}
	if ret == nil {
		return None, nil
	}
	return ret, nil
}

// setUpSlots is what a frame of a code that is not plain needs before
// its body runs: the **kwargs dict of a direct call and the cells.
func (c *Code) setUpSlots(t *Thread, slots []Value) error {
	if c.kwargSlot >= 0 && slots[c.kwargSlot] == nil {
		// A direct call (simpleCall: the positional parameters filled
		// exactly, no keywords): **kwargs is an empty dict, as bindArgs
		// makes it.
		slots[c.kwargSlot] = NewDictT(t)
	}
	if len(c.cellSlots) > 0 {
		// Cells outlive the call when a closure keeps them.
		if err := Reserve(t, cellBytes*int64(len(c.cellSlots))); err != nil {
			return err
		}
		for _, s := range c.cellSlots {
			slots[s] = &Cell{v: slots[s]}
		}
	}
	return nil
}

// simpleCall reports whether a call with n positional arguments and no
// keywords binds them directly to the first n parameter slots (a
// **kwargs parameter then gets an empty dict from run).
func (c *Code) simpleCall(n int) bool {
	return n+1 == c.directN
}

// setCallShape computes directN and plain from the parameters, once the
// compiler has set them.
func (c *Code) setCallShape() {
	c.directN = 0
	if c.varargSlot < 0 && c.nkwonly == 0 && !c.isGenerator && !c.isAsync {
		c.directN = c.nargs + 1
		for i := 0; i < c.nargs; i++ {
			if c.paramSlots[i] != i {
				c.directN = 0
			}
		}
	}
	c.plain = c.kwargSlot < 0 && len(c.cellSlots) == 0
}

// bindArgs binds positional and keyword arguments to parameter slots as
// CPython does, with its error messages.
func (f *Function) bindArgs(t *Thread, slots []Value, args []Value, kwnames []string) error {
	c := f.code
	npos := len(args) - len(kwnames)
	// Fast path: exactly the positional parameters, no keywords.
	if len(kwnames) == 0 && npos == c.nargs && c.varargSlot < 0 && c.kwargSlot < 0 && c.nkwonly == 0 {
		for i := 0; i < npos; i++ {
			slots[c.paramSlots[i]] = args[i]
		}
		return nil
	}
	fname := f.qualname
	// Positional.
	n := npos
	if n > c.nargs {
		n = c.nargs
	}
	for i := 0; i < n; i++ {
		slots[c.paramSlots[i]] = args[i]
	}
	// Too many positional arguments are reported after the keywords'
	// errors, in CPython's order.
	tooMany := npos > c.nargs && c.varargSlot < 0
	if npos > c.nargs && !tooMany {
		extra, err := newTupleN(t, npos-c.nargs)
		if err != nil {
			return err
		}
		copy(extra.elems, args[c.nargs:npos])
		slots[c.varargSlot] = extra
	} else if c.varargSlot >= 0 {
		slots[c.varargSlot] = NewTuple(nil)
	}
	// Keywords.
	var kwdict *Dict
	if c.kwargSlot >= 0 {
		kwdict = NewDictT(t)
		slots[c.kwargSlot] = kwdict
	}
	var posonlyAsKw []string
	for k, name := range kwnames {
		v := args[npos+k]
		idx := -1
		for i := c.nposonly; i < len(c.argNames); i++ {
			if c.argNames[i] == name {
				idx = i
				break
			}
		}
		if idx < 0 {
			if kwdict != nil {
				if err := kwdict.SetItem(t, NewStrT(t, name), v); err != nil {
					return err
				}
				continue
			}
			isPosonly := false
			for i := 0; i < c.nposonly; i++ {
				if c.argNames[i] == name {
					isPosonly = true
				}
			}
			if isPosonly {
				posonlyAsKw = append(posonlyAsKw, name)
				continue
			}
			return Errorf(TypeErrorType, "%s() got an unexpected keyword argument '%s'", fname, name)
		}
		slot := c.paramSlots[idx]
		if slots[slot] != nil {
			return Errorf(TypeErrorType, "%s() got multiple values for argument '%s'", fname, name)
		}
		slots[slot] = v
	}
	if len(posonlyAsKw) > 0 {
		list, err := Join(t, posonlyAsKw, ", ")
		if err != nil {
			return err
		}
		return Errorf(TypeErrorType, "%s() got some positional-only arguments passed as keyword arguments: '%s'",
			fname, list)
	}
	if tooMany {
		return f.tooManyPositional(npos, kwnames, slots)
	}
	// Defaults and missing arguments.
	firstDefault := c.nargs - len(f.defaults)
	var missing []string
	for i := 0; i < c.nargs; i++ {
		slot := c.paramSlots[i]
		if slots[slot] != nil {
			continue
		}
		if i >= firstDefault {
			slots[slot] = f.defaults[i-firstDefault]
			continue
		}
		missing = append(missing, c.argNames[i])
	}
	if len(missing) > 0 {
		return missingArgs(t, fname, "positional", missing)
	}
	for i := 0; i < c.nkwonly; i++ {
		slot := c.paramSlots[c.nargs+i]
		if slots[slot] != nil {
			continue
		}
		if i < len(f.kwdefaults) && f.kwdefaults[i] != nil {
			slots[slot] = f.kwdefaults[i]
			continue
		}
		missing = append(missing, c.argNames[c.nargs+i])
	}
	if len(missing) > 0 {
		return missingArgs(t, fname, "keyword-only", missing)
	}
	return nil
}

func missingArgs(t *Thread, fname, kind string, names []string) error {
	// 'a', 'b', and 'c' (CPython's format_missing).
	b := NewBuilder(t, 0)
	for i, n := range names {
		switch {
		case i > 0 && len(names) == 2:
			b.WriteString(" and ")
		case i > 0 && i == len(names)-1:
			b.WriteString(", and ")
		case i > 0:
			b.WriteString(", ")
		}
		b.WriteByte('\'')
		b.WriteString(n)
		b.WriteByte('\'')
	}
	if err := b.Err(); err != nil {
		return err
	}
	list := b.String()
	plural := "argument"
	if len(names) > 1 {
		plural = "arguments"
	}
	return Errorf(TypeErrorType, "%s() missing %d required %s %s: %s", fname, len(names), kind, plural, list)
}

func (f *Function) tooManyPositional(given int, kwnames []string, slots []Value) error {
	c := f.code
	// CPython counts keyword arguments given for keyword-only parameters.
	kwonlyGiven := 0
	for i := 0; i < c.nkwonly; i++ {
		for _, k := range kwnames {
			if k == c.argNames[c.nargs+i] {
				kwonlyGiven++
			}
		}
	}
	var takes string
	if len(f.defaults) > 0 {
		takes = fmt.Sprintf("from %d to %d positional arguments", c.nargs-len(f.defaults), c.nargs)
	} else if c.nargs == 1 {
		takes = "1 positional argument"
	} else {
		takes = fmt.Sprintf("%d positional arguments", c.nargs)
	}
	was := "were"
	if given == 1 {
		was = "was"
	}
	if kwonlyGiven > 0 {
		kw := "argument"
		if kwonlyGiven > 1 {
			kw = "arguments"
		}
		return Errorf(TypeErrorType, "%s() takes %s but %d positional %s (and %d keyword-only %s) were given",
			f.qualname, takes, given, pluralArg(given), kwonlyGiven, kw)
	}
	return Errorf(TypeErrorType, "%s() takes %s but %d %s given", f.qualname, takes, given, was)
}

func pluralArg(n int) string {
	if n == 1 {
		return "argument"
	}
	return "arguments"
}

func init() {
	FunctionType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		f := v.(*Function)
		switch name {
		case "__name__":
			return NewStrT(t, f.name), nil
		case "__qualname__":
			return NewStrT(t, f.qualname), nil
		case "__module__":
			return NewStrT(t, f.module), nil
		case "__doc__":
			if f.doc == nil {
				return None, nil
			}
			return f.doc, nil
		case "__defaults__":
			if len(f.defaults) == 0 {
				return None, nil
			}
			return NewTupleT(t, append([]Value(nil), f.defaults...)), nil
		case "__annotations__":
			if f.annotations == nil {
				f.annotations = NewDictT(t)
			}
			return f.annotations, nil
		}
		if name == "__dict__" {
			return f.attrDict(t), nil
		}
		if f.fdict != nil {
			if x, ok := f.fdict.GetStr(name); ok {
				return x, nil
			}
		} else if f.dict != nil {
			if x, ok := f.dict.Get(name); ok {
				return x, nil
			}
		}
		return genericGetAttr(t, v, name)
	}
	FunctionType.SetAttr = func(t *Thread, v Value, name string, x Value) error {
		f := v.(*Function)
		switch name {
		case "__name__", "__qualname__":
			s, ok := x.(*Str)
			if !ok {
				return Errorf(TypeErrorType, "%s must be set to a string object", name)
			}
			if name == "__name__" {
				f.name = s.s
			} else {
				f.qualname = s.s
			}
			return nil
		case "__doc__":
			f.doc = x
			return nil
		case "__module__":
			// functools.wraps copies it; pyinterp keeps a string.
			if s, ok := As[*Str](x); ok {
				f.module = s.s
				return nil
			}
			return Errorf(TypeErrorType, "pyinterp: a function's __module__ must be a str, not '%s'", TypeName(x))
		case "__annotations__":
			switch x.(type) {
			case nil, NoneType:
				f.annotations = nil // read back as a new empty dict
			case *Dict:
				f.annotations = x
			default:
				return Errorf(TypeErrorType, "__annotations__ must be set to a dict object")
			}
			return nil
		case "__dict__":
			if x == nil {
				return Errorf(TypeErrorType, "cannot delete __dict__")
			}
			d, ok := As[*Dict](x)
			if !ok {
				return Errorf(TypeErrorType, "__dict__ must be set to a dictionary, not a '%s'", TypeName(x))
			}
			f.fdict, f.dict = d, nil
			return nil
		}
		if f.fdict != nil {
			if x == nil {
				ok, err := f.fdict.Delete(t, NewStrT(t, name))
				if err == nil && !ok {
					err = attributeError(t, v, name)
				}
				return err
			}
			return f.fdict.SetItem(t, NewStrT(t, name), x)
		}
		if x == nil {
			if f.dict == nil || !f.dict.Delete(name) {
				return attributeError(t, v, name)
			}
			return nil
		}
		if f.dict == nil {
			if err := Reserve(t, strDictBytes); err != nil {
				return err
			}
			f.dict = NewStrDict()
		}
		return f.dict.setCharged(t, name, x, nil)
	}
}

// attrDict returns the function's __dict__, moving its attributes there
// on first use (the entries were charged as they were set).
func (f *Function) attrDict(t *Thread) *Dict {
	if f.fdict == nil {
		f.fdict = NewDictT(t)
		if f.dict != nil {
			f.dict.Range(func(k string, v Value) bool { f.fdict.SetStr(k, v); return true })
			f.dict = nil
		}
	}
	return f.fdict
}

// attrNames calls fn with the name of each of the function's string-named
// attributes.
func (f *Function) attrNames(fn func(name string, v Value)) {
	if f.fdict != nil {
		f.fdict.Range(func(k, v Value) bool {
			if s, ok := k.(*Str); ok {
				fn(s.s, v)
			}
			return true
		})
	} else if f.dict != nil {
		f.dict.Range(func(k string, v Value) bool { fn(k, v); return true })
	}
}
