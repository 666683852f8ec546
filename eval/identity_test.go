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
	// Many short-lived objects asked for their id must not stay in the table.
	for i := 0; i < 10000; i++ {
		in.ObjectID(NewList(nil))
	}
	runtime.KeepAlive(l)
	deadline := time.Now().Add(5 * time.Second)
	for {
		runtime.GC()
		in.ids.mu.Lock()
		n := len(in.ids.weak)
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
