package eval

import (
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
