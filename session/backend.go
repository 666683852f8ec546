package session

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/eval"
	"github.com/pyinterp/pyinterp/pyjson"
	"github.com/pyinterp/pyinterp/vfs"
)

// Backend opens the runtimes of sessions: where and how their code runs.
type Backend interface {
	// Open starts a session's runtime. opts are resolved (every limit
	// set). events receives the session's audit events; it may be
	// called from any goroutine until Close returns.
	Open(ctx context.Context, id string, opts *Options, events func(Event)) (Runtime, error)
	// Close releases what the backend holds (worker processes).
	Close() error
}

// Runtime is one session's interpreter. The manager calls one method at
// a time (Close may come while Run runs, after cancelling its context).
// Errors other than *Error are failures of the runtime itself.
type Runtime interface {
	// Run runs code, calling the client's tools through tools. A failed
	// program is a RunResult with Error set, not an error.
	Run(ctx context.Context, code string, tools ToolCaller) (*RunResult, error)
	// SetVariables binds variables from a JSON object of typed values.
	SetVariables(ctx context.Context, vars json.RawMessage) error
	// Variables returns the namespace as a JSON object of typed values,
	// names sorted.
	Variables(ctx context.Context) (json.RawMessage, error)
	// AddTools installs more client tools (a tool of the same name is
	// replaced).
	AddTools(ctx context.Context, tools []ToolSpec) error
	// Reset forgets the namespace, keeping the options and tools.
	Reset(ctx context.Context) error
	// Snapshot saves the namespace (docs/snapshot.md); values that cannot
	// be saved are left out, their names returned.
	Snapshot(ctx context.Context) (data []byte, skipped []string, err error)
	// Restore replaces the namespace by a snapshot's.
	Restore(ctx context.Context, data []byte) error
	// WriteFile puts a file in the session's file system (a guest path,
	// relative to the working directory /work), making its parent
	// directories and replacing what it held.
	WriteFile(ctx context.Context, path string, data []byte) error
	// ReadFile returns the contents of a file of the session.
	ReadFile(ctx context.Context, path string) ([]byte, error)
	// ListFiles lists a directory of the session and everything below
	// it, sorted by path.
	ListFiles(ctx context.Context, path string) ([]FileInfo, error)
	// RemoveFile removes a file or a directory and everything below it.
	RemoveFile(ctx context.Context, path string) error
	// Close releases the runtime.
	Close() error
}

// InProcess is the Backend that runs sessions in this process, each on
// its own pyinterp.Executor.
type InProcess struct{}

// Open implements Backend.
func (InProcess) Open(_ context.Context, id string, opts *Options, events func(Event)) (Runtime, error) {
	x := opts.executor()
	rec := &recorder{}
	x.Now, x.Monotonic, x.Entropy = rec.now, rec.monotonic, rec
	x.OnEvent = func(ev pyinterp.Event) {
		switch ev.Kind {
		case pyinterp.EventRefused:
			events(Event{Kind: "refused", Refusal: ev.Refusal, Name: ev.Name})
		case pyinterp.EventLimit:
			events(Event{Kind: "limit", Limit: ev.Limit.String()})
		}
	}
	var files *vfs.FS
	if opts.Files != nil {
		var err error
		if files, err = vfs.New(opts.vfs()); err != nil {
			return nil, invalid("files: %v", err)
		}
		for _, m := range opts.host.Mounts {
			if err := files.MountDir(m.Guest, m.Host, m.Writable); err != nil {
				files.Close()
				return nil, fmt.Errorf("mounting %s on %s: %v", m.Host, m.Guest, err)
			}
		}
		x.Files = files
	}
	ex, err := pyinterp.New(x)
	if err != nil {
		if files != nil {
			files.Close()
		}
		return nil, invalid("%s", strings.TrimPrefix(err.Error(), "pyinterp: "))
	}
	rt := &inProcess{id: id, ex: ex, files: files, maxMemory: opts.MaxMemory, rec: rec}
	if err := rt.AddTools(context.Background(), opts.Tools); err != nil {
		return nil, err
	}
	return rt, nil
}

// Close implements Backend.
func (InProcess) Close() error { return nil }

type inProcess struct {
	id        string
	ex        *pyinterp.Executor
	files     *vfs.FS // nil: the session has no files
	maxMemory int64
	rec       *recorder // the clocks and entropy the runs read

	// The client's tools during a run (tool calls run on the run's
	// goroutine).
	tools ToolCaller
	calls int // tool calls so far, numbering them
}

func (rt *inProcess) Run(ctx context.Context, code string, tools ToolCaller) (*RunResult, error) {
	if tools == nil {
		tools = noTools
	}
	rt.tools = tools
	defer func() { rt.tools = nil }()
	rt.rec.begin()
	start := time.Now()
	res, err := rt.ex.Run(ctx, code)
	out := resultOf(res, err)
	out.Duration = time.Since(start)
	return out, nil
}

// resultOf converts the embedding API's outcome of a run.
func resultOf(res *pyinterp.Result, err error) *RunResult {
	out := &RunResult{Value: json.RawMessage("null"), Repr: "None"}
	if res != nil {
		out.Logs, out.IsFinalAnswer, out.Operations = res.Logs, res.IsFinalAnswer, res.Operations
		out.Stderr, out.Exited, out.ExitCode = res.Stderr, res.Exited, res.ExitCode
	}
	if err != nil {
		out.Error = runErrorOf(err)
		return out
	}
	out.Repr = res.Repr
	v, encErr := pyjson.Encode(res.Value)
	if encErr != nil {
		v, _ = pyjson.Encode(pyinterp.Opaque{Type: "object", Repr: res.Repr})
	}
	out.Value = v
	return out
}

func runErrorOf(err error) *RunError {
	var pe *pyinterp.Error
	if !errors.As(err, &pe) {
		return &RunError{Type: "InternalError", Message: err.Error(), Kind: "internal", Text: err.Error(),
			Traceback: "InternalError: " + err.Error() + "\n"}
	}
	re := &RunError{Type: pe.Type, Message: pe.Message, Traceback: pe.Traceback, Kind: pe.Kind.String(), Line: pe.Line, Text: pe.Error()}
	if pe.Kind == pyinterp.KindLimit && pe.Limit != pyinterp.LimitNone {
		re.Limit = pe.Limit.String()
	}
	return re
}

// tool is the Go side of a client's tool: it sends the call to the
// client and waits for the answer.
func (rt *inProcess) tool(name string) func(ctx context.Context, args []any, kwargs map[string]any) (any, error) {
	// ctx is the run's: done when the run is cancelled or its time is up.
	return func(ctx context.Context, args []any, kwargs map[string]any) (any, error) {
		tools := rt.tools
		if tools == nil {
			return nil, fmt.Errorf("tool %s called outside a run", name)
		}
		rt.calls++
		call := &ToolCall{Session: rt.id, ID: strconv.Itoa(rt.calls), Name: name, Args: make([]json.RawMessage, len(args))}
		for i, a := range args {
			b, err := pyjson.Encode(a)
			if err != nil {
				return nil, &pyinterp.PythonError{Type: "TypeError", Message: fmt.Sprintf("%s() argument %d cannot be sent to the client: %v", name, i+1, err)}
			}
			call.Args[i] = b
		}
		names := make([]string, 0, len(kwargs)) //allocpath:ok one per keyword argument of the call, already converted
		for k := range kwargs {
			names = append(names, k)
		}
		slices.Sort(names)
		kw := make(pyinterp.Dict, len(names)) //allocpath:ok as above
		for i, k := range names {
			kw[i] = pyinterp.DictItem{Key: k, Value: kwargs[k]}
		}
		b, err := pyjson.Encode(kw)
		if err != nil {
			return nil, &pyinterp.PythonError{Type: "TypeError", Message: fmt.Sprintf("%s() keyword arguments cannot be sent to the client: %v", name, err)}
		}
		call.Kwargs = b
		raw, err := tools.CallTool(ctx, call)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err() // the run is over: the executor reports the limit
			}
			return nil, toolException(name, err)
		}
		v, err := pyjson.Decode(raw, pyjson.DecodeOptions{OpaqueAsRepr: true})
		if err != nil {
			return nil, &pyinterp.PythonError{Type: "ValueError", Message: fmt.Sprintf("%s() returned a value that cannot be decoded: %v", name, err)}
		}
		return v, nil
	}
}

// toolException is the Python exception a failed tool call raises.
func toolException(name string, err error) error {
	var te *ToolError
	if !errors.As(err, &te) {
		return &pyinterp.PythonError{Type: "RuntimeError", Message: fmt.Sprintf("tool %s failed: %v", name, err)}
	}
	if isExceptionClass(te.Type) {
		return &pyinterp.PythonError{Type: te.Type, Message: te.Message}
	}
	return &pyinterp.PythonError{Type: "RuntimeError", Message: te.Type + ": " + te.Message}
}

// isExceptionClass reports whether name is a builtin exception class
// that the code can catch with except Exception.
func isExceptionClass(name string) bool {
	for _, t := range eval.ExceptionTypes() {
		if t.Name == name {
			return t.IsSubtype(eval.ExceptionType)
		}
	}
	return false
}

func (rt *inProcess) SetVariables(_ context.Context, vars json.RawMessage) error {
	m, err := decodeVariables(vars)
	if err != nil {
		return err
	}
	if err := rt.ex.SetVariables(m); err != nil {
		return invalid("%s", strings.TrimPrefix(err.Error(), "pyinterp: "))
	}
	return nil
}

// decodeVariables decodes a JSON object of typed values.
func decodeVariables(vars json.RawMessage) (map[string]any, error) {
	v, err := pyjson.Decode(vars, pyjson.DecodeOptions{OpaqueAsRepr: true})
	if err != nil {
		return nil, invalid("variables: %s", strings.TrimPrefix(err.Error(), "pyjson: "))
	}
	d, ok := v.(pyinterp.Dict)
	if !ok {
		return nil, invalid("variables must be a JSON object")
	}
	m := make(map[string]any, len(d))
	for _, it := range d {
		name, ok := it.Key.(string)
		if !ok {
			return nil, invalid("variable names must be strings")
		}
		m[name] = it.Value
	}
	return m, nil
}

func (rt *inProcess) Variables(context.Context) (json.RawMessage, error) {
	vars, err := rt.ex.Variables()
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(vars))
	for name := range vars {
		names = append(names, name)
	}
	slices.Sort(names)
	d := make(pyinterp.Dict, len(names))
	for i, name := range names {
		d[i] = pyinterp.DictItem{Key: name, Value: vars[name]}
	}
	b, err := pyjson.Encode(d)
	if err != nil {
		// A value nested too deep for the encoding: its repr instead.
		for i, it := range d {
			if _, err := pyjson.Encode(it.Value); err != nil {
				d[i].Value = pyinterp.Opaque{Type: "object", Repr: "..."}
			}
		}
		b, err = pyjson.Encode(d)
	}
	return b, err
}

func (rt *inProcess) AddTools(_ context.Context, tools []ToolSpec) error {
	for _, t := range tools {
		if err := rt.ex.AddTool(pyinterp.RawFunc(t.Name, rt.tool(t.Name)).WithDoc(t.Doc)); err != nil {
			return invalid("%s", strings.TrimPrefix(err.Error(), "pyinterp: "))
		}
	}
	return nil
}

func (rt *inProcess) Reset(context.Context) error {
	return rt.ex.Reset()
}

// Inputs implements Replayer.
func (rt *inProcess) Inputs() RunInputs { return rt.rec.inputs() }

// ReplayNext implements Replayer.
func (rt *inProcess) ReplayNext(in RunInputs) { rt.rec.replayNext(in) }

func (rt *inProcess) Snapshot(context.Context) ([]byte, []string, error) {
	return rt.ex.SnapshotWith(pyinterp.SnapshotOptions{SkipUnsupported: true})
}

func (rt *inProcess) Restore(_ context.Context, data []byte) error {
	if len(data) == 0 {
		return rt.ex.Reset()
	}
	return rt.ex.Restore(data)
}

func (rt *inProcess) Close() error {
	err := rt.ex.Close()
	if rt.files != nil {
		rt.files.Close()
	}
	return err
}
