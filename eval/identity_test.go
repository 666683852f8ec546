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
