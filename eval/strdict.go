package eval

// StrDict is an insertion-ordered map from attribute names to values: the
// namespace of classes and modules. Deleted entries leave a hole that is
// compacted when holes outnumber live entries.
type StrDict struct {
	index map[string]int
	keys  []string
	vals  []Value // nil marks a deleted entry
	live  int
}

// NewStrDict returns an empty StrDict.
func NewStrDict() *StrDict { return &StrDict{index: map[string]int{}} }

// Get returns the value of name.
func (d *StrDict) Get(name string) (Value, bool) {
	if i, ok := d.index[name]; ok {
		return d.vals[i], true
	}
	return nil, false
}

// Set binds name, keeping its position if it exists.
func (d *StrDict) Set(name string, v Value) {
	if i, ok := d.index[name]; ok {
		d.vals[i] = v
		return
	}
	d.index[name] = len(d.keys)
	d.keys = append(d.keys, name)
	d.vals = append(d.vals, v)
	d.live++
}

// Delete removes name and reports whether it was present.
func (d *StrDict) Delete(name string) bool {
	i, ok := d.index[name]
	if !ok {
		return false
	}
	delete(d.index, name)
	d.vals[i] = nil
	d.keys[i] = ""
	d.live--
	if len(d.keys) > 16 && d.live < len(d.keys)/2 {
		d.compact()
	}
	return true
}

func (d *StrDict) compact() {
	j := 0
	for i, k := range d.keys {
		if d.vals[i] == nil {
			continue
		}
		d.keys[j], d.vals[j] = k, d.vals[i]
		d.index[k] = j
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

// Keys returns the names in insertion order.
func (d *StrDict) Keys() []string {
	out := make([]string, 0, d.live)
	d.Range(func(k string, _ Value) bool { out = append(out, k); return true })
	return out
}
