package eval

import (
	"io"
	"sync/atomic"
	"time"
)

// Limits are the hard limits of a run. Zero means the documented default
// of the embedding API; the evaluator itself treats zero as "no limit".
type Limits struct {
	MaxOperations      int64     // evaluated nodes plus elements processed by builtins
	MaxWhileIterations int64     // iterations of any single while loop
	MaxRecursionDepth  int       // nested Python calls
	MaxMemory          int64     // bytes charged by allocation sites
	MaxOutput          int64     // bytes of printed output
	Deadline           time.Time // zero: none
	CheckEvery         int64     // operations between clock/cancellation checks (default 4096)
}

// HardMaxRecursionDepth is the deepest nesting of Python calls (and of
// recursive operations such as repr of nested containers) any thread
// allows, whatever its Limits say.
const HardMaxRecursionDepth = 100000

// Thread is the state of one run: budgets, depth, output, cancellation.
// A Thread is used by one goroutine at a time.
type Thread struct {
	limits Limits

	// Operation budget: budget counts down to zero between slow checks;
	// ops accumulates the operations done before the current chunk.
	budget int64
	chunk  int64
	ops    int64

	depth int // current Python call depth

	memUsed int64

	out     io.Writer
	outUsed int64

	cancel *atomic.Bool // set by another goroutine to stop the run

	// Interp is the interpreter this thread runs in (modules, builtins).
	Interp *Interp

	frame  *Frame // innermost running Python frame
	serial uint64 // last frame activation serial

	// Value stack and frame pool (stack.go).
	stack     []Value
	sp        int
	stackPrev []stackSave
	framePool []*Frame
	excStack  []*Exception // exceptions being handled (innermost last), for bare raise
	reprBusy  map[Value]bool
}

// ReprEnter marks v as being repr'd (for self-referencing containers); it
// returns false if v is already in progress, in which case the caller
// prints its "..." form. ReprLeave undoes it.
func (t *Thread) ReprEnter(v Value) bool {
	if t.reprBusy == nil {
		t.reprBusy = map[Value]bool{}
	}
	if t.reprBusy[v] {
		return false
	}
	t.reprBusy[v] = true
	return true
}

// ReprLeave ends ReprEnter.
func (t *Thread) ReprLeave(v Value) { delete(t.reprBusy, v) }

// NewThread returns a thread with the given limits writing to out.
func NewThread(interp *Interp, limits Limits, out io.Writer, cancel *atomic.Bool) *Thread {
	// The recursion depth is never unbounded: a Python frame costs about
	// 750 bytes of Go stack (measured), so the hard ceiling keeps any
	// configuration far below Go's fatal stack limit.
	if limits.MaxRecursionDepth <= 0 || limits.MaxRecursionDepth > HardMaxRecursionDepth {
		limits.MaxRecursionDepth = HardMaxRecursionDepth
	}
	t := &Thread{limits: limits, out: out, cancel: cancel, Interp: interp}
	if t.limits.CheckEvery <= 0 {
		t.limits.CheckEvery = 4096
	}
	t.chunk = t.limits.CheckEvery
	if t.limits.MaxOperations > 0 && t.limits.MaxOperations < t.chunk {
		t.chunk = t.limits.MaxOperations
	}
	t.budget = t.chunk
	if t.cancel == nil {
		t.cancel = new(atomic.Bool)
	}
	return t
}

// Step counts one operation. It is the evaluator's hot path: one decrement
// and one comparison unless a chunk is used up.
func (t *Thread) Step() error {
	t.budget--
	if t.budget < 0 {
		return t.slowStep(1)
	}
	return nil
}

// Steps counts n operations done by a builtin (per element processed).
func (t *Thread) Steps(n int64) error {
	t.budget -= n
	if t.budget < 0 {
		return t.slowStep(0)
	}
	return nil
}

// slowStep starts a new chunk: it checks the operation limit, the
// cancellation flag and the deadline.
func (t *Thread) slowStep(extra int64) error {
	used := t.chunk - t.budget // operations done in this chunk (may exceed chunk)
	t.ops += used
	if t.limits.MaxOperations > 0 && t.ops > t.limits.MaxOperations {
		t.budget = -1 << 62 // stay exhausted: every further step fails
		t.chunk = 0
		return &LimitError{Kind: LimitOperations, Limit: t.limits.MaxOperations}
	}
	if t.cancel.Load() {
		t.budget, t.chunk = 0, 0
		return &LimitError{Kind: LimitCancelled}
	}
	if !t.limits.Deadline.IsZero() && time.Now().After(t.limits.Deadline) {
		t.budget, t.chunk = 0, 0
		return &LimitError{Kind: LimitTimeout}
	}
	t.chunk = t.limits.CheckEvery
	if t.limits.MaxOperations > 0 && t.limits.MaxOperations-t.ops < t.chunk {
		t.chunk = t.limits.MaxOperations - t.ops + 1
	}
	t.budget = t.chunk
	_ = extra
	return nil
}

// Sleep pauses the run for d (time.sleep). It wakes early, with the
// limit error, when the run is cancelled or its deadline passes, and never
// sleeps past the deadline: the cancellation flag is polled every 10 ms.
func (t *Thread) Sleep(d time.Duration) error {
	end := time.Now().Add(d)
	for {
		if t.cancel.Load() {
			t.budget, t.chunk = 0, 0
			return &LimitError{Kind: LimitCancelled}
		}
		now := time.Now()
		dl := t.limits.Deadline
		if !dl.IsZero() && !now.Before(dl) {
			t.budget, t.chunk = 0, 0
			return &LimitError{Kind: LimitTimeout}
		}
		if !now.Before(end) {
			return nil
		}
		wait := end.Sub(now)
		if !dl.IsZero() && dl.Sub(now) < wait {
			wait = dl.Sub(now)
		}
		if wait > 10*time.Millisecond {
			wait = 10 * time.Millisecond
		}
		time.Sleep(wait)
	}
}

// Operations returns the number of operations counted so far.
func (t *Thread) Operations() int64 { return t.ops + (t.chunk - t.budget) }

// Charge accounts n bytes about to be allocated; it fails with MemoryError
// semantics (a LimitError) when the run's memory limit would be exceeded.
// Call it before allocating.
func (t *Thread) Charge(n int64) error {
	if n < 0 {
		return &LimitError{Kind: LimitMemory, Limit: t.limits.MaxMemory}
	}
	t.memUsed += n
	if t.limits.MaxMemory > 0 && t.memUsed > t.limits.MaxMemory {
		return &LimitError{Kind: LimitMemory, Limit: t.limits.MaxMemory}
	}
	return nil
}

// Write writes printed output, enforcing the output limit.
func (t *Thread) Write(s string) error {
	if t.limits.MaxOutput > 0 && t.outUsed+int64(len(s)) > t.limits.MaxOutput {
		room := t.limits.MaxOutput - t.outUsed
		if room > 0 {
			io.WriteString(t.out, s[:room])
			t.outUsed += room
		}
		return &LimitError{Kind: LimitOutput, Limit: t.limits.MaxOutput}
	}
	t.outUsed += int64(len(s))
	if t.out != nil {
		_, err := io.WriteString(t.out, s)
		if err != nil {
			return err
		}
	}
	return nil
}

// enter counts a Python-level call; leave undoes it.
func (t *Thread) enter() error {
	t.depth++
	if max := t.limits.MaxRecursionDepth; max > 0 && t.depth > max {
		t.depth--
		return &LimitError{Kind: LimitRecursion, Limit: int64(max)}
	}
	return nil
}

func (t *Thread) leave() { t.depth-- }

// Limits returns the run's limits (for builtins that bound work done
// outside the evaluator, such as a regular expression match).
func (t *Thread) Limits() Limits { return t.limits }

// memoryError is the error for an allocation that cannot be made: the
// run's terminal memory limit when it has one (no except clause catches
// it), otherwise Python's MemoryError.
func memoryError(t *Thread) error {
	if t != nil && t.limits.MaxMemory > 0 {
		return &LimitError{Kind: LimitMemory, Limit: t.limits.MaxMemory}
	}
	return NewException(MemoryErrorType)
}
