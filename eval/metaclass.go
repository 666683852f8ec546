package eval

// Metaclasses: classes deriving from type (class EnumType(type)). A class
// created by a metaclass M is still a *Type; its meta field names M, so
// Type() returns M and every operation on the class (calling it,
// C[key], len(C), iter(C), x in C, C.attr) dispatches through M's slots,
// which are the user-class wrappers of M's dunders or, for what M does not
// define, type's own slots. A metaclass's __prepare__ is honoured as
// prepareNamespace (compile_class.go) describes. Not supported:
// metaclasses that are not subclasses of type.

// IsMetaclass reports whether t is type or a subclass of it.
func (t *Type) IsMetaclass() bool { return t.IsSubtype(TypeType) }

// metaclassNew is type.__new__(meta, name, bases, ns, **kw) for a
// metaclass meta: it creates the class and marks meta as its type.
func metaclassNew(t *Thread, meta *Type, args []Value, kwnames []string) (Value, error) {
	npos := len(args) - len(kwnames)
	if npos != 3 {
		if npos == 1 && len(kwnames) == 0 {
			return nil, Errorf(TypeErrorType, "type.__new__() takes exactly 3 arguments (1 given)")
		}
		return nil, Errorf(TypeErrorType, "type.__new__() takes exactly 3 arguments (%d given)", npos)
	}
	name, ok := args[0].(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "type.__new__() argument 1 must be str, not %s", ArgTypeName(args[0]))
	}
	bt, ok := args[1].(*Tuple)
	if !ok {
		return nil, Errorf(TypeErrorType, "type.__new__() argument 2 must be tuple, not %s", ArgTypeName(args[1]))
	}
	ns, ok := unwrap(args[2]).(*Dict)
	if !ok {
		return nil, Errorf(TypeErrorType, "type.__new__() argument 3 must be dict, not %s", ArgTypeName(args[2]))
	}
	bases, err := typeNewBases(meta, bt)
	if err != nil {
		return nil, err
	}
	// Work on a copy: the caller's namespace stays as it was.
	nsCopy := NewDictT(t)
	ns.Range(func(k, v Value) bool {
		err = nsCopy.SetItem(t, k, v)
		return err == nil
	})
	if err != nil {
		return nil, err
	}
	qual := name.s
	if q, ok := nsCopy.GetStr("__qualname__"); ok {
		if s, ok := q.(*Str); ok {
			qual = s.s
		}
	}
	cls, err := newClassFromNSMeta(t, meta, name.s, qual, bases, nsCopy, kwnames, args[npos:])
	if err != nil {
		return nil, err
	}
	return cls, nil
}

// newClassFromNSMeta is newClassFromNS for a class whose metaclass is
// meta (type itself or a subclass).
func newClassFromNSMeta(t *Thread, meta *Type, name, qual string, bases []*Type, ns *Dict, kwnames []string, kwvals []Value) (*Type, error) {
	if meta == TypeType || meta == nil {
		return newClassFromNS(t, name, qual, bases, ns, kwnames, kwvals)
	}
	var cell *Cell
	if cv, ok := ns.GetStr("__classcell__"); ok {
		if _, err := ns.Delete(t, NewStr("__classcell__")); err != nil {
			return nil, err
		}
		cell, _ = cv.(*Cell)
	}
	cls, err := newClassWithMeta(t, meta, name, qual, bases, ns, kwnames, kwvals)
	if err != nil {
		return nil, err
	}
	if cell != nil {
		cell.v = cls
	}
	return cls, nil
}

// typeNewBases returns the bases of a type(name, bases, ns) call by
// metatype meta, as CPython's type_new checks them: a base that is not a
// class but has __mro_entries__ is refused first (only a class statement
// resolves them), then the bases' types must agree with meta (a metaclass
// conflict: type('B', (1,), {})), then every base must be a class
// (type('B', (object(),), {}): object is a supertype of type).
func typeNewBases(meta *Type, bt *Tuple) ([]*Type, error) {
	for _, b := range bt.elems {
		if _, ok := b.(*Type); !ok && ClassAttr(b.Type(), "__mro_entries__") != nil {
			return nil, Errorf(TypeErrorType, "type() doesn't support MRO entry resolution; use types.new_class()")
		}
	}
	if _, err := calcForeignMeta(meta, bt.elems); err != nil {
		return nil, err
	}
	bases := make([]*Type, 0, len(bt.elems)) //allocpath:ok one pointer per item of an existing tuple
	for _, b := range bt.elems {
		bt, ok := b.(*Type)
		if !ok {
			return nil, Errorf(TypeErrorType, "bases must be types")
		}
		bases = append(bases, bt)
	}
	return bases, nil
}

// calcMeta returns the metaclass of a class statement: the explicit one,
// else the most derived of the bases' metaclasses (CPython's
// _PyType_CalculateMetaclass).
func calcMeta(explicit *Type, bases []*Type) (*Type, error) {
	winner := explicit
	if winner == nil {
		winner = TypeType
	}
	for _, b := range bases {
		bm := b.Type()
		switch {
		case winner.IsSubtype(bm):
		case bm.IsSubtype(winner):
			winner = bm
		default:
			return nil, Errorf(TypeErrorType, "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
		}
	}
	return winner, nil
}

// calcForeignMeta is calcMeta for bases of which some are not classes
// (CPython's __build_class__ and _PyType_CalculateMetaclass): without an
// explicit metaclass the first base's class is the candidate, and each
// base's class must be its subclass or superclass. The winner need not be
// a metaclass: class B(1) calls int, class B(math) calls the module type.
func calcForeignMeta(explicit *Type, bases []Value) (*Type, error) {
	winner := explicit
	if winner == nil {
		winner = bases[0].Type()
	}
	for _, b := range bases {
		bm := b.Type()
		switch {
		case winner.IsSubtype(bm):
		case bm.IsSubtype(winner):
			winner = bm
		default:
			return nil, Errorf(TypeErrorType, "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
		}
	}
	return winner, nil
}

// metaAttr looks name up in the user classes of a metaclass's MRO (what
// type_getattro finds on the metatype).
func metaAttr(meta *Type, name string) (Value, *Type) {
	for _, m := range meta.MRO {
		if m.user == nil {
			continue
		}
		if x, ok := m.Dict.Get(name); ok {
			return x, m
		}
	}
	return nil, nil
}

// SetClassAttr sets (x == nil: deletes) an attribute of a user class
// without consulting the attribute policy: for standard library modules
// written in Python that keep their own metadata on classes
// (__dataclass_fields__). Slots and caches are refreshed as for C.x = v.
func SetClassAttr(t *Thread, cls *Type, name string, x Value) error {
	return typeSetAttr(t, cls, name, x)
}

// ClassAttr looks name up along cls's MRO without the attribute policy
// or descriptors; nil when absent.
func ClassAttr(cls *Type, name string) Value {
	v, _ := findAttr(cls, name)
	return v
}

// SetDisplayName sets the name a user class shows in CPython's error
// messages where C types show their tp_name ("unsupported operand
// type(s) for +: 'datetime.date' and 'int'"): standard library classes
// written in Python call it to look like their C counterparts.
func (t *Type) SetDisplayName(name string) {
	if t.user != nil {
		t.user.displayName = name
	}
}

// AttrOwner returns the class of cls's MRO that defines name (in its dict
// or, for builtin types, as a slot), or nil.
func AttrOwner(cls *Type, name string) *Type {
	_, owner := findAttr(cls, name)
	return owner
}

// metaGetAttrFallback is the GetAttr slot of a metaclass defining
// __getattr__: the class's own lookup, then M.__getattr__(cls, name) on
// AttributeError.
func metaGetAttrFallback(t *Thread, v Value, name string) (Value, error) {
	r, err := typeGetAttr(t, v, name)
	if err == nil {
		return r, nil
	}
	if e, ok := err.(*Exception); !ok || !e.cls.IsSubtype(AttributeErrorType) {
		return nil, err
	}
	r, _, err = callDunder(t, v, "__getattr__", NewStrT(t, name))
	return r, err
}
