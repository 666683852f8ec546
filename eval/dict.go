package eval

import (
	"iter"
)

// Dict is a Python dict: an insertion-ordered hash table. Keys are hashed
// with Hash and compared with Equal, so 1, 1.0 and True are one key.
//
// The layout is CPython's compact dict: entries in insertion order, and
// an open-addressing index of entry positions probed with CPython's
// perturbation scheme. Deleted entries leave holes (key == nil) that are
// squeezed out when the index is rebuilt. Dicts of at most dictLinearMax
// entries have no index: a lookup scans the entries comparing hashes,
// which beats hashing into an index for the small dicts programs are
// full of. Keys that are *Str or Int are compared without calling
// Equal.
type Dict struct {
	Identity // id() and the default hash, assigned on first use
	entries  []dictEntry
	index    []int32 // entry positions, dictEmpty or dictDummy; nil in linear mode
	used     int     // live entries
	fill     int     // index slots not dictEmpty (live and dummy)
	gen      uint32  // changes whenever the table is rebuilt (grow, Clear)
}

type dictEntry struct {
	hash     int64
	key, val Value // key == nil: deleted
}

const (
	dictLinearMax = 8
	dictEmpty     = -1
	dictDummy     = -2
	// dictProbesPerStep is how many probes of the index count as one
	// operation.
	dictProbesPerStep = 64
)

// The dict type and its view and iterator types.
var (
	DictType       = newBuiltinType("dict")
	DictKeysType   = newBuiltinType("dict_keys")
	DictValuesType = newBuiltinType("dict_values")
	DictItemsType  = newBuiltinType("dict_items")

	DictKeyIteratorType          = newIteratorType("dict_keyiterator")
	DictValueIteratorType        = newIteratorType("dict_valueiterator")
	DictItemIteratorType         = newIteratorType("dict_itemiterator")
	DictReverseKeyIteratorType   = newIteratorType("dict_reversekeyiterator")
	DictReverseValueIteratorType = newIteratorType("dict_reversevalueiterator")
	DictReverseItemIteratorType  = newIteratorType("dict_reverseitemiterator")
)

func (*Dict) Type() *Type { return DictType }

// NewDict returns an empty dict.
func NewDict() *Dict { return &Dict{} }

// NewDictT is NewDict for a dict made for the program: its header is
// charged to t's memory as it is made (ChargeObject); its entries are
// charged as it grows.
func NewDictT(t *Thread) *Dict {
	t.ChargeObject(containerBytes)
	return &Dict{}
}

// Len returns the number of items.
func (d *Dict) Len() int { return d.used }

// dictKeyEq compares a stored key with a probe key without calling Python
// code when both are strs or both are ints; slow is true otherwise, and
// for two distinct long strs of the same length, whose comparison Equal
// counts as work (a loop looking up an equal copy of a 10 MB key would
// otherwise compare 10 MB per operation).
func dictKeyEq(stored, key Value) (eq, slow bool) {
	switch k := key.(type) {
	case *Str:
		if s, ok := stored.(*Str); ok {
			if s == k {
				return true, false
			}
			if len(s.s) >= strCmpWorkLen && len(s.s) == len(k.s) {
				return false, true
			}
			return s.s == k.s, false
		}
	case Int:
		if s, ok := stored.(Int); ok {
			return s == k, false
		}
	}
	return false, true
}

// lookup finds key (whose hash is h): pos is its entry position and slot
// its index slot, or -1. A comparison that runs program code may change
// the dict: as CPython's lookdict, the search restarts when the table was
// rebuilt or the compared entry replaced, and goes on otherwise.
func (d *Dict) lookup(t *Thread, key Value, h int64) (pos, slot int, err error) {
restart:
	if d.index == nil {
		for i := 0; i < len(d.entries); i++ {
			e := &d.entries[i]
			if e.hash != h || e.key == nil {
				continue
			}
			eq, slow := dictKeyEq(e.key, key)
			if slow {
				gen, stored := d.gen, e.key
				if eq, err = Equal(t, stored, key); err != nil {
					return -1, -1, err
				}
				if d.gen != gen || i >= len(d.entries) || !Is(d.entries[i].key, stored) {
					goto restart
				}
			}
			if eq {
				return i, -1, nil
			}
		}
		return -1, -1, nil
	}
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for probes := 1; ; probes++ {
		ix := d.index[i]
		if ix == dictEmpty {
			return -1, -1, nil
		}
		if probes%dictProbesPerStep == 0 {
			// Keys of one hash (a collision flood) make every lookup
			// walk a long chain: count it as work.
			if err := t.Work(1); err != nil {
				return -1, -1, err
			}
		}
		if ix >= 0 {
			e := &d.entries[ix]
			if e.hash == h {
				eq, slow := dictKeyEq(e.key, key)
				if slow {
					gen, stored := d.gen, e.key
					if eq, err = Equal(t, stored, key); err != nil {
						return -1, -1, err
					}
					if d.gen != gen || int(ix) >= len(d.entries) || !Is(d.entries[ix].key, stored) {
						goto restart
					}
				}
				if eq {
					return int(ix), int(i), nil
				}
			}
		}
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
}

// Get returns d[k] without calling __missing__.
func (d *Dict) Get(t *Thread, k Value) (Value, bool, error) {
	h, err := Hash(t, k)
	if err != nil {
		return nil, false, err
	}
	pos, _, err := d.lookup(t, k, h)
	if err != nil || pos < 0 {
		return nil, false, err
	}
	return d.entries[pos].val, true, nil
}

// Has reports k in d.
func (d *Dict) Has(t *Thread, k Value) (bool, error) {
	_, ok, err := d.Get(t, k)
	return ok, err
}

// SetItem performs d[k] = v.
func (d *Dict) SetItem(t *Thread, k, v Value) error {
	h, err := Hash(t, k)
	if err != nil {
		return err
	}
	return d.setHash(t, k, h, v)
}

func (d *Dict) setHash(t *Thread, k Value, h int64, v Value) error {
	pos, _, err := d.lookup(t, k, h)
	if err != nil {
		return err
	}
	if pos >= 0 {
		d.entries[pos].val = v
		return nil
	}
	return d.insertNew(t, k, h, v)
}

// insertNew appends an entry for a key known to be absent.
func (d *Dict) insertNew(t *Thread, k Value, h int64, v Value) error {
	// The index keeps an empty slot for every probe sequence to end on:
	// deleted keys leave dummies, which count until the index is rebuilt.
	if len(d.entries) == cap(d.entries) || (d.index != nil && 3*(d.fill+1) > 2*len(d.index)) {
		if err := d.grow(t); err != nil {
			return err
		}
	}
	d.entries = append(d.entries, dictEntry{hash: h, key: k, val: v})
	d.used++
	if d.index != nil {
		d.indexInsert(h, int32(len(d.entries)-1))
	}
	return nil
}

// grow makes room for at least one more entry: it squeezes out holes or
// enlarges the entry array, and builds the index once the dict leaves
// linear mode.
func (d *Dict) grow(t *Thread) error {
	newCap := 2 * d.used
	if newCap < 4 {
		newCap = 4
	}
	if newCap <= d.used {
		newCap = d.used + 1
	}
	entries, err := MakeCap[dictEntry](t, 0, newCap)
	if err != nil {
		return err
	}
	for _, e := range d.entries {
		if e.key != nil {
			entries = append(entries, e)
		}
	}
	d.entries = entries
	d.gen++
	return d.buildIndex(t, newCap)
}

// buildIndex makes the index of a table of capacity entries (none in
// linear mode) and records the entries in it.
func (d *Dict) buildIndex(t *Thread, capacity int) error {
	if capacity <= dictLinearMax {
		d.index = nil
		return nil
	}
	size := 16
	for size*2 < capacity*3 {
		size *= 2
	}
	var err error
	if d.index, err = Make[int32](t, size); err != nil {
		d.index = nil
		return err
	}
	for i := range d.index {
		d.index[i] = dictEmpty
	}
	d.fill = 0
	for i, e := range d.entries {
		d.indexInsert(e.hash, int32(i))
	}
	return nil
}

// Presize gives an empty dict room for n entries at once, charged as its
// growth would be, when the caller knows about how many it will hold (a
// display, a class body): one allocation of the right size instead of a
// table grown and copied from four entries up. A dict that holds entries
// already, or has room, is left as it is.
func (d *Dict) Presize(t *Thread, n int) error {
	if d.used != 0 || len(d.entries) != 0 || n <= cap(d.entries) {
		return nil
	}
	entries, err := MakeCap[dictEntry](t, 0, n)
	if err != nil {
		return err
	}
	d.entries = entries
	d.gen++
	return d.buildIndex(t, n)
}

// indexInsert records entry position pos (hash h) in the first free or
// dummy slot of its probe sequence.
func (d *Dict) indexInsert(h int64, pos int32) {
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for d.index[i] >= 0 {
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
	if d.index[i] == dictEmpty {
		d.fill++
	}
	d.index[i] = pos
}

// slotOf returns the index slot that holds entry position pos (hash h),
// or -1 in linear mode.
func (d *Dict) slotOf(h int64, pos int) int {
	if d.index == nil {
		return -1
	}
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for int(d.index[i]) != pos {
		perturb >>= 5
		i = (i*5 + perturb + 1) & mask
	}
	return int(i)
}

// Delete removes k and reports whether it was present.
func (d *Dict) Delete(t *Thread, k Value) (bool, error) {
	h, err := Hash(t, k)
	if err != nil {
		return false, err
	}
	pos, slot, err := d.lookup(t, k, h)
	if err != nil || pos < 0 {
		return false, err
	}
	d.deleteAt(pos, slot)
	return true, nil
}

func (d *Dict) deleteAt(pos, slot int) {
	d.entries[pos] = dictEntry{}
	if slot >= 0 {
		d.index[slot] = dictDummy
	}
	d.used--
	// Trailing holes can go at once (this keeps popitem O(1)).
	n := len(d.entries)
	for n > 0 && d.entries[n-1].key == nil {
		n--
	}
	d.entries = d.entries[:n]
	if d.used == 0 {
		// Back to an empty table (clearing a large index here would cost
		// its size at every delete that empties the dict). A small
		// table keeps its entry array (all holes were trimmed, so it is
		// empty and cleared): a dict that takes and loses one key in
		// turn (asyncio's current task) does not make a new one at
		// every insert.
		entries := d.entries
		d.Clear()
		if cap(entries) <= dictLinearMax {
			d.entries = entries[:0]
		}
	}
}

// Clear removes every item.
func (d *Dict) Clear() {
	*d = Dict{Identity: d.Identity, gen: d.gen + 1}
}

// Copy returns a shallow copy of d.
func (d *Dict) Copy(t *Thread) (*Dict, error) {
	c := NewDictT(t)
	if d.used == 0 {
		return c, nil
	}
	if err := seqSteps(t, d.used); err != nil {
		return nil, err
	}
	if len(d.entries) == d.used {
		entries, err := MakeCap[dictEntry](t, 0, cap(d.entries))
		if err != nil {
			return nil, err
		}
		c.entries = append(entries, d.entries...)
		c.used, c.fill = d.used, d.fill
		if d.index != nil {
			if c.index, err = Make[int32](t, len(d.index)); err != nil {
				return nil, err
			}
			copy(c.index, d.index)
		}
		return c, nil
	}
	for _, e := range d.entries {
		if e.key != nil {
			if err := c.insertNew(t, e.key, e.hash, e.val); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}

// GetStr returns d[k] for a str key.
func (d *Dict) GetStr(k string) (Value, bool) {
	key := NewStr(k) //allocpath:ok a key for one lookup, not kept
	//limiterr:ok host API without a thread: no __eq__ is called and nothing is charged
	pos, _, _ := d.lookup(nil, key, key.Hash())
	if pos < 0 {
		return nil, false
	}
	return d.entries[pos].val, true
}

// SetStr performs d[k] = v for a str key.
func (d *Dict) SetStr(k string, v Value) {
	// Go code setting names (a module's attributes, an instance's
	// attributes moved to its __dict__): charged neither here nor for the
	// entry (setHash with no thread).
	key := NewStr(k) //allocpath:ok host-side API, see above
	//limiterr:ok host API without a thread: no __eq__ is called and nothing is charged
	_ = d.setHash(nil, key, key.Hash(), v)
}

// Range calls f for each item in insertion order until f returns false.
// f must not add or remove keys.
func (d *Dict) Range(f func(k, v Value) bool) {
	for i := 0; i < len(d.entries); i++ {
		if e := d.entries[i]; e.key != nil && !f(e.key, e.val) {
			return
		}
	}
}

// Items returns an iterator over the items in insertion order.
func (d *Dict) Items() iter.Seq2[Value, Value] {
	return func(yield func(Value, Value) bool) { d.Range(yield) }
}

// Keys returns the keys in insertion order (for the host: nothing is
// charged).
func (d *Dict) Keys() []Value {
	//limiterr:ok host API without a thread: nothing is charged, no limit to report
	out, _ := MakeCap[Value](nil, 0, d.used)
	d.Range(func(k, _ Value) bool { out = append(out, k); return true })
	return out
}

// popLast removes and returns the last item (popitem).
func (d *Dict) popLast() (k, v Value, ok bool) {
	if d.used == 0 {
		return nil, nil, false
	}
	pos := len(d.entries) - 1
	e := d.entries[pos]
	d.deleteAt(pos, d.slotOf(e.hash, pos))
	return e.key, e.val, true
}

// dictUpdate merges arg into d as dict.update(arg) does: a dict, a
// mapping (an object with keys()), or an iterable of key/value pairs.
func dictUpdate(t *Thread, d *Dict, arg Value) error {
	if src, ok := arg.(*Dict); ok {
		if err := seqSteps(t, src.used); err != nil {
			return err
		}
		n, gen := len(src.entries), src.gen
		for i := 0; i < n; i++ {
			if e := src.entries[i]; e.key != nil {
				if err := d.setHash(t, e.key, e.hash, e.val); err != nil {
					return err
				}
				if len(src.entries) != n || src.gen != gen {
					return Errorf(RuntimeErrorType, "dict mutated during update")
				}
			}
		}
		return nil
	}
	if arg.Type().Lookup("keys") != nil {
		keys, _, err := seqCallMethod(t, arg, "keys")
		if err != nil {
			return err
		}
		it, err := Iterate(t, keys)
		if err != nil {
			return err
		}
		for {
			k, err := it.Next(t)
			if err != nil || k == nil {
				return err
			}
			v, err := GetItem(t, arg, k)
			if err != nil {
				return err
			}
			if err := d.SetItem(t, k, v); err != nil {
				return err
			}
			if err := t.Step(); err != nil {
				return err
			}
		}
	}
	it, err := Iterate(t, arg)
	if err != nil {
		return err
	}
	for n := 0; ; n++ {
		item, err := it.Next(t)
		if err != nil || item == nil {
			return err
		}
		var kv []Value
		switch x := item.(type) {
		case *Tuple:
			kv = x.elems
		case *List:
			kv = x.elems
		default:
			if item.Type().Iter == nil {
				return Errorf(TypeErrorType, "cannot convert dictionary update sequence element #%d to a sequence", n)
			}
			if kv, err = Collect(t, item); err != nil {
				return err
			}
		}
		if len(kv) != 2 {
			return Errorf(ValueErrorType, "dictionary update sequence element #%d has length %d; 2 is required", n, len(kv))
		}
		if err := d.SetItem(t, kv[0], kv[1]); err != nil {
			return err
		}
		if err := t.Step(); err != nil {
			return err
		}
	}
}

// dictUpdateArgs implements the arguments of dict() and dict.update():
// at most one positional argument followed by keyword items.
func dictUpdateArgs(t *Thread, name string, d *Dict, args []Value, kwnames []string) error {
	npos := len(args) - len(kwnames)
	if npos > 1 {
		return Errorf(TypeErrorType, "%s expected at most 1 argument, got %d", name, npos)
	}
	if npos == 1 {
		if err := dictUpdate(t, d, args[0]); err != nil {
			return err
		}
	}
	for i, k := range kwnames {
		if err := d.SetItem(t, NewStrT(t, k), args[npos+i]); err != nil {
			return err
		}
	}
	return nil
}

func dictNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	d := NewDictT(t)
	return d, dictUpdateArgs(t, "dict", d, args, kwnames)
}

func dictRepr(t *Thread, v Value) (string, error) {
	d := v.(*Dict)
	if d.used == 0 {
		return "{}", nil
	}
	t = seqThread(t)
	if !t.ReprEnter(v) {
		return "{...}", nil
	}
	defer t.ReprLeave(v)
	b := NewBuilder(t, 0)
	b.WriteByte('{')
	first := true
	for i := 0; i < len(d.entries); i++ {
		e := d.entries[i]
		if e.key == nil {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		s, err := Repr(t, e.key)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
		b.WriteString(": ")
		if s, err = Repr(t, e.val); err != nil {
			return "", err
		}
		if _, err := b.WriteString(s); err != nil {
			return "", err
		}
		if err := t.Step(); err != nil {
			return "", err
		}
	}
	b.WriteByte('}')
	return b.String(), b.Err()
}

// dictEqual is dict == dict: same size and equal values for every key.
func dictEqual(t *Thread, a, b *Dict) (bool, error) {
	if a == b {
		return true, nil
	}
	if a.used != b.used {
		return false, nil
	}
	for i := 0; i < len(a.entries); i++ {
		e := a.entries[i]
		if e.key == nil {
			continue
		}
		pos, _, err := b.lookup(t, e.key, e.hash)
		if err != nil {
			return false, err
		}
		if pos < 0 {
			return false, nil
		}
		eq, err := Equal(t, e.val, b.entries[pos].val)
		if err != nil || !eq {
			return false, err
		}
		if err := t.Step(); err != nil {
			return false, err
		}
	}
	return true, nil
}

func dictGetItem(t *Thread, v, key Value) (Value, error) {
	d := v.(*Dict)
	h, err := Hash(t, key)
	if err != nil {
		return nil, err
	}
	pos, _, err := d.lookup(t, key, h)
	if err != nil {
		return nil, err
	}
	if pos >= 0 {
		return d.entries[pos].val, nil
	}
	// TODO(lead): instances of user subclasses of dict reach this slot
	// once they are represented; dict itself has no __missing__.
	if typ := v.Type(); typ != DictType {
		if r, ok, err := seqCallMethod(t, v, "__missing__", key); ok {
			return r, err
		}
	}
	return nil, NewException(KeyErrorType, key)
}

func dictSetItem(t *Thread, v, key, x Value) error {
	d := v.(*Dict)
	if x != nil {
		return d.SetItem(t, key, x)
	}
	ok, err := d.Delete(t, key)
	if err == nil && !ok {
		err = NewException(KeyErrorType, key)
	}
	return err
}

// dictMethod is the signature of the dict methods below.
type dictMethod = func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error)

// dictGet is d.get(k, def).
func dictGet(t *Thread, d *Dict, k, def Value) (Value, error) {
	v, ok, err := d.Get(t, k)
	if err != nil {
		return nil, err
	}
	if !ok {
		return def, nil
	}
	return v, nil
}

func dictMethods(m map[string]dictMethod) map[string]BuiltinFunc {
	out := map[string]BuiltinFunc{}
	for name, f := range m {
		out[name] = func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			return f(t, self.(*Dict), args, kwnames)
		}
	}
	return out
}

func init() {
	seqSetObjectBase(DictType)
	DictType.New = dictNew
	DictType.Repr = dictRepr
	DictType.Compare = func(t *Thread, op CompareOp, a, b Value) (Value, error) {
		x, ok1 := a.(*Dict)
		y, ok2 := b.(*Dict)
		if !ok1 || !ok2 || (op != EQ && op != NE) {
			return NotImplemented, nil
		}
		eq, err := dictEqual(t, x, y)
		if err != nil {
			return nil, err
		}
		return MakeBool(eq == (op == EQ)), nil
	}
	DictType.Len = func(t *Thread, v Value) (int, error) { return v.(*Dict).used, nil }
	DictType.Truth = func(t *Thread, v Value) (bool, error) { return v.(*Dict).used > 0, nil }
	DictType.Iter = func(t *Thread, v Value) (Iterator, error) {
		return newDictIterator(v.(*Dict), dictIterKeys, false), nil
	}
	DictType.GetItem = dictGetItem
	DictType.SetItem = dictSetItem
	DictType.Contains = func(t *Thread, v, x Value) (bool, error) { return v.(*Dict).Has(t, x) }
	DictType.Binary[OpOr] = func(t *Thread, a, b Value) (Value, error) {
		x, ok1 := a.(*Dict)
		y, ok2 := b.(*Dict)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		c, err := x.Copy(t)
		if err != nil {
			return nil, err
		}
		return c, dictUpdate(t, c, y)
	}
	DictType.Inplace[OpOr] = func(t *Thread, a, b Value) (Value, error) {
		return a, dictUpdate(t, a.(*Dict), b)
	}
	addMethods(DictType, dictMethods(map[string]dictMethod{
		"get": func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error) {
			var k Value
			def := Value(None)
			if err := seqCheckArgs("dict", "get", args, kwnames, 1, 2); err != nil {
				return nil, err
			}
			k = args[0]
			if len(args) > 1 {
				def = args[1]
			}
			return dictGet(t, d, k, def)
		},
		"setdefault": func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error) {
			var k Value
			def := Value(None)
			if err := seqCheckArgs("dict", "setdefault", args, kwnames, 1, 2); err != nil {
				return nil, err
			}
			k = args[0]
			if len(args) > 1 {
				def = args[1]
			}
			h, err := Hash(t, k)
			if err != nil {
				return nil, err
			}
			pos, _, err := d.lookup(t, k, h)
			if err != nil {
				return nil, err
			}
			if pos >= 0 {
				return d.entries[pos].val, nil
			}
			return def, d.insertNew(t, k, h, def)
		},
		"pop": func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error) {
			var k, def Value
			if err := seqCheckArgs("dict", "pop", args, kwnames, 1, 2); err != nil {
				return nil, err
			}
			k = args[0]
			if len(args) > 1 {
				def = args[1]
			}
			if d.Len() == 0 {
				// An empty dict answers before hashing the key (CPython's
				// _PyDict_Pop): {}.pop([], 0) is 0.
				if def != nil {
					return def, nil
				}
				return nil, NewException(KeyErrorType, k)
			}
			h, err := Hash(t, k)
			if err != nil {
				return nil, err
			}
			pos, slot, err := d.lookup(t, k, h)
			if err != nil {
				return nil, err
			}
			if pos < 0 {
				if def != nil {
					return def, nil
				}
				return nil, NewException(KeyErrorType, k)
			}
			v := d.entries[pos].val
			d.deleteAt(pos, slot)
			return v, nil
		},
		"popitem": func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "dict.popitem", args, kwnames); err != nil {
				return nil, err
			}
			k, v, ok := d.popLast()
			if !ok {
				return nil, Errorf(KeyErrorType, "popitem(): dictionary is empty")
			}
			return NewTupleT(t, []Value{k, v}), nil
		},
		"keys": func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error) {
			return &dictView{d: d, kind: dictIterKeys}, UnpackArgs(t, "dict.keys", args, kwnames)
		},
		"values": func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error) {
			return &dictView{d: d, kind: dictIterValues}, UnpackArgs(t, "dict.values", args, kwnames)
		},
		"items": func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error) {
			return &dictView{d: d, kind: dictIterItems}, UnpackArgs(t, "dict.items", args, kwnames)
		},
		"update": func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error) {
			return None, dictUpdateArgs(t, "update", d, args, kwnames)
		},
		"clear": func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "dict.clear", args, kwnames); err != nil {
				return nil, err
			}
			d.Clear()
			return None, nil
		},
		"copy": func(t *Thread, d *Dict, args []Value, kwnames []string) (Value, error) {
			if err := UnpackArgs(t, "dict.copy", args, kwnames); err != nil {
				return nil, err
			}
			return d.Copy(t)
		},
	}))
	borrowArgs(DictType, "get", "setdefault", "pop")
	methodCall1(DictType, "get", func(t *Thread, self, k Value) (Value, error) {
		return dictGet(t, self.(*Dict), k, None)
	})
	methodCall2(DictType, "get", func(t *Thread, self, k, def Value) (Value, error) {
		return dictGet(t, self.(*Dict), k, def)
	})
	// fromkeys is a class method: stored as a builtin bound to dict, so
	// dict.fromkeys(...) and {}.fromkeys(...) both call it.
	DictType.Dict.Set("fromkeys", &Builtin{name: "fromkeys", self: DictType, qual: "dict",
		fn: func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
			var src Value
			val := Value(None)
			if err := seqCheckArgs("dict", "fromkeys", args, kwnames, 1, 2); err != nil {
				return nil, err
			}
			src = args[0]
			if len(args) > 1 {
				val = args[1]
			}
			if cls, ok := self.(*Type); ok && cls != DictType {
				// A subclass: cls(), then its __setitem__ for each key.
				return fromKeysInto(t, cls, src, val)
			}
			d := NewDictT(t)
			it, err := Iterate(t, src)
			if err != nil {
				return nil, err
			}
			for {
				k, err := it.Next(t)
				if err != nil {
					return nil, err
				}
				if k == nil {
					return d, nil
				}
				if err := d.SetItem(t, k, val); err != nil {
					return nil, err
				}
				if err := t.Step(); err != nil {
					return nil, err
				}
			}
		}})

	for _, typ := range []*Type{DictKeysType, DictValuesType, DictItemsType} {
		seqSetObjectBase(typ)
		typ.NoSubclass = true
		typ.Repr = dictViewRepr
		typ.Len = func(t *Thread, v Value) (int, error) { return v.(*dictView).d.used, nil }
		typ.Iter = func(t *Thread, v Value) (Iterator, error) {
			dv := v.(*dictView)
			return newDictIterator(dv.d, dv.kind, false), nil
		}
		typ.Contains = dictViewContains
		typ.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
			if name == "mapping" {
				return &MappingProxy{d: v.(*dictView).d}, nil
			}
			return genericGetAttr(t, v, name)
		}
		if typ == DictValuesType {
			typ.Hash = identityHash
			continue
		}
		typ.Compare = dictViewCompare
		for _, op := range []BinaryOp{OpAnd, OpOr, OpSub, OpXor} {
			typ.Binary[op] = dictViewSetOp(op)
		}
		addMethods(typ, map[string]BuiltinFunc{
			"isdisjoint": func(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
				var other Value
				if err := UnpackArgs(t, "isdisjoint", args, kwnames, "other/", &other); err != nil {
					return nil, err
				}
				it, err := Iterate(t, other)
				if err != nil {
					return nil, err
				}
				for {
					x, err := it.Next(t)
					if err != nil {
						return nil, err
					}
					if x == nil {
						return True, nil
					}
					in, err := dictViewContains(t, self, x)
					if err != nil {
						return nil, err
					}
					if in {
						return False, nil
					}
				}
			},
		})
	}
}

// The kinds of dict iteration.
const (
	dictIterKeys = iota
	dictIterValues
	dictIterItems
)

// dictView is dict.keys(), dict.values() or dict.items(): a live view of
// the dict.
type dictView struct {
	d    *Dict
	kind int
}

func (v *dictView) Type() *Type {
	switch v.kind {
	case dictIterKeys:
		return DictKeysType
	case dictIterValues:
		return DictValuesType
	}
	return DictItemsType
}

func dictViewRepr(t *Thread, v Value) (string, error) {
	dv := v.(*dictView)
	t = seqThread(t)
	if !t.ReprEnter(v) {
		return "...", nil
	}
	elems, err := Collect(t, v)
	t.ReprLeave(v)
	if err != nil {
		return "", err
	}
	s, err := seqRepr(t, v, "[", "]", func() []Value { return elems })
	if err != nil {
		return "", err
	}
	return dv.Type().Name + "(" + s + ")", nil
}

func dictViewContains(t *Thread, v, x Value) (bool, error) {
	dv := v.(*dictView)
	switch dv.kind {
	case dictIterKeys:
		return dv.d.Has(t, x)
	case dictIterItems:
		tu, ok := x.(*Tuple)
		if !ok || len(tu.elems) != 2 {
			return false, nil
		}
		val, found, err := dv.d.Get(t, tu.elems[0])
		if err != nil || !found {
			return false, err
		}
		return Equal(t, val, tu.elems[1])
	}
	for i := 0; i < len(dv.d.entries); i++ {
		e := dv.d.entries[i]
		if e.key == nil {
			continue
		}
		eq, err := Equal(t, e.val, x)
		if err != nil || eq {
			return eq, err
		}
		if err := t.Step(); err != nil {
			return false, err
		}
	}
	return false, nil
}

// dictViewIsSetLike reports whether v takes part in set comparisons with
// keys and items views.
// fromKeysInto is cls.fromkeys(src, val) for a subclass cls of dict:
// CPython's _PyDict_FromKeys builds cls() and sets each key through
// PyObject_SetItem, so an overridden __setitem__ is used.
func fromKeysInto(t *Thread, cls *Type, src, val Value) (Value, error) {
	d, err := Call(t, cls, nil, nil)
	if err != nil {
		return nil, err
	}
	it, err := Iterate(t, src)
	if err != nil {
		return nil, err
	}
	for {
		k, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if k == nil {
			return d, nil
		}
		if err := SetItem(t, d, k, val); err != nil {
			return nil, err
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
	}
}

func dictViewIsSetLike(v Value) bool {
	switch x := v.(type) {
	case *Set:
		return true
	case *dictView:
		return x.kind != dictIterValues
	}
	_, ok := As[*Set](v) // set and frozenset subclasses
	return ok
}

// dictViewAllIn reports whether every element of a is in b.
func dictViewAllIn(t *Thread, a, b Value) (bool, error) {
	it, err := Iterate(t, a)
	if err != nil {
		return false, err
	}
	for {
		x, err := it.Next(t)
		if err != nil {
			return false, err
		}
		if x == nil {
			return true, nil
		}
		in, err := Contains(t, b, x)
		if err != nil || !in {
			return false, err
		}
		if err := t.Step(); err != nil {
			return false, err
		}
	}
}

func dictViewCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	if !dictViewIsSetLike(a) || !dictViewIsSetLike(b) {
		return NotImplemented, nil
	}
	la, err := Len(t, a)
	if err != nil {
		return nil, err
	}
	lb, err := Len(t, b)
	if err != nil {
		return nil, err
	}
	var ok bool
	switch op {
	case EQ, NE:
		if la == lb {
			ok, err = dictViewAllIn(t, a, b)
		}
		if op == NE {
			ok = !ok
		}
	case LT, LE:
		if la < lb || (op == LE && la == lb) {
			ok, err = dictViewAllIn(t, a, b)
		}
	case GT, GE:
		if la > lb || (op == GE && la == lb) {
			ok, err = dictViewAllIn(t, b, a)
		}
	}
	if err != nil {
		return nil, err
	}
	return MakeBool(ok), nil
}

// dictViewToSet is set(v) as the view set operations start from it: a
// keys view of a dict converts from the dict itself (CPython's fast path,
// which sizes the table in advance).
func dictViewToSet(t *Thread, v Value) (*Set, error) {
	if dv, ok := v.(*dictView); ok && dv.kind == dictIterKeys {
		v = dv.d
	}
	return setFromIterable(t, v, false)
}

// dictViewSetOp returns the & | - ^ operation of keys and items views;
// either operand may be the view (the other any iterable); the result is
// a set.
func dictViewSetOp(op BinaryOp) func(t *Thread, a, b Value) (Value, error) {
	return func(t *Thread, a, b Value) (Value, error) {
		if op == OpAnd {
			return dictViewIntersect(t, a, b)
		}
		s, err := dictViewToSet(t, a)
		if err != nil {
			return nil, err
		}
		switch op {
		case OpOr:
			err = s.update(t, b)
		case OpSub:
			err = s.differenceUpdate(t, b)
		case OpXor:
			err = s.symmetricDifferenceUpdate(t, b)
		}
		if err != nil {
			return nil, err
		}
		return s, nil
	}
}

// dictViewIntersect is CPython's _PyDictView_Intersect.
func dictViewIntersect(t *Thread, self, other Value) (Value, error) {
	if _, ok := self.(*dictView); !ok {
		self, other = other, self
	}
	lenSelf := self.(*dictView).d.used
	if s, ok := other.(*Set); ok && !s.frozen {
		if lenSelf <= s.used {
			return setIntersection(t, s, self)
		}
	}
	if ov, ok := other.(*dictView); ok && ov.d.used > lenSelf {
		self, other = other, self
	}
	result := NewSetT(t, false)
	it, err := Iterate(t, other)
	if err != nil {
		return nil, err
	}
	for {
		x, err := it.Next(t)
		if err != nil {
			return nil, err
		}
		if x == nil {
			return result, nil
		}
		in, err := dictViewContains(t, self, x)
		if err != nil {
			return nil, err
		}
		if in {
			if err := result.Add(t, x); err != nil {
				return nil, err
			}
		}
		if err := t.Step(); err != nil {
			return nil, err
		}
	}
}

// dictIterator iterates over a dict's keys, values or items, forwards or
// backwards, failing if the dict changes size meanwhile.
type dictIterator struct {
	d       *Dict
	pos     int
	size    int
	left    int // items still expected (forwards)
	kind    int
	reverse bool
}

func newDictIterator(d *Dict, kind int, reverse bool) *dictIterator {
	it := &dictIterator{d: d, size: d.used, left: d.used, kind: kind, reverse: reverse}
	if reverse {
		it.pos = len(d.entries) - 1
	}
	return it
}

func (it *dictIterator) Type() *Type {
	types := [2][3]*Type{
		{DictKeyIteratorType, DictValueIteratorType, DictItemIteratorType},
		{DictReverseKeyIteratorType, DictReverseValueIteratorType, DictReverseItemIteratorType},
	}
	r := 0
	if it.reverse {
		r = 1
	}
	return types[r][it.kind]
}

func (it *dictIterator) Next(t *Thread) (Value, error) {
	e, err := it.nextEntry()
	if err != nil || e == nil {
		return nil, err
	}
	switch it.kind {
	case dictIterKeys:
		return e.key, nil
	case dictIterValues:
		return e.val, nil
	}
	return NewTupleCharged(t, e.key, e.val)
}

// nextEntry returns the next live entry, or nil at the end.
func (it *dictIterator) nextEntry() (*dictEntry, error) {
	d := it.d
	if d == nil {
		return nil, nil
	}
	if d.used != it.size {
		it.size = -1
		return nil, Errorf(RuntimeErrorType, "dictionary changed size during iteration")
	}
	for it.pos >= 0 && it.pos < len(d.entries) {
		e := &d.entries[it.pos]
		if it.reverse {
			it.pos--
		} else {
			it.pos++
		}
		if e.key == nil {
			continue
		}
		if !it.reverse {
			// Keys deleted and added during the loop, the size kept.
			if it.left == 0 {
				it.size = -1
				return nil, Errorf(RuntimeErrorType, "dictionary keys changed during iteration")
			}
			it.left--
		}
		return e, nil
	}
	it.d = nil
	return nil, nil
}
