package session

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"time"
)

// Config configures a Manager. Zero fields take the documented defaults.
type Config struct {
	// MaxSessions bounds the live sessions (default 1000).
	MaxSessions int
	// TTL expires sessions idle that long (default 30 minutes; negative:
	// never).
	TTL time.Duration
	// MemoryBudget bounds the memory all sessions may use: each reserves
	// its max_memory when created (default 4 GiB).
	MemoryBudget int64
	// MaxCodeSize bounds the code of one run, in bytes (default 1 MiB).
	MaxCodeSize int
	// MaxTimeout bounds a session's timeout (default 10 minutes).
	MaxTimeout time.Duration
	// Defaults are the limits of sessions that do not set them.
	Defaults Limits
	// AllowAnyImport lets sessions authorize "*" (any import).
	AllowAnyImport bool
	// AllowNoLimits lets sessions ask for no limit (a negative limit or
	// file quota): for a host that configures its sessions itself (the
	// MCP server) and for a worker process, whose parent checked the
	// options.
	AllowNoLimits bool
	// Files is the host's part of the file systems of sessions that have
	// files: host directories mounted in each, the working directory.
	Files HostFiles

	// Backend runs the sessions (default InProcess).
	Backend Backend
	// Store keeps the session records (default a MemoryStore).
	Store Store
	// Logger receives the audit trail (default: discarded).
	Logger *slog.Logger
	// NewID makes session ids (default: 128 random bits in hex).
	NewID func() string
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// The defaults of Config.
const (
	DefaultMaxSessions  = 1000
	DefaultTTL          = 30 * time.Minute
	DefaultMemoryBudget = 4 << 30
	DefaultMaxCodeSize  = 1 << 20
	DefaultMaxTimeout   = 10 * time.Minute
)

func (cfg *Config) maxTimeout() time.Duration {
	if cfg.MaxTimeout > 0 {
		return cfg.MaxTimeout
	}
	return DefaultMaxTimeout
}

func (cfg *Config) memoryBudget() int64 {
	if cfg.MemoryBudget > 0 {
		return cfg.MemoryBudget
	}
	return DefaultMemoryBudget
}

// Manager holds the sessions of a server. Its methods are safe for
// concurrent use.
type Manager struct {
	cfg   Config
	log   *slog.Logger
	stats *counters

	mu       sync.Mutex
	sessions map[string]*sess
	reserved int64
	expired  recent // ids of sessions that expired lately, for clearer errors
	closing  bool
	ops      sync.WaitGroup // operations in progress

	stopReaper chan struct{}
	reaperDone chan struct{}
}

// sess is a live session.
type sess struct {
	id      string
	opts    *Options
	rt      Runtime
	created time.Time

	mu     sync.Mutex
	busy   string // the operation in progress, "" when idle
	since  time.Time
	cancel context.CancelCauseFunc // of the run in progress
	idle   chan struct{}           // closed when the operation in progress ends
	runs   int

	// With a SharedStore: the version of the stored state this copy
	// holds (-1: unknown, reload before use), and when it was last used
	// here (the store expires the session itself; the manager evicts its
	// idle copy).
	version  int64
	lastUsed time.Time
}

// ErrCancelled is the cause of a run stopped by Cancel.
var ErrCancelled = errors.New("cancelled by the client")

// ErrShutdown is the cause of a run stopped because the server stops.
var ErrShutdown = errors.New("the server is shutting down")

// New returns a manager. Close it with Shutdown.
func New(cfg Config) *Manager {
	if cfg.MaxSessions <= 0 {
		cfg.MaxSessions = DefaultMaxSessions
	}
	if cfg.TTL == 0 {
		cfg.TTL = DefaultTTL
	}
	if cfg.MaxCodeSize <= 0 {
		cfg.MaxCodeSize = DefaultMaxCodeSize
	}
	if cfg.Backend == nil {
		cfg.Backend = InProcess{}
	}
	if cfg.Store == nil {
		cfg.Store = NewMemoryStore()
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if cfg.NewID == nil {
		cfg.NewID = randomID
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	m := &Manager{cfg: cfg, log: cfg.Logger, stats: newCounters(), sessions: map[string]*sess{},
		expired: recent{max: 10000}, stopReaper: make(chan struct{}), reaperDone: make(chan struct{})}
	go m.reaper()
	return m
}

func randomID() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Resolve returns the options a session created with in would have, every
// limit filled in, or the error Create would return.
func (m *Manager) Resolve(in *Options) (*Options, error) {
	return m.cfg.resolve(in)
}

// Config returns the manager's configuration, defaults filled in.
func (m *Manager) Config() Config { return m.cfg }

// reject counts and returns an operation's error.
func (m *Manager) reject(err *Error) *Error {
	m.stats.add(m.stats.rejected, err.Code.String())
	return err
}

// Create starts a session and returns its id.
func (m *Manager) Create(ctx context.Context, in *Options) (string, error) {
	if in == nil {
		in = &Options{}
	}
	opts, err := m.cfg.resolve(in)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return "", m.reject(e)
		}
		return "", err
	}
	m.mu.Lock()
	switch {
	case m.closing:
		m.mu.Unlock()
		return "", m.reject(&Error{Code: ShuttingDown, Message: "the server is shutting down"})
	case len(m.sessions) >= m.cfg.MaxSessions:
		n := len(m.sessions)
		m.mu.Unlock()
		m.log.LogAttrs(ctx, slog.LevelWarn, "session_refused", slog.String("reason", "too_many_sessions"), slog.Int("sessions", n))
		return "", m.reject(&Error{Code: TooManySessions, Message: fmt.Sprintf("too many sessions: the server holds its maximum of %d; close one first", m.cfg.MaxSessions)})
	case m.reserved+opts.reservation() > m.cfg.memoryBudget():
		reserved := m.reserved
		m.mu.Unlock()
		m.log.LogAttrs(ctx, slog.LevelWarn, "session_refused", slog.String("reason", "memory_budget"), slog.Int64("reserved", reserved), slog.Int64("asked", opts.MaxMemory))
		return "", m.reject(&Error{Code: MemoryBudget, Message: fmt.Sprintf(
			"memory budget exhausted: the sessions reserve %d of the server's %d bytes and this one asks for %d (max_memory); close a session or ask for less",
			reserved, m.cfg.memoryBudget(), opts.MaxMemory)})
	}
	// Reserve the place and the memory before opening, which may be slow.
	m.reserved += opts.reservation()
	id := m.cfg.NewID()
	now := m.cfg.Now()
	s := &sess{id: id, opts: opts, created: now, lastUsed: now, busy: "create", idle: make(chan struct{})}
	m.sessions[id] = s
	m.ops.Add(1)
	m.mu.Unlock()

	rt, err := m.cfg.Backend.Open(ctx, id, opts, m.eventLogger(id))
	if err == nil {
		rec := &Record{ID: id, Options: *opts, Created: s.created, LastUsed: s.created}
		if ss := m.shared(); ss != nil {
			s.version, err = ss.Save(ctx, rec, nil, 0)
		} else {
			err = m.cfg.Store.Put(ctx, rec)
		}
		if err != nil {
			rt.Close()
		}
	}
	if err != nil {
		m.mu.Lock()
		delete(m.sessions, id)
		m.reserved -= opts.reservation()
		m.mu.Unlock()
		m.release(s)
		var e *Error
		if errors.As(err, &e) {
			return "", m.reject(e)
		}
		return "", m.reject(&Error{Code: Unavailable, Message: "cannot start the session: " + err.Error()})
	}
	m.mu.Lock()
	s.mu.Lock()
	s.rt = rt
	s.mu.Unlock()
	gone := m.sessions[id] != s // closed while it was being created
	m.mu.Unlock()
	if gone {
		rt.Close()
		m.cfg.Store.Delete(ctx, id)
		m.release(s)
		return "", m.reject(&Error{Code: ShuttingDown, Message: "the session was closed while it was being created"})
	}
	m.stats.mu.Lock()
	m.stats.created++
	m.stats.mu.Unlock()
	tools := make([]string, len(opts.Tools))
	for i, t := range opts.Tools {
		tools[i] = t.Name
	}
	m.log.LogAttrs(ctx, slog.LevelInfo, "session_created", slog.String("session", id),
		slog.Any("authorized_imports", opts.AuthorizedImports), slog.Any("tools", tools),
		slog.Int64("max_memory", opts.MaxMemory), slog.Float64("timeout", opts.Timeout),
		slog.Int64("max_operations", opts.MaxOperations), slog.Bool("smolagents_last_value", opts.SmolagentsLastValue))
	m.release(s)
	return id, nil
}

// eventLogger returns the audit sink of a session's interpreter events.
func (m *Manager) eventLogger(id string) func(Event) {
	return func(ev Event) {
		switch ev.Kind {
		case "refused":
			m.stats.add(m.stats.refusals, ev.Refusal)
			m.log.LogAttrs(context.Background(), slog.LevelWarn, "refused", slog.String("session", id),
				slog.String("refusal", ev.Refusal), slog.String("name", ev.Name))
		case "limit":
			m.log.LogAttrs(context.Background(), slog.LevelWarn, "limit", slog.String("session", id), slog.String("limit", ev.Limit))
		}
	}
}

// acquire marks a session busy with op, or says why it cannot be.
func (m *Manager) acquire(id, op string) (*sess, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closing {
		return nil, m.reject(&Error{Code: ShuttingDown, Message: "the server is shutting down"})
	}
	s, ok := m.sessions[id]
	if !ok && m.shared() != nil {
		m.mu.Unlock()
		err := m.adopt(context.Background(), id)
		m.mu.Lock()
		if err != nil {
			return nil, err
		}
		s, ok = m.sessions[id]
	}
	if !ok {
		if m.expired.has(id) {
			return nil, m.reject(&Error{Code: NotFound, Message: fmt.Sprintf("session %s expired after %s idle", id, m.cfg.TTL)})
		}
		return nil, m.reject(&Error{Code: NotFound, Message: fmt.Sprintf("no session %s (never created, closed, or expired)", truncateID(id))})
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.busy != "" {
		what := "is busy: a run is in progress"
		if s.busy != "run" {
			what = "is busy (" + s.busy + ")"
		}
		return nil, m.reject(&Error{Code: Busy, Message: fmt.Sprintf("session %s %s; one operation at a time (cancel the run, or wait)", id, what)})
	}
	s.busy, s.since, s.idle = op, m.cfg.Now(), make(chan struct{})
	s.lastUsed = s.since
	m.ops.Add(1)
	return s, nil
}

// shared returns the store if it is shared between servers, else nil.
func (m *Manager) shared() SharedStore {
	ss, _ := m.cfg.Store.(SharedStore)
	return ss
}

// acquireFresh is acquire that, with a shared store, also brings the
// session's state up to date with the stored one (another server may
// have run it since this copy was made).
func (m *Manager) acquireFresh(ctx context.Context, id, op string) (*sess, error) {
	s, err := m.acquire(id, op)
	if err != nil {
		return nil, err
	}
	ss := m.shared()
	if ss == nil {
		return s, nil
	}
	v, err := ss.Version(ctx, id)
	if err == nil && v != s.version {
		err = m.reload(ctx, s, ss)
	}
	if err != nil {
		m.release(s)
		if CodeOf(err) == NotFound {
			// Closed or expired in the store: this copy goes too.
			m.evict(id, s)
			return nil, m.reject(&Error{Code: NotFound, Message: fmt.Sprintf("no session %s (closed, or expired)", truncateID(id))})
		}
		return nil, m.storeError(err)
	}
	return s, nil
}

// reload replaces a session's namespace by the stored one.
func (m *Manager) reload(ctx context.Context, s *sess, ss SharedStore) error {
	_, state, v, err := ss.Load(ctx, s.id)
	if err != nil {
		return err
	}
	if err := s.rt.Restore(ctx, state); err != nil {
		return fmt.Errorf("restoring the stored state: %v", err)
	}
	s.version = v
	m.log.LogAttrs(ctx, slog.LevelInfo, "session_reloaded", slog.String("session", s.id), slog.Int64("version", v))
	return nil
}

// storeError is the error of an operation whose store failed.
func (m *Manager) storeError(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return m.reject(e)
	}
	return m.reject(&Error{Code: Unavailable, Message: "the session store failed: " + err.Error()})
}

// adopt opens a session this server does not hold from the shared store
// (another server created it, or this one evicted it).
func (m *Manager) adopt(ctx context.Context, id string) error {
	ss := m.shared()
	rec, state, v, err := ss.Load(ctx, id)
	if err != nil {
		if CodeOf(err) == NotFound {
			return m.reject(&Error{Code: NotFound, Message: fmt.Sprintf("no session %s (never created, closed, or expired)", truncateID(id))})
		}
		return m.storeError(err)
	}
	// The stored options are checked as a client's would be.
	opts, err := m.cfg.resolve(&rec.Options)
	if err != nil {
		return m.storeError(err)
	}
	m.mu.Lock()
	switch {
	case m.closing:
		m.mu.Unlock()
		return m.reject(&Error{Code: ShuttingDown, Message: "the server is shutting down"})
	case m.sessions[id] != nil:
		m.mu.Unlock()
		return nil // adopted meanwhile by another request
	case len(m.sessions) >= m.cfg.MaxSessions:
		m.mu.Unlock()
		return m.reject(&Error{Code: TooManySessions, Message: fmt.Sprintf("too many sessions: the server holds its maximum of %d; close one first", m.cfg.MaxSessions)})
	case m.reserved+opts.reservation() > m.cfg.memoryBudget():
		m.mu.Unlock()
		return m.reject(&Error{Code: MemoryBudget, Message: fmt.Sprintf("memory budget exhausted: this server cannot take session %s (max_memory %d)", id, opts.MaxMemory)})
	}
	m.reserved += opts.reservation()
	s := &sess{id: id, opts: opts, created: rec.Created, busy: "adopt", idle: make(chan struct{}), version: v, lastUsed: m.cfg.Now()}
	m.sessions[id] = s
	m.ops.Add(1)
	m.mu.Unlock()

	rt, err := m.cfg.Backend.Open(ctx, id, opts, m.eventLogger(id))
	if err == nil {
		if err = rt.Restore(ctx, state); err != nil {
			rt.Close()
			err = fmt.Errorf("restoring the stored state: %v", err)
		}
	}
	if err != nil {
		m.mu.Lock()
		delete(m.sessions, id)
		m.reserved -= opts.reservation()
		m.mu.Unlock()
		m.release(s)
		return m.storeError(err)
	}
	s.mu.Lock()
	s.rt = rt
	s.mu.Unlock()
	m.log.LogAttrs(ctx, slog.LevelInfo, "session_adopted", slog.String("session", id), slog.Int64("version", v))
	m.release(s)
	return nil
}

// persist writes a session's state to the shared store after an
// operation that changed it; a Conflict means another server wrote
// first: its state stays, this copy is reloaded before its next use.
func (m *Manager) persist(ctx context.Context, s *sess) error {
	ss := m.shared()
	if ss == nil {
		return nil
	}
	state, skipped, err := s.rt.Snapshot(ctx)
	if err != nil {
		return m.storeError(fmt.Errorf("saving the session: %v", err))
	}
	if len(skipped) > 0 {
		m.log.LogAttrs(ctx, slog.LevelWarn, "session_not_saved", slog.String("session", s.id), slog.Any("variables", skipped))
	}
	rec := &Record{ID: s.id, Options: *s.opts, Created: s.created, LastUsed: m.cfg.Now()}
	v, err := ss.Save(ctx, rec, state, s.version)
	if err != nil {
		s.version = -1
		if CodeOf(err) == Conflict {
			m.log.LogAttrs(ctx, slog.LevelWarn, "session_conflict", slog.String("session", s.id))
		}
		return m.storeError(err)
	}
	s.version = v
	return nil
}

// evict drops this server's copy of a session without touching the
// shared store.
func (m *Manager) evict(id string, s *sess) {
	m.mu.Lock()
	if m.sessions[id] != s {
		m.mu.Unlock()
		return
	}
	delete(m.sessions, id)
	m.mu.Unlock()
	m.closeSession(context.Background(), s, "evicted")
}

func truncateID(id string) string {
	if len(id) > 64 {
		return id[:64] + "..."
	}
	return id
}

// release ends a session's operation.
func (m *Manager) release(s *sess) {
	s.mu.Lock()
	s.busy, s.cancel = "", nil
	close(s.idle)
	s.mu.Unlock()
	m.cfg.Store.Touch(context.Background(), s.id, m.cfg.Now())
	m.ops.Done()
}

// Run runs code in a session. Tool calls go to tools (nil: the session
// offers no client tools). ctx bounds the run together with the
// session's timeout: a transport cancels it when its client goes away.
func (m *Manager) Run(ctx context.Context, id, code string, tools ToolCaller) (*RunResult, error) {
	return m.run(ctx, id, code, tools, nil, nil)
}

// run is Run, or with resume the replay of a paused run whose tool calls
// get the results replay first.
func (m *Manager) run(ctx context.Context, id, code string, tools ToolCaller, resume *PausedRun, replay []ToolOutcome) (*RunResult, error) {
	if len(code) > m.cfg.MaxCodeSize {
		return nil, m.reject(&Error{Code: TooLarge, Message: fmt.Sprintf("code of %d bytes is larger than the server's limit of %d", len(code), m.cfg.MaxCodeSize)})
	}
	s, err := m.acquireFresh(ctx, id, "run")
	if err != nil {
		return nil, err
	}
	defer m.release(s)
	rctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	s.mu.Lock()
	s.cancel = cancel
	s.runs++
	run := s.runs
	s.mu.Unlock()

	if tools == nil {
		tools = noTools
	}
	rp, _ := s.rt.(Replayer)
	if resume != nil {
		if s.version != resume.Base || rp == nil {
			return nil, m.reject(&Error{Code: Conflict, Message: fmt.Sprintf("session %s changed since its run paused at tool call %s: the run cannot be resumed", id, resume.Call.ID)})
		}
		rp.ReplayNext(resume.Inputs)
		m.log.LogAttrs(ctx, slog.LevelInfo, "run_resume", slog.String("session", id), slog.String("call", resume.Call.ID), slog.Int("replayed_calls", len(replay)))
	} else if rp != nil {
		rp.ReplayNext(RunInputs{})
	}
	var pauser *pausing
	if ps, ok := m.cfg.Store.(PausedRunStore); ok {
		pauser = &pausing{m: m, ps: ps, id: id, rt: s.rt, run: PausedRun{Code: code, Base: s.version}, replay: replay, next: tools}
		tools = pauser
		defer func() {
			if pauser.touched || resume != nil {
				ps.DeletePaused(context.Background(), id)
			}
		}()
	}
	m.log.LogAttrs(ctx, slog.LevelInfo, "run_start", slog.String("session", id), slog.Int("run", run), slog.Int("code_bytes", len(code)))
	start := time.Now()
	res, err := s.rt.Run(rctx, code, &auditedTools{m: m, session: id, run: run, next: tools})
	d := time.Since(start)
	if err != nil {
		m.stats.run("error", "", d)
		m.log.LogAttrs(ctx, slog.LevelError, "run_end", slog.String("session", id), slog.Int("run", run),
			slog.Duration("duration", d), slog.String("outcome", "failed"), slog.String("error", err.Error()))
		return nil, &Error{Code: Unavailable, Message: "the session failed: " + err.Error()}
	}
	res.Duration = d
	outcome, limit := "ok", ""
	attrs := []slog.Attr{slog.String("session", id), slog.Int("run", run), slog.Duration("duration", d), slog.Int64("operations", res.Operations)}
	switch {
	case res.Error != nil:
		outcome, limit = "error", res.Error.Limit
		attrs = append(attrs, slog.String("error_type", res.Error.Type), slog.String("error_kind", res.Error.Kind))
		if limit != "" {
			attrs = append(attrs, slog.String("limit", limit))
		}
		if cause := context.Cause(rctx); cause != nil && limit == "cancelled" {
			attrs = append(attrs, slog.String("cause", cause.Error()))
		}
	case res.IsFinalAnswer:
		outcome = "final_answer"
	}
	m.stats.run(outcome, limit, d)
	m.log.LogAttrs(ctx, slog.LevelInfo, "run_end", append(attrs, slog.String("outcome", outcome))...)
	if err := m.persist(ctx, s); err != nil {
		return nil, err
	}
	return res, nil
}

// auditedTools counts and logs the tool calls of a run.
type auditedTools struct {
	m       *Manager
	session string
	run     int
	next    ToolCaller
}

func (a *auditedTools) CallTool(ctx context.Context, call *ToolCall) (json.RawMessage, error) {
	start := time.Now()
	v, err := a.next.CallTool(ctx, call)
	attrs := []slog.Attr{slog.String("session", a.session), slog.Int("run", a.run), slog.String("tool", call.Name),
		slog.String("call", call.ID), slog.Int("args", len(call.Args)), slog.Duration("duration", time.Since(start))}
	outcome := "ok"
	if err != nil {
		outcome = "error"
		var te *ToolError
		if errors.As(err, &te) {
			attrs = append(attrs, slog.String("error_type", te.Type))
		} else {
			attrs = append(attrs, slog.String("error", err.Error()))
		}
	}
	a.m.stats.add(a.m.stats.toolCalls, outcome)
	a.m.log.LogAttrs(ctx, slog.LevelInfo, "tool_call", append(attrs, slog.String("outcome", outcome))...)
	return v, err
}

// Cancel stops the session's run in progress, if any (its result is an
// error of limit "cancelled"); it reports whether there was one.
func (m *Manager) Cancel(id string) (bool, error) {
	m.mu.Lock()
	s, ok := m.sessions[id]
	m.mu.Unlock()
	if !ok {
		return false, m.reject(&Error{Code: NotFound, Message: fmt.Sprintf("no session %s", truncateID(id))})
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cancel == nil {
		return false, nil
	}
	s.cancel(ErrCancelled)
	m.log.LogAttrs(context.Background(), slog.LevelInfo, "run_cancel", slog.String("session", id))
	return true, nil
}

// SetVariables binds variables in a session from a JSON object of typed
// values.
func (m *Manager) SetVariables(ctx context.Context, id string, vars json.RawMessage) error {
	return m.do(ctx, id, "set_variables", func(s *sess) error { return s.rt.SetVariables(ctx, vars) })
}

// Variables returns a session's namespace as a JSON object of typed
// values, names sorted.
func (m *Manager) Variables(ctx context.Context, id string) (json.RawMessage, error) {
	var out json.RawMessage
	err := m.do(ctx, id, "variables", func(s *sess) error {
		var err error
		out, err = s.rt.Variables(ctx)
		return err
	})
	return out, err
}

// AddTools offers more client tools to a session.
func (m *Manager) AddTools(ctx context.Context, id string, tools []ToolSpec) error {
	return m.do(ctx, id, "add_tools", func(s *sess) error {
		if err := checkTools(tools, s.opts.Tools); err != nil {
			return err
		}
		if err := s.rt.AddTools(ctx, tools); err != nil {
			return err
		}
		s.opts.Tools = append(s.opts.Tools, tools...)
		names := make([]string, len(tools))
		for i, t := range tools {
			names[i] = t.Name
		}
		m.log.LogAttrs(ctx, slog.LevelInfo, "tools_added", slog.String("session", id), slog.Any("tools", names))
		return nil
	})
}

// Reset forgets a session's namespace, keeping its options and tools.
func (m *Manager) Reset(ctx context.Context, id string) error {
	return m.do(ctx, id, "reset", func(s *sess) error {
		m.log.LogAttrs(ctx, slog.LevelInfo, "session_reset", slog.String("session", id))
		return s.rt.Reset(ctx)
	})
}

func (m *Manager) do(ctx context.Context, id, op string, f func(*sess) error) error {
	s, err := m.acquireFresh(ctx, id, op)
	if err != nil {
		return err
	}
	defer m.release(s)
	err = f(s)
	var e *Error
	if err != nil && !errors.As(err, &e) {
		return &Error{Code: Unavailable, Message: "the session failed: " + err.Error()}
	}
	if err == nil && changes[op] {
		err = m.persist(ctx, s)
	}
	return err
}

// changes are the operations (besides runs) that change what the shared
// store keeps of a session.
var changes = map[string]bool{"set_variables": true, "add_tools": true, "reset": true}

// Close ends a session, cancelling its run in progress.
func (m *Manager) Close(ctx context.Context, id string) error {
	m.mu.Lock()
	s, ok := m.sessions[id]
	if ok {
		delete(m.sessions, id)
	}
	m.mu.Unlock()
	if !ok {
		if ss := m.shared(); ss != nil {
			if _, err := ss.Version(ctx, id); err == nil {
				// Held by another server, or by none: closed in the store.
				return m.cfg.Store.Delete(ctx, id)
			}
		}
		return m.reject(&Error{Code: NotFound, Message: fmt.Sprintf("no session %s", truncateID(id))})
	}
	m.closeSession(ctx, s, "client")
	return nil
}

// closeSession ends a session removed from the map: it cancels its
// operation in progress, waits for it (until ctx is done), and releases
// the runtime and the reservation.
func (m *Manager) closeSession(ctx context.Context, s *sess, reason string) {
	s.mu.Lock()
	if s.cancel != nil {
		s.cancel(fmt.Errorf("the session was closed (%s)", reason))
	}
	idle := s.idle
	busy := s.busy != ""
	s.mu.Unlock()
	if busy {
		select {
		case <-idle:
		case <-ctx.Done():
		}
	}
	s.mu.Lock()
	rt := s.rt
	s.mu.Unlock()
	if rt != nil {
		rt.Close()
	}
	if m.shared() == nil || reason == "client" {
		// A shared store keeps the session for the other servers (and
		// expires it itself); only its client closes it.
		m.cfg.Store.Delete(context.Background(), s.id)
	}
	m.mu.Lock()
	m.reserved -= s.opts.reservation()
	m.mu.Unlock()
	m.stats.add(m.stats.closed, reason)
	m.log.LogAttrs(context.Background(), slog.LevelInfo, "session_closed", slog.String("session", s.id),
		slog.String("reason", reason), slog.Int("runs", s.runs))
}

// reaper expires idle sessions.
func (m *Manager) reaper() {
	defer close(m.reaperDone)
	if m.cfg.TTL < 0 {
		<-m.stopReaper
		return
	}
	every := min(max(m.cfg.TTL/4, 10*time.Millisecond), time.Minute)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-m.stopReaper:
			return
		case <-tick.C:
			m.Expire()
		}
	}
}

// Expire closes the sessions idle longer than the TTL now (the manager
// does it periodically; tests call it).
func (m *Manager) Expire() {
	if m.cfg.TTL < 0 {
		return
	}
	if m.shared() != nil {
		m.evictIdle(m.cfg.Now().Add(-m.cfg.TTL))
	}
	ids, err := m.cfg.Store.IdleSince(context.Background(), m.cfg.Now().Add(-m.cfg.TTL))
	if err != nil {
		m.log.Error("expiry", slog.String("error", err.Error()))
		return
	}
	for _, id := range ids {
		m.mu.Lock()
		s, ok := m.sessions[id]
		if ok {
			s.mu.Lock()
			busy := s.busy != ""
			s.mu.Unlock()
			if busy { // in use: its release touches it
				m.mu.Unlock()
				continue
			}
			delete(m.sessions, id)
			m.expired.add(id)
		}
		m.mu.Unlock()
		if ok {
			m.closeSession(context.Background(), s, "expired")
		} else {
			m.cfg.Store.Delete(context.Background(), id)
		}
	}
}

// evictIdle drops this server's copies of the sessions it has not used
// since t (with a shared store, which keeps them for the other servers).
func (m *Manager) evictIdle(t time.Time) {
	var idle []*sess
	m.mu.Lock()
	for _, s := range m.sessions {
		s.mu.Lock()
		if s.busy == "" && s.lastUsed.Before(t) {
			idle = append(idle, s)
		}
		s.mu.Unlock()
	}
	m.mu.Unlock()
	for _, s := range idle {
		m.evict(s.id, s)
	}
}

// Stats returns the manager's counters.
func (m *Manager) Stats() Stats {
	st := m.stats.snapshot()
	m.mu.Lock()
	st.Sessions, st.Reserved, st.Budget = len(m.sessions), m.reserved, m.cfg.memoryBudget()
	for _, s := range m.sessions {
		s.mu.Lock()
		if s.busy == "run" {
			st.Running++
		}
		s.mu.Unlock()
	}
	m.mu.Unlock()
	return st
}

// Shutdown stops the manager: new operations are refused with
// ShuttingDown, operations in progress may finish until ctx is done,
// then the runs still going are cancelled; every session is closed and
// the backend released.
func (m *Manager) Shutdown(ctx context.Context) error {
	m.mu.Lock()
	if m.closing {
		m.mu.Unlock()
		return nil
	}
	m.closing = true
	m.mu.Unlock()
	close(m.stopReaper)
	<-m.reaperDone

	done := make(chan struct{})
	go func() { m.ops.Wait(); close(done) }()
	select {
	case <-done:
	case <-ctx.Done():
		m.mu.Lock()
		for _, s := range m.sessions {
			s.mu.Lock()
			if s.cancel != nil {
				s.cancel(ErrShutdown)
			}
			s.mu.Unlock()
		}
		m.mu.Unlock()
		// Cancelled runs end within milliseconds; a backend that does not
		// answer is abandoned after a bounded wait.
		select {
		case <-done:
		case <-time.After(5 * time.Second):
		}
	}
	m.mu.Lock()
	all := make([]*sess, 0, len(m.sessions))
	for id, s := range m.sessions {
		all = append(all, s)
		delete(m.sessions, id)
	}
	m.mu.Unlock()
	expired, cancel := context.WithCancel(context.Background())
	cancel()
	for _, s := range all {
		m.closeSession(expired, s, "shutdown")
	}
	return m.cfg.Backend.Close()
}

// recent is a bounded set of ids, oldest dropped first.
type recent struct {
	max   int
	order []string
	set   map[string]bool
}

func (r *recent) add(id string) {
	if r.set == nil {
		r.set = map[string]bool{}
	}
	if r.set[id] {
		return
	}
	if len(r.order) >= r.max {
		delete(r.set, r.order[0])
		r.order = r.order[1:]
	}
	r.order = append(r.order, id)
	r.set[id] = true
}

func (r *recent) has(id string) bool { return r.set[id] }

// Runtime returns the runtime of a live session (nil if there is none),
// for a backend's own operations and tests. The manager's rule of one
// operation at a time does not cover what the caller does with it.
func (m *Manager) Runtime(id string) Runtime {
	m.mu.Lock()
	s, ok := m.sessions[id]
	m.mu.Unlock()
	if !ok {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rt
}
