package eval

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// Conversions between numbers and strings: the parsers behind int(str),
// float(str) and complex(str), following CPython's rules for whitespace,
// signs, underscores, base prefixes and Unicode digits.

// numToASCII is CPython's _PyUnicode_TransformDecimalAndSpaceToASCII:
// Unicode white space becomes ' ', Unicode decimal digits become their
// ASCII digit, other non-ASCII characters become '?' (which no parser
// accepts). The work of the parsers that follow, linear in the text, is
// counted here.
func numToASCII(t *Thread, s string) (string, error) {
	if err := strWork(t, 4*len(s)); err != nil {
		return "", err
	}
	if isASCII(s) {
		return s, nil
	}
	// Every character becomes one byte: at most len(s).
	b := NewBuilder(t, len(s))
	if b.Err() != nil {
		return "", b.Err()
	}
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf:
			b.WriteRune(r)
		case numIsSpace(r):
			b.WriteByte(' ')
		case unicode.Is(unicode.Nd, r):
			b.WriteByte(byte('0' + numDigitValue(r)))
		default:
			b.WriteByte('?')
		}
	}
	return b.String(), b.Err()
}

// numIsSpace is Python's str.isspace for one character.
func numIsSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0x1c, 0x1d, 0x1e, 0x1f, 0x85:
		return true
	}
	return r > 0x7f && unicode.IsSpace(r)
}

// numDigitValue is the decimal value of a Unicode digit (category Nd):
// digits come in runs starting at a zero.
func numDigitValue(r rune) int {
	start := r
	for start > 0 && unicode.Is(unicode.Nd, start-1) {
		start--
	}
	return int(r-start) % 10
}

// numTrimSpace strips ASCII white space (after numToASCII every space is
// ASCII).
func numTrimSpace(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return r < utf8.RuneSelf && numIsSpace(r) })
}

// numStripUnderscores is CPython's _Py_string_to_number_with_underscores:
// underscores are allowed only between digits; ok is false otherwise.
func numStripUnderscores(t *Thread, s string) (string, bool, error) {
	if strings.IndexByte(s, '_') < 0 {
		return s, true, nil
	}
	b, err := MakeCap[byte](t, 0, len(s))
	if err != nil {
		return "", false, err
	}
	var prev byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '_' {
			if !(prev >= '0' && prev <= '9') {
				return "", false, nil
			}
		} else {
			if prev == '_' && !(c >= '0' && c <= '9') {
				return "", false, nil
			}
			b = append(b, c)
		}
		prev = c
	}
	if prev == '_' {
		return "", false, nil
	}
	return bytesToString(b), true, nil
}

// IntFromString parses s as int(s, base) does (base 0 or 2..36; the base
// is assumed valid), returning CPython's ValueErrors.
func IntFromString(t *Thread, s string, base int) (Value, error) {
	invalid := func() error {
		return Errorf(ValueErrorType, "invalid literal for int() with base %d: %s", base, pyrepr.StrTrunc(s, 200))
	}
	ascii, err := numToASCII(t, s)
	if err != nil {
		return nil, err
	}
	str := numTrimSpace(ascii)
	neg := false
	if str != "" && (str[0] == '+' || str[0] == '-') {
		neg = str[0] == '-'
		str = str[1:]
	}
	b := base
	errorIfNonzero := false
	if b == 0 {
		switch {
		case len(str) == 0 || str[0] != '0':
			b = 10
		case len(str) > 1 && (str[1] == 'x' || str[1] == 'X'):
			b = 16
		case len(str) > 1 && (str[1] == 'o' || str[1] == 'O'):
			b = 8
		case len(str) > 1 && (str[1] == 'b' || str[1] == 'B'):
			b = 2
		default:
			errorIfNonzero = true
			b = 10
		}
	}
	if len(str) > 1 && str[0] == '0' {
		c := str[1] | 0x20
		if (b == 16 && c == 'x') || (b == 8 && c == 'o') || (b == 2 && c == 'b') {
			str = str[2:]
			if str != "" && str[0] == '_' {
				str = str[1:]
			}
		}
	}
	if str == "" || str[0] == '_' {
		return nil, invalid()
	}
	// Digits with single underscores between them.
	digits, err := MakeCap[byte](t, 0, len(str))
	if err != nil {
		return nil, err
	}
	prevUnderscore := false
	i := 0
	for ; i < len(str); i++ {
		c := str[i]
		if c == '_' {
			if prevUnderscore {
				return nil, invalid()
			}
			prevUnderscore = true
			continue
		}
		d := numDigit(c)
		if d >= b {
			break
		}
		prevUnderscore = false
		digits = append(digits, c)
	}
	if limit := t.intStrLimit(); b&(b-1) != 0 && limit > 0 && int64(len(digits)) > limit {
		return nil, Errorf(ValueErrorType, "Exceeds the limit (%d digits) for integer string conversion: value has %d digits; use sys.set_int_max_str_digits() to increase the limit", limit, len(digits))
	}
	if prevUnderscore || i != len(str) || len(digits) == 0 {
		return nil, invalid()
	}
	ds := bytesToString(digits)
	if len(ds) <= 12 || (b <= 16 && len(ds) <= 15) {
		n, err := strconv.ParseInt(ds, b, 64)
		if err == nil {
			if errorIfNonzero && n != 0 {
				return nil, invalid()
			}
			if neg {
				n = -n
			}
			return MakeInt(n), nil
		}
	}
	x, ok, err := BigParse(t, ds, b)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, invalid()
	}
	if errorIfNonzero && x.Sign() != 0 {
		return nil, invalid()
	}
	if neg {
		if x, err = BigNeg(t, x); err != nil {
			return nil, err
		}
	}
	return intOwn(x), nil
}

// numDigit is the value of an ASCII digit or letter in bases up to 36,
// 99 for other bytes.
func numDigit(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

// numScanFloat parses the longest prefix of s that is a float as C's
// strtod accepts it in CPython (PyOS_string_to_double): an optional sign,
// then "inf", "infinity" or "nan" in any case, or decimal digits with an
// optional fraction and exponent. It returns the value and the length
// used, 0 when there is no number. Overflow gives ±inf.
func numScanFloat(s string) (float64, int) {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	rest := strings.ToLower(s[i:min(len(s), i+8)])
	switch {
	case strings.HasPrefix(rest, "infinity"):
		return numSigned(s, math.Inf(1)), i + 8
	case strings.HasPrefix(rest, "inf"):
		return numSigned(s, math.Inf(1)), i + 3
	case strings.HasPrefix(rest, "nan"):
		return numSigned(s, math.NaN()), i + 3
	}
	nd := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
		nd++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			nd++
		}
	}
	if nd == 0 {
		return 0, 0
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && s[j] >= '0' && s[j] <= '9' {
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			i = j
		}
	}
	text := s[:i]
	if e := strings.IndexAny(text, "eE"); e >= 0 && len(text)-e > 5 {
		text = numScientific(text, e)
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil {
		// Only range errors remain: ParseFloat returns ±Inf or ±0.
		if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
			return 0, 0
		}
	}
	return f, i
}

// numScientific rewrites the decimal literal lit (sign, digits with an
// optional point, and an exponent at lit[e]) as d.ddd...e±N with its
// first significant digit first, for strconv.ParseFloat, which stops
// reading an exponent at 10,000 (float('0.' + '0'*10**5 + '1e100001') was
// 0.0 for CPython's 1.0). At most 800 significant digits are kept, and a
// final 1 stands for any nonzero digit dropped, so the rounding is still
// exact (a double needs at most 767); an exponent past ±400 is past the
// float range either way.
func numScientific(lit string, e int) string {
	sign := ""
	mant, exp := lit[:e], lit[e+1:]
	if mant[0] == '+' || mant[0] == '-' {
		sign, mant = mant[:1], mant[1:]
	}
	intLen := len(mant)
	if k := strings.IndexByte(mant, '.'); k >= 0 {
		intLen = k
	}
	// digit returns the i-th digit of the mantissa, the point skipped.
	nd := len(mant)
	if intLen < len(mant) {
		nd--
	}
	digit := func(i int) byte {
		if i < intLen {
			return mant[i]
		}
		return mant[i+1]
	}
	first := 0
	for first < nd && digit(first) == '0' {
		first++
	}
	if first == nd {
		return sign + "0"
	}
	last := nd - 1
	for digit(last) == '0' {
		last--
	}
	// The exponent, saturated far beyond any float's.
	const huge = 1 << 40
	neg := false
	if exp[0] == '+' || exp[0] == '-' {
		neg, exp = exp[0] == '-', exp[1:]
	}
	var x int64
	for i := 0; i < len(exp) && x < huge; i++ {
		x = x*10 + int64(exp[i]-'0')
	}
	if neg {
		x = -x
	}
	sci := x + int64(intLen) - int64(first) - 1
	switch {
	case sci > 400:
		return sign + "1e400"
	case sci < -400:
		return sign + "0"
	}
	var buf [840]byte
	b := append(buf[:0], sign...)
	b = append(b, digit(first), '.')
	for i := first + 1; i <= last && i <= first+800; i++ {
		b = append(b, digit(i))
	}
	if last > first+800 {
		b = append(b, '1')
	}
	b = append(b, 'e')
	b = strconv.AppendInt(b, sci, 10)
	return string(b)
}

func numSigned(s string, f float64) float64 {
	if s[0] == '-' {
		return -f
	}
	return f
}

// numCannotConvert is the ValueError of float(s) and complex(s), with the
// whole repr of s as CPython writes it (charged).
func numCannotConvert(t *Thread, what, s string) error {
	r, err := strRepr(t, s)
	if err != nil {
		return err
	}
	return Errorf(ValueErrorType, "could not convert string to %s: %s", what, r)
}

// numPrepare is the text float(s) and complex(s) parse: s in ASCII
// without its underscores (ok is false if they are misplaced).
func numPrepare(t *Thread, s string) (str string, ok bool, err error) {
	ascii, err := numToASCII(t, s)
	if err != nil {
		return "", false, err
	}
	return numStripUnderscores(t, ascii)
}

// FloatFromString parses s as float(s) does.
func FloatFromString(t *Thread, s string) (float64, error) {
	str, ok, err := numPrepare(t, s)
	if err != nil {
		return 0, err
	}
	if ok {
		str = numTrimSpace(str)
		if f, n := numScanFloat(str); n > 0 && n == len(str) {
			return f, nil
		}
	}
	return 0, numCannotConvert(t, "float", s)
}

// ComplexFromString parses s as complex(s) does.
func ComplexFromString(t *Thread, s string) (complex128, error) {
	malformed := Errorf(ValueErrorType, "complex() arg is a malformed string")
	str, ok, err := numPrepare(t, s)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, numCannotConvert(t, "complex", s)
	}
	str = numTrimSpace(str)
	bracket := false
	if str != "" && str[0] == '(' {
		bracket = true
		str = numTrimSpace(str[1:])
	}
	var x, y float64
	i := 0
	isJ := func() bool { return i < len(str) && (str[i] == 'j' || str[i] == 'J') }
	z, n := numScanFloat(str)
	if n > 0 {
		i = n
		if i < len(str) && (str[i] == '+' || str[i] == '-') {
			x = z
			if y2, n2 := numScanFloat(str[i:]); n2 > 0 {
				y = y2
				i += n2
			} else {
				y = 1
				if str[i] == '-' {
					y = -1
				}
				i++
			}
			if !isJ() {
				return 0, malformed
			}
			i++
		} else if isJ() {
			i++
			y = z
		} else {
			x = z
		}
	} else {
		if i < len(str) && (str[i] == '+' || str[i] == '-') {
			y = 1
			if str[i] == '-' {
				y = -1
			}
			i++
		} else {
			y = 1
		}
		if !isJ() {
			return 0, malformed
		}
		i++
	}
	for i < len(str) && numIsSpace(rune(str[i])) {
		i++
	}
	if bracket {
		if i >= len(str) || str[i] != ')' {
			return 0, malformed
		}
		i++
		for i < len(str) && numIsSpace(rune(str[i])) {
			i++
		}
	}
	if i != len(str) {
		return 0, malformed
	}
	return complex(x, y), nil
}
