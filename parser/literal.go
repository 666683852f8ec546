package parser

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
	"golang.org/x/text/unicode/runenames"
)

// This file decodes the values of literals: strings and bytes (escape
// sequences), f-string literal parts, and numbers.
//
// Python str values are Go strings in extended UTF-8: a lone surrogate
// (from "\ud800") is stored as its 3-byte encoding (see pyrepr.AppendRune).

// decodeString decodes one STRING token literal (prefix and quotes
// included). It returns the value (a string for str, ast.Bytes for bytes)
// and whether the literal had a 'u' prefix; or an error message in
// CPython's words and the 0-based byte offset in lit where the problem
// is. (CPython 3.11 reports these errors at the token that follows the
// string, except "bytes can only contain ASCII literal characters", which
// it reports at the whole string token.)
func decodeString(lit string) (val any, isU bool, errMsg string, errAt int) {
	q := strings.IndexAny(lit, "'\"")
	if q < 0 || len(lit) < q+2 {
		return nil, false, "invalid string literal", 0
	}
	raw, isBytes := false, false
	for i := 0; i < q; i++ {
		switch lit[i] | 0x20 {
		case 'r':
			raw = true
		case 'b':
			isBytes = true
		case 'u':
			isU = true
		}
	}
	qlen := 1
	if len(lit) >= q+6 && lit[q+1] == lit[q] && lit[q+2] == lit[q] {
		qlen = 3
	}
	body := lit[q+qlen : len(lit)-qlen]
	bodyAt := q + qlen
	if isBytes {
		for i := 0; i < len(body); i++ {
			if body[i] >= utf8.RuneSelf {
				return nil, false, "bytes can only contain ASCII literal characters", 0
			}
		}
		body = normalizeNewlines(body)
		if raw {
			return ast.Bytes(body), false, "", 0
		}
		v, msg, at := decodeBytesEscapes(body)
		if msg != "" {
			return nil, false, msg, bodyAt + at
		}
		return ast.Bytes(v), false, "", 0
	}
	body = normalizeNewlines(body)
	if raw || strings.IndexByte(body, '\\') < 0 {
		return body, isU, "", 0
	}
	v, msg, at := decodeEscapes(body, false)
	if msg != "" {
		return nil, false, msg, bodyAt + at
	}
	return v, isU, "", 0
}

// decodeFStringPart decodes the raw text of an FSTRING_MIDDLE token:
// "{{" and "}}" become single braces and, unless the f-string is raw,
// backslash escapes are decoded. A backslash before a brace is kept.
func decodeFStringPart(raw string, isRaw bool) (string, string) {
	raw = normalizeNewlines(raw)
	if strings.IndexByte(raw, '{') >= 0 || strings.IndexByte(raw, '}') >= 0 {
		var b strings.Builder
		b.Grow(len(raw))
		for i := 0; i < len(raw); i++ {
			c := raw[i]
			b.WriteByte(c)
			if (c == '{' || c == '}') && i+1 < len(raw) && raw[i+1] == c {
				i++
			} else if c == '\\' && !isRaw && i+1 < len(raw) {
				// Keep escape pairs whole so "\{{" is not mistaken.
				if n := raw[i+1]; n != '{' && n != '}' {
					b.WriteByte(n)
					i++
				}
			}
		}
		raw = b.String()
	}
	if isRaw || strings.IndexByte(raw, '\\') < 0 {
		return raw, ""
	}
	v, msg, _ := decodeEscapes(raw, true)
	return v, msg
}

// normalizeNewlines turns \r\n and \r into \n, as CPython's tokenizer
// does before anything sees the source.
func normalizeNewlines(s string) string {
	if strings.IndexByte(s, '\r') < 0 {
		return s
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}

// escapePos returns the position CPython's "unicodeescape" error messages
// give for byte offset k of body: CPython 3.11 first rewrites each
// non-ASCII character as a 10-character \UXXXXXXXX escape, and a
// backslash before one (or at the end) as \u005c.
func escapePos(body string, k int) int {
	t := 0
	for i := 0; i < k && i < len(body); {
		c := body[i]
		if c == '\\' && (i+1 >= len(body) || body[i+1] >= utf8.RuneSelf) {
			t += 6
			i++
			continue
		}
		if c < utf8.RuneSelf {
			t++
			i++
			continue
		}
		_, n := utf8.DecodeRuneInString(body[i:])
		t += 10
		i += n
	}
	return t
}

// appendSimpleEscape appends what the escape of c (the character after a
// backslash) stands for, for the escapes str and bytes literals share:
// \\ \' \" \a \b \f \n \r \t \v, and a backslash before a newline (a
// line continuation, which stands for nothing). ok is false for the other
// escapes.
func appendSimpleEscape(b []byte, c byte) (out []byte, ok bool) {
	switch c {
	case '\n':
		return b, true
	case '\\', '\'', '"':
	case 'a':
		c = '\a'
	case 'b':
		c = '\b'
	case 'f':
		c = '\f'
	case 'n':
		c = '\n'
	case 'r':
		c = '\r'
	case 't':
		c = '\t'
	case 'v':
		c = '\v'
	default:
		return b, false
	}
	return append(b, c), true
}

// octalEscape decodes an octal escape whose first digit d has been read:
// up to two more digits from body[i:]. It returns the value (at most
// 0o777) and the index after the escape.
func octalEscape(body string, i int, d byte) (int, int) {
	v := int(d - '0')
	for n := 1; n < 3 && i < len(body) && body[i] >= '0' && body[i] <= '7'; n++ {
		v = v*8 + int(body[i]-'0')
		i++
	}
	return v, i
}

// decodeEscapes decodes the backslash escapes of a str literal body. On
// error it returns CPython's message and the offset of the backslash.
// If lenient (f-string parts), a trailing backslash is kept.
func decodeEscapes(body string, lenient bool) (string, string, int) {
	b := make([]byte, 0, len(body))
	fail := func(start, stop int, what string) (string, string, int) {
		return "", fmt.Sprintf("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: %s",
			escapePos(body, start), escapePos(body, stop)-1, what), start
	}
	for i := 0; i < len(body); {
		c := body[i]
		if c != '\\' {
			j := i + 1
			for j < len(body) && body[j] != '\\' {
				j++
			}
			b = append(b, body[i:j]...)
			i = j
			continue
		}
		bs := i
		i++
		if i >= len(body) {
			if lenient {
				b = append(b, '\\')
				break
			}
			return fail(bs, i, "\\ at end of string")
		}
		c = body[i]
		i++
		if out, ok := appendSimpleEscape(b, c); ok {
			b = out
			continue
		}
		switch c {
		case '0', '1', '2', '3', '4', '5', '6', '7':
			var v int
			v, i = octalEscape(body, i, c)
			b = pyrepr.AppendRune(b, rune(v))
		case 'x', 'u', 'U':
			count, what := 2, "truncated \\xXX escape"
			if c == 'u' {
				count, what = 4, "truncated \\uXXXX escape"
			} else if c == 'U' {
				count, what = 8, "truncated \\UXXXXXXXX escape"
			}
			var v rune
			for ; count > 0; count-- {
				if i >= len(body) || !isHexDigit(body[i]) {
					return fail(bs, i, what)
				}
				d, _ := strconv.ParseUint(body[i:i+1], 16, 8)
				v = v<<4 | rune(d)
				i++
			}
			if v > utf8.MaxRune {
				return fail(bs, i, "illegal Unicode character")
			}
			b = pyrepr.AppendRune(b, v)
		case 'N':
			if i >= len(body) || body[i] != '{' {
				return fail(bs, i, "malformed \\N character escape")
			}
			j := strings.IndexByte(body[i+1:], '}')
			if j < 0 {
				return fail(bs, len(body), "malformed \\N character escape")
			}
			if j == 0 {
				return fail(bs, i+1, "malformed \\N character escape")
			}
			r, ok := lookupRuneName(body[i+1 : i+1+j])
			i += j + 2
			if !ok {
				return fail(bs, i, "unknown Unicode character name")
			}
			b = pyrepr.AppendRune(b, r)
		default:
			// Unknown escapes are kept (3.11 warns; 3.12 too).
			b = append(b, '\\')
			i--
		}
	}
	return string(b), "", 0
}

// decodeBytesEscapes decodes the escapes of a bytes literal body, which
// is ASCII. On error it returns CPython's message and the offset of the
// backslash.
func decodeBytesEscapes(body string) (string, string, int) {
	if strings.IndexByte(body, '\\') < 0 {
		return body, "", 0
	}
	b := make([]byte, 0, len(body))
	for i := 0; i < len(body); {
		c := body[i]
		if c != '\\' {
			b = append(b, c)
			i++
			continue
		}
		bs := i
		i++
		if i >= len(body) {
			return "", "(value error) Trailing \\ in string", bs
		}
		c = body[i]
		i++
		if out, ok := appendSimpleEscape(b, c); ok {
			b = out
			continue
		}
		switch c {
		case '0', '1', '2', '3', '4', '5', '6', '7':
			var v int
			v, i = octalEscape(body, i, c)
			b = append(b, byte(v))
		case 'x':
			if i+2 > len(body) || !isHexDigit(body[i]) || !isHexDigit(body[i+1]) {
				return "", fmt.Sprintf("(value error) invalid \\x escape at position %d", bs), bs
			}
			v, _ := strconv.ParseUint(body[i:i+2], 16, 8)
			b = append(b, byte(v))
			i += 2
		default:
			b = append(b, '\\')
			i--
		}
	}
	return string(b), "", 0
}

// lookupRuneName finds the code point named name as \N{name} does:
// Unicode character names (case-insensitive), CJK unified ideographs and
// Hangul syllables by their algorithmic names, and the formal name
// aliases; not named sequences.
func lookupRuneName(name string) (rune, bool) {
	upper := strings.ToUpper(name)
	if hex, ok := strings.CutPrefix(upper, "CJK UNIFIED IDEOGRAPH-"); ok {
		hex = name[len(name)-len(hex):]
		if len(hex) != 4 && len(hex) != 5 {
			return 0, false
		}
		var v rune
		for i := 0; i < len(hex); i++ {
			c := hex[i]
			switch {
			case '0' <= c && c <= '9':
				v = v<<4 | rune(c-'0')
			case 'A' <= c && c <= 'F':
				v = v<<4 | rune(c-'A'+10)
			default:
				return 0, false
			}
		}
		return v, runenames.Name(v) == "<CJK Ideograph>"
	}
	r, ok := runeNames()[upper]
	return r, ok
}

var (
	runeNamesOnce sync.Once
	runeNamesMap  map[string]rune
)

// runeNames returns the map from character names to code points, built on
// first use from golang.org/x/text/unicode/runenames (a one-time cost of
// some tens of milliseconds, paid only by programs using \N{...}).
func runeNames() map[string]rune {
	runeNamesOnce.Do(func() {
		m := make(map[string]rune, 50000)
		for r := rune(0); r <= utf8.MaxRune; r++ {
			if n := runenames.Name(r); n != "" && n[0] != '<' {
				m[n] = r
			}
		}
		// Hangul syllables: U+AC00 + (L*21 + V)*28 + T.
		jamoL := strings.Split("G,GG,N,D,DD,R,M,B,BB,S,SS,,J,JJ,C,K,T,P,H", ",")
		jamoV := strings.Split("A,AE,YA,YAE,EO,E,YEO,YE,O,WA,WAE,OE,YO,U,WEO,WE,WI,YU,EU,YI,I", ",")
		jamoT := strings.Split(",G,GG,GS,N,NJ,NH,D,L,LG,LM,LB,LS,LT,LP,LH,M,B,BS,S,SS,NG,J,C,K,T,P,H", ",")
		for l, ls := range jamoL {
			for v, vs := range jamoV {
				for t, ts := range jamoT {
					m["HANGUL SYLLABLE "+ls+vs+ts] = rune(0xAC00 + (l*21+v)*28 + t)
				}
			}
		}
		for _, a := range strings.Split(nameAliases, ";") {
			if name, hex, ok := strings.Cut(a, "="); ok {
				v, _ := strconv.ParseUint(hex, 16, 32)
				m[name] = rune(v)
			}
		}
		for n := 1; n <= 256; n++ {
			r := rune(0xFE00 + n - 1)
			if n > 16 {
				r = rune(0xE0100 + n - 17)
			}
			m["VS"+strconv.Itoa(n)] = r
		}
		runeNamesMap = m
	})
	return runeNamesMap
}

// nameAliases lists Unicode's formal name aliases (NameAliases.txt) as
// NAME=HEX pairs, except the VSn abbreviations, which runeNames computes;
// each was checked against CPython's unicodedata.lookup.
const nameAliases = "" +
	"NULL=0000;NUL=0000;START OF HEADING=0001;SOH=0001;START OF TEXT=0002;STX=0002;" +
	"END OF TEXT=0003;ETX=0003;END OF TRANSMISSION=0004;EOT=0004;ENQUIRY=0005;ENQ=0005;" +
	"ACKNOWLEDGE=0006;ACK=0006;ALERT=0007;BEL=0007;BACKSPACE=0008;BS=0008;" +
	"CHARACTER TABULATION=0009;HORIZONTAL TABULATION=0009;HT=0009;TAB=0009;LINE FEED=000A;" +
	"NEW LINE=000A;END OF LINE=000A;LF=000A;NL=000A;EOL=000A;LINE TABULATION=000B;" +
	"VERTICAL TABULATION=000B;VT=000B;FORM FEED=000C;FF=000C;CARRIAGE RETURN=000D;CR=000D;" +
	"SHIFT OUT=000E;LOCKING-SHIFT ONE=000E;SO=000E;SHIFT IN=000F;LOCKING-SHIFT ZERO=000F;" +
	"SI=000F;DATA LINK ESCAPE=0010;DLE=0010;DEVICE CONTROL ONE=0011;DC1=0011;" +
	"DEVICE CONTROL TWO=0012;DC2=0012;DEVICE CONTROL THREE=0013;DC3=0013;" +
	"DEVICE CONTROL FOUR=0014;DC4=0014;NEGATIVE ACKNOWLEDGE=0015;NAK=0015;" +
	"SYNCHRONOUS IDLE=0016;SYN=0016;END OF TRANSMISSION BLOCK=0017;ETB=0017;CANCEL=0018;" +
	"CAN=0018;END OF MEDIUM=0019;EOM=0019;SUBSTITUTE=001A;SUB=001A;ESCAPE=001B;ESC=001B;" +
	"INFORMATION SEPARATOR FOUR=001C;FILE SEPARATOR=001C;FS=001C;" +
	"INFORMATION SEPARATOR THREE=001D;GROUP SEPARATOR=001D;GS=001D;" +
	"INFORMATION SEPARATOR TWO=001E;RECORD SEPARATOR=001E;RS=001E;" +
	"INFORMATION SEPARATOR ONE=001F;UNIT SEPARATOR=001F;US=001F;SP=0020;DELETE=007F;DEL=007F;" +
	"PADDING CHARACTER=0080;PAD=0080;HIGH OCTET PRESET=0081;HOP=0081;BREAK PERMITTED HERE=0082;" +
	"BPH=0082;NO BREAK HERE=0083;NBH=0083;INDEX=0084;IND=0084;NEXT LINE=0085;NEL=0085;" +
	"START OF SELECTED AREA=0086;SSA=0086;END OF SELECTED AREA=0087;ESA=0087;" +
	"CHARACTER TABULATION SET=0088;HORIZONTAL TABULATION SET=0088;HTS=0088;" +
	"CHARACTER TABULATION WITH JUSTIFICATION=0089;" +
	"HORIZONTAL TABULATION WITH JUSTIFICATION=0089;HTJ=0089;LINE TABULATION SET=008A;" +
	"VERTICAL TABULATION SET=008A;VTS=008A;PARTIAL LINE FORWARD=008B;PARTIAL LINE DOWN=008B;" +
	"PLD=008B;PARTIAL LINE BACKWARD=008C;PARTIAL LINE UP=008C;PLU=008C;REVERSE LINE FEED=008D;" +
	"REVERSE INDEX=008D;RI=008D;SINGLE SHIFT TWO=008E;SINGLE-SHIFT-2=008E;SS2=008E;" +
	"SINGLE SHIFT THREE=008F;SINGLE-SHIFT-3=008F;SS3=008F;DEVICE CONTROL STRING=0090;DCS=0090;" +
	"PRIVATE USE ONE=0091;PRIVATE USE-1=0091;PU1=0091;PRIVATE USE TWO=0092;PRIVATE USE-2=0092;" +
	"PU2=0092;SET TRANSMIT STATE=0093;STS=0093;CANCEL CHARACTER=0094;CCH=0094;" +
	"MESSAGE WAITING=0095;MW=0095;START OF GUARDED AREA=0096;START OF PROTECTED AREA=0096;" +
	"SPA=0096;END OF GUARDED AREA=0097;END OF PROTECTED AREA=0097;EPA=0097;" +
	"START OF STRING=0098;SOS=0098;SINGLE GRAPHIC CHARACTER INTRODUCER=0099;SGC=0099;" +
	"SINGLE CHARACTER INTRODUCER=009A;SCI=009A;CONTROL SEQUENCE INTRODUCER=009B;CSI=009B;" +
	"STRING TERMINATOR=009C;ST=009C;OPERATING SYSTEM COMMAND=009D;OSC=009D;" +
	"PRIVACY MESSAGE=009E;PM=009E;APPLICATION PROGRAM COMMAND=009F;APC=009F;NBSP=00A0;SHY=00AD;" +
	"LATIN CAPITAL LETTER GHA=01A2;LATIN SMALL LETTER GHA=01A3;CGJ=034F;ALM=061C;" +
	"SYRIAC SUBLINEAR COLON SKEWED LEFT=0709;KANNADA LETTER LLLA=0CDE;LAO LETTER FO FON=0E9D;" +
	"LAO LETTER FO FAY=0E9F;LAO LETTER RO=0EA3;LAO LETTER LO=0EA5;" +
	"TIBETAN MARK BKA- SHOG GI MGO RGYAN=0FD0;FVS1=180B;FVS2=180C;FVS3=180D;MVS=180E;ZWSP=200B;" +
	"ZWNJ=200C;ZWJ=200D;LRM=200E;RLM=200F;LRE=202A;RLE=202B;PDF=202C;LRO=202D;RLO=202E;" +
	"NNBSP=202F;MMSP=205F;WJ=2060;LRI=2066;RLI=2067;FSI=2068;PDI=2069;" +
	"WEIERSTRASS ELLIPTIC FUNCTION=2118;MICR ON US SYMBOL=2448;MICR DASH SYMBOL=2449;" +
	"LEFTWARDS TRIANGLE-HEADED ARROW WITH DOUBLE VERTICAL STROKE=2B7A;" +
	"RIGHTWARDS TRIANGLE-HEADED ARROW WITH DOUBLE VERTICAL STROKE=2B7C;" +
	"YI SYLLABLE ITERATION MARK=A015;" +
	"PRESENTATION FORM FOR VERTICAL RIGHT WHITE LENTICULAR BRACKET=FE18;BYTE ORDER MARK=FEFF;" +
	"BOM=FEFF;ZWNBSP=FEFF;CUNEIFORM SIGN NU11 TENU=122D4;" +
	"CUNEIFORM SIGN NU11 OVER NU11 BUR OVER BUR=122D5;" +
	"BYZANTINE MUSICAL SYMBOL FTHORA SKLIRON CHROMA VASIS=1D0C5;"

// maxStrDigits is CPython's default limit on the digits of a decimal int
// literal (sys.get_int_max_str_digits(), added for CVE-2020-10735):
// converting decimal to binary is quadratic, so longer literals are
// rejected.
const maxStrDigits = 4300

// digitLimitError is the error for a decimal int literal with more than
// maxStrDigits digits (the count).
type digitLimitError int

func (n digitLimitError) Error() string {
	return fmt.Sprintf("Exceeds the limit (%d digits) for integer string conversion: value has %d digits; "+
		"use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge integer literals "+
		"to avoid decimal conversion limits.", maxStrDigits, int(n))
}

// parseNumber converts a NUMBER literal to its value: int64, or *big.Int
// beyond int64, float64, or complex128 for an imaginary literal.
func parseNumber(lit string) (any, error) {
	s := strings.ReplaceAll(lit, "_", "")
	if s == "" {
		return nil, fmt.Errorf("invalid number literal %q", lit)
	}
	if c := s[len(s)-1]; c == 'j' || c == 'J' {
		f, err := parseFloat(s[:len(s)-1])
		if err != nil {
			return nil, err
		}
		return complex(0, f), nil
	}
	base := 10
	if len(s) > 1 && s[0] == '0' {
		switch s[1] | 0x20 {
		case 'x':
			base = 16
		case 'o':
			base = 8
		case 'b':
			base = 2
		}
	}
	if base != 10 {
		s = s[2:]
	} else if strings.ContainsAny(s, ".eE") {
		return parseFloat(s)
	} else {
		if len(s) > maxStrDigits {
			return nil, digitLimitError(len(s))
		}
		s = strings.TrimLeft(s, "0")
		if s == "" {
			return int64(0), nil
		}
	}
	if v, err := strconv.ParseInt(s, base, 64); err == nil {
		return v, nil
	}
	z, ok := new(big.Int).SetString(s, base)
	if !ok {
		return nil, fmt.Errorf("invalid number literal %q", lit)
	}
	return z, nil
}

// parseFloat parses a decimal float literal without underscores, correctly
// rounded; values too large for float64 are infinite, as in Python.
func parseFloat(s string) (float64, error) {
	if strings.ContainsAny(s, "xXpPnN") {
		// strconv would accept hex floats, "inf" and "nan".
		return 0, fmt.Errorf("invalid float literal %q", s)
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return f, nil
		}
		return 0, err
	}
	return f, nil
}
