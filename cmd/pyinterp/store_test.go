package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/pyinterp/pyinterp/internal/redistest"
)

// replica is one `pyinterp serve --http --store` process.
type replica struct {
	t    *testing.T
	cmd  *exec.Cmd
	url  string
	logs *lockedBuffer
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

func startReplica(t *testing.T, bin, store string) *replica {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--http", "127.0.0.1:0", "--store", store, "--log-level", "warn", "--grace", "100ms")
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := &replica{t: t, cmd: cmd, logs: &lockedBuffer{}}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	lines := bufio.NewScanner(stderr)
	for lines.Scan() {
		line := lines.Text()
		if _, addr, ok := strings.Cut(line, "listening on "); ok {
			r.url = addr
			break
		}
		r.logs.Write([]byte(line + "\n"))
	}
	if r.url == "" {
		t.Fatalf("the replica did not start:\n%s", r.logs.String())
	}
	go io.Copy(r.logs, stderr)
	return r
}

// post sends a request and decodes the JSON answer.
func (r *replica) post(path, body string) (int, map[string]any) {
	r.t.Helper()
	resp, err := http.Post(r.url+path, "application/json", strings.NewReader(body))
	if err != nil {
		r.t.Fatalf("POST %s: %v", path, err)
	}
	defer resp.Body.Close()
	var out map[string]any
	json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

// run runs code and returns the repr of its value, failing on any error.
func (r *replica) run(id, code string) string {
	r.t.Helper()
	status, out := r.post("/v1/sessions/"+id+"/run", fmt.Sprintf(`{"code": %q}`, code))
	if status != 200 || out["error"] != nil {
		r.t.Fatalf("run %q: %d %v\nlogs:\n%s", code, status, out, r.logs.String())
	}
	repr, _ := out["repr"].(string)
	return repr
}

// TestServeSharedRedis: two serve processes sharing one Redis. A session
// created on one continues on the other (x = 41, then x + 1 is 42), with
// its functions and classes; runs of the same session at once on both
// end with one winner and a conflict error for the other; a replica
// killed while a run is paused at a tool call: the tool's result posted to
// the other resumes the run there, and the session goes on.
func TestServeSharedRedis(t *testing.T) {
	store := redistest.URL(t)
	bin := buildBinary(t)
	a, b := startReplica(t, bin, store), startReplica(t, bin, store)

	status, out := a.post("/v1/sessions", `{"tools": [{"name": "wait"}], "timeout": 30}`)
	id, _ := out["id"].(string)
	if status != 201 || id == "" {
		t.Fatalf("create: %d %v", status, out)
	}
	a.run(id, "x = 41")
	if got := b.run(id, "x + 1"); got != "42" {
		t.Fatalf("x + 1 on the other replica: %s", got)
	}
	a.run(id, "def area(r):\n    return 3 * r * r\nclass Shape:\n    sides = 4\n    def describe(self):\n        return f'{self.sides} sides'\n")
	if got := b.run(id, "area(2), Shape().describe()"); got != "(12, '4 sides')" {
		t.Fatalf("function and class on the other replica: %s", got)
	}
	if got := a.run(id, "s = Shape(); s.sides = 3; s.describe()"); got != "'3 sides'" {
		t.Fatalf("back on the first: %s", got)
	}

	// Two runs at once: the one on a pauses at a tool call and finishes
	// after b's run; b's wins, a's answer is a conflict.
	status, out = a.post("/v1/sessions/"+id+"/run", `{"code": "wait()\nn = 'a'"}`)
	if status != 200 || out["status"] != "tool_call" {
		t.Fatalf("the paused run: %d %v", status, out)
	}
	if got := b.run(id, "n = 'b'\nn"); got != "'b'" {
		t.Fatalf("the concurrent run: %s", got)
	}
	status, out = a.post("/v1/sessions/"+id+"/tool_result", `{"call_id": "1", "result": null}`)
	if status != 409 || !strings.Contains(fmt.Sprint(out), "conflict") {
		t.Fatalf("the slower run: %d %v, want 409 conflict", status, out)
	}
	if got := a.run(id, "n, s.sides"); got != "('b', 3)" {
		t.Fatalf("after the conflict: %s (want the winner's state)", got)
	}

	// a dies while a run is paused at a tool call; the tool's result,
	// posted to b, resumes the run there (replayed up to the call), and
	// the session goes on on b.
	status, out = a.post("/v1/sessions/"+id+"/run", `{"code": "lost = 'found'\nr = wait()\nresumed = r * 2\nprint('resumed on b')\nresumed"}`)
	call, _ := out["tool_call"].(map[string]any)
	if status != 200 || out["status"] != "tool_call" || call == nil {
		t.Fatalf("the run paused when the replica dies: %d %v", status, out)
	}
	a.cmd.Process.Kill()
	a.cmd.Wait()
	status, out = b.post("/v1/sessions/"+id+"/tool_result", fmt.Sprintf(`{"call_id": %q, "result": 21}`, call["id"]))
	if status != 200 || out["repr"] != "42" || out["logs"] != "resumed on b\n" {
		t.Fatalf("the run resumed on the other replica: %d %v", status, out)
	}
	if got := b.run(id, "x, n, area(1), lost, resumed"); got != "(41, 'b', 3, 'found', 42)" {
		t.Fatalf("after the replica died: %s", got)
	}
	// Closed on b: gone.
	req, _ := http.NewRequest("DELETE", b.url+"/v1/sessions/"+id, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("close: %v %v", resp, err)
	}
	resp.Body.Close()
	if status, _ := b.post("/v1/sessions/"+id+"/run", `{"code": "1"}`); status != 404 {
		t.Fatalf("after close: %d", status)
	}
}
