// Package parser turns Python 3 source text into the syntax tree of package
// ast.
//
// It is hand-written in the shape of Go's go/scanner and go/parser: a
// scanner (scanner.go) produces tokens, keeping a stack of indentation
// levels, the bracket depth, and a stack of f-string modes (PEP 701); a
// recursive-descent parser with one method per grammar rule and precedence
// climbing for binary operators builds the tree. It accepts the Python
// 3.12 grammar; the tree of a program that CPython 3.11 accepts dumps
// (ast.Dump) exactly as CPython 3.11's ast.dump.
//
// Errors are *Error values carrying CPython's exception class, message,
// line and column.
//
// Hostile input is bounded: nesting depth is capped as CPython caps it,
// input must be UTF-8, and no phase is worse than linear in the input.
package parser

import "github.com/pyinterp/pyinterp/ast"

// ParseFile parses a module, as CPython's ast.parse(src) does (mode
// "exec"). Like ast.parse, it does not report the errors CPython's compiler
// finds after parsing ('return' outside function, ...); Compile does.
func ParseFile(filename string, src []byte) (*ast.Module, error) {
	return nil, &Error{Msg: "parser not implemented", Filename: filename}
}
