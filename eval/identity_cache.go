package eval

import (
	"unsafe"
	"weak"
)

// A small cache in front of the weak table for the strs, tuples and
// builtin types whose id is asked for again and again (copy.deepcopy asks
// id() of every object it meets, atomic ones included, and looks its type
// up in a dict, hashing the type by identity): weak.Make of an object that
// already has a weak pointer searches its memory span's list of specials,
// which grows with every numbered object in the span, and then the map
// is looked up. A cache entry is a weak pointer and its id, found by the
// object's address; it is valid exactly when the weak pointer still
// points to the object asked about (a dead object's weak pointer reads
// nil, so an entry left by an object whose address was reused never
// matches). The cache holds nothing alive and belongs to one table.

const idCacheSize = 256 // entries per cache (a power of two)

type idCache[T any] [idCacheSize]struct {
	wp weak.Pointer[T]
	id int64
}

// cachedWeakID is weakID through the cache *c (made at first use).
func cachedWeakID[T any](tb *idTable, c **idCache[T], p *T) int64 {
	slot := (uintptr(unsafe.Pointer(p)) >> 4) & (idCacheSize - 1)
	tb.mu.Lock()
	if *c != nil {
		if e := &(*c)[slot]; e.wp.Value() == p {
			id := e.id
			tb.mu.Unlock()
			return id
		}
	}
	tb.mu.Unlock()
	id, k := weakIDKey(tb, p)
	tb.mu.Lock()
	if *c == nil {
		*c = new(idCache[T])
	}
	(*c)[slot].wp, (*c)[slot].id = k, id
	tb.mu.Unlock()
	return id
}
