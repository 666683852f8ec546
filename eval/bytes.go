package eval

import (
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"strings"
	"unicode/utf8"
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
	return buildString(t, pyrepr.BytesLen(s), func(p []byte) []byte { return pyrepr.AppendBytes(p, s) })
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

// bytesResult returns data as a value of the same type as self.
func bytesResult(self Value, data string) Value {
	if _, ok := self.(*ByteArray); ok {
		return &ByteArray{b: []byte(data)}
	}
	return Bytes(data)
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
		return &bytesIterator{get: func() string { return string(v.(Bytes)) }}, nil
	}
	BytesType.GetItem = func(t *Thread, v, key Value) (Value, error) {
		return bytesGetItem(t, v, string(v.(Bytes)), key, "index out of range")
	}
	BytesType.Contains = func(t *Thread, v, x Value) (bool, error) { return bytesContains(t, string(v.(Bytes)), x) }
	BytesType.Concat = func(t *Thread, a, b Value) (Value, error) {
		y, ok := bytesData(b)
		if !ok {
			return nil, Errorf(TypeErrorType, "can't concat %s to bytes", TypeName(b))
		}
		x := string(a.(Bytes))
		if len(y) == 0 {
			return a, nil
		}
		if err := strCharge(t, len(x)+len(y)); err != nil {
			return nil, err
		}
		return Bytes(x + y), nil
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
		if err := strChargeRepeat(t, len(s), k); err != nil {
			return nil, err
		}
		return Bytes(strings.Repeat(s, k)), nil
	}
	BytesType.New = func(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
		b, err := bytesNew(t, "bytes", args, kwnames)
		if err != nil {
			return nil, err
		}
		return Bytes(b), nil
	}
}

func bytesCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	x, ok1 := bytesData(a)
	y, ok2 := bytesData(b)
	if !ok1 || !ok2 {
		return NotImplemented, nil
	}
	if err := t.Steps(int64(min(len(x), len(y)) / 64)); err != nil {
		return nil, err
	}
	return MakeBool(compareStrings(op, x, y)), nil
}

// bytesIterator yields the bytes of a bytes or bytearray as ints; get
// re-reads the data so that a bytearray changed during iteration is seen.
type bytesIterator struct {
	get func() string
	i   int
}

func (it *bytesIterator) Next(t *Thread) (Value, error) {
	s := it.get()
	if it.i >= len(s) {
		return nil, nil
	}
	c := s[it.i]
	it.i++
	return Int(c), nil
}

func bytesGetItem(t *Thread, self Value, s string, key Value, rangeMsg string) (Value, error) {
	switch key.(type) {
	case Int, Bool, *BigInt:
	default:
		if sl, ok := key.(*Slice); ok {
			i, _, k, count, err := sl.Indices(t, len(s))
			if err != nil {
				return nil, err
			}
			if err := strCharge(t, count); err != nil {
				return nil, err
			}
			if k == 1 {
				return bytesResult(self, s[i:i+count]), nil
			}
			b := make([]byte, count)
			for p := range b {
				b[p] = s[i+p*k]
			}
			return bytesResult(self, string(b)), nil
		}
		if key.Type().Index == nil {
			name := "byte"
			if _, ok := self.(*ByteArray); ok {
				name = "bytearray"
			}
			return nil, Errorf(TypeErrorType, "%s indices must be integers or slices, not %s", name, TypeName(key))
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
		return nil, Errorf(IndexErrorType, "%s", rangeMsg)
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

func bytesContains(t *Thread, s string, x Value) (bool, error) {
	if sub, ok := bytesData(x); ok {
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
	return strings.IndexByte(s, c) >= 0, nil
}

// bytesNew implements the arguments of bytes() and bytearray(): (),
// (int), (iterable of ints), (bytes-like), (str, encoding[, errors]).
func bytesNew(t *Thread, tname string, args []Value, kwnames []string) (string, error) {
	npos := len(args) - len(kwnames)
	if len(args) > 3 {
		return "", Errorf(TypeErrorType, "%s() takes at most 3 arguments (%d given)", tname, len(args))
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
					return "", Errorf(TypeErrorType, "argument for %s() given by name ('%s') and position (%d)", tname, name, i+1)
				}
				*vals[i] = args[npos+k]
				found = true
			}
		}
		if !found {
			return "", Errorf(TypeErrorType, "'%s' is an invalid keyword argument for %s()", name, tname)
		}
	}
	if src == nil {
		if enc != nil || errs != nil {
			if enc != nil {
				return "", Errorf(TypeErrorType, "encoding without a string argument")
			}
			return "", Errorf(TypeErrorType, "errors without a string argument")
		}
		return "", nil
	}
	if s, ok := As[*Str](src); ok {
		if enc == nil {
			return "", Errorf(TypeErrorType, "string argument without an encoding")
		}
		e, ok := As[*Str](enc)
		if !ok {
			return "", Errorf(TypeErrorType, "%s() argument 'encoding' must be str, not %s", tname, TypeName(enc))
		}
		errors := "strict"
		if errs != nil {
			es, ok := As[*Str](errs)
			if !ok {
				return "", Errorf(TypeErrorType, "%s() argument 'errors' must be str, not %s", tname, TypeName(errs))
			}
			errors = es.s
		}
		return strEncode(t, s, e.s, errors)
	}
	if enc != nil {
		return "", Errorf(TypeErrorType, "encoding without a string argument")
	}
	if errs != nil {
		return "", Errorf(TypeErrorType, "errors without a string argument")
	}
	if tname == "bytes" && !src.Type().Builtin && src.Type().Lookup("__bytes__") != nil {
		return bytesFormatArg(t, src) // bytes(x) is x.__bytes__()
	}
	if b, ok := bytesData(src); ok {
		if err := strCharge(t, len(b)); err != nil {
			return "", err
		}
		return b, nil
	}
	switch src.(type) {
	case Int, Bool, *BigInt:
		n, err := AsInt64(t, src)
		if err != nil {
			return "", err
		}
		if n < 0 {
			return "", Errorf(ValueErrorType, "negative count")
		}
		if n > strMaxBytes {
			return "", memoryError(t)
		}
		if err := strCharge(t, int(n)); err != nil {
			return "", err
		}
		return string(make([]byte, n)), nil
	}
	if src.Type().Index != nil {
		n, err := AsInt64(t, src)
		if err != nil {
			return "", err
		}
		if n < 0 {
			return "", Errorf(ValueErrorType, "negative count")
		}
		if err := strCharge(t, int(n)); err != nil {
			return "", err
		}
		return string(make([]byte, n)), nil
	}
	if src.Type().Iter == nil {
		return "", Errorf(TypeErrorType, "cannot convert '%s' object to %s", TypeName(src), tname)
	}
	return bytesFromIterable(t, src, tname == "bytes")
}

// bytesFromIterable collects an iterable of ints into bytes.
func bytesFromIterable(t *Thread, src Value, plural bool) (string, error) {
	it, err := Iterate(t, src)
	if err != nil {
		return "", err
	}
	var b []byte
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
		if len(b)%4096 == 0 {
			if err := t.Charge(4096); err != nil {
				return "", err
			}
		}
		b = append(b, c)
	}
	return string(b), nil
}

// Codecs.

// codecName normalises an encoding name to the codecs pyinterp knows:
// "utf-8", "ascii", "latin-1", "utf-16", "utf-16-le", "utf-16-be",
// "utf-32", "utf-32-le", "utf-32-be"; "" when unknown.
func codecName(enc string) string {
	e := strings.ToLower(strings.TrimSpace(enc))
	e = strings.ReplaceAll(e, "_", "-")
	e = strings.ReplaceAll(e, " ", "-")
	switch e {
	case "utf-8", "utf8", "u8", "utf", "cp65001", "utf8-ucs2", "utf8-ucs4":
		return "utf-8"
	case "ascii", "us-ascii", "646", "us":
		return "ascii"
	case "latin-1", "latin1", "latin", "l1", "iso-8859-1", "iso8859-1", "8859", "cp819", "iso-ir-100", "csisolatin1":
		return "latin-1"
	case "utf-16", "utf16", "u16":
		return "utf-16"
	case "utf-16-le", "utf-16le", "utf16le", "utf16-le":
		return "utf-16-le"
	case "utf-16-be", "utf-16be", "utf16be", "utf16-be":
		return "utf-16-be"
	case "utf-32", "utf32", "u32":
		return "utf-32"
	case "utf-32-le", "utf-32le", "utf32le", "utf32-le":
		return "utf-32-le"
	case "utf-32-be", "utf-32be", "utf32be", "utf32-be":
		return "utf-32-be"
	}
	return ""
}

func codecCheckErrors(errors string) error {
	switch errors {
	case "strict", "ignore", "replace", "surrogateescape", "surrogatepass", "backslashreplace", "xmlcharrefreplace", "namereplace":
		return nil
	}
	return Errorf(LookupErrorType, "unknown error handler name '%s'", errors)
}

// strCharRepr renders a character as the encode error messages do.
func strCharRepr(r rune) string {
	switch {
	case r < 0x100:
		return fmt.Sprintf("'\\x%02x'", r)
	case r < 0x10000:
		return fmt.Sprintf("'\\u%04x'", r)
	}
	return fmt.Sprintf("'\\U%08x'", r)
}

func encodeError(codec string, runes []rune, start, end int, reason string) error {
	if end-start == 1 {
		return Errorf(UnicodeEncodeErrorType, "'%s' codec can't encode character %s in position %d: %s",
			codec, strCharRepr(runes[start]), start, reason)
	}
	return Errorf(UnicodeEncodeErrorType, "'%s' codec can't encode characters in position %d-%d: %s",
		codec, start, end-1, reason)
}

func decodeError(codec string, data string, start, end int, reason string) error {
	if end-start == 1 {
		return Errorf(UnicodeDecodeErrorType, "'%s' codec can't decode byte 0x%02x in position %d: %s",
			codec, data[start], start, reason)
	}
	return Errorf(UnicodeDecodeErrorType, "'%s' codec can't decode bytes in position %d-%d: %s",
		codec, start, end-1, reason)
}

// strEncode implements str.encode.
func strEncode(t *Thread, s *Str, encoding, errors string) (string, error) {
	codec := codecName(encoding)
	if codec == "" {
		return "", Errorf(LookupErrorType, "unknown encoding: %s", encoding)
	}
	if err := t.Steps(int64(len(s.s) / 16)); err != nil {
		return "", err
	}
	if codec == "utf-8" || codec == "ascii" {
		if s.IsASCII() {
			return s.s, nil
		}
	}
	if err := t.Charge(int64(4 * len(s.s))); err != nil {
		return "", err
	}
	runes := strRunes(s.s)
	var limit rune
	var reason string
	switch codec {
	case "ascii":
		limit, reason = 0x80, "ordinal not in range(128)"
	case "latin-1":
		limit, reason = 0x100, "ordinal not in range(256)"
	default:
		limit, reason = 0x110000, "surrogates not allowed"
	}
	bad := func(r rune) bool { return r >= limit || strIsSurrogate(r) }
	var out []byte
	var bom bool
	switch codec {
	case "utf-16", "utf-32":
		bom = true
	}
	if bom {
		if codec == "utf-16" {
			out = append(out, 0xFF, 0xFE)
		} else {
			out = append(out, 0xFF, 0xFE, 0, 0)
		}
	}
	put := func(r rune) {
		switch codec {
		case "ascii", "latin-1":
			out = append(out, byte(r))
		case "utf-8":
			out = appendRune(out, r)
		case "utf-16", "utf-16-le", "utf-16-be":
			var units []uint16
			if r >= 0x10000 {
				r -= 0x10000
				units = []uint16{uint16(0xD800 + r>>10), uint16(0xDC00 + r&0x3FF)}
			} else {
				units = []uint16{uint16(r)}
			}
			for _, u := range units {
				if codec == "utf-16-be" {
					out = binary.BigEndian.AppendUint16(out, u)
				} else {
					out = binary.LittleEndian.AppendUint16(out, u)
				}
			}
		default:
			if codec == "utf-32-be" {
				out = binary.BigEndian.AppendUint32(out, uint32(r))
			} else {
				out = binary.LittleEndian.AppendUint32(out, uint32(r))
			}
		}
	}
	for i := 0; i < len(runes); {
		r := runes[i]
		if !bad(r) {
			put(r)
			i++
			continue
		}
		j := i + 1
		for j < len(runes) && bad(runes[j]) {
			j++
		}
		switch errors {
		case "strict":
			return "", encodeError(codec, runes, i, j, reason)
		case "ignore":
		case "replace":
			for k := i; k < j; k++ {
				put('?')
			}
		case "xmlcharrefreplace":
			for k := i; k < j; k++ {
				for _, c := range fmt.Sprintf("&#%d;", runes[k]) {
					put(c)
				}
			}
		case "backslashreplace":
			for k := i; k < j; k++ {
				rs := strCharRepr(runes[k])
				for _, c := range rs[1 : len(rs)-1] {
					put(c)
				}
			}
		case "surrogateescape":
			for k := i; k < j; k++ {
				if runes[k] < 0xDC80 || runes[k] > 0xDCFF || codec != "utf-8" && codec != "ascii" && codec != "latin-1" {
					return "", encodeError(codec, runes, k, k+1, reason)
				}
				out = append(out, byte(runes[k]-0xDC00))
			}
		case "surrogatepass":
			for k := i; k < j; k++ {
				if !strIsSurrogate(runes[k]) || codec == "ascii" || codec == "latin-1" {
					return "", encodeError(codec, runes, i, j, reason)
				}
				put(runes[k])
			}
		default:
			if err := codecCheckErrors(errors); err != nil {
				return "", err
			}
			return "", encodeError(codec, runes, i, j, reason)
		}
		i = j
	}
	return string(out), nil
}

// bytesDecode implements bytes.decode and str(bytes, encoding, errors).
func bytesDecode(t *Thread, data, encoding, errors string) (Value, error) {
	codec := codecName(encoding)
	if codec == "" {
		return nil, Errorf(LookupErrorType, "unknown encoding: %s", encoding)
	}
	if err := t.Steps(int64(len(data) / 16)); err != nil {
		return nil, err
	}
	if err := t.Charge(int64(len(data))); err != nil {
		return nil, err
	}
	var out []byte
	// handle reports an undecodable range [i, j); it returns an error for
	// "strict" (and unknown handlers) and appends the replacement otherwise.
	handle := func(codec string, i, j int, reason string) error {
		switch errors {
		case "strict":
			return decodeError(codec, data, i, j, reason)
		case "ignore":
		case "replace":
			out = append(out, "\uFFFD"...)
		case "backslashreplace":
			for k := i; k < j; k++ {
				out = fmt.Appendf(out, "\\x%02x", data[k])
			}
		case "surrogateescape":
			for k := i; k < j; k++ {
				if data[k] < 0x80 {
					return decodeError(codec, data, i, j, reason)
				}
				out = appendRune(out, 0xDC00+rune(data[k]))
			}
		default:
			if err := codecCheckErrors(errors); err != nil {
				return err
			}
			return decodeError(codec, data, i, j, reason)
		}
		return nil
	}
	switch codec {
	case "ascii":
		for i := 0; i < len(data); i++ {
			if data[i] < 0x80 {
				out = append(out, data[i])
			} else if err := handle(codec, i, i+1, "ordinal not in range(128)"); err != nil {
				return nil, err
			}
		}
	case "latin-1":
		for i := 0; i < len(data); i++ {
			out = utf8.AppendRune(out, rune(data[i]))
		}
	case "utf-8":
		if utf8.ValidString(data) {
			return NewStr(data), nil
		}
		for i := 0; i < len(data); {
			c := data[i]
			if c < 0x80 {
				out = append(out, c)
				i++
				continue
			}
			r, n := utf8.DecodeRuneInString(data[i:])
			if !(r == utf8.RuneError && n <= 1) {
				out = append(out, data[i:i+n]...)
				i += n
				continue
			}
			if errors == "surrogatepass" && c == 0xED && i+2 < len(data) && data[i+1] >= 0xA0 && data[i+1] <= 0xBF && data[i+2]&0xC0 == 0x80 {
				out = append(out, data[i:i+3]...)
				i += 3
				continue
			}
			end, reason := utf8ErrorRange(data, i)
			if err := handle(codec, i, end, reason); err != nil {
				return nil, err
			}
			i = end
		}
	case "utf-16", "utf-16-le", "utf-16-be":
		order := binary.ByteOrder(binary.LittleEndian)
		name := "utf-16-le"
		i := 0
		if codec == "utf-16-be" {
			order, name = binary.BigEndian, "utf-16-be"
		} else if codec == "utf-16" && len(data) >= 2 {
			if data[0] == 0xFF && data[1] == 0xFE {
				i = 2
			} else if data[0] == 0xFE && data[1] == 0xFF {
				order, name, i = binary.BigEndian, "utf-16-be", 2
			}
		}
		for i < len(data) {
			if i+1 >= len(data) {
				if err := handle(name, i, len(data), "truncated data"); err != nil {
					return nil, err
				}
				break
			}
			u := rune(order.Uint16([]byte(data[i : i+2])))
			if u < 0xD800 || u > 0xDFFF {
				out = appendRune(out, u)
				i += 2
				continue
			}
			if u >= 0xDC00 {
				if err := handle(name, i, i+2, "illegal encoding"); err != nil {
					return nil, err
				}
				i += 2
				continue
			}
			if i+3 >= len(data) {
				if err := handle(name, i, len(data), "unexpected end of data"); err != nil {
					return nil, err
				}
				break
			}
			u2 := rune(order.Uint16([]byte(data[i+2 : i+4])))
			if u2 < 0xDC00 || u2 > 0xDFFF {
				if err := handle(name, i, i+2, "illegal UTF-16 surrogate"); err != nil {
					return nil, err
				}
				i += 2
				continue
			}
			out = appendRune(out, 0x10000+(u-0xD800)<<10+(u2-0xDC00))
			i += 4
		}
	default: // utf-32
		order := binary.ByteOrder(binary.LittleEndian)
		name := "utf-32-le"
		i := 0
		if codec == "utf-32-be" {
			order, name = binary.BigEndian, "utf-32-be"
		} else if codec == "utf-32" && len(data) >= 4 {
			if data[:4] == "\xFF\xFE\x00\x00" {
				i = 4
			} else if data[:4] == "\x00\x00\xFE\xFF" {
				order, name, i = binary.BigEndian, "utf-32-be", 4
			}
		}
		for i < len(data) {
			if i+3 >= len(data) {
				if err := handle(name, i, len(data), "truncated data"); err != nil {
					return nil, err
				}
				break
			}
			u := order.Uint32([]byte(data[i : i+4]))
			if u >= 0x110000 || u >= 0xD800 && u <= 0xDFFF {
				reason := "code point not in range(0x110000)"
				if u < 0x110000 {
					reason = "code point in surrogate code point range(0xd800, 0xe000)"
				}
				if err := handle(name, i, i+4, reason); err != nil {
					return nil, err
				}
			} else {
				out = appendRune(out, rune(u))
			}
			i += 4
		}
	}
	return NewStr(string(out)), nil
}

// utf8ErrorRange returns the end of the invalid UTF-8 sequence starting
// at data[i] and CPython's reason for it.
func utf8ErrorRange(data string, i int) (int, string) {
	c := data[i]
	var need int
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c >= 0xE0 && c <= 0xEF:
		need = 2
		if c == 0xE0 {
			lo = 0xA0
		} else if c == 0xED {
			hi = 0x9F
		}
	case c >= 0xF0 && c <= 0xF4:
		need = 3
		if c == 0xF0 {
			lo = 0x90
		} else if c == 0xF4 {
			hi = 0x8F
		}
	default:
		return i + 1, "invalid start byte"
	}
	j := i + 1
	for k := 0; k < need; k++ {
		if j >= len(data) {
			return j, "unexpected end of data"
		}
		b := data[j]
		if k == 0 && (b < lo || b > hi) || k > 0 && b&0xC0 != 0x80 {
			return j, "invalid continuation byte"
		}
		j++
	}
	return j, "invalid continuation byte"
}

// The methods shared by bytes and bytearray. Each works on a copy of the
// data as a string and returns results of the receiver's type.

func init() {
	addMethods(BytesType, bytesMethodTable("bytes"))
	addMethods(ByteArrayType, bytesMethodTable("bytearray"))
	BytesType.Dict.Set("fromhex", &Builtin{name: "fromhex", self: BytesType, qual: "bytes", fn: bytesFromHex})
	ByteArrayType.Dict.Set("fromhex", &Builtin{name: "fromhex", self: ByteArrayType, qual: "bytearray", fn: bytesFromHex})
}

func bytesIsSpace(c byte) bool {
	return c == ' ' || c >= '\t' && c <= '\r'
}

// bytesArg returns the data of a bytes-like argument or CPython's error.
func bytesArg(v Value) (string, error) {
	if d, ok := bytesData(v); ok {
		return d, nil
	}
	return "", Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", TypeName(v))
}

// bytesSubArg is the sub argument of find/count/index: bytes-like or an
// int in range(256).
func bytesSubArg(t *Thread, v Value) (string, error) {
	if d, ok := bytesData(v); ok {
		return d, nil
	}
	switch v.(type) {
	case Int, Bool, *BigInt:
	default:
		if v.Type().Index == nil {
			return "", Errorf(TypeErrorType, "argument should be integer or bytes-like object, not '%s'", TypeName(v))
		}
	}
	c, err := bytesByteValue(t, v)
	if err != nil {
		return "", err
	}
	return string([]byte{c}), nil
}

func bytesListResult(t *Thread, self Value, parts []string) (Value, error) {
	if err := t.Charge(int64(16 * len(parts))); err != nil {
		return nil, err
	}
	vals := make([]Value, len(parts))
	for i, p := range parts {
		vals[i] = bytesResult(self, p)
	}
	return NewList(vals), nil
}

func bytesMethodTable(tname string) map[string]BuiltinFunc {
	data := func(v Value) string { d, _ := bytesData(v); return d }
	split := func(name string, right bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			var sep Value = None
			maxsplit := -1
			if err := strUnpack(t, name, args, kw, "sep?", &sep, "maxsplit?", &maxsplit); err != nil {
				return nil, err
			}
			s := data(self)
			if err := strWork(t, len(s)); err != nil {
				return nil, err
			}
			if sep == None {
				return bytesListResult(t, self, splitWhitespace(s, maxsplit, right, false))
			}
			sp, err := bytesArg(sep)
			if err != nil {
				return nil, err
			}
			if sp == "" {
				return nil, Errorf(ValueErrorType, "empty separator")
			}
			return bytesListResult(t, self, splitSep(s, sp, maxsplit, right))
		}
	}
	strip := func(name string, left, right bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strPosArgs(tname, name, args, kw, 0, 1); err != nil {
				return nil, err
			}
			s := data(self)
			in := bytesIsSpace
			if len(args) > 0 && args[0] != None {
				set, err := bytesArg(args[0])
				if err != nil {
					return nil, err
				}
				in = func(c byte) bool { return strings.IndexByte(set, c) >= 0 }
			}
			i, j := 0, len(s)
			for left && i < j && in(s[i]) {
				i++
			}
			for right && j > i && in(s[j-1]) {
				j--
			}
			return bytesResult(self, s[i:j]), nil
		}
	}
	tail := func(name string, end bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOldArgs(tname, name, args, kw, 1, 3); err != nil {
				return nil, err
			}
			s := data(self)
			start, stop, err := strStartEnd(t, args[1:], len(s))
			if err != nil {
				return nil, err
			}
			match := func(sub string) bool {
				if stop-start < len(sub) || start > len(s) {
					return false
				}
				if end {
					return strings.HasSuffix(s[start:stop], sub)
				}
				return strings.HasPrefix(s[start:stop], sub)
			}
			if sub, ok := bytesData(args[0]); ok {
				return MakeBool(match(sub)), nil
			}
			if tup, ok := args[0].(*Tuple); ok {
				it, err := Iterate(t, tup)
				if err != nil {
					return nil, err
				}
				for {
					v, err := it.Next(t)
					if err != nil {
						return nil, err
					}
					if v == nil {
						return False, nil
					}
					sub, ok := bytesData(v)
					if !ok {
						return nil, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", TypeName(v))
					}
					if match(sub) {
						return True, nil
					}
				}
			}
			return nil, Errorf(TypeErrorType, "%s first arg must be bytes or a tuple of bytes, not %s", name, TypeName(args[0]))
		}
	}
	find := func(name string, right, raise bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOldArgs(tname, name, args, kw, 1, 3); err != nil {
				return nil, err
			}
			s := data(self)
			sub, err := bytesSubArg(t, args[0])
			if err != nil {
				return nil, err
			}
			start, end, err := strStartEnd(t, args[1:], len(s))
			if err != nil {
				return nil, err
			}
			if err := strWork(t, len(s)); err != nil {
				return nil, err
			}
			r := -1
			if end-start >= len(sub) {
				if right {
					r = strings.LastIndex(s[start:end], sub)
				} else {
					r = strings.Index(s[start:end], sub)
				}
				if r >= 0 {
					r += start
				}
			}
			if r < 0 && raise {
				return nil, Errorf(ValueErrorType, "subsection not found")
			}
			return Int(r), nil
		}
	}
	pred := func(name string, p func(byte) bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs(tname+"."+name, args, kw); err != nil {
				return nil, err
			}
			s := data(self)
			if s == "" {
				return MakeBool(name == "isascii"), nil
			}
			for i := 0; i < len(s); i++ {
				if !p(s[i]) {
					return False, nil
				}
			}
			return True, nil
		}
	}
	caseMap := func(name string) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs(tname+"."+name, args, kw); err != nil {
				return nil, err
			}
			s := data(self)
			if err := strCharge(t, len(s)); err != nil {
				return nil, err
			}
			// The ASCII path of strMapCase works byte by byte.
			b := []byte(s)
			prevCased := false
			for i, c := range b {
				lower := c >= 'a' && c <= 'z'
				upper := c >= 'A' && c <= 'Z'
				toUpper := false
				switch name {
				case "upper":
					toUpper = true
				case "capitalize":
					toUpper = i == 0
				case "swapcase":
					toUpper = lower
				case "title":
					toUpper = !prevCased
					prevCased = lower || upper
				}
				if toUpper && lower {
					b[i] = c - 32
				} else if !toUpper && upper {
					b[i] = c + 32
				}
			}
			return bytesResult(self, string(b)), nil
		}
	}
	pad := func(name string) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strPosArgs(tname, name, args, kw, 1, 2); err != nil {
				return nil, err
			}
			s := data(self)
			width, err := AsInt(t, args[0])
			if err != nil {
				return nil, err
			}
			fill := " "
			if len(args) > 1 {
				f, ok := bytesData(args[1])
				if !ok || len(f) != 1 {
					return nil, Errorf(TypeErrorType, "%s() argument 2 must be a byte string of length 1, not %s", name, TypeName(args[1]))
				}
				fill = f
			}
			if width <= len(s) {
				return bytesResult(self, s), nil
			}
			marg := width - len(s)
			left := 0
			switch name {
			case "center":
				left = marg/2 + (marg & width & 1)
			case "rjust":
				left = marg
			}
			if err := strCharge(t, width); err != nil {
				return nil, err
			}
			return bytesResult(self, strings.Repeat(fill, left)+s+strings.Repeat(fill, marg-left)), nil
		}
	}
	partition := func(name string, right bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg(tname+"."+name, args, kw); err != nil {
				return nil, err
			}
			s := data(self)
			sep, err := bytesArg(args[0])
			if err != nil {
				return nil, err
			}
			if sep == "" {
				return nil, Errorf(ValueErrorType, "empty separator")
			}
			var i int
			if right {
				i = strings.LastIndex(s, sep)
				if i < 0 {
					return NewTuple([]Value{bytesResult(self, ""), bytesResult(self, ""), bytesResult(self, s)}), nil
				}
			} else {
				i = strings.Index(s, sep)
				if i < 0 {
					return NewTuple([]Value{bytesResult(self, s), bytesResult(self, ""), bytesResult(self, "")}), nil
				}
			}
			return NewTuple([]Value{bytesResult(self, s[:i]), bytesResult(self, sep), bytesResult(self, s[i+len(sep):])}), nil
		}
	}
	affix := func(name string) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg(tname+"."+name, args, kw); err != nil {
				return nil, err
			}
			s := data(self)
			a, err := bytesArg(args[0])
			if err != nil {
				return nil, err
			}
			if name == "removeprefix" {
				s = strings.TrimPrefix(s, a)
			} else {
				s = strings.TrimSuffix(s, a)
			}
			return bytesResult(self, s), nil
		}
	}
	isAlpha := func(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	caseCheck := func(name string) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs(tname+"."+name, args, kw); err != nil {
				return nil, err
			}
			s := data(self)
			cased, prev := false, false
			for i := 0; i < len(s); i++ {
				c := s[i]
				lower, upper := c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z'
				switch name {
				case "isupper":
					if lower {
						return False, nil
					}
					cased = cased || upper
				case "islower":
					if upper {
						return False, nil
					}
					cased = cased || lower
				case "istitle":
					if upper {
						if prev {
							return False, nil
						}
						prev, cased = true, true
					} else if lower {
						if !prev {
							return False, nil
						}
						prev, cased = true, true
					} else {
						prev = false
					}
				}
			}
			return MakeBool(cased), nil
		}
	}
	return map[string]BuiltinFunc{
		"decode": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			encoding, errors := "utf-8", "strict"
			if err := strUnpack(t, "decode", args, kw, "encoding?", &encoding, "errors?", &errors); err != nil {
				return nil, err
			}
			return bytesDecode(t, data(self), encoding, errors)
		},
		"hex": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			var sep Value
			bytesPerSep := 1
			if err := strUnpack(t, "hex", args, kw, "sep?", &sep, "bytes_per_sep?", &bytesPerSep); err != nil {
				return nil, err
			}
			return bytesHex(t, data(self), sep, bytesPerSep)
		},
		"split":  split("split", false),
		"rsplit": split("rsplit", true),
		"join": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg(tname+".join", args, kw); err != nil {
				return nil, err
			}
			if args[0].Type().Iter == nil {
				return nil, Errorf(TypeErrorType, "can only join an iterable")
			}
			sep := data(self)
			it, err := Iterate(t, args[0])
			if err != nil {
				return nil, err
			}
			var b strings.Builder
			for i := 0; ; i++ {
				v, err := it.Next(t)
				if err != nil {
					return nil, err
				}
				if v == nil {
					break
				}
				d, ok := bytesData(v)
				if !ok {
					return nil, Errorf(TypeErrorType, "sequence item %d: expected a bytes-like object, %s found", i, TypeName(v))
				}
				if err := strCharge(t, b.Len()+len(d)+len(sep)); err != nil {
					return nil, err
				}
				if err := t.Charge(int64(len(d) + len(sep))); err != nil {
					return nil, err
				}
				if i > 0 {
					b.WriteString(sep)
				}
				b.WriteString(d)
			}
			return bytesResult(self, b.String()), nil
		},
		"strip":      strip("strip", true, true),
		"lstrip":     strip("lstrip", true, false),
		"rstrip":     strip("rstrip", false, true),
		"startswith": tail("startswith", false),
		"endswith":   tail("endswith", true),
		"find":       find("find", false, false),
		"rfind":      find("rfind", true, false),
		"index":      find("index", false, true),
		"rindex":     find("rindex", true, true),
		"count": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOldArgs(tname, "count", args, kw, 1, 3); err != nil {
				return nil, err
			}
			s := data(self)
			sub, err := bytesSubArg(t, args[0])
			if err != nil {
				return nil, err
			}
			start, end, err := strStartEnd(t, args[1:], len(s))
			if err != nil {
				return nil, err
			}
			if err := strWork(t, len(s)); err != nil {
				return nil, err
			}
			if end-start < len(sub) {
				return Int(0), nil
			}
			if sub == "" {
				return Int(end - start + 1), nil
			}
			return Int(strings.Count(s[start:end], sub)), nil
		},
		"replace": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strPosArgs(tname, "replace", args, kw, 2, 3); err != nil {
				return nil, err
			}
			old, err := bytesArg(args[0])
			if err != nil {
				return nil, err
			}
			repl, err := bytesArg(args[1])
			if err != nil {
				return nil, err
			}
			count := -1
			if len(args) > 2 {
				if count, err = AsInt(t, args[2]); err != nil {
					return nil, err
				}
			}
			r, err := replaceCore(t, data(self), old, repl, count, false)
			if err != nil {
				return nil, err
			}
			return bytesResult(self, r), nil
		},
		"upper":      caseMap("upper"),
		"lower":      caseMap("lower"),
		"title":      caseMap("title"),
		"capitalize": caseMap("capitalize"),
		"swapcase":   caseMap("swapcase"),
		"partition":  partition("partition", false),
		"rpartition": partition("rpartition", true),
		"splitlines": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			keepends := false
			if err := strUnpack(t, "splitlines", args, kw, "keepends?", &keepends); err != nil {
				return nil, err
			}
			return bytesListResult(t, self, splitLinesCore(data(self), keepends, false))
		},
		"isdigit": pred("isdigit", isDigit),
		"isalpha": pred("isalpha", isAlpha),
		"isalnum": pred("isalnum", func(c byte) bool { return isAlpha(c) || isDigit(c) }),
		"isspace": pred("isspace", bytesIsSpace),
		"isascii": pred("isascii", func(c byte) bool { return c < 0x80 }),
		"isupper": caseCheck("isupper"),
		"islower": caseCheck("islower"),
		"istitle": caseCheck("istitle"),
		"center":  pad("center"),
		"ljust":   pad("ljust"),
		"rjust":   pad("rjust"),
		"zfill": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg(tname+".zfill", args, kw); err != nil {
				return nil, err
			}
			s := data(self)
			width, err := AsInt(t, args[0])
			if err != nil {
				return nil, err
			}
			if width <= len(s) {
				return bytesResult(self, s), nil
			}
			if err := strCharge(t, width); err != nil {
				return nil, err
			}
			return bytesResult(self, zfillCore(s, width-len(s))), nil
		},
		"expandtabs": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			tabsize := 8
			if err := strUnpack(t, "expandtabs", args, kw, "tabsize?", &tabsize); err != nil {
				return nil, err
			}
			r, err := expandTabsCore(t, data(self), tabsize, false)
			if err != nil {
				return nil, err
			}
			return bytesResult(self, r), nil
		},
		"removeprefix": affix("removeprefix"),
		"removesuffix": affix("removesuffix"),
	}
}

func bytesHex(t *Thread, s string, sep Value, bytesPerSep int) (Value, error) {
	var sp string
	if sep != nil {
		switch x := sep.(type) {
		case *Str:
			sp = x.s
		default:
			d, ok := bytesData(sep)
			if !ok {
				if sep.Type().Len == nil {
					return nil, Errorf(TypeErrorType, "object of type '%s' has no len()", TypeName(sep))
				}
				return nil, Errorf(TypeErrorType, "sep must be str or bytes.")
			}
			sp = d
		}
		if len(sp) != 1 {
			return nil, Errorf(ValueErrorType, "sep must be length 1.")
		}
		if sp[0] >= 0x80 {
			return nil, Errorf(ValueErrorType, "sep must be ASCII.")
		}
	}
	if err := strCharge(t, 3*len(s)); err != nil {
		return nil, err
	}
	const digits = "0123456789abcdef"
	b := make([]byte, 0, 3*len(s))
	group := bytesPerSep
	if group < 0 {
		group = -group
	}
	for i := 0; i < len(s); i++ {
		if sp != "" && group > 0 && i > 0 {
			// Groups are counted from the right for positive counts.
			var boundary bool
			if bytesPerSep > 0 {
				boundary = (len(s)-i)%group == 0
			} else {
				boundary = i%group == 0
			}
			if boundary {
				b = append(b, sp[0])
			}
		}
		b = append(b, digits[s[i]>>4], digits[s[i]&15])
	}
	return newStrN(string(b), len(b)), nil
}

// bytesFromHex implements bytes.fromhex and bytearray.fromhex; self is the
// type (or, when called through an instance, the instance).
func bytesFromHex(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	if err := strOneArg("fromhex", args, kw); err != nil {
		return nil, err
	}
	s, ok := As[*Str](args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "fromhex() argument must be str, not %s", TypeName(args[0]))
	}
	if err := strCharge(t, len(s.s)/2); err != nil {
		return nil, err
	}
	hexVal := func(c byte) int {
		switch {
		case c >= '0' && c <= '9':
			return int(c - '0')
		case c >= 'a' && c <= 'f':
			return int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			return int(c-'A') + 10
		}
		return -1
	}
	var b []byte
	str := s.s
	for i := 0; i < len(str); {
		c := str[i]
		if c == ' ' || c >= '\t' && c <= '\r' {
			i++
			continue
		}
		hi := hexVal(c)
		if hi < 0 {
			return nil, Errorf(ValueErrorType, "non-hexadecimal number found in fromhex() arg at position %d", s.cpIndex(i))
		}
		if i+1 >= len(str) || hexVal(str[i+1]) < 0 {
			return nil, Errorf(ValueErrorType, "non-hexadecimal number found in fromhex() arg at position %d", s.cpIndex(i)+1)
		}
		b = append(b, byte(hi<<4|hexVal(str[i+1])))
		i += 2
	}
	if cls, ok := self.(*Type); ok && cls.IsSubtype(ByteArrayType) {
		return subclassResult(t, cls, ByteArrayType, &ByteArray{b: b})
	}
	if _, ok := self.(*ByteArray); ok {
		return &ByteArray{b: b}, nil
	}
	return subclassResult(t, self, BytesType, Bytes(b))
}
