package mcpserver

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/session"
)

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

// fixture is a server on a manager, and a way to connect clients to it
// over in-memory transports.
type fixture struct {
	t   *testing.T
	m   *session.Manager
	srv *Server
	log *syncBuffer
}

func newFixture(t *testing.T, mcfg session.Config, cfg Config) *fixture {
	t.Helper()
	log := &syncBuffer{}
	mcfg.Logger = slog.New(slog.NewJSONHandler(log, nil))
	m := session.New(mcfg)
	cfg.Manager = m
	cfg.Version = "test"
	if cfg.ProgressInterval == 0 {
		cfg.ProgressInterval = 20 * time.Millisecond
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		srv.Close()
		m.Shutdown(context.Background())
	})
	return &fixture{t: t, m: m, srv: srv, log: log}
}

// connect connects a new client (a new MCP session).
func (f *fixture) connect(opts *mcp.ClientOptions) *mcp.ClientSession {
	f.t.Helper()
	st, ct := mcp.NewInMemoryTransports()
	if _, err := f.srv.Connect(context.Background(), st); err != nil {
		f.t.Fatal(err)
	}
	c := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "1"}, opts)
	cs, err := c.Connect(context.Background(), ct, nil)
	if err != nil {
		f.t.Fatal(err)
	}
	f.t.Cleanup(func() { cs.Close() })
	return cs
}

// call calls a tool and returns its text and isError.
func call(t *testing.T, cs *mcp.ClientSession, tool string, args any) (string, bool) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatalf("%s(%v): %v", tool, args, err)
	}
	return textOf(t, res), res.IsError
}

func textOf(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	if len(res.Content) != 1 {
		t.Fatalf("want one content block, got %d", len(res.Content))
	}
	tc, ok := res.Content[0].(*mcp.TextContent)
	if !ok {
		t.Fatalf("want text content, got %T", res.Content[0])
	}
	return tc.Text
}

func run(t *testing.T, cs *mcp.ClientSession, code string) (string, bool) {
	t.Helper()
	return call(t, cs, "run_python", map[string]any{"code": code})
}

func TestListTools(t *testing.T) {
	f := newFixture(t, session.Config{}, Config{})
	cs := f.connect(nil)
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	tools := map[string]*mcp.Tool{}
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
		tools[tool.Name] = tool
	}
	if diff := cmp.Diff([]string{"reset_python", "run_python"}, names); diff != "" {
		t.Fatalf("tools (-want +got):\n%s", diff)
	}
	run := tools["run_python"]
	for _, want := range []string{
		"only these modules can be imported (others fail with an error): __future__, abc, array, asyncio, base64,",
		" math, ",
		"Not available at all: sys, subprocess, socket,",
		"No network access",
		"No files: open() and the os, pathlib and shutil modules are not available.",
		"Limits of each call: 30s of wall-clock time, 10,000,000 operations, 1,000,000 iterations of any while loop, 256 MiB of memory, 1 MiB of printed output, 1000 nested calls.",
		"State persists",
		"the value of its last expression",
	} {
		if !strings.Contains(run.Description, want) {
			t.Errorf("run_python's description lacks %q:\n%s", want, run.Description)
		}
	}
	schema, ok := run.InputSchema.(map[string]any)
	if !ok {
		t.Fatalf("input schema %T", run.InputSchema)
	}
	if diff := cmp.Diff([]any{"code"}, schema["required"]); diff != "" {
		t.Errorf("run_python's required arguments (-want +got):\n%s", diff)
	}
	if run.Annotations == nil || run.Annotations.OpenWorldHint == nil || *run.Annotations.OpenWorldHint {
		t.Errorf("run_python should say it reaches no open world: %+v", run.Annotations)
	}
	if !strings.Contains(tools["reset_python"].Description, "fresh namespace") {
		t.Errorf("reset_python's description: %s", tools["reset_python"].Description)
	}
	if got := cs.InitializeResult().Instructions; !strings.Contains(got, "run_python") {
		t.Errorf("instructions: %q", got)
	}
}

// TestDescriptionFollowsOptions: the descriptions say what the host
// configured: extra imports, no limits, files and mounts.
func TestDescriptionFollowsOptions(t *testing.T) {
	f := newFixture(t, session.Config{
		AllowNoLimits: true,
		Defaults:      session.Limits{Timeout: pyinterp.NoLimit, MaxOperations: pyinterp.NoLimit, MaxMemory: 64 << 20},
		Files:         session.HostFiles{Mounts: []session.Mount{{Host: t.TempDir(), Guest: "/data"}, {Host: t.TempDir(), Guest: "/out", Writable: true}}},
	}, Config{Options: session.Options{AuthorizedImports: []string{"numpy", "pandas.*"}, Files: &session.FilesOptions{MaxFileSize: 1 << 20}, SmolagentsLastValue: true}})
	cs := f.connect(nil)
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var desc, reset string
	for _, tool := range res.Tools {
		switch tool.Name {
		case "run_python":
			desc = tool.Description
		case "reset_python":
			reset = tool.Description
		}
	}
	for _, want := range []string{
		" pathlib, ", "(the host also authorized numpy, pandas, which are not available here: importing them fails)",
		"Limits of each call: no time limit, no limit on operations, 1,000,000 iterations of any while loop, 64 MiB of memory,",
		"a private in-memory directory /work (the working directory; temporary files in /tmp) and the host's directories /data (read-only), /out (read-write);",
		"Files persist between calls. Quotas: 1 GiB written in all, 1 MiB per file, 10000 files and directories created, 256 files open at once.",
		"an assignment x = 3 gives 3",
	} {
		if !strings.Contains(desc, want) {
			t.Errorf("run_python's description lacks %q:\n%s", want, desc)
		}
	}
	if !strings.Contains(reset, "Files are kept.") {
		t.Errorf("reset_python's description: %s", reset)
	}

	f2 := newFixture(t, session.Config{AllowAnyImport: true}, Config{Options: session.Options{AuthorizedImports: []string{"*"}}})
	res, err = f2.connect(nil).ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range res.Tools {
		if tool.Name == "run_python" && !strings.Contains(tool.Description, "every module pyinterp implements can be imported: __future__, abc,") {
			t.Errorf("with * authorized: %s", tool.Description)
		}
	}
}

// TestNewRefusesOptions: options the manager refuses are an error at
// startup, not at the first run.
func TestNewRefusesOptions(t *testing.T) {
	m := session.New(session.Config{})
	defer m.Shutdown(context.Background())
	_, err := New(Config{Manager: m, Options: session.Options{AuthorizedImports: []string{"*"}}})
	if err == nil || !strings.Contains(err.Error(), `"*" is not allowed`) {
		t.Fatalf("err = %v", err)
	}
}

// TestRunPython: the session persists across calls; results are the
// printed output and the repr of the value; failures are tracebacks with
// isError.
func TestRunPython(t *testing.T) {
	f := newFixture(t, session.Config{}, Config{})
	cs := f.connect(nil)
	for _, c := range []struct {
		code, want string
		isError    bool
	}{
		{"x = 20", "", false},
		{"x * 2 + 2", "42", false},
		{"import math\ndef area(r):\n    return math.pi * r * r", "", false},
		{"print('area:', round(area(2), 3))\n'done'", "area: 12.566\n'done'", false},
		{"print('no newline', end='')\n[x, None]", "no newline\n[20, None]", false},
		{"print('before')\nNone", "before\n", false},
		{"print('partial')\ndef f():\n    return 1 / 0\nf()", "partial\nTraceback (most recent call last):\n" +
			"  File \"<string>\", line 4, in <module>\n    f()\n  File \"<string>\", line 3, in f\n    return 1 / 0\n           ~~^~~\nZeroDivisionError: division by zero\n", true},
		{"import socket", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n    import socket\n" +
			"InterpreterError: Import of socket is not allowed. Authorized imports are: ['__future__', 'abc', 'array', 'asyncio', 'base64', 'binascii', 'bisect', 'calendar', 'collections', 'collections.abc', 'contextlib', 'contextvars', 'copy', 'csv', 'dataclasses', 'datetime', 'decimal', 'difflib', 'enum', 'fractions', 'functools', 'gc', 'hashlib', 'heapq', 'html', 'io', 'itertools', 'json', 'keyword', 'math', 'numbers', 'operator', 'pprint', 'queue', 'random', 're', 'stat', 'statistics', 'string', 'struct', 'sys', 'textwrap', 'time', 'traceback', 'types', 'typing', 'unicodedata', 'urllib.parse', 'uuid', 'warnings', 'zlib']\n", true},
		{"x = (1,", "  File \"<string>\", line 1\n    x = (1,\n        ^\nSyntaxError: '(' was never closed\n", true},
		{"x", "20", false}, // the errors left the namespace alone
		{"import sys\nprint('out')\nprint('warn', file=sys.stderr)\nsys.exit(2)", "out\nwarn\n(the code exited with status 2)", true},
		{"exit()", "(the code exited with status 0)", false},
		{"open('x')", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n    open('x')\n" +
			"InterpreterError: Forbidden function evaluation: 'open' is not among the explicitly allowed tools or defined/imported in the preceding code\n", true},
	} {
		got, isError := run(t, cs, c.code)
		if got != c.want || isError != c.isError {
			t.Errorf("run_python(%q) = %q, isError %v; want %q, isError %v", c.code, got, isError, c.want, c.isError)
		}
	}

	got, isError := call(t, cs, "reset_python", map[string]any{})
	if isError || !strings.Contains(got, "was reset") {
		t.Errorf("reset_python: %q, isError %v", got, isError)
	}
	got, isError = run(t, cs, "x")
	if !isError || !strings.HasSuffix(got, "NameError: name 'x' is not defined\n") {
		t.Errorf("after reset: %q, isError %v", got, isError)
	}
	// The audit log has the runs and the refused import.
	for _, want := range []string{`"msg":"session_created"`, `"msg":"run_end"`, `"msg":"refused"`, `"name":"socket"`, `"msg":"session_reset"`} {
		if !strings.Contains(f.log.String(), want) {
			t.Errorf("audit log lacks %s", want)
		}
	}
}

// TestResetBeforeRun: reset_python with no session yet (and with no
// arguments at all) is fine.
func TestResetBeforeRun(t *testing.T) {
	f := newFixture(t, session.Config{}, Config{})
	cs := f.connect(nil)
	if got, isError := call(t, cs, "reset_python", nil); isError || !strings.Contains(got, "was reset") {
		t.Errorf("reset_python: %q, isError %v", got, isError)
	}
	if n := f.m.Stats().Sessions; n != 0 {
		t.Errorf("%d sessions created by a reset", n)
	}
}

// TestBadArguments: a call without code is refused by the input schema.
func TestBadArguments(t *testing.T) {
	f := newFixture(t, session.Config{}, Config{})
	cs := f.connect(nil)
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_python", Arguments: map[string]any{"cod": "1"}})
	if err == nil && !res.IsError {
		t.Fatalf("a call without code succeeded: %+v", res)
	}
}

// TestSessionsApart: each MCP session has its own Python session, closed
// when the MCP session ends.
func TestSessionsApart(t *testing.T) {
	f := newFixture(t, session.Config{}, Config{})
	a, b := f.connect(nil), f.connect(nil)
	run(t, a, "x = 'a'")
	run(t, b, "x = 'b'")
	if got, _ := run(t, a, "x"); got != "'a'" {
		t.Errorf("a's x = %s", got)
	}
	if got, _ := run(t, b, "x"); got != "'b'" {
		t.Errorf("b's x = %s", got)
	}
	if n := f.m.Stats().Sessions; n != 2 {
		t.Fatalf("%d sessions, want 2", n)
	}
	a.Close()
	waitFor(t, "a's session to close", func() bool { return f.m.Stats().Sessions == 1 })
	if got, _ := run(t, b, "x"); got != "'b'" {
		t.Errorf("b's x = %s", got)
	}
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestConcurrentCalls: calls of one MCP session at once run one after
// the other, all of them.
func TestConcurrentCalls(t *testing.T) {
	f := newFixture(t, session.Config{}, Config{})
	cs := f.connect(nil)
	run(t, cs, "n = 0")
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": "m = n\nfor _ in range(1000): pass\nn = m + 1"}})
			if err != nil {
				errs <- err.Error()
			} else if res.IsError {
				errs <- res.Content[0].(*mcp.TextContent).Text
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	if got, _ := run(t, cs, "n"); got != "8" {
		t.Errorf("n = %s after 8 concurrent increments", got)
	}
}

// TestProgress: a run reports progress while it goes on when the client
// sent a progress token, and not otherwise.
func TestProgress(t *testing.T) {
	f := newFixture(t, session.Config{Defaults: session.Limits{Timeout: 20 * time.Second}}, Config{})
	var mu sync.Mutex
	var got []*mcp.ProgressNotificationParams
	cs := f.connect(&mcp.ClientOptions{ProgressNotificationHandler: func(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
		mu.Lock()
		got = append(got, req.Params)
		mu.Unlock()
	}})
	count := func() int {
		mu.Lock()
		defer mu.Unlock()
		return len(got)
	}
	// settled waits until no notification has arrived for 150 ms and
	// returns their number: the client may handle a notification sent
	// before the answer after it (later still on a loaded machine), but
	// notifications that go on after the run never settle.
	settled := func() int {
		n := count()
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); {
			time.Sleep(150 * time.Millisecond)
			m := count()
			if m == n {
				return n
			}
			n = m
		}
		t.Fatalf("progress notifications go on after the run ended (%d)", n)
		return n
	}
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{
		Name: "run_python", Arguments: map[string]any{"code": "import time\ntime.sleep(0.2)\n'slept'"},
		Meta: mcp.Meta{"progressToken": "tok-1"},
	})
	if err != nil || res.IsError || textOf(t, res) != "'slept'" {
		t.Fatalf("run: %v %+v", err, res)
	}
	n := settled()
	if n < 3 {
		t.Fatalf("%d progress notifications for a 200ms run at 20ms intervals", n)
	}
	mu.Lock()
	prev := 0.0
	for i, p := range got {
		if p.ProgressToken != "tok-1" || p.Total != 20 || p.Progress <= prev || !strings.HasPrefix(p.Message, "running for ") || !strings.HasSuffix(p.Message, "(timeout 20s)") {
			t.Errorf("notification %d: %+v", i, p)
		}
		prev = p.Progress
	}
	mu.Unlock()
	// None after the answer, none without a token.
	time.Sleep(60 * time.Millisecond)
	if count() != n {
		t.Errorf("progress notified after the run ended")
	}
	run(t, cs, "import time\ntime.sleep(0.1)")
	if settled() != n {
		t.Errorf("progress notified without a progress token")
	}
}

// TestCancel: the client's cancellation notification stops the run; the
// session goes on with its state.
func TestCancel(t *testing.T) {
	f := newFixture(t, session.Config{AllowNoLimits: true,
		Defaults: session.Limits{Timeout: pyinterp.NoLimit, MaxOperations: pyinterp.NoLimit, MaxWhileIterations: pyinterp.NoLimit}}, Config{})
	started := make(chan struct{}, 1)
	cs := f.connect(&mcp.ClientOptions{ProgressNotificationHandler: func(context.Context, *mcp.ProgressNotificationClientRequest) {
		select {
		case started <- struct{}{}:
		default:
		}
	}})
	run(t, cs, "x = 'kept'")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": "while True: pass"},
			Meta: mcp.Meta{"progressToken": 7}})
		done <- err
	}()
	select {
	case <-started:
	case <-time.After(5 * time.Second):
		t.Fatal("no progress from a run that cannot end")
	}
	if n := f.m.Stats().Running; n != 1 {
		t.Fatalf("%d runs going, want 1", n)
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("CallTool after cancel: %v", err)
	}
	waitFor(t, "the run to stop", func() bool { return f.m.Stats().Running == 0 })
	if n := f.m.Stats().Limits["cancelled"]; n != 1 {
		t.Errorf("cancelled runs: %d, want 1", n)
	}
	if got, isError := run(t, cs, "x"); got != "'kept'" || isError {
		t.Errorf("after the cancel: %q", got)
	}
}

// TestCancelWhileWaiting: a call cancelled while an earlier call of the
// session runs never runs.
func TestCancelWhileWaiting(t *testing.T) {
	f := newFixture(t, session.Config{}, Config{})
	cs := f.connect(nil)
	run(t, cs, "hits = []")
	first := make(chan error, 1)
	go func() {
		_, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": "import time\ntime.sleep(0.3)\nhits.append(1)"}})
		first <- err
	}()
	waitFor(t, "the first run", func() bool { return f.m.Stats().Running == 1 })
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": "hits.append(2)"}}); err == nil {
		t.Fatal("the waiting call was not cancelled")
	}
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	if got, _ := run(t, cs, "hits"); got != "[1]" {
		t.Errorf("hits = %s", got)
	}
}

// TestExpired: a session the manager expired is replaced at the next
// run, which says that the state is gone.
func TestExpired(t *testing.T) {
	now := time.Now()
	var mu sync.Mutex
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	f := newFixture(t, session.Config{TTL: time.Hour, Now: clock}, Config{})
	cs := f.connect(nil)
	run(t, cs, "x = 1")
	mu.Lock()
	now = now.Add(2 * time.Hour)
	mu.Unlock()
	f.m.Expire()
	got, isError := run(t, cs, "x")
	if !isError || !strings.HasPrefix(got, "(The Python session had expired after 1h0m0s idle: its variables, functions and imports are gone. This code ran in a new session.)\nTraceback") ||
		!strings.HasSuffix(got, "NameError: name 'x' is not defined\n") {
		t.Errorf("after expiry: %q", got)
	}
	if got, _ := run(t, cs, "x = 2\nx"); got != "2" {
		t.Errorf("the new session: %q", got)
	}
}

// TestRefusedRun: an operation the manager refuses is a tool error the
// model can read.
func TestRefusedRun(t *testing.T) {
	f := newFixture(t, session.Config{MaxCodeSize: 10}, Config{})
	cs := f.connect(nil)
	got, isError := run(t, cs, "x = 'more than ten bytes'")
	if !isError || got != "pyinterp: code of 25 bytes is larger than the server's limit of 10" {
		t.Errorf("too large: %q, %v", got, isError)
	}
}

// TestLimits: a limit stops a run with its error; the session goes on.
func TestLimits(t *testing.T) {
	f := newFixture(t, session.Config{Defaults: session.Limits{MaxOperations: 1000, MaxOutput: 10}}, Config{})
	cs := f.connect(nil)
	got, isError := run(t, cs, "while True: pass")
	if !isError || !strings.HasSuffix(got, "InterpreterError: Reached the max number of operations of 1000. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations.\n") {
		t.Errorf("operations: %q", got)
	}
	got, isError = run(t, cs, "print('x' * 100)")
	if !isError || !strings.HasPrefix(got, "xxxxxxxxxx\nTraceback") || !strings.HasSuffix(got, "InterpreterError: Output limit of 10 bytes exceeded\n") {
		t.Errorf("output: %q", got)
	}
	if got, _ := run(t, cs, "1 + 1"); got != "2" {
		t.Errorf("after the limits: %q", got)
	}
}

// TestFiles: the host's mounts and the scratch area, persisting across
// runs and resets.
func TestFiles(t *testing.T) {
	data, out := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(data, "in.csv"), []byte("a,b\n1,2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, session.Config{Files: session.HostFiles{Mounts: []session.Mount{{Host: data, Guest: "/data"}, {Host: out, Guest: "/out", Writable: true}}}},
		Config{Options: session.Options{Files: &session.FilesOptions{}}})
	cs := f.connect(nil)
	for _, c := range []struct {
		code, want string
		isError    bool
	}{
		{"import csv\nrows = list(csv.reader(open('/data/in.csv')))\nrows", "[['a', 'b'], ['1', '2']]", false},
		{"with open('/out/sum.txt', 'w') as f:\n    f.write(str(int(rows[1][0]) + int(rows[1][1])))", "", false},
		{"open('notes.txt', 'w').write('scratch')", "7", false},
		{"open('/data/x', 'w')", "PermissionError: [Errno 13] Permission denied: '/data/x'\n", true},
	} {
		got, isError := run(t, cs, c.code)
		if isError != c.isError || !c.isError && got != c.want || c.isError && !strings.HasSuffix(got, c.want) {
			t.Errorf("run_python(%q) = %q, isError %v; want %q", c.code, got, isError, c.want)
		}
	}
	if b, err := os.ReadFile(filepath.Join(out, "sum.txt")); err != nil || string(b) != "3" {
		t.Errorf("the mounted directory holds %q, %v", b, err)
	}
	call(t, cs, "reset_python", nil)
	if got, _ := run(t, cs, "import os\nos.getcwd(), open('notes.txt').read()"); got != "('/work', 'scratch')" {
		t.Errorf("after reset: %q", got)
	}
}
