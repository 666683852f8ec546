package modules

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// The html module: escape and unescape, with HTML5's entity table
// (html_entities.go, generated from CPython 3.11 by gen_html_entities.py).

func loadHTML(t *eval.Thread, o *Options) (*eval.Module, error) {
	return newModule("html", map[string]fn{
		"escape": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var s eval.Value
			quote := true
			if err := eval.UnpackArgs(t, "escape", args, kw, "s", &s, "quote?", &quote); err != nil {
				return nil, err
			}
			x, ok := s.(*eval.Str)
			if !ok {
				return nil, eval.Errorf(eval.AttributeErrorType, "'%s' object has no attribute 'replace'", eval.TypeName(s))
			}
			return htmlEscape(t, x, quote)
		},
		"unescape": func(t *eval.Thread, _ eval.Value, args []eval.Value, kw []string) (eval.Value, error) {
			var s eval.Value
			if err := eval.UnpackArgs(t, "unescape", args, kw, "s", &s); err != nil {
				return nil, err
			}
			x, ok := s.(*eval.Str)
			if !ok {
				return nil, eval.Errorf(eval.TypeErrorType, "argument of type '%s' is not iterable", eval.TypeName(s))
			}
			if !strings.Contains(x.String(), "&") {
				return x, nil
			}
			r, err := htmlUnescape(t, x.String())
			if err != nil {
				return nil, err
			}
			return str(t, r), nil
		},
	}), nil
}

// htmlEscapes are the replacements of html.escape (quote adds the last
// two).
var htmlEscapes = [256]string{'&': "&amp;", '<': "&lt;", '>': "&gt;", '"': "&quot;", '\'': "&#x27;"}

// htmlEscape is html.escape: the result is sized in a first pass, then
// built in a buffer of that size, charged first.
func htmlEscape(t *eval.Thread, x *eval.Str, quote bool) (eval.Value, error) {
	s := x.String()
	if err := t.Work(int64(len(s) / 32)); err != nil {
		return nil, err
	}
	escaped := func(c byte) string {
		if !quote && (c == '"' || c == '\'') {
			return ""
		}
		return htmlEscapes[c]
	}
	size := int64(len(s))
	for _, c := range []byte("&<>\"'") {
		if e := escaped(c); e != "" {
			size += int64(strings.Count(s, string(c))) * int64(len(e)-1)
		}
	}
	if size == int64(len(s)) {
		return x, nil
	}
	if size > eval.MaxObjectBytes {
		return nil, eval.Errorf(eval.MemoryErrorType, "")
	}
	b := eval.NewBuilder(t, int(size))
	if b.Err() != nil {
		return nil, b.Err()
	}
	last := 0
	for i := 0; i < len(s); i++ {
		if e := escaped(s[i]); e != "" {
			b.WriteString(s[last:i])
			b.WriteString(e)
			last = i + 1
		}
	}
	b.WriteString(s[last:])
	if b.Err() != nil {
		return nil, b.Err()
	}
	return str(t, b.String()), nil
}

// htmlUnescape is html.unescape: the references matched by
// &(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?) replaced as
// html._replace_charref does. A replacement is never longer than its
// reference, so the result fits in len(s) bytes (charged first).
func htmlUnescape(t *eval.Thread, s string) (string, error) {
	if err := t.Work(int64(len(s) / 8)); err != nil {
		return "", err
	}
	b := eval.NewBuilder(t, len(s))
	if b.Err() != nil {
		return "", b.Err()
	}
	i := 0
	for i < len(s) {
		amp := strings.IndexByte(s[i:], '&')
		if amp < 0 {
			b.WriteString(s[i:])
			break
		}
		b.WriteString(s[i : i+amp])
		i += amp
		ref, n := htmlCharref(s[i+1:])
		if n == 0 {
			b.WriteByte('&')
			i++
			continue
		}
		r, err := htmlReplace(t, ref)
		if err != nil {
			return "", err
		}
		b.WriteString(r)
		i += 1 + n
	}
	return b.String(), b.Err()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHex(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// htmlCharref matches the reference after "&", returning it and its
// length in bytes (0: none).
func htmlCharref(s string) (string, int) {
	if strings.HasPrefix(s, "#") {
		j := 1
		hex := len(s) > 1 && (s[1] == 'x' || s[1] == 'X')
		if hex {
			j = 2
			k := j
			for k < len(s) && isHex(s[k]) {
				k++
			}
			if k > j {
				if k < len(s) && s[k] == ';' {
					k++
				}
				return s[:k], k
			}
		}
		k := 1
		for k < len(s) && isDigit(s[k]) {
			k++
		}
		if k == 1 {
			return "", 0
		}
		if k < len(s) && s[k] == ';' {
			k++
		}
		return s[:k], k
	}
	k, n := 0, 0
	for k < len(s) && n < 32 {
		r, size := pyrepr.DecodeRune(s[k:])
		if r == '\t' || r == '\n' || r == '\f' || r == ' ' || r == '<' || r == '&' || r == '#' || r == ';' {
			break
		}
		k += size
		n++
	}
	if k == 0 {
		return "", 0
	}
	if k < len(s) && s[k] == ';' {
		k++
	}
	return s[:k], k
}

// htmlReplace is html._replace_charref for one reference (without its
// "&").
func htmlReplace(t *eval.Thread, s string) (string, error) {
	if s[0] == '#' {
		digits := strings.TrimRight(s[1:], ";")
		base := 10
		if digits[0] == 'x' || digits[0] == 'X' {
			digits, base = digits[1:], 16
		}
		var num int64
		if base == 10 && len(digits) > 12 {
			// int() of the digits, with its limit on decimal digits.
			v, err := eval.IntFromString(t, digits, 10)
			if err != nil {
				return "", err
			}
			if _, small := v.(eval.Int); !small {
				return "\uFFFD", nil
			}
			num = int64(v.(eval.Int))
		} else {
			digits = strings.TrimLeft(digits, "0")
			if len(digits) > 12 {
				return "\uFFFD", nil
			}
			n, _ := strconv.ParseInt("0"+digits, base, 64)
			num = n
		}
		if num > 0x10FFFF {
			return "\uFFFD", nil
		}
		if r, ok := htmlInvalidCharrefs[int(num)]; ok {
			return r, nil
		}
		if num >= 0xD800 && num <= 0xDFFF {
			return "\uFFFD", nil
		}
		if htmlInvalidCodepoints[int(num)] {
			return "", nil
		}
		return string(rune(num)), nil
	}
	if r, ok := htmlEntities[s]; ok {
		return r, nil
	}
	// The longest name that is a known entity, as the standard says (s
	// is at most 32 characters and a ';').
	for x := len(s) - 1; x > 0; x-- {
		if s[x]&0xC0 == 0x80 {
			continue // not at a character boundary
		}
		if utf8.RuneCountInString(s[:x]) > 1 {
			if r, ok := htmlEntities[s[:x]]; ok {
				return r + s[x:], nil
			}
		}
	}
	return "&" + s, nil
}
