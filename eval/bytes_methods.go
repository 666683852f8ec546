package eval

import (
	"math"
	"strings"
	"unsafe"
)

// The methods shared by bytes and bytearray. They read the receiver's
// data in place (selfView) once its arguments are converted (converting
// may run Python code that changes a bytearray), and return results of
// the receiver's type: a bytearray result is a charged copy.

func init() {
	addMethods(BytesType, bytesMethodTable("bytes"))
	addMethods(ByteArrayType, bytesMethodTable("bytearray"))
	BytesType.Dict.Set("fromhex", &Builtin{name: "fromhex", self: BytesType, qual: "bytes", fn: bytesFromHex})
	ByteArrayType.Dict.Set("fromhex", &Builtin{name: "fromhex", self: ByteArrayType, qual: "bytearray", fn: bytesFromHex})
}

func bytesIsSpace(c byte) bool {
	return c == ' ' || c >= '\t' && c <= '\r'
}

// selfView is the data of the receiver of a bytes or bytearray method,
// not copied (see bytesView: only for reading while no Python code runs).
func selfView(self Value) string {
	switch b := unwrap(self).(type) {
	case Bytes:
		return string(b)
	case *ByteArray:
		return bytesView(b.b)
	}
	return ""
}

// bytesItemView returns the data of a bytes-like value without copying a
// bytearray's (see bytesView).
func bytesItemView(v Value) (string, bool) {
	switch b := unwrap(v).(type) {
	case Bytes:
		return string(b), true
	case *ByteArray:
		return bytesView(b.b), true
	}
	return "", false
}

// bytesArg returns the data of a bytes-like argument (not copied) or
// CPython's error.
func bytesArg(v Value) (string, error) {
	if d, ok := bytesItemView(v); ok {
		return d, nil
	}
	return "", Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", TypeName(v))
}

// bytesSubArg is the sub argument of find/count/index: bytes-like (not
// copied) or an int in range(256).
func bytesSubArg(t *Thread, v Value) (string, error) {
	if d, ok := bytesItemView(v); ok {
		return d, nil
	}
	switch v.(type) {
	case Int, Bool, *BigInt:
	default:
		if v.Type().Index == nil {
			return "", Errorf(TypeErrorType, "argument should be integer or bytes-like object, not '%s'", TypeName(v))
		}
	}
	c, err := bytesByteValue(t, v)
	if err != nil {
		return "", err
	}
	return string(bytesSingle[c].(Bytes)), nil
}

// bytesResult returns data as a value of the receiver's type: bytes share
// it (it is immutable: a bytes receiver's data or a new string), a
// bytearray gets a charged copy.
func bytesResult(t *Thread, self Value, data string) (Value, error) {
	if _, ok := unwrap(self).(*ByteArray); ok {
		return newByteArray(t, data)
	}
	return Bytes(data), nil
}

// freshBytes returns the bytes of r, a string just built (by a Builder)
// that nothing else holds, without copying them: the bytearray that takes
// them may change them.
func freshBytes(r string) []byte {
	return unsafe.Slice(unsafe.StringData(r), len(r))
}

// newByteArray returns a bytearray holding a copy of s, charged first.
func newByteArray(t *Thread, s string) (*ByteArray, error) {
	b, err := Make[byte](t, len(s))
	if err != nil {
		return nil, err
	}
	copy(b, s)
	t.ChargeObject(byteArrayObjectBytes)
	return &ByteArray{b: b}, nil
}

// bytesTuple returns the tuple of parts as values of the receiver's type.
func bytesTuple(t *Thread, self Value, parts ...string) (Value, error) {
	vals := make([]Value, len(parts)) //allocpath:ok the callers' constant count (3)
	for i, p := range parts {
		v, err := bytesResult(t, self, p)
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	return NewTupleT(t, vals), nil
}

// bytesBuild returns a new value of the receiver's type of n bytes that
// fill writes into a charged buffer (it must write exactly n).
func bytesBuild(t *Thread, self Value, n int, fill func([]byte)) (Value, error) {
	b, err := Make[byte](t, n)
	if err != nil {
		return nil, err
	}
	fill(b)
	if _, ok := unwrap(self).(*ByteArray); ok {
		return &ByteArray{b: b}, nil
	}
	return BytesOwned(b), nil
}

func bytesMethodTable(tname string) map[string]BuiltinFunc {
	split := func(name string, right bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return splitMethod(t, self, args, kw, name, right, false)
		}
	}
	strip := func(name string, left, right bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strPosArgs(tname, name, args, kw, 0, 1); err != nil {
				return nil, err
			}
			s := selfView(self)
			in := bytesIsSpace
			if len(args) > 0 && args[0] != None {
				set, err := bytesArg(args[0])
				if err != nil {
					return nil, err
				}
				var table [256]bool
				for i := 0; i < len(set); i++ {
					table[set[i]] = true
				}
				in = func(c byte) bool { return table[c] }
			}
			if err := strWork(t, len(s)); err != nil {
				return nil, err
			}
			i, j := 0, len(s)
			for left && i < j && in(s[i]) {
				i++
			}
			for right && j > i && in(s[j-1]) {
				j--
			}
			return bytesResult(t, self, s[i:j])
		}
	}
	tail := func(name string, end bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOldArgs(tname, name, args, kw, 1, 3); err != nil {
				return nil, err
			}
			start, stop, err := strStartEnd(t, args[1:], len(selfView(self)))
			if err != nil {
				return nil, err
			}
			s := selfView(self)
			match := func(sub string) bool {
				if stop > len(s) {
					stop = len(s)
				}
				if stop-start < len(sub) || start > len(s) {
					return false
				}
				if end {
					return strings.HasSuffix(s[start:stop], sub)
				}
				return strings.HasPrefix(s[start:stop], sub)
			}
			if sub, ok := bytesItemView(args[0]); ok {
				if err := strCmpWork(t, len(sub)); err != nil {
					return nil, err
				}
				return MakeBool(match(sub)), nil
			}
			if tup, ok := args[0].(*Tuple); ok {
				for _, v := range tup.elems {
					sub, ok := bytesItemView(v)
					if !ok {
						return nil, Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", TypeName(v))
					}
					if err := strCmpWork(t, len(sub)); err != nil {
						return nil, err
					}
					if match(sub) {
						return True, nil
					}
				}
				return False, nil
			}
			return nil, Errorf(TypeErrorType, "%s first arg must be bytes or a tuple of bytes, not %s", name, TypeName(args[0]))
		}
	}
	find := func(name string, right, raise bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOldArgs(tname, name, args, kw, 1, 3); err != nil {
				return nil, err
			}
			// The slice bounds are read before sub, as CPython's
			// parse_args_finds_byte does (their TypeError comes first).
			start, end, err := strStartEnd(t, args[1:], len(selfView(self)))
			if err != nil {
				return nil, err
			}
			sub, err := bytesSubArg(t, args[0])
			if err != nil {
				return nil, err
			}
			s := selfView(self)
			end = min(end, len(s))
			if err := strWork(t, len(s)); err != nil {
				return nil, err
			}
			r := -1
			if end-start >= len(sub) {
				if right {
					r = strings.LastIndex(s[start:end], sub)
				} else {
					r = strings.Index(s[start:end], sub)
				}
				if r >= 0 {
					r += start
				}
			}
			if r < 0 && raise {
				return nil, Errorf(ValueErrorType, "subsection not found")
			}
			return Int(r), nil
		}
	}
	pred := func(name string, p func(byte) bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs(tname+"."+name, args, kw); err != nil {
				return nil, err
			}
			s := selfView(self)
			if s == "" {
				return MakeBool(name == "isascii"), nil
			}
			if err := strWork(t, len(s)); err != nil {
				return nil, err
			}
			for i := 0; i < len(s); i++ {
				if !p(s[i]) {
					return False, nil
				}
			}
			return True, nil
		}
	}
	caseMap := func(name string) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs(tname+"."+name, args, kw); err != nil {
				return nil, err
			}
			s := selfView(self)
			if err := strWork(t, len(s)); err != nil {
				return nil, err
			}
			return bytesBuild(t, self, len(s), func(b []byte) {
				copy(b, s)
				asciiMapCase(b, name)
			})
		}
	}
	pad := func(name string) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strPosArgs(tname, name, args, kw, 1, 2); err != nil {
				return nil, err
			}
			width, err := AsInt(t, args[0])
			if err != nil {
				return nil, err
			}
			fill := byte(' ')
			if len(args) > 1 {
				f, ok := bytesItemView(args[1])
				if !ok || len(f) != 1 {
					return nil, Errorf(TypeErrorType, "%s() argument 2 must be a byte string of length 1, not %s", name, ArgTypeName(args[1]))
				}
				fill = f[0]
			}
			s := selfView(self)
			if width <= len(s) {
				return bytesResult(t, self, s)
			}
			marg := width - len(s)
			left := 0
			switch name {
			case "center":
				left = marg/2 + (marg & width & 1)
			case "rjust":
				left = marg
			}
			return bytesPadded(t, self, s, fill, left, marg-left)
		}
	}
	partition := func(name string, right bool) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg(tname+"."+name, args, kw); err != nil {
				return nil, err
			}
			s := selfView(self)
			sep, err := bytesArg(args[0])
			if err != nil {
				return nil, err
			}
			if sep == "" {
				return nil, Errorf(ValueErrorType, "empty separator")
			}
			if err := strWork(t, len(s)); err != nil {
				return nil, err
			}
			var i int
			if right {
				i = strings.LastIndex(s, sep)
				if i < 0 {
					return bytesTuple(t, self, "", "", s)
				}
			} else {
				i = strings.Index(s, sep)
				if i < 0 {
					return bytesTuple(t, self, s, "", "")
				}
			}
			if _, ok := unwrap(self).(*ByteArray); !ok {
				// bytes gives the separator object itself (CPython's
				// stringlib partition for immutable types).
				return NewTupleT(t, []Value{Bytes(s[:i]), args[0], Bytes(s[i+len(sep):])}), nil
			}
			return bytesTuple(t, self, s[:i], s[i:i+len(sep)], s[i+len(sep):])
		}
	}
	affix := func(name string) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg(tname+"."+name, args, kw); err != nil {
				return nil, err
			}
			s := selfView(self)
			a, err := bytesArg(args[0])
			if err != nil {
				return nil, err
			}
			if name == "removeprefix" {
				s = strings.TrimPrefix(s, a)
			} else {
				s = strings.TrimSuffix(s, a)
			}
			return bytesResult(t, self, s)
		}
	}
	isAlpha := func(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	caseCheck := func(name string) BuiltinFunc {
		return func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strNoArgs(tname+"."+name, args, kw); err != nil {
				return nil, err
			}
			s := selfView(self)
			if err := strWork(t, len(s)); err != nil {
				return nil, err
			}
			cased, prev := false, false
			for i := 0; i < len(s); i++ {
				c := s[i]
				lower, upper := c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z'
				switch name {
				case "isupper":
					if lower {
						return False, nil
					}
					cased = cased || upper
				case "islower":
					if upper {
						return False, nil
					}
					cased = cased || lower
				case "istitle":
					if upper {
						if prev {
							return False, nil
						}
						prev, cased = true, true
					} else if lower {
						if !prev {
							return False, nil
						}
						prev, cased = true, true
					} else {
						prev = false
					}
				}
			}
			return MakeBool(cased), nil
		}
	}
	return map[string]BuiltinFunc{
		"decode": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			encoding, errors := "utf-8", "strict"
			if err := strUnpack(t, "decode", args, kw, "encoding?", &encoding, "errors?", &errors); err != nil {
				return nil, err
			}
			_, mutable := unwrap(self).(*ByteArray)
			return bytesDecode(t, selfView(self), encoding, errors, mutable)
		},
		"hex": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			var sep, perSep Value
			if err := strUnpack(t, "hex", args, kw, "sep?", &sep, "bytes_per_sep?", &perSep); err != nil {
				return nil, err
			}
			bytesPerSep := 1
			if perSep != nil {
				n, err := cIntArg(t, perSep)
				if err != nil {
					return nil, err
				}
				bytesPerSep = n
			}
			return bytesHex(t, selfView(self), sep, bytesPerSep)
		},
		"split":  split("split", false),
		"rsplit": split("rsplit", true),
		"join": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg(tname+".join", args, kw); err != nil {
				return nil, err
			}
			items, err := joinItems(t, args[0])
			if err != nil {
				return nil, err
			}
			return bytesJoin(t, self, items)
		},
		"strip":      strip("strip", true, true),
		"lstrip":     strip("lstrip", true, false),
		"rstrip":     strip("rstrip", false, true),
		"startswith": tail("startswith", false),
		"endswith":   tail("endswith", true),
		"find":       find("find", false, false),
		"rfind":      find("rfind", true, false),
		"index":      find("index", false, true),
		"rindex":     find("rindex", true, true),
		"count": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOldArgs(tname, "count", args, kw, 1, 3); err != nil {
				return nil, err
			}
			// The slice bounds are read before sub, as CPython's
			// parse_args_finds_byte does (their TypeError comes first).
			start, end, err := strStartEnd(t, args[1:], len(selfView(self)))
			if err != nil {
				return nil, err
			}
			sub, err := bytesSubArg(t, args[0])
			if err != nil {
				return nil, err
			}
			s := selfView(self)
			end = min(end, len(s))
			if err := strWork(t, len(s)); err != nil {
				return nil, err
			}
			if end-start < len(sub) {
				return Int(0), nil
			}
			if sub == "" {
				return Int(end - start + 1), nil
			}
			return Int(strings.Count(s[start:end], sub)), nil
		},
		"replace": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strPosArgs(tname, "replace", args, kw, 2, 3); err != nil {
				return nil, err
			}
			// In CPython's order: old, new, then count.
			old, err := bytesArg(args[0])
			if err != nil {
				return nil, err
			}
			repl, err := bytesArg(args[1])
			if err != nil {
				return nil, err
			}
			count := -1
			if len(args) > 2 {
				if count, err = AsInt(t, args[2]); err != nil {
					return nil, err
				}
			}
			s := selfView(self)
			r, same, err := replaceCore(t, s, old, repl, count, false)
			if err != nil {
				return nil, err
			}
			if same {
				return bytesResult(t, self, s)
			}
			if _, ok := unwrap(self).(*ByteArray); ok {
				return &ByteArray{b: freshBytes(r)}, nil
			}
			return Bytes(r), nil
		},
		"upper":      caseMap("upper"),
		"lower":      caseMap("lower"),
		"title":      caseMap("title"),
		"capitalize": caseMap("capitalize"),
		"swapcase":   caseMap("swapcase"),
		"partition":  partition("partition", false),
		"rpartition": partition("rpartition", true),
		"splitlines": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			return splitlinesMethod(t, self, args, kw, false)
		},
		"isdigit": pred("isdigit", isDigit),
		"isalpha": pred("isalpha", isAlpha),
		"isalnum": pred("isalnum", func(c byte) bool { return isAlpha(c) || isDigit(c) }),
		"isspace": pred("isspace", bytesIsSpace),
		"isascii": pred("isascii", func(c byte) bool { return c < 0x80 }),
		"isupper": caseCheck("isupper"),
		"islower": caseCheck("islower"),
		"istitle": caseCheck("istitle"),
		"center":  pad("center"),
		"ljust":   pad("ljust"),
		"rjust":   pad("rjust"),
		"zfill": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			if err := strOneArg(tname+".zfill", args, kw); err != nil {
				return nil, err
			}
			width, err := AsInt(t, args[0])
			if err != nil {
				return nil, err
			}
			s := selfView(self)
			if width <= len(s) {
				return bytesResult(t, self, s)
			}
			if len(s) > 0 && (s[0] == '+' || s[0] == '-') {
				return bytesBuild(t, self, width, func(b []byte) {
					b[0] = s[0]
					zfillFill(b[1:], s[1:])
				})
			}
			return bytesBuild(t, self, width, func(b []byte) { zfillFill(b, s) })
		},
		"expandtabs": func(t *Thread, self Value, args []Value, kw []string) (Value, error) {
			tabsize := 8
			if err := strUnpack(t, "expandtabs", args, kw, "tabsize?", &tabsize); err != nil {
				return nil, err
			}
			s := selfView(self)
			r, _, err := expandTabsCore(t, s, tabsize, false)
			if err != nil {
				return nil, err
			}
			if r == s {
				return bytesResult(t, self, s)
			}
			if _, ok := unwrap(self).(*ByteArray); ok {
				return &ByteArray{b: freshBytes(r)}, nil
			}
			return Bytes(r), nil
		},
		"removeprefix": affix("removeprefix"),
		"removesuffix": affix("removesuffix"),
	}
}

// asciiMapCase applies a case mapping to ASCII letters in place (bytes
// methods, and str's ASCII path). The mapping is chosen once, not per
// byte (a string switch per byte was a quarter of s.upper()'s time).
func asciiMapCase(b []byte, name string) {
	switch name {
	case "upper":
		for i, c := range b {
			if c >= 'a' && c <= 'z' {
				b[i] = c - 32
			}
		}
	case "swapcase":
		for i, c := range b {
			if c >= 'a' && c <= 'z' {
				b[i] = c - 32
			} else if c >= 'A' && c <= 'Z' {
				b[i] = c + 32
			}
		}
	case "capitalize":
		for i, c := range b {
			if i == 0 && c >= 'a' && c <= 'z' {
				b[i] = c - 32
			} else if i > 0 && c >= 'A' && c <= 'Z' {
				b[i] = c + 32
			}
		}
	case "title":
		prevCased := false
		for i, c := range b {
			lower := c >= 'a' && c <= 'z'
			upper := c >= 'A' && c <= 'Z'
			if !prevCased && lower {
				b[i] = c - 32
			} else if prevCased && upper {
				b[i] = c + 32
			}
			prevCased = lower || upper
		}
	default: // lower, casefold
		for i, c := range b {
			if c >= 'A' && c <= 'Z' {
				b[i] = c + 32
			}
		}
	}
}

// bytesPadded is s with left and right copies of fill, of the receiver's
// type.
func bytesPadded(t *Thread, self Value, s string, fill byte, left, right int) (Value, error) {
	if left > MaxObjectBytes || right > MaxObjectBytes-left-len(s) {
		return nil, memoryError(t)
	}
	return bytesBuild(t, self, left+len(s)+right, func(b []byte) {
		for i := range b[:left] {
			b[i] = fill
		}
		copy(b[left:], s)
		for i := left + len(s); i < len(b); i++ {
			b[i] = fill
		}
	})
}

// zfillFill writes s into b right-aligned after zeros.
func zfillFill(b []byte, s string) {
	n := len(b) - len(s)
	for i := range b[:n] {
		b[i] = '0'
	}
	copy(b[n:], s)
}

// bytesJoin is bytes.join and bytearray.join: the result is sized first,
// then built in a buffer of that size, charged before it is made. No
// Python code runs meanwhile, so a bytearray item's data is read in place.
func bytesJoin(t *Thread, self Value, items []Value) (Value, error) {
	sep := selfView(self)
	size := int64(0)
	for i, v := range items {
		d, ok := bytesItemView(v)
		if !ok {
			return nil, Errorf(TypeErrorType, "sequence item %d: expected a bytes-like object, %s found", i, TypeName(v))
		}
		if i > 0 {
			size += int64(len(sep))
		}
		size += int64(len(d))
		if size > MaxObjectBytes {
			return nil, memoryError(t)
		}
		if i%1024 == 1023 {
			if err := t.Steps(1024); err != nil {
				return nil, err
			}
		}
	}
	b := NewBuilder(t, int(size))
	if b.Err() != nil {
		return nil, b.Err()
	}
	for i, v := range items {
		d, _ := bytesItemView(v)
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(d)
		if i%1024 == 1023 {
			if err := t.Steps(1024); err != nil {
				return nil, err
			}
		}
	}
	if b.Err() != nil {
		return nil, b.Err()
	}
	if _, ok := unwrap(self).(*ByteArray); ok {
		return &ByteArray{b: b.Bytes()}, nil
	}
	return Bytes(b.String()), nil
}

// bytesHex is bytes.hex and bytearray.hex, sized exactly and charged
// before it is built.
// cIntArg is v as Argument Clinic's C int: the OverflowError of a value
// beyond 32 bits.
func cIntArg(t *Thread, v Value) (int, error) {
	n, err := AsInt64(t, v)
	if err != nil {
		if exc, ok := err.(*Exception); ok && exc.Type() == OverflowErrorType {
			return 0, Errorf(OverflowErrorType, "Python int too large to convert to C int")
		}
		return 0, err
	}
	if n > math.MaxInt32 || n < math.MinInt32 {
		return 0, Errorf(OverflowErrorType, "Python int too large to convert to C int")
	}
	return int(n), nil
}

func bytesHex(t *Thread, s string, sep Value, bytesPerSep int) (Value, error) {
	var sp string
	if sep != nil {
		switch x := sep.(type) {
		case *Str:
			sp = x.s
		default:
			d, ok := bytesItemView(sep)
			if !ok {
				if sep.Type().Len == nil {
					return nil, Errorf(TypeErrorType, "object of type '%s' has no len()", TypeName(sep))
				}
				return nil, Errorf(TypeErrorType, "sep must be str or bytes.")
			}
			sp = d
		}
		if len(sp) != 1 {
			return nil, Errorf(ValueErrorType, "sep must be length 1.")
		}
		if sp[0] >= 0x80 {
			return nil, Errorf(ValueErrorType, "sep must be ASCII.")
		}
	}
	group := bytesPerSep
	if group < 0 {
		group = -group
	}
	n := 2 * len(s)
	if sp != "" && group > 0 && len(s) > 0 {
		n += (len(s) - 1) / group
	}
	if err := strWork(t, n); err != nil {
		return nil, err
	}
	r, err := buildString(t, n, func(b []byte) []byte {
		const digits = "0123456789abcdef"
		for i := 0; i < len(s); i++ {
			if sp != "" && group > 0 && i > 0 {
				// Groups are counted from the right for positive counts.
				var boundary bool
				if bytesPerSep > 0 {
					boundary = (len(s)-i)%group == 0
				} else {
					boundary = i%group == 0
				}
				if boundary {
					b = append(b, sp[0])
				}
			}
			b = append(b, digits[s[i]>>4], digits[s[i]&15])
		}
		return b
	})
	if err != nil {
		return nil, err
	}
	return newStrNT(t, r, len(r)), nil
}

// bytesFromHex implements bytes.fromhex and bytearray.fromhex; self is the
// type (or, when called through an instance, the instance).
func bytesFromHex(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	// A METH_O classmethod names the class it is bound to.
	cls, ok := self.(*Type)
	if !ok {
		cls = self.Type()
	}
	qual := cls.Name + ".fromhex"
	if err := strOneArg(qual, args, kw); err != nil {
		return nil, err
	}
	s, ok := As[*Str](args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "fromhex() argument must be str, not %s", ArgTypeName(args[0]))
	}
	str := s.s
	if err := strWork(t, len(str)); err != nil {
		return nil, err
	}
	hexVal := func(c byte) int {
		switch {
		case c >= '0' && c <= '9':
			return int(c - '0')
		case c >= 'a' && c <= 'f':
			return int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			return int(c-'A') + 10
		}
		return -1
	}
	// Two hex digits per byte: at most half the text.
	b, err := MakeCap[byte](t, 0, len(str)/2)
	if err != nil {
		return nil, err
	}
	for i := 0; i < len(str); {
		c := str[i]
		if c == ' ' || c >= '\t' && c <= '\r' {
			i++
			continue
		}
		hi := hexVal(c)
		if hi < 0 {
			return nil, Errorf(ValueErrorType, "non-hexadecimal number found in fromhex() arg at position %d", s.cpIndex(i))
		}
		if i+1 >= len(str) || hexVal(str[i+1]) < 0 {
			return nil, Errorf(ValueErrorType, "non-hexadecimal number found in fromhex() arg at position %d", s.cpIndex(i)+1)
		}
		b = append(b, byte(hi<<4|hexVal(str[i+1])))
		i += 2
	}
	if cls, ok := self.(*Type); ok && cls.IsSubtype(ByteArrayType) {
		return subclassResult(t, cls, ByteArrayType, &ByteArray{b: b})
	}
	if _, ok := self.(*ByteArray); ok {
		return &ByteArray{b: b}, nil
	}
	return subclassResult(t, self, BytesType, BytesOwned(b))
}
