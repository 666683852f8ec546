package modules

import (
	"strconv"
	"strings"

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
			r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")
			if quote {
				r = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#x27;")
			}
			return str(r.Replace(x.String())), nil
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
			if err := t.Steps(int64(len(x.String()) / 8)); err != nil {
				return nil, err
			}
			return str(htmlUnescape(x.String())), nil
		},
	}), nil
}

// htmlUnescape is html.unescape: the references matched by
// &(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?) replaced as
// html._replace_charref does.
func htmlUnescape(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	var b strings.Builder
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
		b.WriteString(htmlReplace(ref))
		i += 1 + n
	}
	return b.String()
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

func htmlReplace(s string) string {
	if s[0] == '#' {
		digits := strings.TrimRight(s[1:], ";")
		base := 10
		if digits[0] == 'x' || digits[0] == 'X' {
			digits, base = digits[1:], 16
		}
		// Past 8 significant digits the number is beyond 0x10FFFF in
		// either base: no need for a big int.
		digits = strings.TrimLeft(digits, "0")
		if len(digits) > 8 {
			return "\uFFFD"
		}
		n, _ := strconv.ParseInt("0"+digits, base, 64)
		if n > 0x10FFFF {
			return "\uFFFD"
		}
		num := int(n)
		if r, ok := htmlInvalidCharrefs[num]; ok {
			return r
		}
		if num >= 0xD800 && num <= 0xDFFF {
			return "\uFFFD"
		}
		if htmlInvalidCodepoints[num] {
			return ""
		}
		return string(rune(num))
	}
	if r, ok := htmlEntities[s]; ok {
		return r
	}
	// The longest name that is a known entity, as the standard says.
	runes := []rune(s)
	for x := len(runes) - 1; x > 1; x-- {
		if r, ok := htmlEntities[string(runes[:x])]; ok {
			return r + string(runes[x:])
		}
	}
	return "&" + s
}
