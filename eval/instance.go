package eval

import "fmt"

// Instance is an instance of a user class (or of object itself).
//
// Attributes live in attrs, a StrDict, until a program asks for the
// instance's __dict__: then they move to dict, a real *Dict that the
// program may mutate, and every later access goes through it. __slots__
// members live in slots. Instances of subclasses of builtin types other
// than object and BaseException carry the builtin value (a *Dict, *List,
// *Str, Int, ...) in base: the class's slots inherited from the builtin
// type unwrap it (see slots_user.go), as do builtin methods called on the
// instance (builtinSelf).
type Instance struct {
	Identity // id() and the default hash, assigned on first use
	cls      *Type
	attrs    *StrDict
	dict     *Dict
	slots    []Value
	base     Value
}

// Type returns the instance's class.
func (in *Instance) Type() *Type { return in.cls }

// Base returns the builtin value a builtin subclass instance carries, or
// nil.
func (in *Instance) Base() Value { return in.base }

// newInstance returns a new instance of cls, charged (with its
// __slots__ array) before it is made.
func newInstance(t *Thread, cls *Type) (*Instance, error) {
	n := 0
	if cls.user != nil {
		n = cls.user.nslots
	}
	var in *Instance
	if u := cls.user; u != nil && u.attrHint > 0 && n == 0 {
		// The class's instances have attributes: make the instance, its
		// attributes' StrDict and their values' array at once, the
		// names shared with the class's shape.
		if err := Reserve(t, instanceBytes+strDictBytes); err != nil {
			return nil, err
		}
		if u.attrHint <= 8 {
			// A few attributes: their values' array is part of the same
			// allocation (charged as the separate array was).
			if err := ReserveArray(t, int64(u.attrHint), sizeOf[Value]()); err != nil {
				return nil, err
			}
			return newInstanceInline(cls, u), nil
		}
		vals, err := MakeCap[Value](t, 0, u.attrHint)
		if err != nil {
			return nil, err
		}
		both := &struct {
			Instance
			attrs StrDict
		}{Instance{cls: cls}, StrDict{keys: u.shape.keys[:0], vals: vals, shape: &u.shape}}
		in = &both.Instance
		in.attrs = &both.attrs
		return in, nil
	}
	if err := Reserve(t, instanceBytes); err != nil {
		return nil, err
	}
	in = &Instance{cls: cls}
	if n > 0 {
		slots, err := Make[Value](t, n)
		if err != nil {
			return nil, err
		}
		in.slots = slots
	}
	return in, nil
}

// newInstanceInline makes an instance of cls with its attributes'
// StrDict and their values' array (room for u.attrHint, at most 8) in
// one allocation: an instance of a small class is one allocation
// instead of two. The array stays with the instance if the attributes
// later outgrow it (at most 8 slots). The caller has charged the memory.
func newInstanceInline(cls *Type, u *classInfo) *Instance {
	// The fields are written one by one into the new (zeroed) object:
	// assigning a whole StrDict value would copy all its words with the
	// collector's bulk write barrier while it marks (most of the time in
	// a program that makes many instances).
	var in *Instance
	var d *StrDict
	var arr []Value
	switch h := u.attrHint; {
	case h <= 2:
		o := &struct {
			Instance
			attrs StrDict
			arr   [2]Value
		}{}
		in, d, arr = &o.Instance, &o.attrs, o.arr[:0:h]
	case h <= 4:
		o := &struct {
			Instance
			attrs StrDict
			arr   [4]Value
		}{}
		in, d, arr = &o.Instance, &o.attrs, o.arr[:0:h]
	default:
		o := &struct {
			Instance
			attrs StrDict
			arr   [8]Value
		}{}
		in, d, arr = &o.Instance, &o.attrs, o.arr[:0:h]
	}
	d.keys = u.shape.keys[:0]
	d.vals = arr
	d.shape = &u.shape
	in.cls = cls
	in.attrs = d
	return in
}

// getAttr returns the instance attribute name.
func (in *Instance) getAttr(name string) (Value, bool) {
	if in.dict != nil {
		return in.dict.GetStr(name)
	}
	if in.attrs != nil {
		return in.attrs.Get(name)
	}
	return nil, false
}

// setAttrCharged binds the instance attribute name, charging t for the
// growth of the instance's namespace; hint, if not nil, is an attribute
// site's guess of the name's position.
func (in *Instance) setAttrCharged(t *Thread, name string, v Value, hint *int) error {
	if in.dict != nil {
		return in.dict.SetItem(t, NewStrT(t, name), v)
	}
	u := in.cls.user
	if in.attrs == nil {
		if err := Reserve(t, strDictBytes); err != nil {
			return err
		}
		d := NewStrDict()
		if u != nil {
			// Sized as the class's instances have needed so far, the
			// names shared with the class's shape.
			vals, err := MakeCap[Value](t, 0, u.attrHint)
			if err != nil {
				return err
			}
			d.keys, d.vals, d.shape = u.shape.keys[:0], vals, &u.shape
		}
		in.attrs = d
	}
	if err := in.attrs.setCharged(t, name, v, hint); err != nil {
		return err
	}
	if n := len(in.attrs.keys); u != nil && n > u.attrHint && n <= attrHintMax {
		u.attrHint = n
	}
	return nil
}

// strDictBytes is the header of a StrDict.
const strDictBytes = 64

// delAttr deletes an attribute, reporting whether it was there. With a
// __dict__, the lookup may call a key's __eq__ (the program can put any
// key in it), whose error is returned.
func (in *Instance) delAttr(t *Thread, name string) (bool, error) {
	if in.dict != nil {
		return in.dict.Delete(t, NewStrT(t, name))
	}
	return in.attrs != nil && in.attrs.Delete(name), nil
}

// Dict returns the instance's __dict__, moving its attributes there.
// The dict is made at most once per instance, on first use of
// __dict__, and not charged (no thread at hand; its attributes were
// charged as they were set).
func (in *Instance) Dict() *Dict {
	if in.dict == nil {
		in.dict = NewDict() //allocpath:ok at most one per instance, see above
		if in.attrs != nil {
			in.attrs.Range(func(k string, v Value) bool { in.dict.SetStr(k, v); return true })
			in.attrs = nil
		}
	}
	return in.dict
}

func (in *Instance) hasDict() bool {
	return in.cls.user != nil && in.cls.user.hasDict
}

// instanceDictOf returns v's __dict__, or nil when it has none.
func instanceDictOf(t *Thread, v Value) *Dict {
	switch o := v.(type) {
	case *Instance:
		if o.hasDict() {
			return o.Dict()
		}
	case *Exception:
		d := NewDictT(t)
		if o.Dict != nil {
			o.Dict.Range(func(k string, x Value) bool { d.SetStr(k, x); return true })
		}
		return d
	}
	return nil
}

// Vars is vars(v).
func Vars(t *Thread, v Value) (Value, error) {
	if cls, ok := v.(*Type); ok {
		return typeGetAttr(t, cls, "__dict__")
	}
	if m, ok := v.(*Module); ok {
		return GetAttr(t, m, "__dict__")
	}
	if f, ok := v.(*Function); ok {
		return f.attrDict(t), nil
	}
	if d := instanceDictOf(t, v); d != nil {
		return d, nil
	}
	return nil, Errorf(TypeErrorType, "vars() argument must have __dict__ attribute")
}

// Next makes instances Go iterators: it calls __next__, and ends the
// iteration on StopIteration.
func (in *Instance) Next(t *Thread) (Value, error) {
	f, owner := findAttr(in.cls, "__next__")
	if f == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not an iterator", in.cls.Name)
	}
	r, err := callBound(t, f, owner, in, nil, nil)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls.IsSubtype(StopIterationType) {
			return nil, nil
		}
		return nil, err
	}
	return r, nil
}

// builtinSelf returns the receiver a builtin method of owner must see:
// the builtin value of a builtin-subclass instance.
func builtinSelf(owner *Type, v Value) Value {
	if in, ok := v.(*Instance); ok && in.base != nil && owner != ObjectType && owner.user == nil {
		return in.base
	}
	return v
}

// As returns v as the builtin Go type T (*Str, *List, *Dict, *Tuple,
// Int, Float, Bytes, ...): v itself, or the payload of an instance of a
// user subclass of that builtin type (class S(str) carries a *Str). It is
// how Go code that accepts "a str" or "a list" also accepts subclass
// instances, as CPython's PyUnicode_Check and PyList_Check do; the result
// is the payload, so it sees the builtin behaviour, not the subclass's
// overrides (as CPython's concrete APIs do).
func As[T Value](v Value) (T, bool) {
	if x, ok := v.(T); ok {
		return x, true
	}
	if in, ok := v.(*Instance); ok && in.base != nil {
		x, ok := in.base.(T)
		return x, ok
	}
	var zero T
	return zero, false
}

// unwrap returns the builtin value of a builtin-subclass instance, or v.
func unwrap(v Value) Value {
	if in, ok := v.(*Instance); ok && in.base != nil {
		return in.base
	}
	return v
}

// addressOf is the address reprs show for v (Interp.FakeAddress), "0x0"
// without a thread.
func addressOf(t *Thread, v Value) string {
	if t == nil {
		return "0x0"
	}
	return t.Interp.fakeAddress(v)
}

// objectRepr is object.__repr__: <__main__.P object at 0x7f...>.
func objectRepr(t *Thread, v Value) (string, error) {
	cls := v.Type()
	addr := addressOf(t, v)
	if cls.Module == "builtins" || cls.Module == "" {
		return fmt.Sprintf("<%s object at %s>", cls.QualName(), addr), nil
	}
	return fmt.Sprintf("<%s.%s object at %s>", cls.Module, cls.QualName(), addr), nil
}

// objectNewSlot is object's New slot: object().
func objectNewSlot(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	if len(args) > 0 {
		return nil, Errorf(TypeErrorType, "object() takes no arguments")
	}
	return newInstance(t, cls)
}

// mutablePayload reports whether instances of a subclass of b get an
// empty payload that __init__ fills (dict, list, ...), rather than one
// made from the constructor arguments (str, int, tuple, ...).
func mutablePayload(b *Type) bool {
	return b == DictType || b == ListType || b == SetType || b == ByteArrayType
}

// allocInstance makes a new, uninitialised instance of a user class as
// the builtin __new__ of its layout does; userInit says whether __init__
// is user code (the arguments are then left to it).
func allocInstance(t *Thread, cls *Type, args []Value, kwnames []string, userInit bool) (Value, error) {
	info := cls.user
	switch {
	case info == nil:
		if cls.New == nil {
			return nil, Errorf(TypeErrorType, "cannot create '%s' instances", cls.Name)
		}
		return cls.New(t, cls, args, kwnames)
	case info.exc && cls.IsSubtype(BaseExceptionGroupType):
		return newExceptionGroup(t, cls, args[:len(args)-len(kwnames)], nil)
	case info.exc:
		if len(kwnames) > 0 && !userInit {
			return nil, Errorf(TypeErrorType, "%s() takes no keyword arguments", cls.Name)
		}
		e, err := newExceptionCharged(t, cls, args[:len(args)-len(kwnames)])
		if err != nil {
			return nil, err
		}
		if err := initExceptionArgs(t, e); err != nil {
			return nil, err
		}
		return e, nil
	case info.payload == TypeType:
		return metaclassNew(t, cls, args, kwnames)
	case info.payload != nil:
		p := info.payload
		var base Value
		var err error
		if userInit && mutablePayload(p) || p.InitArgs {
			base, err = p.New(t, p, nil, nil)
		} else {
			base, err = p.New(t, p, args, kwnames)
		}
		if err != nil {
			return nil, err
		}
		in, err := newInstance(t, cls)
		if err != nil {
			return nil, err
		}
		in.base = base
		return in, nil
	}
	return newInstance(t, cls)
}

// userNew is the New slot of user classes: __new__ then __init__.
func userNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	nf, nowner := findAttr(cls, "__new__")
	initf, iowner := findAttr(cls, "__init__")
	userInit := iowner != nil && iowner.user != nil
	var obj Value
	var err error
	if nowner != nil && nowner.user != nil {
		fn := nf
		if sm, ok := nf.(*StaticMethod); ok {
			fn = sm.fn
		}
		var all []Value
		if all, err = prepend(t, cls, args); err != nil {
			return nil, err
		}
		obj, err = Call(t, fn, all, kwnames)
	} else {
		if !userInit && len(args) > 0 && (cls.user == nil || (cls.user.payload == nil && !cls.user.exc)) {
			return nil, Errorf(TypeErrorType, "%s() takes no arguments", cls.Name)
		}
		obj, err = allocInstance(t, cls, args, kwnames, userInit)
	}
	if err != nil {
		return nil, err
	}
	if !obj.Type().IsSubtype(cls) {
		return obj, nil
	}
	if userInit {
		r, err := callBound(t, initf, iowner, obj, args, kwnames)
		if err != nil {
			return nil, err
		}
		if r != None {
			return nil, Errorf(TypeErrorType, "__init__() should return None, not '%s'", TypeName(r))
		}
	} else if cls.user != nil && cls.user.payload != nil && cls.user.payload.InitArgs && iowner != nil {
		// The builtin base's __init__ takes the arguments (InitArgs).
		if _, err := callBound(t, initf, iowner, obj, args, kwnames); err != nil {
			return nil, err
		}
	} else if nowner != nil && nowner.user != nil && iowner != nil && iowner != ObjectType {
		// A user __new__ with a builtin __init__ (dict, list...): run it.
		if _, err := callBound(t, initf, iowner, obj, args, kwnames); err != nil {
			return nil, err
		}
	}
	return obj, nil
}

// prepend returns v followed by args in a new slice, charged (args may be
// as long as the program makes them: f(*xs)).
func prepend(t *Thread, v Value, args []Value) ([]Value, error) {
	out, err := Make[Value](t, len(args)+1)
	if err != nil {
		return nil, err
	}
	out[0] = v
	copy(out[1:], args)
	return out, nil
}

// callBound calls f, found in the dict of owner (or a slot wrapper of
// owner), as a method of self.
func callBound(t *Thread, f Value, owner *Type, self Value, args []Value, kwnames []string) (Value, error) {
	switch fn := f.(type) {
	case *Function:
		if c := fn.code; t != nil && !t.hostOnly && len(kwnames) == 0 && c.simpleCall(len(args)+1) {
			// self and the arguments straight into the frame's slots
			// (__init__ of a class call, dunders): no argument slice. A
			// host-only thread (exception text) takes Call, which refuses.
			slots, err := t.allocSlots(c.nslots)
			if err != nil {
				return nil, err
			}
			slots[c.paramSlots[0]] = self
			for i, a := range args {
				slots[c.paramSlots[i+1]] = a
			}
			return fn.run(t, slots)
		}
		all, err := prepend(t, self, args)
		if err != nil {
			return nil, err
		}
		return fn.Call(t, all, kwnames)
	case *Method:
		return fn.fn(t, fn.receiver(owner, self), args, kwnames)
	case *StaticMethod:
		return Call(t, fn.fn, args, kwnames)
	case *ClassMethod:
		cls, ok := self.(*Type)
		if !ok {
			cls = self.Type()
		}
		all, err := prepend(t, cls, args)
		if err != nil {
			return nil, err
		}
		return Call(t, fn.fn, all, kwnames)
	}
	bound, err := descrGet(t, f, owner, self, self.Type())
	if err != nil {
		return nil, err
	}
	return Call(t, bound, args, kwnames)
}

func hasGet(in *Instance) bool {
	f, _ := findAttr(in.cls, "__get__")
	return f != nil
}

// isDataDescr reports whether a class attribute is a data descriptor
// (it takes precedence over the instance dict).
func isDataDescr(x Value) bool {
	switch d := x.(type) {
	case *Property, *memberDescr:
		return true
	case *Instance:
		if d.cls.user != nil {
			if f, _ := findAttr(d.cls, "__set__"); f != nil {
				return true
			}
			if f, _ := findAttr(d.cls, "__delete__"); f != nil {
				return true
			}
		}
	}
	return false
}

// descrGet is the descriptor protocol's get for a class attribute x
// found in owner's dict, accessed through obj of class cls.
func descrGet(t *Thread, x Value, owner *Type, obj Value, cls *Type) (Value, error) {
	switch d := x.(type) {
	case *Function:
		return bindMethod(t, d, obj)
	case *Method:
		if _, isType := obj.(*Type); isType && d.owner != TypeType {
			return d, nil
		}
		b, err := d.bindCharged(t, d.receiver(d.owner, obj))
		if err != nil {
			return nil, err
		}
		b.qual = cls.QualName() // __qualname__ names type(obj): L.append
		if cls != d.owner {
			b.recv = cls
		}
		return b, nil
	case *ClassMethod:
		return bindMethod(t, d.fn, cls)
	case *Builtin:
		return d.rebindClass(owner, cls), nil
	case *StaticMethod:
		return d.fn, nil
	case *Property:
		return d.get(t, obj)
	case *memberDescr:
		return d.get(obj)
	case *Instance:
		if d.cls.user != nil {
			if g, gowner := findAttr(d.cls, "__get__"); g != nil && gowner.user != nil {
				return callBound(t, g, gowner, d, []Value{obj, cls}, nil)
			}
		}
	}
	return x, nil
}

// objectGetAttr is PyObject_GenericGetAttr for instances of user classes:
// data descriptors of the class, then the instance's attributes, then
// other class attributes (bound through the descriptor protocol).
func objectGetAttr(t *Thread, obj Value, name string) (Value, error) {
	cls := obj.Type()
	tv, owner := findAttr(cls, name)
	if tv != nil && isDataDescr(tv) {
		if in, ok := tv.(*Instance); !ok || hasGet(in) {
			return descrGet(t, tv, owner, obj, cls)
		}
	}
	switch name {
	case "__class__":
		return cls, nil
	case "__dict__":
		if d := instanceDictOf(t, obj); d != nil {
			return d, nil
		}
	}
	switch o := obj.(type) {
	case *Instance:
		if v, ok := o.getAttr(name); ok {
			return v, nil
		}
	case *Exception:
		if x, ok := exceptionBuiltinAttr(t, o, name); ok {
			return x, nil
		}
		if o.Dict != nil {
			if x, ok := o.Dict.Get(name); ok {
				return x, nil
			}
		}
	}
	if tv != nil {
		return descrGet(t, tv, owner, obj, cls)
	}
	if name == "__doc__" {
		return None, nil
	}
	return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", typeDisplayName(cls), name)
}

// objectSetAttr is PyObject_GenericSetAttr for instances of user classes
// (x == nil deletes).
func objectSetAttr(t *Thread, obj Value, name string, x Value) error {
	cls := obj.Type()
	tv, owner := findAttr(cls, name)
	if tv != nil {
		switch d := tv.(type) {
		case *Property:
			return d.set(t, obj, x)
		case *memberDescr:
			return d.set(obj, x)
		case *Instance:
			if d.cls.user != nil {
				if x != nil {
					if f, fo := findAttr(d.cls, "__set__"); f != nil {
						_, err := callBound(t, f, fo, d, []Value{obj, x}, nil)
						return err
					}
				} else if f, fo := findAttr(d.cls, "__delete__"); f != nil {
					_, err := callBound(t, f, fo, d, []Value{obj}, nil)
					return err
				}
				if isDataDescr(d) {
					if x != nil {
						return Errorf(AttributeErrorType, "__set__")
					}
					return Errorf(AttributeErrorType, "__delete__")
				}
			}
		}
	}
	_ = owner
	switch o := obj.(type) {
	case *Instance:
		if name == "__dict__" && o.hasDict() {
			if x == nil {
				// del o.__dict__: the next access makes a new, empty one.
				o.dict, o.attrs = nil, nil
				return nil
			}
			d, ok := x.(*Dict)
			if !ok {
				return Errorf(TypeErrorType, "__dict__ must be set to a dictionary, not a '%s'", TypeName(x))
			}
			o.dict, o.attrs = d, nil
			return nil
		}
		if name == "__class__" {
			return setInstanceClass(o, x)
		}
		if !o.hasDict() {
			if tv != nil {
				return Errorf(AttributeErrorType, "'%s' object attribute '%s' is read-only", cls.Name, name)
			}
			return Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", typeDisplayName(cls), name)
		}
		if x == nil {
			if ok, err := o.delAttr(t, name); err != nil {
				return err
			} else if !ok {
				return Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", typeDisplayName(cls), name)
			}
			return nil
		}
		return o.setAttrCharged(t, name, x, nil)
	case *Exception:
		return exceptionSetAttr(t, obj, name, x)
	}
	return Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", typeDisplayName(cls), name)
}

// memberDescr is a __slots__ member: a data descriptor reading and
// writing one slot of the instance.
type memberDescr struct {
	name  string
	owner *Type
	index int
}

// MemberDescriptorType is type(C.x) for a __slots__ member x.
var MemberDescriptorType = newBuiltinType("member_descriptor")

func (*memberDescr) Type() *Type { return MemberDescriptorType }

func (d *memberDescr) get(obj Value) (Value, error) {
	if in, ok := obj.(*Instance); ok && d.index < len(in.slots) {
		if v := in.slots[d.index]; v != nil {
			return v, nil
		}
		return nil, Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", typeDisplayName(in.cls), d.name)
	}
	return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", d.name, d.owner.Name, TypeName(obj))
}

func (d *memberDescr) set(obj Value, x Value) error {
	if in, ok := obj.(*Instance); ok && d.index < len(in.slots) {
		if x == nil && in.slots[d.index] == nil {
			return Errorf(AttributeErrorType, "%s", d.name)
		}
		in.slots[d.index] = x
		return nil
	}
	return Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", d.name, d.owner.Name, TypeName(obj))
}

func init() {
	MemberDescriptorType.setBase(ObjectType)
	MemberDescriptorType.Repr = func(t *Thread, v Value) (string, error) {
		d := v.(*memberDescr)
		return fmt.Sprintf("<member '%s' of '%s' objects>", d.name, d.owner.Name), nil
	}
	MemberDescriptorType.Hash = identityHash
}

// setInstanceClass is o.__class__ = x: allowed, as in CPython, between
// user classes whose instances have the same layout (the same builtin
// base and payload, the same __slots__, both with or both without a
// __dict__).
func setInstanceClass(o *Instance, x Value) error {
	if x == nil {
		return Errorf(TypeErrorType, "can't delete __class__ attribute")
	}
	nc, ok := x.(*Type)
	if !ok {
		return Errorf(TypeErrorType, "__class__ must be set to a class, not '%s' object", TypeName(x))
	}
	old := o.cls
	if nc.user == nil || old.user == nil {
		return Errorf(TypeErrorType, "__class__ assignment only supported for mutable types or ModuleType subclasses")
	}
	if layoutOf(nc) != layoutOf(old) || nc.user.payload != old.user.payload ||
		nc.user.hasDict != old.user.hasDict || !sameSlots(nc, old) {
		return Errorf(TypeErrorType, "__class__ assignment: '%s' object layout differs from '%s'", nc.Name, old.Name)
	}
	o.cls = nc
	return nil
}

// sameSlots reports whether instances of a and b have the same __slots__
// members, in the same places.
func sameSlots(a, b *Type) bool {
	if a.user.nslots != b.user.nslots {
		return false
	}
	if a.user.nslots == 0 {
		return true
	}
	names := func(c *Type) map[string]int {
		out := map[string]int{}
		for _, m := range c.MRO {
			if m.Dict == nil {
				continue
			}
			m.Dict.Range(func(k string, d Value) bool {
				if md, ok := d.(*memberDescr); ok {
					if _, seen := out[k]; !seen {
						out[k] = md.index
					}
				}
				return true
			})
		}
		return out
	}
	na, nb := names(a), names(b)
	if len(na) != len(nb) {
		return false
	}
	for k, i := range na {
		if j, ok := nb[k]; !ok || i != j {
			return false
		}
	}
	return true
}
