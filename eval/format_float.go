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
// are exact zeros (which 'g' strips anyway).
const floatDigitsMax = 800

// formatFloatDigits is PyOS_double_to_string(x, typ, prec, flags): typ is
// one of "eEfFgG" or 'r' (shortest repr digits, prec unused); alt is '#',
// addDot0 adds ".0" to integral values in fixed notation (and makes 'g'
// switch to exponent notation one digit earlier), noNeg0 is 'z'. The
// result starts with '-' for negative values (never for NaN).
func formatFloatDigits(x float64, typ byte, prec int, alt, addDot0, noNeg0 bool) string {
	upper := typ >= 'A' && typ <= 'Z'
	if upper {
		typ += 'a' - 'A'
	}
	if math.IsNaN(x) {
		if upper {
			return "NAN"
		}
		return "nan"
	}
	neg := math.Signbit(x)
	ax := math.Abs(x)
	var s string
	switch {
	case math.IsInf(x, 0):
		s = "inf"
	case typ == 'e':
		s = strconv.FormatFloat(ax, 'e', prec, 64)
		if alt && prec == 0 {
			k := strings.IndexByte(s, 'e')
			s = s[:k] + "." + s[k:]
		}
	case typ == 'f':
		s = strconv.FormatFloat(ax, 'f', prec, 64)
		if alt && prec == 0 {
			s += "."
		}
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
		s = floatLayout(digits, decpt, vend, useExp, alt, addDot0)
	}
	if neg && noNeg0 && floatIsZeroText(s) {
		neg = false
	}
	if upper {
		s = strings.ToUpper(s)
	}
	if neg {
		return "-" + s
	}
	return s
}

// floatShortest returns the decimal digits of ax >= 0 (no trailing zeros,
// "0" for zero) and the position of the decimal point: ax is
// 0.digits * 10**decpt. ndigits < 0 asks for the shortest digits that
// round-trip (dtoa mode 0), otherwise ndigits significant digits,
// correctly rounded (mode 2).
func floatShortest(ax float64, ndigits int) (string, int) {
	prec := -1
	if ndigits > 0 {
		prec = ndigits - 1
	}
	e := strconv.FormatFloat(ax, 'e', prec, 64)
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
// exponent.
func floatLayout(digits string, decpt, vend int, useExp, alt, addDot0 bool) string {
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
	var b strings.Builder
	b.Grow(vend - vstart + 8)
	zeros := func(n int) {
		for ; n > 0; n-- {
			b.WriteByte('0')
		}
	}
	if decpt <= 0 {
		zeros(decpt - vstart)
		b.WriteByte('.')
		zeros(-decpt)
	} else {
		zeros(-vstart)
	}
	if decpt > 0 && decpt <= len(digits) {
		b.WriteString(digits[:decpt])
		b.WriteByte('.')
		b.WriteString(digits[decpt:])
	} else {
		b.WriteString(digits)
	}
	if len(digits) < decpt {
		zeros(decpt - len(digits))
		b.WriteByte('.')
		zeros(vend - decpt)
	} else {
		zeros(vend - len(digits))
	}
	s := b.String()
	if s[len(s)-1] == '.' && !alt {
		s = s[:len(s)-1]
	}
	if useExp {
		s += "e"
		if exp < 0 {
			s += "-"
			exp = -exp
		} else {
			s += "+"
		}
		if exp < 10 {
			s += "0"
		}
		s += strconv.Itoa(exp)
	}
	return s
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

// floatCharge charges the memory of a float formatted with a large
// precision before the digits are generated.
func floatCharge(t *Thread, x float64, typ byte, prec int, alt bool) error {
	if prec < 1000 {
		return nil
	}
	switch typ {
	case 'f', 'F':
		return formatCharge(t, int64(prec)+330)
	case 'e', 'E':
		return formatCharge(t, int64(prec)+8)
	case 'g', 'G':
		if alt {
			return formatCharge(t, int64(prec)+8)
		}
	}
	return nil
}
