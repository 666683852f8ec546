package pyinterp

import (
	"context"
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

// Limit names the resource limit that stopped a run (Error.Limit).
type Limit int

// The limits. Each is an Options field, except LimitCancelled (the
// context passed to Run was cancelled).
const (
	// LimitNone: no limit fired (the zero value).
	LimitNone Limit = iota
	// LimitOperations: Options.MaxOperations.
	LimitOperations
	// LimitWhileIterations: Options.MaxWhileIterations.
	LimitWhileIterations
	// LimitTime: Options.Timeout or the context's deadline. The Error
	// wraps context.DeadlineExceeded.
	LimitTime
	// LimitMemory: Options.MaxMemory (also an uncaught MemoryError).
	LimitMemory
	// LimitOutput: Options.MaxOutput.
	LimitOutput
	// LimitRecursion: Options.MaxRecursionDepth (also an uncaught
	// RecursionError).
	LimitRecursion
	// LimitCancelled: the context was cancelled. The Error wraps
	// context.Canceled and the context's cause.
	LimitCancelled
	// LimitCodeSize: the code is larger than Run accepts (derived from
	// Options.MaxMemory; see Options).
	LimitCodeSize
	// LimitFiles: a quota of Options.Files (vfs.Options: bytes written,
	// files, file size, open files); the Message says which.
	LimitFiles
)

var limitNames = [...]string{
	LimitNone:            "none",
	LimitOperations:      "operations",
	LimitWhileIterations: "while_iterations",
	LimitTime:            "time",
	LimitMemory:          "memory",
	LimitOutput:          "output",
	LimitRecursion:       "recursion",
	LimitCancelled:       "cancelled",
	LimitCodeSize:        "code_size",
	LimitFiles:           "files",
}

// String returns the limit's name in logs: "operations",
// "while_iterations", "time", "memory", "output", "recursion",
// "cancelled", "code_size", "files" ("none" for LimitNone).
func (l Limit) String() string {
	if l >= 0 && int(l) < len(limitNames) {
		return limitNames[l]
	}
	return fmt.Sprintf("Limit(%d)", int(l))
}

// limitOf maps the evaluator's limit kinds to Limit.
func limitOf(k eval.LimitKind) Limit {
	switch k {
	case eval.LimitOperations:
		return LimitOperations
	case eval.LimitWhile:
		return LimitWhileIterations
	case eval.LimitTimeout:
		return LimitTime
	case eval.LimitCancelled:
		return LimitCancelled
	case eval.LimitMemory:
		return LimitMemory
	case eval.LimitRecursion:
		return LimitRecursion
	case eval.LimitOutput:
		return LimitOutput
	case eval.LimitFiles:
		return LimitFiles
	}
	return LimitNone
}

// Error is the one error type Run returns for a failed program. Its
// Error text is written for the model that wrote the code, as smolagents
// writes it:
//
//	Code execution failed at line 'x = 1/0' due to: ZeroDivisionError: division by zero
//	Code parsing failed on line 1 due to: SyntaxError: invalid syntax
//
// A run stopped by its context's deadline or by Options.Timeout matches
// errors.Is(err, context.DeadlineExceeded); a run whose context was
// cancelled matches errors.Is(err, context.Canceled) and the context's
// cause (context.WithCancelCause).
type Error struct {
	Kind ErrorKind
	// Limit says which limit stopped the run, when Kind is KindLimit
	// (LimitNone otherwise).
	Limit Limit
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
	// ctxErrs are the context errors a time limit or a cancellation
	// wraps (context.DeadlineExceeded; context.Canceled and the cause).
	ctxErrs []error
	// Stack is the Go stack of an internal error, for the host's logs.
	Stack string
}

func (e *Error) Error() string {
	if e.Kind == KindSyntax {
		if pe, ok := e.err.(*parser.Error); ok {
			// Sized by the code's line: host data, on the allocation
			// path for its ceiling only (nil thread).
			b := eval.NewBuilder(nil, 0)
			fmt.Fprintf(&b, "Code parsing failed on line %d due to: %s\n%s", e.Line, e.typeMessage(), strings.TrimRight(pe.Text, "\n"))
			if pad, err := eval.Repeat(nil, " ", pe.Offset-1); err == nil && pe.Offset > 0 {
				b.WriteString("\n" + pad + "^")
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

// Unwrap returns the underlying error: the Python exception
// (*eval.Exception), the limit (*eval.LimitError), the syntax error
// (*parser.Error) or the internal error.
func (e *Error) Unwrap() error { return e.err }

// Is reports whether the run was stopped by time (target
// context.DeadlineExceeded) or by cancellation (context.Canceled, or the
// cause given to the context's cancel function), for errors.Is.
func (e *Error) Is(target error) bool {
	for _, c := range e.ctxErrs {
		if errors.Is(c, target) {
			return true
		}
	}
	return false
}

// As finds target in the cause of a cancellation, for errors.As.
func (e *Error) As(target any) bool {
	for _, c := range e.ctxErrs {
		if errors.As(c, target) {
			return true
		}
	}
	return false
}

// wrapContext records the context errors of a run stopped by time or
// cancellation: ctx is the run's context (nil when only the executor's
// own timeout applied).
func (e *Error) wrapContext(ctx context.Context) {
	switch e.Limit {
	case LimitTime:
		e.ctxErrs = []error{context.DeadlineExceeded}
	case LimitCancelled:
		e.ctxErrs = []error{context.Canceled}
		if ctx != nil {
			if cause := context.Cause(ctx); cause != nil && cause != context.Canceled {
				e.ctxErrs = append(e.ctxErrs, cause)
			}
		}
	}
}

// newError classifies err, the failure of the top-level statement (source
// text src at line) of the code named filename, in thread t.
//
// The traceback shows the source lines of code named in angle brackets
// (<string>) only when anonLines is set (see Options.CPythonTracebacks).
func newError(t *eval.Thread, err error, line int, src, filename string, anonLines bool) *Error {
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
		case exc.Type().IsSubtype(eval.MemoryErrorType):
			e.Kind, e.Limit = KindLimit, LimitMemory
		case exc.Type().IsSubtype(eval.RecursionErrorType):
			e.Kind, e.Limit = KindLimit, LimitRecursion
		default:
			e.Kind = KindException
		}
		if t != nil {
			e.Traceback = eval.FormatTraceback(t, exc)
		} else {
			e.Traceback = exc.Error() + "\n"
		}
		if len(exc.Traceback) == 0 && line > 0 {
			e.Traceback = moduleTraceback(filename, line, src, anonLines) + e.Traceback
		}
		return e
	case errors.As(err, &lim):
		e.Kind, e.Limit = KindLimit, limitOf(lim.Kind)
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
	e.Traceback = moduleTraceback(filename, line, src, anonLines) + e.typeMessage() + "\n"
	if lim != nil {
		if lim.Kind == eval.LimitRecursion {
			if frames := lim.Frames(); frames != nil {
				e.Traceback = eval.FormatTraceback(t, frames) // the frames the recursion left, as CPython shows them
			}
		} else if tb := eval.FormatLimitTraceback(lim, e.typeMessage()); tb != "" {
			e.Traceback = tb // where the run was when the limit stopped it
		}
	}
	return e
}

// moduleTraceback is the header and module entry of a traceback for a
// failure in the top-level statement at line, whose text is stmt. Like
// CPython, it shows the statement's first line for a file, none for code
// run from a string ("<string>", "<stdin>").
func moduleTraceback(filename string, line int, stmt string, anonLines bool) string {
	if line <= 0 {
		return ""
	}
	tb := fmt.Sprintf("Traceback (most recent call last):\n  File \"%s\", line %d, in <module>\n", filename, line)
	if first, _, _ := strings.Cut(stmt, "\n"); (anonLines || !strings.HasPrefix(filename, "<")) && strings.TrimSpace(first) != "" {
		tb += "    " + strings.TrimSpace(first) + "\n"
	}
	return tb
}
