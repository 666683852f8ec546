// Package mcpserver serves pyinterp over the Model Context Protocol: any
// MCP client (a desktop assistant, an IDE, an agent SDK) gets a sandboxed,
// persistent Python tool.
//
// A Server offers two tools: run_python, which runs code in a Python
// session that belongs to the MCP session (variables, functions and
// imports carry over from call to call) and returns what the code printed
// and the repr of its last value, or the CPython-shaped traceback with
// isError set; and reset_python, which gives the session a fresh
// namespace. Their descriptions tell the model what the sandbox allows:
// the authorized modules, the limits, the files the host gave, and that
// there is no network.
//
// The Python sessions are those of package session: a Server sits on a
// session.Manager, whose options, limits, audit log, metrics and backends
// (worker processes) apply to MCP sessions as to any other. A session is
// created at the MCP session's first run and closed when the MCP session
// ends.
//
// The protocol itself is the official Go SDK's
// (github.com/modelcontextprotocol/go-sdk): Serve runs it over a stream
// (stdio), Handler over the streamable HTTP transport, Connect over any
// transport. A run reports progress notifications while it runs when the
// client's request carries a progress token, and the client's
// cancellation notification cancels it.
package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/pyinterp/pyinterp/session"
)

// Config configures a Server.
type Config struct {
	// Manager holds the Python sessions.
	Manager *session.Manager
	// Options are the create options of every MCP session's Python
	// session (limits left zero take the manager's defaults).
	Options session.Options
	// Version is the server's version, sent to clients.
	Version string
	// ProgressInterval is how often a run reports its progress to a
	// client that asked for it (default 1 second).
	ProgressInterval time.Duration
	// Logger receives the MCP layer's log (sessions opened and closed,
	// the SDK's own messages); the audit trail of runs is the manager's.
	Logger *slog.Logger
}

// DefaultProgressInterval is the default of Config.ProgressInterval.
const DefaultProgressInterval = time.Second

// Server is an MCP server of Python sessions. Its methods are safe for
// concurrent use.
type Server struct {
	cfg  Config
	opts *session.Options // Config.Options resolved by the manager
	mcp  *mcp.Server
	log  *slog.Logger

	mu        sync.Mutex
	sessions  map[*mcp.ServerSession]*pySession
	closed    bool
	releasing sync.WaitGroup // watchers releasing a session whose MCP session ended
}

// pySession is the Python session of an MCP session.
type pySession struct {
	// sem holds one token: the MCP session's operations (runs, resets)
	// take their turn, so that a client calling run_python twice at
	// once gets both runs, one after the other.
	sem chan struct{}

	mu sync.Mutex
	// id is the manager's session, "" until the first run.
	id string
	// gone: the MCP session ended; no Python session may start.
	gone bool
}

// New returns a server for cfg. It fails if the manager refuses
// cfg.Options.
func New(cfg Config) (*Server, error) {
	if cfg.Manager == nil {
		return nil, errors.New("mcpserver: no session manager")
	}
	if cfg.ProgressInterval <= 0 {
		cfg.ProgressInterval = DefaultProgressInterval
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	opts, err := cfg.Manager.Resolve(&cfg.Options)
	if err != nil {
		return nil, fmt.Errorf("mcpserver: the sessions' options: %v", err)
	}
	s := &Server{cfg: cfg, opts: opts, log: cfg.Logger, sessions: map[*mcp.ServerSession]*pySession{}}
	d := describe(opts, cfg.Manager.Config())
	s.mcp = mcp.NewServer(&mcp.Implementation{Name: "pyinterp", Title: "pyinterp: sandboxed Python", Version: cfg.Version},
		&mcp.ServerOptions{Instructions: d.instructions, Logger: cfg.Logger})
	closedWorld := false
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name: "run_python", Title: "Run Python", Description: d.run,
		Annotations: &mcp.ToolAnnotations{Title: "Run Python", DestructiveHint: &closedWorld, OpenWorldHint: &closedWorld},
	}, s.runPython)
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name: "reset_python", Title: "Reset Python", Description: d.reset,
		Annotations: &mcp.ToolAnnotations{Title: "Reset Python", IdempotentHint: true, DestructiveHint: &closedWorld, OpenWorldHint: &closedWorld},
	}, s.resetPython)
	return s, nil
}

// MCP returns the SDK's server (to add features, or connect it to a
// transport of one's own).
func (s *Server) MCP() *mcp.Server { return s.mcp }

// Connect serves one MCP session over t; the session ends when the
// client closes it (or Close is called).
func (s *Server) Connect(ctx context.Context, t mcp.Transport) (*mcp.ServerSession, error) {
	return s.mcp.Connect(ctx, t, nil)
}

// Serve serves one MCP session over r and w, newline-delimited JSON-RPC
// (the stdio transport), until the input ends or ctx is done; its
// Python session is closed then.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	err := s.mcp.Run(ctx, &mcp.IOTransport{Reader: nopCloser{r}, Writer: nopWriteCloser{w}})
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		err = nil // stopped by a signal: not a failure
	}
	return err
}

type nopCloser struct{ io.Reader }

func (nopCloser) Close() error { return nil }

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// HTTPOptions configure Handler.
type HTTPOptions struct {
	// SessionTimeout closes MCP sessions idle that long (0: never).
	SessionTimeout time.Duration
	// MaxRequestSize bounds a request body, in bytes (0: the SDK's
	// default).
	MaxRequestSize int64
}

// Handler returns the streamable HTTP transport of the server, one MCP
// session per client session (Mcp-Session-Id). It protects localhost
// servers against DNS rebinding; authentication is the caller's
// business.
func (s *Server) Handler(o HTTPOptions) http.Handler {
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp }, &mcp.StreamableHTTPOptions{
		SessionTimeout:      o.SessionTimeout,
		MaxRequestBodyBytes: o.MaxRequestSize,
		Logger:              s.log,
	})
}

// Close closes the Python sessions of every MCP session; operations that
// come later are refused.
func (s *Server) Close() {
	s.mu.Lock()
	s.closed = true
	all := s.sessions
	s.sessions = map[*mcp.ServerSession]*pySession{}
	s.mu.Unlock()
	for _, ps := range all {
		s.release(ps, "server closed")
	}
	// A session whose MCP session ended just before is being released by
	// its watcher: Close returns once it is closed too (and logged).
	s.releasing.Wait()
}

// session returns the Python session of an MCP session, starting to
// watch for the MCP session's end when it is new.
func (s *Server) session(ss *mcp.ServerSession) (*pySession, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, &session.Error{Code: session.ShuttingDown, Message: "the server is shutting down"}
	}
	ps, ok := s.sessions[ss]
	if !ok {
		ps = &pySession{sem: make(chan struct{}, 1)}
		s.sessions[ss] = ps
		go func() {
			ss.Wait()
			s.mu.Lock()
			if s.closed {
				s.mu.Unlock()
				return // Close releases every session it found
			}
			if s.sessions[ss] == ps {
				delete(s.sessions, ss)
			}
			s.releasing.Add(1)
			s.mu.Unlock()
			defer s.releasing.Done()
			s.release(ps, "MCP session ended")
		}()
	}
	return ps, nil
}

// release closes a Python session whose MCP session is gone (the
// manager's Close cancels its run in progress and waits for it).
func (s *Server) release(ps *pySession, why string) {
	ps.mu.Lock()
	id := ps.id
	ps.id, ps.gone = "", true
	ps.mu.Unlock()
	if id == "" {
		return
	}
	if s.cfg.Manager.Close(context.Background(), id) == nil {
		s.log.Info("mcp_session_closed", slog.String("session", id), slog.String("reason", why))
	}
}

// lock takes the MCP session's turn, or fails when ctx is done first.
func (ps *pySession) lock(ctx context.Context) error {
	select {
	case ps.sem <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (ps *pySession) unlock() { <-ps.sem }
