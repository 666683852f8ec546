package eval

// The mutable builtin types set __hash__ to None in their dictionaries, as
// CPython does (list.__hash__ is None): the attribute reads as None, and a
// subclass does not inherit object.__hash__ from further up its MRO.
// Their Hash slot stays nil, so hash() raises "unhashable type".
func init() {
	for _, typ := range []*Type{ListType, DictType, SetType, ByteArrayType, SliceType} {
		typ.Dict.Set("__hash__", None)
	}
}
