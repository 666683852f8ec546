// Package server is `pyinterp serve`: pyinterp sessions (package session)
// offered over a process boundary, as JSON-RPC 2.0 on standard input and
// output (one JSON object per line) and as an HTTP API, both described in
// docs/protocol.md.
//
// Tool calls go back to the client: over JSON-RPC as tool.call requests
// from the server, which the client answers while its session.run is
// pending; over HTTP as a run answer saying "tool_call", which the client
// completes by posting the tool's result (see http.go).
//
// Workers (worker.go) is a session.Backend that runs each session in its
// own worker process (`pyinterp serve --worker`), restarted when it dies,
// so that a crash of the interpreter costs one session's run, not the
// server.
//
// The server's own protections: request bodies and messages are
// size-capped; malformed input, unknown methods and unknown sessions get
// errors, never a crash; over HTTP a bearer token is required when
// listening on anything but loopback; a client that goes away cancels its
// runs; Shutdown lets runs finish within a grace period and cancels the
// rest. Metrics are served in Prometheus' text format (metrics.go).
//
// The HTTP API also serves the Model Context Protocol at /mcp when the
// Server is given its handler (Server.MCP, from package mcpserver), over
// the same sessions, limits, audit log and metrics.
package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/pyinterp/pyinterp/jsonrpc"
	"github.com/pyinterp/pyinterp/session"
)

// Server serves a session manager.
type Server struct {
	// Manager holds the sessions.
	Manager *session.Manager
	// Version is the server's version (server.info).
	Version string
	// Logger receives the server's own log (requests refused,
	// authentication failures); the audit trail of sessions is the
	// manager's logger.
	Logger *slog.Logger
	// MaxRequestSize bounds a JSON-RPC message or an HTTP request body,
	// in bytes (default 16 MiB).
	MaxRequestSize int
	// Token, if set, is the bearer token HTTP requests must carry.
	Token string
	// Workers reports sessions run in worker processes (server.info).
	Workers *Workers
	// MCP, if set, is served at /mcp by the HTTP API, behind the token:
	// the Model Context Protocol's streamable HTTP transport (package
	// mcpserver) over the same sessions.
	MCP http.Handler
}

func (s *Server) maxRequestSize() int {
	if s.MaxRequestSize > 0 {
		return s.MaxRequestSize
	}
	return 16 << 20
}

func (s *Server) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

func (s *Server) info() InfoResult {
	cfg := s.Manager.Config()
	st := s.Manager.Stats()
	return InfoResult{
		Server: "pyinterp", Version: s.Version, Protocol: ProtocolVersion,
		MaxSessions: cfg.MaxSessions, Sessions: st.Sessions,
		MemoryBudget: st.Budget, MemoryReserved: st.Reserved,
		SessionTTL: cfg.TTL.Seconds(), MaxCodeSize: cfg.MaxCodeSize, MaxTimeout: maxTimeout(cfg).Seconds(),
		DefaultTimeout: cfg.Defaults.Timeout.Seconds(), DefaultMemory: cfg.Defaults.MaxMemory,
		WorkerProcesses: s.Workers != nil,
	}
}

func maxTimeout(cfg session.Config) time.Duration {
	if cfg.MaxTimeout > 0 {
		return cfg.MaxTimeout
	}
	return session.DefaultMaxTimeout
}

// ServeStdio serves the JSON-RPC protocol on one connection (standard
// input and output) until the input ends or ctx is done.
//
// At the end of the input (the client went away) the connection's runs
// are cancelled and its sessions closed. When ctx is done (SIGTERM), new
// requests are refused while the input is still read (tool results of
// runs in progress arrive on it), runs may finish within grace, and the
// rest are cancelled; the manager is shut down.
func (s *Server) ServeStdio(ctx context.Context, r io.Reader, w io.Writer, grace time.Duration) error {
	var mu sync.Mutex
	owned := map[string]bool{}
	var conn *jsonrpc.Conn
	h := &rpcHandler{
		srv:     s,
		tools:   func(string) session.ToolCaller { return connTools{conn} },
		created: func(id string) { mu.Lock(); owned[id] = true; mu.Unlock() },
		closed:  func(id string) { mu.Lock(); delete(owned, id); mu.Unlock() },
	}
	log := s.logger()
	conn = jsonrpc.NewConn(r, w, h.handle, jsonrpc.Options{
		MaxMessageSize: s.maxRequestSize(),
		OnError:        func(err error) { log.Warn("jsonrpc", slog.String("error", err.Error())) },
	})
	done := make(chan error, 1)
	go func() { done <- conn.Run(context.Background()) }()
	select {
	case err := <-done:
		// The client is gone: its runs were cancelled with the
		// connection's context; close its sessions.
		mu.Lock()
		ids := make([]string, 0, len(owned))
		for id := range owned {
			ids = append(ids, id)
		}
		mu.Unlock()
		for _, id := range ids {
			s.Manager.Close(context.Background(), id)
		}
		return err
	case <-ctx.Done():
		gctx, cancel := context.WithTimeout(context.Background(), grace)
		defer cancel()
		err := s.Manager.Shutdown(gctx)
		conn.Wait(time.Second) // the answers of the runs that ended
		return err
	}
}
