package pyinterp

import (
	"fmt"
	"log/slog"
	"time"
)

// EventKind says what an Event reports.
type EventKind int

// The kinds of event.
const (
	// EventRunStart: a Run (or RunProgram, Call) began. Code and Filename
	// are set.
	EventRunStart EventKind = iota + 1
	// EventRunEnd: the run ended. Duration, Operations and Err (the
	// *Error, nil on success) are set; FinalAnswer reports final_answer.
	EventRunEnd
	// EventToolCall: the program called a tool. Tool, Args, Kwargs,
	// Duration (the time in the tool's Go function) and Err (what the
	// call raised in Python: the tool's error, a bad argument, a panic)
	// are set.
	EventToolCall
	// EventRefused: the security policy refused something. Refusal is
	// "import", "attribute" or "function", Name the module, attribute or
	// function. The program sees an InterpreterError, which it may
	// catch: the event records the attempt anyway.
	EventRefused
	// EventLimit: a limit stopped the run. Limit and Err are set; an
	// EventRunEnd follows.
	EventLimit
)

var eventNames = [...]string{
	EventRunStart: "run_start",
	EventRunEnd:   "run_end",
	EventToolCall: "tool_call",
	EventRefused:  "refused",
	EventLimit:    "limit",
}

// String returns the kind's name in logs: "run_start", "run_end",
// "tool_call", "refused", "limit".
func (k EventKind) String() string {
	if k > 0 && int(k) < len(eventNames) {
		return eventNames[k]
	}
	return fmt.Sprintf("EventKind(%d)", int(k))
}

// Event is something that happened in an executor, reported to
// Options.OnEvent: enough for logs, metrics and an audit trail of what
// the code did (runs, tool calls, refusals, limits). Fields that do not
// apply to the Kind are zero.
type Event struct {
	Kind EventKind
	// Time is when the event happened (for EventRunEnd and EventToolCall,
	// when the run or call ended).
	Time time.Time
	// Run numbers the executor's runs from 1 (Run, RunProgram and Call
	// each start one); every event of a run carries its number.
	Run uint64

	// Code and Filename: EventRunStart (Code is empty for Call).
	Code     string
	Filename string
	// Function: EventRunStart of a Call, the function's name.
	Function string

	// Duration: EventRunEnd, EventToolCall.
	Duration time.Duration
	// Operations: EventRunEnd, the operations the run counted.
	Operations int64
	// FinalAnswer: EventRunEnd, the code called final_answer.
	FinalAnswer bool
	// Err: EventRunEnd (an *Error), EventToolCall, EventLimit (an *Error).
	Err error

	// Tool, Args, Kwargs: EventToolCall. Args are the Go values the
	// tool's function received (for a Func tool, its parameters after
	// conversion and defaults, without the context; for a RawFunc tool,
	// its args); Kwargs are a RawFunc tool's keyword arguments. Both are
	// nil when the arguments did not bind. The hook must not modify them.
	Tool   string
	Args   []any
	Kwargs map[string]any

	// Refusal and Name: EventRefused.
	Refusal string
	Name    string

	// Limit: EventLimit.
	Limit Limit
}

// LogValue renders the event for log/slog: its kind and the fields that
// apply to it, so that logger.Info("pyinterp", "event", ev) writes a
// structured record.
func (ev Event) LogValue() slog.Value {
	attrs := []slog.Attr{slog.String("kind", ev.Kind.String()), slog.Uint64("run", ev.Run)}
	switch ev.Kind {
	case EventRunStart:
		attrs = append(attrs, slog.String("filename", ev.Filename))
		if ev.Function != "" {
			attrs = append(attrs, slog.String("function", ev.Function))
		} else {
			attrs = append(attrs, slog.Int("code_bytes", len(ev.Code)))
		}
	case EventRunEnd:
		attrs = append(attrs, slog.Duration("duration", ev.Duration), slog.Int64("operations", ev.Operations))
		if ev.FinalAnswer {
			attrs = append(attrs, slog.Bool("final_answer", true))
		}
	case EventToolCall:
		attrs = append(attrs, slog.String("tool", ev.Tool), slog.Duration("duration", ev.Duration), slog.Int("args", len(ev.Args)+len(ev.Kwargs)))
	case EventRefused:
		attrs = append(attrs, slog.String("refusal", ev.Refusal), slog.String("name", ev.Name))
	case EventLimit:
		attrs = append(attrs, slog.String("limit", ev.Limit.String()))
	}
	if ev.Err != nil {
		attrs = append(attrs, slog.String("error", ev.Err.Error()))
	}
	return slog.GroupValue(attrs...)
}

// emit reports an event to the host's hook, if any.
func (e *Executor) emit(ev Event) {
	if e.opts.OnEvent == nil {
		return
	}
	if ev.Time.IsZero() {
		ev.Time = time.Now()
	}
	ev.Run = e.runID
	e.callback(func() { e.opts.OnEvent(ev) })
}
