package pyinterp

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/parser"
)

// ErrorKind classifies why a run failed.
type ErrorKind int

// The kinds of failure.
const (
	// KindSyntax: the code does not parse (SyntaxError, IndentationError),
	// or the compiler rejects it as CPython's would.
	KindSyntax ErrorKind = iota + 1
	// KindException: an uncaught Python exception.
	KindException
	// KindLimit: a resource limit stopped the run (operations, while
	// iterations, time, cancellation, memory, recursion, output).
	KindLimit
	// KindPolicy: the security policy refused something (an import, an
	// attribute, a forbidden builtin, rebinding a tool). Policy refusals
	// are InterpreterErrors, which the program may catch; this kind means
	// it did not.
	KindPolicy
	// KindInternal: a bug in pyinterp or a panicking tool, caught at the
	// run's boundary. The executor stays usable.
	KindInternal
)

func (k ErrorKind) String() string {
	switch k {
	case KindSyntax:
		return "syntax"
	case KindException:
		return "exception"
	case KindLimit:
		return "limit"
	case KindPolicy:
		return "policy"
	case KindInternal:
		return "internal"
	}
	return fmt.Sprintf("ErrorKind(%d)", int(k))
}

// Error is the one error type Run returns for a failed program. Its
// Error text is written for the model that wrote the code, as smolagents
// writes it:
//
//	Code execution failed at line 'x = 1/0' due to: ZeroDivisionError: division by zero
//	Code parsing failed on line 1 due to: SyntaxError: invalid syntax
type Error struct {
	Kind ErrorKind
	// Type is the Python exception class name: "ZeroDivisionError",
	// "SyntaxError", "InterpreterError", "MemoryError", "RecursionError".
	Type string
	// Message is str() of the exception.
	Message string
	// Line is the 1-based line of the top-level statement that failed
	// (for syntax errors, the line of the error); 0 if unknown.
	Line int
	// Statement is the source text of that statement (for syntax errors,
	// the offending line).
	Statement string
	// Traceback is the failure as CPython prints it on stderr.
	Traceback string

	// err is the underlying error (*eval.Exception, *eval.LimitError,
	// *eval.InternalError, *parser.Error).
	err error
	// Stack is the Go stack of an internal error, for the host's logs.
	Stack string
}

func (e *Error) Error() string {
	if e.Kind == KindSyntax {
		if pe, ok := e.err.(*parser.Error); ok {
			var b strings.Builder
			fmt.Fprintf(&b, "Code parsing failed on line %d due to: %s\n%s", e.Line, e.typeMessage(), strings.TrimRight(pe.Text, "\n"))
			if pe.Offset > 0 {
				fmt.Fprintf(&b, "\n%s^", strings.Repeat(" ", pe.Offset-1))
			}
			return b.String()
		}
	}
	if e.Statement == "" {
		return "Code execution failed due to: " + e.typeMessage()
	}
	return fmt.Sprintf("Code execution failed at line '%s' due to: %s", e.Statement, e.typeMessage())
}

func (e *Error) typeMessage() string {
	if e.Message == "" {
		return e.Type
	}
	return e.Type + ": " + e.Message
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.err }

// newError classifies err, the failure of the top-level statement stmt
// (source text src at line) in thread t.
func newError(t *eval.Thread, err error, line int, src string) *Error {
	e := &Error{err: err, Line: line, Statement: src}
	var exc *eval.Exception
	var lim *eval.LimitError
	var internal *eval.InternalError
	var pe *parser.Error
	switch {
	case errors.As(err, &pe):
		e.Kind, e.Type, e.Message = KindSyntax, pe.Kind.String(), pe.Msg
		e.Line, e.Statement = pe.Lineno, ""
		e.Traceback = pe.Format()
		return e
	case errors.As(err, &exc):
		e.Type = exc.Type().Name
		e.Message = exc.Message(t)
		switch {
		case exc.Type().IsSubtype(eval.InterpreterErrorType):
			e.Kind = KindPolicy
		case exc.Type().IsSubtype(eval.SyntaxErrorType):
			e.Kind = KindSyntax
		case exc.Type().IsSubtype(eval.MemoryErrorType), exc.Type().IsSubtype(eval.RecursionErrorType):
			e.Kind = KindLimit
		default:
			e.Kind = KindException
		}
		if t != nil {
			e.Traceback = eval.FormatTraceback(t, exc)
		} else {
			e.Traceback = exc.Error() + "\n"
		}
		if len(exc.Traceback) == 0 && line > 0 {
			e.Traceback = moduleTraceback(line) + e.Traceback
		}
		return e
	case errors.As(err, &lim):
		e.Kind = KindLimit
	case errors.As(err, &internal):
		e.Kind = KindInternal
		e.Stack = internal.Stack
	default:
		e.Kind = KindInternal
	}
	msg := err.Error()
	if i := strings.Index(msg, ": "); i > 0 && !strings.Contains(msg[:i], " ") {
		e.Type, e.Message = msg[:i], msg[i+2:]
	} else if lim != nil && !strings.ContainsAny(msg, " :") {
		e.Type, e.Message = msg, "" // a bare exception name, as MemoryError prints
	} else {
		e.Type, e.Message = "InternalError", msg
	}
	e.Traceback = moduleTraceback(line) + e.typeMessage() + "\n"
	return e
}

// moduleTraceback is the header and module entry of a traceback for a
// failure in the top-level statement at line. Like CPython for code run
// from a string, it shows no source lines.
func moduleTraceback(line int) string {
	if line <= 0 {
		return ""
	}
	return fmt.Sprintf("Traceback (most recent call last):\n  File \"%s\", line %d, in <module>\n", filename, line)
}
