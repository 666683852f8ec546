package eval

import "fmt"

// A class's __dict__, as a program reads it: a read-only mappingproxy of
// a copy of the class's namespace laid out as CPython 3.11 shows it. A
// class that gives its instances a __dict__ or __weakref__ (a plain
// class, not one with __slots__ or whose base already does) lists them as
// getset descriptors after its own names, and the __doc__ = None that
// class creation adds comes last.

// getsetDescr is C.__dict__['__dict__'] or C.__dict__['__weakref__']:
// CPython's getset_descriptor for the instance's dict or weak reference
// list (pyinterp has no weak references: __weakref__ reads None).
type getsetDescr struct {
	name  string // "__dict__" or "__weakref__"
	owner *Type
}

// GetSetDescriptorType is type(C.__dict__['__dict__']).
var GetSetDescriptorType = newBuiltinType("getset_descriptor")

func (*getsetDescr) Type() *Type { return GetSetDescriptorType }

func (d *getsetDescr) get(t *Thread, obj Value) (Value, error) {
	if obj == nil || obj == None {
		return d, nil
	}
	if !obj.Type().IsSubtype(d.owner) {
		return nil, Errorf(TypeErrorType, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", d.name, d.owner.Name, TypeName(obj))
	}
	if d.name == "__weakref__" {
		return None, nil
	}
	return Vars(t, obj)
}

func init() {
	GetSetDescriptorType.setBase(ObjectType)
	GetSetDescriptorType.NoSubclass = true
	GetSetDescriptorType.Hash = identityHash
	GetSetDescriptorType.Repr = func(t *Thread, v Value) (string, error) {
		d := v.(*getsetDescr)
		return fmt.Sprintf("<attribute '%s' of '%s' objects>", d.name, d.owner.Name), nil
	}
	GetSetDescriptorType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		d := v.(*getsetDescr)
		switch name {
		case "__name__":
			return NewStrT(t, d.name), nil
		case "__qualname__":
			return NewStrT(t, d.owner.Name+"."+d.name), nil
		case "__objclass__":
			return d.owner, nil
		case "__doc__":
			return None, nil
		case "__get__":
			if err := Reserve(t, builtinMethodBytes); err != nil {
				return nil, err
			}
			return NewBuiltin("__get__", func(t *Thread, _ Value, args []Value, kwnames []string) (Value, error) {
				var obj, typ Value = nil, None
				if err := UnpackArgs(t, "__get__", args, kwnames, "instance/", &obj, "owner?/", &typ); err != nil {
					return nil, err
				}
				return d.get(t, obj)
			}), nil
		}
		return genericGetAttr(t, v, name)
	}
}

// classDictView is cls.__dict__ (and vars(cls)). The names of the
// class's making come first, then its getsets and the __doc__ class
// creation added, then the names set on the class since (a dataclass's
// methods), as in CPython. A user class's views share one dict, which
// typeSetAttr updates (updateClassView), so that they show the class as
// it is and iterating one while the class gains or loses a name fails
// as iterating CPython's class dict does.
func classDictView(t *Thread, cls *Type) (Value, error) {
	u := cls.user
	if u != nil && u.view != nil {
		return &MappingProxy{d: u.view}, nil //allocpath:ok constant size
	}
	if err := ReserveArray(t, int64(cls.Dict.Len()+3), mapEntryBytes); err != nil {
		return nil, err
	}
	d := NewDictT(t)
	if u == nil {
		cls.Dict.Range(func(k string, x Value) bool { d.SetStr(k, x); return true })
		return &MappingProxy{d: d}, nil //allocpath:ok constant size, charged with the view above
	}
	done := false
	extras := func() {
		done = true
		slots, hasSlots := cls.Dict.Get("__slots__")
		for i, n := range []string{"__dict__", "__weakref__"} {
			if hasSlots && slotsName(slots, n) || !hasSlots && !basesHave(cls, n) {
				gs := u.getsets[i]
				if gs == nil {
					gs = &getsetDescr{name: n, owner: cls} //allocpath:ok at most two per class, charged with the view above
					u.getsets[i] = gs
				}
				d.SetStr(n, gs)
			}
		}
		if doc, ok := cls.Dict.Get("__doc__"); ok && u.docAdded {
			d.SetStr("__doc__", doc)
		}
	}
	cls.Dict.Range(func(k string, x Value) bool {
		if k == "__doc__" && u.docAdded {
			return true
		}
		d.SetStr(k, x)
		if !done && k == u.nsLast {
			extras()
		}
		return true
	})
	if !done {
		extras()
	}
	u.view = d
	return &MappingProxy{d: d}, nil //allocpath:ok constant size, charged with the view above
}

// updateClassView stores x as name in view, the dict behind a class's
// __dict__ views, or deletes name when x is nil, as typeSetAttr changes
// the class.
func updateClassView(t *Thread, view *Dict, name string, x Value) error {
	k := NewStrT(t, name)
	if x == nil {
		_, err := view.Delete(t, k)
		return err
	}
	return view.SetItem(t, k, x)
}
