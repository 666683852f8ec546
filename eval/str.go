package eval

import (
	"hash/maphash"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"

	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// Str is a Python str.
//
// The text is held in a Go string of UTF-8, extended so that lone
// surrogates are their 3-byte sequences (see package ast). Because every
// code point starts with exactly one non-continuation byte, the length in
// code points is the number of bytes outside 0x80..0xBF, and byte order
// equals code-point order (the extended encoding of U+D800..U+DFFF sorts
// between U+D7FF and U+E000), so comparison is plain string comparison.
//
// Derived facts are computed lazily and cached with atomic operations, so
// a *Str shared between threads (a constant of compiled code) is safe:
//
//   - n: the length in code points plus one (0: not computed yet); the
//     string is ASCII exactly when the length equals len(s).
//   - hash: maphash of the bytes with a per-process seed, as CPython's
//     randomized str hash (0: not computed; a real 0 is stored as 1).
//   - idx: for non-ASCII strings that are indexed, the byte offset of every
//     strIndexStride-th code point. s[i] jumps to the checkpoint below i
//     and skips at most strIndexStride-1 code points, so indexing is O(1)
//     and a loop over s[i] is linear. The index costs 8 bytes per stride
//     (a quarter of a byte per code point) and is built on first use.
type Str struct {
	s    string
	n    atomic.Int64
	hash atomic.Int64
	idx  atomic.Pointer[[]int]
}

// strIndexStride is the distance in code points between checkpoints of
// the offset index of non-ASCII strings.
const strIndexStride = 32

// StrType is the type of str.
var StrType = newBuiltinType("str")

func (*Str) Type() *Type { return StrType }

// NewStr returns a str holding s (extended UTF-8).
func NewStr(s string) *Str {
	if len(s) == 1 && s[0] < utf8.RuneSelf {
		return strASCII[s[0]]
	}
	return &Str{s: s}
}

// newStrN returns a str holding s whose length in code points is known.
func newStrN(s string, n int) *Str {
	if len(s) == 1 && s[0] < utf8.RuneSelf {
		return strASCII[s[0]]
	}
	r := &Str{s: s}
	r.n.Store(int64(n) + 1)
	return r
}

// NewStrT is NewStr for a str made for the program (a result of an
// operation, a method, a builtin): the str object is charged to t's
// memory (strObjectBytes, by ChargeObject) as it is made. The text's
// bytes are charged apart, where they are allocated (Builder, Repeat,
// Reserve); a substring shares its text and costs the header only. The
// one-character ASCII strings are shared and cost nothing.
func NewStrT(t *Thread, s string) *Str {
	if len(s) == 1 && s[0] < utf8.RuneSelf {
		return strASCII[s[0]]
	}
	t.ChargeObject(strObjectBytes)
	return &Str{s: s}
}

// newStrNT is newStrN for a str made for the program, charged as NewStrT.
func newStrNT(t *Thread, s string, n int) *Str {
	if len(s) == 1 && s[0] < utf8.RuneSelf {
		return strASCII[s[0]]
	}
	t.ChargeObject(strObjectBytes)
	r := &Str{s: s}
	r.n.Store(int64(n) + 1)
	return r
}

// strEmpty is the empty string.
var strEmpty = newStrN("", 0)

// strASCII holds the 128 one-character ASCII strings, built once and never
// modified (their length and hash are computed at init).
var strASCII = func() (t [128]*Str) {
	for i := range t {
		s := &Str{s: string(rune(i))}
		s.n.Store(2)
		s.Hash()
		t[i] = s
	}
	return
}()

// String returns the Go string (extended UTF-8).
func (s *Str) String() string { return s.s }

var strSeed = maphash.MakeSeed()

// strHashWork counts the work of hashing n bytes not hashed before (one
// operation per KiB: about 100 ns), polling the deadline: a loop hashing
// new long strings would otherwise run thousands of hashes between two
// checks of the deadline.
func strHashWork(t *Thread, n int) error {
	if n < 1<<14 {
		return nil
	}
	return t.Work(int64(n >> 10))
}

// strCmpWorkLen is the length from which comparing two strings counts
// work.
const strCmpWorkLen = 1 << 14

// strCmpWork counts the work of comparing n bytes of two distinct strings
// (one operation per KiB), polling the deadline: comparing long equal
// strings in a loop would otherwise run thousands of comparisons between
// two checks of the deadline.
func strCmpWork(t *Thread, n int) error {
	if n < strCmpWorkLen {
		return nil
	}
	return t.Work(int64(n >> 10))
}

// Hash returns hash(s), computed once.
func (s *Str) Hash() int64 {
	if h := s.hash.Load(); h != 0 {
		return h
	}
	if s.s == "" {
		return 0 // as CPython
	}
	h := int64(maphash.String(strSeed, s.s))
	if h == 0 || h == -1 {
		h = 1
	}
	s.hash.Store(h)
	return h
}

// Len returns the length in code points, computed once.
func (s *Str) Len() int {
	if n := s.n.Load(); n != 0 {
		return int(n - 1)
	}
	n := strCountRunes(s.s)
	s.n.Store(int64(n) + 1)
	return n
}

// IsASCII reports whether s holds only ASCII characters.
func (s *Str) IsASCII() bool { return s.Len() == len(s.s) }

// strCountRunes counts the code points of extended UTF-8: the bytes that
// are not continuation bytes.
func strCountRunes(s string) int {
	n := len(s)
	for i := 0; i < len(s); i++ {
		if s[i]&0xC0 == 0x80 {
			n--
		}
	}
	return n
}

// offsets returns the checkpoint index of a non-ASCII string.
func (s *Str) offsets() []int {
	if p := s.idx.Load(); p != nil {
		return *p
	}
	idx := make([]int, 0, s.Len()/strIndexStride+1) //allocpath:ok a cache of at most a quarter of the string's own (charged) size
	cp := 0
	for i := 0; i < len(s.s); i++ {
		if s.s[i]&0xC0 != 0x80 {
			if cp%strIndexStride == 0 {
				idx = append(idx, i)
			}
			cp++
		}
	}
	s.idx.Store(&idx)
	return idx
}

// byteOffset returns the byte offset of code point i, 0 <= i <= Len().
func (s *Str) byteOffset(i int) int {
	if i <= 0 {
		return 0
	}
	n := s.Len()
	if n == len(s.s) {
		return i
	}
	if i >= n {
		return len(s.s)
	}
	idx := s.offsets()
	off := idx[i/strIndexStride]
	for k := i % strIndexStride; k > 0; k-- {
		off++
		for s.s[off]&0xC0 == 0x80 {
			off++
		}
	}
	return off
}

// cpIndex returns the code-point index of byte offset off (which must be
// at a code point boundary).
func (s *Str) cpIndex(off int) int {
	if s.Len() == len(s.s) {
		return off
	}
	return strCountRunes(s.s[:off])
}

// charAt returns the str of the code point at byte offset off (a new
// str, charged to t, unless it is ASCII).
func (s *Str) charAt(t *Thread, off int) *Str {
	if c := s.s[off]; c < utf8.RuneSelf {
		return strASCII[c]
	}
	end := off + 1
	for end < len(s.s) && s.s[end]&0xC0 == 0x80 {
		end++
	}
	return newStrNT(t, s.s[off:end], 1)
}

// substr returns the code points [i, j) of s, 0 <= i <= j <= Len(), a
// new str (charged to t) sharing its text.
func (s *Str) substr(t *Thread, i, j int) *Str {
	if i == 0 && j == s.Len() {
		return s
	}
	return newStrNT(t, s.s[s.byteOffset(i):s.byteOffset(j)], j-i)
}

func init() {
	StrType.setBase(ObjectType)
	StrType.NoSubclass = false
	StrType.Repr = func(t *Thread, v Value) (string, error) {
		return strRepr(t, v.(*Str).s)
	}
	StrType.Str = func(t *Thread, v Value) (string, error) { return v.(*Str).s, nil }
	StrType.Hash = func(t *Thread, v Value) (int64, error) {
		s := v.(*Str)
		if s.hash.Load() == 0 {
			if err := strHashWork(t, len(s.s)); err != nil {
				return 0, err
			}
		}
		return s.Hash(), nil
	}
	StrType.Truth = func(t *Thread, v Value) (bool, error) { return len(v.(*Str).s) > 0, nil }
	StrType.Len = func(t *Thread, v Value) (int, error) { return v.(*Str).Len(), nil }
	StrType.Compare = strCompare
	StrType.Iter = func(t *Thread, v Value) (Iterator, error) { return &strIterator{s: v.(*Str)}, nil }
	StrType.GetItem = strGetItem
	StrType.Contains = func(t *Thread, v, x Value) (bool, error) {
		sub, ok := As[*Str](x)
		if !ok {
			return false, Errorf(TypeErrorType, "'in <string>' requires string as left operand, not %s", TypeName(x))
		}
		s := v.(*Str)
		if err := t.Steps(int64(len(s.s) / 64)); err != nil {
			return false, err
		}
		return strings.Contains(s.s, sub.s), nil
	}
	StrType.Concat = func(t *Thread, a, b Value) (Value, error) {
		x := a.(*Str)
		y, ok := As[*Str](b)
		if !ok {
			return nil, Errorf(TypeErrorType, "can only concatenate str (not \"%s\") to str", TypeName(b))
		}
		return StrConcat(t, x, y)
	}
	StrType.Repeat = func(t *Thread, seq, n Value) (Value, error) {
		s := seq.(*Str)
		k, err := strRepeatCount(t, n)
		if err != nil {
			return nil, err
		}
		if k <= 0 || len(s.s) == 0 {
			return strEmpty, nil
		}
		if k == 1 {
			return s, nil
		}
		r, err := Repeat(t, s.s, k)
		if err != nil {
			return nil, err
		}
		return newStrNT(t, r, s.Len()*k), nil
	}
	StrType.Binary[OpMod] = func(t *Thread, a, b Value) (Value, error) {
		s, ok := a.(*Str)
		if !ok {
			return NotImplemented, nil
		}
		return strPercentFormat(t, s, b)
	}
	StrType.New = strNew
}

// StrConcat returns a + b, charging the result's memory.
func StrConcat(t *Thread, a, b *Str) (*Str, error) {
	if len(a.s) == 0 {
		return b, nil
	}
	if len(b.s) == 0 {
		return a, nil
	}
	n := len(a.s) + len(b.s)
	if n <= strBlockMax {
		// One allocation (strblock.go), charged as Join's buffer (at
		// least 8 bytes: a Builder's first growth) and newStrNT's object.
		return newStrFilled(t, n, a.Len()+b.Len(), int64(max(n, 8)), func(p []byte) {
			copy(p[copy(p, a.s):], b.s)
		})
	}
	r, err := Join(t, []string{a.s, b.s}, "")
	if err != nil {
		return nil, err
	}
	return newStrNT(t, r, a.Len()+b.Len()), nil
}

// strRepr returns repr(s) for the text s of a str, sized and charged
// before it is built.
func strRepr(t *Thread, s string) (string, error) {
	if err := strWork(t, 2*len(s)); err != nil {
		return "", err
	}
	q := pyrepr.Quote(s)
	return buildTextChunked(t, s, string(q), string(q),
		func(p string) int { return pyrepr.StrBodyLen(p, q) },
		func(b []byte, p string) []byte { return pyrepr.AppendStrBody(b, p, q) })
}

// buildString returns the string of exactly n bytes that fill appends to
// an empty buffer: the buffer is charged (Reserve) before it is made, and
// the string shares it (fill must write no more than n bytes).
func buildString(t *Thread, n int, fill func([]byte) []byte) (string, error) {
	buf, err := MakeCap[byte](t, 0, n)
	if err != nil {
		return "", err
	}
	buf = fill(buf)
	return unsafe.String(unsafe.SliceData(buf), len(buf)), nil
}

// strRepeatCount converts the count of seq * n.
func strRepeatCount(t *Thread, n Value) (int, error) {
	switch n.(type) {
	case Int, Bool, *BigInt:
	default:
		if n.Type().Index == nil {
			return 0, Errorf(TypeErrorType, "can't multiply sequence by non-int of type '%s'", TypeName(n))
		}
	}
	k, err := AsInt64(t, n)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.Type() == OverflowErrorType {
			return 0, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
		}
		return 0, err
	}
	if k > 1<<62 {
		return 0, memoryError(t)
	}
	return int(k), nil
}

func strCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	x, ok1 := a.(*Str)
	y, ok2 := b.(*Str)
	if !ok1 || !ok2 {
		return NotImplemented, nil
	}
	if op != EQ && op != NE {
		if err := t.Steps(int64(min(len(x.s), len(y.s)) / 64)); err != nil {
			return nil, err
		}
	} else if len(x.s) == len(y.s) && x != y {
		if err := strCmpWork(t, len(x.s)); err != nil {
			return nil, err
		}
	}
	return MakeBool(compareStrings(op, x.s, y.s)), nil
}

func compareStrings(op CompareOp, x, y string) bool {
	switch op {
	case LT:
		return x < y
	case LE:
		return x <= y
	case EQ:
		return x == y
	case NE:
		return x != y
	case GT:
		return x > y
	}
	return x >= y
}

// strIterator yields the characters of a str.
type strIterator struct {
	s   *Str
	off int
}

// The iterator classes of str: CPython 3.11 names the iterator of an
// ASCII string str_ascii_iterator.
var (
	strIteratorType      = newIteratorType("str_iterator")
	strASCIIIteratorType = newIteratorType("str_ascii_iterator")
)

func (it *strIterator) Type() *Type {
	if it.s.IsASCII() {
		return strASCIIIteratorType
	}
	return strIteratorType
}

func (it *strIterator) Next(t *Thread) (Value, error) {
	s := it.s.s
	if it.off >= len(s) {
		return nil, nil
	}
	c := it.s.charAt(t, it.off)
	it.off += len(c.s)
	return c, nil
}

func strGetItem(t *Thread, v, key Value) (Value, error) {
	s := v.(*Str)
	switch key.(type) {
	case Int, Bool, *BigInt:
	default:
		if sl, ok := key.(*Slice); ok {
			return strSlice(t, s, sl)
		}
		if key.Type().Index == nil {
			return nil, Errorf(TypeErrorType, "string indices must be integers, not '%s'", TypeName(key))
		}
	}
	i, err := AsInt(t, key)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.Type() == OverflowErrorType {
			return nil, Errorf(IndexErrorType, "cannot fit 'int' into an index-sized integer")
		}
		return nil, err
	}
	n := s.Len()
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return nil, Errorf(IndexErrorType, "string index out of range")
	}
	if n == len(s.s) {
		return strASCII[s.s[i]], nil
	}
	if err := s.chargeIndex(t); err != nil {
		return nil, err
	}
	return s.charAt(t, s.byteOffset(i)), nil
}

// chargeIndex charges the memory of the offset index (and the work of
// building it) before it is built.
func (s *Str) chargeIndex(t *Thread) error {
	if s.idx.Load() != nil {
		return nil
	}
	if err := strWork(t, len(s.s)); err != nil {
		return err
	}
	return ReserveArray(t, int64(s.Len()/strIndexStride+1), 8)
}

// strSlice returns s[start:stop:step].
func strSlice(t *Thread, s *Str, sl *Slice) (Value, error) {
	n := s.Len()
	i, _, k, count, err := sl.Indices(t, n)
	if err != nil {
		return nil, err
	}
	if count == 0 {
		return strEmpty, nil
	}
	if n != len(s.s) {
		if err := s.chargeIndex(t); err != nil {
			return nil, err
		}
	}
	if k == 1 {
		// A substring shares the text: nothing is allocated.
		return s.substr(t, i, i+count), nil
	}
	if err := strWork(t, count); err != nil {
		return nil, err
	}
	if n == len(s.s) {
		r, err := buildString(t, count, func(b []byte) []byte {
			for p := 0; p < count; p++ {
				b = append(b, s.s[i+p*k])
			}
			return b
		})
		if err != nil {
			return nil, err
		}
		return newStrNT(t, r, count), nil
	}
	// Non-ASCII: walk the code points from i, |k| at a time.
	str := s.s
	if err := strWork(t, len(str)); err != nil {
		return nil, err
	}
	b := NewBuilder(t, count)
	off := s.byteOffset(i)
	for p := 0; p < count && b.Err() == nil; p++ {
		end := off + 1
		for end < len(str) && str[end]&0xC0 == 0x80 {
			end++
		}
		b.WriteString(str[off:end])
		if p == count-1 {
			break
		}
		if k > 0 {
			for q := 0; q < k; q++ {
				off++
				for off < len(str) && str[off]&0xC0 == 0x80 {
					off++
				}
			}
		} else {
			for q := 0; q < -k; q++ {
				off--
				for off > 0 && str[off]&0xC0 == 0x80 {
					off--
				}
			}
		}
	}
	if b.Err() != nil {
		return nil, b.Err()
	}
	return newStrNT(t, b.String(), count), nil
}

func strNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	if len(args) == 1 && len(kwnames) == 0 {
		// str(x), the common case.
		switch x := args[0].(type) {
		case *Str:
			return x, nil
		case Int:
			if x >= -9999999 && x <= 99999999 {
				// At most 8 bytes: one allocation with its header
				// (strblock.go); the text was never charged apart.
				var d [20]byte
				p := strconv.AppendInt(d[:0], int64(x), 10)
				return newStrFilled(t, len(p), len(p), 0, func(b []byte) { copy(b, p) })
			}
			s := strconv.FormatInt(int64(x), 10)
			return newStrNT(t, s, len(s)), nil
		}
		r, err := StrOf(t, args[0])
		if err != nil {
			return nil, err
		}
		return NewStrT(t, r), nil
	}
	npos := len(args) - len(kwnames)
	if len(args) > 3 {
		return nil, Errorf(TypeErrorType, "str() takes at most 3 arguments (%d given)", len(args))
	}
	var obj, enc, errs Value
	names := [3]string{"object", "encoding", "errors"}
	vals := [3]*Value{&obj, &enc, &errs}
	copy(vals[:], vals[:])
	for i := 0; i < npos; i++ {
		*vals[i] = args[i]
	}
	for k, name := range kwnames {
		found := false
		for i, n := range names {
			if n == name {
				if *vals[i] != nil {
					return nil, Errorf(TypeErrorType, "argument for str() given by name ('%s') and position (%d)", name, i+1)
				}
				*vals[i] = args[npos+k]
				found = true
			}
		}
		if !found {
			return nil, Errorf(TypeErrorType, "'%s' is an invalid keyword argument for str()", name)
		}
	}
	if enc == nil && errs == nil {
		if obj == nil {
			return strEmpty, nil
		}
		if s, ok := obj.(*Str); ok {
			return s, nil
		}
		r, err := StrOf(t, obj)
		if err != nil {
			return nil, err
		}
		return NewStrT(t, r), nil
	}
	encoding, errors := "utf-8", "strict"
	if enc != nil {
		s, ok := As[*Str](enc)
		if !ok {
			return nil, Errorf(TypeErrorType, "str() argument 'encoding' must be str, not %s", ArgTypeName(enc))
		}
		encoding = s.s
	}
	if errs != nil {
		s, ok := As[*Str](errs)
		if !ok {
			return nil, Errorf(TypeErrorType, "str() argument 'errors' must be str, not %s", ArgTypeName(errs))
		}
		errors = s.s
	}
	if obj == nil {
		return strEmpty, nil
	}
	var data string
	mutable := false
	switch o := obj.(type) {
	case Bytes:
		data = string(o)
	case *ByteArray:
		data, mutable = bytesView(o.b), true
	case *Str:
		return nil, Errorf(TypeErrorType, "decoding str is not supported")
	default:
		return nil, Errorf(TypeErrorType, "decoding to str: need a bytes-like object, %s found", TypeName(obj))
	}
	return bytesDecode(t, data, encoding, errors, mutable)
}
