package eval

import (
	"hash/maphash"
	"math"
	"strings"
	"unsafe"

	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// Bytes is a Python bytes: an immutable Go string of arbitrary bytes.
// Its hash is maphash with the str seed (so hash(b'ab') == hash('ab') as
// in CPython); it is not cached.
type Bytes string

// BytesType is the type of bytes.
var BytesType = newBuiltinType("bytes")

func (Bytes) Type() *Type { return BytesType }

// bytesSingle holds the one-byte bytes values boxed once, so split parts
// and single-byte arguments of one byte need no allocation.
var bytesSingle = func() (t [256]Value) {
	for i := range t {
		t[i] = Bytes(string([]byte{byte(i)})) //allocpath:ok one byte, 256 values made once
	}
	return
}()

// bytesData returns the contents of a bytes-like value: bytes, bytearray,
// or an instance of a user subclass of either.
func bytesData(v Value) (string, bool) {
	switch b := unwrap(v).(type) {
	case Bytes:
		return string(b), true
	case *ByteArray:
		return string(b.b), true
	}
	return "", false
}

// bytesCopy returns a copy of b as a string, charged first (a bytearray's
// data taken while Python code may still change the bytearray).
func bytesCopy(t *Thread, b []byte) (string, error) {
	if err := Reserve(t, int64(len(b))); err != nil {
		return "", err
	}
	return string(b), nil
}

// bytesRepr returns repr(b) for a bytes value holding s, sized and charged
// before it is built.
func bytesRepr(t *Thread, s string) (string, error) {
	if err := strWork(t, 2*len(s)); err != nil {
		return "", err
	}
	q := pyrepr.Quote(s)
	return buildTextChunked(t, s, "b"+string(q), string(q),
		func(p string) int { return pyrepr.BytesBodyLen(p, q) },
		func(b []byte, p string) []byte { return pyrepr.AppendBytesBody(b, p, q) })
}

// bytesView returns b as a string without copying it, for reading a
// bytearray's data while no Python code runs (a search, a repr, a
// comparison): the string must not outlive that, nor be kept in a value.
// Reading it stays memory-safe even if the bytearray changed meanwhile
// (the view keeps the array it was taken from), but a value made from it
// would change with the bytearray.
func bytesView(b []byte) string {
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// isASCII reports whether s has only bytes below 0x80.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func init() {
	BytesType.setBase(ObjectType)
	BytesType.Repr = func(t *Thread, v Value) (string, error) {
		return bytesRepr(t, string(v.(Bytes)))
	}
	BytesType.Hash = func(t *Thread, v Value) (int64, error) {
		if len(v.(Bytes)) == 0 {
			return 0, nil // as CPython
		}
		// bytes do not keep their hash: every hash is counted.
		if err := strHashWork(t, len(v.(Bytes))); err != nil {
			return 0, err
		}
		h := int64(maphash.String(strSeed, string(v.(Bytes))))
		if h == 0 || h == -1 {
			h = 1
		}
		return h, nil
	}
	BytesType.Truth = func(t *Thread, v Value) (bool, error) { return len(v.(Bytes)) > 0, nil }
	BytesType.Len = func(t *Thread, v Value) (int, error) { return len(v.(Bytes)), nil }
	BytesType.Compare = bytesCompare
	BytesType.Iter = func(t *Thread, v Value) (Iterator, error) {
		return &bytesIterator{s: string(v.(Bytes))}, nil
	}
	BytesType.GetItem = func(t *Thread, v, key Value) (Value, error) {
		return bytesGetItem(t, string(v.(Bytes)), key)
	}
	BytesType.Contains = bytesContains
	BytesType.Concat = func(t *Thread, a, b Value) (Value, error) {
		y, ok := bytesItemView(b)
		if !ok {
			return nil, Errorf(TypeErrorType, "can't concat %s to bytes", TypeName(b))
		}
		x := string(a.(Bytes))
		if len(y) == 0 {
			return a, nil
		}
		r, err := Join(t, []string{x, y}, "")
		if err != nil {
			return nil, err
		}
		return Bytes(r), nil
	}
	BytesType.Repeat = func(t *Thread, seq, n Value) (Value, error) {
		s := string(seq.(Bytes))
		k, err := strRepeatCount(t, n)
		if err != nil {
			return nil, err
		}
		if k <= 0 || len(s) == 0 {
			return Bytes(""), nil
		}
		if k == 1 {
			return seq, nil
		}
		if k > math.MaxInt/len(s) {
			return nil, Errorf(OverflowErrorType, "repeated bytes are too long")
		}
		r, err := Repeat(t, s, k)
		if err != nil {
			return nil, err
		}
		return Bytes(r), nil
	}
	BytesType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		b, _, err := bytesNew(t, "bytes", args, kwnames)
		if err != nil {
			return nil, err
		}
		return Bytes(b), nil
	}
}

func bytesCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	x, ok1 := bytesItemView(a)
	y, ok2 := bytesItemView(b)
	if !ok1 || !ok2 {
		return NotImplemented, nil
	}
	if err := t.Steps(int64(min(len(x), len(y)) / 64)); err != nil {
		return nil, err
	}
	return MakeBool(compareStrings(op, x, y)), nil
}

// bytesIterator yields the bytes of a bytes value as ints.
type bytesIterator struct {
	s string
	i int
}

var bytesIteratorType = newIteratorType("bytes_iterator")

func (it *bytesIterator) Type() *Type { return bytesIteratorType }

func (it *bytesIterator) Next(t *Thread) (Value, error) {
	if it.i >= len(it.s) {
		return nil, nil
	}
	c := it.s[it.i]
	it.i++
	return Int(c), nil
}

// bytesGetItem is b[key] for bytes (bytearray has byteArrayGetItem).
func bytesGetItem(t *Thread, s string, key Value) (Value, error) {
	switch key.(type) {
	case Int, Bool, *BigInt:
	default:
		if sl, ok := key.(*Slice); ok {
			i, _, k, count, err := sl.Indices(t, len(s))
			if err != nil {
				return nil, err
			}
			if k == 1 {
				// A slice shares the bytes: only its boxed header is new.
				t.ChargeObject(bytesObjectBytes)
				return Bytes(s[i : i+count]), nil
			}
			return bytesBuild(t, Bytes(""), count, func(b []byte) {
				for p := range b {
					b[p] = s[i+p*k]
				}
			})
		}
		if key.Type().Index == nil {
			return nil, Errorf(TypeErrorType, "byte indices must be integers or slices, not %s", TypeName(key))
		}
	}
	i, err := AsInt(t, key)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.Type() == OverflowErrorType {
			return nil, Errorf(IndexErrorType, "cannot fit 'int' into an index-sized integer")
		}
		return nil, err
	}
	if i < 0 {
		i += len(s)
	}
	if i < 0 || i >= len(s) {
		return nil, Errorf(IndexErrorType, "index out of range")
	}
	return Int(s[i]), nil
}

// bytesByteValue converts an int-like value to a byte, with CPython's
// range error.
func bytesByteValue(t *Thread, v Value) (byte, error) {
	i, err := AsInt64(t, v)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.Type() == OverflowErrorType {
			return 0, Errorf(ValueErrorType, "byte must be in range(0, 256)")
		}
		return 0, err
	}
	if i < 0 || i > 255 {
		return 0, Errorf(ValueErrorType, "byte must be in range(0, 256)")
	}
	return byte(i), nil
}

// bytesContains is x in b for bytes and bytearray: x is a bytes-like
// value or an int (converted before the data is read).
func bytesContains(t *Thread, self, x Value) (bool, error) {
	if sub, ok := bytesItemView(x); ok {
		s := selfView(self)
		if err := t.Steps(int64(len(s) / 64)); err != nil {
			return false, err
		}
		return strings.Contains(s, sub), nil
	}
	if x.Type().Index == nil {
		switch x.(type) {
		case Int, Bool, *BigInt:
		default:
			return false, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", TypeName(x))
		}
	}
	c, err := bytesByteValue(t, x)
	if err != nil {
		return false, err
	}
	return strings.IndexByte(selfView(self), c) >= 0, nil
}

// bytesNew implements the arguments of bytes() and bytearray(): (),
// (int), (iterable of ints), (bytes-like), (str, encoding[, errors]).
// fresh tells that the data was made for this call (charged) and nothing
// else holds it, so a bytearray may take it; otherwise it is shared with
// an immutable value and a bytearray must copy it.
func bytesNew(t *Thread, tname string, args []Value, kwnames []string) (data string, fresh bool, err error) {
	npos := len(args) - len(kwnames)
	if len(args) > 3 {
		return "", false, Errorf(TypeErrorType, "%s() takes at most 3 arguments (%d given)", tname, len(args))
	}
	var src, enc, errs Value
	names := [3]string{"source", "encoding", "errors"}
	vals := [3]*Value{&src, &enc, &errs}
	for i := 0; i < npos; i++ {
		*vals[i] = args[i]
	}
	for k, name := range kwnames {
		found := false
		for i, n := range names {
			if n == name {
				if *vals[i] != nil {
					return "", false, Errorf(TypeErrorType, "argument for %s() given by name ('%s') and position (%d)", tname, name, i+1)
				}
				*vals[i] = args[npos+k]
				found = true
			}
		}
		if !found {
			return "", false, Errorf(TypeErrorType, "'%s' is an invalid keyword argument for %s()", name, tname)
		}
	}
	if src == nil {
		if enc != nil || errs != nil {
			if enc != nil {
				return "", false, Errorf(TypeErrorType, "encoding without a string argument")
			}
			return "", false, Errorf(TypeErrorType, "errors without a string argument")
		}
		return "", false, nil
	}
	if s, ok := As[*Str](src); ok {
		if enc == nil {
			return "", false, Errorf(TypeErrorType, "string argument without an encoding")
		}
		e, ok := As[*Str](enc)
		if !ok {
			return "", false, Errorf(TypeErrorType, "%s() argument 'encoding' must be str, not %s", tname, ArgTypeName(enc))
		}
		errors := "strict"
		if errs != nil {
			es, ok := As[*Str](errs)
			if !ok {
				return "", false, Errorf(TypeErrorType, "%s() argument 'errors' must be str, not %s", tname, ArgTypeName(errs))
			}
			errors = es.s
		}
		data, err := strEncode(t, s, e.s, errors)
		return data, false, err
	}
	if enc != nil {
		return "", false, Errorf(TypeErrorType, "encoding without a string argument")
	}
	if errs != nil {
		return "", false, Errorf(TypeErrorType, "errors without a string argument")
	}
	if tname == "bytes" && !src.Type().Builtin && src.Type().Lookup("__bytes__") != nil {
		data, err := bytesFormatArg(t, src) // bytes(x) is x.__bytes__()
		return data, false, err
	}
	switch b := unwrap(src).(type) {
	case Bytes:
		return string(b), false, nil
	case *ByteArray:
		d, err := bytesCopy(t, b.b)
		return d, true, err
	}
	if isIntValue(src) || src.Type().Index != nil {
		n, err := AsInt64(t, src)
		if err != nil {
			if e, ok := err.(*Exception); ok && e.Type() == OverflowErrorType {
				return "", false, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
			}
			return "", false, err
		}
		if n < 0 {
			return "", false, Errorf(ValueErrorType, "negative count")
		}
		if n > MaxObjectBytes {
			return "", false, memoryError(t)
		}
		b, err := Make[byte](t, int(n))
		if err != nil {
			return "", false, err
		}
		return unsafe.String(unsafe.SliceData(b), len(b)), true, nil
	}
	if src.Type().Iter == nil {
		return "", false, Errorf(TypeErrorType, "cannot convert '%s' object to %s", TypeName(src), tname)
	}
	data, err = bytesFromIterable(t, src, tname == "bytes")
	return data, true, err
}

// bytesFromIterable collects an iterable of ints into bytes, in a buffer
// whose growth is charged; the string returned is fresh (see bytesNew).
func bytesFromIterable(t *Thread, src Value, plural bool) (string, error) {
	it, err := Iterate(t, src)
	if err != nil {
		return "", err
	}
	b := NewBuilder(t, 0)
	for {
		v, err := it.Next(t)
		if err != nil {
			return "", err
		}
		if v == nil {
			break
		}
		if err := t.Step(); err != nil {
			return "", err
		}
		c, err := bytesByteValue(t, v)
		if err != nil {
			if plural {
				if e, ok := err.(*Exception); ok && e.Type() == ValueErrorType {
					return "", Errorf(ValueErrorType, "bytes must be in range(0, 256)")
				}
			}
			return "", err
		}
		if err := b.WriteByte(c); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}
