package eval

import "fmt"

// BoundMethod is a Python function (or any callable found in a class)
// bound to an instance or, for classmethods, to a class: type "method".
type BoundMethod struct {
	Identity // id() and the default hash, assigned on first use
	fn       Value
	self     Value
}

// MethodType is type(obj.f) for a Python method.
var MethodType = newBuiltinType("method")

func (*BoundMethod) Type() *Type { return MethodType }

// NewBoundMethod returns fn bound to self (types.MethodType(fn, self)).
func NewBoundMethod(fn, self Value) *BoundMethod { return &BoundMethod{fn: fn, self: self} }

// bindMethod is NewBoundMethod for a method the program reads as a value
// (obj.method): the object is charged, since a program may keep millions
// of them.
func bindMethod(t *Thread, fn, self Value) (Value, error) {
	if err := Reserve(t, boundMethodBytes); err != nil {
		return nil, err
	}
	return &BoundMethod{fn: fn, self: self}, nil
}

// Func returns __func__; Self returns __self__.
func (m *BoundMethod) Func() Value { return m.fn }

// Self returns __self__.
func (m *BoundMethod) Self() Value { return m.self }

// Call calls the method with self prepended.
func (m *BoundMethod) Call(t *Thread, args []Value, kwnames []string) (Value, error) {
	all, err := prepend(t, m.self, args)
	if err != nil {
		return nil, err
	}
	if f, ok := m.fn.(*Function); ok {
		return f.Call(t, all, kwnames)
	}
	return Call(t, m.fn, all, kwnames)
}

func init() {
	MethodType.setBase(ObjectType)
	MethodType.NoSubclass = true
	MethodType.Call = func(t *Thread, v Value, args []Value, kwnames []string) (Value, error) {
		return v.(*BoundMethod).Call(t, args, kwnames)
	}
	MethodType.Repr = func(t *Thread, v Value) (string, error) {
		m := v.(*BoundMethod)
		name := "?"
		if q, err := GetAttr(t, m.fn, "__qualname__"); err == nil {
			if s, ok := q.(*Str); ok {
				name = s.s
			}
		}
		s, err := Repr(t, m.self)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("<bound method %s of %s>", name, s), nil
	}
	MethodType.Hash = func(t *Thread, v Value) (int64, error) {
		m := v.(*BoundMethod)
		h1, err := identityHash(t, m.self)
		if err != nil {
			return 0, err
		}
		h2, err := Hash(t, m.fn)
		return h1 ^ h2, err
	}
	MethodType.Compare = func(t *Thread, op CompareOp, a, b Value) (Value, error) {
		x, ok1 := a.(*BoundMethod)
		y, ok2 := b.(*BoundMethod)
		if !ok1 || !ok2 || (op != EQ && op != NE) {
			return NotImplemented, nil
		}
		eq := x.self == y.self && x.fn == y.fn
		return MakeBool(eq == (op == EQ)), nil
	}
	MethodType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		m := v.(*BoundMethod)
		switch name {
		case "__self__":
			return m.self, nil
		case "__func__":
			return m.fn, nil
		case "__class__":
			return MethodType, nil
		}
		if name == "__get__" || name == "__call__" {
			return genericGetAttr(t, v, name)
		}
		return getAttrNested(t, m.fn, name)
	}
}

func init() {
	FunctionType.Dict.Set("__get__", &Method{name: "__get__", owner: FunctionType, fn: func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
		var obj, typ Value = None, None
		if err := UnpackArgs(t, "__get__", args, kwnames, "instance/", &obj, "owner?/", &typ); err != nil {
			return nil, err
		}
		if obj == None {
			return self, nil
		}
		return bindMethod(t, self, obj)
	}})
}
