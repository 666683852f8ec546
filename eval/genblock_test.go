package eval

import (
	"runtime"
	"testing"
)

// TestGenBlockKinds: each generator block takes the heap its kind says
// (a Go size class: genBlockFor compares it with what a call charges),
// and holds the room for states and slots it says. A field added to
// Generator, genCoro or Frame makes the blocks round up to the next
// class, and the kinds must be re-chosen.
func TestGenBlockKinds(t *testing.T) {
	for _, k := range genBlockKinds {
		keep := make([]*genBlock, heapRounds)
		var steps []genStep
		var slots []Value
		per := heapPer(func(i int) { keep[i], steps, slots = k.make() })
		if per != uint64(k.size) {
			t.Errorf("block with room for %d states and %d slots takes %d bytes of heap, its kind says %d", k.steps, k.slots, per, k.size)
		}
		if len(steps) != k.steps || len(slots) != k.slots {
			t.Errorf("block with room for %d states and %d slots has %d and %d", k.steps, k.slots, len(steps), len(slots))
		}
	}
}

// TestGenBlockWithinCharge: for every number of steppers and slots, the
// block genBlockFor chooses takes no more heap than a generator call
// charges for what it holds (generatorBytes, and the states and slots
// in it), and has room for them.
func TestGenBlockWithinCharge(t *testing.T) {
	for nsteps := 0; nsteps <= 20; nsteps++ {
		for nslots := 0; nslots <= 20; nslots++ {
			k := genBlockFor(nsteps, nslots)
			charged := int64(generatorBytes)
			if k.steps > 0 {
				if k.steps < nsteps {
					t.Fatalf("genBlockFor(%d, %d): room for %d states", nsteps, nslots, k.steps)
				}
				charged += int64(nsteps) * sizeOf[genStep]()
			}
			if k.slots > 0 {
				if k.slots < nslots {
					t.Fatalf("genBlockFor(%d, %d): room for %d slots", nsteps, nslots, k.slots)
				}
				charged += int64(nslots) * sizeOf[Value]()
			}
			if k.size > charged {
				t.Errorf("genBlockFor(%d, %d): a block of %d bytes, charged %d", nsteps, nslots, k.size, charged)
			}
		}
	}
	// The usual generator functions get one allocation.
	for _, c := range [][2]int{{0, 0}, {0, 2}, {1, 1}, {3, 4}, {7, 4}, {7, 1}, {8, 7}} {
		if k := genBlockFor(c[0], c[1]); k.steps < c[0] || k.slots < c[1] {
			t.Errorf("genBlockFor(%d, %d): room for %d states and %d slots", c[0], c[1], k.steps, k.slots)
		}
	}
}

// TestTupleBlockWithinCharge: the heap a one-block tuple takes (its Go
// size class) is no more than what a tuple of n items is charged
// (tupleHeaderBytes + valueSize*n), for every size tupleBlock makes.
func TestTupleBlockWithinCharge(t *testing.T) {
	for n := 1; n <= tupleBlockMax; n++ {
		keep := make([]*Tuple, heapRounds)
		per := heapPer(func(i int) { keep[i] = tupleBlock(n) })
		if charged := uint64(tupleHeaderBytes + valueSize*n); per > charged {
			t.Errorf("a %d-item tuple block takes %d bytes of heap, charged %d", n, per, charged)
		}
		if len(keep[heapRounds-1].elems) != n {
			t.Fatalf("tupleBlock(%d) has %d items", n, len(keep[heapRounds-1].elems))
		}
	}
}

// heapRounds is how many objects heapPer makes: enough that a stray
// allocation of the runtime or the test framework during the measure
// does not move the figure per object by a byte.
const heapRounds = 10000

// heapPer returns the heap allocated per call of alloc(i), called for i
// from 0 to heapRounds-1 (alloc keeps what it makes in a slice made
// before the call, so that only the objects are measured).
func heapPer(alloc func(i int)) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := 0; i < heapRounds; i++ {
		alloc(i)
	}
	runtime.ReadMemStats(&after)
	return (after.TotalAlloc - before.TotalAlloc) / heapRounds
}

// TestListBlockWithinCharge: the heap a one-block list takes (listBlock:
// the list and its item array in one allocation) is no more than what a
// list with room for n items is charged (containerBytes + valueSize*n),
// for every size listBlock makes.
func TestListBlockWithinCharge(t *testing.T) {
	for n := 1; n <= listInlineMax; n++ {
		keep := make([]*List, heapRounds)
		per := heapPer(func(i int) { keep[i] = listBlock(n) })
		if charged := uint64(containerBytes + valueSize*n); per > charged {
			t.Errorf("a list block with room for %d items takes %d bytes of heap, charged %d", n, per, charged)
		}
		if l := keep[heapRounds-1]; len(l.elems) != 0 || cap(l.elems) != n {
			t.Fatalf("listBlock(%d) has %d items, room for %d", n, len(l.elems), cap(l.elems))
		}
	}
}

// TestSetCompBlockWithinCharge: a presized set comprehension's result
// (compSetFor: the set and its first table in one allocation) takes no
// more heap than the comprehension's header reservation plus what
// compSetFor charges, which is at least the minimum table's charge.
func TestSetCompBlockWithinCharge(t *testing.T) {
	th := NewThread(NewInterp(), Limits{}, nil, nil)
	src := NewList([]Value{MakeInt(1)})
	keep := make([]*Set, heapRounds)
	var err error
	per := heapPer(func(i int) {
		if err == nil {
			keep[i], err = compSetFor(th, src, true)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if charged := uint64(setCompBlockBytes); per > charged || setCompBlockBytes-containerBytes < setMinSize*setEntryBytes {
		t.Errorf("a presized set comprehension result takes %d bytes of heap, charged %d", per, charged)
	}
	if len(keep[heapRounds-1].table) != setMinSize {
		t.Fatalf("compSetFor made a table of %d entries", len(keep[heapRounds-1].table))
	}
}

// TestStrBlockWithinCharge checks that a str made in one block with its
// text (strblock.go) takes no more heap than it is charged: the object
// (strObjectBytes) and what the caller reserved for the text.
func TestStrBlockWithinCharge(t *testing.T) {
	fill := func(b []byte) {
		for i := range b {
			b[i] = 'a' + byte(i%26)
		}
	}
	for _, reserveOf := range []struct {
		name string
		f    func(n int) int64
	}{
		{"exact", func(n int) int64 { return int64(n) }},
		{"builder", func(n int) int64 { return int64(max(n, 8)) }},
		{"none", func(int) int64 { return 0 }},
	} {
		for n := 2; n <= strBlockMax+8; n++ {
			keep := make([]*Str, heapRounds)
			reserve := reserveOf.f(n)
			var err error
			per := heapPer(func(i int) {
				if err == nil {
					keep[i], err = newStrFilled(nil, n, n, reserve, fill)
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if charged := uint64(strObjectBytes + reserve); per > charged && (n <= 8 || n <= strBlockMax && reserve >= int64(n)) {
				t.Errorf("%s: a %d-byte str takes %d bytes of heap, charged %d", reserveOf.name, n, per, charged)
			}
			if s := keep[heapRounds-1]; len(s.s) != n || s.Len() != n || s.s[n-1] != 'a'+byte((n-1)%26) {
				t.Fatalf("%s: newStrFilled(%d) made %q", reserveOf.name, n, s.s)
			}
		}
	}
}
