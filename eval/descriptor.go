package eval

import "fmt"

// The builtin descriptor types: property, classmethod and staticmethod.
// (User descriptors are instances whose class defines __get__, __set__
// or __delete__; see descrGet and objectSetAttr in instance.go.)

// Property is a property object.
type Property struct {
	fget, fset, fdel Value // nil when absent
	doc              Value
	name             string // set by __set_name__
}

// ClassMethod is a classmethod object.
type ClassMethod struct{ fn Value }

// StaticMethod is a staticmethod object.
type StaticMethod struct{ fn Value }

// The descriptor types.
var (
	PropertyType     = newBuiltinType("property")
	ClassMethodType  = newBuiltinType("classmethod")
	StaticMethodType = newBuiltinType("staticmethod")
)

func (*Property) Type() *Type     { return PropertyType }
func (*ClassMethod) Type() *Type  { return ClassMethodType }
func (*StaticMethod) Type() *Type { return StaticMethodType }

func orNone(v Value) Value {
	if v == nil {
		return None
	}
	return v
}

func noneToNil(v Value) Value {
	if v == None {
		return nil
	}
	return v
}

func (p *Property) nameFor(obj Value) string {
	if p.name != "" {
		return fmt.Sprintf("property '%s' of '%s' object", p.name, TypeName(obj))
	}
	return fmt.Sprintf("property of '%s' object", TypeName(obj))
}

func (p *Property) get(t *Thread, obj Value) (Value, error) {
	if p.fget == nil {
		return nil, Errorf(AttributeErrorType, "%s has no getter", p.nameFor(obj))
	}
	return Call1(t, p.fget, obj)
}

func (p *Property) set(t *Thread, obj, x Value) error {
	if x == nil {
		if p.fdel == nil {
			return Errorf(AttributeErrorType, "%s has no deleter", p.nameFor(obj))
		}
		_, err := Call(t, p.fdel, []Value{obj}, nil)
		return err
	}
	if p.fset == nil {
		return Errorf(AttributeErrorType, "%s has no setter", p.nameFor(obj))
	}
	_, err := Call(t, p.fset, []Value{obj, x}, nil)
	return err
}

func (p *Property) copyWith(which string, f Value) *Property {
	q := *p
	switch which {
	case "getter":
		q.fget = noneToNil(f)
	case "setter":
		q.fset = noneToNil(f)
	case "deleter":
		q.fdel = noneToNil(f)
	}
	return &q
}

func init() {
	for _, typ := range []*Type{PropertyType, ClassMethodType, StaticMethodType} {
		typ.setBase(ObjectType)
		typ.Hash = identityHash
	}
	PropertyType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		var fget, fset, fdel, doc Value = None, None, None, None
		if err := UnpackArgs(t, "property", args, kwnames, "fget?", &fget, "fset?", &fset, "fdel?", &fdel, "doc?", &doc); err != nil {
			return nil, err
		}
		if err := Reserve(t, iteratorBytes); err != nil {
			return nil, err
		}
		p := &Property{fget: noneToNil(fget), fset: noneToNil(fset), fdel: noneToNil(fdel), doc: doc}
		if doc == None && p.fget != nil {
			if d, err := GetAttr(t, p.fget, "__doc__"); err == nil {
				p.doc = d
			}
		}
		return p, nil
	}
	for _, which := range []string{"getter", "setter", "deleter"} {
		which := which
		PropertyType.Dict.Set(which, &Method{name: which, owner: PropertyType, fn: func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var f Value
			if err := UnpackArgs(t, which, args, kwnames, "func/", &f); err != nil {
				return nil, err
			}
			return self.(*Property).copyWith(which, f), nil
		}})
	}
	PropertyType.Dict.Set("__get__", &Method{name: "__get__", owner: PropertyType, fn: func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
		var obj, typ Value = None, None
		if err := UnpackArgs(t, "__get__", args, kwnames, "instance/", &obj, "owner?/", &typ); err != nil {
			return nil, err
		}
		if obj == None {
			return self, nil
		}
		return self.(*Property).get(t, obj)
	}})
	PropertyType.Dict.Set("__set__", &Method{name: "__set__", owner: PropertyType, fn: func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
		var obj, v Value
		if err := UnpackArgs(t, "__set__", args, kwnames, "instance/", &obj, "value/", &v); err != nil {
			return nil, err
		}
		return None, self.(*Property).set(t, obj, v)
	}})
	PropertyType.Dict.Set("__set_name__", &Method{name: "__set_name__", owner: PropertyType, fn: func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
		var owner, name Value
		if err := UnpackArgs(t, "__set_name__", args, kwnames, "owner/", &owner, "name/", &name); err != nil {
			return nil, err
		}
		if s, ok := name.(*Str); ok {
			self.(*Property).name = s.s
		}
		return None, nil
	}})
	PropertyType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		p := v.(*Property)
		switch name {
		case "fget":
			return orNone(p.fget), nil
		case "fset":
			return orNone(p.fset), nil
		case "fdel":
			return orNone(p.fdel), nil
		case "__doc__":
			return orNone(p.doc), nil
		}
		return genericGetAttr(t, v, name)
	}

	for _, typ := range []*Type{ClassMethodType, StaticMethodType} {
		typ := typ
		typ.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
			var f Value
			if err := UnpackArgs(t, typ.Name, args, kwnames, "function/", &f); err != nil {
				return nil, err
			}
			if typ == ClassMethodType {
				return &ClassMethod{fn: f}, nil
			}
			return &StaticMethod{fn: f}, nil
		}
		typ.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
			var fn Value
			if cm, ok := v.(*ClassMethod); ok {
				fn = cm.fn
			} else {
				fn = v.(*StaticMethod).fn
			}
			switch name {
			case "__func__", "__wrapped__":
				return fn, nil
			case "__doc__", "__name__", "__qualname__", "__module__":
				return getAttrNested(t, fn, name)
			case "__isabstractmethod__":
				return False, nil
			}
			return genericGetAttr(t, v, name)
		}
		typ.Repr = func(t *Thread, v Value) (string, error) {
			var fn Value
			if cm, ok := v.(*ClassMethod); ok {
				fn = cm.fn
			} else {
				fn = v.(*StaticMethod).fn
			}
			s, err := Repr(t, fn)
			if err != nil {
				return "", err
			}
			return fmt.Sprintf("<%s(%s)>", typ.Name, s), nil
		}
	}
	ClassMethodType.Dict.Set("__get__", &Method{name: "__get__", owner: ClassMethodType, fn: func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
		var obj, typ Value = None, None
		if err := UnpackArgs(t, "__get__", args, kwnames, "instance/", &obj, "owner?/", &typ); err != nil {
			return nil, err
		}
		if typ == None {
			typ = obj.Type()
		}
		return bindMethod(t, self.(*ClassMethod).fn, typ)
	}})
	StaticMethodType.Dict.Set("__get__", &Method{name: "__get__", owner: StaticMethodType, fn: func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
		return self.(*StaticMethod).fn, nil
	}})
	StaticMethodType.Call = func(t *Thread, v Value, args []Value, kwnames []string) (Value, error) {
		return Call(t, v.(*StaticMethod).fn, args, kwnames)
	}
}
