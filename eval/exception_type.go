package eval

import "strings"

// InterpreterErrorType is pyinterp's own exception class for policy
// refusals (forbidden imports, attributes, functions, rebinding tools),
// named as smolagents names it.
var InterpreterErrorType = newExceptionType("InterpreterError", ExceptionType)

func init() {
	for _, typ := range exceptionTypes {
		initExceptionType(typ)
	}
}

func initExceptionType(typ *Type) {
	typ.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		if len(kwnames) > 0 {
			return nil, Errorf(TypeErrorType, "%s() takes no keyword arguments", cls.Name)
		}
		e := &Exception{cls: cls, Args: append([]Value(nil), args...)}
		if cls.IsSubtype(StopIterationType) && len(args) > 0 {
			e.Value = args[0]
		}
		return e, nil
	}
	typ.Call = nil
	typ.Repr = func(t *Thread, v Value) (string, error) {
		e := v.(*Exception)
		var b strings.Builder
		b.WriteString(e.cls.Name)
		if len(e.Args) == 1 {
			b.WriteByte('(')
			s, err := Repr(t, e.Args[0])
			if err != nil {
				return "", err
			}
			b.WriteString(s)
			b.WriteByte(')')
			return b.String(), nil
		}
		s, err := Repr(t, NewTuple(e.Args))
		if err != nil {
			return "", err
		}
		if len(e.Args) == 0 {
			s = "()"
		}
		b.WriteString(s)
		return b.String(), nil
	}
	typ.Str = func(t *Thread, v Value) (string, error) { return v.(*Exception).Message(t), nil }
	typ.Hash = identityHash
	typ.GetAttr = exceptionGetAttr
	typ.SetAttr = exceptionSetAttr
}

func exceptionGetAttr(t *Thread, v Value, name string) (Value, error) {
	e := v.(*Exception)
	switch name {
	case "args":
		return NewTuple(append([]Value(nil), e.Args...)), nil
	case "__cause__":
		if e.Cause == nil {
			return None, nil
		}
		return e.Cause, nil
	case "__context__":
		if e.Context == nil {
			return None, nil
		}
		return e.Context, nil
	case "__suppress_context__":
		return MakeBool(e.SuppressContext), nil
	case "__traceback__":
		return None, nil
	case "value":
		if e.cls.IsSubtype(StopIterationType) {
			if e.Value == nil {
				return None, nil
			}
			return e.Value, nil
		}
	case "name":
		if e.cls.IsSubtype(NameErrorType) || e.cls.IsSubtype(AttributeErrorType) {
			if e.Value == nil {
				return None, nil
			}
			return e.Value, nil
		}
	case "code":
		if e.cls.IsSubtype(SystemExitType) {
			if len(e.Args) == 0 {
				return None, nil
			}
			return e.Args[0], nil
		}
	}
	if e.Dict != nil {
		if x, ok := e.Dict.Get(name); ok {
			return x, nil
		}
	}
	return genericGetAttr(t, v, name)
}

func exceptionSetAttr(t *Thread, v Value, name string, x Value) error {
	e := v.(*Exception)
	switch name {
	case "args":
		if x == nil {
			return Errorf(TypeErrorType, "args may not be deleted")
		}
		it, err := Iterate(t, x)
		if err != nil {
			return err
		}
		var args []Value
		for {
			a, err := it.Next(t)
			if err != nil {
				return err
			}
			if a == nil {
				break
			}
			args = append(args, a)
		}
		e.Args = args
		return nil
	case "__cause__":
		if x == nil || x == None {
			e.Cause = nil
		} else if c, ok := x.(*Exception); ok {
			e.Cause = c
		} else {
			return Errorf(TypeErrorType, "exception cause must be None or derive from BaseException")
		}
		e.SuppressContext = true
		return nil
	case "__context__":
		if x == nil || x == None {
			e.Context = nil
		} else if c, ok := x.(*Exception); ok {
			e.Context = c
		} else {
			return Errorf(TypeErrorType, "exception context must be None or derive from BaseException")
		}
		return nil
	case "__suppress_context__":
		b, err := Truth(t, x)
		e.SuppressContext = b
		return err
	}
	if e.Dict == nil {
		e.Dict = NewStrDict()
	}
	if x == nil {
		if !e.Dict.Delete(name) {
			return attributeError(t, v, name)
		}
		return nil
	}
	e.Dict.Set(name, x)
	return nil
}

// Types are called to make instances: type's Call slot dispatches to the
// class's New.
func init() {
	TypeType.Call = func(t *Thread, v Value, args []Value, kwnames []string) (Value, error) {
		cls := v.(*Type)
		if cls == TypeType && len(args) == 1 && len(kwnames) == 0 {
			return args[0].Type(), nil
		}
		if cls.New == nil {
			return nil, Errorf(TypeErrorType, "cannot create '%s' instances", cls.Name)
		}
		return cls.New(t, cls, args, kwnames)
	}
}
