package server

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pyinterp/pyinterp/jsonrpc"
	"github.com/pyinterp/pyinterp/session"
)

// The HTTP API (docs/protocol.md):
//
//	POST   /v1/sessions                      create; body: the create options; 201 {"id": ...}
//	DELETE /v1/sessions/{id}                 close
//	POST   /v1/sessions/{id}/run             {"code": ...}: a run answer (below)
//	POST   /v1/sessions/{id}/tool_result     {"call_id", "result"} or {"call_id", "error": {"type", "message"}}:
//	                                         the next run answer
//	POST   /v1/sessions/{id}/cancel          cancel the run in progress: {"cancelled": bool}
//	POST   /v1/sessions/{id}/reset           forget the namespace
//	GET    /v1/sessions/{id}/variables       {"variables": {...}}
//	POST   /v1/sessions/{id}/variables       {"variables": {...}}: bind them
//	POST   /v1/sessions/{id}/tools           {"tools": [...]}: offer more tools
//	PUT    /v1/sessions/{id}/files/{path...} the body is the file's contents: put the file in
//	GET    /v1/sessions/{id}/files/{path...} the file's contents (application/octet-stream)
//	DELETE /v1/sessions/{id}/files/{path...} remove the file (or directory tree)
//	GET    /v1/sessions/{id}/files           {"files": [...]}: the working directory's tree (?path=DIR)
//	GET    /v1/info                          the server's limits
//	GET    /healthz                          {"status": "ok"} (no token needed)
//	GET    /metrics                          Prometheus text format
//	GET, POST, DELETE /mcp                   the Model Context Protocol's streamable HTTP transport,
//	                                         when the server has it (Server.MCP)
//
// A run answer is either the run's result ({"status": "done", value, repr,
// logs, is_final_answer, error}) or, when the code calls a tool of the
// client, {"status": "tool_call", "tool_call": {id, name, args, kwargs}}:
// the run waits, paused, until the client posts the tool's result to
// tool_result, whose answer is again a run answer. A client that goes
// away while its run or tool_result request is open cancels the run; a
// run paused at a tool call that nobody answers ends at its timeout.

// httpRun is a run started over HTTP, which may span several requests.
type httpRun struct {
	cancel context.CancelCauseFunc
	calls  chan *pendingCall // tool calls, taken by the request attached to the run
	done   chan runOutcome   // the run's end (buffered)

	mu       sync.Mutex
	attached bool         // a request is waiting on the run
	pending  *pendingCall // the tool call the client must answer
	over     bool         // the run has ended (its outcome is in done until collected)
	ended    time.Time
}

type runOutcome struct {
	res *session.RunResult
	err error
}

type pendingCall struct {
	call   *session.ToolCall
	answer chan toolAnswer
}

type toolAnswer struct {
	value json.RawMessage
	err   error
}

// httpTools is the ToolCaller of a run over HTTP.
type httpTools struct{ run *httpRun }

func (t httpTools) CallTool(ctx context.Context, call *session.ToolCall) (json.RawMessage, error) {
	pc := &pendingCall{call: call, answer: make(chan toolAnswer, 1)}
	select {
	case t.run.calls <- pc:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	select {
	case a := <-pc.answer:
		return a.value, a.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// httpAPI is the HTTP side of a Server.
type httpAPI struct {
	srv   *Server
	log   *slog.Logger
	mu    sync.Mutex
	runs  map[string]*httpRun // by session id
	swept time.Time
}

// Handler returns the HTTP API's handler.
func (s *Server) Handler() http.Handler {
	a := &httpAPI{srv: s, log: s.logger(), runs: map[string]*httpRun{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.Handle("GET /metrics", a.auth(http.HandlerFunc(a.metrics)))
	mux.Handle("GET /v1/info", a.auth(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, s.info())
	})))
	mux.Handle("POST /v1/sessions", a.auth(http.HandlerFunc(a.create)))
	mux.Handle("DELETE /v1/sessions/{id}", a.auth(http.HandlerFunc(a.close)))
	mux.Handle("POST /v1/sessions/{id}/run", a.auth(http.HandlerFunc(a.run)))
	mux.Handle("POST /v1/sessions/{id}/tool_result", a.auth(http.HandlerFunc(a.toolResult)))
	mux.Handle("POST /v1/sessions/{id}/cancel", a.auth(http.HandlerFunc(a.cancel)))
	mux.Handle("POST /v1/sessions/{id}/reset", a.auth(http.HandlerFunc(a.reset)))
	mux.Handle("GET /v1/sessions/{id}/variables", a.auth(http.HandlerFunc(a.variables)))
	mux.Handle("POST /v1/sessions/{id}/variables", a.auth(http.HandlerFunc(a.setVariables)))
	mux.Handle("POST /v1/sessions/{id}/tools", a.auth(http.HandlerFunc(a.addTools)))
	mux.Handle("PUT /v1/sessions/{id}/files/{path...}", a.auth(http.HandlerFunc(a.writeFile)))
	mux.Handle("GET /v1/sessions/{id}/files/{path...}", a.auth(http.HandlerFunc(a.readFile)))
	mux.Handle("DELETE /v1/sessions/{id}/files/{path...}", a.auth(http.HandlerFunc(a.removeFile)))
	mux.Handle("GET /v1/sessions/{id}/files", a.auth(http.HandlerFunc(a.listFiles)))
	if s.MCP != nil {
		mux.Handle("/mcp", a.auth(s.MCP))
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "not_found", fmt.Sprintf("no such endpoint: %s %s", r.Method, truncate(r.URL.Path, 200)))
	})
	return a.recoverer(mux)
}

// recoverer answers 500 to a panicking handler instead of dropping the
// connection (net/http would recover too, but silently).
func (a *httpAPI) recoverer(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				a.log.Error("http panic", slog.String("path", r.URL.Path), slog.Any("panic", v))
				writeError(w, http.StatusInternalServerError, "internal", "internal error")
			}
		}()
		h.ServeHTTP(w, r)
	})
}

// auth checks the bearer token, when the server has one.
func (a *httpAPI) auth(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if tok := a.srv.Token; tok != "" {
			got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
			if !ok || subtle.ConstantTimeCompare([]byte(got), []byte(tok)) != 1 {
				a.log.Warn("unauthorized", slog.String("remote", r.RemoteAddr), slog.String("path", truncate(r.URL.Path, 200)))
				w.Header().Set("WWW-Authenticate", `Bearer realm="pyinterp"`)
				writeError(w, http.StatusUnauthorized, "unauthorized", "a valid bearer token is required (Authorization: Bearer TOKEN)")
				return
			}
		}
		h.ServeHTTP(w, r)
	})
}

// The HTTP status of each session error.
var httpStatus = map[session.Code]int{
	session.NotFound:        http.StatusNotFound,
	session.Busy:            http.StatusConflict,
	session.TooManySessions: http.StatusServiceUnavailable,
	session.MemoryBudget:    http.StatusServiceUnavailable,
	session.InvalidOptions:  http.StatusBadRequest,
	session.TooLarge:        http.StatusRequestEntityTooLarge,
	session.ShuttingDown:    http.StatusServiceUnavailable,
	session.Unavailable:     http.StatusServiceUnavailable,
	session.NoSuchFile:      http.StatusNotFound,
	session.FileError:       http.StatusBadRequest,
	session.Conflict:        http.StatusConflict,
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := jsonrpc.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error":{"code":"internal","message":"cannot encode the answer"}}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(b)+1))
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// errorBody is the body of every HTTP error.
type errorBody struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func writeError(w http.ResponseWriter, status int, code, msg string) {
	var b errorBody
	b.Error.Code, b.Error.Message = code, msg
	writeJSON(w, status, b)
}

func writeSessionError(w http.ResponseWriter, err error) {
	var se *session.Error
	if errors.As(err, &se) {
		status, ok := httpStatus[se.Code]
		if !ok {
			status = http.StatusInternalServerError
		}
		writeError(w, status, se.Code.String(), se.Message)
		return
	}
	writeError(w, http.StatusInternalServerError, "internal", err.Error())
}

// readBody decodes a JSON body strictly into v; an empty body is {}.
func (a *httpAPI) readBody(w http.ResponseWriter, r *http.Request, v any) bool {
	raw, ok := a.readRaw(w, r)
	if !ok {
		return false
	}
	data := bytes.TrimSpace(raw)
	if len(data) == 0 {
		data = []byte("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", "malformed JSON body: "+err.Error())
		return false
	}
	if dec.More() {
		writeError(w, http.StatusBadRequest, "bad_request", "malformed JSON body: data after the object")
		return false
	}
	return true
}

func (a *httpAPI) create(w http.ResponseWriter, r *http.Request) {
	var o session.Options
	if !a.readBody(w, r, &o) {
		return
	}
	id, err := a.srv.Manager.Create(r.Context(), &o)
	if err != nil {
		writeSessionError(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, createResult{ID: id})
}

func (a *httpAPI) close(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if err := a.srv.Manager.Close(r.Context(), id); err != nil {
		writeSessionError(w, err)
		return
	}
	a.mu.Lock()
	delete(a.runs, id)
	a.mu.Unlock()
	writeJSON(w, http.StatusOK, struct{}{})
}

// runAnswer is the answer of run and tool_result.
type runAnswer struct {
	Status string `json:"status"` // "done" or "tool_call"
	*session.RunResult
	ToolCall *session.ToolCall `json:"tool_call,omitempty"`
}

func (a *httpAPI) run(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	var p struct {
		Code string `json:"code"`
	}
	if !a.readBody(w, r, &p) {
		return
	}
	// The run outlives this request (it may pause at tool calls): its
	// context is its own, cancelled when an attached request goes away.
	ctx, cancel := context.WithCancelCause(context.Background())
	hr := &httpRun{cancel: cancel, calls: make(chan *pendingCall), done: make(chan runOutcome, 1)}
	a.mu.Lock()
	a.sweepLocked()
	if old := a.runs[id]; old != nil && !old.isOver() {
		a.mu.Unlock()
		cancel(nil)
		writeError(w, http.StatusConflict, "busy", fmt.Sprintf("session %s is busy: a run is in progress (paused at a tool call or running)", truncate(id, 64)))
		return
	}
	a.runs[id] = hr
	a.mu.Unlock()
	go func() {
		// A refusal (busy, unknown session, code too large) is an outcome
		// like any other.
		res, err := a.srv.Manager.Run(ctx, id, p.Code, httpTools{hr})
		hr.mu.Lock()
		hr.over, hr.ended = true, time.Now()
		hr.mu.Unlock()
		hr.done <- runOutcome{res, err}
		cancel(nil)
	}()
	a.wait(w, r, id, hr)
}

// toolOutcome is a client's answer to a tool call.
func toolOutcome(result json.RawMessage, te *session.ToolError) session.ToolOutcome {
	if te != nil {
		if te.Type == "" {
			te.Type = "RuntimeError"
		}
		return session.ToolOutcome{Error: te}
	}
	if len(result) == 0 {
		result = json.RawMessage("null")
	}
	return session.ToolOutcome{Value: result}
}

// resume continues, here, a run that paused at a tool call on another
// server (session.Manager.Resume), as run starts one.
func (a *httpAPI) resume(w http.ResponseWriter, r *http.Request, id, callID string, answer session.ToolOutcome) {
	ctx, cancel := context.WithCancelCause(context.Background())
	hr := &httpRun{cancel: cancel, calls: make(chan *pendingCall), done: make(chan runOutcome, 1)}
	a.mu.Lock()
	a.sweepLocked()
	if old := a.runs[id]; old != nil && !old.isOver() {
		a.mu.Unlock()
		cancel(nil)
		writeError(w, http.StatusConflict, "busy", fmt.Sprintf("session %s is busy: a run is in progress (paused at a tool call or running)", truncate(id, 64)))
		return
	}
	a.runs[id] = hr
	a.mu.Unlock()
	go func() {
		res, err := a.srv.Manager.Resume(ctx, id, callID, answer, httpTools{hr})
		if errors.Is(err, session.ErrNoPausedRun) {
			err = &session.Error{Code: session.Conflict, Message: "the run paused at tool call " + callID + " was resumed or ended meanwhile"}
		}
		hr.mu.Lock()
		hr.over, hr.ended = true, time.Now()
		hr.mu.Unlock()
		hr.done <- runOutcome{res, err}
		cancel(nil)
	}()
	a.wait(w, r, id, hr)
}

func (hr *httpRun) isOver() bool {
	hr.mu.Lock()
	defer hr.mu.Unlock()
	return hr.over
}

// wait attaches the request to the run until it ends or calls a tool.
func (a *httpAPI) wait(w http.ResponseWriter, r *http.Request, id string, hr *httpRun) {
	hr.mu.Lock()
	hr.attached = true
	hr.mu.Unlock()
	defer func() {
		hr.mu.Lock()
		hr.attached = false
		hr.mu.Unlock()
	}()
	select {
	case out := <-hr.done:
		a.answer(w, id, hr, out)
	case pc := <-hr.calls:
		hr.mu.Lock()
		hr.pending = pc
		hr.mu.Unlock()
		writeJSON(w, http.StatusOK, runAnswer{Status: "tool_call", ToolCall: pc.call})
	case <-r.Context().Done():
		hr.cancel(errors.New("the HTTP client went away"))
		a.log.Info("http client gone", slog.String("session", id))
	}
}

// answer writes the outcome of an ended run.
func (a *httpAPI) answer(w http.ResponseWriter, id string, hr *httpRun, out runOutcome) {
	a.forget(id, hr)
	if out.err != nil {
		writeSessionError(w, out.err)
		return
	}
	writeJSON(w, http.StatusOK, runAnswer{Status: "done", RunResult: out.res})
}

func (a *httpAPI) forget(id string, hr *httpRun) {
	a.mu.Lock()
	if a.runs[id] == hr {
		delete(a.runs, id)
	}
	a.mu.Unlock()
}

func (a *httpAPI) toolResult(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	var p struct {
		CallID string             `json:"call_id"`
		Result json.RawMessage    `json:"result"`
		Error  *session.ToolError `json:"error"`
	}
	if !a.readBody(w, r, &p) {
		return
	}
	a.mu.Lock()
	hr := a.runs[id]
	a.mu.Unlock()
	if hr == nil {
		// Not paused here: with a shared store, the run may have paused on
		// another server; it is resumed here by replay.
		if call, err := a.srv.Manager.PausedCall(r.Context(), id); err == nil && call != nil && call.ID == p.CallID {
			a.resume(w, r, id, p.CallID, toolOutcome(p.Result, p.Error))
			return
		}
		writeError(w, http.StatusConflict, "no_tool_call", fmt.Sprintf("session %s has no run waiting for a tool result", truncate(id, 64)))
		return
	}
	hr.mu.Lock()
	pc := hr.pending
	switch {
	case hr.attached:
		hr.mu.Unlock()
		writeError(w, http.StatusConflict, "busy", "another request is attached to this run")
		return
	case pc == nil:
		hr.mu.Unlock()
		// The run ended while paused (its timeout): give its outcome.
		select {
		case out := <-hr.done:
			a.answer(w, id, hr, out)
		default:
			writeError(w, http.StatusConflict, "no_tool_call", "the run is not waiting for a tool result")
		}
		return
	case pc.call.ID != p.CallID:
		hr.mu.Unlock()
		writeError(w, http.StatusConflict, "no_tool_call", fmt.Sprintf("the run waits for the result of tool call %s, not %s", pc.call.ID, truncate(p.CallID, 64)))
		return
	}
	hr.pending = nil
	hr.mu.Unlock()
	var ans toolAnswer
	if p.Error != nil {
		if p.Error.Type == "" {
			p.Error.Type = "RuntimeError"
		}
		ans.err = p.Error
	} else {
		ans.value = p.Result
		if len(ans.value) == 0 {
			ans.value = json.RawMessage("null")
		}
	}
	pc.answer <- ans
	a.wait(w, r, id, hr)
}

func (a *httpAPI) cancel(w http.ResponseWriter, r *http.Request) {
	ok, err := a.srv.Manager.Cancel(r.PathValue("id"))
	if err != nil {
		writeSessionError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, cancelResult{Cancelled: ok})
}

func (a *httpAPI) reset(w http.ResponseWriter, r *http.Request) {
	if !a.readBody(w, r, &struct{}{}) {
		return
	}
	if err := a.srv.Manager.Reset(r.Context(), r.PathValue("id")); err != nil {
		writeSessionError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}

func (a *httpAPI) variables(w http.ResponseWriter, r *http.Request) {
	vars, err := a.srv.Manager.Variables(r.Context(), r.PathValue("id"))
	if err != nil {
		writeSessionError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, variablesResult{Variables: vars})
}

func (a *httpAPI) setVariables(w http.ResponseWriter, r *http.Request) {
	var p struct {
		Variables json.RawMessage `json:"variables"`
	}
	if !a.readBody(w, r, &p) {
		return
	}
	if p.Variables == nil {
		p.Variables = json.RawMessage("{}")
	}
	if err := a.srv.Manager.SetVariables(r.Context(), r.PathValue("id"), p.Variables); err != nil {
		writeSessionError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}

func (a *httpAPI) addTools(w http.ResponseWriter, r *http.Request) {
	var p struct {
		Tools []session.ToolSpec `json:"tools"`
	}
	if !a.readBody(w, r, &p) {
		return
	}
	if err := a.srv.Manager.AddTools(r.Context(), r.PathValue("id"), p.Tools); err != nil {
		writeSessionError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, struct{}{})
}

func (a *httpAPI) metrics(w http.ResponseWriter, r *http.Request) {
	var b bytes.Buffer
	writeMetrics(&b, a.srv.Manager.Stats(), a.srv.Workers)
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	w.Write(b.Bytes())
}

// sweepLocked forgets, at most once a minute, the runs that ended more
// than five minutes ago with nobody to collect their outcome (a client
// that never came back). a.mu is held.
func (a *httpAPI) sweepLocked() {
	if time.Since(a.swept) < time.Minute {
		return
	}
	a.swept = time.Now()
	for id, hr := range a.runs {
		hr.mu.Lock()
		stale := hr.over && time.Since(hr.ended) > 5*time.Minute
		hr.mu.Unlock()
		if stale {
			delete(a.runs, id)
		}
	}
}

// IsLoopback reports whether addr (host:port) listens on loopback only,
// where a bearer token is not required.
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
