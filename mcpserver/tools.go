package mcpserver

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/pyinterp/pyinterp/session"
)

// runInput is the argument of run_python.
type runInput struct {
	Code string `json:"code" jsonschema:"the Python code to run, one or more statements; the value of a final expression is returned, as in the Python REPL"`
}

// runPython is the run_python tool.
func (s *Server) runPython(ctx context.Context, req *mcp.CallToolRequest, in runInput) (*mcp.CallToolResult, any, error) {
	ps, err := s.session(req.Session)
	if err != nil {
		return failure(err), nil, nil
	}
	if err := ps.lock(ctx); err != nil {
		return nil, nil, err // cancelled while an earlier call ran
	}
	defer ps.unlock()
	id, err := s.ensure(ctx, ps)
	if err != nil {
		return failure(err), nil, nil
	}
	stop := s.reportProgress(ctx, req)
	defer stop()
	note := ""
	res, err := s.cfg.Manager.Run(ctx, id, in.Code, nil)
	if session.CodeOf(err) == session.NotFound && !ps.isGone() {
		// The session expired while idle (the manager's TTL): the code
		// runs in a new one, and the model is told that the state is gone.
		ps.forget(id)
		if id, err = s.ensure(ctx, ps); err == nil {
			note = fmt.Sprintf("(The Python session had expired after %s idle: its variables, functions and imports are gone. This code ran in a new session.)\n", s.cfg.Manager.Config().TTL)
			res, err = s.cfg.Manager.Run(ctx, id, in.Code, nil)
		}
	}
	if err != nil {
		return failure(err), nil, nil
	}
	return resultOf(res, note), nil, nil
}

// resetPython is the reset_python tool.
func (s *Server) resetPython(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
	ps, err := s.session(req.Session)
	if err != nil {
		return failure(err), nil, nil
	}
	if err := ps.lock(ctx); err != nil {
		return nil, nil, err
	}
	defer ps.unlock()
	ps.mu.Lock()
	id := ps.id
	ps.mu.Unlock()
	if id != "" {
		err := s.cfg.Manager.Reset(ctx, id)
		switch {
		case session.CodeOf(err) == session.NotFound:
			ps.forget(id) // expired: the next run starts afresh anyway
		case err != nil:
			return failure(err), nil, nil
		}
	}
	msg := "The Python session was reset: every variable, function, class and import is forgotten; the next run_python starts from a fresh namespace."
	if s.opts.Files != nil {
		msg += " Files are kept."
	}
	return text(msg), nil, nil
}

// ensure returns the MCP session's Python session, creating it at the
// first run.
func (s *Server) ensure(ctx context.Context, ps *pySession) (string, error) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	switch {
	case ps.gone:
		return "", &session.Error{Code: session.NotFound, Message: "the MCP session has ended"}
	case ps.id != "":
		return ps.id, nil
	}
	opts := s.cfg.Options
	id, err := s.cfg.Manager.Create(ctx, &opts)
	if err != nil {
		return "", err
	}
	ps.id = id
	s.log.Info("mcp_session_started", slog.String("session", id))
	return id, nil
}

// forget drops the Python session id if it is still the session's.
func (ps *pySession) forget(id string) {
	ps.mu.Lock()
	if ps.id == id {
		ps.id = ""
	}
	ps.mu.Unlock()
}

func (ps *pySession) isGone() bool {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	return ps.gone
}

// reportProgress sends progress notifications every ProgressInterval
// while a run goes on, if the client's request carries a progress token:
// the seconds elapsed, out of the timeout when there is one. stop ends
// them; none is sent after it returns.
func (s *Server) reportProgress(ctx context.Context, req *mcp.CallToolRequest) (stop func()) {
	token := req.Params.GetProgressToken()
	if token == nil || req.Session == nil {
		return func() {}
	}
	timeout := s.opts.Timeout // seconds; negative: none
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		start := time.Now()
		tick := time.NewTicker(s.cfg.ProgressInterval)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-tick.C:
			}
			elapsed := time.Since(start)
			p := &mcp.ProgressNotificationParams{ProgressToken: token, Progress: elapsed.Seconds()}
			if timeout > 0 {
				p.Total = timeout
				p.Message = fmt.Sprintf("running for %s (timeout %s)", elapsed.Round(time.Second/10), time.Duration(timeout*float64(time.Second)))
			} else {
				p.Message = fmt.Sprintf("running for %s", elapsed.Round(time.Second/10))
			}
			if err := req.Session.NotifyProgress(ctx, p); err != nil {
				return
			}
		}
	}()
	return func() {
		close(done)
		wg.Wait()
	}
}

// resultOf is the tool result of a run: what the code printed, then the
// repr of its value unless it is None (as the Python REPL shows it); on
// failure, what it printed, then the traceback as CPython prints it, with
// isError set.
//
// What the code wrote to sys.stderr follows what it printed; a run that
// ended by SystemExit says so, with isError set for a non-zero status.
func resultOf(res *session.RunResult, note string) *mcp.CallToolResult {
	out := note + res.Logs
	if res.Stderr != "" {
		out = joinLines(out, res.Stderr)
	}
	if res.Exited {
		r := text(joinLines(out, fmt.Sprintf("(the code exited with status %d)", res.ExitCode)))
		r.IsError = res.ExitCode != 0
		return r
	}
	if e := res.Error; e != nil {
		tb := e.Traceback
		if tb == "" {
			tb = e.Type + ": " + e.Message + "\n"
		}
		r := text(joinLines(out, tb))
		r.IsError = true
		return r
	}
	if res.Repr != "None" || res.IsFinalAnswer {
		out = joinLines(out, res.Repr)
	}
	return text(out)
}

// joinLines appends b to a on a line of its own.
func joinLines(a, b string) string {
	if a != "" && !strings.HasSuffix(a, "\n") {
		a += "\n"
	}
	return a + b
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// failure is the tool result of an operation the session refused (the
// code is too large, the server is full or shutting down, a worker
// process could not start).
func failure(err error) *mcp.CallToolResult {
	r := text("pyinterp: " + err.Error())
	r.IsError = true
	return r
}
