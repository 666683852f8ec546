package eval

import (
	"math"
	"strconv"
	"strings"
)

// Float to decimal string conversion with CPython's rules
// (PyOS_double_to_string and format_float_short in Python/pystrtod.c).
//
// The digits come from strconv.FormatFloat, which is correctly rounded at
// any precision (as David Gay's dtoa that CPython uses); the layout —
// exponent thresholds, trailing zeros, the '#' and "add .0" flags, the
// sign of zero — is CPython's.

// floatDigitsMax bounds the significant digits asked of strconv: a double
// has at most 767 significant decimal digits, so more digits than this
// are exact zeros (which 'g' strips anyway). floatFracMax bounds the
// digits after the point asked of strconv for 'f': a double's exact
// expansion has at most 1074 of them. Digits past these bounds are zeros
// the formatter writes itself, so strconv's buffers stay small whatever
// the precision.
const (
	floatDigitsMax = 800
	floatFracMax   = 1100
)

// formatFloatDigits is PyOS_double_to_string(x, typ, prec, flags): typ is
// one of "eEfFgG" or 'r' (shortest repr digits, prec unused); alt is '#',
// addDot0 adds ".0" to integral values in fixed notation (and makes 'g'
// switch to exponent notation one digit earlier), noNeg0 is 'z'. The
// result starts with '-' for negative values (never for NaN). It is built
// in a charged buffer: a precision of 10**8 asks for 10**8 bytes.
func formatFloatDigits(t *Thread, x float64, typ byte, prec int, alt, addDot0, noNeg0 bool) (string, error) {
	upper := typ >= 'A' && typ <= 'Z'
	if upper {
		typ += 'a' - 'A'
	}
	if math.IsNaN(x) {
		if upper {
			return "NAN", nil
		}
		return "nan", nil
	}
	if prec < 0 {
		prec = 0
	}
	neg := math.Signbit(x)
	ax := math.Abs(x)
	// head, zeros, tail: the text is head, then zeros '0's, then tail
	// (the zeros are the digits past what strconv is asked for).
	var head, tail string
	zeros := 0
	isZero := false
	switch {
	case math.IsInf(x, 0):
		head = "inf"
	case typ == 'e':
		p := min(prec, floatDigitsMax)
		s := strconv.FormatFloat(ax, 'e', p, 64) //allocpath:ok p <= floatDigitsMax
		k := strings.IndexByte(s, 'e')
		head, tail, zeros = s[:k], s[k:], prec-p
		if alt && prec == 0 {
			head += "."
		}
		isZero = floatIsZeroText(head)
	case typ == 'f':
		p := min(prec, floatFracMax)
		head = strconv.FormatFloat(ax, 'f', p, 64) //allocpath:ok p <= floatFracMax
		zeros = prec - p
		if alt && prec == 0 {
			head += "."
		}
		isZero = floatIsZeroText(head)
	default: // 'g', 'r'
		var digits string
		var decpt int
		useExp := false
		vend := 0
		if typ == 'r' {
			digits, decpt = floatShortest(ax, -1)
			useExp = decpt <= -4 || decpt > 16
			vend = len(digits)
		} else {
			if prec == 0 {
				prec = 1
			}
			digits, decpt = floatShortest(ax, min(prec, floatDigitsMax))
			limit := prec
			if addDot0 {
				limit = prec - 1
			}
			useExp = decpt <= -4 || decpt > limit
			vend = len(digits)
			if alt {
				vend = prec
			}
		}
		head, zeros, tail = floatLayout(digits, decpt, vend, useExp, alt, addDot0)
		isZero = digits == "0"
	}
	if neg && noNeg0 && isZero {
		neg = false
	}
	if upper {
		head, tail = strings.ToUpper(head), strings.ToUpper(tail)
	}
	if zeros == 0 && !neg {
		return head + tail, nil
	}
	n := len(head) + zeros + len(tail)
	if neg {
		n++
	}
	b := NewBuilder(t, n)
	if neg {
		b.WriteByte('-')
	}
	b.WriteString(head)
	b.WriteRepeat("0", zeros)
	b.WriteString(tail)
	return b.String(), b.Err()
}

// floatShortest returns the decimal digits of ax >= 0 (no trailing zeros,
// "0" for zero) and the position of the decimal point: ax is
// 0.digits * 10**decpt. ndigits < 0 asks for the shortest digits that
// round-trip (dtoa mode 0), otherwise ndigits significant digits,
// correctly rounded (mode 2).
func floatShortest(ax float64, ndigits int) (string, int) {
	prec := -1
	if ndigits > 0 {
		prec = min(ndigits, floatDigitsMax) - 1
	}
	e := strconv.FormatFloat(ax, 'e', prec, 64) //allocpath:ok prec < floatDigitsMax
	k := strings.IndexByte(e, 'e')
	exp, _ := strconv.Atoi(e[k+1:])
	mant := e[:k]
	digits := mant
	if len(mant) > 1 {
		digits = mant[:1] + mant[2:]
	}
	digits = strings.TrimRight(digits, "0")
	if digits == "" {
		return "0", 1
	}
	return digits, exp + 1
}

// floatLayout is the second half of CPython's format_float_short: it
// places the decimal point in digits (padded with zeros on either side
// up to vend digits), drops a trailing point unless alt, and appends the
// exponent. The text is head, then zeros '0's, then tail: only the
// zeros grow with the precision ('#' pads to it), the rest is short.
func floatLayout(digits string, decpt, vend int, useExp, alt, addDot0 bool) (head string, zeros int, tail string) {
	exp := 0
	if useExp {
		exp = decpt - 1
		decpt = 1
	}
	vstart := 0
	if decpt <= 0 {
		vstart = decpt - 1
	}
	if !useExp && addDot0 {
		vend = max(vend, decpt+1)
	} else {
		vend = max(vend, decpt)
	}
	// Every run of zeros but the last is bounded by the digits of a
	// double (decpt is within ±330, digits at most floatDigitsMax long).
	var buf [floatDigitsMax + 700]byte
	b := buf[:0]
	pad := func(n int) {
		for ; n > 0; n-- {
			b = append(b, '0')
		}
	}
	if decpt <= 0 {
		pad(decpt - vstart)
		b = append(b, '.')
		pad(-decpt)
	} else {
		pad(-vstart)
	}
	if decpt > 0 && decpt <= len(digits) {
		b = append(b, digits[:decpt]...)
		b = append(b, '.')
		b = append(b, digits[decpt:]...)
	} else {
		b = append(b, digits...)
	}
	if len(digits) < decpt {
		pad(decpt - len(digits))
		b = append(b, '.')
		zeros = vend - decpt
	} else {
		zeros = vend - len(digits)
	}
	zeros = max(zeros, 0)
	if zeros == 0 && b[len(b)-1] == '.' && !alt {
		b = b[:len(b)-1]
	}
	head = string(b)
	if useExp {
		var e [8]byte
		eb := append(e[:0], 'e')
		if exp < 0 {
			eb = append(eb, '-')
			exp = -exp
		} else {
			eb = append(eb, '+')
		}
		if exp < 10 {
			eb = append(eb, '0')
		}
		eb = strconv.AppendInt(eb, int64(exp), 10)
		tail = string(eb)
	}
	return head, zeros, tail
}

// floatIsZeroText reports whether a formatted finite magnitude has no
// non-zero digit (the 'z' flag then drops the minus sign).
func floatIsZeroText(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == 'e' || c == 'E':
			return true
		case c >= '1' && c <= '9', c == 'i', c == 'n':
			return false
		}
	}
	return true
}
