package modules

import (
	"strconv"
	"strings"

	"github.com/cockroachdb/apd/v3"
	"github.com/pyinterp/pyinterp/eval"
)

// The decimal module is Python (py/decimal.py) over the arithmetic of
// github.com/cockroachdb/apd/v3, an implementation of the General Decimal
// Arithmetic specification (the specification CPython's libmpdec
// implements). The Python side holds every Decimal as CPython's
// _pydecimal does, (sign, coefficient digits, exponent), and does what is
// exact and cheap itself: construction, str/repr, comparisons, hashing,
// as_tuple, the predicates, contexts, signals and traps. The operations
// that round (arithmetic, sqrt, exp, ln, log10, quantize, ...) go through
// _decop, which converts to apd, runs one operation under the context's
// precision and rounding, and returns the result with the conditions it
// raised as a bit set; the Python side turns them into flags and traps.
//
// Work is bounded: every operation is charged to the run's operation
// budget in proportion to its size (digits and precision; quadratically
// for the transcendental functions), and an operation needing more than
// maxDecimalDigits digits (maxDecimalTranscendental for exp, ln, log10,
// sqrt and powers) is refused with the memory limit error.
//
// Gaps: NaN payloads are dropped by arithmetic, clamp=1 is not applied by
// arithmetic, and exponents are limited to apd's ±100000 in arithmetic
// (construction, str and comparisons take any exponent).

// maxDecimalDigits bounds the precision (and operand size) an operation
// may work with: beyond it a single apd call could run for minutes
// between two checks of the run's deadline.
const maxDecimalDigits = 200_000

// maxDecimalTranscendental is the same bound for exp, ln, log10, sqrt and
// powers, whose cost grows faster than quadratically with the precision
// (and whose apd implementation overflows internally near 3,000 digits).
const maxDecimalTranscendental = 2_000

// Condition bits shared with py/decimal.py.
const (
	decClamped = 1 << iota
	decInvalid
	decDivByZero
	decInexact
	decRounded
	decSubnormal
	decOverflow
	decUnderflow
	decConvSyntax
	decDivImpossible
	decDivUndefined
)

func decConditions(c apd.Condition) int64 {
	var f int64
	pairs := []struct {
		a apd.Condition
		b int64
	}{
		{apd.Clamped, decClamped}, {apd.InvalidOperation, decInvalid}, {apd.DivisionByZero, decDivByZero},
		{apd.Inexact, decInexact}, {apd.Rounded, decRounded}, {apd.Subnormal, decSubnormal},
		{apd.Overflow, decOverflow}, {apd.Underflow, decUnderflow}, {apd.DivisionImpossible, decDivImpossible},
		{apd.DivisionUndefined, decDivUndefined}, {apd.SystemOverflow, decInvalid}, {apd.SystemUnderflow, decInvalid},
	}
	for _, p := range pairs {
		if c&p.a != 0 {
			f |= p.b
		}
	}
	// libmpdec reports the specific invalid-operation condition alone.
	if f&(decDivImpossible|decDivUndefined) != 0 {
		f &^= decInvalid
	}
	return f
}

var decRoundings = map[string]apd.Rounder{
	"ROUND_DOWN": apd.RoundDown, "ROUND_HALF_UP": apd.RoundHalfUp, "ROUND_HALF_EVEN": apd.RoundHalfEven,
	"ROUND_CEILING": apd.RoundCeiling, "ROUND_FLOOR": apd.RoundFloor, "ROUND_UP": apd.RoundUp,
	"ROUND_HALF_DOWN": apd.RoundHalfDown, "ROUND_05UP": apd.Round05Up,
}

func loadDecimal(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed := goFuncs(pyCommonHelpers())
	seed["_decop"] = eval.NewBuiltin("_decop", decOp)
	if err := importNames(t, seed, [][3]string{
		{"numbers", "Number", "_Number"}, {"numbers", "Rational", "_Rational"},
		{"collections", "namedtuple", "_namedtuple"},
		{"math", "isnan", "_isnan"}, {"math", "isinf", "_isinf"},
	}); err != nil {
		return nil, err
	}
	re, err := t.Interp.ImportUnchecked(t, "re")
	if err != nil {
		return nil, err
	}
	seed["_re"] = re
	return runPyModule(t, "decimal", seed)
}

// decFromTuple converts (sign, digits, exp) to an apd decimal; exp is an
// int, or "F" (infinity), "n" (NaN), "N" (sNaN).
func decFromTuple(v eval.Value) (*apd.Decimal, bool) {
	tu, ok := v.(*eval.Tuple)
	if !ok || tu.Len() != 3 {
		return nil, false
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
		return d, true
	}
	exp, ok := e[2].(eval.Int)
	digits, ok2 := e[1].(*eval.Str)
	if !ok || !ok2 || exp > 1<<30 || exp < -(1<<30) {
		return nil, false
	}
	if _, ok := d.Coeff.SetString(digits.String(), 10); !ok {
		return nil, false
	}
	d.Exponent = int32(exp)
	return d, true
}

func decToTuple(d *apd.Decimal, flags int64) eval.Value {
	sign := eval.MakeInt(0)
	if d.Negative {
		sign = eval.MakeInt(1)
	}
	var digits string
	var exp eval.Value
	switch d.Form {
	case apd.Infinite:
		digits, exp = "0", str("F")
	case apd.NaN:
		digits, exp = "", str("n")
	case apd.NaNSignaling:
		digits, exp = "", str("N")
	default:
		digits, exp = d.Coeff.String(), eval.MakeInt(int64(d.Exponent))
	}
	return tuple(sign, str(digits), exp, eval.MakeInt(flags))
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
	for _, a := range args[2:] {
		d, ok := decFromTuple(a)
		if !ok {
			return decToTuple(&apd.Decimal{Form: apd.NaN}, decInvalid), nil
		}
		ops = append(ops, d)
		work += d.NumDigits()
	}
	if work > maxDecimalDigits {
		return nil, &eval.LimitError{Kind: eval.LimitMemory, Limit: maxDecimalDigits}
	}
	cost := 1 + work/32
	switch op {
	case "exp", "ln", "log10", "pow", "sqrt":
		if work > maxDecimalTranscendental {
			return nil, &eval.LimitError{Kind: eval.LimitMemory, Limit: maxDecimalTranscendental}
		}
		cost = 1 + work*work/256
	}
	if err := t.Steps(cost); err != nil {
		return nil, err
	}
	if err := t.Charge(work); err != nil {
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
		c, err = decPow(ctx, d, x, y)
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
		return decOp(t, nil, append([]eval.Value{args[0], tuple(ce[0], str("ROUND_HALF_EVEN"), ce[2], ce[3])}, args[2:]...), nil)
	case op == "sqrt" && need(1):
		c, err = ctx.Sqrt(d, x)
	case op == "exp" && need(1):
		if x.Form == apd.Finite && x.IsZero() {
			d.SetInt64(1) // exp(0) is exactly 1
		} else {
			c, err = ctx.Exp(d, x)
		}
	case op == "ln" && need(1):
		if p, ok := decPowerOfTen(x); ok && p == 0 {
			d.SetInt64(0) // ln(1) is exactly 0
		} else {
			c, err = ctx.Ln(d, x)
		}
	case op == "log10" && need(1):
		if p, ok := decPowerOfTen(x); ok {
			d.SetInt64(p) // exact: an integral power of ten
		} else {
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
	if err != nil {
		// No traps are set, so an error is an exponent beyond apd's range:
		// report the overflow or underflow libmpdec reports beyond Emax
		// or below Etiny.
		adj := int64(x.Exponent) + x.NumDigits()
		if y != nil && (op == "mul" || op == "pow") {
			adj += int64(y.Exponent) + y.NumDigits()
		}
		if adj > 0 || op == "pow" {
			c |= apd.SystemOverflow
		} else {
			z := &apd.Decimal{Negative: x.Negative, Exponent: int32(max(int64(emin)-int64(prec)+1, -1<<31))}
			return decToTuple(z, decUnderflow|decInexact|decRounded|decSubnormal|decClamped), nil
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
	return decToTuple(d, decConditions(c)), nil
}

// decReduceTo strips trailing zeros of d's coefficient while its exponent
// is below ideal.
func decReduceTo(d *apd.Decimal, ideal int64) {
	if d.Coeff.Sign() == 0 {
		if int64(d.Exponent) < ideal && ideal < 1<<31 {
			d.Exponent = int32(ideal)
		}
		return
	}
	ten := apd.NewBigInt(10)
	q, r := new(apd.BigInt), new(apd.BigInt)
	for int64(d.Exponent) < ideal {
		q.QuoRem(&d.Coeff, ten, r)
		if r.Sign() != 0 {
			return
		}
		d.Coeff.Set(q)
		d.Exponent++
	}
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
