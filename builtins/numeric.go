package builtins

import (
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
		// User classes: a.__divmod__(b), then b.__rdivmod__(a); b's first
		// when its class is a subclass of a's overriding __rdivmod__ (as
		// CPython's binary_op1).
		ta, tb := a.Type(), b.Type()
		if ta != tb && tb.IsSubtype(ta) && tb.Lookup("__rdivmod__") != ta.Lookup("__rdivmod__") {
			if r, found, err := eval.CallDunder(t, b, "__rdivmod__", a); err != nil || (found && r != eval.NotImplemented) {
				return r, err
			}
		}
		if r, found, err := eval.CallDunder(t, a, "__divmod__", b); err != nil || (found && r != eval.NotImplemented) {
			return r, err
		}
		if r, found, err := eval.CallDunder(t, b, "__rdivmod__", a); err != nil || (found && r != eval.NotImplemented) {
			return r, err
		}
		return nil, eval.Errorf(eval.TypeErrorType, "unsupported operand type(s) for divmod(): '%s' and '%s'", eval.TypeName(a), eval.TypeName(b))
	}
	return eval.NewTupleT(t, []eval.Value{q, r}), nil
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
	if len(kwnames) == 0 && (len(args) == 1 || len(args) == 2) {
		// round(x) and round(x, n): nothing to unpack (UnpackArgs's
		// pointers would escape, two allocations per call).
		if len(args) == 1 {
			return roundNumber(t, args[0], eval.None)
		}
		return roundNumber(t, args[0], args[1])
	}
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
		return eval.FloatRound(t, float64(v), nd)
	case eval.Int, *eval.BigInt, eval.Bool:
		return eval.IntRound(t, v, nd)
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

func init() {
	// __round__ of int and float: round()'s work, reached as a method
	// (super().__round__(n) in a subclass, x.__round__()).
	roundMethod := func(typ string) eval.BuiltinFunc {
		return func(t *eval.Thread, self eval.Value, args []eval.Value, kwnames []string) (eval.Value, error) {
			var nd eval.Value
			if err := eval.UnpackArgs(t, "__round__", args, kwnames, "ndigits?/", &nd); err != nil {
				return nil, err
			}
			switch {
			case nd == nil:
				nd = eval.None
			case nd == eval.None && typ == "int":
				// int.__round__(None) is an error; only round() maps None to "absent".
				if _, err := eval.Index(t, nd); err != nil {
					return nil, err
				}
			}
			if in, ok := self.(*eval.Instance); ok && in.Base() != nil {
				self = in.Base()
			}
			return roundNumber(t, self, nd)
		}
	}
	eval.AddMethods(eval.IntType, map[string]eval.BuiltinFunc{"__round__": roundMethod("int")})
	eval.AddMethods(eval.FloatType, map[string]eval.BuiltinFunc{"__round__": roundMethod("float")})
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
		s, err := eval.IntToString(t, iv, base)
		if err != nil {
			return nil, err
		}
		if s[0] == '-' {
			return eval.NewStrT(t, "-"+prefix+s[1:]), nil
		}
		return eval.NewStrT(t, prefix+s), nil
	}
}
