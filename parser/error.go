package parser

import (
	"fmt"
	"unicode/utf8"
)

// ErrorKind is the Python exception class of a syntax error.
type ErrorKind uint8

// The kinds of syntax error CPython raises.
const (
	SyntaxError ErrorKind = iota
	IndentationError
	TabError
)

func (k ErrorKind) String() string {
	switch k {
	case IndentationError:
		return "IndentationError"
	case TabError:
		return "TabError"
	}
	return "SyntaxError"
}

// Error is a syntax error, with the fields of CPython's SyntaxError.
//
// Lineno and Offset locate the error as CPython does: Offset is 1-based and
// counts code points (not bytes) in the line; EndLineno/EndOffset mark the
// end of the offending range (0 when CPython gives none). Text is the
// source line without its line terminator.
type Error struct {
	Kind      ErrorKind
	Msg       string
	Filename  string
	Lineno    int
	Offset    int
	EndLineno int
	EndOffset int
	Text      string
}

// Error formats the error as "file:line:col: Kind: msg".
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", e.Filename, e.Lineno, e.Offset, e.Kind, e.Msg)
}

// charOffset converts a 0-based UTF-8 byte column within line to CPython's
// 1-based code point offset.
func charOffset(line string, byteCol int) int {
	if byteCol > len(line) {
		return utf8.RuneCountInString(line) + (byteCol - len(line)) + 1
	}
	return utf8.RuneCountInString(line[:byteCol]) + 1
}
