package session

// Runs paused at a tool call and resumed on another server: a run is
// deterministic given the namespace before it, its code, what it read of
// the clocks and of the entropy, and the results of its tool calls. With
// a store that keeps paused runs (PausedRunStore), the manager writes
// those at every tool call; a server that gets the tool's result without
// holding the run (another replica; the first one died) restores the
// namespace, replays the code with the recorded inputs and results up to
// the pause, gives it the new result and goes on.

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"
)

// RunInputs is what a run read of the clocks and the entropy, in order.
type RunInputs struct {
	Clock   []int64 `json:"clock,omitempty"`   // time.time: Unix nanoseconds
	Mono    []int64 `json:"mono,omitempty"`    // time.monotonic: nanoseconds
	Entropy []byte  `json:"entropy,omitempty"` // random's seed bytes
}

// Replayer is a Runtime whose runs record their inputs and can be made to
// read recorded ones (InProcess).
type Replayer interface {
	// Inputs returns what the run in progress has read so far.
	Inputs() RunInputs
	// ReplayNext makes the next run read in first (then the real clocks
	// and entropy).
	ReplayNext(in RunInputs)
}

// PausedRunStore is a SharedStore that also keeps runs paused at a tool
// call.
type PausedRunStore interface {
	SavePaused(ctx context.Context, id string, data []byte) error
	// LoadPaused returns the paused run of a session, nil if none.
	LoadPaused(ctx context.Context, id string) ([]byte, error)
	DeletePaused(ctx context.Context, id string) error
}

// PausedRun is a run paused at a tool call, as stored.
type PausedRun struct {
	Code    string        `json:"code"`
	Base    int64         `json:"base"` // the version of the session's state the run started from
	Inputs  RunInputs     `json:"inputs"`
	Results []ToolOutcome `json:"results"` // of the calls before the pending one
	Call    *ToolCall     `json:"call"`    // the pending call
}

// ToolOutcome is the answer to a tool call: a value or an exception.
type ToolOutcome struct {
	Name  string          `json:"name"`
	Value json.RawMessage `json:"value,omitempty"`
	Error *ToolError      `json:"error,omitempty"`
}

// ErrNoPausedRun: no run of the session waits for that tool result.
var ErrNoPausedRun = errors.New("no run waits for this tool result")

// recorder records and replays a runtime's clocks and entropy.
type recorder struct {
	mu     sync.Mutex
	in     RunInputs // read by the run in progress
	replay RunInputs // to read first
}

func (r *recorder) begin() {
	r.mu.Lock()
	r.in = RunInputs{}
	r.mu.Unlock()
}

func (r *recorder) now() time.Time {
	r.mu.Lock()
	defer r.mu.Unlock()
	var ns int64
	if len(r.replay.Clock) > 0 {
		ns, r.replay.Clock = r.replay.Clock[0], r.replay.Clock[1:]
	} else {
		ns = time.Now().UnixNano()
	}
	r.in.Clock = append(r.in.Clock, ns)
	return time.Unix(0, ns)
}

var monoStart = time.Now()

func (r *recorder) monotonic() time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	var ns int64
	if len(r.replay.Mono) > 0 {
		ns, r.replay.Mono = r.replay.Mono[0], r.replay.Mono[1:]
	} else {
		ns = int64(time.Since(monoStart))
	}
	r.in.Mono = append(r.in.Mono, ns)
	return time.Duration(ns)
}

// Read implements io.Reader: the entropy.
func (r *recorder) Read(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := copy(p, r.replay.Entropy)
	r.replay.Entropy = r.replay.Entropy[n:]
	if n < len(p) {
		if _, err := io.ReadFull(rand.Reader, p[n:]); err != nil {
			return n, err
		}
	}
	r.in.Entropy = append(r.in.Entropy, p...)
	return len(p), nil
}

func (r *recorder) inputs() RunInputs {
	r.mu.Lock()
	defer r.mu.Unlock()
	return RunInputs{Clock: append([]int64(nil), r.in.Clock...), Mono: append([]int64(nil), r.in.Mono...),
		Entropy: append([]byte(nil), r.in.Entropy...)}
}

func (r *recorder) replayNext(in RunInputs) {
	r.mu.Lock()
	r.replay = in
	r.mu.Unlock()
}

// pausing is the ToolCaller of a run with a PausedRunStore: it replays
// recorded results first, and writes the paused run before each call it
// passes on.
type pausing struct {
	m       *Manager
	ps      PausedRunStore
	id      string
	rt      Runtime
	run     PausedRun // Code, Base; Results so far
	replay  []ToolOutcome
	next    ToolCaller
	touched bool // a paused run was written
}

func (p *pausing) CallTool(ctx context.Context, call *ToolCall) (json.RawMessage, error) {
	if len(p.replay) > 0 {
		o := p.replay[0]
		if o.Name != call.Name {
			return nil, fmt.Errorf("replaying the run: tool call %s where the original run called %s", call.Name, o.Name)
		}
		p.replay = p.replay[1:]
		p.run.Results = append(p.run.Results, o)
		if o.Error != nil {
			return nil, o.Error
		}
		return o.Value, nil
	}
	if rp, ok := p.rt.(Replayer); ok {
		p.run.Inputs = rp.Inputs()
		p.run.Call = call
		if b, err := json.Marshal(&p.run); err == nil {
			if err := p.ps.SavePaused(ctx, p.id, b); err == nil {
				p.touched = true
			}
		}
	}
	v, err := p.next.CallTool(ctx, call)
	o := ToolOutcome{Name: call.Name, Value: v}
	var te *ToolError
	switch {
	case err == nil:
	case errors.As(err, &te):
		o.Value, o.Error = nil, te
	default:
		return v, err // not an answer of the client: the run ends
	}
	p.run.Results = append(p.run.Results, o)
	return v, err
}

// PausedCall returns the tool call a stored paused run of the session
// waits for (nil if none).
func (m *Manager) PausedCall(ctx context.Context, id string) (*ToolCall, error) {
	ps, ok := m.cfg.Store.(PausedRunStore)
	if !ok {
		return nil, nil
	}
	b, err := ps.LoadPaused(ctx, id)
	if err != nil || b == nil {
		return nil, err
	}
	var pr PausedRun
	if err := json.Unmarshal(b, &pr); err != nil || pr.Call == nil {
		return nil, nil
	}
	return pr.Call, nil
}

// Resume continues a run paused at a tool call on any server sharing the
// store: it replays the run up to the call, answers it with answer, and
// goes on (later tool calls go to tools). ErrNoPausedRun when no stored
// run waits for callID; a Conflict when the session changed since the
// run paused.
func (m *Manager) Resume(ctx context.Context, id, callID string, answer ToolOutcome, tools ToolCaller) (*RunResult, error) {
	ps, ok := m.cfg.Store.(PausedRunStore)
	if !ok {
		return nil, ErrNoPausedRun
	}
	b, err := ps.LoadPaused(ctx, id)
	if err != nil {
		return nil, m.storeError(err)
	}
	var pr PausedRun
	if b == nil || json.Unmarshal(b, &pr) != nil || pr.Call == nil || pr.Call.ID != callID {
		return nil, ErrNoPausedRun
	}
	answer.Name = pr.Call.Name
	replay := append(pr.Results, answer)
	return m.run(ctx, id, pr.Code, tools, &pr, replay)
}
