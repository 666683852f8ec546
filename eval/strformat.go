package eval

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// printf-style formatting: str % args, as CPython's PyUnicode_Format.

// strPercentFormat implements format % args.
func strPercentFormat(t *Thread, format *Str, args Value) (Value, error) {
	var items []Value
	argIdx := 0
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
	next := func() (Value, error) {
		if argIdx >= len(items) {
			return nil, Errorf(TypeErrorType, "not enough arguments for format string")
		}
		argIdx++
		return items[argIdx-1], nil
	}
	f := format.s
	var b strings.Builder
	usedMapping := false
	for i := 0; i < len(f); {
		j := strings.IndexByte(f[i:], '%')
		if j < 0 {
			b.WriteString(f[i:])
			break
		}
		b.WriteString(f[i : i+j])
		i += j + 1
		if err := t.Step(); err != nil {
			return nil, err
		}
		var arg Value
		if i < len(f) && f[i] == '(' {
			if mapping == nil {
				return nil, Errorf(TypeErrorType, "format requires a mapping")
			}
			depth, k := 1, i+1
			for ; k < len(f) && depth > 0; k++ {
				if f[k] == '(' {
					depth++
				} else if f[k] == ')' {
					depth--
				}
			}
			if depth > 0 {
				return nil, Errorf(ValueErrorType, "incomplete format key")
			}
			v, err := GetItem(t, mapping, NewStr(f[i+1:k-1]))
			if err != nil {
				return nil, err
			}
			arg, usedMapping = v, true
			i = k
		}
		var left, zero, plus, space, alt bool
	flags:
		for ; i < len(f); i++ {
			switch f[i] {
			case '-':
				left = true
			case '0':
				zero = true
			case '+':
				plus = true
			case ' ':
				space = true
			case '#':
				alt = true
			default:
				break flags
			}
		}
		readNum := func() (int, bool, error) {
			if i < len(f) && f[i] == '*' {
				i++
				v, err := next()
				if err != nil {
					return 0, false, err
				}
				if _, ok := v.(Int); !ok {
					if _, ok := v.(Bool); !ok {
						return 0, false, Errorf(TypeErrorType, "* wants int")
					}
				}
				n, err := AsInt(t, v)
				return n, true, err
			}
			start := i
			for i < len(f) && f[i] >= '0' && f[i] <= '9' {
				i++
			}
			if i == start {
				return 0, false, nil
			}
			n, err := strconv.Atoi(f[start:i])
			if err != nil || n > strMaxBytes {
				return 0, false, Errorf(ValueErrorType, "width too big")
			}
			return n, true, nil
		}
		width, _, err := readNum()
		if err != nil {
			return nil, err
		}
		if width < 0 {
			left, width = true, -width
		}
		prec, hasPrec := -1, false
		if i < len(f) && f[i] == '.' {
			i++
			prec, _, err = readNum()
			if err != nil {
				return nil, err
			}
			hasPrec = true
			if prec < 0 {
				prec = 0
			}
		}
		for i < len(f) && (f[i] == 'h' || f[i] == 'l' || f[i] == 'L') {
			i++
		}
		if i >= len(f) {
			return nil, Errorf(ValueErrorType, "incomplete format")
		}
		conv := f[i]
		i++
		if conv == '%' {
			b.WriteByte('%')
			continue
		}
		if arg == nil {
			if arg, err = next(); err != nil {
				return nil, err
			}
		}
		var body, sign, prefix string
		numeric := false
		switch conv {
		case 's', 'r', 'a':
			var s string
			switch conv {
			case 's':
				s, err = StrOf(t, arg)
			case 'r':
				s, err = Repr(t, arg)
			default:
				s, err = Repr(t, arg)
				s = strASCIIRepr(s)
			}
			if err != nil {
				return nil, err
			}
			if hasPrec {
				st := NewStr(s)
				if prec < st.Len() {
					s = st.s[:st.byteOffset(prec)]
				}
			}
			body = s
		case 'c':
			switch x := arg.(type) {
			case *Str:
				if x.Len() != 1 {
					return nil, Errorf(TypeErrorType, "%s", "%c requires int or char")
				}
				body = x.s
			default:
				n, err := AsInt64(t, arg)
				if err != nil {
					if e, ok := err.(*Exception); ok && e.Type() == OverflowErrorType {
						return nil, Errorf(OverflowErrorType, "%s", "%c arg not in range(0x110000)")
					}
					return nil, Errorf(TypeErrorType, "%s", "%c requires int or char")
				}
				if n < 0 || n > 0x10FFFF {
					return nil, Errorf(OverflowErrorType, "%s", "%c arg not in range(0x110000)")
				}
				body = string(appendRune(nil, rune(n)))
			}
		case 'd', 'i', 'u', 'x', 'X', 'o':
			numeric = true
			n, err := strFormatInt(t, arg, conv)
			if err != nil {
				return nil, err
			}
			if n.Sign() < 0 {
				sign = "-"
				n.Neg(n)
			} else if plus {
				sign = "+"
			} else if space {
				sign = " "
			}
			switch conv {
			case 'x', 'X':
				body = n.Text(16)
				if alt {
					prefix = "0" + string(conv)
				}
				if conv == 'X' {
					body = strings.ToUpper(body)
				}
			case 'o':
				body = n.Text(8)
				if alt {
					prefix = "0o"
				}
			default:
				body = n.Text(10)
			}
			if hasPrec && len(body) < prec {
				body = strings.Repeat("0", prec-len(body)) + body
			}
		case 'e', 'E', 'f', 'F', 'g', 'G':
			numeric = true
			x, err := strFormatFloatArg(t, arg)
			if err != nil {
				return nil, err
			}
			if !hasPrec {
				prec = 6
			}
			if math.Signbit(x) && !math.IsNaN(x) {
				sign = "-"
				x = -x
			} else if plus {
				sign = "+"
			} else if space {
				sign = " "
			}
			// x >= 0 here (the sign is split off above); C's printf,
			// which CPython calls, zero-pads inf and nan too ('-0inf').
			body = formatFloatDigits(x, conv, prec, alt, false, false)
		default:
			r, _ := decodeRune(f[i-1:])
			return nil, Errorf(ValueErrorType, "unsupported format character '%s' (0x%x) at index %d",
				string(appendRune(nil, r)), r, NewStr(f[:i-1]).Len())
		}
		total := len(sign) + len(prefix) + NewStr(body).Len()
		pad := width - total
		if err := strCharge(t, b.Len()+len(body)+max(pad, 0)); err != nil {
			return nil, err
		}
		switch {
		case pad <= 0:
			b.WriteString(sign + prefix + body)
		case left:
			b.WriteString(sign + prefix + body + strings.Repeat(" ", pad))
		case zero && numeric:
			b.WriteString(sign + prefix + strings.Repeat("0", pad) + body)
		default:
			b.WriteString(strings.Repeat(" ", pad) + sign + prefix + body)
		}
	}
	if argIdx < len(items) && !usedMapping && mapping == nil {
		return nil, Errorf(TypeErrorType, "not all arguments converted during string formatting")
	}
	return NewStr(b.String()), nil
}

// strASCIIRepr escapes the non-ASCII characters of a repr as ascii() does.
func strASCIIRepr(s string) string {
	var b []byte
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		i += n
		switch {
		case r < 0x80:
			b = append(b, byte(r))
		case r < 0x100:
			b = append(b, '\\', 'x', hexDigit(r>>4), hexDigit(r))
		case r < 0x10000:
			b = append(b, '\\', 'u', hexDigit(r>>12), hexDigit(r>>8), hexDigit(r>>4), hexDigit(r))
		default:
			b = append(b, '\\', 'U')
			for k := 28; k >= 0; k -= 4 {
				b = append(b, hexDigit(r>>k))
			}
		}
	}
	return string(b)
}

func hexDigit(r rune) byte { return "0123456789abcdef"[r&15] }

// strFormatInt converts the argument of an integer conversion.
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
		n, _ := big.NewFloat(math.Trunc(f)).Int(nil)
		return n, nil
	case *BigInt:
		// Go through the int's decimal repr, so this file does not depend
		// on the representation of big ints.
		s, err := Repr(t, x)
		if err != nil {
			return nil, err
		}
		n, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return nil, Errorf(SystemErrorType, "bad int repr %s", s)
		}
		return n, nil
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
