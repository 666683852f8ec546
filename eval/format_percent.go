package eval

import (
	"math"
	"strings"
)

// The printf-style formatting shared by str % args (strformat.go) and
// bytes % args (format_bytes.go): the specifier parsing, the argument
// handling, the integer conversions and the padding. The conversions that
// differ between str and bytes are left to each type.

// percentSpec is one parsed conversion specifier.
type percentSpec struct {
	left, zero, plus, space, alt bool
	width                        int64
	prec                         int // -1 if there is none
	hasPrec                      bool
	conv                         byte
	pos                          int // the index of conv in the format
}

// sign is the sign of a number that is negative if neg.
func (sp *percentSpec) sign(neg bool) string {
	switch {
	case neg:
		return "-"
	case sp.plus:
		return "+"
	case sp.space:
		return " "
	}
	return ""
}

// percentFormatter is what str % args and bytes % args do differently.
type percentFormatter struct {
	what string // "string" or "bytes", for the too-many-arguments error
	// key makes the mapping key of %(key)s.
	key func(string) Value
	// starInt tells whether v may give a * width or precision.
	starInt func(v Value) bool
	// convert does the conversions other than the integer ones and %%,
	// and raises the error of an unsupported one.
	convert func(t *Thread, f string, sp *percentSpec, arg Value) (sign, body string, numeric bool, err error)
	// length is the width of a converted body.
	length func(string) int
}

// format formats f with the positional items or the mapping into b.
func (pf *percentFormatter) format(t *Thread, b *Builder, f string, items []Value, mapping Value) error {
	argIdx := 0
	next := func() (Value, error) {
		if argIdx >= len(items) {
			return nil, Errorf(TypeErrorType, "not enough arguments for format string")
		}
		argIdx++
		return items[argIdx-1], nil
	}
	b.Grow(len(f))
	for i := 0; i < len(f); {
		j := strings.IndexByte(f[i:], '%')
		if j < 0 {
			b.WriteString(f[i:])
			break
		}
		b.WriteString(f[i : i+j])
		i += j + 1
		if err := t.Step(); err != nil {
			return err
		}
		if b.Err() != nil {
			return b.Err()
		}
		if i < len(f) && f[i] == '%' {
			// Only "%%" is a literal percent sign: with a key, flags, a
			// width or a precision, '%' is a conversion (CPython 3.11),
			// which takes an argument and is then unsupported.
			b.WriteByte('%')
			i++
			continue
		}
		var arg Value
		if i < len(f) && f[i] == '(' {
			if mapping == nil {
				return Errorf(TypeErrorType, "format requires a mapping")
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
				return Errorf(ValueErrorType, "incomplete format key")
			}
			v, err := GetItem(t, mapping, pf.key(f[i+1:k-1]))
			if err != nil {
				return err
			}
			arg = v
			i = k
		}
		var sp percentSpec
	flags:
		for ; i < len(f); i++ {
			switch f[i] {
			case '-':
				sp.left = true
			case '0':
				sp.zero = true
			case '+':
				sp.plus = true
			case ' ':
				sp.space = true
			case '#':
				sp.alt = true
			default:
				break flags
			}
		}
		// readNum reads a width (a Py_ssize_t in CPython) or a precision
		// (a C int), from the format or from the arguments for '*'.
		readNum := func(limit int64, ctype, what string) (int64, error) {
			if i < len(f) && f[i] == '*' {
				i++
				v, err := next()
				if err != nil {
					return 0, err
				}
				if !pf.starInt(v) {
					return 0, Errorf(TypeErrorType, "* wants int")
				}
				n, err := AsInt64(t, v)
				if err != nil || n > limit || n < -limit-1 {
					if e, ok := err.(*Exception); err == nil || ok && e.Type() == OverflowErrorType {
						return 0, Errorf(OverflowErrorType, "Python int too large to convert to C %s", ctype)
					}
					return 0, err
				}
				return n, nil
			}
			var n int64
			for ; i < len(f) && f[i] >= '0' && f[i] <= '9'; i++ {
				d := int64(f[i] - '0')
				if n > (limit-d)/10 {
					return 0, Errorf(ValueErrorType, "%s too big", what)
				}
				n = n*10 + d
			}
			return n, nil
		}
		width, err := readNum(math.MaxInt64, "ssize_t", "width")
		if err != nil {
			return err
		}
		if width < 0 {
			// CPython negates a negative '*' width (its minimum stays
			// negative: no padding).
			sp.left, width = true, -width
		}
		sp.width = width
		sp.prec = -1
		if i < len(f) && f[i] == '.' {
			i++
			prec, err := readNum(math.MaxInt32, "int", "precision")
			if err != nil {
				return err
			}
			sp.prec = int(max(prec, 0))
			sp.hasPrec = true
		}
		for i < len(f) && (f[i] == 'h' || f[i] == 'l' || f[i] == 'L') {
			i++
		}
		if i >= len(f) {
			return Errorf(ValueErrorType, "incomplete format")
		}
		sp.conv, sp.pos = f[i], i
		i++
		if arg == nil {
			if arg, err = next(); err != nil {
				return err
			}
		}
		var body, sign, prefix string
		precZeros := 0
		numeric := false
		switch sp.conv {
		case 'd', 'i', 'u', 'x', 'X', 'o':
			numeric = true
			if sign, prefix, body, err = percentFormatInt(t, &sp, arg); err != nil {
				return err
			}
			if sp.hasPrec && len(body) < sp.prec {
				precZeros = sp.prec - len(body)
			}
		default:
			if sign, body, numeric, err = pf.convert(t, f, &sp, arg); err != nil {
				return err
			}
		}
		var pad int64
		if sp.width > 0 {
			pad = sp.width - int64(len(sign)+len(prefix)+precZeros+pf.length(body))
		}
		if pad > 0 {
			b.Grow(len(sign) + len(prefix) + precZeros + len(body) + int(min(pad, MaxObjectBytes+1)))
		}
		switch {
		case pad > 0 && sp.left:
		case pad > 0 && sp.zero && numeric:
			b.WriteString(sign)
			b.WriteString(prefix)
			b.WriteRepeat("0", int(pad))
			sign, prefix = "", ""
		case pad > 0:
			b.WriteRepeat(" ", int(pad))
		}
		b.WriteString(sign)
		b.WriteString(prefix)
		b.WriteRepeat("0", precZeros)
		b.WriteString(body)
		if pad > 0 && sp.left {
			b.WriteRepeat(" ", int(pad))
		}
	}
	if b.Err() != nil {
		return b.Err()
	}
	if argIdx < len(items) && mapping == nil {
		return Errorf(TypeErrorType, "not all arguments converted during %s formatting", pf.what)
	}
	return nil
}

// percentFormatInt does the conversions %d, %i, %u, %x, %X and %o.
func percentFormatInt(t *Thread, sp *percentSpec, arg Value) (sign, prefix, body string, err error) {
	if x, ok := arg.(Int); ok {
		// A word-sized int ("v%d" % i): its digits without a big.Int,
		// charged as BigText's.
		return percentFormatSmall(t, sp, int64(x))
	}
	n, err := strFormatInt(t, arg, sp.conv)
	if err != nil {
		return "", "", "", err
	}
	if sp.hasPrec && sp.prec > math.MaxInt32-3 {
		// CPython's _PyUnicode_FormatLong (str and bytes).
		return "", "", "", Errorf(OverflowErrorType, "precision too large")
	}
	sign = sp.sign(n.Sign() < 0)
	switch sp.conv {
	case 'x', 'X':
		body, err = BigText(t, n, 16)
		if sp.alt {
			prefix = "0" + string(sp.conv)
		}
		if sp.conv == 'X' {
			body = strings.ToUpper(body)
		}
	case 'o':
		body, err = BigText(t, n, 8)
		if sp.alt {
			prefix = "0o"
		}
	default:
		body, err = bigDecimal(t, n)
	}
	if err != nil {
		return "", "", "", err
	}
	body = strings.TrimPrefix(body, "-")
	return sign, prefix, body, nil
}

// percentFormatSmall is percentFormatInt of an Int.
func percentFormatSmall(t *Thread, sp *percentSpec, v int64) (sign, prefix, body string, err error) {
	if sp.hasPrec && sp.prec > math.MaxInt32-3 {
		return "", "", "", Errorf(OverflowErrorType, "precision too large")
	}
	sign = sp.sign(v < 0)
	switch sp.conv {
	case 'x', 'X':
		body, err = smallIntText(t, v, 16)
		if sp.alt {
			prefix = "0" + string(sp.conv)
		}
		if sp.conv == 'X' {
			body = strings.ToUpper(body)
		}
	case 'o':
		body, err = smallIntText(t, v, 8)
		if sp.alt {
			prefix = "0o"
		}
	default:
		body, err = smallDecimal(t, v)
	}
	if err != nil {
		return "", "", "", err
	}
	return sign, prefix, body, nil
}

// floatArg converts the argument of a float conversion, and gives the
// precision to format it with.
func (sp *percentSpec) floatArg(t *Thread, arg Value) (x float64, prec int, err error) {
	if x, err = strFormatFloatArg(t, arg); err != nil {
		return 0, 0, err
	}
	if !sp.hasPrec {
		return x, 6, nil
	}
	return x, sp.prec, nil
}
