package eval

import (
	"math"
	"strings"
)

// str.format and str.format_map, as CPython's Objects/stringlib/
// unicode_format.h: a template of literal text and replacement fields
// "{field_name!conversion:format_spec}", where the field name is an
// argument (automatic or manual number, or keyword) followed by ".attr"
// and "[key]" lookups, and the spec may itself contain fields.

// Automatic field numbering state (CPython's AutoNumber).
const (
	autoInit = iota
	autoAuto
	autoManual
)

// strFormatter holds the arguments of one str.format call.
type strFormatter struct {
	t       *Thread
	args    []Value // positional arguments; nil for format_map
	hasArgs bool
	kwnames []string // keyword arguments of format
	kwvals  []Value
	mapping Value // the mapping of format_map
	state   int
	next    int64
}

// strFormatMethod is str.format(*args, **kwargs).
func strFormatMethod(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
	s, ok := self.(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "descriptor 'format' for 'str' objects doesn't apply to a '%s' object", TypeName(self))
	}
	npos := len(args) - len(kwnames)
	f := &strFormatter{t: t, args: args[:npos], hasArgs: true, kwnames: kwnames, kwvals: args[npos:]}
	out, err := f.build(s.s, 2)
	if err != nil {
		return nil, err
	}
	return NewStrT(t, out), nil
}

// strFormatMapMethod is str.format_map(mapping).
func strFormatMapMethod(t *Thread, self Value, args []Value, kwnames []string) (Value, error) {
	s, ok := self.(*Str)
	if !ok {
		return nil, Errorf(TypeErrorType, "descriptor 'format_map' for 'str' objects doesn't apply to a '%s' object", TypeName(self))
	}
	if len(kwnames) > 0 {
		return nil, Errorf(TypeErrorType, "str.format_map() takes no keyword arguments")
	}
	if len(args) != 1 {
		return nil, Errorf(TypeErrorType, "str.format_map() takes exactly one argument (%d given)", len(args))
	}
	f := &strFormatter{t: t, mapping: args[0]}
	out, err := f.build(s.s, 2)
	if err != nil {
		return nil, err
	}
	return NewStrT(t, out), nil
}

// build is CPython's build_string + output_markup: it renders the
// template s.
func (f *strFormatter) build(s string, depth int) (string, error) {
	if depth <= 0 {
		return "", Errorf(ValueErrorType, "Max string recursion exceeded")
	}
	b := NewBuilder(f.t, len(s))
	write := func(piece string) error {
		_, err := b.WriteString(piece)
		return err
	}
	i := 0
	for i < len(s) {
		// Literal text up to the first '{' or '}'.
		j := strings.IndexAny(s[i:], "{}")
		if j < 0 {
			if err := write(s[i:]); err != nil {
				return "", err
			}
			break
		}
		j += i
		c := s[j]
		atEnd := j+1 >= len(s)
		if c == '}' && (atEnd || s[j+1] != '}') {
			return "", Errorf(ValueErrorType, "Single '}' encountered in format string")
		}
		if atEnd && c == '{' {
			return "", Errorf(ValueErrorType, "Single '{' encountered in format string")
		}
		if s[j+1] == c {
			// An escaped brace: literal text including one brace.
			if err := write(s[i : j+1]); err != nil {
				return "", err
			}
			i = j + 2
			continue
		}
		if err := write(s[i:j]); err != nil {
			return "", err
		}
		if err := f.t.Step(); err != nil {
			return "", err
		}
		// A replacement field.
		name, conv, spec, expand, rest, err := parseField(s[j+1:])
		if err != nil {
			return "", err
		}
		i = len(s) - len(rest)
		out, err := f.render(name, conv, spec, expand, depth)
		if err != nil {
			return "", err
		}
		if err := write(out); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// parseField is CPython's parse_field: s follows a '{'; it returns the
// field name, the conversion (0 if none), the format spec, whether the
// spec contains fields, and what follows the closing '}'.
func parseField(s string) (name string, conv rune, spec string, expand bool, rest string, err error) {
	i := 0
	var c byte
	for i < len(s) {
		c = s[i]
		i++
		if c == '{' {
			return "", 0, "", false, "", Errorf(ValueErrorType, "unexpected '{' in field name")
		}
		if c == '[' {
			for i < len(s) && s[i] != ']' {
				i++
			}
			continue
		}
		if c == '}' || c == ':' || c == '!' {
			break
		}
	}
	name = s[:max(i-1, 0)]
	if c != '!' && c != ':' {
		if c != '}' || i == 0 {
			return "", 0, "", false, "", Errorf(ValueErrorType, "expected '}' before end of string")
		}
		return name, 0, "", false, s[i:], nil
	}
	if c == '!' {
		if i >= len(s) {
			return "", 0, "", false, "", Errorf(ValueErrorType, "end of string while looking for conversion specifier")
		}
		r, n := decodeRune(s[i:])
		conv = r
		i += n
		if i < len(s) {
			c = s[i]
			i++
			if c == '}' {
				return name, conv, "", false, s[i:], nil
			}
			if c != ':' {
				return "", 0, "", false, "", Errorf(ValueErrorType, "expected ':' after conversion specifier")
			}
		}
	}
	start := i
	count := 1
	for i < len(s) {
		c = s[i]
		i++
		switch c {
		case '{':
			expand = true
			count++
		case '}':
			count--
			if count == 0 {
				return name, conv, s[start : i-1], expand, s[i:], nil
			}
		}
	}
	return "", 0, "", false, "", Errorf(ValueErrorType, "unmatched '{' in format spec")
}

// render is CPython's output_markup: look the field up, convert it,
// expand its spec and format it.
func (f *strFormatter) render(name string, conv rune, spec string, expand bool, depth int) (string, error) {
	t := f.t
	v, err := f.fieldObject(name)
	if err != nil {
		return "", err
	}
	switch conv {
	case 0:
	case 'r', 's', 'a':
		var s string
		switch conv {
		case 'r':
			s, err = Repr(t, v)
		case 's':
			s, err = StrOf(t, v)
		default:
			s, err = ASCII(t, v)
		}
		if err != nil {
			return "", err
		}
		v = NewStrT(t, s)
	default:
		if conv > 32 && conv < 127 {
			return "", Errorf(ValueErrorType, "Unknown conversion specifier %c", conv)
		}
		return "", Errorf(ValueErrorType, "Unknown conversion specifier \\x%x", conv)
	}
	if expand {
		if spec, err = f.build(spec, depth-1); err != nil {
			return "", err
		}
	}
	return Format(t, v, spec)
}

// fieldIndex is CPython's get_integer for field names: the value of a
// non-empty string of decimal digits, or -1.
func fieldIndex(s string) (int64, error) {
	if s == "" {
		return -1, nil
	}
	var acc int64
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		i += n
		d := specDigit(r)
		if d < 0 {
			return -1, nil
		}
		if acc > (math.MaxInt64-int64(d))/10 {
			return -1, Errorf(ValueErrorType, "Too many decimal digits in format string")
		}
		acc = acc*10 + int64(d)
	}
	return acc, nil
}

// fieldObject is CPython's get_field_object: the argument named by the
// first part of the field name, then its ".attr" and "[key]" lookups.
func (f *strFormatter) fieldObject(name string) (Value, error) {
	t := f.t
	k := strings.IndexAny(name, ".[")
	if k < 0 {
		k = len(name)
	}
	first, rest := name[:k], name[k:]
	idx, err := fieldIndex(first)
	if err != nil {
		return nil, err
	}
	empty := first == ""
	if empty || idx != -1 {
		if f.state == autoInit {
			f.state = autoManual
			if empty {
				f.state = autoAuto
			}
		}
		if f.state == autoManual && empty {
			return nil, Errorf(ValueErrorType, "cannot switch from manual field specification to automatic field numbering")
		}
		if f.state == autoAuto && !empty {
			return nil, Errorf(ValueErrorType, "cannot switch from automatic field numbering to manual field specification")
		}
		if empty {
			idx = f.next
			f.next++
		}
	}
	var obj Value
	if idx == -1 {
		key := NewStrT(t, first)
		switch {
		case f.mapping != nil:
			if obj, err = GetItem(t, f.mapping, key); err != nil {
				return nil, err
			}
		default:
			for i, kn := range f.kwnames {
				if kn == first {
					obj = f.kwvals[i]
					break
				}
			}
			if obj == nil {
				return nil, NewException(KeyErrorType, key)
			}
		}
	} else {
		if !f.hasArgs {
			return nil, Errorf(ValueErrorType, "Format string contains positional fields")
		}
		if idx >= int64(len(f.args)) {
			return nil, Errorf(IndexErrorType, "Replacement index %d out of range for positional args tuple", idx)
		}
		obj = f.args[idx]
	}
	// The rest: ".attr" and "[key]" (FieldNameIterator).
	for rest != "" {
		if err := t.Step(); err != nil {
			return nil, err
		}
		var part string
		isAttr := false
		switch rest[0] {
		case '.':
			isAttr = true
			rest = rest[1:]
			e := strings.IndexAny(rest, ".[")
			if e < 0 {
				e = len(rest)
			}
			part, rest = rest[:e], rest[e:]
		case '[':
			rest = rest[1:]
			e := strings.IndexByte(rest, ']')
			if e < 0 {
				return nil, Errorf(ValueErrorType, "Missing ']' in format string")
			}
			part, rest = rest[:e], rest[e+1:]
		default:
			return nil, Errorf(ValueErrorType, "Only '.' or '[' may follow ']' in format field specifier")
		}
		var pidx int64 = -1
		if !isAttr {
			if pidx, err = fieldIndex(part); err != nil {
				return nil, err
			}
		}
		if part == "" {
			return nil, Errorf(ValueErrorType, "Empty attribute in format string")
		}
		switch {
		case isAttr:
			obj, err = GetAttr(t, obj, part)
		case pidx == -1:
			obj, err = GetItem(t, obj, NewStrT(t, part))
		default:
			obj, err = GetItem(t, obj, MakeInt(pidx))
		}
		if err != nil {
			return nil, err
		}
	}
	return obj, nil
}
