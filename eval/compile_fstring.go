package eval

import (
	"strings"

	"github.com/pyinterp/pyinterp/ast"
)

func (c *compiler) joinedStr(e *ast.JoinedStr) exprFn {
	parts := make([]exprFn, len(e.Values))
	for i, v := range e.Values {
		parts[i] = c.expr(v)
	}
	return func(fr *Frame) (Value, error) {
		var b strings.Builder
		for _, p := range parts {
			v, err := p(fr)
			if err != nil {
				return nil, err
			}
			s, ok := v.(*Str)
			if !ok {
				return nil, Errorf(SystemErrorType, "f-string part is not a str")
			}
			b.WriteString(s.s)
		}
		if err := fr.t.Charge(int64(b.Len())); err != nil {
			return nil, err
		}
		return NewStr(b.String()), nil
	}
}

func (c *compiler) formattedValue(e *ast.FormattedValue) exprFn {
	val := c.expr(e.Value)
	var spec exprFn
	if e.FormatSpec != nil {
		spec = c.expr(e.FormatSpec)
	}
	conv := e.Conversion
	return func(fr *Frame) (Value, error) {
		v, err := val(fr)
		if err != nil {
			return nil, err
		}
		switch conv {
		case 'r':
			s, err := Repr(fr.t, v)
			if err != nil {
				return nil, err
			}
			v = NewStr(s)
		case 's':
			s, err := StrOf(fr.t, v)
			if err != nil {
				return nil, err
			}
			v = NewStr(s)
		case 'a':
			s, err := ASCII(fr.t, v)
			if err != nil {
				return nil, err
			}
			v = NewStr(s)
		}
		sp := ""
		if spec != nil {
			sv, err := spec(fr)
			if err != nil {
				return nil, err
			}
			sp = sv.(*Str).s
		}
		s, err := Format(fr.t, v, sp)
		if err != nil {
			return nil, err
		}
		return NewStr(s), nil
	}
}

// Format is format(v, spec).
func Format(t *Thread, v Value, spec string) (string, error) {
	typ := v.Type()
	if spec == "" && (typ.user == nil || !typ.user.formatUser) {
		// Every builtin __format__ (object's included) is str(v) for
		// an empty spec; a user __format__ is called with '' as CPython does.
		return StrOf(t, v)
	}
	if f := typ.Format; f != nil {
		return f(t, v, spec)
	}
	return "", Errorf(TypeErrorType, "unsupported format string passed to %s.__format__", TypeName(v))
}

// ASCII is ascii(v): repr with non-ASCII characters escaped.
func ASCII(t *Thread, v Value) (string, error) {
	s, err := Repr(t, v)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		i += n
		switch {
		case r < 0x80:
			b.WriteByte(byte(r))
		case r < 0x100:
			b.WriteString("\\x")
			b.WriteString(hex2(uint32(r), 2))
		case r < 0x10000:
			b.WriteString("\\u")
			b.WriteString(hex2(uint32(r), 4))
		default:
			b.WriteString("\\U")
			b.WriteString(hex2(uint32(r), 8))
		}
	}
	return b.String(), nil
}

func hex2(v uint32, width int) string {
	const digits = "0123456789abcdef"
	b := make([]byte, width)
	for i := width - 1; i >= 0; i-- {
		b[i] = digits[v&0xF]
		v >>= 4
	}
	return string(b)
}
