package eval

// AttrSite is an attribute site for Go code that reads or writes one
// attribute name of many objects, over and over (the asyncio core's
// task._state, task._coro, loop._ready): GetAttr and SetAttr with the
// inline cache of a compiled obj.name site (attrcache.go), so that on an
// instance of a user class a hit is one lookup in the instance's
// attributes, the class's lookup and the attribute policy skipped as
// they are for Python code. The result is always GetAttr's or SetAttr's.
//
// A site belongs to one interpreter, as the caches of compiled code do:
// Go code keeps its sites in per-interpreter state, never in globals.
type AttrSite struct {
	name  string
	load  attrLoadSite
	store attrStoreSite
}

// NewAttrSite returns a site for the attribute name.
func NewAttrSite(name string) *AttrSite { return &AttrSite{name: name} }

// Get is GetAttr(t, obj, name).
func (s *AttrSite) Get(t *Thread, obj Value) (Value, error) {
	return s.load.load(t, obj, s.name)
}

// Set is SetAttr(t, obj, name, v) for v not nil.
func (s *AttrSite) Set(t *Thread, obj Value, v Value) error {
	return s.store.store(t, obj, s.name, v)
}
