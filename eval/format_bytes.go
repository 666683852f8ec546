package eval

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
		out, err := bytesPercentFormat(t, string(f), b)
		if err != nil {
			return nil, err
		}
		return Bytes(out.String()), nil
	}
	ByteArrayType.Binary[OpMod] = func(t *Thread, a, b Value) (Value, error) {
		f, ok := a.(*ByteArray)
		if !ok {
			return NotImplemented, nil
		}
		format, err := bytesCopy(t, f.b)
		if err != nil {
			return nil, err
		}
		out, err := bytesPercentFormat(t, format, b)
		if err != nil {
			return nil, err
		}
		return &ByteArray{b: out.Bytes()}, nil
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
func bytesPercentFormat(t *Thread, f string, args Value) (*Builder, error) {
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
	b := NewBuilder(t, 0)
	if err := bytesPercentFormatter.format(t, &b, f, items, mapping); err != nil {
		return nil, err
	}
	return &b, nil
}

// bytesPercentFormatter is the part of bytes % args that differs from str.
var bytesPercentFormatter = &percentFormatter{
	what:    "bytes",
	key:     func(k string) Value { return Bytes(k) },
	starInt: isIntValue,
	convert: bytesPercentConvert,
	length:  func(s string) int { return len(s) },
}

// bytesPercentConvert does the conversions of bytes % args other than the
// integer ones.
func bytesPercentConvert(t *Thread, f string, sp *percentSpec, arg Value) (sign, body string, numeric bool, err error) {
	switch conv := sp.conv; conv {
	case 's', 'b', 'r', 'a':
		if conv == 's' || conv == 'b' {
			body, err = bytesFormatArg(t, arg)
		} else {
			body, err = ASCII(t, arg)
		}
		if err != nil {
			return "", "", false, err
		}
		if sp.prec >= 0 && sp.prec < len(body) {
			body = body[:sp.prec]
		}
		return "", body, false, nil
	case 'c':
		if s, ok := bytesData(arg); ok && len(s) == 1 {
			return "", s, false, nil
		}
		if !isIntValue(arg) && arg.Type().Index == nil {
			return "", "", false, Errorf(TypeErrorType, "%s", "%c requires an integer in range(256) or a single byte")
		}
		n, err := AsInt64(t, arg)
		if err != nil {
			if e, ok := err.(*Exception); ok && e.Type() == OverflowErrorType {
				return "", "", false, Errorf(OverflowErrorType, "%s", "%c arg not in range(256)")
			}
			return "", "", false, err
		}
		if n < 0 || n > 255 {
			return "", "", false, Errorf(OverflowErrorType, "%s", "%c arg not in range(256)")
		}
		return "", string([]byte{byte(n)}), false, nil
	case 'e', 'E', 'f', 'F', 'g', 'G':
		x, prec, err := sp.floatArg(t, arg)
		if err != nil {
			return "", "", false, err
		}
		if body, err = formatFloatDigits(t, x, conv, prec, sp.alt, false, false); err != nil {
			return "", "", false, err
		}
		neg := body[0] == '-'
		if neg {
			body = body[1:]
		}
		return sp.sign(neg), body, true, nil
	}
	if sp.conv >= 0x80 {
		// CPython passes the byte as a signed char to %c.
		return "", "", false, Errorf(OverflowErrorType, "character argument not in range(0x110000)")
	}
	return "", "", false, Errorf(ValueErrorType, "unsupported format character '%c' (0x%x) at index %d", rune(sp.conv), sp.conv, sp.pos)
}
