package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestServeFlags(t *testing.T) {
	for _, c := range []struct {
		args   []string
		status int
		out    string
	}{
		{[]string{"--help"}, exitOK, "usage: pyinterp serve [flags]"},
		{[]string{"--http", "0.0.0.0:8080"}, exitUsage, "listens beyond loopback: give a bearer token"},
		{[]string{"--max-memory", "2GiB", "--memory-budget", "1GiB"}, exitUsage, "larger than --memory-budget"},
		{[]string{"--max-operations", "0"}, exitUsage, "want a number > 0"},
		{[]string{"--log-format", "xml"}, exitUsage, "want json or text"},
		{[]string{"extra"}, exitUsage, `unexpected argument "extra"`},
	} {
		var out bytes.Buffer
		status := serve(c.args, strings.NewReader(""), &out, &out, nil)
		if status != c.status || !strings.Contains(out.String(), c.out) {
			t.Errorf("serve %q: status %d, output %q; want %d and %q", c.args, status, out.String(), c.status, c.out)
		}
	}
}

// TestServeStdio drives serve in-process over pipes: a session's life,
// and the end of the input closing it.
func TestServeStdio(t *testing.T) {
	in := strings.Join([]string{
		`{"jsonrpc":"2.0","id":1,"method":"session.create","params":{"smolagents_last_value":true}}`,
	}, "\n") + "\n"
	var out, logs bytes.Buffer
	if status := serve(nil, strings.NewReader(in), &out, &logs, nil); status != exitOK {
		t.Fatalf("status %d: %s", status, logs.String())
	}
	var resp struct {
		Result struct{ ID string }
	}
	if err := json.Unmarshal(out.Bytes(), &resp); err != nil || resp.Result.ID == "" {
		t.Fatalf("answer %q: %v", out.String(), err)
	}
	for _, want := range []string{`"msg":"session_created"`, `"msg":"session_closed"`, `"reason":"client"`} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("logs lack %s:\n%s", want, logs.String())
		}
	}
}

// TestServeSIGTERM runs the real binary: SIGTERM during a run lets it go
// on for the grace period, cancels it, answers, and exits 0.
func TestServeSIGTERM(t *testing.T) {
	bin := buildBinary(t)
	cmd := exec.Command(bin, "serve", "--grace", "300ms")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	var logs bytes.Buffer
	cmd.Stderr = &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stdout)
	send := func(s string) { io.WriteString(stdin, s+"\n") }
	recv := func() string {
		if !lines.Scan() {
			t.Fatalf("no answer; logs:\n%s", logs.String())
		}
		return lines.Text()
	}
	send(`{"jsonrpc":"2.0","id":1,"method":"session.create","params":{"timeout":60,"max_operations":1000000000000,"max_while_iterations":1000000000000}}`)
	var created struct{ Result struct{ ID string } }
	json.Unmarshal([]byte(recv()), &created)
	send(`{"jsonrpc":"2.0","id":2,"method":"session.run","params":{"id":"` + created.Result.ID + `","code":"while True: pass"}}`)
	time.Sleep(200 * time.Millisecond)
	start := time.Now()
	cmd.Process.Signal(syscall.SIGTERM)
	if got := recv(); !strings.Contains(got, `"limit":"cancelled"`) {
		t.Errorf("the run's answer: %s", got)
	}
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit: %v; logs:\n%s", err, logs.String())
	}
	if d := time.Since(start); d < 250*time.Millisecond || d > 10*time.Second {
		t.Errorf("stopped after %s (grace 300ms)", d)
	}
	if !strings.Contains(logs.String(), `"msg":"stopped"`) {
		t.Errorf("logs:\n%s", logs.String())
	}
}

// TestMemoryLimit: the command tells the Go runtime the run's memory
// budget (plus a margin), so that garbage does not pile up past it.
func TestMemoryLimit(t *testing.T) {
	for _, c := range []struct {
		args []string
		want int64 // 0: not called
	}{
		{[]string{"-c", "pass"}, 256 << 20},
		{[]string{"--max-memory", "64MiB", "-c", "pass"}, 64 << 20},
		{[]string{"--max-memory", "none", "-c", "pass"}, 0},
	} {
		var got int64
		var out bytes.Buffer
		if status := runWith(c.args, strings.NewReader(""), &out, &out, func(n int64) { got = n }); status != exitOK {
			t.Fatalf("%q: status %d: %s", c.args, status, out.String())
		}
		if got != c.want {
			t.Errorf("%q: memory limit %d, want %d", c.args, got, c.want)
		}
	}
	var got int64
	var out bytes.Buffer
	serve([]string{"--memory-budget", "1GiB"}, strings.NewReader(""), &out, &out, func(n int64) { got = n })
	if got != 1<<30 {
		t.Errorf("serve: memory limit %d", got)
	}
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	oldPercent := debug.SetGCPercent(100)
	defer debug.SetGCPercent(oldPercent)
	setMemoryLimit(100 << 20)
	if l := debug.SetMemoryLimit(-1); l != 100<<20+memoryMargin {
		t.Errorf("Go memory limit %d", l)
	}
	if p := debug.SetGCPercent(100); os.Getenv("GOGC") == "" && p != cappedGCPercent {
		t.Errorf("GOGC %d with a memory limit, want %d", p, cappedGCPercent)
	}
}

func TestSmolagentsLastValueFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		out  string
	}{
		{[]string{"--smolagents-last-value", "-c", "x = 3"}, "3\n"},
		{[]string{"--smolagents-last-value", "-c", "for i in range(3):\n    y = f'step {i}'"}, "'step 2'\n"},
		{[]string{"--smolagents-last-value", "-c", "print('hi')"}, "hi\n"},
		{[]string{"-c", "x = 3"}, ""},
	} {
		status, out, errOut := runCmd(c.args...)
		if status != exitOK || out != c.out {
			t.Errorf("%q: status %d, stdout %q (stderr %q), want %q", c.args, status, out, errOut, c.out)
		}
	}
}
