package eval

import (
	"math"
	"unicode/utf8"
	"unsafe"
)

// The allocation path.
//
// Every allocation whose size comes from the program (the length of a
// string, a repeat count, a width, the number of elements of a container,
// frame slots, ...) goes through the functions of this file, which
// predict the size, check it against a hard per-object ceiling, charge it
// to the run's memory budget, count the work of filling it, and only then
// allocate. The memory limit is then a property of one small set of
// functions (as Lua's single allocator makes it), not a rule every call
// site must remember; the static check of package internal/lint/allocpath
// rejects make, strings.Repeat, strings.Builder and the like with sizes
// that are not constants anywhere else in the packages that handle the
// program's data.
//
// A nil *Thread (host work outside any run) is charged nothing, but the
// ceiling still holds.
//
// Sizes are predicted before allocating; when a result's exact size is
// only known while it is built, Builder charges each growth of its buffer
// before making it.

// MaxObjectBytes is the largest single allocation any run may make,
// whatever its memory limit (with no limit at all, too): a larger request
// raises MemoryError before anything is allocated, as CPython does for a
// size its allocator refuses.
const MaxObjectBytes = 1 << 31

// allocBytesPerStep is how many bytes allocated (and filled) count as one
// operation: allocating and writing a GiB is about a million operations,
// so the deadline is polled while a program allocates, however it does.
const allocBytesPerStep = 1024

// Reserve accounts for one object of n bytes about to be allocated: it
// raises MemoryError past MaxObjectBytes, charges the run's memory limit
// (its terminal LimitError when exceeded), and counts the work of filling
// n bytes.
func Reserve(t *Thread, n int64) error {
	// The common case, inlined at the call: a small object within the
	// run's memory limit (Charge's test), no work to count.
	if t != nil && uint64(n) < allocBytesPerStep && t.memUsed+n <= t.memCap {
		t.memUsed += n
		return nil
	}
	return reserve(t, n)
}

// reserve is Reserve past its inlined case.
func reserve(t *Thread, n int64) error {
	if n < 0 || n > MaxObjectBytes {
		return memoryError(t)
	}
	if t == nil {
		return nil
	}
	if err := t.Charge(n); err != nil {
		return err
	}
	if n >= allocBytesPerStep {
		return t.Steps(n / allocBytesPerStep)
	}
	return nil
}

// ReserveArray is Reserve for count elements of size bytes each; the
// product's overflow is a MemoryError, not a wrap-around.
func ReserveArray(t *Thread, count, size int64) error {
	if count < 0 || size < 0 {
		return memoryError(t)
	}
	if size != 0 && count > MaxObjectBytes/size {
		return memoryError(t)
	}
	return Reserve(t, count*size)
}

// sizeOf is the size in bytes of a T.
func sizeOf[T any]() int64 {
	var zero T
	return int64(unsafe.Sizeof(zero))
}

// Make returns a slice of n zero elements, charged first.
func Make[T any](t *Thread, n int) ([]T, error) {
	if err := ReserveArray(t, int64(n), sizeOf[T]()); err != nil {
		return nil, err
	}
	return make([]T, n), nil
}

// MakeCap returns a slice of length n and capacity c (at least n),
// charged first.
func MakeCap[T any](t *Thread, n, c int) ([]T, error) {
	if c < n {
		c = n
	}
	if n < 0 {
		return nil, memoryError(t)
	}
	if err := ReserveArray(t, int64(c), sizeOf[T]()); err != nil {
		return nil, err
	}
	return make([]T, n, c), nil
}

// Grow returns s with room for at least extra more elements, as
// slices.Grow does; a new backing array is charged before it is made.
// Growth doubles (amortised appends), but never asks for more than the
// memory left when the exact need would fit.
func Grow[T any](t *Thread, s []T, extra int) ([]T, error) {
	if extra < 0 {
		return s, memoryError(t)
	}
	need := len(s) + extra
	if need < len(s) {
		return s, memoryError(t)
	}
	if need <= cap(s) {
		return s, nil
	}
	size := sizeOf[T]()
	newCap := growCap(t, cap(s), need, size)
	if err := ReserveArray(t, int64(newCap), size); err != nil {
		return s, err
	}
	grown := make([]T, len(s), newCap)
	if err := copyChunked(t, grown, s); err != nil {
		return s, err
	}
	return grown, nil
}

// The copies of the allocation path are made in chunks of at most
// copyChunkBytes, polling the run's deadline and cancellation between
// chunks (pollChunk), so that no copy, however long, holds a run past its
// deadline by more than a chunk's memmove (about 0.1 ms; a builder's
// small writes poll every builderPollBytes). Copies below a chunk take the
// plain path: one size comparison more.
const (
	copyChunkBytes   = 1 << 20
	builderPollBytes = 64 << 10
)

// pollChunk polls t's deadline and cancellation between two chunks of a
// long copy or fill (the work itself was counted when its memory was
// reserved). It arms the deadline's timer if no slow step has yet.
func pollChunk(t *Thread) error {
	if t == nil {
		return nil
	}
	return t.PollDeadline()
}

// chunkElems is the number of elements of type T in a chunk (at least 1).
func chunkElems[T any]() int {
	if size := sizeOf[T](); size > 0 && size < copyChunkBytes {
		return int(copyChunkBytes / size)
	}
	return 1
}

// copyChunked copies src to dst (as copy does) in chunks, polling t
// between them; on an error the copy is partial.
func copyChunked[T any](t *Thread, dst, src []T) error {
	step := chunkElems[T]()
	n := min(len(dst), len(src))
	if n <= step {
		copy(dst, src)
		return nil
	}
	for i := 0; i < n; i += step {
		if i > 0 {
			if err := pollChunk(t); err != nil {
				return err
			}
		}
		copy(dst[i:n], src[i:min(i+step, n)])
	}
	return nil
}

// fillPeriodic fills out with copies of its first period elements (which
// hold the pattern): the copied region doubles, so a long repeat of a
// short pattern costs a few memmoves, in chunks polling t between them.
func fillPeriodic[T any](t *Thread, out []T, period int) error {
	total := len(out)
	if period <= 0 || total <= period {
		return nil
	}
	step := chunkElems[T]()
	for done := period; done < total; {
		// out[:done] is periodic and at least one period long: the
		// elements from o on continue it at done.
		o := done % period
		k := min(total-done, done-o)
		if k >= step {
			k = step
			if err := pollChunk(t); err != nil {
				return err
			}
		}
		copy(out[done:done+k], out[o:o+k])
		done += k
	}
	return nil
}

// CopyInto copies src to dst (as copy does), in chunks polling t: the
// copy of a concatenation's operands.
func CopyInto[T any](t *Thread, dst, src []T) error { return copyChunked(t, dst, src) }

// copySmallMax is the longest copy copyValues makes by stores.
const copySmallMax = 16

// copyValues is CopyInto for Values: a short src (the items of a small
// tuple or list) is copied by stores (storeValues).
func copyValues(t *Thread, dst, src []Value) error {
	if len(src) <= copySmallMax {
		storeValues(dst, src)
		return nil
	}
	return copyChunked(t, dst, src)
}

// storeValues copies a short src (no longer than copySmallMax, not
// overlapping dst) into dst by stores: copy is a runtime call
// (typedslicecopy and memmove, about 100 instructions) that dominates a
// copy of a few items.
func storeValues(dst, src []Value) {
	dst = dst[:len(src)]
	//lint:ignore S1001 the loop is the point: copy calls typedslicecopy
	for i, v := range src {
		dst[i] = v
	}
}

// RepeatInto fills out with copies of src (len(out) a multiple of
// len(src), src not overlapping out), in chunks polling t: the fill of
// sequence repeats.
func RepeatInto[T any](t *Thread, out, src []T) error {
	if len(src) == 0 {
		return nil
	}
	if err := copyChunked(t, out, src); err != nil {
		return err
	}
	return fillPeriodic(t, out, len(src))
}

// growCap is the capacity Grow gives a buffer of capacity old that must
// hold need elements of size bytes: double it (at least 8 elements), but
// only a quarter more (or the exact need, if larger) when doubling would
// not fit in the memory left. Growth stays geometric even then: growing
// to the exact need of each write would copy the whole buffer at every
// write of a builder near the limit (each charge re-measuring the heap),
// which is quadratic.
func growCap(t *Thread, old, need int, size int64) int {
	newCap := 2 * old
	if newCap < 8 {
		newCap = 8
	}
	if newCap < need {
		newCap = need
	}
	if size > 0 && int64(newCap) > MaxObjectBytes/size {
		newCap = int(MaxObjectBytes / size)
		if newCap < need {
			newCap = need
		}
	}
	if t != nil && newCap > need && size > 0 {
		if room := t.MemoryRoom(); room >= 0 && int64(newCap)*size > room {
			newCap = max(need, old+old/4)
		}
	}
	return newCap
}

// Append appends vs to s, charging a new backing array before it is
// made; a long vs is copied in chunks polling t.
func Append[T any](t *Thread, s []T, vs ...T) ([]T, error) {
	if len(s)+len(vs) > cap(s) {
		var err error
		if s, err = Grow(t, s, len(vs)); err != nil {
			return s, err
		}
	}
	if len(vs) >= 1024 && len(vs) > chunkElems[T]() {
		n := len(s)
		if err := copyChunked(t, s[n:n+len(vs)], vs); err != nil {
			return s, err
		}
		return s[:n+len(vs)], nil
	}
	if len(vs) == 1 {
		// One value (a comprehension's, a list's append): a store, not
		// a slice copy with its bulk write barrier.
		return append(s, vs[0]), nil
	}
	return append(s, vs...), nil
}

// mapEntryBytes is the charge per entry of a Go map made by MakeMap (a
// generous estimate of a bucket slot with its key and value).
const mapEntryBytes = 48

// MakeMap returns a map with room for n entries, charged first.
func MakeMap[K comparable, V any](t *Thread, n int) (map[K]V, error) {
	if err := ReserveArray(t, int64(n), mapEntryBytes+sizeOf[K]()+sizeOf[V]()); err != nil {
		return nil, err
	}
	return make(map[K]V, n), nil
}

// Repeat returns s repeated n times, charged first. A count whose result
// cannot be represented raises OverflowError with CPython's wording for
// sequences.
func Repeat(t *Thread, s string, n int) (string, error) {
	b, err := repeatBuf(t, len(s), n)
	if err != nil || b == nil {
		return "", err
	}
	if b, err = appendRepeat(t, b, s, n); err != nil {
		return "", err
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), nil
}

// RepeatBytes returns a new slice holding p repeated n times, charged
// first.
func RepeatBytes(t *Thread, p []byte, n int) ([]byte, error) {
	b, err := repeatBuf(t, len(p), n)
	if err != nil || b == nil {
		return []byte{}, err
	}
	if b, err = appendRepeat(t, b, unsafe.String(unsafe.SliceData(p), len(p)), n); err != nil {
		return []byte{}, err
	}
	return b, nil
}

// repeatBuf returns an empty buffer with room for n copies of size bytes,
// charged; nil for an empty result.
func repeatBuf(t *Thread, size, n int) ([]byte, error) {
	if n <= 0 || size == 0 {
		return nil, nil
	}
	if n > math.MaxInt/size {
		return nil, Errorf(OverflowErrorType, "repeated string is too long")
	}
	if err := Reserve(t, int64(size)*int64(n)); err != nil {
		return nil, err
	}
	return make([]byte, 0, size*n), nil
}

// appendRepeat appends n copies of s to b, which has the room: one copy,
// then the copied region doubles (fillPeriodic), so a long repeat costs a
// few memmoves (not n appends of a short s), in chunks polling t.
func appendRepeat(t *Thread, b []byte, s string, n int) ([]byte, error) {
	if n <= 0 || len(s) == 0 {
		return b, nil
	}
	start := len(b)
	b = b[:start+len(s)*n]
	if err := copyChunked(t, b[start:], unsafe.Slice(unsafe.StringData(s), len(s))); err != nil {
		return b[:start], err
	}
	if err := fillPeriodic(t, b[start:], len(s)); err != nil {
		return b[:start], err
	}
	return b, nil
}

// Join returns the parts joined by sep, charged first.
func Join(t *Thread, parts []string, sep string) (string, error) {
	if len(parts) == 0 {
		return "", nil
	}
	total := int64(len(sep)) * int64(len(parts)-1)
	for _, p := range parts {
		total += int64(len(p))
		if total > MaxObjectBytes {
			return "", memoryError(t)
		}
	}
	b := NewBuilder(t, 0)
	b.Grow(int(total))
	for i, p := range parts {
		if i > 0 {
			b.WriteString(sep)
		}
		if len(p) > copyChunkBytes {
			b.writeLong(p)
		} else {
			b.WriteString(p)
		}
		if b.err != nil {
			return "", b.err
		}
	}
	return b.String(), nil
}

// Builder builds a string or byte slice whose size is known only as it is
// built, charging every growth of its buffer before making it. It has
// strings.Builder's methods, so it replaces one; an allocation that fails
// makes the builder sticky: it keeps the error (Err), ignores further
// writes and reports the error from every write method. Loops that build
// from program data stop at the first error:
//
//	b := eval.NewBuilder(t, len(s))
//	for ... {
//		b.WriteString(piece)
//		if b.Err() != nil {
//			return nil, b.Err()
//		}
//	}
//	return NewStr(b.String()), b.Err()
//
// Like strings.Builder, String does not copy; writing after String is
// allowed (it never changes bytes already returned).
type Builder struct {
	t   *Thread
	buf []byte
	err error
	// unpolled counts the bytes written since the deadline was last
	// polled (see poll).
	unpolled int
}

// NewBuilder returns a builder charging t, with room for hint bytes
// (charged now; a negative or absurd hint is the builder's error).
func NewBuilder(t *Thread, hint int) Builder {
	b := Builder{t: t}
	if hint != 0 {
		b.Grow(hint)
	}
	return b
}

// Grow makes room for n more bytes (charged).
func (b *Builder) Grow(n int) {
	if b.err != nil {
		return
	}
	if n < 0 {
		b.err = memoryError(b.t)
		return
	}
	if len(b.buf)+n <= cap(b.buf) {
		return
	}
	b.buf, b.err = Grow(b.t, b.buf, n)
}

// room ensures n more bytes fit, reporting whether the write may go on.
// It also counts the bytes written and polls the run's deadline (the
// builder's error from then on) every builderPollBytes, so that a loop
// building a long result from small pieces ends soon after the deadline
// (checking Err in the loop stops it there). The write methods stay
// small enough to be inlined: everything else is here.
func (b *Builder) room(n int) bool {
	if b.err != nil {
		return false
	}
	if len(b.buf)+n > cap(b.buf) {
		if b.Grow(n); b.err != nil {
			return false
		}
	}
	if b.unpolled += n; b.unpolled >= builderPollBytes {
		b.unpolled = 0
		if err := pollChunk(b.t); err != nil {
			b.err = err
			return false
		}
	}
	return true
}

// WriteString appends s.
func (b *Builder) WriteString(s string) (int, error) {
	if !b.room(len(s)) {
		return 0, b.err
	}
	b.buf = append(b.buf, s...)
	return len(s), nil
}

// Write appends p.
func (b *Builder) Write(p []byte) (int, error) {
	if !b.room(len(p)) {
		return 0, b.err
	}
	b.buf = append(b.buf, p...)
	return len(p), nil
}

// writeLong appends s in chunks, polling between them (Join's long
// parts; a plain write is one memmove).
func (b *Builder) writeLong(s string) {
	if !b.room(len(s)) {
		return
	}
	n := len(b.buf)
	b.buf = b.buf[:n+len(s)]
	if err := copyChunked(b.t, b.buf[n:], unsafe.Slice(unsafe.StringData(s), len(s))); err != nil {
		b.buf, b.err = b.buf[:n], err
	}
}

// WriteByte appends c.
func (b *Builder) WriteByte(c byte) error {
	if !b.room(1) {
		return b.err
	}
	b.buf = append(b.buf, c)
	return nil
}

// WriteRune appends the encoding of r in the extended UTF-8 of Python
// strings (a surrogate code point is its 3-byte sequence).
func (b *Builder) WriteRune(r rune) (int, error) {
	if !b.room(utf8.UTFMax) {
		return 0, b.err
	}
	n := len(b.buf)
	b.buf = appendRune(b.buf, r)
	return len(b.buf) - n, nil
}

// WriteRepeat appends n copies of s (padding, fill characters), charged
// once for the whole run.
func (b *Builder) WriteRepeat(s string, n int) (int, error) {
	if n <= 0 || len(s) == 0 {
		return 0, b.err
	}
	if n > MaxObjectBytes/len(s) {
		if b.err == nil {
			b.err = memoryError(b.t)
		}
		return 0, b.err
	}
	if !b.room(len(s) * n) {
		return 0, b.err
	}
	if b.buf, b.err = appendRepeat(b.t, b.buf, s, n); b.err != nil {
		return 0, b.err
	}
	return len(s) * n, nil
}

// Err returns the first allocation error, if any.
func (b *Builder) Err() error { return b.err }

// Len returns the number of bytes written.
func (b *Builder) Len() int { return len(b.buf) }

// Cap returns the capacity of the buffer.
func (b *Builder) Cap() int { return cap(b.buf) }

// String returns the bytes written as a string (not copied).
func (b *Builder) String() string { return unsafe.String(unsafe.SliceData(b.buf), len(b.buf)) }

// Bytes returns the bytes written (the builder's buffer: appending to
// the builder may change bytes past its length).
func (b *Builder) Bytes() []byte { return b.buf }

// Reset forgets the content (the buffer's memory stays charged).
func (b *Builder) Reset() { b.buf, b.err = nil, nil }

// BytesOf returns a bytes value holding a copy of b (a buffer of Go code:
// a file's, a decompressor's, a library's result), charged before the
// copy is made. The static check rejects eval.Bytes(b) of a []byte
// elsewhere: that copy is uncharged.
func BytesOf(t *Thread, b []byte) (Bytes, error) {
	if err := Reserve(t, int64(len(b))+bytesObjectBytes); err != nil {
		return "", err
	}
	return Bytes(b), nil
}

// BytesOwned returns a bytes value of b without copying it: b was made
// by the allocation path (Make, MakeCap, Grow, Append, a Builder's Bytes)
// for this result, and nothing writes to it afterwards.
func BytesOwned(b []byte) Bytes {
	return Bytes(unsafe.String(unsafe.SliceData(b), len(b)))
}
