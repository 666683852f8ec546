package modules

import (
	"math"
	"strconv"
	"strings"

	"github.com/cockroachdb/apd/v3"
	"github.com/pyinterp/pyinterp/eval"
)

// The decimal module's arithmetic on apd: the only file that calls apd's
// operations (internal/lint/allocpath rejects them elsewhere), each
// accounted before it runs.
//
// Accounting. An operand's coefficient and the precision are bounded
// (maxDecimalDigits, maxDecimalTranscendental for exp, ln, log10, sqrt
// and powers): past them an operation is refused with the memory limit.
// Below them each apd call's work is predicted from the sizes of its
// numbers (apd's coefficients are math/big numbers: products, divisions
// and the decimal conversions of eval's big-int work model) and charged
// through eval.ChargeIntWork, which counts it as operations and refuses
// work that would end past the run's deadline.
//
// Exponents. apd works with exponents within +-100000 and its
// transcendental functions loop without end on an operand it cannot
// scale (ln of 1e-999999999 never returned). Operands of exp, ln, log10,
// sqrt and powers are reduced first (decReduce...): the logarithms of
// m*10**e are those of m plus e*ln(10), a square root halves the
// exponent, exp of a huge or tiny argument is that of a representative
// with the same result, so apd only sees exponents near zero.

// decMaxExp bounds the exponents pyinterp's decimal handles (apd's are
// int32; CPython's libmpdec goes to ±999999999999999999 on 64-bit). A
// default context's Emax (999999999) is below it, so only a context with
// a larger Emax or a smaller Emin can ask for more: operands beyond it,
// and overflows or underflows that the context would not have, raise
// NotImplementedError naming the limitation instead of a wrong result.
const decMaxExp = 1 << 30

// decRangeError is the error for an operand's exponent e beyond
// decMaxExp.
func decRangeError(e int64) error {
	return eval.Errorf(eval.NotImplementedErrorType,
		"decimal: an operand's exponent (%d) is beyond the exponents pyinterp supports (±%d; CPython's reach ±999999999999999999)", e, int64(decMaxExp))
}

// decResultRangeError is the error for a result whose exponent would be
// beyond decMaxExp (within the context's Emin and Emax).
func decResultRangeError() error {
	return eval.Errorf(eval.NotImplementedErrorType,
		"decimal: the result's exponent is beyond the exponents pyinterp supports (±%d; CPython's reach ±999999999999999999)", int64(decMaxExp))
}

// decSafeExp bounds the exponents of operands handed to apd's
// transcendental functions.
const decSafeExp = 20000

// decDigitBits converts decimal digits to bits.
const decDigitBits = 3.3219280948873623

// decBits is the size in bits of an n-digit coefficient.
func decBits(digits int64) int64 { return int64(float64(digits)*decDigitBits) + 1 }

// decParseCharge accounts for converting n decimal digits to a binary
// coefficient (math/big's parse is quadratic) and back, and for apd's
// digit counts of it (each computes a power of ten of its size; an
// operation counts them about ten times).
func decParseCharge(t *eval.Thread, n int64) error {
	w := decBits(n)/64 + 1
	return eval.ChargeIntWork(t, w*w/2+15*eval.BigMulWork(decBits(n), decBits(n)))
}

// decAdj is d's adjusted exponent (the exponent of its leading digit).
func decAdj(d *apd.Decimal) int64 { return int64(d.Exponent) + d.NumDigits() - 1 }

// decOutside reports whether a finite d's exponent is beyond what apd's
// transcendental functions handle.
func decOutside(d *apd.Decimal) bool {
	if d.Form != apd.Finite || d.IsZero() {
		return false
	}
	e := int64(d.Exponent)
	return e > decSafeExp || e < -decSafeExp || decAdj(d) > decSafeExp || decAdj(d) < -decSafeExp
}

// decOpWork predicts the work of one apd operation on numbers of the
// given digits at precision prec (in eval's big-int work units).
func decOpWork(op string, dx, dy, prec int64) int64 {
	big := max(dx, dy, prec)
	switch op {
	case "mul":
		return eval.BigMulWork(decBits(dx), decBits(dy)) + decBits(big)/16
	case "div", "divint", "rem":
		return eval.BigDivWork(decBits(dx+dy+prec), decBits(dy)) + decBits(big)/16
	case "ln", "log10", "pow", "exp", "sqrt":
		// apd's series and iterations at the working precision (plus the
		// digits the reductions add), measured on a 2-core x86-64: ln,
		// log10 and non-integral powers 0.2-1 ns * p**3, exp 0.05-0.15 ns
		// * p**3, sqrt far less; counted with room for a reduction's second
		// logarithm.
		p := float64(prec + 30)
		switch op {
		case "exp":
			return int64(p * p * p / 2)
		case "sqrt":
			return int64(p*p) + eval.BigDivWork(2*decBits(big), decBits(big))
		}
		return int64(2 * p * p * p)
	}
	// Sums, roundings, quantize: a scaling product and a pass.
	return eval.BigMulWork(decBits(big), decBits(big)) + decBits(big)/16
}

// decFromTuple converts (sign, digits, exp) to an apd decimal; exp is an
// int, or "F" (infinity), "n" (NaN), "N" (sNaN). Coefficients longer than
// maxDecimalDigits are refused (err) before they are converted.
func decFromTuple(t *eval.Thread, v eval.Value) (*apd.Decimal, bool, error) {
	tu, ok := v.(*eval.Tuple)
	if !ok || tu.Len() != 3 {
		return nil, false, nil
	}
	e := tu.Elems()
	d := new(apd.Decimal)
	sign, _ := e[0].(eval.Int)
	d.Negative = sign != 0
	if s, ok := e[2].(*eval.Str); ok {
		switch s.String() {
		case "F":
			d.Form = apd.Infinite
		case "n":
			d.Form = apd.NaN
		default:
			d.Form = apd.NaNSignaling
		}
		return d, true, nil
	}
	exp, ok := e[2].(eval.Int)
	digits, ok2 := e[1].(*eval.Str)
	if !ok || !ok2 {
		return nil, false, nil
	}
	if exp > decMaxExp || exp < -decMaxExp {
		return nil, false, decRangeError(int64(exp))
	}
	ds := digits.String()
	if len(ds) > maxDecimalDigits {
		return nil, false, &eval.LimitError{Kind: eval.LimitMemory, Limit: maxDecimalDigits}
	}
	if err := decParseCharge(t, int64(len(ds))); err != nil {
		return nil, false, err
	}
	if _, ok := d.Coeff.SetString(ds, 10); !ok {
		return nil, false, nil
	}
	d.Exponent = int32(exp)
	return d, true, nil
}

// decToTuple converts d to (sign, digits, exp, flags) for the Python
// side (the digits' conversion was charged with the operation's work).
func decToTuple(t *eval.Thread, d *apd.Decimal, flags int64) eval.Value {
	sign := eval.MakeInt(0)
	if d.Negative {
		sign = eval.MakeInt(1)
	}
	var digits string
	var exp eval.Value
	switch d.Form {
	case apd.Infinite:
		digits, exp = "0", eval.NewStr("F")
	case apd.NaN:
		digits, exp = "", eval.NewStr("n")
	case apd.NaNSignaling:
		digits, exp = "", eval.NewStr("N")
	default:
		digits, exp = d.Coeff.String(), eval.MakeInt(int64(d.Exponent))
	}
	return tuple(t, sign, str(t, digits), exp, eval.MakeInt(flags))
}

// decOp is _decop(name, (prec, rounding, Emin, Emax), a[, b]).
func decOp(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_decop", args, kw, 3, 4); err != nil {
		return nil, err
	}
	name, _ := args[0].(*eval.Str)
	ctxt, _ := args[1].(*eval.Tuple)
	if name == nil || ctxt == nil || ctxt.Len() != 4 {
		return nil, eval.Errorf(eval.TypeErrorType, "_decop: bad arguments")
	}
	ce := ctxt.Elems()
	prec, _ := ce[0].(eval.Int)
	rounding, _ := ce[1].(*eval.Str)
	emin, _ := ce[2].(eval.Int)
	emax, _ := ce[3].(eval.Int)
	ops := make([]*apd.Decimal, 0, 2)
	op := name.String()
	// work estimates the digits the operation handles: its operands',
	// and the precision for the operations that fill it.
	var work int64
	switch op {
	case "div", "divint", "rem", "pow", "exp", "ln", "log10", "sqrt":
		work = int64(prec)
	}
	var digits [2]int64
	for i, a := range args[2:] {
		d, ok, err := decFromTuple(t, a)
		if err != nil {
			return nil, err
		}
		if !ok {
			return decToTuple(t, &apd.Decimal{Form: apd.NaN}, decInvalid), nil
		}
		ops = append(ops, d)
		work += d.NumDigits()
		digits[i] = d.NumDigits()
	}
	if work > maxDecimalDigits || prec < 0 {
		return nil, &eval.LimitError{Kind: eval.LimitMemory, Limit: maxDecimalDigits}
	}
	switch op {
	case "exp", "ln", "log10", "pow", "sqrt":
		if work > maxDecimalTranscendental {
			return nil, &eval.LimitError{Kind: eval.LimitMemory, Limit: maxDecimalTranscendental}
		}
	}
	// The result: at most the precision's digits, or (quantize, the
	// integral values, exact sums) the operands' and the exponents' gap.
	resDigits := max(int64(prec), digits[0], digits[1]) + 2
	if err := eval.Reserve(t, decBits(resDigits)/8+64); err != nil {
		return nil, err
	}
	if err := eval.ChargeIntWork(t, decOpWork(op, digits[0], digits[1], int64(prec))); err != nil {
		return nil, err
	}
	if err := decParseCharge(t, resDigits); err != nil { // the result's digits
		return nil, err
	}
	ctx := &apd.Context{
		Precision:   uint32(prec),
		MaxExponent: int32(min(int64(emax), apd.MaxExponent)),
		MinExponent: int32(max(int64(emin), apd.MinExponent)),
		Rounding:    decRoundings[rounding.String()],
	}
	if ctx.Rounding == "" {
		ctx.Rounding = apd.RoundHalfEven
	}
	d := new(apd.Decimal)
	var c apd.Condition
	var err error
	x := ops[0]
	var y *apd.Decimal
	if len(ops) > 1 {
		y = ops[1]
	}
	need := func(n int) bool { return len(ops) == n }
	switch op {
	case "quantize":
		if y.Form == apd.Finite {
			x = decSticky(x, int64(y.Exponent))
		}
	case "to_integral_value", "to_integral_exact":
		x = decSticky(x, 0)
	}
	if len(ops) == 1 && decBeyond(x) {
		if r, rc, ok, rerr := decUnaryShifted(ctx, op, x, int64(emin), int64(emax)); ok {
			d, c, err = r, rc, rerr
			goto computed
		}
	}
	if len(ops) == 2 && decBeyond(x, y) {
		if r, rc, ok, rerr := decArithShifted(ctx, op, x, y, int64(emin), int64(emax)); ok {
			d, c, err = r, rc, rerr
			goto computed
		}
	}
	switch {
	case op == "add" && need(2):
		c, err = ctx.Add(d, x, y)
	case op == "sub" && need(2):
		c, err = ctx.Sub(d, x, y)
	case op == "mul" && need(2):
		c, err = ctx.Mul(d, x, y)
	case op == "div" && need(2):
		c, err = ctx.Quo(d, x, y)
	case op == "divint" && need(2):
		c, err = ctx.QuoInteger(d, x, y)
	case op == "rem" && need(2):
		c, err = ctx.Rem(d, x, y)
	case op == "pow" && need(2):
		if decOutside(x) || decOutside(y) {
			var done bool
			var r *apd.Decimal
			var rc apd.Condition
			if r, rc, done, err = decPowReduced(ctx, x, y, int64(emin), int64(emax)); done && err == nil {
				d, c = r, rc
			}
		} else {
			c, err = decPow(ctx, d, x, y)
		}
	case op == "quantize" && need(2):
		if y.Form != apd.Finite || x.Form != apd.Finite {
			if (x.Form == apd.Infinite) && (y.Form == apd.Infinite) {
				d.Set(x)
			} else if x.Form == apd.NaN || x.Form == apd.NaNSignaling || y.Form == apd.NaN || y.Form == apd.NaNSignaling {
				d.Form = apd.NaN
				if x.Form == apd.NaNSignaling || y.Form == apd.NaNSignaling {
					c = apd.InvalidOperation
				}
			} else {
				d.Form, c = apd.NaN, apd.InvalidOperation
			}
		} else {
			c, err = ctx.Quantize(d, x, y.Exponent)
		}
	case (op == "sqrt" || op == "exp" || op == "ln" || op == "log10") && ctx.Rounding != apd.RoundHalfEven:
		// libmpdec rounds these half-even whatever the context says.
		ctx.Rounding = apd.RoundHalfEven
		return decOp(t, nil, append([]eval.Value{args[0], tuple(t, ce[0], eval.NewStr("ROUND_HALF_EVEN"), ce[2], ce[3])}, args[2:]...), nil)
	case op == "sqrt" && need(1):
		if decOutside(x) && !x.Negative {
			// sqrt(c * 10**(2k+r)) = sqrt(c * 10**r) * 10**k.
			k := int64(x.Exponent) / 2
			if int64(x.Exponent)%2 < 0 {
				k--
			}
			r := new(apd.Decimal).Set(x)
			r.Exponent = int32(int64(x.Exponent) - 2*k)
			c, err = ctx.Sqrt(d, r)
			if err == nil && d.Form == apd.Finite {
				var c2 apd.Condition
				d, c2 = decFixRange(ctx, d, int64(d.Exponent)+k, int64(emin), int64(emax))
				c |= c2
			}
		} else {
			c, err = ctx.Sqrt(d, x)
		}
	case op == "exp" && need(1):
		switch {
		case x.Form == apd.Finite && x.IsZero():
			d.SetInt64(1) // exp(0) is exactly 1
		case x.Form == apd.Finite && decAdj(x) >= 1:
			// apd's exp overflows past 23 times the precision: reduce.
			d, c, err = decExpReduced(ctx, x, int64(emin), int64(emax))
		case decOutside(x):
			// A tiny argument gives 1 rounded, as a representative of
			// moderate exponent does.
			c, err = ctx.Exp(d, &apd.Decimal{Negative: x.Negative, Coeff: *apd.NewBigInt(1), Exponent: -int32(ctx.Precision) - 5})
		default:
			c, err = ctx.Exp(d, x)
		}
	case op == "ln" && need(1):
		switch p, ok := decPowerOfTen(x); {
		case ok && p == 0:
			d.SetInt64(0) // ln(1) is exactly 0
		case decOutside(x) && !x.Negative:
			c, err = decLogReduced(ctx, d, x, false)
		default:
			c, err = ctx.Ln(d, x)
		}
	case op == "log10" && need(1):
		switch p, ok := decPowerOfTen(x); {
		case ok:
			d.SetInt64(p) // exact: an integral power of ten
		case decOutside(x) && !x.Negative:
			c, err = decLogReduced(ctx, d, x, true)
		default:
			c, err = ctx.Log10(d, x)
		}
	case op == "fix" && need(1):
		c, err = ctx.Round(d, x)
	case op == "plus" && need(1):
		c, err = ctx.Round(d, x)
		if err == nil && d.Form == apd.Finite && d.IsZero() && ctx.Rounding != apd.RoundFloor {
			d.Negative = false
		}
	case op == "minus" && need(1):
		c, err = ctx.Neg(d, x)
	case op == "abs" && need(1):
		c, err = ctx.Abs(d, x)
	case op == "to_integral_value" && need(1):
		c, err = ctx.RoundToIntegralValue(d, x)
	case op == "to_integral_exact" && need(1):
		c, err = ctx.RoundToIntegralExact(d, x)
	case op == "normalize" && need(1):
		_, c, err = ctx.Reduce(d, x)
	default:
		return nil, eval.Errorf(eval.ValueErrorType, "_decop: unknown operation %s", strconv.Quote(op))
	}
computed:
	if err != nil {
		// No traps are set, so an error is an exponent beyond apd's range:
		// report the overflow or underflow libmpdec reports beyond Emax
		// or below Etiny.
		adj := int64(x.Exponent) + x.NumDigits()
		if y != nil && (op == "mul" || op == "pow") {
			adj += int64(y.Exponent) + y.NumDigits()
		}
		if adj > 0 || op == "pow" {
			if int64(emax) > decMaxExp {
				return nil, decResultRangeError()
			}
			c |= apd.SystemOverflow
		} else {
			if int64(emin) < -decMaxExp {
				return nil, decResultRangeError()
			}
			z := &apd.Decimal{Negative: x.Negative, Exponent: int32(max(int64(emin)-int64(prec)+1, -1<<31))}
			return decToTuple(t, z, decUnderflow|decInexact|decRounded|decSubnormal|decClamped), nil
		}
	}
	// A rounding that carried into a new digit (9999.9 -> 10000) can
	// leave apd's result one digit too long.
	if err == nil && d.Form == apd.Finite && d.NumDigits() > int64(ctx.Precision) && op != "quantize" && op != "to_integral_value" && op != "to_integral_exact" {
		var c2 apd.Condition
		c2, err = ctx.Round(d, d)
		c |= c2
	}
	// An inexact result has all the precision's digits (apd can return
	// exp(0.001) at precision 2 as 1 instead of 1.0).
	padded := op == "exp" || op == "ln" || op == "log10" || op == "pow" || op == "sqrt" || op == "div"
	if err == nil && padded && d.Form == apd.Finite && c&apd.Inexact != 0 && c&(apd.Subnormal|apd.Underflow) == 0 {
		if n := int64(ctx.Precision) - d.NumDigits(); n > 0 && !d.IsZero() {
			var p apd.BigInt
			p.Exp(apd.NewBigInt(10), apd.NewBigInt(n), nil)
			d.Coeff.Mul(&d.Coeff, &p)
			d.Exponent -= int32(n)
		}
	}
	// The spec's ideal exponents of exact results, which apd does not
	// reach by itself.
	if err == nil && d.Form == apd.Finite && c&apd.Inexact == 0 {
		switch op {
		case "div":
			decReduceTo(d, int64(x.Exponent)-int64(y.Exponent))
		case "sqrt":
			e := int64(x.Exponent)
			if e < 0 {
				e -= 1
			}
			decReduceTo(d, e/2)
		case "pow":
			if y.Negative {
				decReduceTo(d, 1<<40)
			}
		}
	}
	if c&(apd.Overflow|apd.SystemOverflow) != 0 && int64(emax) > decMaxExp {
		// An overflow of ours, not the context's.
		return nil, decResultRangeError()
	}
	if c&(apd.Underflow|apd.Subnormal|apd.SystemUnderflow) != 0 && int64(emin) < -decMaxExp {
		return nil, decResultRangeError()
	}
	if c&(apd.Overflow|apd.Underflow) != 0 {
		c |= apd.Inexact | apd.Rounded
	}
	if c&apd.SystemOverflow != 0 {
		// Beyond apd's exponent range (±100000): report the overflow
		// libmpdec reports when the exponent is also beyond Emax.
		neg := x.Negative
		if y != nil && (op == "mul" || op == "div") {
			neg = x.Negative != y.Negative
		}
		d = &apd.Decimal{Form: apd.Infinite, Negative: neg}
		c = (c &^ apd.SystemOverflow) | apd.Overflow | apd.Inexact | apd.Rounded
	}
	if d.Form == apd.NaNSignaling {
		d.Form = apd.NaN
	}
	return decToTuple(t, d, decConditions(c)), nil
}

// decReduceTo strips trailing zeros of d's coefficient while its exponent
// is below ideal (in one division: the zeros are counted on the digits).
func decReduceTo(d *apd.Decimal, ideal int64) {
	if d.Coeff.Sign() == 0 {
		if int64(d.Exponent) < ideal && ideal < 1<<31 {
			d.Exponent = int32(ideal)
		}
		return
	}
	if int64(d.Exponent) >= ideal {
		return
	}
	digits := d.Coeff.String()
	zeros := int64(len(digits) - len(strings.TrimRight(digits, "0")))
	n := min(zeros, ideal-int64(d.Exponent))
	if n <= 0 {
		return
	}
	var p apd.BigInt
	p.Exp(apd.NewBigInt(10), apd.NewBigInt(n), nil)
	d.Coeff.Quo(&d.Coeff, &p)
	d.Exponent += int32(n)
}

// decPowerOfTen reports whether x is a positive integral power of ten
// (1, 10, 0.01, ...), and which.
func decPowerOfTen(x *apd.Decimal) (int64, bool) {
	if x.Form != apd.Finite || x.Negative {
		return 0, false
	}
	s := x.Coeff.String()
	if s[0] != '1' || strings.Trim(s[1:], "0") != "" {
		return 0, false
	}
	return int64(x.Exponent) + int64(len(s)) - 1, true
}

// decSticky works around apd's rounding of a value all of whose digits
// are discarded (it ignores the rounding direction): such a value, below
// a tenth of a unit of exponent target, is replaced by one unit of
// exponent target-1, which every rounding mode rounds the same way.
func decSticky(x *apd.Decimal, target int64) *apd.Decimal {
	if x.Form != apd.Finite || x.IsZero() || int64(x.Exponent)+x.NumDigits()-1 >= target-1 {
		return x
	}
	return &apd.Decimal{Negative: x.Negative, Coeff: *apd.NewBigInt(1), Exponent: int32(target - 1)}
}

// decPow is x**y as libmpdec computes it where apd differs: a negative
// integral power is the correctly rounded reciprocal of the exact
// positive power, and 1 to a non-integral power is 1 to full precision,
// inexact.
func decPow(ctx *apd.Context, d, x, y *apd.Decimal) (apd.Condition, error) {
	if x.Form != apd.Finite || y.Form != apd.Finite || x.IsZero() {
		return ctx.Pow(d, x, y)
	}
	var yi, frac apd.Decimal
	y.Modf(&yi, &frac)
	if !frac.IsZero() {
		if p, ok := decPowerOfTen(x); ok && p == 0 {
			d.Coeff.Exp(apd.NewBigInt(10), apd.NewBigInt(int64(ctx.Precision)-1), nil)
			d.Exponent = -int32(ctx.Precision - 1)
			d.Negative, d.Form = false, apd.Finite
			return apd.Inexact | apd.Rounded, nil
		}
		return ctx.Pow(d, x, y)
	}
	n, err := yi.Int64()
	if err != nil || n >= 0 || x.NumDigits()*(-n) > maxDecimalDigits {
		return ctx.Pow(d, x, y)
	}
	p := new(apd.Decimal)
	p.Coeff.Exp(&x.Coeff, apd.NewBigInt(-n), nil)
	e := int64(x.Exponent) * -n
	if e > apd.MaxExponent || e < apd.MinExponent {
		return ctx.Pow(d, x, y)
	}
	p.Exponent = int32(e)
	p.Negative = x.Negative && n%2 != 0
	return ctx.Quo(d, apd.New(1, 0), p)
}

// decLogReduced is ln(x) or log10(x) for a finite positive x whose
// exponent apd cannot handle: x = m * 10**a with 1 <= m < 10, so ln(x) =
// ln(m) + a*ln(10) and log10(x) = log10(m) + a, computed with enough
// extra digits for a's and rounded once to the context.
func decLogReduced(ctx *apd.Context, d, x *apd.Decimal, base10 bool) (apd.Condition, error) {
	a := decAdj(x)
	m := new(apd.Decimal).Set(x)
	m.Exponent = int32(1 - x.NumDigits())
	wide := ctx.WithPrecision(ctx.Precision + uint32(len(strconv.FormatInt(a, 10))) + 5)
	wide.Rounding = apd.RoundHalfEven
	var r, shift apd.Decimal
	var err error
	if base10 {
		_, err = wide.Log10(&r, m)
	} else {
		_, err = wide.Ln(&r, m)
	}
	if err != nil {
		return 0, err
	}
	shift.SetInt64(a)
	if !base10 {
		var ln10 apd.Decimal
		if _, err := wide.Ln(&ln10, apd.New(10, 0)); err != nil {
			return 0, err
		}
		if _, err := wide.Mul(&shift, &shift, &ln10); err != nil {
			return 0, err
		}
	}
	if _, err := wide.Add(&r, &r, &shift); err != nil {
		return 0, err
	}
	c, err := ctx.Round(d, &r)
	return c | apd.Inexact | apd.Rounded, err
}

// decPowReduced is x**y when an operand's exponent is beyond what apd's
// functions handle. The result's size, log10|x| * y, decides: past the
// context's range it overflows or underflows (as libmpdec reports it);
// otherwise it is exp(y * ln(x)) with the logarithm reduced
// (decLogReduced). done is false when apd can compute it directly.
func decPowReduced(ctx *apd.Context, x, y *apd.Decimal, emin, emax int64) (d *apd.Decimal, c apd.Condition, done bool, err error) {
	if x.Form != apd.Finite || y.Form != apd.Finite || x.IsZero() || y.IsZero() {
		// Specials and zeros stay with apd, whose errors are reported as
		// overflow below.
		d = new(apd.Decimal)
		c, err = decPow(ctx, d, x, y)
		return d, c, false, err
	}
	var yi, frac apd.Decimal
	y.Modf(&yi, &frac)
	n, nerr := yi.Int64()
	integral := frac.IsZero() && nerr == nil
	if x.Negative && !integral {
		d = &apd.Decimal{Form: apd.NaN}
		return d, apd.InvalidOperation, true, nil
	}
	// log10 of the result, roughly (a float is enough to decide the
	// range; its sign and size only).
	absX := x
	if x.Negative {
		absX = decWith(x, int64(x.Exponent))
		absX.Negative = false
	}
	lx := float64(decAdj(absX)) + math.Log10(decLead(absX))
	ly := float64(decAdj(y)) + math.Log10(decLead(y))
	size := math.Inf(1)
	if ly < 300 {
		size = math.Abs(lx) * math.Pow(10, ly)
	}
	if lx < 0 {
		size = -size
	}
	if y.Negative {
		size = -size
	}
	prec := int64(ctx.Precision)
	switch {
	case size > float64(emax)+1:
		d, c = decOverflowed(ctx, x.Negative && n%2 != 0, emax)
		return d, c, true, nil
	case size < float64(emin-prec)-1:
		d, c = decUnderflowed(x.Negative && n%2 != 0, prec, emin)
		return d, c, true, nil
	}
	if integral && !decOutside(y) {
		// An integral power of the coefficient (as apd computes it, exact
		// when it fits), its exponent scaled by n.
		d = new(apd.Decimal)
		if c, err = decPow(ctx, d, decWith(x, 0), y); err != nil || d.Form != apd.Finite {
			return d, c, true, err
		}
		var c2 apd.Condition
		d, c2 = decFixRange(ctx, d, int64(d.Exponent)+int64(x.Exponent)*n, emin, emax)
		return d, c | c2, true, nil
	}
	// exp(y * ln(x)), with digits to spare for the product.
	wide := ctx.WithPrecision(ctx.Precision + 10)
	wide.Rounding = apd.RoundHalfEven
	var l, e apd.Decimal
	if decOutside(x) {
		_, err = decLogReduced(wide, &l, x, false)
	} else {
		_, err = wide.Ln(&l, x)
	}
	switch {
	case err != nil:
	case !l.IsZero() && decAdj(&l)+decAdj(y) < -int64(ctx.Precision)-5:
		// A tiny product: exp of it is 1 rounded, as that of a
		// representative of moderate exponent.
		e = apd.Decimal{Negative: l.Negative != y.Negative, Coeff: *apd.NewBigInt(1), Exponent: -int32(ctx.Precision) - 5}
	default:
		_, err = wide.Mul(&e, &l, y)
	}
	if err != nil {
		return nil, 0, true, err
	}
	if e.IsZero() || decAdj(&e) < 1 {
		d = new(apd.Decimal)
		c, err = ctx.Exp(d, &e)
	} else {
		d, c, err = decExpReduced(ctx, &e, emin, emax)
	}
	return d, c | apd.Inexact | apd.Rounded, true, err
}

// decExpReduced is exp(x) for a finite x with |x| >= 10: exp(x) =
// exp(x - n*ln(10)) * 10**n with n the integer nearest x/ln(10), the
// first factor computed with digits to spare for n and rounded once, the
// exponent finalised with the context's range (apd's own exp overflows
// past 23 times the precision).
func decExpReduced(ctx *apd.Context, x *apd.Decimal, emin, emax int64) (*apd.Decimal, apd.Condition, error) {
	if decAdj(x) > 17 {
		if x.Negative {
			d, c := decUnderflowed(false, int64(ctx.Precision), emin)
			return d, c, nil
		}
		d, c := decOverflowed(ctx, false, emax)
		return d, c, nil
	}
	xf, _ := x.Float64()
	n := int64(math.Round(xf / math.Ln10))
	wide := ctx.WithPrecision(ctx.Precision + uint32(len(strconv.FormatInt(n, 10))) + uint32(x.NumDigits()) + 5)
	wide.Rounding = apd.RoundHalfEven
	var ln10, r, e apd.Decimal
	if _, err := wide.Ln(&ln10, apd.New(10, 0)); err != nil {
		return nil, 0, err
	}
	if _, err := wide.Mul(&ln10, &ln10, apd.New(n, 0)); err != nil {
		return nil, 0, err
	}
	if _, err := wide.Sub(&r, x, &ln10); err != nil {
		return nil, 0, err
	}
	if _, err := wide.Exp(&e, &r); err != nil {
		return nil, 0, err
	}
	d := new(apd.Decimal)
	c, err := ctx.Round(d, &e)
	if err != nil {
		return nil, 0, err
	}
	d, c2 := decFixRange(ctx, d, int64(d.Exponent)+n, emin, emax)
	return d, c | c2 | apd.Inexact | apd.Rounded, nil
}

// decUnaryShifted is a one-operand operation (the roundings to the
// context) on an operand whose exponent is beyond apd's range: on the
// operand shifted to exponent zero, then finalised with the context's
// exponent range. ok is false for the operations it leaves to apd.
func decUnaryShifted(ctx *apd.Context, op string, x *apd.Decimal, emin, emax int64) (d *apd.Decimal, c apd.Condition, ok bool, err error) {
	if x.Form != apd.Finite {
		return nil, 0, false, nil
	}
	d = new(apd.Decimal)
	xs := decWith(x, 0)
	switch op {
	case "fix", "plus":
		c, err = ctx.Round(d, xs)
		if err == nil && op == "plus" && d.IsZero() && ctx.Rounding != apd.RoundFloor {
			d.Negative = false
		}
	case "minus":
		c, err = ctx.Neg(d, xs)
	case "abs":
		c, err = ctx.Abs(d, xs)
	case "normalize":
		_, c, err = ctx.Reduce(d, xs)
	default:
		return nil, 0, false, nil
	}
	if err != nil || d.Form != apd.Finite {
		return d, c, true, err
	}
	var c2 apd.Condition
	d, c2 = decFixRange(ctx, d, int64(d.Exponent)+int64(x.Exponent), emin, emax)
	return d, c | c2, true, nil
}

// decOverflowed is the result of an operation that overflows the
// context: infinity, or the largest finite number for the roundings
// toward zero, with libmpdec's conditions.
func decOverflowed(ctx *apd.Context, neg bool, emax int64) (*apd.Decimal, apd.Condition) {
	d := &apd.Decimal{Form: apd.Infinite, Negative: neg}
	r := ctx.Rounding
	if r == apd.RoundDown || r == apd.Round05Up || (r == apd.RoundFloor && !neg) || (r == apd.RoundCeiling && neg) {
		prec := int64(ctx.Precision)
		var nines apd.BigInt
		nines.Exp(apd.NewBigInt(10), apd.NewBigInt(prec), nil)
		nines.Sub(&nines, apd.NewBigInt(1))
		d = &apd.Decimal{Negative: neg, Coeff: nines, Exponent: int32(max(min(emax-prec+1, 1<<31-1), -1<<31))}
	}
	return d, apd.Overflow | apd.Inexact | apd.Rounded
}

// decUnderflowed is the result of an operation that underflows below the
// context's smallest subnormal: a zero of exponent Etiny, with
// libmpdec's conditions.
func decUnderflowed(neg bool, prec, emin int64) (*apd.Decimal, apd.Condition) {
	d := &apd.Decimal{Negative: neg, Exponent: int32(max(emin-prec+1, -1<<31))}
	return d, apd.Underflow | apd.Inexact | apd.Rounded | apd.Subnormal | apd.Clamped
}

// decFixRange gives d (rounded to the precision by apd, with an exponent
// exp that may be beyond apd's range) the context's exponent range:
// overflow past Emax, and below Emin the subnormal rounding to Etiny, as
// libmpdec's finalisation does.
func decFixRange(ctx *apd.Context, d *apd.Decimal, exp, emin, emax int64) (*apd.Decimal, apd.Condition) {
	prec := int64(ctx.Precision)
	adj := exp + d.NumDigits() - 1
	if d.IsZero() {
		d.Exponent = int32(max(min(exp, emax), emin-prec+1))
		return d, 0
	}
	if adj > emax {
		return decOverflowed(ctx, d.Negative, emax)
	}
	if adj > decMaxExp || exp > decMaxExp {
		// Within the context's Emax, beyond ours: decOp raises
		// NotImplementedError for this overflow of ours.
		return decOverflowed(ctx, d.Negative, emax)
	}
	etiny := emin - prec + 1
	if exp < -decMaxExp && emin < -decMaxExp {
		// Above the context's Etiny, below ours: decOp raises
		// NotImplementedError.
		return d, apd.SystemUnderflow
	}
	if exp >= etiny {
		d.Exponent = int32(exp)
		if adj < emin {
			return d, apd.Subnormal
		}
		return d, 0
	}
	// Round the coefficient to exponent Etiny: drop etiny-exp digits.
	drop := etiny - exp
	if drop > d.NumDigits() {
		// Every digit goes and the value is below a tenth of Etiny's unit:
		// 0.1 rounds as it does (apd's Quantize rounds 0.01 up to 0).
		d = &apd.Decimal{Negative: d.Negative, Coeff: *apd.NewBigInt(1), Exponent: -1}
	} else {
		d.Exponent = -int32(drop)
	}
	var r apd.Decimal
	c, err := ctx.Quantize(&r, d, 0)
	if err != nil {
		return decUnderflowed(d.Negative, prec, emin)
	}
	r.Exponent = int32(etiny)
	c |= apd.Subnormal | apd.Underflow | apd.Inexact | apd.Rounded
	if r.IsZero() {
		c |= apd.Clamped
	}
	return &r, c
}

// decLead is the leading digits of a finite non-zero d as a float in
// [1, 10).
func decLead(d *apd.Decimal) float64 {
	s := d.Coeff.String()
	if len(s) > 17 {
		s = s[:17]
	}
	f, _ := strconv.ParseFloat(s, 64)
	for f >= 10 {
		f /= 10
	}
	return f
}

// decApdExp bounds the exponents apd's arithmetic is given (its own range
// is +-100000).
const decApdExp = 90000

// decBeyond reports whether a finite operand's exponent (or adjusted
// exponent) is beyond decApdExp.
func decBeyond(ds ...*apd.Decimal) bool {
	for _, d := range ds {
		if d.Form != apd.Finite {
			continue
		}
		e := int64(d.Exponent)
		if e > decApdExp || e < -decApdExp || decAdj(d) > decApdExp || decAdj(d) < -decApdExp {
			return true
		}
	}
	return false
}

// decWith returns a copy of d with exponent e.
func decWith(d *apd.Decimal, e int64) *apd.Decimal {
	r := new(apd.Decimal).Set(d)
	r.Exponent = int32(e)
	return r
}

// decArithShifted is a two-operand arithmetic operation whose operands'
// exponents are beyond apd's range, computed on operands shifted to
// exponents near zero (the operations are invariant under a common
// shift, up to the exponent of their result) and finalised with the
// context's exponent range (decFixRange). ok is false for the operations
// and operands it leaves to apd (specials).
func decArithShifted(ctx *apd.Context, op string, x, y *apd.Decimal, emin, emax int64) (d *apd.Decimal, c apd.Condition, ok bool, err error) {
	if x.Form != apd.Finite || y.Form != apd.Finite {
		return nil, 0, false, nil
	}
	prec := int64(ctx.Precision)
	ex, ey := int64(x.Exponent), int64(y.Exponent)
	d = new(apd.Decimal)
	var shift int64
	switch op {
	case "add", "sub":
		// An operand entirely below the other's rounding position only
		// decides the rounding: a sticky digit of its sign stands for it
		// (a zero's exponent is raised the same way: the sum is rounded).
		big, small := x, y
		xBig := true
		if (decAdj(y) > decAdj(x) && !y.IsZero()) || x.IsZero() {
			big, small, xBig = y, x, false
		}
		m := min(int64(big.Exponent), decAdj(big)-prec) - 2
		switch {
		case small.IsZero() && small.Exponent >= big.Exponent:
			// The sum is big, exactly (its exponent is the smaller one).
			small = decWith(small, int64(big.Exponent))
		case small.IsZero() && int64(small.Exponent) < m:
			small = decWith(small, m)
		case !small.IsZero() && decAdj(small) < m:
			small = &apd.Decimal{Negative: small.Negative, Coeff: *apd.NewBigInt(1), Exponent: int32(m)}
		}
		shift = min(int64(big.Exponent), int64(small.Exponent))
		bx, by := decWith(big, int64(big.Exponent)-shift), decWith(small, int64(small.Exponent)-shift)
		if !xBig {
			bx, by = by, bx // back to x op y
		}
		if op == "add" {
			c, err = ctx.Add(d, bx, by)
		} else {
			c, err = ctx.Sub(d, bx, by)
		}
	case "mul":
		shift = ex + ey
		c, err = ctx.Mul(d, decWith(x, 0), decWith(y, 0))
	case "div":
		if y.IsZero() {
			return nil, 0, false, nil
		}
		shift = ex - ey
		c, err = ctx.Quo(d, decWith(x, 0), decWith(y, 0))
	case "divint", "rem":
		if y.IsZero() {
			return nil, 0, false, nil
		}
		if !x.IsZero() && decAdj(x)-decAdj(y) >= prec {
			// The integral quotient has more digits than the precision.
			return &apd.Decimal{Form: apd.NaN}, apd.DivisionImpossible, true, nil
		}
		shift = min(ex, ey)
		xs, ys := decWith(x, ex-shift), decWith(y, ey-shift)
		if op == "divint" {
			c, err = ctx.QuoInteger(d, xs, ys)
			shift = 0
		} else {
			c, err = ctx.Rem(d, xs, ys)
		}
	case "quantize":
		// libmpdec's conditions on the target exponent and the result.
		if ey < emin-prec+1 || ey > emax {
			return &apd.Decimal{Form: apd.NaN}, apd.InvalidOperation, true, nil
		}
		shift = ey
		c, err = ctx.Quantize(d, decWith(x, ex-ey), 0)
		if err == nil && d.Form == apd.Finite && (decAdj(d)+shift > emax || d.NumDigits() > prec) {
			return &apd.Decimal{Form: apd.NaN}, apd.InvalidOperation, true, nil
		}
		if err == nil && d.Form == apd.Finite {
			d.Exponent = int32(int64(d.Exponent) + shift)
			if !d.IsZero() && decAdj(d) < emin {
				c |= apd.Subnormal
				if c&apd.Inexact != 0 {
					c |= apd.Underflow
				}
			}
		}
		return d, c, true, err
	default:
		return nil, 0, false, nil
	}
	if err != nil || d.Form != apd.Finite {
		return d, c, true, err
	}
	var c2 apd.Condition
	d, c2 = decFixRange(ctx, d, int64(d.Exponent)+shift, emin, emax)
	return d, c | c2, true, nil
}
