package eval

import (
	"math"

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
	switch op {
	case LT:
		return MakeBool(x < y)
	case LE:
		return MakeBool(x <= y)
	case EQ:
		return MakeBool(x == y)
	case NE:
		return MakeBool(x != y)
	case GT:
		return MakeBool(x > y)
	}
	return MakeBool(x >= y)
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
	ix := numPow(iv, iw)
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

// numPow is C's pow for finite x > 0 and finite y != 0, rounded as
// glibc's pow (which CPython calls) rounds: correctly, in all but
// vanishingly rare cases. Go's math.Pow is up to a few ulps off, so the
// result is computed in double-double arithmetic (about 100 bits): exact
// products for small integer exponents, log and exp otherwise.
func numPow(x, y float64) float64 {
	if y == 0.5 {
		return math.Sqrt(x)
	}
	if y == 1 {
		return x
	}
	var r numDD
	if y == math.Trunc(y) && math.Abs(y) <= 64 {
		n := int(math.Abs(y))
		r = numDD{1, 0}
		p := numDD{x, 0}
		for ; n > 0; n >>= 1 {
			if n&1 == 1 {
				r = r.mul(p)
			}
			p = p.mul(p)
		}
		if y < 0 {
			r = numDD{1, 0}.div(r)
		}
		if math.IsInf(r.hi, 0) || r.hi == 0 || math.IsNaN(r.hi) {
			return math.Pow(x, y)
		}
		if math.Abs(r.hi) < 0x1p-1022 {
			return math.Pow(x, y) // subnormal: avoid double rounding
		}
		return r.hi + r.lo
	}
	if y2 := y * 2; y2 == math.Trunc(y2) && math.Abs(y) <= 64 {
		// A half-integer (x**1.5, x**-0.5): x**n times sqrt(x), both in
		// double-double; far cheaper than log and exp.
		if r, ok := numPowHalf(x, y); ok {
			return r
		}
	}
	// Far out of range, the double-double product overflows to NaN.
	if g := math.Log(x) * y; g > 710 {
		return math.Inf(1)
	} else if g < -746 {
		return math.Pow(x, y) // 0
	}
	t := numLogDD(x).mulF(y)
	if t.hi > 709.8 {
		return math.Inf(1)
	}
	if t.hi < -708 {
		return math.Pow(x, y) // underflow or subnormal range
	}
	k := math.Round(t.hi / math.Ln2)
	rr := t.add(numLn2DD.mulF(-k))
	e := numExpDD(rr)
	return math.Ldexp(e.hi+e.lo, int(k))
}

// numPowHalf is numPow for y = ±(n + 1/2), n <= 64; ok is false when the
// result is out of the normal range (the caller takes the general path).
func numPowHalf(x, y float64) (float64, bool) {
	s := math.Sqrt(x)
	// x - s*s is exact with a fused multiply-add: the sqrt's remainder.
	r := numQuickTwoSum(s, -math.FMA(s, s, -x)/(2*s))
	// Every intermediate stays where its low part is a normal number, so
	// no precision is lost: x**n and the product within 2**±900.
	inRange := func(d numDD) bool { a := math.Abs(d.hi); return a > 0x1p-900 && a < 0x1p900 }
	p := numDD{x, 0}
	for n := int(math.Abs(y)); n > 0; n >>= 1 {
		if n&1 == 1 {
			if r = r.mul(p); !inRange(r) {
				return 0, false
			}
		}
		if n > 1 {
			if p = p.mul(p); !inRange(p) {
				return 0, false
			}
		}
	}
	if !inRange(r) {
		return 0, false
	}
	if y < 0 {
		r = r.recip()
	}
	return r.hi + r.lo, true
}

// numDD is a double-double number hi+lo with |lo| <= ulp(hi)/2.
type numDD struct{ hi, lo float64 }

var numLn2DD = numDD{0.6931471805599453, 2.3190468138462996e-17}

func numTwoSum(a, b float64) (float64, float64) {
	s := a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}

func numQuickTwoSum(a, b float64) numDD {
	s := a + b
	return numDD{s, b - (s - a)}
}

func (a numDD) add(b numDD) numDD {
	s, e := numTwoSum(a.hi, b.hi)
	t, f := numTwoSum(a.lo, b.lo)
	e += t
	r := numQuickTwoSum(s, e)
	return numQuickTwoSum(r.hi, r.lo+f)
}

func (a numDD) mul(b numDD) numDD {
	p := a.hi * b.hi
	e := math.FMA(a.hi, b.hi, -p)
	e += a.hi*b.lo + a.lo*b.hi
	return numQuickTwoSum(p, e)
}

func (a numDD) mulF(b float64) numDD {
	p := a.hi * b
	e := math.FMA(a.hi, b, -p)
	e += a.lo * b
	return numQuickTwoSum(p, e)
}

// recip is 1/a for a normal a, as accurate as numDD{1, 0}.div(a) and
// cheaper: q = 1/a.hi rounded, then one Newton step, q + q*(1 - a*q),
// whose residual 1 - a.hi*q a fused multiply-add gives exactly.
func (a numDD) recip() numDD {
	q := 1 / a.hi
	e := math.FMA(-a.hi, q, 1) - a.lo*q
	return numQuickTwoSum(q, e*q)
}

func (a numDD) div(b numDD) numDD {
	q1 := a.hi / b.hi
	r := a.add(b.mulF(-q1))
	q2 := r.hi / b.hi
	r = r.add(b.mulF(-q2))
	q3 := r.hi / b.hi
	q := numQuickTwoSum(q1, q2)
	return q.add(numDD{q3, 0})
}

// numLogCoef[n] = 1/(2n+1) in double-double.
var numLogCoef = func() (c [24]numDD) {
	for n := range c {
		c[n] = numDD{1, 0}.div(numDD{float64(2*n + 1), 0})
	}
	return c
}()

// numInvDD[n] = 1/n in double-double.
var numInvDD = func() (c [12]numDD) {
	for n := 1; n < len(c); n++ {
		c[n] = numDD{1, 0}.div(numDD{float64(n), 0})
	}
	return c
}()

// numLogDD is log(x) for finite x > 0 in double-double.
func numLogDD(x float64) numDD {
	m, k := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m *= 2
		k--
	}
	// log(m) = 2 atanh(s), s = (m-1)/(m+1), |s| < 0.1716.
	hi, lo := numTwoSum(m, 1)
	s := numDD{m - 1, 0}.div(numDD{hi, lo})
	s2 := s.mul(s)
	sum := numLogCoef[len(numLogCoef)-1]
	for n := len(numLogCoef) - 2; n >= 0; n-- {
		sum = sum.mul(s2).add(numLogCoef[n])
	}
	lm := s.mul(sum).mulF(2)
	return numLn2DD.mulF(float64(k)).add(lm)
}

// numLog is log(x) for finite x > 0, rounded from double-double (Go's
// math.Log is a few ulps off, and wrong for subnormals on amd64).
func numLog(x float64) float64 {
	r := numLogDD(x)
	return r.hi + r.lo
}

// numExp is exp(x), rounded from double-double.
func numExp(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x > 709.8:
		return math.Inf(1)
	case x < -708:
		return math.Exp(x)
	}
	k := math.Round(x / math.Ln2)
	e := numExpDD(numDD{x, 0}.add(numLn2DD.mulF(-k)))
	return math.Ldexp(e.hi+e.lo, int(k))
}

// numExpDD is exp(r) for |r| <= 0.35 in double-double.
func numExpDD(r numDD) numDD {
	const halvings = 10
	r = numDD{math.Ldexp(r.hi, -halvings), math.Ldexp(r.lo, -halvings)}
	// Taylor series to r**11/11!.
	sum := numDD{1, 0}
	for n := 11; n >= 1; n-- {
		sum = sum.mul(r).mul(numInvDD[n]).add(numDD{1, 0})
	}
	for i := 0; i < halvings; i++ {
		sum = sum.mul(sum)
	}
	return sum
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
