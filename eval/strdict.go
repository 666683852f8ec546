package eval

import (
	"maps"
	"unsafe"
)

// StrDict is an insertion-ordered map from attribute names to values: the
// namespace of classes and modules and the attributes of instances.
// Deleted entries leave a hole that is compacted when holes outnumber live
// entries. Small dicts (most instances) have no index: a lookup scans the
// few keys, which is cheaper than hashing the name, and an index map is
// built once the dict grows past strDictLinear entries.
type StrDict struct {
	index map[string]int // nil while len(keys) <= strDictLinear
	// base, when not nil, is the index of the table CopyFrom copied
	// (made once per process, never changed, shared by every copy): it
	// gives the positions of the table's names, where this dict has them
	// unless it deleted them (keys[i] no longer the name); index then
	// holds only the names added since. Compaction, which moves
	// entries, gives the dict a whole index of its own.
	base map[string]int
	keys []string
	vals []Value // nil marks a deleted entry
	live int
	// names has the bit strBit(k) of every key ever added (deleted ones
	// included): a name whose bit is clear is absent without a search.
	// Most lookups that fail are a method call's look into its
	// instance's attributes (methodSite.lookup, a class attribute read
	// through self): they cost a scan or a map lookup each.
	names uint64
	// shape, when not nil, owns keys' array: keys is a prefix of
	// shape.keys, shared with other instances of a class, and never
	// written; the first change that does not extend the shape gives the
	// dict its own copy (unshare).
	shape *attrShape
}

// attrShape is the attribute names instances of one class share
// (typeInfo.shape). Its names are only ever appended, never changed, so
// every prefix handed out stays valid; it stops growing at
// attrShapeMax names.
type attrShape struct {
	keys []string
}

// attrShapeMax bounds an attrShape (an instance given attributes with
// names the program makes up must not grow its class's shape forever).
const attrShapeMax = 32

// strBit is the bit of name in StrDict.names: a hash of its length and
// its first and last bytes.
func strBit(name string) uint64 {
	n := len(name)
	if n == 0 {
		return 1
	}
	return 1 << ((uint(n)*7 + uint(name[0])*3 + uint(name[n-1])) & 63)
}

// strDictLinear is the size up to which a StrDict is scanned linearly.
const strDictLinear = 8

// NewStrDict returns an empty StrDict.
func NewStrDict() *StrDict { return &StrDict{} }

// find returns the position of name, or -1.
func (d *StrDict) find(name string) int {
	if d.names&strBit(name) == 0 {
		return -1
	}
	if d.base != nil {
		if i, ok := d.base[name]; ok && d.keys[i] == name && d.vals[i] != nil {
			return i
		}
	}
	if d.index != nil {
		if i, ok := d.index[name]; ok {
			return i
		}
		return -1
	}
	if d.base != nil {
		return -1
	}
	for i, k := range d.keys {
		if k == name && d.vals[i] != nil {
			return i
		}
	}
	return -1
}

// Get returns the value of name.
func (d *StrDict) Get(name string) (Value, bool) {
	if i := d.find(name); i >= 0 {
		return d.vals[i], true
	}
	return nil, false
}

// getHint is Get trying position *hint first, and remembering where name
// was found there: attribute sites of instances of one class see their
// attributes at the same positions.
func (d *StrDict) getHint(name string, hint *int) (Value, bool) {
	if i := *hint; i < len(d.keys) && d.keys[i] == name {
		if v := d.vals[i]; v != nil {
			return v, true
		}
	}
	i := d.find(name)
	if i < 0 {
		return nil, false
	}
	*hint = i
	return d.vals[i], true
}

// atHint is the value of name at position i, when the key there is
// name's own string (sameStr), else nil: the inlined first try of an
// attribute site (the sites of one compilation share their names'
// strings), before getHint's comparison of the bytes and search.
func (d *StrDict) atHint(name string, i int) Value {
	if uint(i) < uint(len(d.keys)) && uint(i) < uint(len(d.vals)) && sameStr(d.keys[i], name) {
		return d.vals[i]
	}
	return nil
}

// sameStr reports whether a and b are the same string by pointer and
// length (equal strings made apart are not: callers fall back to ==).
func sameStr(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
}

// Set binds name, keeping its position if it exists.
func (d *StrDict) Set(name string, v Value) {
	if i := d.find(name); i >= 0 {
		d.vals[i] = v
		return
	}
	d.add(name, v)
}

// setCharged is setHint (hint may be nil) for namespaces the program
// grows (an instance's attributes): a new entry is charged to t before
// the namespace grows.
func (d *StrDict) setCharged(t *Thread, name string, v Value, hint *int) error {
	if hint != nil {
		if i := *hint; uint(i) < uint(len(d.keys)) && sameStr(d.keys[i], name) && d.vals[i] != nil {
			d.vals[i] = v
			return nil
		}
		if i := *hint; i < len(d.keys) && d.keys[i] == name && d.vals[i] != nil {
			d.vals[i] = v
			return nil
		}
	}
	if i := d.find(name); i >= 0 {
		d.vals[i] = v
		if hint != nil {
			*hint = i
		}
		return nil
	}
	// Growth doubles the key and value arrays; past strDictLinear
	// entries each new name also takes an index entry.
	if len(d.vals) == cap(d.vals) {
		if err := ReserveArray(t, int64(max(2*cap(d.vals), 1)), strDictEntryBytes); err != nil {
			return err
		}
	}
	if len(d.keys) >= strDictLinear {
		// The name that takes the dict past strDictLinear makes its index,
		// a map sized for twice the names it holds (add).
		entries := int64(1)
		if d.index == nil && d.base == nil {
			entries = int64(2 * len(d.keys))
		}
		if err := Reserve(t, entries*mapEntryBytes+strDictEntryBytes); err != nil {
			return err
		}
	}
	if hint != nil {
		*hint = len(d.keys)
	}
	d.add(name, v)
	return nil
}

// strDictEntryBytes is the size of one entry of a StrDict's arrays (a
// name and a value).
const strDictEntryBytes = 32

func (d *StrDict) add(name string, v Value) {
	if d.index != nil {
		d.index[name] = len(d.keys)
	} else if d.base != nil {
		d.index = map[string]int{name: len(d.keys)}
	} else if len(d.keys) >= strDictLinear {
		d.index = make(map[string]int, 2*len(d.keys)) //allocpath:ok made once, when the dict reaches strDictLinear keys
		for i, k := range d.keys {
			if d.vals[i] != nil {
				d.index[k] = i
			}
		}
		d.index[name] = len(d.keys)
	}
	if d.shape != nil {
		d.addShared(name)
	} else {
		d.keys = append(d.keys, name)
	}
	d.vals = append(d.vals, v)
	d.live++
	d.names |= strBit(name)
}

// addShared appends name to the keys of a dict sharing its shape's
// names: a name the shape has next is taken from it, a name past its end
// extends it; any other name gives the dict its own keys.
func (d *StrDict) addShared(name string) {
	n, sk := len(d.keys), d.shape.keys
	switch {
	case n < len(sk) && sk[n] == name:
		d.keys = sk[:n+1]
	case n == len(sk) && n < attrShapeMax:
		d.shape.keys = append(sk, name) // at most attrShapeMax names per class
		d.keys = d.shape.keys[:n+1]
	default:
		d.unshare()
		d.keys = append(d.keys, name)
	}
}

// appendShaped adds name, bound to v, at position i when that is what
// setCharged would do without charging anything: d shares its shape's
// names, i is its length, the shape's name there is name's own string
// (so name is not among d's keys: a shape's names are distinct), the
// values' array has room and the dict has no index to extend. It
// reports whether it did.
func (d *StrDict) appendShaped(name string, i int, v Value) bool {
	sh := d.shape
	if sh == nil || i != len(d.keys) || i != len(d.vals) || i >= cap(d.vals) || i >= strDictLinear ||
		i >= len(sh.keys) || !sameStr(sh.keys[i], name) {
		return false
	}
	d.keys = sh.keys[:i+1]
	d.vals = d.vals[:i+1]
	d.vals[i] = v
	d.live++
	d.names |= strBit(name)
	return true
}

// unshare gives d its own copy of its shared keys, as large as its
// values' array (the entries setCharged charged for both).
func (d *StrDict) unshare() {
	if d.shape == nil {
		return
	}
	keys := make([]string, len(d.keys), max(cap(d.vals), len(d.keys)+1)) //allocpath:ok no larger than the values' array, charged with it
	copy(keys, d.keys)
	d.keys, d.shape = keys, nil
}

// classDictRoom is room for the entries type.__new__ adds to a class's
// namespace after copying the class body's (__module__, __doc__,
// __dict__, __weakref__, ...).
const classDictRoom = 4

// reserve makes room for n more entries, so that adding them does not
// grow the arrays and the index step by step: for a namespace whose size
// is known (a class's, copied from its body's namespace, whose entries
// were charged as it grew).
func (d *StrDict) reserve(n int) {
	if d.shape != nil || cap(d.vals)-len(d.vals) >= n {
		return
	}
	size := len(d.vals) + n
	keys := make([]string, len(d.keys), size) //allocpath:ok no larger than a namespace already charged
	copy(keys, d.keys)
	vals := make([]Value, len(d.vals), size) //allocpath:ok no larger than a namespace already charged
	copy(vals, d.vals)
	d.keys, d.vals = keys, vals
	if d.index == nil && d.base == nil && size > strDictLinear {
		d.index = make(map[string]int, size) //allocpath:ok no larger than a namespace already charged
		for i, k := range d.keys {
			if d.vals[i] != nil {
				d.index[k] = i
			}
		}
	}
}

// CopyFrom sets every entry of src in d, in src's order. An empty d gets
// src's arrays copied whole (an interpreter's builtins are a copy of one
// table made once per process), not grown entry by entry, and shares
// src's index: src must be such a table, never changed after.
func (d *StrDict) CopyFrom(src *StrDict) {
	if len(d.keys) > 0 || d.shape != nil || src.shape != nil || src.base != nil {
		src.Range(func(name string, v Value) bool {
			d.Set(name, v)
			return true
		})
		return
	}
	// Room for a few more (the policy's stubs of forbidden builtins, the
	// host's tools) without growing at once.
	const room = 16
	d.keys = append(make([]string, 0, len(src.keys)+room), src.keys...) //allocpath:ok a copy of a host-side table
	d.vals = append(make([]Value, 0, len(src.vals)+room), src.vals...)  //allocpath:ok a copy of a host-side table
	if src.index != nil {
		if src.live == len(src.keys) {
			d.base = src.index
		} else {
			d.index = maps.Clone(src.index) // a table with holes: its positions are not all names
		}
	}
	d.live, d.names = src.live, src.names
}

// Delete removes name and reports whether it was present.
func (d *StrDict) Delete(name string) bool {
	i := d.find(name)
	if i < 0 {
		return false
	}
	d.unshare()
	if d.index != nil {
		delete(d.index, name)
	}
	d.vals[i] = nil
	d.keys[i] = ""
	d.live--
	if len(d.keys) > 16 && d.live < len(d.keys)/2 {
		d.compact()
	}
	return true
}

func (d *StrDict) compact() {
	if d.base != nil { // positions move: the dict's own index of every name
		d.index = make(map[string]int, d.live) //allocpath:ok no larger than the dict's arrays, charged with them
		d.base = nil
	}
	j := 0
	for i, k := range d.keys {
		if d.vals[i] == nil {
			continue
		}
		d.keys[j], d.vals[j] = k, d.vals[i]
		if d.index != nil {
			d.index[k] = j
		}
		j++
	}
	clear(d.keys[j:])
	clear(d.vals[j:])
	d.keys, d.vals = d.keys[:j], d.vals[:j]
}

// Len returns the number of entries.
func (d *StrDict) Len() int { return d.live }

// Range calls f for each entry in insertion order until f returns false.
func (d *StrDict) Range(f func(name string, v Value) bool) {
	for i, k := range d.keys {
		if d.vals[i] != nil && !f(k, d.vals[i]) {
			return
		}
	}
}

// Keys returns the names in insertion order, charged to t.
func (d *StrDict) Keys(t *Thread) ([]string, error) {
	out, err := MakeCap[string](t, 0, d.live)
	if err != nil {
		return nil, err
	}
	d.Range(func(k string, _ Value) bool { out = append(out, k); return true })
	return out, nil
}
