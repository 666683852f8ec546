package eval

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// The methods and attributes of float: is_integer, hex, fromhex (a class
// method), as_integer_ratio, conjugate, real and imag.

func init() {
	addMethods(FloatType, map[string]BuiltinFunc{
		"is_integer": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("float.is_integer", args, kw); err != nil {
				return nil, err
			}
			f := float64(self.(Float))
			return MakeBool(!math.IsInf(f, 0) && f == math.Trunc(f)), nil
		},
		"conjugate": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("float.conjugate", args, kw); err != nil {
				return nil, err
			}
			return self, nil
		},
		"hex": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("float.hex", args, kw); err != nil {
				return nil, err
			}
			return NewStrT(t, FloatHex(float64(self.(Float)))), nil
		},
		"as_integer_ratio": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs("float.as_integer_ratio", args, kw); err != nil {
				return nil, err
			}
			f := float64(self.(Float))
			if math.IsInf(f, 0) {
				return nil, Errorf(OverflowErrorType, "cannot convert Infinity to integer ratio")
			}
			if math.IsNaN(f) {
				return nil, Errorf(ValueErrorType, "cannot convert NaN to integer ratio")
			}
			num, den := floatRatio(f)
			return NewTupleT(t, []Value{intOwn(num), intOwn(den)}), nil
		},
	})
	addMethods(FloatType, map[string]BuiltinFunc{
		"__round__": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			var nd Value = None
			if err := UnpackArgs(t, "__round__", args, kw, "ndigits?", &nd); err != nil {
				return nil, err
			}
			return FloatRound(t, float64(self.(Float)), nd)
		},
		"__trunc__": floatToIntMethod("__trunc__", math.Trunc),
		"__floor__": floatToIntMethod("__floor__", math.Floor),
		"__ceil__":  floatToIntMethod("__ceil__", math.Ceil),
		"__divmod__": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return numDivmodMethod(t, "__divmod__", self, args, kw, false)
		},
		"__rdivmod__": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return numDivmodMethod(t, "__rdivmod__", self, args, kw, true)
		},
	})
	FloatType.Dict.Set("fromhex", &Builtin{name: "fromhex", self: FloatType, qual: "float",
		fn: func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg("float.fromhex", args, kw); err != nil {
				return nil, err
			}
			s, ok := args[0].(*Str)
			if !ok {
				return nil, Errorf(TypeErrorType, "bad argument type for built-in operation")
			}
			f, err := FloatFromHex(s.s)
			if err != nil {
				return nil, err
			}
			return subclassResult(t, self, FloatType, Float(f))
		}})
	FloatType.SetAttr = numSetAttr("float", "real", "imag")
	FloatType.GetAttr = func(t *Thread, v Value, name string) (Value, error) {
		switch name {
		case "real":
			return v, nil
		case "imag":
			return Float(0), nil
		}
		return genericGetAttr(t, v, name)
	}
}

// floatToIntMethod is float.__trunc__, __floor__ or __ceil__: f rounded
// by round, as an int.
func floatToIntMethod(name string, round func(float64) float64) BuiltinFunc {
	return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
		if err := strNoArgs("float."+name, args, kw); err != nil {
			return nil, err
		}
		return FloatToInt(round(float64(self.(Float))))
	}
}

// numDivmodMethod is int's and float's __divmod__ and __rdivmod__:
// NotImplemented for operands the type does not handle.
func numDivmodMethod(t *Thread, name string, self Value, args []Value, kw []string, reflected bool) (Value, error) {
	if err := wantArgs(name, args, kw, 1); err != nil {
		return nil, err
	}
	a, b := self, args[0]
	if reflected {
		a, b = b, a
	}
	//limiterr:ok a type test: floatArg calls no Python code and charges nothing
	if _, ok, _ := floatArg(args[0]); !ok {
		return NotImplemented, nil
	}
	if _, isFloat := self.(Float); !isFloat && !isIntValue(args[0]) {
		return NotImplemented, nil
	}
	q, r, ok, err := DivMod(t, a, b)
	if err != nil || !ok {
		if !ok {
			return NotImplemented, err
		}
		return nil, err
	}
	return NewTupleT(t, []Value{q, r}), nil
}

// FloatRound is float.__round__(ndigits) (CPython's float___round__):
// with no ndigits the nearest int (ties to even), otherwise the float
// nearest to f rounded to ndigits decimal places (ties to even on f's
// exact binary value). ndigits is clamped to the machine range, as
// CPython's PyNumber_AsSsize_t does.
func FloatRound(t *Thread, f float64, nd Value) (Value, error) {
	if nd == nil || nd == None {
		if math.IsInf(f, 0) {
			return nil, Errorf(OverflowErrorType, "cannot convert float infinity to integer")
		}
		if math.IsNaN(f) {
			return nil, Errorf(ValueErrorType, "cannot convert float NaN to integer")
		}
		return FloatToInt(math.RoundToEven(f))
	}
	n, err := indexClamped(t, nd)
	if err != nil {
		return nil, err
	}
	// CPython's NDIGITS_MAX and NDIGITS_MIN: beyond them the result is f,
	// or a zero of f's sign.
	switch {
	case math.IsInf(f, 0) || math.IsNaN(f) || f == 0 || n > 323:
		return Float(f), nil
	case n < -308:
		return Float(math.Copysign(0, f)), nil
	case n >= 0:
		//allocpath:ok the precision is at most 323 (NDIGITS_MAX above)
		s := strconv.FormatFloat(f, 'f', int(n), 64)
		r, _ := strconv.ParseFloat(s, 64)
		return Float(r), nil
	}
	r, ok := floatRoundDecimal(f, -n)
	if !ok {
		return nil, Errorf(OverflowErrorType, "rounded value too large to represent")
	}
	return Float(math.Copysign(r, f)), nil
}

// indexClamped is CPython's PyNumber_AsSsize_t(v, NULL): v's __index__,
// clamped to the int64 range.
func indexClamped(t *Thread, v Value) (int64, error) {
	iv, err := Index(t, v)
	if err != nil {
		return 0, err
	}
	if i, ok := intSmall(iv); ok {
		return i, nil
	}
	b, _ := AsBig(iv)
	if b.Sign() < 0 {
		return math.MinInt64, nil
	}
	return math.MaxInt64, nil
}

// FloatHex is float.hex(): "0x1.8000000000000p+0"; subnormals keep a
// leading 0 digit and exponent -1022, as CPython writes them.
func FloatHex(f float64) string {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return pyrepr.Float(f)
	}
	sign := ""
	if math.Signbit(f) {
		sign = "-"
	}
	if f == 0 {
		return sign + "0x0.0p+0"
	}
	b := math.Float64bits(f)
	exp := int(b>>52) & 0x7ff
	mant := b & (1<<52 - 1)
	lead, e := 1, exp-1023
	if exp == 0 {
		lead, e = 0, -1022
	}
	return fmt.Sprintf("%s0x%d.%013xp%+d", sign, lead, mant, e)
}

// FloatFromHex is float.fromhex(s): an optionally signed hexadecimal
// significand with an optional "0x" prefix, fraction and binary exponent,
// or inf/infinity/nan, surrounded by optional whitespace. The result is
// correctly rounded.
func FloatFromHex(s string) (float64, error) {
	invalid := Errorf(ValueErrorType, "invalid hexadecimal floating-point string")
	str := strings.TrimFunc(s, func(r rune) bool { return numIsSpace(r) })
	neg := false
	body := str
	if body != "" && (body[0] == '+' || body[0] == '-') {
		neg = body[0] == '-'
		body = body[1:]
	}
	switch strings.ToLower(body) {
	case "inf", "infinity":
		if neg {
			return math.Inf(-1), nil
		}
		return math.Inf(1), nil
	case "nan":
		return math.NaN(), nil
	}
	if len(body) >= 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X') {
		body = body[2:]
	}
	i := 0
	hexDigits := func() int {
		n := 0
		for i < len(body) && numDigit(body[i]) < 16 {
			i++
			n++
		}
		return n
	}
	nInt := hexDigits()
	intPart := body[:i]
	frac := ""
	if i < len(body) && body[i] == '.' {
		i++
		st := i
		hexDigits()
		frac = body[st:i]
	}
	if nInt+len(frac) == 0 {
		return 0, invalid
	}
	exp := "0"
	if i < len(body) && (body[i] == 'p' || body[i] == 'P') {
		i++
		st := i
		if i < len(body) && (body[i] == '+' || body[i] == '-') {
			i++
		}
		dst := i
		for i < len(body) && body[i] >= '0' && body[i] <= '9' {
			i++
		}
		if i == dst {
			return 0, invalid
		}
		exp = body[st:i]
	}
	if i != len(body) {
		return 0, invalid
	}
	if intPart == "" {
		intPart = "0"
	}
	// Go's parser rounds hexadecimal floats correctly; a huge exponent is
	// clamped first (it only decides between overflow and zero).
	if e, err := strconv.ParseInt(exp, 10, 64); err != nil || e > 1<<20 || e < -(1<<20) {
		if strings.HasPrefix(exp, "-") {
			exp = "-1048576"
		} else {
			exp = "1048576"
		}
	}
	lit := "0x" + intPart
	if frac != "" {
		lit += "." + frac
	}
	f, err := strconv.ParseFloat(lit+"p"+exp, 64)
	if err != nil {
		if math.IsInf(f, 0) {
			return 0, Errorf(OverflowErrorType, "hexadecimal value too large to represent as a float")
		}
		return 0, invalid
	}
	if neg {
		f = -f
	}
	return f, nil
}
