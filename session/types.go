package session

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// RunResult is the outcome of a run, as clients receive it.
type RunResult struct {
	// Value is the typed JSON (package pyjson) of the run's value (the
	// last statement's, or final_answer's argument); null for None and
	// on failure.
	Value json.RawMessage `json:"value"`
	// Repr is repr() of the value.
	Repr string `json:"repr"`
	// Logs is what the code printed, also when it failed.
	Logs string `json:"logs"`
	// Stderr is what the code wrote to sys.stderr (omitted when empty).
	Stderr string `json:"stderr,omitempty"`
	// IsFinalAnswer: the code called final_answer.
	IsFinalAnswer bool `json:"is_final_answer"`
	// Exited: the code raised SystemExit (sys.exit(), exit()) and did not
	// catch it; the run ended there, without error, and ExitCode is the
	// status CPython would exit with (omitted unless Exited).
	Exited   bool `json:"exited,omitempty"`
	ExitCode int  `json:"exit_code,omitempty"`
	// Error is set when the run failed.
	Error *RunError `json:"error,omitempty"`
	// Operations is the number of operations the run counted.
	Operations int64 `json:"operations"`

	// Duration is the run's wall time (not sent: it would make answers
	// differ from run to run).
	Duration time.Duration `json:"-"`
}

// RunError is a failed run, as clients receive it.
type RunError struct {
	// Type is the Python exception class name ("ZeroDivisionError",
	// "SyntaxError", "InterpreterError", "MemoryError", ...).
	Type string `json:"type"`
	// Message is str() of the exception.
	Message string `json:"message"`
	// Traceback is the failure as CPython prints it.
	Traceback string `json:"traceback"`
	// Kind is "syntax", "exception", "limit", "policy" or "internal".
	Kind string `json:"kind"`
	// Limit names the limit that stopped the run when Kind is "limit":
	// "operations", "while_iterations", "time", "memory", "output",
	// "recursion", "cancelled", "code_size", "files".
	Limit string `json:"limit,omitempty"`
	// Line is the line of the statement that failed (0 if unknown).
	Line int `json:"line,omitempty"`
	// Text is the error as smolagents words it for the model:
	// "Code execution failed at line 'x = 1/0' due to: ZeroDivisionError:
	// division by zero".
	Text string `json:"text"`
}

// ToolCall is one call of a client's tool by the code, sent to the
// client.
type ToolCall struct {
	// Session is the session's id.
	Session string `json:"session"`
	// ID numbers the session's tool calls ("1", "2", ...).
	ID string `json:"id"`
	// Name is the tool's name.
	Name string `json:"name"`
	// Args are the positional arguments, each typed JSON.
	Args []json.RawMessage `json:"args"`
	// Kwargs is a JSON object of the keyword arguments, each value typed
	// JSON.
	Kwargs json.RawMessage `json:"kwargs"`
}

// ToolCaller calls a client's tools. CallTool returns the typed JSON of
// the tool's result, or a *ToolError to raise an exception in Python;
// any other error raises RuntimeError, except when ctx is done (the run
// was cancelled or timed out), which ends the run.
type ToolCaller interface {
	CallTool(ctx context.Context, call *ToolCall) (json.RawMessage, error)
}

// ToolCallerFunc adapts a function to ToolCaller.
type ToolCallerFunc func(ctx context.Context, call *ToolCall) (json.RawMessage, error)

// CallTool calls f.
func (f ToolCallerFunc) CallTool(ctx context.Context, call *ToolCall) (json.RawMessage, error) {
	return f(ctx, call)
}

// ToolError is the exception a tool raised on the client's side: the
// Python code sees an exception of that type (a builtin exception class;
// RuntimeError with "Type: message" for any other) and may catch it.
type ToolError struct {
	Type      string `json:"type"`
	Message   string `json:"message"`
	Traceback string `json:"traceback,omitempty"`
}

func (e *ToolError) Error() string { return e.Type + ": " + e.Message }

// noTools is the ToolCaller of a run whose client offers none.
var noTools = ToolCallerFunc(func(ctx context.Context, call *ToolCall) (json.RawMessage, error) {
	return nil, fmt.Errorf("no client to call tool %s", call.Name)
})

// Event is something that happened inside a session's interpreter and
// is worth an audit record: a policy refusal or a limit (runs and tool
// calls are recorded by the manager itself). A Backend reports events
// through the function given to Open.
type Event struct {
	// Kind is "refused" or "limit".
	Kind string `json:"kind"`
	// Refusal is "import", "attribute" or "function"; Name the module,
	// attribute or function refused.
	Refusal string `json:"refusal,omitempty"`
	Name    string `json:"name,omitempty"`
	// Limit names the limit hit.
	Limit string `json:"limit,omitempty"`
}

// FileInfo is an entry of a session's file listing (ListFiles).
type FileInfo struct {
	// Path is the entry's path relative to the directory listed.
	Path string `json:"path"`
	// Type is "file" or "dir".
	Type string `json:"type"`
	// Size is the file's size in bytes (0 for a directory).
	Size int64 `json:"size"`
	// Mtime is the modification time, in seconds since the epoch.
	Mtime float64 `json:"mtime"`
}
