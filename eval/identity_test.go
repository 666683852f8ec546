package eval

import (
	"runtime"
	"testing"
	"time"
)

func TestObjectIDStableAndWeak(t *testing.T) {
	in := NewInterp()
	l := NewList(nil)
	a, b := in.ObjectID(l), in.ObjectID(l)
	if a != b {
		t.Fatalf("id changed: %d then %d", a, b)
	}
	if in.ObjectID(NewList(nil)) == a {
		t.Fatal("two live lists share an id")
	}
	if x, y := in.ObjectID(Int(1000)), in.ObjectID(Int(1000)); x != y {
		t.Fatal("equal ints held by value must have the same id (they are the same object for 'is')")
	}
	if in.ObjectID(Int(1)) == in.ObjectID(Bool(true)) || in.ObjectID(Float(1)) == in.ObjectID(Int(1)) {
		t.Fatal("1, True and 1.0 must have distinct ids")
	}
	// Many short-lived objects asked for their id must not stay in the
	// table, whatever their kind (iterators had strong entries).
	for i := 0; i < 10000; i++ {
		in.ObjectID(NewList(nil))
		in.ObjectID(NewCallableIterator(None, None))
		in.ObjectID(NewBoundMethod(None, None))
	}
	runtime.KeepAlive(l)
	deadline := time.Now().Add(5 * time.Second)
	for {
		runtime.GC()
		in.ids.mu.Lock()
		n := len(in.ids.weak) + len(in.ids.strong)
		in.ids.mu.Unlock()
		if n < 1000 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("identity table keeps %d dead objects", n)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if in.ObjectID(l) != a {
		t.Fatal("id of a live object changed after collections")
	}
}

// TestObjectIDInObjects checks that objects with identity keep their
// serial in themselves (no table entry), that builtin types (shared by
// interpreters) do not, and that ids and fake addresses are stable.
func TestObjectIDInObjects(t *testing.T) {
	in := NewInterp()
	th := NewThread(in, Limits{}, nil, nil)
	cls, err := NewClass(th, "P", "P", []*Type{ObjectType}, NewDict(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	objs := []Value{NewList(nil), NewDict(), NewSet(), &ByteArray{}, testInstance(cls), cls,
		NewException(ValueErrorType), &Cell{}, &Function{}, &BoundMethod{}, &Generator{}}
	seen := map[int64]bool{}
	for _, o := range objs {
		id := in.ObjectID(o)
		if seen[id] {
			t.Errorf("%T: id %d shared with another live object", o, id)
		}
		seen[id] = true
		if addr := in.fakeAddress(o); in.ObjectID(o) != id || in.fakeAddress(o) != addr {
			t.Errorf("%T: id or address not stable", o)
		}
	}
	for i := 0; i < 1000; i++ {
		in.ObjectID(testInstance(cls))
	}
	in.ids.mu.Lock()
	nw, ns := len(in.ids.weak), len(in.ids.strong)
	in.ids.mu.Unlock()
	if nw != 0 || ns != 0 {
		t.Errorf("identity table holds %d weak and %d strong entries, want none", nw, ns)
	}
	// A builtin type is shared: its id lives in each interpreter's table.
	other := NewInterp()
	in.ObjectID(ListType)
	other.ObjectID(ListType)
	if ListType.id != 0 {
		t.Error("a builtin type stored an interpreter's serial in itself")
	}
}

// testInstance is newInstance outside any run.
func testInstance(cls *Type) *Instance {
	in, err := newInstance(nil, cls)
	if err != nil {
		panic(err)
	}
	return in
}

// TestObjectIDCache checks the cache of str and tuple ids: ids stay
// stable and distinct while many objects share cache slots, objects
// collected meanwhile do not lend their ids to new ones at the same
// slot, and the cache keeps nothing alive.
func TestObjectIDCache(t *testing.T) {
	in := NewInterp()
	const n = 5000 // many times the cache's size: slots are shared
	strs := make([]*Str, n)
	tups := make([]*Tuple, n)
	ids := map[int64]bool{}
	for i := range strs {
		strs[i] = NewStr(string(rune('a'+i%26)) + string(rune(0x100+i)))
		tups[i] = NewTuple([]Value{Int(i)})
	}
	want := make([]int64, 2*n)
	for round := 0; round < 3; round++ {
		for i := range strs {
			a, b := in.ObjectID(strs[i]), in.ObjectID(tups[i])
			if round == 0 {
				if ids[a] || ids[b] {
					t.Fatalf("two live objects share an id (object %d)", i)
				}
				ids[a], ids[b] = true, true
				want[2*i], want[2*i+1] = a, b
			} else if a != want[2*i] || b != want[2*i+1] {
				t.Fatalf("round %d: id of live object %d changed", round, i)
			}
			// Short-lived strs through the same cache: each gets a fresh id.
			if id := in.ObjectID(NewStr("tmp")); ids[id] {
				t.Fatal("a new str got the id of a live one")
			}
		}
		runtime.GC()
	}
	runtime.KeepAlive(strs)
	runtime.KeepAlive(tups)
	strs, tups = nil, nil
	deadline := time.Now().Add(5 * time.Second)
	for {
		runtime.GC()
		in.ids.mu.Lock()
		nw := len(in.ids.weak)
		in.ids.mu.Unlock()
		if nw < 100 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("identity table keeps %d dead strs and tuples: the cache holds them", nw)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
