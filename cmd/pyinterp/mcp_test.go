package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestMCPFlags(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args   []string
		status int
		out    string
	}{
		{[]string{"--help"}, exitOK, "usage: pyinterp mcp [flags]"},
		{[]string{"--help"}, exitOK, "--max-operations N"},
		{[]string{"--help"}, exitOK, "--mount HOSTDIR:GUESTDIR[:ro|rw]"},
		{[]string{"--help"}, exitOK, "--workers"},
		{[]string{"extra"}, exitUsage, `unexpected argument "extra"`},
		{[]string{"-c", "1"}, exitUsage, "flag provided but not defined: -c"},
		{[]string{"--max-operations", "0"}, exitUsage, "is not a limit"},
		{[]string{"--allow-import", "a..b"}, exitUsage, "bad module pattern"},
		{[]string{"--log-format", "xml"}, exitUsage, "want json or text"},
		{[]string{"--progress-interval", "0s"}, exitUsage, "--progress-interval must be positive"},
		{[]string{"--mount", filepath.Join(dir, "missing") + ":/data"}, exitUsage, "is not a directory"},
		{[]string{"--mount", dir + ":data"}, exitUsage, "must be absolute"},
	} {
		var out bytes.Buffer
		status := mcpCommand(c.args, strings.NewReader(""), &out, &out, nil)
		if status != c.status || !strings.Contains(out.String(), c.out) {
			t.Errorf("mcp %q: status %d, output %q; want %d and %q", c.args, status, out.String(), c.status, c.out)
		}
	}
}

// connectMCP connects an MCP client to transport t.
func connectMCP(t *testing.T, tr mcp.Transport) *mcp.ClientSession {
	t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cs, err := c.Connect(ctx, tr, nil)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// runTool calls run_python and returns its text and isError.
func runTool(t *testing.T, cs *mcp.ClientSession, code string) (string, bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_python", Arguments: map[string]any{"code": code}})
	if err != nil {
		t.Fatalf("run_python(%q): %v", code, err)
	}
	return res.Content[0].(*mcp.TextContent).Text, res.IsError
}

func toolDescription(t *testing.T, cs *mcp.ClientSession, name string) string {
	t.Helper()
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range res.Tools {
		if tool.Name == name {
			return tool.Description
		}
	}
	t.Fatalf("no tool %s", name)
	return ""
}

// TestMCPInProcess runs `pyinterp mcp` in this process over pipes: the
// executor flags reach the sessions and the tool descriptions, and the
// Go memory limit follows --max-memory.
func TestMCPInProcess(t *testing.T) {
	data := t.TempDir()
	os.WriteFile(filepath.Join(data, "n.txt"), []byte("21"), 0o644)
	cr, sw := io.Pipe() // server to client
	sr, cw := io.Pipe() // client to server
	var logs syncWriter
	var limit int64
	done := make(chan int, 1)
	go func() {
		done <- mcpCommand([]string{"--max-operations", "5000", "--max-memory", "64MiB", "--allow-import", "os", "--mount", data + ":/data", "--log-format", "text"},
			sr, sw, &logs, func(n int64) { limit = n })
		sw.Close()
	}()
	cs := connectMCP(t, &mcp.IOTransport{Reader: cr, Writer: cw})
	desc := toolDescription(t, cs, "run_python")
	for _, want := range []string{"5,000 operations", "64 MiB of memory", "the host's directories /data (read-only)", " os, "} {
		if !strings.Contains(desc, want) {
			t.Errorf("description lacks %q:\n%s", want, desc)
		}
	}
	for _, c := range []struct{ code, want string }{
		{"x = int(open('/data/n.txt').read())", ""},
		{"x * 2", "42"},
		{"import os\nos.listdir('/data')", "['n.txt']"},
	} {
		if got, isError := runTool(t, cs, c.code); got != c.want || isError {
			t.Errorf("run_python(%q) = %q (isError %v), want %q", c.code, got, isError, c.want)
		}
	}
	if got, isError := runTool(t, cs, "while True: pass"); !isError || !strings.Contains(got, "max number of operations of 5000") {
		t.Errorf("operations limit: %q", got)
	}
	cs.Close()
	cw.Close()
	select {
	case status := <-done:
		if status != exitOK {
			t.Errorf("status %d; logs:\n%s", status, logs.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("pyinterp mcp did not stop at the end of its input")
	}
	if limit != 64<<20 {
		t.Errorf("Go memory limit %d, want 64MiB", limit)
	}
	for _, want := range []string{"msg=session_created", "msg=run_end", "msg=session_closed"} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("logs lack %s:\n%s", want, logs.String())
		}
	}
}

// TestMCPWorkers runs the real binary as an MCP host does, with the
// session in a worker process that gets the host's mounts.
func TestMCPWorkers(t *testing.T) {
	bin := buildBinary(t)
	out := t.TempDir()
	var logs syncWriter
	cmd := exec.Command(bin, "mcp", "--workers", "--mount", out+":/out:rw", "--timeout", "none", "--log-level", "warn")
	cmd.Stderr = &logs
	cs := connectMCP(t, &mcp.CommandTransport{Command: cmd})
	defer cs.Close()
	if desc := toolDescription(t, cs, "run_python"); !strings.Contains(desc, "no time limit") || !strings.Contains(desc, "/out (read-write)") {
		t.Errorf("description:\n%s", desc)
	}
	for _, c := range []struct{ code, want string }{
		{"x = 20", ""},
		{"x * 2 + 2", "42"},
		{"open('/out/r.txt', 'w').write(str(x))", "2"},
	} {
		if got, isError := runTool(t, cs, c.code); got != c.want || isError {
			t.Errorf("run_python(%q) = %q (isError %v), want %q; logs:\n%s", c.code, got, isError, c.want, logs.String())
		}
	}
	if b, err := os.ReadFile(filepath.Join(out, "r.txt")); string(b) != "20" {
		t.Errorf("the worker wrote %q, %v", b, err)
	}
}

// syncWriter is a log destination safe for concurrent writes.
type syncWriter struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (w *syncWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.Write(p)
}

func (w *syncWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}
