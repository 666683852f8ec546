package eval

import (
	"hash/fnv"
	"math"
	"reflect"
	"runtime"
	"sync"
	"weak"
)

// Object identities (id() and the default hash).
//
// Objects held by value (int, bool, float, complex, bytes and the
// singletons) have no address to number: their identity is computed
// from their type and contents, exactly as "is" compares them, in the
// upper half of the id space (bit 62 set). Every other object gets a
// serial number from its interpreter's counter on first use, remembered
// in a table keyed by a weak pointer, so the table never keeps an object
// alive: a cleanup deletes the entry once the object is collected, and
// since serial numbers are never reused, two objects alive at the same
// time never share an id. Objects that embed Identity keep their number
// in that field instead, which is the fast path for the default hash of
// class instances.
//
// Nor does an object keep the table alive: objects shared by every
// interpreter (builtin functions and the strings of the shared syntax
// trees of modules written in Python) carry the cleanups of every
// interpreter that asked for their id, and a cleanup that referenced its
// table held the table, the objects it numbered, and through them a
// closed executor's whole namespace for the life of the process. The
// cleanups reach their table through a weak pointer, and Release empties
// the table when the interpreter is closed.

// Identity can be embedded in an object's struct to hold its id. Only
// objects that belong to one interpreter may use it: builtin types and
// builtin functions stored in them are shared by every interpreter, so
// they are numbered in the table instead.
type Identity struct{ id int64 }

func (o *Identity) identitySlot() *int64 { return &o.id }

// identitySlot returns nil for builtin types (shared by interpreters).
func (t *Type) identitySlot() *int64 {
	if t.user == nil {
		return nil
	}
	return &t.id
}

type hasIdentity interface{ identitySlot() *int64 }

// idTable is an interpreter's table of serial numbers.
type idTable struct {
	mu     sync.Mutex
	next   int64
	weak   map[any]int64   // weak.Pointer[T] -> id
	strong map[Value]int64 // objects no weak pointer can be made for

	strs   *idCache[Str] // recent ids of strs, tuples and builtin types (identity_cache.go)
	tuples *idCache[Tuple]
	types  *idCache[Type]
}

func newIDTable() *idTable {
	return &idTable{next: 1, weak: map[any]int64{}, strong: map[Value]int64{}}
}

// release forgets every number (the interpreter is closed: no id is
// asked for again).
func (tb *idTable) release() {
	tb.mu.Lock()
	tb.weak, tb.strong = map[any]int64{}, map[Value]int64{}
	tb.strs, tb.tuples, tb.types = nil, nil, nil
	tb.mu.Unlock()
}

const valueIDBit = 1 << 62

// valueID returns the identity of an object held by value, or false.
func valueID(v Value) (int64, bool) {
	var tag, bits uint64
	switch x := v.(type) {
	case Int:
		tag, bits = 1, uint64(x)
	case Bool:
		tag = 2
		if x {
			bits = 1
		}
	case Float:
		tag, bits = 3, math.Float64bits(float64(x))
	case Complex:
		tag = 4
		bits = math.Float64bits(real(x))*0x9E3779B97F4A7C15 ^ math.Float64bits(imag(x))
	case Bytes:
		h := fnv.New64a()
		h.Write([]byte(x))
		tag, bits = 5, h.Sum64()
	case NoneType:
		tag = 6
	case NotImplementedType:
		tag = 7
	case EllipsisType:
		tag = 8
	default:
		return 0, false
	}
	// splitmix64 finaliser over the tagged bits.
	z := bits + tag*0xBF58476D1CE4E5B9
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	z ^= z >> 31
	return valueIDBit | int64(z&(valueIDBit-1)), true
}

// id returns v's identity in this table.
func (tb *idTable) id(v Value) int64 {
	if id, ok := valueID(v); ok {
		return id
	}
	if o, ok := v.(hasIdentity); ok && o.identitySlot() != nil {
		p := o.identitySlot()
		if *p == 0 {
			tb.mu.Lock()
			*p = tb.next
			tb.next++
			tb.mu.Unlock()
		}
		return *p
	}
	// Immutable objects that are numerous and small (str, tuple, big
	// ints) do not carry an Identity field; a weak table numbers them.
	switch x := v.(type) {
	case *Str:
		return cachedWeakID(tb, &tb.strs, x)
	case *Tuple:
		return cachedWeakID(tb, &tb.tuples, x)
	case *Type: // a builtin type (a class has its own number): hash(type(x)) as a dict key
		return cachedWeakID(tb, &tb.types, x)
	case *BigInt:
		return weakID(tb, x)
	case *Range:
		return weakID(tb, x)
	case *Slice:
		return weakID(tb, x)
	case *Builtin:
		return weakID(tb, x)
	case *Module:
		return weakID(tb, x)
	}
	// Method descriptors, iterators, views, bound methods and the like
	// are numbered by a weak pointer to their object too (a strong entry
	// kept each of them alive for the interpreter's life: id() of a fresh
	// iterator in a loop held every iterator, uncharged); the strong table
	// is left for values that hold no pointer.
	if p, ok := objectPointer(v); ok {
		return weakID(tb, p)
	}
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if id, ok := tb.strong[v]; ok {
		return id
	}
	id := tb.next
	tb.next++
	tb.strong[v] = id
	return id
}

func weakID[T any](tb *idTable, p *T) int64 {
	id, _ := weakIDKey(tb, p)
	return id
}

// weakIDKey is weakID, also returning the weak pointer made for p.
func weakIDKey[T any](tb *idTable, p *T) (int64, weak.Pointer[T]) {
	k := weak.Make(p)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if id, ok := tb.weak[k]; ok {
		return id, k
	}
	id := tb.next
	tb.next++
	tb.weak[k] = id
	// The cleanup holds the table weakly: an object shared by every
	// interpreter (an interned or builtin str, a builtin function) lives
	// forever, and a cleanup holding the table would keep the closed
	// interpreter's objects (those of tb.strong and everything they
	// reach) alive with it.
	wtb := weak.Make(tb)
	runtime.AddCleanup(p, func(k weak.Pointer[T]) {
		if tb := wtb.Value(); tb != nil {
			tb.mu.Lock()
			delete(tb.weak, k)
			tb.mu.Unlock()
		}
	}, k)
	return id, k
}

// objectPointer returns the address of the object v points to, when v is
// a non-nil pointer to a value of non-zero size (zero-size values may
// share their address).
func objectPointer(v Value) (*byte, bool) {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Type().Elem().Size() == 0 {
		return nil, false
	}
	return (*byte)(rv.UnsafePointer()), true
}
