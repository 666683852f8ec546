package eval

// Interp is one interpreter: the state that outlives a single run and is
// shared by nothing else. Module objects, the identity table behind id()
// and default hashes, and the builtins namespace live here.
type Interp struct {
	ids    map[Value]int64
	nextID int64
}

// NewInterp returns a fresh interpreter.
func NewInterp() *Interp {
	return &Interp{ids: map[Value]int64{}, nextID: 1}
}

// objectID returns the stable serial number of v (used by id() and the
// default hash); the number is never an address.
func (in *Interp) objectID(v Value) int64 {
	if id, ok := in.ids[v]; ok {
		return id
	}
	id := in.nextID
	in.nextID++
	in.ids[v] = id
	return id
}
