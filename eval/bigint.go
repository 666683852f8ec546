package eval

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// Int arithmetic beyond int64: the operators, divmod, pow and the
// conversion to text, on the accounted big-int operations of bigwork.go.

// intBinary is the int type's Binary slot for every operator: a and b are
// ints or bools (in either order, as binaryOp1 calls reflected slots with
// the original operand order); anything else gives NotImplemented.
func intBinary(t *Thread, op BinaryOp, a, b Value) (Value, error) {
	x, xok := intSmall(a)
	y, yok := intSmall(b)
	if xok && yok {
		if r, ok := intFast(op, x, y); ok {
			return r, nil
		}
	} else if !isIntValue(a) || !isIntValue(b) {
		return NotImplemented, nil
	}
	switch op {
	case OpTrueDiv:
		return intTrueDiv(t, a, b)
	case OpPow:
		return intPow(t, a, b)
	case OpMatMul:
		return NotImplemented, nil
	case OpLShift:
		return intLShift(t, a, b)
	case OpRShift:
		return intRShift(t, a, b)
	}
	ba, _ := AsBig(a)
	bb, _ := AsBig(b)
	// The result is written into the BigInt returned: one allocation.
	r := new(BigInt)
	var err error
	switch op {
	case OpAdd, OpSub, OpAnd, OpOr, OpXor:
		err = bigLinearInto(t, &r.v, ba, bb, op)
	case OpMul:
		err = bigMulInto(t, &r.v, ba, bb)
	case OpFloorDiv, OpMod:
		if bb.Sign() == 0 {
			if op == OpMod {
				return nil, Errorf(ZeroDivisionErrorType, "integer modulo by zero")
			}
			return nil, Errorf(ZeroDivisionErrorType, "integer division or modulo by zero")
		}
		q, m, err := BigDivMod(t, ba, bb)
		if err != nil {
			return nil, err
		}
		if op == OpMod {
			return intOwn(m), nil
		}
		return intOwn(q), nil
	default:
		return NotImplemented, nil
	}
	if err != nil {
		return nil, err
	}
	return intNorm(r), nil
}

func divmodOperand(v Value) Value {
	if in, ok := v.(*Instance); ok && in.base != nil && !userDefines(in.cls, "__divmod__", "__rdivmod__") {
		return in.base
	}
	return v
}

// DivMod returns divmod(a, b) for numbers (int, bool, float), as the
// divmod builtin computes it; ok is false when neither operand's type
// supports divmod with the other (the caller raises the TypeError
// "unsupported operand type(s) for divmod(): ...").
func DivMod(t *Thread, a, b Value) (q, r Value, ok bool, err error) {
	// Subclasses of int and float count as their value unless they define
	// __divmod__ or __rdivmod__ (the caller then calls those).
	a, b = divmodOperand(a), divmodOperand(b)
	if isIntValue(a) && isIntValue(b) {
		x, xok := intSmall(a)
		y, yok := intSmall(b)
		if xok && yok && y != 0 && !(y == -1 && x == math.MinInt64) {
			qv, _ := intFast(OpFloorDiv, x, y)
			rv, _ := intFast(OpMod, x, y)
			return qv, rv, true, nil
		}
		ba, _ := AsBig(a)
		bb, _ := AsBig(b)
		if bb.Sign() == 0 {
			return nil, nil, true, Errorf(ZeroDivisionErrorType, "integer division or modulo by zero")
		}
		qq, mm, err := BigDivMod(t, ba, bb)
		if err != nil {
			return nil, nil, true, err
		}
		return intOwn(qq), intOwn(mm), true, nil
	}
	fx, xok, err := floatArg(a)
	fy, yok, err2 := floatArg(b)
	if !xok || !yok {
		return nil, nil, false, nil
	}
	if err == nil {
		err = err2
	}
	if err != nil {
		return nil, nil, true, err
	}
	if fy == 0 {
		return nil, nil, true, Errorf(ZeroDivisionErrorType, "float divmod()")
	}
	fq, fm := floatDivMod(fx, fy)
	return Float(fq), Float(fm), true, nil
}

// intLShift is a << b for ints with the general cases.
func intLShift(t *Thread, a, b Value) (Value, error) {
	bb, _ := AsBig(b)
	if bb.Sign() < 0 {
		return nil, Errorf(ValueErrorType, "negative shift count")
	}
	ba, _ := AsBig(a)
	if ba.Sign() == 0 {
		return MakeInt(0), nil
	}
	if !bb.IsInt64() || bb.Int64() > intMaxBits {
		return nil, memoryError(t)
	}
	r := new(BigInt)
	if err := bigShiftInto(t, &r.v, ba, uint64(bb.Int64()), true); err != nil {
		return nil, err
	}
	return intNorm(r), nil
}

// intRShift is a >> b for ints with the general cases (floor semantics).
func intRShift(t *Thread, a, b Value) (Value, error) {
	bb, _ := AsBig(b)
	if bb.Sign() < 0 {
		return nil, Errorf(ValueErrorType, "negative shift count")
	}
	ba, _ := AsBig(a)
	n := uint64(math.MaxUint64)
	if bb.IsInt64() {
		n = uint64(bb.Int64())
	}
	r := new(BigInt)
	if err := bigShiftInto(t, &r.v, ba, n, false); err != nil {
		return nil, err
	}
	return intNorm(r), nil
}

// intTrueDiv is a / b for ints: correctly rounded, as CPython's
// long_true_divide.
func intTrueDiv(t *Thread, a, b Value) (Value, error) {
	ba, _ := AsBig(a)
	bb, _ := AsBig(b)
	if bb.Sign() == 0 {
		return nil, Errorf(ZeroDivisionErrorType, "division by zero")
	}
	neg := (ba.Sign() < 0) != (bb.Sign() < 0)
	if ba.Sign() == 0 {
		if neg || bb.Sign() < 0 {
			return Float(math.Copysign(0, -1)), nil
		}
		return Float(0), nil
	}
	la, lb := ba.BitLen(), bb.BitLen()
	if la <= 53 && lb <= 53 {
		return Float(float64(ba.Int64()) / float64(bb.Int64())), nil
	}
	diff := la - lb
	tooLarge := Errorf(OverflowErrorType, "integer division result too large for a float")
	if diff > 1025 {
		return nil, tooLarge
	}
	if diff < -1080 {
		if neg {
			return Float(math.Copysign(0, -1)), nil
		}
		return Float(0), nil
	}
	// The quotient of a shifted to 55 more bits than b: a division with a
	// one-word quotient, linear in the operands.
	num, den := ba, bb
	shift := 55 - diff
	var err error
	if shift >= 0 {
		num, err = BigLsh(t, ba, uint64(shift))
	} else {
		den, err = BigLsh(t, bb, uint64(-shift))
	}
	if err != nil {
		return nil, err
	}
	q, r, err := BigQuoRem(t, num, den)
	if err != nil {
		return nil, err
	}
	m := bigAbsUint64(q)
	if r.Sign() != 0 {
		m |= 1
	}
	f := numLdexpRound(m, -shift)
	if math.IsInf(f, 0) {
		return nil, tooLarge
	}
	if neg {
		f = -f
	}
	return Float(f), nil
}

// numLdexpRound returns m * 2**e correctly rounded to a float64 (half to
// even), where m is either exact or carries a sticky bit in its lowest
// bit and has at least 55 significant bits. It returns +Inf on overflow.
func numLdexpRound(m uint64, e int) float64 {
	if m == 0 {
		return 0
	}
	bl := bits.Len64(m)
	top := bl - 1 + e // exponent of the leading bit
	if top > 1023 {
		return math.Inf(1)
	}
	keep := 53
	if top < -1022 {
		keep = 53 - (-1022 - top)
	}
	if drop := bl - keep; drop > 0 {
		if drop > 64 {
			return 0
		}
		var rem, half uint64
		if drop == 64 {
			rem, half, m = m, 1<<63, 0
		} else {
			rem = m & (1<<uint(drop) - 1)
			half = 1 << uint(drop-1)
			m >>= uint(drop)
		}
		if rem > half || (rem == half && m&1 == 1) {
			m++
		}
		e += drop
	}
	return math.Ldexp(float64(m), e)
}

// intToFloat converts an int value to float64, or OverflowError "int too
// large to convert to float".
func intToFloat(v Value) (float64, error) {
	switch x := v.(type) {
	case Int:
		return float64(x), nil
	case Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	case *BigInt:
		return bigToFloat(&x.v)
	}
	return 0, Errorf(TypeErrorType, "must be real number, not %s", TypeName(v))
}

// intPow is a ** b for ints.
func intPow(t *Thread, a, b Value) (Value, error) {
	bb, _ := AsBig(b)
	if bb.Sign() < 0 {
		fa, err := intToFloat(a)
		if err != nil {
			return nil, err
		}
		fb, err := intToFloat(b)
		if err != nil {
			return nil, err
		}
		return floatPow(fa, fb)
	}
	ba, _ := AsBig(a)
	if !bb.IsInt64() {
		// Only the trivial bases have a result of any size.
		switch {
		case ba.Sign() == 0:
			return MakeInt(0), nil
		case ba.IsInt64() && ba.Int64() == 1:
			return MakeInt(1), nil
		case ba.IsInt64() && ba.Int64() == -1:
			if bb.Bit(0) == 0 {
				return MakeInt(1), nil
			}
			return MakeInt(-1), nil
		}
		return nil, memoryError(t)
	}
	r, err := BigPow(t, ba, uint64(bb.Int64()))
	if err != nil {
		return nil, err
	}
	return intOwn(r), nil
}

// PowMod returns pow(a, b, m) for ints (CPython's three-argument pow),
// and for other numbers the error CPython raises.
func PowMod(t *Thread, a, b, m Value) (Value, error) {
	if ta := a.Type(); ta.user != nil && ta.user.binUser[OpPow] {
		// CPython's slot_nb_power: three-argument pow calls a's __pow__
		// (never b's __rpow__).
		r, found, err := callDunder(t, a, "__pow__", b, m)
		if err != nil || (found && r != NotImplemented) {
			return r, err
		}
	}
	a0, b0, m0 := a, b, m
	a, b, m = unwrap(a), unwrap(b), unwrap(m)
	if !isIntValue(a) || !isIntValue(b) || !isIntValue(m) {
		for _, v := range []Value{a, b} {
			switch v.(type) {
			case Complex:
				return nil, Errorf(ValueErrorType, "complex modulo")
			case Float:
				return nil, Errorf(TypeErrorType, "pow() 3rd argument not allowed unless all arguments are integers")
			}
		}
		if isIntValue(a) && isIntValue(b) {
			if _, ok := m.(Float); ok {
				return nil, Errorf(TypeErrorType, "pow() 3rd argument not allowed unless all arguments are integers")
			}
		}
		return nil, Errorf(TypeErrorType, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
			TypeName(a0), TypeName(b0), TypeName(m0))
	}
	ba, _ := AsBig(a)
	bb, _ := AsBig(b)
	bm, _ := AsBig(m)
	if bm.Sign() == 0 {
		return nil, Errorf(ValueErrorType, "pow() 3rd argument cannot be 0")
	}
	mod := bm
	if bm.Sign() < 0 {
		var err error
		if mod, err = BigNeg(t, bm); err != nil {
			return nil, err
		}
	}
	if mod.IsInt64() && mod.Int64() == 1 {
		return MakeInt(0), nil
	}
	base, exp := ba, bb
	if bb.Sign() < 0 {
		inv, ok, err := BigModInverse(t, ba, mod)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, Errorf(ValueErrorType, "base is not invertible for the given modulus")
		}
		if exp, err = BigNeg(t, bb); err != nil {
			return nil, err
		}
		base = inv
	}
	r, err := BigExpMod(t, base, exp, mod)
	if err != nil {
		return nil, err
	}
	if bm.Sign() < 0 && r.Sign() != 0 {
		if r, err = BigAdd(t, r, bm); err != nil {
			return nil, err
		}
	}
	return intOwn(r), nil
}

// IntDefaultMaxStrDigits is CPython's default limit on the decimal digits
// of int conversions (sys.get_int_max_str_digits(), CVE-2020-10735).
const IntDefaultMaxStrDigits = 4300

// IntMaxStrDigits is sys.get_int_max_str_digits() of the interpreter: the
// most decimal digits an int conversion takes, 0 for no limit.
func (in *Interp) IntMaxStrDigits() int64 {
	switch in.strDigits {
	case 0:
		return IntDefaultMaxStrDigits
	case -1:
		return 0
	}
	return in.strDigits
}

// SetIntMaxStrDigits is sys.set_int_max_str_digits(n) (n already checked:
// 0, or at least 640). Conversions past the default are charged as any
// other big-int work.
func (in *Interp) SetIntMaxStrDigits(n int64) {
	if n == 0 {
		n = -1
	}
	in.strDigits = n
}

// intStrLimit is the running interpreter's limit (0: none).
func (t *Thread) intStrLimit() int64 {
	if t == nil || t.Interp == nil {
		return IntDefaultMaxStrDigits
	}
	return t.Interp.IntMaxStrDigits()
}

// intStrLimitError is CPython's error for an int with more decimal digits
// than the limit.
func intStrLimitError(limit int64) error {
	return Errorf(ValueErrorType, "Exceeds the limit (%d digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit", limit)
}

// bigDecimal is the decimal text of x, refused with CPython's ValueError
// past the limit's digits (as CPython, by the size of x first: a number
// of 30-bit digits past 10*limit/90+1, cheaply known to be too long, is
// not converted at all).
func bigDecimal(t *Thread, x *big.Int) (string, error) {
	limit := t.intStrLimit()
	if limit > 0 && int64(x.BitLen()+29)/30 >= 10*limit/90+2 {
		return "", intStrLimitError(limit)
	}
	s, err := BigText(t, x, 10)
	if err != nil {
		return "", err
	}
	n := len(s)
	if s[0] == '-' {
		n--
	}
	if limit > 0 && int64(n) > limit {
		return "", intStrLimitError(limit)
	}
	return s, nil
}

// smallDecimal is bigDecimal of |v| (no sign) for a word-sized int.
func smallDecimal(t *Thread, v int64) (string, error) {
	u := uint64(v)
	if v < 0 {
		u = -u
	}
	limit := t.intStrLimit()
	if limit > 0 && int64(bits.Len64(u)+29)/30 >= 10*limit/90+2 {
		return "", intStrLimitError(limit)
	}
	s, err := smallIntText(t, v, 10)
	if err != nil {
		return "", err
	}
	if limit > 0 && int64(len(s)) > limit {
		return "", intStrLimitError(limit)
	}
	return s, nil
}

// IntToString formats an int value in base 2..36 (lower-case digits, a
// leading "-" for negatives, no prefix). Decimal conversion of ints with
// more digits than sys.get_int_max_str_digits() raises CPython's
// ValueError.
func IntToString(t *Thread, v Value, base int) (string, error) {
	switch x := v.(type) {
	case Int:
		return strconv.FormatInt(int64(x), base), nil
	case Bool:
		if x {
			return "1", nil
		}
		return "0", nil
	case *BigInt:
		if base == 10 {
			return bigDecimal(t, &x.v)
		}
		return BigText(t, &x.v, base)
	}
	return "", Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(v))
}
