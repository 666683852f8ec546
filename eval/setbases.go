package eval

import "slices"

// setBases is C.__bases__ = x for a user class (CPython's type_set_bases):
// the new bases must keep the instance layout (compatible_for_assignment);
// the MROs of the class and of its subclasses are recomputed (all restored
// if one fails), the subclass lists moved, and the slots refreshed.
func setBases(t *Thread, cls *Type, x Value) error {
	if x == nil {
		return Errorf(TypeErrorType, "cannot delete '__bases__' attribute of immutable type '%s'", cls.Name)
	}
	tu, ok := As[*Tuple](x)
	if !ok {
		return Errorf(TypeErrorType, "can only assign tuple to %s.__bases__, not %s", cls.Name, TypeName(x))
	}
	if len(tu.elems) == 0 {
		return Errorf(TypeErrorType, "can only assign non-empty tuple to %s.__bases__, not ()", cls.Name)
	}
	bases, err := Make[*Type](t, len(tu.elems))
	if err != nil {
		return err
	}
	for i, e := range tu.elems {
		b, ok := e.(*Type)
		if !ok {
			return Errorf(TypeErrorType, "%s.__bases__ must be tuple of classes, not '%s'", cls.Name, TypeName(e))
		}
		if b.IsSubtype(cls) {
			return Errorf(TypeErrorType, "a __bases__ item causes an inheritance cycle")
		}
		bases[i] = b
	}
	// best_base, as in newClassWithMeta.
	var layout *Type
	best := bases[0]
	for _, b := range bases {
		l := layoutOf(b)
		switch {
		case layout == nil || layout.IsSubtype(l):
			if layout == nil {
				layout = l
			}
		case l.IsSubtype(layout):
			layout = l
			best = b
		default:
			return Errorf(TypeErrorType, "multiple bases have instance lay-out conflict")
		}
	}
	if err := compatibleBases(cls.Base, best); err != nil {
		return err
	}
	if err := checkDuplicateBases(t, bases); err != nil {
		return err
	}

	oldBases, oldBase := cls.Bases, cls.Base
	oldMRO := map[*Type][]*Type{}
	restore := func() {
		cls.Bases, cls.Base = oldBases, oldBase
		for c, m := range oldMRO {
			c.MRO = m
		}
	}
	cls.Bases, cls.Base = bases, best
	err = walkSubclasses(cls, func(c *Type) error {
		mro, err := c3(t, c, c.Bases)
		if err != nil {
			return err
		}
		if _, ok := oldMRO[c]; !ok {
			oldMRO[c] = c.MRO
		}
		c.MRO = mro
		return nil
	})
	if err != nil {
		restore()
		return err
	}
	for _, b := range oldBases {
		if b.user != nil {
			b.user.subclasses.remove(cls)
		}
	}
	for _, b := range bases {
		if b.user != nil {
			b.user.subclasses.add(cls)
		}
	}
	cls.user.view = nil // its __dict__ and __weakref__ entries follow the bases
	return refreshSlots(t, cls)
}

// compatibleBases is CPython's compatible_for_assignment for the old and
// the new best base of a class whose __bases__ is assigned.
func compatibleBases(oldto, newto *Type) error {
	if oldto == newto {
		return nil
	}
	sameBuiltinFamily := oldto.user == nil && newto.user == nil &&
		layoutOf(oldto) == BaseExceptionType && layoutOf(newto) == BaseExceptionType
	if (oldto.user == nil || newto.user == nil) && !sameBuiltinFamily {
		return Errorf(TypeErrorType, "__bases__ assignment: '%s' deallocator differs from '%s'", newto.Name, oldto.Name)
	}
	if sameBuiltinFamily {
		return nil
	}
	newbase, oldbase := solidUserBase(newto), solidUserBase(oldto)
	if newbase != oldbase && (newbase.Base != oldbase.Base || !sameSlotsAdded(newbase, oldbase)) {
		return Errorf(TypeErrorType, "__bases__ assignment: '%s' object layout differs from '%s'", newto.Name, oldto.Name)
	}
	return nil
}

// solidUserBase walks up from the user class c while a class has the same
// instance layout as its (user) base: no __slots__ of its own, the same
// __dict__.
func solidUserBase(c *Type) *Type {
	for c.Base != nil && c.Base.user != nil && len(ownSlots(c)) == 0 && c.user.hasDict == c.Base.user.hasDict {
		c = c.Base
	}
	return c
}

// sameSlotsAdded reports whether two user classes add the same instance
// members: the same __slots__ names and the same __dict__.
func sameSlotsAdded(a, b *Type) bool {
	return a.user.hasDict == b.user.hasDict && slices.EqualFunc(ownSlots(a), ownSlots(b),
		func(x, y *memberDescr) bool { return x.name == y.name })
}

// ownSlots returns the __slots__ members a user class defines itself, in
// layout order.
func ownSlots(c *Type) []*memberDescr {
	var ds []*memberDescr
	c.Dict.Range(func(_ string, v Value) bool {
		if d, ok := v.(*memberDescr); ok && d.owner == c {
			ds = append(ds, d)
		}
		return true
	})
	slices.SortFunc(ds, func(x, y *memberDescr) int { return x.index - y.index })
	return ds
}
