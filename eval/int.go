package eval

import "math/big"

// STUB: replaced by the numbers implementation.

// Int is a Python int that fits in int64.
type Int int64

// BigInt is a Python int outside the int64 range. It is never used for a
// value that fits in int64 (results are normalised).
type BigInt struct{ v big.Int }

var IntType = newBuiltinType("int")

func (Int) Type() *Type     { return IntType }
func (*BigInt) Type() *Type { return IntType }

func init() { IntType.setBase(ObjectType) }

// hashInt64 is CPython's hash of an int: reduction modulo 2**61-1, with -1
// mapped to -2.
func hashInt64(i int64) int64 {
	const mod = (1 << 61) - 1
	neg := i < 0
	u := uint64(i)
	if neg {
		u = uint64(-i)
	}
	h := int64(u % mod)
	if neg {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

// intFast computes small-int arithmetic without overflow; ok is false when
// the general path is needed.
func intFast(op BinaryOp, x, y int64) (Value, bool) {
	switch op {
	case OpAdd:
		r := x + y
		if (r > x) == (y > 0) {
			return Int(r), true
		}
	case OpSub:
		r := x - y
		if (r < x) == (y > 0) {
			return Int(r), true
		}
	}
	return nil, false
}
