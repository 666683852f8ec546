package eval

// Inline caches for attribute sites on instances of user classes.
//
// Each compiled obj.name load, obj.name = v store and obj.name(...) call
// keeps a small polymorphic cache (siteWays entries: a site in a base
// class's method sees instances of each subclass) keyed by the class of
// an instance it saw and that class's version (typeInfo.version), which changes whenever the
// class or one of its bases gains, loses or rebinds an attribute (see
// clearCaches and refreshSlots). A valid entry records what the class
// lookup found for name: nothing, or a plain function (a non-data
// descriptor). In both cases the instance's own attributes come first, so
// a hit needs no class lookup at all: self.x is one instance lookup (at a
// remembered index: instances of a class usually store their attributes
// in the same order) and obj.m(...) checks only that the instance does not
// shadow m. Everything else (data descriptors, properties, classmethods,
// __getattribute__, __setattr__, dunder names, builtin subclasses' slot
// methods) is never cached and takes the generic path. The attribute
// policy is asked on every access, except for a name the interpreter's
// policy allows on every object (Interp.AttrNameAllowed: self.x, p.m()),
// which an entry records when it is filled (siteEntry.allowed), so a
// refusal can never be cached.
//
// The caches belong to one interpreter, which runs on one thread at a
// time (as the classes they cache do), so they need no locking: code
// compiled for one namespace holds its own, and the shared code of a
// Library finds them in the frame's namespace (siteRef, library.go).

// siteWays is the number of classes an attribute site remembers.
const siteWays = 4

// siteEntry is what a site knows about one class.
type siteEntry struct {
	cls     *Type
	version uint64
	fn      *Function // the class attribute, or nil when the class has none
	hint    int       // where name was last found in an instance's attributes
	// val is a class attribute that is no descriptor (attrLoadSite: a
	// default value such as `state = None` in the class body), which
	// the class's lookup returns as it is when the instance has none.
	val Value
	// allowed is the interpreter whose attribute policy allows the site's
	// name on every object (Interp.attrAllowedBy), or nil: the policy is
	// not asked while that interpreter runs the site.
	allowed *Interp
	// member is 1 + the index in Instance.slots of the __slots__ member
	// the class attribute is (a data descriptor: it comes before the
	// instance's attributes), or 0.
	member int
	// prop is the class attribute when it is a property (a data
	// descriptor: it comes before the instance's attributes), for a
	// class without __getattr__ (attrLoadSite), or nil.
	prop *Property
	// plain is set when the instance's own attributes are where the
	// site looks first (a load whose class attribute is absent, a plain
	// function or a plain value; a store to a class with a __dict__):
	// the sites' fast paths (load, store) handle only these.
	plain bool
}

// siteCache is the entries of a site; fills replace them in turn.
type siteCache struct {
	e    [siteWays]siteEntry
	next uint8
}

// find returns the valid entry for cls, or nil.
func (c *siteCache) find(cls *Type) *siteEntry {
	v := cls.user.version
	for i := range c.e {
		if e := &c.e[i]; e.cls == cls && e.version == v {
			return e
		}
	}
	return nil
}

// slot returns the entry a fill for cls overwrites: cls's stale one, or
// the next in turn.
func (c *siteCache) slot(cls *Type) *siteEntry {
	for i := range c.e {
		if c.e[i].cls == cls {
			return &c.e[i]
		}
	}
	e := &c.e[c.next%siteWays]
	c.next++
	return e
}

// attrLoadSite caches obj.name loads.
type attrLoadSite siteCache

// cacheableAttr reports whether the caches may handle name on instances
// of cls: a user class with the default __getattribute__/__setattr__ and
// a name that is not a dunder (__class__, __dict__ and the dunders are
// resolved specially by objectGetAttr).
func cacheableAttr(cls *Type, name string) bool {
	info := cls.user
	return info != nil && !info.customGetattribute && !info.exc && info.payload != TypeType &&
		!(len(name) >= 2 && name[0] == '_' && name[1] == '_')
}

// classAttrFn returns the class attribute name of cls when it is absent
// (nil, true) or a plain function; ok is false for anything else.
func classAttrFn(cls *Type, name string) (*Function, bool) {
	switch f, _ := findAttr(cls, name); f := f.(type) {
	case nil:
		return nil, true
	case *Function:
		return f, true
	}
	return nil, false
}

// classAttrPlain is classAttrFn, also accepting a class attribute that
// is a plain value (val): one of no type the descriptor protocol knows
// (descrGet returns it unchanged and isDataDescr is false for it). An
// instance of a user class is never plain: its class may gain __get__
// later without a change of version of the class caching it.
func classAttrPlain(cls *Type, name string) (fn *Function, val Value, ok bool) {
	switch f, _ := findAttr(cls, name); f := f.(type) {
	case nil:
		return nil, nil, true
	case *Function:
		return f, nil, true
	case *Method, *ClassMethod, *Builtin, *StaticMethod, *Property, *memberDescr, *Instance:
		return nil, nil, false
	default:
		return nil, f, true
	}
}

// slotMember is 1 + the slot index of the __slots__ member that the class
// attribute name of cls is, or 0 when it is anything else.
func slotMember(cls *Type, name string) int {
	if d, _ := findAttr(cls, name); d != nil {
		if md, ok := d.(*memberDescr); ok {
			return md.index + 1
		}
	}
	return 0
}

// load is GetAttr(t, obj, name). Its fast path is a plain entry's hit on
// the instance's attributes at the remembered position; everything else
// (fills, the policy, properties, members, a __dict__, misses) is
// loadSlow, which finds the entry again.
func (s *attrLoadSite) load(t *Thread, obj Value, name string) (Value, error) {
	if in, ok := obj.(*Instance); ok && in.cls.user != nil && in.dict == nil {
		if e := (*siteCache)(s).find(in.cls); e != nil && e.plain && e.allowed == t.Interp {
			if d := in.attrs; d != nil {
				if v := d.atHint(name, e.hint); v != nil {
					return v, nil
				}
			}
		}
	}
	return s.loadSlow(t, obj, name)
}

// loadSlow is load's general path.
func (s *attrLoadSite) loadSlow(t *Thread, obj Value, name string) (Value, error) {
	in, ok := obj.(*Instance)
	if !ok || in.cls.user == nil {
		return GetAttr(t, obj, name)
	}
	cls := in.cls
	e := (*siteCache)(s).find(cls)
	if e == nil {
		if e = s.fill(cls, name); e == nil {
			return GetAttr(t, obj, name)
		}
		e.allowed = t.Interp.attrAllowedBy(name)
	}
	if e.allowed != t.Interp {
		if err := t.Interp.checkAttr(obj, name); err != nil {
			return nil, err
		}
	}
	if e.prop != nil {
		// objectGetAttr's data descriptor case: descrGet's call of the
		// getter.
		v, err := e.prop.get(t, obj)
		if err != nil {
			return nil, attrErrorContext(t, err, obj, name)
		}
		return v, nil
	}
	if e.member != 0 {
		// A __slots__ member: its value, or (unset) the generic path's
		// AttributeError or __getattr__.
		if i := e.member - 1; i < len(in.slots) {
			if v := in.slots[i]; v != nil {
				return v, nil
			}
		}
		return GetAttr(t, obj, name)
	}
	if in.dict != nil {
		if v, ok := in.dict.GetStr(name); ok {
			return v, nil
		}
	} else if d := in.attrs; d != nil {
		if v := d.atHint(name, e.hint); v != nil {
			return v, nil
		}
		if v, ok := d.getHint(name, &e.hint); ok {
			return v, nil
		}
	}
	if e.fn != nil {
		return bindMethod(t, e.fn, obj)
	}
	if e.val != nil {
		return e.val, nil
	}
	// Not found: AttributeError, or the class's __getattr__.
	v, err := cls.GetAttr(t, obj, name)
	if err != nil {
		return nil, attrErrorContext(t, err, obj, name)
	}
	return v, nil
}

func (s *attrLoadSite) fill(cls *Type, name string) *siteEntry {
	if !cacheableAttr(cls, name) {
		return nil
	}
	if m := slotMember(cls, name); m != 0 {
		e := (*siteCache)(s).slot(cls)
		*e = siteEntry{cls: cls, version: cls.user.version, member: m}
		return e
	}
	fn, val, ok := classAttrPlain(cls, name)
	if !ok {
		// A property, on a class whose lookup is objectGetAttr (with
		// __getattr__, the getter's AttributeError calls it).
		if p, isProp := findAttrValue(cls, name).(*Property); isProp && !cls.user.hasGetattr {
			e := (*siteCache)(s).slot(cls)
			*e = siteEntry{cls: cls, version: cls.user.version, prop: p}
			return e
		}
		return nil
	}
	e := (*siteCache)(s).slot(cls)
	*e = siteEntry{cls: cls, version: cls.user.version, fn: fn, val: val, plain: true}
	return e
}

// findAttrValue is findAttr's value alone.
func findAttrValue(cls *Type, name string) Value {
	v, _ := findAttr(cls, name)
	return v
}

// attrStoreSite caches obj.name = v stores.
type attrStoreSite siteCache

// store is SetAttr(t, obj, name, v) for v != nil. Its fast paths are a
// plain entry's rebinding of an attribute the instance has at the
// remembered position (what setAttrCharged does first), and its adding
// of the attribute there when that is the next name of the class's
// shape (an __init__'s self.x = x on a new instance: what
// setAttrCharged does for it, with nothing to charge, appendShaped);
// everything else is storeSlow.
func (s *attrStoreSite) store(t *Thread, obj Value, name string, v Value) error {
	if in, ok := obj.(*Instance); ok && in.cls.user != nil && in.dict == nil {
		if e := (*siteCache)(s).find(in.cls); e != nil && e.plain && e.allowed == t.Interp {
			if d := in.attrs; d != nil {
				if d.atHint(name, e.hint) != nil {
					d.vals[e.hint] = v
					return nil
				}
				if e.hint < in.cls.user.attrHint && d.appendShaped(name, e.hint, v) {
					return nil
				}
			}
		}
	}
	return s.storeSlow(t, obj, name, v)
}

// storeSlow is store's general path.
func (s *attrStoreSite) storeSlow(t *Thread, obj Value, name string, v Value) error {
	in, ok := obj.(*Instance)
	if !ok || in.cls.user == nil {
		return SetAttr(t, obj, name, v)
	}
	cls := in.cls
	e := (*siteCache)(s).find(cls)
	if e == nil {
		if e = s.fill(cls, name); e == nil {
			return SetAttr(t, obj, name, v)
		}
		e.allowed = t.Interp.attrAllowedBy(name)
	}
	if e.allowed != t.Interp {
		if err := t.Interp.checkAttr(obj, name); err != nil {
			return err
		}
	}
	if e.member != 0 {
		if i := e.member - 1; i < len(in.slots) {
			in.slots[i] = v // memberDescr.set
			return nil
		}
		return SetAttr(t, obj, name, v)
	}
	return in.setAttrCharged(t, name, v, &e.hint)
}

func (s *attrStoreSite) fill(cls *Type, name string) *siteEntry {
	info := cls.user
	if !cacheableAttr(cls, name) || info.userSetattr {
		return nil
	}
	if m := slotMember(cls, name); m != 0 {
		e := (*siteCache)(s).slot(cls)
		*e = siteEntry{cls: cls, version: info.version, member: m}
		return e
	}
	if !info.hasDict {
		return nil
	}
	if _, _, ok := classAttrPlain(cls, name); !ok {
		return nil
	}
	e := (*siteCache)(s).slot(cls)
	*e = siteEntry{cls: cls, version: info.version, plain: true}
	return e
}

// methodSite caches obj.name(...) calls of plain functions defined on
// the class of obj, and of the builtin method name of one builtin type
// (s.add(x), xs.append(x)): builtin types never change after start-up,
// so that entry needs no version.
type methodSite struct {
	siteCache
	btyp *Type   // the builtin type of the last builtin method found
	bm   *Method // its method name
	// ballowed is siteEntry.allowed for the builtin method.
	ballowed *Interp
	// cls is the entry for a call on a class (Base.__init__(self, x)):
	// the Python function the class's lookup returned for it.
	cls classMethodEntry
}

// classMethodEntry remembers, for a user class of metaclass type, the
// plain function GetAttr(cls, name) returned, under the class's version
// (which changes when the class or a base gains, loses or rebinds an
// attribute; type itself never changes).
type classMethodEntry struct {
	cls     *Type
	version uint64
	fn      *Function
	allowed *Interp // as siteEntry.allowed
}

// lookupClass is lookup for a user class c of metaclass type.
func (s *methodSite) lookupClass(t *Thread, c *Type, name string) (Value, Value, error) {
	if e := &s.cls; e.cls == c && e.version == c.user.version {
		if e.allowed != t.Interp {
			if err := t.Interp.checkAttr(c, name); err != nil {
				return nil, nil, err
			}
		}
		return e.fn, nil, nil
	}
	m, self, err := lookupMethod(t, c, name)
	if err != nil || self != nil {
		return m, self, err
	}
	// The class's lookup (typeGetAttr) gave what the class's MRO holds,
	// a plain function (a class's view of a function is the function
	// itself): no name typeGetAttr answers itself, no descriptor.
	if f, ok := m.(*Function); ok && findAttrValue(c, name) == Value(f) {
		s.cls = classMethodEntry{cls: c, version: c.user.version, fn: f, allowed: t.Interp.attrAllowedBy(name)}
	}
	return m, self, err
}

// direct is lookup's hit for an instance of a user class, when it is
// the plain function the class holds and the instance does not shadow:
// that function (which the call site calls with in as self), else nil
// (the call site then takes lookup). bit is strBit(name).
func (s *methodSite) direct(t *Thread, in *Instance, bit uint64) *Function {
	if in.cls.user == nil || in.dict != nil {
		return nil
	}
	e := s.find(in.cls)
	if e == nil || e.allowed != t.Interp {
		return nil
	}
	if d := in.attrs; d != nil && d.names&bit != 0 {
		return nil
	}
	return e.fn
}

// lookup is lookupMethod for one call site.
func (s *methodSite) lookup(t *Thread, obj Value, name string) (Value, Value, error) {
	in, ok := obj.(*Instance)
	if !ok || in.cls.user == nil {
		if c, isType := obj.(*Type); isType && c.user != nil && c.meta == nil {
			return s.lookupClass(t, c, name)
		}
		if typ := obj.Type(); typ == s.btyp {
			// lookupMethod's builtin case, the policy asked as there.
			if s.ballowed != t.Interp {
				if err := t.Interp.checkAttr(obj, name); err != nil {
					return nil, nil, err
				}
			}
			return s.bm, obj, nil
		}
		m, self, err := lookupMethod(t, obj, name)
		if bm, ok := m.(*Method); ok && err == nil && self != nil {
			if typ := obj.Type(); typ.Builtin && (typ.GetAttr == nil || typ.DictMethods) {
				s.btyp, s.bm, s.ballowed = typ, bm, t.Interp.attrAllowedBy(name)
			}
		}
		return m, self, err
	}
	cls := in.cls
	e := s.find(cls)
	if e == nil {
		if !cacheableAttr(cls, name) || cls.user.hasGetattr {
			return lookupMethod(t, obj, name)
		}
		fn, ok := classAttrFn(cls, name)
		if !ok || fn == nil {
			return lookupMethod(t, obj, name)
		}
		e = s.slot(cls)
		*e = siteEntry{cls: cls, version: cls.user.version, fn: fn, allowed: t.Interp.attrAllowedBy(name)}
	}
	if e.allowed != t.Interp {
		if err := t.Interp.checkAttr(obj, name); err != nil {
			return nil, nil, err
		}
	}
	if in.dict != nil {
		if v, ok := in.dict.GetStr(name); ok {
			return v, nil, nil
		}
	} else if d := in.attrs; d != nil && d.names&strBit(name) != 0 {
		// (A clear bit: the instance has never had name, the usual
		// case of a method call, decided without a search.)
		if v, ok := d.getHint(name, &e.hint); ok {
			return v, nil, nil
		}
	}
	return e.fn, obj, nil
}
