package eval

import (
	"math"
	"testing"
)

// TestBoxedScalars checks that floats and ints boxed in a thread's arrays
// are the values they were boxed as, through several arrays, and behave
// as plainly boxed ones everywhere a Value is looked at: type switches,
// ==, Is, id, hashing and dict keys; and that each array is charged.
func TestBoxedScalars(t *testing.T) {
	th := numNewThread()
	before := th.memUsed
	var fs, is []Value
	for i := 0; i < 5*boxChunk+3; i++ {
		f := float64(i)*1.25 - 7
		if i == 3 {
			f = math.Copysign(0, -1)
		}
		fs = append(fs, th.boxFloat(f))
		is = append(is, th.boxInt(int64(i)*1_000_003-5_000_000))
	}
	boxes := 2 * (5*boxChunk + 3)
	small := 0
	for i := range is {
		if n := int64(i)*1_000_003 - 5_000_000; n >= intCacheMin && n <= intCacheMax {
			small++
		}
	}
	chunks := (boxes - small + boxChunk - 1) / boxChunk
	if got, want := th.memUsed-before, int64(chunks*boxChunkBytes); got != want {
		t.Errorf("charged %d bytes for %d boxes, want %d", got, boxes-small, want)
	}
	for i := range fs {
		f := float64(i)*1.25 - 7
		if i == 3 {
			f = math.Copysign(0, -1)
		}
		n := int64(i)*1_000_003 - 5_000_000
		x, ok := fs[i].(Float)
		if !ok || math.Float64bits(float64(x)) != math.Float64bits(f) {
			t.Fatalf("box %d holds %#v, want Float(%v)", i, fs[i], f)
		}
		if fs[i] != Value(Float(f)) || !Is(fs[i], Float(f)) {
			t.Errorf("box %d is not Float(%v) by == or Is", i, f)
		}
		if y, ok := is[i].(Int); !ok || int64(y) != n || is[i] != MakeInt(n) {
			t.Fatalf("box %d holds %#v, want Int(%d)", i, is[i], n)
		}
		id1, _ := valueID(fs[i])
		id2, _ := valueID(Float(f))
		if id1 != id2 {
			t.Errorf("id of box %d differs from Float(%v)'s", i, f)
		}
		h1, err1 := Hash(th, is[i])
		h2, err2 := Hash(th, MakeInt(n))
		if err1 != nil || err2 != nil || h1 != h2 {
			t.Errorf("hash of box %d: %v %v, %v %v", i, h1, err1, h2, err2)
		}
	}
	d := NewDict()
	for i, v := range fs {
		if err := d.SetItem(th, v, is[i]); err != nil {
			t.Fatal(err)
		}
	}
	for i := range fs {
		f := float64(i)*1.25 - 7
		if i == 3 {
			f = 0 // -0.0 == 0.0: the same key
		}
		v, ok, err := d.Get(th, Float(f))
		if err != nil || !ok || v != is[i] {
			t.Errorf("dict[%v] = %v, %v, %v; want %v", f, v, ok, err, is[i])
		}
	}
	if th.boxInt(7) != MakeInt(7) {
		t.Error("a small int is not the cached one")
	}
	var nilThread *Thread
	if nilThread.boxFloat(2.5) != Value(Float(2.5)) || nilThread.boxInt(1<<40) != MakeInt(1<<40) {
		t.Error("boxing without a thread")
	}
}
