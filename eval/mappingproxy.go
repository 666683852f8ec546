package eval

// MappingProxy is a read-only view of a dict (types.MappingProxyType), as
// returned by the mapping attribute of dict views.
type MappingProxy struct {
	d *Dict
}

// MappingProxyType is the type of mappingproxy objects.
var MappingProxyType = newBuiltinType("mappingproxy")

func (*MappingProxy) Type() *Type { return MappingProxyType }

func init() {
	seqSetObjectBase(MappingProxyType)
	MappingProxyType.NoSubclass = true
	// types.MappingProxyType(d): a view of a dict (of the dict part of a
	// dict subclass); other mappings are not supported.
	MappingProxyType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		var m Value
		if err := UnpackArgs(t, "mappingproxy", args, kwnames, "mapping", &m); err != nil {
			return nil, err
		}
		if p, ok := m.(*MappingProxy); ok {
			return &MappingProxy{d: p.d}, nil
		}
		d, ok := As[*Dict](m)
		if !ok {
			return nil, Errorf(TypeErrorType, "mappingproxy() argument must be a mapping, not %s", TypeName(m))
		}
		return &MappingProxy{d: d}, nil
	}
	MappingProxyType.Repr = func(t *Thread, v Value) (string, error) {
		s, err := Repr(t, v.(*MappingProxy).d)
		return "mappingproxy(" + s + ")", err
	}
	MappingProxyType.Str = func(t *Thread, v Value) (string, error) { return StrOf(t, v.(*MappingProxy).d) }
	MappingProxyType.Len = func(t *Thread, v Value) (int, error) { return v.(*MappingProxy).d.used, nil }
	MappingProxyType.Iter = func(t *Thread, v Value) (Iterator, error) {
		return newDictIterator(v.(*MappingProxy).d, dictIterKeys, false), nil
	}
	MappingProxyType.GetItem = func(t *Thread, v, k Value) (Value, error) { return GetItem(t, v.(*MappingProxy).d, k) }
	MappingProxyType.Contains = func(t *Thread, v, x Value) (bool, error) { return v.(*MappingProxy).d.Has(t, x) }
	// Comparisons and | act on the underlying dict.
	MappingProxyType.Compare = func(t *Thread, op CompareOp, a, b Value) (Value, error) {
		return Compare(t, op, proxyMapping(a), proxyMapping(b))
	}
	MappingProxyType.Binary[OpOr] = func(t *Thread, a, b Value) (Value, error) {
		return Binary(t, OpOr, proxyMapping(a), proxyMapping(b))
	}
	methods := map[string]BuiltinFunc{}
	for _, name := range []string{"get", "keys", "values", "items", "copy"} {
		methods[name] = func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			m, _ := DictType.Dict.Get(name)
			return m.(*Method).CallMethod(t, self.(*MappingProxy).d, args, kwnames)
		}
	}
	methods["__reversed__"] = func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
		if err := wantArgs("__reversed__", args, kwnames, 0); err != nil {
			return nil, err
		}
		return newDictIterator(self.(*MappingProxy).d, dictIterKeys, true), nil
	}
	addMethods(MappingProxyType, methods)
}

// proxyMapping returns the dict behind a mappingproxy, or v.
func proxyMapping(v Value) Value {
	if p, ok := v.(*MappingProxy); ok {
		return p.d
	}
	return v
}
