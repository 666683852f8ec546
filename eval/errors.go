package eval

import (
	"fmt"

	"github.com/pyinterp/pyinterp/ast"
)

// LimitKind says which limit stopped a run.
type LimitKind uint8

// The limits.
const (
	LimitOperations LimitKind = iota
	LimitWhile
	LimitTimeout
	LimitCancelled
	LimitMemory
	LimitRecursion
	LimitOutput
	LimitFiles // a quota of the program's file system (Detail says which)
)

// LimitError stops a run when a limit is reached. It is not a Python
// exception: no except clause matches it, and finally blocks run without
// a fresh budget (every further operation fails the same way).
type LimitError struct {
	Kind  LimitKind
	Limit int64
	// Detail says which quota a LimitFiles error is about, in words
	// (for LimitMemory, which count of the interpreter's was reached):
	// "the program may write at most 1048576 bytes to files".
	Detail string

	// frames carries the traceback of the error: the frames it left, as
	// CPython's RecursionError shows them for LimitRecursion, and for the
	// other limits the same record of where the run was stopped (the line
	// of the loop that ran out of operations, in its function).
	frames *Exception
}

// Frames returns the frames a limit error left, as an exception with its
// traceback (a RecursionError for the recursion limit), or nil if it left
// none.
func (e *LimitError) Frames() *Exception {
	if e.frames == nil || len(e.frames.Traceback) == 0 {
		return nil
	}
	return e.frames
}

// FormatLimitTraceback renders the frames a limit error left (Frames),
// outermost first, under CPython's header, followed by last, the error's
// line as the host words it ("InterpreterError: Code execution timed
// out"). It returns "" if the error left no frames.
func FormatLimitTraceback(e *LimitError, last string) string {
	exc := e.Frames()
	if exc == nil {
		return ""
	}
	b := NewBuilder(nil, 256)
	b.WriteString("Traceback (most recent call last):\n")
	formatFrames(&b, exc, MaxTracebackLen)
	s := b.String()
	if len(s) > MaxTracebackLen {
		s = s[:MaxTracebackLen] + "... (traceback truncated)\n"
	}
	return s + last + "\n"
}

// tracebackCarrier returns the exception whose traceback records the
// frames err leaves: err itself, the carrier of a recursion limit, or nil.
func tracebackCarrier(err error) *Exception {
	switch e := err.(type) {
	case *Exception:
		return e
	case *LimitError:
		if e.frames == nil {
			// One carrier per error (host memory: a limit ends the run).
			if e.Kind == LimitRecursion {
				e.frames = Errorf(RecursionErrorType, "maximum recursion depth exceeded")
			} else {
				e.frames = &Exception{cls: InterpreterErrorType}
			}
		}
		return e.frames
	}
	return nil
}

func (e *LimitError) Error() string {
	switch e.Kind {
	case LimitOperations:
		return fmt.Sprintf("InterpreterError: Reached the max number of operations of %d. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations.", e.Limit)
	case LimitWhile:
		return fmt.Sprintf("InterpreterError: Maximum number of %d iterations in While loop exceeded", e.Limit)
	case LimitTimeout:
		return "InterpreterError: Code execution timed out"
	case LimitCancelled:
		return "InterpreterError: Code execution was cancelled"
	case LimitMemory:
		// As CPython prints an uncaught MemoryError: no message, unless
		// the limit is one of the interpreter's own counts (Detail).
		if e.Detail != "" {
			return "MemoryError: " + e.Detail
		}
		return "MemoryError"
	case LimitRecursion:
		return "RecursionError: maximum recursion depth exceeded"
	case LimitOutput:
		return fmt.Sprintf("InterpreterError: Output limit of %d bytes exceeded", e.Limit)
	case LimitFiles:
		return "InterpreterError: File quota exceeded: " + e.Detail
	}
	return "InterpreterError: limit exceeded"
}

// InternalError is a bug in pyinterp surfaced as an error instead of a
// crash: a Go panic caught at a run's boundary.
type InternalError struct {
	Msg   string
	Stack string
}

func (e *InternalError) Error() string { return "InternalError: " + e.Msg }

// appendTraceback appends entry to the exception's traceback, charging a
// new backing array to t when the traceback grows (ChargeObject: the
// exception on its way is not replaced; the memory limit is checked at
// the next charge). A million exceptions kept with their 50-frame
// tracebacks held 4 KB each uncharged. An exception made by Go code is
// charged here as it leaves its first Python frame (chargeReached).
func (e *Exception) appendTraceback(t *Thread, entry TracebackEntry) {
	e.chargeReached(t)
	old := cap(e.Traceback)
	e.Traceback = append(e.Traceback, entry)
	n := int64(len(entry.Source)) // a copy of the source line (Source.Line)
	if c := cap(e.Traceback); c != old {
		n += int64(c) * sizeOf[TracebackEntry]()
	}
	t.ChargeObject(n)
}

// TracebackEntry is one frame of a traceback.
type TracebackEntry struct {
	Filename string
	Line     int
	Func     string // "<module>", function name
	Source   string // the source line, stripped; "" if unknown
	// Node is the expression (or, failing one, the statement) the frame
	// was running, whose span and operands place CPython's carets
	// (FormatTraceback); nil if unknown. Line is its first line.
	Node ast.Node
	// src is the frame's source, for the carets.
	src *Source
}

// Exception is a Python exception instance: a builtin exception or an
// instance of a user subclass of BaseException. It is the Go error a
// raise produces.
type Exception struct {
	Identity        // id() and the default hash, assigned on first use
	cls             *Type
	Args            []Value
	Cause           *Exception // __cause__ (raise ... from)
	Context         *Exception // __context__ (raised while handling)
	SuppressContext bool       // __suppress_context__ (from None)
	Traceback       []TracebackEntry
	Dict            *StrDict // instance attributes (user subclasses, notes)

	// Value is StopIteration.value, or the name of NameError/AttributeError
	// subjects where CPython stores one.
	Value Value

	tbSerial uint64 // activation serial of the innermost frame already recorded

	tbHead *Traceback // __traceback__ as last read or set (traceback_obj.go)

	// at is the innermost expression of the frame being left (serial
	// atSerial) that the exception went through: the frame's position in
	// the traceback.
	at       ast.Node
	atSerial uint64

	group *excGroup // BaseExceptionGroup: message and exceptions (exception_group.go)

	// charged: the exception's memory was charged to a run, when the
	// program made it (newExceptionCharged), or when one made by Go code
	// reached the program (chargeReached).
	charged bool

	nameCtx *nameContext // NameError: where the name was looked up (suggestions)
	attrObj Value        // AttributeError: the object (suggestions)
}

// Type returns the exception's class.
func (e *Exception) Type() *Type { return e.cls }

// Error renders "Type: message" as the last line of a traceback.
func (e *Exception) Error() string {
	msg := e.Message(nil)
	if msg == "" {
		return e.cls.Name
	}
	return e.cls.Name + ": " + msg
}

// Message returns str(e) as CPython computes it for builtin exceptions:
// "" for no args, str(arg) for one, str(args) for several; KeyError shows
// repr of its single argument.
//
// With a nil t (Error, called by the host after the run), no Python code
// runs: the arguments are formatted on a HostThread, under its limits.
func (e *Exception) Message(t *Thread) string {
	if t == nil {
		t = HostThread()
	}
	if !t.hostOnly && e.cls.user != nil && e.cls.user.strUser {
		s, err := e.cls.Str(t, e)
		if err != nil {
			return "<exception str() failed>"
		}
		return s
	}
	if e.group != nil {
		return groupMessage(t, e)
	}
	if s, ok := osErrorMessage(t, e); ok {
		return s
	}
	if s, ok := unicodeErrorMessage(t, e); ok {
		return s
	}
	if s, ok := syntaxErrorMessage(t, e); ok {
		return s
	}
	switch len(e.Args) {
	case 0:
		return ""
	case 1:
		if e.cls.IsSubtype(KeyErrorType) {
			s, err := Repr(t, e.Args[0])
			if err != nil {
				return "<exception str() failed>"
			}
			return s
		}
		s, err := StrOf(t, e.Args[0])
		if err != nil {
			return "<exception str() failed>"
		}
		return s
	}
	s, err := Repr(t, NewTupleT(t, e.Args))
	if err != nil {
		return "<exception str() failed>"
	}
	return s
}

// NewException makes an exception of class cls with args.
func NewException(cls *Type, args ...Value) *Exception {
	return &Exception{cls: cls, Args: args}
}

// Errorf makes an exception of class cls whose single argument is the
// formatted message.
func Errorf(cls *Type, format string, a ...any) *Exception {
	msg := format
	if len(a) > 0 {
		msg = fmt.Sprintf(format, a...)
	}
	return &Exception{cls: cls, Args: []Value{NewStr(msg)}} //allocpath:ok an exception made by Go code without a thread: the exception itself is not charged either (one per raise)
}

// The builtin exception classes.
var (
	BaseExceptionType             = newExceptionType("BaseException", nil)
	BaseExceptionGroupType        = newExceptionType("BaseExceptionGroup", BaseExceptionType)
	GeneratorExitType             = newExceptionType("GeneratorExit", BaseExceptionType)
	KeyboardInterruptType         = newExceptionType("KeyboardInterrupt", BaseExceptionType)
	SystemExitType                = newExceptionType("SystemExit", BaseExceptionType)
	ExceptionType                 = newExceptionType("Exception", BaseExceptionType)
	ArithmeticErrorType           = newExceptionType("ArithmeticError", ExceptionType)
	FloatingPointErrorType        = newExceptionType("FloatingPointError", ArithmeticErrorType)
	OverflowErrorType             = newExceptionType("OverflowError", ArithmeticErrorType)
	ZeroDivisionErrorType         = newExceptionType("ZeroDivisionError", ArithmeticErrorType)
	AssertionErrorType            = newExceptionType("AssertionError", ExceptionType)
	AttributeErrorType            = newExceptionType("AttributeError", ExceptionType)
	BufferErrorType               = newExceptionType("BufferError", ExceptionType)
	EOFErrorType                  = newExceptionType("EOFError", ExceptionType)
	ImportErrorType               = newExceptionType("ImportError", ExceptionType)
	ModuleNotFoundErrorType       = newExceptionType("ModuleNotFoundError", ImportErrorType)
	LookupErrorType               = newExceptionType("LookupError", ExceptionType)
	IndexErrorType                = newExceptionType("IndexError", LookupErrorType)
	KeyErrorType                  = newExceptionType("KeyError", LookupErrorType)
	MemoryErrorType               = newExceptionType("MemoryError", ExceptionType)
	NameErrorType                 = newExceptionType("NameError", ExceptionType)
	UnboundLocalErrorType         = newExceptionType("UnboundLocalError", NameErrorType)
	OSErrorType                   = newExceptionType("OSError", ExceptionType)
	ReferenceErrorType            = newExceptionType("ReferenceError", ExceptionType)
	RuntimeErrorType              = newExceptionType("RuntimeError", ExceptionType)
	NotImplementedErrorType       = newExceptionType("NotImplementedError", RuntimeErrorType)
	RecursionErrorType            = newExceptionType("RecursionError", RuntimeErrorType)
	StopAsyncIterationType        = newExceptionType("StopAsyncIteration", ExceptionType)
	StopIterationType             = newExceptionType("StopIteration", ExceptionType)
	SyntaxErrorType               = newExceptionType("SyntaxError", ExceptionType)
	IndentationErrorType          = newExceptionType("IndentationError", SyntaxErrorType)
	TabErrorType                  = newExceptionType("TabError", IndentationErrorType)
	SystemErrorType               = newExceptionType("SystemError", ExceptionType)
	TypeErrorType                 = newExceptionType("TypeError", ExceptionType)
	ValueErrorType                = newExceptionType("ValueError", ExceptionType)
	UnicodeErrorType              = newExceptionType("UnicodeError", ValueErrorType)
	UnicodeDecodeErrorType        = newExceptionType("UnicodeDecodeError", UnicodeErrorType)
	UnicodeEncodeErrorType        = newExceptionType("UnicodeEncodeError", UnicodeErrorType)
	UnicodeTranslateErrorType     = newExceptionType("UnicodeTranslateError", UnicodeErrorType)
	ExceptionGroupType            = newExceptionType("ExceptionGroup", ExceptionType) // also a BaseExceptionGroup (see init)
	WarningType                   = newExceptionType("Warning", ExceptionType)
	UserWarningType               = newExceptionType("UserWarning", WarningType)
	DeprecationWarningType        = newExceptionType("DeprecationWarning", WarningType)
	PendingDeprecationWarningType = newExceptionType("PendingDeprecationWarning", WarningType)
	SyntaxWarningType             = newExceptionType("SyntaxWarning", WarningType)
	RuntimeWarningType            = newExceptionType("RuntimeWarning", WarningType)
	FutureWarningType             = newExceptionType("FutureWarning", WarningType)
	ImportWarningType             = newExceptionType("ImportWarning", WarningType)
	UnicodeWarningType            = newExceptionType("UnicodeWarning", WarningType)
	BytesWarningType              = newExceptionType("BytesWarning", WarningType)
	ResourceWarningType           = newExceptionType("ResourceWarning", WarningType)
	EncodingWarningType           = newExceptionType("EncodingWarning", WarningType)

	// OSError subclasses (see oserror.go).
	ConnectionErrorType        = newExceptionType("ConnectionError", OSErrorType)
	FileNotFoundErrorType      = newExceptionType("FileNotFoundError", OSErrorType)
	FileExistsErrorType        = newExceptionType("FileExistsError", OSErrorType)
	PermissionErrorType        = newExceptionType("PermissionError", OSErrorType)
	TimeoutErrorType           = newExceptionType("TimeoutError", OSErrorType)
	IsADirectoryErrorType      = newExceptionType("IsADirectoryError", OSErrorType)
	NotADirectoryErrorType     = newExceptionType("NotADirectoryError", OSErrorType)
	InterruptedErrorType       = newExceptionType("InterruptedError", OSErrorType)
	BlockingIOErrorType        = newExceptionType("BlockingIOError", OSErrorType)
	ChildProcessErrorType      = newExceptionType("ChildProcessError", OSErrorType)
	ProcessLookupErrorType     = newExceptionType("ProcessLookupError", OSErrorType)
	BrokenPipeErrorType        = newExceptionType("BrokenPipeError", ConnectionErrorType)
	ConnectionAbortedErrorType = newExceptionType("ConnectionAbortedError", ConnectionErrorType)
	ConnectionRefusedErrorType = newExceptionType("ConnectionRefusedError", ConnectionErrorType)
	ConnectionResetErrorType   = newExceptionType("ConnectionResetError", ConnectionErrorType)
)

// exceptionTypes lists every builtin exception class, for the builtins
// namespace.
var exceptionTypes []*Type

func newExceptionType(name string, base *Type) *Type {
	t := newBuiltinType(name)
	t.Builtin = true
	if base == nil {
		t.setBase(ObjectType)
	} else {
		t.setBase(base)
	}
	exceptionTypes = append(exceptionTypes, t)
	return t
}

// IsExceptionClass reports whether t derives from BaseException.
func IsExceptionClass(t *Type) bool { return t.IsSubtype(BaseExceptionType) }
