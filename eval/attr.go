package eval

// Attribute access: the single choke point every path that reads, writes
// or deletes an attribute goes through (obj.x, getattr/setattr/delattr,
// augmented assignment, str.format fields). The interpreter's attribute
// policy is enforced here.

// GetAttr returns obj.name.
func GetAttr(t *Thread, obj Value, name string) (Value, error) {
	if err := t.Interp.checkAttr(obj, name); err != nil {
		return nil, err
	}
	typ := obj.Type()
	var v Value
	var err error
	if typ.GetAttr != nil {
		v, err = typ.GetAttr(t, obj, name)
	} else {
		v, err = genericGetAttr(t, obj, name)
	}
	if err != nil {
		return nil, attrErrorContext(t, err, obj, name)
	}
	return v, nil
}

// attrErrorContext records on an AttributeError raised while reading
// obj.name the name and the object, whoever raised it (a type's own
// lookup, a class's __getattr__), as CPython 3.11's PyObject_GetAttr
// does: the traceback's "Did you mean" suggestion is computed from them,
// and the exception's name attribute reads the name.
func attrErrorContext(t *Thread, err error, obj Value, name string) error {
	e, ok := err.(*Exception)
	if !ok || !e.cls.IsSubtype(AttributeErrorType) {
		return err
	}
	if s, ok := e.Value.(*Str); !ok || s.s != name {
		e.Value = NewStrT(t, name)
	}
	e.attrObj = obj
	return err
}

// genericGetAttr looks name up on the type (binding builtin methods) and,
// for a class, in the class itself.
func genericGetAttr(t *Thread, obj Value, name string) (Value, error) {
	if cls, ok := obj.(*Type); ok {
		if v := cls.Lookup(name); v != nil {
			return v, nil
		}
		switch name {
		case "__name__", "__qualname__":
			return NewStrT(t, cls.Name), nil
		case "__module__":
			return NewStrT(t, cls.Module), nil
		case "__mro__":
			mro, err := Make[Value](t, len(cls.MRO))
			if err != nil {
				return nil, err
			}
			for i, m := range cls.MRO {
				mro[i] = m
			}
			return NewTupleOf(t, mro), nil
		case "__bases__":
			bs, err := Make[Value](t, len(cls.Bases))
			if err != nil {
				return nil, err
			}
			for i, b := range cls.Bases {
				bs[i] = b
			}
			return NewTupleOf(t, bs), nil
		case "__doc__":
			if cls.Doc == "" {
				return None, nil
			}
			return NewStrT(t, cls.Doc), nil
		}
		return nil, attributeError(t, obj, name)
	}
	typ := obj.Type()
	if v := typ.Lookup(name); v != nil {
		if m, ok := v.(*Method); ok {
			return m.bindCharged(t, obj)
		}
		return v, nil
	}
	switch name {
	case "__class__":
		return typ, nil
	case "__doc__":
		return None, nil
	}
	// The slots of builtin types, as methods (5 .__add__(1)).
	if len(name) > 4 && name[0] == '_' && name[1] == '_' {
		for _, m := range typ.MRO {
			if sm := slotMethod(m, name); sm != nil {
				return descrGet(t, sm, m, obj, typ)
			}
		}
	}
	return nil, attributeError(t, obj, name)
}

func attributeError(t *Thread, obj Value, name string) error {
	var e *Exception
	if cls, ok := obj.(*Type); ok {
		e = Errorf(AttributeErrorType, "type object '%s' has no attribute '%s'", cls.Name, name)
	} else if m, ok := obj.(*Module); ok {
		e = Errorf(AttributeErrorType, "module '%s' has no attribute '%s'", m.Name, name)
	} else {
		e = Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", TypeName(obj), name)
	}
	e.Value = NewStrT(t, name)
	e.attrObj = obj
	return e
}

// SetAttr performs obj.name = v, or del obj.name when v is nil.
func SetAttr(t *Thread, obj Value, name string, v Value) error {
	if err := t.Interp.checkAttr(obj, name); err != nil {
		return err
	}
	typ := obj.Type()
	if name == "__class__" {
		if _, ok := obj.(*Instance); !ok {
			// Only instances of user classes can change class (instance.go).
			if _, isType := v.(*Type); v != nil && !isType {
				return Errorf(TypeErrorType, "__class__ must be set to a class, not '%s' object", TypeName(v))
			}
			return Errorf(TypeErrorType, "__class__ assignment only supported for mutable types or ModuleType subclasses")
		}
	}
	if typ.SetAttr != nil {
		return typ.SetAttr(t, obj, name, v)
	}
	if cls, ok := obj.(*Type); ok && cls.Builtin {
		return Errorf(TypeErrorType, "cannot set '%s' attribute of immutable type '%s'", name, cls.Name)
	}
	if typ.Lookup(name) != nil {
		return Errorf(AttributeErrorType, "'%s' object attribute '%s' is read-only", typ.Name, name)
	}
	return Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", typ.Name, name)
}

// HasAttr reports whether getattr(obj, name) succeeds; errors other than
// AttributeError propagate. A read the attribute policy refuses is absent
// (hasattr(f, "__globals__") is False), as LookupAttr.
func HasAttr(t *Thread, obj Value, name string) (bool, error) {
	v, err := LookupAttr(t, obj, name)
	return v != nil, err
}

// LookupAttr is getattr(obj, name, default) without the default: it
// returns nil (and no error) when obj has no attribute name or when the
// attribute policy refuses the read. A program probing for an optional
// attribute (hasattr(x, "__jit__"), getattr(f, "__wrapped__", None)) sees
// a refused name as absent, which is what it is to the program; a direct
// read (x.__globals__) still reports the policy's refusal.
func LookupAttr(t *Thread, obj Value, name string) (Value, error) {
	if err := t.Interp.checkAttr(obj, name); err != nil {
		return nil, nil
	}
	v, err := GetAttr(t, obj, name)
	if err == nil {
		return v, nil
	}
	if e, ok := err.(*Exception); ok && e.cls.IsSubtype(AttributeErrorType) {
		return nil, nil
	}
	return nil, err
}
