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
	// The digits without the point (at most 17), and the text: a float's
	// repr is at most 24 bytes, so both live on the stack.
	var dbuf [24]byte
	digits := append(dbuf[:0], mant[:1]...)
	if len(mant) > 2 {
		digits = append(digits, mant[2:]...)
	}
	var buf [32]byte
	b := buf[:0]
	if neg {
		b = append(b, '-')
	}
	if exp >= -4 && exp < 16 {
		// Fixed notation.
		if exp < 0 {
			b = append(b, "0."...)
			//workloop:bounded exp is in [-4, 16) in this branch
			for i := 0; i < -exp-1; i++ {
				b = append(b, '0')
			}
			b = append(b, digits...)
		} else if len(digits) <= exp+1 {
			b = append(b, digits...)
			//workloop:bounded exp is in [-4, 16) in this branch
			for i := len(digits); i < exp+1; i++ {
				b = append(b, '0')
			}
			if addDot {
				b = append(b, ".0"...)
			}
		} else {
			b = append(b, digits[:exp+1]...)
			b = append(b, '.')
			b = append(b, digits[exp+1:]...)
		}
		return string(b)
	}
	b = append(b, digits[0])
	if len(digits) > 1 {
		b = append(b, '.')
		b = append(b, digits[1:]...)
	}
	b = append(b, 'e')
	if exp < 0 {
		b = append(b, '-')
		exp = -exp
	} else {
		b = append(b, '+')
	}
	if exp < 10 {
		b = append(b, '0')
	}
	b = strconv.AppendInt(b, int64(exp), 10)
	return string(b)
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

// The reprs of str and bytes values come in pairs: ...Len gives the exact
// size of the repr without building it, Append... appends it. A caller
// holding a large value sizes the result first, reserves that much (an
// interpreter charges it to the program's memory) and builds it into the
// reserved buffer, never growing a buffer as it goes.

// Quote returns the quote character the repr of a str or bytes holding s
// uses: ' unless s contains ' and no ".
func Quote(s string) byte {
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		return '"'
	}
	return '\''
}

// Str returns repr(s) for a Python str held in extended UTF-8: single
// quotes unless s contains ' and no ", backslash escapes for \\, the
// quote, \t \n \r, \xNN, \uNNNN or \UNNNNNNNN for other unprintable code
// points.
//
// Str is for source text and short values: the repr of a value of the
// program is sized with StrLen and built with AppendStr into a buffer the
// interpreter charges first.
func Str(s string) string {
	return string(AppendStr(make([]byte, 0, StrLen(s)), s)) //allocpath:ok source text and short values (see the doc)
}

// StrLen returns len(Str(s)).
func StrLen(s string) int {
	return StrBodyLen(s, Quote(s)) + 2
}

// AppendStr appends Str(s) to b.
func AppendStr(b []byte, s string) []byte {
	q := Quote(s)
	b = append(b, q)
	b = AppendStrBody(b, s, q)
	return append(b, q)
}

// strEscapeLen is the length of the escape of each ASCII character in a
// str or bytes repr (the quote characters aside).
var strEscapeLen = func() (t [128]uint8) {
	for c := range t {
		switch {
		case c == '\\' || c == '\t' || c == '\n' || c == '\r':
			t[c] = 2
		case c < 0x20 || c == 0x7F:
			t[c] = 4
		default:
			t[c] = 1
		}
	}
	return
}()

// StrBodyLen is the length of the repr of the str s between the quotes,
// quoted with quote.
func StrBodyLen(s string, quote byte) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			if c == quote {
				n += 2
			} else {
				n += int(strEscapeLen[c])
			}
			continue
		}
		r, k := DecodeRune(s[i:])
		switch {
		case r == utf8.RuneError && k == 1:
			n += 4
		case IsPrintable(r):
			n += k
		case r < 0x100:
			n += 4
		case r < 0x10000:
			n += 6
		default:
			n += 10
		}
		i += k
	}
	return n
}

// AppendStrBody appends the repr of the str s between the quotes, quoted
// with quote.
func AppendStrBody(b []byte, s string, quote byte) []byte {
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
	return b
}

// StrTrunc returns Str(s) cut to its first n code points, as CPython's
// %.200R in error messages; only the prefix of s that can show is read.
func StrTrunc(s string, n int) string {
	// Each code point of s gives at least one character of the repr:
	// the first n of them (after the quote) are enough.
	end := 0
	for k := 0; k < n && end < len(s); k++ {
		_, w := DecodeRune(s[end:])
		end += w
	}
	q := Quote(s)
	b := make([]byte, 0, 10*n+2) //allocpath:ok n is the caller's constant cut (200)
	b = append(b, q)
	b = AppendStrBody(b, s[:end], q)
	if end == len(s) {
		b = append(b, q)
	}
	return cutRunes(b, n)
}

// BytesTrunc returns the repr of the first n bytes of s cut to its first
// n characters, as CPython's int(b) writes its error (the %.200R of a
// bytes object of at most 200 bytes: its quotes are the prefix's).
func BytesTrunc(s string, n int) string {
	p := s[:min(len(s), n)]
	b := make([]byte, 0, 4*n+3) //allocpath:ok n is the caller's constant cut (200)
	return cutRunes(AppendBytes(b, p), n)
}

// cutRunes returns b cut to its first n code points, as a string.
func cutRunes(b []byte, n int) string {
	k := 0
	for i := range string(b) {
		if k == n {
			return string(b[:i])
		}
		k++
	}
	return string(b)
}

// Bytes returns repr(b) for a bytes value: b'...' with the same quote
// rule as Str and \xNN for bytes outside printable ASCII.
// Like Str, it is for source text and short values.
func Bytes(s string) string {
	return string(AppendBytes(make([]byte, 0, BytesLen(s)), s)) //allocpath:ok source text and short values (see Str)
}

// BytesLen returns len(Bytes(s)).
func BytesLen(s string) int { return 3 + BytesBodyLen(s, Quote(s)) }

// AppendBytes appends Bytes(s) to b.
func AppendBytes(b []byte, s string) []byte {
	return appendBytesQuoted(append(b, 'b'), s)
}

// ByteArray returns repr(bytearray(b)).
// Like Str, it is for short values.
func ByteArray(s string) string {
	return string(AppendByteArray(make([]byte, 0, ByteArrayLen(s)), s)) //allocpath:ok short values (see Str)
}

// ByteArrayLen returns len(ByteArray(s)).
func ByteArrayLen(s string) int { return len("bytearray(b)") + 2 + BytesBodyLen(s, Quote(s)) }

// AppendByteArray appends ByteArray(s) to b.
func AppendByteArray(b []byte, s string) []byte {
	b = appendBytesQuoted(append(b, "bytearray(b"...), s)
	return append(b, ')')
}

func appendBytesQuoted(b []byte, s string) []byte {
	q := Quote(s)
	b = append(b, q)
	b = AppendBytesBody(b, s, q)
	return append(b, q)
}

// BytesBodyLen is the length of the repr of the bytes s between the
// quotes, quoted with quote.
func BytesBodyLen(s string, quote byte) int {
	n := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf:
			n += 4
		case c == quote:
			n += 2
		default:
			n += int(strEscapeLen[c])
		}
	}
	return n
}

// AppendBytesBody appends the repr of the bytes s between the quotes,
// quoted with quote.
func AppendBytesBody(b []byte, s string, quote byte) []byte {
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
	return b
}

// ASCIILen returns the length of s (a repr, in extended UTF-8) with its
// non-ASCII characters escaped as ascii() does.
func ASCIILen(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			n++
			i++
			continue
		}
		r, k := DecodeRune(s[i:])
		i += k
		switch {
		case r < 0x100:
			n += 4
		case r < 0x10000:
			n += 6
		default:
			n += 10
		}
	}
	return n
}

// AppendASCII appends s with its non-ASCII characters escaped as ascii()
// does: \xNN, \uNNNN or \UNNNNNNNN.
func AppendASCII(b []byte, s string) []byte {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			b = append(b, c)
			i++
			continue
		}
		r, k := DecodeRune(s[i:])
		i += k
		switch {
		case r < 0x100:
			b = appendHex(b, 'x', uint32(r), 2)
		case r < 0x10000:
			b = appendHex(b, 'u', uint32(r), 4)
		default:
			b = appendHex(b, 'U', uint32(r), 8)
		}
	}
	return b
}

const hexDigits = "0123456789abcdef"

func appendHex(b []byte, kind byte, v uint32, width int) []byte {
	b = append(b, '\\', kind)
	for i := width - 1; i >= 0; i-- {
		b = append(b, hexDigits[(v>>(4*uint(i)))&0xF])
	}
	return b
}
