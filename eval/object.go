package eval

// The root types.
var (
	ObjectType = newObjectType()
	TypeType   = newBuiltinType("type")

	NoneTypeType           = newBuiltinType("NoneType")
	NotImplementedTypeType = newBuiltinType("NotImplementedType")
	EllipsisTypeType       = newBuiltinType("ellipsis")
	CellType               = newBuiltinType("cell")
)

// newObjectType makes object with its MRO set at variable initialisation,
// before any other type's setBase copies it.
func newObjectType() *Type {
	t := &Type{Name: "object", Module: "builtins", Builtin: true, Dict: NewStrDict()}
	t.MRO = []*Type{t}
	return t
}

func init() {
	for _, t := range []*Type{TypeType, NoneTypeType, NotImplementedTypeType, EllipsisTypeType, CellType} {
		t.setBase(ObjectType)
	}
	NoneTypeType.NoSubclass = true
	NotImplementedTypeType.NoSubclass = true
	EllipsisTypeType.NoSubclass = true
	NoneTypeType.Repr = func(*Thread, Value) (string, error) { return "None", nil }
	NoneTypeType.Truth = func(*Thread, Value) (bool, error) { return false, nil }
	NoneTypeType.Hash = func(*Thread, Value) (int64, error) { return 0xFCA86420, nil }
	NotImplementedTypeType.Repr = func(*Thread, Value) (string, error) { return "NotImplemented", nil }
	EllipsisTypeType.Repr = func(*Thread, Value) (string, error) { return "Ellipsis", nil }
	// As CPython, Ellipsis and NotImplemented hash by identity.
	EllipsisTypeType.Hash = identityHash
	NotImplementedTypeType.Hash = identityHash
	// type(None)(), type(...)() and type(NotImplemented)() return the
	// singleton, taking no arguments.
	for typ, v := range map[*Type]Value{NoneTypeType: None, EllipsisTypeType: Ellipsis, NotImplementedTypeType: NotImplemented} {
		v := v
		typ.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
			if len(args) > 0 {
				name := cls.Name
				if cls == EllipsisTypeType {
					name = "EllipsisType"
				}
				return nil, Errorf(TypeErrorType, "%s takes no arguments", name)
			}
			return v, nil
		}
	}
	ObjectType.Hash = identityHash
	ObjectType.Compare = objectCompare
	TypeType.Repr = func(t *Thread, v Value) (string, error) {
		tv := v.(*Type)
		if tv.Module == "builtins" || tv.Module == "" {
			return "<class '" + tv.QualName() + "'>", nil
		}
		return "<class '" + tv.Module + "." + tv.QualName() + "'>", nil
	}
	TypeType.Hash = identityHash
}

// objectCompare is object's rich comparison: identity for == and !=,
// NotImplemented otherwise.
func objectCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	switch op {
	case EQ:
		if Is(a, b) {
			return True, nil
		}
	case NE:
		// object.__ne__ inverts __eq__ unless it is NotImplemented.
		if Is(a, b) {
			return False, nil
		}
	}
	return NotImplemented, nil
}

// identityHash hashes objects by identity (Interp.IdentityHash). Addresses
// are never exposed: it derives from a serial number assigned on first use.
func identityHash(t *Thread, v Value) (int64, error) {
	if t == nil || t.Interp == nil {
		return 0, nil
	}
	return t.Interp.IdentityHash(v), nil
}

// classGetItem implements cls[key] for classes (PEP 560
// __class_getitem__); builtin generic aliases such as list[int] are
// provided by the types that support them.
func classGetItem(t *Thread, cls *Type, key Value) (Value, bool, error) {
	if isGenericBuiltin(cls) {
		return NewGenericAlias(t, cls, key), true, nil
	}
	return userClassGetItem(t, cls, key)
}
