package eval

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"time"
)

// Resource accounting of big-int arithmetic.
//
// An operation on big ints first predicts the size of its result and the
// work it does, then (1) refuses results larger than intMaxBits outright
// with MemoryError, whatever the run's budget, because a single math/big
// call cannot be interrupted; (2) charges results of at least
// intChargeMinBytes to the run's memory budget (smaller results are
// short-lived temporaries, and charging every one of them would make a
// long loop over medium-sized ints fail a budget it never actually
// holds); (3) counts the work as operations, one per intWordsPerStep
// machine-word operations, before doing it, so an operation limit, the
// cancellation flag and the deadline stop an expensive computation before
// it starts and a long sequence of them between two steps; (4) predicts
// the operation's wall-clock time from its work and refuses it with the
// terminal timeout limit when it would end past the run's deadline (see
// intWorkTime).
//
// The work unit is one machine-word multiply-add of a schoolbook
// multiplication; the other operations are scaled to it (intMulWork,
// intDivWork), so that one measured rate predicts all of them. On a 2-core
// x86-64 a unit costs 1.8-2.8 ns for products and squares of 64 Kibit to
// 32 Mibit (Karatsuba's n**1.585 fits math/big within 30% over that
// range), and intDivWork's divisions the same within 20%.
const (
	intMaxBits        = 64 << 20 * 8 // 64 MiB
	intChargeMinBytes = 64 << 10
	intWordsPerStep   = 32
)

// intBudget accounts for an int operation producing about resBits bits
// and costing work word operations.
func intBudget(t *Thread, resBits, work int64) error {
	if resBits > intMaxBits || resBits < 0 {
		return memoryError(t)
	}
	if t == nil {
		return nil
	}
	if resBits >= intChargeMinBytes*8 {
		if err := t.Charge(resBits / 8); err != nil {
			return err
		}
	}
	return ChargeIntWork(t, work)
}

// ChargeIntWork accounts for an uninterruptible computation (one math/big
// call) of work word operations about to run: it counts the operations
// (which checks the operation limit, cancellation and the deadline) and
// refuses, with the terminal timeout limit, work predicted to end past the
// deadline. Call intWorkDone with the start time afterwards to refine the
// prediction.
func ChargeIntWork(t *Thread, work int64) error {
	if t == nil || work < intWordsPerStep {
		return nil
	}
	if work < 0 {
		work = math.MaxInt64
	}
	if err := t.Steps(work / intWordsPerStep); err != nil {
		return err
	}
	if work < intTimedWork {
		return nil
	}
	dl := t.limits.Deadline
	if dl.IsZero() {
		return nil
	}
	// Predicted time with a margin for the estimate's error (so that an
	// operation the estimate lets through ends by the deadline even when
	// it runs 1.5 times slower than predicted).
	need := time.Duration(math.Min(float64(work)*t.intNanosPerWork()*intTimeMargin, math.MaxInt64/2))
	if time.Until(dl) < need {
		// The run is over: pull the deadline in so that every later check
		// fails the same way.
		t.limits.Deadline = time.Now()
		t.budget, t.chunk = 0, 0
		return &LimitError{Kind: LimitTimeout}
	}
	return nil
}

// intTimedWork is the least work worth timing (about 50 µs): below it the
// clock costs more than the prediction is worth, and operations are
// short enough to be checked by the next operation step.
const (
	intTimedWork  = 1 << 14
	intTimeMargin = 1.5
)

// intDefaultNanosPerWork is the rate before any operation was timed
// (measured on a 2-core x86-64, rounded down).
const intDefaultNanosPerWork = 1.5

// intNanosPerWork is the interpreter's estimate of nanoseconds per work
// unit: an exponentially weighted mean of its timed operations, so it
// follows the machine's speed and load. It lives on the Interp (one
// goroutine at a time), so interpreters share no mutable state.
func (t *Thread) intNanosPerWork() float64 {
	if t.Interp != nil && t.Interp.intRate > 0 {
		return t.Interp.intRate
	}
	return intDefaultNanosPerWork
}

// intWorkStart returns the start time of an operation worth timing, or
// the zero time.
func intWorkStart(work int64) time.Time {
	if work < intTimedWork {
		return time.Time{}
	}
	return time.Now()
}

// intWorkDone folds the measured rate of an operation started at start
// (by intWorkStart) into the estimate. Rates are clamped to a sane range
// so that one operation preempted by the scheduler or the collector
// cannot make the estimate absurd.
func intWorkDone(t *Thread, start time.Time, work int64) {
	if start.IsZero() || work <= 0 {
		return
	}
	r := float64(time.Since(start)) / float64(work)
	r = math.Max(0.2, math.Min(r, 50))
	if t == nil || t.Interp == nil {
		return
	}
	t.Interp.intRate = 0.75*t.intNanosPerWork() + 0.25*r
}

// intWords is the number of machine words of an n-bit number.
func intWords(nbits int) int64 { return int64(nbits+63) / 64 }

// intMulWork estimates the word operations of multiplying an a-word by a
// b-word number (schoolbook below math/big's Karatsuba threshold,
// Karatsuba's n**1.585 above).
func intMulWork(a, b int64) int64 {
	if a > b {
		a, b = b, a
	}
	if a < 40 {
		return a*b + b
	}
	return int64(float64(b) * math.Pow(float64(a), 0.585))
}

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
		return intRShift(a, b)
	}
	ba, _ := AsBig(a)
	bb, _ := AsBig(b)
	la, lb := ba.BitLen(), bb.BitLen()
	wa, wb := intWords(la), intWords(lb)
	r := new(BigInt)
	switch op {
	case OpAdd, OpSub:
		if err := intBudget(t, int64(max(la, lb))+1, wa+wb); err != nil {
			return nil, err
		}
		if op == OpAdd {
			r.v.Add(ba, bb)
		} else {
			r.v.Sub(ba, bb)
		}
	case OpMul:
		work := intMulWork(wa, wb)
		if err := intBudget(t, int64(la)+int64(lb), work); err != nil {
			return nil, err
		}
		start := intWorkStart(work)
		r.v.Mul(ba, bb)
		intWorkDone(t, start, work)
	case OpFloorDiv, OpMod:
		if bb.Sign() == 0 {
			if op == OpMod {
				return nil, Errorf(ZeroDivisionErrorType, "integer modulo by zero")
			}
			return nil, Errorf(ZeroDivisionErrorType, "integer division or modulo by zero")
		}
		work := intDivWork(wa, wb)
		if err := intBudget(t, int64(la), work); err != nil {
			return nil, err
		}
		start := intWorkStart(work)
		q, m := intDivMod(ba, bb)
		intWorkDone(t, start, work)
		if op == OpMod {
			return MakeBigInt(m), nil
		}
		return MakeBigInt(q), nil
	case OpAnd, OpOr, OpXor:
		if err := intBudget(t, int64(max(la, lb))+1, wa+wb); err != nil {
			return nil, err
		}
		switch op {
		case OpAnd:
			r.v.And(ba, bb)
		case OpOr:
			r.v.Or(ba, bb)
		default:
			r.v.Xor(ba, bb)
		}
	default:
		return NotImplemented, nil
	}
	return intNorm(r), nil
}

// intDivWork estimates the work of dividing an wa-word number by a
// wb-word one: math/big's recursive division costs about two and a half
// products of the quotient's size by the divisor's (measured: 2.2-2.6).
func intDivWork(wa, wb int64) int64 {
	if wa < wb {
		return wa
	}
	return intMulWork(wa-wb+1, wb)*5/2 + wa
}

// intDivMod is Python's floor division and modulo (b != 0).
func intDivMod(a, b *big.Int) (q, m *big.Int) {
	q, m = new(big.Int).QuoRem(a, b, new(big.Int))
	if m.Sign() != 0 && m.Sign() != b.Sign() {
		q.Sub(q, big.NewInt(1))
		m.Add(m, b)
	}
	return q, m
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
		work := intDivWork(intWords(ba.BitLen()), intWords(bb.BitLen()))
		if err := intBudget(t, int64(ba.BitLen()), work); err != nil {
			return nil, nil, true, err
		}
		start := intWorkStart(work)
		qq, mm := intDivMod(ba, bb)
		intWorkDone(t, start, work)
		return MakeBigInt(qq), MakeBigInt(mm), true, nil
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
	n := bb.Int64()
	if err := intBudget(t, int64(ba.BitLen())+n, intWords(ba.BitLen())+n/64); err != nil {
		return nil, err
	}
	r := new(BigInt)
	r.v.Lsh(ba, uint(n))
	return intNorm(r), nil
}

// intRShift is a >> b for ints with the general cases (floor semantics).
func intRShift(a, b Value) (Value, error) {
	bb, _ := AsBig(b)
	if bb.Sign() < 0 {
		return nil, Errorf(ValueErrorType, "negative shift count")
	}
	ba, _ := AsBig(a)
	if !bb.IsInt64() || bb.Int64() >= int64(ba.BitLen()) {
		if ba.Sign() < 0 {
			return MakeInt(-1), nil
		}
		return MakeInt(0), nil
	}
	r := new(BigInt)
	r.v.Rsh(ba, uint(bb.Int64()))
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
		fa, _ := new(big.Float).SetInt(ba).Float64()
		fb, _ := new(big.Float).SetInt(bb).Float64()
		return Float(fa / fb), nil
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
	if err := intBudget(t, 64, intDivWork(intWords(la)+1, intWords(lb))); err != nil {
		return nil, err
	}
	num := new(big.Int).Abs(ba)
	den := new(big.Int).Abs(bb)
	shift := 55 - diff
	if shift >= 0 {
		num.Lsh(num, uint(shift))
	} else {
		den.Lsh(den, uint(-shift))
	}
	q, r := num.QuoRem(num, den, new(big.Int))
	m := q.Uint64()
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

func bigToFloat(x *big.Int) (float64, error) {
	if x.BitLen() > 1024 {
		return 0, Errorf(OverflowErrorType, "int too large to convert to float")
	}
	f, _ := new(big.Float).SetInt(x).Float64()
	if math.IsInf(f, 0) {
		return 0, Errorf(OverflowErrorType, "int too large to convert to float")
	}
	return f, nil
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
	// Trivial bases, whatever the exponent.
	if ba.Sign() == 0 {
		if bb.Sign() == 0 {
			return MakeInt(1), nil
		}
		return MakeInt(0), nil
	}
	if ba.IsInt64() {
		switch ba.Int64() {
		case 1:
			return MakeInt(1), nil
		case -1:
			if bb.Bit(0) == 0 {
				return MakeInt(1), nil
			}
			return MakeInt(-1), nil
		}
	}
	if !bb.IsInt64() {
		return nil, memoryError(t)
	}
	n := bb.Int64()
	if n == 0 {
		return MakeInt(1), nil
	}
	la := ba.BitLen()
	// Predicted size: n * log2|a| bits.
	absA := new(big.Int).Abs(ba)
	if absA.TrailingZeroBits() == uint(la-1) {
		// |a| is a power of two: a shift.
		k := int64(la - 1)
		if n > intMaxBits/k+1 {
			return nil, memoryError(t)
		}
		sh := k * n
		if err := intBudget(t, sh+1, sh/64); err != nil {
			return nil, err
		}
		r := new(BigInt)
		r.v.Lsh(big.NewInt(1), uint(sh))
		if ba.Sign() < 0 && n&1 == 1 {
			r.v.Neg(&r.v)
		}
		return intNorm(r), nil
	}
	log2a := float64(la-1) + math.Log2(numTopFraction(absA))
	predicted := float64(n) * log2a
	if predicted > intMaxBits {
		return nil, memoryError(t)
	}
	if err := intBudget(t, int64(predicted)+1, 0); err != nil {
		return nil, err
	}
	// Left-to-right square and multiply, counting the work of each step.
	r := new(big.Int).Set(ba)
	for i := bits.Len64(uint64(n)) - 2; i >= 0; i-- {
		w := intWords(r.BitLen())
		work := intMulWork(w, w)
		if err := intBudget(t, 0, work); err != nil {
			return nil, err
		}
		start := intWorkStart(work)
		r.Mul(r, r)
		intWorkDone(t, start, work)
		if n>>uint(i)&1 == 1 {
			work := intMulWork(intWords(r.BitLen()), intWords(la))
			if err := intBudget(t, 0, work); err != nil {
				return nil, err
			}
			start := intWorkStart(work)
			r.Mul(r, ba)
			intWorkDone(t, start, work)
		}
	}
	return MakeBigInt(r), nil
}

// numTopFraction returns x / 2**(bitlen-1) as a float in [1, 2).
func numTopFraction(x *big.Int) float64 {
	n := x.BitLen()
	if n <= 53 {
		return math.Ldexp(float64(x.Uint64()), 1-n)
	}
	top := new(big.Int).Rsh(x, uint(n-53))
	return math.Ldexp(float64(top.Uint64()), -52)
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
	mod := new(big.Int).Abs(bm)
	if mod.Cmp(big.NewInt(1)) == 0 {
		return MakeInt(0), nil
	}
	wm := intWords(mod.BitLen())
	base := new(big.Int).Mod(ba, mod)
	exp := bb
	if bb.Sign() < 0 {
		inv := new(big.Int).ModInverse(base, mod)
		if inv == nil || new(big.Int).Mod(new(big.Int).Mul(inv, base), mod).Cmp(big.NewInt(1)) != 0 {
			return nil, Errorf(ValueErrorType, "base is not invertible for the given modulus")
		}
		base = inv
		exp = new(big.Int).Neg(bb)
	}
	// Square and multiply: up to two modular products per exponent bit;
	// math/big's Montgomery multiplication (odd moduli) is quadratic.
	step := intMulWork(wm, wm) + intDivWork(2*wm, wm)
	if mod.Bit(0) == 1 {
		step = max(step, 2*wm*wm)
	}
	work := int64(exp.BitLen()) * 2 * step
	if work/2/step != int64(exp.BitLen()) {
		work = math.MaxInt64
	}
	if err := intBudget(t, int64(mod.BitLen()), work); err != nil {
		return nil, err
	}
	// Not timed: the windowed exponentiation does fewer products than
	// predicted, and its rate would skew the estimate of the others.
	r := new(big.Int).Exp(base, exp, mod)
	if bm.Sign() < 0 && r.Sign() != 0 {
		r.Add(r, bm)
	}
	return MakeBigInt(r), nil
}

// The limit on decimal conversions of ints (CPython's
// sys.get_int_max_str_digits() default).
const intMaxStrDigits = 4300

// IntToString formats an int value in base 2..36 (lower-case digits, a
// leading "-" for negatives, no prefix). Decimal conversion of ints with
// more than 4300 digits raises CPython's ValueError.
func IntToString(v Value, base int) (string, error) {
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
			const limitErr = "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"
			if x.v.BitLen() > 14400 {
				return "", Errorf(ValueErrorType, limitErr)
			}
			s := x.v.Text(10)
			n := len(s)
			if s[0] == '-' {
				n--
			}
			if n > intMaxStrDigits {
				return "", Errorf(ValueErrorType, limitErr)
			}
			return s, nil
		}
		return x.v.Text(base), nil
	}
	return "", Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(v))
}
