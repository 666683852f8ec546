// Package pyrepr formats values the way CPython's repr() does: floats in
// the shortest form that round-trips, complex numbers, and str and bytes
// literals with CPython's choice of quotes and escapes.
//
// It is shared by the ast package (Dump) and the evaluator, so both print
// the same bytes CPython prints.
package pyrepr

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Float returns repr(f): the shortest decimal that round-trips, in fixed
// notation when the decimal exponent is in [-4, 16), otherwise in
// scientific notation with at least two exponent digits ("1e+16",
// "1e-05"); integral values keep ".0"; "inf", "-inf", "nan".
func Float(f float64) string {
	return formatFloat(f, true)
}

// FloatNoDot is Float without the ".0" CPython appends to integral values;
// it is the form used inside complex reprs ("1j", "(1+2j)").
func FloatNoDot(f float64) string {
	return formatFloat(f, false)
}

func formatFloat(f float64, addDot bool) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	// Shortest round-trip digits and exponent.
	e := strconv.FormatFloat(f, 'e', -1, 64) // e.g. "-1.2345e+16"
	neg := false
	if e[0] == '-' {
		neg = true
		e = e[1:]
	}
	mant, expStr, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expStr)
	digits := strings.Replace(mant, ".", "", 1)
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	if exp >= -4 && exp < 16 {
		// Fixed notation.
		if exp < 0 {
			b.WriteString("0.")
			for i := 0; i < -exp-1; i++ {
				b.WriteByte('0')
			}
			b.WriteString(digits)
		} else if len(digits) <= exp+1 {
			b.WriteString(digits)
			for i := len(digits); i < exp+1; i++ {
				b.WriteByte('0')
			}
			if addDot {
				b.WriteString(".0")
			}
		} else {
			b.WriteString(digits[:exp+1])
			b.WriteByte('.')
			b.WriteString(digits[exp+1:])
		}
		return b.String()
	}
	b.WriteString(digits[:1])
	if len(digits) > 1 {
		b.WriteByte('.')
		b.WriteString(digits[1:])
	}
	b.WriteByte('e')
	if exp < 0 {
		b.WriteByte('-')
		exp = -exp
	} else {
		b.WriteByte('+')
	}
	if exp < 10 {
		b.WriteByte('0')
	}
	b.WriteString(strconv.Itoa(exp))
	return b.String()
}

// Complex returns repr(c): "1j" when the real part is +0.0, otherwise
// "(re+imj)", with "inf"/"nan" parts as CPython writes them.
func Complex(c complex128) string {
	re, im := real(c), imag(c)
	if re == 0 && !math.Signbit(re) {
		return FloatNoDot(im) + "j"
	}
	ims := FloatNoDot(im)
	if !strings.HasPrefix(ims, "-") {
		ims = "+" + ims
	}
	return "(" + FloatNoDot(re) + ims + "j)"
}

// DecodeRune decodes the first code point of a Python str held in Go's
// extended UTF-8 (see package ast): like utf8.DecodeRuneInString, but a
// 3-byte encoded surrogate (U+D800..U+DFFF) decodes to that surrogate.
func DecodeRune(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && n == 1 && len(s) >= 3 && s[0] == 0xED && s[1] >= 0xA0 && s[1] <= 0xBF && s[2]&0xC0 == 0x80 {
		return rune(0xD000 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F)), 3
	}
	return r, n
}

// AppendRune appends the extended UTF-8 encoding of r, which may be a
// surrogate code point.
func AppendRune(b []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(b, 0xED, byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(b, r)
}

// IsPrintable reports whether CPython 3.11's str.isprintable() holds for
// r: every code point except those in categories Cc, Cf, Cs, Co, Cn, Zl, Zp
// and Zs, with the ASCII space printable. The table comes from CPython's
// own Unicode 14 database (gen_printable.py), not Go's newer tables, so
// repr() escapes exactly what CPython escapes.
func IsPrintable(r rune) bool {
	if r < 0x7F {
		return r >= 0x20
	}
	lo, hi := 0, len(printableRanges)
	for lo < hi {
		m := (lo + hi) / 2
		switch {
		case r < printableRanges[m][0]:
			hi = m
		case r > printableRanges[m][1]:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}

// Str returns repr(s) for a Python str held in extended UTF-8: single
// quotes unless s contains ' and no ", backslash escapes for \\, the
// quote, \t \n \r, \xNN, \uNNNN or \UNNNNNNNN for other unprintable code
// points.
func Str(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	b := make([]byte, 0, len(s)+2)
	b = append(b, quote)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == quote || c == '\\':
				b = append(b, '\\', c)
			case c == '\t':
				b = append(b, '\\', 't')
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c < 0x20 || c == 0x7F:
				b = appendHex(b, 'x', uint32(c), 2)
			default:
				b = append(b, c)
			}
			continue
		}
		r, n := DecodeRune(s[i:])
		if IsPrintable(r) && !(r == utf8.RuneError && n == 1) {
			b = append(b, s[i:i+n]...)
		} else if r == utf8.RuneError && n == 1 {
			// Not valid extended UTF-8: cannot come from Python; show the byte.
			b = appendHex(b, 'x', uint32(s[i]), 2)
		} else if r < 0x100 {
			b = appendHex(b, 'x', uint32(r), 2)
		} else if r < 0x10000 {
			b = appendHex(b, 'u', uint32(r), 4)
		} else {
			b = appendHex(b, 'U', uint32(r), 8)
		}
		i += n
	}
	b = append(b, quote)
	return string(b)
}

// Bytes returns repr(b) for a bytes value: b'...' with the same quote
// rule as Str and \xNN for bytes outside printable ASCII.
func Bytes(s string) string {
	return "b" + bytesBody(s)
}

// ByteArray returns repr(bytearray(b)).
func ByteArray(s string) string {
	return "bytearray(b" + bytesBody(s) + ")"
}

func bytesBody(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	b := make([]byte, 0, len(s)+2)
	b = append(b, quote)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == quote || c == '\\':
			b = append(b, '\\', c)
		case c == '\t':
			b = append(b, '\\', 't')
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c < 0x20 || c >= 0x7F:
			b = appendHex(b, 'x', uint32(c), 2)
		default:
			b = append(b, c)
		}
	}
	b = append(b, quote)
	return string(b)
}

const hexDigits = "0123456789abcdef"

func appendHex(b []byte, kind byte, v uint32, width int) []byte {
	b = append(b, '\\', kind)
	for i := width - 1; i >= 0; i-- {
		b = append(b, hexDigits[(v>>(4*uint(i)))&0xF])
	}
	return b
}
