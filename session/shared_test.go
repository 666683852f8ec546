package session

import (
	"context"
	"encoding/json"
	"testing"
)

// replicas returns two managers sharing one store, as two servers
// sharing a Redis do.
func replicas(t *testing.T) (*Manager, *Manager, *SharedMemoryStore) {
	st := NewSharedMemoryStore()
	return newManager(t, Config{Store: st}), newManager(t, Config{Store: st}), st
}

// TestSharedStoreContinues: a session created on one server continues on
// the other and back, functions and classes included.
func TestSharedStoreContinues(t *testing.T) {
	a, b, _ := replicas(t)
	id := mustCreate(t, a, nil)
	mustRunOK(t, a, id, "x = 41\ndef inc(v):\n    return v + 1\nclass K:\n    def twice(self, v):\n        return 2 * v\n", nil)
	if res := mustRunOK(t, b, id, "x + 1", nil); res.Repr != "42" {
		t.Fatalf("x + 1 on the other server: %s", res.Repr)
	}
	if res := mustRunOK(t, b, id, "y = K().twice(inc(x))\ny", nil); res.Repr != "84" {
		t.Fatalf("function and class on the other server: %s", res.Repr)
	}
	// Back on the first: it reloads what the second did.
	if res := mustRunOK(t, a, id, "y + 1", nil); res.Repr != "85" {
		t.Fatalf("back on the first server: %s", res.Repr)
	}
	if err := b.SetVariables(context.Background(), id, json.RawMessage(`{"z": 7}`)); err != nil {
		t.Fatal(err)
	}
	if res := mustRunOK(t, a, id, "z", nil); res.Repr != "7" {
		t.Fatalf("variables set on the other server: %s", res.Repr)
	}
	// Closed on one, gone on both.
	if err := b.Close(context.Background(), id); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Run(context.Background(), id, "1", nil); CodeOf(err) != NotFound {
		t.Fatalf("after close on the other server: %v", err)
	}
}

// TestSharedStoreConflict: two servers run the same session at once; the
// first to finish wins, the other gets a Conflict and its changes are not
// kept; nothing the winner did is lost.
func TestSharedStoreConflict(t *testing.T) {
	a, b, _ := replicas(t)
	id := mustCreate(t, a, &Options{Tools: []ToolSpec{{Name: "wait"}}})
	mustRunOK(t, a, id, "n = 0", nil)
	entered, release := make(chan bool), make(chan bool)
	blocking := ToolCallerFunc(func(ctx context.Context, call *ToolCall) (json.RawMessage, error) {
		entered <- true
		<-release
		return json.RawMessage("null"), nil
	})
	done := make(chan error)
	go func() {
		_, err := a.Run(context.Background(), id, "wait()\nn = 100", blocking)
		done <- err
	}()
	<-entered
	mustRunOK(t, b, id, "n = n + 1", nil) // wins: it finishes first
	close(release)
	if err := <-done; CodeOf(err) != Conflict {
		t.Fatalf("the slower run: %v, want a conflict", err)
	}
	for _, m := range []*Manager{a, b} {
		if res := mustRunOK(t, m, id, "n", nil); res.Repr != "1" {
			t.Fatalf("after the conflict: n = %s, want the winner's 1", res.Repr)
		}
	}
}

// TestSharedStoreEvicts: a server drops its idle copy but the session
// stays in the store for the other servers (and for itself).
func TestSharedStoreEvicts(t *testing.T) {
	st := NewSharedMemoryStore()
	c := &clock{}
	a := newManager(t, Config{Store: st, Now: c.now, TTL: -1})
	id := mustCreate(t, a, nil)
	mustRunOK(t, a, id, "v = 'kept'", nil)
	a.evictIdle(c.now().Add(1))
	if a.Runtime(id) != nil {
		t.Fatal("the idle copy is still held")
	}
	if res := mustRunOK(t, a, id, "v", nil); res.Repr != "'kept'" {
		t.Fatalf("after eviction: %s", res.Repr)
	}
}

// mustRunOK is mustRun for code that must not fail.
func mustRunOK(t *testing.T, m *Manager, id, code string, tools ToolCaller) *RunResult {
	t.Helper()
	res := mustRun(t, m, id, code, tools)
	if res.Error != nil {
		t.Fatalf("Run(%q): %s", code, res.Error.Text)
	}
	return res
}

// TestResumeElsewhere: a run paused at a tool call on one server is
// resumed on another by replay: the clocks and entropy it read before the
// pause read the same, and the tool's result continues it.
func TestResumeElsewhere(t *testing.T) {
	a, b, st := replicas(t)
	ctx := context.Background()
	id := mustCreate(t, a, &Options{Tools: []ToolSpec{{Name: "ask"}, {Name: "note"}}})
	mustRunOK(t, a, id, "base = 'kept'", nil)
	args := make(chan []json.RawMessage, 1)
	runCtx, cancel := context.WithCancel(ctx)
	hanging := ToolCallerFunc(func(ctx context.Context, call *ToolCall) (json.RawMessage, error) {
		if call.Name == "note" {
			return json.RawMessage(`"noted"`), nil
		}
		args <- call.Args
		<-ctx.Done() // the first server never gets the answer
		return nil, ctx.Err()
	})
	done := make(chan error)
	go func() {
		_, err := a.Run(runCtx, id, "import time, random\nt0 = time.time()\nv = random.random()\nn = note()\nr = ask(t0, v)\nprint('resumed')\nout = (r, t0, v, n, base)\n", hanging)
		done <- err
	}()
	sent := <-args
	call, err := b.PausedCall(ctx, id)
	if err != nil || call == nil || call.Name != "ask" {
		t.Fatalf("PausedCall: %+v %v", call, err)
	}
	res, err := b.Resume(ctx, id, call.ID, ToolOutcome{Value: json.RawMessage("42")}, nil)
	if err != nil || res.Error != nil || res.Logs != "resumed\n" {
		t.Fatalf("Resume: %+v %v", res, err)
	}
	want := "(42, " + string(sent[0]) + ", " + string(sent[1]) + ", 'noted', 'kept')"
	if got := mustRunOK(t, b, id, "out", nil).Repr; got != want {
		t.Fatalf("after the resumed run: %s, want %s (the values read before the pause)", got, want)
	}
	if _, err := b.Resume(ctx, id, call.ID, ToolOutcome{Value: json.RawMessage("1")}, nil); err != ErrNoPausedRun {
		t.Fatalf("resuming twice: %v", err)
	}
	cancel()
	<-done // the first server's run ends; it cannot overwrite the resumed one
	if got := mustRunOK(t, a, id, "out[0]", nil).Repr; got != "42" {
		t.Fatalf("on the first server afterwards: %s", got)
	}
	_ = st
}
