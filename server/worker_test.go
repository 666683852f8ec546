//go:build unix

package server

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/session"
)

func testWorkers(logger *slog.Logger) *Workers {
	return &Workers{
		Command: func() *exec.Cmd {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = []string{"PYINTERP_TEST_WORKER=1"}
			return cmd
		},
		Spares: 1,
		Logger: logger,
	}
}

func TestWorkers(t *testing.T) {
	var log syncBuffer
	logger := slog.New(slog.NewJSONHandler(&log, nil))
	w := testWorkers(logger)
	m := session.New(session.Config{Backend: w, Logger: logger})
	defer m.Shutdown(context.Background())
	ctx := context.Background()

	id, err := m.Create(ctx, &session.Options{Tools: []session.ToolSpec{{Name: "double"}}, SmolagentsLastValue: true, Timeout: 60,
		MaxOperations: 1 << 40, MaxWhileIterations: 1 << 40})
	if err != nil {
		t.Fatal(err)
	}
	tools := session.ToolCallerFunc(func(ctx context.Context, c *session.ToolCall) (json.RawMessage, error) {
		var n int
		json.Unmarshal(c.Args[0], &n)
		if n < 0 {
			return nil, &session.ToolError{Type: "ValueError", Message: "negative"}
		}
		b, _ := json.Marshal(2 * n)
		return b, nil
	})
	run := func(code string) *session.RunResult {
		t.Helper()
		res, err := m.Run(ctx, id, code, tools)
		if err != nil {
			t.Fatalf("Run(%q): %v", code, err)
		}
		return res
	}
	// State, tool calls and exceptions from tools work through the worker.
	if res := run("x = double(21)"); res.Repr != "42" || res.Error != nil {
		t.Fatalf("got %+v", res)
	}
	if res := run("try:\n    double(-1)\nexcept ValueError as e:\n    y = str(e)\ny, x"); res.Repr != "('negative', 42)" {
		t.Fatalf("got %+v %v", res, res.Error)
	}
	if err := m.SetVariables(ctx, id, json.RawMessage(`{"z": {"$tuple": [1]}}`)); err != nil {
		t.Fatal(err)
	}
	if vars, err := m.Variables(ctx, id); err != nil || string(vars) != `{"x":42,"y":"negative","z":{"$tuple":[1]}}` {
		t.Fatalf("variables %s %v", vars, err)
	}
	// Audit events of the worker reach the parent's log.
	if res := run("try:\n    import socket\nexcept Exception:\n    pass"); res.Error != nil {
		t.Fatal(res.Error)
	}
	waitFor(t, "the refusal in the log", func() bool {
		return strings.Contains(log.String(), `"msg":"refused","session":"`+id+`","refusal":"import","name":"socket"`)
	})

	// A second session, in its own worker, runs meanwhile.
	other, err := m.Create(ctx, &session.Options{})
	if err != nil {
		t.Fatal(err)
	}

	// Kill the worker in the middle of a run: only that run fails.
	rt := workerOf(t, m, w, id)
	pid := rt.pid()
	done := make(chan *session.RunResult)
	go func() { done <- run("while True: pass") }()
	waitFor(t, "the run", func() bool { return m.Stats().Running == 1 })
	syscall.Kill(pid, syscall.SIGKILL)
	var res *session.RunResult
	select {
	case res = <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("the run did not end when its worker died")
	}
	if res.Error == nil || res.Error.Type != "InternalError" || !strings.Contains(res.Error.Message, "worker process died (signal: killed) during a run") ||
		!strings.Contains(res.Error.Message, "goes on, empty, in a new worker") {
		t.Fatalf("got %+v", res.Error)
	}
	if rt.pid() == pid || rt.pid() == 0 {
		t.Fatal("no new worker")
	}
	// The session goes on in a new worker, empty, with its tools.
	if res := run("double(5)"); res.Repr != "10" {
		t.Fatalf("after the restart: %+v %+v", res, res.Error)
	}
	if res := run("x"); res.Error == nil || res.Error.Type != "NameError" {
		t.Fatalf("state after the restart: %+v", res)
	}
	// The other session was not touched.
	if res, err := m.Run(ctx, other, "6 * 7", nil); err != nil || res.Repr != "42" {
		t.Fatalf("other session: %v %+v", err, res)
	}
	if w.Restarts() != 1 || !strings.Contains(log.String(), `"msg":"worker_died"`) {
		t.Errorf("restarts %d, log:\n%s", w.Restarts(), log.String())
	}

	// A worker that dies while its session is idle: the next operation
	// says so, and the one after works.
	syscall.Kill(rt.pid(), syscall.SIGKILL)
	waitFor(t, "the worker's death", func() bool { rt.mu.Lock(); defer rt.mu.Unlock(); return rt.w.dead() })
	if _, err := m.Variables(ctx, id); session.CodeOf(err) != session.Unavailable || !strings.Contains(err.Error(), "died") {
		t.Fatalf("after an idle death: %v", err)
	}
	if res := run("1 + 1"); res.Repr != "2" {
		t.Fatalf("got %+v", res)
	}

	// Cancelling a run in a worker.
	go func() { done <- run("while True: pass") }()
	waitFor(t, "the run", func() bool { return m.Stats().Running == 1 })
	m.Cancel(id)
	if res := <-done; res.Error == nil || res.Error.Limit != "cancelled" {
		t.Fatalf("cancel: %+v", res.Error)
	}

	// Closing the sessions stops their workers.
	pids := []int{rt.pid(), workerOf(t, m, w, other).pid()}
	m.Close(ctx, id)
	m.Close(ctx, other)
	for _, p := range pids {
		waitFor(t, "the worker's exit", func() bool { return syscall.Kill(p, 0) != nil })
	}
}

// workerOf finds the runtime of a session (tests only).
func workerOf(t *testing.T, m *session.Manager, w *Workers, id string) *workerRuntime {
	t.Helper()
	rt, ok := m.Runtime(id).(*workerRuntime)
	if !ok {
		t.Fatal("not a worker session")
	}
	return rt
}

// TestWorkersConcurrent: sessions in workers run in parallel, each with
// tool calls outstanding.
func TestWorkersConcurrent(t *testing.T) {
	w := testWorkers(nil)
	m := session.New(session.Config{Backend: w})
	defer m.Shutdown(context.Background())
	const n = 4
	var wg sync.WaitGroup
	errs := make(chan string, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			id, err := m.Create(context.Background(), &session.Options{Tools: []session.ToolSpec{{Name: "echo"}}})
			if err != nil {
				errs <- err.Error()
				return
			}
			res, err := m.Run(context.Background(), id, "sum(echo(k) for k in range(20))", session.ToolCallerFunc(
				func(ctx context.Context, c *session.ToolCall) (json.RawMessage, error) {
					time.Sleep(time.Millisecond)
					return c.Args[0], nil
				}))
			if err != nil || res.Repr != "190" {
				errs <- "session " + string(rune('0'+i)) + ": " + res.Repr
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
