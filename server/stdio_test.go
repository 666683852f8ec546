package server

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/session"
)

const longRun = `{"timeout": 60, "max_operations": 1000000000000, "max_while_iterations": 1000000000000}`

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for i := 0; !cond(); i++ {
		if i > 2500 {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// TestStdioDisconnect: the end of the client's input cancels its runs
// and closes its sessions.
func TestStdioDisconnect(t *testing.T) {
	m := session.New(session.Config{NewID: sequentialIDs()})
	defer m.Shutdown(context.Background())
	c := startStdio(t, &Server{Manager: m}, context.Background())
	c.send(t, `{"jsonrpc":"2.0","id":1,"method":"session.create","params":`+longRun+`}`)
	c.recv(t)
	c.send(t, `{"jsonrpc":"2.0","id":2,"method":"session.run","params":{"id":"s1","code":"while True: pass"}}`)
	waitFor(t, "the run", func() bool { return m.Stats().Running == 1 })
	c.in.Close()
	c.recv(t) // the cancelled run's answer, written before the end
	select {
	case err := <-c.done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("ServeStdio did not return")
	}
	if st := m.Stats(); st.Sessions != 0 || st.Limits["cancelled"] != 1 || st.Closed["client"] != 1 {
		t.Errorf("stats %+v", st)
	}
}

// TestStdioCancel: session.cancel stops a run, here one paused at a tool
// call.
func TestStdioCancel(t *testing.T) {
	m := session.New(session.Config{NewID: sequentialIDs()})
	defer m.Shutdown(context.Background())
	c := startStdio(t, &Server{Manager: m}, context.Background())
	c.send(t, `{"jsonrpc":"2.0","id":1,"method":"session.create","params":{"tools":[{"name":"wait"}]}}`)
	c.recv(t)
	c.send(t, `{"jsonrpc":"2.0","id":2,"method":"session.run","params":{"id":"s1","code":"wait()"}}`)
	if got := c.recv(t); !strings.Contains(got, `"method":"tool.call"`) {
		t.Fatal(got)
	}
	c.send(t, `{"jsonrpc":"2.0","id":3,"method":"session.cancel","params":{"id":"s1"}}`)
	answers := map[float64]map[string]any{}
	for range 2 {
		var v map[string]any
		json.Unmarshal([]byte(c.recv(t)), &v)
		answers[v["id"].(float64)] = v
	}
	if r, _ := answers[3]["result"].(map[string]any); r["cancelled"] != true {
		t.Errorf("cancel: %v", answers[3])
	}
	r, _ := answers[2]["result"].(map[string]any)
	e, _ := r["error"].(map[string]any)
	if e["limit"] != "cancelled" {
		t.Errorf("run: %v", answers[2])
	}
	// The late answer to the tool call is dropped; the session goes on.
	c.send(t, `{"jsonrpc":"2.0","id":1,"result":5}`)
	c.send(t, `{"jsonrpc":"2.0","id":4,"method":"session.run","params":{"id":"s1","code":"2 + 2"}}`)
	if got := c.recv(t); !strings.Contains(got, `"repr":"4"`) {
		t.Fatal(got)
	}
}

// TestStdioShutdown: when the server is told to stop (SIGTERM), runs in
// progress may finish within the grace period, later ones are cancelled,
// and new requests are refused.
func TestStdioShutdown(t *testing.T) {
	m := session.New(session.Config{NewID: sequentialIDs()})
	ctx, stop := context.WithCancel(context.Background())
	c := startStdio(t, &Server{Manager: m}, ctx)
	c.send(t, `{"jsonrpc":"2.0","id":1,"method":"session.create","params":`+longRun+`}`)
	c.recv(t)
	c.send(t, `{"jsonrpc":"2.0","id":2,"method":"session.run","params":{"id":"s1","code":"while True: pass"}}`)
	waitFor(t, "the run", func() bool { return m.Stats().Running == 1 })
	start := time.Now()
	stop()
	// The grace period (a second in startStdio) passes, the run is cancelled.
	got := c.recv(t)
	if !strings.Contains(got, `"limit":"cancelled"`) {
		t.Fatal(got)
	}
	select {
	case err := <-c.done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("ServeStdio did not return")
	}
	if d := time.Since(start); d < 900*time.Millisecond || d > 8*time.Second {
		t.Errorf("shutdown took %s, want about the grace period", d)
	}
	if _, err := m.Create(context.Background(), nil); session.CodeOf(err) != session.ShuttingDown {
		t.Errorf("create after shutdown: %v", err)
	}
}
