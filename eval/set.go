package eval

// Set is a Python set or, with frozen set, a frozenset.
//
// The table is a transcription of CPython's setobject.c (3.11): open
// addressing over a power-of-two table of at least 8 entries, runs of
// setLinearProbes adjacent slots before a perturbed jump, deleted entries
// left as dummies, and the same resize policy and bulk-operation
// strategies (set_merge, set_intersection, set_difference, ...). The
// iteration order of a set is its table order, so sets of ints, floats,
// bools and tuples of those iterate and print exactly as in CPython (strs
// hash differently, as they do between two CPython runs).
type Set struct {
	Identity            // id() and the default hash, assigned on first use
	table    []setEntry // nil: the empty minimum-size table
	fill     int        // active plus dummy entries
	used     int        // active entries
	finger   int        // where pop() resumes its search
	frozen   bool
	hash     int64 // cached frozenset hash, when hashOK
	hashOK   bool
}

type setEntry struct {
	key  Value // nil: never used; setDummy: deleted
	hash int64 // 0 for unused entries, -1 for dummies
}

// setDummyKey marks deleted entries. It has a size so that its address
// is unique.
type setDummyKey struct{ _ byte }

func (*setDummyKey) Type() *Type { return ObjectType }

var setDummy Value = &setDummyKey{}

const (
	setMinSize      = 8
	setLinearProbes = 9
	setEntryBytes   = 24
	// setJumpsPerStep is how many probe jumps (of up to setLinearProbes
	// slots each) count as one operation.
	setJumpsPerStep = 8
)

// The set types and their iterator.
var (
	SetType         = newBuiltinType("set")
	FrozenSetType   = newBuiltinType("frozenset")
	SetIteratorType = newIteratorType("set_iterator")
)

func (s *Set) Type() *Type {
	if s.frozen {
		return FrozenSetType
	}
	return SetType
}

// NewSet returns an empty set. Its header is not charged: a set made
// for the program is made by NewSetT.
func NewSet() *Set { return &Set{} }

// NewFrozenSet returns an empty frozenset (uncharged, as NewSet).
func NewFrozenSet() *Set { return &Set{frozen: true} }

// NewSetT returns an empty set (frozen: a frozenset) made for the
// program: its header is charged to t's memory as it is made
// (ChargeObject); its table is charged as it grows (an empty set has
// none: a million set() held 80 MB uncharged).
func NewSetT(t *Thread, frozen bool) *Set {
	t.ChargeObject(containerBytes)
	return &Set{frozen: frozen}
}

// Len returns the number of elements.
func (s *Set) Len() int { return s.used }

// TableSize is the number of slots of the set's hash table, which grows
// as CPython's does (8 for a small set: CPython's smalltable).
func (s *Set) TableSize() int {
	if s.table == nil {
		return 8
	}
	return len(s.table)
}

// Frozen reports whether s is a frozenset.
func (s *Set) Frozen() bool { return s.frozen }

// Add adds v to the set (also used to build frozensets).
func (s *Set) Add(t *Thread, v Value) error {
	if k, ok := v.(Int); ok {
		h := hashInt64(int64(k))
		if j, found, ok := s.probeInt(k, h); ok {
			if found {
				return nil
			}
			return s.insertAt(t, j, v, h)
		}
		return s.addEntry(t, v, h)
	}
	h, err := Hash(t, v)
	if err != nil {
		return err
	}
	return s.addEntry(t, v, h)
}

// probeInt is the probe of lookkey and addEntry for an int key k of
// hash h when it meets only ints and unused entries: found reports k in
// the table, else j is the unused entry where addEntry would put it. ok
// is false (the caller takes the full path, which does it all again) when
// the probe meets a deleted entry, a key of another type with hash h
// (whose comparison may run code), or takes setJumpsPerStep jumps (the
// full path counts them as work), and for an empty set.
func (s *Set) probeInt(k Int, h int64) (j uint64, found, ok bool) {
	if s.table == nil {
		return 0, false, false
	}
	mask := uint64(len(s.table) - 1)
	i := uint64(h) & mask
	perturb := uint64(h)
	for jumps := 1; jumps < setJumpsPerStep; jumps++ {
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		for j := i; ; j++ {
			e := &s.table[j]
			if e.key == nil {
				return j, false, true
			}
			if e.hash == h {
				x, isInt := e.key.(Int)
				if !isInt {
					return 0, false, false
				}
				if x == k {
					return j, true, true
				}
			} else if e.hash == -1 {
				return 0, false, false
			}
			if probes == 0 {
				break
			}
			probes--
		}
		perturb >>= 5
		i = (i*5 + 1 + perturb) & mask
	}
	return 0, false, false
}

// insertAt is the end of addEntry for a key absent from the table, put
// in its unused entry j (no deleted entry seen on the way).
func (s *Set) insertAt(t *Thread, j uint64, key Value, h int64) error {
	s.fill++
	s.used++
	s.table[j] = setEntry{key, h}
	s.hashOK = false
	mask := uint64(len(s.table) - 1)
	if uint64(s.fill)*5 < mask*3 {
		return nil
	}
	if s.used > 50000 {
		return s.resize(t, s.used*2)
	}
	return s.resize(t, s.used*4)
}

// Has reports v in s.
func (s *Set) Has(t *Thread, v Value) (bool, error) {
	if k, ok := v.(Int); ok {
		if _, found, ok := s.probeInt(k, hashInt64(int64(k))); ok {
			return found, nil
		}
	}
	h, err := setKeyHash(t, v)
	if err != nil {
		return false, err
	}
	i, err := s.lookkey(t, v, h)
	return i >= 0, err
}

// Range calls f for each element in iteration order until f returns
// false. f must not add or remove elements.
func (s *Set) Range(f func(v Value) bool) {
	for i := 0; i < len(s.table); i++ {
		if k := s.table[i].key; k != nil && k != setDummy && !f(k) {
			return
		}
	}
}

// Elems returns the elements in iteration order (for the host: nothing
// is charged).
func (s *Set) Elems() []Value {
	//limiterr:ok host API without a thread: nothing is charged, no limit to report
	out, _ := MakeCap[Value](nil, 0, s.used)
	s.Range(func(v Value) bool { out = append(out, v); return true })
	return out
}

// setKeyHash hashes an element being looked up or removed; an unhashable
// set is looked up as the equal frozenset (set_contains_key).
func setKeyHash(t *Thread, v Value) (int64, error) {
	h, err := Hash(t, v)
	if err != nil {
		if s, ok := v.(*Set); ok && !s.frozen {
			return frozenSetHash(s), nil
		}
	}
	return h, err
}

func setSameTable(a, b []setEntry) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// setKeyEq compares a stored key with a probe key of the same hash:
// identity, then strs, then Equal.
func setKeyEq(t *Thread, stored, key Value) (bool, error) {
	if Is(stored, key) {
		return true, nil
	}
	if eq, slow := dictKeyEq(stored, key); !slow {
		return eq, nil
	}
	return Equal(t, stored, key)
}

// addEntry is set_add_entry.
func (s *Set) addEntry(t *Thread, key Value, h int64) error {
restart:
	if s.table == nil {
		// Also after a comparison cleared the set.
		if err := s.firstTable(t); err != nil {
			return err
		}
	}
	mask := uint64(len(s.table) - 1)
	i := uint64(h) & mask
	perturb := uint64(h)
	freeslot := -1
	for jumps := 1; ; jumps++ {
		if jumps%setJumpsPerStep == 0 {
			// Keys of one hash (a collision flood) make every insertion
			// walk a long chain: count it as work.
			if err := t.Work(1); err != nil {
				return err
			}
		}
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		for j := i; ; j++ {
			e := &s.table[j]
			if e.key == nil {
				if freeslot >= 0 {
					s.used++
					s.table[freeslot] = setEntry{key, h}
					s.hashOK = false
					return nil
				}
				s.fill++
				s.used++
				*e = setEntry{key, h}
				s.hashOK = false
				if uint64(s.fill)*5 < mask*3 {
					return nil
				}
				if s.used > 50000 {
					return s.resize(t, s.used*2)
				}
				return s.resize(t, s.used*4)
			}
			if e.hash == h {
				startkey := e.key
				tbl := s.table
				eq, err := setKeyEq(t, startkey, key)
				if err != nil {
					return err
				}
				if eq {
					return nil
				}
				if !setSameTable(tbl, s.table) || !Is(s.table[j].key, startkey) {
					goto restart
				}
			} else if e.hash == -1 {
				freeslot = int(j) // the last dummy seen, as CPython 3.11 does
			}
			if probes == 0 {
				break
			}
			probes--
		}
		perturb >>= 5
		i = (i*5 + 1 + perturb) & mask
	}
}

// setInsertClean is set_insert_clean: it places a key known to be absent
// into a table without dummies.
func setInsertClean(table []setEntry, key Value, h int64) {
	mask := uint64(len(table) - 1)
	i := uint64(h) & mask
	perturb := uint64(h)
	for {
		if table[i].key == nil {
			table[i] = setEntry{key, h}
			return
		}
		if i+setLinearProbes <= mask {
			for j := i + 1; j <= i+setLinearProbes; j++ {
				if table[j].key == nil {
					table[j] = setEntry{key, h}
					return
				}
			}
		}
		perturb >>= 5
		i = (i*5 + 1 + perturb) & mask
	}
}

// firstTable gives an empty set its minimum table, charged (the set's
// header was charged when it was made: NewSetT).
func (s *Set) firstTable(t *Thread) error {
	if err := Reserve(t, setMinSize*setEntryBytes); err != nil {
		return err
	}
	s.table = make([]setEntry, setMinSize)
	return nil
}

// resize is set_table_resize: a table with room for minused entries.
func (s *Set) resize(t *Thread, minused int) error {
	newSize := setMinSize
	for newSize <= minused {
		newSize <<= 1
	}
	table, err := Make[setEntry](t, newSize)
	if err != nil {
		return err
	}
	old := s.table
	s.table = table
	s.fill = s.used
	for _, e := range old {
		if e.key != nil && e.key != setDummy {
			setInsertClean(s.table, e.key, e.hash)
		}
	}
	return nil
}

// lookkey is set_lookkey: the table position of key, or -1.
func (s *Set) lookkey(t *Thread, key Value, h int64) (int, error) {
restart:
	if s.table == nil {
		return -1, nil
	}
	mask := uint64(len(s.table) - 1)
	i := uint64(h) & mask
	perturb := uint64(h)
	for jumps := 1; ; jumps++ {
		if jumps%setJumpsPerStep == 0 {
			if err := t.Work(1); err != nil {
				return -1, err
			}
		}
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		for j := i; ; j++ {
			e := &s.table[j]
			if e.key == nil {
				return -1, nil
			}
			if e.hash == h {
				startkey := e.key
				tbl := s.table
				eq, err := setKeyEq(t, startkey, key)
				if err != nil {
					return -1, err
				}
				// The comparison may have changed the set: look again
				// (before trusting j, as CPython's set_lookkey does).
				if !setSameTable(tbl, s.table) || int(j) >= len(s.table) || !Is(s.table[j].key, startkey) {
					goto restart
				}
				if eq {
					return int(j), nil
				}
			}
			if probes == 0 {
				break
			}
			probes--
		}
		perturb >>= 5
		i = (i*5 + 1 + perturb) & mask
	}
}

// discardEntry is set_discard_entry.
func (s *Set) discardEntry(t *Thread, key Value, h int64) (bool, error) {
	i, err := s.lookkey(t, key, h)
	if err != nil || i < 0 {
		return false, err
	}
	s.table[i] = setEntry{setDummy, -1}
	s.used--
	s.hashOK = false
	return true, nil
}

// discardKey hashes key (sets as frozensets) and discards it.
func (s *Set) discardKey(t *Thread, key Value) (bool, error) {
	h, err := setKeyHash(t, key)
	if err != nil {
		return false, err
	}
	return s.discardEntry(t, key, h)
}

// clearTable is set_clear_internal.
func (s *Set) clearTable() {
	s.table = nil
	s.fill, s.used = 0, 0
	s.hashOK = false
}

// merge is set_merge: add every element of other.
func (s *Set) merge(t *Thread, other *Set) error {
	if other == s || other.used == 0 {
		return nil
	}
	if err := seqSteps(t, other.used); err != nil {
		return err
	}
	mask := setMinSize - 1
	if s.table != nil {
		mask = len(s.table) - 1
	}
	if (s.fill+other.used)*5 >= mask*3 {
		if err := s.resize(t, (s.used+other.used)*2); err != nil {
			return err
		}
	}
	if s.table == nil {
		if err := s.firstTable(t); err != nil {
			return err
		}
	}
	s.hashOK = false
	if s.fill == 0 && len(s.table) == len(other.table) && other.fill == other.used {
		copy(s.table, other.table)
		s.fill, s.used = other.fill, other.used
		return nil
	}
	if s.fill == 0 {
		s.fill, s.used = other.used, other.used
		for _, e := range other.table {
			if e.key != nil && e.key != setDummy {
				setInsertClean(s.table, e.key, e.hash)
			}
		}
		return nil
	}
	for i := 0; i < len(other.table); i++ {
		if e := other.table[i]; e.key != nil && e.key != setDummy {
			if err := s.addEntry(t, e.key, e.hash); err != nil {
				return err
			}
		}
	}
	return nil
}

// update is set_update_internal: add the elements of any iterable.
func (s *Set) update(t *Thread, other Value) error {
	switch o := other.(type) {
	case *Set:
		return s.merge(t, o)
	case *Dict:
		if err := seqSteps(t, o.used); err != nil {
			return err
		}
		mask := setMinSize - 1
		if s.table != nil {
			mask = len(s.table) - 1
		}
		if (s.fill+o.used)*5 >= mask*3 {
			if err := s.resize(t, (s.used+o.used)*2); err != nil {
				return err
			}
		}
		for i := 0; i < len(o.entries); i++ {
			if e := o.entries[i]; e.key != nil {
				if err := s.addEntry(t, e.key, e.hash); err != nil {
					return err
				}
			}
		}
		return nil
	}
	it, err := Iterate(t, other)
	if err != nil {
		return err
	}
	for {
		v, err := it.Next(t)
		if err != nil || v == nil {
			return err
		}
		if err := s.Add(t, v); err != nil {
			return err
		}
		if err := t.Step(); err != nil {
			return err
		}
	}
}

// setFromIterable is make_new_set: a set or frozenset of the elements of
// v (nil: empty).
func setFromIterable(t *Thread, v Value, frozen bool) (*Set, error) {
	s := NewSetT(t, frozen)
	if v != nil {
		if err := s.update(t, v); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// copySet is make_new_set_basetype(type(s), s).
func (s *Set) copySet(t *Thread) (*Set, error) { return setFromIterable(t, s, s.frozen) }

// probeSmaller walks the entries of walk, or of other when walk is the
// larger set (as set_intersection and set_isdisjoint do), and calls f
// with each entry and whether the other set holds its key, until f says
// stop. The table is re-read after every lookup, which may run Python
// code (__eq__) that changes it.
func probeSmaller(t *Thread, walk, other *Set, f func(e setEntry, found bool) (stop bool, err error)) error {
	if walk.used > other.used {
		walk, other = other, walk
	}
	return probe(t, walk, other, f)
}

// probe is probeSmaller walking walk, whatever the sizes.
func probe(t *Thread, walk, other *Set, f func(e setEntry, found bool) (stop bool, err error)) error {
	for i := 0; i < len(walk.table); i++ {
		e := walk.table[i]
		if e.key == nil || e.key == setDummy {
			continue
		}
		j, err := other.lookkey(t, e.key, e.hash)
		if err != nil {
			return err
		}
		if stop, err := f(e, j >= 0); err != nil || stop {
			return err
		}
		if err := t.Step(); err != nil {
			return err
		}
	}
	return nil
}

// setIntersection is set_intersection(so, other); the result has so's
// type.
func setIntersection(t *Thread, so *Set, other Value) (*Set, error) {
	result := NewSetT(t, so.frozen)
	if o, ok := other.(*Set); ok {
		err := probeSmaller(t, o, so, func(e setEntry, found bool) (bool, error) {
			if found {
				return false, result.addEntry(t, e.key, e.hash)
			}
			return false, nil
		})
		if err != nil {
			return nil, err
		}
		return result, nil
	}
	it, err := Iterate(t, other)
	if err != nil {
		return nil, err
	}
	for {
		v, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return result, nil
		}
		h, err := Hash(t, v)
		if err != nil {
			return nil, err
		}
		j, err := so.lookkey(t, v, h)
		if err != nil {
			return nil, err
		}
		if j >= 0 {
			if err := result.addEntry(t, v, h); err != nil {
				return nil, err
			}
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
	}
}

// differenceUpdate is set_difference_update_internal.
func (s *Set) differenceUpdate(t *Thread, other Value) error {
	if other == Value(s) {
		s.clearTable()
		return nil
	}
	if o, ok := other.(*Set); ok {
		if o.used>>3 > s.used {
			var err error
			if o, err = setIntersection(t, s, o); err != nil {
				return err
			}
		}
		for i := 0; i < len(o.table); i++ {
			if e := o.table[i]; e.key != nil && e.key != setDummy {
				if _, err := s.discardEntry(t, e.key, e.hash); err != nil {
					return err
				}
				if err := t.Step(); err != nil {
					return err
				}
			}
		}
	} else {
		it, err := Iterate(t, other)
		if err != nil {
			return err
		}
		for {
			v, err := it.Next(t)
			if err != nil {
				return err
			}
			if v == nil {
				break
			}
			if _, err := s.discardKey(t, v); err != nil {
				return err
			}
			if err := t.Step(); err != nil {
				return err
			}
		}
	}
	if s.table == nil || s.fill-s.used <= (len(s.table)-1)/4 {
		return nil
	}
	if s.used > 50000 {
		return s.resize(t, s.used*2)
	}
	return s.resize(t, s.used*4)
}

// setDifference is set_difference(so, other).
func setDifference(t *Thread, so *Set, other Value) (*Set, error) {
	otherSize := -1
	switch o := other.(type) {
	case *Set:
		otherSize = o.used
	case *Dict:
		otherSize = o.used
	}
	if otherSize < 0 || so.used>>2 > otherSize {
		result, err := so.copySet(t)
		if err != nil {
			return nil, err
		}
		return result, result.differenceUpdate(t, other)
	}
	result := NewSetT(t, so.frozen)
	for i := 0; i < len(so.table); i++ {
		e := so.table[i]
		if e.key == nil || e.key == setDummy {
			continue
		}
		var found bool
		switch o := other.(type) {
		case *Set:
			j, err := o.lookkey(t, e.key, e.hash)
			if err != nil {
				return nil, err
			}
			found = j >= 0
		case *Dict:
			pos, _, err := o.lookup(t, e.key, e.hash)
			if err != nil {
				return nil, err
			}
			found = pos >= 0
		}
		if !found {
			if err := result.addEntry(t, e.key, e.hash); err != nil {
				return nil, err
			}
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
	}
	return result, nil
}

// symmetricDifferenceUpdate is set_symmetric_difference_update.
func (s *Set) symmetricDifferenceUpdate(t *Thread, other Value) error {
	if other == Value(s) {
		s.clearTable()
		return nil
	}
	if d, ok := other.(*Dict); ok {
		for i := 0; i < len(d.entries); i++ {
			e := d.entries[i]
			if e.key == nil {
				continue
			}
			found, err := s.discardEntry(t, e.key, e.hash)
			if err != nil {
				return err
			}
			if !found {
				if err := s.addEntry(t, e.key, e.hash); err != nil {
					return err
				}
			}
		}
		return nil
	}
	o, ok := other.(*Set)
	if !ok {
		var err error
		if o, err = setFromIterable(t, other, s.frozen); err != nil {
			return err
		}
	}
	for i := 0; i < len(o.table); i++ {
		e := o.table[i]
		if e.key == nil || e.key == setDummy {
			continue
		}
		found, err := s.discardEntry(t, e.key, e.hash)
		if err != nil {
			return err
		}
		if !found {
			if err := s.addEntry(t, e.key, e.hash); err != nil {
				return err
			}
		}
		if err := t.Step(); err != nil {
			return err
		}
	}
	return nil
}

// setSymmetricDifference is set_symmetric_difference(so, other): a copy
// of other (with so's type) updated with so.
func setSymmetricDifference(t *Thread, so *Set, other Value) (*Set, error) {
	result, err := setFromIterable(t, other, so.frozen)
	if err != nil {
		return nil, err
	}
	return result, result.symmetricDifferenceUpdate(t, so)
}

// setIsSubset is set_issubset(so, other).
func setIsSubset(t *Thread, so *Set, other Value) (bool, error) {
	o, ok := other.(*Set)
	if !ok {
		var err error
		if o, err = setFromIterable(t, other, false); err != nil {
			return false, err
		}
	}
	if so.used > o.used {
		return false, nil
	}
	subset := true
	err := probe(t, so, o, func(_ setEntry, found bool) (bool, error) {
		subset = found
		return !found, nil
	})
	return subset && err == nil, err
}

// setIsSuperset is set_issuperset(so, other).
func setIsSuperset(t *Thread, so *Set, other Value) (bool, error) {
	if o, ok := other.(*Set); ok {
		return setIsSubset(t, o, so)
	}
	return allIn(t, so, other, true)
}

// setIsDisjoint is set_isdisjoint(so, other).
func setIsDisjoint(t *Thread, so *Set, other Value) (bool, error) {
	if o, ok := other.(*Set); ok {
		disjoint := true
		err := probeSmaller(t, o, so, func(_ setEntry, found bool) (bool, error) {
			disjoint = !found
			return found, nil
		})
		return disjoint && err == nil, err
	}
	return allIn(t, so, other, false)
}

// allIn reports whether so holds every element of the iterable other
// (want true), or none of them (want false), stopping at the first that
// decides.
func allIn(t *Thread, so *Set, other Value, want bool) (bool, error) {
	it, err := Iterate(t, other)
	if err != nil {
		return false, err
	}
	for {
		v, err := it.Next(t)
		if err != nil {
			return false, err
		}
		if v == nil {
			return true, nil
		}
		in, err := so.Has(t, v)
		if err != nil || in != want {
			return false, err
		}
		if err := t.Step(); err != nil {
			return false, err
		}
	}
}

// frozenSetHash is CPython's frozenset_hash over s's table.
func frozenSetHash(s *Set) int64 {
	if s.hashOK {
		return s.hash
	}
	shuffle := func(h uint64) uint64 { return ((h ^ 89869747) ^ (h << 16)) * 3644798167 }
	var hash uint64
	for _, e := range s.table {
		if e.key != nil && e.key != setDummy {
			hash ^= shuffle(uint64(e.hash))
		}
	}
	// CPython xors every slot, including unused ones (hash 0) and dummies
	// (hash -1), then cancels an odd number of each: only the active
	// entries remain.
	hash ^= (uint64(s.used) + 1) * 1927868237
	hash ^= (hash >> 11) ^ (hash >> 25)
	hash = hash*69069 + 907133923
	if hash == ^uint64(0) {
		hash = 590923713
	}
	s.hash, s.hashOK = int64(hash), true
	return s.hash
}

func setRepr(t *Thread, v Value) (string, error) {
	// v may be an instance of a subclass (its repr names the subclass:
	// S({1})), reached without unwrapping (updateSlots).
	name := v.Type().Name
	s := unwrap(v).(*Set)
	sub := v != Value(s)
	if s.used == 0 {
		return name + "()", nil
	}
	t = seqThread(t)
	if !t.ReprEnter(v) {
		return name + "(...)", nil
	}
	defer t.ReprLeave(v)
	// As CPython's set_repr, the elements are copied to a list first: the
	// reprs may change the set.
	elems, err := Collect(t, s)
	if err != nil {
		return "", err
	}
	open, close := "{", "}"
	if s.frozen || sub {
		open, close = name+"({", "})"
	}
	return seqReprElems(t, open, close, func() []Value { return elems })
}

func setCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	v, ok1 := a.(*Set)
	w, ok2 := b.(*Set)
	if !ok1 || !ok2 {
		return NotImplemented, nil
	}
	var r bool
	var err error
	switch op {
	case EQ, NE:
		if v.used == w.used && (!v.hashOK || !w.hashOK || v.hash == w.hash) {
			r, err = setIsSubset(t, v, w)
		}
		if op == NE {
			r = !r
		}
	case LE:
		r, err = setIsSubset(t, v, w)
	case GE:
		r, err = setIsSuperset(t, v, w)
	case LT:
		if v.used < w.used {
			r, err = setIsSubset(t, v, w)
		}
	case GT:
		if v.used > w.used {
			r, err = setIsSuperset(t, v, w)
		}
	}
	if err != nil {
		return nil, err
	}
	return MakeBool(r), nil
}

// setBinary returns the & | - ^ operation on two sets; the result has
// the left operand's type.
func setBinary(op BinaryOp) func(t *Thread, a, b Value) (Value, error) {
	return func(t *Thread, a, b Value) (Value, error) {
		so, ok1 := a.(*Set)
		other, ok2 := b.(*Set)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		var r *Set
		var err error
		switch op {
		case OpOr:
			if r, err = so.copySet(t); err == nil && so != other {
				err = r.update(t, other)
			}
		case OpAnd:
			r, err = setIntersection(t, so, other)
		case OpSub:
			r, err = setDifference(t, so, other)
		case OpXor:
			r, err = setSymmetricDifference(t, so, other)
		}
		if err != nil {
			return nil, err
		}
		return r, nil
	}
}

// setInplace returns the |= &= -= ^= operation of set.
func setInplace(op BinaryOp) func(t *Thread, a, b Value) (Value, error) {
	return func(t *Thread, a, b Value) (Value, error) {
		so := a.(*Set)
		if _, ok := b.(*Set); !ok {
			return NotImplemented, nil
		}
		var err error
		switch op {
		case OpOr:
			err = so.update(t, b)
		case OpAnd:
			err = so.intersectionUpdate(t, []Value{b})
		case OpSub:
			err = so.differenceUpdate(t, b)
		case OpXor:
			err = so.symmetricDifferenceUpdate(t, b)
		}
		if err != nil {
			return nil, err
		}
		return so, nil
	}
}

// intersectionUpdate is set_intersection_update_multi: s becomes the
// intersection with every other.
func (s *Set) intersectionUpdate(t *Thread, others []Value) error {
	r, err := setIntersectionMulti(t, s, others)
	if err != nil {
		return err
	}
	frozen, id := s.frozen, s.Identity
	*s = *r
	s.frozen, s.Identity = frozen, id
	s.hashOK = false
	return nil
}

// setIntersectionMulti is set_intersection_multi.
func setIntersectionMulti(t *Thread, so *Set, others []Value) (*Set, error) {
	if len(others) == 0 {
		return so.copySet(t)
	}
	result := so
	for _, o := range others {
		r, err := setIntersection(t, result, o)
		if err != nil {
			return nil, err
		}
		result = r
	}
	return result, nil
}

func setNew(frozen bool) func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	name := "set"
	if frozen {
		name = "frozenset"
	}
	return func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		if len(kwnames) > 0 {
			return nil, Errorf(TypeErrorType, "%s() takes no keyword arguments", name)
		}
		switch len(args) {
		case 0:
			return NewSetT(t, frozen), nil
		case 1:
			if s, ok := args[0].(*Set); ok && frozen && s.frozen {
				return s, nil
			}
			return setFromIterable(t, args[0], frozen)
		}
		return nil, Errorf(TypeErrorType, "%s expected at most 1 argument, got %d", name, len(args))
	}
}

// setMethod is the signature of the set methods below.
type setMethod = func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error)

func setMethods(m map[string]setMethod) map[string]BuiltinFunc {
	out := map[string]BuiltinFunc{}
	for name, f := range m {
		out[name] = func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			return f(t, self.(*Set), args, kwnames)
		}
	}
	return out
}

// setVarArgs checks that a method taking *others got no keywords.
func setVarArgs(s *Set, method string, kwnames []string) error {
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", s.Type().Name+method)
	}
	return nil
}

// setNoArgs checks a method taking no arguments (the method's name, for
// the error, is made only when there is one: method is ".pop" and such).
func setNoArgs(t *Thread, s *Set, method string, args []Value, kwnames []string) error {
	if len(args) == 0 && len(kwnames) == 0 {
		return nil
	}
	return UnpackArgs(t, s.Type().Name+method, args, kwnames)
}

// setOneArg checks a method taking exactly one positional argument.
func setOneArg(s *Set, method string, args []Value, kwnames []string) error {
	if len(kwnames) > 0 {
		return Errorf(TypeErrorType, "%s() takes no keyword arguments", s.Type().Name+method)
	}
	if len(args) != 1 {
		return Errorf(TypeErrorType, "%s() takes exactly one argument (%d given)", s.Type().Name+method, len(args))
	}
	return nil
}

func init() {
	for _, typ := range []*Type{SetType, FrozenSetType} {
		seqSetObjectBase(typ)
		typ.Repr = setRepr
		typ.Compare = setCompare
		typ.Len = func(t *Thread, v Value) (int, error) { return v.(*Set).used, nil }
		typ.Truth = func(t *Thread, v Value) (bool, error) { return v.(*Set).used > 0, nil }
		typ.Iter = func(t *Thread, v Value) (Iterator, error) {
			s := v.(*Set)
			return &setIterator{s: s, size: s.used}, nil
		}
		typ.Contains = func(t *Thread, v, x Value) (bool, error) { return v.(*Set).Has(t, x) }
		for _, op := range []BinaryOp{OpAnd, OpOr, OpSub, OpXor} {
			typ.Binary[op] = setBinary(op)
		}
	}
	SetType.New = setNew(false)
	FrozenSetType.New = setNew(true)
	FrozenSetType.Hash = func(t *Thread, v Value) (int64, error) { return frozenSetHash(v.(*Set)), nil }
	for _, op := range []BinaryOp{OpAnd, OpOr, OpSub, OpXor} {
		SetType.Inplace[op] = setInplace(op)
	}

	common := map[string]setMethod{
		"copy": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setNoArgs(t, s, ".copy", args, kwnames); err != nil {
				return nil, err
			}
			if s.frozen {
				return s, nil
			}
			return s.copySet(t)
		},
		"union": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setVarArgs(s, ".union", kwnames); err != nil {
				return nil, err
			}
			r, err := s.copySet(t)
			if err != nil {
				return nil, err
			}
			for _, o := range args {
				if err := r.update(t, o); err != nil {
					return nil, err
				}
			}
			return r, nil
		},
		"intersection": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setVarArgs(s, ".intersection", kwnames); err != nil {
				return nil, err
			}
			return setIntersectionMulti(t, s, args)
		},
		"difference": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setVarArgs(s, ".difference", kwnames); err != nil {
				return nil, err
			}
			if len(args) == 0 {
				return s.copySet(t)
			}
			r, err := setDifference(t, s, args[0])
			if err != nil {
				return nil, err
			}
			for _, o := range args[1:] {
				if err := r.differenceUpdate(t, o); err != nil {
					return nil, err
				}
			}
			return r, nil
		},
		"symmetric_difference": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setOneArg(s, ".symmetric_difference", args, kwnames); err != nil {
				return nil, err
			}
			return setSymmetricDifference(t, s, args[0])
		},
		"issubset": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setOneArg(s, ".issubset", args, kwnames); err != nil {
				return nil, err
			}
			r, err := setIsSubset(t, s, args[0])
			return MakeBool(r), err
		},
		"issuperset": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setOneArg(s, ".issuperset", args, kwnames); err != nil {
				return nil, err
			}
			r, err := setIsSuperset(t, s, args[0])
			return MakeBool(r), err
		},
		"isdisjoint": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setOneArg(s, ".isdisjoint", args, kwnames); err != nil {
				return nil, err
			}
			r, err := setIsDisjoint(t, s, args[0])
			return MakeBool(r), err
		},
	}
	mutating := map[string]setMethod{
		"add": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setOneArg(s, ".add", args, kwnames); err != nil {
				return nil, err
			}
			return None, s.Add(t, args[0])
		},
		"remove": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setOneArg(s, ".remove", args, kwnames); err != nil {
				return nil, err
			}
			found, err := s.discardKey(t, args[0])
			if err != nil {
				return nil, err
			}
			if !found {
				return nil, NewException(KeyErrorType, args[0])
			}
			return None, nil
		},
		"discard": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setOneArg(s, ".discard", args, kwnames); err != nil {
				return nil, err
			}
			_, err := s.discardKey(t, args[0])
			return None, err
		},
		"pop": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setNoArgs(t, s, ".pop", args, kwnames); err != nil {
				return nil, err
			}
			if s.used == 0 {
				return nil, Errorf(KeyErrorType, "pop from an empty set")
			}
			mask := len(s.table) - 1
			i := s.finger & mask
			for s.table[i].key == nil || s.table[i].key == setDummy {
				i++
				if i > mask {
					i = 0
				}
			}
			k := s.table[i].key
			s.table[i] = setEntry{setDummy, -1}
			s.used--
			s.finger = i + 1
			return k, nil
		},
		"clear": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setNoArgs(t, s, ".clear", args, kwnames); err != nil {
				return nil, err
			}
			s.clearTable()
			return None, nil
		},
		"update": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setVarArgs(s, ".update", kwnames); err != nil {
				return nil, err
			}
			for _, o := range args {
				if err := s.update(t, o); err != nil {
					return nil, err
				}
			}
			return None, nil
		},
		"intersection_update": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setVarArgs(s, ".intersection_update", kwnames); err != nil {
				return nil, err
			}
			return None, s.intersectionUpdate(t, args)
		},
		"difference_update": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setVarArgs(s, ".difference_update", kwnames); err != nil {
				return nil, err
			}
			for _, o := range args {
				if err := s.differenceUpdate(t, o); err != nil {
					return nil, err
				}
			}
			return None, nil
		},
		"symmetric_difference_update": func(t *Thread, s *Set, args []Value, kwnames []string) (Value, error) {
			if err := setOneArg(s, ".symmetric_difference_update", args, kwnames); err != nil {
				return nil, err
			}
			return None, s.symmetricDifferenceUpdate(t, args[0])
		},
	}
	addMethods(FrozenSetType, setMethods(common))
	for k, v := range mutating {
		common[k] = v
	}
	addMethods(SetType, setMethods(common))
	borrowArgs(SetType, "add", "discard", "remove")
	methodCall1(SetType, "add", func(t *Thread, self, a Value) (Value, error) {
		return None, self.(*Set).Add(t, a)
	})
}

// setIterator iterates over a set in table order, failing if the set
// changes size meanwhile.
type setIterator struct {
	s    *Set
	pos  int
	size int
}

func (*setIterator) Type() *Type { return SetIteratorType }

func (it *setIterator) Next(t *Thread) (Value, error) {
	s := it.s
	if s == nil {
		return nil, nil
	}
	if s.used != it.size {
		it.size = -1
		return nil, Errorf(RuntimeErrorType, "Set changed size during iteration")
	}
	for it.pos < len(s.table) {
		k := s.table[it.pos].key
		it.pos++
		if k != nil && k != setDummy {
			return k, nil
		}
	}
	it.s = nil
	return nil, nil
}
