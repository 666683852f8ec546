// Package ident is Python's definition of identifiers and keywords, in one
// place for the scanner, str.isidentifier, the keyword module, re's group
// names and the names the embedding API accepts (tools, variables,
// modules).
package ident

import (
	"slices"
	"unicode"
	"unicode/utf8"
)

// IsStart reports whether r may start an identifier: Unicode's XID_Start
// (approximated as ID_Start: letters, letter numbers and Other_ID_Start,
// minus pattern syntax and white space) or '_'.
func IsStart(r rune) bool {
	if r < utf8.RuneSelf {
		return r == '_' || r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return (unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r)) &&
		!unicode.Is(unicode.Pattern_Syntax, r) && !unicode.Is(unicode.Pattern_White_Space, r)
}

// IsContinue reports whether r may continue an identifier: Unicode's
// XID_Continue (approximated as ID_Continue).
func IsContinue(r rune) bool {
	if r < utf8.RuneSelf {
		return r == '_' || r|0x20 >= 'a' && r|0x20 <= 'z' || r >= '0' && r <= '9'
	}
	return IsStart(r) || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
}

// IsIdentifier is Python's str.isidentifier: s is a start character
// followed by continue characters. Keywords are identifiers.
func IsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == utf8.RuneError {
			return false
		}
		if i == 0 && !IsStart(r) || i > 0 && !IsContinue(r) {
			return false
		}
	}
	return true
}

// keywords are Python 3.11's hard keywords (keyword.kwlist), sorted.
var keywords = []string{
	"False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
	"def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
	"is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
}

// softKeywords are Python 3.11's soft keywords (keyword.softkwlist).
var softKeywords = []string{"_", "case", "match"}

// Keywords returns the hard keywords, sorted, as keyword.kwlist.
func Keywords() []string { return slices.Clone(keywords) }

// SoftKeywords returns the soft keywords, as keyword.softkwlist.
func SoftKeywords() []string { return slices.Clone(softKeywords) }

// IsKeyword reports whether s is a hard keyword (keyword.iskeyword).
func IsKeyword(s string) bool {
	_, ok := slices.BinarySearch(keywords, s)
	return ok
}

// IsSoftKeyword reports whether s is a soft keyword.
func IsSoftKeyword(s string) bool { return slices.Contains(softKeywords, s) }
