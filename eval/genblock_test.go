package eval

import (
	"runtime"
	"testing"
	"unsafe"
)

// TestGenBlockSizes: each generator block is a Go size class exactly (see
// genBlock1): a field added to Generator, genCoro or Frame makes the
// blocks round up to the next class, holding more heap than is charged
// for a generator (TestObjectCharges), and the variants must be
// re-chosen.
func TestGenBlockSizes(t *testing.T) {
	for _, c := range []struct {
		name       string
		size, want uintptr
	}{
		{"genBlock1", unsafe.Sizeof(genBlock1{}), 512},
		{"genBlock3", unsafe.Sizeof(genBlock3{}), 576},
		{"genBlock5", unsafe.Sizeof(genBlock5{}), 640},
		{"genBlock7", unsafe.Sizeof(genBlock7{}), 704},
	} {
		if c.size != c.want {
			t.Errorf("%s is %d bytes, want %d (a size class)", c.name, c.size, c.want)
		}
	}
}

// TestTupleBlockWithinCharge: the heap a one-block tuple takes (its Go
// size class) is no more than what a tuple of n items is charged
// (tupleHeaderBytes + valueSize*n), for every size tupleBlock makes.
func TestTupleBlockWithinCharge(t *testing.T) {
	var keep []*Tuple
	for n := 1; n <= tupleBlockMax; n++ {
		const rounds = 1000
		keep = make([]*Tuple, 0, rounds)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for i := 0; i < rounds; i++ {
			keep = append(keep, tupleBlock(n))
		}
		runtime.ReadMemStats(&after)
		per := (after.TotalAlloc - before.TotalAlloc) / rounds
		if charged := uint64(tupleHeaderBytes + valueSize*n); per > charged {
			t.Errorf("a %d-item tuple block takes %d bytes of heap, charged %d", n, per, charged)
		}
		if len(keep[rounds-1].elems) != n {
			t.Fatalf("tupleBlock(%d) has %d items", n, len(keep[rounds-1].elems))
		}
	}
}
