package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/pyinterp/pyinterp/mcpserver"
	"github.com/pyinterp/pyinterp/session"
)

// bearer adds a bearer token to requests.
type bearer struct{ token string }

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return http.DefaultTransport.RoundTrip(r)
}

// TestHTTPMCP: the HTTP API serves MCP's streamable transport at /mcp,
// behind the token, over the same sessions (and metrics) as the rest.
func TestHTTPMCP(t *testing.T) {
	m := session.New(session.Config{})
	mcps, err := mcpserver.New(mcpserver.Config{Manager: m, Version: "test", ProgressInterval: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	srv := &Server{Manager: m, Version: "test", Token: "s3cret", MCP: mcps.Handler(mcpserver.HTTPOptions{})}
	ts := httptest.NewServer(srv.Handler())
	defer func() {
		ts.Close()
		mcps.Close()
		m.Shutdown(context.Background())
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()

	// No token: refused.
	c := &httpClient{t: t, base: ts.URL}
	status, v := c.do(ctx, "POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}`)
	if status != http.StatusUnauthorized || errCode(v) != "unauthorized" {
		t.Fatalf("without a token: %d %v", status, v)
	}

	var mu sync.Mutex
	progress := 0
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, &mcp.ClientOptions{
		ProgressNotificationHandler: func(context.Context, *mcp.ProgressNotificationClientRequest) { mu.Lock(); progress++; mu.Unlock() },
	})
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp", HTTPClient: &http.Client{Transport: bearer{"s3cret"}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		code, want string
		isError    bool
	}{
		{"x = 20", "", false},
		{"x * 2 + 2", "42", false},
		{"import socket", "InterpreterError: Import of socket is not allowed.", true},
	} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": c.code}})
		if err != nil {
			t.Fatal(err)
		}
		got := res.Content[0].(*mcp.TextContent).Text
		if res.IsError != c.isError || !strings.Contains(got, c.want) || c.want == "" && got != "" {
			t.Errorf("run_python(%q) = %q, isError %v", c.code, got, res.IsError)
		}
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": "import time\ntime.sleep(0.15)"},
		Meta: mcp.Meta{"progressToken": "p"}})
	if err != nil || res.IsError {
		t.Fatalf("sleep: %v %+v", err, res)
	}
	mu.Lock()
	if progress == 0 {
		t.Errorf("no progress over HTTP")
	}
	mu.Unlock()
	if st := m.Stats(); st.Sessions != 1 || st.Runs["ok"] != 3 || st.Runs["error"] != 1 {
		t.Errorf("stats: %+v", st)
	}
	if status, body := (&httpClient{t: t, base: ts.URL, token: "s3cret"}).raw(ctx, "GET", "/metrics", ""); status != 200 || !strings.Contains(body, `pyinterp_runs_total{outcome="ok"} 3`) {
		t.Errorf("metrics: %d\n%s", status, body)
	}
	// The client ends its MCP session (DELETE): its Python session closes.
	cs.Close()
	deadline := time.Now().Add(5 * time.Second)
	for m.Stats().Sessions != 0 {
		if time.Now().After(deadline) {
			t.Fatal("the Python session outlived its MCP session")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
