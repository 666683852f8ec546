package eval

import (
	"math"
	"math/big"
)

// printf-style formatting: str % args, as CPython's PyUnicode_Format.

// strPercentFormat implements format % args.
func strPercentFormat(t *Thread, format *Str, args Value) (Value, error) {
	var items []Value
	tuple, isTuple := As[*Tuple](args)
	if isTuple {
		it, err := Iterate(t, tuple)
		if err != nil {
			return nil, err
		}
		for {
			v, err := it.Next(t)
			if err != nil {
				return nil, err
			}
			if v == nil {
				break
			}
			items = append(items, v)
		}
	} else {
		items = []Value{args}
	}
	var mapping Value
	if _, isStr := As[*Str](args); !isTuple && !isStr && args.Type().GetItem != nil {
		mapping = args
	}
	b := NewBuilder(t, 0)
	if err := strPercentFormatter.format(t, &b, format.s, items, mapping); err != nil {
		return nil, err
	}
	return NewStrT(t, b.String()), nil
}

// strPercentFormatter is the part of str % args that differs from bytes.
var strPercentFormatter = &percentFormatter{
	what: "string",
	key:  func(k string) Value { return NewStr(k) }, //allocpath:ok a key for one lookup, not kept
	starInt: func(v Value) bool {
		switch v.(type) {
		case Int, Bool, *BigInt:
			return true
		}
		return false
	},
	convert: strPercentConvert,
	length:  func(s string) int { return NewStr(s).Len() }, //allocpath:ok a temporary for counting code points
}

// strPercentConvert does the conversions of str % args other than the
// integer ones.
func strPercentConvert(t *Thread, f string, sp *percentSpec, arg Value) (sign, body string, numeric bool, err error) {
	switch conv := sp.conv; conv {
	case 's', 'r', 'a':
		var s string
		switch conv {
		case 's':
			s, err = StrOf(t, arg)
		case 'r':
			s, err = Repr(t, arg)
		default:
			s, err = ASCII(t, arg)
		}
		if err != nil {
			return "", "", false, err
		}
		if sp.hasPrec {
			st := NewStrT(t, s)
			if sp.prec < st.Len() {
				s = st.s[:st.byteOffset(sp.prec)]
			}
		}
		return "", s, false, nil
	case 'c':
		switch x := arg.(type) {
		case *Str:
			if x.Len() != 1 {
				return "", "", false, Errorf(TypeErrorType, "%s", "%c requires int or char")
			}
			return "", x.s, false, nil
		default:
			n, err := AsInt64(t, arg)
			if err != nil {
				if e, ok := err.(*Exception); ok && e.Type() == OverflowErrorType {
					return "", "", false, Errorf(OverflowErrorType, "%s", "%c arg not in range(0x110000)")
				}
				return "", "", false, Errorf(TypeErrorType, "%s", "%c requires int or char")
			}
			if n < 0 || n > 0x10FFFF {
				return "", "", false, Errorf(OverflowErrorType, "%s", "%c arg not in range(0x110000)")
			}
			return "", string(appendRune(nil, rune(n))), false, nil
		}
	case 'e', 'E', 'f', 'F', 'g', 'G':
		x, prec, err := sp.floatArg(t, arg)
		if err != nil {
			return "", "", false, err
		}
		neg := math.Signbit(x) && !math.IsNaN(x)
		if neg {
			x = -x
		}
		// x >= 0 here (the sign is split off above); C's printf,
		// which CPython calls, zero-pads inf and nan too ('-0inf').
		body, err := formatFloatDigits(t, x, conv, prec, sp.alt, false, false)
		return sp.sign(neg), body, true, err
	}
	r, _ := decodeRune(f[sp.pos:])
	return "", "", false, Errorf(ValueErrorType, "unsupported format character '%s' (0x%x) at index %d",
		string(appendRune(nil, r)), r, NewStrT(t, f[:sp.pos]).Len())
}

// strFormatInt converts the argument of an integer conversion (the
// result must not be modified: it may be a BigInt's own number).
func strFormatInt(t *Thread, v Value, conv byte) (*big.Int, error) {
	switch x := v.(type) {
	case Int:
		return big.NewInt(int64(x)), nil
	case Bool:
		if x {
			return big.NewInt(1), nil
		}
		return big.NewInt(0), nil
	case Float:
		if conv == 'x' || conv == 'X' || conv == 'o' {
			return nil, Errorf(TypeErrorType, "%%%c format: an integer is required, not float", conv)
		}
		f := float64(x)
		if math.IsInf(f, 0) {
			return nil, Errorf(OverflowErrorType, "cannot convert float infinity to integer")
		}
		if math.IsNaN(f) {
			return nil, Errorf(ValueErrorType, "cannot convert float NaN to integer")
		}
		return bigFromFloat(math.Trunc(f)), nil
	case *BigInt:
		// The int's own number (not modified by the callers).
		return &x.v, nil
	}
	if v.Type().Index != nil {
		r, err := Index(t, v)
		if err != nil {
			return nil, err
		}
		return strFormatInt(t, r, conv)
	}
	if conv == 'x' || conv == 'X' || conv == 'o' {
		return nil, Errorf(TypeErrorType, "%%%c format: an integer is required, not %s", conv, TypeName(v))
	}
	return nil, Errorf(TypeErrorType, "%%%c format: a real number is required, not %s", conv, TypeName(v))
}

func strFormatFloatArg(t *Thread, v Value) (float64, error) {
	switch x := v.(type) {
	case Float:
		return float64(x), nil
	case Int:
		return float64(x), nil
	case Bool:
		if x {
			return 1, nil
		}
		return 0, nil
	}
	if f := v.Type().Float; f != nil {
		r, err := f(t, v)
		if err != nil {
			return 0, err
		}
		if x, ok := r.(Float); ok {
			return float64(x), nil
		}
	}
	return 0, Errorf(TypeErrorType, "must be real number, not %s", TypeName(v))
}
