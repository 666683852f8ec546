package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pyinterp/pyinterp/jsonrpc"
	"github.com/pyinterp/pyinterp/session"
)

// Workers is a session.Backend that runs each session in its own worker
// process: `pyinterp serve --worker`, which serves the same JSON-RPC
// protocol on its standard input and output for one session. A bug in
// the interpreter that crashes the process (a Go fatal error, a stack
// overflow, the OOM killer) then costs that session its run and its
// namespace, not the server: the run in progress fails with an
// InternalError, the worker is replaced by a fresh one with the same
// options and tools, and the session goes on, empty.
//
// A few workers are kept started in advance (Spares), so that creating a
// session does not wait for a process to start. Each worker costs a
// process (about 10 MB of memory); the in-process backend remains the
// default.
type Workers struct {
	// Command returns the command that starts a worker. Its standard
	// input and output carry the protocol; its standard error is kept
	// (the last 16 KB) for the log when it dies.
	Command func() *exec.Cmd
	// Spares is the number of idle workers kept started (default 2;
	// negative: none).
	Spares int
	// Logger receives the workers' lifecycle events.
	Logger *slog.Logger

	mu      sync.Mutex
	spares  []*worker
	closed  bool
	filling bool

	alive    atomic.Int64
	restarts atomic.Int64
}

// Restarts is the number of workers that died under a session and were
// replaced.
func (p *Workers) Restarts() int64 { return p.restarts.Load() }

// Alive is the number of worker processes running.
func (p *Workers) Alive() int64 { return p.alive.Load() }

func (p *Workers) log() *slog.Logger {
	if p.Logger != nil {
		return p.Logger
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

func (p *Workers) wantSpares() int {
	switch {
	case p.Spares < 0:
		return 0
	case p.Spares == 0:
		return 2
	}
	return p.Spares
}

// worker is one worker process and its connection.
type worker struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	conn   *jsonrpc.Conn
	stderr *tail
	exited chan struct{} // closed when the process has exited
	err    error         // its exit status, once exited

	rt atomic.Pointer[workerRuntime] // the session it serves
}

// start starts a worker process.
func (p *Workers) start() (*worker, error) {
	cmd := p.Command()
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	w := &worker{cmd: cmd, stdin: stdin, stderr: &tail{max: 16 << 10}, exited: make(chan struct{})}
	cmd.Stderr = w.stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting a worker: %v", err)
	}
	p.alive.Add(1)
	w.conn = jsonrpc.NewConn(stdout, stdin, w.handle, jsonrpc.Options{MaxMessageSize: math.MaxInt32})
	go w.conn.Run(context.Background())
	go func() {
		w.err = cmd.Wait()
		p.alive.Add(-1)
		close(w.exited)
	}()
	return w, nil
}

// dead reports whether the worker's process has exited.
func (w *worker) dead() bool {
	select {
	case <-w.exited:
		return true
	default:
		return false
	}
}

// stop ends the worker: the end of its input makes it exit; it is
// killed if it has not within a second.
func (w *worker) stop() {
	w.stdin.Close()
	go func() {
		select {
		case <-w.exited:
		case <-time.After(time.Second):
			w.cmd.Process.Kill()
		}
	}()
}

// kill ends the worker at once and waits for its exit.
func (w *worker) kill() {
	w.cmd.Process.Kill()
	<-w.exited
}

// handle answers the worker's requests: tool calls, forwarded to the
// session's client, and audit events.
func (w *worker) handle(ctx context.Context, method string, params json.RawMessage) (any, error) {
	rt := w.rt.Load()
	switch method {
	case MethodToolCall:
		var call session.ToolCall
		if err := json.Unmarshal(params, &call); err != nil {
			return nil, jsonrpc.Errorf(jsonrpc.CodeInvalidParams, "invalid params: %v", err)
		}
		if rt == nil {
			return nil, errors.New("no session")
		}
		tools, rctx := rt.currentRun()
		if tools == nil {
			return nil, errors.New("no run in progress")
		}
		call.Session = rt.id
		v, err := tools.CallTool(rctx, &call)
		if err != nil {
			return nil, toolErrorAnswer(err)
		}
		return v, nil
	case MethodEvent:
		var ev session.Event
		if err := json.Unmarshal(params, &ev); err == nil && rt != nil {
			rt.events(ev)
		}
		return nil, nil
	}
	return nil, jsonrpc.Errorf(jsonrpc.CodeMethodNotFound, "method not found: %s", method)
}

// get returns a started worker: a spare, or a new one.
func (p *Workers) get() (*worker, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, &session.Error{Code: session.ShuttingDown, Message: "the server is shutting down"}
	}
	var w *worker
	for len(p.spares) > 0 && w == nil {
		w, p.spares = p.spares[0], p.spares[1:]
		if w.dead() {
			w = nil
		}
	}
	p.mu.Unlock()
	p.refill()
	if w != nil {
		return w, nil
	}
	return p.start()
}

// refill starts spare workers in the background, up to Spares.
func (p *Workers) refill() {
	p.mu.Lock()
	if p.filling || p.closed || len(p.spares) >= p.wantSpares() {
		p.mu.Unlock()
		return
	}
	p.filling = true
	p.mu.Unlock()
	go func() {
		defer func() {
			p.mu.Lock()
			p.filling = false
			p.mu.Unlock()
		}()
		for {
			p.mu.Lock()
			full := p.closed || len(p.spares) >= p.wantSpares()
			p.mu.Unlock()
			if full {
				return
			}
			w, err := p.start()
			if err != nil {
				p.log().Error("worker", slog.String("error", err.Error()))
				return
			}
			p.mu.Lock()
			if p.closed {
				p.mu.Unlock()
				w.stop()
				return
			}
			p.spares = append(p.spares, w)
			p.mu.Unlock()
		}
	}()
}

// Close stops the spare workers (the sessions' workers are stopped when
// their sessions close).
func (p *Workers) Close() error {
	p.mu.Lock()
	p.closed = true
	spares := p.spares
	p.spares = nil
	p.mu.Unlock()
	for _, w := range spares {
		w.stop()
	}
	return nil
}

// Open implements session.Backend.
func (p *Workers) Open(ctx context.Context, id string, opts *session.Options, events func(session.Event)) (session.Runtime, error) {
	rt := &workerRuntime{pool: p, id: id, opts: *opts, events: events}
	if err := rt.attach(ctx); err != nil {
		return nil, err
	}
	return rt, nil
}

// workerRuntime is a session in a worker process.
type workerRuntime struct {
	pool   *Workers
	id     string
	events func(session.Event)

	mu     sync.Mutex
	opts   session.Options // tools included: a restarted worker gets them all
	w      *worker
	remote string // the session's id in the worker
	tools  session.ToolCaller
	runCtx context.Context
}

func (rt *workerRuntime) currentRun() (session.ToolCaller, context.Context) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	return rt.tools, rt.runCtx
}

// attach gives the session a worker and creates it there.
func (rt *workerRuntime) attach(ctx context.Context) error {
	w, err := rt.pool.get()
	if err != nil {
		return err
	}
	w.rt.Store(rt)
	rt.mu.Lock()
	opts := rt.opts
	rt.mu.Unlock()
	var res createResult
	cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := w.conn.Call(cctx, MethodCreate, &opts, &res); err != nil {
		w.kill()
		var re *jsonrpc.Error
		if errors.As(err, &re) && re.Code == jsonrpc.CodeInvalidParams {
			return &session.Error{Code: session.InvalidOptions, Message: re.Message}
		}
		return fmt.Errorf("creating the session in its worker: %v", err)
	}
	rt.mu.Lock()
	rt.w, rt.remote = w, res.ID
	rt.mu.Unlock()
	return nil
}

// crashed handles the death of the session's worker: it logs it,
// starts a replacement and returns the message for the client.
func (rt *workerRuntime) crashed(w *worker, during string) string {
	select {
	case <-w.exited:
	case <-time.After(5 * time.Second):
		w.kill()
	}
	rt.pool.restarts.Add(1)
	status := "killed"
	if w.err != nil {
		status = w.err.Error()
	}
	rt.pool.log().Error("worker_died", slog.String("session", rt.id), slog.String("during", during),
		slog.String("status", status), slog.String("stderr", w.stderr.String()))
	msg := fmt.Sprintf("the session's worker process died (%s) during %s; the session's state was lost", status, during)
	if err := rt.attach(context.Background()); err != nil {
		rt.pool.log().Error("worker_restart", slog.String("session", rt.id), slog.String("error", err.Error()))
		return msg + ", and no new worker could be started: " + err.Error()
	}
	return msg + " and it goes on, empty, in a new worker"
}

// worker returns the session's worker, replacing it first if it died
// while idle (the error says so).
func (rt *workerRuntime) worker(op string) (*worker, string, error) {
	rt.mu.Lock()
	w, remote := rt.w, rt.remote
	rt.mu.Unlock()
	if w == nil {
		// A previous restart failed: try again.
		if err := rt.attach(context.Background()); err != nil {
			return nil, "", &session.Error{Code: session.Unavailable, Message: "the session has no worker: " + err.Error()}
		}
		return nil, "", &session.Error{Code: session.Unavailable, Message: "the session's worker was replaced; its state was lost"}
	}
	if w.dead() {
		rt.mu.Lock()
		rt.w = nil
		rt.mu.Unlock()
		return nil, "", &session.Error{Code: session.Unavailable, Message: rt.crashed(w, "no run ("+op+")")}
	}
	return w, remote, nil
}

func (rt *workerRuntime) Run(ctx context.Context, code string, tools session.ToolCaller) (*session.RunResult, error) {
	w, remote, err := rt.worker("run")
	if err != nil {
		return crashResult(err.Error()), nil
	}
	rt.mu.Lock()
	rt.tools, rt.runCtx = tools, ctx
	rt.mu.Unlock()
	defer func() {
		rt.mu.Lock()
		rt.tools, rt.runCtx = nil, nil
		rt.mu.Unlock()
	}()
	type outcome struct {
		res session.RunResult
		err error
	}
	ch := make(chan outcome, 1)
	go func() {
		var o outcome
		o.err = w.conn.Call(context.Background(), MethodRun, runParams{ID: remote, Code: code}, &o.res)
		ch <- o
	}()
	var o outcome
	select {
	case o = <-ch:
	case <-ctx.Done():
		// Cancel the run in the worker. The cancel can reach the worker
		// before the run has started there, and then cancels nothing (the
		// run went on until the kill below: TestWorkers under load), so it
		// is sent again every 100 ms until the run ends; one that does not
		// stop within 5 s is killed.
		cancelRun := func() {
			cctx, cancel := context.WithTimeout(context.Background(), time.Second)
			w.conn.Call(cctx, MethodCancel, idParams{ID: remote}, nil)
			cancel()
		}
		cancelRun()
		kill := time.After(5 * time.Second)
		again := time.NewTicker(100 * time.Millisecond)
		defer again.Stop()
		for waiting := true; waiting; {
			select {
			case o = <-ch:
				waiting = false
			case <-again.C:
				cancelRun()
			case <-kill:
				w.kill()
				o = <-ch
				waiting = false
			}
		}
	}
	if o.err != nil {
		if w.dead() || errors.Is(o.err, jsonrpc.ErrClosed) {
			rt.mu.Lock()
			rt.w = nil
			rt.mu.Unlock()
			return crashResult(rt.crashed(w, "a run")), nil
		}
		return nil, o.err
	}
	return &o.res, nil
}

// crashResult is the result of a run whose worker died.
func crashResult(msg string) *session.RunResult {
	return &session.RunResult{Value: json.RawMessage("null"), Repr: "None", Error: &session.RunError{
		Type: "InternalError", Message: msg, Kind: "internal",
		Traceback: "InternalError: " + msg + "\n", Text: "Code execution failed due to: InternalError: " + msg,
	}}
}

// call makes a request of the session's worker.
func (rt *workerRuntime) call(ctx context.Context, op, method string, params, result any) error {
	w, _, err := rt.worker(op)
	if err != nil {
		return err
	}
	if err := w.conn.Call(ctx, method, params, result); err != nil {
		if w.dead() || errors.Is(err, jsonrpc.ErrClosed) {
			rt.mu.Lock()
			rt.w = nil
			rt.mu.Unlock()
			return &session.Error{Code: session.Unavailable, Message: rt.crashed(w, op)}
		}
		var re *jsonrpc.Error
		if errors.As(err, &re) {
			if code := sessionCode(re); code != 0 {
				return &session.Error{Code: code, Message: re.Message}
			}
		}
		return err
	}
	return nil
}

// sessionCode is the session error a worker's JSON-RPC error stands for
// (the name in its data.code), 0 for none.
func sessionCode(re *jsonrpc.Error) session.Code {
	if re.Code == jsonrpc.CodeInvalidParams {
		return session.InvalidOptions
	}
	var data struct {
		Code string `json:"code"`
	}
	if json.Unmarshal(re.Data, &data) != nil {
		return 0
	}
	for _, c := range []session.Code{session.NoSuchFile, session.FileError, session.TooLarge} {
		if c.String() == data.Code {
			return c
		}
	}
	return 0
}

func (rt *workerRuntime) remoteID() string {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	return rt.remote
}

func (rt *workerRuntime) SetVariables(ctx context.Context, vars json.RawMessage) error {
	return rt.call(ctx, "set_variables", MethodSetVariables, setVariablesParams{ID: rt.remoteID(), Variables: vars}, nil)
}

func (rt *workerRuntime) Variables(ctx context.Context) (json.RawMessage, error) {
	var res variablesResult
	err := rt.call(ctx, "variables", MethodVariables, idParams{ID: rt.remoteID()}, &res)
	return res.Variables, err
}

func (rt *workerRuntime) AddTools(ctx context.Context, tools []session.ToolSpec) error {
	if err := rt.call(ctx, "add_tools", MethodAddTools, addToolsParams{ID: rt.remoteID(), Tools: tools}, nil); err != nil {
		return err
	}
	rt.mu.Lock()
	rt.opts.Tools = append(rt.opts.Tools, tools...)
	rt.mu.Unlock()
	return nil
}

// Snapshot implements session.Runtime: not offered by worker processes
// yet (serve refuses --store with --workers).
func (rt *workerRuntime) Snapshot(context.Context) ([]byte, []string, error) {
	return nil, nil, errNoSnapshots
}

// Restore implements session.Runtime (see Snapshot).
func (rt *workerRuntime) Restore(context.Context, []byte) error { return errNoSnapshots }

var errNoSnapshots = &session.Error{Code: session.Unavailable, Message: "session snapshots need the in-process backend (not --workers)"}

func (rt *workerRuntime) Reset(ctx context.Context) error {
	return rt.call(ctx, "reset", MethodReset, idParams{ID: rt.remoteID()}, nil)
}

func (rt *workerRuntime) WriteFile(ctx context.Context, path string, data []byte) error {
	return rt.call(ctx, "write_file", MethodWriteFile, writeFileParams{ID: rt.remoteID(), Path: path, Data: data}, nil)
}

func (rt *workerRuntime) ReadFile(ctx context.Context, path string) ([]byte, error) {
	var res readFileResult
	err := rt.call(ctx, "read_file", MethodReadFile, fileParams{ID: rt.remoteID(), Path: path}, &res)
	return res.Data, err
}

func (rt *workerRuntime) ListFiles(ctx context.Context, path string) ([]session.FileInfo, error) {
	var res listFilesResult
	err := rt.call(ctx, "list_files", MethodListFiles, fileParams{ID: rt.remoteID(), Path: path}, &res)
	return res.Files, err
}

func (rt *workerRuntime) RemoveFile(ctx context.Context, path string) error {
	return rt.call(ctx, "remove_file", MethodRemoveFile, fileParams{ID: rt.remoteID(), Path: path}, nil)
}

func (rt *workerRuntime) Close() error {
	rt.mu.Lock()
	w := rt.w
	rt.w = nil
	rt.mu.Unlock()
	if w != nil {
		w.stop()
	}
	return nil
}

// pid returns the process id of the session's worker (tests).
func (rt *workerRuntime) pid() int {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if rt.w == nil {
		return 0
	}
	return rt.w.cmd.Process.Pid
}

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.ToValidUTF8(string(t.b), "?")
}

// WorkerOptions configure ServeWorker.
type WorkerOptions struct {
	// Version is the worker's version (server.info).
	Version string
	// OnCreate, if set, is told each session's options (the command sets
	// the Go memory limit from them).
	OnCreate func(*session.Options)
	// Files is the host's part of the sessions' file systems (mounts, the
	// working directory): the parent's, given to the worker on its
	// command line, since clients cannot send it.
	Files session.HostFiles
}

// ServeWorker is the worker side (`pyinterp serve --worker`): the
// protocol on r and w for the sessions its parent creates, with no
// limits of its own (the parent checked the options), audit events sent
// to the parent as notifications.
func ServeWorker(ctx context.Context, r io.Reader, w io.Writer, o WorkerOptions) error {
	var conn *jsonrpc.Conn
	backend := &forwarding{onCreate: o.OnCreate, notify: func(ev session.Event) { conn.Notify(MethodEvent, ev) }}
	m := session.New(session.Config{
		MaxSessions: 1, TTL: -1, MemoryBudget: math.MaxInt64, MaxCodeSize: math.MaxInt32,
		MaxTimeout: 1 << 62, AllowAnyImport: true, AllowNoLimits: true, Files: o.Files, Backend: backend,
	})
	srv := &Server{Manager: m, Version: o.Version}
	h := &rpcHandler{srv: srv, tools: func(string) session.ToolCaller { return connTools{conn} }}
	conn = jsonrpc.NewConn(r, w, h.handle, jsonrpc.Options{MaxMessageSize: math.MaxInt32})
	err := conn.Run(ctx)
	m.Shutdown(context.Background())
	return err
}

// forwarding is the in-process backend of a worker, whose audit events
// go to the parent.
type forwarding struct {
	onCreate func(*session.Options)
	notify   func(session.Event)
}

func (f *forwarding) Open(ctx context.Context, id string, opts *session.Options, events func(session.Event)) (session.Runtime, error) {
	if f.onCreate != nil {
		f.onCreate(opts)
	}
	return session.InProcess{}.Open(ctx, id, opts, func(ev session.Event) {
		events(ev)
		f.notify(ev)
	})
}

func (f *forwarding) Close() error { return nil }
