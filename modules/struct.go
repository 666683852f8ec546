package modules

import (
	"encoding/binary"
	"math"
	"math/big"

	"github.com/pyinterp/pyinterp/eval"
)

// The struct module: pack, unpack, calcsize, pack_into, unpack_from,
// iter_unpack and Struct, with CPython 3.11's formats, sizes, alignment
// (native '@' mode aligns each field to its size, as on x86-64 Linux:
// little-endian, long and size_t of 8 bytes) and error messages. The
// packed bytes and the tuple of unpacked values are sized by the format,
// which the program writes: both are charged before they are made.

// StructErrorType is struct.error.
var StructErrorType = newExceptionType("struct", "error", eval.ExceptionType)

var (
	structType     *eval.Type
	structIterType = newIterType("_struct", "unpack_iterator")
)

// structField is one code of a format with its repeat count.
type structField struct {
	code  byte
	count int64
	size  int64 // of one item
	off   int64 // of the first item
}

// structFormat is a parsed format.
type structFormat struct {
	text   string
	mode   byte // '@', '=', '<', '>' or '!'
	fields []structField
	size   int64
	items  int64 // values packed or unpacked
}

func (f *structFormat) native() bool { return f.mode == '@' }
func (f *structFormat) big() bool    { return f.mode == '>' || f.mode == '!' }

// structItemSize is the size of one item of code in the format's mode; 0
// for a code the mode does not have.
func structItemSize(code byte, native bool) int64 {
	switch code {
	case 'x', 'c', 'b', 'B', '?', 's', 'p':
		return 1
	case 'h', 'H', 'e':
		return 2
	case 'i', 'I', 'f':
		return 4
	case 'l', 'L':
		if native {
			return 8
		}
		return 4
	case 'q', 'Q', 'd':
		return 8
	case 'n', 'N', 'P':
		if native {
			return 8
		}
	}
	return 0
}

func parseStructFormat(t *eval.Thread, v eval.Value) (*structFormat, error) {
	var text string
	switch x := v.(type) {
	case *eval.Str:
		text = x.String()
	case eval.Bytes:
		text = string(x)
	default:
		if s, ok := eval.As[*eval.Str](v); ok {
			text = s.String()
			break
		}
		return nil, eval.Errorf(eval.TypeErrorType, "Struct() argument 1 must be a str or bytes object, not %s", eval.TypeName(v))
	}
	if err := t.Steps(int64(len(text))/16 + 1); err != nil {
		return nil, err
	}
	f := &structFormat{text: text, mode: '@'}
	s := text
	if len(s) > 0 && (s[0] == '@' || s[0] == '=' || s[0] == '<' || s[0] == '>' || s[0] == '!') {
		f.mode, s = s[0], s[1:]
	}
	const tooLong = math.MaxInt64 / 16
	var off int64
	for i := 0; i < len(s); {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' {
			i++
			continue
		}
		count, hasCount := int64(1), false
		if c >= '0' && c <= '9' {
			count, hasCount = 0, true
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				if count > tooLong {
					return nil, eval.Errorf(StructErrorType, "total struct size too long")
				}
				count = count*10 + int64(s[i]-'0')
				i++
			}
			if i == len(s) {
				return nil, eval.Errorf(StructErrorType, "repeat count given without format specifier")
			}
			c = s[i]
		}
		_ = hasCount
		size := structItemSize(c, f.native())
		if size == 0 {
			return nil, eval.Errorf(StructErrorType, "bad char in struct format")
		}
		i++
		if f.native() && size > 1 {
			off = (off + size - 1) / size * size
		}
		if count > tooLong/size || off > tooLong {
			return nil, eval.Errorf(StructErrorType, "total struct size too long")
		}
		if n := len(f.fields); n > 0 && f.fields[n-1].code == c && c != 's' && c != 'p' {
			// A run of one code ('iii', 'x' * 10**6) is one field: its
			// items are contiguous (the offset is already aligned).
			f.fields[n-1].count += count
		} else {
			var err error
			if f.fields, err = eval.Append(t, f.fields, structField{code: c, count: count, size: size, off: off}); err != nil {
				return nil, err
			}
		}
		off += size * count
		switch c {
		case 'x':
		case 's', 'p':
			f.items++
		default:
			f.items += count
		}
	}
	f.size = off
	return f, nil
}

// structData returns the bytes of a bytes-like argument.
func structData(v eval.Value) ([]byte, bool) {
	switch x := v.(type) {
	case eval.Bytes:
		return []byte(x), true
	case *eval.ByteArray:
		return x.Bytes(), true
	}
	if b, ok := eval.As[eval.Bytes](v); ok {
		return []byte(b), true
	}
	return nil, false
}

// structRangeError is the error for an integer that does not fit.
func (f *structFormat) rangeError(code byte, size int64, signed, overflow bool) error {
	if overflow && !(code == 'b' || code == 'B' || ((code == 'h' || code == 'H') && !f.big())) {
		if size == 8 && f.big() || code == 'P' {
			return eval.Errorf(StructErrorType, "int too large to convert")
		}
		return eval.Errorf(StructErrorType, "argument out of range")
	}
	switch {
	case code == 'b':
		return eval.Errorf(StructErrorType, "byte format requires -128 <= number <= 127")
	case code == 'B':
		return eval.Errorf(StructErrorType, "ubyte format requires 0 <= number <= 255")
	case code == 'h' && !f.big():
		return eval.Errorf(StructErrorType, "short format requires -32768 <= number <= 32767")
	case code == 'H' && !f.big():
		return eval.Errorf(StructErrorType, "ushort format requires 0 <= number <= 65535")
	}
	bits := uint(size * 8)
	if signed {
		return eval.Errorf(StructErrorType, "'%c' format requires %d <= number <= %d", code, -(int64(1) << (bits - 1)), int64(1)<<(bits-1)-1)
	}
	return eval.Errorf(StructErrorType, "'%c' format requires 0 <= number <= %d", code, uint64(1)<<bits-1)
}

// packInt converts v for an integer code of size bytes.
func (f *structFormat) packInt(t *eval.Thread, code byte, size int64, v eval.Value) (uint64, error) {
	if v.Type().Index == nil {
		if _, ok := v.(eval.Bool); !ok {
			return 0, eval.Errorf(StructErrorType, "required argument is not an integer")
		}
	}
	iv, err := eval.Index(t, v)
	if err != nil {
		return 0, err
	}
	bi, _ := eval.AsBig(iv)
	signed := code == 'b' || code == 'h' || code == 'i' || code == 'l' || code == 'q' || code == 'n'
	bits := uint(size * 8)
	// B, and h/H outside big-endian mode, read the value as a C long and
	// check the range after: a negative is a range error, not an overflow.
	viaLong := code == 'b' || code == 'B' || ((code == 'h' || code == 'H') && !f.big())
	if code == 'P' {
		if bi.IsInt64() {
			return uint64(bi.Int64()), nil
		}
		if bi.Sign() > 0 && bi.IsUint64() {
			return bi.Uint64(), nil
		}
		return 0, f.rangeError(code, size, false, true)
	}
	if signed || viaLong {
		if !bi.IsInt64() {
			return 0, f.rangeError(code, size, signed, true)
		}
		x := bi.Int64()
		if signed {
			if bits < 64 && (x < -(int64(1)<<(bits-1)) || x >= int64(1)<<(bits-1)) {
				return 0, f.rangeError(code, size, true, false)
			}
			return uint64(x), nil
		}
		if x < 0 || x >= int64(1)<<bits {
			return 0, f.rangeError(code, size, false, false)
		}
		return uint64(x), nil
	}
	if bi.Sign() < 0 || !bi.IsUint64() {
		return 0, f.rangeError(code, size, false, true)
	}
	x := bi.Uint64()
	if bits < 64 && x >= uint64(1)<<bits {
		return 0, f.rangeError(code, size, false, false)
	}
	return x, nil
}

func (f *structFormat) putUint(dst []byte, x uint64) {
	n := len(dst)
	for i := 0; i < n; i++ {
		shift := uint(i * 8)
		if f.big() {
			dst[n-1-i] = byte(x >> shift)
		} else {
			dst[i] = byte(x >> shift)
		}
	}
}

func (f *structFormat) getUint(src []byte) uint64 {
	var x uint64
	n := len(src)
	for i := 0; i < n; i++ {
		b := src[i]
		if !f.big() {
			b = src[n-1-i]
		}
		x = x<<8 | uint64(b)
	}
	return x
}

// packInto writes args packed by the format into dst (len f.size).
func (f *structFormat) packInto(t *eval.Thread, dst []byte, args []eval.Value, what string) error {
	if int64(len(args)) != f.items {
		return eval.Errorf(StructErrorType, "%s expected %d items for packing (got %d)", what, f.items, len(args))
	}
	if err := t.Steps(int64(len(args)) + f.size/1024); err != nil {
		return err
	}
	k := 0
	for _, fl := range f.fields {
		switch fl.code {
		case 'x':
			continue
		case 's', 'p':
			v := args[k]
			k++
			data, ok := structData(v)
			if !ok || (v.Type() != eval.BytesType && v.Type() != eval.ByteArrayType) {
				if _, isBytes := eval.As[eval.Bytes](v); !isBytes {
					return eval.Errorf(StructErrorType, "argument for '%c' must be a bytes object", fl.code)
				}
			}
			field := dst[fl.off : fl.off+fl.count]
			if fl.code == 's' {
				copy(field, data)
				continue
			}
			if fl.count == 0 {
				continue
			}
			n := min(int64(len(data)), fl.count-1, 255)
			copy(field[1:], data[:n])
			field[0] = byte(n)
			continue
		}
		for j := int64(0); j < fl.count; j++ {
			v := args[k]
			k++
			field := dst[fl.off+j*fl.size : fl.off+(j+1)*fl.size]
			if err := f.packOne(t, fl.code, field, v); err != nil {
				return err
			}
		}
	}
	return nil
}

func (f *structFormat) packOne(t *eval.Thread, code byte, field []byte, v eval.Value) error {
	switch code {
	case 'c':
		b, ok := v.(eval.Bytes)
		if !ok || len(b) != 1 {
			return eval.Errorf(StructErrorType, "char format requires a bytes object of length 1")
		}
		field[0] = b[0]
	case '?':
		ok, err := eval.Truth(t, v)
		if err != nil {
			return err
		}
		if ok {
			field[0] = 1
		}
	case 'e', 'f', 'd':
		if v.Type().Float == nil && v.Type().Index == nil {
			if _, ok := eval.AsFloat(v); !ok {
				return eval.Errorf(StructErrorType, "required argument is not a float")
			}
		}
		x, err := eval.FloatOf(t, v)
		if err != nil {
			return err
		}
		switch code {
		case 'd':
			f.putUint(field, math.Float64bits(x))
		case 'f':
			y := float32(x)
			if math.IsInf(float64(y), 0) && !math.IsInf(x, 0) && !f.native() {
				return eval.Errorf(eval.OverflowErrorType, "float too large to pack with f format")
			}
			f.putUint(field, uint64(math.Float32bits(y)))
		case 'e':
			h, ok := halfBits(x)
			if !ok {
				return eval.Errorf(eval.OverflowErrorType, "float too large to pack with e format")
			}
			f.putUint(field, uint64(h))
		}
	default:
		x, err := f.packInt(t, code, int64(len(field)), v)
		if err != nil {
			return err
		}
		f.putUint(field, x)
	}
	return nil
}

// unpack reads the values of the format from src (len f.size).
func (f *structFormat) unpack(t *eval.Thread, src []byte) (eval.Value, error) {
	if err := t.Steps(f.items + f.size/1024); err != nil {
		return nil, err
	}
	out, err := eval.TupleElems(t, int(f.items))
	if err != nil {
		return nil, err
	}
	k := 0
	for _, fl := range f.fields {
		switch fl.code {
		case 'x':
			continue
		case 's', 'p':
			field := src[fl.off : fl.off+fl.count]
			if fl.code == 'p' && fl.count > 0 {
				n := min(int64(field[0]), fl.count-1)
				field = field[1 : 1+n]
			}
			b, err := eval.BytesOf(t, field)
			if err != nil {
				return nil, err
			}
			out[k] = b
			k++
			continue
		}
		//workloop:bounded fl.count of the tuple's items (charged by TupleElems(f.items)), read from src, whose size was checked against the format's
		for j := int64(0); j < fl.count; j++ {
			field := src[fl.off+j*fl.size : fl.off+(j+1)*fl.size]
			out[k] = f.unpackOne(fl.code, field)
			k++
		}
	}
	return eval.NewTuple(out), nil
}

func (f *structFormat) unpackOne(code byte, field []byte) eval.Value {
	x := f.getUint(field)
	bits := uint(len(field) * 8)
	switch code {
	case 'c':
		return eval.Bytes(field[:1]) //allocpath:ok one byte
	case '?':
		return eval.MakeBool(x != 0)
	case 'd':
		return eval.Float(math.Float64frombits(x))
	case 'f':
		return eval.Float(float64(math.Float32frombits(uint32(x))))
	case 'e':
		return eval.Float(halfFloat(uint16(x)))
	case 'b', 'h', 'i', 'l', 'q', 'n':
		if bits < 64 {
			return eval.MakeInt(int64(x<<(64-bits)) >> (64 - bits))
		}
		return eval.MakeInt(int64(x))
	}
	if x > math.MaxInt64 {
		return eval.MakeBigInt(new(big.Int).SetUint64(x))
	}
	return eval.MakeInt(int64(x))
}

// halfBits rounds x to IEEE 754 binary16 (round half to even); ok is
// false when it is too large.
func halfBits(x float64) (uint16, bool) {
	bits := math.Float64bits(x)
	sign := uint16(bits>>48) & 0x8000
	if math.IsNaN(x) {
		return sign | 0x7e00, true
	}
	if math.IsInf(x, 0) {
		return sign | 0x7c00, true
	}
	a := math.Abs(x)
	if a == 0 {
		return sign, true
	}
	// Scale to units of the smallest subnormal (2**-24), rounding to even.
	if a < 0x1p-14 {
		m := math.RoundToEven(a * 0x1p24)
		return sign | uint16(m), true
	}
	e := math.Floor(math.Log2(a))
	m := a / math.Exp2(e) // in [1, 2)
	if m >= 2 {
		m /= 2
		e++
	}
	frac := math.RoundToEven((m - 1) * 1024)
	if frac == 1024 {
		frac = 0
		e++
	}
	if e > 15 {
		return 0, false
	}
	return sign | uint16(e+15)<<10 | uint16(frac), true
}

func halfFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e := int(h>>10) & 0x1f
	m := float64(h & 0x3ff)
	switch e {
	case 0:
		return sign * m * 0x1p-24
	case 31:
		if m == 0 {
			return math.Inf(int(sign))
		}
		return math.NaN()
	}
	return sign * (1 + m/1024) * math.Exp2(float64(e-15))
}

var _ = binary.LittleEndian // byte order is done by putUint/getUint

// structObj is struct.Struct.
type structObj struct{ f *structFormat }

func (*structObj) Type() *eval.Type { return structType }

func structPack(t *eval.Thread, f *structFormat, args []eval.Value) (eval.Value, error) {
	buf, err := eval.Make[byte](t, int(f.size))
	if err != nil {
		return nil, err
	}
	if err := f.packInto(t, buf, args, "pack"); err != nil {
		return nil, err
	}
	return eval.BytesOwned(buf), nil
}

func structUnpack(t *eval.Thread, f *structFormat, buf eval.Value) (eval.Value, error) {
	data, ok := structData(buf)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not '%s'", eval.TypeName(buf))
	}
	if int64(len(data)) != f.size {
		return nil, eval.Errorf(StructErrorType, "unpack requires a buffer of %d bytes", f.size)
	}
	return f.unpack(t, data)
}

func structUnpackFrom(t *eval.Thread, f *structFormat, buf eval.Value, offset int64) (eval.Value, error) {
	data, ok := structData(buf)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not '%s'", eval.TypeName(buf))
	}
	n := int64(len(data))
	if offset < 0 {
		if offset+n < 0 {
			return nil, eval.Errorf(StructErrorType, "offset %d out of range for %d-byte buffer", offset, n)
		}
		offset += n
	}
	if n-offset < f.size {
		if offset > n {
			return nil, eval.Errorf(StructErrorType, "offset %d out of range for %d-byte buffer", offset, n)
		}
		return nil, eval.Errorf(StructErrorType, "unpack_from requires a buffer of at least %d bytes for unpacking %d bytes at offset %d (actual buffer size is %d)",
			f.size+offset, f.size, offset, n)
	}
	return f.unpack(t, data[offset:offset+f.size])
}

func structPackInto(t *eval.Thread, f *structFormat, buf eval.Value, offv eval.Value, args []eval.Value) (eval.Value, error) {
	ba, ok := buf.(*eval.ByteArray)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "argument must be read-write bytes-like object, not %s", eval.ArgTypeName(buf))
	}
	offset, err := eval.AsInt64(t, offv)
	if err != nil {
		return nil, err
	}
	if int64(len(args)) != f.items {
		return nil, eval.Errorf(StructErrorType, "pack_into expected %d items for packing (got %d)", f.items, len(args))
	}
	n := int64(len(ba.Bytes()))
	if offset < 0 {
		if offset+f.size > 0 {
			return nil, eval.Errorf(StructErrorType, "no space to pack %d bytes at offset %d", f.size, offset)
		}
		if offset+n < 0 {
			return nil, eval.Errorf(StructErrorType, "offset %d out of range for %d-byte buffer", offset, n)
		}
		offset += n
	}
	if n-offset < f.size {
		if offset > n {
			return nil, eval.Errorf(StructErrorType, "offset %d out of range for %d-byte buffer", offset, n)
		}
		return nil, eval.Errorf(StructErrorType, "pack_into requires a buffer of at least %d bytes for packing %d bytes at offset %d (actual buffer size is %d)",
			f.size+offset, f.size, offset, n)
	}
	// Pack into a scratch buffer first: converting the values may run
	// Python code (__index__) that resizes the bytearray.
	tmp, err := eval.Make[byte](t, int(f.size))
	if err != nil {
		return nil, err
	}
	if err := f.packInto(t, tmp, args, "pack_into"); err != nil {
		return nil, err
	}
	b := ba.Bytes()
	if int64(len(b)) < offset+f.size {
		return nil, eval.Errorf(StructErrorType, "pack_into requires a buffer of at least %d bytes for packing %d bytes at offset %d (actual buffer size is %d)",
			f.size+offset, f.size, offset, len(b))
	}
	copy(b[offset:], tmp)
	return eval.None, nil
}

// structIter is the iterator of iter_unpack.
type structIter struct {
	f    *structFormat
	data []byte
	pos  int64
}

func (*structIter) Type() *eval.Type { return structIterType }

func (it *structIter) Next(t *eval.Thread) (eval.Value, error) {
	if it.pos+it.f.size > int64(len(it.data)) {
		return nil, nil
	}
	v, err := it.f.unpack(t, it.data[it.pos:it.pos+it.f.size])
	it.pos += it.f.size
	return v, err
}

func structIterUnpack(t *eval.Thread, f *structFormat, buf eval.Value) (eval.Value, error) {
	data, ok := structData(buf)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "a bytes-like object is required, not '%s'", eval.TypeName(buf))
	}
	if f.size == 0 {
		return nil, eval.Errorf(StructErrorType, "cannot iteratively unpack with a struct of length 0")
	}
	if int64(len(data))%f.size != 0 {
		return nil, eval.Errorf(StructErrorType, "iterative unpacking requires a buffer of a multiple of %d bytes", f.size)
	}
	return &structIter{f: f, data: data}, nil
}

// structMethods are Struct's methods; module functions are the same with
// the format first.
var structMethods = map[string]fn{
	"pack": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := noKw("pack", kw); err != nil {
			return nil, err
		}
		return structPack(t, self.(*structObj).f, args)
	},
	"unpack": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("unpack", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return structUnpack(t, self.(*structObj).f, args[0])
	},
	"unpack_from": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		var buf eval.Value
		offset := int64(0)
		if err := eval.UnpackArgs(t, "unpack_from", args, kw, "buffer", &buf, "offset?", &offset); err != nil {
			return nil, err
		}
		return structUnpackFrom(t, self.(*structObj).f, buf, offset)
	},
	"pack_into": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := noKw("pack_into", kw); err != nil {
			return nil, err
		}
		if len(args) < 2 {
			return nil, eval.Errorf(eval.TypeErrorType, "pack_into expected buffer argument")
		}
		return structPackInto(t, self.(*structObj).f, args[0], args[1], args[2:])
	},
	"iter_unpack": func(t *eval.Thread, self eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
		if err := nargs("iter_unpack", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return structIterUnpack(t, self.(*structObj).f, args[0])
	},
}

func init() {
	structType = newType("_struct", "Struct", structMethods)
	structType.NoSubclass = true
	structType.New = func(t *eval.Thread, cls *eval.Type, args []eval.Value, kw []string) (eval.Value, error) {
		var format eval.Value
		if err := eval.UnpackArgs(t, "Struct", args, kw, "format", &format); err != nil {
			return nil, err
		}
		f, err := parseStructFormat(t, format)
		if err != nil {
			return nil, err
		}
		return &structObj{f: f}, nil
	}
	structType.GetAttr = func(t *eval.Thread, v eval.Value, name string) (eval.Value, error) {
		s := v.(*structObj)
		switch name {
		case "format":
			return eval.NewStrT(t, s.f.text), nil
		case "size":
			return eval.MakeInt(s.f.size), nil
		}
		return methodAttr(t, v, name, structMethods)
	}
	structType.Repr = func(t *eval.Thread, v eval.Value) (string, error) {
		return "<_struct.Struct object at " + hexAddr(t, v) + ">", nil
	}
}

func loadStruct(t *eval.Thread, o *Options) (*eval.Module, error) {
	m := newModule("struct", map[string]fn{
		"pack": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := noKw("pack", kw); err != nil {
				return nil, err
			}
			if len(args) == 0 {
				return nil, eval.Errorf(eval.TypeErrorType, "pack expected at least 1 argument, got 0")
			}
			f, err := parseStructFormat(t, args[0])
			if err != nil {
				return nil, err
			}
			return structPack(t, f, args[1:])
		},
		"unpack": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("unpack", args, kw, 2, 2); err != nil {
				return nil, err
			}
			f, err := parseStructFormat(t, args[0])
			if err != nil {
				return nil, err
			}
			return structUnpack(t, f, args[1])
		},
		"calcsize": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			// A METH_O function of the _struct module.
			if len(kw) > 0 {
				return nil, eval.Errorf(eval.TypeErrorType, "_struct.calcsize() takes no keyword arguments")
			}
			if len(args) != 1 {
				return nil, eval.Errorf(eval.TypeErrorType, "_struct.calcsize() takes exactly one argument (%d given)", len(args))
			}
			f, err := parseStructFormat(t, args[0])
			if err != nil {
				return nil, err
			}
			return eval.MakeInt(f.size), nil
		},
		"unpack_from": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var format, buf eval.Value
			offset := int64(0)
			if err := eval.UnpackArgs(t, "unpack_from", args, kw, "format/", &format, "buffer", &buf, "offset?", &offset); err != nil {
				return nil, err
			}
			f, err := parseStructFormat(t, format)
			if err != nil {
				return nil, err
			}
			return structUnpackFrom(t, f, buf, offset)
		},
		"pack_into": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := noKw("pack_into", kw); err != nil {
				return nil, err
			}
			if len(args) < 3 {
				return nil, eval.Errorf(eval.TypeErrorType, "pack_into expected at least 3 arguments, got %d", len(args))
			}
			f, err := parseStructFormat(t, args[0])
			if err != nil {
				return nil, err
			}
			return structPackInto(t, f, args[1], args[2], args[3:])
		},
		"iter_unpack": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			if err := nargs("iter_unpack", args, kw, 2, 2); err != nil {
				return nil, err
			}
			f, err := parseStructFormat(t, args[0])
			if err != nil {
				return nil, err
			}
			return structIterUnpack(t, f, args[1])
		},
	})
	m.Attrs.Set("Struct", structType)
	m.Attrs.Set("error", StructErrorType)
	return m, nil
}
