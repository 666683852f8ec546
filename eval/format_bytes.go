package eval

import (
	"strconv"
	"strings"
)

// printf-style formatting of bytes: bytes % args and bytearray % args, as
// CPython's _PyBytes_FormatEx (PEP 461). It follows str % args
// (strformat.go) with the differences of bytes: %s and %b take
// bytes-like objects or objects with __bytes__, %r and %a give ascii(),
// %c takes an int in range(256) or a single byte, mapping keys are bytes.

func init() {
	BytesType.Binary[OpMod] = func(t *Thread, a, b Value) (Value, error) {
		f, ok := a.(Bytes)
		if !ok {
			return NotImplemented, nil
		}
		s, err := bytesPercentFormat(t, string(f), b)
		if err != nil {
			return nil, err
		}
		return Bytes(s), nil
	}
	ByteArrayType.Binary[OpMod] = func(t *Thread, a, b Value) (Value, error) {
		f, ok := a.(*ByteArray)
		if !ok {
			return NotImplemented, nil
		}
		s, err := bytesPercentFormat(t, string(f.b), b)
		if err != nil {
			return nil, err
		}
		return &ByteArray{b: []byte(s)}, nil
	}
}

// bytesFormatArg is the %s / %b conversion of v.
func bytesFormatArg(t *Thread, v Value) (string, error) {
	if s, ok := bytesData(v); ok {
		return s, nil
	}
	if !v.Type().Builtin && v.Type().Lookup("__bytes__") != nil {
		m, err := GetAttr(t, v, "__bytes__")
		if err != nil {
			return "", err
		}
		r, err := Call(t, m, nil, nil)
		if err != nil {
			return "", err
		}
		b, ok := r.(Bytes)
		if !ok {
			return "", Errorf(TypeErrorType, "__bytes__ returned non-bytes (type %s)", TypeName(r))
		}
		return string(b), nil
	}
	if mv, ok := v.(interface{ Bytes() []byte }); ok {
		return string(mv.Bytes()), nil
	}
	return "", Errorf(TypeErrorType, "%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'", TypeName(v))
}

// bytesPercentFormat implements format % args for bytes.
func bytesPercentFormat(t *Thread, f string, args Value) (string, error) {
	var items []Value
	if tuple, ok := As[*Tuple](args); ok {
		items = tuple.elems
	} else {
		items = []Value{args}
	}
	var mapping Value
	switch unwrap(args).(type) {
	case *Tuple, Bytes, *Str:
	default:
		if args.Type().GetItem != nil {
			mapping = args
		}
	}
	argIdx := 0
	next := func() (Value, error) {
		if argIdx >= len(items) {
			return nil, Errorf(TypeErrorType, "not enough arguments for format string")
		}
		argIdx++
		return items[argIdx-1], nil
	}
	var b strings.Builder
	for i := 0; i < len(f); {
		j := strings.IndexByte(f[i:], '%')
		if j < 0 {
			b.WriteString(f[i:])
			break
		}
		b.WriteString(f[i : i+j])
		i += j + 1
		if err := t.Step(); err != nil {
			return "", err
		}
		var arg Value
		if i < len(f) && f[i] == '(' {
			if mapping == nil {
				return "", Errorf(TypeErrorType, "format requires a mapping")
			}
			depth, k := 1, i+1
			for ; k < len(f) && depth > 0; k++ {
				switch f[k] {
				case '(':
					depth++
				case ')':
					depth--
				}
			}
			if depth > 0 {
				return "", Errorf(ValueErrorType, "incomplete format key")
			}
			v, err := GetItem(t, mapping, Bytes(f[i+1:k-1]))
			if err != nil {
				return "", err
			}
			arg = v
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
				if !isIntValue(v) {
					return 0, false, Errorf(TypeErrorType, "* wants int")
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
			return "", err
		}
		if width < 0 {
			left, width = true, -width
		}
		prec, hasPrec := -1, false
		if i < len(f) && f[i] == '.' {
			i++
			if prec, _, err = readNum(); err != nil {
				return "", err
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
			return "", Errorf(ValueErrorType, "incomplete format")
		}
		conv := f[i]
		i++
		if conv == '%' {
			b.WriteByte('%')
			continue
		}
		if arg == nil {
			if arg, err = next(); err != nil {
				return "", err
			}
		}
		var body, sign, prefix string
		numeric := false
		switch conv {
		case 's', 'b':
			if body, err = bytesFormatArg(t, arg); err != nil {
				return "", err
			}
			if prec >= 0 && prec < len(body) {
				body = body[:prec]
			}
		case 'r', 'a':
			if body, err = ASCII(t, arg); err != nil {
				return "", err
			}
			if prec >= 0 && prec < len(body) {
				body = body[:prec]
			}
		case 'c':
			if s, ok := bytesData(arg); ok && len(s) == 1 {
				body = s
				break
			}
			if !isIntValue(arg) && arg.Type().Index == nil {
				return "", Errorf(TypeErrorType, "%s", "%c requires an integer in range(256) or a single byte")
			}
			n, err := AsInt64(t, arg)
			if err != nil {
				if e, ok := err.(*Exception); ok && e.Type() == OverflowErrorType {
					return "", Errorf(OverflowErrorType, "%s", "%c arg not in range(256)")
				}
				return "", err
			}
			if n < 0 || n > 255 {
				return "", Errorf(OverflowErrorType, "%s", "%c arg not in range(256)")
			}
			body = string([]byte{byte(n)})
		case 'd', 'i', 'u', 'x', 'X', 'o':
			numeric = true
			n, err := strFormatInt(t, arg, conv)
			if err != nil {
				return "", err
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
			if prec >= 0 && len(body) < prec {
				body = strings.Repeat("0", prec-len(body)) + body
			}
		case 'e', 'E', 'f', 'F', 'g', 'G':
			numeric = true
			x, err := strFormatFloatArg(t, arg)
			if err != nil {
				return "", err
			}
			if !hasPrec {
				prec = 6
			}
			if err := floatCharge(t, x, conv, prec, alt); err != nil {
				return "", err
			}
			body = formatFloatDigits(x, conv, prec, alt, false, false)
			if body[0] == '-' {
				sign, body = "-", body[1:]
			} else if plus {
				sign = "+"
			} else if space {
				sign = " "
			}
		default:
			if conv >= 0x80 {
				// CPython passes the byte as a signed char to %c.
				return "", Errorf(OverflowErrorType, "character argument not in range(0x110000)")
			}
			return "", Errorf(ValueErrorType, "unsupported format character '%c' (0x%x) at index %d", rune(conv), conv, i-1)
		}
		pad := width - (len(sign) + len(prefix) + len(body))
		if err := strCharge(t, len(sign)+len(prefix)+len(body)+max(pad, 0)); err != nil {
			return "", err
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
	if argIdx < len(items) && mapping == nil {
		return "", Errorf(TypeErrorType, "not all arguments converted during bytes formatting")
	}
	return b.String(), nil
}
