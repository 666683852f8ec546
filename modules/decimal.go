package modules

import (
	"strconv"

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
// maxDecimalDigits digits is refused with a MemoryError-like limit.
//
// Gaps: NaN payloads are dropped by arithmetic, clamp=1 is not applied by
// arithmetic, and exponents are limited to apd's ±100000 in arithmetic
// (construction, str and comparisons take any exponent).

// maxDecimalDigits bounds the precision (and operand size) an operation
// may work with: beyond it a single apd call could run for minutes
// between two checks of the run's deadline.
const maxDecimalDigits = 200_000

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
		{"collections", "namedtuple", "_namedtuple"}, {"re", "compile", "_re_compile"},
		{"math", "isnan", "_isnan"}, {"math", "isinf", "_isinf"},
	}); err != nil {
		return nil, err
	}
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
	work := int64(prec)
	for _, a := range args[2:] {
		d, ok := decFromTuple(a)
		if !ok {
			return decToTuple(&apd.Decimal{Form: apd.NaN}, decInvalid), nil
		}
		ops = append(ops, d)
		if n := d.NumDigits(); n > work {
			work = n
		}
	}
	op := name.String()
	if work > maxDecimalDigits {
		return nil, &eval.LimitError{Kind: eval.LimitMemory, Limit: maxDecimalDigits}
	}
	cost := 1 + work/32
	switch op {
	case "exp", "ln", "log10", "pow", "sqrt":
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
		c, err = ctx.Pow(d, x, y)
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
	case op == "sqrt" && need(1):
		c, err = ctx.Sqrt(d, x)
	case op == "exp" && need(1):
		c, err = ctx.Exp(d, x)
	case op == "ln" && need(1):
		c, err = ctx.Ln(d, x)
	case op == "log10" && need(1):
		c, err = ctx.Log10(d, x)
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
		// apd reports trapped conditions as errors; no traps are set, so
		// an error is an internal failure (e.g. exponent out of range).
		return decToTuple(&apd.Decimal{Form: apd.NaN}, decInvalid), nil
	}
	if d.Form == apd.NaNSignaling {
		d.Form = apd.NaN
	}
	return decToTuple(d, decConditions(c)), nil
}
