package eval

// Virtual subclasses: what abc.ABCMeta.register and __subclasscheck__
// provide in CPython, reduced to what pyinterp's abc and numbers modules
// need. Only isinstance and issubclass consult them (IsSubclassOf);
// IsSubtype, used by method descriptors and except clauses, stays the
// real MRO test, as CPython's PyType_IsSubtype is.

// RegisterVirtual records sub as a virtual subclass of the user class t.
// It reports false when t is not a user class.
func (t *Type) RegisterVirtual(sub *Type) bool {
	if t.user == nil {
		return false
	}
	t.user.virtual = append(t.user.virtual, sub)
	for _, m := range t.MRO {
		if m.user != nil {
			m.user.virtualBelow = true
		}
	}
	return true
}

// IsSubclassOf is issubclass(sub, t): the MRO test, then t's virtual
// subclasses and those of t's subclasses.
func (sub *Type) IsSubclassOf(t *Type) bool {
	if sub.IsSubtype(t) {
		return true
	}
	return sub.virtualOf(t, 0)
}

func (sub *Type) virtualOf(t *Type, depth int) bool {
	if t.user == nil || !t.user.virtualBelow || depth > 100 {
		return false
	}
	for _, v := range t.user.virtual {
		if sub.IsSubtype(v) || sub.virtualOf(v, depth+1) {
			return true
		}
	}
	for _, s := range t.user.subclasses {
		if sub.virtualOf(s, depth+1) {
			return true
		}
	}
	return false
}
