package eval

import (
	"math"
	"unsafe"
)

// Floats and ints boxed sixteen to an allocation.
//
// A Float, or an Int outside the small-int cache, stored in a Value is an
// 8-byte heap object (Go's convT64): every float an arithmetic expression
// returns, every index of a range loop past the cache. Made one at a time
// each is a call into the allocator (mallocgcTiny: a quarter of
// bench/nbody.py's time). The evaluator's hot paths (the root of an
// arithmetic tree, float operations outside one, range iteration) take
// them from a thread's array of boxChunk slots instead: one allocation
// per sixteen values. A slot is written once, before the Value pointing
// at it is made, and never again, so a Value is what it was boxed as, and
// nothing tells the two kinds of box apart (identity and hashing of
// floats and ints are by value: Is, valueID).
//
// An array stays alive while any of its values does (128 bytes for one
// live float at worst), so each array is charged to the run's memory when
// it is made, garbage or not, as containers are: what a program can keep
// alive this way was charged first (floats and ints boxed one at a time
// are values, not charged).

// boxChunk is the number of values per allocation.
const boxChunk = 16

// boxChunks is a thread's current array of boxes.
type boxChunks struct {
	buf *[boxChunk]uint64
	n   int // slots of buf handed out
}

// boxChunkBytes is what an array of boxes is charged.
const boxChunkBytes = boxChunk * 8

// The boxes are 8-byte slots (uint64) that boxed hands to the runtime as
// the data word of a Float or Int Value, the layout Go gives a non-pointer
// 8-byte type in an interface (itab word, data word: valueTab, boxed). A
// Float or Int of any other size would be read past or short of its slot:
// these fail to compile unless both are exactly 8 bytes (an array length
// that would be negative, in either direction).
var (
	_ [unsafe.Sizeof(Float(0)) - 8]byte
	_ [8 - unsafe.Sizeof(Float(0))]byte
	_ [unsafe.Sizeof(Int(0)) - 8]byte
	_ [8 - unsafe.Sizeof(Int(0))]byte
	_ [unsafe.Sizeof(Value(nil)) - 2*unsafe.Sizeof(unsafe.Pointer(nil))]byte
	_ [2*unsafe.Sizeof(unsafe.Pointer(nil)) - unsafe.Sizeof(Value(nil))]byte
)

// The itabs of Float and Int as Values: the first word of a Value holding
// one.
var floatTab, intTab = valueTab(Float(0.5)), valueTab(Int(1 << 40))

func valueTab(v Value) unsafe.Pointer { return (*[2]unsafe.Pointer)(unsafe.Pointer(&v))[0] }

// boxSlot returns a new box holding bits, charging a new array.
func (t *Thread) boxSlot(bits uint64) unsafe.Pointer {
	c := &t.boxes
	if c.buf == nil || c.n == boxChunk {
		t.ChargeObject(boxChunkBytes)
		c.buf, c.n = new([boxChunk]uint64), 0
	}
	p := &c.buf[c.n]
	c.n++
	*p = bits
	return unsafe.Pointer(p)
}

// boxed makes the Value of type tab whose data word is p.
func boxed(tab, p unsafe.Pointer) Value {
	var v Value
	w := (*[2]unsafe.Pointer)(unsafe.Pointer(&v))
	w[0], w[1] = tab, p
	return v
}

// boxFloat returns Float(f) as a Value, boxed in t's chunk (plainly with
// no thread).
func (t *Thread) boxFloat(f float64) Value {
	if t == nil {
		return Float(f)
	}
	return boxed(floatTab, t.boxSlot(math.Float64bits(f)))
}

// boxInt is MakeInt, boxing an int outside the cache in t's chunk.
func (t *Thread) boxInt(i int64) Value {
	if i >= intCacheMin && i <= intCacheMax || t == nil {
		return MakeInt(i)
	}
	return boxed(intTab, t.boxSlot(uint64(i)))
}

// boxT is box with t's chunks.
func (n numVal) boxT(t *Thread) Value {
	switch n.k {
	case numKInt:
		return t.boxInt(int64(n.n))
	case numKFloat:
		return t.boxFloat(math.Float64frombits(n.n))
	}
	return n.v
}
