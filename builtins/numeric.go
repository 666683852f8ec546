package builtins

import (
	"math"
	"math/big"
	"strconv"

	"github.com/pyinterp/pyinterp/eval"
)

func init() {
	functions["divmod"] = builtinDivmod
	functions["pow"] = builtinPow
	functions["round"] = builtinRound
}

func builtinDivmod(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	var a, b eval.Value
	if err := eval.UnpackArgs(t, "divmod", args, kwnames, "x/", &a, "y/", &b); err != nil {
		return nil, err
	}
	q, r, ok, err := eval.DivMod(t, a, b)
	if err != nil {
		return nil, err
	}
	if !ok {
		// User classes: a.__divmod__(b), then b.__rdivmod__(a).
		if r, found, err := eval.CallDunder(t, a, "__divmod__", b); err != nil || (found && r != eval.NotImplemented) {
			return r, err
		}
		if r, found, err := eval.CallDunder(t, b, "__rdivmod__", a); err != nil || (found && r != eval.NotImplemented) {
			return r, err
		}
		return nil, eval.Errorf(eval.TypeErrorType, "unsupported operand type(s) for divmod(): '%s' and '%s'", eval.TypeName(a), eval.TypeName(b))
	}
	return eval.NewTuple([]eval.Value{q, r}), nil
}

func builtinPow(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	var base, exp eval.Value
	var mod eval.Value = eval.None
	if err := eval.UnpackArgs(t, "pow", args, kwnames, "base", &base, "exp", &exp, "mod?", &mod); err != nil {
		return nil, err
	}
	if mod == eval.None {
		return eval.Binary(t, eval.OpPow, base, exp)
	}
	return eval.PowMod(t, base, exp, mod)
}

// builtinRound is round(number, ndigits=None) for int, bool and float:
// ties go to the even neighbour, and float rounding is done on the exact
// binary value (as CPython's correctly rounded dtoa does).
func builtinRound(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
	var x eval.Value
	var nd eval.Value = eval.None
	if err := eval.UnpackArgs(t, "round", args, kwnames, "number", &x, "ndigits?", &nd); err != nil {
		return nil, err
	}
	return roundNumber(t, x, nd)
}

func roundNumber(t *eval.Thread, x, nd eval.Value) (eval.Value, error) {
	switch v := x.(type) {
	case eval.Float:
		f := float64(v)
		if nd == eval.None {
			if math.IsInf(f, 0) {
				return nil, eval.Errorf(eval.OverflowErrorType, "cannot convert float infinity to integer")
			}
			if math.IsNaN(f) {
				return nil, eval.Errorf(eval.ValueErrorType, "cannot convert float NaN to integer")
			}
			return eval.FloatToInt(math.RoundToEven(f))
		}
		n, err := eval.AsInt64(t, nd)
		if err != nil {
			return nil, err
		}
		if math.IsInf(f, 0) || math.IsNaN(f) || f == 0 {
			return v, nil
		}
		if n > 323 {
			return v, nil
		}
		if n < -308 {
			return eval.Float(math.Copysign(0, f)), nil
		}
		if n >= 0 {
			s := strconv.FormatFloat(f, 'f', int(n), 64)
			r, _ := strconv.ParseFloat(s, 64)
			return eval.Float(r), nil
		}
		// Negative ndigits: round the exact value to a multiple of 10**-n.
		exact := new(big.Rat)
		exact.SetFloat64(f)
		unit := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(-n), nil))
		q := new(big.Rat).Quo(exact, unit)
		qi := roundRatHalfEven(q)
		r := new(big.Rat).Mul(new(big.Rat).SetInt(qi), unit)
		rf, _ := r.Float64()
		if math.IsInf(rf, 0) {
			return nil, eval.Errorf(eval.OverflowErrorType, "rounded value too large to represent")
		}
		return eval.Float(math.Copysign(rf, f)), nil
	case eval.Int, *eval.BigInt, eval.Bool:
		if b, ok := v.(eval.Bool); ok {
			if b {
				x = eval.MakeInt(1)
			} else {
				x = eval.MakeInt(0)
			}
		}
		if nd == eval.None {
			return x, nil
		}
		n, err := eval.AsInt64(t, nd)
		if err != nil {
			return nil, err
		}
		if n >= 0 {
			return x, nil
		}
		if n < -5000 {
			return eval.MakeInt(0), nil
		}
		xi, _ := eval.AsBig(x)
		unit := new(big.Int).Exp(big.NewInt(10), big.NewInt(-n), nil)
		qi := roundRatHalfEven(new(big.Rat).SetFrac(xi, unit))
		return eval.MakeBigInt(qi.Mul(qi, unit)), nil
	}
	r, err := eval.GetAttr(t, x, "__round__")
	if err != nil {
		// A subclass of int or float without its own __round__:
		// int.__round__ or float.__round__ of its value.
		if in, ok := x.(*eval.Instance); ok {
			switch b := in.Base().(type) {
			case eval.Float, eval.Int, *eval.BigInt:
				return roundNumber(t, b, nd)
			}
		}
		return nil, eval.Errorf(eval.TypeErrorType, "type %s doesn't define __round__ method", eval.TypeName(x))
	}
	if nd == eval.None {
		return eval.Call(t, r, nil, nil)
	}
	return eval.Call(t, r, []eval.Value{nd}, nil)
}

// roundRatHalfEven rounds q to the nearest integer, ties to even.
func roundRatHalfEven(q *big.Rat) *big.Int {
	num, den := q.Num(), q.Denom()
	fl, rem := new(big.Int).DivMod(num, den, new(big.Int)) // floor, rem >= 0
	twice := new(big.Int).Mul(rem, big.NewInt(2))
	switch twice.Cmp(den) {
	case 1:
		fl.Add(fl, big.NewInt(1))
	case 0:
		if fl.Bit(0) == 1 {
			fl.Add(fl, big.NewInt(1))
		}
	}
	return fl
}

func init() {
	functions["bin"] = radixBuiltin("bin", 2, "0b")
	functions["oct"] = radixBuiltin("oct", 8, "0o")
	functions["hex"] = radixBuiltin("hex", 16, "0x")
}

// radixBuiltin returns bin, oct or hex: the integer (via __index__) in
// the base, with the prefix after any minus sign.
func radixBuiltin(name string, base int, prefix string) fn {
	return func(t *eval.Thread, _ eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
		x, err := argO(name, args, kwnames)
		if err != nil {
			return nil, err
		}
		iv, err := eval.Index(t, x)
		if err != nil {
			return nil, err
		}
		s, err := eval.IntToString(iv, base)
		if err != nil {
			return nil, err
		}
		if s[0] == '-' {
			return eval.NewStr("-" + prefix + s[1:]), nil
		}
		return eval.NewStr(prefix + s), nil
	}
}
