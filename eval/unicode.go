package eval

import "github.com/pyinterp/pyinterp/internal/pyrepr"

// decodeRune decodes one code point of a Python str (extended UTF-8).
func decodeRune(s string) (rune, int) { return pyrepr.DecodeRune(s) }
