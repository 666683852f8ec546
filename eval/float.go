package eval

import (
	"math"

	"github.com/pyinterp/pyinterp/internal/libm"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// Float is a Python float.
type Float float64

// FloatType is float.
var FloatType = newBuiltinType("float")

func (Float) Type() *Type { return FloatType }

func floatInitType() {
	numSetBase(FloatType, ObjectType)
	FloatType.Doc = "Convert a string or number to a floating point number, if possible."
	FloatType.New = floatNew
	FloatType.Repr = func(_ *Thread, v Value) (string, error) { return pyrepr.Float(float64(v.(Float))), nil }
	FloatType.Hash = func(_ *Thread, v Value) (int64, error) { return hashFloat(float64(v.(Float))), nil }
	FloatType.Truth = func(_ *Thread, v Value) (bool, error) { return v.(Float) != 0, nil }
	FloatType.Compare = floatCompare
	for op := range numBinaryOps {
		switch op {
		case OpAdd, OpSub, OpMul, OpTrueDiv, OpFloorDiv, OpMod, OpPow:
			FloatType.Binary[op] = func(t *Thread, a, b Value) (Value, error) { return floatBinary(t, op, a, b) }
		}
	}
	FloatType.Neg = func(_ *Thread, v Value) (Value, error) { return -v.(Float), nil }
	FloatType.Pos = func(_ *Thread, v Value) (Value, error) { return v, nil }
	FloatType.Abs = func(_ *Thread, v Value) (Value, error) { return Float(math.Abs(float64(v.(Float)))), nil }
	FloatType.Int = func(_ *Thread, v Value) (Value, error) { return FloatToInt(float64(v.(Float))) }
	FloatType.Float = func(_ *Thread, v Value) (Value, error) { return v, nil }
}

// hashFloat is CPython's _Py_HashDouble. NaN, which CPython 3.10+ hashes
// by object identity, hashes to 0 here: floats are values, not objects,
// in pyinterp, and 0 keeps dict and set behaviour correct (NaN keys are
// found by identity, never by equality).
func hashFloat(v float64) int64 {
	const bitsH = 61
	const mod = (1 << bitsH) - 1
	if math.IsInf(v, 0) {
		if v > 0 {
			return 314159
		}
		return -314159
	}
	if math.IsNaN(v) {
		return 0
	}
	m, e := math.Frexp(v)
	sign := int64(1)
	if m < 0 {
		sign = -1
		m = -m
	}
	var x uint64
	for m != 0 {
		x = ((x << 28) & mod) | x>>(bitsH-28)
		m *= 268435456.0
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= mod {
			x -= mod
		}
	}
	if e >= 0 {
		e = e % bitsH
	} else {
		e = bitsH - 1 - ((-1 - e) % bitsH)
	}
	x = ((x << uint(e)) & mod) | x>>uint(bitsH-e)
	r := int64(x) * sign
	if r == -1 {
		r = -2
	}
	return r
}

// floatArg converts a number operand of a float operation: ok is false
// for values that are not float, int or bool; err is the OverflowError of
// ints too large for a float.
func floatArg(v Value) (f float64, ok bool, err error) {
	switch x := v.(type) {
	case Float:
		return float64(x), true, nil
	case Int:
		return float64(x), true, nil
	case Bool:
		if x {
			return 1, true, nil
		}
		return 0, true, nil
	case *BigInt:
		f, err := bigToFloat(&x.v)
		return f, true, err
	}
	return 0, false, nil
}

// AsFloat returns the value of a float, int or bool as a float64; ok is
// false for other values and for ints too large for a float.
func AsFloat(v Value) (float64, bool) {
	f, ok, err := floatArg(v)
	return f, ok && err == nil
}

// FloatOf converts v to a Go float64 as CPython's PyFloat_AsDouble does
// (the conversion of float arguments of builtins and the math module):
// float, int (OverflowError when too large), bool, or an object whose
// type has a Float (__float__) or Index (__index__) slot; TypeError "must
// be real number, not str" otherwise.
func FloatOf(t *Thread, v Value) (float64, error) {
	f, ok, err := floatArg(v)
	if ok {
		return f, err
	}
	typ := v.Type()
	if typ.Float != nil {
		r, err := typ.Float(t, v)
		if err != nil {
			return 0, err
		}
		if f, ok := r.(Float); ok {
			return float64(f), nil
		}
		return 0, Errorf(TypeErrorType, "%s.__float__ returned non-float (type %s)", typ.Name, TypeName(r))
	}
	if typ.Index != nil {
		r, err := typ.Index(t, v)
		if err != nil {
			return 0, err
		}
		if !isIntValue(r) {
			return 0, Errorf(TypeErrorType, "__index__ returned non-int (type %s)", TypeName(r))
		}
		return intToFloat(r)
	}
	return 0, Errorf(TypeErrorType, "must be real number, not %s", TypeName(v))
}

// floatCompare is float's rich comparison: exact against ints of any
// size, NotImplemented against other types.
func floatCompare(_ *Thread, op CompareOp, a, b Value) (Value, error) {
	x := float64(a.(Float))
	var c int
	switch y := unwrap(b).(type) { // int and float subclasses compare by value
	case Float:
		return numCmpFloats(op, x, float64(y)), nil
	case Int, Bool, *BigInt:
		if math.IsNaN(x) {
			return MakeBool(op == NE), nil
		}
		c = floatCmpInt(x, y)
	default:
		return NotImplemented, nil
	}
	return numCmpResult(op, c), nil
}

func numCmpFloats(op CompareOp, x, y float64) Value {
	return MakeBool(compareFloats(op, x, y))
}

// compareFloats is float's comparison of two floats (IEEE: a NaN is
// unequal to everything, itself included), as compareInts is int's.
func compareFloats(op CompareOp, x, y float64) bool {
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

// floatCmpInt compares a non-NaN float with an int value exactly.
func floatCmpInt(x float64, v Value) int {
	if i, ok := intSmall(v); ok && i <= 1<<53 && i >= -(1<<53) {
		y := float64(i)
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		}
		return 0
	}
	if math.IsInf(x, 0) {
		if x > 0 {
			return 1
		}
		return -1
	}
	b, _ := AsBig(v)
	return bigCmpFloat(x, b)
}

// floatBinary is float's Binary slot: a and b are floats or ints in
// either order (at least one is a float).
func floatBinary(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	x, ok, err := floatArg(a)
	if !ok {
		return NotImplemented, nil
	}
	y, ok, err2 := floatArg(b)
	if !ok {
		return NotImplemented, nil
	}
	if err != nil {
		return nil, err
	}
	if err2 != nil {
		return nil, err2
	}
	switch op {
	case OpAdd:
		return Float(x + y), nil
	case OpSub:
		return Float(x - y), nil
	case OpMul:
		return Float(x * y), nil
	case OpTrueDiv:
		if y == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "float division by zero")
		}
		return Float(x / y), nil
	case OpFloorDiv:
		if y == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "float floor division by zero")
		}
		q, _ := floatDivMod(x, y)
		return Float(q), nil
	case OpMod:
		if y == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "float modulo")
		}
		return Float(floatMod(x, y)), nil
	case OpPow:
		return floatPow(x, y)
	}
	return NotImplemented, nil
}

// floatMod is CPython's float_rem (y != 0).
func floatMod(x, y float64) float64 {
	mod := math.Mod(x, y)
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
		}
	} else {
		mod = math.Copysign(0, y)
	}
	return mod
}

// floatDivMod is CPython's _float_div_mod (y != 0).
func floatDivMod(vx, wx float64) (floordiv, mod float64) {
	mod = math.Mod(vx, wx)
	div := (vx - mod) / wx
	if mod != 0 {
		if (wx < 0) != (mod < 0) {
			mod += wx
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, wx)
	}
	if div != 0 {
		floordiv = math.Floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1.0
		}
	} else {
		floordiv = math.Copysign(0, vx/wx)
	}
	return floordiv, mod
}

func floatIsOddInteger(x float64) bool {
	return math.Mod(math.Abs(x), 2.0) == 1.0
}

// floatPow is CPython's float_pow: x ** y, a complex for a fractional
// power of a negative number.
func floatPow(iv, iw float64) (Value, error) {
	r, c, err := floatPowF(iv, iw)
	if c != nil || err != nil {
		return c, err
	}
	return Float(r), nil
}

// floatPowF is floatPow with a float result unboxed (r): c is set instead
// for a complex result (a fractional power of a negative number).
func floatPowF(iv, iw float64) (r float64, c Value, err error) {
	if iw == 0 {
		return 1.0, nil, nil
	}
	if math.IsNaN(iv) {
		return iv, nil, nil
	}
	if math.IsNaN(iw) {
		if iv == 1.0 {
			return 1.0, nil, nil
		}
		return iw, nil, nil
	}
	if math.IsInf(iw, 0) {
		iv = math.Abs(iv)
		if iv == 1.0 {
			return 1.0, nil, nil
		}
		if (iw > 0) == (iv > 1.0) {
			return math.Abs(iw), nil, nil
		}
		return 0.0, nil, nil
	}
	if math.IsInf(iv, 0) {
		odd := floatIsOddInteger(iw)
		if iw > 0 {
			if odd {
				return iv, nil, nil
			}
			return math.Abs(iv), nil, nil
		}
		if odd {
			return math.Copysign(0, iv), nil, nil
		}
		return 0.0, nil, nil
	}
	if iv == 0 {
		odd := floatIsOddInteger(iw)
		if iw < 0 {
			return 0, nil, Errorf(ZeroDivisionErrorType, "0.0 cannot be raised to a negative power")
		}
		if odd {
			return iv, nil, nil
		}
		return 0.0, nil, nil
	}
	negate := false
	if iv < 0 {
		if iw != math.Floor(iw) {
			c, err := complexPowValues(complex(iv, 0), complex(iw, 0))
			return 0, c, err
		}
		iv = -iv
		negate = floatIsOddInteger(iw)
	}
	if iv == 1.0 {
		if negate {
			return -1.0, nil, nil
		}
		return 1.0, nil, nil
	}
	ix := libm.Pow(iv, iw)
	if negate {
		ix = -ix
	}
	if math.IsInf(ix, 0) {
		return 0, nil, numRangeError()
	}
	return ix, nil, nil
}

// numRangeError is the OverflowError CPython raises from errno ERANGE:
// OverflowError(34, 'Numerical result out of range').
func numRangeError() error {
	return NewException(OverflowErrorType, MakeInt(34), NewStr("Numerical result out of range"))
}

// FloatToInt converts a float to an int, truncating toward zero:
// OverflowError for infinities, ValueError for NaN.
func FloatToInt(f float64) (Value, error) {
	if math.IsInf(f, 0) {
		return nil, Errorf(OverflowErrorType, "cannot convert float infinity to integer")
	}
	if math.IsNaN(f) {
		return nil, Errorf(ValueErrorType, "cannot convert float NaN to integer")
	}
	f = math.Trunc(f)
	if f >= -(1<<63) && f < 1<<63 {
		return MakeInt(int64(f)), nil
	}
	return intOwn(bigFromFloat(f)), nil
}

// floatNew is float(x=0.0, /).
func floatNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "float() takes no keyword arguments")
	}
	if len(args) > 1 {
		return nil, Errorf(TypeErrorType, "float expected at most 1 argument, got %d", len(args))
	}
	if len(args) == 0 {
		return Float(0), nil
	}
	return FloatValueOf(t, args[0])
}

// FloatValueOf is float(x) (CPython's PyNumber_Float).
func FloatValueOf(t *Thread, v Value) (Value, error) {
	switch x := v.(type) {
	case Float:
		return x, nil
	case *Str:
		f, err := FloatFromString(t, x.String())
		if err != nil {
			return nil, err
		}
		return Float(f), nil
	}
	f, ok, err := floatArg(v)
	if ok {
		if err != nil {
			return nil, err
		}
		return Float(f), nil
	}
	typ := v.Type()
	if typ.Float != nil {
		r, err := typ.Float(t, v)
		if err != nil {
			return nil, err
		}
		if _, ok := r.(Float); !ok {
			return nil, Errorf(TypeErrorType, "%s.__float__ returned non-float (type %s)", typ.Name, TypeName(r))
		}
		return r, nil
	}
	if typ.Index != nil {
		r, err := typ.Index(t, v)
		if err != nil {
			return nil, err
		}
		if !isIntValue(r) {
			return nil, Errorf(TypeErrorType, "__index__ returned non-int (type %s)", TypeName(r))
		}
		f, err := intToFloat(r)
		if err != nil {
			return nil, err
		}
		return Float(f), nil
	}
	// Subclasses of str without __float__/__index__; bytes-like values.
	if s, ok := As[*Str](v); ok {
		f, err := FloatFromString(t, s.String())
		if err != nil {
			return nil, err
		}
		return Float(f), nil
	}
	if d, ok := bytesData(v); ok {
		f, err := FloatFromString(t, d)
		if err == nil && !isASCII(d) {
			// Bytes are not decoded: b'\xd9\xa1' is not an Arabic-Indic 1.
			err = Errorf(ValueErrorType, "")
		}
		if err != nil {
			if e, ok := err.(*Exception); ok && e.cls == ValueErrorType {
				r, err := bytesRepr(t, d)
				if err != nil {
					return nil, err
				}
				return nil, Errorf(ValueErrorType, "could not convert string to float: %s", r)
			}
			return nil, err
		}
		return Float(f), nil
	}
	return nil, Errorf(TypeErrorType, "float() argument must be a string or a real number, not '%s'", TypeName(v))
}
