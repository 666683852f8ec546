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
	if t.user == nil || !t.user.virtualBelow {
		return false
	}
	// Each class is searched once: in a lattice of subclasses the paths
	// to a class are exponentially many.
	return sub.virtualOf(t, 0, map[*Type]bool{})
}

func (sub *Type) virtualOf(t *Type, depth int, seen map[*Type]bool) bool {
	if t.user == nil || !t.user.virtualBelow || depth > 100 || seen[t] {
		return false
	}
	seen[t] = true
	for _, v := range t.user.virtual {
		if sub.IsSubtype(v) || sub.virtualOf(v, depth+1, seen) {
			return true
		}
	}
	for _, s := range t.user.subclasses.all() {
		if sub.virtualOf(s, depth+1, seen) {
			return true
		}
	}
	return false
}
