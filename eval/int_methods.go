package eval

import (
	"math"
	"math/big"
	"math/bits"
	"unsafe"

	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// The methods and attributes of int (and so of bool): bit_length,
// bit_count, to_bytes, from_bytes (a class method), as_integer_ratio,
// conjugate, and the real/imag/numerator/denominator attributes.

func init() {
	intMethods := map[string]BuiltinFunc{
		"bit_length": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("int.bit_length", args, kw); err != nil {
				return nil, err
			}
			return MakeInt(int64(intBitLen(self))), nil
		},
		"bit_count": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("int.bit_count", args, kw); err != nil {
				return nil, err
			}
			if x, ok := intSmall(self); ok {
				if x < 0 {
					x = -x // -(1<<63) stays, and has one bit set: still right
				}
				return MakeInt(int64(bits.OnesCount64(uint64(x)))), nil
			}
			b, _ := AsBig(self)
			n, err := BigBitCount(t, b)
			return MakeInt(n), err
		},
		"conjugate": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("int.conjugate", args, kw); err != nil {
				return nil, err
			}
			return intPos(t, self)
		},
		"as_integer_ratio": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("int.as_integer_ratio", args, kw); err != nil {
				return nil, err
			}
			n, err := intPos(t, self)
			if err != nil {
				return nil, err
			}
			return NewTupleT(t, []Value{n, Int(1)}), nil
		},
		"to_bytes": intToBytes,
		"__round__": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			// None is not the default here (int.__round__(None) is a
			// TypeError); round(x, None) passes no ndigits.
			var nd Value
			if err := UnpackArgs(t, "__round__", args, kw, "ndigits?", &nd); err != nil {
				return nil, err
			}
			if nd == nil {
				return intPos(t, self)
			}
			ndv, err := Index(t, nd)
			if err != nil {
				return nil, err
			}
			return IntRound(t, self, ndv)
		},
		"__trunc__": intSelfMethod("int.__trunc__"),
		"__floor__": intSelfMethod("int.__floor__"),
		"__ceil__":  intSelfMethod("int.__ceil__"),
		"__divmod__": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return numDivmodMethod(t, "__divmod__", self, args, kw, false)
		},
		"__rdivmod__": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return numDivmodMethod(t, "__rdivmod__", self, args, kw, true)
		},
		"__index__": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("int.__index__", args, kw); err != nil {
				return nil, err
			}
			return intPos(t, self)
		},
	}
	addMethods(IntType, intMethods)
	IntType.Dict.Set("from_bytes", &Builtin{name: "from_bytes", self: IntType, qual: "int", fn: intFromBytes})
	BoolType.Dict.Set("from_bytes", &Builtin{name: "from_bytes", self: BoolType, qual: "bool", fn: intFromBytes})
	IntType.GetAttr = intGetAttr
	BoolType.GetAttr = intGetAttr
	IntType.SetAttr = numSetAttr("int", "real", "imag", "numerator", "denominator")
	BoolType.SetAttr = IntType.SetAttr
}

// intSelfMethod is int.__trunc__, __floor__ and __ceil__: the int itself
// (a plain int for bool and subclasses).
func intSelfMethod(name string) BuiltinFunc {
	return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
		if err := strNoArgs(name, args, kw); err != nil {
			return nil, err
		}
		return intPos(t, self)
	}
}

// IntRound is int.__round__(ndigits) (CPython's int___round__): x itself
// for no or non-negative ndigits, otherwise the multiple of 10**-ndigits
// nearest to x, ties to the even multiple. A unit larger than twice |x|
// gives 0 without being computed.
func IntRound(t *Thread, x, nd Value) (Value, error) {
	n, err := intPos(t, x)
	if err != nil {
		return nil, err
	}
	if nd == nil || nd == None {
		return n, nil
	}
	ndv, err := Index(t, nd)
	if err != nil {
		return nil, err
	}
	nb, _ := AsBig(ndv)
	if nb.Sign() >= 0 {
		return n, nil
	}
	xb, _ := AsBig(n)
	// |x| < 2**bitlen <= 10**(bitlen*log10(2)+1): a unit 10**k with k two
	// past that is more than twice |x|.
	if xb.Sign() == 0 || !nb.IsInt64() || -nb.Int64() > int64(float64(xb.BitLen())*0.30103)+2 {
		return MakeInt(0), nil
	}
	unit, err := BigPow(t, big.NewInt(10), uint64(-nb.Int64()))
	if err != nil {
		return nil, err
	}
	q, r, err := BigDivMod(t, xb, unit) // 0 <= r < unit
	if err != nil {
		return nil, err
	}
	twice, err := BigLsh(t, r, 1)
	if err != nil {
		return nil, err
	}
	c, err := BigCmp(t, twice, unit)
	if err != nil {
		return nil, err
	}
	if c > 0 || (c == 0 && q.Bit(0) == 1) {
		if r, err = BigSub(t, r, unit); err != nil {
			return nil, err
		}
	}
	res, err := BigSub(t, xb, r)
	if err != nil {
		return nil, err
	}
	return intOwn(res), nil
}

// intGetAttr adds int's data attributes to the generic lookup.
func intGetAttr(t *Thread, v Value, name string) (Value, error) {
	switch name {
	case "real", "numerator":
		return intPos(t, v)
	case "imag":
		return Int(0), nil
	case "denominator":
		return Int(1), nil
	}
	return genericGetAttr(t, v, name)
}

// intBitLen is int.bit_length(): the number of bits of |v|.
func intBitLen(v Value) int {
	if x, ok := intSmall(v); ok {
		if x < 0 {
			return 64 - bits.LeadingZeros64(uint64(-(x+1))+1)
		}
		return 64 - bits.LeadingZeros64(uint64(x))
	}
	b, _ := AsBig(v)
	return b.BitLen()
}

// intByteOrder parses the byteorder argument of to_bytes and from_bytes.
func intByteOrder(fname string, v Value) (little bool, err error) {
	s, ok := v.(*Str)
	if !ok {
		return false, Errorf(TypeErrorType, "%s() argument 'byteorder' must be str, not %s", fname, ArgTypeName(v))
	}
	switch s.s {
	case "little":
		return true, nil
	case "big":
		return false, nil
	}
	return false, Errorf(ValueErrorType, "byteorder must be either 'little' or 'big'")
}

// intToBytes is int.to_bytes(length=1, byteorder='big', *, signed=False).
func intToBytes(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	var length Value = Int(1)
	var order Value = NewStr("big")
	signed := false
	if err := UnpackArgs(t, "to_bytes", args, kw, "length?", &length, "byteorder?", &order, "$signed?", &signed); err != nil {
		return nil, err
	}
	lv, err := Index(t, length)
	if err != nil {
		return nil, err
	}
	n, ok := intSmall(lv)
	if !ok {
		return nil, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	if n < 0 {
		return nil, Errorf(ValueErrorType, "length argument must be non-negative")
	}
	little, err := intByteOrder("to_bytes", order)
	if err != nil {
		return nil, err
	}
	x, _ := AsBig(self)
	if x.Sign() < 0 && !signed {
		return nil, Errorf(OverflowErrorType, "can't convert negative int to unsigned")
	}
	// Bits needed: magnitude bits, plus a sign bit when signed (for a
	// negative x, -2**(8n-1) still fits: -x-1 needs one bit less when |x|
	// is a power of two).
	need := int64(x.BitLen())
	if signed {
		if x.Sign() < 0 && x.TrailingZeroBits() == uint(need-1) {
			need--
		}
		need++
	}
	if need > n*8 {
		return nil, Errorf(OverflowErrorType, "int too big to convert")
	}
	if n > math.MaxInt {
		return nil, memoryError(t)
	}
	buf, err := Make[byte](t, int(n))
	if err != nil {
		return nil, err
	}
	if err := BigFillBytes(t, x, buf); err != nil { // |x|, big-endian
		return nil, err
	}
	if x.Sign() < 0 {
		// Two's complement in place: invert and add one.
		carry := true
		for i := len(buf) - 1; i >= 0; i-- {
			buf[i] = ^buf[i]
			if carry {
				buf[i]++
				carry = buf[i] == 0
			}
		}
	}
	if little {
		for i, j := 0, len(buf)-1; i < j; i, j = i+1, j-1 {
			buf[i], buf[j] = buf[j], buf[i]
		}
	}
	return Bytes(bytesToString(buf)), nil
}

// intFromBytes is int.from_bytes(bytes, byteorder='big', *, signed=False),
// a class method: self is the class.
func intFromBytes(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	var src Value
	var order Value = NewStr("big")
	signed := false
	if err := UnpackArgs(t, "from_bytes", args, kw, "bytes", &src, "byteorder?", &order, "$signed?", &signed); err != nil {
		return nil, err
	}
	little, err := intByteOrder("from_bytes", order)
	if err != nil {
		return nil, err
	}
	// data is the bytes, big-endian first; owned when it is a copy this
	// function may reverse.
	var data []byte
	owned := false
	switch b := src.(type) {
	case Bytes:
		data = stringBytes(string(b)) // read only unless copied
	case *ByteArray:
		if data, err = Make[byte](t, len(b.b)); err != nil {
			return nil, err
		}
		copy(data, b.b)
		owned = true
	case *Str:
		return nil, Errorf(TypeErrorType, "cannot convert 'str' object to bytes")
	default:
		if src.Type().Iter == nil {
			return nil, Errorf(TypeErrorType, "cannot convert '%s' object to bytes", TypeName(src))
		}
		elems, err := Collect(t, src)
		if err != nil {
			return nil, err
		}
		if data, err = Make[byte](t, len(elems)); err != nil {
			return nil, err
		}
		owned = true
		for i, e := range elems {
			iv, err := Index(t, e)
			if err != nil {
				return nil, err
			}
			x, ok := intSmall(iv)
			if !ok || x < 0 || x > 255 {
				return nil, Errorf(ValueErrorType, "bytes must be in range(0, 256)")
			}
			data[i] = byte(x)
		}
	}
	if little && len(data) > 1 {
		if !owned {
			c, err := Make[byte](t, len(data))
			if err != nil {
				return nil, err
			}
			copy(c, data)
			data = c
		}
		for i, j := 0, len(data)-1; i < j; i, j = i+1, j-1 {
			data[i], data[j] = data[j], data[i]
		}
	}
	if self == BoolType {
		for _, c := range data {
			if c != 0 {
				return True, nil
			}
		}
		return False, nil
	}
	x, err := BigFromBytes(t, data)
	if err != nil {
		return nil, err
	}
	if signed && len(data) > 0 && data[0]&0x80 != 0 {
		// x - 2**(8 len)
		p, err := BigPow2(t, uint64(8*len(data)))
		if err != nil {
			return nil, err
		}
		if x, err = BigSub(t, x, p); err != nil {
			return nil, err
		}
	}
	return subclassResult(t, self, IntType, intOwn(x))
}

// intFromBytesLiteral is int(b) and int(b, base) for bytes and bytearray:
// the bytes are parsed as ASCII text, and errors quote the bytes' repr.
func intFromBytesLiteral(t *Thread, data string, base int) (Value, error) {
	r, err := IntFromString(t, data, base)
	if err == nil && !isASCII(data) {
		err = Errorf(ValueErrorType, "") // bytes are not decoded (no Unicode digits)
	}
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls == ValueErrorType {
			return nil, Errorf(ValueErrorType, "invalid literal for int() with base %d: %s", base, pyrepr.BytesTrunc(data, 200))
		}
	}
	return r, err
}

// numSetAttr is the SetAttr slot of the numeric types: their data
// attributes (real, imag, ...) are not writable, and nothing else can be
// set either. owner is the type defining the attributes as getters
// ("int" for bool too); "" means they are read-only members (complex).
func numSetAttr(owner string, data ...string) func(t *Thread, v Value, name string, x Value) error {
	return func(t *Thread, v Value, name string, x Value) error {
		typ := v.Type()
		for _, d := range data {
			if d == name {
				if owner == "" {
					return Errorf(AttributeErrorType, "readonly attribute")
				}
				return Errorf(AttributeErrorType, "attribute '%s' of '%s' objects is not writable", name, owner)
			}
		}
		if typ.Lookup(name) != nil {
			return Errorf(AttributeErrorType, "'%s' object attribute '%s' is read-only", typ.Name, name)
		}
		return Errorf(AttributeErrorType, "'%s' object has no attribute '%s'", typ.Name, name)
	}
}

// bytesToString returns b's bytes as a string without copying them: b
// must be fresh and never written again.
func bytesToString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// stringBytes returns s's bytes without copying them: the caller must
// not write to the result.
func stringBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }
