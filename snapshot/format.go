package snapshot

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/pyinterp/pyinterp/eval"
)

// Magic starts every snapshot; Version follows it.
const (
	Magic   = "PYISNAP"
	Version = 1
)

// The record tags of the object table.
const (
	tagNone byte = iota + 1
	tagTrue
	tagFalse
	tagEllipsis
	tagNotImplemented
	tagInt
	tagBigInt
	tagFloat
	tagComplex
	tagStr
	tagBytes
	tagByteArray
	tagTuple
	tagList
	tagDict
	tagSet
	tagFrozenSet
	tagCell
	tagModule
	tagRef
	tagClass
	tagInstance
	tagException
	tagFunction
	tagBoundMethod
	tagGetAttr
	tagCall
	tagIter
	tagMax
)

// The kinds of source records.
const (
	srcText   byte = 0 // text compiled in the session's namespace
	srcModule byte = 1 // the source of a module written in Python, by name
)

// ErrFormat is wrapped by every error about malformed snapshot bytes.
var ErrFormat = errors.New("invalid snapshot")

func formatErr(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrFormat, fmt.Sprintf(format, a...)) //allocpath:ok an error message of numbers and names read from the (charged) snapshot
}

// writer appends the encoding to a charged builder.
type writer struct{ b eval.Builder }

func (w *writer) byte(c byte) { w.b.WriteByte(c) }

func (w *writer) uvarint(x uint64) {
	var tmp [binary.MaxVarintLen64]byte
	n := binary.PutUvarint(tmp[:], x)
	w.b.Write(tmp[:n])
}

func (w *writer) varint(x int64) {
	var tmp [binary.MaxVarintLen64]byte
	n := binary.PutVarint(tmp[:], x)
	w.b.Write(tmp[:n])
}

func (w *writer) int(n int) { w.uvarint(uint64(n)) }

func (w *writer) str(s string) {
	w.int(len(s))
	w.b.WriteString(s)
}

func (w *writer) bytes(p []byte) {
	w.int(len(p))
	w.b.Write(p)
}

func (w *writer) float(f float64) {
	var tmp [8]byte
	binary.LittleEndian.PutUint64(tmp[:], math.Float64bits(f))
	w.b.Write(tmp[:])
}

// reader decodes, failing with ErrFormat past the end.
type reader struct {
	p   []byte
	off int
	err error
}

func (r *reader) fail(format string, a ...any) {
	if r.err == nil {
		r.err = formatErr("at byte %d: %s", r.off, fmt.Sprintf(format, a...)) //allocpath:ok as formatErr
	}
}

func (r *reader) left() int { return len(r.p) - r.off }

func (r *reader) byte() byte {
	if r.err != nil || r.off >= len(r.p) {
		r.fail("unexpected end")
		return 0
	}
	c := r.p[r.off]
	r.off++
	return c
}

func (r *reader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	x, n := binary.Uvarint(r.p[r.off:])
	if n <= 0 {
		r.fail("bad varint")
		return 0
	}
	r.off += n
	return x
}

func (r *reader) varint() int64 {
	if r.err != nil {
		return 0
	}
	x, n := binary.Varint(r.p[r.off:])
	if n <= 0 {
		r.fail("bad varint")
		return 0
	}
	r.off += n
	return x
}

// count reads a number of items each taking at least min bytes: it
// cannot exceed what is left, so nothing is allocated for a forged count.
func (r *reader) count(min int) int {
	x := r.uvarint()
	if r.err != nil {
		return 0
	}
	if min < 1 {
		min = 1
	}
	if x > uint64(r.left()/min) {
		r.fail("count %d exceeds the data", x)
		return 0
	}
	return int(x)
}

// int reads a non-negative number below max.
func (r *reader) int(max int) int {
	x := r.uvarint()
	if r.err == nil && x >= uint64(max) {
		r.fail("number %d out of range", x)
		return 0
	}
	return int(x)
}

func (r *reader) raw(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n < 0 || n > r.left() {
		r.fail("length %d exceeds the data", n)
		return nil
	}
	p := r.p[r.off : r.off+n]
	r.off += n
	return p
}

func (r *reader) bytes() []byte { return r.raw(r.count(1)) }

func (r *reader) str() string { return string(r.bytes()) }

func (r *reader) float() float64 {
	p := r.raw(8)
	if p == nil {
		return 0
	}
	return math.Float64frombits(binary.LittleEndian.Uint64(p))
}
