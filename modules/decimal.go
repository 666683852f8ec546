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
// Work is bounded (decimal_work.go, the only file calling apd's
// operations): every operation's work is predicted from its numbers'
// sizes and the precision and charged before it runs, refused when it
// would end past the run's deadline, and an operation needing more than
// maxDecimalDigits digits (maxDecimalTranscendental for exp, ln, log10,
// sqrt and powers) is refused with the memory limit error. Coefficients
// are converted to and from ints without int()'s 4300-digit limit
// (_dec_int, _dec_str), as CPython's decimal does.
//
// Exponents beyond apd's +-100000 are handled around it: operands are
// shifted to exponents near zero and the result finalised with the
// context's range (decFixRange); the logarithms, exp, sqrt and powers are
// reduced first (apd's ln never returned on 1e-999999999).
//
// Gaps: NaN payloads are dropped by arithmetic, clamp=1 is not applied by
// arithmetic, exp/ln/log10/sqrt/powers are limited to 2000 digits of
// precision, and results of exp and powers are correctly rounded in all
// but pathological cases (libmpdec's always are).

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
	seed["_dec_int"] = eval.NewBuiltin("_dec_int", decInt)
	seed["_dec_str"] = eval.NewBuiltin("_dec_str", decStr)
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

// decInt is _dec_int(digits): the int of a coefficient's ASCII digits,
// without int()'s limit on the digits of conversions (CPython's decimal
// converts its coefficients without it); the conversion is accounted by
// eval's big-int work path.
func decInt(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_dec_int", args, kw, 1, 1); err != nil {
		return nil, err
	}
	s, ok := args[0].(*eval.Str)
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "_dec_int: digits expected")
	}
	ds := s.String()
	if ds == "" {
		return eval.MakeInt(0), nil
	}
	if len(ds) <= 18 {
		n, err := strconv.ParseInt(ds, 10, 64)
		if err == nil {
			return eval.MakeInt(n), nil
		}
	}
	x, ok, err := eval.BigParse(t, ds, 10)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, eval.Errorf(eval.ValueErrorType, "invalid literal for int() with base 10")
	}
	return eval.MakeBigInt(x), nil
}

// decStr is _dec_str(n): the decimal digits of an int, without str(t, )'s
// limit (accounted like decInt).
func decStr(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
	if err := nargs("_dec_str", args, kw, 1, 1); err != nil {
		return nil, err
	}
	b, ok := eval.AsBig(args[0])
	if !ok {
		return nil, eval.Errorf(eval.TypeErrorType, "_dec_str: int expected")
	}
	s, err := eval.BigText(t, b, 10)
	if err != nil {
		return nil, err
	}
	return str(t, s), nil
}
