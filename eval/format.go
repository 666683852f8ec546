package eval

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The format-spec mini-language: format(v, spec) and the fields of
// str.format and f-strings, as CPython's Python/formatter_unicode.c.
//
// parseFormatSpec turns a spec into a formatSpec (the InternalFormatSpec
// of CPython); the Format slots of int, bool, float, complex and str then
// render the value. Numbers are laid out by formatNumber, which is
// calc_number_widths + fill_number: padding, sign, prefix, zero padding
// that takes part in digit grouping, digits, decimal point, remainder.
// The float digits come from format_float.go.

// Digit grouping requested by the spec.
const (
	groupNone  = iota
	groupComma // ',' every 3 digits
	groupUnder // '_' every 3 digits
	groupUnder4
)

// formatSpec is a parsed format spec.
type formatSpec struct {
	fill      rune
	align     byte // '<', '>', '^', '='
	sign      byte // 0, '+', '-', ' '
	noNeg0    bool // 'z'
	alt       bool // '#'
	width     int64
	grouping  int
	precision int64 // -1: not given
	typ       rune  // 0: not given
}

func isAlignChar(r rune) bool { return r == '<' || r == '>' || r == '=' || r == '^' }

// specInteger is CPython's get_integer for format specs: a run of Unicode
// decimal digits starting at code point i of rs; it returns the value,
// the number of digits read, and an error when the value does not fit a
// Py_ssize_t.
func specInteger(rs *specText, i int) (int64, int, error) {
	var acc int64
	n := 0
	for ; i < rs.n; i++ {
		d := specDigit(rs.at(i))
		if d < 0 {
			break
		}
		if acc > (math.MaxInt64-int64(d))/10 {
			return 0, 0, Errorf(ValueErrorType, "Too many decimal digits in format string")
		}
		acc = acc*10 + int64(d)
		n++
		if n&0xffff == 0 && rs.t != nil {
			// A width may have any number of leading zeros.
			if err := rs.t.Poll(); err != nil {
				return 0, 0, err
			}
		}
	}
	return acc, n, nil
}

// specDigit is Py_UNICODE_TODECIMAL: the value of a decimal digit, or -1.
func specDigit(r rune) int {
	if r >= '0' && r <= '9' {
		return int(r - '0')
	}
	if r > 0x7F && strIsDecimal(r) {
		return numDigitValue(r)
	}
	return -1
}

// specText reads a format spec by code point (surrogates included)
// without decoding it into a slice: a spec is as long as the program
// makes it (a width may have a million leading zeros), and a slice of
// its runes would be four bytes a character nothing charges. An ASCII
// spec is read by index; any other is read forward from a cursor
// (parseFormatSpec reads each code point once or twice, in order,
// looking at most one ahead), so reading it whole decodes it about once.
type specText struct {
	t     *Thread // polled in long runs of digits (nil: not polled)
	s     string
	n     int  // code points in s
	ascii bool // n == len(s)
	i     int  // the cursor: code point i starts at byte off
	off   int
}

// newSpecText counts spec's code points; the work of reading a long spec
// is counted (strWork) before.
func newSpecText(t *Thread, spec string) (specText, error) {
	if err := strWork(t, 4*len(spec)); err != nil {
		return specText{}, err
	}
	n := 0
	for off := 0; off < len(spec); n++ {
		if spec[off] < utf8.RuneSelf {
			off++
			continue
		}
		_, w := decodeRune(spec[off:])
		off += w
	}
	return specText{t: t, s: spec, n: n, ascii: n == len(spec)}, nil
}

// at returns code point i (0 <= i < n).
func (t *specText) at(i int) rune {
	if t.ascii {
		return rune(t.s[i])
	}
	if i < t.i {
		t.i, t.off = 0, 0
	}
	//workloop:bounded the cursor only moves forward, to at most n, except back to 0 from the first two code points (the fill and align look-ahead): reading a spec decodes it about once, work newSpecText counted
	for ; t.i < i; t.i++ {
		_, w := decodeRune(t.s[t.off:])
		t.off += w
	}
	r, _ := decodeRune(t.s[t.off:])
	return r
}

// parseFormatSpec is CPython's parse_internal_render_format_spec.
func parseFormatSpec(t *Thread, v Value, spec string, defaultType rune, defaultAlign byte) (*formatSpec, error) {
	sp := &formatSpec{fill: ' ', align: defaultAlign, width: -1, precision: -1, typ: defaultType}
	text, err := newSpecText(t, spec)
	if err != nil {
		return nil, err
	}
	rs := &text
	pos, end := 0, rs.n
	fillSpecified, alignSpecified := false, false
	if end-pos >= 2 && isAlignChar(rs.at(pos+1)) {
		sp.align = byte(rs.at(pos + 1))
		sp.fill = rs.at(pos)
		fillSpecified, alignSpecified = true, true
		pos += 2
	} else if end-pos >= 1 && isAlignChar(rs.at(pos)) {
		sp.align = byte(rs.at(pos))
		alignSpecified = true
		pos++
	}
	if end-pos >= 1 && (rs.at(pos) == ' ' || rs.at(pos) == '+' || rs.at(pos) == '-') {
		sp.sign = byte(rs.at(pos))
		pos++
	}
	if end-pos >= 1 && rs.at(pos) == 'z' {
		sp.noNeg0 = true
		pos++
	}
	if end-pos >= 1 && rs.at(pos) == '#' {
		sp.alt = true
		pos++
	}
	if !fillSpecified && end-pos >= 1 && rs.at(pos) == '0' {
		sp.fill = '0'
		if !alignSpecified && defaultAlign == '>' {
			sp.align = '='
		}
		pos++
	}
	w, n, err := specInteger(rs, pos)
	if err != nil {
		return nil, err
	}
	pos += n
	if n > 0 {
		sp.width = w
	}
	if end-pos >= 1 && rs.at(pos) == ',' {
		sp.grouping = groupComma
		pos++
	}
	if end-pos >= 1 && rs.at(pos) == '_' {
		if sp.grouping != groupNone {
			return nil, Errorf(ValueErrorType, "Cannot specify both ',' and '_'.")
		}
		sp.grouping = groupUnder
		pos++
	}
	if end-pos >= 1 && rs.at(pos) == ',' && sp.grouping == groupUnder {
		return nil, Errorf(ValueErrorType, "Cannot specify both ',' and '_'.")
	}
	if end-pos >= 1 && rs.at(pos) == '.' {
		pos++
		p, n, err := specInteger(rs, pos)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			return nil, Errorf(ValueErrorType, "Format specifier missing precision")
		}
		pos += n
		sp.precision = p
	}
	if end-pos > 1 {
		return nil, Errorf(ValueErrorType, "Invalid format specifier '%s' for object of type '%s'", spec, TypeName(v))
	}
	if end-pos == 1 {
		sp.typ = rs.at(pos)
	}
	if sp.grouping != groupNone {
		switch sp.typ {
		case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0:
		case 'b', 'o', 'x', 'X':
			if sp.grouping == groupUnder {
				sp.grouping = groupUnder4
				break
			}
			fallthrough
		default:
			c := ','
			if sp.grouping != groupComma {
				c = '_'
			}
			if sp.typ > 32 && sp.typ < 128 {
				return nil, Errorf(ValueErrorType, "Cannot specify '%c' with '%c'.", c, sp.typ)
			}
			return nil, Errorf(ValueErrorType, "Cannot specify '%c' with '\\x%x'.", c, sp.typ)
		}
	}
	return sp, nil
}

// unknownFormatCode is CPython's unknown_presentation_type.
func unknownFormatCode(typ rune, v Value) error {
	if typ > 32 && typ < 128 {
		return Errorf(ValueErrorType, "Unknown format code '%c' for object of type '%s'", typ, TypeName(v))
	}
	return Errorf(ValueErrorType, "Unknown format code '\\x%x' for object of type '%s'", typ, TypeName(v))
}

// fillString is the fill character of a spec, encoded.
func (sp *formatSpec) fillString() string {
	if sp.fill == ' ' {
		return " "
	}
	var buf [4]byte
	return string(appendRune(buf[:0], sp.fill))
}

// formatNumber lays out a number as CPython's calc_number_widths and
// fill_number: sign is '-' or 0 (the sign of the value), prefix is "0x"
// and the like, digits the integer digits (grouped), then an optional
// decimal point and the remainder (fraction, exponent, '%', or the
// character of 'c'). upper upper-cases the prefix and digits ('X'). The
// size of the result is computed first and charged before it is built.
func formatNumber(t *Thread, sp *formatSpec, sign byte, prefix, digits string, decimal bool, remainder string, upper bool) (string, error) {
	var signOut byte
	switch sp.sign {
	case '+':
		signOut = '+'
		if sign == '-' {
			signOut = '-'
		}
	case ' ':
		signOut = ' '
		if sign == '-' {
			signOut = '-'
		}
	default:
		if sign == '-' {
			signOut = '-'
		}
	}
	nSign := int64(0)
	if signOut != 0 {
		nSign = 1
	}
	nDecimal := int64(0)
	if decimal {
		nDecimal = 1
	}
	nRemainder := int64(utf8.RuneCountInString(remainder))
	nonDigit := nSign + int64(len(prefix)) + nDecimal + nRemainder
	minWidth := int64(0)
	if sp.fill == '0' && sp.align == '=' {
		minWidth = sp.width - nonDigit
	}
	var g digitGrouping
	if len(digits) > 0 {
		g = groupDigitsLayout(int64(len(digits)), minWidth, sp.grouping, sp.typ == 'n')
	}
	var lpad, spad, rpad int64
	if padding := sp.width - (nonDigit + g.size); padding > 0 {
		switch sp.align {
		case '<':
			rpad = padding
		case '^':
			lpad = padding / 2
			rpad = padding - lpad
		case '=':
			spad = padding
		default:
			lpad = padding
		}
	}
	fill := sp.fillString()
	size := g.size + int64(len(prefix)+len(remainder)) + nSign + nDecimal
	if lpad+spad+rpad > (MaxObjectBytes-size)/int64(len(fill)) {
		return "", memoryError(t)
	}
	b := NewBuilder(t, int(size+(lpad+spad+rpad)*int64(len(fill))))
	b.WriteRepeat(fill, int(lpad))
	if signOut != 0 {
		b.WriteByte(signOut)
	}
	if upper && prefix != "" {
		prefix = strings.ToUpper(prefix)
	}
	b.WriteString(prefix)
	b.WriteRepeat(fill, int(spad))
	if len(digits) > 0 {
		g.write(&b, digits, upper)
	}
	if decimal {
		b.WriteByte('.')
	}
	b.WriteString(remainder)
	b.WriteRepeat(fill, int(rpad))
	return b.String(), b.Err()
}

// digitGrouping is the layout CPython's _PyUnicode_InsertThousandsGrouping
// gives digits: zeros in front up to a minimum width (zeros are grouped
// too), and a separator every n digits from the right.
type digitGrouping struct {
	sep   string
	n     int64 // digits per group; 0: no grouping
	chars int64 // digits and leading zeros
	size  int64 // chars plus separators
}

// groupDigitsLayout computes the layout of ndigits digits padded to
// minWidth. CPython emits groups from the right, each of n characters
// until both the digits and the minimum width are used up, then a last
// group of the characters left (at least one): with i full groups first,
// i is the least count that leaves at most n digits and at most n
// characters of the minimum width (which loses n plus the separator per
// group).
func groupDigitsLayout(ndigits, minWidth int64, grouping int, locale bool) digitGrouping {
	minWidth = max(minWidth, 0)
	g := digitGrouping{}
	switch grouping {
	case groupComma:
		g.sep, g.n = ",", 3
	case groupUnder:
		g.sep, g.n = "_", 3
	case groupUnder4:
		g.sep, g.n = "_", 4
	}
	if locale {
		g.sep, g.n = "", 0 // the C locale: no grouping
	}
	if g.n == 0 {
		g.chars = max(ndigits, minWidth, 1)
		g.size = g.chars
		return g
	}
	n, s := g.n, int64(len(g.sep))
	ceilDiv := func(a, b int64) int64 { return (a + b - 1) / b }
	i := max(0, ceilDiv(ndigits-n, n), ceilDiv(minWidth-n, n+s))
	last := max(ndigits-i*n, minWidth-i*(n+s), 1)
	g.chars = i*n + last
	g.size = i*(n+s) + last
	return g
}

// write writes digits laid out as g: leading zeros, then the digits, with
// the separators (upper upper-cases hex digits).
func (g *digitGrouping) write(b *Builder, digits string, upper bool) {
	zeros := g.chars - int64(len(digits))
	if g.n == 0 {
		b.WriteRepeat("0", int(zeros))
		b.WriteString(digits)
		if upper && b.Err() == nil {
			upperASCII(b.Bytes()[b.Len()-len(digits):])
		}
		return
	}
	// Characters from position p (of g.chars) are written up to the end of
	// their group, then a separator.
	for p := int64(0); p < g.chars && b.Err() == nil; {
		end := p + (g.chars-p-1)%g.n + 1
		if p > 0 {
			b.WriteString(g.sep)
		}
		if p < zeros {
			z := min(end, zeros)
			b.WriteRepeat("0", int(z-p))
			p = z
		}
		if p < end {
			start := b.Len()
			b.WriteString(digits[p-zeros : end-zeros])
			if upper && b.Err() == nil {
				upperASCII(b.Bytes()[start:])
			}
			p = end
		}
	}
}

// upperASCII upper-cases the ASCII letters of p in place.
func upperASCII(p []byte) {
	for i, c := range p {
		if c >= 'a' && c <= 'z' {
			p[i] = c - ('a' - 'A')
		}
	}
}

// padString pads s (of n code points) to the spec's width, as CPython's
// calc_padding + fill_padding.
func padString(t *Thread, sp *formatSpec, s string, n int64) (string, error) {
	if sp.width <= n {
		return s, nil
	}
	total := sp.width
	var lpad int64
	switch sp.align {
	case '>':
		lpad = total - n
	case '^':
		lpad = (total - n) / 2
	}
	rpad := total - n - lpad
	fill := sp.fillString()
	if lpad+rpad > (MaxObjectBytes-int64(len(s)))/int64(len(fill)) {
		return "", memoryError(t)
	}
	b := NewBuilder(t, len(s)+int(lpad+rpad)*len(fill))
	b.WriteRepeat(fill, int(lpad))
	b.WriteString(s)
	b.WriteRepeat(fill, int(rpad))
	return b.String(), b.Err()
}

// strFormatSpec is str.__format__.
func strFormatSpec(t *Thread, v Value, spec string) (string, error) {
	s, ok := v.(*Str)
	if !ok {
		str, err := StrOf(t, v)
		if err != nil {
			return "", err
		}
		s = NewStrT(t, str)
	}
	if spec == "" {
		return s.s, nil
	}
	sp, err := parseFormatSpec(t, v, spec, 's', '<')
	if err != nil {
		return "", err
	}
	if sp.typ != 's' {
		return "", unknownFormatCode(sp.typ, v)
	}
	switch {
	case sp.sign == ' ':
		return "", Errorf(ValueErrorType, "Space not allowed in string format specifier")
	case sp.sign != 0:
		return "", Errorf(ValueErrorType, "Sign not allowed in string format specifier")
	case sp.noNeg0:
		return "", Errorf(ValueErrorType, "Negative zero coercion (z) not allowed in string format specifier")
	case sp.alt:
		return "", Errorf(ValueErrorType, "Alternate form (#) not allowed in string format specifier")
	case sp.align == '=':
		return "", Errorf(ValueErrorType, "'=' alignment not allowed in string format specifier")
	}
	n := int64(s.Len())
	str := s.s
	if sp.precision >= 0 && n > sp.precision {
		str = s.s[:s.byteOffset(int(sp.precision))]
		n = sp.precision
	}
	return padString(t, sp, str, n)
}

// intFormatSpec is int.__format__ (and bool's).
func intFormatSpec(t *Thread, v Value, spec string) (string, error) {
	if spec == "" {
		return StrOf(t, v)
	}
	sp, err := parseFormatSpec(t, v, spec, 'd', '>')
	if err != nil {
		return "", err
	}
	switch sp.typ {
	case 'b', 'c', 'd', 'o', 'x', 'X', 'n':
		return formatLong(t, v, sp)
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		var f float64
		if big, ok := AsBig(v); ok {
			if f, err = bigToFloat(big); err != nil {
				return "", err
			}
		} else if f, err = FloatOf(t, v); err != nil {
			return "", err
		}
		return formatFloatSpec(t, f, sp)
	}
	return "", unknownFormatCode(sp.typ, v)
}

// intValue returns the value of an int (or of a value with __index__).
func intValue(t *Thread, v Value) (*big.Int, error) {
	if b, ok := AsBig(v); ok {
		return b, nil
	}
	r, err := Index(t, v)
	if err != nil {
		return nil, err
	}
	if b, ok := AsBig(r); ok {
		return b, nil
	}
	return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", TypeName(v))
}

// formatLong is CPython's format_long_internal.
func formatLong(t *Thread, v Value, sp *formatSpec) (string, error) {
	if sp.precision != -1 {
		return "", Errorf(ValueErrorType, "Precision not allowed in integer format specifier")
	}
	if sp.noNeg0 {
		return "", Errorf(ValueErrorType, "Negative zero coercion (z) not allowed in integer format specifier")
	}
	x, err := intValue(t, v)
	if err != nil {
		return "", err
	}
	if sp.typ == 'c' {
		if sp.sign != 0 {
			return "", Errorf(ValueErrorType, "Sign not allowed with integer format specifier 'c'")
		}
		if sp.alt {
			return "", Errorf(ValueErrorType, "Alternate form (#) not allowed with integer format specifier 'c'")
		}
		if !x.IsInt64() {
			return "", Errorf(OverflowErrorType, "Python int too large to convert to C long")
		}
		c := x.Int64()
		if c < 0 || c > 0x10FFFF {
			return "", Errorf(OverflowErrorType, "%s", "%c arg not in range(0x110000)")
		}
		return formatNumber(t, sp, 0, "", "", false, string(appendRune(nil, rune(c))), false)
	}
	base, prefix := 10, ""
	switch sp.typ {
	case 'b':
		base, prefix = 2, "0b"
	case 'o':
		base, prefix = 8, "0o"
	case 'x', 'X':
		base, prefix = 16, "0x"
	}
	if !sp.alt {
		prefix = ""
	}
	var digits string
	if x.IsInt64() {
		digits = strconv.FormatInt(x.Int64(), base)
	} else {
		if base == 10 {
			digits, err = bigDecimal(t, x)
		} else {
			digits, err = BigText(t, x, base)
		}
		if err != nil {
			return "", err
		}
	}
	var sign byte
	if digits[0] == '-' {
		sign = '-'
		digits = digits[1:]
	}
	return formatNumber(t, sp, sign, prefix, digits, false, "", sp.typ == 'X')
}

// formatFloatSpec is CPython's format_float_internal for a parsed spec.
func formatFloatSpec(t *Thread, x float64, sp *formatSpec) (string, error) {
	if sp.precision > math.MaxInt32 {
		return "", Errorf(ValueErrorType, "precision too big")
	}
	typ := byte(sp.typ)
	prec := int(sp.precision)
	defaultPrec := 6
	addDot0, pct := false, false
	if typ == 0 {
		addDot0 = true
		typ = 'r'
		defaultPrec = 0
	}
	if typ == 'n' {
		typ = 'g'
	}
	if typ == '%' {
		typ = 'f'
		x *= 100
		pct = true
	}
	if prec < 0 {
		prec = defaultPrec
	} else if typ == 'r' {
		typ = 'g'
	}
	s, err := formatFloatDigits(t, x, typ, prec, sp.alt, addDot0, sp.noNeg0)
	if err != nil {
		return "", err
	}
	if pct {
		s += "%"
	}
	var sign byte
	if s[0] == '-' {
		sign = '-'
		s = s[1:]
	}
	intPart, decimal, rest := splitNumber(s)
	return formatNumber(t, sp, sign, "", intPart, decimal, rest, false)
}

// splitNumber is CPython's parse_number: the leading digits, whether a
// decimal point follows, and what comes after it.
func splitNumber(s string) (string, bool, string) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i < len(s) && s[i] == '.' {
		return s[:i], true, s[i+1:]
	}
	return s[:i], false, s[i:]
}

// floatFormatSpec is float.__format__.
func floatFormatSpec(t *Thread, v Value, spec string) (string, error) {
	if spec == "" {
		return StrOf(t, v)
	}
	sp, err := parseFormatSpec(t, v, spec, 0, '>')
	if err != nil {
		return "", err
	}
	switch sp.typ {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%':
	default:
		return "", unknownFormatCode(sp.typ, v)
	}
	x, ok := v.(Float)
	if !ok {
		f, err := FloatOf(t, v)
		if err != nil {
			return "", err
		}
		x = Float(f)
	}
	return formatFloatSpec(t, float64(x), sp)
}

// complexFormatSpec is complex.__format__ (CPython's
// format_complex_internal).
func complexFormatSpec(t *Thread, v Value, spec string) (string, error) {
	if spec == "" {
		return StrOf(t, v)
	}
	sp, err := parseFormatSpec(t, v, spec, 0, '>')
	if err != nil {
		return "", err
	}
	switch sp.typ {
	case 0, 'e', 'E', 'f', 'F', 'g', 'G', 'n':
	default:
		return "", unknownFormatCode(sp.typ, v)
	}
	if sp.precision > math.MaxInt32 {
		return "", Errorf(ValueErrorType, "precision too big")
	}
	if sp.fill == '0' {
		return "", Errorf(ValueErrorType, "Zero padding is not allowed in complex format specifier")
	}
	if sp.align == '=' {
		return "", Errorf(ValueErrorType, "'=' alignment flag is not allowed in complex format specifier")
	}
	c, ok := v.(Complex)
	if !ok {
		return "", Errorf(TypeErrorType, "complex.__format__ of %s", TypeName(v))
	}
	re, im := real(c), imag(c)
	typ := byte(sp.typ)
	prec := int(sp.precision)
	defaultPrec := 6
	skipRe, parens := false, false
	if typ == 0 {
		typ = 'r'
		defaultPrec = 0
		if re == 0 && !math.Signbit(re) {
			skipRe = true
		} else {
			parens = true
		}
	}
	if typ == 'n' {
		typ = 'g'
	}
	if prec < 0 {
		prec = defaultPrec
	} else if typ == 'r' {
		typ = 'g'
	}
	part := func(x float64, signMode byte) (string, error) {
		s, err := formatFloatDigits(t, x, typ, prec, sp.alt, false, sp.noNeg0)
		if err != nil {
			return "", err
		}
		var sign byte
		if s[0] == '-' {
			sign = '-'
			s = s[1:]
		}
		intPart, decimal, rest := splitNumber(s)
		tmp := *sp
		tmp.fill, tmp.align, tmp.width, tmp.sign = ' ', '<', -1, signMode
		return formatNumber(t, &tmp, sign, "", intPart, decimal, rest, false)
	}
	var res string
	imSign := sp.sign
	if !skipRe {
		if res, err = part(re, sp.sign); err != nil {
			return "", err
		}
		imSign = '+'
	}
	ims, err := part(im, imSign)
	if err != nil {
		return "", err
	}
	b := NewBuilder(t, len(res)+len(ims)+3)
	if parens {
		b.WriteByte('(')
	}
	b.WriteString(res)
	b.WriteString(ims)
	b.WriteByte('j')
	if parens {
		b.WriteByte(')')
	}
	if b.Err() != nil {
		return "", b.Err()
	}
	out := b.String()
	return padString(t, sp, out, int64(len(out)))
}

func init() {
	IntType.Format = intFormatSpec
	BoolType.Format = intFormatSpec
	FloatType.Format = floatFormatSpec
	ComplexType.Format = complexFormatSpec
	StrType.Format = strFormatSpec
}
