package eval

import (
	"sort"
	"strings"
)

// dir(): the names of an object's attributes, as CPython 3.11 lists them.
//
// CPython merges the __dict__ of a class and of every base (type.__dir__),
// adding an instance's own __dict__ (object.__dir__). pyinterp's builtin
// types keep their dunders in Go slots and the classes of the modules it
// writes in Python keep private helpers, so their own names come from
// CPython's, generated into typedir_gen.go (gen_typedir.py); a program's
// classes list what they define, with the entries CPython's class
// creation adds (__module__, __doc__, and __dict__/__weakref__ where the
// class introduces them).

// Dir is dir(v).
func Dir(t *Thread, v Value) (Value, error) { return dirOf(t, v) }

// dirOf returns dir(v): a type's own __dir__ if a class defines one,
// else the merged names, sorted.
func dirOf(t *Thread, v Value) (*List, error) {
	if m := v.Type().Lookup("__dir__"); m != nil {
		if _, user := m.(*Function); user {
			return dirCustom(t, v, m)
		}
	}
	return dirDefault(t, v)
}

// dirDefault is dir(v) without a class's own __dir__: object.__dir__ for
// an instance, type.__dir__ for a class, module.__dir__ for a module.
func dirDefault(t *Thread, v Value) (*List, error) {
	names := map[string]bool{}
	if m, ok := v.(*Module); ok {
		// module.__dir__: the names of the module's namespace, with the
		// module dunders pyinterp has (no __file__, __loader__, __spec__).
		if err := m.LoadAll(t); err != nil {
			return nil, err
		}
		m.Attrs.Range(func(k string, _ Value) bool { names[k] = true; return true })
		names["__name__"] = true
		names["__doc__"] = true
	} else if cls, ok := v.(*Type); ok {
		dirClass(cls, names)
	} else {
		dirClass(v.Type(), names)
		// The private attributes pyinterp's library classes keep on their
		// instances (StringIO's buffer) are not CPython's: an instance of
		// such a class lists only the private names its class lists.
		_, _, library := cpythonClass(v.Type())
		if fn, ok := v.(*Function); ok {
			fn.attrNames(func(k string, _ Value) { names[k] = true })
		}
		if d := instanceDictOf(t, v); d != nil {
			d.Range(func(k, _ Value) bool {
				if s, ok := k.(*Str); ok && (!library || !strings.HasPrefix(s.s, "_") || names[s.s]) {
					names[s.s] = true
				}
				return true
			})
		}
	}
	// Collecting and sorting names is cheap next to an operation: one per
	// 64 names (a class can hold millions).
	if err := t.Steps(1 + int64(len(names))/64); err != nil {
		return nil, err
	}
	out, err := MakeCap[string](t, 0, len(names))
	if err != nil {
		return nil, err
	}
	for n := range names {
		out = append(out, n)
	}
	sort.Strings(out)
	vals, err := Make[Value](t, len(out))
	if err != nil {
		return nil, err
	}
	for i, n := range out {
		vals[i] = NewStrT(t, n)
	}
	return NewListT(t, vals), nil
}

// dirCustom is dir(v) for a class defining __dir__: its result as a
// sorted list.
func dirCustom(t *Thread, v Value, m Value) (*List, error) {
	res, err := callBound(t, m, v.Type(), v, nil, nil)
	if err != nil {
		return nil, err
	}
	lv, err := listFromIterable(t, res)
	if err != nil {
		return nil, err
	}
	l := lv.(*List)
	if err := listSortValues(t, l.elems); err != nil {
		return nil, err
	}
	return l, nil
}

// dirClass adds the names cls and its bases define. A builtin or library
// class adds CPython's names for it and for the classes of its MRO in
// CPython (io.StringIO's bases are C classes there, Python ones here).
func dirClass(cls *Type, names map[string]bool) {
	var covered map[string]bool
	var skip map[*Type]bool // the bases of an expanded library class: CPython's MRO replaces them
	addOwn := func(own string) {
		for own != "" {
			var n string
			n, own, _ = strings.Cut(own, " ")
			names[n] = true
		}
	}
	for _, m := range cls.MRO {
		if skip[m] {
			continue
		}
		if k, entry, ok := cpythonClass(m); ok {
			if covered[k] {
				continue
			}
			if covered == nil {
				covered, skip = map[string]bool{}, map[*Type]bool{}
			}
			covered[k] = true
			for _, b := range m.MRO[1:] {
				skip[b] = true
			}
			own, bases, _ := strings.Cut(entry, "|")
			addOwn(own)
			for bases != "" {
				var b string
				b, bases, _ = strings.Cut(bases, " ")
				if !covered[b] {
					covered[b] = true
					bown, _, _ := strings.Cut(builtinTypeDir[b], "|")
					addOwn(bown)
				}
			}
			continue
		}
		if m.Dict != nil {
			m.Dict.Range(func(k string, _ Value) bool { names[k] = true; return true })
		}
		if m.IsUserClass() {
			names["__module__"], names["__doc__"] = true, true
			slots, hasSlots := m.Dict.Get("__slots__")
			for _, n := range []string{"__dict__", "__weakref__"} {
				if hasSlots && slotsName(slots, n) || !hasSlots && !basesHave(m, n) {
					names[n] = true
				}
			}
		}
	}
}

// slotsName reports whether a class's __slots__ value names name.
func slotsName(slots Value, name string) bool {
	if s, ok := slots.(*Str); ok {
		return s.s == name
	}
	var elems []Value
	switch x := slots.(type) {
	case *Tuple:
		elems = x.elems
	case *List:
		elems = x.elems
	}
	for _, e := range elems {
		if s, ok := e.(*Str); ok && s.s == name {
			return true
		}
	}
	return false
}

// cpythonClass returns the key and entry of builtinTypeDir for a builtin
// type or a class of a library module (not for a program's classes).
func cpythonClass(cls *Type) (string, string, bool) {
	mod := cls.Module
	if mod == "" {
		mod = "builtins"
	}
	if cls.IsUserClass() && (mod == "builtins" || mod == "__main__") {
		return "", "", false
	}
	k := mod + "." + cls.QualName()
	entry, ok := builtinTypeDir[k]
	return k, entry, ok
}

// noWeakrefSlot are the builtin types whose subclasses CPython gives no
// __weakref__ descriptor (variable-size objects, and sets, which keep
// their weak reference list themselves).
var noWeakrefSlot = map[string]bool{
	"builtins.int": true, "builtins.bytes": true, "builtins.tuple": true,
	"builtins.set": true, "builtins.frozenset": true, "builtins.type": true,
}

// basesHave reports whether a base of cls already gives its instances the
// __dict__ or __weakref__ descriptor (so cls's own __dict__ lacks it).
func basesHave(cls *Type, name string) bool {
	for _, b := range cls.MRO[1:] {
		if k, entry, ok := cpythonClass(b); ok {
			own, _, _ := strings.Cut(entry, "|")
			if strings.Contains(" "+own+" ", " "+name+" ") || name == "__weakref__" && noWeakrefSlot[k] {
				return true
			}
			continue
		}
		if b.IsUserClass() {
			if _, slots := b.Dict.Get("__slots__"); !slots {
				return true
			}
		}
	}
	return false
}
