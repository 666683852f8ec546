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
// Lineno and Offset locate the error as CPython 3.11 does when given the
// source as bytes; Offset is 1-based, and what it counts depends on who
// raises the error in CPython:
//
//   - Errors CPython's parser raises ("invalid syntax", "invalid syntax.
//     Perhaps you forgot a comma?", "expected ':'", "cannot assign to ...",
//     and an invalid character such as '$', which its tokenizer passes to
//     the parser as an error token) count UTF-8 bytes, unless the source
//     declares its encoding (PEP 263), in which case they count code points.
//   - Errors CPython's tokenizer raises itself (unterminated strings,
//     unmatched or unclosed brackets, invalid number literals, invalid or
//     non-printable characters, indentation errors, f-string scanning
//     errors) count code points.
//   - Errors of Compile's checks (CPython's compiler and symbol table)
//     count UTF-8 bytes.
//   - Errors about the source as a whole (a NUL byte, an unknown or
//     inconsistent encoding declaration) have Lineno 0 and Offset -1, or as
//     CPython reports them.
//
// EndLineno/EndOffset mark the end of the offending range, counted the
// same way (0 when CPython gives none). Text is the source line (decoded to
// UTF-8) without its line terminator.
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
