package eval

import (
	"context"
	"sync"
	"time"
)

// Host calls on goroutines, for asyncio.
//
// A host function declared awaitable (an async tool of the embedding API)
// converts its arguments on the run's thread, then runs on its own
// goroutine (StartAsyncCall) while the event loop runs other tasks; its
// outcome is queued here and the loop collects it in its wait
// (WaitAsyncCalls), converting the result back on the run's thread and
// resolving the awaiting task's future. The goroutine touches nothing of
// the run: it gets plain Go values and returns plain Go values. At most
// MaxConcurrent calls run at once (the host's bound); the others wait for
// a slot. When the run ends, the host cancels the calls' context, and
// what they return later is dropped with the hub.

// AsyncCall is one host call to run on a goroutine.
type AsyncCall struct {
	// Future is resolved with the outcome (a Python object the loop knows).
	Future Value
	// Run is the call, on its own goroutine; ctx is cancelled when the
	// call is abandoned (the awaiting task was cancelled, the run ended).
	Run func(ctx context.Context) (any, error)
	// Finish converts the outcome on the run's thread: a Python exception
	// rejects the future, a limit error ends the run.
	Finish func(t *Thread, out any, err error) (Value, error)
}

// asyncDone is a started call; state is guarded by the hub's mutex.
type asyncDone struct {
	call  *AsyncCall
	out   any
	err   error
	state uint8 // callRunning, callDone (queued in done), callOver (collected or abandoned)
}

const (
	callRunning uint8 = iota
	callDone
	callOver
)

type asyncHub struct {
	mu      sync.Mutex
	done    []*asyncDone  // finished, not collected yet
	pending int           // running
	notify  chan struct{} // a call finished (capacity 1)
	sem     chan struct{} // one token per running call; nil: no bound
}

// SetMaxAsyncCalls bounds the host calls of the run running at once (0 or
// less: no bound). Call it before the run starts.
func (t *Thread) SetMaxAsyncCalls(n int) {
	t.maxAsync = max(n, 0) // the hub is made at the first call
}

func (t *Thread) asyncHub() *asyncHub {
	if t.async == nil {
		t.async = &asyncHub{notify: make(chan struct{}, 1)}
		if t.maxAsync > 0 {
			t.async.sem = make(chan struct{}, t.maxAsync) //allocpath:ok host setting, not program data
		}
	}
	return t.async
}

// StartAsyncCall starts c on its own goroutine under ctx and returns the
// function that abandons it (cancelling its context; its outcome is then
// dropped).
func (t *Thread) StartAsyncCall(ctx context.Context, c *AsyncCall) (abandon func()) {
	h := t.asyncHub()
	ctx, cancel := context.WithCancel(ctx)
	d := &asyncDone{call: c}
	h.mu.Lock()
	h.pending++
	h.mu.Unlock()
	go func() {
		var out any
		var err error
		if h.sem != nil {
			select {
			case h.sem <- struct{}{}:
				defer func() { <-h.sem }()
			case <-ctx.Done():
				err = ctx.Err()
			}
		}
		if err == nil {
			out, err = c.Run(ctx)
		}
		h.mu.Lock()
		if d.state == callRunning {
			d.out, d.err, d.state = out, err, callDone
			h.pending--
			h.done = append(h.done, d)
		}
		h.mu.Unlock()
		select {
		case h.notify <- struct{}{}:
		default:
		}
	}()
	return func() {
		h.mu.Lock()
		switch d.state {
		case callRunning:
			h.pending--
		case callDone:
			for i, x := range h.done {
				if x == d {
					h.done = append(h.done[:i], h.done[i+1:]...)
					break
				}
			}
		}
		d.state = callOver
		h.mu.Unlock()
		cancel()
	}
}

// AsyncResult is a finished call, converted: Err (a Python exception) or
// Value resolves Future.
type AsyncResult struct {
	Future Value
	Value  Value
	Err    *Exception
}

// WaitAsyncCalls waits up to d (negative: until a call finishes or the
// run ends) under the run's deadline and cancellation, and returns the
// calls that finished. With no call pending it sleeps (a negative d then
// waits for the end of the run, as CPython's loop blocks forever).
func (t *Thread) WaitAsyncCalls(d time.Duration) ([]AsyncResult, error) {
	h := t.async
	if h == nil || h.count() == 0 {
		if d == 0 {
			return nil, nil
		}
		if d < 0 {
			d = time.Duration(1<<63 - 1)
		}
		return nil, t.Sleep(d)
	}
	var end time.Time
	if d >= 0 {
		end = time.Now().Add(d)
	}
	for {
		h.mu.Lock()
		done := h.done
		h.done = nil
		for _, d := range done {
			d.state = callOver
		}
		h.mu.Unlock()
		if len(done) > 0 {
			return t.finishAsync(done)
		}
		if err := t.Poll(); err != nil {
			return nil, err
		}
		if dl := t.limits.Deadline; !dl.IsZero() && !time.Now().Before(dl) {
			return nil, t.timedOut() // no timer may be armed yet: the clock decides
		}
		wait := 10 * time.Millisecond
		if !end.IsZero() {
			left := time.Until(end)
			if left <= 0 {
				return nil, nil
			}
			wait = min(wait, left)
		}
		if dl := t.limits.Deadline; !dl.IsZero() {
			wait = min(wait, max(time.Until(dl), time.Millisecond))
		}
		timer := time.NewTimer(wait)
		select {
		case <-h.notify:
		case <-timer.C:
		}
		timer.Stop()
	}
}

func (h *asyncHub) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.pending + len(h.done)
}

func (t *Thread) finishAsync(done []*asyncDone) ([]AsyncResult, error) {
	out, err := MakeCap[AsyncResult](t, 0, len(done))
	if err != nil {
		return nil, err
	}
	for _, d := range done {
		v, err := d.call.Finish(t, d.out, d.err)
		r := AsyncResult{Future: d.call.Future, Value: v}
		if err != nil {
			exc, ok := err.(*Exception)
			if !ok {
				return nil, err
			}
			r.Err = exc
		}
		out = append(out, r)
	}
	return out, nil
}
