package eval

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// Int is a Python int that fits in int64: the fast representation of
// every int in the range [-2**63, 2**63).
type Int int64

// BigInt is a Python int outside the int64 range. It is never used for a
// value that fits in int64: every operation normalises its result with
// MakeBigInt, so a Value holding an int is an Int exactly when the number
// fits. A BigInt is immutable once made.
type BigInt struct{ v big.Int }

// IntType is int.
var IntType = newBuiltinType("int")

func (Int) Type() *Type     { return IntType }
func (*BigInt) Type() *Type { return IntType }

// Big returns the value as a *big.Int that the caller must not modify.
func (b *BigInt) Big() *big.Int { return &b.v }

// The small-int cache: the Values of ints in [intCacheMin, intCacheMax],
// boxed once, so that producing them never allocates.
const (
	intCacheMin = -5
	intCacheMax = 1024
)

var intCache [intCacheMax - intCacheMin + 1]Value

func init() {
	for i := range intCache {
		intCache[i] = Int(i + intCacheMin)
	}
}

// MakeInt returns i as a Value, without allocating for small ints.
func MakeInt(i int64) Value {
	if i >= intCacheMin && i <= intCacheMax {
		return intCache[i-intCacheMin]
	}
	return Int(i)
}

// IntFromBig is MakeBigInt.
func IntFromBig(x *big.Int) Value { return MakeBigInt(x) }

// intNorm returns b as a Value, as an Int when it fits.
func intNorm(b *BigInt) Value {
	if b.v.IsInt64() {
		return MakeInt(b.v.Int64())
	}
	return b
}

// AsBig returns the int value of v (int, bool or BigInt) as a *big.Int.
// For a *BigInt it is the BigInt's own number, which must not be
// modified; for Int and Bool it is a fresh big.Int.
func AsBig(v Value) (*big.Int, bool) {
	switch x := v.(type) {
	case Int:
		return big.NewInt(int64(x)), true
	case Bool:
		if x {
			return big.NewInt(1), true
		}
		return new(big.Int), true
	case *BigInt:
		return &x.v, true
	}
	return nil, false
}

// intSmall returns v's value when v is an Int or a Bool.
func intSmall(v Value) (int64, bool) {
	switch x := v.(type) {
	case Int:
		return int64(x), true
	case Bool:
		if x {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// isIntValue reports whether v is an int (Int, *BigInt or Bool).
func isIntValue(v Value) bool {
	switch v.(type) {
	case Int, *BigInt, Bool:
		return true
	}
	return false
}

// hashInt64 is CPython's hash of an int: reduction modulo 2**61-1, with -1
// mapped to -2.
func hashInt64(i int64) int64 {
	const mod = (1 << 61) - 1
	neg := i < 0
	u := uint64(i)
	if neg {
		u = -u
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

func numMulMod61(a, b uint64) uint64 {
	const mod = (1 << 61) - 1
	hi, lo := bits.Mul64(a, b)
	// (hi*2**64 + lo) mod p, with 2**64 = 8 (mod p) and 2**61 = 1.
	r := (lo & mod) + (lo >> 61) + (hi << 3 & mod) + (hi >> 58)
	for r >= mod {
		r -= mod
	}
	return r
}

func numAddMod61(a, b uint64) uint64 {
	const mod = (1 << 61) - 1
	r := a + b
	for r >= mod {
		r -= mod
	}
	return r
}

// intFast computes Int op Int for the common operators without
// allocating beyond the boxing of the result; ok is false when the
// general path is needed (overflow, division by zero, negative shift
// count, negative exponent, and the operators it does not handle).
func intFast(op BinaryOp, x, y int64) (Value, bool) {
	n, ok := intFastNum(op, x, y)
	if !ok {
		return nil, false
	}
	return n.box(), true
}

// intFastT is intFast boxing a result outside the small-int cache in t's
// chunk (scalarbox.go).
func intFastT(t *Thread, op BinaryOp, x, y int64) (Value, bool) {
	n, ok := intFastNum(op, x, y)
	if !ok {
		return nil, false
	}
	return n.boxT(t), true
}

// intFastNum is intFast's arithmetic, its result unboxed (an int, or a
// float for true division).
func intFastNum(op BinaryOp, x, y int64) (numVal, bool) {
	switch op {
	case OpAdd:
		r := x + y
		if (x^r)&(y^r) >= 0 {
			return numInt(r), true
		}
	case OpSub:
		r := x - y
		if (x^y)&(x^r) >= 0 {
			return numInt(r), true
		}
	case OpMul:
		if x == int64(int32(x)) && y == int64(int32(y)) {
			return numInt(x * y), true
		}
		if r, ok := intMul64(x, y); ok {
			return numInt(r), true
		}
	case OpFloorDiv:
		if y == 0 || (y == -1 && x == math.MinInt64) {
			return numVal{}, false
		}
		q := x / y
		if (x%y != 0) && ((x < 0) != (y < 0)) {
			q--
		}
		return numInt(q), true
	case OpMod:
		if y == 0 {
			return numVal{}, false
		}
		if y == -1 {
			return numInt(0), true
		}
		r := x % y
		if r != 0 && ((r < 0) != (y < 0)) {
			r += y
		}
		return numInt(r), true
	case OpAnd:
		return numInt(x & y), true
	case OpOr:
		return numInt(x | y), true
	case OpXor:
		return numInt(x ^ y), true
	case OpLShift:
		if y < 0 {
			return numVal{}, false
		}
		if x == 0 {
			return numInt(0), true
		}
		if y < 63 {
			r := x << uint(y)
			if r>>uint(y) == x {
				return numInt(r), true
			}
		}
	case OpRShift:
		if y < 0 {
			return numVal{}, false
		}
		if y > 63 {
			y = 63
		}
		return numInt(x >> uint(y)), true
	case OpPow:
		if y >= 0 {
			if r, ok := intPow64(x, y); ok {
				return numInt(r), true
			}
		}
	case OpTrueDiv:
		const exact = 1 << 53
		if y != 0 && x <= exact && x >= -exact && y <= exact && y >= -exact {
			return numFloat(float64(x) / float64(y)), true
		}
	}
	return numVal{}, false
}

// intMul64 multiplies with an overflow check.
func intMul64(x, y int64) (int64, bool) {
	neg := (x < 0) != (y < 0)
	ux, uy := uint64(x), uint64(y)
	if x < 0 {
		ux = -ux
	}
	if y < 0 {
		uy = -uy
	}
	hi, lo := bits.Mul64(ux, uy)
	if hi != 0 {
		return 0, false
	}
	if neg {
		if lo > 1<<63 {
			return 0, false
		}
		return int64(-lo), true
	}
	if lo > math.MaxInt64 {
		return 0, false
	}
	return int64(lo), true
}

// intPow64 computes x**y (y >= 0) when the result fits in int64.
func intPow64(x, y int64) (int64, bool) {
	switch x {
	case 0:
		if y == 0 {
			return 1, true
		}
		return 0, true
	case 1:
		return 1, true
	case -1:
		if y&1 == 0 {
			return 1, true
		}
		return -1, true
	}
	if y >= 64 {
		return 0, false
	}
	r := int64(1)
	for {
		if y&1 != 0 {
			var ok bool
			if r, ok = intMul64(r, x); !ok {
				return 0, false
			}
		}
		y >>= 1
		if y == 0 {
			return r, true
		}
		var ok bool
		if x, ok = intMul64(x, x); !ok {
			return 0, false
		}
	}
}

// intBinarySlots are the int type's Binary slots, one closure per
// operator over intBinary (shared with bool, which inherits them).
var intBinarySlots = func() (s [numBinaryOps]func(*Thread, Value, Value) (Value, error)) {
	for op := range numBinaryOps {
		if op == OpMatMul {
			continue
		}
		s[op] = func(t *Thread, a, b Value) (Value, error) { return intBinary(t, op, a, b) }
	}
	return s
}()

// numSetBase sets t's base and MRO without relying on the base's MRO
// having been computed (package init order).
func numSetBase(t *Type, mro ...*Type) {
	t.Base = mro[0]
	t.Bases = []*Type{mro[0]}
	t.MRO = append([]*Type{t}, mro...)
}

func init() {
	// The numeric types are initialised here, in dependency order.
	intInitType()
	boolInitType()
	floatInitType()
	complexInitType()
}

func intInitType() {
	numSetBase(IntType, ObjectType)
	IntType.Doc = "int([x]) -> integer\nint(x, base=10) -> integer"
	IntType.New = intNew
	IntType.Repr = intRepr
	IntType.Hash = intHash
	IntType.Truth = func(_ *Thread, v Value) (bool, error) {
		switch x := v.(type) {
		case Int:
			return x != 0, nil
		case Bool:
			return bool(x), nil
		}
		return true, nil // a BigInt is never zero
	}
	IntType.Compare = intCompare
	IntType.Binary = intBinarySlots
	IntType.Neg = intNeg
	IntType.Pos = intPos
	IntType.Abs = intAbs
	IntType.Invert = intInvert
	IntType.Index = intPos
	IntType.Int = intPos
	IntType.Float = func(_ *Thread, v Value) (Value, error) {
		f, err := intToFloat(v)
		if err != nil {
			return nil, err
		}
		return Float(f), nil
	}
}

func intRepr(t *Thread, v Value) (string, error) {
	if x, ok := v.(Int); ok {
		return strconv.FormatInt(int64(x), 10), nil
	}
	// Charged (and its work counted) by the conversion.
	return IntToString(t, v, 10)
}

func intHash(t *Thread, v Value) (int64, error) {
	switch x := v.(type) {
	case Int:
		return hashInt64(int64(x)), nil
	case Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	case *BigInt:
		return bigHash(t, &x.v)
	}
	return 0, Errorf(TypeErrorType, "descriptor '__hash__' requires a 'int' object")
}

// intCmp compares two int values: -1, 0 or +1.
func intCmp(t *Thread, a, b Value) (int, error) {
	x, xok := intSmall(a)
	y, yok := intSmall(b)
	if xok && yok {
		switch {
		case x < y:
			return -1, nil
		case x > y:
			return 1, nil
		}
		return 0, nil
	}
	ba, _ := AsBig(a)
	bb, _ := AsBig(b)
	return BigCmp(t, ba, bb)
}

// numCmpResult turns a three-way comparison into the result of op.
func numCmpResult(op CompareOp, c int) Value {
	switch op {
	case LT:
		return MakeBool(c < 0)
	case LE:
		return MakeBool(c <= 0)
	case EQ:
		return MakeBool(c == 0)
	case NE:
		return MakeBool(c != 0)
	case GT:
		return MakeBool(c > 0)
	}
	return MakeBool(c >= 0)
}

func intCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	if !isIntValue(a) || !isIntValue(b) {
		return NotImplemented, nil
	}
	c, err := intCmp(t, a, b)
	if err != nil {
		return nil, err
	}
	return numCmpResult(op, c), nil
}

// intPos returns an int value as a plain int (bool becomes int).
func intPos(_ *Thread, v Value) (Value, error) {
	switch x := v.(type) {
	case Int, *BigInt:
		return x, nil
	case Bool:
		if x {
			return MakeInt(1), nil
		}
		return MakeInt(0), nil
	}
	return nil, Errorf(TypeErrorType, "bad operand type for unary +: '%s'", TypeName(v))
}

func intNeg(t *Thread, v Value) (Value, error) {
	if x, ok := intSmall(v); ok && x != math.MinInt64 {
		return MakeInt(-x), nil
	}
	b, ok := AsBig(v)
	if !ok {
		return nil, Errorf(TypeErrorType, "bad operand type for unary -: '%s'", TypeName(v))
	}
	r := new(BigInt)
	if err := bigUnaryInto(t, &r.v, b, false); err != nil {
		return nil, err
	}
	return intNorm(r), nil
}

func intAbs(t *Thread, v Value) (Value, error) {
	if x, ok := v.(Int); ok && x >= 0 {
		return v, nil // CPython's long_abs returns a non-negative int itself
	}
	if x, ok := intSmall(v); ok && x >= 0 {
		return MakeInt(x), nil
	}
	if x, ok := v.(*BigInt); ok && x.v.Sign() > 0 {
		return x, nil
	}
	return intNeg(t, v)
}

func intInvert(t *Thread, v Value) (Value, error) {
	if x, ok := intSmall(v); ok {
		return MakeInt(^x), nil
	}
	b, ok := AsBig(v)
	if !ok {
		return nil, Errorf(TypeErrorType, "bad operand type for unary ~: '%s'", TypeName(v))
	}
	r := new(BigInt)
	if err := bigUnaryInto(t, &r.v, b, true); err != nil {
		return nil, err
	}
	return intNorm(r), nil
}

// intNew is int(x=0) and int(x, base=10).
func intNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	npos := len(args) - len(kwnames)
	if len(args) > 2 {
		return nil, Errorf(TypeErrorType, "int() takes at most 2 arguments (%d given)", len(args))
	}
	var x, base Value
	if npos >= 1 {
		x = args[0]
	}
	if npos >= 2 {
		base = args[1]
	}
	for k, name := range kwnames {
		if name != "base" {
			return nil, Errorf(TypeErrorType, "'%s' is an invalid keyword argument for int()", name)
		}
		if npos >= 2 {
			return nil, Errorf(TypeErrorType, "argument for int() given by name ('base') and position (2)")
		}
		base = args[npos+k]
	}
	if x == nil {
		if base != nil {
			return nil, Errorf(TypeErrorType, "int() missing string argument")
		}
		return MakeInt(0), nil
	}
	if base == nil {
		return IntOf(t, x)
	}
	bv, err := Index(t, base)
	if err != nil {
		return nil, err
	}
	b, ok := intSmall(bv)
	if !ok || (b != 0 && (b < 2 || b > 36)) {
		return nil, Errorf(ValueErrorType, "int() base must be >= 2 and <= 36, or 0")
	}
	if d, ok := bytesData(x); ok {
		return intFromBytesLiteral(t, d, int(b))
	}
	s, ok := As[*Str](x)
	if !ok {
		return nil, Errorf(TypeErrorType, "int() can't convert non-string with explicit base")
	}
	return IntFromString(t, s.String(), int(b))
}

// IntOf is int(x) for one argument (CPython's PyNumber_Long): ints as
// they are (bool as int), floats truncated, strs parsed in base 10, other
// objects through their type's Int (__int__) or Index (__index__) slot.
func IntOf(t *Thread, v Value) (Value, error) {
	switch x := v.(type) {
	case Int, *BigInt:
		return x, nil
	case Bool:
		return intPos(t, x)
	case Float:
		return FloatToInt(float64(x))
	case *Str:
		return IntFromString(t, x.String(), 10)
	case Bytes, *ByteArray:
		d, _ := bytesData(x)
		return intFromBytesLiteral(t, d, 10)
	}
	typ := v.Type()
	if typ.Int != nil {
		r, err := typ.Int(t, v)
		if err != nil {
			return nil, err
		}
		if !isIntValue(r) {
			return nil, Errorf(TypeErrorType, "__int__ returned non-int (type %s)", TypeName(r))
		}
		return intPos(t, r)
	}
	if typ.Index != nil {
		r, err := typ.Index(t, v)
		if err != nil {
			return nil, err
		}
		if !isIntValue(r) {
			return nil, Errorf(TypeErrorType, "__index__ returned non-int (type %s)", TypeName(r))
		}
		return intPos(t, r)
	}
	// Subclasses of str, bytes and bytearray without __int__/__index__.
	if s, ok := As[*Str](v); ok {
		return IntFromString(t, s.String(), 10)
	}
	if d, ok := bytesData(v); ok {
		return intFromBytesLiteral(t, d, 10)
	}
	return nil, Errorf(TypeErrorType, "int() argument must be a string, a bytes-like object or a real number, not '%s'", TypeName(v))
}
