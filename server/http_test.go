package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/session"
)

type httpClient struct {
	t     testing.TB
	base  string
	token string
}

func startHTTP(t testing.TB, cfg session.Config, token string) (*httpClient, *session.Manager) {
	t.Helper()
	m := session.New(cfg)
	srv := &Server{Manager: m, Version: "test", Token: token, MaxRequestSize: 64 << 10}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		ts.Close()
		m.Shutdown(context.Background())
	})
	return &httpClient{t: t, base: ts.URL, token: token}, m
}

// do sends a request and returns the status and the decoded JSON body.
func (c *httpClient) do(ctx context.Context, method, path, body string) (int, map[string]any) {
	c.t.Helper()
	status, raw := c.raw(ctx, method, path, body)
	var v map[string]any
	if raw != "" && !strings.HasPrefix(path, "/metrics") {
		if err := json.Unmarshal([]byte(raw), &v); err != nil {
			c.t.Fatalf("%s %s: body %q: %v", method, path, raw, err)
		}
	}
	return status, v
}

func (c *httpClient) raw(ctx context.Context, method, path, body string) (int, string) {
	c.t.Helper()
	req, _ := http.NewRequestWithContext(ctx, method, c.base+path, strings.NewReader(body))
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func errCode(v map[string]any) string {
	e, _ := v["error"].(map[string]any)
	code, _ := e["code"].(string)
	return code
}

func TestHTTPSession(t *testing.T) {
	c, _ := startHTTP(t, session.Config{}, "")
	ctx := context.Background()
	status, v := c.do(ctx, "POST", "/v1/sessions", `{"tools": [{"name": "weather", "params": ["city"]}], "smolagents_last_value": true}`)
	if status != http.StatusCreated {
		t.Fatalf("create: %d %v", status, v)
	}
	id := v["id"].(string)
	base := "/v1/sessions/" + id

	status, v = c.do(ctx, "POST", base+"/run", `{"code": "x = 6 * 7"}`)
	if status != 200 || v["status"] != "done" || v["repr"] != "42" || v["value"] != 42.0 {
		t.Fatalf("run: %d %v", status, v)
	}
	// A tool call pauses the run; the client completes it.
	status, v = c.do(ctx, "POST", base+"/run", `{"code": "t = weather('Paris', unit='C')\nprint(t)\nt['temp'] + 1"}`)
	call, _ := v["tool_call"].(map[string]any)
	if status != 200 || v["status"] != "tool_call" || call["name"] != "weather" || call["id"] != "1" {
		t.Fatalf("run with a tool: %d %v", status, v)
	}
	if args, _ := json.Marshal(call["args"]); string(args) != `["Paris"]` {
		t.Errorf("args %s", args)
	}
	if kw, _ := json.Marshal(call["kwargs"]); string(kw) != `{"unit":"C"}` {
		t.Errorf("kwargs %s", kw)
	}
	// While paused, the session is busy; an answer for another call is refused.
	status, v = c.do(ctx, "POST", base+"/run", `{"code": "1"}`)
	if status != http.StatusConflict || errCode(v) != "busy" {
		t.Errorf("run while paused: %d %v", status, v)
	}
	status, v = c.do(ctx, "POST", base+"/tool_result", `{"call_id": "7", "result": 1}`)
	if status != http.StatusConflict || errCode(v) != "no_tool_call" {
		t.Errorf("wrong call id: %d %v", status, v)
	}
	status, v = c.do(ctx, "POST", base+"/tool_result", `{"call_id": "1", "result": {"temp": 21, "sky": {"$tuple": ["clear"]}}}`)
	if status != 200 || v["status"] != "done" || v["repr"] != "22" || v["logs"] != "{'temp': 21, 'sky': ('clear',)}\n" {
		t.Fatalf("tool result: %d %v", status, v)
	}
	// An exception raised by the tool, caught by the code.
	if _, v = c.do(ctx, "POST", base+"/run", `{"code": "try:\n    weather('Atlantis')\nexcept LookupError as e:\n    r = 'no ' + str(e)\nr"}`); v["status"] != "tool_call" {
		t.Fatalf("run: %v", v)
	}
	status, v = c.do(ctx, "POST", base+"/tool_result", `{"call_id": "2", "error": {"type": "LookupError", "message": "such city"}}`)
	if status != 200 || v["repr"] != "'no such city'" {
		t.Fatalf("tool error: %d %v", status, v)
	}
	status, v = c.do(ctx, "POST", base+"/tool_result", `{"call_id": "2", "result": 1}`)
	if status != http.StatusConflict {
		t.Errorf("tool result with no run: %d %v", status, v)
	}
	// Variables both ways, reset, cancel with no run.
	status, _ = c.do(ctx, "POST", base+"/variables", `{"variables": {"b": {"$bytes": "aGk="}}}`)
	if status != 200 {
		t.Fatal(status)
	}
	status, v = c.do(ctx, "GET", base+"/variables", "")
	if vars, _ := json.Marshal(v["variables"]); status != 200 || !strings.Contains(string(vars), `"b":{"$bytes":"aGk="}`) || !strings.Contains(string(vars), `"x":42`) {
		t.Errorf("variables: %d %s", status, vars)
	}
	if status, v = c.do(ctx, "POST", base+"/cancel", ""); status != 200 || v["cancelled"] != false {
		t.Errorf("cancel: %d %v", status, v)
	}
	if status, _ = c.do(ctx, "POST", base+"/reset", ""); status != 200 {
		t.Errorf("reset: %d", status)
	}
	if status, v = c.do(ctx, "POST", base+"/tools", `{"tools": [{"name": "more"}]}`); status != 200 {
		t.Errorf("tools: %d %v", status, v)
	}
	if status, v = c.do(ctx, "DELETE", base, ""); status != 200 {
		t.Errorf("delete: %d %v", status, v)
	}
	if status, v = c.do(ctx, "POST", base+"/run", `{"code": "1"}`); status != http.StatusNotFound || errCode(v) != "not_found" {
		t.Errorf("run after delete: %d %v", status, v)
	}
}

func TestHTTPErrors(t *testing.T) {
	c, _ := startHTTP(t, session.Config{MaxCodeSize: 100}, "")
	ctx := context.Background()
	_, v := c.do(ctx, "POST", "/v1/sessions", "")
	id := v["id"].(string)
	for _, tc := range []struct {
		method, path, body string
		status             int
		code               string
	}{
		{"POST", "/v1/sessions", `{"max_memory": "x"}`, 400, "bad_request"},
		{"POST", "/v1/sessions", `{"nope": 1}`, 400, "bad_request"},
		{"POST", "/v1/sessions", `{} {}`, 400, "bad_request"},
		{"POST", "/v1/sessions", `{"timeout": 1e12}`, 400, "invalid_options"},
		{"POST", "/v1/sessions", `{"max_memory": 1000000000000000}`, 503, "memory_budget"},
		{"POST", "/v1/sessions/" + id + "/run", `{"code": "` + strings.Repeat("1", 101) + `"}`, 413, "too_large"},
		{"POST", "/v1/sessions/" + id + "/run", `{"code": "` + strings.Repeat("1", 70<<10) + `"}`, 413, "too_large"},
		{"POST", "/v1/sessions/" + id + "/run", `{"code": `, 400, "bad_request"},
		{"POST", "/v1/sessions/nope/run", `{"code": "1"}`, 404, "not_found"},
		{"GET", "/v1/sessions/nope/variables", "", 404, "not_found"},
		{"DELETE", "/v1/sessions/nope", "", 404, "not_found"},
		{"GET", "/v1/nothing", "", 404, "not_found"},
		{"POST", "/v1/sessions/" + id + "/variables", `{"variables": [1]}`, 400, "invalid_options"},
	} {
		status, v := c.do(ctx, tc.method, tc.path, tc.body)
		if status != tc.status || errCode(v) != tc.code {
			t.Errorf("%s %s %.40s: %d %v, want %d %s", tc.method, tc.path, tc.body, status, v, tc.status, tc.code)
		}
	}
	if status, v := c.do(ctx, "GET", "/healthz", ""); status != 200 || v["status"] != "ok" {
		t.Errorf("healthz: %d %v", status, v)
	}
	if status, v := c.do(ctx, "GET", "/v1/info", ""); status != 200 || v["protocol"] != ProtocolVersion || v["sessions"] != 1.0 {
		t.Errorf("info: %d %v", status, v)
	}
}

func TestHTTPToken(t *testing.T) {
	c, _ := startHTTP(t, session.Config{}, "s3cret")
	ctx := context.Background()
	if status, _ := c.do(ctx, "POST", "/v1/sessions", ""); status != 201 {
		t.Fatalf("with the token: %d", status)
	}
	for _, tok := range []string{"", "wrong", "s3cret2"} {
		bad := &httpClient{t: t, base: c.base, token: tok}
		for _, path := range []string{"/v1/sessions", "/metrics", "/v1/info"} {
			method := "POST"
			if path != "/v1/sessions" {
				method = "GET"
			}
			if status, v := bad.do(ctx, method, path, ""); status != 401 || (path != "/metrics" && errCode(v) != "unauthorized") {
				t.Errorf("token %q %s: %d %v", tok, path, status, v)
			}
		}
	}
	// Health checks need no token.
	bad := &httpClient{t: t, base: c.base}
	if status, _ := bad.do(ctx, "GET", "/healthz", ""); status != 200 {
		t.Errorf("healthz: %d", status)
	}
}

func TestIsLoopback(t *testing.T) {
	for addr, want := range map[string]bool{
		"127.0.0.1:8080": true, "localhost:80": true, "[::1]:9000": true, "127.1.2.3:1": true,
		"0.0.0.0:8080": false, ":8080": false, "[::]:80": false, "10.0.0.1:80": false, "example.com:80": false, "bad": false,
	} {
		if got := IsLoopback(addr); got != want {
			t.Errorf("IsLoopback(%q) = %v", addr, got)
		}
	}
}

// TestHTTPDisconnect: a client that goes away while its run is open
// cancels the run.
func TestHTTPDisconnect(t *testing.T) {
	c, m := startHTTP(t, session.Config{}, "")
	_, v := c.do(context.Background(), "POST", "/v1/sessions", `{"timeout": 60, "max_operations": 1000000000000, "max_while_iterations": 1000000000000}`)
	id := v["id"].(string)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int)
	go func() {
		status, _ := c.raw(ctx, "POST", "/v1/sessions/"+id+"/run", `{"code": "while True: pass"}`)
		done <- status
	}()
	for i := 0; m.Stats().Running == 0; i++ {
		if i > 1000 {
			t.Fatal("the run did not start")
		}
		time.Sleep(2 * time.Millisecond)
	}
	cancel()
	<-done
	for i := 0; m.Stats().Running != 0; i++ {
		if i > 1000 {
			t.Fatal("the run went on after its client left")
		}
		time.Sleep(2 * time.Millisecond)
	}
	if st := m.Stats(); st.Limits["cancelled"] != 1 {
		t.Errorf("stats: %+v", st)
	}
	// The session is usable again.
	if status, v := c.do(context.Background(), "POST", "/v1/sessions/"+id+"/run", `{"code": "1 + 1"}`); status != 200 || v["repr"] != "2" {
		t.Errorf("after: %d %v", status, v)
	}
}

// TestHTTPToolTimeout: a run paused at a tool call that nobody answers
// ends at its timeout, and the next tool_result gets its outcome.
func TestHTTPToolTimeout(t *testing.T) {
	c, _ := startHTTP(t, session.Config{}, "")
	ctx := context.Background()
	_, v := c.do(ctx, "POST", "/v1/sessions", `{"timeout": 0.2, "tools": [{"name": "slow"}]}`)
	id := v["id"].(string)
	if _, v = c.do(ctx, "POST", "/v1/sessions/"+id+"/run", `{"code": "slow()"}`); v["status"] != "tool_call" {
		t.Fatal(v)
	}
	time.Sleep(500 * time.Millisecond)
	status, v := c.do(ctx, "POST", "/v1/sessions/"+id+"/tool_result", `{"call_id": "1", "result": null}`)
	e, _ := v["error"].(map[string]any)
	if status != 200 || v["status"] != "done" || e["limit"] != "time" {
		t.Fatalf("%d %v", status, v)
	}
	if status, v := c.do(ctx, "POST", "/v1/sessions/"+id+"/run", `{"code": "3"}`); status != 200 || v["repr"] != "3" {
		t.Errorf("after: %d %v", status, v)
	}
}

func TestMetrics(t *testing.T) {
	c, _ := startHTTP(t, session.Config{}, "")
	ctx := context.Background()
	_, v := c.do(ctx, "POST", "/v1/sessions", `{"tools": [{"name": "t"}], "max_operations": 1000}`)
	id := v["id"].(string)
	c.do(ctx, "POST", "/v1/sessions/"+id+"/run", `{"code": "1"}`)
	c.do(ctx, "POST", "/v1/sessions/"+id+"/run", `{"code": "while True: pass"}`)
	c.do(ctx, "POST", "/v1/sessions/"+id+"/run", `{"code": "t()"}`)
	c.do(ctx, "POST", "/v1/sessions/"+id+"/tool_result", `{"call_id": "1", "result": 5}`)
	c.do(ctx, "POST", "/v1/sessions/"+id+"/run", `{"code": "import os"}`)
	c.do(ctx, "POST", "/v1/sessions/nope/run", `{"code": "1"}`)
	status, text := c.raw(ctx, "GET", "/metrics", "")
	if status != 200 {
		t.Fatal(status)
	}
	for _, want := range []string{
		"# TYPE pyinterp_sessions gauge\npyinterp_sessions 1\n",
		"pyinterp_sessions_created_total 1\n",
		`pyinterp_runs_total{outcome="ok"} 2`,
		`pyinterp_runs_total{outcome="error"} 2`,
		"# TYPE pyinterp_run_duration_seconds histogram\n",
		`pyinterp_run_duration_seconds_bucket{le="+Inf"} 4`,
		"pyinterp_run_duration_seconds_count 4\n",
		`pyinterp_limit_hits_total{limit="operations"} 1`,
		`pyinterp_limit_hits_total{limit="memory"} 0`,
		`pyinterp_tool_calls_total{outcome="ok"} 1`,
		`pyinterp_policy_refusals_total{kind="import"} 1`,
		`pyinterp_requests_rejected_total{code="not_found"} 1`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	// Every line is a comment or "name{labels} value".
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		if strings.HasPrefix(line, "# HELP ") || strings.HasPrefix(line, "# TYPE ") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 2 || !strings.HasPrefix(f[0], "pyinterp_") {
			t.Errorf("bad line %q", line)
		}
	}
	var buf bytes.Buffer
	writeMetrics(&buf, session.Stats{RunLatency: session.Histogram{Counts: make([]int64, len(session.RunBuckets)+1)}}, nil)
	if !strings.Contains(buf.String(), `pyinterp_run_duration_seconds_bucket{le="0.001"} 0`) {
		t.Error("empty stats")
	}
}
