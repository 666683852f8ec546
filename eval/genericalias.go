package eval

// types.GenericAlias (list[int], dict[str, int]) and types.UnionType
// (int | str): the runtime objects of PEP 585 and PEP 604 annotations.
// They only record what was written; nothing is checked.

// GenericAlias is origin[args].
type GenericAlias struct {
	Origin Value
	Args   *Tuple
}

// UnionType is a | b | ...
type UnionType struct {
	Args *Tuple
}

// GenericAliasType is types.GenericAlias; UnionTypeType is types.UnionType.
var (
	GenericAliasType = &Type{Name: "GenericAlias", Module: "types", Builtin: true, Dict: NewStrDict()}
	UnionTypeType    = &Type{Name: "UnionType", Module: "types", Builtin: true, Dict: NewStrDict()}
)

func (*GenericAlias) Type() *Type { return GenericAliasType }
func (*UnionType) Type() *Type    { return UnionTypeType }

// NewGenericAlias returns origin[args]; a non-tuple key is one argument.
func NewGenericAlias(t *Thread, origin, key Value) *GenericAlias {
	args, ok := key.(*Tuple)
	if !ok {
		args = NewTupleT(t, []Value{key})
	}
	return &GenericAlias{Origin: origin, Args: args}
}

// genericBuiltins are the builtin types whose __class_getitem__ makes a
// GenericAlias.
func isGenericBuiltin(cls *Type) bool {
	switch cls {
	case ListType, DictType, TupleType, SetType, FrozenSetType, TypeType, BaseExceptionGroupType, ExceptionGroupType:
		return true
	}
	return false
}

// TypeRepr is typing._type_repr: how annotations show the objects in them.
func TypeRepr(t *Thread, v Value) (string, error) {
	switch x := v.(type) {
	case *Type:
		if x.Module == "builtins" {
			return x.QualName(), nil
		}
		return x.Module + "." + x.QualName(), nil
	case EllipsisType:
		return "...", nil
	case *Function:
		return x.qualname, nil
	}
	return Repr(t, v)
}

func genericAliasRepr(t *Thread, v Value) (string, error) {
	g := v.(*GenericAlias)
	b := NewBuilder(t, 0)
	s, err := TypeRepr(t, g.Origin)
	if err != nil {
		return "", err
	}
	b.WriteString(s)
	b.WriteByte('[')
	if len(g.Args.elems) == 0 {
		b.WriteString("()")
	}
	for i, a := range g.Args.elems {
		if i > 0 {
			b.WriteString(", ")
		}
		if l, ok := a.(*List); ok {
			// Callable[[int, str], T]: the parameter list.
			b.WriteByte('[')
			for j, x := range l.elems {
				if j > 0 {
					b.WriteString(", ")
				}
				s, err := TypeRepr(t, x)
				if err != nil {
					return "", err
				}
				b.WriteString(s)
			}
			b.WriteByte(']')
			continue
		}
		s, err := TypeRepr(t, a)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	b.WriteByte(']')
	return b.String(), b.Err()
}

// unionOf returns a | b, flattening nested unions and dropping duplicates.
func unionOf(t *Thread, a, b Value) (Value, error) {
	var out []Value
	add := func(v Value) error {
		if v == None {
			v = NoneTypeType
		}
		var items []Value
		if u, ok := v.(*UnionType); ok {
			items = u.Args.elems
		} else {
			items = []Value{v}
		}
		for _, x := range items {
			dup := false
			for _, y := range out {
				eq, err := Equal(t, x, y)
				if err != nil {
					return err
				}
				if eq {
					dup = true
					break
				}
			}
			if !dup {
				out = append(out, x)
			}
		}
		return nil
	}
	if err := add(a); err != nil {
		return nil, err
	}
	if err := add(b); err != nil {
		return nil, err
	}
	if len(out) == 1 {
		return out[0], nil
	}
	return &UnionType{Args: NewTupleT(t, out)}, nil
}

// unionable reports whether v may be an operand of the | of types.
func unionable(v Value) bool {
	switch v.(type) {
	case *Type, *GenericAlias, *UnionType, NoneType:
		return true
	}
	return false
}

func typeOr(t *Thread, a, b Value) (Value, error) {
	if !unionable(a) || !unionable(b) {
		return NotImplemented, nil
	}
	return unionOf(t, a, b)
}

func init() {
	for _, typ := range []*Type{GenericAliasType, UnionTypeType} {
		typ.setBase(ObjectType)
		typ.NoSubclass = typ == UnionTypeType
		typ.Binary[OpOr] = typeOr
	}
	TypeType.Binary[OpOr] = typeOr
	GenericAliasType.Repr = genericAliasRepr
	GenericAliasType.Call = func(t *Thread, v Value, args []Value, kwnames []string) (Value, error) {
		return Call(t, v.(*GenericAlias).Origin, args, kwnames)
	}
	GenericAliasType.Hash = func(t *Thread, v Value) (int64, error) {
		g := v.(*GenericAlias)
		h1, err := Hash(t, g.Origin)
		if err != nil {
			return 0, err
		}
		h2, err := Hash(t, g.Args)
		return h1 ^ h2, err
	}
	GenericAliasType.Compare = func(t *Thread, op CompareOp, a, b Value) (Value, error) {
		x, ok1 := a.(*GenericAlias)
		y, ok2 := b.(*GenericAlias)
		if !ok1 || !ok2 || (op != EQ && op != NE) {
			return NotImplemented, nil
		}
		eq, err := Equal(t, x.Origin, y.Origin)
		if err == nil && eq {
			eq, err = Equal(t, x.Args, y.Args)
		}
		if err != nil {
			return nil, err
		}
		return MakeBool(eq == (op == EQ)), nil
	}
	GenericAliasType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		g := v.(*GenericAlias)
		switch name {
		case "__origin__":
			return g.Origin, nil
		case "__args__":
			return g.Args, nil
		case "__parameters__":
			return NewTuple(nil), nil
		case "__class__":
			return GenericAliasType, nil
		}
		return GetAttr(t, g.Origin, name)
	}
	UnionTypeType.Repr = func(t *Thread, v Value) (string, error) {
		u := v.(*UnionType)
		parts, err := Make[string](t, len(u.Args.elems))
		if err != nil {
			return "", err
		}
		for i, a := range u.Args.elems {
			if a == Value(NoneTypeType) {
				parts[i] = "None"
				continue
			}
			s, err := TypeRepr(t, a)
			if err != nil {
				return "", err
			}
			parts[i] = s
		}
		return Join(t, parts, " | ")
	}
	UnionTypeType.Hash = func(t *Thread, v Value) (int64, error) {
		var h int64
		for _, a := range v.(*UnionType).Args.elems {
			x, err := Hash(t, a)
			if err != nil {
				return 0, err
			}
			h ^= x
		}
		return h, nil
	}
	UnionTypeType.Compare = func(t *Thread, op CompareOp, a, b Value) (Value, error) {
		x, ok1 := a.(*UnionType)
		y, ok2 := b.(*UnionType)
		if !ok1 || !ok2 || (op != EQ && op != NE) {
			return NotImplemented, nil
		}
		if len(x.Args.elems) != len(y.Args.elems) {
			return MakeBool(op == NE), nil
		}
		for _, e := range x.Args.elems {
			found := false
			for _, f := range y.Args.elems {
				if eq, err := Equal(t, e, f); err != nil {
					return nil, err
				} else if eq {
					found = true
					break
				}
			}
			if !found {
				return MakeBool(op == NE), nil
			}
		}
		return MakeBool(op == EQ), nil
	}
	UnionTypeType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		switch name {
		case "__args__":
			return v.(*UnionType).Args, nil
		case "__class__":
			return UnionTypeType, nil
		}
		return nil, Errorf(AttributeErrorType, "'types.UnionType' object has no attribute '%s'", name)
	}
}
