package session

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// clock is a settable clock for TTL tests.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// syncBuffer is a log destination safe for concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

func newManager(t *testing.T, cfg Config) *Manager {
	t.Helper()
	m := New(cfg)
	t.Cleanup(func() { m.Shutdown(context.Background()) })
	return m
}

func mustCreate(t *testing.T, m *Manager, o *Options) string {
	t.Helper()
	id, err := m.Create(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func mustRun(t *testing.T, m *Manager, id, code string, tools ToolCaller) *RunResult {
	t.Helper()
	res, err := m.Run(context.Background(), id, code, tools)
	if err != nil {
		t.Fatalf("Run(%q): %v", code, err)
	}
	return res
}

func wantCode(t *testing.T, err error, code Code) {
	t.Helper()
	if CodeOf(err) != code {
		t.Fatalf("error %v (code %v), want code %v", err, CodeOf(err), code)
	}
}

func TestRunAndState(t *testing.T) {
	m := newManager(t, Config{})
	id := mustCreate(t, m, &Options{})
	res := mustRun(t, m, id, "x = {'b': (1, 2), 'a': {3}}\nprint('hi')\nx", nil)
	want := &RunResult{Value: json.RawMessage(`{"b":{"$tuple":[1,2]},"a":{"$set":[3]}}`), Repr: "{'b': (1, 2), 'a': {3}}", Logs: "hi\n", Operations: res.Operations, Duration: res.Duration}
	if diff := cmp.Diff(want, res); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	// State persists; failures are results, not errors.
	res = mustRun(t, m, id, "x['b'][0] / 0", nil)
	if res.Error == nil || res.Error.Type != "ZeroDivisionError" || res.Error.Kind != "exception" ||
		res.Error.Text != "Code execution failed at line 'x['b'][0] / 0' due to: ZeroDivisionError: division by zero" ||
		!strings.HasPrefix(res.Error.Traceback, "Traceback (most recent call last):") {
		t.Fatalf("got %#v", res.Error)
	}
	if err := m.SetVariables(context.Background(), id, json.RawMessage(`{"y": {"$int": "123456789012345678901234567890"}, "z": [1.5, {"$float": "nan"}]}`)); err != nil {
		t.Fatal(err)
	}
	res = mustRun(t, m, id, "y * 2, z", nil)
	if res.Repr != "(246913578024691357802469135780, [1.5, nan])" {
		t.Fatalf("got %s", res.Repr)
	}
	vars, err := m.Variables(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if string(vars) != `{"x":{"b":{"$tuple":[1,2]},"a":{"$set":[3]}},"y":{"$int":"123456789012345678901234567890"},"z":[1.5,{"$float":"nan"}]}` {
		t.Fatalf("variables: %s", vars)
	}
	if err := m.Reset(context.Background(), id); err != nil {
		t.Fatal(err)
	}
	if vars, _ := m.Variables(context.Background(), id); string(vars) != "{}" {
		t.Fatalf("after reset: %s", vars)
	}
	for _, bad := range []string{`[1]`, `{"a": {"$nope": 1}}`, `{"1x": 1}`, `{"final_answer": 1}`, `{`} {
		wantCode(t, m.SetVariables(context.Background(), id, json.RawMessage(bad)), InvalidOptions)
	}
	if err := m.Close(context.Background(), id); err != nil {
		t.Fatal(err)
	}
	_, err = m.Run(context.Background(), id, "1", nil)
	wantCode(t, err, NotFound)
	wantCode(t, m.Close(context.Background(), id), NotFound)
}

func TestCreateOptions(t *testing.T) {
	m := newManager(t, Config{MemoryBudget: 1 << 30, Defaults: Limits{MaxOperations: 5000}})
	id := mustCreate(t, m, &Options{SmolagentsLastValue: true, ProtectedNames: []string{"print"}, AuthorizedImports: []string{"numpy"}})
	if res := mustRun(t, m, id, "x = 3", nil); res.Repr != "3" {
		t.Errorf("smolagents rule: %s", res.Repr)
	}
	if res := mustRun(t, m, id, "print = 1", nil); res.Error == nil || !strings.Contains(res.Error.Message, "erase the existing tool") {
		t.Errorf("protected name: %#v", res.Error)
	}
	// The server's default operation limit applies.
	if res := mustRun(t, m, id, "while True: pass", nil); res.Error == nil || res.Error.Limit != "operations" || !strings.Contains(res.Error.Message, "5000") {
		t.Errorf("default limit: %#v", res.Error)
	}
	for _, o := range []Options{
		{MaxOperations: -1}, {Timeout: -1}, {Timeout: 1e9}, {MaxRecursion: 1 << 20},
		{AuthorizedImports: []string{"*"}}, {AuthorizedImports: []string{"os/path"}},
		{Tools: []ToolSpec{{Name: "1bad"}}}, {Tools: []ToolSpec{{Name: "a"}, {Name: "a"}}},
		{Tools: []ToolSpec{{Name: "a", Params: []string{"x y"}}}},
		{ProtectedNames: []string{"not ok"}}, {AllowedDunders: []string{"__globals__"}},
	} {
		_, err := m.Create(context.Background(), &o)
		wantCode(t, err, InvalidOptions)
	}
	_, err := m.Create(context.Background(), &Options{MaxMemory: 2 << 30})
	wantCode(t, err, MemoryBudget)
}

func TestLimitsOfTheServer(t *testing.T) {
	m := newManager(t, Config{MaxSessions: 3, MemoryBudget: 100 << 20, MaxCodeSize: 100})
	a := mustCreate(t, m, &Options{MaxMemory: 40 << 20})
	mustCreate(t, m, &Options{MaxMemory: 40 << 20})
	_, err := m.Create(context.Background(), &Options{MaxMemory: 40 << 20})
	wantCode(t, err, MemoryBudget)
	if !strings.Contains(err.Error(), "memory budget exhausted") {
		t.Errorf("message: %v", err)
	}
	c := mustCreate(t, m, &Options{MaxMemory: 10 << 20})
	_, err = m.Create(context.Background(), &Options{MaxMemory: 1 << 20})
	wantCode(t, err, TooManySessions)
	// Closing frees the place and the memory.
	m.Close(context.Background(), a)
	m.Close(context.Background(), c)
	mustCreate(t, m, &Options{MaxMemory: 50 << 20})
	_, err = m.Run(context.Background(), a, strings.Repeat("1", 101), nil)
	wantCode(t, err, TooLarge)
	st := m.Stats()
	if st.Sessions != 2 || st.Reserved != 90<<20 || st.Rejected["memory_budget"] != 1 || st.Rejected["too_many_sessions"] != 1 || st.Closed["client"] != 2 {
		t.Errorf("stats: %+v", st)
	}
}

func TestTTL(t *testing.T) {
	clk := &clock{t: time.Unix(1000, 0)}
	m := newManager(t, Config{TTL: time.Minute, Now: clk.now})
	idle := mustCreate(t, m, &Options{})
	used := mustCreate(t, m, &Options{})
	clk.advance(40 * time.Second)
	mustRun(t, m, used, "1", nil)
	clk.advance(40 * time.Second)
	m.Expire()
	_, err := m.Run(context.Background(), idle, "1", nil)
	wantCode(t, err, NotFound)
	if !strings.Contains(err.Error(), "expired after 1m0s idle") {
		t.Errorf("message: %v", err)
	}
	mustRun(t, m, used, "1", nil)
	// A session busy running is not expired, however long the run. (The
	// tool is added before the run starts: added concurrently, the run
	// could reach tool() first, fail with NameError and never signal.)
	started := make(chan bool)
	m.AddTools(context.Background(), used, []ToolSpec{{Name: "tool"}})
	go func() {
		m.Run(context.Background(), used, "tool()", ToolCallerFunc(func(ctx context.Context, c *ToolCall) (json.RawMessage, error) {
			started <- true
			<-ctx.Done()
			return nil, ctx.Err()
		}))
	}()
	<-started
	clk.advance(10 * time.Minute)
	m.Expire()
	if _, err := m.Cancel(used); err != nil {
		t.Fatalf("the busy session expired: %v", err)
	}
	if st := m.Stats(); st.Closed["expired"] != 1 {
		t.Errorf("stats: %+v", st)
	}
}

func TestBusyAndCancel(t *testing.T) {
	m := newManager(t, Config{})
	id := mustCreate(t, m, &Options{Timeout: 60, MaxOperations: 1 << 50, MaxWhileIterations: 1 << 50})
	done := make(chan *RunResult)
	go func() {
		res, _ := m.Run(context.Background(), id, "n = 0\nwhile True:\n    n += 1", nil)
		done <- res
	}()
	waitRunning(t, m)
	_, err := m.Run(context.Background(), id, "1", nil)
	wantCode(t, err, Busy)
	wantCode(t, m.SetVariables(context.Background(), id, json.RawMessage(`{}`)), Busy)
	_, err = m.Variables(context.Background(), id)
	wantCode(t, err, Busy)
	// Other sessions run meanwhile.
	other := mustCreate(t, m, &Options{})
	if res := mustRun(t, m, other, "6 * 7", nil); res.Repr != "42" {
		t.Fatal(res.Repr)
	}
	start := time.Now()
	if ok, err := m.Cancel(id); !ok || err != nil {
		t.Fatalf("Cancel: %v %v", ok, err)
	}
	res := <-done
	if res.Error == nil || res.Error.Limit != "cancelled" || time.Since(start) > 2*time.Second {
		t.Fatalf("got %#v after %s", res.Error, time.Since(start))
	}
	// The session goes on, its state kept.
	if res := mustRun(t, m, id, "n > 0", nil); res.Repr != "True" {
		t.Fatal(res.Repr)
	}
	if ok, _ := m.Cancel(id); ok {
		t.Error("Cancel with no run reported one")
	}
}

func waitRunning(t *testing.T, m *Manager) {
	t.Helper()
	for i := 0; m.Stats().Running == 0; i++ {
		if i > 500 {
			t.Fatal("the run did not start")
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// TestDisconnect: the context of a run ends (its client went away): the
// run stops.
func TestDisconnect(t *testing.T) {
	m := newManager(t, Config{})
	id := mustCreate(t, m, &Options{Timeout: 60, MaxOperations: 1 << 50, MaxWhileIterations: 1 << 50})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan *RunResult)
	go func() {
		res, _ := m.Run(ctx, id, "while True: pass", nil)
		done <- res
	}()
	waitRunning(t, m)
	cancel()
	select {
	case res := <-done:
		if res.Error == nil || res.Error.Limit != "cancelled" {
			t.Fatalf("got %#v", res.Error)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the run went on after its context ended")
	}
	// Close during a run cancels it.
	go func() {
		res, _ := m.Run(context.Background(), id, "while True: pass", nil)
		done <- res
	}()
	waitRunning(t, m)
	if err := m.Close(context.Background(), id); err != nil {
		t.Fatal(err)
	}
	if res := <-done; res.Error == nil || res.Error.Limit != "cancelled" {
		t.Fatalf("got %#v", res.Error)
	}
}

func TestToolCalls(t *testing.T) {
	var log syncBuffer
	m := newManager(t, Config{Logger: slog.New(slog.NewJSONHandler(&log, nil))})
	id := mustCreate(t, m, &Options{Tools: []ToolSpec{{Name: "search", Params: []string{"query", "limit"}, Doc: "Search the web."}, {Name: "boom"}}})
	var calls []string
	tools := ToolCallerFunc(func(ctx context.Context, c *ToolCall) (json.RawMessage, error) {
		args, _ := json.Marshal(c.Args)
		calls = append(calls, fmt.Sprintf("%s %s %s %s %s", c.Session[:4], c.ID, c.Name, args, c.Kwargs))
		switch c.Name {
		case "search":
			return json.RawMessage(`{"results": [{"$tuple": ["a", 1]}], "more": {"$repr": "<Cursor>", "type": "Cursor"}}`), nil
		}
		return nil, &ToolError{Type: "ValueError", Message: "bad input"}
	})
	res := mustRun(t, m, id, `
r = search("cats", limit=3, opts={'z': 1, 'a': (1,)})
try:
    boom()
except ValueError as e:
    caught = str(e)
search.__doc__, r, caught`, tools)
	if res.Error != nil {
		t.Fatal(res.Error.Traceback)
	}
	if res.Repr != `('Search the web.', {'results': [('a', 1)], 'more': '<Cursor>'}, 'bad input')` {
		t.Errorf("got %s", res.Repr)
	}
	want := []string{
		id[:4] + ` 1 search ["cats"] {"limit":3,"opts":{"z":1,"a":{"$tuple":[1]}}}`,
		id[:4] + ` 2 boom [] {}`,
	}
	if diff := cmp.Diff(want, calls); diff != "" {
		t.Errorf("calls (-want +got):\n%s", diff)
	}
	// Exceptions of types that are not builtin become RuntimeError; a
	// failure of the transport too.
	tools = func(ctx context.Context, c *ToolCall) (json.RawMessage, error) {
		if c.Name == "boom" {
			return nil, &ToolError{Type: "HTTPError", Message: "404"}
		}
		return nil, fmt.Errorf("connection reset")
	}
	res = mustRun(t, m, id, "try:\n    boom()\nexcept RuntimeError as e:\n    a = str(e)\ntry:\n    search('x')\nexcept RuntimeError as e:\n    b = str(e)\na, b", tools)
	if res.Repr != `('HTTPError: 404', 'tool search failed: connection reset')` {
		t.Errorf("got %s", res.Repr)
	}
	// A tool named final_answer is the client's.
	m.AddTools(context.Background(), id, []ToolSpec{{Name: "final_answer"}})
	res = mustRun(t, m, id, "final_answer('x')\nprint('not reached')", ToolCallerFunc(func(ctx context.Context, c *ToolCall) (json.RawMessage, error) {
		return json.RawMessage(`"ANSWER"`), nil
	}))
	if !res.IsFinalAnswer || string(res.Value) != `"ANSWER"` || res.Logs != "" {
		t.Errorf("got %#v", res)
	}
	if st := m.Stats(); st.ToolCalls["ok"] != 2 || st.ToolCalls["error"] != 3 || st.Runs["final_answer"] != 1 {
		t.Errorf("stats %+v", st)
	}
	for _, want := range []string{`"msg":"tool_call"`, `"tool":"search"`, `"error_type":"ValueError"`, `"msg":"session_created"`, `"msg":"run_end"`, `"outcome":"final_answer"`} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("log lacks %s:\n%s", want, log.String())
		}
	}
}

// TestToolTimeout: a client that never answers a tool call does not hold
// the run past its timeout.
func TestToolTimeout(t *testing.T) {
	m := newManager(t, Config{})
	id := mustCreate(t, m, &Options{Timeout: 0.2, Tools: []ToolSpec{{Name: "slow"}}})
	start := time.Now()
	res := mustRun(t, m, id, "try:\n    slow()\nexcept Exception:\n    pass", ToolCallerFunc(func(ctx context.Context, c *ToolCall) (json.RawMessage, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	}))
	if res.Error == nil || res.Error.Limit != "time" || time.Since(start) > 2*time.Second {
		t.Fatalf("got %#v after %s", res.Error, time.Since(start))
	}
}

func TestAudit(t *testing.T) {
	var log syncBuffer
	m := newManager(t, Config{Logger: slog.New(slog.NewJSONHandler(&log, nil))})
	id := mustCreate(t, m, &Options{MaxMemory: 16 << 20})
	mustRun(t, m, id, "try:\n    import os\nexcept Exception:\n    pass", nil)
	mustRun(t, m, id, "x = [str(i) * 1000 for i in range(100000)]", nil)
	for _, want := range []string{`"msg":"refused","session":"` + id + `","refusal":"import","name":"os"`, `"msg":"limit","session":"` + id + `","limit":"memory"`, `"limit":"memory"`} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("log lacks %s:\n%s", want, log.String())
		}
	}
	if st := m.Stats(); st.Refusals["import"] != 1 || st.Limits["memory"] != 1 || st.Runs["ok"] != 1 || st.Runs["error"] != 1 || st.RunLatency.Count != 2 {
		t.Errorf("stats %+v", st)
	}
}

func TestShutdown(t *testing.T) {
	m := New(Config{})
	id := mustCreate(t, m, &Options{Timeout: 60, MaxOperations: 1 << 50, MaxWhileIterations: 1 << 50})
	quick := mustCreate(t, m, &Options{})
	done := make(chan *RunResult, 2)
	go func() {
		res, _ := m.Run(context.Background(), id, "while True: pass", nil)
		done <- res
	}()
	waitRunning(t, m)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	if err := m.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("Shutdown took %s", d)
	}
	if res := <-done; res.Error == nil || res.Error.Limit != "cancelled" {
		t.Fatalf("got %#v", res.Error)
	}
	_, err := m.Run(context.Background(), quick, "1", nil)
	wantCode(t, err, ShuttingDown)
	_, err = m.Create(context.Background(), nil)
	wantCode(t, err, ShuttingDown)
	if st := m.Stats(); st.Sessions != 0 || st.Closed["shutdown"] != 2 || st.Reserved != 0 {
		t.Errorf("stats %+v", st)
	}
}
