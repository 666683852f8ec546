package session

import (
	"errors"
	"fmt"
)

// Code classifies the errors of the manager's operations (not the
// failures of runs, which are RunResult.Error). Transports map each to a
// JSON-RPC error code and an HTTP status (docs/protocol.md).
type Code int

// The error codes.
const (
	// NotFound: no session has this id (it never existed, was closed, or
	// expired).
	NotFound Code = iota + 1
	// Busy: the session is running code; one operation at a time.
	Busy
	// TooManySessions: the server holds its maximum number of sessions.
	TooManySessions
	// MemoryBudget: the sessions' reserved memory would exceed the
	// server's budget.
	MemoryBudget
	// InvalidOptions: bad create options, variables or tools.
	InvalidOptions
	// TooLarge: the code (or another value) is larger than the server
	// accepts.
	TooLarge
	// ShuttingDown: the server is stopping and takes no new work.
	ShuttingDown
	// Unavailable: the session's backend failed (a worker process could
	// not be started).
	Unavailable
	// NoSuchFile: the session's file system has no file at the path.
	NoSuchFile
	// FileError: another error of a file operation (a directory where a
	// file was expected, a read-only mount, a session without files).
	FileError
	// Conflict: another server changed the session (in a shared store)
	// while this operation ran; the other server's changes were kept and
	// this operation's were not saved.
	Conflict
)

var codeNames = [...]string{
	NotFound:        "not_found",
	Busy:            "busy",
	TooManySessions: "too_many_sessions",
	MemoryBudget:    "memory_budget",
	InvalidOptions:  "invalid_options",
	TooLarge:        "too_large",
	ShuttingDown:    "shutting_down",
	Unavailable:     "unavailable",
	NoSuchFile:      "no_such_file",
	FileError:       "file_error",
	Conflict:        "conflict",
}

// String returns the code's name on the wire ("not_found", "busy", ...).
func (c Code) String() string {
	if c > 0 && int(c) < len(codeNames) {
		return codeNames[c]
	}
	return fmt.Sprintf("Code(%d)", int(c))
}

// Error is the error of a manager operation.
type Error struct {
	Code    Code
	Message string
}

func (e *Error) Error() string { return e.Message }

// CodeOf returns the Code of err (0 if it is not an *Error).
func CodeOf(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return 0
}

func invalid(format string, args ...any) *Error {
	return &Error{Code: InvalidOptions, Message: fmt.Sprintf(format, args...)}
}
