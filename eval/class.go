package eval

import (
	"strings"
	"unsafe"
)

// User classes: creation (C3 linearisation, instance layout, __slots__,
// __set_name__, __init_subclass__), the type object's attributes, and
// calling a class.

// classInfo is what a user class has beyond the fields of Type.
type classInfo struct {
	qualname string
	// displayName, when set, is what TypeName reports (SetDisplayName).
	displayName string

	// payload is the builtin type (dict, list, str, int, ...) whose value
	// every instance carries in Instance.base; nil for classes whose
	// instances are plain objects or exceptions.
	payload *Type
	// exc: instances are *Exception (a subclass of BaseException).
	exc bool
	// hasDict: instances have a __dict__ (no __slots__ without "__dict__"
	// anywhere in the MRO).
	hasDict bool
	// nslots is the number of __slots__ members of the class and its bases.
	nslots int
	// getsets are the class's __dict__ and __weakref__ descriptors, made
	// when its __dict__ is first read (classdict.go).
	getsets [2]*getsetDescr
	// nsLast is the last name the class had when it was made (its
	// namespace and slot members), docAdded that class creation added
	// __doc__: where CPython's __dict__ shows the getsets and __doc__.
	nsLast   string
	docAdded bool

	subclasses subclassList

	// virtual lists the classes registered as virtual subclasses
	// (abc's register); virtualBelow is set on a class when it or one of
	// its subclasses has any, so IsSubclassOf looks further only then.
	virtual      []*Type
	virtualBelow bool

	// Which slot families user code implements (set by updateSlots).
	strUser            bool
	formatUser         bool // a user class in the MRO defines __format__
	hasGetattr         bool
	customGetattribute bool
	userSetattr        bool
	binUser            [numBinaryOps]bool

	// cache memoizes findAttr along the MRO (misses too); cleared when
	// the class or one of its bases changes.
	cache map[string]attrHit
	// recent holds the last names findAttr answered from cache, found
	// by their strings' pointers (a dunder slot asks the same constant
	// name on every call) without the map's hashing; cleared with it.
	recent     [4]attrRecent
	recentNext uint8
	// version changes with cache: the attribute sites' inline caches
	// (attrcache.go) hold an entry for one version of the class.
	version uint64

	// view is the dict behind the class's __dict__ mappingproxies, made
	// at the first (classDictView) and kept up to date by typeSetAttr.
	view *Dict

	// attrHint is the most attributes an instance of the class has had
	// (up to attrHintMax): an instance's attribute arrays are made that
	// large at its first attribute, instead of growing 1, 2, 4, ...
	attrHint int
	// shape is the attribute names of the class's instances in the order
	// they are usually set: instances whose names follow it share its
	// array instead of each keeping its own (StrDict.shape).
	shape attrShape
}

// attrHintMax bounds classInfo.attrHint: one instance given many
// attributes must not make every later instance large.
const attrHintMax = 16

// attrRecent is one of classInfo.recent.
type attrRecent struct {
	name string
	hit  attrHit
}

type attrHit struct {
	v     Value
	owner *Type
}

// IsUserClass reports whether t was created by Python code.
func (t *Type) IsUserClass() bool { return t.user != nil }

// QualName returns the class's __qualname__.
func (t *Type) QualName() string {
	if t.user != nil {
		return t.user.qualname
	}
	return t.Name
}

// builtinBase returns the nearest builtin type in t's MRO.
func (t *Type) builtinBase() *Type {
	for _, m := range t.MRO {
		if m.user == nil {
			return m
		}
	}
	return ObjectType
}

// layoutOf returns the builtin type deciding the layout of instances of
// t: object, BaseException, or a payload type (dict, list, ...).
func layoutOf(t *Type) *Type {
	b := t.builtinBase()
	if b.IsSubtype(BaseExceptionType) {
		return BaseExceptionType
	}
	return b
}

// c3 computes the MRO of a class with the given bases (CPython's
// mro_implementation). The merge costs up to the square of the number of
// classes involved times their MRO lengths (a class with thousands of
// bases), so it charges its copies and counts its work as it goes.
func c3(t *Thread, cls *Type, bases []*Type) ([]*Type, error) {
	total := len(bases) + 1
	for _, b := range bases {
		total += len(b.MRO)
	}
	seqs, err := Make[[]*Type](t, len(bases)+1)
	if err != nil {
		return nil, err
	}
	flat, err := MakeCap[*Type](t, 0, total)
	if err != nil {
		return nil, err
	}
	for i, b := range bases {
		start := len(flat)
		flat = append(flat, b.MRO...)
		seqs[i] = flat[start:len(flat):len(flat)]
	}
	start := len(flat)
	flat = append(flat, bases...)
	seqs[len(bases)] = flat[start:len(flat):len(flat)]
	out, err := MakeCap[*Type](t, 1, total)
	if err != nil {
		return nil, err
	}
	out[0] = cls
	work := 0 // comparisons since the last count
	for {
		empty := true
		for _, s := range seqs {
			if len(s) > 0 {
				empty = false
			}
		}
		if empty {
			return out, nil
		}
		var cand *Type
	search:
		for _, s := range seqs {
			if len(s) == 0 {
				continue
			}
			h := s[0]
			for _, o := range seqs {
				tail := o[min(1, len(o)):]
				if work += len(tail) + 1; work >= c3WorkPerStep {
					if err := t.Work(int64(work / c3WorkPerStep)); err != nil {
						return nil, err
					}
					work %= c3WorkPerStep
				}
				for _, x := range tail {
					if x == h {
						continue search
					}
				}
			}
			cand = h
			break
		}
		if cand == nil {
			var names []string
			seen := map[*Type]bool{}
			for _, s := range seqs {
				if len(s) > 0 && !seen[s[0]] {
					seen[s[0]] = true
					names = append(names, s[0].Name)
				}
			}
			msg, err := Join(t, names, ", ")
			if err != nil {
				return nil, err
			}
			return nil, Errorf(TypeErrorType, "Cannot create a consistent method resolution\norder (MRO) for bases %s", msg)
		}
		out = append(out, cand)
		for i, s := range seqs {
			if len(s) > 0 && s[0] == cand {
				seqs[i] = s[1:]
			}
		}
	}
}

// c3WorkPerStep is how many class comparisons of the C3 merge count as
// one operation.
const c3WorkPerStep = 256

// checkDuplicateBases raises CPython's TypeError for a class listed twice
// among bases.
func checkDuplicateBases(t *Thread, bases []*Type) error {
	seen, err := MakeMap[*Type, bool](t, len(bases))
	if err != nil {
		return err
	}
	for _, b := range bases {
		if seen[b] {
			return Errorf(TypeErrorType, "duplicate base class %s", b.Name)
		}
		seen[b] = true
	}
	return nil
}

// NewClass creates a class as type(name, bases, ns) does, then runs
// __set_name__ and __init_subclass__ (with kwargs, given as alternating
// names and values in kwnames/kwvals).
func NewClass(t *Thread, name, qualname string, bases []*Type, ns *Dict, kwnames []string, kwvals []Value) (*Type, error) {
	return newClassWithMeta(t, nil, name, qualname, bases, ns, kwnames, kwvals)
}

// newClassWithMeta is NewClass for a class whose metaclass is meta (nil:
// type).
func newClassWithMeta(t *Thread, meta *Type, name, qualname string, bases []*Type, ns *Dict, kwnames []string, kwvals []Value) (*Type, error) {
	cls, err := createClass(t, meta, name, qualname, bases, ns)
	if err != nil {
		return nil, err
	}
	return cls, classHooks(t, cls, kwnames, kwvals)
}

// createClass is type.__new__ without the hooks it calls on the new
// class (__set_name__, __init_subclass__): the class, its MRO, layout,
// namespace and slots.
func createClass(t *Thread, meta *Type, name, qualname string, bases []*Type, ns *Dict) (*Type, error) {
	if len(bases) == 0 {
		bases = []*Type{ObjectType}
	}
	for _, b := range bases {
		if b.NoSubclass {
			return nil, Errorf(TypeErrorType, "type '%s' is not an acceptable base type", b.Name)
		}
	}
	if len(bases) > 1 {
		if err := checkDuplicateBases(t, bases); err != nil {
			return nil, err
		}
	}
	// The class, its namespace and (below) its MRO are charged before
	// they are made: millions of classes are as many megabytes.
	if err := Reserve(t, classBytes); err != nil {
		return nil, err
	}
	if err := ReserveArray(t, int64(ns.Len()), classEntryBytes); err != nil {
		return nil, err
	}
	cls := &Type{Name: name, Module: "__main__", Bases: bases, Dict: NewStrDict()}
	if meta != TypeType {
		cls.meta = meta
	}
	info := &classInfo{qualname: qualname}
	cls.user = info
	mro, err := c3(t, cls, bases)
	if err != nil {
		return nil, err
	}
	cls.MRO = mro
	// The layout checks below and updateSlots walk the bases' MROs.
	if err := t.Work(int64(len(mro) + len(bases))); err != nil {
		return nil, err
	}

	// Layout: every base's layout must be on one line of descent.
	var layout *Type
	cls.Base = bases[0]
	for _, b := range bases {
		l := layoutOf(b)
		switch {
		case layout == nil || layout.IsSubtype(l):
			if layout == nil {
				layout = l
			}
		case l.IsSubtype(layout):
			layout = l
			cls.Base = b
		default:
			return nil, Errorf(TypeErrorType, "multiple bases have instance lay-out conflict")
		}
	}
	if layout == BaseExceptionType {
		info.exc = true
	} else if layout != ObjectType {
		info.payload = cls.builtinBase()
	}

	// The namespace.
	var nsErr error
	cls.Dict.reserve(ns.Len() + classDictRoom)
	ns.Range(func(k, v Value) bool {
		s, ok := k.(*Str)
		if !ok {
			nsErr = Errorf(TypeErrorType, "type.__new__() argument 3 keys must be str")
			return false
		}
		cls.Dict.Set(s.s, v)
		return true
	})
	if nsErr != nil {
		return nil, nsErr
	}
	if m, ok := cls.Dict.Get("__module__"); ok {
		if s, ok := m.(*Str); ok {
			cls.Module = s.s
		}
	} else {
		cls.Dict.Set("__module__", NewStrT(t, cls.Module))
	}
	if q, ok := cls.Dict.Get("__qualname__"); ok {
		s, ok := q.(*Str)
		if !ok {
			return nil, Errorf(TypeErrorType, "type __qualname__ must be a str, not %s", TypeName(q))
		}
		info.qualname = s.s
		cls.Dict.Delete("__qualname__")
	}
	if _, ok := cls.Dict.Get("__doc__"); !ok {
		cls.Dict.Set("__doc__", None)
		info.docAdded = true
	}
	for _, n := range []string{"__init_subclass__", "__class_getitem__"} {
		if f, ok := cls.Dict.Get(n); ok {
			if _, ok := f.(*Function); ok {
				cls.Dict.Set(n, &ClassMethod{fn: f})
			}
		}
	}
	if f, ok := cls.Dict.Get("__new__"); ok {
		if _, ok := f.(*Function); ok {
			cls.Dict.Set("__new__", &StaticMethod{fn: f})
		}
	}
	if _, ok := cls.Dict.Get("__eq__"); ok {
		if _, ok := cls.Dict.Get("__hash__"); !ok {
			cls.Dict.Set("__hash__", None)
		}
	}

	// __slots__ and __dict__.
	for _, b := range bases {
		if b.user != nil && b.user.nslots > info.nslots {
			info.nslots = b.user.nslots
		}
	}
	baseHasDict := false
	for _, b := range mro[1:] {
		if b.user != nil && b.user.hasDict {
			baseHasDict = true
		}
	}
	if info.exc {
		baseHasDict = true
	}
	if sv, ok := cls.Dict.Get("__slots__"); ok {
		names, err := slotNames(t, sv)
		if err != nil {
			return nil, err
		}
		info.hasDict = baseHasDict
		// Each name costs a descriptor and a namespace entry: charged, and
		// the loop counted, so a class of a million slots stays in budget.
		if err := ReserveArray(t, int64(len(names)), memberDescrSize); err != nil {
			return nil, err
		}
		for _, n := range names {
			if err := t.Steps(1); err != nil {
				return nil, err
			}
			if n == "__dict__" {
				if info.hasDict {
					return nil, Errorf(TypeErrorType, "__dict__ slot disallowed: we already got one")
				}
				info.hasDict = true
				continue
			}
			if _, ok := cls.Dict.Get(n); ok {
				return nil, Errorf(ValueErrorType, "'%s' in __slots__ conflicts with class variable", n)
			}
			mangled := n
			if strings.HasPrefix(n, "__") && !strings.HasSuffix(n, "__") {
				mangled = "_" + strings.TrimLeft(name, "_") + n
			}
			cls.Dict.Set(mangled, &memberDescr{name: mangled, owner: cls, index: info.nslots})
			info.nslots++
		}
	} else {
		info.hasDict = true
	}
	cls.Dict.Range(func(n string, _ Value) bool {
		if n != "__doc__" || !info.docAdded {
			info.nsLast = n
		}
		return true
	})

	for _, b := range bases {
		if b.user != nil {
			b.user.subclasses.add(cls)
		}
	}
	if err := t.Work(int64(slotsWork(cls))); err != nil {
		return nil, err
	}
	updateSlots(cls)
	return cls, nil
}

// classHooks calls __set_name__ on the values of a new class's namespace
// and the __init_subclass__ of its nearest base that has one.
func classHooks(t *Thread, cls *Type, kwnames []string, kwvals []Value) error {
	// __set_name__ on the namespace values, in definition order.
	var err2 error
	cls.Dict.Range(func(n string, v Value) bool {
		if p, ok := v.(*Property); ok {
			p.name = n
			return true
		}
		f, owner := findAttr(v.Type(), "__set_name__")
		if f == nil || owner.user == nil {
			return true
		}
		if _, err := callBound(t, f, owner, v, []Value{cls, NewStrT(t, n)}, nil); err != nil {
			if e, ok := err.(*Exception); ok {
				// CPython 3.11's type_new_set_names.
				r, rerr := Repr(t, NewStrT(t, n))
				if rerr != nil {
					r = "'" + n + "'"
				}
				w := Errorf(RuntimeErrorType, "Error calling __set_name__ on '%s' instance %s in '%s'", v.Type().Name, r, cls.Name)
				w.Cause, w.Context = e, e
				err = w
			}
			err2 = err
			return false
		}
		return true
	})
	if err2 != nil {
		return err2
	}
	// __init_subclass__ of the nearest base that has one.
	args := append([]Value(nil), kwvals...)
	return initSubclass(t, cls, args, kwnames)
}

func initSubclass(t *Thread, cls *Type, args []Value, kwnames []string) error {
	for _, m := range cls.MRO[1:] {
		if m.user == nil {
			continue
		}
		if v, ok := m.Dict.Get("__init_subclass__"); ok {
			f, err := descrGet(t, v, m, cls, cls)
			if err != nil {
				return err
			}
			_, err = Call(t, f, args, kwnames)
			return err
		}
	}
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s.__init_subclass__() takes no keyword arguments", cls.Name)
	}
	return nil
}

// memberDescrSize is what one __slots__ name costs a class: its
// memberDescr and its entry in the class namespace.
const memberDescrSize = int64(unsafe.Sizeof(memberDescr{})) + 64

// slotNames returns the names listed by a __slots__ value.
func slotNames(t *Thread, v Value) ([]string, error) {
	if s, ok := v.(*Str); ok {
		return []string{s.s}, nil
	}
	it, err := Iterate(t, v)
	if err != nil {
		return nil, err
	}
	var out []string
	for {
		x, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if x == nil {
			return out, nil
		}
		s, ok := x.(*Str)
		if !ok {
			return nil, Errorf(TypeErrorType, "__slots__ items must be strings, not '%s'", TypeName(x))
		}
		if err := t.Steps(1); err != nil {
			return nil, err
		}
		if out, err = Append(t, out, s.s); err != nil {
			return nil, err
		}
	}
}

// typeCall is type's Call slot: type(x), type(name, bases, dict), and
// calling any other class to make an instance.
func typeCall(t *Thread, v Value, args []Value, kwnames []string) (Value, error) {
	cls := v.(*Type)
	if cls == TypeType {
		npos := len(args) - len(kwnames)
		if npos == 1 && len(kwnames) == 0 {
			return args[0].Type(), nil
		}
		if npos != 3 {
			return nil, Errorf(TypeErrorType, "type() takes 1 or 3 arguments")
		}
		name, ok := args[0].(*Str)
		if !ok {
			return nil, Errorf(TypeErrorType, "type.__new__() argument 1 must be str, not %s", ArgTypeName(args[0]))
		}
		bt, ok := args[1].(*Tuple)
		if !ok {
			return nil, Errorf(TypeErrorType, "type.__new__() argument 2 must be tuple, not %s", ArgTypeName(args[1]))
		}
		ns, ok := args[2].(*Dict)
		if !ok {
			return nil, Errorf(TypeErrorType, "type.__new__() argument 3 must be dict, not %s", ArgTypeName(args[2]))
		}
		bases, err := typeNewBases(TypeType, bt)
		if err != nil {
			return nil, err
		}
		// The bases' most derived metaclass makes the class, as
		// CPython's type_new passes the call to the winner.
		winner, err := calcMeta(nil, bases)
		if err != nil {
			return nil, err
		}
		if winner != TypeType {
			return Call(t, winner, args, kwnames)
		}
		return NewClass(t, name.s, name.s, bases, ns, kwnames, args[3:])
	}
	if cls.New == nil {
		return nil, Errorf(TypeErrorType, "cannot create '%s' instances", cls.Name)
	}
	return cls.New(t, cls, args, kwnames)
}

// tupleOfTypes returns the classes ts as a tuple (__mro__, __bases__),
// charged: a class may have thousands of bases.
func tupleOfTypes(t *Thread, ts []*Type) (*Tuple, error) {
	out, err := TupleElems(t, len(ts))
	if err != nil {
		return nil, err
	}
	for i, x := range ts {
		out[i] = x
	}
	return NewTuple(out), nil
}

// typeGetAttr is the attribute lookup of classes (type's GetAttr slot).
func typeGetAttr(t *Thread, v Value, name string) (Value, error) {
	cls := v.(*Type)
	switch name {
	case "__name__":
		return NewStrT(t, cls.Name), nil
	case "__qualname__":
		return NewStrT(t, cls.QualName()), nil
	case "__mro__":
		return tupleOfTypes(t, cls.MRO)
	case "__bases__":
		return tupleOfTypes(t, cls.Bases)
	case "__base__":
		if cls.Base == nil {
			return None, nil
		}
		return cls.Base, nil
	case "__class__":
		return cls.Type(), nil
	case "__dict__":
		return classDictView(t, cls)
	}
	// Data descriptors of a user metaclass come first.
	var mx Value
	var mowner *Type
	if cls.meta != nil {
		mx, mowner = metaAttr(cls.meta, name)
		if mx != nil && isDataDescr(mx) {
			return descrGet(t, mx, mowner, cls, cls.meta)
		}
	}
	// Class attributes along the MRO, through descriptors.
	if x, owner := findAttr(cls, name); x != nil {
		return descrGetFromClass(t, x, owner, cls)
	}
	if mx != nil {
		return descrGet(t, mx, mowner, cls, cls.meta)
	}
	switch name {
	case "__module__":
		return NewStrT(t, cls.Module), nil
	case "__doc__":
		if cls.Doc == "" {
			return None, nil
		}
		return NewStrT(t, cls.Doc), nil
	case "mro":
		return NewBuiltin("mro", func(t *Thread, _ Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "mro", args, kwnames); err != nil {
				return nil, err
			}
			out, err := Make[Value](t, len(cls.MRO))
			if err != nil {
				return nil, err
			}
			for i, x := range cls.MRO {
				out[i] = x
			}
			return NewListT(t, out), nil
		}), nil
	case "__subclasses__":
		return NewBuiltin("__subclasses__", func(t *Thread, _ Value, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "__subclasses__", args, kwnames); err != nil {
				return nil, err
			}
			var subs []*Type
			if cls.user != nil {
				subs = cls.user.subclasses.all()
			}
			out, err := Make[Value](t, len(subs))
			if err != nil {
				return nil, err
			}
			for i, s := range subs {
				out[i] = s
			}
			return NewListT(t, out), nil
		}), nil
	}
	return nil, attributeError(t, v, name)
}

// findAttr looks name up along cls's MRO, including the slot wrappers of
// builtin types; it returns the value and the class defining it.
func findAttr(cls *Type, name string) (Value, *Type) {
	if info := cls.user; info != nil {
		if name != "" {
			for i := range info.recent {
				if r := &info.recent[i]; sameStr(r.name, name) {
					return r.hit.v, r.hit.owner
				}
			}
		}
		h, ok := info.cache[name]
		if !ok {
			h.v, h.owner = findAttrMRO(cls, name)
			if info.cache == nil {
				info.cache = map[string]attrHit{}
			}
			info.cache[name] = h
		}
		if name != "" {
			info.recent[info.recentNext%uint8(len(info.recent))] = attrRecent{name, h}
			info.recentNext++
		}
		return h.v, h.owner
	}
	return findAttrMRO(cls, name)
}

func findAttrMRO(cls *Type, name string) (Value, *Type) {
	for _, m := range cls.MRO {
		if m.Dict != nil {
			if x, ok := m.Dict.Get(name); ok {
				return x, m
			}
		}
		if m.user == nil && len(name) > 4 && name[0] == '_' && name[1] == '_' {
			if sm := slotMethod(m, name); sm != nil {
				return sm, m
			}
		}
	}
	return nil, nil
}

// descrGetFromClass is C.x for a value x found in the dict of owner.
func descrGetFromClass(t *Thread, x Value, owner, cls *Type) (Value, error) {
	switch d := x.(type) {
	case *Function, *Method, *StaticMethod, *Property, *memberDescr:
		if sm, ok := d.(*StaticMethod); ok {
			return sm.fn, nil
		}
		return x, nil
	case *ClassMethod:
		return bindMethod(t, d.fn, cls)
	case *Builtin:
		return d.rebindClass(owner, cls), nil
	case *Instance:
		if g, gowner := findAttr(d.cls, "__get__"); g != nil && gowner.user != nil {
			return callBound(t, g, gowner, d, []Value{None, cls}, nil)
		}
	}
	return x, nil
}

// typeSetAttr sets or deletes a class attribute; assigning a dunder
// refreshes the slots of the class and its subclasses.
func typeSetAttr(t *Thread, v Value, name string, x Value) error {
	cls := v.(*Type)
	if cls.user == nil {
		return Errorf(TypeErrorType, "cannot set '%s' attribute of immutable type '%s'", name, cls.Name)
	}
	switch name {
	case "__name__", "__qualname__", "__module__", "__doc__":
		if x == nil {
			return Errorf(TypeErrorType, "cannot delete '%s' attribute of immutable type '%s'", name, cls.Name)
		}
	case "__dict__":
		return Errorf(AttributeErrorType, "attribute '__dict__' of 'type' objects is not writable")
	}
	switch name {
	case "__name__":
		s, ok := x.(*Str)
		if !ok {
			return Errorf(TypeErrorType, "can only assign string to %s.__name__, not '%s'", cls.Name, TypeName(x))
		}
		cls.Name = s.s
		return nil
	case "__qualname__":
		s, ok := x.(*Str)
		if !ok {
			return Errorf(TypeErrorType, "can only assign string to %s.__qualname__, not '%s'", cls.Name, TypeName(x))
		}
		cls.user.qualname = s.s
		return nil
	case "__module__":
		if s, ok := x.(*Str); ok {
			cls.Module = s.s
		}
	case "__bases__":
		return setBases(t, cls, x)
	case "__mro__", "__base__":
		return Errorf(AttributeErrorType, "readonly attribute")
	}
	// Data descriptors on the metatype are not supported: plain store.
	if x == nil {
		if !cls.Dict.Delete(name) {
			return Errorf(AttributeErrorType, "type object '%s' has no attribute '%s'", cls.Name, name)
		}
	} else if err := cls.Dict.setCharged(t, name, x, nil); err != nil {
		return err
	}
	if cls.user.view != nil {
		if err := updateClassView(t, cls.user.view, name, x); err != nil {
			return err
		}
	}
	if strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") {
		return refreshSlots(t, cls)
	}
	return clearCaches(t, cls)
}

// clearCaches forgets the attribute caches of cls and its subclasses.
// The walk is not interrupted (the caches must all go); its work is
// counted once it is done.
func clearCaches(t *Thread, cls *Type) error {
	n := 0
	//limiterr:ok the walk is not interrupted (every cache must go); its work is charged once it is done
	_ = walkSubclasses(cls, func(c *Type) error {
		c.user.cache, c.user.recent = nil, [4]attrRecent{}
		c.user.version++
		n++
		return nil
	})
	return t.Work(int64(n))
}

// refreshSlots recomputes the slots of cls and its subclasses (a dunder
// was assigned), counting the work once it is done.
func refreshSlots(t *Thread, cls *Type) error {
	n := 0
	//limiterr:ok the walk is not interrupted (every cache must go); its work is charged once it is done
	_ = walkSubclasses(cls, func(c *Type) error {
		c.user.cache, c.user.recent = nil, [4]attrRecent{}
		c.user.version++
		updateSlots(c)
		n += slotsWork(c)
		return nil
	})
	return t.Work(int64(n))
}

// walkSubclasses calls f for cls and each of its subclasses, direct or
// not, once each (a class reached through several bases is visited
// once), depth first in the order they were created, without recursion
// (a chain of subclasses may be as long as the program makes it). It
// stops at f's first error.
func walkSubclasses(cls *Type, f func(*Type) error) error {
	seen := map[*Type]bool{cls: true}
	stack := []*Type{cls}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if err := f(c); err != nil {
			return err
		}
		subs := c.user.subclasses.all()
		for i := len(subs) - 1; i >= 0; i-- {
			if s := subs[i]; !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return nil
}

// slotsWork is the work of updateSlots on cls, in operations: it looks
// some sixty dunders up along the MRO.
func slotsWork(cls *Type) int { return 1 + len(cls.MRO) }

func init() {
	TypeType.Call = typeCall
	TypeType.GetAttr = typeGetAttr
	TypeType.SetAttr = typeSetAttr
	TypeType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		return typeCall(t, TypeType, args, kwnames)
	}
	TypeType.Repr = func(t *Thread, v Value) (string, error) {
		tv := v.(*Type)
		if tv.Module == "builtins" || tv.Module == "" {
			return "<class '" + tv.QualName() + "'>", nil
		}
		return "<class '" + tv.Module + "." + tv.QualName() + "'>", nil
	}
	ObjectType.New = objectNewSlot
	ObjectType.Repr = objectRepr
}
