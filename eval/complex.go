package eval

import (
	"math"

	"github.com/pyinterp/pyinterp/internal/libm"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// Complex is a Python complex.
type Complex complex128

// ComplexType is complex.
var ComplexType = newBuiltinType("complex")

func (Complex) Type() *Type { return ComplexType }

func complexInitType() {
	numSetBase(ComplexType, ObjectType)
	ComplexType.Doc = "Create a complex number from a real part and an optional imaginary part."
	ComplexType.New = complexNew
	ComplexType.Repr = func(_ *Thread, v Value) (string, error) { return pyrepr.Complex(complex128(v.(Complex))), nil }
	ComplexType.Hash = func(_ *Thread, v Value) (int64, error) {
		c := v.(Complex)
		h := uint64(hashFloat(real(c))) + 1000003*uint64(hashFloat(imag(c)))
		if int64(h) == -1 {
			return -2, nil
		}
		return int64(h), nil
	}
	ComplexType.Truth = func(_ *Thread, v Value) (bool, error) { return v.(Complex) != 0, nil }
	ComplexType.Compare = complexCompare
	for op := range numBinaryOps {
		switch op {
		case OpAdd, OpSub, OpMul, OpTrueDiv, OpPow:
			ComplexType.Binary[op] = func(t *Thread, a, b Value) (Value, error) { return complexBinary(t, op, a, b) }
		}
	}
	ComplexType.Neg = func(_ *Thread, v Value) (Value, error) {
		c := v.(Complex)
		return Complex(complex(-real(c), -imag(c))), nil
	}
	ComplexType.Pos = func(_ *Thread, v Value) (Value, error) { return v, nil }
	ComplexType.Abs = func(_ *Thread, v Value) (Value, error) {
		c := v.(Complex)
		re, im := real(c), imag(c)
		if math.IsInf(re, 0) || math.IsInf(im, 0) {
			return Float(math.Inf(1)), nil
		}
		if math.IsNaN(re) || math.IsNaN(im) {
			return Float(math.NaN()), nil
		}
		r := libm.Hypot(re, im)
		if math.IsInf(r, 0) {
			return nil, Errorf(OverflowErrorType, "absolute value too large")
		}
		return Float(r), nil
	}
}

// complexArg converts an operand of a complex operation: ok is false for
// values that are not numbers.
func complexArg(v Value) (c complex128, ok bool, err error) {
	if x, ok := v.(Complex); ok {
		return complex128(x), true, nil
	}
	f, ok, err := floatArg(v)
	return complex(f, 0), ok, err
}

func complexBinary(_ *Thread, op BinaryOp, a, b Value) (Value, error) {
	x, ok, err := complexArg(a)
	if !ok {
		return NotImplemented, nil
	}
	y, ok, err2 := complexArg(b)
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
		return Complex(complex(real(x)+real(y), imag(x)+imag(y))), nil
	case OpSub:
		return Complex(complex(real(x)-real(y), imag(x)-imag(y))), nil
	case OpMul:
		return Complex(complexProd(x, y)), nil
	case OpTrueDiv:
		q, edom := complexQuot(x, y)
		if edom {
			return nil, Errorf(ZeroDivisionErrorType, "complex division by zero")
		}
		return Complex(q), nil
	case OpPow:
		return complexPowValues(x, y)
	}
	return NotImplemented, nil
}

// complexProd is CPython's _Py_c_prod; the explicit conversions keep the
// compiler from fusing multiply-adds, so results match C bit for bit.
func complexProd(a, b complex128) complex128 {
	re := float64(real(a)*real(b)) - float64(imag(a)*imag(b))
	im := float64(real(a)*imag(b)) + float64(imag(a)*real(b))
	return complex(re, im)
}

// complexQuot is CPython's _Py_c_quot; edom reports division by zero.
func complexQuot(a, b complex128) (r complex128, edom bool) {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	absBr, absBi := math.Abs(br), math.Abs(bi)
	switch {
	case absBr >= absBi:
		if absBr == 0 {
			return 0, true
		}
		ratio := bi / br
		denom := br + float64(bi*ratio)
		return complex((ar+float64(ai*ratio))/denom, (ai-float64(ar*ratio))/denom), false
	case absBi >= absBr:
		ratio := br / bi
		denom := float64(br*ratio) + bi
		return complex((float64(ar*ratio)+ai)/denom, (float64(ai*ratio)-ar)/denom), false
	}
	return complex(math.NaN(), math.NaN()), false
}

// complexPowValues is CPython's complex_pow (without modulus).
func complexPowValues(a, b complex128) (Value, error) {
	var p complex128
	var edom bool
	intExp := int64(real(b))
	if imag(b) == 0 && real(b) == float64(intExp) && math.Abs(real(b)) < 1<<62 {
		p, edom = complexPowi(a, intExp)
	} else {
		p, edom = complexPow(a, b)
	}
	if math.IsInf(real(p), 0) || math.IsInf(imag(p), 0) {
		if !edom {
			return nil, Errorf(OverflowErrorType, "complex exponentiation")
		}
	}
	if edom {
		return nil, Errorf(ZeroDivisionErrorType, "0.0 to a negative or complex power")
	}
	return Complex(p), nil
}

// complexPow is CPython's _Py_c_pow.
func complexPow(a, b complex128) (complex128, bool) {
	if b == 0 {
		return 1, false
	}
	if a == 0 {
		return 0, imag(b) != 0 || real(b) < 0
	}
	vabs := libm.Hypot(real(a), imag(a))
	var length float64
	if math.IsInf(vabs, 0) || real(b) == 0 {
		length = math.Pow(vabs, real(b))
	} else if vabs == 1 {
		length = 1
	} else {
		length = libm.Pow(vabs, real(b))
	}
	at := libm.Atan2(imag(a), real(a))
	phase := at * real(b)
	if imag(b) != 0 {
		length /= libm.Exp(at * imag(b))
		if math.IsInf(vabs, 0) {
			phase += imag(b) * vabs
		} else {
			phase += imag(b) * libm.Log(vabs)
		}
	}
	// C's cos and sin of an infinity set errno to EDOM, which
	// complex_pow reports as a ZeroDivisionError.
	cos, sin := libm.Cos(phase), libm.Sin(phase)
	return complex(length*cos, length*sin), math.IsInf(phase, 0)
}

// complexPowi is CPython's c_powi.
func complexPowi(x complex128, n int64) (complex128, bool) {
	if n > 100 || n < -100 {
		return complexPow(x, complex(float64(n), 0))
	}
	if n > 0 {
		return complexPowu(x, n), false
	}
	return complexQuot(1, complexPowu(x, -n))
}

// complexPowu is CPython's c_powu.
func complexPowu(x complex128, n int64) complex128 {
	r := complex128(1)
	p := x
	for mask := int64(1); mask > 0 && n >= mask; mask <<= 1 {
		if n&mask != 0 {
			r = complexProd(r, p)
		}
		p = complexProd(p, p)
	}
	return r
}

// complexCompare is complex's rich comparison: == and != only.
func complexCompare(t *Thread, op CompareOp, a, b Value) (Value, error) {
	if op != EQ && op != NE {
		return NotImplemented, nil
	}
	x := complex128(a.(Complex))
	var equal bool
	switch y := unwrap(b).(type) { // number subclasses compare by value
	case Int, Bool, *BigInt:
		if imag(x) == 0 {
			return floatCompare(t, op, Float(real(x)), y)
		}
		equal = false
	case Float:
		equal = real(x) == float64(y) && imag(x) == 0
	case Complex:
		equal = real(x) == real(y) && imag(x) == imag(y)
	default:
		return NotImplemented, nil
	}
	return MakeBool(equal == (op == EQ)), nil
}

// complexNew is complex(real=0, imag=0).
func complexNew(t *Thread, cls *Type, args []Value, kwnames []string) (Value, error) {
	npos := len(args) - len(kwnames)
	if len(args) > 2 {
		return nil, Errorf(TypeErrorType, "complex() takes at most 2 arguments (%d given)", len(args))
	}
	var r, i Value
	if npos >= 1 {
		r = args[0]
	}
	if npos >= 2 {
		i = args[1]
	}
	for k, name := range kwnames {
		v := args[npos+k]
		switch {
		case name == "real" && npos < 1:
			r = v
		case name == "imag" && npos < 2:
			i = v
		case name == "real" || name == "imag":
			pos := 1
			if name == "imag" {
				pos = 2
			}
			return nil, Errorf(TypeErrorType, "argument for complex() given by name ('%s') and position (%d)", name, pos)
		default:
			return nil, Errorf(TypeErrorType, "'%s' is an invalid keyword argument for complex()", name)
		}
	}
	if r == nil {
		r = MakeInt(0)
	}
	if s, ok := As[*Str](r); ok {
		if i != nil {
			return nil, Errorf(TypeErrorType, "complex() can't take second arg if first is a string")
		}
		c, err := ComplexFromString(t, s.String())
		if err != nil {
			return nil, err
		}
		return Complex(c), nil
	}
	if _, ok := As[*Str](i); ok {
		return nil, Errorf(TypeErrorType, "complex() second arg can't be a string")
	}
	var cr, ci complex128
	crIsComplex, ciIsComplex := false, false
	if c, ok := r.(Complex); ok {
		if i == nil {
			return c, nil
		}
		cr, crIsComplex = complex128(c), true
	} else {
		if !complexIsNumber(r) {
			return nil, Errorf(TypeErrorType, "complex() first argument must be a string or a number, not '%s'", TypeName(r))
		}
		f, err := FloatOf(t, r)
		if err != nil {
			return nil, err
		}
		cr = complex(f, 0)
	}
	var ciReal float64
	if i == nil {
		ciReal = imag(cr)
	} else if c, ok := i.(Complex); ok {
		ci, ciIsComplex = complex128(c), true
		ciReal = real(ci)
	} else {
		if !complexIsNumber(i) {
			return nil, Errorf(TypeErrorType, "complex() second argument must be a number, not '%s'", TypeName(i))
		}
		f, err := FloatOf(t, i)
		if err != nil {
			return nil, err
		}
		ciReal = f
	}
	crReal := real(cr)
	if ciIsComplex {
		crReal -= imag(ci)
	}
	if crIsComplex && i != nil {
		ciReal += imag(cr)
	}
	return Complex(complex(crReal, ciReal)), nil
}

// complexIsNumber reports whether v's type has __float__ or __index__.
func complexIsNumber(v Value) bool {
	//limiterr:ok a type test: floatArg calls no Python code and charges nothing
	if _, ok, _ := floatArg(v); ok {
		return true
	}
	typ := v.Type()
	return typ.Float != nil || typ.Index != nil
}
