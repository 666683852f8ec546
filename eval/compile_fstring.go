package eval

import (
	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

func (c *compiler) joinedStr(e *ast.JoinedStr) exprFn {
	parts := make([]exprFn, len(e.Values)) //allocpath:ok one per part of the f-string in the source
	for i, v := range e.Values {
		parts[i] = c.expr(v)
	}
	return func(fr *Frame) (Value, error) {
		// The parts are evaluated first (each is a str of its own), then
		// joined into a buffer of their total size, charged first.
		var small [8]*Str
		strs := small[:0]
		size := 0
		for _, p := range parts {
			v, err := p(fr)
			if err != nil {
				return nil, err
			}
			s, ok := v.(*Str)
			if !ok {
				return nil, Errorf(SystemErrorType, "f-string part is not a str")
			}
			strs = append(strs, s)
			size += len(s.s)
		}
		if len(strs) == 1 {
			return strs[0], nil
		}
		b := NewBuilder(fr.t, size)
		for _, s := range strs {
			b.WriteString(s.s)
		}
		if b.Err() != nil {
			return nil, b.Err()
		}
		return NewStrT(fr.t, b.String()), nil
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
		cv := conv
		if str, ok := v.(*Str); ok && cv != 'r' && cv != 'a' {
			// A str formats as itself: CPython's FORMAT_VALUE leaves an
			// exact str as the same object (f'{s}' is s, str(s) is s).
			if spec == nil {
				return str, nil
			}
			cv = ast.ConversionNone
		}
		switch cv {
		case 'r':
			s, err := Repr(fr.t, v)
			if err != nil {
				return nil, err
			}
			v = NewStrT(fr.t, s)
		case 's':
			s, err := StrOf(fr.t, v)
			if err != nil {
				return nil, err
			}
			v = NewStrT(fr.t, s)
		case 'a':
			s, err := ASCII(fr.t, v)
			if err != nil {
				return nil, err
			}
			v = NewStrT(fr.t, s)
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
		return FormatResult(fr.t, v, s), nil
	}
}

// FormatResult is the str value of format(v, spec) whose text is s: v
// itself when v is a str the spec left unchanged (no width beyond its
// length, no precision below it), as CPython's formatter returns the
// same object; a new str otherwise.
func FormatResult(t *Thread, v Value, s string) Value {
	if str, ok := v.(*Str); ok && str.s == s {
		return str
	}
	return NewStrT(t, s)
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
	return asciiEscape(t, s)
}

// asciiEscape escapes the non-ASCII characters of a repr as ascii() does,
// in a buffer sized and charged first.
func asciiEscape(t *Thread, s string) (string, error) {
	if err := strWork(t, len(s)); err != nil {
		return "", err
	}
	if isASCII(s) {
		return s, nil
	}
	if err := strWork(t, 2*len(s)); err != nil {
		return "", err
	}
	return buildTextChunked(t, s, "", "", pyrepr.ASCIILen, pyrepr.AppendASCII)
}
