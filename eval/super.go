package eval

import "fmt"

// Super is a super object: attribute lookup along the MRO of objType
// starting after thisType, bound to obj.
type Super struct {
	thisType *Type
	obj      Value
	objType  *Type
}

// SuperType is the type super.
var SuperType = newBuiltinType("super")

func (*Super) Type() *Type { return SuperType }

// superNew implements super() and super(type, obj).
func superNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "super() takes no keyword arguments")
	}
	var this *Type
	var obj Value
	switch len(args) {
	case 0:
		fr := t.frame
		if fr == nil || fr.code == nil {
			return nil, Errorf(RuntimeErrorType, "super(): no current frame")
		}
		c := fr.code
		if c.nargs == 0 || len(c.paramSlots) == 0 {
			return nil, Errorf(RuntimeErrorType, "super(): no arguments")
		}
		obj = fr.slots[c.paramSlots[0]]
		if cell, ok := obj.(*Cell); ok {
			obj = cell.v
		}
		if obj == nil {
			return nil, Errorf(RuntimeErrorType, "super(): arg[0] deleted")
		}
		if c.classFree == 0 || c.classFree > len(fr.free) {
			return nil, Errorf(RuntimeErrorType, "super(): __class__ cell not found")
		}
		cv := fr.free[c.classFree-1].v
		if cv == nil {
			return nil, Errorf(RuntimeErrorType, "super(): empty __class__ cell")
		}
		ct, ok := cv.(*Type)
		if !ok {
			return nil, Errorf(RuntimeErrorType, "super(): __class__ is not a type (%s)", TypeName(cv))
		}
		this = ct
	case 1, 2:
		ct, ok := args[0].(*Type)
		if !ok {
			return nil, Errorf(TypeErrorType, "super() argument 1 must be a type, not %s", TypeName(args[0]))
		}
		this = ct
		if len(args) == 1 {
			return &Super{thisType: this}, nil
		}
		obj = args[1]
	default:
		return nil, Errorf(TypeErrorType, "super() expected at most 2 arguments, got %d", len(args))
	}
	s := &Super{thisType: this, obj: obj}
	if ot, ok := obj.(*Type); ok && ot.IsSubtype(this) {
		s.objType = ot
	} else if obj.Type().IsSubtype(this) {
		s.objType = obj.Type()
	} else {
		return nil, Errorf(TypeErrorType, "super(type, obj): obj must be an instance or subtype of type")
	}
	return s, nil
}

func superGetAttr(t *Thread, v Value, name string) (Value, error) {
	s := v.(*Super)
	if s.objType != nil && name != "__class__" {
		if x, m := s.find(name); x != nil {
			if s.obj == Value(s.objType) {
				// super(C, C): class-level binding.
				return descrGetFromClass(t, x, m, s.objType)
			}
			return descrGet(t, x, m, s.obj, s.objType)
		}
	}
	switch name {
	case "__thisclass__":
		return s.thisType, nil
	case "__self__":
		return orNone(s.obj), nil
	case "__self_class__":
		if s.objType == nil {
			return None, nil
		}
		return s.objType, nil
	}
	return genericGetAttr(t, v, name)
}

// find returns the attribute name of the first class after thisType in
// objType's MRO that has one, and that class (nil, nil when none has).
func (s *Super) find(name string) (Value, *Type) {
	mro := s.objType.MRO
	i := 0
	for i < len(mro) && mro[i] != s.thisType {
		i++
	}
	for _, m := range mro[min(i+1, len(mro)):] {
		var x Value
		if m.Dict != nil {
			x, _ = m.Dict.Get(name)
		}
		if x == nil && m.user == nil {
			x = slotMethod(m, name)
		}
		if x != nil {
			return x, m
		}
	}
	return nil, nil
}

// method is superGetAttr(s, name) for a method call super().name(...)
// when that would bind a Python function to the instance s.obj: the
// function, which the call site calls with s.obj as its first argument
// instead of making the bound method. It is nil wherever superGetAttr
// would do anything else (an unbound super, a class-level binding, any
// other descriptor, a name found nowhere).
func (s *Super) method(name string) *Function {
	if s.objType == nil || name == "__class__" || s.obj == Value(s.objType) {
		return nil
	}
	x, _ := s.find(name)
	f, _ := x.(*Function)
	return f
}

func init() {
	SuperType.setBase(ObjectType)
	SuperType.New = superNew
	SuperType.GetAttr = superGetAttr
	SuperType.Hash = identityHash
	SuperType.Repr = func(t *Thread, v Value) (string, error) {
		s := v.(*Super)
		if s.objType == nil {
			return fmt.Sprintf("<super: <class '%s'>, NULL>", s.thisType.Name), nil
		}
		return fmt.Sprintf("<super: <class '%s'>, <%s object>>", s.thisType.Name, s.objType.Name), nil
	}
}
