package eval

import (
	"fmt"
	"strings"
)

// BuiltinFunc is the Go signature of every builtin function, method and
// host tool: positional arguments followed by keyword values named by
// kwnames (the vectorcall convention), and for methods the receiver.
type BuiltinFunc func(t *Thread, self Value, args []Value, kwnames []string) (Value, error)

// Builtin is a builtin function or a builtin method bound to a receiver.
type Builtin struct {
	name string
	fn   BuiltinFunc
	self Value  // receiver of a bound method, nil for a function
	qual string // qualname of the receiver's type for methods ("list"), "" for functions
	// module is __module__ of a function ("builtins", "math"); "" (None)
	// for methods and functions made without one.
	module string
	doc    string // __doc__; "" is None
	recv   *Type  // a bound method's receiver class when it is a subclass of the method's (help)
	// borrows: fn keeps neither args nor any part of that slice once it
	// returns (it may keep the values), so a call site may lend it a
	// slice of the thread's value stack instead of allocating one
	// (callBorrowed).
	borrows bool
	// slot: a bound slot wrapper (a.__str__, (1).__add__), whose repr is
	// CPython's method-wrapper's.
	slot bool
}

// BuiltinFunctionType is type(len) and type([].append).
var BuiltinFunctionType = newBuiltinType("builtin_function_or_method")

// MethodDescriptorType is type(list.append).
var MethodDescriptorType = newBuiltinType("method_descriptor")

// MethodWrapperType is type((1).__add__): a slot wrapper bound to an
// object (a Builtin with slot set). It behaves as a builtin method.
var MethodWrapperType = newBuiltinType("method-wrapper")

// WrapperDescriptorType is type(int.__add__): a slot wrapper (a Method
// with slot set). It behaves as a method descriptor.
var WrapperDescriptorType = newBuiltinType("wrapper_descriptor")

func init() {
	BuiltinFunctionType.setBase(ObjectType)
	BuiltinFunctionType.NoSubclass = true
	BuiltinFunctionType.Call = func(t *Thread, v Value, args []Value, kwnames []string) (Value, error) {
		b := v.(*Builtin)
		return b.fn(t, b.self, args, kwnames)
	}
	BuiltinFunctionType.Repr = func(t *Thread, v Value) (string, error) {
		b := v.(*Builtin)
		if b.self != nil {
			recv := TypeName(b.self)
			if b.recv != nil {
				recv = b.recv.Name // an instance of a subclass, bound to its payload
			}
			if b.slot {
				return fmt.Sprintf("<method-wrapper '%s' of %s object at %s>", b.name, recv, addressOf(t, b.self)), nil
			}
			return fmt.Sprintf("<built-in method %s of %s object at %s>", b.name, recv, addressOf(t, b.self)), nil
		}
		return fmt.Sprintf("<built-in function %s>", b.name), nil
	}
	BuiltinFunctionType.Hash = identityHash
	BuiltinFunctionType.GetAttr = builtinGetAttr

	MethodDescriptorType.setBase(ObjectType)
	MethodDescriptorType.NoSubclass = true
	MethodDescriptorType.Call = func(t *Thread, v Value, args []Value, kwnames []string) (Value, error) {
		m := v.(*Method)
		if len(args)-len(kwnames) < 1 {
			return nil, Errorf(TypeErrorType, "unbound method %s.%s() needs an argument", TypeQualName(m.owner), m.name)
		}
		self := args[0]
		if !self.Type().IsSubtype(m.owner) {
			if m.slot {
				// wrapperdescr_call's message (list.__len__(5)).
				return nil, Errorf(TypeErrorType, "descriptor '%s' requires a '%s' object but received a '%s'",
					m.name, TypeQualName(m.owner), TypeName(self))
			}
			return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
				m.name, TypeQualName(m.owner), TypeName(self))
		}
		return m.fn(t, m.receiver(m.owner, self), args[1:], kwnames)
	}
	MethodDescriptorType.Repr = func(t *Thread, v Value) (string, error) {
		m := v.(*Method)
		if m.slot {
			return fmt.Sprintf("<slot wrapper '%s' of '%s' objects>", m.name, TypeQualName(m.owner)), nil
		}
		return fmt.Sprintf("<method '%s' of '%s' objects>", m.name, TypeQualName(m.owner)), nil
	}
	MethodDescriptorType.Hash = identityHash
	MethodDescriptorType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		m := v.(*Method)
		switch name {
		case "__name__":
			return NewStrT(t, m.name), nil
		case "__qualname__":
			return NewStrT(t, m.owner.Name+"."+m.name), nil
		case "__doc__":
			if doc := builtinMethodDoc(t, m.owner, m.name); doc != nil {
				return doc, nil
			}
			return None, nil
		case "__get__":
			if err := Reserve(t, builtinMethodBytes); err != nil {
				return nil, err
			}
			return &Builtin{name: "__get__", fn: m.descrGetMethod, self: m, qual: "method_descriptor"}, nil
		}
		return genericGetAttr(t, v, name)
	}
	for _, p := range [][2]*Type{{MethodWrapperType, BuiltinFunctionType}, {WrapperDescriptorType, MethodDescriptorType}} {
		typ, like := p[0], p[1]
		typ.setBase(ObjectType)
		typ.NoSubclass = true
		typ.Call, typ.Repr, typ.Hash, typ.GetAttr = like.Call, like.Repr, like.Hash, like.GetAttr
	}
}

// Type is builtin_function_or_method, or method-wrapper for a bound slot
// wrapper.
func (b *Builtin) Type() *Type {
	if b.slot {
		return MethodWrapperType
	}
	return BuiltinFunctionType
}

// Name returns the function's name.
func (b *Builtin) Name() string { return b.name }

// rebindClass is the descriptor get of a class method of a builtin type
// (dict.fromkeys, bytes.fromhex, int.from_bytes: a *Builtin bound to
// owner in owner's dict) found through cls, a subclass of owner: the
// method bound to cls, as a classmethod binds. Any other builtin is
// returned as is.
func (b *Builtin) rebindClass(owner, cls *Type) *Builtin {
	if b.self != Value(owner) || cls == owner || cls == nil {
		return b
	}
	return &Builtin{name: b.name, fn: b.fn, self: cls, qual: b.qual, module: b.module}
}

// subclassResult is the result of a builtin class method called on self:
// r, made by the method for its builtin type base, when self is base (or
// not a class), else cls(r), as CPython's bytes.fromhex, int.from_bytes
// and float.fromhex do for subclasses.
func subclassResult(t *Thread, self Value, base *Type, r Value) (Value, error) {
	if cls, ok := self.(*Type); ok && cls != base {
		return Call(t, cls, []Value{r}, nil)
	}
	return r, nil
}

// NewBuiltin returns a builtin function (its __module__ is None).
func NewBuiltin(name string, fn BuiltinFunc) *Builtin {
	return &Builtin{name: name, fn: fn}
}

// NewModuleBuiltin returns a builtin function of the named module (its
// __module__: "builtins" for len, "math" for math.sqrt).
func NewModuleBuiltin(module, name string, fn BuiltinFunc) *Builtin {
	return &Builtin{name: name, fn: fn, module: module}
}

// SetBorrowsArgs declares that the function keeps neither its argument
// slice nor any part of it once it returns (it may keep the values): a
// call site may then pass a slice of the thread's value stack. Set it
// before the function is shared, and only for functions known to satisfy it.
func (b *Builtin) SetBorrowsArgs() { b.borrows = true }

// SetDoc sets the function's __doc__ (a host tool's docstring).
func (b *Builtin) SetDoc(doc string) { b.doc = doc }

// builtinGetAttr gives builtin functions and bound builtin methods
// CPython's __name__, __qualname__ ("list.append" for methods) and
// __module__ (None for methods); __doc__ is the one SetDoc gave, or for a
// method of a builtin class CPython's (typehelp.go).
func builtinGetAttr(t *Thread, v Value, name string) (Value, error) {
	b := v.(*Builtin)
	switch name {
	case "__doc__":
		if b.doc != "" {
			return NewStrT(t, b.doc), nil
		}
		if cls, _ := b.owner(); cls != nil {
			if doc := builtinMethodDoc(t, cls, b.name); doc != nil {
				return doc, nil
			}
		}
	case "__name__":
		return NewStrT(t, b.name), nil
	case "__qualname__":
		// CPython: the qualname of self when it is a class (B.fromhex for
		// a subclass B of bytes), else of type(self), else the name.
		if cls, ok := b.self.(*Type); ok {
			return NewStrT(t, cls.QualName()+"."+b.name), nil
		}
		if b.qual != "" {
			return NewStrT(t, b.qual+"."+b.name), nil
		}
		return NewStrT(t, b.name), nil
	case "__module__":
		if b.module == "" {
			return None, nil
		}
		return NewStrT(t, b.module), nil
	}
	return genericGetAttr(t, v, name)
}

// Method is a builtin method as found in a builtin type's dictionary
// (list.append); getting it from an instance binds it.
type Method struct {
	name    string
	owner   *Type
	fn      BuiltinFunc
	borrows bool // as Builtin.borrows
	// rawSelf: fn gets the object as it is, an instance of a user
	// subclass included (NewMethodOfRaw), not its builtin payload.
	rawSelf bool
	// slot: a slot wrapper (object.__init__, int.__add__), whose repr is
	// CPython's wrapper_descriptor's; false for a method_descriptor.
	slot bool
	// call0 and call1, when not nil, are fn called with no argument and
	// with one positional argument (xs.pop(), xs.append(x), s.add(x)):
	// a method call site with that many arguments calls them directly,
	// without an argument slice and fn's argument checks (methodCall0,
	// methodCall1).
	call0 func(t *Thread, self Value) (Value, error)
	call1 func(t *Thread, self, a Value) (Value, error)
	// call2 is fn called with two positional arguments (d.get(k, 0)).
	call2 func(t *Thread, self, a, b Value) (Value, error)
}

// descrGetMethod is m.__get__(instance, owner=None): the method bound
// to instance, as attribute access binds it (str.upper.__get__('a')).
func (m *Method) descrGetMethod(t *Thread, _ Value, args []Value, kwnames []string) (Value, error) {
	var obj, owner Value = nil, None
	if err := UnpackArgs(t, "", args, kwnames, "instance/", &obj, "owner?/", &owner); err != nil {
		return nil, err
	}
	if obj == None {
		if owner == None {
			return nil, Errorf(TypeErrorType, "__get__(None, None) is invalid")
		}
		return m, nil
	}
	if !obj.Type().IsSubtype(m.owner) {
		return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
			m.name, TypeQualName(m.owner), TypeName(obj))
	}
	return descrGet(t, m, m.owner, obj, obj.Type())
}

// receiver is the self fn gets when the method is called on v found in
// owner's namespace.
func (m *Method) receiver(owner *Type, v Value) Value {
	if m.rawSelf {
		return v
	}
	return builtinSelf(owner, v)
}

// SetCall0 sets what a method call site with no arguments calls instead
// of the method's function (rng.random()): f must do what the function
// does with no arguments, the argument checks aside. Set it before the
// method is shared.
func (m *Method) SetCall0(f func(t *Thread, self Value) (Value, error)) { m.call0 = f }

// NewMethodOfRaw is NewMethodOf for a method that must see an instance
// of a user subclass of owner as such (to call the methods the subclass
// overrides): fn gets it, not its payload, and finds the payload with As.
func NewMethodOfRaw(owner *Type, name string, fn BuiltinFunc) *Method {
	return &Method{name: name, owner: owner, fn: fn, rawSelf: true}
}

// TypeQualName is a type's name as CPython's tp_name writes it in
// messages: module-qualified for a type of a module other than builtins
// (_random.Random, collections.deque).
func TypeQualName(typ *Type) string {
	if typ.Builtin && typ.Module != "" && typ.Module != "builtins" {
		return typ.Module + "." + typ.Name
	}
	return typ.Name
}

// Type is method_descriptor, or wrapper_descriptor for a slot wrapper.
func (m *Method) Type() *Type {
	if m.slot {
		return WrapperDescriptorType
	}
	return MethodDescriptorType
}

// NewMethodDescriptor makes a method descriptor that calls fn with the
// object it is looked up on (any object) as self: a Go method placed in a
// Python class (asyncio's event loop and Task).
func NewMethodDescriptor(name string, fn BuiltinFunc) *Method {
	return &Method{name: name, owner: ObjectType, fn: fn}
}

// NewMethodOf makes a method descriptor of owner, a builtin type whose
// methods are Go functions (random.Random): fn gets the object as self.
func NewMethodOf(owner *Type, name string, fn BuiltinFunc) *Method {
	return &Method{name: name, owner: owner, fn: fn}
}

// NewSlotWrapperOf is NewMethodOf for a method that fills one of
// CPython's type slots (__next__, __call__, __iter__, ...): a slot
// wrapper, with its repr and its message for a wrong receiver.
func NewSlotWrapperOf(owner *Type, name string, fn BuiltinFunc) *Method {
	return &Method{name: name, owner: owner, fn: fn, slot: true}
}

// Bind returns the method bound to self.
func (m *Method) Bind(self Value) *Builtin {
	return &Builtin{name: m.name, fn: m.fn, self: self, qual: m.owner.Name, slot: m.slot}
}

// bindCharged is Bind for a method the program reads as a value
// (x.append): the object is charged, since a program may keep millions.
func (m *Method) bindCharged(t *Thread, self Value) (*Builtin, error) {
	if err := Reserve(t, builtinMethodBytes); err != nil {
		return nil, err
	}
	return m.Bind(self), nil
}

// CallMethod calls the method with receiver self without allocating a
// bound method (self may be an instance of a subclass of the method's
// builtin type: the method receives its payload).
func (m *Method) CallMethod(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
	return m.fn(t, m.receiver(m.owner, self), args, kwnames)
}

// addMethods registers builtin methods on a builtin type.
func addMethods(typ *Type, methods map[string]BuiltinFunc) {
	for name, fn := range methods {
		typ.Dict.Set(name, &Method{name: name, owner: typ, fn: fn})
	}
}

// borrowArgs marks methods of typ (added before) as Method.borrows: each
// must keep neither its argument slice nor a part of it past its return.
func borrowArgs(typ *Type, names ...string) {
	for _, name := range names {
		m, ok := typ.Dict.Get(name)
		if !ok {
			panic("borrowArgs: no method " + typ.Name + "." + name)
		}
		m.(*Method).borrows = true
	}
}

// methodCall0 sets the call0 of typ's method name: f must do what the
// method's fn does with no arguments.
func methodCall0(typ *Type, name string, f func(t *Thread, self Value) (Value, error)) {
	m, ok := typ.Dict.Get(name)
	if !ok {
		panic("methodCall0: no method " + typ.Name + "." + name)
	}
	m.(*Method).call0 = f
}

// methodCall1 sets the call1 of typ's method name: f must do what the
// method's fn does with one positional argument.
func methodCall1(typ *Type, name string, f func(t *Thread, self, a Value) (Value, error)) {
	m, ok := typ.Dict.Get(name)
	if !ok {
		panic("methodCall1: no method " + typ.Name + "." + name)
	}
	m.(*Method).call1 = f
}

// methodCall2 sets the call2 of typ's method name: f must do what the
// method's fn does with two positional arguments.
func methodCall2(typ *Type, name string, f func(t *Thread, self, a, b Value) (Value, error)) {
	m, ok := typ.Dict.Get(name)
	if !ok {
		panic("methodCall2: no method " + typ.Name + "." + name)
	}
	m.(*Method).call2 = f
}

// UnpackArgs binds the arguments of a call to a builtin named fname to the
// Go variables given as pairs of parameter specification and pointer,
// writing CPython's argument error messages. A specification is the
// parameter name, with suffixes: "?" optional; and markers: a lone "/"
// pair separator is not used — instead a name prefixed "$" is keyword-only
// and a name suffixed "/" is positional-only.
//
//	var sep Value = None; var maxsplit = -1
//	err := UnpackArgs(t, "split", args, kwnames, "sep?", &sep, "maxsplit?", &maxsplit)
//
// The pointers do not escape (TestUnpackArgsKeepsVariablesOnStack): the
// caller's variables stay on its stack, where passing them on to the heap
// (storing one, formatting one) would make each call of every builtin
// that parses arguments allocate each of them.
//
// Supported pointer types: *Value (any object), *int, *int64, *bool
// (truth of the argument), *string (must be str), **Str, *float64
// (int or float), **List, **Tuple, **Dict.
func UnpackArgs(t *Thread, fname string, args []Value, kwnames []string, pairs ...any) error {
	if len(pairs)%2 != 0 {
		panic("UnpackArgs: odd number of pairs")
	}
	nparams := len(pairs) / 2
	npos := len(args) - len(kwnames)
	type param struct {
		name     string
		optional bool
		kwOnly   bool
		posOnly  bool
	}
	// nparams is the number of specs the Go caller passes: a constant of
	// the Go source, never the program's. Most fit the array on the stack.
	var paramBuf [8]param
	var params []param
	if nparams <= len(paramBuf) {
		params = paramBuf[:nparams]
	} else {
		params = make([]param, nparams) //allocpath:ok one per parameter spec of a Go caller (a constant of the Go source)
	}
	maxPos := 0
	required := 0
	for i := 0; i < nparams; i++ {
		spec := pairs[2*i].(string)
		var p param
		if strings.HasPrefix(spec, "$") {
			p.kwOnly = true
			spec = spec[1:]
		}
		if strings.HasSuffix(spec, "/") {
			p.posOnly = true
			spec = spec[:len(spec)-1]
		}
		if strings.HasSuffix(spec, "?") {
			p.optional = true
			spec = spec[:len(spec)-1]
		}
		p.name = spec
		params[i] = p
		if !p.kwOnly {
			maxPos++
		}
		if !p.optional && !p.kwOnly {
			required++
		}
	}
	allPosOnly := nparams > 0
	for _, p := range params {
		if !p.posOnly {
			allPosOnly = false
		}
	}
	if allPosOnly {
		// CPython's METH_O and Argument Clinic messages.
		if len(kwnames) > 0 {
			return Errorf(TypeErrorType, "%s() takes no keyword arguments", fname)
		}
		if npos < required || npos > maxPos {
			if maxPos == 1 && required == 1 {
				return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", fname, npos)
			}
			plural := func(n int) string {
				if n == 1 {
					return "argument"
				}
				return "arguments"
			}
			switch {
			case required == maxPos:
				return Errorf(TypeErrorType, "%s expected %d %s, got %d", fname, maxPos, plural(maxPos), npos)
			case npos < required:
				return Errorf(TypeErrorType, "%s expected at least %d %s, got %d", fname, required, plural(required), npos)
			default:
				return Errorf(TypeErrorType, "%s expected at most %d %s, got %d", fname, maxPos, plural(maxPos), npos)
			}
		}
	}
	if nparams == 0 && len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", fname)
	}
	if npos > maxPos && nparams > maxPos && len(args) <= nparams {
		// Keyword-only parameters exist: Argument Clinic's message.
		if maxPos == 0 {
			return Errorf(TypeErrorType, "%s() takes no positional arguments", fname)
		}
		qual := "at most"
		if required == maxPos {
			qual = "exactly"
		}
		return Errorf(TypeErrorType, "%s() takes %s %d positional argument%s (%d given)", fname, qual, maxPos, plural(maxPos), npos)
	}
	if npos > maxPos {
		if maxPos == 0 {
			return Errorf(TypeErrorType, "%s() takes no arguments (%d given)", fname, npos)
		}
		if required == maxPos {
			if maxPos == 1 {
				return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", fname, npos)
			}
			return Errorf(TypeErrorType, "%s() takes exactly %d arguments (%d given)", fname, maxPos, npos)
		}
		return Errorf(TypeErrorType, "%s() takes at most %d arguments (%d given)", fname, maxPos, npos)
	}
	var setBuf [8]bool
	var set []bool
	if nparams <= len(setBuf) {
		set = setBuf[:nparams]
	} else {
		set = make([]bool, nparams) //allocpath:ok one per parameter spec of a Go caller (a constant of the Go source)
	}
	for i := 0; i < npos; i++ {
		if err := unpackOne(t, fname, params[i].name, args[i], pairs[2*i+1]); err != nil {
			return err
		}
		set[i] = true
	}
	// As CPython's _PyArg_UnpackKeywords: too many arguments in all, then
	// missing arguments, then an unknown keyword.
	if len(kwnames) > 0 && len(args) > nparams {
		kw := ""
		if npos == 0 {
			kw = "keyword "
		}
		return Errorf(TypeErrorType, "%s() takes at most %d %sargument%s (%d given)", fname, nparams, kw, plural(nparams), len(args))
	}
	unknown := ""
	for k, name := range kwnames {
		v := args[npos+k]
		found := false
		for i := range params {
			if params[i].name == name && !params[i].posOnly {
				if set[i] {
					return Errorf(TypeErrorType, "argument for %s() given by name ('%s') and position (%d)", fname, name, i+1)
				}
				if err := unpackOne(t, fname, name, v, pairs[2*i+1]); err != nil {
					return err
				}
				set[i] = true
				found = true
				break
			}
		}
		if !found && unknown == "" {
			unknown = name
		}
	}
	for i, p := range params {
		if !set[i] && !p.optional {
			if p.kwOnly {
				return Errorf(TypeErrorType, "%s() missing required keyword-only argument: '%s'", fname, p.name)
			}
			if p.posOnly {
				// CPython's _PyArg_UnpackKeywords: "at least" when
				// optional positional parameters follow.
				minPosOnly := 0
				for _, q := range params {
					if q.posOnly && !q.optional {
						minPosOnly++
					}
				}
				qual := "exactly"
				if minPosOnly < maxPos {
					qual = "at least"
				}
				return Errorf(TypeErrorType, "%s() takes %s %d positional argument%s (%d given)", fname, qual, minPosOnly, plural(minPosOnly), npos)
			}
			return Errorf(TypeErrorType, "%s() missing required argument '%s' (pos %d)", fname, p.name, i+1)
		}
	}
	if unknown != "" {
		return Errorf(TypeErrorType, "'%s' is an invalid keyword argument for %s()", unknown, fname)
	}
	return nil
}

func unpackOne(t *Thread, fname, pname string, v Value, ptr any) error {
	switch p := ptr.(type) {
	case *Value:
		*p = v
	case *bool:
		b, err := Truth(t, v)
		if err != nil {
			return err
		}
		*p = b
	case *int:
		i, err := AsInt(t, v)
		if err != nil {
			return err
		}
		*p = i
	case *int64:
		i, err := AsInt64(t, v)
		if err != nil {
			return err
		}
		*p = i
	case *string:
		s, ok := As[*Str](v)
		if !ok {
			return Errorf(TypeErrorType, "%s() argument '%s' must be str, not %s", fname, pname, ArgTypeName(v))
		}
		*p = s.s
	case **Str:
		s, ok := As[*Str](v)
		if !ok {
			return Errorf(TypeErrorType, "%s() argument '%s' must be str, not %s", fname, pname, ArgTypeName(v))
		}
		*p = s
	case *float64:
		switch x := unwrap(v).(type) {
		case Float:
			*p = float64(x)
		case Int:
			*p = float64(x)
		case Bool:
			if x {
				*p = 1
			} else {
				*p = 0
			}
		default:
			return Errorf(TypeErrorType, "must be real number, not %s", TypeName(v))
		}
	case **List:
		l, ok := As[*List](v)
		if !ok {
			return Errorf(TypeErrorType, "%s() argument '%s' must be list, not %s", fname, pname, ArgTypeName(v))
		}
		*p = l
	case **Tuple:
		l, ok := As[*Tuple](v)
		if !ok {
			return Errorf(TypeErrorType, "%s() argument '%s' must be tuple, not %s", fname, pname, ArgTypeName(v))
		}
		*p = l
	default:
		// A constant message: passing ptr to fmt would make every
		// caller's variables escape to the heap.
		panic("UnpackArgs: unsupported pointer type for " + pname)
	}
	return nil
}

// AsInt converts an int-like value (int, bool, or an object with
// __index__) to a Go int, raising OverflowError when it does not fit.
func AsInt(t *Thread, v Value) (int, error) {
	i, err := AsInt64(t, v)
	return int(i), err
}

// AsInt64 is AsInt for int64.
func AsInt64(t *Thread, v Value) (int64, error) {
	switch x := v.(type) {
	case Int:
		return int64(x), nil
	case Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	case *BigInt:
		return 0, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	r, err := Index(t, v)
	if err != nil {
		return 0, err
	}
	switch x := r.(type) {
	case Int:
		return int64(x), nil
	case *BigInt:
		return 0, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return 0, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(v))
}
