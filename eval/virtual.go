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

// IsSubclassOf is issubclass(sub, cls): the MRO test, then cls's virtual
// subclasses and those of cls's subclasses, searched as CPython's
// ABCMeta.__subclasscheck__ does: recursively (each class two levels of
// the recursion limit, as the method's frame and issubclass's recursion
// check are in CPython, so a chain of registrations some 500 long is a
// RecursionError there and here), every registration and subclass
// looked at counted as an operation.
func (sub *Type) IsSubclassOf(t *Thread, cls *Type) (bool, error) {
	if sub.IsSubtype(cls) {
		return true, nil
	}
	if cls.user == nil || !cls.user.virtualBelow {
		return false, nil
	}
	// Each class is searched once (CPython's negative caches do the
	// same): in a lattice of subclasses the paths to a class are
	// exponentially many.
	return sub.virtualOf(t, cls, map[*Type]bool{})
}

func (sub *Type) virtualOf(t *Thread, cls *Type, seen map[*Type]bool) (bool, error) {
	u := cls.user
	if u == nil || !u.virtualBelow || seen[cls] {
		return false, nil
	}
	seen[cls] = true
	if err := t.nest(); err != nil {
		return false, err
	}
	defer t.unnest()
	if err := t.nest(); err != nil {
		return false, err
	}
	defer t.unnest()
	for _, v := range u.virtual {
		if err := t.Work(1); err != nil {
			return false, err
		}
		if sub.IsSubtype(v) {
			return true, nil
		}
		if ok, err := sub.virtualOf(t, v, seen); ok || err != nil {
			return ok, err
		}
	}
	for _, p := range u.subclasses.ptrs {
		if err := t.Work(1); err != nil {
			return false, err
		}
		if s := p.Value(); s != nil {
			if ok, err := sub.virtualOf(t, s, seen); ok || err != nil {
				return ok, err
			}
		}
	}
	return false, nil
}
