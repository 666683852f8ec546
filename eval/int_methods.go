package eval

import (
	"math/big"
	"math/bits"

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
			n := 0
			for _, w := range new(big.Int).Abs(b).Bits() {
				n += bits.OnesCount(uint(w))
			}
			return MakeInt(int64(n)), nil
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
			return NewTuple([]Value{n, Int(1)}), nil
		},
		"to_bytes": intToBytes,
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
		return false, Errorf(TypeErrorType, "%s() argument 'byteorder' must be str, not %s", fname, TypeName(v))
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
	// negative x, -2**(8n-1) still fits).
	need := x.BitLen()
	if signed {
		if x.Sign() < 0 {
			need = new(big.Int).Not(x).BitLen() + 1 // bits of -x-1, plus sign
		} else {
			need++
		}
	}
	if int64(need) > n*8 {
		return nil, Errorf(OverflowErrorType, "int too big to convert")
	}
	if err := t.Charge(n); err != nil {
		return nil, err
	}
	buf := make([]byte, n)
	u := x
	if x.Sign() < 0 {
		// two's complement: 2**(8n) + x
		u = new(big.Int).Lsh(big.NewInt(1), uint(8*n))
		u.Add(u, x)
	}
	u.FillBytes(buf) // big-endian
	if little {
		for i, j := 0, len(buf)-1; i < j; i, j = i+1, j-1 {
			buf[i], buf[j] = buf[j], buf[i]
		}
	}
	return Bytes(string(buf)), nil
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
	var data []byte
	switch b := src.(type) {
	case Bytes:
		data = []byte(b)
	case *ByteArray:
		data = append([]byte(nil), b.b...)
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
		for _, e := range elems {
			iv, err := Index(t, e)
			if err != nil {
				return nil, err
			}
			x, ok := intSmall(iv)
			if !ok || x < 0 || x > 255 {
				return nil, Errorf(ValueErrorType, "bytes must be in range(0, 256)")
			}
			data = append(data, byte(x))
		}
	}
	if little {
		data = append([]byte(nil), data...)
		for i, j := 0, len(data)-1; i < j; i, j = i+1, j-1 {
			data[i], data[j] = data[j], data[i]
		}
	}
	x := new(big.Int).SetBytes(data)
	if signed && len(data) > 0 && data[0]&0x80 != 0 {
		x.Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(8*len(data))))
	}
	r := MakeBigInt(x)
	if self == BoolType {
		return MakeBool(x.Sign() != 0), nil
	}
	return subclassResult(t, self, IntType, r)
}

// intFromBytesLiteral is int(b) and int(b, base) for bytes and bytearray:
// the bytes are parsed as ASCII text, and errors quote the bytes' repr.
func intFromBytesLiteral(_ Value, data string, base int) (Value, error) {
	r, err := IntFromString(data, base)
	if err == nil && !isASCII(data) {
		err = Errorf(ValueErrorType, "") // bytes are not decoded (no Unicode digits)
	}
	if err != nil {
		if e, ok := err.(*Exception); ok && e.cls == ValueErrorType {
			return nil, Errorf(ValueErrorType, "invalid literal for int() with base %d: %s", base, pyrepr.Bytes(data))
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
