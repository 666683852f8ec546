package eval

import (
	"strings"
)

// The object model's side of session snapshots (package snapshot): what
// an encoder needs to read out of the values a program holds, and the
// checked constructors a decoder rebuilds them with. The constructors
// make only values a program could have made: functions come from code
// compiled by the normal compiler, classes go through type.__new__'s
// checks, instances and exceptions are made of user (or exception)
// classes with the layout their class gives them, and everything is
// charged to the thread's memory.

// Text returns the text the source was compiled from.
func (s *Source) Text() []byte {
	if s == nil {
		return nil
	}
	if s.parsed != nil {
		return s.parsed
	}
	return s.text
}

// SetSourceText records text as the source of every code of the program
// (when the tree compiled was parsed from a rewriting of the text the
// tracebacks show: the interactive echo).
func (p *Program) SetSourceText(text []byte) {
	if p.code.Source != nil {
		p.code.Source.parsed = text
	}
}

// FindCode returns the code of the function or lambda named name (a
// lambda's is "<lambda>") whose node starts at line, col in the
// program's source, nil if there is none.
func (p *Program) FindCode(line, col int, name string) *Code {
	if c := p.findCode(line, col, name); c != nil {
		return c
	}
	for _, q := range p.more {
		if c := q.findCode(line, col, name); c != nil {
			return c
		}
	}
	return nil
}

// Include makes q's functions found by p's FindCode: q is another part of
// the same module's source, compiled later (a lazily run module).
func (p *Program) Include(q *Program) { p.more = append(p.more, q) }

func (p *Program) findCode(line, col int, name string) *Code {
	if p.funcs == nil {
		return nil
	}
	if l := p.funcs.lib; l != nil {
		l.mu.Lock()
		defer l.mu.Unlock()
	}
	for forced := false; ; forced = true {
		for _, c := range p.funcs.codes {
			if c.Line == line && c.col == col && c.Name == name {
				return c
			}
		}
		// A function nested in a library function whose body is not
		// compiled yet (CompileLibrary): compile the pending bodies.
		if forced || len(p.funcs.pending) == 0 || p.funcs.force() != nil {
			return nil
		}
	}
}

// Pos returns the line and column where the function's def or lambda
// starts.
func (c *Code) Pos() (line, col int) { return c.Line, c.col }

// NumFree returns the number of closure cells the code's functions hold.
func (c *Code) NumFree() int { return c.nfree }

// Globals returns the namespace the module's Python code ran in, nil for
// a module written in Go.
func (m *Module) ModuleGlobals() *Globals { return m.globals }

// ModuleProgram returns the compiled Python source of the module, nil for
// a module written in Go.
func (m *Module) ModuleProgram() *Program { return m.program }

// SetSource records the namespace and program of a module whose Python
// source ran in them.
func (m *Module) SetSource(g *Globals, p *Program) { m.globals, m.program = g, p }

// Modules returns the modules imported so far, by name.
func (in *Interp) Modules() map[string]*Module { return in.modules }

// ModuleName returns the __module__ of functions defined in g.
func (g *Globals) ModuleName() string { return g.moduleName() }

// FunctionState is what a Python function is made of.
type FunctionState struct {
	Code        *Code
	Name        string
	QualName    string
	Module      string
	Defaults    []Value
	KwDefaults  []Value // one per keyword-only parameter, nil when required
	Closure     []*Cell
	Globals     *Globals
	Dict        *StrDict // nil: no attributes
	Doc         Value
	Annotations Value // nil: not computed yet
}

// State returns the function's parts (shared, not copied).
func (f *Function) State() FunctionState {
	return FunctionState{Code: f.code, Name: f.name, QualName: f.qualname, Module: f.module,
		Defaults: f.defaults, KwDefaults: f.kwdefaults, Closure: f.closure, Globals: f.globals,
		Dict: f.attrStrDict(), Doc: f.doc, Annotations: f.annotations}
}

// attrStrDict returns the function's attributes as a StrDict (a snapshot's
// form: a __dict__'s keys that are not strings are left out).
func (f *Function) attrStrDict() *StrDict {
	if f.fdict == nil {
		return f.dict
	}
	d := NewStrDict()
	f.attrNames(func(k string, v Value) { d.Set(k, v) })
	return d
}

// NewFunctionShell returns an empty function for a decoder to fill with
// Restore (the decoder hands out the pointer before it fills it, for
// cycles); it is charged.
func NewFunctionShell(t *Thread) (*Function, error) {
	if err := Reserve(t, functionBytes); err != nil {
		return nil, err
	}
	return &Function{}, nil
}

// Restore fills a function made by NewFunctionShell, checking that the
// parts fit its code as the def statement would have made them.
func (f *Function) Restore(t *Thread, st FunctionState) error {
	c := st.Code
	switch {
	case c == nil || st.Globals == nil:
		return Errorf(ValueErrorType, "function without code or globals")
	case c.isGenerator:
		// Generator functions are fine; their generators are not saved.
	}
	if len(st.Closure) != c.nfree {
		return Errorf(ValueErrorType, "function %s has %d closure cells, its code needs %d", c.QualName, len(st.Closure), c.nfree)
	}
	for _, cell := range st.Closure {
		if cell == nil {
			return Errorf(ValueErrorType, "function %s: missing closure cell", c.QualName)
		}
	}
	if len(st.Defaults) > c.nargs {
		return Errorf(ValueErrorType, "function %s has %d defaults for %d parameters", c.QualName, len(st.Defaults), c.nargs)
	}
	if st.KwDefaults != nil && len(st.KwDefaults) != c.nkwonly {
		return Errorf(ValueErrorType, "function %s has %d keyword defaults for %d keyword-only parameters", c.QualName, len(st.KwDefaults), c.nkwonly)
	}
	if err := ReserveArray(t, int64(len(st.Defaults)+len(st.KwDefaults)+len(st.Closure)), valueSize); err != nil {
		return err
	}
	if st.Doc == nil {
		st.Doc = None
	}
	*f = Function{code: c, name: st.Name, qualname: st.QualName, module: st.Module, defaults: st.Defaults,
		kwdefaults: st.KwDefaults, closure: st.Closure, globals: st.Globals, dict: st.Dict, doc: st.Doc,
		annotations: st.Annotations}
	return nil
}

// NewCellCharged returns an empty cell, charged.
func NewCellCharged(t *Thread) (*Cell, error) {
	if err := Reserve(t, cellBytes); err != nil {
		return nil, err
	}
	return &Cell{}, nil
}

// ClassState is what a user class is made of beyond its namespace.
type ClassState struct {
	Meta     *Type // nil: type
	Name     string
	QualName string
	Module   string
	Bases    []*Type
	Slots    Value // the __slots__ the class statement gave, nil if none
}

// State returns the class's parts; ok is false for a builtin type.
func (cls *Type) State() (st ClassState, ok bool) {
	if cls.user == nil {
		return st, false
	}
	st = ClassState{Meta: cls.meta, Name: cls.Name, QualName: cls.user.qualname, Module: cls.Module, Bases: cls.Bases}
	if sv, ok := cls.Dict.Get("__slots__"); ok {
		st.Slots = sv
	}
	return st, true
}

// IsSlotMember reports whether v is the descriptor of a __slots__
// member (made by the class statement from __slots__, not saved).
func IsSlotMember(v Value) bool {
	_, ok := v.(*memberDescr)
	return ok
}

// RestoreClass makes a class as type.__new__ does (the same checks of
// bases, layout and __slots__) but without calling __set_name__ or
// __init_subclass__, which ran when the class was first made: the
// namespace is filled afterwards with SetClassDict.
func RestoreClass(t *Thread, st ClassState) (*Type, error) {
	meta := st.Meta
	if meta == nil {
		meta = TypeType
	}
	if !meta.IsSubtype(TypeType) {
		return nil, Errorf(TypeErrorType, "metaclass %s is not a subclass of type", meta.Name)
	}
	for _, b := range st.Bases {
		if b == nil {
			return nil, Errorf(TypeErrorType, "class %s: missing base", st.Name)
		}
	}
	ns := NewDictT(t)
	ns.SetStr("__module__", NewStrT(t, st.Module))
	ns.SetStr("__qualname__", NewStrT(t, st.QualName))
	if st.Slots != nil {
		ns.SetStr("__slots__", st.Slots)
	}
	if want, err := calcMeta(meta, st.Bases); err != nil {
		return nil, err
	} else if want != meta {
		return nil, Errorf(TypeErrorType, "class %s: metaclass %s conflicts with its bases'", st.Name, meta.Name)
	}
	return createClass(t, meta, st.Name, st.QualName, st.Bases, ns)
}

// SetClassDict binds the attributes of a restored class (the values of
// its namespace, slot members excepted) and recomputes its slots.
func SetClassDict(t *Thread, cls *Type, names []string, values []Value) error {
	if cls.user == nil {
		return Errorf(TypeErrorType, "cannot set attributes of builtin type '%s'", cls.Name)
	}
	if err := ReserveArray(t, int64(len(names)), classEntryBytes); err != nil {
		return err
	}
	// The saved order is the class's: the namespace is rebuilt in it, the
	// slot members (made from __slots__) and __slots__ itself first.
	d := NewStrDict()
	cls.Dict.Range(func(n string, v Value) bool {
		if IsSlotMember(v) || n == "__slots__" {
			d.Set(n, v)
		}
		return true
	})
	for i, n := range names {
		switch n {
		case "__dict__", "__weakref__", "__slots__":
			continue
		}
		if old, ok := d.Get(n); ok && IsSlotMember(old) {
			return Errorf(ValueErrorType, "'%s' in __slots__ conflicts with class variable", n)
		}
		d.Set(n, values[i])
	}
	for _, n := range []string{"__module__", "__doc__"} {
		if _, ok := d.Get(n); !ok {
			v, _ := cls.Dict.Get(n)
			d.Set(n, v)
		}
	}
	cls.Dict = d
	if q, ok := cls.Dict.Get("__qualname__"); ok {
		if s, ok := q.(*Str); ok {
			cls.user.qualname = s.s
		}
		cls.Dict.Delete("__qualname__")
	}
	if m, ok := cls.Dict.Get("__module__"); ok {
		if s, ok := m.(*Str); ok {
			cls.Module = s.s
		}
	}
	return refreshSlots(t, cls)
}

// InstanceState is what an instance of a user class holds.
type InstanceState struct {
	Attrs []string // __dict__ names, in order
	Vals  []Value
	Slots []Value // __slots__ members, nil entries unset
	Base  Value   // the builtin value of an instance of a builtin subclass
}

// State returns the instance's parts. The attribute lists are fresh.
func (in *Instance) State() InstanceState {
	var st InstanceState
	switch {
	case in.dict != nil:
		in.dict.Range(func(k, v Value) bool {
			if s, ok := k.(*Str); ok {
				st.Attrs = append(st.Attrs, s.s)
				st.Vals = append(st.Vals, v)
			}
			return true
		})
	case in.attrs != nil:
		in.attrs.Range(func(n string, v Value) bool {
			st.Attrs = append(st.Attrs, n)
			st.Vals = append(st.Vals, v)
			return true
		})
	}
	st.Slots, st.Base = in.slots, in.base
	return st
}

// NewInstanceShell returns an empty instance of the user class cls (an
// exception class has NewExceptionShell), charged.
func NewInstanceShell(t *Thread, cls *Type) (*Instance, error) {
	if cls.user == nil && cls != ObjectType {
		return nil, Errorf(TypeErrorType, "cannot restore an instance of builtin type '%s'", cls.Name)
	}
	if cls.user != nil && cls.user.exc {
		return nil, Errorf(TypeErrorType, "cannot restore exception class '%s' as an instance", cls.Name)
	}
	if cls.IsSubtype(TypeType) {
		return nil, Errorf(TypeErrorType, "cannot restore metaclass '%s' instance as an instance", cls.Name)
	}
	return newInstance(t, cls)
}

// Restore fills an instance made by NewInstanceShell.
func (in *Instance) Restore(t *Thread, st InstanceState) error {
	cls := in.cls
	var payload *Type
	if cls.user != nil {
		payload = cls.user.payload
	}
	switch {
	case payload == nil && st.Base != nil:
		return Errorf(TypeErrorType, "instance of '%s' cannot carry a %s value", cls.Name, TypeName(st.Base))
	case payload != nil && (st.Base == nil || st.Base.Type() != payload):
		return Errorf(TypeErrorType, "instance of '%s' must carry a %s value", cls.Name, payload.Name)
	case len(st.Slots) != len(in.slots):
		return Errorf(TypeErrorType, "instance of '%s' has %d slot values, its class %d", cls.Name, len(st.Slots), len(in.slots))
	case len(st.Attrs) > 0 && !in.hasDict():
		return Errorf(TypeErrorType, "instances of '%s' have no __dict__", cls.Name)
	}
	in.base = st.Base
	copy(in.slots, st.Slots)
	for i, n := range st.Attrs {
		if in.attrs == nil {
			in.attrs = NewStrDict()
		}
		if err := in.attrs.setCharged(t, n, st.Vals[i], nil); err != nil {
			return err
		}
	}
	return nil
}

// NewExceptionShell returns an empty exception of class cls (a subclass
// of BaseException), charged.
func NewExceptionShell(t *Thread, cls *Type) (*Exception, error) {
	if !cls.IsSubtype(BaseExceptionType) {
		return nil, Errorf(TypeErrorType, "'%s' is not an exception class", cls.Name)
	}
	if err := Reserve(t, exceptionBytes); err != nil {
		return nil, err
	}
	return &Exception{cls: cls}, nil
}

// NewBoundMethodCharged is NewBoundMethod, charged.
func NewBoundMethodCharged(t *Thread, fn, self Value) (*BoundMethod, error) {
	if err := Reserve(t, boundMethodBytes); err != nil {
		return nil, err
	}
	return &BoundMethod{fn: fn, self: self}, nil
}

// Parts returns the function and receiver of a bound method.
func (m *BoundMethod) Parts() (fn, self Value) { return m.fn, m.self }

// SetParts fills a bound method made by NewBoundMethodCharged(t, nil, nil).
func (m *BoundMethod) SetParts(fn, self Value) { m.fn, m.self = fn, self }

// Receiver returns the receiver of a builtin method bound to one (nil for
// a function) and its name.
func (b *Builtin) Receiver() (self Value, name string) { return b.self, b.name }

// ModuleName returns the __module__ of a builtin function ("" for a
// method).
func (b *Builtin) ModuleName() string { return b.module }

// Func returns the function a classmethod or staticmethod wraps.
func (c *ClassMethod) Func() Value  { return c.fn }
func (s *StaticMethod) Func() Value { return s.fn }

// Parts returns a property's getter, setter, deleter and doc (nil when
// absent).
func (p *Property) Parts() (fget, fset, fdel, doc Value) { return p.fget, p.fset, p.fdel, p.doc }

// RangeParts returns start, stop and step of a range whose bounds fit in
// an int64; ok is false for a range with big bounds.
func (r *Range) Parts() (start, stop, step int64, ok bool) {
	return r.start, r.stop, r.step, r.big == nil
}

// Parts returns a slice's start, stop and step.
func (s *Slice) Parts() (start, stop, step Value) { return s.Start, s.Stop, s.Step }

// SetElems fills a tuple made by NewTuple with nil elements of the right
// length (a decoder's shell).
func (tu *Tuple) SetElems(elems []Value) { copy(tu.elems, elems) }

// qualifiedPath reports whether s is a dotted path of identifiers.
func qualifiedPath(s string) bool {
	if s == "" {
		return false
	}
	for p := range strings.SplitSeq(s, ".") {
		if p == "" {
			return false
		}
	}
	return true
}

// QualifiedPath reports whether s is a dotted path of names.
func QualifiedPath(s string) bool { return qualifiedPath(s) }

// Reducer is a value of a module's Go type that a snapshot saves as a
// call rebuilding it: the function or type module.name called with args
// (collections.deque(items, maxlen), re.compile(pattern, flags)). The
// snapshot package calls only the constructors it lists.
type Reducer interface {
	Reduce(t *Thread) (module, name string, args []Value, err error)
}
